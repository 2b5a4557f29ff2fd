#pragma once
// Waits for the files of a folder to change: inotify tells at once where the kernel sees the writes
// (a local disk), and every wait ends after its timeout in any case, which is how a change made on
// another machine is noticed (NFS, sshfs and sync tools do not notify). A writer that appends many
// times a second wakes a waiter at most once per wait, not once per write.

#include <chrono>
#include <filesystem>

namespace lathe::core {

class FolderWatch {
public:
    explicit FolderWatch(const std::filesystem::path& folder);
    ~FolderWatch();
    FolderWatch(const FolderWatch&) = delete;
    FolderWatch& operator=(const FolderWatch&) = delete;

    // Whether the kernel notifies (false: every wait lasts its timeout).
    bool notifying() const { return m_fd >= 0; }
    // Returns when a file in the folder was written, created, renamed into it or removed, or after
    // `timeout`; true when it was told of a change. Pending notifications are consumed.
    bool wait(std::chrono::milliseconds timeout);

private:
    int m_fd = -1;
};

} // namespace lathe::core
