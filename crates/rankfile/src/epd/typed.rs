//! An EPD line's operands read for what their opcode says they are:
//! moves in the position, numbers, text.

use super::layout::{Written, is_opcode};
use super::{EpdReport, Operand, Operation, quote};
use crate::diag::Diagnostic;
use crate::text::t;
use crate::{Move, Position};

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

pub(super) fn is_string_opcode(opcode: &str) -> bool {
    opcode == "id"
        || (opcode.len() == 2 && opcode.starts_with('c') && opcode.as_bytes()[1].is_ascii_digit())
}

/// The clocks `hmvc` and `fmvn` give, else 0 and 1.
pub(super) fn clocks(written: &[Written<'_>], report: &mut EpdReport) -> (i64, i64) {
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
pub(super) fn typed(
    position: Position,
    written: Vec<Written<'_>>,
    report: &mut EpdReport,
) -> Vec<Operation> {
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
