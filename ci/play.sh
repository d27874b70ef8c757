#!/usr/bin/env bash
# The play command: sets up, builds the site, serves it on 127.0.0.1 and prints the address.
#   ci/play.sh            the site, on port 8000 (or PORT=...)
#   ci/play.sh --native   the desktop app instead (same table, for debugging); extra words are
#                         passed on, e.g. a link
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"
bash "$here/setup.sh"
if [ "${1:-}" = "--native" ]; then
  shift
  bash "$here/build-native.sh" --target txek_table
  exec "$TXEK_ROOT/build/native/txek_table" "$@"
fi
bash "$here/build-web.sh"
port=${PORT:-8000}
echo
echo "Txek Table is served at  http://127.0.0.1:$port/   (Ctrl+C stops it)"
echo
exec python3 "$here/serve.py" "$TXEK_ROOT/build/web/site" "$port"
