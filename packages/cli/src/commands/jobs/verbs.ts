// The verbs of `jobs`, in help order: loaded by ./index.ts only when the command line names the noun.
import type { VerbCommand } from "../../runner.js";
import { command as clean } from "./clean.js";
import { command as list } from "./list.js";
import { command as resume } from "./resume.js";
import { command as show } from "./show.js";

export const verbs: readonly VerbCommand[] = [list, show, resume, clean];
