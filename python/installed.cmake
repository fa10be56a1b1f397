# Installs the build into a scratch prefix and runs the Python example from
# the installed package alone (its libcardinal through the module's RPATH,
# its cards from PREFIX/share/cardinal/cards), outside the source tree.
#   cmake -DBUILD=<build> -DPYTHON=<python> -DPYDIR=<lib/python3.X/dist-packages> -DEXAMPLE=<script> -P installed.cmake
set(prefix "${BUILD}/_install_python")
file(REMOVE_RECURSE "${prefix}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${prefix}" RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=CARDINAL_CARDS_DIR PYTHONPATH=${prefix}/${PYDIR}
                        PYTHONDONTWRITEBYTECODE=1 ${PYTHON} ${EXAMPLE} --games 1 --ai greedy
                WORKING_DIRECTORY "${prefix}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(rc)
  message(FATAL_ERROR "the example failed from the installed package (${rc})")
endif()
if(NOT out MATCHES "from ${prefix}/")
  message(FATAL_ERROR "the example did not import the installed package")
endif()
if(NOT out MATCHES "zero-dimension: random")
  message(FATAL_ERROR "the example played no game from the installed cards")
endif()
# The module's libcardinal is the prefix's own (its RPATH), not another copy.
execute_process(COMMAND ${CMAKE_COMMAND} -E env PYTHONPATH=${prefix}/${PYDIR} PYTHONDONTWRITEBYTECODE=1 ${PYTHON} -c
  "import cardinal; print([l.split()[-1] for l in open('/proc/self/maps') if 'libcardinal' in l][0])"
  WORKING_DIRECTORY "${prefix}" RESULT_VARIABLE rc OUTPUT_VARIABLE lib OUTPUT_STRIP_TRAILING_WHITESPACE)
message("libcardinal: ${lib}")
if(rc OR NOT lib MATCHES "^${prefix}/")
  message(FATAL_ERROR "the installed module did not load the prefix's libcardinal")
endif()
