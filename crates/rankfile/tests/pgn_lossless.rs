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
    let reading = pgn::read_game(&text);
    assert_eq!(codes(&reading), ["illegal_move"], "{name}");
    let written = pgn::export(&reading.game);
    assert_eq!(movetext(&written), expected, "{name}");
    let again = pgn::read_game(&written);
    assert_eq!(codes(&again), ["illegal_move"], "{name}");
    assert_eq!(again.game.unplayed, reading.game.unplayed, "{name}");
    assert_eq!(again.game.nodes, reading.game.nodes, "{name}");
    assert_eq!(pgn::export(&again.game), written, "{name}");
}

#[test]
fn a_refused_move_keeps_its_annotations_and_its_line() {
    refused_round_trip("refused_move.pgn", "1. e4 e5 2. Nf3 Ke3?? {oops} 3. d4 1-0");
    let reading = pgn::read_game(&file("refused_move.pgn"));
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
    games.extend(splitter.finish().map(|g| g.text.trim().to_string()));
    games
}

#[test]
fn an_unclosed_comment_does_not_hide_the_next_games() {
    let text = file("unclosed_comment.pgn");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    assert_eq!(games.len(), 3, "{games:#?}");
    assert_eq!(streamed(&text), games);
    let first = pgn::read_game(games[0]);
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
        let reading = pgn::read_game(game);
        assert!(reading.errors.is_empty(), "{:?}", reading.errors);
        assert_eq!(reading.game.result(), result);
    }
}

#[test]
fn an_unclosed_variation_is_reported_where_it_opens() {
    let text = file("unclosed_variation.pgn");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    assert_eq!(games.len(), 2);
    let first = pgn::read_game(games[0]);
    // The result stands inside the variation, which never closes.
    assert_eq!(codes(&first), ["result_in_variation", "unclosed_variation"]);
    assert_eq!(first.errors[1].line_column(games[0]), (3, 10));
    assert!(first.errors[1].hint.is_some());
    let second = pgn::read_game(games[1]);
    assert!(second.errors.is_empty(), "{:?}", second.errors);
}

#[test]
fn a_comment_with_a_blank_line_but_no_tag_after_it_stays_one_comment() {
    let text = "[Event \"x\"]\n\n1. e4 { a long note\n\n[see the diagram] and more } e5 *\n";
    let games: Vec<&str> = pgn::split_games(text).collect();
    assert_eq!(games.len(), 1);
    let reading = pgn::read_game(games[0]);
    assert!(reading.errors.is_empty(), "{:?}", reading.errors);
    assert_eq!(reading.game.main_line().len(), 2);
}

#[test]
fn variations_left_open_are_all_counted_even_those_nested_too_deep() {
    let text = format!("1. e4 {} *", "(".repeat(300));
    let reading = pgn::read_game(&text);
    let unclosed = reading
        .errors
        .iter()
        .find(|e| e.code == "unclosed_variation")
        .unwrap();
    assert!(
        unclosed.message.starts_with("300 variation(s)"),
        "{unclosed:?}"
    );
    assert_eq!(unclosed.span, 6..7);
}

#[test]
fn text_after_the_result_is_kept_after_it() {
    let text = file("after_result.pgn");
    let reading = pgn::read_game(&text);
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
    let again = pgn::read_game(&written);
    assert_eq!(codes(&again), ["after_result"]);
    assert_eq!(pgn::export(&again.game), written);
}

/// Found by the `round_trip` fuzz target: a broken variation before one
/// that runs to the game's end (never closed, its rest unplayed) was not
/// written at all.
#[test]
fn a_broken_variation_before_one_left_open_is_written() {
    let text = "1. e4 ( 1. Kd2 d5 ) ( 1. d4 d5 2. Ke3 e5";
    let reading = pgn::read_game(text);
    let written = pgn::export(&reading.game);
    assert!(written.contains("1. Kd2 d5"), "{written}");
    assert!(written.contains("Ke3 e5"), "{written}");
    common::assert_round_trip(&reading, text);
}
