//! The JSON API: every answer comes from the rankfile library. An input
//! that is not a legal position is a 200 answer listing its problems; a
//! request that cannot be read is a 4xx with an [`ApiError`].

use axum::Json;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{Path, Query};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rankfile::fen::{self, FenReport, ReadMode};
use rankfile::render::{SvgOptions, piece_svg, svg_board};
use rankfile::{Color, EpMode, Piece, Position, ReadOptions, Role, explain, pgn};
use serde::{Deserialize, Serialize};

use crate::json::{ApiError, ChangeJson, DiagnosticJson, FieldJson, MoveJson};

/// The longest FEN the API reads, in bytes: a FEN is under 100 bytes; this
/// leaves room for white space and mistakes, not for abuse.
pub const MAX_FEN: usize = 256;
/// The most moves `/api/play` plays in one request.
pub const MAX_MOVES: usize = 1000;
/// The longest PGN text `/api/pgn` reads, in bytes.
pub const MAX_PGN: usize = 1 << 20;
/// The most games `/api/pgn` answers for.
pub const MAX_GAMES: usize = 100;
/// The most plies `/api/pgn` gives in all (a FEN each), so that an
/// answer stays a few megabytes at most.
pub const MAX_PLIES: usize = 20_000;

/// A request refused: its status and why.
#[derive(Debug)]
pub struct Refusal {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(ApiError {
                code: self.code.to_string(),
                message: self.message,
            }),
        )
            .into_response()
    }
}

fn refuse(status: StatusCode, code: &'static str, message: impl Into<String>) -> Refusal {
    Refusal {
        status,
        code,
        message: message.into(),
    }
}

/// A 4xx answer with an [`ApiError`] body.
pub fn error(status: StatusCode, code: &'static str, message: impl Into<String>) -> Response {
    refuse(status, code, message).into_response()
}

/// The JSON body, or the 4xx that says why it is not one.
fn body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, Refusal> {
    body.map(|Json(t)| t).map_err(|rejection| {
        let status = rejection.status();
        let code = match rejection {
            JsonRejection::MissingJsonContentType(_) => "bad_content_type",
            JsonRejection::JsonSyntaxError(_) => "bad_json",
            JsonRejection::JsonDataError(_) => "bad_request",
            _ if status == StatusCode::PAYLOAD_TOO_LARGE => "too_large",
            _ => "bad_request",
        };
        refuse(status, code, rejection.body_text())
    })
}

fn check_fen_length(fen: &str) -> Result<(), Refusal> {
    if fen.len() > MAX_FEN {
        return Err(refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            "fen_too_long",
            format!(
                "the FEN is {} bytes long; a FEN is under 100 bytes and the API reads at most {MAX_FEN}",
                fen.len()
            ),
        ));
    }
    Ok(())
}

/// `POST /api/fen`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FenRequest {
    /// The FEN to check.
    pub fen: String,
    /// Read leniently (a placement alone, `_` separators, …), saying what
    /// was changed.
    #[serde(default)]
    pub lenient: bool,
}

/// The answer to `POST /api/fen`.
#[derive(Debug, Serialize, Deserialize)]
pub struct FenAnswer {
    /// The text checked.
    pub input: String,
    /// A legal position (warnings allowed).
    pub ok: bool,
    /// The canonical FEN, when legal.
    pub fen: Option<String>,
    /// What is wrong.
    pub errors: Vec<DiagnosticJson>,
    /// What is odd, or what the lenient reader changed.
    pub warnings: Vec<DiagnosticJson>,
    /// The six fields in words, when the text is a FEN (even an illegal
    /// position).
    pub fields: Vec<FieldJson>,
    /// The pieces by square (`"e1": "K"`), when the placement could be read
    /// (by the lenient reader, if the strict one could not read the rest).
    pub pieces: std::collections::BTreeMap<String, String>,
    /// `w` or `b`, when read (leniently, as `pieces`).
    pub turn: Option<String>,
    /// The legal moves, when legal.
    pub moves: Vec<MoveJson>,
    /// The king in check, if any.
    pub check: Option<String>,
    /// The pieces giving check.
    pub checkers: Vec<String>,
    /// No legal move, in check.
    pub checkmate: bool,
    /// No legal move, not in check.
    pub stalemate: bool,
}

/// Checks and explains `input`.
pub fn fen_answer(input: &str, mode: ReadMode) -> FenAnswer {
    let report: FenReport = fen::check(input, mode);
    let position = report.position();
    let fields = report
        .setup
        .as_ref()
        .map(|s| {
            explain::fields(s)
                .into_iter()
                .map(FieldJson::from)
                .collect()
        })
        .unwrap_or_default();
    // The board is drawn even when a field after the placement is wrong
    // (a bad clock, a trailing space): the lenient reader finds the pieces
    // then, while the problems stay the strict reader's.
    let drawn = report
        .setup
        .or_else(|| fen::check(input, ReadMode::Lenient).setup);
    let pieces = drawn
        .map(|s| {
            s.board
                .pieces()
                .map(|(sq, p)| (sq.to_string(), p.char().to_string()))
                .collect()
        })
        .unwrap_or_default();
    let (moves, check, checkers, checkmate, stalemate) = match &position {
        Some(pos) => {
            let legal = pos.legal_moves();
            let moves: Vec<MoveJson> = legal.iter().map(|m| MoveJson::new(pos, m)).collect();
            let check = pos.is_check().then(|| pos.our_king()).flatten();
            (
                moves,
                check.map(|s| s.to_string()),
                pos.checkers().into_iter().map(|s| s.to_string()).collect(),
                pos.is_check() && legal.is_empty(),
                !pos.is_check() && legal.is_empty(),
            )
        }
        None => (Vec::new(), None, Vec::new(), false, false),
    };
    FenAnswer {
        input: input.to_string(),
        ok: report.is_ok(),
        fen: report.fen(EpMode::AsGiven),
        errors: DiagnosticJson::all(input, &report.errors),
        warnings: DiagnosticJson::all(input, &report.warnings),
        fields,
        pieces,
        turn: drawn.map(|s| s.turn.char().to_string()),
        moves,
        check,
        checkers,
        checkmate,
        stalemate,
    }
}

/// `POST /api/fen`: check and explain a FEN.
pub async fn post_fen(request: Result<Json<FenRequest>, JsonRejection>) -> Response {
    let request = match body(request) {
        Ok(r) => r,
        Err(e) => return e.into_response(),
    };
    if let Err(e) = check_fen_length(&request.fen) {
        return e.into_response();
    }
    let mode = if request.lenient {
        ReadMode::Lenient
    } else {
        ReadMode::Strict
    };
    Json(fen_answer(&request.fen, mode)).into_response()
}

/// `POST /api/play`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayRequest {
    /// The starting position.
    pub fen: String,
    /// Moves in SAN, long algebraic or UCI, as the forgiving reader takes
    /// them.
    pub moves: Vec<String>,
}

/// One move played.
#[derive(Debug, Serialize, Deserialize)]
pub struct PlayedJson {
    /// The move as written in the request.
    pub input: String,
    /// Its canonical SAN and UCI.
    pub san: String,
    /// See `san`.
    pub uci: String,
    /// The squares, for a board to mark the last move.
    pub from: String,
    /// See `from`.
    pub to: String,
    /// The FEN after it (en passant written after every double step).
    pub fen: String,
    /// What the forgiving reader read differently (`missing x`, …).
    pub notes: Vec<String>,
    /// The fields the move changed, and why.
    pub changes: Vec<ChangeJson>,
}

/// A move that could not be played.
#[derive(Debug, Serialize, Deserialize)]
pub struct MoveErrorJson {
    /// Which move of the request (from 0).
    pub index: usize,
    /// The move as written.
    pub input: String,
    /// `syntax`, `illegal` or `ambiguous`.
    pub code: String,
    /// Why.
    pub message: String,
    /// How to fix it.
    pub hint: Option<String>,
    /// The moves it could have meant, in SAN.
    pub candidates: Vec<String>,
}

/// The answer to `POST /api/play`.
#[derive(Debug, Serialize, Deserialize)]
pub struct PlayAnswer {
    /// The start was legal and every move was played.
    pub ok: bool,
    /// The start position's problems, when it is not legal.
    pub errors: Vec<DiagnosticJson>,
    /// The moves played, in order, up to the first that could not be.
    pub played: Vec<PlayedJson>,
    /// The first move that could not be played.
    pub error: Option<MoveErrorJson>,
    /// The FEN after the moves played.
    pub fen: Option<String>,
}

/// Plays `moves` from `fen`.
pub fn play_answer(fen_text: &str, moves: &[String]) -> PlayAnswer {
    let report = fen::check(fen_text, ReadMode::Strict);
    let Some(mut pos) = report.position() else {
        return PlayAnswer {
            ok: false,
            errors: DiagnosticJson::all(fen_text, &report.errors),
            played: Vec::new(),
            error: None,
            fen: None,
        };
    };
    let mut played = Vec::new();
    let mut failure = None;
    for (index, text) in moves.iter().enumerate() {
        match pos.read_move(text, &ReadOptions::default()) {
            Ok(reading) => {
                let Some(mv) = reading.mv else { break };
                let changes = explain::changes(&pos, &mv)
                    .into_iter()
                    .map(ChangeJson::from)
                    .collect();
                let json = MoveJson::new(&pos, &mv);
                pos.play_unchecked(&mv);
                played.push(PlayedJson {
                    input: text.clone(),
                    san: json.san,
                    uci: json.uci,
                    from: json.from,
                    to: json.to,
                    fen: pos.fen_with(EpMode::Always),
                    notes: reading.notes.into_iter().map(|n| n.message).collect(),
                    changes,
                });
            }
            Err(e) => {
                failure = Some(MoveErrorJson {
                    index,
                    input: text.clone(),
                    code: e.code().to_string(),
                    message: e.to_string(),
                    hint: e.hint().map(str::to_string),
                    candidates: e.candidates().to_vec(),
                });
                break;
            }
        }
    }
    PlayAnswer {
        ok: failure.is_none(),
        errors: Vec::new(),
        played,
        error: failure,
        fen: Some(pos.fen_with(EpMode::Always)),
    }
}

/// `POST /api/play`: play moves from a position.
pub async fn post_play(request: Result<Json<PlayRequest>, JsonRejection>) -> Response {
    let request = match body(request) {
        Ok(r) => r,
        Err(e) => return e.into_response(),
    };
    if let Err(e) = check_fen_length(&request.fen) {
        return e.into_response();
    }
    if request.moves.len() > MAX_MOVES {
        return error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too_many_moves",
            format!(
                "{} moves; the API plays at most {MAX_MOVES} a request",
                request.moves.len()
            ),
        );
    }
    if let Some(long) = request.moves.iter().find(|m| m.len() > 32) {
        return error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "move_too_long",
            format!(
                "a move of {} bytes: no notation writes one longer than 32",
                long.len()
            ),
        );
    }
    Json(play_answer(&request.fen, &request.moves)).into_response()
}

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

/// `GET /board.svg`.
#[derive(Debug, Deserialize)]
pub struct BoardQuery {
    /// The position (default: the starting position).
    pub fen: Option<String>,
    /// Black at the bottom: `1`, `true`.
    pub flip: Option<String>,
}

/// The board of `fen` as SVG, with its problems' squares marked, as
/// `rankfile fen svg` draws it; `None` when not even the placement can be
/// read.
pub fn board_svg(fen_text: &str, flip: bool) -> Option<String> {
    // Strictly, so that every problem is marked; leniently when only that
    // can read it (a placement alone, say).
    let mut report = fen::check(fen_text, ReadMode::Strict);
    if report.setup.is_none() {
        report = fen::check(fen_text, ReadMode::Lenient);
    }
    let setup = report.setup?;
    let pos = report.position();
    let check = pos.filter(Position::is_check).and_then(|p| p.our_king());
    Some(svg_board(
        &setup.board,
        &SvgOptions {
            flip,
            marked: report.squares(),
            last_move: None,
            check,
            coordinates: true,
        },
    ))
}

/// `GET /board.svg?fen=…&flip=1`.
pub async fn get_board(query: Result<Query<BoardQuery>, QueryRejection>) -> Response {
    let Ok(Query(query)) = query else {
        return error(
            StatusCode::BAD_REQUEST,
            "bad_query",
            "use /board.svg?fen=FEN&flip=1",
        );
    };
    let fen_text = query.fen.unwrap_or_else(|| Position::new().fen());
    if let Err(e) = check_fen_length(&fen_text) {
        return e.into_response();
    }
    let flip = matches!(query.flip.as_deref(), Some("1" | "true" | "yes"));
    match board_svg(&fen_text, flip) {
        Some(svg) => ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response(),
        None => error(
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_fen",
            "the placement of this FEN cannot be read: POST it to /api/fen to learn why",
        ),
    }
}

/// `GET /pieces/wK.svg` … `/pieces/bp.svg`: the page's piece set.
pub async fn get_piece(name: Result<Path<String>, PathRejection>) -> Response {
    let Ok(Path(name)) = name else {
        return error(
            StatusCode::NOT_FOUND,
            "not_found",
            "pieces are wK.svg … bP.svg",
        );
    };
    let piece = name.strip_suffix(".svg").and_then(|n| {
        let mut chars = n.chars();
        let color = match chars.next()? {
            'w' => Color::White,
            'b' => Color::Black,
            _ => return None,
        };
        let role = Role::from_char(chars.next()?.to_ascii_lowercase())?;
        chars.next().is_none().then_some(Piece { color, role })
    });
    match piece {
        Some(p) => (
            [
                (header::CONTENT_TYPE, "image/svg+xml"),
                (header::CACHE_CONTROL, "max-age=86400"),
            ],
            piece_svg(p),
        )
            .into_response(),
        None => error(
            StatusCode::NOT_FOUND,
            "not_found",
            "pieces are wK.svg … bP.svg",
        ),
    }
}
