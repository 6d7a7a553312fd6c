//! `pgn fmt` loses nothing: for any text, the words of its comments, its
//! NAGs (glyphs as their numbers, those inside a move's token too) and
//! its moves are those of what `fmt` writes; `fmt` finds as many games in
//! its own output, and writing that again changes nothing. The same
//! property as `tests/fuzz_pgn.rs` checks on every `cargo test`, here
//! guided by coverage: `cargo +nightly fuzz run lossless`.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rankfile::pgn::{self, Event};

fn glyph_in(word: &str) -> Option<u8> {
    const GLYPHS: [(&str, u8); 6] = [("!!", 3), ("??", 4), ("!?", 5), ("?!", 6), ("!", 1), ("?", 2)];
    // White space the lexer does not cut at (a vertical tab) ends a
    // move for the move reader.
    let mut s = word.trim_end();
    loop {
        if let Some((_, nag)) = GLYPHS.iter().find(|(g, _)| s.len() > g.len() && s.ends_with(g)) {
            return Some(*nag);
        }
        s = s.strip_suffix(['+', '#'])?;
    }
}

fn annotations(text: &str) -> (Vec<String>, Vec<u8>, usize) {
    let (mut words, mut nags, mut moves) = (Vec::new(), Vec::new(), 0);
    for game in pgn::split_games(text) {
        let mut moves_begun = false;
        for event in pgn::Events::new(game) {
            let tag_section = matches!(event.token, Event::Tag { .. } | Event::Comment(_))
                || matches!(event.token, Event::Junk(_) if game[event.span.clone()].starts_with('['));
            moves_begun |= !tag_section;
            match event.token {
                Event::Tag { .. } if moves_begun => {
                    words.extend(game[event.span].split_whitespace().map(str::to_string));
                }
                Event::Comment(c) | Event::UnclosedComment(c) => {
                    words.extend(c.split_whitespace().map(str::to_string));
                }
                Event::Nag(n) => nags.push(n),
                Event::Move(m) if !m.starts_with('.') && !matches!(m, "e.p." | "ep" | "…") => {
                    moves += 1;
                    nags.extend(glyph_in(m));
                }
                _ => {}
            }
        }
    }
    words.sort();
    nags.sort_unstable();
    (words, nags, moves)
}

fn fmt(text: &str) -> String {
    let games: Vec<String> = pgn::split_games(text)
        .map(|g| pgn::export(&pgn::read_game(g, pgn::GameOptions::default()).game))
        .collect();
    games.join("\n\n")
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The known gap: a byte order mark inside a text (README).
    if text.char_indices().any(|(i, c)| i > 0 && c == '\u{feff}') {
        return;
    }
    let once = fmt(&text);
    assert_eq!(annotations(&once), annotations(&text), "{text:?}\n{once}");
    assert_eq!(pgn::split_games(&once).count(), pgn::split_games(&text).count());
    assert_eq!(fmt(&once), once, "{text:?}");
});
