// rankfile viewer: the engine's evaluation of the position shown, when
// the server runs one (`rankfile serve --engine`): an evaluation bar, the
// score from White's side and the best line (each as the server gives
// it), deepened search by search
// (depth 10, 14, 18, …) and dropped as soon as the position changes.

import { $, state } from "./state.js";
import { I18N, localSan, t } from "./app.js";

// Whether the server runs an engine (GET /api/analyse); null until asked.
let status = null;
// Each position shown starts a new round; an older round stops at its
// next step, its request aborted (the server then stops its search).
let round = 0;
let controller = null;

const DEPTHS = [10, 14, 18, 22, 26];

async function engineStatus() {
  if (status === null) {
    try {
      const response = await fetch("/api/analyse");
      status = response.ok ? await response.json() : { engine: false };
    } catch {
      status = { engine: false };
    }
  }
  return status;
}

function shown(score, evalText) {
  if (!score) return "";
  if (score.cp !== undefined && score.cp > 0) return `+${evalText}`;
  return evalText;
}

// The line as the server numbers it, in the page's piece letters: each
// move with its number a span that a line never breaks (O-O stays whole).
function drawLine(text) {
  const line = $("eval-line");
  line.textContent = "";
  const units = text.match(/(\d+\.(\.\.)? )?\S+/g) || [];
  units.forEach((unit, i) => {
    const span = document.createElement("span");
    span.className = "eval-move";
    span.textContent = localSan(unit);
    line.append(i ? " " : "", span);
  });
}

function draw(answer) {
  const line = answer.lines[0];
  const share = line && line.white_share !== null ? 100 * line.white_share : 50;
  $("eval-fill").style.width = `${share.toFixed(1)}%`;
  const bar = $("eval-bar");
  bar.setAttribute("aria-valuenow", share.toFixed(0));
  const score = line ? shown(answer.score, line.eval) : "";
  bar.setAttribute("aria-valuetext", score);
  $("eval-score").textContent = score;
  $("eval-depth").textContent = answer.depth ? t("web-eval-depth", { depth: answer.depth }) : "";
  drawLine(line ? line.line : "");
  $("eval").title = answer.engine;
}

function clear(note = "") {
  $("eval-fill").style.width = "50%";
  $("eval-bar").setAttribute("aria-valuenow", "50");
  $("eval-bar").setAttribute("aria-valuetext", "");
  $("eval-score").textContent = note;
  $("eval-depth").textContent = "";
  $("eval-line").textContent = "";
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// One search; a 429 (this page's last search is still ending) is asked
// again, for as long as a search may take.
async function search(fen, depth, signal) {
  const patience = 2 * (status.max_movetime || 3000) + 1000;
  const began = Date.now();
  while (Date.now() - began < patience) {
    const response = await fetch("/api/analyse", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fen, depth, lang: I18N.lang, chess960: state.chess960 }),
      signal,
    });
    const json = await response.json().catch(() => null);
    if (response.status === 429) {
      await pause(150);
      continue;
    }
    if (!response.ok) throw new Error((json && json.message) || t("web-error-http", { status: response.status }));
    return json;
  }
  throw new Error(t("web-error-http", { status: 429 }));
}

// Evaluates the position of `answer` (an /api/fen answer), deeper and
// deeper, until another position is shown.
export async function evaluate(answer) {
  const mine = ++round;
  if (controller) controller.abort();
  controller = new AbortController();
  const { signal } = controller;
  const { engine, max_depth: deepest } = await engineStatus();
  if (!engine || mine !== round) return;
  // An exercise is the reader's to solve: no engine's answer beside it.
  $("eval").hidden = state.mode === "practice";
  if (state.mode === "practice") return;
  if (!answer || !answer.ok) {
    clear("—");
    return;
  }
  if (answer.checkmate || answer.stalemate) {
    clear(answer.checkmate ? (answer.turn === "w" ? "0-1" : "1-0") : "½-½");
    return;
  }
  clear("…");
  for (const depth of DEPTHS.filter((d) => d <= deepest)) {
    let found;
    try {
      found = await search(answer.fen, depth, signal);
    } catch (e) {
      if (e.name === "AbortError") return;
      if (mine === round) {
        clear("");
        $("eval-line").textContent = e.message;
      }
      return;
    }
    if (mine !== round) return;
    draw(found);
  }
}
