# What `cmake --install <build> --prefix <dir>` puts under <dir>: the kncube program, and the
# libraries a virtual platform or testbench of one's own links (the analytical models, the
# cycle-level network, its TLM-2.0 sockets and contention model, VCD tracing, the testbench's
# traffic, monitors and statistics) with their headers and a CMake package, so that a platform's
# project says
#   find_package(kncube REQUIRED)                       # CMAKE_PREFIX_PATH=<dir>
#   target_link_libraries(my_platform PRIVATE kncube::tlm)
# (kncube::rtl, kncube::analytical, kncube::traces and kncube::testbench likewise), or without CMake
#   c++ -std=c++17 my_platform.cpp $(pkg-config --cflags --libs kncube)   # PKG_CONFIG_PATH=<dir>/lib/pkgconfig
# The command-line application's own libraries (options, records, sweeps) and the tests are not
# installed.
include(CMakePackageConfigHelpers)

# kncube_link_closure(<out> <target>...): the targets and every kncube_* library they link, directly or not.
function(kncube_link_closure out)
  set(closure)
  set(pending ${ARGN})
  while(pending)
    list(POP_FRONT pending target)
    if(target IN_LIST closure)
      continue()
    endif()
    list(APPEND closure ${target})
    get_target_property(linked ${target} INTERFACE_LINK_LIBRARIES)
    foreach(library IN LISTS linked)
      if(library MATCHES "^kncube_")
        list(APPEND pending ${library})
      endif()
    endforeach()
  endwhile()
  set(${out} ${closure} PARENT_SCOPE)
endfunction()

kncube_link_closure(kncube_installed_libraries kncube_tlm kncube_traces kncube_testbench)
set(kncube_package_dir ${CMAKE_INSTALL_LIBDIR}/cmake/kncube)

install(TARGETS ${kncube_installed_libraries} EXPORT kncubeTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS kncube RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# Every header of the installed folders: they include one another by their path from the root.
install(DIRECTORY analytical rtl_models tlm traces DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kncube
        FILES_MATCHING PATTERN "*.h")
install(DIRECTORY testbenches/testbench testbenches/utilities DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kncube/testbenches
        FILES_MATCHING PATTERN "*.h")
install(EXPORT kncubeTargets NAMESPACE kncube:: DESTINATION ${kncube_package_dir})
configure_package_config_file(cmake/kncubeConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/kncubeConfig.cmake
                              INSTALL_DESTINATION ${kncube_package_dir})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/kncubeConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/kncubeConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/kncubeConfigVersion.cmake
        DESTINATION ${kncube_package_dir})

# The same libraries for builds without CMake (pkg-config). They go in one linker group: a static
# library's dependencies must otherwise follow it, an order the closure above does not keep.
list(TRANSFORM kncube_installed_libraries PREPEND "-l" OUTPUT_VARIABLE kncube_pkg_config_libs)
list(JOIN kncube_pkg_config_libs " " kncube_pkg_config_libs)
configure_file(cmake/kncube.pc.in ${CMAKE_CURRENT_BINARY_DIR}/kncube.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/kncube.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
