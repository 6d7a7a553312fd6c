//! What the move reader says: each leniency's note, and why a move is
//! refused, on the examples the issue and the seed documents give.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use rankfile::{Lang, Position, ReadOptions};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

fn refusal(fen: &str, text: &str) -> (String, String) {
    let err = pos(fen).parse_san(text).unwrap_err();
    (err.code().to_string(), err.to_string())
}

fn notes(fen: &str, text: &str) -> Vec<String> {
    pos(fen)
        .read_move(text, &ReadOptions::default())
        .unwrap()
        .notes
        .into_iter()
        .map(|n| n.message.to_string())
        .collect()
}

#[test]
fn impossible_moves_say_why() {
    assert_eq!(
        refusal("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", "Nf3"),
        ("illegal".into(), "Nf3: no knight can reach f3".into())
    );
    assert_eq!(
        refusal("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "O-O"),
        (
            "illegal".into(),
            "O-O: the king would pass through f1, attacked by the bishop on c4".into()
        )
    );
    assert_eq!(
        refusal("4k3/8/8/8/8/8/8/4K1NR w K - 0 1", "O-O").1,
        "O-O: the knight on g1 is in the way"
    );
    assert_eq!(
        refusal("4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O").1,
        "O-O: white has no right to castle king side"
    );
    let (code, message) = refusal("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "exd6");
    assert_eq!(code, "illegal");
    assert!(
        message.starts_with("exd6: no en passant is possible here"),
        "{message}"
    );
    assert_eq!(
        refusal("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Be2").1,
        "Be2: white has no bishop"
    );
    assert_eq!(
        refusal("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", "Nd4").1,
        "Nd4: the knight on e2 is pinned to the king by the rook on e8"
    );
    assert_eq!(
        refusal("4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "Ke2").1,
        "Ke2: the king would be in check on e2 from the rook on a2"
    );
    assert_eq!(
        refusal("8/4P3/8/8/8/8/8/k6K w - - 0 1", "e8").1,
        "e8: a pawn reaching the last rank must promote"
    );
}

#[test]
fn ambiguous_moves_list_their_candidates() {
    let err = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
        .parse_san("Nd2")
        .unwrap_err();
    assert_eq!(err.code(), "ambiguous");
    assert_eq!(err.candidates(), ["Nbd2", "Nfd2"]);
    // A pinned knight creates no ambiguity.
    let pinned = pos("4r1k1/8/8/8/8/8/8/1N2NK2 w - - 0 1");
    assert_eq!(pinned.parse_san("Nd2").unwrap().to_string(), "b1d2");
    assert_eq!(pinned.san(&pinned.parse_san("Nd2").unwrap()), "Nd2");
}

#[test]
fn b_is_a_file_and_b_capital_a_bishop() {
    let p = pos("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1");
    assert_eq!(p.parse_san("bxc3").unwrap().to_string(), "b2c3");
    assert_eq!(p.parse_san("Bxc3").unwrap().to_string(), "d2c3");
    let p = pos("4k3/8/8/8/8/2n5/1P6/4K3 w - - 0 1");
    assert_eq!(
        p.parse_san("Bxc3").unwrap_err().to_string(),
        "Bxc3: white has no bishop"
    );
}

#[test]
fn every_leniency_is_a_note() {
    let rook = "4k3/8/8/8/5p2/8/8/4KR2 w - - 0 1";
    assert_eq!(notes(rook, "Rf4"), ["read Rf4 as Rxf4: missing x"]);
    assert_eq!(
        notes(rook, "Rff4"),
        [
            "read Rff4 as Rxf4: missing x",
            "read Rff4 as Rxf4: more of the origin square than needed"
        ]
    );
    assert_eq!(notes(rook, "f1f4"), ["read f1f4 as Rxf4: UCI notation"]);
    assert_eq!(
        notes(rook, "Rf1-f4"),
        ["read Rf1-f4 as Rxf4: long algebraic notation"]
    );
    assert_eq!(
        notes(rook, "Rxf4+"),
        ["read Rxf4+ as Rxf4: it gives no check"]
    );
    let castle = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
    assert_eq!(
        notes(castle, "0-0"),
        [
            "read 0-0 as O-O+: castling is written with the letter O, not zeros",
            "read 0-0 as O-O+: missing +: it gives check"
        ]
    );
    let promo = "8/4P3/8/8/8/8/8/k6K w - - 0 1";
    for text in ["e8Q", "e8/Q", "e8(Q)", "e8=q"] {
        let n = notes(promo, text);
        assert_eq!(n.len(), 1, "{text}: {n:?}");
        assert!(
            n[0].starts_with(&format!("read {text} as e8=Q: a promotion is written"))
                || n[0].contains("capital"),
            "{n:?}"
        );
    }
    let ep = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
    assert_eq!(
        notes(ep, "exd6 e.p."),
        ["read exd6 e.p. as exd6: SAN writes en passant as a plain pawn capture, without e.p."]
    );
    assert_eq!(
        notes(ep, "exd6!?"),
        ["read exd6!? as exd6: the annotation !? is set aside"]
    );
    assert_eq!(
        notes(crate_start(), "♘f3"),
        ["read ♘f3 as Nf3: a figurine read as its piece letter"]
    );
    assert_eq!(
        notes(crate_start(), "nf3"),
        ["read nf3 as Nf3: piece letters are capitals"]
    );
    assert_eq!(
        notes(crate_start(), "Pe4"),
        ["read Pe4 as e4: SAN gives no letter to pawns"]
    );
    assert!(notes(crate_start(), "Nf3").is_empty());
}

fn crate_start() -> &'static str {
    rankfile::fen::STARTING_FEN
}

#[test]
fn null_moves_only_where_allowed() {
    let p = Position::new();
    assert_eq!(p.parse_san("--").unwrap_err().code(), "syntax");
    let options = ReadOptions {
        allow_null: true,
        ..ReadOptions::default()
    };
    for text in ["--", "Z0", "0000", "@@@@"] {
        let reading = p.read_move(text, &options).unwrap();
        assert_eq!((reading.mv, reading.san.as_str()), (None, "--"));
    }
}

#[test]
fn other_languages_read_and_write_their_letters() {
    let p = Position::new();
    let m = p.parse_san("Nf3").unwrap();
    for (lang, san) in [
        (Lang::French, "Cf3"),
        (Lang::German, "Sf3"),
        (Lang::Spanish, "Cf3"),
        (Lang::Italian, "Cf3"),
        (Lang::Portuguese, "Cf3"),
        (Lang::Dutch, "Pf3"),
        (Lang::Vietnamese, "Mf3"),
        (Lang::Figurine, "♘f3"),
    ] {
        assert_eq!(p.san_in(&m, lang), san);
        assert_eq!(p.parse_san_in(san, lang).unwrap(), m);
    }
    // In French, R is the king (roi).
    let k = pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        k.parse_san_in("Rd2", Lang::French).unwrap().to_string(),
        "e1d2"
    );
}
