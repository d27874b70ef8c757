#!/usr/bin/env bash
# Runs a command in a network namespace of its own, for online play's browser tests: loopback
# plus a veth pair with private addresses (10.77.0.1-2) and a default route, so Chromium gathers
# ICE candidates, which it does not with loopback alone. Nothing leaves the namespace, and it goes
# away with the command. Needs root (unshare), as CI and the test command run.
set -euo pipefail
if [ "${TXEK_NETNS:-}" != 1 ]; then
  exec unshare --net env TXEK_NETNS=1 bash "$0" "$@"
fi
ip link set lo up
ip link add txek0 type veth peer name txek1
ip addr add 10.77.0.1/24 dev txek0
ip addr add 10.77.0.2/24 dev txek1
ip link set txek0 up
ip link set txek1 up
ip route add default dev txek0
exec "$@"
