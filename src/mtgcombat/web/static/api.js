// Talking to the server: the JSON endpoints under /api/ (the command
// line's --json documents), asked in the page's language, and the count
// of work in flight.
import { lang } from "./i18n.js";

// Work in flight (requests, and checks waiting to start): body[data-pending]
// is its count, so a test (or a screen reader user) can tell when the page
// has caught up.
let pending = 0;
export function busy(by) {
  pending += by;
  document.body.dataset.pending = String(pending);
}

// The query string of a request: the page's language, and `extra`.
export function query(extra = {}) {
  const params = new URLSearchParams({ lang: lang(), ...extra });
  return params.toString();
}

// A GET without a body, or a POST whose body is a JSON document (the
// endpoints refuse other media types) or, with `type`, text of that type
// (a TOML scenario: application/toml).
export async function api(path, body, extra = {}, type = "application/json") {
  busy(1);
  try {
    return await request(path, body, extra, type);
  } finally {
    busy(-1);
  }
}

async function request(path, body, extra, type) {
  const init = { method: "GET" };
  if (body !== undefined) {
    init.method = "POST";
    init.headers = { "Content-Type": type };
    init.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const response = await fetch(`/api/${path}?${query(extra)}`, init);
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try { message = JSON.parse(text).error; } catch { /* not JSON */ }
    const error = new Error(message);
    error.status = response.status;
    throw error;
  }
  return (response.headers.get("content-type") || "").startsWith("application/json") ? JSON.parse(text) : text;
}
