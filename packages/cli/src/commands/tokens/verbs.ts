// The verbs of `tokens`, in help order: loaded by ./index.ts only when the command line names
// the noun.
import type { NounCommand, VerbCommand } from "../../runner.js";
import { command as create } from "./create.js";
import { command as list } from "./list.js";
import { command as revoke } from "./revoke.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [list, create, revoke];
