### rankfile's messages in English.
###
### The library renders English itself; this catalog holds the same
### sentences so that every language is rendered the same way, and a test
### keeps the two equal. Variables:
###   a piece  $x is its name ("white knight"), $x-color (white, black) and
###            $x-role (king, queen, rook, bishop, knight, pawn) select;
###   a side   $color is white or black, to select on;
###   a role   $role is its name (role-king … role-pawn) and $role-role
###            (king, queen, rook, bishop, knight, pawn) selects;
###   a field  $field is the field's name (field-1 … field-6);
###   a list   $x is the items joined (list-separator, list-and), and
###            $x-count their number.

## Words the others are made of.

list-separator = {", "}
list-and = {" and "}
list-or = {" or "}
diag-error = error
diag-warning = warning
diag-hint = hint
diag-colon = {": "}
decimal-separator = {"."}
piece-white-king = white king
piece-white-queen = white queen
piece-white-rook = white rook
piece-white-bishop = white bishop
piece-white-knight = white knight
piece-white-pawn = white pawn
piece-black-king = black king
piece-black-queen = black queen
piece-black-rook = black rook
piece-black-bishop = black bishop
piece-black-knight = black knight
piece-black-pawn = black pawn
role-king = king
role-queen = queen
role-rook = rook
role-bishop = bishop
role-knight = knight
role-pawn = pawn
field-1 = placement
field-2 = side to move
field-3 = castling
field-4 = en passant
field-5 = halfmove clock
field-6 = fullmove number

## The library's messages: FEN, legality, SAN, PGN, EPD, explanations.

castling-king-moved-hint = remove { $letter } from the castling field: once the king has moved, that right is lost
castling-no-king = castling right { $letter }: no { $color } king on { $sq }
castling-no-rook = castling right { $letter }: no { $color } rook on { $sq }
castling-or-chess960-hint = { $hint }; or, if this is Chess960, read it as Chess960 (--chess960)
castling-rook-moved-hint = remove { $letter } from the castling field: once the rook has moved or been taken, that right is lost
castling-why-order = the letters put in KQkq order
castling-why-repeated = a repeated letter dropped
castling-why-shredder = Shredder-FEN files read as K/Q/k/q
cause-reversed = follows from the ranks written from rank 1 up
cause-reversed-or-swapped = follows from the ranks written from rank 1 up, or the cases swapped
cause-swapped = follows from the cases swapped
cause-wrong-case = may follow from the { $written } on { $sq }, which should be { $letter }
change-castled-king-side = { $us ->
        [white] White
       *[black] Black
    } castled kingside: the king went from { $from } to { $to } and the rook from { $rook }
change-castled-queen-side = { $us ->
        [white] White
       *[black] Black
    } castled queenside: the king went from { $from } to { $to } and the rook from { $rook }
change-castling = { $lost } lost: { $reason }
change-ep-cleared = en passant target cleared: it lasts one move only
change-ep-set = en passant target { $sq }: the pawn passed it on its double step from { $from } to { $to }
change-fullmove = fullmove number + 1: Black has moved
change-halfmove-capture = halfmove clock reset: a capture
change-halfmove-pawn = halfmove clock reset: a pawn moved
change-halfmove-up = halfmove clock + 1: neither a pawn move nor a capture
change-lost-king = the { $us } king moved
change-lost-rook-left = the rook left { $from }
change-lost-rook-left-and-taken = the rook left { $from }, and the rook on { $to } was taken
change-lost-rook-taken = the rook on { $to } was taken
change-moved = the { $piece } moved from { $from } to { $to }
change-placement = { $moved }{ $taking }{ $promotion }
change-promoted = , and became a { $role }
change-side = each move passes the turn: { $turn ->
        [white] White
       *[black] Black
    } to move
change-taking = , taking the { $captured } on { $to }
change-taking-ep = , taking the pawn on { $on } en passant
empty-square = empty square { $sq }
epd-bad-move = { $opcode }: { $error }
epd-bad-opcode = "{ $opcode }" is no opcode: an opcode is a letter, then letters, digits or _, 14 at most
epd-bad-opcode-hint = each operation is an opcode, its operands, then ;: bm Nf3;
epd-empty-operation = a ; with no operation before it
epd-empty-operation-hint = remove the extra ;
epd-stray-dash = a - after the en passant field: an EPD line has four fields
epd-stray-dash-hint = remove the second -
epd-fen-clocks = { $halfmove } { $fullmove } are a FEN's clocks: an EPD line has four fields, then operations
epd-fen-clocks-hint = write them as operations, hmvc { $halfmove }; fmvn { $fullmove };, or check the line as a FEN
epd-duplicate-opcode = { $opcode } is given twice
epd-duplicate-opcode-hint = give each opcode once, with all its operands
epd-field-count = an EPD line starts with four fields: placement, side to move, castling, en passant
epd-field-count-hint = for example: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;
epd-missing-semicolon = the operation { $opcode } has no ; at its end
epd-missing-semicolon-hint = end each operation with ;
epd-no-move = { $opcode } takes at least one move
epd-no-move-hint = for example: { $opcode } Nf3;
epd-not-count = { $opcode }: "{ $word }" is not a whole number, 0 or more
epd-not-epd = not an EPD line
epd-not-integer = { $opcode }: "{ $word }" is not a whole number
epd-number-hint = for example: { $opcode } 12;
epd-one-number = { $opcode } takes one number
epd-one-string = { $opcode } takes one string in double quotes
epd-one-string-hint = for example: { $opcode } "WAC.001";
epd-unclosed-string = a string opened with " is never closed
epd-unclosed-string-hint = close it with " before the ;
epd-unquoted-string = { $opcode } takes a string in double quotes
epd-unquoted-string-hint = write { $opcode } "{ $s }";
explain-960-right = Chess960, { $notation } for { $color ->
        [white] White
       *[black] Black
    }: the rook on { $rook }; the king goes to { $king_to } and the rook to { $rook_to }; { $empty } must be empty, and { $walked } not attacked.
explain-960-right-nothing-between = Chess960, { $notation } for { $color ->
        [white] White
       *[black] Black
    }: the rook on { $rook }; the king goes to { $king_to } and the rook to { $rook_to }; no square must be emptied first, and { $walked } not attacked.
explain-castle-attacked = { $notation } is not possible now: the king would pass through or land on an attacked square.
explain-castle-blocked = { $notation } is not possible now: { $squares } { $count ->
        [one] is
       *[other] are
    } in the way.
explain-castle-in-check = { $notation } is not possible now: the king is in check.
explain-castle-not-now = { $notation } is not possible now.
explain-castle-now = { $notation } is possible now.
explain-checkmated = { $color ->
        [white] White
       *[black] Black
    } to move, and checkmated: the game is over.
explain-count = { $count } { $role-role ->
        [queen] { $count ->
            [one] queen
           *[other] queens
        }
        [rook] { $count ->
            [one] rook
           *[other] rooks
        }
        [bishop] { $count ->
            [one] bishop
           *[other] bishops
        }
        [knight] { $count ->
            [one] knight
           *[other] knights
        }
       *[pawn] { $count ->
            [one] pawn
           *[other] pawns
        }
    }
explain-ep-capture = { $color ->
        [white] White
       *[black] Black
    } may take it en passant now, this move only: { $captures }.
explain-ep-edge = { $ep } cannot be an en passant square: it is on the edge of the board.
explain-ep-no-capture = No en passant capture is possible now, so lichess and python-chess would write - here; the PGN standard writes { $ep } after every double step.
explain-ep-step = The last move was a { $them } pawn's double step from { $from } to { $to }, passing { $ep }.
explain-ep-wrong-rank = { $ep } cannot be an en passant square with { $color ->
        [white] White
       *[black] Black
    } to move: it must be on rank { $rank }.
explain-fifty-ahead = A draw can be claimed under the fifty-move rule at 100 ({ $left } to go).
explain-fifty-now = A draw can be claimed now under the fifty-move rule; at 150 it is automatic ({ $left } to go).
explain-fullmove = Move { $n }: { $color ->
        [white] White
       *[black] Black
    }'s move { $n } comes next. It starts at 1 and goes up after each Black move; from the initial position, { $plies } { $plies ->
        [one] ply
       *[other] plies
    } would have been played.
explain-halfmove = { $n } { $n ->
        [one] ply
       *[other] plies
    } since the last capture or pawn move.
explain-history-of-rights = Only this field says which rights remain: a king and rook on their home squares do not prove one, since either may have moved and come back.
explain-in-check = { $color ->
        [white] White
       *[black] Black
    } to move, in check from { $squares }; { $moves } legal { $moves ->
        [one] move
       *[other] moves
    }.
explain-keeps-both = { $color ->
        [white] White
       *[black] Black
    } keeps the right to castle king side (O-O) and queen side (O-O-O).
explain-keeps-king-side = { $color ->
        [white] White
       *[black] Black
    } keeps the right to castle king side (O-O).
explain-keeps-queen-side = { $color ->
        [white] White
       *[black] Black
    } keeps the right to castle queen side (O-O-O).
explain-king-on = king on { $squares }
explain-lost-both = { $color ->
        [white] White
       *[black] Black
    } has lost both castling rights.
explain-no-castling = Neither side may castle any more (-).
explain-no-ep = No en passant square (-): the last move was not a double pawn step, or the writer left it out because no capture was possible.
explain-no-history = A FEN holds no history: it cannot show that a position occurred three times, which a repetition claim needs the game's moves for.
explain-no-king = no king
explain-placement-intro = Rank 8 first, files a to h; digits count empty squares.
explain-right-kept = A right is kept until the king or that rook moves; it does not mean castling is legal this move.
explain-seventy-five = The seventy-five-move rule has ended the game in a draw.
explain-side-pieces = { $color ->
        [white] White
       *[black] Black
    } ({ $count } { $count ->
        [one] piece
       *[other] pieces
    }): { $king }{ $pieces-count ->
        [0] {""}
       *[other] , { $pieces }
    }.
explain-stalemate = { $color ->
        [white] White
       *[black] Black
    } to move, with no legal move and not in check: stalemate, a draw.
explain-to-move = { $color ->
        [white] White
       *[black] Black
    } to move.
fen-960-bad-letter = '{ $c }' is no castling letter
fen-960-bad-letter-hint = K and Q (the outermost rooks), or a rook's file A to H; lower case for Black; - for none
fen-960-king-away = castling right { $c }: the { $color } king is not on rank { $rank }
fen-960-king-away-hint = the king castles from its back rank; remove { $c }
fen-960-no-rook-file = castling right { $c }: no { $color } rook on the { $file }-file of rank { $rank }
fen-960-no-rook-hint = once that rook has moved or been taken the right is lost: remove { $c }
fen-960-no-rook-king-side = castling right { $c }: no { $color } rook on the king side of the { $color } king on { $king }
fen-960-no-rook-queen-side = castling right { $c }: no { $color } rook on the queen side of the { $color } king on { $king }
fen-960-two-rights = castling field "{ $text }" gives { $color } two rights on the { $side } side
fen-960-two-rights-hint = a side castles with one rook on each wing: keep one letter per wing
fen-adjacent-digits = { $rank } "{ $text }" has two digits in a row
fen-adjacent-digits-hint = add up consecutive empty squares into one digit: 44 is 8
fen-bad-count = '{ $c }' in { $rank } "{ $text }" is not a count of empty squares; counts go from 1 to 8
fen-bad-ep = en passant field "{ $text }" is not - or a square
fen-bad-ep-hint = write the square the pawn passed over, such as e3 after e2-e4, or - for none
fen-bad-number = { $field } "{ $text }" is not a plain decimal number
fen-bad-piece-char = '{ $c }' in { $rank } "{ $text }" is not a piece letter
fen-bad-separator = the fields are separated by '{ $sep }' instead of spaces
fen-bad-separator-hint = write a space for each { $sep } (or read it with --lenient)
fen-bad-side = side to move "{ $text }" is not w or b
fen-case-swapped = upper and lower case look swapped: with White's pieces in capitals and Black's in small letters, this is an ordinary legal position
fen-case-swapped-hint = White is K Q R B N P, Black k q r b n p: { $fen }
fen-castling-960-file = '{ $c }' in castling field "{ $text }" names a rook on the { $file }-file: that is a Chess960 castling field
fen-castling-960-file-hint = read it as Chess960 (--chess960); standard chess has K, Q, k and q, - for none
fen-castling-dash = castling field "{ $text }" mixes - with letters
fen-castling-dash-hint = write - alone when no right remains, or only the letters
fen-castling-joined = joined castling letters written apart
fen-castling-letter = '{ $c }' in castling field "{ $text }" is not K, Q, k or q
fen-castling-letter-hint = K and Q are White's rights (king side, queen side), k and q Black's; - for none
fen-castling-order = castling rights "{ $text }" are out of order
fen-castling-order-hint = write them in the order KQkq
fen-castling-read = read castling field "{ $text }" as "{ $read }": { $why }
fen-castling-right-dropped = dropped { $reason }
fen-mended-flip-ranks = turned the ranks over: the board was written from rank 1 up
fen-mended-swap-cases = swapped White's and Black's letters
fen-mended-change-case = gave the piece on { $square } to the other side
fen-mended-switch-side = switched the side to move: the side not to move was in check
fen-mended-en-passant = wrote the en passant square { $square }, the square the pawn passed
fen-mended-en-passant-none = emptied the en passant field
fen-mended-drop-castling = dropped the castling rights { $letters }, whose king or rook has left home
fen-mended-fullmove-one = wrote the fullmove number 1 (every game starts at move 1)
fen-mended-single-spaces = separated the fields by single spaces
fen-mended-complete-fields = completed the fields: White to move, castling { $letters } (the kings and rooks at home; an assumption), no en passant square, clocks 0 and 1
fen-castling-shredder = '{ $c }' in castling field "{ $text }" is a Shredder-FEN rook file
fen-castling-shredder-hint = in standard chess write the rights as K and Q for White, k and q for Black (here: one of { $standard }), or read it with --lenient; if this is Chess960, read it as Chess960 (--chess960)
fen-castling-split = castling letters are separated by a space
fen-castling-split-hint = write the castling rights as one field, such as KQkq
fen-castling-twice = castling right '{ $c }' is written twice in "{ $text }"
fen-castling-twice-hint = write each right once
fen-empty = the FEN is empty
fen-empty-symbol-hint = write empty squares as a digit counting them (1 to 8), not one symbol each
fen-ep-lowercase-hint = write the square in lowercase: { $sq }
fen-ep-read = read en passant square "{ $text }" as { $sq }
fen-epd-operations = "{ $rest }" follows the en passant field: this looks like EPD, which has operations where a FEN has its two clocks
fen-epd-operations-hint = replace the operations with the halfmove clock and fullmove number, usually "0 1"
fen-epd-operations-ignored = ignored "{ $rest }" after field 4 ({ $field }): EPD operations are not part of a FEN
fen-extra-fields-hint = remove "{ $rest }" after the fullmove number (an EPD operation such as "bm" or "id" does not belong in a FEN)
fen-extra-fields-ignored = ignored "{ $rest }" after field 6 ({ $field }): a FEN ends with the fullmove number
fen-field-count = the FEN has { $count } { $count ->
        [one] field
       *[other] fields
    }; it needs 6
fen-fields-completed = assumed the missing fields{ $assumed } ({ $fields })
fen-fields-completed-hint = the usual values: White to move, no castling rights, no en passant square, clocks 0 and 1
fen-fields-missing = missing: { $fields }
fen-fullmove-replaced = fullmove number "{ $text }" is too large to count moves; read as 1
fen-fullmove-zero = the fullmove number is 0; it starts at 1
fen-fullmove-zero-black-hint = the number is not reset after White's move: it is 1 before and after White's first move, and goes up after each Black move; write 1
fen-fullmove-zero-hint = write 1: the first move of a game is move 1
fen-fullmove-zero-read = read fullmove number 0 as 1: the count starts at 1
fen-missing-space = no space between the placement and the side to move
fen-missing-space-hint = write a space before the side to move
fen-missing-space-read = read a space between the placement and the side to move
fen-nine-count-hint = a rank has only 8 squares: 9 cannot be right
fen-no-fields = the FEN has no fields, only separators
fen-number-read = read { $field } "{ $text }" as { $n }
fen-piece-letters-hint = pieces are K Q R B N P (White) and k q r b n p (Black); digits 1 to 8 count empty squares
fen-placement-only = only the placement is given; a FEN has six fields
fen-placement-only-hint = add the five other fields, usually " w - - 0 1" (side to move, castling, en passant, halfmove clock, fullmove number)
fen-promoted-marker-dropped = dropped { $count ->
        [one] one '~' promoted-piece marker
       *[other] { $count } '~' promoted-piece markers
    } (a crazyhouse notation; standard FEN has none)
fen-rank-count = the placement has { $count } { $count ->
        [one] rank
       *[other] ranks
    }; it needs 8, separated by /
fen-rank-count-hint = write every rank from 8 down to 1, an empty one as 8
fen-rank-separator-hint = ranks are separated by a slash: /
fen-rank-too-narrow-hint = add a piece or raise a count: the counts and pieces of a rank add up to 8
fen-rank-too-wide-hint = remove a piece or lower a count: the counts and pieces of a rank add up to 8
fen-rank-width = { $rank } "{ $text }" is { $width } { $width ->
        [one] square
       *[other] squares
    } wide; a rank has 8 ({ $sum })
fen-ranks-reversed = the ranks look written from rank 1 up: read from rank 8 down, this is an ordinary legal position
fen-ranks-reversed-hint = write rank 8 first: { $fen }
fen-reversed-or-swapped = the ranks look written from rank 1 up, or the colours' cases swapped: either way round this is an ordinary legal position
fen-reversed-or-swapped-hint = write rank 8 first, White's pieces in capitals: { $fen }
fen-semicolon = a trailing ';' ends EPD operations; a FEN has none
fen-semicolon-dropped = dropped a trailing ';', an EPD leftover
fen-semicolon-hint = remove the ;
fen-separators-read = read '{ $sep }' as the separator between fields
fen-separators-read-url = read '{ $sep }' as the separator between fields, as URLs write a FEN
fen-side-hint = the second field is w (White to move) or b (Black to move)
fen-side-hint-b = write a lowercase b for Black
fen-side-hint-w = write a lowercase w for White
fen-side-read = read side to move "{ $text }" as { $side }
fen-starting-position-is = the starting position is { $fen }
fen-tilde-hint = '~' marks a promoted piece in crazyhouse FEN; standard FEN has no such marker (read it with --lenient to drop it)
fen-whitespace = { $what } at column { $column }{ $others ->
        [0] {""}
        [one] {" "}(and in 1 more place)
       *[other] {" "}(and in { $others } more places)
    }; fields are separated by exactly one space
fen-whitespace-hint = separate the six fields with single spaces, nothing before or after (or read it with --lenient)
fen-whitespace-tidied = tidied whitespace: { $what } at column { $column }{ $others ->
        [0] {""}
        [one] {" "}(and in 1 more place)
       *[other] {" "}(and in { $others } more places)
    }; the fields are now separated by single spaces
fen-wrong-case-capital = the { $written } on { $sq } looks like a { $meant } written in a capital: as a { $meant-color } piece, this is an ordinary legal position
fen-wrong-case-hint = write { $letter } on { $sq }: White's pieces are K Q R B N P, Black's k q r b n p
fen-wrong-case-small = the { $written } on { $sq } looks like a { $meant } written in a small letter: as a { $meant-color } piece, this is an ordinary legal position
fen-x-hint = 'x' is not a piece: use K Q R B N P for White, k q r b n p for Black
fen-zero-count-hint = a rank has no zero count: leave it out
follows-from = { $message } (this { $words })
kings-of-color = { $count } { $color } ({ $squares })
lan-not-standard = { $text } is not long algebraic notation as the standard writes it
legal-moves-here = the legal moves here: { $legal }
letters-dutch = Dutch (K D T L P)
letters-english = English (K Q R B N)
letters-figurine = figurines (♔ ♕ ♖ ♗ ♘)
letters-french = French (R D T F C)
letters-german = German (K D T L S)
letters-italian = Italian (R D T A C)
letters-portuguese = Portuguese (R D T B C)
letters-spanish = Spanish (R D T A C)
letters-vietnamese = Vietnamese (V H X T M)
material-extra = { $count } { $kind ->
        [queen] { $count ->
            [one] queen
           *[other] queens
        }
        [rook] { $count ->
            [one] rook
           *[other] rooks
        }
        [knight] { $count ->
            [one] knight
           *[other] knights
        }
        [light-squared-bishop] { $count ->
            [one] light-squared bishop
           *[other] light-squared bishops
        }
       *[dark-squared-bishop] { $count ->
            [one] dark-squared bishop
           *[other] dark-squared bishops
        }
    } ({ $set } in the set)
note-annotation = the annotation { $glyph } is set aside
note-check-sign = + for check, not #: it does not mate
note-dash = a dash has no place in SAN
note-ep-suffix = SAN writes en passant as a plain pawn capture, without e.p.
note-extra-check = it gives no check
note-extra-x = x, but nothing is taken
note-figurine = a figurine read as its piece letter
note-lan = long algebraic notation
note-lowercase-piece = piece letters are capitals
note-other-letters = { $letter } is the { $role } in { $language }
note-mate-sign = # for mate, not +
note-missing-check = missing +: it gives check
note-missing-mate = missing #: it mates
note-missing-x = missing x
note-over-disambiguated = more of the origin square than needed
note-pawn-letter = SAN gives no letter to pawns
note-promotion-equals = a promotion is written with =
note-promotion-lowercase = the promotion piece is a capital letter
note-promotion-parens = a promotion is written with =, not in parentheses
note-promotion-slash = a promotion is written with =, not /
note-read-as = read { $text } as { $san }: { $reason }
note-spaces = spaces around a move are not part of it
note-uci = UCI notation
note-zero-castling = castling is written with the letter O, not zeros
nothing = {""}
number-hint-ascii = write the number with the digits 0 to 9
number-hint-negative = a count cannot be negative
number-hint-plain = write a plain decimal number such as 0 or 12
number-hint-sign = write the number without a sign
number-hint-too-large = the number is too large (at most 4294967295)
number-hint-zeros = write the number without leading zeros
outcome-checkmate = checkmate
outcome-fivefold-repetition = fivefold repetition
outcome-insufficient-material = insufficient material
outcome-seventy-five-moves = seventy five moves
outcome-stalemate = stalemate
pawn-above = { $white } above { $black }
pgn-after-result = "{ $rest }" follows the result { $result }: a game ends at its result
pgn-bad-fen-tag = the FEN tag is not a legal position: { $why }
pgn-bad-fen-tag-hint = mend the FEN tag: until then the moves are read from the standard starting position
pgn-black-number = { $number }... calls for a Black move, but it is White's turn: is a White move missing?
pgn-blank-line = a blank line inside the moves (PGN separates games with one); read on as one game
pgn-close-no-variation = a ) closes no variation
pgn-deep-variation = variations nested more than { $max } deep: the deeper ones are skipped
pgn-game-over-hint = no move can be played here: the game is over
pgn-junk = text that is no part of a game
pgn-junk-brace = a {"}"} closes no comment
pgn-junk-bracket = a ] closes no tag
pgn-junk-nag = a NAG is $ and a number from 0 to 255
pgn-junk-tag = a tag is [Name "value"]
pgn-junk-tag-end = a tag pair ends with ]
pgn-junk-tag-quote = a tag value's closing quote is missing
pgn-lone-king-wins = the result is { $result }, a win for { $winner }, who has only the king left
pgn-lone-king-wins-hint = a lone king cannot mate: is the result the other way round, or a draw?
pgn-time-forfeit-draw = the game was lost on time, yet { $reason }: no series of legal moves mates, so it is drawn (FIDE 6.9)
pgn-dead-from-start = the starting position is dead, neither side able to checkmate: the game was drawn before its first move (FIDE 5.2.2), yet it goes on for { $more } { $more ->
        [one] move
       *[other] moves
    }
pgn-played-past-dead = the position after { $moved } is dead, neither side able to checkmate: the game ended there, drawn (FIDE 5.2.2), yet it goes on for { $more } more { $more ->
        [one] move
       *[other] moves
    }
pgn-played-past-dead-hint = end the game at the dead position with 1/2-1/2, and cut the moves after it
pgn-dead-position-result = the final position is dead, neither side able to checkmate, so the game is drawn (FIDE 5.2.2), yet the result is { $result }
pgn-missing-result = the moves end without a result (1-0, 0-1, 1/2-1/2 or *)
pgn-missing-result-any-hint = end the moves with the result, or * for a game not over, the game's termination marker
pgn-missing-result-hint = end the moves with { $result }, the game's termination marker
pgn-missing-result-in-comment = the moves end without a result: this follows from the comment left open, which takes the rest of the game
pgn-missing-result-in-comment-hint = close the comment with {"}"} where it ends: the result after it is then read
pgn-missing-result-in-variation = the moves end without a result: this follows from the variation left open, which takes the rest of the game
pgn-missing-result-in-variation-hint = close the variation with ) where it ends: the result after it is then read
pgn-move-number = move number { $number }, but this is move { $actual }
pgn-result-contradicts = the Result tag says { $result }, but the final position is { $outcome }: { $actual }
pgn-result-in-variation = the result { $r } inside a variation: is a ) missing?
pgn-result-mismatch = the Result tag says { $tag }, but the moves end with { $written }
pgn-result-mismatch-hint = make them agree: the tag repeats the result written after the moves
pgn-setup-missing = a FEN tag without SetUp "1"
pgn-tag-in-moves = a tag among the moves: is a result missing before it? It is kept as a comment
pgn-too-many-problems = more than { $max } problems of this kind: those from here on are not listed
pgn-unclosed-comment = a comment opened with {"{"} is never closed with {"}"}
pgn-unclosed-comment-hint = close it with {"}"} where it ends
pgn-unclosed-variation = { $count } { $count ->
        [one] variation opened with ( and never closed
       *[other] variations opened with ( and never closed
    } with )
pgn-unclosed-variation-hint = close each variation with ) where it ends
pgn-unfinished-result = the game ends in { $outcome }, yet its result is *, a game not over
pgn-variant = the Variant tag says { $variant }: rankfile plays standard chess and Chess960 only, so the moves are not replayed
pgn-variation-first = a variation must follow the move it replaces; it is kept as written, its moves not played
pgn-after-result-hint = put it in a comment {"{"}…{"}"} before the result, or give it its own game, its tags first
pgn-result-in-variation-hint = close the variation with ) before the result
pgn-tag-in-moves-hint = end the moves with their result (1-0, 0-1, 1/2-1/2 or *), then a blank line before the next game's tags
pgn-deep-variation-hint = write the deepest variations one level up, or in comments
pgn-close-no-variation-hint = remove it, or open the variation with ( where it begins
pgn-junk-brace-hint = remove it, or open the comment with {"{"} where it begins
pgn-junk-bracket-hint = remove it, or write the tag whole: [Name "value"]
pgn-junk-nag-hint = write $ and the number ($1 for !, $2 for ?), or the glyph itself
pgn-junk-tag-hint = write it as [Name "value"], on a line of its own
pgn-junk-tag-quote-hint = close the value with " (a quote inside it is written \")
pgn-junk-hint = remove it, or put it in a comment {"{"}…{"}"}
pgn-variation-first-hint = move it after the move it replaces, or make its moves the main line
pgn-comment-in-tags = a comment between tag pairs: kept as the game's first comment
pgn-duplicate-tag = the tag { $name } is given again: its last value is the one read
pgn-duplicate-tag-hint = keep one { $name } tag: readers take the last value, and pgn fmt writes only that one
pgn-nul-byte = a NUL byte, which no text holds: is the file damaged?
pgn-nul-byte-hint = remove it; if there are many, the file is no text: export its games to PGN again
pgn-dots-apart = dots apart from their move number: read as Black's move number
pgn-result-glued = the result { $r } is glued to the move before it: read as a move, then the result
pgn-empty-variation = a variation without a move: its comments and NAGs are kept as written
pgn-empty-parentheses = an empty variation, ( ): it holds nothing, and pgn fmt leaves it out
pgn-ep-suffix-hint = delete it
pgn-nag-without-move = a NAG with no move before it on its line: kept as written
piece-on = { $piece } on { $sq }
problem-empty = the board is empty
problem-empty-hint = place at least the two kings
problem-ep-destination-hint = the field holds the square the pawn moved to; write the square it passed: { $passed }
problem-ep-no-pawn = en passant square { $ep }: no { $them } pawn can have just passed it
problem-ep-rank = en passant square { $ep } is on rank { $rank }; with { $us } to move it must be on rank { $wanted }
problem-impossible-check = { $us } king on { $king } is in check from { $pieces }, which no last move can have given
problem-no-king = { $color } has no king
problem-no-king-hint = place a { $color } king ({ $letter })
problem-no-king-two-hint = { $other } has { $count } kings: one of them is probably { $color }'s, written { $letter }
problem-opposite-check = { $them } is in check from { $pieces } although it is { $us }'s turn
problem-opposite-check-hint = the side to move is never the one giving check: is it { $them }'s turn?
problem-pawns-on-backrank = pawn on the first or last rank ({ $squares })
problem-pawns-on-backrank-hint = a pawn never stands on rank 1 or 8: it promotes on arrival
problem-too-many-checkers = { $us } king on { $king } is in check from { $count } pieces: { $pieces }; no move gives more than a double check
problem-too-many-kings = { $count } kings on the board: { $per_color }; each side has exactly one
problem-too-many-pawns = { $color } has { $count } pawns; a side has at most 8
problem-too-many-pieces = { $color } has { $n } pieces; a side has at most 16
rank-empty = it is empty
rank-label = rank { $n }
rank-label-extra = extra rank { $n }
rank-sum = { $terms } = { $width }
san-ambiguous = { $shown }: { $count ->
        [2] two
        [3] three
        [4] four
       *[other] { $count }
    } { $role-role ->
        [pawn] pawns
        [knight] knights
        [bishop] bishops
        [rook] rooks
        [queen] queens
       *[king] kings
    } can go to { $to }: { $moves }
san-ambiguous-hint = say which: { $choices }
san-two-alphabets = { $shown }: { $letter } is the { $first } in { $language } and the { $second } in { $other }, and both moves are legal: { $moves }
san-castle-blocked = { $pieces } { $count ->
        [one] is
       *[other] are
    } in the way
san-castle-crosses-attacked = the king would pass through { $sq }, attacked by { $by }
san-castle-impossible = castling is not possible here
san-castle-in-check = the king is in check, and castling is no way out of check
san-castle-lands-attacked = the king would land on { $sq }, attacked by { $by }
san-check-not-answered = { $us } is in check from { $pieces }, and this move does not answer it
san-check-not-answered-hint = move the king, take the checking piece, or put a piece in between
san-double-check = { $us } is in double check from { $pieces }: only the king may move
san-empty = the move is empty
san-empty-hint = write a move such as { $n }f3, exd5, O-O or e8={ $q }
san-ep-check = taking en passant would leave the king in check
san-expected-hint = write SAN such as { $n }f3, exd5, O-O or e8={ $q }, long algebraic such as { $n }g1-f3, or UCI such as g1f3
san-has-no = { $us } has no { $role }
san-holds-nothing = { $to } holds nothing
san-holds-own = { $to } holds your own { $role }
san-illegal = { $shown }: { $reason }
san-king-in-check-on = the king would be in check on { $to } from { $pieces }
san-leaves-check = it would leave the king in check
san-must-promote = a pawn reaching the last rank must promote
san-must-promote-hint = write { $to }={ $q } (or ={ $r }, ={ $b }, ={ $n })
san-no-ep = no en passant is possible here: the pawn beside did not just make a double step
san-no-king = the side to move has no king
san-no-move = no move
san-no-pawn-moves = no pawn can move to { $to }
san-no-pawn-takes = no pawn can take on { $to }
san-no-piece-on = there is no piece on { $from }
san-no-right-hint = the right is lost once the king or that rook has moved
san-no-right-king-side = { $us } has no right to castle king side
san-no-right-queen-side = { $us } has no right to castle queen side
san-none-from-there = no { $role } from there can reach { $to }
san-none-reaches = no { $role } can reach { $to }
san-not-a-move = "{ $trimmed }" is not a move: { $why }
san-not-canonical = { $text } is not canonical SAN: the move is written { $san }
san-not-your-piece = the { $piece-role } on { $from } is { $piece-color }'s, and it is { $us }'s turn
san-nothing-to-take = there is nothing to take on { $to }
san-null = a null move
san-null-refused = "{ $trimmed }" is a null move, which is not allowed here
san-null-refused-hint = a null move passes the turn; only analysis allows it
san-null-misspelled = "{ $trimmed }" is no move: a null move (the turn passed) is written --, Z0, 0000 or @@@@, with nothing after it
san-null-misspelled-hint = write -- alone (a null move gives no check)
san-only-pawn-promotes = only a pawn promotes, not a { $role }
san-only-pawn-promotes-hint = drop the promotion piece
san-pawn-blocked = a pawn moves straight only to an empty square, and { $to } is taken
san-pinned = { $piece } is pinned to the king
san-pinned-by = { $piece } is pinned to the king by { $pinner }
san-promote-hint = promote to { $q }, { $r }, { $b } or { $n }
san-promote-king = a pawn cannot promote to a king
san-promotes-last-rank = a pawn promotes only on the last rank, and { $to } is not on it
san-why-characters = it holds characters that no move has
san-why-end = it does not end with a square such as f3
san-why-letter = '{ $letter }' is neither a piece letter nor a file
san-why-middle = between the piece and the destination only an origin file, rank and x or - may stand
san-why-no-square = no destination square
san-why-piece-letter = '{ $letter }' is no piece letter in { $language }
san-why-promote-pawn = a pawn cannot promote to a pawn
san-why-promotion-letter = '{ $letter }' is no piece to promote to
san-why-uppercase-file = '{ $letter }' is no piece letter here; files are written in lowercase
square = { $sq }
the-role-on = the { $role } on { $sq }
warning-crossed-pawns = white pawns stand above black pawns on { $count } { $count ->
        [one] file
       *[other] files
    } ({ $pairs }): pawns cannot pass each other on a file, so each such file took a capture, but { $captured ->
        [0] no piece has been captured
        [one] only 1 piece has been captured
       *[other] only { $captured } pieces have been captured
    } (32 − { $on_board } on the board)
warning-crossed-pawns-hint = is the board upside down? rank 8 is written first
warning-ep-with-halfmove = the en passant square { $ep } says the last move was a double pawn push, which resets the halfmove clock to 0; it is { $halfmove }
warning-ep-with-halfmove-hint = set the halfmove clock to 0, or the en passant field to -
warning-halfmove-exceeds-plies = the halfmove clock is { $halfmove }, but at move { $fullmove } with { $turn } to move { $plies ->
        [0] no ply has been played
        [one] at most 1 ply has been played
       *[other] at most { $plies } plies have been played
    } (2 × ({ $fullmove } − 1) + { $black })
warning-halfmove-exceeds-plies-hint = the halfmove clock counts plies since the last capture or pawn move, so it is never larger than the plies played
warning-pawn-files = { $color }'s pawns stand on files { $files }: from one pawn per starting file that takes at least { $needed } { $needed ->
        [one] capture
       *[other] captures
    } (a pawn changes file only by capturing), but { $them } { $lost ->
        [0] has lost no piece
        [one] has lost only 1 piece
       *[other] has lost only { $lost } pieces
    } (16 − { $theirs } on the board)
warning-start-black = the pieces stand on their starting squares, yet Black is to move: White's pieces would have to come back home in an odd number of moves, which no game does
warning-start-halfmove = the pieces stand on their starting squares, so no pawn has moved and nothing has been taken, yet the halfmove clock is { $halfmove }, fewer than the { $plies } { $plies ->
        [one] ply
       *[other] plies
    } played since the start
warning-start-hint = for the start of a game: { $fen }
warning-too-much-material = { $color } has { $parts }: { $promoted ->
        [one] at least one of them must be a promoted pawn
       *[other] at least { $promoted } must be promoted pawns
    }, but { $missing ->
        [0] no pawn is missing
        [one] only 1 pawn is missing
       *[other] only { $missing } pawns are missing
    } ({ $pawns } on the board)
warning-too-much-material-hint = each promoted piece needs a pawn that left the board: remove pieces or pawns
warning-unreachable-double-check = { $us } king on { $king } is in check from { $first } and { $second }, which no single move gives: a double check needs one piece to move, giving check, off the line of a bishop, rook or queen
write-this = write { $lan }
ws-leading = { $n } leading spaces
ws-leading-one = a leading space
ws-line-break = a line break
ws-other = the whitespace character { $code }
ws-run = { $n } spaces in a row
ws-tab = a tab
ws-trailing = { $n } trailing spaces
ws-trailing-one = a trailing space
board-white-to-move = White to move
board-black-to-move = Black to move
compare-side = { $first ->
        [white] White
       *[black] Black
    } moves in the first, { $second ->
        [white] White
       *[black] Black
    } in the second: the other side's moves, and who may be in check or mated, change with it.
compare-fifty = The fifty-move rule: { $first }; { $second }.
compare-fullmove = Only the count of moves: nothing that can be played or claimed changes.
compare-placement = Different pieces on { $squares } (first/second, . for empty): these are different positions.
compare-castle-king-side-first = { $color ->
        [white] White
       *[black] Black
    } may castle king side ({ $letter }) in the first only, now or later.
compare-castle-king-side-second = { $color ->
        [white] White
       *[black] Black
    } may castle king side ({ $letter }) in the second only, now or later.
compare-castle-queen-side-first = { $color ->
        [white] White
       *[black] Black
    } may castle queen side ({ $letter }) in the first only, now or later.
compare-castle-queen-side-second = { $color ->
        [white] White
       *[black] Black
    } may castle queen side ({ $letter }) in the second only, now or later.
compare-not-compared = The moves are not compared: a different side moves, or one of the positions is not legal.
compare-no-castling-difference = No castling is legal in one and not the other this move.
compare-no-ep-difference = No en passant capture is legal in one and not the other this move.
compare-first-only = { $first } legal now in the first only.
compare-second-only = { $second } legal now in the second only.
compare-both-only = { $first } legal now in the first only; { $second } legal now in the second only.
compare-fifty-ahead = { $position ->
        [first] the first
       *[second] the second
    } may claim a draw in { $plies } { $plies ->
        [one] ply
       *[other] plies
    }
compare-fifty-now = { $position ->
        [first] the first
       *[second] the second
    } may claim a draw now
compare-seventy-five = { $position ->
        [first] the first
       *[second] the second
    } is drawn by the seventy-five-move rule

## The command line's own lines.

cli-tip-check = tip: for a FEN, rankfile fen check "FEN"; for a PGN file, rankfile pgn check FILE
cli-tip-fen = tip: rankfile fen { $command } "FEN"
cli-tip-pgn = tip: rankfile pgn { $command } FILE
cli-note-unquoted = note: the shell split this FEN into { $count } arguments; read as one. Quote the FEN: rankfile { $command }
cli-waiting = reading { $what } from standard input, one a line; Ctrl-D ends
cli-hint-file = hint: { $file } is a file; to read FENs from a file: rankfile { $command } < { $file }
cli-hint-pgn-file = hint: { $file } is a PGN file, whose games a FEN command does not read: rankfile pgn check { $file } checks them, rankfile pgn fens { $file } gives their positions
cli-hint-no-file = hint: there is no file { $file }, and a FEN has no dot: give a FEN in quotes, or the name of a file that exists
cli-relaxed-ignored = note: --relaxed: ignored { $code }: { $message }
cli-relaxed-would-play = note: no game reaches this position, but its moves are defined: --relaxed plays from it anyway
cli-folded = { $count ->
    [one] 1 problem follows from it and goes with it: { $codes } (--verbose shows it)
   *[other] { $count } problems follow from it and go with it: { $codes } (--verbose shows them)
  }
cli-relaxed-refused = note: --relaxed accepts only an impossible check and too many pawns, pieces or checkers; { $codes } cannot be accepted: moves are not defined there
cli-what-fens = FENs
cli-what-epd = EPD lines
cli-what-san-lines = lines FEN<TAB>MOVE
cli-start960-bad = error: "{ $number }" is no Chess960 start position: give a number from 0 to 959 (518 is the standard start), or random
cli-diff-same = the same position, field for field
cli-diff-same-pieces = the same pieces on the same squares; { $count ->
        [one] { $count } of 6 fields differs
       *[other] { $count } of 6 fields differ
    }
cli-diff-different-pieces = different pieces; { $count ->
        [one] { $count } of 6 fields differs
       *[other] { $count } of 6 fields differ
    }
cli-none = none
cli-diff-first-only = moves in the first only: { $moves }
cli-diff-second-only = moves in the second only: { $moves }
cli-diff-not-legal = note: { $fen } is not a legal position ({ $code })
cli-fen-summary = checked { $checked }, valid { $valid }, invalid { $invalid }
cli-ok = ok:
cli-invalid = invalid:
cli-hint-epd = hint: this is EPD (the position's first four fields, then operations): rankfile epd '{ $line }'
cli-verdict-legal = legal position{ $warnings ->
        [0] {""}
        [one] , 1 warning
       *[other] , { $warnings } warnings
    }: { $fen }
cli-verdict-illegal = not a legal position: { $errors } { $errors ->
        [one] error
       *[other] errors
    }{ $warnings ->
        [0] {""}
        [one] , 1 warning
       *[other] , { $warnings } warnings
    }
cli-verdict-not-fen = not a FEN: { $errors } { $errors ->
        [one] error
       *[other] errors
    }{ $warnings ->
        [0] {""}
        [one] , 1 warning
       *[other] , { $warnings } warnings
    }
cli-hint-null = { $input } is a null move (the turn passes, as analysis lines write it): add --null to read it
cli-note = note: { $note }
cli-san-no-move = error: no move after the FEN: `rankfile san FEN MOVE...` reads each move in that position (for its legal moves: rankfile moves FEN)
cli-san-bad-line = expected FEN<TAB>MOVE, got { $got }
cli-not-a-position = not a position
cli-san-bad-fen = the FEN is not a legal position: { $why }
cli-play-move = { $number } { $error }
cli-play-position = position: { $fen }
cli-play-legal = legal moves: { $moves }
cli-checkmate = checkmate
cli-stalemate = stalemate
cli-perft-too-deep = error: depth { $depth } is deeper than { $deepest }: each ply multiplies the work by about 30, so this may run for days; add --force to count anyway
cli-not-utf8 = line { $line } is not UTF-8: it was read as { $encoding }
cli-not-utf8-hint = if its letters look wrong, give the file's encoding with --encoding (windows-1251 for Cyrillic, windows-1253 for Greek, ...), or save the file as UTF-8
cli-save-as-utf8 = save the file as UTF-8
cli-stdin-not-utf8 = line { $line } of standard input is not UTF-8 (byte { $byte } at column { $column }): it is read with � for each byte that is not, and the lines after it are read on
cli-stdin-not-text = standard input is no text: { $why }
cli-game-at = game { $game } ({ $who }), line { $line }, column { $column }
cli-game-at-short = game { $game }, line { $line }, column { $column }
cli-pgn-summary = checked { $games } { $games ->
        [one] game
       *[other] games
    }, { $good } without error, { $bad } with errors
cli-pgn-nothing = note: no game was found to check: the input is empty, or holds neither a tag line nor a move
cli-fen-nothing = note: no FEN was found to check: the input held only blank lines, or nothing
api-fen-too-long = the FEN is { $length } characters long; a FEN is under 100 and the API reads at most { $max }
api-too-many-moves = { $moves } moves; the API plays at most { $max } a request
api-move-too-long = a move of { $length } characters: no notation writes one longer than { $max }
api-pgn-too-large = the PGN is { $bytes } bytes; the API reads at most { $max }
cli-help-flag = Print help
cli-version-flag = Print version
cli-usage-heading = Usage:
cli-commands-heading = Commands
cli-command-value = COMMAND
cli-arguments-heading = Arguments
cli-options-heading = Options
cli-usage-unknown-argument = unexpected argument { $arg }
cli-usage-unknown-command = unknown command { $command }
cli-usage-bad-value = invalid value "{ $value }" for { $arg }: { $why }
cli-usage-missing = missing: { $args }
cli-usage-no-command = a command is needed
cli-usage-conflict = { $arg } cannot be used with { $other }
cli-usage-values = wrong number of values for { $arg }
cli-usage-other = the arguments cannot be read ({ $arg })
cli-usage-tip = tip: did you mean { $tip }?
cli-usage-more = For more information, add --help.
cli-usage-options = [OPTIONS]
cli-possible-values = possible values
cli-default-value = default
cli-usage-not-whole = a whole number is needed
cli-usage-valid-values = possible values: { $values }
cli-number-at-least = give a whole number, { $min } or more
cli-number-between = give a whole number from { $min } to { $max }
cli-threads-zero = 0 threads would do nothing: give 1 or more (the default is every core)
cli-svg-bad-arrow = "{ $item }" does not read: an arrow is a colour letter (G, R, Y or B) and two squares, such as Ge2e4; commas between them
cli-svg-bad-circle = "{ $item }" does not read: a circle is a colour letter (G, R, Y or B) and a square, such as Gd4; commas between them
cli-lang-unknown = unknown language "{ $value }": the messages are in en, fr, vi or pt; piece letters also in de, es, it, nl or figurine
cli-man-no-command = man has no command "{ $name }": give one of { $names }
cli-man-name = NAME
cli-man-synopsis = SYNOPSIS
cli-man-description = DESCRIPTION
cli-man-version = VERSION
cli-man-authors = AUTHORS
cli-man-commands = COMMANDS
cli-man-options = OPTIONS
cli-fmt-respelled = respelled { $moves } { $moves ->
        [one] move
       *[other] moves
    } as SAN writes { $moves ->
        [one] it
       *[other] them
    } (pgn check lists { $moves ->
        [one] it
       *[other] them
    }; --report FILE writes { $moves ->
        [one] it
       *[other] them
    } down)
cli-pgn-respelled = ; { $moves } { $moves ->
        [one] move
       *[other] moves
    } read in another spelling than SAN's (each listed above)
cli-not-read-whole = ; the input could not be read whole
cli-inputs-not-read-whole = ; { $failed } of { $inputs } inputs could not be read whole
cli-stats-games = games
cli-stats-plies = plies
cli-stats-errors = games with errors
cli-stats-results = results
cli-stats-openings = most played openings (the deepest named position of each game):
cli-no-opening = no name: the opening data set names no such position
cli-winnable-mate = { $side ->
        [white] White
       *[black] Black
    } can mate: { $moves }
cli-winnable-probably = { $side ->
        [white] White
       *[black] Black
    }: probably winnable (the quick form found no proof that it cannot mate)
cli-winnable-undetermined = { $side ->
        [white] White
       *[black] Black
    }: undetermined (no mate, and no proof that none exists, in { $positions } { $positions ->
        [one] position
       *[other] positions
    })
cli-winnable-dead = dead position: neither side can checkmate
cli-filter-no-tag = "{ $text }" does not start with a tag name: write TAG=VALUE, TAG>=VALUE or TAG~WORDS
cli-filter-no-op = after the tag name comes =, !=, <, <=, >, >= or ~
cli-filter-no-value = the value to compare with is missing
cli-filter-two-ops = two comparison signs in a row: write >=, <= or != (the sign of order first), or one sign alone
cli-filter-bad-material = "{ $text }": '{ $letter }' is no piece letter; write the material as KRPkr (White's pieces in capitals)
cli-filter-bad-plies = "{ $text }" is no count of plies: write MIN..MAX, MIN.., ..MAX or N
cli-filter-bad-position = the --position FEN is not a legal position
cli-filter-summary = kept { $kept } of { $games } { $games ->
        [one] game
       *[other] games
    }
cli-dedup-repeats = game { $game } ({ $file }) repeats game { $first }
cli-dedup-summary = kept { $kept } of { $games } { $games ->
        [one] game
       *[other] games
    }; { $repeated } { $repeated ->
        [one] repeat
       *[other] repeats
    } dropped
cli-export-summary = exported { $games } { $games ->
        [one] game
       *[other] games
    } ({ $errors } with errors) to { $out } ({ $files } { $files ->
        [one] file
       *[other] files
    }) in { $seconds } s
cli-export-summary-positions = exported { $games } { $games ->
        [one] game
       *[other] games
    } ({ $errors } with errors) and { $positions } { $positions ->
        [one] position
       *[other] positions
    } to { $out } ({ $files } { $files ->
        [one] file
       *[other] files
    }) in { $seconds } s
cli-export-errors-tip = { $errors ->
        [one] the game with errors has its row, with ok = false and its first error in parse_error
       *[other] the { $errors } games with errors have their rows, with ok = false and their first error in parse_error
    }; `rankfile pgn check` says where
cli-export-exists = { $table } holds a table already: add --force to replace it, or give another --out
cli-export-not-folder = { $out } is a file, not a folder: --out names the folder the tables are written in
cli-export-unfinished = { $table } holds an unfinished table (no _SUCCESS: an earlier export stopped before its end): add --force to write it again, or give another --out
cli-export-input-inside = the input { $input } is inside { $table }, where the table is written: move it out first, or give another --out
cli-export-orphans = { $table } holds { $files ->
        [one] 1 hidden temporary part file
       *[other] { $files } hidden temporary part files
    } (.part-….tmp) of an export that was killed before it could remove them: add --force to remove them and write the table, or give another --out
cli-export-orphans-removed = removed { $files ->
        [one] 1 temporary part file
       *[other] { $files } temporary part files
    } left by an export that was killed
cli-export-kept = kept { $file }: no table wrote it, so --force leaves it where it is
cli-export-stopped = the tables in { $out } are not whole and have no _SUCCESS: { $files ->
        [one] 1 finished part file is kept
       *[other] { $files } finished part files are kept
    }, and none is half-written
cli-export-again = run the same command again with --force to write them whole
cli-hint-disk-full = the disk is full: free some space, then run the same command again
cli-hint-cannot-write-here = that folder cannot be written in: write to another folder, or change its permissions
cli-standard-output = standard output
cli-interrupted = stopped by Ctrl-C before the end of the inputs
cli-outputs-left = nothing was written to { $files }
cli-stopping = stopping after the current game (Ctrl-C again to stop at once)
cli-terminated = stopped by SIGTERM before the end of the inputs
cli-hung-up = stopped by SIGHUP (its terminal was closed) before the end of the inputs
cli-stopping-signal = stopping after the current game ({ $signal } again to stop at once)
cli-output-is-stdin = { $output } is the file standard input reads (< { $output }): rankfile never writes over its input; write to another file, then rename it
cli-stdout-is-stdin = standard output is redirected onto the file standard input reads: with > the shell empties the file before rankfile can read it; write to another file, then rename it
cli-stdout-appends-input = standard output is appended to the input { $input } (>>): rankfile would read what it writes, without end; write to another file
cli-stdout-appends-stdin = standard output is appended to the file standard input reads (>> and < name the same file): rankfile would read what it writes, without end; write to another file
input-cannot-read-after = cannot read { $file } after game { $games } (the games before were read; the next input is read on)
cli-waiting-pgn = reading PGN from standard input; Ctrl-D ends
input-cannot-open = cannot open { $file }
cli-cannot-write = cannot write { $file }
cli-output-is-input = { $output } is the input { $input } (the same file, by another name or link): rankfile never writes over its input; write to another file, then rename it
cli-outputs-same = { $output } and { $earlier } are the same file: give each output a name of its own
cli-stdout-is-input = standard output is redirected onto the input { $input }: with > the shell empties the file before rankfile can read it; write to another file, then rename it
input-cannot-read = cannot read { $file }
io-not-found = no such file or directory
io-permission-denied = permission denied
io-is-a-directory = it is a directory, not a file
cli-progress = { $games } { $games ->
        [one] game
       *[other] games
    }, { $rate } games/s
cli-serving = serving the viewer on { $url } (Ctrl-C stops)
cli-cannot-serve = cannot serve on { $address }
cli-port-taken = port { $port } is taken (another rankfile serve?): choose another with --addr 127.0.0.1:8081, or --addr 127.0.0.1:0 for any free port
cli-bad-address = { $text } is not an address to listen on; for example 127.0.0.1:8080 (this machine only), 0.0.0.0:8080 (the network too), or a port alone: 8081
cli-bad-origin = { $text } is not an origin: write a scheme and a host, and a port if need be, such as https://chess.example or http://localhost:3000
cli-bad-port = { $port } is not a port: a port is a number from 0 to 65535 (8080 is the default; 0 lets the system choose)

## The web page.

web-title = rankfile viewer
web-viewer = viewer
web-mode = Mode
web-tab-play = Play
web-tab-edit = Edit
web-tab-pgn = PGN
web-tab-practice = Practice
web-language = Language
web-board = Board
web-board-help = Chess board: a button for each square; arrow keys move between squares, Enter picks a piece and its destination
web-flip = Flip
web-flip-title = Flip the board (f)
web-undo = Undo
web-undo-title = Take back the last move, or the last edit in the editor (u)
web-reset = New game
web-reset-title = Back to the starting position
web-copy-pgn = Copy PGN
web-copy-pgn-title = Copy the game as PGN
web-copy-fen = Copy FEN
web-copy-fen-title = Copy the FEN (as read, in lenient mode)
web-image = Download image
web-image-title = Download the board as shown, with its arrows, circles and last move
web-image-format = Image format
web-image-size = Image size in pixels
web-mark-color = Colour of arrows and circles
web-mark-color-title = The colour of arrows and circles (right-drag, or a long press on touch)
web-color-green = Green
web-color-red = Red
web-color-blue = Blue
web-color-yellow = Yellow
web-embed-board = Chess board: { $fen }
web-embed-after = Chess board after { $san }: { $fen }
web-embed-no-game = The PGN holds no game.
web-embed-problem = Line { $line }, column { $column }: { $message } — the moves before it are shown.
web-copy-loaded = Copy loaded game
web-copy-loaded-title = Copy the loaded game as it was, comments, NAGs and variations included
web-type-move = Type a move
web-play = Play
web-promote-to = Promote to
web-queen = Queen
web-rook = Rook
web-bishop = Bishop
web-knight = Knight
web-cancel = Cancel
web-lenient = lenient (mend what can be mended, and say so)
web-editor = Board editor
web-editor-help = Pick a piece, then click squares to place it (click it again to remove); drag pieces to move them.
web-palette = Piece to place
web-side-to-move = Side to move
web-white = White
web-black = Black
web-castling = Castling
web-en-passant = En passant
web-halfmove = Halfmove
web-fullmove = Fullmove
web-empty-board = Empty board
web-starting-position = Starting position
web-paste-games = Paste one or more games
web-load = Load
web-game = Game
web-step = Step through the game
web-first = First position (Home)
web-prev = Previous move (←)
web-next = Next move (→)
web-last = Last position (End)
web-practice = Practice: exercises on FEN and SAN
web-new-exercise = New exercise
web-six-fields = The six fields
web-fields-after-answer = The table of the six fields comes back once the answer is shown: it would give it away.
web-field = Field
web-value = Value
web-meaning = Meaning
web-moves = Moves
web-moves-played = Moves played
web-edit-help = Right-click a move, press it long, or press m on it to edit the game there.
web-edit-menu = Edit the game here
web-edit-promote = Promote variation
web-edit-main-line = Make main line
web-edit-delete = Delete from here
web-edit-comment = Comment…
web-edit-comment-label = Comment after the move
web-edit-save = Save
web-edit-cancel = Cancel
web-edit-glyph = Move glyph
web-edit-assessment = Position assessment
web-edit-none = none
web-edit-done = Game edited (u takes it back)
web-game-as-pgn = The game as PGN
web-footer = rankfile: every answer here comes from the rankfile library, on this machine. Pieces: rankfile's own set.
web-empty = empty
web-sq-bad-rank = rank { $rank } cannot be read
web-sq-selected = selected
web-sq-last = last move
web-sq-marked = involved in a problem
web-sq-dest = legal destination
web-sq-check = in check
web-read-as = Read as: { $fen }
web-not-legal-one = Not a legal position: { $n } problem.
web-not-legal-other = Not a legal position: { $n } problems.
web-checkmate-white-wins = Checkmate: White wins.
web-checkmate-black-wins = Checkmate: Black wins.
web-stalemate = Stalemate: a draw.
web-to-move-white = White to move.
web-to-move-black = Black to move.
web-to-move-white-check = White to move, in check.
web-to-move-black-check = Black to move, in check.
web-legal-moves-one = { $n } legal move.
web-legal-moves-other = { $n } legal moves.
web-legal = A legal position.
web-move-refused = the move cannot be played
web-hint = Hint
web-illegal-click = No legal move goes from { $from } to { $to }: the squares marked with a dot are where that piece can go.
web-edit-bad-rank = Rank { $rank } (“{ $text }”) cannot be read: the board keeps it as typed. Mend it in the FEN box to place pieces on it.
web-edit-no-board-one = The placement in the FEN box has { $n } rank, not 8: the board cannot show it. Mend it in the FEN box, or press “Empty board” or “Starting position”.
web-edit-no-board-other = The placement in the FEN box has { $n } ranks, not 8: the board cannot show it. Mend it in the FEN box, or press “Empty board” or “Starting position”.
web-edit-fields-locked-one = The FEN box has { $n } field, not 6: the fields stay as typed until they are mended there (a fix above may offer it); then these controls set them.
web-edit-fields-locked-other = The FEN box has { $n } fields, not 6: they stay as typed until they are mended there (a fix above may offer it); then these controls set them.
web-trimmed = Spaces and line ends around the pasted FEN were left out.
web-fix-single-spaces = Use single spaces
web-control-lenient = the “lenient” box
web-control-chess960 = the “Chess960 rules” box of the editor
web-tag-Event = Event
web-tag-Site = Site
web-tag-Date = Date
web-tag-Round = Round
web-tag-White = White
web-tag-Black = Black
web-tag-Result = Result
web-tag-WhiteElo = White Elo
web-tag-BlackElo = Black Elo
web-tag-WhiteTitle = White title
web-tag-BlackTitle = Black title
web-tag-ECO = ECO code
web-tag-Opening = Opening
web-tag-Variation = Variation
web-tag-TimeControl = Time control
web-tag-Termination = Termination
web-tag-Annotator = Annotator
web-tag-PlyCount = Plies
web-tag-SetUp = Set up
web-tag-FEN = FEN
web-tag-Variant = Variant
web-tag-EventDate = Event date
web-tag-UTCDate = UTC date
web-tag-UTCTime = UTC time
web-error-too-large = The text is too large for the server (at most 1 MiB).
web-error-timeout = The server took too long to answer; try again with less text.
web-error-busy = The server is busy; try again in a moment.
web-error-server-error = The server failed; try again.
web-error-internal = The server failed; try again.
web-error-bad-json = The page sent a request the server could not read; reload the page.
web-error-bad-content-type = The page sent a request the server could not read; reload the page.
web-error-http = The server answered with status { $status }.
web-colon = {": "}
web-where-field = field { $field }
web-where-field-column = field { $field }, column { $column }
web-error = Error
web-warning = Warning
web-still = Still { $after }: { $why }
web-changed-from = Changed from { $before }: { $why }
web-not-fen = The text cannot be read as a FEN: see the problems above.
web-copy-note-tree = Copy PGN holds the loaded game, its comments, NAGs and variations kept, with the moves played here as variations ({ $own }). Copy loaded game copies the game as it was loaded.
web-copy-note-truncated = The game is longer than the page shows: Copy PGN holds only what is shown; Copy loaded game holds it all.
web-opening = Opening: { $eco } { $name }
web-unplayed = Kept as written: this move could not be played (see the problems), so the rest of its line was not played either
web-game-opening = Opening (from the moves)
web-fix-en-passant = Use { $square }
web-fix-en-passant-none = Empty the en passant field (-)
web-fix-flip-ranks = Flip the ranks
web-fix-swap-cases = Swap the cases
web-fix-change-case = Give the piece on { $square } to the other side
web-fix-switch-side = Switch the side to move
web-fix-drop-castling = Drop { $letters }
web-fix-fullmove-one = Write 1 (every game starts at move 1)
web-fix-complete-fields = Complete it: White to move, castling { $letters } (the kings and rooks at home; an assumption), no en passant, clocks 0 and 1
web-fix-root = mends every error
web-fix-read-as = Use this FEN
web-polyglot = Polyglot key
web-share = Share
web-share-title = Copy a link to this page as it stands: the position, the game, the orientation, the tab and the language
web-what-link = The link to this page
web-continue = Continue from here
web-exercise = Exercise
web-show-answer = Show the answer
web-next-step = Next
web-lesson-start = The start FEN: side to move and castling rights
web-lesson-e4 = 1.e4: predict the six fields
web-lesson-changes = Which fields change: a knight, a capture, a rook, a pawn
web-lesson-spanish = SAN: the Spanish opening
web-lesson-mate = SAN: mate on the second move
web-lesson-random = A random move: predict the six fields
web-lesson-start-task = The starting position: { $fen }. Who is to move, and which castling rights are there? Write field 2 and field 3 as the FEN writes them.
web-score-of = { $right } of { $total } right.
web-lesson-ep-conventions = The en passant field: the PGN standard writes the square the pawn passed after every double step ({ $square }, as rankfile writes it); lichess and python-chess write it only when a capture en passant is possible, and - otherwise. No capture is possible here, so both are right.
web-lesson-step-knight = Black plays { $san }, a quiet knight move. Which fields change? Tick them, then show the answer.
web-lesson-step-capture = Black plays { $san }, a capture. Which fields change? Tick them, then show the answer.
web-lesson-step-rook = Black plays { $san }, a rook move. Which fields change? Tick them, then show the answer.
web-lesson-step-pawn = White plays { $san }, a pawn move. Which fields change? Tick them, then show the answer.
web-lesson-changes-start = Tick the fields the move changes.
web-lesson-line-spanish = Play the opening of a Spanish game, pawn, knight and bishop moves, then short castling: { $line }
web-lesson-line-mate = Play a whole game that ends in mate on the second move: { $line }
web-lesson-line-start = Play the moves on the board, or type them.
web-lesson-line-good = ✓ { $san }: { $done } of { $total }.
web-lesson-line-wrong = ✗ { $san } is not the line's move: { $expected } is. Undo, and play it.
web-lesson-line-done = ✓ The whole line is played.
web-chess960-rules = Chess960 rules
web-chess960-number = Start position number
web-chess960-set = Set up
web-chess960-random = Random
web-castling-unavailable = { $right }: the king or the rook is not on its square
web-ep-impossible = { $square } (not possible here)
web-copied = { $what } copied.
web-copy-fallback = { $what } is in the box below: select it and copy.
web-what-fen = The FEN
web-what-fen-read = The FEN as read ({ $fen }), not as typed,
web-what-fen-typed = The FEN as typed (it is not a legal position)
web-what-game = The game (PGN)
web-what-loaded = The loaded game (PGN, with its comments, NAGs and variations)
web-pgn-illegal-one = This position is not legal ({ $n } problem): other programs will refuse a PGN of it. Press Copy PGN again to copy it anyway.
web-pgn-illegal-other = This position is not legal ({ $n } problems): other programs will refuse a PGN of it. Press Copy PGN again to copy it anyway.
web-remove-pieces = remove pieces
web-no-game = No game in this text.
web-games-cut = Only the first { $shown } games are shown here; for the whole file, use the command line: rankfile pgn check FILE.
web-pgn-problem = Line { $line }, column { $column }: { $message } ({ $code })
web-ply = ply { $ply } of { $total }
web-rest-not-shown = (the rest is not shown)
web-practice-task-white = From { $fen }, White plays { $san }. What are the six fields after it?
web-practice-task-black = From { $fen }, Black plays { $san }. What are the six fields after it?
web-practice-start = The boxes start from the fields before the move: change what the move changes.
web-unchanged = unchanged
web-score = { $right } of 6 right.

## Material signatures

material-bad-letter = '{ $letter }' is no piece letter
material-bad-letter-hint = write the material as KRPkr (White's pieces in capitals)

## UCI moves, and moves played

uci-illegal = { $input }: not a legal move in this position
uci-syntax = "{ $input }" is not a UCI move
uci-syntax-hint = expected from-square, to-square and an optional promotion letter, such as e2e4 or e7e8q
move-illegal = { $mv } is not a legal move in this position
square-bad = not a square: expected a file a-h and a rank 1-8, such as e4
position-illegal = illegal position: { $problems }
lang-unknown = unknown language "{ $code }": expected en, fr, de, es, it, pt, nl, vi or figurine
input-not-pgn = { $file } is not a PGN file: { $why }
input-nul-byte = byte { $byte } is NUL, among many bytes no text holds (a database or an archive? export its games to PGN first)
input-control-bytes = { $bad } of its first { $bytes } { $bytes ->
        [one] byte
       *[other] bytes
    } { $bad ->
        [one] is a control character
       *[other] are control characters
    } no text holds (a database or an archive? export its games to PGN first)
input-utf16 = it looks like UTF-16 without a byte order mark: give --encoding { $label }, or save it as UTF-8
input-archive = it is { $kind }, which rankfile does not open: take the PGN out of it first
input-trailing-zeros = { $file } ends with { $bytes } zero { $bytes ->
        [one] byte
       *[other] bytes
    } (padding) after its last complete compressed stream: every game before { $bytes ->
        [one] it was read, and it was left
       *[other] them was read, and they were left
    }
input-trailing-bytes = { $file } ends with { $bytes } { $bytes ->
        [one] byte that begins
       *[other] bytes that begin
    } no stream after its last complete compressed stream: every game before { $bytes ->
        [one] it was read, and it was left
       *[other] them was read, and they were left
    }
cli-unknown-encoding = "{ $label }" names no encoding: give a label of the Encoding Standard, such as windows-1252, windows-1251, iso-8859-7, koi8-r, utf-16le or shift_jis

## Engines (rankfile-engine, `rankfile analyse`, `pgn annotate`)
engine-stage-handshake = the handshake (uci)
engine-stage-ready = its answer to isready
engine-stage-option = setting an option (setoption)
engine-stage-search = the search of { $fen }
engine-exit-code = exit status { $code }
engine-exit-signal = signal { $signal }
engine-not-found = no engine at { $engine }
engine-not-executable = { $engine } cannot be run: { $reason }
engine-not-uci = { $engine } did not answer as a UCI engine
engine-not-uci-said = { $engine } did not answer as a UCI engine; it wrote: { $said }
engine-died = { $engine } stopped during { $during }
engine-died-status = { $engine } stopped during { $during } ({ $status })
engine-timeout = { $engine } said nothing for { $seconds } s during { $during }, and was stopped
engine-fault-number = its { $field } is not a number but "{ $value }"
engine-fault-illegal = { $uci } is not a legal move in { $fen }
engine-bad-reply = { $engine } sent "{ $line }": { $fault }
engine-no-such-option = { $engine } has no option { $name }; it has { $known }
engine-no-limit = a search without a limit would never end
engine-hint-limit = give a depth, a number of nodes, a time or a mate to find
engine-no-multipv = { $lines } lines were asked, but { $engine } has no MultiPV option
engine-hint-install = install Stockfish (apt-get install stockfish, brew install stockfish) or give the engine's path
engine-hint-executable = give the engine's program itself, made executable (chmod +x)
engine-hint-uci = rankfile speaks UCI: give a UCI engine such as Stockfish (an XBoard engine needs an adapter such as PolyGlot)
engine-hint-died = run the engine by hand to see why it stops; its memory (Hash) or threads may be too many for this machine
engine-hint-timeout = give the engine a longer timeout or a smaller limit
engine-hint-bad-reply = the engine does not follow UCI here: try another engine or version
engine-hint-option = name one of the engine's options, spelt as it lists them
engine-hint-multipv = ask this engine for one line, or use an engine with MultiPV
cli-engine-none = no engine given, and no stockfish on the PATH or in /usr/games
cli-engine-option-form = "{ $text }" is not NAME=VALUE: write --option Threads=2
cli-analyse-engine = { $engine }, depth { $depth }
cli-analyse-best = best move: { $san }
cli-analyse-mated = no move: the side to move is checkmated
cli-analyse-no-move = no move: stalemate
cli-annotate-done = annotated { $games ->
        [one] 1 game
       *[other] { $games } games
    }: { $evals ->
        [one] 1 evaluation
       *[other] { $evals } evaluations
    }
cli-annotate-judged = judged: { $inaccuracies ->
        [one] 1 inaccuracy (?!)
       *[other] { $inaccuracies } inaccuracies (?!)
    }, { $mistakes ->
        [one] 1 mistake (?)
       *[other] { $mistakes } mistakes (?)
    }, { $blunders ->
        [one] 1 blunder (??)
       *[other] { $blunders } blunders (??)
    }
cli-annotate-failed = the engine failed on game { $game } ({ $who }); nothing was written
cli-annotate-broken = { $games ->
    [one] 1 game has errors: it was annotated as far as its moves can be played (rankfile pgn check says where)
   *[other] { $games } games have errors: each was annotated as far as its moves can be played (rankfile pgn check says where)
  }
api-no-engine = this server runs no engine: its operator starts it with rankfile serve --engine PATH (Stockfish: apt-get install stockfish)
api-search-running = your last search still runs: ask again when it has answered
api-engine-busy = the engine is busy with other searches: ask again in a few seconds
api-bad-limit = depth is 1 to { $depth }, movetime 1 to 60,000 milliseconds, multipv 1 to { $lines }
web-eval-bar = White's winning chances, by the engine
web-eval-depth = depth { $depth }

## Dead positions: who can still checkmate (FIDE 5.2.2 and 6.9)

winnable-lone-king = { $side ->
        [white] White
       *[black] Black
    } has only the king
winnable-lone-knight = { $side ->
        [white] White
       *[black] Black
    } has only a knight, and the other side nothing to block its own king with but queens, which would take the knight
winnable-bishops-one-colour = { $side ->
        [white] White
       *[black] Black
    } has only bishops, all on squares of one colour, and no pawn or knight is left to block a square of the other colour
winnable-sealed = { $side ->
        [white] White
       *[black] Black
    } cannot mate in any pawn structure the game can still reach (the pawns on { $squares } now)
winnable-searched = { $side ->
        [white] White
       *[black] Black
    } mates in none of the { $positions } { $positions ->
        [one] position
       *[other] positions
    } the game can still reach
winnable-dead = dead position: neither side can checkmate ({ $white }; { $black })
winnable-dead-sealed = dead position: neither side can mate in any pawn structure the game can still reach (the pawns on { $squares } now)
