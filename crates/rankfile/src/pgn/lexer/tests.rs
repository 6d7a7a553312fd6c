//! Tests of `lexer`.

use super::*;

fn tokens(text: &str) -> Vec<Token<'_>> {
    Lexer::new(text).map(|s| s.token).collect()
}

#[test]
fn the_tokens_of_a_game() {
    let t =
        tokens("[White \"A \\\"B\\\" \\\\ C\"]\n\n1.e4 {hi} e5!? 2. Nf3 $14 (2... Nc6) 1/2-1/2");
    assert_eq!(
        t,
        [
            Token::Tag {
                name: "White",
                value: "A \"B\" \\ C".into()
            },
            Token::MoveNumber {
                number: 1,
                black: false
            },
            Token::Move("e4"),
            Token::Comment("hi"),
            Token::Move("e5"),
            Token::Nag(5),
            Token::MoveNumber {
                number: 2,
                black: false
            },
            Token::Move("Nf3"),
            Token::Nag(14),
            Token::Open,
            Token::MoveNumber {
                number: 2,
                black: true
            },
            Token::Move("Nc6"),
            Token::Close,
            Token::Result("1/2-1/2"),
        ]
    );
}

#[test]
fn a_glued_result_leaves_the_glyphs_as_they_are_without_it() {
    assert_eq!(
        tokens("e4!!*"),
        [Token::Move("e4"), Token::Nag(3), Token::Result("*")]
    );
    // Found by the lossless fuzz target: a word that is no move.
    assert_eq!(
        tokens("f!!!*"),
        [Token::Move("f!"), Token::Nag(3), Token::Result("*")]
    );
    assert_eq!(tokens("f!!! *"), tokens("f!!!*"));
    assert_eq!(tokens("e5*"), [Token::Move("e5"), Token::Result("*")]);
}

/// The stop found eight bytes at a time is the first byte of
/// `VALUE_STOP`, wherever it stands in a word or after the last whole
/// one, among bytes next to the stops (`!` `#` `[` `]` `\t` `\x0b`), NUL,
/// 0x01, 0x80 and 0xff, which trip a careless test for a zero byte.
#[test]
fn a_values_stop_is_found_a_word_at_a_time_as_a_byte_at_a_time() {
    let fillers = [
        b'a',
        b'!',
        b'#',
        b'[',
        b']',
        b'\t',
        0x0b,
        0,
        1,
        0x80,
        0xff,
        b'"' ^ 0x80,
    ];
    let one_by_one = |bytes: &[u8], mut i: usize| {
        while !VALUE_STOP[*bytes.get(i)? as usize] {
            i += 1;
        }
        Some(i)
    };
    let mut checked = 0;
    for len in 0..40 {
        for (k, &filler) in fillers.iter().enumerate() {
            let mut bytes: Vec<u8> = (0..len).map(|j| fillers[(j + k) % fillers.len()]).collect();
            bytes
                .iter_mut()
                .filter(|b| VALUE_STOP[**b as usize])
                .for_each(|b| *b = filler);
            assert_eq!(value_stop(&bytes, 0), None, "{bytes:?}");
            for at in 0..len {
                for stop in [b'"', b'\\', b'\n'] {
                    let mut with = bytes.clone();
                    with[at] = stop;
                    for from in [0, at / 2, at] {
                        assert_eq!(value_stop(&with, from), one_by_one(&with, from));
                        assert_eq!(value_stop(&with, from), Some(at), "{with:?} from {from}");
                    }
                    // A second stop after the first changes nothing.
                    if at + 1 < len {
                        with[len - 1] = b'"';
                        assert_eq!(value_stop(&with, 0), Some(at), "{with:?}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn plain_tags_read_as_the_lexer_reads_them() {
    for text in [
        "[Event \"Troll Masters\"]\n1. e4",
        "\n\n[White \"Carlsen, Magnus\"] [Black \"\"]",
        "[Site \"é\"]",
        "[A_1 \"x\"]",
        "[White  \"two spaces\"]",
        "[ White \"space first\"]",
        "[White \"a \\\" b\"]",
        "[White \"no end]",
        "[White \"x\" ]",
        "[White \"x\"",
        "[ \"x\"]",
        "1. e4",
        "[Event \"x\"]\n[Site \"https://lichess.org/abcdefgh\"]",
        "\n[Site \"a value of more than eight bytes\\\" with an escape\"]",
        "\n[Site \"a value of more than eight bytes, cut\n\"]",
        "\n%escape\n[Site \"x\"]",
        "\n [Site \"x\"]",
    ] {
        let mut plain = Lexer::new(text);
        let read = plain.plain_tag();
        let mut lexer = Lexer::new(text);
        let event = lexer.next().map(|s| s.token);
        match read {
            Some((name, value)) => {
                assert_eq!(
                    event,
                    Some(Token::Tag {
                        name,
                        value: value.into()
                    }),
                    "{text:?}"
                );
                assert_eq!(plain.at, lexer.at, "{text:?}");
            }
            // Left for the lexer, untouched but for white space.
            None => assert_eq!(plain.next().map(|s| s.token), event, "{text:?}"),
        }
    }
    let mut lexer = Lexer::new("[Event \"x\"]\n[Site \"y\"]\n\n1. e4");
    assert_eq!(lexer.plain_tag(), Some(("Event", "x")));
    assert_eq!(lexer.plain_tag(), Some(("Site", "y")));
    assert_eq!(lexer.plain_tag(), None);
    assert_eq!(
        lexer.next().map(|s| s.token),
        Some(Token::MoveNumber {
            number: 1,
            black: false
        })
    );
}

#[test]
fn words_end_at_the_first_delimiter() {
    for (text, start, end) in [
        ("e4 e5", 0, 2),
        ("Nbxd7+\n", 0, 6),
        ("Qh4xe1#", 0, 7),
        ("abcdefghijk l", 0, 11),
        ("abcdefgh", 0, 8),
        ("x", 0, 1),
        ("1. e4(", 3, 5),
        ("e8=Q}", 0, 4),
        ("ab$1", 0, 2),
        ("abcdefghi;", 1, 9),
    ] {
        assert_eq!(word_end(text.as_bytes(), start), end, "{text:?}");
    }
}

#[test]
fn escapes_comments_and_junk() {
    let t = tokens("\u{feff}% escaped line\n; a line comment\n1… e4 }");
    assert_eq!(
        t,
        [
            Token::Comment(" a line comment"),
            Token::MoveNumber {
                number: 1,
                black: true
            },
            Token::Move("e4"),
            Token::Junk("pgn-junk-brace"),
        ]
    );
    assert_eq!(tokens("{ open"), [Token::UnclosedComment(" open")]);
}
