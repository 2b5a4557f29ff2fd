// The config loader and validator on arbitrary text: every problem is a diagnostic, never a crash.
#include "fuzztarget.h"

#include "config/config.h"
#include "util/errors.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const lathe::core::ConfigLoadResult r = lathe::core::parseConfig(text, "/nonexistent-lathe-fuzz", /*checkFiles=*/false);
        if (r.config) // a config that passed validation must survive the round trip through its text
            (void)lathe::core::parseConfig(lathe::core::configToText(r.config->json), "/nonexistent-lathe-fuzz", false);
    } catch (const lathe::core::ConfigError&) {
    }
    return 0;
}
