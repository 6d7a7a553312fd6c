"""EPD operations as python-chess's board gives and takes them: Python
values (`None`, `str`, `int`, `float`, a `Move`, a list of moves) for the
operands the core's EPD reader splits. The moves are SAN, read and written
by the board; the rest is how Python spells a value."""

from typing import Any, Dict, List, Tuple

from rankfile._rankfile import Move

# The opcodes whose operands are moves: alternatives (`bm`, `am`) or a line
# played in turn (`pv`).
MOVE_LISTS = ("am", "bm", "pv")
CLOCKS = ("hmvc", "fmvn")


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _moves_san(board: Any, opcode: str, moves: List[Move]) -> List[str]:
    if opcode != "pv":
        return sorted(board.san(m) for m in moves)
    line = board.copy(stack=False)
    sans = []
    for m in moves:
        sans.append(line.san(m))
        line.push(m)
    return sans


def write(board: Any, operations: Dict[str, Any]) -> str:
    """The operations as EPD writes them after the four fields:
    ` bm Nf3; id "x";` (each value's Python type says how)."""
    out = []
    for opcode, value in operations.items():
        if value is None:
            out.append(f" {opcode};")
        elif isinstance(value, str):
            out.append(f" {opcode} {_quote(value)};")
        elif isinstance(value, bool):
            raise ValueError(f"the operand of {opcode} is a bool: give a number, a string, a move or moves")
        elif isinstance(value, (int, float)):
            out.append(f" {opcode} {value};")
        elif isinstance(value, Move):
            out.append(f" {opcode} {board.san(value)};")
        else:
            sans = _moves_san(board, opcode, list(value))
            out.append(f" {opcode} {' '.join(sans)};")
    return "".join(out)


def _number(text: str) -> Any:
    try:
        return int(text)
    except ValueError:
        return float(text)


def read(board: Any, written: List[Tuple[str, List[Tuple[str, bool]]]]) -> Dict[str, Any]:
    """The operations of a line, as Python values: moves read as SAN in
    `board` (a `pv` in turn), quoted strings as `str`, numbers as `int` or
    `float`, an operation without operand as `None`."""
    operations: Dict[str, Any] = {}
    for opcode, operands in written:
        if not operands:
            operations[opcode] = None
        elif opcode in MOVE_LISTS:
            line = board.copy(stack=False)
            moves = []
            for text, _ in operands:
                move = line.parse_san(text)
                moves.append(move)
                if opcode == "pv":
                    line.push(move)
            operations[opcode] = moves
        elif operands[0][1]:
            operations[opcode] = operands[0][0]
        elif opcode in CLOCKS:
            operations[opcode] = int(operands[0][0])
        else:
            text = operands[0][0]
            try:
                operations[opcode] = _number(text)
            except ValueError:
                operations[opcode] = board.parse_san(text)
    return operations
