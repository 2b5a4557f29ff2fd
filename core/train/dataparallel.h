#pragma once
// Data parallelism as the Trainer uses it: this process's place in the job (RankInfo), the
// communicator to the other ranks (dist/communicator.h), every rank's host, the gradient all-reduce
// (gradientallreduce.h), and the collectives a run needs besides the gradients: rank 0's weights to
// every rank, the epoch's sums added over the ranks, each rank's pace, a value every rank agrees on,
// the batch-norm statistics of the whole batch. In one process (no RankInfo) it is inactive: each
// operation is the identity or does nothing, so the Trainer calls them the same way in both.
// Every call on an active one is a collective: every rank makes it at the same point.

#include "checkpoint.h"
#include "config/config.h"
#include "dist/communicator.h"
#include "dist/rankliveness.h"
#include "gradientsync.h"
#include "run/runfolder.h"

#include <torch/csrc/jit/api/module.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

class DataParallel {
public:
    using Say = std::function<void(LogLevel, const Message&)>;

    // `gradientSync`: a sync given by the caller (tests, benchmarks) in place of the all-reduce.
    DataParallel(std::optional<RankInfo> rank, std::shared_ptr<GradientSync> gradientSync);

    // Joins the job: connects to every rank (blocks until all have joined, or distributed.timeout_s),
    // learns their hosts and makes the gradient all-reduce; `decide` says so (the report lists it).
    // Nothing in one process. The CPU threads of the machine's ranks: Trainer::prepareThreads.
    void join(const c10::Device& device, const DistributedConfig& config, const Say& decide);

    bool active() const { return m_communicator != nullptr; }
    bool leader() const { return !m_rank || m_rank->rank == 0; }
    int rank() const { return m_rank ? m_rank->rank : 0; }
    int ranks() const { return m_rank ? m_rank->worldSize : 1; }
    int ranksOnThisMachine() const { return m_rank ? m_rank->localWorldSize : 1; }
    const std::optional<RankInfo>& info() const { return m_rank; }
    // Every rank's host, in rank order (empty in one process).
    const std::vector<std::string>& hosts() const { return m_hosts; }
    Communicator* communicator() const { return m_communicator.get(); }
    GradientSync* gradientSync() const { return m_gradientSync.get(); }

    // Rank 0's parameters (unless `buffersOnly`) and buffers into every rank's model.
    void broadcastModel(torch::jit::Module& model, bool buffersOnly) const;
    // An epoch's running sums added over the ranks: loss, correct and samples summed, the time the
    // slowest rank's, the data wait the mean share.
    void reduceEpochSums(TrainingProgress& progress) const;
    // Each rank's own pace over the epoch so far (before reduceEpochSums): samples/s and data wait %.
    std::vector<EpochRecord::Rank> paceOfRanks(double samples, double seconds, double dataSeconds) const;
    // The smallest of every rank's `value` (a batch that failed on one rank fails on all).
    std::int64_t agreeOnMinimum(std::int64_t value) const;
    // Host values summed over the ranks, for what must judge the same on every rank (the executor
    // trial's timings); empty in one process.
    std::function<std::vector<double>(const std::vector<double>&)> sumOverRanks() const;
    // model.sync_batch_norm: the batch-norm layers' statistics summed over the ranks in every step.
    std::function<void(at::Tensor&)> batchNormSync() const;
    // After a collective failed: the ranks that stopped answering (their heartbeat stood still for
    // `window`), named with their hosts; empty when every other rank still runs (a slow rank, a
    // network that broke). Not a collective: it waits `window` and reads the rendezvous store.
    Message lostRanks(std::chrono::milliseconds window = std::chrono::milliseconds(2500)) const;

private:
    std::optional<RankInfo> m_rank;
    std::unique_ptr<Communicator> m_communicator;
    std::shared_ptr<GradientSync> m_gradientSync;
    std::vector<std::string> m_hosts;
    std::unique_ptr<RankLiveness> m_liveness; // declared after the communicator it posts through
};

} // namespace lathe::core
