#!/usr/bin/env bash
# Kill anywhere, resume, compare: the long form of tst_faults. Trains CONFIG once without
# interruption, then
#   1. for every file operation of every checkpoint write of the run (LATHE_TEST_KILL_AT_CHECKPOINT_OP=1,
#      2, …, until a run ends without being killed): SIGKILL there, then `train --resume` until done;
#   2. ROUNDS runs, each SIGKILLed KILLS times from outside at random moments (uniform over the
#      uninterrupted run's duration) and resumed after each kill;
# and requires the final weights (every parameter and buffer: the digest written in last.pt) to be
# bit-identical to the uninterrupted run's. Prints the kill points covered and the mismatches; exits
# 1 on any mismatch. Not a CTest test (minutes); tst_faults covers the first two checkpoint writes.
#
#   bench/kill_anywhere.sh [CONFIG] [EPOCHS] [ROUNDS] [KILLS] [lathe-cli]
#   default: configs/tabular-clicks.json, 8 epochs (early stopping off), 12 rounds of 3 kills
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
config=${1:-$here/configs/tabular-clicks.json}
epochs=${2:-8} rounds=${3:-12} kills=${4:-3}
cli=${5:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
[ -x "$cli" ] || { echo "kill_anywhere.sh: $cli is not executable (build it first)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
common=(--epochs "$epochs" --no-gpu -q --set training.early_stopping.enabled=false)

digest() { # the weights digest of a run's last checkpoint
    python3 - "$1/checkpoints/last.pt" <<'EOF'
import sys, zipfile, json
z = zipfile.ZipFile(sys.argv[1])
name = next(n for n in z.namelist() if n.endswith("/extra/lathe_digest.json"))
print(json.loads(z.read(name))["tensors"])
EOF
}
only_run() { ls -d "$1"/*/ 2>/dev/null | head -1; }
finish() { # resume a run until it completes (each resume may itself be killed by the caller)
    local run=$1 tries=0
    until "$cli" train --resume "$run" -q >>"$work/resume.log" 2>&1; do
        tries=$((tries + 1))
        [ $tries -lt 3 ] || return 1
    done
}

start=$(date +%s.%N)
"$cli" train "$config" --runs-dir "$work/whole" "${common[@]}" >/dev/null 2>&1 || { echo "the uninterrupted run failed" >&2; exit 1; }
seconds=$(echo "$(date +%s.%N) - $start" | bc)
reference=$(digest "$(only_run "$work/whole")")
echo "uninterrupted: ${seconds}s, weights digest $reference"

points=0 mismatches=0 fresh=0
# 1. Every checkpoint file operation.
op=1
while :; do
    runs="$work/op-$op"
    LATHE_TEST_KILL_AT_CHECKPOINT_OP=$op "$cli" train "$config" --runs-dir "$runs" "${common[@]}" >/dev/null 2>"$work/err" &
    if wait $!; then # (waited for in the background: bash reports no "Killed" line)
        break # the run ended before the op-th operation: every operation was covered
    fi
    grep -q "killed at checkpoint file operation $op" "$work/err" || { echo "op $op: not killed by the hook:"; cat "$work/err"; exit 1; }
    run=$(only_run "$runs")
    points=$((points + 1))
    if [ ! -f "$run/checkpoints/last.pt" ]; then
        fresh=$((fresh + 1)) # killed inside the first checkpoint: nothing to continue
    elif ! finish "$run" || [ "$(digest "$run")" != "$reference" ]; then
        mismatches=$((mismatches + 1))
        echo "MISMATCH after a kill at checkpoint file operation $op ($run)"
        cp -r "$run" "/tmp/kill_anywhere-mismatch-op$op"
    fi
    op=$((op + 1))
done
echo "checkpoint file operations: $points kill points, $fresh before the first checkpoint, $mismatches mismatches"

# 2. Random moments, from outside.
random_points=0
for round in $(seq 1 "$rounds"); do
    runs="$work/round-$round"
    "$cli" train "$config" --runs-dir "$runs" "${common[@]}" >/dev/null 2>&1 &
    pid=$!
    for k in $(seq 1 "$kills"); do
        sleep "$(python3 -c "import random; print(round(random.uniform(0.05, $seconds), 3))")"
        if kill -0 "$pid" 2>/dev/null; then
            kill -9 "$pid" 2>/dev/null
            wait "$pid" 2>/dev/null
            random_points=$((random_points + 1))
        else
            wait "$pid" 2>/dev/null
        fi
        run=$(only_run "$runs")
        [ -n "$run" ] || { "$cli" train "$config" --runs-dir "$runs" "${common[@]}" >/dev/null 2>&1 & pid=$!; continue; }
        if [ -f "$run/checkpoints/last.pt" ]; then
            "$cli" train --resume "$run" -q >>"$work/resume.log" 2>&1 &
        else # killed before the first checkpoint: start again
            rm -rf "$runs"
            "$cli" train "$config" --runs-dir "$runs" "${common[@]}" >/dev/null 2>&1 &
        fi
        pid=$!
    done
    wait "$pid"
    run=$(only_run "$runs")
    if ! finish "$run" || [ "$(digest "$run")" != "$reference" ]; then
        mismatches=$((mismatches + 1))
        echo "MISMATCH in round $round ($run)"
        cp -r "$run" "/tmp/kill_anywhere-mismatch-round$round"
    fi
done
echo "random kills: $rounds runs, $random_points kills landed, then resumed"
echo "total: $((points + random_points)) kill points, $mismatches mismatches"
[ "$mismatches" -eq 0 ]
