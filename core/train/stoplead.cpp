#include "train/stoplead.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace lathe::core {

int StopLead::fromEnvironment()
{
    const char* text = std::getenv(kVariable);
    if (!text || !*text)
        return 0;
    char* end = nullptr;
    const long value = std::strtol(text, &end, 10);
    return (*end == '\0' && value > 0 && value < 1000000) ? static_cast<int>(value) : 0;
}

std::optional<int> StopLead::neededLead(int lead, double stepSeconds, double checkpointSeconds)
{
    if (lead <= 0)
        return std::nullopt;
    const double needed = kSafety * (std::max(0.0, stepSeconds) + std::max(0.0, checkpointSeconds)) + kMarginSeconds;
    if (needed <= lead)
        return std::nullopt;
    return static_cast<int>(std::ceil(needed / 10.0) * 10.0);
}

} // namespace lathe::core
