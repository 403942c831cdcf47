// mtgcombat playground: the table, blocks, damage and resolve, over the
// JSON endpoints (the command line's --json documents). No framework.
import { lang, loadStrings, ruleSetName, setLanguage, t, translatePage, zoneName } from "./i18n.js";

const $ = (id) => document.getElementById(id);

let scenario = emptyScenario();
let choosing = null; // the attacker whose blockers are being clicked
let cards = new Map(); // autocomplete: shown name -> card
let explained = new Map(); // "rule|rules|lang" -> explain text

function emptyScenario() {
  return { rules: "current", active_player: "A", players: { A: { life: 20 }, B: { life: 20 } }, permanents: [] };
}

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child instanceof Node ? child : String(child));
  return node;
}

// --- talking to the server -------------------------------------------------

function query(extra = {}) {
  const params = new URLSearchParams({ lang: lang(), ...extra });
  return params.toString();
}

async function api(path, body, extra = {}) {
  const response = await fetch(`/api/${path}?${query(extra)}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try { message = JSON.parse(text).error; } catch { /* not JSON */ }
    throw new Error(message);
  }
  return response.headers.get("content-type").startsWith("application/json") ? JSON.parse(text) : text;
}

function status(text, isError = false) {
  const node = $("status");
  node.textContent = text;
  node.className = isError ? "error" : "";
}

// --- names -------------------------------------------------------------------

function label(perm) {
  const card = perm.card ? cardInfo(perm.card) : null;
  if (lang() === "ja") {
    const ja = perm.name_ja || (card && card.name_ja);
    if (ja) return `《${ja}》`;
  }
  return perm.name || perm.card || perm.id;
}

function nameOf(id) {
  const perm = scenario.permanents.find((p) => p.id === id);
  return perm ? label(perm) : id;
}

function cardInfo(name) {
  for (const card of cards.values()) if (card.name === name || card.name_ja === name) return card;
  return null;
}

function ruleSpan(rule) {
  const span = el("span", { class: "rule", tabindex: "0", role: "note" }, rule);
  const show = async () => {
    const key = `${rule}|${scenario.rules || "current"}|${lang()}`;
    if (!explained.has(key)) {
      try {
        const doc = await api(`explain/${encodeURIComponent(rule)}`, undefined, { rules: scenario.rules || "current" });
        explained.set(key, doc.text);
      } catch (err) {
        explained.set(key, err.message);
      }
    }
    span.title = explained.get(key);
    span.setAttribute("aria-label", `${rule}: ${span.title}`);
  };
  span.addEventListener("mouseenter", show);
  span.addEventListener("focus", show);
  span.addEventListener("click", async () => { await show(); status(`${rule}: ${span.title}`); });
  return span;
}

// --- the table ---------------------------------------------------------------

function playerIds() {
  return Object.keys(scenario.players);
}

function numberInput(value, onchange, min) {
  const input = el("input", { type: "number", value: String(value ?? 0) });
  if (min !== undefined) input.min = String(min);
  input.addEventListener("change", () => onchange(Number(input.value)));
  return input;
}

function renderPlayers() {
  const box = $("players");
  box.replaceChildren();
  for (const id of playerIds()) {
    const p = scenario.players[id];
    box.append(el("div", { class: "bar" },
      el("strong", {}, `${t("player")} ${id}`),
      el("label", {}, `${t("life")} `, numberInput(p.life ?? 20, (v) => { p.life = v; changed(); })),
      el("label", {}, `${t("poison")} `, numberInput(p.poison ?? 0, (v) => { p.poison = v; changed(); }, 0))));
  }
  const active = $("active");
  active.replaceChildren(...playerIds().map((id) => el("option", { value: id }, id)));
  active.value = scenario.active_player;
  for (const select of document.querySelectorAll(".player-select")) {
    const keep = select.value;
    select.replaceChildren(...playerIds().map((id) => el("option", { value: id }, id)));
    select.value = playerIds().includes(keep) ? keep : playerIds().find((id) => id !== scenario.active_player) || playerIds()[0];
  }
}

function isCreature(perm) {
  return !perm.types || perm.types.includes("creature");
}

function attackTargets(perm) {
  const out = playerIds().filter((id) => id !== perm.controller);
  for (const p of scenario.permanents) {
    if (p.controller !== perm.controller && p.types && (p.types.includes("planeswalker") || p.types.includes("battle"))) out.push(p.id);
  }
  return out;
}

function blocking(perm) {
  return Array.isArray(perm.blocking) ? perm.blocking : [];
}

function renderTable() {
  const table = $("table");
  const head = ["name", "controller", "power", "toughness", "keywords", "damage", "plus_counters", "minus_counters", "loyalty_defense", "tapped", "zone", "attacks", "blocks", "remove"];
  table.replaceChildren(el("thead", {}, el("tr", {}, ...head.map((k) => el("th", { scope: "col" }, t(k))))));
  const body = el("tbody");
  for (const perm of scenario.permanents) {
    const row = el("tr");
    if (perm.attacking) row.classList.add("attacker");
    if (blocking(perm).length) row.classList.add("blocker");
    if (choosing === perm.id) row.classList.add("selected");
    const nameButton = el("button", { onclick: () => clickPermanent(perm) }, label(perm));
    nameButton.setAttribute("aria-pressed", String(choosing === perm.id));
    const controller = el("select", { "aria-label": t("controller") }, ...playerIds().map((id) => el("option", { value: id }, id)));
    controller.value = perm.controller;
    controller.addEventListener("change", () => { perm.controller = controller.value; changed(); });
    const keywords = el("input", { class: "kw", value: (perm.keywords || []).join(", "), "aria-label": t("keywords") });
    keywords.addEventListener("change", () => {
      perm.keywords = keywords.value.split(",").map((w) => w.trim()).filter(Boolean);
      changed();
    });
    const counters = perm.counters || {};
    const counter = (kind) => numberInput(counters[kind] ?? 0, (v) => { perm.counters = { ...(perm.counters || {}), [kind]: v }; changed(); }, 0);
    const kind = (perm.types || []).includes("planeswalker") ? "loyalty" : (perm.types || []).includes("battle") ? "defense" : "";
    const zone = el("select", { "aria-label": t("zone") }, ...["battlefield", "graveyard", "exile"].map((z) => el("option", { value: z }, zoneName(z))));
    zone.value = perm.zone || "battlefield";
    zone.addEventListener("change", () => { perm.zone = zone.value; changed(); });
    const tapped = el("input", { type: "checkbox", "aria-label": t("tapped") });
    tapped.checked = Boolean(perm.tapped);
    tapped.addEventListener("change", () => { perm.tapped = tapped.checked; changed(); });
    const attacks = el("select", { "aria-label": t("attacks") }, el("option", { value: "" }, t("not_attacking")),
      ...attackTargets(perm).map((id) => el("option", { value: id }, scenario.players[id] ? id : nameOf(id))));
    attacks.value = perm.attacking || "";
    attacks.disabled = !isCreature(perm);
    attacks.addEventListener("change", () => {
      if (attacks.value) perm.attacking = attacks.value; else delete perm.attacking;
      changed();
    });
    const pt = (field) => numberInput(perm[field] ?? (perm.card ? cardInfo(perm.card)?.[field] : 0) ?? 0, (v) => { perm[field] = v; changed(); }, field === "toughness" ? 0 : undefined);
    const remove = el("button", { "aria-label": `${t("remove")} ${label(perm)}`, onclick: () => {
      scenario.permanents = scenario.permanents.filter((p) => p !== perm);
      for (const p of scenario.permanents) if (p.blocking) p.blocking = p.blocking.filter((id) => id !== perm.id);
      changed();
    } }, "×");
    row.append(
      el("td", {}, nameButton), el("td", {}, controller), el("td", {}, pt("power")), el("td", {}, pt("toughness")),
      el("td", {}, keywords), el("td", {}, numberInput(perm.damage ?? 0, (v) => { perm.damage = v; changed(); }, 0)),
      el("td", {}, counter("+1/+1")), el("td", {}, counter("-1/-1")), el("td", {}, kind ? counter(kind) : ""),
      el("td", {}, tapped), el("td", {}, zone), el("td", {}, attacks),
      el("td", {}, blocking(perm).map(nameOf).join(", ")), el("td", {}, remove));
    body.append(row);
  }
  table.append(body);
  $("choosing").textContent = choosing ? t("choose_blockers", { name: nameOf(choosing) }) : "";
}

// Blocks: click an attacker, then each creature that blocks it (again: unblock).
function clickPermanent(perm) {
  if (perm.attacking) {
    choosing = choosing === perm.id ? null : perm.id;
    render();
    return;
  }
  if (!choosing || !isCreature(perm)) return;
  const list = blocking(perm);
  perm.blocking = list.includes(choosing) ? list.filter((id) => id !== choosing) : [...list, choosing];
  if (!perm.blocking.length) delete perm.blocking;
  changed();
}

// --- verdicts ------------------------------------------------------------------

function violationList(violations) {
  if (!violations.length) return el("p", { class: "legal" }, t("no_violations"));
  return el("ul", {}, ...violations.map((v) => el("li", {}, ruleSpan(v.rule), " ", v.message)));
}

let verdictRun = 0;
let packageRun = 0;

async function renderVerdict() {
  const box = $("verdict");
  const run = ++verdictRun; // a later change's answer wins
  try {
    const doc = await api("blocks", scenario);
    if (run !== verdictRun) return;
    const reqs = doc.requirements;
    const parts = [
      el("p", { class: doc.legal ? "legal" : "illegal" }, t(doc.legal ? "legal" : "illegal")),
      violationList(doc.violations),
      el("p", {}, t("requirements", { obeyed: reqs.obeyed, maximum: reqs.maximum })),
    ];
    const witness = Object.entries(doc.witness).map(([b, as]) => `${nameOf(b)} → ${as.map(nameOf).join(", ")}`).join("; ");
    if (reqs.maximum > 0 || !doc.legal) {
      parts.push(el("p", {}, t("witness", { witness: witness || "-" }), " ",
        el("button", { onclick: () => useBlocks(doc.witness) }, t("show_witness"))));
    }
    if (doc.cost) parts.push(el("p", {}, t("cost", { cost: doc.cost })));
    box.replaceChildren(...parts);
  } catch (err) {
    if (run === verdictRun) box.replaceChildren(el("p", { class: "error" }, err.message));
  }
}

function useBlocks(blocks) {
  for (const perm of scenario.permanents) {
    if (blocks[perm.id]) perm.blocking = [...blocks[perm.id]];
    else delete perm.blocking;
  }
  changed();
}

// --- damage ------------------------------------------------------------------

function damageCreatures() {
  const out = [];
  for (const perm of scenario.permanents) {
    if (perm.attacking) {
      const blockers = scenario.permanents.filter((p) => blocking(p).includes(perm.id)).map((p) => p.id);
      if (blockers.length) out.push([perm, [...blockers, perm.attacking]]);
    } else if (blocking(perm).length) {
      out.push([perm, blocking(perm)]);
    }
  }
  return out;
}

function renderDamage() {
  const box = $("damage");
  const creatures = damageCreatures();
  if (!creatures.length) {
    box.replaceChildren(el("p", {}, t("no_damage_controls")));
    return;
  }
  const tables = [["first_strike_assignments", "first_strike_step"], ["assignments", "regular_step"]]
    .filter(([field]) => field === "assignments" || scenario[field]);
  box.replaceChildren();
  for (const [field, title] of tables) {
    box.append(el("h3", {}, t(title)));
    for (const [perm, recipients] of creatures) {
      const row = el("div", { class: "bar" }, el("strong", {}, label(perm)));
      const given = (scenario[field] || {})[perm.id] || {};
      for (const r of recipients) {
        const name = scenario.players[r] ? `${t("player")} ${r}` : nameOf(r);
        const input = numberInput(given[r] ?? 0, (v) => {
          const table = (scenario[field] = scenario[field] || {});
          const entry = (table[perm.id] = table[perm.id] || {});
          if (v) entry[r] = v; else delete entry[r];
          if (!Object.keys(entry).length) delete table[perm.id];
          changed();
        }, 0);
        input.setAttribute("aria-label", `${label(perm)} → ${name}`);
        row.append(el("label", {}, `→ ${name} `, input));
      }
      box.append(row);
    }
  }
}

async function renderPackage() {
  const box = $("package");
  const run = ++packageRun;
  const parts = [];
  if (scenario.assignments || scenario.first_strike_assignments) {
    try {
      const doc = await api("check", scenario);
      parts.push(el("p", { class: doc.legal ? "legal" : "illegal" }, t(doc.legal ? "legal" : "illegal")), violationList(doc.violations));
    } catch (err) {
      parts.push(el("p", { class: "error" }, err.message));
    }
  }
  try {
    const counts = await api("assignments", scenario, { count: "true" });
    parts.push(el("ul", {}, ...counts.map((c) => el("li", {}, t("legal_count", { creature: nameOf(c.creature), n: c.count })))));
  } catch (err) {
    parts.push(el("p", { class: "error" }, err.message));
  }
  if (run === packageRun) box.replaceChildren(...parts);
}

// Under 2023: each damage assignment order (509.2), moved with the arrow
// buttons, and how many places a creature entering the battlefield
// blocking could join it (509.6-509.7), from the orders endpoint.
let ordersRun = 0;

async function renderOrders() {
  const box = $("orders");
  const run = ++ordersRun;
  if (scenario.rules !== "2023") {
    box.replaceChildren(el("p", {}, t("no_orders_current")));
    return;
  }
  try {
    const doc = await api("orders", scenario);
    if (run !== ordersRun) return;
    const items = [];
    for (const [creature, order] of Object.entries(doc.orders)) {
      const move = (i, by) => {
        const next = [...order];
        [next[i], next[i + by]] = [next[i + by], next[i]];
        scenario.orders = { ...(scenario.orders || {}), [creature]: next };
        changed();
      };
      const list = el("ol", {}, ...order.map((id, i) => el("li", {}, nameOf(id), " ",
        el("button", { "aria-label": `${t("move_up")} ${nameOf(id)}`, disabled: i === 0, onclick: () => move(i, -1) }, "↑"),
        el("button", { "aria-label": `${t("move_down")} ${nameOf(id)}`, disabled: i === order.length - 1, onclick: () => move(i, 1) }, "↓"))));
      items.push(el("div", {}, el("strong", {}, label(scenario.permanents.find((p) => p.id === creature) || { id: creature })), " ", ruleSpan("509.2"), list,
        el("p", {}, t("insert_positions", { n: doc.insert_positions[creature] ?? 0 }), " ", ruleSpan("509.7"))));
    }
    box.replaceChildren(...(items.length ? items : [el("p", {}, t("no_orders"))]));
  } catch (err) {
    if (run === ordersRun) box.replaceChildren(el("p", { class: "error" }, err.message));
  }
}

// The combat damage each creature dealt, by step, from a document's events.
function assignmentsFrom(events) {
  const tables = { "first-strike": {}, regular: {} };
  for (const e of events) {
    if (e.kind !== "damage_dealt" || !e.combat || !tables[e.step]) continue;
    const entry = (tables[e.step][e.source] = tables[e.step][e.source] || {});
    entry[e.recipient] = (entry[e.recipient] || 0) + e.amount;
  }
  delete scenario.first_strike_assignments;
  delete scenario.assignments;
  if (Object.keys(tables["first-strike"]).length) scenario.first_strike_assignments = tables["first-strike"];
  if (Object.keys(tables.regular).length) scenario.assignments = tables.regular;
}

async function fillDefault() {
  const board = structuredClone(scenario);
  delete board.assignments;
  delete board.first_strike_assignments;
  try {
    const doc = await api("resolve", board, { auto: "true" });
    if (doc.events) assignmentsFrom(doc.events);
    changed();
  } catch (err) {
    status(err.message, true);
  }
}

async function fillBest(side) {
  status(t("working"));
  try {
    const board = structuredClone(scenario);
    if (side === "defender") for (const p of board.permanents) delete p.blocking;
    const doc = await api("solve", board, { for: side, time_limit: "10" });
    if (side === "defender") useBlocks(doc.choice);
    assignmentsFrom(doc.outcome.events);
    changed();
    status(t("solver_value", { value: doc.value }));
  } catch (err) {
    status(err.message, true);
  }
}

// --- resolve -------------------------------------------------------------------

async function resolve() {
  const log = $("log");
  const result = $("result");
  try {
    const [lines, doc] = await Promise.all([api("resolve/log", scenario, { auto: "true" }), api("resolve", scenario, { auto: "true" })]);
    log.replaceChildren(...lines.log.map((line) => el("li", {}, ruleSpan(line.rule), " ", line.text)));
    if (!lines.legal) {
      result.replaceChildren(el("p", { class: "illegal" }, t("nothing_dealt")));
      return;
    }
    const players = Object.entries(doc.players).map(([id, p]) =>
      el("li", {}, `${t("player")} ${id}: ${t("life")} ${p.life}, ${t("poison")} ${p.poison}`, p.lost ? ` — ${t("lost")}` : "",
        // Commander (903.10a): the combat damage each commander has dealt this player
        ...Object.entries(p.commander_damage ?? {}).map(([c, n]) => ` — ${t("commander_damage")} ${nameOf(c)}: ${n}`)));
    // Two-Headed Giant (810.4, 810.10): each team's shared life and poison counters
    players.push(...Object.entries(doc.teams ?? {}).map(([id, team]) =>
      el("li", {}, `${t("team")} ${id}: ${t("life")} ${team.life}, ${t("poison")} ${team.poison}`, team.lost ? ` — ${t("lost")}` : "")));
    const perms = Object.entries(doc.permanents).map(([id, p]) =>
      el("li", { class: p.zone === "battlefield" ? "" : "dead" }, `${nameOf(id)}: ${zoneName(p.zone)}, ${t("damage")} ${p.damage}`));
    result.replaceChildren(el("ul", {}, ...players), el("ul", {}, ...perms));
  } catch (err) {
    log.replaceChildren();
    result.replaceChildren(el("p", { class: "error" }, err.message));
  }
}

// --- adding permanents ---------------------------------------------------------

function freshId(base) {
  const stem = (base || "card").toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "") || "card";
  let id = stem;
  for (let i = 2; scenario.permanents.some((p) => p.id === id); i++) id = `${stem}_${i}`;
  return id;
}

async function autocomplete() {
  const q = $("card-name").value.trim();
  if (!q) return;
  try {
    const found = await api("cards", undefined, { q, limit: "15" });
    const list = $("card-list");
    list.replaceChildren();
    for (const card of found) {
      const shown = lang() === "ja" && card.name_ja ? card.name_ja : card.name;
      cards.set(shown, card);
      cards.set(card.name, card);
      list.append(el("option", { value: shown }, card.name_ja ? `${card.name} / ${card.name_ja}` : card.name));
    }
  } catch (err) {
    status(err.message, true);
  }
}

async function addCard(event) {
  event.preventDefault();
  const typed = $("card-name").value.trim();
  let card = cards.get(typed);
  if (!card) {
    const found = await api("cards", undefined, { q: typed, limit: "1" }).catch(() => []);
    card = found.find((c) => c.name === typed || c.name_ja === typed) || found[0];
  }
  if (!card) return status(typed, true);
  cards.set(card.name, card);
  const perm = { id: freshId(card.name), card: card.name, controller: $("card-controller").value };
  if (!card.types.includes("creature")) perm.types = card.types;
  scenario.permanents.push(perm);
  $("card-name").value = "";
  changed();
}

let parseTimer = 0;
function parseAsTyped() {
  clearTimeout(parseTimer);
  parseTimer = setTimeout(async () => {
    const out = $("parse-out");
    const lines = $("custom-abilities").value.split("\n").map((s) => s.trim()).filter(Boolean);
    const items = [];
    for (const sentence of lines) {
      try {
        const doc = await api("parse", { sentence, name: $("custom-name").value });
        const item = el("li", { class: doc.status }, `${sentence} — ${t(`parse_${doc.status}`)}`);
        if (doc.error) item.append(el("div", { class: "error" }, doc.error));
        items.push(item);
      } catch (err) {
        items.push(el("li", { class: "error" }, err.message));
      }
    }
    out.replaceChildren(...items);
  }, 250);
}

function addCustom(event) {
  event.preventDefault();
  const name = $("custom-name").value.trim();
  const perm = {
    id: freshId(name), name, controller: $("custom-controller").value,
    power: Number($("custom-power").value), toughness: Number($("custom-toughness").value),
  };
  const type = $("custom-type").value || "creature";
  if (type !== "creature") {
    perm.types = [type];
    delete perm.power;
    delete perm.toughness;
    perm.counters = { [type === "planeswalker" ? "loyalty" : "defense"]: Number($("custom-toughness").value) };
  }
  const keywords = $("custom-keywords").value.split(",").map((w) => w.trim()).filter(Boolean);
  const abilities = $("custom-abilities").value.split("\n").map((s) => s.trim()).filter(Boolean);
  if (keywords.length) perm.keywords = keywords;
  if (abilities.length) perm.abilities = abilities;
  scenario.permanents.push(perm);
  changed();
}

// --- files and the URL -----------------------------------------------------------

function encode(doc) {
  const bytes = new TextEncoder().encode(JSON.stringify(doc));
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(text) {
  const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(raw, (c) => c.charCodeAt(0))));
}

function shareUrl() {
  const url = new URL(location.href);
  url.search = new URLSearchParams({ lang: lang() }).toString();
  url.hash = `s=${encode(scenario)}`;
  return url.toString();
}

function download(name, text, type) {
  const link = el("a", { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

async function importFile() {
  const file = $("import").files[0];
  if (!file) return;
  const text = await file.text();
  try {
    const doc = file.name.endsWith(".json") ? JSON.parse(text) : await api("scenario/from-toml", text);
    await api("check", doc).catch((err) => { if (/JSON|TOML/.test(err.message)) throw err; });
    load(doc);
  } catch (err) {
    status(err.message, true);
  }
}

// --- putting it together ----------------------------------------------------------

function load(doc) {
  scenario = doc;
  scenario.rules = scenario.rules || "current";
  choosing = null;
  changed();
  lookUpCards();
}

// The catalog entries of the board's cards (their Japanese names).
async function lookUpCards() {
  const names = scenario.permanents.map((p) => p.card).filter((n) => n && !cardInfo(n));
  for (const name of new Set(names)) {
    const found = await api("cards", undefined, { q: name, limit: "5" }).catch(() => []);
    for (const card of found) cards.set(card.name, card);
  }
  if (names.length) render();
}

function render() {
  translatePage();
  $("rules").replaceChildren(...["2023", "current"].map((r) => el("option", { value: r }, ruleSetName(r))));
  $("rules").value = scenario.rules || "current";
  renderPlayers();
  renderTable();
  renderDamage();
}

let checkTimer = 0;
function changed() {
  render();
  history.replaceState(null, "", `${location.pathname}?lang=${lang()}#s=${encode(scenario)}`);
  clearTimeout(checkTimer);
  checkTimer = setTimeout(() => { renderVerdict(); renderPackage(); renderOrders(); }, 150);
}

async function loadExamples() {
  const list = await api("examples");
  $("example").replaceChildren(...list.map((e) => el("option", { value: e.name, title: e.description }, e.name)));
}

async function openExample(name) {
  try {
    load(await api(`examples/${name}`));
    status(name);
  } catch (err) {
    status(err.message, true);
  }
}

async function start() {
  await loadStrings();
  const params = new URLSearchParams(location.search);
  setLanguage(params.get("lang") || ((navigator.language || "").startsWith("ja") ? "ja" : "en"));
  $("lang").value = lang();
  await loadExamples();
  $("lang").addEventListener("change", async () => { setLanguage($("lang").value); await loadExamples(); changed(); });
  $("rules").addEventListener("change", () => { scenario.rules = $("rules").value; changed(); });
  $("active").addEventListener("change", () => { scenario.active_player = $("active").value; changed(); });
  $("open-example").addEventListener("click", () => openExample($("example").value));
  $("new-board").addEventListener("click", () => load(emptyScenario()));
  $("clear-blocks").addEventListener("click", () => useBlocks({}));
  $("card-name").addEventListener("input", autocomplete);
  $("add-card-form").addEventListener("submit", addCard);
  $("custom-abilities").addEventListener("input", parseAsTyped);
  $("add-custom-form").addEventListener("submit", addCustom);
  $("default").addEventListener("click", fillDefault);
  $("best-attacker").addEventListener("click", () => fillBest("attacker"));
  $("best-defender").addEventListener("click", () => fillBest("defender"));
  $("clear-assignments").addEventListener("click", () => { delete scenario.assignments; delete scenario.first_strike_assignments; changed(); });
  $("resolve").addEventListener("click", resolve);
  $("import").addEventListener("change", importFile);
  $("export-json").addEventListener("click", () => download("scenario.json", JSON.stringify(scenario, null, 2), "application/json"));
  $("export-toml").addEventListener("click", async () => {
    try { download("scenario.toml", await api("scenario/to-toml", scenario), "application/toml"); } catch (err) { status(err.message, true); }
  });
  $("share").addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(shareUrl()); status(t("copied")); } catch { status(shareUrl()); }
  });
  const example = params.get("example");
  const hash = new URLSearchParams(location.hash.slice(1)).get("s");
  if (hash) {
    try { load(decode(hash)); } catch (err) { status(err.message, true); load(emptyScenario()); }
  } else if (example) {
    await openExample(example);
  } else {
    load(emptyScenario());
  }
  if (params.get("rules")) { scenario.rules = params.get("rules"); changed(); }
}

start().catch((err) => status(err.message, true));
