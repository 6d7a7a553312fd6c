//! FENs typed without quotes. A FEN has spaces, so the shell hands
//! `rankfile fen check rnbqkbnr/... w KQkq - 0 1` over as six arguments;
//! read one by one, they would be six broken FENs. The arguments are put
//! back together before they are parsed, with a note that says to quote.

/// The commands whose arguments are FENs (and moves, and a depth).
const FEN_COMMANDS: [&[&str]; 5] = [&["fen"], &["moves"], &["play"], &["san"], &["perft"]];

/// Whether `arg` looks like a placement: letters, digits and `/`, with a
/// `/` (a path has a dot or another character; a move has no `/`).
fn is_placement(arg: &str) -> bool {
    arg.contains('/') && arg.chars().all(|c| c.is_ascii_alphanumeric() || c == '/')
}

/// Whether `arg` has the shape of FEN field `field` (2 to 6): side to
/// move, castling, en passant, halfmove clock, fullmove number.
fn has_field_shape(field: usize, arg: &str) -> bool {
    let bytes = arg.as_bytes();
    match field {
        2 => matches!(arg, "w" | "b"),
        3 => {
            arg == "-"
                || (!arg.is_empty() && bytes.iter().all(|b| b"KQkqABCDEFGHabcdefgh".contains(b)))
        }
        4 => {
            arg == "-"
                || (bytes.len() == 2
                    && (b'a'..=b'h').contains(&bytes[0])
                    && (b'1'..=b'8').contains(&bytes[1]))
        }
        5 | 6 => !arg.is_empty() && bytes.iter().all(u8::is_ascii_digit),
        _ => false,
    }
}

/// The command line with each FEN the shell split put back together,
/// and a note for each: a placement argument takes the arguments after it
/// that have the shapes of the next fields, in order. Only the commands
/// that read FENs are looked at (a PGN file's path is left alone).
pub fn rejoin(argv: Vec<String>) -> (Vec<String>, Vec<String>) {
    let is_fen_command = FEN_COMMANDS
        .iter()
        .any(|c| argv.get(1).is_some_and(|a| a == c[0]));
    if !is_fen_command {
        return (argv, Vec::new());
    }
    let mut out: Vec<String> = Vec::with_capacity(argv.len());
    // Each FEN put back together: where it is in `out`, from how many.
    let mut rejoined = Vec::new();
    let mut i = 0;
    while i < argv.len() {
        let arg = &argv[i];
        i += 1;
        if i == 1 || !is_placement(arg) {
            out.push(arg.clone());
            continue;
        }
        let mut fen = arg.clone();
        let mut field = 2;
        while field <= 6 && i < argv.len() && has_field_shape(field, &argv[i]) {
            fen.push(' ');
            fen.push_str(&argv[i]);
            field += 1;
            i += 1;
        }
        if field > 2 {
            rejoined.push((out.len(), field - 1));
        }
        out.push(fen);
    }
    // The command to type instead: the same, each FEN quoted, the other
    // arguments as they were (quoted where a shell would split them).
    let line: Vec<String> = (out.iter().enumerate().skip(1))
        .map(|(k, arg)| match rejoined.iter().any(|&(at, _)| at == k) {
            true => format!("\"{arg}\""),
            false => shell_word(arg),
        })
        .collect();
    let command = line.join(" ");
    let notes = (rejoined.iter())
        .map(|&(_, count)| {
            crate::i18n::say!(
                "cli-note-unquoted",
                count = count,
                command = command.as_str()
            )
        })
        .collect();
    (out, notes)
}

/// `arg` as a shell reads it back: as it is when it holds nothing a shell
/// treats specially, else in single quotes.
fn shell_word(arg: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./=+:,@%".contains(c);
    match !arg.is_empty() && arg.chars().all(plain) {
        true => arg.to_string(),
        false => format!("'{}'", arg.replace('\'', "'\\''")),
    }
}

/// The options of `play` and `san` that take a value.
const VALUE_OPTIONS: [&str; 2] = ["--lang", "--uci-castling"];

/// `--` is a null move to `play` and `san`, but to the parser the end of
/// the options, which would swallow it: the options are moved before one
/// `--` of the parser's own, and every move after it, `--` included, stays
/// a move, in its place.
pub fn keep_null_moves(argv: Vec<String>) -> Vec<String> {
    let command = argv.get(1).map(String::as_str);
    let null_like = |a: &String| {
        a.starts_with("--") && (a.len() == 2 || !a.as_bytes()[2].is_ascii_alphabetic())
    };
    if !matches!(command, Some("play" | "san")) || !argv.iter().skip(2).any(null_like) {
        return argv;
    }
    let mut options = Vec::new();
    let mut positionals = Vec::new();
    let mut rest = argv[2..].iter();
    while let Some(arg) = rest.next() {
        // `--+`, `---`: a null move misspelled, for the move reader to
        // explain, not an option.
        let null_like = arg.len() > 2 && !arg.as_bytes()[2].is_ascii_alphabetic();
        if arg != "--" && arg.starts_with("--") && !null_like {
            options.push(arg.clone());
            if VALUE_OPTIONS.contains(&arg.as_str()) {
                options.extend(rest.next().cloned());
            }
        } else {
            positionals.push(arg.clone());
        }
    }
    let mut out = argv[..2].to_vec();
    out.extend(options);
    out.push("--".to_string());
    out.extend(positionals);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<String> {
        line.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn a_split_fen_is_one_argument_again() {
        let (argv, notes) = rejoin(args(
            "rankfile fen check rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ));
        assert_eq!(
            argv,
            [
                "rankfile",
                "fen",
                "check",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            ]
        );
        assert_eq!(notes.len(), 1);
        assert!(notes[0].contains("6 arguments"), "{}", notes[0]);
        assert!(
            notes[0].ends_with(
                "rankfile fen check \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\""
            ),
            "{}",
            notes[0]
        );
    }

    /// The command suggested is the one typed, the FEN quoted, every other
    /// argument kept in its place (a move with `!` quoted for the shell).
    #[test]
    fn the_command_suggested_keeps_the_other_arguments() {
        let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        let (_, notes) = rejoin(args(&format!("rankfile play --json {fen} Ke2 e4!")));
        assert!(
            notes[0].ends_with(&format!("rankfile play --json \"{fen}\" Ke2 'e4!'")),
            "{}",
            notes[0]
        );
        let (_, notes) = rejoin(args(&format!("rankfile perft {fen} 3")));
        assert!(
            notes[0].ends_with(&format!("rankfile perft \"{fen}\" 3")),
            "{}",
            notes[0]
        );
    }

    #[test]
    fn moves_and_depths_after_a_split_fen_stay_themselves() {
        let (argv, _) = rejoin(args("rankfile san 4k3/8/8/8/8/8/8/4K3 w - - 0 1 Ke2 e4"));
        assert_eq!(argv[2], "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(argv[3..], ["Ke2", "e4"]);
        let (argv, _) = rejoin(args("rankfile perft 4k3/8/8/8/8/8/8/4K3 w - - 0 1 3"));
        assert_eq!(argv[2..], ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "3"]);
        // A placement alone, or a quoted FEN, is left as it is, notes none.
        let (argv, notes) = rejoin(args("rankfile fen check 8/8/8/8/8/8/8/8 --json"));
        assert_eq!(argv[3..], ["8/8/8/8/8/8/8/8", "--json"]);
        assert!(notes.is_empty());
        // Two FENs, each split.
        let (argv, notes) = rejoin(args("rankfile fen check 8/8 w - - 0 1 8/8 b"));
        assert_eq!(argv[3..], ["8/8 w - - 0 1", "8/8 b"]);
        assert_eq!(notes.len(), 2);
    }

    #[test]
    fn a_null_move_written_as_two_dashes_stays_a_move() {
        let argv = keep_null_moves(args("rankfile play --null FEN e4 -- e5 --json --lang fr"));
        assert_eq!(
            argv,
            args("rankfile play --null --json --lang fr -- FEN e4 -- e5")
        );
        let line = "rankfile perft FEN -- 3";
        assert_eq!(keep_null_moves(args(line)), args(line));
    }

    #[test]
    fn paths_and_other_commands_are_left_alone() {
        let line = "rankfile pgn check games/a.pgn w";
        assert_eq!(rejoin(args(line)).0, args(line));
        let line = "rankfile fen check ../positions.txt";
        assert_eq!(rejoin(args(line)).0, args(line));
    }
}
