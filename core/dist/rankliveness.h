#pragma once
// Which ranks of a job still run, for the message of a collective that failed: each rank counts a
// heartbeat on the rendezvous store (Communicator::post, a connection beside the collectives), and
// after a failure the ranks whose count stands still over a few seconds are the ones that died or
// froze. Counts, not clocks, so machines need not agree on the time. When the store itself cannot
// be read, its host, rank 0, is gone.

#include "communicator.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace lathe::core {

class RankLiveness {
public:
    explicit RankLiveness(Communicator& communicator, std::chrono::milliseconds period = std::chrono::milliseconds(500));
    ~RankLiveness();
    RankLiveness(const RankLiveness&) = delete;
    RankLiveness& operator=(const RankLiveness&) = delete;

    // The other ranks whose heartbeat did not move over `window` (several periods), in rank order.
    std::vector<int> silentRanks(std::chrono::milliseconds window) const;

    static std::string key(int rank) { return "lathe/alive/" + std::to_string(rank); }

private:
    void beat();

    Communicator& m_communicator;
    const std::chrono::milliseconds m_period;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace lathe::core
