#!/usr/bin/env bash
# The benchmarks: measurements, never tests (nothing here fails on a slow machine).
# Sets up, builds web and native, then reports in one place (stdout and build/bench/report.txt):
#   - txektool bench natively and in WebAssembly under Node: for every registered game,
#     random-playout throughput per player count, bot think() times per level, and the digest of
#     every action (equal in both builds, so both did the same work); the wasm/native ratio of
#     playout throughput
#   - the site's sizes: each file raw, gzip -9 and brotli 11 (the copies the build writes beside
#     it, as a host serving precompressed files sends them), the totals, and where the whole site
#     stands against its budget of 900 KB gzip (README, "Size and speed")
#   - the page in headless Chromium (web/bench/page.mjs): cold-load times to the first home frame
#     and to an interactive table, and the CPU an idle page uses
#   - online play (web/bench/online.mjs, in a network namespace of its own): how long joining a
#     table takes, and the round trip over the data channel
# Timings depend on the machine and on whatever else it is running; the report says which.
# Extra words go to both txektool bench runs, e.g. `bash ci/bench.sh --games 100 --repeat 1`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
start=$(date +%s)
cd "$TXEK_ROOT"
out="$TXEK_ROOT/build/bench"
mkdir -p "$out"
log="$out/build.log"
: >"$log"

step() { printf '[bench] %s\n' "$*"; }
quiet() { # runs a build step into the log; shows its end if it fails
  "$@" >>"$log" 2>&1 || { tail -n 40 "$log"; echo "[bench] failed: $* (log: $log)" >&2; exit 1; }
}
# The site's own files, largest first, without the precompressed copies the build writes beside them.
site_files() {
  (cd "$1" && find . -type f ! -name '*.br' ! -name '*.gz' -printf '%s %P\n' | sort -rn | cut -d' ' -f2-)
}
# What a host serving precompressed files sends for FILE: FILE.gz or FILE.br when the build wrote
# one, the file itself when compressing it did not help.
served_size() {
  if [ -f "$1$2" ]; then stat -c %s "$1$2"; else stat -c %s "$1"; fi
}
# The site's budget: the whole site, all five games and online play, within 900 KB gzip (1 KB is
# 1,000 bytes, as in the figures of the README's "Size and speed").
budget_line() {
  local budget=900000 size=$1 diff word
  if [ "$size" -le "$budget" ]; then diff=$(( budget - size )) word=under; else diff=$(( size - budget )) word=over; fi
  printf '  budget 900 KB gzip: the site is %d KB (%d KB %s)\n' "$(( (size + 500) / 1000 ))" "$(( (diff + 500) / 1000 ))" "$word"
}

step "setting up and building (log: $log)"
quiet bash "$here/setup.sh"
quiet bash "$here/build-web.sh"
quiet bash "$here/build-native.sh" --target txektool
build_s=$(( $(date +%s) - start ))

native_txt="$out/bench-native.txt"
wasm_txt="$out/bench-wasm.txt"
step "txektool bench, native"
build/native/txektool bench "$@" >"$native_txt"
step "txektool bench, wasm under Node"
node --no-experimental-fetch build/web/txektool.js bench "$@" >"$wasm_txt"

report="$out/report.txt"
page_txt="$out/page.txt"
step "page measurements in headless Chromium"
(cd web && TXEK_SITE="$TXEK_ROOT/build/web/site" node bench/page.mjs) >"$page_txt"
online_txt="$out/online.txt"
step "online play in two headless Chromium pages, in a network namespace"
(cd web && TXEK_SITE="$TXEK_ROOT/build/web/site" bash tests/netns.sh node bench/online.mjs --trials 5) \
  >"$online_txt"

{
  echo "Txek Table benchmarks, $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet 2>/dev/null || echo ' (with local changes)')"
  echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), load average $(cut -d' ' -f1-3 /proc/loadavg) (other work on the machine slows every timing below)"
  echo "node $(node --version), $(emcc --version 2>/dev/null | head -n1), $(/usr/bin/chromium-headless-shell --version 2>/dev/null | head -n1)"
  echo
  echo "=== engine, native ==="
  cat "$native_txt"
  echo
  echo "=== engine, WebAssembly (Node) ==="
  cat "$wasm_txt"
  echo
  echo "=== wasm / native, random-playout throughput (games/s) ==="
  awk '
    FNR == 1 { file++ }
    /, random playouts:/ { game = substr($0, 1, index($0, ", random playouts") - 1) }
    /^  [0-9]+ players|^  [0-9]+-[0-9]+ players/ { key = game " " $1 " " $2; rate[file, key] = $6; if (file == 1) order[++n] = key }
    END {
      for (i = 1; i <= n; i++) {
        k = order[i]; a = rate[1, k]; b = rate[2, k]
        if (a > 0 && b > 0) printf "  %-19s native %8.0f  wasm %8.0f  wasm/native %.2f  (native is %.1fx faster)\n", k, a, b, b / a, a / b
      }
    }' "$native_txt" "$wasm_txt"
  nd=$(grep '^digest of every action' "$native_txt" | awk '{print $NF}')
  wd=$(grep '^digest of every action' "$wasm_txt" | awk '{print $NF}')
  if [ -n "$nd" ] && [ "$nd" = "$wd" ]; then
    echo "  same work: the digests of every action are equal ($nd)"
  else
    echo "  WARNING: digests differ (native $nd, wasm $wd): the two builds did not play the same games"
  fi
  echo
  echo "=== site size (build/web/site) ==="
  site="$TXEK_ROOT/build/web/site"
  printf '  %-30s %12s %12s %12s\n' file raw "gzip -9" "brotli 11"
  total_raw=0 total_gz=0 total_br=0 files=0
  while IFS= read -r f; do
    raw=$(stat -c %s "$site/$f") gz=$(served_size "$site/$f" .gz) br=$(served_size "$site/$f" .br)
    printf '  %-30s %12s %12s %12s\n' "$f" "$raw" "$gz" "$br"
    total_raw=$(( total_raw + raw )) total_gz=$(( total_gz + gz )) total_br=$(( total_br + br ))
    files=$(( files + 1 ))
  done < <(site_files "$site")
  printf '  %-30s %12s %12s %12s\n' "whole site ($files files)" "$total_raw" "$total_gz" "$total_br"
  echo "  (bytes; each file compressed alone, as a server sends it: its .gz or .br copy from the build,"
  echo "  or the file itself where the build wrote none: PNGs, compressed already, and tiny files);"
  echo "  peerjs.min.js and qrcode.js are fetched only when a table goes online, screenshots/ only by"
  echo "  the browser's install dialog)"
  budget_line "$total_gz"
  echo
  echo "=== the page ==="
  cat "$page_txt"
  echo
  echo "=== online play ==="
  cat "$online_txt"
  echo
  echo "ci/bench.sh took $(( $(date +%s) - start )) s (setup and builds $build_s s)"
} | tee "$report"
echo "[bench] report written to $report"
