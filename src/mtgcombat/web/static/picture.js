// The board picture (issue 16): the SVG that `mtgcombat draw` prints, from
// POST /api/draw, in a panel of its own after the verdict. The server writes
// every word of it (title, description, names) in the language asked for.
let section = null;
let asked = 0;
let shown = "";

function panel() {
  if (!section) {
    section = document.createElement("section");
    section.id = "picture";
    section.setAttribute("aria-live", "polite");
    const verdict = document.querySelector('section[aria-labelledby="verdict-h"]');
    if (verdict) verdict.after(section);
    else document.querySelector("main").append(section);
  }
  return section;
}

// Draw `scenario` (the scenario document); `params` are the endpoint's
// options (lang, rules, after). An answer to an older board is dropped; a
// board the server refuses hides the panel (the verdict says why).
export async function showPicture(scenario, params) {
  const ticket = ++asked;
  const place = panel();
  let text;
  try {
    const response = await fetch(`/api/draw?${new URLSearchParams(params)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(scenario),
    });
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  } catch {
    if (ticket === asked) place.hidden = true;
    return;
  }
  if (ticket !== asked) return;
  const svg = new DOMParser().parseFromString(text, "image/svg+xml");
  const heading = document.createElement("h2");
  heading.textContent = svg.querySelector("title")?.textContent ?? "";
  const image = document.createElement("img");
  if (shown) URL.revokeObjectURL(shown);
  shown = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  image.src = shown;
  image.alt = svg.querySelector("desc")?.textContent ?? "";
  image.style.maxWidth = "100%";
  place.replaceChildren(heading, image);
  place.hidden = false;
}
