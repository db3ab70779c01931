// The verbs (and sub-nouns) of `pools devices`, in help order: loaded by ./index.ts only when the
// command line names the noun.
import type { NounCommand, VerbCommand } from "../../../runner.js";
import { command as add } from "./add.js";
import { command as exportVerb } from "./export.js";
import { command as list } from "./list.js";
import { command as template } from "./template.js";
import { command as upload } from "./upload.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [list, add, upload, exportVerb, template];
