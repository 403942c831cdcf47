// The verdicts on the board as declared, asked again at each change: the
// blocks verdict (`mtgcombat blocks`, POST /api/blocks: 509.1, the 509.1c
// maximum with a witness that can be marked on the table or put there, the
// cost) and the attack verdict (`mtgcombat attacks`, POST /api/attacks:
// 508.1, the 508.1d maximum). The battlefield is told each one, to mark
// the tiles its violations name.
import { api, busy, query } from "./api.js";
import { marks, nameOf, render, scenario, tell, useAttack, useBlocks } from "./board.js";
import { $, el, restoreFocus } from "./dom.js";
import { violationList } from "./explain.js";
import { t } from "./i18n.js";

let verdictRun = 0;

export async function renderVerdict() {
  const box = $("verdict");
  const run = ++verdictRun; // a later change's answer wins
  try {
    const doc = await api("blocks", scenario);
    if (run !== verdictRun) return;
    tell("blocks", doc);
    const reqs = doc.requirements;
    const parts = [
      el("p", { class: doc.legal ? "legal" : "illegal" }, t(doc.legal ? "legal" : "illegal")),
      violationList(doc.violations),
      el("p", {}, t("requirements", { obeyed: reqs.obeyed, maximum: reqs.maximum })),
    ];
    const witness = Object.entries(doc.witness).map(([b, as]) => `${nameOf(b)} → ${as.map(nameOf).join(", ")}`).join("; ");
    if (reqs.maximum > 0 || !doc.legal) {
      const marked = marks.witness !== null;
      const toggle = el("button", { type: "button", "aria-pressed": String(marked), onclick: () => {
        marks.witness = marked ? null : doc.witness;
        render();
        renderVerdict();
      } }, t(marked ? "hide_from_table" : "show_on_table"));
      parts.push(el("p", { id: "witness" }, t("witness", { witness: witness || "-" }), " ", toggle, " ",
        el("button", { type: "button", onclick: () => { marks.witness = null; useBlocks(doc.witness); } }, t("show_witness"))));
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

export async function renderAttacks() {
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
    tell("attacks", response.ok ? doc : null);
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
