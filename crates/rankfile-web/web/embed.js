// rankfile's embeddable view (/embed): a board, and for a game its moves
// and a stepper; nothing else. The server reads the game (/api/pgn) and
// draws every position (/board.svg): this script only steps.
//
// /embed?fen=FEN, or /embed?pgn=PGN&ply=N (0, the default, is the game's
// start), with &orientation=black and &lang=fr as wanted.

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const params = new URLSearchParams(window.location.search);
const view = {
  start: params.get("fen") || START,
  line: [], // the main line's moves: {san, uci, fen}
  ply: 0,
  flip: params.get("orientation") === "black",
};
const messages = {};
const $ = (id) => document.getElementById(id);

// A sentence of the page's language, its `{$name}`s filled in.
function t(id, vars = {}) {
  const text = messages[id] ?? id;
  return text.replace(/\{\s*\$([A-Za-z0-9_-]+)\s*\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

async function json(response) {
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error((body && body.message) || t("web-error-http", { status: response.status }));
  return body;
}

async function loadMessages() {
  const lang = document.documentElement.lang || "en";
  const answer = await json(await fetch(`/api/messages?lang=${encodeURIComponent(lang)}`));
  Object.assign(messages, answer.messages);
  for (const button of document.querySelectorAll("[data-label]")) {
    button.title = t(button.dataset.label);
    button.setAttribute("aria-label", t(button.dataset.label));
  }
}

// The game of `?pgn=`: its start and main line, its first problem said.
async function loadGame() {
  const lang = document.documentElement.lang || "en";
  const answer = await json(
    await fetch("/api/pgn", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pgn: params.get("pgn"), lang }),
    }),
  );
  const game = answer.games[0];
  if (!game) throw new Error(t("web-embed-no-game"));
  view.start = game.start;
  view.line = game.moves;
  if (game.errors.length > 0) {
    const error = game.errors[0];
    $("note").textContent = t("web-embed-problem", { line: error.line, column: error.column, message: error.message });
  }
  const ply = Number(params.get("ply") || 0);
  view.ply = Math.min(Math.max(0, ply), view.line.length);
  drawMoves();
  $("game").hidden = false;
}

// The moves as buttons, numbered from the start's fullmove number.
function drawMoves() {
  const list = $("moves");
  list.textContent = "";
  const fields = view.start.split(" ");
  let number = Number(fields[5]) || 1;
  let white = fields[1] !== "b";
  view.line.forEach((move, index) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = move.san;
    button.dataset.ply = String(index + 1);
    if (white || index === 0) {
      // The number and its move on one line.
      const pair = document.createElement("span");
      pair.className = "pair";
      const label = document.createElement("span");
      label.className = "number";
      label.textContent = white ? `${number}.` : `${number}…`;
      pair.append(label, button);
      list.append(pair);
    } else list.append(button);
    if (!white) number += 1;
    white = !white;
  });
}

// The position at `view.ply`, drawn by the server, the move marked.
function draw() {
  const move = view.line[view.ply - 1];
  const fen = move ? move.fen : view.start;
  const query = new URLSearchParams({ fen });
  if (view.flip) query.set("flip", "1");
  if (move) query.set("lastmove", move.uci);
  $("board").src = `/board.svg?${query}`;
  $("board").alt = move ? t("web-embed-after", { san: move.san, fen }) : t("web-embed-board", { fen });
  for (const button of $("moves").querySelectorAll("button")) {
    if (button.dataset.ply === String(view.ply)) {
      button.setAttribute("aria-current", "step");
      button.scrollIntoView({ block: "nearest" });
    } else button.removeAttribute("aria-current");
  }
  $("first").disabled = $("prev").disabled = view.ply === 0;
  $("next").disabled = $("last").disabled = view.ply === view.line.length;
}

function step(to) {
  const ply = { first: 0, prev: view.ply - 1, next: view.ply + 1, last: view.line.length }[to] ?? Number(to);
  if (Number.isNaN(ply)) return;
  view.ply = Math.min(Math.max(0, ply), view.line.length);
  draw();
}

const KEYS = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };

async function init() {
  $("game").addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (button) step(button.dataset.step || button.dataset.ply);
  });
  document.addEventListener("keydown", (event) => {
    if (!KEYS[event.key] || $("game").hidden) return;
    event.preventDefault();
    step(KEYS[event.key]);
  });
  try {
    await loadMessages();
    if (params.has("pgn")) await loadGame();
  } catch (e) {
    $("note").textContent = e.message;
  }
  draw();
}

init();
