//! `rankfile pgn check`: every game replayed, each problem with its file,
//! line and column, as text or JSON.

use crate::i18n::{cat, say};
use std::io::{BufWriter, Write};
use std::process::ExitCode;

use rankfile::pgn::{self, PgnProblem};
use serde::Serialize;

use super::{CheckArgs, each_game, file_prefix, not_read};
use rankfile_io::Item;

/// One problem of a game, every key present (`null` where it does not
/// apply): the core's JSON form.
pub(super) type ProblemJson = rankfile::diag::FileDiagnosticJson;

/// Each problem with its line and column in the input, found in one pass
/// over the game's text.
pub(super) fn locate_all(item: &Item, problems: &[PgnProblem]) -> Vec<ProblemJson> {
    let file = item.file.display().to_string();
    (problems.iter())
        .zip(item.text.locate(problems))
        .map(|(p, at)| ProblemJson::new(p, &file, at, cat()))
        .collect()
}

/// A problem found outside the game's text: a line that is not UTF-8.
fn not_utf8(item: &Item, line: usize) -> ProblemJson {
    ProblemJson {
        code: "not_utf8".to_string(),
        message: say!(
            "cli-not-utf8",
            line = line,
            encoding = item.text.encoding.name()
        ),
        hint: Some(say!("cli-not-utf8-hint")),
        line,
        column: 1,
        span: [0, 0],
        file: item.file.display().to_string(),
        ply: None,
        move_number: None,
        side: None,
        fen: None,
        candidates: None,
        follows: None,
    }
}

#[derive(Serialize)]
struct GameJson {
    game: u64,
    file: String,
    ok: bool,
    white: Option<String>,
    black: Option<String>,
    event: Option<String>,
    plies: usize,
    result: String,
    outcome: Option<&'static str>,
    claims: Vec<&'static str>,
    final_fen: String,
    /// The deepest named position of the main line (the lichess data
    /// set), and the plies played to reach it; null when none is named.
    opening: Option<OpeningJson>,
    errors: Vec<ProblemJson>,
    warnings: Vec<ProblemJson>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    main_line: Option<MainLineJson>,
}

/// A game's opening: the core's form, `ply` always there.
pub(super) use rankfile::json::OpeningJson;

/// The main line, one entry a ply in each list (with `--moves`).
#[derive(Serialize)]
struct MainLineJson {
    san: Vec<String>,
    uci: Vec<String>,
    /// Seconds left on the mover's clock after the ply, from `[%clk]`.
    clocks: Vec<Option<f64>>,
    /// The engine's evaluation after the ply, from `[%eval]`.
    evals: Vec<Option<EvalJson>>,
    /// With `--annotations`: each ply's NAGs and comments.
    #[serde(skip_serializing_if = "Option::is_none")]
    annotations: Option<Vec<AnnotationJson>>,
}

use rankfile::json::EvalJson;

#[derive(Serialize)]
struct AnnotationJson {
    nags: Vec<u8>,
    /// The comment before the ply (at the start of a line).
    before: Option<String>,
    /// The comment after it.
    comment: Option<String>,
}

impl MainLineJson {
    fn with_capacity(plies: usize) -> MainLineJson {
        MainLineJson {
            san: Vec::with_capacity(plies),
            uci: Vec::with_capacity(plies),
            clocks: Vec::with_capacity(plies),
            evals: Vec::with_capacity(plies),
            annotations: None,
        }
    }

    /// Adds a ply: its SAN and UCI, its clock and evaluation.
    fn push(&mut self, san: String, uci: String, (clock, eval): (Option<f64>, Option<pgn::Eval>)) {
        self.san.push(san);
        self.uci.push(uci);
        self.clocks.push(clock);
        self.evals.push(eval.map(EvalJson::from));
    }
}

/// The main line of a game read as a tree, with each ply's NAGs and
/// comments, and what walking it found.
fn annotated_line(game: &pgn::Game) -> (pgn::GameSummary, MainLineJson) {
    let main = game.main_line();
    let mut line = MainLineJson::with_capacity(main.len());
    let mut annotations = Vec::with_capacity(main.len());
    let some = |text: &str| (!text.is_empty()).then(|| text.to_string());
    let mut nodes = main.iter();
    let summary = game.summarize(|ply| {
        line.push(ply.san(), ply.uci(), ply.clock_and_eval());
        // The walk goes over the same nodes, in the same order.
        if let Some(node) = nodes.next() {
            annotations.push(AnnotationJson {
                nags: node.nags.clone(),
                before: some(&node.starting_comment),
                comment: some(&node.comment),
            });
        }
    });
    line.annotations = Some(annotations);
    (summary, line)
}

/// What `pgn check` prints for one game, rendered on the worker thread: a
/// JSON line, or the problem lines (nothing for a clean game).
struct Checked {
    ok: bool,
    /// The moves read in another spelling than SAN's.
    respelled: usize,
    text: String,
}

/// How `pgn check` reports: JSON or text, with the main line or not, for
/// one input or several.
#[derive(Clone, Copy)]
struct Report {
    strict: bool,
    moves: bool,
    annotations: bool,
    json: bool,
    several: bool,
}

fn check_one(item: &Item, report: Report) -> anyhow::Result<Checked> {
    let Report {
        strict,
        moves,
        annotations,
        json,
        several,
    } = report;
    let options = rankfile::ReadOptions {
        strict,
        ..super::forgiving()
    };
    // Checking builds no tree: the verdict and the main line are all it
    // needs, with the comments that hold clocks for `--moves`. With
    // `--annotations` the game is read once, as a tree, and checked from it.
    let tree = (json && annotations).then(|| pgn::read_game(&item.text, options));
    let check = match &tree {
        Some(reading) => reading.as_check(),
        None => pgn::check_game(
            &item.text,
            pgn::GameOptions {
                moves: options,
                commands: json && moves,
                san: json && moves,
            },
        ),
    };
    let ok = check.errors.is_empty();
    let respelled = pgn::respelled(&check.warnings) + pgn::respelled(&check.errors);
    let clean = ok && check.warnings.is_empty() && item.text.bad_lines.is_empty();
    if !json && clean {
        return Ok(Checked {
            ok,
            respelled,
            text: String::new(),
        });
    }
    let mut warnings = locate_all(item, &check.warnings);
    warnings.extend(item.text.bad_lines.iter().map(|&line| not_utf8(item, line)));
    let errors = locate_all(item, &check.errors);
    if !json {
        let who = super::game_who(|name| check.tag(name));
        let prefix = file_prefix(item, several);
        let text = super::problem_lines(&prefix, item.number, &who, [&errors, &warnings]);
        return Ok(Checked {
            ok,
            respelled,
            text,
        });
    }
    let (summary, main_line) = match &tree {
        Some(reading) => {
            let (summary, line) = annotated_line(&reading.game);
            (summary, Some(line))
        }
        None if moves => {
            let mut line = MainLineJson::with_capacity(check.main_line.len());
            let summary = check.summarize_moves(|ply| {
                line.push(ply.san.to_string(), ply.uci(), ply.clock_and_eval());
            });
            (summary, Some(line))
        }
        None => {
            let opening = check.opening();
            let plies = check.main_line.len();
            (pgn::GameSummary { plies, opening }, None)
        }
    };
    let outcome = &check.outcome;
    let game = GameJson {
        game: item.number,
        file: item.file.display().to_string(),
        ok,
        white: check.tag("White").map(str::to_string),
        black: check.tag("Black").map(str::to_string),
        event: check.tag("Event").map(str::to_string),
        plies: check.main_line.len(),
        result: check.result().to_string(),
        outcome: outcome.outcome.map(|o| o.code()),
        claims: outcome.claims.iter().map(|c| c.code()).collect(),
        final_fen: check.final_position.fen(),
        opening: (summary.opening).map(|(o, ply)| OpeningJson::new(o, Some(ply))),
        errors,
        warnings,
        main_line,
    };
    let mut text = serde_json::to_string(&game)?;
    text.push('\n');
    Ok(Checked {
        ok,
        respelled,
        text,
    })
}

pub(super) fn check(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let (mut games, mut bad, mut respelled) = (0u64, 0u64, 0usize);
    let json = args.json;
    let report = Report {
        strict: args.strict,
        moves: args.moves,
        annotations: args.annotations,
        json,
        several: args.inputs.files.len() > 1,
    };
    let read = each_game(
        &args.inputs,
        |item| check_one(item, report),
        |checked| {
            let checked = match checked {
                Ok(checked) => checked?,
                Err(unread) => return unread.say(&mut out, json),
            };
            games += 1;
            bad += u64::from(!checked.ok);
            respelled += checked.respelled;
            out.write_all(checked.text.as_bytes())?;
            Ok(())
        },
    );
    let failed = read?;
    // Nothing read at all: said, on standard error, whatever the format.
    if games == 0 && failed == 0 {
        eprintln!("{}", say!("cli-pgn-nothing"));
    }
    if !json {
        let summary = say!(
            "cli-pgn-summary",
            games = games,
            good = games - bad,
            bad = bad
        );
        let respelled = match respelled {
            0 => String::new(),
            moves => say!("cli-pgn-respelled", moves = moves),
        };
        writeln!(
            out,
            "{summary}{respelled}{}",
            not_read(failed, args.inputs.files.len())
        )?;
    }
    out.flush()?;
    Ok(crate::cmd::exit_status(bad == 0 && failed == 0))
}
