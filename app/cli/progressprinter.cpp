#include "progressprinter.h"

#include "run/runfolder.h"

#include <unistd.h>

#include <algorithm>
#include <string>

namespace lathe::cli {

namespace {

std::string metricLine(const std::map<std::string, double>& metrics)
{
    std::string out;
    char buf[64];
    for (const auto& [k, v] : metrics) {
        std::snprintf(buf, sizeof buf, "%s%s %.4f", out.empty() ? "" : "  ", k.c_str(), v);
        out += buf;
    }
    return out;
}

} // namespace

ProgressPrinter::ProgressPrinter(bool quiet, int rank, bool records)
    : m_tty(isatty(STDOUT_FILENO) != 0)
    , m_quiet(quiet || rank > 0)
    , m_rankPrefix(rank > 0 ? "[rank " + std::to_string(rank) + "] " : std::string())
    , m_rank(rank)
    , m_records(records && rank > 0)
{
}

void ProgressPrinter::printRecord(core::LogLevel level, const core::Message& message)
{
    const core::LogRecord record{core::localTimestamp(), level, m_rank, false, message};
    std::fprintf(stderr, "%s\n", core::recordText(record.toJson()).c_str());
    std::fflush(stderr);
}

void ProgressPrinter::clearLine()
{
    if (m_lineOpen) {
        std::fputs("\r\033[K", stdout);
        m_lineOpen = false;
    }
}

void ProgressPrinter::onRunStarted(const core::RunStartedEvent& e)
{
    if (!m_rankPrefix.empty())
        return;
    std::lock_guard lock(m_mutex);
    m_epochs = e.epochs;
    const std::string batch = std::to_string(e.batchSize) + (e.ranks > 1 ? " × " + std::to_string(e.ranks) + " ranks" : "");
    std::printf("Training %s: %s on %s, %s, batch %s, %lld parameters\n", e.runName.c_str(), e.model.c_str(), e.device.c_str(),
                e.precision.c_str(), batch.c_str(), static_cast<long long>(e.parameters));
    std::printf("  samples: train %lld, val %lld, test %lld; %lld steps per epoch\n", static_cast<long long>(e.trainSamples),
                static_cast<long long>(e.valSamples), static_cast<long long>(e.testSamples),
                static_cast<long long>(e.stepsPerEpoch));
    std::printf("  run folder: %s\n", e.runDir.c_str());
    std::fflush(stdout);
}

void ProgressPrinter::onBatch(const core::BatchEvent& e)
{
    if (!m_tty || m_quiet)
        return;
    std::lock_guard lock(m_mutex);
    const int width = 24;
    const int filled = e.stepsPerEpoch > 0 ? static_cast<int>(width * e.step / e.stepsPerEpoch) : 0;
    std::string bar(static_cast<std::size_t>(filled), '=');
    bar.resize(width, ' ');
    const std::string eta = e.etaSeconds >= 0 ? "  ETA " + core::clockText(e.etaSeconds) : std::string();
    std::printf("\r\033[Kepoch %d/%d [%s] %lld/%lld  loss %.4f  lr %.2e  %.0f samples/s%s", e.epoch, m_epochs, bar.c_str(),
                static_cast<long long>(e.step), static_cast<long long>(e.stepsPerEpoch), e.loss, e.lr, e.samplesPerSecond, eta.c_str());
    std::fflush(stdout);
    m_lineOpen = true;
}

void ProgressPrinter::onEpoch(const core::EpochEvent& e)
{
    if (!m_rankPrefix.empty())
        return;
    std::lock_guard lock(m_mutex);
    clearLine();
    std::printf("epoch %d/%d  %s  %.1fs  %.0f samples/s  data wait %.1f%%%s\n", e.epoch, e.epochs,
                metricLine(e.metrics).c_str(), e.seconds, e.samplesPerSecond, e.dataWaitPercent, e.improved ? "  *best*" : "");
    std::fflush(stdout);
}

void ProgressPrinter::onLog(const core::LogEvent& e)
{
    if (m_quiet && e.level == core::LogLevel::Info)
        return;
    if (e.level == core::LogLevel::Debug)
        return;
    std::lock_guard lock(m_mutex);
    if (m_records)
        return printRecord(e.level, e.message);
    clearLine();
    std::fflush(stdout);
    if (e.level == core::LogLevel::Error)
        m_lastError = e.text;
    std::fprintf(stderr, "%s[%s] %s\n", m_rankPrefix.c_str(), core::logLevelName(e.level), e.text.c_str());
    std::fflush(stderr);
}

void ProgressPrinter::onFinished(const core::RunFinishedEvent& e)
{
    std::lock_guard lock(m_mutex);
    m_finishedRunDir = e.runDir;
    clearLine();
    using S = core::RunFinishedEvent::Status;
    if (!m_rankPrefix.empty()) {
        if (e.status == S::Failed && m_records)
            printRecord(core::LogLevel::Error, e.message);
        else if (e.status == S::Failed && e.message.text() != m_lastError) // each rank's error once, not again as "Failed"
            std::fprintf(stderr, "%sFailed: %s\n", m_rankPrefix.c_str(), e.message.text().c_str());
        return;
    }
    if (e.status == S::Completed && e.finalMetrics.empty()) {
        if (!e.message.empty())
            std::printf("%s\n", e.message.text().c_str());
    } else if (e.status == S::Completed) {
        std::printf("Finished: %s\n", metricLine(e.finalMetrics).c_str());
        if (!e.runDir.empty())
            std::printf("Results in %s\n", e.runDir.c_str());
    } else if (e.status == S::Stopped) {
        std::printf("Stopped: %s%s\n", e.message.text().c_str(), e.checkpointSaved ? " (checkpoint saved)" : "");
    } else {
        std::fprintf(stderr, "Failed: %s\n", e.message.text().c_str());
    }
    std::fflush(stdout);
}

std::string ProgressPrinter::finishedRunDir()
{
    std::lock_guard lock(m_mutex);
    return m_finishedRunDir;
}

void ProgressPrinter::onFinderTrial(const core::FinderTrialEvent& e)
{
    if (!m_rankPrefix.empty())
        return;
    std::lock_guard lock(m_mutex);
    clearLine();
    if (e.trial == 1)
        std::printf("batch-size finder (target %lld MiB)\n  %-5s  %-8s  %-8s  %12s  %12s  %s\n",
                    static_cast<long long>((e.targetBytes + (1 << 19)) >> 20), "trial", "phase", "batch", "peak MiB", "samples/s", "result");
    const std::string peak = e.peakBytes < 0 ? "-" : std::to_string((e.peakBytes + (1 << 19)) >> 20);
    std::printf("  %-5d  %-8s  %-8lld  %12s  %12.0f  %s\n", e.trial, e.phase.c_str(), static_cast<long long>(e.batch),
                peak.c_str(), e.samplesPerSecond, e.result.c_str());
    std::fflush(stdout);
}

// The range test's curve at about 12 of its rates, the trials, and the choice (the summary follows as
// a log line).
void ProgressPrinter::onLrFinder(const core::LrFinderResult& e)
{
    if (!m_rankPrefix.empty() || m_quiet)
        return;
    std::lock_guard lock(m_mutex);
    clearLine();
    std::printf("learning-rate finder, batch %lld: range test\n  %-10s  %10s  %10s\n", static_cast<long long>(e.batch), "rate", "loss", "smoothed");
    const std::size_t every = std::max<std::size_t>(1, e.points.size() / 12);
    for (std::size_t i = 0; i < e.points.size(); ++i) {
        if (i % every != 0 && i + 1 != e.points.size())
            continue;
        const auto& p = e.points[i];
        std::printf("  %-10.3g  %10.4g  %10.4g\n", p.lr, p.loss, p.smoothed);
    }
    if (!e.trials.empty())
        std::printf("  trials from loss %.4g:\n", e.trials.front().lossBefore);
    for (const auto& t : e.trials)
        std::printf("  %-10.3g  loss after %10.4g%s\n", t.lr, t.lossAfter, e.found && t.lr == e.chosen ? "  <- chosen" : "");
    std::fflush(stdout);
}

} // namespace lathe::cli
