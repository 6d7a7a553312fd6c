//! `POST /api/pgn/write`: a game's tree, as the page holds it, written as
//! PGN by the core's one writer. The page sends the moves (in UCI), their
//! comments, NAGs and variations, and the rests of lines kept as written;
//! the core builds the game, every move checked legal where it lands, and
//! writes it.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rankfile::Position;
use rankfile::fen::{self, ReadMode};
use rankfile::pgn::{self, Game, Unplayed};
use rankfile::text::Render;
use rankfile_i18n::Catalog;
use serde::{Deserialize, Serialize};

use super::tree::RestJson;
use super::{MAX_PLIES, MAX_TREE_DEPTH, Refusal, body, catalog, check_fen_length, refuse};

/// An arrow (`Ge2e4`) or a circle (`Rd5`) as `[%cal]` and `[%csl]` write
/// them.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[schema(pattern = r"^[GRYB][a-h][1-8]([a-h][1-8])?$", example = "Ge2e4")]
pub struct ArrowText(pub String);

/// The arrows of `texts`, or the refusal naming the first that does not
/// read.
fn arrows_of(texts: &[ArrowText]) -> Result<Vec<rankfile::pgn::Arrow>, Refusal> {
    (texts.iter())
        .map(|a| {
            a.0.parse().map_err(|()| {
                refuse(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "bad_arrow",
                    format!("{:?} is no arrow nor circle: a colour letter (G, R, Y or B) and two squares or one, such as Ge2e4 or Gd4", a.0),
                )
            })
        })
        .collect()
}

/// A move of the tree the page sends.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WriteMoveJson {
    /// The move in UCI (`0000` for a null move).
    #[schema(max_length = 8)]
    pub uci: String,
    /// Its NAGs (`$1` is 1).
    #[serde(default)]
    pub nags: Vec<u8>,
    /// The comment before it, at the start of a variation.
    #[serde(default)]
    pub before: Option<String>,
    /// The comment after it.
    #[serde(default)]
    pub comment: Option<String>,
    /// The arrows and circles drawn on the position after it (`Ge2e4`,
    /// `Rd5`), written into its comment as `[%cal]` and `[%csl]` in place
    /// of those it had; absent, the comment's are kept as they are.
    #[serde(default)]
    pub arrows: Option<Vec<ArrowText>>,
    /// The lines that replace it, each from its first move.
    #[serde(default)]
    #[schema(no_recursion)]
    pub variations: Vec<Vec<WriteMoveJson>>,
    /// The line's text after it, kept as written from a move that could
    /// not be played.
    #[serde(default)]
    pub rest: Option<RestJson>,
    /// The lines replacing it whose first move could not be played.
    #[serde(default)]
    pub refused_variations: Vec<RestJson>,
}

/// `POST /api/pgn/write`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WriteRequest {
    /// The position the game starts from.
    #[schema(max_length = 256)]
    pub fen: String,
    /// The tags, in order; the Seven Tag Roster is written first, with
    /// the standard's defaults for what is missing, and `SetUp` and `FEN`
    /// from `fen` when it is not the standard start and no `FEN` tag
    /// gives it (one that gives another position is left out).
    #[serde(default)]
    pub tags: Vec<(String, String)>,
    /// The comment before the first move.
    #[serde(default)]
    pub comment: Option<String>,
    /// The arrows and circles drawn on the starting position, written into
    /// the first comment (see the moves' `arrows`).
    #[serde(default)]
    pub arrows: Option<Vec<ArrowText>>,
    /// The main line's text as written, when its first move could not be
    /// played.
    #[serde(default)]
    pub rest: Option<RestJson>,
    /// The main line; each move lists the variations that replace it.
    #[serde(default)]
    #[schema(no_recursion)]
    pub moves: Vec<WriteMoveJson>,
    /// The language of the refusals: `en` (the default), `fr`, `vi`, `pt`.
    #[serde(default)]
    #[schema(pattern = r"^([Ee][Nn]|[Ff][Rr]|[Vv][Ii]|[Pp][Tt])([-_.@][\s\S]*)?$")]
    pub lang: Option<String>,
    /// Read the FEN, and castling in UCI, as Chess960's.
    #[serde(default)]
    pub chess960: bool,
}

/// The game written.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct WriteAnswer {
    /// The game in PGN's export format, ending with a line end.
    pub pgn: String,
}

/// `POST /api/pgn/write`: a game's tree written as PGN.
#[utoipa::path(post, path = "/api/pgn/write", tag = "api", request_body = WriteRequest,
    responses((status = 200, description = "The game written by the core's writer", body = WriteAnswer)))]
pub async fn post_write(request: Result<Json<WriteRequest>, JsonRejection>) -> Response {
    match write_answer(request) {
        Ok(answer) => Json(answer).into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

fn write_answer(
    request: Result<Json<WriteRequest>, JsonRejection>,
) -> Result<WriteAnswer, Refusal> {
    let request = body(request)?;
    let cat = catalog(request.lang.as_deref())?;
    let game = game_of(request, cat)?;
    Ok(WriteAnswer {
        pgn: pgn::export(&game) + "\n",
    })
}

/// The game a request holds, built by the core's edits: every move
/// checked legal where it stands.
pub(crate) fn game_of(request: WriteRequest, cat: &Catalog) -> Result<Game, Refusal> {
    check_fen_length(&request.fen, cat)?;
    let variant = super::variant(request.chess960);
    let mode = ReadMode::Strict;
    let report = fen::check(&request.fen, fen::CheckOptions { mode, variant });
    // A position that is not legal holds no move: its game is its tags
    // and its FEN as given, which the page may still copy.
    let (start, legal) = match report.position() {
        Some(start) => (start, true),
        None if request.moves.is_empty() && request.rest.is_none() => (Position::new(), false),
        None => {
            let why = (report.errors.first())
                .map_or_else(String::new, |e| cat.render(&e.message).into_owned());
            return Err(refuse(StatusCode::UNPROCESSABLE_ENTITY, "bad_fen", why));
        }
    };
    let mut game = Game::new(start);
    // The tags as given, but a `FEN` tag that is not the start's.
    let fen = request.fen.trim();
    for (name, value) in &request.tags {
        if name != "FEN" || (legal && value.trim() == fen) {
            game.set_tag(name, value);
        }
    }
    if (!legal || start != Position::new()) && game.tag("FEN").is_none() {
        game.set_tag("SetUp", "1");
        game.set_tag("FEN", fen);
    }
    if let Some(comment) = request.comment {
        game.comment = comment;
    }
    if let Some(arrows) = &request.arrows {
        game.comment = rankfile::pgn::set_arrows(&game.comment, &arrows_of(arrows)?);
    }
    let mut room = MAX_PLIES;
    hang(&mut game, None, &request.moves, 0, &mut room)?;
    if let Some(rest) = &request.rest {
        kept(game.add_rest_after(None, unplayed(rest)))?;
    }
    Ok(game)
}

/// Hangs `line` after `at` (`depth`: how many variations it is in), its
/// variations and rests with it; `room`: how many moves may still come.
fn hang(
    game: &mut Game,
    at: Option<usize>,
    line: &[WriteMoveJson],
    depth: usize,
    room: &mut usize,
) -> Result<(), Refusal> {
    if line.len() > *room {
        return Err(refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "too_many_moves",
            format!("a game written here holds at most {MAX_PLIES} moves"),
        ));
    }
    if depth > MAX_TREE_DEPTH {
        return Err(refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_request",
            format!("variations are nested at most {MAX_TREE_DEPTH} deep"),
        ));
    }
    *room -= line.len();
    let mut moves = Vec::with_capacity(line.len());
    let mut before = game.position_after(at);
    for m in line {
        let mv = match m.uci.as_str() {
            "0000" => None,
            uci => Some(before.parse_uci(uci).map_err(|e| {
                refuse(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "illegal_move",
                    format!("{uci}: {e}"),
                )
            })?),
        };
        before.play_opt(mv.as_ref());
        moves.push(mv);
    }
    let nodes = kept(game.add_line(at, &moves))?;
    let mut parent = at;
    for (m, &node) in line.iter().zip(&nodes) {
        if let Some(n) = game.node_mut(node) {
            n.nags.clone_from(&m.nags);
            n.starting_comment = m.before.clone().unwrap_or_default();
            n.comment = m.comment.clone().unwrap_or_default();
            if let Some(arrows) = &m.arrows {
                n.comment = rankfile::pgn::set_arrows(&n.comment, &arrows_of(arrows)?);
            }
        }
        for variation in &m.variations {
            hang(game, parent, variation, depth + 1, room)?;
        }
        for rest in &m.refused_variations {
            kept(game.add_rest_instead_of(node, unplayed(rest)))?;
        }
        parent = Some(node);
    }
    // A rest goes in once the moves after its node are there: it is then
    // the alternative to the first of them.
    for (m, &node) in line.iter().zip(&nodes) {
        if let Some(rest) = &m.rest {
            kept(game.add_rest_after(Some(node), unplayed(rest)))?;
        }
    }
    Ok(())
}

/// A rest of the page's as the core keeps it (where it stands is the
/// core's to say).
fn unplayed(rest: &RestJson) -> Unplayed {
    Unplayed {
        after: None,
        instead_of: None,
        comment: rest.comment.clone().unwrap_or_default(),
        text: rest.text.clone(),
        refused: rest.refused,
        to_end: rest.to_end,
        among: 0,
    }
}

/// An edit the core refused, as the API's refusal.
pub(crate) fn kept<T>(result: Result<T, pgn::TreeError>) -> Result<T, Refusal> {
    result.map_err(|e| refuse(StatusCode::UNPROCESSABLE_ENTITY, e.code(), e.to_string()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

    use super::*;
    use crate::api::tree_json;

    fn written(json: serde_json::Value) -> Result<String, Refusal> {
        let request: WriteRequest = serde_json::from_value(json).unwrap();
        write_answer(Ok(Json(request))).map(|a| a.pgn)
    }

    #[test]
    fn the_tree_the_api_gives_is_written_as_the_api_wrote_it() {
        let text = "[White \"A\"]\n\n{start} 1. e4 $1 {best} (1. d4 d5 (1... Nf6 2. c4)) 1... e5 2. Nf3 Ke7?? 3. d4 *";
        let reading = pgn::read_game(text, pgn::GameOptions::default());
        let tree = serde_json::to_value(tree_json(&reading.game)).unwrap();
        let pgn = written(serde_json::json!({
            "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "tags": [["White", "A"]],
            "comment": tree["comment"],
            "moves": strip(&tree["moves"]),
        }))
        .unwrap();
        assert_eq!(pgn, pgn::export(&reading.game) + "\n");
    }

    /// The tree's JSON with only what a request holds.
    fn strip(line: &serde_json::Value) -> serde_json::Value {
        let moves = line.as_array().unwrap().iter().map(|m| {
            let variations: Vec<_> = m["variations"].as_array().unwrap().iter().map(strip).collect();
            serde_json::json!({
                "uci": m["uci"], "nags": m["nags"], "before": m["before"], "comment": m["comment"],
                "variations": variations, "rest": m["rest"], "refused_variations": m["refused_variations"],
            })
        });
        serde_json::Value::Array(moves.collect())
    }

    #[test]
    fn a_position_that_is_not_legal_is_written_with_its_fen_alone() {
        let fen = "8/8/8/8/8/8/8/8 w - - 0 1";
        let pgn = written(serde_json::json!({ "fen": fen, "tags": [["FEN", "x"]] })).unwrap();
        assert!(
            pgn.ends_with("[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n"),
            "{pgn}"
        );
        let refused =
            written(serde_json::json!({ "fen": fen, "moves": [{"uci": "e2e4"}] })).unwrap_err();
        assert_eq!(refused.code, "bad_fen");
    }

    #[test]
    fn a_move_that_cannot_be_played_is_refused() {
        let refused = written(serde_json::json!({
            "fen": "8/8/8/4k3/8/8/4P3/4K3 w - - 0 40",
            "moves": [{"uci": "e2e4"}, {"uci": "e2e4"}],
        }))
        .unwrap_err();
        assert_eq!(refused.code, "illegal_move");
        let pgn = written(serde_json::json!({
            "fen": "8/8/8/4k3/8/8/4P3/4K3 w - - 0 40",
            "moves": [{"uci": "e2e4", "variations": [[{"uci": "e1d2"}]]}],
        }))
        .unwrap();
        assert!(
            pgn.contains("[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 40\"]"),
            "{pgn}"
        );
        assert!(pgn.ends_with("\n\n40. e4 ( 40. Kd2 ) *\n"), "{pgn}");
    }
}
