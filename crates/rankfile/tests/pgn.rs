//! PGN against python-chess's games (`tests/data/games.pgn.gz` and
//! `games.jsonl.gz`): the same main line, the same final position, and the
//! same export text, byte for byte.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::pgn;

#[test]
fn python_chess_games_read_and_write_back_the_same() {
    let text = common::text("games.pgn.gz");
    let expected = common::jsonl("games.jsonl.gz");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    assert_eq!(games.len(), expected.len());
    for (source, case) in games.iter().zip(&expected) {
        let reading = pgn::read_game(source, rankfile::pgn::GameOptions::default());
        let index = &case["index"];
        common::assert_round_trip(&reading, &format!("game {index}"));
        assert!(
            reading.errors.is_empty(),
            "game {index}: {:?}",
            reading.errors
        );
        let game = &reading.game;
        let tags: Vec<(String, String)> = case["headers"]
            .as_object()
            .unwrap()
            .iter()
            .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_string()))
            .collect();
        let mut ours = game.tags.clone();
        let mut theirs = tags;
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "game {index}");
        assert_eq!(
            game.start.fen(),
            case["start_fen"].as_str().unwrap(),
            "game {index}"
        );
        let main = game.main_line();
        let san = game.main_line_san();
        assert_eq!(san, common::strings_in_order(&case["san"]), "game {index}");
        let uci: Vec<String> = main.iter().map(|n| n.uci()).collect();
        assert_eq!(uci, common::strings_in_order(&case["uci"]), "game {index}");
        assert_eq!(
            game.final_position().fen(),
            case["final_fen"].as_str().unwrap(),
            "game {index}"
        );
        assert_eq!(
            pgn::export(game),
            case["export"].as_str().unwrap(),
            "game {index}"
        );
    }
}

/// Mutated games (characters inserted, removed, replaced, runs copied) are
/// read without panic; where a mutated game still reads without error, its
/// export reads back to the same export.
#[test]
fn mutated_games_never_panic_and_exports_are_stable() {
    let text = common::text("games.pgn.gz");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    let alphabet: Vec<char> = "()[]{};$!?+#=-x.0123456789abcdefghKQRBNO \n\"\\%…"
        .chars()
        .collect();
    let mut rng = common::Rng(0x9e37);
    let mut stable = 0;
    for _ in 0..20_000 {
        let mut game: Vec<char> = rng.pick(&games).chars().collect();
        common::mutate(&mut rng, &mut game, 3, 12, |rng| *rng.pick(&alphabet));
        let source: String = game.into_iter().collect();
        let reading = pgn::read_game(&source, rankfile::pgn::GameOptions::default());
        for p in reading.errors.iter().chain(&reading.warnings) {
            assert!(
                p.span.clone().is_some_and(|s| source.get(s).is_some()),
                "{:?}",
                p
            );
        }
        if reading.errors.is_empty() {
            let exported = pgn::export(&reading.game);
            let again = pgn::read_game(&exported, rankfile::pgn::GameOptions::default());
            assert!(again.errors.is_empty(), "{exported}\n{:?}", again.errors);
            assert_eq!(pgn::export(&again.game), exported);
            stable += 1;
        }
    }
    assert!(stable > 1000, "{stable}");
}

/// Where rankfile reads an edge case differently from python-chess 1.11.2,
/// on purpose, and what it does instead.
fn deviation(name: &str) -> Option<&'static str> {
    Some(match name {
        // The standard (8.2.5) makes `;` a comment to the end of the line;
        // rankfile keeps it like a brace comment, python-chess drops it.
        "semicolon_comment" => "keeps the ; comment",
        // The issue: a SetUp game starts from its FEN, checked with the FEN
        // rules; an impossible one is an error, not a position to play.
        "setup_invalid_fen" | "setup_illegal_position" => "refuses the FEN tag",
        // The issue: a blank line inside the moves is reported where it is;
        // python-chess cuts the game in two there.
        "blank_line_inside_movetext" => "one game, a blank_line warning",
        // python-chess accepts an unclosed comment silently.
        "unclosed_comment" => "the comment kept, an unclosed_comment error",
        // python-chess drops the n and plays f3; `nf3` is the knight (the
        // forgiving reader's lowercase piece letter; `b` alone is a file).
        "lowercase_piece_letter" => "Nf3",
        // Text after a result belongs to no game: reported as such, where
        // python-chess makes an empty game of it.
        "junk_between_games" => "two games, an after_result error",
        // python-chess reads the next game's tag lines as NAGs of this one.
        "games_without_blank_line" => "two games, no NAG",
        // The game ends at its result (the standard's 8.2.6): what follows
        // is reported as such; python-chess plays on and finds 2. Nf3
        // illegal for Black.
        "result_then_more_moves" => "an after_result error",
        _ => return None,
    })
}

#[test]
fn edge_cases_read_as_python_chess_reads_them_or_as_named() {
    let cases = common::jsonl("pgn_edge.jsonl");
    assert_eq!(cases.len(), 57);
    for case in &cases {
        let name = case["name"].as_str().unwrap();
        let text = case["pgn"].as_str().unwrap();
        let theirs = case["games"].as_array().unwrap();
        let ours: Vec<pgn::GameReading> = (pgn::split_games(text))
            .map(|t| pgn::read_game(t, pgn::GameOptions::default()))
            .collect();
        match deviation(name) {
            None => {
                assert_eq!(ours.len(), theirs.len(), "{name}: games");
                for (o, t) in ours.iter().zip(theirs) {
                    let san: Vec<String> = o.game.main_line_san();
                    assert_eq!(san, common::strings_in_order(&t["san"]), "{name}");
                    let uci: Vec<String> = o.game.main_line().iter().map(|n| n.uci()).collect();
                    assert_eq!(uci, common::strings_in_order(&t["uci"]), "{name}");
                    assert_eq!(
                        o.game.final_position().fen(),
                        t["final_fen"].as_str().unwrap(),
                        "{name}"
                    );
                    // python-chess writes a game as far as it was played
                    // and drops the rest of a line that broke; rankfile
                    // writes the same, then the rest as it was written
                    // (nothing of a game is lost by writing it).
                    let mut played = o.game.clone();
                    played.unplayed.clear();
                    // python-chess drops `%` escape lines; the standard
                    // (6, "Escape mechanism") has importers skip them but
                    // does not make them any less the file's: rankfile
                    // keeps them, at the game's head, and skips them when
                    // reading, as the standard says.
                    if name == "percent_escape_line" {
                        assert_eq!(played.escapes, ["% this line is an escape line"]);
                    }
                    played.escapes.clear();
                    assert_eq!(
                        pgn::export(&played),
                        t["export"].as_str().unwrap(),
                        "{name}"
                    );
                    let written = pgn::export(&o.game);
                    for rest in &o.game.unplayed {
                        assert!(written.contains(&rest.text), "{name}: {written}");
                    }
                    let their_errors = t["errors"].as_array().unwrap();
                    assert_eq!(
                        o.errors.is_empty(),
                        their_errors.is_empty(),
                        "{name}: {:?}",
                        o.errors
                    );
                    for e in their_errors {
                        let class = e.as_str().unwrap().split(':').next().unwrap();
                        let expected = match class {
                            "IllegalMoveError" => "illegal_move",
                            "AmbiguousMoveError" => "ambiguous_move",
                            _ => continue,
                        };
                        assert!(
                            o.errors.iter().any(|p| p.code == expected),
                            "{name}: {:?}",
                            o.errors
                        );
                    }
                }
            }
            Some(_) => {
                let codes = |r: &pgn::GameReading| -> Vec<&str> {
                    r.errors.iter().chain(&r.warnings).map(|p| p.code).collect()
                };
                match name {
                    "semicolon_comment" => {
                        assert!(pgn::export(&ours[0].game).contains("{ a rest-of-line comment }"));
                    }
                    "setup_invalid_fen" | "setup_illegal_position" => {
                        assert_eq!(codes(&ours[0]), ["bad_fen_tag"], "{name}");
                    }
                    "blank_line_inside_movetext" => {
                        assert_eq!(ours.len(), 1);
                        assert_eq!(ours[0].game.main_line().len(), 4);
                        assert_eq!(codes(&ours[0]), ["blank_line"]);
                    }
                    "unclosed_comment" => {
                        assert_eq!(
                            pgn::export(&ours[0].game),
                            theirs[0]["export"].as_str().unwrap()
                        );
                        // The comment swallowed the result too: it is missing.
                        assert_eq!(codes(&ours[0]), ["unclosed_comment", "missing_result"]);
                    }
                    "lowercase_piece_letter" => {
                        assert_eq!(ours[0].game.main_line_san()[2], "Nf3");
                    }
                    "junk_between_games" => {
                        assert_eq!(ours.len(), 2);
                        assert_eq!(codes(&ours[0]), ["after_result"]);
                        assert!(ours[1].errors.is_empty());
                    }
                    "result_then_more_moves" => {
                        assert_eq!(codes(&ours[0]), ["after_result"]);
                        assert_eq!(ours[0].game.main_line().len(), 1);
                    }
                    "games_without_blank_line" => {
                        assert_eq!(ours.len(), 2);
                        assert!(ours.iter().all(|r| r.errors.is_empty()));
                        assert!(ours[0].game.main_line()[0].nags.is_empty());
                    }
                    other => panic!("no check for {other}"),
                }
            }
        }
    }
}

/// Any tag value survives a round trip: quotes and backslashes are escaped
/// on writing and decoded on reading, Unicode stays as it is.
#[test]
fn tag_values_round_trip() {
    let mut rng = common::Rng(0x7a6);
    let pieces = [
        "\"", "\\", "\\\"", "é", "李", "{", "}", ";", "%", "[", "]", "a", " ", "$1", "Ж",
    ];
    for _ in 0..2000 {
        let value: String = (0..rng.below(12)).map(|_| *rng.pick(&pieces)).collect();
        let value = value.trim().to_string();
        let mut game = pgn::read_game("1. e4 *", rankfile::pgn::GameOptions::default()).game;
        game.tags.push(("Annotator".into(), value.clone()));
        let text = pgn::export(&game);
        let again = pgn::read_game(&text, rankfile::pgn::GameOptions::default());
        assert!(again.errors.is_empty(), "{value:?}: {:?}", again.errors);
        assert_eq!(again.game.tag("Annotator"), Some(value.as_str()), "{text}");
    }
}

/// The reading's final position is the main line replayed.
#[test]
fn the_final_position_is_the_main_line_replayed() {
    let text = common::text("games.pgn.gz");
    for game in pgn::split_games(&text) {
        let reading = pgn::read_game(game, rankfile::pgn::GameOptions::default());
        assert_eq!(reading.final_position, reading.game.final_position());
        assert_eq!(reading.outcome, reading.game.outcome());
    }
}

/// Variations after every move, one after another and nested, start from
/// the position before the move they replace.
#[test]
fn variations_start_before_the_move_they_replace() {
    let text = "1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3) 2... e6) 2. c4) (1. c4) \
                1... e5 (1... c5 2. Nf3) 2. Nf3 (2. f4 exf4) 2... Nc6 (2... d6) 3. Bb5 *";
    let reading = pgn::read_game(text, rankfile::pgn::GameOptions::default());
    assert!(reading.errors.is_empty(), "{:?}", reading.errors);
    assert_eq!(
        reading.game.main_line_san(),
        ["e4", "e5", "Nf3", "Nc6", "Bb5"]
    );
    assert_eq!(
        pgn::export(&reading.game)
            .lines()
            .filter(|l| !l.starts_with('['))
            .collect::<Vec<_>>()
            .join(" ")
            .trim(),
        "1. e4 ( 1. d4 d5 ( 1... Nf6 2. c4 ( 2. Nf3 ) 2... e6 ) 2. c4 ) ( 1. c4 ) 1... e5 \
         ( 1... c5 2. Nf3 ) 2. Nf3 ( 2. f4 exf4 ) 2... Nc6 ( 2... d6 ) 3. Bb5 *"
    );
}

/// Variations nested beyond 256 levels are reported once and skipped; the
/// game around them is read.
#[test]
fn variations_nested_too_deep_are_skipped_and_said() {
    let depth = 300;
    let mut text = String::from("1. e4 e5 ");
    for _ in 0..depth {
        text.push_str("( 1... c5 ");
    }
    for _ in 0..depth {
        text.push_str(") ");
    }
    text.push_str("2. Nf3 *");
    let reading = pgn::read_game(&text, rankfile::pgn::GameOptions::default());
    let codes: Vec<&str> = reading.errors.iter().map(|p| p.code).collect();
    assert_eq!(codes, ["deep_variation"]);
    assert_eq!(reading.game.main_line_san(), ["e4", "e5", "Nf3"]);
    // The main line, and one move on each of the 256 levels kept.
    assert_eq!(reading.game.nodes.len(), 3 + 256);
    let check = pgn::check_game(&text, rankfile::ReadOptions::default());
    assert_eq!(check.errors, reading.errors);
    assert_eq!(check.main_line.len(), 3);
}

/// A game of nothing but stray brackets keeps its first 1,000 errors and
/// says that more were not listed.
#[test]
fn a_flood_of_problems_is_cut_and_said() {
    let text = format!("1. e4 {}*", ") ".repeat(5_000));
    let reading = pgn::read_game(&text, rankfile::pgn::GameOptions::default());
    assert_eq!(reading.errors.len(), pgn::MAX_PROBLEMS + 1);
    assert!(
        reading.errors[..pgn::MAX_PROBLEMS]
            .iter()
            .all(|p| p.code == "bad_variation")
    );
    let last = &reading.errors[pgn::MAX_PROBLEMS];
    assert_eq!(last.code, "too_many_problems");
    assert!(last.message.contains("not listed"), "{}", last.message);
    assert_eq!(reading.game.main_line_san(), ["e4"]);
    assert_eq!(
        pgn::check_game(&text, rankfile::ReadOptions::default()).errors,
        reading.errors
    );
}

/// The result must hold together: the tag and the marker, the marker
/// there at all, no `*` after mate or stalemate, no win for a lone king.
#[test]
fn results_that_do_not_hold_together_are_said_with_a_hint() {
    let warned = |text: &str| -> Vec<(&'static str, Option<String>)> {
        pgn::read_game(text, rankfile::pgn::GameOptions::default())
            .warnings
            .into_iter()
            .map(|w| (w.code, w.hint.map(String::from)))
            .collect()
    };
    let fools_mate = "1. f3 e5 2. g4 Qh4#";
    for (text, code, hint) in [
        (
            "[Result \"1-0\"]\n\n1. e4 e5 0-1",
            "result_mismatch",
            "make them agree: the tag repeats the result written after the moves",
        ),
        (
            "[Result \"1-0\"]\n\n1. e4 e5",
            "missing_result",
            "end the moves with 1-0, the game's termination marker",
        ),
        (&format!("{fools_mate} *"), "unfinished_result", "write 0-1"),
        (
            "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Kd2 1-0",
            "lone_king_wins",
            "a lone king cannot mate: is the result the other way round, or a draw?",
        ),
    ] {
        let warnings = warned(text);
        assert!(
            warnings
                .iter()
                .any(|(c, h)| *c == code && h.as_deref() == Some(hint)),
            "{text:?}: {warnings:?}"
        );
    }
    // A result that holds together: no warning at all.
    assert!(warned(&format!("[Result \"0-1\"]\n\n{fools_mate} 0-1")).is_empty());
    assert!(warned("[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2").is_empty());
}

/// Chess960 games are replayed under the names real files give the
/// variant, from their FEN tag read as X-FEN or Shredder-FEN.
#[test]
fn chess960_games_are_replayed() {
    for variant in ["Chess960", "chess 960", "960", "Fischerandom", "FRC"] {
        let text = format!(
            "[Variant \"{variant}\"]\n[SetUp \"1\"]\n[FEN \"6k1/8/8/8/8/8/8/R5KR w HA - 0 1\"]\n\n1. O-O-O Kg7 *"
        );
        let reading = rankfile::pgn::read_game(&text, rankfile::pgn::GameOptions::default());
        assert!(reading.errors.is_empty(), "{variant}: {:?}", reading.errors);
        assert_eq!(
            reading.game.final_position().fen(),
            "8/6k1/8/8/8/8/8/2KR3R w - - 2 2",
            "{variant}"
        );
    }
    let text = "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"6k1/8/8/8/8/8/8/R5KR w HA - 0 1\"]\n\n1. O-O Kg7 *";
    let reading = rankfile::pgn::read_game(text, rankfile::pgn::GameOptions::default());
    assert!(reading.errors.is_empty(), "{:?}", reading.errors);
    assert_eq!(
        reading.game.final_position().fen(),
        "8/6k1/8/8/8/8/8/R4RK1 w - - 2 2"
    );
    assert_eq!(reading.game.main_line_san(), ["O-O", "Kg7"]);
    // Another variant is kept as written, not replayed.
    let reading = rankfile::pgn::read_game(
        "[Variant \"Atomic\"]\n\n1. e4 *",
        rankfile::pgn::GameOptions::default(),
    );
    assert_eq!(reading.errors[0].code, "variant");
}
