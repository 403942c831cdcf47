// The board on the page: the scenario document every view edits in place
// (then calls changed()), what the page marks on it, the names it shows
// (the catalog's cards, Japanese in Japanese), what the rules let a
// creature attack (508.1b, 506.2, 310.8) and the page's two redraws.
// Every other module of the page imports this one; it imports none of them.
import { api } from "./api.js";
import { lang } from "./i18n.js";

export function emptyScenario() {
  return { rules: "current", active_player: "A", players: { A: { life: 20 }, B: { life: 20 } }, permanents: [] };
}

// The scenario document on the page (a live binding: a new board replaces
// it through setScenario).
export let scenario = emptyScenario();

export function setScenario(doc) {
  scenario = doc;
}

// What the page shows beside the board: the attacker whose blockers are
// being clicked, the 509.1c witness marked on the table (or null), and the
// last resolve document, shown on the table until the board changes.
export const marks = { choosing: null, witness: null, outcome: null };

// --- the page's redraws -------------------------------------------------------------
// The page (app.js) says how it draws when it starts: `changed` (the board
// changed: redraw it and ask the engine again) and `render` (redraw what is
// on screen). The views below it call them here, since they cannot import
// the page that imports them.
let page = { changed() {}, render() {} };

export function drawsWith(draws) {
  page = draws;
}

export function changed() {
  page.changed();
}

export function render() {
  page.render();
}

// The battlefield (battlefield.js) listens here: `tell("render")` when the
// page is drawn again, `tell("blocks", doc)` and `tell("attacks", doc)` as
// the verdicts arrive.
const listeners = new Set();

export function onBoard(listener) {
  listeners.add(listener);
}

export function tell(kind, doc) {
  for (const listener of listeners) listener(kind, doc);
}

// --- names -------------------------------------------------------------------------

export const cards = new Map(); // autocomplete: shown name -> card

export function cardInfo(name) {
  for (const card of cards.values()) if (card.name === name || card.name_ja === name) return card;
  return null;
}

export function label(perm) {
  const card = perm.card ? cardInfo(perm.card) : null;
  if (lang() === "ja") {
    const ja = perm.name_ja || (card && card.name_ja);
    if (ja) return `《${ja}》`;
  }
  return perm.name || perm.card || perm.id;
}

export function nameOf(id) {
  const perm = scenario.permanents.find((p) => p.id === id);
  return perm ? label(perm) : id;
}

// The catalog entries of these permanents' cards, all asked at once; each
// card is kept under its English name (`cardInfo` finds it by either name).
export async function lookUpCards(perms) {
  const names = [...new Set(perms.map((p) => p && p.card).filter((n) => typeof n === "string" && n && !cardInfo(n)))];
  const found = await Promise.all(names.map((q) => api("cards", undefined, { q, limit: "100" }).catch(() => [])));
  names.forEach((name, i) => {
    for (const card of found[i]) if (card.name === name || card.name_ja === name) cards.set(card.name, card);
  });
}

// --- who may attack what -------------------------------------------------------------

export function playerIds() {
  return Object.keys(scenario.players);
}

export function isCreature(perm) {
  return !perm.types || perm.types.includes("creature");
}

// A player's opponents: every other player but a teammate (102.3, 810.1).
export function opponents(player) {
  const team = (scenario.teams || []).find((members) => members.includes(player)) || [player];
  return playerIds().filter((id) => id !== player && !team.includes(id));
}

// What a creature may attack (508.1b, 506.2): an opponent, a planeswalker
// an opponent controls, a battle an opponent protects (310.8: a battle's
// protector can't attack it, whoever controls it). What it attacks on the
// board stays listed, so the menu shows it.
export function attackTargets(perm) {
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

export function blocking(perm) {
  return Array.isArray(perm.blocking) ? perm.blocking : [];
}

// --- declarations put on the board ---------------------------------------------------

// A damage assignment order (509.2) names exactly the creatures blocking
// (or blocked by) its creature: after a block changes, the ones gone leave
// it and the new ones join at the end; an order of fewer than two goes.
export function tidyOrders() {
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

// A creature no longer attacking: the blocks of it go (509.1a).
export function stopAttacking(perm) {
  delete perm.attacking;
  for (const p of scenario.permanents) if (p.blocking) p.blocking = p.blocking.filter((id) => id !== perm.id);
  for (const p of scenario.permanents) if (p.blocking && !p.blocking.length) delete p.blocking;
}

// A block declared, or taken back if it was declared (509.1a is a choice).
export function toggleBlock(blocker, attacker) {
  const list = blocking(blocker);
  blocker.blocking = list.includes(attacker) ? list.filter((id) => id !== attacker) : [...list, attacker];
  if (!blocker.blocking.length) delete blocker.blocking;
}

// An attack (creature -> what it attacks) in place of the board's; a block
// of a creature no longer attacking goes.
export function useAttack(attack) {
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

// Blocks (blocker -> the attackers it blocks) in place of the board's.
export function setBlocks(blocks) {
  for (const perm of scenario.permanents) {
    if (blocks[perm.id]) perm.blocking = [...blocks[perm.id]];
    else delete perm.blocking;
  }
}

export function useBlocks(blocks) {
  setBlocks(blocks);
  changed();
}
