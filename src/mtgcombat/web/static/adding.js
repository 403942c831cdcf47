// Adding permanents: a catalog card by its English or Japanese name, with
// autocomplete (GET /api/cards), or a custom permanent whose ability
// sentences are read as they are typed (POST /api/parse: the parser's
// verdict and message under each).
import { api } from "./api.js";
import { cards, changed, scenario } from "./board.js";
import { $, el } from "./dom.js";
import { lang, t } from "./i18n.js";
import { say, status } from "./status.js";

function freshId(base) {
  const stem = (base || "card").toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "") || "card";
  let id = stem;
  for (let i = 2; scenario.permanents.some((p) => p.id === id); i++) id = `${stem}_${i}`;
  return id;
}

export async function autocomplete() {
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

export async function addCard(event) {
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
export function parseAsTyped() {
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

export function customFormFollowsType() {
  const types = customTypes();
  const creature = types.includes("creature");
  $("custom-power").disabled = !creature;
  $("custom-toughness").disabled = !(creature || types.includes("planeswalker") || types.includes("battle"));
  $("custom-protector-box").hidden = !types.includes("battle");
}

export function addCustom(event) {
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
