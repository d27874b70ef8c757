#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian 12 machine. Idempotent: a second run
# checks what is there and does nothing else (a few seconds).
# Every dependency comes from Debian's packages, and npm for the browser side (web/package-lock.json).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"

say() { printf '[setup] %s\n' "$*"; }

# --- Debian packages -------------------------------------------------------------------------
# iproute2 and util-linux (unshare): the network namespace of online play's browser tests.
# firefox-esr, xvfb, xauth and libgl1-mesa-dri: the second browser's smoke tests; headless
# Firefox gets no WebGL here, so it runs headed on a virtual display (xvfb-run needs xauth), with
# WebGL 2 from Mesa's llvmpipe. universal-ctags: ci/long-functions.sh finds where functions end.
# gettext, translate-toolkit (pofilter) and i18nspector: the table's catalogues (ci/check-po.sh).
# chromium-headless-shell: the browser tests' Chromium, the same engine without the browser's own
# window (web/tests/lib.mjs); chromium itself for the one test of what only the browser does.
pkgs=(cmake ccache g++ clang-14 lld-14 libclang-rt-14-dev emscripten binaryen libsdl2-dev catch2 libstb-dev
      nlohmann-json3-dev chromium chromium-headless-shell fonts-dejavu-core fonttools optipng pngquant python3 xz-utils gzip
      iproute2 util-linux librsvg2-bin firefox-esr xvfb xauth libgl1-mesa-dri universal-ctags
      gettext translate-toolkit i18nspector)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# --- Debian source packages: SDL2 and Dear ImGui (for the WebAssembly build) ----------------
src_list=/etc/apt/sources.list.d/txek-deb-src.sources
if [ ! -f "$src_list" ]; then
  say "adding deb-src entry for bookworm main"
  cat >"$src_list" <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  apt-get update -qq
fi

mkdir -p "$TXEK_CACHE/src"
# The upstream version of a Debian source tarball: libsdl2_2.26.5+dfsg.orig.tar.gz -> 2.26.5.
upstream_version() {
  basename "$1" | sed -E 's/^[^_]+_([0-9][0-9.]*).*$/\1/'
}
fetch_source() { # package, upstream version pinned in env.sh, folder the tarball unpacks to
  local pkg=$1 want=$2 dir=$3
  if [ ! -d "$TXEK_CACHE/src/$dir" ]; then
    say "fetching Debian source of $pkg"
    (cd "$TXEK_CACHE/src" && apt-get source --download-only -qq "$pkg" >/dev/null 2>&1 || \
      (apt-get update -qq && apt-get source --download-only -qq "$pkg" >/dev/null))
    local tarball got
    tarball=$(ls -t "$TXEK_CACHE/src/${pkg}_"*.orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n1)
    [ -n "$tarball" ] || { echo "setup: Debian served no source tarball for $pkg" >&2; exit 1; }
    got=$(upstream_version "$tarball")
    if [ "$got" != "$want" ]; then
      # Built against another version, the site and the native app would no longer match what
      # was tested: stop, and say what to change.
      rm -f "$TXEK_CACHE/src/${pkg}_"*
      echo "setup: Debian now serves $pkg $got, but ci/env.sh pins $want." >&2
      echo "setup: set the version in ci/env.sh to $got, then run the test command to check the build." >&2
      exit 1
    fi
    tar -xf "$tarball" -C "$TXEK_CACHE/src"
    [ -d "$TXEK_CACHE/src/$dir" ] || { echo "setup: unpacked $tarball but $dir is missing" >&2; exit 1; }
  fi
}
fetch_source libsdl2 "$SDL2_VERSION" "SDL2-$SDL2_VERSION"
fetch_source imgui "$IMGUI_VERSION" "imgui-$IMGUI_VERSION"

# --- SDL2 built for WebAssembly, cached outside the work tree, keyed by version --------------
if [ ! -f "$SDL2_WASM_PREFIX/lib/cmake/SDL2/SDL2Config.cmake" ]; then
  say "building SDL2 $SDL2_VERSION for WebAssembly (about 3.5 minutes, once)"
  b="$TXEK_CACHE/build-sdl2-wasm-$SDL2_VERSION"
  rm -rf "$b"
  emcmake cmake -S "$TXEK_CACHE/src/SDL2-$SDL2_VERSION" -B "$b" -DSDL_SHARED=OFF -DSDL_STATIC=ON \
    -DSDL_TEST=OFF -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$SDL2_WASM_PREFIX" >"$b.log" 2>&1 \
    || { tail -n 40 "$b.log"; exit 1; }
  cmake --build "$b" -j"$(nproc)" >>"$b.log" 2>&1 || { tail -n 40 "$b.log"; exit 1; }
  cmake --install "$b" >>"$b.log" 2>&1 || { tail -n 40 "$b.log"; exit 1; }
  rm -rf "$b"
fi

# --- npm, pinned by package-lock.json: online play's browser side (PeerJS client, QR codes,
# the peer signalling server) and the browser-test tooling -----------------------------
if [ -f "$TXEK_ROOT/web/package.json" ]; then
  nm="$TXEK_ROOT/web/node_modules"
  if [ ! -d "$nm/playwright-core" ] || [ ! -d "$nm/puppeteer-core" ] || [ ! -d "$nm/peerjs" ] || \
     [ "$TXEK_ROOT/web/package-lock.json" -nt "$nm/.package-lock.json" ]; then
    say "installing the browser side from npm (npm ci)"
    (cd "$TXEK_ROOT/web" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi
fi
say "ready (cache: $TXEK_CACHE)"
