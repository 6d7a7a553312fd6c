// rankfile viewer: the game on the board as a tree of moves (the main
// line, and the variations that replace its moves), where the board
// stands in it, and the move list drawn (the server writes its PGN).
//
// A node is one move: {id, san, uci, from, to, fen (after it), nags,
// glyphs, before (the comment before it), comment, clock, eval,
// variations (the lines that replace it, each an array of nodes),
// changes (the fields it changed, for moves played here), own (played
// here), ending (the result its position gives), rest (the line's text
// after it from a move that could not be played: {comment, text,
// to_end}), refusedVariations (rests of lines replacing it whose first
// move could not be played), parent (the node before it; null at the
// game's start), line (the array it is in)}. A game's `rest` is its main
// line's, when even the first move could not be played.
// A variation line knows the node it replaces as `line.owner`.

import { $, state } from "./state.js";
import { api, goTo, onMovesKey, step, t } from "./app.js";
import { isChess960Game, setChess960Rules } from "./editor.js";
import { hintParagraph } from "./fen.js";

let lastNodeId = 0;

function makeNode(move, parent, line, own) {
  return {
    id: ++lastNodeId,
    san: move.san,
    uci: move.uci,
    from: move.from,
    to: move.to,
    fen: move.fen,
    nags: move.nags || [],
    glyphs: move.glyphs || [],
    before: move.before || null,
    comment: move.comment || null,
    clock: move.clock ?? null,
    eval: move.eval || null,
    arrows: move.arrows || [],
    variations: [],
    rest: move.rest || null,
    refusedVariations: move.refused_variations || [],
    changes: move.changes || null,
    own,
    ending: null,
    parent,
    line,
  };
}

// A game from `start`: tags, result and the first comment are a loaded
// game's; `loaded` keeps what the server said of it.
export function newGame(start) {
  // `version` grows with every change of the tree: what is drawn or
  // written of it is redone only then.
  return { start: start.trim(), moves: [], comment: null, rest: null, tags: null, result: null, loaded: null, truncated: false, own: 0, byId: new Map(), version: 0 };
}

// A game of /api/pgn's answer, its tree and all.
export function gameFromJson(json) {
  const game = newGame(json.start);
  game.tags = json.tags;
  game.result = json.result;
  game.comment = json.tree.comment;
  game.arrows = json.tree.arrows || [];
  game.rest = json.tree.rest || null;
  game.truncated = json.tree.truncated;
  game.loaded = { pgn: json.pgn };
  game.opening = json.opening || null;
  game.moves = lineFromJson(game, json.tree.moves, null);
  return game;
}

function lineFromJson(game, moves, parent) {
  const line = [];
  let before = parent;
  for (const m of moves) {
    const node = makeNode(m, before, line, false);
    game.byId.set(node.id, node);
    line.push(node);
    for (const v of m.variations || []) {
      const variation = lineFromJson(game, v, before);
      variation.owner = node;
      node.variations.push(variation);
    }
    before = node;
  }
  return line;
}

// The move after `node` on its line (after the start: the main line's first).
export function continuation(game, node) {
  if (!node) return game.moves[0] || null;
  return node.line[node.line.indexOf(node) + 1] || null;
}

// The moves from the start to `node`, `node` last.
export function pathTo(node) {
  const path = [];
  for (let n = node; n; n = n.parent) path.push(n);
  return path.reverse();
}

// The last move of `node`'s line from it on.
export function lineEnd(game, node) {
  let at = node;
  for (let next = continuation(game, at); next; next = continuation(game, at)) at = next;
  return at;
}

// Plays `move` (an /api/play answer's) after `at`: the move already there,
// or a variation that starts with it, is gone to; otherwise it continues
// the line when the line ends at `at`, else it starts a new variation.
export function addMove(game, at, move) {
  const next = continuation(game, at);
  if (next && next.uci === move.uci) return next;
  if (next) {
    const known = next.variations.find((v) => v[0] && v[0].uci === move.uci);
    if (known) return known[0];
  }
  const line = next ? [] : at ? at.line : game.moves;
  const node = makeNode(move, at, line, true);
  line.push(node);
  if (next) {
    line.owner = next;
    next.variations.push(line);
  }
  game.byId.set(node.id, node);
  game.own++;
  game.version++;
  return node;
}

// Takes back `node` when it was played here and nothing follows it.
export function removeLeaf(game, node) {
  if (!node || !node.own || continuation(game, node) || node.variations.length) return false;
  const line = node.line;
  line.splice(line.indexOf(node), 1);
  if (line.length === 0 && line.owner) {
    const owner = line.owner;
    owner.variations.splice(owner.variations.indexOf(line), 1);
  }
  game.byId.delete(node.id);
  game.own--;
  game.version++;
  return true;
}

// The number and side of the move played from `fen`.
export function moveNumberAt(fen) {
  const parts = fen.trim().split(/\s+/);
  return { number: parseInt(parts[5], 10) || 1, white: parts[1] !== "b" };
}

export function positionBefore(game, node) {
  return node.parent ? node.parent.fen : game.start;
}

// ---------------------------------------------------------------- PGN

// The movetext of `game` in the export format's order: comments in
// braces, NAGs as `$n`, each variation in parentheses after the move it
// replaces, a number before every White move and before a Black move
// that follows a comment or variation; lines of at most 80 characters.
//
// The tokens of a rest, its move number first, as the move list shows it
// (the PGN is the server's to write).
function restTokens(game, rest, before) {
  const { number, white } = moveNumberAt(before);
  const out = [];
  if (rest.comment) out.push(commentToken(rest.comment));
  // A variant's movetext was never played: it has no number of its own.
  if (rest.refused !== false) out.push(white ? `${number}.` : `${number}...`);
  // A `;` comment or a `%` line reads to its line's end: what follows it
  // goes on the next line.
  const last = rest.text.split("\n").pop();
  out.push(/;|^%/.test(last) ? `${rest.text}\n` : rest.text);
  return out;
}

// A comment in braces; one holding a `}` as a `;` comment, which ends its
// line, its own line breaks made spaces (as `pgn::export` writes it).
function commentToken(text) {
  const comment = text.trim();
  return comment.includes("}") ? `; ${comment.replace(/[\r\n]/g, " ")}\n` : `{ ${comment} }`;
}

// ---------------------------------------------------------------- the move list

function formatClock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

function formatEval(e) {
  if (e.mate !== null && e.mate !== undefined) return `#${e.mate}`;
  const pawns = e.cp / 100;
  return `${pawns > 0 ? "+" : ""}${pawns.toFixed(2)}`;
}

// Glyphs that few fonts have (⩲ and ⩱ are in none of Debian's default
// fonts): each is drawn once on a canvas beside a character no font has,
// and one that draws as that same box is written in the ASCII spelling
// that ChessBase's text export and the books use.
const GLYPH_ASCII = { "⩲": "+=", "⩱": "=+", "±": "+/-", "∓": "-/+", "+−": "+-", "−+": "-+", "∞": "~", "□": "[]" };
const glyphDrawn = new Map();

export function drawableGlyph(glyph) {
  if (!GLYPH_ASCII[glyph]) return glyph;
  if (!glyphDrawn.has(glyph)) glyphDrawn.set(glyph, !drawsAsMissing(glyph));
  return glyphDrawn.get(glyph) ? glyph : GLYPH_ASCII[glyph];
}

function drawsAsMissing(text) {
  const canvas = document.createElement("canvas");
  canvas.width = 48;
  canvas.height = 40;
  const g = canvas.getContext("2d");
  if (!g) return false;
  const draw = (t) => {
    g.clearRect(0, 0, canvas.width, canvas.height);
    g.font = `28px ${getComputedStyle(document.body).fontFamily}`;
    g.fillText(t, 2, 30);
    return g.getImageData(0, 0, canvas.width, canvas.height).data.join(",");
  };
  // U+FFFF is no character: every font draws it as its missing-glyph box.
  const missing = "\uFFFF".repeat(Array.from(text).length);
  if (draw("\uFFFF") === draw("\uFFFE")) return draw(text) === draw(missing);
  // Boxes that show the code point (Firefox's) differ from one missing
  // character to the next: one as wide as the box is taken for one.
  return Math.abs(g.measureText(text).width - g.measureText(missing).width) < 0.5;
}

// A move as a button that goes to the position after it. `say` gives
// the page's words: {san (in the page's letters), label}.
function moveButton(node, say, withExtras) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "ply-button";
  b.dataset.node = String(node.id);
  const san = document.createElement("span");
  san.className = "san";
  san.textContent = say.san(node.san) + node.glyphs.filter((g) => g.length <= 2 && /^[!?]+$/.test(g)).join("");
  b.appendChild(san);
  const signs = node.glyphs.filter((g) => !/^[!?]+$/.test(g));
  if (signs.length) {
    const s = document.createElement("span");
    s.className = "glyph";
    s.textContent = signs.map(drawableGlyph).join(" ");
    b.appendChild(s);
  }
  if (withExtras && node.eval) {
    const s = document.createElement("span");
    s.className = "eval";
    s.textContent = formatEval(node.eval);
    b.appendChild(s);
  }
  if (withExtras && node.clock !== null) {
    const s = document.createElement("span");
    s.className = "clock";
    s.textContent = formatClock(node.clock);
    b.appendChild(s);
  }
  b.setAttribute("aria-label", say.label(node));
  return b;
}

// What a comment shows: the text without its clock, eval, arrow and
// circle commands, which the move and the board show by themselves.
function commentText(text) {
  return text.replace(/\[%(clk|eval|emt|cal|csl)[^\]]*\]/g, "").replace(/\s+/g, " ").trim();
}

function commentSpan(text, cls = "comment") {
  const shown = commentText(text);
  if (!shown) return null;
  const span = document.createElement("span");
  span.className = cls;
  span.textContent = shown;
  return span;
}

// A variation, inline: numbers, moves, comments, and the variations
// inside it as nested blocks.
function drawVariation(game, line, say) {
  const div = document.createElement("div");
  div.className = "variation";
  let numbered = false;
  for (const node of line) {
    if (node.before) {
      const c = commentSpan(node.before);
      if (c) div.append(c, " ");
      numbered = false;
    }
    const { number, white } = moveNumberAt(positionBefore(game, node));
    if (white || !numbered) {
      const n = document.createElement("span");
      n.className = "vnum";
      n.textContent = white ? `${number}.` : `${number}…`;
      div.append(n);
    }
    div.append(moveButton(node, say, false), " ");
    numbered = true;
    if (node.comment) {
      const c = commentSpan(node.comment);
      if (c) div.append(c, " ");
      numbered = false;
    }
    for (const v of node.variations) {
      div.appendChild(drawVariation(game, v, say));
      numbered = false;
    }
    for (const rest of node.refusedVariations) div.appendChild(restBlock(game, rest, positionBefore(game, node), say, true));
    if (node.rest) div.appendChild(restBlock(game, node.rest, node.fen, say, false));
  }
  return div;
}

// A line's text from a move that could not be played, as written.
function restBlock(game, rest, before, say, variation) {
  const span = document.createElement(variation ? "div" : "span");
  span.className = variation ? "variation unplayed" : "unplayed";
  span.title = say.unplayed;
  span.textContent = `${restTokens(game, rest, before).join(" ")} ✗`;
  return span;
}

// The main line as rows of a grid (number, White's move, Black's move),
// with a full-width row for each comment and each move's variations.
export function drawMoveList(list, game, result, say) {
  list.textContent = "";
  if (game.comment) {
    const c = commentSpan(game.comment);
    if (c) list.appendChild(fullRow(c));
  }
  if (game.rest) list.appendChild(fullRow(restBlock(game, game.rest, game.start, say, false)));
  let open = false; // a White move waits for Black's in its row
  const gap = () => {
    const span = document.createElement("span");
    span.className = "gap";
    span.textContent = "…";
    return span;
  };
  for (const node of game.moves) {
    const { number, white } = moveNumberAt(positionBefore(game, node));
    const before = node.before && commentSpan(node.before);
    if (before) {
      if (open) list.appendChild(gap());
      list.appendChild(fullRow(before));
      open = false;
    }
    if (white || !open) {
      const n = document.createElement("span");
      n.className = "num";
      n.textContent = `${number}.`;
      list.appendChild(n);
      if (!white) list.appendChild(gap());
    }
    list.appendChild(moveButton(node, say, true));
    open = white;
    const breaks = [];
    const comment = node.comment && commentSpan(node.comment);
    if (comment) breaks.push(comment);
    for (const v of node.variations) breaks.push(drawVariation(game, v, say));
    for (const rest of node.refusedVariations) breaks.push(restBlock(game, rest, positionBefore(game, node), say, true));
    if (node.rest) breaks.push(restBlock(game, node.rest, node.fen, say, false));
    if (breaks.length) {
      if (open) list.appendChild(gap());
      const inter = document.createElement("div");
      inter.className = "inter";
      inter.append(...breaks);
      list.appendChild(inter);
      open = false;
    }
  }
  if (game.truncated) list.appendChild(fullRow(document.createTextNode(say.truncated)));
  if (result && result !== "*") {
    const r = fullRow(document.createTextNode(result));
    r.classList.add("result");
    list.appendChild(r);
  }
}

function fullRow(child) {
  const div = document.createElement("div");
  div.className = "inter";
  div.appendChild(child);
  return div;
}

// ---------------------------------------------------------------- PGN

async function loadPgn() {
  const text = $("pgn-input").value;
  $("pgn-problems").textContent = "";
  $("pgn-cut").hidden = true;
  let answer;
  try {
    answer = await api("/api/pgn", { pgn: text, main_line: false });
  } catch (e) {
    $("pgn-problems").textContent = e.message;
    return;
  }
  state.pgn = { games: answer.games, game: 0 };
  const select = $("pgn-game");
  select.textContent = "";
  answer.games.forEach((g, i) => {
    const tag = (name) => (g.tags.find(([k]) => k === name) || [])[1] || "?";
    const option = document.createElement("option");
    option.value = i;
    option.textContent = `${i + 1}. ${tag("White")} – ${tag("Black")} ${g.result}`;
    select.appendChild(option);
  });
  if (answer.games.length === 0) {
    $("pgn-problems").textContent = t("web-no-game");
    return;
  }
  showPgnGame(0);
  // The server reads 100 games of a text at most: said, with where the
  // rest can be read, whichever game is chosen.
  $("pgn-cut").hidden = !answer.truncated;
  $("pgn-cut").textContent = answer.truncated ? t("web-games-cut", { shown: answer.games.length }) : "";
}

function showPgnGame(i) {
  state.pgn.game = i;
  const game = state.pgn.games[i];
  drawPgnProblems(game);
  if (isChess960Game(game.tags)) setChess960Rules(true);
  state.game = gameFromJson(game);
  goTo(null);
}

// Selects, in the PGN box, the word at `line` and `column` (both from 1,
// the column in characters), and scrolls the box to it.
function selectInPgn(line, column) {
  const box = $("pgn-input");
  const text = box.value;
  let start = 0;
  for (let l = 1; l < line; l++) {
    const end = text.indexOf("\n", start);
    if (end < 0) break;
    start = end + 1;
  }
  start += [...text.slice(start)].slice(0, column - 1).join("").length;
  const word = text.slice(start).match(/^\S*/)[0];
  box.focus();
  box.setSelectionRange(start, start + Math.max(word.length, 1));
  // The box scrolls to the line: its height per line times the lines above.
  const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 18;
  box.scrollTop = Math.max(0, (line - 2) * lineHeight);
}

export function drawPgnProblems(game) {
  const box = $("pgn-problems");
  box.textContent = "";
  for (const [list, cls] of [[game.errors, "error"], [game.warnings, "warning"]]) {
    for (const p of list) {
      const div = document.createElement("div");
      div.className = `problem ${cls}`;
      // A button: pressed, the caret goes to the problem in the PGN box,
      // the word there selected.
      const at = document.createElement("button");
      at.type = "button";
      at.className = "problem-at";
      at.textContent = t("web-pgn-problem", { line: p.line, column: p.column, message: p.message, code: p.code });
      at.addEventListener("click", () => selectInPgn(p.line, p.column));
      div.appendChild(at);
      if (p.hint) div.appendChild(hintParagraph(p.hint));
      box.appendChild(div);
    }
  }
}

// A new game from `fen`, nothing played yet (a FEN typed, the editor, New game).
export function newBoardGame(fen) {
  state.game = newGame(fen);
  state.cursor = null;
  state.lastMove = null;
  state.changes = null;
}

// The move list (a click goes to the move; one Tab stop walked with the
// arrows), the PGN tab's buttons and the step buttons.
export function wireGame() {
  $("moves").addEventListener("keydown", onMovesKey);
  // A move of the list goes to the position after it, in every mode.
  $("moves").addEventListener("click", (event) => {
    const b = event.target.closest("button[data-node]");
    const node = b && state.game.byId.get(Number(b.dataset.node));
    if (node) goTo(node);
  });
  $("pgn-load").addEventListener("click", loadPgn);
  $("pgn-game").addEventListener("change", (e) => showPgnGame(Number(e.target.value)));
  for (const where of ["first", "prev", "next", "last"]) {
    $(`step-${where}`).addEventListener("click", () => step(where));
  }
}
