//! A UCI engine: the handshake, its options, and searches whose every
//! reply is checked against the position.

use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rankfile::{Move, Position};

use crate::option::{UciOption, parse_option};
use crate::process::{Heard, Process};
use crate::{EngineError, Fault, Info, Score, Stage, parse_info};

/// How long an engine may take to answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// For `uci` → `uciok` and `isready` → `readyok` (a big network file
    /// loading counts here): 10 s by default.
    pub handshake: Duration,
    /// For a search, the longest silence (no line at all) before the
    /// engine is taken for hung: 60 s by default. A search limited by
    /// time is also given its time and this much more.
    pub silence: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            handshake: Duration::from_secs(10),
            silence: Duration::from_secs(60),
        }
    }
}

/// When a search stops: the first limit reached; none, a search that runs
/// until the caller's callback stops it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limit {
    /// Plies deep.
    pub depth: Option<u32>,
    /// Positions searched.
    pub nodes: Option<u64>,
    /// Time to search.
    pub time: Option<Duration>,
    /// A mate in so many moves found.
    pub mate: Option<u32>,
    /// The players' clocks: the engine plays as in a game, spending what
    /// it judges right.
    pub clock: Option<Clock>,
}

/// The clocks of a game, for a search that plays by them (`go wtime …`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Clock {
    /// White's time left.
    pub white: Option<Duration>,
    /// Black's time left.
    pub black: Option<Duration>,
    /// White's increment a move.
    pub white_inc: Option<Duration>,
    /// Black's increment a move.
    pub black_inc: Option<Duration>,
    /// Moves to the next time control.
    pub moves_to_go: Option<u32>,
}

impl Limit {
    /// The `go` command for this limit.
    fn go(&self) -> String {
        let mut go = String::from("go");
        if let Some(depth) = self.depth {
            go += &format!(" depth {depth}");
        }
        if let Some(nodes) = self.nodes {
            go += &format!(" nodes {nodes}");
        }
        if let Some(time) = self.time {
            go += &format!(" movetime {}", time.as_millis().max(1));
        }
        if let Some(mate) = self.mate {
            go += &format!(" mate {mate}");
        }
        if let Some(clock) = &self.clock {
            let fields = [
                ("wtime", clock.white),
                ("btime", clock.black),
                ("winc", clock.white_inc),
                ("binc", clock.black_inc),
            ];
            for (name, time) in fields {
                if let Some(time) = time {
                    go += &format!(" {name} {}", time.as_millis());
                }
            }
            if let Some(moves) = clock.moves_to_go {
                go += &format!(" movestogo {moves}");
            }
        }
        if go == "go" {
            go += " infinite";
        }
        go
    }
}

/// One line of a search: the engine's last `info` for it, its moves
/// checked legal in the position searched.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The fields as the engine sent them.
    pub info: Info,
    /// The principal variation, each move legal where it is played.
    pub pv: Vec<Move>,
}

impl Line {
    /// Which of the best lines this is, from 1.
    pub fn multipv(&self) -> u32 {
        self.info.multipv.unwrap_or(1)
    }

    /// The score for the side to move, as the engine sent it.
    pub fn score(&self) -> Option<Score> {
        self.info.score
    }
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Search {
    /// The engine's move; `None` when the position has none (mate or
    /// stalemate: `bestmove (none)`).
    pub best: Option<Move>,
    /// The reply it expects.
    pub ponder: Option<Move>,
    /// The best lines, by their `multipv`, each as last sent.
    pub lines: Vec<Line>,
}

/// A running UCI engine. Dropping it asks it to quit, then kills it.
pub struct Engine {
    process: Process,
    author: Option<String>,
    options: Vec<UciOption>,
    timeouts: Timeouts,
    multipv: u32,
    chess960: bool,
}

/// How long a search's loop waits for a line before asking the caller's
/// callback whether to stop.
const TICK: Duration = Duration::from_millis(100);

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("name", &self.process.name)
            .field("options", &self.options.len())
            .finish_non_exhaustive()
    }
}

impl Engine {
    /// Starts the engine at `path` and shakes hands (`uci` … `uciok`,
    /// `isready` … `readyok`).
    ///
    /// # Errors
    ///
    /// [`EngineError::NotFound`], [`EngineError::NotExecutable`],
    /// [`EngineError::NotUci`] when it never says `uciok`, and
    /// [`EngineError::Died`] when it stops before.
    pub fn start(path: &Path, timeouts: Timeouts) -> Result<Engine, EngineError> {
        Engine::start_with_args(path, &[], timeouts)
    }

    /// [`Engine::start`], then its `options` set, `(name, value)` each:
    /// how every front end starts the engine its user configured.
    ///
    /// # Errors
    ///
    /// As [`Engine::start`], and [`EngineError::NoSuchOption`].
    pub fn start_configured(
        path: &Path,
        options: &[(String, String)],
        timeouts: Timeouts,
    ) -> Result<Engine, EngineError> {
        let mut engine = Engine::start(path, timeouts)?;
        for (name, value) in options {
            engine.set_option(name, value)?;
        }
        Ok(engine)
    }

    /// [`Engine::start`] with arguments on the engine's command line
    /// (`lc0 --weights=…`).
    ///
    /// # Errors
    ///
    /// As [`Engine::start`].
    pub fn start_with_args(
        path: &Path,
        args: &[String],
        timeouts: Timeouts,
    ) -> Result<Engine, EngineError> {
        let mut process = Process::start(&locate(path), args)?;
        let mut engine_name = None;
        let mut author = None;
        let mut options = Vec::new();
        let mut first_line = None;
        let sent = process.send("uci", &Stage::Handshake);
        let shaken = sent.and_then(|()| {
            process.await_line(timeouts.handshake, &Stage::Handshake, |line| {
                if first_line.is_none() && !line.trim().is_empty() {
                    first_line = Some(line.chars().take(120).collect());
                }
                if let Some(name) = line.strip_prefix("id name ") {
                    engine_name = Some(name.trim().to_string());
                } else if let Some(by) = line.strip_prefix("id author ") {
                    author = Some(by.trim().to_string());
                } else if let Some(rest) = line.strip_prefix("option ") {
                    options.extend(parse_option(rest));
                }
                line.trim() == "uciok"
            })
        });
        if let Err(failed) = shaken {
            // A program that exits at once may do so before it reads
            // "uci": what it wrote still says what it is.
            while first_line.is_none() {
                match process.hear(Duration::from_millis(200), &Stage::Handshake) {
                    Ok(Heard::Line(line)) if !line.trim().is_empty() => {
                        first_line = Some(line.chars().take(120).collect());
                    }
                    Ok(Heard::Line(_)) => {}
                    _ => break,
                }
            }
            // Silent and stopped: its exit status says more than "not UCI".
            if let (EngineError::Died { .. }, None) = (&failed, &first_line) {
                return Err(failed);
            }
            return Err(EngineError::NotUci {
                engine: path.display().to_string(),
                first_line,
            });
        }
        if let Some(name) = engine_name {
            process.name = name;
        }
        let mut engine = Engine {
            process,
            author,
            options,
            timeouts,
            multipv: 1,
            chess960: false,
        };
        engine.is_ready()?;
        Ok(engine)
    }

    /// The engine's name, from its `id name` (else its path).
    pub fn name(&self) -> &str {
        &self.process.name
    }

    /// The engine's author, from its `id author`.
    pub fn author(&self) -> Option<&str> {
        self.author.as_deref()
    }

    /// The options the engine listed.
    pub fn options(&self) -> &[UciOption] {
        &self.options
    }

    /// Sets one of the engine's options (`Hash`, `Threads`,
    /// `UCI_LimitStrength`…); the name is matched regardless of case, as
    /// UCI says.
    ///
    /// # Errors
    ///
    /// [`EngineError::NoSuchOption`] for an option the engine did not list.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let Some(option) = self
            .options
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
        else {
            return Err(EngineError::NoSuchOption {
                engine: self.name().to_string(),
                name: name.to_string(),
                known: self.options.iter().map(|o| o.name.clone()).collect(),
            });
        };
        let command = match option.kind.as_str() {
            "button" => format!("setoption name {}", option.name),
            _ => format!("setoption name {} value {value}", option.name),
        };
        self.process.send(&command, &Stage::SetOption)?;
        if option.name.eq_ignore_ascii_case("MultiPV") {
            self.multipv = value.parse().unwrap_or(1);
        }
        self.is_ready()
    }

    /// `ucinewgame`, then waits until the engine is ready: the next
    /// searches belong to another game.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.process.send("ucinewgame", &Stage::Ready)?;
        self.is_ready()
    }

    /// `isready` … `readyok`.
    pub fn is_ready(&mut self) -> Result<(), EngineError> {
        self.process.send("isready", &Stage::Ready)?;
        let wait = self.timeouts.handshake;
        self.process
            .await_line(wait, &Stage::Ready, |line| line.trim() == "readyok")
    }

    /// Searches the position after `moves` from `start`, `multipv` lines
    /// (1 or more), until `limit`, or until `on_info` breaks (it is
    /// called with each line as it deepens, and with `None` at least every
    /// 100 ms, so that it may stop an infinite search).
    ///
    /// # Errors
    ///
    /// [`EngineError::BadReply`] for an `info` that is not UCI or a move
    /// that cannot be played; [`EngineError::Died`], and
    /// [`EngineError::Timeout`] after a silence longer than the timeouts
    /// allow (the engine is then killed).
    pub fn search(
        &mut self,
        start: &Position,
        moves: &[Move],
        limit: &Limit,
        multipv: u32,
        mut on_info: impl FnMut(Option<&Line>) -> ControlFlow<()>,
    ) -> Result<Search, EngineError> {
        let mut searched = *start;
        for m in moves {
            searched.play_unchecked(m);
        }
        self.prepare(start, multipv.max(1))?;
        let during = Stage::Search(searched.fen());
        let mut position = format!("position fen {}", start.fen());
        if !moves.is_empty() {
            position += " moves";
            let mut at = *start;
            for m in moves {
                position.push(' ');
                position += &at.uci(m);
                at.play_unchecked(m);
            }
        }
        self.process.send(&position, &during)?;
        self.process.send(&limit.go(), &during)?;
        let result = self.follow(&searched, &during, limit, &mut on_info);
        if let Err(EngineError::BadReply { .. }) = &result {
            // The engine still searches: stopped and read to its
            // bestmove, so that the next search starts clean.
            self.abandon(&during);
        }
        result
    }

    /// The lines of a search until its `bestmove`.
    fn follow(
        &mut self,
        searched: &Position,
        during: &Stage,
        limit: &Limit,
        on_info: &mut impl FnMut(Option<&Line>) -> ControlFlow<()>,
    ) -> Result<Search, EngineError> {
        let clock = limit.clock.unwrap_or_default();
        let longest = [limit.time, clock.white, clock.black]
            .into_iter()
            .flatten()
            .max();
        let silence = self
            .timeouts
            .silence
            .saturating_add(longest.unwrap_or_default());
        // A search limited by time ends in its time: past that and the
        // silence allowed, an engine that chatters on is hung too.
        let deadline = longest.and_then(|_| Instant::now().checked_add(silence));
        let mut lines: Vec<Line> = Vec::new();
        let (mut heard_at, mut asked_at) = (Instant::now(), Instant::now());
        let mut stopped = false;
        loop {
            let heard = self.process.hear(TICK, during)?;
            // The caller is asked every 100 ms, lines or none.
            if asked_at.elapsed() >= TICK {
                asked_at = Instant::now();
                if on_info(None).is_break() && !stopped {
                    stopped = true;
                    self.process.send("stop", during)?;
                }
            }
            let late = deadline.is_some_and(|d| Instant::now() > d);
            let line = match heard {
                Heard::Nothing if heard_at.elapsed() > silence || late => {
                    return Err(self.process.timed_out(during, silence));
                }
                Heard::Nothing => continue,
                Heard::Line(_) if late => return Err(self.process.timed_out(during, silence)),
                Heard::Line(line) => line,
            };
            heard_at = Instant::now();
            let line = line.trim();
            if let Some(rest) = line.strip_prefix("bestmove") {
                let (best, ponder) = self.read_bestmove(searched, line, rest)?;
                lines.sort_by_key(Line::multipv);
                return Ok(Search {
                    best,
                    ponder,
                    lines,
                });
            }
            let Some(fields) = line.strip_prefix("info ") else {
                continue;
            };
            let Some(new) = self.read_info(searched, line, fields)? else {
                continue;
            };
            let flow = on_info(Some(&new));
            match lines.iter_mut().find(|l| l.multipv() == new.multipv()) {
                Some(old) => *old = new,
                None => lines.push(new),
            }
            if flow.is_break() && !stopped {
                stopped = true;
                self.process.send("stop", during)?;
            }
        }
    }

    /// Stops a search whose lines could not be read, reading on to its
    /// `bestmove`; an engine that does not get there within the
    /// handshake's time is killed (the next call says it stopped).
    fn abandon(&mut self, during: &Stage) {
        if self.process.send("stop", during).is_err() {
            return;
        }
        let wait = self.timeouts.handshake;
        let ended = self.process.await_line(wait, during, |line| {
            line.trim_start().starts_with("bestmove")
        });
        if ended.is_err() {
            self.process.kill();
        }
    }

    /// Asks the engine to quit and waits for it (a second at most, then
    /// kills it).
    pub fn quit(mut self) {
        self.process.quit();
    }

    /// MultiPV and Chess960 set as the search needs them.
    fn prepare(&mut self, start: &Position, multipv: u32) -> Result<(), EngineError> {
        if multipv != self.multipv {
            if !self.has_option("MultiPV") && multipv > 1 {
                return Err(EngineError::NoMultiPv {
                    engine: self.name().to_string(),
                    lines: multipv,
                });
            }
            self.set_option("MultiPV", &multipv.to_string())?;
        }
        let chess960 = start.castling_rights().is_chess960();
        if chess960 != self.chess960 && self.has_option("UCI_Chess960") {
            self.set_option("UCI_Chess960", if chess960 { "true" } else { "false" })?;
            self.chess960 = chess960;
        }
        Ok(())
    }

    fn has_option(&self, name: &str) -> bool {
        self.options
            .iter()
            .any(|o| o.name.eq_ignore_ascii_case(name))
    }

    /// An `info` with a principal variation or a score, its moves
    /// checked; `None` for the others (`currmove`, `string`, …).
    fn read_info(
        &self,
        searched: &Position,
        line: &str,
        fields: &str,
    ) -> Result<Option<Line>, EngineError> {
        let info = parse_info(fields).map_err(|e| {
            self.bad_reply(
                line,
                Fault::NotANumber {
                    field: e.field,
                    value: e.value,
                },
            )
        })?;
        if info.score.is_none() && info.pv.is_empty() {
            return Ok(None);
        }
        let mut at = *searched;
        let mut pv = Vec::with_capacity(info.pv.len());
        for uci in &info.pv {
            let m = at
                .parse_uci(uci)
                .map_err(|_| self.bad_reply(line, illegal(uci, &at)))?;
            at.play_unchecked(&m);
            pv.push(m);
        }
        Ok(Some(Line { info, pv }))
    }

    /// `bestmove M [ponder P]`, both moves checked.
    fn read_bestmove(
        &self,
        searched: &Position,
        line: &str,
        rest: &str,
    ) -> Result<(Option<Move>, Option<Move>), EngineError> {
        let mut words = rest.split_ascii_whitespace();
        let best = match words.next() {
            None | Some("(none)") | Some("0000") => return Ok((None, None)),
            Some(uci) => searched
                .parse_uci(uci)
                .map_err(|_| self.bad_reply(line, illegal(uci, searched)))?,
        };
        let mut after = *searched;
        after.play_unchecked(&best);
        let ponder = match (words.next(), words.next()) {
            (Some("ponder"), Some(uci)) => after.parse_uci(uci).ok(),
            _ => None,
        };
        Ok((Some(best), ponder))
    }

    fn bad_reply(&self, line: &str, fault: Fault) -> EngineError {
        EngineError::BadReply {
            engine: self.name().to_string(),
            line: line.chars().take(200).collect(),
            fault,
        }
    }
}

fn illegal(uci: &str, at: &Position) -> Fault {
    Fault::Illegal {
        uci: uci.to_string(),
        fen: at.fen(),
    }
}

/// The engine to run when none is named: `stockfish`, found by
/// [`locate`]; `None` when it is nowhere.
pub fn default_engine() -> Option<PathBuf> {
    let found = locate(Path::new("stockfish"));
    (found != Path::new("stockfish")).then_some(found)
}

/// Where a program named alone (`stockfish`) is: on the `PATH`, else in
/// `/usr/games`, where Debian puts its chess engines (and which is often
/// outside the `PATH`); a path with a directory, or a name found nowhere,
/// is given back as it is (starting it then says it is missing).
pub fn locate(program: &Path) -> PathBuf {
    if program.components().count() != 1 {
        return program.to_path_buf();
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(program))
            .find(|p| p.is_file())
    });
    let games = Path::new("/usr/games").join(program);
    on_path
        .or_else(|| games.is_file().then_some(games))
        .unwrap_or_else(|| program.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_commands() {
        assert_eq!(Limit::default().go(), "go infinite");
        let limit = Limit {
            depth: Some(12),
            time: Some(Duration::from_millis(250)),
            ..Limit::default()
        };
        assert_eq!(limit.go(), "go depth 12 movetime 250");
        let limit = Limit {
            nodes: Some(1000),
            mate: Some(3),
            ..Limit::default()
        };
        assert_eq!(limit.go(), "go nodes 1000 mate 3");
        let limit = Limit {
            clock: Some(Clock {
                white: Some(Duration::from_secs(60)),
                black: Some(Duration::from_millis(59_500)),
                white_inc: Some(Duration::from_secs(1)),
                moves_to_go: Some(20),
                ..Clock::default()
            }),
            ..Limit::default()
        };
        assert_eq!(
            limit.go(),
            "go wtime 60000 btime 59500 winc 1000 movestogo 20"
        );
    }
}
