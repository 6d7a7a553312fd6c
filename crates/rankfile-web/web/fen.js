// rankfile viewer: the FEN box and what the server says of it: the
// characters of each problem marked, the problems listed with their
// one-click fixes (root causes first), the six fields in words.

import { $, state } from "./state.js";
import { api, debounce, drawMoves, drawPly, t, tn } from "./app.js";
import { newBoardGame } from "./game.js";
import { syncUrl } from "./share.js";
import { editSnapshot, lockFields, pushEditUndo, rawOfText, syncEditorFields } from "./editor.js";
import { cancelPromotion, drawBoard } from "./board.js";
import { evaluate } from "./analysis.js";

// ---------------------------------------------------------------- FEN box

export function currentFen() {
  return $("fen-input").value;
}

export function setFenText(fen) {
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

export async function check(fen) {
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
    evaluate(null);
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
  state.game.version++;
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
  // The note on spaces left out holds for the text pasted only: a move
  // played or a step taken puts another FEN in the box.
  const trimmed = state.trimmed !== null && state.trimmed === currentFen();
  canonical.hidden = !differs && !trimmed;
  canonical.textContent = differs ? t("web-read-as", { fen: answer.fen }) : "";
  if (trimmed) canonical.prepend(`${t("web-trimmed")} `);
  if (differs) {
    const use = document.createElement("button");
    use.type = "button";
    use.className = "fix";
    use.id = "use-read-as";
    use.textContent = t("web-fix-read-as");
    use.addEventListener("click", () => useFix(answer.fen));
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
  // A dead position (FIDE 5.2.2): said beside the status, with why.
  const dead = $("dead");
  dead.textContent = answer.dead || "";
  dead.hidden = !answer.dead;
  if (state.mode === "edit") adoptBoard(answer);
  evaluate(answer);
}

// In edit mode, a FEN typed in the box (not written by the editor) gives
// the editor its board: the ranks that read, the others kept as typed. A
// placement without 8 ranks never empties the editor.
async function adoptBoard(answer) {
  if (answer.input === state.editFen) return;
  pushEditUndo();
  takeTypedText(answer);
  // The editor's board is this FEN's now.
  state.editFen = answer.input;
  await syncEditorFields();
  lockFields();
  state.editLast = editSnapshot();
  drawBoard();
}

// The editor takes the FEN `answer` is about: the ranks that read (all
// of them when there are 8, unreadable ones kept as typed), and what it
// cannot show kept as typed, so that edits go around it.
export function takeTypedText(answer) {
  state.editRaw = rawOfText(answer.input, answer);
  const eightRanks = !!state.editRaw && state.editRaw.ranksFound === null;
  if (hasBoard(answer) || eightRanks) state.editPieces = Object.assign({}, answer.pieces);
  else if (!state.editPieces) state.editPieces = {};
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
      div.innerHTML = `<div><strong>${escapeHtml(kind)}${escapeHtml(where)}${escapeHtml(t("web-colon").trimEnd())}</strong> ${escapeHtml(d.message)} <span class="code">${escapeHtml(d.code)}</span></div>`;
      if (d.hint) div.appendChild(hintParagraph(d.hint));
      const fix = fixes.get(d.code);
      if (fix) {
        fixes.delete(d.code);
        div.appendChild(fixButton(fix, fix.legal && fix === answer.fixes[0]));
      }
      box.appendChild(div);
    }
  }
}

// A problem's hint, labelled; the request fields it names ("lenient": true)
// are the page's own controls here.
export function hintParagraph(text) {
  const hint = document.createElement("p");
  hint.className = "hint";
  // The label with the language's colon ("Conseil : " in French).
  hint.dataset.label = t("web-hint") + t("web-colon");
  hint.textContent = text
    .replace(/"lenient": true/g, t("web-control-lenient"))
    .replace(/"chess960": true/g, t("web-control-chess960"));
  return hint;
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
  b.addEventListener("click", () => useFix(fix.fen));
  return b;
}

// Puts `fen` in the box and starts a new game from it, as if typed; the
// promise is kept once its answer is shown.
export function useFen(fen) {
  setFenText(fen);
  newBoardGame(fen);
  drawMoves();
  drawPly();
  syncUrl();
  return check(fen);
}

// A fix applied. Its button goes with the problem it mended, so the focus
// goes on: to the next fix when the position still has one, else to the
// status that says what the position is now (not to the FEN box, which
// would open a phone's keyboard).
async function useFix(fen) {
  await useFen(fen);
  const lost = !document.activeElement || document.activeElement === document.body;
  if (!lost || currentFen() !== fen) return;
  const next = document.querySelector("#problems button.fix, #canonical button.fix");
  (next || $("status")).focus();
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
    tr.innerHTML = `<td>${f.number}</td><td>${escapeHtml(t(`field-${f.number}`))}</td><td class="value">${escapeHtml(f.value).replace(/\//g, "/<wbr>")}</td><td>${escapeHtml(f.meaning)}</td>`;
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

// The FEN box: checked as it is typed, a paste's surrounding spaces left
// out and said, the "lenient" box.
export function wireFenBox() {
  const recheck = debounce(() => {
    newBoardGame(currentFen());
    drawMoves();
    drawPly();
    syncUrl("typing");
    check(currentFen());
  }, 120);
  $("fen-input").addEventListener("input", () => {
    state.trimmed = null;
    $("board-note").textContent = "";
    drawMirror();
    recheck();
  });
  // A FEN pasted with spaces or a line end around it (copied from a page
  // or a file): those are left out, and said.
  $("fen-input").addEventListener("paste", () => {
    setTimeout(() => {
      const box = $("fen-input");
      const tidy = box.value.trim();
      if (tidy === box.value) return;
      box.value = tidy;
      state.trimmed = tidy;
      drawMirror();
      recheck();
    }, 0);
  });
  $("fen-input").addEventListener("scroll", () => {
    $("fen-mirror").scrollTop = $("fen-input").scrollTop;
  });
  $("lenient").addEventListener("change", () => check(currentFen()));
}
