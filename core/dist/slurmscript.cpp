#include "slurmscript.h"

#include "util/errors.h"
#include "util/utf8.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace lathe::core {

namespace {

// Slurm's signal may come up to this long before the asked lead (its timers tick once a minute).
constexpr int kSignalEarliness = 60;
// A stop needs at least the step in progress, the ranks agreeing and the checkpoint written.
constexpr int kShortestLead = 10;
// sbatch's --signal takes at most 0xffff seconds.
constexpr int kLongestLead = 65535;

void requireWord(const std::string& option, const std::string& value, const std::string& allowed)
{
    const bool ok = std::all_of(value.begin(), value.end(), [&](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || allowed.find(c) != std::string::npos;
    });
    if (!ok)
        throw ConfigError(msg("%1 \"%2\": only letters, digits and \"%3\" are allowed", option, value, allowed));
}

// A path goes into the script as one single-quoted word, which holds any byte but NUL; Slurm
// refuses a script with "\r\n" in it, and a line break in a file name is almost always a mistake.
bool hasControlCharacter(const std::string& value)
{
    return std::any_of(value.begin(), value.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u == 0x7f;
    });
}

void requirePrintablePaths(const SlurmJob& job)
{
    if (hasControlCharacter(job.program))
        throw ConfigError(msg("the path of lathe-cli on the nodes holds a control character (a line break, tab or escape): a job script "
                              "cannot carry it safely"));
    if (hasControlCharacter(job.config))
        throw ConfigError(msg("the config's path holds a control character (a line break, tab or escape): a job script cannot carry it "
                              "safely; rename the file or its folder"));
    if (hasControlCharacter(job.runsDir))
        throw ConfigError(msg("--runs-dir holds a control character (a line break, tab or escape): a job script cannot carry it safely"));
}

// Characters that may stand in a comment line or an #SBATCH word: letters and digits of every
// script and a few ASCII marks; never a line or word end (C0/C1 controls, U+2028/9), a space of
// any kind, a quote or '#', and no byte that is not UTF-8.
bool keepsInName(long c)
{
    if (c < 0)
        return false;
    if (c < 0x80)
        return std::isalnum(static_cast<int>(c)) || c == '_' || c == '-' || c == '.' || c == '+';
    if (c < 0xa1 || (c >= 0x2000 && c <= 0x206f) || c == 0x3000 || c == 0xfeff || (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfff0 && c <= 0xffff))
        return false;
    return true;
}

// Text from the user for a comment line: one line, printable characters only.
std::string commentText(const std::string& text)
{
    std::string out;
    forEachCodePoint(text, [&](long c, std::size_t offset, std::size_t length) {
        const bool lineEnd = c < 0 || c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029;
        if (lineEnd)
            out += '?';
        else
            out.append(text, offset, length);
    });
    return out;
}

bool digitsOnly(const std::string& text)
{
    return !text.empty() && text.size() <= 9 && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::vector<std::string> split(const std::string& text, char separator)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = text.find(separator, start);
        parts.push_back(text.substr(start, at == std::string::npos ? std::string::npos : at - start));
        if (at == std::string::npos)
            return parts;
        start = at + 1;
    }
}

void checkLead(const SlurmJob& job, long long limit)
{
    if (job.signalLead < kShortestLead || job.signalLead > kLongestLead)
        throw ConfigError(msg("--signal-lead %1 s: give %2 to %3 seconds (the time a stop needs to finish a step and write the checkpoint)",
                              job.signalLead, kShortestLead, kLongestLead));
    if (limit > 0 && job.signalLead + kSignalEarliness >= limit)
        throw ConfigError(msg("--signal-lead %1 s does not fit --time %2: Slurm may warn up to %3 s early, so every allocation would stop "
                              "as soon as it starts; give a time limit longer than %4 s or a shorter lead",
                              job.signalLead, job.time, kSignalEarliness, job.signalLead + kSignalEarliness));
}

} // namespace

long long slurmTimeSeconds(const std::string& text)
{
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "unlimited" || lower == "infinite")
        return 0;
    long long days = 0;
    std::string rest = text;
    const bool withDays = text.find('-') != std::string::npos;
    if (withDays) {
        const auto dash = text.find('-');
        if (!digitsOnly(text.substr(0, dash)))
            return -1;
        days = std::stoll(text.substr(0, dash));
        rest = text.substr(dash + 1);
    }
    const std::vector<std::string> fields = split(rest, ':');
    if (fields.size() > 3 || !std::all_of(fields.begin(), fields.end(), digitsOnly))
        return -1;
    std::vector<long long> v;
    for (const auto& f : fields)
        v.push_back(std::stoll(f));
    long long seconds = 0;
    if (withDays) // days-hours, days-hours:minutes, days-hours:minutes:seconds
        seconds = days * 86400 + v[0] * 3600 + (v.size() > 1 ? v[1] * 60 : 0) + (v.size() > 2 ? v[2] : 0);
    else if (v.size() == 1) // minutes
        seconds = v[0] * 60;
    else if (v.size() == 2) // minutes:seconds
        seconds = v[0] * 60 + v[1];
    else // hours:minutes:seconds
        seconds = v[0] * 3600 + v[1] * 60 + v[2];
    return seconds;
}

std::string slurmJobName(const std::string& configName)
{
    std::string out = "lathe-";
    forEachCodePoint(configName, [&](long c, std::size_t offset, std::size_t length) {
        if (keepsInName(c))
            out.append(configName, offset, length);
        else if (out.back() != '_')
            out += '_';
    });
    // Slurm keeps names of any length, squeue shows the first few: cut at a character boundary.
    truncateUtf8(out, 100);
    return out;
}

std::string slurmScript(const SlurmJob& job)
{
    if (job.nodes < 1)
        throw ConfigError(msg("--nodes must be at least 1"));
    if (job.gpusPerNode < 0)
        throw ConfigError(msg("--gpus-per-node must be 0 (CPU ranks) or more"));
    if (job.gpusPerNode == 0 && job.tasksPerNode < 1)
        throw ConfigError(msg("--tasks-per-node must be at least 1"));
    long long limit = 0;
    if (!job.time.empty()) {
        limit = slurmTimeSeconds(job.time);
        if (limit < 0)
            throw ConfigError(msg("--time \"%1\": give minutes, hours:minutes:seconds or days-hours:minutes:seconds (e.g. 90, 12:00:00, "
                                  "2-00:00:00)",
                                  job.time));
    }
    checkLead(job, limit);
    requireWord("--partition", job.partition, "_.,-");
    requireWord("--account", job.account, "_.-");
    requirePrintablePaths(job);
    const int tasks = job.gpusPerNode > 0 ? job.gpusPerNode : job.tasksPerNode;
    const std::string t = std::to_string(tasks);
    const std::string lead = std::to_string(job.signalLead);
    std::string s = "#!/bin/bash\n";
    s += "# Lathe: data-parallel training of \"" + commentText(job.name) + "\" on Slurm, " + std::to_string(job.nodes) + " node(s) × " + t
         + (job.gpusPerNode > 0 ? " GPU rank(s)" : " CPU rank(s)") + ".\n";
    if (!job.generatedBy.empty())
        s += "# " + commentText(job.generatedBy) + "\n";
    s += "# Submit with:  sbatch THIS_FILE\n"
         "#\n"
         "# srun starts one task per " + std::string(job.gpusPerNode > 0 ? "GPU" : "rank") + "; each is one rank of the job (RANK = SLURM_PROCID), the\n"
         "# first node is the rendezvous master, its port derived from the job id (set MASTER_PORT to\n"
         "# choose one). " + lead + " s before the time limit (Slurm may warn up to a minute earlier), or at\n"
         "# pre-emption, Slurm sends each rank SIGTERM: every rank stops at the same step, rank 0 writes a\n"
         "# checkpoint (exit code 130), this script requeues the job and `--resume auto` continues the\n"
         "# newest unfinished run of the config from its checkpoint.\n";
    s += "#SBATCH --job-name=" + slurmJobName(job.name) + "\n";
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
    s += "#SBATCH --signal=TERM@" + lead + "\n";
    s += "#SBATCH --open-mode=append\n";
    s += "set -uo pipefail\n\n";
    s += "# Each rank's CPU threads: its share of the node.\n"
         "export OMP_NUM_THREADS=\"${SLURM_CPUS_PER_TASK:-1}\"\n"
         "# The warning's lead, for rank 0 to say when a stop (a step and the checkpoint) takes longer.\n"
         "export LATHE_SIGNAL_LEAD=" + lead + "\n";
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
    s += "\n# SIGTERM to this script (the time limit itself, scancel --signal=TERM --batch): it stays to requeue\n"
         "# the job, and passes the signal to the ranks through Slurm (never to srun, which would kill them).\n"
         "# A rank signalled twice still finishes its checkpoint.\n"
         "stopping=0\n"
         "pass_on() {\n"
         "  if [ \"$stopping\" = 0 ] && [ -n \"${SLURM_JOB_ID:-}\" ]; then\n"
         "    echo \"lathe: job ${SLURM_JOB_ID} asked to stop: the ranks stop at the next step with a checkpoint\" >&2\n"
         "    scancel --signal=TERM \"$SLURM_JOB_ID\" 2>/dev/null\n"
         "  fi\n"
         "  stopping=1\n"
         "}\n"
         "trap pass_on TERM\n\n";
    // --kill-on-bad-exit=0 (also over a cluster's KillOnBadExit=1): a rank that stopped with its
    // checkpoint (130) is not a failure, and rank 0 may still be writing the report when the others
    // have ended; a rank that dies ends the others' collectives at once anyway. --cpus-per-task again
    // where the allocation has one: srun of Slurm 22.05 to 23.02 does not take it from there, and each
    // rank's OpenMP threads would share one CPU (none given: nothing, so CPUs given per GPU stay).
    s += "srun --kill-on-bad-exit=0 --ntasks-per-node=" + t + " ${SLURM_CPUS_PER_TASK:+--cpus-per-task=\"$SLURM_CPUS_PER_TASK\"} \\\n  " + shellQuote(job.program) + " train --resume auto "
         + shellQuote(job.config) + " --runs-dir " + shellQuote(job.runsDir) + " &\n";
    s += "srun_pid=$!\n"
         "status=0\n"
         "while :; do\n"
         "  wait \"$srun_pid\"\n"
         "  status=$?\n"
         "  # Above 128 with srun still running: the trap interrupted the wait; wait on.\n"
         "  if [ \"$status\" -gt 128 ] && kill -0 \"$srun_pid\" 2>/dev/null; then continue; fi\n"
         "  if [ \"$status\" -gt 128 ] && [ \"$stopping\" = 1 ]; then\n"
         "    # srun ended while the trap ran: its own status, where this bash kept it.\n"
         "    wait \"$srun_pid\" 2>/dev/null\n"
         "    last=$?\n"
         "    [ \"$last\" -ne 127 ] && status=$last\n"
         "  fi\n"
         "  break\n"
         "done\n";
    s += "if [ \"$status\" -eq 130 ] && [ -n \"${SLURM_JOB_ID:-}\" ]; then\n"
         "  # Stopped with a checkpoint. A plain scancel ends the job for good (Slurm shows it CANCELLED, or\n"
         "  # COMPLETING for no reason, where the time limit says Reason=TimeLimit); a stop asked for (the\n"
         "  # time limit's warning, the limit itself, pre-emption, scancel --signal=TERM) continues in a new allocation.\n"
         "  job=$(scontrol show job \"$SLURM_JOB_ID\" 2>/dev/null)\n"
         "  if [[ \"$job\" == *\"JobState=CANCELLED\"* || \"$job\" == *\"JobState=COMPLETING Reason=None \"* ]]; then\n"
         "    echo \"lathe: job $SLURM_JOB_ID cancelled: stopped with a checkpoint, not requeued (submit this script again to continue)\" >&2\n"
         "  else\n"
         "    echo \"lathe: stopped with a checkpoint; requeueing job $SLURM_JOB_ID to continue\" >&2\n"
         "    scontrol requeue \"$SLURM_JOB_ID\"\n"
         "  fi\n"
         "fi\n"
         "exit \"$status\"\n";
    return s;
}

std::vector<Message> slurmJobWarnings(const SlurmJob& job)
{
    std::vector<Message> warnings;
    const long long limit = job.time.empty() ? 0 : slurmTimeSeconds(job.time);
    const long long stop = job.signalLead + kSignalEarliness;
    if (limit > 0 && stop * 4 > limit)
        warnings.push_back(msg("each allocation of %1 s stops up to %2 s before its end (--signal-lead %3 s and Slurm's early warning): "
                               "over a quarter of the time goes to stopping and requeueing; a longer --time trains more per allocation",
                               limit, stop, job.signalLead));
    return warnings;
}

} // namespace lathe::core
