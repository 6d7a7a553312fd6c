// rankfile viewer: arrows and circles drawn on the board, as lichess
// draws them: a right-drag from one square to another draws an arrow, a
// right-click on a square a circle (green; Shift red, Alt blue, Shift and
// Alt yellow, or the colour chosen in the menu by the board); on touch, a
// long press on a square, lifted there (a circle) or on another square
// (an arrow). Drawn again, the same mark goes. They belong to the move
// shown (the starting position when none is), are drawn by drawArrows
// (board.js), and written into the move's comment as `[%cal]` and
// `[%csl]` by the server when the game is written (writeRequest, app.js).

import { $, state } from "./state.js";
import { showPgn } from "./app.js";
import { syncUrl } from "./share.js";
import { drawArrows, onPointerCancel, suppressNextClick } from "./board.js";

let markFrom = null;

// How long a finger rests on a square before it draws, and how far it may
// wander meanwhile (farther, it is dragging a piece).
const LONG_PRESS_MS = 450;
const LONG_PRESS_SLOP = 6;
let press = null; // { square, x, y, timer, drawing }

function markColor(event) {
  if (event.shiftKey && event.altKey) return "Y";
  if (event.shiftKey) return "R";
  if (event.altKey) return "B";
  return $("mark-color").value;
}

// Adds the mark from `from` to `to` (a circle when they are one square)
// to the move shown, or takes it away when it is there in that colour (in
// another colour, it takes that colour).
function toggleMark(from, to, color) {
  const holder = state.cursor || state.game;
  const marks = holder.arrows || [];
  const squares = from === to ? from : from + to;
  const at = marks.findIndex((m) => m.slice(1) === squares);
  const mark = color + squares;
  if (at >= 0 && marks[at] === mark) marks.splice(at, 1);
  else if (at >= 0) marks[at] = mark;
  else marks.push(mark);
  holder.arrows = marks;
  holder.arrowsDrawn = true;
  state.game.marked = true;
  state.game.version++;
  drawArrows();
  showPgn();
  syncUrl();
}

export function listenForMarks(board) {
  board.addEventListener("contextmenu", (event) => {
    if (state.mode !== "edit") event.preventDefault();
  });
  board.addEventListener("pointerdown", (event) => {
    const sq = event.target.closest(".sq");
    markFrom = sq && event.button === 2 && state.mode !== "edit" ? sq.dataset.square : null;
    if (sq && event.pointerType === "touch" && state.mode !== "edit") startPress(sq, event);
  });
  board.addEventListener("pointerup", (event) => {
    if (event.button !== 2 || !markFrom) return;
    const sq = squareAt(event);
    if (sq) toggleMark(markFrom, sq.dataset.square, markColor(event));
    markFrom = null;
  });
  window.addEventListener("pointermove", (event) => {
    if (press && !press.drawing && Math.hypot(event.clientX - press.x, event.clientY - press.y) > LONG_PRESS_SLOP) endPress();
  });
  window.addEventListener("pointerup", (event) => {
    if (!press) return;
    const drawing = press.drawing && press.square;
    endPress();
    if (!drawing) return;
    // The click that follows the finger's lifting is not a move.
    suppressNextClick();
    const sq = squareAt(event);
    if (sq) toggleMark(drawing, sq.dataset.square, markColor(event));
  });
  window.addEventListener("pointercancel", endPress);
}

function squareAt(event) {
  const under = document.elementFromPoint(event.clientX, event.clientY);
  return under && under.closest("#board .sq");
}

// A finger on `sq`: held still long enough, it draws instead of moving a
// piece (the square is ringed to say so).
function startPress(sq, event) {
  endPress();
  press = { square: sq.dataset.square, x: event.clientX, y: event.clientY, drawing: false };
  press.timer = setTimeout(() => {
    if (!press) return;
    press.drawing = true;
    onPointerCancel(); // the piece drag that the press began
    sq.classList.add("mark-from");
  }, LONG_PRESS_MS);
}

function endPress() {
  if (!press) return;
  clearTimeout(press.timer);
  const sq = document.querySelector(`#board [data-square="${press.square}"]`);
  if (sq) sq.classList.remove("mark-from");
  press = null;
}
