//! The window that keeps the work a bounded number of jobs (blocks of
//! games, perft's subtrees) ahead of the output.

use std::sync::{Condvar, Mutex};

/// How far the work may run ahead of the output: a thread takes job `i`
/// only once fewer than `size` jobs wait to be emitted, so that memory
/// does not grow when one job is slow.
pub(super) struct Window {
    size: u64,
    /// Blocks emitted, or `None` once the output has stopped.
    emitted: Mutex<Option<u64>>,
    changed: Condvar,
}

impl Window {
    pub(super) fn new(size: u64) -> Window {
        Window {
            size,
            emitted: Mutex::new(Some(0)),
            changed: Condvar::new(),
        }
    }

    /// Whether block `index` may be read now.
    pub(super) fn allows(&self, index: u64) -> bool {
        self.emitted
            .lock()
            .is_ok_and(|e| e.is_some_and(|n| index < n + self.size))
    }

    /// Waits until block `index` may be read; false when the output has
    /// stopped.
    pub(super) fn wait_for(&self, index: u64) -> bool {
        let Ok(mut emitted) = self.emitted.lock() else {
            return false;
        };
        loop {
            match *emitted {
                None => return false,
                Some(n) if index < n + self.size => return true,
                Some(_) => match self.changed.wait(emitted) {
                    Ok(guard) => emitted = guard,
                    Err(_) => return false,
                },
            }
        }
    }

    pub(super) fn emitted(&self, n: u64) {
        self.set(Some(n));
    }

    pub(super) fn stop(&self) {
        self.set(None);
    }

    fn set(&self, value: Option<u64>) {
        if let Ok(mut emitted) = self.emitted.lock() {
            *emitted = value;
        }
        self.changed.notify_all();
    }
}
