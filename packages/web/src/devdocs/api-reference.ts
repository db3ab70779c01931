// api-reference.html: the API reference that /apiPdf embeds. It
// fetches the sandbox's OpenAPI document in the page's language (`?lang=`) and renders it with
// Scalar, whose weight lives only in this page's chunks, never in the console's. While the
// document loads it says so; a failed load says why and offers Retry. Nothing leaves the host:
// no default web fonts, no try-it client, no telemetry, no hosted AI or MCP buttons.
import { createApiReference } from "@scalar/api-reference";
import "@scalar/api-reference/style.css";
import "./api-reference.css";
import { type PageLanguage, pageLanguage, text } from "./page";

/** The path the sandbox serves the reference at (platform/openapi.ts). */
const OPENAPI_PATH = "/openapi.json";

const state = document.getElementById("reference-state") as HTMLElement;

async function load(lang: PageLanguage): Promise<void> {
  state.replaceChildren(text(lang, "loading"));
  try {
    const res = await fetch(`${OPENAPI_PATH}?lang=${encodeURIComponent(lang)}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const content = (await res.json()) as Record<string, unknown>;
    state.replaceChildren();
    createApiReference("#reference", {
      content,
      withDefaultFonts: false,
      hideClientButton: true,
      hideTestRequestButton: true,
      hideDarkModeToggle: true,
      forceDarkModeState: "light",
      showDeveloperTools: "never",
      telemetry: false,
      documentDownloadType: "json",
      // Scalar's hosted AI and MCP services: the reference stays on this host.
      agent: { disabled: true },
      mcp: { disabled: true },
    });
  } catch (e) {
    const retry = document.createElement("button");
    retry.type = "button";
    retry.textContent = text(lang, "retry");
    retry.addEventListener("click", () => void load(lang));
    state.replaceChildren(
      text(lang, "error", { reason: e instanceof Error ? e.message : String(e) }),
      " ",
      retry,
    );
  }
}

const lang = pageLanguage();
document.title = text(lang, "frame.api");
void load(lang);
