//! The rows of games: clocks and evaluations, kept and read as the move
//! tree gives them.

use super::*;

/// The rows of a game read from `a.pgn`.
fn game(text: &str, positions: bool) -> Rows {
    let source = Source {
        game: 1,
        file: "a.pgn",
        offset: 0,
    };
    rows(source, text, positions)
}

#[test]
fn a_ply_list_keeps_nothing_until_a_value_comes_then_every_ply() {
    let mut clocks = PlyList::default();
    clocks.push(None);
    clocks.push(None);
    assert_eq!(clocks.len(), 2);
    assert_eq!(clocks.values(), None);
    assert_eq!(clocks, [None, None]);
    clocks.push(Some(59.5));
    clocks.push(None);
    assert_eq!(clocks.values(), Some(&[None, None, Some(59.5), None][..]));
    assert_eq!(clocks.get(2), Some(59.5));
    assert_eq!(clocks.get(7), None);
    assert_eq!(
        serde_json::to_string(&clocks).ok().as_deref(),
        Some("[null,null,59.5,null]")
    );
}

#[test]
fn a_game_whose_clocks_begin_late_has_a_null_for_each_ply_before() {
    let text = "1. e4 e5 2. Nf3 { [%clk 0:00:59] } Nc6 { [%eval -0.3] } *";
    let rows = game(text, true);
    assert_eq!(rows.game.clocks, [None, None, Some(59.0), None]);
    let cp = |s: Option<Score>| s.and_then(|s| s.cp);
    assert_eq!(
        rows.game.evals.iter().map(cp).collect::<Vec<_>>(),
        [None, None, None, Some(-30)]
    );
    assert_eq!(rows.positions.rows()[3].clock, Some(59.0));
    assert_eq!(rows.positions.rows()[4].eval_cp, Some(-30));
}

#[test]
fn clocks_come_from_the_main_line_alone_and_from_each_comment_of_a_move() {
    let text = "{ [%clk 0:09:00] } 1. e4 { [%clk 0:05:00] } { [%eval 0.2] } \
                ( 1. d4 { [%clk 0:01:00] } ) 1... e5 2. Qxe5 { [%clk 0:04:00] } *";
    let rows = game(text, false);
    // The game's comment before the moves is no move's; the variation's
    // clock is not the main line's; the refused move's is nobody's.
    assert_eq!(rows.game.clocks, [Some(300.0), None]);
    assert_eq!(rows.game.evals.get(0).and_then(|s| s.cp), Some(20));
    assert!(!rows.game.ok);
}

/// Clocks and evaluations as the move tree gives them: each main-line
/// move's comments, joined.
fn from_tree(text: &str) -> (Vec<Option<f64>>, Vec<Option<Score>>) {
    let options = ReadOptions {
        allow_null: true,
        ..ReadOptions::default()
    };
    let reading = pgn::read_game(text, options);
    let main = reading.game.main_line();
    let clocks = main.iter().map(|n| pgn::clock(&n.comment)).collect();
    let evals = main
        .iter()
        .map(|n| pgn::eval(&n.comment).map(score))
        .collect();
    (clocks, evals)
}

#[test]
fn clocks_are_what_the_move_tree_gives() {
    for text in [
        "{ [%clk 0:09:00] } 1. e4 { [%clk 0:05:00] } e5 *",
        "1. e4 ( 1. d4 { [%clk 0:01:00] } ) { [%clk 0:02:00] } e5 { [%eval #-3] } *",
        "1. e4 -- { [%clk 0:01:00] } 2. d4 { [%clk 0:00:59.5] } *",
        "1. e4 { [%clk bad] } { [%clk 0:05:00] } e5 { [%eval 0.2 } { [%clk 0:04:00] } *",
        "1. e4 { words } { [%eval 1.5,20] [%clk 1:02:03] } e5 ; [%clk 0:00:10]\n2. Nf3 *",
        "1. e4 e5 2. Qxe5 { [%clk 0:04:00] } ( 2. Nf3 { [%clk 0:03:00] } ) 2... Nc6 *",
        "1. e4 ( 1. d4 d5 ( 1... Nf6 { [%clk 0:01:00] } ) ) 1... e5 { [%clk 0:00:30] } *",
        "1. e4 {unclosed [%clk 0:01:00]",
    ] {
        let rows = game(text, false);
        let (clocks, evals) = from_tree(text);
        assert_eq!(
            rows.game.clocks.iter().collect::<Vec<_>>(),
            clocks,
            "{text}"
        );
        assert_eq!(rows.game.evals.iter().collect::<Vec<_>>(), evals, "{text}");
    }
}

#[test]
fn a_plys_first_clock_is_its_clock_even_when_unreadable() {
    // As the move tree joins a move's comments and `pgn check --moves`
    // reads them: the first [%clk] of the ply decides.
    let rows = game(
        "1. e4 { [%clk bad] } { [%clk 0:05:00] } e5 { [%eval 0.2 } { [%clk 0:04:00] } *",
        false,
    );
    assert_eq!(rows.game.clocks, [None, None]);
    assert_eq!(rows.game.evals.get(1).and_then(|s| s.cp), Some(20));
}

#[test]
fn a_game_set_up_in_a_named_position_has_that_opening_as_pgn_check_says() {
    // Its start is the Ruy Lopez; the move played leaves the data set.
    // Before the game summary was shared, the export looked only after
    // each move and named no opening here, while `pgn check` said this one.
    let fen = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    let text = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n3... h6 *");
    let rows = game(&text, false);
    assert_eq!(rows.game.opening_eco, Some("C60"));
    assert_eq!(rows.game.opening_name, Some("Ruy Lopez"));
}

#[test]
fn dead_positions_and_losses_on_time_have_their_columns() {
    let text = "[Termination \"Time forfeit\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/3p4/8/3NK3/8 w - - 0 1\"]\n\n1. Nb3 Kd5 2. Nxd4 Kc5 1-0\n";
    let rows = game(text, false);
    // Dead after 2. Nxd4, the third ply; lost on time by a side whose
    // opponent has a knight alone.
    assert_eq!(rows.game.dead_ply, Some(3));
    assert!(rows.game.time_forfeit_draw);
    let alive = game("1. e4 e5 2. Nf3 Nc6 1-0", false);
    assert_eq!(
        (alive.game.dead_ply, alive.game.time_forfeit_draw),
        (None, false)
    );
}
