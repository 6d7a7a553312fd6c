#!/usr/bin/env python3
"""Checks a translated catalog against the English one, without building:
that it parses, holds every English id and no other, uses (writes or
selects on) every variable English writes, and uses no variable the
message does not give.
The same checks run in `cargo test -p rankfile-i18n`; this is for writing
a catalog by hand. Needs `pip install fluent.syntax`.

    scripts/check-catalog.py fr
"""
import os, sys
from fluent.syntax import parse, ast, visitor

HERE = os.path.join(os.path.dirname(__file__), "..", "crates", "rankfile-i18n", "locales")

class Vars(visitor.Visitor):
    def __init__(self):
        super().__init__()
        self.placed, self.selected = set(), set()
    def visit_SelectExpression(self, node):
        if isinstance(node.selector, ast.VariableReference):
            self.selected.add(node.selector.id.name)
        else:
            self.visit(node.selector)
        for v in node.variants:
            self.visit(v.value)
    def visit_VariableReference(self, node):
        self.placed.add(node.id.name)

def load(lang):
    res = parse(open(os.path.join(HERE, f"{lang}.ftl"), encoding="utf-8").read())
    out, junk = {}, []
    for e in res.body:
        if isinstance(e, ast.Junk):
            junk.append(e.content[:200])
        elif isinstance(e, ast.Message):
            v = Vars(); v.visit(e.value)
            if e.id.name in out:
                junk.append(f"{e.id.name} is defined twice")
            out[e.id.name] = v
    return out, junk

def library_args():
    """The arguments each `t!` call of the library gives its message."""
    import re
    root = os.path.join(os.path.dirname(__file__), "..", "crates", "rankfile", "src")
    call = re.compile(r'(?<![A-Za-z0-9_])t!\(\s*"([a-z0-9-]+)"\s*,\s*"(?:[^"\\]|\\.)*"\s*((?:,\s*[a-z_][a-z0-9_]*\s*)*),?\s*\)', re.S)
    out = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            if name.endswith(".rs") and name != "text.rs":
                text = open(os.path.join(dirpath, name), encoding="utf-8").read()
                for m in call.finditer(text):
                    args = [a.strip() for a in m.group(2).split(",") if a.strip()]
                    out.setdefault(m.group(1), set()).update(args)
    return out

def main(lang):
    en, _ = load("en")
    library = library_args()
    tr, junk = load(lang)
    problems = [f"does not parse: {j}" for j in junk]
    problems += [f"missing: {i}" for i in en if i not in tr]
    problems += [f"not in English: {i}" for i in tr if i not in en]
    for i, v in tr.items():
        if i not in en:
            continue
        e = en[i]
        for name in e.placed - v.placed - v.selected:
            problems.append(f"{i}: ${name} is not used")
        given = set()
        for name in e.placed | e.selected | library.get(i, set()):
            base = name
            for suffix in ("-count", "-color", "-role"):
                base = base.removesuffix(suffix)
            given |= {name, base, base + "-count", base + "-color", base + "-role"}
        for name in (v.placed | v.selected) - given:
            problems.append(f"{i}: ${name} is no variable of this message")
    for p in problems:
        print(p)
    print(f"{lang}: {len(tr)} messages, {len(problems)} problems")
    return 1 if problems else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
