//! A catalog's source cut into its messages, each parsed by Fluent the
//! first time it is asked for: a command says a handful of messages, and
//! parsing the whole catalog (900 messages, 75 to 92 KiB) took a
//! millisecond of every run, more than reading a small PGN file.
//!
//! The cut relies on Fluent's grammar: an entry begins at the start of a
//! line (`id =`), and its pattern goes on over indented lines (and blank
//! lines between them), so an entry ends where the next line that is
//! neither begins. The catalogs hold messages only: no terms, no
//! attributes and no message placed in another (the tests see to it), so
//! each message is whole by itself.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::OnceLock;

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

/// The messages of a catalog's source.
pub(crate) struct Entries {
    source: Cow<'static, str>,
    /// Each message's id and text in `source`, in the catalog's order.
    entries: Vec<Entry>,
    /// The places in `entries`, sorted by id (the first of two alike
    /// first, as Fluent keeps the first).
    by_id: Vec<usize>,
}

struct Entry {
    id: Range<usize>,
    text: Range<usize>,
    parsed: OnceLock<FluentResource>,
}

impl Entries {
    /// Cuts `source` into its messages; parses none of them.
    pub(crate) fn new(source: Cow<'static, str>) -> Entries {
        let mut entries: Vec<Entry> = Vec::new();
        let mut start = 0;
        for line in source.split_inclusive('\n') {
            let end = start + line.len();
            let continues = line.starts_with([' ', '\t']) || line.trim().is_empty();
            match (continues, entries.last_mut()) {
                (true, Some(last)) if last.text.end == start => last.text.end = end,
                (true, _) => {}
                (false, _) => {
                    if let Some(id) = message_id(line) {
                        entries.push(Entry {
                            id: start..start + id.len(),
                            text: start..end,
                            parsed: OnceLock::new(),
                        });
                    }
                }
            }
            start = end;
        }
        let mut by_id: Vec<usize> = (0..entries.len()).collect();
        by_id.sort_by_key(|&i| &source[entries[i].id.clone()]);
        Entries {
            source,
            entries,
            by_id,
        }
    }

    /// The messages' ids, in the catalog's order.
    pub(crate) fn ids(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|e| &self.source[e.id.clone()])
    }

    /// Message `id`, parsed now if it was not yet; `None` when the
    /// catalog has no such message, or its entry does not parse.
    pub(crate) fn message(&self, id: &str) -> Option<&ast::Message<&str>> {
        let first = self
            .by_id
            .partition_point(|&i| &self.source[self.entries[i].id.clone()] < id);
        let entry = &self.entries[*self.by_id.get(first)?];
        if self.source[entry.id.clone()] != *id {
            return None;
        }
        let parsed = entry.parsed.get_or_init(|| {
            let text = self.source[entry.text.clone()].to_string();
            // A broken entry is a missing message (the tests see that none
            // is), not a reason to lose the others.
            FluentResource::try_new(text).unwrap_or_else(|(partial, _)| partial)
        });
        parsed.entries().find_map(|e| match e {
            ast::Entry::Message(m) if m.id.name == id => Some(m),
            _ => None,
        })
    }
}

/// The id of the message whose entry begins on `line` (`id =` or
/// `id=`), or `None` for a comment or anything else.
fn message_id(line: &str) -> Option<&str> {
    let end = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    let (id, rest) = line.split_at(end);
    let starts_well = id.starts_with(|c: char| c.is_ascii_alphabetic());
    (starts_well && rest.trim_start_matches([' ', '\t']).starts_with('=')).then_some(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(entries: &Entries, id: &str) -> Option<String> {
        let message = entries.message(id)?;
        Some(format!("{:?}", message.value.as_ref()?))
    }

    /// Every message of every catalog, parsed alone, is the message the
    /// whole catalog parsed at once holds, and they come in its order.
    #[test]
    fn a_message_parsed_alone_is_the_catalogs_message() {
        for (language, source) in crate::SOURCES {
            let whole = FluentResource::try_new(source.to_string())
                .unwrap_or_else(|_| panic!("the {language} catalog parses"));
            let entries = Entries::new(Cow::Borrowed(source));
            let mut ids = entries.ids();
            let mut count = 0;
            for entry in whole.entries() {
                let ast::Entry::Message(m) = entry else {
                    continue;
                };
                assert_eq!(ids.next(), Some(m.id.name), "{language}");
                let alone = value(&entries, m.id.name);
                assert_eq!(alone, Some(format!("{:?}", m.value.as_ref().unwrap())));
                count += 1;
            }
            assert_eq!(ids.next(), None, "{language}");
            assert!(count > 300, "{language}: {count} messages");
        }
    }

    #[test]
    fn entries_end_where_the_next_line_begins_at_the_margin() {
        let source = "# a comment\n\
            one = first\n\
            two =\n    a line\n\n    and another\n\
            # a comment that ends two\n\
            three= { $n ->\n    [one] one\n   *[other] many\n }\n\
            junk line\n\
            four = after junk\n\
            one = a second one, not kept\n";
        let entries = Entries::new(Cow::Borrowed(source));
        let ids: Vec<&str> = entries.ids().collect();
        assert_eq!(ids, ["one", "two", "three", "four", "one"]);
        let two = value(&entries, "two").unwrap();
        assert!(
            two.contains("a line") && two.contains("and another"),
            "{two}"
        );
        let first = value(&entries, "one").unwrap();
        assert!(
            first.contains("first") && !first.contains("second"),
            "{first}"
        );
        assert!(value(&entries, "three").unwrap().contains("Select"));
        assert!(value(&entries, "four").unwrap().contains("after junk"));
        assert_eq!(value(&entries, "five"), None);
        assert_eq!(value(&entries, ""), None);
        assert_eq!(value(&entries, "zzz"), None);
    }

    #[test]
    fn a_broken_entry_is_a_missing_message() {
        let entries = Entries::new("bad = { $n\nfine = ok\n".into());
        assert_eq!(value(&entries, "bad"), None);
        assert!(value(&entries, "fine").unwrap().contains("ok"));
    }
}
