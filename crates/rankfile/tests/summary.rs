//! A game's summary ([`GameCheck::summarize`], [`Game::summarize`]), the
//! one walk of a main line every front end makes its output from: the
//! same from the verdict and from the tree, and the same as each piece
//! found on its own (the tree's SAN, the moves' UCI, the comments' clocks
//! and evaluations, the opening of the line's positions).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::Read;
use std::path::Path;

use rankfile::pgn::{self, GameOptions, Ply};
use rankfile::{ReadOptions, UciCastling, opening};

/// What the summary says of a ply, comparable.
#[derive(Debug, PartialEq)]
struct Seen {
    number: usize,
    san: String,
    uci: String,
    clock: Option<f64>,
    eval: Option<pgn::Eval>,
    fen: String,
}

fn seen(ply: &Ply) -> Seen {
    Seen {
        number: ply.number,
        san: ply.san(),
        uci: ply.uci(),
        clock: ply.clock(),
        eval: ply.eval(),
        fen: ply.after.fen(),
    }
}

fn games() -> Vec<String> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data");
    let mut text = String::new();
    let file = std::fs::File::open(data.join("games.pgn.gz")).unwrap();
    flate2::read::GzDecoder::new(file)
        .read_to_string(&mut text)
        .unwrap();
    for name in [
        "real/python-chess__cutechess-fischerrandom.pgn",
        "pgn/clocks.pgn",
    ] {
        text.push('\n');
        text.push_str(&std::fs::read_to_string(data.join(name)).unwrap());
    }
    pgn::split_games(&text).map(str::to_string).collect()
}

#[test]
fn the_verdict_and_the_tree_summarise_a_game_alike_and_as_each_piece_alone() {
    let options = ReadOptions {
        allow_null: true,
        ..ReadOptions::default()
    };
    let games = games();
    assert!(games.len() > 100, "{} games", games.len());
    let (mut clocks, mut named, mut chess960, mut copied) = (0, 0, 0, 0);
    for text in &games {
        // With the moves written canonically kept: the summary copies
        // those, and must give the SAN the tree's walk writes again.
        let check = pgn::check_game(
            text,
            GameOptions {
                moves: options,
                commands: true,
                san: true,
            },
        );
        assert_eq!(check.main_line_san.len(), check.main_line.len(), "{text}");
        copied += check.main_line_san.iter().filter(|s| !s.is_empty()).count();
        let tree = pgn::read_game(text, options).game;
        let (mut from_check, mut from_tree) = (Vec::new(), Vec::new());
        let summary = check.summarize(|ply| from_check.push(seen(ply)));
        let tree_summary = tree.summarize(|ply| from_tree.push(seen(ply)));
        assert_eq!(from_check, from_tree, "{text}");
        assert_eq!(summary, tree_summary, "{text}");

        // Each piece as found without the summary.
        assert_eq!(summary.plies, check.main_line.len());
        let san: Vec<String> = from_tree.iter().map(|s| s.san.clone()).collect();
        assert_eq!(san, tree.main_line_san(), "{text}");
        let castling = UciCastling::of(&check.start);
        chess960 += usize::from(castling == UciCastling::KingTakesRook);
        let uci: Vec<String> = (check.main_line.iter())
            .map(|m| m.map_or("0000".to_string(), |m| m.uci(castling)))
            .collect();
        let summary_uci: Vec<String> = from_tree.iter().map(|s| s.uci.clone()).collect();
        assert_eq!(summary_uci, uci, "{text}");
        let comments: Vec<&str> = tree.main_line().iter().map(|n| &*n.comment).collect();
        for (s, comment) in from_check.iter().zip(comments) {
            assert_eq!(s.clock, pgn::clock(comment));
            assert_eq!(s.eval, pgn::eval(comment));
            clocks += usize::from(s.clock.is_some());
        }
        let positions = pgn::positions(check.start, &check.main_line);
        assert_eq!(summary.opening, opening::of_game(positions), "{text}");
        named += usize::from(summary.opening.is_some());
        if let Some(last) = from_check.last() {
            assert_eq!(last.fen, check.final_position.fen());
        }
    }
    // The data exercises what is compared.
    assert!(
        clocks > 0 && named > 100 && chess960 > 0 && copied > 10_000,
        "{clocks} {named} {chess960} {copied}"
    );
}

#[test]
fn a_move_not_written_as_san_writes_it_is_written_again() {
    let options = GameOptions {
        commands: true,
        san: true,
        ..GameOptions::default()
    };
    // Long algebraic, castling with zeros, a needless origin, `+` for a
    // mate (found only when the line ends), `#` where there is no check.
    let text = "1. e4 e5 2. Bc4 Nc6 3. Qh5 Ng8-f6 4. Qxf7+ 1-0";
    let check = pgn::check_game(text, options);
    assert_eq!(
        check.main_line_san,
        ["e4", "e5", "Bc4", "Nc6", "Qh5", "", ""]
    );
    let mut san = Vec::new();
    check.summarize(|ply| san.push(ply.san()));
    assert_eq!(san, ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);

    let text = "1. e4 e5 2. Nf3 Nc6 3. Bb5 Ngf6 4. 0-0 Bc5 5. Bxc6# *";
    let check = pgn::check_game(text, options);
    assert_eq!(check.main_line_san[..5], ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(check.main_line_san[5..], ["", "", "Bc5", ""]);
    let mut san = Vec::new();
    check.summarize(|ply| san.push(ply.san()));
    assert_eq!(san[5..], ["Nf6", "O-O", "Bc5", "Bxc6"]);
    // Not asked for, nothing is kept.
    let check = pgn::check_game(text, GameOptions::default());
    assert!(check.main_line_san.is_empty());
}

#[test]
fn a_game_set_up_in_a_named_position_is_named_from_its_start() {
    let text = "[SetUp \"1\"]\n[FEN \"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3\"]\n\n3... h6 *";
    let check = pgn::check_game(text, GameOptions::default());
    let (named, ply) = check.summarize(|_| {}).opening.unwrap();
    assert_eq!((named.name, ply), ("Ruy Lopez", 0));
}

#[test]
fn the_walk_without_positions_gives_what_the_walk_with_them_gives() {
    let moves = ReadOptions {
        allow_null: true,
        ..ReadOptions::default()
    };
    let (mut replayed_in_part, mut read) = (0, 0);
    for text in &games() {
        for san in [true, false] {
            let check = pgn::check_game(
                text,
                GameOptions {
                    moves,
                    commands: true,
                    san,
                },
            );
            let (mut full, mut lean) = (Vec::new(), Vec::new());
            let summary = check.summarize(|ply| {
                full.push((ply.number, ply.san(), ply.uci(), ply.clock_and_eval()));
            });
            let lean_summary = check.summarize_moves(|ply| {
                let mut uci = String::new();
                ply.write_uci(&mut uci);
                lean.push((ply.number, ply.san.to_string(), uci, ply.clock_and_eval()));
            });
            assert_eq!(lean, full, "{text}");
            assert_eq!(lean_summary, summary, "{text}");
            read += 1;
            // Games that close their opening before their end and write
            // a move again after it: the replay catches up there.
            let written_late =
                (check.main_line_san.iter().enumerate()).any(|(i, s)| s.is_empty() && i > 40);
            replayed_in_part += usize::from(san && written_late);
        }
    }
    assert!(
        read > 200 && replayed_in_part > 5,
        "{read} {replayed_in_part}"
    );
}
