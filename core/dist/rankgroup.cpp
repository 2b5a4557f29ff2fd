#include "rankgroup.h"

#include "util/errors.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace lathe::core {

namespace {

// This process's environment with the rank's variables set (replacing any of the same name).
std::vector<std::string> rankEnvironment(int rank, int worldSize, int port, bool records)
{
    const std::vector<std::pair<std::string, std::string>> set{{"RANK", std::to_string(rank)},
                                                                {"LOCAL_RANK", std::to_string(rank)},
                                                                {"WORLD_SIZE", std::to_string(worldSize)},
                                                                {"LOCAL_WORLD_SIZE", std::to_string(worldSize)},
                                                                {"MASTER_ADDR", "127.0.0.1"},
                                                                {"MASTER_PORT", std::to_string(port)},
                                                                {"LATHE_LAUNCHER", "lathe"},
                                                                {"LATHE_LOG_RECORDS", records ? "1" : "0"}};
    std::vector<std::string> env;
    for (char** e = environ; e && *e; ++e) {
        const std::string entry = *e;
        const std::string name = entry.substr(0, entry.find('='));
        bool replaced = false;
        for (const auto& [k, v] : set)
            replaced = replaced || k == name;
        if (!replaced)
            env.push_back(entry);
    }
    for (const auto& [k, v] : set)
        env.push_back(k + "=" + v);
    return env;
}

} // namespace

RankGroup::RankGroup(Options options)
    : m_options(std::move(options))
{
}

RankGroup::~RankGroup()
{
    if (m_finisher.joinable())
        m_finisher.join();
    else if (reap() > 0) { // never finished: the ranks go with the group
        signalAll(SIGKILL);
        while (reap() > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (m_wake[1] >= 0)
        [[maybe_unused]] auto n = ::write(m_wake[1], "x", 1);
    if (m_reader.joinable())
        m_reader.join();
    for (int fd : m_pipes) {
        if (fd >= 0)
            ::close(fd);
    }
    for (int fd : m_wake) {
        if (fd >= 0)
            ::close(fd);
    }
}

void RankGroup::start()
{
    const bool records = static_cast<bool>(m_options.line);
    std::vector<char*> argv;
    for (const auto& a : m_options.args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const pid_t supervisor = ::getpid();
    for (int r = m_options.firstRank; r < m_options.worldSize; ++r) {
        const std::vector<std::string> env = rankEnvironment(r, m_options.worldSize, m_options.port, records);
        std::vector<char*> envp;
        for (const auto& e : env)
            envp.push_back(const_cast<char*>(e.c_str()));
        envp.push_back(nullptr);
        int out[2] = {-1, -1};
        if (records && ::pipe2(out, O_CLOEXEC) != 0)
            throw std::runtime_error("cannot start rank " + std::to_string(r) + ": " + std::strerror(errno));
        const pid_t pid = ::fork();
        if (pid < 0) {
            const std::string why = std::strerror(errno);
            if (records) {
                ::close(out[0]);
                ::close(out[1]);
            }
            throw std::runtime_error("cannot start rank " + std::to_string(r) + ": " + why);
        }
        if (pid == 0) { // async-signal-safe calls only, up to exec
            struct sigaction fallback{};
            fallback.sa_handler = SIG_DFL;
            ::sigaction(SIGINT, &fallback, nullptr);
            ::sigaction(SIGTERM, &fallback, nullptr);
            // Out of the terminal's process group: Ctrl-C reaches the supervisor, which passes it on
            // once to every rank (else each would get it twice, the second meaning "quit now").
            ::setpgid(0, 0);
            // A supervisor that dies (kill -9) takes its ranks with it.
            ::prctl(PR_SET_PDEATHSIG, SIGTERM);
            if (::getppid() != supervisor)
                ::_exit(ExitRuntimeError);
            if (records)
                ::dup2(out[1], STDERR_FILENO);
            ::execve(m_options.program.c_str(), argv.data(), envp.data());
            static const char failed[] = "lathe: a rank could not run its program\n";
            [[maybe_unused]] auto n = ::write(STDERR_FILENO, failed, sizeof failed - 1);
            ::_exit(ExitRuntimeError);
        }
        std::lock_guard lock(m_mutex);
        m_pids.push_back(pid);
        if (records) {
            ::close(out[1]);
            m_pipes.push_back(out[0]);
        }
    }
    if (records) {
        if (::pipe2(m_wake, O_CLOEXEC) != 0)
            throw std::runtime_error(std::string("cannot watch the ranks: ") + std::strerror(errno));
        m_reader = std::thread([this] { readLines(); });
    }
}

void RankGroup::readLines()
{
    std::vector<std::string> partial(m_pipes.size());
    std::vector<int> open = m_pipes;
    // One read from rank i's pipe: its complete lines passed on; the bytes read, 0 at the end of its
    // stderr (the rank ended), after what was left without a newline.
    const auto consume = [&](std::size_t i) -> ssize_t {
        char buffer[4096];
        const ssize_t n = ::read(open[i], buffer, sizeof buffer);
        if (n <= 0) {
            if (!partial[i].empty())
                m_options.line(m_options.firstRank + static_cast<int>(i), partial[i]);
            partial[i].clear();
            open[i] = -1;
            return 0;
        }
        partial[i].append(buffer, static_cast<std::size_t>(n));
        for (std::size_t eol; (eol = partial[i].find('\n')) != std::string::npos;) {
            const std::string line = partial[i].substr(0, eol);
            partial[i].erase(0, eol + 1);
            if (!line.empty())
                m_options.line(m_options.firstRank + static_cast<int>(i), line);
        }
        return n;
    };
    for (;;) {
        std::vector<pollfd> fds{{m_wake[0], POLLIN, 0}};
        for (int fd : open)
            fds.push_back({fd, static_cast<short>(fd >= 0 ? POLLIN : 0), 0});
        bool any = false;
        for (int fd : open)
            any = any || fd >= 0;
        if (!any)
            return;
        if (::poll(fds.data(), fds.size(), -1) < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        if (fds[0].revents != 0) {
            // The group is going: what the ranks wrote before they ended is still in the pipes (a
            // rank's last words are often why it failed). Read what each pipe holds now — no more: a
            // process the rank left behind may go on writing to it — then pass on what is left
            // without a newline.
            for (std::size_t i = 0; i < open.size(); ++i) {
                int queued = 0;
                if (open[i] >= 0 && ::ioctl(open[i], FIONREAD, &queued) != 0)
                    queued = 0;
                for (ssize_t n = 1; open[i] >= 0 && queued > 0 && n > 0; queued -= static_cast<int>(n))
                    n = consume(i);
                if (open[i] >= 0 && !partial[i].empty())
                    m_options.line(m_options.firstRank + static_cast<int>(i), partial[i]);
            }
            return;
        }
        for (std::size_t i = 0; i < open.size(); ++i)
            if (open[i] >= 0 && fds[i + 1].revents != 0)
                consume(i);
    }
}

void RankGroup::signalAll(int signal)
{
    std::lock_guard lock(m_mutex);
    // The rank's whole process group (it has one of its own): what it started goes with it. Right
    // after fork the child may not have made its group yet: then the rank alone.
    for (pid_t pid : m_pids) {
        if (pid > 0 && ::kill(-pid, signal) != 0)
            ::kill(pid, signal);
    }
}

int RankGroup::reap()
{
    std::lock_guard lock(m_mutex);
    int running = 0;
    for (std::size_t i = 0; i < m_pids.size(); ++i) {
        if (m_pids[i] <= 0)
            continue;
        int status = 0;
        const pid_t done = ::waitpid(m_pids[i], &status, WNOHANG);
        if (done == m_pids[i] || (done < 0 && errno == ECHILD)) {
            m_ended.push_back({m_options.firstRank + static_cast<int>(i), m_pids[i], done < 0 ? 0 : status});
            m_pids[i] = -1;
        } else {
            ++running;
        }
    }
    return running;
}

std::vector<RankGroup::Ended> RankGroup::takeEnded()
{
    std::lock_guard lock(m_mutex);
    std::vector<Ended> out;
    out.swap(m_ended);
    return out;
}

void RankGroup::finish(std::chrono::milliseconds grace)
{
    if (m_finisher.joinable())
        return;
    m_finisher = std::thread([this, grace] {
        const auto start = std::chrono::steady_clock::now();
        int escalation = 0;
        while (reap() > 0) {
            const auto waited = std::chrono::steady_clock::now() - start;
            if (escalation == 0 && waited > grace) {
                signalAll(SIGTERM);
                escalation = 1;
            } else if (escalation == 1 && waited > 2 * grace) {
                signalAll(SIGKILL);
                escalation = 2;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
    });
}

int RankGroup::exitCodeOf(int status)
{
    if (WIFSIGNALED(status))
        return ExitRuntimeError;
    return WEXITSTATUS(status);
}

Message RankGroup::describe(int status)
{
    if (WIFSIGNALED(status)) {
        const int s = WTERMSIG(status);
        const char* name = sigdescr_np(s);
        return name ? msg("was killed by signal %1 (%2)", s, name) : msg("was killed by signal %1", s);
    }
    return msg("exited with code %1", WEXITSTATUS(status));
}

} // namespace lathe::core
