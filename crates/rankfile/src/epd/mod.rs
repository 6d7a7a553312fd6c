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

use crate::diag::Diagnostic;
use crate::fen::{self, ReadMode};
use crate::{Move, Position};

mod layout;
mod typed;

use layout::layout;
pub use layout::{WrittenOperation, written};
use typed::{clocks, is_string_opcode, typed};

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
#[derive(Debug, Clone, Default)]
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
pub(super) fn quote(text: &str) -> String {
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
    let mut report = EpdReport::default();
    let Some((fields_end, written)) = layout(text, &mut report) else {
        return report;
    };
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
