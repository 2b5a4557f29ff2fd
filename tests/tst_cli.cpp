// lathe-cli as a user runs it: exit codes, messages that name each problem, a run folder (evaluate and
// predict: tst_clipredict).

#include "testsession.h"
#include "testutil.h"
#include "dist/slurmscript.h"
#include "util/errors.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QProcess>
#include <QtTest>

#include <cmath>
#include <csignal>

using namespace lathe::core;

namespace {

struct Result {
    int code = -1;
    QString out, err;
};

Result run(const QStringList& args, const QString& cwd = {}, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
           const QString& program = QStringLiteral(LATHE_CLI_PATH))
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (!cwd.isEmpty())
        p.setWorkingDirectory(cwd);
    p.start(program, args);
    if (!p.waitForFinished(240000))
        qFatal("lathe-cli did not finish: %s", qPrintable(args.join(QLatin1Char(' '))));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString ringsConfig(const QTemporaryDir& dir, const QString& training = QStringLiteral(R"({"epochs": 2, "batch_size": 32})"))
{
    lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(300));
    return lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")),
                                  QStringLiteral(R"({"name": "cli", "data": {"path": "rings.csv", "target": "label"},
  "model": {"kind": "mlp", "hidden": [16]}, "training": %1})").arg(training).toUtf8());
}

// Starts `lathe-cli train CONFIG` and returns once its output shows `marker` (training is under way).
bool startTrainingUntil(QProcess& p, const QString& cfg, const QString& runs, const QByteArray& marker)
{
    p.start(QStringLiteral(LATHE_CLI_PATH), {QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs});
    if (!p.waitForStarted())
        return false;
    QByteArray out;
    QDeadlineTimer deadline(120000);
    while (!(out += p.readAllStandardOutput()).contains(marker)) {
        if (p.state() != QProcess::Running || deadline.hasExpired())
            return false;
        p.waitForReadyRead(200);
    }
    return true;
}

// The one run folder under `runs`, or an empty string.
QString onlyRun(const QString& runs)
{
    const QStringList found = QDir(runs).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return found.size() == 1 ? runs + QLatin1Char('/') + found.front() : QString();
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void version()
    {
        const Result r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, int(ExitSuccess));
        QVERIFY2(r.out.contains(QStringLiteral("LibTorch 2.11")), qPrintable(r.out));
    }

    void usageError()
    {
        // `help COMMAND` is the command's --help.
        const Result help = run({QStringLiteral("help"), QStringLiteral("train")});
        QVERIFY2(help.code == int(ExitSuccess) && help.out.contains(QStringLiteral("--resume")), qPrintable(help.out + help.err));
        QCOMPARE(run({QStringLiteral("help"), QStringLiteral("frobnicate")}).code, int(ExitUsage));
        QCOMPARE(run({QStringLiteral("frobnicate")}).code, int(ExitUsage));
        QCOMPARE(run({QStringLiteral("train")}).code, int(ExitUsage));
        // A count out of range says what is allowed (CLI11's own checks printed the largest double).
        const QTemporaryDir dir;
        const QString config = ringsConfig(dir);
        for (const QStringList& args : {QStringList{QStringLiteral("sweep"), config, QStringLiteral("--trials"), QStringLiteral("0")},
                                        QStringList{QStringLiteral("train"), config, QStringLiteral("--epochs"), QStringLiteral("-1")},
                                        QStringList{QStringLiteral("train"), config, QStringLiteral("--gpu-id"), QStringLiteral("-2")}}) {
            const Result r = run(args);
            QCOMPARE(r.code, int(ExitUsage));
            QVERIFY2(r.err.contains(args[2] + QStringLiteral(": ") + args[3] + QStringLiteral(" is not in the range ")) && !r.err.contains(QStringLiteral("1797693")),
                     qPrintable(r.err));
        }
    }

    void validateGoodConfig()
    {
        QTemporaryDir dir;
        const Result r = run({QStringLiteral("validate"), ringsConfig(dir)});
        QCOMPARE(r.code, int(ExitSuccess));
        QVERIFY(r.out.contains(QStringLiteral("valid")));
        // The columns it names are looked up in its data's header (a misspelt target passed, and training failed).
        QFile config(dir.filePath(QStringLiteral("c.json")));
        QVERIFY(config.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(config.readAll());
        config.close();
        lathe::test::writeFile(config.fileName(), text.replace(QStringLiteral("\"label\""), QStringLiteral("\"lable\"")).toUtf8());
        const Result wrong = run({QStringLiteral("validate"), dir.filePath(QStringLiteral("c.json"))});
        QCOMPARE(wrong.code, int(ExitConfigError));
        QVERIFY2(wrong.err.contains(QStringLiteral("rings.csv:1: target column \"lable\" not found in the header (did you mean \"label\"?)")),
                 qPrintable(wrong.err));
    }

    void validateReportsEveryProblemWithItsPlace()
    {
        QTemporaryDir dir;
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("broken.json")), R"({
  "data": {"path": "missing.csv", "target": "label"},
  "training": {"epochs": -3, "optimzer": "adamw"},
  "precision": {"amp": "fp32"}
})");
        const Result r = run({QStringLiteral("validate"), file});
        QCOMPARE(r.code, int(ExitConfigError));
        for (const QString& expected : QStringList{file + QStringLiteral(":3:26: error: training.epochs"),
                                        file + QStringLiteral(":3:30: error: training.optimzer: unknown key \"optimzer\" (did you mean \"optimizer\"?)"),
                                        file + QStringLiteral(":4:24: error: precision.amp: expected one of auto, off, fp16 or bf16, found \"fp32\""),
                                        file + QStringLiteral(":2:20: error: data.path: no file or folder matches \"missing.csv\""),
                                        file + QStringLiteral(": 4 error(s)")})
            QVERIFY2(r.err.contains(expected), qPrintable(r.err));
    }

    void trainSaysProblemsInTheFilesOrder()
    {
        // As validate prints them: an option's first (it has no place in the file), then by line (they
        // came in the schema's order: data.path's line 3 before test_path's line 2, the option between).
        QTemporaryDir dir;
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("broken.json")), R"({
  "data": {"test_path": "nosuch2.csv",
  "path": "missing.csv", "target": "label"}
})");
        const Result r = run({QStringLiteral("train"), file, QStringLiteral("--set"), QStringLiteral("data.val_path=nosuch.csv")});
        QCOMPARE(r.code, int(ExitConfigError));
        const qsizetype option = r.err.indexOf(QStringLiteral("--set data.val_path: no file")),
                        test = r.err.indexOf(QStringLiteral(":2:25: error: data.test_path")), path = r.err.indexOf(QStringLiteral(":3:11: error: data.path"));
        QVERIFY2(option >= 0 && option < test && test < path, qPrintable(r.err));
        // `help help` is help.
        const Result help = run({QStringLiteral("help"), QStringLiteral("help")});
        QVERIFY2(help.code == int(ExitSuccess) && help.out.contains(QStringLiteral("validate")), qPrintable(help.out + help.err));
    }

    void validateSyntaxError()
    {
        QTemporaryDir dir;
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("syntax.json")), "{\n  \"name\": \"x\",,\n}\n");
        const Result r = run({QStringLiteral("validate"), file});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(file + QStringLiteral(":2:15: error: invalid JSON")), qPrintable(r.err));
    }

    // A mistyped command is named, with the commands there are (it said "A subcommand is required").
    void anUnknownCommandIsNamed()
    {
        const Result r = run({QStringLiteral("trian"), QStringLiteral("c.json")});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("unknown command \"trian\"; the commands are validate, train,")), qPrintable(r.err));
        QCOMPARE(run({QStringLiteral("--version")}).code, int(ExitSuccess));
    }

    // Several files: one missing or a folder is an error of its own, the others are still checked.
    void validateGoesOnPastAMissingFile()
    {
        QTemporaryDir dir;
        const QString good = ringsConfig(dir);
        const QString syntax = lathe::test::writeFile(dir.filePath(QStringLiteral("syntax.json")), "{\n  \"name\": \"x\",\n}\n");
        const QString gone = dir.filePath(QStringLiteral("gone.json"));
        const Result r = run({QStringLiteral("validate"), gone, dir.path(), syntax, good});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("config file ") + gone + QStringLiteral(" does not exist")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("is a folder: name the config's JSON file")), qPrintable(r.err));
        QVERIFY2(r.err.contains(syntax + QStringLiteral(":3:1: error: invalid JSON: a comma before }")), qPrintable(r.err));
        QVERIFY2(r.out.contains(good + QStringLiteral(": valid")), qPrintable(r.out));
    }

    void validateMissingDataFileIsNamed()
    {
        QTemporaryDir dir;
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"data": {"path": "gone.csv", "target": "y"}})");
        const Result r = run({QStringLiteral("validate"), file});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("data.path: no file or folder matches \"gone.csv\"")), qPrintable(r.err));
        QVERIFY2(r.err.contains(dir.filePath(QStringLiteral("gone.csv"))), qPrintable(r.err));
    }

    void trainSucceedsAndWritesRunFolder()
    {
        QTemporaryDir dir;
        const Result r = run({QStringLiteral("train"), ringsConfig(dir), QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")),
                              QStringLiteral("--no-gpu"), QStringLiteral("--set"), QStringLiteral("training.lr=0.01")},
                             dir.path());
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("epoch 2/2")));
        QVERIFY(r.out.contains(QStringLiteral("Finished:")));
        QVERIFY2(r.err.contains(QStringLiteral("transparent huge pages for tensors of 2 MiB and more on")), qPrintable(r.err));
        const QStringList runs = QDir(dir.filePath(QStringLiteral("runs"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(runs.size(), 1);
        QVERIFY(runs.front().startsWith(QStringLiteral("cli-")));
        QFile cfg(dir.filePath(QStringLiteral("runs/") + runs.front() + QStringLiteral("/config.json")));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        QVERIFY(cfg.readAll().contains("\"lr\": 0.01"));
        // Every run leaves its report.
        const QString report = dir.filePath(QStringLiteral("runs/") + runs.front() + QStringLiteral("/report.html"));
        QVERIFY(QFile::exists(report));
        QVERIFY2(r.out.contains(QStringLiteral("Report: ")), qPrintable(r.out));
    }

    // --progress jsonl: every line of stdout is one JSON object; a run reads as started, batch
    // reports, epochs, log lines (decisions marked, messages as data), finished and its report; a
    // failing run ends with its exit code and message id; find-batch gives its trials.
    void progressAsJsonLines()
    {
        QTemporaryDir dir;
        const auto events = [](const Result& r) {
            QList<QJsonObject> out;
            for (const QString& line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                QJsonParseError error;
                const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
                if (error.error != QJsonParseError::NoError || !doc.isObject())
                    qFatal("not a JSON object: %s", qPrintable(line));
                out << doc.object();
            }
            return out;
        };
        const Result r = run({QStringLiteral("train"), ringsConfig(dir), QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")),
                              QStringLiteral("--no-gpu"), QStringLiteral("--progress"), QStringLiteral("jsonl")});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        const QList<QJsonObject> e = events(r);
        QVERIFY(e.size() >= 6);
        QCOMPARE(e.front().value(QStringLiteral("event")).toString(), QStringLiteral("begin"));
        QCOMPARE(e.front().value(QStringLiteral("schema")).toInt(), 1);
        QCOMPARE(e.front().value(QStringLiteral("command")).toString(), QStringLiteral("train"));
        QStringList kinds;
        for (const QJsonObject& o : e) {
            kinds << o.value(QStringLiteral("event")).toString();
            QVERIFY(o.value(QStringLiteral("time")).toDouble() > 1.7e9);
        }
        QCOMPARE(kinds.count(QStringLiteral("started")), 1);
        QCOMPARE(e[static_cast<int>(kinds.indexOf(QStringLiteral("started")))].value(QStringLiteral("epochs")).toInt(), 2);
        QVERIFY(kinds.indexOf(QStringLiteral("started")) < kinds.indexOf(QStringLiteral("batch")));
        QCOMPARE(kinds.count(QStringLiteral("epoch")), 2);
        QVERIFY(kinds.contains(QStringLiteral("batch")));
        const QJsonObject epoch = e[static_cast<int>(kinds.indexOf(QStringLiteral("epoch")))];
        QVERIFY(epoch.value(QStringLiteral("metrics")).toObject().contains(QStringLiteral("val_loss")));
        bool decision = false;
        for (const QJsonObject& o : e)
            decision = decision || (o.value(QStringLiteral("decision")).toBool() && o.value(QStringLiteral("message")).isObject());
        QVERIFY2(decision, qPrintable(r.out));
        QCOMPARE(kinds.at(kinds.size() - 2), QStringLiteral("finished"));
        QCOMPARE(e.at(e.size() - 2).value(QStringLiteral("exit_code")).toInt(), 0);
        QVERIFY(e.at(e.size() - 2).value(QStringLiteral("final_metrics")).toObject().contains(QStringLiteral("val_loss")));
        QCOMPARE(kinds.back(), QStringLiteral("report"));

        // evaluate, without a session: "begin", its messages, "finished" with the scores.
        const QString runDir = e.front().value(QStringLiteral("config")).toString().isEmpty()
                                   ? QString()
                                   : e[static_cast<int>(kinds.indexOf(QStringLiteral("started")))].value(QStringLiteral("run_dir")).toString();
        const Result scored = run({QStringLiteral("evaluate"), runDir, QStringLiteral("--data"), dir.filePath(QStringLiteral("rings.csv")),
                                   QStringLiteral("--no-gpu"), QStringLiteral("--progress"), QStringLiteral("jsonl")});
        QVERIFY2(scored.code == ExitSuccess, qPrintable(scored.out + scored.err));
        const QList<QJsonObject> ev = events(scored);
        QCOMPARE(ev.front().value(QStringLiteral("command")).toString(), QStringLiteral("evaluate"));
        QCOMPARE(ev.back().value(QStringLiteral("event")).toString(), QStringLiteral("finished"));
        QCOMPARE(ev.back().value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        QVERIFY2(!ev.back().value(QStringLiteral("metrics")).toObject().isEmpty(), qPrintable(scored.out));
        const Result missing = run({QStringLiteral("predict"), runDir, dir.filePath(QStringLiteral("no-such.csv")), QStringLiteral("--progress"),
                                    QStringLiteral("jsonl"), QStringLiteral("-o"), dir.filePath(QStringLiteral("p.csv"))});
        QVERIFY(missing.code != ExitSuccess);
        const QList<QJsonObject> pe = events(missing);
        QCOMPARE(pe.back().value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        QCOMPARE(pe.back().value(QStringLiteral("exit_code")).toInt(), missing.code);
        QVERIFY2(pe.back().value(QStringLiteral("text")).toString().contains(QStringLiteral("no-such.csv")), qPrintable(missing.out));

        // A failure: its exit code and what went wrong as data.
        const Result bad = run({QStringLiteral("train"), ringsConfig(dir), QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")),
                                QStringLiteral("--no-gpu"), QStringLiteral("--progress"), QStringLiteral("jsonl"), QStringLiteral("--set"),
                                QStringLiteral("data.target=no_such_column")});
        QVERIFY(bad.code != ExitSuccess);
        QJsonObject finished;
        for (const QJsonObject& o : events(bad))
            finished = o.value(QStringLiteral("event")).toString() == QStringLiteral("finished") ? o : finished;
        QVERIFY2(!finished.isEmpty(), qPrintable(bad.out + bad.err));
        QCOMPARE(finished.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        QCOMPARE(finished.value(QStringLiteral("exit_code")).toInt(), bad.code);
        QVERIFY(!finished.value(QStringLiteral("message")).toObject().value(QStringLiteral("id")).toString().isEmpty());

        const Result find = run({QStringLiteral("find-batch"), ringsConfig(dir), QStringLiteral("--no-gpu"), QStringLiteral("--set"),
                                 QStringLiteral("batch_finder.memory_budget_mb=1"), QStringLiteral("--progress"), QStringLiteral("jsonl")});
        QCOMPARE(find.code, int(ExitSuccess));
        const QList<QJsonObject> trials = events(find);
        int trialCount = 0;
        for (const QJsonObject& o : trials)
            trialCount += o.value(QStringLiteral("event")).toString() == QStringLiteral("finder_trial") ? 1 : 0;
        QVERIFY2(trialCount >= 2, qPrintable(find.out));
        QVERIFY(trials.back().value(QStringLiteral("batch_size")).toInt() > 0);
        // The finder's record as one event before the end, its choice the batch the run ends with.
        const auto record = std::find_if(trials.begin(), trials.end(),
                                         [](const QJsonObject& o) { return o.value(QStringLiteral("event")).toString() == QStringLiteral("batch_finder"); });
        QVERIFY2(record != trials.end(), qPrintable(find.out));
        QCOMPARE(record->value(QStringLiteral("chosen")).toInt(), trials.back().value(QStringLiteral("batch_size")).toInt());
        QVERIFY(record->value(QStringLiteral("trials")).toArray().size() >= 2);
    }

    // lathe-cli turns LibTorch's huge pages on unless the environment says otherwise, and says which.
    void hugePagesFollowTheEnvironment()
    {
        QTemporaryDir dir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("THP_MEM_ALLOC_ENABLE"), QStringLiteral("0"));
        const Result r = run({QStringLiteral("train"), ringsConfig(dir), QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs")),
                              QStringLiteral("--no-gpu"), QStringLiteral("--epochs"), QStringLiteral("1")},
                             dir.path(), env);
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("transparent huge pages for tensors of 2 MiB and more off (THP_MEM_ALLOC_ENABLE=0)")),
                 qPrintable(r.err));
    }

    // lathe-cli starts itself again to set how OpenMP waits (util/openmpwait.h), and keeps its name:
    // exec'd as /proc/self/exe it was "exe" to ps, top and pkill lathe-cli.
    void restartedForOpenMpKeepsItsName()
    {
        QTemporaryDir dir;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"GOMP_SPINCOUNT", "OMP_WAIT_POLICY", "LATHE_OPENMP_WAIT"})
            env.remove(QString::fromLatin1(name));
        p.setProcessEnvironment(env);
        QVERIFY(startTrainingUntil(p, ringsConfig(dir, QStringLiteral(R"({"epochs": 2000, "batch_size": 32})")),
                                   dir.filePath(QStringLiteral("runs")), "epoch 1/"));
        const QString proc = QStringLiteral("/proc/%1/").arg(p.processId());
        QFile comm(proc + QStringLiteral("comm")), environ(proc + QStringLiteral("environ"));
        QVERIFY(comm.open(QIODevice::ReadOnly) && environ.open(QIODevice::ReadOnly));
        const QByteArray name = comm.readAll().trimmed(), variables = environ.readAll();
        p.kill();
        QVERIFY(p.waitForFinished(30000));
        QVERIFY2(variables.split('\0').contains("LATHE_OPENMP_WAIT=1"), "lathe-cli did not start itself again");
        QCOMPARE(name, QFileInfo(QStringLiteral(LATHE_CLI_PATH)).fileName().left(15).toUtf8()); // comm: 15 bytes at most
    }

    void trainBadOverrideIsConfigError()
    {
        QTemporaryDir dir;
        const Result r = run({QStringLiteral("train"), ringsConfig(dir), QStringLiteral("--set"), QStringLiteral("training.epoch=3")});
        QCOMPARE(r.code, int(ExitConfigError));
        QVERIFY2(r.err.contains(QStringLiteral("did you mean \"training.epochs\"")), qPrintable(r.err));
    }

    void trainBadDataIsDataError()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir);
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), "x,y,noise,label\n1,2,3,a\n4,5,6\n");
        const Result r = run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs"))});
        QCOMPARE(r.code, int(ExitDataError));
        QVERIFY2(r.err.contains(QStringLiteral("rings.csv:3: expected 4 fields")), qPrintable(r.err));
    }

    void killedRunResumesFromItsLastCheckpoint()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir, QStringLiteral(R"({"epochs": 6, "batch_size": 2})"));
        QProcess p;
        QVERIFY(startTrainingUntil(p, cfg, dir.filePath(QStringLiteral("runs")), "epoch 2/6"));
        p.kill(); // SIGKILL: no chance to save anything
        QVERIFY(p.waitForFinished(30000));
        const QString runDir = onlyRun(dir.filePath(QStringLiteral("runs")));
        QVERIFY(!runDir.isEmpty());
        const Result r = run({QStringLiteral("train"), QStringLiteral("--resume"), runDir});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("resumed from the checkpoint after epoch")), qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("epoch 6/6")));
        QFile metrics(runDir + QStringLiteral("/metrics.jsonl"));
        QVERIFY(metrics.open(QIODevice::ReadOnly));
        QCOMPARE(metrics.readAll().count('\n'), 6); // each epoch once, across both processes
        // Resuming a completed run trains nothing and says so.
        const Result again = run({QStringLiteral("train"), QStringLiteral("--resume"), runDir});
        QCOMPARE(again.code, int(ExitSuccess));
        QVERIFY2(again.err.contains(QStringLiteral("all 6 epochs were trained already")), qPrintable(again.err));
        QVERIFY(!again.out.contains(QStringLiteral("epoch 6/6")));
    }

    // Under a CPU quota (half a CPU here) doctor measures on the threads a run starts on, not on
    // every CPU of the affinity mask throttled by the quota. Needs a writable cgroup v1 or v2 (root).
    void doctorMeasuresOnTheRunsThreads()
    {
        const QString v1 = QStringLiteral("/sys/fs/cgroup/cpu"), v2 = QStringLiteral("/sys/fs/cgroup");
        const bool isV1 = QFile::exists(v1 + QStringLiteral("/cpu.cfs_quota_us"));
        const QString group = (isV1 ? v1 : v2) + QStringLiteral("/lathe-test-doctor-") + QString::number(QCoreApplication::applicationPid());
        if (!QDir().mkdir(group))
            QSKIP("no writable cgroup here");
        const auto cleanup = qScopeGuard([&] { QDir().rmdir(group); });
        QFile quota(group + (isV1 ? QStringLiteral("/cpu.cfs_quota_us") : QStringLiteral("/cpu.max")));
        if (!quota.open(QIODevice::WriteOnly) || quota.write(isV1 ? "50000" : "50000 100000") <= 0 || !quota.flush())
            QSKIP("the cgroup's CPU quota cannot be set here");
        quota.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("OMP_NUM_THREADS"));
        const Result r = run({QStringLiteral("-c"), QStringLiteral("echo $$ > '%1/cgroup.procs' || exit 77; exec '%2' doctor --quick --json")
                                                        .arg(group, QStringLiteral(LATHE_CLI_PATH))},
                             {}, env, QStringLiteral("/bin/sh"));
        if (r.code == 77)
            QSKIP("this process cannot move into the cgroup (a delegated or namespaced one)");
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        const QJsonObject cpu = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("cpu")).toObject();
        QCOMPARE(cpu.value(QStringLiteral("usable")).toInt(), 1);
        QCOMPARE(cpu.value(QStringLiteral("threads")).toInt(), 1);
    }

    void doctorExplainsTheMachine()
    {
        const Result r = run({QStringLiteral("doctor"), QStringLiteral("--quick")});
        QCOMPARE(r.code, int(ExitSuccess));
        QVERIFY2(r.out.contains(QStringLiteral("No usable GPU: ")) || r.out.contains(QStringLiteral("cuda:0")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("matmul fp32")));
        // OMP_NUM_THREADS fixes a run's threads: doctor says that count, not the machine's.
        QProcessEnvironment fixed = QProcessEnvironment::systemEnvironment();
        fixed.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"));
        const Result one = run({QStringLiteral("doctor"), QStringLiteral("--quick")}, {}, fixed);
        QVERIFY2(one.out.contains(QStringLiteral("OMP_NUM_THREADS fixes a CPU run at 1 threads")) && !one.out.contains(QStringLiteral("a CPU run starts on")),
                 qPrintable(one.out));

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), QString());
        const Result hidden = run({QStringLiteral("doctor"), QStringLiteral("--quick"), QStringLiteral("--json")}, {}, env);
        QCOMPARE(hidden.code, int(ExitSuccess));
        const auto report = QJsonDocument::fromJson(hidden.out.toUtf8()).object();
        QCOMPARE(report.value(QStringLiteral("gpu_usable")).toBool(), false);
        QCOMPARE(report.value(QStringLiteral("why_no_gpu")).toString(), QStringLiteral("CUDA_VISIBLE_DEVICES is empty"));
        QVERIFY(report.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("matmul_gflops_fp32")).toVariant().value<double>() > 0.0);

        // The GPU self-test without a GPU: every check listed, skipped, with the reason; nothing failed.
        const Result full = run({QStringLiteral("doctor"), QStringLiteral("--quick"), QStringLiteral("--full"), QStringLiteral("--json")}, {}, env);
        QCOMPARE(full.code, int(ExitSuccess));
        const auto test = QJsonDocument::fromJson(full.out.toUtf8()).object().value(QStringLiteral("self_test")).toObject();
        const QJsonArray checks = test.value(QStringLiteral("checks")).toArray();
        QCOMPARE(checks.size(), 16);
        QCOMPARE(test.value(QStringLiteral("skipped")).toInt(), 16);
        for (const auto& c : checks) {
            const QJsonObject o = c.toObject();
            QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("skipped"));
            QCOMPARE(o.value(QStringLiteral("text")).toString(), QStringLiteral("no usable GPU: CUDA_VISIBLE_DEVICES is empty"));
            // The reason as data: its template and arguments, translated in the window without parsing English.
            QCOMPARE(o.value(QStringLiteral("message")).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("no usable GPU: %1"));
        }
        QVERIFY2(full.err.contains(QStringLiteral("[skipped] - NCCL all-reduces across the GPUs' ranks")), qPrintable(full.err));
        const Result text = run({QStringLiteral("doctor"), QStringLiteral("--quick"), QStringLiteral("--full")}, {}, env);
        QCOMPARE(text.code, int(ExitSuccess));
        QVERIFY2(text.out.contains(QStringLiteral("GPU self-test:")) && text.out.contains(QStringLiteral("0 passed, 0 failed, 16 skipped")),
                 qPrintable(text.out));
    }

    void interruptSavesCheckpointAndExits130()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir, QStringLiteral(R"({"epochs": 100000, "batch_size": 4})"));
        QProcess p;
        // Wait until training has begun (the first epoch line), then interrupt like Ctrl-C.
        QVERIFY(startTrainingUntil(p, cfg, dir.filePath(QStringLiteral("runs")), "epoch 1/"));
        // Twice, but not from a person at a terminal (a supervisor, a script): still the checkpoint.
        // Both arrive while the process is stopped, so that both are pending when it continues
        // (two of the same signal would merge into one) and neither comes after it has finished.
        const auto pid = static_cast<pid_t>(p.processId());
        ::kill(pid, SIGSTOP);
        ::kill(pid, SIGINT);
        ::kill(pid, SIGTERM);
        ::kill(pid, SIGCONT);
        // And again until it ends, as a scheduler's repeats come: one that arrives as the process
        // exits must not turn "stopped with a checkpoint" into "killed".
        while (!p.waitForFinished(20))
            ::kill(pid, SIGTERM);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == int(ExitInterrupted),
                 qPrintable(QStringLiteral("exit status %1, code %2: %3").arg(int(p.exitStatus())).arg(p.exitCode()).arg(err)));
        QVERIFY2(err.contains(QStringLiteral("still finishing the checkpoint")) && !err.contains(QStringLiteral("Ctrl-C again")), qPrintable(err));
        const QString runDir = onlyRun(dir.filePath(QStringLiteral("runs")));
        QVERIFY(!runDir.isEmpty());
        QVERIFY(QFile::exists(runDir + QStringLiteral("/checkpoints/last.pt")));
        QFile summary(runDir + QStringLiteral("/summary.json"));
        QVERIFY(summary.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(summary.readAll()).object().value(QStringLiteral("status")).toString(), QStringLiteral("stopped"));
        // Watched afterwards: the stop, with the code train ended with.
        const Result watched = run({QStringLiteral("watch"), runDir});
        QCOMPARE(watched.code, int(ExitInterrupted));
        QVERIFY2(watched.out.contains(QStringLiteral("Stopped: stopped during epoch ")) && watched.out.contains(QStringLiteral("(checkpoint saved)")),
                 qPrintable(watched.out));
    }

    // SIGUSR1, the warning some schedulers send before a time limit (#SBATCH --signal=USR1@…, as
    // Lightning asks), stops like SIGTERM, with a checkpoint; it once killed the process outright.
    void usr1StopsWithACheckpoint()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir, QStringLiteral(R"({"epochs": 100000, "batch_size": 4})"));
        QProcess p;
        QVERIFY(startTrainingUntil(p, cfg, dir.filePath(QStringLiteral("runs")), "epoch 1/"));
        ::kill(static_cast<pid_t>(p.processId()), SIGUSR1);
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == int(ExitInterrupted),
                 qPrintable(QString::fromUtf8(p.readAllStandardError())));
        QVERIFY(QFile::exists(onlyRun(dir.filePath(QStringLiteral("runs"))) + QStringLiteral("/checkpoints/last.pt")));
    }

    // lathe-cli watch on a run that another lathe-cli trains: the same epoch lines and end as the
    // training prints, as they are written, and the run's exit code.
    void watchPrintsWhatTrainPrints()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir, QStringLiteral(R"({"epochs": 8, "batch_size": 8})"));
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QProcess trainer;
        trainer.start(QStringLiteral(LATHE_CLI_PATH), {QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs});
        QVERIFY(trainer.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!onlyRun(runs).isEmpty() && QFile::exists(onlyRun(runs) + QStringLiteral("/config.json")), 60000);
        const QString runDir = onlyRun(runs);
        QProcess watcher;
        watcher.start(QStringLiteral(LATHE_CLI_PATH), {QStringLiteral("watch"), runDir, QStringLiteral("--interval"), QStringLiteral("0.5")});
        QVERIFY(watcher.waitForStarted());
        QVERIFY(trainer.waitForFinished(180000));
        QVERIFY(watcher.waitForFinished(60000));
        const QString trained = QString::fromUtf8(trainer.readAllStandardOutput());
        const QString watched = QString::fromUtf8(watcher.readAllStandardOutput());
        QCOMPARE(trainer.exitCode(), 0);
        QVERIFY2(watcher.exitCode() == 0, qPrintable(watched + QString::fromUtf8(watcher.readAllStandardError())));
        const auto printed = [](const QString& out, const QString& start) {
            QStringList lines;
            for (const QString& line : out.split(QLatin1Char('\n')))
                if (line.startsWith(start))
                    lines << line;
            return lines;
        };
        const QStringList epochs = printed(trained, QStringLiteral("epoch "));
        QCOMPARE(epochs.size(), 8);
        QCOMPARE(printed(watched, QStringLiteral("epoch ")), epochs);
        QCOMPARE(printed(watched, QStringLiteral("Finished: ")), printed(trained, QStringLiteral("Finished: ")));
        QCOMPARE(printed(watched, QStringLiteral("Training cli: ")), printed(trained, QStringLiteral("Training cli: ")));

        const Result notARun = run({QStringLiteral("watch"), dir.path()});
        QCOMPARE(notARun.code, int(ExitConfigError));
        QVERIFY2(notARun.err.contains(QStringLiteral("is not a Lathe run folder")), qPrintable(notARun.err));
    }

    // At a terminal (a pseudo-terminal from script(1)), Ctrl-C twice is a person who wants out now:
    // exit code 75, without waiting for the stop to finish.
    void ctrlCTwiceAtATerminalQuitsWithoutTheCheckpoint()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir, QStringLiteral(R"({"epochs": 100000, "batch_size": 4})"));
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const std::string command = lathe::core::shellQuote(LATHE_CLI_PATH) + " train " + lathe::core::shellQuote(cfg.toStdString())
                                    + " --runs-dir " + lathe::core::shellQuote(runs.toStdString());
        QProcess terminal;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SHELL"), QStringLiteral("/bin/bash")); // runs the command in its own process (exec)
        terminal.setProcessEnvironment(env);
        terminal.start(QStringLiteral("script"), {QStringLiteral("-qfec"), QString::fromStdString(command), QStringLiteral("/dev/null")});
        QVERIFY(terminal.waitForStarted());
        QByteArray out;
        QDeadlineTimer deadline(120000);
        while (!(out += terminal.readAllStandardOutput()).contains("epoch 1/")) {
            QVERIFY2(terminal.state() == QProcess::Running && !deadline.hasExpired(), out.constData());
            terminal.waitForReadyRead(200);
        }
        QFile children(QStringLiteral("/proc/%1/task/%1/children").arg(terminal.processId()));
        QVERIFY(children.open(QIODevice::ReadOnly));
        const pid_t cli = static_cast<pid_t>(children.readAll().trimmed().split(' ').front().toInt());
        QVERIFY(cli > 0);
        // The second after the first was seen (two signals sent back to back arrive as one).
        ::kill(cli, SIGINT);
        while (!(out += terminal.readAllStandardOutput()).contains("Ctrl-C again to quit now")) {
            QVERIFY2(terminal.state() == QProcess::Running && !deadline.hasExpired(), out.constData());
            terminal.waitForReadyRead(20);
        }
        ::kill(cli, SIGINT);
        QVERIFY(terminal.waitForFinished(60000));
        out += terminal.readAllStandardOutput();
        QVERIFY2(terminal.exitCode() == int(ExitStoppedWithoutCheckpoint),
                 qPrintable(QStringLiteral("exit code %1: ").arg(terminal.exitCode()) + QString::fromUtf8(out.right(600))));
        QVERIFY2(out.contains("exiting without waiting for the checkpoint"), out.constData());
    }

    void findBatchPrintsItsTrials()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir);
        const Result r = run({QStringLiteral("find-batch"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--set"),
                              QStringLiteral("batch_finder.memory_budget_mb=1"), QStringLiteral("--json")});
        QCOMPARE(r.code, int(ExitSuccess));
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY2(j.value(QStringLiteral("trials")).toArray().size() >= 2, qPrintable(r.out));
        QVERIFY2(j.value(QStringLiteral("summary")).toString().contains(QStringLiteral("largest batch")), qPrintable(r.out));
        const QJsonObject summary = j.value(QStringLiteral("summary_message")).toObject();
        QVERIFY2(!summary.value(QStringLiteral("id")).toString().isEmpty() && !summary.value(QStringLiteral("args")).toArray().isEmpty(),
                 qPrintable(r.out));
        const int chosen = j.value(QStringLiteral("chosen")).toInt();
        QVERIFY2(chosen > 0 && j.value(QStringLiteral("summary")).toString().contains(QStringLiteral("using %1").arg(chosen)),
                 qPrintable(r.out));
        // The record a training run writes to batch_finder.json comes with it: the budget, the largest
        // batch that fitted, the rule.
        QVERIFY2(j.value(QStringLiteral("budget_bytes")).toDouble() > 0 && j.value(QStringLiteral("largest")).toInt() >= chosen,
                 qPrintable(r.out));
        QVERIFY2(!j.value(QStringLiteral("prefer")).toString().isEmpty(), qPrintable(r.out));
        // find-batch ends with the batch: with training.lr "auto" it does not search a rate it would throw away.
        const Result lr = run({QStringLiteral("find-batch"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--set"),
                               QStringLiteral("batch_finder.memory_budget_mb=1"), QStringLiteral("--set"), QStringLiteral("training.lr=auto")});
        QCOMPARE(lr.code, int(ExitSuccess));
        QVERIFY2(!QString(lr.out + lr.err).contains(QStringLiteral("learning-rate finder")), qPrintable(QString(lr.out + lr.err)));
        const Result table = run({QStringLiteral("find-batch"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--set"),
                                  QStringLiteral("batch_finder.memory_budget_mb=1")});
        QCOMPARE(table.code, int(ExitSuccess));
        QVERIFY2(table.out.contains(QStringLiteral("peak MiB")) && table.out.contains(QStringLiteral("probe")), qPrintable(table.out));
        QVERIFY(QDir(dir.filePath(QStringLiteral("runs"))).isEmpty() || !QDir(dir.filePath(QStringLiteral("runs"))).exists());
        // The choice is said once: the result line on stdout, not again as a log line on stderr.
        QCOMPARE(QString(table.out + table.err).count(QStringLiteral("largest batch within")), 1);
    }

    // find-lr as a user runs it: the range test's table and the trials, the choice said once on
    // stdout (for scripts) and not repeated on stderr; --json gives the rate as data.
    void findLrPrintsItsCurveAndChoiceOnce()
    {
        QTemporaryDir dir;
        const QString cfg = ringsConfig(dir);
        const Result table = run({QStringLiteral("find-lr"), cfg, QStringLiteral("--no-gpu")});
        QVERIFY2(table.code == ExitSuccess, qPrintable(table.err));
        QVERIFY2(table.out.contains(QStringLiteral("range test")) && table.out.contains(QStringLiteral("<- chosen")), qPrintable(table.out));
        QCOMPARE(QString(table.out + table.err).count(QStringLiteral("learning-rate finder: lr ")), 1);
        QVERIFY2(table.out.contains(QStringLiteral("learning-rate finder: lr ")), qPrintable(table.out));
        const Result json = run({QStringLiteral("find-lr"), cfg, QStringLiteral("--no-gpu"), QStringLiteral("--json")});
        QVERIFY2(json.code == ExitSuccess, qPrintable(json.err));
        const QJsonObject j = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY2(j.value(QStringLiteral("chosen")).toDouble() > 0, qPrintable(json.out));
        QVERIFY2(j.value(QStringLiteral("summary")).toString().startsWith(QStringLiteral("learning-rate finder: lr ")), qPrintable(json.out));
    }

    // train checks the config with its overrides merged in, and places each problem where its path is
    // in the user's file (as validate does); a value an override set has no place in the file.
    void configProblemsPointIntoTheFile()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "a,colour,shop,label\n1,red,x,yes\n2,blue,y,no\n3,red,x,yes\n4,blue,y,no\n");
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), "{\n  \"name\": \"places\",\n  \"data\": {\n"
                                                   "    \"path\": \"t.csv\", \"target\": \"label\", \"features\": [\"a\", \"colour\"],\n"
                                                   "    \"categorical\": [\"colour\", \"shop\"]\n  },\n"
                                                   "  \"model\": {\"kind\": \"mlp\", \"hidden\": [4]},\n  \"training\": {\"epochs\": 2, \"batch_size\": 2}\n}\n");
        const QString warning = QStringLiteral("c.json:5:20: warning: data.categorical: ignored for \"shop\"");
        const Result validated = run({QStringLiteral("validate"), cfg});
        QVERIFY2(validated.err.contains(warning) || validated.out.contains(warning), qPrintable(validated.err + validated.out));
        const Result trained = run({QStringLiteral("train"), cfg, QStringLiteral("--epochs"), QStringLiteral("1"), QStringLiteral("--runs-dir"),
                                    dir.filePath(QStringLiteral("runs")), QStringLiteral("-q")});
        QCOMPARE(trained.code, int(ExitSuccess));
        QVERIFY2(trained.err.contains(warning), qPrintable(trained.err));
        const Result overridden = run({QStringLiteral("train"), cfg, QStringLiteral("--set"), QStringLiteral("model.hidden=4"), QStringLiteral("--runs-dir"),
                                       dir.filePath(QStringLiteral("runs"))});
        QCOMPARE(overridden.code, int(ExitConfigError));
        // The bad value is --set's, not the file's (it was said as "c.json: error: model.hidden").
        QVERIFY2(overridden.err.contains(QStringLiteral("error: --set model.hidden: expected an array of integers")) &&
                     !overridden.err.contains(QStringLiteral("c.json: error: model.hidden")),
                 qPrintable(overridden.err));
        QVERIFY2(overridden.err.contains(warning), qPrintable(overridden.err)); // the file's own problem keeps its place
    }

    // Class balance: the training split's classes are listed, one class at 80 % or more is a warning
    // that points at balanced accuracy, and data.json counts every split's classes.
    void imbalancedClassesAreReported()
    {
        QTemporaryDir dir;
        QByteArray csv = "x,y,label\n";
        for (int i = 0; i < 400; ++i)
            csv += QByteArray::number(i % 17) + ',' + QByteArray::number(i % 5) + (i % 20 == 0 ? ",rare\n" : ",common\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("imb.csv")), csv);
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "imbalanced",
  "data": {"path": "imb.csv", "target": "label", "splits": {"val": 0.2, "test": 0.1}}, "model": {"kind": "mlp", "hidden": [8]}, "training": {"epochs": 1}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const Result r = run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs});
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("classes in the training split: common ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("[warning] class \"common\" is 95% of the training split")), qPrintable(r.err));
        QFile data(onlyRun(runs) + QStringLiteral("/data.json"));
        QVERIFY(data.open(QIODevice::ReadOnly));
        const QJsonObject j = QJsonDocument::fromJson(data.readAll()).object();
        const auto sum = [](const QJsonArray& a) {
            int n = 0;
            for (const auto& v : a)
                n += v.toInt();
            return n;
        };
        const QJsonObject samples = j[QStringLiteral("samples")].toObject();
        QCOMPARE(sum(j[QStringLiteral("val_class_counts")].toArray()), samples[QStringLiteral("val")].toInt());
        QCOMPARE(sum(j[QStringLiteral("test_class_counts")].toArray()), samples[QStringLiteral("test")].toInt());
        QCOMPARE(j[QStringLiteral("val_class_counts")].toArray()[1].toInt(), 4); // the split keeps the classes' shares

        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(200));
        const QString balanced = lathe::test::writeFile(dir.filePath(QStringLiteral("b.json")), R"({"name": "balanced",
  "data": {"path": "rings.csv", "target": "label"}, "model": {"kind": "mlp", "hidden": [8]}, "training": {"epochs": 1}})");
        const Result b = run({QStringLiteral("train"), balanced, QStringLiteral("--runs-dir"), dir.filePath(QStringLiteral("runs2"))});
        QCOMPARE(b.code, int(ExitSuccess));
        QVERIFY(!b.err.contains(QStringLiteral("of the training split: a model that always")));
    }

    void reportWritesHtmlAndPdf()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(300));
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "report",
  "description": "<script>alert('x')</script> & more", "data": {"path": "rings.csv", "target": "label"},
  "model": {"kind": "mlp", "hidden": [16]}, "training": {"epochs": 2, "batch_size": "auto"},
  "batch_finder": {"memory_budget_mb": 1}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code, int(ExitSuccess));
        const QString runDir = onlyRun(runs);
        QVERIFY(!runDir.isEmpty());
        const Result r = run({QStringLiteral("report"), runDir});
        QCOMPARE(r.code, int(ExitSuccess));
        QFile html(runDir + QStringLiteral("/report.html"));
        QVERIFY(html.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(html.readAll());
        QVERIFY(!text.contains(QStringLiteral("<script>")));
        QVERIFY(text.contains(QStringLiteral("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more")));
        for (const char* part : {"<h2>Results</h2>", "<h2>Decisions</h2>", "<h2>Charts</h2>", "<h2>GPU efficiency</h2>",
                                 "<h2>Batch-size finder</h2>", "Loss</text>", "Accuracy</text>", "Learning rate</text>",
                                 "Data wait</text>", "precision", "val_accuracy"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
        QVERIFY(!text.contains(QStringLiteral("src=\"http"))); // self-contained
        QFile pdf(runDir + QStringLiteral("/report.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(pdf.size() > 20000); // text and chart images
        QVERIFY2(r.out.contains(QStringLiteral("wrote ")) && r.out.contains(QStringLiteral("report.pdf")), qPrintable(r.out));

        // Without XDG_RUNTIME_DIR (sudo, ssh, containers) lathe-pdf makes a private runtime folder and
        // removes it again: nothing is left behind in the temporary folder.
        const QString scratch = dir.filePath(QStringLiteral("tmp"));
        QVERIFY(QDir().mkpath(scratch));
        QProcessEnvironment noRuntime = QProcessEnvironment::systemEnvironment();
        noRuntime.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        noRuntime.insert(QStringLiteral("TMPDIR"), scratch);
        const Result again = run({QStringLiteral("report"), runDir, QStringLiteral("--output"), dir.filePath(QStringLiteral("again"))}, {},
                                 noRuntime);
        QCOMPARE(again.code, int(ExitSuccess));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("again/report.pdf"))));
        QVERIFY2(QDir(scratch).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 qPrintable(QDir(scratch).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(u' ')));

        // lathe-cli alone (the lathe-cli package without the desktop one): the HTML, and how to get the PDF.
        const QString alone = dir.filePath(QStringLiteral("cli-only/lathe-cli"));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("cli-only"))));
        QVERIFY(QFile::copy(QStringLiteral(LATHE_CLI_PATH), alone));
        QVERIFY(QFile::setPermissions(alone, QFile::permissions(QStringLiteral(LATHE_CLI_PATH))));
        const QString elsewhere = dir.filePath(QStringLiteral("elsewhere"));
        const Result cliOnly = run({QStringLiteral("report"), runDir, QStringLiteral("--output"), elsewhere}, {},
                                   QProcessEnvironment::systemEnvironment(), alone);
        QCOMPARE(cliOnly.code, int(ExitSuccess));
        QFile copied(elsewhere + QStringLiteral("/report.html"));
        QVERIFY(copied.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(copied.readAll()).contains(QStringLiteral("<h2>Results</h2>")));
        QVERIFY(!QFileInfo::exists(elsewhere + QStringLiteral("/report.pdf")));
        QVERIFY2(cliOnly.out.contains(QStringLiteral("no PDF: the PDF writer, lathe-pdf")), qPrintable(cliOnly.out));

        // The PDF writer fails (a folder stands where the PDF goes): its reason, and a failed exit code.
        const QString blocked = dir.filePath(QStringLiteral("blocked"));
        QVERIFY(QDir().mkpath(blocked + QStringLiteral("/report.pdf")));
        const Result denied = run({QStringLiteral("report"), runDir, QStringLiteral("--output"), blocked});
        QCOMPARE(denied.code, int(ExitRuntimeError));
        QVERIFY2(denied.err.contains(QStringLiteral("report.pdf")) && denied.err.contains(QStringLiteral("lathe-pdf")), qPrintable(denied.err));

        const Result notARun = run({QStringLiteral("report"), dir.path()});
        QCOMPARE(notARun.code, int(ExitConfigError));
        QVERIFY2(notARun.err.contains(QStringLiteral("not a Lathe run folder")), qPrintable(notARun.err));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
