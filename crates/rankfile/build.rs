//! Generates the attack tables of `src/attacks.rs` at build time.
//!
//! Sliding pieces use "fancy" magic bitboards: for each square a mask of the
//! relevant blockers, a multiplier that maps every blocker subset to a
//! distinct index, and one shared table of attack sets. The multipliers are
//! found here by a deterministic random search (fixed seed), so the output is
//! the same on every machine and nobody's table is copied.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

fn bit(file: i32, rank: i32) -> u64 {
    1u64 << (rank * 8 + file)
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

/// Squares a slider on `sq` attacks through `dirs`, stopping at (and
/// including) the first occupied square.
fn slide(sq: i32, occupied: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut attacks = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f, r) {
            attacks |= bit(f, r);
            if occupied & bit(f, r) != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    attacks
}

/// The blockers that matter: the rays without their last square.
fn relevant_mask(sq: i32, dirs: &[(i32, i32)]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = (sq % 8 + df, sq / 8 + dr);
        while on_board(f + df, r + dr) {
            mask |= bit(f, r);
            f += df;
            r += dr;
        }
    }
    mask
}

fn leaper(sq: i32, deltas: &[(i32, i32)]) -> u64 {
    deltas
        .iter()
        .map(|&(df, dr)| (sq % 8 + df, sq / 8 + dr))
        .filter(|&(f, r)| on_board(f, r))
        .fold(0, |acc, (f, r)| acc | bit(f, r))
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Every subset of `mask` (Carry-Rippler enumeration).
fn subsets(mask: u64) -> Vec<u64> {
    let mut out = Vec::with_capacity(1 << mask.count_ones());
    let mut subset = 0u64;
    loop {
        out.push(subset);
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            break;
        }
    }
    out
}

struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

fn find_magics(dirs: &[(i32, i32)], rng: &mut Rng, table: &mut Vec<u64>) -> Vec<Magic> {
    let mut magics = Vec::with_capacity(64);
    for sq in 0..64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        let occupancies = subsets(mask);
        let attacks: Vec<u64> = occupancies.iter().map(|&o| slide(sq, o, dirs)).collect();
        let size = 1usize << bits;
        let mut slots = vec![0u64; size];
        let mut epoch = vec![0u32; size];
        let mut attempt = 0u32;
        let factor = loop {
            let candidate = rng.sparse();
            if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            let ok = occupancies.iter().zip(&attacks).all(|(&occ, &att)| {
                let index = (occ.wrapping_mul(candidate) >> shift) as usize;
                if epoch[index] != attempt {
                    epoch[index] = attempt;
                    slots[index] = att;
                    true
                } else {
                    slots[index] == att
                }
            });
            if ok {
                break candidate;
            }
        };
        let offset = table.len();
        // Slots never written by any occupancy stay zero; they are never read.
        for (i, slot) in slots.iter().enumerate() {
            table.push(if epoch[i] == attempt { *slot } else { 0 });
        }
        magics.push(Magic {
            mask,
            factor,
            shift,
            offset,
        });
    }
    magics
}

/// The tables of `pext`-indexed slider attacks: for each square its mask
/// of relevant blockers and the start of its slice of `table`, where the
/// attacks of each blocker subset stand at the number its bits make once
/// packed together in order (what `pext(subset, mask)` gives). No search:
/// every index is used once.
fn pext_squares(dirs: &[(i32, i32)], table: &mut Vec<u64>) -> Vec<(u64, usize)> {
    (0..64)
        .map(|sq| {
            let mask = relevant_mask(sq, dirs);
            let bits: Vec<u32> = (0..64).filter(|b| mask >> b & 1 == 1).collect();
            let offset = table.len();
            for packed in 0..1u64 << bits.len() {
                let subset = (bits.iter().enumerate())
                    .filter(|&(k, _)| packed >> k & 1 == 1)
                    .fold(0u64, |acc, (_, &b)| acc | 1 << b);
                table.push(slide(sq, subset, dirs));
            }
            (mask, offset)
        })
        .collect()
}

fn write_pext_squares(out: &mut String, name: &str, squares: &[(u64, usize)]) {
    let _ = writeln!(out, "pub(crate) static {name}: [PextSquare; 64] = [");
    for (mask, offset) in squares {
        let _ = writeln!(
            out,
            "    PextSquare {{ mask: {mask:#x}, offset: {offset} }},"
        );
    }
    out.push_str("];\n");
}

fn write_array(out: &mut String, name: &str, ty: &str, values: &[u64]) {
    let _ = writeln!(
        out,
        "pub(crate) static {name}: [{ty}; {}] = [",
        values.len()
    );
    for chunk in values.chunks(8) {
        out.push_str("   ");
        for v in chunk {
            let _ = write!(out, " {v:#x},");
        }
        out.push('\n');
    }
    out.push_str("];\n");
}

fn write_magics(out: &mut String, name: &str, magics: &[Magic]) {
    let _ = writeln!(out, "pub(crate) static {name}: [Magic; 64] = [");
    for m in magics {
        let _ = writeln!(
            out,
            "    Magic {{ mask: {:#x}, factor: {:#x}, shift: {}, offset: {} }},",
            m.mask, m.factor, m.shift, m.offset
        );
    }
    out.push_str("];\n");
}

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut sliders = Vec::new();
    let rook = find_magics(&ROOK_DIRS, &mut rng, &mut sliders);
    let bishop = find_magics(&BISHOP_DIRS, &mut rng, &mut sliders);

    let knight: Vec<u64> = (0..64).map(|sq| leaper(sq, &KNIGHT_DELTAS)).collect();
    let king: Vec<u64> = (0..64).map(|sq| leaper(sq, &KING_DELTAS)).collect();
    let white_pawn: Vec<u64> = (0..64).map(|sq| leaper(sq, &[(-1, 1), (1, 1)])).collect();
    let black_pawn: Vec<u64> = (0..64).map(|sq| leaper(sq, &[(-1, -1), (1, -1)])).collect();

    // RAYS[a * 64 + b]: the full line through a and b (both included), or 0.
    // BETWEEN[a * 64 + b]: the squares strictly between a and b on that line.
    let all_dirs: Vec<(i32, i32)> = ROOK_DIRS.iter().chain(&BISHOP_DIRS).copied().collect();
    let mut line = vec![0u64; 64 * 64];
    let mut between = vec![0u64; 64 * 64];
    for a in 0..64i32 {
        for &(df, dr) in &all_dirs {
            let full = slide(a, 0, &[(df, dr), (-df, -dr)]) | (1u64 << a);
            let (mut f, mut r) = (a % 8 + df, a / 8 + dr);
            let mut path = 0u64;
            while on_board(f, r) {
                let b = (r * 8 + f) as usize;
                line[a as usize * 64 + b] = full;
                between[a as usize * 64 + b] = path;
                path |= bit(f, r);
                f += df;
                r += dr;
            }
        }
    }

    let mut out = String::new();
    out.push_str("// Generated by build.rs: do not edit.\n");
    write_magics(&mut out, "ROOK_MAGICS", &rook);
    write_magics(&mut out, "BISHOP_MAGICS", &bishop);
    write_array(&mut out, "SLIDER_ATTACKS", "u64", &sliders);
    write_array(&mut out, "KNIGHT_ATTACKS", "u64", &knight);
    write_array(&mut out, "KING_ATTACKS", "u64", &king);
    write_array(&mut out, "WHITE_PAWN_ATTACKS", "u64", &white_pawn);
    write_array(&mut out, "BLACK_PAWN_ATTACKS", "u64", &black_pawn);
    write_array(&mut out, "LINE", "u64", &line);
    write_array(&mut out, "BETWEEN", "u64", &between);

    // The same attacks for `pext` (src/attacks/pext.rs, on x86-64), where
    // the processor has a fast one.
    let mut pext = Vec::new();
    let pext_rook = pext_squares(&ROOK_DIRS, &mut pext);
    let pext_bishop = pext_squares(&BISHOP_DIRS, &mut pext);
    let mut pext_out = String::from("// Generated by build.rs: do not edit.\n");
    write_pext_squares(&mut pext_out, "PEXT_ROOK", &pext_rook);
    write_pext_squares(&mut pext_out, "PEXT_BISHOP", &pext_bishop);
    write_array(&mut pext_out, "PEXT_ATTACKS", "u64", &pext);
    let out_dir = Path::new(&env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).to_path_buf();
    let pext_dest = out_dir.join("pext_tables.rs");
    if let Err(err) = fs::write(&pext_dest, pext_out) {
        println!("cargo::error=cannot write {}: {err}", pext_dest.display());
    }

    let dest = out_dir.join("tables.rs");
    if let Err(err) = fs::write(&dest, out) {
        println!("cargo::error=cannot write {}: {err}", dest.display());
    }
    message_ids();
}

/// The message ids of the English catalog, sorted, as `MESSAGE_IDS`: every
/// `t!` checks at compile time that its id is one of them, so that a
/// message is never said as its id. Outside this workspace (the catalog
/// not beside the crate) the list is empty and the check is off.
fn message_ids() {
    const CATALOG: &str = "../rankfile-i18n/locales/en.ftl";
    println!("cargo::rerun-if-changed={CATALOG}");
    let (checked, mut ids) = match fs::read_to_string(CATALOG) {
        Ok(text) => (true, catalog_ids(&text)),
        Err(_) => (false, Vec::new()),
    };
    ids.sort_unstable();
    ids.dedup();
    let mut out = String::new();
    let _ = writeln!(out, "/// Whether `MESSAGE_IDS` holds the catalog's ids.");
    let _ = writeln!(out, "pub const IDS_CHECKED: bool = {checked};");
    let _ = writeln!(out, "/// The English catalog's message ids, sorted.");
    let _ = writeln!(out, "pub const MESSAGE_IDS: &[&str] = &[");
    for id in &ids {
        let _ = writeln!(out, "    {id:?},");
    }
    let _ = writeln!(out, "];");
    let dest = Path::new(&env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("ids.rs");
    if let Err(err) = fs::write(&dest, out) {
        println!("cargo::error=cannot write {}: {err}", dest.display());
    }
}

/// The ids of a Fluent catalog's messages: `id = ...` at a line's start
/// (terms start with `-`, comments with `#`, other lines with a space).
fn catalog_ids(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| {
            id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        })
        .map(str::to_string)
        .collect()
}
