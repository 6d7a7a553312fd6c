//! Properties over random games: the generator agrees with a slow
//! reference, every reached position is legal and round-trips through FEN,
//! playing a move keeps the six fields consistent, and every move
//! round-trips through SAN (every language), long algebraic and UCI.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use proptest::prelude::*;
use rankfile::{
    Bitboard, CastlingSide, Color, Lang, Move, Position, Rank, Role, Setup, Square, UciCastling,
    attacks, validate,
};

/// Pseudo-legal moves (piece movement only), then kept when the mover's king
/// is not attacked after the move: the textbook way, written independently
/// of the fast generator's pins and check masks.
fn reference_moves(pos: &Position) -> Vec<String> {
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    let theirs = board.by_color(!us);
    let occupied = board.occupied();
    let mut pseudo: Vec<Move> = Vec::new();
    for (from, piece) in board.pieces() {
        if piece.color != us {
            continue;
        }
        let role = piece.role;
        let mut targets = match role {
            Role::Pawn => {
                let mut t = attacks::pawn_attacks(us, from) & theirs;
                let dir = if us == Color::White { 8 } else { -8 };
                if let Some(one) = from.offset(dir).filter(|s| !occupied.contains(*s)) {
                    t |= one;
                    let start = Rank::Second.relative_to(us);
                    if from.rank() == start
                        && let Some(two) = one.offset(dir).filter(|s| !occupied.contains(*s))
                    {
                        t |= two;
                    }
                }
                t
            }
            _ => attacks::attacks(role, us, from, occupied) - ours,
        };
        targets = targets - ours;
        for to in targets {
            let capture = board.role_at(to);
            let promotes = role == Role::Pawn && to.rank() == Rank::Eighth.relative_to(us);
            let promotions: &[Option<Role>] = if promotes {
                &[
                    Some(Role::Queen),
                    Some(Role::Rook),
                    Some(Role::Bishop),
                    Some(Role::Knight),
                ]
            } else {
                &[None]
            };
            for &promotion in promotions {
                pseudo.push(Move::Normal {
                    role,
                    from,
                    capture,
                    to,
                    promotion,
                });
            }
        }
        if role == Role::Pawn
            && let Some(ep) = pos.ep_square()
        {
            let behind = Square::from_coords(ep.file(), from.rank());
            if attacks::pawn_attacks(us, from).contains(ep)
                && !occupied.contains(ep)
                && board.piece_at(behind) == Some(Role::Pawn.of(!us))
            {
                pseudo.push(Move::EnPassant { from, to: ep });
            }
        }
    }
    let king = board.king_of(us).unwrap();
    let in_check = board.attackers_to(king, !us, occupied).any();
    for side in CastlingSide::ALL {
        let Some(rook) = pos.castling_rights().rook_square(us, side) else {
            continue;
        };
        let king_to = side.king_to(us);
        let path = attacks::between(king, rook);
        let crossed = attacks::between(king, king_to).with(king_to);
        if !in_check
            && (path & occupied).is_empty()
            && crossed
                .into_iter()
                .all(|sq| board.attackers_to(sq, !us, occupied).is_empty())
        {
            pseudo.push(Move::Castle { king, rook });
        }
    }
    let mut legal: Vec<String> = pseudo
        .into_iter()
        .filter(|m| {
            let mut after = *pos;
            after.play_unchecked(m);
            let king = after.board().king_of(us).unwrap();
            after
                .board()
                .attackers_to(king, !us, after.board().occupied())
                .is_empty()
        })
        .map(|m| m.to_string())
        .collect();
    legal.sort();
    legal
}

fn assert_consistent(before: &Position, m: &Move, after: &Position) {
    // The bitboards agree with each other.
    let board = after.board();
    let white = board.by_color(Color::White);
    let black = board.by_color(Color::Black);
    assert!((white & black).is_empty());
    assert_eq!(white | black, board.occupied());
    let mut union = Bitboard::EMPTY;
    for role in Role::ALL {
        assert!((union & board.by_role(role)).is_empty(), "roles overlap");
        union |= board.by_role(role);
    }
    assert_eq!(union, board.occupied());

    // The six fields follow the rules of the PGN standard's FEN section.
    assert_eq!(after.turn(), !before.turn());
    let expected_fullmove = before.fullmove_number() + u32::from(before.turn() == Color::Black);
    assert_eq!(after.fullmove_number(), expected_fullmove);
    let expected_halfmove = if m.is_zeroing() {
        0
    } else {
        before.halfmove_clock() + 1
    };
    assert_eq!(after.halfmove_clock(), expected_halfmove);
    let double_push = m.role() == Role::Pawn && m.from().index().abs_diff(m.to().index()) == 16;
    let passed = Square::new((m.from() as u32 + m.to() as u32) / 2);
    assert_eq!(after.ep_square(), if double_push { passed } else { None });
    let mover = before.turn();
    if m.role() == Role::King {
        for side in CastlingSide::ALL {
            assert!(!after.castling_rights().has(mover, side));
        }
    }
    for (color, side, _) in after.castling_rights().iter() {
        assert!(
            before.castling_rights().has(color, side),
            "a right came back"
        );
        let rook = after.castling_rights().rook_square(color, side).unwrap();
        assert_eq!(after.board().piece_at(rook), Some(Role::Rook.of(color)));
    }

    // Every reached position is legal, and its FEN reads back to it.
    validate::check(&after.to_setup()).unwrap_or_else(|e| panic!("{after:?}: {e}"));
    let setup: Setup = after.fen().parse().unwrap();
    assert_eq!(Position::from_setup(setup).unwrap(), *after);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_games_keep_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..160)) {
        let mut pos = Position::new();
        for choice in choices {
            let moves = pos.legal_moves();
            let mut uci: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            uci.sort();
            prop_assert_eq!(&uci, &reference_moves(&pos), "{}", pos.fen());
            prop_assert_eq!(pos.count_legal_moves(), moves.len());
            prop_assert_eq!(pos.perft(1), moves.len() as u64);
            // The generator compiled for `pext` (where this processor has
            // it) and the portable one count alike, two plies deep.
            prop_assert_eq!(pos.perft(2), pos.perft_portable(2), "{}", pos.fen());
            if moves.is_empty() {
                prop_assert!(pos.is_checkmate() || pos.is_stalemate());
                break;
            }
            let m = moves[usize::from(choice) % moves.len()];
            let before = pos;
            pos = before.play(&m).unwrap();
            // Copy-make: the position played from is untouched.
            prop_assert_eq!(before.legal_moves().len(), moves.len());
            assert_consistent(&before, &m, &pos);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// The attackers found on the lines (small tables) are those the magic
    /// lookup finds, on every square of every position of a random game,
    /// also with a square looked through as if its piece had moved.
    #[test]
    fn attackers_by_rays_agree_with_magic_lookups(choices in proptest::collection::vec(any::<u16>(), 1..120)) {
        let mut pos = Position::new();
        for choice in choices {
            let board = pos.board();
            let through = Square::ALL[usize::from(choice) % 64];
            for occupied in [board.occupied(), board.occupied().without(through)] {
                for sq in Square::ALL {
                    for color in [Color::White, Color::Black] {
                        prop_assert_eq!(
                            board.attackers_by_rays(sq, color, occupied),
                            board.attackers_to(sq, color, occupied),
                            "{} {} {:?}", pos.fen(), sq, color
                        );
                    }
                }
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[usize::from(choice) % moves.len()]).unwrap();
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// `parse_san(san(m)) == m` for every legal move of every position of a
    /// random game, in every language, and the same through long algebraic
    /// and UCI.
    #[test]
    fn every_move_round_trips_through_every_notation(choices in proptest::collection::vec(any::<u16>(), 1..120)) {
        let mut pos = Position::new();
        for choice in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for m in &moves {
                for lang in Lang::ALL {
                    let san = pos.san_in(m, lang);
                    prop_assert_eq!(pos.parse_san_in(&san, lang).unwrap(), *m, "{} {}", pos.fen(), san);
                }
                prop_assert_eq!(pos.parse_san_strict(&pos.san(m)).unwrap(), *m);
                prop_assert_eq!(pos.parse_lan_strict(&pos.lan(m)).unwrap(), *m);
                prop_assert_eq!(pos.parse_uci(&m.uci(UciCastling::KingTakesRook)).unwrap(), *m);
            }
            pos.play_unchecked(&moves[usize::from(choice) % moves.len()]);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// No text makes the FEN reader panic; a span always lies inside the
    /// input, on character boundaries.
    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,80}") {
        if let Err(err) = text.parse::<Setup>() {
            let span = err.span();
            prop_assert!(span.start <= span.end && span.end <= text.len());
            prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
            prop_assert!(!err.message().is_empty());
        }
    }

    /// Near-miss FENs (one character of a real FEN replaced) are either
    /// refused with a reason, or legal positions whose moves can be counted.
    #[test]
    fn near_miss_fens_never_panic(index in 0usize..80, c in proptest::char::range(' ', '~')) {
        let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let mut chars: Vec<char> = fen.chars().collect();
        let i = index % chars.len();
        chars[i] = c;
        let text: String = chars.into_iter().collect();
        match text.parse::<Position>() {
            Ok(pos) => {
                prop_assert_eq!(pos.perft(2), pos.divide(2).iter().map(|(_, n)| n).sum::<u64>());
                prop_assert_eq!(pos.fen(), text);
            }
            Err(err) => prop_assert!(!err.to_string().is_empty()),
        }
    }
}
