#!/usr/bin/env bash
# The table's catalogues (src/table/po), checked as the test command's "i18n" test:
#  - the template lists exactly what the code marks (else: run ci/update-po.sh);
#  - every catalogue is complete: no untranslated and no fuzzy entry (msgfmt --statistics);
#  - msgfmt --check passes (placeholders and plural forms), and so do translate-toolkit's pofilter
#    (placeholders, doubled words, escapes, line breaks, spaces at either end, untranslated;
#    not its bracket count, which a name used twice in English and once in French trips, nor
#    its ending punctuation, which an abbreviation such as "Pkt." trips) and i18nspector (the
#    header, the plural formula, placeholders).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
po="$TXEK_ROOT/src/table/po"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
bash "$here/extract-po.sh" "$work/txek.pot"
ids() { msgcat --no-wrap --sort-output "$1" | grep -v '^"POT-Creation-Date' | grep -v '^#:'; }
if ! diff <(ids "$po/txek.pot") <(ids "$work/txek.pot") >"$work/diff"; then
  echo "check-po: src/table/po/txek.pot is not what the code marks; run ci/update-po.sh:"
  head -n 40 "$work/diff"
  failed=1
fi
for catalogue in "$po"/*.po; do
  name=$(basename "$catalogue")
  stats=$(msgfmt --check --statistics -o /dev/null "$catalogue" 2>&1) || { echo "check-po: $name: $stats"; failed=1; }
  echo "$name: $stats"
  if echo "$stats" | grep -qE 'untranslated|fuzzy'; then
    echo "check-po: $name has untranslated or fuzzy entries: translate them (ci/update-po.sh lists them)"
    failed=1
  fi
  # Every sentence of the template has its entry (a catalogue not merged since is caught here).
  if ! diff <(msgcat --no-wrap --sort-output "$po/txek.pot" | grep -E '^(msgctxt|msgid)') \
            <(msgcat --no-wrap --sort-output "$catalogue" | grep -E '^(msgctxt|msgid)') >"$work/diff"; then
    echo "check-po: $name does not hold the template's entries; run ci/update-po.sh"
    head -n 20 "$work/diff"
    failed=1
  fi
  pofilter --progress=none --nofuzzy --language="${name%.po}" -t variables -t doublewords \
    -t escapes -t newlines -t untranslated -t printf -t startwhitespace -t endwhitespace \
    "$catalogue" "$work/$name.filtered" >/dev/null 2>&1
  if grep -q '^msgid "[^"]' "$work/$name.filtered" 2>/dev/null; then
    echo "check-po: pofilter found problems in $name:"
    grep -E '^(# \(pofilter\)|msgid|msgstr)' "$work/$name.filtered" | head -n 40
    failed=1
  fi
  if ! out=$(i18nspector --language "${name%.po}" "$catalogue" 2>&1); then
    echo "check-po: i18nspector could not read $name: $out"
    failed=1
  elif echo "$out" | grep -E '^E: ' ; then
    echo "check-po: i18nspector found errors in $name"
    failed=1
  fi
done
[ "$failed" -eq 0 ] && echo "check-po: every catalogue is complete and clean"
exit "$failed"
