// The console's SDK client and its reactions to the session codes (part1 §4, §8):
// 401 → remember the location, notify, sign-in page after 0.5 s; 406 → sign-in page;
// 405 → flag "not certified"; 505 → back to the overview.
import { ResponseCode } from "@fixcloud/sdk";
import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import { makeClient } from "../shared/client";
import { goToLogin, markNotCertified } from "./session";

let leaving = false;

function leave(message: string, delayMs: number) {
  if (leaving) return;
  leaving = true;
  notifications.show({
    id: "session-ended",
    color: "yellow",
    message: message || i18next.t("login:expired"),
  });
  goToLogin({ remember: true, delayMs });
}

export const api = makeClient({
  onUnauthorized: (err) => leave(err.message, 500),
  onRelogin: (err) => leave(err.message, 500),
  onNotCertified: () => markNotCertified(),
  onToOverview: () => {
    window.location.hash = "#/overview";
  },
});

/** Codes whose handling is the redirect itself: no extra error notification. */
export const SILENT_CODES: ReadonlySet<number> = new Set([
  ResponseCode.UNAUTHORIZED,
  ResponseCode.RELOGIN,
  ResponseCode.TO_OVERVIEW,
]);
