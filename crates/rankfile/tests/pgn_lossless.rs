//! Nothing of a game is lost on bad input: a refused move keeps its
//! annotations and the rest of its line, an unclosed `{` or `(` does not
//! hide the games after it. Each case is a small file in
//! `tests/data/pgn/`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use rankfile::pgn::{self, Splitter};

fn file(name: &str) -> String {
    let path = common::data_dir().join("pgn").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The movetext of an exported game: what follows the blank line after
/// the tags.
fn movetext(exported: &str) -> &str {
    exported.split_once("\n\n").map_or("", |(_, m)| m)
}

fn codes(reading: &pgn::GameReading) -> Vec<&'static str> {
    reading.errors.iter().map(|p| p.code).collect()
}

/// A game with a refused move is written as far as it was played, then
/// the rest of the line as written; reading that again finds the same,
/// and writing it again changes nothing.
fn refused_round_trip(name: &str, expected: &str) {
    let text = file(name);
    let reading = pgn::read_game(&text, rankfile::pgn::GameOptions::default());
    assert_eq!(codes(&reading), ["illegal_move"], "{name}");
    let written = pgn::export(&reading.game);
    assert_eq!(movetext(&written), expected, "{name}");
    let again = pgn::read_game(&written, rankfile::pgn::GameOptions::default());
    assert_eq!(codes(&again), ["illegal_move"], "{name}");
    assert_eq!(again.game.unplayed, reading.game.unplayed, "{name}");
    assert_eq!(again.game.nodes, reading.game.nodes, "{name}");
    assert_eq!(pgn::export(&again.game), written, "{name}");
}

#[test]
fn a_refused_move_keeps_its_annotations_and_its_line() {
    refused_round_trip("refused_move.pgn", "1. e4 e5 2. Nf3 Ke3?? {oops} 3. d4 1-0");
    let reading = pgn::read_game(
        &file("refused_move.pgn"),
        rankfile::pgn::GameOptions::default(),
    );
    let main = reading.game.main_line();
    // Nf3 is a good move: the refused move's ?? and comment are not its.
    assert_eq!(main.len(), 3);
    assert!(main[2].nags.is_empty(), "{:?}", main[2]);
    assert!(main[2].comment.is_empty(), "{:?}", main[2]);
}

#[test]
fn a_refused_move_in_a_variation_keeps_the_rest_of_the_variation() {
    refused_round_trip(
        "refused_in_variation.pgn",
        "1. e4 e5 ( 1... c5 2. Ke3 $2 {bad} 2... Nc6 ) 2. Nf3 *",
    );
}

#[test]
fn a_variation_refused_at_its_first_move_is_kept_where_it_stood() {
    refused_round_trip(
        "refused_variation_start.pgn",
        "1. e4 ( { why not } 1. Kd2 d5 ) 1... e5 *",
    );
}

#[test]
fn a_game_refused_at_its_first_move_keeps_all_its_moves() {
    // The `;` comment runs to its line's end: the line break stays.
    refused_round_trip(
        "refused_first_move.pgn",
        "{ A start } 1. Ke2 e5 ; the king walks\n2. d4 *",
    );
}

/// The games of `text` as the streaming cutter gives them, fed a few
/// bytes at a time.
fn streamed(text: &str) -> Vec<String> {
    let mut splitter = Splitter::new();
    let mut games = Vec::new();
    for chunk in text.as_bytes().chunks(5) {
        splitter.push(chunk, |g| games.push(g.text.trim().to_string()));
    }
    games.extend(
        splitter
            .finish()
            .into_iter()
            .map(|g| g.text.trim().to_string()),
    );
    games
}

#[test]
fn an_unclosed_comment_does_not_hide_the_next_games() {
    let text = file("unclosed_comment.pgn");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    assert_eq!(games.len(), 3, "{games:#?}");
    assert_eq!(streamed(&text), games);
    let first = pgn::read_game(games[0], rankfile::pgn::GameOptions::default());
    assert_eq!(codes(&first), ["unclosed_comment"]);
    // Reported where the `{` opens: line 4, column 7.
    assert_eq!(first.errors[0].line_column(games[0]), (3, 7));
    // Its text is kept as the comment of 1. e4.
    assert!(
        first.game.nodes[0]
            .comment
            .contains("never closed e5 2. Nf3 *")
    );
    for (game, result) in games[1..].iter().zip(["1-0", "0-1"]) {
        let reading = pgn::read_game(game, rankfile::pgn::GameOptions::default());
        assert!(reading.errors.is_empty(), "{:?}", reading.errors);
        assert_eq!(reading.game.result(), result);
    }
}

#[test]
fn an_unclosed_variation_is_reported_where_it_opens() {
    let text = file("unclosed_variation.pgn");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    assert_eq!(games.len(), 2);
    let first = pgn::read_game(games[0], rankfile::pgn::GameOptions::default());
    // The result stands inside the variation, which never closes.
    assert_eq!(codes(&first), ["result_in_variation", "unclosed_variation"]);
    assert_eq!(first.errors[1].line_column(games[0]), (3, 10));
    assert!(first.errors[1].hint.is_some());
    let second = pgn::read_game(games[1], rankfile::pgn::GameOptions::default());
    assert!(second.errors.is_empty(), "{:?}", second.errors);
}

#[test]
fn a_comment_with_a_blank_line_but_no_tag_after_it_stays_one_comment() {
    let text = "[Event \"x\"]\n\n1. e4 { a long note\n\n[see the diagram] and more } e5 *\n";
    let games: Vec<&str> = pgn::split_games(text).collect();
    assert_eq!(games.len(), 1);
    let reading = pgn::read_game(games[0], rankfile::pgn::GameOptions::default());
    assert!(reading.errors.is_empty(), "{:?}", reading.errors);
    assert_eq!(reading.game.main_line().len(), 2);
}

#[test]
fn variations_left_open_are_all_counted_even_those_nested_too_deep() {
    let text = format!("1. e4 {} *", "(".repeat(300));
    let reading = pgn::read_game(&text, rankfile::pgn::GameOptions::default());
    let unclosed = reading
        .errors
        .iter()
        .find(|e| e.code == "unclosed_variation")
        .unwrap();
    assert!(
        unclosed.message.starts_with("300 variations"),
        "{unclosed:?}"
    );
    assert_eq!(unclosed.span, Some(6..7));
}

#[test]
fn text_after_the_result_is_kept_after_it() {
    let text = file("after_result.pgn");
    let reading = pgn::read_game(&text, rankfile::pgn::GameOptions::default());
    assert_eq!(codes(&reading), ["after_result"]);
    assert_eq!(
        reading.game.after_result.as_deref(),
        Some("2. Nf3 {a note}\n; and a line")
    );
    let written = pgn::export(&reading.game);
    assert_eq!(
        movetext(&written),
        "1. e4 e5 1-0 2. Nf3 {a note}\n; and a line"
    );
    let again = pgn::read_game(&written, rankfile::pgn::GameOptions::default());
    assert_eq!(codes(&again), ["after_result"]);
    assert_eq!(pgn::export(&again.game), written);
}

/// Found by the `round_trip` fuzz target: a broken variation before one
/// that runs to the game's end (never closed, its rest unplayed) was not
/// written at all.
#[test]
fn a_broken_variation_before_one_left_open_is_written() {
    let text = "1. e4 ( 1. Kd2 d5 ) ( 1. d4 d5 2. Ke3 e5";
    let reading = pgn::read_game(text, rankfile::pgn::GameOptions::default());
    let written = pgn::export(&reading.game);
    assert!(written.contains("1. Kd2 d5"), "{written}");
    assert!(written.contains("Ke3 e5"), "{written}");
    common::assert_round_trip(&reading, text);
}

/// The movetext `fmt` writes for `text`'s one game, and the codes of the
/// errors and warnings it read; writing that again changes nothing.
#[test]
fn a_comment_written_back_opens_no_game() {
    // Two comments after a move are written as one: the second's quote
    // after the first's `[see` would make a tag pair's start after a blank
    // line, where a cutter ends a comment never closed. Found by the
    // lossless fuzz target.
    for text in ["1. e4 {note\n\n[see} ;\" quoted\ne5 *", "{*\n\n[E};\""] {
        let out = pgn::export(&pgn::read_game(text, rankfile::pgn::GameOptions::default()).game);
        assert_eq!(pgn::split_games(&out).count(), 1, "{out}");
        assert_eq!(
            pgn::export(&pgn::read_game(&out, rankfile::pgn::GameOptions::default()).game),
            out
        );
    }
}

fn written(text: &str) -> (String, Vec<&'static str>, Vec<&'static str>) {
    let reading = pgn::read_game(text, rankfile::pgn::GameOptions::default());
    let out = pgn::export(&reading.game);
    let again = pgn::read_game(&out, rankfile::pgn::GameOptions::default());
    assert_eq!(pgn::export(&again.game), out, "{text:?}");
    let warnings = reading.warnings.iter().map(|p| p.code).collect();
    (movetext(&out).to_string(), codes(&reading), warnings)
}

#[test]
fn an_empty_variation_keeps_its_comment_and_nag() {
    let (moves, errors, warnings) = written("1. e4 e5 ( {keep me} $1 ) 2. Nf3 *");
    assert_eq!(moves, "1. e4 e5 ( {keep me} $1 ) 2. Nf3 *");
    assert!(errors.is_empty());
    // The NAG is said (it follows no move), and the variation.
    assert_eq!(warnings, ["nag_without_move", "empty_variation"]);
    // An empty variation with nothing in it is nothing to keep, but its
    // leaving is said.
    let (moves, _, warnings) = written("1. e4 e5 ( ) 2. Nf3 *");
    assert_eq!(moves, "1. e4 e5 2. Nf3 *");
    assert_eq!(warnings, ["empty_variation"]);
}

#[test]
fn kept_variations_stay_in_the_order_written() {
    let (moves, _, _) = written("1. e4 ( {start} 1. d4 ) ( $3 ) e5 *");
    assert_eq!(moves, "1. e4 ( { start } 1. d4 ) ( $3 ) 1... e5 *");
    let (moves, _, _) = written("1. e4 ( $3 ) ( 1. d4 ) ( $4 ) e5 *");
    assert_eq!(moves, "1. e4 ( $3 ) ( 1. d4 ) ( $4 ) 1... e5 *");
}

#[test]
fn a_bracket_that_closes_nothing_is_kept_and_found_again() {
    let text = "1. e4 ) e5 } 2. Nf3 *";
    let (moves, errors, _) = written(text);
    assert_eq!(errors, ["bad_variation", "junk"]);
    // Kept at its line's end, where reading it again finds it again.
    assert_eq!(moves, "1. e4 e5 2. Nf3 ) } *");
    let again = pgn::read_game(&moves, rankfile::pgn::GameOptions::default());
    assert_eq!(codes(&again), ["bad_variation", "junk"]);
}

#[test]
fn escape_lines_are_kept_at_the_games_head() {
    let text = "% header of the file\n[Event \"a\"]\n\n1. e4\n% a private line\ne5 *";
    let reading = pgn::read_game(text, rankfile::pgn::GameOptions::default());
    assert_eq!(
        reading.game.escapes,
        ["% header of the file", "% a private line"]
    );
    assert_eq!(reading.game.main_line_san(), ["e4", "e5"]);
    let out = pgn::export(&reading.game);
    assert!(
        out.starts_with("% header of the file\n% a private line\n[Event \"a\"]\n"),
        "{out}"
    );
    let again = pgn::read_game(&out, rankfile::pgn::GameOptions::default());
    assert_eq!(again.game.escapes, reading.game.escapes);
    assert_eq!(pgn::export(&again.game), out);
}

#[test]
fn a_tag_given_twice_is_said() {
    let reading = pgn::read_game(
        "[Event \"a\"]\n[Event \"b\"]\n[White \"w1\"]\n[White \"w2\"]\n\n1. e4 *",
        rankfile::pgn::GameOptions::default(),
    );
    let codes: Vec<&str> = reading.warnings.iter().map(|w| w.code).collect();
    assert_eq!(codes, ["duplicate_tag", "duplicate_tag"]);
    assert!(reading.warnings[0].hint.is_some());
    assert_eq!(reading.game.tag("Event"), Some("b"));
    // Names alike in their length and their first, middle and last bytes
    // are told apart; a long name given twice is said.
    let reading = pgn::read_game(
        "[WhiteTeamA \"x\"]\n[WhiteTfamA \"y\"]\n[TimeControl \"60\"]\n[TimeControl \"90\"]\n\n1. e4 *",
        rankfile::pgn::GameOptions::default(),
    );
    let said: Vec<(&str, Option<usize>)> = (reading.warnings.iter())
        .map(|w| (w.code, w.span.as_ref().map(|s| s.start)))
        .collect();
    assert_eq!(said, [("duplicate_tag", Some(54))]);
}

#[test]
fn games_without_tags_apart_after_their_results_are_games() {
    let text = "1. e4 e5 *\n\n1. d4 d5 *\n\n1. c4 *\n";
    let games: Vec<&str> = pgn::split_games(text).collect();
    assert_eq!(games, ["1. e4 e5 *", "1. d4 d5 *", "1. c4 *"]);
    assert_eq!(streamed(text), games);
    // Without a result before the blank line, or with one only in a `;`
    // comment, the moves go on.
    for one in [
        "1. e4 e5\n\n2. Nf3 *\n",
        "1. e4 e5 ; 1-0\n\n2. Nf3 *\n",
        "1. e4 e5 1-0\n2. Nf3 *\n",
    ] {
        assert_eq!(pgn::split_games(one).count(), 1, "{one:?}");
        assert_eq!(streamed(one).len(), 1, "{one:?}");
    }
}

#[test]
fn a_closed_comment_holding_a_blank_line_and_a_tag_stays_whole() {
    // As python-chess reads it: a comment is a comment until its `}`.
    let text = "[Event \"x\"]\n\n1. e4 {a comment\n\n[Event \"fake\"]\n\nstill comment} e5 *\n\n[Event \"y\"]\n\n1. d4 *\n";
    let games: Vec<&str> = pgn::split_games(text).collect();
    assert_eq!(games.len(), 2, "{games:#?}");
    assert_eq!(streamed(text), games);
    let first = pgn::read_game(games[0], rankfile::pgn::GameOptions::default());
    assert!(first.errors.is_empty(), "{:?}", first.errors);
    assert_eq!(first.game.main_line_san(), ["e4", "e5"]);
    assert!(
        first.game.main_line()[0]
            .comment
            .contains("[Event \"fake\"]")
    );
}

#[test]
fn a_variation_before_the_first_move_keeps_its_moves() {
    // Never closed: it runs to the end, and stays as written.
    let (moves, errors, _) = written("( 1. e4 e5 2. Nf3 *");
    assert_eq!(moves, "( 1. e4 e5 2. Nf3 *");
    assert_eq!(
        errors,
        ["bad_variation", "result_in_variation", "unclosed_variation"]
    );
    // Closed, before a main line.
    let (moves, errors, _) = written("( 1. e4 {a} ) 1. d4 d5 *");
    assert_eq!(moves, "( 1. e4 {a} ) 1. d4 d5 *");
    assert_eq!(errors, ["bad_variation"]);
}

#[test]
fn a_comment_between_tag_lines_stays_in_its_game() {
    let text = "[Event \"a\"]\n{c}\n[Site \"b\"]\n\n1. e4 *\n";
    let games: Vec<&str> = pgn::split_games(text).collect();
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(streamed(text).len(), 1);
    let reading = pgn::read_game(games[0], rankfile::pgn::GameOptions::default());
    assert_eq!(reading.game.tag("Site"), Some("b"));
    assert_eq!(reading.game.comment, "c");
    assert!(reading.errors.is_empty(), "{:?}", reading.errors);
    let warnings: Vec<&str> = reading.warnings.iter().map(|p| p.code).collect();
    assert_eq!(warnings, ["comment_in_tags"]);
}

#[test]
fn tags_without_moves_are_a_game_of_their_own() {
    let text = "[Event \"a\"]\n[White \"x\"]\n\n[Event \"b\"]\n\n1. e4 *\n";
    let games = streamed(text);
    assert_eq!(games.len(), 2, "{games:?}");
    let first = pgn::read_game(&games[0], rankfile::pgn::GameOptions::default());
    assert_eq!(
        (first.game.tag("Event"), first.game.tag("White")),
        (Some("a"), Some("x"))
    );
    assert!(first.game.first.is_none());
    let second = pgn::read_game(&games[1], rankfile::pgn::GameOptions::default());
    assert_eq!(
        (second.game.tag("Event"), second.game.tag("White")),
        (Some("b"), None)
    );
}

#[test]
fn an_indented_tag_line_is_a_tag_line() {
    let text = "[Event \"a\"]\n\n1. e4 *\n\n  [Event \"c\"]\n\t[Site \"d\"]\n\n1. d4 *\n";
    let games = streamed(text);
    assert_eq!(games.len(), 2, "{games:?}");
    let second = pgn::read_game(&games[1], rankfile::pgn::GameOptions::default());
    assert!(second.errors.is_empty(), "{:?}", second.errors);
    assert_eq!(second.game.tag("Site"), Some("d"));
    assert_eq!(second.game.main_line_san(), ["d4"]);
}

#[test]
fn tag_names_follow_the_standards_symbol_rule() {
    let text = "[My:Tag \"1\"]\n[A=b \"2\"]\n[C+ \"3\"]\n[D# \"4\"]\n[E-f \"5\"]\n\n1. e4 *";
    let reading = pgn::read_game(text, rankfile::pgn::GameOptions::default());
    assert!(reading.errors.is_empty(), "{:?}", reading.errors);
    for (name, value) in [
        ("My:Tag", "1"),
        ("A=b", "2"),
        ("C+", "3"),
        ("D#", "4"),
        ("E-f", "5"),
    ] {
        assert_eq!(reading.game.tag(name), Some(value), "{name}");
    }
    let out = pgn::export(&reading.game);
    assert!(out.contains("[My:Tag \"1\"]\n"), "{out}");
    // A name still starts with a letter or a digit.
    assert_eq!(
        codes(&pgn::read_game(
            "[-x \"1\"]\n\n1. e4 *",
            rankfile::pgn::GameOptions::default()
        )),
        ["bad_tag"]
    );
}

#[test]
fn dots_apart_and_a_glued_result_read_as_python_chess_reads_them() {
    let (moves, errors, warnings) = written("1. e4 e5 2. Nf3 2. ... Nc6 3. Bb5 a6*");
    assert_eq!(moves, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *");
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(warnings, ["dots_apart", "result_glued"]);
    let reading = pgn::read_game("1. e4 e5*", rankfile::pgn::GameOptions::default());
    assert_eq!(reading.game.result.as_deref(), Some("*"));
    assert_eq!(reading.game.main_line_san(), ["e4", "e5"]);
}

#[test]
fn old_mac_line_ends_are_line_ends() {
    let text = "[Event \"a\"]\r\r1. e4 *\r\r[Event \"b\"]\r\r1. d4 *\r";
    for size in [1, 2, 3, 7, 4096] {
        let mut splitter = Splitter::new();
        let mut games = Vec::new();
        for chunk in text.as_bytes().chunks(size) {
            splitter.push(chunk, |g| games.push(g));
        }
        games.extend(splitter.finish());
        assert_eq!(games.len(), 2, "chunks of {size}");
        assert_eq!(games[1].line, 5, "chunks of {size}");
        let reading = pgn::read_game(&games[1], rankfile::pgn::GameOptions::default());
        assert!(reading.errors.is_empty(), "{:?}", reading.errors);
        assert_eq!(reading.game.main_line_san(), ["d4"]);
    }
    // Mixed with \r\n and \n, each a line end of its own kind.
    let mixed = "[Event \"a\"]\r\n\r\n1. e4 *\r\r[Event \"b\"]\n\n1. d4 *\n";
    assert_eq!(streamed(mixed).len(), 2);
}

#[test]
fn bytes_that_are_not_utf8_are_read_as_windows_1252() {
    let mut splitter = Splitter::new();
    let mut games = Vec::new();
    splitter.push(
        b"[White \"M\xfcller\"]\n[Black \"\x80\"]\n\n1. e4 *\n",
        |g| games.push(g),
    );
    games.extend(splitter.finish());
    assert_eq!(games[0].bad_lines, [1, 2]);
    let reading = pgn::read_game(&games[0], rankfile::pgn::GameOptions::default());
    assert_eq!(reading.game.tag("White"), Some("Müller"));
    assert_eq!(reading.game.tag("Black"), Some("€"));
}

#[test]
fn lines_in_a_code_page_are_read_in_it() {
    let mut games = Vec::new();
    // Каспаров in Windows-1251, then a line that is UTF-8 already.
    let mut bytes = b"[White \"".to_vec();
    bytes.extend([0xCA, 0xE0, 0xF1, 0xEF, 0xE0, 0xF0, 0xEE, 0xE2]);
    bytes.extend(b"\"]\n[Black \"\xd0\x9a\xd0\xb0\xd1\x80\xd0\xbf\xd0\xbe\xd0\xb2\"]\n\n1. e4 *\n");
    let mut splitter = Splitter::new();
    splitter.set_encoding(pgn::Encoding::for_label("cp1251").unwrap());
    splitter.push(&bytes, |g| games.push(g));
    games.extend(splitter.finish());
    let game = games.last().unwrap();
    assert_eq!(
        (game.bad_lines.clone(), game.encoding.name()),
        (vec![1], "windows-1251")
    );
    let reading = pgn::read_game(game, rankfile::pgn::GameOptions::default());
    assert_eq!(reading.game.tag("White"), Some("Каспаров"));
    assert_eq!(reading.game.tag("Black"), Some("Карпов"));
    // The bytes stay as they were, for a filter to copy.
    assert_eq!(game.bytes(), &bytes[..]);
}

#[test]
fn a_huge_word_is_named_by_its_start() {
    let word = "x".repeat(1 << 20);
    let reading = pgn::read_game(
        &format!("1. {word} *"),
        rankfile::pgn::GameOptions::default(),
    );
    let message = reading.errors[0].message.to_string();
    assert!(message.len() < 200, "{} bytes", message.len());
    assert!(
        message.starts_with(&format!("\"{}…\"", "x".repeat(40))),
        "{message}"
    );
    // The text itself is kept whole, as written.
    assert_eq!(reading.game.unplayed[0].text, word);
}

#[test]
fn every_error_says_how_to_mend_it() {
    let deep = format!("1. e4 {}", "( 1. d4 ".repeat(300));
    let texts = [
        "1. e4 *\n1. d4",
        "[Event \"a\n\n1. e4 *",
        "[Event \"a\" x\n\n1. e4 *",
        "1. e4 ) e5 *",
        "1. e4 } *",
        "1. e4 $300 *",
        "1. e4 ] *",
        "( 1. e4 ) 1. d4 *",
        "1. e4 ( 1... e5 1-0",
        "1. e4 [Event \"x\"] e5 *",
        &deep,
        "1. e4 {x",
        "1. Ke2 *",
        "1. xyz *",
        "1. e4 \0 *",
        "[SetUp \"1\"]\n[FEN \"8/8 w - - 0 1\"]\n\n1. e4 *",
    ];
    let mut seen = std::collections::BTreeSet::new();
    for text in texts {
        let reading = pgn::read_game(text, rankfile::pgn::GameOptions::default());
        assert!(!reading.errors.is_empty(), "{text:?}");
        for error in &reading.errors {
            assert!(
                error.hint.is_some(),
                "{}: {} ({text:?})",
                error.code,
                error.message
            );
            seen.insert(error.code);
        }
    }
    let expected = [
        "after_result",
        "bad_fen_tag",
        "bad_move",
        "bad_tag",
        "bad_variation",
        "deep_variation",
        "illegal_move",
        "junk",
        "nul_byte",
        "result_in_variation",
        "tag_in_moves",
        "unclosed_comment",
        "unclosed_variation",
    ];
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), expected);
}
