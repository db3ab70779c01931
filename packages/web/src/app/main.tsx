// Entry of index.html (the console). Without a stored session the console never renders:
// the location is remembered and the sign-in page opens.
import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "./app.css";
import { readSession, writeReturnTo } from "../shared/storage";
import { boot } from "./boot";
import { currentLocation, LOGIN_URL } from "../shared/session";

if (readSession()) {
  boot();
} else {
  const here = currentLocation();
  writeReturnTo(here === "/" ? "/overview" : here);
  window.location.replace(LOGIN_URL);
}
