#include "rankenv.h"

#include "util/errors.h"

#include <unistd.h>

#include <cstdlib>

namespace lathe::core {

namespace {

int parseCount(const std::string& name, const std::string& text, int lo, int hi)
{
    std::size_t used = 0;
    int v = 0;
    try {
        v = std::stoi(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text.size() || v < lo || v > hi)
        throw ConfigError(msg("environment variable %1=\"%2\": expected an integer from %3 to %4", name, text, lo, hi));
    return v;
}

std::string hostName()
{
    char buffer[256] = {};
    if (gethostname(buffer, sizeof buffer - 1) != 0)
        return "localhost";
    return buffer;
}

} // namespace

Message RankInfo::describe() const
{
    return msg("rank %1 of %2 on %3 (local rank %4)", rank, worldSize, host, localRank);
}

EnvLookup processEnvironment()
{
    return [](const char* name) -> std::optional<std::string> {
        const char* v = std::getenv(name);
        if (!v)
            return std::nullopt;
        return std::string(v);
    };
}

RankInfo localJobRank(int rank, int worldSize, int port)
{
    RankInfo info;
    info.rank = info.localRank = rank;
    info.worldSize = info.localWorldSize = worldSize;
    info.masterAddr = "127.0.0.1";
    info.masterPort = port;
    info.launcher = "lathe";
    info.host = hostName();
    return info;
}

std::string firstSlurmHost(const std::string& nodeList)
{
    // Up to the first comma outside brackets; then a bracket's first number (or range start).
    std::string first;
    int depth = 0;
    for (char c : nodeList) {
        if (c == '[')
            ++depth;
        else if (c == ']')
            --depth;
        else if (c == ',' && depth == 0)
            break;
        first += c;
    }
    const auto open = first.find('[');
    if (open == std::string::npos)
        return first;
    const std::string prefix = first.substr(0, open);
    std::string inside = first.substr(open + 1);
    inside = inside.substr(0, inside.find_first_of(",-]"));
    const auto close = first.find(']');
    const std::string suffix = close == std::string::npos ? std::string() : first.substr(close + 1);
    return prefix + inside + suffix;
}

int slurmPort(const std::string& jobId)
{
    unsigned long id = 0;
    for (char c : jobId) {
        if (c < '0' || c > '9')
            break; // "1234_5" (array jobs): the leading number
        id = id * 10 + static_cast<unsigned long>(c - '0');
    }
    return 15000 + static_cast<int>(id % 20000);
}

int slurmTasksPerNode(const std::string& text)
{
    const std::string first = text.substr(0, text.find_first_of("(,"));
    return parseCount("SLURM_NTASKS_PER_NODE", first, 1, 1 << 20);
}

bool startedByLauncher(const EnvLookup& env)
{
    if (env("RANK") && env("WORLD_SIZE"))
        return true;
    // A shell in a job step (srun --pty bash, salloc with use_interactive_step) has a step's variables
    // too: what is typed there decides its ranks.
    return env("SLURM_PROCID") && env("SLURM_NTASKS") && (env("SLURM_STEP_ID") || env("SLURM_STEPID")) && !env("SLURM_PTY_PORT");
}

std::optional<RankInfo> rankFromEnvironment(const EnvLookup& env)
{
    RankInfo info;
    info.host = hostName();
    const auto need = [&](const char* name) {
        auto v = env(name);
        if (!v || v->empty())
            throw ConfigError(msg("environment variable %1 is not set (a data-parallel launcher sets it)", name));
        return *v;
    };
    if (env("RANK") && env("WORLD_SIZE")) {
        info.worldSize = parseCount("WORLD_SIZE", need("WORLD_SIZE"), 1, 1 << 20);
        info.rank = parseCount("RANK", need("RANK"), 0, info.worldSize - 1);
        info.localRank = env("LOCAL_RANK") ? parseCount("LOCAL_RANK", need("LOCAL_RANK"), 0, info.worldSize - 1) : info.rank;
        info.localWorldSize = env("LOCAL_WORLD_SIZE") ? parseCount("LOCAL_WORLD_SIZE", need("LOCAL_WORLD_SIZE"), 1, info.worldSize)
                                                      : info.worldSize;
        if (info.worldSize > 1) {
            info.masterAddr = need("MASTER_ADDR");
            info.masterPort = parseCount("MASTER_PORT", need("MASTER_PORT"), 1, 65535);
        }
        const auto launcher = env("LATHE_LAUNCHER");
        info.launcher = launcher && !launcher->empty() ? *launcher : "torchrun";
    } else if (env("SLURM_PROCID") && env("SLURM_NTASKS") && (env("SLURM_STEP_ID") || env("SLURM_STEPID"))) {
        // (A shell's SLURM_PTY_PORT may be passed on to the tasks of an srun typed there: they are
        // ranks. A shell itself that takes the allocation's SLURM_NTASKS says whom it waits for.)
        info.worldSize = parseCount("SLURM_NTASKS", need("SLURM_NTASKS"), 1, 1 << 20);
        info.rank = parseCount("SLURM_PROCID", need("SLURM_PROCID"), 0, info.worldSize - 1);
        info.localRank = env("SLURM_LOCALID") ? parseCount("SLURM_LOCALID", need("SLURM_LOCALID"), 0, info.worldSize - 1) : 0;
        if (auto perNode = env("SLURM_NTASKS_PER_NODE"))
            info.localWorldSize = slurmTasksPerNode(*perNode);
        else if (auto stepTasks = env("SLURM_STEP_TASKS_PER_NODE"))
            info.localWorldSize = slurmTasksPerNode(*stepTasks);
        else
            info.localWorldSize = info.worldSize;
        if (info.worldSize > 1) {
            const auto addr = env("MASTER_ADDR");
            info.masterAddr = addr && !addr->empty() ? *addr : firstSlurmHost(need("SLURM_NODELIST"));
            const auto port = env("MASTER_PORT");
            info.masterPort = port && !port->empty() ? parseCount("MASTER_PORT", *port, 1, 65535) : slurmPort(need("SLURM_JOB_ID"));
        }
        // Slurm's name of the node (what squeue and the node list say), which need not be the
        // machine's host name.
        if (const auto node = env("SLURMD_NODENAME"); node && !node->empty())
            info.host = *node;
        info.launcher = "slurm";
        if (const auto id = env("SLURM_JOB_ID"))
            info.jobId = *id;
        if (const auto list = env("SLURM_JOB_NODELIST"); list && !list->empty())
            info.nodeList = *list;
        else if (const auto stepList = env("SLURM_NODELIST"))
            info.nodeList = *stepList;
        if (const auto nodes = env("SLURM_JOB_NUM_NODES"); nodes && !nodes->empty())
            info.machines = parseCount("SLURM_JOB_NUM_NODES", *nodes, 1, 1 << 20);
        else if (const auto n = env("SLURM_NNODES"); n && !n->empty())
            info.machines = parseCount("SLURM_NNODES", *n, 1, 1 << 20);
    } else {
        return std::nullopt;
    }
    if (info.localRank >= info.localWorldSize)
        throw ConfigError(msg("local rank %1 is not below the local world size %2 (check LOCAL_RANK / LOCAL_WORLD_SIZE or the Slurm "
                              "task layout)",
                              info.localRank, info.localWorldSize));
    if (!info.distributed())
        return std::nullopt;
    if (info.launcher != "slurm")
        info.machines = (info.worldSize + info.localWorldSize - 1) / info.localWorldSize;
    return info;
}

} // namespace lathe::core
