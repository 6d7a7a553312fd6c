//! A fuzz driver for the game model's edits, in stable Rust: games of the
//! corpus (some with a move made unplayable, so that rests kept as written
//! are edited around), edited at random (moves added where legal, lines
//! promoted, demoted, removed, moved elsewhere; comments, NAGs, clocks,
//! evaluations and arrows set), then written and read again: the game read
//! back has the same tree, and writing it again changes nothing. An edit
//! that is refused leaves the game exactly as it was.
//!
//! `cargo test` runs 3,000 games; the full run is ignored:
//! `RANKFILE_FUZZ_INPUTS=1000000 cargo test --release -p rankfile --test fuzz_edit -- --ignored`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::Rng;
use rankfile::pgn::{self, Arrow, Eval, Game, GameOptions};

const COMMENT: &str = "ab {}};%[]\n \u{e9}[%clk 0:01:02]";

/// The nodes in the tree (taken-out ones left aside).
fn attached(game: &Game) -> Vec<usize> {
    (0..game.nodes.len())
        .filter(|&i| game.is_attached(i))
        .collect()
}

/// A place in the tree: the start or an attached node.
fn place(rng: &mut Rng, game: &Game) -> Option<usize> {
    let nodes = attached(game);
    match rng.below(nodes.len() + 1) {
        0 => None,
        k => Some(nodes[k - 1]),
    }
}

/// One random edit; a refused one must leave the game as it was.
fn edit(rng: &mut Rng, game: &mut Game) {
    let before = game.clone();
    let nodes = attached(game);
    let node = (!nodes.is_empty()).then(|| *rng.pick(&nodes));
    let refused = match (rng.below(10), node) {
        (0, _) | (1, None) => {
            let at = place(rng, game);
            let legal = game.position_after(at).legal_moves();
            let mv = (!legal.is_empty()).then(|| legal[rng.below(legal.len())]);
            match rng.below(2) {
                0 => game.add_variation(at, mv).err(),
                _ => game.add_main_variation(at, mv).err(),
            }
        }
        (1, Some(i)) => game.promote(i).err(),
        (2, Some(i)) => game.demote(i).err(),
        (3, Some(i)) => game.promote_to_main(i).err(),
        (4, Some(i)) => game.remove(i).err(),
        (5, Some(i)) => {
            let at = place(rng, game);
            let to = rng.below(3);
            game.attach(i, at, to).err()
        }
        (6, _) => {
            let at = place(rng, game);
            let text: String = (0..rng.below(12))
                .map(|_| *rng.pick(&COMMENT.chars().collect::<Vec<_>>()))
                .collect();
            if let Some(comment) = game.comment_at_mut(at) {
                *comment = text;
            }
            None
        }
        (7, Some(i)) => {
            let node = game.node_mut(i).unwrap();
            node.nags = (0..rng.below(3)).map(|_| rng.below(140) as u8).collect();
            node.starting_comment = ["", "a start", "{x}"][rng.below(3)].to_string();
            None
        }
        (_, at) => {
            let comment = game.comment_at(at).to_string();
            let arrow: Arrow = ["Ge2e4", "Rd5", "Bh1a8"][rng.below(3)].parse().unwrap();
            let comment = match rng.below(4) {
                0 => pgn::set_clock(&comment, Some(rng.below(10_000) as f64 / 7.0)),
                1 => pgn::set_eval(
                    &comment,
                    Some(Eval::Pawns(rng.below(900) as f64 / 100.0 - 4.0)),
                    None,
                ),
                2 => pgn::set_arrows(&comment, &[arrow]),
                _ => pgn::set_clock(&comment, None),
            };
            *game.comment_at_mut(at).unwrap() = comment;
            None
        }
    };
    if let Some(e) = refused {
        assert_eq!(*game, before, "a refused edit ({e}) changed the game");
    }
}

/// The game as the writer means it, which reading gives back: comments
/// trimmed (PGN's `{ a }` is the comment `a`), and a comment before a
/// move that starts no variation given to the move before it (or to the
/// game), where a reader finds it: python-chess writes it there too.
fn as_written(game: &mut Game) {
    for i in attached(game) {
        let parent = game.parent(i).unwrap();
        let starting = std::mem::take(&mut game.node_mut(i).unwrap().starting_comment);
        let starting = starting.trim();
        let comment = game.comment_at_mut(Some(i)).unwrap();
        *comment = comment.trim().to_string();
        if game.place(i).unwrap() > 0 {
            game.node_mut(i).unwrap().starting_comment = starting.to_string();
            continue;
        }
        if !starting.is_empty() {
            let before = game.comment_at_mut(parent).unwrap();
            *before = [before.trim(), starting].join(" ").trim().to_string();
        }
    }
    game.comment = game.comment.trim().to_string();
}

/// Edits one game and checks its round trip.
fn check(text: &str, rng: &mut Rng) {
    let mut game = pgn::read_game(text, GameOptions::default()).game;
    for _ in 0..rng.below(12) {
        edit(rng, &mut game);
    }
    as_written(&mut game);
    let written = pgn::export(&game);
    let again = pgn::read_game(&written, GameOptions::default()).game;
    assert_eq!(
        common::tree(&game),
        common::tree(&again),
        "{text}\n---\n{written}"
    );
    assert_eq!(pgn::export(&again), written, "{text}: written twice");
    // The walk from the start and `is_attached` agree on what is in the
    // tree, node for node.
    let mut walked: Vec<usize> = (game.walk())
        .filter_map(|s| match s {
            pgn::Step::Move { node, .. } => Some(node),
            _ => None,
        })
        .collect();
    walked.sort_unstable();
    assert_eq!(walked, attached(&game), "{written}");
}

fn run(count: usize, seed: u64) {
    let text = common::text("games.pgn.gz");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    let mut rng = Rng(seed);
    for _ in 0..count {
        let game = *rng.pick(&games);
        // One game in four gets a king's move no position allows, which
        // leaves the rest of its line kept as written.
        let text = match rng.below(4) {
            0 => game.replacen(" Nf3 ", " Ke5 Nf3 ", 1),
            _ => game.to_string(),
        };
        check(&text, &mut rng);
    }
}

#[test]
fn edited_games_make_the_round_trip() {
    run(3_000, 0x5eed_ed17);
}

#[test]
fn built_games_make_the_round_trip() {
    let mut rng = Rng(7);
    for _ in 0..300 {
        let mut game = Game::new(rankfile::Position::new());
        for _ in 0..rng.below(40) {
            edit(&mut rng, &mut game);
        }
        check(&pgn::export(&game), &mut rng);
    }
}

#[test]
#[ignore = "long: a million games; run with --ignored"]
fn a_million_edited_games() {
    let count = std::env::var("RANKFILE_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    run(count, 0xed17);
}
