#pragma once
// A folder one process writes at a time: an advisory lock (flock) on FOLDER/.lathe-lock, held while
// the object lives and given back by the kernel when the process ends, however it ends. The run
// folder of a training (a second `train --resume` of the same run would interleave two writers and
// lose epochs from metrics.jsonl). A file system without locks (some network ones) is not locked.

#include <filesystem>

namespace lathe::core {

class FolderLock {
public:
    // Throws MessageError naming the folder and the process that holds it.
    explicit FolderLock(const std::filesystem::path& folder);
    ~FolderLock();
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;

    static constexpr const char* kFile = ".lathe-lock";

private:
    int m_fd = -1;
};

} // namespace lathe::core
