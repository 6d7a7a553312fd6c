//! The four languages, and how a person's language is found: an option, an
//! environment variable, a browser's `Accept-Language`.

use core::fmt;
use core::str::FromStr;

/// A language rankfile speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English, the language of the standards.
    #[default]
    English,
    /// Français.
    French,
    /// Tiếng Việt.
    Vietnamese,
    /// Português.
    Portuguese,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::French,
        Language::Vietnamese,
        Language::Portuguese,
    ];

    /// The language's code: `en`, `fr`, `vi`, `pt`.
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::Vietnamese => "vi",
            Language::Portuguese => "pt",
        }
    }

    /// The language's name in itself: `Français`.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::Vietnamese => "Tiếng Việt",
            Language::Portuguese => "Português",
        }
    }

    /// The piece letters a person of this language reads moves in.
    pub const fn piece_letters(self) -> rankfile::Lang {
        match self {
            Language::English => rankfile::Lang::English,
            Language::French => rankfile::Lang::French,
            Language::Vietnamese => rankfile::Lang::Vietnamese,
            Language::Portuguese => rankfile::Lang::Portuguese,
        }
    }

    /// The language of a locale name (`fr`, `fr_FR.UTF-8`, `pt-BR`,
    /// `vi_VN`), if rankfile speaks it.
    ///
    /// ```
    /// use rankfile_i18n::Language;
    ///
    /// assert_eq!(Language::from_locale("fr_CA.UTF-8"), Some(Language::French));
    /// assert_eq!(Language::from_locale("pt-BR"), Some(Language::Portuguese));
    /// assert_eq!(Language::from_locale("C.UTF-8"), None);
    /// ```
    pub fn from_locale(locale: &str) -> Option<Language> {
        let primary = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language the environment asks for: `RANKFILE_LANG`, else the
    /// first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set (as POSIX
    /// reads them), else English. A locale rankfile does not speak gives
    /// English. `get` reads a variable (`std::env::var`, or a map in
    /// tests).
    ///
    /// ```
    /// use rankfile_i18n::Language;
    ///
    /// let env = |name: &str| match name {
    ///     "LANG" => Some("vi_VN.UTF-8".to_string()),
    ///     _ => None,
    /// };
    /// assert_eq!(Language::from_env(env), Language::Vietnamese);
    /// ```
    pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Language {
        if let Some(own) = get("RANKFILE_LANG").filter(|v| !v.is_empty())
            && let Some(language) = Language::from_locale(&own)
        {
            return language;
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| get(name).filter(|v| !v.is_empty()))
            .and_then(|locale| Language::from_locale(&locale))
            .unwrap_or_default()
    }

    /// The language a browser's `Accept-Language` header prefers among
    /// those rankfile speaks, by its quality values.
    ///
    /// ```
    /// use rankfile_i18n::Language;
    ///
    /// let header = "de-CH, pt-BR;q=0.9, fr;q=0.8, *;q=0.5";
    /// assert_eq!(Language::from_accept_language(header), Some(Language::Portuguese));
    /// assert_eq!(Language::from_accept_language("de, ja"), None);
    /// ```
    pub fn from_accept_language(header: &str) -> Option<Language> {
        let mut best: Option<(Language, f32)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let tag = parts.next().unwrap_or("").trim();
            let quality = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            let Some(language) = Language::from_locale(tag) else {
                continue;
            };
            if quality > 0.0 && best.is_none_or(|(_, q)| quality > q) {
                best = Some((language, quality));
            }
        }
        best.map(|(language, _)| language)
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code rankfile does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLanguageError(String);

impl fmt::Display for ParseLanguageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown language \"{}\": rankfile speaks en, fr, vi and pt",
            self.0
        )
    }
}

impl std::error::Error for ParseLanguageError {}

impl FromStr for Language {
    type Err = ParseLanguageError;

    fn from_str(s: &str) -> Result<Language, ParseLanguageError> {
        Language::from_locale(s).ok_or_else(|| ParseLanguageError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }

    #[test]
    fn the_environment_is_read_in_order() {
        assert_eq!(Language::from_env(env(&[])), Language::English);
        assert_eq!(
            Language::from_env(env(&[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "pt_PT")])),
            Language::Portuguese
        );
        assert_eq!(
            Language::from_env(env(&[("RANKFILE_LANG", "vi"), ("LC_ALL", "pt_PT")])),
            Language::Vietnamese
        );
        // LC_ALL wins, even for a language rankfile does not speak.
        assert_eq!(
            Language::from_env(env(&[("LC_ALL", "de_DE"), ("LANG", "fr_FR")])),
            Language::English
        );
        assert_eq!(
            Language::from_env(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "fr"),
                ("LANG", "pt")
            ])),
            Language::French
        );
    }

    #[test]
    fn a_zero_quality_is_a_refusal() {
        assert_eq!(
            Language::from_accept_language("fr;q=0, vi;q=0.2"),
            Some(Language::Vietnamese)
        );
        assert_eq!(Language::from_accept_language(""), None);
    }

    #[test]
    fn codes_parse_and_unknown_ones_say_which_exist() {
        assert_eq!("pt".parse::<Language>(), Ok(Language::Portuguese));
        let err = "de".parse::<Language>().unwrap_err();
        assert!(err.to_string().contains("en, fr, vi and pt"));
    }
}
