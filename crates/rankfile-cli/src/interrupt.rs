//! Ctrl-C for the commands that write files: the first one stops the
//! command between two games (its finished files kept, the one being
//! written removed, what was done said); a second one stops it at once.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::i18n::say;

static REQUESTED: AtomicBool = AtomicBool::new(false);

/// The error a command stopped by Ctrl-C returns: `main` exits with 130,
/// as a shell does for a command killed by SIGINT.
#[derive(Debug)]
pub struct Interrupted;

impl std::fmt::Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&say!("cli-interrupted"))
    }
}

impl std::error::Error for Interrupted {}

/// Catches Ctrl-C from now on. Without a handler (one could not be set),
/// Ctrl-C ends the process as usual: temporary files are left, hidden,
/// and no output's name is ever given a half-written file.
pub fn watch() {
    let _ = ctrlc::set_handler(|| {
        if REQUESTED.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        eprintln!("\n{}", say!("cli-stopping"));
    });
}

/// `Err(Interrupted)` once Ctrl-C was pressed.
///
/// # Errors
///
/// [`Interrupted`], once Ctrl-C was pressed.
pub fn check() -> anyhow::Result<()> {
    match REQUESTED.load(Ordering::Relaxed) {
        true => Err(Interrupted.into()),
        false => Ok(()),
    }
}

/// [`check`] for a command that writes `outputs`: the error says they
/// were left as they were.
///
/// # Errors
///
/// [`Interrupted`], once Ctrl-C was pressed.
pub fn check_writing(outputs: &[&std::path::Path]) -> anyhow::Result<()> {
    check().map_err(|e| match outputs {
        [] => e,
        _ => {
            let files: Vec<String> = outputs.iter().map(|p| p.display().to_string()).collect();
            e.context(say!("cli-outputs-left", files = files.join(", ")))
        }
    })
}
