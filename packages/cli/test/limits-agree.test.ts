// Every console form field with an SDK limit, walked in one table (part1 §5, §9): the SDK rule
// the console's form validates with, the CLI (in process) and the sandbox refuse one over the
// limit with the same L-code, whose message names the limit; the value at the limit is saved
// exactly. A field whose limit moves in one place only fails here.
import {
  createClient,
  type FixcloudClient,
  firstError,
  formErrors,
  LIMITS,
  messages,
  rules,
  validityForm,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli as run, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;
beforeAll(async () => {
  session = await signedInSandbox("fixcloud-limits-");
  client = createClient({ baseURL: session.url, token: session.env.FIXCLOUD_TOKEN!, language: "en" });
}, 60_000);
afterAll(() => session?.close());

const cli = (args: string[]): Promise<Result> =>
  run([...args, "--lang", "en"], { configDir: session.dir, env: session.env });

/** The message of a refused SDK call. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "",
    (e: Error) => e.message,
  );

/** An account that can take a trial, a validity and a silence period: in service, no trial. */
async function account() {
  const { list } = await client.accounts.list({
    selectType: 1,
    serviceState: 2,
    silentSwitch: 0,
    pageNo: 1,
    pageSize: 50,
  });
  const used = new Set(taken);
  const a = list.find((x) => !used.has(x.id))!;
  taken.push(a.id);
  return a;
}
const taken: string[] = [];

interface LimitedField {
  /** The console form field. */
  field: string;
  limit: number;
  /** The L-code of a value one over the limit. */
  code: string;
  /** The SDK rule the console's form and the CLI check, on one value. */
  rule: (value: string) => string | null;
  /** The CLI's arguments for a value, on account `id`. */
  cli: (value: number, id: string) => string[];
  /** The SDK call the console makes with a value, on account `id`. */
  call: (value: number, id: string) => Promise<unknown>;
  /** The value the server holds afterwards, on account `id`. */
  saved: (id: string) => Promise<unknown>;
}

/** The validity form's first failing field, as the sandbox and the CLI answer it. */
const validityError = (values: Record<string, unknown>) =>
  firstError(formErrors(validityForm, values, { mode: "add", language: "en" }));

const FIELDS: LimitedField[] = [
  {
    field: "trialDays",
    limit: LIMITS.trialDaysMax,
    code: "L000711",
    rule: (v) => rules.accounts.trialDays(v),
    cli: (v, id) => ["accounts", "trial", "--on", "--days", String(v), "--ids", id, "--yes"],
    call: (v, id) =>
      client.accounts.setTrial({ selectType: 1, ids: [id], silentSwitchStatus: 1, trialDays: v }),
    saved: async (id) => (await client.accounts.retrieve(id)).trialDays,
  },
  {
    field: "validTime",
    limit: LIMITS.periodMax,
    code: "L000712",
    rule: (v) => validityError({ validTime: v, validTimeUnit: "day" }),
    cli: (v, id) => [
      "accounts",
      "validity",
      "--valid-time",
      String(v),
      "--valid-unit",
      "day",
      "--ids",
      id,
      "--yes",
    ],
    call: (v, id) =>
      client.accounts.setValidity({ selectType: 1, ids: [id], validTime: v, validTimeUnit: "day" }),
    saved: async (id) => (await client.accounts.retrieve(id)).validTime,
  },
  {
    field: "silenceTime",
    limit: LIMITS.periodMax,
    code: "L000713",
    rule: (v) =>
      validityError({ validTime: 1, validTimeUnit: "day", silenceTime: v, silenceTimeUnit: "day" }),
    cli: (v, id) => [
      "accounts",
      "validity",
      "--valid-time",
      "1",
      "--valid-unit",
      "day",
      "--silence-time",
      String(v),
      "--silence-unit",
      "day",
      "--ids",
      id,
      "--yes",
    ],
    call: (v, id) =>
      client.accounts.setValidity({
        selectType: 1,
        ids: [id],
        validTime: 1,
        validTimeUnit: "day",
        silenceTime: v,
        silenceTimeUnit: "day",
      }),
    saved: async (id) => (await client.accounts.retrieve(id)).silenceTime,
  },
];

describe.each(FIELDS)("$field: one limit in the form, the CLI and the server", (f) => {
  it("the SDK rule passes the limit and refuses one over it, naming the limit", () => {
    expect(f.rule(String(f.limit))).toBeNull();
    expect(f.rule(String(f.limit + 1))).toBe(f.code);
    // However many digits: still the limit's message, never "not a positive integer".
    expect(f.rule("99999999999999999999")).toBe(f.code);
    expect(messages.en[f.code]).toContain(String(f.limit));
  });

  it("the CLI and the sandbox refuse one over with the same L-code; the limit is saved exactly", async () => {
    const a = await account();
    const text = messages.en[f.code]!;
    const over = await cli(f.cli(f.limit + 1, a.id));
    expect(over.code, over.stderr).toBe(2);
    expect(over.stderr).toContain(text);
    const server = await refusal(f.call(f.limit + 1, a.id));
    expect(server).toBe(`Invalid request: ${text}`);

    const ok = await cli(f.cli(f.limit, a.id));
    expect(ok.code, ok.stderr).toBe(0);
    expect(await f.saved(a.id)).toBe(f.limit);
  });
});

describe("custom password: exactly the SDK's length, never cut", () => {
  it("one character over is refused by the rule and the server with L000333, nothing saved", async () => {
    const a = await account();
    const exact = "abc12345";
    expect(exact).toHaveLength(LIMITS.customPasswordLength);
    expect(rules.accounts.customPassword(exact)).toBeNull();
    expect(rules.accounts.customPassword(`${exact}6`)).toBe("L000333");
    const server = await refusal(client.accounts.setPassword({ accountId: a.id, password: `${exact}6` }));
    expect(server).toBe(`Invalid request: ${messages.en.L000333}`);
    expect((await client.accounts.retrieve(a.id)).password).not.toBe(exact);
    await client.accounts.setPassword({ accountId: a.id, password: exact });
    expect((await client.accounts.retrieve(a.id)).password).toBe(exact);
  });
});

describe("usage limit below what is already used", () => {
  it("the sandbox skips the account with the reason in words; the limit stays", async () => {
    const row = session.sandbox.sandbox.db
      .prepare<[], { id: number; limit_use_num: number; use_num: number }>(
        "SELECT id, limit_use_num, use_num FROM service_accounts WHERE select_type = 1 AND limit_use_num IS NOT NULL AND use_num >= 2 AND service_state = 2 LIMIT 1",
      )
      .get()!;
    const id = String(row.id);
    const r = await cli([
      "accounts",
      "validity",
      "--valid-time",
      "1",
      "--valid-unit",
      "month",
      "--limit",
      String(Math.ceil(row.use_num) - 1),
      "--ids",
      id,
      "--yes",
      "--output",
      "json",
    ]);
    expect(r.stdout + r.stderr).toContain(messages.en["batchReason.limitBelowUsed"]);
    expect((await client.accounts.retrieve(id)).limitUseNum).toBe(row.limit_use_num);
  });
});
