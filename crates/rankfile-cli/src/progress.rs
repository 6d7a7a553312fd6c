//! What the command line shows while it reads PGN inputs: a progress bar
//! on standard error (bytes, games, games per second) when the inputs are
//! large, none compressed, and standard error is a terminal; and, on a
//! terminal, that it waits for standard input.

use std::io::IsTerminal;
use std::path::PathBuf;

use crate::i18n::say;

/// The progress bar of a reading ([`rankfile_io::Progress`]).
pub struct Bar {
    bar: Option<indicatif::ProgressBar>,
    started: std::time::Instant,
}

impl Bar {
    /// A bar when asked for, the inputs are large files, none compressed,
    /// and standard error is a terminal; else nothing is shown.
    pub fn new(files: &[PathBuf], wanted: bool) -> Bar {
        let sizes = match wanted && std::io::stderr().is_terminal() {
            true => rankfile_io::plain_sizes(files),
            false => None,
        };
        let bar = sizes.filter(|&t| t > 8 << 20).map(|total| {
            let bar = indicatif::ProgressBar::new(total);
            bar.set_style(
                indicatif::ProgressStyle::with_template(
                    "{bytes}/{total_bytes} {wide_bar} {msg} {elapsed}",
                )
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            bar
        });
        Bar {
            bar,
            started: std::time::Instant::now(),
        }
    }
}

impl rankfile_io::Progress for Bar {
    fn advance(&mut self, games: u64, bytes: u64) {
        if let Some(bar) = &self.bar {
            bar.set_position(bytes);
            let rate = games as f64 / self.started.elapsed().as_secs_f64().max(1e-9);
            let rate = format!("{rate:.0}");
            bar.set_message(say!("cli-progress", games = games, rate = rate));
        }
    }

    fn suspend(&mut self, f: &mut dyn FnMut()) {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// Says, when standard input is a terminal, that PGN is read from it.
pub fn waiting_for_pgn() {
    if std::io::stdin().is_terminal() {
        eprintln!("{}", say!("cli-waiting-pgn"));
    }
}
