//! The two compilations of the move generator agree: any bytes read as a
//! FEN (accepted as leniently as `--relaxed` plays), then a random walk of
//! its moves chosen by the bytes; at every position of the walk, perft to
//! depth 2 with `pext` (where this processor has it) equals perft with
//! magic bitboards, and the moves counted equal the moves listed.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rankfile::{Position, ProblemKinds, Setup};

fuzz_target!(|data: &[u8]| {
    let split = data.iter().position(|&b| b == b'\n').unwrap_or(data.len());
    let (fen, walk) = data.split_at(split);
    let Ok(setup) = String::from_utf8_lossy(fen).parse::<Setup>() else {
        return;
    };
    let Ok(mut pos) = Position::from_setup_accepting(setup, ProblemKinds::IMPLAUSIBLE) else {
        return;
    };
    for &choice in walk.iter().take(40) {
        assert_eq!(pos.perft(2), pos.perft_portable(2), "{}", pos.fen());
        let moves = pos.legal_moves();
        assert_eq!(pos.perft(1), moves.len() as u64, "{}", pos.fen());
        let Some(m) = moves.get(usize::from(choice) % moves.len().max(1)) else {
            return;
        };
        pos.play_unchecked(m);
    }
});
