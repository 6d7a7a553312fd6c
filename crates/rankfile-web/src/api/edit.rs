//! `POST /api/pgn/edit`: one edit of the game the page holds, made by the
//! core's editable game: a variation promoted or made the main line, a
//! move deleted with all after it, a comment, a glyph or an assessment
//! set. The page sends its game as `/api/pgn/write` takes it and the
//! address of the move; the answer is the game edited, as `/api/pgn`
//! gives a game, and where that move (or what took its place) stands now.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use rankfile::pgn::{self, Game, NagKind};
use serde::{Deserialize, Serialize};

use super::pgn::{PgnGameJson, pgn_answer_until};
use super::write::{WriteRequest, game_of, kept};
use super::{Refusal, body, catalog, refuse};

/// `POST /api/pgn/edit`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EditRequest {
    /// The game, as `/api/pgn/write` takes it.
    pub game: WriteRequest,
    /// The move edited, as share links name it: `5` five moves of the
    /// main line, `3.v1.2` three moves, the first move of the second
    /// alternative to the next, then two moves of that line; `""` the
    /// game's start (for a comment only).
    #[schema(
        pattern = r"^([0-9]+|v[0-9]+)?(\.([0-9]+|v[0-9]+))*$",
        example = "3.v0.1",
        max_length = 4096
    )]
    pub at: String,
    /// What to do there.
    pub edit: Edit,
    /// The language of the refusals and of the game's problems: `en`
    /// (the default), `fr`, `vi`, `pt` (the game's own `lang` otherwise).
    #[serde(default)]
    #[schema(pattern = r"^([Ee][Nn]|[Ff][Rr]|[Vv][Ii]|[Pp][Tt])([-_.@][\s\S]*)?$")]
    pub lang: Option<String>,
    /// Read the game as Chess960's (as the game's own `chess960`).
    #[serde(default)]
    pub chess960: bool,
}

/// An edit of the move at `at`.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Edit {
    /// The variation the move is in, one place up among the alternatives
    /// where it branches (the first alternative becomes the main move).
    Promote,
    /// The line through the move made the main line, at every branching.
    MainLine,
    /// The move deleted, with everything after it.
    Delete,
    /// The comment after the move (at the start: the game's first
    /// comment); empty, none.
    Comment {
        /// The comment, without braces.
        #[schema(max_length = 65536)]
        text: String,
    },
    /// The move's glyph: `1` !, `2` ?, `3` !!, `4` ??, `5` !?, `6` ?!, or
    /// `null` for none.
    Glyph {
        /// The NAG, 1 to 6.
        #[schema(minimum = 1, maximum = 6)]
        nag: Option<u8>,
    },
    /// The position's assessment after the move: `10` =, `13` ∞, `14` ⩲,
    /// `15` ⩱, `16` ±, `17` ∓, `18` +−, `19` −+ (and `11`, `12`), or
    /// `null` for none.
    Assessment {
        /// The NAG, 10 to 19.
        #[schema(minimum = 10, maximum = 19)]
        nag: Option<u8>,
    },
}

/// The game edited.
#[derive(Debug, Serialize, Deserialize, utoipa::ToSchema)]
pub struct EditAnswer {
    /// The game as `/api/pgn` gives one (with `"main_line": false`), its
    /// `tags` those sent.
    pub game: PgnGameJson,
    /// Where the move edited stands now (its line promoted, its address
    /// changes); after a deletion, the move before it.
    pub at: String,
}

/// `POST /api/pgn/edit`: one edit of a game.
#[utoipa::path(post, path = "/api/pgn/edit", tag = "api", request_body = EditRequest,
    responses((status = 200, description = "The game edited, and where the move edited stands now", body = EditAnswer)))]
pub async fn post_edit(request: Result<Json<EditRequest>, JsonRejection>) -> Response {
    match edit_answer(request) {
        Ok(answer) => Json(answer).into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

fn edit_answer(request: Result<Json<EditRequest>, JsonRejection>) -> Result<EditAnswer, Refusal> {
    let mut request = body(request)?;
    let cat = catalog(request.lang.as_deref().or(request.game.lang.as_deref()))?;
    request.game.chess960 |= request.chess960;
    let variant = super::variant(request.game.chess960);
    let mut game = game_of(request.game, cat)?;
    let at = game.node_at_address(&request.at).ok_or_else(|| {
        let address = &request.at;
        refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "no_such_move",
            format!("the game has no move at {address:?}"),
        )
    })?;
    let after = edit(&mut game, at, &request.edit)?;
    let written = pgn::export(&game) + "\n";
    let answer = pgn_answer_until(&written, variant, false, cat, &|| false);
    let mut game_json = answer
        .and_then(|a| a.games.into_iter().next())
        .ok_or_else(|| {
            refuse(
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal",
                "the game edited did not read back",
            )
        })?;
    // The tags sent, not the Seven Tag Roster's defaults the export adds
    // (`[Site "?"]`): the page shows a game's own.
    game_json.tags.clone_from(&game.tags);
    Ok(EditAnswer {
        game: game_json,
        at: game.address_of(after),
    })
}

/// Makes `what` at `at`; the node to stand on afterwards.
fn edit(game: &mut Game, at: Option<usize>, what: &Edit) -> Result<Option<usize>, Refusal> {
    if let Edit::Comment { text } = what {
        if let Some(comment) = game.comment_at_mut(at) {
            *comment = text.trim().to_string();
        }
        return Ok(at);
    }
    let Some(i) = at else {
        return Err(refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "no_move",
            "the start of the game is no move: choose a move to edit",
        ));
    };
    match what {
        Edit::Promote => {
            let start = game.variation_start(i).ok_or_else(on_main_line)?;
            kept(game.promote(start))?;
        }
        Edit::MainLine => {
            game.variation_start(i).ok_or_else(on_main_line)?;
            kept(game.make_main_line(i))?;
        }
        Edit::Delete => {
            let parent = game.parent(i).flatten();
            kept(game.remove(i))?;
            return Ok(parent);
        }
        Edit::Glyph { nag } => set_nag(game, i, NagKind::Move, *nag)?,
        Edit::Assessment { nag } => set_nag(game, i, NagKind::Position, *nag)?,
        Edit::Comment { .. } => {}
    }
    Ok(at)
}

fn set_nag(game: &mut Game, i: usize, kind: NagKind, nag: Option<u8>) -> Result<(), Refusal> {
    if game.set_nag(i, kind, nag) {
        return Ok(());
    }
    let range = kind.range();
    let (low, high) = (range.start(), range.end());
    Err(refuse(
        StatusCode::UNPROCESSABLE_ENTITY,
        "bad_nag",
        format!("this NAG is {low} to {high}, or null for none"),
    ))
}

fn on_main_line() -> Refusal {
    refuse(
        StatusCode::UNPROCESSABLE_ENTITY,
        "main_line",
        "the move is on the main line already",
    )
}
