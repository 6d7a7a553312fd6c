//! The accept loop: each connection served on its own task by hyper, with
//! a deadline for its request head however it trickles, a deadline for
//! silence, and a limit on how many are served at once, in all and from
//! one address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;

use crate::Config;

/// Why a connection beyond [`Config::max_connections`] is refused.
const BUSY: &str = "the server serves enough clients now: try again soon";

/// Why a connection beyond [`Config::max_per_peer`] from one address is
/// refused.
const PEER_BUSY: &str =
    "your address holds as many connections as one may: close some and try again";

/// The whole answer that refuses a connection, written before hyper sees
/// it: the API's JSON error with the headers every answer carries.
fn busy_answer(message: &str) -> String {
    let body = serde_json::json!({"code": "too_many_connections", "message": message}).to_string();
    format!(
        "HTTP/1.1 503 Service Unavailable\r\n\
         content-type: application/json\r\n\
         content-security-policy: {}\r\n\
         x-content-type-options: nosniff\r\n\
         x-frame-options: DENY\r\n\
         referrer-policy: no-referrer\r\n\
         retry-after: 1\r\n\
         connection: close\r\n\
         content-length: {}\r\n\r\n{body}",
        crate::CONTENT_SECURITY_POLICY,
        body.len()
    )
}

/// The connections each address holds.
#[derive(Default)]
struct Peers {
    held: Mutex<HashMap<IpAddr, usize>>,
}

/// One connection counted for its address, until it is dropped.
struct PeerPlace {
    peers: Arc<Peers>,
    ip: IpAddr,
}

impl Peers {
    /// A place for one more connection from `ip`, if it holds fewer than
    /// `max`.
    fn take(self: &Arc<Self>, ip: IpAddr, max: usize) -> Option<PeerPlace> {
        let mut held = self
            .held
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let count = held.entry(ip).or_insert(0);
        if *count >= max {
            return None;
        }
        *count += 1;
        Some(PeerPlace {
            peers: Arc::clone(self),
            ip,
        })
    }
}

impl Drop for PeerPlace {
    fn drop(&mut self) {
        let mut held = (self.peers.held.lock()).unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(count) = held.get_mut(&self.ip) {
            *count -= 1;
            if *count == 0 {
                held.remove(&self.ip);
            }
        }
    }
}

/// Serves `listener` until `shutdown` completes.
pub(crate) async fn run(
    listener: TcpListener,
    config: Config,
    shutdown: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    let router = crate::router_with(&config);
    let permits = Arc::new(Semaphore::new(config.max_connections));
    let peers = Arc::new(Peers::default());
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of file descriptors, a connection reset before it was
                // taken: the server goes on.
                Err(_) => {
                    tokio::time::sleep(std::time::Duration::from_millis(10)).await;
                    continue;
                }
            },
            () = &mut shutdown => return Ok(()),
        };
        let Some(place) = peers.take(peer.ip(), config.max_per_peer) else {
            tokio::spawn(refuse_busy(stream, PEER_BUSY));
            continue;
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            tokio::spawn(refuse_busy(stream, BUSY));
            continue;
        };
        let peer_layer = axum::Extension(crate::api::Peer(peer.ip()));
        let service = TowerToHyperService::new(router.clone().layer(peer_layer));
        let config = config.clone();
        tokio::spawn(async move {
            let mut stream = tokio_io_timeout::TimeoutStream::new(stream);
            stream.set_read_timeout(Some(config.idle));
            stream.set_write_timeout(Some(config.idle));
            let io = TokioIo::new(Box::pin(stream));
            let _ = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(config.head)
                .serve_connection(io, service)
                .await;
            drop(permit);
            drop(place);
        });
    }
}

/// Tells a client the server is full, and closes: within a second, so that
/// a flood of them holds nothing.
async fn refuse_busy(mut stream: TcpStream, why: &'static str) {
    let answer = async {
        stream.write_all(busy_answer(why).as_bytes()).await?;
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), answer).await;
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_busy_answers_say_their_length_and_carry_the_headers() {
        for why in [super::BUSY, super::PEER_BUSY] {
            let answer = super::busy_answer(why);
            let (head, body) = answer.split_once("\r\n\r\n").unwrap_or_default();
            assert!(head.contains(&format!("content-length: {}", body.len())));
            assert!(head.contains("x-content-type-options: nosniff"));
            assert!(head.contains(crate::CONTENT_SECURITY_POLICY));
            let json: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
            assert_eq!(json["code"], "too_many_connections");
        }
    }
}
