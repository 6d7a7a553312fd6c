// rankfile viewer: what the board editor offers beyond placing pieces:
// castling boxes that follow the board, the en passant squares that are
// possible, pieces dragged from the palette, Chess960 start positions,
// and "continue from here".

import { $, START, state } from "./state.js";
import { api, debounce, drawMoves, goTo, setMode, t, tn } from "./app.js";
import { newBoardGame } from "./game.js";
import { syncUrl } from "./share.js";

import { boardPieces, drawBoard, pieceImage, pieceLabel, squareName, startDrag } from "./board.js";
import { check, currentFen, setFenText, takeTypedText, useFen } from "./fen.js";

// What a board allows in the FEN's other fields, by the server's rules
// (`GET /api/placement`): the castling rights whose king and rook are at
// home, and the en passant squares a pawn can have just passed. Answers
// are kept by placement; null when the server cannot be asked (the boxes
// and the menu then stay as they are).
const allowedAnswers = new Map();

async function allowedBy(pieces, turn) {
  const placement = pieceFen(pieces);
  const key = `${placement} ${turn} ${state.chess960}`;
  if (allowedAnswers.has(key)) return allowedAnswers.get(key);
  const query = new URLSearchParams({ placement, turn: turn === "b" ? "b" : "w", chess960: String(state.chess960) });
  let answer = null;
  try {
    const response = await fetch(`/api/placement?${query}`);
    if (response.ok) answer = await response.json();
    if (answer && !answer.ok) answer = null; // a board the editor holds always reads
  } catch (e) {
    return null;
  }
  if (allowedAnswers.size >= 500) allowedAnswers.clear();
  if (answer) allowedAnswers.set(key, answer);
  return answer;
}

// Castling boxes follow the board: a box whose king or rook the last
// change took from home is unchecked; a box the board does not allow is
// disabled, with the reason in its title, unless it is checked (a right
// typed in the FEN box stays, and can be unchecked). `allowed`: what the
// board allows (null: unknown, the boxes stay); `before`: what the board
// before the change allowed (null: the boxes show the FEN as it is).
function refreshCastlingBoxes(allowed, before = null) {
  if (!allowed) return;
  state.editAllowed = allowed;
  const was = before || allowed;
  for (const right of ["K", "Q", "k", "q"]) {
    if (was.castling.includes(right) && !allowed.castling.includes(right)) $(`edit-${right}`).checked = false;
  }
  showCastlingBoxes();
}

// Each castling box enabled when the board allows its right or it is
// checked, with the reason in its title when it is not allowed.
function showCastlingBoxes() {
  const allowed = state.editAllowed;
  if (!allowed) return;
  for (const right of ["K", "Q", "k", "q"]) {
    const box = $(`edit-${right}`);
    const available = allowed.castling.includes(right);
    box.disabled = !available && !box.checked;
    box.closest("label").title = available ? "" : t("web-castling-unavailable", { right });
  }
}

// The en passant menu: "-", the squares `allowed` offers, and the square a
// FEN typed names when it is not one of them (marked so). `current`: the
// FEN's square; without it, the editor's choice, dropped when no longer
// possible. `allowed` null: the menu stays as it is.
function refreshEpChoices(allowed, current) {
  if (!allowed) return;
  const select = $("edit-ep");
  const choices = allowed.en_passant;
  let wanted = current;
  // The editor's own change: a square typed (kept, marked impossible)
  // stays; one the editor offered goes when no longer possible.
  const typed = select.selectedOptions[0] && select.selectedOptions[0].dataset.typed === "1";
  if (wanted === undefined) wanted = choices.includes(select.value) || typed ? select.value : "";
  select.textContent = "";
  const none = new Option("-", "");
  select.appendChild(none);
  for (const sq of choices) select.appendChild(new Option(sq, sq));
  if (wanted && !choices.includes(wanted)) {
    const option = new Option(t("web-ep-impossible", { square: wanted }), wanted);
    option.dataset.typed = "1";
    select.appendChild(option);
  }
  select.value = wanted || "";
}

// A piece dragged from the palette onto the board.
function onPaletteDown(event) {
  const b = event.target.closest("button[data-piece]");
  if (!b || !b.dataset.piece || event.button > 0 || state.mode !== "edit") return;
  startDrag({ from: null, x: event.clientX, y: event.clientY, ghost: null, letter: b.dataset.piece });
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
export function isChess960Game(tags) {
  const variant = ((tags || []).find(([k]) => k === "Variant") || [])[1] || "";
  return /^(chess\s*960|960|fischer\s*random|fischerandom|frc)$/i.test(variant.trim());
}

// Reads positions by Chess960's rules, or standard chess's.
export function setChess960Rules(on) {
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

// The placement of the editor's board; a rank kept as typed (`raw`) is
// written as typed.
function pieceFen(pieces, raw = null) {
  // A placement the board cannot show at all stays as typed.
  if (raw && raw.ranksFound !== null) return raw.placement;
  const rows = [];
  for (let rank = 7; rank >= 0; rank--) {
    if (raw && raw.ranks[rank + 1] !== undefined) {
      rows.push(raw.ranks[rank + 1]);
      continue;
    }
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

// The five fields after the placement, as the controls give them.
function controlFields() {
  const castling = ["K", "Q", "k", "q"].filter((c) => $(`edit-${c}`).checked).join("") || "-";
  const ep = $("edit-ep").value || "-";
  const half = $("edit-half").value.trim() || "0";
  const full = $("edit-full").value.trim() || "1";
  return [$("edit-turn").value, castling, ep, half, full];
}

// The FEN of the editor's board and fields, with what it keeps as typed.
function editorFen(pieces) {
  const raw = state.editRaw;
  const placement = pieceFen(pieces, raw);
  if (raw && raw.rest !== null) return raw.rest ? `${placement} ${raw.rest}` : placement;
  const fields = controlFields().map((value, i) => (raw && raw.fields[i] !== null ? raw.fields[i] : value));
  return [placement, ...fields].join(" ");
}

// ---------------------------------------------------------------- what the editor keeps as typed

// A FEN typed in the box can hold what the board and the fields cannot
// show: a rank or a field that does not read. The editor keeps those as
// typed and writes only what the user changes, so that an edit never
// drops what the user wrote. `state.editRaw` is null when the board and
// the controls show the whole text; else `ranks` (rank number to its
// text), `fields` (the five fields after the placement, null for those
// the controls show), `rest` (all of them as typed, when there are not
// five, the controls then locked) and `ranksFound` (set when the
// placement has not 8 ranks: the board cannot show it at all, and it is
// kept whole, `placement`).
const FIELD_READS = [
  (f) => /^[wb]$/.test(f),
  (f) => f === "-" || (/^[KQkq]{1,4}$/.test(f) && new Set(f).size === f.length),
  (f) => /^(-|[a-h][1-8])$/.test(f),
  (f) => /^\d{1,9}$/.test(f),
  (f) => /^\d{1,9}$/.test(f),
];

export function rawOfText(text, answer) {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return null;
  const parts = tokens[0].split("/");
  const raw = {
    ranks: {},
    fields: [null, null, null, null, null],
    rest: null,
    ranksFound: null,
    placement: tokens[0],
    fieldCount: tokens.length,
  };
  if (parts.length !== 8) raw.ranksFound = parts.length;
  else for (const n of answer.bad_ranks || []) raw.ranks[n] = parts[8 - n];
  if (tokens.length !== 6) raw.rest = tokens.slice(1).join(" ");
  else tokens.slice(1).forEach((f, i) => (raw.fields[i] = FIELD_READS[i](f) ? null : f));
  const kept = raw.ranksFound !== null || Object.keys(raw.ranks).length > 0 || raw.rest !== null
    || raw.fields.some((f) => f !== null);
  return kept ? raw : null;
}

// The field controls are locked while the FEN box has not six fields:
// the fields typed there cannot be told apart, so they stay as typed, and
// the note says to mend them there.
export function lockFields() {
  const raw = state.editRaw;
  const locked = !!raw && raw.rest !== null;
  for (const id of ["edit-turn", "edit-ep", "edit-half", "edit-full"]) $(id).disabled = locked;
  if (locked) for (const c of ["K", "Q", "k", "q"]) $(`edit-${c}`).disabled = true;
  else showCastlingBoxes();
  $("edit-fields-note").textContent = locked ? tn("web-edit-fields-locked", raw.fieldCount) : "";
}

// The controls from a typed FEN's six fields, each that reads; `allowed`:
// what its board allows.
function fillControls(tokens, allowed) {
  const [turn, castling, ep, half, full] = tokens.slice(1);
  if (FIELD_READS[0](turn)) $("edit-turn").value = turn;
  if (FIELD_READS[1](castling)) for (const c of ["K", "Q", "k", "q"]) $(`edit-${c}`).checked = castling.includes(c);
  refreshCastlingBoxes(allowed);
  if (FIELD_READS[2](ep)) refreshEpChoices(allowed, ep === "-" ? "" : ep);
  if (FIELD_READS[3](half)) $("edit-half").value = half;
  if (FIELD_READS[4](full)) $("edit-full").value = full;
}

// The user changed the control of field `index` (0: the side to move …
// 4: the fullmove number): from now on the control writes it. (With not
// six fields typed, `raw.rest`, the controls are locked: see lockFields.)
function releaseField(index) {
  if (state.editRaw) state.editRaw.fields[index] = null;
}

// Why the board cannot take an edit on `square` (null when it can).
function refusedEdit(square) {
  const raw = state.editRaw;
  if (!raw) return null;
  if (raw.ranksFound !== null) return tn("web-edit-no-board", raw.ranksFound);
  const text = raw.ranks[square[1]];
  if (text !== undefined) return t("web-edit-bad-rank", { rank: square[1], text });
  return null;
}

// An edit of the board on these squares, or the reason it is refused,
// said right under the board (where a phone shows it).
export function editAllowed(...squares) {
  const why = squares.map(refusedEdit).find((reason) => reason);
  $("board-note").textContent = why || "";
  return !why;
}

// The editor's state: its board and its fields.
export function editSnapshot() {
  const fields = {};
  for (const id of ["edit-turn", "edit-ep", "edit-half", "edit-full"]) fields[id] = $(id).value;
  for (const c of ["K", "Q", "k", "q"]) fields[`edit-${c}`] = $(`edit-${c}`).checked;
  const raw = state.editRaw ? JSON.parse(JSON.stringify(state.editRaw)) : null;
  return { pieces: Object.assign({}, state.editPieces || {}), fields, raw };
}

// Keeps the state before a change, for Undo.
export function pushEditUndo() {
  if (!state.editLast) return;
  state.editUndo.push(state.editLast);
  if (state.editUndo.length > 200) state.editUndo.shift();
}

export async function undoEdit() {
  const earlier = state.editUndo.pop();
  if (!earlier) return;
  state.editPieces = Object.assign({}, earlier.pieces);
  state.editRaw = earlier.raw;
  // The en passant menu offers what that board allowed.
  const allowed = await allowedBy(earlier.pieces, earlier.fields["edit-turn"]);
  refreshEpChoices(allowed, earlier.fields["edit-ep"]);
  for (const [id, value] of Object.entries(earlier.fields)) {
    if (typeof value === "boolean") $(id).checked = value;
    else $(id).value = value;
  }
  // The fields as they were: no box unchecked for the board's sake.
  applyEdit(true);
}

// The editor's board changed.
export function editPieces(pieces) {
  pushEditUndo();
  state.editPieces = pieces;
  applyEdit();
}

// Writes the FEN of the editor's board and fields, once the server says
// what the board allows, draws it and checks it. The board is the
// editor's own: nothing in an answer changes it, and it is drawn at once.
// `restoring`: an Undo, whose fields are the earlier ones as they were.
async function applyEdit(restoring = false) {
  const edit = ++state.editSeq;
  const pieces = state.editPieces || {};
  const before = !restoring && state.editLast ? state.editLast.pieces : null;
  // The next edit's Undo and "before" are this board, even while the
  // server is asked.
  state.editLast = editSnapshot();
  drawBoard();
  const turn = $("edit-turn").value;
  const [allowed, allowedBefore] = await Promise.all([allowedBy(pieces, turn), before && allowedBy(before, turn)]);
  if (edit !== state.editSeq) return; // a later edit writes the FEN
  refreshCastlingBoxes(allowed, allowedBefore || null);
  refreshEpChoices(allowed, restoring ? $("edit-ep").value : undefined);
  lockFields();
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

export function editSquare(name) {
  if (!editAllowed(name)) return;
  const pieces = Object.assign({}, boardPieces());
  if (!state.editPiece || pieces[name] === state.editPiece) delete pieces[name];
  else pieces[name] = state.editPiece;
  editPieces(pieces);
}

// The editor's fields from the position shown (the FEN as read, so that a
// lenient read or a mended FEN fills them too; a FEN that does not read,
// each field that does). While the user edits a field, only the buttons
// force it.
export async function syncEditorFields(force = false) {
  const answer = state.answer;
  if (!answer) return;
  if (!force && document.activeElement && document.activeElement.closest("#edit-panel")) return;
  const pieces = state.editPieces || answer.pieces;
  const parts = (answer.fen || currentFen()).trim().split(/\s+/);
  if (parts.length !== 6) return;
  const turn = answer.fields.length === 0 && !FIELD_READS[0](parts[1]) ? $("edit-turn").value : parts[1];
  const allowed = await allowedBy(pieces, turn);
  if (answer.fields.length === 0) {
    fillControls(parts, allowed);
    return;
  }
  $("edit-turn").value = parts[1] === "b" ? "b" : "w";
  for (const c of ["K", "Q", "k", "q"]) $(`edit-${c}`).checked = parts[2].includes(c);
  refreshCastlingBoxes(allowed);
  refreshEpChoices(allowed, parts[3] === "-" ? "" : parts[3]);
  $("edit-half").value = parts[4];
  $("edit-full").value = parts[5];
}

export function buildPalette() {
  const palette = $("palette");
  for (const letter of ["K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", ""]) {
    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("role", "radio");
    b.dataset.piece = letter;
    b.setAttribute("aria-label", letter ? pieceLabel(letter) : t("web-remove-pieces"));
    b.setAttribute("aria-checked", String(letter === state.editPiece));
    // One tab stop for the palette: the arrow keys move inside it.
    b.tabIndex = letter === state.editPiece ? 0 : -1;
    if (letter) {
      const img = document.createElement("img");
      img.src = pieceImage(letter);
      img.alt = "";
      img.draggable = false; // dragged by the page, not as an image
      b.appendChild(img);
    } else {
      b.textContent = "✕";
    }
    b.addEventListener("click", () => choosePalettePiece(b));
    palette.appendChild(b);
  }
  palette.addEventListener("keydown", onPaletteKey);
}

// The palette's piece `button` chosen: checked, and the palette's tab stop.
function choosePalettePiece(button) {
  state.editPiece = button.dataset.piece;
  for (const other of $("palette").children) {
    other.setAttribute("aria-checked", String(other === button));
    other.tabIndex = other === button ? 0 : -1;
  }
}

// The palette as a radio group: the arrow keys (Home, End) choose the
// piece beside and move the focus onto it.
function onPaletteKey(event) {
  const buttons = Array.from($("palette").children);
  const at = buttons.indexOf(document.activeElement);
  if (at < 0) return;
  const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
  let to = step === undefined ? { Home: 0, End: buttons.length - 1 }[event.key] : at + step;
  if (to === undefined) return;
  event.preventDefault();
  to = (to + buttons.length) % buttons.length;
  choosePalettePiece(buttons[to]);
  buttons[to].focus();
}

// The editor starts from the board shown, when its placement reads, and
// keeps the board it had otherwise.
export async function enterEditor() {
  if (state.answer) takeTypedText(state.answer);
  else if (!state.editPieces) state.editPieces = {};
  await syncEditorFields(true);
  state.editUndo = [];
  state.editLast = editSnapshot();
  state.editFen = currentFen();
}

// The editor's fields, palette, Chess960 start and buttons.
export function wireEditor() {
  // A field changed: the FEN follows, the board stays as it is.
  // The field it writes is the control's from then on.
  const field = { "edit-turn": 0, "edit-K": 1, "edit-Q": 1, "edit-k": 1, "edit-q": 1, "edit-ep": 2, "edit-half": 3, "edit-full": 4 };
  const editChanged = (id) => {
    pushEditUndo();
    releaseField(field[id]);
    applyEdit();
  };
  for (const id of ["edit-turn", "edit-K", "edit-Q", "edit-k", "edit-q", "edit-ep"]) {
    $(id).addEventListener("change", () => editChanged(id));
  }
  // Typed fields update the FEN as they are typed.
  for (const id of ["edit-half", "edit-full"]) {
    $(id).addEventListener("input", debounce(() => editChanged(id), 150));
  }
  $("palette").addEventListener("pointerdown", onPaletteDown);
  $("edit-960").addEventListener("change", () => {
    setChess960Rules($("edit-960").checked);
    check(currentFen()).then(() => syncEditorFields(true));
  });
  $("edit-960-set").addEventListener("click", () => setChess960(Number($("edit-960-number").value)));
  $("edit-960-random").addEventListener("click", () => setChess960(null));
  $("edit-continue").addEventListener("click", continueFromHere);
  $("edit-clear").addEventListener("click", () => {
    pushEditUndo();
    // No king or rook is at home any more: no castling right either.
    for (const c of ["K", "Q", "k", "q"]) $(`edit-${c}`).checked = false;
    $("edit-ep").value = "";
    state.editPieces = {};
    state.editRaw = null;
    applyEdit();
  });
  $("edit-start").addEventListener("click", () => {
    pushEditUndo();
    setChess960Rules(false);
    newBoardGame(START);
    goTo(null).then(async () => {
      await syncEditorFields(true);
      state.editLast = editSnapshot();
    });
  });
}
