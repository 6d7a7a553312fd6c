//! Perft over several threads: whole subtrees handed out by rankfile's
//! thread pool (`rankfile_io::map_in_order`), the one the games run on.

use rankfile::{Move, Position};

/// Perft split by first move, the subtrees counted on `threads` threads.
///
/// The work is cut two plies deep when it is deep enough, so that a few
/// large first moves do not leave a thread idle, then the counts are added
/// back up per first move. The result does not depend on `threads`.
///
/// # Errors
///
/// A thread that stopped.
pub fn divide(pos: &Position, depth: u32, threads: usize) -> anyhow::Result<Vec<(Move, u64)>> {
    let roots: Vec<Move> = pos.legal_moves().into_iter().collect();
    if depth == 0 {
        return Ok(Vec::new());
    }
    // (index of the first move, position to count, remaining depth)
    let mut tasks: Vec<(usize, Position, u32)> = Vec::new();
    for (i, m) in roots.iter().enumerate() {
        let mut child = *pos;
        child.play_unchecked(m);
        if depth >= 4 {
            for reply in child.legal_moves() {
                let mut grandchild = child;
                grandchild.play_unchecked(&reply);
                tasks.push((i, grandchild, depth - 2));
            }
        } else {
            tasks.push((i, child, depth - 1));
        }
    }
    // rankfile's one thread pool, as the games are checked on; the
    // counts come back in order, and are added up per first move.
    let mut counts = vec![0u64; roots.len()];
    let threads = threads.clamp(1, tasks.len().max(1));
    rankfile_io::map_in_order(
        threads,
        tasks.into_iter(),
        |(i, p, d)| (i, p.perft(d)),
        |(i, n)| {
            counts[i] += n;
            Ok(())
        },
    )?;
    Ok(roots.into_iter().zip(counts).collect())
}
