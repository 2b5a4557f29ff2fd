#include "tablecache.h"

#include "config/config.h"
#include "config/json.h"
#include "config/messagejson.h"
#include "rowsources.h"
#include "tablestream.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <dirent.h>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <functional>
#include <memory>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

constexpr int kFormat = 3; // bump when the layout of an entry or the encoding changes (2: a file per tensor; 3: "1.0" is the class "1", nameless columns left out)

// A mapped file, unmapped when the last tensor over it goes.
struct Mapping {
    void* data = MAP_FAILED;
    std::size_t size = 0;
    ~Mapping()
    {
        if (data != MAP_FAILED)
            munmap(data, size);
    }
};

std::string hex(std::uint64_t v)
{
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(v));
    return text;
}

// FNV-1a over the key: a stable name for the folder (the key itself is stored and compared).
std::uint64_t fnv(const std::string& s)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (const unsigned char c : s) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return h;
}

const char* const kParts[] = {"train.inputs", "train.targets", "val.inputs", "val.targets", "test.inputs", "test.targets"};

std::vector<const at::Tensor*> tensorsOf(const CachedTable& t)
{
    return {&t.train.inputs, &t.train.targets, &t.val.inputs, &t.val.targets, &t.test.inputs, &t.test.targets};
}

std::uintmax_t folderBytes(const fs::path& folder)
{
    std::uintmax_t total = 0;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(folder, ec))
        if (e.is_regular_file(ec))
            total += e.file_size(ec);
    return total;
}

// Removes an entry's folder (flat: meta.json, tensors.bin). POSIX calls rather than
// fs::remove_all, which LibTorch's own exported copy of std::filesystem shadows and crashes in.
void removeEntry(const fs::path& folder)
{
    if (DIR* d = ::opendir(folder.c_str())) {
        while (const dirent* e = ::readdir(d)) {
            const std::string name = e->d_name;
            if (name != "." && name != "..")
                ::unlink((folder / name).c_str());
        }
        ::closedir(d);
    }
    ::rmdir(folder.c_str());
}

// A split's RowSources as meta.json keeps them (null when it has none).
Json sourcesJson(const TensorSplit& split)
{
    if (!split.sources)
        return nullptr;
    Json runs = Json::array();
    for (const RowSources::Run& r : split.sources->runs())
        runs.push_back({r.firstRow, r.file, r.firstLine});
    return {{"files", split.sources->files()}, {"runs", std::move(runs)}, {"rows", split.sources->rows()}};
}

// The sources of a split of `rows` rows from meta.json: null when the entry has none (written before
// they were kept, or too gappy to keep) or they do not fit the split.
std::shared_ptr<const RowSources> sourcesFrom(const Json& meta, const char* split, std::int64_t rows)
{
    const Json* j = nullptr;
    if (const auto all = meta.find("row_sources"); all != meta.end() && all->is_object())
        if (const auto it = all->find(split); it != all->end() && it->is_object())
            j = &*it;
    if (!j)
        return nullptr;
    std::vector<RowSources::Run> runs;
    for (const Json& r : j->at("runs"))
        runs.push_back({r.at(0).get<std::int64_t>(), r.at(1).get<int>(), r.at(2).get<long long>()});
    auto out = std::make_shared<RowSources>();
    if (j->at("rows").get<std::int64_t>() != rows || !RowSources::fromRuns(j->at("files").get<std::vector<std::string>>(), std::move(runs), rows, *out))
        return nullptr;
    return out;
}

} // namespace

fs::path tableCacheDir()
{
    if (const char* dir = std::getenv("LATHE_CACHE_DIR"); dir && *dir)
        return dir;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        return fs::path(xdg) / "lathe" / "tables";
    const char* home = std::getenv("HOME");
    return fs::path(home && *home ? home : "/tmp") / ".cache" / "lathe" / "tables";
}

std::string tableCacheKey(const DataConfig& d, const std::vector<std::vector<fs::path>>& fileSets)
{
    Json key = {{"format", kFormat}, {"source", d.source}, {"task", d.task}, {"target", d.target}, {"features", d.features},
                {"categorical", d.categorical}, {"missing", d.missing}, {"missing_markers", d.missingMarkers}};
    Json sets = Json::array();
    for (const auto& files : fileSets) {
        Json set = Json::array();
        for (const auto& f : files) {
            std::error_code ec;
            const fs::path absolute = fs::absolute(f, ec);
            struct stat st {};
            const bool known = ::stat(f.c_str(), &st) == 0;
            set.push_back({{"path", absolute.string()},
                           {"size", known ? static_cast<long long>(st.st_size) : -1},
                           {"mtime_ns", known ? static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec : -1}});
        }
        sets.push_back(std::move(set));
    }
    key["files"] = std::move(sets);
    return recordText(key); // a path that is not UTF-8 (U+FFFD in the key; its size and time still tell files apart)
}

std::optional<CachedTable> loadCachedTable(const std::string& key, std::string* why, bool streamed)
{
    const fs::path folder = tableCacheDir() / hex(fnv(key));
    const fs::path metaFile = folder / "meta.json";
    std::ifstream in(metaFile);
    if (!in)
        return std::nullopt;
    const Json meta = Json::parse(in, nullptr, false);
    const auto damaged = [&](const std::string& what) -> std::optional<CachedTable> {
        if (why)
            *why = folder.string() + ": " + what;
        return std::nullopt;
    };
    if (!meta.is_object() || meta.value("key", std::string()) != key)
        return damaged("a different table (or an unreadable meta.json) under this key");
    try {
        CachedTable t;
        TensorSplit* splits[] = {&t.train, &t.val, &t.test};
        for (std::size_t i = 0; i < 6; ++i) {
            const Json& part = meta.at("parts").at(kParts[i]);
            if (part.is_null())
                continue;
            const auto shape = part.at("shape").get<std::vector<std::int64_t>>();
            const auto type = static_cast<at::ScalarType>(part.at("dtype").get<int>());
            std::int64_t count = 1;
            for (const std::int64_t d : shape)
                count *= d;
            const fs::path file = folder / (std::string(kParts[i]) + ".bin");
            struct stat st {};
            if (::stat(file.c_str(), &st) != 0)
                return damaged(file.filename().string() + " is missing");
            const auto bytes = static_cast<std::size_t>(count) * at::elementSize(type);
            if (static_cast<std::size_t>(st.st_size) != bytes)
                return damaged(file.filename().string() + " has " + std::to_string(st.st_size) + " bytes instead of " + std::to_string(bytes));
            TensorSplit& split = *splits[i / 2];
            if (streamed && i % 2 == 0) { // the feature rows stay on disk
                if (shape.size() != 2 || type != at::kFloat)
                    return damaged(file.filename().string() + " is not a table of float32 rows");
                split.table = std::make_shared<TableFile>(file.string(), shape[0], shape[1]);
                split.tableRows = at::arange(shape[0], at::kLong);
                split.sampleShape = {shape[1]};
                continue;
            }
            at::Tensor& x = i % 2 == 0 ? split.inputs : split.targets;
            if (count == 0) {
                x = at::empty(shape, type);
                continue;
            }
            auto mapping = std::make_shared<Mapping>();
            const int fd = ::open(file.c_str(), O_RDONLY);
            if (fd < 0)
                return damaged(file.filename().string() + " cannot be opened");
            mapping->size = bytes;
            // Private: the split reorders rows in place without touching the file. Mapped read-only
            // with every page of the file entered at once (far fewer faults than page by page), then
            // made writable: a page is copied only when written.
            mapping->data = ::mmap(nullptr, bytes, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
            ::close(fd);
            if (mapping->data == MAP_FAILED || ::mprotect(mapping->data, bytes, PROT_READ | PROT_WRITE) != 0)
                return damaged(file.filename().string() + " cannot be mapped");
            x = at::from_blob(mapping->data, shape, [mapping](void*) {}, at::TensorOptions().dtype(type));
        }
        t.train.sources = sourcesFrom(meta, "train", t.train.size());
        t.val.sources = sourcesFrom(meta, "val", t.val.size());
        t.test.sources = sourcesFrom(meta, "test", t.test.size());
        t.haveVal = meta.at("have_val").get<bool>();
        t.haveTest = meta.at("have_test").get<bool>();
        t.featureNames = meta.at("feature_names").get<std::vector<std::string>>();
        t.classNames = meta.at("class_names").get<std::vector<std::string>>();
        t.targetNames = meta.at("target_names").get<std::vector<std::string>>();
        for (const Json& c : meta.at("raw_columns")) {
            RawColumn r;
            r.name = c.at("name").get<std::string>();
            r.kind = static_cast<RawColumn::Kind>(c.at("kind").get<int>());
            r.categories = c.at("categories").get<std::vector<std::string>>();
            t.rawColumns.push_back(std::move(r));
        }
        t.missing = meta.at("missing");
        t.unseen = meta.value("unseen", Json()); // entries written before it held none
        for (const Json& m : meta.value("findings", Json::array())) // (as entries written before they were kept)
            t.findings.push_back(messageValue(m));
        std::error_code ec;
        fs::last_write_time(metaFile, fs::file_time_type::clock::now(), ec); // recently used: evicted last
        return t;
    } catch (const std::exception& e) {
        return damaged(std::string("unreadable meta.json (") + e.what() + ")");
    }
}

CacheEntryWriter::CacheEntryWriter(const std::string& key)
    : m_key(key)
    , m_dir(tableCacheDir())
{
    static std::atomic<int> serial{0};
    const std::string name = key.empty() ? std::string("stream") : hex(fnv(key));
    m_folder = m_dir / name;
    m_tmp = m_dir / (name + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(serial++));
    std::error_code ec;
    fs::create_directories(m_tmp, ec);
    if (ec)
        throw DataError(msg("%1: %2 (set LATHE_CACHE_DIR to a folder with room)", m_tmp.string(), ec.message()));
}

CacheEntryWriter::~CacheEntryWriter()
{
    if (!m_committed)
        removeEntry(m_tmp);
}

std::string CacheEntryWriter::file(const std::string& part) const
{
    return (m_tmp / (part + ".bin")).string();
}

void CacheEntryWriter::add(const std::string& part, const std::vector<std::int64_t>& shape, at::ScalarType type)
{
    m_parts[part] = {{"shape", shape}, {"dtype", static_cast<int>(type)}};
}

void CacheEntryWriter::write(const std::string& part, const at::Tensor& x)
{
    const at::Tensor c = x.contiguous().cpu();
    OutputFile out(file(part), false);
    out.write(c.data_ptr(), c.nbytes());
    out.close();
    add(part, c.sizes().vec(), c.scalar_type());
}

std::string CacheEntryWriter::commit(const CachedTable& t, std::uintmax_t limitBytes)
{
    const std::uintmax_t bytes = folderBytes(m_tmp);
    if (bytes > limitBytes)
        return "the table takes " + std::to_string(bytes >> 20) + " MiB, more than data.cache_limit_gb";
    Json meta = {{"key", m_key}, {"have_val", t.haveVal}, {"have_test", t.haveTest}, {"feature_names", t.featureNames},
                 {"class_names", t.classNames}, {"target_names", t.targetNames}, {"missing", t.missing}, {"unseen", t.unseen}, {"bytes", bytes}};
    Json columns = Json::array();
    for (const RawColumn& c : t.rawColumns)
        columns.push_back({{"name", c.name}, {"kind", static_cast<int>(c.kind)}, {"categories", c.categories}});
    meta["raw_columns"] = std::move(columns);
    Json findings = Json::array();
    for (const Message& m : t.findings)
        findings.push_back(messageToJson(m));
    meta["findings"] = std::move(findings);
    Json parts = m_parts;
    for (const char* part : kParts)
        if (!parts.contains(part))
            parts[part] = nullptr;
    meta["parts"] = std::move(parts);
    meta["row_sources"] = {{"train", sourcesJson(t.train)}, {"val", sourcesJson(t.val)}, {"test", sourcesJson(t.test)}};
    std::ofstream metaOut(m_tmp / "meta.json", std::ios::trunc);
    metaOut << recordText(meta, 1); // a file name that is not UTF-8 is kept with U+FFFD (for display only)
    metaOut.close();
    if (!metaOut)
        return (m_tmp / "meta.json").string() + ": write failed (is the disk full?)";
    removeEntry(m_folder); // an older or damaged entry under this key
    std::error_code ec;
    fs::rename(m_tmp, m_folder, ec);
    if (ec)
        return m_folder.string() + ": " + ec.message();
    m_committed = true;
    // The oldest entries (by last use) go until the cache fits its limit; folders that runs no longer
    // alive left half written go too.
    std::vector<std::pair<fs::file_time_type, fs::path>> entries;
    std::uintmax_t total = 0;
    for (const auto& e : fs::directory_iterator(m_dir, ec)) {
        if (!e.is_directory(ec))
            continue;
        const std::string name = e.path().filename().string();
        if (const auto at = name.find(".tmp-"); at != std::string::npos) {
            const long pid = std::strtol(name.c_str() + at + 5, nullptr, 10);
            if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
                removeEntry(e.path());
            continue;
        }
        total += folderBytes(e.path());
        entries.emplace_back(fs::last_write_time(e.path() / "meta.json", ec), e.path());
    }
    std::sort(entries.begin(), entries.end());
    for (const auto& [when, path] : entries) {
        if (total <= limitBytes)
            break;
        if (path == m_folder)
            continue;
        total -= std::min(total, folderBytes(path));
        removeEntry(path);
    }
    return {};
}

std::string storeCachedTable(const std::string& key, const CachedTable& t, std::uintmax_t limitBytes)
{
    try {
        std::uintmax_t bytes = 0;
        for (const at::Tensor* x : tensorsOf(t))
            if (x->defined())
                bytes += static_cast<std::uintmax_t>(x->nbytes());
        if (bytes > limitBytes)
            return "the table takes " + std::to_string(bytes >> 20) + " MiB, more than data.cache_limit_gb";
        CacheEntryWriter entry(key);
        const auto all = tensorsOf(t);
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i]->defined())
                entry.write(kParts[i], *all[i]);
        return entry.commit(t, limitBytes);
    } catch (const DataError& e) {
        return e.what();
    }
}

} // namespace lathe::core
