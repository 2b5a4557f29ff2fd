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
};

// Smaller tables are read, not cached: parsing them takes less than the cache would save.
inline constexpr std::uintmax_t kTableCacheMinBytes = 4u << 20;

// $LATHE_CACHE_DIR, else $XDG_CACHE_HOME/lathe/tables, else ~/.cache/lathe/tables.
std::filesystem::path tableCacheDir();

// The key of a table: the settings that shape its encoding and every file's path, size and
// modification time (train, validation and test sets, in order). Throws nothing.
std::string tableCacheKey(const DataConfig& data, const std::vector<std::vector<std::filesystem::path>>& fileSets);

// The entry for `key`, its tensors mapped from disk (copy on write), or nullopt when there is none or
// it cannot be used (`why` says why, for the log, when it exists but is damaged).
std::optional<CachedTable> loadCachedTable(const std::string& key, std::string* why = nullptr);

// Writes the entry for `key`, then removes the oldest entries until the cache is within `limitBytes`.
// Returns an empty string, or why it did not store it (a full disk, an entry larger than the limit):
// the run goes on either way.
std::string storeCachedTable(const std::string& key, const CachedTable& table, std::uintmax_t limitBytes);

} // namespace lathe::core
