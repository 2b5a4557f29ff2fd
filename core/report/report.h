#pragma once
// A run's report, from its folder alone (so it can be made later, on another machine): config
// summary, hardware, the precision / batch / loader decisions and why, final and best metrics,
// every chart, the GPU efficiency summary and advice, and the batch-size finder's table.
// reportHtml() gives one self-contained HTML file (charts as inline SVG, no scripts, no external
// files); the GUI and a Qt build of lathe-cli also print it to PDF (ui/reportpdf.h).

#include "run/runrecord.h"
#include "util/axisticks.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

// A chart's words are messages, drawn in the report's language (util/catalogue.h); a series named by
// the data (a variant, a GPU) is a plain message.
struct ChartSeries {
    Message name;
    std::vector<double> x, y;
};

struct ReportChart {
    Message title;
    Message xLabel, yLabel;
    std::vector<ChartSeries> series;
    // Lines: each series a line over x. StackedBars: one bar per x of the first series (a category,
    // labelled by its value), the series' values stacked in order.
    enum class Kind { Lines, StackedBars } kind = Kind::Lines;
    NumberStyle yStyle = NumberStyle::Plain; // the y ticks: plain, SI prefixes or scientific
    std::string svg(const std::string& language = "en") const; // a standalone <svg> element, 640 x 280
};

// How well the run used its device, from the epochs and the device samples.
struct ReportEfficiency {
    std::optional<double> meanGpuUtilisationPercent; // of the GPU that trained
    std::optional<double> peakGpuMemoryFraction;     // used / total
    std::optional<double> meanProcessCpuPercent;     // of one core
    std::optional<double> meanHostCpuPercent;        // the whole machine's, % of all its cores
    double meanDataWaitPercent = 0.0, meanSamplesPerSecond = 0.0;
};

struct RunReport {
    RunRecord run;                      // the folder's files, read back
    std::vector<Message> decisions;     // the choices the run logged as decisions (none for runs of format 1)
    bool decisionsRecorded = false;     // the run marked its decisions (format 2)
    std::vector<ReportChart> charts;
    ReportEfficiency efficiency;
};

// Reads RUN_DIR. Throws std::runtime_error naming the folder when it is not a Lathe run folder.
RunReport loadRunReport(const std::filesystem::path& runDir);

struct ReportHtmlOptions {
    // Charts as <img src="lathe-chart-N"> (N from 0) instead of inline SVG, for renderers without SVG
    // support that are handed the images separately (the PDF writer).
    bool chartsAsImages = false;
    // The report's language ("en", "zh_CN": util/catalogue.h): its own sentences and the engine's
    // messages recorded in the run's files (advice, reasons, decisions, the finder's summary). Runs
    // of format 1 recorded English, which shows as it was written.
    std::string language = "en";
};
std::string reportHtml(const RunReport& report, const ReportHtmlOptions& options = {});

// Writes RUN_DIR/report.html (atomically) from the folder alone and returns its path: what every run
// leaves at its end (lathe-cli train, the window), and `lathe-cli report`'s HTML. Throws
// std::runtime_error naming the folder or the file.
std::filesystem::path writeReportHtml(const std::filesystem::path& runDir, const ReportHtmlOptions& options = {});

std::string htmlEscape(const std::string& text);

// The report's Data section alone, from a run's data.json: samples and classes of every split, the
// missing cells and what was done with them, the time covered and its gaps (the GUI's Data tab).
std::string dataSummaryHtml(const DataRecord& data, const std::string& language = "en");

} // namespace lathe::core
