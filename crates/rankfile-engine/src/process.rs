//! The engine's process: started, spoken to line by line, read on a
//! thread of its own so that every wait has a deadline, and stopped.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::{EngineError, Exit, Stage};

/// What came from the engine while waiting.
pub(crate) enum Heard {
    /// A line of its output, without its line break.
    Line(String),
    /// Nothing within the wait asked for.
    Nothing,
}

/// A running engine's pipes.
pub(crate) struct Process {
    /// How the engine is named in errors: its path, then its `id name`.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Process {
    /// Starts `path` (a path, or a name looked up on the `PATH`) with
    /// `args`, its output read on a thread.
    pub fn start(path: &Path, args: &[String]) -> Result<Process, EngineError> {
        let name = path.display().to_string();
        let mut command = Command::new(path);
        // In a process group of its own: Ctrl-C at the terminal reaches the
        // command, which stops between two games, not the engine in the
        // middle of one.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::NotFound => EngineError::NotFound {
                    engine: name.clone(),
                },
                _ => EngineError::NotExecutable {
                    engine: name.clone(),
                    reason: e.to_string(),
                },
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::NotExecutable {
                engine: name,
                reason: "its pipes could not be opened".into(),
            });
        };
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || read_lines(BufReader::new(stdout), send));
        Ok(Process {
            name,
            child,
            stdin,
            lines,
        })
    }

    /// Sends one command; an engine that closed its input has died.
    pub fn send(&mut self, command: &str, during: &Stage) -> Result<(), EngineError> {
        let sent = writeln!(self.stdin, "{command}").and_then(|()| self.stdin.flush());
        sent.map_err(|_| self.died(during))
    }

    /// The next line, or [`Heard::Nothing`] after `wait`.
    pub fn hear(&mut self, wait: Duration, during: &Stage) -> Result<Heard, EngineError> {
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(Heard::Line(line)),
            Err(RecvTimeoutError::Timeout) => Ok(Heard::Nothing),
            Err(RecvTimeoutError::Disconnected) => Err(self.died(during)),
        }
    }

    /// Lines until one for which `done` holds, or an error once `within`
    /// passed without it: the handshake's and `isready`'s wait.
    pub fn await_line(
        &mut self,
        within: Duration,
        during: &Stage,
        mut done: impl FnMut(&str) -> bool,
    ) -> Result<(), EngineError> {
        let deadline = Instant::now().checked_add(within);
        loop {
            // A wait too long for the clock is no deadline at all.
            let left = deadline.map_or(Duration::MAX, |d| {
                d.saturating_duration_since(Instant::now())
            });
            if left.is_zero() {
                return Err(self.timed_out(during, within));
            }
            if let Heard::Line(line) = self.hear(left, during)?
                && done(&line)
            {
                return Ok(());
            }
        }
    }

    /// The error for an engine that stopped, with its exit status when it
    /// comes within a moment.
    pub fn died(&mut self, during: &Stage) -> EngineError {
        let deadline = Instant::now() + Duration::from_millis(500);
        let mut status = None;
        while Instant::now() < deadline {
            match self.child.try_wait() {
                Ok(Some(s)) => {
                    status = describe(s);
                    break;
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(10)),
                Err(_) => break,
            }
        }
        EngineError::Died {
            engine: self.name.clone(),
            during: during.clone(),
            status,
        }
    }

    /// The error for an engine that said nothing for `waited`; the engine
    /// is killed, as its state is no longer known.
    pub fn timed_out(&mut self, during: &Stage, waited: Duration) -> EngineError {
        self.kill();
        EngineError::Timeout {
            engine: self.name.clone(),
            during: during.clone(),
            waited,
        }
    }

    /// Asks the engine to quit, and kills it if it has not within a
    /// second.
    pub fn quit(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        self.kill();
    }

    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            self.quit();
        }
    }
}

/// Sends the engine's lines until its output closes; bytes that are not
/// UTF-8 are replaced, a `\r` before the line break dropped.
fn read_lines(mut out: impl BufRead, send: mpsc::Sender<String>) {
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match out.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                let text = String::from_utf8_lossy(&bytes);
                let line = text.trim_end_matches(['\n', '\r']).to_string();
                if send.send(line).is_err() {
                    return;
                }
            }
        }
    }
}

fn describe(status: std::process::ExitStatus) -> Option<Exit> {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        if let Some(signal) = status.signal() {
            return Some(Exit::Signal(signal));
        }
    }
    status.code().map(Exit::Code)
}
