# Warnings, ccache and sanitizer flags shared by every Lathe target.

add_library(lathe_warnings INTERFACE)
target_compile_options(lathe_warnings INTERFACE -Wall -Wextra -Wpedantic)
if(LATHE_WARNINGS_AS_ERRORS)
  target_compile_options(lathe_warnings INTERFACE -Werror)
endif()

find_program(LATHE_CCACHE ccache)
if(LATHE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  # Precompiled headers only hit the cache with this sloppiness (see ccache manual, "Precompiled headers").
  # BASEDIR and NOHASHDIR make the cache hit across clones in different folders (CI clones afresh);
  # without NOHASHDIR ccache hashes the working directory of every -g compilation.
  set(CMAKE_CXX_COMPILER_LAUNCHER
      "${CMAKE_COMMAND};-E;env;CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime;CCACHE_BASEDIR=${CMAKE_SOURCE_DIR};CCACHE_NOHASHDIR=1;${LATHE_CCACHE}")
endif()

set(LATHE_SANITIZE "" CACHE STRING "Sanitizers to build with, e.g. address,undefined")
if(LATHE_SANITIZE)
  add_compile_options(-fsanitize=${LATHE_SANITIZE} -fno-omit-frame-pointer)
  add_link_options(-fsanitize=${LATHE_SANITIZE})
endif()

# LibTorch headers make full debug info expensive (a 700 MB precompiled header at -g): line tables
# are enough for backtraces in the everyday build.
if(CMAKE_CXX_FLAGS_RELWITHDEBINFO STREQUAL "-O2 -g -DNDEBUG")
  set(CMAKE_CXX_FLAGS_RELWITHDEBINFO "-O2 -g1 -DNDEBUG" CACHE STRING "Flags for RelWithDebInfo builds" FORCE)
endif()
