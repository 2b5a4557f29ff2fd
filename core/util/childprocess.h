#pragma once
// A program run as a child process with its output appended to a file: its own process group (a
// Ctrl-C at the terminal reaches only this process, which passes a stop on once), and it dies with
// the thread that started it (PR_SET_PDEATHSIG), so a killed parent leaves nothing training. Only
// async-signal-safe calls run between fork and exec (argv is built before), so a multi-threaded
// parent may start one from any thread. Used by lathe-cli sweep --parallel: each trial is a process.

#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace lathe::core {

class ChildProcess {
public:
    // Starts `program` with `args` (argv, argv[0] included), stdout and stderr appended to `log`.
    // Throws std::runtime_error naming the program or the log when it cannot.
    ChildProcess(const std::string& program, const std::vector<std::string>& args, const std::filesystem::path& log);
    ~ChildProcess(); // a child still running is sent SIGTERM and waited for
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Whether it has ended, without waiting; then exitCode() holds its exit code (128 + the signal
    // for one killed by a signal, as a shell says).
    bool ended();
    int exitCode() const { return m_code; }
    void signal(int sig); // to its process group

private:
    pid_t m_pid = -1;
    int m_code = -1;
};

} // namespace lathe::core
