//! Perft over several threads: whole subtrees handed out from a queue.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rankfile::{Move, Position};

/// Perft split by first move, the subtrees counted on `threads` threads.
///
/// The work is cut two plies deep when it is deep enough, so that a few
/// large first moves do not leave a thread idle, then the counts are added
/// back up per first move. The result does not depend on `threads`.
pub fn divide(pos: &Position, depth: u32, threads: usize) -> Vec<(Move, u64)> {
    let roots: Vec<Move> = pos.legal_moves().into_iter().collect();
    if depth == 0 {
        return Vec::new();
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
    let counts = Mutex::new(vec![0u64; roots.len()]);
    let next = AtomicUsize::new(0);
    let threads = threads.clamp(1, tasks.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut local = vec![0u64; roots.len()];
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some((i, p, d)) = tasks.get(k) else { break };
                    local[*i] += p.perft(*d);
                }
                let mut total = counts.lock().unwrap_or_else(|e| e.into_inner());
                for (t, l) in total.iter_mut().zip(local) {
                    *t += l;
                }
            });
        }
    });
    let counts = counts.into_inner().unwrap_or_else(|e| e.into_inner());
    roots.into_iter().zip(counts).collect()
}
