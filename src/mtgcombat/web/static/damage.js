// The damage section: how combat damage is assigned (510.1). For each
// combat damage step (510.4 first-strike, then regular), each creature that
// assigns combat damage with its number of legal assignments, and fields
// for the ones with a choice; the whole package checked as one (510.1e,
// POST /api/check); under 2023 the damage assignment orders (509.2) and
// where a creature entering the battlefield blocking could join one
// (509.6-509.7); and the buttons that fill the assignments in: "Default"
// (`mtgcombat resolve --auto`, 510.1a-c) and the solver's best play for
// either player (`mtgcombat solve --for attacker|defender`).
import { api } from "./api.js";
import { blocking, changed, label, nameOf, scenario, setBlocks, tidyOrders } from "./board.js";
import { $, el, numberInput, restoreFocus } from "./dom.js";
import { ruleSpan, violationList } from "./explain.js";
import { t } from "./i18n.js";
import { say, status } from "./status.js";

let damageRun = 0;
let packageRun = 0;

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
export async function renderDamage() {
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

export async function renderPackage() {
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

// --- the orders (509.2) ----------------------------------------------------------

// Under 2023, the damage assignment orders of the blocks on the board (POST
// /api/orders). Each order is set by dragging a creature to its place, or
// from the keyboard (Alt+Up / Alt+Down on a focused creature, or its arrow
// buttons).
let ordersRun = 0;

export async function renderOrders() {
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

// --- default and best ------------------------------------------------------------

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

export async function fillDefault() {
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

export async function fillBest(side) {
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
