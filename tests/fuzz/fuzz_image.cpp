// The PNG and JPEG decoding path, grey and RGB, on arbitrary bytes: a header that claims a huge
// image is refused before its pixels are allocated.
#include "fuzztarget.h"

#include "data/imagedecode.h"
#include "util/errors.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::filesystem::path file = lathe::fuzz::asFile(data, size, ".img");
    for (int channels : {1, 3}) {
        try {
            const lathe::core::DecodedImage img = lathe::core::decodeImage(file, channels);
            if (img.pixels.size() != static_cast<std::size_t>(img.width) * img.height * channels)
                __builtin_trap();
        } catch (const lathe::core::DataError&) {
        }
    }
    return 0;
}
