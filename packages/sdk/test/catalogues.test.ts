import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { allEnumLabelKeys, enums, enumTone, labelKey } from "../src/catalogue/enums.js";
import { endpointList, endpoints } from "../src/catalogue/endpoints.js";
import { labelSets, messages, translate } from "../src/catalogue/labels.js";
import {
  ALL_MENU_CODES,
  canVisit,
  menus,
  requiredMenuCodes,
  routeTable,
  ROLES_MENU,
  USERS_MENU,
  AUDIT_MENU,
  visibleMenu,
} from "../src/catalogue/shared/menus.js";
import {
  ALL_PERMISSIONS,
  can,
  PERMISSION_DEFS,
  PERMISSION_LABEL_KEYS,
  SERVICE_PERMISSIONS,
  servicePermission,
} from "../src/catalogue/shared/permissions.js";
import { L } from "../src/catalogue/shared/rules.js";
import { SERVICE_TYPES, serviceTypeOfProduct } from "../src/catalogue/shared/services.js";

const zhCN = messages["zh-CN"];
const en = messages.en;

const SPEC_L_CODES = [
  "L000342",
  "L000333",
  "L000366",
  "L000387",
  "L000388",
  "L000389",
  "L000390",
  "L000391",
  "L000392",
  "L000393",
  "L000409",
  "L000497",
  "L000498",
  "L000416",
  "L000519",
  "L000520",
  "L000521",
  "L000522",
  "L000238",
  "L000077",
  "L000277",
  "L000278",
  "L000279",
  "L000065",
  "L000208",
  "L000079",
  "L000116",
  "L000082",
  "L000097",
  "L000516",
  "L000517",
  "L000518",
  "L000527",
  "L000422",
  "L000423",
  "L000424",
  "L000425",
  "L000426",
  "L000427",
];

describe("message catalogues", () => {
  it("have exactly the same keys in zh-CN and en, in every area", () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
    for (const [area, set] of Object.entries(labelSets))
      expect(Object.keys(set.en).sort(), area).toEqual(Object.keys(set["zh-CN"]).sort());
  });

  it("define every key in one area only", () => {
    const owner = new Map<string, string>();
    for (const [area, set] of Object.entries(labelSets))
      for (const key of Object.keys(set.en)) {
        expect(owner.get(key), `${key} in ${area} and ${owner.get(key)}`).toBeUndefined();
        owner.set(key, area);
      }
  });

  it("have no empty values", () => {
    for (const cat of [zhCN, en] as Record<string, string>[])
      for (const [k, v] of Object.entries(cat)) expect(v.trim(), k).not.toBe("");
  });

  it("hold every L-code the spec names and every code of the rules", () => {
    for (const code of [...SPEC_L_CODES, ...Object.values(L)]) {
      expect(messages["zh-CN"][code], code).toBeTruthy();
      expect(messages.en[code], code).toBeTruthy();
    }
  });

  it("Chinese texts are Chinese and English texts are not", () => {
    expect(messages["zh-CN"].L000342).toMatch(/[\u4e00-\u9fff]/);
    expect(messages.en.L000342).not.toMatch(/[\u4e00-\u9fff]/);
    for (const v of Object.values(en)) expect(v).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("English texts put no count before a plural noun", () => {
    // Labels have no plural syntax (the console's i18next and the CLI both render them), so a
    // count stands after a colon ("connections refused: {refusals}"), never before a noun that
    // would read "1 connections". Placeholders that name a thing are no counts; unit symbols
    // read the same for any count.
    const neverCounts = new Set(["accessPoint", "accountName", "name", "station", "mount"]);
    const unitSymbols = new Set(["ms"]);
    const bare = Object.entries(en).flatMap(([key, text]) =>
      [...text.matchAll(/\{\{?(\w+)\}?\} (?:[A-Za-z]+ )?([A-Za-z]+s)\b/g)]
        .filter(([, name, word]) => !neverCounts.has(name!) && !unitSymbols.has(word!))
        .map(([found]) => `${key}: ${found}`),
    );
    expect(bare).toEqual([]);
  });

  it("translate falls back to the key", () => {
    expect(translate("L000342", "en")).toBe("Please select at least one record");
    expect(translate("nope.key", "zh-CN")).toBe("nope.key");
  });
});

describe("enums", () => {
  it("every enum value has a label in both catalogues", () => {
    for (const key of allEnumLabelKeys()) {
      expect(messages["zh-CN"][key], key).toBeTruthy();
      expect(messages.en[key], key).toBeTruthy();
    }
  });

  it("label keys and colours", () => {
    expect(labelKey("serviceState", 1)).toBe("serviceState.1");
    expect(labelKey("serviceState", "2")).toBe("serviceState.2");
    expect(labelKey("serviceState", 9)).toBeUndefined();
    expect(labelKey("silentSwitch", null)).toBeUndefined();
    expect(labelKey("silentSwitch", "")).toBeUndefined();
    expect(labelKey("silentSwitch", 0)).toBe("silentSwitch.0");
    expect(labelKey("errorType", 3)).toBe("L000424");
    expect(labelKey("errorType", 7)).toBeUndefined();
    expect(enumTone("serviceState", 1)).toBe("info");
    expect(enumTone("serviceState", 2)).toBe("success");
    expect(enumTone("serviceState", 3)).toBe("danger");
    expect(enumTone("abpState", 5)).toBeUndefined();
    expect(messages.en[labelKey("ggaFixQuality", 4)!]).toBe("RTK fixed");
    expect(messages["zh-CN"][labelKey("ggaFixQuality", 5)!]).toBe("浮点解");
  });

  it("covers the spec's value sets", () => {
    const values = (n: keyof typeof enums) => enums[n].values.map((v) => v.value);
    expect(values("ggaFixQuality")).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(values("ticketType")).toEqual([1, 2, 3, 5]);
    expect(values("actionCode")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(values("calType")).toEqual([
      "days_pool",
      "minutes_pool",
      "traffic_pool",
      "count_pool",
      "concurrent_pool",
    ]);
  });

  it("service types carry their route and products", () => {
    expect(SERVICE_TYPES[1].route).toBe("/highPrecision");
    expect(SERVICE_TYPES[2].route).toBe("/auxPosition");
    expect(SERVICE_TYPES[3].route).toBe("/cloudChip");
    expect(SERVICE_TYPES[1].products).toHaveLength(7);
    expect(serviceTypeOfProduct("ppp_ar")).toBe(1);
    expect(serviceTypeOfProduct("predict_ionospheric")).toBe(2);
    expect(serviceTypeOfProduct("remote_upgrade")).toBe(3);
    expect(serviceTypeOfProduct("nope")).toBeUndefined();
  });
});

describe("menus and routes", () => {
  const SPEC_ROUTES = [
    "/",
    "/overview",
    "/noticeList",
    "/noticeDetail",
    "/androidPdf",
    "/apiPdf",
    "/highPrecision",
    "/auxPosition",
    "/cloudChip",
    "/serviceNoList",
    "/messageMng",
    "/messageDetial",
    "/messageSet",
    "/receiveMan",
    "/workOrderMng",
    "/addBugOrder",
    "/addChangeOrder",
    "/addOpenAPI",
    "/addSdkOrder",
    "/myOrder",
    "/orderDetial",
    "/myCenter",
    "/safeCenter",
    "/realNameAttestate",
    "/realNameInfo",
    "/accountMng",
    "/roleMng",
    "/obstacle",
  ];
  const SPEC_CODES = [
    "KFZ_LJG456",
    "SDKKFZN_HGD787",
    "APIKFZN_IHG862",
    "FWGL_HSK974",
    "LMJFW_KHF756",
    "FZDWFW_TIK895",
    "YXYTFW_OSX551",
    "XXGL_FSK445",
    "ZNX_KHS725",
    "XXSZ_HSJ129",
    "JSR_JSF862",
    "GDGL_LHG477",
    "WDGD_KJD297",
    "JYZX_JHS479",
    "WDDD_GSK852",
    "GRZX_JGS897",
    "JBXX_KSG629",
    "AQZX_HGS965",
    "QYRZ_JSG865",
    "PZGJ_KGS572",
  ];

  it("cover every route and menu code of part1 §2 and part2 §2", () => {
    const paths = new Set(routeTable.map((r) => r.path));
    for (const p of SPEC_ROUTES) expect(paths.has(p), p).toBe(true);
    // Plus the project's codes of /accountMng, /roleMng and /audit (docs/identity-permissions.md).
    expect([...ALL_MENU_CODES].sort()).toEqual([...SPEC_CODES, USERS_MENU, ROLES_MENU, AUDIT_MENU].sort());
  });

  it("have unique ids, known parents and labels in both catalogues", () => {
    const ids = routeTable.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of routeTable) {
      if (r.parent) expect(ids).toContain(r.parent);
      expect(messages["zh-CN"][r.labelKey], r.labelKey).toBeTruthy();
      expect(messages.en[r.labelKey], r.labelKey).toBeTruthy();
    }
  });

  it("side menu has the spec's groups", () => {
    expect(menus.map((m) => m.id)).toEqual([
      "overview",
      "developers",
      "services",
      "notifications",
      "tickets",
      "transactions",
      "security",
      "personal",
      "realNameAttestate",
    ]);
    // part1 §2: the security center holds permission management (users, roles).
    const security = menus.find((m) => m.id === "security")!;
    expect(security.children.map((c) => c.id)).toEqual(["permission"]);
    expect(security.children[0]!.children.map((c) => c.id)).toEqual(["users", "roles"]);
    expect(menus.find((m) => m.id === "services")!.children.map((c) => c.path)).toEqual([
      "/highPrecision",
      "/auxPosition",
      "/cloudChip",
    ]);
  });

  it("visibleMenu filters by code and keeps code-less items", () => {
    expect(visibleMenu(ALL_MENU_CODES)).toEqual(menus);
    expect(visibleMenu([]).map((m) => m.id)).toEqual(["overview"]);
    const some = visibleMenu(["FWGL_HSK974", "LMJFW_KHF756", "XXGL_FSK445"]);
    expect(some.map((m) => m.id)).toEqual(["overview", "services"]);
    expect(some[1]!.children.map((c) => c.id)).toEqual(["highPrecision"]);
    // A child code without its group code shows nothing.
    expect(visibleMenu(["LMJFW_KHF756"]).map((m) => m.id)).toEqual(["overview"]);
    // The security center shows what its codes grant, and only that.
    const roles = visibleMenu([ROLES_MENU]);
    expect(roles.map((m) => m.id)).toEqual(["overview", "security"]);
    expect(roles[1]!.children[0]!.children.map((c) => c.id)).toEqual(["roles"]);
    expect(roles[1]!.path).toBe("/roleMng");
  });

  it("canVisit needs the most specific entry's codes", () => {
    expect(canVisit("/highPrecision", ["FWGL_HSK974"])).toBe(false);
    expect(canVisit("/highPrecision", ["FWGL_HSK974", "LMJFW_KHF756"])).toBe(true);
    expect(canVisit("/accountMng", [])).toBe(false);
    expect(canVisit("/accountMng", [USERS_MENU])).toBe(true);
    expect(canVisit("/roleMng", [USERS_MENU])).toBe(false);
    expect(canVisit("/roleMng", [ROLES_MENU])).toBe(true);
    // Hidden routes follow the screen they are opened from.
    expect(canVisit("/realNameInfo", ["GRZX_JGS897"])).toBe(false);
    expect(canVisit("/realNameInfo", ["QYRZ_JSG865"])).toBe(true);
    expect(canVisit("/orderDetial", ["JYZX_JHS479"])).toBe(false);
    expect(canVisit("/orderDetial", ["JYZX_JHS479", "WDDD_GSK852"])).toBe(true);
    expect(canVisit("/addBugOrder", ["GDGL_LHG477", "WDGD_KJD297"])).toBe(true);
    expect(canVisit("/messageDetial", ["XXGL_FSK445"])).toBe(false);
    expect(canVisit("/obstacle", [])).toBe(false);
    expect(canVisit("/obstacle", ["PZGJ_KGS572"])).toBe(true);
    expect(canVisit("/noticeDetail", [])).toBe(true);
    expect(canVisit("/nowhere", ALL_MENU_CODES)).toBe(false);
    const sdk = routeTable.find((r) => r.id === "sdkGuide")!;
    expect(requiredMenuCodes(sdk)).toEqual(["KFZ_LJG456", "SDKKFZN_HGD787"]);
  });
});

describe("permissions", () => {
  it("type 1 codes are the spec's", () => {
    expect(SERVICE_PERMISSIONS[1]).toMatchObject({
      enable: "QY_JHY938",
      disable: "JY_JSH927",
      activate: "JH_JSH092",
      export: "DC_JSH028",
      remark: "XGBZ_KJS092",
      resetPassword: "CZMM_JSH882",
      settings: "SZ_POS927",
      customPassword: "ZDYMM_KUJ876",
      deviceManagement: "SBGL_RFR865",
      bind: "BD_KYH877",
    });
    expect(servicePermission(1, "trialOn")).toMatch(/^SYKQ_/);
    expect(servicePermission(3, "trialOff")).toMatch(/^SYGB_/);
  });

  it("codes are unique, well-formed and labelled", () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(PERMISSION_DEFS.length);
    for (const c of ALL_PERMISSIONS) expect(c).toMatch(/^[A-Z]+_[A-Z]{3}\d{3}$/);
    for (const k of PERMISSION_LABEL_KEYS) {
      expect(messages["zh-CN"][k], k).toBeTruthy();
      expect(messages.en[k], k).toBeTruthy();
    }
    for (const c of ["PZGJ_KGS572", "WDDD_GSK852", "XZ_GSH982", "XQ_HGS227", "DDXQ_HDK027"])
      expect(ALL_PERMISSIONS).toContain(c);
  });

  it("can checks arrays, sets and iterables", () => {
    expect(can(["A_BCD123"], "A_BCD123")).toBe(true);
    expect(can(new Set(["A_BCD123"]), "X")).toBe(false);
    expect(can(undefined, "A_BCD123")).toBe(false);
    expect(can(new Map([["k", 1]]).keys(), "k")).toBe(true);
  });
});

describe("endpoint catalogue inventory", () => {
  const tsv = readFileSync(fileURLToPath(new URL("../../../docs/spec-calls.tsv", import.meta.url)), "utf8");
  const lines = tsv.split("\n").filter((l) => l.trim() && !l.startsWith("#"));

  it("covers every line of docs/spec-calls.tsv", () => {
    const specPaths = new Set(endpointList.map((e) => e.specPath));
    const missing = lines.map((l) => l.split("\t")[1]).filter((p) => !specPaths.has(p!));
    expect(missing).toEqual([]);
    expect(lines.length).toBeGreaterThan(100);
  });

  it("has unique names and paths, keyed by name", () => {
    const names = endpointList.map((e) => e.name);
    const paths = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(endpointList.map((e) => e.path)).size).toBe(paths.length);
    for (const [k, e] of Object.entries(endpoints)) {
      expect(e.name).toBe(k);
      expect(e.path.startsWith("/api/")).toBe(true);
    }
  });
});

describe("menu-permission tree", async () => {
  const { menuTree, menuTreeCodes, menuNodes, checkMenuCode, uncheckMenuCode } = await import(
    "../src/catalogue/roles/menuTree.js"
  );

  it("holds every menu and permission code exactly once", () => {
    const codes = menuTreeCodes();
    expect(new Set(codes).size).toBe(codes.length);
    expect([...new Set([...ALL_MENU_CODES, ...ALL_PERMISSIONS])].sort()).toEqual([...codes].sort());
    expect(menuTree.map((n) => n.code)).toContain("PZGJ_KGS572");
  });

  it("hangs service permissions under their service menu", () => {
    const services = menuTree.find((n) => n.code === "FWGL_HSK974")!;
    const hp = services.children.find((n) => n.code === "LMJFW_KHF756")!;
    expect(hp.children.map((c) => c.code)).toContain("QY_JHY938");
    expect(hp.children.every((c) => c.kind === "permission")).toBe(true);
  });

  it("has the wire shape with names in both languages", () => {
    const en = menuNodes("en");
    const dev = en.find((n) => n.menuCode === "KFZ_LJG456")!;
    expect(dev.menuName).toBe("Developers");
    expect(dev.childMenu[0]).toMatchObject({ menuCode: "SDKKFZN_HGD787", parentCodes: "KFZ_LJG456" });
    expect(menuNodes("zh-CN").find((n) => n.menuCode === "KFZ_LJG456")!.menuName).toBe("开发者");
  });

  it("checking adds ancestors, unchecking removes descendants", () => {
    expect(checkMenuCode([], "QY_JHY938")).toEqual(["FWGL_HSK974", "LMJFW_KHF756", "QY_JHY938"]);
    const all = checkMenuCode(checkMenuCode([], "QY_JHY938"), "FZDWFW_TIK895");
    expect(uncheckMenuCode(all, "LMJFW_KHF756")).toEqual(["FWGL_HSK974", "FZDWFW_TIK895"]);
    expect(uncheckMenuCode(all, "FWGL_HSK974")).toEqual([]);
  });
});
