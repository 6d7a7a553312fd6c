//! The driver against engines that fail on purpose (the scripts of
//! `tests/data/engines/`), then against Stockfish.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rankfile::Position;
use rankfile_engine::{Engine, EngineError, Limit, Score, Timeouts, analyse, default_engine};

fn fake(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/data/engines")
        .join(name)
}

fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_millis(1500),
        silence: Duration::from_millis(1500),
    }
}

fn depth(n: u32) -> Limit {
    Limit {
        depth: Some(n),
        ..Limit::default()
    }
}

fn start(name: &str) -> Result<Engine, EngineError> {
    Engine::start(&fake(name), quick())
}

#[test]
fn a_small_engine_is_read_whole() {
    let mut engine = start("good.sh").unwrap();
    assert_eq!(engine.name(), "Fake good");
    assert_eq!(engine.options().len(), 2);
    let analysis = analyse(&mut engine, &Position::new(), &depth(1), 1).unwrap();
    assert_eq!(analysis.engine, "Fake good");
    assert_eq!(analysis.best, Some(("e2e4".into(), "e4".into())));
    assert_eq!(analysis.ponder, Some(("e7e5".into(), "e5".into())));
    let line = &analysis.lines[0];
    assert_eq!(line.score, Some(Score::Cp(20)));
    assert_eq!(line.eval, "0.20");
    assert_eq!(line.san, ["e4", "e5"]);
    assert_eq!(
        (line.depth, line.seldepth, line.nodes),
        (Some(1), Some(2), Some(30))
    );
}

#[test]
fn an_option_it_does_not_have_is_refused_naming_those_it_has() {
    let mut engine = start("good.sh").unwrap();
    let err = engine.set_option("Threads", "2").unwrap_err();
    assert_eq!(err.code(), "engine_no_such_option");
    assert!(err.to_string().contains("Hash, MultiPV"), "{err}");
    engine.set_option("hash", "32").unwrap();
}

#[test]
fn a_missing_engine_says_how_to_install_one() {
    let err = Engine::start(Path::new("/no/such/stockfish"), quick()).unwrap_err();
    assert_eq!(err.code(), "engine_not_found");
    assert!(err.hint().contains("apt-get install stockfish"));
}

#[test]
fn a_file_that_cannot_run_is_said() {
    let err = start("plain.txt").unwrap_err();
    assert_eq!(err.code(), "engine_not_executable", "{err}");
}

#[test]
fn a_program_that_is_no_engine_is_said_with_what_it_printed() {
    let began = Instant::now();
    let err = start("chatty.sh").unwrap_err();
    assert!(began.elapsed() < Duration::from_secs(5));
    assert_eq!(err.code(), "engine_not_uci");
    assert!(err.to_string().contains("Hello from a program"), "{err}");
    let err = start("exits.sh").unwrap_err();
    assert_eq!(err.code(), "engine_not_uci");
    assert!(err.to_string().contains("usage: not-an-engine"), "{err}");
}

#[test]
fn an_engine_that_never_gets_ready_times_out() {
    let err = start("slow-ready.sh").unwrap_err();
    assert_eq!(err.code(), "engine_timeout", "{err}");
}

#[test]
fn an_engine_that_dies_in_a_search_is_said_with_its_status() {
    let mut engine = start("dies.sh").unwrap();
    let err = analyse(&mut engine, &Position::new(), &depth(5), 1).unwrap_err();
    assert_eq!(err.code(), "engine_died");
    let text = err.to_string();
    assert!(text.contains("exit status 7"), "{text}");
    assert!(
        text.contains("rnbqkbnr/pppppppp"),
        "the position searched is named: {text}"
    );
}

#[test]
fn an_engine_silent_in_a_search_times_out_within_seconds() {
    let mut engine = start("hangs.sh").unwrap();
    let began = Instant::now();
    let err = analyse(&mut engine, &Position::new(), &depth(5), 1).unwrap_err();
    assert_eq!(err.code(), "engine_timeout");
    assert!(began.elapsed() < Duration::from_secs(5));
}

#[test]
fn an_illegal_move_or_a_garbled_line_is_refused() {
    let mut engine = start("illegal.sh").unwrap();
    let err = analyse(&mut engine, &Position::new(), &depth(1), 1).unwrap_err();
    assert_eq!(err.code(), "engine_bad_reply");
    assert!(
        err.to_string().contains("e2e5 is not a legal move"),
        "{err}"
    );
    let mut engine = start("garbled.sh").unwrap();
    let err = analyse(&mut engine, &Position::new(), &depth(1), 1).unwrap_err();
    assert_eq!(err.code(), "engine_bad_reply");
    assert!(err.to_string().contains("depth"), "{err}");
}

#[test]
fn several_lines_are_asked_through_multipv() {
    let mut engine = start("good.sh").unwrap();
    // The fake lists MultiPV: the request goes through.
    analyse(&mut engine, &Position::new(), &depth(1), 3).unwrap();
}

fn stockfish() -> Engine {
    let path = default_engine().expect(
        "these tests need Stockfish: apt-get install stockfish (scripts/test.sh installs it)",
    );
    Engine::start(&path, Timeouts::default()).unwrap()
}

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

#[test]
fn stockfish_finds_a_mate_and_says_it_from_whites_side() {
    let mut engine = stockfish();
    // White to move mates with Qxf7# (the scholar's mate).
    let scholar = pos("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    let analysis = analyse(&mut engine, &scholar, &depth(6), 1).unwrap();
    assert_eq!(analysis.best, Some(("f3f7".into(), "Qxf7#".into())));
    assert_eq!(analysis.lines[0].score, Some(Score::Mate(1)));
    assert_eq!(analysis.lines[0].eval, "#1");
    // Black to move mates with Qh4# (the fool's mate): the engine says
    // "mate 1" for Black, White's side reads it as mated in one, "#-1".
    let fools = pos("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    let analysis = analyse(&mut engine, &fools, &depth(6), 1).unwrap();
    assert_eq!(analysis.best.as_ref().map(|b| b.1.as_str()), Some("Qh4#"));
    assert_eq!(analysis.lines[0].score, Some(Score::Mate(-1)));
}

#[test]
fn stockfish_gives_several_lines_each_legal() {
    let mut engine = stockfish();
    let analysis = analyse(&mut engine, &Position::new(), &depth(8), 3).unwrap();
    assert_eq!(analysis.lines.len(), 3);
    let mut firsts: Vec<&str> = analysis.lines.iter().map(|l| l.san[0].as_str()).collect();
    firsts.dedup();
    assert_eq!(firsts.len(), 3, "three different first moves: {firsts:?}");
    for line in &analysis.lines {
        assert!(line.depth.is_some_and(|d| d >= 8));
        // Each line replays: SAN read back gives the UCI sent.
        let mut at = Position::new();
        for (san, uci) in line.san.iter().zip(&line.uci) {
            let m = at.parse_san(san).unwrap();
            assert_eq!(&at.uci(&m), uci);
            at.play_unchecked(&m);
        }
    }
}

#[test]
fn an_infinite_search_stops_when_asked() {
    let mut engine = stockfish();
    let began = Instant::now();
    let search = engine
        .search(&Position::new(), &[], &Limit::default(), 1, |_| {
            if began.elapsed() > Duration::from_millis(300) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .unwrap();
    assert!(search.best.is_some());
    assert!(began.elapsed() < Duration::from_secs(3));
    // The engine is still good for the next search.
    let m = Position::new().parse_san("e4").unwrap();
    let after = engine.search(&Position::new(), &[m], &depth(4), 1, |_| {
        ControlFlow::Continue(())
    });
    assert!(after.unwrap().best.is_some());
}

#[test]
fn a_mated_position_has_no_best_move() {
    let mut engine = stockfish();
    let mated = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    let analysis = analyse(&mut engine, &mated, &depth(3), 1).unwrap();
    assert_eq!(analysis.best, None);
}

#[test]
fn after_a_garbled_search_the_engine_is_not_left_searching() {
    // The fake never answers "stop": it is killed, and says so next time
    // rather than answering the old search.
    let mut engine = start("garbled.sh").unwrap();
    let first = analyse(&mut engine, &Position::new(), &depth(1), 1).unwrap_err();
    assert_eq!(first.code(), "engine_bad_reply");
    let next = analyse(&mut engine, &Position::new(), &depth(1), 1).unwrap_err();
    assert_eq!(next.code(), "engine_died", "{next}");
}

#[test]
fn a_search_without_a_limit_is_refused_by_the_calls_that_wait_for_its_end() {
    let mut engine = start("good.sh").unwrap();
    let err = analyse(&mut engine, &Position::new(), &Limit::default(), 1).unwrap_err();
    assert_eq!(err.code(), "engine_no_limit");
}
