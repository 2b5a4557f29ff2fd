#pragma once
// Whether a stop fits the warning a Slurm job gets before its time limit. `lathe-cli slurm
// --signal-lead` has Slurm send SIGTERM that many seconds before the limit and passes the lead to
// the ranks (LATHE_SIGNAL_LEAD); a stop then has to finish a step and write the checkpoint (and the
// summary and report) before the limit. The run measures both with its first checkpoint and warns
// when twice that, and a margin, do not fit: the script can then be written again with the lead
// that would.

#include <optional>

namespace lathe::core {

struct StopLead {
    static constexpr double kSafety = 2.0;         // a shared file system is slower at times
    static constexpr double kMarginSeconds = 10.0; // the summary, the report, the ranks agreeing
    static constexpr const char* kVariable = "LATHE_SIGNAL_LEAD";

    // The lead from the environment, in seconds; 0 when not set or not a positive number.
    static int fromEnvironment();
    // The lead (whole tens of seconds) a stop of a `stepSeconds` step and a `checkpointSeconds`
    // checkpoint needs, when `lead` is shorter; nullopt when it fits.
    static std::optional<int> neededLead(int lead, double stepSeconds, double checkpointSeconds);
};

} // namespace lathe::core
