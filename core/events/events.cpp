#include "events.h"

namespace lathe::core {

const char* logLevelName(LogLevel level)
{
    switch (level) {
    case LogLevel::Debug: return "debug";
    case LogLevel::Info: return "info";
    case LogLevel::Warning: return "warning";
    case LogLevel::Error: return "error";
    case LogLevel::Advice: return "advice";
    }
    return "info";
}

} // namespace lathe::core
