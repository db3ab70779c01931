// The verbs of `roles`, in help order: loaded by ./index.ts only when the command line names
// the noun.
import type { NounCommand, VerbCommand } from "../../runner.js";
import { command as assign } from "./assign.js";
import { command as create } from "./create.js";
import { command as del } from "./delete.js";
import { command as disable } from "./disable.js";
import { command as enable } from "./enable.js";
import { command as list } from "./list.js";
import { command as menus } from "./menus.js";
import { command as update } from "./update.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [
  list,
  create,
  update,
  enable,
  disable,
  del,
  assign,
  menus,
];
