// The combat played step by step on the battlefield (issue 37): the board
// after each step of the combat phase (508 declare attackers, 509 declare
// blockers, 510.4 first-strike damage, 510.1 regular damage, 511 end of
// combat) from POST /api/combat/steps, the step buttons, back and forward,
// and the event log, each line showing the board after its step.
import { api } from "./api.js";
import { scenario } from "./board.js";
import { el } from "./dom.js";
import { ruleSpan } from "./explain.js";
import { lang, t } from "./i18n.js";

const STEP_KEYS = {
  start: "bf_step_start",
  "declare-attackers": "bf_step_declare_attackers",
  "declare-blockers": "bf_step_declare_blockers",
  "first-strike": "bf_step_first_strike",
  regular: "bf_step_regular",
  "end-of-combat": "bf_step_end_of_combat",
};
export const STEP_NAMES = Object.keys(STEP_KEYS);

export function stepName(step) {
  return t(STEP_KEYS[step] || step);
}

// The steps of the board on screen. `doc` is the endpoint's answer for the
// board `key` (the scenario and the language); `at` the step shown (an
// index in doc.steps), or null: the board as declared, editable.
export class Stepper {
  constructor(redraw) {
    this.redraw = redraw;
    this.doc = null;
    this.key = "";
    this.at = null;
    this.ticket = 0;
  }

  // The board changed (or the language): ask for its steps again, and
  // show the board as declared.
  async refresh() {
    const board = JSON.stringify(scenario);
    const key = `${lang()}|${board}`;
    if (key === this.key) return;
    // the same board in another language: the same step stays shown
    const same = this.key.slice(this.key.indexOf("|") + 1) === board;
    this.key = key;
    if (!same) this.at = null;
    const ticket = ++this.ticket;
    let doc = null;
    try {
      doc = await api("combat/steps", scenario, { auto: "true" });
    } catch (err) {
      doc = { legal: false, steps: [], error: err.message };
    }
    if (ticket !== this.ticket) return;
    this.doc = doc;
    this.redraw();
  }

  index(step) {
    return this.doc ? this.doc.steps.findIndex((s) => s.step === step) : -1;
  }

  // The state shown and the one before it (for the changes), or null.
  view() {
    if (this.at === null || !this.doc) return null;
    const steps = this.doc.steps;
    return { state: steps[this.at], before: steps[Math.max(0, this.at - 1)], index: this.at };
  }

  // The start state (the board as declared, its effects applied): what
  // effects do to power and toughness (613.4).
  start() {
    return this.doc && this.doc.steps.length ? this.doc.steps[0] : null;
  }

  show(at) {
    const last = this.doc ? this.doc.steps.length - 1 : 0;
    this.at = at === null || at <= 0 ? null : Math.min(at, last);
    this.redraw();
  }

  // The toolbar: a button for each step (disabled when this combat has
  // none), back and forward, and what is shown.
  tools() {
    const current = this.at === null ? "start" : this.doc.steps[this.at].step;
    const buttons = STEP_NAMES.map((step) => {
      const at = this.index(step);
      const button = el("button", { type: "button", class: "bf-step", "data-step": step, "aria-pressed": String(step === current) }, stepName(step));
      if (at < 0) {
        button.disabled = true;
        button.title = t("bf_no_step");
      } else {
        button.addEventListener("click", () => this.show(at));
      }
      return button;
    });
    const last = this.doc ? this.doc.steps.length - 1 : 0;
    const back = el("button", { type: "button", id: "bf-back", onclick: () => this.show(this.at === null ? null : this.at - 1) }, `◀ ${t("bf_back")}`);
    back.disabled = this.at === null;
    const forward = el("button", { type: "button", id: "bf-forward", onclick: () => this.show(this.at === null ? 1 : this.at + 1) }, `${t("bf_forward")} ▶`);
    forward.disabled = !this.doc || (this.at ?? 0) >= last;
    return el("div", { class: "bf-steps", role: "group", "aria-label": t("bf_steps") }, ...buttons, back, forward);
  }

  // The line saying which step is shown.
  showing() {
    const state = this.at === null ? null : this.doc.steps[this.at];
    if (!state) return "";
    return t("bf_showing", { step: stepName(state.step), rule: state.rule });
  }

  // The log: each step's heading and events; a line shows the board after
  // its step; the step shown is marked.
  log() {
    const list = el("ol", { id: "bf-log", "aria-live": "polite" });
    if (!this.doc) return list;
    if (this.doc.error) {
      list.append(el("li", { class: "error" }, this.doc.error));
      return list;
    }
    this.doc.steps.forEach((state, i) => {
      if (i === 0) return;
      const item = el("li", { class: "bf-log-step", "data-step": state.step });
      if (i === this.at) {
        item.classList.add("current");
        item.setAttribute("aria-current", "step");
      }
      item.append(el("button", { type: "button", class: "bf-log-head", onclick: () => this.show(i) },
        `${stepName(state.step)} (${state.rule})`));
      const events = el("ol", { class: "bf-events" });
      for (const event of state.events) {
        if (event.kind === "step") continue; // the step's own line is the heading
        events.append(el("li", { "data-kind": event.kind },
          ruleSpan(event.rule), " ",
          el("button", { type: "button", class: "bf-event", "data-index": String(i), onclick: () => this.show(i) }, event.text)));
      }
      item.append(events);
      list.append(item);
    });
    if (this.doc.legal === false && this.doc.stopped) {
      const stopped = el("li", { class: "bf-log-stopped illegal", "data-stopped": this.doc.stopped },
        t("bf_stopped", { step: stepName(this.doc.stopped) }));
      const why = el("ul");
      for (const v of this.doc.violations || []) why.append(el("li", {}, ruleSpan(v.rule), " ", v.message));
      stopped.append(why);
      list.append(stopped);
    }
    return list;
  }
}
