//! Benchmark inputs, rebuilt by anyone from a seed: FENs of positions
//! reached by random play, a tenth of them broken the way people break
//! them.

use rankfile::Position;

/// xorshift64*: small, fast and the same everywhere.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A position after up to 160 random plies from the start.
fn random_position(rng: &mut Rng) -> Position {
    let mut pos = Position::new();
    let plies = rng.below(161);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        pos.play_unchecked(&m);
    }
    pos
}

/// One of the mistakes people make, applied to a valid FEN.
fn break_fen(fen: &str, rng: &mut Rng) -> String {
    let fields: Vec<&str> = fen.split(' ').collect();
    match rng.below(6) {
        0 => fields[0].to_string(),
        1 => {
            let ranks: Vec<&str> = fields[0].split('/').rev().collect();
            format!("{} {}", ranks.join("/"), fields[1..].join(" "))
        }
        2 => format!("{} {} KQkq {}", fields[0], fields[1], fields[3..].join(" ")),
        3 => format!("{} 0", fields[..5].join(" ")),
        4 => {
            let mut bytes = fen.as_bytes().to_vec();
            let at = rng.below(fields[0].len());
            bytes[at] = b"0123456789xX.pPkK"[rng.below(17)];
            String::from_utf8_lossy(&bytes).into_owned()
        }
        _ => fen.replacen(' ', "  ", 1),
    }
}

/// `count` FENs, one a line, from `seed`.
pub fn fens(count: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let fen = random_position(&mut rng).fen();
            if rng.below(10) == 0 {
                break_fen(&fen, &mut rng)
            } else {
                fen
            }
        })
        .collect()
}

/// `count` lines `FEN<TAB>SAN`: a position reached by random play and one
/// of its legal moves, from `seed`.
pub fn san_pairs(count: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let pos = random_position(&mut rng);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            continue;
        }
        let m = moves[rng.below(moves.len())];
        out.push(format!("{}\t{}", pos.fen(), pos.san(&m)));
    }
    out
}
