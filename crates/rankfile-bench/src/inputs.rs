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

/// `count` games of random legal moves from `seed`, as annotated games
/// are written: the Seven Tag Roster, clock and evaluation commands in
/// comments after a third of the moves, a few words of comment after one
/// in twenty, a NAG after one in ten (as `$n` or a glyph), and the result
/// the final position calls for (`*` when it calls for none).
pub fn pgn_games(count: usize, seed: u64) -> Vec<String> {
    const WORDS: [&str; 8] = [
        "a good move",
        "the only move",
        "Black is better",
        "threatening mate",
        "a novelty",
        "White is winning",
        "forced",
        "with the idea Nf5",
    ];
    const NAGS: [&str; 8] = ["!", "?", "!?", "?!", "$1", "$2", "$14", "$18"];
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|n| {
            let mut pos = Position::new();
            let mut moves = String::new();
            let plies = 20 + rng.below(141);
            for ply in 0..plies {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[rng.below(legal.len())];
                if ply % 2 == 0 {
                    moves.push_str(&format!("{}. ", pos.fullmove_number()));
                }
                moves.push_str(&pos.san(&m));
                if rng.below(10) == 0 {
                    let nag = NAGS[rng.below(NAGS.len())];
                    // A glyph glued to its move (`e4!?`), a NAG apart.
                    if nag.starts_with('$') {
                        moves.push(' ');
                    }
                    moves.push_str(nag);
                }
                moves.push(' ');
                if rng.below(3) == 0 {
                    let seconds = rng.below(5400);
                    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
                    let eval = rng.below(600) as f64 / 100.0 - 3.0;
                    moves.push_str(&format!("{{ [%eval {eval:.2}] [%clk {h}:{m:02}:{s:02}] }} "));
                }
                if rng.below(20) == 0 {
                    moves.push_str(&format!("{{ {} }} ", WORDS[rng.below(WORDS.len())]));
                }
                pos.play_unchecked(&m);
            }
            let result = if pos.is_checkmate() {
                if pos.turn() == rankfile::Color::White { "0-1" } else { "1-0" }
            } else if pos.is_stalemate() || pos.is_insufficient_material() {
                "1/2-1/2"
            } else {
                "*"
            };
            format!(
                "[Event \"Random {n}\"]\n[Site \"?\"]\n[Date \"2026.12.02\"]\n[Round \"{}\"]\n[White \"Random, A\"]\n[Black \"Random, B\"]\n[Result \"{result}\"]\n\n{}{result}\n",
                n + 1,
                wrap(&moves)
            )
        })
        .collect()
}

/// Movetext in lines of at most 80 characters.
fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut width = 0;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if width + word.len() > 79 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        out.push_str(word);
        width += word.len();
    }
    out.push(' ');
    out
}
