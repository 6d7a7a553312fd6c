//! Speed comparisons of rankfile with shakmaty and cozy-chess, in one run
//! and one binary, so that every library gets the same compiler, flags and
//! machine state.
//!
//! ```text
//! cargo run -p rankfile-bench --profile bench -- perft [RUNS]
//! cargo run -p rankfile-bench --profile bench -- gen-fens COUNT [SEED] > fens.txt
//! cargo run -p rankfile-bench --profile bench -- fen FILE [RUNS]
//! cargo run -p rankfile-bench --profile bench -- fen-process shakmaty|cozy < FILE
//! cargo run -p rankfile-bench --profile bench -- gen-san COUNT [SEED] > san.tsv
//! cargo run -p rankfile-bench --profile bench -- san FILE [RUNS]
//! cargo run -p rankfile-bench --profile bench -- pgn FILE [RUNS]
//! cargo run -p rankfile-bench --profile bench -- pgn-process FILE
//! cargo run -p rankfile-bench --profile bench -- pgn-parts FILE
//! cargo run -p rankfile-bench --profile bench -- pgn-once FILE [rankfile|peer]
//! cargo run -p rankfile-bench --profile bench -- pgn-cut FILE
//! cargo run -p rankfile-bench --profile bench -- winnable-vectors FILE [quick]
//! cargo run -p rankfile-bench --profile bench -- winnable-games FILE [full]
//! ```

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::hint::black_box;
use std::time::{Duration, Instant};

mod inputs;
mod peers;
mod verdicts;
mod winnable;

struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

const PERFT_CASES: [Case; 2] = [
    Case {
        name: "start position, depth 6",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 6,
        nodes: 119_060_324,
    },
    Case {
        name: "Kiwipete, depth 5",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 5,
        nodes: 193_690_690,
    },
];

/// The best of `runs` timings of `f`, which must return `expected`.
fn best_of(runs: usize, expected: u64, mut f: impl FnMut() -> u64) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            let nodes = black_box(f());
            let elapsed = start.elapsed();
            assert_eq!(nodes, expected, "wrong node count");
            elapsed
        })
        .min()
        .unwrap_or_default()
}

fn perft(runs: usize) {
    println!(
        "perft, one thread, bulk counting at the last ply for every library; best of {runs} runs\n"
    );
    println!(
        "| position | rankfile | shakmaty 0.30.1 | cozy-chess 0.3.4 | rankfile / fastest peer |"
    );
    println!("|---|---|---|---|---|");
    for case in &PERFT_CASES {
        let ours: rankfile::Position = case.fen.parse().unwrap_or_else(|e| panic!("{e}"));
        let shak = peers::shakmaty_position(case.fen);
        let cozy = peers::cozy_board(case.fen);
        let t_ours = best_of(runs, case.nodes, || ours.perft(case.depth));
        let t_shak = best_of(runs, case.nodes, || {
            peers::shakmaty_perft(&shak, case.depth)
        });
        let t_cozy = best_of(runs, case.nodes, || peers::cozy_perft(&cozy, case.depth));
        let fastest = t_shak.min(t_cozy);
        let cell = |t: Duration| {
            format!(
                "{:.3} s ({:.0} Mnps)",
                t.as_secs_f64(),
                case.nodes as f64 / t.as_secs_f64() / 1e6
            )
        };
        println!(
            "| {} | {} | {} | {} | {:.2} |",
            case.name,
            cell(t_ours),
            cell(t_shak),
            cell(t_cozy),
            t_ours.as_secs_f64() / fastest.as_secs_f64()
        );
    }
}

/// The best of `runs` timings of `f` over every line; also gives how many
/// lines `f` accepted.
fn time_lines(runs: usize, lines: &[&str], f: impl Fn(&str) -> bool) -> (Duration, usize) {
    let mut accepted = 0;
    let best = (0..runs)
        .map(|_| {
            let start = Instant::now();
            accepted = lines.iter().filter(|l| f(black_box(l))).count();
            start.elapsed()
        })
        .min()
        .unwrap_or_default();
    (best, accepted)
}

fn fen(path: &str, runs: usize) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let lines: Vec<&str> = text.lines().collect();
    println!(
        "read and check {} FENs from {path}, one thread, best of {runs} runs\n",
        lines.len()
    );
    println!("| library | what it does | time | FENs per second | accepted |");
    println!("|---|---|---|---|---|");
    let row = |name: &str, what: &str, (t, ok): (Duration, usize)| {
        println!(
            "| {name} | {what} | {:.1} ms | {:.2} M | {ok} |",
            t.as_secs_f64() * 1e3,
            lines.len() as f64 / t.as_secs_f64() / 1e6
        );
        t
    };
    let ours = row(
        "rankfile",
        "`fen::check`: every error and warning with spans, hints, suggestions",
        time_lines(runs, &lines, |l| {
            rankfile::fen::check(l, rankfile::fen::ReadMode::Strict).is_ok()
        }),
    );
    row(
        "rankfile",
        "`str::parse::<Position>`: first error only",
        time_lines(runs, &lines, |l| l.parse::<rankfile::Position>().is_ok()),
    );
    row(
        "rankfile",
        "`fen::parse`: syntax only, first error",
        time_lines(runs, &lines, |l| rankfile::fen::parse(l).is_ok()),
    );
    let shak = row(
        "shakmaty 0.30.1",
        "`Fen::from_ascii` + `into_position`",
        time_lines(runs, &lines, peers::shakmaty_check),
    );
    row(
        "shakmaty 0.30.1",
        "`Fen::from_ascii`: syntax only",
        time_lines(runs, &lines, peers::shakmaty_parse),
    );
    let cozy = row(
        "cozy-chess 0.3.4",
        "`Board::from_fen`",
        time_lines(runs, &lines, peers::cozy_check),
    );
    println!(
        "\nrankfile `fen::check` / fastest peer: {:.2}",
        ours.as_secs_f64() / shak.min(cozy).as_secs_f64()
    );
    println!(
        "\nwhere a peer's verdict differs from rankfile's (asserted: every line falls under a reason):\n"
    );
    println!("| peer | accepts what rankfile refuses | lines |");
    println!("|---|---|---|");
    let mut differences = verdicts::check_differences(&lines);
    differences.extend(verdicts::syntax_differences(&lines));
    for ((peer, why), n) in differences {
        println!("| {peer} | {why} | {n} |");
    }
}

/// The best of `runs` timings of `f`, which returns a count that must be
/// `expected` (every move found, every SAN written).
fn time_count(runs: usize, expected: usize, mut f: impl FnMut() -> usize) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            let n = black_box(f());
            let elapsed = start.elapsed();
            assert_eq!(n, expected, "wrong count");
            elapsed
        })
        .min()
        .unwrap_or_default()
}

fn san(path: &str, runs: usize) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let pairs: Vec<(&str, &str)> = text
        .lines()
        .map(|l| {
            l.split_once('\t')
                .unwrap_or_else(|| panic!("no tab in {l:?}"))
        })
        .collect();
    let ours: Vec<(rankfile::Position, rankfile::Move)> = pairs
        .iter()
        .map(|(fen, san)| {
            let pos: rankfile::Position = fen.parse().unwrap();
            let m = pos.parse_san(san).unwrap();
            (pos, m)
        })
        .collect();
    let theirs: Vec<(shakmaty::Chess, shakmaty::Move)> = pairs
        .iter()
        .map(|(fen, san)| {
            let pos = peers::shakmaty_position(fen);
            let m = peers::shakmaty_read_san(&pos, san).unwrap();
            (pos, m)
        })
        .collect();
    let n = pairs.len();
    println!("SAN over {n} (position, move) pairs from {path}, one thread, best of {runs} runs\n");
    println!("| work | rankfile | shakmaty 0.30.1 | rankfile speed-up |");
    println!("|---|---|---|---|");
    let row = |work: &str, ours: Duration, theirs: Duration| {
        let rate = |t: Duration| n as f64 / t.as_secs_f64() / 1e6;
        println!(
            "| {work} | {:.1} ms ({:.1} M/s) | {:.1} ms ({:.1} M/s) | {:.2} × |",
            ours.as_secs_f64() * 1e3,
            rate(ours),
            theirs.as_secs_f64() * 1e3,
            rate(theirs),
            theirs.as_secs_f64() / ours.as_secs_f64()
        );
    };
    let read_ours = time_count(runs, n, || {
        ours.iter()
            .zip(&pairs)
            .filter(|((pos, m), (_, san))| pos.parse_san(black_box(san)).ok() == Some(*m))
            .count()
    });
    let read_theirs = time_count(runs, n, || {
        theirs
            .iter()
            .zip(&pairs)
            .filter(|((pos, m), (_, san))| {
                peers::shakmaty_read_san(pos, black_box(san)).as_ref() == Some(m)
            })
            .count()
    });
    row("read SAN (text to legal move)", read_ours, read_theirs);

    let mut buf = String::new();
    let write_ours = time_count(runs, n, || {
        ours.iter()
            .zip(&pairs)
            .filter(|((pos, m), (_, san))| {
                buf.clear();
                pos.write_san(m, rankfile::Lang::English, &mut buf);
                buf == *san
            })
            .count()
    });
    let write_theirs = time_count(runs, n, || {
        theirs
            .iter()
            .zip(&pairs)
            .filter(|((pos, m), (_, san))| {
                buf.clear();
                peers::shakmaty_write_san(pos, *m, &mut buf);
                buf == *san
            })
            .count()
    });
    row(
        "write SAN with + and # (legal move to text)",
        write_ours,
        write_theirs,
    );
}

/// rankfile's check of every game of a PGN text, as `pgn check` does it
/// on one thread: the stream read in blocks of whole games (256 KiB read
/// at a time, as the command reads a file), each game's moves (variations
/// included) replayed and checked, its outcome found.
fn rankfile_pgn(text: &[u8]) -> (usize, usize, usize) {
    let (mut games, mut plies, mut errors) = (0, 0, 0);
    let mut splitter = rankfile::pgn::BlockSplitter::new();
    let options = rankfile::ReadOptions {
        allow_null: true,
        ..rankfile::ReadOptions::default()
    };
    let mut one = |block: &rankfile::pgn::Block| {
        for g in block.games() {
            let check = rankfile::pgn::check_game(&g, options);
            games += 1;
            plies += check.main_line.len();
            errors += usize::from(!check.errors.is_empty());
        }
    };
    let mut stream = text;
    while let Ok(1..) = splitter.fill(1 << 18, |buf| std::io::Read::read(&mut stream, buf)) {
        let block = splitter.cut();
        one(&block);
        splitter.recycle(block);
    }
    one(&splitter.finish());
    (games, plies, errors)
}

fn pgn(path: &str, runs: usize) {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut counts = (0, 0, 0);
    let ours = (0..runs)
        .map(|_| {
            let start = Instant::now();
            counts = black_box(rankfile_pgn(black_box(&text)));
            start.elapsed()
        })
        .min()
        .unwrap_or_default();
    let mut theirs_counts = (0, 0, 0);
    let theirs = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let v = peers::pgn_reader_validate(black_box(&text[..]));
            theirs_counts = (v.games, v.plies, v.errors);
            start.elapsed()
        })
        .min()
        .unwrap_or_default();
    let mb = text.len() as f64 / 1e6;
    println!("PGN {path}: {mb:.1} MB, one thread, best of {runs} runs\n");
    println!("| reader | games | main-line plies | games with errors | time | MB/s | games/s |");
    println!("|---|---|---|---|---|---|---|");
    for (name, (g, p, e), t) in [
        ("rankfile (variations replayed too)", counts, ours),
        (
            "pgn-reader 0.29.0 + shakmaty 0.30.1 (main line)",
            theirs_counts,
            theirs,
        ),
    ] {
        println!(
            "| {name} | {g} | {p} | {e} | {:.3} s | {:.0} | {:.0} |",
            t.as_secs_f64(),
            mb / t.as_secs_f64(),
            g as f64 / t.as_secs_f64()
        );
    }
    println!(
        "\nrankfile speed-up: {:.2} ×",
        theirs.as_secs_f64() / ours.as_secs_f64()
    );
    check_pgn_counts(path, counts);
}

/// rankfile's counts against python-chess's reading of the same games,
/// which `scripts/bench-inputs.sh` writes beside its `games.pgn`.
fn check_pgn_counts(path: &str, (games, plies, errors): (usize, usize, usize)) {
    let expected = std::path::Path::new(path).with_extension("expected.json");
    let Ok(text) = std::fs::read_to_string(&expected) else {
        println!(
            "\n(no {}: rankfile's counts not checked)",
            expected.display()
        );
        return;
    };
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let count = |key: &str| value[key].as_u64().unwrap() as usize;
    assert_eq!(
        (games, plies, errors),
        (count("games"), count("plies"), count("games_with_errors")),
        "rankfile's games, main-line plies and games with errors against {}",
        expected.display()
    );
    println!(
        "\nrankfile's counts equal python-chess's reading ({}).",
        expected.display()
    );
}

/// Where rankfile's PGN time goes: the stream cut into games alone, then
/// also every game's tokens, then the whole check.
fn pgn_parts(path: &str) {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let best = |f: &dyn Fn() -> usize| {
        (0..7)
            .map(|_| {
                let start = Instant::now();
                black_box(f());
                start.elapsed()
            })
            .min()
            .unwrap_or_default()
    };
    let split = |each: &mut dyn FnMut(&rankfile::pgn::GameText)| {
        let mut splitter = rankfile::pgn::Splitter::new();
        for chunk in text.chunks(1 << 16) {
            splitter.push(chunk, |g| each(&g));
        }
        for g in splitter.finish() {
            each(&g);
        }
    };
    let cut = best(&|| {
        let mut n = 0;
        split(&mut |g| n += g.len());
        n
    });
    let lexed = best(&|| {
        let mut n = 0;
        split(&mut |g| n += rankfile::pgn::Events::new(g).count());
        n
    });
    let options = rankfile::ReadOptions {
        allow_null: true,
        ..rankfile::ReadOptions::default()
    };
    let checked = best(&|| {
        let mut n = 0;
        split(&mut |g| n += rankfile::pgn::check_game(g, options).main_line.len());
        n
    });
    println!("cut into games: {:.3} s", cut.as_secs_f64());
    println!("cut and tokens: {:.3} s", lexed.as_secs_f64());
    println!("cut and checked: {:.3} s", checked.as_secs_f64());
}

/// One library alone (`rankfile`, the default, or `peer`) checking a PGN
/// file once, for `perf stat` and `perf record`: counted instructions vary
/// far less between runs than times do.
fn pgn_once(path: &str, library: Option<&str>) {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    match library {
        Some("peer") => {
            let v = peers::pgn_reader_validate(&text[..]);
            println!("{} games, {} plies", v.games, v.plies);
        }
        _ => {
            let (games, plies, _) = rankfile_pgn(&text);
            println!("{games} games, {plies} plies");
        }
    }
}

/// The stream cut into games ten times over, for `perf record`.
fn pgn_cut(path: &str) {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (mut best, mut games) = (f64::MAX, 0);
    for _ in 0..10 {
        let start = Instant::now();
        let mut stream = &text[..];
        let mut blocks = rankfile::pgn::BlockSplitter::new();
        // The reading pool's road: blocks of 256 KiB read into the
        // splitter's own buffer, cut where the games end.
        let mut read = |buf: &mut [u8]| -> Result<usize, ()> {
            let n = buf.len().min(stream.len());
            buf[..n].copy_from_slice(&stream[..n]);
            stream = &stream[n..];
            Ok(n)
        };
        games = 0;
        while blocks.fill(256 << 10, &mut read) != Ok(0) {
            let block = blocks.cut();
            games += block.len();
            blocks.recycle(block);
        }
        games += blocks.finish().len();
        best = best.min(start.elapsed().as_secs_f64());
    }
    let mb = text.len() as f64 / f64::from(1 << 20);
    println!(
        "{games} games, {mb:.1} MB: cut in {:.1} ms, best of ten ({:.0} MB/s)",
        best * 1e3,
        mb / best
    );
}

/// A whole process reading a PGN file with pgn-reader and shakmaty.
fn pgn_process(path: &str) {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let v = peers::pgn_reader_validate(std::io::BufReader::new(file));
    println!("games {}, plies {}, errors {}", v.games, v.plies, v.errors);
}

/// A whole process like `rankfile fen check --quiet`: lines from standard
/// input, checked by a peer, one summary line.
fn fen_process(library: &str) {
    use std::io::BufRead;
    let check: fn(&str) -> bool = match library {
        "shakmaty" => peers::shakmaty_check,
        "cozy" => peers::cozy_check,
        other => panic!("unknown library {other:?}; known: shakmaty, cozy"),
    };
    let (mut checked, mut valid) = (0u64, 0u64);
    let mut stdin = std::io::stdin().lock();
    let mut line = String::new();
    while stdin.read_line(&mut line).unwrap_or(0) > 0 {
        let fen = line.trim_end_matches(['\n', '\r']);
        if !fen.trim().is_empty() {
            checked += 1;
            valid += u64::from(check(fen));
        }
        line.clear();
    }
    println!(
        "checked {checked}, valid {valid}, invalid {}",
        checked - valid
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    let number = |i: usize, default: usize| arg(i).and_then(|r| r.parse().ok()).unwrap_or(default);
    match arg(0) {
        Some("perft") | None => perft(number(1, 3)),
        Some("gen-fens") => {
            for line in inputs::fens(number(1, 200_000), number(2, 1) as u64) {
                println!("{line}");
            }
        }
        Some("fen") => fen(arg(1).unwrap_or("target/bench-data/fens.txt"), number(2, 5)),
        Some("fen-process") => fen_process(arg(1).unwrap_or("shakmaty")),
        Some("gen-san") => {
            for line in inputs::san_pairs(number(1, 200_000), number(2, 1) as u64) {
                println!("{line}");
            }
        }
        Some("gen-pgn") => {
            for game in inputs::pgn_games(number(1, 20_000), number(2, 1) as u64) {
                println!("{game}");
            }
        }
        Some("san") => san(arg(1).unwrap_or("target/bench-data/san.tsv"), number(2, 5)),
        Some("pgn") => pgn(
            arg(1).unwrap_or("target/bench-data/games.pgn"),
            number(2, 3),
        ),
        Some("pgn-parts") => pgn_parts(arg(1).unwrap_or("target/bench-data/games.pgn")),
        Some("pgn-process") => pgn_process(arg(1).unwrap_or("target/bench-data/games.pgn")),
        Some("pgn-once") => pgn_once(arg(1).unwrap_or("target/bench-data/games.pgn"), arg(2)),
        Some("pgn-cut") => pgn_cut(arg(1).unwrap_or("target/bench-data/games.pgn")),
        Some("winnable-vectors") => winnable::vectors(
            arg(1).unwrap_or("tests/data/winnable/cha-test-vectors.txt"),
            arg(2) == Some("quick"),
        ),
        Some("winnable-games") => winnable::games(
            arg(1).unwrap_or("target/bench-data/lichess-30K-games.txt"),
            arg(2) == Some("full"),
        ),
        Some(other) => {
            eprintln!(
                "unknown benchmark {other:?}; known: perft, gen-fens, fen, fen-process, gen-san, gen-pgn, san, pgn, pgn-parts, pgn-process, pgn-once, pgn-cut, winnable-vectors, winnable-games"
            );
            std::process::exit(2);
        }
    }
}
