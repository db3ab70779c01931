// The verbs of `ntrip`: loaded by ./index.ts only when the command line names the noun.
import type { NounCommand, VerbCommand } from "../../runner.js";
import { command as probe } from "./probe.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [probe];
