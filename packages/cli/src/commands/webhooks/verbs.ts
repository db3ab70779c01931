// The verbs of `webhooks`, in help order: loaded by ./index.ts only when the command line names
// the noun.
import type { NounCommand, VerbCommand } from "../../runner.js";
import { command as add } from "./add.js";
import { command as deliveries } from "./deliveries.js";
import { command as list } from "./list.js";
import { command as remove } from "./remove.js";
import { command as rotate } from "./rotate.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [list, add, remove, rotate, deliveries];
