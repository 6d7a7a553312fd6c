//! The API's OpenAPI 3.1 description, `GET /api/openapi.json`: made from
//! the request and answer types and the routes' annotations (utoipa), with
//! the refusals every route can answer added to each.

use axum::Json;
use axum::response::{IntoResponse, Response};
use utoipa::OpenApi;
use utoipa::openapi::path::Operation;
use utoipa::openapi::{ContentBuilder, Ref, ResponseBuilder};

use crate::{api, assets};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "rankfile",
        description = "The JSON API of rankfile's viewer: FEN, moves and PGN read, checked and explained. \
            A request that cannot be read is refused with `{\"code\", \"message\"}` and the status each \
            operation lists.",
        license(name = "MIT OR Apache-2.0"),
    ),
    paths(
        api::fen::post_fen,
        api::play::post_play,
        api::analyse::post_analyse,
        api::analyse::get_analyse,
        api::pgn::post_pgn,
        api::write::post_write,
        api::edit::post_edit,
        api::get_messages,
        api::chess960::get_chess960,
        api::placement::get_placement,
        api::board::get_board,
        api::board::get_board_png,
        api::board::get_piece,
        get_openapi,
        assets::index,
        assets::script,
        assets::game_script,
        assets::share_script,
        assets::editor_script,
        assets::lessons_script,
        assets::board_script,
        crate::embed::embed,
        crate::embed::embed_script,
        crate::embed::embed_style,
        assets::marks_script,
        assets::edits_script,
        assets::state_script,
        assets::fen_script,
        assets::analysis_script,
        assets::style,
        assets::favicon,
        assets::favicon_ico,
    ),
    components(schemas(crate::json::ApiError)),
    tags(
        (name = "api", description = "JSON in and out"),
        (name = "page", description = "The viewer's page, its files, and its board drawings"),
    ),
)]
struct Description;

/// The refusals any route may answer, each an `ApiError`: the status and
/// the codes it carries.
const REFUSALS: [(&str, &str); 8] = [
    (
        "400",
        "`bad_json` or `bad_request`: a body or a query string that cannot be read; `bad_host`: no `Host`",
    ),
    (
        "405",
        "`method_not_allowed`: another method than the route's",
    ),
    ("408", "`timeout`: the request took longer than 10 s"),
    ("413", "`too_large`: a body (or a PGN) over its limit"),
    (
        "415",
        "`bad_content_type`: a body that is not `application/json`",
    ),
    ("421", "`bad_host`: a `Host` that does not name this server"),
    (
        "422",
        "`bad_request`, `bad_lang`, `bad_number`, `bad_fen`, `fen_too_long`, `too_many_moves`, `move_too_long`: a value out of its range",
    ),
    (
        "503",
        "`too_many_connections`: the server, or this address, holds as many as it may",
    ),
];

/// The description, every operation with its refusals.
pub fn description() -> utoipa::openapi::OpenApi {
    let mut description = Description::openapi();
    for item in description.paths.paths.values_mut() {
        let operations = [
            &mut item.get,
            &mut item.post,
            &mut item.put,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            add_refusals(operation);
        }
    }
    description
}

fn add_refusals(operation: &mut Operation) {
    for (status, description) in REFUSALS {
        let body = ContentBuilder::new()
            .schema(Some(Ref::from_schema_name("ApiError")))
            .build();
        let response = ResponseBuilder::new()
            .description(description)
            .content("application/json", body)
            .build();
        operation
            .responses
            .responses
            .entry(status.to_string())
            .or_insert(response.into());
    }
}

/// `GET /api/openapi.json`: this description.
#[utoipa::path(get, path = "/api/openapi.json", tag = "api",
    responses((status = 200, description = "The API's OpenAPI 3.1 description", content_type = "application/json", body = Object)))]
pub async fn get_openapi() -> Response {
    Json(description()).into_response()
}
