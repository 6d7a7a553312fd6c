//! Any bytes read as games, edited as the bytes say (moves added where
//! legal, lines promoted, demoted, removed and moved, comments and NAGs
//! set), written, and read again: written again, the same text; the walk
//! finds every node in the tree; an edit refused leaves the game as it
//! was. `crates/rankfile/tests/fuzz_edit.rs` runs these edits on stable
//! and also compares the trees node by node.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rankfile::pgn::{self, Game, GameOptions};

/// The nodes in the tree.
fn attached(game: &Game) -> Vec<usize> {
    (0..game.nodes.len()).filter(|&i| game.is_attached(i)).collect()
}

fn edit(game: &mut Game, op: u8, a: u8, b: u8) {
    let before = game.clone();
    let nodes = attached(game);
    let node = (!nodes.is_empty()).then(|| nodes[usize::from(a) % nodes.len()]);
    let place = match usize::from(b) % (nodes.len() + 1) {
        0 => None,
        k => Some(nodes[k - 1]),
    };
    let refused = match (op % 7, node) {
        (0, _) | (1, None) => {
            let legal = game.position_after(place).legal_moves();
            let mv = (!legal.is_empty()).then(|| legal[usize::from(a) % legal.len()]);
            game.add_variation(place, mv).err()
        }
        (1, Some(i)) => game.promote(i).err(),
        (2, Some(i)) => game.demote(i).err(),
        (3, Some(i)) => game.remove(i).err(),
        (4, Some(i)) => game.attach(i, place, usize::from(b % 3)).err(),
        (5, Some(i)) => {
            if let Some(n) = game.node_mut(i) {
                n.nags = vec![a % 140];
            }
            None
        }
        _ => {
            if let Some(c) = game.comment_at_mut(place) {
                *c = pgn::set_clock(c, Some(f64::from(a) * 7.5));
            }
            None
        }
    };
    if refused.is_some() {
        assert_eq!(*game, before, "a refused edit changed the game");
    }
}

fuzz_target!(|data: &[u8]| {
    let cut = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let (text, script) = data.split_at(cut);
    let text = String::from_utf8_lossy(text);
    for game in pgn::split_games(&text).take(4) {
        let mut tree = pgn::read_game(game, GameOptions::default()).game;
        for step in script.chunks_exact(3).take(32) {
            edit(&mut tree, step[0], step[1], step[2]);
        }
        let walked = tree.walk().filter(|s| matches!(s, pgn::Step::Move { .. })).count();
        assert_eq!(walked, attached(&tree).len());
        let written = pgn::export(&tree);
        let again = pgn::read_game(&written, GameOptions::default()).game;
        assert_eq!(pgn::export(&again), written, "{game:?}");
    }
});
