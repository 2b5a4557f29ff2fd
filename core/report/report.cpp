#include "report.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
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

// A value of the GPU that trained (environment.json's device index `gpu`): on a machine with several
// GPUs the others are in device.jsonl too. The first GPU when the run did not record which.
double gpuValue(const Json& sample, const char* key, int gpu)
{
    if (!sample.contains("gpus") || !sample.at("gpus").is_array() || sample.at("gpus").empty())
        return -1.0;
    const Json* g = &sample.at("gpus").at(0);
    for (const auto& candidate : sample.at("gpus")) {
        if (candidate.value("index", -2) == gpu)
            g = &candidate;
    }
    return g->contains(key) && g->at(key).is_number() ? g->at(key).get<double>() : -1.0;
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

std::vector<ReportChart> buildCharts(const std::vector<Json>& metrics, const std::vector<Json>& device, int gpu)
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
    addChart(c, {"GPU utilisation", "seconds", "%", {deviceSeries(device, "GPU busy %", [gpu](const Json& d) { return gpuValue(d, "utilisation", gpu); })}});
    const double GiB = 1024.0 * 1024.0 * 1024.0;
    addChart(c, {"GPU memory", "seconds", "GiB",
                 {deviceSeries(device, "device used", [&](const Json& d) { const double v = gpuValue(d, "memory_used", gpu); return v < 0 ? v : v / GiB; }),
                  deviceSeries(device, "allocator reserved", [&](const Json& d) { const double v = field(d, "allocator", "reserved"); return v < 0 ? v : v / GiB; }),
                  deviceSeries(device, "allocator allocated", [&](const Json& d) { const double v = field(d, "allocator", "allocated"); return v < 0 ? v : v / GiB; })}});
    addChart(c, {"GPU power and temperature", "seconds", "W / °C",
                 {deviceSeries(device, "power W", [gpu](const Json& d) { return gpuValue(d, "power_w", gpu); }),
                  deviceSeries(device, "temperature °C", [gpu](const Json& d) { return gpuValue(d, "temperature_c", gpu); })}});
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
    static const char* keys[] = {"device ", "loader:", "batch-size finder", "learning rate ", "compile.graph_optimize", "compile.cuda_graph",
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

Json efficiencyOf(const std::vector<Json>& metrics, const std::vector<Json>& device, int gpu)
{
    double util = 0.0, wait = 0.0, rate = 0.0, peakMemory = -1.0, cpu = 0.0;
    int utilN = 0, cpuN = 0;
    for (const auto& d : device) {
        if (const double u = gpuValue(d, "utilisation", gpu); u >= 0) {
            util += u;
            ++utilN;
        }
        const double used = gpuValue(d, "memory_used", gpu), total = gpuValue(d, "memory_total", gpu);
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

std::string ReportChart::svg(const std::string& language) const
{
    const auto T = [&](const std::string& english) { return reportText(english, language); };
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
      << "<text x=\"" << left << "\" y=\"16\" font-size=\"13\" font-weight=\"bold\">" << htmlEscape(T(title)) << "</text>\n";
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
      << "<text x=\"" << (left + w - right) / 2 << "\" y=\"" << h - 6 << "\" text-anchor=\"middle\" fill=\"#555\">" << htmlEscape(T(xLabel))
      << "</text>\n<text x=\"14\" y=\"" << (top + h - bottom) / 2 << "\" text-anchor=\"middle\" fill=\"#555\" transform=\"rotate(-90 14 "
      << (top + h - bottom) / 2 << ")\">" << htmlEscape(T(yLabel)) << "</text>\n";
    double legendX = w - right;
    for (std::size_t k = series.size(); k-- > 0;) {
        const auto& s = series[k];
        const char* colour = kColours[k % 6];
        const std::string label = T(s.name);
        legendX -= 14 + 6.5 * static_cast<double>(label.size()) + 12; // UTF-8 bytes: wide enough for CJK too
        o << "<rect x=\"" << legendX << "\" y=\"8\" width=\"10\" height=\"10\" fill=\"" << colour << "\"/><text x=\"" << legendX + 14
          << "\" y=\"17\">" << htmlEscape(label) << "</text>\n";
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
    const int gpu = r.environment.contains("device") ? r.environment.at("device").value("index", -1) : -1;
    r.decisions = decisionsFromLog(runDir / "log.txt");
    if (r.summary.contains("advice") && r.summary.at("advice").is_array()) {
        for (const auto& a : r.summary.at("advice"))
            r.advice.push_back(a.get<std::string>());
    }
    r.charts = buildCharts(r.metrics, device, gpu);
    r.efficiency = efficiencyOf(r.metrics, device, gpu);
    return r;
}

std::string reportText(const std::string& english, const std::string& language)
{
    if (language != "zh_CN")
        return english;
    // The report's fixed words in Simplified Chinese; data (metric names, log lines, advice) stays
    // as recorded.
    static const std::map<std::string, std::string> zh{
        {"Lathe report", "Lathe 报告"}, {"Run folder", "运行文件夹"}, {"status", "状态"}, {"finished", "完成于"},
        {"unfinished", "未完成"}, {"completed", "已完成"}, {"stopped", "已停止"},
        {"Results", "结果"}, {"metric", "指标"}, {"final", "最终"}, {"best epoch", "最佳轮次"},
        {"No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.",
         "尚无总结：运行未结束（或被终止）。图表显示已记录的轮次。"},
        {"Decisions", "决策"}, {"Device", "设备"}, {"Precision", "精度"}, {"Batch size", "批大小"},
        {"Configuration", "配置"}, {"Data", "数据"}, {"Samples", "样本"}, {"train", "训练"}, {"validation", "验证"},
        {"test", "测试"}, {"Model", "模型"}, {"Epochs", "轮数"}, {"Optimizer", "优化器"}, {"weight decay", "权重衰减"},
        {"Scheduler", "学习率调度"}, {"Mixed precision (config)", "混合精度（配置）"}, {"Full config", "完整配置"},
        {"The full config is config.json in the run folder.", "完整配置见运行文件夹中的 config.json。"},
        {"Hardware and software", "硬件与软件"}, {"Host", "主机"}, {"cores", "核"}, {"compute capability", "计算能力"},
        {"Charts", "图表"}, {"GPU efficiency", "GPU 效率"}, {"Mean GPU utilisation", "平均 GPU 利用率"},
        {"Peak GPU memory", "GPU 显存峰值"}, {"of the device", "（占设备）"}, {"not measured", "未测量"},
        {"Mean data wait", "平均数据等待"}, {"Mean samples/s", "平均样本/秒"},
        {"No efficiency advice: nothing looked off.", "没有效率建议：一切正常。"},
        {"Batch-size finder", "批大小搜索"}, {"trial", "试验"}, {"phase", "阶段"}, {"batch", "批大小"},
        {"peak MiB", "峰值 MiB"}, {"samples/s", "样本/秒"}, {"result", "结果"},
        {"Made by", "生成者"}, {"from the files in the run folder.", "，依据运行文件夹中的文件。"},
        // charts
        {"Loss", "损失"}, {"loss", "损失"}, {"epoch", "轮次"}, {"Accuracy", "准确率"}, {"accuracy", "准确率"},
        {"validation top-5", "验证 top-5"}, {"Regression error", "回归误差"}, {"error", "误差"},
        {"train MAE", "训练 MAE"}, {"validation MAE", "验证 MAE"}, {"validation RMSE", "验证 RMSE"},
        {"Learning rate", "学习率"}, {"learning rate", "学习率"}, {"Throughput", "吞吐量"}, {"Epoch time", "每轮用时"},
        {"seconds", "秒"}, {"Data wait", "数据等待"}, {"% of step time", "占步时 %"}, {"data wait %", "数据等待 %"},
        {"GPU utilisation", "GPU 利用率"}, {"GPU busy %", "GPU 忙碌 %"}, {"GPU memory", "GPU 显存"},
        {"device used", "设备已用"}, {"allocator reserved", "分配器保留"}, {"allocator allocated", "分配器已分配"},
        {"GPU power and temperature", "GPU 功率与温度"}, {"power W", "功率 W"}, {"temperature °C", "温度 °C"},
        {"CPU", "CPU"}, {"% of one core / of the machine", "单核 % / 整机 %"}, {"process (one core = 100)", "进程（单核 = 100）"},
        {"host", "主机"}, {"Process memory", "进程内存"}, {"resident", "常驻"},
    };
    const auto it = zh.find(english);
    return it == zh.end() ? english : it->second;
}

std::string reportHtml(const RunReport& r, const ReportHtmlOptions& options)
{
    const std::string& lang = options.language;
    const auto T = [&](const std::string& english) { return reportText(english, lang); };
    const Json& c = r.config;
    const Json& s = r.summary;
    const auto sub = [](const Json& j, const char* key) { return j.is_object() && j.contains(key) ? j.at(key) : Json::object(); };
    const std::string name = text(c, "name", r.runDir.filename().string());
    std::string h;
    h += "<!DOCTYPE html>\n<html lang=\"" + std::string(lang == "zh_CN" ? "zh-CN" : "en") + "\"><head><meta charset=\"utf-8\"><title>"
         + T("Lathe report") + ": " + htmlEscape(name) + "</title>\n";
    h += "<style>body{font-family:sans-serif;max-width:960px;margin:24px auto;color:#222}h1{margin-bottom:4px}"
         "h2{border-bottom:1px solid #ccc;padding-bottom:2px;margin-top:28px}table{border-collapse:collapse;margin:6px 0}"
         "th,td{padding:3px 10px;text-align:left;vertical-align:top}table.grid td,table.grid th{border:1px solid #ccc}"
         ".advice{background:#fff4d6;border-left:4px solid #e0a000;padding:4px 8px;margin:4px 0}"
         ".muted{color:#666}pre{background:#f6f6f6;padding:8px;overflow-x:auto;font-size:9pt}</style></head><body>\n";
    h += "<h1>" + htmlEscape(name) + "</h1>\n";
    if (!text(c, "description", "").empty())
        h += "<p>" + htmlEscape(text(c, "description")) + "</p>\n";
    h += "<p class=\"muted\">" + T("Run folder") + " " + htmlEscape(r.runDir.string()) + " &middot; " + T("status") + " "
         + htmlEscape(T(text(s, "status", "unfinished"))) + " &middot; " + T("finished") + " " + htmlEscape(text(s, "finished_at")) + "</p>\n";

    h += "<h2>" + T("Results") + "</h2>\n";
    if (s.contains("final")) {
        h += "<table class=\"grid\"><tr><th>" + T("metric") + "</th><th>" + T("final") + "</th><th>" + T("best epoch") + "</th></tr>\n";
        const Json best = sub(s, "best");
        for (const auto& [k, v] : s.at("final").items()) {
            const std::string b = best.contains(k) && best.at(k).is_number() ? number(best.at(k).get<double>()) : "-";
            h += "<tr><td>" + htmlEscape(k) + "</td><td>" + (v.is_number() ? number(v.get<double>()) : "-") + "</td><td>" + b + "</td></tr>\n";
        }
        h += "</table>\n";
    } else {
        h += "<p>" + T("No summary yet: the run has not finished (or was killed). Charts show the epochs recorded.") + "</p>\n";
    }

    h += "<h2>" + T("Decisions") + "</h2>\n<table>\n";
    h += row(T("Device"), text(s, "device", text(sub(r.environment, "device"), "description")));
    h += row(T("Precision"), text(s, "precision") + " (" + text(s, "precision_reason") + ")");
    h += row(T("Batch size"), text(s, "batch_size") + (r.finder.contains("summary") ? " (" + text(r.finder, "summary") + ")" : ""));
    h += "</table>\n<ul>\n";
    for (const auto& d : r.decisions)
        h += "<li>" + htmlEscape(d) + "</li>\n";
    h += "</ul>\n";

    h += "<h2>" + T("Configuration") + "</h2>\n<table>\n";
    const Json data = sub(c, "data"), model = sub(c, "model"), training = sub(c, "training");
    h += row(T("Data"), text(data, "source") + ": " + (data.contains("path") ? data.at("path").dump() : "-"));
    if (r.data.contains("samples"))
        h += row(T("Samples"), T("train") + " " + text(r.data.at("samples"), "train") + ", " + T("validation") + " "
                                   + text(r.data.at("samples"), "val") + ", " + T("test") + " " + text(r.data.at("samples"), "test"));
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

    h += "<h2>" + T("Hardware and software") + "</h2>\n<table>\n";
    const Json& e = r.environment;
    h += row("Lathe", text(e, "lathe"));
    h += row(T("Host"), text(e, "host") + ", " + text(e, "cpu") + ", " + text(e, "cores") + " " + T("cores") + ", " + text(e, "memory_gib")
                            + " GiB");
    if (e.contains("gpu"))
        h += row("GPU", text(e.at("gpu"), "name") + ", " + T("compute capability") + " " + text(e.at("gpu"), "capability") + ", "
                            + text(e.at("gpu"), "memory_gib") + " GiB");
    h += "</table>\n";

    h += "<h2>" + T("Charts") + "</h2>\n";
    for (std::size_t i = 0; i < r.charts.size(); ++i)
        h += options.chartsAsImages ? "<p><img src=\"lathe-chart-" + std::to_string(i) + "\" width=\"540\" height=\"236\"></p>\n"
                                    : "<div>" + r.charts[i].svg(lang) + "</div>\n";

    h += "<h2>" + T("GPU efficiency") + "</h2>\n<table>\n";
    const Json& f = r.efficiency;
    const auto pct = [&](const Json& v) { return v.is_number() ? fixed(v.get<double>(), 1) + "%" : T("not measured"); };
    h += row(T("Mean GPU utilisation"), pct(f.value("mean_gpu_utilisation_percent", Json(nullptr))));
    h += row(T("Peak GPU memory"), f.value("peak_gpu_memory_fraction", Json(nullptr)).is_number()
                                       ? fixed(100.0 * f.at("peak_gpu_memory_fraction").get<double>(), 1) + "% " + T("of the device")
                                       : T("not measured"));
    h += row(T("Mean data wait"), pct(f.value("mean_data_wait_percent", Json(nullptr))));
    h += row(T("Mean samples/s"), text(f, "mean_samples_per_second"));
    h += "</table>\n";
    if (r.advice.empty())
        h += "<p>" + T("No efficiency advice: nothing looked off.") + "</p>\n";
    for (const auto& a : r.advice)
        h += "<div class=\"advice\">" + htmlEscape(a) + "</div>\n";

    if (r.finder.contains("trials")) {
        h += "<h2>" + T("Batch-size finder") + "</h2>\n<p>" + htmlEscape(text(r.finder, "summary")) + "</p>\n";
        h += "<table class=\"grid\"><tr>";
        for (const char* head : {"trial", "phase", "batch", "peak MiB", "samples/s", "result"})
            h += "<th>" + T(head) + "</th>";
        h += "</tr>\n";
        int i = 0;
        for (const auto& t : r.finder.at("trials")) {
            const double peak = field(t, "peak_bytes");
            h += "<tr><td>" + std::to_string(++i) + "</td><td>" + htmlEscape(text(t, "phase")) + "</td><td>" + text(t, "batch")
                 + "</td><td>" + (peak < 0 ? std::string("-") : number(peak / 1048576.0)) + "</td><td>" + text(t, "samples_per_second")
                 + "</td><td>" + htmlEscape(text(t, "result")) + "</td></tr>\n";
        }
        h += "</table>\n";
    }
    h += "<p class=\"muted\">" + T("Made by") + " " + htmlEscape(text(e, "lathe", "Lathe")) + " " + T("from the files in the run folder.")
         + "</p>\n</body></html>\n";
    return h;
}

} // namespace lathe::core
