# Draws one card atlas: atlasgen, then pngquant and optipng when there (CMakeLists.txt, "Assets").
# With CACHE set (ci/env.sh's TXEK_CACHE), a drawn atlas is kept there under a hash of everything
# that makes it: the atlasgen program's bytes, the source, the font and the two tools' command
# lines. A fresh clone of an unchanged atlas copies it instead of drawing it again (when its
# atlasgen came out the same: the web build's does): drawing and squeezing the five atlases was
# about 40 s, and the table's link waited on them.
#   cmake -DRUN=<node or empty> -DATLASGEN=<program> -DSOURCE=<assets/x.txt> -DFONT=<ttf>
#         -DPNG=<out.png> -DJSON=<out.json> [-DPNGQUANT=<path>] [-DOPTIPNG=<path>] [-DCACHE=<dir>]
#         -P draw_atlas.cmake
cmake_minimum_required(VERSION 3.16)

set(quantize "${PNGQUANT}" --quality=80-95 --speed=1 --force --output "${PNG}" "${PNG}")
set(squeeze "${OPTIPNG}" -quiet -o2 "${PNG}")

function(hash_of_inputs out)
  # The tools' command lines without the output's path, which is the build tree's.
  string(REPLACE "${PNG}" "" parts "${quantize}|${squeeze}")
  # Under Emscripten the program is its .js and the .wasm beside it.
  string(REGEX REPLACE "\\.js$" ".wasm" wasm "${ATLASGEN}")
  foreach(file "${ATLASGEN}" "${wasm}" "${SOURCE}" "${FONT}")
    if(EXISTS "${file}")
      file(SHA256 "${file}" h)
      string(APPEND parts "|${h}")
    endif()
  endforeach()
  string(SHA256 key "${parts}")
  set(${out} "${key}" PARENT_SCOPE)
endfunction()

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "draw_atlas: failed (${rc}): ${ARGN}")
  endif()
endfunction()

if(CACHE)
  hash_of_inputs(key)
  set(kept "${CACHE}/${key}")
  if(EXISTS "${kept}.png" AND EXISTS "${kept}.json")
    file(COPY_FILE "${kept}.png" "${PNG}")
    file(COPY_FILE "${kept}.json" "${JSON}")
    return()
  endif()
endif()

run(${RUN} "${ATLASGEN}" "${SOURCE}" "${FONT}" "${PNG}" "${JSON}")
if(PNGQUANT)
  run(${quantize})
endif()
if(OPTIPNG)
  run(${squeeze})
endif()
if(CACHE)
  # Written under a temporary name and renamed, so a build stopped halfway keeps nothing half made.
  file(MAKE_DIRECTORY "${CACHE}")
  file(COPY_FILE "${PNG}" "${kept}.png.part")
  file(COPY_FILE "${JSON}" "${kept}.json.part")
  file(RENAME "${kept}.json.part" "${kept}.json")
  file(RENAME "${kept}.png.part" "${kept}.png")
endif()
