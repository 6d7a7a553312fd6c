//! `POST /api/pgn`: games checked, with their main lines and export text.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rankfile::{EpMode, pgn};
use serde::{Deserialize, Serialize};

use super::{MAX_GAMES, MAX_PGN, MAX_PLIES, body, error};
#[cfg(doc)]
use crate::json::MoveJson;

/// `POST /api/pgn`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PgnRequest {
    /// One or more games.
    pub pgn: String,
}

/// A move of a game's main line.
#[derive(Debug, Serialize, Deserialize)]
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

/// A problem in a PGN text.
#[derive(Debug, Serialize, Deserialize)]
pub struct PgnProblemJson {
    /// Line (from 1) and column (characters, from 1) in the text sent.
    pub line: usize,
    /// See `line`.
    pub column: usize,
    /// A stable code.
    pub code: String,
    /// What is wrong.
    pub message: String,
}

/// One game of a PGN text.
#[derive(Debug, Serialize, Deserialize)]
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
    /// [`MAX_PLIES`] allows).
    pub moves: Vec<PgnMoveJson>,
    /// The main line has more plies than `moves` gives.
    pub moves_truncated: bool,
    /// Problems.
    pub errors: Vec<PgnProblemJson>,
    /// Oddities.
    pub warnings: Vec<PgnProblemJson>,
}

/// The answer to `POST /api/pgn`.
#[derive(Debug, Serialize, Deserialize)]
pub struct PgnAnswer {
    /// The games, at most [`MAX_GAMES`].
    pub games: Vec<PgnGameJson>,
    /// The text held more games than were answered for.
    pub truncated: bool,
}

/// Reads every game of `text`.
pub fn pgn_answer(text: &str) -> PgnAnswer {
    let mut splitter = pgn::Splitter::new();
    let mut texts = Vec::new();
    splitter.push(text.as_bytes(), |g| texts.push(g));
    texts.extend(splitter.finish());
    let truncated = texts.len() > MAX_GAMES;
    let mut plies = 0;
    let games = texts
        .iter()
        .take(MAX_GAMES)
        .enumerate()
        .map(|(i, game)| {
            let reading = pgn::read_game(game);
            let locate = |p: &pgn::PgnProblem| {
                let (lines, column) = p.line_column(game);
                PgnProblemJson {
                    line: game.line + lines,
                    column,
                    code: p.code.to_string(),
                    message: p.message.clone(),
                }
            };
            let mut pos = reading.game.start;
            let main = reading.game.main_line();
            let room = MAX_PLIES.saturating_sub(plies);
            let moves_truncated = main.len() > room;
            plies += main.len().min(room);
            let moves = main
                .iter()
                .take(room)
                .map(|node| {
                    let (san, uci) = (node.san(&pos), node.uci());
                    let (from, to) = node.mv.map_or((String::new(), String::new()), |m| {
                        (m.from().to_string(), m.to().to_string())
                    });
                    node.play(&mut pos);
                    PgnMoveJson {
                        san,
                        uci,
                        from,
                        to,
                        fen: pos.fen_with(EpMode::Always),
                    }
                })
                .collect();
            PgnGameJson {
                number: i + 1,
                tags: reading.game.tags.clone(),
                ok: reading.errors.is_empty(),
                result: reading.game.result().to_string(),
                outcome: reading.outcome.outcome.map(|o| o.code().to_string()),
                start: reading.game.start.fen(),
                moves,
                moves_truncated,
                errors: reading.errors.iter().map(locate).collect(),
                warnings: reading.warnings.iter().map(locate).collect(),
            }
        })
        .collect();
    PgnAnswer { games, truncated }
}

/// `POST /api/pgn`: check a PGN text and give its games' main lines.
pub async fn post_pgn(request: Result<Json<PgnRequest>, JsonRejection>) -> Response {
    let request = match body(request) {
        Ok(r) => r,
        Err(e) => return e.into_response(),
    };
    if request.pgn.len() > MAX_PGN {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too_large",
            format!(
                "the PGN is {} bytes; the API reads at most {MAX_PGN}",
                request.pgn.len()
            ),
        );
    }
    // Replaying a large text is work for a blocking thread, not the
    // server's own.
    match tokio::task::spawn_blocking(move || pgn_answer(&request.pgn)).await {
        Ok(answer) => Json(answer).into_response(),
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "reading the PGN failed",
        ),
    }
}
