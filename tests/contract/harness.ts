import { createSandbox, type Sandbox } from "@fixcloud/fixtures";
import { createClient, type FixcloudClient, type SessionData } from "@fixcloud/sdk";

/** An in-process sandbox (memory DB, fixed captcha) and SDK clients wired to it without a socket. */
export interface Harness {
  sandbox: Sandbox;
  anonymous: FixcloudClient;
  signIn(username?: string, password?: string): Promise<{ client: FixcloudClient; session: SessionData }>;
}

export const BASE = "http://sandbox.test";

export function createHarness(options: Parameters<typeof createSandbox>[0] = {}): Harness {
  const sandbox = createSandbox({ memory: true, captcha: "1234", ...options });
  const fetchImpl: typeof fetch = (input, init) => sandbox.fetch(new Request(input as string, init));
  const anonymous = createClient({ baseURL: BASE, fetch: fetchImpl });
  return {
    sandbox,
    anonymous,
    async signIn(username = "demo", password = sandbox.options.demoPassword) {
      const { uuid } = await anonymous.session.captcha();
      const session = await anonymous.session.loginByUsername({ username, password, code: "1234", uuid });
      const role = session.accountType === 1 ? undefined : session.roleList[session.roleIndex]?.roleCode;
      const client = createClient({ baseURL: BASE, fetch: fetchImpl, token: session.token, roleCode: role });
      return { client, session };
    },
  };
}
