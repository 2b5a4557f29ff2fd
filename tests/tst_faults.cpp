// Faults that must lose nothing, met as a user meets them, through lathe-cli: a SIGKILL at every file
// operation of a checkpoint write followed by --resume (the final weights bit-identical to a run
// that was never interrupted), a damaged last checkpoint (the one before it is named and used), a
// full disk while the checkpoint is written (a clear error, the previous checkpoint intact, and
// the run resumable once there is space), a runs folder that cannot be made (reported before
// training), and a run named in Chinese under a path with spaces.

#include "clitest.h"
#include "testutil.h"
#include "train/checkpoint.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using lathe::test::Job;
using lathe::test::onlyRun;
using lathe::test::runCli;

namespace {

// Rings data and an MLP with dropout (so the RNG state must survive the kill too), AdamW, a
// checkpoint after every epoch and none for the best epoch: 7 file operations per epoch.
QString writeConfig(const QString& dir, const QString& name, int epochs, int hidden)
{
    lathe::test::writeFile(dir + QStringLiteral("/rings.csv"), lathe::test::ringsCsv(600));
    return lathe::test::writeFile(
        dir + QStringLiteral("/config.json"),
        QStringLiteral(R"({"name": "%1", "data": {"path": "rings.csv", "target": "label"},
  "model": {"kind": "mlp", "hidden": [%3, %3], "dropout": 0.2},
  "training": {"epochs": %2, "batch_size": 32, "optimizer": "adamw", "lr": 0.005,
               "early_stopping": {"enabled": false}},
  "output": {"checkpoint": {"keep_best": false}, "export_model": false},
  "monitor": {"enabled": false}, "device": {"type": "cpu"}})")
            .arg(name)
            .arg(epochs)
            .arg(hidden)
            .toUtf8());
}

// Prepares lathe-cli to SIGKILL itself at checkpoint file operation `op` (checkpoint.h's hook).
std::function<void(QProcess&)> killAt(int op)
{
    return [op](QProcess& p) {
        QProcessEnvironment env = p.processEnvironment();
        env.insert(QStringLiteral("LATHE_TEST_KILL_AT_CHECKPOINT_OP"), QString::number(op));
        p.setProcessEnvironment(env);
    };
}

QStringList train(const QString& config, const QString& runs)
{
    return {QStringLiteral("train"), config, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")};
}

// Trains `config` without interruption into dir/whole; its last checkpoint (empty if it failed).
QString uninterrupted(const QString& config, const QTemporaryDir& dir)
{
    const Job whole = runCli(train(config, dir.filePath(QStringLiteral("whole"))));
    if (whole.code != 0) {
        qWarning("the uninterrupted run failed: %s", qPrintable(whole.err));
        return {};
    }
    return onlyRun(dir.filePath(QStringLiteral("whole"))) + QStringLiteral("/checkpoints/last.pt");
}

QStringList resume(const QString& run)
{
    return {QStringLiteral("train"), QStringLiteral("--resume"), run, QStringLiteral("-q")};
}

// Every parameter and buffer equal to the last bit.
QString differs(const QString& a, const QString& b)
{
    const auto wa = lathe::test::weightsOf(a), wb = lathe::test::weightsOf(b);
    if (wa.size() != wb.size() || wa.empty())
        return QStringLiteral("different tensors");
    for (const auto& [name, t] : wa) {
        if (!at::equal(t, wb.at(name)))
            return QString::fromStdString(name);
    }
    return {};
}

QByteArray contents(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList leftovers(const QString& run)
{
    return QDir(run + QStringLiteral("/checkpoints")).entryList({QStringLiteral("*.tmp")}, QDir::Files);
}

} // namespace

class TestFaults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // SIGKILL at each file operation of the first two checkpoint writes (the first has no previous
    // checkpoint to keep; the second has): after --resume the weights equal an uninterrupted run's.
    void killAtEveryCheckpointFileOperation()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir.path(), QStringLiteral("kill"), 3, 16);
        const QString reference = uninterrupted(config, dir);
        QVERIFY(!reference.isEmpty());

        const int perCheckpoint = lathe::core::checkpointFileOperations();
        int resumed = 0;
        for (int at = 1; at <= 2 * perCheckpoint; ++at) {
            const QString runs = dir.filePath(QStringLiteral("kill-%1").arg(at));
            const Job killed = runCli(train(config, runs), 240000, killAt(at));
            QVERIFY2(killed.code == -1 && killed.err.contains(QStringLiteral("killed at checkpoint file operation %1").arg(at)),
                     qPrintable(QStringLiteral("kill point %1: %2").arg(at).arg(killed.err)));
            const QString run = onlyRun(runs);
            if (!QFile::exists(run + QStringLiteral("/checkpoints/last.pt"))) {
                // Killed before the first checkpoint was whole: nothing to continue, and it says so.
                QVERIFY(at <= perCheckpoint);
                const Job none = runCli(resume(run));
                QVERIFY(none.code != 0);
                QVERIFY2(none.err.contains(QStringLiteral("stopped before its first checkpoint: there is nothing to resume")), qPrintable(none.err));
                continue;
            }
            const Job again = runCli(resume(run));
            QVERIFY2(again.code == 0, qPrintable(QStringLiteral("kill point %1: %2").arg(at).arg(again.err)));
            const QString diff = differs(reference, run + QStringLiteral("/checkpoints/last.pt"));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("kill point %1: %2 differs").arg(at).arg(diff)));
            QVERIFY2(leftovers(run).isEmpty(), qPrintable(leftovers(run).join(QLatin1Char(' '))));
            ++resumed;
        }
        QVERIFY(resumed >= perCheckpoint); // every kill in the second write had the first to go back to
    }

    // A last.pt damaged on disk (a bad sector, a copy cut short) is named, and the checkpoint
    // before it continues the run to the same weights.
    void damagedCheckpointFallsBackToThePreviousOne()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir.path(), QStringLiteral("damaged"), 4, 16);
        const QString reference = uninterrupted(config, dir);
        QVERIFY(!reference.isEmpty());

        const QString runs = dir.filePath(QStringLiteral("runs"));
        const int epoch3 = 2 * lathe::core::checkpointFileOperations() + 1; // epoch 3's checkpoint, half written
        const Job killed = runCli(train(config, runs), 240000, killAt(epoch3));
        QCOMPARE(killed.code, -1);
        const QString run = onlyRun(runs);
        const QString last = run + QStringLiteral("/checkpoints/last.pt");
        QByteArray bytes = contents(last);
        QVERIFY(bytes.size() > 1000);
        for (qsizetype i = bytes.size() / 3; i < bytes.size() / 3 + 64; ++i) // somewhere in the weights or the optimizer
            bytes[i] = static_cast<char>(bytes[i] ^ 0x5a);
        lathe::test::writeFile(last, bytes);

        const Job again = runCli({QStringLiteral("train"), QStringLiteral("--resume"), run});
        QVERIFY2(again.code == 0, qPrintable(again.err));
        const QString said = again.out + again.err;
        QVERIFY2(said.contains(last) && said.contains(QStringLiteral("last.prev.pt (epoch 1)")), qPrintable(said));
        const QString diff = differs(reference, last);
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral(" differs")));
    }

    // Disk full while the checkpoint is written (a file-size limit, as `ulimit -f` sets): the run
    // stops with an error that says so, the previous checkpoint is untouched, no temporary file is
    // left, and once there is space --resume ends where an uninterrupted run does.
    void fullDiskKeepsThePreviousCheckpoint()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir.path(), QStringLiteral("full"), 3, 256);
        const QString reference = uninterrupted(config, dir);
        QVERIFY(!reference.isEmpty());
        const qint64 checkpointSize = QFileInfo(reference).size();
        QVERIFY(checkpointSize > 400000);

        const QString runs = dir.filePath(QStringLiteral("runs"));
        const int epoch2 = lathe::core::checkpointFileOperations() + 1;
        const Job killed = runCli(train(config, runs), 240000, killAt(epoch2));
        QCOMPARE(killed.code, -1);
        const QString run = onlyRun(runs);
        const QString last = run + QStringLiteral("/checkpoints/last.pt");
        const QByteArray before = contents(last);
        QVERIFY(!before.isEmpty());

        const rlim_t limit = static_cast<rlim_t>(checkpointSize / 2);
        const Job full = runCli(resume(run), 240000, [limit](QProcess& p) {
            p.setChildProcessModifier([limit] {
                ::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG, as on a full disk
                const rlimit r{limit, limit};
                ::setrlimit(RLIMIT_FSIZE, &r);
            });
        });
        QVERIFY2(full.code > 0, qPrintable(full.err));
        QVERIFY2(full.err.contains(QStringLiteral("disk is full")) && full.err.contains(QStringLiteral("last.pt")), qPrintable(full.err));
        QCOMPARE(contents(last), before);
        QVERIFY2(leftovers(run).isEmpty(), qPrintable(leftovers(run).join(QLatin1Char(' '))));
        // The summary says the epochs recorded (metrics.jsonl's one line, last.pt's), not the epoch
        // whose checkpoint could not be written (it said 2, with that epoch as the best).
        QFile summaryFile(run + QStringLiteral("/summary.json"));
        QVERIFY(summaryFile.open(QIODevice::ReadOnly));
        const QJsonObject summary = QJsonDocument::fromJson(summaryFile.readAll()).object();
        QCOMPARE(summary.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        QCOMPARE(summary.value(QStringLiteral("epochs_completed")).toInt(), 1);
        QVERIFY(summary.value(QStringLiteral("best_epoch")).toInt() <= 1);
        // Its final metrics are epoch 1's as recorded (the report's results table was empty).
        QVERIFY2(summary.value(QStringLiteral("final")).toObject().contains(QStringLiteral("train_loss")), summary.value(QStringLiteral("final")).toVariant().toString().toUtf8().constData());

        const Job again = runCli(resume(run));
        QVERIFY2(again.code == 0, qPrintable(again.err));
        const QString diff = differs(reference, last);
        QVERIFY2(diff.isEmpty(), qPrintable(diff + QStringLiteral(" differs")));

        // Full at the first checkpoint: no previous one is said to be kept.
        const QString firstRuns = dir.filePath(QStringLiteral("first"));
        const Job first = runCli(train(config, firstRuns), 240000, [limit](QProcess& p) {
            p.setChildProcessModifier([limit] {
                ::signal(SIGXFSZ, SIG_IGN);
                const rlimit r{limit, limit};
                ::setrlimit(RLIMIT_FSIZE, &r);
            });
        });
        QVERIFY2(first.code > 0, qPrintable(first.err));
        QVERIFY2(first.err.contains(QStringLiteral("there was no earlier")) && !first.err.contains(QStringLiteral("is kept")),
                 qPrintable(first.err));
    }

    // The exported model cannot be written (here its temporary name is taken by a folder; a full
    // disk goes the same way): the run fails naming the file, keeps its last checkpoint, and a
    // resume once the obstacle is gone writes the model and completes the run.
    void exportFailureKeepsTheRunResumable()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir.path(), QStringLiteral("export"), 2, 8);
        QStringList args = train(config, dir.filePath(QStringLiteral("runs")));
        args << QStringLiteral("--set") << QStringLiteral("output.export_model=true");
        const Job killed = runCli(args, 240000, killAt(lathe::core::checkpointFileOperations() + 1)); // in epoch 2's checkpoint
        QCOMPARE(killed.code, -1);
        const QString run = onlyRun(dir.filePath(QStringLiteral("runs")));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/model.pt.tmp")));
        const Job failed = runCli(resume(run));
        QCOMPARE(failed.code, 4);
        QVERIFY2(failed.err.contains(run + QStringLiteral("/model.pt.tmp")), qPrintable(failed.err));
        QVERIFY(!QFile::exists(run + QStringLiteral("/model.pt")));
        QVERIFY(!lathe::test::weightsOf(run + QStringLiteral("/checkpoints/last.pt")).empty());
        QVERIFY(QDir(run + QStringLiteral("/model.pt.tmp")).removeRecursively());
        const Job again = runCli(resume(run));
        QVERIFY2(again.code == 0, qPrintable(again.err));
        (void)lathe::test::weightsOf(run + QStringLiteral("/model.pt")); // a whole TorchScript file (frozen: no parameters left)
        QVERIFY(QFileInfo(run + QStringLiteral("/model.pt")).size() > 1000);
        QVERIFY(contents(run + QStringLiteral("/summary.json")).contains("\"completed\""));
    }

    // A runs folder that cannot be made is reported before any data is read or step trained, and
    // the config is left as it was.
    void unwritableRunsFolderStopsBeforeTraining()
    {
        QTemporaryDir dir;
        const QString config = writeConfig(dir.path(), QStringLiteral("nowhere"), 2, 8);
        const QByteArray before = contents(config);
        const Job job = runCli(train(config, config + QStringLiteral("/runs"))); // under a file: not a folder
        QCOMPARE(job.code, 4);
        QVERIFY2(job.err.contains(QStringLiteral("cannot create runs folder %1/runs").arg(config)), qPrintable(job.err));
        QVERIFY2(!job.out.contains(QStringLiteral("epoch 1")) && !job.out.contains(QStringLiteral("samples:")), qPrintable(job.out));
        QCOMPARE(contents(config), before);
    }

    // A run named in Chinese, its config and data under folders with spaces and Chinese names: it
    // trains, lands in a folder named after it, stops, resumes, and gets its report.
    void chineseNamesAndSpacesInPaths()
    {
        QTemporaryDir dir;
        const QString home = dir.filePath(QStringLiteral("我的 数据"));
        QVERIFY(QDir().mkpath(home));
        const QString config = writeConfig(home, QStringLiteral("数字识别"), 2, 8);
        const QString runs = dir.filePath(QStringLiteral("运行 记录"));
        const Job killed = runCli(train(config, runs), 240000, killAt(lathe::core::checkpointFileOperations() + 1));
        QCOMPARE(killed.code, -1);
        const QString run = onlyRun(runs);
        QVERIFY2(QFileInfo(run).fileName().startsWith(QStringLiteral("数字识别-")), qPrintable(run));
        const Job again = runCli(resume(run));
        QVERIFY2(again.code == 0, qPrintable(again.err));
        const Job report = runCli({QStringLiteral("report"), run});
        QVERIFY2(report.code == 0, qPrintable(report.err));
        QVERIFY(contents(run + QStringLiteral("/report.html")).contains(QStringLiteral("数字识别").toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
