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
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    rankfile_web::serve_blocking(args.addr, |bound| {
        // Scripts (and the browser tests) read the address from this line.
        println!("rankfile: serving the viewer on http://{bound}/ (Ctrl-C stops)");
    })
    .with_context(|| format!("cannot serve on {}", args.addr))?;
    Ok(ExitCode::SUCCESS)
}
