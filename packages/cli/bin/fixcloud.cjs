#!/usr/bin/env node
// Launcher committed with the package so the `fixcloud` bin exists (and links) before the
// first build; the program itself is the built dist/main.js.
require("../dist/main.js");
