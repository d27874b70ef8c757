#!/usr/bin/env bash
# A measurement, not a test: the C++ functions of src/ longer than N lines (default 80), longest
# first, with their length, file and first line. A function of that size is split, or says at its
# head why it must stay whole (STYLE: functions short enough to read at once).
#   bash ci/long-functions.sh [N]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
cd "$TXEK_ROOT"
ctags-universal --languages=C++ --kinds-C++=f --fields=+ne --output-format=json -R -f - src |
  python3 -c '
import json, sys
limit = int(sys.argv[1])
found = []
for line in sys.stdin:
    tag = json.loads(line)
    if "end" not in tag: continue
    length = tag["end"] - tag["line"] + 1
    name = (tag["scope"] + "::" if "scope" in tag else "") + tag["name"]
    if length > limit: found.append((length, tag["path"], tag["line"], name))
for length, path, first, name in sorted(found, reverse=True):
    print(f"{length:5} {path}:{first} {name}")
print(f"{len(found)} functions over {limit} lines")
' "${1:-80}"
