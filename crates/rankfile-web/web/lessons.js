// rankfile viewer: the Practice tab, the seeds' exercises as they give
// them: the start FEN's side to move and castling rights; 1.e4 and its six
// fields; which fields a quiet knight move, a capture, a rook move and a
// pawn move change; the SAN guide's two lines; and a random move's six
// fields.

import { $, START, state } from "./state.js";
import { api, goTo, localSan, t } from "./app.js";
import { addMove, newBoardGame, pathTo } from "./game.js";

// "Which fields change", from 1.e4 on: Black's quiet knight move, a
// capture, a rook move (the knight has left g8), a pawn's double step.
const CHANGE_STEPS = [
  { line: ["e4"], move: "Nf6", kind: "knight" },
  { line: ["e4", "Nf6", "Nc3"], move: "Nxe4", kind: "capture" },
  { line: ["e4", "Nf6", "Nc3", "Nxe4", "Nxe4"], move: "Rg8", kind: "rook" },
  { line: ["e4", "Nf6", "Nc3", "Nxe4", "Nxe4", "Rg8"], move: "d4", kind: "pawn" },
];

// The SAN guide's two lines: a Spanish game's opening (pawn, knight and
// bishop moves, then short castling), and a game mated on move two.
const LINES = {
  spanish: ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"],
  mate: ["f3", "e5", "g4", "Qh4#"],
};

function lessonName() {
  return $("lesson").value;
}

// Starts the exercise chosen in the menu.
export async function startLesson() {
  const lesson = lessonName();
  state.practice = { lesson, step: 0 };
  hideFieldsTable(false);
  $("practice-fields").textContent = "";
  $("practice-answer").textContent = "";
  $("practice-score").textContent = "";
  $("practice-new").hidden = lesson !== "random" && lesson !== "changes";
  $("practice-new").textContent = t(lesson === "changes" ? "web-next-step" : "web-new-exercise");
  if (lesson === "start") return startFenLesson();
  if (lesson === "e4") return predictLesson(START, "e4");
  if (lesson === "changes") return changesLesson(0);
  if (LINES[lesson]) return lineLesson(lesson);
  return randomLesson();
}

// The next exercise of the same kind: another random move, or the next
// step of "which fields change".
function nextLesson() {
  const p = state.practice;
  if (p && p.lesson === "changes") return changesLesson((p.step + 1) % CHANGE_STEPS.length);
  return startLesson();
}

// A new game of `moves` (SAN) from the start, the board after them.
async function playLine(moves) {
  newBoardGame(START);
  const game = state.game;
  if (moves.length === 0) return goTo(null);
  const result = await api("/api/play", { fen: START, moves });
  let at = null;
  for (const played of result.played) at = addMove(game, at, played);
  // Another board was shown meanwhile (the tab left): this one stays aside.
  if (state.game !== game) return;
  return goTo(at);
}

// ------------------------------------------------------------ the start FEN

// Whether the exercise `p` is still the one shown (another may have been
// chosen while it waited for the server).
function current(p) {
  return state.practice === p;
}

async function startFenLesson() {
  const p = state.practice;
  await playLine([]);
  if (!current(p)) return;
  $("practice-task").textContent = t("web-lesson-start-task", { fen: START });
  // The table names each field of the FEN: it would answer the question.
  p.hiding = true;
  hideFieldsTable(true);
  const box = $("practice-fields");
  for (const [i, label] of [[1, t("field-2")], [2, t("field-3")]]) box.append(...predictRow(i, label, ""));
}

// The six fields' table hidden while an exercise it would answer waits
// for its answer, a note saying when it comes back.
export function hideFieldsTable(hidden) {
  $("fields").hidden = hidden;
  $("fields-hidden").hidden = !hidden;
}

function predictRow(i, text, value) {
  const label = document.createElement("label");
  label.textContent = text;
  label.htmlFor = `predict-${i}`;
  const input = document.createElement("input");
  input.id = `predict-${i}`;
  input.value = value;
  input.spellcheck = false;
  const verdict = document.createElement("span");
  verdict.id = `verdict-${i}`;
  return [label, input, verdict];
}

function revealStartFen() {
  state.practice.hiding = false;
  hideFieldsTable(false);
  const answer = state.answer;
  const truth = START.split(" ");
  let right = 0;
  for (const i of [1, 2]) {
    const ok = $(`predict-${i}`).value.trim() === truth[i];
    if (ok) right++;
    const verdict = $(`verdict-${i}`);
    verdict.className = ok ? "right" : "wrong";
    const meaning = answer && answer.fields[i] ? answer.fields[i].meaning : "";
    verdict.textContent = `${ok ? "✓" : `✗ ${truth[i]}`} (${meaning})`;
  }
  $("practice-score").textContent = t("web-score-of", { right, total: 2 });
}

// ------------------------------------------------------------ the six fields after a move

// Predict the six fields after `san` from `fen` (the boxes start from the
// fields before the move).
async function predictLesson(fen, san) {
  const p = state.practice;
  if (fen === START) await playLine([]);
  if (!current(p)) return;
  const answer = state.answer;
  const move = answer.moves.find((m) => m.san === san) || answer.moves[0];
  showPrediction(answer.fen, answer.turn, move);
}

function showPrediction(fen, turn, move) {
  state.practice.fen = fen;
  state.practice.move = move;
  const task = turn === "w" ? "web-practice-task-white" : "web-practice-task-black";
  $("practice-task").textContent = t(task, { fen, san: localSan(move.san) });
  const box = $("practice-fields");
  box.textContent = "";
  fen.split(" ").forEach((value, i) => box.append(...predictRow(i, `${i + 1}. ${t(`field-${i + 1}`)}`, value)));
  $("practice-score").textContent = t("web-practice-start");
}

// A move picked at random in a position reached by a random line of up
// to 16 plies from the start (so that each exercise has its own board,
// castling rights lost, en passant squares and clocks included).
async function randomLesson() {
  const p = state.practice;
  const line = await randomLine(Math.floor(Math.random() * 17));
  if (!current(p)) return;
  await playLine(line);
  if (!current(p)) return;
  let answer = state.answer;
  // A line that ended the game: the exercise is the start position's.
  if (!(answer && answer.ok && answer.moves.length > 0)) {
    await playLine([]);
    if (!current(p)) return;
    answer = state.answer;
  }
  const moves = answer.moves;
  showPrediction(answer.fen, answer.turn, moves[Math.floor(Math.random() * moves.length)]);
}

// `plies` legal moves picked at random from the start, as UCI (fewer
// when the game ends sooner).
async function randomLine(plies) {
  const line = [];
  let fen = START;
  for (let i = 0; i < plies; i++) {
    const answer = await api("/api/fen", { fen });
    if (!answer.ok || answer.moves.length === 0) break;
    const move = answer.moves[Math.floor(Math.random() * answer.moves.length)];
    const result = await api("/api/play", { fen, moves: [move.uci] });
    line.push(move.uci);
    fen = result.played[0].fen;
  }
  return line;
}

// Each field marked right or wrong with the rule that decides. The en
// passant field after a double step is right as the square passed (the
// PGN standard's way, which rankfile writes) or as `-` when no capture
// en passant is possible (the way lichess and python-chess write it).
async function revealPrediction() {
  const p = state.practice;
  if (!p || !p.move) return; // the exercise is still being set up
  const result = await api("/api/play", { fen: p.fen, moves: [p.move.uci] });
  const played = result.played[0];
  const truth = played.fen.split(" ");
  const changes = new Map(played.changes.map((c) => [c.number, c]));
  const epAlso = truth[3] !== "-" && !(await enPassantPossible(played.fen, truth[3])) ? "-" : null;
  if (!current(p)) return;
  let right = 0;
  truth.forEach((value, i) => {
    const guess = $(`predict-${i}`).value.trim();
    const ok = guess === value || (i === 3 && guess === epAlso);
    if (ok) right++;
    const change = changes.get(i + 1);
    const verdict = $(`verdict-${i}`);
    verdict.className = ok ? "right" : "wrong";
    verdict.textContent = `${ok ? "✓" : `✗ ${value}`} (${change ? change.why : t("web-unchanged")})`;
  });
  $("practice-score").textContent = t("web-score", { right });
  $("practice-answer").textContent = epAlso ? t("web-lesson-ep-conventions", { square: truth[3] }) : "";
}

async function enPassantPossible(fen, square) {
  const answer = await api("/api/fen", { fen });
  return answer.moves.some((m) => m.to === square && /^[a-h]x/.test(m.san));
}

// ------------------------------------------------------------ which fields change

async function changesLesson(step) {
  const p = state.practice;
  p.step = step;
  const s = CHANGE_STEPS[step];
  await playLine(s.line);
  if (!current(p)) return;
  $("practice-task").textContent = t(`web-lesson-step-${s.kind}`, { san: localSan(s.move) });
  const box = $("practice-fields");
  box.textContent = "";
  for (let i = 0; i < 6; i++) {
    const label = document.createElement("label");
    label.htmlFor = `predict-${i}`;
    label.textContent = `${i + 1}. ${t(`field-${i + 1}`)}`;
    const input = document.createElement("input");
    input.type = "checkbox";
    input.id = `predict-${i}`;
    const verdict = document.createElement("span");
    verdict.id = `verdict-${i}`;
    box.append(label, input, verdict);
  }
  $("practice-answer").textContent = "";
  $("practice-score").textContent = t("web-lesson-changes-start");
}

async function revealChanges() {
  const p = state.practice;
  const s = CHANGE_STEPS[p.step];
  const [game, at] = [state.game, state.cursor];
  const before = state.answer.fen;
  const result = await api("/api/play", { fen: before, moves: [s.move] });
  // The board moved on meanwhile: the answer is about a position left.
  if (!current(p) || state.game !== game || state.cursor !== at) return;
  const played = result.played[0];
  const changes = new Map(played.changes.map((c) => [c.number, c]));
  let right = 0;
  for (let i = 0; i < 6; i++) {
    const change = changes.get(i + 1);
    const ok = $(`predict-${i}`).checked === !!change;
    if (ok) right++;
    const verdict = $(`verdict-${i}`);
    verdict.className = ok ? "right" : "wrong";
    verdict.textContent = `${ok ? "✓" : "✗"} ${change ? change.why : t("web-unchanged")}`;
  }
  $("practice-score").textContent = t("web-score", { right });
  // The move is played: the fields table shows the changes.
  state.cursor = addMove(state.game, state.cursor, played);
  if (!state.cursor.changes) state.cursor.changes = played.changes;
  p.revealedAt = state.cursor;
  await goTo(state.cursor);
}

// The board left the position an answer was shown for (Undo, a step
// back): the marks are about a position no longer shown, so they go, and
// the learner's answer stays to be tried again.
export function lessonFollowBoard() {
  const p = state.practice;
  if (!p || p.revealedAt === undefined || state.cursor === p.revealedAt) return;
  p.revealedAt = undefined;
  for (const verdict of $("practice-fields").querySelectorAll("span[id^=verdict-]")) {
    verdict.textContent = "";
    verdict.className = "";
  }
  $("practice-score").textContent = t("web-lesson-changes-start");
}

// ------------------------------------------------------------ the SAN guide's lines

async function lineLesson(name) {
  const p = state.practice;
  await playLine([]);
  if (!current(p)) return;
  const line = LINES[name];
  $("practice-task").textContent = t(`web-lesson-line-${name}`, { line: numberedLine(line) });
  $("practice-score").textContent = t("web-lesson-line-start");
}

function numberedLine(sans) {
  return sans.map((san, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${localSan(san)}` : localSan(san))).join(" ");
}

// Whether the board takes moves in this exercise (the lines are played).
export function lessonTakesMoves() {
  return !!state.practice && !!LINES[state.practice.lesson];
}

// After each move played in a line's exercise: right so far, or which
// move the line has there.
export function lessonAfterMove() {
  if (state.mode !== "practice" || !lessonTakesMoves()) return;
  const line = LINES[state.practice.lesson];
  const played = pathTo(state.cursor).map((n) => n.san);
  const at = played.length - 1;
  const score = $("practice-score");
  if (at < 0) return;
  if (at >= line.length || played[at] !== line[at]) {
    score.className = "wrong";
    score.textContent = t("web-lesson-line-wrong", { san: localSan(played[at]), expected: localSan(line[at] || "—") });
    return;
  }
  score.className = "right";
  score.textContent = at + 1 === line.length ? t("web-lesson-line-done") : t("web-lesson-line-good", { san: localSan(played[at]), done: at + 1, total: line.length });
}

async function revealLine() {
  await playLine(LINES[state.practice.lesson]);
  lessonAfterMove();
}

// "Show the answer".
function revealLesson() {
  const p = state.practice;
  if (!p) return;
  if (p.lesson === "start") return revealStartFen();
  if (p.lesson === "changes") return revealChanges();
  if (LINES[p.lesson]) return revealLine();
  return revealPrediction();
}

// The Practice tab's buttons and menu.
export function wireLessons() {
  $("practice-new").addEventListener("click", nextLesson);
  $("practice-reveal").addEventListener("click", revealLesson);
  $("lesson").addEventListener("change", startLesson);
}
