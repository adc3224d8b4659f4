# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# A throwaway single-node SLURM cluster from Debian's packages, for tests. Source
# it from bash (set -euo pipefail): it starts munged with its own key and socket, slurmctld
# and slurmd in the foreground (-D, so their PIDs are known) with a slurm.conf in a temporary
# directory passed through SLURM_CONF (nothing in /etc; proctrack/linuxproc, task/none,
# select/cons_tres, free ports, state and spool in the temporary directory), waits until the
# node is idle, and on exit cancels the jobs listed in JOBS and stops the daemons by their PIDs.
# Exits with 77 (CTest: skipped) when the binaries are missing or when not root.
#
# Defines: WORK (the temporary directory, removed on success), SLURM_CONF, HOST, JOBS (append
# the job ids you submit), note MESSAGE, fail MESSAGE (prints the daemons' logs, exit 1).

SKIP=77

for bin in munged slurmctld slurmd sbatch squeue scancel sinfo; do
  if ! command -v "$bin" >/dev/null 2>&1 && [[ ! -x /usr/sbin/$bin ]]; then
    echo "SKIP: $bin is not installed (apt-get install slurmctld slurmd slurm-client munge)"
    exit $SKIP
  fi
done
export PATH="$PATH:/usr/sbin:/sbin"
if [[ $(id -u) -ne 0 ]]; then
  # slurmd starts each job as its user: a single-node cluster needs root (as in CI).
  echo "SKIP: starting a SLURM cluster needs root"
  exit $SKIP
fi

T0=$SECONDS
WORK=$(mktemp -d "${TMPDIR:-/tmp}/opslab-slurm.XXXXXX")
chmod 0700 "$WORK"
PIDS=()
JOBS=()

note() { printf '[%3ds] %s\n' $((SECONDS - T0)) "$*"; }
fail() {
  echo "FAIL: $*" >&2
  for log in "$WORK"/log/*.log; do
    [[ -f $log ]] || continue
    echo "--- $log (last lines)" >&2
    tail -n 15 "$log" >&2
  done
  exit 1
}

cleanup() {
  local status=$?
  set +e
  # Our jobs first (their steps are slurmstepd processes of this slurmd), then the daemons.
  for job in "${JOBS[@]}"; do scancel "$job" >/dev/null 2>&1; done
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do kill "${PIDS[i]}" 2>/dev/null; done
  for pid in "${PIDS[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null
  done
  if ((status == 0)); then rm -rf "$WORK"; else echo "kept $WORK for inspection" >&2; fi
  exit $status
}
trap cleanup EXIT

# Two free TCP ports for slurmctld and slurmd (nothing answers on them).
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 20000))
    [[ " ${USED_PORTS:-} " == *" $port "* ]] && continue
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
}
CTLD_PORT=$(free_port)
USED_PORTS=" $CTLD_PORT"
SLURMD_PORT=$(free_port)

mkdir -p "$WORK"/{munge,log,state,spool,run}
chmod 0700 "$WORK"/munge

# --- munge: its own key, socket, pid, seed and log files -----------------------------------
dd if=/dev/urandom of="$WORK/munge/munge.key" bs=1024 count=1 status=none
chmod 0400 "$WORK/munge/munge.key"
MUNGE_SOCKET="$WORK/munge/munge.socket"
munged -F -f --key-file="$WORK/munge/munge.key" --socket="$MUNGE_SOCKET" \
  --pid-file="$WORK/munge/munged.pid" --seed-file="$WORK/munge/munged.seed" \
  --log-file="$WORK/log/munged.log" >"$WORK/log/munged.out" 2>&1 &
PIDS+=($!)
for _ in $(seq 50); do [[ -S $MUNGE_SOCKET ]] && break; sleep 0.1; done
[[ -S $MUNGE_SOCKET ]] || fail "munged did not create its socket"

# --- slurm.conf -------------------------------------------------------------------------------
HOST=$(hostname -s)
USER_NAME=$(id -un)
export SLURM_CONF="$WORK/slurm.conf"
cat >"$SLURM_CONF" <<CONF
ClusterName=opslab-test
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=$USER_NAME
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCKET
StateSaveLocation=$WORK/state
SlurmdSpoolDir=$WORK/spool/%n
SlurmctldPidFile=$WORK/run/slurmctld.pid
SlurmdPidFile=$WORK/run/slurmd.pid
SlurmctldLogFile=$WORK/log/slurmctld.log
SlurmdLogFile=$WORK/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/builtin
SchedulerParameters=sched_interval=1
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
ReturnToService=2
MinJobAge=60
KillWait=2
NodeName=$HOST NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=opslab Nodes=$HOST Default=YES MaxTime=INFINITE State=UP
CONF

# --- slurmctld and slurmd in the foreground (-D), so that $! is the daemon -------------------
slurmctld -D -c -f "$SLURM_CONF" >"$WORK/log/slurmctld.out" 2>&1 &
PIDS+=($!)
slurmd -D -f "$SLURM_CONF" >"$WORK/log/slurmd.out" 2>&1 &
PIDS+=($!)
for _ in $(seq 150); do
  state=$(sinfo -h -n "$HOST" -o %t 2>/dev/null || true)
  [[ $state == idle* || $state == mix* ]] && break
  sleep 0.2
done
[[ ${state:-} == idle* || ${state:-} == mix* ]] || fail "the node did not become idle (sinfo: ${state:-nothing})"
note "cluster up: node $HOST idle (slurmctld :$CTLD_PORT, slurmd :$SLURMD_PORT)"

