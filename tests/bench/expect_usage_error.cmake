# Runs PROGRAM with the ;-separated ARGUMENTS and passes when it exits with status 2 and one line
# on stderr that names the argument and its value (a bench program that took a bad argument as a
# default would print a plausible table and exit 0). cmake -DPROGRAM=... -DARGUMENTS=... -DEXPECT=... -P
execute_process(COMMAND ${PROGRAM} ${ARGUMENTS} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 2)
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS}: exit status ${status}, expected 2\nstdout: ${out}\nstderr: ${err}")
endif()
if(NOT err MATCHES "${EXPECT}")
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS}: stderr does not match '${EXPECT}': ${err}")
endif()
string(REGEX MATCHALL "\n" lines "${err}")
list(LENGTH lines count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "${PROGRAM} ${ARGUMENTS}: ${count} lines on stderr, expected one: ${err}")
endif()
