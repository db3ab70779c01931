// `fixcloud doctor` on records the sandbox's NTRIP caster wrote for real
// (docs/fault-diagnosis.md): rovers connect through the caster's TCP socket with real
// GGA (good, corrupted, unreadable, far away, outside every region), wrong passwords, wrong
// mount points, a second terminal, reconnect loops and accounts in every state. Each situation
// gets the finding a support engineer needs, in both languages, with every `{placeholder}`
// filled; "No problem found" only for the healthy rover; exit 7 on an error verdict.
//
// Time: the sandbox's clock starts 40 minutes behind the wall clock so that a rover can be made
// to stay online for minutes (gga_rate, slow first fix) by moving the sandbox clock, and ends
// ahead of the wall clock, so the CLI's range ("the last 24 h", ending now) holds every record.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type NtripConnection,
  type RunningSandbox,
  encodeGga,
  ntripConnect,
  startSandbox,
} from "@fixcloud/fixtures";
import { FINDING_CODES, createClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, type Result, cli as run } from "./harness.js";

const BEHIND_MS = 40 * 60_000;
let running: RunningSandbox;
let dir: string;
let env: Record<string, string>;

const db = () => running.sandbox.db;
const cli = (args: string[]): Promise<Result> => run(args, { configDir: dir, env });

type State = "inService" | "disabled" | "locked" | "ended" | "pendingManual";
const STATES: Record<State, string> = {
  inService: "service_state = 2, disable_state = 1, end_time = '2099-01-01 00:00:00'",
  disabled: "service_state = 2, disable_state = 2, end_time = '2099-01-01 00:00:00'",
  locked: "service_state = 2, disable_state = 3, end_time = '2099-01-01 00:00:00'",
  ended: "service_state = 3, disable_state = 1, end_time = '2020-01-01 00:00:00'",
  pendingManual:
    "service_state = 1, disable_state = 1, activation_type = 1, activation_time = NULL, end_time = NULL",
};

let taken = 0;
/**
 * Another network-RTK account of the demo customer, offline with one seat, put into `state`;
 * `pppRtk` makes it a PPP-RTK account (sub-type ppp_rtk_serv).
 */
function account(state: State = "inService", pppRtk = false) {
  const row = db()
    .prepare(
      `SELECT a.id, a.account_name AS name, a.password FROM service_accounts a
       WHERE a.customer_id = (SELECT customer_id FROM users WHERE username = 'demo')
         AND a.select_type = 1 AND a.service_product = 'multi_frequency_rtk'
       ORDER BY a.id LIMIT 1 OFFSET ?`,
    )
    .get(taken++) as { id: number; name: string; password: string };
  setState(row.id, state);
  if (pppRtk)
    db()
      .prepare(
        "UPDATE service_accounts SET service_product = 'ppp_rtk', service_sub_type = 'ppp_rtk_serv' WHERE id = ?",
      )
      .run(row.id);
  return row;
}
const setState = (id: number, state: State) =>
  db()
    .prepare(
      `UPDATE service_accounts SET ${STATES[state]}, online_state = 2, cal_type = 'days_pool' WHERE id = ?`,
    )
    .run(id);

/** Poll until `probe` holds (the caster commits GGA half a second after each tick). */
async function until(probe: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error("until: condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}
const count = (table: string, name: string) =>
  (db().prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE account_name = ?`).get(name) as { n: number }).n;
const sessionsClosed = (name: string) =>
  (
    db()
      .prepare("SELECT COUNT(*) AS n FROM ntrip_sessions WHERE account_name = ? AND logout_time IS NULL")
      .get(name) as { n: number }
  ).n === 0;

const rover = (a: { name: string; password: string }, mount = "RTCM33GRC", version: 1 | 2 = 1) =>
  ntripConnect({
    host: "127.0.0.1",
    port: running.ntripPort as number,
    mount,
    user: a.name,
    password: a.password,
    version,
  });
const gga = (lat: number, lon: number, quality: number, diffAge?: number) =>
  encodeGga({
    time: running.sandbox.clock.now(),
    lat,
    lon,
    height: 50,
    quality,
    satellites: 18,
    ...(diffAge === undefined ? {} : { diffAge }),
  });
/** A checksummed GGA whose latitude is not a number (a broken NMEA encoder). */
function unreadable(): string {
  const body = "GPGGA,080000.00,39x4.0000,N,11624.0000,E,1,09,1.0,50.0,M,0.0,M,,";
  let sum = 0;
  for (const ch of body) sum ^= ch.charCodeAt(0);
  return `$${body}*${sum.toString(16).toUpperCase().padStart(2, "0")}`;
}
/** The same sentence with its checksum off by one. */
const corrupt = (s: string) =>
  `${s.slice(0, -2)}${((Number.parseInt(s.slice(-2), 16) + 1) & 0xff).toString(16).toUpperCase().padStart(2, "0")}`;

/** Send `lines` on a streaming rover, wait until the caster has recorded `rows` of them, hang up. */
async function sendAndLeave(c: NtripConnection, name: string, lines: string[], rows: () => boolean) {
  expect(c.streaming).toBe(true);
  for (const l of lines) c.send(l);
  await until(rows);
  await c.close();
  await until(() => sessionsClosed(name));
}

const BEIJING = [39.95, 116.45] as const;
/** Situation → account name, and the `--since` of its run when not the default 24 h. */
const names: Record<string, string> = {};
const since: Record<string, string> = {};

beforeAll(async () => {
  running = await startSandbox({
    memory: true,
    captcha: "1234",
    port: 0,
    ntripPort: 0,
    log: false,
    now: () => Date.now() - BEHIND_MS,
  });

  // Seen once, 40 minutes ago; the doctor looks at the last 10 minutes.
  const seen = account();
  names.lastSeen = seen.name;
  since.lastSeen = "10m";
  await sendAndLeave(
    await rover(seen),
    seen.name,
    [gga(...BEIJING, 4, 1)],
    () => count("gga_records", seen.name) === 1,
  );
  names.neverEver = account().name;

  const healthy = account();
  names.ok = healthy.name;
  await sendAndLeave(
    await rover(healthy),
    healthy.name,
    [1, 2, 3].map(() => gga(...BEIJING, 4, 1)),
    () => count("gga_records", healthy.name) === 3,
  );

  const wrong = account();
  names.credentials_rejected = wrong.name;
  expect((await rover({ ...wrong, password: `${wrong.password}x` })).status).toBe(401);

  for (const state of ["disabled", "locked", "ended", "pendingManual"] as const) {
    const a = account(state);
    names[state] = a.name;
    expect((await rover(a)).status).toBe(403);
  }
  // Refused while disabled, enabled since, and the rover never tried again.
  const reenabled = account("disabled");
  names.refusedThenQuiet = reenabled.name;
  expect((await rover(reenabled)).status).toBe(403);
  setState(reenabled.id, "inService");

  const busy = account();
  names.concurrency_limit = busy.name;
  const first = await rover(busy);
  expect((await rover(busy, "RTCM33GRCE")).status).toBe(403);
  await sendAndLeave(first, busy.name, [gga(...BEIJING, 4, 1)], () => count("gga_records", busy.name) === 1);

  const nope = account();
  names.wrongMountRefused = nope.name;
  expect((await rover(nope, "NOPE", 2)).status).toBe(404);

  // The European mount point in Beijing: its nearest station is thousands of km away.
  const europe = account();
  names.wrongMountServes = europe.name;
  const eu = await rover(europe, "RTCM33EU");
  eu.send(gga(...BEIJING, 1));
  await eu.closed;
  await until(() => sessionsClosed(europe.name) && count("gga_records", europe.name) === 1);

  const silent = account();
  names.no_gga = silent.name;
  const quiet = await rover(silent);
  await until(() => quiet.bytes() > 0);
  await quiet.close();
  await until(() => sessionsClosed(silent.name));

  const badSum = account();
  names.ggaChecksum = badSum.name;
  await sendAndLeave(
    await rover(badSum),
    badSum.name,
    [corrupt(gga(...BEIJING, 1)), corrupt(gga(...BEIJING, 1))],
    () => count("behaviour_records", badSum.name) >= 3,
  );
  const badFields = account();
  names.ggaMalformed = badFields.name;
  await sendAndLeave(
    await rover(badFields),
    badFields.name,
    [unreadable()],
    () => count("behaviour_records", badFields.name) >= 2,
  );

  // Mid-Taklamakan: ~600 km from the nearest station, still inside the region.
  const far = account();
  names.far_from_coverage = far.name;
  await sendAndLeave(
    await rover(far),
    far.name,
    [gga(38.9, 83.0, 1)],
    () => count("gga_records", far.name) === 1,
  );
  // New York on the European mount point: outside every region, the caster stops the stream.
  const abroad = account();
  names.outside = abroad.name;
  const ny = await rover(abroad, "RTCM33EU");
  ny.send(gga(40.7, -74.0, 1));
  await ny.closed;
  await until(() => sessionsClosed(abroad.name) && count("error_records", abroad.name) === 1);

  const storm = account();
  names.reconnect_storm = storm.name;
  for (let i = 0; i < 7; i++)
    await sendAndLeave(
      await rover(storm),
      storm.name,
      [gga(...BEIJING, 4, 1)],
      () => count("gga_records", storm.name) === i + 1,
    );

  const stale = account();
  names.diff_age_high = stale.name;
  await sendAndLeave(
    await rover(stale),
    stale.name,
    [1, 2, 3].map(() => gga(...BEIJING, 4, 30)),
    () => count("gga_records", stale.name) === 3,
  );

  const floating = account();
  names.neverFixed = floating.name;
  await sendAndLeave(
    await rover(floating),
    floating.name,
    [1, 2, 3].map(() => gga(...BEIJING, 5, 1)),
    () => count("gga_records", floating.name) === 3,
  );

  // Minutes online, moved by the sandbox clock: a slow first fix and a rover sending GGA every 2 min.
  const slow = account();
  names.slowFix = slow.name;
  const slowRover = await rover(slow);
  slowRover.send(gga(...BEIJING, 5, 1));
  await until(() => count("gga_records", slow.name) === 1);
  running.sandbox.clock.advance(180_000);
  await sendAndLeave(
    slowRover,
    slow.name,
    [gga(...BEIJING, 4, 1)],
    () => count("gga_records", slow.name) === 2,
  );

  const sparse = account();
  names.gga_rate = sparse.name;
  const sparseRover = await rover(sparse);
  sparseRover.send(gga(...BEIJING, 4, 1));
  await until(() => count("gga_records", sparse.name) === 1);
  running.sandbox.clock.advance(120_000);
  await sendAndLeave(
    sparseRover,
    sparse.name,
    [gga(...BEIJING, 4, 1)],
    () => count("gga_records", sparse.name) === 2,
  );

  // A PPP-RTK account keeps no connection records (part2 §2): nothing to judge but its state.
  names.incomplete = account("inService", true).name;

  // Past the wall clock: the CLI's "now" then lies inside the sandbox's past.
  running.sandbox.clock.advance(BEHIND_MS);
  dir = mkdtempSync(join(tmpdir(), "fixcloud-doctor-"));
  const anonymous = createClient({ baseURL: running.url });
  const { uuid } = await anonymous.session.captcha();
  const { token } = await anonymous.session.loginByUsername({
    username: "demo",
    password: PASSWORD,
    code: "1234",
    uuid,
  });
  env = { FIXCLOUD_TOKEN: token, FIXCLOUD_BASE_URL: running.url };
}, 120_000);
afterAll(async () => {
  await running?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Shown {
  code: string;
  severity: string;
  title: string;
  actionText: string;
  evidence: Record<string, string | number>;
}
const verdicts = new Map<string, { en: Shown[]; zh: Shown[]; code: number }>();

/** The json verdict of a situation in both languages (and its exit code). */
async function doctor(situation: string) {
  const cached = verdicts.get(situation);
  if (cached) return cached;
  const args = [
    "doctor",
    names[situation] as string,
    "--output",
    "json",
    "--since",
    since[situation] ?? "24h",
  ];
  const en = await cli([...args, "--lang", "en"]);
  const zh = await cli([...args, "--lang", "zh-CN"]);
  expect(en.stderr.includes("at ") && en.stderr.includes(".ts:"), en.stderr).toBe(false);
  const v = { en: JSON.parse(en.stdout) as Shown[], zh: JSON.parse(zh.stdout) as Shown[], code: en.code };
  expect(zh.code).toBe(en.code);
  verdicts.set(situation, v);
  return v;
}

const CASES: [situation: string, code: string, severity: string, title?: RegExp][] = [
  ["ok", "ok", "info", /^No problem found: 3 GGA, 100% fixed$/],
  ["lastSeen", "never_connected", "error", /last seen \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(UTC\)$/],
  ["neverEver", "never_connected", "error", /^No connection has ever reached the caster/],
  ["refusedThenQuiet", "never_connected", "error", /^No connection accepted in this window: 1 refused/],
  [
    "credentials_rejected",
    "credentials_rejected",
    "error",
    /^Authentication failed: wrong password \(refusals: 1\)$/,
  ],
  ["disabled", "account_disabled", "error", /connections refused: 1$/],
  ["locked", "account_locked", "error"],
  ["ended", "account_expired", "error"],
  ["pendingManual", "account_not_activated", "error"],
  // Refused in the second the first terminal signed in: error or warning by the refusal's second.
  ["concurrency_limit", "concurrency_limit", "error|warning"],
  [
    "wrongMountRefused",
    "wrong_mount_point",
    "error",
    /^Mount point NOPE is not usable .*mount points that work: RTCM33GRC, /,
  ],
  [
    "wrongMountServes",
    "wrong_mount_point",
    "error",
    /^Mount point RTCM33EU does not serve .*: RTCM33GRC, RTCM33GRCE, /,
  ],
  ["no_gga", "no_gga", "error"],
  [
    "ggaChecksum",
    "gga_invalid",
    "error",
    /^GGA sentences the caster rejected for a bad checksum: 2 \(the rover sent \*[0-9A-F]{2}, the sentence gives \*[0-9A-F]{2}\); accepted: 0$/,
  ],
  ["ggaMalformed", "gga_invalid", "error", /^GGA sentences the caster could not read and rejected: 1;/],
  ["far_from_coverage", "far_from_coverage", "error", /km from the nearest station \w+ \(over 150 km\)$/],
  [
    "outside",
    "far_from_coverage",
    "error",
    /outside every region \(the caster stops corrections beyond 1500 km\)$/,
  ],
  ["reconnect_storm", "reconnect_storm", "error", /^Reconnects within a 10-minute window: 6$/],
  ["diff_age_high", "diff_age_high", "warning", /^Stale corrections: 100% older than 10 s/],
  ["neverFixed", "fix_quality", "error", /^Never fixed: float 100%/],
  ["slowFix", "fix_quality", "warning", /time to first fix 18\d s$/],
  ["gga_rate", "gga_rate", "warning", /^GGA sent at 0\.0\d+ Hz \(expected 1 Hz\)$/],
  ["incomplete", "incomplete", "warning", /^This service sub-type keeps no connection records/],
];

describe("fixcloud doctor on what the caster recorded", () => {
  it.each(CASES)("%s → %s (%s) first", async (situation, code, severity, title) => {
    const v = await doctor(situation);
    expect(v.en[0], JSON.stringify(v.en)).toMatchObject({ code });
    expect(v.en[0]?.severity).toMatch(new RegExp(`^(${severity})$`));
    if (title) expect(v.en[0]?.title).toMatch(title);
    expect(v.code).toBe(v.en.some((f) => f.severity === "error") ? 7 : 0);
    if (code !== "ok") expect(v.en.map((f) => f.code)).not.toContain("ok");
  });

  it("renders every finding in both languages with no unfilled placeholder", async () => {
    const seen = new Set<string>();
    for (const [situation] of CASES) {
      const v = await doctor(situation);
      for (const [lang, list] of [
        ["en", v.en],
        ["zh-CN", v.zh],
      ] as const)
        for (const f of list) {
          seen.add(f.code);
          expect(`${f.title} ${f.actionText}`, `${situation} ${lang} ${f.code}`).not.toMatch(
            /\{\w+\}|undefined|NaN/,
          );
          expect(f.title.length, `${situation} ${lang} ${f.code}`).toBeGreaterThan(0);
          if (lang === "zh-CN") expect(f.title, `${situation} ${f.code}`).toMatch(/[\u4e00-\u9fff]/);
        }
    }
    expect([...seen].sort()).toEqual([...FINDING_CODES].sort());
  });

  it("prints the table with the never-connected finding and exits 7", async () => {
    const r = await cli(["doctor", names.neverEver as string, "--lang", "en", "--output", "table"]);
    expect(r.code).toBe(7);
    expect(r.stdout).toMatch(
      /Error\s+never_connected\s+No connection has ever reached the caster with this account/,
    );
    expect(r.stdout).toContain("→ Check the caster host and port");
    expect(r.stdout).not.toContain("No problem found");
  });
});
