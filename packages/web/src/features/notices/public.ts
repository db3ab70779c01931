// What the notices area offers the other features (the overview shows the latest notices).
export { LatestNotices } from "./components/LatestNotices";
