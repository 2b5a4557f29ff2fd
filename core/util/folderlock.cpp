#include "folderlock.h"

#include "message.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <exception>
#include <string>

namespace lathe::core {

namespace {

// "PID HOST" as the lock's file holds it; nothing when it does not.
std::optional<FolderLock::Holder> holderIn(int fd)
{
    char text[320] = {};
    const ssize_t n = ::pread(fd, text, sizeof text - 1, 0);
    std::string line(text, n > 0 ? static_cast<std::size_t>(n) : 0);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
        line.pop_back();
    const std::size_t space = line.find(' ');
    if (space == std::string::npos || space == 0)
        return std::nullopt;
    FolderLock::Holder holder;
    holder.host = line.substr(space + 1);
    try {
        holder.pid = std::stol(line.substr(0, space));
    } catch (const std::exception&) {
        return std::nullopt;
    }
    return holder;
}

} // namespace

FolderLock::FolderLock(const std::filesystem::path& folder)
{
    const std::filesystem::path file = folder / kFile;
    m_fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (m_fd < 0)
        return; // a read-only folder: the writes that follow say so, naming their file
    if (::flock(m_fd, LOCK_EX | LOCK_NB) == 0) {
        // Who holds it, for the process that finds it held: "PID HOST".
        char host[256] = {};
        if (::gethostname(host, sizeof host - 1) != 0)
            host[0] = '\0';
        const std::string holder = std::to_string(::getpid()) + " " + host + "\n";
        if (::ftruncate(m_fd, 0) == 0)
            (void)!::pwrite(m_fd, holder.data(), holder.size(), 0);
        return;
    }
    const int error = errno;
    if (error != EWOULDBLOCK) { // no locks on this file system: go on unlocked
        ::close(m_fd);
        m_fd = -1;
        return;
    }
    const std::optional<Holder> holder = holderIn(m_fd);
    ::close(m_fd);
    m_fd = -1;
    throw MessageError(inUse(folder, holder.value_or(Holder{})));
}


Message FolderLock::inUse(const std::filesystem::path& folder, const Holder& holder)
{
    const std::string file = (folder / kFile).string();
    // A lock outlives its process only where a network file system lost the node that held it: how to
    // go on then is said too.
    return holder.pid <= 0 || holder.host.empty()
               ? msg("%1 is in use by another Lathe process: a run folder is written by one process at a time. If that process "
                     "has ended (a node lost on a network file system can leave its lock behind), delete %2 and try again.",
                     folder.string(), file)
               : msg("%1 is in use by another Lathe process (PID %2 on %3): a run folder is written by one process at a time. If "
                     "that process has ended (a node lost on a network file system can leave its lock behind), delete %4 and try again.",
                     folder.string(), std::to_string(holder.pid), holder.host, file);
}

std::optional<FolderLock::Holder> FolderLock::liveHolder(const std::filesystem::path& folder)
{
    const int fd = ::open((folder / kFile).c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    if (::flock(fd, LOCK_SH | LOCK_NB) == 0 || errno != EWOULDBLOCK) { // free (let go at once), or no locks here
        ::close(fd);
        return std::nullopt;
    }
    const std::optional<Holder> holder = holderIn(fd);
    ::close(fd);
    return holder ? holder : std::optional<Holder>(Holder{});
}

std::optional<FolderLock::Holder> FolderLock::endedHolder(const std::filesystem::path& folder)
{
    const int fd = ::open((folder / kFile).c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    const std::optional<Holder> found = holderIn(fd);
    ::close(fd);
    if (!found)
        return std::nullopt;
    const Holder holder = *found;
    char host[256] = {};
    if (holder.pid <= 0 || ::gethostname(host, sizeof host - 1) != 0 || holder.host != host)
        return std::nullopt;
    if (::kill(static_cast<pid_t>(holder.pid), 0) == 0 || errno != ESRCH)
        return std::nullopt; // still running (or not ours to signal: running all the same)
    // No such process here, but it may run in another PID namespace on this host (a container with
    // the host's network): its lock would still be held. Probed once, and let go at once.
    const int probe = ::open((folder / kFile).c_str(), O_RDONLY | O_CLOEXEC);
    if (probe < 0)
        return std::nullopt;
    const bool free = ::flock(probe, LOCK_SH | LOCK_NB) == 0;
    ::close(probe);
    return free ? std::optional<Holder>(holder) : std::nullopt;
}

FolderLock::~FolderLock()
{
    if (m_fd >= 0)
        ::close(m_fd); // and with it the lock
}

} // namespace lathe::core
