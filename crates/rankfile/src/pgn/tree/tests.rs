//! The tree's navigation and edits.

use super::*;
use crate::pgn::{GameOptions, read_game};

fn game(text: &str) -> Game {
    read_game(text, GameOptions::default()).game
}

fn sans(game: &Game, at: Option<usize>) -> Vec<String> {
    let before = game.position_after(at);
    (game.children(at).iter())
        .map(|&c| game.nodes[c].san(&before))
        .collect()
}

#[test]
fn parents_as_read() {
    let game = game("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *");
    let e4 = game.main_child(None).unwrap();
    assert_eq!(sans(&game, Some(e4)), ["e5", "c5"]);
    let c5 = game.children(Some(e4))[1];
    assert_eq!(game.parent(c5), Some(Some(e4)));
    assert!(!game.is_main_line(Some(c5)));
    let nf3 = game.main_child(Some(c5)).unwrap();
    assert_eq!(game.path(Some(nf3)), [e4, c5, nf3]);
    assert_eq!(
        game.position_after(Some(nf3)).fen(),
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
}

#[test]
fn promote_demote_remove() {
    let mut game = game("1. e4 (1. d4) (1. c4) *");
    let [e4, d4, c4] = game.children(None)[..] else {
        panic!()
    };
    game.promote_to_main(c4).unwrap();
    assert_eq!(game.children(None), [c4, e4, d4]);
    game.demote(c4).unwrap();
    assert_eq!(game.children(None), [e4, c4, d4]);
    game.promote(d4).unwrap();
    assert_eq!(game.children(None), [e4, d4, c4]);
    game.demote(c4).unwrap();
    assert_eq!(game.children(None), [e4, d4, c4]);
    game.remove(d4).unwrap();
    assert_eq!(game.children(None), [e4, c4]);
    assert_eq!(game.remove(d4), Err(TreeError::Detached(d4)));
    assert_eq!(game.parent(d4), None);
}

#[test]
fn illegal_moves_are_refused() {
    let mut game = game("1. e4 *");
    let e4 = game.main_child(None).unwrap();
    let nf3 = Position::new().parse_san("Nf3").unwrap();
    let err = game.add_variation(Some(e4), Some(nf3)).unwrap_err();
    assert_eq!(err.code(), "illegal_move");
    assert_eq!(game.children(Some(e4)), Vec::<usize>::new());
    assert_eq!(
        game.add_variation(Some(99), None),
        Err(TreeError::NoSuchNode(99))
    );
}

#[test]
fn subtrees_move_where_legal() {
    let mut game = game("1. e4 e5 2. Nf3 (2. d4) *");
    let e4 = game.main_child(None).unwrap();
    let e5 = game.main_child(Some(e4)).unwrap();
    let d4 = game.children(Some(e5))[1];
    game.detach(d4).unwrap();
    assert_eq!(game.children(Some(e5)).len(), 1);
    // The pawn's two steps are legal from the start too: the line
    // hangs there, as its main line.
    game.attach(d4, None, 0).unwrap();
    assert_eq!(sans(&game, None), ["d4", "e4"]);
    assert_eq!(game.attach(e4, Some(e5), 0), Err(TreeError::Cycle(e4)));
}

#[test]
fn a_line_moves_only_where_all_its_moves_play() {
    // 1... Nc6 2. Nf3 Nd4 moved to the start: 1. Nc6 is not White's.
    let mut game = game("1. e4 e5 (1... Nc6 2. Nf3 Nd4) *");
    let e4 = game.main_child(None).unwrap();
    let nc6 = game.children(Some(e4))[1];
    let before = game.clone();
    assert_eq!(
        game.attach(nc6, None, 1).unwrap_err().code(),
        "illegal_move"
    );
    assert_eq!(game, before);
    // 2. Nf3 Nd4 after 1. e4 e5 2. ...: Nf3 plays, Nd4 does not.
    let nf3 = game.main_child(Some(nc6)).unwrap();
    let e5 = game.main_child(Some(e4)).unwrap();
    assert!(game.attach(nf3, Some(e5), 0).is_err());
    assert_eq!(game, before);
}

#[test]
fn a_move_played_where_a_line_broke_keeps_the_rest() {
    let mut game = game("1. e4 e5 2. Ke3 *");
    let e5 = game.children(game.main_child(None))[0];
    let nf3 = game.position_after(Some(e5)).parse_san("Nf3").unwrap();
    game.add_variation(Some(e5), Some(nf3)).unwrap();
    assert_eq!(
        crate::pgn::export(&game).lines().last(),
        Some("1. e4 e5 2. Nf3 ( 2. Ke3 ) *")
    );
}

#[test]
fn lines_and_rests_added_as_a_page_sends_them() {
    let mut game = Game::new(Position::new());
    let start = Position::new();
    let e4 = start.parse_san("e4").unwrap();
    let e5 = start.play_uci("e2e4").unwrap().parse_san("e5").unwrap();
    let line = game.add_line(None, &[Some(e4), Some(e5)]).unwrap();
    let rest = |text: &str| Unplayed {
        after: None,
        instead_of: None,
        comment: String::new(),
        text: text.to_string(),
        refused: true,
        to_end: false,
        among: 0,
    };
    game.add_rest_after(Some(line[0]), rest("Ke7")).unwrap();
    game.add_rest_after(Some(line[1]), rest("Ke3")).unwrap();
    game.add_rest_instead_of(line[1], rest("Kd7")).unwrap();
    let written = crate::pgn::export(&game);
    assert_eq!(
        written.lines().last(),
        Some("1. e4 e5 ( 1... Ke7 ) ( 1... Kd7 ) 2. Ke3 *")
    );
    assert_eq!(
        game.add_line(Some(line[1]), &[Some(e4)])
            .unwrap_err()
            .code(),
        "illegal_move"
    );
}

#[test]
fn removing_a_line_removes_its_rests() {
    let mut game = game("1. e4 (1. d4 d5 2. Ke3 Nf6) e5 *");
    assert_eq!(game.unplayed.len(), 1);
    let d4 = game.children(None)[1];
    game.remove(d4).unwrap();
    assert!(game.unplayed.is_empty());
}

#[test]
fn tags_set_in_place() {
    let mut game = game("[White \"a\"]\n[Black \"b\"]\n\n*");
    game.set_tag("White", "c");
    game.set_tag("Annotator", "d");
    assert_eq!(game.tags[0], ("White".to_string(), "c".to_string()));
    assert_eq!(game.tags[2].0, "Annotator");
    assert!(game.remove_tag("Black"));
    assert!(!game.remove_tag("Black"));
}
