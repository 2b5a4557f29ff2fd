// Data parallelism: who a process is under each launcher, how an epoch is shared out, and whole
// jobs of 2 and 3 Gloo ranks on this machine's CPU started by `lathe-cli train --procs N`: the
// same weights as one process with the global batch, a killed rank ending the job, SIGTERM with an
// exact resume, and a resume on another number of ranks. Ranks talk over 127.0.0.1 on free ports;
// every process is waited for with a deadline.

#include "clitest.h"
#include "config/config.h"
#include "dist/launcher.h"
#include "dist/rankenv.h"
#include "train/jobmonitor.h"
#include "testutil.h"
#include "train/batchplan.h"
#include "train/dataparallel.h"
#include "util/errors.h"
#include "util/folderlock.h"

#include <ATen/ATen.h>
#include <torch/csrc/jit/serialization/import.h>

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <csignal>
#include <map>
#include <set>
#include <thread>
#include <tuple>

using namespace lathe::core;
using lathe::test::Job;
using lathe::test::cliEnvironment;
using lathe::test::onlyRun;
using lathe::test::runCli;
using lathe::test::epochLines;
using lathe::test::largestDifference;
using lathe::test::weightsOf;

namespace {

EnvLookup envOf(std::map<std::string, std::string> vars)
{
    return [vars](const char* name) -> std::optional<std::string> {
        const auto it = vars.find(name);
        if (it == vars.end())
            return std::nullopt;
        return it->second;
    };
}

// Rings data (2,000 rows: 1,800 training rows) and an MLP without batch-norm or dropout: nothing in it depends on how a batch is split.
QString writeConfig(const QTemporaryDir& dir, int epochs, const QString& extraTraining = {})
{
    lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
    return lathe::test::writeFile(
        dir.filePath(QStringLiteral("dp.json")),
        QStringLiteral(R"({"name": "dp", "data": {"path": "rings.csv", "target": "label"},
  "model": {"kind": "mlp", "hidden": [32, 16], "batch_norm": false, "dropout": 0.0},
  "training": {"epochs": %1, "batch_size": 64, "optimizer": "adamw", "lr": 0.01, "lr_scaling": "none",
               "early_stopping": {"enabled": false}%2},
  "monitor": {"enabled": false}, "device": {"type": "cpu"},
  "distributed": {"timeout_s": 60}})")
            .arg(epochs)
            .arg(extraTraining)
            .toUtf8());
}

QStringList trainArgs(const QString& config, const QString& runs, int procs, int batch)
{
    return {QStringLiteral("train"), config,        QStringLiteral("--runs-dir"),   runs,
            QStringLiteral("--procs"), QString::number(procs), QStringLiteral("--batch-size"), QString::number(batch),
            QStringLiteral("-q")};
}

// The pids of a process's children (the ranks under the --procs supervisor).
QList<qint64> childrenOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/task/%1/children").arg(pid));
    QList<qint64> pids;
    if (f.open(QIODevice::ReadOnly)) {
        for (const QByteArray& s : f.readAll().split(' ')) {
            if (!s.trimmed().isEmpty())
                pids.append(s.trimmed().toLongLong());
        }
    }
    return pids;
}

// Starts a job and returns once its run folder has recorded `epochs` epochs (training is under way).
bool startUntilEpoch(QProcess& p, const QStringList& args, const QString& runs, int epochs)
{
    p.setProcessEnvironment(cliEnvironment());
    p.start(QStringLiteral(LATHE_CLI_PATH), args);
    if (!p.waitForStarted())
        return false;
    QDeadlineTimer deadline(120000);
    while (!deadline.hasExpired() && p.state() == QProcess::Running) {
        const QString run = onlyRun(runs);
        if (!run.isEmpty() && epochLines(run).size() >= epochs)
            return true;
        QThread::msleep(20);
    }
    return false;
}

} // namespace

class TestDistributed : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The Trainer's data-parallel unit on its own: in one process every operation is the identity;
    // two ranks (threads of this test, over Gloo on 127.0.0.1) add up an epoch's sums, see each
    // other's pace and host, agree on the smallest batch and sum host values.
    void dataParallelUnit()
    {
        const DataParallel alone(std::nullopt, nullptr);
        TrainingProgress p;
        p.partialLossSum = 3.0;
        p.partialSamples = 7;
        alone.reduceEpochSums(p);
        QCOMPARE(p.partialLossSum, 3.0);
        QVERIFY(!alone.active() && alone.leader() && alone.ranks() == 1 && alone.paceOfRanks(1, 1, 0).empty());
        QCOMPARE(alone.agreeOnMinimum(42), std::int64_t(42));
        QVERIFY(!alone.sumOverRanks() && !alone.batchNormSync() && !alone.gradientSync());

        const int port = freeLocalPort();
        DistributedConfig config;
        config.backend = "gloo";
        config.timeoutSeconds = 60;
        struct Seen {
            TrainingProgress sums;
            std::vector<EpochRecord::Rank> pace;
            std::int64_t agreed = 0;
            std::vector<double> summed;
            bool leader = false, sync = false;
            std::string error;
        } seen[2];
        const auto quiet = [](LogLevel, const Message&) {};
        std::vector<std::thread> ranks;
        for (int r = 0; r < 2; ++r) {
            ranks.emplace_back([&, r] {
                try {
                    DataParallel parallel(localJobRank(r, 2, port), nullptr);
                    parallel.join(c10::Device(c10::kCPU), config, quiet);
                    TrainingProgress mine;
                    mine.partialLossSum = 1.0 + r;
                    mine.partialCorrect = 10.0 * (r + 1);
                    mine.partialSamples = 100 * (r + 1);
                    mine.partialSeconds = 2.0 + r;
                    mine.partialDataSeconds = 0.5 * (r + 1);
                    seen[r].pace = parallel.paceOfRanks(static_cast<double>(mine.partialSamples), mine.partialSeconds, mine.partialDataSeconds);
                    parallel.reduceEpochSums(mine);
                    seen[r].sums = mine;
                    seen[r].agreed = parallel.agreeOnMinimum(64 + 32 * r);
                    seen[r].summed = parallel.sumOverRanks()({1.0, double(r)});
                    seen[r].leader = parallel.leader();
                    seen[r].sync = parallel.gradientSync() != nullptr;
                } catch (const std::exception& e) {
                    seen[r].error = e.what();
                }
            });
        }
        for (auto& t : ranks)
            t.join();
        for (int r = 0; r < 2; ++r) {
            QVERIFY2(seen[r].error.empty(), seen[r].error.c_str());
            QCOMPARE(seen[r].sums.partialLossSum, 3.0);
            QCOMPARE(seen[r].sums.partialCorrect, 30.0);
            QCOMPARE(seen[r].sums.partialSamples, std::int64_t(300));
            QCOMPARE(seen[r].sums.partialSeconds, 3.0);     // the slowest rank's
            QCOMPARE(seen[r].sums.partialDataSeconds, 0.75); // the mean
            QCOMPARE(seen[r].pace.size(), std::size_t(2));
            QCOMPARE(seen[r].pace[1].samplesPerSecond, 200.0 / 3.0);
            QVERIFY(!seen[r].pace[0].host.empty());
            QCOMPARE(seen[r].agreed, std::int64_t(64));
            QCOMPARE(seen[r].summed, (std::vector<double>{2.0, 1.0}));
            QCOMPARE(seen[r].leader, r == 0);
            QVERIFY(seen[r].sync);
        }
    }

    void rankFromTorchrun()
    {
        const auto r = rankFromEnvironment(envOf({{"RANK", "3"}, {"WORLD_SIZE", "8"}, {"LOCAL_RANK", "1"}, {"LOCAL_WORLD_SIZE", "2"},
                                                  {"MASTER_ADDR", "node1"}, {"MASTER_PORT", "29500"}}));
        QVERIFY(r);
        QCOMPARE(r->rank, 3);
        QCOMPARE(r->worldSize, 8);
        QCOMPARE(r->localRank, 1);
        QCOMPARE(r->localWorldSize, 2);
        QCOMPARE(r->masterAddr, std::string("node1"));
        QCOMPARE(r->masterPort, 29500);
        QCOMPARE(r->launcher, std::string("torchrun"));
        // One process is no job; no variables, no job.
        QVERIFY(!rankFromEnvironment(envOf({{"RANK", "0"}, {"WORLD_SIZE", "1"}})));
        QVERIFY(!rankFromEnvironment(envOf({})));
        // But a launcher started it: it is the job's one rank, and starts none of its own.
        QVERIFY(startedByLauncher(envOf({{"RANK", "0"}, {"WORLD_SIZE", "1"}})));
        QVERIFY(startedByLauncher(envOf({{"SLURM_PROCID", "0"}, {"SLURM_NTASKS", "1"}, {"SLURM_STEP_ID", "0"}})));
        QVERIFY(!startedByLauncher(envOf({{"SLURM_PROCID", "0"}, {"SLURM_NTASKS", "1"}}))); // the batch script
        QVERIFY(!startedByLauncher(envOf({{"SLURM_PROCID", "0"}, {"SLURM_NTASKS", "1"}, {"SLURM_STEP_ID", "0"}, {"SLURM_PTY_PORT", "4242"}}))); // srun --pty bash
        QVERIFY(!startedByLauncher(envOf({})));
    }

    // A SIGTERM while rank 0 waits for a rank that never connects ends it at once (exit 75, nothing
    // trained): it once said "saving a checkpoint" and waited 300 s for a stop that could not come.
    void aStopWhileWaitingForTheRanksEndsAtOnce()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 1);
        QProcess p;
        QProcessEnvironment env = cliEnvironment();
        env.insert(QStringLiteral("RANK"), QStringLiteral("0"));
        env.insert(QStringLiteral("WORLD_SIZE"), QStringLiteral("2"));
        env.insert(QStringLiteral("MASTER_ADDR"), QStringLiteral("127.0.0.1"));
        env.insert(QStringLiteral("MASTER_PORT"), QString::number(freeLocalPort()));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LATHE_CLI_PATH), {QStringLiteral("train"), config, QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs"))});
        QVERIFY(p.waitForStarted());
        // environment.json is written just before the rendezvous: then the process waits for rank 1.
        QTRY_VERIFY_WITH_TIMEOUT(!QDir(dir.filePath(QStringLiteral("runs"))).entryList({QStringLiteral("*")}, QDir::Dirs | QDir::NoDotAndDotDot).isEmpty()
                                     && QFileInfo::exists(onlyRun(dir.filePath(QStringLiteral("runs"))) + QStringLiteral("/environment.json")),
                                 60000);
        QTest::qWait(500);
        QElapsedTimer clock;
        clock.start();
        ::kill(static_cast<pid_t>(p.processId()), SIGTERM);
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), int(ExitStoppedWithoutCheckpoint));
        QVERIFY2(err.contains(QStringLiteral("stopped while waiting for the other ranks to connect")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("saving a checkpoint")), qPrintable(err));
    }

    // Fewer than two training samples a rank is refused, as one process with fewer than two is: each
    // rank's batch of one once trained a NaN model that exited 0.
    void tooFewSamplesForTheRanksIsADataError()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 1);
        QStringList args = trainArgs(config, dir.filePath(QStringLiteral("runs")), 2, 32);
        args << QStringLiteral("--set") << QStringLiteral("data.limit=3");
        const Job few = runCli(args);
        QCOMPARE(few.code, int(ExitDataError));
        QVERIFY2(few.err.contains(QStringLiteral("2 ranks need 2 each at least")), qPrintable(few.err));
        // Each rank says its error once: rank 1's is not repeated as "[rank 1] Failed: …".
        QVERIFY2(few.err.count(QStringLiteral("2 ranks need 2 each at least")) == 3, qPrintable(few.err));
        QVERIFY2(!few.err.contains(QStringLiteral("[rank 1] Failed")), qPrintable(few.err));
    }

    // srun or torchrun with one task: the config's (or the resumed run's) distributed.procs starts no
    // local ranks in that task (it once trained 3 ranks in a one-CPU allocation), and says so; --procs
    // typed on the command line (in an interactive allocation) still does.
    void oneLaunchedTaskTrainsAsOneRank()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 1);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const QStringList args{QStringLiteral("train"), config, QStringLiteral("--runs-dir"), runs, QStringLiteral("--set"),
                               QStringLiteral("distributed.procs=3"), QStringLiteral("-q")};
        const Job one = runCli(args, 240000, [](QProcess& p) {
            QProcessEnvironment env = p.processEnvironment();
            env.insert(QStringLiteral("RANK"), QStringLiteral("0"));
            env.insert(QStringLiteral("WORLD_SIZE"), QStringLiteral("1"));
            p.setProcessEnvironment(env);
        });
        QVERIFY2(one.code == 0, qPrintable(one.err));
        QVERIFY2(one.err.contains(QStringLiteral("the launcher started this job with 1 rank")), qPrintable(one.err));
        QVERIFY2(!one.err.contains(QStringLiteral("started 3 ranks")), qPrintable(one.err));
        QCOMPARE(epochLines(onlyRun(runs)).size(), 1);
    }

    void rankFromSlurm()
    {
        const auto r = rankFromEnvironment(envOf({{"SLURM_PROCID", "5"}, {"SLURM_NTASKS", "8"}, {"SLURM_LOCALID", "1"},
                                                  {"SLURM_NTASKS_PER_NODE", "4"}, {"SLURM_NODELIST", "gpu[07-08]"},
                                                  {"SLURM_JOB_ID", "123456"}, {"SLURM_STEP_ID", "0"}}));
        QVERIFY(r);
        QCOMPARE(r->rank, 5);
        QCOMPARE(r->localRank, 1);
        QCOMPARE(r->localWorldSize, 4);
        QCOMPARE(r->masterAddr, std::string("gpu07"));
        QCOMPARE(r->masterPort, 15000 + 123456 % 20000);
        QCOMPARE(r->launcher, std::string("slurm"));
        // The batch script itself (no job step): not a rank.
        QVERIFY(!rankFromEnvironment(envOf({{"SLURM_PROCID", "0"}, {"SLURM_NTASKS", "8"}, {"SLURM_NODELIST", "gpu07"},
                                            {"SLURM_JOB_ID", "1"}})));
        QCOMPARE(firstSlurmHost("node1"), std::string("node1"));
        QCOMPARE(firstSlurmHost("a[1-3],b"), std::string("a1"));
        QCOMPARE(firstSlurmHost("gpu[09,07]"), std::string("gpu09"));
        QCOMPARE(firstSlurmHost("x[01-02]-ib,y3"), std::string("x01-ib"));
        QCOMPARE(slurmTasksPerNode("4(x2),2"), 4);
    }

    void badRankVariablesNameTheVariable_data()
    {
        QTest::addColumn<QString>("rank");
        QTest::addColumn<QString>("world");
        QTest::addColumn<QString>("named");
        QTest::newRow("not a number") << "one" << "2" << "RANK";
        QTest::newRow("rank beyond the world") << "2" << "2" << "RANK";
        QTest::newRow("world of zero") << "0" << "0" << "WORLD_SIZE";
    }

    void badRankVariablesNameTheVariable()
    {
        QFETCH(QString, rank);
        QFETCH(QString, world);
        QFETCH(QString, named);
        try {
            rankFromEnvironment(envOf({{"RANK", rank.toStdString()}, {"WORLD_SIZE", world.toStdString()}, {"MASTER_ADDR", "h"},
                                       {"MASTER_PORT", "1234"}}));
            QFAIL("no error");
        } catch (const ConfigError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(named), e.what());
        }
        try {
            rankFromEnvironment(envOf({{"RANK", "0"}, {"WORLD_SIZE", "2"}, {"MASTER_ADDR", "h"}}));
            QFAIL("no error");
        } catch (const ConfigError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("MASTER_PORT")), e.what());
        }
    }

    // Every rank's shard of an epoch: same-size batches step by step, the last global batch shared
    // out, no sample twice, and together the samples one process with the global batch would see.
    void epochShardsCoverTheEpochOnce_data()
    {
        QTest::addColumn<int>("samples");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<bool>("dropLast");
        QTest::newRow("even") << 1200 << 100 << 3 << false;
        QTest::newRow("uneven tail") << 1400 << 64 << 3 << false;
        QTest::newRow("tail smaller than the ranks: dropped") << 10 << 3 << 3 << false;
        QTest::newRow("drop_last") << 1400 << 64 << 2 << true;
        QTest::newRow("one rank") << 1400 << 64 << 1 << false;
    }

    void epochShardsCoverTheEpochOnce()
    {
        QFETCH(int, samples);
        QFETCH(int, batch);
        QFETCH(int, ranks);
        QFETCH(bool, dropLast);
        TrainingConfig t;
        LoaderConfig loader;
        loader.dropLast = dropLast;
        const BatchPlan plan = planBatches(t, loader, samples, batch, 0, ranks);
        const std::int64_t global = static_cast<std::int64_t>(batch) * ranks;
        const std::int64_t used = dropLast || samples % global < ranks ? samples / global * global : samples;
        QCOMPARE(plan.stepsPerEpoch, (used + global - 1) / global);
        const at::Tensor order = at::randperm(samples, at::kLong);
        std::set<std::int64_t> seen;
        for (int r = 0; r < ranks; ++r) {
            const at::Tensor shard = epochShard(order, plan, r, ranks);
            QVERIFY(shard.numel() >= (plan.stepsPerEpoch - 1) * batch + 1);
            QVERIFY(shard.numel() <= plan.stepsPerEpoch * batch);
            for (std::int64_t i = 0; i < shard.numel(); ++i)
                QVERIFY2(seen.insert(shard[i].item<std::int64_t>()).second, "a sample in two shards");
            // Step s of this rank is its slice of global batch s.
            if (plan.stepsPerEpoch > 1)
                QCOMPARE(shard[batch].item<std::int64_t>(), order[global + static_cast<std::int64_t>(r) * batch].item<std::int64_t>());
        }
        QCOMPARE(static_cast<std::int64_t>(seen.size()), used);
        for (std::int64_t i = 0; i < used; ++i)
            QVERIFY(seen.count(order[i].item<std::int64_t>()));
    }

    void learningRateFollowsTheGlobalBatch()
    {
        TrainingConfig t;
        t.lr = 0.001;
        t.lrScaling = "linear";
        t.baseBatchSize = 128;
        const BatchPlan plan = planBatches(t, LoaderConfig{}, 10000, 128, 0, 4);
        QCOMPARE(plan.batchSize, 128);
        QCOMPARE(plan.lr, 0.004);
        QVERIFY(QString::fromStdString(plan.lrScalingNote(t).text()).contains(QStringLiteral("global batch 512 (4 ranks × 128)")));
    }

    // N ranks with batch B train exactly as one process with batch N×B and the same order: the
    // gradients are averaged with each rank's samples as weights, also over the uneven last batch.
    void ranksTrainAsOneProcessWithTheGlobalBatch_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::newRow("2 ranks") << 2;
        QTest::newRow("3 ranks") << 3;
    }

    void ranksTrainAsOneProcessWithTheGlobalBatch()
    {
        QFETCH(int, ranks);
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 3);
        const QString one = dir.filePath(QStringLiteral("one")), many = dir.filePath(QStringLiteral("many"));
        // Per-rank batch 56: the epoch's last global batch is uneven (1,800 = 16 × 112 + 8 = 10 × 168 + 120).
        const Job single = runCli(trainArgs(config, one, 1, 56 * ranks));
        QVERIFY2(single.code == 0, qPrintable(single.err));
        const Job job = runCli(trainArgs(config, many, ranks, 56));
        QVERIFY2(job.code == 0, qPrintable(job.err));
        QVERIFY2(job.err.contains(QStringLiteral("started %1 ranks").arg(ranks)), qPrintable(job.err));
        // Only rank 0 writes: one run folder.
        const QString a = onlyRun(one), b = onlyRun(many);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        const double diff = largestDifference(a + QStringLiteral("/checkpoints/last.pt"), b + QStringLiteral("/checkpoints/last.pt"));
        qInfo("%d ranks against one process: largest weight difference %.3g", ranks, diff);
        QVERIFY2(diff < 1e-4, qPrintable(QStringLiteral("largest weight difference %1").arg(diff)));
        // The metrics of the whole splits, reduced over the ranks; each rank's own pace beside them.
        const auto ea = epochLines(a), eb = epochLines(b);
        for (const auto& line : eb) {
            const QJsonArray perRank = line[QStringLiteral("ranks")].toArray();
            QCOMPARE(perRank.size(), ranks);
            for (int r = 0; r < ranks; ++r) {
                QCOMPARE(perRank[r].toObject()[QStringLiteral("rank")].toInt(), r);
                QVERIFY(perRank[r].toObject()[QStringLiteral("samples_per_second")].toDouble() > 0);
                QVERIFY(!perRank[r].toObject()[QStringLiteral("host")].toString().isEmpty());
            }
        }
        QVERIFY(!ea[0].contains(QStringLiteral("ranks")));
        QCOMPARE(ea.size(), 3);
        QCOMPARE(eb.size(), 3);
        for (int e = 0; e < 3; ++e) {
            for (const char* key : {"train_loss", "train_accuracy", "val_loss", "val_accuracy"}) {
                const double va = ea[e][QLatin1String(key)].toDouble(), vb = eb[e][QLatin1String(key)].toDouble();
                QVERIFY2(std::abs(va - vb) < 1e-4, qPrintable(QStringLiteral("epoch %1 %2: %3 vs %4").arg(e + 1).arg(QLatin1String(key)).arg(va).arg(vb)));
            }
        }
        // The report has a table of the ranks and a chart of each rank's samples/s.
        const Job report = runCli({QStringLiteral("report"), b});
        QVERIFY2(report.code == 0, qPrintable(report.err));
        QFile html(b + QStringLiteral("/report.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        QVERIFY(page.contains(QStringLiteral("<h2>Data parallel</h2>")) && page.contains(QStringLiteral("Samples/s per rank")));
        for (int r = 0; r <= ranks; ++r) // a row per rank, and none more
            QCOMPARE(page.contains(QStringLiteral("<tr><td>%1</td><td>").arg(r)), r < ranks);
    }

    // model.sync_batch_norm: batch-norm statistics summed over the ranks, forward and backward, so 2
    // ranks with batch B train as one process with batch 2B (also over the uneven last batch), where
    // per-rank statistics do not; the exported model.pt holds no call to the collective.
    void syncBatchNormTrainsAsOneProcess()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(2000));
        const auto config = [&](bool sync) {
            return lathe::test::writeFile(dir.filePath(sync ? QStringLiteral("sync.json") : QStringLiteral("plain.json")),
                                          QStringLiteral(R"({"name": "bn", "data": {"path": "rings.csv", "target": "label"},
  "model": {"kind": "mlp", "hidden": [32, 16], "batch_norm": true, "sync_batch_norm": %1, "dropout": 0.0},
  "training": {"epochs": 2, "batch_size": 64, "optimizer": "sgd", "lr": 0.05, "lr_scaling": "none", "early_stopping": {"enabled": false}},
  "monitor": {"enabled": false}, "device": {"type": "cpu"}, "distributed": {"timeout_s": 60}})")
                                              .arg(sync ? QStringLiteral("true") : QStringLiteral("false"))
                                              .toUtf8());
        };
        const QString sync = config(true), plain = config(false);
        const QString one = dir.filePath(QStringLiteral("one")), two = dir.filePath(QStringLiteral("two")), perRank = dir.filePath(QStringLiteral("per-rank"));
        for (const auto& [cfg, runs, procs, batch] : {std::tuple{sync, one, 1, 112}, {sync, two, 2, 56}, {plain, perRank, 2, 56}}) {
            const Job job = runCli(trainArgs(cfg, runs, procs, batch));
            QVERIFY2(job.code == 0, qPrintable(job.err));
        }
        QFile log(onlyRun(two) + QStringLiteral("/log.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(log.readAll().contains("model.sync_batch_norm: batch-norm statistics are those of the whole batch of the 2 ranks"));
        // SGD: a Linear's bias before batch norm changes nothing the model computes (the norm takes the
        // mean away) and gets a gradient of rounding noise only, which AdamW would turn into full steps.
        const QString last = QStringLiteral("/checkpoints/last.pt");
        const double synced = largestDifference(onlyRun(one) + last, onlyRun(two) + last);
        const double separate = largestDifference(onlyRun(one) + last, onlyRun(perRank) + last);
        qInfo("sync batch norm, 2 ranks against one process: largest weight difference %.3g; per-rank statistics: %.3g", synced, separate);
        QVERIFY2(synced < 1e-4, qPrintable(QString::number(synced)));
        QVERIFY2(separate > 1e-2, qPrintable(QString::number(separate)));
        const auto ea = epochLines(onlyRun(one)), eb = epochLines(onlyRun(two));
        QCOMPARE(eb.size(), 2);
        for (int e = 0; e < 2; ++e)
            for (const char* key : {"train_loss", "val_loss"})
                QVERIFY2(std::abs(ea[e][QLatin1String(key)].toDouble() - eb[e][QLatin1String(key)].toDouble()) < 1e-4, key);
        const torch::jit::Module exported = torch::jit::load(QString(onlyRun(two) + QStringLiteral("/model.pt")).toStdString());
        QVERIFY(exported.get_method("forward").graph()->toString().find("lathe::") == std::string::npos);
    }

    // The sbatch script of `lathe-cli slurm`, read and then run through bash with a fake srun that
    // starts the ranks here (tests/fakesrun/srun): Slurm's variables alone make the ranks a job.
    void slurmScriptRunsWithAFakeSrun()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 3);
        const QString script = dir.filePath(QStringLiteral("job.sbatch")), runs = dir.filePath(QStringLiteral("runs"));
        const Job made = runCli({QStringLiteral("slurm"), config, QStringLiteral("--nodes"), QStringLiteral("1"), QStringLiteral("--gpus-per-node"),
                                 QStringLiteral("0"), QStringLiteral("--tasks-per-node"), QStringLiteral("2"), QStringLiteral("--time"),
                                 QStringLiteral("00:10:00"), QStringLiteral("--partition"), QStringLiteral("debug"), QStringLiteral("--runs-dir"), runs,
                                 QStringLiteral("-o"), script});
        QVERIFY2(made.code == 0, qPrintable(made.err));
        QVERIFY(made.out.contains(QStringLiteral("sbatch ")));
        QFile f(script);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        for (const char* line : {"#!/bin/bash", "#SBATCH --nodes=1", "#SBATCH --ntasks-per-node=2", "#SBATCH --time=00:10:00",
                                 "#SBATCH --partition=debug", "#SBATCH --requeue", "#SBATCH --signal=TERM@120",
                                 "srun --kill-on-bad-exit=0", "${SLURM_CPUS_PER_TASK:+--cpus-per-task=\"$SLURM_CPUS_PER_TASK\"}", "train --resume auto", "scontrol requeue"})
            QVERIFY2(text.contains(QLatin1String(line)), line);
        QVERIFY(!text.contains(QStringLiteral("--gpus-per-node")));

        QProcessEnvironment env = cliEnvironment();
        env.insert(QStringLiteral("PATH"), lathe::test::sourceDir() + QStringLiteral("/tests/fakesrun:") + env.value(QStringLiteral("PATH")));
        env.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("4242"));
        env.insert(QStringLiteral("SLURM_NNODES"), QStringLiteral("1"));
        env.insert(QStringLiteral("SLURM_JOB_NODELIST"), QStringLiteral("localhost"));
        // A free port for the rendezvous (Lathe takes MASTER_PORT over the one derived from the job id).
        env.insert(QStringLiteral("MASTER_PORT"), QString::number(freeLocalPort()));
        QProcess bash;
        bash.setProcessEnvironment(env);
        bash.start(QStringLiteral("bash"), {script});
        QVERIFY2(bash.waitForFinished(180000), "the script did not finish");
        const QString err = QString::fromUtf8(bash.readAllStandardError());
        QVERIFY2(bash.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--resume auto: no unfinished run")), qPrintable(err));
        const QString run = onlyRun(runs);
        QCOMPARE(epochLines(run).size(), 3);
        QFile log(run + QStringLiteral("/log.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(log.readAll()).contains(QStringLiteral("data parallel: 2 ranks over gloo (slurm")));
        // The run's config and environment say what srun started, not the config file's 1 process.
        QFile recorded(run + QStringLiteral("/config.json")), environment(run + QStringLiteral("/environment.json"));
        QVERIFY(recorded.open(QIODevice::ReadOnly) && environment.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(recorded.readAll()).object()[QStringLiteral("distributed")][QStringLiteral("procs")].toInt(), 2);
        const QJsonObject job = QJsonDocument::fromJson(environment.readAll()).object()[QStringLiteral("job")].toObject();
        QCOMPARE(job[QStringLiteral("launcher")].toString(), QStringLiteral("slurm"));
        QCOMPARE(job[QStringLiteral("ranks")].toInt(), 2);
        QCOMPARE(job[QStringLiteral("slurm_job_id")].toString(), QStringLiteral("4242"));
        QCOMPARE(job[QStringLiteral("node_list")].toString(), QStringLiteral("localhost"));

        const Job bad = runCli({QStringLiteral("slurm"), config, QStringLiteral("--partition"), QStringLiteral("a b")});
        QCOMPARE(bad.code, int(ExitUsage));
        QVERIFY2(bad.err.contains(QStringLiteral("--partition")), qPrintable(bad.err));
    }

    // Which rank samples which machine: rank 0 its own and collects; the first rank of each other
    // machine publishes; the rest (their machine is sampled already) nothing.
    void monitorRolesFollowTheMachines()
    {
        using Role = JobMonitor::Role;
        const std::vector<std::string> hosts{"a", "a", "b", "b", "c"};
        QCOMPARE(JobMonitor::roleOf(0, hosts), Role::Collector);
        QCOMPARE(JobMonitor::roleOf(1, hosts), Role::None);
        QCOMPARE(JobMonitor::roleOf(2, hosts), Role::Publisher);
        QCOMPARE(JobMonitor::roleOf(3, hosts), Role::None);
        QCOMPARE(JobMonitor::roleOf(4, hosts), Role::Publisher);
        QCOMPARE(JobMonitor::roleOf(0, {}), Role::Collector); // one process
        QCOMPARE(JobMonitor::roleOf(1, {"a", "a"}), Role::None); // one machine
        // Slurm's node name is the rank's host (SLURMD_NODENAME), not the machine's host name.
        const auto r = rankFromEnvironment(envOf({{"SLURM_PROCID", "1"}, {"SLURM_NTASKS", "2"}, {"SLURM_NODELIST", "gpu[07-08]"},
                                                  {"SLURM_JOB_ID", "7"}, {"SLURM_STEP_ID", "0"}, {"SLURMD_NODENAME", "gpu08"}}));
        QVERIFY(r);
        QCOMPARE(r->host, std::string("gpu08"));
    }

    // A job on two machines (the fake srun plays two nodes here, each with its own NVML stand-in
    // of two GPUs): the second machine's first rank posts its samples and rank 0 records them, so
    // device.jsonl, and the report's charts, have every GPU of the job, named by machine.
    void everyMachineOfTheJobIsMonitored()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 12);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QProcessEnvironment env = cliEnvironment();
        env.insert(QStringLiteral("SLURM_JOB_ID"), QStringLiteral("4243"));
        env.insert(QStringLiteral("SLURM_NNODES"), QStringLiteral("2"));
        env.insert(QStringLiteral("SLURM_JOB_NODELIST"), QStringLiteral("localhost"));
        env.insert(QStringLiteral("MASTER_PORT"), QString::number(freeLocalPort()));
        env.insert(QStringLiteral("LATHE_NVML_LIBRARY"), QStringLiteral(LATHE_FAKE_NVML));
        QProcess srun;
        srun.setProcessEnvironment(env);
        srun.start(lathe::test::sourceDir() + QStringLiteral("/tests/fakesrun/srun"),
                   {QStringLiteral("--ntasks-per-node=1"), QStringLiteral("--kill-on-bad-exit=1"), QStringLiteral(LATHE_CLI_PATH),
                    QStringLiteral("train"), config, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q"), QStringLiteral("--set"),
                    QStringLiteral("monitor.enabled=true"), QStringLiteral("--set"), QStringLiteral("monitor.interval_ms=50")});
        QVERIFY2(srun.waitForFinished(180000), "the job did not finish");
        QVERIFY2(srun.exitCode() == 0, srun.readAllStandardError().constData());
        const QString run = onlyRun(runs);
        QFile device(run + QStringLiteral("/device.jsonl"));
        QVERIFY(device.open(QIODevice::ReadOnly));
        std::map<QString, int> samples;    // per machine
        std::map<QString, std::set<int>> gpus;
        double lastOther = -1;
        for (const QByteArray& line : device.readAll().split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            const QString host = o.value(QStringLiteral("host")).toString();
            ++samples[host];
            for (const auto g : o.value(QStringLiteral("gpus")).toArray())
                gpus[host].insert(g.toObject().value(QStringLiteral("index")).toInt());
            if (host == QLatin1String("fakenode1")) {
                QVERIFY(o.value(QStringLiteral("t")).toDouble() >= lastOther); // on rank 0's time axis
                lastOther = o.value(QStringLiteral("t")).toDouble();
            }
        }
        QCOMPARE(samples.size(), std::size_t(2)); // every line names its machine
        QVERIFY2(samples[QStringLiteral("fakenode0")] >= 3, "rank 0's machine sampled");
        QVERIFY2(samples[QStringLiteral("fakenode1")] >= 2, "the other machine's samples collected");
        QCOMPARE(gpus[QStringLiteral("fakenode1")], (std::set<int>{0, 1}));

        const Job report = runCli({QStringLiteral("report"), run});
        QVERIFY2(report.code == 0, qPrintable(report.err));
        QFile html(run + QStringLiteral("/report.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(html.readAll());
        for (const char* series : {"fakenode0: GPU 0", "fakenode0: GPU 1", "fakenode1: GPU 0", "fakenode1: GPU 1 °C", "fakenode1: host"})
            QVERIFY2(page.contains(QString::fromUtf8(series)), series);
    }

    // `--resume auto CONFIG` (a re-submitted job): the newest unfinished run of the config.
    void resumeAutoContinuesTheUnfinishedRun()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 40);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QProcess p;
        QVERIFY(startUntilEpoch(p, trainArgs(config, runs, 2, 32), runs, 1));
        ::kill(static_cast<pid_t>(p.processId()), SIGTERM);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), int(ExitInterrupted));
        const QString run = onlyRun(runs);
        {
            // A run another process writes is refused before any rank starts (rank 0 said it once every
            // rank had started, and the others waited for it at the rendezvous).
            const lathe::core::FolderLock writer(run.toStdString());
            QElapsedTimer clock;
            clock.start();
            const Job busy = runCli({QStringLiteral("train"), QStringLiteral("--resume"), run, QStringLiteral("--procs"), QStringLiteral("2"),
                                     QStringLiteral("-q")});
            QCOMPARE(busy.code, int(ExitRuntimeError));
            QVERIFY2(busy.err.contains(QStringLiteral("is in use by another Lathe process (PID %1 on ").arg(QCoreApplication::applicationPid())),
                     qPrintable(busy.err));
            QVERIFY2(!busy.err.contains(QStringLiteral("started 2 ranks")), qPrintable(busy.err));
            QVERIFY2(clock.elapsed() < 8000, qPrintable(QString::number(clock.elapsed())));
        }
        QStringList args = trainArgs(config, runs, 2, 32);
        args << QStringLiteral("--resume") << QStringLiteral("auto");
        const Job resumed = runCli(args);
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QVERIFY2(resumed.err.contains(QStringLiteral("--resume auto: continuing")), qPrintable(resumed.err));
        QCOMPARE(onlyRun(runs), run); // no new run folder
        QCOMPARE(epochLines(run).size(), 40);
    }

    // batch_size "auto": every rank searches (host memory shared out among the local ranks), and
    // the smallest choice holds for all; the log gives the per-rank and the global batch.
    void finderAgreesAcrossRanks()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 1);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QStringList args = trainArgs(config, runs, 2, 32);
        args[args.indexOf(QStringLiteral("32"))] = QStringLiteral("auto");
        const Job job = runCli(args);
        QVERIFY2(job.code == 0, qPrintable(job.err));
        QFile log(onlyRun(runs) + QStringLiteral("/log.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(log.readAll());
        QVERIFY2(text.contains(QStringLiteral("/ 2 ranks on this machine")), qPrintable(text));
        static const QRegularExpression agreed(QStringLiteral("per rank (\\d+) \\(this rank found \\d+\\), global batch (\\d+) over 2 ranks"));
        const auto m = agreed.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QCOMPARE(m.captured(2).toInt(), 2 * m.captured(1).toInt());
        QVERIFY(m.captured(1).toInt() <= 900); // 1,800 training rows: a rank's share at most
    }

    // kill -9 of one rank: the others' collectives fail at once, the supervisor names the rank and
    // ends the job; the last checkpoint (written together at an epoch's end) is intact.
    void aKilledRankEndsTheJob_data()
    {
        QTest::addColumn<QString>("killedRank");
        QTest::newRow("rank 0") << QStringLiteral("0");
        QTest::newRow("rank 1") << QStringLiteral("1");
    }
    void aKilledRankEndsTheJob()
    {
        QFETCH(QString, killedRank);
        QTemporaryDir dir;
        const QString config = writeConfig(dir, 100000);
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QProcess p;
        QVERIFY(startUntilEpoch(p, trainArgs(config, runs, 2, 32), runs, 2));
        const QList<qint64> ranks = childrenOf(p.processId());
        QCOMPARE(ranks.size(), 2);
        // Which process is that rank, from its environment (the launcher's RANK).
        qint64 victim = 0;
        for (const qint64 pid : ranks) {
            QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
            QVERIFY(environ.open(QIODevice::ReadOnly));
            for (const QByteArray& v : environ.readAll().split('\0'))
                if (v == "RANK=" + killedRank.toLatin1())
                    victim = pid;
        }
        QVERIFY(victim > 0);
        QElapsedTimer clock;
        clock.start();
        ::kill(static_cast<pid_t>(victim), SIGKILL);
        QVERIFY2(p.waitForFinished(60000), "the job did not end after a rank was killed");
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QStringLiteral("took %1 ms").arg(clock.elapsed())));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY(p.exitCode() != 0);
        QVERIFY2(err.contains(QStringLiteral("rank %1").arg(killedRank)) && err.contains(QStringLiteral("signal 9")), qPrintable(err));
        // Lathe's error, not c10d's warning of a failed store read with its stack frames.
        QVERIFY2(!err.contains(QStringLiteral("frame #")) && !err.contains(QStringLiteral("TCPStore")), qPrintable(err));
        QVERIFY(childrenOf(p.processId()).isEmpty());
        const QString run = onlyRun(runs);
        QVERIFY(!weightsOf(run + QStringLiteral("/checkpoints/last.pt")).empty());
        if (killedRank != QLatin1String("0")) { // rank 0 writes the run folder
            // The survivor names the rank that died (its heartbeat stood still) and records the failure.
            QFile summary(run + QStringLiteral("/summary.json"));
            QVERIFY2(summary.open(QIODevice::ReadOnly), qPrintable(err));
            const QJsonObject s = QJsonDocument::fromJson(summary.readAll()).object();
            QCOMPARE(s.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
            const QString failure = s.value(QStringLiteral("failure_text")).toString();
            QVERIFY2(failure.startsWith(QStringLiteral("rank %1 on ").arg(killedRank)) && failure.contains(QStringLiteral("stopped answering")),
                     qPrintable(failure));
            QCOMPARE(s.value(QStringLiteral("exit_code")).toInt(), int(ExitRuntimeError));
        }
    }

    // SIGTERM (Slurm's time limit) stops every rank at the same step with a checkpoint; --resume
    // continues to the same weights as a run that was never stopped. Resuming on another number of
    // ranks keeps the per-rank batch and restarts the interrupted epoch.
    void sigtermCheckpointsAndResumeContinuesExactly()
    {
        QTemporaryDir dir;
        const int epochs = 40;
        const QString config = writeConfig(dir, epochs);
        const QString whole = dir.filePath(QStringLiteral("whole")), runs = dir.filePath(QStringLiteral("stopped"));
        const Job reference = runCli(trainArgs(config, whole, 2, 32));
        QVERIFY2(reference.code == 0, qPrintable(reference.err));

        QProcess p;
        QVERIFY(startUntilEpoch(p, trainArgs(config, runs, 2, 32), runs, 2));
        // Again and again until it ends, as Slurm's time limit does (slurmstepd and srun each send
        // one, at moments of their own): a repeat must neither make the ranks quit without the
        // checkpoint nor, arriving as the job ends, turn "stopped with a checkpoint" into "killed".
        const pid_t supervisor = static_cast<pid_t>(p.processId());
        ::kill(supervisor, SIGTERM);
        while (!p.waitForFinished(20))
            ::kill(supervisor, SIGTERM);
        const QString stopErr = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == int(ExitInterrupted),
                 qPrintable(QStringLiteral("exit status %1, code %2: %3").arg(int(p.exitStatus())).arg(p.exitCode()).arg(stopErr)));
        const QString run = onlyRun(runs);
        QFile summary(run + QStringLiteral("/summary.json"));
        QVERIFY2(summary.open(QIODevice::ReadOnly), qPrintable(stopErr));
        QCOMPARE(QJsonDocument::fromJson(summary.readAll()).object().value(QStringLiteral("status")).toString(), QStringLiteral("stopped"));
        const int stoppedAfter = static_cast<int>(epochLines(run).size());
        QVERIFY2(stoppedAfter < epochs, "the run ended before the signal: give it more epochs");
        // A copy to resume on one rank.
        const QString copy = dir.filePath(QStringLiteral("copy"));
        QVERIFY(QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-r"), run, copy}) == 0);

        const Job resumed = runCli({QStringLiteral("train"), QStringLiteral("--resume"), run, QStringLiteral("--procs"), QStringLiteral("2"),
                                    QStringLiteral("-q")});
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        QCOMPARE(epochLines(run).size(), epochs);
        const double diff = largestDifference(onlyRun(whole) + QStringLiteral("/checkpoints/last.pt"), run + QStringLiteral("/checkpoints/last.pt"));
        QVERIFY2(diff < 1e-6, qPrintable(QStringLiteral("resumed weights differ by %1").arg(diff)));
        // Each rank's pace is its own in the epoch the stop interrupted.
        const QString mismatch = lathe::test::rankPaceMismatch(epochLines(run), {stoppedAfter + 1});
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));

        // The run folder's config says 2 ranks; --procs 1 overrides it.
        const Job single = runCli({QStringLiteral("train"), QStringLiteral("--resume"), copy, QStringLiteral("--procs"), QStringLiteral("1"),
                                   QStringLiteral("-q")});
        QVERIFY2(single.code == 0, qPrintable(single.err));
        QCOMPARE(epochLines(copy).size(), epochs);
        QFile log(copy + QStringLiteral("/log.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(log.readAll()).contains(QStringLiteral("the checkpoint was written by 2 rank(s), this run has 1")));
    }
};

QTEST_GUILESS_MAIN(TestDistributed)
#include "tst_distributed.moc"
