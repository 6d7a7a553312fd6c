//! The command line in French, Vietnamese and Portuguese: the seeds' own
//! list of common FEN mistakes, each answered in full in each language;
//! `fen explain` of the seeds' two example positions; and how the language
//! is chosen.
//!
//! The expected sentences are the catalogs' translations, read against
//! the seeds' words (the glossaries in `crates/rankfile-i18n/locales/`):
//! a change of wording is a change to review here.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use std::process::Command;

use common::{json_lines, rankfile, stdout};

/// One problem as `fen check --json` gives it: code, message, hint.
type Said = (&'static str, &'static str, &'static str);

/// The FEN of each mistake the seeds list (the French guide's "Erreurs FEN
/// fréquentes", the Vietnamese page's "Common FEN errors").
const PLACEMENT_ONLY: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const UPSIDE_DOWN: &str = "RNBQKBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbqkbnr w KQkq - 0 1";
const NINE_WIDE: &str = "rnbqkbnr/pppppppp/8/8/3p2P2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const EP_DESTINATION: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1";
/// The fullmove number "reset after White's move" (after 1.e4).
const FULLMOVE_ZERO: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 0";
const RIGHTS_WITHOUT_ROOKS: &str = "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1";
/// A board that looks right (the scholar's mate, 4.Qxf7#) with the wrong
/// side to move.
const WRONG_SIDE: &str = "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4";

fn said(lang: &str, fen: &str) -> Vec<(String, String, String)> {
    let out = rankfile(&["--lang", lang, "fen", "check", "--json", fen], "");
    let line = &json_lines(&out)[0];
    line["errors"]
        .as_array()
        .unwrap()
        .iter()
        .chain(line["warnings"].as_array().unwrap())
        .map(|d| {
            (
                d["code"].as_str().unwrap().to_string(),
                d["message"].as_str().unwrap().to_string(),
                d["hint"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn assert_said(lang: &str, fen: &str, expected: &[Said]) {
    let got = said(lang, fen);
    let expected: Vec<(String, String, String)> = expected
        .iter()
        .map(|&(c, m, h)| (c.into(), m.into(), h.into()))
        .collect();
    assert_eq!(got, expected, "{lang}: {fen}");
}

#[test]
fn the_seeds_mistakes_in_french() {
    let l = "fr";
    assert_said(
        l,
        PLACEMENT_ONLY,
        &[(
            "placement_only",
            "seul le placement des pièces est donné ; un FEN a six champs",
            "ajoutez les cinq autres champs après un espace, en général « w - - 0 1 » (camp au trait, droits de roque, cible en passant, compteur de demi-coups, numéro du coup)",
        )],
    );
    let upside_down = said(l, UPSIDE_DOWN);
    assert_eq!(
        upside_down[0],
        (
            "ranks_reversed".into(),
            "les rangées semblent écrites à partir de la rangée 1, ou les majuscules et minuscules inversées : dans les deux cas, une fois corrigée, la position est légale et ordinaire".into(),
            "écrivez la rangée 8 en premier, et les pièces blanches en majuscules : rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        )
    );
    assert_eq!(
        upside_down[1].1,
        "droit de roque K : aucun roi blanc en e1 (cela découle des rangées écrites à partir de la rangée 1, ou des majuscules et minuscules inversées)"
    );
    assert_said(
        l,
        NINE_WIDE,
        &[(
            "rank_width",
            "la rangée 4 « 3p2P2 » compte 9 cases ; une rangée en compte 8 (3 + p + 2 + P + 2 = 9)",
            "retirez une pièce ou diminuez un chiffre : les chiffres et les pièces d'une rangée totalisent 8",
        )],
    );
    assert_said(
        l,
        EP_DESTINATION,
        &[(
            "invalid_ep_square",
            "la case en passant e4 est sur la rangée 4 ; quand les Noirs ont le trait, elle doit être sur la rangée 3",
            "le champ contient la case d'arrivée du pion ; écrivez la case qu'il a franchie : e3",
        )],
    );
    assert_said(
        l,
        FULLMOVE_ZERO,
        &[(
            "bad_fullmove",
            "le numéro du coup vaut 0 ; il commence à 1",
            "le numéro n'est pas remis à zéro après le coup des Blancs : il vaut 1 avant et après le premier coup des Blancs, et augmente après chaque coup des Noirs ; écrivez 1",
        )],
    );
    assert_said(
        l,
        RIGHTS_WITHOUT_ROOKS,
        &[
            (
                "bad_castling_rights",
                "droit de roque Q : aucune tour blanche en a1",
                "retirez Q du champ du roque : dès que la tour a bougé ou a été prise, ce droit est perdu",
            ),
            (
                "bad_castling_rights",
                "droit de roque k : aucune tour noire en h8",
                "retirez k du champ du roque : dès que la tour a bougé ou a été prise, ce droit est perdu",
            ),
        ],
    );
    assert_said(
        l,
        WRONG_SIDE,
        &[(
            "opposite_check",
            "les Noirs sont en échec par la dame blanche en f7 alors que c'est aux Blancs de jouer",
            "le camp au trait n'est jamais celui qui donne échec : est-ce aux Noirs de jouer ?",
        )],
    );
}

#[test]
fn the_seeds_mistakes_in_vietnamese() {
    let l = "vi";
    assert_said(
        l,
        PLACEMENT_ONLY,
        &[(
            "placement_only",
            "chỉ có bố trí quân; một FEN có sáu trường",
            "hãy thêm năm trường còn lại sau một dấu cách, thường là “w - - 0 1” (bên đi, nhập thành, ô en passant, đồng hồ halfmove, số fullmove)",
        )],
    );
    let upside_down = said(l, UPSIDE_DOWN);
    assert_eq!(
        upside_down[0],
        (
            "ranks_reversed".into(),
            "các hàng có vẻ được viết từ hàng 1 trở lên, hoặc chữ hoa và chữ thường của hai bên bị đảo: đọc theo cách nào thì đây cũng là một thế cờ hợp lệ bình thường".into(),
            "hãy viết hàng 8 trước, quân Trắng viết hoa: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        )
    );
    assert_eq!(
        upside_down[1].1,
        "quyền nhập thành K: không có vua trắng ở e1 (điều này là do các hàng được viết từ hàng 1 trở lên, hoặc do chữ hoa và chữ thường của hai bên bị đảo)"
    );
    assert_said(
        l,
        NINE_WIDE,
        &[(
            "rank_width",
            "hàng 4 “3p2P2” rộng 9 ô; một hàng có 8 ô (3 + p + 2 + P + 2 = 9)",
            "bớt một quân hoặc giảm một số đếm: số đếm và quân của một hàng cộng lại phải bằng 8",
        )],
    );
    assert_said(
        l,
        EP_DESTINATION,
        &[(
            "invalid_ep_square",
            "ô en passant e4 nằm trên hàng 4; khi Đen đi tiếp, ô này phải nằm trên hàng 3",
            "trường này đang ghi ô mà tốt đi đến; hãy ghi ô nó đã đi qua: e3",
        )],
    );
    assert_said(
        l,
        FULLMOVE_ZERO,
        &[(
            "bad_fullmove",
            "số fullmove là 0; số này bắt đầu từ 1",
            "số này không bị đặt lại sau nước của Trắng: nó là 1 cả trước lẫn sau nước đầu tiên của Trắng, và tăng sau mỗi nước của Đen; hãy viết 1",
        )],
    );
    assert_said(
        l,
        RIGHTS_WITHOUT_ROOKS,
        &[
            (
                "bad_castling_rights",
                "quyền nhập thành Q: không có xe trắng ở a1",
                "xóa Q khỏi trường nhập thành: xe đã đi hoặc đã bị bắt thì quyền đó không còn nữa",
            ),
            (
                "bad_castling_rights",
                "quyền nhập thành k: không có xe đen ở h8",
                "xóa k khỏi trường nhập thành: xe đã đi hoặc đã bị bắt thì quyền đó không còn nữa",
            ),
        ],
    );
    assert_said(
        l,
        WRONG_SIDE,
        &[(
            "opposite_check",
            "Đen đang bị hậu trắng ở f7 chiếu dù đang đến lượt Trắng đi",
            "bên đi tiếp không bao giờ là bên đang chiếu: có phải đến lượt Đen đi không?",
        )],
    );
}

#[test]
fn the_seeds_mistakes_in_portuguese() {
    let l = "pt";
    assert_said(
        l,
        PLACEMENT_ONLY,
        &[(
            "placement_only",
            "só o posicionamento das peças foi dado; uma FEN tem seis campos",
            "acrescente os outros cinco campos, normalmente \" w - - 0 1\" (quem joga, direitos de roque, casa de en passant, contador de meio-lances, número do lance completo)",
        )],
    );
    let upside_down = said(l, UPSIDE_DOWN);
    assert_eq!(
        upside_down[0],
        (
            "ranks_reversed".into(),
            "as fileiras parecem escritas da fileira 1 para cima, ou as maiúsculas e minúsculas das cores trocadas: corrigida de um jeito ou de outro, esta é uma posição legal comum".into(),
            "escreva a fileira 8 primeiro e as peças das Brancas em maiúsculas: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        )
    );
    assert_eq!(
        upside_down[1].1,
        "direito de roque K: não há rei branco em e1 (isto decorre das fileiras escritas da fileira 1 para cima, ou das maiúsculas e minúsculas trocadas)"
    );
    assert_said(
        l,
        NINE_WIDE,
        &[(
            "rank_width",
            "a fileira 4 \"3p2P2\" soma 9 casas; uma fileira tem 8 (3 + p + 2 + P + 2 = 9)",
            "retire uma peça ou diminua uma contagem: as contagens e as peças de uma fileira somam 8",
        )],
    );
    assert_said(
        l,
        EP_DESTINATION,
        &[(
            "invalid_ep_square",
            "a casa de en passant e4 está na fileira 4; quando as Pretas jogam, ela deve estar na fileira 3",
            "o campo traz a casa para onde o peão foi; escreva a casa por onde ele passou: e3",
        )],
    );
    assert_said(
        l,
        FULLMOVE_ZERO,
        &[(
            "bad_fullmove",
            "o número do lance completo é 0; ele começa em 1",
            "o número não volta a zero depois do lance das Brancas: ele é 1 antes e depois do primeiro lance das Brancas e aumenta depois de cada lance das Pretas; escreva 1",
        )],
    );
    assert_said(
        l,
        RIGHTS_WITHOUT_ROOKS,
        &[
            (
                "bad_castling_rights",
                "direito de roque Q: não há torre branca em a1",
                "retire Q do campo de roque: quando a torre já se moveu ou foi capturada, esse direito está perdido",
            ),
            (
                "bad_castling_rights",
                "direito de roque k: não há torre preta em h8",
                "retire k do campo de roque: quando a torre já se moveu ou foi capturada, esse direito está perdido",
            ),
        ],
    );
    assert_said(
        l,
        WRONG_SIDE,
        &[(
            "opposite_check",
            "a dama branca em f7 dá xeque às Pretas, embora seja a vez das Brancas",
            "quem joga nunca é o lado que dá xeque: não seria a vez das Pretas?",
        )],
    );
}

/// What a person reads, carets and summary included, in each language.
#[test]
fn the_drawing_is_in_the_language_too() {
    let out = rankfile(
        &["--lang", "fr", "fen", "check", EP_DESTINATION, WRONG_SIDE],
        "",
    );
    assert_eq!(
        stdout(&out),
        "invalide : rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1
    erreur[invalid_ep_square] : la case en passant e4 est sur la rangée 4 ; quand les Noirs ont le trait, elle doit être sur la rangée 3
      | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1
      |                                                      ^^
      = conseil : le champ contient la case d'arrivée du pion ; écrivez la case qu'il a franchie : e3
invalide : r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4
    erreur[opposite_check] : les Noirs sont en échec par la dame blanche en f7 alors que c'est aux Blancs de jouer
      | r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 0 4
      |                                                       ^
      = conseil : le camp au trait n'est jamais celui qui donne échec : est-ce aux Noirs de jouer ?
vérifiés : 2, valides : 0, invalides : 2
"
    );
    assert_eq!(out.status.code(), Some(1));
    let vi = stdout(&rankfile(
        &["--lang", "vi", "fen", "check", FULLMOVE_ZERO],
        "",
    ));
    assert_eq!(
        vi,
        "không hợp lệ: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 0
    lỗi[bad_fullmove]: số fullmove là 0; số này bắt đầu từ 1
      | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 0
      |                                                           ^
      = gợi ý: số này không bị đặt lại sau nước của Trắng: nó là 1 cả trước lẫn sau nước đầu tiên của Trắng, và tăng sau mỗi nước của Đen; hãy viết 1
"
    );
    let pt = stdout(&rankfile(
        &["--lang", "pt", "fen", "check", NINE_WIDE, PLACEMENT_ONLY],
        "",
    ));
    assert!(
        pt.ends_with("2 verificadas, 0 válidas, 2 inválidas\n"),
        "{pt}"
    );
    assert!(pt.starts_with("inválida: "), "{pt}");
}

/// The seeds' example positions, explained: the start, and after 1.e4.
#[test]
fn fen_explain_of_the_seeds_positions() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    for lang in ["fr", "vi", "pt"] {
        for (name, fen) in [("start", start), ("e4", e4)] {
            let path = format!(
                "{}/tests/languages/explain-{name}.{lang}.txt",
                env!("CARGO_MANIFEST_DIR")
            );
            let expected = std::fs::read_to_string(&path).unwrap();
            let out = rankfile(&["--lang", lang, "fen", "explain", fen], "");
            assert_eq!(stdout(&out), expected, "{path}");
        }
    }
    // Words a reader of the seeds looks for, in their own language.
    let fr = std::fs::read_to_string(format!(
        "{}/tests/languages/explain-e4.fr.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    for words in [
        "placement des pièces",
        "camp au trait",
        "droits de roque",
        "compteur de demi-coups",
        "numéro du coup",
        "les Noirs ont le trait",
        "Les Noirs ont le trait.",
    ] {
        assert!(fr.contains(words), "{words}");
    }
}

/// `--lang`, else RANKFILE_LANG, else LC_ALL, LC_MESSAGES, LANG, else
/// English; a locale changes the messages, not the notation.
#[test]
fn the_language_comes_from_the_option_then_the_environment() {
    let run = |args: &[&str], env: &[(&str, &str)]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_rankfile"));
        command.args(args);
        for var in ["RANKFILE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] {
            command.env_remove(var);
        }
        command.envs(env.iter().copied());
        let out = command.output().unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let check = ["fen", "check", "8/8/8/8/8/8/8/8 w - - 0 1"];
    assert!(run(&check, &[]).starts_with("invalid: "));
    assert!(run(&check, &[("LANG", "pt_BR.UTF-8")]).starts_with("inválida: "));
    assert!(
        run(&check, &[("LANG", "pt_BR.UTF-8"), ("LC_ALL", "vi_VN")]).starts_with("không hợp lệ: ")
    );
    assert!(run(&check, &[("LC_ALL", "C.UTF-8"), ("LANG", "fr_FR")]).starts_with("invalid: "));
    assert!(
        run(&check, &[("RANKFILE_LANG", "fr"), ("LC_ALL", "pt_PT")]).starts_with("invalide : ")
    );
    let mut with_option = vec!["--lang", "en"];
    with_option.extend(check);
    assert!(run(&with_option, &[("RANKFILE_LANG", "fr")]).starts_with("invalid: "));
    // The locale does not change the notation; --lang does.
    let san = [
        "san",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "Nf3",
    ];
    assert_eq!(run(&san, &[("RANKFILE_LANG", "fr")]), "Nf3\tg1f3\n");
    let mut french = vec!["--lang", "fr"];
    french.extend(["san", san[1], "Cf3"]);
    assert_eq!(run(&french, &[]), "Cf3\tg1f3\n");
}

#[test]
fn an_unknown_language_is_refused_with_the_ones_there_are() {
    let out = rankfile(
        &["--lang", "xx", "fen", "check", "8/8/8/8/8/8/8/8 w - - 0 1"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let err = common::stderr(&out);
    assert!(err.contains("en, fr, vi or pt"), "{err}");
    assert!(err.contains("de, es, it, nl or figurine"), "{err}");
}

/// JSON keeps its keys and codes, and the standards' notation, in every
/// language: only the sentences change.
#[test]
fn json_keys_codes_and_notation_stay() {
    let fen = EP_DESTINATION;
    let en = json_lines(&rankfile(&["fen", "check", "--json", fen], ""));
    let fr = json_lines(&rankfile(
        &["--lang", "fr", "fen", "check", "--json", fen],
        "",
    ));
    let (en, fr) = (&en[0], &fr[0]);
    assert_eq!(en["errors"][0]["code"], fr["errors"][0]["code"]);
    assert_eq!(en["errors"][0]["span"], fr["errors"][0]["span"]);
    assert_eq!(en["errors"][0]["squares"], fr["errors"][0]["squares"]);
    assert_ne!(en["errors"][0]["message"], fr["errors"][0]["message"]);
    let keys = |v: &serde_json::Value| {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    assert_eq!(keys(en), keys(fr));
    // A PGN export stays in English letters whatever the language.
    let pgn = "1. e4 e5 2. Nf3 Nc6 *\n";
    let out = rankfile(&["--lang", "fr", "pgn", "fmt", "-"], pgn);
    assert!(stdout(&out).contains("2. Nf3 Nc6 *"), "{}", stdout(&out));
}
