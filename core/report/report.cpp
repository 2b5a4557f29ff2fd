#include "report.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

Json readJsonFile(const fs::path& file)
{
    std::ifstream in(file);
    if (!in)
        return Json::object();
    try {
        return Json::parse(in);
    } catch (const std::exception&) {
        return Json::object(); // a half-written file from a killed run: report without it
    }
}

std::vector<Json> readJsonLines(const fs::path& file)
{
    std::vector<Json> out;
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        if (line.empty())
            continue;
        try {
            out.push_back(Json::parse(line));
        } catch (const std::exception&) {
            // the last line of a killed run may be cut short
        }
    }
    return out;
}

std::string fixed(double v, int digits)
{
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(digits);
    s << v;
    return s.str();
}

// A readable number: 4 significant digits, thousands not in exponent form.
std::string number(double v)
{
    if (!std::isfinite(v))
        return "-";
    const double a = std::abs(v);
    if (a < 1e15 && v == std::round(v))
        return std::to_string(static_cast<long long>(v));
    if (a != 0.0 && (a < 1e-3 || a >= 1e7)) {
        std::ostringstream s;
        s.precision(3);
        s << std::scientific << v;
        return s.str();
    }
    const int digits = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : 4;
    return fixed(v, digits);
}

// A tick label with as many decimals as the tick step needs.
std::string tick(double v, double step)
{
    const int digits = std::clamp(static_cast<int>(-std::floor(std::log10(step) + 1e-9)), 0, 8);
    return std::abs(v) >= 1e7 || (std::abs(v) < 1e-3 && v != 0.0) ? number(v) : fixed(std::abs(v) < step * 1e-6 ? 0.0 : v, digits);
}

double niceStep(double range, int ticks)
{
    const double raw = range / std::max(1, ticks);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (raw <= m * mag)
            return m * mag;
    }
    return 10.0 * mag;
}

const char* kColours[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"};

ChartSeries epochSeries(const std::vector<Json>& metrics, const std::string& key, const std::string& name, double scale = 1.0)
{
    ChartSeries s{name, {}, {}};
    for (const auto& m : metrics) {
        if (m.contains(key) && m.at(key).is_number() && m.contains("epoch")) {
            s.x.push_back(m.at("epoch").get<double>());
            s.y.push_back(m.at(key).get<double>() * scale);
        }
    }
    return s;
}

// A series from device.jsonl; `get` returns a negative value for "not available".
template <typename Get>
ChartSeries deviceSeries(const std::vector<Json>& samples, const std::string& name, Get get)
{
    ChartSeries s{name, {}, {}};
    for (const auto& d : samples) {
        const double v = get(d);
        if (v >= 0.0 && d.contains("t")) {
            s.x.push_back(d.at("t").get<double>());
            s.y.push_back(v);
        }
    }
    return s;
}

double gpuValue(const Json& sample, const char* key)
{
    if (!sample.contains("gpus") || !sample.at("gpus").is_array() || sample.at("gpus").empty())
        return -1.0;
    const Json& g = sample.at("gpus").at(0);
    return g.contains(key) && g.at(key).is_number() ? g.at(key).get<double>() : -1.0;
}

double field(const Json& j, const char* a, const char* b = nullptr)
{
    const Json* v = j.contains(a) ? &j.at(a) : nullptr;
    if (v && b)
        v = v->contains(b) ? &v->at(b) : nullptr;
    return v && v->is_number() ? v->get<double>() : -1.0;
}

void addChart(std::vector<ReportChart>& charts, ReportChart chart)
{
    chart.series.erase(std::remove_if(chart.series.begin(), chart.series.end(), [](const ChartSeries& s) { return s.x.empty(); }),
                       chart.series.end());
    if (!chart.series.empty())
        charts.push_back(std::move(chart));
}

std::vector<ReportChart> buildCharts(const std::vector<Json>& metrics, const std::vector<Json>& device)
{
    std::vector<ReportChart> c;
    addChart(c, {"Loss", "epoch", "loss", {epochSeries(metrics, "train_loss", "train"), epochSeries(metrics, "val_loss", "validation")}});
    addChart(c, {"Accuracy", "epoch", "accuracy",
                 {epochSeries(metrics, "train_accuracy", "train"), epochSeries(metrics, "val_accuracy", "validation"),
                  epochSeries(metrics, "val_top5", "validation top-5")}});
    addChart(c, {"Regression error", "epoch", "error",
                 {epochSeries(metrics, "train_mae", "train MAE"), epochSeries(metrics, "val_mae", "validation MAE"),
                  epochSeries(metrics, "val_rmse", "validation RMSE")}});
    addChart(c, {"Learning rate", "epoch", "lr", {epochSeries(metrics, "lr", "learning rate")}});
    addChart(c, {"Throughput", "epoch", "samples/s", {epochSeries(metrics, "samples_per_second", "samples/s")}});
    addChart(c, {"Epoch time", "epoch", "seconds", {epochSeries(metrics, "epoch_seconds", "seconds")}});
    addChart(c, {"Data wait", "epoch", "% of step time", {epochSeries(metrics, "data_wait_percent", "data wait %")}});
    addChart(c, {"GPU utilisation", "seconds", "%", {deviceSeries(device, "GPU busy %", [](const Json& d) { return gpuValue(d, "utilisation"); })}});
    const double GiB = 1024.0 * 1024.0 * 1024.0;
    addChart(c, {"GPU memory", "seconds", "GiB",
                 {deviceSeries(device, "device used", [&](const Json& d) { const double v = gpuValue(d, "memory_used"); return v < 0 ? v : v / GiB; }),
                  deviceSeries(device, "allocator reserved", [&](const Json& d) { const double v = field(d, "allocator", "reserved"); return v < 0 ? v : v / GiB; }),
                  deviceSeries(device, "allocator allocated", [&](const Json& d) { const double v = field(d, "allocator", "allocated"); return v < 0 ? v : v / GiB; })}});
    addChart(c, {"GPU power and temperature", "seconds", "W / °C",
                 {deviceSeries(device, "power W", [](const Json& d) { return gpuValue(d, "power_w"); }),
                  deviceSeries(device, "temperature °C", [](const Json& d) { return gpuValue(d, "temperature_c"); })}});
    addChart(c, {"CPU", "seconds", "% of one core / of the machine",
                 {deviceSeries(device, "process (one core = 100)", [](const Json& d) { return field(d, "process_cpu_percent"); }),
                  deviceSeries(device, "host", [](const Json& d) { return field(d, "host_cpu_percent"); })}});
    addChart(c, {"Process memory", "seconds", "MiB",
                 {deviceSeries(device, "resident", [](const Json& d) { const double v = field(d, "process_rss"); return v < 0 ? v : v / 1048576.0; })}});
    return c;
}

// Log lines (text after "LEVEL: ") that record a decision and its reason.
std::vector<std::string> decisionsFromLog(const fs::path& file)
{
    static const char* keys[] = {"device ", "loader:", "batch-size finder", "learning rate ", "compile.graph_optimize",
                                 "augmentation from epoch", "out of memory", "continuing with", "model ", "samples:",
                                 "resumed from", "early stopping", "loss scaler"};
    std::vector<std::string> out;
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        const auto colon = line.find(": ", 20); // after "YYYY-mm-dd HH:MM:SS level"
        if (colon == std::string::npos)
            continue;
        const std::string text = line.substr(colon + 2);
        for (const char* k : keys) {
            if (text.rfind(k, 0) == 0) {
                out.push_back(text);
                break;
            }
        }
    }
    return out;
}

Json efficiencyOf(const std::vector<Json>& metrics, const std::vector<Json>& device)
{
    double util = 0.0, wait = 0.0, rate = 0.0, peakMemory = -1.0, cpu = 0.0;
    int utilN = 0, cpuN = 0;
    for (const auto& d : device) {
        if (const double u = gpuValue(d, "utilisation"); u >= 0) {
            util += u;
            ++utilN;
        }
        const double used = gpuValue(d, "memory_used"), total = gpuValue(d, "memory_total");
        if (used >= 0 && total > 0)
            peakMemory = std::max(peakMemory, used / total);
        if (const double c = field(d, "process_cpu_percent"); c >= 0) {
            cpu += c;
            ++cpuN;
        }
    }
    for (const auto& m : metrics) {
        wait += field(m, "data_wait_percent");
        rate += field(m, "samples_per_second");
    }
    const double n = static_cast<double>(std::max<std::size_t>(1, metrics.size()));
    Json e = {{"mean_data_wait_percent", wait / n}, {"mean_samples_per_second", rate / n}};
    e["mean_gpu_utilisation_percent"] = utilN > 0 ? Json(util / utilN) : Json(nullptr);
    e["peak_gpu_memory_fraction"] = peakMemory >= 0 ? Json(peakMemory) : Json(nullptr);
    e["mean_process_cpu_percent"] = cpuN > 0 ? Json(cpu / cpuN) : Json(nullptr);
    return e;
}

std::string text(const Json& j, const char* key, const std::string& fallback = "-")
{
    if (!j.is_object() || !j.contains(key))
        return fallback;
    const Json& v = j.at(key);
    if (v.is_string())
        return v.get<std::string>();
    if (v.is_number())
        return number(v.get<double>());
    if (v.is_null())
        return fallback;
    return v.dump();
}

std::string row(const std::string& key, const std::string& value)
{
    return "<tr><th>" + htmlEscape(key) + "</th><td>" + htmlEscape(value) + "</td></tr>\n";
}

std::string metricsTable(const Json& finalMetrics, const Json& best)
{
    std::string h = "<table class=\"grid\"><tr><th>metric</th><th>final</th><th>best epoch</th></tr>\n";
    for (const auto& [k, v] : finalMetrics.items()) {
        const std::string b = best.is_object() && best.contains(k) && best.at(k).is_number() ? number(best.at(k).get<double>()) : "-";
        h += "<tr><td>" + htmlEscape(k) + "</td><td>" + (v.is_number() ? number(v.get<double>()) : "-") + "</td><td>" + b + "</td></tr>\n";
    }
    return h + "</table>\n";
}

} // namespace

std::string htmlEscape(const std::string& s)
{
    std::string out;
    out.reserve(s.size());
    for (const char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&#39;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string ReportChart::svg() const
{
    const double w = 640, h = 280, left = 64, right = 16, top = 34, bottom = 40;
    double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
    for (const auto& s : series) {
        for (std::size_t i = 0; i < s.x.size(); ++i) {
            x0 = std::min(x0, s.x[i]);
            x1 = std::max(x1, s.x[i]);
            y0 = std::min(y0, s.y[i]);
            y1 = std::max(y1, s.y[i]);
        }
    }
    if (x1 <= x0)
        x1 = x0 + 1;
    if (y1 <= y0) {
        y1 += std::max(1e-9, std::abs(y1) * 0.1);
        y0 -= std::max(1e-9, std::abs(y0) * 0.1);
    }
    const double step = niceStep(y1 - y0, 5);
    y0 = std::floor(y0 / step) * step;
    y1 = std::ceil(y1 / step) * step;
    const auto px = [&](double x) { return left + (x - x0) / (x1 - x0) * (w - left - right); };
    const auto py = [&](double y) { return top + (y1 - y) / (y1 - y0) * (h - top - bottom); };

    std::ostringstream o;
    o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << w << "\" height=\"" << h << "\" viewBox=\"0 0 " << w << ' ' << h
      << "\" font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
      << "<text x=\"" << left << "\" y=\"16\" font-size=\"13\" font-weight=\"bold\">" << htmlEscape(title) << "</text>\n";
    for (double y = y0; y <= y1 + step * 0.5; y += step) {
        o << "<line x1=\"" << left << "\" x2=\"" << w - right << "\" y1=\"" << py(y) << "\" y2=\"" << py(y)
          << "\" stroke=\"#ddd\"/><text x=\"" << left - 6 << "\" y=\"" << py(y) + 4 << "\" text-anchor=\"end\">" << tick(y, step) << "</text>\n";
    }
    double xstep = niceStep(x1 - x0, 6);
    if (xLabel == "epoch")
        xstep = std::max(1.0, std::round(xstep));
    for (double x = std::ceil(x0 / xstep) * xstep; x <= x1 + 1e-9; x += xstep)
        o << "<text x=\"" << px(x) << "\" y=\"" << h - bottom + 16 << "\" text-anchor=\"middle\">" << tick(x, xstep) << "</text>\n";
    o << "<line x1=\"" << left << "\" x2=\"" << w - right << "\" y1=\"" << h - bottom << "\" y2=\"" << h - bottom << "\" stroke=\"#888\"/>\n"
      << "<text x=\"" << (left + w - right) / 2 << "\" y=\"" << h - 6 << "\" text-anchor=\"middle\" fill=\"#555\">" << htmlEscape(xLabel)
      << "</text>\n<text x=\"14\" y=\"" << (top + h - bottom) / 2 << "\" text-anchor=\"middle\" fill=\"#555\" transform=\"rotate(-90 14 "
      << (top + h - bottom) / 2 << ")\">" << htmlEscape(yLabel) << "</text>\n";
    double legendX = w - right;
    for (std::size_t k = series.size(); k-- > 0;) {
        const auto& s = series[k];
        const char* colour = kColours[k % 6];
        legendX -= 14 + 6.5 * static_cast<double>(s.name.size()) + 12;
        o << "<rect x=\"" << legendX << "\" y=\"8\" width=\"10\" height=\"10\" fill=\"" << colour << "\"/><text x=\"" << legendX + 14
          << "\" y=\"17\">" << htmlEscape(s.name) << "</text>\n";
        o << "<polyline fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"1.8\" points=\"";
        for (std::size_t i = 0; i < s.x.size(); ++i)
            o << fixed(px(s.x[i]), 1) << ',' << fixed(py(s.y[i]), 1) << ' ';
        o << "\"/>\n";
        if (s.x.size() <= 40) {
            for (std::size_t i = 0; i < s.x.size(); ++i)
                o << "<circle cx=\"" << fixed(px(s.x[i]), 1) << "\" cy=\"" << fixed(py(s.y[i]), 1) << "\" r=\"2.5\" fill=\"" << colour << "\"/>";
            o << '\n';
        }
    }
    o << "</svg>";
    return o.str();
}

RunReport loadRunReport(const fs::path& runDir)
{
    if (!fs::is_regular_file(runDir / "config.json"))
        throw std::runtime_error(runDir.string() + " is not a Lathe run folder (no config.json)");
    RunReport r;
    r.runDir = runDir;
    r.config = readJsonFile(runDir / "config.json");
    r.summary = readJsonFile(runDir / "summary.json");
    r.environment = readJsonFile(runDir / "environment.json");
    r.data = readJsonFile(runDir / "data.json");
    r.finder = readJsonFile(runDir / "batch_finder.json");
    r.metrics = readJsonLines(runDir / "metrics.jsonl");
    const std::vector<Json> device = readJsonLines(runDir / "device.jsonl");
    r.decisions = decisionsFromLog(runDir / "log.txt");
    if (r.summary.contains("advice") && r.summary.at("advice").is_array()) {
        for (const auto& a : r.summary.at("advice"))
            r.advice.push_back(a.get<std::string>());
    }
    r.charts = buildCharts(r.metrics, device);
    r.efficiency = efficiencyOf(r.metrics, device);
    return r;
}

std::string reportHtml(const RunReport& r, const ReportHtmlOptions& options)
{
    const Json& c = r.config;
    const Json& s = r.summary;
    const auto sub = [](const Json& j, const char* key) { return j.is_object() && j.contains(key) ? j.at(key) : Json::object(); };
    const std::string name = text(c, "name", r.runDir.filename().string());
    std::string h;
    h += "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Lathe report: " + htmlEscape(name) + "</title>\n";
    h += "<style>body{font-family:sans-serif;max-width:960px;margin:24px auto;color:#222}h1{margin-bottom:4px}"
         "h2{border-bottom:1px solid #ccc;padding-bottom:2px;margin-top:28px}table{border-collapse:collapse;margin:6px 0}"
         "th,td{padding:3px 10px;text-align:left;vertical-align:top}table.grid td,table.grid th{border:1px solid #ccc}"
         ".advice{background:#fff4d6;border-left:4px solid #e0a000;padding:4px 8px;margin:4px 0}"
         ".muted{color:#666}pre{background:#f6f6f6;padding:8px;overflow-x:auto;font-size:9pt}</style></head><body>\n";
    h += "<h1>" + htmlEscape(name) + "</h1>\n";
    if (!text(c, "description", "").empty())
        h += "<p>" + htmlEscape(text(c, "description")) + "</p>\n";
    h += "<p class=\"muted\">Run folder " + htmlEscape(r.runDir.string()) + " &middot; status " + htmlEscape(text(s, "status", "unfinished"))
         + " &middot; finished " + htmlEscape(text(s, "finished_at")) + "</p>\n";

    h += "<h2>Results</h2>\n";
    if (s.contains("final"))
        h += metricsTable(s.at("final"), sub(s, "best"));
    else
        h += "<p>No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.</p>\n";

    h += "<h2>Decisions</h2>\n<table>\n";
    h += row("Device", text(s, "device", text(sub(r.environment, "device"), "description")));
    h += row("Precision", text(s, "precision") + " (" + text(s, "precision_reason") + ")");
    h += row("Batch size", text(s, "batch_size") + (r.finder.contains("summary") ? " (" + text(r.finder, "summary") + ")" : ""));
    h += "</table>\n<ul>\n";
    for (const auto& d : r.decisions)
        h += "<li>" + htmlEscape(d) + "</li>\n";
    h += "</ul>\n";

    h += "<h2>Configuration</h2>\n<table>\n";
    const Json data = sub(c, "data"), model = sub(c, "model"), training = sub(c, "training");
    h += row("Data", text(data, "source") + ": " + (data.contains("path") ? data.at("path").dump() : "-"));
    if (r.data.contains("samples"))
        h += row("Samples", "train " + text(r.data.at("samples"), "train") + ", validation " + text(r.data.at("samples"), "val")
                                + ", test " + text(r.data.at("samples"), "test"));
    h += row("Model", text(model, "kind"));
    h += row("Epochs", text(training, "epochs"));
    h += row("Optimizer", text(training, "optimizer") + ", lr " + text(training, "lr") + ", weight decay " + text(training, "weight_decay"));
    h += row("Scheduler", text(sub(training, "scheduler"), "kind"));
    h += row("Mixed precision (config)", text(sub(c, "precision"), "amp"));
    h += "</table>\n";
    // Browsers fold the full config away; the PDF (which cannot fold) leaves it to the config.json.
    if (!options.chartsAsImages)
        h += "<details><summary>Full config</summary><pre>" + htmlEscape(c.dump(2)) + "</pre></details>\n";
    else
        h += "<p class=\"muted\">The full config is config.json in the run folder.</p>\n";

    h += "<h2>Hardware and software</h2>\n<table>\n";
    const Json& e = r.environment;
    h += row("Lathe", text(e, "lathe"));
    h += row("Host", text(e, "host") + ", " + text(e, "cpu") + ", " + text(e, "cores") + " cores, " + text(e, "memory_gib") + " GiB");
    if (e.contains("gpu"))
        h += row("GPU", text(e.at("gpu"), "name") + ", compute capability " + text(e.at("gpu"), "capability") + ", "
                            + text(e.at("gpu"), "memory_gib") + " GiB");
    h += "</table>\n";

    h += "<h2>Charts</h2>\n";
    for (std::size_t i = 0; i < r.charts.size(); ++i)
        h += options.chartsAsImages ? "<p><img src=\"lathe-chart-" + std::to_string(i) + "\" width=\"540\" height=\"236\"></p>\n"
                                    : "<div>" + r.charts[i].svg() + "</div>\n";

    h += "<h2>GPU efficiency</h2>\n<table>\n";
    const Json& f = r.efficiency;
    const auto pct = [](const Json& v) { return v.is_number() ? fixed(v.get<double>(), 1) + "%" : std::string("not measured"); };
    h += row("Mean GPU utilisation", pct(f.value("mean_gpu_utilisation_percent", Json(nullptr))));
    h += row("Peak GPU memory", f.value("peak_gpu_memory_fraction", Json(nullptr)).is_number()
                                    ? fixed(100.0 * f.at("peak_gpu_memory_fraction").get<double>(), 1) + "% of the device"
                                    : "not measured");
    h += row("Mean data wait", pct(f.value("mean_data_wait_percent", Json(nullptr))));
    h += row("Mean samples/s", text(f, "mean_samples_per_second"));
    h += "</table>\n";
    if (r.advice.empty())
        h += "<p>No efficiency advice: nothing looked off.</p>\n";
    for (const auto& a : r.advice)
        h += "<div class=\"advice\">" + htmlEscape(a) + "</div>\n";

    if (r.finder.contains("trials")) {
        h += "<h2>Batch-size finder</h2>\n<p>" + htmlEscape(text(r.finder, "summary")) + "</p>\n";
        h += "<table class=\"grid\"><tr><th>trial</th><th>phase</th><th>batch</th><th>peak MiB</th><th>samples/s</th><th>result</th></tr>\n";
        int i = 0;
        for (const auto& t : r.finder.at("trials")) {
            const double peak = field(t, "peak_bytes");
            h += "<tr><td>" + std::to_string(++i) + "</td><td>" + htmlEscape(text(t, "phase")) + "</td><td>" + text(t, "batch")
                 + "</td><td>" + (peak < 0 ? std::string("-") : number(peak / 1048576.0)) + "</td><td>" + text(t, "samples_per_second")
                 + "</td><td>" + htmlEscape(text(t, "result")) + "</td></tr>\n";
        }
        h += "</table>\n";
    }
    h += "<p class=\"muted\">Made by " + htmlEscape(text(e, "lathe", "Lathe")) + " from the files in the run folder.</p>\n</body></html>\n";
    return h;
}

} // namespace lathe::core
