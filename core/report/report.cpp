#include "report.h"

#include "devicedigest.h"
#include "format.h"
#include "config/messagejson.h"
#include "tune/efficiency.h"
#include "tune/lrfinder.h"
#include "metrics/evaluation.h"
#include "util/atomicfile.h"
#include "util/utf8.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <cstdio>
#include <map>

namespace lathe::core {

namespace fs = std::filesystem;
using reportformat::fixed;
using reportformat::number;
using reportformat::dataSection;
using reportformat::row;
using reportformat::addChart;
using reportformat::duration;
using reportformat::Words;
using reportformat::runStatusMessage;
using reportformat::epochSeries;
using reportformat::DeviceDigest;

namespace {

std::vector<ReportChart> buildCharts(const RunRecord& run, const DeviceDigest& d)
{
    const std::vector<EpochRecord>& m = run.epochs;
    std::vector<ReportChart> c;
    const Message epoch = msg("epoch");
    addChart(c, {msg("Loss"), epoch, msg("loss"), {epochSeries(m, "train_loss", msg("train")), epochSeries(m, "val_loss", msg("validation"))}});
    addChart(c, {msg("Accuracy"), epoch, msg("accuracy"),
                 {epochSeries(m, "train_accuracy", msg("train")), epochSeries(m, "val_accuracy", msg("validation")),
                  epochSeries(m, "val_top5", msg("validation top-5"))}});
    addChart(c, {msg("Regression error"), epoch, msg("error"),
                 {epochSeries(m, "train_mae", msg("train MAE")), epochSeries(m, "val_mae", msg("validation MAE")),
                  epochSeries(m, "val_rmse", msg("validation RMSE"))}});
    addChart(c, {msg("Learning rate"), epoch, Message::plain("lr"), {epochSeries(m, "lr", msg("learning rate"))}, ReportChart::Kind::Lines,
                 NumberStyle::Scientific});
    addChart(c, {msg("Throughput"), epoch, msg("samples/s"), {epochSeries(m, "samples_per_second", msg("samples/s"))}, ReportChart::Kind::Lines,
                 NumberStyle::Si});
    addChart(c, {msg("Epoch time"), epoch, msg("seconds"), {epochSeries(m, "epoch_seconds", msg("seconds"))}});
    addChart(c, {msg("Data wait"), epoch, msg("% of step time"), {epochSeries(m, "data_wait_percent", msg("data wait %"))}});
    if (!m.empty() && !m.back().ranks.empty()) { // data parallel: each rank's pace, to see the one that lags
        ReportChart perRank{msg("Samples/s per rank"), epoch, msg("samples/s"), {}, ReportChart::Kind::Lines, NumberStyle::Si};
        for (const auto& r : m.back().ranks) {
            ChartSeries s{msg("rank %1", r.rank), {}, {}};
            for (const auto& e : m) {
                for (const auto& q : e.ranks) {
                    if (q.rank == r.rank) {
                        s.x.push_back(e.epoch);
                        s.y.push_back(q.samplesPerSecond);
                    }
                }
            }
            perRank.series.push_back(std::move(s));
        }
        addChart(c, std::move(perRank));
    }
    d.addCharts(c);
    return c;
}

// Data parallel: each rank's host, mean samples/s and data wait over the epochs that recorded it.
std::string ranksTable(const std::vector<EpochRecord>& epochs, const Words& W)
{
    struct Sums {
        std::string host;
        double samplesPerSecond = 0.0, dataWait = 0.0, slowest = -1.0;
        int epochs = 0;
    };
    std::map<int, Sums> ranks;
    for (const auto& e : epochs) {
        for (const auto& r : e.ranks) {
            Sums& s = ranks[r.rank];
            s.host = r.host;
            s.samplesPerSecond += r.samplesPerSecond;
            s.dataWait += r.dataWaitPercent;
            s.slowest = s.slowest < 0 ? r.samplesPerSecond : std::min(s.slowest, r.samplesPerSecond);
            ++s.epochs;
        }
    }
    if (ranks.empty())
        return {};
    std::string h = "<h2>" + W.html(msg("Data parallel")) + "</h2>\n<p>" + W.html(msg("%1 ranks", ranks.size())) + "</p>\n";
    h += "<table class=\"grid\">"
         + W.headRow({msg("rank"), msg("host"), msg("mean samples/s"), msg("slowest epoch samples/s"), msg("mean data wait %")});
    for (const auto& [rank, s] : ranks) {
        h += "<tr><td>" + std::to_string(rank) + "</td><td>" + htmlEscape(s.host) + "</td><td>" + number(s.samplesPerSecond / s.epochs)
             + "</td><td>" + number(s.slowest) + "</td><td>" + fixed(s.dataWait / s.epochs, 1) + "</td></tr>\n";
    }
    return h + "</table>\n";
}

ReportEfficiency efficiencyOf(const RunRecord& run, const DeviceDigest& d)
{
    ReportEfficiency e;
    for (const auto& m : run.epochs) {
        e.meanDataWaitPercent += m.dataWaitPercent;
        e.meanSamplesPerSecond += m.samplesPerSecond;
    }
    const double n = static_cast<double>(std::max<std::size_t>(1, run.epochs.size()));
    e.meanDataWaitPercent /= n;
    e.meanSamplesPerSecond /= n;
    if (d.utilisationCount > 0)
        e.meanGpuUtilisationPercent = d.utilisationSum / static_cast<double>(d.utilisationCount);
    if (d.peakMemory >= 0)
        e.peakGpuMemoryFraction = d.peakMemory;
    if (d.cpuCount > 0)
        e.meanProcessCpuPercent = d.cpuSum / static_cast<double>(d.cpuCount);
    if (d.hostCount > 0)
        e.meanHostCpuPercent = d.hostSum / static_cast<double>(d.hostCount);
    return e;
}

// Confusion matrices larger than this are summarised (the pairs most confused), not drawn.
constexpr std::size_t kMaxMatrixClasses = 30;
// The widest class name a matrix row shows (columns of displayWidth): with ten numbered columns the
// table still fits an A4 page.
constexpr std::size_t kMatrixNameColumns = 24;

// The confusion matrix, each cell shaded by its share of the true class (row-normalised).
std::string confusionMatrix(const ClassificationScores& s, const Words& W)
{
    const std::size_t k = s.classes.size();
    if (k > kMaxMatrixClasses)
        return "<p class=\"muted\">" + W.html(msg("The confusion matrix has too many classes to draw; it is in evaluation.json.")) + "</p>\n";
    // Columns numbered (the rows name them), so that ten long class names still fit a page; short names
    // ("0", "cat", "是") head the columns themselves (numbered, the digits "0 0", "1 1" read as one).
    const bool shortNames = std::all_of(s.classes.begin(), s.classes.end(), [](const ClassScores& c) { return displayWidth(c.name) <= 4; });
    std::string h = "<p>"
                    + W.html(shortNames ? msg("Confusion matrix: rows are the true classes, columns the predicted ones; the shade is the share of the row.")
                                        : msg("Confusion matrix: rows are the true classes, columns the predicted ones (numbered as the rows); the shade is the share of the row."))
                    + "</p>\n<table class=\"grid\" style=\"font-size:9pt\"><tr><th></th>";
    for (std::size_t p = 0; p < k; ++p)
        h += "<th style=\"text-align:right;white-space:nowrap\" title=\"" + htmlEscape(s.classes[p].name) + "\">&nbsp;&nbsp;"
             + (shortNames ? htmlEscape(s.classes[p].name) : std::to_string(p)) + "</th>";
    h += "</tr>\n";
    for (std::size_t t = 0; t < k; ++t) {
        // A long name is cut (whole in the per-class table and the tooltip): kept whole, one row's
        // name pushed the matrix's last columns off the PDF's page.
        h += "<tr><th style=\"white-space:nowrap\" title=\"" + htmlEscape(s.classes[t].name) + "\">" + (shortNames ? std::string() : std::to_string(t) + " ")
             + htmlEscape(shortenToWidth(s.classes[t].name, kMatrixNameColumns)) + "</th>";
        const double rowTotal = static_cast<double>(std::max<std::int64_t>(1, s.classes[t].support));
        for (std::size_t p = 0; p < k; ++p) {
            const double share = static_cast<double>(s.confusion[t][p]) / rowTotal;
            // Correct predictions in blue, mistakes in red, stronger with the share of the row.
            const int fade = static_cast<int>(std::lround(255.0 * (1.0 - std::min(1.0, share))));
            const std::string colour = t == p ? "rgb(" + std::to_string(fade) + "," + std::to_string(fade + (255 - fade) / 3) + ",255)"
                                              : "rgb(255," + std::to_string(fade) + "," + std::to_string(fade) + ")";
            const bool dark = share > 0.6;
            h += "<td style=\"background:" + colour + (dark ? ";color:#fff" : "") + ";text-align:right;white-space:nowrap\">"
                 + std::to_string(s.confusion[t][p]) + "</td>";
        }
        h += "</tr>\n";
    }
    return h + "</table>\n";
}

// Which weights scored the test split, the epoch and why: one sentence per checkpoint.
Message scoredWith(const std::string& checkpoint, int epoch, const Message& reason)
{
    return checkpoint == "last" ? msg("the last weights, epoch %1 (%2)", epoch, reason) : msg("the best weights, epoch %1 (%2)", epoch, reason);
}

std::string classificationSection(const ClassificationScores& s, const Message& scored, const Words& W)
{
    std::string h = "<p>" + W.html(msg("Test split, %1 samples. Scored with %2.", s.samples, scored)) + "</p>\n<table>\n";
    h += row(W(msg("Accuracy")), fixed(s.accuracy, 4));
    h += row(W(msg("Balanced accuracy")), fixed(s.balancedAccuracy, 4));
    h += row(W(msg("Macro F1")), fixed(s.macro.f1, 4));
    h += row(W(msg("Weighted F1")), fixed(s.weighted.f1, 4));
    if (s.top5)
        h += row(W(msg("Top-5 accuracy")), fixed(*s.top5, 4));
    if (s.rocAuc)
        h += row("ROC-AUC", fixed(*s.rocAuc, 4));
    h += "</table>\n<table class=\"grid\">" + W.headRow({msg("class"), msg("precision"), msg("recall"), Message::plain("F1"), msg("support")});
    for (const ClassScores& c : s.classes)
        h += "<tr><td>" + htmlEscape(c.name) + "</td><td>" + fixed(c.precision, 3) + "</td><td>" + fixed(c.recall, 3) + "</td><td>"
             + fixed(c.f1, 3) + "</td><td>" + std::to_string(c.support) + "</td></tr>\n";
    h += "</table>\n";
    const auto confused = s.mostConfused(5);
    if (!confused.empty()) {
        h += "<p>" + W.html(msg("Most confused (true class → predicted class):")) + "</p>\n<ul>\n";
        for (const auto& c : confused) {
            const auto support = static_cast<double>(std::max<std::int64_t>(1, s.classes[c.trueClass].support));
            h += "<li>"
                 + W.html(msg("%1 → %2: %3 (%4% of the class)", s.classes[c.trueClass].name, s.classes[c.predictedClass].name, c.count,
                              fixed(100.0 * static_cast<double>(c.count) / support, 1)))
                 + "</li>\n";
        }
        h += "</ul>\n";
    }
    return h + confusionMatrix(s, W);
}

std::string regressionSection(const RegressionScores& s, const Message& scored, const Words& W)
{
    // A row per score and a column per target: nine scores side by side squeezed a page's columns until
    // "0.682" wrapped as "0." and "682" and "target" one letter a line. No number is broken.
    std::string h = "<p>" + W.html(msg("Test split, %1 samples. Scored with %2.", s.samples, scored)) + "</p>\n<table class=\"grid\"><tr><th>"
                    + W.html(msg("target")) + "</th>";
    for (const TargetScores& t : s.targets)
        h += "<th style=\"white-space:nowrap\">" + htmlEscape(t.name) + "</th>";
    h += "</tr>\n";
    // A forecast: persistence's MAE on the same windows beside the model's, the figure to beat.
    const bool persistence = std::any_of(s.targets.begin(), s.targets.end(), [](const TargetScores& t) { return t.persistenceMae.has_value(); });
    const auto scoreRow = [&](const Message& name, const std::function<std::string(const TargetScores&)>& value) {
        h += "<tr><th>" + W.html(name) + "</th>";
        for (const TargetScores& t : s.targets)
            h += "<td style=\"white-space:nowrap\">" + value(t) + "</td>";
        h += "</tr>\n";
    };
    scoreRow(Message::plain("MAE"), [](const TargetScores& t) { return number(t.mae); });
    scoreRow(Message::plain("RMSE"), [](const TargetScores& t) { return number(t.rmse); });
    scoreRow(Message::plain("R²"), [](const TargetScores& t) { return fixed(t.r2, 4); });
    scoreRow(msg("mean residual"), [](const TargetScores& t) { return number(t.residuals.mean); });
    scoreRow(msg("residual std"), [](const TargetScores& t) { return number(t.residuals.std); });
    scoreRow(msg("median |residual|"), [](const TargetScores& t) { return number(t.residuals.absMedian); });
    scoreRow(msg("90% |residual|"), [](const TargetScores& t) { return number(t.residuals.absP90); });
    if (persistence)
        scoreRow(msg("persistence MAE"), [](const TargetScores& t) { return t.persistenceMae ? number(*t.persistenceMae) : std::string("–"); });
    h += "</table>\n";
    if (persistence)
        h += "<p>" + W.html(msg("Persistence MAE: the error of forecasting that the next value is the last one, on the same windows; a forecaster "
                                "is of use where its MAE is lower.")) + "</p>\n";
    return h;
}

// The test split in detail (evaluation.json): the headline scores, the classes (or targets), the
// pairs of classes most confused, and the confusion matrix.
std::string evaluationSection(const std::optional<EvaluationRecord>& evaluation, const Words& W)
{
    if (!evaluation || (!evaluation->classification && !evaluation->regression))
        return {};
    const Message scored = scoredWith(evaluation->checkpoint, evaluation->epoch, evaluation->reason);
    const std::string h = "<h2>" + W.html(msg("Evaluation")) + "</h2>\n";
    return h + (evaluation->classification ? classificationSection(*evaluation->classification, scored, W)
                                           : regressionSection(*evaluation->regression, scored, W));
}

// The layer summary (model.json): each layer that holds parameters, its type, the shapes of its
// parameters and their count; the totals. Runs from before model.json have none.
std::string modelSection(const ModelRecord& model, const Words& W)
{
    if (model.empty())
        return {};
    const auto shapeText = [](const std::vector<std::int64_t>& shape) { return Json(shape).dump(); };
    std::string h = "<h2>" + W.html(msg("Model")) + "</h2>\n<p>"
                    + W.line({msg("Parameters: %1 (%2 trainable)", model.parameters, model.trainable),
                              msg("input per sample: %1", shapeText(model.inputShape)), msg("outputs: %1", model.outputSize)})
                    + "</p>\n";
    h += "<table class=\"grid\">" + W.headRow({msg("layer"), msg("type"), msg("parameter shapes"), msg("parameters")});
    for (const ModelRecord::Layer& layer : model.layers) {
        std::string shapes;
        for (const auto& [name, shape] : layer.shapes)
            shapes += (shapes.empty() ? "" : ", ") + name + " " + shapeText(shape);
        h += "<tr><td>" + htmlEscape(layer.name) + "</td><td>" + htmlEscape(layer.type) + "</td><td>" + htmlEscape(shapes) + "</td><td>"
             + std::to_string(layer.parameters) + "</td></tr>\n";
    }
    return h + "</table>\n";
}

// A finder trial's phase and result as recorded (finderrecord.h), in the report's words.
Message finderWord(const std::string& word)
{
    if (word == "probe")
        return msg("probe");
    if (word == "predict")
        return msg("predict");
    if (word == "bisect")
        return msg("bisect");
    if (word == "retime")
        return msg("re-time");
    if (word == "time")
        return msg("timing");
    if (word == "ok")
        return msg("ok");
    if (word == "over budget")
        return msg("over budget");
    if (word == "out of memory")
        return msg("out of memory");
    return Message::plain(word);
}

} // namespace

RunReport loadRunReport(const fs::path& runDir)
{
    RunReport r;
    r.run = readRunFolder(runDir, DeviceSamples::Skip);
    for (const LogRecord& record : readLog(runDir)) {
        if (record.decision)
            r.decisions.push_back(record.message);
    }
    r.decisionsRecorded = fs::exists(runDir / runfile::LogRecords); // format 2: its log marks them
    const bool dataParallel = !r.run.epochs.empty() && !r.run.epochs.back().ranks.empty();
    DeviceDigest device(r.run.trainingGpu(), dataParallel);
    forEachDeviceRecord(runDir, [&](const DeviceRecord& d) { device.add(d); });
    r.charts = buildCharts(r.run, device);
    if (auto profile = reportformat::profileChart(r.run.profiles))
        addChart(r.charts, std::move(*profile));
    if (!r.run.lrFinder.empty()) {
        // The range test's loss against the rate (log10: the sweep is exponential).
        ChartSeries loss{msg("loss"), {}, {}}, smoothed{msg("smoothed loss"), {}, {}};
        for (const auto& p : r.run.lrFinder.points) {
            if (p.lr <= 0 || !std::isfinite(p.loss))
                continue;
            loss.x.push_back(std::log10(p.lr));
            loss.y.push_back(p.loss);
            if (std::isfinite(p.smoothed)) {
                smoothed.x.push_back(std::log10(p.lr));
                smoothed.y.push_back(p.smoothed);
            }
        }
        addChart(r.charts, {msg("Learning-rate finder: loss against the rate"), msg("log10(learning rate)"), msg("loss"), {loss, smoothed}});
    }
    r.efficiency = efficiencyOf(r.run, device);
    return r;
}

namespace {

// The run's name, status, times and epochs.
std::string headerSection(const RunRecord& run, const Words& W)
{
    const std::optional<RunSummary>& s = run.summary;
    std::string h = "<h1>" + htmlEscape(run.name()) + "</h1>\n";
    if (!run.settings.description.empty())
        h += "<p>" + htmlEscape(run.settings.description) + "</p>\n";
    for (const Message& damaged : run.damaged) // before the figures they leave out
        h += "<p class=\"warn\">" + W.html(damaged) + "</p>\n";
    double trainingSeconds = 0.0;
    for (const EpochRecord& epoch : run.epochs)
        trainingSeconds += epoch.epochSeconds;
    const int planned = run.settings.epochs;
    const int completed = s ? s->epochsCompleted : static_cast<int>(run.epochs.size());
    h += "<p class=\"muted\">"
         + W.line({msg("Run folder %1", run.folder.string()), msg("status: %1", runStatusMessage(run.status())),
                   msg("started %1", run.environment ? run.environment->startedAt : std::string("-")),
                   msg("finished %1", s ? s->finishedAt : std::string("-"))})
         + "</p>\n";
    if (s && s->status == RunStatus::Failed && !s->failure.empty())
        h += "<p class=\"advice\">" + W.line({msg("The run failed (exit code %1): %2", s->exitCode, s->failure)}) + "</p>\n";
    h += "<p>"
         + W.line({planned > 0 ? msg("Epochs completed: %1 of %2", completed, planned) : msg("Epochs completed: %1", completed),
                   msg("training time %1", duration(trainingSeconds))})
         + "</p>\n";
    return h;
}

// The final and best metrics, the best epoch and the weights the test split was scored with.
std::string resultsSection(const RunRecord& run, const Words& W)
{
    std::string h = "<h2>" + W.html(msg("Results")) + "</h2>\n";
    const std::optional<RunSummary>& s = run.summary;
    if (!s)
        return h + "<p>" + W.html(msg("No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.")) + "</p>\n";
    h += "<table class=\"grid\">" + W.headRow({msg("metric"), msg("final"), msg("best epoch")});
    for (const auto& [k, v] : s->finalMetrics) {
        const auto best = s->bestMetrics.find(k);
        const std::string b = best == s->bestMetrics.end() ? "-" : number(best->second);
        h += "<tr><td>" + htmlEscape(k) + "</td><td>" + number(v) + "</td><td>" + b + "</td></tr>\n";
    }
    h += "</table>\n";
    if (s->bestEpoch > 0)
        h += "<p>"
             + W.html(msg("Best epoch: %1 of %2 (%3)", s->bestEpoch, s->epochsCompleted, run.settings.checkpointMetric))
             + "</p>\n";
    if (!s->testCheckpoint.empty())
        h += "<p>"
             + W.html(msg("Test metrics and model.pt: %1", scoredWith(s->testCheckpoint, s->testCheckpointEpoch, s->testCheckpointReason)))
             + "</p>\n";
    return h;
}

// The choices the run made and why: device, precision, batch, executor, and every decision logged.
std::string decisionsSection(const RunReport& r, const Words& W)
{
    const RunRecord& run = r.run;
    const std::optional<RunSummary>& s = run.summary;
    const auto withReason = [&](const std::string& value, const Message& reason) {
        return reason.empty() ? value : W(msg("%1 (%2)", value, reason));
    };
    std::string h = "<h2>" + W.html(msg("Decisions")) + "</h2>\n<table>\n";
    // A run still going (or killed) has no summary: its latest session's start says what it trains with.
    const std::optional<RunStartedEvent>& started = run.started;
    const std::string device = s ? s->device
                               : started ? started->device
                               : run.environment ? run.environment->deviceDescription
                                                 : std::string("-");
    h += row(W(msg("Device")), device);
    h += row(W(msg("Precision")), s ? withReason(s->precision, s->precisionReason)
                                  : started ? withReason(started->precision, started->precisionReason)
                                            : std::string("-"));
    const int batch = s ? s->batchSize : started ? started->batchSize : 0;
    h += row(W(msg("Batch size")), batch > 0 ? withReason(std::to_string(batch), run.finder.summary) : std::string("-"));
    if (s && !s->executor.empty()) { // compile.graph_optimize: the choice and, for "auto", the timings behind it
        const ExecutorRecord& x = s->executor;
        Message why = x.summary.empty() ? x.reason : x.summary;
        if (x.costSeconds)
            why = msg("%1; trial cost %2 s", why, number(*x.costSeconds));
        const Message choice = x.choiceLabel(); // translated (it was the recorded English name)
        const Message chosen = x.channelsLast.value_or(false) ? msg("%1, channels-last memory order", choice) : choice;
        h += row(W(msg("Executor")), W(why.empty() ? msg("%1 (compile.graph_optimize %2)", chosen, x.setting)
                                                   : msg("%1 (compile.graph_optimize %2: %3)", chosen, x.setting, why)));
    }
    h += "</table>\n<ul>\n";
    for (const auto& d : r.decisions)
        h += "<li>" + W.html(d) + "</li>\n";
    h += "</ul>\n";
    if (!r.decisionsRecorded)
        h += "<p class=\"muted\">" + W.html(msg("This run was recorded before Lathe marked its decisions: its log.txt has them all.")) + "</p>\n";
    return h;
}

// The config's main settings; the whole config folded (HTML) or pointed to (PDF).
std::string configurationSection(const RunRecord& run, const Words& W, bool foldable)
{
    const ConfigView& c = run.settings;
    std::string h = "<h2>" + W.html(msg("Configuration")) + "</h2>\n<table>\n";
    h += row(W(msg("Data")), c.dataSource + ": " + c.dataPath);
    if (!run.data.empty())
        h += row(W(msg("Samples")), W(msg("train %1, validation %2, test %3", run.data.trainSamples, run.data.valSamples, run.data.testSamples)));
    h += row(W(msg("Model")), c.modelKind);
    h += row(W(msg("Epochs")), c.epochs > 0 ? std::to_string(c.epochs) : std::string("-"));
    h += row(W(msg("Optimizer")), W(msg("%1, lr %2, weight decay %3", c.optimizer, c.lr, c.weightDecay)));
    h += row(W(msg("Scheduler")), c.scheduler);
    h += row(W(msg("Mixed precision (config)")), c.amp);
    h += "</table>\n";
    // Browsers fold the full config away; the PDF (which cannot fold) leaves it to the config.json.
    if (foldable)
        return h + "<details><summary>" + W.html(msg("Full config")) + "</summary><pre>" + htmlEscape(run.config.dump(2)) + "</pre></details>\n";
    return h + "<p class=\"muted\">" + W.html(msg("The full config is config.json in the run folder.")) + "</p>\n";
}

std::string hardwareSection(const std::optional<Environment>& e, const Words& W)
{
    std::string h = "<h2>" + W.html(msg("Hardware and software")) + "</h2>\n<table>\n";
    h += row("Lathe", e ? e->lathe : std::string("-"));
    h += row(W(msg("Host")), e ? W(msg("%1, %2, %3 cores, %4 GiB", e->host, e->cpu, number(e->cores), number(e->memoryGib))) : std::string("-"));
    if (e && e->gpu)
        h += row("GPU", W(msg("%1, compute capability %2, %3 GiB", e->gpu->name, e->gpu->capability, number(e->gpu->memoryGib))));
    return h + "</table>\n";
}

// How well the run used its device: the means, the one verdict (tune/efficiency.h), the ranks, the
// step profile and the advice.
std::string efficiencySection(const RunReport& r, const Words& W)
{
    const RunRecord& run = r.run;
    const std::optional<Environment>& e = run.environment;
    const ReportEfficiency& f = r.efficiency;
    const auto pct = [&](const std::optional<double>& v) { return v ? fixed(*v, 1) + "%" : W(msg("not measured")); };
    std::string h = "<h2>" + W.html(msg("GPU efficiency")) + "</h2>\n<table>\n";
    h += row(W(msg("Mean GPU utilisation")), pct(f.meanGpuUtilisationPercent));
    h += row(W(msg("Peak GPU memory")),
             f.peakGpuMemoryFraction ? W(msg("%1% of the device", fixed(100.0 * *f.peakGpuMemoryFraction, 1))) : W(msg("not measured")));
    h += row(W(msg("Mean data wait")), pct(f.meanDataWaitPercent));
    h += row(W(msg("Mean samples/s")), number(f.meanSamplesPerSecond));
    h += "</table>\n";
    // The same judgement as the window's dashboard and the advice (tune/efficiency.h), on the run's means.
    EfficiencyReadings measured;
    measured.onGpu = e && e->deviceIndex >= 0;
    measured.training = !run.epochs.empty();
    measured.dataWaitPercent = run.epochs.empty() ? -1.0 : f.meanDataWaitPercent;
    measured.images = run.data.inputShape.empty() || run.data.inputShape.size() == 3; // channels, height, width
    measured.gpuUtilisationPercent = f.meanGpuUtilisationPercent.value_or(-1.0);
    measured.gpuMemoryFraction = f.peakGpuMemoryFraction.value_or(-1.0);
    if (e && !measured.onGpu && f.meanProcessCpuPercent) {
        measured.cores = static_cast<int>(std::max(1u, e->cores));
        measured.cpuBusyPercent = cpuBusyPercent(*f.meanProcessCpuPercent, measured.cores);
        measured.hostCpuBusyPercent = f.meanHostCpuPercent.value_or(-1.0);
    }
    if (const Message verdict = judgeEfficiency(measured).summary; !verdict.empty())
        h += "<p><b>" + W.html(verdict) + "</b></p>\n";
    h += ranksTable(run.epochs, W);
    h += reportformat::profileSection(run.profiles, W);
    const std::vector<Message> advice = run.summary ? run.summary->advice : std::vector<Message>{};
    if (advice.empty())
        h += "<p>" + W.html(msg("No efficiency advice: nothing looked off.")) + "</p>\n";
    for (const auto& a : advice)
        h += "<div class=\"advice\">" + W.html(a) + "</div>\n";
    return h;
}

std::string finderSection(const FinderRecord& finder, const Words& W)
{
    if (finder.empty())
        return {};
    std::string h = "<h2>" + W.html(msg("Batch-size finder")) + "</h2>\n<p>" + W.html(finder.summary) + "</p>\n";
    h += "<table class=\"grid\">" + W.headRow({msg("trial"), msg("phase"), msg("batch"), msg("peak MiB"), msg("samples/s"), msg("result")});
    int i = 0;
    for (const FinderRecord::Trial& t : finder.trials) {
        h += "<tr><td>" + std::to_string(++i) + "</td><td>" + W.html(finderWord(t.phase)) + "</td><td>" + std::to_string(t.batch) + "</td><td>"
             + (t.peakBytes < 0 ? std::string("-") : number(static_cast<double>(t.peakBytes) / 1048576.0)) + "</td><td>"
             + number(t.samplesPerSecond) + "</td><td>" + W.html(finderWord(t.result)) + "</td></tr>\n";
    }
    h += "</table>\n";
    if (finder.timed.empty())
        return h;
    // prefer time_to_accuracy: each batch's step time and its predicted time to an accuracy, relative
    // to the best batch's.
    double best = finder.timed.front().cost;
    for (const FinderRecord::Timed& t : finder.timed)
        best = std::min(best, t.cost);
    h += "<table class=\"grid\">" + W.headRow({msg("batch"), msg("ms a step (trimmed mean)"), msg("time to an accuracy, relative"), msg("result")});
    for (const FinderRecord::Timed& t : finder.timed)
        h += "<tr><td>" + std::to_string(t.batch) + "</td><td>" + number(t.stepSeconds * 1e3) + "</td><td>" + number(best > 0 ? t.cost / best : 0.0)
             + "</td><td>" + (t.batch == finder.chosen ? W.html(msg("chosen")) : std::string()) + "</td></tr>\n";
    h += "</table>\n";
    if (finder.rechecks.empty())
        return h;
    // The rechecks that moved the choice from the walk's least: each pair timed again, alternating.
    h += "<table class=\"grid\">"
         + W.headRow({msg("batch"), msg("timed again against"), msg("rounds"), msg("its lead in time to an accuracy"), msg("spread"), msg("result")});
    for (const FinderRecord::Recheck& c : finder.rechecks) {
        const Message result = c.smallerKept     ? msg("the smaller is quicker")
                               : c.largerClearly ? msg("the larger is quicker")
                                                 : msg("within the spread: the larger is kept");
        h += "<tr><td>" + std::to_string(c.smaller) + "</td><td>" + std::to_string(c.larger) + "</td><td>" + std::to_string(c.rounds) + "</td><td>"
             + number(100.0 * c.lead) + " %</td><td>" + number(100.0 * c.spread) + " %</td><td>" + W.html(result) + "</td></tr>\n";
    }
    return h + "</table>\n";
}

std::string lrFinderSection(const LrFinderResult& finder, const Words& W)
{
    if (finder.empty())
        return {};
    std::string h = "<h2>" + W.html(msg("Learning-rate finder")) + "</h2>\n<p>" + W.html(finder.summary) + "</p>\n";
    h += "<table class=\"grid\">" + W.headRow({msg("trial rate"), msg("loss before"), msg("loss after"), msg("result")});
    for (const auto& t : finder.trials) {
        const Message result = !std::isfinite(t.lossAfter) ? msg("diverged") : finder.found && t.lr == finder.chosen ? msg("chosen") : Message();
        h += "<tr><td>" + rateText(t.lr) + "</td><td>" + number(t.lossBefore) + "</td><td>"
             + (std::isfinite(t.lossAfter) ? number(t.lossAfter) : std::string("-")) + "</td><td>" + W.html(result) + "</td></tr>\n";
    }
    return h + "</table>\n";
}

} // namespace

std::filesystem::path writeReportHtml(const std::filesystem::path& runDir, const ReportHtmlOptions& options)
{
    const fs::path html = runDir / runfile::ReportHtml;
    writeFileAtomically(html, reportHtml(loadRunReport(runDir), options));
    return html;
}

std::string reportHtml(const RunReport& r, const ReportHtmlOptions& options)
{
    const Words W(options.language);
    const RunRecord& run = r.run;
    std::string h = reportformat::htmlHead(W(msg("Lathe report: %1", run.name())), options.language);
    h += headerSection(run, W);
    h += resultsSection(run, W);
    h += evaluationSection(run.evaluation, W);
    h += decisionsSection(r, W);
    h += dataSection(run.data, W);
    h += configurationSection(run, W, !options.chartsAsImages);
    h += modelSection(run.model, W);
    h += hardwareSection(run.environment, W);
    h += "<h2>" + W.html(msg("Charts")) + "</h2>\n";
    for (std::size_t i = 0; i < r.charts.size(); ++i)
        h += options.chartsAsImages ? "<p><img src=\"lathe-chart-" + std::to_string(i) + "\" width=\"540\" height=\"236\"></p>\n"
                                    : "<div>" + r.charts[i].svg(options.language) + "</div>\n";
    h += efficiencySection(r, W);
    h += finderSection(run.finder, W);
    h += lrFinderSection(run.lrFinder, W);
    h += "<p class=\"muted\">" + W.html(msg("Made by %1 from the files in the run folder.", run.environment ? run.environment->lathe : std::string("Lathe")))
         + "</p>\n</body></html>\n";
    return h;
}

} // namespace lathe::core
