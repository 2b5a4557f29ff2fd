#include "comparison.h"

#include "format.h"
#include "config/messagejson.h"
#include "metrics/metric.h"
#include "train/sweep.h"
#include "util/atomicfile.h"
#include "util/shellword.h"

#include <algorithm>
#include <map>
#include <set>

namespace lathe::core {

namespace fs = std::filesystem;
using reportformat::addChart;
using reportformat::epochSeries;
using reportformat::number;
using reportformat::Words;

namespace {

SweepResult resultOf(const std::optional<fs::path>& runFolder, const SweepPlan& plan, std::size_t i, const std::string& metric)
{
    SweepResult r;
    r.variant = plan.variants[i];
    r.runName = plan.runName(i);
    r.status = "not started";
    if (!runFolder)
        return r;
    r.run = readRunFolder(*runFolder, DeviceSamples::Skip);
    const RunRecord& run = *r.run;
    r.status = runStatusName(run.status());
    r.epochs = static_cast<int>(run.epochs.size());
    if (!run.model.empty())
        r.parameters = run.model.parameters;
    // Each epoch trains the whole training split, so the run's rate is the epochs' harmonic mean (all
    // its samples over all their time): the plain mean let a short warm epoch's rate stand for the run.
    double secondsPerSample = 0.0;
    int rated = 0;
    for (const EpochRecord& e : run.epochs) {
        r.trainSeconds += e.epochSeconds;
        if (e.samplesPerSecond > 0.0) {
            secondsPerSample += 1.0 / e.samplesPerSecond;
            ++rated;
        }
        const auto v = e.value(metric);
        if (v && (!r.best || metric::improves(metric, *v, *r.best))) {
            r.best = v;
            r.bestEpoch = e.epoch;
        }
    }
    if (rated > 0)
        r.samplesPerSecond = rated / secondsPerSample;
    if (run.summary)
        for (const auto& [key, value] : run.summary->finalMetrics)
            if (key.rfind("test_", 0) == 0)
                r.test[key] = value;
    return r;
}

// The title of the chart of `metric` over the variants.
Message metricByVariant(const std::string& metric)
{
    if (metric == "val_loss")
        return msg("Validation loss by variant");
    if (metric == "val_accuracy")
        return msg("Validation accuracy by variant");
    if (metric == "val_top5")
        return msg("Validation top-5 by variant");
    if (metric == "val_mae")
        return msg("Validation MAE by variant");
    if (metric == "val_rmse")
        return msg("Validation RMSE by variant");
    if (metric == "val_r2")
        return msg("Validation R² by variant");
    return msg("%1 by variant", metric);
}

// A variant's status (SweepResult::status: a run's status name, or "not started") in the report's words.
Message statusWord(const std::string& status)
{
    for (const RunStatus s : {RunStatus::Completed, RunStatus::Stopped, RunStatus::Failed, RunStatus::Unfinished}) {
        if (status == runStatusName(s))
            return reportformat::runStatusMessage(s);
    }
    if (status == "pruned")
        return msg("pruned");
    return status == "not started" ? msg("not started") : Message::plain(status);
}

} // namespace

SweepComparison loadSweepComparison(const fs::path& folder)
{
    SweepComparison c;
    c.folder = folder;
    c.plan = readSweepPlan(folder);
    c.metric = sweepMetric(c.plan);
    const bool asha = c.plan.search.kind == SweepSearch::Kind::Asha;
    const std::vector<std::optional<fs::path>> runs = sweepVariantRuns(folder, c.plan);
    std::vector<std::size_t> failed; // shown as failed, not as a trial yet to start
    for (std::size_t i = 0; i < c.plan.variants.size(); ++i) {
        c.results.push_back(resultOf(runs[i], c.plan, i, c.metric));
        if (c.results.back().status == runStatusName(RunStatus::Failed))
            failed.push_back(i);
    }
    std::vector<AshaStanding> standings;
    if (asha) {
        const AshaSettings settings = sweepAshaSettings(c.plan);
        const std::vector<AshaTrial> trials = readAshaTrials(folder, c.plan, failed);
        const bool over = !nextAshaJob(settings, trials, metric::higherIsBetter(c.metric));
        standings = ashaStandings(settings, trials, metric::higherIsBetter(c.metric), over);
    }
    for (std::size_t i = 0; i < c.results.size(); ++i) {
        SweepResult& r = c.results[i];
        if (asha) {
            r.standing = standings[i];
            if (r.standing->outcome == AshaStanding::Outcome::Pruned)
                r.status = "pruned";
            if (r.standing->outcome != AshaStanding::Outcome::Completed)
                continue; // a trial stopped at a rung is no model to choose
        } else if (r.status != runStatusName(RunStatus::Completed)) {
            continue; // nor is a variant stopped or failed part way: only a whole training is compared
        }
        if (r.best && (!c.best || metric::improves(c.metric, *r.best, *c.results[*c.best].best)))
            c.best = i;
    }
    const auto overlay = [&](Message title, Message yLabel, const std::string& key) {
        ReportChart chart{std::move(title), msg("epoch"), std::move(yLabel), {}};
        for (const SweepResult& r : c.results)
            if (r.run)
                chart.series.push_back(epochSeries(r.run->epochs, key, Message::plain(r.variant.label)));
        addChart(c.charts, std::move(chart));
    };
    overlay(metricByVariant(c.metric), Message::plain(c.metric), c.metric);
    if (c.metric != "val_loss")
        overlay(metricByVariant("val_loss"), Message::plain("val_loss"), "val_loss");
    overlay(msg("Training loss by variant"), Message::plain("train_loss"), "train_loss");
    overlay(msg("Throughput by variant"), msg("samples/s"), "samples_per_second");
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
        if (r.standing) {
            x["rung"] = r.standing->rung + 1; // 0: none reached
            x["rung_epoch"] = r.standing->rungEpoch;
            x["stopped_because"] = messageToJson(r.standing->why);
        }
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
    const Words W(options.language);
    std::string h = reportformat::htmlHead(W(msg("Lathe sweep: %1", c.plan.name)), options.language);
    h += "<h1>" + W.html(msg("Sweep: %1", c.plan.name)) + "</h1>\n";
    if (c.plan.search.kind == SweepSearch::Kind::Asha) {
        std::string rungs;
        for (const int r : ashaRungs(sweepAshaSettings(c.plan)))
            rungs += (rungs.empty() ? "" : ", ") + std::to_string(r);
        h += "<p>" + W.html(msg("ASHA search of %1 trials: rungs at epochs %2; at each rung the best 1/%3 by %4 go on, the others are pruned.",
                                c.results.size(), rungs, c.plan.search.eta, c.metric))
             + "</p>\n";
    } else if (c.plan.search.kind == SweepSearch::Kind::Random) {
        h += "<p>" + W.html(msg("Random search of %1 trials drawn with seed %2.", c.results.size(), std::to_string(c.plan.search.seed))) + "</p>\n";
    }
    const auto completed = std::count_if(c.results.begin(), c.results.end(), [](const SweepResult& r) { return r.status == "completed"; });
    const auto pruned = std::count_if(c.results.begin(), c.results.end(), [](const SweepResult& r) { return r.status == "pruned"; });
    h += "<p class=\"muted\">"
         + W.line({msg("Sweep folder %1", c.folder.string()), msg("from %1", c.plan.source),
                   pruned > 0 ? msg("%1 of %2 trials completed, %3 pruned", completed, c.results.size(), pruned)
                              : msg("%1 of %2 variants completed", completed, c.results.size())})
         + "</p>\n";
    if (c.best)
        h += "<p>"
             + W.html(msg("Best %1: %2 (%3)", c.metric, c.plan.variants[*c.best].label, number(*c.results[*c.best].best))) + "</p>\n";

    std::set<std::string> testKeys;
    for (const SweepResult& r : c.results)
        for (const auto& kv : r.test)
            testKeys.insert(kv.first);
    const std::vector<std::string> keys = c.plan.keys();
    std::vector<Message> heads;
    for (const std::string& k : keys)
        heads.push_back(Message::plain(k));
    for (Message head : {msg("parameters"), msg("status"), msg("epochs"), msg("best %1", c.metric), msg("best epoch")})
        heads.push_back(std::move(head));
    for (const std::string& k : testKeys)
        heads.push_back(Message::plain(k));
    heads.push_back(msg("train time (s)"));
    heads.push_back(msg("samples/s"));
    const bool asha = c.plan.search.kind == SweepSearch::Kind::Asha;
    if (asha) {
        heads.push_back(msg("rung"));
        heads.push_back(msg("why it stopped"));
    }
    h += "<h2>" + W.html(msg("Variants")) + "</h2>\n<table class=\"grid compare\">" + W.headRow(heads);
    for (std::size_t i = 0; i < c.results.size(); ++i) {
        const SweepResult& r = c.results[i];
        h += c.best == i ? "<tr class=\"best\">" : "<tr>";
        for (const std::string& k : keys) {
            const auto it = std::find_if(r.variant.settings.begin(), r.variant.settings.end(), [&](const auto& s) { return s.first == k; });
            std::string value = it == r.variant.settings.end() ? std::string("-") : it->second;
            // training.lr "auto": the rate the finder chose beside it (the row said only "auto").
            if (k == "training.lr" && value == "auto" && r.run && r.run->lrFinder.found)
                value += " → " + number(r.run->lrFinder.chosen);
            h += "<td>" + htmlEscape(value) + "</td>";
        }
        h += "<td>" + (r.parameters ? std::to_string(*r.parameters) : std::string("-")) + "</td><td>" + W.html(statusWord(r.status)) + "</td><td>"
             + std::to_string(r.epochs) + "</td><td>" + (r.best ? number(*r.best) : "-") + "</td><td>"
             + (r.bestEpoch > 0 ? std::to_string(r.bestEpoch) : "-") + "</td>";
        for (const std::string& k : testKeys) {
            const auto it = r.test.find(k);
            h += "<td>" + (it == r.test.end() ? std::string("-") : number(it->second)) + "</td>";
        }
        h += "<td>" + (r.epochs > 0 ? number(r.trainSeconds) : "-") + "</td><td>" + (r.epochs > 0 ? number(r.samplesPerSecond) : "-")
             + "</td>";
        if (asha && r.standing)
            h += "<td>" + (r.standing->rung >= 0 ? std::to_string(r.standing->rung + 1) : std::string("-")) + "</td><td>"
                 + W.html(r.standing->why) + "</td>";
        h += "</tr>\n";
    }
    h += "</table>\n<p>" + W.html(msg("Run folders:")) + "</p>\n<ul>\n";
    for (const SweepResult& r : c.results)
        h += "<li>" + htmlEscape(r.variant.label) + ": " + (r.run ? htmlEscape(r.run->folder.filename().string()) : W.html(msg("not started")))
             + "</li>\n";
    h += "</ul>\n";
    const bool searchGoesOn = std::any_of(c.results.begin(), c.results.end(), [](const SweepResult& r) {
        return r.standing && (r.standing->outcome == AshaStanding::Outcome::Waiting || r.standing->outcome == AshaStanding::Outcome::NotStarted);
    });
    if (asha ? searchGoesOn : completed < static_cast<long>(c.results.size()))
        h += "<p class=\"muted\">" + W.html(msg("Resume the sweep with: %1", "lathe-cli sweep --resume " + shellWord(c.folder.string()))) + "</p>\n";

    h += "<h2>" + W.html(msg("Charts")) + "</h2>\n";
    for (std::size_t i = 0; i < c.charts.size(); ++i)
        h += options.chartsAsImages ? "<p><img src=\"lathe-chart-" + std::to_string(i) + "\" width=\"540\" height=\"236\"></p>\n"
                                    : "<div>" + c.charts[i].svg(options.language) + "</div>\n";
    h += "<h2>" + W.html(msg("Base config")) + "</h2>\n";
    if (!options.chartsAsImages)
        h += "<details><summary>" + W.html(msg("Full config")) + "</summary><pre>" + htmlEscape(c.plan.base.dump(2)) + "</pre></details>\n";
    else
        h += "<p class=\"muted\">" + W.html(msg("The base config is in sweep.json; each variant's config.json is in its run folder.")) + "</p>\n";
    h += "<p class=\"muted\">" + W.html(msg("Made by Lathe from the files in the sweep folder.")) + "</p>\n</body></html>\n";
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
