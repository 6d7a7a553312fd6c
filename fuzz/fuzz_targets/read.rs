//! Any bytes, cut into games and read: no panic, every problem inside its
//! game, and checking without a tree finds what reading finds.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rankfile::{ReadOptions, pgn};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let options = ReadOptions {
        allow_null: true,
        ..ReadOptions::default()
    };
    for game in pgn::split_games(&text) {
        let reading = pgn::read_game(game, pgn::GameOptions::default());
        for p in reading.errors.iter().chain(&reading.warnings) {
            assert!(p.span.clone().is_some_and(|s| game.get(s).is_some()), "{p:?} in {game:?}");
        }
        let check = pgn::check_game(game, options);
        assert_eq!(check.errors, reading.errors, "{game:?}");
        assert_eq!(check.warnings, reading.warnings, "{game:?}");
        assert_eq!(check.final_position, reading.final_position, "{game:?}");
        assert_eq!(check, pgn::check_game_lexed(game, &options), "{game:?}");
    }
});
