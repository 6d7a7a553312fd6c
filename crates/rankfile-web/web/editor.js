// rankfile viewer: what the board editor offers beyond placing pieces:
// castling boxes that follow the board, the en passant squares that are
// possible, pieces dragged from the palette, Chess960 start positions,
// and "continue from here".

"use strict";

const HOME = { w: "1", b: "8" };

// The castling rights the board allows: the king and the rook on their
// squares (standard chess: e1 and h1 for K; Chess960: the king on its
// back rank, a rook beyond it on that side).
function castlingAvailable(pieces, chess960) {
  const out = {};
  for (const [right, color, side] of [["K", "w", 1], ["Q", "w", -1], ["k", "b", 1], ["q", "b", -1]]) {
    const rank = HOME[color];
    const king = color === "w" ? "K" : "k";
    const rook = color === "w" ? "R" : "r";
    if (!chess960) {
      out[right] = pieces[`e${rank}`] === king && pieces[`${side > 0 ? "h" : "a"}${rank}`] === rook;
      continue;
    }
    const kingFile = [...FILES].findIndex((f) => pieces[`${f}${rank}`] === king);
    let rookBeyond = false;
    for (let f = kingFile + side; kingFile >= 0 && f >= 0 && f < 8; f += side) {
      if (pieces[`${FILES[f]}${rank}`] === rook) rookBeyond = true;
    }
    out[right] = kingFile >= 0 && rookBeyond;
  }
  return out;
}

// Unavailable castling boxes are unchecked and disabled, with the reason
// in their title.
// `uncheck`: the editor's own change (a box the board no longer allows is
// unchecked); otherwise the boxes show the FEN as it is.
function refreshCastlingBoxes(pieces, uncheck = true) {
  const available = castlingAvailable(pieces, state.chess960);
  for (const right of ["K", "Q", "k", "q"]) {
    const box = $(`edit-${right}`);
    box.disabled = !available[right];
    if (!available[right] && uncheck) box.checked = false;
    box.closest("label").title = available[right] ? "" : t("web-castling-unavailable", { right });
  }
}

// The en passant squares the board allows, the side to move being
// `turn`: behind a pawn of the other side that may have just advanced
// two squares (the square it passed and the one it left both empty).
function enPassantChoices(pieces, turn) {
  const out = [];
  const [pawn, at, passed, from] = turn === "w" ? ["p", "5", "6", "7"] : ["P", "4", "3", "2"];
  for (const f of FILES) {
    if (pieces[`${f}${at}`] === pawn && !pieces[`${f}${passed}`] && !pieces[`${f}${from}`]) out.push(`${f}${passed}`);
  }
  return out;
}

// The en passant menu: "-", the possible squares, and the square a FEN
// typed names when it is not one of them (marked so). `current`: the FEN's
// square; without it, the editor's choice, dropped when no longer possible.
function refreshEpChoices(pieces, turn, current) {
  const select = $("edit-ep");
  const choices = enPassantChoices(pieces, turn);
  let wanted = current;
  if (wanted === undefined) wanted = choices.includes(select.value) ? select.value : "";
  select.textContent = "";
  const none = new Option("-", "");
  select.appendChild(none);
  for (const sq of choices) select.appendChild(new Option(sq, sq));
  if (wanted && !choices.includes(wanted)) select.appendChild(new Option(t("web-ep-impossible", { square: wanted }), wanted));
  select.value = wanted || "";
}

// A piece dragged from the palette onto the board.
function onPaletteDown(event) {
  const b = event.target.closest("button[data-piece]");
  if (!b || !b.dataset.piece || event.button > 0 || state.mode !== "edit") return;
  drag = { from: null, x: event.clientX, y: event.clientY, ghost: null, letter: b.dataset.piece };
}

// The Chess960 start position numbered `number` (a random one when null),
// set up in the editor and read by Chess960's rules from then on.
async function setChess960(number) {
  const n = number === null ? Math.floor(Math.random() * 960) : number;
  let answer;
  try {
    const response = await fetch(`/api/chess960?number=${encodeURIComponent(n)}`);
    answer = await response.json();
    if (!response.ok) throw new Error(answer.message);
  } catch (e) {
    $("status").textContent = e.message;
    $("status").className = "status bad";
    return;
  }
  $("edit-960-number").value = String(answer.number);
  setChess960Rules(true);
  pushEditUndo();
  useFen(answer.fen);
}

// A game whose Variant tag names Chess960 (as the PGN reader reads it).
function isChess960Game(tags) {
  const variant = ((tags || []).find(([k]) => k === "Variant") || [])[1] || "";
  return /^(chess\s*960|960|fischer\s*random|fischerandom|frc)$/i.test(variant.trim());
}

// Reads positions by Chess960's rules, or standard chess's.
function setChess960Rules(on) {
  state.chess960 = on;
  $("edit-960").checked = on;
}

// "Continue from here": the editor's position, played from in the Play tab.
function continueFromHere() {
  setMode("play");
  $("move-input").focus();
}

// ---------------------------------------------------------------- the editor's board and fields

// ---------------------------------------------------------------- editor

function pieceFen(pieces) {
  const rows = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = "";
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const p = pieces[squareName(file, rank)];
      if (p) {
        if (empty) row += empty;
        empty = 0;
        row += p;
      } else {
        empty++;
      }
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join("/");
}

function editorFen(pieces) {
  const castling = ["K", "Q", "k", "q"].filter((c) => $(`edit-${c}`).checked).join("") || "-";
  const ep = $("edit-ep").value || "-";
  const half = $("edit-half").value.trim() || "0";
  const full = $("edit-full").value.trim() || "1";
  return `${pieceFen(pieces)} ${$("edit-turn").value} ${castling} ${ep} ${half} ${full}`;
}

// The editor's state: its board and its fields.
function editSnapshot() {
  const fields = {};
  for (const id of ["edit-turn", "edit-ep", "edit-half", "edit-full"]) fields[id] = $(id).value;
  for (const c of ["K", "Q", "k", "q"]) fields[`edit-${c}`] = $(`edit-${c}`).checked;
  return { pieces: Object.assign({}, state.editPieces || {}), fields };
}

// Keeps the state before a change, for Undo.
function pushEditUndo() {
  if (!state.editLast) return;
  state.editUndo.push(state.editLast);
  if (state.editUndo.length > 200) state.editUndo.shift();
}

function undoEdit() {
  const earlier = state.editUndo.pop();
  if (!earlier) return;
  state.editPieces = Object.assign({}, earlier.pieces);
  // The en passant menu offers what that board allowed.
  refreshEpChoices(earlier.pieces, earlier.fields["edit-turn"], earlier.fields["edit-ep"]);
  for (const [id, value] of Object.entries(earlier.fields)) {
    if (typeof value === "boolean") $(id).checked = value;
    else $(id).value = value;
  }
  applyEdit();
}

// The editor's board changed.
function editPieces(pieces) {
  pushEditUndo();
  state.editPieces = pieces;
  applyEdit();
}

// Writes the FEN of the editor's board and fields, draws it at once and
// checks it. The board is the editor's own: nothing in an answer changes it.
function applyEdit() {
  const pieces = state.editPieces || {};
  refreshCastlingBoxes(pieces);
  refreshEpChoices(pieces, $("edit-turn").value);
  const fen = editorFen(pieces);
  newBoardGame(fen);
  state.editFen = fen;
  state.editLast = editSnapshot();
  setFenText(fen);
  syncUrl("typing");
  drawMoves();
  drawBoard();
  check(fen);
}

function editSquare(name) {
  const pieces = Object.assign({}, boardPieces());
  if (!state.editPiece || pieces[name] === state.editPiece) delete pieces[name];
  else pieces[name] = state.editPiece;
  editPieces(pieces);
}

// The editor's fields from the position shown (the FEN as read, so that a
// lenient read or a mended FEN fills them too). While the user edits a
// field, only the buttons force it.
function syncEditorFields(force = false) {
  const answer = state.answer;
  if (!answer) return;
  const parts = (answer.fen || currentFen()).trim().split(/\s+/);
  if (parts.length !== 6 || answer.fields.length === 0) return;
  if (!force && document.activeElement && document.activeElement.closest("#edit-panel")) return;
  $("edit-turn").value = parts[1] === "b" ? "b" : "w";
  for (const c of ["K", "Q", "k", "q"]) $(`edit-${c}`).checked = parts[2].includes(c);
  const pieces = state.editPieces || answer.pieces;
  refreshCastlingBoxes(pieces, false);
  refreshEpChoices(pieces, parts[1] === "b" ? "b" : "w", parts[3] === "-" ? "" : parts[3]);
  $("edit-half").value = parts[4];
  $("edit-full").value = parts[5];
}

function buildPalette() {
  const palette = $("palette");
  for (const letter of ["K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", ""]) {
    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("role", "radio");
    b.dataset.piece = letter;
    b.setAttribute("aria-label", letter ? pieceLabel(letter) : t("web-remove-pieces"));
    b.setAttribute("aria-checked", String(letter === state.editPiece));
    if (letter) {
      const img = document.createElement("img");
      img.src = pieceImage(letter);
      img.alt = "";
      img.draggable = false; // dragged by the page, not as an image
      b.appendChild(img);
    } else {
      b.textContent = "✕";
    }
    b.addEventListener("click", () => {
      state.editPiece = letter;
      for (const other of palette.children) other.setAttribute("aria-checked", String(other === b));
    });
    palette.appendChild(b);
  }
}

// The editor starts from the board shown, when its placement reads, and
// keeps the board it had otherwise.
function enterEditor() {
  if (hasBoard(state.answer)) state.editPieces = Object.assign({}, state.answer.pieces);
  else if (!state.editPieces) state.editPieces = {};
  syncEditorFields(true);
  state.editUndo = [];
  state.editLast = editSnapshot();
  state.editFen = currentFen();
}
