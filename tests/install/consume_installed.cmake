# Installs kncube from BUILD_DIR under WORK_DIR/prefix, then builds the platform project of
# CONSUMER_DIR against that installation alone (find_package(kncube), kncube::tlm,
# kncube::testbench) and runs it on both network models (and once with waveforms and statistics), builds the same platform with pkg-config's flags
# and runs it, and runs the installed kncube program. Last, it configures the same project with
# kncube's sources (KNCUBE_SOURCE_DIR) as a subdirectory. Any step failing fails the test.
#   cmake -DBUILD_DIR=<kncube build> -DKNCUBE_SOURCE_DIR=<kncube> -DCONSUMER_DIR=<tests/install/consumer>
#         -DWORK_DIR=<scratch> -P consume_installed.cmake
foreach(variable BUILD_DIR CONSUMER_DIR WORK_DIR KNCUBE_SOURCE_DIR)
  if(NOT ${variable})
    message(FATAL_ERROR "consume_installed.cmake: -D${variable}=... is required")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)

# run(<what> <command>...): runs the command, fails the test with its output if it fails.
function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${what} failed (${status}):\n${out}\n${err}")
  endif()
  message(STATUS "${what}: ok ${out}")
endfunction()

run("cmake --install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
# Nothing of kncube's source tree may be needed: the platform sees only the installed headers.
run("configure the platform against the package" ${CMAKE_COMMAND} -S ${CONSUMER_DIR} -B ${WORK_DIR}/build
    -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_BUILD_TYPE=Release)
run("build the platform" ${CMAKE_COMMAND} --build ${WORK_DIR}/build)
set(ENV{SC_COPYRIGHT_MESSAGE} DISABLE)
run("the platform on the cycle-level network" ${WORK_DIR}/build/platform_on_kncube)
run("the platform on the contention model" ${WORK_DIR}/build/platform_on_kncube contention)
run("the platform with its networks' waveforms and statistics" ${WORK_DIR}/build/platform_on_kncube cycle-level
    ${WORK_DIR}/waves)
foreach(file waves.requests.vcd waves.requests.gtkw waves.responses.vcd waves.responses.gtkw
        waves.stats/requests/channels.csv waves.stats/responses/channels.csv waves.stats/requests/vcs.csv
        waves.stats/requests/channel-utilisation.gp)
  file(SIZE ${WORK_DIR}/${file} size)
  if(size LESS 1000)
    message(FATAL_ERROR "the platform's output file ${file} holds ${size} bytes")
  endif()
endforeach()
# And without CMake, as a Makefile would: the compiler and pkg-config's flags alone.
find_program(pkg_config pkg-config REQUIRED)
find_program(compiler c++ REQUIRED)
set(ENV{PKG_CONFIG_PATH} ${prefix}/lib/pkgconfig)
execute_process(COMMAND ${pkg_config} --cflags --libs kncube RESULT_VARIABLE status OUTPUT_VARIABLE flags
                ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "pkg-config --cflags --libs kncube failed (${status}): ${err}")
endif()
separate_arguments(flags UNIX_COMMAND "${flags}")
run("build the platform with pkg-config's flags" ${compiler} -std=c++17 -O1 ${CONSUMER_DIR}/platform_on_kncube.cpp
    ${flags} -o ${WORK_DIR}/platform_by_pkg_config)
run("that platform on the contention model" ${WORK_DIR}/platform_by_pkg_config contention)
run("the installed kncube program" ${prefix}/bin/kncube model --k 8 --rate 0.002 --format csv)

# kncube's sources as a subdirectory of the platform's project: configured only (building them
# again would take minutes), which is where that way breaks (a path of kncube's own tree taken
# for the top project's, GoogleTest required); kncube's tests must stay out of it.
run("configure the platform with kncube as a subdirectory" ${CMAKE_COMMAND} -S ${CONSUMER_DIR} -B ${WORK_DIR}/subdirectory
    -DKNCUBE_SOURCE_DIR=${KNCUBE_SOURCE_DIR} -DCMAKE_BUILD_TYPE=Release)
if(EXISTS ${WORK_DIR}/subdirectory/kncube/tests)
  message(FATAL_ERROR "kncube as a subdirectory configured its tests; they are for kncube's own build only")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
