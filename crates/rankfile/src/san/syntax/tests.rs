//! Tests of `syntax`.

use super::*;

fn shape(text: &str) -> Shape {
    parse(text, Lang::English, true).unwrap().shape
}

#[test]
fn the_forms_people_write() {
    let nf3 = Shape::Move {
        role: Some(Role::Knight),
        from_file: None,
        from_rank: None,
        mark: Mark::None,
        to: Square::F3,
        promotion: None,
    };
    assert_eq!(shape("Nf3"), nf3);
    assert_eq!(shape("Nf3+!?"), nf3);
    assert_eq!(shape("nf3"), nf3);
    assert_eq!(shape("♘f3"), nf3);
    assert_eq!(shape("O-O-O#"), Shape::Castle(CastlingSide::QueenSide));
    assert_eq!(shape("0-0"), Shape::Castle(CastlingSide::KingSide));
    assert_eq!(shape("--"), Shape::Null);
    let Shape::Move {
        from_file,
        from_rank,
        mark,
        promotion,
        ..
    } = shape("e7xd8=Q+")
    else {
        panic!()
    };
    assert_eq!(
        (from_file, from_rank, mark, promotion),
        (
            Some(File::E),
            Some(Rank::Seventh),
            Mark::Capture,
            Some(Role::Queen)
        )
    );
    for text in ["d8Q", "d8q", "d8/Q", "d8(Q)", "d8=q"] {
        let Shape::Move { promotion, to, .. } = shape(text) else {
            panic!()
        };
        assert_eq!((promotion, to), (Some(Role::Queen), Square::D8), "{text}");
    }
    let syntax = parse("exd6 e.p.", Lang::English, false).unwrap();
    assert_eq!(syntax.flags & flag::EP_SUFFIX, flag::EP_SUFFIX);
    // `b` is a file, `B` a bishop.
    let Shape::Move {
        role, from_file, ..
    } = shape("bxc3")
    else {
        panic!()
    };
    assert_eq!((role, from_file), (None, Some(File::B)));
    let Shape::Move { role, .. } = shape("Bxc3") else {
        panic!()
    };
    assert_eq!(role, Some(Role::Bishop));
}

#[test]
fn the_plain_road_agrees_with_the_careful_one() {
    for text in [
        "Nf3", "exd5", "e8=Q+", "Raxd1#", "R1a3", "Qh4xe1", "e4", "Kxe2", "bxc8=N", "Nbd7", "Ngf3",
        "e7e8q", "h8=K", "e2-e4", "N", "x", "=Q",
    ] {
        let mut flags = 0;
        let careful = move_shape(text.trim_end_matches(['+', '#']), Lang::English, &mut flags).ok();
        let fast = plain(text.as_bytes()).map(|s| s.shape);
        if let Some(fast) = fast {
            assert_eq!(Some(fast), careful, "{text}");
            assert_eq!(flags, 0, "{text}");
        }
    }
    assert!(plain(b"Nf3").is_some() && plain(b"e8=Q+").is_some() && plain(b"e2-e4").is_none());
}

/// Every text of up to five characters from SAN's alphabet: what the
/// plain road reads, the careful road reads the same, without a note.
#[test]
fn the_plain_road_agrees_on_every_short_text() {
    let alphabet = b"NBKOaeh148x=Q+#-";
    let mut text = Vec::new();
    let mut read = 0;
    for len in 1..=5u32 {
        for mut code in 0..alphabet.len().pow(len) {
            text.clear();
            for _ in 0..len {
                text.push(alphabet[code % alphabet.len()]);
                code /= alphabet.len();
            }
            let Some(fast) = plain(&text) else { continue };
            let word = core::str::from_utf8(&text).unwrap_or_default();
            assert_eq!(careful(word, Lang::English, false), Ok(fast), "{word}");
            read += 1;
        }
    }
    // e4, Nf3, Nxe4, N1e4, Qh4xe1, exd5, e8=Q, O-O, O-O-O, and more.
    assert!(read > 1000, "{read}");
}

#[test]
fn what_no_move_looks_like() {
    for text in [
        "", "  ", "e9", "Nf", "E4", "Xe4", "e4=P", "e8=X", "Nf3f3f3", "ed", "--", "é4",
    ] {
        assert!(parse(text, Lang::English, false).is_err(), "{text:?}");
    }
}

#[test]
fn uci_promotions_are_english_in_every_language() {
    for lang in Lang::ALL {
        for (text, role) in [
            ("e7e8q", Role::Queen),
            ("c2b1n", Role::Knight),
            ("a7a8r", Role::Rook),
            ("h2h1b", Role::Bishop),
        ] {
            let syntax =
                parse(text, lang, false).unwrap_or_else(|e| panic!("{text} {lang:?}: {e:?}"));
            let Shape::Move { promotion, .. } = syntax.shape else {
                panic!("{text}: not a move");
            };
            assert_eq!(promotion, Some(role), "{text} in {lang:?}");
        }
    }
    // SAN keeps the language's letters: `e8=C` is a knight in French.
    let Shape::Move { promotion, .. } = parse("e8=C", Lang::French, false).unwrap().shape else {
        panic!("e8=C");
    };
    assert_eq!(promotion, Some(Role::Knight));
}

#[test]
fn languages_read_their_own_letters() {
    let Shape::Move { role, .. } = parse("Cf3", Lang::French, false).unwrap().shape else {
        panic!()
    };
    assert_eq!(role, Some(Role::Knight));
    let Shape::Move { role, .. } = parse("Rf3", Lang::French, false).unwrap().shape else {
        panic!()
    };
    assert_eq!(role, Some(Role::King));
    assert!(parse("Nf3", Lang::French, false).is_err());
    let Shape::Move { promotion, .. } = parse("e8=D", Lang::German, false).unwrap().shape else {
        panic!()
    };
    assert_eq!(promotion, Some(Role::Queen));
}
