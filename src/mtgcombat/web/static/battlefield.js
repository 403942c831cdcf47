// The battlefield (issue 37): the page's main view. Each player's area
// with life, poison and commander damage (119, 122.1f, 903.10a); each
// permanent a card tile (name in the page's language, type line, power and
// toughness with what changes them, keywords, damage marked, counters,
// tapped); arrows for attacks and blocks. Attacks (508.1) and blocks
// (509.1) are declared by clicking or dragging, or from the keyboard; the
// verdicts the page already asks for mark the tiles they name, with the
// rule and its message. The combat is played step by step with steps.js.
// It works on the page's board (board.js): edits go to the scenario, then
// changed() redraws the page and asks the engine; the page tells it when it
// is drawn again and when a verdict arrives (onBoard).
import {
  attackTargets, blocking, cardInfo, changed, isCreature, label, nameOf, onBoard, scenario, stopAttacking, toggleBlock,
} from "./board.js";
import { el } from "./dom.js";
import { lang, t, zoneName } from "./i18n.js";
import { Stepper, stepName } from "./steps.js";

const SCRYFALL = "https://api.scryfall.com/cards/named";

let section = null;
let picked = null; // the permanent picked (its attack or block to be declared)
let dragging = null; // the permanent being dragged
let verdicts = { blocks: null, attacks: null };
let images = false;
const stepper = new Stepper(() => draw());

const find = (id) => scenario.permanents.find((p) => p.id === id);
const isPlayer = (id) => Object.prototype.hasOwnProperty.call(scenario.players, id);
const onBattlefield = (perm) => (perm.zone || "battlefield") === "battlefield";
const attackerSide = (perm) => perm.controller === scenario.active_player;
const sep = () => (lang() === "ja" ? "、" : ", ");
const targetName = (id) => (isPlayer(id) ? `${t("player")} ${id}` : nameOf(id));

// --- declaring attacks and blocks ------------------------------------------------

function pickable(perm) {
  return perm && onBattlefield(perm) && isCreature(perm);
}

// What picking `from` then `to` declares: an attack (508.1b: an opponent,
// a planeswalker or a battle it may attack; the same target again takes the
// attack back), or a block (509.1a: a defending creature and an attacker,
// in either order; again takes it back). Null: nothing.
function declaration(from, to) {
  if (!from || from.id === to) return null;
  if (attackerSide(from) && attackTargets(from).includes(to)) {
    return () => {
      if (from.attacking === to) stopAttacking(from);
      else {
        from.attacking = to;
        delete from.blocking;
      }
    };
  }
  const other = find(to);
  if (!other || !onBattlefield(other) || !isCreature(other)) return null;
  if (from.attacking && !attackerSide(other)) return () => toggleBlock(other, from.id);
  if (other.attacking && !attackerSide(from)) return () => toggleBlock(from, other.id);
  return null;
}

function activate(id) {
  if (stepper.at !== null) stepper.show(null);
  const from = picked && find(picked);
  const act = declaration(from, id);
  if (act) {
    picked = null;
    act();
    changed();
    return;
  }
  const perm = find(id);
  picked = picked === id || !pickable(perm) ? null : id;
  draw();
}

function interactive(node, id) {
  node.tabIndex = 0;
  node.setAttribute("role", "button");
  node.dataset.focus = `bf:${id}`;
  node.addEventListener("click", (event) => {
    if (event.target.closest(".bf-rule, .bf-why")) return;
    activate(id);
  });
  node.addEventListener("keydown", (event) => {
    if (event.target !== node) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      activate(id);
    } else if (event.key === "Escape" && picked) {
      picked = null;
      draw();
    } else if (["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"].includes(event.key)) {
      event.preventDefault();
      const all = [...section.querySelectorAll("#bf-field [data-focus]")];
      const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : -1;
      all[(all.indexOf(node) + step + all.length) % all.length].focus();
    }
  });
  node.addEventListener("dragover", (event) => {
    if (dragging && declaration(find(dragging), id)) {
      event.preventDefault();
      node.classList.add("drop");
    }
  });
  node.addEventListener("dragleave", () => node.classList.remove("drop"));
  node.addEventListener("drop", (event) => {
    event.preventDefault();
    node.classList.remove("drop");
    const from = dragging;
    dragging = null;
    if (!from) return;
    picked = from;
    activate(id);
  });
}

// --- the tiles ---------------------------------------------------------------------

function cardOf(perm) {
  return perm.card ? cardInfo(perm.card) : null;
}

function typeLine(perm) {
  const card = cardOf(perm);
  const types = perm.types || (card && card.types) || ["creature"];
  return types.map((type) => t(type)).join(lang() === "ja" ? "・" : " ");
}

function keywordsOf(perm) {
  const card = cardOf(perm);
  const printed = card ? (lang() === "ja" ? card.keywords_ja : card.keywords) || [] : [];
  const own = perm.keywords || [];
  return [...printed, ...own.filter((k) => !printed.includes(k))];
}

function signed(n) {
  return n >= 0 ? `+${n}` : String(n);
}

// Power and toughness now, with what makes them: the printed (or given)
// values, the +1/+1 and -1/-1 counters (613.4c), the effects in force
// (613.4, from the engine's start state).
function powerToughness(perm, state) {
  const card = cardOf(perm);
  const base = (field) => Number(perm[field] ?? (card ? card[field] : 0) ?? 0) || 0;
  const counters = (state && state.counters) || perm.counters || {};
  const plus = counters["+1/+1"] || 0;
  const minus = counters["-1/-1"] || 0;
  const start = stepper.start();
  const engine = state || (start && start.permanents[perm.id]);
  const power = engine ? engine.power : base("power") + plus - minus;
  const toughness = engine ? engine.toughness : base("toughness") + plus - minus;
  const effects = [power - base("power") - plus + minus, toughness - base("toughness") - plus + minus];
  const parts = t("bf_pt_parts", {
    base: `${base("power")}/${base("toughness")}`,
    counters: `${signed(plus - minus)}/${signed(plus - minus)}`,
    effects: `${signed(effects[0])}/${signed(effects[1])}`,
  });
  const differs = plus || minus || effects[0] || effects[1];
  return { text: `${power}/${toughness}`, parts, changed: differs, up: power + toughness > base("power") + base("toughness") };
}

// The verdicts' violations naming a permanent (the blocks verdict, 509.1;
// the attack verdict, 508.1), on the board as declared only.
function violationsOf(id) {
  if (stepper.at !== null) return [];
  const out = [];
  for (const doc of [verdicts.attacks, verdicts.blocks]) {
    for (const v of (doc && doc.violations) || []) if ((v.objects || []).includes(id)) out.push(v);
  }
  return out;
}

function counterBadges(counters) {
  return Object.entries(counters || {}).filter(([, n]) => n).map(([kind, n]) => el("span", { class: "bf-counter", "data-counter": kind }, `${kind} ×${n}`));
}

function tile(perm, view) {
  const state = view ? view.state.permanents[perm.id] : null;
  const before = view ? view.before.permanents[perm.id] : null;
  const zone = state ? state.zone : perm.zone || "battlefield";
  const name = label(perm);
  const present = zone === "battlefield"; // one that has left is in no combat (506.4)
  const attacking = !present ? null : state ? state.attacking : perm.attacking;
  const blocks = !present ? [] : state ? state.blocking : blocking(perm);
  const tapped = state ? state.tapped : Boolean(perm.tapped);
  const damage = state ? state.damage : perm.damage || 0;
  const types = perm.types || (cardOf(perm) && cardOf(perm).types) || ["creature"];
  const node = el("div", { class: "bf-tile", "data-id": perm.id, "data-zone": zone });
  const card = el("div", { class: "bf-card" });
  node.append(card);
  if (images && perm.card) {
    const image = el("img", { class: "bf-art", alt: "", loading: "lazy", referrerpolicy: "no-referrer",
      src: `${SCRYFALL}?${new URLSearchParams({ format: "image", version: "art_crop", exact: perm.card })}` });
    image.addEventListener("error", () => image.classList.add("failed")); // offline: the tile without it
    card.append(image);
  }
  card.append(el("div", { class: "bf-name" }, name), el("div", { class: "bf-type" }, typeLine(perm)));
  const words = keywordsOf(perm);
  if (words.length) card.append(el("div", { class: "bf-keywords" }, ...words.map((w) => el("span", { class: "bf-kw" }, w))));
  const counters = state ? Object.fromEntries(Object.entries(state.counters).filter(([k]) => k === "+1/+1" || k === "-1/-1" || (k === "loyalty" && types.includes("planeswalker")) || (k === "defense" && types.includes("battle")))) : perm.counters;
  const badges = counterBadges(counters);
  if (badges.length) card.append(el("div", { class: "bf-counters" }, ...badges));
  const stats = el("div", { class: "bf-stats" });
  const said = [name, typeLine(perm)];
  if (isCreature(perm)) {
    const pt = powerToughness(perm, state);
    stats.append(el("span", { class: `bf-pt${pt.changed ? (pt.up ? " up" : " down") : ""}`, title: pt.parts, "data-pt": pt.text }, pt.text));
    if (pt.changed) card.append(el("div", { class: "bf-pt-parts" }, pt.parts));
    said.push(pt.text, pt.changed ? pt.parts : "");
  }
  if (damage) {
    stats.append(el("span", { class: "bf-damage", "data-damage": String(damage) }, `✹ ${damage}`));
    said.push(t("bf_damage_marked", { n: damage }));
  }
  card.append(stats);
  said.push(`${t("controller")} ${perm.controller}`);
  if (badges.length) said.push(badges.map((b) => b.textContent).join(sep()));
  if (tapped) {
    node.classList.add("tapped");
    said.push(t("tapped"));
  }
  if (attacking) {
    node.classList.add("attacking");
    said.push(t("bf_attacking", { target: targetName(attacking) }));
  }
  if (blocks.length) {
    node.classList.add("blocking");
    said.push(t("bf_blocking", { names: blocks.map(nameOf).join(sep()) }));
  }
  if (zone !== "battlefield") {
    node.classList.add(before && before.zone === "battlefield" ? "dying" : "gone");
    said.push(t("bf_gone"), zoneName(zone));
  }
  const wrong = violationsOf(perm.id);
  let marks = null;
  if (wrong.length) {
    node.classList.add("illegal");
    marks = el("div", { class: "bf-marks" });
    for (const v of wrong) {
      const text = t("bf_illegal_mark", { rule: v.rule, message: v.message });
      const mark = el("button", { type: "button", class: "bf-rule", "data-rule": v.rule, title: text, "aria-expanded": "false" }, `⚠ ${v.rule}`);
      mark.addEventListener("click", (event) => {
        event.stopPropagation();
        const open = mark.nextElementSibling && mark.nextElementSibling.classList.contains("bf-why");
        if (open) mark.nextElementSibling.remove();
        else mark.after(el("div", { class: "bf-why", role: "note" }, text));
        mark.setAttribute("aria-expanded", String(!open));
      });
      marks.append(mark);
      said.push(text);
    }
    // (beside the tile, not in it: a button inside a button is no button)
  }
  if (stepper.at === null && onBattlefield(perm)) {
    interactive(node, perm.id);
    if (pickable(perm)) {
      node.draggable = true;
      node.addEventListener("dragstart", (event) => {
        dragging = perm.id;
        event.dataTransfer.setData("text/x-bf-permanent", perm.id);
        event.dataTransfer.effectAllowed = "link";
      });
      node.addEventListener("dragend", () => { dragging = null; });
    }
    node.setAttribute("aria-pressed", String(picked === perm.id));
    if (picked === perm.id) node.classList.add("picked");
    const from = picked && find(picked);
    if (from && declaration(from, perm.id)) {
      node.classList.add("target");
      said.push(t("bf_target_hint"));
    } else if (pickable(perm) && picked !== perm.id) {
      said.push(t("bf_pick_hint"));
    }
  }
  node.setAttribute("aria-label", said.filter(Boolean).join(". "));
  return el("div", { class: "bf-slot", "data-slot": perm.id }, node, marks);
}

function playerChip(id, view) {
  const live = scenario.players[id] || {};
  const now = view ? view.state.players[id] : { life: live.life ?? 20, poison: live.poison ?? 0, lost: false, commander_damage: live.commander_damage };
  const was = view ? view.before.players[id] : now;
  const change = (key) => (was && was[key] !== now[key] ? `${was[key]} → ${now[key]}` : String(now[key]));
  const chip = el("div", { class: "bf-player", "data-player": id },
    el("strong", {}, `${t("player")} ${id}`),
    el("span", { class: `bf-life${was && was.life !== now.life ? " changed" : ""}`, "data-life": String(now.life) }, `♥ ${t("life")} ${change("life")}`),
    el("span", { class: `bf-poison${was && was.poison !== now.poison ? " changed" : ""}`, "data-poison": String(now.poison) }, `☠ ${t("poison")} ${change("poison")}`));
  for (const [c, n] of Object.entries(now.commander_damage || {})) {
    chip.append(el("span", { class: "bf-commander", "data-commander": c }, `${t("commander_damage")} ${nameOf(c)}: ${n}`));
  }
  if (now.lost) {
    chip.classList.add("lost");
    chip.append(el("span", { class: "illegal" }, t("lost")));
  }
  const said = [...chip.children].map((c) => c.textContent);
  if (stepper.at === null) {
    interactive(chip, id);
    const from = picked && find(picked);
    if (from && declaration(from, id)) {
      chip.classList.add("target");
      said.push(t("bf_target_hint"));
    }
  }
  chip.setAttribute("aria-label", said.join(". "));
  return chip;
}

// --- the arrows ----------------------------------------------------------------------

const SVG = "http://www.w3.org/2000/svg";

function drawArrows(view) {
  const field = section.querySelector("#bf-field");
  const svg = section.querySelector("#bf-arrows");
  if (!field || !svg) return;
  const box = field.getBoundingClientRect();
  svg.setAttribute("width", String(field.scrollWidth));
  svg.setAttribute("height", String(field.scrollHeight));
  const marker = (id) => {
    const m = document.createElementNS(SVG, "marker");
    for (const [k, v] of Object.entries({ id, viewBox: "0 0 10 10", refX: "9", refY: "5", markerWidth: "7", markerHeight: "7", orient: "auto-start-reverse" })) m.setAttribute(k, v);
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", "M0,0 L10,5 L0,10 z");
    m.append(path);
    return m;
  };
  const defs = document.createElementNS(SVG, "defs");
  defs.append(marker("bf-head-attack"), marker("bf-head-block"));
  svg.replaceChildren(defs);
  const centre = (node) => {
    const r = node.getBoundingClientRect();
    return [r.left - box.left + field.scrollLeft + r.width / 2, r.top - box.top + field.scrollTop + r.height / 2];
  };
  // where the line from a node's centre towards `to` leaves the node
  const edge = (node, to) => {
    const [x, y] = centre(node);
    const r = node.getBoundingClientRect();
    const [dx, dy] = [to[0] - x, to[1] - y];
    const scale = Math.min(dx ? r.width / 2 / Math.abs(dx) : Infinity, dy ? r.height / 2 / Math.abs(dy) : Infinity, 1);
    return [x + dx * scale, y + dy * scale];
  };
  const line = (from, to, kind, ids) => {
    const a = field.querySelector(`[data-id="${CSS.escape(from)}"]`);
    const b = field.querySelector(isPlayer(to) ? `.bf-player[data-player="${CSS.escape(to)}"]` : `[data-id="${CSS.escape(to)}"]`);
    if (!a || !b) return;
    const [x1, y1] = edge(a, centre(b));
    const [x2, y2] = edge(b, centre(a));
    const path = document.createElementNS(SVG, "line");
    for (const [k, v] of Object.entries({ x1, y1, x2, y2, class: `bf-arrow ${kind}`, "marker-end": `url(#bf-head-${kind})`, "data-from": ids[0], "data-to": ids[1] })) path.setAttribute(k, String(v));
    svg.append(path);
  };
  for (const perm of scenario.permanents) {
    const state = view ? view.state.permanents[perm.id] : null;
    if (state && state.zone !== "battlefield") continue;
    const attacking = state ? state.attacking : perm.attacking;
    const blocks = state ? state.blocking : blocking(perm);
    if (attacking) line(perm.id, attacking, "attack", [perm.id, attacking]);
    for (const a of blocks) line(perm.id, a, "block", [perm.id, a]);
  }
}

// --- the whole view ----------------------------------------------------------------

function players() {
  const ids = Object.keys(scenario.players);
  const active = scenario.active_player;
  return [...ids.filter((id) => id !== active), ...ids.filter((id) => id === active)];
}

function field(view) {
  const out = el("div", { id: "bf-field", class: "bf-field" });
  for (const id of players()) {
    const row = el("div", { class: "bf-row" });
    for (const perm of scenario.permanents) {
      if (perm.controller !== id) continue;
      if (view) {
        const state = view.state.permanents[perm.id];
        const before = view.before.permanents[perm.id];
        if (!state || (state.zone !== "battlefield" && (!before || before.zone !== "battlefield"))) continue;
      } else if (!onBattlefield(perm)) continue;
      row.append(tile(perm, view));
    }
    const area = el("div", { class: `bf-area${id === scenario.active_player ? " active" : ""}`, "data-player": id }, playerChip(id, view), row);
    out.append(area);
  }
  const svg = document.createElementNS(SVG, "svg");
  svg.id = "bf-arrows";
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "bf-arrows");
  out.append(svg);
  return out;
}

function draw() {
  if (!section) return;
  const focused = document.activeElement && section.contains(document.activeElement) ? document.activeElement.dataset.focus || document.activeElement.id : null;
  const view = stepper.view();
  if (picked && !find(picked)) picked = null;
  const toggle = el("input", { type: "checkbox", id: "bf-images" });
  toggle.checked = images;
  toggle.addEventListener("change", () => { images = toggle.checked; draw(); });
  const stopped = stepper.doc && stepper.doc.stopped ? t("bf_stopped", { step: stepName(stepper.doc.stopped) }) : "";
  const status = view ? stepper.showing() : picked ? t(attackerSide(find(picked)) ? "bf_pick_attacker" : "bf_pick_blocker", { name: nameOf(picked) }) : stopped;
  section.replaceChildren(
    el("h2", { id: "bf-h" }, t("bf_title")),
    el("p", { class: "help" }, t("bf_help")),
    el("div", { class: "bf-tools" }, stepper.tools(), el("label", { class: "bf-images" }, toggle, " ", t("bf_images"))),
    el("p", { id: "bf-now", class: view ? "bf-now step" : !picked && stopped ? "bf-now stopped" : "bf-now", "aria-live": "polite" }, status),
    field(view),
    el("h3", {}, t("bf_log")),
    stepper.log());
  section.classList.toggle("playing", Boolean(view));
  requestAnimationFrame(() => drawArrows(view));
  if (focused) {
    const again = section.querySelector(`[data-focus="${CSS.escape(focused)}"]`) || document.getElementById(focused);
    if (again) again.focus();
  }
}

// The table editor stays, as an "edit" panel under the battlefield that
// folds away (a disclosure button, open at first).
function editPanel() {
  const parts = ["players-h", "perm-h"].map((id) => document.querySelector(`section[aria-labelledby="${id}"]`));
  if (parts.some((p) => !p) || document.getElementById("edit-panel")) return;
  const body = el("div", { id: "edit-panel-body" });
  const toggle = el("button", { type: "button", id: "edit-panel-toggle", class: "bf-disclosure", "aria-expanded": "true", "aria-controls": "edit-panel-body", "data-t": "bf_edit_panel" }, t("bf_edit_panel"));
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    body.hidden = !open;
  });
  const panel = el("div", { id: "edit-panel" }, el("h2", { class: "bf-edit-heading" }, toggle), body);
  parts[0].before(panel);
  body.append(...parts);
}

// Started once by the page (app.js), before its first board is drawn.
export function startBattlefield() {
  section = document.getElementById("battlefield");
  if (!section) return;
  editPanel();
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && picked) { picked = null; draw(); }
  });
  window.addEventListener("resize", () => drawArrows(stepper.view()));
  onBoard((kind, doc) => {
    if (kind === "blocks" || kind === "attacks") verdicts[kind] = doc;
    else stepper.refresh();
    draw();
  });
}
