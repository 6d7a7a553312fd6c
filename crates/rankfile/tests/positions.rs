//! Every position of python-chess's corpus: legal moves, check, mate,
//! stalemate, insufficient material, checkers, and the six fields after
//! playing a move.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::{EpMode, Position};

/// Counted in `positions.jsonl` by python-chess: the moves listed in
/// `after`, and the positions it judges insufficient material.
const AFTER_IN_CORPUS: usize = 14_148;
const INSUFFICIENT_IN_CORPUS: usize = 54;

#[test]
fn legal_moves_and_status_match_python_chess() {
    let cases = common::jsonl("positions.jsonl.gz");
    assert_eq!(cases.len(), 5000);
    let (mut after_checked, mut insufficient) = (0, 0);
    for case in &cases {
        let fen = case["fen"].as_str().unwrap();
        let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(pos.fen(), fen, "round trip");
        assert_eq!(
            pos.fen_with(EpMode::Legal),
            case["fen_legal_ep"].as_str().unwrap(),
            "legal-only en passant field"
        );

        let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        moves.sort();
        assert_eq!(moves, common::strings(&case["legal_uci"]), "{fen}");
        assert_eq!(pos.count_legal_moves(), moves.len(), "{fen}: count");
        assert_eq!(pos.has_legal_moves(), !moves.is_empty(), "{fen}: any move");

        assert_eq!(pos.is_check(), case["is_check"].as_bool().unwrap(), "{fen}");
        assert_eq!(
            pos.is_checkmate(),
            case["is_checkmate"].as_bool().unwrap(),
            "{fen}"
        );
        assert_eq!(
            pos.is_stalemate(),
            case["is_stalemate"].as_bool().unwrap(),
            "{fen}"
        );
        assert_eq!(
            pos.is_insufficient_material(),
            case["insufficient_material"].as_bool().unwrap(),
            "{fen}: insufficient material"
        );
        insufficient += usize::from(pos.is_insufficient_material());
        let checkers: Vec<String> = pos.checkers().into_iter().map(|s| s.to_string()).collect();
        // Board order (a1, b1, ..., h8) on both sides: no sorting.
        let expected: Vec<&str> = case["checkers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(checkers, expected, "{fen}");
        assert_eq!(
            u64::from(pos.halfmove_clock()),
            case["halfmove"].as_u64().unwrap()
        );
        assert_eq!(
            u64::from(pos.fullmove_number()),
            case["fullmove"].as_u64().unwrap()
        );

        for after in case["after"].as_array().unwrap() {
            let uci = after["uci"].as_str().unwrap();
            let next = pos
                .play_uci(uci)
                .unwrap_or_else(|e| panic!("{fen} {uci}: {e}"));
            assert_eq!(
                next.fen(),
                after["fen"].as_str().unwrap(),
                "{fen} then {uci}"
            );
            after_checked += 1;
        }
    }
    assert_eq!(after_checked, AFTER_IN_CORPUS);
    // The corpus picks such positions on purpose (`sparse:insufficient`,
    // and hand-picked ones): the comparison is not all "false".
    assert_eq!(insufficient, INSUFFICIENT_IN_CORPUS);
}
