# Runs lupdate over the sources into a copy of the committed catalogue: a string that
# the sources use but the catalogue lacks (lupdate adds it as "unfinished"), or one the
# catalogue still has unfinished, fails the test with its text. The committed .ts is
# never touched. Inputs: LUPDATE, TS, OUT_DIR, SOURCES_LIST (a file naming the sources).
file(MAKE_DIRECTORY ${OUT_DIR})
set(copy ${OUT_DIR}/coverage_zh_CN.ts)
configure_file(${TS} ${copy} COPYONLY)
execute_process(COMMAND ${LUPDATE} -silent -locations none -no-obsolete
                        @${SOURCES_LIST} -target-language zh_CN -ts ${copy}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${rc}):\n${out}\n${err}")
endif()
file(READ ${copy} ts)
# Each <message> ... </message>; report the ones whose translation is unfinished.
string(REGEX MATCHALL "<message[^>]*>([^<]|<[^/]|</[^m])*</message>" messages "${ts}")
set(missing "")
foreach(m IN LISTS messages)
  if(m MATCHES "type=\"unfinished\"")
    string(REGEX MATCH "<source>([^<]*)</source>" _ "${m}")
    string(APPEND missing "  ${CMAKE_MATCH_1}\n")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "Strings in the sources without a Chinese translation "
    "(run scripts/update-translations.sh, then translate them in ${TS}):\n${missing}")
endif()
message(STATUS "every source string has a Chinese translation")
