#include "childprocess.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace lathe::core {

ChildProcess::ChildProcess(const std::string& program, const std::vector<std::string>& args, const std::filesystem::path& log)
{
    const int out = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (out < 0)
        throw std::runtime_error("cannot open " + log.string() + ": " + std::strerror(errno));
    std::vector<char*> argv;
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    int ready[2]; // closed on exec; an exec that fails writes its errno
    if (::pipe2(ready, O_CLOEXEC) != 0) {
        ::close(out);
        throw std::runtime_error(std::string("cannot start a process: ") + std::strerror(errno));
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        ::dup2(out, STDOUT_FILENO);
        ::dup2(out, STDERR_FILENO);
        ::execv(program.c_str(), argv.data());
        const int error = errno;
        [[maybe_unused]] const auto written = ::write(ready[1], &error, sizeof error);
        ::_exit(127);
    }
    const int forkError = errno;
    ::close(out);
    ::close(ready[1]);
    if (pid < 0) {
        ::close(ready[0]);
        throw std::runtime_error("cannot start " + program + ": " + std::strerror(forkError));
    }
    int execError = 0;
    const auto got = ::read(ready[0], &execError, sizeof execError);
    ::close(ready[0]);
    m_pid = pid;
    if (got == static_cast<ssize_t>(sizeof execError)) {
        int status = 0;
        ::waitpid(pid, &status, 0); // it exits at once
        m_pid = -1;
        throw std::runtime_error("cannot start " + program + ": " + std::strerror(execError));
    }
}

ChildProcess::~ChildProcess()
{
    if (m_pid > 0 && !ended()) {
        signal(SIGTERM);
        int status = 0;
        ::waitpid(m_pid, &status, 0);
    }
}

bool ChildProcess::ended()
{
    if (m_code >= 0 || m_pid <= 0)
        return true;
    int status = 0;
    const pid_t r = ::waitpid(m_pid, &status, m_code < 0 ? WNOHANG : 0);
    if (r != m_pid)
        return false;
    m_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return true;
}

void ChildProcess::signal(int sig)
{
    if (m_pid > 0 && m_code < 0)
        ::kill(-m_pid, sig);
}

} // namespace lathe::core
