#pragma once
// A small team of threads that run the parts of one job at once: part 0 on the calling thread, the
// others on threads the team keeps for the next job. Every wait is a condition variable (the threads
// sleep; none spins), so on a machine whose other programs want the CPU, a part that is done gives its
// CPU away instead of burning it. Used to train the parts of a batch at once on a busy CPU
// (train/batchparts.h). No LibTorch.

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace lathe::core {

class ThreadTeam {
public:
    ThreadTeam() = default;
    ~ThreadTeam(); // stops and joins the team's threads
    ThreadTeam(const ThreadTeam&) = delete;
    ThreadTeam& operator=(const ThreadTeam&) = delete;

    // Runs part(0) … part(parts - 1) at once and returns when all are done: part 0 on this thread,
    // part i on the team's thread i (started the first time it is needed). When parts throw, the
    // lowest part's exception is rethrown here, after every part has ended. Not reentrant: one job at
    // a time, from one thread.
    void run(int parts, const std::function<void(int part)>& part);
    // The threads the team keeps (parts - 1 of the largest job so far).
    int helpers() const { return static_cast<int>(m_threads.size()); }

private:
    void helperLoop(int index);

    std::mutex m_mutex;
    std::condition_variable m_start, m_done;
    std::vector<std::thread> m_threads;
    const std::function<void(int)>* m_part = nullptr;
    std::uint64_t m_generation = 0; // one more per job: a helper runs each job once
    int m_parts = 0;                // of the current job
    int m_pending = 0;              // helpers' parts not yet done
    std::vector<std::exception_ptr> m_errors;
    bool m_quit = false;
};

} // namespace lathe::core
