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

} // namespace lathe::core
