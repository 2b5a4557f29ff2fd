// The report's Step profile: the phases of the profiled steps (profile.json, train/stepprofiler.h)
// as a stacked bar per step, and their mean times and shares.

#include "format.h"

namespace lathe::core::reportformat {


std::optional<ReportChart> profileChart(const std::vector<ProfileEvent>& profiles)
{
    if (profiles.empty() || profiles.back().steps.empty())
        return std::nullopt;
    const ProfileEvent& p = profiles.back();
    ReportChart chart{msg("Step profile"), msg("training step"), Message::plain("ms"), {}};
    chart.kind = ReportChart::Kind::StackedBars;
    for (int i = 0; i < kStepPhases; ++i) {
        ChartSeries s{stepPhaseMessage(static_cast<StepPhase>(i)), {}, {}};
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

std::string profileSection(const std::vector<ProfileEvent>& profiles, const Words& W)
{
    if (profiles.empty() || profiles.back().steps.empty())
        return {};
    const ProfileEvent& p = profiles.back();
    const PhaseMeans m = phaseMeans(p);
    const ProfiledStep& first = p.steps.front();
    std::string h = "<h2>" + W.html(msg("Step profile")) + "</h2>\n<p>"
                    + W.line({msg("Steps profiled: %1 (from step %2, epoch %3)", p.steps.size(), first.globalStep, first.epoch),
                              Message::plain(p.activities), msg("mean step %1 ms", fixed(m.step * 1e3, 2))})
                    + "</p>\n<p>" + W.html(msg("Profiled steps wait for the device between phases, so they run a little slower than the others."))
                    + "</p>\n<table class=\"grid\">" + W.headRow({msg("phase"), msg("mean ms"), msg("share")});
    for (int i = 0; i < kStepPhases; ++i) {
        if (m.phases[i] <= 0.0)
            continue;
        h += "<tr><td>" + W.html(stepPhaseMessage(static_cast<StepPhase>(i))) + "</td><td>" + fixed(m.phases[i] * 1e3, 2) + "</td><td>"
             + fixed(m.step > 0 ? 100.0 * m.phases[i] / m.step : 0.0, 1) + " %</td></tr>\n";
    }
    h += "</table>\n";
    if (!p.trace.empty())
        h += "<p>" + W.html(msg("Trace of every operator: %1 (open it in https://ui.perfetto.dev or chrome://tracing)", p.trace)) + "</p>\n";
    if (profiles.size() > 1)
        h += "<p class=\"muted\">" + W.html(msg("The last of the run's profiles; every profile is in profile.json.")) + "</p>\n";
    return h;
}

} // namespace lathe::core::reportformat
