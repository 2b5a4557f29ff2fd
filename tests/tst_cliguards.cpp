// lathe-cli refuses what would lose a file or be quietly ignored, and reads what it promises to read,
// as a user meets it: an output named over one of the command's own inputs (slurm's config, predict's
// data, a run's records), options a resumed or grid sweep would not use, --quick beside --epochs, and
// configs saved as GBK or UTF-16 by every command that trains, not only by validate.

#include "clitest.h"
#include "testutil.h"
#include "util/errors.h"
#include "util/folderlock.h"
#include "util/textencoding.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <unistd.h>

using namespace lathe::core;
using lathe::test::fileHash;
using lathe::test::onlyRun;

namespace {

using Result = lathe::test::Job;

QByteArray ringsConfigText(const QString& name = QStringLiteral("guards"))
{
    return QStringLiteral(R"({"name": "%1", "data": {"path": "rings.csv", "target": "label", "splits": {"test": 0.2}},
  "model": {"kind": "mlp", "hidden": [8]}, "training": {"epochs": 1, "batch_size": 32}})")
        .arg(name)
        .toUtf8();
}

} // namespace

class TestCliGuards : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Notepad's GBK and "Unicode" (UTF-16) configs train as validate reads them, with its warning.
    void configsInOtherEncodingsTrain()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(200));
        const QString name = QStringLiteral("点击率模型");
        const QByteArray utf8 = ringsConfigText(name);
        std::string gbk;
        std::size_t bad = 0;
        QVERIFY(utf8ToGb18030(utf8.toStdString(), gbk, bad));
        const QString gbkFile = lathe::test::writeFile(dir.filePath(QStringLiteral("gbk.json")), QByteArray::fromStdString(gbk));
        const QString utf16File = lathe::test::writeFile(dir.filePath(QStringLiteral("utf16.json")), lathe::test::utf16Bytes(QString::fromUtf8(utf8)));
        for (const auto& [file, says] : {std::pair{gbkFile, QStringLiteral("is GB18030 (GBK) text, read as such")},
                                         std::pair{utf16File, QStringLiteral("is UTF-16 text, read as such")}}) {
            const QString runs = dir.filePath(QFileInfo(file).baseName() + QStringLiteral("-runs"));
            const Result r = lathe::test::runCli({QStringLiteral("train"), file, QStringLiteral("--no-gpu"), QStringLiteral("--runs-dir"), runs});
            QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
            QVERIFY2(r.err.contains(says), qPrintable(r.err));
            QVERIFY2(QFileInfo(onlyRun(runs)).fileName().startsWith(name), qPrintable(onlyRun(runs)));
        }
    }

    // An output named over an input is refused before anything is written: the input stays as it was.
    void outputsNeverReplaceInputs()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(200));
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), ringsConfigText());
        const QByteArray cfgHash = fileHash(cfg);

        Result r = lathe::test::runCli({QStringLiteral("slurm"), cfg, QStringLiteral("-o"), dir.filePath(QStringLiteral("./c.json"))});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("which this command reads: name another output file")), qPrintable(r.err));
        QCOMPARE(fileHash(cfg), cfgHash);
        const QString sbatch = lathe::test::writeFile(dir.filePath(QStringLiteral("job.sbatch")), ringsConfigText()); // the default output is the config
        r = lathe::test::runCli({QStringLiteral("slurm"), sbatch});
        QCOMPARE(r.code, int(ExitUsage));
        QCOMPARE(fileHash(sbatch), cfgHash);

        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code,
                 int(ExitSuccess));
        const QString run = onlyRun(runs);
        const QString rows = lathe::test::writeFile(dir.filePath(QStringLiteral("rows.csv")), "x,y,noise\n0.5,1.5,0.1\n");
        const QByteArray rowsHash = fileHash(rows);
        r = lathe::test::runCli({QStringLiteral("predict"), run, rows, QStringLiteral("-o"), rows});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("which this command reads")), qPrintable(r.err));
        QCOMPARE(fileHash(rows), rowsHash);

        const QString runConfig = run + QStringLiteral("/config.json");
        const QByteArray runConfigHash = fileHash(runConfig);
        r = lathe::test::runCli({QStringLiteral("evaluate"), run, QStringLiteral("--no-gpu"), QStringLiteral("-o"), runConfig});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("which this command reads")), qPrintable(r.err));
        QCOMPARE(fileHash(runConfig), runConfigHash);
        // The run's own evaluation.json is evaluate's to write again.
        r = lathe::test::runCli({QStringLiteral("evaluate"), run, QStringLiteral("--no-gpu"), QStringLiteral("-q")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
    }

    // Options a command would not use are refused, not dropped: a resumed sweep keeps its own
    // settings, a grid draws nothing, --quick trains one epoch.
    void optionsThatWouldChangeNothingAreRefused()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(200));
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), ringsConfigText());
        QDir().mkpath(dir.filePath(QStringLiteral("sweep")));

        Result r = lathe::test::runCli({QStringLiteral("sweep"), QStringLiteral("--resume"), dir.filePath(QStringLiteral("sweep")),
                                        QStringLiteral("--epochs"), QStringLiteral("3"), QStringLiteral("--trials"), QStringLiteral("9")});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("--resume continues a sweep with the settings it was started with; --epochs, --trials would change nothing")),
                 qPrintable(r.err));

        r = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--grid"), QStringLiteral("training.lr=0.001,0.002"),
                                 QStringLiteral("--trials"), QStringLiteral("5"), QStringLiteral("--seed"), QStringLiteral("7"),
                                 QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs"))});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("--trials, --seed are not used by --search grid")), qPrintable(r.err));
        QVERIFY(!QDir(dir.filePath(QStringLiteral("runs"))).exists()); // refused before a sweep folder was made

        r = lathe::test::runCli({QStringLiteral("sweep"), cfg, QStringLiteral("--search"), QStringLiteral("random"), QStringLiteral("--range"),
                                 QStringLiteral("training.lr=1e-3:1e-2:log"), QStringLiteral("--eta"), QStringLiteral("4")});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("--eta is not used by --search random")), qPrintable(r.err));

        // A training split of one sample would train a model whose every output is NaN (batch normalisation).
        // (The config gives its name twice: train says so, as validate does.)
        const QString repeated = lathe::test::writeFile(dir.filePath(QStringLiteral("repeated.json")),
                                                        QByteArray(ringsConfigText()).replace("{\"name\"", "{\"name\": \"first\", \"name\""));
        r = lathe::test::runCli({QStringLiteral("train"), repeated, QStringLiteral("--no-gpu"), QStringLiteral("--set"), QStringLiteral("data.limit=1"),
                                 QStringLiteral("--set"), QStringLiteral("data.target=y"), QStringLiteral("--set"), QStringLiteral("data.task=regression"),
                                 QStringLiteral("--set"), QStringLiteral("data.features=[\"x\",\"noise\"]"), QStringLiteral("--runs-dir"),
                                 dir.filePath(QStringLiteral("one"))});
        QCOMPARE(r.code, int(ExitDataError));
        QVERIFY2(r.err.contains(QStringLiteral("the training split holds 1 sample(s): training needs 2 at least")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("repeated.json:1:19: warning: name: given twice (also at line 1): this last value is used")), qPrintable(r.err));

        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--quick"), QStringLiteral("--epochs"), QStringLiteral("3")});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("--epochs excludes --quick")) || r.err.contains(QStringLiteral("--quick excludes --epochs")), qPrintable(r.err));

        // The option that gave a bad value is the one named, not --set; a folder is no config.
        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--batch-size"), QStringLiteral("abc")});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.startsWith(QStringLiteral("error: --batch-size training.batch_size")), qPrintable(r.err));
        r = lathe::test::runCli({QStringLiteral("train"), dir.path()});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("is a folder: name the config's JSON file")), qPrintable(r.err));
        // A count that is no whole number is said as such, not as out of range.
        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--procs"), QStringLiteral("abc")});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("\"abc\" is not a whole number (1 to 256)")), qPrintable(r.err));
        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--epochs"), QStringLiteral("1.5")});
        QVERIFY2(r.code == int(ExitUsage) && r.err.contains(QStringLiteral("\"1.5\" is not a whole number")), qPrintable(r.err));
        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--procs"), QStringLiteral("0")});
        QVERIFY2(r.code == int(ExitUsage) && r.err.contains(QStringLiteral("0 is not in the range 1 to 256")), qPrintable(r.err));
        // An option and a --set of the same field with other values: refused, not the --set taken silently.
        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--epochs"), QStringLiteral("1"), QStringLiteral("--set"),
                                 QStringLiteral("training.epochs=3")});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("--epochs sets training.epochs=1 and --set training.epochs=3 gives another value")), qPrintable(r.err));
        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--set"), QStringLiteral("device.type=cuda")});
        QVERIFY2(r.code == int(ExitUsage) && r.err.contains(QStringLiteral("--no-gpu sets device.type=cpu")), qPrintable(r.err));
        // The same value written another way is no conflict (the run goes on to the config's own refusal).
        r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--set"),
                                 QStringLiteral("device.type=\"cpu\""), QStringLiteral("--set"), QStringLiteral("training.nosuch=1")});
        QVERIFY2(r.code == int(ExitConfigError) && !r.err.contains(QStringLiteral("gives another value")), qPrintable(r.err));
        r = lathe::test::runCli({QStringLiteral("slurm"), cfg, QStringLiteral("--tasks-per-node"), QStringLiteral("4"), QStringLiteral("-o"),
                                 dir.filePath(QStringLiteral("job.sh"))});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("job.sh"))));
    }

    // The commands that read a run folder: what the model cannot read is said as such, a record of
    // the run is no output, the log of a run still training is left to it, and a watched folder
    // deleted ends the watch.
    void runFolderCommandsSayWhatIsWrong()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(200));
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), ringsConfigText());
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code,
                 int(ExitSuccess));
        const QString run = onlyRun(runs);

        // A run's evaluation is one of its records (predict wrote a CSV over it).
        const QString rows = lathe::test::writeFile(dir.filePath(QStringLiteral("rows.csv")), "x,y,noise\n0.5,1.5,0.1\n");
        const QByteArray evaluation = fileHash(run + QStringLiteral("/evaluation.json"));
        Result r = lathe::test::runCli({QStringLiteral("predict"), run, rows, QStringLiteral("-o"), run + QStringLiteral("/evaluation.json")});
        QCOMPARE(r.code, int(ExitConfigError));
        QCOMPARE(fileHash(run + QStringLiteral("/evaluation.json")), evaluation);
        // A number float32 cannot hold is refused as training refuses it (it gave NaN probabilities).
        const QString big = lathe::test::writeFile(dir.filePath(QStringLiteral("big.csv")), "x,y,noise\n1e39,1.5,0.1\n");
        r = lathe::test::runCli({QStringLiteral("predict"), run, big, QStringLiteral("-o"), dir.filePath(QStringLiteral("p.csv"))});
        QCOMPARE(r.code, int(ExitDataError));
        QVERIFY2(r.err.contains(QStringLiteral("1e39 does not fit in float32")), qPrintable(r.err));
        // An image given to a table's model (it was called badly encoded text).
        const QString png = lathe::test::writeFile(dir.filePath(QStringLiteral("a.png")), QByteArray("\x89PNG\r\n\x1a\n", 8));
        r = lathe::test::runCli({QStringLiteral("predict"), run, png, QStringLiteral("-o"), dir.filePath(QStringLiteral("p.csv"))});
        QCOMPARE(r.code, int(ExitDataError));
        QVERIFY2(r.err.contains(QStringLiteral("a.png: an image; this model takes CSV rows")), qPrintable(r.err));
        // An output that cannot be written is named with the reason, before the rows are read (it said
        // "p.csv.tmp: cannot be written", and report's folder that could not be made was
        // "report.html.tmp: No such file").
        const QString missing = dir.filePath(QStringLiteral("missing/p.csv"));
        r = lathe::test::runCli({QStringLiteral("predict"), run, rows, QStringLiteral("-o"), missing});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("the output ") + missing + QStringLiteral(" cannot be written: the folder ") + dir.filePath(QStringLiteral("missing"))
                                + QStringLiteral(" does not exist")),
                 qPrintable(r.err));
        r = lathe::test::runCli({QStringLiteral("report"), run, QStringLiteral("--html-only"), QStringLiteral("-o"), rows + QStringLiteral("/reports")});
        QCOMPARE(r.code, int(ExitRuntimeError));
        QVERIFY2(r.err.contains(QStringLiteral("cannot create the folder ") + rows + QStringLiteral("/reports: Not a directory")), qPrintable(r.err));
        // evaluate scores the weights the run chose (output.test_checkpoint), not always the best.
        {
            const QString lastRuns = dir.filePath(QStringLiteral("last-runs"));
            QCOMPARE(lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--runs-dir"), lastRuns, QStringLiteral("--set"),
                                          QStringLiteral("output.test_checkpoint=last"), QStringLiteral("--epochs"), QStringLiteral("2"), QStringLiteral("-q")})
                         .code,
                     int(ExitSuccess));
            const QString lastRun = onlyRun(lastRuns);
            r = lathe::test::runCli({QStringLiteral("evaluate"), lastRun, QStringLiteral("--no-gpu"), QStringLiteral("-q")});
            QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
            QFile record(lastRun + QStringLiteral("/evaluation.json"));
            QVERIFY(record.open(QIODevice::ReadOnly));
            const QByteArray text = QJsonDocument::fromJson(record.readAll()).toJson(QJsonDocument::Compact);
            QVERIFY2(text.contains("\"name\":\"last\"") && text.contains("output.test_checkpoint"), text.constData());
        }
        // evaluate's own options are named in what it says of them, not the run's config.json.
        const QString labels = lathe::test::writeFile(dir.filePath(QStringLiteral("rows.idx")), "");
        r = lathe::test::runCli({QStringLiteral("evaluate"), run, QStringLiteral("--no-gpu"), QStringLiteral("--data"), rows, QStringLiteral("--labels"),
                                 labels, QStringLiteral("-o"), dir.filePath(QStringLiteral("e.json"))});
        QVERIFY2(r.err.contains(QStringLiteral("warning: --labels (data.test_labels_path): ignored: a labels file is read for source \"idx\" only")),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("config.json: warning")), qPrintable(r.err));

        // A run writes its own TensorBoard log as it trains (output.tensorboard, the default): lathe-cli
        // tensorboard leaves it (rebuilt, it lost its per-step series) and says so; --force replaces it,
        // here from a folder named relative to here.
        const QStringList before = QDir(run + QStringLiteral("/tb")).entryList(QDir::Files);
        QVERIFY(!before.isEmpty());
        QTest::qWait(1100); // a rewrite names its event file by another second
        r = lathe::test::runCli({QStringLiteral("tensorboard"), run});
        QVERIFY2(r.code == ExitSuccess && r.err.contains(QStringLiteral("holds the log the run wrote as it trained")), qPrintable(r.err));
        QCOMPARE(QDir(run + QStringLiteral("/tb")).entryList(QDir::Files), before);
        // One whose writing stopped as the run trained (a full disk marks it): rewritten without --force,
        // where it was left with the epochs it lacked.
        lathe::test::writeFile(run + QStringLiteral("/tb/incomplete.txt"), "cannot write the TensorBoard log (disk full?)\n");
        r = lathe::test::runCli({QStringLiteral("tensorboard"), run});
        QVERIFY2(r.code == ExitSuccess && r.err.contains(QStringLiteral("lacked what came after its writing stopped")), qPrintable(r.err));
        QVERIFY(!QFile::exists(run + QStringLiteral("/tb/incomplete.txt")));
        QTest::qWait(1100);
        r = lathe::test::runCli({QStringLiteral("tensorboard"), QFileInfo(run).fileName(), QStringLiteral("--force")}, 240000,
                                [&](QProcess& p) { p.setWorkingDirectory(runs); });
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("view them with: tensorboard --logdir .")), qPrintable(r.out));
        QVERIFY(QDir(run + QStringLiteral("/tb")).entryList(QDir::Files) != before);
        // A sweep's folder stands for its runs.
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("sweep/t1"))));
        lathe::test::writeFile(dir.filePath(QStringLiteral("sweep/sweep.json")), "{}");
        for (const QString& name : {QStringLiteral("config.json"), QStringLiteral("metrics.jsonl"), QStringLiteral("summary.json")})
            QVERIFY(QFile::copy(run + QLatin1Char('/') + name, dir.filePath(QStringLiteral("sweep/t1/") + name)));
        r = lathe::test::runCli({QStringLiteral("tensorboard"), dir.filePath(QStringLiteral("sweep"))});
        QVERIFY2(r.code == ExitSuccess && r.err.contains(QStringLiteral("is a sweep: the logs of its 1 run(s)")), qPrintable(r.out + r.err));
        QVERIFY(!QDir(dir.filePath(QStringLiteral("sweep/t1/tb"))).entryList(QDir::Files).isEmpty());
        QVERIFY2(r.out.contains(QStringLiteral("tensorboard --logdir ") + dir.filePath(QStringLiteral("sweep"))), qPrintable(r.out));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("empty-sweep"))));
        lathe::test::writeFile(dir.filePath(QStringLiteral("empty-sweep/sweep.json")), "{}");
        r = lathe::test::runCli({QStringLiteral("tensorboard"), dir.filePath(QStringLiteral("empty-sweep"))});
        QVERIFY2(r.code == int(ExitConfigError) && r.err.contains(QStringLiteral("is a sweep that has no runs yet")), qPrintable(r.err));
        // A run still training (no summary yet, written to a moment ago, its lock held by a process
        // that runs: this test's) writes its own: not replaced under it.
        QFile::remove(run + QStringLiteral("/summary.json"));
        char host[256] = {};
        QCOMPARE(::gethostname(host, sizeof host - 1), 0);
        lathe::test::writeFile(run + QStringLiteral("/.lathe-lock"),
                               QByteArray(QByteArray::number(QCoreApplication::applicationPid()) + ' ' + QByteArray(host) + '\n'));
        QFile metrics(run + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::ReadWrite));
        QVERIFY(metrics.setFileTime(QDateTime::currentDateTime(), QFileDevice::FileModificationTime));
        metrics.close();
        r = lathe::test::runCli({QStringLiteral("tensorboard"), run, QStringLiteral("--force")});
        QVERIFY2(r.code == ExitRuntimeError, qPrintable(r.out + r.err));
        QVERIFY2(r.err.contains(QStringLiteral("is still being written")), qPrintable(r.err));
        // Nor is it evaluated under the training that holds it (evaluate scored a checkpoint being
        // replaced and wrote evaluation.json into the folder another process writes).
        {
            const lathe::core::FolderLock held(run.toStdString()); // as the training holds it
            const QByteArray evaluation = fileHash(run + QStringLiteral("/evaluation.json"));
            r = lathe::test::runCli({QStringLiteral("evaluate"), run});
            QCOMPARE(r.code, int(ExitRuntimeError));
            QVERIFY2(r.err.contains(QStringLiteral("is still training (PID %1").arg(QCoreApplication::applicationPid())), qPrintable(r.err));
            QCOMPARE(fileHash(run + QStringLiteral("/evaluation.json")), evaluation);
            // Written elsewhere, it may: the checkpoints are replaced whole.
            r = lathe::test::runCli({QStringLiteral("evaluate"), run, QStringLiteral("-q"), QStringLiteral("-o"), dir.filePath(QStringLiteral("live.json"))});
            QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        }
        QVERIFY2(lathe::test::runCli({QStringLiteral("evaluate"), run, QStringLiteral("-q")}).code == ExitSuccess, "evaluate after the lock was released");

        // A watched folder deleted under the watch ends it (it watched for ever).
        const QString copy = dir.filePath(QStringLiteral("copy"));
        QVERIFY(QDir().rename(run, copy));
        QProcess watch;
        watch.setProcessEnvironment(lathe::test::cliEnvironment());
        watch.start(QStringLiteral(LATHE_CLI_PATH), {QStringLiteral("watch"), copy, QStringLiteral("--interval"), QStringLiteral("0.2"), QStringLiteral("-q")});
        QVERIFY(watch.waitForStarted());
        QTest::qWait(1000);
        QVERIFY(QDir(copy).removeRecursively());
        QVERIFY(watch.waitForFinished(20000));
        QCOMPARE(watch.exitCode(), int(ExitRuntimeError));
        QVERIFY2(watch.readAllStandardError().contains("is no longer there"), "watch did not say the folder went");
    }
};

QTEST_GUILESS_MAIN(TestCliGuards)
#include "tst_cliguards.moc"
