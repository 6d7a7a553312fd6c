// rankfile viewer: the engine's evaluation of the position shown, when
// the server runs one (`rankfile serve --engine`): an evaluation bar, the
// score from White's side and the best line, deepened search by search
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

// White's winning chances, 0 to 100, by lichess's formula.
function whiteShare(score) {
  if (!score) return 50;
  if (score.mate !== undefined) return score.mate > 0 ? 100 : 0;
  const chances = 2 / (1 + Math.exp(-0.00368208 * score.cp)) - 1;
  return 50 + 50 * chances;
}

function shown(score, evalText) {
  if (!score) return "";
  if (score.cp !== undefined && score.cp > 0) return `+${evalText}`;
  return evalText;
}

// The line in SAN with its move numbers, in the page's piece letters:
// each move a span that a line never breaks (O-O stays whole).
function drawLine(fen, sans) {
  const line = $("eval-line");
  line.textContent = "";
  numbered(fen, sans).forEach((move, i) => {
    const span = document.createElement("span");
    span.className = "eval-move";
    span.textContent = move;
    line.append(i ? " " : "", span);
  });
}

function numbered(fen, sans) {
  const fields = fen.split(" ");
  let white = fields[1] === "w";
  let number = parseInt(fields[5], 10) || 1;
  const out = [];
  sans.forEach((san, i) => {
    const move = localSan(san);
    if (white) out.push(`${number}. ${move}`);
    else out.push(i === 0 ? `${number}… ${move}` : move);
    if (!white) number++;
    white = !white;
  });
  return out;
}

function draw(answer) {
  const line = answer.lines[0];
  const share = whiteShare(answer.score);
  $("eval-fill").style.width = `${share.toFixed(1)}%`;
  const bar = $("eval-bar");
  bar.setAttribute("aria-valuenow", share.toFixed(0));
  const score = line ? shown(answer.score, line.eval) : "";
  bar.setAttribute("aria-valuetext", score);
  $("eval-score").textContent = score;
  $("eval-depth").textContent = answer.depth ? t("web-eval-depth", { depth: answer.depth }) : "";
  drawLine(answer.fen, line ? line.pv_san : []);
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
