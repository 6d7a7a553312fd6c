//! Sentences for people, as a message id with its arguments.
//!
//! Every message, hint, note and explanation rankfile writes for a person
//! is a [`Text`]: a stable id (`fen-rank-width`), the arguments the
//! sentence is made from (the rank, the squares, the count), and the
//! English sentence already rendered. The library renders English itself,
//! so that it stays free of catalogs and I/O and costs nothing more than a
//! `format!`; the `rankfile-i18n` crate renders the same id and arguments
//! in French, Vietnamese or Portuguese from Fluent catalogs, which hold the
//! English sentences too (a test keeps the two English renderings equal).
//!
//! # Examples
//!
//! ```
//! use rankfile::fen::{self, ReadMode};
//! use rankfile::text::Arg;
//!
//! let report = fen::check("8/8/8/8/8/8/8/8 x - - 0 1", ReadMode::Strict);
//! let message = &report.errors[0].message;
//! assert_eq!(message.id(), "fen-bad-side");
//! assert_eq!(message.value("text"), Some(&Arg::Verbatim("x".into())));
//! assert_eq!(message, "side to move \"x\" is not w or b");
//! ```

use core::fmt;
use core::ops::Deref;

use crate::{Color, Piece, Role};

/// A sentence for a person: its id, its arguments and its English text.
///
/// Two words wide, so that the errors that carry texts stay small; a text
/// without arguments (most hints) is a pointer to a constant and costs no
/// allocation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Text(Repr);

#[derive(Debug, Clone, PartialEq, Eq)]
enum Repr {
    Fixed(&'static Fixed),
    Made(Box<Inner>),
}

/// A text without arguments, as a constant: its id and its English.
#[derive(Debug, PartialEq, Eq)]
pub struct Fixed {
    /// The message id.
    pub id: &'static str,
    /// The English sentence.
    pub english: &'static str,
}

mod ids {
    include!(concat!(env!("OUT_DIR"), "/ids.rs"));
}

/// Whether `id` is a message of the English catalog (always, when the
/// crate is built outside its workspace): `t!` asserts it at compile
/// time, by a binary search over the ids `build.rs` read from the catalog.
#[doc(hidden)]
pub const fn is_message_id(id: &str) -> bool {
    if !ids::IDS_CHECKED {
        return true;
    }
    let (mut low, mut high) = (0, ids::MESSAGE_IDS.len());
    while low < high {
        let middle = low + (high - low) / 2;
        match compare(ids::MESSAGE_IDS[middle].as_bytes(), id.as_bytes()) {
            core::cmp::Ordering::Less => low = middle + 1,
            core::cmp::Ordering::Greater => high = middle,
            core::cmp::Ordering::Equal => return true,
        }
    }
    false
}

/// `a` against `b`, byte by byte, in a `const fn`.
const fn compare(a: &[u8], b: &[u8]) -> core::cmp::Ordering {
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return if a[i] < b[i] {
                core::cmp::Ordering::Less
            } else {
                core::cmp::Ordering::Greater
            };
        }
        i += 1;
    }
    if a.len() < b.len() {
        core::cmp::Ordering::Less
    } else if a.len() > b.len() {
        core::cmp::Ordering::Greater
    } else {
        core::cmp::Ordering::Equal
    }
}

/// Whether `s` holds a doubled brace, `format!`'s escape: `t!` without
/// arguments writes its English as it is, braces single.
pub const fn has_escaped_braces(s: &str) -> bool {
    let bytes = s.as_bytes();
    let mut i = 1;
    while i < bytes.len() {
        if (bytes[i] == b'{' || bytes[i] == b'}') && bytes[i - 1] == bytes[i] {
            return true;
        }
        i += 1;
    }
    false
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Inner {
    id: &'static str,
    english: String,
    args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Text`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Arg {
    /// Written as it is in every language: a square, a move, a FEN, the
    /// characters of an input.
    Verbatim(String),
    /// A number, which also chooses a plural form.
    Number(i64),
    /// A square, written as it is (`e3`).
    Square(crate::Square),
    /// A character, written as it is (a piece letter, a file).
    Char(char),
    /// A side: a selector (`white`, `black`) for the catalog to phrase.
    Color(Color),
    /// A kind of piece: a selector (`king`, …, `pawn`).
    Role(Role),
    /// A coloured piece: named by the catalog (`piece-white-knight`).
    Piece(Piece),
    /// A FEN field, 1 to 6: named by the catalog (`field-1`).
    Field(u8),
    /// A sentence or phrase of its own, rendered in the same language.
    Text(Box<Text>),
    /// Items joined as a list (`a, b and c`) in the same language.
    List(Vec<Arg>),
    /// Items joined as alternatives (`a, b or c`) in the same language.
    Choices(Vec<Arg>),
}

impl Text {
    /// A text with this id and English rendering, and no arguments yet.
    pub fn new(id: &'static str, english: impl Into<String>) -> Text {
        Text(Repr::Made(Box::new(Inner {
            id,
            english: english.into(),
            args: Vec::new(),
        })))
    }

    /// A text without arguments, from a constant: no allocation.
    pub const fn fixed(fixed: &'static Fixed) -> Text {
        Text(Repr::Fixed(fixed))
    }

    /// A text with these arguments, allocated once.
    pub fn with_args<const N: usize>(
        id: &'static str,
        english: String,
        args: [(&'static str, Arg); N],
    ) -> Text {
        Text(Repr::Made(Box::new(Inner {
            id,
            english,
            args: Vec::from(args),
        })))
    }

    fn made(&mut self) -> &mut Inner {
        if let Repr::Fixed(fixed) = self.0 {
            self.0 = Repr::Made(Box::new(Inner {
                id: fixed.id,
                english: fixed.english.to_string(),
                args: Vec::new(),
            }));
        }
        match &mut self.0 {
            Repr::Made(inner) => inner,
            Repr::Fixed(_) => unreachable!("made just above"),
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.made().args.push((name, value.into()));
        self
    }

    /// The message id, the key of the catalogs.
    pub fn id(&self) -> &'static str {
        match &self.0 {
            Repr::Fixed(f) => f.id,
            Repr::Made(inner) => inner.id,
        }
    }

    /// The English sentence.
    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Fixed(f) => f.english,
            Repr::Made(inner) => &inner.english,
        }
    }

    /// The arguments, in the order they were given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        match &self.0 {
            Repr::Fixed(_) => &[],
            Repr::Made(inner) => &inner.args,
        }
    }

    /// The argument called `name`.
    pub fn value(&self, name: &str) -> Option<&Arg> {
        self.args().iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

impl Deref for Text {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<Text> for String {
    fn from(text: Text) -> String {
        match text.0 {
            Repr::Fixed(f) => f.english.to_string(),
            Repr::Made(inner) => inner.english,
        }
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

/// Writes a [`Text`] as a sentence in one language: [`English`] here,
/// the other languages by the `rankfile-i18n` crate's catalogs. The JSON
/// forms of diagnostics take one, so that every front end writes them
/// alike in the reader's language.
///
/// ```
/// use rankfile::fen::{self, ReadMode};
/// use rankfile::text::{English, Render};
///
/// let report = fen::check("8/8/8/8/8/8/8/8 x - - 0 1", ReadMode::Strict);
/// let sentence = English.render(&report.errors[0].message);
/// assert_eq!(sentence, "side to move \"x\" is not w or b");
/// ```
pub trait Render {
    /// `text`, in this language.
    fn render<'t>(&self, text: &'t Text) -> std::borrow::Cow<'t, str>;
}

/// English, as the library writes it.
#[derive(Debug, Clone, Copy, Default)]
pub struct English;

impl Render for English {
    fn render<'t>(&self, text: &'t Text) -> std::borrow::Cow<'t, str> {
        std::borrow::Cow::Borrowed(text.as_str())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Verbatim(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Verbatim(s.to_owned())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Char(c)
    }
}

/// Here rather than beside the square: the words of messages know the
/// squares, and the squares know no words.
impl crate::ParseSquareError {
    /// What is wrong, for a person (in any language, through
    /// `rankfile-i18n`).
    pub fn message(&self) -> Text {
        t!(
            "square-bad",
            "not a square: expected a file a-h and a rank 1-8, such as e4"
        )
    }
}

impl From<crate::Square> for Arg {
    fn from(s: crate::Square) -> Arg {
        Arg::Square(s)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

impl From<Color> for Arg {
    fn from(c: Color) -> Arg {
        Arg::Color(c)
    }
}

impl From<Role> for Arg {
    fn from(r: Role) -> Arg {
        Arg::Role(r)
    }
}

impl From<Piece> for Arg {
    fn from(p: Piece) -> Arg {
        Arg::Piece(p)
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(Box::new(t))
    }
}

impl<T: Into<Arg>> From<Vec<T>> for Arg {
    fn from(items: Vec<T>) -> Arg {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

/// `n` and its noun, singular for one: `1 rank`, `2 ranks`.
pub(crate) fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// `items` joined in English: `a`, `a and b`, `a, b and c`.
pub fn english_list<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, " and ")
}

/// `items` as alternatives in English: `a`, `a or b`, `a, b or c`.
pub fn english_choices<S: AsRef<str>>(items: &[S]) -> String {
    joined(items, " or ")
}

fn joined<S: AsRef<str>>(items: &[S], last_word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [rest @ .., last] => {
            let head: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{}{last_word}{}", head.join(", "), last.as_ref())
        }
    }
}

/// A [`Text`] whose English is `format!($english)` (naming its arguments
/// inline) and whose arguments are those names' values, moved:
/// `t!("fen-bad-side", "side to move \"{text}\" is not w or b", text)`.
macro_rules! t {
    ($id:literal, $english:literal $(,)?) => {{
        const _: () = assert!(
            !$crate::text::has_escaped_braces($english),
            "a text without arguments is written as it is: single braces"
        );
        const _: () = assert!(
            $crate::text::is_message_id($id),
            concat!("no message ", $id, " in rankfile-i18n/locales/en.ftl")
        );
        $crate::text::Text::fixed(&$crate::text::Fixed {
            id: $id,
            english: $english,
        })
    }};
    ($id:literal, $english:literal $(, $name:ident)+ $(,)?) => {{
        const _: () = assert!(
            $crate::text::is_message_id($id),
            concat!("no message ", $id, " in rankfile-i18n/locales/en.ftl")
        );
        $crate::text::Text::with_args(
            $id,
            format!($english),
            [$((stringify!($name), $crate::text::Arg::from($name))),*],
        )
    }};
}
pub(crate) use t;

/// `items` as a list argument and its English (`a, b and c`).
pub(crate) fn list_of(items: Vec<Text>) -> (Arg, String) {
    let english = english_list(&items);
    (Arg::from(items), english)
}

/// Sentences that follow one another: `parts` joined by spaces, in any
/// language (the catalogs hold no `sentences` message; the renderer joins
/// the parts it renders).
pub fn sentences(parts: Vec<Text>) -> Text {
    let english = parts
        .iter()
        .map(Text::as_str)
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Text::new(SENTENCES, english).arg("parts", parts)
}

/// The id of [`sentences`].
pub const SENTENCES: &str = "sentences";

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Verbatim(s.clone())
    }
}

impl From<&Role> for Arg {
    fn from(r: &Role) -> Arg {
        Arg::Role(*r)
    }
}
