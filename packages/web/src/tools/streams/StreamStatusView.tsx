// The correction service status (docs/stream-health.md), one component for the signed-in tool
// page (streams.html) and the public status page (status.html): every mount point with its state,
// findings, message rates declared vs observed, epoch latency, satellites per constellation,
// station consistency and its outages of the last 24 hours as a timeline and a list. Asked again
// every 10 s and on a language switch; times in the stored time-zone setting.
import type { StreamMountStatus, StreamStatus } from "@fixcloud/sdk";
import "./streams.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatTime } from "../../shared/time";
import { useSettings } from "../../shared/useSettings";
import { ToolLayout } from "../shared/ToolLayout";
import { type StatusAudience, streamStatus } from "./api";

const REFRESH_MS = 10_000;
const DAY_MS = 86_400_000;
const wireMs = (wire: string) => Date.parse(`${wire.replace(" ", "T")}Z`);

/** The badge colour of each state (contrast ≥ 4.5:1 with its text). */
const STATE_STYLE = {
  ok: { background: "#d3f9d8", color: "#1b5e20" },
  degraded: { background: "#fff3bf", color: "#5c3c00" },
  down: { background: "#ffe3e3", color: "#8a1c1c" },
} as const;

function useStatus(audience: StatusAudience) {
  const [state, setState] = useState<{ status?: StreamStatus; error?: string; loading: boolean }>({
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  const { language } = useSettings();
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt and language re-request on purpose.
  useEffect(() => {
    const abort = new AbortController();
    const load = () =>
      streamStatus(audience, abort.signal).then(
        (status) => setState({ status, loading: false }),
        (e: unknown) => {
          if (!abort.signal.aborted) setState((s) => ({ ...s, loading: false, error: (e as Error).message }));
        },
      );
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => {
      abort.abort();
      window.clearInterval(timer);
    };
  }, [audience, attempt, language]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

/** A number in the page's language with at most `digits` decimals; a dash for null. */
function useNumber() {
  const { language } = useSettings();
  return (v: number | null | undefined, digits = 0) =>
    v === null || v === undefined
      ? "-"
      : new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(v);
}

const MSM_GNSS = ["GPS", "GLONASS", "Galileo", "SBAS", "QZSS", "BeiDou", "NavIC"] as const;

/** Names of constellations and RTCM messages in the page's language (SDK labels `streamGnss.*`, `rtcmMessage.*`). */
function useRtcmNames() {
  const { t, i18n } = useTranslation("tools");
  const gnss = (name: string) => t(`sdk:streamGnss.${name}`, { defaultValue: name });
  const message = (type: number) => {
    const key = `sdk:rtcmMessage.${type}`;
    if (i18n.exists(key)) return t(key);
    // MSM1-7 of a system (1071-1137): "<system> MSM<n>"; the labels use {gnss}/{msm}/{type}.
    const system = MSM_GNSS[Math.floor(type / 10) - 107];
    if (system && type % 10 >= 1 && type % 10 <= 7)
      return t("sdk:rtcmMessage.msm")
        .replace("{gnss}", gnss(system))
        .replace("{msm}", `MSM${type % 10}`);
    const template = type >= 4001 && type <= 4095 ? "sdk:rtcmMessage.proprietary" : "sdk:rtcmMessage.other";
    return t(template).replace("{type}", String(type));
  };
  return { gnss, message };
}

function StateBadge({ state }: { state: StreamMountStatus["state"] }) {
  const { t } = useTranslation("tools");
  return (
    <span className="t-badge" data-testid="stream-state" data-state={state} style={STATE_STYLE[state]}>
      {t(`sdk:streamState.${state}`)}
    </span>
  );
}

/** The last 24 h as a bar, outages in red; the list below says the same in words. */
function Timeline({ mount, at }: { mount: StreamMountStatus; at: string }) {
  const { t } = useTranslation("tools");
  const end = wireMs(at);
  const start = end - DAY_MS;
  const x = (ms: number) => Math.max(0, Math.min(1000, ((ms - start) / DAY_MS) * 1000));
  return (
    <figure className="s-timeline">
      <svg
        viewBox="0 0 1000 24"
        preserveAspectRatio="none"
        role="img"
        aria-label={t("streams.timelineLabel", { name: mount.name, count: mount.outages24h.length })}
      >
        <rect x={0} y={0} width={1000} height={24} fill="#2f9e44" />
        {mount.outages24h.map((o) => {
          const from = x(wireMs(o.start));
          const to = x(o.end ? wireMs(o.end) : end);
          return (
            <rect key={o.start} x={from} y={0} width={Math.max(2, to - from)} height={24} fill="#c92a2a" />
          );
        })}
      </svg>
      <figcaption className="t-ticks">
        <span>{t("streams.hoursAgo", { count: 24 })}</span>
        <span>{t("streams.hoursAgo", { count: 12 })}</span>
        <span>{t("streams.now")}</span>
      </figcaption>
    </figure>
  );
}

function MountCard({ mount, at }: { mount: StreamMountStatus; at: string }) {
  const { t } = useTranslation("tools");
  const fmt = useFormatTime();
  const num = useNumber();
  const names = useRtcmNames();
  const r = mount.report;
  const st = r.station;
  const id = `mount-${mount.name}`;
  return (
    <section className="t-card" aria-labelledby={id} data-testid="stream-mount" data-name={mount.name}>
      <div className="t-row" style={{ alignItems: "center" }}>
        <h2 className="t-subtitle" id={id}>
          {mount.name}
        </h2>
        <StateBadge state={mount.state} />
      </div>
      <p className="t-muted">
        {mount.format} · {mount.navSystem} · {mount.replay ? t("streams.replay") : t("streams.network")}
      </p>
      {r.findings.length > 0 && (
        <ul className="s-findings" aria-label={t("streams.findings")}>
          {r.findings.map((f) => (
            <li key={f}>{t(`sdk:streamFinding.${f}`)}</li>
          ))}
        </ul>
      )}
      <dl className="s-facts">
        <div>
          <dt>{t("streams.latency")}</dt>
          <dd data-testid="stream-latency">
            {t("streams.latencyValue", {
              p50: num(r.epochs.latencyMs.p50),
              p95: num(r.epochs.latencyMs.p95),
              max: num(r.epochs.latencyMs.max),
            })}
          </dd>
        </div>
        <div>
          <dt>{t("streams.epochs")}</dt>
          <dd>
            {t("streams.epochsValue", {
              count: r.epochs.count,
              interval: num(r.epochs.intervalS, 2),
              gaps: r.epochs.gaps,
            })}
          </dd>
        </div>
        <div>
          <dt>{t("streams.satellites")}</dt>
          <dd data-testid="stream-satellites">
            {r.satellites.length === 0
              ? "-"
              : r.satellites
                  .map((s) => t("streams.satellitesOne", { gnss: names.gnss(s.gnss), count: s.count }))
                  .join(" · ")}
          </dd>
        </div>
        <div>
          <dt>{t("streams.station")}</dt>
          <dd data-testid="stream-station">
            {st.consistent === null
              ? t("streams.stationUnknown", { ids: st.ids.join(", ") || "-" })
              : t(st.consistent ? "streams.stationConsistent" : "streams.stationMoved", {
                  ids: st.ids.join(", ") || "-",
                  offset: num(st.offsetM, 2),
                })}
          </dd>
        </div>
        <div>
          <dt>{t("streams.crc")}</dt>
          <dd>{num(r.crcFailures)}</dd>
        </div>
      </dl>
      {/* A region of its own that scrolls sideways: reachable and named for keyboard users
          (axe scrollable-region-focusable), so a phone's page never scrolls with it. */}
      <section
        className="s-scroll"
        aria-label={t("streams.messagesOf", { name: mount.name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
      >
        <table className="s-table" data-testid="stream-messages">
          <caption>{t("streams.messages")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("streams.type")}</th>
              <th scope="col">{t("streams.name")}</th>
              <th scope="col">{t("streams.declared")}</th>
              <th scope="col">{t("streams.observed")}</th>
              <th scope="col">{t("streams.count")}</th>
            </tr>
          </thead>
          <tbody>
            {r.messages.map((m) => (
              <tr key={m.type} data-type={m.type}>
                <td>{m.type}</td>
                <td>{names.message(m.type)}</td>
                <td>
                  {m.declaredIntervalS === null
                    ? "-"
                    : t("streams.seconds", { value: num(m.declaredIntervalS, 2) })}
                </td>
                <td>
                  {m.observedIntervalS === null
                    ? "-"
                    : t("streams.seconds", { value: num(m.observedIntervalS, 2) })}
                </td>
                <td>{num(m.count)}</td>
              </tr>
            ))}
            {r.missingDeclared.map((type) => (
              <tr key={`missing-${type}`}>
                <td>{type}</td>
                <td>{t("streams.notReceived")}</td>
                <td colSpan={3}>-</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <h3 className="s-h3">{t("streams.outages")}</h3>
      <Timeline mount={mount} at={at} />
      {mount.outages24h.length === 0 ? (
        <p className="t-muted" data-testid="stream-no-outages">
          {t("streams.noOutages")}
        </p>
      ) : (
        <ul className="s-outages" data-testid="stream-outages">
          {mount.outages24h.map((o) => (
            <li key={o.start}>
              {o.end
                ? t("streams.outage", { start: fmt(o.start), end: fmt(o.end), duration: num(o.durationS, 1) })
                : t("streams.outageOngoing", { start: fmt(o.start), duration: num(o.durationS, 1) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The page: the signed-in tool page or the public status page, by `audience`. */
export function StreamStatusView({ audience }: { audience: StatusAudience }) {
  const { t } = useTranslation("tools");
  const fmt = useFormatTime();
  const { status, error, loading, retry } = useStatus(audience);
  const down = status?.mountPoints.filter((m) => m.state === "down").length ?? 0;
  const degraded = status?.mountPoints.filter((m) => m.state === "degraded").length ?? 0;
  const overall = down > 0 ? "down" : degraded > 0 ? "degraded" : "ok";
  return (
    <ToolLayout
      title={t("streams.title")}
      intro={t(audience === "public" ? "streams.introPublic" : "streams.intro")}
    >
      {error && (
        <div className="t-alert t-inline" role="alert" style={{ justifyContent: "space-between" }}>
          <span>
            <strong>{t("streams.errorTitle")}</strong> {error}
          </span>
          <button type="button" className="t-button" onClick={retry}>
            {t("common:action.retry")}
          </button>
        </div>
      )}
      {loading && !status && <p aria-live="polite">{t("streams.loading")}</p>}
      {status && (
        <>
          <div
            className="t-card s-summary"
            data-testid="stream-summary"
            data-state={overall}
            style={STATE_STYLE[overall]}
          >
            <strong>
              {overall === "ok"
                ? t("streams.allOk")
                : t(overall === "down" ? "streams.someDown" : "streams.someDegraded", {
                    count: overall === "down" ? down : degraded,
                  })}
            </strong>
            <span data-testid="stream-updated">{t("streams.updated", { time: fmt(status.at) })}</span>
          </div>
          {status.mountPoints.map((m) => (
            <MountCard key={m.name} mount={m} at={status.at} />
          ))}
        </>
      )}
    </ToolLayout>
  );
}
