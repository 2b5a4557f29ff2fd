// The IDX reader (raw and gzipped) on arbitrary bytes: a header that promises more than the file
// holds is refused before anything is allocated.
#include "fuzztarget.h"

#include "data/idx.h"
#include "util/errors.h"

#include <ATen/core/Tensor.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const at::Tensor t = lathe::core::readIdx(lathe::fuzz::asFile(data, size, ".idx"));
        if (t.numel() > static_cast<std::int64_t>(size) * 1032 + (1 << 20))
            __builtin_trap(); // more data than the file could hold
    } catch (const lathe::core::DataError&) {
    }
    return 0;
}
