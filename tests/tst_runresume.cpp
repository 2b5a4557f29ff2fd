// A run resumed with lathe-cli train --resume, as a user meets it: more epochs are recorded as the
// run's config (the report counts them), a finished run resumed keeps its last metrics, a setting
// that shapes the model or its data is refused before anything is written, a run folder another
// process writes is refused, an edited metrics line does not stop the resume, and changed data or
// missing checkpoints are said before anything is read.

#include "clitest.h"
#include "testutil.h"
#include "util/errors.h"
#include "util/folderlock.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <map>

#include <unistd.h>

using namespace lathe::core;
using lathe::test::fileHash;
using lathe::test::onlyRun;

namespace {

using Result = lathe::test::Job;

QJsonObject readJson(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

// A run of one epoch on the rings table, trained to its end.
QString trainedRun(const QTemporaryDir& dir)
{
    lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(300));
    const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "resumed",
  "data": {"path": "rings.csv", "target": "label", "splits": {"test": 0.2}},
  "model": {"kind": "mlp", "hidden": [8]}, "training": {"epochs": 1, "batch_size": 32}, "output": {"tensorboard": false}})");
    const QString runs = dir.filePath(QStringLiteral("runs"));
    const Result r = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")});
    return r.code == ExitSuccess ? onlyRun(runs) : QString();
}

Result resume(const QString& run, QStringList more = {})
{
    QStringList args{QStringLiteral("train"), QStringLiteral("--resume"), run, QStringLiteral("--no-gpu")};
    return lathe::test::runCli(args + more);
}

} // namespace

class TestRunResume : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Resumed with nothing left to train, the run keeps its last epoch's metrics in summary.json (it
    // kept only the test split's); resumed for more epochs, config.json says so and the log why.
    void moreEpochsAreRecordedAndAFinishedRunKeepsItsMetrics()
    {
        QTemporaryDir dir;
        const QString run = trainedRun(dir);
        QVERIFY(!run.isEmpty());
        Result r = resume(run, {QStringLiteral("-q")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        const QJsonObject final = readJson(run + QStringLiteral("/summary.json"))[QStringLiteral("final")].toObject();
        QVERIFY2(final.contains(QStringLiteral("train_loss")) && final.contains(QStringLiteral("val_loss")) && final.contains(QStringLiteral("test_accuracy")),
                 QJsonDocument(final).toJson().constData());

        r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("3"), QStringLiteral("--set"), QStringLiteral("loader.prefetch=4")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QCOMPARE(readJson(run + QStringLiteral("/config.json"))[QStringLiteral("training")].toObject()[QStringLiteral("epochs")].toInt(), 3);
        // How this session ran is its own: not recorded for the next resume.
        QCOMPARE(readJson(run + QStringLiteral("/config.json"))[QStringLiteral("loader")].toObject()[QStringLiteral("prefetch")].toInt(), 2);
        QCOMPARE(readJson(run + QStringLiteral("/config.json"))[QStringLiteral("training")].toObject()[QStringLiteral("batch_size")].toInt(), 32);
        QCOMPARE(readJson(run + QStringLiteral("/summary.json"))[QStringLiteral("epochs_completed")].toInt(), 3);
        QFile log(run + QStringLiteral("/log.txt"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(log.readAll());
        QVERIFY2(text.contains(QStringLiteral("resumed with changed settings: training.epochs 1 → 3; for this session only: loader.prefetch 2 → 4")),
                 qPrintable(text));
        // Another batch asked for on a resume is not taken (the run keeps its checkpoint's): said as a
        // warning, which -q keeps (it was an info line -q hid).
        r = resume(run, {QStringLiteral("-q"), QStringLiteral("--set"), QStringLiteral("training.batch_size=16")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("[warning] training.batch_size 16 is not taken on a resume: the run continues with its checkpoint's batch 32")),
                 qPrintable(r.err));
        QCOMPARE(readJson(run + QStringLiteral("/config.json"))[QStringLiteral("training")].toObject()[QStringLiteral("batch_size")].toInt(), 32);
        // A resume that changes nothing says nothing of it.
        r = resume(run, {QStringLiteral("-q")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        log.seek(0);
        QCOMPARE(QString::fromUtf8(log.readAll()).count(QStringLiteral("resumed with")), 1);
    }

    // What the checkpoint's model is, how its data is fed and split, and its optimizer's state cannot
    // change: refused with every such setting named, the folder untouched (before: the checkpoint's
    // model trained on on raw inputs, or LibTorch's internal assert for another optimizer).
    void settingsThatShapeTheModelCannotChange()
    {
        QTemporaryDir dir;
        const QString run = trainedRun(dir);
        QVERIFY(!run.isEmpty());
        const QByteArray metrics = fileHash(run + QStringLiteral("/metrics.jsonl")), config = fileHash(run + QStringLiteral("/config.json"));
        const Result r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("2"), QStringLiteral("--set"), QStringLiteral("model.hidden=[4]"),
                                      QStringLiteral("--set"), QStringLiteral("data.normalize=none"), QStringLiteral("--set"),
                                      QStringLiteral("training.optimizer=sgd"), QStringLiteral("--set"), QStringLiteral("name=renamed")});
        QCOMPARE(r.code, int(ExitConfigError));
        for (const QString& said : {QStringLiteral("and keeps its name, so these settings cannot change (start a new run to change them)"),
                                    QStringLiteral("model.hidden: the run has [8], now [4]"),
                                    QStringLiteral("data.normalize: the run has \"standard\", now \"none\""),
                                    QStringLiteral("training.optimizer: the run has \"adamw\", now \"sgd\""),
                                    QStringLiteral("name: the run has \"resumed\", now \"renamed\"")})
            QVERIFY2(r.err.contains(said), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("training.epochs:")), qPrintable(r.err)); // more epochs are fine
        QCOMPARE(fileHash(run + QStringLiteral("/metrics.jsonl")), metrics);
        QCOMPARE(fileHash(run + QStringLiteral("/config.json")), config);
    }

    // The training files changed since the run: a column more is refused before the model meets it
    // (LibTorch's "mat1 and mat2 shapes cannot be multiplied" before), more rows train on with a
    // warning. A run with no checkpoint to resume from says why before its data is read: its
    // checkpoints removed (model.pt still predicts), or stopped before the first one.
    void changedDataAndMissingCheckpointsAreSaid()
    {
        QTemporaryDir dir;
        const QString run = trainedRun(dir);
        QVERIFY(!run.isEmpty());
        const QString last = run + QStringLiteral("/checkpoints/last.pt");
        const QByteArray checkpoint = fileHash(last);
        QByteArray wider = "x,y,noise,extra,label\n";
        for (const QByteArray& line : lathe::test::ringsCsv(300).split('\n').mid(1))
            if (!line.isEmpty())
                wider += line.left(line.lastIndexOf(',')) + ",1" + line.mid(line.lastIndexOf(',')) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), wider);
        Result r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("2")});
        QCOMPARE(r.code, int(ExitDataError));
        QVERIFY2(r.err.contains(QStringLiteral("the data changed since the run was trained: the run was trained on 3 features and the data gives 4 "
                                               "now (the first difference: \"extra\"). The run's model cannot take it")),
                 qPrintable(r.err));
        QCOMPARE(fileHash(last), checkpoint);

        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(360));
        r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("2")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("[warning] the data changed since the run's last session: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("training goes on with the data as it is now")), qPrintable(r.err));

        QVERIFY(QDir(run + QStringLiteral("/checkpoints")).removeRecursively());
        r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("3")});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("holds no checkpoint to resume from")) && r.err.contains(QStringLiteral("lathe-cli predict")),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("read ")), qPrintable(r.err)); // before the data
        const Result scored = lathe::test::runCli({QStringLiteral("evaluate"), run});
        QCOMPARE(scored.code, int(ExitConfigError));
        QVERIFY2(scored.err.contains(QStringLiteral("holds no checkpoint to score")), qPrintable(scored.err));
        QVERIFY(QFile::remove(run + QStringLiteral("/model.pt")));
        r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("3")});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("stopped before its first checkpoint: there is nothing to resume. Train its config again: lathe-cli train ")),
                 qPrintable(r.err));
        // Unless it is still training towards its first: the lock names the process (the advice to
        // train it again would start a second).
        const FolderLock held(run.toStdString());
        r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("3")});
        QVERIFY2(r.err.contains(QStringLiteral("is in use by another Lathe process (PID %1").arg(::getpid())), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("stopped before its first checkpoint")), qPrintable(r.err));
    }

    // A config.json written by hand the way configs are ("target": "label", not the ["label"] Lathe
    // writes) is the same config: the resume goes on (it was refused as a change of data.target).
    void aHandWrittenConfigIsReadAsItsSettings()
    {
        QTemporaryDir dir;
        const QString run = trainedRun(dir);
        QVERIFY(!run.isEmpty());
        QJsonObject config = readJson(run + QStringLiteral("/config.json"));
        QJsonObject data = config.value(QStringLiteral("data")).toObject();
        QVERIFY(data.value(QStringLiteral("target")).isArray());
        data.insert(QStringLiteral("target"), QStringLiteral("label"));
        config.insert(QStringLiteral("data"), data);
        lathe::test::writeFile(run + QStringLiteral("/config.json"), QJsonDocument(config).toJson());
        const Result r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("2"), QStringLiteral("-q")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QCOMPARE(readJson(run + QStringLiteral("/summary.json")).value(QStringLiteral("epochs_completed")).toInt(), 2);
    }

    // config.json edited by hand after the checkpoint (the model's layers): refused, naming what the
    // checkpoint has (it trained the checkpoint's model on and left config.json describing another).
    void aHandEditedConfigIsCheckedAgainstTheCheckpoint()
    {
        QTemporaryDir dir;
        const QString run = trainedRun(dir);
        QVERIFY(!run.isEmpty());
        QFile file(run + QStringLiteral("/config.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject config = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonObject model = config.value(QStringLiteral("model")).toObject();
        model.insert(QStringLiteral("hidden"), QJsonArray{4});
        config.insert(QStringLiteral("model"), model);
        lathe::test::writeFile(file.fileName(), QJsonDocument(config).toJson());
        QStringList records;
        for (const QString& name : QDir(run).entryList(QDir::Files | QDir::Hidden))
            if (name != QStringLiteral("log.txt") && name != QStringLiteral("log.jsonl") && name != QStringLiteral(".lathe-lock"))
                records << name;
        QVERIFY(records.contains(QStringLiteral("summary.json")) && records.contains(QStringLiteral("data.json")));
        std::map<QString, QByteArray> before;
        for (const QString& name : records)
            before[name] = fileHash(run + QLatin1Char('/') + name);
        const Result r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("2")});
        QCOMPARE(r.code, int(ExitConfigError));
        for (const QString& said : {QStringLiteral("the run's config.json does not match its checkpoint"),
                                    QStringLiteral("model.hidden: the checkpoint has [8], the config [4]")})
            QVERIFY2(r.err.contains(said), qPrintable(r.err));
        // The run is left as it was: its summary, data record, metrics and report (a refusal after the
        // folder was opened wrote a "failed, 0 epochs" summary over the completed run's).
        for (const auto& [name, hash] : before)
            QVERIFY2(fileHash(run + QLatin1Char('/') + name) == hash, qPrintable(name + QStringLiteral(" changed")));
    }

    // Two processes writing one run folder interleave their epochs and lose some: the second is
    // refused, naming the first; once that ends, the resume goes on. An epoch line edited by hand is
    // skipped, not thrown on.
    void aRunFolderIsWrittenByOneProcessAtATime()
    {
        QTemporaryDir dir;
        const QString run = trainedRun(dir);
        QVERIFY(!run.isEmpty());
        {
            const FolderLock held(run.toStdString()); // this process, as a training would
            const Result r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("2")});
            QCOMPARE(r.code, int(ExitRuntimeError));
            QVERIFY2(r.err.contains(QStringLiteral("is in use by another Lathe process (PID %1 on %2)").arg(::getpid()).arg(QSysInfo::machineHostName())),
                     qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("delete %1/.lathe-lock and try again").arg(run)), qPrintable(r.err));
        }
        QFile metrics(run + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::Append));
        metrics.write("{\"epoch\": \"3\"}\n");
        metrics.close();
        const Result r = resume(run, {QStringLiteral("--epochs"), QStringLiteral("2"), QStringLiteral("-q")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QCOMPARE(readJson(run + QStringLiteral("/summary.json"))[QStringLiteral("epochs_completed")].toInt(), 2);
    }
};

QTEST_GUILESS_MAIN(TestRunResume)
#include "tst_runresume.moc"
