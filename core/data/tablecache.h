#pragma once
// The per-user cache of parsed CSV tables: what reading a table produced (its rows encoded, before
// the split, the fills and the scaling), kept on disk so that the next run on the same files and
// settings maps it instead of parsing it again (data.cache). An entry is keyed by the files' paths,
// sizes and modification times and by the settings that shape the encoding; it is written to a
// temporary folder and renamed, so a killed run leaves no half entry, and the oldest entries go when
// the cache passes data.cache_limit_gb.

#include "dataset.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

struct CachedTable {
    TensorSplit train, val, test; // as read: rows without a target (or, under drop_rows, with a hole) left out
    bool haveVal = false, haveTest = false;
    std::vector<std::string> featureNames, classNames, targetNames;
    std::vector<RawColumn> rawColumns;
    Json missing; // DataSplits::quality["missing"] as reading found it
    Json unseen;  // DataSplits::quality["unseen_categories"] (UnseenCategories::toJson); null when none
    std::vector<Message> findings; // what reading the files found (TabularEncoder::takeFindings), said again on a hit
};

// Smaller tables are read, not cached: parsing them takes less than the cache would save.
inline constexpr std::uintmax_t kTableCacheMinBytes = 4u << 20;

// $LATHE_CACHE_DIR, else $XDG_CACHE_HOME/lathe/tables, else ~/.cache/lathe/tables.
std::filesystem::path tableCacheDir();

// The key of a table: the settings that shape its encoding and every file's path, size and
// modification time (train, validation and test sets, in order). Throws nothing.
std::string tableCacheKey(const DataConfig& data, const std::vector<std::vector<std::filesystem::path>>& fileSets);

// The entry for `key`, or nullopt when there is none or it cannot be used (`why` says why, for the
// log, when it exists but is damaged). Its tensors are mapped from disk (copy on write); `streamed`
// leaves the feature rows on disk instead (TensorSplit::table, for the loader to read) and maps only
// the targets.
std::optional<CachedTable> loadCachedTable(const std::string& key, std::string* why = nullptr, bool streamed = false);

// An entry being written: one file per tensor in a temporary folder beside the entries, renamed into
// place by commit(); removed unless committed (so a killed run leaves no half entry, and a run
// without the cache can use the same files as temporary ones).
class CacheEntryWriter {
public:
    // `key` empty: a folder of temporary files only, never committed. Throws DataError when the
    // folder cannot be made.
    explicit CacheEntryWriter(const std::string& key);
    ~CacheEntryWriter();
    CacheEntryWriter(const CacheEntryWriter&) = delete;
    CacheEntryWriter& operator=(const CacheEntryWriter&) = delete;

    // Where the tensor `part` ("train.inputs", "train.targets", "val.inputs", … "test.targets") goes.
    std::string file(const std::string& part) const;
    // Records a part the caller wrote to file(part) itself.
    void add(const std::string& part, const std::vector<std::int64_t>& shape, at::ScalarType type);
    // Writes `x` to file(part) and records it.
    void write(const std::string& part, const at::Tensor& x);
    // Writes meta.json (the names and columns of `table`; its tensors are the parts written), renames
    // the folder into place and removes the least recently used entries past `limitBytes`. Returns an
    // empty string, or why the entry was not stored (too large, a full disk): the run goes on either way.
    std::string commit(const CachedTable& table, std::uintmax_t limitBytes);

private:
    std::string m_key;
    std::filesystem::path m_dir, m_tmp, m_folder;
    Json m_parts = Json::object();
    bool m_committed = false;
};

// Writes the entry for `key` from tensors in memory (CacheEntryWriter::write for each, then commit).
std::string storeCachedTable(const std::string& key, const CachedTable& table, std::uintmax_t limitBytes);

} // namespace lathe::core
