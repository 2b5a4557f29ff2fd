#include "report.h"

#include "format.h"
#include "config/messagejson.h"
#include "tune/efficiency.h"
#include "metrics/evaluation.h"
#include "util/envelope.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace lathe::core {

namespace fs = std::filesystem;
using reportformat::fixed;
using reportformat::number;
using reportformat::dataSection;
using reportformat::row;
using reportformat::sub;
using reportformat::text;
using reportformat::addChart;
using reportformat::epochSeries;

namespace {

// A device series gathered while device.jsonl streams by, thinned to its envelope (util/envelope.h)
// whenever it passes kMaxPoints: bounded memory and a bounded chart for runs of any length.
class DeviceSeries {
public:
    static constexpr int kMaxPoints = 2000;
    explicit DeviceSeries(std::string name) : m_name(std::move(name)) {}
    void add(double x, double y) // y < 0: not available
    {
        if (y < 0.0)
            return;
        m_points.emplace_back(x, y);
        if (m_points.size() > kMaxPoints)
            m_points = thin(m_points, kMaxPoints / 4);
    }
    ChartSeries chart() const
    {
        ChartSeries s{m_name, {}, {}};
        for (const auto& [x, y] : m_points) {
            s.x.push_back(x);
            s.y.push_back(y);
        }
        return s;
    }

private:
    using Points = std::vector<std::pair<double, double>>;
    static Points thin(const Points& p, int buckets)
    {
        return envelope(p, buckets, [](const auto& q) { return q.first; }, [](const auto& q) { return q.second; });
    }
    std::string m_name;
    Points m_points;
};

// What the report takes from device.jsonl, read one sample at a time: the device charts' series
// and the sums behind the efficiency figures. The efficiency figures are of the GPU that trained on
// rank 0's machine (the first GPU when the run did not record which); on a machine with several
// GPUs the others are in device.jsonl too. A data-parallel run charts every GPU of the job, one
// series each, named by its machine when the job had several (jobmonitor.h).
struct DeviceDigest {
    DeviceDigest(int gpu, bool everyGpu) : gpu(gpu), everyGpu(everyGpu) {}
    int gpu;
    bool everyGpu;
    DeviceSeries busy{"GPU busy %"}, used{"device used"}, reserved{"allocator reserved"}, allocated{"allocator allocated"},
        power{"power W"}, temperature{"temperature °C"}, process{"process (one core = 100)"}, host{"host"}, resident{"resident"};
    // everyGpu: a series per GPU (and per machine for the CPU), in the order first met.
    struct PerGpu {
        DeviceSeries busy, used, power, temperature;
    };
    std::vector<std::pair<std::string, PerGpu>> gpus;
    struct PerMachine {
        DeviceSeries process, host, resident;
    };
    std::vector<std::pair<std::string, PerMachine>> machines;
    std::string firstHost; // rank 0's machine: its samples come first
    double utilisationSum = 0.0, cpuSum = 0.0, peakMemory = -1.0;
    long long utilisationCount = 0, cpuCount = 0;

    template <typename T, typename Make>
    static T& entry(std::vector<std::pair<std::string, T>>& list, const std::string& name, Make make)
    {
        for (auto& [key, value] : list) {
            if (key == name)
                return value;
        }
        list.emplace_back(name, make());
        return list.back().second;
    }

    void add(const DeviceRecord& d)
    {
        constexpr double gib = 1024.0 * 1024.0 * 1024.0;
        const double t = d.sample.seconds;
        if (firstHost.empty())
            firstHost = d.sample.host;
        const std::string& machine = d.sample.host;
        const std::string prefix = machine.empty() ? std::string() : machine + ": ";
        if (everyGpu) {
            for (const auto& g : d.sample.gpus) {
                const std::string name = prefix + "GPU " + std::to_string(g.index);
                PerGpu& s = entry(gpus, name, [&] {
                    return PerGpu{DeviceSeries(name), DeviceSeries(name), DeviceSeries(name + " W"), DeviceSeries(name + " °C")};
                });
                s.busy.add(t, g.utilisation);
                s.used.add(t, g.memoryUsed < 0 ? g.memoryUsed : g.memoryUsed / gib);
                s.power.add(t, g.powerWatts);
                s.temperature.add(t, g.temperatureC);
            }
            PerMachine& m = entry(machines, machine, [&] {
                return PerMachine{DeviceSeries(prefix + "process (one core = 100)"), DeviceSeries(prefix + "host"),
                                  DeviceSeries(prefix + "resident")};
            });
            m.process.add(t, d.sample.processCpuPercent);
            m.host.add(t, d.sample.hostCpuPercent);
            m.resident.add(t, d.sample.processRssBytes < 0 ? d.sample.processRssBytes : d.sample.processRssBytes / 1048576.0);
        }
        if (machine != firstHost)
            return; // another machine of the job: charted above, not in rank 0's figures
        const double u = d.gpuValue("utilisation", gpu), usedBytes = d.gpuValue("memory_used", gpu),
                     total = d.gpuValue("memory_total", gpu);
        busy.add(t, u);
        used.add(t, usedBytes < 0 ? usedBytes : usedBytes / gib);
        reserved.add(t, d.sample.allocatorReserved < 0 ? d.sample.allocatorReserved : d.sample.allocatorReserved / gib);
        allocated.add(t, d.sample.allocatorAllocated < 0 ? d.sample.allocatorAllocated : d.sample.allocatorAllocated / gib);
        power.add(t, d.gpuValue("power_w", gpu));
        temperature.add(t, d.gpuValue("temperature_c", gpu));
        process.add(t, d.sample.processCpuPercent);
        host.add(t, d.sample.hostCpuPercent);
        resident.add(t, d.sample.processRssBytes < 0 ? d.sample.processRssBytes : d.sample.processRssBytes / 1048576.0);
        if (u >= 0) {
            utilisationSum += u;
            ++utilisationCount;
        }
        if (usedBytes >= 0 && total > 0)
            peakMemory = std::max(peakMemory, usedBytes / total);
        if (d.sample.processCpuPercent >= 0) {
            cpuSum += d.sample.processCpuPercent;
            ++cpuCount;
        }
    }

    // The device charts: of the training GPU, or of every GPU of a data-parallel job.
    void addCharts(std::vector<ReportChart>& c) const
    {
        if (!everyGpu) {
            addChart(c, {"GPU utilisation", "seconds", "%", {busy.chart()}});
            addChart(c, {"GPU memory", "seconds", "GiB", {used.chart(), reserved.chart(), allocated.chart()}});
            addChart(c, {"GPU power and temperature", "seconds", "W / °C", {power.chart(), temperature.chart()}});
            addChart(c, {"CPU", "seconds", "% of one core / of the machine", {process.chart(), host.chart()}});
            addChart(c, {"Process memory", "seconds", "MiB", {resident.chart()}});
            return;
        }
        ReportChart utilisation{"GPU utilisation", "seconds", "%", {}}, memory{"GPU memory", "seconds", "GiB", {}},
            powerTemperature{"GPU power and temperature", "seconds", "W / °C", {}};
        for (const auto& [name, s] : gpus) {
            utilisation.series.push_back(s.busy.chart());
            memory.series.push_back(s.used.chart());
            powerTemperature.series.push_back(s.power.chart());
            powerTemperature.series.push_back(s.temperature.chart());
        }
        memory.series.push_back(reserved.chart());
        memory.series.push_back(allocated.chart());
        ReportChart cpu{"CPU", "seconds", "% of one core / of the machine", {}}, resident{"Process memory", "seconds", "MiB", {}};
        for (const auto& [name, m] : machines) {
            cpu.series.push_back(m.process.chart());
            cpu.series.push_back(m.host.chart());
            resident.series.push_back(m.resident.chart());
        }
        for (ReportChart* chart : {&utilisation, &memory, &powerTemperature, &cpu, &resident})
            addChart(c, std::move(*chart));
    }
};

std::vector<ReportChart> buildCharts(const RunRecord& run, const DeviceDigest& d)
{
    const std::vector<EpochRecord>& m = run.epochs;
    std::vector<ReportChart> c;
    addChart(c, {"Loss", "epoch", "loss", {epochSeries(m, "train_loss", "train"), epochSeries(m, "val_loss", "validation")}});
    addChart(c, {"Accuracy", "epoch", "accuracy",
                 {epochSeries(m, "train_accuracy", "train"), epochSeries(m, "val_accuracy", "validation"),
                  epochSeries(m, "val_top5", "validation top-5")}});
    addChart(c, {"Regression error", "epoch", "error",
                 {epochSeries(m, "train_mae", "train MAE"), epochSeries(m, "val_mae", "validation MAE"),
                  epochSeries(m, "val_rmse", "validation RMSE")}});
    addChart(c, {"Learning rate", "epoch", "lr", {epochSeries(m, "lr", "learning rate")}, ReportChart::Kind::Lines, NumberStyle::Scientific});
    addChart(c, {"Throughput", "epoch", "samples/s", {epochSeries(m, "samples_per_second", "samples/s")}, ReportChart::Kind::Lines, NumberStyle::Si});
    addChart(c, {"Epoch time", "epoch", "seconds", {epochSeries(m, "epoch_seconds", "seconds")}});
    addChart(c, {"Data wait", "epoch", "% of step time", {epochSeries(m, "data_wait_percent", "data wait %")}});
    if (!m.empty() && !m.back().ranks.empty()) { // data parallel: each rank's pace, to see the one that lags
        ReportChart perRank{"Samples/s per rank", "epoch", "samples/s", {}, ReportChart::Kind::Lines, NumberStyle::Si};
        for (const auto& r : m.back().ranks) {
            ChartSeries s{"rank " + std::to_string(r.rank), {}, {}};
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
template <typename Text>
std::string ranksTable(const std::vector<EpochRecord>& epochs, Text T)
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
    std::string h = "<h2>" + T("Data parallel") + "</h2>\n<p>" + std::to_string(ranks.size()) + " " + T("ranks") + "</p>\n";
    h += "<table class=\"grid\"><tr>";
    for (const char* head : {"rank", "host", "mean samples/s", "slowest epoch samples/s", "mean data wait %"})
        h += "<th>" + T(head) + "</th>";
    h += "</tr>\n";
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
    return e;
}

// Confusion matrices larger than this are summarised (the pairs most confused), not drawn.
constexpr std::size_t kMaxMatrixClasses = 30;

// The test split in detail (evaluation.json): the headline scores, the classes (or targets), the
// pairs of classes most confused, and the confusion matrix with each cell shaded by its share of the
// true class (row-normalised).
template <typename Text, typename Recorded>
std::string evaluationSection(const std::optional<EvaluationRecord>& evaluation, Text T, Recorded R)
{
    std::string h;
    if (!evaluation)
        return h;
    const std::string scored = T("Scored with the") + " " + T(evaluation->checkpoint + " weights") + ", " + T("epoch") + " "
                               + std::to_string(evaluation->epoch) + " (" + R(evaluation->reason) + ")";
    if (evaluation->classification) {
        const auto& s = evaluation->classification;
        h += "<h2>" + T("Evaluation") + "</h2>\n<p>" + T("Test split") + ", " + std::to_string(s->samples) + " " + T("samples") + ". "
             + htmlEscape(scored) + ".</p>\n<table>\n";
        h += row(T("Accuracy"), fixed(s->accuracy, 4));
        h += row(T("Balanced accuracy"), fixed(s->balancedAccuracy, 4));
        h += row(T("Macro F1"), fixed(s->macro.f1, 4));
        h += row(T("Weighted F1"), fixed(s->weighted.f1, 4));
        if (s->top5)
            h += row(T("Top-5 accuracy"), fixed(*s->top5, 4));
        if (s->rocAuc)
            h += row("ROC-AUC", fixed(*s->rocAuc, 4));
        h += "</table>\n<table class=\"grid\"><tr>";
        for (const char* head : {"class", "precision", "recall", "F1", "support"})
            h += "<th>" + T(head) + "</th>";
        h += "</tr>\n";
        for (const ClassScores& c : s->classes)
            h += "<tr><td>" + htmlEscape(c.name) + "</td><td>" + fixed(c.precision, 3) + "</td><td>" + fixed(c.recall, 3) + "</td><td>"
                 + fixed(c.f1, 3) + "</td><td>" + std::to_string(c.support) + "</td></tr>\n";
        h += "</table>\n";
        const auto confused = s->mostConfused(5);
        if (!confused.empty()) {
            h += "<p>" + T("Most confused (true class → predicted class)") + ":</p>\n<ul>\n";
            for (const auto& c : confused) {
                const std::int64_t support = s->classes[c.trueClass].support;
                h += "<li>" + htmlEscape(s->classes[c.trueClass].name) + " → " + htmlEscape(s->classes[c.predictedClass].name) + ": "
                     + std::to_string(c.count) + " (" + fixed(100.0 * static_cast<double>(c.count) / static_cast<double>(std::max<std::int64_t>(1, support)), 1)
                     + "% " + T("of the class") + ")</li>\n";
            }
            h += "</ul>\n";
        }
        const std::size_t k = s->classes.size();
        if (k > kMaxMatrixClasses) {
            h += "<p class=\"muted\">" + T("The confusion matrix has too many classes to draw; it is in evaluation.json.") + "</p>\n";
            return h;
        }
        // Columns numbered (the rows name them), so that ten long class names still fit a page.
        h += "<p>" + T("Confusion matrix: rows are the true classes, columns the predicted ones (numbered as the rows); the shade is the share of the row.")
             + "</p>\n<table class=\"grid\" style=\"font-size:9pt\"><tr><th></th>";
        for (std::size_t p = 0; p < k; ++p)
            h += "<th style=\"text-align:right;white-space:nowrap\" title=\"" + htmlEscape(s->classes[p].name) + "\">&nbsp;&nbsp;"
                 + std::to_string(p) + "</th>";
        h += "</tr>\n";
        for (std::size_t t = 0; t < k; ++t) {
            h += "<tr><th style=\"white-space:nowrap\">" + std::to_string(t) + " " + htmlEscape(s->classes[t].name) + "</th>";
            const double rowTotal = static_cast<double>(std::max<std::int64_t>(1, s->classes[t].support));
            for (std::size_t p = 0; p < k; ++p) {
                const double share = static_cast<double>(s->confusion[t][p]) / rowTotal;
                // Correct predictions in blue, mistakes in red, stronger with the share of the row.
                const int fade = static_cast<int>(std::lround(255.0 * (1.0 - std::min(1.0, share))));
                const std::string colour = t == p ? "rgb(" + std::to_string(fade) + "," + std::to_string(fade + (255 - fade) / 3) + ",255)"
                                                  : "rgb(255," + std::to_string(fade) + "," + std::to_string(fade) + ")";
                const bool dark = share > 0.6;
                h += "<td style=\"background:" + colour + (dark ? ";color:#fff" : "") + ";text-align:right;white-space:nowrap\">"
                     + std::to_string(s->confusion[t][p]) + "</td>";
            }
            h += "</tr>\n";
        }
        h += "</table>\n";
    } else if (evaluation->regression) {
        const auto& s = evaluation->regression;
        h += "<h2>" + T("Evaluation") + "</h2>\n<p>" + T("Test split") + ", " + std::to_string(s->samples) + " " + T("samples") + ". "
             + htmlEscape(scored) + ".</p>\n<table class=\"grid\"><tr>";
        for (const char* head : {"target", "MAE", "RMSE", "R²", "mean residual", "residual std", "median |residual|", "90% |residual|"})
            h += "<th>" + T(head) + "</th>";
        h += "</tr>\n";
        for (const TargetScores& t : s->targets)
            h += "<tr><td>" + htmlEscape(t.name) + "</td><td>" + number(t.mae) + "</td><td>" + number(t.rmse) + "</td><td>" + fixed(t.r2, 4)
                 + "</td><td>" + number(t.residuals.mean) + "</td><td>" + number(t.residuals.std) + "</td><td>"
                 + number(t.residuals.absMedian) + "</td><td>" + number(t.residuals.absP90) + "</td></tr>\n";
        h += "</table>\n";
    }
    return h;
}

// "1 h 02 min", "3 min 05 s", "12.3 s".
std::string duration(double seconds)
{
    const auto whole = static_cast<long long>(seconds + 0.5);
    char text[64];
    if (whole >= 3600)
        std::snprintf(text, sizeof text, "%lld h %02lld min", whole / 3600, whole % 3600 / 60);
    else if (whole >= 60)
        std::snprintf(text, sizeof text, "%lld min %02lld s", whole / 60, whole % 60);
    else
        std::snprintf(text, sizeof text, seconds < 10.0 ? "%.2f s" : "%.1f s", seconds);
    return text;
}

// The layer summary (model.json): each layer that holds parameters, its type, the shapes of its
// parameters and their count; the totals. Runs from before model.json have none.
template <typename Text>
std::string modelSection(const Json& model, Text T)
{
    if (!model.contains("layers"))
        return {};
    std::string h = "<h2>" + T("Model") + "</h2>\n<p>" + T("Parameters") + ": " + text(model, "parameters") + " (" + T("trainable") + " "
                    + text(model, "trainable") + ") &middot; " + T("input per sample") + " " + htmlEscape(sub(model, "input_shape").dump())
                    + " &middot; " + T("outputs") + " " + text(model, "output_size") + "</p>\n";
    h += "<table class=\"grid\"><tr><th>" + T("layer") + "</th><th>" + T("type") + "</th><th>" + T("parameter shapes") + "</th><th>"
         + T("parameters") + "</th></tr>\n";
    for (const Json& layer : model.at("layers")) {
        std::string shapes;
        const Json shapeOf = sub(layer, "shapes"); // held: items() refers to it
        for (const auto& [name, shape] : shapeOf.items())
            shapes += (shapes.empty() ? "" : ", ") + name + " " + shape.dump();
        h += "<tr><td>" + htmlEscape(text(layer, "name")) + "</td><td>" + htmlEscape(text(layer, "type")) + "</td><td>" + htmlEscape(shapes)
             + "</td><td>" + text(layer, "parameters") + "</td></tr>\n";
    }
    return h + "</table>\n";
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
    r.efficiency = efficiencyOf(r.run, device);
    return r;
}

std::string reportHtml(const RunReport& r, const ReportHtmlOptions& options)
{
    const std::string& lang = options.language;
    const auto T = [&](const std::string& english) { return reportText(english, lang); };
    const auto R = [&](const Message& m) { return options.translate ? options.translate(m) : m.text(); };
    const RunRecord& run = r.run;
    const Json& c = run.config;
    const std::optional<RunSummary>& s = run.summary;
    const std::optional<Environment>& e = run.environment;
    const std::string name = text(c, "name", run.folder.filename().string());
    const auto summaryText = [&](auto get) { return s ? get(*s) : std::string("-"); };
    const auto environmentText = [&](auto get) { return e ? get(*e) : std::string("-"); };
    std::string h;
    h += reportformat::htmlHead(T("Lathe report") + ": " + name, lang);
    h += "<h1>" + htmlEscape(name) + "</h1>\n";
    if (!text(c, "description", "").empty())
        h += "<p>" + htmlEscape(text(c, "description")) + "</p>\n";
    double trainingSeconds = 0.0;
    for (const EpochRecord& epoch : run.epochs)
        trainingSeconds += epoch.epochSeconds;
    const int plannedEpochs = c.contains("training") && c["training"].contains("epochs") && c["training"]["epochs"].is_number_integer()
                                  ? c["training"]["epochs"].get<int>()
                                  : 0;
    h += "<p class=\"muted\">" + T("Run folder") + " " + htmlEscape(run.folder.string()) + " &middot; " + T("status") + " "
         + htmlEscape(T(runStatusName(run.status()))) + " &middot; " + T("started") + " "
         + htmlEscape(environmentText([](const Environment& x) { return x.startedAt; })) + " &middot; " + T("finished") + " "
         + htmlEscape(summaryText([](const RunSummary& x) { return x.finishedAt; })) + "</p>\n";
    h += "<p>" + T("Epochs completed") + ": " + std::to_string(s ? s->epochsCompleted : static_cast<int>(run.epochs.size()))
         + (plannedEpochs > 0 ? " " + T("of") + " " + std::to_string(plannedEpochs) : std::string()) + " &middot; " + T("training time")
         + " " + htmlEscape(duration(trainingSeconds)) + "</p>\n";

    h += "<h2>" + T("Results") + "</h2>\n";
    if (s) {
        h += "<table class=\"grid\"><tr><th>" + T("metric") + "</th><th>" + T("final") + "</th><th>" + T("best epoch") + "</th></tr>\n";
        for (const auto& [k, v] : s->finalMetrics) {
            const auto best = s->bestMetrics.find(k);
            const std::string b = best == s->bestMetrics.end() ? "-" : number(best->second);
            h += "<tr><td>" + htmlEscape(k) + "</td><td>" + number(v) + "</td><td>" + b + "</td></tr>\n";
        }
        h += "</table>\n";
        if (s->bestEpoch > 0)
            h += "<p>" + T("Best epoch") + ": " + std::to_string(s->bestEpoch) + " " + T("of") + " " + std::to_string(s->epochsCompleted)
                 + " (" + htmlEscape(text(sub(c, "output").value("checkpoint", Json::object()), "metric", "val_loss")) + ")</p>\n";
        if (!s->testCheckpoint.empty())
            h += "<p>" + T("Test metrics and model.pt") + ": " + T(s->testCheckpoint + " weights") + ", " + T("epoch") + " "
                 + std::to_string(s->testCheckpointEpoch) + " (" + htmlEscape(R(s->testCheckpointReason)) + ")</p>\n";
    } else {
        h += "<p>" + T("No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.") + "</p>\n";
    }

    h += evaluationSection(run.evaluation, T, R);

    h += "<h2>" + T("Decisions") + "</h2>\n<table>\n";
    h += row(T("Device"), s ? s->device : environmentText([](const Environment& x) { return x.deviceDescription; }));
    h += row(T("Precision"), summaryText([](const RunSummary& x) { return x.precision; }) + " ("
                                 + summaryText([&](const RunSummary& x) { return R(x.precisionReason); }) + ")");
    h += row(T("Batch size"), summaryText([](const RunSummary& x) { return std::to_string(x.batchSize); })
                                  + (!run.finder.summary.empty() ? " (" + R(run.finder.summary) + ")" : ""));
    if (s && !s->executor.empty()) { // compile.graph_optimize: the choice and, for "auto", the timings behind it
        const ExecutorRecord& x = s->executor;
        std::string why = R(x.summary.empty() ? x.reason : x.summary);
        if (x.costSeconds)
            why += "; " + T("trial cost") + " " + number(*x.costSeconds) + " s";
        h += row(T("Executor"), (x.choice.empty() ? std::string("-") : x.choice)
                                    + (x.channelsLast.value_or(false) ? ", " + T("channels-last memory order") : std::string())
                                    + " (compile.graph_optimize " + x.setting + (why.empty() ? ")" : ": " + why + ")"));
    }
    h += "</table>\n<ul>\n";
    for (const auto& d : r.decisions)
        h += "<li>" + htmlEscape(R(d)) + "</li>\n";
    h += "</ul>\n";
    if (!r.decisionsRecorded)
        h += "<p class=\"muted\">" + T("This run was recorded before Lathe marked its decisions: its log.txt has them all.") + "</p>\n";

    h += dataSection(run.data, T);

    h += "<h2>" + T("Configuration") + "</h2>\n<table>\n";
    const Json data = sub(c, "data"), model = sub(c, "model"), training = sub(c, "training");
    h += row(T("Data"), text(data, "source") + ": " + (data.contains("path") ? data.at("path").dump() : "-"));
    if (run.data.contains("samples"))
        h += row(T("Samples"), T("train") + " " + text(run.data.at("samples"), "train") + ", " + T("validation") + " "
                                   + text(run.data.at("samples"), "val") + ", " + T("test") + " " + text(run.data.at("samples"), "test"));
    h += row(T("Model"), text(model, "kind"));
    h += row(T("Epochs"), text(training, "epochs"));
    h += row(T("Optimizer"), text(training, "optimizer") + ", lr " + text(training, "lr") + ", " + T("weight decay") + " "
                                 + text(training, "weight_decay"));
    h += row(T("Scheduler"), text(sub(training, "scheduler"), "kind"));
    h += row(T("Mixed precision (config)"), text(sub(c, "precision"), "amp"));
    h += "</table>\n";
    // Browsers fold the full config away; the PDF (which cannot fold) leaves it to the config.json.
    if (!options.chartsAsImages)
        h += "<details><summary>" + T("Full config") + "</summary><pre>" + htmlEscape(c.dump(2)) + "</pre></details>\n";
    else
        h += "<p class=\"muted\">" + T("The full config is config.json in the run folder.") + "</p>\n";

    h += modelSection(run.model, T);

    h += "<h2>" + T("Hardware and software") + "</h2>\n<table>\n";
    h += row("Lathe", environmentText([](const Environment& x) { return x.lathe; }));
    h += row(T("Host"), environmentText([&](const Environment& x) {
                 return x.host + ", " + x.cpu + ", " + number(x.cores) + " " + T("cores") + ", " + number(x.memoryGib) + " GiB";
             }));
    if (e && e->gpu)
        h += row("GPU", e->gpu->name + ", " + T("compute capability") + " " + e->gpu->capability + ", " + number(e->gpu->memoryGib)
                            + " GiB");
    h += "</table>\n";

    h += "<h2>" + T("Charts") + "</h2>\n";
    for (std::size_t i = 0; i < r.charts.size(); ++i)
        h += options.chartsAsImages ? "<p><img src=\"lathe-chart-" + std::to_string(i) + "\" width=\"540\" height=\"236\"></p>\n"
                                    : "<div>" + r.charts[i].svg(lang) + "</div>\n";

    h += "<h2>" + T("GPU efficiency") + "</h2>\n<table>\n";
    const ReportEfficiency& f = r.efficiency;
    const auto pct = [&](const std::optional<double>& v) { return v ? fixed(*v, 1) + "%" : T("not measured"); };
    h += row(T("Mean GPU utilisation"), pct(f.meanGpuUtilisationPercent));
    h += row(T("Peak GPU memory"), f.peakGpuMemoryFraction ? fixed(100.0 * *f.peakGpuMemoryFraction, 1) + "% " + T("of the device")
                                                          : T("not measured"));
    h += row(T("Mean data wait"), pct(f.meanDataWaitPercent));
    h += row(T("Mean samples/s"), number(f.meanSamplesPerSecond));
    h += "</table>\n";
    // The same judgement as the window's dashboard and the advice (tune/efficiency.h), on the run's means.
    EfficiencyReadings measured;
    measured.onGpu = e && e->deviceIndex >= 0;
    measured.training = !run.epochs.empty();
    measured.dataWaitPercent = run.epochs.empty() ? -1.0 : f.meanDataWaitPercent;
    measured.gpuUtilisationPercent = f.meanGpuUtilisationPercent.value_or(-1.0);
    measured.gpuMemoryFraction = f.peakGpuMemoryFraction.value_or(-1.0);
    if (e && !measured.onGpu && f.meanProcessCpuPercent) {
        measured.cores = static_cast<int>(std::max(1u, e->cores));
        measured.cpuBusyPercent = cpuBusyPercent(*f.meanProcessCpuPercent, measured.cores);
    }
    if (const Message verdict = judgeEfficiency(measured).summary; !verdict.empty())
        h += "<p><b>" + htmlEscape(R(verdict)) + "</b></p>\n";
    h += ranksTable(run.epochs, T);
    h += reportformat::profileSection(run.profiles, T);
    const std::vector<Message> advice = s ? s->advice : std::vector<Message>{};
    if (advice.empty())
        h += "<p>" + T("No efficiency advice: nothing looked off.") + "</p>\n";
    for (const auto& a : advice)
        h += "<div class=\"advice\">" + htmlEscape(R(a)) + "</div>\n";

    if (!run.finder.empty()) {
        h += "<h2>" + T("Batch-size finder") + "</h2>\n<p>" + htmlEscape(R(run.finder.summary)) + "</p>\n";
        h += "<table class=\"grid\"><tr>";
        for (const char* head : {"trial", "phase", "batch", "peak MiB", "samples/s", "result"})
            h += "<th>" + T(head) + "</th>";
        h += "</tr>\n";
        int i = 0;
        for (const FinderRecord::Trial& t : run.finder.trials) {
            h += "<tr><td>" + std::to_string(++i) + "</td><td>" + htmlEscape(t.phase) + "</td><td>" + std::to_string(t.batch) + "</td><td>"
                 + (t.peakBytes < 0 ? std::string("-") : number(static_cast<double>(t.peakBytes) / 1048576.0)) + "</td><td>"
                 + number(t.samplesPerSecond) + "</td><td>" + htmlEscape(t.result) + "</td></tr>\n";
        }
        h += "</table>\n";
    }
    h += "<p class=\"muted\">" + T("Made by") + " " + htmlEscape(e ? e->lathe : std::string("Lathe")) + " "
         + T("from the files in the run folder.") + "</p>\n</body></html>\n";
    return h;
}

} // namespace lathe::core
