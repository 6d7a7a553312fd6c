//! Any bytes, cut into games three ways: whole, in chunks of any size
//! (the first byte says which), and in blocks. The same games each way.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rankfile::pgn::{self, BlockSplitter, Splitter};

fuzz_target!(|data: &[u8]| {
    let Some((&size, bytes)) = data.split_first() else {
        return;
    };
    let size = usize::from(size) + 1;
    let mut splitter = Splitter::new();
    let mut chunked = Vec::new();
    for chunk in bytes.chunks(size) {
        splitter.push(chunk, |g| chunked.push(g.text.trim().to_string()));
    }
    chunked.extend(splitter.finish().iter().map(|g| g.text.trim().to_string()));
    chunked.retain(|g| !g.is_empty());

    let mut stream = bytes;
    let mut blocks = BlockSplitter::new();
    let mut blocked = Vec::new();
    let mut read = |buf: &mut [u8]| -> Result<usize, ()> {
        let n = buf.len().min(stream.len()).min(size);
        buf[..n].copy_from_slice(&stream[..n]);
        stream = &stream[n..];
        Ok(n)
    };
    while blocks.fill(size, &mut read) != Ok(0) {
        let block = blocks.cut();
        blocked.extend(block.games().map(|g| g.text.trim().to_string()));
        blocks.recycle(block);
    }
    let block = blocks.finish();
    blocked.extend(block.games().map(|g| g.text.trim().to_string()));
    blocked.retain(|g| !g.is_empty());
    assert_eq!(chunked, blocked);

    // A text that is UTF-8 without `\r` is cut whole the same way.
    if let Ok(text) = core::str::from_utf8(bytes) {
        if !text.contains('\r') {
            let whole: Vec<&str> = pgn::split_games(text).collect();
            assert_eq!(whole, chunked);
        }
    }
});
