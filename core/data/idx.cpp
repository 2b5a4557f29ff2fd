#include "idx.h"

#include "util/errors.h"

#include <ATen/ATen.h>
#include <zlib.h>

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

namespace lathe::core {

at::Tensor readIdx(const std::filesystem::path& file)
{
    const std::string name = file.string();
    DataError::refuseFolder(file);
    // gzread reads uncompressed files transparently, so one path serves .gz and raw IDX.
    std::unique_ptr<gzFile_s, int (*)(gzFile)> gz(gzopen(name.c_str(), "rb"), gzclose);
    if (!gz)
        throw DataError::at(name, 0, msg("cannot open file"));
    gzbuffer(gz.get(), 1 << 20);

    auto readExact = [&](void* dst, std::size_t bytes) -> std::size_t {
        std::size_t done = 0;
        auto* p = static_cast<unsigned char*>(dst);
        while (done < bytes) {
            const unsigned chunk = static_cast<unsigned>(std::min<std::size_t>(bytes - done, 1u << 30));
            const int got = gzread(gz.get(), p + done, chunk);
            if (got < 0) {
                int err = 0;
                throw DataError::at(name, 0, msg("corrupt or unreadable data: %1", std::string(gzerror(gz.get(), &err))));
            }
            if (got == 0)
                break;
            done += static_cast<std::size_t>(got);
        }
        return done;
    };

    std::array<unsigned char, 4> magic{};
    if (readExact(magic.data(), 4) != 4)
        throw DataError::at(name, 0, msg("empty or truncated file (no IDX header)"));
    if (magic[0] != 0 || magic[1] != 0 || magic[2] != 0x08 || magic[3] == 0 || magic[3] > 4)
        throw DataError::at(name, 0, msg("not an IDX file of unsigned bytes (bad magic number)"));

    std::vector<std::int64_t> dims(magic[3]);
    std::int64_t total = 1;
    // The most the body can hold: a raw file exactly its size after the header; a gzipped one at
    // most deflate's 1032:1 ratio of its size. A header that promises more is refused before
    // anything is allocated (a damaged header can claim 10^12 samples).
    std::error_code ec;
    const auto fileBytes = static_cast<std::int64_t>(std::filesystem::file_size(file, ec));
    const bool gzipped = gzdirect(gz.get()) == 0;
    const std::int64_t headerBytes = 4 + 4 * static_cast<std::int64_t>(dims.size());
    const std::int64_t most = std::max<std::int64_t>(0, ec        ? std::int64_t(1) << 40
                                                        : gzipped ? fileBytes * 1032 + (1 << 20)
                                                                  : fileBytes - headerBytes);
    for (auto& d : dims) {
        std::array<unsigned char, 4> b{};
        if (readExact(b.data(), 4) != 4)
            throw DataError::at(name, 0, msg("truncated IDX header"));
        d = (std::int64_t(b[0]) << 24) | (std::int64_t(b[1]) << 16) | (std::int64_t(b[2]) << 8) | std::int64_t(b[3]);
        if (d <= 0)
            throw DataError::at(name, 0, msg("IDX header has an empty dimension"));
        total = total > most / d ? most + 1 : total * d; // saturates at most + 1 (most ≥ 0): never overflows
    }
    if (total > most) {
        if (gzipped || ec)
            throw DataError::at(name, 0, msg("the IDX header promises more data than the file can hold (%1 samples; the file has %2 bytes)",
                                             dims[0], fileBytes));
        std::int64_t perSample = 1; // saturating as well
        for (std::size_t i = 1; i < dims.size(); ++i)
            perSample = perSample > most / dims[i] ? most + 1 : perSample * dims[i];
        const std::int64_t whole = most / std::max<std::int64_t>(1, perSample);
        throw DataError::at(name, 0, msg("truncated: the header promises %1 samples but the data ends in sample %2", dims[0], whole + 1));
    }
    at::Tensor out = at::empty(dims, at::kByte);
    const std::size_t got = readExact(out.data_ptr<std::uint8_t>(), static_cast<std::size_t>(total));
    if (got != static_cast<std::size_t>(total)) {
        const std::int64_t perSample = dims.size() > 1 ? total / dims[0] : 1;
        throw DataError::at(name, 0, msg("truncated: the header promises %1 samples but the data ends in sample %2", dims[0],
                                         static_cast<std::int64_t>(got) / perSample + 1));
    }
    unsigned char extra = 0;
    if (readExact(&extra, 1) != 0)
        throw DataError::at(name, 0, msg("more data than the IDX header describes"));
    return out;
}

} // namespace lathe::core
