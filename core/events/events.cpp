#include "events.h"

#include <cstdio>

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

LogLevel logLevelFromName(std::string_view name)
{
    for (const LogLevel level : {LogLevel::Debug, LogLevel::Info, LogLevel::Warning, LogLevel::Error, LogLevel::Advice}) {
        if (name == logLevelName(level))
            return level;
    }
    return LogLevel::Info;
}

const char* stepPhaseName(StepPhase phase)
{
    switch (phase) {
    case StepPhase::DataWait: return "data_wait";
    case StepPhase::Copy: return "copy";
    case StepPhase::Inputs: return "inputs";
    case StepPhase::Forward: return "forward";
    case StepPhase::Backward: return "backward";
    case StepPhase::Sync: return "sync";
    case StepPhase::Optimizer: return "optimizer";
    case StepPhase::FusedStep: return "fused_step";
    case StepPhase::Other: return "other";
    case StepPhase::Count: break;
    }
    return "other";
}

Message stepPhaseMessage(StepPhase phase)
{
    switch (phase) {
    case StepPhase::DataWait: return msg("data wait");
    case StepPhase::Copy: return msg("copy to the device");
    case StepPhase::Inputs: return msg("input preparation");
    case StepPhase::Forward: return msg("forward");
    case StepPhase::Backward: return msg("backward");
    case StepPhase::Sync: return msg("gradient sync");
    case StepPhase::Optimizer: return msg("optimizer");
    case StepPhase::FusedStep: return msg("fused step (CUDA graph)");
    case StepPhase::Other: break;
    case StepPhase::Count: break;
    }
    return msg("other");
}

std::string clockText(double seconds)
{
    const auto s = static_cast<long long>(seconds < 0 ? 0 : seconds + 0.5);
    char text[32];
    if (s >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
    return text;
}

} // namespace lathe::core
