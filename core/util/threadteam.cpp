#include "threadteam.h"

namespace lathe::core {

ThreadTeam::~ThreadTeam()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_start.notify_all();
    for (std::thread& t : m_threads)
        t.join();
}

void ThreadTeam::run(int parts, const std::function<void(int)>& part)
{
    if (parts <= 1) {
        if (parts == 1)
            part(0);
        return;
    }
    {
        std::lock_guard lock(m_mutex);
        while (static_cast<int>(m_threads.size()) < parts - 1) {
            const int index = static_cast<int>(m_threads.size());
            m_threads.emplace_back([this, index] { helperLoop(index); });
        }
        m_part = &part;
        m_parts = parts;
        m_pending = parts - 1;
        m_errors.assign(static_cast<std::size_t>(parts), nullptr);
        ++m_generation;
    }
    m_start.notify_all();
    std::exception_ptr own;
    try {
        part(0);
    } catch (...) {
        own = std::current_exception();
    }
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [this] { return m_pending == 0; });
    m_part = nullptr;
    if (own)
        std::rethrow_exception(own);
    for (const std::exception_ptr& e : m_errors)
        if (e)
            std::rethrow_exception(e);
}

void ThreadTeam::helperLoop(int index)
{
    std::uint64_t seen = 0;
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_start.wait(lock, [&] { return m_quit || m_generation != seen; });
        if (m_quit)
            return;
        seen = m_generation;
        const int partIndex = index + 1;
        if (partIndex >= m_parts) // a smaller job than this team has threads for
            continue;
        const std::function<void(int)>* part = m_part;
        lock.unlock();
        std::exception_ptr error;
        try {
            (*part)(partIndex);
        } catch (...) {
            error = std::current_exception();
        }
        lock.lock();
        m_errors[static_cast<std::size_t>(partIndex)] = error;
        if (--m_pending == 0)
            m_done.notify_one();
    }
}

} // namespace lathe::core
