#pragma once
// profile.json in a run folder: every step profile of the run (train/stepprofiler.h), in the order
// taken — each profiled step's phases in seconds, and the Kineto trace file beside it (profile/).

#include "config/json.h"
#include "events/events.h"

#include <filesystem>
#include <optional>
#include <vector>

namespace lathe::core {

class RunFolder;

// {"time", "activities", "trace" (relative to the run folder), "steps": [{"epoch", "step",
// "seconds", "phases": {"data_wait": s, …}}]}
Json profileToJson(const ProfileEvent& profile, const std::filesystem::path& runDir);
// nullopt for what is not a profile; the trace comes back relative to the run folder.
std::optional<ProfileEvent> profileFromJson(const Json& j);

// Adds `profile` to the folder's profile.json (written atomically).
void appendProfile(const RunFolder& folder, const ProfileEvent& profile);
// The profiles of the run in `runDir` (none when it has no profile.json, or one that does not parse).
std::vector<ProfileEvent> readProfiles(const std::filesystem::path& runDir);

// The mean seconds of each phase over the profile's steps, by StepPhase; and of the whole step.
struct PhaseMeans {
    double phases[kStepPhases] = {};
    double step = 0.0;
};
PhaseMeans phaseMeans(const ProfileEvent& profile);

} // namespace lathe::core
