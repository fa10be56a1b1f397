# Installs Cardinal into a scratch prefix, builds the C example against the
# installed package only (find_package, AddressSanitizer on), and plays a game.
# Run by ctest with -DBUILD=<build dir> -DSOURCE=<source dir>.
set(prefix "${BUILD}/_install")
set(work "${BUILD}/_c_example")
file(REMOVE_RECURSE "${prefix}" "${work}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${prefix}" RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SOURCE}/examples/c" -B "${work}" -DCMAKE_PREFIX_PATH=${prefix}
  "-DCMAKE_C_FLAGS=-fsanitize=address -fno-omit-frame-pointer" "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address"
  RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configuring the example against the installed package failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${work}" RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "building the example failed")
endif()
execute_process(COMMAND "${work}/play_random" "${prefix}/share/cardinal/cards" 7 RESULT_VARIABLE rc OUTPUT_VARIABLE out)
message("${out}")
if(rc)
  message(FATAL_ERROR "the example failed (${rc})")
endif()
if(NOT out MATCHES "game over after")
  message(FATAL_ERROR "the example did not finish a game")
endif()
