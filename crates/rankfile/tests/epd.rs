//! EPD: operations read, typed and written back; refusals with their
//! reasons; and the round trip `Epd::parse(e.to_string()) == e`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use proptest::prelude::*;
use rankfile::Position;
use rankfile::epd::{self, Epd, Operand, Operation};

const WAC1: &str =
    r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";"#;

fn codes(text: &str) -> Vec<&'static str> {
    epd::check(text, rankfile::Variant::Standard)
        .errors
        .iter()
        .map(|e| e.code)
        .collect()
}

#[test]
fn every_kind_of_operation_is_read_and_typed() {
    let text = r#"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 Bc4; am Ba6; pv Bb5 a6 Ba4; id "Ruy; Lopez"; c0 "first"; c9 "last"; hmvc 2; fmvn 3; acd 20; acn 123456; acs 5; ce -35; dm 7; xyz a b;"#;
    let e = Epd::parse(text).unwrap();
    assert_eq!(
        e.fen(),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    let Some(Operand::Moves(bm)) = e.get("bm") else {
        panic!("bm: {:?}", e.get("bm"))
    };
    assert_eq!(e.san("bm", bm), ["Bb5", "Bc4"]);
    let Some(Operand::Moves(pv)) = e.get("pv") else {
        panic!("pv")
    };
    // The line is read move after move.
    assert_eq!(e.san("pv", pv), ["Bb5", "a6", "Ba4"]);
    assert_eq!(pv[2].to_string(), "b5a4");
    assert_eq!(e.get("id"), Some(&Operand::Text("Ruy; Lopez".into())));
    assert_eq!(e.get("c9"), Some(&Operand::Text("last".into())));
    assert_eq!(e.get("ce"), Some(&Operand::Int(-35)));
    assert_eq!(e.get("acn"), Some(&Operand::Int(123_456)));
    assert_eq!(e.get("dm"), Some(&Operand::Int(7)));
    // An opcode rankfile does not know is kept as written.
    assert_eq!(e.get("xyz"), Some(&Operand::Text("a b".into())));
    assert_eq!(e.ops().len(), 14);
    // Written back in the order read, canonical.
    assert_eq!(e.to_string(), text);
}

#[test]
fn strings_keep_their_escaped_quotes_and_unknown_opcodes_their_quotes() {
    let text = r#"8/8/8/8/8/8/8/K6k w - - c0 "say \"hi\" \\ back"; xyz "a b" c;"#;
    let e = Epd::parse(text).unwrap();
    assert!(matches!(e.get("c0"), Some(Operand::Text(t)) if t == r#"say "hi" \ back"#));
    // Written back as read: the escapes again, the unknown operands as written.
    assert_eq!(e.to_string(), text);
    assert_eq!(Epd::parse(&e.to_string()).unwrap(), e);
    // An escaped quote does not close the string.
    assert_eq!(
        codes(r#"8/8/8/8/8/8/8/K6k w - - c0 "open \";"#),
        ["unclosed_string"]
    );
}

#[test]
fn a_famous_suite_line_reads() {
    let e = Epd::parse(WAC1).unwrap();
    assert_eq!(e.to_string(), WAC1);
    assert_eq!(e.fen().split(' ').nth(4), Some("0"));
}

#[test]
fn refusals_say_why_and_where() {
    // A best move that is not legal: the legal moves as hint.
    let text = "4k3/8/8/8/8/8/8/4K3 w - - bm Ke3 Kf3;";
    let r = epd::check(text, rankfile::Variant::Standard);
    assert_eq!(r.errors.len(), 1);
    let e = &r.errors[0];
    assert_eq!(e.code, "bad_move");
    assert_eq!(&text[e.span.clone().unwrap()], "Ke3");
    assert_eq!(
        e.hint.as_deref(),
        Some("the legal moves here: Kd1 Kf1 Kd2 Ke2 Kf2")
    );
    assert!(r.epd.is_none());
    // pv: the second move is read after the first.
    assert_eq!(codes("4k3/8/8/8/8/8/8/4K3 w - - pv Kd2 Kd1;"), ["bad_move"]);
    assert!(codes("4k3/8/8/8/8/8/8/4K3 w - - pv Kd2 Kd7;").is_empty());
    assert_eq!(codes("4k3/8/8/8/8/8/8/4K3 w - - acd -3;"), ["bad_operand"]);
    assert_eq!(codes("4k3/8/8/8/8/8/8/4K3 w - - hmvc x;"), ["bad_operand"]);
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - id \"open;"),
        ["unclosed_string"]
    );
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - id \"a\"; id \"b\";"),
        ["duplicate_opcode"]
    );
    assert_eq!(codes("4k3/8/8/8/8/8/8/4K3 w - - 1x 2;"), ["bad_opcode"]);
    assert_eq!(codes("4k3/8/8/8/8/8/8/4K3 w -"), ["epd_field_count"]);
    assert_eq!(codes("4k3/8/8/8/8/8/8/4K3 w - - bm;"), ["bad_operand"]);
    // The position itself, as fen check says it.
    assert_eq!(codes("4k3/8/8/8/8/8/8/8 w - - bm Kd2;"), ["no_white_king"]);
    // hmvc larger than the plies fmvn allows: the clocks are checked too.
    let r = epd::check(
        "4k3/8/8/8/8/8/8/4K3 w - - hmvc 30; fmvn 2;",
        rankfile::Variant::Standard,
    );
    assert!(r.errors.is_empty());
    assert_eq!(r.warnings[0].code, "halfmove_exceeds_plies");
    // Oddities that leave the line readable.
    let r = epd::check(
        "4k3/8/8/8/8/8/8/4K3 w - - id WAC1",
        rankfile::Variant::Standard,
    );
    let warnings: Vec<&str> = r.warnings.iter().map(|w| w.code).collect();
    assert_eq!(warnings, ["missing_semicolon", "unquoted_string"]);
    assert_eq!(
        r.epd.unwrap().to_string(),
        "4k3/8/8/8/8/8/8/4K3 w - - id \"WAC1\";"
    );
    // ERET's second `-` after the en passant field: said, stepped over.
    let eret = r#"r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q - - bm Rxf4; id "ERET 001 - Entlastung";"#;
    let r = epd::check(eret, rankfile::Variant::Standard);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(r.warnings[0].code, "stray_dash");
    assert_eq!(r.warnings[0].span, Some(62..63));
    let epd = r.epd.unwrap();
    assert!(matches!(epd.get("bm"), Some(Operand::Moves(m)) if m.len() == 1));
    // A - elsewhere is no opcode.
    assert_eq!(
        codes("4k3/8/8/8/8/8/8/4K3 w - - id \"x\"; -;"),
        ["bad_opcode"]
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any position of a random game, with moves, numbers and strings:
    /// `Epd::parse(e.to_string()) == e`.
    #[test]
    fn epd_makes_the_round_trip(
        choices in proptest::collection::vec(any::<u16>(), 0..60),
        text in r#"[a-zA-Z0-9 ;,.!?()"\\-]{0,20}"#,
        number in any::<i32>(),
    ) {
        let mut pos = Position::new();
        for choice in &choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.play(&moves[usize::from(*choice) % moves.len()]).unwrap();
        }
        let mut ops = vec![
            Operation { opcode: "id".into(), operand: Operand::Text(text.clone()) },
            Operation { opcode: "ce".into(), operand: Operand::Int(i64::from(number)) },
            Operation { opcode: "hmvc".into(), operand: Operand::Int(i64::from(pos.halfmove_clock())) },
            Operation { opcode: "fmvn".into(), operand: Operand::Int(i64::from(pos.fullmove_number())) },
        ];
        let moves = pos.legal_moves();
        if let Some(&m) = moves.get(usize::from(choices.first().copied().unwrap_or(0)) % moves.len().max(1)) {
            let mut after = pos;
            after.play_unchecked(&m);
            let mut line = vec![m];
            if let Some(&reply) = after.legal_moves().first() {
                line.push(reply);
            }
            ops.push(Operation { opcode: "bm".into(), operand: Operand::Moves(vec![m]) });
            ops.push(Operation { opcode: "pv".into(), operand: Operand::Moves(line) });
        }
        let e = Epd { position: pos, ops };
        let written = e.to_string();
        let read = Epd::parse(&written);
        prop_assert_eq!(read.as_ref().ok(), Some(&e), "{} -> {:?}", written, read);
    }
}

#[test]
fn chess960_epd_lines_read_with_chess960() {
    let text = r#"6k1/8/8/8/8/8/8/R5KR w HA - bm O-O-O; id "960";"#;
    assert_eq!(codes(text), ["bad_castling"]);
    let r = epd::check(text, rankfile::Variant::Chess960);
    let e = r.epd.unwrap();
    let Some(Operand::Moves(bm)) = e.get("bm") else {
        panic!("bm")
    };
    assert_eq!(bm[0].uci(rankfile::UciCastling::KingTakesRook), "g1a1");
    assert_eq!(
        e.to_string(),
        r#"6k1/8/8/8/8/8/8/R5KR w KQ - bm O-O-O; id "960";"#
    );
}

#[test]
fn a_line_with_one_bad_operation_keeps_its_good_ones() {
    let line =
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Nxe5; x$ 3;\tid \"tab\";;";
    let report = epd::check(line, rankfile::Variant::Standard);
    let codes: Vec<&str> = report.errors.iter().map(|e| e.code).collect();
    assert_eq!(codes, ["bad_opcode"]);
    // A tab parts operations as a space does; `;;` is said.
    let warnings: Vec<&str> = report.warnings.iter().map(|w| w.code).collect();
    assert_eq!(warnings, ["empty_operation"]);
    let readable = report.readable.unwrap();
    let opcodes: Vec<&str> = readable.ops().iter().map(|op| op.opcode.as_str()).collect();
    assert_eq!(opcodes, ["bm", "id"]);
}

#[test]
fn a_whole_fen_given_for_an_epd_line_is_named() {
    let report = epd::check(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        rankfile::Variant::Standard,
    );
    let codes: Vec<&str> = report.errors.iter().map(|e| e.code).collect();
    assert_eq!(codes, ["fen_clocks"]);
    assert!(
        report.errors[0]
            .hint
            .as_ref()
            .unwrap()
            .to_string()
            .contains("hmvc 0; fmvn 1;")
    );
    assert!(report.warnings.is_empty());
}
