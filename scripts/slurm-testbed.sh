#!/usr/bin/env bash
# Start and stop a private, one-node Slurm cluster on localhost for tests.
#
#   scripts/slurm-testbed.sh start DIR   # prints: export SLURM_CONF=DIR/slurm.conf
#   scripts/slurm-testbed.sh stop DIR    # idempotent; removes DIR
#
# Typical use:
#   dir=$(mktemp -d) && eval "$(scripts/slurm-testbed.sh start "$dir")"
#   sbatch ...; srun ...
#   scripts/slurm-testbed.sh stop "$dir"
#
# Everything (munge key and socket, slurm.conf, state, spool, logs, pid files)
# lives under DIR; the system's own Slurm/munge configuration and services are
# neither read for settings nor touched.  munged, slurmctld and slurmd run as
# root (SlurmUser=root), so `start` needs root.
#
# Exit status of `start`: 0 ready; 77 a prerequisite is missing (not root,
# a Slurm/munge binary missing); 1 anything else (a daemon died, the node never
# became idle, ...).  On failure everything started is stopped again and the
# logs are left in DIR (run `stop DIR` to remove it).
#
# Optional environment for `start`:
#   SLURM_TESTBED_CPUS         CPUs of the node (default: nproc)
#   SLURM_TESTBED_CRED_EXPIRE  AuthInfo cred_expire in seconds (default 10, Slurm's
#                              own default is 120); it is also the delay before a
#                              requeued batch job may start again (>= 5)
#   SLURM_TESTBED_KILLWAIT     KillWait seconds (default 10)
#   SLURM_TESTBED_EXTRA_CONF   lines appended verbatim to slurm.conf
#   SLURM_TESTBED_TIMEOUT      seconds to wait for the node to become idle (default 60)
set -euo pipefail

prog=${0##*/}
MARK_VAR=SLURM_TESTBED_INTERNAL_MARK   # set in the environment of our daemons only

usage() {
    echo "usage: $prog start DIR | stop DIR" >&2
    exit 2
}

say() { echo "$prog: $*" >&2; }

# Print the last lines of a log file to stderr.
show_log() {
    local f=$1
    if [[ -s $f ]]; then
        echo "---- last lines of $f ----" >&2
        tail -n 25 -- "$f" >&2 || true
        echo "----" >&2
    fi
}

[[ $# -eq 2 ]] || usage
cmd=$1
[[ -n $2 ]] || usage
# Canonical absolute path, so that `stop` finds our processes however DIR is
# spelled (relative, trailing slash, symlinked parent).
if ! DIR=$(realpath -m -- "$2" 2>/dev/null); then
    case $2 in
        /*) DIR=$2 ;;
        *)  DIR=$PWD/$2 ;;
    esac
fi
DIR=${DIR%/}
[[ -n $DIR ]] || { say "refusing to use / as DIR"; exit 2; }

CONF=$DIR/slurm.conf
MUNGE_DIR=$DIR/munge
MUNGE_SOCKET=$MUNGE_DIR/munge.socket
RUN_DIR=$DIR/run
LOG_DIR=$DIR/log
STATE_DIR=$DIR/state
SPOOL_DIR=$DIR/spool
ETC_DIR=$DIR/etc
TMP_DIR=$DIR/tmp
MARKER=$DIR/.slurm-testbed

# ---------------------------------------------------------------------------
# Process helpers (never by name: only PIDs we recorded or processes carrying
# our marker in their environment, plus their descendants).

# True if PID is alive and carries MARK_VAR=DIR in its environment, i.e. it is
# one of our daemons or a slurmstepd forked by our slurmd (guards PID reuse).
is_ours() {
    local pid=$1
    [[ -r /proc/$pid/environ ]] || return 1
    grep -qzxF -- "$MARK_VAR=$DIR" "/proc/$pid/environ" 2>/dev/null
}

alive() { kill -0 "$1" 2>/dev/null; }

# PIDs of this script and its ancestors: never signal those.
self_chain() {
    local p=$$
    while [[ -n $p && $p != 0 ]]; do
        echo "$p"
        [[ $p == 1 ]] && break
        p=$(awk '/^PPid:/ {print $2}' "/proc/$p/status" 2>/dev/null || true)
    done
}

# PIDs of processes whose environment contains the exact entry $1.
pids_with_env() {
    { grep -lzxF -- "$1" /proc/[0-9]*/environ 2>/dev/null || true; } \
        | sed -n 's#^/proc/\([0-9][0-9]*\)/environ$#\1#p'
}

# All descendants of the given PIDs (by walking parent links).
descendants() {
    [[ $# -gt 0 ]] || return 0
    local table
    if ! table=$(ps -e -o pid= -o ppid= 2>/dev/null); then
        table=$(for s in /proc/[0-9]*/status; do
                    awk '/^Pid:/ {p=$2} /^PPid:/ {print p, $2; exit}' "$s" 2>/dev/null || true
                done)
    fi
    local -A seen=()
    local queue=("$@") p c
    while [[ ${#queue[@]} -gt 0 ]]; do
        p=${queue[0]}; queue=("${queue[@]:1}")
        while read -r c; do
            [[ -n $c && -z ${seen[$c]:-} ]] || continue
            seen[$c]=1; queue+=("$c"); echo "$c"
        done < <(awk -v pp="$p" '$2 == pp {print $1}' <<<"$table")
    done
}

read_pid() {
    local f=$RUN_DIR/$1.pid pid
    [[ -r $f ]] || return 1
    pid=$(tr -dc '0-9' < "$f")
    [[ -n $pid ]] || return 1
    echo "$pid"
}

# Signal the given PIDs with TERM, wait up to $timeout s, then KILL survivors.
terminate() {
    local timeout=$1; shift
    local -a pids=() keep=()
    local p
    for p in "$@"; do alive "$p" && pids+=("$p"); done
    [[ ${#pids[@]} -gt 0 ]] || return 0
    kill -TERM "${pids[@]}" 2>/dev/null || true
    local deadline=$((SECONDS + timeout))
    while :; do
        keep=()
        for p in "${pids[@]}"; do alive "$p" && keep+=("$p"); done
        [[ ${#keep[@]} -gt 0 ]] || return 0
        [[ $SECONDS -lt $deadline ]] || break
        sleep 0.2
    done
    say "sending SIGKILL to ${keep[*]}"
    kill -KILL "${keep[@]}" 2>/dev/null || true
    sleep 0.2
}

# Stop everything belonging to this testbed; does not remove DIR.
stop_all() {
    local cluster="" p
    [[ -r $RUN_DIR/cluster ]] && cluster=$(<"$RUN_DIR/cluster")
    local -A self=()
    for p in $(self_chain); do self[$p]=1; done

    # 1. Ask slurmctld to cancel the remaining jobs (best effort, bounded).
    local ctld
    if ctld=$(read_pid slurmctld) && is_ours "$ctld" && [[ -r $CONF ]]; then
        local ids
        ids=$(SLURM_CONF=$CONF timeout 10 squeue -h -o %i 2>/dev/null || true)
        if [[ -n $ids ]]; then
            # shellcheck disable=SC2086
            SLURM_CONF=$CONF timeout 10 scancel $ids 2>/dev/null || true
            for _ in $(seq 50); do   # up to ~10 s for the jobs to finish
                [[ -z $(SLURM_CONF=$CONF timeout 5 squeue -h -t R,CG -o %i 2>/dev/null || true) ]] && break
                sleep 0.2
            done
        fi
    fi

    # 2. Collect processes: recorded daemons, everything carrying our marker
    #    (slurmstepd), all their descendants (job tasks), and job processes that
    #    escaped the tree (identified by our unique SLURM_CLUSTER_NAME).
    local -a daemons=() marked=() jobs=()
    local name pid
    for name in slurmd slurmctld munged; do
        if pid=$(read_pid "$name") && is_ours "$pid"; then daemons+=("$pid"); fi
    done
    # Children of slurmctld/munged (slurmscriptd, ...) go down with their parent.
    local -A skip=()
    for pid in "${daemons[@]}"; do skip[$pid]=1; done
    local -a ctld_munge=()
    for name in slurmctld munged; do
        if pid=$(read_pid "$name") && is_ours "$pid"; then ctld_munge+=("$pid"); fi
    done
    for pid in $(descendants "${ctld_munge[@]}"); do skip[$pid]=1; done
    for pid in $(pids_with_env "$MARK_VAR=$DIR"); do
        [[ -n ${self[$pid]:-} || -n ${skip[$pid]:-} ]] || marked+=("$pid")
    done
    if [[ -n $cluster ]]; then
        for pid in $(pids_with_env "SLURM_CLUSTER_NAME=$cluster"); do
            [[ -n ${self[$pid]:-} || -n ${skip[$pid]:-} ]] || jobs+=("$pid")
        done
    fi
    local -a tree=()
    for pid in $(descendants "${marked[@]}" "${jobs[@]}"); do
        [[ -n ${self[$pid]:-} || -n ${skip[$pid]:-} ]] && continue
        case " ${daemons[*]:-} ${marked[*]:-} ${jobs[*]:-} " in *" $pid "*) ;; *) tree+=("$pid") ;; esac
    done

    # 3. Job processes and slurmstepds first, then slurmd and slurmctld, then
    #    munged (SIGTERM, up to 10 s, then SIGKILL).
    terminate 10 "${tree[@]}" "${jobs[@]}" "${marked[@]}"
    local -a slurm_daemons=()
    for name in slurmd slurmctld; do
        if pid=$(read_pid "$name") && is_ours "$pid"; then slurm_daemons+=("$pid"); fi
    done
    terminate 10 "${slurm_daemons[@]}"
    if pid=$(read_pid munged) && is_ours "$pid"; then terminate 10 "$pid"; fi
    # Anything that still carries our marker (e.g. forked while we were busy).
    local -a left=()
    for pid in $(pids_with_env "$MARK_VAR=$DIR"); do
        [[ -n ${self[$pid]:-} ]] || left+=("$pid")
    done
    terminate 5 "${left[@]}"
    return 0
}

# ---------------------------------------------------------------------------
do_stop() {
    if [[ ! -e $DIR ]]; then
        return 0
    fi
    if [[ ! -e $MARKER ]]; then
        if [[ -d $DIR ]] && [[ -z $(ls -A -- "$DIR") ]]; then
            rmdir -- "$DIR"
            return 0
        fi
        say "$DIR is not a Slurm testbed directory (no $MARKER); not touching it"
        exit 1
    fi
    stop_all
    rm -rf -- "$DIR"
}

# ---------------------------------------------------------------------------
free_ports() {   # print N distinct free TCP ports on 127.0.0.1
    local n=$1
    if command -v python3 >/dev/null 2>&1; then
        python3 - "$n" <<'EOF'
import socket, sys
socks = []
for _ in range(int(sys.argv[1])):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.bind(("127.0.0.1", 0))
    socks.append(s)
print(" ".join(str(s.getsockname()[1]) for s in socks))
for s in socks:
    s.close()
EOF
        return
    fi
    # Fallback: random ports not listed as in use in /proc/net/tcp{,6}.
    local used ports=() p hex
    used=$(awk 'NR > 1 {split($2, a, ":"); print a[2]}' /proc/net/tcp /proc/net/tcp6 2>/dev/null | sort -u)
    while [[ ${#ports[@]} -lt $n ]]; do
        p=$((20000 + RANDOM % 40000))
        printf -v hex '%04X' "$p"
        grep -qx "$hex" <<<"$used" && continue
        case " ${ports[*]:-} " in *" $p "*) continue ;; esac
        ports+=("$p")
    done
    echo "${ports[*]}"
}

# Quote a slurm.conf value if it contains blanks (slurm.conf accepts "...").
cq() {
    if [[ $1 =~ [[:space:]] ]]; then printf '"%s"' "$1"; else printf '%s' "$1"; fi
}

START_OK=0
fail() {   # fail EXIT-CODE MESSAGE [LOGFILE...]
    local rc=$1 msg=$2; shift 2
    say "cannot start the Slurm testbed in $DIR: $msg"
    local f
    for f in "$@"; do show_log "$f"; done
    exit "$rc"
}

on_start_exit() {
    local rc=$?
    if [[ $START_OK -ne 1 ]]; then
        [[ $rc -eq 0 ]] && rc=1
        if [[ -e $MARKER ]]; then
            stop_all || true
            say "stopped what was started; logs left in $LOG_DIR (run: $prog stop '$DIR')"
        fi
    fi
    exit "$rc"
}

do_start() {
    # Prerequisites (exit 77 when missing).
    if [[ $(id -u) -ne 0 ]]; then
        say "skipping: must run as root (munged/slurmctld/slurmd run as root with SlurmUser=root)"
        exit 77
    fi
    local b
    for b in munged slurmctld slurmd slurmstepd sinfo squeue scancel scontrol sbatch srun; do
        if ! command -v "$b" >/dev/null 2>&1 && [[ ! -x /usr/sbin/$b ]]; then
            say "skipping: '$b' not found (install slurm-wlm and munge)"
            exit 77
        fi
    done
    local MUNGED SLURMCTLD SLURMD
    MUNGED=$(command -v munged || echo /usr/sbin/munged)
    SLURMCTLD=$(command -v slurmctld || echo /usr/sbin/slurmctld)
    SLURMD=$(command -v slurmd || echo /usr/sbin/slurmd)

    if [[ -e $DIR ]]; then
        [[ -d $DIR ]] || { say "$DIR exists and is not a directory"; exit 1; }
        if [[ -n $(ls -A -- "$DIR") ]]; then
            say "$DIR is not empty (a testbed already there? run: $prog stop '$DIR')"
            exit 1
        fi
    fi

    trap on_start_exit EXIT
    mkdir -p -- "$DIR"
    : > "$MARKER"
    mkdir -p -- "$MUNGE_DIR" "$RUN_DIR" "$LOG_DIR" "$STATE_DIR" "$SPOOL_DIR" "$ETC_DIR" "$TMP_DIR"
    # munged insists that its socket directory (and, unless --force, every
    # ancestor) is executable by all and that key/socket/log/pid directories
    # are not writable by group/other.
    chmod 0755 -- "$DIR" "$MUNGE_DIR" "$RUN_DIR" "$LOG_DIR" "$ETC_DIR"
    chmod 0700 -- "$STATE_DIR" "$SPOOL_DIR"
    chmod 1777 -- "$TMP_DIR"

    # Unique cluster name: also identifies this testbed's job processes.
    local cluster
    cluster=tb$(od -An -N4 -tx4 /dev/urandom | tr -dc '0-9a-f')
    echo "$cluster" > "$RUN_DIR/cluster"

    # --- munge ---------------------------------------------------------------
    local key=$MUNGE_DIR/munge.key
    if command -v mungekey >/dev/null 2>&1; then
        mungekey --create --keyfile="$key" --bits=1024 2>>"$LOG_DIR/mungekey.log" \
            || fail 1 "mungekey failed" "$LOG_DIR/mungekey.log"
    else
        dd if=/dev/urandom of="$key" bs=1 count=1024 status=none
    fi
    chown root:root -- "$key"
    chmod 0400 -- "$key"

    # --force: tolerate ancestors of DIR that are not world-executable (e.g. a
    # private $TMPDIR); all our clients run as root anyway.
    env "$MARK_VAR=$DIR" setsid "$MUNGED" --foreground --force \
        --socket="$MUNGE_SOCKET" --key-file="$key" \
        --pid-file="$RUN_DIR/munged.pid.munge" --log-file="$LOG_DIR/munged.log" \
        --seed-file="$MUNGE_DIR/munged.seed" --num-threads=4 \
        </dev/null >>"$LOG_DIR/munged.stderr" 2>&1 &
    echo $! > "$RUN_DIR/munged.pid"
    local munged_pid=$!
    for _ in $(seq 100); do
        [[ -S $MUNGE_SOCKET ]] && break
        alive "$munged_pid" || fail 1 "munged exited" "$LOG_DIR/munged.log" "$LOG_DIR/munged.stderr"
        sleep 0.1
    done
    [[ -S $MUNGE_SOCKET ]] || fail 1 "munged did not create $MUNGE_SOCKET" "$LOG_DIR/munged.log"
    if command -v munge >/dev/null 2>&1 && command -v unmunge >/dev/null 2>&1; then
        munge -n -S "$MUNGE_SOCKET" 2>>"$LOG_DIR/munged.stderr" \
            | unmunge -S "$MUNGE_SOCKET" >/dev/null 2>>"$LOG_DIR/munged.stderr" \
            || fail 1 "munge credential round trip failed" "$LOG_DIR/munged.log" "$LOG_DIR/munged.stderr"
    fi

    # --- slurm.conf ------------------------------------------------------------
    local ports ctld_port slurmd_port
    ports=$(free_ports 2) || fail 1 "could not pick free TCP ports"
    read -r ctld_port slurmd_port <<<"$ports"
    [[ -n $ctld_port && -n $slurmd_port ]] || fail 1 "could not pick free TCP ports"

    local node
    node=$(hostname -s 2>/dev/null || true)
    [[ $node =~ ^[A-Za-z0-9][A-Za-z0-9_-]*$ ]] || node=localhost
    local cpus=${SLURM_TESTBED_CPUS:-$(nproc)}
    local mem_mb
    mem_mb=$(awk '/^MemTotal:/ {printf "%d", $2 / 1024}' /proc/meminfo)
    mem_mb=$(( mem_mb > 2048 ? mem_mb - 1024 : mem_mb * 3 / 4 ))
    local cred_expire=${SLURM_TESTBED_CRED_EXPIRE:-10}
    local killwait=${SLURM_TESTBED_KILLWAIT:-10}

    : > "$ETC_DIR/plugstack.conf"   # keep /etc/slurm/plugstack.conf out
    cat > "$CONF" <<EOF
# Private one-node Slurm testbed generated by $prog on $(date -Is)
ClusterName=$cluster
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
AuthInfo=$(cq "socket=$MUNGE_SOCKET,cred_expire=$cred_expire")
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$(cq "$STATE_DIR")
SlurmdSpoolDir=$(cq "$SPOOL_DIR")
SlurmctldPidFile=$(cq "$RUN_DIR/slurmctld.pid.slurm")
SlurmdPidFile=$(cq "$RUN_DIR/slurmd.pid.slurm")
SlurmctldLogFile=$(cq "$LOG_DIR/slurmctld.log")
SlurmdLogFile=$(cq "$LOG_DIR/slurmd.log")
SlurmctldDebug=info
SlurmdDebug=info
PlugStackConfig=$(cq "$ETC_DIR/plugstack.conf")
TmpFS=$(cq "$TMP_DIR")
MailProg=/bin/true
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/backfill
# Run the schedulers every second (defaults: main 60 s, backfill 30 s) so that a
# requeued job starts right after its BeginTime (now + cred_expire + 1).
SchedulerParameters=sched_interval=1,bf_interval=1
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
ReturnToService=2
JobRequeue=1
KillWait=$killwait
MinJobAge=60
InactiveLimit=0
MessageTimeout=10
SlurmctldTimeout=30
SlurmdTimeout=60
NodeName=$node NodeHostname=$node NodeAddr=127.0.0.1 CPUs=$cpus Sockets=1 CoresPerSocket=$cpus ThreadsPerCore=1 RealMemory=$mem_mb State=UNKNOWN
PartitionName=debug Nodes=$node Default=YES MaxTime=INFINITE State=UP OverSubscribe=NO
${SLURM_TESTBED_EXTRA_CONF:-}
EOF

    # --- daemons -------------------------------------------------------------
    export SLURM_CONF=$CONF
    env "$MARK_VAR=$DIR" setsid "$SLURMCTLD" -D -c -i -f "$CONF" \
        </dev/null >>"$LOG_DIR/slurmctld.stderr" 2>&1 &
    echo $! > "$RUN_DIR/slurmctld.pid"
    local ctld_pid=$!
    # Wait for slurmctld to answer before starting slurmd.
    for _ in $(seq 150); do
        alive "$ctld_pid" || fail 1 "slurmctld exited" "$LOG_DIR/slurmctld.log" "$LOG_DIR/slurmctld.stderr"
        timeout 5 scontrol ping 2>/dev/null | grep -q 'UP' && break
        sleep 0.2
    done

    env "$MARK_VAR=$DIR" setsid "$SLURMD" -D -f "$CONF" -N "$node" \
        </dev/null >>"$LOG_DIR/slurmd.stderr" 2>&1 &
    echo $! > "$RUN_DIR/slurmd.pid"
    local slurmd_pid=$!

    local limit=${SLURM_TESTBED_TIMEOUT:-60} state="" deadline
    deadline=$((SECONDS + limit))
    while :; do
        alive "$ctld_pid" || fail 1 "slurmctld exited" "$LOG_DIR/slurmctld.log" "$LOG_DIR/slurmctld.stderr"
        alive "$slurmd_pid" || fail 1 "slurmd exited" "$LOG_DIR/slurmd.log" "$LOG_DIR/slurmd.stderr"
        state=$(timeout 5 sinfo -h -n "$node" -o %T 2>/dev/null | head -n 1 || true)
        [[ $state == idle ]] && break
        [[ $SECONDS -lt $deadline ]] || fail 1 "node '$node' not idle after ${limit}s (state: '${state:-no answer}')" \
            "$LOG_DIR/slurmctld.log" "$LOG_DIR/slurmd.log"
        sleep 0.5
    done

    START_OK=1
    trap - EXIT
    printf 'export SLURM_CONF=%q\n' "$CONF"
}

case $cmd in
    start) do_start ;;
    stop)  do_stop ;;
    *)     usage ;;
esac
