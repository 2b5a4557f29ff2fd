#include "tablestream.h"

#include "dataset.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lathe::core {

namespace {

// pread until `bytes` are read: a DataError naming `name` at a read error or an early end.
void readFully(int fd, std::int64_t offset, void* data, std::size_t bytes, const std::string& name)
{
    auto* p = static_cast<char*>(data);
    while (bytes > 0) {
        const ssize_t got = ::pread(fd, p, bytes, static_cast<off_t>(offset));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            throw DataError(msg("%1: read error at byte %2 (%3)", name, offset,
                                got == 0 ? msg("the file ends early") : Message::plain(std::strerror(errno))));
        p += got;
        offset += got;
        bytes -= static_cast<std::size_t>(got);
    }
}

} // namespace

OutputFile::OutputFile(const std::string& path, bool anonymous)
    : m_name(path)
{
    m_fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (m_fd < 0)
        throw DataError(msg("%1: cannot be created (%2)", path, std::string(std::strerror(errno))));
    if (anonymous)
        ::unlink(path.c_str());
}

OutputFile::~OutputFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void OutputFile::write(const void* data, std::size_t bytes)
{
    const auto* p = static_cast<const char*>(data);
    while (bytes > 0) {
        const ssize_t put = ::write(m_fd, p, bytes);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            throw DataError(msg("%1: cannot be written (%2)", m_name, std::string(std::strerror(put < 0 ? errno : ENOSPC))));
        p += put;
        bytes -= static_cast<std::size_t>(put);
    }
}

void OutputFile::read(std::int64_t offset, void* data, std::size_t bytes) const
{
    readFully(m_fd, offset, data, bytes, m_name);
}

void OutputFile::close()
{
    const int fd = m_fd;
    m_fd = -1;
    if (fd >= 0 && ::close(fd) != 0)
        throw DataError(msg("%1: cannot be written (%2)", m_name, std::string(std::strerror(errno))));
}

TableFile::TableFile(const std::string& path, std::int64_t rows, std::int64_t width)
    : m_name(path)
    , m_rows(rows)
    , m_width(width)
{
    m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (m_fd < 0)
        throw DataError(msg("%1: cannot be opened (%2)", path, std::string(std::strerror(errno))));
    struct stat st {};
    if (::fstat(m_fd, &st) != 0 || st.st_size < rows * width * static_cast<std::int64_t>(sizeof(float))) {
        ::close(m_fd);
        throw DataError(msg("%1: holds fewer than the %2 rows it should", path, rows));
    }
#ifdef POSIX_FADV_RANDOM
    ::posix_fadvise(m_fd, 0, 0, POSIX_FADV_RANDOM); // chunks are read in a shuffled order: no read-ahead past them
#endif
}

TableFile::~TableFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void TableFile::read(std::int64_t first, std::int64_t count, float* out) const
{
    readFully(m_fd, first * m_width * static_cast<std::int64_t>(sizeof(float)), out,
              static_cast<std::size_t>(count * m_width) * sizeof(float), m_name);
}

void TableFile::willNeed(std::int64_t first, std::int64_t count) const
{
#ifdef POSIX_FADV_WILLNEED
    const std::int64_t rowBytes = m_width * static_cast<std::int64_t>(sizeof(float));
    ::posix_fadvise(m_fd, static_cast<off_t>(first * rowBytes), static_cast<off_t>(count * rowBytes), POSIX_FADV_WILLNEED);
#else
    (void)first;
    (void)count;
#endif
}

struct TableChunks::Chunk {
    std::once_flag loaded;
    std::vector<float> rows;
};

std::int64_t TableChunks::chunkRowsFor(std::int64_t width, std::int64_t chunkBytes)
{
    return std::max<std::int64_t>(1, chunkBytes / (std::max<std::int64_t>(width, 1) * static_cast<std::int64_t>(sizeof(float))));
}

TableChunks::TableChunks(std::shared_ptr<const TableFile> file, std::int64_t capacityBytes, std::int64_t chunkBytes)
    : m_file(std::move(file))
    , m_chunkRows(chunkRowsFor(m_file->width(), chunkBytes))
{
    const std::int64_t bytes = m_chunkRows * m_file->width() * static_cast<std::int64_t>(sizeof(float));
    m_capacity = static_cast<std::size_t>(std::max<std::int64_t>(2, capacityBytes / std::max<std::int64_t>(bytes, 1)));
}

std::shared_ptr<TableChunks::Chunk> TableChunks::chunk(std::int64_t id)
{
    std::shared_ptr<Chunk> c;
    {
        std::lock_guard lock(m_mutex);
        if (auto it = m_chunks.find(id); it != m_chunks.end()) {
            m_recent.splice(m_recent.begin(), m_recent, it->second.second);
            c = it->second.first;
        } else {
            c = std::make_shared<Chunk>();
            m_advised.erase(id);
            m_recent.push_front(id);
            m_chunks.emplace(id, std::make_pair(c, m_recent.begin()));
            while (m_chunks.size() > m_capacity) { // the least recently used goes; a thread copying from it keeps it alive
                m_chunks.erase(m_recent.back());
                m_recent.pop_back();
            }
        }
    }
    // Read outside the lock; a second thread asking for the same chunk waits here for the first.
    std::call_once(c->loaded, [&] {
        const std::int64_t first = id * m_chunkRows;
        const std::int64_t count = std::min(m_chunkRows, m_file->rows() - first);
        c->rows.resize(static_cast<std::size_t>(count * m_file->width()));
        m_file->read(first, count, c->rows.data());
    });
    return c;
}

void TableChunks::gather(const std::int64_t* rows, std::int64_t n, float* out)
{
    const std::int64_t width = m_file->width();
    const auto rowBytes = static_cast<std::size_t>(width) * sizeof(float);
    std::vector<std::pair<std::int64_t, std::shared_ptr<Chunk>>> held; // the chunks of this batch, kept until copied
    for (std::int64_t i = 0; i < n; ++i) {
        const std::int64_t row = rows[i];
        if (row < 0 || row >= m_file->rows())
            throw std::out_of_range("row " + std::to_string(row) + " of a table of " + std::to_string(m_file->rows()));
        const std::int64_t id = row / m_chunkRows;
        auto it = std::find_if(held.begin(), held.end(), [&](const auto& h) { return h.first == id; });
        if (it == held.end()) {
            held.emplace_back(id, chunk(id));
            it = held.end() - 1;
        }
        std::memcpy(out + i * width, it->second->rows.data() + (row - id * m_chunkRows) * width, rowBytes);
    }
}

void TableChunks::readAhead(const std::int64_t* rows, std::int64_t n)
{
    std::vector<std::int64_t> ids;
    for (std::int64_t i = 0; i < n; ++i)
        ids.push_back(rows[i] / m_chunkRows);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    {
        std::lock_guard lock(m_mutex); // each chunk once: asking again walks its pages in the kernel again
        if (m_advised.size() > 4 * m_capacity)
            m_advised.clear();
        ids.erase(std::remove_if(ids.begin(), ids.end(), [&](std::int64_t id) { return m_chunks.count(id) > 0 || !m_advised.insert(id).second; }),
                  ids.end());
    }
    for (const std::int64_t id : ids)
        m_file->willNeed(id * m_chunkRows, std::min(m_chunkRows, m_file->rows() - id * m_chunkRows));
}

at::Tensor windowedShuffle(std::int64_t n, const std::vector<std::int64_t>& blockStarts, std::int64_t windowBlocks, at::Generator& generator)
{
    windowBlocks = std::max<std::int64_t>(windowBlocks, 1);
    const auto blocks = static_cast<std::int64_t>(blockStarts.size());
    const auto start = [&](std::int64_t b) { return b < blocks ? blockStarts[static_cast<std::size_t>(b)] : n; };
    const at::Tensor blockOrder = at::randperm(blocks, generator, at::kLong);
    const auto* order = blockOrder.data_ptr<std::int64_t>();
    at::Tensor out = at::empty({n}, at::kLong);
    auto* o = out.data_ptr<std::int64_t>();
    std::int64_t written = 0;
    std::vector<std::int64_t> window;
    for (std::int64_t w = 0; w < blocks; w += windowBlocks) {
        window.clear();
        for (std::int64_t k = w; k < std::min(blocks, w + windowBlocks); ++k)
            for (std::int64_t i = start(order[k]); i < start(order[k] + 1); ++i)
                window.push_back(i);
        const at::Tensor shuffle = at::randperm(static_cast<std::int64_t>(window.size()), generator, at::kLong);
        const auto* s = shuffle.data_ptr<std::int64_t>();
        for (std::size_t i = 0; i < window.size(); ++i)
            o[written++] = window[static_cast<std::size_t>(s[i])];
    }
    return out;
}

at::Tensor streamedOrder(const TensorSplit& train, double bufferMb, at::Generator& generator)
{
    const std::int64_t width = train.table->width();
    const std::int64_t chunkRows = TableChunks::chunkRowsFor(width);
    const auto* rows = train.tableRows.data_ptr<std::int64_t>();
    std::vector<std::int64_t> starts;
    for (std::int64_t i = 0; i < train.size(); ++i)
        if (i == 0 || rows[i] / chunkRows != rows[i - 1] / chunkRows)
            starts.push_back(i);
    const double chunkMb = static_cast<double>(chunkRows * width * static_cast<std::int64_t>(sizeof(float))) / 1048576.0;
    return windowedShuffle(train.size(), starts, std::max<std::int64_t>(1, static_cast<std::int64_t>(bufferMb / chunkMb)), generator);
}

at::Tensor RowPreparation::apply(at::Tensor rows, std::int64_t* filled) const
{
    if (fills.empty() && indicatorColumns.empty() && shift.empty())
        return rows;
    if (!rows.is_contiguous())
        rows = rows.contiguous();
    const std::int64_t n = rows.size(0), width = rows.size(1), outWidth = width + addedColumns();
    at::Tensor out = outWidth == width ? rows : at::empty({n, outWidth}, at::kFloat);
    float* x = rows.data_ptr<float>();
    float* o = out.data_ptr<float>();
    std::int64_t holes = 0;
    for (std::int64_t r = 0; r < n; ++r, x += width, o += outWidth) {
        if (o != x)
            std::copy_n(x, width, o);
        for (std::size_t j = 0; j < indicatorColumns.size(); ++j)
            o[width + static_cast<std::int64_t>(j)] = std::isnan(x[indicatorColumns[j]]) ? 1.0f : 0.0f;
        for (const auto& [first, values] : fills) {
            if (std::isnan(o[first])) {
                std::copy(values.begin(), values.end(), o + first);
                ++holes;
            }
        }
        if (!shift.empty())
            for (std::int64_t k = 0; k < outWidth; ++k)
                o[k] = (o[k] - shift[static_cast<std::size_t>(k)]) / scale[static_cast<std::size_t>(k)];
    }
    if (filled)
        *filled += holes;
    return out;
}

} // namespace lathe::core
