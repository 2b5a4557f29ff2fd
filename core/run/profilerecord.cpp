#include "profilerecord.h"

#include "runfolder.h"

#include <fstream>

namespace lathe::core {

namespace fs = std::filesystem;

Json profileToJson(const ProfileEvent& profile, const fs::path& runDir)
{
    Json steps = Json::array();
    for (const ProfiledStep& s : profile.steps) {
        Json phases = Json::object();
        for (int i = 0; i < kStepPhases; ++i)
            phases[stepPhaseName(static_cast<StepPhase>(i))] = s.phases[i];
        steps.push_back({{"epoch", s.epoch}, {"step", s.globalStep}, {"seconds", s.seconds}, {"phases", phases}});
    }
    std::string trace = profile.trace;
    if (!trace.empty()) {
        std::error_code ec;
        const fs::path relative = fs::relative(fs::path(trace), runDir, ec);
        if (!ec && !relative.empty() && *relative.begin() != "..")
            trace = relative.generic_string();
    }
    return {{"time", localTimestamp()}, {"activities", profile.activities}, {"trace", trace}, {"steps", steps}};
}

std::optional<ProfileEvent> profileFromJson(const Json& j)
{
    if (!j.is_object() || !j.contains("steps") || !j.at("steps").is_array())
        return std::nullopt;
    ProfileEvent p;
    p.activities = j.value("activities", std::string());
    p.trace = j.value("trace", std::string());
    for (const Json& s : j.at("steps")) {
        if (!s.is_object() || !s.contains("phases") || !s.at("phases").is_object())
            continue;
        ProfiledStep step;
        step.epoch = s.value("epoch", 0);
        step.globalStep = s.value("step", std::int64_t(0));
        step.seconds = s.value("seconds", 0.0);
        for (int i = 0; i < kStepPhases; ++i)
            step.phases[i] = s.at("phases").value(stepPhaseName(static_cast<StepPhase>(i)), 0.0);
        p.steps.push_back(step);
    }
    return p;
}

namespace {

Json readProfileFile(const fs::path& runDir)
{
    std::ifstream in(runDir / runfile::Profile);
    if (!in)
        return Json::object();
    Json j = Json::parse(in, nullptr, /*allow_exceptions=*/false);
    return j.is_object() && j.contains("profiles") && j.at("profiles").is_array() ? j : Json::object();
}

} // namespace

void appendProfile(const RunFolder& folder, const ProfileEvent& profile)
{
    Json j = readProfileFile(folder.path());
    if (!j.contains("profiles"))
        j["profiles"] = Json::array();
    j["profiles"].push_back(profileToJson(profile, folder.path()));
    folder.writeJson(runfile::Profile, j);
}

std::vector<ProfileEvent> readProfiles(const fs::path& runDir)
{
    std::vector<ProfileEvent> out;
    const Json j = readProfileFile(runDir);
    if (!j.contains("profiles"))
        return out;
    for (const Json& p : j.at("profiles")) {
        if (auto profile = profileFromJson(p))
            out.push_back(std::move(*profile));
    }
    return out;
}

PhaseMeans phaseMeans(const ProfileEvent& profile)
{
    PhaseMeans m;
    if (profile.steps.empty())
        return m;
    const double n = static_cast<double>(profile.steps.size());
    for (const ProfiledStep& s : profile.steps) {
        m.step += s.seconds / n;
        for (int i = 0; i < kStepPhases; ++i)
            m.phases[i] += s.phases[i] / n;
    }
    return m;
}

} // namespace lathe::core
