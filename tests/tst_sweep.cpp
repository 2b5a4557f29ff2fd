// Sweeps: the variants a command line asks for, the plan a sweep folder keeps, and lathe-cli sweep as
// a user meets it: three variants trained and compared, stopped with Ctrl-C, killed, resumed twice
// without training a completed variant again, and a variant that cannot train refused up front.

#include "clitest.h"
#include "config/config.h"
#include "report/comparison.h"
#include "run/lrfinderrecord.h"
#include "run/runrecord.h"
#include "run/sweepfolder.h"
#include "testutil.h"
#include "train/sweep.h"
#include "util/deviceslots.h"
#include "util/errors.h"
#include "util/folderlock.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <thread>

using namespace lathe::core;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> labels(const std::vector<SweepVariant>& variants)
{
    std::vector<std::string> out;
    for (const auto& v : variants)
        out.push_back(v.label);
    return out;
}

// The base of a sweep: a small MLP on `rows` rings (batch 2, so epochs of a few hundred steps: long
// enough that a signal sent after one epoch's line lands in the next epoch, not after the variant).
QString sweepConfig(const QTemporaryDir& dir, int rows = 4000, int epochs = 4)
{
    lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(rows));
    return lathe::test::writeFile(dir.filePath(QStringLiteral("base.json")), QStringLiteral(R"({"name": "rings",
  "data": {"path": "rings.csv", "target": "label", "splits": {"val": 0.2, "test": 0.2}},
  "model": {"kind": "mlp", "hidden": [16]}, "output": {"checkpoint": {"metric": "val_accuracy"}},
  "training": {"epochs": %1, "batch_size": 2}})").arg(epochs).toUtf8());
}

// Starts lathe-cli with `args` and returns once its output (both streams) holds `marker` `times` times.
bool startUntil(QProcess& p, const QStringList& args, const QByteArray& marker, int times)
{
    p.setProcessEnvironment(lathe::test::cliEnvironment());
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral(LATHE_CLI_PATH), args);
    if (!p.waitForStarted())
        return false;
    QByteArray out;
    QDeadlineTimer deadline(180000);
    while ((out += p.readAll()).count(marker) < times) {
        if (p.state() != QProcess::Running || deadline.hasExpired()) {
            qWarning("%s", out.constData());
            return false;
        }
        p.waitForReadyRead(200);
    }
    return true;
}

QStringList runFolders(const QString& sweep)
{
    QStringList out;
    for (const QString& d : QDir(sweep).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (QFile::exists(sweep + QLatin1Char('/') + d + QStringLiteral("/config.json")))
            out << d;
    return out;
}

QJsonObject readJson(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

} // namespace

class TestSweep : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void modelsAndGridMakeEveryCombination()
    {
        const auto models = sweepVariants({"cnn1d", "transformer", "cnn_transformer"}, {});
        QCOMPARE(labels(models), (std::vector<std::string>{"cnn1d", "transformer", "cnn_transformer"}));
        QCOMPARE(models[1].settings, (std::vector<std::pair<std::string, std::string>>{{"model.kind", "transformer"}}));

        // The first key outermost; labels name the keys by their last part.
        const auto grid = sweepVariants({}, {"training.lr=1e-3, 3e-3", "model.kind=mlp,cnn2d"});
        QCOMPARE(labels(grid), (std::vector<std::string>{"lr=1e-3, kind=mlp", "lr=1e-3, kind=cnn2d", "lr=3e-3, kind=mlp",
                                                         "lr=3e-3, kind=cnn2d"}));
        QCOMPARE(grid[2].settings, (std::vector<std::pair<std::string, std::string>>{{"training.lr", "3e-3"}, {"model.kind", "mlp"}}));

        // Keys that share a last part keep their full path in labels.
        const auto same = sweepVariants({}, {"training.early_stopping.metric=val_loss", "output.checkpoint.metric=val_accuracy,val_loss"});
        QCOMPARE(same.size(), std::size_t(2));
        QCOMPARE(same[0].label, std::string("training.early_stopping.metric=val_loss, output.checkpoint.metric=val_accuracy"));

        // Lists and quoted text hold commas.
        QCOMPARE(splitSweepValues("[64,32],[128], \"a,b\""), (std::vector<std::string>{"[64,32]", "[128]", "\"a,b\""}));
        QCOMPARE(sweepVariants({}, {"model.hidden=[64,32],[128]"}).size(), std::size_t(2));
    }

    void badGridsAreConfigErrors()
    {
        const auto fails = [](const std::vector<std::string>& models, const std::vector<std::string>& grid, const char* expected) {
            try {
                sweepVariants(models, grid);
            } catch (const ConfigError& e) {
                return std::string(e.what()).find(expected) != std::string::npos;
            }
            return false;
        };
        QVERIFY(fails({}, {}, "needs --models or --grid"));
        QVERIFY(fails({}, {"training.lr"}, "not of the form key.path=value1,value2"));
        QVERIFY(fails({}, {"=1,2"}, "not of the form"));
        QVERIFY(fails({}, {"training.lr=1e-3,,3e-3"}, "empty value"));
        QVERIFY(fails({}, {"training.lr=1e-3,1e-3"}, "lists a value twice"));
        QVERIFY(fails({"mlp"}, {"model.kind=cnn2d"}, "swept twice"));
    }

    void planRoundTripsThroughJson()
    {
        SweepPlan plan;
        plan.name = "识别";
        plan.source = "configs/x.json";
        plan.createdAt = "2026-11-24 10:00:00";
        plan.base = {{"name", "识别"}, {"training", {{"epochs", 3}}}};
        plan.variants = sweepVariants({}, {"training.lr=0.1,0.01"});
        const SweepPlan back = SweepPlan::fromJson(Json::parse(plan.toJson().dump()));
        QCOMPARE(back.name, plan.name);
        QVERIFY(back.base == plan.base);
        QCOMPARE(labels(back.variants), labels(plan.variants));
        QCOMPARE(back.variants[1].settings, plan.variants[1].settings);
        QCOMPARE(back.runName(1), std::string("识别-0.01"));
        QVERIFY_THROWS_EXCEPTION(ConfigError, SweepPlan::fromJson(Json::parse(R"({"name": "x", "base": {}})")));

        QTemporaryDir dir;
        QVERIFY_THROWS_EXCEPTION(ConfigError, readSweepPlan(dir.path().toStdString()));
        lathe::test::writeFile(dir.filePath(QStringLiteral("sweep.json")), "{\"name\": ");
        try {
            readSweepPlan(dir.path().toStdString());
            QFAIL("a broken sweep.json was read");
        } catch (const ConfigError& e) {
            QVERIFY2(std::string(e.what()).find("sweep.json: not valid JSON") != std::string::npos, e.what());
        }
    }

    // A search's trial that failed is shown failed (not "not started", as before), and a variant that
    // did not complete is never the best; the variants' runs are found in one look at the folder.
    void failedTrialsAreShownFailedAndNeverBest()
    {
        QTemporaryDir dir;
        SweepPlan plan;
        plan.name = "rings";
        plan.base = {{"name", "rings"}, {"training", {{"epochs", 2}}}};
        plan.variants = sweepVariants({}, {"training.lr=0.1,0.01,0.001"});
        plan.search.kind = SweepSearch::Kind::Asha;
        plan.search.minEpochs = 1;
        plan.search.eta = 2;
        const fs::path sweep = createSweepFolder(dir.path().toStdString(), plan);
        const auto run = [&](std::size_t i, RunStatus status, std::vector<double> accuracies) {
            RunFolder folder = RunFolder::create(sweep, plan.runName(i));
            folder.writeJson(runfile::Config, Json{{"name", plan.runName(i)}});
            for (std::size_t e = 0; e < accuracies.size(); ++e) {
                EpochRecord r;
                r.epoch = static_cast<int>(e) + 1;
                r.metrics = {{"val_loss", 1.0 - accuracies[e]}};
                folder.appendEpoch(r);
            }
            RunSummary summary;
            summary.status = status;
            summary.epochsCompleted = static_cast<int>(accuracies.size());
            folder.writeSummary(summary);
        };
        run(0, RunStatus::Failed, {0.9}); // the best value of all, but it failed
        run(1, RunStatus::Completed, {0.5, 0.6});
        {   // its epochs' rates, 100 and 300 samples/s: 2 epochs of N samples in N/100 + N/300 seconds
            const fs::path second = *sweepVariantRun(sweep, plan, 1);
            std::vector<EpochRecord> epochs = readRunFolder(second).epochs;
            QCOMPARE(epochs.size(), std::size_t(2));
            RunFolder again = RunFolder::open(second);
            again.truncateMetricsAfter(0);
            epochs[0].samplesPerSecond = 100;
            epochs[1].samplesPerSecond = 300;
            for (const EpochRecord& e : epochs)
                again.appendEpoch(e);
        }
        const std::vector<std::optional<fs::path>> runs = sweepVariantRuns(sweep, plan);
        QVERIFY(runs[0] && runs[1] && !runs[2]);
        QCOMPARE(*sweepVariantRun(sweep, plan, 1), *runs[1]);
        const SweepComparison c = loadSweepComparison(sweep);
        QCOMPARE(c.results[0].status, std::string("failed"));
        QVERIFY(c.results[0].standing);
        QCOMPARE(int(c.results[0].standing->outcome), int(AshaStanding::Outcome::Failed));
        QVERIFY(c.best && *c.best == 1);
        QCOMPARE(c.results[1].samplesPerSecond, 150.0); // all its samples over all their time, not the mean 200
    }

    // A variant whose rate is "auto" shows the rate its finder chose beside it (the row said "auto").
    void anAutoRateShowsTheRateChosen()
    {
        QTemporaryDir dir;
        SweepPlan plan;
        plan.name = "rings";
        plan.base = {{"name", "rings"}, {"training", {{"epochs", 1}}}};
        plan.variants = sweepVariants({}, {"training.lr=auto,0.01"});
        const fs::path sweep = createSweepFolder(dir.path().toStdString(), plan);
        RunFolder folder = RunFolder::create(sweep, plan.runName(0));
        folder.writeJson(runfile::Config, Json{{"name", plan.runName(0)}});
        LrFinderResult lr;
        lr.found = true;
        lr.chosen = 0.0035;
        lr.points.push_back({1e-4, 1.0, 1.0});
        folder.writeJson(runfile::LrFinder, lrFinderJson(lr));
        const std::string html = sweepComparisonHtml(loadSweepComparison(sweep));
        QVERIFY2(html.find("<td>auto → 0.0035</td>") != std::string::npos, html.c_str());
        QVERIFY(html.find("<td>0.01</td>") != std::string::npos);
    }

    // Every variant is checked before the first trains: one that cannot train stops the sweep with
    // every problem listed, and nothing is trained.
    void impossibleVariantIsRefusedBeforeTraining()
    {
        QTemporaryDir dir;
        const QString cfg = sweepConfig(dir);
        const auto r = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--models"), QStringLiteral("mlp"),
                                            QStringLiteral("transformer"), QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs"))});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("variant \"transformer\"")) && r.err.contains(QStringLiteral("timeseries")), qPrintable(r.err));
        QVERIFY(!QDir(dir.filePath(QStringLiteral("runs"))).exists());

        const auto key = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--grid"), QStringLiteral("training.lrr=1,2")});
        QCOMPARE(key.code, int(ExitConfigError));
        QVERIFY2(key.err.contains(QStringLiteral("did you mean \"training.lr\"")), qPrintable(key.err));
        // Said once for the variants it stops, not once per variant.
        QCOMPARE(key.err.count(QStringLiteral("did you mean")), 1);
        QVERIFY2(key.err.contains(QStringLiteral("every variant: error: ")), qPrintable(key.err));

        const auto both = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--resume"), dir.path()});
        QCOMPARE(both.code, int(ExitUsage));

        // ASHA's trials share their epochs and metric, and need a validation split to be ranked by:
        // refused before a folder is made (it was made, then the search failed, and failed again on
        // every resume; without a validation split, trials were "ranked" by their number).
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const auto sweep = [&](const QStringList& more) {
            return lathe::test::runCli(QStringList{QStringLiteral("sweep"), cfg, QStringLiteral("--runs-dir"), runs} + more);
        };
        const auto epochs = sweep({QStringLiteral("--search"), QStringLiteral("asha"), QStringLiteral("--grid"), QStringLiteral("training.epochs=2,3")});
        QCOMPARE(epochs.code, int(ExitConfigError));
        QVERIFY2(epochs.err.contains(QStringLiteral("training.epochs differs between trials (\"2\" trains 2 epochs, \"3\" 3)")), qPrintable(epochs.err));
        {   // Set alike for every trial (the window's Settings box), it is the search's: the rungs follow it.
            SweepPlan plan;
            plan.base = {{"training", {{"epochs", 15}}}, {"output", {{"checkpoint", {{"metric", "val_accuracy"}}}}}};
            plan.variants = sweepVariants({}, {"training.lr=0.1,0.01", "training.epochs=3", "output.checkpoint.metric=val_loss"});
            plan.search.kind = SweepSearch::Kind::Asha;
            QCOMPARE(sweepAshaSettings(plan).maxEpochs, 3);
            QCOMPARE(sweepMetric(plan), std::string("val_loss"));
            plan.variants = sweepVariants({}, {"training.lr=0.1,0.01"});
            QCOMPARE(sweepAshaSettings(plan).maxEpochs, 15);
            QCOMPARE(sweepMetric(plan), std::string("val_accuracy"));
        }
        const auto noVal = sweep({QStringLiteral("--search"), QStringLiteral("asha"), QStringLiteral("--grid"), QStringLiteral("training.lr=0.1,0.01"),
                                  QStringLiteral("--set"), QStringLiteral("data.splits.val=0")});
        QCOMPARE(noVal.code, int(ExitConfigError));
        QVERIFY2(noVal.err.contains(QStringLiteral("ranks its trials by val_accuracy at each rung, which needs a validation split")), qPrintable(noVal.err));
        // A range reaching past what the field allows is refused as a range, not in the trials that drew there.
        const auto dropout = sweep({QStringLiteral("--search"), QStringLiteral("random"), QStringLiteral("--range"), QStringLiteral("model.dropout=0:2")});
        QCOMPARE(dropout.code, int(ExitConfigError));
        QVERIFY2(dropout.err.contains(QStringLiteral("\"model.dropout=0:2\": model.dropout takes values between 0 and 0.95")),
                 qPrintable(dropout.err));
        // Paths in --grid are read beside the config, as --set reads them (they were read against the
        // folder lathe-cli ran in): rings.csv is found, missing.csv is said with where it was looked for.
        const auto paths = sweep({QStringLiteral("--grid"), QStringLiteral("data.path=rings.csv,missing.csv")});
        QCOMPARE(paths.code, int(ExitConfigError));
        QVERIFY2(paths.err.contains(QStringLiteral("variant \"missing.csv\"")) && !paths.err.contains(QStringLiteral("variant \"rings.csv\""))
                     && paths.err.contains(dir.filePath(QStringLiteral("missing.csv"))),
                 qPrintable(paths.err));
        // --progress jsonl with trials at once: refused (their events were silently left out).
        const auto jsonl = sweep({QStringLiteral("--grid"), QStringLiteral("training.lr=0.1,0.01"), QStringLiteral("--parallel"), QStringLiteral("2"),
                                  QStringLiteral("--progress"), QStringLiteral("jsonl")});
        QCOMPARE(jsonl.code, int(ExitUsage));
        QVERIFY2(jsonl.err.contains(QStringLiteral("does not combine with 2 trials at once")), qPrintable(jsonl.err));
        QVERIFY(!QDir(runs).exists());
    }

    // One process at a time continues a sweep folder: a second resume (the window's beside a
    // terminal's) is refused up front, naming the holder, instead of taking the first one's trials
    // for failures or training one twice.
    void aSweepFolderIsResumedByOneProcessAtATime()
    {
        QTemporaryDir dir;
        const QString cfg = sweepConfig(dir, 400, 1);
        const ConfigLoadResult base = loadConfigFile(cfg.toStdString());
        QVERIFY(base.config);
        SweepPlan plan;
        plan.name = "rings";
        plan.base = withAbsolutePaths(*base.config);
        plan.variants = sweepVariants({}, {"training.lr=0.1,0.01"});
        const fs::path sweep = createSweepFolder(dir.path().toStdString(), plan);
        {
            const FolderLock held(sweep);
            const auto second = lathe::test::runCli({QStringLiteral("sweep"), QStringLiteral("--resume"), QString::fromStdString(sweep.string())});
            QVERIFY2(second.code != 0 && second.err.contains(QStringLiteral("is in use by another Lathe process")), qPrintable(second.err));
            QVERIFY(runFolders(QString::fromStdString(sweep.string())).isEmpty()); // nothing trained
        }
        // A trial that a kill ended is a failed trial (exit 4), not a sweep killed (137): sweeptrials.cpp.
    }

    // sweep --gpus: each trial that starts takes the GPU with the fewest trials on it, and gives it back
    // when it ends; from several threads at once, the count never goes wrong.
    void trialsTakeTheLeastBusyGpu()
    {
        DeviceSlots slots(gpusToShare("all", 3));
        QCOMPARE(slots.acquire(), 0);
        QCOMPARE(slots.acquire(), 1);
        QCOMPARE(slots.acquire(), 2);
        QCOMPARE(slots.acquire(), 0); // more trials than GPUs: shared evenly
        slots.release(1);
        QCOMPARE(slots.acquire(), 1); // the one that ended frees its GPU
        QCOMPARE(slots.jobsOn(0), 2);
        slots.release(7); // not one of ours: nothing happens
        QCOMPARE(slots.jobsOn(2), 1);
        {
            DeviceLease lease(slots); // 2, 1 and 1 trials on them: the lowest of the least busy
            QCOMPARE(lease.id(), 1);
            QCOMPARE(slots.jobsOn(1), 2);
        }
        QCOMPARE(slots.jobsOn(1), 1);

        DeviceSlots two(gpusToShare("2", 4));
        std::vector<std::thread> threads;
        std::atomic<int> most{0};
        for (int t = 0; t < 8; ++t)
            threads.emplace_back([&] {
                for (int i = 0; i < 2000; ++i) {
                    DeviceLease lease(two);
                    most = std::max(most.load(), two.jobsOn(lease.id()));
                }
            });
        for (std::thread& t : threads)
            t.join();
        QCOMPARE(two.jobsOn(0), 0);
        QCOMPARE(two.jobsOn(1), 0);
        QVERIFY(most.load() <= 4); // 8 at once over 2 GPUs: never more than 4 on one
    }

    void gpusToShareSaysWhatIsWrong_data()
    {
        QTest::addColumn<QString>("gpus");
        QTest::addColumn<int>("visible");
        QTest::addColumn<QString>("error");
        QTest::newRow("no GPU") << QStringLiteral("all") << 0 << QStringLiteral("--gpus all: no CUDA GPU is visible");
        QTest::newRow("too many") << QStringLiteral("3") << 2 << QStringLiteral("--gpus 3: only 2 CUDA GPU(s) are visible");
        QTest::newRow("zero") << QStringLiteral("0") << 2 << QStringLiteral("--gpus 0: give a number of GPUs (1 or more) or all");
        QTest::newRow("word") << QStringLiteral("two") << 2 << QStringLiteral("--gpus two: give a number");
    }

    void gpusToShareSaysWhatIsWrong()
    {
        QFETCH(QString, gpus);
        QFETCH(int, visible);
        QFETCH(QString, error);
        try {
            gpusToShare(gpus.toStdString(), visible);
            QFAIL("accepted");
        } catch (const ConfigError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(error), e.what());
        }
        QCOMPARE(gpusToShare("2", 2), (std::vector<int>{0, 1}));
    }

    // As a user without a GPU meets it: the search is refused before a sweep folder is made; and the
    // trial process the sweep starts for GPU 1 (its --gpu-id) asks for that CUDA device, which this
    // machine does not have, so the trial says so and trains on the CPU (device.fallback_to_cpu).
    void sweepOnGpusIsRefusedWithoutOneAndTrialsAskForTheirGpu()
    {
        QTemporaryDir dir;
        const QString cfg = sweepConfig(dir, 300, 1);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const auto refused = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--grid"), QStringLiteral("training.lr=0.01,0.03"),
                                                  QStringLiteral("--runs-dir"), runs, QStringLiteral("--gpus"), QStringLiteral("all")});
        QCOMPARE(refused.code, int(ExitConfigError));
        QVERIFY2(refused.err.contains(QStringLiteral("--gpus all: no CUDA GPU is visible")), qPrintable(refused.err));
        QVERIFY(!QDir(runs).exists());
        const auto clash = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--gpus"), QStringLiteral("2"), QStringLiteral("--no-gpu")});
        QCOMPARE(clash.code, int(ExitUsage));

        // A sweep folder made on the CPU, then trial 2 as `sweep --gpus` would start it on GPU 1.
        const auto made = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--grid"), QStringLiteral("training.lr=0.01,0.03"),
                                               QStringLiteral("--runs-dir"), runs, QStringLiteral("--no-gpu")});
        QVERIFY2(made.code == ExitSuccess, qPrintable(made.err));
        const QStringList sweeps = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(sweeps.size(), 1);
        const QString sweep = runs + QLatin1Char('/') + sweeps.front();
        for (const QString& run : runFolders(sweep))
            QVERIFY(QDir(sweep + QLatin1Char('/') + run).removeRecursively()); // untrained again
        const auto trial = lathe::test::runCli({QStringLiteral("sweep"), QStringLiteral("--resume"), sweep, QStringLiteral("--trial"),
                                                QStringLiteral("2"), QStringLiteral("--gpu-id"), QStringLiteral("1")});
        QVERIFY2(trial.code == ExitSuccess, qPrintable(trial.err + trial.out));
        const QStringList trained = runFolders(sweep);
        QCOMPARE(trained.size(), 1);
        const QString run = sweep + QLatin1Char('/') + trained.front();
        QFile log(run + QStringLiteral("/log.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray text = log.readAll();
        QVERIFY2(text.contains("CUDA was requested but") && text.contains("falling back to the CPU"), text.constData());
        QVERIFY2(readJson(run + QStringLiteral("/config.json"))[QStringLiteral("device")].toObject()[QStringLiteral("id")].toInt() == 1,
                 "the trial's config names GPU 1");
    }

    // An ASHA search as a user runs it: six learning rates drawn log-uniformly, rungs at epochs 1 and 3;
    // SIGKILL while a promoted trial trains on from its rung, then --resume. The search trains far
    // fewer epochs than the six trials to their end, the trial trained to the end is the best at the
    // first rung, the pruned trials are ordinary stopped runs with a checkpoint (resumable), and the
    // comparison says each trial's rung and why it stopped.
    void ashaSearchPrunesIsKilledAndResumes()
    {
        QTemporaryDir dir;
        const QString cfg = sweepConfig(dir, 2000, 3);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const QStringList search{QStringLiteral("sweep"), cfg, QStringLiteral("--search"), QStringLiteral("asha"), QStringLiteral("--range"),
                                 QStringLiteral("training.lr=1e-4:0.3:log"), QStringLiteral("--trials"), QStringLiteral("6"),
                                 QStringLiteral("--runs-dir"), runs, QStringLiteral("--no-gpu")};
        QProcess first;
        // Three trials at rung 1 let the best of them go on: kill it during its way to epoch 3.
        QVERIFY(startUntil(first, search, "goes on to rung 2 (epoch 3)", 1));
        QByteArray out;
        QDeadlineTimer deadline(120000);
        while (!(out += first.readAll()).contains("epoch 2/3") && first.state() == QProcess::Running && !deadline.hasExpired())
            first.waitForReadyRead(200);
        first.kill();
        QVERIFY(first.waitForFinished(30000));
        const QStringList sweeps = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(sweeps.size(), 1);
        const QString sweep = runs + QLatin1Char('/') + sweeps.front();
        QVERIFY(runFolders(sweep).size() >= 3);

        const auto resumed = lathe::test::runCli({QStringLiteral("sweep"), QStringLiteral("--resume"), sweep});
        QVERIFY2(resumed.code == ExitSuccess, qPrintable(resumed.err + resumed.out));
        QVERIFY2(resumed.err.contains(QStringLiteral("where it was stopped on the way"))
                     || resumed.err.contains(QStringLiteral("goes on to rung 2 (epoch 3): place 1 of 3")),
                 qPrintable(resumed.err));
        QVERIFY2(resumed.err.contains(QStringLiteral("pruned, 0 failed")), qPrintable(resumed.err));
        QVERIFY2(resumed.out.contains(QStringLiteral("pruned at rung 1 (epoch 1)")), qPrintable(resumed.out));

        const QJsonObject plan = readJson(sweep + QStringLiteral("/sweep.json"));
        QCOMPARE(plan[QStringLiteral("search")].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("asha"));
        const QJsonArray results = plan[QStringLiteral("results")].toArray();
        QCOMPARE(results.size(), 6);
        int epochs = 0, completed = 0, pruned = 0;
        double bestAtRung1 = -1;
        QString bestAtRung1Label;
        for (const QJsonValue& v : results) {
            const QJsonObject r = v.toObject();
            epochs += r[QStringLiteral("epochs")].toInt();
            const QString folder = sweep + QLatin1Char('/') + r[QStringLiteral("run")].toString();
            QFile metrics(folder + QStringLiteral("/metrics.jsonl"));
            QVERIFY(metrics.open(QIODevice::ReadOnly));
            const QList<QByteArray> lines = metrics.readAll().split('\n');
            QCOMPARE(lines.size() - 1, r[QStringLiteral("epochs")].toInt()); // each epoch once, across the kill
            const double first = QJsonDocument::fromJson(lines.front()).object()[QStringLiteral("val_accuracy")].toDouble();
            if (first > bestAtRung1) {
                bestAtRung1 = first;
                bestAtRung1Label = r[QStringLiteral("label")].toString();
            }
            if (r[QStringLiteral("status")].toString() == QStringLiteral("completed")) {
                ++completed;
                QCOMPARE(r[QStringLiteral("epochs")].toInt(), 3);
                QCOMPARE(r[QStringLiteral("rung")].toInt(), 2);
            } else {
                QCOMPARE(r[QStringLiteral("status")].toString(), QStringLiteral("pruned"));
                ++pruned;
                QVERIFY(QFile::exists(folder + QStringLiteral("/checkpoints/last.pt")));
                QCOMPARE(readJson(folder + QStringLiteral("/summary.json"))[QStringLiteral("status")].toString(), QStringLiteral("stopped"));
                QVERIFY(r[QStringLiteral("stopped_because")].toObject()[QStringLiteral("id")].toString().startsWith(QStringLiteral("pruned at rung")));
            }
        }
        QVERIFY2(completed + pruned == 6, qPrintable(QStringLiteral("%1 completed, %2 pruned").arg(completed).arg(pruned)));
        // A trial goes on when it is among the best ⌊n/3⌋ so far: at most four of six can (the third, fourth,
        // fifth and sixth started each the best yet), and two at least (the best two of six).
        QVERIFY2(completed >= 2 && completed <= 4, qPrintable(QString::number(completed)));
        QCOMPARE(epochs, 6 + 2 * completed); // the grid's would be 18
        // Six at rung 1, the best two go on: the best of them at rung 1 is among those trained on.
        bool bestWentOn = false;
        for (const QJsonValue& v : results)
            bestWentOn |= v.toObject()[QStringLiteral("label")].toString() == bestAtRung1Label && v.toObject()[QStringLiteral("epochs")].toInt() == 3;
        QVERIFY(bestWentOn);
        QVERIFY(plan[QStringLiteral("best")].isString());

        QFile html(sweep + QStringLiteral("/comparison.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        QVERIFY(page.contains(QStringLiteral("ASHA search of 6 trials: rungs at epochs 1, 3")));
        QVERIFY(page.contains(QStringLiteral("<th>why it stopped</th>")));
        QVERIFY(!page.contains(QStringLiteral("Resume the sweep")));
    }

    // --parallel 2: the first two trials start together, each a lathe-cli process of its own told that
    // it shares the CPUs; the sweep killed (SIGKILL) while trials train: they stop with it (none goes
    // on training an orphan), and the search resumed one trial at a time finishes, each epoch of each
    // trial recorded once.
    void aParallelSearchTrainsTrialsAtOnceAndSurvivesAKill()
    {
        QTemporaryDir dir;
        const QString cfg = sweepConfig(dir, 2000, 3);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QProcess first;
        QProcessEnvironment env = lathe::test::cliEnvironment();
        env.remove(QStringLiteral("OMP_NUM_THREADS")); // ctest's fixes the threads, and the trials then keep it
        first.setProcessEnvironment(env);
        first.setProcessChannelMode(QProcess::MergedChannels);
        first.start(QStringLiteral(LATHE_CLI_PATH),
                    {QStringLiteral("sweep"), cfg, QStringLiteral("--search"), QStringLiteral("asha"), QStringLiteral("--range"),
                     QStringLiteral("training.lr=1e-4:0.3:log"), QStringLiteral("--trials"), QStringLiteral("6"), QStringLiteral("--runs-dir"), runs,
                     QStringLiteral("--no-gpu"), QStringLiteral("--parallel"), QStringLiteral("2")});
        QVERIFY(first.waitForStarted());
        QByteArray out;
        QDeadlineTimer deadline(180000);
        while (!(out += first.readAll()).contains("trial 3 starts") && first.state() == QProcess::Running && !deadline.hasExpired())
            first.waitForReadyRead(200);
        QVERIFY2(out.contains("trial 3 starts"), out.constData());
        // Both places fill at once: the line after trial 1's start is trial 2's.
        const QList<QByteArray> lines = out.split('\n');
        const auto one = std::find_if(lines.begin(), lines.end(), [](const QByteArray& l) { return l.contains("trial 1 starts"); });
        QVERIFY(one != lines.end() && one + 1 != lines.end());
        QVERIFY2((one + 1)->contains("trial 2 starts"), out.constData());
        const QStringList sweeps = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(sweeps.size(), 1);
        const QString sweep = runs + QLatin1Char('/') + sweeps.front();
        // The trial processes of this sweep (argv: … --trial N …), or those of trial `only`.
        const auto trialsRunning = [&](const QByteArray& only = {}) {
            int n = 0;
            for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
                QFile cmdline(QStringLiteral("/proc/") + pid + QStringLiteral("/cmdline"));
                if (cmdline.open(QIODevice::ReadOnly)) {
                    const QByteArray c = cmdline.readAll();
                    n += c.contains(sweep.toUtf8()) && c.contains(only.isEmpty() ? QByteArray("--trial") : "--trial" + QByteArray(1, '\0') + only + '\0');
                }
            }
            return n;
        };
        QDeadlineTimer started(30000);
        while (trialsRunning("3") == 0 && !started.hasExpired())
            QTest::qWait(20);
        QCOMPARE(trialsRunning("3"), 1);
        first.kill();
        QVERIFY(first.waitForFinished(30000));

        // No trial process of this sweep outlives it (each stops at a checkpoint on the SIGTERM it gets).
        QDeadlineTimer gone(60000);
        while (trialsRunning() > 0 && !gone.hasExpired())
            QTest::qWait(200);
        QCOMPARE(trialsRunning(), 0);
        // Trial 3 was starting when the sweep died: stopped with it, it trained no epoch (an orphan
        // would have gone on to its rung, epoch 1).
        for (const QString& run : QDir(sweep).entryList({QStringLiteral("*-t3 *")}, QDir::Dirs)) {
            QFile metrics(sweep + QLatin1Char('/') + run + QStringLiteral("/metrics.jsonl"));
            QVERIFY2(!metrics.open(QIODevice::ReadOnly) || metrics.readAll().isEmpty(), qPrintable(run));
        }

        const auto resumed = lathe::test::runCli({QStringLiteral("sweep"), QStringLiteral("--resume"), sweep});
        QVERIFY2(resumed.code == ExitSuccess, qPrintable(resumed.err + resumed.out));
        QVERIFY2(resumed.err.contains(QStringLiteral("pruned, 0 failed")), qPrintable(resumed.err));
        const QJsonArray results = readJson(sweep + QStringLiteral("/sweep.json"))[QStringLiteral("results")].toArray();
        QCOMPARE(results.size(), 6);
        int completed = 0;
        for (const QJsonValue& v : results) {
            const QJsonObject r = v.toObject();
            QFile metrics(sweep + QLatin1Char('/') + r[QStringLiteral("run")].toString() + QStringLiteral("/metrics.jsonl"));
            QVERIFY(metrics.open(QIODevice::ReadOnly));
            QCOMPARE(metrics.readAll().count('\n'), r[QStringLiteral("epochs")].toInt()); // each epoch once, across the kill
            completed += r[QStringLiteral("status")].toString() == QStringLiteral("completed");
        }
        QVERIFY(completed >= 1);
        // The trials that trained at once said so, and wrote their output to the sweep's logs/.
        QVERIFY(QFile::exists(sweep + QStringLiteral("/logs/trial-1.log")));
        QVERIFY(QFile::exists(sweep + QStringLiteral("/logs/trial-2.log")));
        // (A trial killed before its first checkpoint trained again, alone, in a new run folder: at least
        // the one that reached rung 1 before trial 3 started kept its log.)
        int shared = 0;
        for (const QJsonValue& v : results) {
            QFile log(sweep + QLatin1Char('/') + v.toObject()[QStringLiteral("run")].toString() + QStringLiteral("/log.jsonl"));
            shared += log.open(QIODevice::ReadOnly) && log.readAll().contains("shared by the %2 trials of a search training at once");
        }
        QVERIFY(shared >= 1);
    }

    // Three learning rates: Ctrl-C during the second stops the sweep (exit 130); resumed, it skips the
    // first and continues the second from its checkpoint; a SIGKILL during the third; resumed again,
    // it finishes. Each variant trained in one run folder, each epoch recorded once, and the
    // comparison names the best.
    void sweepStopsIsKilledAndResumes()
    {
        QTemporaryDir dir;
        const QString cfg = sweepConfig(dir);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QProcess first;
        QVERIFY(startUntil(first,
                           {QStringLiteral("sweep"), cfg, QStringLiteral("--grid"), QStringLiteral("training.lr=0.003,0.01,0.03"),
                            QStringLiteral("--runs-dir"), runs, QStringLiteral("--no-gpu")},
                           "epoch 2/4", 2));
        ::kill(static_cast<pid_t>(first.processId()), SIGINT);
        QVERIFY(first.waitForFinished(60000));
        const QByteArray firstOut = first.readAll();
        QCOMPARE(first.exitStatus(), QProcess::NormalExit);
        QCOMPARE(first.exitCode(), int(ExitInterrupted));
        QVERIFY2(firstOut.contains("continue it with:  lathe-cli sweep --resume"), firstOut.constData());
        const QStringList sweeps = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(sweeps.size(), 1);
        const QString sweep = runs + QLatin1Char('/') + sweeps.front();
        QVERIFY(sweeps.front().startsWith(QStringLiteral("rings-sweep-")));
        QCOMPARE(runFolders(sweep).size(), 2);
        QCOMPARE(readJson(sweep + QStringLiteral("/sweep.json"))[QStringLiteral("results")].toArray()[1].toObject()[QStringLiteral("status")].toString(),
                 QStringLiteral("stopped"));
        // Best among the whole trainings only: the stopped variant, two epochs in, is no model to choose.
        QCOMPARE(readJson(sweep + QStringLiteral("/sweep.json"))[QStringLiteral("best")].toString(), QStringLiteral("0.003"));

        QProcess second;
        QVERIFY(startUntil(second, {QStringLiteral("sweep"), QStringLiteral("--resume"), sweep}, "epoch 2/4", 1)); // the third variant's: the second resumes after its epoch 2
        second.kill(); // SIGKILL during the third variant: no chance to save anything
        QVERIFY(second.waitForFinished(30000));
        QCOMPARE(runFolders(sweep).size(), 3);

        const auto last = lathe::test::runCli({QStringLiteral("sweep"), QStringLiteral("--resume"), sweep});
        QVERIFY2(last.code == ExitSuccess, qPrintable(last.err));
        QVERIFY2(last.err.contains(QStringLiteral("variant 1/3 (0.003): completed before")), qPrintable(last.err));
        QVERIFY2(last.err.contains(QStringLiteral("variant 2/3 (0.01): completed before")), qPrintable(last.err));
        QVERIFY2(last.err.contains(QStringLiteral("variant 3/3 (0.03): continuing rings-0.03-")), qPrintable(last.err));
        QVERIFY2(last.out.contains(QStringLiteral("<- best")), qPrintable(last.out));

        const QStringList folders = runFolders(sweep);
        QCOMPARE(folders.size(), 3);
        for (const QString& f : folders) {
            QFile metrics(sweep + QLatin1Char('/') + f + QStringLiteral("/metrics.jsonl"));
            QVERIFY(metrics.open(QIODevice::ReadOnly));
            QCOMPARE(metrics.readAll().count('\n'), 4); // each epoch once, across the stops
        }
        const QJsonObject plan = readJson(sweep + QStringLiteral("/sweep.json"));
        QCOMPARE(plan[QStringLiteral("metric")].toString(), QStringLiteral("val_accuracy"));
        const QJsonArray results = plan[QStringLiteral("results")].toArray();
        QCOMPARE(results.size(), 3);
        double best = -1.0;
        QString bestLabel;
        for (int i = 0; i < 3; ++i) {
            const QJsonObject r = results[i].toObject();
            QCOMPARE(r[QStringLiteral("status")].toString(), QStringLiteral("completed"));
            QCOMPARE(r[QStringLiteral("epochs")].toInt(), 4);
            QVERIFY(r[QStringLiteral("test")].toObject().contains(QStringLiteral("test_accuracy")));
            QVERIFY(r[QStringLiteral("samples_per_second")].toDouble() > 0.0);
            QVERIFY(r[QStringLiteral("parameters")].toInt() > 0);
            // Each run trained with its own setting.
            const QJsonObject config = readJson(sweep + QLatin1Char('/') + r[QStringLiteral("run")].toString() + QStringLiteral("/config.json"));
            QCOMPARE(config[QStringLiteral("training")].toObject()[QStringLiteral("lr")].toDouble(), r[QStringLiteral("label")].toString().toDouble());
            if (r[QStringLiteral("best")].toDouble() > best) {
                best = r[QStringLiteral("best")].toDouble();
                bestLabel = r[QStringLiteral("label")].toString();
            }
        }
        QCOMPARE(plan[QStringLiteral("best")].toString(), bestLabel);

        QFile html(sweep + QStringLiteral("/comparison.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        QVERIFY(page.contains(QStringLiteral("<th>training.lr</th>")));
        QVERIFY(page.contains(QStringLiteral("<tr class=\"best\"><td>") + bestLabel + QStringLiteral("</td>")));
        QCOMPARE(page.count(QStringLiteral("<svg")), 4); // val_accuracy, val_loss, train_loss, samples/s
        QVERIFY(QFileInfo(sweep + QStringLiteral("/comparison.pdf")).size() > 1000);

        // The comparison in Chinese, from the folder alone.
        ReportHtmlOptions zh;
        zh.language = "zh_CN";
        const std::string zhPage = sweepComparisonHtml(loadSweepComparison(sweep.toStdString()), zh);
        QVERIFY(zhPage.find("各变体的验证准确率") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
