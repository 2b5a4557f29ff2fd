// Dashboard::evaluate: from a run's readings, the tiles, their states and the verdict line. What is
// efficient and what to change is core's judgement (tune/efficiency.h); here it only becomes colours
// and text. No widgets: tst_dashboard tests it as it is.

#include "dashboard.h"

#include "enginetext.h"
#include "metricnames.h"
#include "tune/efficiency.h"
#include "util/axisticks.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace lathe::ui {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

QString reading(double v, core::NumberStyle style = core::NumberStyle::Plain, int digits = 3)
{
    return QString::fromStdString(core::formatReading(v, style, digits));
}

QString percent(double v)
{
    return QString::number(std::lround(v)) + QLatin1Char('%');
}

// "▲ 3%" / "▼ 12%": the change from `before` to `now`, relative.
QString trend(double before, double now)
{
    if (!(std::abs(before) > 0) || !std::isfinite(before) || !std::isfinite(now))
        return {};
    const double change = (now - before) / std::abs(before) * 100.0;
    if (std::abs(change) < 0.5)
        return QStringLiteral("= 0%");
    return (change > 0 ? QStringLiteral("▲ ") : QStringLiteral("▼ ")) + percent(std::abs(change));
}

// The metric a user watches, from what the epochs report: accuracy for classes, R² (or MAE) for a
// regression, the training split when there is no validation.
struct MainMetric {
    const char* key;
    bool higherIsBetter;
};
constexpr MainMetric kMetrics[] = {{"val_accuracy", true}, {"val_r2", true}, {"val_mae", false}, {"train_accuracy", true}, {"train_r2", true}};

Dashboard::State stateOf(core::EfficiencyLevel level)
{
    switch (level) {
    case core::EfficiencyLevel::Good: return Dashboard::State::Good;
    case core::EfficiencyLevel::Warn: return Dashboard::State::Warn;
    case core::EfficiencyLevel::Bad: return Dashboard::State::Bad;
    case core::EfficiencyLevel::Unknown: break;
    }
    return Dashboard::State::Neutral;
}

// The fullest GPU's memory, used / total; -1 without a reading.
double fullestMemoryFraction(const Dashboard::Readings& r)
{
    double fraction = -1;
    for (const auto& g : r.gpus) {
        if (g.memoryUsed >= 0 && g.memoryTotal > 0)
            fraction = std::max(fraction, g.memoryUsed / g.memoryTotal);
    }
    return fraction;
}

// The mean utilisation of the GPUs (or the CPU's share of its cores); -1 without a reading.
double meanUtilisation(const Dashboard::Readings& r)
{
    if (!r.onGpu)
        return core::cpuBusyPercent(r.processCpuPercent, r.cores);
    double sum = 0;
    int n = 0;
    for (const auto& g : r.gpus) {
        if (g.utilisation >= 0) {
            sum += g.utilisation;
            ++n;
        }
    }
    return n > 0 ? sum / n : -1.0;
}

QString adviceText(const core::EfficiencyVerdict& verdict, std::initializer_list<const char*> ids)
{
    for (const char* id : ids) {
        const core::Message m = verdict.adviceFor(id);
        if (!m.empty())
            return engineText(m);
    }
    return {};
}

} // namespace

Dashboard::View Dashboard::evaluate(const Readings& r)
{
    View v;
    const Readings::Epoch* last = r.history.isEmpty() ? nullptr : &r.history.back();
    const Readings::Epoch* before = r.history.size() >= 2 ? &r.history[r.history.size() - 2] : nullptr;
    const double dataWait = last ? last->dataWaitPercent : -1;
    const double utilisation = meanUtilisation(r);

    core::EfficiencyReadings measured;
    measured.onGpu = r.onGpu;
    measured.training = r.haveBatch && !r.paused && !r.endedPaused; // paused, nothing runs to be judged
    measured.dataWaitPercent = dataWait;
    measured.cores = r.cores;
    measured.images = r.images; // a table's or a series' data wait is not about image sizes
    (r.onGpu ? measured.gpuUtilisationPercent : measured.cpuBusyPercent) = utilisation;
    measured.hostCpuBusyPercent = r.onGpu ? -1.0 : r.hostCpuPercent;
    measured.cpuThreads = r.onGpu ? -1 : r.cpuThreads;
    measured.cpuBatchParts = r.cpuBatchParts;
    measured.othersBusy = r.onGpu ? -1.0 : r.othersBusy;
    measured.gpuMemoryFraction = r.onGpu ? fullestMemoryFraction(r) : -1.0;
    const core::EfficiencyVerdict judged = core::judgeEfficiency(measured);

    // The device's utilisation.
    Tile busy{QStringLiteral("gpu"), {}, QStringLiteral("—"), {}, stateOf(judged.busy), {}};
    if (busy.state == State::Warn || busy.state == State::Bad) // idle for want of data: the data's advice
        busy.advice = adviceText(judged, {r.onGpu ? "gpu-idle" : "cpu-idle", "cpu-shared", "data-wait"});
    if (r.onGpu) {
        QStringList each;
        for (const auto& g : r.gpus) {
            if (g.utilisation >= 0)
                each << (g.host.isEmpty() ? tr("GPU %1 %2").arg(g.index).arg(percent(g.utilisation))
                                          : tr("%1 GPU %2 %3").arg(g.host).arg(g.index).arg(percent(g.utilisation)));
        }
        busy.caption = r.gpus.size() > 1 ? tr("GPUs busy") : tr("GPU busy");
        if (utilisation >= 0) {
            busy.value = percent(utilisation);
            busy.detail = each.size() > 1 ? each.join(QStringLiteral(" · ")) : tr("of the time a kernel ran");
        } else {
            busy.detail = !r.sampled && r.ended ? tr("the run ended before the first reading")
                          : !r.sampled      ? tr("waiting for a reading")
                          : r.gpus.isEmpty() ? tr("no NVML readings: utilisation unknown")
                                             : tr("waiting for a reading");
        }
    } else {
        busy.caption = tr("CPU busy");
        if (utilisation >= 0) {
            busy.value = percent(utilisation);
            busy.detail = r.hostCpuPercent >= 0 // the machine's too: other programs may be what keeps it busy
                              ? tr("%n core(s) · %1% of one core · machine %2", nullptr, r.cores).arg(std::lround(r.processCpuPercent)).arg(percent(r.hostCpuPercent))
                              : tr("%n core(s) · %1% of one core", nullptr, r.cores).arg(std::lround(r.processCpuPercent));
            // How many threads train, and why: the machine's other demand (the run's thread policy).
            // It comes first, the line the tile shows; the cores follow in the tooltip.
            const bool others = r.othersBusy >= 0.3;
            const QString busyCpus = QLocale().toString(r.othersBusy, 'f', 1);
            if (r.cpuThreads > 0 && r.cpuBatchParts > 1)
                busy.detail = (others ? tr("%n thread(s), each on its own part of the batch · other programs use %1 CPUs", nullptr, r.cpuThreads).arg(busyCpus)
                                      : tr("%n thread(s), each on its own part of the batch · no other program busy", nullptr, r.cpuThreads))
                              + QStringLiteral("\n") + busy.detail;
            else if (r.cpuThreads > 0)
                busy.detail = (others ? tr("%n thread(s) · other programs use %1 CPUs", nullptr, r.cpuThreads).arg(busyCpus)
                                      : tr("%n thread(s) · no other program busy", nullptr, r.cpuThreads))
                              + QStringLiteral("\n") + busy.detail;
        } else {
            busy.detail = !r.sampled && r.ended ? tr("the run ended before the first reading") : tr("waiting for a reading");
        }
    }

    // Memory.
    Tile memory{QStringLiteral("memory"), {}, QStringLiteral("—"), {}, stateOf(judged.memory), {}};
    memory.advice = adviceText(judged, {"memory-headroom", "memory-full"});
    if (r.onGpu) {
        memory.caption = tr("GPU memory");
        const Readings::Gpu* fullest = nullptr;
        for (const auto& g : r.gpus) {
            if (g.memoryUsed >= 0 && g.memoryTotal > 0 && (!fullest || g.memoryUsed / g.memoryTotal > fullest->memoryUsed / fullest->memoryTotal))
                fullest = &g;
        }
        if (fullest) {
            const double fraction = fullest->memoryUsed / fullest->memoryTotal;
            memory.value = tr("%1 / %2 GiB").arg(reading(fullest->memoryUsed / kGiB), reading(fullest->memoryTotal / kGiB));
            memory.detail = r.gpus.size() > 1 ? tr("%1 used on GPU %2, the fullest").arg(percent(100 * fraction)).arg(fullest->index)
                                              : tr("%1 used").arg(percent(100 * fraction));
        }
    } else {
        memory.caption = tr("Memory (process)");
        if (r.rssBytes >= 0) {
            memory.value = tr("%1 GiB").arg(reading(r.rssBytes / kGiB));
            memory.detail = tr("resident in host memory");
        }
    }

    // Throughput.
    Tile throughput{QStringLiteral("throughput"), tr("Samples/s"), QStringLiteral("—"), {}, State::Neutral, {}};
    if (r.haveBatch && r.samplesPerSecond > 0) {
        throughput.value = reading(r.samplesPerSecond, core::NumberStyle::Si);
        if (r.ranks > 1)
            throughput.detail = tr("%1 ranks together").arg(r.ranks);
        else if (last && before)
            throughput.detail = tr("%1 at epoch %2 against %3").arg(trend(before->samplesPerSecond, last->samplesPerSecond)).arg(last->epoch).arg(before->epoch);
        else
            throughput.detail = tr("training samples per second");
    }

    // Data wait.
    Tile wait{QStringLiteral("data_wait"), tr("Data wait"), QStringLiteral("—"), tr("measured over each epoch"), State::Neutral, {}};
    if (last) {
        wait.value = QString::number(dataWait, 'f', dataWait < 10 ? 1 : 0) + QLatin1Char('%');
        wait.detail = tr("of step time, epoch %1").arg(last->epoch);
        wait.state = stateOf(judged.dataWait);
        wait.advice = adviceText(judged, {"data-wait"});
    }

    // Step time.
    Tile step{QStringLiteral("step"), tr("Step time"), QStringLiteral("—"), {}, State::Neutral, {}};
    if (r.haveBatch && r.stepSeconds > 0) {
        step.value = r.stepSeconds >= 1 ? tr("%1 s").arg(reading(r.stepSeconds)) : tr("%1 ms").arg(reading(r.stepSeconds * 1000));
        step.detail = tr("batch %1 · %2 steps per epoch").arg(r.batchSize * std::max(1, r.ranks)).arg(r.stepsPerEpoch);
    }

    // Time left.
    Tile eta{QStringLiteral("eta"), tr("Time left"), QStringLiteral("—"), {}, State::Neutral, {}};
    if (r.haveBatch)
        eta.detail = tr("epoch %1/%2 · step %3/%4").arg(r.epoch).arg(r.epochs).arg(r.step).arg(r.stepsPerEpoch);
    // A run followed from its folder whose writer has gone quiet (a paused one too, once the samples
    // its monitor writes during a pause have stopped).
    const bool silent = r.followed && r.followState == core::FollowState::Silent;
    if (r.ended) {
        eta.value = tr("Ended");
        eta.detail = r.endText;
    } else if (r.paused && !silent) {
        eta.value = tr("Paused");
        eta.state = State::Warn;
        eta.advice = r.followed ? tr("Paused where it trains: resuming it there continues; paused time is not counted")
                                : tr("Paused: Resume (F8) continues; paused time is not counted");
    } else if (silent) {
        eta.value = tr("Silent");
        eta.state = State::Warn;
        eta.detail = tr("nothing written for %1").arg(QString::fromStdString(core::clockText(r.quietSeconds)));
        eta.advice = tr("The run has written nothing to its folder for %1, longer than it has been quiet before: its process may have "
                        "ended without a summary (killed, out of memory, a lost node), or the folder is not synced here. Lathe keeps "
                        "watching.")
                         .arg(QString::fromStdString(core::clockText(r.quietSeconds)));
    } else if (r.haveBatch && r.etaSeconds >= 0) {
        eta.value = QString::fromStdString(core::clockText(r.etaSeconds));
    }

    // Loss, with the validation loss's trend.
    Tile loss{QStringLiteral("loss"), tr("Loss"), QStringLiteral("—"), {}, State::Neutral, {}};
    if (r.haveBatch) {
        loss.value = reading(r.loss, core::NumberStyle::Plain, 4);
        if (!std::isfinite(r.loss)) {
            loss.state = State::Bad;
            loss.advice = tr("The loss is not a number: lower training.lr or enable gradient clipping");
        }
    }
    const auto value = [](const Readings::Epoch* e, const char* key) {
        const auto it = e ? e->metrics.find(key) : std::map<std::string, double>::const_iterator();
        return e && it != e->metrics.end() ? it->second : std::nan("");
    };
    const char* lossKey = last && last->metrics.count("val_loss") ? "val_loss" : "train_loss";
    if (last && std::isfinite(value(last, lossKey))) {
        const QString split = QString::fromLatin1(lossKey) == QLatin1String("val_loss") ? tr("val") : tr("train");
        loss.detail = tr("%1 %2").arg(split, reading(value(last, lossKey), core::NumberStyle::Plain, 4));
        if (before)
            loss.detail += QStringLiteral("  ") + trend(value(before, lossKey), value(last, lossKey));
        const int n = static_cast<int>(r.history.size());
        const bool rising = n >= 3 && value(&r.history[n - 1], "val_loss") > value(&r.history[n - 2], "val_loss")
                            && value(&r.history[n - 2], "val_loss") > value(&r.history[n - 3], "val_loss");
        if (loss.state == State::Bad) {
        } else if (rising) {
            loss.state = State::Warn;
            loss.advice = tr("The validation loss has risen two epochs running: the model may be overfitting (early stopping keeps the best weights)");
        } else if (before && value(last, lossKey) < value(before, lossKey)) {
            loss.state = State::Good;
        }
    }

    // The metric.
    Tile metric{QStringLiteral("metric"), tr("Metric"), QStringLiteral("—"), tr("after the first epoch"), State::Neutral, {}};
    for (const MainMetric& m : kMetrics) {
        if (!last || !last->metrics.count(m.key))
            continue;
        metric.caption = metricName(QString::fromLatin1(m.key));
        const double now = value(last, m.key);
        metric.value = reading(now, core::NumberStyle::Plain, 4);
        double best = now;
        int bestEpoch = last->epoch;
        for (const auto& e : r.history) {
            const double x = value(&e, m.key);
            if (std::isfinite(x) && (m.higherIsBetter ? x > best : x < best)) {
                best = x;
                bestEpoch = e.epoch;
            }
        }
        metric.detail = tr("best %1 at epoch %2").arg(reading(best, core::NumberStyle::Plain, 4)).arg(bestEpoch);
        if (before)
            metric.detail += QStringLiteral("  ") + trend(value(before, m.key), now);
        if (bestEpoch == last->epoch && before)
            metric.state = State::Good;
        break;
    }

    // Precision and batch.
    Tile setup{QStringLiteral("setup"), tr("Precision · batch"), QStringLiteral("—"), {}, State::Neutral, {}};
    if (r.started) {
        setup.value = QStringLiteral("%1 · %2").arg(r.precision).arg(r.batchSize);
        setup.detail = r.ranks > 1 ? tr("%1 ranks: %2 samples a step").arg(r.ranks).arg(r.batchSize * r.ranks) : r.precisionReason;
    }
    v.tiles = {busy, memory, throughput, wait, step, eta, loss, metric, setup};

    // The verdict: where the time goes, in one sentence.
    if (!r.started && r.followed && r.followState == core::FollowState::Silent) {
        v.verdict = tr("This run folder has had no writes for %1 and no run has started in it: its process may have ended before "
                       "it trained (killed, out of memory), or the folder is not synced here. Lathe keeps watching.")
                        .arg(QString::fromStdString(core::clockText(r.quietSeconds)));
        v.verdictState = State::Warn;
    } else if (!r.started && r.followed) {
        v.verdict = tr("Waiting for the run to start writing its progress into its folder…");
    } else if (!r.started) {
        v.verdict = tr("Start a run (F5): here you will see whether the GPU or CPU is busy, what holds it back, and whether training is healthy.");
    } else if (r.ended) {
        v.verdict = r.endText;
    } else if (r.paused && !silent) {
        v.verdict = r.followed ? tr("Paused where it trains: nothing trains until it is resumed there.")
                               : tr("Paused: nothing trains until you resume (F8).");
        v.verdictState = State::Warn;
    } else if (silent) {
        v.verdict = eta.advice;
        v.verdictState = State::Warn;
    } else if (!r.haveBatch) {
        v.verdict = tr("Preparing: reading the data and building the model…");
    } else if (loss.state == State::Bad) {
        v.verdict = loss.advice;
        v.verdictState = State::Bad;
    } else {
        v.verdict = engineText(judged.summary);
        v.verdictState = stateOf(judged.level);
    }

    for (const State worst : {State::Bad, State::Warn}) {
        for (const Tile& t : std::as_const(v.tiles)) {
            if (t.state == worst && !t.advice.isEmpty() && !v.advice.contains(t.advice) && t.advice != v.verdict)
                v.advice << t.advice; // (not a second time below the verdict that says it)
        }
    }
    return v;
}

} // namespace lathe::ui
