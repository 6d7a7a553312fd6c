//! The mistakes people make with FEN, as the seed documents list them, and
//! what rankfile says about each: the code, where, and the hint.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use rankfile::diag::Diagnostic;
use rankfile::fen::{self, EpMode, FenReport, ReadMode};
use rankfile::{Setup, explain};

fn strict(input: &str) -> FenReport {
    fen::check(input, ReadMode::Strict)
}

fn lenient(input: &str) -> FenReport {
    fen::check(input, ReadMode::Lenient)
}

fn error(report: &FenReport, code: &str) -> Diagnostic {
    report
        .errors
        .iter()
        .find(|e| e.code == code)
        .cloned()
        .unwrap_or_else(|| panic!("no {code} among {:?}", report.errors))
}

fn warning(report: &FenReport, code: &str) -> Diagnostic {
    report
        .warnings
        .iter()
        .find(|e| e.code == code)
        .cloned()
        .unwrap_or_else(|| panic!("no {code} among {:?}", report.warnings))
}

fn spanned<'a>(input: &'a str, d: &Diagnostic) -> &'a str {
    &input[d.span.clone().expect("a span")]
}

fn hint(d: &Diagnostic) -> &str {
    d.hint.as_deref().expect("a hint")
}

#[test]
fn only_the_placement_pasted() {
    let input = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let report = strict(input);
    let e = error(&report, "placement_only");
    assert!(hint(&e).contains("\" w - - 0 1\""));
    assert_eq!(e.span, Some(input.len()..input.len()));
    // Leniently, completed as its one-click fix completes it: the
    // castling rights whose king and rook stand at home, said to be an
    // assumption.
    let report = lenient(input);
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let said = warning(&report, "fields_completed").message;
    assert!(said.contains("castling KQkq"), "{said}");
    assert!(said.contains("an assumption"), "{said}");
    // Fields missing after the side to move are completed as before.
    let report = lenient("8/8/8/4k3/8/8/8/4K3 b");
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        "8/8/8/4k3/8/8/8/4K3 b - - 0 1"
    );
}

#[test]
fn ranks_written_from_rank_1_up() {
    // 1.e4 e5 2.Nf3 written from White's side of the board upwards.
    let input = "RNBQKB1R/PPPP1PPP/5N2/4P3/4p3/8/pppp1ppp/rnbqkbnr b KQkq - 1 2";
    let report = strict(input);
    assert!(!report.is_ok());
    // The root cause, an error since the position as written has errors,
    // and first.
    let w = error(&report, "ranks_reversed");
    assert_eq!(report.errors[0].code, "ranks_reversed");
    assert!(hint(&w).ends_with("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
    assert_eq!(spanned(input, &w), &input[..input.find(' ').unwrap()]);
    // A legal position gets no such suggestion.
    let report = strict("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    assert!(
        report.is_ok() && report.warnings.is_empty(),
        "{:?}",
        report.warnings
    );
}

#[test]
fn digits_taken_for_square_labels() {
    let input = "rnbqkbnr/pppppppp/12345678/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let e = error(&strict(input), "adjacent_digits");
    assert_eq!(spanned(input, &e), "12");
    assert!(hint(&e).contains("44 is 8"));
}

#[test]
fn capitals_for_black_and_small_letters_for_white() {
    let input = "RNBQKBNR/PPPPPPPP/8/8/4p3/8/pppp1ppp/rnbqkbnr b KQkq - 0 1";
    let report = strict(input);
    let w = error(&report, "case_swapped");
    assert!(hint(&w).ends_with("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
}

#[test]
fn castling_rights_do_not_mean_castling_is_legal_now() {
    let setup: Setup = fen::STARTING_FEN.parse().unwrap();
    let castling = &explain::fields(&setup)[2].meaning;
    assert!(castling.contains("O-O is not possible now: f1 and g1 are in the way."));
    assert!(castling.contains("it does not mean castling is legal this move"));
}

#[test]
fn castling_rights_without_king_or_rook_at_home() {
    let input = "r3k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1";
    let report = strict(input);
    let e = error(&report, "bad_castling_rights");
    assert_eq!(e.message, "castling right K: no white rook on h1");
    assert_eq!(spanned(input, &e), "K");
    assert!(hint(&e).starts_with("remove K from the castling field"));
    let report = lenient(input);
    assert!(report.is_ok());
    assert_eq!(
        warning(&report, "castling_right_dropped").message,
        "dropped castling right K: no white rook on h1"
    );
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        "r3k2r/8/8/8/8/8/8/R3K1R1 w Qkq - 0 1"
    );
    let report = strict("r3k2r/8/8/8/8/8/8/R4K1R w Qkq - 0 1");
    assert_eq!(
        error(&report, "bad_castling_rights").message,
        "castling right Q: no white king on e1"
    );
}

#[test]
fn the_pawns_destination_as_en_passant_square() {
    let input = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
    let e = error(&strict(input), "invalid_ep_square");
    assert_eq!(spanned(input, &e), "e4");
    assert_eq!(
        hint(&e),
        "the field holds the square the pawn moved to; write the square it passed: e3"
    );
}

#[test]
fn the_fullmove_number_reset_after_whites_move() {
    let input = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 0";
    let e = error(&strict(input), "bad_fullmove");
    assert!(
        hint(&e).contains("not reset after White's move"),
        "{}",
        hint(&e)
    );
    let e = error(
        &strict("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"),
        "bad_fullmove",
    );
    assert!(hint(&e).contains("move 1"));
    let report = lenient(input);
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        input.replace(" 0 0", " 0 1")
    );
    assert!(warning(&report, "fullmove_zero").message.contains("as 1"));
}

#[test]
fn a_board_that_looks_right_with_the_wrong_side_to_move() {
    // Fool's mate, written with Black to move: White is in check.
    let input = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR b KQkq - 1 3";
    let e = error(&strict(input), "opposite_check");
    assert_eq!(spanned(input, &e), "b");
    assert!(e.message.contains("black queen on h4"), "{}", e.message);
    assert!(hint(&e).contains("is it white's turn?"));
}

#[test]
fn a_rank_too_wide_shows_its_sum() {
    let input = "rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let e = error(&strict(input), "rank_width");
    assert!(e.message.contains("3 + p + 2 + P + 2 = 9"), "{}", e.message);
    assert_eq!(spanned(input, &e), "3p2P2");
}

#[test]
fn look_alikes_in_the_placement() {
    for (rank, expected) in [
        ("08", "no zero count"),
        ("9", "9 cannot be right"),
        ("x7", "'x' is not a piece"),
        ("........", "not one symbol each"),
    ] {
        let input = format!("4k3/8/8/8/8/8/{rank}/4K3 w - - 0 1");
        let e = error(&strict(&input), "bad_piece_char");
        assert!(hint(&e).contains(expected), "{rank}: {}", hint(&e));
    }
}

#[test]
fn castling_field_mistakes() {
    let cases = [
        ("KX", "is not K, Q, k or q"),
        ("KK", "written twice"),
        ("K-", "mixes - with letters"),
        ("QK", "out of order"),
        ("HAha", "Shredder-FEN"),
    ];
    for (field, expected) in cases {
        let input = format!("r3k2r/8/8/8/8/8/8/R3K2R w {field} - 0 1");
        let e = error(&strict(&input), "bad_castling");
        assert!(e.message.contains(expected), "{field}: {}", e.message);
        assert_eq!(e.field, Some(3));
    }
}

#[test]
fn stray_whitespace() {
    let input = "4k3/8/8/8/8/8/8/4K3  w - - 0 1";
    let e = error(&strict(input), "whitespace");
    assert_eq!(spanned(input, &e), "  ");
    let report = lenient(&format!("\t{input} \n"));
    assert!(report.is_ok());
    assert!(
        warning(&report, "whitespace_tidied")
            .message
            .contains("a tab at column 1")
    );
}

#[test]
fn lenient_mends_say_what_they_changed() {
    let report = lenient("4k3/8/8/8/8/8/8/R3K2R_w_QK_-_00_0;");
    assert!(report.is_ok(), "{:?}", report.errors);
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
    );
    let codes: Vec<&str> = report.warnings.iter().map(|w| w.code).collect();
    assert_eq!(
        codes,
        [
            "separators_read_as_spaces",
            "epd_leftovers",
            "castling_normalized",
            "number_normalized",
            "fullmove_zero"
        ]
    );
    assert!(report.warnings[2].message.contains("\"QK\" as \"KQ\""));
}

#[test]
fn several_problems_at_once() {
    let input = "rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR x KQkq - 0 0";
    let codes: Vec<&str> = strict(input).errors.iter().map(|e| e.code).collect();
    assert_eq!(codes, ["rank_width", "bad_side", "bad_fullmove"]);
}

#[test]
fn impossible_checks_name_the_pieces() {
    let input = "8/8/8/8/r3K2r/8/8/7k w - - 0 1";
    let e = error(&strict(input), "impossible_check");
    assert_eq!(
        e.message,
        "white king on e4 is in check from black rook on a4 and black rook on h4, which no last move can have given"
    );
    assert_eq!(spanned(input, &e), "r");
}

#[test]
fn en_passant_output_modes() {
    let input = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let report = strict(input);
    assert_eq!(report.fen(EpMode::AsGiven).unwrap(), input);
    assert_eq!(report.fen(EpMode::Always).unwrap(), input);
    assert_eq!(
        report.fen(EpMode::Legal).unwrap(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
}

#[test]
fn warnings_explain_their_arithmetic() {
    let report = strict("4k3/8/8/8/8/QQQ5/PPPPPPPP/4K3 w - - 0 20");
    assert!(report.is_ok());
    let w = warning(&report, "too_much_material");
    assert_eq!(
        w.message,
        "white has 3 queens (1 in the set): at least 2 must be promoted pawns, but no pawn is missing (8 on the board)"
    );
    let report = strict("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 3 10");
    assert!(
        warning(&report, "ep_with_halfmove")
            .message
            .contains("resets the halfmove clock to 0; it is 3")
    );
}

#[test]
fn one_piece_in_the_wrong_case() {
    // A black pawn on d7 typed as a capital: nine white pawns, seventeen
    // pieces, Black in check on White's turn, all from one letter.
    let input = "rnbqkbnr/pppPpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let report = strict(input);
    let e = &report.errors[0];
    assert_eq!(e.code, "wrong_case");
    assert_eq!(
        e.message,
        "the P on d7 looks like a black pawn written in a capital: as a black piece, this is an ordinary legal position"
    );
    assert_eq!(spanned(input, e), "P");
    assert!(hint(e).starts_with("write p on d7"));
    assert!(
        report.errors[1..].iter().all(|e| e
            .message
            .ends_with("(this may follow from the P on d7, which should be p)")),
        "{:?}",
        report.errors
    );
    // Two pieces in the wrong case are no one mistake: no suggestion.
    let report = strict("rnbqkbnr/pppPpppp/8/8/8/8/PPPPPPPP/RNBqKBNR w KQkq - 0 1");
    assert!(report.errors.iter().all(|e| e.code != "wrong_case"));
}

#[test]
fn the_starting_placement_with_black_to_move_is_unreachable() {
    // The seeds' exercise gives the start with White to move; with Black
    // to move, every White piece would have to be back home after an odd
    // number of White moves, which a knight cannot do.
    let input = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
    let report = strict(input);
    assert!(
        report.is_ok(),
        "a warning, as for the other unreachable clocks"
    );
    let w = warning(&report, "unreachable_start");
    assert_eq!(spanned(input, &w), "b");
    assert!(w.message.contains("yet Black is to move"), "{}", w.message);
    assert!(hint(&w).ends_with(fen::STARTING_FEN));
    // With White to move at move 3, the clock says a pawn moved.
    let input = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3";
    let w = warning(&strict(input), "unreachable_start");
    assert_eq!(spanned(input, &w), "0");
    assert!(
        w.message
            .ends_with("the halfmove clock is 0, fewer than the 4 plies played since the start")
    );
    // Knights out and back: the clock counts the four plies.
    let report = strict("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3");
    assert!(report.warnings.is_empty(), "{:?}", report.warnings);
    assert!(strict(fen::STARTING_FEN).warnings.is_empty());
}

#[test]
fn the_castling_field_and_the_clocks_say_what_a_fen_cannot_prove() {
    let setup: Setup = "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1".parse().unwrap();
    let fields = explain::fields(&setup);
    // King and rooks at home, no rights: only the field says.
    assert!(
        fields[2]
            .meaning
            .contains("a king and rook on their home squares do not prove one, since either may have moved and come back"),
        "{}",
        fields[2].meaning
    );
    assert!(
        fields[4].meaning.contains(
            "A FEN holds no history: it cannot show that a position occurred three times"
        ),
        "{}",
        fields[4].meaning
    );
}

#[test]
fn a_chess960_castling_field_read_as_standard_chess_points_to_chess960() {
    use rankfile::Variant;
    // Shredder-FEN letters.
    let input = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let e = error(&strict(input), "bad_castling");
    assert!(hint(&e).contains("--chess960"), "{}", hint(&e));
    // K with the king on g1 and a rook on h1: Chess960's right, not
    // standard chess's.
    let input = "6k1/8/8/8/8/8/8/5RKR w K - 0 1";
    let e = error(&strict(input), "bad_castling_rights");
    assert!(
        hint(&e).ends_with("or, if this is Chess960, read it as Chess960 (--chess960)"),
        "{}",
        hint(&e)
    );
    let report = fen::check(
        input,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant: Variant::Chess960,
        },
    );
    assert!(report.is_ok(), "{:?}", report.errors);
    // In Chess960, a letter that names no rook says which and where.
    let report = fen::check(
        "6k1/8/8/8/8/8/8/5RK1 w K - 0 1",
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant: Variant::Chess960,
        },
    );
    assert_eq!(
        report.errors[0].message,
        "castling right K: no white rook on the king side of the white king on g1"
    );
    let report = fen::check(
        "6k1/8/8/8/8/8/6K1/5R1R w K - 0 1",
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant: Variant::Chess960,
        },
    );
    assert_eq!(
        report.errors[0].message,
        "castling right K: the white king is not on rank 1"
    );
    // An inner rook is written with its file (X-FEN), the outer one as K.
    let read = |fen: &str| {
        fen::check(
            fen,
            fen::CheckOptions {
                mode: ReadMode::Strict,
                variant: Variant::Chess960,
            },
        )
        .position()
        .map(|p| p.fen())
    };
    assert_eq!(
        read("6k1/8/8/8/8/8/8/R1R3KR w CH - 0 1").as_deref(),
        Some("6k1/8/8/8/8/8/8/R1R3KR w KC - 0 1")
    );
    assert_eq!(
        read("6k1/8/8/8/8/8/8/R1R3KR w A - 0 1").as_deref(),
        Some("6k1/8/8/8/8/8/8/R1R3KR w Q - 0 1")
    );
    // Two rights on one wing are refused.
    let report = fen::check(
        "6k1/8/8/8/8/8/8/R1R3KR w AC - 0 1",
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant: Variant::Chess960,
        },
    );
    assert_eq!(
        report.errors[0].message,
        "castling field \"AC\" gives white two rights on the queen side"
    );
}

#[test]
fn chess960_castling_in_words_names_the_rook_and_the_squares() {
    use rankfile::Variant;
    let report = fen::check(
        "6k1/8/8/8/8/8/8/RN4KR w HA - 0 1",
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant: Variant::Chess960,
        },
    );
    let castling = &explain::fields(&report.setup.unwrap())[2].meaning;
    assert!(
        castling.contains("Chess960, O-O-O for White: the rook on a1; the king goes to c1 and the rook to d1; b1, c1, d1, e1, f1 must be empty, and c1, d1, e1, f1, g1 not attacked."),
        "{castling}"
    );
    assert!(
        castling.contains("O-O-O is not possible now: b1 is in the way."),
        "{castling}"
    );
}

#[test]
fn the_lenient_reading_mends_the_root_cause_and_says_so() {
    // Written from rank 1 up: turned over, not read upside down with its
    // castling rights dropped.
    let input = "RNBQKB1R/PPPP1PPP/5N2/4P3/4p3/8/pppp1ppp/rnbqkbnr b KQkq - 1 2";
    let report = lenient(input);
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    let said = warning(&report, "ranks_flipped");
    assert_eq!(
        said.message,
        "turned the ranks over: the board was written from rank 1 up"
    );
    assert_eq!(spanned(input, &said), &input[..input.find(' ').unwrap()]);
    // The en passant square of the pawn, written for the one it passed.
    let input = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
    let report = lenient(input);
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    );
    assert_eq!(spanned(input, &warning(&report, "ep_square_mended")), "e4");
    // A legal FEN is read as written, and says nothing.
    let report = lenient(fen::STARTING_FEN);
    assert!(report.is_ok() && report.warnings.is_empty());
    // A king on a castling right's wrong square: dropped, as before (its
    // fix gives the same position), with the lenient reader's own words.
    let report = lenient("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
    assert_eq!(
        report.fen(EpMode::AsGiven).unwrap(),
        "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1"
    );
    assert!(
        report
            .warnings
            .iter()
            .all(|w| w.code == "castling_right_dropped")
    );
}
