//! The language of the command's human lines: `--lang`, else
//! `RANKFILE_LANG`, else `LC_ALL`/`LC_MESSAGES`/`LANG`, else English. The
//! sentences themselves come from `rankfile-i18n`'s catalogs; JSON keys,
//! codes and notation are never translated.

use std::ffi::OsString;
use std::sync::OnceLock;

use rankfile_i18n::{Catalog, Language};

static CATALOG: OnceLock<&'static Catalog> = OnceLock::new();
static LETTERS: OnceLock<rankfile::Lang> = OnceLock::new();

/// The piece letters moves are read and written in: those of `--lang`
/// (which also takes de, es, it, nl and figurine), else English. The
/// environment's language does not change the letters written: a locale
/// does not change the notation a script reads (it adds its letters to
/// those read, see [`reader_letters`]).
pub fn letters() -> rankfile::Lang {
    LETTERS.get().copied().unwrap_or_default()
}

/// The reader's own piece letters: those of `--lang`, else of the
/// environment's language (French for `LANG=fr_FR.UTF-8`), else English.
/// Moves are read in them as well as in the English initials.
pub fn reader_letters() -> rankfile::Lang {
    match LETTERS.get() {
        Some(&letters) => letters,
        None => cat().language().piece_letters(),
    }
}

/// How a move typed alone (`san`, `play`) is read: in [`letters`], and in
/// a second alphabet, English when `--lang` names another, else the
/// reader's own.
pub fn move_options() -> rankfile::ReadOptions {
    let lang = letters();
    rankfile::ReadOptions {
        lang,
        other_letters: match lang {
            rankfile::Lang::English => reader_letters(),
            _ => rankfile::Lang::English,
        },
        ..rankfile::ReadOptions::default()
    }
}

/// `rankfile: ` before a message of the program's own, with the
/// language's colon (`rankfile : ` in French).
pub fn program() -> String {
    format!("rankfile{}", cat().words().colon)
}

/// The catalog of the language chosen for this run.
pub fn cat() -> &'static Catalog {
    CATALOG
        .get()
        .copied()
        .unwrap_or_else(|| Catalog::get(Language::English))
}

/// Chooses the language from the arguments (before they are parsed, so
/// that what is said while reading them is in it too) and the environment.
///
/// # Errors
///
/// A `--lang` value rankfile does not speak, in words.
pub fn init(argv: &[OsString]) -> Result<Language, String> {
    let language = match lang_argument(argv) {
        Some(value) => {
            if value.parse::<rankfile::Lang>().is_err() {
                // Refused in the environment's language, when it has one.
                let _ = CATALOG.set(Catalog::get(Language::from_env(|name| {
                    std::env::var(name).ok()
                })));
            }
            let letters = parse_lang(&value)?;
            let _ = LETTERS.set(letters);
            value.parse::<Language>().unwrap_or_default()
        }
        None => Language::from_env(|name| std::env::var(name).ok()),
    };
    let _ = CATALOG.set(Catalog::get(language));
    Ok(language)
}

/// The value of `--lang X` or `--lang=X`, before a `--` that ends the
/// options.
fn lang_argument(argv: &[OsString]) -> Option<String> {
    let mut args = argv.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            return None;
        }
        if arg == "--lang" {
            return args.next().map(|v| v.into_owned());
        }
        if let Some(value) = arg.strip_prefix("--lang=") {
            return Some(value.to_string());
        }
    }
    None
}

/// `clap`'s reading of `--lang`: a language of the messages (en, fr, vi,
/// pt) or of piece letters only (de, es, it, nl, figurine).
pub fn parse_lang(value: &str) -> Result<rankfile::Lang, String> {
    value
        .parse::<rankfile::Lang>()
        .map_err(|_| say!("cli-lang-unknown", value = value))
}

/// A sentence of the command line's own, from its id and arguments:
/// `say!("cli-fen-summary", checked = 3, valid = 1)`.
macro_rules! say {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        // The id is checked at compile time against the English catalog.
        const _: () = assert!(
            rankfile::text::is_message_id($id),
            concat!("no message ", $id, " in rankfile-i18n/locales/en.ftl")
        );
        $crate::i18n::cat().say(
            $id,
            &[$((stringify!($name), rankfile_i18n::Arg::from($value))),*],
        )
    }};
}
pub(crate) use say;

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    #[test]
    fn lang_is_found_in_either_form_before_a_double_dash() {
        assert_eq!(
            lang_argument(&args(&["rankfile", "fen", "check", "--lang", "fr", "x"])),
            Some("fr".into())
        );
        assert_eq!(
            lang_argument(&args(&["rankfile", "--lang=vi", "fen"])),
            Some("vi".into())
        );
        assert_eq!(
            lang_argument(&args(&["rankfile", "play", "--", "--lang", "fr"])),
            None
        );
    }
}
