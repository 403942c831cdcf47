// mtgcombat playground: the page put together. It loads a board (a shipped
// example, a link's board, an imported file, a new board), draws every
// section again when the board changes and asks the engine about it again,
// switches the language, and wires the page's controls to the modules that
// do the work (no framework, no build step):
//   api.js, status.js     the JSON endpoints; the status line
//   i18n.js               the page's phrases in English and Japanese
//   dom.js                making elements; keeping the focus across redraws
//   board.js              the scenario on the page, its names, the redraws
//   battlefield.js, steps.js   the battlefield and the combat step by step
//   table.js, adding.js   the table editor; adding permanents
//   verdicts.js, explain.js    the verdicts; rule numbers that explain themselves
//   damage.js             damage controls, orders (509.2), default and best
//   result.js, picture.js the resolved combat's log and result; the SVG picture
//   files.js              the board in links and files
import { addCard, addCustom, autocomplete, customFormFollowsType, parseAsTyped } from "./adding.js";
import { api, busy } from "./api.js";
import { startBattlefield } from "./battlefield.js";
import {
  changed, drawsWith, emptyScenario, lookUpCards, marks, scenario, setScenario, tell, tidyOrders, useBlocks,
} from "./board.js";
import { fillBest, fillDefault, renderDamage, renderOrders, renderPackage } from "./damage.js";
import { $, el, followFocus, restoreFocus } from "./dom.js";
import { decode, download, encode, rememberInUrl, shareUrl } from "./files.js";
import { lang, loadStrings, ruleSetName, setLanguage, translatePage } from "./i18n.js";
import { showPicture } from "./picture.js";
import { forgetResolved, markStale, resolve, showResolvedAgain } from "./result.js";
import { fail, said, say, sayAgain, status } from "./status.js";
import { renderPlayers, renderTable } from "./table.js";
import { renderAttacks, renderVerdict } from "./verdicts.js";

// A scenario file (TOML or JSON) opened from the page.
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
  setScenario(doc);
  scenario.permanents = scenario.permanents || [];
  scenario.rules = scenario.rules || "current";
  if (!scenario.active_player) scenario.active_player = Object.keys(scenario.players)[0];
  marks.choosing = null;
  forgetResolved(); // a new board: the last one's log and result go
  $("hint").hidden = true;
  changed();
}

function render() {
  translatePage();
  $("rules").replaceChildren(...["2023", "current"].map((r) => el("option", { value: r }, ruleSetName(r))));
  $("rules").value = scenario.rules || "current";
  renderPlayers();
  renderTable();
  restoreFocus();
  tell("render");
}

let checkTimer = 0;
let checkWaiting = false;

// The board changed: redraw it, put it in the URL, and ask the engine
// again (after a short pause, so typing does not send a request per key).
function whenChanged() {
  tidyOrders();
  marks.witness = null;
  marks.outcome = null;
  markStale();
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

// Every section drawn from the engine's answers, asked again (in the
// page's language): the verdicts, the damage controls and counts, the
// orders and the picture.
function refresh() {
  renderVerdict();
  renderDamage();
  renderPackage();
  renderOrders();
  renderAttacks();
  showPicture(scenario, { lang: lang(), ...(marks.outcome ? { after: "true" } : {}) });
}

// The language switch: every phrase, name, verdict, event and note on the
// page again in the new language, the board kept as it is (a stale result
// stays stale: its log is asked again for the board that was resolved).
async function switchLanguage(next) {
  setLanguage(next);
  render();
  rememberInUrl();
  refresh();
  showResolvedAgain();
  if ($("custom-abilities").value.trim()) parseAsTyped();
  if ($("card-name").value.trim()) autocomplete();
  const again = sayAgain();
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
  followFocus();
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && marks.choosing) { marks.choosing = null; render(); }
  });
  startBattlefield();
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

drawsWith({ changed: whenChanged, render });
start().catch((err) => {
  status(err.message, true);
  document.body.dataset.ready = "1";
  busy(-1);
});
