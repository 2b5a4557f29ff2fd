#!/usr/bin/env bash
# The sanitizer runs (not part of .ci/run: on the 2-core CI machine the ASan build of the whole
# project alone takes most of an hour; run this before a release and after changing threads,
# checkpoints or parsers):
#   asan: AddressSanitizer + UndefinedBehaviorSanitizer on Lathe's own code (LibTorch, Qt and the
#         system libraries stay uninstrumented), Debug; runs the CTest suite (TESTS: a ctest -R
#         pattern, default all).
#   tsan: ThreadSanitizer on Lathe's code; runs the tests whose threads are Lathe's: the loader's
#         workers, the session thread, the GUI's worker thread and the monitor.
#
#   scripts/sanitizers.sh asan|tsan [TESTS]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
kind=${1:?asan or tsan}
cd "$here"
export LATHE_TORCH_PREFIX=${LATHE_TORCH_PREFIX:-$(cat "$HOME/.cache/lathe/venv-torch-2.11.0/.lathe-cmake-prefix")}
case $kind in
asan)
    pattern=${2:-.}
    # LibTorch is not built with ASan: its own allocations are not checked; leak checking would
    # report LibTorch's process-lifetime caches, so it is off; new/delete mismatches across the
    # instrumented boundary are real and stay on.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:detect_odr_violation=0}
    export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
    ;;
tsan)
    pattern=${2:-tst_loader|tst_training|tst_mainwindow|tst_monitor}
    # Suppressions: only Qt, which is not built with TSan (tests/tsan.supp says why). One intra-op
    # thread, as CTest sets: LibTorch's OpenMP pool is not instrumented either.
    # die_after_fork=0: tests start lathe-cli (QProcess forks and execs at once, which is safe).
    export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:die_after_fork=0:second_deadlock_stack=1:suppressions=$here/tests/tsan.supp}
    export OMP_NUM_THREADS=1
    ;;
*) echo "sanitizers.sh: asan or tsan" >&2; exit 2 ;;
esac
cmake --preset "$kind" >/dev/null
cmake --build "build/$kind" -j"$(nproc)"
ctest --test-dir "build/$kind" -R "$pattern" --output-on-failure -j"$(nproc)" --timeout 1800
