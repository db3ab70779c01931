// The filter flags generated from the SDK's list descriptors: one flag per filter (two per date
// range), help listing enum values with the SDK's labels, and parsing that checks every value
// (enum, product of the service type, int range, dates, legacy spellings) before any call. And
// the help itself: every example's ids exist in a fresh default sandbox, and `help
// environment` lists every FIXCLOUD_* variable the source reads.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@fixcloud/sdk";
import { type ListDescriptor, lists, messages } from "@fixcloud/sdk/lists";
import { startSandbox } from "@fixcloud/fixtures";
import { describe, expect, it } from "vitest";
import { accounts } from "../src/commands/accounts/index.js";
import { verbs as accountVerbs } from "../src/commands/accounts/verbs.js";
import { verbs as authVerbs } from "../src/commands/auth/verbs.js";
import { command as completion } from "../src/commands/completion/completion.js";
import { verbs as configVerbs } from "../src/commands/config/verbs.js";
import { environmentHelp, VARIABLES } from "../src/commands/help/environment.js";
import { notices } from "../src/commands/notices/index.js";
import { verbs as noticeVerbs } from "../src/commands/notices/verbs.js";
import { command as overview } from "../src/commands/overview/show.js";
import { verbs as deviceVerbs } from "../src/commands/pools/devices/verbs.js";
import { pools } from "../src/commands/pools/index.js";
import { verbs as poolVerbs } from "../src/commands/pools/verbs.js";
import { UsageError } from "../src/errors.js";
import { filterOptions, filtersGiven, kebab, parseFilters } from "../src/flags/list-filters.js";
import { translator } from "../src/messages/index.js";
import { PASSWORD } from "./harness.js";

const ctx = { t: translator("en"), timeZone: "UTC" as const };
const en = messages.en;

describe("filter flags from the descriptors", () => {
  it.each(Object.values(lists) as ListDescriptor[])("$name: one flag per filter, two per date range", (d) => {
    const flags = filterOptions(d)
      .filter((o) => !o.hidden)
      .map((o) => o.long);
    const expected = d.filters.flatMap((f) =>
      f.kind === "date-range" ? [`--${kebab(f.key)}-from`, `--${kebab(f.key)}-to`] : [`--${kebab(f.key)}`],
    );
    expect(flags).toEqual(expected);
  });

  it("lists an enum's values with the SDK's labels, never a CLI copy", () => {
    const help = (flag: string) => filterOptions(lists.accounts).find((o) => o.long === flag)!.description;
    expect(help("--service-state")).toBe(
      `${en["field.serviceState"]}: 1 ${en["serviceState.1"]}, 2 ${en["serviceState.2"]}, 3 ${en["serviceState.3"]}.`,
    );
    expect(help("--disable-state")).toContain("Enable state: 1 Enabled, 2 Disabled, 3 Locked");
    expect(help("--create-time-from")).toContain(en["field.createTime"]);
    const notices = filterOptions(lists.notices, { names: { noticeType: "type" } });
    expect(notices.find((o) => o.long === "--type")!.description).toContain(`2 ${en["noticeType.2"]}`);
  });

  it("keeps the old date spellings as hidden flags", () => {
    const hidden = filterOptions(lists.accounts)
      .filter((o) => o.hidden)
      .map((o) => o.long);
    expect(hidden).toEqual([
      "--created-from",
      "--created-to",
      "--activated-from",
      "--activated-to",
      "--ends-from",
      "--ends-to",
      "--logout-from",
      "--logout-to",
    ]);
  });
});

describe("parsing the filter flags", () => {
  const parse = (o: Record<string, unknown>, scope = { selectType: 1 }) =>
    parseFilters(lists.accounts, o, ctx, scope);

  it("sends the given filters only, as the request fields", () => {
    expect(
      parse({
        accountName: "  gnss ",
        serviceState: "2",
        serviceProduct: "rtd",
        createTimeFrom: "2026-01-01",
        endTimeTo: "2026-02-01 08:00",
      }),
    ).toEqual({
      accountName: "gnss",
      serviceState: 2,
      serviceProduct: "rtd",
      startCreateTime: "2026-01-01 00:00:00",
      endEndTime: "2026-02-01 08:00:00",
    });
    expect(parse({ accountName: "   " })).toEqual({});
  });

  it("refuses values outside the enum, naming the flag and the choices", () => {
    expect(() => parse({ serviceState: "7" })).toThrow("--service-state must be one of 1, 2, 3, got '7'.");
    expect(() => parse({ silentSwitch: "yes" })).toThrow(/--silent-switch must be one of 1, 0/);
  });

  it("refuses a product of another service type", () => {
    expect(() => parse({ serviceProduct: "ppp_rtk" }, { selectType: 2 })).toThrow(
      /'ppp_rtk' is not a product of service type 2 \(real_time_ephemeris/,
    );
    expect(parse({ serviceProduct: "real_time_ephemeris" }, { selectType: 2 })).toEqual({
      serviceProduct: "real_time_ephemeris",
    });
  });

  it("reads the old date spellings, and refuses two that disagree", () => {
    expect(parse({ createdFrom: "2026-03-01", activatedTo: "2026-03-02" })).toEqual({
      startCreateTime: "2026-03-01 00:00:00",
      endActivationTime: "2026-03-02 23:59:59",
    });
    expect(parse({ createdFrom: "2026-03-01", createTimeFrom: "2026-03-01" })).toEqual({
      startCreateTime: "2026-03-01 00:00:00",
    });
    expect(() => parse({ createdFrom: "2026-03-01", createTimeFrom: "2026-03-02" })).toThrow(
      /--create-time-from and --created-from disagree/,
    );
    expect(() => parse({ endTimeFrom: "2026-03-02", endTimeTo: "2026-03-01" })).toThrow(UsageError);
  });

  it("checks text length and int ranges from the descriptor", () => {
    expect(() => parseFilters(lists.pools, { poolId: "x".repeat(65) }, ctx, { selectType: 1 })).toThrow(
      /--pool-id is too long \(at most 64/,
    );
  });

  it("sends a notice type 0 (all) as it is, under the short flag name", () => {
    const names = { names: { noticeType: "type", noticeTitle: "title" } };
    expect(parseFilters(lists.notices, { type: "0", title: "upgrade" }, ctx, {}, names)).toEqual({
      noticeType: 0,
      noticeTitle: "upgrade",
    });
  });

  it("tells whether any filter was given, old spellings included", () => {
    expect(filtersGiven(lists.accounts, {})).toBe(false);
    expect(filtersGiven(lists.accounts, { logoutTo: "2026-01-01" })).toBe(true);
    expect(filtersGiven(lists.accounts, { onlineState: "1" })).toBe(true);
  });
});

describe("the help", () => {
  /** Every example line of every command's help. */
  const allExamples = [accounts, notices, pools, overview, completion]
    .concat(accountVerbs, authVerbs, configVerbs, noticeVerbs, poolVerbs, deviceVerbs)
    .flatMap((c) => c.examples);
  /** Values of the examples matching `pattern`'s first group, comma lists split. */
  const valuesOf = (pattern: RegExp) =>
    allExamples.flatMap((line) => [...line.matchAll(pattern)].flatMap((m) => m[1]!.split(",")));

  it("uses ids that exist in a fresh default sandbox", async () => {
    const poolIds = [
      ...valuesOf(/--pool (\S+)/g),
      ...valuesOf(/pools (?:show|stats) (\S+)/g),
      ...valuesOf(/pools activate --ids (\S+)/g),
    ];
    const noticeIds = valuesOf(/notices show (\S+)/g).filter((id) => !id.startsWith("<"));
    const accountIds = valuesOf(/accounts \S+ .*?--ids (\S+)/g);
    // The examples do name ids (a check over nothing would pass for any help).
    expect(poolIds.length).toBeGreaterThanOrEqual(10);
    expect(noticeIds.length).toBeGreaterThanOrEqual(1);
    expect(accountIds.length).toBeGreaterThanOrEqual(3);

    const sandbox = await startSandbox({ memory: true, captcha: "1234", port: 0 });
    try {
      const anonymous = createClient({ baseURL: sandbox.url, language: "en" });
      const { uuid } = await anonymous.session.captcha();
      const { token } = await anonymous.session.loginByUsername({
        username: "demo",
        password: PASSWORD,
        code: "1234",
        uuid,
      });
      const client = createClient({ baseURL: sandbox.url, token, language: "en" });
      for (const id of new Set(poolIds)) expect(await client.pools.find(id), `pool ${id}`).toBeDefined();
      for (const id of new Set(noticeIds)) expect((await client.notices.retrieve(id)).noticeId).toBe(id);
      // Account verbs act on service type 1 (high precision) unless --type says otherwise.
      const { ids } = await client.accounts.resolveIds({ selectType: 1 });
      for (const id of accountIds) expect(ids, `account ${id}`).toContain(id);
    } finally {
      await sandbox.close();
    }
  });

  it("`help environment` lists every FIXCLOUD_* variable the source reads, in both languages", () => {
    const src = join(__dirname, "..", "src");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
      });
    const read = new Set<string>();
    for (const file of files(src))
      for (const m of readFileSync(file, "utf8").matchAll(/\benv(?:\?\.|\.|\[["'])(FIXCLOUD_[A-Z_]+)/g))
        read.add(m[1]!);
    expect(read.size).toBeGreaterThanOrEqual(8);
    for (const name of read) expect(VARIABLES, name).toContain(name);
    for (const lang of ["en", "zh-CN"] as const) {
      const text = environmentHelp(lang);
      for (const name of VARIABLES) expect(text).toMatch(new RegExp(`^  ${name} +\\S`, "m"));
    }
    expect(environmentHelp("zh-CN")).toMatch(/^fixcloud 读取的环境变量/);
  });
});
