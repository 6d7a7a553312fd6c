//! Chess960 (issue 14, first step): the move generator against shakmaty's
//! `chess960.perft`, read in place. The FEN reader does not read
//! Shredder- or X-FEN castling fields yet, so each position is built from
//! its placement and its castling field read here as rook files; what
//! this holds is that castling with the king and rooks anywhere on the
//! back rank (the paths, the squares that must not be attacked, the rook
//! that shielded the king) is generated as the peers generate it.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::{Bitboard, CastlingRights, CastlingSide, Color, File, Position, Rank, Role, Setup};

/// The position of a Chess960 EPD line: `K`/`Q` the outermost rook on
/// that side of the king, a file letter (Shredder-FEN) that file's rook.
fn chess960(epd: &str) -> Position {
    let fields: Vec<&str> = epd.split(' ').collect();
    let fen = format!("{} {} - {} 0 1", fields[0], fields[1], fields[3]);
    let mut setup: Setup = fen.parse().unwrap();
    let mut rights = CastlingRights::NONE;
    for c in fields[2].chars().filter(|&c| c != '-') {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let king = setup.board.king_of(color).unwrap();
        let rooks = setup.board.by_piece(Role::Rook.of(color))
            & Bitboard::rank(Rank::First.relative_to(color));
        let file = match c.to_ascii_uppercase() {
            'K' => rooks.into_iter().filter(|s| s.file() > king.file()).last(),
            'Q' => rooks.into_iter().find(|s| s.file() < king.file()),
            letter => rooks
                .into_iter()
                .find(|s| s.file() == File::ALL[usize::from(letter as u8 - b'A')]),
        }
        .unwrap_or_else(|| panic!("{epd}: no rook for {c}"))
        .file();
        let side = if file > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        rights.set(color, side, file);
    }
    setup.castling = rights;
    Position::from_setup_unchecked(setup)
}

#[test]
#[ignore = "reads ../shared/corpus/peers, which a plain clone does not have"]
fn chess960_perft_of_shakmaty_every_count_up_to_two_million_nodes() {
    let path = common::data_dir().join("../../../shared/corpus/peers/shakmaty/chess960.perft");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (mut current, mut positions, mut checked) = (None, 0, 0);
    for line in text.lines() {
        if let Some(epd) = line.strip_prefix("epd ") {
            current = Some((epd.to_string(), chess960(epd)));
            positions += 1;
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, nodes) = rest.split_once(' ').unwrap();
            let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
            if nodes > 2_000_000 {
                continue;
            }
            let (epd, pos) = current.as_ref().unwrap();
            assert_eq!(pos.perft(depth), nodes, "{epd} depth {depth}");
            checked += 1;
        }
    }
    println!("checked {checked} perft counts of {positions} Chess960 positions");
    assert_eq!(positions, 960);
    assert!(checked > 3_000, "{checked}");
}
