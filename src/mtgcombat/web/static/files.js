// The board in files and links: a board in the address's fragment
// (`#s=...`, base64url of its JSON), the "Copy link" address, and a file
// to download (Export TOML, Export JSON).
import { scenario } from "./board.js";
import { el } from "./dom.js";
import { lang } from "./i18n.js";
import { said } from "./status.js";

export function encode(doc) {
  const bytes = new TextEncoder().encode(JSON.stringify(doc));
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// A board from a link's fragment; a fragment that holds none is said so
// in the page's language.
export function decode(text) {
  try {
    const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(raw, (c) => c.charCodeAt(0))));
  } catch {
    throw said("bad_link");
  }
}

export function shareUrl() {
  const url = new URL(location.href);
  url.search = new URLSearchParams({ lang: lang() }).toString();
  url.hash = `s=${encode(scenario)}`;
  return url.toString();
}

export function download(name, text, type) {
  const link = el("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

// The board in the address bar, so a reload (or a copied address) keeps it.
export function rememberInUrl() {
  history.replaceState(null, "", `${location.pathname}?lang=${lang()}#s=${encode(scenario)}`);
}
