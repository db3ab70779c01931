// The verbs of `auth`, in help order: loaded by ./index.ts only when the command line names the noun.
import type { VerbCommand } from "../../runner.js";
import { command as login } from "./login.js";
import { command as logout } from "./logout.js";
import { command as status } from "./status.js";
import { command as token } from "./token.js";

export const verbs: readonly VerbCommand[] = [login, logout, status, token];
