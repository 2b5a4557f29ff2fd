#pragma once
// `lathe-cli slurm CONFIG`: an sbatch script that trains CONFIG data-parallel on a Slurm cluster.
// srun starts one task per GPU (or per CPU rank); each task is lathe-cli as one rank (rankenv.h:
// SLURM_PROCID, the first node as master, a port from the job id).
//
// Stops keep the work: `--signal=TERM@lead` has Slurm send each rank one SIGTERM `lead` seconds before
// the time limit; the ranks stop at the same step with a checkpoint (exit code 130), the script
// requeues the job and `train --resume auto` continues the newest unfinished run. The batch script
// traps SIGTERM (the limit itself, `scancel --batch`) to stay and requeue, and passes it on with
// `scancel --signal=TERM`, never to srun, which turns SIGTERM into SIGKILL of its tasks. At the limit
// each rank gets SIGTERM twice; the second does not make it quit without its checkpoint
// (app/cli/clisupport.h).
//
// Every value from the user is data, never script: paths are single-quoted shell words, names in
// `#SBATCH` lines and comments keep only characters that cannot end a line or a word there, and the
// options Slurm reads (time, partition, account) are checked against its grammar or refused with a
// ConfigError naming the option.

#include "util/message.h"
#include "util/shellword.h" // the script's words

#include <string>
#include <vector>

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
    std::string time;       // Slurm's formats ("90", "12:00:00", "2-00:00:00"); empty: the partition's default
    std::string partition;
    std::string account;
    int signalLead = kDefaultSignalLead; // seconds before the time limit that the job is told to stop
    std::string generatedBy; // a line naming the tool and date

    static constexpr int kDefaultSignalLead = 120;
};

// Checks the fields (a ConfigError names the option) and writes the script's text.
std::string slurmScript(const SlurmJob& job);

// What is allowed but unwise about the job (a lead that takes much of each allocation), for the
// user to read before submitting. Call after slurmScript accepted the job.
std::vector<Message> slurmJobWarnings(const SlurmJob& job);

// Slurm's time limit in seconds: "minutes", "minutes:seconds", "hours:minutes:seconds",
// "days-hours", "days-hours:minutes", "days-hours:minutes:seconds"; 0 for no limit ("0",
// "UNLIMITED", "INFINITE"); -1 when the text is none of these.
long long slurmTimeSeconds(const std::string& text);

// The job name Slurm shows (squeue), from the config's name: "lathe-" and the name's letters and
// digits of every script; what could end the #SBATCH word or line becomes '_'.
std::string slurmJobName(const std::string& configName);

} // namespace lathe::core
