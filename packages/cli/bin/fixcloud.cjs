#!/usr/bin/env node
// Launcher committed with the package so the `fixcloud` bin exists (and links) before the
// first build; the program itself is the built dist/main.js, loaded through the code cache
// (src/boot.ts).
require("../dist/boot.js").load("main.js");
