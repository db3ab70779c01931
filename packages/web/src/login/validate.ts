// Sign-in form checks (part1 §5) with the SDK's rules; each failure is an L-code whose text
// comes from the SDK's message catalogue.
import { L, type LCode, rules } from "@fixcloud/sdk";

export interface LoginValues {
  username: string;
  password: string;
  code: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, LCode | undefined>>;

export function validateLogin(v: LoginValues): LoginErrors {
  return {
    username: rules.session.username(v.username) ?? undefined,
    // Existing passwords are not re-checked against the strength rule: only required here.
    password: v.password ? undefined : L.passwordRequired,
    code: rules.session.captcha(v.code) ?? undefined,
  };
}
