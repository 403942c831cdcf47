// The page's phrases, from the server's message catalog (GET /api/ui):
// the same catalog the command line uses, section "web".
let strings = { web: {}, rule_sets: {}, zones: {} };
let language = "en";

export async function loadStrings() {
  const response = await fetch("/api/ui");
  strings = await response.json();
}

export function setLanguage(lang) {
  language = lang === "ja" ? "ja" : "en";
  document.documentElement.lang = language;
}

export function lang() {
  return language;
}

function pick(entry, fallback) {
  if (!entry) return fallback;
  return entry[language] || entry.en || fallback;
}

// t("key", {name: "x"}): a phrase with its {facts} filled in.
export function t(key, facts = {}) {
  const text = pick(strings.web[key], key);
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in facts ? String(facts[name]) : whole));
}

export function ruleSetName(rules) {
  return pick(strings.rule_sets[rules], rules);
}

export function zoneName(zone) {
  return pick(strings.zones[zone], zone);
}

// Every element with data-t="key" shows its phrase.
export function translatePage() {
  for (const el of document.querySelectorAll("[data-t]")) {
    el.textContent = t(el.dataset.t);
  }
  document.title = t("title");
}
