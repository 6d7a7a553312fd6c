//! The peer libraries, driven the same way as rankfile.

use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::{CastlingMode, Chess};

pub fn shakmaty_position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap_or_else(|e| panic!("shakmaty FEN: {e}"));
    fen.into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("shakmaty position: {e}"))
}

/// shakmaty's own perft, which counts the last ply without playing it.
pub fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    shakmaty::perft(pos, depth)
}

pub fn cozy_board(fen: &str) -> cozy_chess::Board {
    cozy_chess::Board::from_fen(fen, false).unwrap_or_else(|e| panic!("cozy-chess FEN: {e:?}"))
}

/// cozy-chess's perft as its own example writes it: the last ply counted
/// from the grouped move sets.
pub fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

/// shakmaty's read and validation of one FEN: `Fen` parsing, then
/// `into_position` with every legality check it makes.
pub fn shakmaty_check(fen: &str) -> bool {
    match Fen::from_ascii(fen.as_bytes()) {
        Ok(fen) => fen.into_position::<Chess>(CastlingMode::Standard).is_ok(),
        Err(_) => false,
    }
}

/// cozy-chess's read and validation of one FEN.
pub fn cozy_check(fen: &str) -> bool {
    cozy_chess::Board::from_fen(fen, false).is_ok()
}

/// shakmaty's FEN syntax alone.
pub fn shakmaty_parse(fen: &str) -> bool {
    Fen::from_ascii(fen.as_bytes()).is_ok()
}

/// shakmaty's SAN reading: `San::from_ascii`, then `to_move`.
pub fn shakmaty_read_san(pos: &Chess, san: &str) -> Option<shakmaty::Move> {
    San::from_ascii(san.as_bytes()).ok()?.to_move(pos).ok()
}

/// shakmaty's SAN writing with the check sign: `SanPlus::from_move`.
pub fn shakmaty_write_san(pos: &Chess, m: shakmaty::Move, out: &mut String) {
    use std::fmt::Write;
    let _ = write!(out, "{}", SanPlus::from_move(pos.clone(), m));
}

/// pgn-reader's own validation example: every main-line SAN turned into a
/// legal move with shakmaty and played.
pub struct PgnValidator {
    pub games: usize,
    pub plies: usize,
    pub errors: usize,
}

impl pgn_reader::Visitor for PgnValidator {
    type Tags = Option<Chess>;
    type Movetext = Chess;
    type Output = bool;

    fn begin_tags(&mut self) -> std::ops::ControlFlow<bool, Self::Tags> {
        self.games += 1;
        std::ops::ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: pgn_reader::RawTag<'_>,
    ) -> std::ops::ControlFlow<bool> {
        if name == b"FEN" {
            let pos = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|f| f.into_position(CastlingMode::Standard).ok());
            match pos {
                Some(pos) => *tags = Some(pos),
                None => return std::ops::ControlFlow::Break(false),
            }
        }
        std::ops::ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> std::ops::ControlFlow<bool, Chess> {
        std::ops::ControlFlow::Continue(tags.unwrap_or_default())
    }

    fn san(&mut self, pos: &mut Chess, san: pgn_reader::SanPlus) -> std::ops::ControlFlow<bool> {
        use shakmaty::Position as _;
        match san.san.to_move(pos) {
            Ok(m) => {
                pos.play_unchecked(m);
                self.plies += 1;
                std::ops::ControlFlow::Continue(())
            }
            Err(_) => {
                self.errors += 1;
                std::ops::ControlFlow::Break(false)
            }
        }
    }

    fn end_game(&mut self, _: Chess) -> bool {
        true
    }
}

/// Reads every game of `reader` with pgn-reader and shakmaty.
pub fn pgn_reader_validate(reader: impl std::io::Read) -> PgnValidator {
    let mut validator = PgnValidator {
        games: 0,
        plies: 0,
        errors: 0,
    };
    let mut reader = pgn_reader::Reader::new(reader);
    while let Ok(Some(_)) = reader.read_game(&mut validator) {}
    validator
}
