// rankfile viewer: the game edited from its move list. A move's menu
// (right-click, a long press, or `m` on it) promotes its variation, makes
// it the main line, deletes it and all after it, sets its comment, its
// glyph (!, ?, !!, ??, !?, ?!) and the position's assessment (=, ∞, ⩲, …).
// The server makes each edit with the core's game (/api/pgn/edit) and
// answers the game edited: the page writes no PGN. Undo takes an edit
// back.

import { $, state } from "./state.js";
import { api, asLoaded, boardSnapshot, goTo, restoreBoard, t, writeRequest } from "./app.js";
import { drawableGlyph, gameFromJson } from "./game.js";
import { decodePath, encodePath, sayCopied } from "./share.js";

const GLYPH_NAGS = [[1, "!"], [2, "?"], [3, "!!"], [4, "??"], [5, "!?"], [6, "?!"]];
const ASSESSMENT_NAGS = [[10, "="], [13, "∞"], [14, "⩲"], [15, "⩱"], [16, "±"], [17, "∓"], [18, "+−"], [19, "−+"]];

const edits = {
  node: undefined, // the move the menu edits (null: the game's start)
  opener: null, // what had the focus when the menu opened
  undo: [], // {before: boardSnapshot(), after: the game edited}
  press: null, // a finger resting on a move
};

// Opens the menu for `node` (null: the start) beside `anchor`.
function openMoveMenu(node, anchor) {
  const menu = $("move-menu");
  edits.node = node;
  edits.opener = document.activeElement;
  const onMain = !node || !encodePath(state.game, node).includes("v");
  for (const b of menu.querySelectorAll("[data-edit]")) {
    const needsMove = b.dataset.edit !== "comment";
    const needsVariation = b.dataset.edit === "promote" || b.dataset.edit === "main_line";
    b.disabled = (needsMove && !node) || (needsVariation && onMain);
  }
  const [glyphs, assessments] = menu.querySelectorAll(".menu-row");
  fillNagRow(glyphs, GLYPH_NAGS, "glyph", node);
  fillNagRow(assessments, ASSESSMENT_NAGS, "assessment", node);
  $("comment-form").hidden = true;
  menu.hidden = false;
  const box = anchor.getBoundingClientRect();
  const column = menu.offsetParent ? menu.offsetParent.getBoundingClientRect() : { left: 0, top: 0 };
  menu.style.left = `${Math.max(0, box.left - column.left)}px`;
  menu.style.top = `${box.bottom - column.top + 4}px`;
  menuItems()[0].focus();
}

// A row of NAG buttons, the move's own marked.
function fillNagRow(row, nags, op, node) {
  row.textContent = "";
  for (const [nag, sign] of nags) {
    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("role", "menuitemradio");
    b.setAttribute("aria-checked", String(Boolean(node && node.nags.includes(nag))));
    b.dataset.edit = op;
    b.dataset.nag = String(nag);
    b.textContent = drawableGlyph(sign);
    b.title = `$${nag}`;
    b.disabled = !node;
    row.appendChild(b);
  }
  const none = document.createElement("button");
  none.type = "button";
  none.setAttribute("role", "menuitem");
  none.dataset.edit = op;
  none.dataset.nag = "";
  none.textContent = t("web-edit-none");
  none.disabled = !node;
  row.appendChild(none);
}

function menuItems() {
  return [...$("move-menu").querySelectorAll("button")].filter((b) => !b.disabled && b.offsetParent !== null);
}

function closeMoveMenu(refocus = true) {
  const menu = $("move-menu");
  if (menu.hidden) return;
  menu.hidden = true;
  if (refocus && edits.opener && document.contains(edits.opener)) edits.opener.focus();
}

// The menu's items: an edit, or the comment box.
async function onMenuClick(event) {
  const b = event.target.closest("button[data-edit]");
  if (!b || b.disabled) return;
  const op = b.dataset.edit;
  if (op === "comment") {
    const form = $("comment-form");
    form.hidden = false;
    const holder = edits.node || state.game;
    $("comment-text").value = holder.comment || "";
    $("comment-text").focus();
    return;
  }
  const edit = { op };
  if (op === "glyph" || op === "assessment") edit.nag = b.dataset.nag ? Number(b.dataset.nag) : null;
  await editGame(edit);
}

// Sends the edit to the server and takes the game it answers, the board
// on the move edited (or, deleted, the one before it).
async function editGame(edit) {
  const game = state.game;
  const node = edits.node;
  closeMoveMenu(false);
  let answer;
  try {
    answer = await api("/api/pgn/edit", { game: writeRequest(game), at: node ? encodePath(game, node) : "", edit });
  } catch (e) {
    sayCopied(e.message, true);
    return;
  }
  if (state.game !== game) return;
  // The PGN box and Copy PGN give the game edited; Copy loaded game, the
  // game as it was loaded.
  const edited = gameFromJson(answer.game);
  edited.original = asLoaded(game);
  edits.undo.push({ before: boardSnapshot(), after: edited });
  state.game = edited;
  await goTo(decodePath(edited, answer.at));
  $("announce").textContent = t("web-edit-done");
  const current = $("moves").querySelector('.ply-button[aria-current="step"]') || $("moves");
  current.focus();
}

// Undo's part: the last edit taken back, when the game is still the one
// it made. Whether there was one.
export function undoGameEdit() {
  const last = edits.undo[edits.undo.length - 1];
  if (!last || last.after !== state.game) return false;
  edits.undo.pop();
  restoreBoard(last.before);
  return true;
}

function onMenuKey(event) {
  if (event.key === "Escape") {
    event.preventDefault();
    closeMoveMenu();
    return;
  }
  if (event.target.closest("form")) return;
  const items = menuItems();
  const at = items.indexOf(document.activeElement);
  const to = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  items[(to + items.length) % items.length].focus();
}

// The move a menu opens on: a move of the list, or the start when the
// list has the focus and no move is shown.
function moveOf(button) {
  return button ? state.game.byId.get(Number(button.dataset.node)) || null : null;
}

export function listenForEdits() {
  const moves = $("moves");
  moves.addEventListener("contextmenu", (event) => {
    const b = event.target.closest(".ply-button");
    if (!b) return;
    event.preventDefault();
    openMoveMenu(moveOf(b), b);
  });
  moves.addEventListener("keydown", (event) => {
    const opens = event.key === "m" || event.key === "ContextMenu" || (event.key === "F10" && event.shiftKey);
    if (!opens || event.ctrlKey || event.altKey || event.metaKey) return;
    const b = event.target.closest(".ply-button");
    event.preventDefault();
    openMoveMenu(moveOf(b), b || moves);
  });
  moves.addEventListener("pointerdown", (event) => {
    const b = event.target.closest(".ply-button");
    if (!b || event.pointerType !== "touch") return;
    clearTimeout(edits.press);
    edits.press = setTimeout(() => openMoveMenu(moveOf(b), b), 500);
  });
  for (const type of ["pointerup", "pointercancel", "pointermove"]) {
    moves.addEventListener(type, (event) => {
      if (type !== "pointermove" || event.pointerType === "touch") clearTimeout(edits.press);
    });
  }
  const menu = $("move-menu");
  menu.addEventListener("click", onMenuClick);
  menu.addEventListener("keydown", onMenuKey);
  $("comment-form").addEventListener("submit", (event) => {
    event.preventDefault();
    editGame({ op: "comment", text: $("comment-text").value });
  });
  $("comment-cancel").addEventListener("click", () => closeMoveMenu());
  document.addEventListener("pointerdown", (event) => {
    if (!menu.hidden && !menu.contains(event.target)) closeMoveMenu(false);
  });
}
