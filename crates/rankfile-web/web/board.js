// rankfile viewer: the board. Its squares as buttons with their spoken
// names, the pieces drawn from the answer (or the editor's own board),
// moves by click, drag or keyboard, castling by the king onto its rook,
// and the promotion choice over its square.

import { $, FILES, NAMES, state } from "./state.js";
import { playMove, t } from "./app.js";
import { editAllowed, editPieces, editSquare } from "./editor.js";
import { lessonTakesMoves } from "./lessons.js";
import { listenForMarks } from "./marks.js";
import { check } from "./fen.js";

// ---------------------------------------------------------------- squares

export function squareName(file, rank) {
  return FILES[file] + (rank + 1);
}

export function pieceLabel(letter) {
  if (!letter) return t("web-empty");
  const color = letter === letter.toUpperCase() ? "white" : "black";
  return t(`piece-${color}-${NAMES[letter.toLowerCase()]}`);
}

export function pieceImage(letter) {
  const color = letter === letter.toUpperCase() ? "w" : "b";
  return `/pieces/${color}${letter.toUpperCase()}.svg`;
}

// ---------------------------------------------------------------- board

export function buildBoard() {
  const board = $("board");
  board.textContent = "";
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const file = state.flip ? 7 - col : col;
      const rank = state.flip ? row : 7 - row;
      const name = squareName(file, rank);
      const sq = document.createElement("button");
      sq.type = "button";
      sq.className = "sq " + ((file + rank) % 2 === 1 ? "light" : "dark");
      sq.dataset.square = name;
      sq.tabIndex = row === 7 && col === 0 ? 0 : -1;
      if (row === 7) {
        const c = document.createElement("span");
        c.className = "coord file";
        c.textContent = FILES[file];
        sq.appendChild(c);
      }
      if (col === 0) {
        const c = document.createElement("span");
        c.className = "coord rank";
        c.textContent = String(rank + 1);
        sq.appendChild(c);
      }
      board.appendChild(sq);
    }
  }
}

// The pieces the board shows: the editor's own in edit mode, else the
// last answer's (drawn whenever its placement reads).
export function boardPieces() {
  if (state.mode === "edit" && state.editPieces) return state.editPieces;
  return state.answer ? state.answer.pieces : {};
}

export function drawBoard() {
  const answer = state.answer;
  const pieces = boardPieces();
  const marked = new Set();
  if (answer) {
    for (const d of answer.errors.concat(answer.warnings)) d.squares.forEach((s) => marked.add(s));
  }
  // Ranks of the placement that cannot be read are drawn empty and marked
  // (in the editor, those it keeps as typed).
  const badRanks = new Set(state.mode === "edit"
    ? Object.keys(state.editRaw ? state.editRaw.ranks : {})
    : (answer ? answer.bad_ranks || [] : []).map(String));
  const dests = new Set(movesFrom(state.selected).map((m) => m.to));
  for (const sq of $("board").querySelectorAll(".sq")) {
    const name = sq.dataset.square;
    const letter = pieces[name];
    let img = sq.querySelector("img");
    if (letter) {
      if (!img) {
        img = document.createElement("img");
        img.alt = "";
        sq.insertBefore(img, sq.firstChild);
      }
      const src = pieceImage(letter);
      if (img.getAttribute("src") !== src) img.setAttribute("src", src);
    } else if (img) {
      img.remove();
    }
    const last = state.lastMove && state.lastMove.includes(name);
    sq.classList.toggle("last", !!last);
    sq.classList.toggle("selected", state.selected === name);
    sq.classList.toggle("check", !!answer && answer.check === name);
    sq.classList.toggle("marked", marked.has(name));
    sq.classList.toggle("dest", dests.has(name));
    sq.classList.toggle("occupied", !!letter);
    const badRank = badRanks.has(name[1]);
    sq.classList.toggle("bad-rank", badRank);
    const label = [name, pieceLabel(letter)];
    if (badRank) label.push(t("web-sq-bad-rank", { rank: name[1] }));
    if (state.selected === name) label.push(t("web-sq-selected"));
    if (last) label.push(t("web-sq-last"));
    if (marked.has(name)) label.push(t("web-sq-marked"));
    if (dests.has(name)) label.push(t("web-sq-dest"));
    if (answer && answer.check === name) label.push(t("web-sq-check"));
    sq.setAttribute("aria-label", label.join(", "));
    sq.setAttribute("aria-pressed", String(state.selected === name));
  }
  drawArrows();
}

// The colours of arrows and circles, lichess's: green, red, yellow, blue.
const MARK_COLORS = { G: "#15781b", R: "#882020", Y: "#c77c00", B: "#003088" };

// The arrows and circles of the move shown (its comment's `[%cal]` and
// `[%csl]`), drawn over the board in an SVG of 8 × 8 units, a square each.
export function drawArrows() {
  let svg = $("arrows");
  if (!svg) {
    svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.id = "arrows";
    svg.setAttribute("class", "arrows");
    svg.setAttribute("viewBox", "0 0 8 8");
    svg.setAttribute("aria-hidden", "true");
    document.querySelector(".board-wrap").appendChild(svg);
  }
  svg.textContent = "";
  const holder = state.mode === "edit" ? null : state.cursor || state.game;
  for (const mark of (holder && holder.arrows) || []) {
    const color = MARK_COLORS[mark[0]];
    const [tail, head] = [mark.slice(1, 3), mark.slice(3, 5) || mark.slice(1, 3)];
    if (!color || !tail) continue;
    svg.appendChild(tail === head ? circleMark(tail, color) : arrowMark(tail, head, color));
  }
}

// The centre of `square` in the board's units, as the board is turned.
function centre(square) {
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  return state.flip ? [7 - file + 0.5, rank + 0.5] : [file + 0.5, 7 - rank + 0.5];
}

function svgElement(name, attributes) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", name);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, String(v));
  return e;
}

function circleMark(square, color) {
  const [x, y] = centre(square);
  return svgElement("circle", { class: "circle", cx: x, cy: y, r: 0.45, fill: "none", stroke: color, "stroke-width": 0.08, opacity: 0.85 });
}

// An arrow from the centre of `tail` to near the centre of `head`: a
// shaft and a head, one path, so that it reads as one mark.
function arrowMark(tail, head, color) {
  const [x1, y1] = centre(tail);
  const [x2, y2] = centre(head);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  const [px, py] = [-uy, ux];
  const tip = [x2 - ux * 0.2, y2 - uy * 0.2];
  const base = [tip[0] - ux * 0.45, tip[1] - uy * 0.45];
  const [w, hw] = [0.08, 0.25];
  const points = [
    [x1 + px * w, y1 + py * w], [base[0] + px * w, base[1] + py * w], [base[0] + px * hw, base[1] + py * hw],
    tip, [base[0] - px * hw, base[1] - py * hw], [base[0] - px * w, base[1] - py * w], [x1 - px * w, y1 - py * w],
  ];
  const d = `M${points.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`).join("L")}Z`;
  return svgElement("path", { class: "arrow", d, fill: color, opacity: 0.8 });
}

function movesFrom(square) {
  if (!square || !state.answer || !state.answer.ok) return [];
  return state.answer.moves.filter((m) => m.from === square);
}

// Closes the promotion choice; `refocus` puts the focus back on the
// destination square (after a choice or Escape).
export function cancelPromotion(refocus = false) {
  if (!state.pendingPromotion) return;
  const { to } = state.pendingPromotion;
  state.pendingPromotion = null;
  $("promotion").hidden = true;
  const sq = document.querySelector(`[data-square="${to}"]`);
  if (refocus && sq) sq.focus();
}

function tryMove(from, to) {
  if (state.busy) return true;
  let candidates = movesFrom(from).filter((m) => m.to === to);
  if (candidates.length === 0) candidates = castlingOnto(from, to);
  if (candidates.length === 0) return false;
  if (candidates.length > 1 || candidates[0].promotion) {
    state.pendingPromotion = { from, to };
    showPromotion(to);
    return true;
  }
  playMove(candidates[0].uci);
  return true;
}

// The king taken onto its own rook castles on that side, as on lichess.
function castlingOnto(from, to) {
  const pieces = state.answer ? state.answer.pieces : {};
  const king = pieces[from];
  const rook = pieces[to];
  if (!king || king.toLowerCase() !== "k" || !rook || rook !== (king === "K" ? "R" : "r")) return [];
  const long = to < from; // files compare as letters
  return movesFrom(from).filter((m) => (long ? /^O-O-O/ : /^O-O(?!-O)/).test(m.san));
}

// The promotion choice, drawn with the pieces over the promotion square:
// the queen on it, then the rook, the bishop and the knight towards the
// middle of the board, and a button to cancel.
function showPromotion(to) {
  const box = $("promotion");
  const white = state.answer && state.answer.turn === "w";
  for (const b of box.querySelectorAll("button[data-role]")) {
    const img = b.querySelector("img");
    if (img && b.dataset.role) img.src = pieceImage(white ? b.dataset.role.toUpperCase() : b.dataset.role);
  }
  const sq = document.querySelector(`[data-square="${to}"]`);
  const size = sq.offsetWidth;
  box.style.left = `${sq.offsetLeft}px`;
  box.style.width = `${size}px`;
  box.style.setProperty("--square", `${size}px`);
  const top = sq.offsetTop < size; // the square is on the board's top row
  box.classList.toggle("upward", !top);
  box.style.top = top ? `${sq.offsetTop}px` : `${sq.offsetTop + size - 4.5 * size}px`;
  box.hidden = false;
  box.querySelector("button").focus();
}

function onSquareClick(name) {
  if (state.mode === "edit") {
    editSquare(name);
    return;
  }
  if ((state.mode === "practice" && !lessonTakesMoves()) || state.busy) return;
  const answer = state.answer;
  if (!answer || !answer.ok) return;
  if (state.selected && state.selected !== name && tryMove(state.selected, name)) {
    state.selected = null;
    drawBoard();
    return;
  }
  const letter = answer.pieces[name];
  const own = letter && (letter === letter.toUpperCase() ? "w" : "b") === answer.turn;
  // A piece picked, then a square it cannot go to: said, not silent.
  $("board-note").textContent = state.selected && !own && state.selected !== name
    ? t("web-illegal-click", { from: state.selected, to: name })
    : "";
  state.selected = own && state.selected !== name ? name : null;
  drawBoard();
}

// ---------------------------------------------------------------- drag and drop

let drag = null;

function onPointerDown(event) {
  const sq = event.target.closest(".sq");
  if (!sq || event.button > 0) return;
  const name = sq.dataset.square;
  const letter = boardPieces()[name];
  if (!letter || (state.mode === "practice" && !lessonTakesMoves()) || state.busy) return;
  if (state.mode === "play" && !(state.answer.ok && (letter === letter.toUpperCase() ? "w" : "b") === state.answer.turn)) return;
  drag = { from: name, x: event.clientX, y: event.clientY, ghost: null, letter };
}

function onPointerMove(event) {
  if (!drag) return;
  if (!drag.ghost) {
    if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 6) return;
    drag.ghost = document.createElement("img");
    drag.ghost.className = "ghost";
    drag.ghost.src = pieceImage(drag.letter);
    drag.ghost.alt = "";
    document.body.appendChild(drag.ghost);
    if (state.mode === "play") {
      state.selected = drag.from;
      drawBoard();
    }
  }
  drag.ghost.style.left = `${event.clientX}px`;
  drag.ghost.style.top = `${event.clientY}px`;
}

function onPointerUp(event) {
  if (!drag) return;
  const d = drag;
  drag = null;
  if (!d.ghost) return; // a click: the click handler does it
  d.ghost.remove();
  const target = document.elementFromPoint(event.clientX, event.clientY);
  const sq = target && target.closest(".sq");
  // The click that may follow this drag is not a click of its own.
  suppressNextClick();
  if (state.mode === "edit") {
    // A rank the board could not read takes no piece, and loses none.
    if (!editAllowed(...[d.from, sq && sq.dataset.square].filter(Boolean))) return;
    const pieces = Object.assign({}, boardPieces());
    delete pieces[d.from];
    if (sq) pieces[sq.dataset.square] = d.letter;
    editPieces(pieces);
    return;
  }
  if (sq && sq.dataset.square !== d.from) tryMove(d.from, sq.dataset.square);
  state.selected = null;
  drawBoard();
}

let suppressClick = false;

// The click that follows a drag, or a finger lifted after drawing, is
// not a click of its own.
export function suppressNextClick() {
  suppressClick = true;
  setTimeout(() => {
    suppressClick = false;
  }, 0);
}

// Whether the click now is one to ignore (asked once: it is then over).
function clickSuppressed() {
  const was = suppressClick;
  suppressClick = false;
  return was;
}

// A piece picked up from the editor's palette, dragged like one on the
// board.
export function startDrag(picked) {
  drag = picked;
}

export function onPointerCancel() {
  if (!drag) return;
  if (drag.ghost) drag.ghost.remove();
  drag = null;
  state.selected = null;
  drawBoard();
}

// ---------------------------------------------------------------- keyboard on the board

function onBoardKey(event) {
  const sq = event.target.closest(".sq");
  if (!sq) return;
  const squares = Array.from($("board").querySelectorAll(".sq"));
  const i = squares.indexOf(sq);
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 }[event.key];
  if (step === undefined) return;
  event.preventDefault();
  event.stopPropagation();
  const j = i + step;
  if (j < 0 || j >= 64 || (Math.abs(step) === 1 && Math.floor(j / 8) !== Math.floor(i / 8))) return;
  sq.tabIndex = -1;
  squares[j].tabIndex = 0;
  squares[j].focus();
}

// The board: clicks, drags, the keys, the promotion choice, arrows and
// circles.
export function wireBoard() {
  const board = $("board");
  board.addEventListener("click", (event) => {
    if (clickSuppressed()) return;
    const sq = event.target.closest(".sq");
    if (sq) onSquareClick(sq.dataset.square);
  });
  board.addEventListener("pointerdown", onPointerDown);
  listenForMarks(board);
  window.addEventListener("pointermove", onPointerMove);
  window.addEventListener("pointerup", onPointerUp);
  window.addEventListener("pointercancel", onPointerCancel);
  board.addEventListener("keydown", onBoardKey);

  $("promotion").addEventListener("click", (event) => {
    const b = event.target.closest("button");
    if (!b || !state.pendingPromotion) return;
    const { from, to } = state.pendingPromotion;
    cancelPromotion(true);
    if (b.dataset.role) playMove(from + to + b.dataset.role);
  });
}
