#!/usr/bin/env bash
# The template of the table's words, extracted from the code by xgettext into $1: what tr(),
# tr_noop(), trc() and trn() mark in src/table (src/table/i18n.h). A sentence with {name} placeholders is
# flagged python-brace-format, the gettext format of named braces (xgettext does not flag it in
# C++ itself), so msgfmt --check and pofilter hold each translation to the same names.
# The file names are taken from the checkout's root, sorted, so the template reads the same
# wherever it is made.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
cd "$TXEK_ROOT"
find src/table src/platform -name '*.cpp' -o -name '*.h' | grep -v '_test\.cpp$' | LC_ALL=C sort |
  xgettext --files-from=- --output="$1" --language=C++ --from-code=UTF-8 --no-wrap \
    --keyword= --keyword=tr:1 --keyword=tr_noop:1 --keyword=trc:1c,2 --keyword=trn:1,2 \
    --package-name="Txek Table" --msgid-bugs-address="src/table/po/README.md" \
    --add-comments=TRANSLATORS: --sort-by-file
python3 "$here/flag-braces.py" "$1"
