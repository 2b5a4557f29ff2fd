#!/usr/bin/env bash
# The long fuzz run: builds the libFuzzer targets (fuzz preset: clang, ASan + UBSan) and runs each
# for SECONDS (default 600) from the seed corpus and the regression inputs, in a scratch corpus so
# the sources stay as they are. Prints each target's executions, coverage (cov: edges, ft: features)
# and corpus size from libFuzzer's last status line; a finding stops that target with its input in
# build/fuzz/tests/fuzz/ (crash-*, leak-*, oom-*, timeout-*): fix it, then add the input to
# tests/fuzz/regressions/TARGET/ so the CTest replay keeps it fixed.
#
#   tests/fuzz/run.sh [SECONDS] [TARGET...]     targets: config csv idx image
# Needs clang (Debian: apt-get install clang); scripts/setup.sh has built the rest.
set -uo pipefail
command -v clang++ >/dev/null || { echo "run.sh: clang++ not found (apt-get install clang)" >&2; exit 1; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-600}
shift || true
targets=("${@:-config csv idx image}")
read -r -a targets <<<"${targets[*]}"
export LATHE_TORCH_PREFIX=${LATHE_TORCH_PREFIX:-$(cat "$HOME/.cache/lathe/venv-torch-2.11.0/.lathe-cmake-prefix" 2>/dev/null)}
cd "$here"
cmake --preset fuzz >/dev/null || exit 1
cmake --build build/fuzz -j"$(nproc)" --target "${targets[@]/#/fuzz_}" || exit 1
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:abort_on_error=1} # undefined behaviour is a finding
status=0
for t in "${targets[@]}"; do
    work=build/fuzz/tests/fuzz/long_$t
    mkdir -p "$work"
    log=build/fuzz/tests/fuzz/long_$t.log
    (cd build/fuzz/tests/fuzz && ./fuzz_"$t" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        "long_$t" "$here/tests/fuzz/corpus/$t" "$here/tests/fuzz/regressions/$t") >"$log" 2>&1
    rc=$?
    line=$(grep -E '^#[0-9]+' "$log" | tail -1)
    runs=$(grep -E 'stat::number_of_executed_units' "$log" | awk '{print $2}')
    echo "fuzz_$t: exit $rc, ${runs:-?} executions in ${seconds}s; last status: $line"
    [ $rc -eq 0 ] || { status=1; grep -E 'ERROR|SUMMARY|Test unit written' "$log" | head -5; }
done
exit $status
