# kncube_library(<target> [RECURSE] [DEPS <target>...])
# One static library per source folder (the folder of the calling CMakeLists.txt; RECURSE takes
# its subfolders too), depending on exactly the libraries named in DEPS. Beside it, a link check
# (<target>_link_check) links the whole library with only those dependencies, so code that calls
# into a folder it does not declare fails the build rather than linking by luck through the
# executable. Each folder's README lists the same dependencies in words.
set(kncube_link_check_main ${CMAKE_CURRENT_LIST_DIR}/link_check_main.cpp)

function(kncube_library target)
  cmake_parse_arguments(arg "RECURSE" "" "DEPS" ${ARGN})
  if(arg_RECURSE)
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)
  else()
    file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)
  endif()
  list(FILTER sources EXCLUDE REGEX ".*/kncube_main\\.cpp$")
  add_library(${target} STATIC ${sources})
  # Headers are included by their path from the repository's root ("tlm/bridge/network_bridge.h"),
  # which an installation keeps under include/kncube (cmake/kncube_install.cmake).
  target_include_directories(${target} PUBLIC $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>
                                              $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}/kncube>)
  # kncube::tlm for kncube_tlm: the same name in this build (a project that adds kncube as a
  # subdirectory) and in the installed package (find_package(kncube)).
  string(REGEX REPLACE "^kncube_" "" exported ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${exported})
  add_library(kncube::${exported} ALIAS ${target})
  target_compile_features(${target} PUBLIC cxx_std_17)
  target_link_libraries(${target} PUBLIC ${arg_DEPS})

  add_executable(${target}_link_check ${kncube_link_check_main})
  target_link_libraries(${target}_link_check PRIVATE "$<LINK_LIBRARY:WHOLE_ARCHIVE,${target}>")
  set_target_properties(${target}_link_check PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/link_checks)
endfunction()
