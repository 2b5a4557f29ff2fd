#include "slurmscript.h"

#include "util/errors.h"

#include <algorithm>

namespace lathe::core {

namespace {

void requireWord(const std::string& option, const std::string& value, const std::string& allowed)
{
    const bool ok = std::all_of(value.begin(), value.end(), [&](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || allowed.find(c) != std::string::npos;
    });
    if (!ok)
        throw ConfigError(msg("%1 \"%2\": only letters, digits and \"%3\" are allowed", option, value, allowed));
}

} // namespace

std::string shellQuote(const std::string& text)
{
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

std::string slurmScript(const SlurmJob& job)
{
    if (job.nodes < 1)
        throw ConfigError(msg("--nodes must be at least 1"));
    if (job.gpusPerNode < 0)
        throw ConfigError(msg("--gpus-per-node must be 0 (CPU ranks) or more"));
    if (job.gpusPerNode == 0 && job.tasksPerNode < 1)
        throw ConfigError(msg("--tasks-per-node must be at least 1"));
    requireWord("--time", job.time, ":-");
    requireWord("--partition", job.partition, "_.,-");
    requireWord("--account", job.account, "_.-");
    const int tasks = job.gpusPerNode > 0 ? job.gpusPerNode : job.tasksPerNode;
    std::string jobName = "lathe-" + job.name;
    for (char& c : jobName) {
        if (c == ' ' || c == '\'' || c == '"' || c == '\\' || c == '\n')
            c = '_';
    }
    const std::string t = std::to_string(tasks);
    std::string s = "#!/bin/bash\n";
    s += "# Lathe: data-parallel training of \"" + job.name + "\" on Slurm, " + std::to_string(job.nodes) + " node(s) × " + t
         + (job.gpusPerNode > 0 ? " GPU rank(s)" : " CPU rank(s)") + ".\n";
    if (!job.generatedBy.empty())
        s += "# " + job.generatedBy + "\n";
    s += "# Submit with:  sbatch THIS_FILE\n"
         "#\n"
         "# srun starts one task per " + std::string(job.gpusPerNode > 0 ? "GPU" : "rank") + "; each is one rank of the job (RANK = SLURM_PROCID), the\n"
         "# first node is the rendezvous master, its port derived from the job id (set MASTER_PORT to\n"
         "# choose one). Pre-emption, or the time limit " + std::to_string(job.signalSeconds) + " s ahead, sends SIGTERM: every rank stops at\n"
         "# the same step, rank 0 writes a checkpoint, the job is requeued and `--resume auto`\n"
         "# continues the newest unfinished run of the config from its checkpoint.\n";
    s += "#SBATCH --job-name=" + jobName + "\n";
    s += "#SBATCH --nodes=" + std::to_string(job.nodes) + "\n";
    s += "#SBATCH --ntasks-per-node=" + t + "\n";
    if (job.gpusPerNode > 0)
        s += "#SBATCH --gpus-per-node=" + std::to_string(job.gpusPerNode) + "\n";
    if (job.cpusPerTask > 0)
        s += "#SBATCH --cpus-per-task=" + std::to_string(job.cpusPerTask) + "\n";
    if (!job.time.empty())
        s += "#SBATCH --time=" + job.time + "\n";
    if (!job.partition.empty())
        s += "#SBATCH --partition=" + job.partition + "\n";
    if (!job.account.empty())
        s += "#SBATCH --account=" + job.account + "\n";
    s += "#SBATCH --requeue\n";
    s += "#SBATCH --signal=TERM@" + std::to_string(job.signalSeconds) + "\n";
    s += "#SBATCH --open-mode=append\n";
    s += "set -uo pipefail\n\n";
    s += "# Each rank's CPU threads: its share of the node.\n"
         "export OMP_NUM_THREADS=\"${SLURM_CPUS_PER_TASK:-1}\"\n";
    if (job.gpusPerNode > 0) {
        s += "# GPUs that hang in NCCL (consumer cards without P2P, mixed PCIe topologies): uncomment to\n"
             "# route peer traffic through host memory; see the troubleshooting guide.\n"
             "# export NCCL_P2P_DISABLE=1\n"
             "# export NCCL_IB_DISABLE=1          # no InfiniBand between the nodes\n"
             "# export NCCL_SOCKET_IFNAME=eth0    # the interface the nodes reach each other on\n"
             "# export NCCL_DEBUG=WARN            # INFO: what NCCL chose, in the job's output\n";
    } else {
        s += "# export GLOO_SOCKET_IFNAME=eth0    # the interface the nodes reach each other on\n";
    }
    s += "\nstatus=0\n";
    s += "srun --kill-on-bad-exit=1 --ntasks-per-node=" + t + " \\\n  " + shellQuote(job.program) + " train --resume auto "
         + shellQuote(job.config) + " --runs-dir " + shellQuote(job.runsDir) + " || status=$?\n";
    s += "if [ \"$status\" -eq 130 ] && [ -n \"${SLURM_JOB_ID:-}\" ]; then\n"
         "  # Stopped with a checkpoint (pre-emption, time limit): continue in a new allocation.\n"
         "  echo \"lathe: stopped with a checkpoint; requeueing job $SLURM_JOB_ID to continue\"\n"
         "  scontrol requeue \"$SLURM_JOB_ID\"\n"
         "fi\n"
         "exit \"$status\"\n";
    return s;
}

} // namespace lathe::core
