//! `rankfile serve`: the web viewer and its JSON API.

use std::net::SocketAddr;
use std::process::ExitCode;

use anyhow::Context;

#[derive(clap::Args)]
pub struct Args {
    /// The address to listen on; loopback by default, port 0 for any free
    /// port.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Also answer requests addressed to this host name (the server
    /// answers to IP addresses and localhost only, against DNS rebinding):
    /// the name a proxy forwards, or the machine's own. Repeat for more.
    #[arg(long = "allow-host", value_name = "NAME")]
    allow_hosts: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let config = rankfile_web::Config {
        allowed_hosts: args.allow_hosts,
        ..rankfile_web::Config::default()
    };
    rankfile_web::serve_blocking(args.addr, config, |bound| {
        // Scripts (and the browser tests) read the address from this line.
        println!("rankfile: serving the viewer on http://{bound}/ (Ctrl-C stops)");
    })
    .with_context(|| format!("cannot serve on {}", args.addr))?;
    Ok(ExitCode::SUCCESS)
}
