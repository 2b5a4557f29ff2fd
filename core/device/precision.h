#pragma once
// The precision a run trains in (with the reason, for the log and the report) and the dispatcher's
// autocast for it. Below both the trainer and the doctor, which report what `amp: auto` picks.

#include "config/config.h"

#include <c10/core/Device.h>

#include <string>
#include "util/message.h"

namespace lathe::core {

struct PrecisionChoice {
    enum class Mode { Fp32, Bf16, Fp16 } mode = Mode::Fp32;
    std::string name;   // "fp32", "bf16", "fp16 + loss scaling"
    Message reason;     // why
    bool usesScaler() const { return mode == Mode::Fp16; }
};

PrecisionChoice choosePrecision(const PrecisionConfig& config, const c10::Device& device);

// Turns the dispatcher's autocast on for this thread (autocast state is thread-local) in the run's
// precision, and restores the previous state when it goes out of scope.
class AutocastScope {
public:
    AutocastScope(const PrecisionChoice& precision, const c10::Device& device);
    ~AutocastScope();
    AutocastScope(const AutocastScope&) = delete;
    AutocastScope& operator=(const AutocastScope&) = delete;

private:
    c10::DeviceType m_type;
    bool m_enabled;
    bool m_previous = false;
};

} // namespace lathe::core
