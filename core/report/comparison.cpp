#include "comparison.h"

#include "format.h"
#include "metrics/metric.h"
#include "util/atomicfile.h"

#include <algorithm>
#include <map>
#include <set>

namespace lathe::core {

namespace fs = std::filesystem;
using reportformat::addChart;
using reportformat::epochSeries;
using reportformat::number;

namespace {

std::string checkpointMetric(const Json& config)
{
    if (config.contains("output") && config["output"].contains("checkpoint") && config["output"]["checkpoint"].contains("metric"))
        return config["output"]["checkpoint"]["metric"].get<std::string>();
    return "val_loss";
}

SweepResult resultOf(const fs::path& folder, const SweepPlan& plan, std::size_t i, const std::string& metric)
{
    SweepResult r;
    r.variant = plan.variants[i];
    r.runName = plan.runName(i);
    r.status = "not started";
    const auto runFolder = sweepVariantRun(folder, plan, i);
    if (!runFolder)
        return r;
    r.run = readRunFolder(*runFolder, DeviceSamples::Skip);
    const RunRecord& run = *r.run;
    r.status = runStatusName(run.status());
    r.epochs = static_cast<int>(run.epochs.size());
    if (run.model.contains("parameters") && run.model.at("parameters").is_number_integer())
        r.parameters = run.model.at("parameters").get<std::int64_t>();
    for (const EpochRecord& e : run.epochs) {
        r.trainSeconds += e.epochSeconds;
        r.samplesPerSecond += e.samplesPerSecond / static_cast<double>(run.epochs.size());
        const auto v = e.value(metric);
        if (v && (!r.best || metric::improves(metric, *v, *r.best))) {
            r.best = v;
            r.bestEpoch = e.epoch;
        }
    }
    if (run.summary)
        for (const auto& [key, value] : run.summary->finalMetrics)
            if (key.rfind("test_", 0) == 0)
                r.test[key] = value;
    return r;
}

} // namespace

SweepComparison loadSweepComparison(const fs::path& folder)
{
    SweepComparison c;
    c.folder = folder;
    c.plan = readSweepPlan(folder);
    c.metric = checkpointMetric(c.plan.base);
    for (std::size_t i = 0; i < c.plan.variants.size(); ++i) {
        c.results.push_back(resultOf(folder, c.plan, i, c.metric));
        const SweepResult& r = c.results.back();
        if (r.best && (!c.best || metric::improves(c.metric, *r.best, *c.results[*c.best].best)))
            c.best = i;
    }
    const auto overlay = [&](const std::string& title, const std::string& yLabel, const std::string& key) {
        ReportChart chart{title, "epoch", yLabel, {}};
        for (const SweepResult& r : c.results)
            if (r.run)
                chart.series.push_back(epochSeries(r.run->epochs, key, r.variant.label));
        addChart(c.charts, std::move(chart));
    };
    static const std::map<std::string, std::string> titles{
        {"val_loss", "Validation loss by variant"}, {"val_accuracy", "Validation accuracy by variant"},
        {"val_top5", "Validation top-5 by variant"}, {"val_mae", "Validation MAE by variant"},
        {"val_rmse", "Validation RMSE by variant"}, {"val_r2", "Validation R² by variant"}};
    const auto title = titles.find(c.metric);
    overlay(title != titles.end() ? title->second : c.metric + " by variant", c.metric, c.metric);
    if (c.metric != "val_loss")
        overlay(titles.at("val_loss"), "val_loss", "val_loss");
    overlay("Training loss by variant", "train_loss", "train_loss");
    overlay("Throughput by variant", "samples/s", "samples_per_second");
    return c;
}

Json sweepComparisonJson(const SweepComparison& c)
{
    Json j = c.plan.toJson();
    j["metric"] = c.metric;
    j["best"] = c.best ? Json(c.plan.variants[*c.best].label) : Json(nullptr);
    Json results = Json::array();
    for (const SweepResult& r : c.results) {
        Json settings = Json::object();
        for (const auto& [key, value] : r.variant.settings)
            settings[key] = value;
        Json x = {{"label", r.variant.label}, {"settings", settings}, {"status", r.status}, {"epochs", r.epochs},
                  {"run", r.run ? Json(r.run->folder.filename().string()) : Json(nullptr)}};
        if (r.parameters)
            x["parameters"] = *r.parameters;
        if (r.best) {
            x["best"] = *r.best;
            x["best_epoch"] = r.bestEpoch;
        }
        if (!r.test.empty())
            x["test"] = r.test;
        if (r.epochs > 0) {
            x["train_seconds"] = r.trainSeconds;
            x["samples_per_second"] = r.samplesPerSecond;
        }
        results.push_back(std::move(x));
    }
    j["results"] = std::move(results);
    return j;
}

std::string sweepComparisonHtml(const SweepComparison& c, const ReportHtmlOptions& options)
{
    const std::string& lang = options.language;
    const auto T = [&](const std::string& english) { return reportText(english, lang); };
    std::string h = reportformat::htmlHead(T("Lathe sweep") + ": " + c.plan.name, lang);
    h += "<h1>" + htmlEscape(T("Sweep") + ": " + c.plan.name) + "</h1>\n";
    const auto completed = std::count_if(c.results.begin(), c.results.end(), [](const SweepResult& r) { return r.status == "completed"; });
    h += "<p class=\"muted\">" + T("Sweep folder") + " " + htmlEscape(c.folder.string()) + " &middot; " + T("from") + " "
         + htmlEscape(c.plan.source) + " &middot; " + std::to_string(completed) + " / " + std::to_string(c.results.size()) + " "
         + T("variants completed") + "</p>\n";
    if (c.best)
        h += "<p>" + T("Best") + " " + htmlEscape(c.metric) + ": <b>" + htmlEscape(c.plan.variants[*c.best].label) + "</b> ("
             + number(*c.results[*c.best].best) + ")</p>\n";

    std::set<std::string> testKeys;
    for (const SweepResult& r : c.results)
        for (const auto& kv : r.test)
            testKeys.insert(kv.first);
    const std::vector<std::string> keys = c.plan.keys();
    h += "<h2>" + T("Variants") + "</h2>\n<table class=\"grid compare\"><tr>";
    for (const std::string& k : keys)
        h += "<th>" + htmlEscape(k) + "</th>";
    h += "<th>" + T("parameters") + "</th><th>" + T("status") + "</th><th>" + T("epochs") + "</th><th>" + T("best") + " " + htmlEscape(c.metric) + "</th><th>"
         + T("best epoch") + "</th>";
    for (const std::string& k : testKeys)
        h += "<th>" + htmlEscape(k) + "</th>";
    h += "<th>" + T("train time") + " (s)</th><th>" + T("samples/s") + "</th></tr>\n";
    for (std::size_t i = 0; i < c.results.size(); ++i) {
        const SweepResult& r = c.results[i];
        h += c.best == i ? "<tr class=\"best\">" : "<tr>";
        for (const std::string& k : keys) {
            const auto it = std::find_if(r.variant.settings.begin(), r.variant.settings.end(), [&](const auto& s) { return s.first == k; });
            h += "<td>" + htmlEscape(it == r.variant.settings.end() ? std::string("-") : it->second) + "</td>";
        }
        h += "<td>" + (r.parameters ? std::to_string(*r.parameters) : std::string("-")) + "</td><td>" + htmlEscape(T(r.status)) + "</td><td>" + std::to_string(r.epochs) + "</td><td>" + (r.best ? number(*r.best) : "-")
             + "</td><td>" + (r.bestEpoch > 0 ? std::to_string(r.bestEpoch) : "-") + "</td>";
        for (const std::string& k : testKeys) {
            const auto it = r.test.find(k);
            h += "<td>" + (it == r.test.end() ? std::string("-") : number(it->second)) + "</td>";
        }
        h += "<td>" + (r.epochs > 0 ? number(r.trainSeconds) : "-") + "</td><td>" + (r.epochs > 0 ? number(r.samplesPerSecond) : "-")
             + "</td></tr>\n";
    }
    h += "</table>\n<p>" + T("Run folders") + ":</p>\n<ul>\n";
    for (const SweepResult& r : c.results)
        h += "<li>" + htmlEscape(r.variant.label) + ": " + htmlEscape(r.run ? r.run->folder.filename().string() : T("not started")) + "</li>\n";
    h += "</ul>\n";
    if (completed < static_cast<long>(c.results.size()))
        h += "<p class=\"muted\">" + T("Resume the sweep with") + " <code>lathe-cli sweep --resume " + htmlEscape(c.folder.string())
             + "</code></p>\n";

    h += "<h2>" + T("Charts") + "</h2>\n";
    for (std::size_t i = 0; i < c.charts.size(); ++i)
        h += options.chartsAsImages ? "<p><img src=\"lathe-chart-" + std::to_string(i) + "\" width=\"540\" height=\"236\"></p>\n"
                                    : "<div>" + c.charts[i].svg(lang) + "</div>\n";
    h += "<h2>" + T("Base config") + "</h2>\n";
    if (!options.chartsAsImages)
        h += "<details><summary>" + T("Full config") + "</summary><pre>" + htmlEscape(c.plan.base.dump(2)) + "</pre></details>\n";
    else
        h += "<p class=\"muted\">" + T("The base config is in sweep.json; each variant's config.json is in its run folder.") + "</p>\n";
    h += "<p class=\"muted\">" + T("Made by Lathe from the files in the sweep folder.") + "</p>\n</body></html>\n";
    return h;
}

void writeSweepComparison(const SweepComparison& c, const std::string& language)
{
    writeFileAtomically(c.folder / sweepfile::Plan, sweepComparisonJson(c).dump(2) + "\n");
    ReportHtmlOptions options;
    options.language = language;
    writeFileAtomically(c.folder / sweepfile::ComparisonHtml, sweepComparisonHtml(c, options));
}

} // namespace lathe::core
