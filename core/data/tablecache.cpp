#include "tablecache.h"

#include "config/config.h"

#include <ATen/ATen.h>

#include <algorithm>
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

constexpr int kFormat = 1; // bump when the layout of an entry or the encoding changes
constexpr std::size_t kAlign = 64;

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
    return key.dump();
}

std::optional<CachedTable> loadCachedTable(const std::string& key, std::string* why)
{
    const fs::path folder = tableCacheDir() / hex(fnv(key));
    const fs::path metaFile = folder / "meta.json", dataFile = folder / "tensors.bin";
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
        auto mapping = std::make_shared<Mapping>();
        const int fd = ::open(dataFile.c_str(), O_RDONLY);
        if (fd < 0)
            return damaged("tensors.bin cannot be opened");
        struct stat st {};
        ::fstat(fd, &st);
        mapping->size = static_cast<std::size_t>(st.st_size);
        if (mapping->size != meta.at("bytes").get<std::size_t>()) {
            ::close(fd);
            return damaged("tensors.bin has " + std::to_string(mapping->size) + " bytes, meta.json says " + meta.at("bytes").dump());
        }
        // Private: the split reorders rows in place without touching the file. Mapped read-only with
        // every page of the file entered at once (far fewer faults than page by page), then made
        // writable: a page is copied only when written.
        if (mapping->size > 0) {
            mapping->data = ::mmap(nullptr, mapping->size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
            if (mapping->data != MAP_FAILED && ::mprotect(mapping->data, mapping->size, PROT_READ | PROT_WRITE) != 0) {
                ::munmap(mapping->data, mapping->size);
                mapping->data = MAP_FAILED;
            }
        }
        ::close(fd);
        if (mapping->size > 0 && mapping->data == MAP_FAILED)
            return damaged("tensors.bin cannot be mapped");
        CachedTable t;
        std::vector<at::Tensor*> targets{&t.train.inputs, &t.train.targets, &t.val.inputs, &t.val.targets, &t.test.inputs, &t.test.targets};
        for (std::size_t i = 0; i < targets.size(); ++i) {
            const Json& part = meta.at("tensors").at(kParts[i]);
            if (part.is_null())
                continue;
            const auto offset = part.at("offset").get<std::size_t>();
            const auto shape = part.at("shape").get<std::vector<std::int64_t>>();
            const auto type = static_cast<at::ScalarType>(part.at("dtype").get<int>());
            std::int64_t count = 1;
            for (const std::int64_t d : shape)
                count *= d;
            if (offset + static_cast<std::size_t>(count) * at::elementSize(type) > mapping->size)
                return damaged("a tensor lies beyond the end of tensors.bin");
            void* p = static_cast<char*>(mapping->data) + offset;
            *targets[i] = count == 0 ? at::empty(shape, type) : at::from_blob(p, shape, [mapping](void*) {}, at::TensorOptions().dtype(type));
        }
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
        std::error_code ec;
        fs::last_write_time(metaFile, fs::file_time_type::clock::now(), ec); // recently used: evicted last
        return t;
    } catch (const std::exception& e) {
        return damaged(std::string("unreadable meta.json (") + e.what() + ")");
    }
}

std::string storeCachedTable(const std::string& key, const CachedTable& t, std::uintmax_t limitBytes)
{
    const fs::path dir = tableCacheDir();
    const std::string name = hex(fnv(key));
    const fs::path folder = dir / name, tmp = dir / (name + ".tmp-" + std::to_string(::getpid()));
    std::uintmax_t bytes = 0;
    for (const at::Tensor* x : tensorsOf(t))
        if (x->defined())
            bytes += (static_cast<std::uintmax_t>(x->nbytes()) + kAlign - 1) / kAlign * kAlign;
    if (bytes > limitBytes)
        return "the table takes " + std::to_string(bytes >> 20) + " MiB, more than data.cache_limit_gb";
    std::error_code ec;
    fs::create_directories(tmp, ec);
    if (ec)
        return tmp.string() + ": " + ec.message();
    Json meta = {{"key", key}, {"have_val", t.haveVal}, {"have_test", t.haveTest}, {"feature_names", t.featureNames},
                 {"class_names", t.classNames}, {"target_names", t.targetNames}, {"missing", t.missing}};
    Json columns = Json::array();
    for (const RawColumn& c : t.rawColumns)
        columns.push_back({{"name", c.name}, {"kind", static_cast<int>(c.kind)}, {"categories", c.categories}});
    meta["raw_columns"] = std::move(columns);
    Json tensors = Json::object();
    std::ofstream out(tmp / "tensors.bin", std::ios::binary | std::ios::trunc);
    std::size_t offset = 0;
    const auto all = tensorsOf(t);
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!all[i]->defined()) {
            tensors[kParts[i]] = nullptr;
            continue;
        }
        const at::Tensor x = all[i]->contiguous().cpu();
        const std::size_t padded = (offset + kAlign - 1) / kAlign * kAlign;
        static const char zeros[kAlign] = {};
        out.write(zeros, static_cast<std::streamsize>(padded - offset));
        out.write(static_cast<const char*>(x.data_ptr()), static_cast<std::streamsize>(x.nbytes()));
        tensors[kParts[i]] = {{"offset", padded}, {"shape", x.sizes().vec()}, {"dtype", static_cast<int>(x.scalar_type())}};
        offset = padded + x.nbytes();
    }
    meta["tensors"] = std::move(tensors);
    meta["bytes"] = offset;
    out.close();
    std::ofstream metaOut(tmp / "meta.json", std::ios::trunc);
    metaOut << meta.dump(1);
    metaOut.close();
    if (!out || !metaOut) {
        removeEntry(tmp);
        return tmp.string() + ": write failed (is the disk full?)";
    }
    removeEntry(folder); // an older or damaged entry under this key
    fs::rename(tmp, folder, ec);
    if (ec) {
        removeEntry(tmp);
        return folder.string() + ": " + ec.message();
    }
    // The oldest entries (by last use) go until the cache fits its limit.
    std::vector<std::pair<fs::file_time_type, fs::path>> entries;
    std::uintmax_t total = 0;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        if (!e.is_directory(ec) || e.path().filename().string().find(".tmp-") != std::string::npos)
            continue;
        total += folderBytes(e.path());
        entries.emplace_back(fs::last_write_time(e.path() / "meta.json", ec), e.path());
    }
    std::sort(entries.begin(), entries.end());
    for (const auto& [when, path] : entries) {
        if (total <= limitBytes)
            break;
        if (path == folder)
            continue;
        total -= std::min(total, folderBytes(path));
        removeEntry(path);
    }
    return {};
}

} // namespace lathe::core
