//! A game's whole move tree for the page: every move of the main line and
//! of every variation, with its comments, NAGs (and their glyphs), clock
//! and evaluation.

pub use rankfile::json::EvalJson;
use rankfile::pgn::{self, Game, Node, Step, Unplayed};
use rankfile::{EpMode, Position};
use serde::{Deserialize, Serialize};

/// A game's moves: the comment before the first, then the main line.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TreeJson {
    /// The comment before the first move.
    pub comment: Option<String>,
    /// The arrows and circles of that comment (`[%cal]`, `[%csl]`), as
    /// they write them: `Ge2e4`, `Rd5`.
    #[serde(default)]
    pub arrows: Vec<String>,
    /// The main line; each move lists the variations that replace it.
    pub moves: Vec<TreeMoveJson>,
    /// The main line's text from its first move on, when that move could
    /// not be played.
    pub rest: Option<RestJson>,
    /// The tree holds more moves than were given (see [`MAX_TREE_MOVES`]
    /// and [`MAX_TREE_DEPTH`]).
    pub truncated: bool,
}

impl TreeJson {
    /// How many moves it holds, variations included.
    pub fn len(&self) -> usize {
        fn count(line: &[TreeMoveJson]) -> usize {
            line.iter()
                .map(|m| 1 + m.variations.iter().map(|v| count(v)).sum::<usize>())
                .sum()
        }
        count(&self.moves)
    }

    /// Whether it holds no move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// A move of the tree and what is written around it.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct TreeMoveJson {
    /// Canonical SAN (`--` for a null move).
    pub san: String,
    /// UCI (`0000` for a null move).
    pub uci: String,
    /// The square the piece leaves and the one it reaches (empty for a
    /// null move).
    pub from: String,
    /// See `from`.
    pub to: String,
    /// The FEN after the move.
    pub fen: String,
    /// The move's number in its game, from 1 (White's first move is 1,
    /// Black's reply 2).
    pub ply: usize,
    /// Its NAGs, as written (`$1` is 1).
    pub nags: Vec<u8>,
    /// The NAGs that have a sign, as signs: `!`, `?!`, `±`.
    pub glyphs: Vec<String>,
    /// The comment before the move, at the start of a variation.
    pub before: Option<String>,
    /// The comment after the move.
    pub comment: Option<String>,
    /// The mover's clock after the move, in seconds (`[%clk]`).
    pub clock: Option<f64>,
    /// The evaluation after the move (`[%eval]`).
    pub eval: Option<EvalJson>,
    /// The arrows and circles of the comment after the move (`[%cal]`,
    /// `[%csl]`), as they write them: `Ge2e4`, `Rd5`.
    #[serde(default)]
    pub arrows: Vec<String>,
    /// The lines that replace this move, each from its first move.
    #[schema(no_recursion)]
    pub variations: Vec<Vec<TreeMoveJson>>,
    /// The line's text after this move, from a move that could not be
    /// played to the line's end: kept as written.
    pub rest: Option<RestJson>,
    /// The lines that replace this move whose first move could not be
    /// played, as written.
    pub refused_variations: Vec<RestJson>,
}

/// The text of a line from a move that could not be played on: the
/// reader kept it as written (see [`rankfile::pgn::Unplayed`]).
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq, utoipa::ToSchema)]
pub struct RestJson {
    /// The comment before the refused move, at a line's start.
    pub comment: Option<String>,
    /// From the refused move to the line's end.
    pub text: String,
    /// The text runs to the game's end (nothing closed it): whatever is
    /// written after it would be read as part of it.
    pub to_end: bool,
    /// It starts at a move that could not be played (written after its
    /// move number); `false` for the movetext of a variant's game, which
    /// was not played at all.
    pub refused: bool,
}

impl RestJson {
    fn new(rest: &Unplayed) -> RestJson {
        RestJson {
            comment: (!rest.comment.is_empty()).then(|| rest.comment.clone()),
            text: rest.text.clone(),
            to_end: rest.to_end,
            refused: rest.refused,
        }
    }
}

/// The most moves a tree gives (all lines together), so that an answer
/// stays bounded whatever the game.
pub const MAX_TREE_MOVES: usize = 20_000;

/// The deepest variation given (a variation inside a variation is depth
/// 2): deeper ones are left out, and `truncated` says so.
pub const MAX_TREE_DEPTH: usize = 24;

/// The tree of `game`: at most [`MAX_TREE_MOVES`] moves.
pub fn tree_json(game: &Game) -> TreeJson {
    tree_json_within(game, MAX_TREE_MOVES)
}

/// The tree of `game` with at most `room` moves (an answer's share of
/// its bound), from the core's walk: each move goes on the line being
/// built, and a variation's line, when it ends, onto the move it
/// replaces.
pub fn tree_json_within(game: &Game, room: usize) -> TreeJson {
    tree_and_opening(game, room).0
}

/// [`tree_json_within`], and the opening of the main line the same walk
/// finds: the deepest position the lichess data set names, and its ply.
pub fn tree_and_opening(
    game: &Game,
    room: usize,
) -> (
    TreeJson,
    Option<(&'static rankfile::opening::Opening, usize)>,
) {
    // The main line's positions while one may still be named.
    let mut named = vec![game.start];
    let some = |text: &str| (!text.is_empty()).then(|| text.to_string());
    let mut room = room.min(MAX_TREE_MOVES);
    let mut truncated = false;
    // The lines open, the main line first, each with the number of the
    // ply its next move is; variations nested too deep are passed over.
    let mut lines: Vec<(Vec<TreeMoveJson>, usize)> = vec![(Vec::new(), 1)];
    let mut too_deep = 0;
    for step in game.walk() {
        match step {
            Step::BeginVariation if too_deep > 0 || lines.len() > MAX_TREE_DEPTH => {
                too_deep += 1;
                truncated = true;
            }
            Step::EndVariation if too_deep > 0 => too_deep -= 1,
            Step::BeginVariation => {
                let replaced = lines.last().map_or(1, |(_, ply)| ply - 1);
                lines.push((Vec::new(), replaced));
            }
            Step::EndVariation => {
                let Some((variation, _)) = lines.pop() else {
                    break;
                };
                if let Some(replaced) = lines.last_mut().and_then(|(line, _)| line.last_mut()) {
                    replaced.variations.push(variation);
                }
            }
            Step::Move { .. } if too_deep > 0 => {}
            Step::Move { .. } if room == 0 => {
                truncated = true;
                break;
            }
            Step::Move {
                node, mut before, ..
            } => {
                room -= 1;
                let on_main_line = lines.len() == 1;
                let Some((line, ply)) = lines.last_mut() else {
                    break;
                };
                if let Some(n) = game.node(node) {
                    let mut json = move_json(n, &mut before, *ply);
                    if on_main_line && named.last().is_some_and(Position::may_be_named) {
                        named.push(before);
                    }
                    json.rest = game.rests_after(Some(node)).next().map(RestJson::new);
                    json.refused_variations =
                        game.rests_instead_of(node).map(RestJson::new).collect();
                    line.push(json);
                }
                *ply += 1;
            }
        }
    }
    // A walk cut short leaves its variations open: each goes onto the
    // move it replaces.
    while lines.len() > 1 {
        let Some((variation, _)) = lines.pop() else {
            break;
        };
        if let Some(replaced) = lines.last_mut().and_then(|(line, _)| line.last_mut()) {
            replaced.variations.push(variation);
        }
    }
    let moves = lines.pop().map(|(line, _)| line).unwrap_or_default();
    let tree = TreeJson {
        comment: some(&game.comment),
        arrows: (pgn::arrows(&game.comment).iter())
            .map(ToString::to_string)
            .collect(),
        moves,
        rest: game.rests_after(None).next().map(RestJson::new),
        truncated,
    };
    (tree, rankfile::opening::of_game(named))
}

/// A node's move, played on `pos`.
fn move_json(node: &Node, pos: &mut Position, ply: usize) -> TreeMoveJson {
    let some = |text: &str| (!text.is_empty()).then(|| text.to_string());
    let san = node.san(pos);
    let uci = match node.mv {
        Some(m) => pos.uci(&m),
        None => node.uci(),
    };
    let (from, to) = node.mv.map_or((String::new(), String::new()), |m| {
        (m.from().to_string(), m.to().to_string())
    });
    node.play(pos);
    let eval = pgn::eval(&node.comment).map(EvalJson::from);
    TreeMoveJson {
        san,
        uci,
        from,
        to,
        fen: pos.fen_with(EpMode::Always),
        ply,
        nags: node.nags.clone(),
        glyphs: node
            .nags
            .iter()
            .filter_map(|&n| pgn::nag_glyph(n))
            .map(str::to_string)
            .collect(),
        before: some(&node.starting_comment),
        comment: some(&node.comment),
        clock: pgn::clock(&node.comment),
        eval,
        arrows: (pgn::arrows(&node.comment).iter())
            .map(ToString::to_string)
            .collect(),
        variations: Vec::new(),
        rest: None,
        refused_variations: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;

    #[test]
    fn variations_hang_on_the_move_they_replace() {
        let text = "{start} 1. e4 $1 {best [%clk 0:05:00] [%eval 0.3]} (1. d4 d5 (1... Nf6 2. c4 $16)) 1... e5 2. Nf3 *";
        let tree = tree_json(&pgn::read_game(text, rankfile::pgn::GameOptions::default()).game);
        assert_eq!(tree.comment.as_deref(), Some("start"));
        let sans: Vec<&str> = tree.moves.iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans, ["e4", "e5", "Nf3"]);
        let e4 = &tree.moves[0];
        assert_eq!(
            (e4.ply, e4.glyphs.as_slice()),
            (1, ["!".to_string()].as_slice())
        );
        assert_eq!(e4.clock, Some(300.0));
        assert_eq!(e4.eval, Some(EvalJson::Cp(30)));
        assert_eq!(e4.variations.len(), 1);
        let d4 = &e4.variations[0];
        assert_eq!(
            d4.iter().map(|m| m.san.as_str()).collect::<Vec<_>>(),
            ["d4", "d5"]
        );
        assert_eq!(d4[1].ply, 2);
        let nf6 = &d4[1].variations[0];
        assert_eq!((nf6[0].san.as_str(), nf6[1].san.as_str()), ("Nf6", "c4"));
        assert_eq!(nf6[1].glyphs, ["±"]);
        assert!(!tree.truncated);
    }

    #[test]
    fn a_refused_move_keeps_its_text_where_it_stands() {
        let text = "1. e4 e5 (1... c5 {Sicilian} 2. Nf3) (1... Qh4 2. Nf3) 2. Qxe5 {what} 3. d4 *";
        let tree = tree_json(&pgn::read_game(text, rankfile::pgn::GameOptions::default()).game);
        let sans: Vec<&str> = tree.moves.iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans, ["e4", "e5"]);
        let rest = tree.moves[1].rest.as_ref().unwrap();
        // The text from the refused move on, its number left to the writer.
        assert_eq!(rest.text, "Qxe5 {what} 3. d4");
        assert!(!rest.to_end);
        // 1...c5 is legal: its line is a variation; 1...Qh4 is not (e7 is
        // in the way).
        assert_eq!(tree.moves[1].variations.len(), 1);
        assert_eq!(tree.moves[1].variations[0][0].san, "c5");
        assert_eq!(tree.moves[1].refused_variations.len(), 1);
        assert_eq!(tree.moves[1].refused_variations[0].text, "Qh4 2. Nf3");
        assert!(tree.rest.is_none());
        assert!(rest.refused);
        let first_refused =
            tree_json(&pgn::read_game("1. e5 e4 *", rankfile::pgn::GameOptions::default()).game);
        assert!(first_refused.moves.is_empty());
        assert_eq!(first_refused.rest.unwrap().text, "e5 e4");
    }

    #[test]
    fn a_variants_movetext_is_kept_unplayed_and_trees_keep_to_their_room() {
        let atomic = "[Variant \"Atomic\"]\n\n1. e4 d5 2. exd5 *";
        let tree = tree_json(&pgn::read_game(atomic, rankfile::pgn::GameOptions::default()).game);
        let rest = tree.rest.unwrap();
        assert!(!rest.refused);
        assert!(rest.text.starts_with("1. e4 d5 2. exd5"), "{}", rest.text);
        let game = pgn::read_game(
            "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *",
            rankfile::pgn::GameOptions::default(),
        )
        .game;
        let cut = tree_json_within(&game, 3);
        assert!(cut.truncated);
        assert_eq!(cut.len(), 3);
        assert_eq!(tree_json(&game).len(), 6);
    }

    #[test]
    fn deep_variations_are_cut_and_said() {
        // Each variation replaces the last move of the one it is in:
        // Nf3 Nf6 (Nf6 Ng1 (Ng1 Ng8 (Ng8 Nf3 ...))), 40 deep.
        let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let mut text = String::from("Nf3 Nf6 ");
        for k in 1..=40 {
            text.push_str(&format!("({} {} ", cycle[k % 4], cycle[(k + 1) % 4]));
        }
        text.push_str(&")".repeat(40));
        text.push_str(" *");
        let tree = tree_json(&pgn::read_game(&text, rankfile::pgn::GameOptions::default()).game);
        assert!(tree.truncated);
        let mut depth = 0;
        let mut line = &tree.moves;
        while let Some(v) = line.get(1).and_then(|m| m.variations.first()) {
            depth += 1;
            line = v;
        }
        assert_eq!(depth, MAX_TREE_DEPTH);
    }
}
