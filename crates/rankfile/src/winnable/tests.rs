use super::*;
use crate::Position;

pub(super) fn position(fen: &str) -> Position {
    fen.parse().expect("a test FEN")
}

/// Replays `moves` from `start`, each checked legal, and whether they end
/// with `winner` having mated.
pub(super) fn mates(start: &Position, winner: Color, moves: &[Move]) -> bool {
    let mut pos = *start;
    for m in moves {
        match pos.play(m) {
            Ok(next) => pos = next,
            Err(_) => return false,
        }
    }
    pos.is_checkmate() && pos.turn() == !winner
}

#[test]
fn a_lone_king_cannot_win_and_a_rook_can() {
    let pos = position("8/8/4k3/8/8/8/3RK3/8 b - - 0 1");
    assert_eq!(
        pos.winnable(Color::Black),
        Verdict::Unwinnable(Unwinnability::Material(MaterialRule::LoneKing))
    );
    let Verdict::Winnable(helpmate) = pos.winnable(Color::White) else {
        panic!("a rook mates with the other king's help")
    };
    assert!(mates(&pos, Color::White, &helpmate.moves));
    assert!(!pos.is_dead());
}

#[test]
fn both_sides_can_win_from_the_start() {
    let start = Position::new();
    for side in Color::ALL {
        let Verdict::Winnable(helpmate) = start.winnable(side) else {
            panic!("{side:?} can mate from the start")
        };
        assert!(
            mates(&start, side, &helpmate.moves),
            "{side:?}: {:?}",
            helpmate.uci(&start)
        );
    }
}

#[test]
fn locked_pawns_seal_the_kings_apart() {
    // CHA's first test vector: the bishops can never cross the chain.
    let pos = position("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1");
    for side in Color::ALL {
        let verdict = pos.winnable(side);
        assert!(
            matches!(verdict, Verdict::Unwinnable(Unwinnability::Sealed { .. })),
            "{verdict:?}"
        );
        assert!(pos.quick_winnable(side).is_unwinnable());
    }
    assert!(pos.is_dead());
    // One pawn less and the white king walks through a4: a mate exists.
    let open = position("2b1k3/8/8/1p1p1p1p/1P1P1P2/8/8/2B1K3 w - - 0 1");
    let Verdict::Winnable(helpmate) = open.winnable(Color::Black) else {
        panic!("the black pawns can now promote")
    };
    assert!(mates(&open, Color::Black, &helpmate.moves));
}

#[test]
fn each_flight_square_needs_a_blocker_of_its_own() {
    // No bishop can cross the chain (its squares on ranks 4 and 5 are all
    // pawns). Black's light bishop below could mate the king on h1 only
    // with g1 and h2 both blocked, and White has one dark bishop below.
    let one_blocker = position("8/2k5/4b3/1p1p1pBp/1P1P1P1P/8/2bK1B2/8 b - - 0 1");
    let verdict = one_blocker.winnable(Color::Black);
    assert!(
        matches!(verdict, Verdict::Unwinnable(Unwinnability::Sealed { .. })),
        "{verdict:?}"
    );
    assert!(one_blocker.is_dead());
    // With the other dark bishop below too, Kh1, Bg1, Bh2 and Bf3# is a
    // mate: two blockers for two squares.
    let two_blockers = position("8/2k5/4b3/1p1p1p1p/1P1P1P1P/8/2bK1B2/4B3 b - - 0 1");
    let Verdict::Winnable(helpmate) = two_blockers.winnable(Color::Black) else {
        panic!("two white bishops can block g1 and h2")
    };
    assert!(mates(&two_blockers, Color::Black, &helpmate.moves));
}

#[test]
fn the_quick_form_searches_a_king_in_check_with_few_ways_out() {
    // Final positions of lichess games lost on time (CHA's
    // lichess-30K-games.txt), the last mover asked: the side in check has
    // four moves, and after each the pawns are locked for good.
    let locked_after = position("8/p6p/5kp1/5pP1/5P1K/1r5P/8/8 b - - 0 47");
    // Two replies, and after each White mates at once or Black is stuck.
    let two_replies = position("7r/2PR4/6pk/6q1/5P1K/r7/8/8 w - - 0 40");
    for (pos, side) in [(locked_after, Color::White), (two_replies, Color::Black)] {
        assert!(pos.board().occupied().count() > QUICK_PIECES);
        let quick = pos.quick_winnable(side);
        assert!(
            matches!(quick, Verdict::Unwinnable(Unwinnability::Searched { .. })),
            "{quick:?}"
        );
        assert!(pos.winnable(side).is_unwinnable());
    }
    // Out of check, the same material is not searched.
    let quiet = position("8/p6p/4k1p1/5pP1/5P1K/1r5P/8/8 w - - 0 47");
    let quick = quiet.quick_winnable(Color::White);
    assert!(
        !matches!(quick, Verdict::Unwinnable(Unwinnability::Searched { .. })),
        "{quick:?}"
    );
}

#[test]
fn a_checkmate_already_on_the_board_is_a_helpmate_of_no_move() {
    let mated = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assert_eq!(
        mated.winnable(Color::Black),
        Verdict::Winnable(Helpmate { moves: Vec::new() })
    );
}

#[test]
fn a_bound_too_small_leaves_it_undetermined() {
    let verdict = Position::new().winnable_within(Color::White, 10);
    assert_eq!(verdict, Verdict::Undetermined { positions: 10 });
    assert_eq!(verdict.code(), "undetermined");
}

#[test]
fn the_search_proves_what_the_rules_cannot() {
    // From CHA's test vectors, labelled "--": a pawn can still take on b6
    // or move on the a-file, so no structure is sealed, but every
    // position the game can still reach is walked, and none is a mate.
    let pos = position("Bb1k1b2/bKp1p1p1/1pP1P1P1/1P6/p5P1/P7/8/8 w - - 0 1");
    for side in Color::ALL {
        match pos.winnable(side) {
            Verdict::Unwinnable(Unwinnability::Searched { positions, .. }) => {
                assert!(positions > 1, "{side:?}: {positions}")
            }
            other => panic!("{side:?}: {other:?}"),
        }
    }
}

#[test]
fn the_reasons_name_the_side() {
    let pos = position("8/8/4k3/8/8/8/3NK3/8 b - - 0 1");
    let Verdict::Unwinnable(why) = pos.winnable(Color::White) else {
        panic!()
    };
    assert_eq!(why.code(), "lone_knight");
    assert!(
        why.message(Color::White)
            .starts_with("White has only a knight")
    );
    let sealed = Unwinnability::Sealed {
        pawns: Bitboard::from_square(crate::Square::E4),
    };
    assert_eq!(
        sealed.message(Color::Black),
        "Black cannot mate in any pawn structure the game can still reach (the pawns on e4 now)"
    );
    let searched = Unwinnability::Searched {
        positions: 1,
        pawns_locked: true,
    };
    assert_eq!(
        searched.message(Color::White),
        "White mates in none of the 1 position the game can still reach"
    );
}
