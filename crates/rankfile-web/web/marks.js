// rankfile viewer: arrows and circles drawn on the board, as lichess
// draws them: a right-drag from one square to another draws an arrow, a
// right-click on a square a circle (green; Shift red, Alt blue, Shift and
// Alt yellow); drawn again, the same mark goes. They belong to the move
// shown (the starting position when none is), are drawn by drawArrows
// (board.js), and written into the move's comment as `[%cal]` and
// `[%csl]` by the server when the game is written (writeRequest, app.js).

"use strict";

let markFrom = null;

function markColor(event) {
  if (event.shiftKey && event.altKey) return "Y";
  if (event.shiftKey) return "R";
  if (event.altKey) return "B";
  return "G";
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

function listenForMarks(board) {
  board.addEventListener("contextmenu", (event) => {
    if (state.mode !== "edit") event.preventDefault();
  });
  board.addEventListener("pointerdown", (event) => {
    const sq = event.target.closest(".sq");
    markFrom = sq && event.button === 2 && state.mode !== "edit" ? sq.dataset.square : null;
  });
  board.addEventListener("pointerup", (event) => {
    if (event.button !== 2 || !markFrom) return;
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const sq = under && under.closest("#board .sq");
    if (sq) toggleMark(markFrom, sq.dataset.square, markColor(event));
    markFrom = null;
  });
}
