#pragma once
// The GPU self-test's record: each check by its stable id, on a device, with its status, a message
// saying what was found (or why it was skipped), and the figures it measured against their limits.
// One reader and one writer (toJson / fromJson); `lathe-cli doctor --full --json`, the GUI's
// self-test dialog and bench/gpu_check.sh all read this record, never its text. No LibTorch here.

#include "config/json.h"
#include "util/message.h"

#include <exception>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

enum class CheckStatus { Passed, Failed, Skipped };
const char* checkStatusName(CheckStatus status); // "pass", "fail", "skipped"

// A measured number. With limits, the check passes only when the value lies within them: the
// tolerance is part of the record, beside what was measured.
struct CheckFigure {
    std::string name; // stable: "update_difference", "steps_per_s_bf16", …
    double value = 0.0;
    std::string unit; // "", "steps/s", "GB/s", "%", "W", "C", "MiB"
    std::optional<double> min, max;

    bool withinLimits() const; // true without limits; false for NaN
};
CheckFigure figureAtMost(std::string name, double value, double max, std::string unit = {});
CheckFigure figureAtLeast(std::string name, double value, double min, std::string unit = {});
CheckFigure figureBetween(std::string name, double value, double min, double max, std::string unit = {});
CheckFigure figureOf(std::string name, double value, std::string unit = {}); // measured, not judged

struct CheckResult {
    std::string id;     // stable: "fp32_vs_cpu", "graph_sgd", … (selftest.h lists them)
    std::string device; // "cuda:0", "cpu"; empty for a check of the machine
    CheckStatus status = CheckStatus::Skipped;
    Message detail;     // what was found; for a skipped check, why
    std::vector<CheckFigure> figures;
    double seconds = 0.0;

    const CheckFigure* figure(const std::string& name) const;
    Json toJson() const;
    // Throws std::invalid_argument naming the field when `json` is not a check record.
    static CheckResult fromJson(const Json& json);

private:
    static CheckResult readCheck(const Json& json);
};

struct SelfTestReport {
    std::vector<CheckResult> checks;

    int count(CheckStatus status) const;
    const CheckResult* find(const std::string& id, const std::string& device) const;
    Json toJson() const;
    static SelfTestReport fromJson(const Json& json);
};

// Passed when every figure with a limit is within it, Failed otherwise, with `detail` as the record's
// message (the one place that judges a figure against its tolerance).
CheckResult judged(std::string id, std::string device, std::vector<CheckFigure> figures, Message detail);
// A check that did not run, and why.
CheckResult skipped(std::string id, std::string device, Message why);
// A check that stopped with an error (its message says which).
CheckResult failedWith(std::string id, std::string device, const std::exception& error);

// The check's title, translatable ("fp32 training steps agree with the CPU").
Message checkTitle(const std::string& id);
// "update_difference 3.2e-05 (at most 0.001)": a figure with its unit and limits, translatable.
Message formatFigure(const CheckFigure& figure);
// The report as readable lines: one per check (status, device, title, figures), then the detail.
Message formatSelfTest(const SelfTestReport& report);

} // namespace lathe::core
