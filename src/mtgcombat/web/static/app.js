// mtgcombat playground: the table, blocks, damage and resolve, over the
// JSON endpoints (the command line's --json documents). No framework.
import { lang, loadStrings, ruleSetName, setLanguage, t, translatePage, zoneName } from "./i18n.js";
import { showPicture } from "./picture.js";

const $ = (id) => document.getElementById(id);

let scenario = emptyScenario();
let choosing = null; // the attacker whose blockers are being clicked
let cards = new Map(); // autocomplete: shown name -> card
let explained = new Map(); // "rule|rules|lang" -> explain text
let witnessShown = null; // the 509.1c witness marked on the table, or null
let outcome = null; // the last resolve document, shown on the table until the board changes

// Work in flight (requests, and checks waiting to start): body[data-pending]
// is its count, so a test (or a screen reader user) can tell when the page
// has caught up.
let pending = 0;
function busy(by) {
  pending += by;
  document.body.dataset.pending = String(pending);
}

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

// A GET without a body, or a POST whose body is a JSON document (the
// endpoints refuse other media types) or, with `type`, text of that type
// (a TOML scenario: application/toml).
async function api(path, body, extra = {}, type = "application/json") {
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

// The status line. `again` says it again in the page's language (a
// phrase of the page's catalog): the language switch redraws it; a line
// the server wrote in the other language (an error) is cleared then.
let statusAgain = null;
function status(text, isError = false, again = null) {
  const node = $("status");
  node.textContent = text;
  node.className = isError ? "error" : "";
  statusAgain = again ? { again, isError } : null;
}

// A phrase of the page's catalog in the status line, said again when the
// language changes.
function say(key, facts = {}, isError = false) {
  status(t(key, facts), isError, () => t(key, facts));
}

// An error the page finds itself, in its catalog's words: said again when
// the language changes, like `say`.
function said(key, facts = {}) {
  const error = new Error(t(key, facts));
  error.again = () => t(key, facts);
  return error;
}

function fail(err) {
  status(err.message, true, err.again || null);
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

// A rule number: hovering or focusing it puts `explain RULE` in its
// tooltip; clicking (tapping) it shows the text under it, again hides it.
function ruleSpan(rule) {
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

// --- the table ---------------------------------------------------------------

function playerIds() {
  return Object.keys(scenario.players);
}

function numberInput(value, onchange, min, name) {
  const input = el("input", { type: "number", value: String(value ?? 0), inputmode: "numeric" });
  if (min !== undefined) input.min = String(min);
  if (name) input.setAttribute("aria-label", name);
  input.addEventListener("change", () => {
    const n = Number(input.value);
    if (input.value === "" || !Number.isInteger(n) || (min !== undefined && n < min)) {
      input.setAttribute("aria-invalid", "true");
      return;
    }
    input.removeAttribute("aria-invalid");
    onchange(n);
  });
  return input;
}

function playerInput(id, field, input) {
  input.dataset.player = id;
  input.dataset.field = field;
  input.dataset.focus = `player:${id}:${field}`;
  return input;
}

function renderPlayers() {
  const box = $("players");
  box.replaceChildren();
  for (const id of playerIds()) {
    const p = scenario.players[id];
    const row = el("div", { class: "bar", "data-player": id },
      el("strong", {}, `${t("player")} ${id}`),
      el("label", {}, `${t("life")} `, playerInput(id, "life", numberInput(p.life ?? 20, (v) => { p.life = v; changed(); }))),
      el("label", {}, `${t("poison")} `, playerInput(id, "poison", numberInput(p.poison ?? 0, (v) => { p.poison = v; changed(); }, 0))));
    const after = outcome && outcome.players[id];
    if (after) {
      row.append(el("span", { class: "mark result", "data-result": id }, `${t("result_on_table")}: ${playerResult(id, after)}`));
      if (after.lost) row.classList.add("lost");
    }
    box.append(row);
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

// A player's opponents: every other player but a teammate (102.3, 810.1).
function opponents(player) {
  const team = (scenario.teams || []).find((members) => members.includes(player)) || [player];
  return playerIds().filter((id) => id !== player && !team.includes(id));
}

// What a creature may attack (508.1b, 506.2): an opponent, a planeswalker
// an opponent controls, a battle an opponent protects (310.8: a battle's
// protector can't attack it, whoever controls it). What it attacks on the
// board stays listed, so the menu shows it.
function attackTargets(perm) {
  const theirs = opponents(perm.controller);
  const out = [...theirs];
  for (const p of scenario.permanents) {
    if ((p.zone || "battlefield") !== "battlefield" || !p.types) continue;
    if (p.types.includes("planeswalker") && theirs.includes(p.controller)) out.push(p.id);
    else if (p.types.includes("battle") && theirs.includes(p.protector)) out.push(p.id);
  }
  if (perm.attacking && !out.includes(perm.attacking)) out.push(perm.attacking);
  return out;
}

function blocking(perm) {
  return Array.isArray(perm.blocking) ? perm.blocking : [];
}

const COLUMNS = ["name", "controller", "power_toughness", "keywords", "damage", "counters", "tapped", "zone", "attacks", "blocks", "remove"];

function renderTable() {
  const table = $("table");
  table.replaceChildren(el("thead", {}, el("tr", {}, ...COLUMNS.map((k) => el("th", { scope: "col" }, t(k))))));
  const body = el("tbody");
  for (const perm of scenario.permanents) body.append(tableRow(perm));
  table.append(body);
  $("choosing").textContent = choosing ? t("choose_blockers", { name: nameOf(choosing) }) : "";
}

function tableRow(perm) {
  const name = label(perm);
  const row = el("tr", { "data-id": perm.id });
  if (perm.attacking) row.classList.add("attacker");
  if (blocking(perm).length) row.classList.add("blocker");
  if (choosing === perm.id) row.classList.add("selected");
  const nameButton = el("button", { type: "button", class: "name", onclick: () => clickPermanent(perm) }, name);
  nameButton.setAttribute("aria-pressed", String(choosing === perm.id));
  const controller = el("select", { "aria-label": `${t("controller")}: ${name}` }, ...playerIds().map((id) => el("option", { value: id }, id)));
  controller.value = perm.controller;
  controller.addEventListener("change", () => { perm.controller = controller.value; changed(); });
  const controllerCell = [controller];
  if ((perm.types || []).includes("battle")) {
    // 310.8: the player who protects a battle (an opponent of its controller
    // for a Siege, 310.11a) is the one attacked through it, and can't attack it
    const protector = el("select", { "aria-label": `${t("protector")}: ${name}` },
      el("option", { value: "" }, t("no_protector")), ...playerIds().map((id) => el("option", { value: id }, id)));
    protector.value = perm.protector || "";
    protector.addEventListener("change", () => {
      if (protector.value) perm.protector = protector.value; else delete perm.protector;
      changed();
    });
    controllerCell.push(el("label", { class: "counter" }, el("span", { "aria-hidden": "true" }, t("protector")), protector));
  }
  const printedCard = perm.card ? cardInfo(perm.card) : null;
  const printedKeywords = printedCard ? (lang() === "ja" ? printedCard.keywords_ja : printedCard.keywords) || [] : [];
  const keywords = el("input", { class: "kw", value: (perm.keywords || []).join(", "), "aria-label": `${t("keywords")}: ${name}` });
  keywords.addEventListener("change", () => {
    perm.keywords = keywords.value.split(/[,、]/).map((w) => w.trim()).filter(Boolean);
    if (!perm.keywords.length) delete perm.keywords;
    changed();
  });
  const counters = perm.counters || {};
  const counter = (kind, title) => {
    const input = numberInput(counters[kind] ?? 0, (v) => {
      perm.counters = { ...(perm.counters || {}), [kind]: v };
      if (!v) delete perm.counters[kind];
      if (!Object.keys(perm.counters).length) delete perm.counters;
      changed();
    }, 0, `${t(title)}: ${name}`);
    input.dataset.field = kind;
    return el("label", { class: "counter" }, el("span", { "aria-hidden": "true" }, kind === "loyalty" || kind === "defense" ? t("loyalty_defense") : kind), input);
  };
  const types = perm.types || [];
  const kind = types.includes("planeswalker") ? "loyalty" : types.includes("battle") ? "defense" : "";
  const zone = el("select", { "aria-label": `${t("zone")}: ${name}` }, ...["battlefield", "graveyard", "exile"].map((z) => el("option", { value: z }, zoneName(z))));
  zone.value = perm.zone || "battlefield";
  zone.addEventListener("change", () => {
    if (zone.value === "battlefield") delete perm.zone; else perm.zone = zone.value;
    changed();
  });
  const tapped = el("input", { type: "checkbox", "aria-label": `${t("tapped")}: ${name}` });
  tapped.checked = Boolean(perm.tapped);
  tapped.addEventListener("change", () => { if (tapped.checked) perm.tapped = true; else delete perm.tapped; changed(); });
  const attacks = el("select", { "aria-label": `${t("attacks")}: ${name}` }, el("option", { value: "" }, t("not_attacking")),
    ...attackTargets(perm).map((id) => el("option", { value: id }, scenario.players[id] ? `${t("player")} ${id}` : nameOf(id))));
  attacks.value = perm.attacking || "";
  attacks.disabled = !isCreature(perm);
  attacks.addEventListener("change", () => {
    if (attacks.value) {
      perm.attacking = attacks.value;
      delete perm.blocking;
    } else {
      delete perm.attacking;
      for (const p of scenario.permanents) if (p.blocking) p.blocking = p.blocking.filter((id) => id !== perm.id);
      for (const p of scenario.permanents) if (p.blocking && !p.blocking.length) delete p.blocking;
    }
    changed();
  });
  const printed = printedCard;
  const pt = (field) => {
    const input = numberInput(perm[field] ?? (printed ? Number(printed[field]) : 0) ?? 0, (v) => { perm[field] = v; changed(); }, field === "toughness" ? 0 : undefined, `${t(field)}: ${name}`);
    input.dataset.field = field;
    return input;
  };
  const remove = el("button", { type: "button", "aria-label": `${t("remove")}: ${name}`, onclick: () => {
    scenario.permanents = scenario.permanents.filter((p) => p !== perm);
    for (const p of scenario.permanents) if (p.blocking) p.blocking = p.blocking.filter((id) => id !== perm.id);
    for (const p of scenario.permanents) if (p.blocking && !p.blocking.length) delete p.blocking;
    if (choosing === perm.id) choosing = null;
    changed();
  } }, "×");
  const blocks = el("span", {}, blocking(perm).map(nameOf).join(", "));
  const cell = (key, ...content) => el("td", { "data-label": t(key), "data-col": key }, ...content);
  const nameCell = cell("name", nameButton);
  // The card's text as the catalog has it (Oracle text, in English), then
  // the permanent's own ability sentences
  const lines = [...(printedCard && printedCard.text ? printedCard.text.split("\n") : []), ...(perm.abilities || [])];
  if (lines.length) nameCell.append(el("div", { class: "card-text", lang: "en" }, ...lines.map((line) => el("div", {}, line))));
  // in Japanese, the Japanese printing's text beside it, where MTGJSON has it
  if (lang() === "ja" && printedCard && printedCard.text_ja) {
    nameCell.append(el("div", { class: "card-text card-text-ja", lang: "ja" }, ...printedCard.text_ja.split("\n").map((line) => el("div", {}, line))));
  }
  const shown = witnessShown && witnessShown[perm.id];
  if (shown) {
    row.classList.add("witness");
    nameCell.append(el("div", { class: "mark" }, t("witness_mark", { names: shown.map(nameOf).join(", ") })));
  }
  const after = outcome && outcome.permanents[perm.id];
  if (after) {
    if (after.zone !== "battlefield") row.classList.add("dead");
    const bits = [zoneName(after.zone), `${t("damage")} ${after.damage}`];
    for (const [c, n] of Object.entries(after.counters || {})) if (n) bits.push(`${c} ×${n}`);
    nameCell.append(el("div", { class: "mark result" }, `${t("result_on_table")}: ${bits.join(", ")}`));
  }
  row.append(
    nameCell, cell("controller", ...controllerCell), cell("power_toughness", ...(isCreature(perm) ? [pt("power"), "/", pt("toughness")] : [])),
    cell("keywords", ...(printedKeywords.length ? [el("div", { class: "printed" },
      el("span", { class: "sr-only" }, `${t("printed_keywords")}: `), printedKeywords.join(lang() === "ja" ? "、" : ", "))] : []), keywords), cell("damage", numberInput(perm.damage ?? 0, (v) => { if (v) perm.damage = v; else delete perm.damage; changed(); }, 0, `${t("damage")}: ${name}`)),
    cell("counters", counter("+1/+1", "plus_counters"), counter("-1/-1", "minus_counters"), ...(kind ? [counter(kind, "loyalty_defense")] : [])),
    cell("tapped", tapped), cell("zone", zone), cell("attacks", attacks), cell("blocks", blocks), cell("remove", remove));
  dragToBlock(row, perm);
  return row;
}

// Blocks by dragging: a creature that isn't attacking is dragged onto an
// attacker (dropping it again takes the block back), the same as clicking.
function dragToBlock(row, perm) {
  if (isCreature(perm) && !perm.attacking) {
    row.draggable = true;
    row.addEventListener("dragstart", (event) => {
      event.dataTransfer.setData("text/x-blocker", perm.id);
      event.dataTransfer.effectAllowed = "link";
    });
  }
  if (perm.attacking) {
    row.addEventListener("dragover", (event) => {
      if (event.dataTransfer.types.includes("text/x-blocker")) {
        event.preventDefault();
        row.classList.add("drop");
      }
    });
    row.addEventListener("dragleave", () => row.classList.remove("drop"));
    row.addEventListener("drop", (event) => {
      event.preventDefault();
      const blocker = scenario.permanents.find((p) => p.id === event.dataTransfer.getData("text/x-blocker"));
      if (blocker) toggleBlock(blocker, perm.id);
    });
  }
}

function toggleBlock(blocker, attacker) {
  const list = blocking(blocker);
  blocker.blocking = list.includes(attacker) ? list.filter((id) => id !== attacker) : [...list, attacker];
  if (!blocker.blocking.length) delete blocker.blocking;
  changed();
}

// Blocks: click an attacker, then each creature that blocks it (again: unblock).
function clickPermanent(perm) {
  if (perm.attacking) {
    choosing = choosing === perm.id ? null : perm.id;
    render();
    return;
  }
  if (!choosing || !isCreature(perm)) return;
  toggleBlock(perm, choosing);
}

// --- verdicts ------------------------------------------------------------------

function violationList(violations) {
  if (!violations.length) return el("p", { class: "legal" }, t("no_violations"));
  return el("ul", {}, ...violations.map((v) => el("li", {}, ruleSpan(v.rule), " ", v.message)));
}

let verdictRun = 0;
let packageRun = 0;
let damageRun = 0;

async function renderVerdict() {
  const box = $("verdict");
  const run = ++verdictRun; // a later change's answer wins
  try {
    const doc = await api("blocks", scenario);
    if (run !== verdictRun) return;
    boardHook("blocks", doc);
    const reqs = doc.requirements;
    const parts = [
      el("p", { class: doc.legal ? "legal" : "illegal" }, t(doc.legal ? "legal" : "illegal")),
      violationList(doc.violations),
      el("p", {}, t("requirements", { obeyed: reqs.obeyed, maximum: reqs.maximum })),
    ];
    const witness = Object.entries(doc.witness).map(([b, as]) => `${nameOf(b)} → ${as.map(nameOf).join(", ")}`).join("; ");
    if (reqs.maximum > 0 || !doc.legal) {
      const marked = witnessShown !== null;
      const toggle = el("button", { type: "button", "aria-pressed": String(marked), onclick: () => {
        witnessShown = marked ? null : doc.witness;
        render();
        renderVerdict();
      } }, t(marked ? "hide_from_table" : "show_on_table"));
      parts.push(el("p", { id: "witness" }, t("witness", { witness: witness || "-" }), " ", toggle, " ",
        el("button", { type: "button", onclick: () => { witnessShown = null; useBlocks(doc.witness); } }, t("show_witness"))));
    }
    if (doc.cost) parts.push(el("p", {}, t("cost", { cost: doc.cost })));
    box.replaceChildren(...parts);
    restoreFocus();
  } catch (err) {
    if (run === verdictRun) box.replaceChildren(el("p", { class: "error" }, err.message));
  }
}

// The attack declared, judged as `mtgcombat attacks` judges it (POST
// /api/attacks, 508.1): its violations, the 508.1d maximum with an attack
// that obeys it, the cost. A server without that endpoint (404) leaves the
// section hidden.
let attacksShown = true;
let attacksRun = 0;

async function renderAttacks() {
  if (!attacksShown) return;
  const run = ++attacksRun;
  const box = $("attacks-verdict");
  busy(1);
  try {
    const response = await fetch(`/api/attacks?${query()}`, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(scenario),
    });
    if (response.status === 404 || response.status === 405) {
      attacksShown = false;
      return;
    }
    const doc = await response.json();
    if (run !== attacksRun) return;
    $("attacks-box").hidden = false;
    boardHook("attacks", response.ok ? doc : null);
    if (!response.ok) {
      box.replaceChildren(el("p", { class: "error" }, doc.error));
      return;
    }
    const reqs = doc.requirements;
    const parts = [
      el("p", { class: doc.legal ? "legal" : "illegal" }, t(doc.legal ? "legal" : "illegal")),
      violationList(doc.violations),
      el("p", {}, t("attack_requirements", { obeyed: reqs.obeyed, maximum: reqs.maximum })),
    ];
    if (reqs.maximum > 0 || !doc.legal) {
      const witness = Object.entries(doc.witness).map(([a, to]) => `${nameOf(a)} → ${scenario.players[to] ? `${t("player")} ${to}` : nameOf(to)}`).join("; ");
      parts.push(el("p", { id: "attack-witness" }, t("attack_witness", { witness: witness || "-" }), " ",
        el("button", { type: "button", onclick: () => useAttack(doc.witness) }, t("use_attack"))));
    }
    const cost = Object.entries(doc.cost || {}).map(([who, n]) => `${who}: ${n}`).join(", ");
    if (cost) parts.push(el("p", {}, t("attack_cost", { cost })));
    box.replaceChildren(...parts);
    restoreFocus();
  } catch (err) {
    if (run === attacksRun) box.replaceChildren(el("p", { class: "error" }, err.message));
  } finally {
    busy(-1);
  }
}

function useAttack(attack) {
  for (const perm of scenario.permanents) {
    if (attack[perm.id]) {
      perm.attacking = attack[perm.id];
      delete perm.blocking;
    } else {
      delete perm.attacking;
    }
  }
  for (const p of scenario.permanents) if (p.blocking) p.blocking = p.blocking.filter((id) => attack[id]);
  for (const p of scenario.permanents) if (p.blocking && !p.blocking.length) delete p.blocking;
  changed();
}

function setBlocks(blocks) {
  for (const perm of scenario.permanents) {
    if (blocks[perm.id]) perm.blocking = [...blocks[perm.id]];
    else delete perm.blocking;
  }
}

function useBlocks(blocks) {
  setBlocks(blocks);
  changed();
}

// --- damage ------------------------------------------------------------------

const STEPS = [["first-strike", "first_strike_assignments", "first_strike_step"], ["regular", "assignments", "regular_step"]];

// How many legal assignments of each creature the page asks the engine to
// list (their recipients are the creatures and players it may assign to).
const LISTED = 500;

// Whether a creature gets damage controls: more than one legal assignment
// (or none at all), or an assignment on the board that isn't its only one.
function needsControls(entry, given) {
  if (entry.count !== 1) return true;
  if (!given) return false;
  const only = (entry.assignments || [])[0] || {};
  const amounts = (table) => Object.entries(table).filter(([, n]) => n).sort().join(";");
  return amounts(given) !== amounts(only);
}

// Where a creature may assign its combat damage, as the engine lists its
// legal assignments (510.1a-d; 702.19b-c: past its blockers, or past the
// planeswalker it attacks to that one's controller), in the engine's order;
// what the board gives it too. When the list was cut short, the creatures
// and players the board puts in its way are added.
function recipientsOf(perm, entry, given) {
  const out = [];
  const add = (id) => { if (!out.includes(id)) out.push(id); };
  const listed = entry.assignments || [];
  for (const assignment of listed) for (const id of Object.keys(assignment)) add(id);
  for (const id of Object.keys(given || {})) add(id);
  if (entry.count > listed.length || !out.length) {
    if (perm.attacking) {
      for (const p of scenario.permanents) if (blocking(p).includes(perm.id)) add(p.id);
      add(perm.attacking);
      const target = scenario.permanents.find((p) => p.id === perm.attacking);
      if (target && (target.types || []).includes("planeswalker")) add(target.controller);
    } else {
      for (const id of blocking(perm)) add(id);
    }
  }
  return out;
}

// The damage controls: for each combat damage step, the engine lists each
// creature that assigns combat damage in it (510.1, 510.4) with its legal
// assignments; each one with a choice gets a field for each creature or
// player it may assign to, and its count beside it. The whole package is
// checked by /api/check (510.1e).
async function renderDamage() {
  const box = $("damage");
  const run = ++damageRun;
  const counted = [];
  const parts = [];
  try {
    for (const [step, field, title] of STEPS) {
      const listing = await api("assignments", scenario, { step, limit: String(LISTED) });
      if (run !== damageRun) return;
      const section = [];
      for (const entry of listing) {
        counted.push(el("li", { "data-creature": entry.creature, "data-step": step, "data-count": String(entry.count) },
          `${t(title)}: `, t("legal_count", { creature: nameOf(entry.creature), n: entry.count })));
        const perm = scenario.permanents.find((p) => p.id === entry.creature);
        const given = (scenario[field] || {})[entry.creature];
        if (!perm || !needsControls(entry, given)) continue;
        section.push(damageRow(field, perm, recipientsOf(perm, entry, given), entry.count));
      }
      if (section.length) parts.push(el("h4", {}, t(title)), ...section);
    }
  } catch (err) {
    if (run === damageRun) {
      box.replaceChildren(el("p", { class: "error" }, err.message));
      $("counts").replaceChildren();
    }
    return;
  }
  if (run !== damageRun) return;
  box.replaceChildren(...(parts.length ? parts : [el("p", {}, t("no_damage_controls"))]));
  $("counts").replaceChildren(...counted);
  restoreFocus();
}

function damageRow(field, perm, recipients, count) {
  const row = el("fieldset", { class: "bar damage-row", "data-creature": perm.id, "data-field": field },
    el("legend", {}, t("legal_count", { creature: label(perm), n: count })));
  const given = (scenario[field] || {})[perm.id] || {};
  for (const r of recipients) {
    const name = scenario.players[r] ? `${t("player")} ${r}` : nameOf(r);
    const input = numberInput(given[r] ?? 0, (v) => {
      const table = (scenario[field] = scenario[field] || {});
      const entry = (table[perm.id] = table[perm.id] || {});
      if (v) entry[r] = v; else delete entry[r];
      if (!Object.keys(entry).length) delete table[perm.id];
      if (!Object.keys(table).length) delete scenario[field];
      changed();
    }, 0, `${label(perm)} → ${name}`);
    input.dataset.to = r;
    row.append(el("label", {}, `→ ${name} `, input));
  }
  return row;
}

async function renderPackage() {
  const box = $("package");
  const run = ++packageRun;
  if (!(scenario.assignments || scenario.first_strike_assignments)) {
    box.replaceChildren();
    return;
  }
  let parts;
  try {
    const doc = await api("check", scenario);
    parts = [el("p", { class: doc.legal ? "legal" : "illegal" }, t(doc.legal ? "legal" : "illegal")), violationList(doc.violations)];
  } catch (err) {
    parts = [el("p", { class: "error" }, err.message)];
  }
  if (run === packageRun) {
    box.replaceChildren(...parts);
    restoreFocus();
  }
}

// Under 2023: each damage assignment order (509.2), set by dragging a
// creature to its place, or from the keyboard (Alt+Up / Alt+Down on a
// focused creature, or its arrow buttons); and the places a creature
// entering the battlefield blocking could join it (509.6-509.7), from
// the orders endpoint.
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
      items.push(orderList(creature, order, doc.insert_positions[creature] ?? 0));
    }
    box.replaceChildren(...(items.length ? [el("p", { class: "help" }, t("orders_help")), ...items] : [el("p", {}, t("no_orders"))]));
    restoreFocus();
  } catch (err) {
    if (run === ordersRun) box.replaceChildren(el("p", { class: "error" }, err.message));
  }
}

function orderList(creature, order, places) {
  const setOrder = (next) => {
    scenario.orders = { ...(scenario.orders || {}), [creature]: next };
    changed();
  };
  const move = (from, to) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    setOrder(next);
  };
  const owner = label(scenario.permanents.find((p) => p.id === creature) || { id: creature });
  // 509.7: a creature entering blocking joins the order anywhere the
  // attacking player chooses; each place is marked between the creatures.
  const showPlaces = places === order.length + 1;
  const place = (n) => el("li", { class: "place", "aria-label": `${t("insert_here")} (${n})` }, `⤷ ${t("insert_here")} (${n})`);
  const list = el("ol", { class: "order", "aria-label": `${t("orders")}: ${owner}`, "data-creature": creature });
  order.forEach((id, i) => {
    if (showPlaces) list.append(place(i + 1));
    const item = el("li", { class: "ordered", tabindex: "0", draggable: "true", "data-id": id, "data-focus": `order:${creature}:${id}`, "aria-label": `${i + 1}. ${nameOf(id)}` },
      el("span", { class: "grip", "aria-hidden": "true" }, "⠿ "), `${i + 1}. ${nameOf(id)} `,
      el("button", { type: "button", "aria-label": `${t("move_up")}: ${nameOf(id)}`, disabled: i === 0, onclick: () => move(i, i - 1) }, "↑"),
      el("button", { type: "button", "aria-label": `${t("move_down")}: ${nameOf(id)}`, disabled: i === order.length - 1, onclick: () => move(i, i + 1) }, "↓"));
    item.addEventListener("keydown", (event) => {
      if (!event.altKey || event.target !== item) return;
      if (event.key === "ArrowUp") { event.preventDefault(); move(i, i - 1); }
      if (event.key === "ArrowDown") { event.preventDefault(); move(i, i + 1); }
    });
    item.addEventListener("dragstart", (event) => {
      event.dataTransfer.setData("text/x-order", `${creature} ${i}`);
      event.dataTransfer.effectAllowed = "move";
    });
    item.addEventListener("dragover", (event) => {
      if (event.dataTransfer.types.includes("text/x-order")) { event.preventDefault(); item.classList.add("drop"); }
    });
    item.addEventListener("dragleave", () => item.classList.remove("drop"));
    item.addEventListener("drop", (event) => {
      event.preventDefault();
      const [from, index] = event.dataTransfer.getData("text/x-order").split(" ");
      if (from === creature) move(Number(index), i);
    });
    list.append(item);
  });
  if (showPlaces) list.append(place(order.length + 1));
  return el("div", { class: "order-box" }, el("strong", {}, owner), " ", ruleSpan("509.2"), list,
    el("p", {}, t("insert_positions", { n: places }), " ", ruleSpan("509.7")));
}

// The packages the engine played, as the resolve document (and the
// solver's outcome) gives them: `assignments` for the regular step and
// `first_strike_assignments` when there was a first-strike step (510.4),
// each shaped like the scenario's table of the same name. They are what
// was assigned (510.1), damage later prevented or replaced included.
function usePackages(doc) {
  delete scenario.first_strike_assignments;
  delete scenario.assignments;
  for (const field of ["first_strike_assignments", "assignments"]) {
    const table = doc[field];
    if (table && Object.keys(table).length) scenario[field] = structuredClone(table);
  }
}

// Under 2023, the damage assignment orders the solver chose (509.2, 509.3),
// beside those already declared: its packages follow them.
function useOrders(orders) {
  if (orders && Object.keys(orders).length) scenario.orders = { ...(scenario.orders || {}), ...structuredClone(orders) };
}

function solverLimit() {
  return String(Math.min(10, Math.max(0.1, Number($("time-limit").value) || 5)));
}

function withoutAssignments() {
  const board = structuredClone(scenario);
  delete board.assignments;
  delete board.first_strike_assignments;
  return board;
}

async function fillDefault() {
  try {
    const doc = await api("resolve", withoutAssignments(), { auto: "true" });
    if (doc.legal === false) {
      status(doc.violations.map((v) => `${v.rule} ${v.message}`).join("; "), true);
      return;
    }
    usePackages(doc);
    changed();
  } catch (err) {
    status(err.message, true);
  }
}

// The attacking player's best orders and packages for the blocks on the
// board (solve --for attacker): the solver's orders and its choice for
// the attacker's creatures, over the packages its outcome played (which
// hold the defending player's answers, 510.1d).
async function bestForAttacker() {
  const doc = await api("solve", withoutAssignments(), { for: "attacker", time_limit: solverLimit() });
  useOrders(doc.orders);
  usePackages(doc.outcome);
  for (const [field, table] of [["assignments", doc.choice], ["first_strike_assignments", doc.first_strike_assignments]]) {
    if (!table || !Object.keys(table).length) continue;
    scenario[field] = { ...(scenario[field] || {}), ...structuredClone(table) };
  }
  return doc;
}

// The defending player's best blocks (solve --for defender) with its own
// orders (509.3); then the attacking player's best answer to them, as the
// solver assumed, with the orders that answer needs under 2023 (509.2).
async function bestForDefender() {
  const board = withoutAssignments();
  for (const p of board.permanents) delete p.blocking;
  delete board.orders;
  const doc = await api("solve", board, { for: "defender", time_limit: solverLimit() });
  setBlocks(doc.choice);
  delete scenario.orders;
  useOrders(doc.orders);
  tidyOrders();
  await bestForAttacker();
  return doc;
}

async function fillBest(side) {
  say("working");
  const before = JSON.stringify(scenario);
  try {
    const doc = await (side === "defender" ? bestForDefender() : bestForAttacker());
    changed();
    say("solver_value", { value: doc.value });
  } catch (err) {
    status(err.message, true);
    if (JSON.stringify(scenario) !== before) changed(); // the blocks were chosen, the answer failed
  }
}

// --- resolve -------------------------------------------------------------------

// The log, step by step (each step's line starts a group), each event with
// its rule; the result below it and on the table.
let resolved = null; // {board, stale}: the board last resolved, and whether the table has changed since
let resolveRun = 0;

async function resolve() {
  resolved = { board: structuredClone(scenario), stale: false };
  await showResolved();
}

// The log of the board last resolved, in the page's language; below it the
// result (and the result on the table) while that board is still the one
// on the table, else the note that it is stale.
async function showResolved() {
  const log = $("log");
  const result = $("result");
  const run = ++resolveRun;
  const { board, stale } = resolved;
  try {
    const [lines, doc] = await Promise.all([api("resolve/log", board, { auto: "true" }), stale ? null : api("resolve", board, { auto: "true" })]);
    if (run !== resolveRun || !resolved || resolved.board !== board) return; // a later resolve, or another board
    log.replaceChildren(...lines.log.map((line) => el("li", { class: line.kind === "step" ? "step" : "", "data-rule": line.rule, "data-kind": line.kind || "violation" }, ruleSpan(line.rule), " ", line.text)));
    if (resolved.stale) {
      result.replaceChildren(el("p", { class: "stale" }, t("stale")));
      return;
    }
    if (!lines.legal) {
      outcome = null;
      result.replaceChildren(el("p", { class: "illegal" }, t("nothing_dealt")));
      return;
    }
    const players = Object.entries(doc.players).map(([id, p]) =>
      el("li", { "data-player": id, class: p.lost ? "lost" : "" }, playerResult(id, p)));
    // Two-Headed Giant (810.4, 810.10): each team's shared life and poison counters
    players.push(...Object.entries(doc.teams ?? {}).map(([id, team]) =>
      el("li", { "data-team": id, class: team.lost ? "lost" : "" }, `${t("team")} ${id}: ${t("life")} ${team.life}, ${t("poison")} ${team.poison}`, team.lost ? ` — ${t("lost")}` : "")));
    const perms = Object.entries(doc.permanents).map(([id, p]) => {
      const bits = [t("result_permanent", { name: nameOf(id), zone: zoneName(p.zone), damage: p.damage })];
      for (const [c, n] of Object.entries(p.counters || {})) if (n) bits.push(`${c} ×${n}`);
      return el("li", { "data-perm": id, "data-zone": p.zone, class: p.zone === "battlefield" ? "" : "dead" }, bits.join(", "));
    });
    result.replaceChildren(el("ul", {}, ...players), el("ul", {}, ...perms));
    outcome = doc;
    renderPlayers();
    renderTable();
    restoreFocus();
    showPicture(scenario, { lang: lang(), after: "true" });
  } catch (err) {
    if (run !== resolveRun) return;
    outcome = null;
    log.replaceChildren();
    result.replaceChildren(el("p", { class: "error" }, err.message));
  }
}

// A player after combat damage, as the resolve document says: life and
// poison with their changes (119.3, 120.3), whether they lost (104.3,
// 704.5a-c) and, in a Commander game (903.10a), the combat damage each
// commander has dealt them.
function playerResult(id, after) {
  const before = scenario.players[id] || {};
  const change = (was, now) => (was === now ? now : `${was} → ${now}`);
  const life = change(before.life ?? 20, after.life);
  const poison = change(before.poison ?? 0, after.poison);
  return [t("result_player", { player: id, life, poison }), after.lost ? ` — ${t("lost")}` : "",
    ...Object.entries(after.commander_damage ?? {}).map(([c, n]) => ` — ${t("commander_damage")} ${nameOf(c)}: ${n}`)].join("");
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
  if (!card) return say("card_not_found", { name: typed }, true);
  cards.set(card.name, card);
  const perm = { id: freshId(card.name), name: card.name, card: card.name, controller: $("card-controller").value };
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
        if (doc.error) item.append(el("div", { class: "error" }, doc.message || doc.error));
        items.push(item);
      } catch (err) {
        items.push(el("li", { class: "error" }, err.message));
      }
    }
    out.replaceChildren(...items);
  }, 250);
}

// The custom form's fields follow its type: power and toughness for a
// creature, loyalty for a planeswalker, defense and a protector for a
// battle (310.8); an artifact, enchantment or land has only its keywords
// and sentences (an anthem's "Creatures you control get +1/+1.", 611.3a).
function customTypes() {
  return ($("custom-type").value || "creature").split(" ");
}

function customFormFollowsType() {
  const types = customTypes();
  const creature = types.includes("creature");
  $("custom-power").disabled = !creature;
  $("custom-toughness").disabled = !(creature || types.includes("planeswalker") || types.includes("battle"));
  $("custom-protector-box").hidden = !types.includes("battle");
}

function addCustom(event) {
  event.preventDefault();
  const name = $("custom-name").value.trim();
  const types = customTypes();
  const perm = { id: freshId(name), name, controller: $("custom-controller").value };
  if (types.join(" ") !== "creature") perm.types = types;
  const number = (id) => Number($(id).value);
  if (types.includes("creature")) {
    perm.power = number("custom-power");
    perm.toughness = number("custom-toughness");
  } else if (types.includes("planeswalker")) {
    perm.counters = { loyalty: number("custom-toughness") };
  } else if (types.includes("battle")) {
    perm.counters = { defense: number("custom-toughness") };
    const protector = $("custom-protector").value;
    if (protector) perm.protector = protector;
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

// A board from a link's fragment; a fragment that holds none is said so
// in the page's language.
function decode(text) {
  try {
    const raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(raw, (c) => c.charCodeAt(0))));
  } catch {
    throw said("bad_link");
  }
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
  try {
    const text = await file.text();
    const doc = file.name.endsWith(".json") ? JSON.parse(text) : await api("scenario/from-toml", text, {}, "application/toml");
    await load(doc);
    status(file.name, false, () => file.name);
  } catch (err) {
    status(`${file.name}: ${err.message}`, true);
  } finally {
    $("import").value = "";
  }
}

// --- putting it together ----------------------------------------------------------

// What the page needs of a document before it draws it; the engine says
// the rest (the verdicts show its messages). A document that fails this is
// refused and the board stays as it was.
function shapeProblem(doc) {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return "{}";
  if (!doc.players || typeof doc.players !== "object" || Array.isArray(doc.players)) return "players";
  if (doc.permanents !== undefined && !Array.isArray(doc.permanents)) return "permanents";
  for (const p of doc.permanents || []) if (!p || typeof p !== "object" || typeof p.id !== "string") return "permanents.id";
  return null;
}

async function load(doc) {
  const problem = shapeProblem(doc);
  if (problem) throw said("not_a_scenario", { why: problem });
  // The names first: the board's cards are looked up in the catalog (their
  // Japanese names, printed keywords and text) before any section that
  // shows a name is drawn, so none is drawn with a name that changes later.
  await lookUpCards(doc.permanents || []);
  scenario = doc;
  scenario.permanents = scenario.permanents || [];
  scenario.rules = scenario.rules || "current";
  if (!scenario.active_player) scenario.active_player = Object.keys(scenario.players)[0];
  choosing = null;
  resolved = null; // a new board: the last one's log and result go
  outcome = null;
  $("log").replaceChildren();
  $("result").replaceChildren();
  $("hint").hidden = true;
  changed();
}

// The catalog entries of these permanents' cards, all asked at once; each
// card is kept under its English name (`cardInfo` finds it by either name).
async function lookUpCards(perms) {
  const names = [...new Set(perms.map((p) => p && p.card).filter((n) => typeof n === "string" && n && !cardInfo(n)))];
  const found = await Promise.all(names.map((q) => api("cards", undefined, { q, limit: "100" }).catch(() => [])));
  names.forEach((name, i) => {
    for (const card of found[i]) if (card.name === name || card.name_ja === name) cards.set(card.name, card);
  });
}

// Keyboard focus survives a redraw: the focused control is found again by
// its place (row and column, or its label) in the new page.
let lastFocus = null;

function focusKey(node) {
  if (!node || node === document.body || !node.closest) return null;
  if (node.dataset && node.dataset.focus) return node.dataset.focus;
  const row = node.closest("[data-id]");
  const cellIndex = node.closest("td") ? node.closest("td").cellIndex : "";
  return [row ? row.dataset.id : "", cellIndex, node.tagName, node.id || node.getAttribute("aria-label") || node.textContent].join("|");
}

function restoreFocus() {
  if (!lastFocus || (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected)) return;
  for (const node of document.querySelectorAll("button, input, select, textarea, [tabindex]")) {
    if (focusKey(node) === lastFocus) {
      node.focus();
      return;
    }
  }
}

function render() {
  translatePage();
  $("rules").replaceChildren(...["2023", "current"].map((r) => el("option", { value: r }, ruleSetName(r))));
  $("rules").value = scenario.rules || "current";
  renderPlayers();
  renderTable();
  restoreFocus();
  boardHook("render");
}

// A damage assignment order (509.2) names exactly the creatures blocking
// (or blocked by) its creature: after a block changes, the ones gone leave
// it and the new ones join at the end; an order of fewer than two goes.
function tidyOrders() {
  if (!scenario.orders) return;
  for (const [creature, order] of Object.entries(scenario.orders)) {
    const perm = scenario.permanents.find((p) => p.id === creature);
    const now = !perm ? [] : perm.attacking
      ? scenario.permanents.filter((p) => blocking(p).includes(creature)).map((p) => p.id)
      : blocking(perm);
    const kept = order.filter((id) => now.includes(id));
    const next = [...kept, ...now.filter((id) => !kept.includes(id))];
    if (next.length < 2) delete scenario.orders[creature];
    else scenario.orders[creature] = next;
  }
  if (!Object.keys(scenario.orders).length) delete scenario.orders;
}

let checkTimer = 0;
let checkWaiting = false;

// The board changed: redraw it, put it in the URL, and ask the engine
// again (after a short pause, so typing does not send a request per key).
function changed() {
  tidyOrders();
  witnessShown = null;
  outcome = null;
  if (resolved && !resolved.stale) {
    resolved.stale = true;
    $("result").replaceChildren(el("p", { class: "stale" }, t("stale")));
  }
  render();
  rememberInUrl();
  clearTimeout(checkTimer);
  if (!checkWaiting) { checkWaiting = true; busy(1); }
  checkTimer = setTimeout(() => {
    checkWaiting = false;
    busy(-1);
    refresh();
  }, 150);
}

function rememberInUrl() {
  history.replaceState(null, "", `${location.pathname}?lang=${lang()}#s=${encode(scenario)}`);
}

// Every section drawn from the engine's answers, asked again (in the
// page's language): the verdicts, the damage controls and counts, the
// orders and the picture.
function refresh() {
  renderVerdict();
  renderDamage();
  renderPackage();
  renderOrders();
  renderAttacks();
  showPicture(scenario, { lang: lang(), ...(outcome ? { after: "true" } : {}) });
}

// The language switch: every phrase, name, verdict, event and note on the
// page again in the new language, the board kept as it is (a stale result
// stays stale: its log is asked again for the board that was resolved).
async function switchLanguage(next) {
  setLanguage(next);
  render();
  rememberInUrl();
  refresh();
  if (resolved) showResolved();
  if ($("custom-abilities").value.trim()) parseAsTyped();
  if ($("card-name").value.trim()) autocomplete();
  const again = statusAgain;
  status("");
  await loadExamples().catch(fail); // the titles, which the status line may name
  if (again && lang() === next) status(again.again(), again.isError, again.again);
}

let exampleList = [];

async function loadExamples() {
  const list = await api("examples");
  exampleList = list;
  const keep = $("example").value;
  $("example").replaceChildren(...list.map((e) => el("option", { value: e.name, title: e.description }, e.title || e.name)));
  if (keep) $("example").value = keep;
  describeExample();
}

// The chosen example's description, in the page's language, under the menu.
function describeExample() {
  const option = $("example").selectedOptions[0];
  $("example-about").textContent = option ? option.title : "";
}

function exampleTitle(name) {
  const found = exampleList.find((e) => e.name === name);
  return found && found.title ? found.title : name;
}

// Open a shipped example or puzzle; false (and the reason in the status
// line, in the page's language when the name is unknown) if it can't be.
async function openExample(name) {
  try {
    await load(await api(`examples/${name.split("/").map(encodeURIComponent).join("/")}`));
    $("example").value = name;
    describeExample();
    status(exampleTitle(name), false, () => exampleTitle(name));
    return true;
  } catch (err) {
    if (err.status === 404) say("example_not_found", { name }, true);
    else fail(err);
    return false;
  }
}

// What a first visit (no board and no example in the address) opens.
const STARTER = "510_1c_ex1_vastwood_gorger";

async function start() {
  busy(1);
  window.addEventListener("error", (event) => status(event.message, true));
  window.addEventListener("unhandledrejection", (event) => status(String(event.reason && event.reason.message || event.reason), true));
  document.addEventListener("focusin", (event) => { lastFocus = focusKey(event.target); });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && choosing) { choosing = null; render(); }
  });
  // Whatever fails while starting is said in the status line and the page
  // still gets a board to work on (an empty one at worst).
  const params = new URLSearchParams(location.search);
  let problem = null;
  try { await loadStrings(); } catch (err) { problem = problem || err.message; }
  setLanguage(params.get("lang") || ((navigator.language || "").startsWith("ja") ? "ja" : "en"));
  $("lang").value = lang();
  try { await loadExamples(); } catch (err) { problem = problem || err.message; }
  $("lang").addEventListener("change", () => switchLanguage($("lang").value));
  $("rules").addEventListener("change", () => { scenario.rules = $("rules").value; changed(); });
  $("active").addEventListener("change", () => { scenario.active_player = $("active").value; changed(); });
  $("open-example").addEventListener("click", () => openExample($("example").value));
  $("example").addEventListener("change", describeExample);
  // a new board keeps the rule set chosen
  $("new-board").addEventListener("click", () => load({ ...emptyScenario(), rules: scenario.rules || "current" }).catch(fail));
  $("add-player").addEventListener("click", () => {
    let id = "A";
    for (let i = 0; scenario.players[id]; i++) id = String.fromCharCode(65 + i);
    scenario.players[id] = { life: 20 };
    changed();
  });
  $("clear-blocks").addEventListener("click", () => useBlocks({}));
  $("card-name").addEventListener("input", autocomplete);
  $("add-card-form").addEventListener("submit", addCard);
  $("custom-abilities").addEventListener("input", parseAsTyped);
  $("custom-name").addEventListener("input", parseAsTyped);
  $("add-custom-form").addEventListener("submit", addCustom);
  $("custom-type").addEventListener("change", customFormFollowsType);
  customFormFollowsType();
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
    const url = shareUrl();
    $("share-url").value = url;
    $("share-box").hidden = false;
    $("share-url").select();
    try { await navigator.clipboard.writeText(url); say("copied"); } catch { say("share_url"); }
  });
  const example = params.get("example");
  const hash = new URLSearchParams(location.hash.slice(1)).get("s");
  try {
    if (hash) await load(decode(hash));
    else if (example !== null) { if (!(await openExample(example))) await load(emptyScenario()); }
    else if (await openExample(STARTER)) $("hint").hidden = false; // the first visit: a small example, and what to try
    else await load(emptyScenario());
  } catch (err) {
    await load(emptyScenario());
    fail(err);
  }
  if (problem) status(problem, true);
  // A link to another board pasted into this tab: only the fragment changes.
  window.addEventListener("hashchange", () => {
    const next = new URLSearchParams(location.hash.slice(1)).get("s");
    if (!next || next === encode(scenario)) return;
    try { load(decode(next)).catch(fail); } catch (err) { fail(err); }
  });
  const rules = params.get("rules");
  if (rules === "2023" || rules === "current") { scenario.rules = rules; changed(); }
  document.body.dataset.ready = "1";
  busy(-1);
}

// --- the battlefield's hook (issue 37) ---------------------------------------------
// static/battlefield.js draws the board from this: the scenario (edited in
// place, then changed()), the names, the requests (counted in
// body[data-pending]) and the verdicts as they arrive.
const boardListeners = new Set();
function boardHook(kind, doc) {
  for (const listener of boardListeners) listener(kind, doc);
}
window.mtgBoard = {
  get scenario() { return scenario; },
  changed: () => changed(),
  onChange: (listener) => boardListeners.add(listener),
  api, lang, t, label, nameOf, cardInfo, ruleSpan, zoneName, opponents, attackTargets, isCreature,
};

start().catch((err) => {
  status(err.message, true);
  document.body.dataset.ready = "1";
  busy(-1);
});
