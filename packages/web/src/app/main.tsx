// Entry of index.html (the console). Without a stored session the console never renders:
// the location is remembered and the sign-in page opens.
import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "./app.css";
// Mantine's variables for the console's theme, made at build time (last: they override the above).
import "virtual:fixcloud/mantine-theme.css";
import { httpStatusMessage } from "@fixcloud/sdk";
import { readSession, writeReturnTo } from "../shared/storage";
import { boot } from "./boot";
import { currentLocation, LOGIN_URL } from "../shared/session";
import { getSettings } from "../shared/settings";

/** The console's strings could not load (offline after an upgrade): say so, part1 §8's words. */
function showStartFailure() {
  const root = document.getElementById("root");
  if (!root) return;
  const alert = document.createElement("p");
  alert.setAttribute("role", "alert");
  alert.style.padding = "24px";
  alert.textContent = httpStatusMessage(undefined, getSettings().language);
  root.replaceChildren(alert);
}

if (readSession()) {
  boot().catch(showStartFailure);
} else {
  const here = currentLocation();
  writeReturnTo(here === "/" ? "/overview" : here);
  window.location.replace(LOGIN_URL);
}
