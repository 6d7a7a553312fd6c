//! rankfile's messages in English, French, Vietnamese and Portuguese.
//!
//! The library ([`rankfile`]) says everything as a [`Text`]: a message id,
//! its arguments, and the English sentence. This crate renders the same id
//! and arguments in any of four languages from Fluent catalogs
//! (`locales/*.ftl`, compiled into the binary), with CLDR plural rules.
//!
//! Why a crate of its own: the core library stays free of catalogs, of
//! Fluent and its dependencies, and of any cost on the hot paths (English is
//! rendered by a `format!` where the message is made, and a caller that
//! wants English only never touches this crate); the command line and the
//! web server, which speak to people, both depend on it and render the same
//! way.
//!
//! # Examples
//!
//! ```
//! use rankfile::fen::{self, ReadMode};
//! use rankfile_i18n::{Catalog, Language};
//!
//! let report = fen::check("8/8/8/8/8/8/8/8 x - - 0 1", ReadMode::Strict);
//! let message = &report.errors[0].message;
//! let fr = Catalog::get(Language::French);
//! assert_eq!(fr.text(message), "le camp au trait « x » n'est ni w ni b");
//! let en = Catalog::get(Language::English);
//! assert_eq!(en.text(message), "side to move \"x\" is not w or b");
//! ```

mod catalog;
mod entries;
mod language;

pub use catalog::{Catalog, RenderError};
pub use language::{Language, ParseLanguageError};
pub use rankfile::text::{Arg, Text};

/// The catalogs' sources, by language, as compiled in.
pub const SOURCES: [(Language, &str); 4] = [
    (Language::English, include_str!("../locales/en.ftl")),
    (Language::French, include_str!("../locales/fr.ftl")),
    (Language::Vietnamese, include_str!("../locales/vi.ftl")),
    (Language::Portuguese, include_str!("../locales/pt.ftl")),
];

/// The library page's Rust examples, compiled and run as doctests: here,
/// where both the library and the catalogs are at hand.
#[doc = include_str!("../../../docs/library.md")]
#[cfg(doctest)]
pub struct LibraryDoctests;

/// The languages page's Rust examples, run as doctests.
#[doc = include_str!("../../../docs/languages.md")]
#[cfg(doctest)]
pub struct LanguagesDoctests;
