### Thông điệp của rankfile bằng tiếng Việt.
###
### Thư viện tự viết tiếng Anh; danh mục tiếng Anh giữ cùng những câu ấy để
### mọi ngôn ngữ được hiển thị theo cùng một cách, và một bài kiểm thử giữ cho
### hai bản tiếng Anh khớp nhau. Tiếng Việt không có dạng số nhiều: số được
### viết thẳng, không cần chọn [one]/[other]. Các biến:
###   một quân     $x là tên của quân ("mã trắng"); $x-color (white, black)
###                và $x-role (king, queen, rook, bishop, knight, pawn) là
###                khóa để chọn;
###   một bên      $color là khóa white hoặc black, chỉ để chọn (Trắng, Đen),
###                không bao giờ viết thẳng ra;
###   một loại quân $role là tên của nó (role-king … role-pawn), còn
###                $role-role (king, queen, rook, bishop, knight, pawn) là
###                khóa để chọn;
###   một trường   $field là tên của trường (field-1 … field-6);
###   một danh sách $x là các mục nối bằng list-separator và list-and, còn
###                $x-count là số mục.

## Những từ dùng để ghép nên các thông điệp khác.

list-separator = {", "}
list-and = {" và "}
list-or = {" hoặc "}
diag-error = lỗi
diag-warning = cảnh báo
diag-hint = gợi ý
diag-colon = {": "}
decimal-separator = {","}
piece-white-king = vua trắng
piece-white-queen = hậu trắng
piece-white-rook = xe trắng
piece-white-bishop = tượng trắng
piece-white-knight = mã trắng
piece-white-pawn = tốt trắng
piece-black-king = vua đen
piece-black-queen = hậu đen
piece-black-rook = xe đen
piece-black-bishop = tượng đen
piece-black-knight = mã đen
piece-black-pawn = tốt đen
role-king = vua
role-queen = hậu
role-rook = xe
role-bishop = tượng
role-knight = mã
role-pawn = tốt
field-1 = bố trí quân
field-2 = bên đi
field-3 = nhập thành
field-4 = ô en passant
field-5 = đồng hồ halfmove
field-6 = số fullmove

## Thông điệp của thư viện: FEN, tính hợp lệ, SAN, PGN, EPD, phần giải thích.

castling-king-moved-hint = xóa { $letter } khỏi trường nhập thành: vua đã đi thì quyền đó không còn nữa
castling-no-king = quyền nhập thành { $letter }: không có vua { $color ->
        [white] trắng
       *[black] đen
    } ở { $sq }
castling-no-rook = quyền nhập thành { $letter }: không có xe { $color ->
        [white] trắng
       *[black] đen
    } ở { $sq }
castling-or-chess960-hint = { $hint }; hoặc, nếu đây là Chess960, hãy đọc theo Chess960 (--chess960)
castling-rook-moved-hint = xóa { $letter } khỏi trường nhập thành: xe đã đi hoặc đã bị bắt thì quyền đó không còn nữa
castling-why-order = các chữ được xếp lại theo thứ tự KQkq
castling-why-repeated = một chữ bị lặp đã được bỏ đi
castling-why-shredder = các cột kiểu Shredder-FEN được đọc thành K/Q/k/q
cause-reversed = là do các hàng được viết từ hàng 1 trở lên
cause-reversed-or-swapped = là do các hàng được viết từ hàng 1 trở lên, hoặc do chữ hoa và chữ thường của hai bên bị đảo
cause-swapped = là do chữ hoa và chữ thường của hai bên bị đảo
cause-wrong-case = có thể là do chữ { $written } ở { $sq }, lẽ ra phải là { $letter }
change-castled-king-side = { $us ->
        [white] Trắng
       *[black] Đen
    } nhập thành cánh vua: vua đi từ { $from } đến { $to }, còn xe đi từ { $rook }
change-castled-queen-side = { $us ->
        [white] Trắng
       *[black] Đen
    } nhập thành cánh hậu: vua đi từ { $from } đến { $to }, còn xe đi từ { $rook }
change-castling = mất quyền { $lost }: { $reason }
change-ep-cleared = đã xóa ô en passant: quyền bắt tốt qua đường chỉ có cho nước ngay sau
change-ep-set = ô en passant { $sq }: tốt đã đi qua ô này khi tiến hai ô từ { $from } đến { $to }
change-fullmove = số fullmove + 1: Đen vừa đi
change-halfmove-capture = đồng hồ halfmove về 0: có quân bị bắt
change-halfmove-pawn = đồng hồ halfmove về 0: tốt vừa đi
change-halfmove-up = đồng hồ halfmove + 1: không phải nước tốt, cũng không bắt quân
change-lost-king = vua { $us ->
        [white] trắng
       *[black] đen
    } đã đi
change-lost-rook-left = xe đã rời { $from }
change-lost-rook-left-and-taken = xe đã rời { $from }, và xe ở { $to } đã bị bắt
change-lost-rook-taken = xe ở { $to } đã bị bắt
change-moved = { $piece } đi từ { $from } đến { $to }
change-placement = { $moved }{ $taking }{ $promotion }
change-promoted = , và được phong cấp thành { $role }
change-side = mỗi nước đi chuyển lượt cho bên kia: đến lượt { $turn ->
        [white] Trắng
       *[black] Đen
    } đi
change-taking = , bắt { $captured } ở { $to }
change-taking-ep = , bắt tốt qua đường ở { $on }
empty-square = ô trống { $sq }
epd-bad-move = { $opcode }: { $error }
epd-bad-opcode = “{ $opcode }” không phải là mã thao tác: mã thao tác gồm một chữ cái, tiếp theo là chữ cái, chữ số hoặc _, dài tối đa 14 ký tự
epd-bad-opcode-hint = mỗi thao tác gồm một mã thao tác, các toán hạng của nó, rồi đến dấu ;: bm Nf3;
epd-empty-operation = một dấu ; không có thao tác nào đứng trước
epd-empty-operation-hint = hãy xóa dấu ; thừa
epd-stray-dash = một dấu - sau trường ô en passant: một dòng EPD có bốn trường
epd-stray-dash-hint = hãy xóa dấu - thứ hai
epd-fen-clocks = { $halfmove } { $fullmove } là hai bộ đếm của FEN: một dòng EPD có bốn trường, rồi đến các thao tác
epd-fen-clocks-hint = hãy viết chúng thành thao tác, hmvc { $halfmove }; fmvn { $fullmove };, hoặc kiểm tra dòng này như một FEN
epd-duplicate-opcode = { $opcode } được ghi hai lần
epd-duplicate-opcode-hint = mỗi mã thao tác chỉ ghi một lần, kèm tất cả toán hạng của nó
epd-field-count = một dòng EPD bắt đầu bằng bốn trường: bố trí quân, bên đi, nhập thành, ô en passant
epd-field-count-hint = ví dụ: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4;
epd-missing-semicolon = thao tác { $opcode } thiếu dấu ; ở cuối
epd-missing-semicolon-hint = kết thúc mỗi thao tác bằng dấu ;
epd-no-move = { $opcode } cần ít nhất một nước đi
epd-no-move-hint = ví dụ: { $opcode } Nf3;
epd-not-count = { $opcode }: “{ $word }” không phải là số nguyên từ 0 trở lên
epd-not-epd = đây không phải là một dòng EPD
epd-not-integer = { $opcode }: “{ $word }” không phải là số nguyên
epd-number-hint = ví dụ: { $opcode } 12;
epd-one-number = { $opcode } cần đúng một số
epd-one-string = { $opcode } cần đúng một chuỗi đặt trong dấu ngoặc kép
epd-one-string-hint = ví dụ: { $opcode } "WAC.001";
epd-unclosed-string = một chuỗi mở bằng " nhưng không được đóng lại
epd-unclosed-string-hint = đóng chuỗi bằng " trước dấu ;
epd-unquoted-string = { $opcode } cần một chuỗi đặt trong dấu ngoặc kép
epd-unquoted-string-hint = hãy viết { $opcode } "{ $s }";
explain-960-right = Chess960, { $notation } cho { $color ->
        [white] Trắng
       *[black] Đen
    }: xe ở { $rook }; vua đến { $king_to } và xe đến { $rook_to }; { $empty } phải trống, và { $walked } không được bị tấn công.
explain-960-right-nothing-between = Chess960, { $notation } cho { $color ->
        [white] Trắng
       *[black] Đen
    }: xe ở { $rook }; vua đến { $king_to } và xe đến { $rook_to }; không cần dọn trống ô nào trước, và { $walked } không được bị tấn công.
explain-castle-attacked = Lúc này không thể nhập thành { $notation }: vua sẽ đi qua hoặc dừng ở một ô bị tấn công.
explain-castle-blocked = Lúc này không thể nhập thành { $notation }: { $squares } đang có quân chắn đường.
explain-castle-in-check = Lúc này không thể nhập thành { $notation }: vua đang bị chiếu.
explain-castle-not-now = Lúc này không thể nhập thành { $notation }.
explain-castle-now = Lúc này có thể nhập thành { $notation }.
explain-checkmated = { $color ->
        [white] Trắng
       *[black] Đen
    } đi tiếp, nhưng đã bị chiếu hết: ván cờ đã kết thúc.
explain-count = { $count } { $role }
explain-ep-capture = { $color ->
        [white] Trắng
       *[black] Đen
    } có thể bắt tốt qua đường ngay bây giờ, chỉ trong nước này: { $captures }.
explain-ep-edge = { $ep } không thể là ô en passant: ô này nằm ở mép bàn cờ.
explain-ep-no-capture = Lúc này không có nước bắt tốt qua đường nào, nên lichess và python-chess sẽ ghi - ở đây; chuẩn PGN thì ghi { $ep } sau mọi nước tốt tiến hai ô.
explain-ep-step = Nước vừa rồi là tốt { $them ->
        [white] trắng
       *[black] đen
    } tiến hai ô từ { $from } đến { $to }, đi qua { $ep }.
explain-ep-wrong-rank = { $ep } không thể là ô en passant khi { $color ->
        [white] Trắng
       *[black] Đen
    } đi tiếp: ô đó phải nằm trên hàng { $rank }.
explain-fifty-ahead = Có thể yêu cầu hòa theo luật 50 nước khi đồng hồ halfmove đạt 100 (còn { $left } ply nữa).
explain-fifty-now = Bây giờ đã có thể yêu cầu hòa theo luật 50 nước; đến 150 thì ván tự động hòa (còn { $left } ply nữa).
explain-fullmove = Nước { $n }: tiếp theo là { $n ->
        [1] nước đầu tiên
       *[other] nước thứ { $n }
    } của { $color ->
        [white] Trắng
       *[black] Đen
    }. Số này bắt đầu từ 1 và tăng sau mỗi nước của Đen; nếu ván bắt đầu từ thế xuất phát thì { $plies ->
        [0] chưa đi ply nào
       *[other] đã đi { $plies } ply
    }.
explain-halfmove = { $n ->
        [0] Chưa đi ply nào kể từ lần bắt quân hoặc nước tốt gần nhất.
       *[other] Đã đi { $n } ply kể từ lần bắt quân hoặc nước tốt gần nhất.
    }
explain-history-of-rights = Chỉ trường này cho biết quyền nào còn lại: vua và xe đứng ở ô gốc không chứng minh còn quyền, vì một trong hai quân có thể đã đi rồi quay lại.
explain-in-check = { $color ->
        [white] Trắng
       *[black] Đen
    } đi tiếp, đang bị quân ở { $squares } chiếu; { $moves ->
        [0] không có nước hợp lệ nào
       *[other] có { $moves } nước hợp lệ
    }.
explain-keeps-both = { $color ->
        [white] Trắng
       *[black] Đen
    } còn quyền nhập thành cánh vua (O-O) và cánh hậu (O-O-O).
explain-keeps-king-side = { $color ->
        [white] Trắng
       *[black] Đen
    } còn quyền nhập thành cánh vua (O-O).
explain-keeps-queen-side = { $color ->
        [white] Trắng
       *[black] Đen
    } còn quyền nhập thành cánh hậu (O-O-O).
explain-king-on = vua ở { $squares }
explain-lost-both = { $color ->
        [white] Trắng
       *[black] Đen
    } đã mất cả hai quyền nhập thành.
explain-no-castling = Không bên nào còn được nhập thành nữa (-).
explain-no-ep = Không có ô en passant (-): nước vừa rồi không phải là tốt tiến hai ô, hoặc người ghi đã bỏ trống vì không thể bắt tốt qua đường.
explain-no-history = FEN không lưu lịch sử ván nên không thể cho thấy một thế cờ đã lặp lại ba lần; muốn yêu cầu hòa do lặp thế thì cần có các nước đi của ván.
explain-no-king = không có vua
explain-placement-intro = Hàng 8 trước, từ cột a đến cột h; mỗi chữ số là số ô trống liên tiếp.
explain-right-kept = Quyền nhập thành còn giữ cho đến khi vua hoặc xe tương ứng di chuyển; còn quyền không có nghĩa là nhập thành hợp lệ ngay ở nước này.
explain-seventy-five = Luật 75 nước đã kết thúc ván cờ với kết quả hòa.
explain-side-pieces = { $color ->
        [white] Trắng
       *[black] Đen
    } ({ $count } quân): { $king }{ $pieces-count ->
        [0] {""}
       *[other] , { $pieces }
    }.
explain-stalemate = { $color ->
        [white] Trắng
       *[black] Đen
    } đi tiếp, không còn nước hợp lệ nào và cũng không bị chiếu: hết nước đi (pat), ván hòa.
explain-to-move = { $color ->
        [white] Trắng
       *[black] Đen
    } đi tiếp.
fen-960-bad-letter = “{ $c }” không phải là chữ nhập thành
fen-960-bad-letter-hint = K và Q (các xe ngoài cùng), hoặc cột của một xe từ A đến H; chữ thường cho Đen; - nếu không còn quyền nào
fen-960-king-away = quyền nhập thành { $c }: vua { $color ->
        [white] trắng
       *[black] đen
    } không ở hàng { $rank }
fen-960-king-away-hint = vua chỉ nhập thành từ hàng xuất phát của nó (hàng 1 với Trắng, hàng 8 với Đen); hãy xóa { $c }
fen-960-no-rook-file = quyền nhập thành { $c }: không có xe { $color ->
        [white] trắng
       *[black] đen
    } ở cột { $file } của hàng { $rank }
fen-960-no-rook-hint = xe đó đã đi hoặc đã bị bắt thì quyền không còn nữa: hãy xóa { $c }
fen-960-no-rook-king-side = quyền nhập thành { $c }: không có xe { $color ->
        [white] trắng
       *[black] đen
    } nào ở phía cánh vua của vua { $color ->
        [white] trắng
       *[black] đen
    } ở { $king }
fen-960-no-rook-queen-side = quyền nhập thành { $c }: không có xe { $color ->
        [white] trắng
       *[black] đen
    } nào ở phía cánh hậu của vua { $color ->
        [white] trắng
       *[black] đen
    } ở { $king }
fen-960-two-rights = trường nhập thành “{ $text }” cho { $color ->
        [white] Trắng
       *[black] Đen
    } hai quyền ở { $side ->
        [king] cánh vua
       *[queen] cánh hậu
    }
fen-960-two-rights-hint = mỗi bên nhập thành với một xe ở mỗi cánh: chỉ giữ một chữ cho mỗi cánh
fen-adjacent-digits = { $rank } “{ $text }” có hai chữ số liền nhau
fen-adjacent-digits-hint = cộng các ô trống liên tiếp lại thành một chữ số: 44 là 8
fen-bad-count = “{ $c }” trong { $rank } “{ $text }” không phải là số ô trống; số đếm chỉ từ 1 đến 8
fen-bad-ep = trường en passant “{ $text }” không phải là - cũng không phải là một ô
fen-bad-ep-hint = hãy viết ô mà tốt đã đi qua, ví dụ e3 sau e2-e4, hoặc - nếu không có
fen-bad-number = { $field } “{ $text }” không phải là một số nguyên hợp lệ
fen-bad-piece-char = “{ $c }” trong { $rank } “{ $text }” không phải là chữ quân cờ
fen-bad-separator = các trường được ngăn cách bằng “{ $sep }” thay vì dấu cách
fen-bad-separator-hint = hãy thay mỗi { $sep } bằng một dấu cách (hoặc đọc với --lenient)
fen-bad-side = bên đi “{ $text }” không phải là w hay b
fen-case-swapped = chữ hoa và chữ thường có vẻ bị đảo: nếu quân Trắng viết hoa và quân Đen viết thường, đây là một thế cờ hợp lệ bình thường
fen-case-swapped-hint = Trắng là K Q R B N P, Đen là k q r b n p: { $fen }
fen-castling-960-file = “{ $c }” trong trường nhập thành “{ $text }” ứng với một xe ở cột { $file }: đó là trường nhập thành của Chess960
fen-castling-960-file-hint = hãy đọc theo Chess960 (--chess960); cờ vua tiêu chuẩn dùng K, Q, k và q, và - nếu không còn quyền nào
fen-castling-dash = trường nhập thành “{ $text }” trộn - với các chữ
fen-castling-dash-hint = chỉ viết - khi không còn quyền nào, còn không thì chỉ viết các chữ
fen-castling-joined = đã nối lại các chữ nhập thành bị viết tách rời
fen-castling-letter = “{ $c }” trong trường nhập thành “{ $text }” không phải là K, Q, k hay q
fen-castling-letter-hint = K và Q là quyền của Trắng (cánh vua, cánh hậu), k và q là của Đen; - nếu không còn quyền nào
fen-castling-order = các quyền nhập thành “{ $text }” không đúng thứ tự
fen-castling-order-hint = hãy viết theo thứ tự KQkq
fen-castling-read = đã đọc trường nhập thành “{ $text }” thành “{ $read }”: { $why }
fen-castling-right-dropped = đã bỏ { $reason }
fen-mended-flip-ranks = đã lật ngược các hàng: bàn cờ được viết từ hàng 1 lên
fen-mended-swap-cases = đã hoán đổi chữ của Trắng và Đen
fen-mended-change-case = đã trao quân ở { $square } cho bên kia
fen-mended-switch-side = đã đổi bên đi: bên không được đi đang bị chiếu
fen-mended-en-passant = đã ghi ô en passant { $square }, ô mà tốt vừa đi qua
fen-mended-en-passant-none = đã để trống trường en passant (-)
fen-mended-drop-castling = đã bỏ quyền nhập thành { $letters }: vua hoặc xe đã rời ô gốc
fen-mended-fullmove-one = đã ghi số fullmove là 1 (mọi ván cờ bắt đầu ở nước 1)
fen-mended-single-spaces = đã tách các trường bằng đúng một dấu cách
fen-mended-complete-fields = đã điền các trường: Trắng đi tiếp, nhập thành { $letters } (vua và xe ở ô gốc; đây là giả định), không có ô en passant, hai bộ đếm là 0 và 1
fen-castling-shredder = “{ $c }” trong trường nhập thành “{ $text }” là cột xe kiểu Shredder-FEN
fen-castling-shredder-hint = trong cờ vua tiêu chuẩn, hãy ghi quyền nhập thành là K và Q cho Trắng, k và q cho Đen (ở đây: một trong các chữ { $standard }), hoặc đọc với --lenient; nếu đây là Chess960, hãy đọc theo Chess960 (--chess960)
fen-castling-split = các chữ nhập thành bị ngăn cách bằng dấu cách
fen-castling-split-hint = hãy viết các quyền nhập thành thành một trường duy nhất, ví dụ KQkq
fen-castling-twice = quyền nhập thành “{ $c }” được viết hai lần trong “{ $text }”
fen-castling-twice-hint = mỗi quyền chỉ viết một lần
fen-empty = FEN trống
fen-empty-symbol-hint = hãy ghi các ô trống bằng một chữ số đếm số ô (1 đến 8), không phải mỗi ô một ký hiệu
fen-ep-lowercase-hint = hãy viết ô bằng chữ thường: { $sq }
fen-ep-read = đã đọc ô en passant “{ $text }” thành { $sq }
fen-epd-operations = “{ $rest }” đứng sau trường en passant: trông giống EPD, vốn đặt các thao tác ở chỗ FEN ghi hai bộ đếm
fen-epd-operations-hint = hãy thay các thao tác bằng đồng hồ halfmove và số fullmove, thường là "0 1"
fen-epd-operations-ignored = đã bỏ qua “{ $rest }” sau trường 4 ({ $field }): thao tác EPD không phải là một phần của FEN
fen-extra-fields-hint = hãy xóa “{ $rest }” sau số fullmove (một thao tác EPD như "bm" hay "id" không thuộc về FEN)
fen-extra-fields-ignored = đã bỏ qua “{ $rest }” sau trường 6 ({ $field }): FEN kết thúc ở số fullmove
fen-field-count = FEN có { $count } trường; FEN phải có đúng 6 trường
fen-fields-completed = đã giả định các trường còn thiếu là{ $assumed } ({ $fields })
fen-fields-completed-hint = các giá trị thường dùng: Trắng đi tiếp, không có quyền nhập thành, không có ô en passant, hai bộ đếm là 0 và 1
fen-fields-missing = còn thiếu: { $fields }
fen-fullmove-replaced = số fullmove “{ $text }” quá lớn để đếm nước; đọc thành 1
fen-fullmove-zero = số fullmove là 0; số này bắt đầu từ 1
fen-fullmove-zero-black-hint = số này không bị đặt lại sau nước của Trắng: nó là 1 cả trước lẫn sau nước đầu tiên của Trắng, và tăng sau mỗi nước của Đen; hãy viết 1
fen-fullmove-zero-hint = hãy viết 1: nước đầu tiên của ván là nước 1
fen-fullmove-zero-read = đã đọc số fullmove 0 thành 1: số này bắt đầu từ 1
fen-missing-space = không có dấu cách giữa bố trí quân và bên đi
fen-missing-space-hint = hãy thêm một dấu cách trước bên đi
fen-missing-space-read = đã coi như có một dấu cách giữa bố trí quân và bên đi
fen-nine-count-hint = một hàng chỉ có 8 ô: 9 không thể đúng
fen-no-fields = FEN không có trường nào, chỉ có dấu phân cách
fen-number-read = đã đọc { $field } “{ $text }” thành { $n }
fen-piece-letters-hint = FEN dùng chữ cái tiếng Anh: K vua, Q hậu, R xe, B tượng, N mã, P tốt (chữ hoa cho Trắng, chữ thường cho Đen); chữ số 1 đến 8 là số ô trống
fen-placement-only = chỉ có bố trí quân; một FEN có sáu trường
fen-placement-only-hint = hãy thêm năm trường còn lại sau một dấu cách, thường là “w - - 0 1” (bên đi, nhập thành, ô en passant, đồng hồ halfmove, số fullmove)
fen-promoted-marker-dropped = đã bỏ { $count } dấu '~' đánh dấu quân phong cấp (ký hiệu của crazyhouse; FEN tiêu chuẩn không có dấu này)
fen-rank-count = bố trí quân có { $count } hàng; phải có đúng 8 hàng, ngăn cách bằng /
fen-rank-count-hint = hãy viết đúng tám hàng, từ hàng 8 xuống hàng 1, hàng trống viết là 8
fen-rank-separator-hint = các hàng được ngăn cách bằng dấu gạch chéo: /
fen-rank-too-narrow-hint = thêm một quân hoặc tăng một số đếm: số đếm và quân của một hàng cộng lại phải bằng 8
fen-rank-too-wide-hint = bớt một quân hoặc giảm một số đếm: số đếm và quân của một hàng cộng lại phải bằng 8
fen-rank-width = { $rank } “{ $text }” rộng { $width } ô; một hàng có 8 ô ({ $sum })
fen-ranks-reversed = các hàng có vẻ được viết từ hàng 1 trở lên: đọc từ hàng 8 xuống thì đây là một thế cờ hợp lệ bình thường
fen-ranks-reversed-hint = hãy viết hàng 8 trước: { $fen }
fen-reversed-or-swapped = các hàng có vẻ được viết từ hàng 1 trở lên, hoặc chữ hoa và chữ thường của hai bên bị đảo: đọc theo cách nào thì đây cũng là một thế cờ hợp lệ bình thường
fen-reversed-or-swapped-hint = hãy viết hàng 8 trước, quân Trắng viết hoa: { $fen }
fen-semicolon = dấu ';' ở cuối dùng để kết thúc thao tác EPD; FEN không có dấu này
fen-semicolon-dropped = đã bỏ dấu ';' ở cuối, phần sót lại của EPD
fen-semicolon-hint = hãy xóa dấu ;
fen-separators-read = đã đọc “{ $sep }” là dấu phân cách giữa các trường
fen-separators-read-url = đã đọc “{ $sep }” là dấu phân cách giữa các trường, như cách URL ghi FEN
fen-side-hint = trường thứ hai là w (Trắng đi tiếp) hoặc b (Đen đi tiếp)
fen-side-hint-b = hãy viết b thường cho Đen
fen-side-hint-w = hãy viết w thường cho Trắng
fen-side-read = đã đọc bên đi “{ $text }” thành { $side }
fen-starting-position-is = thế xuất phát là { $fen }
fen-tilde-hint = '~' đánh dấu quân phong cấp trong FEN của crazyhouse; FEN tiêu chuẩn không có dấu này (đọc với --lenient để bỏ nó đi)
fen-whitespace = { $what } tại vị trí { $column }{ $others ->
        [0] {""}
       *[other] {" "}(và ở { $others } chỗ khác nữa)
    }; các trường được ngăn cách bằng đúng một dấu cách
fen-whitespace-hint = hãy ngăn cách sáu trường bằng đúng một dấu cách, không có gì ở trước hay sau (hoặc đọc với --lenient)
fen-whitespace-tidied = đã dọn khoảng trắng: { $what } tại vị trí { $column }{ $others ->
        [0] {""}
       *[other] {" "}(và ở { $others } chỗ khác nữa)
    }; giờ các trường được ngăn cách bằng đúng một dấu cách
fen-wrong-case-capital = chữ { $written } ở { $sq } trông như { $meant } bị viết hoa: coi đó là quân { $meant-color ->
        [white] Trắng
       *[black] Đen
    } thì đây là một thế cờ hợp lệ bình thường
fen-wrong-case-hint = hãy viết { $letter } ở { $sq }: quân Trắng là K Q R B N P, quân Đen là k q r b n p
fen-wrong-case-small = chữ { $written } ở { $sq } trông như { $meant } bị viết thường: coi đó là quân { $meant-color ->
        [white] Trắng
       *[black] Đen
    } thì đây là một thế cờ hợp lệ bình thường
fen-x-hint = X/x không phải là quân cờ trong FEN: FEN dùng chữ cái tiếng Anh, xe là R cho Trắng, r cho Đen (X chỉ là xe trong ký hiệu nước đi tiếng Việt; x trong nước đi là bắt quân): dùng K Q R B N P cho Trắng, k q r b n p cho Đen
fen-zero-count-hint = số đếm trong một hàng không bao giờ là 0: hãy bỏ số 0 đi
follows-from = { $message } (điều này { $words })
kings-of-color = { $count } vua { $color ->
        [white] trắng
       *[black] đen
    } ({ $squares })
lan-not-standard = { $text } không phải là ký hiệu đại số dài theo cách chuẩn quy định
legal-moves-here = các nước hợp lệ ở đây: { $legal }
letters-dutch = tiếng Hà Lan (K D T L P)
letters-english = tiếng Anh (K Q R B N)
letters-figurine = hình quân (♔ ♕ ♖ ♗ ♘)
letters-french = tiếng Pháp (R D T F C)
letters-german = tiếng Đức (K D T L S)
letters-italian = tiếng Ý (R D T A C)
letters-portuguese = tiếng Bồ Đào Nha (R D T B C)
letters-spanish = tiếng Tây Ban Nha (R D T A C)
letters-vietnamese = tiếng Việt (V H X T M)
material-extra = { $count } { $kind ->
        [queen] hậu
        [rook] xe
        [knight] mã
        [light-squared-bishop] tượng ô trắng
       *[dark-squared-bishop] tượng ô đen
    } (bộ cờ có { $set })
note-annotation = dấu chú giải { $glyph } được tách riêng ra
note-check-sign = + để chỉ chiếu, không phải #: nước này không chiếu hết
note-dash = dấu gạch ngang không có chỗ trong SAN
note-ep-suffix = SAN ghi nước bắt tốt qua đường như một nước tốt bắt quân thông thường, không có e.p.
note-extra-check = nước này không chiếu
note-extra-x = có x, nhưng không có quân nào bị bắt
note-figurine = hình quân được đọc thành chữ quân tương ứng
note-lan = ký hiệu đại số dài
note-lowercase-piece = chữ quân cờ phải viết hoa
note-other-letters = { $letter } là { $role } trong { $language }
note-mate-sign = # để chỉ chiếu hết, không phải +
note-missing-check = thiếu +: nước này chiếu
note-missing-mate = thiếu #: nước này chiếu hết
note-missing-x = thiếu x
note-over-disambiguated = ghi ô xuất phát nhiều hơn mức cần thiết
note-pawn-letter = SAN không ghi chữ cho tốt
note-promotion-equals = phong cấp được ghi bằng =
note-promotion-lowercase = quân được phong cấp ghi bằng chữ hoa
note-promotion-parens = phong cấp được ghi bằng =, không đặt trong ngoặc đơn
note-promotion-slash = phong cấp được ghi bằng =, không phải /
note-read-as = đã đọc { $text } thành { $san }: { $reason }
note-spaces = dấu cách quanh nước đi không thuộc về nước đi
note-uci = ký hiệu UCI
note-zero-castling = nhập thành được ghi bằng chữ O, không phải số 0
nothing = {""}
number-hint-ascii = hãy viết số bằng các chữ số từ 0 đến 9
number-hint-negative = số đếm không thể âm
number-hint-plain = hãy viết một số nguyên chỉ gồm chữ số, như 0 hoặc 12
number-hint-sign = hãy viết số không kèm dấu
number-hint-too-large = số quá lớn (tối đa 4294967295)
number-hint-zeros = hãy viết số không có số 0 ở đầu
outcome-checkmate = chiếu hết
outcome-fivefold-repetition = lặp thế năm lần
outcome-insufficient-material = không đủ quân để chiếu hết
outcome-seventy-five-moves = luật 75 nước
outcome-stalemate = hết nước đi (pat)
pawn-above = { $white } ở trên { $black }
pgn-after-result = “{ $rest }” đứng sau kết quả { $result }: một ván cờ dừng lại ở kết quả của nó
pgn-bad-fen-tag = thẻ FEN không phải là một thế cờ hợp lệ: { $why }
pgn-bad-fen-tag-hint = hãy sửa thẻ FEN: trong lúc chờ, các nước đi được đọc từ thế cờ ban đầu tiêu chuẩn
pgn-black-number = { $number }... là số nước của Đen, nhưng đang đến lượt Trắng: có thiếu một nước của Trắng không?
pgn-blank-line = có một dòng trống giữa các nước đi (PGN dùng dòng trống để ngăn cách các ván); vẫn đọc tiếp như cùng một ván
pgn-close-no-variation = dấu ) không đóng biến thể nào
pgn-deep-variation = các biến thể lồng nhau sâu hơn { $max } tầng: những biến thể sâu hơn bị bỏ qua
pgn-game-over-hint = không thể đi nước nào ở đây: ván cờ đã kết thúc
pgn-junk = đoạn văn bản không thuộc ván cờ nào
pgn-junk-brace = dấu {"}"} không đóng chú thích nào
pgn-junk-bracket = dấu ] không đóng thẻ nào
pgn-junk-nag = NAG là $ kèm một số từ 0 đến 255
pgn-junk-tag = thẻ có dạng [Tên "giá trị"]
pgn-junk-tag-end = một cặp thẻ kết thúc bằng ]
pgn-junk-tag-quote = giá trị của thẻ thiếu dấu ngoặc kép đóng
pgn-lone-king-wins = kết quả là { $result }, tức { $winner ->
        [white] Trắng
       *[black] Đen
    } thắng, trong khi { $winner ->
        [white] Trắng
       *[black] Đen
    } chỉ còn lại mỗi vua
pgn-lone-king-wins-hint = chỉ còn vua thì không thể chiếu hết: kết quả có bị ghi ngược không, hay là ván hòa?
pgn-time-forfeit-draw = ván cờ bị xử thua vì hết giờ, nhưng { $reason }: không có chuỗi nước đi hợp lệ nào dẫn tới chiếu hết, nên ván cờ hòa (Luật FIDE, 6.9)
pgn-dead-from-start = thế cờ xuất phát là thế cờ chết, không bên nào chiếu hết được: ván cờ đã hòa trước nước đi đầu tiên (Luật FIDE, 5.2.2), vậy mà vẫn đi tiếp { $more } nước
pgn-played-past-dead = thế cờ sau { $moved } là thế cờ chết, không bên nào chiếu hết được: ván cờ đã kết thúc hòa ở đó (Luật FIDE, 5.2.2), vậy mà vẫn đi tiếp { $more } nước
pgn-played-past-dead-hint = hãy kết thúc ván cờ ở thế cờ chết bằng 1/2-1/2 và bỏ các nước đi sau đó
pgn-dead-position-result = thế cờ cuối là thế cờ chết, không bên nào chiếu hết được, nên ván cờ hòa (Luật FIDE, 5.2.2), vậy mà kết quả lại là { $result }
pgn-missing-result = các nước đi kết thúc mà không có kết quả (1-0, 0-1, 1/2-1/2 hoặc *)
pgn-missing-result-any-hint = hãy kết thúc các nước đi bằng kết quả, hoặc bằng * nếu ván chưa kết thúc; đó là dấu kết thúc của ván
pgn-missing-result-hint = hãy kết thúc các nước đi bằng { $result }, dấu kết thúc của ván
pgn-missing-result-in-comment = các nước đi kết thúc mà không có kết quả: điều này do chú thích chưa được đóng, nó chiếm hết phần còn lại của ván
pgn-missing-result-in-comment-hint = hãy đóng chú thích bằng {"}"} ở chỗ nó kết thúc: khi đó kết quả phía sau sẽ được đọc
pgn-missing-result-in-variation = các nước đi kết thúc mà không có kết quả: điều này do biến thể chưa được đóng, nó chiếm hết phần còn lại của ván
pgn-missing-result-in-variation-hint = hãy đóng biến thể bằng ) ở chỗ nó kết thúc: khi đó kết quả phía sau sẽ được đọc
pgn-move-number = số nước { $number }, nhưng đây là nước { $actual }
pgn-result-contradicts = thẻ Result ghi { $result }, nhưng thế cuối cùng đã kết thúc ván vì { $outcome }: { $actual }
pgn-result-in-variation = kết quả { $r } nằm trong một biến thể: có thiếu dấu ) không?
pgn-result-mismatch = thẻ Result ghi { $tag }, nhưng các nước đi kết thúc bằng { $written }
pgn-result-mismatch-hint = hãy sửa để hai chỗ khớp nhau: thẻ Result phải nhắc lại kết quả ghi sau các nước đi
pgn-setup-missing = có thẻ FEN nhưng không có SetUp "1"
pgn-tag-in-moves = có một thẻ nằm giữa các nước đi: có thiếu kết quả trước nó không? Thẻ được giữ lại dưới dạng chú thích
pgn-too-many-problems = có hơn { $max } lỗi loại này: các lỗi từ đây trở đi không được liệt kê
pgn-unclosed-comment = một chú thích mở bằng {"{"} nhưng không được đóng bằng {"}"}
pgn-unclosed-comment-hint = hãy đóng chú thích bằng {"}"} ở chỗ nó kết thúc
pgn-unclosed-variation = { $count } biến thể mở bằng ( nhưng không được đóng bằng )
pgn-unclosed-variation-hint = hãy đóng mỗi biến thể bằng ) ở chỗ nó kết thúc
pgn-unfinished-result = ván cờ đã kết thúc vì { $outcome }, vậy mà kết quả lại ghi *, tức là ván chưa xong
pgn-variant = thẻ Variant ghi { $variant }: rankfile chỉ chơi cờ vua tiêu chuẩn và Chess960, nên các nước đi không được chơi lại
pgn-variation-first = một biến thể phải đứng sau nước mà nó thay thế; biến thể được giữ nguyên như đã viết, các nước của nó không được đi
pgn-after-result-hint = hãy đưa nó vào một chú thích {"{"}…{"}"} trước kết quả, hoặc cho nó thành một ván riêng, có thẻ ở đầu
pgn-result-in-variation-hint = hãy đóng biến thể bằng ) trước kết quả
pgn-tag-in-moves-hint = hãy kết thúc các nước đi bằng kết quả (1-0, 0-1, 1/2-1/2 hoặc *), rồi để một dòng trống trước các thẻ của ván sau
pgn-deep-variation-hint = hãy đưa các biến thể sâu nhất lên một tầng, hoặc chuyển chúng vào chú thích
pgn-close-no-variation-hint = hãy xóa nó, hoặc mở biến thể bằng ( ở chỗ biến thể bắt đầu
pgn-junk-brace-hint = hãy xóa nó, hoặc mở chú thích bằng {"{"} ở chỗ chú thích bắt đầu
pgn-junk-bracket-hint = hãy xóa nó, hoặc viết đầy đủ thẻ: [Tên "giá trị"]
pgn-junk-nag-hint = hãy viết $ và con số ($1 cho !, $2 cho ?), hoặc chính ký hiệu đó
pgn-junk-tag-hint = hãy viết nó dạng [Tên "giá trị"], trên một dòng riêng
pgn-junk-tag-quote-hint = hãy đóng giá trị bằng " (dấu ngoặc kép bên trong được viết là \")
pgn-junk-hint = hãy xóa nó, hoặc đưa vào một chú thích {"{"}…{"}"}
pgn-variation-first-hint = hãy đặt nó sau nước đi mà nó thay thế, hoặc đưa các nước của nó vào biến chính
pgn-comment-in-tags = một chú thích nằm giữa các cặp thẻ: được giữ làm chú thích đầu tiên của ván
pgn-duplicate-tag = thẻ { $name } được ghi thêm lần nữa: giá trị cuối cùng là giá trị được đọc
pgn-duplicate-tag-hint = chỉ giữ một thẻ { $name }: các trình đọc lấy giá trị cuối, và pgn fmt chỉ ghi giá trị đó
pgn-nul-byte = một byte NUL, ký tự không thể có trong văn bản: tệp có bị hỏng không?
pgn-nul-byte-hint = hãy xóa nó; nếu có nhiều byte như vậy, tệp không phải là văn bản: hãy xuất lại các ván của nó ra PGN
pgn-dots-apart = dấu chấm tách rời khỏi số nước: được đọc là số nước của bên Đen
pgn-result-glued = kết quả { $r } dính liền vào nước đi trước nó: được đọc là một nước đi, rồi đến kết quả
pgn-empty-variation = một biến thể không có nước đi nào: các chú thích và NAG của nó được giữ nguyên như đã viết
pgn-empty-parentheses = một biến thể rỗng, ( ): nó không chứa gì, và pgn fmt bỏ nó đi
pgn-ep-suffix-hint = hãy xóa nó đi
pgn-nag-without-move = một NAG không có nước đi nào đứng trước trên dòng của nó: được giữ nguyên như đã viết
piece-on = { $piece } ở { $sq }
problem-empty = bàn cờ trống
problem-empty-hint = hãy đặt ít nhất hai vua
problem-ep-destination-hint = trường này đang ghi ô mà tốt đi đến; hãy ghi ô nó đã đi qua: { $passed }
problem-ep-no-pawn = ô en passant { $ep }: không có tốt { $them ->
        [white] trắng
       *[black] đen
    } nào có thể vừa đi qua ô này
problem-ep-rank = ô en passant { $ep } nằm trên hàng { $rank }; khi { $us ->
        [white] Trắng
       *[black] Đen
    } đi tiếp, ô này phải nằm trên hàng { $wanted }
problem-impossible-check = vua { $us ->
        [white] trắng
       *[black] đen
    } ở { $king } đang bị { $pieces } chiếu, một thế chiếu mà không nước đi vừa rồi nào có thể tạo ra
problem-no-king = { $color ->
        [white] Trắng
       *[black] Đen
    } không có vua
problem-no-king-hint = hãy đặt một vua { $color ->
        [white] trắng
       *[black] đen
    } ({ $letter })
problem-no-king-two-hint = { $other ->
        [white] Trắng
       *[black] Đen
    } có { $count } vua: có lẽ một trong số đó là vua của { $color ->
        [white] Trắng
       *[black] Đen
    }, cần viết là { $letter }
problem-opposite-check = { $them ->
        [white] Trắng
       *[black] Đen
    } đang bị { $pieces } chiếu dù đang đến lượt { $us ->
        [white] Trắng
       *[black] Đen
    } đi
problem-opposite-check-hint = bên đi tiếp không bao giờ là bên đang chiếu: có phải đến lượt { $them ->
        [white] Trắng
       *[black] Đen
    } đi không?
problem-pawns-on-backrank = có tốt ở hàng đầu hoặc hàng cuối ({ $squares })
problem-pawns-on-backrank-hint = tốt không bao giờ đứng ở hàng 1 hay hàng 8: vừa đến đó là nó được phong cấp
problem-too-many-checkers = vua { $us ->
        [white] trắng
       *[black] đen
    } ở { $king } đang bị { $count } quân chiếu: { $pieces }; không nước nào tạo ra được nhiều hơn chiếu đôi
problem-too-many-kings = có { $count } vua trên bàn cờ: { $per_color }; mỗi bên có đúng một vua
problem-too-many-pawns = { $color ->
        [white] Trắng
       *[black] Đen
    } có { $count } tốt; mỗi bên có tối đa 8 tốt
problem-too-many-pieces = { $color ->
        [white] Trắng
       *[black] Đen
    } có { $n } quân; mỗi bên có tối đa 16 quân
rank-empty = hàng này trống
rank-label = hàng { $n }
rank-label-extra = hàng thừa { $n }
rank-sum = { $terms } = { $width }
san-ambiguous = { $shown }: có { $count ->
        [2] hai
        [3] ba
        [4] bốn
       *[other] { $count }
    } quân { $role } có thể đi đến { $to }: { $moves }
san-ambiguous-hint = hãy nói rõ là nước nào: { $choices }
san-two-alphabets = { $shown }: { $letter } là { $first } trong { $language } và là { $second } trong { $other }, và cả hai nước đều hợp lệ: { $moves }
san-castle-blocked = { $pieces } đang chắn đường
san-castle-crosses-attacked = vua sẽ đi qua { $sq }, ô đang bị { $by } tấn công
san-castle-impossible = không thể nhập thành ở đây
san-castle-in-check = vua đang bị chiếu, mà nhập thành không phải là cách thoát chiếu
san-castle-lands-attacked = vua sẽ dừng ở { $sq }, ô đang bị { $by } tấn công
san-check-not-answered = { $us ->
        [white] Trắng
       *[black] Đen
    } đang bị { $pieces } chiếu, và nước này không giải được chiếu
san-check-not-answered-hint = hãy đi vua, bắt quân đang chiếu, hoặc đặt một quân chặn vào giữa
san-double-check = { $us ->
        [white] Trắng
       *[black] Đen
    } đang bị { $pieces } chiếu đôi: chỉ vua được đi
san-empty = nước đi trống
san-empty-hint = hãy viết một nước đi như { $n }f3, exd5, O-O hoặc e8={ $q }
san-ep-check = bắt tốt qua đường sẽ để vua bị chiếu
san-expected-hint = hãy viết SAN như { $n }f3, exd5, O-O hoặc e8={ $q }, ký hiệu đại số dài như { $n }g1-f3, hoặc UCI như g1f3
san-has-no = { $us ->
        [white] Trắng
       *[black] Đen
    } không có { $role }
san-holds-nothing = ở { $to } không có quân nào
san-holds-own = ở { $to } là { $role } của chính bạn
san-illegal = { $shown }: { $reason }
san-king-in-check-on = vua sẽ bị { $pieces } chiếu ở { $to }
san-leaves-check = nước này sẽ để vua bị chiếu
san-must-promote = tốt đến hàng cuối phải được phong cấp
san-must-promote-hint = hãy viết { $to }={ $q } (hoặc ={ $r }, ={ $b }, ={ $n })
san-no-ep = không thể bắt tốt qua đường ở đây: tốt bên cạnh không phải vừa tiến hai ô
san-no-king = bên đi không có vua
san-no-move = không có nước đi
san-no-pawn-moves = không có tốt nào đi được đến { $to }
san-no-pawn-takes = không có tốt nào bắt được ở { $to }
san-no-piece-on = không có quân nào ở { $from }
san-no-right-hint = quyền này mất khi vua hoặc xe tương ứng đã đi
san-no-right-king-side = { $us ->
        [white] Trắng
       *[black] Đen
    } không có quyền nhập thành cánh vua
san-no-right-queen-side = { $us ->
        [white] Trắng
       *[black] Đen
    } không có quyền nhập thành cánh hậu
san-none-from-there = không có { $role } nào từ đó đi được đến { $to }
san-none-reaches = { $role-role ->
        [king] vua không đi được đến { $to }
       *[other] không có { $role } nào đi được đến { $to }
    }
san-not-a-move = “{ $trimmed }” không phải là nước đi: { $why }
san-not-canonical = { $text } không phải là SAN chuẩn: nước này được viết là { $san }
san-not-your-piece = quân { $piece-role ->
        [king] vua
        [queen] hậu
        [rook] xe
        [bishop] tượng
        [knight] mã
       *[pawn] tốt
    } ở { $from } là của { $piece-color ->
        [white] Trắng
       *[black] Đen
    }, mà đang đến lượt { $us ->
        [white] Trắng
       *[black] Đen
    } đi
san-nothing-to-take = không có gì để bắt ở { $to }
san-null = một nước rỗng
san-null-refused = “{ $trimmed }” là một nước rỗng, không được phép ở đây
san-null-refused-hint = nước rỗng chỉ chuyển lượt đi; chỉ khi phân tích mới được dùng nó
san-null-misspelled = “{ $trimmed }” không phải là nước đi: nước đi rỗng (nhường lượt) được viết là --, Z0, 0000 hoặc @@@@, không có gì phía sau
san-null-misspelled-hint = hãy viết -- đứng riêng (nước đi rỗng không chiếu)
san-only-pawn-promotes = chỉ tốt mới được phong cấp, { $role } thì không
san-only-pawn-promotes-hint = hãy bỏ quân phong cấp đi
san-pawn-blocked = tốt chỉ đi thẳng vào ô trống, mà { $to } đã có quân
san-pinned = { $piece } đang bị ghim vào vua
san-pinned-by = { $piece } đang bị { $pinner } ghim vào vua
san-promote-hint = hãy phong cấp thành { $q }, { $r }, { $b } hoặc { $n }
san-promote-king = tốt không thể phong cấp thành vua
san-promotes-last-rank = tốt chỉ phong cấp ở hàng cuối, mà { $to } không nằm trên hàng đó
san-why-characters = nó chứa ký tự không thể có trong một nước đi
san-why-end = nó không kết thúc bằng một ô như f3
san-why-letter = “{ $letter }” không phải là chữ quân cờ, cũng không phải là cột
san-why-middle = giữa quân và ô đến chỉ được có cột xuất phát, hàng xuất phát, và x hoặc -
san-why-no-square = không có ô đến
san-why-piece-letter = “{ $letter }” không phải là chữ quân cờ trong bộ ký hiệu { $language }
san-why-promote-pawn = tốt không thể phong cấp thành tốt
san-why-promotion-letter = “{ $letter }” không phải là quân có thể phong cấp thành
san-why-uppercase-file = “{ $letter }” không phải là chữ quân cờ ở đây; cột được viết bằng chữ thường
square = { $sq }
the-role-on = { $role } ở { $sq }
warning-crossed-pawns = tốt trắng đứng trên tốt đen ở { $count } cột ({ $pairs }): trên cùng một cột, các tốt không thể vượt qua nhau, nên mỗi cột như vậy đã cần một lần bắt quân, nhưng { $captured ->
        [0] chưa có quân nào bị bắt
       *[other] mới chỉ có { $captured } quân bị bắt
    } (32 − { $on_board } quân trên bàn cờ)
warning-crossed-pawns-hint = bàn cờ có bị lộn ngược không? Hàng 8 phải được viết trước
warning-ep-with-halfmove = ô en passant { $ep } cho biết nước vừa rồi là tốt tiến hai ô, một nước đưa đồng hồ halfmove về 0; nhưng đồng hồ đang là { $halfmove }
warning-ep-with-halfmove-hint = hãy đặt đồng hồ halfmove về 0, hoặc đặt trường en passant thành -
warning-halfmove-exceeds-plies = đồng hồ halfmove là { $halfmove }, nhưng ở nước { $fullmove } với { $turn ->
        [white] Trắng
       *[black] Đen
    } đi tiếp thì { $plies ->
        [0] chưa đi ply nào
       *[other] nhiều nhất mới đi được { $plies } ply
    } (2 × ({ $fullmove } − 1) + { $black })
warning-halfmove-exceeds-plies-hint = đồng hồ halfmove đếm số ply kể từ lần bắt quân hoặc nước tốt gần nhất, nên không bao giờ lớn hơn số ply đã đi
warning-pawn-files = tốt của { $color ->
        [white] Trắng
       *[black] Đen
    } đứng trên các cột { $files }: xuất phát từ mỗi cột một tốt thì cần ít nhất { $needed } lần bắt quân (tốt chỉ đổi cột khi bắt quân), nhưng { $them ->
        [white] Trắng
       *[black] Đen
    } { $lost ->
        [0] chưa mất quân nào
       *[other] mới chỉ mất { $lost } quân
    } (16 − { $theirs } quân trên bàn cờ)
warning-start-black = các quân đều đứng ở ô xuất phát, vậy mà Đen đi tiếp: quân Trắng sẽ phải trở về chỗ cũ sau một số lẻ nước đi, điều mà không ván cờ nào làm được
warning-start-halfmove = các quân đều đứng ở ô xuất phát, nên chưa tốt nào đi và chưa quân nào bị bắt, vậy mà đồng hồ halfmove là { $halfmove }, ít hơn { $plies } ply đã đi từ đầu ván
warning-start-hint = nếu là đầu ván: { $fen }
warning-too-much-material = { $color ->
        [white] Trắng
       *[black] Đen
    } có { $parts }: ít nhất { $promoted } quân trong số đó phải là tốt đã phong cấp, nhưng { $missing ->
        [0] không thiếu tốt nào
       *[other] chỉ thiếu { $missing } tốt
    } ({ $pawns } tốt trên bàn cờ)
warning-too-much-material-hint = mỗi quân phong cấp cần một tốt đã rời bàn cờ: hãy bớt quân hoặc bớt tốt
warning-unreachable-double-check = vua { $us ->
        [white] trắng
       *[black] đen
    } ở { $king } đang bị { $first } và { $second } chiếu, điều mà không một nước đi nào tạo ra được: chiếu đôi cần một quân rời khỏi đường của một tượng, xe hoặc hậu, đồng thời chính nó cũng chiếu
write-this = hãy viết { $lan }
ws-leading = { $n } dấu cách ở đầu
ws-leading-one = một dấu cách ở đầu
ws-line-break = một dấu xuống dòng
ws-other = ký tự khoảng trắng { $code }
ws-run = { $n } dấu cách liền nhau
ws-tab = một dấu tab
ws-trailing = { $n } dấu cách ở cuối
ws-trailing-one = một dấu cách ở cuối
board-white-to-move = Trắng đi tiếp
board-black-to-move = Đen đi tiếp
compare-side = { $first ->
        [white] Trắng
       *[black] Đen
    } đi tiếp ở thế thứ nhất, { $second ->
        [white] Trắng
       *[black] Đen
    } đi tiếp ở thế thứ hai: vì vậy bên có nước đi là bên kia, và bên nào có thể bị chiếu hay bị chiếu hết cũng thay đổi theo.
compare-fifty = Luật 50 nước: { $first }; { $second }.
compare-fullmove = Chỉ khác ở số nước: những nước có thể đi và quyền yêu cầu hòa đều không thay đổi.
compare-placement = Các quân khác nhau ở { $squares } (thế thứ nhất/thế thứ hai, . là ô trống): đây là hai thế cờ khác nhau.
compare-castle-king-side-first = Chỉ ở thế thứ nhất { $color ->
        [white] Trắng
       *[black] Đen
    } mới có thể nhập thành cánh vua ({ $letter }), ngay bây giờ hoặc về sau.
compare-castle-king-side-second = Chỉ ở thế thứ hai { $color ->
        [white] Trắng
       *[black] Đen
    } mới có thể nhập thành cánh vua ({ $letter }), ngay bây giờ hoặc về sau.
compare-castle-queen-side-first = Chỉ ở thế thứ nhất { $color ->
        [white] Trắng
       *[black] Đen
    } mới có thể nhập thành cánh hậu ({ $letter }), ngay bây giờ hoặc về sau.
compare-castle-queen-side-second = Chỉ ở thế thứ hai { $color ->
        [white] Trắng
       *[black] Đen
    } mới có thể nhập thành cánh hậu ({ $letter }), ngay bây giờ hoặc về sau.
compare-not-compared = Không so sánh các nước đi: bên đi của hai thế khác nhau, hoặc một trong hai thế không hợp lệ.
compare-no-castling-difference = Ở nước này, không có nước nhập thành nào hợp lệ ở thế này mà không hợp lệ ở thế kia.
compare-no-ep-difference = Ở nước này, không có nước bắt tốt qua đường nào hợp lệ ở thế này mà không hợp lệ ở thế kia.
compare-first-only = Lúc này { $first } chỉ hợp lệ ở thế thứ nhất.
compare-second-only = Lúc này { $second } chỉ hợp lệ ở thế thứ hai.
compare-both-only = Lúc này { $first } chỉ hợp lệ ở thế thứ nhất; { $second } chỉ hợp lệ ở thế thứ hai.
compare-fifty-ahead = { $position ->
        [first] ở thế thứ nhất
       *[second] ở thế thứ hai
    } có thể yêu cầu hòa sau { $plies } ply nữa
compare-fifty-now = { $position ->
        [first] ở thế thứ nhất
       *[second] ở thế thứ hai
    } có thể yêu cầu hòa ngay bây giờ
compare-seventy-five = { $position ->
        [first] ở thế thứ nhất
       *[second] ở thế thứ hai
    }, ván đã hòa theo luật 75 nước

## Những dòng của chính dòng lệnh.

cli-tip-check = mẹo: với một FEN, dùng rankfile fen check "FEN"; với một tệp PGN, dùng rankfile pgn check TỆP
cli-tip-fen = mẹo: rankfile fen { $command } "FEN"
cli-tip-pgn = mẹo: rankfile pgn { $command } TỆP
cli-note-unquoted = ghi chú: shell đã tách FEN này thành { $count } đối số; đã đọc lại thành một. Hãy đặt FEN trong dấu ngoặc kép: rankfile { $command }
cli-waiting = đang đọc { $what } từ đầu vào chuẩn, mỗi dòng một mục; Ctrl-D để kết thúc
cli-hint-file = gợi ý: { $file } là một tệp; để đọc các FEN từ tệp: rankfile { $command } < { $file }
cli-hint-pgn-file = gợi ý: { $file } là một tệp PGN, lệnh FEN không đọc các ván trong đó: rankfile pgn check { $file } kiểm tra chúng, rankfile pgn fens { $file } cho các thế cờ của chúng
cli-hint-no-file = gợi ý: không có tệp { $file }, và FEN không chứa dấu chấm: hãy đưa một FEN trong dấu ngoặc kép, hoặc tên một tệp có thật
cli-relaxed-ignored = ghi chú: --relaxed: đã bỏ qua { $code }: { $message }
cli-relaxed-would-play = ghi chú: không ván cờ nào đi đến được thế này, nhưng các nước đi của nó vẫn xác định được: --relaxed vẫn cho đi tiếp từ thế này
cli-folded = { $count } vấn đề bắt nguồn từ lỗi này và sẽ hết khi sửa nó: { $codes } (--verbose hiển thị từng vấn đề)
cli-relaxed-refused = ghi chú: --relaxed chỉ chấp nhận một thế chiếu không thể có, và quá nhiều tốt, quân hoặc quân chiếu; không thể chấp nhận { $codes }: ở đó các nước đi không xác định được
cli-what-fens = các FEN
cli-what-epd = các dòng EPD
cli-what-san-lines = các dòng FEN<TAB>NƯỚC_ĐI
cli-start960-bad = lỗi: “{ $number }” không phải là một thế xuất phát Chess960: hãy cho một số từ 0 đến 959 (518 là thế xuất phát tiêu chuẩn), hoặc random
cli-diff-same = cùng một thế cờ, giống nhau từng trường
cli-diff-same-pieces = cùng những quân trên cùng những ô; { $count } trên 6 trường khác nhau
cli-diff-different-pieces = các quân khác nhau; { $count } trên 6 trường khác nhau
cli-none = không có
cli-diff-first-only = nước chỉ có ở thế thứ nhất: { $moves }
cli-diff-second-only = nước chỉ có ở thế thứ hai: { $moves }
cli-diff-not-legal = ghi chú: { $fen } không phải là một thế cờ hợp lệ ({ $code })
cli-fen-summary = đã kiểm tra { $checked } FEN: { $invalid ->
        [0] { $valid ->
            [1] FEN này hợp lệ
           *[other] cả { $valid } FEN đều hợp lệ
        }
       *[other] { $valid ->
            [0] không FEN nào hợp lệ
           *[other] { $valid } hợp lệ, { $invalid } không hợp lệ
        }
    }
cli-ok = hợp lệ:
cli-invalid = không hợp lệ:
cli-hint-epd = gợi ý: đây là EPD (bốn trường đầu của thế cờ, rồi đến các thao tác): rankfile epd “{ $line }”
cli-verdict-legal = thế cờ hợp lệ{ $warnings ->
        [0] {""}
       *[other] , { $warnings } cảnh báo
    }: { $fen }
cli-verdict-illegal = không phải là thế cờ hợp lệ: { $errors } lỗi{ $warnings ->
        [0] {""}
       *[other] , { $warnings } cảnh báo
    }
cli-verdict-not-fen = không phải là FEN: { $errors } lỗi{ $warnings ->
        [0] {""}
       *[other] , { $warnings } cảnh báo
    }
cli-hint-null = { $input } là một nước rỗng (chỉ chuyển lượt đi, như cách các dòng phân tích vẫn ghi): thêm --null để đọc nó
cli-note = ghi chú: { $note }
cli-san-no-move = lỗi: không có nước đi nào sau FEN: `rankfile san FEN NƯỚC_ĐI...` đọc từng nước đi trong thế đó (muốn xem các nước hợp lệ của thế: rankfile moves FEN)
cli-san-bad-line = cần một dòng FEN<TAB>NƯỚC_ĐI, nhưng nhận được { $got }
cli-not-a-position = không phải là thế cờ
cli-san-bad-fen = FEN không phải là một thế cờ hợp lệ: { $why }
cli-play-move = { $number } { $error }
cli-play-position = thế cờ: { $fen }
cli-play-legal = các nước hợp lệ: { $moves }
cli-checkmate = chiếu hết
cli-stalemate = hết nước đi (pat)
cli-perft-too-deep = lỗi: độ sâu { $depth } vượt quá { $deepest }: mỗi ply nhân khối lượng tính toán lên khoảng 30 lần, nên việc này có thể chạy hàng ngày trời; thêm --force để vẫn đếm
cli-not-utf8 = dòng { $line } không phải là UTF-8: đã được đọc theo bảng mã { $encoding }
cli-not-utf8-hint = nếu chữ trông bị sai, hãy cho biết bảng mã của tệp bằng --encoding (windows-1251 cho chữ Kirin, windows-1253 cho chữ Hy Lạp, …), hoặc lưu tệp ở dạng UTF-8
cli-save-as-utf8 = hãy lưu tệp ở dạng UTF-8
cli-stdin-not-utf8 = dòng { $line } của đầu vào chuẩn không phải UTF-8 (byte { $byte } ở vị trí { $column }): dòng này được đọc với � thay cho mỗi byte không hợp lệ, và các dòng sau vẫn được đọc tiếp
cli-stdin-not-text = đầu vào chuẩn không phải là văn bản: { $why }
cli-game-at = ván { $game } ({ $who }), dòng { $line }, vị trí { $column }
cli-game-at-short = ván { $game }, dòng { $line }, vị trí { $column }
cli-pgn-summary = { $games ->
        [0] không kiểm tra được ván nào
       *[other] đã kiểm tra { $games } ván: { $bad ->
            [0] không ván nào có lỗi
           *[other] { $bad } ván có lỗi{ $good ->
                [0] {""}
               *[other] , { $good } ván không có lỗi
            }
        }
    }
cli-pgn-nothing = ghi chú: không tìm thấy ván nào để kiểm tra: đầu vào trống, hoặc không có dòng thẻ nào lẫn nước đi nào
cli-fen-nothing = ghi chú: không tìm thấy FEN nào để kiểm tra: đầu vào chỉ có các dòng trống, hoặc không có gì
api-fen-too-long = FEN dài { $length } ký tự; mọi FEN đều ngắn hơn 100 ký tự và API chỉ đọc tối đa { $max }
api-too-many-moves = { $moves } nước đi; API chỉ chơi tối đa { $max } nước mỗi yêu cầu
api-move-too-long = một nước đi dài { $length } ký tự: không ký hiệu nào viết nước đi dài hơn { $max }
api-pgn-too-large = PGN dài { $bytes } byte; API chỉ đọc tối đa { $max }
cli-help-flag = In trợ giúp
cli-version-flag = In phiên bản
cli-usage-heading = Cách dùng:
cli-commands-heading = Lệnh
cli-command-value = LỆNH
cli-arguments-heading = Đối số
cli-options-heading = Tùy chọn
cli-usage-unknown-argument = đối số không được chấp nhận ở đây: { $arg }
cli-usage-unknown-command = không có lệnh { $command }
cli-usage-bad-value = giá trị “{ $value }” không hợp lệ cho { $arg }: { $why }
cli-usage-missing = còn thiếu: { $args }
cli-usage-no-command = cần một lệnh
cli-usage-conflict = không thể dùng { $arg } cùng với { $other }
cli-usage-values = số giá trị cho { $arg } không đúng
cli-usage-other = không đọc được các đối số ({ $arg })
cli-usage-tip = mẹo: có phải ý bạn là { $tip } không?
cli-usage-more = Muốn biết thêm, hãy dùng --help.
cli-usage-options = [TÙY CHỌN]
cli-possible-values = giá trị hợp lệ
cli-default-value = mặc định
cli-usage-not-whole = cần một số nguyên
cli-usage-valid-values = giá trị hợp lệ: { $values }
cli-number-at-least = hãy cho một số nguyên từ { $min } trở lên
cli-number-between = hãy cho một số nguyên từ { $min } đến { $max }
cli-threads-zero = không có luồng nào thì không làm được gì: hãy cho 1 luồng trở lên (mặc định là mọi lõi)
cli-svg-bad-arrow = không đọc được “{ $item }”: một mũi tên gồm một chữ chỉ màu (G xanh lá, R đỏ, Y vàng hoặc B xanh dương) và hai ô, ví dụ Ge2e4; các mũi tên cách nhau bằng dấu phẩy
cli-svg-bad-circle = không đọc được “{ $item }”: một vòng tròn gồm một chữ chỉ màu (G xanh lá, R đỏ, Y vàng hoặc B xanh dương) và một ô, ví dụ Gd4; các vòng tròn cách nhau bằng dấu phẩy
cli-lang-unknown = không có ngôn ngữ “{ $value }”: thông báo có bằng en, fr, vi hoặc pt; chữ cái của quân cờ còn có thêm de, es, it, nl hoặc figurine
cli-man-no-command = man không có lệnh “{ $name }”: hãy chọn một trong các lệnh { $names }
cli-man-name = TÊN
cli-man-synopsis = CÚ PHÁP
cli-man-description = MÔ TẢ
cli-man-version = PHIÊN BẢN
cli-man-authors = TÁC GIẢ
cli-man-commands = LỆNH
cli-man-options = TÙY CHỌN
cli-fmt-respelled = đã viết lại { $moves } nước đi cho đúng SAN (pgn check liệt kê từng nước; --report TỆP ghi danh sách ra tệp)
cli-pgn-respelled = ; { $moves } nước đi được đọc theo cách viết khác với SAN (mỗi nước được nêu ở trên)
cli-not-read-whole = ; không đọc được toàn bộ đầu vào
cli-inputs-not-read-whole = ; { $failed } trong số { $inputs } đầu vào không đọc được toàn bộ
cli-stats-games = số ván
cli-stats-plies = số ply
cli-stats-errors = số ván có lỗi
cli-stats-results = kết quả
cli-stats-openings = các khai cuộc được chơi nhiều nhất (thế cờ có tên sâu nhất của mỗi ván):
cli-no-opening = không có tên: dữ liệu khai cuộc không đặt tên cho thế cờ này
cli-winnable-mate = { $side ->
        [white] Trắng
       *[black] Đen
    } có thể chiếu hết: { $moves }
cli-winnable-probably = { $side ->
        [white] Trắng
       *[black] Đen
    }: có lẽ thắng được (dạng nhanh không tìm ra chứng minh nào rằng bên này không thể chiếu hết)
cli-winnable-undetermined = { $side ->
        [white] Trắng
       *[black] Đen
    }: chưa xác định (qua { $positions } thế cờ, không thấy nước chiếu hết, cũng không chứng minh được là không có)
cli-winnable-dead = thế cờ chết: không bên nào có thể chiếu hết
cli-filter-no-tag = “{ $text }” không bắt đầu bằng tên thẻ: hãy viết THẺ=GIÁ_TRỊ, THẺ>=GIÁ_TRỊ hoặc THẺ~CHỮ
cli-filter-no-op = sau tên thẻ phải là =, !=, <, <=, >, >= hoặc ~
cli-filter-no-value = thiếu giá trị để so sánh
cli-filter-two-ops = hai dấu so sánh liền nhau: hãy viết >=, <= hoặc != (dấu thứ tự trước), hoặc chỉ một dấu
cli-filter-bad-material = “{ $text }”: “{ $letter }” không phải là chữ quân cờ; hãy viết lực lượng như KRPkr (quân Trắng viết hoa)
cli-filter-bad-plies = “{ $text }” không phải là số ply: hãy viết MIN..MAX, MIN.., ..MAX hoặc N
cli-filter-bad-position = FEN của --position không phải là thế cờ hợp lệ
cli-filter-summary = { $kept ->
        [0] không giữ ván nào trong { $games } ván
       *[other] giữ { $kept } trên { $games } ván
    }
cli-dedup-repeats = ván { $game } ({ $file }) lặp lại ván { $first }
cli-dedup-summary = giữ { $kept } trên { $games } ván; { $repeated ->
        [0] không có ván trùng
       *[other] bỏ { $repeated } ván trùng
    }
cli-export-summary = đã xuất { $games } ván cờ ({ $errors ->
        [0] không ván nào có lỗi
       *[other] { $errors } ván có lỗi
    }) vào { $out } ({ $files } tệp) trong { $seconds } giây
cli-export-summary-positions = đã xuất { $games } ván cờ ({ $errors ->
        [0] không ván nào có lỗi
       *[other] { $errors } ván có lỗi
    }) và { $positions } thế cờ vào { $out } ({ $files } tệp) trong { $seconds } giây
cli-export-errors-tip = { $errors } ván có lỗi vẫn có dòng của mình, với ok = false và lỗi đầu tiên trong parse_error; `rankfile pgn check` cho biết lỗi ở đâu
cli-export-exists = { $table } đã chứa một bảng: thêm --force để thay thế, hoặc chọn --out khác
cli-export-not-folder = { $out } là một tệp, không phải thư mục: --out là thư mục để ghi các bảng
cli-export-unfinished = { $table } chứa một bảng chưa hoàn tất (không có _SUCCESS: lần xuất trước đã dừng trước khi xong): thêm --force để ghi lại, hoặc chọn --out khác
cli-export-input-inside = đầu vào { $input } nằm trong { $table }, nơi bảng được ghi: hãy chuyển nó ra trước, hoặc chọn --out khác
cli-export-orphans = { $table } chứa { $files } tệp phần tạm ẩn (.part-….tmp) của một lần xuất đã bị buộc dừng trước khi kịp xóa chúng: thêm --force để xóa chúng và ghi bảng, hoặc chọn --out khác
cli-export-orphans-removed = đã xóa { $files } tệp phần tạm do một lần xuất bị buộc dừng để lại
cli-export-kept = giữ nguyên { $file }: không bảng nào ghi tệp này, nên --force để nó ở chỗ cũ
cli-export-stopped = các bảng trong { $out } chưa đầy đủ và không có _SUCCESS: giữ lại { $files } tệp thành phần đã ghi xong, không tệp nào bị ghi dở
cli-export-again = hãy chạy lại đúng lệnh đó với --force để ghi đầy đủ
cli-hint-disk-full = đĩa đã đầy: hãy giải phóng bớt dung lượng rồi chạy lại đúng lệnh đó
cli-hint-cannot-write-here = không thể ghi vào thư mục đó: hãy ghi vào thư mục khác, hoặc đổi quyền của nó
cli-standard-output = đầu ra chuẩn
cli-interrupted = đã dừng bằng Ctrl-C trước khi đọc hết đầu vào
cli-outputs-left = không có gì được ghi vào { $files }
cli-stopping = sẽ dừng sau ván hiện tại (nhấn Ctrl-C lần nữa để dừng ngay)
cli-terminated = đã dừng bởi SIGTERM trước khi đọc hết đầu vào
cli-hung-up = đã dừng bởi SIGHUP (cửa sổ dòng lệnh đã bị đóng) trước khi đọc hết đầu vào
cli-stopping-signal = sẽ dừng sau ván hiện tại (gửi { $signal } lần nữa để dừng ngay)
cli-output-is-stdin = { $output } chính là tệp mà đầu vào chuẩn đang đọc (< { $output }): rankfile không bao giờ ghi đè lên đầu vào của nó; hãy ghi ra tệp khác rồi đổi tên
cli-stdout-is-stdin = đầu ra chuẩn đang được chuyển hướng vào chính tệp mà đầu vào chuẩn đọc: với >, shell làm rỗng tệp trước khi rankfile kịp đọc; hãy ghi ra tệp khác rồi đổi tên
cli-stdout-appends-input = đầu ra chuẩn đang được ghi nối vào cuối đầu vào { $input } (>>): rankfile sẽ đọc lại chính những gì nó ghi, không bao giờ dừng; hãy ghi ra tệp khác
cli-stdout-appends-stdin = đầu ra chuẩn đang được ghi nối vào cuối tệp mà đầu vào chuẩn đọc (>> và < cùng chỉ một tệp): rankfile sẽ đọc lại chính những gì nó ghi, không bao giờ dừng; hãy ghi ra tệp khác
input-cannot-read-after = không đọc được { $file } sau ván { $games } (các ván trước đó đã được đọc; vẫn đọc tiếp đầu vào kế tiếp)
cli-waiting-pgn = đang đọc PGN từ đầu vào chuẩn; Ctrl-D để kết thúc
input-cannot-open = không mở được { $file }
cli-cannot-write = không ghi được { $file }
cli-output-is-input = { $output } chính là đầu vào { $input } (cùng một tệp, dưới tên khác hoặc qua liên kết): rankfile không bao giờ ghi đè lên đầu vào của nó; hãy ghi ra tệp khác rồi đổi tên
cli-outputs-same = { $output } và { $earlier } là cùng một tệp: hãy đặt cho mỗi đầu ra một tên riêng
cli-stdout-is-input = đầu ra chuẩn đang được chuyển hướng vào đầu vào { $input }: với >, shell làm rỗng tệp trước khi rankfile kịp đọc; hãy ghi ra tệp khác rồi đổi tên
input-cannot-read = không đọc được { $file }
io-not-found = không có tệp hay thư mục này
io-permission-denied = không có quyền truy cập
io-is-a-directory = đây là một thư mục, không phải tệp
cli-progress = { $games } ván, { $rate } ván/giây
cli-serving = trình xem đang chạy tại { $url } (Ctrl-C để dừng)
cli-cannot-serve = không thể chạy trình xem tại { $address }
cli-port-taken = cổng { $port } đã bị chiếm (phải chăng có một rankfile serve khác đang chạy?): hãy chọn cổng khác với --addr 127.0.0.1:8081, hoặc --addr 127.0.0.1:0 để lấy một cổng trống bất kỳ
cli-bad-address = { $text } không phải là một địa chỉ để lắng nghe; ví dụ 127.0.0.1:8080 (chỉ máy này), 0.0.0.0:8080 (cả mạng), hoặc chỉ một cổng: 8081
cli-bad-origin = { $text } không phải là một origin: hãy viết giao thức và tên máy, thêm cổng nếu cần, ví dụ https://chess.example hoặc http://localhost:3000
cli-bad-port = { $port } không phải là một cổng: cổng là một số từ 0 đến 65535 (mặc định là 8080; 0 để hệ thống tự chọn)

## Trang web.

web-title = Trình xem rankfile
web-viewer = trình xem
web-mode = Chế độ
web-tab-play = Chơi
web-tab-edit = Soạn
web-tab-pgn = PGN
web-tab-practice = Luyện tập
web-language = Ngôn ngữ
web-board = Bàn cờ
web-board-help = Bàn cờ: mỗi ô là một nút; các phím mũi tên di chuyển giữa các ô, Enter chọn một quân rồi chọn ô đến của nó
web-flip = Lật bàn
web-flip-title = Lật bàn cờ (f)
web-undo = Hoàn tác
web-undo-title = Rút lại nước vừa đi, hoặc lần sửa gần nhất trong trình soạn bàn cờ (u)
web-reset = Ván mới
web-reset-title = Trở về thế xuất phát
web-copy-pgn = Sao chép PGN
web-copy-pgn-title = Sao chép ván cờ dưới dạng PGN
web-copy-fen = Sao chép FEN
web-copy-fen-title = Sao chép FEN (như đã đọc, ở chế độ nới lỏng)
web-image = Tải ảnh xuống
web-image-title = Tải bàn cờ như đang hiển thị, cùng các mũi tên, vòng tròn và nước đi cuối
web-image-format = Định dạng ảnh
web-image-size = Kích thước ảnh (điểm ảnh)
web-mark-color = Màu của mũi tên và vòng tròn
web-mark-color-title = Màu của mũi tên và vòng tròn (kéo bằng chuột phải, hoặc nhấn giữ trên màn hình cảm ứng)
web-color-green = Xanh lá
web-color-red = Đỏ
web-color-blue = Xanh dương
web-color-yellow = Vàng
web-embed-board = Bàn cờ: { $fen }
web-embed-after = Bàn cờ sau { $san }: { $fen }
web-embed-no-game = PGN không chứa ván cờ nào.
web-embed-problem = Dòng { $line }, vị trí { $column }: { $message } — các nước đi trước đó được hiển thị.
web-copy-loaded = Sao chép ván đã tải
web-copy-loaded-title = Sao chép ván đã tải đúng như ban đầu, kể cả chú thích, NAG và biến thể
web-type-move = Nhập một nước đi
web-play = Đi
web-promote-to = Phong cấp thành
web-queen = Hậu
web-rook = Xe
web-bishop = Tượng
web-knight = Mã
web-cancel = Hủy
web-lenient = nới lỏng (sửa những gì sửa được, và nói rõ đã sửa gì)
web-editor = Trình soạn bàn cờ
web-editor-help = Chọn một quân, rồi bấm vào các ô để đặt quân đó (bấm lần nữa để bỏ đi); kéo quân để di chuyển.
web-palette = Quân để đặt
web-side-to-move = Bên đi
web-white = Trắng
web-black = Đen
web-castling = Nhập thành
web-en-passant = En passant
web-halfmove = Halfmove
web-fullmove = Fullmove
web-empty-board = Bàn cờ trống
web-starting-position = Thế xuất phát
web-paste-games = Dán một hoặc nhiều ván cờ
web-load = Tải
web-game = Ván
web-step = Đi qua từng nước của ván
web-first = Thế đầu tiên (Home)
web-prev = Nước trước (←)
web-next = Nước sau (→)
web-last = Thế cuối cùng (End)
web-practice = Luyện tập: bài tập FEN và SAN
web-new-exercise = Bài tập mới
web-six-fields = Sáu trường
web-fields-after-answer = Bảng sáu trường sẽ hiện lại sau khi bạn xem đáp án, vì nhìn bảng là biết đáp án.
web-field = Trường
web-value = Giá trị
web-meaning = Ý nghĩa
web-moves = Nước đi
web-moves-played = Các nước đã đi
web-edit-help = Nhấp chuột phải vào một nước, nhấn giữ, hoặc nhấn m trên nước đó để sửa ván cờ tại đó.
web-edit-menu = Sửa ván cờ tại đây
web-edit-promote = Nâng biến
web-edit-main-line = Đặt làm biến chính
web-edit-delete = Xóa từ đây
web-edit-comment = Chú thích…
web-edit-comment-label = Chú thích sau nước đi
web-edit-save = Lưu
web-edit-cancel = Hủy
web-edit-glyph = Ký hiệu nước đi
web-edit-assessment = Đánh giá thế cờ
web-edit-none = không có
web-edit-done = Đã sửa ván cờ (u để hoàn tác)
web-game-as-pgn = Ván cờ dưới dạng PGN
web-footer = rankfile: mọi câu trả lời ở đây đều đến từ thư viện rankfile, ngay trên máy này. Quân cờ: bộ quân riêng của rankfile.
web-empty = trống
web-sq-bad-rank = không đọc được hàng { $rank }
web-sq-selected = đang chọn
web-sq-last = nước vừa đi
web-sq-marked = liên quan đến một lỗi
web-sq-dest = ô đến hợp lệ
web-sq-check = bị chiếu
web-read-as = Đọc thành: { $fen }
web-not-legal-one = Không phải là thế cờ hợp lệ: { $n } lỗi.
web-not-legal-other = Không phải là thế cờ hợp lệ: { $n } lỗi.
web-checkmate-white-wins = Chiếu hết: Trắng thắng.
web-checkmate-black-wins = Chiếu hết: Đen thắng.
web-stalemate = Hết nước đi (pat): hòa.
web-to-move-white = Trắng đi tiếp.
web-to-move-black = Đen đi tiếp.
web-to-move-white-check = Trắng đi tiếp, đang bị chiếu.
web-to-move-black-check = Đen đi tiếp, đang bị chiếu.
web-legal-moves-one = { $n } nước hợp lệ.
web-legal-moves-other = { $n } nước hợp lệ.
web-legal = Thế cờ hợp lệ.
web-move-refused = không thể đi nước này
web-hint = Gợi ý
web-illegal-click = Không có nước hợp lệ nào đi từ { $from } đến { $to }: các ô có dấu chấm là nơi quân đó có thể đi.
web-edit-bad-rank = Không đọc được hàng { $rank } (“{ $text }”): bàn cờ giữ nguyên như đã gõ. Hãy sửa hàng đó trong khung FEN để đặt quân lên đó.
web-edit-no-board-one = Phần bố trí quân trong khung FEN có { $n } hàng chứ không phải 8: bàn cờ không thể hiển thị. Hãy sửa trong khung FEN, hoặc bấm “Bàn cờ trống” hay “Thế xuất phát”.
web-edit-no-board-other = Phần bố trí quân trong khung FEN có { $n } hàng chứ không phải 8: bàn cờ không thể hiển thị. Hãy sửa trong khung FEN, hoặc bấm “Bàn cờ trống” hay “Thế xuất phát”.
web-edit-fields-locked-one = Khung FEN có { $n } trường chứ không phải 6: các trường được giữ nguyên như đã gõ cho đến khi bạn sửa chúng trong khung (có thể dùng cách sửa được đề xuất ở trên); sau đó các nút điều khiển này mới chỉnh được chúng.
web-edit-fields-locked-other = Khung FEN có { $n } trường chứ không phải 6: các trường được giữ nguyên như đã gõ cho đến khi bạn sửa chúng trong khung (có thể dùng cách sửa được đề xuất ở trên); sau đó các nút điều khiển này mới chỉnh được chúng.
web-trimmed = Đã bỏ các khoảng trắng và dấu xuống dòng quanh FEN vừa dán.
web-fix-single-spaces = Dùng một khoảng trắng
web-control-lenient = chế độ “nới lỏng”
web-control-chess960 = tùy chọn “Luật Chess960” trong trình soạn bàn cờ
web-tag-Event = Giải đấu
web-tag-Site = Địa điểm
web-tag-Date = Ngày
web-tag-Round = Vòng
web-tag-White = Trắng
web-tag-Black = Đen
web-tag-Result = Kết quả
web-tag-WhiteElo = Elo bên Trắng
web-tag-BlackElo = Elo bên Đen
web-tag-WhiteTitle = Danh hiệu bên Trắng
web-tag-BlackTitle = Danh hiệu bên Đen
web-tag-ECO = Mã ECO
web-tag-Opening = Khai cuộc
web-tag-Variation = Biến
web-tag-TimeControl = Thể thức thời gian
web-tag-Termination = Cách kết thúc
web-tag-Annotator = Người chú giải
web-tag-PlyCount = Số nước (ply)
web-tag-SetUp = Thế cờ dựng sẵn
web-tag-FEN = FEN
web-tag-Variant = Biến thể cờ
web-tag-EventDate = Ngày giải đấu
web-tag-UTCDate = Ngày UTC
web-tag-UTCTime = Giờ UTC
web-error-too-large = Văn bản quá lớn đối với máy chủ (tối đa 1 MiB).
web-error-timeout = Máy chủ trả lời quá lâu; hãy thử lại với ít văn bản hơn.
web-error-busy = Máy chủ đang bận; hãy thử lại sau giây lát.
web-error-server-error = Máy chủ gặp lỗi; hãy thử lại.
web-error-internal = Máy chủ gặp lỗi; hãy thử lại.
web-error-bad-json = Trang đã gửi một yêu cầu mà máy chủ không đọc được; hãy tải lại trang.
web-error-bad-content-type = Trang đã gửi một yêu cầu mà máy chủ không đọc được; hãy tải lại trang.
web-error-http = Máy chủ trả lời với mã trạng thái { $status }.
web-colon = {": "}
web-where-field = trường { $field }
web-where-field-column = trường { $field }, vị trí { $column }
web-error = Lỗi
web-warning = Cảnh báo
web-still = Vẫn là { $after }: { $why }
web-changed-from = Đổi từ { $before }: { $why }
web-not-fen = Không đọc được văn bản này thành FEN: xem các lỗi ở trên.
web-copy-note-tree = “Sao chép PGN” lấy ván đã tải, giữ nguyên chú thích, NAG và biến thể, cùng các nước đi ở đây làm biến thể ({ $own }). “Sao chép ván đã tải” sao chép ván đúng như lúc được tải.
web-copy-note-truncated = Ván cờ dài hơn phần trang hiển thị: “Sao chép PGN” chỉ lấy phần được hiển thị; “Sao chép ván đã tải” lấy toàn bộ.
web-opening = Khai cuộc: { $eco } { $name }
web-unplayed = Giữ nguyên như đã viết: nước này không đi được (xem các lỗi), nên phần còn lại của biến cũng không được đi
web-game-opening = Khai cuộc (theo các nước đi)
web-fix-en-passant = Dùng { $square }
web-fix-en-passant-none = Để trống trường en passant (-)
web-fix-flip-ranks = Lật ngược các hàng
web-fix-swap-cases = Đổi chữ hoa và chữ thường
web-fix-change-case = Đổi quân ở { $square } sang bên kia
web-fix-switch-side = Đổi bên đi tiếp
web-fix-drop-castling = Bỏ { $letters }
web-fix-fullmove-one = Ghi 1 (mọi ván đều bắt đầu từ nước 1)
web-fix-complete-fields = Điền đủ: Trắng đi tiếp, nhập thành { $letters } (vua và xe ở ô gốc; đây là giả định), không có ô en passant, hai bộ đếm là 0 và 1
web-fix-root = sửa mọi lỗi
web-fix-read-as = Dùng FEN này
web-polyglot = Khóa Polyglot
web-share = Chia sẻ
web-share-title = Sao chép liên kết tới trang như hiện tại: thế cờ, ván cờ, hướng bàn cờ, chế độ đang mở và ngôn ngữ
web-what-link = liên kết tới trang này
web-continue = Chơi tiếp từ đây
web-exercise = Bài tập
web-show-answer = Xem đáp án
web-next-step = Tiếp
web-lesson-start = FEN xuất phát: bên đi và quyền nhập thành
web-lesson-e4 = 1.e4: dự đoán sáu trường
web-lesson-changes = Trường nào đổi: mã, bắt quân, xe, tốt
web-lesson-spanish = SAN: khai cuộc Tây Ban Nha
web-lesson-mate = SAN: chiếu hết ở nước thứ hai
web-lesson-random = Một nước ngẫu nhiên: dự đoán sáu trường
web-lesson-start-task = Thế xuất phát: { $fen }. Bên nào đi, và có những quyền nhập thành nào? Ghi trường 2 và trường 3 như FEN ghi.
web-score-of = Đúng { $right } trên { $total }.
web-lesson-ep-conventions = Trường en passant: chuẩn PGN ghi ô tốt đã đi qua sau mỗi nước tốt tiến hai ô ({ $square }, như rankfile ghi); lichess và python-chess chỉ ghi khi có thể bắt tốt qua đường, nếu không thì ghi -. Ở đây không thể bắt tốt qua đường, nên cả hai cách đều đúng.
web-lesson-step-knight = Đen đi { $san }, một nước mã êm. Trường nào đổi? Đánh dấu, rồi xem đáp án.
web-lesson-step-capture = Đen đi { $san }, một nước bắt quân. Trường nào đổi? Đánh dấu, rồi xem đáp án.
web-lesson-step-rook = Đen đi { $san }, một nước xe. Trường nào đổi? Đánh dấu, rồi xem đáp án.
web-lesson-step-pawn = Trắng đi { $san }, một nước tốt. Trường nào đổi? Đánh dấu, rồi xem đáp án.
web-lesson-changes-start = Đánh dấu các trường mà nước đi thay đổi.
web-lesson-line-spanish = Chơi khai cuộc Tây Ban Nha (các nước tốt, mã, tượng rồi nhập thành cánh vua): { $line }
web-lesson-line-mate = Chơi trọn một ván kết thúc bằng chiếu hết ở nước thứ hai: { $line }
web-lesson-line-start = Đi các nước trên bàn cờ, hoặc gõ vào.
web-lesson-line-good = ✓ { $san }: { $done } trên { $total }.
web-lesson-line-wrong = ✗ { $san } không phải nước của biến: nước đúng là { $expected }. Hoàn tác rồi đi nước đó.
web-lesson-line-done = ✓ Đã đi hết cả biến.
web-chess960-rules = Luật Chess960
web-chess960-number = Số của thế xuất phát
web-chess960-set = Xếp quân
web-chess960-random = Ngẫu nhiên
web-castling-unavailable = { $right }: vua hoặc xe không ở ô gốc
web-ep-impossible = { $square } (không thể ở đây)
web-copied = Đã sao chép { $what }.
web-copy-fallback = Khung bên dưới có { $what }: hãy chọn rồi sao chép.
web-what-fen = FEN
web-what-fen-read = FEN như đã đọc ({ $fen }), không phải như đã gõ
web-what-fen-typed = FEN như đã gõ (đây không phải là một thế cờ hợp lệ)
web-what-game = ván cờ (PGN)
web-what-loaded = ván đã tải (PGN, kèm chú thích, NAG và biến thể của nó)
web-pgn-illegal-one = Thế cờ này không hợp lệ ({ $n } lỗi): các chương trình khác sẽ từ chối PGN của nó. Bấm “Sao chép PGN” lần nữa để vẫn sao chép.
web-pgn-illegal-other = Thế cờ này không hợp lệ ({ $n } lỗi): các chương trình khác sẽ từ chối PGN của nó. Bấm “Sao chép PGN” lần nữa để vẫn sao chép.
web-remove-pieces = xóa quân
web-no-game = Văn bản này không có ván cờ nào.
web-games-cut = Ở đây chỉ hiện { $shown } ván đầu tiên; để đọc cả tệp, hãy dùng dòng lệnh: rankfile pgn check TỆP.
web-pgn-problem = Dòng { $line }, vị trí { $column }: { $message } ({ $code })
web-ply = ply { $ply } trên { $total }
web-rest-not-shown = (phần còn lại không được hiển thị)
web-practice-task-white = Từ { $fen }, Trắng đi { $san }. Sau nước đó, sáu trường là gì?
web-practice-task-black = Từ { $fen }, Đen đi { $san }. Sau nước đó, sáu trường là gì?
web-practice-start = Các khung nhập ban đầu chứa các trường trước nước đi: hãy sửa những gì nước đi làm thay đổi.
web-unchanged = không đổi
web-score = Đúng { $right } trên 6.

## Material signatures

material-bad-letter = “{ $letter }” không phải là chữ quân cờ
material-bad-letter-hint = hãy viết lực lượng như KRPkr (quân Trắng viết hoa)

## UCI moves, and moves played

uci-illegal = { $input }: không phải nước đi hợp lệ trong thế cờ này
uci-syntax = “{ $input }” không phải là nước đi UCI
uci-syntax-hint = cần ô xuất phát, ô đến và, nếu có, một chữ phong cấp, như e2e4 hoặc e7e8q
move-illegal = { $mv } không phải nước đi hợp lệ trong thế cờ này
square-bad = không phải là ô: cần một cột a-h và một hàng 1-8, như e4
position-illegal = thế cờ không hợp lệ: { $problems }
lang-unknown = không nhận ra ngôn ngữ “{ $code }”: cần en, fr, de, es, it, pt, nl, vi hoặc figurine
input-not-pgn = { $file } không phải là tệp PGN: { $why }
input-nul-byte = byte thứ { $byte } là NUL, giữa rất nhiều byte không thể có trong văn bản (một cơ sở dữ liệu hay một tệp nén? Hãy xuất các ván của nó ra PGN trước)
input-control-bytes = { $bad } trong số { $bytes } byte đầu tiên của nó là ký tự điều khiển không thể có trong văn bản (một cơ sở dữ liệu hay một tệp nén? Hãy xuất các ván của nó ra PGN trước)
input-utf16 = tệp có vẻ là UTF-16 không có dấu thứ tự byte: hãy dùng --encoding { $label }, hoặc lưu tệp ở dạng UTF-8
input-archive = đây là { $kind }, loại tệp rankfile không mở được: hãy lấy tệp PGN ra trước
input-trailing-zeros = { $file } kết thúc bằng { $bytes } byte 0 (phần đệm) sau luồng nén đầy đủ cuối cùng: mọi ván trước đó đều đã được đọc, còn các byte này được bỏ qua
input-trailing-bytes = { $file } kết thúc bằng { $bytes } byte không mở đầu luồng nén nào sau luồng nén đầy đủ cuối cùng: mọi ván trước đó đều đã được đọc, còn các byte này được bỏ qua
cli-unknown-encoding = “{ $label }” không phải tên bảng mã nào: hãy dùng một tên theo Encoding Standard, như windows-1252, windows-1251, iso-8859-7, koi8-r, utf-16le hoặc shift_jis

## Engine (rankfile-engine, `rankfile analyse`, `pgn annotate`)
engine-stage-handshake = bước bắt tay (uci)
engine-stage-ready = lúc trả lời isready
engine-stage-option = lúc đặt tùy chọn (setoption)
engine-stage-search = lúc phân tích thế cờ { $fen }
engine-exit-code = mã thoát { $code }
engine-exit-signal = tín hiệu { $signal }
engine-not-found = không có engine nào tại { $engine }
engine-not-executable = không chạy được { $engine }: { $reason }
engine-not-uci = { $engine } không trả lời như một engine UCI
engine-not-uci-said = { $engine } không trả lời như một engine UCI; nó đã in ra: { $said }
engine-died = { $engine } đã dừng trong { $during }
engine-died-status = { $engine } đã dừng trong { $during } ({ $status })
engine-timeout = { $engine } không trả lời suốt { $seconds } giây trong { $during } nên đã bị dừng
engine-fault-number = trường { $field } của nó không phải là số mà là “{ $value }”
engine-fault-illegal = { $uci } không phải là nước đi hợp lệ trong thế cờ { $fen }
engine-bad-reply = { $engine } đã gửi “{ $line }”: { $fault }
engine-no-such-option = { $engine } không có tùy chọn { $name }; các tùy chọn của nó: { $known }
engine-no-limit = một lượt tính không có giới hạn sẽ không bao giờ kết thúc
engine-hint-limit = hãy cho độ sâu, số nút, thời gian hoặc số nước chiếu hết cần tìm
engine-no-multipv = đã yêu cầu { $lines } biến thể, nhưng { $engine } không có tùy chọn MultiPV
engine-hint-install = hãy cài Stockfish (apt-get install stockfish, brew install stockfish) hoặc cho biết đường dẫn tới engine
engine-hint-executable = hãy đưa chính chương trình engine, đã được cấp quyền chạy (chmod +x)
engine-hint-uci = rankfile dùng giao thức UCI: hãy dùng một engine UCI như Stockfish (engine XBoard cần bộ chuyển đổi như PolyGlot)
engine-hint-died = hãy tự chạy engine để xem vì sao nó dừng; có thể bộ nhớ (Hash) hay số luồng quá lớn đối với máy này
engine-hint-timeout = hãy cho engine thời gian chờ dài hơn hoặc giới hạn nhỏ hơn
engine-hint-bad-reply = ở đây engine không theo đúng UCI: hãy thử engine hoặc phiên bản khác
engine-hint-option = hãy nêu một tùy chọn mà engine có, viết đúng như nó liệt kê
engine-hint-multipv = hãy chỉ yêu cầu một biến thể từ engine này, hoặc dùng engine có MultiPV
cli-engine-none = chưa chỉ định engine, và không tìm thấy stockfish trong PATH hay trong /usr/games
cli-engine-option-form = “{ $text }” không có dạng TÊN=GIÁ_TRỊ: hãy viết --option Threads=2
cli-analyse-engine = { $engine }, độ sâu { $depth }
cli-analyse-best = nước đi tốt nhất: { $san }
cli-analyse-mated = không có nước đi: bên đi đã bị chiếu hết
cli-analyse-no-move = không có nước đi: hết nước đi (pat)
cli-annotate-done = đã chú thích { $games } ván: { $evals } đánh giá
cli-annotate-judged = chấm điểm: { $inaccuracies } nước chưa chính xác (?!), { $mistakes } nước sai (?), { $blunders } nước sai nghiêm trọng (??)
cli-annotate-failed = engine gặp lỗi ở ván { $game } ({ $who }); chưa ghi gì ra
cli-annotate-broken = { $games } ván có lỗi: mỗi ván được chú thích tới chỗ các nước đi còn đi được (rankfile pgn check cho biết ở đâu)
api-no-engine = máy chủ này không chạy engine nào: người quản trị khởi động nó bằng rankfile serve --engine ĐƯỜNG_DẪN (Stockfish: apt-get install stockfish)
api-search-running = lượt tính trước của bạn vẫn đang chạy: hãy hỏi lại khi nó đã trả lời
api-engine-busy = engine đang bận với các lượt tính khác: hãy hỏi lại sau vài giây
api-bad-limit = depth từ 1 đến { $depth }, movetime từ 1 đến 60.000 mili giây, multipv từ 1 đến { $lines }
web-eval-bar = Cơ hội thắng của Trắng, theo engine
web-eval-depth = độ sâu { $depth }

## Thế cờ chết: ai còn chiếu hết được (Luật Cờ vua FIDE, 5.2.2 và 6.9)

winnable-lone-king = { $side ->
        [white] Trắng
       *[black] Đen
    } chỉ còn vua
winnable-lone-knight = { $side ->
        [white] Trắng
       *[black] Đen
    } chỉ còn một mã, còn bên kia không có quân nào để chặn vua mình ngoài hậu, mà hậu thì sẽ bắt mã
winnable-bishops-one-colour = { $side ->
        [white] Trắng
       *[black] Đen
    } chỉ còn tượng, tất cả đứng trên ô cùng một màu, và không còn tốt hay mã nào để chặn một ô màu kia
winnable-sealed = { $side ->
        [white] Trắng
       *[black] Đen
    } không thể chiếu hết trong bất kỳ cấu trúc tốt nào mà ván cờ còn đạt tới được (tốt hiện ở { $squares })
winnable-searched = { $side ->
        [white] Trắng
       *[black] Đen
    } không chiếu hết được trong thế cờ nào trong số { $positions } thế cờ mà ván cờ còn đạt tới được
winnable-dead = thế cờ chết: không bên nào có thể chiếu hết ({ $white }; { $black })
winnable-dead-sealed = thế cờ chết: không bên nào có thể chiếu hết trong bất kỳ cấu trúc tốt nào mà ván cờ còn đạt tới được (tốt hiện ở { $squares })
