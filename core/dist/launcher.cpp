#include "launcher.h"

#include "rankgroup.h"

#include "util/errors.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <thread>

namespace lathe::core {

namespace {

std::atomic<int> g_forward{0}; // a signal the supervisor received, to pass on to the ranks
std::atomic<int> g_ctrlC{0};    // SIGINTs received

void onSupervisorSignal(int signal)
{
    g_forward = signal;
    if (signal == SIGINT)
        g_ctrlC.fetch_add(1);
}

} // namespace

int freeLocalPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        throw std::runtime_error(std::string("cannot open a socket to find a free port: ") + std::strerror(errno));
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0
        || ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
        const std::string why = std::strerror(errno);
        ::close(fd);
        throw std::runtime_error("cannot find a free port on 127.0.0.1: " + why);
    }
    ::close(fd);
    return ntohs(addr.sin_port);
}

int launchRanks(const LaunchOptions& o)
{
    const int port = freeLocalPort();
    g_forward = 0;
    g_ctrlC = 0;
    // The ranks have process groups of their own, away from the terminal: whether Ctrl-C twice
    // means "quit now" is decided here, for them.
    const bool atTerminal = ::isatty(STDIN_FILENO) == 1 && ::tcgetpgrp(STDIN_FILENO) == ::getpgrp();
    bool quitNow = false;
    struct sigaction action{}, oldInt{}, oldTerm{}, oldUsr1{};
    action.sa_handler = onSupervisorSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &oldInt);
    sigaction(SIGTERM, &action, &oldTerm);
    sigaction(SIGUSR1, &action, &oldUsr1); // a scheduler's warning (#SBATCH --signal=USR1@…), passed on as it came
    // The old handlers come back afterwards; but once a signal has stopped the job, a repeat (Slurm's
    // time limit sends SIGTERM from slurmstepd and again from srun) that arrives while this process
    // exits is ignored: the job has stopped as asked, and its exit code says so, not "killed".
    bool signalled = false;
    struct Restore {
        struct sigaction& i;
        struct sigaction& t;
        struct sigaction& u;
        const bool& signalled;
        ~Restore()
        {
            struct sigaction ignore{};
            ignore.sa_handler = SIG_IGN;
            sigemptyset(&ignore.sa_mask);
            const bool stopped = signalled || g_forward.load() != 0; // one that came as the ranks ended, too
            sigaction(SIGINT, stopped ? &ignore : &i, nullptr);
            sigaction(SIGTERM, stopped ? &ignore : &t, nullptr);
            sigaction(SIGUSR1, stopped ? &ignore : &u, nullptr);
        }
    } restore{oldInt, oldTerm, oldUsr1, signalled};

    RankGroup ranks({o.program, o.args, o.ranks, 0, port, {}});
    ranks.start();
    o.log(msg("started %1 ranks (rendezvous 127.0.0.1:%2)", o.ranks, port));

    int firstFailure = -1, failureCode = ExitSuccess, interrupted = 0;
    std::chrono::steady_clock::time_point failedAt;
    int escalation = 0; // 1: SIGTERM sent, 2: SIGKILL sent
    for (;;) {
        if (!quitNow && atTerminal && g_ctrlC.load() >= 2) {
            o.log(msg("interrupted again: stopping the ranks without waiting for the checkpoint"));
            ranks.signalAll(SIGKILL);
            quitNow = true;
        }
        if (const int s = g_forward.exchange(0); s != 0 && !quitNow) {
            ranks.signalAll(s); // a signal to the supervisor alone (the GUI's Stop, Slurm, kill)
            signalled = true;
        }
        const int running = ranks.reap();
        for (const RankGroup::Ended& e : ranks.takeEnded()) {
            const int code = RankGroup::exitCodeOf(e.status);
            if (code == ExitInterrupted)
                ++interrupted;
            if (quitNow)
                continue; // killed on purpose
            if (code != ExitSuccess && code != ExitInterrupted && firstFailure < 0) {
                // A rank that gave up on its stop (ExitStoppedWithoutCheckpoint) ends the others
                // like a failure, and the job says what it did.
                firstFailure = e.rank;
                failureCode = code;
                failedAt = std::chrono::steady_clock::now();
                o.log(running > 0 ? msg("rank %1 (pid %2) %3; stopping the other ranks", e.rank, e.pid, RankGroup::describe(e.status))
                                  : msg("rank %1 (pid %2) %3", e.rank, e.pid, RankGroup::describe(e.status)));
            }
        }
        if (running == 0)
            break;
        if (firstFailure >= 0) {
            // The others are given `grace` to finish on their own (their collectives fail at once
            // when a peer's socket closes), then SIGTERM, then SIGKILL: the job never hangs.
            // Rank 0 holds the rendezvous: a rank still connecting to it would wait out
            // distributed.timeout_s, so after rank 0 the others get a second.
            const std::chrono::milliseconds grace = firstFailure == 0 ? std::min(o.grace, std::chrono::milliseconds(1000)) : o.grace;
            const auto waited = std::chrono::steady_clock::now() - failedAt;
            if (escalation == 0 && waited > grace) {
                o.log(msg("ranks still running %1 s after rank %2 failed: sending SIGTERM", static_cast<long long>((grace.count() + 999) / 1000),
                          firstFailure));
                ranks.signalAll(SIGTERM);
                escalation = 1;
            } else if (escalation == 1 && waited > 2 * grace) {
                o.log(msg("sending SIGKILL to the ranks still running"));
                ranks.signalAll(SIGKILL);
                escalation = 2;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (quitNow)
        return ExitStoppedWithoutCheckpoint;
    if (firstFailure >= 0)
        return failureCode;
    return interrupted > 0 ? ExitInterrupted : ExitSuccess;
}

} // namespace lathe::core
