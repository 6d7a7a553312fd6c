// End-to-end tests of `rankfile serve` in a real headless browser:
// Debian's Chromium, driven by playwright-core. Each step saves a
// screenshot in tests/e2e/screenshots/.
//
// Run with `scripts/test.sh` (which builds rankfile and installs what this
// needs), or by hand: `cargo build -p rankfile-cli && cd tests/e2e &&
// npm ci && npm test`. RANKFILE_BIN and CHROMIUM override the paths.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const root = join(here, "..", "..");
const shots = join(here, "screenshots");
mkdirSync(shots, { recursive: true });

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
const BAD_EP = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";

let server;
let base;
let browser;

// The PGN box once the server has written the game into it (the page
// marks it busy while it waits).
async function pgnOut(page) {
  await page.locator("#pgn-out:not([data-busy])").waitFor({ state: "attached" });
  return page.locator("#pgn-out").inputValue();
}

function startServer() {
  const bin = process.env.RANKFILE_BIN || join(root, "target", "debug", "rankfile");
  return new Promise((resolve, reject) => {
    server = spawn(bin, ["serve", "--addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"] });
    server.on("error", reject);
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/[0-9.:]+\//);
      if (m) resolve(m[0]);
    });
    setTimeout(() => reject(new Error(`rankfile serve said: ${out}`)), 15000);
  });
}

before(async () => {
  base = await startServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

test("both alphabets in the move box; a PGN's respellings, legal moves, tags and hints in the page's language", async () => {
  const KING_AND_ROOK = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
  const { page, context, errors } = await open(`/?lang=fr&fen=${encodeURIComponent(KING_AND_ROOK)}`);
  // R is the French king and the English rook: both can go to d1.
  await page.locator("#move-input").fill("Rd1");
  await page.locator("#move-form button[type=submit]").click();
  const error = page.locator("#move-error");
  await error.filter({ hasText: "les deux coups sont légaux" }).waitFor();
  assert.ok((await error.textContent()).includes("(Kd1, Td1)"), await error.textContent());
  // Each reading named reads as one move.
  await page.locator("#move-input").fill("Td1");
  await page.locator("#move-form button[type=submit]").click();
  await moveDone(page);
  assert.deepEqual(await page.locator("#moves button").allTextContents(), ["Td1"]);
  // An English initial is read too.
  await page.locator("#move-input").fill("Kf7");
  await page.locator("#move-form button[type=submit]").click();
  await moveDone(page);
  assert.deepEqual(await page.locator("#moves button").allTextContents(), ["Td1", "Rf7"]);
  // A PGN: a respelled move is a warning; a refused one lists the legal
  // moves in the page's letters; the tags are named in French.
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill('[Event "Club"]\n[White "A"]\n\n1. e4 e5 2. Ng1-f3 Ke7 3. Qh5 Kd6 *');
  await page.locator("#pgn-load").click();
  const warning = page.locator("#pgn-problems .problem.warning");
  await warning.filter({ hasText: "Ng1-f3 lu comme Nf3" }).waitFor();
  const refused = page.locator("#pgn-problems .problem.error");
  await refused.first().waitFor();
  const hint = refused.first().locator(".hint");
  assert.equal(await hint.getAttribute("data-label"), "Conseil\u202f: ");
  const legal = await hint.textContent();
  assert.ok(legal.includes("Re2") && legal.includes("Cc3") && !legal.includes("Nc3"), legal);
  assert.ok((await page.locator("#game-tags").textContent()).includes("Événement (Event)"));
  await page.screenshot({ path: join(shots, "22-two-alphabets.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a FEN pasted with spaces around it is read, said; doubled spaces get a fix; hints name the page's controls", async () => {
  const { page, context, errors } = await open("/");
  // As a paste fills the box: the text, then the paste event.
  const paste = (text) => page.evaluate((value) => {
    const box = document.getElementById("fen-input");
    box.value = value;
    box.dispatchEvent(new Event("input"));
    box.dispatchEvent(new Event("paste"));
  }, text);
  await paste(`  ${AFTER_E4} \n`);
  await waitFen(page, AFTER_E4);
  await page.locator("#canonical").filter({ hasText: "were left out" }).waitFor();
  assert.match(await page.locator("#status").textContent(), /Black to move|legal/i);
  // A move played puts another FEN in the box: the note, about the text
  // pasted, goes; back to that text, it is said again.
  await square(page, "e7").click();
  await square(page, "e5").click();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  assert.equal(await page.locator("#canonical").isHidden(), true, "the note outlived the position");
  await page.locator("#step-prev").click();
  await waitFen(page, AFTER_E4);
  await page.locator("#canonical").filter({ hasText: "were left out" }).waitFor();
  // Typing goes on as typed: the note goes.
  await page.locator("#fen-input").fill(START);
  await waitFen(page, START);
  assert.equal(await page.locator("#canonical").isHidden(), true);
  // Spaces doubled inside: one click makes them single.
  const doubled = START.replace(" w ", "  w ");
  await page.locator("#fen-input").fill(doubled);
  const problem = page.locator('.problem[data-code="whitespace"]');
  await problem.waitFor();
  const hint = await problem.locator(".hint").textContent();
  assert.ok(hint.includes("the “lenient” box") && !hint.includes("--lenient"), hint);
  await problem.locator('button[data-fix="single_spaces"]').click();
  await waitFen(page, START);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a placement alone and a fullmove 0 get one-click fixes in the default mode", async () => {
  const { page, context, errors } = await open("/");
  await page.locator("#fen-input").fill("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  const complete = page.locator('.problem[data-code="placement_only"] button[data-fix="complete_fields"]');
  await complete.waitFor();
  assert.match(await complete.textContent(), /castling KQkq .*assumption/);
  await complete.click();
  await waitFen(page, START);
  await page.locator("#fen-input").fill("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 0");
  await page.locator('.problem[data-code="bad_fullmove"] button[data-fix="fullmove_one"]').click();
  await waitFen(page, AFTER_E4);
  // After a fix taken from the keyboard, the focus goes to the next fix,
  // then, the position legal, to the status (not lost on the page).
  await page.locator("#fen-input").fill("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 0");
  const first = page.locator('button[data-fix="fullmove_one"]');
  await first.focus();
  await page.keyboard.press("Enter");
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1");
  await page.waitForFunction(() => document.activeElement && document.activeElement.matches("button.fix"));
  assert.match(await page.evaluate(() => document.activeElement.dataset.fix), /en_passant/);
  await page.keyboard.press("Enter");
  await waitFen(page, START);
  await page.waitForFunction(() => document.activeElement && document.activeElement.id === "status");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a click where the piece picked cannot go is said", async () => {
  const { page, context, errors } = await open("/");
  await square(page, "e2").click();
  await square(page, "e5").click();
  await page.locator("#board-note").filter({ hasText: "No legal move goes from e2 to e5" }).waitFor();
  // A legal move then clears it.
  await square(page, "e2").click();
  await square(page, "e4").click();
  await waitFen(page, AFTER_E4);
  assert.equal(await page.locator("#board-note").textContent(), "");
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a 375 px screen the six fields fit after a move, the FEN broken after its slashes only", async () => {
  const { page, context, errors } = await open("/", { viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  await page.locator("#move-input").fill("e4");
  await page.locator("#move-form button[type=submit]").click();
  await moveDone(page);
  await page.locator('#fields tr[data-field="1"].changed').waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `page ${width} wide`);
  // The placement's value wraps at its slashes, never inside a rank.
  const html = await page.locator('#fields tr[data-field="1"] td.value').innerHTML();
  assert.ok(html.includes("/<wbr>"), html);
  await page.screenshot({ path: join(shots, "23-phone-fields.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill();
});

async function open(path = "/", options = {}) {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 900 },
    permissions: ["clipboard-read", "clipboard-write"],
    ...options,
  });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  // The page runs under the server's Content-Security-Policy: nothing of
  // it may be refused.
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  // Nothing may be loaded from elsewhere.
  const foreign = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith("data:")) foreign.push(r.url());
  });
  await page.goto(base.replace(/\/$/, "") + path);
  await page.waitForFunction(() => document.querySelectorAll("#fields tbody tr").length === 6);
  return { page, context, errors, foreign };
}

const square = (page, name) => page.locator(`[data-square="${name}"]`);
// A typed move has been played and answered: the box is cleared (the
// page takes one move at a time, and drops one typed meanwhile).
const moveDone = (page) => page.waitForFunction(() => document.getElementById("move-input").value === "");
const fenValue = (page) => page.locator("#fen-input").inputValue();

// Waits until the FEN box holds `fen` and the page has drawn its answer.
async function waitFen(page, fen) {
  await page.waitForFunction(
    (want) => document.getElementById("fen-input").value === want && document.querySelector("#fields tbody").dataset.fen === want,
    fen,
  );
}

test("a lenient read shows what the FEN was read as", async () => {
  const { page, context } = await open();
  await page.locator("#lenient").check();
  await page.locator("#fen-input").fill("4k3/8/8/8/8/8/8/4K3");
  await page.locator("#canonical").filter({ hasText: "Read as: 4k3/8/8/8/8/8/8/4K3 w - - 0 1" }).waitFor();
  await page.locator('.problem.warning[data-code="fields_completed"]').waitFor();
  // The cause the page names first is mended as its fix would: a board
  // written from rank 1 up is turned over, not read upside down; a
  // placement alone keeps the castling rights its kings and rooks allow.
  await page.locator("#fen-input").fill("RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1");
  await page.locator("#canonical").filter({ hasText: `Read as: ${START}` }).waitFor();
  await page.locator('.problem.warning[data-code="ranks_flipped"]').waitFor();
  assert.match(await square(page, "e1").locator("img").getAttribute("src"), /wK/, "White's king at the bottom");
  await page.locator("#fen-input").fill("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  await page.locator("#canonical").filter({ hasText: `Read as: ${START}` }).waitFor();
  await context.close();
});

test("the page opens on the starting position", async () => {
  const { page, context, errors, foreign } = await open();
  assert.equal(await fenValue(page), START);
  assert.equal(await page.locator(".sq img").count(), 32);
  assert.equal(await square(page, "e1").getAttribute("aria-label"), "e1, white king");
  assert.equal(await square(page, "d8").getAttribute("aria-label"), "d8, black queen");
  await page.waitForFunction(() => document.getElementById("status").textContent.includes("20 legal moves"));
  assert.match(await page.locator("#status").textContent(), /White to move/);
  assert.match(await page.locator('#fields tr[data-field="2"]').textContent(), /White to move/);
  await page.screenshot({ path: join(shots, "01-start.png"), fullPage: true });
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign, []);
  await context.close();
});

for (const [width, options] of [[1200, {}], [375, { viewport: { width: 375, height: 760 }, hasTouch: true, isMobile: true }]]) {
  test(`at ${width} px a dead position says so under the status, with its reason once, and a living one says nothing`, async () => {
    const locked = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1";
    const { page, context, errors } = await open(`/?fen=${encodeURIComponent(locked)}`, options);
    const dead = page.locator("#dead");
    await dead.waitFor({ state: "visible" });
    const text = await dead.textContent();
    // One pawn structure seals both sides: said once, not once a side.
    assert.equal(text, "dead position: neither side can mate in any pawn structure the game can still reach (the pawns on b4, d4, f4, h4, b5, d5, f5 and h5 now)");
    assert.match(await page.locator("#status").textContent(), /White to move/);
    // The note sits right under the status (nothing between them), inside
    // the screen.
    const [status, note] = [await page.locator("#status").boundingBox(), await dead.boundingBox()];
    const gap = note.y - (status.y + status.height);
    assert.ok(gap >= -1 && gap < 24 && note.x + note.width <= width + 1, JSON.stringify({ status, note }));
    await page.screenshot({ path: join(shots, `dead-position-${width}.png`), fullPage: true });
    await page.locator("#fen-input").fill(START);
    await page.waitForFunction(() => document.getElementById("status").textContent.includes("20 legal moves"));
    assert.equal(await dead.isVisible(), false);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("an invalid FEN shows the en passant hint, marks the characters and the square", async () => {
  const { page, context, errors } = await open();
  await page.locator("#fen-input").fill(BAD_EP);
  const problem = page.locator('.problem[data-code="invalid_ep_square"]');
  await problem.waitFor();
  const text = await problem.textContent();
  assert.match(text, /field 4/);
  assert.match(text, /write the square it passed: e3/);
  assert.equal(await page.locator("#fen-mirror mark").textContent(), "e4");
  assert.match(await square(page, "e4").getAttribute("class"), /marked/);
  assert.match(await page.locator("#status").textContent(), /Not a legal position: 1 problem/);
  assert.match(await page.locator('#fields tr[data-field="4"]').getAttribute("class"), /bad/);
  // The address holds the position.
  assert.equal(new URL(page.url()).searchParams.get("fen"), BAD_EP);
  await page.screenshot({ path: join(shots, "02-invalid-fen.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("e2-e4 played by clicking gives the FEN with e3, and the changed fields say why", async () => {
  const { page, context, errors } = await open();
  await square(page, "e2").click();
  // Legal destinations are shown.
  assert.match(await square(page, "e4").getAttribute("class"), /dest/);
  assert.match(await square(page, "e3").getAttribute("class"), /dest/);
  await square(page, "e4").click();
  await waitFen(page, AFTER_E4);
  assert.match(await square(page, "e4").getAttribute("class"), /last/);
  const ep = await page.locator('#fields tr[data-field="4"]').textContent();
  assert.match(ep, /en passant target e3: the pawn passed it/);
  assert.match(await page.locator('#fields tr[data-field="5"]').textContent(), /halfmove clock reset: a pawn moved/);
  assert.equal(await page.locator('#fields tr[data-field="3"]').getAttribute("class"), null);
  assert.equal((await page.locator("#moves .ply-button").first().textContent()).trim(), "e4");
  await page.screenshot({ path: join(shots, "03-played-e4.png"), fullPage: true });
  // Drag and drop: e7-e5.
  const from = await square(page, "e7").boundingBox();
  const to = await square(page, "e5").boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  assert.match(await page.locator('#fields tr[data-field="6"]').textContent(), /fullmove number \+ 1: Black has moved/);
  // A move typed in SAN, then taken back.
  await page.locator("#move-input").fill("Nf3");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  assert.deepEqual(await page.locator("#moves .ply-button").allTextContents(), ["e4", "e5", "Nf3"]);
  await page.locator("#move-input").fill("Nf3");
  await page.locator("#move-input").press("Enter");
  await page.locator("#move-error").filter({ hasText: "f3" }).waitFor();
  await page.locator("#undo").click();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  // Flip: a1 moves to the top right.
  await page.locator("#flip").click();
  assert.equal(await page.locator(".sq").first().getAttribute("data-square"), "h1");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a promotion asks which piece", async () => {
  const { page, context } = await open("/?fen=" + encodeURIComponent("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"));
  await square(page, "e7").click();
  await square(page, "e8").click();
  await page.locator("#promotion").waitFor({ state: "visible" });
  await page.locator('#promotion button[data-role="n"]').click();
  await waitFen(page, "4N3/6k1/8/8/8/8/8/4K3 b - - 0 1");
  assert.equal((await page.locator("#moves .ply-button").first().textContent()).trim(), "e8=N+");
  // The king in check is highlighted.
  await page.waitForFunction(() => document.querySelector('[data-square="g7"]').classList.contains("check"));
  assert.match(await square(page, "g7").getAttribute("aria-label"), /in check/);
  await context.close();
});

test("the editor places pieces, sets the fields, and shows problems live", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-edit").click();
  await page.locator("#edit-panel").waitFor({ state: "visible" });
  await page.locator("#edit-clear").click();
  await waitFen(page, "8/8/8/8/8/8/8/8 w - - 0 1");
  await page.locator('.problem[data-code="empty"]').waitFor();
  await page.locator('#palette [data-piece="K"]').click();
  await square(page, "g1").click();
  await page.locator('#palette [data-piece="k"]').click();
  await square(page, "g8").click();
  await page.locator('#palette [data-piece="Q"]').click();
  await square(page, "d4").click();
  await page.locator("#edit-turn").selectOption("b");
  await waitFen(page, "6k1/8/8/8/3Q4/8/8/6K1 b - - 0 1");
  await page.locator(".ok-line").waitFor();
  // The castling boxes follow the board: no king on e1, no K or Q.
  for (const right of ["K", "Q", "k", "q"]) assert.equal(await page.locator(`#edit-${right}`).isDisabled(), true, right);
  // A castling right typed without the king and rook at home: a problem,
  // live, the king's home square marked.
  await page.locator("#fen-input").fill("6k1/8/8/8/3Q4/8/8/6K1 b K - 0 1");
  await page.locator('.problem[data-code="bad_castling_rights"]').waitFor();
  assert.match(await square(page, "e1").getAttribute("class"), /marked/);
  assert.match(await page.locator(".problem.error").textContent(), /no white king on e1/);
  await page.screenshot({ path: join(shots, "04-editor.png"), fullPage: true });
  // Drag a piece to move it in the editor.
  const from = await square(page, "d4").boundingBox();
  const to = await square(page, "d5").boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  // The castling right typed is kept (the editor drops nothing the user
  // wrote), and its box, checked, can be unchecked.
  await waitFen(page, "6k1/8/8/3Q4/8/8/8/6K1 b K - 0 1");
  assert.equal(await page.locator("#edit-K").isChecked(), true);
  await page.locator("#edit-K").uncheck();
  await waitFen(page, "6k1/8/8/3Q4/8/8/8/6K1 b - - 0 1");
  assert.equal(await page.locator("#edit-K").isDisabled(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the editor never drops what the user typed: an unreadable rank stays hatched and as typed, edits go around it", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-edit").click();
  await page.locator("#edit-panel").waitFor({ state: "visible" });
  const typo = "rnbqxbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  await typeFen(page, typo);
  await page.locator('.problem[data-code="bad_piece_char"]').waitFor();
  // Rank 8 is drawn hatched in the editor too, and said so (the board may
  // be drawn a moment after the problem is listed).
  await page.waitForFunction(() => ["a8", "e8", "h8"].every((name) => document.querySelector(`[data-square="${name}"]`).classList.contains("bad-rank")));
  assert.match(await square(page, "e8").getAttribute("aria-label"), /rank 8 cannot be read/);
  // Black's castling rights stand on the unreadable rank: kept, not dropped.
  for (const right of ["k", "q"]) assert.equal(await page.locator(`#edit-${right}`).isChecked(), true, right);
  // A piece placed on a readable rank: the rest of the text stays as typed.
  await page.locator('#palette [data-piece="Q"]').click();
  await square(page, "d4").click();
  await waitFen(page, "rnbqxbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  // A click on the unreadable rank is refused, and says why.
  await square(page, "e8").click();
  assert.match(await page.locator("#board-note").textContent(), /Rank 8 \(“rnbqxbnr”\) cannot be read/);
  assert.equal(await fenValue(page), "rnbqxbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  // A field that does not read is kept too, while another is changed.
  await typeFen(page, "rnbqxbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x");
  await page.locator("#edit-turn").selectOption("b");
  await waitFen(page, "rnbqxbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 x");
  // Undo gives back the text as typed.
  await page.locator("#undo").click();
  await waitFen(page, "rnbqxbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x");
  // Seven ranks: the board cannot show the text, so no click rewrites it.
  const seven = "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  await typeFen(page, seven);
  await page.locator('.problem[data-code="rank_count"]').waitFor();
  await square(page, "d4").click();
  assert.match(await page.locator("#board-note").textContent(), /has 7 ranks, not 8/);
  assert.equal(await fenValue(page), seven);
  // A field changed meanwhile keeps the seven ranks as typed.
  await page.locator("#edit-turn").selectOption("b");
  await waitFen(page, seven.replace(" w ", " b "));
  // Five fields: which is which cannot be told, so they stay as typed, the
  // controls locked and said so; the board still takes edits.
  const five = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0";
  await typeFen(page, five);
  await page.locator("#edit-fields-note").filter({ hasText: "has 5 fields, not 6" }).waitFor();
  assert.equal(await page.locator("#edit-turn").isDisabled(), true);
  await square(page, "d4").click();
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0");
  // Mended in the box, the board and the fields take edits again.
  await typeFen(page, START);
  assert.equal(await page.locator("#edit-turn").isDisabled(), false);
  assert.equal(await page.locator("#edit-fields-note").textContent(), "");
  await square(page, "d4").click();
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  assert.equal(await page.locator("#board-note").textContent(), "");
  await page.screenshot({ path: join(shots, "04b-editor-kept.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the game is copied as PGN, with SetUp and FEN when it did not start at the start", async () => {
  const start = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 30";
  const { page, context } = await open("/?fen=" + encodeURIComponent(start));
  await page.locator("#move-input").fill("e4");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 30");
  await page.locator("#move-input").fill("Kd7");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, "8/3k4/8/8/4P3/8/8/4K3 w - - 1 31");
  await page.locator("#copy-pgn").click();
  const pgn = await pgnOut(page);
  assert.match(pgn, /^\[Event "\?"\]\n\[Site "\?"\]\n\[Date "\d{4}\.\d\d\.\d\d"\]\n\[Round "\?"\]\n\[White "\?"\]\n\[Black "\?"\]\n\[Result "\*"\]\n\[SetUp "1"\]\n\[FEN "4k3\/8\/8\/8\/8\/8\/4P3\/4K3 w - - 0 30"\]\n\n30\. e4 Kd7 \*\n$/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, pgn);
  await page.screenshot({ path: join(shots, "05-copy-pgn.png"), fullPage: true });
  await context.close();
});

test("a pasted PGN is stepped through with buttons and arrow keys", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill('[White "Anderssen"]\n[Black "Dufresne"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 *\n');
  await page.locator("#pgn-load").click();
  // The page already shows the start: wait for the game itself.
  await page.locator("#pgn-game option").first().waitFor({ state: "attached" });
  await page.locator("#ply").filter({ hasText: "ply 0 of 5" }).waitFor();
  await waitFen(page, START);
  assert.match(await page.locator("#pgn-game").textContent(), /Anderssen – Dufresne/);
  await page.locator("#step-next").click();
  await waitFen(page, AFTER_E4);
  // The arrow keys step when no text box has the focus.
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press("ArrowRight");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  await page.keyboard.press("End");
  await waitFen(page, "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
  assert.match(await page.locator("#ply").textContent(), /ply 5 of 5: Bc4/);
  await page.keyboard.press("ArrowLeft");
  await waitFen(page, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  // A move of the list steps to the position after it.
  await page.locator("#moves .ply-button").nth(1).click();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  assert.equal(await page.locator("#moves .ply-button").nth(1).getAttribute("aria-current"), "true");
  await page.screenshot({ path: join(shots, "06-pgn.png"), fullPage: true });
  // Copied as PGN, the game keeps its tags.
  const copied = await pgnOut(page);
  assert.match(copied, /^\[Event "\?"\]\n\[Site "\?"\]\n\[Date "\?\?\?\?\.\?\?\.\?\?"\]\n\[Round "\?"\]\n\[White "Anderssen"\]\n\[Black "Dufresne"\]\n\[Result "\*"\]\n\n1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 \*\n$/);
  // A game with an illegal move says where.
  await page.locator("#pgn-input").fill("1. e4 e5 2. Ke3 *\n");
  await page.locator("#pgn-load").click();
  await page.locator("#pgn-problems .problem").filter({ hasText: "Line 1, column 13" }).waitFor();
  // An ambiguous move says how to mend it.
  await page.locator("#pgn-input").fill("1. e4 e5 2. Nc3 Nc6 3. Ne2 *\n");
  await page.locator("#pgn-load").click();
  await page.locator("#pgn-problems .problem .hint").filter({ hasText: "say which: Nge2 or Nce2" }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("practice: predict the six fields, then compare", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-practice").click();
  await page.locator("#lesson").selectOption("random");
  await page.locator("#predict-5").waitFor();
  assert.match(await page.locator("#practice-task").textContent(), /(White|Black) plays .+\. What are the six fields after it\?/);
  // Leave every box as it was before the move: the side to move is then wrong.
  await page.locator("#practice-reveal").click();
  await page.locator("#practice-score").filter({ hasText: "of 6 right" }).waitFor();
  assert.match(await page.locator("#verdict-1").textContent(), /✗ [wb] \(each move passes the turn: (Black|White) to move\)/);
  await page.screenshot({ path: join(shots, "07-practice.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

// Whether the boxes `a` and `b` (bounding boxes) overlap.
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [width, height] of [[1200, 900], [375, 700]]) {
  test(`the exercises at ${width} px: answers keep their size, marks sit beside no box, Undo takes marks back, random exercises vary`, async () => {
    const { page, context, errors } = await open("/", { viewport: { width, height } });
    await page.locator("#tab-practice").click();
    await page.locator("#lesson").selectOption("e4");
    await page.locator("#predict-5").waitFor();
    await page.locator("#predict-0").fill("wrong");
    await page.locator("#practice-reveal").click();
    await page.locator("#practice-score").filter({ hasText: "of 6 right" }).waitFor();
    // "Show the answer" leaves each answer box wide enough to read.
    for (let i = 0; i < 6; i++) {
      const box = await page.locator(`#predict-${i}`).boundingBox();
      assert.ok(box.width >= 100, `answer box ${i} is ${box.width} px wide`);
      assert.ok(!overlap(box, await page.locator(`#verdict-${i}`).boundingBox()), `mark ${i} covers its box`);
    }
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width);
    // Which fields change: no mark covers a checkbox; Undo takes the marks back.
    await page.locator("#lesson").selectOption("changes");
    await page.locator("#practice-task").filter({ hasText: "Nf6, a quiet knight move" }).waitFor();
    await page.locator("#predict-2").check();
    await page.locator("#practice-reveal").click();
    await page.locator("#practice-score").filter({ hasText: "of 6 right" }).waitFor();
    const boxes = [];
    for (let i = 0; i < 6; i++) boxes.push(await page.locator(`#predict-${i}`).boundingBox());
    for (let i = 0; i < 6; i++) {
      const mark = await page.locator(`#verdict-${i}`).boundingBox();
      for (const box of boxes) assert.ok(!overlap(box, mark), `mark ${i} covers a checkbox`);
    }
    await page.screenshot({ path: join(shots, `07b-practice-marks-${width}.png`), fullPage: true });
    await page.locator("#undo").click();
    await waitFen(page, AFTER_E4);
    for (let i = 0; i < 6; i++) assert.equal(await page.locator(`#verdict-${i}`).textContent(), "", `mark ${i} after Undo`);
    assert.equal(await page.locator("#predict-2").isChecked(), true, "the answer stays to be tried again");
    // Random exercises: not always the start position.
    await page.locator("#lesson").selectOption("start");
    const seen = new Set();
    for (let tries = 0; tries < 4; tries++) {
      await page.locator("#practice-task").evaluate((e) => (e.textContent = ""));
      if (tries > 0) await page.locator("#practice-new").click();
      else await page.locator("#lesson").selectOption("random");
      await page.locator("#practice-task").filter({ hasText: "six fields after it" }).waitFor();
      await page.waitForFunction(() => !!document.getElementById("predict-0"));
      seen.add(await page.locator("#predict-0").inputValue());
    }
    assert.ok(seen.size > 1 || !seen.has(START.split(" ")[0]), `random exercises: ${[...seen].join(" | ")}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("moves wait for each other, and a FEN wrong after its placement still shows its board", async () => {
  const { page, context, errors } = await open();
  // Enter pressed twice on one typed move plays it once.
  await page.locator("#move-input").fill("e4");
  await page.locator("#move-input").press("Enter");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, AFTER_E4);
  await page.waitForTimeout(300);
  assert.equal(await page.locator("#moves button").count(), 1);
  // A trailing space is an error, but the pieces are still drawn.
  await page.locator("#fen-input").fill(START + " ");
  await page.locator('.problem[data-code="whitespace"]').waitFor();
  assert.equal(await page.locator(".sq img").count(), 32);
  // A drag that ends off the board leaves the next click alone.
  await page.locator("#fen-input").fill(START);
  await waitFen(page, START);
  const from = await square(page, "e2").boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 700, from.y + 10, { steps: 6 });
  await page.mouse.up();
  await square(page, "g1").click();
  assert.match(await square(page, "g1").getAttribute("aria-label"), /selected/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a pending promotion is dropped with its position; Escape closes it", async () => {
  const { page, context } = await open("/?fen=" + encodeURIComponent("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
  await square(page, "a7").click();
  await square(page, "a8").click();
  await page.locator("#promotion").waitFor({ state: "visible" });
  await page.keyboard.press("Escape");
  await page.locator("#promotion").waitFor({ state: "hidden" });
  await square(page, "a7").click();
  await square(page, "a8").click();
  await page.locator("#promotion").waitFor({ state: "visible" });
  await page.locator("#reset").click();
  await waitFen(page, START);
  assert.equal(await page.locator("#promotion").isVisible(), false);
  await context.close();
});

test("a move played inside a loaded game adds a variation, and the game keeps its moves and result", async () => {
  const { page, context } = await open();
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill('[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n');
  await page.locator("#pgn-load").click();
  await page.locator("#ply").filter({ hasText: "ply 0 of 6" }).waitFor();
  await page.locator("#step-next").click();
  await page.locator("#step-next").click();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  await page.locator("#move-input").fill("d4");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq d3 0 2");
  // The game stays in its tab, and 2. d4 hangs beside 2. Nf3.
  assert.equal(await page.locator("#tab-pgn").getAttribute("aria-selected"), "true");
  const pgn = await pgnOut(page);
  assert.match(pgn, /\[Result "1-0"\]\n\n1\. e4 e5 2\. Nf3 \( 2\. d4 \) 2\.\.\. Nc6 3\. Bb5 a6 1-0\n$/);
  assert.equal(await page.locator(".variation .ply-button").allTextContents().then((t) => t.join(" ")), "d4");
  assert.equal(await page.locator(".variation .ply-button").getAttribute("aria-current"), "true");
  // Playing the same move again goes to it; Undo takes back only what was played here.
  await page.locator("#undo").click();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  assert.equal(await page.locator(".variation").count(), 0);
  await page.locator("#undo").click();
  await waitFen(page, AFTER_E4);
  assert.equal(await page.locator("#moves .ply-button").count(), 6);
  // The editor's Starting position sets the castling rights again (an
  // empty board keeps the side to move and the clocks).
  await page.locator("#tab-edit").click();
  await page.locator("#edit-clear").click();
  await waitFen(page, "8/8/8/8/8/8/8/8 b - - 0 1");
  await page.locator("#edit-start").click();
  await waitFen(page, START);
  await page.waitForFunction(() => ["K", "Q", "k", "q"].every((c) => document.getElementById(`edit-${c}`).checked));
  await context.close();
});

// ------------------------------------------------------------ nothing wiped, nothing dropped

const boardPieceCount = (page) => page.locator(".sq img").count();

test("one wrong character after the placement leaves the board drawn", async () => {
  const { page, context, errors } = await open();
  const placement = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
  for (const rest of ["x KQkq e3 0 1", "b KQkx e3 0 1", "b KQkq e 0 1", "b KQkq e3 -1 1"]) {
    await page.locator("#fen-input").fill(`${placement} ${rest}`);
    await page.locator("#status").filter({ hasText: "Not a legal position" }).waitFor();
    await page.waitForFunction((want) => document.querySelector("#fields tbody").dataset.fen === want, `${placement} ${rest}`);
    assert.equal(await boardPieceCount(page), 32, rest);
    assert.ok(await square(page, "e4").locator("img").count(), rest);
  }
  // A rank nine squares wide: the other ranks are drawn, that one marked.
  await page.locator("#fen-input").fill("rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  await page.locator('.problem[data-code="rank_width"]').waitFor();
  assert.equal(await boardPieceCount(page), 32);
  assert.match(await square(page, "d4").getAttribute("class"), /bad-rank/);
  assert.match(await square(page, "d4").getAttribute("aria-label"), /rank 4 cannot be read/);
  assert.doesNotMatch(await square(page, "d5").getAttribute("class"), /bad-rank/);
  await page.screenshot({ path: join(shots, "08-bad-rank.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the editor's en passant menu offers the possible squares, and every piece stays", async () => {
  const { page, context, errors } = await open();
  await page.locator("#move-input").fill("e4");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, AFTER_E4);
  await page.locator("#tab-edit").click();
  await page.locator("#edit-panel").waitFor({ state: "visible" });
  // After 1.e4 only e3 is possible: behind the pawn that has just moved two squares.
  assert.deepEqual(await page.locator("#edit-ep option").allTextContents(), ["-", "e3"]);
  await page.locator("#edit-ep").selectOption("");
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  assert.equal(await boardPieceCount(page), 32);
  await page.locator("#edit-ep").selectOption("e3");
  await waitFen(page, AFTER_E4);
  assert.equal(await boardPieceCount(page), 32);
  await page.locator(".ok-line").waitFor();
  // A side to move field typed wrong in the FEN box does not empty the
  // editor either, and is kept as typed while another field changes.
  const typedX = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq e3 0 1";
  await page.locator("#fen-input").fill(typedX);
  await page.locator("#status").filter({ hasText: "Not a legal position" }).waitFor();
  await page.locator("#edit-half").fill("3");
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq e3 3 1");
  assert.equal(await boardPieceCount(page), 32);
  // Undo takes back the editor's changes, one at a time.
  await square(page, "e4").click(); // the palette's pawn: a click on a pawn removes it
  // No pawn passed e3 any more: the en passant square goes with it.
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR x KQkq - 3 1");
  await page.locator("#undo").click();
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq e3 3 1");
  await page.locator("#undo").click();
  await waitFen(page, typedX);
  await page.locator("#undo").click();
  await waitFen(page, AFTER_E4);
  await page.screenshot({ path: join(shots, "09-editor-ep.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("Copy FEN copies the FEN as read, and Copy PGN of an illegal position warns first", async () => {
  const { page, context } = await open();
  await page.locator("#lenient").check();
  await page.locator("#fen-input").fill("4k3/8/8/8/8/8/8/4K3");
  await page.locator("#canonical").filter({ hasText: "Read as: 4k3/8/8/8/8/8/8/4K3 w - - 0 1" }).waitFor();
  const status = await page.locator("#status").textContent();
  await page.locator("#copy-fen").click();
  // The confirmation on its own line: the status keeps the position's.
  await page.locator("#copied").filter({ hasText: "as read" }).waitFor();
  assert.equal(await page.locator("#status").textContent(), status);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  await page.locator("#lenient").uncheck();
  await page.evaluate(() => navigator.clipboard.writeText("untouched"));
  await page.locator("#fen-input").fill(BAD_EP);
  await page.locator('.problem[data-code="invalid_ep_square"]').waitFor();
  await page.locator("#copy-pgn").click();
  await page.locator("#copied.bad").filter({ hasText: "Press Copy PGN again" }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "untouched");
  await page.locator("#copy-pgn").click();
  await page.locator("#copied").filter({ hasText: "copied" }).waitFor();
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /\[FEN "rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR b KQkq e4 0 1"\]/);
  await context.close();
});

test("a loaded game is copied with its comments, NAGs and variations", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-pgn").click();
  const study = '[Event "Study"]\n\n{ The opening } 1. e4 $1 { best by test } e5 ( 1... c5 { the Sicilian } 2. Nf3 ) 2. Nf3 ?! Nc6 *\n';
  await page.locator("#pgn-input").fill(study);
  await page.locator("#pgn-load").click();
  await page.locator("#ply").filter({ hasText: "ply 0 of 4" }).waitFor();
  await page.locator("#step-next").click();
  await page.locator("#copy-pgn").click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const words = copied.split(/\s+/).join(" ");
  for (const kept of ["{ The opening }", "1. e4 $1 { best by test }", "( 1... c5 { the Sicilian } 2. Nf3 )", "2. Nf3 $6 Nc6 *"]) {
    assert.ok(words.includes(kept), `${kept} missing from ${copied}`);
  }
  assert.equal(await page.locator("#copy-note").isVisible(), false);
  // A move played inside the game: the page says what Copy PGN holds now,
  // and the loaded game can still be copied whole.
  await page.locator("#move-input").fill("d5");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
  await page.locator("#copy-note").filter({ hasText: "with the moves played here as variations (1)" }).waitFor();
  const grown = (await pgnOut(page)).split(/\s+/).join(" ");
  assert.ok(grown.includes("1. e4 $1 { best by test } 1... e5 ( 1... c5 { the Sicilian } 2. Nf3 ) ( 1... d5 ) 2. Nf3 $6 Nc6 *"), grown);
  await page.locator("#copy-loaded").click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), copied);
  await page.screenshot({ path: join(shots, "10-loaded-game.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

// ---------------------------------------------------------------- whole games

const STUDY = `[Event "Study"]
[White "Ruy"]
[Black "Lopez"]
[Result "1-0"]

{The Spanish} 1. e4 {[%clk 0:10:00] [%eval 0.31]} 1... e5 {[%clk 0:09:58] [%eval #-3]} 2. Nf3 $1 Nc6 (2... d6 $6 {Philidor} 3. d4 $14 (3. Bc4 Be7)) 3. Bb5 1-0
`;

// Whether a font installed has the character `hex` (fontconfig's answer;
// null where there is no fontconfig).
function fontsWith(hex) {
  try {
    return execFileSync("fc-list", [`:charset=${hex}`], { encoding: "utf8" }).trim() !== "";
  } catch {
    return null;
  }
}

async function loadStudy(page, text = STUDY) {
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill(text);
  await page.locator("#pgn-load").click();
  await page.locator("#ply").filter({ hasText: "ply 0 of 5" }).waitFor();
}

test("a loaded game shows everything it holds: comments, glyphs, variations, clocks, evals, tags, result", async () => {
  const { page, context, errors } = await open();
  await loadStudy(page);
  const list = page.locator("#moves");
  assert.equal(await list.locator(".comment").first().textContent(), "The Spanish");
  // The clock and eval commands show beside their moves, not as comments.
  const e4 = list.locator(".ply-button").first();
  assert.equal(await e4.locator(".clock").textContent(), "10:00");
  assert.equal(await e4.locator(".eval").textContent(), "+0.31");
  assert.equal(await list.locator(".ply-button").nth(1).locator(".eval").textContent(), "#-3");
  assert.equal(await list.locator(".comment").count(), 2);
  assert.equal(await list.locator(".ply-button").nth(2).textContent(), "Nf3!");
  // Variations, nested, with their glyphs and comments.
  const variation = list.locator(".variation").first();
  // ⩲ where a font has it; where none has (Debian's default fonts), the
  // ASCII spelling +=, not a missing-glyph box.
  const fontHas = fontsWith("2a72");
  const slight = fontHas === null ? /^d4(⩲|\+=)$/ : fontHas ? /^d4⩲$/ : /^d4\+=$/;
  const [d6, d4] = await variation.locator(":scope > .ply-button").allTextContents();
  assert.equal(d6, "d6?!");
  assert.match(d4, slight);
  assert.equal(await variation.locator(".comment").textContent(), "Philidor");
  assert.deepEqual(await variation.locator(".variation .ply-button").allTextContents(), ["Bc4", "Be7"]);
  assert.equal(await list.locator(".result").textContent(), "1-0");
  assert.match(await page.locator("#game-tags").textContent(), /EventStudy.*WhiteRuy.*BlackLopez/);
  assert.match(await page.locator("#game-tags").textContent(), /Opening \(from the moves\)C60 Ruy Lopez \(ply 5 of 5\)/);
  // A variation's move is clicked, then stepped through with the keys.
  await variation.locator(".ply-button").first().click();
  await waitFen(page, "r1bqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3".replace("r1bqkbnr", "rnbqkbnr"));
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press("ArrowRight");
  await waitFen(page, "rnbqkbnr/ppp2ppp/3p4/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3");
  assert.match(await page.locator("#ply").textContent(), /ply 5 of 5: d4/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  await page.keyboard.press("End");
  await waitFen(page, "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
  // The opening, from the catalog.
  await page.locator("#opening").filter({ hasText: "C60 Ruy Lopez" }).waitFor();
  // Copy PGN keeps all of it.
  const copied = (await pgnOut(page)).split(/\s+/).join(" ");
  assert.ok(copied.includes("( 2... d6 $6 { Philidor } 3. d4 $14 ( 3. Bc4 Be7 ) )"), copied);
  assert.ok(copied.includes("{ [%clk 0:10:00] [%eval 0.31] }"), copied);
  await page.screenshot({ path: join(shots, "11-whole-game.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a move that could not be played keeps its text in the list and in Copy PGN, moves played after it included", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill("1. e4 e5 (1... Qh4 2. Nf3) 2. Qxe5 {what} 3. d4 *\n");
  await page.locator("#pgn-load").click();
  await page.locator("#ply").filter({ hasText: "ply 0 of 2" }).waitFor();
  assert.deepEqual(await page.locator("#moves .unplayed").allTextContents(), ["1... Qh4 2. Nf3 ✗", "2. Qxe5 {what} 3. d4 ✗"]);
  // Qh5 played where the game's refused 2. Qxe5 stood: the rest becomes its alternative.
  // (Once the last position is shown and answered: a move typed before
  // would be read in the position before.)
  await page.keyboard.press("End");
  await page.locator("#ply").filter({ hasText: "ply 2 of 2" }).waitFor();
  await page.waitForFunction(() => document.getElementById("fen-input").value === document.querySelector("#fields tbody").dataset.fen);
  await page.locator("#move-input").fill("Qh5");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
  const written = (await pgnOut(page)).split(/\s+/).join(" ");
  assert.ok(written.includes("1. e4 e5 ( 1... Qh4 2. Nf3 ) 2. Qh5 ( 2. Qxe5 {what} 3. d4 ) *"), written);
  // Read again, it holds the same: two rests kept, the new move played.
  await page.locator("#pgn-input").fill(await pgnOut(page));
  await page.locator("#pgn-load").click();
  await page.locator("#ply").filter({ hasText: "ply 0 of 3" }).waitFor();
  assert.deepEqual(await page.locator("#moves .unplayed").allTextContents(), ["1... Qh4 2. Nf3 ✗", "2. Qxe5 {what} 3. d4 ✗"]);
  // A comment holding a brace is written as a ";" comment, which ends its line.
  await page.locator("#pgn-input").fill("1. e4 ; a } b\n1... e5 *\n");
  await page.locator("#pgn-load").click();
  await page.locator("#ply").filter({ hasText: "ply 0 of 2" }).waitFor();
  await page.keyboard.press("End");
  await page.locator("#move-input").fill("Nf3");
  await page.locator("#move-input").press("Enter");
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 3);
  assert.match(await pgnOut(page), /\n\n1\. e4 ; a \} b\n1\.\.\. e5 2\. Nf3 \*\n$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the arrow keys and the move list step in play mode too, and the game survives switching tabs", async () => {
  const { page, context, errors } = await open();
  for (const move of ["e4", "e5", "Nf3"]) {
    await page.locator("#move-input").fill(move);
    await page.locator("#move-input").press("Enter");
    await page.waitForFunction((n) => document.querySelectorAll("#moves .ply-button").length === n, ["e4", "e5", "Nf3"].indexOf(move) + 1);
    await moveDone(page);
  }
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press("ArrowLeft");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  await page.keyboard.press("Home");
  await waitFen(page, START);
  await page.keyboard.press("End");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  await page.locator("#moves .ply-button").first().click();
  await waitFen(page, AFTER_E4);
  await page.locator("#opening").filter({ hasText: "B00 King's Pawn Game" }).waitFor();
  // The step buttons have names.
  assert.equal(await page.locator("#step-next").getAttribute("aria-label"), "Next move (→)");
  await page.locator("#step-next").click();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  for (const tab of ["#tab-pgn", "#tab-edit", "#tab-play"]) {
    await page.locator(tab).click();
    assert.equal(await page.locator("#moves .ply-button").count(), 3);
  }
  // In the editor too: the editor's board follows the step.
  await page.locator("#tab-edit").click();
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press("Home");
  await waitFen(page, START);
  assert.equal(await boardPieceCount(page), 32);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  await page.waitForFunction(() => !document.querySelector('[data-square="e7"] img'));
  await page.locator("#tab-play").click();
  // The Practice tab's exercises have a board of their own; the game
  // comes back after them.
  await page.locator("#tab-practice").click();
  await page.locator("#predict-2").waitFor();
  await page.locator("#tab-play").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 3);
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  assert.equal(await page.locator("#moves .ply-button").nth(1).getAttribute("aria-current"), "true");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the move list sits beside the board on a wide screen and under it on a phone, numbers clear of moves", async () => {
  // Kings walking from move 998: the numbers grow to four digits.
  const start = "8/8/8/4k3/8/8/8/4K3 w - - 0 998";
  for (const [width, height, beside] of [[1280, 900, true], [390, 844, false]]) {
    const { page, context } = await open("/?fen=" + encodeURIComponent(start), { viewport: { width, height } });
    for (const [i, move] of ["Ke2", "Ke6", "Ke1", "Ke5", "Kd2", "Kd6"].entries()) {
      await page.locator("#move-input").fill(move);
      await page.locator("#move-input").press("Enter");
      await page.waitForFunction((n) => document.querySelectorAll("#moves .ply-button").length === n, i + 1);
      await moveDone(page);
    }
    const board = await page.locator("#board").boundingBox();
    const moves = await page.locator("#moves").boundingBox();
    // The step buttons right under the board, in both layouts.
    const steps = await page.locator("#step-next").boundingBox();
    assert.ok(steps.y >= board.y + board.height && steps.y < board.y + board.height + 40, `steps at y ${steps.y}`);
    if (beside) {
      assert.ok(moves.x >= board.x + board.width, `moves at x ${moves.x}, board ends at ${board.x + board.width}`);
      assert.ok(moves.y < board.y + board.height / 2, `moves at y ${moves.y}`);
    } else {
      assert.ok(moves.y >= board.y + board.height, `moves at y ${moves.y}, board ends at ${board.y + board.height}`);
      // Under it: the step buttons, the status line and the FEN box (which
      // a phone's user came to paste into) between them; the other
      // controls come after the moves.
      const fen = await page.locator("#fen-input").boundingBox();
      const problems = await page.locator("#problems").boundingBox();
      assert.ok(fen.y < moves.y && moves.y < problems.y + problems.height + 80, `moves at y ${moves.y}, FEN box at ${fen.y}`);
      assert.ok(fen.y + fen.height < board.y + 700, `the FEN box ends ${fen.y + fen.height - board.y} px under the board's top`);
      assert.ok(moves.y < (await page.locator("#copy-pgn").boundingBox()).y, "moves over the copy buttons");
    }
    const overlaps = await page.evaluate(() => {
      const boxes = [...document.querySelectorAll("#moves > *")].map((e) => [e.textContent, e.getBoundingClientRect()]);
      const out = [];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, p] = boxes[i];
          const [b, q] = boxes[j];
          if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5) out.push(`${a} / ${b}`);
        }
      }
      return out;
    });
    assert.deepEqual(overlaps, []);
    assert.deepEqual(await page.locator("#moves .num").allTextContents(), ["998.", "999.", "1000."]);
    await page.screenshot({ path: join(shots, `12-moves-${width}.png`), fullPage: true });
    await context.close();
  }
});

test("the main views in each language at 1280 × 900 and 390 × 844 (screenshots)", async () => {
  for (const lang of ["en", "fr", "vi", "pt"]) {
    for (const [width, height] of [[1280, 900], [390, 844]]) {
      const { page, context, errors } = await open(`/?lang=${lang}`, { viewport: { width, height } });
      await page.locator("#tab-pgn").click();
      await page.locator("#pgn-input").fill(STUDY);
      await page.locator("#pgn-load").click();
      await page.locator("#moves .variation").first().waitFor();
      await page.locator("#step-last").click();
      await waitFen(page, "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
      await page.screenshot({ path: join(shots, `20-${lang}-${width}-game.png`), fullPage: true });
      await page.locator("#tab-edit").click();
      await page.screenshot({ path: join(shots, `20-${lang}-${width}-editor.png`), fullPage: true });
      await page.locator("#tab-practice").click();
      await page.locator("#lesson").selectOption("e4");
      await page.locator("#predict-5").waitFor();
      await page.screenshot({ path: join(shots, `20-${lang}-${width}-practice.png`), fullPage: true });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scroll <= width + 2, `${lang} ${width}: the page is ${scroll} wide`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  }
});

// ---------------------------------------------------------------- one-click fixes

async function typeFen(page, fen) {
  await page.locator("#fen-input").fill(fen);
  await waitFen(page, fen);
}

test("each hint with a fix offers it as a button, the root cause first", async () => {
  const { page, context, errors } = await open();
  // Use e3: the en passant field names the square the pawn passed.
  await typeFen(page, BAD_EP);
  const ep = page.locator('.problem[data-code="invalid_ep_square"] button.fix');
  assert.equal(await ep.textContent(), "Use e3 (mends every error)");
  await ep.click();
  await waitFen(page, AFTER_E4);
  await page.locator(".ok-line").waitFor();
  // A board written from rank 1 up: the root cause is listed first, and
  // its button gives the position back.
  await typeFen(page, "RNBQKBNR/PPPP1PPP/8/4P3/8/8/pppppppp/rnbqkbnr b KQkq - 0 1");
  const first = page.locator("#problems .problem").first();
  assert.equal(await first.getAttribute("data-code"), "ranks_reversed");
  await page.screenshot({ path: join(shots, "13-fix-flip.png"), fullPage: true });
  await first.locator("button.fix").click();
  await waitFen(page, AFTER_E4.replace(" e3 ", " - "));
  // The side not to move in check: switch the side.
  await typeFen(page, "4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
  await page.locator('button.fix[data-fix="switch_side"]').click();
  await waitFen(page, "4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
  // Swapped cases: swap them back.
  await typeFen(page, "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1");
  await page.locator("#problems .problem").first().locator("button.fix").click();
  await waitFen(page, START);
  // Castling rights whose king has left its square: drop them.
  await typeFen(page, "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
  const drop = page.locator('button.fix[data-fix="drop_castling"]');
  assert.equal(await drop.textContent(), "Drop KQ (mends every error)");
  await drop.click();
  await waitFen(page, "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1");
  // Read as: the lenient reading taken with one click.
  await page.locator("#lenient").check();
  await page.locator("#fen-input").fill("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  await page.locator("#use-read-as").click();
  // (A placement alone is completed as its fix completes it: the kings
  // and rooks at home keep their castling rights, as an assumption said.)
  await waitFen(page, START);
  // The Polyglot key, on request (the standard's key of the start).
  await page.locator("#lenient").uncheck();
  await typeFen(page, START);
  assert.equal(await page.locator("#polyglot").isVisible(), false);
  await page.locator(".polyglot summary").click();
  assert.equal(await page.locator("#polyglot").textContent(), "463b96181691fc9c");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the tabs are ARIA tabs that the arrow keys move between, with a focus ring everywhere", async () => {
  const { page, context, errors } = await open();
  const selected = () => page.locator('[role=tab][aria-selected="true"]').getAttribute("id");
  // One tab stop: only the selected tab is in the Tab order.
  await page.locator("#tab-play").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await selected(), "tab-edit");
  assert.equal(await page.evaluate(() => document.activeElement.id), "tab-edit");
  assert.equal(await page.locator("#edit-panel").getAttribute("role"), "tabpanel");
  assert.equal(await page.locator("#tab-edit").getAttribute("aria-controls"), "edit-panel");
  assert.deepEqual(await page.locator("[role=tab]").evaluateAll((tabs) => tabs.map((t) => t.tabIndex)), [-1, 0, -1, -1]);
  await page.keyboard.press("End");
  assert.equal(await selected(), "tab-practice");
  await page.keyboard.press("ArrowRight");
  assert.equal(await selected(), "tab-play");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await selected(), "tab-practice");
  await page.keyboard.press("Home");
  assert.equal(await selected(), "tab-play");
  // The arrow keys on the tabs did not step a game, and the focus shows.
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.equal(ring, "solid");
  // The keyboard alone: Tab reaches the step buttons and the moves.
  await page.locator("#move-input").fill("e4");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, AFTER_E4);
  await page.locator("#step-first").focus();
  await page.keyboard.press("Enter");
  await waitFen(page, START);
  assert.equal(await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle), "solid");
  await page.locator("#moves .ply-button").first().focus();
  await page.keyboard.press("Enter");
  await waitFen(page, AFTER_E4);
  assert.deepEqual(errors, []);
  await context.close();
});

// ---------------------------------------------------------------- shareable

test("the address carries the position, the moves, the game, the orientation, the tab and the language; Back and Forward step", async () => {
  const { page, context, errors } = await open();
  for (const [i, move] of ["e4", "e5", "Nf3"].entries()) {
    await page.locator("#move-input").fill(move);
    await page.locator("#move-input").press("Enter");
    await page.waitForFunction((n) => document.querySelectorAll("#moves .ply-button").length === n, i + 1);
    await moveDone(page);
  }
  const afterNf3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
  await waitFen(page, afterNf3);
  let params = new URL(page.url()).searchParams;
  assert.equal(params.get("moves"), "e2e4,e7e5,g1f3");
  assert.equal(params.get("at"), "3");
  // Back and Forward step through what was done: Back undoes Nf3, then
  // e5; Forward plays e5 again.
  await page.goBack();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  assert.equal(await page.locator("#moves .ply-button").count(), 2);
  await page.goBack();
  await waitFen(page, AFTER_E4);
  assert.equal(await page.locator("#moves .ply-button").count(), 1);
  await page.goForward();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  // Stepping is what was done too: Back returns to where the board stood.
  await page.locator("#step-first").click();
  await waitFen(page, START);
  await page.goBack();
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  // Flip, the editor's tab and French: all in the address.
  await page.locator("#flip").click();
  await page.locator("#tab-edit").click();
  await page.locator("#lang").selectOption("fr");
  await page.locator("#tab-edit").filter({ hasText: "Éditer" }).waitFor();
  // Share copies the address.
  await page.locator("#share").click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, page.url());
  params = new URL(link).searchParams;
  assert.deepEqual([params.get("flip"), params.get("mode"), params.get("lang")], ["1", "edit", "fr"]);
  // The link opens the page as it stood.
  const other = await open(new URL(link).pathname + new URL(link).search);
  await waitFen(other.page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  assert.equal(await other.page.locator(".sq").first().getAttribute("data-square"), "h1");
  assert.equal(await other.page.locator("#tab-edit").getAttribute("aria-selected"), "true");
  assert.equal(await other.page.locator("#tab-edit").textContent(), "Éditer");
  assert.equal(await other.page.locator("#moves .ply-button").count(), 2);
  assert.deepEqual(other.errors, []);
  await other.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

test("a loaded game and a variation's move travel in the link", async () => {
  const { page, context, errors } = await open();
  await loadStudy(page);
  await page.locator("#moves .variation .ply-button").first().click();
  const afterD6 = "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
  await waitFen(page, afterD6);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("at"), "3.v0");
  assert.match(url.searchParams.get("pgn"), /Philidor/);
  const other = await open(url.pathname + url.search);
  await waitFen(other.page, afterD6);
  assert.equal(await other.page.locator("#moves .variation .ply-button").first().getAttribute("aria-current"), "true");
  assert.match(await other.page.locator("#game-tags").textContent(), /EventStudy/);
  assert.equal(await other.page.locator("#moves .ply-button").nth(2).locator(".san").textContent(), "Nf3!");
  assert.deepEqual(other.errors, []);
  await other.context.close();
  assert.deepEqual(errors, []);
  await context.close();
});

// ---------------------------------------------------------------- the editor, lichess-grade

async function dragTo(page, from, to) {
  const a = await from.boundingBox();
  const b = typeof to.boundingBox === "function" ? await to.boundingBox() : to;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test("the editor: pieces dragged from the palette and off the board, castling boxes that follow the board", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-edit").click();
  // The palette is one tab stop; the arrow keys choose the piece beside.
  assert.equal(await page.locator("#palette [tabindex='0']").count(), 1);
  await page.locator('#palette [data-piece="P"]').focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.piece), "k");
  assert.equal(await page.locator('#palette [data-piece="k"]').getAttribute("aria-checked"), "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.piece), "N");
  await page.keyboard.press("End");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.piece), "");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.piece), "K");
  assert.equal(await page.locator("#palette [tabindex='0']").getAttribute("data-piece"), "K");
  assert.equal(await page.locator("#fen-input").inputValue(), START, "the arrow keys did not step the game");
  // Castling boxes follow the board: the h1 rook removed, K goes.
  assert.equal(await page.locator("#edit-K").isDisabled(), false);
  await page.locator('#palette [data-piece=""]').click();
  await square(page, "h1").click();
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
  assert.equal(await page.locator("#edit-K").isDisabled(), true);
  assert.equal(await page.locator("#edit-K").isChecked(), false);
  // A rook dragged from the palette to h1: K may be checked again.
  await dragTo(page, page.locator('#palette [data-piece="R"]'), square(page, "h1"));
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1");
  assert.equal(await page.locator("#edit-K").isDisabled(), false);
  await page.locator("#edit-K").check();
  await waitFen(page, START);
  // A piece dragged off the board is taken off.
  await dragTo(page, square(page, "d8"), page.locator("footer"));
  await waitFen(page, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  // Continue from here: the position, played from.
  await page.locator("#edit-continue").click();
  assert.equal(await page.locator("#tab-play").getAttribute("aria-selected"), "true");
  await page.locator("#move-input").fill("e4");
  await page.locator("#move-input").press("Enter");
  await waitFen(page, "rnb1kbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  assert.deepEqual(errors, []);
  await context.close();
});

test("Chess960 start positions by number and at random, and castling by clicking the king then the rook", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-edit").click();
  await page.locator("#edit-960-number").fill("0");
  await page.locator("#edit-960-set").click();
  await waitFen(page, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  await page.locator(".ok-line").waitFor();
  assert.equal(new URL(page.url()).searchParams.get("variant"), "chess960");
  assert.equal(await page.locator("#edit-960").isChecked(), true);
  await page.locator("#edit-960-random").click();
  await page.waitForFunction(() => /^[bnrqk]{8}\/p{8}\/8\/8\/8\/8\/P{8}\/[BNRQK]{8} w KQkq - 0 1$/.test(document.getElementById("fen-input").value) && document.querySelector(".ok-line"));
  const n = Number(await page.locator("#edit-960-number").inputValue());
  assert.ok(n >= 0 && n < 960, `number ${n}`);
  // Chess960 castling: the king on d1 clicked, then its rook on b1.
  const c960 = "1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/1R1K2R1 w GBgb - 0 1";
  await page.locator("#tab-play").click();
  await page.locator("#fen-input").fill(c960);
  await waitFen(page, c960);
  await square(page, "d1").click();
  await square(page, "b1").click();
  await page.waitForFunction(() => document.getElementById("fen-input").value.startsWith("1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b "));
  assert.deepEqual(await page.locator("#moves .ply-button").allTextContents(), ["O-O-O"]);
  // Standard chess too: e1 then h1 castles short.
  await page.locator("#tab-edit").click();
  await page.locator("#edit-960").uncheck();
  await page.locator("#tab-play").click();
  const standard = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  await page.locator("#fen-input").fill(standard);
  await waitFen(page, standard);
  await square(page, "e1").click();
  await square(page, "h1").click();
  await waitFen(page, "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the promotion choice is drawn with the pieces over the square; a refused move's error goes on undo; the PGN box is the clipboard after mate", async () => {
  const { page, context, errors } = await open("/?fen=" + encodeURIComponent("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
  await square(page, "a7").click();
  await square(page, "a8").click();
  const box = page.locator("#promotion");
  await box.waitFor({ state: "visible" });
  const over = await box.boundingBox();
  const a8 = await square(page, "a8").boundingBox();
  assert.ok(Math.abs(over.x - a8.x) < 2 && Math.abs(over.y - a8.y) < 2, `${JSON.stringify(over)} over ${JSON.stringify(a8)}`);
  assert.equal(await box.locator('button[data-role="q"] img').getAttribute("src"), "/pieces/wQ.svg");
  assert.equal(await box.locator('button[data-role="n"]').getAttribute("aria-label"), "Knight");
  await page.screenshot({ path: join(shots, "14-promotion.png") });
  await box.locator('button[data-role="r"]').click();
  await waitFen(page, "R3k3/8/8/8/8/8/8/4K3 b - - 0 1");
  // A refused move, then Undo: the error is about a position left.
  await page.locator("#move-input").fill("Ke9");
  await page.locator("#move-input").press("Enter");
  await page.locator("#move-error").filter({ hasText: /./ }).waitFor();
  await page.locator("#undo").click();
  await waitFen(page, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  assert.equal(await page.locator("#move-error").textContent(), "");
  // The fool's mate: the PGN box and the clipboard agree, 0-1 both.
  await page.locator("#reset").click();
  await waitFen(page, START);
  for (const move of ["f3", "e5", "g4", "Qh4#"]) {
    await page.locator("#move-input").fill(move);
    await page.locator("#move-input").press("Enter");
    await page.waitForFunction((m) => [...document.querySelectorAll("#moves .ply-button")].some((b) => b.textContent === m), move);
    await moveDone(page);
  }
  await page.locator("#status").filter({ hasText: "Checkmate" }).waitFor();
  await page.locator("#copy-pgn").click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(await pgnOut(page), copied);
  assert.match(copied, /\[Result "0-1"\][\s\S]*1\. f3 e5 2\. g4 Qh4# 0-1\n$/);
  assert.deepEqual(errors, []);
  await context.close();
});

// ---------------------------------------------------------------- the seeds' exercises

test("the seeds' exercises: the start FEN, then 1.e4's six fields with both en passant conventions", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-practice").click();
  await page.locator("#predict-2").waitFor();
  assert.match(await page.locator("#practice-task").textContent(), /Who is to move, and which castling rights are there\?/);
  await page.locator("#predict-1").fill("w");
  await page.locator("#predict-2").fill("KQ");
  await page.locator("#practice-reveal").click();
  await page.locator("#practice-score").filter({ hasText: "1 of 2 right." }).waitFor();
  assert.match(await page.locator("#verdict-1").textContent(), /^✓ \(White to move/);
  assert.match(await page.locator("#verdict-2").textContent(), /^✗ KQkq \(/);
  // 1.e4: the en passant field right as e3 (the standard) or - (lichess, python-chess).
  await page.locator("#lesson").selectOption("e4");
  await page.locator("#practice-task").filter({ hasText: "White plays e4" }).waitFor();
  const after = AFTER_E4.split(" ");
  for (const ep of ["-", "e3"]) {
    for (let i = 0; i < 6; i++) await page.locator(`#predict-${i}`).fill(i === 3 ? ep : after[i]);
    await page.locator("#practice-reveal").click();
    await page.locator("#practice-score").filter({ hasText: "6 of 6 right." }).waitFor();
    await page.locator("#practice-answer").filter({ hasText: "lichess and python-chess write it only when a capture en passant is possible" }).waitFor();
    await page.locator("#practice-score").evaluate((e) => (e.textContent = ""));
  }
  await page.screenshot({ path: join(shots, "15-lesson-e4.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the seeds' exercises: which fields a knight move, a capture, a rook move and a pawn move change", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-practice").click();
  await page.locator("#lesson").selectOption("changes");
  // 1...Nf6: placement, side, en passant (e3 goes), halfmove, fullmove.
  await page.locator("#practice-task").filter({ hasText: "Nf6, a quiet knight move" }).waitFor();
  await waitFen(page, AFTER_E4);
  for (const i of [0, 1, 3, 4, 5]) await page.locator(`#predict-${i}`).check();
  await page.locator("#practice-reveal").click();
  await page.locator("#practice-score").filter({ hasText: "6 of 6 right." }).waitFor();
  assert.match(await page.locator("#verdict-3").textContent(), /en passant target cleared/);
  await waitFen(page, "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
  // 2...Nxe4, a capture: the halfmove clock restarts; en passant stays "-".
  await page.locator("#practice-new").click();
  await page.locator("#practice-task").filter({ hasText: "Nxe4, a capture" }).waitFor();
  for (const i of [0, 1, 4, 5]) await page.locator(`#predict-${i}`).check();
  await page.locator("#practice-reveal").click();
  await page.locator("#practice-score").filter({ hasText: "6 of 6 right." }).waitFor();
  assert.match(await page.locator("#verdict-4").textContent(), /a capture/);
  // 3...Rg8, a rook move: Black's king side castling right goes; one box left unticked is wrong.
  await page.locator("#practice-new").click();
  await page.locator("#practice-task").filter({ hasText: "Rg8, a rook move" }).waitFor();
  for (const i of [0, 1, 4, 5]) await page.locator(`#predict-${i}`).check();
  await page.locator("#practice-reveal").click();
  await page.locator("#practice-score").filter({ hasText: "5 of 6 right." }).waitFor();
  assert.match(await page.locator("#verdict-2").textContent(), /^✗ k lost: the rook left h8/);
  // 4.d4, a pawn move: en passant d3, the clock restarts, the number stays.
  await page.locator("#practice-new").click();
  await page.locator("#practice-task").filter({ hasText: "White plays d4, a pawn move" }).waitFor();
  for (const i of [0, 1, 3, 4]) await page.locator(`#predict-${i}`).check();
  await page.locator("#practice-reveal").click();
  await page.locator("#practice-score").filter({ hasText: "6 of 6 right." }).waitFor();
  await waitFen(page, "rnbqkbr1/pppppppp/8/8/3PN3/8/PPP2PPP/R1BQKBNR b KQq d3 0 4");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the seeds' exercises: the SAN guide's Spanish opening and mate on the second move", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-practice").click();
  await page.locator("#lesson").selectOption("spanish");
  await page.locator("#practice-task").filter({ hasText: "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O" }).waitFor();
  // Played on the board, then typed; a wrong move is said, and undone.
  await square(page, "e2").click();
  await square(page, "e4").click();
  await page.locator("#practice-score").filter({ hasText: "✓ e4: 1 of 9." }).waitFor();
  await page.locator("#move-input").fill("d5");
  await page.locator("#move-input").press("Enter");
  await page.locator("#practice-score").filter({ hasText: "✗ d5 is not the line's move: e5 is." }).waitFor();
  await page.locator("#undo").click();
  await waitFen(page, AFTER_E4);
  for (const move of ["e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"]) {
    await page.locator("#move-input").fill(move);
    await page.locator("#move-input").press("Enter");
    await page.waitForFunction((m) => [...document.querySelectorAll("#moves .ply-button")].some((b) => b.textContent === m), move);
    await moveDone(page);
  }
  await page.locator("#practice-score").filter({ hasText: "✓ The whole line is played." }).waitFor();
  await page.screenshot({ path: join(shots, "16-lesson-spanish.png"), fullPage: true });
  // The mate in two: Show the answer plays it.
  await page.locator("#lesson").selectOption("mate");
  await page.locator("#practice-task").filter({ hasText: "1. f3 e5 2. g4 Qh4#" }).waitFor();
  await page.locator("#practice-reveal").click();
  await page.locator("#status").filter({ hasText: "Checkmate" }).waitFor();
  await page.locator("#practice-score").filter({ hasText: "✓ The whole line is played." }).waitFor();
  assert.match(await pgnOut(page), /1\. f3 e5 2\. g4 Qh4# 0-1\n$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the page reads well on a phone-sized screen", async () => {
  const { page, context } = await open("/", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const board = await page.locator("#board").boundingBox();
  assert.ok(board.width <= 390 && board.width > 300, `board ${board.width} wide`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 392, `page ${width} wide`);
  await page.screenshot({ path: join(shots, "08-phone.png"), fullPage: true });
  await context.close();
});

// Every control a finger can hit (WCAG 2.2's 24 px; inline links in a
// sentence are exempt), and every text box at 16 px or more (iOS zooms
// into a smaller one on focus).
async function targetsTooSmall(page) {
  return page.evaluate(() => [...document.querySelectorAll("button, select, input, summary, textarea")]
    .filter((e) => e.offsetParent !== null)
    .map((e) => ({ e, r: e.getBoundingClientRect(), font: parseFloat(getComputedStyle(e).fontSize) }))
    .filter(({ e, r, font }) => r.width < 24 || r.height < 24 || (e.matches("input:not([type=checkbox]), select, textarea") && font < 16))
    .map(({ e, r, font }) => `${e.id || e.tagName} ${Math.round(r.width)}x${Math.round(r.height)} ${font}px`));
}

for (const lang of ["en", "fr", "vi", "pt"]) {
  test(`on a phone in ${lang}, a tab tapped brings its panel on screen with the board, every control a finger's size`, async () => {
    const { page, context, errors } = await open(`/?lang=${lang}`, { viewport: { width: 375, height: 700 }, isMobile: true, hasTouch: true });
    const onScreen = async (selector) => {
      const box = await page.locator(selector).boundingBox();
      return box && box.y >= 0 && box.y + box.height <= 700 && box.x >= 0 && box.x + box.width <= 375;
    };
    // Play: the board, its status, and the FEN box start on the first
    // screen (the review found the FEN box 944 px down).
    assert.ok(await onScreen("#board"), "the board on the first screen");
    const fen = await page.locator("#fen-input").boundingBox();
    assert.ok(fen.y < 700, `the FEN box starts ${fen.y} px down`);
    // Edit: the board and every piece of the palette on one screen, so a
    // piece is picked and placed without scrolling.
    await page.tap("#tab-edit");
    await page.waitForFunction(() => document.querySelectorAll("#palette button").length > 0);
    await page.waitForTimeout(100);
    assert.ok(await onScreen("#board"), "the board on screen in Edit");
    for (const button of await page.locator("#palette button").all()) {
      const box = await button.boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= 700, `a palette button at ${box.y}`);
    }
    await page.locator('#palette [data-piece="Q"]').tap();
    await square(page, "d4").tap();
    await waitFen(page, "rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    await page.screenshot({ path: join(shots, `24-phone-edit-${lang}.png`) });
    // PGN and Practice: the panel's box and buttons come on screen.
    await page.tap("#tab-pgn");
    await page.waitForTimeout(100);
    assert.ok(await onScreen("#pgn-input"), "the PGN box on screen after the tap");
    assert.ok(await onScreen("#pgn-load"), "the Load button on screen after the tap");
    await page.tap("#tab-practice");
    await page.waitForTimeout(100);
    assert.ok(await onScreen("#practice-task"), "the exercise on screen after the tap");
    await page.screenshot({ path: join(shots, `25-phone-practice-${lang}.png`) });
    for (const tab of ["play", "edit", "pgn", "practice"]) {
      await page.tap(`#tab-${tab}`);
      assert.deepEqual(await targetsTooSmall(page), [], `${tab}: controls too small`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `${tab}: the page is ${width} px wide`);
    }
    // A move's menu, in this language: on the screen's width, every item
    // a finger's size, the comment box at 16 px.
    await page.tap("#tab-pgn");
    await page.locator("#pgn-input").fill("1. e4 e5 (1... c5) *");
    await page.tap("#pgn-load");
    await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 3);
    await page.locator("#moves .ply-button").filter({ hasText: "c5" }).click({ button: "right" });
    await page.locator("#move-menu").waitFor();
    await page.locator('#move-menu [data-edit="comment"]').tap();
    const menu = await page.locator("#move-menu").boundingBox();
    assert.ok(menu.x >= 0 && menu.x + menu.width <= 375, `the menu from ${menu.x} to ${menu.x + menu.width}`);
    assert.deepEqual(await targetsTooSmall(page), [], "the menu's controls too small");
    await page.screenshot({ path: join(shots, `32-phone-menu-${lang}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("practice keeps back what answers its question: the six fields' table waits for the answer", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-practice").click();
  await page.locator("#lesson").selectOption("start");
  await page.locator("#fields-hidden").waitFor({ state: "visible" });
  assert.equal(await page.locator("#fields").isVisible(), false, "the table shows w and KQkq, the answer");
  // Another tab: the table is back; the exercise again: hidden again.
  await page.locator("#tab-play").click();
  assert.equal(await page.locator("#fields").isVisible(), true);
  await page.locator("#tab-practice").click();
  assert.equal(await page.locator("#fields").isVisible(), false);
  await page.locator("#predict-1").fill("w");
  await page.locator("#practice-reveal").click();
  await page.locator("#verdict-1.right").waitFor();
  assert.equal(await page.locator("#fields").isVisible(), true, "the table once the answer is shown");
  assert.equal(await page.locator("#fields-hidden").isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a PGN problem pressed takes the caret to it in the PGN box, its word selected", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-pgn").click();
  const text = '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. d4 Ke3 *\n';
  await page.locator("#pgn-input").fill(text);
  await page.locator("#pgn-load").click();
  await page.locator("#pgn-game").selectOption("1");
  await page.locator(".problem-at").first().click();
  const [start, end, focused] = await page.evaluate(() => {
    const box = document.getElementById("pgn-input");
    return [box.selectionStart, box.selectionEnd, document.activeElement === box];
  });
  assert.equal(focused, true);
  assert.equal(text.slice(start, end), "Ke3");
  assert.deepEqual(errors, []);
  await context.close();
});

test("the move list is one Tab stop, walked with the arrow keys, the board following", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill("1. e4 e5 ( 1... c5 ) 2. Nf3 *");
  await page.locator("#pgn-load").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 4);
  const stops = await page.evaluate(() => [...document.querySelectorAll("#moves .ply-button")].filter((b) => b.tabIndex === 0).length);
  assert.equal(stops, 1, "one Tab stop in the move list");
  await page.locator('#moves .ply-button[tabindex="0"]').focus();
  await page.keyboard.press("Home");
  await waitFen(page, AFTER_E4);
  await page.keyboard.press("ArrowRight");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
  // The variation comes next as the list writes it.
  await page.keyboard.press("ArrowRight");
  await waitFen(page, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
  await page.keyboard.press("End");
  await waitFen(page, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  const focused = await page.evaluate(() => document.activeElement.getAttribute("aria-current"));
  assert.equal(focused, "true", "the focus follows the move shown");
  const stopsAfter = await page.evaluate(() => [...document.querySelectorAll("#moves .ply-button")].filter((b) => b.tabIndex === 0).length);
  assert.equal(stopsAfter, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a game's arrows and circles ([%cal], [%csl]) are drawn on the board at their move, not shown as text, and kept in Copy PGN", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill("1. e4 { good [%cal Ge2e4,Rd7d5] [%csl Bd4] } e5 *");
  await page.locator("#pgn-load").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 2);
  await page.locator("#moves .ply-button").first().click();
  await waitFen(page, AFTER_E4);
  await page.waitForFunction(() => document.querySelectorAll("#arrows .arrow").length === 2);
  assert.equal(await page.locator("#arrows .circle").count(), 1);
  const comment = await page.locator("#moves .comment").first().textContent();
  assert.equal(comment, "good");
  // Turned with the board: the e2-e4 arrow points down once flipped.
  const d = () => page.locator("#arrows .arrow").first().getAttribute("d");
  const before = await d();
  await page.locator("#flip").click();
  await page.waitForFunction((old) => document.querySelector("#arrows .arrow").getAttribute("d") !== old, before);
  await page.screenshot({ path: join(shots, "26-arrows.png") });
  // The next move has none.
  await page.locator("#step-next").click();
  await page.waitForFunction(() => document.querySelectorAll("#arrows .arrow, #arrows .circle").length === 0);
  await page.locator("#copy-pgn").click();
  assert.match(await pgnOut(page), /\[%cal Ge2e4,Rd7d5\]/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("arrows and circles drawn with the right button belong to the position shown and are written into the PGN", async () => {
  const { page, context, errors } = await open();
  const centre = async (name) => {
    const box = await square(page, name).boundingBox();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  const rightDrag = async (from, to, modifiers = []) => {
    for (const key of modifiers) await page.keyboard.down(key);
    await page.mouse.move(...(await centre(from)));
    await page.mouse.down({ button: "right" });
    await page.mouse.move(...(await centre(to)), { steps: 4 });
    await page.mouse.up({ button: "right" });
    for (const key of modifiers) await page.keyboard.up(key);
  };
  // On the starting position: a green arrow, a red circle (Shift).
  await rightDrag("e2", "e4");
  await rightDrag("d4", "d4", ["Shift"]);
  assert.equal(await page.locator("#arrows .arrow").count(), 1);
  assert.equal(await page.locator('#arrows .circle[stroke="#882020"]').count(), 1);
  // Drawn again, the arrow goes.
  await rightDrag("e2", "e4");
  assert.equal(await page.locator("#arrows .arrow").count(), 0);
  await rightDrag("g1", "f3");
  // After a move, the marks are that move's; stepping back shows the
  // start's again.
  await square(page, "e2").click();
  await square(page, "e4").click();
  await waitFen(page, AFTER_E4);
  assert.equal(await page.locator("#arrows .arrow, #arrows .circle").count(), 0);
  await rightDrag("d7", "d5", ["Alt"]);
  assert.equal(await page.locator('#arrows .arrow[fill="#003088"]').count(), 1);
  await page.locator("#step-prev").click();
  await waitFen(page, START);
  await page.waitForFunction(() => document.querySelectorAll("#arrows .arrow").length === 1 && document.querySelectorAll("#arrows .circle").length === 1);
  const pgn = await pgnOut(page);
  assert.match(pgn, /\{ \[%csl Rd4\]\[%cal Gg1f3\] \} 1\. e4 \{ \[%cal Bd7d5\] \}/, pgn);
  // A share link keeps them: opened, the start shows its marks, the move
  // its own.
  await page.locator("#share").click();
  await page.locator("#copied").filter({ hasText: "copied" }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForFunction(() => document.querySelectorAll("#arrows .arrow").length === 1 && document.querySelectorAll("#arrows .circle").length === 1);
  await other.locator("#step-next").click();
  await other.waitForFunction(() => document.querySelector('#arrows .arrow[fill="#003088"]') && document.querySelectorAll("#arrows .circle").length === 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test("feedback where it belongs: a move played announced, f and u from a square, the 100-game cut said, contrast of 4.5:1", async () => {
  const { page, context, errors } = await open();
  // The move played, for a screen reader (the status says whose move).
  await square(page, "e2").click();
  await square(page, "e4").click();
  await waitFen(page, AFTER_E4);
  assert.equal(await page.locator("#announce").textContent(), "e4");
  assert.equal(await page.locator("#announce").getAttribute("aria-live"), "polite");
  // f and u work with a square focused, as from anywhere outside a box.
  await square(page, "e4").focus();
  await page.keyboard.press("f");
  await page.waitForFunction(() => document.querySelector("#board .sq").dataset.square === "h1");
  await square(page, "e4").focus();
  await page.keyboard.press("u");
  await waitFen(page, START);
  // A text of 101 games: the page shows 100, and says so.
  const games = Array.from({ length: 101 }, (_, i) => `[Event "g${i + 1}"]\n\n1. e4 *\n`).join("\n");
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill(games);
  await page.locator("#pgn-load").click();
  await page.locator("#pgn-cut").filter({ hasText: "Only the first 100 games" }).waitFor();
  assert.equal(await page.locator("#pgn-game option").count(), 100);
  await page.locator("#pgn-game").selectOption("5");
  assert.equal(await page.locator("#pgn-cut").isVisible(), true);
  // Every text against its background at 4.5:1 at least (axe-core's rule).
  await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  for (const tab of ["play", "edit", "pgn", "practice"]) {
    await page.locator(`#tab-${tab}`).click();
    const result = await page.evaluate(() => window.axe.run(document, { runOnly: ["color-contrast"] }));
    const bad = result.violations.flatMap((v) => v.nodes.map((n) => `${n.target}: ${n.any[0] && n.any[0].message}`));
    assert.deepEqual(bad, [], tab);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

// ---------------------------------------------------------------- languages

const LANGUAGES = [
  // code, the Play tab, the side-to-move line of the start, the en passant hint's end
  ["en", "Play", "White to move.", "write the square it passed: e3"],
  ["fr", "Jouer", "Les Blancs ont le trait.", "écrivez la case qu'il a franchie\u202f: e3"],
  ["vi", "Chơi", "Trắng đi tiếp.", "hãy ghi ô nó đã đi qua: e3"],
  ["pt", "Jogar", "As Brancas jogam.", "escreva a casa por onde ele passou: e3"],
];

for (const [lang, tab, toMove, hint] of LANGUAGES) {
  test(`the page in ${lang}, chosen by ?lang=`, async () => {
    const { page, context, errors, foreign } = await open(`/?lang=${lang}&fen=${encodeURIComponent(BAD_EP)}`);
    assert.equal(await page.locator("html").getAttribute("lang"), lang);
    assert.equal(await page.locator("#tab-play").textContent(), tab);
    assert.equal(await page.locator("#lang").inputValue(), lang);
    const problem = page.locator('.problem[data-code="invalid_ep_square"]');
    await problem.waitFor();
    assert.ok((await problem.textContent()).includes(hint), await problem.textContent());
    await page.screenshot({ path: join(shots, `20-lang-${lang}.png`), fullPage: true });
    await page.locator("#fen-input").fill(START);
    await page.locator('#fields tr[data-field="2"]').filter({ hasText: toMove }).waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(foreign, []);
    await context.close();
  });
}

test("the browser's Accept-Language chooses the page's language", async () => {
  for (const [locale, tab] of [["pt-BR", "Jogar"], ["vi-VN", "Chơi"], ["fr-CA", "Jouer"], ["de-DE", "Play"]]) {
    const { page, context } = await open("/", { locale });
    assert.equal(await page.locator("#tab-play").textContent(), tab, locale);
    await context.close();
  }
});

test("the language menu changes the diagnosis of the position loaded, and keeps it", async () => {
  const { page, context, errors } = await open(`/?fen=${encodeURIComponent(BAD_EP)}`);
  const problem = page.locator('.problem[data-code="invalid_ep_square"]');
  await problem.filter({ hasText: "write the square it passed: e3" }).waitFor();
  await page.locator("#lang").selectOption("fr");
  await problem.filter({ hasText: "écrivez la case qu'il a franchie\u202f: e3" }).waitFor();
  assert.equal(await fenValue(page), BAD_EP);
  assert.equal(await page.locator("#status").textContent(), "Ce n'est pas une position légale\u202f: 1 problème.");
  assert.equal(new URL(page.url()).searchParams.get("lang"), "fr");
  assert.equal(new URL(page.url()).searchParams.get("fen"), BAD_EP);
  assert.equal(await page.locator("#tab-edit").textContent(), "Éditer");
  // A game played goes on in the new language: its moves stay.
  await page.locator("#fen-input").fill(START);
  await waitFen(page, START);
  await page.locator("#move-input").fill("e4");
  await page.locator("#move-form button[type=submit]").click();
  await page.locator("#moves button").first().waitFor();
  await page.locator("#lang").selectOption("pt");
  await page.locator('#fields tr[data-field="2"]').filter({ hasText: "As Pretas jogam." }).waitFor();
  assert.equal(await page.locator("#moves button").count(), 1);
  assert.equal(await page.locator("#moves button").first().textContent(), "e4");
  // The move's reasons are said again in the new language.
  await page.locator('#fields tr[data-field="4"] .why').filter({ hasText: "e3" }).waitFor();
  assert.ok(!(await page.locator("#fields").textContent()).includes("le pion"));
  await page.screenshot({ path: join(shots, "21-lang-switched.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test("moves are typed and shown in the page's piece letters, and copied in the standard's", async () => {
  const { page, context, errors } = await open("/?lang=fr");
  assert.equal(await page.locator("#move-input").getAttribute("placeholder"), "Cf3, e7e5, O-O, exd5, e8=D…");
  for (const move of ["e4", "e5", "Cf3", "Cc6", "Fb5"]) {
    await page.locator("#move-input").fill(move);
    await page.locator("#move-form button[type=submit]").click();
    await page.waitForFunction((n) => document.querySelectorAll("#moves button").length === n, ["e4", "e5", "Cf3", "Cc6", "Fb5"].indexOf(move) + 1);
    await moveDone(page);
  }
  const shown = await page.locator("#moves button").allTextContents();
  assert.deepEqual(shown, ["e4", "e5", "Cf3", "Cc6", "Fb5"]);
  await page.locator("#copy-pgn").click();
  const pgn = await pgnOut(page);
  assert.match(pgn, /1\. e4 e5 2\. Nf3 Nc6 3\. Bb5/);
  // Vietnamese letters: V H X T M.
  await page.locator("#lang").selectOption("vi");
  await page.locator("#moves button").filter({ hasText: "Mf3" }).waitFor();
  assert.deepEqual(await page.locator("#moves button").allTextContents(), ["e4", "e5", "Mf3", "Mc6", "Tb5"]);
  assert.deepEqual(errors, []);
  await context.close();
});

test("Download image gives the board as shown, as PNG or SVG at the size chosen, with its arrows, circles and last move", async () => {
  const { page, context, errors } = await open("/", { acceptDownloads: true });
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill("1. e4 { [%cal Ge2e4,Rd7d5] [%csl Bd4] } e5 *");
  await page.locator("#pgn-load").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 2);
  await page.locator("#moves .ply-button").first().click();
  await waitFen(page, AFTER_E4);
  await page.locator("#flip").click();
  const download = async (format, size) => {
    await page.locator("#image-format").selectOption(format);
    await page.locator("#image-size").selectOption(size);
    const [file] = await Promise.all([page.waitForEvent("download"), page.locator("#download-image").click()]);
    assert.equal(file.suggestedFilename(), `board.${format}`);
    return readFileSync(await file.path());
  };
  const png = await download("png", "720");
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [720, 720]);
  const svg = (await download("svg", "360")).toString();
  const count = (cls) => svg.split(`class="${cls}"`).length - 1;
  assert.deepEqual([count("arrow"), count("circle"), count("last")], [2, 1, 2]);
  assert.match(svg, /width="360" height="360"/);
  // Flipped: h1's square is drawn at the top left.
  assert.match(svg, /<rect x="0" y="0" width="45" height="45" fill="[^"]+"><title>h1:/);
  // The position the board shows, not the text in the box: a typed FEN
  // whose placement alone reads is drawn with its problem marked.
  await page.locator("#tab-play").click();
  await typeFen(page, "8/8/8/8/8/8/8/8 w - - 0 1");
  const empty = (await download("svg", "360")).toString();
  assert.equal(empty.split('class="marked"').length - 1, 0, "an empty board is drawn, no king marked without a square");
  assert.equal(empty.split("<title>").length - 1, 64);
  assert.doesNotMatch(empty, /class="last"/);
  assert.deepEqual(errors, []);
  await context.close();
});

// A second server, for what takes options: its base address, and a stop.
async function serverWith(args) {
  const bin = process.env.RANKFILE_BIN || join(root, "target", "debug", "rankfile");
  const child = spawn(bin, ["serve", "--addr", "127.0.0.1:0", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/[0-9.:]+\//);
      if (m) resolve(m[0]);
    });
    child.on("error", reject);
    setTimeout(() => reject(new Error(`rankfile serve said: ${out}`)), 15000);
  });
  return { url, stop: () => child.kill() };
}

const GAME = '[Event "Embed"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *';

test("the embeddable view: a game's board, moves and stepper, framed by the origins given and by no other", async () => {
  // Another site's page, on a port of its own: it frames the view and the
  // viewer's own page.
  const query = new URLSearchParams({ pgn: GAME, ply: "2", orientation: "black", lang: "fr" });
  let other;
  const site = createServer((request, response) => {
    response.setHeader("Content-Type", "text/html");
    response.end(`<!doctype html><iframe id="view" src="${other.url}embed?${query}" width="640" height="400"></iframe>
      <iframe id="page" src="${other.url}" width="300" height="300"></iframe>`);
  });
  await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${site.address().port}`;
  other = await serverWith(["--embed-origin", origin]);
  const context = await browser.newContext({ viewport: { width: 700, height: 500 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  try {
    await page.goto(`${origin}/`);
    const view = page.frameLocator("#view");
    const board = view.locator("#board");
    await view.locator('#moves button[aria-current="step"]').filter({ hasText: "e5" }).waitFor();
    const src = () => board.getAttribute("src");
    const after = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
    const wanted = new URLSearchParams({ fen: after, flip: "1", lastmove: "e7e5" });
    assert.equal(await src(), `/board.svg?${wanted}`);
    assert.match(await board.getAttribute("alt"), /^Échiquier après e5/);
    assert.equal(await view.locator("#next").getAttribute("title"), "Coup suivant (→)");
    assert.deepEqual(await view.locator("#moves").innerText().then((s) => s.split(/\s+/)), ["1.", "e4", "e5", "2.", "Nf3", "Nc6", "3.", "Bb5"]);
    // The stepper, the keys and the moves step.
    await view.locator("#next").click();
    await view.locator('#moves button[aria-current="step"]').filter({ hasText: "Nf3" }).waitFor();
    await view.locator("#next").press("ArrowRight");
    await view.locator('#moves button[aria-current="step"]').filter({ hasText: "Nc6" }).waitFor();
    await view.locator("#last").click();
    assert.ok(await view.locator("#next").isDisabled());
    await view.locator("#moves button", { hasText: "e4" }).click();
    assert.match(await src(), /lastmove=e2e4/);
    await page.screenshot({ path: join(shots, "27-embed.png") });
    // The viewer's own page may not be framed: its frame shows nothing of it.
    const frame = await (await page.locator("#page").elementHandle()).contentFrame();
    assert.equal(frame.url(), "chrome-error://chromewebdata/", "the main page was framed");
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    other.stop();
    site.close();
  }
});

test("the embeddable view of a position alone, and of a PGN with a mistake, on a phone", async () => {
  const { page, context, errors } = await openEmbed(`/embed?fen=${encodeURIComponent(AFTER_E4)}`);
  const board = page.locator("#board");
  // The page's script sets the board once it has run: on a loaded machine,
  // after the load event the helper waits for.
  await page.waitForFunction(() => document.getElementById("board").getAttribute("src") !== null);
  assert.equal(await board.getAttribute("src"), `/board.svg?${new URLSearchParams({ fen: AFTER_E4 })}`);
  assert.ok(await page.locator("#game").isHidden());
  await page.waitForFunction(() => document.getElementById("board").naturalWidth > 0);
  const box = await board.boundingBox();
  assert.ok(box.width >= 360 && box.width <= 375, `the board fills the phone's width: ${box.width}`);
  await page.goto(`${base}embed?${new URLSearchParams({ pgn: "1. e4 e5 2. Qxe5 Nc6 *" })}`);
  await page.locator("#note").filter({ hasText: "Line 1" }).waitFor();
  assert.match(await page.locator("#note").textContent(), / — the moves before it are shown\./);
  assert.equal(await page.locator("#moves button").count(), 2);
  await page.keyboard.press("End");
  await page.locator('#moves button[aria-current="step"]').filter({ hasText: "e5" }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  await page.screenshot({ path: join(shots, "28-embed-phone.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

async function openEmbed(path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await page.goto(base.replace(/\/$/, "") + path);
  return { page, context, errors };
}

test("on touch, a long press draws: lifted on another square an arrow, on its own a circle, in the colour chosen; a short drag still moves", async () => {
  const { page, context, errors } = await open("/", { viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  const cdp = await context.newCDPSession(page);
  const centre = async (name) => {
    const box = await square(page, name).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  const press = async (from, to, holdMs) => {
    const a = await centre(from);
    const b = await centre(to);
    await touch("touchStart", [a]);
    await page.waitForTimeout(holdMs);
    for (let i = 1; i <= 4; i++) await touch("touchMove", [{ x: a.x + ((b.x - a.x) * i) / 4, y: a.y + ((b.y - a.y) * i) / 4 }]);
    await touch("touchEnd", []);
  };
  await press("e2", "e4", 700);
  await page.waitForFunction(() => document.querySelectorAll("#arrows .arrow").length === 1);
  assert.equal(await fenValue(page), START, "a long press moves no piece");
  await page.locator("#mark-color").selectOption("R");
  await press("d4", "d4", 700);
  await page.waitForFunction(() => document.querySelectorAll('#arrows .circle[stroke="#882020"]').length === 1);
  assert.equal(await page.locator("#board .selected, #board .mark-from").count(), 0);
  await page.screenshot({ path: join(shots, "29-touch-marks.png") });
  // A quick drag is a move, as before.
  await press("g1", "f3", 0);
  await waitFen(page, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
  assert.equal(await page.locator("#arrows .arrow, #arrows .circle").count(), 0, "the marks were the start's");
  assert.deepEqual(errors, []);
  await context.close();
});

test("a move's menu edits the game through the server: main line, promote, delete, comment, glyph, assessment; u takes an edit back", async () => {
  const { page, context, errors } = await open();
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill("1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *");
  await page.locator("#pgn-load").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 6);
  const move = (san) => page.locator("#moves .ply-button").filter({ has: page.locator(".san", { hasText: new RegExp(`^${san.replace(/[+]/g, "\\+")}`) }) });
  const item = (name) => page.locator("#move-menu button", { hasText: name });
  const movetext = async () => (await pgnOut(page)).split("\n\n")[1].replace(/\n/g, " ").trim();
  // c5's line made the main line, from its menu (right-click).
  await move("c5").click({ button: "right" });
  await page.locator("#move-menu").waitFor();
  assert.equal(await item("Promote variation").isEnabled(), true);
  await item("Make main line").click();
  await page.waitForFunction(() => document.querySelector("#moves").textContent.startsWith("1.e4c5"));
  assert.equal(await movetext(), "1. e4 c5 ( 1... e5 2. Nf3 ) 2. Nf3 ( 2. c3 ) *");
  await waitFen(page, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
  assert.match(await page.locator("#announce").textContent(), /Game edited/);
  // u takes the edit back: the game as loaded.
  await page.keyboard.press("u");
  await page.waitForFunction(() => document.querySelector("#moves").textContent.startsWith("1.e4e5"));
  assert.equal(await movetext(), "1. e4 e5 ( 1... c5 2. Nf3 ( 2. c3 ) ) 2. Nf3 *");
  // From the keyboard: m on a move, the arrows to an item, Enter.
  await move("e4").click();
  await move("e4").press("m");
  await page.locator("#move-menu").waitFor();
  assert.equal(await item("Make main line").isDisabled(), true, "e4 is on the main line");
  // The focus starts on Delete from here (promote and main line are off).
  assert.equal(await page.evaluate(() => document.activeElement.dataset.edit), "delete");
  await page.keyboard.press("ArrowDown"); // Comment…
  await page.keyboard.press("Enter");
  await page.locator("#comment-text").fill("the king's pawn");
  await page.locator("#comment-form button[type=submit]").click();
  await page.waitForFunction(() => document.querySelector("#moves .comment") && document.querySelector("#moves .comment").textContent.includes("king's pawn"));
  // A glyph and an assessment on e4; a new glyph replaces the old.
  // (?, then !, then ⩲: the last drawn +=  where no font has ⩲.)
  for (const nag of [2, 1, 14]) {
    await move("e4").click({ button: "right" });
    await page.locator("#move-menu").waitFor();
    await page.locator(`#move-menu .menu-row button[data-nag="${nag}"]`).click();
    await page.locator("#move-menu").waitFor({ state: "hidden" });
  }
  await page.waitForFunction(() => /\$1 \$14/.test(document.getElementById("pgn-out").value));
  assert.match(await movetext(), /^1\. e4 \$1 \$14 \{ the king's pawn \} 1\.\.\. e5/);
  // c3 promoted above Nf3; then Nf3 of the main line deleted with all after it.
  await move("c3").click({ button: "right" });
  await item("Promote variation").click();
  await page.waitForFunction(() => /c5 2\. c3 \( 2\. Nf3 \)/.test(document.getElementById("pgn-out").value));
  const nf3 = page.locator("#moves > .ply-button").filter({ hasText: "Nf3" });
  await nf3.click({ button: "right" });
  await item("Delete from here").click();
  await page.waitForFunction(() => !/\) 2\. Nf3 \*/.test(document.getElementById("pgn-out").value) && document.getElementById("pgn-out").value.includes("*"));
  assert.match(await movetext(), /\( 1\.\.\. c5 2\. c3 \( 2\. Nf3 \) \) \*$/);
  // Escape closes the menu and gives the focus back.
  await move("e4").focus();
  await page.keyboard.press("m");
  await page.locator("#move-menu").waitFor();
  await page.keyboard.press("Escape");
  await page.locator("#move-menu").waitFor({ state: "hidden" });
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains("ply-button")), true);
  await page.screenshot({ path: join(shots, "30-edit-menu.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("on a phone, a long press on a move opens its menu", async () => {
  const { page, context, errors } = await open("/", { viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  await page.locator("#tab-pgn").click();
  await page.locator("#pgn-input").fill("1. e4 e5 (1... c5) *");
  await page.locator("#pgn-load").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply-button").length === 3);
  const c5 = page.locator("#moves .ply-button").filter({ hasText: "c5" });
  await c5.scrollIntoViewIfNeeded();
  const box = await c5.boundingBox();
  const cdp = await context.newCDPSession(page);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(800);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.locator("#move-menu").waitFor();
  const menu = await page.locator("#move-menu").boundingBox();
  assert.ok(menu.x >= 0 && menu.x + menu.width <= 375, `the menu fits the screen: ${JSON.stringify(menu)}`);
  await page.locator("#move-menu button", { hasText: "Make main line" }).click();
  await page.waitForFunction(() => /^1\. e4 c5 \( 1\.\.\. e5 \)/m.test(document.getElementById("pgn-out").value));
  await page.screenshot({ path: join(shots, "31-edit-menu-phone.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("with an engine, the evaluation bar and the best line follow the position; without one, nothing is shown", async () => {
  // The main server runs no engine: no bar, and no failed request.
  const { page: plain, context: plainContext, errors: plainErrors } = await open();
  await plain.waitForTimeout(300);
  assert.equal(await plain.locator("#eval").isHidden(), true);
  assert.deepEqual(plainErrors, []);
  await plainContext.close();

  // The fake engine answers e2e4 with +0.20: the start position shows it.
  const engine = join(root, "tests", "data", "engines", "good.sh");
  const other = await serverWith(["--engine", engine]);
  for (const [size, options] of [["desktop", { viewport: { width: 1400, height: 900 } }],
    ["phone", { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }]]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await page.goto(`${other.url}?lang=fr`);
      await page.locator("#eval-score").filter({ hasText: "+0.20" }).waitFor();
      assert.equal(await page.locator("#eval-line").innerText(), "1. e4 e5", size);
      assert.equal(await page.locator("#eval-depth").innerText(), "profondeur 1");
      const bar = page.locator("#eval-bar");
      assert.equal(await bar.getAttribute("aria-label"), "Chances de gain des Blancs, selon le moteur");
      assert.ok(Number(await bar.getAttribute("aria-valuenow")) > 50);
      if (size === "phone") {
        // Right under the board and its status, before the FEN box.
        const evalBox = await page.locator("#eval").boundingBox();
        const fenBox = await page.locator("#fen-input").boundingBox();
        assert.ok(evalBox.y < fenBox.y, `${evalBox.y} < ${fenBox.y}`);
        assert.ok(evalBox.y + evalBox.height < 740, "on the first screen");
      }
      // A position with no move: the result, no search.
      await page.locator("#fen-input").fill("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
      await page.locator("#eval-score").filter({ hasText: "0-1" }).waitFor();
      // An exercise is not solved for the reader.
      await page.locator("#tab-practice").click();
      await page.locator("#eval").waitFor({ state: "hidden" });
      await page.screenshot({ path: join(shots, `eval-${size}.png`) });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }
  other.stop();
});
