// The verbs of `config`, in help order: loaded by ./index.ts only when the command line names the noun.
import type { VerbCommand } from "../../runner.js";
import { command as get } from "./get.js";
import { command as list } from "./list.js";
import { command as set } from "./set.js";
import { command as unset } from "./unset.js";

export const verbs: readonly VerbCommand[] = [list, get, set, unset];
