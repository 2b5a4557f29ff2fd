#include "dataparallel.h"

#include "dist/rendezvous.h"

#include "gradientallreduce.h"

#include <c10/core/GradMode.h>

#include <algorithm>
#include <cmath>

namespace lathe::core {

DataParallel::DataParallel(std::optional<RankInfo> rank, std::shared_ptr<GradientSync> gradientSync)
    : m_rank(std::move(rank))
    , m_gradientSync(std::move(gradientSync))
{
}

void DataParallel::join(const c10::Device& device, const DistributedConfig& config, const Say& decide)
{
    if (!m_rank)
        return;
    const RankInfo& rank = *m_rank;
    // Its CPU threads: the trainer's thread policy (threadgovernor.h), from this machine's ranks.
    CommunicatorOptions options;
    options.device = device;
    options.backend = config.backend;
    options.timeout = std::chrono::seconds(config.timeoutSeconds);
    // Said before the wait: a rank that never comes (a launcher's environment left in a shell, a node
    // down) kept the job silent until the timeout.
    decide(LogLevel::Info, msg("connecting to the other %1 rank(s) at %2:%3 (waiting up to %4 s for them: distributed.timeout_s)",
                               rank.worldSize - 1, rank.masterAddr, rank.masterPort, static_cast<std::int64_t>(config.timeoutSeconds)));
    {
        const RendezvousWait waiting; // a stop now ends the process: there is nothing to checkpoint yet
        m_communicator = connect(rank, options);
    }
    m_hosts = m_communicator->gatherText(rank.host);
    m_liveness = std::make_unique<RankLiveness>(*m_communicator);
    decide(LogLevel::Info, msg("data parallel: %1 ranks over %2 (%3, rendezvous %4:%5)", rank.worldSize, m_communicator->backendName(),
                               rank.launcher, rank.masterAddr, rank.masterPort));
    if (!m_gradientSync)
        m_gradientSync = std::make_shared<GradientAllReduce>(*m_communicator, static_cast<std::int64_t>(config.bucketMb) << 20);
}

void DataParallel::broadcastModel(torch::jit::Module& model, bool buffersOnly) const
{
    if (!m_communicator)
        return;
    std::vector<at::Tensor> tensors;
    if (!buffersOnly) {
        for (const auto& p : model.parameters())
            tensors.push_back(p);
    }
    for (const auto& b : model.buffers())
        tensors.push_back(b);
    if (tensors.empty())
        return;
    at::NoGradGuard noGrad;
    m_communicator->broadcast(tensors, 0);
}

void DataParallel::reduceEpochSums(TrainingProgress& p) const
{
    if (!m_communicator)
        return;
    const auto sums = m_communicator->sum({p.partialLossSum, p.partialCorrect, static_cast<double>(p.partialSamples)});
    p.partialLossSum = sums[0];
    p.partialCorrect = sums[1];
    p.partialSamples = static_cast<std::int64_t>(std::llround(sums[2]));
    // The epoch took as long as its slowest rank; data wait: the mean share.
    const auto slowest = m_communicator->max({p.partialSeconds});
    p.partialDataSeconds = m_communicator->sum({p.partialDataSeconds})[0] / ranks();
    p.partialSeconds = slowest[0];
}

std::vector<EpochRecord::Rank> DataParallel::paceOfRanks(double samples, double seconds, double dataSeconds) const
{
    std::vector<EpochRecord::Rank> pace;
    if (!m_communicator)
        return pace;
    const double local = std::max(1e-9, seconds);
    const auto all = m_communicator->gather({samples / local, 100.0 * dataSeconds / local});
    for (std::size_t r = 0; r < all.size(); ++r)
        pace.push_back({static_cast<int>(r), r < m_hosts.size() ? m_hosts[r] : std::string(), all[r][0], all[r][1]});
    return pace;
}

Message DataParallel::lostRanks(std::chrono::milliseconds window) const
{
    if (!m_liveness)
        return {};
    const std::vector<int> silent = m_liveness->silentRanks(window);
    if (silent.empty())
        return {};
    const auto host = [&](int r) { return r < static_cast<int>(m_hosts.size()) ? m_hosts[static_cast<std::size_t>(r)] : std::string("?"); };
    if (silent.size() == 1)
        return msg("rank %1 on %2 stopped answering: its process died or hangs", silent[0], host(silent[0]));
    return msg("%1 ranks stopped answering, the first rank %2 on %3: their processes died or hang", static_cast<int>(silent.size()), silent[0],
               host(silent[0]));
}

std::int64_t DataParallel::agreeOnMinimum(std::int64_t value) const
{
    return m_communicator ? static_cast<std::int64_t>(m_communicator->min(static_cast<double>(value))) : value;
}

std::function<std::vector<double>(const std::vector<double>&)> DataParallel::sumOverRanks() const
{
    if (!m_communicator)
        return {};
    return [communicator = m_communicator.get()](const std::vector<double>& v) { return communicator->sum(v); };
}

std::function<void(at::Tensor&)> DataParallel::batchNormSync() const
{
    if (!m_communicator)
        return {};
    return [communicator = m_communicator.get()](at::Tensor& t) { communicator->allReduceSum({t}); };
}

} // namespace lathe::core
