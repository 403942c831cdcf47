// Resolve: the combat of the board played out (`mtgcombat resolve --auto`,
// POST /api/resolve and /api/resolve/log): the event log, step by step
// (each step's line starts a group), each event with its rule; the result
// below it (life, poison and losses, 119.3, 120.3, 104.3; each permanent's
// zone, damage and counters) and on the table, while the board resolved is
// still the one on the table.
import { api } from "./api.js";
import { marks, nameOf, scenario } from "./board.js";
import { $, el, restoreFocus } from "./dom.js";
import { ruleSpan } from "./explain.js";
import { lang, t, zoneName } from "./i18n.js";
import { showPicture } from "./picture.js";
import { playerResult, renderPlayers, renderTable } from "./table.js";

let resolved = null; // {board, stale}: the board last resolved, and whether the table has changed since
let resolveRun = 0;

export async function resolve() {
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
      marks.outcome = null;
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
    marks.outcome = doc;
    renderPlayers();
    renderTable();
    restoreFocus();
    showPicture(scenario, { lang: lang(), after: "true" });
  } catch (err) {
    if (run !== resolveRun) return;
    marks.outcome = null;
    log.replaceChildren();
    result.replaceChildren(el("p", { class: "error" }, err.message));
  }
}

// The board changed: the result shown is stale (the log stays, for the
// board that was resolved).
export function markStale() {
  if (resolved && !resolved.stale) {
    resolved.stale = true;
    $("result").replaceChildren(el("p", { class: "stale" }, t("stale")));
  }
}

// A new board: the last one's log and result go.
export function forgetResolved() {
  resolved = null;
  marks.outcome = null;
  $("log").replaceChildren();
  $("result").replaceChildren();
}

// The language changed: the log (and result) again, in the new language.
export function showResolvedAgain() {
  if (resolved) showResolved();
}
