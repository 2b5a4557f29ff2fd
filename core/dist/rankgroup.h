#pragma once
// The ranks of a data-parallel job on this machine, as child processes: started with torchrun's
// variables (RANK, LOCAL_RANK, WORLD_SIZE, LOCAL_WORLD_SIZE, MASTER_ADDR=127.0.0.1, MASTER_PORT,
// LATHE_LAUNCHER=lathe), watched, stopped. The one rank supervisor: lathe-cli's launcher starts every
// rank with it (launcher.h), the window starts ranks 1… with it while rank 0 trains in its own process.
//
// Each rank gets its own process group (a Ctrl-C to the terminal reaches the supervisor, which passes
// it on once) and dies with the supervisor (PR_SET_PDEATHSIG). The child runs only async-signal-safe
// calls between fork and exec (the environment is built before), so a multi-threaded supervisor (the
// window) can start ranks safely. Waiting never blocks the caller: finish() stops what still runs on a
// thread of its own (SIGTERM after the grace time, SIGKILL after twice it); the destructor joins it.

#include "util/message.h"

#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace lathe::core {

class RankGroup {
public:
    struct Options {
        std::string program;           // what each rank runs
        std::vector<std::string> args; // its argv, argv[0] included
        int worldSize = 2;
        int firstRank = 0;             // ranks firstRank … worldSize-1 are started here
        int port = 0;                  // the rendezvous port on 127.0.0.1
        // The ranks' stderr, line by line, read on a thread of this group: with it, each rank gets
        // LATHE_LOG_RECORDS=1 and writes its log as records (run/runfolder.h LogRecord); without it,
        // the ranks write to this process's stderr.
        std::function<void(int rank, const std::string& line)> line;
    };

    explicit RankGroup(Options options);
    ~RankGroup();
    RankGroup(const RankGroup&) = delete;
    RankGroup& operator=(const RankGroup&) = delete;

    // Starts the ranks. Throws std::runtime_error naming the rank that could not be started (the
    // ones started before are stopped by the destructor).
    void start();
    void signalAll(int signal); // to each rank's process group
    // Reaps the ranks that ended, without waiting; returns how many still run.
    int reap();

    struct Ended {
        int rank = 0;
        pid_t pid = 0;
        int status = 0; // as waitpid gives it
    };
    // The ranks that ended since the last call, in the order they were reaped.
    std::vector<Ended> takeEnded();

    // Stops whatever still runs without blocking: after `grace` SIGTERM, after twice it SIGKILL,
    // on a thread of this group, which the destructor joins.
    void finish(std::chrono::milliseconds grace);

    // Exit status of a rank as a process exit code (a rank killed by a signal: 4, a runtime error).
    static int exitCodeOf(int status);
    // "exited with code 3", "was killed by signal 9 (Killed)".
    static Message describe(int status);

private:
    void readLines();

    Options m_options;
    std::mutex m_mutex;
    std::vector<pid_t> m_pids;    // per started rank, -1 once reaped
    std::vector<int> m_pipes;     // read ends of their stderr (records), -1 when closed
    std::vector<Ended> m_ended;
    std::thread m_reader, m_finisher;
    int m_wake[2] = {-1, -1};     // tells the reader to end
};

} // namespace lathe::core
