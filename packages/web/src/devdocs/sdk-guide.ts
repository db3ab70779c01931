// sdk-guide.html: the SDK and device integration guide that /androidPdf embeds.
// The guide is written in docs/ (device-integration.md, .zh-CN.md) and turned
// into HTML when the console is built (./markdown.ts); this page only shows the language asked
// for. Both are the repository's own text, so no markdown is parsed and nothing is sanitized here.
import en from "../../../../docs/device-integration.md?html";
import zh from "../../../../docs/device-integration.zh-CN.md?html";
import "./guide.css";
import { pageLanguage, text } from "./page";

const lang = pageLanguage();
document.title = text(lang, "frame.guide");
(document.getElementById("guide") as HTMLElement).innerHTML = lang === "en" ? en : zh;
