// The dashboard above the charts: from a run's readings, the verdict that names the bottleneck, the
// tiles coloured by state and the advice of those that are off (Dashboard::evaluate, no window);
// then the widget fed by events as the window feeds it, and the step profile view.

#include "dashboard.h"
#include "enginetext.h"
#include "profileview.h"
#include "tune/efficiency.h"

#include <QChart>
#include <QChartView>
#include <QValueAxis>
#include <QBarCategoryAxis>
#include <QHeaderView>
#include <QTableWidget>
#include <QtTest>

using lathe::ui::Dashboard;
using State = Dashboard::State;

namespace {

const Dashboard::Tile& tile(const Dashboard::View& v, const QString& id)
{
    for (const auto& t : v.tiles)
        if (t.id == id)
            return t;
    qFatal("no tile %s", qPrintable(id));
}

Dashboard::Readings gpuRun(double utilisation, double dataWait, double memoryFraction = 0.6)
{
    Dashboard::Readings r;
    r.started = r.onGpu = r.haveBatch = true;
    r.precision = QStringLiteral("bf16");
    r.batchSize = 256;
    r.epochs = 10;
    r.epoch = 3;
    r.step = 40;
    r.stepsPerEpoch = 100;
    r.loss = 0.4;
    r.samplesPerSecond = 54428;
    r.stepSeconds = 0.0047;
    r.etaSeconds = 125;
    r.gpus = {{QString(), 0, utilisation, memoryFraction * 80 * 1073741824.0, 80 * 1073741824.0}};
    r.history = {{1, {{"val_loss", 0.9}, {"val_accuracy", 0.70}}, dataWait, 50000},
                 {2, {{"val_loss", 0.7}, {"val_accuracy", 0.78}}, dataWait, 52000}};
    return r;
}

lathe::core::ProfileEvent profile(int steps)
{
    lathe::core::ProfileEvent p;
    p.activities = "CPU";
    p.trace = "/tmp/run/profile/trace-epoch1-step5.json";
    for (int i = 0; i < steps; ++i) {
        lathe::core::ProfiledStep s;
        s.epoch = 1;
        s.globalStep = 5 + i;
        s.phases[static_cast<int>(lathe::core::StepPhase::DataWait)] = 0.001;
        s.phases[static_cast<int>(lathe::core::StepPhase::Forward)] = 0.004;
        s.phases[static_cast<int>(lathe::core::StepPhase::Backward)] = 0.008;
        s.phases[static_cast<int>(lathe::core::StepPhase::Optimizer)] = 0.002;
        s.phases[static_cast<int>(lathe::core::StepPhase::Copy)] = 1e-7; // a CPU run's "copy": nothing to show
        s.seconds = 0.015;
        p.steps.push_back(s);
    }
    return p;
}

} // namespace

class TestDashboard : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void busyGpuIsGood()
    {
        const auto v = Dashboard::evaluate(gpuRun(96, 0.8));
        QCOMPARE(v.verdictState, State::Good);
        QVERIFY2(v.verdict.contains(QStringLiteral("GPU is busy (96%)")), qPrintable(v.verdict));
        QCOMPARE(tile(v, QStringLiteral("gpu")).value, QStringLiteral("96%"));
        QCOMPARE(tile(v, QStringLiteral("gpu")).state, State::Good);
        QCOMPARE(tile(v, QStringLiteral("data_wait")).state, State::Good);
        QCOMPARE(tile(v, QStringLiteral("throughput")).value, QStringLiteral("54.4k"));
        QCOMPARE(tile(v, QStringLiteral("step")).value, QStringLiteral("4.70 ms"));
        QCOMPARE(tile(v, QStringLiteral("eta")).value, QStringLiteral("2:05"));
        QCOMPARE(tile(v, QStringLiteral("loss")).state, State::Good); // val loss falling
        QVERIFY(tile(v, QStringLiteral("loss")).detail.contains(QStringLiteral("▼ 22%")));
        QCOMPARE(tile(v, QStringLiteral("metric")).caption, QStringLiteral("val accuracy"));
        QVERIFY(tile(v, QStringLiteral("metric")).detail.startsWith(QStringLiteral("best 0.7800 at epoch 2")));
        QVERIFY(v.advice.isEmpty());
    }

    // A table's or a series' data wait is not about image sizes: the window's advice, like the log's
    // and the report's, names the image size only for images (a CSV run was told to lower
    // data.image_height/width).
    void dataAdviceNamesImageSizesOnlyForImages()
    {
        Dashboard::Readings r = gpuRun(-1, 40); // a CPU run, its cores idle for want of data
        r.onGpu = false;
        r.gpus.clear();
        r.cores = 2;
        r.processCpuPercent = 60;
        QVERIFY2(Dashboard::evaluate(r).advice.join(QLatin1Char('\n')).contains(QStringLiteral("image_height")),
                 qPrintable(Dashboard::evaluate(r).advice.join(QLatin1Char('\n'))));
        r.images = false;
        const QString table = Dashboard::evaluate(r).advice.join(QLatin1Char('\n'));
        QVERIFY2(!table.contains(QStringLiteral("image_height")) && table.contains(QStringLiteral("loader.workers")), qPrintable(table));
    }

    // A run shorter than the monitor's interval: its tile says it ended without a reading, not that
    // one is still awaited.
    void aRunThatEndedBeforeAReadingSaysSo()
    {
        Dashboard::Readings r;
        r.started = true;
        QCOMPARE(tile(Dashboard::evaluate(r), QStringLiteral("gpu")).detail, QStringLiteral("waiting for a reading"));
        r.ended = true;
        QCOMPARE(tile(Dashboard::evaluate(r), QStringLiteral("gpu")).detail, QStringLiteral("the run ended before the first reading"));
        r.onGpu = true; // on a GPU too: no sample, so no GPU is known yet
        QCOMPARE(tile(Dashboard::evaluate(r), QStringLiteral("gpu")).detail, QStringLiteral("the run ended before the first reading"));
        r.sampled = true; // a sample that named no GPU: NVML is missing
        QCOMPARE(tile(Dashboard::evaluate(r), QStringLiteral("gpu")).detail, QStringLiteral("no NVML readings: utilisation unknown"));
    }

    // A run followed from its folder (Open run… on a run another process writes): what its writer
    // does is said, and a pause is not offered to be resumed here.
    void aFollowedRunSaysHowItsWriterIs()
    {
        Dashboard::Readings waiting;
        waiting.followed = true;
        waiting.followState = lathe::core::FollowState::Waiting;
        auto v = Dashboard::evaluate(waiting);
        QVERIFY2(v.verdict.startsWith(QStringLiteral("Waiting for the run to start")), qPrintable(v.verdict));

        waiting.followState = lathe::core::FollowState::Silent;
        waiting.quietSeconds = 125;
        v = Dashboard::evaluate(waiting);
        QCOMPARE(v.verdictState, State::Warn);
        QVERIFY2(v.verdict.contains(QStringLiteral("no writes for 2:05")) && v.verdict.contains(QStringLiteral("no run has started")),
                 qPrintable(v.verdict));

        auto live = gpuRun(96, 0.8);
        live.followed = true;
        live.followState = lathe::core::FollowState::Live;
        v = Dashboard::evaluate(live);
        QCOMPARE(v.verdictState, State::Good); // followed and writing: as if it trained here
        QCOMPARE(tile(v, QStringLiteral("eta")).value, QStringLiteral("2:05"));

        live.followState = lathe::core::FollowState::Silent;
        live.quietSeconds = 3700;
        v = Dashboard::evaluate(live);
        QCOMPARE(v.verdictState, State::Warn);
        QCOMPARE(tile(v, QStringLiteral("eta")).value, QStringLiteral("Silent"));
        QVERIFY2(v.verdict.contains(QStringLiteral("written nothing to its folder for 1:01:40")), qPrintable(v.verdict));
        QVERIFY(!v.advice.contains(v.verdict)); // said once

        live.followState = lathe::core::FollowState::Paused;
        live.paused = true;
        v = Dashboard::evaluate(live);
        QVERIFY2(v.verdict.contains(QStringLiteral("resumed there")) && !v.verdict.contains(QStringLiteral("F8")), qPrintable(v.verdict));
        live.followState = lathe::core::FollowState::Silent; // held, and then its samples stopped too
        v = Dashboard::evaluate(live);
        QCOMPARE(tile(v, QStringLiteral("eta")).value, QStringLiteral("Silent"));
        QVERIFY2(v.verdict.contains(QStringLiteral("written nothing to its folder")), qPrintable(v.verdict));
    }

    // The three ways a GPU idles, each named with what to change.
    void bottlenecksAreNamed()
    {
        auto v = Dashboard::evaluate(gpuRun(40, 35));
        QCOMPARE(v.verdictState, State::Bad);
        QVERIFY2(v.verdict.startsWith(QStringLiteral("Bottleneck: the data")), qPrintable(v.verdict));
        QCOMPARE(tile(v, QStringLiteral("data_wait")).state, State::Bad);
        QVERIFY(!v.advice.isEmpty() && v.advice.front().contains(QStringLiteral("loader.gpu_resident")));

        v = Dashboard::evaluate(gpuRun(30, 1));
        QVERIFY2(v.verdict.contains(QStringLiteral("too small to fill it")), qPrintable(v.verdict));
        QCOMPARE(tile(v, QStringLiteral("gpu")).state, State::Bad);
        QVERIFY(tile(v, QStringLiteral("gpu")).advice.contains(QStringLiteral("training.batch_size")));

        v = Dashboard::evaluate(gpuRun(95, 1, 0.1));
        QCOMPARE(tile(v, QStringLiteral("memory")).state, State::Warn);
        QVERIFY(tile(v, QStringLiteral("memory")).advice.contains(QStringLiteral("\"auto\"")));
        QCOMPARE(tile(v, QStringLiteral("memory")).value, QStringLiteral("8.00 / 80.0 GiB"));
    }

    // One judgement: across readings that straddle every threshold, each efficiency tile has the state
    // core's verdict gives its reading, the verdict line is core's sentence, and the advice shown is
    // exactly core's findings (the dashboard adds only the loss's).
    void theVerdictIsCores()
    {
        using lathe::core::EfficiencyLevel;
        const auto state = [](EfficiencyLevel l) {
            return l == EfficiencyLevel::Good ? State::Good : l == EfficiencyLevel::Warn ? State::Warn : l == EfficiencyLevel::Bad ? State::Bad : State::Neutral;
        };
        for (const double utilisation : {-1.0, 10.0, 49.9, 50.0, 79.9, 80.0, 99.0}) {
            for (const double wait : {0.0, 4.9, 5.0, 19.9, 20.0, 70.0}) {
                for (const double memory : {0.1, 0.29, 0.3, 0.9, 0.96}) {
                    const Dashboard::Readings r = gpuRun(utilisation, wait, memory);
                    const auto v = Dashboard::evaluate(r);
                    lathe::core::EfficiencyReadings e;
                    e.onGpu = e.training = true;
                    e.dataWaitPercent = wait;
                    e.gpuUtilisationPercent = utilisation;
                    e.gpuMemoryFraction = memory;
                    const auto core = lathe::core::judgeEfficiency(e);
                    const QByteArray where = QByteArray::number(utilisation) + " " + QByteArray::number(wait) + " " + QByteArray::number(memory);
                    QVERIFY2(tile(v, QStringLiteral("gpu")).state == state(core.busy), where);
                    QVERIFY2(tile(v, QStringLiteral("data_wait")).state == state(core.dataWait), where);
                    QVERIFY2(tile(v, QStringLiteral("memory")).state == state(core.memory), where);
                    QVERIFY2(v.verdict == lathe::ui::engineText(core.summary), QByteArray(where + " " + v.verdict.toUtf8()).constData());
                    QVERIFY2(v.verdictState == state(core.level), where);
                    QStringList findings;
                    for (const auto& f : core.findings)
                        findings << lathe::ui::engineText(f.advice);
                    QStringList shown = v.advice;
                    shown.sort();
                    findings.sort();
                    const QByteArray both = where + "\n" + shown.join(QLatin1Char('\n')).toUtf8() + "\nagainst\n" + findings.join(QLatin1Char('\n')).toUtf8();
                    QVERIFY2(shown == findings, both.constData());
                }
            }
        }
    }

    void cpuRunsReportTheCores()
    {
        Dashboard::Readings r = gpuRun(-1, 2);
        r.onGpu = false;
        r.gpus.clear();
        r.cores = 2;
        r.processCpuPercent = 190;
        r.rssBytes = 1.5 * 1073741824.0;
        auto v = Dashboard::evaluate(r);
        QCOMPARE(tile(v, QStringLiteral("gpu")).caption, QStringLiteral("CPU busy"));
        QCOMPARE(tile(v, QStringLiteral("gpu")).value, QStringLiteral("95%"));
        QCOMPARE(tile(v, QStringLiteral("memory")).value, QStringLiteral("1.50 GiB"));
        QVERIFY2(v.verdict.startsWith(QStringLiteral("Training on the CPU: its 2 core")) && v.verdict.contains(QStringLiteral("busy (95%)")),
                 qPrintable(v.verdict));
        r.processCpuPercent = 40;
        v = Dashboard::evaluate(r);
        QCOMPARE(v.verdictState, State::Warn);
        QCOMPARE(tile(v, QStringLiteral("gpu")).state, State::Bad);

        // A busy machine: one core's worth is this run's, the rest other programs'. The verdict says
        // so, not "only 50% busy" while the machine is full.
        r.processCpuPercent = 100;
        r.hostCpuPercent = 100;
        v = Dashboard::evaluate(r);
        QVERIFY2(v.verdict.contains(QStringLiteral("sharing it: other programs use 50%")), qPrintable(v.verdict));
        QVERIFY2(tile(v, QStringLiteral("gpu")).detail.contains(QStringLiteral("machine 100%")), qPrintable(tile(v, QStringLiteral("gpu")).detail));
        QVERIFY2(v.advice.join(QLatin1Char(' ')).contains(QStringLiteral("Other programs use 50% of the cores")), qPrintable(v.advice.join(QLatin1Char(' '))));
        // The run's thread policy (threadgovernor.h): the threads and the other programs' CPUs are the
        // line the tile shows, and the advice says how many threads train.
        r.cpuThreads = 1;
        r.othersBusy = 1.04;
        v = Dashboard::evaluate(r);
        QVERIFY2(tile(v, QStringLiteral("gpu")).detail.startsWith(QStringLiteral("1 thread(s) · other programs use 1.0 CPUs\n2 core(s)")),
                 qPrintable(tile(v, QStringLiteral("gpu")).detail));
        QVERIFY2(v.advice.join(QLatin1Char(' ')).contains(QStringLiteral("it trains on 1 thread(s) and slower until they end")),
                 qPrintable(v.advice.join(QLatin1Char(' '))));
        r.othersBusy = 0.1;
        QVERIFY(Dashboard::evaluate(r).tiles.first().detail.startsWith(QStringLiteral("1 thread(s) · no other program busy")));
        // Threads that each train a part of the batch (train/batchparts.h) say so, in the tile and the advice.
        r.cpuThreads = 2;
        r.cpuBatchParts = 2;
        r.othersBusy = 1.04;
        v = Dashboard::evaluate(r);
        QVERIFY2(tile(v, QStringLiteral("gpu")).detail.startsWith(QStringLiteral("2 thread(s), each on its own part of the batch · other programs use 1.0 CPUs\n")),
                 qPrintable(tile(v, QStringLiteral("gpu")).detail));
        QVERIFY2(v.advice.join(QLatin1Char(' ')).contains(QStringLiteral("it trains on 2 threads, each on its own part of the batch, and slower")),
                 qPrintable(v.advice.join(QLatin1Char(' '))));
        r.cpuThreads = -1, r.othersBusy = -1, r.cpuBatchParts = 1;
        // Paused, nothing runs to judge: no red tile at 0%, no efficiency advice (only how to resume).
        r.paused = true;
        r.processCpuPercent = 0;
        v = Dashboard::evaluate(r);
        QCOMPARE(tile(v, QStringLiteral("gpu")).state, State::Neutral);
        QCOMPARE(v.advice, QStringList{QStringLiteral("Paused: Resume (F8) continues; paused time is not counted")});
    }

    void pausesAndTrendsShow()
    {
        Dashboard::Readings r = gpuRun(96, 1);
        r.paused = true;
        auto v = Dashboard::evaluate(r);
        QCOMPARE(tile(v, QStringLiteral("eta")).value, QStringLiteral("Paused"));
        QVERIFY(v.verdict.startsWith(QStringLiteral("Paused")));

        r = gpuRun(96, 1);
        r.history.append({3, {{"val_loss", 0.75}, {"val_accuracy", 0.77}}, 1, 52000});
        r.history.append({4, {{"val_loss", 0.80}, {"val_accuracy", 0.76}}, 1, 52000});
        v = Dashboard::evaluate(r);
        QCOMPARE(tile(v, QStringLiteral("loss")).state, State::Warn);
        QVERIFY(tile(v, QStringLiteral("loss")).advice.contains(QStringLiteral("overfitting")));
        QCOMPARE(tile(v, QStringLiteral("metric")).state, State::Neutral); // best was epoch 2
        r.loss = std::nan("");
        v = Dashboard::evaluate(r);
        QCOMPARE(v.verdictState, State::Bad);
        QVERIFY(v.verdict.contains(QStringLiteral("not a number")));
    }

    // The widget as the window feeds it: events in, the verdict and the tiles out; two GPUs each named.
    void widgetFollowsTheEvents()
    {
        Dashboard d;
        d.resize(1200, 200);
        QVERIFY(d.verdictText().startsWith(QStringLiteral("Start a run")));
        lathe::core::RunStartedEvent started;
        started.device = "cuda:0 (NVIDIA H100)";
        started.precision = "bf16";
        started.batchSize = 512;
        started.epochs = 5;
        started.stepsPerEpoch = 100;
        d.addStarted(started);
        QVERIFY(d.verdictText().startsWith(QStringLiteral("Preparing")));
        d.addBatch({1, 10, 10, 100, 0.9, 1e-3, 40000, 0.0128, -1});
        lathe::core::DeviceSampleEvent sample;
        for (int g = 0; g < 2; ++g) {
            lathe::core::DeviceSampleEvent::Gpu gpu;
            gpu.index = g;
            gpu.utilisation = g == 0 ? 97 : 91;
            gpu.memoryUsed = 40.0 * 1073741824;
            gpu.memoryTotal = 80.0 * 1073741824;
            sample.gpus.push_back(gpu);
        }
        d.addDeviceSample(sample);
        d.refresh();
        QCOMPARE(tile(d.view(), QStringLiteral("gpu")).value, QStringLiteral("94%"));
        QCOMPARE(tile(d.view(), QStringLiteral("gpu")).detail, QStringLiteral("GPU 0 97% · GPU 1 91%"));
        QVERIFY2(d.verdictText().contains(QStringLiteral("GPU is busy")), qPrintable(d.verdictText()));
        d.addRunState({lathe::core::RunStateEvent::State::Paused, 1, 10});
        QCOMPARE(tile(d.view(), QStringLiteral("eta")).value, QStringLiteral("Paused"));
        d.addBatch({1, 11, 11, 100, 0.8, 1e-3, 40000, 0.0128, 30});
        d.refresh();
        QCOMPARE(tile(d.view(), QStringLiteral("eta")).value, QStringLiteral("0:30"));
        QCOMPARE(tile(d.view(), QStringLiteral("throughput")).value, QStringLiteral("40.0k"));
        // At the epoch's end, the epoch's figure (metrics.jsonl's), not the last batch's.
        lathe::core::EpochEvent epoch;
        epoch.epoch = 1;
        epoch.epochs = 5;
        epoch.samplesPerSecond = 36800;
        d.addEpoch(epoch);
        d.refresh();
        QCOMPARE(tile(d.view(), QStringLiteral("throughput")).value, QStringLiteral("36.8k"));
        lathe::core::RunFinishedEvent done;
        d.addFinished(done);
        QVERIFY(d.verdictText().startsWith(QStringLiteral("The run finished")));

        // Stopped while paused: the last readings (the GPUs idle) are of the pause and stay unjudged
        // (the tile turned red at 0% with advice about other programs).
        d.addStarted(started);
        d.addBatch({1, 10, 10, 100, 0.9, 1e-3, 40000, 0.0128, -1});
        d.addRunState({lathe::core::RunStateEvent::State::Paused, 1, 10});
        for (auto& gpu : sample.gpus)
            gpu.utilisation = 0;
        for (int i = 0; i < 8; ++i) // enough readings to replace the busy ones in the tile's mean
            d.addDeviceSample(sample);
        lathe::core::RunFinishedEvent stopped;
        stopped.status = lathe::core::RunFinishedEvent::Status::Stopped;
        d.addFinished(stopped);
        QCOMPARE(tile(d.view(), QStringLiteral("gpu")).state, State::Neutral);
    }

    void profileViewStacksThePhases()
    {
        lathe::ui::ProfileView view;
        QCOMPARE(view.barCount(), 0);
        view.showProfile(profile(4));
        QCOMPARE(view.barCount(), 4);
        QCOMPARE(view.phasesShown(), (QStringList{QStringLiteral("data wait"), QStringLiteral("forward"), QStringLiteral("backward"),
                                                 QStringLiteral("optimizer")}));
        QVERIFY2(view.summaryText().contains(QStringLiteral("Most of it is backward (53 %)")), qPrintable(view.summaryText()));
        QVERIFY(view.summaryText().contains(QStringLiteral("trace-epoch1-step5.json")));
        // The ms axis with as many decimals as its ticks need (steps of 15 ms: whole numbers).
        const auto axes = view.findChild<QChartView*>()->chart()->axes(Qt::Vertical);
        QVERIFY(!axes.isEmpty());
        QCOMPARE(qobject_cast<QValueAxis*>(axes.front())->labelFormat(), QStringLiteral("%.0f"));
        // No title on its side (毫秒 rendered as a blot): the unit is in the chart's title. The step
        // axis's title is in the labels' plain font, as the dashboard's are, not Qt Charts' bold.
        QChart* chart = view.findChild<QChartView*>()->chart();
        QVERIFY(axes.front()->titleText().isEmpty());
        QVERIFY2(chart->title().endsWith(QStringLiteral("(ms)")), qPrintable(chart->title()));
        const auto steps = chart->axes(Qt::Horizontal);
        QVERIFY(!steps.isEmpty() && !steps.front()->titleText().isEmpty());
        QVERIFY(!steps.front()->titleFont().bold());
        QCOMPARE(steps.front()->titleFont(), steps.front()->labelsFont());
        // In a narrow window (1024 x 700) the phases keep their names whole and the step numbers fit
        // on their side: every name was "…", every step "…".
        QCOMPARE(static_cast<QBarCategoryAxis*>(steps.front())->categories(), (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4")}));
        QVERIFY2(steps.front()->titleText().startsWith(QStringLiteral("profiled step, from training step ")), qPrintable(steps.front()->titleText()));
        view.resize(560, 400);
        view.show();
        QCoreApplication::processEvents();
        auto* table = view.findChild<QTableWidget*>();
        for (int r = 0; r < table->rowCount(); ++r)
            QVERIFY2(table->columnWidth(0) >= table->fontMetrics().horizontalAdvance(table->item(r, 0)->text()), qPrintable(table->item(r, 0)->text()));
        QVERIFY(table->width() >= table->horizontalHeader()->length());
    }
};

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
