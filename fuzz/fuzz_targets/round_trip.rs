//! Any bytes read as games, written, and read again: the same game (its
//! export unchanged), refused at the same moves; writing is idempotent.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rankfile::pgn;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for game in pgn::split_games(&text) {
        let first = pgn::read_game(game, pgn::GameOptions::default());
        let written = pgn::export(&first.game);
        let again = pgn::read_game(&written, pgn::GameOptions::default());
        assert_eq!(pgn::export(&again.game), written, "{game:?}");
        assert_eq!(again.game.main_line_san(), first.game.main_line_san());
        let refused = |r: &pgn::GameReading| {
            let mut list: Vec<String> = r
                .errors
                .iter()
                .filter(|e| e.at_move.is_some())
                .map(|e| format!("{} {:?}", e.code, e.at_move))
                .collect();
            list.sort();
            list
        };
        assert_eq!(refused(&first), refused(&again), "{game:?}\n{written}");
    }
});
