#!/usr/bin/env bash
# Extracts every word the table marks (tr, trc, trn: src/table/i18n.h) into the template
# src/table/po/txek.pot, then brings each catalogue (src/table/po/<lang>.po) up to date with it:
# a new sentence arrives untranslated, a changed one fuzzy, a removed one is dropped. Translate
# the new entries (and clear "fuzzy"), then run the tests: ci/check-po.sh fails until every entry
# is translated.
#   bash ci/update-po.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
po="$TXEK_ROOT/src/table/po"
bash "$here/extract-po.sh" "$po/txek.pot"
for catalogue in "$po"/*.po; do
  msgmerge --quiet --update --backup=none --no-wrap --previous "$catalogue" "$po/txek.pot"
  msgattrib --no-obsolete --no-wrap --output-file="$catalogue" "$catalogue"
  echo "$(basename "$catalogue"): $(msgfmt --statistics -o /dev/null "$catalogue" 2>&1)"
done
