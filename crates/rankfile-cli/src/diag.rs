//! Diagnostics for a person (the library's caret drawing) and for a
//! script (JSON), and the reading of the one FEN a command plays from.

use rankfile::diag::{Diagnostic, Parts, Severity, render_parts};
use rankfile::fen::{self, FenReport, ReadMode};
use rankfile::{Position, ProblemKind, ProblemKinds, Variant};

use crate::i18n::{cat, say};

/// `--chess960`: the variant a command reads its FENs in.
pub fn variant(chess960: bool) -> Variant {
    if chess960 {
        Variant::Chess960
    } else {
        Variant::Standard
    }
}

/// One error or warning, as the `--json` outputs and the web API write it.
pub use rankfile::diag::DiagnosticJson;

/// Says on standard error, when standard input is a terminal, that the
/// command is waiting for lines there: a person who forgot the argument
/// would otherwise see nothing happen.
pub fn waiting_for(what: &str) {
    use std::io::IsTerminal;
    if std::io::stdin().is_terminal() {
        eprintln!("{}", crate::i18n::say!("cli-waiting", what = what));
    }
}

/// Calls `one` on each of `arguments`, or, when there are none, on each
/// line of standard input that is not blank (see [`each_stdin_line`]).
pub fn each_input(
    arguments: &[String],
    what: &str,
    mut one: impl FnMut(&str) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    if !arguments.is_empty() {
        return arguments.iter().try_for_each(|a| one(a));
    }
    each_stdin_line(what, one)
}

/// Calls `one` on each line of standard input that is not blank, its line
/// end and byte order mark taken off ([`input_line`]), saying on a
/// terminal that it waits for `what`. The one loop over standard input's
/// lines of every command: one buffer for all the lines. A line that is
/// not UTF-8 stops nothing: it is said on standard error, with its number
/// and where its first bad byte stands, and answered as read with U+FFFD
/// for the bytes that are not (no notation holds that character, so its
/// answer is a refusal, in line with the others).
pub fn each_stdin_line(
    what: &str,
    mut one: impl FnMut(&str) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    use std::io::BufRead;
    waiting_for(what);
    let mut stdin = std::io::stdin().lock();
    // Bytes that are no text at all (an archive, a database) are said
    // once, not as a refusal a line.
    let head = stdin.fill_buf()?;
    if head.is_empty() {
        // The end already (a terminal gives it once: not asked again).
        return Ok(());
    }
    if let Some(why) = rankfile_io::not_text(head) {
        let why = rankfile::text::Render::render(crate::i18n::cat(), &why.message()).into_owned();
        anyhow::bail!("{}", crate::i18n::say!("cli-stdin-not-text", why = why));
    }
    let mut bytes = Vec::new();
    for number in 1.. {
        bytes.clear();
        if stdin.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let line = match std::str::from_utf8(&bytes) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(e) => {
                not_utf8_line(number, &bytes, e.valid_up_to());
                String::from_utf8_lossy(&bytes)
            }
        };
        let input = input_line(&line);
        if !input.trim().is_empty() {
            one(input)?;
        }
    }
    Ok(())
}

/// Says on standard error that line `number` of standard input is not
/// UTF-8, where its first bad byte stands.
fn not_utf8_line(number: usize, bytes: &[u8], valid: usize) {
    let column = String::from_utf8_lossy(&bytes[..valid]).chars().count() + 1;
    let byte = format!("{:#04x}", bytes[valid]);
    let words = crate::i18n::cat().words();
    let message = crate::i18n::say!(
        "cli-stdin-not-utf8",
        line = number,
        column = column,
        byte = byte
    );
    let hint = crate::i18n::say!("cli-save-as-utf8");
    let parts = Parts {
        hint: Some(&hint),
        ..Parts::new(Severity::Error, &message)
    };
    eprint!("{}", render_parts(&parts, None, words));
}

/// A line of input as a FEN: its line end and a UTF-8 byte order mark
/// (which an editor may put at a file's start, and which no FEN holds)
/// taken off.
pub fn input_line(line: &str) -> &str {
    let line = line.strip_suffix('\n').unwrap_or(line);
    let line = line.strip_suffix('\r').unwrap_or(line);
    line.strip_prefix('\u{feff}').unwrap_or(line)
}

/// The hint for an argument that names a file where a FEN is expected: a
/// PGN file (its games are for `pgn check`), another file (its lines are
/// FENs, for standard input), or a name with a file's extension that names
/// no file (no FEN has a dot). `None` for anything else.
pub fn file_hint(command: &str, input: &str) -> Option<String> {
    use crate::i18n::say;
    let path = std::path::Path::new(input);
    let lower = input.to_ascii_lowercase();
    let pgn = [".pgn", ".pgn.gz", ".pgn.zst"]
        .iter()
        .any(|e| lower.ends_with(e));
    if path.is_file() {
        return Some(match pgn {
            true => say!("cli-hint-pgn-file", file = input),
            false => say!("cli-hint-file", file = input, command = command),
        });
    }
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let file_like = !input.contains(char::is_whitespace)
        && (1..=4).contains(&extension.len())
        && extension.chars().all(|c| c.is_ascii_alphanumeric());
    file_like.then(|| say!("cli-hint-no-file", file = input))
}

/// A FEN refused, for a script: the one JSON line of `--json` when the
/// position a command starts from is not one, in the shape `fen check
/// --json` gives: `{"input", "ok": false, "fen": null, "errors",
/// "warnings"}`.
pub fn refusal_json(input: &str, report: &FenReport) -> anyhow::Result<String> {
    #[derive(serde::Serialize)]
    struct Refusal<'a> {
        input: &'a str,
        ok: bool,
        fen: Option<String>,
        errors: Vec<DiagnosticJson>,
        warnings: Vec<DiagnosticJson>,
    }
    Ok(serde_json::to_string(&Refusal {
        input,
        ok: false,
        fen: None,
        errors: DiagnosticJson::all(input, &report.errors, cat()),
        warnings: DiagnosticJson::all(input, &report.warnings, cat()),
    })?)
}

/// Says why the FEN a command starts from is refused: one JSON line on
/// standard output with `json`, the drawing on standard error otherwise.
pub fn refuse(input: &str, report: &FenReport, relaxed: bool, json: bool) -> anyhow::Result<()> {
    if json {
        println!("{}", refusal_json(input, report)?);
    } else {
        eprint!("{}", render_refusal(input, report, relaxed));
    }
    Ok(())
}

/// `--verbose`: every problem drawn, those that follow from another too.
static VERBOSE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `message` as an error of the command line's own, with the language's
/// word and colon (`erreur : …` in French) and a newline.
pub fn error_line(message: &str) -> String {
    let words = crate::i18n::cat().words();
    let parts = rankfile::diag::Parts::new(rankfile::diag::Severity::Error, message);
    rankfile::diag::render_parts(&parts, None, words)
}

/// Sets `--verbose` for the whole run.
pub fn set_verbose(on: bool) {
    VERBOSE.store(on, std::sync::atomic::Ordering::Relaxed);
}

fn verbose() -> bool {
    VERBOSE.load(std::sync::atomic::Ordering::Relaxed)
}

/// Every error, then every warning, drawn with carets. A problem that
/// follows from another (the castling rights of a board written upside
/// down) is folded into one line under its cause: mending the cause mends
/// it. `--verbose` draws each.
pub fn render_report(input: &str, report: &FenReport) -> String {
    let all: Vec<&Diagnostic> = report.errors.iter().chain(&report.warnings).collect();
    let fold = !verbose();
    let mut out = String::new();
    // Each cause's line once, under its first drawing.
    let mut causes_said: Vec<&str> = Vec::new();
    for d in &all {
        if fold && d.follows.is_some() {
            continue;
        }
        out.push_str(&cat().diagnostic(input, d));
        let consequences: Vec<&str> = (all.iter())
            .filter(|c| c.follows == Some(d.code))
            .map(|c| c.code)
            .collect();
        if fold && !causes_said.contains(&d.code) && !consequences.is_empty() {
            causes_said.push(d.code);
            out.push_str(&folded_line(&consequences));
        }
    }
    out
}

/// `  = 5 problems follow from it: bad_castling_rights ×4, …`.
fn folded_line(codes: &[&str]) -> String {
    let mut counted: Vec<(&str, usize)> = Vec::new();
    for code in codes {
        match counted.iter_mut().find(|(c, _)| c == code) {
            Some((_, n)) => *n += 1,
            None => counted.push((code, 1)),
        }
    }
    let list: Vec<String> = (counted.iter())
        .map(|&(code, n)| {
            if n > 1 {
                format!("{code} ×{n}")
            } else {
                code.to_string()
            }
        })
        .collect();
    let line = say!("cli-folded", count = codes.len(), codes = list.join(", "));
    format!("  = {line}\n")
}

/// Reads a FEN strictly as a legal position, or gives the report that
/// says everything wrong with it.
pub fn read_position(input: &str, variant: Variant) -> Result<Position, Box<FenReport>> {
    let report = fen::check(
        input,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant,
        },
    );
    report.position().ok_or_else(|| Box::new(report))
}

/// A position to play from, and the errors `--relaxed` accepted in it.
pub struct Playable {
    pub position: Position,
    pub ignored: Vec<Diagnostic>,
}

/// Reads a FEN strictly; with `relaxed`, a FEN whose only errors say that
/// no game reaches the position (an impossible check, too many pieces) is
/// played from too, and those errors come back as `ignored`.
pub fn read_playable(
    input: &str,
    relaxed: bool,
    variant: Variant,
) -> Result<Playable, Box<FenReport>> {
    let report = fen::check(
        input,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant,
        },
    );
    if let Some(position) = report.position() {
        return Ok(Playable {
            position,
            ignored: Vec::new(),
        });
    }
    match report.position_accepting(ProblemKinds::IMPLAUSIBLE) {
        Some(position) if relaxed => Ok(Playable {
            position,
            ignored: report.errors,
        }),
        _ => Err(Box::new(report)),
    }
}

/// What a person reads on standard error about the errors `--relaxed`
/// accepted: one line each.
pub fn ignored_notes(ignored: &[Diagnostic]) -> String {
    ignored
        .iter()
        .map(|d| {
            let message = cat().text(&d.message);
            let line = say!("cli-relaxed-ignored", code = d.code, message = &*message);
            format!("{line}\n")
        })
        .collect()
}

/// Why a FEN is refused, for a person: the drawing of every problem, and
/// what `--relaxed` would or could not do about them.
pub fn render_refusal(input: &str, report: &FenReport, relaxed: bool) -> String {
    let mut out = render_report(input, report);
    let accepted_by_relaxed =
        |d: &Diagnostic| ProblemKind::from_code(d.code).is_some_and(ProblemKind::is_implausible);
    if report.setup.is_none() || report.errors.is_empty() {
        return out;
    }
    if report.errors.iter().all(accepted_by_relaxed) {
        out.push_str(&say!("cli-relaxed-would-play"));
        out.push('\n');
    } else if relaxed {
        let refused: Vec<&str> = report
            .errors
            .iter()
            .filter(|d| !accepted_by_relaxed(d))
            .map(|d| d.code)
            .collect();
        out.push_str(&say!("cli-relaxed-refused", codes = refused.join(", ")));
        out.push('\n');
    }
    out
}
