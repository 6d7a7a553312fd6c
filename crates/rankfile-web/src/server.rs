//! The accept loop: each connection served on its own task by hyper, with
//! a deadline for its request head however it trickles, a deadline for
//! silence, and a limit on how many are served at once.

use std::sync::Arc;

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;

use crate::Config;

/// The answer to a connection beyond [`Config::max_connections`].
const BUSY: &str = concat!(
    "HTTP/1.1 503 Service Unavailable\r\n",
    "content-type: application/json\r\n",
    "retry-after: 1\r\n",
    "connection: close\r\n",
    "content-length: 96\r\n",
    "\r\n",
    r#"{"code":"too_many_connections","message":"the server serves enough clients now: try again soon"}"#,
);

/// Serves `listener` until `shutdown` completes.
pub(crate) async fn run(
    listener: TcpListener,
    config: Config,
    shutdown: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    let router = crate::router_with(&config);
    let permits = Arc::new(Semaphore::new(config.max_connections));
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of file descriptors, a connection reset before it was
                // taken: the server goes on.
                Err(_) => {
                    tokio::time::sleep(std::time::Duration::from_millis(10)).await;
                    continue;
                }
            },
            () = &mut shutdown => return Ok(()),
        };
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            tokio::spawn(refuse_busy(stream));
            continue;
        };
        let service = TowerToHyperService::new(router.clone());
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
        });
    }
}

/// Tells a client the server is full, and closes: within a second, so that
/// a flood of them holds nothing.
async fn refuse_busy(mut stream: TcpStream) {
    let answer = async {
        stream.write_all(BUSY.as_bytes()).await?;
        stream.shutdown().await
    };
    let _ = tokio::time::timeout(std::time::Duration::from_secs(1), answer).await;
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_busy_answer_says_its_length() {
        let (head, body) = super::BUSY.split_once("\r\n\r\n").unwrap_or_default();
        assert!(head.contains(&format!("content-length: {}", body.len())));
        assert!(serde_json::from_str::<serde_json::Value>(body).is_ok());
    }
}
