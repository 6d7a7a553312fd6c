//! EPD, the test-suite format: a position's first four FEN fields, then
//! operations `opcode operand...;` (`bm Nf3;`, `id "WAC.001";`), as the
//! PGN standard (section 16.2) defines them.
//!
//! [`check`] reads a line and says everything wrong with it, each problem
//! a [`Diagnostic`] pointing into the line; [`Epd::parse`] is the same
//! reading for a line that must be right. Moves (`bm`, `am`, `pv`) are
//! SAN read in the position, a refused one named with the legal moves;
//! `hmvc` and `fmvn` are the position's clocks.
//!
//! ```
//! use rankfile::epd::{Epd, Operand};
//!
//! let epd = Epd::parse(r#"2k5/8/8/8/8/8/8/R3K3 w Q - bm Ra8+; id "mate; in two";"#).unwrap();
//! assert_eq!(epd.fen(), "2k5/8/8/8/8/8/8/R3K3 w Q - 0 1");
//! assert!(matches!(epd.get("id"), Some(Operand::Text(t)) if t == "mate; in two"));
//! assert_eq!(epd.to_string(), r#"2k5/8/8/8/8/8/8/R3K3 w Q - bm Ra8+; id "mate; in two";"#);
//! ```

use crate::text::t;
use core::fmt;
use core::ops::Range;

use crate::diag::Diagnostic;
use crate::fen::{self, ReadMode};
use crate::{Move, Position};

/// An operation's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Operand {
    /// Moves: the alternatives of `bm` and `am`, or the line of `pv`.
    Moves(Vec<Move>),
    /// A number: `acd`, `acn`, `acs`, `ce`, `dm`, `hmvc`, `fmvn`.
    Int(i64),
    /// Text: `id`, `c0` to `c9`, and any opcode rankfile does not know, as
    /// written.
    Text(String),
}

/// One operation: its opcode and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operation {
    /// `bm`, `id`, `c0`, …
    pub opcode: String,
    /// Its value.
    pub operand: Operand,
}

/// A position with its operations, every move in them legal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Epd {
    /// The position, its clocks from `hmvc` and `fmvn` (else 0 and 1).
    pub position: Position,
    /// The operations, in the order written.
    pub ops: Vec<Operation>,
}

/// Everything rankfile has to say about one EPD line.
#[derive(Debug, Clone)]
pub struct EpdReport {
    /// The EPD, when the line has no error.
    pub epd: Option<Epd>,
    /// When the line has errors but its four fields are a legal position:
    /// that position and the operations that could be read (the others
    /// are left out, and said among the errors).
    pub readable: Option<Epd>,
    /// Problems that make the line wrong, each pointing into it.
    pub errors: Vec<Diagnostic>,
    /// Oddities that leave it readable (a missing `;`, an unquoted string).
    pub warnings: Vec<Diagnostic>,
}

/// The opcodes whose operand is a number, and whether it may be negative.
const NUMBERS: [(&str, bool); 7] = [
    ("acd", false),
    ("acn", false),
    ("acs", false),
    ("ce", true),
    ("dm", false),
    ("hmvc", false),
    ("fmvn", false),
];

impl Epd {
    /// Reads an EPD line that must be right.
    ///
    /// # Errors
    ///
    /// The first problem of the line, when it has one ([`check`] gives
    /// them all).
    pub fn parse(text: &str) -> Result<Epd, Box<Diagnostic>> {
        let report = check(text, crate::Variant::Standard);
        match (report.epd, report.errors.into_iter().next()) {
            (Some(epd), None) => Ok(epd),
            (_, Some(e)) => Err(Box::new(e)),
            (None, None) => Err(Box::new(Diagnostic::error(
                "epd",
                t!("epd-not-epd", "not an EPD line"),
            ))),
        }
    }

    /// The operations, in the order written.
    pub fn ops(&self) -> &[Operation] {
        &self.ops
    }

    /// The value of `opcode`, if the line has it.
    pub fn get(&self, opcode: &str) -> Option<&Operand> {
        self.ops
            .iter()
            .find(|o| o.opcode == opcode)
            .map(|o| &o.operand)
    }

    /// The full FEN of the position, clocks included.
    pub fn fen(&self) -> String {
        self.position.fen()
    }

    /// The moves of an operation in SAN: `pv`'s each in the position after
    /// the ones before it, the others each in the position.
    pub fn san(&self, opcode: &str, moves: &[Move]) -> Vec<String> {
        let mut pos = self.position;
        moves
            .iter()
            .map(|m| {
                let san = pos.san(m);
                if opcode == "pv" {
                    pos.play_unchecked(m);
                }
                san
            })
            .collect()
    }
}

/// Canonical EPD: the four fields as the canonical FEN writes them, then
/// each operation in the order read, strings quoted, moves in SAN.
impl fmt::Display for Epd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fen = self.fen();
        let fields: Vec<&str> = fen.split(' ').take(4).collect();
        f.write_str(&fields.join(" "))?;
        for op in &self.ops {
            write!(f, " {}", op.opcode)?;
            match &op.operand {
                Operand::Moves(moves) => {
                    for san in self.san(&op.opcode, moves) {
                        write!(f, " {san}")?;
                    }
                }
                Operand::Int(n) => write!(f, " {n}")?,
                Operand::Text(t) if is_string_opcode(&op.opcode) => write!(f, " {}", quote(t))?,
                Operand::Text(t) if t.is_empty() => {}
                Operand::Text(t) => write!(f, " {t}")?,
            }
            f.write_str(";")?;
        }
        Ok(())
    }
}

/// A string operand as EPD writes it: in double quotes, `"` and `\`
/// escaped with `\`.
fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The string that starts after the `"` at `open`: its text, escapes
/// (`\"`, `\\`) undone, and where its closing quote stands; `None` when
/// it is never closed.
fn quoted(text: &str, open: usize) -> Option<(String, usize)> {
    let bytes = text.as_bytes();
    let mut value = String::new();
    let (mut i, mut from) = (open + 1, open + 1);
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if matches!(bytes.get(i + 1), Some(b'"' | b'\\')) => {
                value.push_str(&text[from..i]);
                from = i + 1;
                i += 2;
            }
            b'"' => {
                value.push_str(&text[from..i]);
                return Some((value, i));
            }
            _ => i += 1,
        }
    }
    None
}

fn is_string_opcode(opcode: &str) -> bool {
    opcode == "id"
        || (opcode.len() == 2 && opcode.starts_with('c') && opcode.as_bytes()[1].is_ascii_digit())
}

/// One operation as written: its opcode, its operands (quotes taken off
/// strings), and where each stands.
struct Written<'a> {
    opcode: &'a str,
    opcode_span: Range<usize>,
    operands: Vec<(String, Range<usize>, bool)>,
    span: Range<usize>,
}

/// An operation as the line writes it, its operands not yet read as
/// moves, numbers or text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenOperation {
    /// `bm`, `id`, `c0`, …
    pub opcode: String,
    /// Each operand: its text (a string's quotes taken off, its escapes
    /// undone) and whether it was a quoted string.
    pub operands: Vec<(String, bool)>,
}

/// The four fields of an EPD line and its operations as written, whatever
/// the position (python-chess's board reads its operands by their look);
/// the line's first syntax error otherwise (its operations'; the fields'
/// own are the FEN reader's to say).
///
/// ```
/// use rankfile::epd::written;
///
/// let (fields, ops) = written(r#"8/8/8/8/8/8/8/K6k w - - pi 3.14; c0 "a; b";"#).unwrap();
/// assert_eq!(fields, "8/8/8/8/8/8/8/K6k w - -");
/// assert_eq!(ops[0].operands, [("3.14".to_string(), false)]);
/// assert_eq!(ops[1].operands, [("a; b".to_string(), true)]);
/// assert!(written("8/8/8/8/8/8/8/K6k w - - 0 1").is_err());
/// ```
///
/// # Errors
///
/// The first error found in the line's layout or its operations.
pub fn written(text: &str) -> Result<(&str, Vec<WrittenOperation>), Box<Diagnostic>> {
    let mut report = EpdReport {
        epd: None,
        readable: None,
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    let Some(fields_end) = four_fields_end(text) else {
        return Err(Box::new(field_count_error()));
    };
    let ops_start = fen_clocks(text, fields_end, &mut report);
    let ops = operations(text, ops_start, &mut report);
    if let Some(error) = report.errors.into_iter().next() {
        return Err(Box::new(error));
    }
    let ops = (ops.into_iter())
        .map(|op| WrittenOperation {
            opcode: op.opcode.to_string(),
            operands: (op.operands.into_iter())
                .map(|(text, _, quoted)| (text, quoted))
                .collect(),
        })
        .collect();
    Ok((&text[..fields_end], ops))
}

/// Reads an EPD line by the rules of `variant` (Chess960: the castling
/// field as X-FEN or Shredder-FEN) and says everything wrong with it.
///
/// Never panics, whatever the input.
///
/// ```
/// use rankfile::{Variant, epd};
///
/// let report = epd::check("4k3/8/8/8/8/8/8/4K3 w - - id \"x\";", Variant::Standard);
/// assert!(report.errors.is_empty());
/// ```
pub fn check(text: &str, variant: crate::Variant) -> EpdReport {
    let mut report = EpdReport {
        epd: None,
        readable: None,
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    let Some(fields_end) = four_fields_end(text) else {
        report.errors.push(field_count_error());
        return report;
    };
    let ops_start = fen_clocks(text, fields_end, &mut report);
    let written = operations(text, ops_start, &mut report);
    let (halfmove, fullmove) = clocks(&written, &mut report);
    let fen_text = format!("{} {halfmove} {fullmove}", &text[..fields_end]);
    let fen_report = fen::check(
        &fen_text,
        fen::CheckOptions {
            mode: ReadMode::Strict,
            variant,
        },
    );
    let position = fen_report.position();
    for mut d in fen_report.errors.into_iter().chain(fen_report.warnings) {
        // Spans past the four fields point at the clocks added here.
        if d.span.as_ref().is_some_and(|s| s.end > fields_end) {
            d.span = None;
        }
        match d.severity {
            crate::diag::Severity::Error => report.errors.push(d),
            crate::diag::Severity::Warning => report.warnings.push(d),
        }
    }
    let Some(position) = position else {
        return report;
    };
    let ops = typed(position, written, &mut report);
    match report.errors.is_empty() {
        true => report.epd = Some(Epd { position, ops }),
        false => report.readable = Some(Epd { position, ops }),
    }
    report
}

/// A line without four fields before its operations.
fn field_count_error() -> Diagnostic {
    Diagnostic::error(
        "epd_field_count",
        t!(
            "epd-field-count",
            "an EPD line starts with four fields: placement, side to move, castling, en passant"
        ),
    )
    .with_hint(t!(
        "epd-field-count-hint",
        "for example: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;"
    ))
}

/// After the four fields: a FEN's two clocks (`0 1`), when the line is a
/// whole FEN given for an EPD line, said and stepped over; returns where
/// the operations start.
fn fen_clocks(text: &str, fields_end: usize, report: &mut EpdReport) -> usize {
    let rest = &text[fields_end..];
    let mut words = rest.split_whitespace();
    let (Some(halfmove), Some(fullmove)) = (words.next(), words.next()) else {
        return fields_end;
    };
    let number = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    let fullmove = fullmove.trim_end_matches(';');
    if !number(halfmove) || !number(fullmove) {
        return fields_end;
    }
    let start = fields_end + rest.find(halfmove).unwrap_or(0);
    let end = fields_end + rest.find(fullmove).map_or(0, |i| i + fullmove.len());
    report.errors.push(
        Diagnostic::error(
            "fen_clocks",
            t!(
                "epd-fen-clocks",
                "{halfmove} {fullmove} are a FEN's clocks: an EPD line has four fields, then operations",
                halfmove,
                fullmove
            ),
        )
        .with_hint(t!(
            "epd-fen-clocks-hint",
            "write them as operations, hmvc {halfmove}; fmvn {fullmove};, or check the line as a FEN",
            halfmove,
            fullmove
        ))
        .at(start..end),
    );
    (end + usize::from(text[end..].starts_with(';'))).min(text.len())
}

/// Where the fourth field ends, if the line has four.
fn four_fields_end(text: &str) -> Option<usize> {
    let mut end = 0;
    let mut rest = text;
    for _ in 0..4 {
        let start = rest.len() - rest.trim_start_matches(' ').len();
        rest = &rest[start..];
        let len = rest.find(' ').unwrap_or(rest.len());
        if len == 0 {
            return None;
        }
        end += start + len;
        rest = &rest[len..];
    }
    Some(end)
}

/// The operations after the four fields, as written.
fn operations<'a>(text: &'a str, from: usize, report: &mut EpdReport) -> Vec<Written<'a>> {
    let mut out: Vec<Written<'a>> = Vec::new();
    let bytes = text.as_bytes();
    let mut i = from;
    loop {
        // The standard parts operations by white space: a tab too.
        while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
            i += 1;
        }
        if i >= bytes.len() {
            return out;
        }
        let start = i;
        while i < bytes.len() && !matches!(bytes[i], b' ' | b'\t' | b';') {
            i += 1;
        }
        let opcode = &text[start..i];
        if opcode.is_empty() {
            // `;;`: a `;` with nothing before it.
            report.warnings.push(
                Diagnostic::warning(
                    "empty_operation",
                    t!("epd-empty-operation", "a ; with no operation before it"),
                )
                .with_hint(t!("epd-empty-operation-hint", "remove the extra ;"))
                .at(i..i + 1),
            );
            i += 1;
            continue;
        }
        if opcode == "-" && out.is_empty() && start == from_first(text, from) {
            // ERET's lines (and others copied from it) give a fifth field,
            // a second `-`, before their operations.
            report.warnings.push(
                Diagnostic::warning(
                    "stray_dash",
                    t!(
                        "epd-stray-dash",
                        "a - after the en passant field: an EPD line has four fields"
                    ),
                )
                .with_hint(t!("epd-stray-dash-hint", "remove the second -"))
                .at(start..i),
            );
            continue;
        }
        let mut op = Written {
            opcode,
            opcode_span: start..i,
            operands: Vec::new(),
            span: start..i,
        };
        if !is_opcode(opcode) {
            report.errors.push(
                Diagnostic::error(
                    "bad_opcode",
                    t!(
                        "epd-bad-opcode",
                        "\"{opcode}\" is no opcode: an opcode is a letter, then letters, digits or _, 14 at most",
                        opcode
                    ),
                )
                .with_hint(t!(
                    "epd-bad-opcode-hint",
                    "each operation is an opcode, its operands, then ;: bm Nf3;"
                ))
                .at(start..i),
            );
        }
        i = operands(text, i, &mut op, report);
        op.span = start..i.min(text.len());
        if out.iter().any(|o| o.opcode == opcode) {
            report.errors.push(
                Diagnostic::error(
                    "duplicate_opcode",
                    t!("epd-duplicate-opcode", "{opcode} is given twice", opcode),
                )
                .with_hint(t!(
                    "epd-duplicate-opcode-hint",
                    "give each opcode once, with all its operands"
                ))
                .at(op.opcode_span.clone()),
            );
        }
        out.push(op);
    }
}

/// Reads the operands of `op` from `i` to its `;`; returns where the
/// operation ends.
fn operands(text: &str, mut i: usize, op: &mut Written<'_>, report: &mut EpdReport) -> usize {
    let bytes = text.as_bytes();
    loop {
        while i < bytes.len() && matches!(bytes[i], b' ' | b'\t') {
            i += 1;
        }
        match bytes.get(i) {
            None => {
                report.warnings.push(
                    Diagnostic::warning("missing_semicolon", {
                        let opcode = op.opcode;
                        t!(
                            "epd-missing-semicolon",
                            "the operation {opcode} has no ; at its end",
                            opcode
                        )
                    })
                    .with_hint(t!(
                        "epd-missing-semicolon-hint",
                        "end each operation with ;"
                    ))
                    .at(op.opcode_span.clone()),
                );
                return i;
            }
            Some(b';') => return i + 1,
            Some(b'"') => {
                let Some((value, end)) = quoted(text, i) else {
                    report.errors.push(
                        Diagnostic::error(
                            "unclosed_string",
                            t!(
                                "epd-unclosed-string",
                                "a string opened with \" is never closed"
                            ),
                        )
                        .with_hint(t!(
                            "epd-unclosed-string-hint",
                            "close it with \" before the ;"
                        ))
                        .at(i..i + 1),
                    );
                    // The rest is the string: said once, not again as a
                    // missing operand.
                    op.operands
                        .push((text[i + 1..].to_string(), i..text.len(), true));
                    return text.len();
                };
                op.operands.push((value, i..end + 1, true));
                i = end + 1;
            }
            Some(_) => {
                let start = i;
                while i < bytes.len() && !matches!(bytes[i], b' ' | b'\t' | b';') {
                    i += 1;
                }
                op.operands
                    .push((text[start..i].to_string(), start..i, false));
            }
        }
    }
}

/// Where the first operation after `from` starts.
fn from_first(text: &str, from: usize) -> usize {
    let rest = &text[from..];
    from + rest.len() - rest.trim_start_matches([' ', '\t']).len()
}

fn is_opcode(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && word.len() <= 14
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The clocks `hmvc` and `fmvn` give, else 0 and 1.
fn clocks(written: &[Written<'_>], report: &mut EpdReport) -> (i64, i64) {
    let value = |opcode: &str, default: i64, report: &mut EpdReport| {
        written
            .iter()
            .find(|o| o.opcode == opcode)
            .and_then(|o| integer(o, false, report))
            .unwrap_or(default)
    };
    (value("hmvc", 0, report), value("fmvn", 1, report).max(1))
}

/// The one integer operand of `op`.
fn integer(op: &Written<'_>, signed: bool, report: &mut EpdReport) -> Option<i64> {
    let opcode = op.opcode;
    let example = || t!("epd-number-hint", "for example: {opcode} 12;", opcode);
    let [(word, span, false)] = op.operands.as_slice() else {
        report.errors.push(
            Diagnostic::error(
                "bad_operand",
                t!("epd-one-number", "{opcode} takes one number", opcode),
            )
            .with_hint(example())
            .at(op.span.clone()),
        );
        return None;
    };
    match word.parse::<i64>() {
        Ok(n) if signed || n >= 0 => Some(n),
        _ => {
            let message = if signed {
                t!(
                    "epd-not-integer",
                    "{opcode}: \"{word}\" is not a whole number",
                    opcode,
                    word
                )
            } else {
                t!(
                    "epd-not-count",
                    "{opcode}: \"{word}\" is not a whole number, 0 or more",
                    opcode,
                    word
                )
            };
            report.errors.push(
                Diagnostic::error("bad_operand", message)
                    .with_hint(example())
                    .at(span.clone()),
            );
            None
        }
    }
}

/// Each operation with its value typed by its opcode; moves read in
/// `position`.
fn typed(position: Position, written: Vec<Written<'_>>, report: &mut EpdReport) -> Vec<Operation> {
    written
        .into_iter()
        // A word that is no opcode is no operation (its error is said).
        .filter(|op| is_opcode(op.opcode))
        .filter_map(|op| {
            let operand = if let Some(&(_, signed)) = NUMBERS.iter().find(|(c, _)| *c == op.opcode)
            {
                // The clocks were read (and their errors said) already.
                let mut quiet = EpdReport {
                    epd: None,
                    readable: None,
                    errors: Vec::new(),
                    warnings: Vec::new(),
                };
                let n = integer(&op, signed, &mut quiet);
                if !matches!(op.opcode, "hmvc" | "fmvn") {
                    report.errors.append(&mut quiet.errors);
                }
                Operand::Int(n?)
            } else if matches!(op.opcode, "bm" | "am" | "pv") {
                Operand::Moves(moves(&op, position, report)?)
            } else if is_string_opcode(op.opcode) {
                Operand::Text(string(&op, report)?)
            } else {
                // An opcode rankfile does not know keeps its operands as
                // written, quotes and escapes included.
                let words: Vec<String> = op
                    .operands
                    .iter()
                    .map(|(w, _, quoted)| match quoted {
                        true => quote(w),
                        false => w.clone(),
                    })
                    .collect();
                Operand::Text(words.join(" "))
            };
            Some(Operation {
                opcode: op.opcode.to_string(),
                operand,
            })
        })
        .collect()
}

/// The moves of `bm`, `am` or `pv`, each read in `position` (`pv`'s in
/// the position after the moves before it).
fn moves(op: &Written<'_>, position: Position, report: &mut EpdReport) -> Option<Vec<Move>> {
    let opcode = op.opcode;
    if op.operands.is_empty() {
        report.errors.push(
            Diagnostic::error(
                "bad_operand",
                t!("epd-no-move", "{opcode} takes at least one move", opcode),
            )
            .with_hint(t!("epd-no-move-hint", "for example: {opcode} Nf3;", opcode))
            .at(op.span.clone()),
        );
        return None;
    }
    let mut pos = position;
    let mut out = Vec::new();
    for (word, span, _) in &op.operands {
        match pos.parse_san(word) {
            Ok(m) => {
                out.push(m);
                if op.opcode == "pv" {
                    pos.play_unchecked(&m);
                }
            }
            Err(e) => {
                let error = e.message().clone();
                report.errors.push(
                    Diagnostic::error(
                        "bad_move",
                        t!("epd-bad-move", "{opcode}: {error}", opcode, error),
                    )
                    .with_hint(crate::san::legal_moves_hint(&pos))
                    .at(span.clone()),
                );
                return None;
            }
        }
    }
    Some(out)
}

/// The one string operand of `id` or `c0`-`c9`; a bare word is taken,
/// with a warning.
fn string(op: &Written<'_>, report: &mut EpdReport) -> Option<String> {
    match op.operands.as_slice() {
        [(s, _, true)] => Some(s.clone()),
        [(s, span, false)] => {
            let opcode = op.opcode;
            report.warnings.push(
                Diagnostic::warning(
                    "unquoted_string",
                    t!(
                        "epd-unquoted-string",
                        "{opcode} takes a string in double quotes",
                        opcode
                    ),
                )
                .with_hint(t!(
                    "epd-unquoted-string-hint",
                    "write {opcode} \"{s}\";",
                    opcode,
                    s
                ))
                .at(span.clone()),
            );
            Some(s.clone())
        }
        _ => {
            let opcode = op.opcode;
            report.errors.push(
                Diagnostic::error(
                    "bad_operand",
                    t!(
                        "epd-one-string",
                        "{opcode} takes one string in double quotes",
                        opcode
                    ),
                )
                .with_hint(t!(
                    "epd-one-string-hint",
                    "for example: {opcode} \"WAC.001\";",
                    opcode
                ))
                .at(op.span.clone()),
            );
            None
        }
    }
}
