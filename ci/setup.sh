#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian 12 machine. Idempotent: a second run
# checks what is there and does nothing else (a few seconds).
# Every dependency comes from Debian's packages (and npm, for browser-test tooling only).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/env.sh"

say() { printf '[setup] %s\n' "$*"; }

# --- Debian packages -------------------------------------------------------------------------
pkgs=(cmake g++ clang-14 libclang-rt-14-dev emscripten binaryen libsdl2-dev catch2 libstb-dev
      nlohmann-json3-dev chromium fonts-dejavu-core fonttools optipng pngquant python3 xz-utils gzip)
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
fetch_source() { # name, dir-glob-after-unpack
  local pkg=$1 dir=$2
  if [ ! -d "$TXEK_CACHE/src/$dir" ]; then
    say "fetching Debian source of $pkg"
    (cd "$TXEK_CACHE/src" && apt-get source --download-only -qq "$pkg" >/dev/null 2>&1 || \
      (apt-get update -qq && apt-get source --download-only -qq "$pkg" >/dev/null))
    local tarball
    tarball=$(ls "$TXEK_CACHE/src/${pkg}_"*.orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -n1)
    [ -n "$tarball" ] || { echo "no orig tarball for $pkg" >&2; exit 1; }
    tar -xf "$tarball" -C "$TXEK_CACHE/src"
    [ -d "$TXEK_CACHE/src/$dir" ] || { echo "unpacked $tarball but $dir is missing" >&2; exit 1; }
  fi
}
fetch_source libsdl2 "SDL2-$SDL2_VERSION"
fetch_source imgui "imgui-$IMGUI_VERSION"

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

# --- npm: browser-test tooling only, pinned by package-lock.json -----------------------------
if [ -f "$TXEK_ROOT/web/package.json" ]; then
  if [ ! -d "$TXEK_ROOT/web/node_modules/playwright-core" ] || \
     [ "$TXEK_ROOT/web/package-lock.json" -nt "$TXEK_ROOT/web/node_modules/.package-lock.json" ]; then
    say "installing browser-test tooling (npm ci)"
    (cd "$TXEK_ROOT/web" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi
fi
say "ready (cache: $TXEK_CACHE)"
