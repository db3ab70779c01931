// The verbs of `audit`, in help order: loaded by ./index.ts only when the command line names
// the noun.
import type { NounCommand, VerbCommand } from "../../runner.js";
import { command as exportEntries } from "./export.js";
import { command as list } from "./list.js";
import { command as show } from "./show.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [list, show, exportEntries];
