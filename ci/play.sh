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
# Online play: a PeerJS signalling server of our own beside the site (npm `peer`, installed by
# setup.sh), and the site's config.json pointed at it for this run (no STUN/TURN: every browser
# is on this machine). Tabs of this browser can then host and join tables.
peer_port=${PEER_PORT:-9000}
node "$TXEK_ROOT/web/node_modules/peer/dist/bin/peerjs.js" --host 127.0.0.1 --port "$peer_port" \
  --path / >/dev/null &
peer_pid=$!
trap 'kill $peer_pid 2>/dev/null' EXIT
config="{\"signaling\":{\"host\":\"127.0.0.1\",\"port\":$peer_port,\"path\":\"/\",\"secure\":false,\"key\":\"peerjs\"},\"iceServers\":[],\"idPrefix\":\"txek-table-\"}"
echo
echo "Txek Table is served at  http://127.0.0.1:$port/   (Ctrl+C stops it)"
echo "Online play signals through its own server at 127.0.0.1:$peer_port"
echo
python3 "$here/serve.py" "$TXEK_ROOT/build/web/site" "$port" "$config"
