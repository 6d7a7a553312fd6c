### Les messages de rankfile en français.
###
### La bibliothèque écrit elle-même l'anglais ; ce catalogue tient les mêmes
### phrases en français, rendues comme celles de toutes les langues, et un
### test vérifie qu'il n'en manque aucune. Variables :
###   une pièce  $x est son nom (« cavalier blanc ») ; $x-color (white, black)
###              et $x-role (king, queen, rook, bishop, knight, pawn) servent
###              à choisir (l'article, l'accord : la dame, la tour) ;
###   un camp    $color vaut white ou black : on choisit dessus (les Blancs,
###              les Noirs), on ne l'écrit jamais tel quel ;
###   un rôle    $role est son nom (role-king … role-pawn) et $role-role
###              (king, queen, rook, bishop, knight, pawn) sert à choisir ;
###   un champ   $field est le nom du champ (field-1 … field-6) ;
###   une liste  $x est ses éléments joints (list-separator, list-and), et
###              $x-count leur nombre.
### Pluriels (CLDR) : [one] vaut pour 0 et 1, *[other] pour le reste.
### Les messages web-* sont remplis par la page elle-même : aucune sélection
### (pas de ->), les variables s'écrivent telles quelles, et un nombre vient
### en paire, …-one (0 et 1) et …-other.

## Les mots dont les autres messages sont faits.

list-separator = {", "}
list-and = {" et "}
list-or = {" ou "}
diag-error = erreur
diag-warning = avertissement
diag-hint = conseil
diag-colon = {" : "}
decimal-separator = {","}
piece-white-king = roi blanc
piece-white-queen = dame blanche
piece-white-rook = tour blanche
piece-white-bishop = fou blanc
piece-white-knight = cavalier blanc
piece-white-pawn = pion blanc
piece-black-king = roi noir
piece-black-queen = dame noire
piece-black-rook = tour noire
piece-black-bishop = fou noir
piece-black-knight = cavalier noir
piece-black-pawn = pion noir
role-king = roi
role-queen = dame
role-rook = tour
role-bishop = fou
role-knight = cavalier
role-pawn = pion
field-1 = placement des pièces
field-2 = camp au trait
field-3 = droits de roque
field-4 = cible en passant
field-5 = compteur de demi-coups
field-6 = numéro du coup

## Les messages de la bibliothèque : FEN, légalité, SAN, PGN, EPD, explications.

castling-king-moved-hint = retirez { $letter } du champ du roque : dès que le roi a bougé, ce droit est perdu
castling-no-king = droit de roque { $letter } : aucun roi { $color ->
        [white] blanc
       *[black] noir
    } en { $sq }
castling-no-rook = droit de roque { $letter } : aucune tour { $color ->
        [white] blanche
       *[black] noire
    } en { $sq }
castling-or-chess960-hint = { $hint } ; ou, s'il s'agit d'une partie de Chess960, lisez la position en Chess960 (--chess960)
castling-rook-moved-hint = retirez { $letter } du champ du roque : dès que la tour a bougé ou a été prise, ce droit est perdu
castling-why-order = lettres remises dans l'ordre KQkq
castling-why-repeated = lettre répétée supprimée
castling-why-shredder = colonnes Shredder-FEN lues comme K/Q/k/q
cause-reversed = découle des rangées écrites à partir de la rangée 1
cause-reversed-or-swapped = découle des rangées écrites à partir de la rangée 1, ou des majuscules et minuscules inversées
cause-swapped = découle des majuscules et minuscules inversées
cause-wrong-case = découle peut-être du { $written } en { $sq }, qui devrait s'écrire { $letter }
change-castled-king-side = { $us ->
        [white] les Blancs
       *[black] les Noirs
    } ont roqué côté roi : le roi est allé de { $from } à { $to } et la tour a quitté { $rook }
change-castled-queen-side = { $us ->
        [white] les Blancs
       *[black] les Noirs
    } ont roqué côté dame : le roi est allé de { $from } à { $to } et la tour a quitté { $rook }
change-castling = perte de { $lost } : { $reason }
change-ep-cleared = cible en passant effacée : elle ne vaut que pour le coup suivant
change-ep-set = cible en passant { $sq } : le pion l'a franchie en avançant de deux cases, de { $from } à { $to }
change-fullmove = numéro du coup + 1 : les Noirs ont joué
change-halfmove-capture = compteur de demi-coups remis à zéro : il y a eu une prise
change-halfmove-pawn = compteur de demi-coups remis à zéro : un pion a bougé
change-halfmove-up = compteur de demi-coups + 1 : ni coup de pion ni prise
change-lost-king = le roi { $us ->
        [white] blanc
       *[black] noir
    } a bougé
change-lost-rook-left = la tour a quitté { $from }
change-lost-rook-left-and-taken = la tour a quitté { $from } et la tour en { $to } a été prise
change-lost-rook-taken = la tour en { $to } a été prise
change-moved = { $piece-role ->
        [queen] la { $piece } est allée
        [rook] la { $piece } est allée
       *[other] le { $piece } est allé
    } de { $from } à { $to }
change-placement = { $moved }{ $taking }{ $promotion }
change-promoted = , et a été promu en { $role }
change-side = chaque coup passe le trait à l'adversaire : trait aux { $turn ->
        [white] Blancs
       *[black] Noirs
    }
change-taking = , en prenant { $captured-role ->
        [queen] la
        [rook] la
       *[other] le
    } { $captured } en { $to }
change-taking-ep = , en prenant en passant le pion de { $on }
empty-square = la case vide { $sq }
epd-bad-move = { $opcode } : { $error }
epd-bad-opcode = « { $opcode } » n'est pas un code d'opération : un code d'opération est une lettre suivie de lettres, de chiffres ou de _, 14 caractères au plus
epd-bad-opcode-hint = chaque opération se compose d'un code, de ses opérandes, puis d'un ; : bm Nf3;
epd-empty-operation = un ; sans opération avant lui
epd-empty-operation-hint = supprimez le ; en trop
epd-stray-dash = un - après le champ de la cible en passant : une ligne EPD a quatre champs
epd-stray-dash-hint = supprimez le second -
epd-fen-clocks = { $halfmove } { $fullmove } sont les compteurs d'un FEN : une ligne EPD a quatre champs, puis des opérations
epd-fen-clocks-hint = écrivez-les comme opérations, hmvc { $halfmove }; fmvn { $fullmove };, ou vérifiez la ligne comme un FEN
epd-duplicate-opcode = { $opcode } est donné deux fois
epd-duplicate-opcode-hint = donnez chaque code d'opération une seule fois, avec tous ses opérandes
epd-field-count = une ligne EPD commence par quatre champs : placement des pièces, camp au trait, droits de roque, cible en passant
epd-field-count-hint = par exemple : rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;
epd-missing-semicolon = l'opération { $opcode } ne se termine pas par un ;
epd-missing-semicolon-hint = terminez chaque opération par un ;
epd-no-move = { $opcode } attend au moins un coup
epd-no-move-hint = par exemple : { $opcode } Nf3;
epd-not-count = { $opcode } : « { $word } » n'est pas un nombre entier positif ou nul
epd-not-epd = ce n'est pas une ligne EPD
epd-not-integer = { $opcode } : « { $word } » n'est pas un nombre entier
epd-number-hint = par exemple : { $opcode } 12;
epd-one-number = { $opcode } attend un seul nombre
epd-one-string = { $opcode } attend une seule chaîne entre guillemets doubles
epd-one-string-hint = par exemple : { $opcode } "WAC.001";
epd-unclosed-string = une chaîne ouverte par " n'est jamais fermée
epd-unclosed-string-hint = fermez-la par " avant le ;
epd-unquoted-string = { $opcode } attend une chaîne entre guillemets doubles
epd-unquoted-string-hint = écrivez { $opcode } "{ $s }";
explain-960-right = Chess960, { $notation } pour les { $color ->
        [white] Blancs
       *[black] Noirs
    } : la tour en { $rook } ; le roi va en { $king_to } et la tour en { $rook_to } ; cases qui doivent être vides : { $empty } ; cases qui ne doivent pas être attaquées : { $walked }.
explain-960-right-nothing-between = Chess960, { $notation } pour les { $color ->
        [white] Blancs
       *[black] Noirs
    } : la tour en { $rook } ; le roi va en { $king_to } et la tour en { $rook_to } ; aucune case n'est à vider d'abord ; cases qui ne doivent pas être attaquées : { $walked }.
explain-castle-attacked = { $notation } n'est pas possible maintenant : le roi traverserait une case attaquée ou s'y arrêterait.
explain-castle-blocked = { $notation } n'est pas possible maintenant : { $count ->
        [one] la case { $squares } est occupée
       *[other] les cases { $squares } sont occupées
    }.
explain-castle-in-check = { $notation } n'est pas possible maintenant : le roi est en échec.
explain-castle-not-now = { $notation } n'est pas possible maintenant.
explain-castle-now = { $notation } est possible maintenant.
explain-checkmated = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont le trait et sont mat : la partie est terminée.
explain-count = { $count } { $role-role ->
        [queen] { $count ->
            [one] dame
           *[other] dames
        }
        [rook] { $count ->
            [one] tour
           *[other] tours
        }
        [bishop] { $count ->
            [one] fou
           *[other] fous
        }
        [knight] { $count ->
            [one] cavalier
           *[other] cavaliers
        }
       *[pawn] { $count ->
            [one] pion
           *[other] pions
        }
    }
explain-ep-capture = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } peuvent prendre ce pion en passant maintenant, à ce coup seulement : { $captures }.
explain-ep-edge = { $ep } ne peut pas être une case en passant : elle est au bord de l'échiquier.
explain-ep-no-capture = Aucune prise en passant n'est possible maintenant : lichess et python-chess écriraient donc - ici ; la norme PGN écrit { $ep } après chaque avance de deux cases.
explain-ep-step = Le dernier coup était l'avance de deux cases d'un pion { $them ->
        [white] blanc
       *[black] noir
    }, de { $from } à { $to }, qui a franchi { $ep }.
explain-ep-wrong-rank = { $ep } ne peut pas être une case en passant quand les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont le trait : elle doit se trouver sur la rangée { $rank }.
explain-fifty-ahead = La nulle pourra être réclamée selon la règle des cinquante coups quand le compteur atteindra 100 ({ $left ->
        [one] encore { $left } demi-coup
       *[other] encore { $left } demi-coups
    }).
explain-fifty-now = La nulle peut être réclamée dès maintenant selon la règle des cinquante coups ; à 150, elle devient automatique ({ $left ->
        [one] encore { $left } demi-coup
       *[other] encore { $left } demi-coups
    }).
explain-fullmove = Coup { $n } : le prochain coup est le coup { $n } des { $color ->
        [white] Blancs
       *[black] Noirs
    }. Le numéro commence à 1 et augmente après chaque coup des Noirs ; depuis la position initiale, { $plies ->
        [0] aucun demi-coup n'aurait été joué
        [one] { $plies } demi-coup aurait été joué
       *[other] { $plies } demi-coups auraient été joués
    }.
explain-halfmove = { $n } { $n ->
        [one] demi-coup
       *[other] demi-coups
    } depuis la dernière prise ou le dernier coup de pion.
explain-history-of-rights = Seul ce champ indique les droits qui subsistent : la présence du roi et d'une tour sur leurs cases initiales ne prouve pas que le droit existe, car l'une de ces pièces a pu bouger puis revenir.
explain-in-check = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont le trait et sont mis en échec par { $squares-count ->
        [one] la pièce en { $squares }
       *[other] les pièces en { $squares }
    } ; { $moves ->
        [one] { $moves } coup légal
       *[other] { $moves } coups légaux
    }.
explain-keeps-both = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } conservent le droit de roquer côté roi (O-O) et côté dame (O-O-O).
explain-keeps-king-side = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } conservent le droit de roquer côté roi (O-O).
explain-keeps-queen-side = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } conservent le droit de roquer côté dame (O-O-O).
explain-king-on = roi en { $squares }
explain-lost-both = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont perdu leurs deux droits de roque.
explain-no-castling = Aucun des deux camps ne peut plus roquer (-).
explain-no-ep = Pas de cible en passant (-) : le dernier coup n'était pas l'avance de deux cases d'un pion, ou l'auteur l'a omise parce qu'aucune prise n'était possible.
explain-no-history = Un FEN ne contient aucun historique : il ne peut pas montrer qu'une position est apparue trois fois, et une réclamation de nulle par répétition a besoin des coups de la partie pour cela.
explain-no-king = pas de roi
explain-placement-intro = On lit la rangée 8 en premier, de la colonne a à la colonne h ; les chiffres comptent les cases vides.
explain-right-kept = Un droit est conservé tant que le roi ou la tour concernée n'a pas bougé ; il ne signifie pas que le roque est légal à ce coup.
explain-seventy-five = La règle des soixante-quinze coups a mis fin à la partie : elle est nulle.
explain-side-pieces = { $color ->
        [white] Blancs
       *[black] Noirs
    } ({ $count } { $count ->
        [one] pièce
       *[other] pièces
    }) : { $king }{ $pieces-count ->
        [0] {""}
        [one] {" "}et { $pieces }
       *[other] , { $pieces }
    }.
explain-stalemate = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont le trait, n'ont aucun coup légal et ne sont pas en échec : c'est pat, la partie est nulle.
explain-to-move = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont le trait.
fen-960-bad-letter = « { $c } » n'est pas une lettre de roque
fen-960-bad-letter-hint = K et Q (les tours les plus à l'extérieur), ou la colonne d'une tour, de A à H ; en minuscules pour les Noirs ; - s'il n'y a aucun droit
fen-960-king-away = droit de roque { $c } : le roi { $color ->
        [white] blanc
       *[black] noir
    } n'est pas sur la rangée { $rank }
fen-960-king-away-hint = le roi roque depuis sa première rangée ; retirez { $c }
fen-960-no-rook-file = droit de roque { $c } : aucune tour { $color ->
        [white] blanche
       *[black] noire
    } sur la colonne { $file } de la rangée { $rank }
fen-960-no-rook-hint = dès que cette tour a bougé ou a été prise, le droit est perdu : retirez { $c }
fen-960-no-rook-king-side = droit de roque { $c } : aucune tour { $color ->
        [white] blanche
       *[black] noire
    } côté roi, entre le roi { $color ->
        [white] blanc
       *[black] noir
    } en { $king } et la colonne h
fen-960-no-rook-queen-side = droit de roque { $c } : aucune tour { $color ->
        [white] blanche
       *[black] noire
    } côté dame, entre la colonne a et le roi { $color ->
        [white] blanc
       *[black] noir
    } en { $king }
fen-960-two-rights = le champ du roque « { $text } » donne aux { $color ->
        [white] Blancs
       *[black] Noirs
    } deux droits côté { $side ->
        [king] roi
       *[queen] dame
    }
fen-960-two-rights-hint = un camp roque avec une seule tour de chaque côté : gardez une lettre par aile
fen-adjacent-digits = la { $rank } « { $text } » contient deux chiffres à la suite
fen-adjacent-digits-hint = additionnez les cases vides consécutives en un seul chiffre : 44 s'écrit 8
fen-bad-count = « { $c } » dans la { $rank } « { $text } » n'est pas un nombre de cases vides ; ces nombres vont de 1 à 8
fen-bad-ep = le champ en passant « { $text } » n'est ni - ni une case
fen-bad-ep-hint = écrivez la case que le pion a franchie, par exemple e3 après e2-e4, ou - s'il n'y en a pas
fen-bad-number = { $field } : « { $text } » n'est pas un nombre entier écrit en chiffres
fen-bad-piece-char = « { $c } » dans la { $rank } « { $text } » n'est pas une lettre de pièce
fen-bad-separator = les champs sont séparés par « { $sep } » au lieu d'espaces
fen-bad-separator-hint = écrivez un espace à la place de chaque { $sep } (ou lisez le FEN avec --lenient)
fen-bad-side = le camp au trait « { $text } » n'est ni w ni b
fen-case-swapped = les majuscules et les minuscules semblent inversées : avec les pièces blanches en majuscules et les noires en minuscules, la position est légale et ordinaire
fen-case-swapped-hint = les Blancs s'écrivent K Q R B N P, les Noirs k q r b n p : { $fen }
fen-castling-960-file = « { $c } » dans le champ du roque « { $text } » désigne une tour de la colonne { $file } : c'est un champ du roque de Chess960
fen-castling-960-file-hint = lisez la position en Chess960 (--chess960) ; aux échecs classiques, les droits s'écrivent K, Q, k et q, ou - s'il n'y en a aucun
fen-castling-dash = le champ du roque « { $text } » mêle - et des lettres
fen-castling-dash-hint = écrivez - seul s'il ne reste aucun droit, sinon les lettres seules
fen-castling-joined = lettres de roque écrites séparément, réunies
fen-castling-letter = « { $c } » dans le champ du roque « { $text } » n'est ni K, ni Q, ni k, ni q
fen-castling-letter-hint = K et Q sont les droits des Blancs (côté roi, côté dame), k et q ceux des Noirs ; - s'il n'y en a aucun
fen-castling-order = les droits de roque « { $text } » ne sont pas dans l'ordre
fen-castling-order-hint = écrivez-les dans l'ordre KQkq
fen-castling-read = champ du roque « { $text } » lu comme « { $read } » : { $why }
fen-castling-right-dropped = { $reason } (droit supprimé)
fen-mended-flip-ranks = rangées retournées : l'échiquier était écrit à partir de la rangée 1
fen-mended-swap-cases = lettres des Blancs et des Noirs échangées
fen-mended-change-case = la pièce en { $square } donnée à l'autre camp
fen-mended-switch-side = camp au trait changé : le camp qui n'a pas le trait était en échec
fen-mended-en-passant = case en passant écrite { $square }, la case que le pion a franchie
fen-mended-en-passant-none = champ en passant vidé
fen-mended-drop-castling = droits de roque { $letters } supprimés : leur roi ou leur tour a quitté sa case
fen-mended-fullmove-one = numéro de coup écrit 1 (toute partie commence au coup 1)
fen-mended-single-spaces = champs séparés par des espaces simples
fen-mended-complete-fields = champs complétés : trait aux Blancs, droits de roque { $letters } (rois et tours sur leurs cases initiales : c'est une supposition), pas de cible en passant, compteurs à 0 et 1
fen-castling-shredder = dans le champ du roque « { $text } », « { $c } » est la lettre de colonne d'une tour, à la manière du Shredder-FEN
fen-castling-shredder-hint = aux échecs classiques, écrivez les droits K et Q pour les Blancs, k et q pour les Noirs (ici : l'une des lettres { $standard }), ou lisez le FEN avec --lenient ; s'il s'agit d'une partie de Chess960, lisez la position en Chess960 (--chess960)
fen-castling-split = les lettres de roque sont séparées par un espace
fen-castling-split-hint = écrivez les droits de roque en un seul champ, par exemple KQkq
fen-castling-twice = le droit de roque « { $c } » est écrit deux fois dans « { $text } »
fen-castling-twice-hint = écrivez chaque droit une seule fois
fen-empty = le FEN est vide
fen-empty-symbol-hint = écrivez les cases vides avec un chiffre qui les compte (de 1 à 8), et non avec un symbole pour chacune
fen-ep-lowercase-hint = écrivez la case en minuscules : { $sq }
fen-ep-read = case en passant « { $text } » lue comme { $sq }
fen-epd-operations = « { $rest } » suit le champ en passant : on dirait de l'EPD, qui place des opérations là où un FEN a ses deux compteurs
fen-epd-operations-hint = remplacez les opérations par le compteur de demi-coups et le numéro du coup, en général « 0 1 »
fen-epd-operations-ignored = « { $rest } » ignoré après le champ 4 ({ $field }) : les opérations EPD ne font pas partie d'un FEN
fen-extra-fields-hint = retirez « { $rest } » après le numéro du coup (une opération EPD comme « bm » ou « id » n'a pas sa place dans un FEN)
fen-extra-fields-ignored = « { $rest } » ignoré après le champ 6 ({ $field }) : un FEN se termine par le numéro du coup
fen-field-count = le FEN a { $count } { $count ->
        [one] champ
       *[other] champs
    } ; il en faut 6
fen-fields-completed = { $fields-count ->
        [one] valeur supposée pour le champ manquant
       *[other] valeurs supposées pour les champs manquants
    } :{ $assumed } ({ $fields })
fen-fields-completed-hint = les valeurs habituelles : trait aux Blancs, aucun droit de roque, aucune case en passant, compteurs à 0 et 1
fen-fields-missing = { $fields-count ->
        [one] champ manquant
       *[other] champs manquants
    } : { $fields }
fen-fullmove-replaced = le numéro du coup « { $text } » est trop grand pour compter des coups ; il est lu comme 1
fen-fullmove-zero = le numéro du coup vaut 0 ; il commence à 1
fen-fullmove-zero-black-hint = le numéro n'est pas remis à zéro après le coup des Blancs : il vaut 1 avant et après le premier coup des Blancs, et augmente après chaque coup des Noirs ; écrivez 1
fen-fullmove-zero-hint = écrivez 1 : le premier coup d'une partie est le coup 1
fen-fullmove-zero-read = numéro du coup 0 lu comme 1 : on compte à partir de 1
fen-missing-space = il manque un espace entre le placement des pièces et le camp au trait
fen-missing-space-hint = écrivez un espace avant le camp au trait
fen-missing-space-read = espace supposé entre le placement des pièces et le camp au trait
fen-nine-count-hint = une rangée n'a que 8 cases : 9 ne peut pas convenir
fen-no-fields = le FEN n'a aucun champ, seulement des séparateurs
fen-number-read = { $field } : « { $text } » lu comme { $n }
fen-piece-letters-hint = les pièces s'écrivent K Q R B N P pour les Blancs (roi, dame, tour, fou, cavalier, pion) et k q r b n p pour les Noirs ; les chiffres de 1 à 8 comptent les cases vides
fen-placement-only = seul le placement des pièces est donné ; un FEN a six champs
fen-placement-only-hint = ajoutez les cinq autres champs après un espace, en général « w - - 0 1 » (camp au trait, droits de roque, cible en passant, compteur de demi-coups, numéro du coup)
fen-promoted-marker-dropped = { $count ->
        [one] { $count } marque de pièce promue « ~ » supprimée
       *[other] { $count } marques de pièce promue « ~ » supprimées
    } (une notation du crazyhouse ; le FEN standard n'en a pas)
fen-rank-count = le placement des pièces a { $count } { $count ->
        [one] rangée
       *[other] rangées
    } ; il en faut 8, séparées par /
fen-rank-count-hint = écrivez toutes les rangées, de la 8 à la 1, et une rangée vide sous la forme 8
fen-rank-separator-hint = les rangées sont séparées par une barre oblique : /
fen-rank-too-narrow-hint = ajoutez une pièce ou augmentez un chiffre : les chiffres et les pièces d'une rangée totalisent 8
fen-rank-too-wide-hint = retirez une pièce ou diminuez un chiffre : les chiffres et les pièces d'une rangée totalisent 8
fen-rank-width = la { $rank } « { $text } » compte { $width } { $width ->
        [one] case
       *[other] cases
    } ; une rangée en compte 8 ({ $sum })
fen-ranks-reversed = les rangées semblent écrites à partir de la rangée 1 : lue de la rangée 8 vers la 1, la position est légale et ordinaire
fen-ranks-reversed-hint = écrivez la rangée 8 en premier : { $fen }
fen-reversed-or-swapped = les rangées semblent écrites à partir de la rangée 1, ou les majuscules et minuscules inversées : dans les deux cas, une fois corrigée, la position est légale et ordinaire
fen-reversed-or-swapped-hint = écrivez la rangée 8 en premier, et les pièces blanches en majuscules : { $fen }
fen-semicolon = un « ; » final termine les opérations EPD ; un FEN n'en a pas
fen-semicolon-dropped = « ; » final supprimé, un reste d'EPD
fen-semicolon-hint = retirez le ;
fen-separators-read = « { $sep } » lu comme séparateur des champs
fen-separators-read-url = « { $sep } » lu comme séparateur des champs, comme dans un FEN écrit dans une URL
fen-side-hint = le deuxième champ vaut w (les Blancs jouent) ou b (les Noirs jouent)
fen-side-hint-b = écrivez un b minuscule pour les Noirs
fen-side-hint-w = écrivez un w minuscule pour les Blancs
fen-side-read = camp au trait « { $text } » lu comme { $side }
fen-starting-position-is = la position initiale est { $fen }
fen-tilde-hint = « ~ » marque une pièce promue dans le FEN du crazyhouse ; le FEN standard n'a pas cette marque (lisez le FEN avec --lenient pour la supprimer)
fen-whitespace = { $what } (caractère { $column }){ $others ->
        [0] {""}
        [one] {" "}(et à 1 autre endroit)
       *[other] {" "}(et à { $others } autres endroits)
    } ; les champs sont séparés par exactement un espace
fen-whitespace-hint = séparez les six champs par un seul espace, sans rien avant ni après (ou lisez le FEN avec --lenient)
fen-whitespace-tidied = espacement corrigé : { $what } (caractère { $column }){ $others ->
        [0] {""}
        [one] {" "}(et à 1 autre endroit)
       *[other] {" "}(et à { $others } autres endroits)
    } ; les champs sont maintenant séparés par un seul espace
fen-wrong-case-capital = le { $written } en { $sq } ressemble à { $meant-role ->
        [queen] une { $meant } écrite
        [rook] une { $meant } écrite
       *[other] un { $meant } écrit
    } en majuscule : avec une pièce { $meant-color ->
        [white] blanche
       *[black] noire
    }, la position est légale et ordinaire
fen-wrong-case-hint = écrivez { $letter } en { $sq } : les pièces blanches sont K Q R B N P, les noires k q r b n p
fen-wrong-case-small = le { $written } en { $sq } ressemble à { $meant-role ->
        [queen] une { $meant } écrite
        [rook] une { $meant } écrite
       *[other] un { $meant } écrit
    } en minuscule : avec une pièce { $meant-color ->
        [white] blanche
       *[black] noire
    }, la position est légale et ordinaire
fen-x-hint = « x » n'est pas une pièce : utilisez K Q R B N P pour les Blancs, k q r b n p pour les Noirs
fen-zero-count-hint = une rangée ne compte jamais zéro case vide : supprimez ce 0
follows-from = { $message } (cela { $words })
kings-of-color = { $count } { $color ->
        [white] { $count ->
            [one] blanc
           *[other] blancs
        }
       *[black] { $count ->
            [one] noir
           *[other] noirs
        }
    } ({ $squares })
lan-not-standard = { $text } n'est pas de la notation algébrique longue telle que la norme l'écrit
legal-moves-here = les coups légaux ici : { $legal }
letters-dutch = néerlandais (K D T L P)
letters-english = anglais (K Q R B N)
letters-figurine = notation figurine (♔ ♕ ♖ ♗ ♘)
letters-french = français (R D T F C)
letters-german = allemand (K D T L S)
letters-italian = italien (R D T A C)
letters-portuguese = portugais (R D T B C)
letters-spanish = espagnol (R D T A C)
letters-vietnamese = vietnamien (V H X T M)
material-extra = { $count } { $kind ->
        [queen] { $count ->
            [one] dame
           *[other] dames
        }
        [rook] { $count ->
            [one] tour
           *[other] tours
        }
        [knight] { $count ->
            [one] cavalier
           *[other] cavaliers
        }
        [light-squared-bishop] { $count ->
            [one] fou de cases blanches
           *[other] fous de cases blanches
        }
       *[dark-squared-bishop] { $count ->
            [one] fou de cases noires
           *[other] fous de cases noires
        }
    } ({ $set } au départ)
note-annotation = l'annotation { $glyph } est mise de côté
note-check-sign = + pour l'échec, pas # : le coup ne fait pas mat
note-dash = un tiret n'a pas sa place en SAN
note-ep-suffix = la SAN écrit la prise en passant comme une simple prise de pion, sans e.p.
note-extra-check = le coup ne donne pas échec
note-extra-x = x, mais rien n'est pris
note-figurine = figurine lue comme la lettre de sa pièce
note-lan = notation algébrique longue
note-lowercase-piece = les lettres de pièce sont des majuscules
note-other-letters = { $letter } désigne { $role-role ->
        [queen] la dame
        [rook] la tour
       *[other] le { $role }
    } en { $language }
note-mate-sign = # pour le mat, pas +
note-missing-check = + manquant : le coup donne échec
note-missing-mate = # manquant : le coup fait mat
note-missing-x = x manquant
note-over-disambiguated = la case de départ est précisée plus que nécessaire
note-pawn-letter = la SAN ne donne pas de lettre aux pions
note-promotion-equals = une promotion s'écrit avec =
note-promotion-lowercase = la pièce de promotion s'écrit en majuscule
note-promotion-parens = une promotion s'écrit avec =, pas entre parenthèses
note-promotion-slash = une promotion s'écrit avec =, pas avec /
note-read-as = { $text } lu comme { $san } : { $reason }
note-spaces = les espaces autour d'un coup n'en font pas partie
note-uci = notation UCI
note-zero-castling = le roque s'écrit avec la lettre O, pas avec des zéros
nothing = {""}
number-hint-ascii = écrivez le nombre avec les chiffres de 0 à 9
number-hint-negative = ce nombre ne peut pas être négatif
number-hint-plain = écrivez un nombre entier en chiffres, comme 0 ou 12
number-hint-sign = écrivez le nombre sans signe
number-hint-too-large = le nombre est trop grand (4294967295 au plus)
number-hint-zeros = écrivez le nombre sans zéros à gauche
outcome-checkmate = échec et mat
outcome-fivefold-repetition = quintuple répétition
outcome-insufficient-material = matériel insuffisant
outcome-seventy-five-moves = règle des soixante-quinze coups
outcome-stalemate = pat
pawn-above = { $white } au-dessus de { $black }
pgn-after-result = « { $rest } » suit le résultat { $result } : une partie s'arrête à son résultat
pgn-bad-fen-tag = la balise FEN n'est pas une position légale : { $why }
pgn-bad-fen-tag-hint = corrigez la balise FEN : en attendant, les coups sont lus depuis la position de départ habituelle
pgn-black-number = { $number }... annonce un coup des Noirs, mais c'est aux Blancs de jouer : manque-t-il un coup des Blancs ?
pgn-blank-line = une ligne vide au milieu des coups (le PGN en place une entre deux parties) ; la lecture continue comme une seule partie
pgn-close-no-variation = une ) ne ferme aucune variante
pgn-deep-variation = variantes imbriquées sur plus de { $max } niveaux : les plus profondes sont ignorées
pgn-game-over-hint = aucun coup ne peut être joué ici : la partie est terminée
pgn-junk = du texte qui n'appartient à aucune partie
pgn-junk-brace = une {"}"} ne ferme aucun commentaire
pgn-junk-bracket = un ] ne ferme aucune balise
pgn-junk-nag = un NAG s'écrit $ suivi d'un nombre de 0 à 255
pgn-junk-tag = une balise s'écrit [Nom "valeur"]
pgn-junk-tag-end = une balise se termine par ]
pgn-junk-tag-quote = il manque le guillemet fermant de la valeur d'une balise
pgn-lone-king-wins = le résultat est { $result }, une victoire des { $winner ->
        [white] Blancs
       *[black] Noirs
    }, à qui il ne reste que le roi
pgn-lone-king-wins-hint = un roi seul ne peut pas mater : le résultat est-il inversé, ou s'agit-il d'une nulle ?
pgn-time-forfeit-draw = la partie a été perdue au temps, mais { $reason } : aucune suite de coups légaux ne mate, elle est donc nulle (Règles de la FIDE, 6.9)
pgn-dead-from-start = la position de départ est morte, aucun des deux camps ne pouvant mater : la partie était nulle avant son premier coup (Règles de la FIDE, 5.2.2), et pourtant elle continue { $more ->
        [one] d'un coup
       *[other] de { $more } coups
    }
pgn-played-past-dead = la position après { $moved } est morte, aucun des deux camps ne pouvant mater : la partie s'est terminée là, nulle (Règles de la FIDE, 5.2.2), et pourtant elle continue { $more ->
        [one] d'un coup
       *[other] de { $more } coups
    }
pgn-played-past-dead-hint = terminez la partie à la position morte par 1/2-1/2 et coupez les coups qui la suivent
pgn-dead-position-result = la position finale est morte, aucun des deux camps ne pouvant mater : la partie est donc nulle (Règles de la FIDE, 5.2.2), et pourtant le résultat est { $result }
pgn-missing-result = les coups se terminent sans résultat (1-0, 0-1, 1/2-1/2 ou *)
pgn-missing-result-any-hint = terminez les coups par le résultat, ou par * pour une partie non terminée : c'est la marque de fin de partie
pgn-missing-result-hint = terminez les coups par { $result }, la marque de fin de partie
pgn-missing-result-in-comment = les coups finissent sans résultat : cela découle du commentaire resté ouvert, qui prend toute la suite de la partie
pgn-missing-result-in-comment-hint = fermez le commentaire par {"}"} là où il finit : le résultat qui le suit est alors lu
pgn-missing-result-in-variation = les coups finissent sans résultat : cela découle de la variante restée ouverte, qui prend toute la suite de la partie
pgn-missing-result-in-variation-hint = fermez la variante par ) là où elle finit : le résultat qui la suit est alors lu
pgn-move-number = numéro de coup { $number }, mais c'est le coup { $actual }
pgn-result-contradicts = la balise Result indique { $result }, mais la position finale donne { $actual } ({ $outcome })
pgn-result-in-variation = le résultat { $r } se trouve dans une variante : manque-t-il une ) ?
pgn-result-mismatch = la balise Result indique { $tag }, mais les coups se terminent par { $written }
pgn-result-mismatch-hint = harmonisez-les : la balise Result doit reprendre le résultat écrit après les coups
pgn-setup-missing = une balise FEN sans SetUp "1"
pgn-tag-in-moves = une balise au milieu des coups : manque-t-il un résultat avant elle ? Elle est gardée comme commentaire
pgn-too-many-problems = plus de { $max } problèmes de ce genre : les suivants ne sont pas listés
pgn-unclosed-comment = un commentaire ouvert par {"{"} n'est jamais fermé par {"}"}
pgn-unclosed-comment-hint = fermez-le par {"}"} là où il se termine
pgn-unclosed-variation = { $count ->
        [one] { $count } variante ouverte par ( n'est jamais fermée par )
       *[other] { $count } variantes ouvertes par ( ne sont jamais fermées par )
    }
pgn-unclosed-variation-hint = fermez chaque variante par ) là où elle se termine
pgn-unfinished-result = la partie est terminée ({ $outcome }), pourtant son résultat est *, celui d'une partie en cours
pgn-variant = la balise Variant indique { $variant } : rankfile ne joue que les échecs classiques et le Chess960, les coups ne sont donc pas rejoués
pgn-variation-first = une variante doit suivre le coup qu'elle remplace ; elle est gardée telle qu'écrite, ses coups ne sont pas joués
pgn-after-result-hint = mettez-le dans un commentaire {"{"}…{"}"} avant le résultat, ou donnez-lui sa propre partie, ses balises d'abord
pgn-result-in-variation-hint = fermez la variante par ) avant le résultat
pgn-tag-in-moves-hint = terminez les coups par leur résultat (1-0, 0-1, 1/2-1/2 ou *), puis une ligne vide avant les balises de la partie suivante
pgn-deep-variation-hint = écrivez les variantes les plus profondes un niveau plus haut, ou dans des commentaires
pgn-close-no-variation-hint = supprimez-la, ou ouvrez la variante par ( là où elle commence
pgn-junk-brace-hint = supprimez-la, ou ouvrez le commentaire par {"{"} là où il commence
pgn-junk-bracket-hint = supprimez-le, ou écrivez la balise en entier : [Nom "valeur"]
pgn-junk-nag-hint = écrivez $ suivi du nombre ($1 pour !, $2 pour ?), ou le signe lui-même
pgn-junk-tag-hint = écrivez-la sous la forme [Nom "valeur"], seule sur sa ligne
pgn-junk-tag-quote-hint = fermez la valeur par " (un guillemet à l'intérieur s'écrit \")
pgn-junk-hint = supprimez-le, ou mettez-le dans un commentaire {"{"}…{"}"}
pgn-variation-first-hint = placez-la après le coup qu'elle remplace, ou faites de ses coups la ligne principale
pgn-comment-in-tags = un commentaire entre deux balises : gardé comme premier commentaire de la partie
pgn-duplicate-tag = la balise { $name } est donnée une nouvelle fois : c'est sa dernière valeur qui est lue
pgn-duplicate-tag-hint = ne gardez qu'une balise { $name } : les lecteurs prennent la dernière valeur, et pgn fmt n'écrit que celle-là
pgn-nul-byte = un octet NUL, qu'aucun texte ne contient : le fichier est-il abîmé ?
pgn-nul-byte-hint = supprimez-le ; s'il y en a beaucoup, le fichier n'est pas du texte : exportez de nouveau ses parties en PGN
pgn-dots-apart = des points séparés de leur numéro de coup : lus comme le numéro d'un coup des Noirs
pgn-result-glued = le résultat { $r } est collé au coup qui le précède : lu comme un coup, puis le résultat
pgn-empty-variation = une variante sans coup : ses commentaires et ses NAG sont gardés tels qu'écrits
pgn-empty-parentheses = une variante vide, ( ) : elle ne contient rien, et pgn fmt l'omet
pgn-ep-suffix-hint = supprimez-le
pgn-nag-without-move = un NAG sans coup avant lui sur sa ligne : gardé tel qu'écrit
piece-on = { $piece-role ->
        [queen] la
        [rook] la
       *[other] le
    } { $piece } en { $sq }
problem-empty = l'échiquier est vide
problem-empty-hint = placez au moins les deux rois
problem-ep-destination-hint = le champ contient la case d'arrivée du pion ; écrivez la case qu'il a franchie : { $passed }
problem-ep-no-pawn = case en passant { $ep } : aucun pion { $them ->
        [white] blanc
       *[black] noir
    } ne peut venir de la franchir
problem-ep-rank = la case en passant { $ep } est sur la rangée { $rank } ; quand les { $us ->
        [white] Blancs
       *[black] Noirs
    } ont le trait, elle doit être sur la rangée { $wanted }
problem-impossible-check = le roi { $us ->
        [white] blanc
       *[black] noir
    } en { $king } est en échec par { $pieces }, un échec qu'aucun dernier coup n'a pu donner
problem-no-king = les { $color ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas de roi
problem-no-king-hint = placez un roi { $color ->
        [white] blanc
       *[black] noir
    } ({ $letter })
problem-no-king-two-hint = les { $other ->
        [white] Blancs
       *[black] Noirs
    } ont { $count } rois : l'un d'eux est sans doute le roi { $color ->
        [white] blanc
       *[black] noir
    }, qui s'écrit { $letter }
problem-opposite-check = les { $them ->
        [white] Blancs
       *[black] Noirs
    } sont en échec par { $pieces } alors que c'est aux { $us ->
        [white] Blancs
       *[black] Noirs
    } de jouer
problem-opposite-check-hint = le camp au trait n'est jamais celui qui donne échec : est-ce aux { $them ->
        [white] Blancs
       *[black] Noirs
    } de jouer ?
problem-pawns-on-backrank = pion sur la première ou la dernière rangée ({ $squares })
problem-pawns-on-backrank-hint = un pion ne se trouve jamais sur la rangée 1 ou 8 : il est promu dès qu'il y arrive
problem-too-many-checkers = le roi { $us ->
        [white] blanc
       *[black] noir
    } en { $king } est en échec par { $count } pièces : { $pieces } ; un coup donne au plus un échec double
problem-too-many-kings = { $count } rois sur l'échiquier : { $per_color } ; chaque camp en a exactement un
problem-too-many-pawns = les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont { $count } pions ; un camp en a 8 au plus
problem-too-many-pieces = les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont { $n } pièces ; un camp en a 16 au plus
rank-empty = elle est vide
rank-label = rangée { $n }
rank-label-extra = rangée supplémentaire { $n }
rank-sum = { $terms } = { $width }
san-ambiguous = { $shown } : { $count ->
        [2] deux
        [3] trois
        [4] quatre
       *[other] { $count }
    } { $role-role ->
        [pawn] pions
        [knight] cavaliers
        [bishop] fous
        [rook] tours
        [queen] dames
       *[king] rois
    } peuvent aller en { $to } : { $moves }
san-ambiguous-hint = précisez le coup voulu : { $choices }
san-two-alphabets = { $shown } : { $letter } désigne { $first-role ->
        [queen] la dame
        [rook] la tour
       *[other] le { $first }
    } en { $language } et { $second-role ->
        [queen] la dame
        [rook] la tour
       *[other] le { $second }
    } en { $other }, et les deux coups sont légaux : { $moves }
san-castle-blocked = { $pieces } { $count ->
        [one] barre
       *[other] barrent
    } le passage
san-castle-crosses-attacked = le roi passerait par { $sq }, case attaquée par { $by }
san-castle-impossible = le roque n'est pas possible ici
san-castle-in-check = le roi est en échec, et le roque ne permet pas de parer un échec
san-castle-lands-attacked = le roi arriverait en { $sq }, case attaquée par { $by }
san-check-not-answered = les { $us ->
        [white] Blancs
       *[black] Noirs
    } sont en échec par { $pieces }, et ce coup n'y répond pas
san-check-not-answered-hint = déplacez le roi, prenez la pièce qui donne échec ou interposez une pièce
san-double-check = les { $us ->
        [white] Blancs
       *[black] Noirs
    } sont en échec double par { $pieces } : seul le roi peut jouer
san-empty = le coup est vide
san-empty-hint = écrivez un coup comme { $n }f3, exd5, O-O ou e8={ $q }
san-ep-check = la prise en passant laisserait le roi en échec
san-expected-hint = écrivez un coup en SAN, comme { $n }f3, exd5, O-O ou e8={ $q }, en notation algébrique longue, comme { $n }g1-f3, ou en UCI, comme g1f3
san-has-no = les { $us ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas de { $role }
san-holds-nothing = la case { $to } est vide
san-holds-own = la case { $to } est occupée par votre propre { $role }
san-illegal = { $shown } : { $reason }
san-king-in-check-on = le roi serait en échec en { $to } par { $pieces }
san-leaves-check = ce coup laisserait le roi en échec
san-must-promote = un pion qui atteint la dernière rangée doit être promu
san-must-promote-hint = écrivez { $to }={ $q } (ou ={ $r }, ={ $b }, ={ $n })
san-no-ep = aucune prise en passant n'est possible ici : le pion voisin ne vient pas d'avancer de deux cases
san-no-king = le camp au trait n'a pas de roi
san-no-move = aucun coup
san-no-pawn-moves = aucun pion ne peut aller en { $to }
san-no-pawn-takes = aucun pion ne peut prendre en { $to }
san-no-piece-on = il n'y a aucune pièce en { $from }
san-no-right-hint = le droit est perdu dès que le roi ou cette tour a bougé
san-no-right-king-side = les { $us ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas le droit de roquer côté roi
san-no-right-queen-side = les { $us ->
        [white] Blancs
       *[black] Noirs
    } n'ont pas le droit de roquer côté dame
san-none-from-there = { $role-role ->
        [queen] aucune
        [rook] aucune
       *[other] aucun
    } { $role } partant de là ne peut atteindre { $to }
san-none-reaches = { $role-role ->
        [queen] aucune
        [rook] aucune
       *[other] aucun
    } { $role } ne peut atteindre { $to }
san-not-a-move = « { $trimmed } » n'est pas un coup : { $why }
san-not-canonical = { $text } n'est pas de la SAN canonique : le coup s'écrit { $san }
san-not-your-piece = { $piece-role ->
        [queen] la dame
        [rook] la tour
        [bishop] le fou
        [knight] le cavalier
        [king] le roi
       *[pawn] le pion
    } en { $from } appartient aux { $piece-color ->
        [white] Blancs
       *[black] Noirs
    }, et c'est aux { $us ->
        [white] Blancs
       *[black] Noirs
    } de jouer
san-nothing-to-take = il n'y a rien à prendre en { $to }
san-null = un coup nul
san-null-refused = « { $trimmed } » est un coup nul, ce qui n'est pas permis ici
san-null-refused-hint = un coup nul passe le trait ; seule l'analyse le permet
san-null-misspelled = « { $trimmed } » n'est pas un coup : un coup nul (passer son tour) s'écrit --, Z0, 0000 ou @@@@, sans rien après
san-null-misspelled-hint = écrivez -- seul (un coup nul ne donne pas échec)
san-only-pawn-promotes = seul un pion peut être promu, pas { $role-role ->
        [queen] une
        [rook] une
       *[other] un
    } { $role }
san-only-pawn-promotes-hint = retirez la pièce de promotion
san-pawn-blocked = un pion n'avance tout droit que sur une case vide, et { $to } est occupée
san-pinned = l'adversaire cloue { $piece } sur le roi
san-pinned-by = { $pinner } cloue { $piece } sur le roi
san-promote-hint = promouvez en { $q }, { $r }, { $b } ou { $n } (dame, tour, fou ou cavalier)
san-promote-king = un pion ne peut pas être promu en roi
san-promotes-last-rank = un pion n'est promu que sur la dernière rangée, et { $to } n'en fait pas partie
san-why-characters = le texte contient des caractères qu'aucun coup ne comporte
san-why-end = le texte ne se termine pas par une case, comme f3
san-why-letter = « { $letter } » n'est ni une lettre de pièce ni une colonne
san-why-middle = entre la pièce et la case d'arrivée, seuls une colonne ou une rangée de départ, x ou - peuvent figurer
san-why-no-square = aucune case d'arrivée
san-why-piece-letter = « { $letter } » n'est pas une lettre de pièce en { $language }
san-why-promote-pawn = un pion ne peut pas être promu en pion
san-why-promotion-letter = « { $letter } » n'est pas une pièce de promotion possible
san-why-uppercase-file = « { $letter } » n'est pas une lettre de pièce ici ; les colonnes s'écrivent en minuscules
square = { $sq }
the-role-on = { $role-role ->
        [queen] la
        [rook] la
       *[other] le
    } { $role } en { $sq }
warning-crossed-pawns = des pions blancs se trouvent au-dessus de pions noirs sur { $count } { $count ->
        [one] colonne
       *[other] colonnes
    } ({ $pairs }) : deux pions ne peuvent pas se croiser sur une colonne, chaque colonne de ce genre suppose donc une prise, mais { $captured ->
        [0] aucune pièce n'a été prise
        [one] une seule pièce a été prise
       *[other] seules { $captured } pièces ont été prises
    } (32 − { $on_board } sur l'échiquier)
warning-crossed-pawns-hint = l'échiquier est-il à l'envers ? La rangée 8 s'écrit en premier
warning-ep-with-halfmove = la case en passant { $ep } indique que le dernier coup était l'avance de deux cases d'un pion, ce qui remet le compteur de demi-coups à 0 ; or il vaut { $halfmove }
warning-ep-with-halfmove-hint = mettez le compteur de demi-coups à 0, ou le champ en passant à -
warning-halfmove-exceeds-plies = le compteur de demi-coups vaut { $halfmove }, mais au coup { $fullmove }, avec le trait aux { $turn ->
        [white] Blancs
       *[black] Noirs
    }, { $plies ->
        [0] aucun demi-coup n'a pu être joué
        [one] au plus { $plies } demi-coup a pu être joué
       *[other] au plus { $plies } demi-coups ont pu être joués
    } (2 × ({ $fullmove } − 1) + { $black })
warning-halfmove-exceeds-plies-hint = le compteur de demi-coups compte les demi-coups joués depuis la dernière prise ou le dernier coup de pion : il ne dépasse donc jamais le nombre de demi-coups joués
warning-pawn-files = les pions { $color ->
        [white] blancs
       *[black] noirs
    } occupent les colonnes { $files } : à partir d'un pion par colonne de départ, cela demande au moins { $needed } { $needed ->
        [one] prise
       *[other] prises
    } (un pion ne change de colonne qu'en prenant), mais les { $them ->
        [white] Blancs
       *[black] Noirs
    } { $lost ->
        [0] n'ont perdu aucune pièce
        [one] n'ont perdu qu'une pièce
       *[other] n'ont perdu que { $lost } pièces
    } (16 − { $theirs } sur l'échiquier)
warning-start-black = les pièces sont sur leurs cases initiales, et pourtant les Noirs ont le trait : les pièces blanches auraient dû revenir à leur place en un nombre impair de coups, ce qui n'arrive dans aucune partie
warning-start-halfmove = les pièces sont sur leurs cases initiales : aucun pion n'a donc bougé et rien n'a été pris ; pourtant le compteur de demi-coups vaut { $halfmove }, moins que le nombre de demi-coups joués depuis le début ({ $plies })
warning-start-hint = pour le début d'une partie : { $fen }
warning-too-much-material = les { $color ->
        [white] Blancs
       *[black] Noirs
    } ont { $parts } : au moins { $promoted ->
        [one] une de ces pièces doit être un pion promu
       *[other] { $promoted } de ces pièces doivent être des pions promus
    }, mais { $missing ->
        [0] aucun pion ne manque
        [one] il ne manque qu'un pion
       *[other] il ne manque que { $missing } pions
    } ({ $pawns } sur l'échiquier)
warning-too-much-material-hint = chaque pièce promue suppose un pion qui a quitté l'échiquier : retirez des pièces ou des pions
warning-unreachable-double-check = le roi { $us ->
        [white] blanc
       *[black] noir
    } en { $king } est en échec par { $first } et { $second }, ce qu'aucun coup ne peut donner à lui seul : un échec double suppose qu'une pièce donne échec en quittant la ligne d'un fou, d'une tour ou d'une dame
write-this = écrivez { $lan }
ws-leading = { $n } espaces au début
ws-leading-one = un espace au début
ws-line-break = un saut de ligne
ws-other = le caractère d'espacement { $code }
ws-run = { $n } espaces à la suite
ws-tab = une tabulation
ws-trailing = { $n } espaces à la fin
ws-trailing-one = un espace à la fin
board-white-to-move = les Blancs ont le trait
board-black-to-move = les Noirs ont le trait
compare-side = { $first ->
        [white] Les Blancs
       *[black] Les Noirs
    } ont le trait dans la première, { $second ->
        [white] les Blancs
       *[black] les Noirs
    } dans la seconde : les coups possibles sont ceux de l'autre camp, et le camp qui peut être en échec ou mat change aussi.
compare-fifty = La règle des cinquante coups : { $first } ; { $second }.
compare-fullmove = Seul le numéro du coup diffère : rien de ce qui peut être joué ou réclamé ne change.
compare-placement = Pièces différentes en { $squares } (première/seconde, . pour une case vide) : ce sont des positions différentes.
compare-castle-king-side-first = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } peuvent roquer côté roi ({ $letter }) dans la première seulement, maintenant ou plus tard.
compare-castle-king-side-second = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } peuvent roquer côté roi ({ $letter }) dans la seconde seulement, maintenant ou plus tard.
compare-castle-queen-side-first = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } peuvent roquer côté dame ({ $letter }) dans la première seulement, maintenant ou plus tard.
compare-castle-queen-side-second = Les { $color ->
        [white] Blancs
       *[black] Noirs
    } peuvent roquer côté dame ({ $letter }) dans la seconde seulement, maintenant ou plus tard.
compare-not-compared = Les coups ne sont pas comparés : le camp au trait diffère, ou l'une des positions n'est pas légale.
compare-no-castling-difference = Aucun roque n'est légal à ce coup dans l'une et pas dans l'autre.
compare-no-ep-difference = Aucune prise en passant n'est légale à ce coup dans l'une et pas dans l'autre.
compare-first-only = Dans la première seulement, on peut jouer maintenant : { $first }.
compare-second-only = Dans la seconde seulement, on peut jouer maintenant : { $second }.
compare-both-only = Dans la première seulement, on peut jouer maintenant : { $first } ; dans la seconde seulement : { $second }.
compare-fifty-ahead = dans la { $position ->
        [first] première
       *[second] seconde
    }, la nulle pourra être réclamée dans { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }
compare-fifty-now = dans la { $position ->
        [first] première
       *[second] seconde
    }, la nulle peut être réclamée dès maintenant
compare-seventy-five = dans la { $position ->
        [first] première
       *[second] seconde
    }, la partie est nulle selon la règle des soixante-quinze coups

## Les lignes propres à la ligne de commande.

cli-tip-check = astuce : pour un FEN, rankfile fen check "FEN" ; pour un fichier PGN, rankfile pgn check FICHIER
cli-tip-fen = astuce : rankfile fen { $command } "FEN"
cli-tip-pgn = astuce : rankfile pgn { $command } FICHIER
cli-note-unquoted = remarque : le shell a découpé ce FEN en { $count } { $count ->
        [one] argument
       *[other] arguments
    } ; il est lu comme un seul. Mettez le FEN entre guillemets : rankfile { $command }
cli-waiting = lecture de { $what } sur l'entrée standard, une par ligne ; Ctrl-D pour terminer
cli-hint-file = conseil : { $file } est un fichier ; pour lire les FEN d'un fichier : rankfile { $command } < { $file }
cli-hint-pgn-file = conseil : { $file } est un fichier PGN, et les commandes fen n'en lisent pas les parties : rankfile pgn check { $file } les vérifie, rankfile pgn fens { $file } en donne les positions
cli-hint-no-file = conseil : il n'existe aucun fichier { $file }, et un FEN n'a pas de point : donnez un FEN entre guillemets, ou le nom d'un fichier qui existe
cli-relaxed-ignored = remarque : --relaxed : { $code } ignoré : { $message }
cli-relaxed-would-play = remarque : aucune partie ne mène à cette position, mais ses coups sont définis : --relaxed permet d'y jouer quand même
cli-folded = { $count ->
    [one] { $count } problème en découle et disparaît avec lui : { $codes } (--verbose l'affiche)
   *[other] { $count } problèmes en découlent et disparaissent avec lui : { $codes } (--verbose les affiche)
  }
cli-relaxed-refused = remarque : --relaxed n'accepte qu'un échec impossible et un trop grand nombre de pions, de pièces ou de pièces donnant échec ; impossible d'accepter { $codes } : les coups n'y sont pas définis
cli-what-fens = positions FEN
cli-what-epd = lignes EPD
cli-what-san-lines = lignes FEN<TAB>COUP
cli-start960-bad = erreur : « { $number } » n'est pas une position de départ de Chess960 : donnez un nombre de 0 à 959 (518 est la position initiale classique), ou random
cli-diff-same = la même position, champ par champ
cli-diff-same-pieces = les mêmes pièces sur les mêmes cases ; { $count ->
        [one] { $count } champ sur 6 diffère
       *[other] { $count } champs sur 6 diffèrent
    }
cli-diff-different-pieces = des pièces différentes ; { $count ->
        [one] { $count } champ sur 6 diffère
       *[other] { $count } champs sur 6 diffèrent
    }
cli-none = aucun
cli-diff-first-only = coups possibles dans la première seulement : { $moves }
cli-diff-second-only = coups possibles dans la seconde seulement : { $moves }
cli-diff-not-legal = remarque : { $fen } n'est pas une position légale ({ $code })
cli-fen-summary = vérifiés : { $checked }, valides : { $valid }, invalides : { $invalid }
cli-ok = ok :
cli-invalid = invalide :
cli-hint-epd = conseil : c'est une ligne EPD (les quatre premiers champs de la position, puis des opérations) : rankfile epd '{ $line }'
cli-verdict-legal = position légale{ $warnings ->
        [0] {""}
        [one] , { $warnings } avertissement
       *[other] , { $warnings } avertissements
    } : { $fen }
cli-verdict-illegal = ce n'est pas une position légale : { $errors } { $errors ->
        [one] erreur
       *[other] erreurs
    }{ $warnings ->
        [0] {""}
        [one] , { $warnings } avertissement
       *[other] , { $warnings } avertissements
    }
cli-verdict-not-fen = ce n'est pas un FEN : { $errors } { $errors ->
        [one] erreur
       *[other] erreurs
    }{ $warnings ->
        [0] {""}
        [one] , { $warnings } avertissement
       *[other] , { $warnings } avertissements
    }
cli-hint-null = { $input } est un coup nul (on passe son tour, comme dans les lignes d'analyse) : ajoutez --null pour le lire
cli-note = remarque : { $note }
cli-san-no-move = erreur : aucun coup après le FEN : `rankfile san FEN COUP...` lit chaque coup dans cette position (pour ses coups légaux : rankfile moves FEN)
cli-san-bad-line = attendu : FEN<TAB>COUP ; reçu : { $got }
cli-not-a-position = ce n'est pas une position
cli-san-bad-fen = le FEN n'est pas une position légale : { $why }
cli-play-move = { $number } { $error }
cli-play-position = position : { $fen }
cli-play-legal = coups légaux : { $moves }
cli-checkmate = échec et mat
cli-stalemate = pat
cli-perft-too-deep = erreur : la profondeur { $depth } dépasse { $deepest } : chaque demi-coup multiplie le travail par 30 environ, le calcul pourrait donc durer des jours ; ajoutez --force pour compter quand même
cli-not-utf8 = la ligne { $line } n'est pas en UTF-8 : elle a été lue en { $encoding }
cli-not-utf8-hint = si ses lettres semblent fausses, donnez l'encodage du fichier avec --encoding (windows-1251 pour le cyrillique, windows-1253 pour le grec, …), ou enregistrez le fichier en UTF-8
cli-save-as-utf8 = enregistrez le fichier en UTF-8
cli-stdin-not-utf8 = la ligne { $line } de l'entrée standard n'est pas en UTF-8 (octet { $byte } au caractère { $column }) : elle est lue avec � à la place de chaque octet fautif, et les lignes suivantes sont lues ensuite
cli-stdin-not-text = l'entrée standard n'est pas du texte : { $why }
cli-game-at = partie { $game } ({ $who }), ligne { $line }, caractère { $column }
cli-game-at-short = partie { $game }, ligne { $line }, caractère { $column }
cli-pgn-summary = { $games } { $games ->
        [one] partie vérifiée
       *[other] parties vérifiées
    } : { $good } sans erreur, { $bad } avec des erreurs
cli-pgn-nothing = remarque : aucune partie à vérifier : l'entrée est vide, ou ne contient ni ligne de balise ni coup
cli-fen-nothing = remarque : aucun FEN à vérifier : l'entrée ne contenait que des lignes vides, ou rien
api-fen-too-long = le FEN compte { $length } caractères ; un FEN en compte moins de 100 et l'API en lit au plus { $max }
api-too-many-moves = { $moves } coups ; l'API en joue au plus { $max } par requête
api-move-too-long = un coup de { $length } caractères : aucune notation n'en écrit de plus long que { $max }
api-pgn-too-large = le PGN fait { $bytes } octets ; l'API en lit au plus { $max }
cli-help-flag = Afficher l'aide
cli-version-flag = Afficher la version
cli-usage-heading = Utilisation :
cli-commands-heading = {"Commandes "}
cli-command-value = COMMANDE
cli-arguments-heading = {"Arguments "}
cli-options-heading = {"Options "}
cli-usage-unknown-argument = argument inattendu { $arg }
cli-usage-unknown-command = commande inconnue { $command }
cli-usage-bad-value = valeur « { $value } » invalide pour { $arg } : { $why }
cli-usage-missing = il manque : { $args }
cli-usage-no-command = il faut une commande
cli-usage-conflict = { $arg } ne peut pas s'employer avec { $other }
cli-usage-values = nombre de valeurs incorrect pour { $arg }
cli-usage-other = les arguments ne peuvent pas être lus ({ $arg })
cli-usage-tip = astuce : vouliez-vous dire { $tip } ?
cli-usage-more = Pour en savoir plus, ajoutez --help.
cli-usage-options = [OPTIONS]
cli-possible-values = valeurs possibles
cli-default-value = par défaut
cli-usage-not-whole = il faut un nombre entier
cli-usage-valid-values = valeurs possibles : { $values }
cli-number-at-least = donnez un nombre entier, { $min } ou plus
cli-number-between = donnez un nombre entier de { $min } à { $max }
cli-threads-zero = avec 0 thread, rien ne se ferait : donnez 1 ou plus (par défaut, autant que de cœurs)
cli-svg-bad-arrow = « { $item } » ne se lit pas : une flèche s'écrit avec une lettre de couleur (G vert, R rouge, Y jaune ou B bleu) et deux cases, comme Ge2e4 ; des virgules entre les flèches
cli-svg-bad-circle = « { $item } » ne se lit pas : un cercle s'écrit avec une lettre de couleur (G vert, R rouge, Y jaune ou B bleu) et une case, comme Gd4 ; des virgules entre les cercles
cli-lang-unknown = langue inconnue « { $value } » : les messages existent dans ces langues : en, fr, vi ou pt ; les lettres des pièces aussi en de, es, it, nl ou figurine
cli-man-no-command = man n'a pas de commande « { $name } » : donnez l'une de celles-ci : { $names }
cli-man-name = NOM
cli-man-synopsis = SYNOPSIS
cli-man-description = DESCRIPTION
cli-man-version = VERSION
cli-man-authors = AUTEURS
cli-man-commands = COMMANDES
cli-man-options = OPTIONS
cli-fmt-respelled = { $moves } { $moves ->
        [one] coup réécrit comme la SAN l'écrit (pgn check le signale ; --report FICHIER le consigne)
       *[other] coups réécrits comme la SAN les écrit (pgn check les signale ; --report FICHIER les consigne)
    }
cli-pgn-respelled = {" ; "}{ $moves } { $moves ->
        [one] coup lu dans une autre graphie que celle de la SAN (signalé plus haut)
       *[other] coups lus dans une autre graphie que celle de la SAN (chacun signalé plus haut)
    }
cli-not-read-whole = {" ; "}l'entrée n'a pas pu être lue en entier
cli-inputs-not-read-whole = {" ; "}{ $failed ->
        [one] { $failed } entrée sur { $inputs } n'a pas pu être lue en entier
       *[other] { $failed } entrées sur { $inputs } n'ont pas pu être lues en entier
    }
cli-stats-games = parties
cli-stats-plies = demi-coups
cli-stats-errors = parties avec erreurs
cli-stats-results = résultats
cli-stats-openings = ouvertures les plus jouées (la position nommée la plus avancée de chaque partie) :
cli-no-opening = aucun nom : les données d'ouvertures ne nomment pas cette position
cli-winnable-mate = { $side ->
        [white] les Blancs
       *[black] les Noirs
    } peuvent mater : { $moves }
cli-winnable-probably = { $side ->
        [white] les Blancs
       *[black] les Noirs
    } : probablement gagnable (la forme rapide n'a trouvé aucune preuve qu'ils ne peuvent pas mater)
cli-winnable-undetermined = { $side ->
        [white] les Blancs
       *[black] les Noirs
    } : indécis (ni mat ni preuve qu'il n'y en a pas, en { $positions ->
        [one] une seule position
       *[other] { $positions } positions
    })
cli-winnable-dead = position morte : aucun des deux camps ne peut mater
cli-filter-no-tag = « { $text } » ne commence pas par un nom de balise : écrivez BALISE=VALEUR, BALISE>=VALEUR ou BALISE~MOTS
cli-filter-no-op = après le nom de la balise vient =, !=, <, <=, >, >= ou ~
cli-filter-no-value = il manque la valeur à comparer
cli-filter-two-ops = deux signes de comparaison à la suite : écrivez >=, <= ou != (le signe d'ordre d'abord), ou un seul signe
cli-filter-bad-material = « { $text } » : « { $letter } » n'est pas une lettre de pièce ; écrivez le matériel comme KRPkr (les pièces blanches en majuscules)
cli-filter-bad-plies = « { $text } » n'est pas un nombre de demi-coups : écrivez MIN..MAX, MIN.., ..MAX ou N
cli-filter-bad-position = le FEN de --position n'est pas une position légale
cli-filter-summary = { $kept } { $kept ->
        [one] partie gardée
       *[other] parties gardées
    } sur { $games }
cli-dedup-repeats = la partie { $game } ({ $file }) répète la partie { $first }
cli-dedup-summary = { $kept } { $kept ->
        [one] partie gardée
       *[other] parties gardées
    } sur { $games } ; { $repeated } { $repeated ->
        [one] doublon écarté
       *[other] doublons écartés
    }
cli-export-summary = { $games } { $games ->
        [one] partie exportée
       *[other] parties exportées
    } (dont { $errors } avec des erreurs) vers { $out } ({ $files } { $files ->
        [one] fichier
       *[other] fichiers
    }) en { $seconds } s
cli-export-summary-positions = { $games } { $games ->
        [one] partie exportée
       *[other] parties exportées
    } (dont { $errors } avec des erreurs) et { $positions } { $positions ->
        [one] position
       *[other] positions
    } vers { $out } ({ $files } { $files ->
        [one] fichier
       *[other] fichiers
    }) en { $seconds } s
cli-export-errors-tip = { $errors ->
        [one] la partie avec des erreurs a sa ligne, avec ok = false et sa première erreur dans parse_error
       *[other] les { $errors } parties avec des erreurs ont leur ligne, avec ok = false et leur première erreur dans parse_error
    } ; `rankfile pgn check` dit où
cli-export-exists = { $table } contient déjà une table : ajoutez --force pour la remplacer, ou donnez un autre --out
cli-export-not-folder = { $out } est un fichier, pas un dossier : --out nomme le dossier où les tables sont écrites
cli-export-unfinished = { $table } contient une table inachevée (pas de _SUCCESS : un export précédent s'est arrêté avant la fin) : ajoutez --force pour l'écrire à nouveau, ou donnez un autre --out
cli-export-input-inside = l'entrée { $input } est dans { $table }, où la table est écrite : déplacez-la d'abord, ou donnez un autre --out
cli-export-orphans = { $table } contient { $files ->
        [one] { $files } fichier partiel temporaire caché
       *[other] { $files } fichiers partiels temporaires cachés
    } (.part-….tmp) d'un export tué avant d'avoir pu les supprimer : ajoutez --force pour les supprimer et écrire la table, ou donnez un autre --out
cli-export-orphans-removed = { $files ->
        [one] { $files } fichier partiel temporaire laissé par un export tué a été supprimé
       *[other] { $files } fichiers partiels temporaires laissés par un export tué ont été supprimés
    }
cli-export-kept = { $file } est gardé : aucune table ne l'a écrit, --force le laisse donc en place
cli-export-stopped = les tables de { $out } ne sont pas complètes et n'ont pas de _SUCCESS : { $files ->
        [one] { $files } fichier partiel terminé est gardé
       *[other] { $files } fichiers partiels terminés sont gardés
    }, et aucun n'est à moitié écrit
cli-export-again = relancez la même commande avec --force pour les écrire en entier
cli-hint-disk-full = le disque est plein : libérez de la place, puis relancez la même commande
cli-hint-cannot-write-here = on ne peut pas écrire dans ce dossier : écrivez dans un autre dossier, ou changez ses permissions
cli-standard-output = la sortie standard
cli-interrupted = arrêté par Ctrl-C avant la fin des entrées
cli-outputs-left = rien n'a été écrit dans { $files }
cli-stopping = arrêt après la partie en cours (Ctrl-C de nouveau pour arrêter tout de suite)
cli-terminated = arrêté par SIGTERM avant la fin des entrées
cli-hung-up = arrêté par SIGHUP (son terminal a été fermé) avant la fin des entrées
cli-stopping-signal = arrêt après la partie en cours ({ $signal } de nouveau pour arrêter tout de suite)
cli-output-is-stdin = { $output } est le fichier que lit l'entrée standard (< { $output }) : rankfile n'écrit jamais sur son entrée ; écrivez dans un autre fichier, puis renommez-le
cli-stdout-is-stdin = la sortie standard est redirigée vers le fichier que lit l'entrée standard : avec > le shell vide le fichier avant que rankfile puisse le lire ; écrivez dans un autre fichier, puis renommez-le
cli-stdout-appends-input = la sortie standard est ajoutée à la fin de l'entrée { $input } (>>) : rankfile lirait ce qu'il écrit, sans fin ; écrivez dans un autre fichier
cli-stdout-appends-stdin = la sortie standard est ajoutée à la fin du fichier que lit l'entrée standard (>> et < nomment le même fichier) : rankfile lirait ce qu'il écrit, sans fin ; écrivez dans un autre fichier
input-cannot-read-after = impossible de lire { $file } après la partie { $games } (les parties précédentes ont été lues ; la lecture continue avec l'entrée suivante)
cli-waiting-pgn = lecture du PGN sur l'entrée standard ; Ctrl-D pour terminer
input-cannot-open = impossible d'ouvrir { $file }
cli-cannot-write = impossible d'écrire { $file }
cli-output-is-input = { $output } est l'entrée { $input } (le même fichier, sous un autre nom ou par un lien) : rankfile n'écrit jamais sur son entrée ; écrivez dans un autre fichier, puis renommez-le
cli-outputs-same = { $output } et { $earlier } sont le même fichier : donnez à chaque sortie un nom qui lui est propre
cli-stdout-is-input = la sortie standard est redirigée vers l'entrée { $input } : avec > le shell vide le fichier avant que rankfile puisse le lire ; écrivez dans un autre fichier, puis renommez-le
input-cannot-read = impossible de lire { $file }
io-not-found = ce fichier ou ce dossier n'existe pas
io-permission-denied = permission refusée
io-is-a-directory = c'est un dossier, pas un fichier
cli-progress = { $games } { $games ->
        [one] partie
       *[other] parties
    }, { $rate } parties/s
cli-serving = visionneuse disponible sur { $url } (Ctrl-C pour arrêter)
cli-cannot-serve = impossible d'écouter sur { $address }
cli-port-taken = le port { $port } est déjà pris (un autre rankfile serve ?) : choisissez-en un autre avec --addr 127.0.0.1:8081, ou --addr 127.0.0.1:0 pour n'importe quel port libre
cli-bad-address = { $text } n'est pas une adresse d'écoute ; par exemple 127.0.0.1:8080 (cette machine seulement), 0.0.0.0:8080 (le réseau aussi), ou un port seul : 8081
cli-bad-origin = { $text } n'est pas une origine : écrivez un schéma et un hôte, et un port s'il le faut, par exemple https://chess.example ou http://localhost:3000
cli-bad-port = { $port } n'est pas un port : un port est un nombre de 0 à 65535 (8080 par défaut ; 0 laisse le système choisir)

## La page web.

web-title = Visionneuse rankfile
web-viewer = visionneuse
web-mode = Choix du mode
web-tab-play = Jouer
web-tab-edit = Éditer
web-tab-pgn = Parties PGN
web-tab-practice = S'entraîner
web-language = Langue
web-board = Échiquier
web-board-help = Échiquier : un bouton par case ; les touches fléchées passent d'une case à l'autre, Entrée choisit une pièce puis sa case d'arrivée
web-flip = Retourner
web-flip-title = Retourner l'échiquier (f)
web-undo = Annuler
web-undo-title = Reprendre le dernier coup, ou annuler la dernière modification de l'éditeur (u)
web-reset = Nouvelle partie
web-reset-title = Revenir à la position initiale
web-copy-pgn = Copier le PGN
web-copy-pgn-title = Copier la partie en PGN
web-copy-fen = Copier le FEN
web-copy-fen-title = Copier le FEN (tel que lu, en mode tolérant)
web-image = Télécharger l'image
web-image-title = Télécharger l'échiquier tel qu'il est affiché, avec ses flèches, ses cercles et le dernier coup
web-image-format = Format de l'image
web-image-size = Taille de l'image en pixels
web-mark-color = Couleur des flèches et des cercles
web-mark-color-title = La couleur des flèches et des cercles (faites glisser avec le bouton droit, ou appuyez longuement sur un écran tactile)
web-color-green = Vert
web-color-red = Rouge
web-color-blue = Bleu
web-color-yellow = Jaune
web-embed-board = Échiquier : { $fen }
web-embed-after = Échiquier après { $san } : { $fen }
web-embed-no-game = Le PGN ne contient aucune partie.
web-embed-problem = Ligne { $line }, caractère { $column } : { $message } — les coups qui précèdent sont affichés.
web-copy-loaded = Copier la partie chargée
web-copy-loaded-title = Copier la partie chargée telle quelle, avec ses commentaires, NAG et variantes
web-type-move = Saisir un coup
web-play = Jouer
web-promote-to = Promouvoir en
web-queen = Dame
web-rook = Tour
web-bishop = Fou
web-knight = Cavalier
web-cancel = Annuler
web-lenient = tolérant (réparer ce qui peut l'être, et le signaler)
web-editor = Éditeur de position
web-editor-help = Choisissez une pièce, puis cliquez sur des cases pour la placer (cliquez de nouveau pour la retirer) ; faites glisser les pièces pour les déplacer.
web-palette = Pièce à placer
web-side-to-move = Camp au trait
web-white = Blancs
web-black = Noirs
web-castling = Droits de roque
web-en-passant = Cible en passant
web-halfmove = Demi-coups
web-fullmove = Numéro du coup
web-empty-board = Échiquier vide
web-starting-position = Position initiale
web-paste-games = Collez une ou plusieurs parties
web-load = Charger
web-game = Partie
web-step = Parcourir la partie
web-first = Première position (Début)
web-prev = Coup précédent (←)
web-next = Coup suivant (→)
web-last = Dernière position (Fin)
web-practice = Entraînement : exercices sur le FEN et la SAN
web-new-exercise = Nouvel exercice
web-six-fields = Les six champs
web-fields-after-answer = Le tableau des six champs revient une fois la réponse affichée : il la donnerait.
web-field = Champ
web-value = Valeur
web-meaning = Signification
web-moves = Coups
web-moves-played = Coups joués
web-edit-help = Clic droit sur un coup, appui long, ou m sur le coup pour modifier la partie à cet endroit.
web-edit-menu = Modifier la partie ici
web-edit-promote = Remonter la variante
web-edit-main-line = En faire la ligne principale
web-edit-delete = Supprimer à partir d'ici
web-edit-comment = Commentaire…
web-edit-comment-label = Commentaire après le coup
web-edit-save = Enregistrer
web-edit-cancel = Annuler
web-edit-glyph = Signe du coup
web-edit-assessment = Appréciation de la position
web-edit-none = aucun
web-edit-done = Partie modifiée (u annule)
web-game-as-pgn = La partie en PGN
web-footer = rankfile : toutes les réponses affichées ici viennent de la bibliothèque rankfile, sur cette machine. Pièces : dessins propres à rankfile.
web-empty = vide
web-sq-bad-rank = la rangée { $rank } ne peut pas être lue
web-sq-selected = sélectionnée
web-sq-last = dernier coup
web-sq-marked = concernée par un problème
web-sq-dest = case d'arrivée légale
web-sq-check = en échec
web-read-as = Lu comme : { $fen }
web-not-legal-one = Ce n'est pas une position légale : { $n } problème.
web-not-legal-other = Ce n'est pas une position légale : { $n } problèmes.
web-checkmate-white-wins = Échec et mat : les Blancs gagnent.
web-checkmate-black-wins = Échec et mat : les Noirs gagnent.
web-stalemate = Pat : la partie est nulle.
web-to-move-white = Trait aux Blancs.
web-to-move-black = Trait aux Noirs.
web-to-move-white-check = Trait aux Blancs, en échec.
web-to-move-black-check = Trait aux Noirs, en échec.
web-legal-moves-one = { $n } coup légal.
web-legal-moves-other = { $n } coups légaux.
web-legal = Une position légale.
web-move-refused = le coup ne peut pas être joué
web-hint = Conseil
web-illegal-click = Aucun coup légal ne va de { $from } à { $to } : les cases marquées d'un point sont celles où cette pièce peut aller.
web-edit-bad-rank = La rangée { $rank } (« { $text } ») ne peut pas être lue : l'échiquier la garde telle qu'écrite. Corrigez-la dans la zone FEN pour y placer des pièces.
web-edit-no-board-one = Le placement des pièces de la zone FEN a { $n } rangée, et non 8 : l'échiquier ne peut pas le montrer. Corrigez-le dans la zone FEN, ou appuyez sur « Échiquier vide » ou « Position initiale ».
web-edit-no-board-other = Le placement des pièces de la zone FEN a { $n } rangées, et non 8 : l'échiquier ne peut pas le montrer. Corrigez-le dans la zone FEN, ou appuyez sur « Échiquier vide » ou « Position initiale ».
web-edit-fields-locked-one = La zone FEN a { $n } champ, et non 6 : les champs restent tels qu'écrits tant qu'ils n'y sont pas corrigés (une correction proposée ci-dessus peut s'en charger) ; ensuite, ces réglages les modifient.
web-edit-fields-locked-other = La zone FEN a { $n } champs, et non 6 : ils restent tels qu'écrits tant qu'ils n'y sont pas corrigés (une correction proposée ci-dessus peut s'en charger) ; ensuite, ces réglages les modifient.
web-trimmed = Les espaces et fins de ligne autour du FEN collé ont été retirés.
web-fix-single-spaces = Mettre des espaces simples
web-control-lenient = l'option « tolérant »
web-control-chess960 = l'option « Règles du Chess960 » de l'éditeur
web-tag-Event = Événement
web-tag-Site = Lieu
web-tag-Date = Date
web-tag-Round = Ronde
web-tag-White = Blancs
web-tag-Black = Noirs
web-tag-Result = Résultat
web-tag-WhiteElo = Elo des Blancs
web-tag-BlackElo = Elo des Noirs
web-tag-WhiteTitle = Titre des Blancs
web-tag-BlackTitle = Titre des Noirs
web-tag-ECO = Code ECO
web-tag-Opening = Ouverture
web-tag-Variation = Variante
web-tag-TimeControl = Cadence
web-tag-Termination = Fin de partie
web-tag-Annotator = Annotateur
web-tag-PlyCount = Demi-coups
web-tag-SetUp = Position de départ
web-tag-FEN = FEN
web-tag-Variant = Variante de jeu
web-tag-EventDate = Date de l'événement
web-tag-UTCDate = Date UTC
web-tag-UTCTime = Heure UTC
web-error-too-large = Le texte est trop long pour le serveur (1 Mio au plus).
web-error-timeout = Le serveur a mis trop de temps à répondre ; réessayez avec moins de texte.
web-error-busy = Le serveur est occupé ; réessayez dans un instant.
web-error-server-error = Erreur du serveur ; réessayez.
web-error-internal = Erreur du serveur ; réessayez.
web-error-bad-json = La page a envoyé une requête que le serveur n'a pas pu lire ; rechargez la page.
web-error-bad-content-type = La page a envoyé une requête que le serveur n'a pas pu lire ; rechargez la page.
web-error-http = Le serveur a répondu avec le statut { $status }.
web-colon = {" : "}
web-where-field = champ { $field }
web-where-field-column = champ { $field }, caractère { $column }
web-error = Erreur
web-warning = Avertissement
web-still = Vaut toujours { $after } : { $why }
web-changed-from = Valait { $before } avant le coup : { $why }
web-not-fen = Le texte ne peut pas être lu comme un FEN : voyez les problèmes ci-dessus.
web-copy-note-tree = « Copier le PGN » reprend la partie chargée, ses commentaires, NAG et variantes compris, avec les coups joués ici en variantes ({ $own }). « Copier la partie chargée » copie la partie telle qu'elle a été chargée.
web-copy-note-truncated = La partie est plus longue que ce que la page en montre : « Copier le PGN » n'en reprend que ce qui est montré ; « Copier la partie chargée » la reprend en entier.
web-opening = Ouverture : { $eco } { $name }
web-unplayed = Gardé tel qu'écrit : ce coup n'a pas pu être joué (voir les problèmes), ni donc la suite de sa ligne
web-game-opening = Ouverture (d'après les coups)
web-fix-en-passant = Écrire { $square }
web-fix-en-passant-none = Vider le champ en passant (-)
web-fix-flip-ranks = Retourner les rangées
web-fix-swap-cases = Inverser les majuscules et les minuscules
web-fix-change-case = Donner la pièce de { $square } à l'autre camp
web-fix-switch-side = Changer le camp au trait
web-fix-drop-castling = Retirer { $letters }
web-fix-fullmove-one = Écrire 1 (toute partie commence au coup 1)
web-fix-complete-fields = Le compléter : trait aux Blancs, droits de roque { $letters } (rois et tours à leur place ; c'est une supposition), pas de cible en passant, compteurs à 0 et 1
web-fix-root = corrige toutes les erreurs
web-fix-read-as = Prendre ce FEN
web-polyglot = Clé Polyglot
web-share = Partager
web-share-title = Copier un lien vers la page telle qu'elle est : la position, la partie, le sens de l'échiquier, l'onglet et la langue
web-what-link = le lien vers cette page
web-continue = Continuer à partir d'ici
web-exercise = Exercice
web-show-answer = Voir la réponse
web-next-step = Suivant
web-lesson-start = Le FEN initial : le trait et les droits de roque
web-lesson-e4 = 1.e4 : prévoir les six champs
web-lesson-changes = Quels champs changent : un cavalier, une prise, une tour, un pion
web-lesson-spanish = SAN : la partie espagnole
web-lesson-mate = SAN : le mat au deuxième coup
web-lesson-random = Un coup au hasard : prévoir les six champs
web-lesson-start-task = La position initiale : { $fen }. Qui a le trait, et quels droits de roque y a-t-il ? Écrivez le champ 2 et le champ 3 comme le FEN les écrit.
web-score-of = Bonnes réponses : { $right } sur { $total }.
web-lesson-ep-conventions = Le champ en passant : la norme PGN inscrit la case franchie après chaque avance de deux cases ({ $square }, comme rankfile l'écrit) ; lichess et python-chess ne l'inscrivent que si une prise en passant est possible, et - sinon. Aucune prise n'est possible ici : les deux sont justes.
web-lesson-step-knight = Les Noirs jouent { $san }, un coup calme de cavalier. Quels champs changent ? Cochez-les, puis voyez la réponse.
web-lesson-step-capture = Les Noirs jouent { $san }, une prise. Quels champs changent ? Cochez-les, puis voyez la réponse.
web-lesson-step-rook = Les Noirs jouent { $san }, un coup de tour. Quels champs changent ? Cochez-les, puis voyez la réponse.
web-lesson-step-pawn = Les Blancs jouent { $san }, un coup de pion. Quels champs changent ? Cochez-les, puis voyez la réponse.
web-lesson-changes-start = Cochez les champs que le coup modifie.
web-lesson-line-spanish = Jouez l'ouverture d'une partie espagnole, coups de pions, de cavaliers et de fous, puis petit roque : { $line }
web-lesson-line-mate = Jouez une partie complète qui se termine par un mat au deuxième coup : { $line }
web-lesson-line-start = Jouez les coups sur l'échiquier, ou tapez-les.
web-lesson-line-good = ✓ { $san } : { $done } sur { $total }.
web-lesson-line-wrong = ✗ { $san } n'est pas le coup de la ligne : c'est { $expected }. Annulez, puis jouez-le.
web-lesson-line-done = ✓ Toute la ligne est jouée.
web-chess960-rules = Règles du Chess960
web-chess960-number = Numéro de la position de départ
web-chess960-set = Placer
web-chess960-random = Au hasard
web-castling-unavailable = { $right } : le roi ou la tour n'est pas sur sa case
web-ep-impossible = { $square } (impossible ici)
web-copied = Copié dans le presse-papiers : { $what }.
web-copy-fallback = Dans la zone ci-dessous : { $what }. Sélectionnez ce texte et copiez-le.
web-what-fen = le FEN
web-what-fen-read = le FEN tel que lu ({ $fen }), et non tel que saisi
web-what-fen-typed = le FEN tel que saisi (ce n'est pas une position légale)
web-what-game = la partie (PGN)
web-what-loaded = la partie chargée (PGN, avec ses commentaires, NAG et variantes)
web-pgn-illegal-one = Cette position n'est pas légale ({ $n } problème) : d'autres programmes refuseront son PGN. Appuyez de nouveau sur « Copier le PGN » pour le copier quand même.
web-pgn-illegal-other = Cette position n'est pas légale ({ $n } problèmes) : d'autres programmes refuseront son PGN. Appuyez de nouveau sur « Copier le PGN » pour le copier quand même.
web-remove-pieces = retirer des pièces
web-no-game = Aucune partie dans ce texte.
web-games-cut = Seules les { $shown } premières parties sont montrées ici ; pour tout le fichier, utilisez la ligne de commande : rankfile pgn check FICHIER.
web-pgn-problem = Ligne { $line }, caractère { $column } : { $message } ({ $code })
web-ply = demi-coup { $ply } sur { $total }
web-rest-not-shown = (la suite n'est pas affichée)
web-practice-task-white = Depuis { $fen }, les Blancs jouent { $san }. Que valent les six champs après ce coup ?
web-practice-task-black = Depuis { $fen }, les Noirs jouent { $san }. Que valent les six champs après ce coup ?
web-practice-start = Les zones de saisie reprennent d'abord les champs d'avant le coup : modifiez ce que le coup modifie.
web-unchanged = inchangé
web-score = Bonnes réponses : { $right } sur 6.

## Material signatures

material-bad-letter = « { $letter } » n'est pas une lettre de pièce
material-bad-letter-hint = écrivez le matériel comme KRPkr (les pièces blanches en majuscules)

## UCI moves, and moves played

uci-illegal = { $input } : pas un coup légal dans cette position
uci-syntax = « { $input } » n'est pas un coup UCI
uci-syntax-hint = attendu : case de départ, case d'arrivée et une lettre de promotion facultative, comme e2e4 ou e7e8q
move-illegal = { $mv } n'est pas un coup légal dans cette position
square-bad = pas une case : attendu une colonne a-h et une rangée 1-8, comme e4
position-illegal = position illégale : { $problems }
lang-unknown = langue inconnue « { $code } » : attendu en, fr, de, es, it, pt, nl, vi ou figurine
input-not-pgn = { $file } n'est pas un fichier PGN : { $why }
input-nul-byte = l'octet { $byte } est NUL, parmi beaucoup d'octets qu'aucun texte ne contient (une base de données ou une archive ? exportez d'abord ses parties en PGN)
input-control-bytes = { $bad } de ses { $bytes } { $bytes ->
        [one] premier octet
       *[other] premiers octets
    } { $bad ->
        [one] est un caractère de contrôle qu'aucun texte ne contient
       *[other] sont des caractères de contrôle qu'aucun texte ne contient
    } (une base de données ou une archive ? exportez d'abord ses parties en PGN)
input-utf16 = il semble être en UTF-16 sans marque d'ordre des octets : donnez --encoding { $label }, ou enregistrez-le en UTF-8
input-archive = c'est { $kind }, que rankfile n'ouvre pas : sortez-en d'abord le PGN
input-trailing-zeros = { $file } se termine par { $bytes ->
        [one] { $bytes } octet nul (du remplissage) après son dernier flux compressé complet : toutes les parties qui le précèdent ont été lues, et il a été laissé de côté
       *[other] { $bytes } octets nuls (du remplissage) après son dernier flux compressé complet : toutes les parties qui les précèdent ont été lues, et ils ont été laissés de côté
    }
input-trailing-bytes = { $file } se termine par { $bytes ->
        [one] { $bytes } octet qui ne commence aucun flux après son dernier flux compressé complet : toutes les parties qui le précèdent ont été lues, et il a été laissé de côté
       *[other] { $bytes } octets qui ne commencent aucun flux après son dernier flux compressé complet : toutes les parties qui les précèdent ont été lues, et ils ont été laissés de côté
    }
cli-unknown-encoding = « { $label } » ne nomme aucun encodage : donnez un nom de l'Encoding Standard, comme windows-1252, windows-1251, iso-8859-7, koi8-r, utf-16le ou shift_jis

## Moteurs (rankfile-engine, `rankfile analyse`, `pgn annotate`)
engine-stage-handshake = l'initialisation (uci)
engine-stage-ready = sa réponse à isready
engine-stage-option = le réglage d'une option (setoption)
engine-stage-search = l'analyse de { $fen }
engine-exit-code = code de sortie { $code }
engine-exit-signal = signal { $signal }
engine-not-found = aucun moteur à l'emplacement { $engine }
engine-not-executable = { $engine } ne peut pas être lancé : { $reason }
engine-not-uci = { $engine } n'a pas répondu comme un moteur UCI
engine-not-uci-said = { $engine } n'a pas répondu comme un moteur UCI ; il a écrit : { $said }
engine-died = { $engine } s'est arrêté pendant { $during }
engine-died-status = { $engine } s'est arrêté pendant { $during } ({ $status })
engine-timeout = { $engine } n'a rien répondu pendant { $seconds } s lors de { $during } ; il a été arrêté
engine-fault-number = son champ { $field } n'est pas un nombre mais « { $value } »
engine-fault-illegal = { $uci } n'est pas un coup légal dans { $fen }
engine-bad-reply = { $engine } a envoyé « { $line } » : { $fault }
engine-no-such-option = { $engine } n'a pas d'option { $name } ; ses options : { $known }
engine-no-limit = une recherche sans limite ne finirait jamais
engine-hint-limit = donnez une profondeur, un nombre de nœuds, un temps ou un mat à trouver
engine-no-multipv = { $lines } lignes demandées, mais { $engine } n'a pas d'option MultiPV
engine-hint-install = installez Stockfish (apt-get install stockfish, brew install stockfish) ou donnez le chemin du moteur
engine-hint-executable = donnez le programme du moteur lui-même, rendu exécutable (chmod +x)
engine-hint-uci = rankfile parle UCI : donnez un moteur UCI comme Stockfish (un moteur XBoard demande un adaptateur comme PolyGlot)
engine-hint-died = lancez le moteur à la main pour voir pourquoi il s'arrête ; sa mémoire (Hash) ou son nombre de threads est peut-être trop grand pour cette machine
engine-hint-timeout = donnez au moteur un délai plus long ou une limite plus petite
engine-hint-bad-reply = le moteur ne suit pas UCI ici : essayez un autre moteur ou une autre version
engine-hint-option = nommez une des options du moteur, écrite comme il la liste
engine-hint-multipv = ne demandez qu'une ligne à ce moteur, ou prenez un moteur qui a MultiPV
cli-engine-none = aucun moteur donné, et pas de stockfish dans le PATH ni dans /usr/games
cli-engine-option-form = « { $text } » n'est pas de la forme NOM=VALEUR : écrivez --option Threads=2
cli-analyse-engine = { $engine }, profondeur { $depth }
cli-analyse-best = meilleur coup : { $san }
cli-analyse-mated = aucun coup : le camp au trait est mat
cli-analyse-no-move = aucun coup : pat
cli-annotate-done = { $games ->
        [one] { $games } partie annotée
       *[other] { $games } parties annotées
    } : { $evals ->
        [one] { $evals } évaluation
       *[other] { $evals } évaluations
    }
cli-annotate-judged = jugements : { $inaccuracies ->
        [one] { $inaccuracies } imprécision (?!)
       *[other] { $inaccuracies } imprécisions (?!)
    }, { $mistakes ->
        [one] { $mistakes } erreur (?)
       *[other] { $mistakes } erreurs (?)
    }, { $blunders ->
        [one] { $blunders } gaffe (??)
       *[other] { $blunders } gaffes (??)
    }
cli-annotate-failed = le moteur a échoué sur la partie { $game } ({ $who }) ; rien n'a été écrit
cli-annotate-broken = { $games ->
    [one] { $games } partie contient des erreurs : elle a été annotée jusqu'où ses coups peuvent être joués (rankfile pgn check dit où)
   *[other] { $games } parties contiennent des erreurs : chacune a été annotée jusqu'où ses coups peuvent être joués (rankfile pgn check dit où)
  }
api-no-engine = ce serveur ne fait tourner aucun moteur : la personne qui l'administre le lance avec rankfile serve --engine CHEMIN (Stockfish : apt-get install stockfish)
api-search-running = votre recherche précédente tourne encore : redemandez quand elle aura répondu
api-engine-busy = le moteur est occupé par d'autres recherches : redemandez dans quelques secondes
api-bad-limit = depth va de 1 à { $depth }, movetime de 1 à 60 000 millisecondes, multipv va de 1 à { $lines }
web-eval-bar = Chances de gain des Blancs, selon le moteur
web-eval-depth = profondeur { $depth }

## Positions mortes : qui peut encore mater (Règles de la FIDE, 5.2.2 et 6.9)

winnable-lone-king = les { $side ->
        [white] Blancs
       *[black] Noirs
    } n'ont plus que leur roi
winnable-lone-knight = les { $side ->
        [white] Blancs
       *[black] Noirs
    } n'ont qu'un cavalier, et l'autre camp, pour bloquer son propre roi, rien que des dames, qui prendraient le cavalier
winnable-bishops-one-colour = les { $side ->
        [white] Blancs
       *[black] Noirs
    } n'ont que des fous, tous sur des cases d'une même couleur, et il ne reste ni pion ni cavalier pour bloquer une case de l'autre couleur
winnable-sealed = les { $side ->
        [white] Blancs
       *[black] Noirs
    } ne peuvent mater dans aucune structure de pions que la partie peut encore atteindre (les pions aujourd'hui en { $squares })
winnable-searched = les { $side ->
        [white] Blancs
       *[black] Noirs
    } { $positions ->
        [one] ne matent pas dans la seule position que la partie peut encore atteindre
       *[other] ne matent dans aucune des { $positions } positions que la partie peut encore atteindre
    }
winnable-dead = position morte : aucun des deux camps ne peut mater ({ $white } ; { $black })
winnable-dead-sealed = position morte : aucun des deux camps ne peut mater dans aucune structure de pions que la partie peut encore atteindre (les pions aujourd'hui en { $squares })
