//! `POST /api/pgn`: games checked, with their main lines and export text.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rankfile::{ReadOptions, Variant, pgn};
use serde::{Deserialize, Serialize};

use rankfile_i18n::Catalog;
use rankfile_io::Item;

use super::tree::{TreeJson, tree_and_opening};
use super::{MAX_GAMES, MAX_PGN, MAX_PLIES, body, catalog, error};
#[cfg(doc)]
use crate::json::MoveJson;
use crate::json::OpeningJson;

/// `POST /api/pgn`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PgnRequest {
    /// One or more games: at most 1 MiB (1,048,576 bytes of UTF-8; more is
    /// a 413 `too_large`), of which the first 100 games and 20,000 plies
    /// are answered.
    pub pgn: String,
    /// The language of the sentences: `en` (the default), `fr`, `vi`, `pt`.
    #[serde(default)]
    #[schema(pattern = r"^([Ee][Nn]|[Ff][Rr]|[Vv][Ii]|[Pp][Tt])([-_.@][\s\S]*)?$")]
    pub lang: Option<String>,
    /// Play the games without a `Variant` tag as Chess960 (a game's own
    /// `Variant` tag still decides for it).
    #[serde(default)]
    pub chess960: bool,
    /// Give each game's main line as `moves` (the default): `false` leaves
    /// it out (`[]`), as the tree holds it too.
    #[serde(default = "given")]
    pub main_line: bool,
}

fn given() -> bool {
    true
}

/// A move of a game's main line.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PgnMoveJson {
    /// Canonical SAN.
    pub san: String,
    /// UCI.
    pub uci: String,
    /// See [`MoveJson::from`].
    pub from: String,
    /// See [`MoveJson::to`].
    pub to: String,
    /// The FEN after the move.
    pub fen: String,
}

/// A problem in a PGN text: the core's JSON form, placed by line and
/// column in the text sent.
pub use rankfile::diag::TextDiagnosticJson as PgnProblemJson;

/// One game of a PGN text.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PgnGameJson {
    /// From 1.
    pub number: usize,
    /// The tags in their order.
    pub tags: Vec<(String, String)>,
    /// No error.
    pub ok: bool,
    /// The result: the `Result` tag, else the one after the moves, else `*`.
    pub result: String,
    /// How the final position ends the game by the rules, if it does.
    pub outcome: Option<String>,
    /// The starting FEN.
    pub start: String,
    /// The main line as far as it could be read (and as far as
    /// [`MAX_PLIES`] allows); `[]` when the request's `main_line` is false.
    pub moves: Vec<PgnMoveJson>,
    /// The main line has more plies than `moves` gives.
    pub moves_truncated: bool,
    /// Problems, the first [`MAX_LISTED_PROBLEMS`].
    pub errors: Vec<PgnProblemJson>,
    /// Oddities, the first [`MAX_LISTED_PROBLEMS`].
    pub warnings: Vec<PgnProblemJson>,
    /// How many more errors and warnings the reading kept than are listed
    /// (the reader itself keeps at most [`pgn::MAX_PROBLEMS`] of each kind,
    /// then says `too_many_problems`).
    pub more_problems: usize,
    /// The game in the export format, everything it holds (tags, comments,
    /// NAGs, variations) as far as it could be read, ending with a line
    /// end: what Copy PGN copies.
    pub pgn: String,
    /// Every move the game holds: the main line and the variations, with
    /// their comments, NAGs, clocks and evaluations.
    pub tree: TreeJson,
    /// The game's opening: the deepest named position of its main line.
    pub opening: Option<OpeningJson>,
}

/// The answer to `POST /api/pgn`.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct PgnAnswer {
    /// The games, at most [`MAX_GAMES`].
    pub games: Vec<PgnGameJson>,
    /// The text held more games than were answered for.
    pub truncated: bool,
}

/// The most errors, and the most warnings, listed for one game: a text of
/// nothing but stray brackets has one a byte.
pub const MAX_LISTED_PROBLEMS: usize = 100;

/// Reads every game of `text`, those without a `Variant` tag by the rules
/// of `variant`, saying what is wrong in the language of `cat`.
pub fn pgn_answer(text: &str, variant: Variant, cat: &Catalog) -> PgnAnswer {
    pgn_answer_until(text, variant, true, cat, &|| false).unwrap_or(PgnAnswer {
        games: Vec::new(),
        truncated: true,
    })
}

/// [`pgn_answer`], asking `stop` before each game: `None` when it said to
/// stop (the request timed out and nobody waits for the answer). Each
/// game's main line is given as `moves` when `main_line` is true.
pub fn pgn_answer_until(
    text: &str,
    variant: Variant,
    main_line: bool,
    cat: &Catalog,
    stop: &dyn Fn() -> bool,
) -> Option<PgnAnswer> {
    let options = ReadOptions {
        allow_null: true,
        variant,
        other_letters: cat.language().piece_letters(),
        ..ReadOptions::default()
    };
    let texts = rankfile_io::games_in(text, std::path::Path::new("-"));
    let truncated = texts.len() > MAX_GAMES;
    let mut plies = 0;
    let mut games = Vec::new();
    for game in texts.iter().take(MAX_GAMES) {
        if stop() {
            return None;
        }
        let room = MAX_PLIES.saturating_sub(plies);
        let json = game_json(game, room, main_line, &options, cat);
        // The main line's moves and the tree's both count against the bound.
        plies += json.moves.len() + json.tree.len();
        games.push(json);
    }
    Some(PgnAnswer { games, truncated })
}

/// One game, with at most `room` moves in its tree (and its main line,
/// when `main_line`, as far as the tree gives it): read once, its tree,
/// main line and opening from one walk, and written once.
fn game_json(
    item: &Item,
    room: usize,
    main_line: bool,
    options: &ReadOptions,
    cat: &Catalog,
) -> PgnGameJson {
    let game = &item.text;
    let reading = pgn::read_game(game, options);
    let plies = reading.game.main_line().len();
    let (tree, opening) = tree_and_opening(&reading.game, room);
    let moves: Vec<PgnMoveJson> = (tree.moves.iter())
        .take(if main_line { plies } else { 0 })
        .map(|m| PgnMoveJson {
            san: m.san.clone(),
            uci: m.uci.clone(),
            from: m.from.clone(),
            to: m.to.clone(),
            fen: m.fen.clone(),
        })
        .collect();
    let listed = |problems: &[pgn::PgnProblem]| {
        let problems = &problems[..problems.len().min(MAX_LISTED_PROBLEMS)];
        (problems.iter())
            .zip(game.locate(problems))
            .map(|(p, at)| PgnProblemJson::new(&in_page_letters(p, cat), at, cat))
            .collect()
    };
    let more_problems = reading.errors.len().saturating_sub(MAX_LISTED_PROBLEMS)
        + reading.warnings.len().saturating_sub(MAX_LISTED_PROBLEMS);
    PgnGameJson {
        number: item.number as usize,
        tags: reading.game.tags.clone(),
        ok: reading.errors.is_empty(),
        result: reading.game.result().to_string(),
        outcome: reading.outcome.outcome.map(|o| o.code().to_string()),
        start: reading.game.start.fen(),
        moves_truncated: main_line && plies > moves.len(),
        moves,
        errors: listed(&reading.errors),
        warnings: listed(&reading.warnings),
        more_problems,
        pgn: pgn::export(&reading.game) + "\n",
        tree,
        opening: opening.map(|(o, ply)| OpeningJson::new(o, Some(ply))),
    }
}

/// How many PGN texts are read at once: each may take some megabytes
/// (a game of stray brackets has a problem a byte), so that a crowd of
/// heavy requests waits its turn (within its deadline) instead of taking
/// the machine's memory.
pub const PGN_WORKERS: usize = 4;

static PGN_WORK: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(PGN_WORKERS);

/// Sets its flag when dropped: the handler's future is dropped when the
/// request times out, and the blocking work then stops at its next game.
struct StopOnDrop(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// `POST /api/pgn`: check a PGN text and give its games' main lines.
#[utoipa::path(post, path = "/api/pgn", tag = "api", request_body = PgnRequest,
    responses((status = 200, description = "Each game checked, its moves and its tree", body = PgnAnswer)))]
pub async fn post_pgn(request: Result<Json<PgnRequest>, JsonRejection>) -> Response {
    let request = match body(request) {
        Ok(r) => r,
        Err(e) => return e.into_response(),
    };
    let cat = match catalog(request.lang.as_deref()) {
        Ok(cat) => cat,
        Err(e) => return e.into_response(),
    };
    if request.pgn.len() > MAX_PGN {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too_large",
            cat.say(
                "api-pgn-too-large",
                &[("bytes", request.pgn.len().into()), ("max", MAX_PGN.into())],
            ),
        );
    }
    // Replaying a large text is work for a blocking thread, not the
    // server's own; it stops when nobody waits for it any more.
    let Ok(permit) = PGN_WORK.acquire().await else {
        return error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "the PGN readers are closed",
        );
    };
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let _guard = StopOnDrop(stop.clone());
    let variant = super::variant(request.chess960);
    let work = move || {
        let _permit = permit;
        pgn_answer_until(&request.pgn, variant, request.main_line, cat, &|| {
            stop.load(std::sync::atomic::Ordering::Relaxed)
        })
    };
    match tokio::task::spawn_blocking(work).await {
        Ok(Some(answer)) => Json(answer).into_response(),
        Ok(None) | Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "reading the PGN failed",
        ),
    }
}

/// `problem`, the list of legal moves in its hint written in the piece
/// letters of `cat`'s language (`Cc3` for a French reader): the page shows
/// moves in them.
fn in_page_letters(problem: &pgn::PgnProblem, cat: &Catalog) -> pgn::PgnProblem {
    let mut problem = problem.clone();
    let lists_moves = problem.hint.as_ref().map(|h| h.id()) == Some("legal-moves-here");
    if let (true, Some(at)) = (lists_moves, &problem.at_move) {
        let pos = &at.before;
        let letters = cat.language().piece_letters();
        let legal: Vec<String> = (pos.legal_moves().iter())
            .map(|m| pos.san_in(m, letters))
            .collect();
        let legal = legal.join(" ");
        let english = format!("the legal moves here: {legal}");
        problem.hint =
            Some(rankfile::text::Text::new("legal-moves-here", english).arg("legal", legal));
    }
    problem
}
