//! Dead positions in a game: where its main line became dead (FIDE 5.2.2:
//! the game ended there, drawn), and whether a game lost on time was one
//! the opponent could not have won (6.9: a draw).
//!
//! Both ask for a proof without search, cheap enough for every game of
//! a database: the material rules, and the pawns' fixed core of
//! [`Position::quick_winnable`] when every pawn stands in front of a
//! pawn; a position these cannot decide counts as alive. A dead position's
//! successors are all dead, so the main line is replayed only when its
//! final position is.

use super::check::GameCheck;
use super::outcome::Deadness;
use crate::{Color, Move, Position, Role};

impl GameCheck<'_> {
    /// Where the main line became dead, and whether a loss on time was one
    /// the rules make a draw: what [`GameCheck::deadness`] holds.
    ///
    /// ```
    /// use rankfile::pgn::{GameOptions, check_game};
    ///
    /// let pgn = "[FEN \"8/8/4k3/8/3p4/8/3NK3/8 w - - 0 1\"]\n[SetUp \"1\"]\n\
    ///            [Termination \"Time forfeit\"]\n\n1. Nb3 Kd5 2. Nxd4 Kxd4 3. Kd2 1-0\n";
    /// let game = check_game(pgn, GameOptions::default());
    /// let deadness = game.deadness;
    /// // After 2. Nxd4 White has a knight alone, Black a king alone.
    /// assert_eq!(deadness.dead_from, Some(3));
    /// assert_eq!(game.dead_move(3).as_deref(), Some("2. Nxd4"));
    /// assert!(deadness.unwinnable_on_time.is_some());
    /// ```
    pub(super) fn find_deadness(&self) -> Deadness {
        let mut deadness = Deadness::default();
        let winner = match self.result() {
            "1-0" => Some(Color::White),
            "0-1" => Some(Color::Black),
            _ => None,
        };
        if let Some(winner) = winner.filter(|_| self.lost_on_time())
            && let Some(why) = self.final_position.unwinnable_at_once(winner)
        {
            deadness.unwinnable_on_time = Some((winner, why));
        }
        if could_be_dead(&self.final_position) && quick_dead(&self.final_position) {
            deadness.dead_from = Some(self.first_dead());
        }
        deadness
    }

    /// The same, with [`deadness`](GameCheck::deadness) found.
    pub(super) fn with_deadness(mut self) -> Self {
        self.deadness = self.find_deadness();
        self
    }

    /// Whether the `Termination` tag says the game was lost on time.
    fn lost_on_time(&self) -> bool {
        self.tag("Termination").is_some_and(|t| {
            let t = t.to_ascii_lowercase();
            t.contains("time forfeit") || t == "time" || t.contains("on time")
        })
    }

    /// The move that made the main line's first dead position, written
    /// `45. Kxe4` or `45... Kxe4`, if a move did.
    pub fn dead_move(&self, dead_from: usize) -> Option<String> {
        let index = dead_from.checked_sub(1)?;
        let mut pos = self.start;
        for m in self.main_line.iter().take(index) {
            play(&mut pos, m.as_ref());
        }
        let m = self.main_line.get(index)?.as_ref();
        let number = pos.fullmove_number();
        let dots = if pos.turn() == Color::White {
            "."
        } else {
            "..."
        };
        let san = m.map_or_else(|| "--".to_owned(), |m| pos.san(m));
        Some(format!("{number}{dots} {san}"))
    }

    /// The number of plies before the main line's first dead position, its
    /// final position being dead.
    fn first_dead(&self) -> usize {
        let mut pos = self.start;
        for (ply, m) in self.main_line.iter().enumerate() {
            if quick_dead(&pos) {
                return ply;
            }
            play(&mut pos, m.as_ref());
        }
        self.main_line.len()
    }
}

fn play(pos: &mut Position, m: Option<&Move>) {
    match m {
        Some(m) => pos.play_unchecked(m),
        None => pos.play_null(),
    }
}

/// A cheap test that lets most positions go without asking: a dead one
/// has a side that the material rules stop, or pawns each standing in
/// front of a pawn (the quick form proves nothing else).
fn could_be_dead(pos: &Position) -> bool {
    let board = pos.board();
    let pawns = board.by_role(Role::Pawn);
    let heavy = board.by_role(Role::Queen) | board.by_role(Role::Rook);
    let minor_only = |color: Color| (board.by_color(color) & (heavy | pawns)).is_empty();
    minor_only(Color::White)
        || minor_only(Color::Black)
        || crate::winnable::every_pawn_faces_a_pawn(pos)
}

fn quick_dead(pos: &Position) -> bool {
    Color::ALL
        .into_iter()
        .all(|side| pos.unwinnable_at_once(side).is_some())
}

#[cfg(test)]
mod tests {
    use crate::pgn::{GameOptions, check_game};

    fn warnings(pgn: &str) -> Vec<(&'static str, String)> {
        let game = check_game(pgn, GameOptions::default());
        game.warnings
            .iter()
            .map(|w| (w.code, w.message.to_string()))
            .collect()
    }

    #[test]
    fn a_loss_on_time_to_a_side_that_could_not_mate_is_a_draw() {
        let pgn = "[SetUp \"1\"]\n[FEN \"8/8/4k3/8/3p4/8/3NK3/8 w - - 0 1\"]\n[Termination \"Time forfeit\"]\n\n1. Nb3 1-0\n";
        // Black's pawn can block beside its own king for a knight's mate:
        // the loss on time stands.
        assert!(
            warnings(pgn)
                .iter()
                .all(|(code, _)| *code != "time_forfeit_draw")
        );
        let pgn = "[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/3NK3/8 w - - 0 1\"]\n[Termination \"Time forfeit\"]\n\n1. Nb3 Kd5 1-0\n";
        let found = warnings(pgn);
        let (_, message) = found
            .iter()
            .find(|(code, _)| *code == "time_forfeit_draw")
            .expect("a draw by 6.9");
        assert_eq!(
            message,
            "the game was lost on time, yet White has only a knight, and the other side nothing to block its own king with but queens, which would take the knight: no series of legal moves mates, so it is drawn (FIDE 6.9)"
        );
    }

    #[test]
    fn a_game_played_past_a_dead_position_is_said_where() {
        let pgn = "[SetUp \"1\"]\n[FEN \"8/8/4k3/8/3p4/8/3NK3/8 w - - 0 1\"]\n\n1. Nb3 Kd5 2. Nxd4 Kxd4 3. Kd2 1/2-1/2\n";
        let found = warnings(pgn);
        let (_, message) = found
            .iter()
            .find(|(code, _)| *code == "played_past_dead")
            .expect("past 5.2.2");
        assert_eq!(
            message,
            "the position after 2. Nxd4 is dead, neither side able to checkmate: the game ended there, drawn (FIDE 5.2.2), yet it goes on for 2 more moves"
        );
    }

    #[test]
    fn a_win_in_a_dead_final_position_is_said() {
        // Locked pawns and bishops that cannot cross them, once the rook
        // is gone; no rule of material says it (python-chess's would not).
        let pgn = "[SetUp \"1\"]\n[FEN \"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1Kr2 w - - 0 1\"]\n\n1. Kxf1 1-0\n";
        let codes: Vec<_> = warnings(pgn).into_iter().map(|(code, _)| code).collect();
        assert_eq!(codes, ["dead_position_result"]);
        // The same game drawn says nothing.
        assert!(warnings(&pgn.replace("1-0", "1/2-1/2")).is_empty());
    }

    #[test]
    fn locked_pawns_make_a_dead_position_too() {
        let pgn = "[SetUp \"1\"]\n[FEN \"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1\"]\n\n1. Kd2 Kd7 1/2-1/2\n";
        let game = check_game(pgn, GameOptions::default());
        assert_eq!(game.deadness.dead_from, Some(0));
        assert_eq!(game.warnings[0].code, "played_past_dead");
        assert!(
            game.warnings[0]
                .message
                .to_string()
                .starts_with("the starting position is dead")
        );
    }
}
