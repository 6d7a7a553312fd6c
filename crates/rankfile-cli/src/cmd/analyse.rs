//! `rankfile analyse`: a UCI engine's verdict on one position, the score
//! from White's side and the best lines in SAN.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use rankfile_engine::{AnalysedLine, Analysis, Engine, EngineError, Limit, Score, Timeouts};
use serde::Serialize;

use crate::diag;
use crate::i18n::{cat, say};

/// The engine to run and how to set it, shared with `pgn annotate`.
#[derive(clap::Args)]
pub struct EngineArgs {
    /// The UCI engine's program (default: stockfish on the PATH, else
    /// /usr/games/stockfish).
    #[arg(long, value_name = "PATH")]
    engine: Option<PathBuf>,
    /// One of the engine's options, NAME=VALUE (Threads=2, Hash=256,
    /// "Skill Level=5"); repeat for several.
    #[arg(long = "option", value_name = "NAME=VALUE", value_parser = option_arg)]
    options: Vec<(String, String)>,
    /// Seconds the engine may stay silent before it is taken for hung.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    timeout: u64,
}

/// How deep to search: one of these, else depth 18.
#[derive(clap::Args)]
#[group(multiple = false)]
pub struct LimitArgs {
    /// Search this many plies deep (the default: 18).
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u32>(1, 99))]
    depth: Option<u32>,
    /// Search this many positions.
    #[arg(long, value_name = "N", value_parser = super::whole_number::<u64>(1, u64::MAX))]
    nodes: Option<u64>,
    /// Search this many milliseconds.
    #[arg(long, value_name = "MS", value_parser = super::whole_number::<u64>(1, u64::MAX))]
    movetime: Option<u64>,
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    engine: EngineArgs,
    #[command(flatten)]
    limit: LimitArgs,
    /// The best K lines, not only the best.
    #[arg(long, value_name = "K", default_value_t = 1,
          value_parser = super::whole_number::<u32>(1, 50))]
    multipv: u32,
    /// One JSON object: {"fen", "engine", "bestmove", "bestmove_san",
    /// "ponder", "score", "pv", "pv_san", "depth", "lines"}.
    #[arg(long)]
    json: bool,
    /// Read the FEN as Chess960 (castling as X-FEN or Shredder-FEN).
    #[arg(long)]
    chess960: bool,
    /// The position, as a FEN (quote it: it has spaces).
    fen: String,
}

/// `NAME=VALUE` of `--option`.
pub(crate) fn option_arg(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((name, value)) if !name.trim().is_empty() => {
            Ok((name.trim().to_string(), value.trim().to_string()))
        }
        _ => Err(say!("cli-engine-option-form", text = text)),
    }
}

impl LimitArgs {
    /// The search's limit: the one given, else depth 18.
    pub fn limit(&self) -> Limit {
        let limit = Limit {
            depth: self.depth,
            nodes: self.nodes,
            time: self.movetime.map(Duration::from_millis),
            ..Limit::default()
        };
        if limit == Limit::default() {
            Limit {
                depth: Some(18),
                ..limit
            }
        } else {
            limit
        }
    }
}

impl EngineArgs {
    /// The engine started and set, or the error said (in the reader's
    /// language) and `None`.
    pub fn start(&self) -> Option<Engine> {
        let Some(path) = self.engine.clone().or_else(rankfile_engine::default_engine) else {
            eprintln!("{}{}", crate::i18n::program(), say!("cli-engine-none"));
            eprintln!("{}", hint_line(&cat().text(&no_engine_hint())));
            return None;
        };
        let timeouts = Timeouts {
            silence: Duration::from_secs(self.timeout.max(1)),
            ..Timeouts::default()
        };
        let started = Engine::start_configured(&path, &self.options, timeouts);
        started.map_err(|e| say_error(&e)).ok()
    }
}

fn no_engine_hint() -> rankfile::text::Text {
    EngineError::NotFound {
        engine: String::new(),
    }
    .hint()
}

fn hint_line(hint: &str) -> String {
    format!(
        "  {}{} {hint}",
        cat().words().hint,
        cat().words().colon.trim_end()
    )
}

/// An engine's error on standard error: the sentence, then the hint.
pub fn say_error(e: &EngineError) {
    eprintln!("{}{}", crate::i18n::program(), cat().text(&e.message()));
    eprintln!("{}", hint_line(&cat().text(&e.hint())));
}

#[derive(Serialize)]
struct Report<'a> {
    fen: &'a str,
    engine: &'a str,
    bestmove: Option<&'a str>,
    bestmove_san: Option<&'a str>,
    ponder: Option<&'a str>,
    score: Option<ScoreJson>,
    pv: &'a [String],
    pv_san: &'a [String],
    depth: Option<u32>,
    lines: Vec<LineJson<'a>>,
}

/// A score from White's side: `{"cp": 35}` or `{"mate": -2}`.
#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ScoreJson {
    Cp(i32),
    Mate(i32),
}

impl From<Score> for ScoreJson {
    fn from(s: Score) -> ScoreJson {
        match s {
            Score::Cp(cp) => ScoreJson::Cp(cp),
            Score::Mate(n) => ScoreJson::Mate(n),
        }
    }
}

#[derive(Serialize)]
struct LineJson<'a> {
    multipv: u32,
    depth: Option<u32>,
    seldepth: Option<u32>,
    score: Option<ScoreJson>,
    /// `exact`, `lower` or `upper`, from White's side.
    bound: &'static str,
    /// Wins, draws and losses in a thousand, for White.
    wdl: Option<[u32; 3]>,
    nodes: Option<u64>,
    pv: &'a [String],
    pv_san: &'a [String],
}

impl<'a> LineJson<'a> {
    fn of(line: &'a AnalysedLine) -> LineJson<'a> {
        LineJson {
            multipv: line.multipv,
            depth: line.depth,
            seldepth: line.seldepth,
            score: line.score.map(ScoreJson::from),
            bound: match line.bound {
                rankfile_engine::Bound::Exact => "exact",
                rankfile_engine::Bound::Lower => "lower",
                rankfile_engine::Bound::Upper => "upper",
            },
            wdl: line.wdl.map(|w| [w.wins, w.draws, w.losses]),
            nodes: line.nodes,
            pv: &line.uci,
            pv_san: &line.san,
        }
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let pos = match diag::read_position(&args.fen, diag::variant(args.chess960)) {
        Ok(pos) => pos,
        Err(report) => {
            diag::refuse(&args.fen, &report, false, args.json)?;
            return Ok(ExitCode::from(1));
        }
    };
    let Some(mut engine) = args.engine.start() else {
        return Ok(ExitCode::from(3));
    };
    let analysis =
        match rankfile_engine::analyse(&mut engine, &pos, &args.limit.limit(), args.multipv) {
            Ok(analysis) => analysis,
            Err(e) => {
                say_error(&e);
                return Ok(ExitCode::from(3));
            }
        };
    engine.quit();
    let fen = pos.fen();
    if args.json {
        writeln!(
            std::io::stdout(),
            "{}",
            serde_json::to_string(&report(&fen, &analysis))?
        )?;
    } else {
        write!(std::io::stdout(), "{}", text(&pos, &analysis))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn report<'a>(fen: &'a str, analysis: &'a Analysis) -> Report<'a> {
    let first = analysis.lines.first();
    Report {
        fen,
        engine: &analysis.engine,
        bestmove: analysis.best.as_ref().map(|b| b.0.as_str()),
        bestmove_san: analysis.best.as_ref().map(|b| b.1.as_str()),
        ponder: analysis.ponder.as_ref().map(|p| p.0.as_str()),
        score: first.and_then(|l| l.score).map(ScoreJson::from),
        pv: first.map_or(&[], |l| &l.uci),
        pv_san: first.map_or(&[], |l| &l.san),
        depth: first.and_then(|l| l.depth),
        lines: analysis.lines.iter().map(LineJson::of).collect(),
    }
}

/// The score as a person reads it: `+0.35`, `-1.20`, `#3`, `#-2`.
pub fn shown(score: Option<Score>) -> String {
    match score {
        Some(Score::Cp(cp)) if cp > 0 => format!("+{}", Score::Cp(cp).to_eval()),
        Some(s) => s.to_eval(),
        None => "?".to_string(),
    }
}

/// Moves given in UCI, in SAN with the piece letters of `--lang`, as
/// every command writes moves for a person (JSON keeps the standard's).
fn in_letters(pos: &rankfile::Position, line: &[String]) -> Vec<String> {
    let letters = crate::i18n::letters();
    let mut at = *pos;
    let mut out = Vec::with_capacity(line.len());
    for uci in line {
        let Ok(m) = at.parse_uci(uci) else { break };
        out.push(at.san_in(&m, letters));
        at.play_unchecked(&m);
    }
    out
}

fn text(pos: &rankfile::Position, analysis: &Analysis) -> String {
    let depth = analysis.lines.first().and_then(|l| l.depth).unwrap_or(0);
    let mut out = say!(
        "cli-analyse-engine",
        engine = analysis.engine.as_str(),
        depth = depth
    );
    out.push('\n');
    for line in &analysis.lines {
        let moves = rankfile::pgn::numbered(pos, &in_letters(pos, &line.uci));
        out += &format!("{:>6}  {moves}\n", shown(line.score));
    }
    match &analysis.best {
        Some((uci, _)) => {
            let best = in_letters(pos, std::slice::from_ref(uci)).concat();
            out += &say!("cli-analyse-best", san = best.as_str());
        }
        None if pos.is_checkmate() => out += &say!("cli-analyse-mated"),
        None => out += &say!("cli-analyse-no-move"),
    }
    out.push('\n');
    out
}
