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
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let config = rankfile_web::Config {
        allowed_hosts: args.allow_hosts,
        embed_origins: args.embed_origins,
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
