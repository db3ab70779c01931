// The verbs (and sub-nouns) of `pools`, in help order: loaded by ./index.ts only when the
// command line names the noun.
import type { NounCommand, VerbCommand } from "../../runner.js";
import { command as activate } from "./activate.js";
import { devices } from "./devices/index.js";
import { command as expiring } from "./expiring.js";
import { command as fill } from "./fill.js";
import { command as forecast } from "./forecast.js";
import { command as list } from "./list.js";
import { command as show } from "./show.js";
import { command as stats } from "./stats.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [
  list,
  show,
  stats,
  forecast,
  expiring,
  activate,
  fill,
  devices,
];
