//! A fuzz driver for the PGN reader, in stable Rust: games of the corpus
//! mutated (characters inserted, removed, replaced, runs copied), random
//! text of PGN characters, and random bytes, each cut into games and read.
//! Besides not panicking: the stream cut into chunks of any size, or read
//! in blocks of any size, gives the games it gives line by line, every problem's span lies inside its game,
//! `check_game` finds what `read_game` finds and what the lexer's road
//! finds (`check_game_lexed`), and every game makes the round trip
//! (`common::assert_round_trip`): written and read again, it is the same
//! game, and a game that reads without error still does; and the text in
//! a legacy code page (Windows-1251, Windows-1253, KOI8-R), read in it,
//! gives the games of its UTF-8. The games of
//! the corpus left unmutated (one input in ten) must read without any
//! error, with the moves the corpus lists: a reader that refused
//! everything would fail.
//!
//! `cargo test` runs 20,000 inputs; the full run is ignored:
//! `RANKFILE_FUZZ_INPUTS=10000000 cargo test --release -p rankfile --test fuzz_pgn -- --ignored`

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::Rng;
use rankfile::pgn::{self, BlockSplitter, Splitter};

const ALPHABET: &str = "()[]{};$!?+#=-x.0123456789abcdefghKQRBNOPZ \n\r\t\"\\%…*/@♘é\u{feff}";

/// A text to read, and the index of the corpus game it is when it was left
/// unmutated.
fn mutate(rng: &mut Rng, games: &[&str], alphabet: &[char]) -> (String, Option<usize>) {
    match rng.below(10) {
        0 => {
            let bytes: Vec<u8> = (0..rng.below(200)).map(|_| rng.next() as u8).collect();
            (String::from_utf8_lossy(&bytes).into_owned(), None)
        }
        1 => (
            (0..rng.below(300)).map(|_| *rng.pick(alphabet)).collect(),
            None,
        ),
        2 => {
            let index = rng.below(games.len());
            (games[index].to_string(), Some(index))
        }
        _ => {
            let mut game: Vec<char> = rng.pick(games).chars().collect();
            common::mutate(rng, &mut game, 4, 40, |rng| *rng.pick(alphabet));
            (game.into_iter().collect(), None)
        }
    }
}

/// An unmutated game of the corpus reads as python-chess read it.
fn check_intact(text: &str, expected: &serde_json::Value) {
    let reading = pgn::read_game(text, rankfile::pgn::GameOptions::default());
    assert!(reading.errors.is_empty(), "{text}: {:?}", reading.errors);
    assert_eq!(
        reading.game.main_line_san(),
        common::strings_in_order(&expected["san"]),
        "{text}"
    );
}

fn check(text: &str) {
    let mut splitter = Splitter::new();
    let mut games: Vec<pgn::GameText> = text.lines().flat_map(|l| splitter.push_line(l)).collect();
    games.extend(splitter.finish());
    for game in games {
        let reading = pgn::read_game(&game, rankfile::pgn::GameOptions::default());
        for p in reading.errors.iter().chain(&reading.warnings) {
            assert!(
                p.span.clone().is_some_and(|s| game.get(s).is_some()),
                "{:?} in {:?}",
                p,
                game.text
            );
        }
        // Replayed from the tree, the game ends as read.
        assert_eq!(reading.game.outcome(), reading.outcome, "{}", game.text);
        // Checking without a tree finds exactly what reading finds.
        let check = pgn::check_game(
            &game,
            rankfile::ReadOptions {
                allow_null: true,
                ..rankfile::ReadOptions::default()
            },
        );
        assert_eq!(check.errors, reading.errors, "{}", game.text);
        assert_eq!(check.warnings, reading.warnings, "{}", game.text);
        assert_eq!(check.final_position, reading.final_position);
        assert_eq!(check.outcome, reading.outcome);
        assert_eq!(check.result(), reading.game.result());
        // The fast road (plain tags, numbers and SAN straight from the
        // bytes) finds what the lexer and the full move reader find.
        for strict in [false, true] {
            let options = rankfile::ReadOptions {
                strict,
                allow_null: true,
                ..rankfile::ReadOptions::default()
            };
            assert_eq!(
                pgn::check_game(&game, options),
                pgn::check_game_lexed(&game, &options),
                "{}",
                game.text
            );
        }
        let main: Vec<_> = reading.game.main_line().iter().map(|n| n.mv).collect();
        assert_eq!(check.main_line, main, "{}", game.text);
        common::assert_round_trip(&reading, &game.text);
        if reading.errors.is_empty() {
            let exported = pgn::export(&reading.game);
            let again = pgn::read_game(&exported, rankfile::pgn::GameOptions::default());
            assert!(again.errors.is_empty(), "{exported}\n{:?}", again.errors);
        }
    }
}

/// What `pgn fmt` must keep of a text, over all its games: the words of
/// its comments (a ply's comments are joined into one, and their white
/// space is not kept), its NAGs (glyphs as their numbers) and its moves
/// as the lexer finds them (SAN is respelled, so they are counted, not
/// compared), each sorted.
fn annotations(text: &str) -> (Vec<String>, Vec<u8>, usize) {
    use pgn::Event;
    let (mut comments, mut nags, mut moves) = (Vec::new(), Vec::new(), 0);
    for game in pgn::split_games(text) {
        // A tag pair among the moves is kept as a comment: its words.
        let mut moves_begun = false;
        for event in pgn::Events::new(game) {
            let tag_section = matches!(event.token, Event::Tag { .. } | Event::Comment(_))
                || matches!(event.token, Event::Junk(_) if game[event.span.clone()].starts_with('['));
            moves_begun |= !tag_section;
            match event.token {
                Event::Tag { .. } if moves_begun => {
                    comments.extend(game[event.span].split_whitespace().map(str::to_string));
                }
                Event::Comment(c) | Event::UnclosedComment(c) => {
                    comments.extend(c.split_whitespace().map(str::to_string));
                }
                Event::Nag(n) => nags.push(n),
                // `e.p.` and dots apart from their number are no moves.
                Event::Move(m) if !m.starts_with('.') && !matches!(m, "e.p." | "ep" | "…") => {
                    moves += 1;
                    nags.extend(glyph_in(m));
                }
                _ => {}
            }
        }
    }
    comments.sort();
    nags.sort_unstable();
    (comments, nags, moves)
}

/// The glyph written inside a move's token, before its check sign
/// (`Qf2!+`), as the move reader sets it aside: a NAG of the move.
fn glyph_in(word: &str) -> Option<u8> {
    const GLYPHS: [(&str, u8); 6] = [
        ("!!", 3),
        ("??", 4),
        ("!?", 5),
        ("?!", 6),
        ("!", 1),
        ("?", 2),
    ];
    // White space the lexer does not cut at (a vertical tab) ends a
    // move for the move reader.
    let mut s = word.trim_end();
    loop {
        if let Some((_, nag)) = GLYPHS
            .iter()
            .find(|(g, _)| s.len() > g.len() && s.ends_with(g))
        {
            return Some(*nag);
        }
        s = s.strip_suffix(['+', '#'])?;
    }
}

/// `pgn fmt` of a whole text: each game read and written, a blank line
/// between them.
fn fmt(text: &str) -> String {
    let games: Vec<String> = pgn::split_games(text)
        .map(|g| pgn::export(&pgn::read_game(g, rankfile::pgn::GameOptions::default()).game))
        .collect();
    games.join("\n\n")
}

/// `pgn fmt` loses nothing of broken PGN: the comments, NAGs and moves it
/// writes are those it read, it finds as many games in what it wrote, and
/// writing that again changes nothing.
fn check_fmt_keeps_everything(text: &str) {
    // Known gap: a byte order mark inside a text, at a line's start, is
    // taken by the cutter for a joined file's start (the tag line after it
    // opens a game) but by the reader for text; written back where the
    // line breaks differently, it can cut a game in two.
    if text.char_indices().any(|(i, c)| i > 0 && c == '\u{feff}') {
        return;
    }
    let once = fmt(text);
    assert_eq!(annotations(&once), annotations(text), "{text:?}\n{once}");
    assert_eq!(
        pgn::split_games(&once).count(),
        pgn::split_games(text).count(),
        "{text:?}\n{once}"
    );
    assert_eq!(fmt(&once), once, "{text:?}");
}

/// Runs `count` texts; returns how many were corpus games left intact.
fn run(count: u64, seed: u64) -> u64 {
    let text = common::text("games.pgn.gz");
    let games: Vec<&str> = pgn::split_games(&text).collect();
    let expected = common::jsonl("games.jsonl.gz");
    let alphabet: Vec<char> = ALPHABET.chars().collect();
    let mut rng = Rng(seed);
    let mut intact = 0;
    for _ in 0..count {
        let (text, index) = mutate(&mut rng, &games, &alphabet);
        if let Some(index) = index {
            check_intact(&text, &expected[index]);
            intact += 1;
        }
        check(&text);
        check_fmt_keeps_everything(&text);
        check_code_pages(&text);
        // Cut into chunks anywhere, the stream gives the games it gives
        // line by line (which ends the last line too).
        let chunk = 1 + rng.below(64);
        let ended = if text.ends_with('\n') {
            text
        } else {
            text + "\n"
        };
        let lines = split_lines(ended.strip_suffix('\n').unwrap_or(&ended));
        assert_eq!(
            split_chunks(&ended, chunk),
            lines,
            "chunks of {chunk}: {ended:?}"
        );
        // So does a block splitter, reading `chunk` bytes a block.
        assert_eq!(
            split_blocks(&ended, chunk),
            lines,
            "blocks of {chunk}: {ended:?}"
        );
    }
    intact
}

/// The text in a legacy code page (its letters that are not ASCII made
/// that script's), read in it, gives the games its UTF-8 gives: so
/// whatever holds for a UTF-8 text (the fmt property above) holds for it.
fn check_code_pages(text: &str) {
    for (label, letter) in [
        ("windows-1251", 'Ж'),
        ("windows-1253", 'Ω'),
        ("koi8-r", 'я'),
    ] {
        let utf8: String = text
            .chars()
            .map(|c| if c.is_ascii() { c } else { letter })
            .collect();
        let page = encoding_rs::Encoding::for_label(label.as_bytes()).unwrap();
        let (bytes, _, unmappable) = page.encode(&utf8);
        assert!(!unmappable, "{label}");
        let mut splitter = Splitter::new();
        splitter.set_encoding(pgn::Encoding::for_label(label).unwrap());
        let mut games = Vec::new();
        for chunk in bytes.chunks(97) {
            splitter.push(chunk, |g| games.push(g.text.into_owned()));
        }
        games.extend(splitter.finish().into_iter().map(|g| g.text.into_owned()));
        let expected: Vec<String> = split_chunks(&utf8, 97)
            .into_iter()
            .map(|g| g.text.into_owned())
            .collect();
        assert_eq!(games, expected, "{label}: {utf8:?}");
    }
}

fn split_blocks(text: &str, size: usize) -> Vec<pgn::GameText<'static>> {
    let mut stream = text.as_bytes();
    let mut splitter = BlockSplitter::new();
    let mut games = Vec::new();
    // Each read gives at most 7 bytes, so that a block takes several.
    let mut read = |buf: &mut [u8]| -> Result<usize, ()> {
        let n = buf.len().min(stream.len()).min(7);
        buf[..n].copy_from_slice(&stream[..n]);
        stream = &stream[n..];
        Ok(n)
    };
    while splitter.fill(size, &mut read) != Ok(0) {
        let block = splitter.cut();
        assert_eq!(block.games().count(), block.len());
        games.extend(block.games().map(pgn::GameText::into_owned));
        splitter.recycle(block);
    }
    let block = splitter.finish();
    assert_eq!(block.games().count(), block.len());
    games.extend(block.games().map(pgn::GameText::into_owned));
    games
}

fn split_lines(text: &str) -> Vec<pgn::GameText<'static>> {
    let mut splitter = Splitter::new();
    let mut games: Vec<pgn::GameText<'static>> = text
        .split('\n')
        .flat_map(|l| splitter.push_line(l))
        .collect();
    games.extend(splitter.finish());
    games
}

fn split_chunks(text: &str, size: usize) -> Vec<pgn::GameText<'static>> {
    let mut splitter = Splitter::new();
    let mut games = Vec::new();
    for chunk in text.as_bytes().chunks(size) {
        splitter.push(chunk, |g| games.push(g));
    }
    games.extend(splitter.finish());
    games
}

#[test]
fn mutated_pgn_reads_without_panic() {
    let intact = run(20_000, 0x96a1);
    assert!((1_500..2_500).contains(&intact), "{intact} intact games");
    // Found by the long run: a comment of nothing but `}`.
    check(";}");
    // Found by the long runs of the fmt property: an escape line opening
    // a variation; a tag pair among the moves holding a `{`; lone CRs
    // ending several games in one line. Found by the lossless cargo-fuzz
    // target: glyphs between a word that is no move and a glued result; a
    // line of a form feed alone, blank once written, in a comment never
    // closed.
    for text in [
        "9{\n\x0c\n[n \"",
        "e4!\x0b!",
        "f!!!*",
        "1. d4!!!!!!!#!!!!!!*\n",
        "1. e4 e5 2. Nf3 Nc6 (\n%.Q. Nf6 ]6. Nb1 gxf4 7. Be3 ) 3. a3 Kf8 *\n",
        "[Round \"-\"]?[White \"Spassky, Hikar{\"]\n[Black \"Ye, W\n[Result \"1/2\"]\n\n1/2-1/2x\"]\n",
        "[A \"1\"]\r1. e4 *\r[B \"2\"]\r1. d4 *\r[C \"3\"]\n1. c4 *\n",
        "[Round \"-\"]?[White \"Spassky, Hikar{\"]\n[Black \"Ye, W\n[Result \"12-1/2\"]\n\n1/2-1/2esley\"]\n[Result \"12-1/2\"]\n\n1/2-1/2",
    ] {
        check(text);
        check_fmt_keeps_everything(text);
    }
}

#[test]
#[ignore = "long: ten million inputs; run with --ignored"]
fn ten_million_pgn_texts() {
    let count = std::env::var("RANKFILE_FUZZ_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000);
    let start = std::time::Instant::now();
    let intact = run(count, 0x5eed_1e55);
    assert!(intact > count / 20, "{intact} of {count} games intact");
    eprintln!("{count} PGN texts in {:.1?}", start.elapsed());
}
