// What the route loaders do (part1 §2, part2 §2-§4; pending rule, redirects),
// run through each route's own `loader` option, so the on-demand import of its loading module
// (routes/loaders/*) is part of what is tested: the same calls with the same parameters, the
// same query keys the pages read, the pools tab's first page only after the accounts rows, and
// the router's redirect still thrown to the router from the lazily loaded module. The SDK calls
// are stubbed at each feature's `api` module; everything between the route and them is real.
import { NotFoundError } from "@fixcloud/sdk";
import { isRedirect } from "@tanstack/react-router";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import i18next from "i18next";
import enShell from "../i18n/locales/en/shell.json";
import { announceOnArrival } from "../shared/urlState";

const calls = vi.hoisted(() => ({
  accounts: { list: vi.fn(), silentSwitch: vi.fn() },
  pools: { list: vi.fn(), find: vi.fn() },
  certification: { status: vi.fn() },
  orders: { list: vi.fn(), retrieve: vi.fn() },
  tickets: { list: vi.fn(), retrieve: vi.fn() },
  notices: { list: vi.fn(), retrieve: vi.fn() },
  messages: { list: vi.fn(), retrieve: vi.fn() },
  preloadPoolsTab: vi.fn(),
  notifyWarning: vi.fn(),
}));

vi.mock("../features/accounts/api", () => ({ accounts: calls.accounts }));
vi.mock("../features/pools/api", () => ({ pools: calls.pools }));
vi.mock("../features/certification/api", () => ({ certification: calls.certification, files: {} }));
vi.mock("../features/orders/api", () => ({ orders: calls.orders }));
vi.mock("../features/tickets/api", () => ({ tickets: calls.tickets, files: {} }));
vi.mock("../features/notices/api", () => ({ notices: calls.notices }));
vi.mock("../features/messages/api", () => ({ messages: calls.messages }));
vi.mock("../features/pools/components/LazyPoolsTab", () => ({ preloadPoolsTab: calls.preloadPoolsTab }));
vi.mock("../shared/notify", () => ({ notifyWarning: calls.notifyWarning }));
// The certification screens' strings (registering them needs the console's i18n set up).
vi.mock("../i18n/certification", () => ({ CERTIFICATION_NS: "certification" }));

/** The main account: every route is open to it (part2 §6). */
const MAIN_SESSION = JSON.stringify({ token: "t", accountType: 1, menuCodes: [], permissions: [] });

type Routes = typeof import("./services") &
  typeof import("./certification") &
  typeof import("./orders") &
  typeof import("./tickets") &
  typeof import("./notices") &
  typeof import("./messages");
let routes: Routes;

beforeAll(async () => {
  // The session module reads the stored session when it loads; the transport, the page's origin.
  vi.stubGlobal("window", { location: { origin: "http://console.test", hash: "" } });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => (key === "fixcloud.session" ? MAIN_SESSION : null),
    setItem: () => {},
    removeItem: () => {},
  });
  await i18next.init({
    lng: "en",
    resources: { en: { shell: enShell } },
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  routes = {
    ...(await import("./services")),
    ...(await import("./certification")),
    ...(await import("./orders")),
    ...(await import("./tickets")),
    ...(await import("./notices")),
    ...(await import("./messages")),
  } as Routes;
});

afterEach(() => {
  vi.clearAllMocks();
});

/** Run a route's loader as the router does, with a fresh query client. */
async function runLoader(route: { options: { loader?: unknown } }, deps: object) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const loader = route.options.loader as (ctx: unknown) => unknown;
  const result = loader({ context: { queryClient }, deps });
  return { queryClient, result };
}

/** Let started (not awaited) requests and their follow-ups run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const page = { records: [], total: 0, size: 10, current: 1, pages: 0 };
const serviceSearch = { tab: 1 as const, page: 1, pageSize: 10 as const };

describe("service screens", () => {
  it("start the accounts page with the key the tab reads, then the pools tab's first page", async () => {
    const [{ accountListQuery }, { accountListParams }, { poolListQuery }, { poolListParams }] =
      await Promise.all([
        import("../features/accounts/queries"),
        import("../features/accounts/params"),
        import("../features/pools/queries"),
        import("../features/pools/params"),
      ]);
    let answer: (value: typeof page) => void = () => {};
    calls.accounts.list.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    calls.accounts.silentSwitch.mockResolvedValue({ customerSilent: false });
    calls.pools.list.mockResolvedValue(page);

    const { queryClient, result } = await runLoader(routes.auxPositionRoute, serviceSearch);
    // The route waits for the loading module only, never for the list.
    await result;
    const params = accountListParams(2, serviceSearch, "UTC");
    expect(calls.accounts.list).toHaveBeenCalledTimes(1);
    expect(calls.accounts.list.mock.calls[0]?.[0]).toEqual(params);
    expect(calls.accounts.silentSwitch).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(accountListQuery(params).queryKey)?.fetchStatus).toBe("fetching");
    await settle();
    // No pools before the accounts rows are there.
    expect(calls.pools.list).not.toHaveBeenCalled();

    answer(page);
    await settle();
    const poolParams = poolListParams(2, { page: 1, pageSize: 10 }, "UTC");
    expect(calls.preloadPoolsTab).toHaveBeenCalledTimes(1);
    expect(calls.pools.list).toHaveBeenCalledTimes(1);
    expect(calls.pools.list.mock.calls[0]?.[0]).toEqual(poolParams);
    expect(queryClient.getQueryData(poolListQuery(poolParams).queryKey)).toEqual(page);
  });

  it("start only the pools page on the pools tab", async () => {
    const [{ poolListQuery }, { poolListParams }] = await Promise.all([
      import("../features/pools/queries"),
      import("../features/pools/params"),
    ]);
    calls.pools.list.mockResolvedValue(page);
    const search = { ...serviceSearch, tab: 2 as const };
    const { queryClient, result } = await runLoader(routes.cloudChipRoute, search);
    await result;
    await settle();
    const params = poolListParams(3, search, "UTC");
    expect(calls.pools.list.mock.calls.map((c) => c[0])).toEqual([params]);
    expect(calls.accounts.list).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(poolListQuery(params).queryKey)).toEqual(page);
  });
});

describe("/realNameInfo", () => {
  it.each([
    { flag: 1, type: 1 },
    { flag: 1, type: 4 },
  ])("sends an approved customer to the status page (%o)", async ({ flag, type }) => {
    calls.certification.status.mockResolvedValue({ flag });
    const { result } = await runLoader(routes.realNameInfoRoute, { type });
    const thrown = await Promise.resolve(result).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe("/realNameAttestate");
    expect(calls.notifyWarning).not.toHaveBeenCalled();
  });

  it("says why a resubmission link leads back to the status page", async () => {
    calls.certification.status.mockResolvedValue({ flag: 3 });
    const { result } = await runLoader(routes.realNameInfoRoute, { type: 2 });
    const thrown = await Promise.resolve(result).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isRedirect(thrown)).toBe(true);
    expect(calls.notifyWarning).toHaveBeenCalledTimes(1);
  });

  it("shows the form when there is something to apply for", async () => {
    calls.certification.status.mockResolvedValue({ flag: 3 });
    const { result } = await runLoader(routes.realNameInfoRoute, { type: 1 });
    await expect(Promise.resolve(result)).resolves.toBeUndefined();
    expect(calls.certification.status).toHaveBeenCalledTimes(1);
  });
});

describe("orders and tickets", () => {
  it("wait for the order detail, asked by its id as text", async () => {
    let answered = false;
    calls.orders.retrieve.mockImplementation(async () => {
      await settle();
      answered = true;
      return { orderId: "42" };
    });
    const { result } = await runLoader(routes.orderDetailRoute, { id: 42 });
    await result;
    expect(answered).toBe(true);
    expect(calls.orders.retrieve.mock.calls[0]?.[0]).toBe("42");
  });

  it("start a viewed ticket, and nothing for a new one", async () => {
    calls.tickets.retrieve.mockResolvedValue({});
    await (await runLoader(routes.addBugOrderRoute, { type: 1, detialId: "T1" })).result;
    await settle();
    expect(calls.tickets.retrieve).not.toHaveBeenCalled();
    await (await runLoader(routes.addBugOrderRoute, { type: 2, detialId: "T1" })).result;
    await settle();
    expect(calls.tickets.retrieve.mock.calls.map((c) => c[0])).toEqual(["T1"]);
  });
});

describe("a detail whose id the server does not know", () => {
  const notFound = () =>
    new NotFoundError({ code: 404, httpStatus: 200, message: "No such record" } as never);
  const cases = [
    {
      kind: "notice",
      route: () => routes.noticeDetailRoute,
      deps: { id: 99 },
      call: calls.notices,
      list: "/noticeList",
    },
    {
      kind: "message",
      route: () => routes.messageDetailRoute,
      deps: { msgId: 99 },
      call: calls.messages,
      list: "/messageMng",
    },
    {
      kind: "order",
      route: () => routes.orderDetailRoute,
      deps: { id: 99 },
      call: calls.orders,
      list: "/myOrder",
    },
    {
      kind: "ticket",
      route: () => routes.addBugOrderRoute,
      deps: { type: 2, detialId: "99" },
      call: calls.tickets,
      list: "/workOrderMng",
    },
    {
      kind: "ticket",
      route: () => routes.addSdkOrderRoute,
      deps: { type: 2, detialId: "99" },
      call: calls.tickets,
      list: "/workOrderMng",
    },
  ];

  it.each(cases)(
    "$kind ($list): leads back to its list, replacing the entry, with a notice naming it",
    async (c) => {
      c.call.retrieve.mockRejectedValue(notFound());
      const { result } = await runLoader(c.route(), c.deps);
      const thrown = await Promise.resolve(result).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isRedirect(thrown)).toBe(true);
      const { options } = thrown as { options: { to: string; replace: boolean } };
      expect(options).toMatchObject({ to: c.list, replace: true });
      // The notice waits for the list to have loaded (a toast raised now would go with the page).
      expect(calls.notifyWarning).not.toHaveBeenCalled();
      let arrived = () => {};
      const subscribe = (_: string, fn: () => void) => {
        arrived = fn;
        return () => {};
      };
      announceOnArrival({ subscribe } as never);
      arrived();
      await vi.waitFor(() => expect(calls.notifyWarning).toHaveBeenCalledTimes(1));
      const id = Object.values(c.deps).at(-1);
      expect(calls.notifyWarning.mock.calls[0]?.[0]).toBe(
        enShell[`urlState.missing.${c.kind}` as keyof typeof enShell].replace("{{id}}", String(id)),
      );
    },
  );

  it.each(cases)("$kind: any other failure stays the page's", async (c) => {
    const failure = new Error("down");
    c.call.retrieve.mockRejectedValue(failure);
    const { result } = await runLoader(c.route(), c.deps);
    await expect(Promise.resolve(result)).rejects.toBe(failure);
  });
});
