# Sourced by every ci/ script: versions, cache folders and the Emscripten quirks of Debian 12.
TXEK_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SDL2_VERSION=2.26.5
IMGUI_VERSION=1.86
TXEK_CACHE=${TXEK_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/txek-table}
SDL2_WASM_PREFIX="$TXEK_CACHE/sdl2-wasm-$SDL2_VERSION"
IMGUI_SRC="$TXEK_CACHE/src/imgui-$IMGUI_VERSION"
# Debian's emcc needs Debian's node modules (acorn) even when another node is first on PATH.
export NODE_PATH=/usr/share/nodejs
export TXEK_ROOT TXEK_CACHE SDL2_VERSION IMGUI_VERSION SDL2_WASM_PREFIX IMGUI_SRC
# Compiler cache: the four build trees (web, native, sanitized, fuzz) recompile nothing a run
# before compiled, in this checkout or a fresh clone of it (paths are taken relative to the
# checkout). The web build wraps Emscripten's own clang instead (em++ is a script).
if command -v ccache >/dev/null 2>&1; then
  export CCACHE_DIR="$TXEK_CACHE/ccache" CCACHE_BASEDIR="$TXEK_ROOT" CCACHE_NOHASHDIR=1
  export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-4G}
  export CMAKE_C_COMPILER_LAUNCHER=ccache CMAKE_CXX_COMPILER_LAUNCHER=ccache
  export EM_COMPILER_WRAPPER=ccache
fi
