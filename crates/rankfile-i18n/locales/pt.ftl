### Mensagens do rankfile em português.
###
### A biblioteca escreve o inglês por conta própria; este catálogo traz as
### mesmas frases em português, exibidas pelo mesmo mecanismo que as dos
### outros idiomas, e um teste confere que cada mensagem usa as variáveis
### que o inglês usa. Plurais (CLDR, pt): [one] para 0 e 1, *[other] para o
### resto; mas o zero leva o plural ("0 partidas"), por isso cada seletor tem
### também uma variante [0], escolhida antes de [one]. Variáveis:
###   uma peça  $x é o seu nome ("cavalo branco"); $x-color (white, black) e
###             $x-role (king, queen, rook, bishop, knight, pawn) servem
###             para seleção (artigo, gênero);
###   um lado   $color é white ou black, só para seleção: nunca se escreve
###             como está ("as Brancas", "as Pretas", "branco", "preta"…);
###   um tipo   $role é o seu nome (role-king … role-pawn) e $role-role
###             (king, queen, rook, bishop, knight, pawn) serve para seleção;
###   um campo  $field é o nome do campo (field-1 … field-6);
###   uma lista $x são os itens unidos (list-separator, list-and), e
###             $x-count, quantos são.

## Palavras com que as outras mensagens são formadas.

list-separator = {", "}
list-and = {" e "}
list-or = {" ou "}
diag-error = erro
diag-warning = aviso
diag-hint = dica
diag-colon = {": "}
decimal-separator = {","}
piece-white-king = rei branco
piece-white-queen = dama branca
piece-white-rook = torre branca
piece-white-bishop = bispo branco
piece-white-knight = cavalo branco
piece-white-pawn = peão branco
piece-black-king = rei preto
piece-black-queen = dama preta
piece-black-rook = torre preta
piece-black-bishop = bispo preto
piece-black-knight = cavalo preto
piece-black-pawn = peão preto
role-king = rei
role-queen = dama
role-rook = torre
role-bishop = bispo
role-knight = cavalo
role-pawn = peão
field-1 = posicionamento das peças
field-2 = quem joga
field-3 = direitos de roque
field-4 = casa de en passant
field-5 = contador de meio-lances
field-6 = número do lance completo

## As mensagens da biblioteca: FEN, legalidade, SAN, PGN, EPD, explicações.

castling-king-moved-hint = retire { $letter } do campo de roque: quando o rei já se moveu, esse direito está perdido
castling-no-king = direito de roque { $letter }: não há rei { $color ->
        [white] branco
       *[black] preto
    } em { $sq }
castling-no-rook = direito de roque { $letter }: não há torre { $color ->
        [white] branca
       *[black] preta
    } em { $sq }
castling-or-chess960-hint = { $hint }; ou, se for Chess960, leia como Chess960 (--chess960)
castling-rook-moved-hint = retire { $letter } do campo de roque: quando a torre já se moveu ou foi capturada, esse direito está perdido
castling-why-order = as letras postas na ordem KQkq
castling-why-repeated = uma letra repetida descartada
castling-why-shredder = colunas de Shredder-FEN lidas como K/Q/k/q
cause-reversed = decorre das fileiras escritas da fileira 1 para cima
cause-reversed-or-swapped = decorre das fileiras escritas da fileira 1 para cima, ou das maiúsculas e minúsculas trocadas
cause-swapped = decorre das maiúsculas e minúsculas trocadas
cause-wrong-case = pode decorrer da letra { $written } em { $sq }, que deveria ser { $letter }
change-castled-king-side = { $us ->
        [white] As Brancas
       *[black] As Pretas
    } rocaram do lado do rei: o rei foi de { $from } para { $to } e a torre saiu de { $rook }
change-castled-queen-side = { $us ->
        [white] As Brancas
       *[black] As Pretas
    } rocaram do lado da dama: o rei foi de { $from } para { $to } e a torre saiu de { $rook }
change-castling = perda de { $lost }: { $reason }
change-ep-cleared = casa de en passant apagada: ela só vale por um lance
change-ep-set = casa de en passant { $sq }: o peão passou por ela no seu avanço duplo de { $from } para { $to }
change-fullmove = número do lance completo + 1: as Pretas jogaram
change-halfmove-capture = contador de meio-lances zerado: houve uma captura
change-halfmove-pawn = contador de meio-lances zerado: um peão se moveu
change-halfmove-up = contador de meio-lances + 1: nem lance de peão nem captura
change-lost-king = o rei { $us ->
        [white] branco
       *[black] preto
    } se moveu
change-lost-rook-left = a torre saiu de { $from }
change-lost-rook-left-and-taken = a torre saiu de { $from }, e a torre em { $to } foi capturada
change-lost-rook-taken = a torre em { $to } foi capturada
change-moved = { $piece-role ->
        [queen] a
        [rook] a
       *[other] o
    } { $piece } foi de { $from } para { $to }
change-placement = { $moved }{ $taking }{ $promotion }
change-promoted = , e foi promovido a { $role }
change-side = cada lance passa a vez: { $turn ->
        [white] agora jogam as Brancas
       *[black] agora jogam as Pretas
    }
change-taking = , capturando { $captured-role ->
        [queen] a
        [rook] a
       *[other] o
    } { $captured } em { $to }
change-taking-ep = , capturando en passant o peão em { $on }
empty-square = a casa vazia { $sq }
epd-bad-move = { $opcode }: { $error }
epd-bad-opcode = "{ $opcode }" não é um código de operação: um código de operação é uma letra seguida de letras, dígitos ou _, com 14 caracteres no máximo
epd-bad-opcode-hint = cada operação é um código de operação, seus operandos e depois ;: bm Nf3;
epd-empty-operation = um ; sem operação antes dele
epd-empty-operation-hint = remova o ; a mais
epd-stray-dash = um - depois do campo da casa de en passant: uma linha EPD tem quatro campos
epd-stray-dash-hint = remova o segundo -
epd-fen-clocks = { $halfmove } { $fullmove } são os contadores de uma FEN: uma linha EPD tem quatro campos, depois operações
epd-fen-clocks-hint = escreva-os como operações, hmvc { $halfmove }; fmvn { $fullmove };, ou verifique a linha como uma FEN
epd-duplicate-opcode = { $opcode } aparece duas vezes
epd-duplicate-opcode-hint = escreva cada código de operação uma só vez, com todos os seus operandos
epd-field-count = uma linha EPD começa com quatro campos: posicionamento das peças, quem joga, direitos de roque e casa de en passant
epd-field-count-hint = por exemplo: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;
epd-missing-semicolon = a operação { $opcode } não termina com ;
epd-missing-semicolon-hint = termine cada operação com ;
epd-no-move = { $opcode } exige pelo menos um lance
epd-no-move-hint = por exemplo: { $opcode } Nf3;
epd-not-count = { $opcode }: "{ $word }" não é um número inteiro maior ou igual a 0
epd-not-epd = não é uma linha EPD
epd-not-integer = { $opcode }: "{ $word }" não é um número inteiro
epd-number-hint = por exemplo: { $opcode } 12;
epd-one-number = { $opcode } exige um único número
epd-one-string = { $opcode } exige um único texto entre aspas duplas
epd-one-string-hint = por exemplo: { $opcode } "WAC.001";
epd-unclosed-string = um texto aberto com " nunca é fechado
epd-unclosed-string-hint = feche-o com " antes do ;
epd-unquoted-string = { $opcode } exige um texto entre aspas duplas
epd-unquoted-string-hint = escreva { $opcode } "{ $s }";
explain-960-right = Chess960, { $notation } { $color ->
        [white] das Brancas
       *[black] das Pretas
    }: a torre em { $rook }; o rei vai para { $king_to } e a torre para { $rook_to }; não pode haver peças em { $empty }, e o adversário não pode atacar { $walked }.
explain-960-right-nothing-between = Chess960, { $notation } { $color ->
        [white] das Brancas
       *[black] das Pretas
    }: a torre em { $rook }; o rei vai para { $king_to } e a torre para { $rook_to }; nenhuma casa precisa ser esvaziada antes, e o adversário não pode atacar { $walked }.
explain-castle-attacked = { $notation } não é possível agora: o rei atravessaria uma casa atacada ou terminaria nela.
explain-castle-blocked = { $notation } não é possível agora: { $count ->
        [0] as casas { $squares } estão ocupadas
        [one] a casa { $squares } está ocupada
       *[other] as casas { $squares } estão ocupadas
    }.
explain-castle-in-check = { $notation } não é possível agora: o rei está em xeque.
explain-castle-not-now = { $notation } não é possível agora.
explain-castle-now = { $notation } é possível agora.
explain-checkmated = É a vez { $color ->
        [white] das Brancas
       *[black] das Pretas
    }, que levaram xeque-mate: a partida terminou.
explain-count = { $count } { $role-role ->
        [queen] { $count ->
            [0] damas
            [one] dama
           *[other] damas
        }
        [rook] { $count ->
            [0] torres
            [one] torre
           *[other] torres
        }
        [bishop] { $count ->
            [0] bispos
            [one] bispo
           *[other] bispos
        }
        [knight] { $count ->
            [0] cavalos
            [one] cavalo
           *[other] cavalos
        }
       *[pawn] { $count ->
            [0] peões
            [one] peão
           *[other] peões
        }
    }
explain-ep-capture = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } podem capturá-lo en passant agora, só neste lance: { $captures }.
explain-ep-edge = { $ep } não pode ser uma casa de en passant: ela fica na borda do tabuleiro.
explain-ep-no-capture = Nenhuma captura en passant é possível agora, por isso o lichess e o python-chess escreveriam - aqui; o padrão PGN escreve { $ep } depois de todo avanço duplo.
explain-ep-step = O último lance foi o avanço duplo de um peão { $them ->
        [white] branco
       *[black] preto
    } de { $from } para { $to }, passando por { $ep }.
explain-ep-wrong-rank = { $ep } não pode ser uma casa de en passant quando { $color ->
        [white] as Brancas jogam
       *[black] as Pretas jogam
    }: ela deve estar na fileira { $rank }.
explain-fifty-ahead = Pela regra dos cinquenta lances, o empate poderá ser reivindicado quando o contador chegar a 100 ({ $left ->
        [0] faltam { $left } meio-lances
        [one] falta { $left } meio-lance
       *[other] faltam { $left } meio-lances
    }).
explain-fifty-now = O empate já pode ser reivindicado pela regra dos cinquenta lances; em 150 ele é automático ({ $left ->
        [0] faltam { $left } meio-lances
        [one] falta { $left } meio-lance
       *[other] faltam { $left } meio-lances
    }).
explain-fullmove = Lance { $n }: o próximo é o lance { $n } { $color ->
        [white] das Brancas
       *[black] das Pretas
    }. O número começa em 1 e aumenta depois de cada lance das Pretas; desde a posição inicial, { $plies ->
        [0] nenhum meio-lance teria sido jogado
        [one] { $plies } meio-lance teria sido jogado
       *[other] { $plies } meio-lances teriam sido jogados
    }.
explain-halfmove = { $n ->
        [0] Nenhum meio-lance
        [one] { $n } meio-lance
       *[other] { $n } meio-lances
    } desde a última captura ou lance de peão.
explain-history-of-rights = Só este campo diz quais direitos restam: um rei e uma torre nas suas casas iniciais não provam que um direito existe, pois qualquer um dos dois pode ter se movido e voltado.
explain-in-check = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } jogam e estão em xeque, dado { $squares-count ->
        [0] pelas peças em { $squares }
        [one] pela peça em { $squares }
       *[other] pelas peças em { $squares }
    }; { $moves ->
        [0] há { $moves } lances legais
        [0] há { $moves } lances legais
        [one] há { $moves } lance legal
       *[other] há { $moves } lances legais
    }.
explain-keeps-both = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } mantêm o direito de rocar do lado do rei (O-O) e do lado da dama (O-O-O).
explain-keeps-king-side = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } mantêm o direito de rocar do lado do rei (O-O).
explain-keeps-queen-side = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } mantêm o direito de rocar do lado da dama (O-O-O).
explain-king-on = rei em { $squares }
explain-lost-both = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } perderam os dois direitos de roque.
explain-no-castling = Nenhum dos lados pode mais rocar (-).
explain-no-ep = Sem casa de en passant (-): o último lance não foi um avanço duplo de peão, ou quem escreveu a FEN a omitiu porque nenhuma captura era possível.
explain-no-history = Uma FEN não guarda o histórico: não pode mostrar que uma posição ocorreu três vezes, e uma reivindicação por repetição precisa dos lances da partida para isso.
explain-no-king = sem rei
explain-placement-intro = Fileira 8 primeiro, colunas de a até h; os dígitos contam casas vazias.
explain-right-kept = Um direito se mantém até que o rei ou aquela torre se mova; isso não quer dizer que o roque seja legal neste lance.
explain-seventy-five = A regra dos setenta e cinco lances encerrou a partida com um empate.
explain-side-pieces = { $color ->
        [white] Brancas
       *[black] Pretas
    } ({ $count } { $count ->
        [0] peças
        [one] peça
       *[other] peças
    }): { $king }{ $pieces-count ->
        [0] {""}
        [one] {" e "}{ $pieces }
       *[other] , { $pieces }
    }.
explain-stalemate = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } jogam, não têm nenhum lance legal e não estão em xeque: é afogamento, um empate.
explain-to-move = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } jogam.
fen-960-bad-letter = '{ $c }' não é uma letra de roque
fen-960-bad-letter-hint = K e Q (as torres mais externas), ou a coluna de uma torre, de A a H; minúsculas para as Pretas; - se não houver nenhum
fen-960-king-away = direito de roque { $c }: o rei { $color ->
        [white] branco
       *[black] preto
    } não está na fileira { $rank }
fen-960-king-away-hint = o rei só roca a partir da sua fileira inicial; retire { $c }
fen-960-no-rook-file = direito de roque { $c }: não há torre { $color ->
        [white] branca
       *[black] preta
    } na coluna { $file } da fileira { $rank }
fen-960-no-rook-hint = quando essa torre já se moveu ou foi capturada, o direito está perdido: retire { $c }
fen-960-no-rook-king-side = direito de roque { $c }: o rei { $color ->
        [white] branco
       *[black] preto
    } em { $king } não tem torre { $color ->
        [white] branca
       *[black] preta
    } do lado do rei
fen-960-no-rook-queen-side = direito de roque { $c }: o rei { $color ->
        [white] branco
       *[black] preto
    } em { $king } não tem torre { $color ->
        [white] branca
       *[black] preta
    } do lado da dama
fen-960-two-rights = o campo de roque "{ $text }" dá { $color ->
        [white] às Brancas
       *[black] às Pretas
    } dois direitos do lado { $side ->
        [king] do rei
       *[queen] da dama
    }
fen-960-two-rights-hint = cada jogador roca com uma torre em cada ala: mantenha uma letra por ala
fen-adjacent-digits = a { $rank } "{ $text }" tem dois dígitos seguidos
fen-adjacent-digits-hint = junte as casas vazias consecutivas num só dígito: 44 é 8
fen-bad-count = '{ $c }' na { $rank } "{ $text }" não é uma contagem de casas vazias; as contagens vão de 1 a 8
fen-bad-ep = o campo de en passant "{ $text }" não é - nem uma casa
fen-bad-ep-hint = escreva a casa por onde o peão passou, como e3 depois de e2-e4, ou - se não houver nenhuma
fen-bad-number = o { $field } "{ $text }" não é um número inteiro escrito só com algarismos
fen-bad-piece-char = '{ $c }' na { $rank } "{ $text }" não é uma letra de peça
fen-bad-separator = os campos estão separados por '{ $sep }' em vez de espaços
fen-bad-separator-hint = escreva um espaço no lugar de cada { $sep } (ou leia com --lenient)
fen-bad-side = "{ $text }" no campo de quem joga não é w nem b
fen-case-swapped = as maiúsculas e as minúsculas parecem trocadas: com as peças das Brancas em maiúsculas e as das Pretas em minúsculas, esta é uma posição legal comum
fen-case-swapped-hint = as Brancas são K Q R B N P, as Pretas k q r b n p: { $fen }
fen-castling-960-file = '{ $c }' no campo de roque "{ $text }" indica uma torre na coluna { $file }: isso é um campo de roque de Chess960
fen-castling-960-file-hint = leia como Chess960 (--chess960); o xadrez padrão usa K, Q, k e q, e - se não houver nenhum
fen-castling-dash = o campo de roque "{ $text }" mistura - com letras
fen-castling-dash-hint = escreva - sozinho quando não resta nenhum direito, ou então só as letras
fen-castling-joined = letras de roque escritas separadas foram juntadas
fen-castling-letter = '{ $c }' no campo de roque "{ $text }" não é K, Q, k nem q
fen-castling-letter-hint = K e Q são os direitos das Brancas (lado do rei, lado da dama), k e q os das Pretas; - se não houver nenhum
fen-castling-order = os direitos de roque "{ $text }" estão fora de ordem
fen-castling-order-hint = escreva-os na ordem KQkq
fen-castling-read = campo de roque "{ $text }" lido como "{ $read }": { $why }
fen-castling-right-dropped = descartado o { $reason }
fen-mended-flip-ranks = fileiras invertidas: o tabuleiro estava escrito a partir da fileira 1
fen-mended-swap-cases = letras das Brancas e das Pretas trocadas
fen-mended-change-case = a peça em { $square } foi passada para o outro lado
fen-mended-switch-side = a vez passou para o outro lado: quem não jogava estava em xeque
fen-mended-en-passant = casa de en passant corrigida para { $square }, a casa por onde o peão passou
fen-mended-en-passant-none = campo de en passant esvaziado
fen-mended-drop-castling = direitos de roque { $letters } descartados: o rei ou a torre saiu de casa
fen-mended-fullmove-one = número do lance completo corrigido para 1 (toda partida começa no lance 1)
fen-mended-single-spaces = campos separados por espaços simples
fen-mended-complete-fields = campos completados: as Brancas jogam, direitos de roque { $letters } (reis e torres nas suas casas; uma suposição), sem casa de en passant, contadores 0 e 1
fen-castling-shredder = '{ $c }' no campo de roque "{ $text }" é uma coluna de torre no estilo Shredder-FEN
fen-castling-shredder-hint = no xadrez padrão, escreva os direitos como K e Q para as Brancas, k e q para as Pretas (aqui: uma das letras de { $standard }), ou leia com --lenient; se for Chess960, leia como Chess960 (--chess960)
fen-castling-split = as letras de roque estão separadas por um espaço
fen-castling-split-hint = escreva os direitos de roque num único campo, como KQkq
fen-castling-twice = o direito de roque '{ $c }' está escrito duas vezes em "{ $text }"
fen-castling-twice-hint = escreva cada direito uma só vez
fen-empty = a FEN está vazia
fen-empty-symbol-hint = escreva as casas vazias como um dígito que as conta (de 1 a 8), e não com um símbolo para cada uma
fen-ep-lowercase-hint = escreva a casa em minúsculas: { $sq }
fen-ep-read = casa de en passant "{ $text }" lida como { $sq }
fen-epd-operations = "{ $rest }" vem depois do campo de en passant: isto parece EPD, que tem operações onde uma FEN tem os seus dois contadores
fen-epd-operations-hint = troque as operações pelo contador de meio-lances e pelo número do lance completo, normalmente "0 1"
fen-epd-operations-ignored = ignorado "{ $rest }" depois do campo 4 ({ $field }): operações EPD não fazem parte de uma FEN
fen-extra-fields-hint = retire "{ $rest }" depois do número do lance completo (uma operação EPD como "bm" ou "id" não pertence a uma FEN)
fen-extra-fields-ignored = ignorado "{ $rest }" depois do campo 6 ({ $field }): uma FEN termina no número do lance completo
fen-field-count = a FEN tem { $count ->
        [0] { $count } campos
        [one] { $count } campo
       *[other] { $count } campos
    }; ela precisa de 6
fen-fields-completed = os campos que faltavam foram completados com{ $assumed } ({ $fields })
fen-fields-completed-hint = os valores habituais: as Brancas jogam, sem direitos de roque, sem casa de en passant, contadores 0 e 1
fen-fields-missing = { $fields-count ->
        [0] faltam
        [one] falta
       *[other] faltam
    }: { $fields }
fen-fullmove-replaced = o número do lance completo "{ $text }" é grande demais para contar lances; lido como 1
fen-fullmove-zero = o número do lance completo é 0; ele começa em 1
fen-fullmove-zero-black-hint = o número não volta a zero depois do lance das Brancas: ele é 1 antes e depois do primeiro lance das Brancas e aumenta depois de cada lance das Pretas; escreva 1
fen-fullmove-zero-hint = escreva 1: o primeiro lance de uma partida é o lance 1
fen-fullmove-zero-read = número do lance completo 0 lido como 1: a contagem começa em 1
fen-missing-space = falta um espaço entre o posicionamento das peças e o campo de quem joga
fen-missing-space-hint = escreva um espaço antes do campo de quem joga
fen-missing-space-read = espaço subentendido entre o posicionamento das peças e o campo de quem joga
fen-nine-count-hint = uma fileira só tem 8 casas: 9 não pode estar certo
fen-no-fields = a FEN não tem campos, só separadores
fen-number-read = { $field } "{ $text }" lido como { $n }
fen-piece-letters-hint = as peças são K Q R B N P (Brancas) e k q r b n p (Pretas), com K = rei, Q = dama, R = torre, B = bispo, N = cavalo, P = peão; os dígitos de 1 a 8 contam casas vazias
fen-placement-only = só o posicionamento das peças foi dado; uma FEN tem seis campos
fen-placement-only-hint = acrescente os outros cinco campos, normalmente " w - - 0 1" (quem joga, direitos de roque, casa de en passant, contador de meio-lances, número do lance completo)
fen-promoted-marker-dropped = { $count ->
        [0] descartadas { $count } marcas '~' de peça promovida
        [one] descartada uma marca '~' de peça promovida
       *[other] descartadas { $count } marcas '~' de peça promovida
    } (uma notação do crazyhouse; a FEN padrão não tem nenhuma)
fen-rank-count = o posicionamento das peças tem { $count ->
        [0] { $count } fileiras
        [one] { $count } fileira
       *[other] { $count } fileiras
    }; ele precisa de 8, separadas por /
fen-rank-count-hint = escreva todas as fileiras, da 8 até a 1, e uma fileira vazia como 8
fen-rank-separator-hint = as fileiras são separadas por uma barra: /
fen-rank-too-narrow-hint = acrescente uma peça ou aumente uma contagem: as contagens e as peças de uma fileira somam 8
fen-rank-too-wide-hint = retire uma peça ou diminua uma contagem: as contagens e as peças de uma fileira somam 8
fen-rank-width = a { $rank } "{ $text }" soma { $width ->
        [0] { $width } casas
        [one] { $width } casa
       *[other] { $width } casas
    }; uma fileira tem 8 ({ $sum })
fen-ranks-reversed = as fileiras parecem escritas da fileira 1 para cima: lida da fileira 8 para baixo, esta é uma posição legal comum
fen-ranks-reversed-hint = escreva a fileira 8 primeiro: { $fen }
fen-reversed-or-swapped = as fileiras parecem escritas da fileira 1 para cima, ou as maiúsculas e minúsculas das cores trocadas: corrigida de um jeito ou de outro, esta é uma posição legal comum
fen-reversed-or-swapped-hint = escreva a fileira 8 primeiro e as peças das Brancas em maiúsculas: { $fen }
fen-semicolon = um ';' no final encerra operações EPD; uma FEN não tem nenhum
fen-semicolon-dropped = descartado um ';' no final, resto de EPD
fen-semicolon-hint = retire o ;
fen-separators-read = '{ $sep }' lido como separador entre os campos
fen-separators-read-url = '{ $sep }' lido como separador entre os campos, como as URLs escrevem uma FEN
fen-side-hint = o segundo campo é w (as Brancas jogam) ou b (as Pretas jogam)
fen-side-hint-b = escreva um b minúsculo para as Pretas
fen-side-hint-w = escreva um w minúsculo para as Brancas
fen-side-read = campo de quem joga "{ $text }" lido como { $side }
fen-starting-position-is = a posição inicial é { $fen }
fen-tilde-hint = '~' marca uma peça promovida na FEN do crazyhouse; a FEN padrão não tem essa marca (leia com --lenient para descartá-la)
fen-whitespace = { $what } (a partir do caractere { $column }){ $others ->
        [0] {""}
        [one] {" "}(e em mais 1 lugar)
       *[other] {" "}(e em mais { $others } lugares)
    }; os campos são separados por exatamente um espaço
fen-whitespace-hint = separe os seis campos com um único espaço, sem nada antes nem depois (ou leia com --lenient)
fen-whitespace-tidied = espaços corrigidos: { $what } (a partir do caractere { $column }){ $others ->
        [0] {""}
        [one] {" "}(e em mais 1 lugar)
       *[other] {" "}(e em mais { $others } lugares)
    }; agora os campos estão separados por um único espaço
fen-wrong-case-capital = a letra { $written } em { $sq } parece { $meant-role ->
        [queen] uma { $meant } escrita
        [rook] uma { $meant } escrita
       *[other] um { $meant } escrito
    } em maiúscula: como peça { $meant-color ->
        [white] branca
       *[black] preta
    }, esta é uma posição legal comum
fen-wrong-case-hint = escreva { $letter } em { $sq }: as peças das Brancas são K Q R B N P, as das Pretas k q r b n p
fen-wrong-case-small = a letra { $written } em { $sq } parece { $meant-role ->
        [queen] uma { $meant } escrita
        [rook] uma { $meant } escrita
       *[other] um { $meant } escrito
    } em minúscula: como peça { $meant-color ->
        [white] branca
       *[black] preta
    }, esta é uma posição legal comum
fen-x-hint = 'x' não é uma peça: use K Q R B N P para as Brancas, k q r b n p para as Pretas
fen-zero-count-hint = uma fileira não tem contagem zero: omita-a
follows-from = { $message } (isto { $words })
kings-of-color = { $count } { $color ->
        [white] { $count ->
            [0] brancos
            [one] branco
           *[other] brancos
        }
       *[black] { $count ->
            [0] pretos
            [one] preto
           *[other] pretos
        }
    } ({ $squares })
lan-not-standard = { $text } não é notação algébrica longa como o padrão a escreve
legal-moves-here = os lances legais aqui: { $legal }
letters-dutch = neerlandês (K D T L P)
letters-english = inglês (K Q R B N)
letters-figurine = símbolos de peças (♔ ♕ ♖ ♗ ♘)
letters-french = francês (R D T F C)
letters-german = alemão (K D T L S)
letters-italian = italiano (R D T A C)
letters-portuguese = português (R D T B C)
letters-spanish = espanhol (R D T A C)
letters-vietnamese = vietnamita (V H X T M)
material-extra = { $count } { $kind ->
        [queen] { $count ->
            [0] damas
            [one] dama
           *[other] damas
        }
        [rook] { $count ->
            [0] torres
            [one] torre
           *[other] torres
        }
        [knight] { $count ->
            [0] cavalos
            [one] cavalo
           *[other] cavalos
        }
        [light-squared-bishop] { $count ->
            [0] bispos de casas claras
            [one] bispo de casas claras
           *[other] bispos de casas claras
        }
       *[dark-squared-bishop] { $count ->
            [0] bispos de casas escuras
            [one] bispo de casas escuras
           *[other] bispos de casas escuras
        }
    } ({ $set } na posição inicial)
note-annotation = o sinal de anotação { $glyph } é deixado de lado
note-check-sign = + para xeque, não #: o lance não dá mate
note-dash = um hífen não tem lugar na SAN
note-ep-suffix = a SAN escreve a captura en passant como uma captura comum de peão, sem e.p.
note-extra-check = o lance não dá xeque
note-extra-x = x, mas nada é capturado
note-figurine = um símbolo de peça lido como a letra da peça
note-lan = notação algébrica longa
note-lowercase-piece = as letras das peças são maiúsculas
note-other-letters = { $letter } é { $role-role ->
        [queen] a dama
        [rook] a torre
       *[other] o { $role }
    } em { $language }
note-mate-sign = # para mate, não +
note-missing-check = falta o +: o lance dá xeque
note-missing-mate = falta o #: o lance dá mate
note-missing-x = falta o x
note-over-disambiguated = a casa de origem foi indicada além do necessário
note-pawn-letter = a SAN não dá letra aos peões
note-promotion-equals = uma promoção se escreve com =
note-promotion-lowercase = a peça de promoção se escreve com letra maiúscula
note-promotion-parens = uma promoção se escreve com =, não entre parênteses
note-promotion-slash = uma promoção se escreve com =, não com /
note-read-as = { $text } lido como { $san }: { $reason }
note-spaces = os espaços em volta de um lance não fazem parte dele
note-uci = notação UCI
note-zero-castling = o roque se escreve com a letra O, não com zeros
nothing = {""}
number-hint-ascii = escreva o número com os algarismos de 0 a 9
number-hint-negative = uma contagem não pode ser negativa
number-hint-plain = escreva um número inteiro só com algarismos, como 0 ou 12
number-hint-sign = escreva o número sem sinal
number-hint-too-large = o número é grande demais (no máximo 4294967295)
number-hint-zeros = escreva o número sem zeros à esquerda
outcome-checkmate = xeque-mate
outcome-fivefold-repetition = repetição quíntupla
outcome-insufficient-material = material insuficiente
outcome-seventy-five-moves = setenta e cinco lances sem captura nem lance de peão
outcome-stalemate = afogamento
pawn-above = { $white } acima de { $black }
pgn-after-result = "{ $rest }" vem depois do resultado { $result }: uma partida termina no seu resultado
pgn-bad-fen-tag = a tag FEN não é uma posição legal: { $why }
pgn-bad-fen-tag-hint = corrija a tag FEN: até lá, os lances são lidos a partir da posição inicial padrão
pgn-black-number = { $number }... pede um lance das Pretas, mas é a vez das Brancas: falta um lance das Brancas?
pgn-blank-line = uma linha em branco no meio dos lances (o PGN separa as partidas com uma); a leitura continua como uma só partida
pgn-close-no-variation = um ) que não fecha nenhuma variante
pgn-deep-variation = variantes aninhadas com mais de { $max } níveis: as mais profundas são ignoradas
pgn-game-over-hint = nenhum lance pode ser jogado aqui: a partida terminou
pgn-junk = texto que não faz parte de uma partida
pgn-junk-brace = um {"}"} que não fecha nenhum comentário
pgn-junk-bracket = um ] que não fecha nenhuma tag
pgn-junk-nag = um NAG é $ seguido de um número de 0 a 255
pgn-junk-tag = uma tag é [Nome "valor"]
pgn-junk-tag-end = uma tag termina com ]
pgn-junk-tag-quote = faltam as aspas que fecham o valor de uma tag
pgn-lone-king-wins = o resultado é { $result }, vitória { $winner ->
        [white] das Brancas
       *[black] das Pretas
    }, que só têm o rei
pgn-lone-king-wins-hint = um rei sozinho não pode dar mate: o resultado não seria o inverso, ou um empate?
pgn-time-forfeit-draw = a partida foi perdida por tempo, mas { $reason }: nenhuma série de lances legais dá mate, então é empate (Leis do Xadrez da FIDE, 6.9)
pgn-dead-from-start = a posição inicial é morta, sem que nenhum dos lados possa dar mate: a partida estava empatada antes do primeiro lance (Leis do Xadrez da FIDE, 5.2.2), e mesmo assim continua por { $more ->
        [0] nenhum lance
        [one] mais um lance
       *[other] mais { $more } lances
    }
pgn-played-past-dead = a posição depois de { $moved } é morta, sem que nenhum dos lados possa dar mate: a partida terminou ali, empatada (Leis do Xadrez da FIDE, 5.2.2), e mesmo assim continua por { $more ->
        [0] nenhum lance
        [one] mais um lance
       *[other] mais { $more } lances
    }
pgn-played-past-dead-hint = termine a partida na posição morta com 1/2-1/2 e corte os lances depois dela
pgn-dead-position-result = a posição final é morta, sem que nenhum dos lados possa dar mate, então a partida está empatada (Leis do Xadrez da FIDE, 5.2.2), e mesmo assim o resultado é { $result }
pgn-missing-result = os lances terminam sem resultado (1-0, 0-1, 1/2-1/2 ou *)
pgn-missing-result-any-hint = termine os lances com o resultado, ou com * para uma partida não terminada: é o marcador de término da partida
pgn-missing-result-hint = termine os lances com { $result }, o marcador de término da partida
pgn-missing-result-in-comment = os lances terminam sem resultado: isso decorre do comentário deixado aberto, que toma todo o resto da partida
pgn-missing-result-in-comment-hint = feche o comentário com {"}"} onde ele termina: o resultado depois dele passa então a ser lido
pgn-missing-result-in-variation = os lances terminam sem resultado: isso decorre da variante deixada aberta, que toma todo o resto da partida
pgn-missing-result-in-variation-hint = feche a variante com ) onde ela termina: o resultado depois dela passa então a ser lido
pgn-move-number = número de lance { $number }, mas este é o lance { $actual }
pgn-result-contradicts = a tag Result diz { $result }, mas a partida termina por { $outcome }: { $actual }
pgn-result-in-variation = o resultado { $r } dentro de uma variante: falta um )?
pgn-result-mismatch = a tag Result diz { $tag }, mas os lances terminam com { $written }
pgn-result-mismatch-hint = faça-os concordar: a tag repete o resultado escrito depois dos lances
pgn-setup-missing = uma tag FEN sem SetUp "1"
pgn-tag-in-moves = uma tag no meio dos lances: falta um resultado antes dela? Ela é mantida como comentário
pgn-too-many-problems = mais de { $max } problemas deste tipo: os seguintes não são listados
pgn-unclosed-comment = um comentário aberto com {"{"} nunca é fechado com {"}"}
pgn-unclosed-comment-hint = feche-o com {"}"} onde ele termina
pgn-unclosed-variation = { $count ->
        [0] { $count } variantes abertas com ( e nunca fechadas com )
        [one] { $count } variante aberta com ( e nunca fechada com )
       *[other] { $count } variantes abertas com ( e nunca fechadas com )
    }
pgn-unclosed-variation-hint = feche cada variante com ) onde ela termina
pgn-unfinished-result = a partida termina por { $outcome }, mas o seu resultado é *, o de uma partida não terminada
pgn-variant = a tag Variant diz { $variant }: o rankfile só joga xadrez padrão e Chess960, por isso os lances não são reproduzidos
pgn-variation-first = uma variante deve vir depois do lance que ela substitui; ela é mantida como foi escrita, sem jogar os seus lances
pgn-after-result-hint = coloque-o num comentário {"{"}…{"}"} antes do resultado, ou dê a ele uma partida própria, com as tags primeiro
pgn-result-in-variation-hint = feche a variante com ) antes do resultado
pgn-tag-in-moves-hint = termine os lances com o resultado (1-0, 0-1, 1/2-1/2 ou *) e deixe uma linha em branco antes das tags da próxima partida
pgn-deep-variation-hint = escreva as variantes mais profundas um nível acima, ou em comentários
pgn-close-no-variation-hint = remova-o, ou abra a variante com ( onde ela começa
pgn-junk-brace-hint = remova-o, ou abra o comentário com {"{"} onde ele começa
pgn-junk-bracket-hint = remova-o, ou escreva a tag inteira: [Nome "valor"]
pgn-junk-nag-hint = escreva $ e o número ($1 para !, $2 para ?), ou o próprio sinal
pgn-junk-tag-hint = escreva-a como [Nome "valor"], numa linha só dela
pgn-junk-tag-quote-hint = feche o valor com " (uma aspa dentro dele se escreve \")
pgn-junk-hint = remova-o, ou coloque-o num comentário {"{"}…{"}"}
pgn-variation-first-hint = coloque-a depois do lance que ela substitui, ou faça dos seus lances a linha principal
pgn-comment-in-tags = um comentário entre as tags: mantido como o primeiro comentário da partida
pgn-duplicate-tag = a tag { $name } é dada de novo: o valor lido é o último
pgn-duplicate-tag-hint = mantenha uma só tag { $name }: os leitores pegam o último valor, e o pgn fmt escreve só esse
pgn-nul-byte = um byte NUL, que nenhum texto contém: o arquivo está danificado?
pgn-nul-byte-hint = remova-o; se houver muitos, o arquivo não é texto: exporte de novo as suas partidas para PGN
pgn-dots-apart = pontos separados do número do lance: lidos como o número de um lance das Pretas
pgn-result-glued = o resultado { $r } está colado ao lance anterior: lido como um lance e depois o resultado
pgn-empty-variation = uma variante sem lances: os seus comentários e NAGs são mantidos como foram escritos
pgn-empty-parentheses = uma variante vazia, ( ): ela não contém nada, e o pgn fmt a omite
pgn-ep-suffix-hint = apague-o
pgn-nag-without-move = um NAG sem lance antes dele na sua linha: mantido como foi escrito
piece-on = { $piece-role ->
        [queen] a
        [rook] a
       *[other] o
    } { $piece } em { $sq }
problem-empty = o tabuleiro está vazio
problem-empty-hint = coloque pelo menos os dois reis
problem-ep-destination-hint = o campo traz a casa para onde o peão foi; escreva a casa por onde ele passou: { $passed }
problem-ep-no-pawn = casa de en passant { $ep }: nenhum peão { $them ->
        [white] branco
       *[black] preto
    } pode ter acabado de passar por ela
problem-ep-rank = a casa de en passant { $ep } está na fileira { $rank }; quando { $us ->
        [white] as Brancas jogam
       *[black] as Pretas jogam
    }, ela deve estar na fileira { $wanted }
problem-impossible-check = { $pieces } { $pieces-count ->
        [0] dão
        [one] dá
       *[other] dão
    } xeque ao rei { $us ->
        [white] branco
       *[black] preto
    } em { $king }, um xeque que nenhum último lance pode ter dado
problem-no-king = { $color ->
        [white] as Brancas
       *[black] as Pretas
    } não têm rei
problem-no-king-hint = coloque um rei { $color ->
        [white] branco
       *[black] preto
    } ({ $letter })
problem-no-king-two-hint = { $other ->
        [white] as Brancas
       *[black] as Pretas
    } têm { $count } reis: um deles provavelmente é { $color ->
        [white] das Brancas
       *[black] das Pretas
    } e se escreve { $letter }
problem-opposite-check = { $pieces } { $pieces-count ->
        [0] dão
        [one] dá
       *[other] dão
    } xeque { $them ->
        [white] às Brancas
       *[black] às Pretas
    }, embora seja a vez { $us ->
        [white] das Brancas
       *[black] das Pretas
    }
problem-opposite-check-hint = quem joga nunca é o lado que dá xeque: não seria a vez { $them ->
        [white] das Brancas
       *[black] das Pretas
    }?
problem-pawns-on-backrank = peão na primeira ou na última fileira ({ $squares })
problem-pawns-on-backrank-hint = um peão nunca fica na fileira 1 nem na 8: ele é promovido ao chegar
problem-too-many-checkers = o rei { $us ->
        [white] branco
       *[black] preto
    } em { $king } está em xeque, dado por { $count } peças: { $pieces }; nenhum lance dá mais que um xeque duplo
problem-too-many-kings = { $count } reis no tabuleiro: { $per_color }; cada lado tem exatamente um
problem-too-many-pawns = { $color ->
        [white] as Brancas
       *[black] as Pretas
    } têm { $count } peões; um lado tem no máximo 8
problem-too-many-pieces = { $color ->
        [white] as Brancas
       *[black] as Pretas
    } têm { $n } peças; um lado tem no máximo 16
rank-empty = está vazia
rank-label = fileira { $n }
rank-label-extra = fileira extra { $n }
rank-sum = { $terms } = { $width }
san-ambiguous = { $shown }: { $role-role ->
        [queen] { $count ->
            [2] duas
            [3] três
            [4] quatro
           *[other] { $count }
        }
        [rook] { $count ->
            [2] duas
            [3] três
            [4] quatro
           *[other] { $count }
        }
       *[other] { $count ->
            [2] dois
            [3] três
            [4] quatro
           *[other] { $count }
        }
    } { $role-role ->
        [pawn] peões
        [knight] cavalos
        [bishop] bispos
        [rook] torres
        [queen] damas
       *[king] reis
    } podem ir para { $to }: { $moves }
san-ambiguous-hint = diga qual: { $choices }
san-two-alphabets = { $shown }: { $letter } é { $first-role ->
        [queen] a dama
        [rook] a torre
       *[other] o { $first }
    } em { $language } e { $second-role ->
        [queen] a dama
        [rook] a torre
       *[other] o { $second }
    } em { $other }, e os dois lances são legais: { $moves }
san-castle-blocked = { $pieces } { $count ->
        [0] estão
        [one] está
       *[other] estão
    } no caminho
san-castle-crosses-attacked = o rei passaria por { $sq }, casa que { $by } ataca
san-castle-impossible = o roque não é possível aqui
san-castle-in-check = o rei está em xeque, e o roque não é uma forma de sair do xeque
san-castle-lands-attacked = o rei pararia em { $sq }, casa que { $by } ataca
san-check-not-answered = { $pieces } { $pieces-count ->
        [0] dão
        [one] dá
       *[other] dão
    } xeque { $us ->
        [white] às Brancas
       *[black] às Pretas
    }, e este lance não responde ao xeque
san-check-not-answered-hint = mova o rei, capture a peça que dá xeque ou coloque uma peça no meio
san-double-check = { $pieces } dão xeque duplo { $us ->
        [white] às Brancas
       *[black] às Pretas
    }: só o rei pode se mover
san-empty = o lance está vazio
san-empty-hint = escreva um lance como { $n }f3, exd5, O-O ou e8={ $q }
san-ep-check = capturar en passant deixaria o rei em xeque
san-expected-hint = escreva em SAN, como { $n }f3, exd5, O-O ou e8={ $q }, em notação algébrica longa, como { $n }g1-f3, ou em UCI, como g1f3
san-has-no = { $us ->
        [white] as Brancas
       *[black] as Pretas
    } não têm { $role-role ->
        [queen] nenhuma
        [rook] nenhuma
       *[other] nenhum
    } { $role }
san-holds-nothing = não há nada em { $to }
san-holds-own = em { $to } está { $role-role ->
        [queen] a sua própria
        [rook] a sua própria
       *[other] o seu próprio
    } { $role }
san-illegal = { $shown }: { $reason }
san-king-in-check-on = { $pieces } { $pieces-count ->
        [0] dariam
        [one] daria
       *[other] dariam
    } xeque ao rei em { $to }
san-leaves-check = o lance deixaria o rei em xeque
san-must-promote = um peão que chega à última fileira tem de ser promovido
san-must-promote-hint = escreva { $to }={ $q } (ou ={ $r }, ={ $b }, ={ $n })
san-no-ep = nenhuma captura en passant é possível aqui: o peão ao lado não acabou de fazer um avanço duplo
san-no-king = quem joga não tem rei
san-no-move = nenhum lance
san-no-pawn-moves = nenhum peão pode ir para { $to }
san-no-pawn-takes = nenhum peão pode capturar em { $to }
san-no-piece-on = não há nenhuma peça em { $from }
san-no-right-hint = o direito se perde assim que o rei ou essa torre se move
san-no-right-king-side = { $us ->
        [white] as Brancas
       *[black] as Pretas
    } não têm o direito de rocar do lado do rei
san-no-right-queen-side = { $us ->
        [white] as Brancas
       *[black] as Pretas
    } não têm o direito de rocar do lado da dama
san-none-from-there = { $role-role ->
        [queen] nenhuma
        [rook] nenhuma
       *[other] nenhum
    } { $role } dali pode chegar a { $to }
san-none-reaches = { $role-role ->
        [queen] nenhuma
        [rook] nenhuma
       *[other] nenhum
    } { $role } pode chegar a { $to }
san-not-a-move = "{ $trimmed }" não é um lance: { $why }
san-not-canonical = { $text } não é SAN canônica: o lance se escreve { $san }
san-not-your-piece = { $piece-role ->
        [king] o rei
        [queen] a dama
        [rook] a torre
        [bishop] o bispo
        [knight] o cavalo
       *[pawn] o peão
    } em { $from } é { $piece-color ->
        [white] das Brancas
       *[black] das Pretas
    }, e é a vez { $us ->
        [white] das Brancas
       *[black] das Pretas
    }
san-nothing-to-take = não há nada para capturar em { $to }
san-null = um lance nulo
san-null-refused = "{ $trimmed }" é um lance nulo, que não é permitido aqui
san-null-refused-hint = um lance nulo passa a vez; só a análise o permite
san-null-misspelled = "{ $trimmed }" não é um lance: um lance nulo (a vez passada) se escreve --, Z0, 0000 ou @@@@, sem nada depois
san-null-misspelled-hint = escreva -- sozinho (um lance nulo não dá xeque)
san-only-pawn-promotes = só um peão é promovido, não { $role-role ->
        [queen] uma
        [rook] uma
       *[other] um
    } { $role }
san-only-pawn-promotes-hint = retire a peça de promoção
san-pawn-blocked = um peão só avança em linha reta para uma casa vazia, e { $to } está ocupada
san-pinned = { $piece } não pode sair da linha do rei: há uma cravada
san-pinned-by = { $pinner } crava { $piece } contra o rei
san-promote-hint = promova a { $q }, { $r }, { $b } ou { $n } (dama, torre, bispo ou cavalo)
san-promote-king = um peão não pode ser promovido a rei
san-promotes-last-rank = um peão só é promovido na última fileira, e { $to } não está nela
san-why-characters = ele contém caracteres que nenhum lance tem
san-why-end = ele não termina com uma casa, como f3
san-why-letter = '{ $letter }' não é letra de peça nem de coluna
san-why-middle = entre a peça e o destino só podem vir a coluna de origem, a fileira de origem e x ou -
san-why-no-square = falta a casa de destino
san-why-piece-letter = '{ $letter }' não é letra de peça em { $language }
san-why-promote-pawn = um peão não pode ser promovido a peão
san-why-promotion-letter = '{ $letter }' não é uma peça a que se possa promover
san-why-uppercase-file = '{ $letter }' não é letra de peça aqui; as colunas se escrevem em minúsculas
square = { $sq }
the-role-on = { $role-role ->
        [queen] a
        [rook] a
       *[other] o
    } { $role } em { $sq }
warning-crossed-pawns = há peões brancos acima de peões pretos em { $count ->
        [0] { $count } colunas
        [one] { $count } coluna
       *[other] { $count } colunas
    } ({ $pairs }): os peões não podem passar um pelo outro numa coluna, então cada uma dessas colunas exigiu uma captura, mas { $captured ->
        [0] nenhuma peça foi capturada
        [one] só { $captured } peça foi capturada
       *[other] só { $captured } peças foram capturadas
    } (32 − { $on_board } no tabuleiro)
warning-crossed-pawns-hint = o tabuleiro está de cabeça para baixo? A fileira 8 é escrita primeiro
warning-ep-with-halfmove = a casa de en passant { $ep } diz que o último lance foi um avanço duplo de peão, o que zera o contador de meio-lances; mas ele está em { $halfmove }
warning-ep-with-halfmove-hint = ponha o contador de meio-lances em 0, ou o campo de en passant em -
warning-halfmove-exceeds-plies = o contador de meio-lances está em { $halfmove }, mas no lance { $fullmove }, sendo a vez { $turn ->
        [white] das Brancas
       *[black] das Pretas
    }, { $plies ->
        [0] nenhum meio-lance foi jogado
        [one] foi jogado no máximo { $plies } meio-lance
       *[other] foram jogados no máximo { $plies } meio-lances
    } (2 × ({ $fullmove } − 1) + { $black })
warning-halfmove-exceeds-plies-hint = o contador de meio-lances conta os meio-lances desde a última captura ou lance de peão, por isso nunca é maior que o número de meio-lances jogados
warning-pawn-files = os peões { $color ->
        [white] das Brancas
       *[black] das Pretas
    } estão nas colunas { $files }: partindo de um peão por coluna inicial, isso exige pelo menos { $needed ->
        [0] { $needed } capturas
        [one] { $needed } captura
       *[other] { $needed } capturas
    } (um peão só muda de coluna capturando), mas { $them ->
        [white] as Brancas
       *[black] as Pretas
    } { $lost ->
        [0] não perderam nenhuma peça
        [one] só perderam { $lost } peça
       *[other] só perderam { $lost } peças
    } (16 − { $theirs } no tabuleiro)
warning-start-black = as peças estão nas casas iniciais, mas as Pretas jogam: as peças das Brancas teriam de voltar para casa num número ímpar de lances, o que nenhuma partida faz
warning-start-halfmove = as peças estão nas casas iniciais, então nenhum peão se moveu e nada foi capturado, mas o contador de meio-lances está em { $halfmove }, menos que { $plies ->
        [0] os { $plies } meio-lances jogados
        [one] o único meio-lance jogado
       *[other] os { $plies } meio-lances jogados
    } desde o início
warning-start-hint = para o início de uma partida: { $fen }
warning-too-much-material = { $color ->
        [white] as Brancas
       *[black] as Pretas
    } têm { $parts }: pelo menos { $promoted ->
        [0] { $promoted } devem ser peões promovidos
        [one] { $promoted } deve ser um peão promovido
       *[other] { $promoted } devem ser peões promovidos
    }, mas { $missing ->
        [0] não falta nenhum peão
        [one] só falta { $missing } peão
       *[other] só faltam { $missing } peões
    } ({ $pawns } no tabuleiro)
warning-too-much-material-hint = cada peça promovida precisa de um peão que saiu do tabuleiro: retire peças ou peões
warning-unreachable-double-check = { $first } e { $second } dão xeque ao rei { $us ->
        [white] branco
       *[black] preto
    } em { $king }, o que nenhum lance sozinho produz: um xeque duplo exige que uma peça, ao se mover e dar xeque, saia da linha de um bispo, de uma torre ou de uma dama
write-this = escreva { $lan }
ws-leading = { $n } espaços no início
ws-leading-one = um espaço no início
ws-line-break = uma quebra de linha
ws-other = o caractere de espaço em branco { $code }
ws-run = { $n } espaços seguidos
ws-tab = uma tabulação
ws-trailing = { $n } espaços no final
ws-trailing-one = um espaço no final
board-white-to-move = As Brancas jogam
board-black-to-move = As Pretas jogam
compare-side = { $first ->
        [white] As Brancas
       *[black] As Pretas
    } jogam na primeira, { $second ->
        [white] as Brancas
       *[black] as Pretas
    } na segunda: os lances possíveis passam a ser os do outro lado, e quem pode estar em xeque ou levar mate muda junto.
compare-fifty = A regra dos cinquenta lances: { $first }; { $second }.
compare-fullmove = Só a contagem dos lances: nada do que pode ser jogado ou reivindicado muda.
compare-placement = Peças diferentes em { $squares } (primeira/segunda, . para casa vazia): são posições diferentes.
compare-castle-king-side-first = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } podem rocar do lado do rei ({ $letter }) só na primeira, agora ou mais tarde.
compare-castle-king-side-second = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } podem rocar do lado do rei ({ $letter }) só na segunda, agora ou mais tarde.
compare-castle-queen-side-first = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } podem rocar do lado da dama ({ $letter }) só na primeira, agora ou mais tarde.
compare-castle-queen-side-second = { $color ->
        [white] As Brancas
       *[black] As Pretas
    } podem rocar do lado da dama ({ $letter }) só na segunda, agora ou mais tarde.
compare-not-compared = Os lances não são comparados: quem joga não é o mesmo lado, ou uma das posições não é legal.
compare-no-castling-difference = Neste lance, nenhum roque é legal em uma posição e não na outra.
compare-no-ep-difference = Neste lance, nenhuma captura en passant é legal em uma posição e não na outra.
compare-first-only = Legal agora só na primeira: { $first }.
compare-second-only = Legal agora só na segunda: { $second }.
compare-both-only = Legal agora só na primeira: { $first }; só na segunda: { $second }.
compare-fifty-ahead = { $position ->
        [first] na primeira
       *[second] na segunda
    }, o empate pode ser reivindicado daqui a { $plies ->
        [0] { $plies } meio-lances
        [one] { $plies } meio-lance
       *[other] { $plies } meio-lances
    }
compare-fifty-now = { $position ->
        [first] na primeira
       *[second] na segunda
    }, o empate já pode ser reivindicado
compare-seventy-five = { $position ->
        [first] na primeira
       *[second] na segunda
    }, a partida já terminou empatada pela regra dos setenta e cinco lances

## As linhas da própria linha de comando.

cli-tip-check = dica: para uma FEN, rankfile fen check "FEN"; para um arquivo PGN, rankfile pgn check ARQUIVO
cli-tip-fen = dica: rankfile fen { $command } "FEN"
cli-tip-pgn = dica: rankfile pgn { $command } ARQUIVO
cli-note-unquoted = nota: o shell dividiu esta FEN em { $count } argumentos, que foram lidos como um só. Ponha a FEN entre aspas: rankfile { $command }
cli-waiting = lendo { $what } da entrada padrão, uma por linha; Ctrl-D termina
cli-hint-file = dica: { $file } é um arquivo; para ler FENs de um arquivo: rankfile { $command } < { $file }
cli-hint-pgn-file = dica: { $file } é um arquivo PGN, cujas partidas um comando de FEN não lê: rankfile pgn check { $file } as verifica, rankfile pgn fens { $file } dá as suas posições
cli-hint-no-file = dica: não existe o arquivo { $file }, e uma FEN não tem ponto: dê uma FEN entre aspas, ou o nome de um arquivo que exista
cli-relaxed-ignored = nota: --relaxed: { $code } ignorado: { $message }
cli-relaxed-would-play = nota: nenhuma partida chega a esta posição, mas os seus lances são definidos: --relaxed joga a partir dela mesmo assim
cli-folded = { $count ->
    [0] { $count } problemas decorrem dele e desaparecem com ele: { $codes } (--verbose os mostra)
    [one] 1 problema decorre dele e desaparece com ele: { $codes } (--verbose o mostra)
   *[other] { $count } problemas decorrem dele e desaparecem com ele: { $codes } (--verbose os mostra)
  }
cli-relaxed-refused = nota: --relaxed só aceita um xeque impossível e excesso de peões, de peças ou de peças dando xeque; não é possível aceitar { $codes }: ali os lances não são definidos
cli-what-fens = FENs
cli-what-epd = linhas EPD
cli-what-san-lines = linhas FEN<TAB>LANCE
cli-start960-bad = erro: "{ $number }" não é uma posição inicial de Chess960: informe um número de 0 a 959 (518 é a posição inicial padrão), ou random
cli-diff-same = a mesma posição, campo por campo
cli-diff-same-pieces = as mesmas peças nas mesmas casas; { $count ->
        [0] { $count } dos 6 campos diferem
        [one] { $count } dos 6 campos difere
       *[other] { $count } dos 6 campos diferem
    }
cli-diff-different-pieces = peças diferentes; { $count ->
        [0] { $count } dos 6 campos diferem
        [one] { $count } dos 6 campos difere
       *[other] { $count } dos 6 campos diferem
    }
cli-none = nenhum
cli-diff-first-only = lances só na primeira: { $moves }
cli-diff-second-only = lances só na segunda: { $moves }
cli-diff-not-legal = nota: { $fen } não é uma posição legal ({ $code })
cli-fen-summary = { $checked } { $checked ->
        [0] verificadas
        [one] verificada
       *[other] verificadas
    }, { $valid } { $valid ->
        [0] válidas
        [one] válida
       *[other] válidas
    }, { $invalid } { $invalid ->
        [0] inválidas
        [one] inválida
       *[other] inválidas
    }
cli-ok = ok:
cli-invalid = inválida:
cli-hint-epd = dica: isto é EPD (os quatro primeiros campos da posição, depois operações): rankfile epd '{ $line }'
cli-verdict-legal = posição legal{ $warnings ->
        [0] {""}
        [one] , { $warnings } aviso
       *[other] , { $warnings } avisos
    }: { $fen }
cli-verdict-illegal = não é uma posição legal: { $errors ->
        [0] { $errors } erros
        [one] { $errors } erro
       *[other] { $errors } erros
    }{ $warnings ->
        [0] {""}
        [one] , { $warnings } aviso
       *[other] , { $warnings } avisos
    }
cli-verdict-not-fen = não é uma FEN: { $errors ->
        [0] { $errors } erros
        [one] { $errors } erro
       *[other] { $errors } erros
    }{ $warnings ->
        [0] {""}
        [one] , { $warnings } aviso
       *[other] , { $warnings } avisos
    }
cli-hint-null = { $input } é um lance nulo (a vez passa, como as linhas de análise o escrevem): acrescente --null para lê-lo
cli-note = nota: { $note }
cli-san-no-move = erro: nenhum lance depois da FEN: `rankfile san FEN LANCE...` lê cada lance nessa posição (para os seus lances legais: rankfile moves FEN)
cli-san-bad-line = esperado FEN<TAB>LANCE, recebido { $got }
cli-not-a-position = não é uma posição
cli-san-bad-fen = a FEN não é uma posição legal: { $why }
cli-play-move = { $number } { $error }
cli-play-position = posição: { $fen }
cli-play-legal = lances legais: { $moves }
cli-checkmate = xeque-mate
cli-stalemate = afogamento
cli-perft-too-deep = erro: a profundidade { $depth } passa de { $deepest }: cada meio-lance multiplica o trabalho por cerca de 30, então isto pode levar dias; acrescente --force para contar mesmo assim
cli-not-utf8 = a linha { $line } não está em UTF-8: ela foi lida como { $encoding }
cli-not-utf8-hint = se as letras parecerem erradas, indique a codificação do arquivo com --encoding (windows-1251 para cirílico, windows-1253 para grego, …), ou salve o arquivo em UTF-8
cli-save-as-utf8 = salve o arquivo em UTF-8
cli-stdin-not-utf8 = a linha { $line } da entrada padrão não está em UTF-8 (byte { $byte } na coluna { $column }): ela é lida com � no lugar de cada byte inválido, e as linhas seguintes continuam a ser lidas
cli-stdin-not-text = a entrada padrão não é texto: { $why }
cli-game-at = partida { $game } ({ $who }), linha { $line }, coluna { $column }
cli-game-at-short = partida { $game }, linha { $line }, coluna { $column }
cli-pgn-summary = { $games ->
        [0] { $games } partidas verificadas
        [one] { $games } partida verificada
       *[other] { $games } partidas verificadas
    }, { $good } sem erro, { $bad } com erros
cli-pgn-nothing = nota: nenhuma partida encontrada para verificar: a entrada está vazia, ou não tem nem linha de tag nem lance
cli-fen-nothing = nota: nenhuma FEN encontrada para verificar: a entrada só tinha linhas em branco, ou nada
api-fen-too-long = a FEN tem { $length } caracteres; uma FEN tem menos de 100 e a API lê no máximo { $max }
api-too-many-moves = { $moves } lances; a API joga no máximo { $max } por requisição
api-move-too-long = um lance de { $length } caracteres: nenhuma notação escreve um lance com mais de { $max }
api-pgn-too-large = o PGN tem { $bytes } bytes; a API lê no máximo { $max }
cli-help-flag = Mostrar a ajuda
cli-version-flag = Mostrar a versão
cli-usage-heading = Uso:
cli-commands-heading = Comandos
cli-command-value = COMANDO
cli-arguments-heading = Argumentos
cli-options-heading = Opções
cli-usage-unknown-argument = argumento inesperado { $arg }
cli-usage-unknown-command = comando desconhecido { $command }
cli-usage-bad-value = valor "{ $value }" inválido para { $arg }: { $why }
cli-usage-missing = falta informar: { $args }
cli-usage-no-command = é preciso um comando
cli-usage-conflict = { $arg } não pode ser usado com { $other }
cli-usage-values = número errado de valores para { $arg }
cli-usage-other = não foi possível ler os argumentos ({ $arg })
cli-usage-tip = dica: você quis dizer { $tip }?
cli-usage-more = Para saber mais, acrescente --help.
cli-usage-options = [OPÇÕES]
cli-possible-values = valores possíveis
cli-default-value = padrão
cli-usage-not-whole = é preciso um número inteiro
cli-usage-valid-values = valores possíveis: { $values }
cli-number-at-least = informe um número inteiro maior ou igual a { $min }
cli-number-between = informe um número inteiro de { $min } a { $max }
cli-threads-zero = com 0 threads nada seria feito: use 1 ou mais (o padrão é uma por núcleo)
cli-svg-bad-arrow = "{ $item }" não pode ser lido: uma seta é uma letra de cor (G verde, R vermelho, Y amarelo ou B azul) e duas casas, como Ge2e4; vírgulas entre as setas
cli-svg-bad-circle = "{ $item }" não pode ser lido: um círculo é uma letra de cor (G verde, R vermelho, Y amarelo ou B azul) e uma casa, como Gd4; vírgulas entre os círculos
cli-lang-unknown = idioma desconhecido "{ $value }": as mensagens estão em en, fr, vi ou pt; as letras das peças também em de, es, it, nl ou figurine
cli-man-no-command = man não tem o comando "{ $name }": use um destes: { $names }
cli-man-name = NOME
cli-man-synopsis = SINOPSE
cli-man-description = DESCRIÇÃO
cli-man-version = VERSÃO
cli-man-authors = AUTORES
cli-man-commands = COMANDOS
cli-man-options = OPÇÕES
cli-fmt-respelled = { $moves } { $moves ->
        [0] lances reescritos
        [one] lance reescrito
       *[other] lances reescritos
    } como a SAN { $moves ->
        [0] os escreve
        [one] o escreve
       *[other] os escreve
    } (pgn check { $moves ->
        [0] os lista
        [one] o lista
       *[other] os lista
    }; --report ARQUIVO { $moves ->
        [0] os registra
        [one] o registra
       *[other] os registra
    })
cli-pgn-respelled = ; { $moves } { $moves ->
        [0] lances lidos
        [one] lance lido
       *[other] lances lidos
    } numa grafia diferente da SAN (cada um indicado acima)
cli-not-read-whole = ; não foi possível ler a entrada por inteiro
cli-inputs-not-read-whole = ; { $failed } das { $inputs } entradas { $failed ->
        [0] não puderam ser lidas por inteiro
        [one] não pôde ser lida por inteiro
       *[other] não puderam ser lidas por inteiro
    }
cli-stats-games = partidas
cli-stats-plies = meio-lances
cli-stats-errors = partidas com erros
cli-stats-results = resultados
cli-stats-openings = aberturas mais jogadas (a posição com nome mais avançada de cada partida):
cli-no-opening = sem nome: os dados de aberturas não dão nome a esta posição
cli-winnable-mate = { $side ->
        [white] as Brancas
       *[black] as Pretas
    } podem dar mate: { $moves }
cli-winnable-probably = { $side ->
        [white] as Brancas
       *[black] as Pretas
    }: provavelmente vencível (a forma rápida não achou prova de que não podem dar mate)
cli-winnable-undetermined = { $side ->
        [white] as Brancas
       *[black] as Pretas
    }: indeterminado (nem mate nem prova de que não há, { $positions ->
        [0] sem posições
        [one] em uma única posição
       *[other] em { $positions } posições
    })
cli-winnable-dead = posição morta: nenhum dos lados pode dar mate
cli-filter-no-tag = "{ $text }" não começa com o nome de uma tag: escreva TAG=VALOR, TAG>=VALOR ou TAG~PALAVRAS
cli-filter-no-op = depois do nome da tag vem =, !=, <, <=, >, >= ou ~
cli-filter-no-value = falta o valor a comparar
cli-filter-two-ops = dois sinais de comparação seguidos: escreva >=, <= ou != (o sinal de ordem primeiro), ou um só sinal
cli-filter-bad-material = "{ $text }": '{ $letter }' não é letra de peça; escreva o material como KRPkr (as peças das Brancas em maiúsculas)
cli-filter-bad-plies = "{ $text }" não é um número de meio-lances: escreva MIN..MAX, MIN.., ..MAX ou N
cli-filter-bad-position = a FEN de --position não é uma posição legal
cli-filter-summary = { $kept } de { $games } { $games ->
        [0] partidas mantidas
        [one] partida mantida
       *[other] partidas mantidas
    }
cli-dedup-repeats = a partida { $game } ({ $file }) repete a partida { $first }
cli-dedup-summary = { $kept } de { $games } { $games ->
        [0] partidas mantidas
        [one] partida mantida
       *[other] partidas mantidas
    }; { $repeated } { $repeated ->
        [0] repetições descartadas
        [one] repetição descartada
       *[other] repetições descartadas
    }
cli-export-summary = { $games } { $games ->
        [0] partidas exportadas
        [one] partida exportada
       *[other] partidas exportadas
    } ({ $errors } com erros) para { $out } ({ $files } { $files ->
        [0] arquivos
        [one] arquivo
       *[other] arquivos
    }) em { $seconds } s
cli-export-summary-positions = { $games } { $games ->
        [0] partidas exportadas
        [one] partida exportada
       *[other] partidas exportadas
    } ({ $errors } com erros) e { $positions } { $positions ->
        [0] posições
        [one] posição
       *[other] posições
    } para { $out } ({ $files } { $files ->
        [0] arquivos
        [one] arquivo
       *[other] arquivos
    }) em { $seconds } s
cli-export-errors-tip = { $errors ->
        [0] as { $errors } partidas com erros têm suas linhas, com ok = false e o primeiro erro de cada uma em parse_error
        [one] a partida com erros tem sua linha, com ok = false e seu primeiro erro em parse_error
       *[other] as { $errors } partidas com erros têm suas linhas, com ok = false e o primeiro erro de cada uma em parse_error
    }; `rankfile pgn check` diz onde
cli-export-exists = { $table } já contém uma tabela: adicione --force para substituí-la, ou indique outro --out
cli-export-not-folder = { $out } é um arquivo, não uma pasta: --out indica a pasta onde as tabelas são escritas
cli-export-unfinished = { $table } contém uma tabela inacabada (sem _SUCCESS: uma exportação anterior parou antes do fim): adicione --force para escrevê-la de novo, ou indique outro --out
cli-export-input-inside = a entrada { $input } está dentro de { $table }, onde a tabela é escrita: mova-a antes, ou indique outro --out
cli-export-orphans = { $table } contém { $files ->
        [0] { $files } arquivos parciais temporários ocultos
        [one] 1 arquivo parcial temporário oculto
       *[other] { $files } arquivos parciais temporários ocultos
    } (.part-….tmp) de uma exportação encerrada à força antes de poder removê-los: adicione --force para removê-los e escrever a tabela, ou indique outro --out
cli-export-orphans-removed = { $files ->
        [0] removidos { $files } arquivos parciais temporários deixados por uma exportação encerrada à força
        [one] removido 1 arquivo parcial temporário deixado por uma exportação encerrada à força
       *[other] removidos { $files } arquivos parciais temporários deixados por uma exportação encerrada à força
    }
cli-export-kept = { $file } foi mantido: nenhuma tabela o escreveu, então --force o deixa onde está
cli-export-stopped = as tabelas em { $out } não estão completas e não têm _SUCCESS: { $files ->
        [0] { $files } arquivos de parte concluídos foram mantidos
        [one] { $files } arquivo de parte concluído foi mantido
       *[other] { $files } arquivos de parte concluídos foram mantidos
    }, e nenhum ficou pela metade
cli-export-again = rode o mesmo comando de novo com --force para escrevê-las por inteiro
cli-hint-disk-full = o disco está cheio: libere espaço e rode o mesmo comando de novo
cli-hint-cannot-write-here = não é possível escrever nessa pasta: escreva em outra pasta, ou mude as permissões dela
cli-standard-output = a saída padrão
cli-interrupted = interrompido por Ctrl-C antes do fim das entradas
cli-outputs-left = nada foi escrito em { $files }
cli-stopping = parando após a partida atual (Ctrl-C de novo para parar na hora)
cli-terminated = interrompido por SIGTERM antes do fim das entradas
cli-hung-up = interrompido por SIGHUP (seu terminal foi fechado) antes do fim das entradas
cli-stopping-signal = parando após a partida atual ({ $signal } de novo para parar na hora)
cli-output-is-stdin = { $output } é o arquivo que a entrada padrão lê (< { $output }): o rankfile nunca escreve sobre sua entrada; escreva em outro arquivo e depois renomeie-o
cli-stdout-is-stdin = a saída padrão está redirecionada para o arquivo que a entrada padrão lê: com > o shell esvazia o arquivo antes que o rankfile possa lê-lo; escreva em outro arquivo e depois renomeie-o
cli-stdout-appends-input = a saída padrão é acrescentada ao fim da entrada { $input } (>>): o rankfile leria o que escreve, sem fim; escreva em outro arquivo
cli-stdout-appends-stdin = a saída padrão é acrescentada ao fim do arquivo que a entrada padrão lê (>> e < nomeiam o mesmo arquivo): o rankfile leria o que escreve, sem fim; escreva em outro arquivo
input-cannot-read-after = não foi possível ler { $file } depois da partida { $games } (as partidas anteriores foram lidas; a leitura segue na próxima entrada)
cli-waiting-pgn = lendo PGN da entrada padrão; Ctrl-D termina
input-cannot-open = não foi possível abrir { $file }
cli-cannot-write = não foi possível escrever { $file }
cli-output-is-input = { $output } é a entrada { $input } (o mesmo arquivo, com outro nome ou por um link): o rankfile nunca escreve sobre sua entrada; escreva em outro arquivo e depois renomeie-o
cli-outputs-same = { $output } e { $earlier } são o mesmo arquivo: dê a cada saída um nome próprio
cli-stdout-is-input = a saída padrão está redirecionada para a entrada { $input }: com > o shell esvazia o arquivo antes que o rankfile possa lê-lo; escreva em outro arquivo e depois renomeie-o
input-cannot-read = não foi possível ler { $file }
io-not-found = o arquivo ou a pasta não existe
io-permission-denied = permissão negada
io-is-a-directory = é uma pasta, não um arquivo
cli-progress = { $games } { $games ->
        [0] partidas
        [one] partida
       *[other] partidas
    }, { $rate } partidas/s
cli-serving = servindo o visualizador em { $url } (Ctrl-C encerra)
cli-cannot-serve = não foi possível servir em { $address }
cli-port-taken = a porta { $port } está ocupada (outro rankfile serve?): escolha outra com --addr 127.0.0.1:8081, ou --addr 127.0.0.1:0 para qualquer porta livre
cli-bad-address = { $text } não é um endereço em que se possa escutar; por exemplo 127.0.0.1:8080 (só esta máquina), 0.0.0.0:8080 (também a rede) ou só uma porta: 8081
cli-bad-origin = { $text } não é uma origem: escreva um esquema e um host, e uma porta se preciso, por exemplo https://chess.example ou http://localhost:3000
cli-bad-port = { $port } não é uma porta: uma porta é um número de 0 a 65535 (8080 por padrão; 0 deixa o sistema escolher)

## A página web. A página preenche as variáveis sozinha: aqui, nenhuma
## expressão de seleção; as contagens vêm em pares -one / -other.

web-title = Visualizador do rankfile
web-viewer = visualizador
web-mode = Modo
web-tab-play = Jogar
web-tab-edit = Editar
web-tab-pgn = PGN
web-tab-practice = Treino
web-language = Idioma
web-board = Tabuleiro
web-board-help = Tabuleiro de xadrez: um botão para cada casa; as teclas de seta passam de uma casa a outra, Enter escolhe uma peça e o seu destino
web-flip = Girar
web-flip-title = Girar o tabuleiro (f)
web-undo = Desfazer
web-undo-title = Desfazer o último lance, ou a última edição no editor (u)
web-reset = Nova partida
web-reset-title = Voltar à posição inicial
web-copy-pgn = Copiar PGN
web-copy-pgn-title = Copiar a partida em PGN
web-copy-fen = Copiar FEN
web-copy-fen-title = Copiar a FEN (tal como foi lida, no modo tolerante)
web-image = Baixar imagem
web-image-title = Baixar o tabuleiro como está, com suas setas, círculos e o último lance
web-image-format = Formato da imagem
web-image-size = Tamanho da imagem em pixels
web-mark-color = Cor das setas e dos círculos
web-mark-color-title = A cor das setas e dos círculos (arrastar com o botão direito, ou um toque longo na tela sensível ao toque)
web-color-green = Verde
web-color-red = Vermelho
web-color-blue = Azul
web-color-yellow = Amarelo
web-embed-board = Tabuleiro: { $fen }
web-embed-after = Tabuleiro depois de { $san }: { $fen }
web-embed-no-game = O PGN não contém nenhuma partida.
web-embed-problem = Linha { $line }, coluna { $column }: { $message } — os lances anteriores são mostrados.
web-copy-loaded = Copiar partida carregada
web-copy-loaded-title = Copiar a partida carregada tal como era, com comentários, NAGs e variantes
web-type-move = Digite um lance
web-play = Jogar
web-promote-to = Promover a
web-queen = Dama
web-rook = Torre
web-bishop = Bispo
web-knight = Cavalo
web-cancel = Cancelar
web-lenient = tolerante (corrige o que pode ser corrigido, e avisa)
web-editor = Editor de tabuleiro
web-editor-help = Escolha uma peça e clique nas casas para colocá-la (clique de novo para retirá-la); arraste as peças para movê-las.
web-palette = Peça a colocar
web-side-to-move = Quem joga
web-white = Brancas
web-black = Pretas
web-castling = Direitos de roque
web-en-passant = Casa de en passant
web-halfmove = Contador de meio-lances
web-fullmove = Número do lance completo
web-empty-board = Tabuleiro vazio
web-starting-position = Posição inicial
web-paste-games = Cole uma ou mais partidas
web-load = Carregar
web-game = Partida
web-step = Percorrer a partida
web-first = Primeira posição (Home)
web-prev = Lance anterior (←)
web-next = Próximo lance (→)
web-last = Última posição (End)
web-practice = Treino: exercícios de FEN e SAN
web-new-exercise = Novo exercício
web-six-fields = Os seis campos
web-fields-after-answer = A tabela dos seis campos volta a aparecer quando a resposta for mostrada; antes disso, ela entregaria a resposta.
web-field = Campo
web-value = Valor
web-meaning = Significado
web-moves = Lances
web-moves-played = Lances jogados
web-edit-help = Clique com o botão direito num lance, mantenha-o pressionado, ou tecle m sobre ele para editar a partida ali.
web-edit-menu = Editar a partida aqui
web-edit-promote = Promover variante
web-edit-main-line = Tornar linha principal
web-edit-delete = Apagar a partir daqui
web-edit-comment = Comentário…
web-edit-comment-label = Comentário depois do lance
web-edit-save = Salvar
web-edit-cancel = Cancelar
web-edit-glyph = Sinal do lance
web-edit-assessment = Avaliação da posição
web-edit-none = limpar
web-edit-done = Partida editada (u desfaz)
web-game-as-pgn = A partida em PGN
web-footer = rankfile: todas as respostas aqui vêm da biblioteca rankfile, nesta máquina. Peças: o conjunto próprio do rankfile.
web-empty = vazia
web-sq-bad-rank = a fileira { $rank } não pode ser lida
web-sq-selected = selecionada
web-sq-last = último lance
web-sq-marked = envolvida num problema
web-sq-dest = destino legal
web-sq-check = em xeque
web-read-as = Lida como: { $fen }
web-not-legal-one = Não é uma posição legal: { $n } problema.
web-not-legal-other = Não é uma posição legal: { $n } problemas.
web-checkmate-white-wins = Xeque-mate: as Brancas vencem.
web-checkmate-black-wins = Xeque-mate: as Pretas vencem.
web-stalemate = Afogamento: empate.
web-to-move-white = As Brancas jogam.
web-to-move-black = As Pretas jogam.
web-to-move-white-check = As Brancas jogam, em xeque.
web-to-move-black-check = As Pretas jogam, em xeque.
web-legal-moves-one = { $n } lance legal.
web-legal-moves-other = { $n } lances legais.
web-legal = Uma posição legal.
web-move-refused = o lance não pode ser jogado
web-hint = Dica
web-illegal-click = Nenhum lance legal vai de { $from } a { $to }: as casas marcadas com um ponto são aquelas para onde essa peça pode ir.
web-edit-bad-rank = A fileira { $rank } (“{ $text }”) não pode ser lida: o tabuleiro a mantém como foi escrita. Corrija-a na caixa da FEN para colocar peças nela.
web-edit-no-board-one = O posicionamento das peças na caixa da FEN tem { $n } fileira, não 8: o tabuleiro não pode mostrá-lo. Corrija-o na caixa da FEN, ou aperte “Tabuleiro vazio” ou “Posição inicial”.
web-edit-no-board-other = O posicionamento das peças na caixa da FEN tem { $n } fileiras, não 8: o tabuleiro não pode mostrá-lo. Corrija-o na caixa da FEN, ou aperte “Tabuleiro vazio” ou “Posição inicial”.
web-edit-fields-locked-one = A caixa da FEN tem { $n } campo, não 6: os campos ficam como foram escritos até serem corrigidos lá (uma correção acima pode oferecer isso); depois estes controles os definem.
web-edit-fields-locked-other = A caixa da FEN tem { $n } campos, não 6: eles ficam como foram escritos até serem corrigidos lá (uma correção acima pode oferecer isso); depois estes controles os definem.
web-trimmed = Os espaços e quebras de linha em volta da FEN colada foram retirados.
web-fix-single-spaces = Usar espaços simples
web-control-lenient = a caixa “tolerante”
web-control-chess960 = a caixa “Regras do Chess960” do editor
web-tag-Event = Evento
web-tag-Site = Local
web-tag-Date = Data
web-tag-Round = Rodada
web-tag-White = Brancas
web-tag-Black = Pretas
web-tag-Result = Resultado
web-tag-WhiteElo = Elo das Brancas
web-tag-BlackElo = Elo das Pretas
web-tag-WhiteTitle = Título das Brancas
web-tag-BlackTitle = Título das Pretas
web-tag-ECO = Código ECO
web-tag-Opening = Abertura
web-tag-Variation = Variante
web-tag-TimeControl = Ritmo de jogo
web-tag-Termination = Término
web-tag-Annotator = Comentarista
web-tag-PlyCount = Meio-lances
web-tag-SetUp = Posição montada
web-tag-FEN = FEN
web-tag-Variant = Modalidade
web-tag-EventDate = Data do evento
web-tag-UTCDate = Data UTC
web-tag-UTCTime = Hora UTC
web-error-too-large = O texto é grande demais para o servidor (no máximo 1 MiB).
web-error-timeout = O servidor demorou demais para responder; tente de novo com menos texto.
web-error-busy = O servidor está ocupado; tente de novo daqui a pouco.
web-error-server-error = O servidor falhou; tente de novo.
web-error-internal = O servidor falhou; tente de novo.
web-error-bad-json = A página enviou uma requisição que o servidor não conseguiu ler; recarregue a página.
web-error-bad-content-type = A página enviou uma requisição que o servidor não conseguiu ler; recarregue a página.
web-error-http = O servidor respondeu com o status { $status }.
web-colon = {": "}
web-where-field = campo { $field }
web-where-field-column = campo { $field }, caractere { $column }
web-error = Erro
web-warning = Aviso
web-still = Continua { $after }: { $why }
web-changed-from = Era { $before }: { $why }
web-not-fen = O texto não pode ser lido como uma FEN: veja os problemas acima.
web-copy-note-tree = “Copiar PGN” traz a partida carregada, com seus comentários, NAGs e variantes, e os lances jogados aqui como variantes ({ $own }). “Copiar partida carregada” copia a partida tal como foi carregada.
web-copy-note-truncated = A partida é mais longa do que a página mostra: “Copiar PGN” traz só o que é mostrado; “Copiar partida carregada” traz tudo.
web-opening = Abertura: { $eco } { $name }
web-unplayed = Mantido como escrito: este lance não pôde ser jogado (veja os problemas), nem o resto da sua linha
web-game-opening = Abertura (pelos lances)
web-fix-en-passant = Usar { $square }
web-fix-en-passant-none = Esvaziar o campo de en passant (-)
web-fix-flip-ranks = Inverter as fileiras
web-fix-swap-cases = Trocar maiúsculas e minúsculas
web-fix-change-case = Dar a peça de { $square } ao outro lado
web-fix-switch-side = Passar a vez ao outro lado
web-fix-drop-castling = Retirar { $letters }
web-fix-fullmove-one = Escrever 1 (toda partida começa no lance 1)
web-fix-complete-fields = Completá-la: as Brancas jogam, direitos de roque { $letters } (reis e torres em suas casas; é uma suposição), sem en passant, contadores 0 e 1
web-fix-root = corrige todos os erros
web-fix-read-as = Usar esta FEN
web-polyglot = Chave Polyglot
web-share = Compartilhar
web-share-title = Copiar um link para a página como está: a posição, a partida, a orientação do tabuleiro, a aba e o idioma
web-what-link = o link para esta página
web-continue = Continuar daqui
web-exercise = Exercício
web-show-answer = Ver a resposta
web-next-step = Próximo
web-lesson-start = A FEN inicial: quem joga e os direitos de roque
web-lesson-e4 = 1.e4: prever os seis campos
web-lesson-changes = Que campos mudam: um cavalo, uma captura, uma torre, um peão
web-lesson-spanish = SAN: a abertura espanhola
web-lesson-mate = SAN: mate no segundo lance
web-lesson-random = Um lance ao acaso: prever os seis campos
web-lesson-start-task = A posição inicial: { $fen }. Quem joga, e que direitos de roque existem? Escreva o campo 2 e o campo 3 como a FEN os escreve.
web-score-of = Acertos: { $right } de { $total }.
web-lesson-ep-conventions = O campo de en passant: o padrão PGN escreve a casa por onde o peão passou depois de cada avanço duplo ({ $square }, como o rankfile escreve); o lichess e o python-chess só a escrevem quando uma captura en passant é possível, e - nos outros casos. Aqui nenhuma captura é possível: as duas formas estão certas.
web-lesson-step-knight = As Pretas jogam { $san }, um lance tranquilo de cavalo. Que campos mudam? Marque-os e veja a resposta.
web-lesson-step-capture = As Pretas jogam { $san }, uma captura. Que campos mudam? Marque-os e veja a resposta.
web-lesson-step-rook = As Pretas jogam { $san }, um lance de torre. Que campos mudam? Marque-os e veja a resposta.
web-lesson-step-pawn = As Brancas jogam { $san }, um lance de peão. Que campos mudam? Marque-os e veja a resposta.
web-lesson-changes-start = Marque os campos que o lance muda.
web-lesson-line-spanish = Jogue a abertura espanhola, com lances de peão, cavalo e bispo e depois o roque pequeno: { $line }
web-lesson-line-mate = Jogue uma partida inteira que termina em mate no segundo lance: { $line }
web-lesson-line-start = Jogue os lances no tabuleiro, ou digite-os.
web-lesson-line-good = ✓ { $san }: { $done } de { $total }.
web-lesson-line-wrong = ✗ { $san } não é o lance da linha: é { $expected }. Desfaça e jogue-o.
web-lesson-line-done = ✓ A linha inteira foi jogada.
web-chess960-rules = Regras do Chess960
web-chess960-number = Número da posição inicial
web-chess960-set = Montar
web-chess960-random = Aleatória
web-castling-unavailable = { $right }: o rei ou a torre não está na sua casa
web-ep-impossible = { $square } (impossível aqui)
# $what é um dos web-what-* ("a FEN", "a partida", "o link"): a frase não
# pede concordância com ele.
web-copied = Copiado para a área de transferência: { $what }.
web-copy-fallback = Na caixa abaixo está { $what }: selecione e copie.
web-what-fen = a FEN
web-what-fen-read = a FEN tal como foi lida ({ $fen }), e não como foi digitada
web-what-fen-typed = a FEN tal como foi digitada (não é uma posição legal)
web-what-game = a partida (PGN)
web-what-loaded = a partida carregada (PGN, com os seus comentários, NAGs e variantes)
web-pgn-illegal-one = Esta posição não é legal ({ $n } problema): outros programas vão recusar um PGN dela. Clique de novo em “Copiar PGN” para copiá-lo mesmo assim.
web-pgn-illegal-other = Esta posição não é legal ({ $n } problemas): outros programas vão recusar um PGN dela. Clique de novo em “Copiar PGN” para copiá-lo mesmo assim.
web-remove-pieces = retirar peças
web-no-game = Nenhuma partida neste texto.
web-games-cut = Só as primeiras { $shown } partidas são mostradas aqui; para o arquivo inteiro, use a linha de comando: rankfile pgn check ARQUIVO.
web-pgn-problem = Linha { $line }, coluna { $column }: { $message } ({ $code })
web-ply = meio-lance { $ply } de { $total }
web-rest-not-shown = (o resto não é mostrado)
web-practice-task-white = A partir de { $fen }, as Brancas jogam { $san }. Quais são os seis campos depois desse lance?
web-practice-task-black = A partir de { $fen }, as Pretas jogam { $san }. Quais são os seis campos depois desse lance?
web-practice-start = As caixas começam com os campos de antes do lance: mude o que o lance muda.
web-unchanged = inalterado
web-score = Acertos: { $right } de 6.

## Material signatures

material-bad-letter = '{ $letter }' não é letra de peça
material-bad-letter-hint = escreva o material como KRPkr (as peças das Brancas em maiúsculas)

## UCI moves, and moves played

uci-illegal = { $input }: não é um lance legal nesta posição
uci-syntax = "{ $input }" não é um lance UCI
uci-syntax-hint = esperado: casa de origem, casa de destino e uma letra de promoção opcional, como e2e4 ou e7e8q
move-illegal = { $mv } não é um lance legal nesta posição
square-bad = não é uma casa: esperada uma coluna a-h e uma fileira 1-8, como e4
position-illegal = posição ilegal: { $problems }
lang-unknown = idioma desconhecido "{ $code }": esperado en, fr, de, es, it, pt, nl, vi ou figurine
input-not-pgn = { $file } não é um arquivo PGN: { $why }
input-nul-byte = o byte { $byte } é NUL, entre muitos bytes que nenhum texto contém (um banco de dados ou um arquivo compactado? Exporte antes as suas partidas para PGN)
input-control-bytes = { $bad } { $bytes ->
        [0] dos seus primeiros { $bytes } bytes
        [one] do seu primeiro byte
       *[other] dos seus primeiros { $bytes } bytes
    } { $bad ->
        [0] são caracteres de controle
        [one] é um caractere de controle
       *[other] são caracteres de controle
    } que nenhum texto contém (um banco de dados ou um arquivo compactado? Exporte antes as suas partidas para PGN)
input-utf16 = parece estar em UTF-16 sem marca de ordem de bytes: indique --encoding { $label }, ou salve-o em UTF-8
input-archive = é { $kind }, que o rankfile não abre: extraia dele o PGN antes
input-trailing-zeros = { $file } termina com { $bytes ->
        [0] { $bytes } bytes zero (preenchimento) depois do seu último fluxo compactado completo: todas as partidas antes deles foram lidas, e eles foram deixados de lado
        [one] { $bytes } byte zero (preenchimento) depois do seu último fluxo compactado completo: todas as partidas antes dele foram lidas, e ele foi deixado de lado
       *[other] { $bytes } bytes zero (preenchimento) depois do seu último fluxo compactado completo: todas as partidas antes deles foram lidas, e eles foram deixados de lado
    }
input-trailing-bytes = { $file } termina com { $bytes ->
        [0] { $bytes } bytes que não começam nenhum fluxo depois do seu último fluxo compactado completo: todas as partidas antes deles foram lidas, e eles foram deixados de lado
        [one] { $bytes } byte que não começa nenhum fluxo depois do seu último fluxo compactado completo: todas as partidas antes dele foram lidas, e ele foi deixado de lado
       *[other] { $bytes } bytes que não começam nenhum fluxo depois do seu último fluxo compactado completo: todas as partidas antes deles foram lidas, e eles foram deixados de lado
    }
cli-unknown-encoding = “{ $label }” não é o nome de nenhuma codificação: indique um nome do Encoding Standard, como windows-1252, windows-1251, iso-8859-7, koi8-r, utf-16le ou shift_jis

## Motores (rankfile-engine, `rankfile analyse`, `pgn annotate`)
engine-stage-handshake = a inicialização (uci)
engine-stage-ready = a resposta a isready
engine-stage-option = o ajuste de uma opção (setoption)
engine-stage-search = a análise de { $fen }
engine-exit-code = código de saída { $code }
engine-exit-signal = sinal { $signal }
engine-not-found = nenhum motor em { $engine }
engine-not-executable = { $engine } não pode ser executado: { $reason }
engine-not-uci = { $engine } não respondeu como um motor UCI
engine-not-uci-said = { $engine } não respondeu como um motor UCI; ele escreveu: { $said }
engine-died = { $engine } parou durante { $during }
engine-died-status = { $engine } parou durante { $during } ({ $status })
engine-timeout = { $engine } ficou { $seconds } s sem responder durante { $during } e foi encerrado
engine-fault-number = o campo { $field } não é um número, e sim "{ $value }"
engine-fault-illegal = { $uci } não é um lance legal em { $fen }
engine-bad-reply = { $engine } enviou "{ $line }": { $fault }
engine-no-such-option = { $engine } não tem a opção { $name }; as opções dele são: { $known }
engine-no-limit = uma busca sem limite nunca terminaria
engine-hint-limit = indique uma profundidade, um número de nós, um tempo ou um mate a encontrar
engine-no-multipv = foram pedidas { $lines } linhas, mas { $engine } não tem a opção MultiPV
engine-hint-install = instale o Stockfish (apt-get install stockfish, brew install stockfish) ou indique o caminho do motor
engine-hint-executable = indique o próprio programa do motor, com permissão de execução (chmod +x)
engine-hint-uci = o rankfile fala UCI: indique um motor UCI como o Stockfish (um motor XBoard precisa de um adaptador como o PolyGlot)
engine-hint-died = execute o motor manualmente para ver por que ele para; a memória (Hash) ou o número de threads pode ser demais para esta máquina
engine-hint-timeout = dê ao motor um tempo de espera maior ou um limite menor
engine-hint-bad-reply = o motor não segue o UCI aqui: tente outro motor ou outra versão
engine-hint-option = indique uma das opções do motor, escrita como ele a lista
engine-hint-multipv = peça uma só linha a este motor, ou use um motor com MultiPV
cli-engine-none = nenhum motor indicado, e nenhum stockfish no PATH nem em /usr/games
cli-engine-option-form = "{ $text }" não está na forma NOME=VALOR: escreva --option Threads=2
cli-analyse-engine = { $engine }, profundidade { $depth }
cli-analyse-best = melhor lance: { $san }
cli-analyse-mated = nenhum lance: quem joga levou xeque-mate
cli-analyse-no-move = nenhum lance: afogamento
cli-annotate-done = { $games ->
        [0] { $games } partidas anotadas
        [one] 1 partida anotada
       *[other] { $games } partidas anotadas
    }: { $evals ->
        [0] { $evals } avaliações
        [one] 1 avaliação
       *[other] { $evals } avaliações
    }
cli-annotate-judged = julgamentos: { $inaccuracies ->
        [0] { $inaccuracies } imprecisões (?!)
        [one] 1 imprecisão (?!)
       *[other] { $inaccuracies } imprecisões (?!)
    }, { $mistakes ->
        [0] { $mistakes } erros (?)
        [one] 1 erro (?)
       *[other] { $mistakes } erros (?)
    }, { $blunders ->
        [0] { $blunders } capivaradas (??)
        [one] 1 capivarada (??)
       *[other] { $blunders } capivaradas (??)
    }
cli-annotate-failed = o motor falhou na partida { $game } ({ $who }); nada foi escrito
cli-annotate-broken = { $games ->
    [0] { $games } partidas têm erros: cada uma foi anotada até onde seus lances podem ser jogados (rankfile pgn check diz onde)
    [one] 1 partida tem erros: ela foi anotada até onde seus lances podem ser jogados (rankfile pgn check diz onde)
   *[other] { $games } partidas têm erros: cada uma foi anotada até onde seus lances podem ser jogados (rankfile pgn check diz onde)
  }
api-no-engine = este servidor não roda nenhum motor: quem o administra o inicia com rankfile serve --engine CAMINHO (Stockfish: apt-get install stockfish)
api-search-running = sua busca anterior ainda está rodando: peça de novo quando ela responder
api-engine-busy = o motor está ocupado com outras buscas: peça de novo em alguns segundos
api-bad-limit = depth vai de 1 a { $depth }, movetime vai de 1 a 60.000 milissegundos, multipv vai de 1 a { $lines }
web-eval-bar = Chances de vitória das Brancas, segundo o motor
web-eval-depth = profundidade { $depth }

## Posições mortas: quem ainda pode dar mate (Leis do Xadrez da FIDE, 5.2.2 e 6.9)

winnable-lone-king = { $side ->
        [white] as Brancas
       *[black] as Pretas
    } só têm o rei
winnable-lone-knight = { $side ->
        [white] as Brancas
       *[black] as Pretas
    } só têm um cavalo, e o outro lado nada tem para bloquear o próprio rei além de damas, que capturariam o cavalo
winnable-bishops-one-colour = { $side ->
        [white] as Brancas
       *[black] as Pretas
    } só têm bispos, todos em casas de uma mesma cor, e não resta peão nem cavalo para bloquear uma casa da outra cor
winnable-sealed = { $side ->
        [white] as Brancas
       *[black] as Pretas
    } não podem dar mate em nenhuma estrutura de peões que a partida ainda pode alcançar (os peões agora em { $squares })
winnable-searched = { $side ->
        [white] as Brancas
       *[black] as Pretas
    } não dão mate { $positions ->
        [0] em nenhuma posição que a partida ainda pode alcançar
        [one] na única posição que a partida ainda pode alcançar
       *[other] em nenhuma das { $positions } posições que a partida ainda pode alcançar
    }
winnable-dead = posição morta: nenhum dos lados pode dar mate ({ $white }; { $black })
winnable-dead-sealed = posição morta: nenhum dos lados pode dar mate em nenhuma estrutura de peões que a partida ainda pode alcançar (os peões agora em { $squares })
