// rankfile viewer: the page's state, in one small module that every
// other imports: what the board shows, the game, the tab, and what is on
// its way to the server.

import { newGame } from "./game.js";

export const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
export const FILES = "abcdefgh";
export const NAMES = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };

export const $ = (id) => document.getElementById(id);

export const state = {
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
  editAllowed: null,   // what the editor's board allows (GET /api/placement)
  editSeq: 0,          // the editor's edits, counted: a later one writes the FEN
  editFen: null,       // the FEN the editor wrote last
  editRaw: null,       // what the editor keeps as typed (editor.js)
  trimmed: null,       // the FEN pasted with spaces around it, left out: said while it is the box's
  pgnWarned: null,     // the PGN of an illegal position, warned about once
  drawn: null,         // the game and version the move list shows
  written: null,       // the game and version last written as PGN, and the text
  writing: null,       // the game and version being written, and the promise
};
