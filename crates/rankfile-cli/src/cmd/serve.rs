//! `rankfile serve`: the web viewer and its JSON API.

use std::net::SocketAddr;
use std::process::ExitCode;

use crate::i18n::say;

#[derive(clap::Args)]
pub struct Args {
    /// The address to listen on; loopback by default, port 0 for any free
    /// port.
    /// `8081`, `:8081` and `localhost:8081` mean 127.0.0.1:8081.
    #[arg(long, default_value = "127.0.0.1:8080", value_parser = parse_addr)]
    addr: SocketAddr,
    /// Also answer requests addressed to this host name (the server
    /// answers to IP addresses and localhost only, against DNS rebinding):
    /// the name a proxy forwards, or the machine's own. Repeat for more.
    #[arg(long = "allow-host", value_name = "NAME")]
    allow_hosts: Vec<String>,
    /// Let pages of this origin (https://site.example) show /embed in a
    /// frame; every other page of the server is never framed. Repeat for
    /// more.
    #[arg(long = "embed-origin", value_name = "ORIGIN", value_parser = parse_origin)]
    embed_origins: Vec<String>,
    /// Run this UCI engine (stockfish, a path) for the page's evaluation
    /// bar and POST /api/analyse; without it, neither.
    #[arg(long, value_name = "PATH")]
    engine: Option<std::path::PathBuf>,
    /// One of the engine's options, NAME=VALUE (Threads=2, Hash=256);
    /// repeat for several.
    #[arg(long = "option", value_name = "NAME=VALUE", requires = "engine",
          value_parser = super::analyse::option_arg)]
    options: Vec<(String, String)>,
    /// The longest search a request may ask, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 3000, requires = "engine",
          value_parser = super::whole_number::<u64>(10, 60_000))]
    engine_time: u64,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let engine = match &args.engine {
        Some(path) => match checked_engine(path, &args.options) {
            Some(path) => Some(rankfile_web::api::EngineConfig {
                path,
                options: args.options.clone(),
                cap: std::time::Duration::from_millis(args.engine_time),
            }),
            None => return Ok(ExitCode::from(3)),
        },
        None => None,
    };
    let config = rankfile_web::Config {
        allowed_hosts: args.allow_hosts,
        embed_origins: args.embed_origins,
        engine,
        ..rankfile_web::Config::default()
    };
    rankfile_web::serve_blocking(args.addr, config, |bound| {
        // Scripts (and the browser tests) read the address from this line.
        let url = format!("http://{bound}/");
        println!(
            "{}{}",
            crate::i18n::program(),
            say!("cli-serving", url = url)
        );
    })
    .map_err(|e| {
        let busy = e.kind() == std::io::ErrorKind::AddrInUse;
        let address = args.addr.to_string();
        let e = anyhow::Error::new(e).context(say!("cli-cannot-serve", address = address));
        if busy {
            e.context(say!("cli-port-taken", port = args.addr.port()))
        } else {
            e
        }
    })?;
    Ok(ExitCode::SUCCESS)
}

/// An address to listen on, as people write it: `127.0.0.1:8080`,
/// `[::1]:8080`, or a port alone (`8081`, `:8081`) or `localhost:8081`
/// for the loopback address.
fn parse_addr(text: &str) -> Result<SocketAddr, String> {
    let port = text
        .strip_prefix("localhost:")
        .or_else(|| text.strip_prefix(':'))
        .unwrap_or(text);
    if let Ok(port) = port.parse::<u16>() {
        return Ok(SocketAddr::from(([127, 0, 0, 1], port)));
    }
    // A port out of range, alone or after an address: said as such.
    let last = text.rsplit(':').next().unwrap_or(text);
    if last.bytes().all(|b| b.is_ascii_digit()) && last.parse::<u16>().is_err() && !last.is_empty()
    {
        return Err(say!("cli-bad-port", port = last));
    }
    text.parse()
        .map_err(|_| say!("cli-bad-address", text = format!("{text:?}")))
}

/// An origin that may frame `/embed`: a scheme and a host, a port if
/// need be, and nothing more.
fn parse_origin(text: &str) -> Result<String, String> {
    rankfile_web::embed_origin(text)
        .ok_or_else(|| say!("cli-bad-origin", text = format!("{text:?}")))
}

/// The engine's program, started once with its options so that a wrong
/// path or option is said now rather than at the first request; `None`
/// (the error said) when it fails.
fn checked_engine(
    path: &std::path::Path,
    options: &[(String, String)],
) -> Option<std::path::PathBuf> {
    let path = rankfile_engine::locate(path);
    let timeouts = rankfile_engine::Timeouts::default();
    let started = rankfile_engine::Engine::start_configured(&path, options, timeouts)
        .map(rankfile_engine::Engine::quit);
    match started {
        Ok(()) => Some(path),
        Err(e) => {
            super::analyse::say_error(&e);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_addr;

    #[test]
    fn a_port_out_of_range_is_said_to_be_one() {
        for text in ["99999", "127.0.0.1:99999", ":70000"] {
            let err = parse_addr(text).unwrap_err();
            assert!(err.contains("0 to 65535"), "{text}: {err}");
        }
    }

    #[test]
    fn addresses_as_people_write_them() {
        for text in ["8081", ":8081", "localhost:8081", "127.0.0.1:8081"] {
            assert_eq!(
                parse_addr(text),
                Ok("127.0.0.1:8081".parse().unwrap()),
                "{text}"
            );
        }
        assert_eq!(parse_addr("[::1]:80"), Ok("[::1]:80".parse().unwrap()));
        let err = parse_addr("localhost").unwrap_err();
        assert!(err.contains("for example 127.0.0.1:8080"), "{err}");
        assert!(parse_addr("99999").is_err());
    }
}
