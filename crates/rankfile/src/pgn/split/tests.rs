//! Tests of `split`.

use super::*;

fn split(text: &str, chunk: usize) -> Vec<(String, usize)> {
    let mut s = Splitter::new();
    let mut out = Vec::new();
    for c in text.as_bytes().chunks(chunk) {
        s.push(c, |g| out.push((g.text.into_owned(), g.line)));
    }
    out.extend(
        s.finish()
            .into_iter()
            .map(|g| (g.text.into_owned(), g.line)),
    );
    out
}

/// Each game's offset is where its first line starts in the stream,
/// byte order mark and `\r\n` counted, however the chunks fall.
#[test]
fn offsets_point_at_the_games_first_lines() {
    let text = "\u{feff}[A \"1\"]\r\n\r\n1. e4 *\r\n\r\n\r\n[A \"2\"]\n1. d4 *\n[A \"3\"] *";
    for chunk in [1, 2, 3, 5, 64, 4096] {
        let mut s = Splitter::new();
        let mut offsets = Vec::new();
        for c in text.as_bytes().chunks(chunk) {
            s.push(c, |g| offsets.push(g.offset));
        }
        offsets.extend(s.finish().into_iter().map(|g| g.offset));
        let lines: Vec<u64> = offsets
            .iter()
            .map(|&o| {
                text.as_bytes()[..o as usize]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count() as u64
            })
            .collect();
        assert_eq!(offsets, [3, 27, 43], "chunks of {chunk}");
        assert_eq!(lines, [0, 5, 7]);
    }
}

#[test]
fn games_are_cut_at_the_next_tags() {
    let text = "[A \"1\"]\n[B \"{2\"]\n\n1. e4 *\n\n[A \"3\"]\n\n1. d4 {\n[inside]\n} *\n";
    for chunk in [1, 2, 3, 5, 64, 4096] {
        assert_eq!(
            split(text, chunk),
            [
                ("[A \"1\"]\n[B \"{2\"]\n\n1. e4 *\n\n".to_string(), 1),
                ("[A \"3\"]\n\n1. d4 {\n[inside]\n} *\n".to_string(), 6)
            ],
            "chunks of {chunk}"
        );
    }
    // A game without tags, and one without moves.
    assert_eq!(split("1. e4 *\n[A \"1\"]\n", 4).len(), 2);
    // Line ends, a byte order mark, blank lines before the game.
    assert_eq!(
        split("\r\n\u{feff}[A \"1\"]\r\n\r\n1. e4 *\r\n", 3),
        [("\u{feff}[A \"1\"]\n\n1. e4 *\n".to_string(), 2)]
    );
    assert_eq!(
        split("1. e4 *\n\u{feff}[A \"1\"]\n[B \"2\"]\n1. d4\n", 4).len(),
        2
    );
    assert_eq!(
        split("\u{feff}\n\n[A \"1\"]\n1. e4 *\n", 2),
        [("[A \"1\"]\n1. e4 *\n".to_string(), 3)]
    );
    // A `;` comment hides a `{`; a `%` line hides everything.
    assert_eq!(split("1. e4 ; {\n[A \"1\"]\n1. d4\n", 5).len(), 2);
    assert_eq!(split("% {\n1. e4\n[A \"1\"]\n1. d4\n", 5).len(), 2);
    // Only white space: no game.
    assert!(split(" \n\n \n", 2).is_empty());
}

/// The games a [`BlockSplitter`] cuts, reading `size` bytes at a time.
fn split_blocks(text: &[u8], size: usize) -> Vec<GameText<'static>> {
    let mut stream = text;
    let mut splitter = BlockSplitter::new();
    let mut games = Vec::new();
    let mut read = |buf: &mut [u8]| -> Result<usize, ()> {
        let n = buf.len().min(stream.len());
        buf[..n].copy_from_slice(&stream[..n]);
        stream = &stream[n..];
        Ok(n)
    };
    while splitter.fill(size, &mut read) != Ok(0) {
        let block = splitter.cut();
        assert_eq!(block.len(), block.games().count());
        games.extend(block.games().map(GameText::into_owned));
        splitter.recycle(block);
    }
    let block = splitter.finish();
    assert_eq!(block.len(), block.games().count());
    games.extend(block.games().map(GameText::into_owned));
    games
}

#[test]
fn blocks_hold_the_games_the_splitter_cuts() {
    let texts: [&[u8]; 10] = [
        b"[A \"1\"]\n[B \"{2\"]\n\n1. e4 *\n\n[A \"3\"]\n\n1. d4 {\n[inside]\n} *\n",
        b"1. e4 *\n[A \"1\"]\n",
        b"\r\n\xEF\xBB\xBF[A \"1\"]\r\n\r\n1. e4 *\r\n",
        b"1. e4 *\n\xEF\xBB\xBF[A \"1\"]\n[B \"2\"]\n1. d4\n",
        b"\xEF\xBB\xBF\n\n[A \"1\"]\n1. e4 *\n",
        b"1. e4 ; {\n[A \"1\"]\n1. d4\n% {\n1. e4\n[A \"1\"]\n1. d4\n\n \n",
        b" \n\n \n",
        b"[A \"1\"]\n1. e4 {caf\xE9}\n*\n[A \"2\"]\n1. d4 *",
        b"\xEF\xBB",
        b"1. e4\n\xEF\xBB\xBFx\n\xEF\xBB\xBF\n\xEF\xBB\xBF[A \"1\"]\n1. d4\n\xEF\xBB",
    ];
    for text in texts {
        let mut expected = Vec::new();
        let mut splitter = Splitter::new();
        splitter.push(text, |g| expected.push(g));
        expected.extend(splitter.finish());
        for size in [1, 2, 3, 5, 64, 4096] {
            let mut chunked = Vec::new();
            let mut splitter = Splitter::new();
            for chunk in text.chunks(size) {
                splitter.push(chunk, |g| chunked.push(g));
            }
            chunked.extend(splitter.finish());
            assert_eq!(
                chunked,
                expected,
                "{:?} in chunks of {size}",
                String::from_utf8_lossy(text)
            );
            assert_eq!(
                split_blocks(text, size),
                expected,
                "{:?} in reads of {size}",
                String::from_utf8_lossy(text)
            );
        }
    }
}

#[test]
fn clean_games_are_borrowed_from_their_block() {
    let text: &[u8] = b"[A \"1\"]\n1. e4 *\n[A \"2\"]\r\n1. d4 *\r\n[A \"3\"]\n1. c4 *\n";
    let mut stream = text;
    let mut splitter = BlockSplitter::new();
    let read = splitter.fill(1 << 10, |buf| std::io::Read::read(&mut stream, buf));
    assert_eq!(read.ok(), Some(text.len()));
    let block = splitter.finish();
    let borrowed: Vec<bool> = block
        .games()
        .map(|g| matches!(g.text, Cow::Borrowed(_)))
        .collect();
    // The second game's `\r\n` line ends are made `\n` in a copy.
    assert_eq!(borrowed, [true, false, true]);
    assert_eq!(
        block.games().nth(1).map(|g| g.text),
        Some("[A \"2\"]\n1. d4 *\n".into())
    );
}

#[test]
fn a_failed_read_keeps_what_was_read() {
    let mut splitter = BlockSplitter::new();
    let mut calls = 0;
    let result = splitter.fill(100, |buf: &mut [u8]| {
        calls += 1;
        if calls == 1 {
            buf[..9].copy_from_slice(b"1. e4 *\n[");
            Ok(9)
        } else {
            Err("disk")
        }
    });
    assert_eq!(result, Err("disk"));
    let games: Vec<String> = splitter
        .finish()
        .games()
        .map(|g| g.text.into_owned())
        .collect();
    // The `[` at a line's start opens the next game.
    assert_eq!(games, ["1. e4 *\n", "["]);
}

#[test]
fn lines_that_are_not_utf8_are_named() {
    let mut s = Splitter::new();
    s.push(b"[A \"1\"]\n1. e4 {caf\xE9}\n*\n", |_| {});
    let game = s.finish().pop();
    assert_eq!(game.map(|g| (g.line, g.bad_lines)), Some((1, vec![2])));
}

/// A whole text is cut as the stream is: a byte order mark before a
/// later game's tags (files joined) stays with that game both ways.
#[test]
fn split_games_cuts_as_the_splitter_does() {
    for text in [
        "1. e4 *\n\u{feff}[A \"1\"]\n[B \"2\"]\n1. d4\n",
        "[A \"1\"]\n1. e4 { never closed\n\n[B \"2\"]\n1. d4 *\n",
        "\u{feff}[A \"1\"]\n1. e4 *\n\n\n[B \"2\"]\n\n1. d4 *",
    ] {
        let mut splitter = Splitter::new();
        let mut streamed = Vec::new();
        splitter.push(text.as_bytes(), |g| {
            streamed.push(g.text.trim().to_string())
        });
        streamed.extend(
            splitter
                .finish()
                .into_iter()
                .map(|g| g.text.trim().to_string()),
        );
        let whole: Vec<&str> = games_of(text).collect();
        assert_eq!(whole, streamed, "{text:?}");
    }
}

/// A game with tags, whose movetext has no blank line outside its
/// comments: lines of tags, at most one blank line among them, and lines
/// of moves whose comments may hold blank lines, brackets and `;`.
fn tagged_game() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let tag = "\\[[A-Z][a-z]{0,4} \"[a-z ]{0,6}\"\\]\n";
    let tags = prop::collection::vec((tag, prop::bool::weighted(0.2)), 1..4).prop_map(|tags| {
        let mut text = String::new();
        for (i, (tag, blank)) in tags.into_iter().enumerate() {
            if blank && i > 0 {
                text.push('\n');
            }
            text.push_str(&tag);
        }
        text
    });
    let word = prop_oneof![
        "[a-h][1-8]",
        "\\{[a-z\\[\\];]{0,5}",
        "\\}",
        "\n",
        ";[a-z{]{0,3}\n",
        "%[a-z{]{0,3}\n"
    ];
    let moves = prop::collection::vec(word, 1..12).prop_map(|words| {
        // A blank line only inside a comment; a `%` escape only at a line's
        // start; no line starts with `[` outside a comment.
        let mut text = String::from("1. e4");
        let mut open = false;
        for word in words {
            let at_line_start = text.ends_with('\n');
            match word.as_bytes()[0] {
                b'\n' if !open && at_line_start => continue,
                b'%' if open || !at_line_start => continue,
                b';' if open => continue,
                b'{' if open => continue,
                b'}' if !open => continue,
                b'{' => open = true,
                b'}' => open = false,
                _ => {}
            }
            if word.starts_with('[') && at_line_start && !open {
                continue;
            }
            if !at_line_start && !word.starts_with('\n') {
                text.push(' ');
            }
            text.push_str(&word);
        }
        if open {
            text.push_str(" }");
        }
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text
    });
    (tags, prop::bool::ANY, moves)
        .prop_map(|(tags, blank, moves)| format!("{tags}{}{moves}", if blank { "\n" } else { "" }))
}

/// The games `text` holds, cut line by line by the [`LineCutter`].
fn cut_by_lines(text: &str) -> Vec<String> {
    let (mut games, mut game) = (Vec::new(), String::new());
    let mut cutter = LineCutter::new();
    for line in text.split_inclusive('\n') {
        match cutter.feed(line) {
            LineCut::Skip => {}
            LineCut::Tags | LineCut::Moves => game.push_str(line),
            LineCut::End => games.push(std::mem::take(&mut game)),
            LineCut::EndBefore => {
                games.push(std::mem::take(&mut game));
                cutter.feed(line);
                game.push_str(line);
            }
        }
    }
    if cutter.has_game() {
        games.push(game);
    }
    games
}

proptest::proptest! {
    /// Where both rules apply (games with tags, one after the other, with
    /// or without the blank line between), the line cutter python-chess's
    /// reader uses cuts the games the splitter cuts.
    #[test]
    fn the_line_cutter_cuts_where_the_splitter_does(
        games in proptest::collection::vec((tagged_game(), proptest::bool::ANY), 1..5),
    ) {
        let text: String = games
            .iter()
            .map(|(game, blank)| format!("{game}{}", if *blank { "\n" } else { "" }))
            .collect();
        let split: Vec<String> = games_of(&text).map(|g| g.trim_end().to_string()).collect();
        let lines: Vec<String> = cut_by_lines(&text).iter().map(|g| g.trim_end().to_string()).collect();
        let written: Vec<String> = games.iter().map(|(g, _)| g.trim_end().to_string()).collect();
        proptest::prop_assert_eq!(&split, &written);
        proptest::prop_assert_eq!(&lines, &written);
    }
}

/// The next event in a line of moves (a comment, a `;` comment, a tag
/// pair among the moves, the line's end) is found wherever it stands: a
/// byte at a time near the last one, by searches further on.
#[test]
fn events_among_the_moves_are_found_near_and_far() {
    for gap in 0..48 {
        let moves = format!("1. e4 e5{}", " ".repeat(gap));
        // A `;` comment hides a `{` to its line's end: read as a comment,
        // the `{` would hold the next game's tags (its `}` comes later).
        let semicolon = format!("[A \"1\"]\n\n{moves}; {{\n\n[A \"3\"]\n* }}\n");
        // A tag pair among the moves is read as one, a `{` in its value no
        // comment (that would hold the next game's tags too).
        let pair = format!("[A \"1\"]\n\n{moves}[B \"{{\"] *\n\n[A \"3\"]\n* }}\n");
        // A comment holds a tag line after a blank line when it is closed
        // later.
        let comment = format!("[A \"1\"]\n\n{moves}{{ x\n\n[B \"2\"]\n}} *\n\n[A \"3\"]\n*\n");
        // The moves end their line: the next one opens the next game.
        let line = format!("[A \"1\"]\n\n{moves}\n[A \"3\"]\n*\n");
        for (name, text) in [
            ("semicolon", semicolon),
            ("comment", comment),
            ("pair", pair),
            ("line", line),
        ] {
            for chunk in [1, 7, 4096] {
                let games = split(&text, chunk);
                let first = text.find("[A \"3\"]").unwrap_or(text.len());
                assert_eq!(
                    games.len(),
                    2,
                    "{name}, gap {gap}, chunks of {chunk}: {games:?}"
                );
                assert_eq!(
                    games[0].0,
                    text[..first],
                    "{name}, gap {gap}, chunks of {chunk}"
                );
            }
        }
    }
}

/// A tag line read without reading its pair is read as the pair would be:
/// a line that ends with its only `]`, whatever it holds, changes nothing
/// of the game; one with more after its pair is read pair by pair.
#[test]
fn tag_lines_are_read_alike_with_and_without_their_pair() {
    let cases: [(&str, usize); 7] = [
        // Moves after the pair on its line: the next tags open a game.
        ("[Event \"a\"] 1. e4 ]\n[Event \"b\"]\n1. d4 *\n", 2),
        ("[Event \"a\"] e4 [Site \"x\"]\n[Event \"b\"]\n1. d4 *\n", 2),
        // A `]` in the value, two pairs, junk, white space after: tags.
        ("[Event \"a]b\"]\n[Site \"c\"]\n\n1. e4 *\n", 1),
        ("[Event \"a\"] [Site \"b\"]\n[Round \"1\"]\n1. e4 *\n", 1),
        ("[Event a]\n[Site \"b\"]\n1. e4 *\n", 1),
        ("[Event \"a\"] \t\r\n  [Site \"b\"]  \n1. e4 *\n", 1),
        // After a blank line that ended the tags, `Event` opens a game.
        ("[Event \"a\"]\n\n[Event \"b\"]\n1. e4 *\n", 2),
    ];
    for (text, games) in cases {
        for chunk in [1, 3, 4096] {
            assert_eq!(
                split(text, chunk).len(),
                games,
                "{text:?} in chunks of {chunk}"
            );
        }
    }
}
