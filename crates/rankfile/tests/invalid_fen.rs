//! python-chess's invalid FENs (`tests/data/invalid_fen.jsonl`): every one
//! is refused, and where python-chess reads the text but finds the position
//! illegal, rankfile names at least the same problems.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::{FenError, Position};

/// python-chess's status flag → rankfile's problem code.
fn code_of(flag: &str) -> &'static str {
    match flag {
        "STATUS_NO_WHITE_KING" => "no_white_king",
        "STATUS_NO_BLACK_KING" => "no_black_king",
        "STATUS_TOO_MANY_KINGS" => "too_many_kings",
        "STATUS_TOO_MANY_WHITE_PAWNS" => "too_many_white_pawns",
        "STATUS_TOO_MANY_BLACK_PAWNS" => "too_many_black_pawns",
        "STATUS_PAWNS_ON_BACKRANK" => "pawns_on_backrank",
        "STATUS_TOO_MANY_WHITE_PIECES" => "too_many_white_pieces",
        "STATUS_TOO_MANY_BLACK_PIECES" => "too_many_black_pieces",
        "STATUS_BAD_CASTLING_RIGHTS" => "bad_castling_rights",
        "STATUS_INVALID_EP_SQUARE" => "invalid_ep_square",
        "STATUS_OPPOSITE_CHECK" => "opposite_check",
        "STATUS_EMPTY" => "empty",
        "STATUS_TOO_MANY_CHECKERS" => "too_many_checkers",
        "STATUS_IMPOSSIBLE_CHECK" => "impossible_check",
        other => panic!("unknown flag {other}"),
    }
}

#[test]
fn every_invalid_fen_is_refused_with_python_chess_problems() {
    let cases = common::jsonl("invalid_fen.jsonl");
    assert_eq!(cases.len(), 802);
    let mut illegal = 0;
    for case in &cases {
        let fen = case["fen"].as_str().unwrap();
        let err = match fen.parse::<Position>() {
            Ok(pos) => panic!("accepted {fen:?} ({}) as {pos:?}", case["why"]),
            Err(err) => err,
        };
        if case["kind"] == "illegal" {
            illegal += 1;
            let FenError::Position(err) = err else {
                panic!("{fen:?}: python-chess reads it, rankfile refuses the syntax: {err}");
            };
            let ours: Vec<&str> = err.problems.iter().map(|p| p.kind.code()).collect();
            for flag in case["status"].as_array().unwrap() {
                let code = code_of(flag.as_str().unwrap());
                assert!(
                    ours.contains(&code),
                    "{fen:?}: python-chess says {code}, rankfile says {ours:?}"
                );
            }
        }
    }
    assert!(illegal > 300, "{illegal}");
}
