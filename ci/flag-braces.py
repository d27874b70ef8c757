#!/usr/bin/env python3
"""Flags every entry of a .pot whose msgid names a {placeholder} as python-brace-format, the
gettext format of named braces, so that msgfmt --check refuses a translation that drops or
renames one (ci/extract-po.sh: xgettext does not flag it for C++ sources)."""
import re
import sys

path = sys.argv[1]
entries = open(path, encoding="utf-8").read().split("\n\n")
brace = re.compile(r'\{[a-z_]+\}')
for i, entry in enumerate(entries):
    ids = [line for line in entry.splitlines() if line.startswith(("msgid", '"'))]
    if not any(brace.search(line) for line in ids) or "python-brace-format" in entry:
        continue
    lines = entry.splitlines()
    at = next(k for k, line in enumerate(lines) if line.startswith(("msgctxt", "msgid")))
    lines.insert(at, "#, python-brace-format")
    entries[i] = "\n".join(lines)
open(path, "w", encoding="utf-8").write("\n\n".join(entries))
