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
        let reading = pgn::read_game(source);
        let index = &case["index"];
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
        let san: Vec<&str> = main.iter().map(|n| n.san.as_str()).collect();
        assert_eq!(san, common::strings_in_order(&case["san"]), "game {index}");
        let uci: Vec<String> = main.iter().map(|n| n.mv.to_string()).collect();
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
        for _ in 0..=rng.below(3) {
            let at = rng.below(game.len() + 1);
            match rng.below(4) {
                0 => game.insert(at, *rng.pick(&alphabet)),
                1 if at < game.len() => {
                    game.remove(at);
                }
                2 if at < game.len() => game[at] = *rng.pick(&alphabet),
                _ => {
                    let end = (at + rng.below(12)).min(game.len());
                    let run: Vec<char> = game[at..end].to_vec();
                    let to = rng.below(game.len() + 1);
                    for (i, c) in run.into_iter().enumerate() {
                        game.insert(to + i, c);
                    }
                }
            }
        }
        let source: String = game.into_iter().collect();
        let reading = pgn::read_game(&source);
        for p in reading.errors.iter().chain(&reading.warnings) {
            assert!(source.get(p.span.clone()).is_some(), "{:?}", p);
        }
        if reading.errors.is_empty() {
            let exported = pgn::export(&reading.game);
            let again = pgn::read_game(&exported);
            assert!(again.errors.is_empty(), "{exported}\n{:?}", again.errors);
            assert_eq!(pgn::export(&again.game), exported);
            stable += 1;
        }
    }
    assert!(stable > 1000, "{stable}");
}
