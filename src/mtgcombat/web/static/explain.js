// A rule number on the page (in a verdict, the event log, an order): a
// button that explains itself with the text of `mtgcombat explain RULE`
// (GET /api/explain/RULE) under the board's rule set, in the page's
// language.
import { api } from "./api.js";
import { scenario } from "./board.js";
import { el } from "./dom.js";
import { lang, t } from "./i18n.js";

const explained = new Map(); // "rule|rules|lang" -> explain text

// Hovering or focusing the rule puts its text in its tooltip; clicking
// (tapping) it shows the text under it, again hides it.
export function ruleSpan(rule) {
  const span = el("button", { type: "button", class: "rule", "aria-expanded": "false", "data-rule": rule }, rule);
  const text = async () => {
    const key = `${rule}|${scenario.rules || "current"}|${lang()}`;
    if (!explained.has(key)) {
      try {
        const doc = await api(`explain/${encodeURIComponent(rule)}`, undefined, { rules: scenario.rules || "current" });
        explained.set(key, doc.text);
      } catch (err) {
        explained.set(key, err.message);
      }
    }
    return explained.get(key);
  };
  const hover = async () => {
    span.title = await text();
    span.setAttribute("aria-label", `${t("explain")} ${rule}`);
  };
  span.addEventListener("mouseenter", hover);
  span.addEventListener("focus", hover);
  span.addEventListener("click", async () => {
    const open = span.nextElementSibling && span.nextElementSibling.classList.contains("explained");
    if (open) {
      span.nextElementSibling.remove();
      span.setAttribute("aria-expanded", "false");
      return;
    }
    const box = el("div", { class: "explained", role: "note" }, await text());
    span.after(box);
    span.setAttribute("aria-expanded", "true");
  });
  return span;
}

// A verdict's violations, each with its rule; or that there are none.
export function violationList(violations) {
  if (!violations.length) return el("p", { class: "legal" }, t("no_violations"));
  return el("ul", {}, ...violations.map((v) => el("li", {}, ruleSpan(v.rule), " ", v.message)));
}
