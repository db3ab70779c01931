// The console's one transport and its reactions to the session codes (part1 §4, §8):
// 401 and 406 → remember the location, notify, sign-in page after 0.5 s; 405 → flag "not
// certified"; 505 → back to the overview. Every feature builds its SDK resources on it.
import i18next from "i18next";
import { notifyWarningLater } from "./notifyLater";
import { goToLogin, markNotCertified } from "./session";
import { makeTransport } from "./transport";

/** Delay before the sign-in page opens after a 401/406 (part1 §4), ms. */
const LEAVE_DELAY_MS = 500;
let leaving = false;

function leave(message: string) {
  if (leaving) return;
  leaving = true;
  const show = notifyWarningLater;
  // The sign-in strings are not part of the first route: loaded for the rare unexplained case.
  if (message) show(message);
  else void i18next.loadNamespaces("login").then(() => show(i18next.t("login:expired")));
  goToLogin({ remember: true, delayMs: LEAVE_DELAY_MS, reason: "expired" });
}

/** The console's transport: every feature's SDK resources are built on it. */
export const transport = makeTransport({
  onUnauthorized: (err) => leave(err.message),
  onRelogin: (err) => leave(err.message),
  onNotCertified: () => markNotCertified(),
  onToOverview: () => {
    window.location.hash = "#/overview";
  },
});
