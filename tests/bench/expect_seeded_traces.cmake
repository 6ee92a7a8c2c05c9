# bench_tlm_contention --seed: the default seed is 1, the same seed writes the same trace and
# another seed another trace of the same pattern, rate and length.
# cmake -DPROGRAM=<bench_tlm_contention> -DWORK=<scratch directory> -P expect_seeded_traces.cmake
set(generate --pattern uniform --rates 0.01 --transactions 10)
file(MAKE_DIRECTORY ${WORK})

function(write_trace name)
  file(REMOVE ${WORK}/${name}.trace)
  execute_process(COMMAND ${PROGRAM} --write-trace ${WORK}/${name}.trace ${generate} ${ARGN}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} --write-trace ${name} ${ARGN}: exit status ${status}\n${out}${err}")
  endif()
  file(READ ${WORK}/${name}.trace text)
  string(LENGTH "${text}" length)
  if(length EQUAL 0)
    message(FATAL_ERROR "${name}.trace is empty")
  endif()
  set(${name} "${text}" PARENT_SCOPE)
endfunction()

# Fails unless traces `first` and `second` are the same (`equal` TRUE) or differ (FALSE).
function(expect_traces first second equal why)
  if("${${first}}" STREQUAL "${${second}}")
    set(same TRUE)
  else()
    set(same FALSE)
  endif()
  if(NOT same STREQUAL equal)
    message(FATAL_ERROR "${why}")
  endif()
endfunction()

write_trace(unseeded)
write_trace(one --seed 1)
write_trace(again --seed 2)
write_trace(two --seed 2)
expect_traces(unseeded one TRUE "the default seed is not 1: the trace differs from --seed 1's")
expect_traces(again two TRUE "--seed 2 wrote two different traces")
expect_traces(one two FALSE "--seed 1 and --seed 2 wrote the same trace")
