//! An EPD line's layout: its four fields, then its operations as written,
//! each opcode with its operands (strings unquoted), and what is wrong in
//! that layout.

use core::ops::Range;

use super::EpdReport;
use crate::diag::Diagnostic;
use crate::text::t;

/// The string that starts after the `"` at `open`: its text, escapes
/// (`\"`, `\\`) undone, and where its closing quote stands; `None` when
/// it is never closed.
pub(super) fn quoted(text: &str, open: usize) -> Option<(String, usize)> {
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

/// One operation as written: its opcode, its operands (quotes taken off
/// strings), and where each stands.
pub(super) struct Written<'a> {
    pub(super) opcode: &'a str,
    pub(super) opcode_span: Range<usize>,
    pub(super) operands: Vec<(String, Range<usize>, bool)>,
    pub(super) span: Range<usize>,
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
    let mut report = EpdReport::default();
    let laid_out = layout(text, &mut report);
    if let Some(error) = report.errors.into_iter().next() {
        return Err(Box::new(error));
    }
    let Some((fields_end, ops)) = laid_out else {
        return Err(Box::new(field_count_error()));
    };
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

/// Where a line's four fields end, and its operations as written; `None`
/// (its error in `report`) when it has no four fields. The problems of
/// the layout go to `report`.
pub(super) fn layout<'a>(
    text: &'a str,
    report: &mut EpdReport,
) -> Option<(usize, Vec<Written<'a>>)> {
    let Some(fields_end) = four_fields_end(text) else {
        report.errors.push(field_count_error());
        return None;
    };
    let ops_start = fen_clocks(text, fields_end, report);
    Some((fields_end, operations(text, ops_start, report)))
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
pub(super) fn operands(
    text: &str,
    mut i: usize,
    op: &mut Written<'_>,
    report: &mut EpdReport,
) -> usize {
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

pub(super) fn is_opcode(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && word.len() <= 14
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}
