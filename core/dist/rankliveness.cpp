#include "rankliveness.h"

#include <optional>

namespace lathe::core {

RankLiveness::RankLiveness(Communicator& communicator, std::chrono::milliseconds period)
    : m_communicator(communicator)
    , m_period(period)
    , m_thread([this] { beat(); })
{
}

RankLiveness::~RankLiveness()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void RankLiveness::beat()
{
    long long count = 0;
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        lock.unlock();
        m_communicator.post(key(m_communicator.rank()), std::to_string(++count));
        lock.lock();
        m_wake.wait_for(lock, m_period, [this] { return m_stop; });
    }
}

std::vector<int> RankLiveness::silentRanks(std::chrono::milliseconds window) const
{
    const int self = m_communicator.rank();
    const auto readAll = [&] {
        std::vector<std::optional<std::string>> counts;
        for (int r = 0; r < m_communicator.size(); ++r)
            counts.push_back(m_communicator.peek(key(r)));
        return counts;
    };
    const auto before = readAll();
    std::this_thread::sleep_for(window);
    const auto after = readAll();
    if (!after[static_cast<std::size_t>(self)] && self != 0)
        return {0}; // the store is gone with its host
    std::vector<int> silent;
    for (int r = 0; r < m_communicator.size(); ++r) {
        const auto i = static_cast<std::size_t>(r);
        if (r != self && (!after[i] || after[i] == before[i]))
            silent.push_back(r);
    }
    return silent;
}

} // namespace lathe::core
