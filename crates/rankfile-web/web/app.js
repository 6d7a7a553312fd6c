// rankfile viewer: every answer (legality, moves, SAN, the fields in
// words) comes from the server's JSON API, that is from the rankfile
// library. The page only draws and asks. This script holds the page's
// words, the moves played and stepped, copying, the tabs and
// the wiring; state.js holds the page's state, and game.js, share.js,
// editor.js, lessons.js, board.js, marks.js, edits.js and fen.js the
// rest, each module importing what it uses.

import { $, START, state } from "./state.js";
import { addMove, continuation, drawMoveList, drawPgnProblems, drawableGlyph, lineEnd, moveNumberAt, newBoardGame, pathTo, positionBefore, removeLeaf, wireGame } from "./game.js";
import { applyUrl, copy, copyFen, copyPgn, syncUrl, wireShare } from "./share.js";
import { buildPalette, enterEditor, undoEdit, wireEditor } from "./editor.js";
import { hideFieldsTable, lessonAfterMove, lessonFollowBoard, startLesson, wireLessons } from "./lessons.js";
import { buildBoard, cancelPromotion, drawBoard, pieceLabel, wireBoard } from "./board.js";
import { listenForEdits, undoGameEdit } from "./edits.js";
import { check, currentFen, setFenText, wireFenBox } from "./fen.js";

// ---------------------------------------------------------------- language

// The page's sentences, from the server's catalogs (/api/messages): the
// language of `?lang=`, else the one the server chose from the browser's
// Accept-Language (the <html> element's data-lang), else English.
export const I18N = { lang: "en", messages: {} };

export function t(id, vars = {}) {
  const text = I18N.messages[id];
  if (text === undefined) return id;
  return text.replace(/\{\s*\$([A-Za-z0-9_-]+)\s*\}/g, (whole, name) =>
    name in vars ? String(vars[name]) : whole);
}

// A message with a count: its `-one` or `-other` form, by the language's
// plural rules.
export function tn(base, n, vars = {}) {
  const one = new Intl.PluralRules(I18N.lang).select(n) === "one";
  return t(`${base}-${one ? "one" : "other"}`, { n, ...vars });
}

// Piece letters as a reader of the page's language writes them (K Q R B N
// in English); the API, the PGN and the FEN keep the standard's letters.
const LETTERS = { en: "KQRBN", fr: "RDTFC", vi: "VHXTM", pt: "RDTBC" };

export function localSan(san) {
  const letters = LETTERS[I18N.lang] || LETTERS.en;
  return san.replace(/[KQRBN]/g, (c) => letters["KQRBN".indexOf(c)]);
}

function applyLanguage() {
  document.documentElement.lang = I18N.lang;
  $("move-input").placeholder = `${localSan("Nf3")}, e7e5, O-O, exd5, e8=${localSan("Q")}…`;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll("[data-i18n-title]")) el.title = t(el.dataset.i18nTitle);
  for (const el of document.querySelectorAll("[data-i18n-aria-label]")) {
    el.setAttribute("aria-label", t(el.dataset.i18nAriaLabel));
  }
  $("lang").value = I18N.lang;
}

async function loadLanguage(lang) {
  try {
    const response = await fetch(`/api/messages?lang=${encodeURIComponent(lang)}`);
    const json = await response.json();
    if (!response.ok) throw new Error(json.message);
    I18N.lang = json.lang;
    I18N.messages = json.messages;
  } catch {
    if (lang !== "en") return loadLanguage("en");
  }
  applyLanguage();
}

function initialLanguage() {
  const asked = new URL(window.location.href).searchParams.get("lang");
  return asked || document.documentElement.dataset.lang || "en";
}

// ---------------------------------------------------------------- API

export async function api(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, lang: I18N.lang, chess960: state.chess960 }),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(refusal(json, response.status));
  return json;
}

// Why the server refused, in the page's language: its own message when it
// could say it in the page's language (a value out of range), the page's
// words for a refusal made before the request was read (too large, too
// slow, too busy), or the status.
function refusal(json, status) {
  const code = json && typeof json.code === "string" ? json.code : null;
  const id = code && `web-error-${code.replace(/_/g, "-")}`;
  if (id && id in I18N.messages) return t(id);
  if (json && json.message) return json.message;
  return t("web-error-http", { status });
}

// ---------------------------------------------------------------- playing

export async function playMove(move, typed = false) {
  // One move at a time: clicks, drops and typed moves wait for the answer.
  if (state.busy) return;
  // A position just stepped to may not be answered yet: the move is for
  // the position shown, not the one before it.
  if (state.answer && state.answer.input !== currentFen()) await check(currentFen());
  const before = state.answer && state.answer.fen;
  if (!before) return;
  $("move-error").textContent = "";
  state.busy = true;
  try {
    await playFrom(before, move, typed);
  } catch (e) {
    $("move-error").textContent = e.message;
  } finally {
    state.busy = false;
  }
}

async function playFrom(before, move, typed = false) {
  const game = state.game;
  const at = state.cursor;
  const result = await api("/api/play", { fen: before, moves: [move], typed });
  // The board moved meanwhile (a step, a FEN typed, another game): the
  // move belongs to a position left, and is dropped.
  if (!state.answer || state.answer.fen !== before || state.game !== game || state.cursor !== at) return;
  if (!result.ok) {
    const err = result.error;
    let text = err ? err.message : t("web-move-refused");
    // The candidates come written in the page's letters where they read as
    // one move only, else in the standard's (Kd1 for a French reader's king,
    // whose R is the English rook).
    if (err && err.candidates.length) text += ` (${err.candidates.join(", ")})`;
    if (err && err.hint) text += `${t("web-colon")}${err.hint}`;
    $("move-error").textContent = text;
    return;
  }
  const played = result.played[0];
  if (state.game.moves.length === 0) state.game.start = before.trim();
  state.cursor = addMove(state.game, state.cursor, played);
  // A move played again keeps the reasons it was given.
  if (!state.cursor.changes) state.cursor.changes = played.changes;
  await goTo(state.cursor);
  // Said to a screen reader: the status line says whose move it is, not
  // which was played.
  $("announce").textContent = localSan(played.san);
  lessonAfterMove();
}

// Undo takes back a move played here that nothing follows; otherwise
// it steps back, and the game keeps its moves.
async function undo() {
  $("board-note").textContent = "";
  if (state.mode === "edit") return undoEdit();
  if (undoGameEdit()) return;
  const node = state.cursor;
  if (!node || state.busy) return;
  cancelPromotion();
  removeLeaf(state.game, node);
  await goTo(node.parent);
}

// Goes to the position after `node` (null: the game's start).
export async function goTo(node) {
  state.cursor = node;
  // A refused move's error is about the position left.
  $("move-error").textContent = "";
  $("board-note").textContent = "";
  state.selected = null;
  const fen = node ? node.fen : state.game.start;
  state.lastMove = node && node.from ? [node.from, node.to] : null;
  state.changes = node ? node.changes : null;
  drawMovesIfChanged();
  drawPly();
  setFenText(fen);
  syncUrl();
  if (state.mode === "practice") lessonFollowBoard();
  await check(fen);
}

// ←, →, Home and End.
export function step(where) {
  const game = state.game;
  const at = state.cursor;
  const target = {
    first: null,
    prev: at ? at.parent : null,
    next: continuation(game, at) || at,
    last: lineEnd(game, at),
  }[where];
  if (target !== at || where === "first") goTo(target);
}

// The ply shown beside the step buttons: "ply 2 of 6: e5".
export function drawPly() {
  const at = state.cursor;
  const ply = pathTo(at).length;
  const end = lineEnd(state.game, at);
  const total = pathTo(end).length;
  const rest = state.game.truncated && !continuation(state.game, at) ? ` ${t("web-rest-not-shown")}` : "";
  $("ply").textContent = `${t("web-ply", { ply, total })}${at ? `${t("web-colon")}${localSan(at.san)}` : ""}${rest}`;
}

// The move list, the game's tags, the PGN box and the copy note, redrawn
// whole (a new game, a move added, another language).
export function drawMoves() {
  const game = state.game;
  state.drawn = { game, version: game.version };
  drawTags();
  drawMoveList($("moves"), game, gameResult(), {
    san: localSan,
    label: (node) => {
      const { number, white } = moveNumberAt(positionBefore(game, node));
      return `${number}${white ? "." : "..."} ${localSan(node.san)}${node.glyphs.length ? ` ${node.glyphs.map(drawableGlyph).join(" ")}` : ""}`;
    },
    truncated: t("web-rest-not-shown"),
    unplayed: t("web-unplayed"),
  });
  markCurrent();
  showPgn();
  drawCopyNote();
}

// The move list after a step: redrawn only when the game changed since
// it was drawn; otherwise only the current move's mark moves.
function drawMovesIfChanged() {
  const drawn = state.drawn;
  if (!drawn || drawn.game !== state.game || drawn.version !== state.game.version) return drawMoves();
  const old = $("moves").querySelector('[aria-current="true"]');
  if (old) old.removeAttribute("aria-current");
  markCurrent();
}

function markCurrent() {
  const current = state.cursor && $("moves").querySelector(`[data-node="${state.cursor.id}"]`);
  if (current) {
    current.setAttribute("aria-current", "true");
    keepInView($("moves"), current);
  }
  // The move list is one Tab stop, on the move shown (else the first):
  // the arrow keys walk it (onMovesKey).
  const buttons = [...$("moves").querySelectorAll(".ply-button")];
  const stop = current || buttons[0];
  for (const b of buttons) b.tabIndex = b === stop ? 0 : -1;
}

// In the move list, ← and → (↑ and ↓) go to the move before or after as
// the list writes them, variations included, Home and End to the first
// and last; the focus follows.
export function onMovesKey(event) {
  const buttons = [...$("moves").querySelectorAll(".ply-button")];
  const at = buttons.indexOf(document.activeElement);
  if (at < 0) return;
  const to = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const button = buttons[Math.max(0, Math.min(buttons.length - 1, to))];
  button.click();
  button.focus();
}

// Scrolls the move list, and only it, so that `button` shows.
function keepInView(list, button) {
  const top = button.offsetTop;
  const bottom = top + button.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

// A loaded game's tags, above its moves.
function drawTags() {
  const box = $("game-tags");
  box.textContent = "";
  const tags = state.game.tags || [];
  box.hidden = tags.length === 0;
  const rows = tags.slice();
  // The game's opening, from its positions (not its tags).
  const opening = state.game.opening;
  if (opening) rows.push([t("web-game-opening"), `${opening.eco} ${opening.name} (${t("web-ply", { ply: opening.ply, total: state.game.moves.length })})`]);
  for (const [name, value] of rows) {
    const dt = document.createElement("dt");
    // A standard tag's name in the page's language, the standard's beside
    // it (as the PGN writes it).
    const id = `web-tag-${name}`;
    const own = id in I18N.messages ? t(id) : name;
    dt.textContent = own === name ? name : `${own} (${name})`;
    const dd = document.createElement("dd");
    dd.textContent = value;
    box.append(dt, dd);
  }
}

// The game as it was loaded, before any edit (null: it was not loaded).
export function asLoaded(game) {
  return game.original !== undefined ? game.original : game.loaded;
}

// Says what Copy PGN holds when moves were played inside a loaded game.
function drawCopyNote() {
  const game = state.game;
  const note = $("copy-note");
  const show = !!game.loaded && game.own > 0;
  note.hidden = !show;
  $("copy-loaded").hidden = !asLoaded(game);
  if (!show) return;
  note.textContent = t("web-copy-note-tree", { own: game.own });
  // The page holds only the first part of a very long game.
  if (game.truncated) note.textContent += ` ${t("web-copy-note-truncated")}`;
}

// The game's result: a loaded game's, else what its main line's last
// position gives (checkmate, stalemate), else `*`.
function gameResult() {
  const game = state.game;
  if (game.result && game.result !== "*") return game.result;
  const last = game.moves[game.moves.length - 1];
  return (last && last.ending) || "*";
}

// The game in the PGN export format, as the server writes it (the core's
// one writer): a loaded game nobody played in is the server's export of
// it; a changed game's text is asked for once a change (`writtenPgn`).
// `null` while it is being written.
export function gamePgn() {
  const game = state.game;
  if (game.loaded && game.own === 0 && !game.marked) return game.loaded.pgn;
  const made = state.written;
  return made && made.game === game && made.version === game.version ? made.text : null;
}

// The game's PGN, asked of the server when the game changed since it was
// last written; one request a version.
export function writtenPgn() {
  const now = gamePgn();
  if (now !== null) return Promise.resolve(now);
  const game = state.game;
  const version = game.version;
  const pending = state.writing;
  if (pending && pending.game === game && pending.version === version) return pending.promise;
  const promise = api("/api/pgn/write", writeRequest(game)).then((answer) => {
    state.written = { game, version, text: answer.pgn };
    return answer.pgn;
  });
  state.writing = { game, version, promise };
  return promise;
}

// What the server writes the game from: its start, its tags (a game played
// here is dated today; a loaded game keeps its own), its result, and its
// tree as /api/pgn gave it, with the moves played here.
export function writeRequest(game) {
  const today = new Date();
  const date = `${today.getFullYear()}.${String(today.getMonth() + 1).padStart(2, "0")}.${String(today.getDate()).padStart(2, "0")}`;
  const tags = (game.tags || [["Date", date]]).filter(([k]) => k !== "Result");
  tags.push(["Result", gameResult()]);
  const line = (moves) =>
    moves.map((n) => ({
      uci: n.uci,
      nags: n.nags,
      before: n.before,
      comment: n.comment,
      // Only the marks drawn here: a comment's own are written as read.
      arrows: n.arrowsDrawn ? n.arrows : undefined,
      variations: n.variations.map(line),
      rest: n.rest,
      refused_variations: n.refusedVariations,
    }));
  const arrows = game.arrowsDrawn ? game.arrows : undefined;
  return { fen: game.start, tags, comment: game.comment, arrows, rest: game.rest, moves: line(game.moves) };
}

// The PGN box: the game's text, once written; marked busy meanwhile.
export function showPgn() {
  const out = $("pgn-out");
  const now = gamePgn();
  if (now !== null) {
    out.value = now;
    delete out.dataset.busy;
    return;
  }
  out.dataset.busy = "1";
  const game = state.game;
  const version = game.version;
  writtenPgn()
    .then((text) => {
      if (state.game !== game || game.version !== version) return;
      out.value = text;
      delete out.dataset.busy;
    })
    .catch((e) => {
      delete out.dataset.busy;
      $("status").textContent = e.message;
      $("status").className = "status bad";
    });
}

// ---------------------------------------------------------------- modes

export function setMode(mode) {
  cancelPromotion();
  // The game, and where the board stands in it, stay whatever the tab;
  // the Practice tab's exercises have a board of their own.
  const leaving = state.mode;
  let restored = null;
  if (leaving !== "practice" && mode === "practice") {
    state.outside = boardSnapshot();
    if (state.practiceBoard) restored = restoreBoard(state.practiceBoard);
    else startLesson();
  } else if (leaving === "practice" && mode !== "practice" && state.outside) {
    state.practiceBoard = boardSnapshot();
    restored = restoreBoard(state.outside);
    state.outside = null;
  }
  state.mode = mode;
  syncUrl();
  for (const tab of document.querySelectorAll("nav [role=tab]")) {
    const selected = tab.dataset.mode === mode;
    tab.setAttribute("aria-selected", String(selected));
    // One tab stop for the tab list: the arrow keys move inside it.
    tab.tabIndex = selected ? 0 : -1;
  }
  hideFieldsTable(mode === "practice" && !!state.practice && !!state.practice.hiding);
  $("edit-panel").hidden = mode !== "edit";
  $("pgn-panel").hidden = mode !== "pgn";
  $("practice-panel").hidden = mode !== "practice";
  showPanelOnPhone(mode);
  state.selected = null;
  if (mode === "edit") {
    if (restored) restored.then(() => state.mode === "edit" && (enterEditor(), drawBoard()));
    else enterEditor();
  }
  drawBoard();
}

// On a phone the tab's panel is under the board (style.css): a tab
// tapped brings it on screen, the board with the Edit palette, the PGN or
// Practice panel itself, rather than leaving it below the fold.
function showPanelOnPhone(mode) {
  if (!window.matchMedia("(max-width: 600px)").matches) return;
  const target = { edit: "board", pgn: "pgn-panel", practice: "practice-panel" }[mode];
  if (!target) return;
  requestAnimationFrame(() => $(target).scrollIntoView({ block: "start", inline: "nearest" }));
}

// The board as it stands: its game, where it stands, and the FEN typed.
export function boardSnapshot() {
  return { game: state.game, cursor: state.cursor, fen: currentFen() };
}

export function restoreBoard(snapshot) {
  state.game = snapshot.game;
  if (snapshot.game.moves.length > 0) return goTo(snapshot.cursor);
  state.cursor = null;
  state.lastMove = null;
  state.changes = null;
  setFenText(snapshot.fen);
  drawMoves();
  drawPly();
  return check(snapshot.fen);
}

// ---------------------------------------------------------------- wiring

export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

// The buttons under the board, and the move box.
function wireControls() {
  $("flip").addEventListener("click", () => {
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.square : null;
    state.flip = !state.flip;
    buildBoard();
    drawBoard();
    syncUrl();
    if (focused) document.querySelector(`[data-square="${focused}"]`).focus();
  });
  $("undo").addEventListener("click", undo);
  $("reset").addEventListener("click", () => {
    cancelPromotion();
    newBoardGame(START);
    goTo(null);
  });
  $("copy-pgn").addEventListener("click", copyPgn);
  $("copy-loaded").addEventListener("click", () => {
    const loaded = asLoaded(state.game);
    if (loaded) copy(loaded.pgn, t("web-what-loaded"));
  });
  $("copy-fen").addEventListener("click", copyFen);
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-input").value.trim();
    if (!text) return;
    // As typed: the server reads the page's letters and the English ones.
    playMove(text, true).then(() => {
      if (!$("move-error").textContent) $("move-input").value = "";
    });
  });
}

// The tabs, as ARIA tabs: ← and → (Home, End) choose the tab beside.
function wireTabs() {
  const tabs = [...document.querySelectorAll("nav [role=tab]")];
  for (const tab of tabs) {
    tab.addEventListener("click", () => setMode(tab.dataset.mode));
  }
  // The tabs as ARIA tabs: ← and → (Home, End) choose the tab beside.
  document.querySelector("nav[role=tablist]").addEventListener("keydown", (event) => {
    const at = tabs.indexOf(document.activeElement);
    if (at < 0) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length];
    setMode(tab.dataset.mode);
    tab.focus();
  });
}

// The page's keys: Escape, the arrows to step, f to flip, u to undo.
function wireKeys() {
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.pendingPromotion) {
      cancelPromotion(true);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") return;
    // On the board the arrow keys move between squares, on the tabs between
    // tabs, in the palette between pieces; `f` and `u` work there too.
    const widget = event.target.closest && event.target.closest("#board, [role=tablist], #palette, #moves");
    const where = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
    if (where && !widget) {
      event.preventDefault();
      step(where);
      return;
    }
    if (event.key === "f") $("flip").click();
    // An edit of the game is taken back in every tab; a move, in Play.
    if (event.key === "u" && (state.mode === "play" || state.mode === "edit")) undo();
    else if (event.key === "u") undoGameEdit();
  });
}

async function init() {
  await loadLanguage(initialLanguage());
  $("lang").addEventListener("change", (event) => setLanguage(event.target.value));
  buildBoard();
  buildPalette();
  wireFenBox();
  wireBoard();
  wireEditor();
  wireGame();
  wireLessons();
  wireShare();
  listenForEdits();

  wireControls();
  wireTabs();
  wireKeys();
  await applyUrl();
}

// Another language: the page's words and the position's diagnosis change,
// the position, the game and the mode stay.
async function setLanguage(lang) {
  await loadLanguage(lang);
  const url = new URL(window.location.href);
  url.searchParams.set("lang", I18N.lang);
  window.history.replaceState(null, "", url);
  for (const b of $("palette").children) {
    b.setAttribute("aria-label", b.dataset.piece ? pieceLabel(b.dataset.piece) : t("web-remove-pieces"));
  }
  // The loaded games' problems, said again; the game on the board stays.
  if (state.pgn.games.length > 0 && $("pgn-input").value.trim()) {
    const { game } = state.pgn;
    try {
      const answer = await api("/api/pgn", { pgn: $("pgn-input").value, main_line: false });
      state.pgn.games = answer.games;
      if (state.pgn.games[game]) drawPgnProblems(state.pgn.games[game]);
    } catch {
      // The games stay as they were said.
    }
  }
  // The last move's reasons, said again in the new language.
  const last = state.cursor;
  if (state.changes && last) {
    const before = positionBefore(state.game, last);
    try {
      const again = await api("/api/play", { fen: before, moves: [last.uci] });
      if (again.ok) last.changes = state.changes = again.played[0].changes;
    } catch {
      // The reasons stay as they were said.
    }
  }
  await check(currentFen());
  drawMoves();
  drawPly();
}

init();
