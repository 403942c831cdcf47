// The status line (#status): what the page says it did, or why it could
// not, in the page's language; a phrase of the page's catalog is said
// again when the language changes.
import { $ } from "./dom.js";
import { t } from "./i18n.js";

// `again` says the line again in the page's language (a phrase of the
// page's catalog): the language switch redraws it; a line the server wrote
// in the other language (an error) is cleared then.
let statusAgain = null;
export function status(text, isError = false, again = null) {
  const node = $("status");
  node.textContent = text;
  node.className = isError ? "error" : "";
  statusAgain = again ? { again, isError } : null;
}

// What the line says, as {again, isError}, if it can be said again in
// another language; else null.
export function sayAgain() {
  return statusAgain;
}

// A phrase of the page's catalog in the status line, said again when the
// language changes.
export function say(key, facts = {}, isError = false) {
  status(t(key, facts), isError, () => t(key, facts));
}

// An error the page finds itself, in its catalog's words: said again when
// the language changes, like `say`.
export function said(key, facts = {}) {
  const error = new Error(t(key, facts));
  error.again = () => t(key, facts);
  return error;
}

export function fail(err) {
  status(err.message, true, err.again || null);
}
