//! Slider attacks indexed by `pext`, for the move generator, on x86-64
//! processors where that instruction is fast.
//!
//! `pext` gathers the blockers of a slider's relevant squares into a
//! number, which indexes that square's slice of `PEXT_ATTACKS` directly:
//! no multiplication and no shift, as a magic lookup needs. It exists on
//! processors with BMI2 (Intel since Haswell, AMD since Excavator), but
//! AMD's before Zen 3 run it in microcode, tens of times slower than a
//! magic lookup; those keep the magic path.
//!
//! This is one of the two modules of rankfile where `unsafe` is allowed
//! (the other finds the PGN cutter's bytes with SSE2, `pgn/scan/marks.rs`): a
//! function compiled for BMI2 may only run on a processor that has it.
//! [`Bmi2`] is the proof that it does: it is made only by [`Bmi2::detect`],
//! after the processor said so, and every unsafe block here needs one.

#![allow(unsafe_code)]

use core::arch::x86_64::_pext_u64;

use super::perft;
use crate::attacks::Sliders;
use crate::{Bitboard, Position, Square};

/// One square's `pext` lookup: its relevant blockers, and the start of its
/// slice of `PEXT_ATTACKS`.
pub(crate) struct PextSquare {
    mask: u64,
    offset: usize,
}

include!(concat!(env!("OUT_DIR"), "/pext_tables.rs"));

/// Proof that this processor has POPCNT, BMI1 and a fast BMI2 (`pext`):
/// made only by [`Bmi2::detect`]. Its size is zero.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bmi2 {
    _detected: (),
}

impl Bmi2 {
    /// The proof, when the processor has the instructions and its `pext`
    /// is fast; `None` otherwise, and always with the `portable` feature.
    /// `is_x86_feature_detected!` asks the processor once and remembers.
    #[inline]
    pub(crate) fn detect() -> Option<Bmi2> {
        // Asked once a process: CPUID traps to the hypervisor in a virtual
        // machine, and `divide` asks once a root move.
        static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        let fast = *FAST.get_or_init(|| {
            !cfg!(feature = "portable")
                && std::is_x86_feature_detected!("popcnt")
                && std::is_x86_feature_detected!("bmi1")
                && std::is_x86_feature_detected!("bmi2")
                && !slow_pext()
        });
        fast.then_some(Bmi2 { _detected: () })
    }

    /// [`perft`] compiled for POPCNT, BMI1 and BMI2: the same generic
    /// code as the portable one, with `pext` lookups, one-instruction
    /// popcounts and bit scans.
    pub(crate) fn perft(self, pos: &Position, depth: u32) -> u64 {
        // SAFETY: a `Bmi2` is made only by `detect`, once the processor
        // said it has every feature `perft_bmi2` is compiled for.
        unsafe { perft_bmi2(self, pos, depth) }
    }
}

#[target_feature(enable = "popcnt,bmi1,bmi2")]
fn perft_bmi2(bmi2: Bmi2, pos: &Position, depth: u32) -> u64 {
    perft::perft_step(pos, depth, bmi2, |child, below| {
        perft_bmi2(bmi2, child, below)
    })
}

impl Sliders for Bmi2 {
    #[inline(always)]
    fn rook(self, sq: Square, occupied: Bitboard) -> Bitboard {
        lookup(self, &PEXT_ROOK[sq.index()], occupied)
    }

    #[inline(always)]
    fn bishop(self, sq: Square, occupied: Bitboard) -> Bitboard {
        lookup(self, &PEXT_BISHOP[sq.index()], occupied)
    }
}

#[inline(always)]
fn lookup(_proof: Bmi2, square: &PextSquare, occupied: Bitboard) -> Bitboard {
    // SAFETY: `_proof` exists only where the processor has BMI2.
    let index = unsafe { _pext_u64(occupied.0, square.mask) } as usize;
    // The build script gave each square a slice of 2^(bits in its mask)
    // entries, and `pext` of that mask is below it.
    Bitboard(PEXT_ATTACKS[square.offset + index])
}

/// Whether `pext` runs in microcode here: AMD's processors before Zen 3
/// (family 0x19), and Hygon's (Zen 1, family 0x18), where a magic lookup
/// is faster.
fn slow_pext() -> bool {
    use core::arch::x86_64::__cpuid;
    // SAFETY: every x86-64 processor has CPUID; leaves 0 and 1 always exist.
    #[allow(unused_unsafe)]
    let (vendor, signature) = unsafe { (__cpuid(0), __cpuid(1).eax) };
    // The vendor's twelve letters, four a register, little-endian.
    let vendor = (vendor.ebx, vendor.edx, vendor.ecx);
    let amd = vendor == (0x6874_7541, 0x6974_6e65, 0x444d_4163); // AuthenticAMD
    let hygon = vendor == (0x6f67_7948, 0x6e65_476e, 0x656e_6975); // HygonGenuine
    let base = (signature >> 8) & 0xf;
    let family = if base == 0xf {
        base + ((signature >> 20) & 0xff)
    } else {
        base
    };
    hygon || (amd && family < 0x19)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attacks::Portable;

    /// Both lookups give the same attacks, for every square and many
    /// blocker sets (on a processor with BMI2; elsewhere there is nothing
    /// to compare).
    #[test]
    fn pext_and_magic_agree() {
        let Some(bmi2) = Bmi2::detect() else {
            return;
        };
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occupied = Bitboard(x & x.rotate_left(17));
            for sq in Square::ALL {
                assert_eq!(bmi2.rook(sq, occupied), Portable.rook(sq, occupied));
                assert_eq!(bmi2.bishop(sq, occupied), Portable.bishop(sq, occupied));
            }
        }
    }
}
