// The contract tests' harness: an in-process sandbox (memory database, fixed captcha, the seed
// and the clock pinned, so the seeded figures are exact) and SDK clients wired to it without a
// socket, signed in as an integrator would sign in.
import { type CreateSandboxOptions, createSandbox, type Sandbox } from "@fixcloud/fixtures";
import {
  createClient,
  type FixcloudClient,
  type Language,
  roleCodeOf,
  type SessionData,
} from "@fixcloud/sdk";

/** The seed clock of every contract test: seeded times are relative to it. */
export const SEED_TIME = "2026-06-01T00:00:00Z";
/** What the sandbox takes as now: an hour after the seed clock (nothing has expired yet). */
export const NOW = Date.parse(SEED_TIME) + 3_600_000;

/** The deterministic seed's figures for the demo customer (seed 42, 300 accounts, SEED_TIME). */
export const SEED = {
  accounts: 300,
  online: 104,
  byType: { 1: 188, 2: 59, 3: 53 },
  /** In service, per service type. */
  inService: { 1: 112, 2: 38, 3: 29 },
  orders: 36,
  tickets: 22,
  /** Published notices per type (1 product, 2 maintenance, 3 security, 4 other). */
  notices: { 1: 9, 2: 7, 3: 3, 4: 5 },
  pools: 20,
  /** Pools per calculation type. */
  poolsPerCalType: 4,
  /** Pools per service type. */
  poolsByType: { 1: 7, 2: 7, 3: 6 },
} as const;

/** An in-process sandbox and SDK clients wired to it. */
export interface Harness {
  sandbox: Sandbox;
  anonymous: FixcloudClient;
  signIn(
    username?: string,
    password?: string,
    language?: Language,
  ): Promise<{ client: FixcloudClient; session: SessionData }>;
}

/** The in-process base URL the clients call. */
export const BASE = "http://sandbox.test";

/** A sandbox (seed and clock pinned unless `options` say otherwise) and clients for it. */
export function createHarness(options: CreateSandboxOptions = {}): Harness {
  const sandbox = createSandbox({
    memory: true,
    captcha: "1234",
    seedTime: SEED_TIME,
    now: () => NOW,
    ...options,
  });
  const fetchImpl: typeof fetch = (input, init) => sandbox.fetch(new Request(input as string, init));
  const anonymous = createClient({ baseURL: BASE, fetch: fetchImpl });
  return {
    sandbox,
    anonymous,
    async signIn(username = "demo", password = sandbox.options.demoPassword, language: Language = "zh-CN") {
      const { uuid } = await anonymous.session.captcha();
      const session = await anonymous.session.loginByUsername({ username, password, code: "1234", uuid });
      const client = createClient({
        baseURL: BASE,
        fetch: fetchImpl,
        token: session.token,
        roleCode: roleCodeOf(session),
        language,
      });
      return { client, session };
    },
  };
}
