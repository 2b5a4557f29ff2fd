#pragma once
// A file mapped read-only whose reading survives the file being cut short by another program. A
// plain mapping of a file that shrinks under it ends the process with SIGBUS at the first page past
// the new end (another program rewriting the CSV a prediction is reading, a sync client replacing
// it). Here a process-wide SIGBUS handler puts zero pages over the rest of such a mapping and marks
// it: the reader goes on over zeros and asks shrank() before it trusts what it read. A SIGBUS outside
// every mapping of this kind goes where it went before (the previous handler, or the default end).

#include <cstddef>
#include <memory>

namespace lathe::core {

class MappedFile {
public:
    // Maps the first `size` bytes (more than zero) of the open file `fd`; the descriptor may be
    // closed afterwards. Null when it cannot be mapped (the caller reads the file instead).
    static std::unique_ptr<MappedFile> map(int fd, std::size_t size);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    const char* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    // True once a page past the file's end was touched: the file became shorter while mapped, and
    // from that page on the mapping reads as zeros.
    bool shrank() const;

private:
    MappedFile(const char* data, std::size_t size, int slot)
        : m_data(data)
        , m_size(size)
        , m_slot(slot)
    {
    }
    const char* m_data;
    std::size_t m_size;
    int m_slot; // its place in the handler's table
};

} // namespace lathe::core
