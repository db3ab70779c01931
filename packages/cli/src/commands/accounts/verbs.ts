// The verbs (and sub-nouns) of `accounts`, in help order: loaded by ./index.ts only when the
// command line names the noun.
import type { NounCommand, VerbCommand } from "../../runner.js";
import { command as activate } from "./activate.js";
import { command as activationType } from "./activation-type.js";
import { command as disable } from "./disable.js";
import { command as enable } from "./enable.js";
import { command as expiring } from "./expiring.js";
import { command as exportVerb } from "./export.js";
import { command as list } from "./list.js";
import { command as remark } from "./remark.js";
import { command as resetPassword } from "./reset-password.js";
import { sessions } from "./sessions/index.js";
import { command as trial } from "./trial.js";
import { command as validity } from "./validity.js";
import { command as view } from "./view.js";

export const verbs: readonly (VerbCommand | NounCommand)[] = [
  list,
  view,
  expiring,
  activate,
  enable,
  disable,
  resetPassword,
  remark,
  activationType,
  trial,
  validity,
  exportVerb,
  sessions,
];
