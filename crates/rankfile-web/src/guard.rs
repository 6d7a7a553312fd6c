//! What every answer carries and every request must show: security headers
//! on each response, a `Host` that is this server's, against DNS
//! rebinding, and every refusal in the API's JSON.
//!
//! DNS rebinding makes a browser send a page's requests to a server on the
//! visitor's own machine under the attacker's name: the `Host` header then
//! holds that name. An IP address cannot be rebound, so a `Host` that is an
//! IP address (the one served, or any other the machine answers on), or
//! `localhost` and its subdomains, is taken; any other name only when the
//! server was told it (`rankfile serve --allow-host NAME`, for a proxy or
//! a name of the machine's own).

use std::net::IpAddr;
use std::sync::Arc;

use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;

/// The page's own script, style and pieces, and nothing else; never in a
/// frame.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
    style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
    form-action 'none'; frame-ancestors 'none'";

/// The policy of `/embed`: the page's, framed by `origins` only (by no
/// one when there are none).
pub fn embed_policy(origins: &[String]) -> String {
    let ancestors = match origins {
        [] => "'none'".to_string(),
        _ => origins.join(" "),
    };
    CONTENT_SECURITY_POLICY.replace(
        "frame-ancestors 'none'",
        &format!("frame-ancestors {ancestors}"),
    )
}

/// An origin allowed to frame `/embed`, as a `frame-ancestors` source
/// takes it: `http` or `https`, a host (its first label may be `*`), a
/// port; `None` for anything else (a path, a space, a `;` that would
/// end the policy).
///
/// ```
/// use rankfile_web::embed_origin;
///
/// assert_eq!(embed_origin("https://Chess.Example/").as_deref(), Some("https://chess.example"));
/// assert_eq!(embed_origin("http://localhost:3000").as_deref(), Some("http://localhost:3000"));
/// assert_eq!(embed_origin("https://*.chess.example").as_deref(), Some("https://*.chess.example"));
/// assert_eq!(embed_origin("chess.example"), None);
/// assert_eq!(embed_origin("https://chess.example/page"), None);
/// assert_eq!(embed_origin("https://a.example; script-src *"), None);
/// ```
pub fn embed_origin(text: &str) -> Option<String> {
    let text = text.trim().to_ascii_lowercase();
    let (scheme, rest) = text.split_once("://")?;
    if scheme != "http" && scheme != "https" {
        return None;
    }
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    let (host, port) = match rest.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (rest, None),
    };
    let name = host.strip_prefix("*.").unwrap_or(host);
    let labels_ok = !name.is_empty()
        && name.split('.').all(|label| {
            !label.is_empty()
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        });
    let port_ok = port.is_none_or(|p| !p.is_empty() && p.parse::<u16>().is_ok());
    (labels_ok && port_ok).then(|| format!("{scheme}://{rest}"))
}

/// Adds the security headers to an answer: `/embed` may be framed by the
/// origins of `embed_policy`, every other answer by no one.
pub async fn security_headers(
    embed_policy: Arc<EmbedPolicy>,
    request: Request,
    next: Next,
) -> Response {
    let embedded = request.uri().path() == "/embed";
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "no-referrer"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if embedded {
        headers.insert(header::CONTENT_SECURITY_POLICY, embed_policy.header.clone());
        if embed_policy.framed {
            // frame-ancestors says who may frame it; `DENY` would say no one.
            headers.remove(header::X_FRAME_OPTIONS);
        }
    }
    response
}

/// `/embed`'s Content-Security-Policy header, made once.
pub struct EmbedPolicy {
    header: HeaderValue,
    framed: bool,
}

impl EmbedPolicy {
    /// The policy letting `origins` (each checked by [`embed_origin`])
    /// frame `/embed`.
    pub fn new(origins: &[String]) -> EmbedPolicy {
        let checked: Vec<String> = origins.iter().filter_map(|o| embed_origin(o)).collect();
        let header = HeaderValue::from_str(&embed_policy(&checked))
            .unwrap_or(HeaderValue::from_static(CONTENT_SECURITY_POLICY));
        EmbedPolicy {
            header,
            framed: !checked.is_empty(),
        }
    }
}

/// Whether a `Host` header's value names this server: an IP address,
/// `localhost` (or a name under it), or one of `allowed`; any port.
///
/// ```
/// use rankfile_web::host_allowed;
///
/// assert!(host_allowed("127.0.0.1:8080", &[]));
/// assert!(host_allowed("[::1]:8080", &[]));
/// assert!(host_allowed("localhost", &[]));
/// assert!(!host_allowed("evil.example:8080", &[]));
/// assert!(host_allowed("chess.example", &["chess.example".to_string()]));
/// ```
pub fn host_allowed(host: &str, allowed: &[String]) -> bool {
    let name = match host.strip_prefix('[') {
        // `[::1]:8080`
        Some(rest) => rest.split(']').next().unwrap_or(""),
        None => match host.rsplit_once(':') {
            Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
            _ => host,
        },
    };
    let name = name.trim_end_matches('.').to_ascii_lowercase();
    name.parse::<IpAddr>().is_ok()
        || name == "localhost"
        || name.ends_with(".localhost")
        || allowed.iter().any(|a| a.eq_ignore_ascii_case(&name))
}

/// Refuses a request whose `Host` does not name this server.
pub async fn check_host(allowed: Arc<Vec<String>>, request: Request, next: Next) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .or_else(|| request.uri().authority().map(|a| a.as_str()));
    match host {
        Some(host) if host_allowed(host, &allowed) => next.run(request).await,
        Some(host) => crate::api::error(
            StatusCode::MISDIRECTED_REQUEST,
            "bad_host",
            format!(
                "this server answers to its address and to localhost, not to {host:?}: \
                 serve it with --allow-host NAME to answer to that name (behind a proxy, say)"
            ),
        ),
        None => crate::api::error(
            StatusCode::BAD_REQUEST,
            "bad_host",
            "the request has no Host header",
        ),
    }
}

/// Refuses, on every path, a query string that cannot be read the one way
/// every route reads it: a parameter given twice, or bytes that are not
/// UTF-8 once percent-decoded (`400 bad_request`, saying which).
pub async fn check_query(request: Request, next: Next) -> Response {
    if let Some(why) = request.uri().query().and_then(unreadable_query) {
        return crate::api::error(StatusCode::BAD_REQUEST, "bad_request", why);
    }
    next.run(request).await
}

/// Why `query` cannot be read, if it cannot.
fn unreadable_query(query: &str) -> Option<String> {
    let mut names: Vec<Vec<u8>> = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let name = percent_decoded(name);
        for part in [&name, &percent_decoded(value)] {
            if let Err(e) = std::str::from_utf8(part) {
                let shown = String::from_utf8_lossy(&name).into_owned();
                return Some(format!(
                    "the query parameter {shown:?} holds bytes that are not UTF-8 (at byte {}): percent-encode UTF-8",
                    e.valid_up_to() + 1
                ));
            }
        }
        if names.contains(&name) {
            let shown = String::from_utf8_lossy(&name).into_owned();
            return Some(format!(
                "the query parameter {shown:?} is given twice: give it once"
            ));
        }
        names.push(name);
    }
    None
}

/// `text` with its `%XX` escapes decoded and `+` made a space, as forms
/// write a query; a `%` not followed by two hex digits stays as it is.
fn percent_decoded(text: &str) -> Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(high), Some(low)) => {
                out.push(u8::try_from(high * 16 + low).unwrap_or(b'?'));
                i += 3;
                continue;
            }
            (b'+', ..) => out.push(b' '),
            (b, ..) => out.push(b),
        }
        i += 1;
    }
    out
}

/// The longest text of a refusal made by axum or a layer that is kept as
/// its message.
const REFUSAL_TEXT: usize = 1_024;

/// An error answer made as text, or with no body, by an extractor (a query
/// string that cannot be read, a repeated parameter) or a layer (a body
/// over the limit, a request too slow): the API's JSON error, with the
/// same status and the text as its message. Answers already in JSON, and
/// successes, pass as they are.
pub(crate) async fn refusals_as_json(response: Response) -> Response {
    let status = response.status();
    let is_json = (response.headers().get(header::CONTENT_TYPE))
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if is_json || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let text = axum::body::to_bytes(response.into_body(), REFUSAL_TEXT)
        .await
        .map(|bytes| String::from_utf8_lossy(&bytes).trim().to_string())
        .unwrap_or_default();
    let (code, fallback) = match status {
        StatusCode::REQUEST_TIMEOUT => (
            "timeout",
            "the request took too long (its body came too slowly, or the work did)".to_string(),
        ),
        StatusCode::PAYLOAD_TOO_LARGE => (
            "too_large",
            format!("the body is larger than {} bytes", crate::MAX_BODY),
        ),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("bad_content_type", String::new()),
        s if s.is_server_error() => ("server_error", "the server failed".to_string()),
        _ => ("bad_request", String::new()),
    };
    let message = match (status, text.is_empty()) {
        (StatusCode::REQUEST_TIMEOUT | StatusCode::PAYLOAD_TOO_LARGE, _) | (_, true) => fallback,
        _ => text,
    };
    crate::api::error(status, code, message)
}

#[cfg(test)]
mod query_tests {
    #[test]
    fn a_query_is_read_one_way_on_every_path() {
        assert_eq!(super::unreadable_query("fen=8%2F8&flip=1"), None);
        assert_eq!(super::unreadable_query("lang=fr&&x"), None);
        let twice = super::unreadable_query("a=1&a=2").unwrap_or_default();
        assert!(twice.contains("\"a\" is given twice"), "{twice}");
        let bytes = super::unreadable_query("lang=%FF").unwrap_or_default();
        assert!(
            bytes.contains("\"lang\" holds bytes that are not UTF-8"),
            "{bytes}"
        );
        assert_eq!(super::percent_decoded("a+b%20c%zz"), b"a b c%zz");
    }
}
