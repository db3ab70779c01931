// The ways-in rules (part1 §5): one function per field in `rules.session`, each the
// shared rule (never a copy), with the zh-CN/en difference of the phone and username rules.
import { describe, expect, it } from "vitest";
import { rules } from "../src/catalogue/rules.js";
import { common } from "../src/catalogue/shared/rules.js";

const { session } = rules;

describe("rules.session", () => {
  it("phone: the mainland pattern in zh-CN only", () => {
    expect(session.phone("13812345678", "zh-CN")).toBeNull();
    expect(session.phone("12812345678", "zh-CN")).toBe("L000601");
    expect(session.phone(" ", "en")).toBe("L000600");
    expect(session.phone("+44 20 7946 0000", "en")).toBeNull();
    // No number an SMS can reach, in any language.
    expect(session.phone("123", "en")).toBe("L000601");
    expect(session.phone("abc12345", "en")).toBe("L000601");
    expect(session.phone("1234567890123456", "en")).toBe("L000601");
  });

  it("captcha: required, exactly 4 characters", () => {
    expect(session.captcha("")).toBe("L000602");
    expect(session.captcha("123")).toBe("L000603");
    expect(session.captcha("12345")).toBe("L000603");
    expect(session.captcha(" a1B2 ")).toBeNull();
  });

  it("username: letters and digits, not digits only; at most 20 at registration in zh-CN", () => {
    expect(session.username("")).toBe("L000605");
    expect(session.username("12345")).toBe("L000611");
    expect(session.username("field team")).toBe("L000611");
    expect(session.username("a".repeat(21), "zh-CN")).toBe("L000606");
    expect(session.username("a".repeat(21), "en")).toBeNull();
    expect(session.username("a".repeat(21))).toBeNull();
    expect(session.username("fieldteam1", "zh-CN")).toBeNull();
  });

  it("email, password, strict password and the confirmation", () => {
    expect(session.email("")).toBe("L000609");
    expect(session.email("a@b")).toBe("L000610");
    expect(session.email("ops@example.net")).toBeNull();
    expect(session.password("")).toBe("L000612");
    expect(session.password("abcdefgh")).toBe("L000613");
    expect(session.password("abcdefg1")).toBeNull();
    expect(session.strictPassword("abcdefg1")).toBe("L000614");
    expect(session.strictPassword("Abcdef1!")).toBeNull();
    expect(session.confirmPassword("Abcdef1!", "")).toBe("L000621");
    expect(session.confirmPassword("Abcdef1!", "Abcdef1?")).toBe("L000521");
    expect(session.confirmPassword("Abcdef1!", "Abcdef1!")).toBeNull();
  });

  it("reuses the shared rules rather than copying them", () => {
    expect(session.phone).toBe(common.phone);
    expect(session.captcha).toBe(common.captcha);
    expect(session.password).toBe(common.password);
    expect(session.strictPassword).toBe(common.strictPassword);
    expect(session.confirmPassword).toBe(common.passwordsMatch);
  });
});
