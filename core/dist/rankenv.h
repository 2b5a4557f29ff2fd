#pragma once
// Who this process is in a data-parallel job, from the environment its launcher set:
//
//   lathe-cli --procs/--gpus  and torchrun:  RANK LOCAL_RANK WORLD_SIZE LOCAL_WORLD_SIZE MASTER_ADDR MASTER_PORT
//   Slurm's srun:  SLURM_PROCID SLURM_LOCALID SLURM_NTASKS SLURM_NTASKS_PER_NODE (or SLURM_STEP_TASKS_PER_NODE)
//                  SLURM_NODELIST SLURM_JOB_ID, inside a job step (SLURM_STEP_ID): the master is the first
//                  host of the node list, its port derived from the job id (or MASTER_PORT when set);
//                  the rank's host is SLURMD_NODENAME (the node's name in the node list) when set.
//
// No torch here: the launcher and the Slurm export use it too.

#include "util/message.h"

#include <functional>
#include <optional>
#include <string>

namespace lathe::core {

struct RankInfo {
    int rank = 0;           // 0 … worldSize-1; rank 0 writes the run folder
    int localRank = 0;      // on this machine: which GPU, which share of the cores
    int worldSize = 1;
    int localWorldSize = 1; // ranks on this machine
    std::string masterAddr = "127.0.0.1";
    int masterPort = 0;
    std::string launcher; // "lathe", "torchrun", "slurm"; empty: one process
    std::string host;     // this machine's name, for messages
    int machines = 1;     // nodes of the job (Slurm's count; else worldSize / localWorldSize)
    std::string jobId;    // the scheduler's job id (SLURM_JOB_ID); empty elsewhere
    std::string nodeList; // the scheduler's node list (SLURM_JOB_NODELIST); empty elsewhere

    bool distributed() const { return worldSize > 1; }
    // "rank 1 of 2 on node07 (local rank 1)"
    Message describe() const; // "rank 1 of 4 on node07 (local rank 1)"
};

using EnvLookup = std::function<std::optional<std::string>(const char* name)>;
EnvLookup processEnvironment();

// The rank this process is, or nullopt when no launcher set one (or set a world of 1). Throws
// ConfigError naming the variable when one is set but malformed or inconsistent.
std::optional<RankInfo> rankFromEnvironment(const EnvLookup& env = processEnvironment());

// Whether a launcher (torchrun's RANK and WORLD_SIZE, or a Slurm job step's SLURM_PROCID, not an
// interactive shell's) started this process, also as the only rank of its job: then the launcher
// decided the ranks, and the config's device.gpus and distributed.procs start none of their own.
bool startedByLauncher(const EnvLookup& env = processEnvironment());

// Rank `rank` of a job of `worldSize` ranks on this machine alone, meeting at 127.0.0.1:`port` (the
// GUI's own rank 0, whose other ranks it starts as lathe-cli processes).
RankInfo localJobRank(int rank, int worldSize, int port);

// The first host of a Slurm node list: "gpu[07-09,12],login1" → "gpu07".
std::string firstSlurmHost(const std::string& nodeList);
// The rendezvous port of a Slurm job: 15000 + job id mod 20000, the same on every node, different
// for neighbouring jobs.
int slurmPort(const std::string& jobId);

// Tasks on this node from Slurm's per-node count ("4", "4(x2),2" takes the first group's).
int slurmTasksPerNode(const std::string& text);

} // namespace lathe::core
