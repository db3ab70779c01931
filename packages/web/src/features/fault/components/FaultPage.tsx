// The fault diagnosis page, /obstacle (part2 §2-§9): the search bar, then, after a
// successful base-info call, the verdict at the top, base info, latest service info and — except
// for ppp_rtk_serv — the usage line, the timeline chart (lazy), the refused connections and the
// behaviour log. Arriving with ?accountName=&serviceSubType= (the accounts list's fault link)
// searches at once over the last 24 hours.
import { type FaultSearch, faultSections, type LCode, rules, wireMs } from "@fixcloud/sdk";
import { Alert, Loader, Paper, Stack, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ModalsProvider } from "@mantine/modals";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../../../i18n/fault";
import { confirmExport } from "../../../shared/exports";
import { Loading } from "../../../shared/Loading";
import { useSettings } from "../../../shared/useSettings";
import { readHistory, rememberSearch } from "../history";
import { useExportGga } from "../mutations";
import { behavioursQuery, errorsQuery, lookupQuery, reportQuery } from "../queries";
import { DEFAULT_HOURS, type QuickRange, lastHours, quickRange } from "../ranges";
import { ConnectionLogTable } from "./ConnectionLog";
import { BehaviourTable, ErrorTable } from "./RecordTables";
import { SearchBar } from "./SearchBar";
import { BaseInfoTable, ServiceInfoTable, UsageLine, Verdict } from "./Sections";

type ChartComponent = typeof import("./TimelineChart").TimelineChart;

/** How long the typed name must rest before the sub-type lookup (part2 §9: 200 ms). */
const DEBOUNCE_MS = 200;

/** What the page opens with: the fault link's account and sub-type. */
export interface FaultPageProps {
  accountName?: string | undefined;
  serviceSubType?: string | undefined;
}

/** The /obstacle page. */
export function FaultPage({ accountName: urlName, serviceSubType: urlSubType }: FaultPageProps) {
  const { t } = useTranslation("fault");
  const { timeZone } = useSettings();
  const [name, setName] = useState(urlName ?? "");
  const [debounced] = useDebouncedValue(name.trim(), DEBOUNCE_MS);
  const [subType, setSubType] = useState<string | null>(null);
  const [initial] = useState(() => lastHours(DEFAULT_HOURS, Date.now()));
  const [start, setStart] = useState<string | null>(initial.start);
  const [end, setEnd] = useState<string | null>(initial.end);
  const [history, setHistory] = useState(readHistory);
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState<FaultSearch | null>(null);
  const pendingUrl = useRef(Boolean(urlName));

  const lookupName = rules.fault.accountName(debounced) ? "" : debounced;
  const lookup = useQuery(lookupQuery(lookupName));
  // 571 answers null: account, sub-types and log flag are cleared without a message (part2 §8).
  const found = lookup.data ?? null;
  const options = found?.servSubType ?? [];
  const lookupDone = lookupName !== "" && debounced === name.trim() && !lookup.isFetching && lookup.isFetched;

  // An account is known: load the chart's chunk (recharts) while the person picks the range. Held
  // as a component, not React.lazy: a suspended chart would be revealed only after React's
  // fallback throttle (300 ms), which is most of the search → chart budget.
  const [Chart, setChart] = useState<ChartComponent | null>(null);
  useEffect(() => {
    if (!found || Chart) return;
    let live = true;
    void import("./TimelineChart").then((m) => live && setChart(() => m.TimelineChart));
    return () => {
      live = false;
    };
  }, [found, Chart]);

  // A new account: the sub-type resets (its only option, else none chosen; part2 §4).
  useEffect(() => {
    const codes = found?.servSubType.map((o) => o.code) ?? [];
    setSubType(codes.length === 1 ? (codes[0] ?? null) : null);
  }, [found]);

  const runSearch = useCallback(
    (chosenSubType: string | null) => {
      if (lookup.isError && lookupDone) {
        setProblem(t("lookupFailed", { message: (lookup.error as Error).message }));
        return;
      }
      const code: LCode | null = rules.fault.faultSearchErrors(
        {
          accountName: name,
          lookupDone,
          servSubType: chosenSubType ?? "",
          startTime: wireMs(start),
          endTime: wireMs(end),
        },
        Date.now() + 1000,
      ) as LCode | null;
      if (code) {
        setProblem(t(code, { ns: "sdk" }));
        return;
      }
      if (!found || !chosenSubType || !start || !end) return;
      setProblem(null);
      setHistory(rememberSearch(name));
      setSearch({
        accountName: name.trim(),
        servSubType: chosenSubType,
        startTime: start,
        endTime: end,
        accountId: found.accountId,
        calcType: found.calcType,
        deviceId: found.deviceId,
      });
    },
    [t, name, lookupDone, lookup.isError, lookup.error, found, start, end],
  );

  // The fault link: search at once when the lookup answers, with the link's sub-type.
  useEffect(() => {
    if (!pendingUrl.current || !lookupDone) return;
    pendingUrl.current = false;
    const codes = found?.servSubType.map((o) => o.code) ?? [];
    const chosen =
      urlSubType && codes.includes(urlSubType) ? urlSubType : codes.length === 1 ? (codes[0] ?? null) : null;
    if (chosen) setSubType(chosen);
    runSearch(chosen);
  }, [lookupDone, found, urlSubType, runSearch]);

  const report = useQuery({ ...reportQuery(search as FaultSearch), enabled: search !== null });
  // The tables' first pages load beside the report, not after it renders.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!search || !faultSections(search.servSubType).records) return;
    void queryClient.prefetchQuery(errorsQuery(search, 1, 10));
    void queryClient.prefetchQuery(behavioursQuery(search, 1, 10, -1));
  }, [search, queryClient]);

  const sections = search ? faultSections(search.servSubType) : null;
  const exportGga = useExportGga();

  const onQuick = (q: QuickRange) => {
    const r = quickRange(q, Date.now(), timeZone);
    setStart(r.start);
    setEnd(r.end);
  };
  const onReset = () => {
    setName("");
    setSubType(null);
    const r = lastHours(DEFAULT_HOURS, Date.now());
    setStart(r.start);
    setEnd(r.end);
    setSearch(null);
    setProblem(null);
  };

  return (
    // The export's confirmation (shared/exports.tsx) opens in this page's modals manager.
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="lg">
          <Title order={1} size="h3">
            {t("title")}
          </Title>
          <SearchBar
            name={name}
            onName={(v) => {
              setName(v);
              setProblem(null);
            }}
            history={history}
            options={options}
            subType={subType}
            onSubType={setSubType}
            start={start}
            end={end}
            onRange={(s, e) => {
              setStart(s);
              setEnd(e);
            }}
            onQuick={onQuick}
            onSearch={() => runSearch(subType)}
            onReset={onReset}
            canExport={Boolean(sections?.export && report.isSuccess)}
            onExport={() =>
              search &&
              confirmExport({
                message: t("exportConfirm", { count: report.data?.useInfo?.ggaCount ?? 0 }),
                onConfirm: () => exportGga.mutate(search),
              })
            }
            exporting={exportGga.isPending}
            searching={report.isFetching}
          />
          {problem && (
            <Alert color="orange" role="alert" data-testid="fault-problem">
              {problem}
            </Alert>
          )}
          {search && report.isPending && <Loading />}
          {report.isError && (
            <Alert color="red" role="alert">
              {(report.error as Error).message}
            </Alert>
          )}
          {search && report.data && sections && (
            <Stack gap="lg" data-testid="fault-results">
              <Verdict findings={report.data.findings} />
              <BaseInfoTable rows={report.data.baseInfo.list} />
              <ServiceInfoTable info={report.data.newServInfo} />
              {sections.usage && report.data.useInfo && (
                <>
                  <UsageLine usage={report.data.useInfo} />
                  <section aria-label={t("timeline")}>
                    {Chart ? <Chart points={report.data.useInfo.ggaData} /> : <Loader size="sm" />}
                  </section>
                  <ErrorTable search={search} />
                  <ConnectionLogTable search={search} />
                  <BehaviourTable search={search} />
                </>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
    </ModalsProvider>
  );
}
