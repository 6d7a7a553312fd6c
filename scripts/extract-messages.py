#!/usr/bin/env python3
"""Lists every message of the library: each `t!("id", "english", args…)`
call under crates/rankfile/src, as JSON lines {id, english, args, file}.

The English catalog (crates/rankfile-i18n/locales/en.ftl) is written from
this list, and `cargo test -p rankfile-i18n` checks that the catalogs hold
every id it finds, with these variables."""
import json, os, re, sys

ROOT = os.path.join(os.path.dirname(__file__), "..", "crates", "rankfile", "src")
CALL = re.compile(r't!\(\s*"([a-z0-9-]+)"\s*,\s*("(?:[^"\\]|\\.)*")\s*((?:,\s*[a-z_][a-z0-9_]*\s*)*),?\s*\)', re.S)

def main():
    seen = {}
    for dirpath, _, files in os.walk(ROOT):
        for name in sorted(files):
            if not name.endswith(".rs") or name == "text.rs":
                continue
            path = os.path.join(dirpath, name)
            text = open(path, encoding="utf-8").read()
            for m in CALL.finditer(text):
                ident, english = m.group(1), json.loads(m.group(2))
                args = [a.strip() for a in m.group(3).split(",") if a.strip()]
                rel = os.path.relpath(path, os.path.join(ROOT, ".."))
                if ident in seen:
                    if sorted(seen[ident]["args"]) != sorted(args):
                        sys.exit(f"{ident}: different arguments in {seen[ident]['file']} and {rel}")
                    continue
                seen[ident] = {"id": ident, "english": english, "args": args, "file": rel}
    for ident in sorted(seen):
        print(json.dumps(seen[ident], ensure_ascii=False))

if __name__ == "__main__":
    main()
