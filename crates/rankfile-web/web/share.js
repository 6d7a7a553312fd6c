// rankfile viewer: the page's state in its address, and copying (the
// FEN, the game, the link, the image). The address carries
// the position (`fen`), the game (`moves`, the main line's UCI, for a game
// of moves alone; `pgn`, the game as PGN, for one with comments, NAGs,
// variations, tags, or arrows and circles drawn), where the board stands in it (`at`), the
// orientation (`flip`), the tab (`mode`) and the language (`lang`). Each
// thing the user does is an entry of the browser's history, so Back and
// Forward step through them; Share copies the address.

import { $, START, state } from "./state.js";
import { I18N, api, drawMoves, drawPly, gamePgn, goTo, setMode, t, tn, writtenPgn } from "./app.js";
import { addMove, continuation, gameFromJson, newGame } from "./game.js";
import { isChess960Game, setChess960Rules } from "./editor.js";
import { buildBoard } from "./board.js";
import { check, currentFen, setFenText } from "./fen.js";

// The longest PGN an address carries: a longer game leaves only its
// position in the link.
const MAX_URL_PGN = 8000;

const share = {
  restoring: false, // the page is being set from the address: no new entry
  gameKey: null, // the game the address names, as its `moves` or `pgn`
  lastTyped: 0, // when the last keystroke wrote the address
  seq: 0, // the latest setting from the address: an older one gives way
};

// Where `node` stands in the game, from the start: `5` is five moves of
// the main line; `3.v1.2` three moves, then the first move of the
// second variation that replaces the next one, then two moves of it.
export function encodePath(game, node) {
  const steps = [];
  for (let at = node; at; at = at.parent) {
    const next = continuation(game, at.parent);
    if (next === at) steps.push(0);
    else steps.push(`v${next.variations.findIndex((v) => v[0] === at)}`);
  }
  steps.reverse();
  const out = [];
  for (const s of steps) {
    if (s === 0 && typeof out[out.length - 1] === "number") out[out.length - 1]++;
    else out.push(s === 0 ? 1 : s);
  }
  return out.join(".");
}

// The node `text` names (null: the start, or a path that leads nowhere).
export function decodePath(game, text) {
  let at = null;
  for (const token of (text || "").split(".").filter(Boolean)) {
    if (token.startsWith("v")) {
      const next = continuation(game, at);
      const line = next && next.variations[Number(token.slice(1))];
      if (!line) return at;
      at = line[0];
    } else {
      for (let i = 0; i < Number(token); i++) {
        const next = continuation(game, at);
        if (!next) return at;
        at = next;
      }
    }
  }
  return at;
}

// A game of moves alone, played here: its main line is all it holds.
function isPlainLine(game) {
  return !game.loaded && !game.comment && !game.marked && game.moves.every((n) => !n.variations.length && !n.comment && !n.nags.length);
}

// The address of the page as it stands.
function pageUrl() {
  const url = new URL(window.location.href);
  const params = url.searchParams;
  for (const k of ["fen", "moves", "pgn", "at", "flip", "mode", "variant"]) params.delete(k);
  const game = state.game;
  let position = currentFen().trim();
  // A game with moves, or a position with arrows and circles drawn on it:
  // the marks travel in its PGN's comments.
  if (game.moves.length > 0 || game.marked) {
    const pgn = isPlainLine(game) ? null : gamePgn();
    if (pgn === null || pgn.length <= MAX_URL_PGN) {
      position = game.start;
      if (pgn === null) params.set("moves", game.moves.map((n) => n.uci).join(","));
      else params.set("pgn", pgn);
      const at = encodePath(game, state.cursor);
      if (at) params.set("at", at);
    }
  }
  if (position !== START) params.set("fen", position);
  if (state.chess960) params.set("variant", "chess960");
  if (state.flip) params.set("flip", "1");
  if (state.mode !== "play") params.set("mode", state.mode);
  if (I18N.lang !== "en" || params.has("lang")) params.set("lang", I18N.lang);
  return url;
}

// Writes the page's state into the address: a new entry of the history
// (`push`), the same entry changed (`replace`), or, for keystrokes, one
// entry for the ones close together (`typing`).
export function syncUrl(how = "push") {
  if (share.restoring) return;
  // A game the address holds as PGN: once the server has written it.
  const game = state.game;
  if ((game.moves.length > 0 || game.marked) && !isPlainLine(game) && gamePgn() === null) {
    writtenPgn().then(() => syncUrl(how), () => {});
    return;
  }
  const url = pageUrl();
  const params = url.searchParams;
  share.gameKey = params.has("pgn") || params.has("moves") ? gameKeyOf(params) : null;
  if (url.href === window.location.href) return;
  const now = Date.now();
  const typing = how === "typing" && now - share.lastTyped < 1000;
  if (how === "typing") share.lastTyped = now;
  if (how === "replace" || typing) window.history.replaceState(null, "", url);
  else window.history.pushState(null, "", url);
}

function gameKeyOf(params) {
  return `${params.get("fen") || START}|${params.get("moves") || ""}|${params.get("pgn") || ""}`;
}

// Sets the page from its address: at the start, and on Back and Forward.
export async function applyUrl() {
  const seq = ++share.seq;
  const params = new URL(window.location.href).searchParams;
  const fen = params.get("fen") || START;
  share.restoring = true;
  try {
    setChess960Rules(params.get("variant") === "chess960");
    const key = gameKeyOf(params);
    const named = params.has("moves") || params.has("pgn");
    let target; // where the board goes in the game it has
    if (named && key !== share.gameKey) {
      const game = await gameFromUrl(params, fen);
      // Back pressed again meanwhile: the later entry decides.
      if (seq !== share.seq) return;
      state.game = game;
      share.gameKey = key;
    } else if (!named) {
      // A game too long for the address left it its position only: when
      // the game on the board reaches that position, the board goes there
      // and the game stays.
      target = positionIn(state.game, fen);
      if (target === undefined) {
        state.game = newGame(fen);
        share.gameKey = null;
      }
    }
    const positionOnly = target === undefined && state.game.moves.length === 0;
    const flip = params.get("flip") === "1";
    if (flip !== state.flip) {
      state.flip = flip;
      buildBoard();
    }
    const mode = params.get("mode") || "play";
    if (mode !== state.mode && ["play", "edit", "pgn", "practice"].includes(mode)) setMode(mode);
    if (target !== undefined) {
      await goTo(target);
    } else if (positionOnly) {
      // A position alone: its text as the address gives it, spaces and all.
      state.cursor = null;
      state.lastMove = null;
      state.changes = null;
      setFenText(fen);
      drawMoves();
      drawPly();
      await check(fen);
    } else {
      await goTo(decodePath(state.game, params.get("at")));
    }
  } finally {
    if (seq === share.seq) share.restoring = false;
  }
}

// The move of `game` after which the board stands at `fen` (null: the
// game's start), or undefined when the game never stands there.
function positionIn(game, fen) {
  if (game.moves.length === 0) return undefined;
  const wanted = fen.trim();
  if (game.start === wanted) return null;
  for (const node of game.byId.values()) if (node.fen === wanted) return node;
  return undefined;
}

// The game an address names: its moves replayed, or its PGN read.
async function gameFromUrl(params, fen) {
  if (params.has("pgn")) {
    const answer = await api("/api/pgn", { pgn: params.get("pgn"), main_line: false });
    if (answer.games.length > 0) {
      if (isChess960Game(answer.games[0].tags)) setChess960Rules(true);
      return gameFromJson(answer.games[0]);
    }
    return newGame(fen);
  }
  const moves = params.get("moves").split(",").filter(Boolean);
  const game = newGame(fen);
  const result = await api("/api/play", { fen, moves });
  let at = null;
  for (const played of result.played) at = addMove(game, at, played);
  return game;
}

// Copies the page's address.
function shareLink() {
  syncUrl("replace");
  copy(window.location.href, t("web-what-link"));
}

// The address of the board as shown, drawn by the server: `/board.png`
// or `/board.svg` at the size chosen, with the orientation, the last
// move, and the arrows and circles of the move shown.
function imageUrl() {
  const format = $("image-format").value;
  const answer = state.answer;
  const fen = answer && answer.ok && answer.fen ? answer.fen : currentFen().trim();
  const query = new URLSearchParams({ fen, size: $("image-size").value });
  if (state.flip) query.set("flip", "1");
  if (state.lastMove && state.mode !== "edit") query.set("lastmove", state.lastMove.join(""));
  const holder = state.mode === "edit" ? null : state.cursor || state.game;
  const marks = (holder && holder.arrows) || [];
  const arrows = marks.filter((m) => m.length === 5);
  const circles = marks.filter((m) => m.length === 3);
  if (arrows.length) query.set("arrows", arrows.join(","));
  if (circles.length) query.set("circles", circles.join(","));
  return { href: `/board.${format}?${query}`, name: `board.${format}` };
}

// Points the download link at the board as it is now, just before the
// browser follows it.
function aimImageLink() {
  const link = $("download-image");
  const { href, name } = imageUrl();
  link.href = href;
  link.download = name;
}

// Share, the address followed through Back and Forward, and the image
// download aimed at the board as shown.
export function wireShare() {
  $("share").addEventListener("click", shareLink);
  window.addEventListener("popstate", () => applyUrl());
  // Aimed on the way in, so that a middle click or "Save link as" gets
  // the board as shown too.
  for (const event of ["pointerdown", "focus", "click"]) $("download-image").addEventListener(event, aimImageLink);
}

// ---------------------------------------------------------------- copying

// A copy's confirmation (or why not), on its own line under the buttons:
// the status line keeps saying what the position is.
export function sayCopied(text, bad = false) {
  const line = $("copied");
  line.textContent = text;
  line.className = bad ? "copied bad" : "copied";
}

export async function copy(text, what) {
  try {
    await navigator.clipboard.writeText(text);
    sayCopied(t("web-copied", { what }));
  } catch {
    sayCopied(t("web-copy-fallback", { what }));
  }
}

// Copies the canonical FEN: the one read (and mended, in lenient mode) when
// the position is legal, saying so when it differs from the text typed.
export function copyFen() {
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
export async function copyPgn() {
  let text;
  try {
    text = await writtenPgn();
  } catch (e) {
    sayCopied(e.message, true);
    return;
  }
  $("pgn-out").value = text;
  const answer = state.answer;
  if (answer && !answer.ok && state.pgnWarned !== text) {
    state.pgnWarned = text;
    const n = answer.errors.length;
    sayCopied(tn("web-pgn-illegal", n), true);
    return;
  }
  state.pgnWarned = null;
  copy(text, t("web-what-game"));
}
