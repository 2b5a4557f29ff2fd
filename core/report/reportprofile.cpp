// The report's Step profile: the phases of the profiled steps (profile.json, train/stepprofiler.h)
// as a stacked bar per step, and their mean times and shares.

#include "format.h"

namespace lathe::core::reportformat {

namespace {

// The phases' names as the report shows them ("data wait").
std::string phaseLabel(int phase)
{
    std::string name = stepPhaseName(static_cast<StepPhase>(phase));
    for (char& c : name)
        c = c == '_' ? ' ' : c;
    return name;
}

} // namespace

std::optional<ReportChart> profileChart(const std::vector<ProfileEvent>& profiles)
{
    if (profiles.empty() || profiles.back().steps.empty())
        return std::nullopt;
    const ProfileEvent& p = profiles.back();
    ReportChart chart{"Step profile", "training step", "ms", {}};
    chart.kind = ReportChart::Kind::StackedBars;
    for (int i = 0; i < kStepPhases; ++i) {
        ChartSeries s{phaseLabel(i), {}, {}};
        double total = 0.0;
        for (const ProfiledStep& step : p.steps) {
            s.x.push_back(static_cast<double>(step.globalStep));
            s.y.push_back(step.phases[i] * 1e3);
            total += step.phases[i];
        }
        if (total > 0.0)
            chart.series.push_back(std::move(s));
    }
    return chart;
}

std::string profileSection(const std::vector<ProfileEvent>& profiles, const std::function<std::string(const std::string&)>& T)
{
    if (profiles.empty() || profiles.back().steps.empty())
        return {};
    const ProfileEvent& p = profiles.back();
    const PhaseMeans m = phaseMeans(p);
    const ProfiledStep& first = p.steps.front();
    std::string h = "<h2>" + T("Step profile") + "</h2>\n<p>" + T("Steps profiled") + ": " + std::to_string(p.steps.size()) + " ("
                    + T("from step") + " " + std::to_string(first.globalStep) + ", " + T("epoch") + " " + std::to_string(first.epoch)
                    + ") &middot; " + htmlEscape(p.activities) + " &middot; " + T("mean step") + " " + fixed(m.step * 1e3, 2) + " ms. "
                    + T("Profiled steps wait for the device between phases, so they run a little slower than the others.")
                    + "</p>\n<table class=\"grid\"><tr><th>" + T("phase") + "</th><th>" + T("mean ms") + "</th><th>" + T("share")
                    + "</th></tr>\n";
    for (int i = 0; i < kStepPhases; ++i) {
        if (m.phases[i] <= 0.0)
            continue;
        h += "<tr><td>" + htmlEscape(T(phaseLabel(i))) + "</td><td>" + fixed(m.phases[i] * 1e3, 2) + "</td><td>"
             + fixed(m.step > 0 ? 100.0 * m.phases[i] / m.step : 0.0, 1) + " %</td></tr>\n";
    }
    h += "</table>\n";
    if (!p.trace.empty())
        h += "<p>" + T("Trace of every operator") + ": " + htmlEscape(p.trace) + " (" + T("open it in") + " https://ui.perfetto.dev "
             + T("or") + " chrome://tracing)</p>\n";
    if (profiles.size() > 1)
        h += "<p class=\"muted\">" + T("The last of the run's profiles; every profile is in profile.json.") + "</p>\n";
    return h;
}

} // namespace lathe::core::reportformat
