# Same seed, same deal, natively and in the browser's engine: runs the native txektool and the
# WebAssembly one under Node with the same arguments and fails on the first byte that differs.
# Usage: cmake -DNATIVE=path/txektool -DWEB=path/txektool.js -DSOURCE=repo -P compare_native_web.cmake
# Cases cover a deal, the generator, Txek's reaction races (its bots' reaction model), online
# races (the host and a guest over an in-memory network), and for
# every registered game whole random games, bot games and its worked example record.
find_program(NODE node REQUIRED)
if(NOT EXISTS "${WEB}")
  message(FATAL_ERROR "no WebAssembly txektool at ${WEB}: build the web tree first (ci/build-web.sh)")
endif()
set(cases
  "deal --seed 1 --players 2"
  "deal --seed 42 --players 4"
  "deal --seed 0xdeadbeefcafef00d --players 7"
  "deal --seed 18446744073709551615 --players 3 --each 5 --cards 60"
  "rng --seed 0 --count 2000"
  "rng --seed 0x123456789abcdef --count 2000"
  "reaction --level g --human-ms 500 --games 20 --seed 3"
  # Tables of several sizes, of casual and good bots in turn, and their summary.
  "reaction --level cg --bots 1,3 --games 8 --seed 5"
  # An online table on a virtual clock: the host, a guest 75 ms away, their races.
  "online-race --game txek --rtt 150 --games 5 --seed 7")
# Every registered game (txektool games: one "id<TAB>name<TAB>players" line each): random
# playouts, bot games of every level, and its worked example record when it has one.
execute_process(COMMAND "${NATIVE}" games OUTPUT_VARIABLE listed RESULT_VARIABLE rc)
string(REGEX MATCHALL "(^|\n)[a-z0-9]+\t" ids "${listed}")
if(NOT rc EQUAL 0 OR NOT ids)
  message(FATAL_ERROR "txektool games listed no game: ${listed}")
endif()
foreach(id IN LISTS ids)
  string(STRIP "${id}" id)
  list(APPEND cases "playout --game ${id} --games 300 --seed 99" "simulate --game ${id} --games 3 --seed 5")
  set(example "${SOURCE}/src/engine/${id}/scenarios/worked_example.json")
  if(EXISTS "${example}")
    list(APPEND cases "replay --game ${id} ${example}")
  endif()
endforeach()
set(n 0)
foreach(case IN LISTS cases)
  set(shown "${case}")
  separate_arguments(args UNIX_COMMAND "${case}")
  execute_process(COMMAND "${NATIVE}" ${args} OUTPUT_VARIABLE native RESULT_VARIABLE rc1)
  execute_process(COMMAND "${NODE}" --no-experimental-fetch "${WEB}" ${args}
                  OUTPUT_VARIABLE web RESULT_VARIABLE rc2)
  if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
    message(FATAL_ERROR "txektool ${shown}: exit codes native ${rc1}, web ${rc2}")
  endif()
  if(NOT native STREQUAL web)
    message(FATAL_ERROR "txektool ${shown}: native and WebAssembly outputs differ\n"
                        "native:\n${native}\nweb:\n${web}")
  endif()
  string(LENGTH "${native}" len)
  if(len LESS 60)
    message(FATAL_ERROR "txektool ${shown}: suspiciously short output: ${native}")
  endif()
  math(EXPR n "${n} + 1")
endforeach()
message(STATUS "${n} cases: native and WebAssembly outputs identical")
