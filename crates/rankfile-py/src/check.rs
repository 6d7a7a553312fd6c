//! `check_fen`: what python-chess does not have, a FEN's every problem
//! with its code, place, hint and squares, in English, French,
//! Vietnamese or Portuguese, as the command line says them.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rankfile::fen::{self, CheckOptions, EpMode, ReadMode};
use rankfile::text::Render;
use rankfile::{Square, Variant};
use rankfile_i18n::{Catalog, Language};

/// One thing the reader has to say about a FEN.
#[pyclass(module = "rankfile", frozen, get_all)]
#[derive(Debug, Clone)]
pub struct Diagnostic {
    /// The stable machine code: `bad_fullmove`, `opposite_check`, …
    pub code: String,
    /// `error` or `warning`.
    pub severity: &'static str,
    /// A sentence for a person, in the language asked for.
    pub message: String,
    /// How to fix it, where a hint helps.
    pub hint: Option<String>,
    /// The FEN field it concerns (1 to 6), if one.
    pub field: Option<u8>,
    /// The characters of the input it points at: `(start, end)`, counted
    /// from 0, end excluded.
    pub span: Option<(usize, usize)>,
    /// The squares involved, python-chess's numbers (0 is a1).
    pub squares: Vec<u32>,
    /// The code of the problem this one follows from, when it is a
    /// consequence of it (mending that one mends this one).
    pub follows: Option<&'static str>,
}

#[pymethods]
impl Diagnostic {
    fn __repr__(&self) -> String {
        format!(
            "<Diagnostic {}[{}]: {}>",
            self.severity, self.code, self.message
        )
    }
}

/// The diagnostics `ds` of `input`, written by `language`.
pub(crate) fn diagnostics(
    ds: &[rankfile::diag::Diagnostic],
    input: &str,
    language: &dyn Render,
) -> Vec<Diagnostic> {
    ds.iter()
        .map(|d| Diagnostic {
            code: d.code.to_string(),
            severity: d.severity.as_str(),
            message: language.render(&d.message).into_owned(),
            hint: d.hint.as_ref().map(|h| language.render(h).into_owned()),
            field: d.field,
            span: d.char_span(input).map(|r| (r.start, r.end)),
            squares: d
                .squares
                .into_iter()
                .map(|s: Square| s.index() as u32)
                .collect(),
            follows: d.follows,
        })
        .collect()
}

/// What `check_fen` found.
#[pyclass(module = "rankfile", frozen, get_all)]
#[derive(Debug, Clone)]
pub struct FenReport {
    /// Whether the FEN is a legal position (warnings aside).
    pub ok: bool,
    /// The FEN as rankfile writes it (byte for byte the input when it was
    /// right), or `None` when it could not be read as a position.
    pub fen: Option<String>,
    /// What makes it wrong.
    pub problems: Vec<Diagnostic>,
    /// What is odd but allowed.
    pub warnings: Vec<Diagnostic>,
}

#[pymethods]
impl FenReport {
    fn __bool__(&self) -> bool {
        self.ok
    }

    fn __repr__(&self) -> String {
        let codes: Vec<&str> = self.problems.iter().map(|d| d.code.as_str()).collect();
        let ok = if self.ok { "True" } else { "False" };
        format!("<FenReport ok={ok} problems={codes:?}>")
    }
}

/// Reads a FEN and says everything wrong with it: each problem's code,
/// message, hint, place and squares, in `lang` (`en`, `fr`, `vi` or
/// `pt`; English by default). `lenient` forgives the slips people make
/// (a missing field, extra spaces) and says so in warnings; `chess960`
/// reads the castling field as X-FEN or Shredder-FEN.
///
/// >>> import rankfile
/// >>> report = rankfile.check_fen("8/8/8/8/8/8/8/8 w - - 0 0", lang="fr")
/// >>> report.ok, [p.code for p in report.problems][:1]
/// (False, ['bad_fullmove'])
#[pyfunction]
#[pyo3(signature = (text, *, lang = None, lenient = false, chess960 = false))]
pub fn check_fen(
    text: &str,
    lang: Option<&str>,
    lenient: bool,
    chess960: bool,
) -> PyResult<FenReport> {
    let language = match lang {
        None => Language::English,
        Some(code) => code.parse::<Language>().map_err(|_| {
            PyValueError::new_err(format!("no language {code:?}: give en, fr, vi or pt"))
        })?,
    };
    let catalog = Catalog::get(language);
    let options = CheckOptions {
        mode: match lenient {
            true => ReadMode::Lenient,
            false => ReadMode::Strict,
        },
        variant: match chess960 {
            true => Variant::Chess960,
            false => Variant::Standard,
        },
    };
    let report = fen::check(text, options);
    Ok(FenReport {
        ok: report.is_ok(),
        fen: report.fen(EpMode::AsGiven),
        problems: diagnostics(&report.errors, text, catalog),
        warnings: diagnostics(&report.warnings, text, catalog),
    })
}
