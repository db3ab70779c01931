// A sandbox on a free port with the demo user signed in, for the tests that run the CLI as CI
// does (FIXCLOUD_TOKEN and FIXCLOUD_BASE_URL, a config dir of their own): json.test.ts,
// api.test.ts …
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type FixcloudClient } from "@fixcloud/sdk";
import { startSandbox } from "@fixcloud/fixtures";
import { PASSWORD } from "./harness.js";

/** What a test gets: the sandbox, an SDK client with the session, the CLI's env and config dir. */
export interface SignedIn {
  url: string;
  /** The running sandbox (its database, its events). */
  sandbox: Awaited<ReturnType<typeof startSandbox>>;
  client: FixcloudClient;
  /** FIXCLOUD_TOKEN and FIXCLOUD_BASE_URL for the CLI. */
  env: Record<string, string>;
  /** An empty config dir of the test's own. */
  dir: string;
  close(): Promise<void>;
}

/** Start a sandbox, sign the demo user in with the SDK. */
export async function signedInSandbox(prefix: string): Promise<SignedIn> {
  const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const anonymous = createClient({ baseURL: sandbox.url });
  const { uuid } = await anonymous.session.captcha();
  const session = await anonymous.session.loginByUsername({
    username: "demo",
    password: PASSWORD,
    code: "1234",
    uuid,
  });
  return {
    url: sandbox.url,
    sandbox,
    client: createClient({ baseURL: sandbox.url, token: session.token }),
    env: { FIXCLOUD_TOKEN: session.token, FIXCLOUD_BASE_URL: sandbox.url },
    dir,
    async close() {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
