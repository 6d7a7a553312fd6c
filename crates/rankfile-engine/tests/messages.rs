//! Every engine error's sentence and hint, rendered by the catalogs: the
//! English catalog says what the error's own English says, and the other
//! languages render every argument.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Duration;

use rankfile_engine::{EngineError, Exit, Fault, Stage};
use rankfile_i18n::{Catalog, Language};

fn every_error() -> Vec<EngineError> {
    let engine = || "Stockfish 17".to_string();
    let fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1".to_string();
    vec![
        EngineError::NotFound { engine: engine() },
        EngineError::NotExecutable {
            engine: engine(),
            reason: "Permission denied (os error 13)".into(),
        },
        EngineError::NotUci {
            engine: engine(),
            first_line: None,
        },
        EngineError::NotUci {
            engine: engine(),
            first_line: Some("usage: x".into()),
        },
        EngineError::Died {
            engine: engine(),
            during: Stage::Handshake,
            status: None,
        },
        EngineError::Died {
            engine: engine(),
            during: Stage::Search(fen.clone()),
            status: Some(Exit::Code(7)),
        },
        EngineError::Died {
            engine: engine(),
            during: Stage::SetOption,
            status: Some(Exit::Signal(9)),
        },
        EngineError::Timeout {
            engine: engine(),
            during: Stage::Ready,
            waited: Duration::from_secs(10),
        },
        EngineError::BadReply {
            engine: engine(),
            line: "info depth x".into(),
            fault: Fault::NotANumber {
                field: "depth".into(),
                value: "x".into(),
            },
        },
        EngineError::BadReply {
            engine: engine(),
            line: "bestmove e2e5".into(),
            fault: Fault::Illegal {
                uci: "e2e5".into(),
                fen,
            },
        },
        EngineError::NoSuchOption {
            engine: engine(),
            name: "Thread".into(),
            known: vec!["Threads".into(), "Hash".into()],
        },
        EngineError::NoMultiPv {
            engine: engine(),
            lines: 3,
        },
        EngineError::NoLimit,
    ]
}

#[test]
fn the_english_catalog_says_what_the_errors_say() {
    let english = Catalog::get(Language::English);
    for e in every_error() {
        for text in [e.message(), e.hint()] {
            assert_eq!(
                english.try_text(&text).unwrap(),
                text.as_ref(),
                "{}",
                e.code()
            );
        }
    }
}

#[test]
fn every_language_renders_every_error() {
    for language in [Language::French, Language::Vietnamese, Language::Portuguese] {
        let catalog = Catalog::get(language);
        for e in every_error() {
            let said = catalog.try_text(&e.message()).unwrap();
            let named = !matches!(e, EngineError::NoLimit);
            assert!(
                !named || said.contains("Stockfish 17"),
                "{language:?} {said}"
            );
            let english = e.message();
            assert_ne!(said, english.as_ref(), "{language:?} {}", e.code());
            catalog.try_text(&e.hint()).unwrap();
        }
    }
}
