#pragma once
// A folder one process writes at a time: an advisory lock (flock) on FOLDER/.lathe-lock, held while
// the object lives and given back by the kernel when the process ends, however it ends. The run
// folder of a training (a second `train --resume` of the same run would interleave two writers and
// lose epochs from metrics.jsonl). A file system without locks (some network ones) is not locked.

#include "message.h"

#include <filesystem>
#include <optional>
#include <string>

namespace lathe::core {

class FolderLock {
public:
    // Throws MessageError naming the folder and the process that holds it.
    explicit FolderLock(const std::filesystem::path& folder);
    ~FolderLock();
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;

    static constexpr const char* kFile = ".lathe-lock";

    // The process that last took `folder`'s lock ("PID HOST"), when it ran on this machine and has
    // ended: a run whose writer was killed (kill -9, rank 0 of a job lost) leaves no summary, and
    // nothing else will say that it ended. Nothing when the lock's file is absent or names another
    // machine (which cannot be asked) or a process that still runs (or whose lock is still held: one in
    // another PID namespace).
    struct Holder {
        long pid = 0;
        std::string host;
    };
    static std::optional<Holder> endedHolder(const std::filesystem::path& folder);
    // The process that holds `folder`'s lock now (pid 0 when its file does not say), found by a probe
    // that takes nothing and writes nothing; nothing when the lock is free or there is none. A process
    // asks it about a folder it may write into beside the run's writer (evaluate's evaluation.json).
    static std::optional<Holder> liveHolder(const std::filesystem::path& folder);
    // What a process finding `folder` held is told (holder.pid 0: not known).
    static Message inUse(const std::filesystem::path& folder, const Holder& holder);

private:
    int m_fd = -1;
};

} // namespace lathe::core
