import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelSets, messages } from "../src/catalogue/labels.js";
import { rules } from "../src/catalogue/rules.js";
import { firstError, isLCode, isPositiveInteger, L, LIMITS } from "../src/catalogue/shared/rules.js";
import { formErrors } from "../src/catalogue/shared/form.js";
import { receiverForm } from "../src/catalogue/receivers/forms.js";
import { roleForm } from "../src/catalogue/roles/forms.js";
import { subAccountForm } from "../src/catalogue/subaccounts/forms.js";
import { ticketForms } from "../src/catalogue/tickets/forms.js";
import { certificationForm } from "../src/catalogue/certification/forms.js";
import { poolFillFormFor, validityFormFor } from "../src/catalogue/pools/forms.js";
import type { Language } from "../src/catalogue/session/schemas.js";

const { common, accounts, pools, tickets, attachments, certification, subAccounts, roles, fault, security } =
  rules;

describe("codes", () => {
  it("every L code has a message in both languages", () => {
    for (const code of Object.values(L)) {
      expect(messages["zh-CN"][code], code).toBeTruthy();
      expect(messages.en[code], code).toBeTruthy();
    }
  });

  it("an area's rules answer codes whose messages load with that area (or the shared set)", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const dir = new URL("../src/catalogue/", import.meta.url);
    const sets = labelSets as Record<string, { en: Record<string, string> }>;
    for (const area of readdirSync(dir)) {
      let src: string;
      try {
        src = readFileSync(new URL(`${area}/rules.ts`, dir), "utf8");
      } catch {
        continue;
      }
      for (const [, name] of src.matchAll(/\bL\.(\w+)/g)) {
        const code = (L as Record<string, string>)[name!]!;
        const home = sets[area]?.en[code] ?? sets.shared!.en[code];
        expect(home, `${area}/rules.ts uses ${code} (${name}), not in ${area} or shared labels`).toBeTruthy();
      }
    }
  });
});

describe("common", () => {
  it("phone: cn pattern, en only non-empty", () => {
    expect(common.phone("13812345678", "zh-CN")).toBeNull();
    expect(common.phone("12812345678", "zh-CN")).toBe("L000601");
    expect(common.phone("1381234567", "zh-CN")).toBe("L000601");
    expect(common.phone("", "zh-CN")).toBe("L000600");
    expect(common.phone("+44 20 7946 0000", "en")).toBeNull();
    expect(common.phone("  ", "en")).toBe("L000600");
  });

  it("captcha: exactly 4 characters", () => {
    expect(common.captcha("ab12")).toBeNull();
    expect(common.captcha("abc")).toBe("L000603");
    expect(common.captcha("abcde")).toBe("L000603");
    expect(common.captcha("")).toBe("L000602");
  });

  it("idCard: 15 or 18 digits (last may be X), Chinese only", () => {
    expect(common.idCard("110101199003071234", "zh-CN")).toBeNull();
    expect(common.idCard("11010119900307123X", "zh-CN")).toBeNull();
    expect(common.idCard("110101900307123", "zh-CN")).toBeNull();
    expect(common.idCard("1101011990030712", "zh-CN")).toBe("L000604");
    expect(common.idCard("whatever", "en")).toBeNull();
  });

  it("username: cn max 20", () => {
    expect(common.username("张三", "zh-CN")).toBeNull();
    expect(common.username("x".repeat(21), "zh-CN")).toBe("L000606");
    expect(common.username("x".repeat(21), "en")).toBeNull();
    expect(common.username(" ", "en")).toBe("L000605");
  });

  it("company name and business licence", () => {
    expect(common.companyName("")).toBe("L000607");
    expect(common.companyName("ACME")).toBeNull();
    expect(common.businessLicence("91350100M000100Y43", "zh-CN")).toBeNull();
    expect(common.businessLicence("12345678901234", "zh-CN")).toBe("L000608");
    expect(common.businessLicence("123456789012345678901", "zh-CN")).toBe("L000608");
    expect(common.businessLicence("12-34", "en")).toBeNull();
  });

  it("email", () => {
    expect(common.email("a.b@example.com")).toBeNull();
    expect(common.email("a@b")).toBe("L000610");
    expect(common.email("")).toBe("L000609");
    expect(common.email(`${"a".repeat(45)}@x.com`, 50)).toBe("L000667");
    expect(common.optionalEmail("")).toBeNull();
  });

  it("login username: letters and digits, not digits only", () => {
    expect(common.loginUsername("demo2026")).toBeNull();
    expect(common.loginUsername("demo")).toBeNull();
    expect(common.loginUsername("2026")).toBe("L000611");
    expect(common.loginUsername("de mo")).toBe("L000611");
    expect(common.loginUsername("demo_1")).toBe("L000611");
    expect(common.loginUsername("")).toBe("L000605");
    expect(common.loginUsername("a".repeat(51), 50)).toBe("L000664");
  });

  it("password: 8-20, no spaces, ≥2 classes", () => {
    expect(common.password("Demo@2026")).toBeNull();
    expect(common.password("abcdefgh1")).toBeNull();
    expect(common.password("abcdefgh")).toBe("L000613");
    expect(common.password("Ab1@")).toBe("L000613");
    expect(common.password("abc defg1")).toBe("L000613");
    expect(common.password("a1".repeat(11))).toBe("L000613");
    expect(common.password("")).toBe("L000612");
  });

  it("strict password: all four classes", () => {
    expect(common.strictPassword("Demo@2026")).toBeNull();
    expect(common.strictPassword("Demo2026x")).toBe("L000614");
    expect(common.strictPassword("")).toBe("L000612");
  });

  it("password property: accepted passwords have no whitespace and 8-20 chars", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        if (common.password(s) === null) {
          expect(s.length).toBeGreaterThanOrEqual(8);
          expect(s.length).toBeLessThanOrEqual(20);
          expect(/\s/.test(s)).toBe(false);
        }
        if (common.strictPassword(s) === null) expect(common.password(s)).toBeNull();
      }),
    );
  });

  it("passwords match", () => {
    expect(common.passwordsMatch("a", "a")).toBeNull();
    expect(common.passwordsMatch("a", "b")).toBe("L000521");
    expect(common.passwordsMatch("a", "")).toBe("L000621");
  });

  it("selection and positive integers", () => {
    expect(common.selection([])).toBe("L000342");
    expect(common.selection(undefined)).toBe("L000342");
    expect(common.selection(["1"])).toBeNull();
    for (const ok of [1, "1", " 12 ", 10000]) expect(isPositiveInteger(ok)).toBe(true);
    for (const bad of [0, "0", -1, "-1", 1.5, "1.5", "abc", "", null, undefined, Number.NaN])
      expect(isPositiveInteger(bad)).toBe(false);
    expect(common.positiveInteger("")).toBe("L000620");
    expect(common.positiveInteger("x")).toBe("L000680");
  });
});

describe("accounts", () => {
  it("assigned account name: letter first, letters and digits, 1-50", () => {
    expect(accounts.accountName("a")).toBeNull();
    expect(accounts.accountName(`a${"1".repeat(49)}`)).toBeNull();
    expect(accounts.accountName(`a${"1".repeat(50)}`)).toBe("L000615");
    expect(accounts.accountName("1abc")).toBe("L000615");
    expect(accounts.accountName("ab_c")).toBe("L000615");
  });

  it("custom password: exactly 8 lowercase letters and digits, mixed", () => {
    expect(accounts.customPassword("abcd1234")).toBeNull();
    expect(accounts.customPassword("12345678")).toBe("L000333");
    expect(accounts.customPassword("abcdefgh")).toBe("L000333");
    expect(accounts.customPassword("Abcd1234")).toBe("L000333");
    expect(accounts.customPassword("abc1234")).toBe("L000333");
    expect(accounts.customPassword("abcd12345")).toBe("L000333");
    expect(accounts.customPasswordSame("abcd1234", "abcd1234")).toBe("L000616");
    expect(accounts.customPasswordSame("abcd1234", "abcd1235")).toBeNull();
  });

  it("custom password property: generated valid passwords pass, anything else fails", () => {
    const lowerDigit = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789".split(""));
    const valid = fc
      .tuple(
        fc.array(lowerDigit, { minLength: 6, maxLength: 6 }),
        fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz".split("")),
        fc.constantFrom(..."0123456789".split("")),
      )
      .chain(([rest, letter, digit]) =>
        fc.shuffledSubarray([...rest, letter, digit], { minLength: 8, maxLength: 8 }),
      )
      .map((cs) => cs.join(""));
    fc.assert(
      fc.property(valid, (p) => {
        expect(accounts.customPassword(p)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        const ok = s.length === 8 && /^[a-z0-9]+$/.test(s) && /[a-z]/.test(s) && /\d/.test(s);
        expect(accounts.customPassword(s) === null).toBe(ok);
      }),
    );
  });

  it("remarks", () => {
    expect(accounts.remark("x".repeat(50))).toBeNull();
    expect(accounts.remark("x".repeat(51))).toBe("L000617");
    expect(accounts.remark("")).toBeNull();
    expect(accounts.batchRemark("")).toBe("L000618");
    expect(accounts.batchRemark("备".repeat(20))).toBeNull();
    expect(accounts.batchRemark("备".repeat(21))).toBe("L000619");
  });

  it("trial days and activation type", () => {
    expect(accounts.trialDays(7)).toBeNull();
    expect(accounts.trialDays("0")).toBe("L000366");
    expect(accounts.trialDays("1.5")).toBe("L000366");
    expect(accounts.trialDays("")).toBe("L000366");
    expect(accounts.activationType(2)).toBeNull();
    expect(accounts.activationType(undefined)).toBe("L000342");
  });
});

describe("pools", () => {
  const days = { calType: "days_pool" };
  const conc = { calType: "concurrent_pool" };
  // The first failing field of the fill form and of the validity edit form, as the sandbox
  // and the CLI answer it.
  const ctx = { mode: "add", language: "en" } as const;
  const fillError = (input: Record<string, unknown>, o: { calType: string }) =>
    firstError(formErrors(poolFillFormFor(o.calType), input, ctx));
  const validityError = (input: Record<string, unknown>, o: { type: number }) =>
    firstError(formErrors(validityFormFor(o.type === 1), input, ctx));

  it("the fill form's first failing field is the spec's first failing code", () => {
    expect(fillError({ creatAccountSum: 0 }, days)).toBe("L000387");
    expect(fillError({ creatAccountSum: "a" }, days)).toBe("L000387");
    // At most 10,000 at once (part1 §9), said by the same code's message.
    expect(fillError({ creatAccountSum: 10_001 }, days)).toBe("L000387");
    expect(fillError({ creatAccountSum: "10001" }, days)).toBe("L000387");
    expect(fillError({ creatAccountSum: 10_000 }, days)).not.toBe("L000387");
    expect(fillError({ creatAccountSum: 5 }, days)).toBeNull();
    expect(fillError({ creatAccountSum: 5, limitUseSum: 0 }, days)).toBe("L000388");
    expect(fillError({ creatAccountSum: 5, limitUseSum: -2 }, days)).toBe("L000388");
    expect(fillError({ creatAccountSum: 5, limitUseSum: 1.5 }, days)).toBe("L000388");
    expect(fillError({ creatAccountSum: 5, limitUseSum: 0 }, conc)).toBeNull();
    expect(fillError({ creatAccountSum: 5, silenceTime: 0 }, days)).toBe("L000389");
    expect(fillError({ creatAccountSum: 5, silenceTime: 2 }, days)).toBe("L000390");
    expect(fillError({ creatAccountSum: 5, silenceTime: 2, silenceTimeUnit: "day" }, days)).toBe("L000391");
    expect(
      fillError({ creatAccountSum: 5, silenceTime: 2, silenceTimeUnit: "day", validTime: 3 }, days),
    ).toBe("L000392");
    expect(
      fillError(
        { creatAccountSum: 5, silenceTime: 2, silenceTimeUnit: "day", validTime: 3, validTimeUnit: "month" },
        days,
      ),
    ).toBeNull();
    expect(fillError({ creatAccountSum: 5, validTime: 0 }, days)).toBe("L000393");
    expect(fillError({ creatAccountSum: 5, validTime: "x" }, days)).toBe("L000393");
    expect(fillError({ creatAccountSum: 5, validTime: 3 }, days)).toBe("L000392");
    expect(fillError({ creatAccountSum: 5, validTime: 3, validTimeUnit: "day" }, days)).toBeNull();
  });

  it("validity form: usage limit only when type is not 1, valid time required", () => {
    expect(validityError({ validTime: 1, validTimeUnit: "day", limitUseSum: 0 }, { type: 1 })).toBeNull();
    expect(validityError({ validTime: 1, validTimeUnit: "day", limitUseSum: 0 }, { type: 2 })).toBe(
      "L000388",
    );
    expect(validityError({}, { type: 2 })).toBe("L000393");
  });

  it("add by count 1-10000", () => {
    expect(pools.addCount(1)).toBeNull();
    expect(pools.addCount("10000")).toBeNull();
    expect(pools.addCount(10001)).toBe("L000409");
    expect(pools.addCount(0)).toBe("L000409");
    expect(pools.addCount("")).toBe("L000409");
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), (n) => {
        expect(pools.addCount(n) === null).toBe(n >= 1 && n <= 10000);
      }),
    );
  });

  it("upload file: xlsx/xls, name ≤ 50, ≤ 10 MB", () => {
    expect(pools.uploadFile({ name: "devices.xlsx" })).toBeNull();
    expect(pools.uploadFile({ name: "devices.XLS", size: 100 })).toBeNull();
    expect(pools.uploadFile({ name: "devices.csv" })).toBe("L000497");
    expect(pools.uploadFile({ name: `${"a".repeat(46)}.xlsx` })).toBe("L000498");
    expect(pools.uploadFile({ name: `${"a".repeat(45)}.xlsx` })).toBeNull();
    expect(pools.uploadFile({ name: "a.xlsx", size: LIMITS.uploadMaxBytes + 1 })).toBe("L000627");
    expect(pools.uploadFile(null)).toBe("L000626");
  });

  it("chart range", () => {
    expect(pools.chartRange("", "2026-01-02 00:00:00")).toBe("L000416");
    expect(pools.chartRange("2026-01-03 00:00:00", "2026-01-02 00:00:00")).toBe("L000677");
    expect(pools.chartRange("2026-01-01 00:00:00", "2026-01-02 00:00:00")).toBeNull();
    expect(pools.exportLimit(50_000)).toBeNull();
  });
});

describe("audit rules", () => {
  it("an audit export holds at most 10,000 entries; past the list's count cap is more", () => {
    const { exportCount } = rules.audit;
    expect(exportCount({ total: 0, totalCapped: false })).toBeNull();
    expect(exportCount({ total: LIMITS.exportMax, totalCapped: false })).toBeNull();
    expect(exportCount({ total: LIMITS.exportMax + 1, totalCapped: false })).toBe("L000681");
    expect(exportCount({ total: LIMITS.exportMax, totalCapped: true })).toBe("L000681");
  });
});

describe("receivers", () => {
  it("checks each field", () => {
    const ctx = { mode: "add", language: "zh-CN" } as const;
    expect(
      formErrors(receiverForm, { name: "张三", email: "a@b.co", phone: "", position: "经理" }, ctx),
    ).toEqual({});
    expect(
      formErrors(receiverForm, { name: "x", email: "bad", phone: "123", position: "y".repeat(36) }, ctx),
    ).toEqual({ name: "L000623", email: "L000610", phone: "L000601", position: "L000625" });
    expect(formErrors(receiverForm, { name: " ", email: "", position: "" }, ctx)).toEqual({
      name: "L000622",
      email: "L000609",
      position: "L000624",
    });
  });
});

describe("tickets and attachments", () => {
  const base = { title: "GNSS fault report", contacts: "Li", mobile: "13812345678", email: "li@example.com" };
  const ticketErrors = (v: Record<string, unknown> & { ticketType: 1 | 2 | 3 | 5 }, language: Language) =>
    formErrors(ticketForms[v.ticketType], v, { mode: "add", language });

  it("bug ticket requires its fields", () => {
    expect(ticketErrors({ ticketType: 1, ...base }, "zh-CN")).toEqual({
      troubleTime: "L000635",
      useArea: "L000636",
      accServNo: "L000637",
      troubleDescribe: "L000638",
      equipmentModel: "L000639",
    });
    expect(
      ticketErrors(
        {
          ticketType: 1,
          ...base,
          troubleTime: ["2026-01-01 00:00:00"],
          useArea: "330100",
          accServNo: "acc1",
          troubleDescribe: "no fix",
          equipmentModel: "R1",
        },
        "zh-CN",
      ),
    ).toEqual({});
  });

  it("title, contacts and language-dependent mobile/email", () => {
    expect(tickets.title("abcd")).toBe("L000631");
    expect(tickets.title("")).toBe("L000630");
    expect(tickets.contacts("x".repeat(31), 1)).toBe("L000633");
    expect(tickets.contacts("x".repeat(31), 3)).toBeNull();
    expect(tickets.contacts("x".repeat(36), 3)).toBe("L000634");
    expect(tickets.mobile("", "zh-CN")).toBe("L000600");
    expect(tickets.mobile("", "en")).toBeNull();
    expect(tickets.email("", "en")).toBe("L000609");
    expect(tickets.email("", "zh-CN")).toBeNull();
    expect(tickets.email("bad", "zh-CN")).toBe("L000610");
  });

  it("change, open API and SDK tickets", () => {
    expect(ticketErrors({ ticketType: 2, title: base.title, mobile: base.mobile }, "zh-CN")).toEqual({
      troubleDescribe: "L000638",
      troubleType: "L000640",
    });
    expect(ticketErrors({ ticketType: 3, ...base, troubleDescribe: "x", apis: [] }, "zh-CN")).toEqual({
      apis: "L000641",
    });
    expect(Object.keys(ticketErrors({ ticketType: 5, ...base }, "en")).sort()).toEqual(
      ["chipModel", "companyName", "compilerDownUrl", "os", "processorSize", "sdkUsableSource"].sort(),
    );
  });

  it("attachments: count, type, name, image size", () => {
    const f = (name: string, size = 10) => ({ name, size });
    expect(attachments.files([f("a.zip"), f("b.PNG")])).toBeNull();
    expect(attachments.files(Array.from({ length: 11 }, (_, i) => f(`${i}.zip`)))).toBe("L000650");
    expect(attachments.files([f("a.exe")])).toBe("L000651");
    expect(attachments.files([f(`${"a".repeat(47)}.zip`)])).toBe("L000498");
    expect(attachments.files([f("a.jpg", 2 * 1024 * 1024)])).toBe("L000652");
    expect(attachments.files([f("a.zip", 5 * 1024 * 1024)])).toBeNull();
    expect(attachments.isImage("x.jpeg")).toBe(true);
    expect(attachments.isImage("x.7z")).toBe(false);
  });
});

describe("certification", () => {
  const certificationErrors = (v: Record<string, unknown>, language: Language) =>
    formErrors(certificationForm, v, { mode: "add", language });
  const good = {
    uploadUrlDigest: [{ name: "licence.png", size: 1000 }],
    customerName: "千寻测试公司",
    unifyCreditCode: "91350100M000100Y43",
    corporateName: "王五",
    registeredCapital: "100.5",
    contacts: "李四",
    phone: "13912345678",
    email: "ops@example.com",
    verificationCode: "1234",
    applicationArea: "330000",
    applicationScene: "330100",
  };

  it("a complete form passes", () => {
    expect(certificationErrors(good, "zh-CN")).toEqual({});
  });

  it("each field fails with its code", () => {
    const errs = certificationErrors(
      {
        uploadUrlDigest: [],
        customerName: "x".repeat(21),
        unifyCreditCode: "123",
        corporateName: "王",
        registeredCapital: "-1",
        contacts: "",
        phone: "123",
        email: "x",
        verificationCode: "12",
        applicationArea: "",
      },
      "zh-CN",
    );
    expect(errs).toEqual({
      uploadUrlDigest: "L000655",
      customerName: "L000658",
      unifyCreditCode: "L000661",
      corporateName: "L000659",
      registeredCapital: "L000662",
      contacts: "L000632",
      phone: "L000601",
      email: "L000610",
      verificationCode: "L000603",
      applicationArea: "L000663",
    });
    expect(firstError(errs)).toBe("L000655");
  });

  it("image rules and en lengths", () => {
    // "max 3 MB" (part2 §5): exactly 3 MB is allowed, a byte more is not.
    expect(certification.image([{ name: "a.gif", size: 3 * 1024 * 1024 }])).toBeNull();
    expect(certification.image([{ name: "a.gif", size: 3 * 1024 * 1024 + 1 }])).toBe("L000656");
    expect(certification.image([{ name: "a.pdf", size: 1 }])).toBe("L000657");
    expect(
      certification.image([
        { name: "a.png", size: 1 },
        { name: "b.png", size: 1 },
      ]),
    ).toBe("L000669");
    expect(certification.customerName("x".repeat(40), "en")).toBeNull();
    expect(certification.unifyCreditCode("123456789012345")).toBeNull();
  });

  it("one rule per field, the cn rules by default", () => {
    expect(certification.customerName("x".repeat(21))).toBe("L000658");
    expect(certification.corporateName("王")).toBe("L000659");
    expect(certification.contacts("x".repeat(21))).toBe("L000660");
    expect(certification.phone("12345")).toBe("L000601");
    expect(certification.phone("12345", "en")).toBeNull();
    expect(certification.phone(" ")).toBe("L000600");
    expect(certification.email("ops@example")).toBe("L000610");
    expect(certification.email("")).toBe("L000609");
    expect(certification.verificationCode("12345")).toBe("L000603");
    expect(certification.verificationCode("")).toBe("L000602");
    expect(certification.registeredCapital(0)).toBe("L000662");
    expect(certification.registeredCapital(Number.POSITIVE_INFINITY)).toBe("L000662");
    expect(certification.registeredCapital("0.01")).toBeNull();
    expect(certification.unifyCreditCode("91350100M000100Y4")).toBe("L000661");
    expect(certification.unifyCreditCode("12345678901234X")).toBe("L000661");
    expect(certification.applicationArea(null)).toBe("L000663");
    expect(certification.image(undefined)).toBe("L000655");
    expect(certification.image([{ name: `${"n".repeat(47)}.png`, size: 1 }])).toBe("L000498");
  });
});

describe("sub-accounts and roles", () => {
  it("sub-account add and edit", () => {
    const form = { userName: "ops1", fullName: "Ops", phone: "13812345678", email: "o@x.io" };
    expect(
      formErrors(
        subAccountForm,
        { ...form, password: "Demo@2026", confirmPassword: "Demo@2026" },
        { mode: "add", language: "zh-CN" },
      ),
    ).toEqual({});
    expect(formErrors(subAccountForm, form, { mode: "add", language: "zh-CN" })).toEqual({
      password: "L000612",
      confirmPassword: "L000621",
    });
    expect(formErrors(subAccountForm, form, { mode: "edit", language: "zh-CN" })).toEqual({});
    expect(
      formErrors(
        subAccountForm,
        { ...form, password: "short", confirmPassword: "other" },
        { mode: "edit", language: "en" },
      ),
    ).toEqual({ password: "L000520", confirmPassword: "L000521" });
    expect(subAccounts.fullName("x".repeat(51))).toBe("L000666");
    expect(subAccounts.userName("123")).toBe("L000611");
    expect(subAccounts.certified(true)).toBe("L000519");
    expect(subAccounts.certified(false)).toBeNull();
  });

  it("role form", () => {
    const add = { mode: "add", language: "en" } as const;
    expect(formErrors(roleForm, { roleName: " ops ", remarks: "" }, add)).toEqual({});
    expect(formErrors(roleForm, { roleName: " ", remarks: "x".repeat(51) }, add)).toEqual({
      roleName: "L000670",
      remarks: "L000672",
    });
    expect(roles.menuCodes([])).toBe("L000077");
    expect(roles.menuCodes(["0"])).toBe("L000077");
    expect(roles.roleName("x".repeat(51))).toBe("L000671");
    expect(roles.search("x".repeat(101))).toBe("L000673");
  });
});

describe("fault search", () => {
  const now = Date.UTC(2026, 2, 1);
  const day = 86_400_000;
  const ok = {
    accountName: "acc1",
    lookupDone: true,
    servSubType: "nrtk_serv",
    startTime: now - day,
    endTime: now,
  };

  it("prerequisites in order", () => {
    expect(fault.faultSearchErrors(ok, now)).toBeNull();
    expect(fault.faultSearchErrors({ ...ok, accountName: " " }, now)).toBe("L000278");
    expect(fault.faultSearchErrors({ ...ok, lookupDone: false }, now)).toBe("L000279");
    expect(fault.faultSearchErrors({ ...ok, servSubType: "" }, now)).toBe("L000065");
    expect(fault.faultSearchErrors({ ...ok, startTime: null }, now)).toBe("L000277");
  });

  it("30-day window, not in the future", () => {
    expect(fault.range(now - 30 * day, now, now)).toBeNull();
    expect(fault.range(now - 31 * day, now, now)).toBe("L000675");
    expect(fault.range(now, now + 1000, now)).toBe("L000676");
    expect(fault.range(now, now - 1000, now)).toBe("L000677");
    expect(fault.selectable(now - 29 * day, now)).toBe(true);
    expect(fault.selectable(now + day, now)).toBe(false);
    expect(fault.selectable(now - 31 * day, now)).toBe(false);
  });

  it("device id, export and account name length", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((t) => fault.sendsDeviceId(t))).toEqual([2, 5, 6, 7]);
    expect(fault.canExport("rtd_serv")).toBe(true);
    expect(fault.canExport("ppp_rtk_serv")).toBe(false);
    expect(fault.accountName("x".repeat(101))).toBe("L000674");
  });
});

describe("security", () => {
  it("dialog rules", () => {
    expect(security.code("123")).toBe("L000603");
    expect(security.oldValue("")).toBe("L000678");
    expect(security.newUsername("")).toBe("L000679");
    expect(security.newUsername("newname1")).toBeNull();
    expect(security.newPassword("Demo@2026")).toBeNull();
    expect(security.confirmPassword("a", "b")).toBe("L000521");
  });
});

describe("isLCode", () => {
  it("knows every L-code of the index, and no name", () => {
    for (const code of Object.values(L)) expect(isLCode(code)).toBe(true);
    for (const key of ["menu.overview", "field.phone", "serviceState.1", "L00034", "L0003421", "xL000342"])
      expect(isLCode(key)).toBe(false);
  });
});
