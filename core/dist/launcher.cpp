#include "launcher.h"

#include "util/errors.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <thread>

namespace lathe::core {

namespace {

std::atomic<int> g_forward{0}; // a signal the supervisor received, to pass on to the ranks

void onSupervisorSignal(int signal)
{
    g_forward = signal;
}

Message describeStatus(int status)
{
    if (WIFSIGNALED(status)) {
        const int s = WTERMSIG(status);
        const char* name = sigdescr_np(s);
        return name ? msg("was killed by signal %1 (%2)", s, name) : msg("was killed by signal %1", s);
    }
    return msg("exited with code %1", WEXITSTATUS(status));
}

int exitCodeOf(int status)
{
    if (WIFSIGNALED(status))
        return ExitRuntimeError;
    return WEXITSTATUS(status);
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
    std::vector<pid_t> pids(static_cast<std::size_t>(o.ranks), -1);
    std::vector<char*> argv;
    for (const auto& a : o.args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);

    g_forward = 0;
    struct sigaction action{}, oldInt{}, oldTerm{};
    action.sa_handler = onSupervisorSignal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &oldInt);
    sigaction(SIGTERM, &action, &oldTerm);

    for (int r = 0; r < o.ranks; ++r) {
        const pid_t pid = ::fork();
        if (pid < 0)
            throw std::runtime_error(std::string("cannot start rank ") + std::to_string(r) + ": " + std::strerror(errno));
        if (pid == 0) {
            sigaction(SIGINT, &oldInt, nullptr);
            sigaction(SIGTERM, &oldTerm, nullptr);
            // Out of the terminal's process group: Ctrl-C reaches the supervisor, which passes it
            // on once to every rank (else each would get it twice, the second meaning "quit now").
            ::setpgid(0, 0);
            // A supervisor that dies (kill -9) takes its ranks with it.
            ::prctl(PR_SET_PDEATHSIG, SIGTERM);
            ::setenv("RANK", std::to_string(r).c_str(), 1);
            ::setenv("LOCAL_RANK", std::to_string(r).c_str(), 1);
            ::setenv("WORLD_SIZE", std::to_string(o.ranks).c_str(), 1);
            ::setenv("LOCAL_WORLD_SIZE", std::to_string(o.ranks).c_str(), 1);
            ::setenv("MASTER_ADDR", "127.0.0.1", 1);
            ::setenv("MASTER_PORT", std::to_string(port).c_str(), 1);
            ::setenv("LATHE_LAUNCHER", "lathe", 1);
            ::execv(o.program.c_str(), argv.data());
            const std::string msg = "rank " + std::to_string(r) + ": cannot run " + o.program + ": " + std::strerror(errno) + "\n";
            [[maybe_unused]] auto n = ::write(STDERR_FILENO, msg.data(), msg.size());
            std::_Exit(ExitRuntimeError);
        }
        pids[static_cast<std::size_t>(r)] = pid;
    }
    o.log(msg("started %1 ranks (rendezvous 127.0.0.1:%2)", o.ranks, port));

    int running = o.ranks;
    int firstFailure = -1, failureCode = ExitSuccess, interrupted = 0;
    std::chrono::steady_clock::time_point failedAt;
    int escalation = 0; // 1: SIGTERM sent, 2: SIGKILL sent
    const auto signalAll = [&](int signal) {
        for (pid_t pid : pids) {
            if (pid > 0)
                ::kill(pid, signal);
        }
    };
    while (running > 0) {
        if (const int s = g_forward.exchange(0); s != 0)
            signalAll(s); // a signal to the supervisor alone (the GUI's Stop, Slurm, kill)
        int status = 0;
        const pid_t done = ::waitpid(-1, &status, WNOHANG);
        if (done > 0) {
            for (int r = 0; r < o.ranks; ++r) {
                if (pids[static_cast<std::size_t>(r)] != done)
                    continue;
                pids[static_cast<std::size_t>(r)] = -1;
                --running;
                const int code = exitCodeOf(status);
                if (code == ExitInterrupted)
                    ++interrupted;
                if (code != ExitSuccess && code != ExitInterrupted && firstFailure < 0) {
                    firstFailure = r;
                    failureCode = code;
                    failedAt = std::chrono::steady_clock::now();
                    o.log(running > 0 ? msg("rank %1 (pid %2) %3; stopping the other ranks", r, done, describeStatus(status))
                                      : msg("rank %1 (pid %2) %3", r, done, describeStatus(status)));
                }
            }
            continue;
        }
        if (firstFailure >= 0 && running > 0) {
            const auto waited = std::chrono::steady_clock::now() - failedAt;
            if (escalation == 0 && waited > o.grace) {
                o.log(msg("ranks still running %1 s after rank %2 failed: sending SIGTERM", static_cast<long long>(o.grace.count() / 1000),
                          firstFailure));
                signalAll(SIGTERM);
                escalation = 1;
            } else if (escalation == 1 && waited > 2 * o.grace) {
                o.log(msg("sending SIGKILL to the ranks still running"));
                signalAll(SIGKILL);
                escalation = 2;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    sigaction(SIGINT, &oldInt, nullptr);
    sigaction(SIGTERM, &oldTerm, nullptr);
    if (firstFailure >= 0)
        return failureCode;
    return interrupted > 0 ? ExitInterrupted : ExitSuccess;
}

} // namespace lathe::core
