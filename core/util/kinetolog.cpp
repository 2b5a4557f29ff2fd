#include "kinetolog.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace lathe::core {

namespace {
constexpr const char* kLevel = "KINETO_LOG_LEVEL";
}

std::optional<std::string> kinetoLogLevelToSet(bool alreadySet, bool nvidiaDeviceNode)
{
    if (alreadySet || nvidiaDeviceNode)
        return std::nullopt;
    return std::string("5");
}

void quietKinetoWithoutGpu()
{
    // The driver's control node; under WSL 2 the GPU comes through /dev/dxg instead.
    std::error_code ec;
    const bool node = std::filesystem::exists("/dev/nvidiactl", ec) || std::filesystem::exists("/dev/dxg", ec);
    if (const auto level = kinetoLogLevelToSet(std::getenv(kLevel) != nullptr, node))
        setenv(kLevel, level->c_str(), /*overwrite=*/0);
}

} // namespace lathe::core
