// The table editor (the "edit" panel under the battlefield): the players
// with life and poison, and a row for each permanent with every field of
// the scenario editable (power, toughness, keywords, damage, counters,
// tapped, zone, what it attacks, 508.1, and what it blocks, 509.1);
// blocks declared by clicking an attacker, then its blockers, or by
// dragging. The result of the last resolve is marked on it until the board
// changes.
import {
  attackTargets, blocking, cardInfo, changed, isCreature, label, marks, nameOf, playerIds, render, scenario,
  stopAttacking, toggleBlock,
} from "./board.js";
import { $, el, numberInput } from "./dom.js";
import { lang, t, zoneName } from "./i18n.js";

function playerInput(id, field, input) {
  input.dataset.player = id;
  input.dataset.field = field;
  input.dataset.focus = `player:${id}:${field}`;
  return input;
}

export function renderPlayers() {
  const box = $("players");
  box.replaceChildren();
  for (const id of playerIds()) {
    const p = scenario.players[id];
    const row = el("div", { class: "bar", "data-player": id },
      el("strong", {}, `${t("player")} ${id}`),
      el("label", {}, `${t("life")} `, playerInput(id, "life", numberInput(p.life ?? 20, (v) => { p.life = v; changed(); }))),
      el("label", {}, `${t("poison")} `, playerInput(id, "poison", numberInput(p.poison ?? 0, (v) => { p.poison = v; changed(); }, 0))));
    const after = marks.outcome && marks.outcome.players[id];
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

const COLUMNS = ["name", "controller", "power_toughness", "keywords", "damage", "counters", "tapped", "zone", "attacks", "blocks", "remove"];

export function renderTable() {
  const table = $("table");
  table.replaceChildren(el("thead", {}, el("tr", {}, ...COLUMNS.map((k) => el("th", { scope: "col" }, t(k))))));
  const body = el("tbody");
  for (const perm of scenario.permanents) body.append(tableRow(perm));
  table.append(body);
  $("choosing").textContent = marks.choosing ? t("choose_blockers", { name: nameOf(marks.choosing) }) : "";
}

function tableRow(perm) {
  const name = label(perm);
  const row = el("tr", { "data-id": perm.id });
  if (perm.attacking) row.classList.add("attacker");
  if (blocking(perm).length) row.classList.add("blocker");
  if (marks.choosing === perm.id) row.classList.add("selected");
  const nameButton = el("button", { type: "button", class: "name", onclick: () => clickPermanent(perm) }, name);
  nameButton.setAttribute("aria-pressed", String(marks.choosing === perm.id));
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
      stopAttacking(perm);
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
    if (marks.choosing === perm.id) marks.choosing = null;
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
  const shown = marks.witness && marks.witness[perm.id];
  if (shown) {
    row.classList.add("witness");
    nameCell.append(el("div", { class: "mark" }, t("witness_mark", { names: shown.map(nameOf).join(", ") })));
  }
  const after = marks.outcome && marks.outcome.permanents[perm.id];
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
      if (blocker) block(blocker, perm.id);
    });
  }
}

function block(blocker, attacker) {
  toggleBlock(blocker, attacker);
  changed();
}

// Blocks: click an attacker, then each creature that blocks it (again: unblock).
function clickPermanent(perm) {
  if (perm.attacking) {
    marks.choosing = marks.choosing === perm.id ? null : perm.id;
    render();
    return;
  }
  if (!marks.choosing || !isCreature(perm)) return;
  block(perm, marks.choosing);
}

// A player after combat damage, as the resolve document says: life and
// poison with their changes (119.3, 120.3), whether they lost (104.3,
// 704.5a-c) and, in a Commander game (903.10a), the combat damage each
// commander has dealt them.
export function playerResult(id, after) {
  const before = scenario.players[id] || {};
  const change = (was, now) => (was === now ? now : `${was} → ${now}`);
  const life = change(before.life ?? 20, after.life);
  const poison = change(before.poison ?? 0, after.poison);
  return [t("result_player", { player: id, life, poison }), after.lost ? ` — ${t("lost")}` : "",
    ...Object.entries(after.commander_damage ?? {}).map(([c, n]) => ` — ${t("commander_damage")} ${nameOf(c)}: ${n}`)].join("");
}
