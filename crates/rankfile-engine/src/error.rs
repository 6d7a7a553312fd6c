//! Why an engine could not do what was asked, with a stable code, a
//! sentence for a person and a hint, as every rankfile error.

use std::fmt;
use std::time::Duration;

use rankfile::text::Text;

/// What the engine was doing when it failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// `uci` … `uciok`.
    Handshake,
    /// `isready` … `readyok`.
    Ready,
    /// `setoption`.
    SetOption,
    /// A search of this position (its FEN).
    Search(String),
}

impl Stage {
    /// The stage as a sentence's part: "the search of FEN".
    pub fn text(&self) -> Text {
        match self {
            Stage::Handshake => Text::new("engine-stage-handshake", "the handshake (uci)"),
            Stage::Ready => Text::new("engine-stage-ready", "its answer to isready"),
            Stage::SetOption => Text::new("engine-stage-option", "setting an option (setoption)"),
            Stage::Search(fen) => Text::new("engine-stage-search", format!("the search of {fen}"))
                .arg("fen", fen.as_str()),
        }
    }
}

/// How an engine's process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this status.
    Code(i32),
    /// A signal ended it (9 for a kill, 11 for a crash).
    Signal(i32),
}

impl Exit {
    /// How it ended, for a sentence: "exit status 7", "signal 11".
    pub fn text(self) -> Text {
        match self {
            Exit::Code(code) => {
                Text::new("engine-exit-code", format!("exit status {code}")).arg("code", code)
            }
            Exit::Signal(signal) => {
                Text::new("engine-exit-signal", format!("signal {signal}")).arg("signal", signal)
            }
        }
    }
}

/// What was wrong with a line the engine sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// A field of `info` whose value is not a number.
    NotANumber {
        /// The field.
        field: String,
        /// What stood in its place.
        value: String,
    },
    /// A move that cannot be played where the engine played it.
    Illegal {
        /// The move, in UCI.
        uci: String,
        /// The position, as a FEN.
        fen: String,
    },
}

/// What went wrong with an engine. Every variant names the engine (its
/// path, or its name once it said it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// No program at the path, or none of that name on the `PATH`.
    NotFound {
        /// The path or name given.
        engine: String,
    },
    /// The file is there but cannot be run.
    NotExecutable {
        /// The path given.
        engine: String,
        /// The system's reason.
        reason: String,
    },
    /// The program ran but did not answer `uci` with `uciok`.
    NotUci {
        /// The path given.
        engine: String,
        /// Its first line of output, if any (what it is, more often than
        /// not).
        first_line: Option<String>,
    },
    /// The engine exited, or closed its output, while work was asked of
    /// it.
    Died {
        /// The engine.
        engine: String,
        /// What it was doing.
        during: Stage,
        /// How it ended, if known.
        status: Option<Exit>,
    },
    /// The engine said nothing for too long; it was stopped.
    Timeout {
        /// The engine.
        engine: String,
        /// What it was doing.
        during: Stage,
        /// How long it was waited for.
        waited: Duration,
    },
    /// A line that is not UCI, or a move that cannot be played.
    BadReply {
        /// The engine.
        engine: String,
        /// The line it sent.
        line: String,
        /// What is wrong with it.
        fault: Fault,
    },
    /// An option the engine did not list.
    NoSuchOption {
        /// The engine.
        engine: String,
        /// The option asked for.
        name: String,
        /// The options it has.
        known: Vec<String>,
    },
    /// A search with no limit asked of a call that waits for its end.
    NoLimit,
    /// Several lines asked of an engine without `MultiPV`.
    NoMultiPv {
        /// The engine.
        engine: String,
        /// The lines asked for.
        lines: u32,
    },
}

impl EngineError {
    /// A stable code for the error.
    pub fn code(&self) -> &'static str {
        match self {
            EngineError::NotFound { .. } => "engine_not_found",
            EngineError::NotExecutable { .. } => "engine_not_executable",
            EngineError::NotUci { .. } => "engine_not_uci",
            EngineError::Died { .. } => "engine_died",
            EngineError::Timeout { .. } => "engine_timeout",
            EngineError::BadReply { .. } => "engine_bad_reply",
            EngineError::NoSuchOption { .. } => "engine_no_such_option",
            EngineError::NoMultiPv { .. } => "engine_no_multipv",
            EngineError::NoLimit => "engine_no_limit",
        }
    }

    /// The sentence for a person: its id and arguments, for the
    /// catalogs of `rankfile-i18n`, and its English.
    pub fn message(&self) -> Text {
        match self {
            EngineError::NotFound { engine } => {
                Text::new("engine-not-found", format!("no engine at {engine}"))
                    .arg("engine", engine.as_str())
            }
            EngineError::NotExecutable { engine, reason } => Text::new(
                "engine-not-executable",
                format!("{engine} cannot be run: {reason}"),
            )
            .arg("engine", engine.as_str())
            .arg("reason", reason.as_str()),
            EngineError::NotUci {
                engine,
                first_line: None,
            } => Text::new(
                "engine-not-uci",
                format!("{engine} did not answer as a UCI engine"),
            )
            .arg("engine", engine.as_str()),
            EngineError::NotUci {
                engine,
                first_line: Some(said),
            } => Text::new(
                "engine-not-uci-said",
                format!("{engine} did not answer as a UCI engine; it wrote: {said}"),
            )
            .arg("engine", engine.as_str())
            .arg("said", said.as_str()),
            EngineError::Died {
                engine,
                during,
                status,
            } => died_text(engine, during, *status),
            EngineError::Timeout {
                engine,
                during,
                waited,
            } => Text::new(
                "engine-timeout",
                format!(
                    "{engine} said nothing for {} s during {}, and was stopped",
                    waited.as_secs(),
                    during.text()
                ),
            )
            .arg("engine", engine.as_str())
            .arg("during", during.text())
            .arg("seconds", waited.as_secs()),
            EngineError::BadReply {
                engine,
                line,
                fault,
            } => bad_reply_text(engine, line, fault),
            EngineError::NoSuchOption {
                engine,
                name,
                known,
            } => Text::new(
                "engine-no-such-option",
                format!("{engine} has no option {name}; it has {}", known.join(", ")),
            )
            .arg("engine", engine.as_str())
            .arg("name", name.as_str())
            .arg("known", known.join(", ")),
            EngineError::NoLimit => Text::new(
                "engine-no-limit",
                "a search without a limit would never end",
            ),
            EngineError::NoMultiPv { engine, lines } => Text::new(
                "engine-no-multipv",
                format!("{lines} lines were asked, but {engine} has no MultiPV option"),
            )
            .arg("engine", engine.as_str())
            .arg("lines", *lines),
        }
    }

    /// How to get on.
    pub fn hint(&self) -> Text {
        match self {
            EngineError::NotFound { .. } => Text::new(
                "engine-hint-install",
                "install Stockfish (apt-get install stockfish, brew install stockfish) or give the engine's path",
            ),
            EngineError::NotExecutable { .. } => Text::new(
                "engine-hint-executable",
                "give the engine's program itself, made executable (chmod +x)",
            ),
            EngineError::NotUci { .. } => Text::new(
                "engine-hint-uci",
                "rankfile speaks UCI: give a UCI engine such as Stockfish (an XBoard engine needs an adapter such as PolyGlot)",
            ),
            EngineError::Died { .. } => Text::new(
                "engine-hint-died",
                "run the engine by hand to see why it stops; its memory (Hash) or threads may be too many for this machine",
            ),
            EngineError::Timeout { .. } => Text::new(
                "engine-hint-timeout",
                "give the engine a longer timeout or a smaller limit",
            ),
            EngineError::BadReply { .. } => Text::new(
                "engine-hint-bad-reply",
                "the engine does not follow UCI here: try another engine or version",
            ),
            EngineError::NoSuchOption { .. } => Text::new(
                "engine-hint-option",
                "name one of the engine's options, spelt as it lists them",
            ),
            EngineError::NoLimit => Text::new(
                "engine-hint-limit",
                "give a depth, a number of nodes, a time or a mate to find",
            ),
            EngineError::NoMultiPv { .. } => Text::new(
                "engine-hint-multipv",
                "ask this engine for one line, or use an engine with MultiPV",
            ),
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for EngineError {}

/// The sentence of a line the engine sent that is not UCI.
fn bad_reply_text(engine: &str, line: &str, fault: &Fault) -> Text {
    let fault = match fault {
        Fault::NotANumber { field, value } => Text::new(
            "engine-fault-number",
            format!("its {field} is not a number but \"{value}\""),
        )
        .arg("field", field.as_str())
        .arg("value", value.as_str()),
        Fault::Illegal { uci, fen } => Text::new(
            "engine-fault-illegal",
            format!("{uci} is not a legal move in {fen}"),
        )
        .arg("uci", uci.as_str())
        .arg("fen", fen.as_str()),
    };
    Text::new(
        "engine-bad-reply",
        format!("{engine} sent \"{line}\": {fault}"),
    )
    .arg("engine", engine)
    .arg("line", line)
    .arg("fault", fault)
}

/// The sentence of an engine that stopped, with how when it is known.
fn died_text(engine: &str, during: &Stage, status: Option<Exit>) -> Text {
    match status {
        None => Text::new(
            "engine-died",
            format!("{engine} stopped during {}", during.text()),
        )
        .arg("engine", engine)
        .arg("during", during.text()),
        Some(status) => Text::new(
            "engine-died-status",
            format!(
                "{engine} stopped during {} ({})",
                during.text(),
                status.text()
            ),
        )
        .arg("engine", engine)
        .arg("during", during.text())
        .arg("status", status.text()),
    }
}
