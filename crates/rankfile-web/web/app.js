// rankfile viewer: every answer (legality, moves, SAN, the fields in
// words) comes from the server's JSON API, that is from the rankfile
// library. This script only draws and asks.
"use strict";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const FILES = "abcdefgh";
const NAMES = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------- language

// The page's sentences, from the server's catalogs (/api/messages): the
// language of `?lang=`, else the one the server chose from the browser's
// Accept-Language (the <html> element's data-lang), else English.
const I18N = { lang: "en", messages: {} };

function t(id, vars = {}) {
  const text = I18N.messages[id];
  if (text === undefined) return id;
  return text.replace(/\{\s*\$([A-Za-z0-9_-]+)\s*\}/g, (whole, name) =>
    name in vars ? String(vars[name]) : whole);
}

// A message with a count: its `-one` or `-other` form, by the language's
// plural rules.
function tn(base, n, vars = {}) {
  const one = new Intl.PluralRules(I18N.lang).select(n) === "one";
  return t(`${base}-${one ? "one" : "other"}`, { n, ...vars });
}

// Piece letters as a reader of the page's language writes them (K Q R B N
// in English); the API, the PGN and the FEN keep the standard's letters.
const LETTERS = { en: "KQRBN", fr: "RDTFC", vi: "VHXTM", pt: "RDTBC" };

function localSan(san) {
  const letters = LETTERS[I18N.lang] || LETTERS.en;
  return san.replace(/[KQRBN]/g, (c) => letters["KQRBN".indexOf(c)]);
}

// A move typed in the page's letters, in the standard's (a letter the
// language does not use, such as N in French, is read as English).
function standardSan(text) {
  const letters = LETTERS[I18N.lang] || LETTERS.en;
  return text.replace(/[A-Z]/g, (c) => {
    const i = letters.indexOf(c);
    return i < 0 ? c : "KQRBN"[i];
  });
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

const state = {
  mode: "play",
  flip: false,
  answer: null,        // the last /api/fen answer
  game: newGame(START), // the game: a tree of moves (game.js)
  cursor: null,        // the move the board stands after (null: the start)
  chess960: false,     // positions read by Chess960's rules
  selected: null,      // square picked for a move
  lastMove: null,      // [from, to]
  changes: null,       // the fields the last move changed
  pendingPromotion: null,
  editPiece: "P",      // the palette's choice ("" removes)
  pgn: { games: [], game: 0 }, // the games of the PGN loaded
  busy: false,         // a move is on its way to the server
  practice: null,      // the exercise shown in the Practice tab
  outside: null,       // the board outside the Practice tab, while in it
  practiceBoard: null, // the Practice tab's board, while outside it
  requestId: 0,
  editPieces: null,    // the editor's own board: answers never rebuild it
  editUndo: [],        // the editor's earlier states, for Undo
  editLast: null,      // the editor's state now
  editFen: null,       // the FEN the editor wrote last
  pgnWarned: null,     // the PGN of an illegal position, warned about once
};

// ---------------------------------------------------------------- API

async function api(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, lang: I18N.lang, chess960: state.chess960 }),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(json && json.message ? json.message : `${path}: HTTP ${response.status}`);
  }
  return json;
}

// ---------------------------------------------------------------- squares

function squareName(file, rank) {
  return FILES[file] + (rank + 1);
}

function pieceLabel(letter) {
  if (!letter) return t("web-empty");
  const color = letter === letter.toUpperCase() ? "white" : "black";
  return t(`piece-${color}-${NAMES[letter.toLowerCase()]}`);
}

function pieceImage(letter) {
  const color = letter === letter.toUpperCase() ? "w" : "b";
  return `/pieces/${color}${letter.toUpperCase()}.svg`;
}

// ---------------------------------------------------------------- board

function buildBoard() {
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
function boardPieces() {
  if (state.mode === "edit" && state.editPieces) return state.editPieces;
  return state.answer ? state.answer.pieces : {};
}

function drawBoard() {
  const answer = state.answer;
  const pieces = boardPieces();
  const marked = new Set();
  if (answer) {
    for (const d of answer.errors.concat(answer.warnings)) d.squares.forEach((s) => marked.add(s));
  }
  // Ranks of the placement that cannot be read are drawn empty and marked.
  const badRanks = new Set(answer && state.mode !== "edit" ? (answer.bad_ranks || []).map(String) : []);
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
}

function movesFrom(square) {
  if (!square || !state.answer || !state.answer.ok) return [];
  return state.answer.moves.filter((m) => m.from === square);
}

// ---------------------------------------------------------------- FEN box

function currentFen() {
  return $("fen-input").value;
}

function setFenText(fen) {
  $("fen-input").value = fen;
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

// Draws the FEN text behind the box with every problem's characters marked.
function drawMirror() {
  const text = currentFen();
  const chars = Array.from(text);
  const kind = new Array(chars.length).fill(null);
  const answer = state.answer;
  if (answer && answer.input === text) {
    for (const [list, cls] of [[answer.warnings, "warning"], [answer.errors, "error"]]) {
      for (const d of list) {
        if (!d.span) continue;
        let [start, end] = d.span;
        if (end <= start) end = start + 1; // a missing thing: mark where it belongs
        for (let i = start; i < Math.min(end, chars.length); i++) kind[i] = cls;
      }
    }
  }
  // Something missing at the very end: mark the place after the text.
  let tail = "";
  if (answer && answer.input === text) {
    const atEnd = answer.errors.concat(answer.warnings).some((d) => d.span && d.span[0] >= chars.length);
    if (atEnd) tail = '<mark class="error"> </mark>';
  }
  let html = "";
  let i = 0;
  while (i < chars.length) {
    const k = kind[i];
    let j = i;
    while (j < chars.length && kind[j] === k) j++;
    const piece = escapeHtml(chars.slice(i, j).join(""));
    html += k ? `<mark class="${k}">${piece}</mark>` : piece;
    i = j;
  }
  $("fen-mirror").innerHTML = html + tail + "\n";
  $("fen-mirror").scrollTop = $("fen-input").scrollTop;
}

// ---------------------------------------------------------------- checking

async function check(fen) {
  cancelPromotion();
  const id = ++state.requestId;
  let answer;
  try {
    answer = await api("/api/fen", { fen, lenient: $("lenient").checked });
  } catch (e) {
    if (id !== state.requestId) return;
    state.answer = null;
    $("status").textContent = e.message;
    $("status").className = "status bad";
    $("problems").textContent = "";
    const body = document.querySelector("#fields tbody");
    body.textContent = "";
    body.dataset.fen = fen;
    $("canonical").hidden = true;
    drawMirror();
    drawBoard();
    return;
  }
  if (id !== state.requestId) return; // a newer check is on its way
  state.answer = answer;
  noteEnding(answer);
  state.selected = null;
  showAnswer();
}

// A move that mates or stalemates gives the game its result.
function noteEnding(answer) {
  const node = state.cursor;
  if (!node || !answer.ok || answer.fen !== node.fen || node.ending) return;
  let ending = null;
  if (answer.checkmate) ending = answer.turn === "w" ? "0-1" : "1-0";
  else if (answer.stalemate) ending = "1/2-1/2";
  if (!ending) return;
  node.ending = ending;
  drawMoves();
}

function showAnswer() {
  const answer = state.answer;
  drawBoard();
  drawMirror();
  drawProblems(answer);
  drawFields(answer);
  const opening = answer.opening;
  $("opening").textContent = opening ? t("web-opening", { eco: opening.eco, name: opening.name }) : "";
  const canonical = $("canonical");
  const differs = answer.ok && answer.fen !== answer.input.trim();
  canonical.hidden = !differs;
  canonical.textContent = differs ? t("web-read-as", { fen: answer.fen }) : "";
  if (differs) {
    const use = document.createElement("button");
    use.type = "button";
    use.className = "fix";
    use.id = "use-read-as";
    use.textContent = t("web-fix-read-as");
    use.addEventListener("click", () => useFen(answer.fen));
    canonical.append(" ", use);
  }
  $("polyglot").textContent = answer.polyglot || "—";
  const status = $("status");
  if (!answer.ok) {
    const n = answer.errors.length;
    status.textContent = tn("web-not-legal", n);
    status.className = "status bad";
  } else if (answer.checkmate) {
    status.textContent = t(answer.turn === "w" ? "web-checkmate-black-wins" : "web-checkmate-white-wins");
    status.className = "status good";
  } else if (answer.stalemate) {
    status.textContent = t("web-stalemate");
    status.className = "status good";
  } else {
    const side = answer.turn === "w" ? "white" : "black";
    const toMove = t(`web-to-move-${side}${answer.check ? "-check" : ""}`);
    status.textContent = `${toMove} ${tn("web-legal-moves", answer.moves.length)}`;
    status.className = "status good";
  }
  if (state.mode === "edit") adoptBoard(answer);
}

// In edit mode, a FEN typed in the box (not written by the editor) gives
// the editor its board, when its placement reads: an answer without
// pieces never empties the editor.
function adoptBoard(answer) {
  if (answer.input === state.editFen) return;
  if (!hasBoard(answer)) return;
  pushEditUndo();
  state.editPieces = Object.assign({}, answer.pieces);
  // The editor's board is this FEN's now.
  state.editFen = answer.input;
  syncEditorFields();
  state.editLast = editSnapshot();
  drawBoard();
}

function hasBoard(answer) {
  return !!answer && (Object.keys(answer.pieces).length > 0 || answer.fields.length > 0);
}

function drawProblems(answer) {
  const box = $("problems");
  box.textContent = "";
  if (answer.ok && answer.warnings.length === 0) {
    const p = document.createElement("p");
    p.className = "ok-line";
    p.textContent = t("web-legal");
    box.appendChild(p);
  }
  // The problems one change mends, the root causes (the changes that make
  // the position legal) first.
  const fixes = new Map();
  for (const f of answer.fixes || []) if (!fixes.has(f.code)) fixes.set(f.code, f);
  const rank = (d) => (fixes.has(d.code) ? (fixes.get(d.code).legal ? 0 : 1) : 2);
  for (const [list, cls] of [[answer.errors, "error"], [answer.warnings, "warning"]]) {
    const ordered = list.map((d, i) => [d, i]).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([d]) => d);
    for (const d of ordered) {
      const div = document.createElement("div");
      div.className = `problem ${cls}`;
      div.dataset.code = d.code;
      const where = !d.field ? "" : d.span
        ? ` (${t("web-where-field-column", { field: d.field, column: d.span[0] + 1 })})`
        : ` (${t("web-where-field", { field: d.field })})`;
      const kind = t(cls === "error" ? "web-error" : "web-warning");
      div.innerHTML = `<div><strong>${escapeHtml(kind)}${escapeHtml(where)}:</strong> ${escapeHtml(d.message)} <span class="code">${escapeHtml(d.code)}</span></div>`;
      if (d.hint) {
        const hint = document.createElement("p");
        hint.className = "hint";
        hint.dataset.label = t("web-hint");
        hint.textContent = d.hint;
        div.appendChild(hint);
      }
      const fix = fixes.get(d.code);
      if (fix) {
        fixes.delete(d.code);
        div.appendChild(fixButton(fix, fix.legal && fix === answer.fixes[0]));
      }
      box.appendChild(div);
    }
  }
}

// A fix as a button: its change in words, the FEN it gives in its title.
// `root`: the first fix that makes the position legal, the root cause.
function fixButton(fix, root) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "fix";
  b.dataset.fix = fix.action;
  const key = fix.action === "en_passant" && !fix.square ? "web-fix-en-passant-none" : `web-fix-${fix.action.replace(/_/g, "-")}`;
  b.textContent = t(key, { square: fix.square || "", letters: fix.letters || "" });
  if (root) b.textContent += ` (${t("web-fix-root")})`;
  b.title = fix.fen;
  b.addEventListener("click", () => useFen(fix.fen));
  return b;
}

// Puts `fen` in the box and starts a new game from it, as if typed.
function useFen(fen) {
  setFenText(fen);
  newBoardGame(fen);
  drawMoves();
  drawPly();
  syncUrl();
  check(fen);
}

function drawFields(answer) {
  const body = document.querySelector("#fields tbody");
  body.textContent = "";
  // The FEN this table explains (tests and scripts wait on it).
  body.dataset.fen = answer.input;
  const badFields = new Set(answer.errors.map((d) => d.field).filter(Boolean));
  const changes = new Map((state.changes || []).map((c) => [c.number, c]));
  for (const f of answer.fields) {
    const tr = document.createElement("tr");
    tr.dataset.field = f.number;
    if (badFields.has(f.number)) tr.className = "bad";
    const change = changes.get(f.number);
    if (change) tr.className = "changed";
    tr.innerHTML = `<td>${f.number}</td><td>${escapeHtml(t(`field-${f.number}`))}</td><td class="value">${escapeHtml(f.value)}</td><td>${escapeHtml(f.meaning)}</td>`;
    if (change) {
      const why = document.createElement("span");
      why.className = "why";
      why.textContent = change.before === change.after
        ? t("web-still", { after: change.after, why: change.why })
        : t("web-changed-from", { before: change.before, why: change.why });
      tr.lastChild.appendChild(why);
    }
    body.appendChild(tr);
  }
  if (answer.fields.length === 0) {
    const tr = document.createElement("tr");
    tr.innerHTML = `<td colspan="4">${escapeHtml(t("web-not-fen"))}</td>`;
    body.appendChild(tr);
  }
}

// ---------------------------------------------------------------- playing

async function playMove(move) {
  // One move at a time: clicks, drops and typed moves wait for the answer.
  if (state.busy) return;
  const before = state.answer && state.answer.fen;
  if (!before) return;
  $("move-error").textContent = "";
  state.busy = true;
  try {
    await playFrom(before, move);
  } catch (e) {
    $("move-error").textContent = e.message;
  } finally {
    state.busy = false;
  }
}

async function playFrom(before, move) {
  const game = state.game;
  const at = state.cursor;
  const result = await api("/api/play", { fen: before, moves: [move] });
  // The board moved meanwhile (a step, a FEN typed, another game): the
  // move belongs to a position left, and is dropped.
  if (!state.answer || state.answer.fen !== before || state.game !== game || state.cursor !== at) return;
  if (!result.ok) {
    const err = result.error;
    let text = err ? err.message : t("web-move-refused");
    if (err && err.candidates.length) text += ` (${err.candidates.map(localSan).join(", ")})`;
    if (err && err.hint) text += `: ${err.hint}`;
    $("move-error").textContent = text;
    return;
  }
  const played = result.played[0];
  if (state.game.moves.length === 0) state.game.start = before.trim();
  state.cursor = addMove(state.game, state.cursor, played);
  // A move played again keeps the reasons it was given.
  if (!state.cursor.changes) state.cursor.changes = played.changes;
  await goTo(state.cursor);
  lessonAfterMove();
}

// Closes the promotion choice; `refocus` puts the focus back on the
// destination square (after a choice or Escape).
function cancelPromotion(refocus = false) {
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
  state.selected = own && state.selected !== name ? name : null;
  drawBoard();
}

// Undo takes back a move played here that nothing follows; otherwise
// it steps back, and the game keeps its moves.
async function undo() {
  if (state.mode === "edit") return undoEdit();
  const node = state.cursor;
  if (!node || state.busy) return;
  cancelPromotion();
  removeLeaf(state.game, node);
  await goTo(node.parent);
}

// Goes to the position after `node` (null: the game's start).
async function goTo(node) {
  state.cursor = node;
  // A refused move's error is about the position left.
  $("move-error").textContent = "";
  state.selected = null;
  const fen = node ? node.fen : state.game.start;
  state.lastMove = node && node.from ? [node.from, node.to] : null;
  state.changes = node ? node.changes : null;
  drawMoves();
  drawPly();
  setFenText(fen);
  syncUrl();
  await check(fen);
}

// ←, →, Home and End.
function step(where) {
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
function drawPly() {
  const at = state.cursor;
  const ply = pathTo(at).length;
  const end = lineEnd(state.game, at);
  const total = pathTo(end).length;
  const rest = state.game.truncated && !continuation(state.game, at) ? ` ${t("web-rest-not-shown")}` : "";
  $("ply").textContent = `${t("web-ply", { ply, total })}${at ? `: ${localSan(at.san)}` : ""}${rest}`;
}

function drawMoves() {
  const game = state.game;
  drawTags();
  drawMoveList($("moves"), game, gameResult(), {
    san: localSan,
    label: (node) => {
      const { number, white } = moveNumberAt(positionBefore(game, node));
      return `${number}${white ? "." : "..."} ${localSan(node.san)}${node.glyphs.length ? ` ${node.glyphs.join(" ")}` : ""}`;
    },
    truncated: t("web-rest-not-shown"),
    unplayed: t("web-unplayed"),
  });
  const current = state.cursor && $("moves").querySelector(`[data-node="${state.cursor.id}"]`);
  if (current) {
    current.setAttribute("aria-current", "true");
    keepInView($("moves"), current);
  }
  $("pgn-out").value = gamePgn();
  drawCopyNote();
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
    dt.textContent = name;
    const dd = document.createElement("dd");
    dd.textContent = value;
    box.append(dt, dd);
  }
}

// Says what Copy PGN holds when moves were played inside a loaded game.
function drawCopyNote() {
  const game = state.game;
  const note = $("copy-note");
  const show = !!game.loaded && game.own > 0;
  note.hidden = !show;
  $("copy-loaded").hidden = !game.loaded;
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

// The game in the PGN export format: the Seven Tag Roster, the game's
// other tags, SetUp and FEN when it did not start from the initial
// position, and every move, comment, NAG and variation. A loaded game
// nobody played in is the server's export of it.
function gamePgn() {
  const game = state.game;
  if (game.loaded && game.own === 0) return game.loaded.pgn;
  const today = new Date();
  const date = `${today.getFullYear()}.${String(today.getMonth() + 1).padStart(2, "0")}.${String(today.getDate()).padStart(2, "0")}`;
  const given = new Map(game.tags || []);
  const roster = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
  // A game played here is dated today; a loaded game keeps an unknown date.
  const defaults = { Date: game.tags ? "????.??.??" : date };
  const result = gameResult();
  const tags = roster.map((k) => [k, k === "Result" ? result : given.get(k) || defaults[k] || "?"]);
  for (const [k, v] of game.tags || []) {
    if (!roster.includes(k) && k !== "SetUp" && k !== "FEN") tags.push([k, v]);
  }
  if (game.start !== START) tags.push(["SetUp", "1"], ["FEN", game.start]);
  const head = tags.map(([k, v]) => `[${k} "${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"]`).join("\n");
  return `${head}\n\n${wrapTokens(movetextTokens(game, result))}`;
}

async function copy(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    $("status").textContent = t("web-copied", { what });
  } catch {
    $("status").textContent = t("web-copy-fallback", { what });
  }
}

// Copies the canonical FEN: the one read (and mended, in lenient mode) when
// the position is legal, saying so when it differs from the text typed.
function copyFen() {
  const answer = state.answer;
  const typed = currentFen().trim();
  if (answer && answer.ok && answer.fen) {
    const what = answer.fen === typed ? t("web-what-fen") : t("web-what-fen-read", { fen: answer.fen });
    copy(answer.fen, what);
  } else {
    copy(typed, t("web-what-fen-typed"));
  }
}

// Copies the game as PGN; for a position that is not legal, only once the
// user was told and pressed again.
function copyPgn() {
  const text = gamePgn();
  $("pgn-out").value = text;
  const answer = state.answer;
  if (answer && !answer.ok && state.pgnWarned !== text) {
    state.pgnWarned = text;
    const n = answer.errors.length;
    $("status").textContent = tn("web-pgn-illegal", n);
    $("status").className = "status bad";
    return;
  }
  state.pgnWarned = null;
  copy(text, t("web-what-game"));
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
  suppressClick = true;
  setTimeout(() => {
    suppressClick = false;
  }, 0);
  if (state.mode === "edit") {
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

function onPointerCancel() {
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

// ---------------------------------------------------------------- PGN

async function loadPgn() {
  const text = $("pgn-input").value;
  $("pgn-problems").textContent = "";
  let answer;
  try {
    answer = await api("/api/pgn", { pgn: text });
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
}

function showPgnGame(i) {
  state.pgn.game = i;
  const game = state.pgn.games[i];
  drawPgnProblems(game);
  if (isChess960Game(game.tags)) setChess960Rules(true);
  state.game = gameFromJson(game);
  goTo(null);
}

function drawPgnProblems(game) {
  const box = $("pgn-problems");
  box.textContent = "";
  for (const [list, cls] of [[game.errors, "error"], [game.warnings, "warning"]]) {
    for (const p of list) {
      const div = document.createElement("div");
      div.className = `problem ${cls}`;
      div.textContent = t("web-pgn-problem", { line: p.line, column: p.column, message: p.message, code: p.code });
      if (p.hint) {
        const hint = document.createElement("p");
        hint.className = "hint";
        hint.dataset.label = t("web-hint");
        hint.textContent = p.hint;
        div.appendChild(hint);
      }
      box.appendChild(div);
    }
  }
}

// A new game from `fen`, nothing played yet (a FEN typed, the editor, New game).
function newBoardGame(fen) {
  state.game = newGame(fen);
  state.cursor = null;
  state.lastMove = null;
  state.changes = null;
}

// ---------------------------------------------------------------- modes

function setMode(mode) {
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
  $("edit-panel").hidden = mode !== "edit";
  $("pgn-panel").hidden = mode !== "pgn";
  $("practice-panel").hidden = mode !== "practice";
  state.selected = null;
  if (mode === "edit") {
    if (restored) restored.then(() => state.mode === "edit" && (enterEditor(), drawBoard()));
    else enterEditor();
  }
  drawBoard();
}

// The board as it stands: its game, where it stands, and the FEN typed.
function boardSnapshot() {
  return { game: state.game, cursor: state.cursor, fen: currentFen() };
}

function restoreBoard(snapshot) {
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

// ---------------------------------------------------------------- wiring

function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

async function init() {
  await loadLanguage(initialLanguage());
  $("lang").addEventListener("change", (event) => setLanguage(event.target.value));
  buildBoard();
  buildPalette();

  const recheck = debounce(() => {
    newBoardGame(currentFen());
    drawMoves();
    drawPly();
    syncUrl("typing");
    check(currentFen());
  }, 120);
  $("fen-input").addEventListener("input", () => {
    drawMirror();
    recheck();
  });
  $("fen-input").addEventListener("scroll", () => {
    $("fen-mirror").scrollTop = $("fen-input").scrollTop;
  });
  $("lenient").addEventListener("change", () => check(currentFen()));

  const board = $("board");
  board.addEventListener("click", (event) => {
    if (suppressClick) {
      suppressClick = false;
      return;
    }
    const sq = event.target.closest(".sq");
    if (sq) onSquareClick(sq.dataset.square);
  });
  board.addEventListener("pointerdown", onPointerDown);
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
    if (state.game.loaded) copy(state.game.loaded.pgn, t("web-what-loaded"));
  });
  $("copy-fen").addEventListener("click", copyFen);
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-input").value.trim();
    if (!text) return;
    playMove(standardSan(text)).then(() => {
      if (!$("move-error").textContent) $("move-input").value = "";
    });
  });

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

  // A field changed: the FEN follows, the board stays as it is.
  const editChanged = () => {
    pushEditUndo();
    applyEdit();
  };
  for (const id of ["edit-turn", "edit-K", "edit-Q", "edit-k", "edit-q", "edit-ep"]) {
    $(id).addEventListener("change", editChanged);
  }
  // Typed fields update the FEN as they are typed.
  const typed = debounce(editChanged, 150);
  for (const id of ["edit-half", "edit-full"]) {
    $(id).addEventListener("input", typed);
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
    applyEdit();
  });
  $("edit-start").addEventListener("click", () => {
    pushEditUndo();
    setChess960Rules(false);
    newBoardGame(START);
    goTo(null).then(() => {
      syncEditorFields(true);
      state.editLast = editSnapshot();
    });
  });

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

  $("practice-new").addEventListener("click", nextLesson);
  $("practice-reveal").addEventListener("click", revealLesson);
  $("lesson").addEventListener("change", startLesson);

  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.pendingPromotion) {
      cancelPromotion(true);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const tag = (event.target.tagName || "").toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") return;
    // On the board the arrow keys move between squares, on the tabs between tabs.
    if (event.target.closest && event.target.closest("#board, [role=tablist]")) return;
    const where = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
    if (where) {
      event.preventDefault();
      step(where);
      return;
    }
    if (event.key === "f") $("flip").click();
    if (event.key === "u" && (state.mode === "play" || state.mode === "edit")) undo();
  });

  $("share").addEventListener("click", shareLink);
  window.addEventListener("popstate", () => applyUrl());
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
      const answer = await api("/api/pgn", { pgn: $("pgn-input").value });
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
