//! An engine's options, as its `option` lines list them.

/// One of the engine's options, as it listed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UciOption {
    /// Its name, as the engine spells it.
    pub name: String,
    /// `spin`, `check`, `combo`, `button`, `string`.
    pub kind: String,
    /// Its default, if it has one.
    pub default: Option<String>,
    /// A `spin`'s least value.
    pub min: Option<i64>,
    /// A `spin`'s greatest value.
    pub max: Option<i64>,
    /// A `combo`'s choices.
    pub choices: Vec<String>,
}

/// `name N type T [default D] [min …]` of an `option` line. A name may
/// have spaces: it runs to ` type `.
pub(crate) fn parse_option(rest: &str) -> Option<UciOption> {
    let rest = rest.strip_prefix("name ")?;
    let (name, rest) = rest.split_once(" type ")?;
    let mut words = rest.split_ascii_whitespace();
    let kind = words.next()?.to_string();
    // The value of each keyword runs to the next keyword: a default or a
    // choice may have spaces.
    let mut option = UciOption {
        name: name.trim().to_string(),
        kind,
        default: None,
        min: None,
        max: None,
        choices: Vec::new(),
    };
    let mut key: Option<&str> = None;
    let mut value: Vec<&str> = Vec::new();
    let flush = |key: Option<&str>, value: &mut Vec<&str>, option: &mut UciOption| {
        let text = value.join(" ");
        match key {
            Some("default") => option.default = Some(text),
            Some("min") => option.min = text.parse().ok(),
            Some("max") => option.max = text.parse().ok(),
            Some("var") => option.choices.push(text),
            _ => {}
        }
        value.clear();
    };
    for word in words {
        if matches!(word, "default" | "min" | "max" | "var") {
            flush(key, &mut value, &mut option);
            key = Some(word);
        } else {
            value.push(word);
        }
    }
    flush(key, &mut value, &mut option);
    Some(option)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_with_spaces_and_ranges() {
        let o = parse_option("name Skill Level type spin default 20 min 0 max 20").unwrap();
        assert_eq!(o.name, "Skill Level");
        assert_eq!(o.kind, "spin");
        assert_eq!(o.default.as_deref(), Some("20"));
        assert_eq!((o.min, o.max), (Some(0), Some(20)));
        let o = parse_option("name Clear Hash type button").unwrap();
        assert_eq!((o.name.as_str(), o.default), ("Clear Hash", None));
        let o = parse_option(
            "name Style type combo default Normal var Solid var Normal var Risky Play",
        )
        .unwrap();
        assert_eq!(o.choices, ["Solid", "Normal", "Risky Play"]);
        assert_eq!(o.default.as_deref(), Some("Normal"));
        let o = parse_option("name EvalFile type string default nn-ad9b42354671.nnue").unwrap();
        assert_eq!(o.default.as_deref(), Some("nn-ad9b42354671.nnue"));
        assert_eq!(parse_option("nonsense"), None);
    }
}
