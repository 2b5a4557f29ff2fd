#pragma once
// CSV tables larger than memory (loader.stream): the encoded feature rows stay in a file (a table
// cache entry, or a temporary file when the cache is off) and the loader reads them a chunk at a time;
// the fills and the scaling that an in-memory table gets once are applied to every batch instead.

#include "tablecache.h"

#include <ATen/core/Tensor.h>

#include <cstdint>
#include <filesystem>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace lathe::core {

// A file of float32 rows, open for reading (an open descriptor: the file may be unlinked or renamed
// meanwhile, as a temporary file or a cache entry evicted by another run is).
class TableFile {
public:
    // Opens `path` holding `rows` rows of `width` floats: a DataError naming it when it cannot be
    // opened or is shorter than that.
    TableFile(const std::string& path, std::int64_t rows, std::int64_t width);
    ~TableFile();
    TableFile(const TableFile&) = delete;
    TableFile& operator=(const TableFile&) = delete;

    std::int64_t rows() const { return m_rows; }
    std::int64_t width() const { return m_width; }
    const std::string& name() const { return m_name; }
    // Rows [first, first + count) into `out` (count × width floats). Throws DataError on a read error.
    void read(std::int64_t first, std::int64_t count, float* out) const;
    // Asks the kernel to start reading rows [first, first + count) into the page cache (no wait).
    void willNeed(std::int64_t first, std::int64_t count) const;

private:
    std::string m_name;
    int m_fd = -1;
    std::int64_t m_rows = 0, m_width = 0;
};

// A file written from its start (O_RDWR: it can be read back). Failed writes, a full disk among them,
// throw a DataError naming it; `anonymous` unlinks it at once, so it disappears with the descriptor
// even when the process is killed.
class OutputFile {
public:
    OutputFile(const std::string& path, bool anonymous);
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;
    void write(const void* data, std::size_t bytes);
    // Reads `bytes` at `offset` of what was written.
    void read(std::int64_t offset, void* data, std::size_t bytes) const;
    void close(); // reports a write error the kernel held back
    const std::string& name() const { return m_name; }

private:
    std::string m_name;
    int m_fd = -1;
};

// Reads rows of a TableFile through a cache of chunks (about 4 MiB of consecutive rows each), least
// recently used first out: a batch of a shuffle window finds its chunks in memory. Shared by a loader's
// worker threads; a chunk two of them need at once is read once.
class TableChunks {
public:
    TableChunks(std::shared_ptr<const TableFile> file, std::int64_t capacityBytes, std::int64_t chunkBytes = kChunkBytes);
    static constexpr std::int64_t kChunkBytes = 4 << 20;
    // Copies rows `rows[0 .. n)` of the file, in that order, into `out` [n, width].
    void gather(const std::int64_t* rows, std::int64_t n, float* out);
    // Has the kernel read ahead the chunks of `rows` that are not in the cache (for a batch to come).
    void readAhead(const std::int64_t* rows, std::int64_t n);
    std::int64_t chunkRows() const { return m_chunkRows; }
    // Rows per chunk for rows of `width` floats.
    static std::int64_t chunkRowsFor(std::int64_t width, std::int64_t chunkBytes = kChunkBytes);

private:
    struct Chunk;
    std::shared_ptr<Chunk> chunk(std::int64_t id);

    std::shared_ptr<const TableFile> m_file;
    std::int64_t m_chunkRows = 1;
    std::size_t m_capacity = 1; // chunks kept
    std::mutex m_mutex;
    std::list<std::int64_t> m_recent; // most recently used first
    std::unordered_map<std::int64_t, std::pair<std::shared_ptr<Chunk>, std::list<std::int64_t>::iterator>> m_chunks;
    std::unordered_set<std::int64_t> m_advised; // chunks read ahead and not loaded since
};

// The epoch order of a streamed table's `n` training samples: blocks of consecutive samples (block b
// is [blockStarts[b], blockStarts[b + 1]), the last ending at n) in a random order, taken
// `windowBlocks` at a time, the samples of each window shuffled — what a shuffle buffer of
// `windowBlocks` blocks gives while every block is read once per epoch. Deterministic in `generator`.
at::Tensor windowedShuffle(std::int64_t n, const std::vector<std::int64_t>& blockStarts, std::int64_t windowBlocks, at::Generator& generator);

// What a streamed table's rows need per batch to become model inputs: data.missing's fills (and the
// missing-indicator features appended), then data.normalize's scaling — what an in-memory table gets
// once at load time (imputeMissing, scaleFeatures).
struct RowPreparation {
    std::vector<std::pair<std::int64_t, std::vector<float>>> fills; // first feature of a column, the values its features take when missing
    std::vector<std::int64_t> indicatorColumns;                    // feature whose NaN sets a "<column> missing" feature
    std::vector<float> shift, scale;                               // per input feature; empty: no scaling
    // `rows` [n, raw width] float32, filled (and scaled) in place in one pass; returns the model's
    // inputs [n, width]: `rows` itself, or a new tensor when indicator features are appended.
    at::Tensor apply(at::Tensor rows, std::int64_t* filled = nullptr) const;
    std::int64_t addedColumns() const { return static_cast<std::int64_t>(indicatorColumns.size()); }
};

// Whether loader.stream streams the CSV tables `files` (`bytes` of CSV in all, with the validation and
// test files): "on", "off", or "auto": when their rows would take more than half of the available
// host memory (estimated from the first MiB of the first file). Logs why when it streams.
bool streamTable(const Config& config, const std::vector<std::filesystem::path>& files, std::uintmax_t bytes, const DataLog& log);
// That estimate: the float32 bytes of the rows of `bytes` of a table whose first bytes are `head` (its
// lines, and the fields of its first data line; categories' one-hot features left out: a lower bound),
// read as the reader reads it (UTF-16 decoded, tabs, semicolons or commas). -1 when `head` holds fewer than two lines.
double estimatedRowBytes(std::string head, std::uintmax_t bytes);

// Reads the tables of `fileSets` (training, validation, test; the last two may be empty) into splits
// whose feature rows stay on disk: encoded once into the table cache entry for `key` (which a later run
// opens again), or into temporary files when `key` is empty or the entry is too large to keep. Sets
// out's names, columns and missing-value counts as the in-memory reader does. Throws DataError.
CachedTable readStreamedTable(const Config& config, const std::vector<std::vector<std::filesystem::path>>& fileSets, const std::string& key,
                              DataSplits& out, const DataLog& log);

// The fills, the scaling and the constant-column warning of streamed `splits` (the training split
// first), from passes over the training rows a chunk at a time: recorded in `out` as imputeMissing and
// scaleFeatures record them, and applied to every batch through each split's `preparation`. Throws
// DataError for a fill that needs every value of a column at once (median, most_frequent numbers).
void prepareStreamedSplits(DataSplits& out, const DataConfig& config, const std::vector<TensorSplit*>& splits, const DataLog& log);

// The windowedShuffle of a streamed training split: its blocks are its samples in each chunk of the
// file (so a window reads as many chunks as it has blocks), its window `bufferMb` MiB of chunks.
at::Tensor streamedOrder(const TensorSplit& train, double bufferMb, at::Generator& generator);

} // namespace lathe::core
