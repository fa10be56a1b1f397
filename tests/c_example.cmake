# Installs Cardinal into a scratch prefix, builds the C example against the
# installed package only (find_package, AddressSanitizer on), and plays a game.
# Run by ctest with -DBUILD=<build dir> -DSOURCE=<source dir> -DCC=/-DCXX=<the build's C/C++
# compiler> -DPARENT_FLAGS=<its C flags>: a sanitizer build's library needs the
# same compiler and sanitizer runtimes in the program that links it.
set(flags "-fsanitize=address -fno-omit-frame-pointer")
set(ldflags "-fsanitize=address")
if(PARENT_FLAGS MATCHES "-fsanitize=")
  set(flags "${PARENT_FLAGS}")
  string(REGEX MATCH "-fsanitize=[^ ]+" ldflags "${PARENT_FLAGS}")
  # A C program linking a C++ library built with UBSan needs UBSan's C++ half.
  if(CC MATCHES "clang")
    string(APPEND ldflags " -fsanitize-link-c++-runtime -lstdc++")
  endif()
endif()
set(prefix "${BUILD}/_install")
set(work "${BUILD}/_c_example")
file(REMOVE_RECURSE "${prefix}" "${work}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${prefix}" RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SOURCE}/examples/c" -B "${work}" -DCMAKE_PREFIX_PATH=${prefix}
  -DCMAKE_C_COMPILER=${CC} -DCMAKE_CXX_COMPILER=${CXX} "-DCMAKE_C_FLAGS=${flags}" "-DCMAKE_EXE_LINKER_FLAGS=${ldflags}"
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
