// The console's notifications (part1 §8: "any other code shows the server message in an error
// popup"): successes, client-side refusals (an L-code such as L000342), errors, and the outcome
// of a batch with its skip reasons (the SDK's batchReason labels, or the server's own text).
// Toasts belong to the page that raised them: the same message shows once, and a change of page
// clears them; a 403 or 404 that a page renders as its state is not toasted as well.
import { BatchRunningError, ForbiddenError, NotFoundError, TooFrequentError } from "@fixcloud/sdk";
import { Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import { errorMessage, isAbort, isRedirecting } from "./errors";
import { markToastsNeeded } from "./toastsNeeded";
import { plainButton } from "./plainButton";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "common", ...opts });

/** How long a success stays, ms. */
const SUCCESS_MS = 3000;
/** How long a refusal or a clean outcome stays, ms. */
const NOTE_MS = 4000;
/** How long an outcome with skipped or failed rows stays, ms. */
const PROBLEM_MS = 10_000;
/** Reasons listed in an outcome without a details view. */
const REASONS_SHOWN = 3;

/** Show a toast; the container mounts with the first one (./notifyLater.ts). */
function show(toast: Parameters<typeof notifications.show>[0]): void {
  markToastsNeeded();
  notifications.show(toast);
}

/** One toast per message: showing the same text again replaces it instead of stacking. */
const idOf = (kind: string, message: string) => `${kind}:${message}`;

/** A change went through, e.g. "Saved". */
export function notifySuccess(message: string): void {
  show({ id: idOf("success", message), color: "teal", message, autoClose: SUCCESS_MS });
}

/** A client-side refusal (a rule's message), e.g. L000342 "select at least one record". */
export function notifyWarning(message: string): void {
  show({ id: idOf("warning", message), color: "yellow", message, autoClose: NOTE_MS });
}

/**
 * A failed call: the server's message; nothing for session redirects and cancelled requests.
 * "Try again later" answers (572 a batch is running, 460 too often) are refusals, not failures.
 */
export function notifyError(error: unknown): void {
  if (isRedirecting(error) || isAbort(error)) return;
  if (error instanceof BatchRunningError || error instanceof TooFrequentError) {
    notifyWarning(errorMessage(error, t("state.error")));
    return;
  }
  const message = errorMessage(error, t("state.error"));
  show({ id: idOf("error", message), color: "red", title: t("error.title"), message });
}

/** What a query tells the notifications: `pageState` when its page renders a 403/404 itself. */
export interface NotifyMeta extends Record<string, unknown> {
  /** The page shows "no permission" or "not found" for this query's 403/404 (no toast). */
  pageState?: boolean;
}

/**
 * A failed query: like `notifyError`, except a 403/404 its page already shows as a state, and a
 * query no component reads any more (a route loader's, whose error page shows the message, or
 * the page the user has left: its answer must not toast on the next page).
 */
export function notifyQueryError(
  error: unknown,
  query: { meta?: Record<string, unknown>; getObserversCount(): number },
): void {
  if (query.getObserversCount() === 0) return;
  const pageState = (query.meta as NotifyMeta | undefined)?.pageState;
  if (pageState && (error instanceof ForbiddenError || error instanceof NotFoundError)) return;
  notifyError(error);
}

/** Clear every toast (the user went to another page: ./notifyLater.ts). */
export function clearToasts(): void {
  notifications.clean();
}

/** A row a batch left alone, and why: a batchReason code or the server's text. */
export interface RowReason {
  id: string;
  reason: string;
}

/** What a batch did: rows changed, rows skipped (not eligible) and rows failed (unknown ids). */
export interface Outcome {
  succeeded: number;
  skipped: readonly RowReason[];
  failed?: readonly RowReason[];
}

/** The label of a skip reason: `batchReason.<code>` of the SDK, or the reason as the server wrote it. */
export function reasonLabel(reason: string): string {
  return i18next.t(`batchReason.${reason}`, { ns: "sdk", defaultValue: reason });
}

/** "3 succeeded, 1 skipped, 0 failed". */
export function outcomeSummary(o: Outcome): string {
  return t("batch.summary", {
    succeeded: o.succeeded,
    skipped: o.skipped.length,
    failed: o.failed?.length ?? 0,
  });
}

/**
 * The outcome of a batch: the counts and, when rows were left alone, either a button to the
 * caller's details view or the first few reasons.
 */
export function notifyOutcome(
  o: Outcome,
  options: { title: string; id?: string; onDetails?: () => void },
): void {
  const failed = o.failed?.length ?? 0;
  const problems = o.skipped.length + failed;
  const reasons = [...new Set([...o.skipped, ...(o.failed ?? [])].map((r) => reasonLabel(r.reason)))];
  show({
    ...(options.id ? { id: options.id } : {}),
    color: failed ? "orange" : problems ? "yellow" : "teal",
    title: options.title,
    autoClose: problems ? PROBLEM_MS : NOTE_MS,
    message: (
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">{outcomeSummary(o)}</Text>
          {problems > 0 && options.onDetails && (
            <UnstyledButton
              {...plainButton({ variant: "light", size: "compact-xs" })}
              onClick={options.onDetails}
            >
              {t("batch.viewReasons")}
            </UnstyledButton>
          )}
        </Group>
        {problems > 0 && !options.onDetails && (
          <Text size="xs" c="dimmed">
            {t("batch.reasons", { reasons: reasons.slice(0, REASONS_SHOWN).join("; ") })}
          </Text>
        )}
      </Stack>
    ),
  });
}
