#pragma once
// `lathe-cli slurm CONFIG`: an sbatch script that trains CONFIG data-parallel on a Slurm cluster.
// srun starts one task per GPU (or per CPU rank); each task is lathe-cli as one rank (rankenv.h:
// SLURM_PROCID, the first node as master, a port from the job id). Slurm's SIGTERM (pre-emption, or
// `--signal` before the time limit) stops every rank at the same step with a checkpoint; the
// script then requeues the job, and `train --resume auto` continues the newest unfinished run.

#include <string>

namespace lathe::core {

struct SlurmJob {
    std::string name;       // the config's name
    std::string program;    // lathe-cli, absolute
    std::string config;     // absolute
    std::string runsDir;    // absolute
    int nodes = 1;
    int gpusPerNode = 1;    // 0: CPU ranks (tasksPerNode of them per node)
    int tasksPerNode = 1;   // CPU ranks per node when gpusPerNode is 0
    int cpusPerTask = 0;    // 0: not set (Slurm's default)
    std::string time;       // "HH:MM:SS", "D-HH:MM:SS", minutes; empty: the partition's default
    std::string partition;
    std::string account;
    int signalSeconds = 120; // SIGTERM this long before the time limit
    std::string generatedBy; // a line naming the tool and date
};

// Checks the fields (a ConfigError names the option) and writes the script's text.
std::string slurmScript(const SlurmJob& job);

// A string quoted for bash ('…', with ' written as '\'').
std::string shellQuote(const std::string& text);

} // namespace lathe::core
