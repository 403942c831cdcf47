// The page's elements: finding one by id, making one, and keeping the
// keyboard focus where it was when a section is drawn again. No framework.

export const $ = (id) => document.getElementById(id);

// el("button", {type: "button", onclick: f}, "text", child): an element with
// its attributes (a property when the value is not a string and the element
// has one: `disabled: true`), its listeners (`on...`) and its children (a
// node, or text; null and undefined are left out).
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child instanceof Node ? child : String(child));
  return node;
}

// A whole-number field: `onchange(n)` when it holds a whole number (not
// under `min`), else it is marked invalid and the board keeps its value.
export function numberInput(value, onchange, min, name) {
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

// Remember the control focused last (started once, by the page).
export function followFocus() {
  document.addEventListener("focusin", (event) => { lastFocus = focusKey(event.target); });
}

export function restoreFocus() {
  if (!lastFocus || (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected)) return;
  for (const node of document.querySelectorAll("button, input, select, textarea, [tabindex]")) {
    if (focusKey(node) === lastFocus) {
      node.focus();
      return;
    }
  }
}
