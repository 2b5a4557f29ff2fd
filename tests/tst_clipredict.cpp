// lathe-cli evaluate and predict as a user runs them: a trained run's model scored on its test split
// or on other data, and applied to new images, CSV rows and series (a forecast with the time it is
// for); what they say about data the model never saw; the errors that name the file and line.

#include "clitest.h"
#include "train/predictionwriter.h"
#include "train/runevaluation.h"
#include "testimages.h"
#include "testsession.h"
#include "testutil.h"
#include "util/errors.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

#include <cmath>

using namespace lathe::core;
using lathe::test::onlyRun;

namespace {

using Result = lathe::test::Job;

// lathe-cli with `args`, run in `cwd` when given (relative paths are then the user's, from there).
Result run(const QStringList& args, const QString& cwd = {})
{
    return lathe::test::runCli(args, 240000, [&cwd](QProcess& p) {
        if (!cwd.isEmpty())
            p.setWorkingDirectory(cwd);
    });
}

} // namespace

class TestCliPredict : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // lathe-cli evaluate as a user meets it: the test split by default, other files of the same kind
    // with --data, the last weights with --checkpoint last, and clear errors for data that cannot be
    // scored.
    void evaluateScoresTheTestSplitAndOtherData()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(400));
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "eval",
  "data": {"path": "rings.csv", "target": "label", "splits": {"test": 0.25}},
  "model": {"kind": "mlp", "hidden": [16]}, "training": {"epochs": 2, "batch_size": 32}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code, int(ExitSuccess));
        const QString runDir = onlyRun(runs);
        QVERIFY(QFile::exists(runDir + QStringLiteral("/evaluation.json"))); // the run scored its test split

        const Result test = run({QStringLiteral("evaluate"), runDir, QStringLiteral("-q")});
        QVERIFY2(test.code == ExitSuccess, qPrintable(test.err));
        for (const char* part : {"test split scored with the best checkpoint", "accuracy", "macro F1", "ROC-AUC", "inner", "outer",
                                 "evaluation.json"})
            QVERIFY2(test.out.contains(QLatin1String(part)), qPrintable(test.out));

        // Other data, from a path relative to where the command runs.
        lathe::test::writeFile(dir.filePath(QStringLiteral("new rings.csv")), lathe::test::ringsCsv(90, 21));
        const Result other = run({QStringLiteral("evaluate"), runDir, QStringLiteral("--data"), QStringLiteral("new rings.csv"),
                                  QStringLiteral("--checkpoint"), QStringLiteral("last"), QStringLiteral("--json")},
                                 dir.path());
        QVERIFY2(other.code == ExitSuccess, qPrintable(other.err));
        const QJsonObject j = QJsonDocument::fromJson(other.out.toUtf8()).object();
        QCOMPARE(j[QStringLiteral("split")].toString(), QStringLiteral("data"));
        QCOMPARE(j[QStringLiteral("checkpoint")].toObject()[QStringLiteral("name")].toString(), QStringLiteral("last"));
        QCOMPARE(j[QStringLiteral("classification")].toObject()[QStringLiteral("samples")].toInt(), 90);
        QVERIFY(j[QStringLiteral("data")].toArray().first().toString().endsWith(QStringLiteral("/new rings.csv")));
        QVERIFY(QFile::exists(runDir + QStringLiteral("/evaluation-new rings.json")));

        // Data that do not match the run: the file and the problem are named, nothing is written.
        lathe::test::writeFile(dir.filePath(QStringLiteral("bad.csv")), "x,y,label\n1,2,inner\n");
        const Result bad = run({QStringLiteral("evaluate"), runDir, QStringLiteral("--data"), dir.filePath(QStringLiteral("bad.csv"))});
        QCOMPARE(bad.code, int(ExitDataError));
        QVERIFY2(bad.err.contains(QStringLiteral("bad.csv:1: feature column \"noise\" not found")), qPrintable(bad.err));
        QVERIFY(!QFile::exists(runDir + QStringLiteral("/evaluation-bad.json")));
        const Result missing = run({QStringLiteral("evaluate"), runDir, QStringLiteral("--data"), dir.filePath(QStringLiteral("nope.csv"))});
        QCOMPARE(missing.code, int(ExitConfigError));
        QVERIFY2(missing.err.contains(QStringLiteral("nope.csv")), qPrintable(missing.err));

        // The training file changed since the run (more rows): the test split would be another, with
        // rows the model trained on, and the scaling another: refused, naming what changed, the run's
        // evaluation kept. Put back, it scores again.
        const QByteArray evaluationBefore = lathe::test::fileHash(runDir + QStringLiteral("/evaluation.json"));
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(440));
        for (const QStringList& extra : {QStringList{}, QStringList{QStringLiteral("--data"), QStringLiteral("new rings.csv")}}) {
            const Result changed = run(QStringList{QStringLiteral("evaluate"), runDir} + extra, dir.path());
            QCOMPARE(changed.code, int(ExitDataError));
            QVERIFY2(changed.err.contains(QStringLiteral("the data changed since the run was trained: the shift of \"x\" was ")), qPrintable(changed.err));
            QVERIFY2(changed.err.contains(QStringLiteral("Its scores would not be the run's")), qPrintable(changed.err));
        }
        QCOMPARE(lathe::test::fileHash(runDir + QStringLiteral("/evaluation.json")), evaluationBefore);
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(400));
        QCOMPARE(run({QStringLiteral("evaluate"), runDir, QStringLiteral("-q")}).code, int(ExitSuccess));
        // The best checkpoint gone: its previous one is scored, and said as a warning -q keeps.
        if (QFile::exists(runDir + QStringLiteral("/checkpoints/best.prev.pt"))) {
            QVERIFY(QFile::remove(runDir + QStringLiteral("/checkpoints/best.pt")));
            const Result older = run({QStringLiteral("evaluate"), runDir, QStringLiteral("-q")});
            QVERIFY2(older.code == ExitSuccess, qPrintable(older.err));
            QVERIFY2(older.err.contains(QStringLiteral("[warning] no checkpoint ")) && older.err.contains(QStringLiteral("scoring the checkpoint before it")),
                     qPrintable(older.err));
        }

        // A run without a test split says how to score it.
        const QString noTest = lathe::test::writeFile(dir.filePath(QStringLiteral("n.json")), R"({"name": "notest",
  "data": {"path": "rings.csv", "target": "label"}, "model": {"kind": "mlp", "hidden": [8]}, "training": {"epochs": 1}})");
        const QString runs2 = dir.filePath(QStringLiteral("runs2"));
        QCOMPARE(run({QStringLiteral("train"), noTest, QStringLiteral("--runs-dir"), runs2, QStringLiteral("-q")}).code, int(ExitSuccess));
        const Result none = run({QStringLiteral("evaluate"), onlyRun(runs2), QStringLiteral("-q")});
        QCOMPARE(none.code, int(ExitConfigError));
        QVERIFY2(none.err.contains(QStringLiteral("has no test split")) && none.err.contains(QStringLiteral("--data")), qPrintable(none.err));
    }

    // A category the training data never held, in a validation file, in rows to predict or in other
    // data to evaluate: the row is scored with it taken as unknown, and the user is told the column,
    // the count and the first value and line; in training it is a warning, which -q still prints.
    // Each evaluation of other data keeps a file of its own: named by every input, a folder given
    // with its trailing slash by its name, a glob without its '*' (they overwrote one another, or were
    // named "evaluation-.json" and "evaluation-part*.json").
    void otherDataEvaluationsAreNamedByTheirInputs()
    {
        using lathe::core::evaluationFile;
        const std::filesystem::path run = "/runs/r";
        QCOMPARE(QString::fromStdString(evaluationFile(run, {}).string()), QStringLiteral("/runs/r/evaluation.json"));
        QCOMPARE(QString::fromStdString(evaluationFile(run, {"new rings.csv"}).string()), QStringLiteral("/runs/r/evaluation-new rings.json"));
        QCOMPARE(QString::fromStdString(evaluationFile(run, {"/data/new1/"}).string()), QStringLiteral("/runs/r/evaluation-new1.json"));
        QCOMPARE(QString::fromStdString(evaluationFile(run, {"part2.csv", "part3.csv"}).string()), QStringLiteral("/runs/r/evaluation-part2+part3.json"));
        QCOMPARE(QString::fromStdString(evaluationFile(run, {"/d/part*.csv"}).string()), QStringLiteral("/runs/r/evaluation-part_.json"));
        QCOMPARE(QString::fromStdString(evaluationFile(run, {"a.csv", "b.csv", "c.csv", "d.csv", "e.csv"}).string()), QStringLiteral("/runs/r/evaluation-a+b+c+2-more.json"));
    }

    void categoriesTheModelNeverSawAreSaid()
    {
        QTemporaryDir dir;
        QByteArray table = "a,colour,label\n";
        for (int i = 0; i < 80; ++i)
            table += QByteArray::number(i % 7) + (i % 2 ? ",red," : ",blue,") + (i % 2 ? "yes\n" : "no\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table);
        lathe::test::writeFile(dir.filePath(QStringLiteral("new.csv")), "a,colour,label\n1,red,yes\n2,青色,no\n3,blue,no\n4,青色,yes\n");
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "colours",
  "data": {"path": "t.csv", "val_path": "new.csv", "target": "label", "categorical": ["colour"]}, "model": {"kind": "mlp", "hidden": [8]},
  "training": {"epochs": 1, "batch_size": 16}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const Result trained = run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")});
        QCOMPARE(trained.code, int(ExitSuccess));
        QVERIFY2(trained.err.contains(QStringLiteral("[warning] column \"colour\": 2 value(s) in the validation data that the training data does not hold, "
                                                     "the first \"青色\" at ")),
                 qPrintable(trained.err));
        QVERIFY2(!trained.err.contains(QStringLiteral("[info]")), qPrintable(trained.err));
        const QString runDir = onlyRun(runs);
        const Result r = run({QStringLiteral("predict"), runDir, QStringLiteral("new.csv")}, dir.path());
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("wrote 4 prediction(s)")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("new.csv: 4 row(s)")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("[warning] column \"colour\": 2 value(s) that the training data does not hold, the first \"青色\" at new.csv:3; "
                                               "the model takes them as an unknown category")),
                 qPrintable(r.err));
        // -q leaves out the progress, not the warning.
        const Result quiet = run({QStringLiteral("predict"), runDir, QStringLiteral("new.csv"), QStringLiteral("-q")}, dir.path());
        QVERIFY2(quiet.code == ExitSuccess && quiet.err.contains(QStringLiteral("[warning] column \"colour\"")) && !quiet.err.contains(QStringLiteral("row(s)")),
                 qPrintable(quiet.err));
        const Result evaluated = run({QStringLiteral("evaluate"), runDir, QStringLiteral("--data"), QStringLiteral("new.csv")}, dir.path());
        QVERIFY2(evaluated.code == ExitSuccess, qPrintable(evaluated.err));
        QVERIFY2(evaluated.err.contains(QStringLiteral("[warning] column \"colour\": 2 value(s) in the test data")), qPrintable(evaluated.err));
        // Known categories only: nothing said.
        lathe::test::writeFile(dir.filePath(QStringLiteral("known.csv")), "a,colour\n1,red\n");
        const Result known = run({QStringLiteral("predict"), runDir, QStringLiteral("known.csv")}, dir.path());
        QVERIFY2(known.code == ExitSuccess && known.err.contains(QStringLiteral("known.csv: 1 row(s)\n")), qPrintable(known.err));
        QVERIFY2(!known.err.contains(QStringLiteral("[warning]")), qPrintable(known.err));
        // A run folder given as the rows to predict: a folder, not a "read error".
        const Result folder = run({QStringLiteral("predict"), runDir, runDir}, dir.path());
        QCOMPARE(folder.code, int(ExitDataError));
        QVERIFY2(folder.err.contains(QStringLiteral("a folder, where a data file was expected")), qPrintable(folder.err));
    }

    // A regression target named as one of the output's own columns ("input", or "time" in a
    // forecast) gets a column of its own name, not a second "input" or "time" that a reader of the
    // CSV would take for the first.
    void predictionColumnsAreNeverNamedTwice()
    {
        QTemporaryDir dir;
        const std::filesystem::path file = dir.filePath(QStringLiteral("p.csv")).toStdString();
        const Json meta = {{"task", "regression"}, {"targets", {"input", "time", "y"}}};
        PredictionWriter writer(file, false, meta, true);
        writer.write({"a.csv:2"}, at::tensor({1.5, 2.5, 3.5}, at::kDouble).view({1, 3}), {"2026-12-06 10:00:00"});
        QCOMPARE(writer.finish(), 1);
        QFile f(QString::fromStdString(file.string()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readLine().trimmed(), QByteArray("input,time,predicted_input,predicted_time,y"));
        // Not timed: "time" is free for the target.
        PredictionWriter untimed(file, false, meta, false);
        untimed.write({"a.csv:2"}, at::tensor({1.5, 2.5, 3.5}, at::kDouble).view({1, 3}));
        untimed.finish();
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readLine().trimmed(), QByteArray("input,predicted_input,time,y"));
    }

    // lathe-cli predict with nothing but the run's model.pt: CSV rows by column name (the predicted
    // class and each class's probability, as many right as evaluate counted on the same file), JSON
    // lines; image files and folders, resized as in training; and errors that name the file.
    void predictWritesClassesAndProbabilities()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(400));
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "predict",
  "data": {"path": "rings.csv", "target": "label"}, "model": {"kind": "mlp", "hidden": [16]}, "training": {"epochs": 3, "batch_size": 32}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code, int(ExitSuccess));
        const QString runDir = onlyRun(runs);
        // New rows with the columns in another order and one more column.
        QByteArray rows = lathe::test::ringsCsv(150, 5);
        QList<QByteArray> lines = rows.split('\n');
        for (QByteArray& line : lines) {
            const QList<QByteArray> f = line.split(',');
            if (f.size() == 4)
                line = f[3] + ',' + f[1] + ",extra," + f[0] + ',' + f[2];
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("new.csv")), lines.join('\n'));
        const Result r = run({QStringLiteral("predict"), runDir, QStringLiteral("new.csv"), QStringLiteral("-o"), QStringLiteral("out.csv")}, dir.path());
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("wrote 150 prediction(s) to out.csv")), qPrintable(r.out));
        QFile out(dir.filePath(QStringLiteral("out.csv")));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QStringList outLines = QString::fromUtf8(out.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(outLines.size(), 151);
        QCOMPARE(outLines[0], QStringLiteral("input,predicted,p(inner),p(outer)"));
        int right = 0;
        for (int i = 1; i < outLines.size(); ++i) {
            const QStringList f = outLines[i].split(QLatin1Char(','));
            QCOMPARE(f.size(), 4);
            QVERIFY(f[0].endsWith(QStringLiteral("new.csv:%1").arg(i + 1)));
            QVERIFY(std::abs(f[2].toDouble() + f[3].toDouble() - 1.0) < 1e-5);
            QCOMPARE(f[1], f[2].toDouble() > f[3].toDouble() ? QStringLiteral("inner") : QStringLiteral("outer"));
            right += f[1] == QString::fromUtf8(lines[i].split(',').front()) ? 1 : 0;
        }
        const Result evaluated = run({QStringLiteral("evaluate"), runDir, QStringLiteral("--data"), QStringLiteral("new.csv"), QStringLiteral("--json")}, dir.path());
        QVERIFY2(evaluated.code == ExitSuccess, qPrintable(evaluated.err));
        const QJsonArray confusion = QJsonDocument::fromJson(evaluated.out.toUtf8()).object()[QStringLiteral("classification")].toObject()[QStringLiteral("confusion_matrix")].toArray();
        QCOMPARE(right, confusion[0].toArray()[0].toInt() + confusion[1].toArray()[1].toInt());

        // JSON lines, the file read 7 rows at a time: the same predictions, every row once, in order.
        const Result jsonl = run({QStringLiteral("predict"), runDir + QStringLiteral("/model.pt"), QStringLiteral("new.csv"), QStringLiteral("--jsonl"),
                                  QStringLiteral("--batch"), QStringLiteral("7"), QStringLiteral("-q")},
                                 dir.path());
        QVERIFY2(jsonl.code == ExitSuccess, qPrintable(jsonl.err));
        QFile lines2(dir.filePath(QStringLiteral("predictions.jsonl")));
        QVERIFY(lines2.open(QIODevice::ReadOnly));
        const QList<QByteArray> objects = lines2.readAll().split('\n');
        QCOMPARE(objects.size(), 151); // and the empty text after the last newline
        for (int i = 0; i < 150; ++i) {
            const QJsonObject o = QJsonDocument::fromJson(objects[i]).object();
            QVERIFY(o[QStringLiteral("input")].toString().endsWith(QStringLiteral("new.csv:%1").arg(i + 2)));
            QCOMPARE(o[QStringLiteral("predicted")].toString(), outLines[i + 1].section(QLatin1Char(','), 1, 1));
            QVERIFY(o[QStringLiteral("probabilities")].toObject().contains(QStringLiteral("outer")));
        }

        // A spreadsheet's emptied rows (",,,") have no value to predict from: skipped and said, and the
        // rows after them keep their lines.
        lathe::test::writeFile(dir.filePath(QStringLiteral("emptied.csv")), "x,y,noise\n1,2,3\n,,\n4,5,6\n,,\n");
        const Result emptied = run({QStringLiteral("predict"), runDir, QStringLiteral("emptied.csv"), QStringLiteral("-o"), QStringLiteral("e.csv")}, dir.path());
        QVERIFY2(emptied.code == ExitSuccess, qPrintable(emptied.err));
        QVERIFY2(emptied.err.contains(QStringLiteral("2 row(s) of only empty cells skipped (the first at ")), qPrintable(emptied.err));
        QVERIFY2(emptied.err.contains(QStringLiteral("emptied.csv:3)")), qPrintable(emptied.err));
        QVERIFY2(emptied.out.contains(QStringLiteral("wrote 2 prediction(s) to e.csv")), qPrintable(emptied.out));
        QFile emptiedOut(dir.filePath(QStringLiteral("e.csv")));
        QVERIFY(emptiedOut.open(QIODevice::ReadOnly));
        const QStringList emptiedLines = QString::fromUtf8(emptiedOut.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(emptiedLines.size(), 3);
        QVERIFY(emptiedLines[1].section(QLatin1Char(','), 0, 0).endsWith(QStringLiteral("emptied.csv:2")));
        QVERIFY(emptiedLines[2].section(QLatin1Char(','), 0, 0).endsWith(QStringLiteral("emptied.csv:4")));
        lathe::test::writeFile(dir.filePath(QStringLiteral("allempty.csv")), "x,y,noise\n,,\n");
        const Result allEmpty = run({QStringLiteral("predict"), runDir, QStringLiteral("allempty.csv")}, dir.path());
        QCOMPARE(allEmpty.code, int(ExitDataError));
        QVERIFY2(allEmpty.err.contains(QStringLiteral("no data rows after the header")), qPrintable(allEmpty.err));

        // An output that cannot be written is said before anything is scored (it was said after, as FILE.tmp).
        const Result toFolder = run({QStringLiteral("predict"), runDir, QStringLiteral("new.csv"), QStringLiteral("-o"), runs}, dir.path());
        QCOMPARE(toFolder.code, int(ExitConfigError));
        QVERIFY2(toFolder.err.contains(QStringLiteral("is a folder: name a file to write")), qPrintable(toFolder.err));
        const Result nowhere = run({QStringLiteral("evaluate"), runDir, QStringLiteral("-o"), QStringLiteral("missing/e.json")}, dir.path());
        QCOMPARE(nowhere.code, int(ExitConfigError));
        QVERIFY2(nowhere.err.contains(QStringLiteral("cannot be written: the folder ")) && nowhere.err.contains(QStringLiteral("missing does not exist")),
                 qPrintable(nowhere.err));
        QVERIFY2(!nowhere.err.contains(QStringLiteral("read ")), qPrintable(nowhere.err)); // before the data

        lathe::test::writeFile(dir.filePath(QStringLiteral("short.csv")), "x,y\n1,2\n");
        const Result missing = run({QStringLiteral("predict"), runDir, QStringLiteral("short.csv")}, dir.path());
        QCOMPARE(missing.code, int(ExitDataError));
        QVERIFY2(missing.err.contains(QStringLiteral("short.csv:1: feature column \"noise\" not found")), qPrintable(missing.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("predictions.csv")))); // nothing half written
        lathe::test::writeFile(dir.filePath(QStringLiteral("bad.csv")), "x,y,noise\n1,2,3\n1,oops,3\n");
        const Result bad = run({QStringLiteral("predict"), runDir, QStringLiteral("bad.csv")}, dir.path());
        QCOMPARE(bad.code, int(ExitDataError));
        QVERIFY2(bad.err.contains(QStringLiteral("bad.csv:3")) && bad.err.contains(QStringLiteral("\"y\"")), qPrintable(bad.err));
        const Result noModel = run({QStringLiteral("predict"), dir.path(), QStringLiteral("new.csv")}, dir.path());
        QCOMPARE(noModel.code, int(ExitConfigError));
        QVERIFY2(noModel.err.contains(QStringLiteral("model.pt does not exist")), qPrintable(noModel.err));
        // A training checkpoint given for the model: said what it is and what to give instead (it was
        // "written before model.pt took raw data").
        const Result checkpoint = run({QStringLiteral("predict"), runDir + QStringLiteral("/checkpoints/last.pt"), QStringLiteral("new.csv")}, dir.path());
        QCOMPARE(checkpoint.code, int(ExitConfigError));
        QVERIFY2(checkpoint.err.contains(QStringLiteral("last.pt is a training checkpoint")) && checkpoint.err.contains(QStringLiteral("model.pt")),
                 qPrintable(checkpoint.err));
        // A file cut short: LibTorch's reason, whole, without its call stack.
        QFile whole(runDir + QStringLiteral("/model.pt"));
        QVERIFY(whole.open(QIODevice::ReadOnly));
        lathe::test::writeFile(dir.filePath(QStringLiteral("cut.pt")), whole.read(whole.size() / 2));
        const Result cut = run({QStringLiteral("predict"), dir.filePath(QStringLiteral("cut.pt")), QStringLiteral("new.csv")}, dir.path());
        QVERIFY(cut.code != ExitSuccess);
        QVERIFY2(cut.err.contains(QStringLiteral("cut.pt: not a TorchScript model (")) && cut.err.trimmed().endsWith(QLatin1Char(')')),
                 qPrintable(cut.err));

        // Images: a model trained on 8x8 grey IDX images, given PNG files and a folder of them (one
        // larger, resized as training would), then a file that is not an image.
        QTemporaryDir images;
        const lathe::core::Config idx = lathe::test::idxConfig(images, 60, 3, R"("training": {"epochs": 1, "batch_size": 16}, "model": {"kind": "cnn2d", "channels": [4]})");
        lathe::core::Json doc = idx.json;
        doc["name"] = "pictures";
        const QString idxCfg = lathe::test::writeFile(images.filePath(QStringLiteral("idx.json")), QByteArray::fromStdString(doc.dump()));
        const QString imageRuns = images.filePath(QStringLiteral("runs"));
        QCOMPARE(run({QStringLiteral("train"), idxCfg, QStringLiteral("--runs-dir"), imageRuns, QStringLiteral("-q")}).code, int(ExitSuccess));
        lathe::test::writeImage(images.filePath(QStringLiteral("new/a.png")), 8, 8, "PNG", true);
        lathe::test::writeImage(images.filePath(QStringLiteral("new/sub/b.png")), 16, 16, "PNG", true);
        lathe::test::writeFile(images.filePath(QStringLiteral("new/notes.txt")), "not an image");
        lathe::test::writeImage(images.filePath(QStringLiteral("c.jpg")), 8, 8, "JPG", false);
        const Result pictures = run({QStringLiteral("predict"), onlyRun(imageRuns), QStringLiteral("new"), QStringLiteral("c.jpg")}, images.path());
        QVERIFY2(pictures.code == ExitSuccess, qPrintable(pictures.err));
        QVERIFY2(pictures.out.contains(QStringLiteral("wrote 3 prediction(s)")), qPrintable(pictures.out));
        QVERIFY2(pictures.err.contains(QStringLiteral("1 image(s) resized to 8x8")), qPrintable(pictures.err));
        // lathe-cli evaluate on other image data: IDX images and labels given on the command line.
        const Result scored = run({QStringLiteral("evaluate"), onlyRun(imageRuns), QStringLiteral("--data"), QStringLiteral("i.idx"),
                                   QStringLiteral("--labels"), QStringLiteral("l.idx"), QStringLiteral("--json")},
                                  images.path());
        QVERIFY2(scored.code == ExitSuccess, qPrintable(scored.err));
        const QJsonObject scoredJson = QJsonDocument::fromJson(scored.out.toUtf8()).object();
        QCOMPARE(scoredJson[QStringLiteral("split")].toString(), QStringLiteral("data"));
        QCOMPARE(scoredJson[QStringLiteral("classification")].toObject()[QStringLiteral("samples")].toInt(), 60);
        for (const auto& wrong : scoredJson[QStringLiteral("misclassified")].toArray())
            QCOMPARE(wrong.toObject()[QStringLiteral("image")].toObject()[QStringLiteral("width")].toInt(), 8);
        lathe::test::writeFile(images.filePath(QStringLiteral("broken.png")), "\x89PNG not really");
        const Result broken = run({QStringLiteral("predict"), onlyRun(imageRuns), QStringLiteral("broken.png")}, images.path());
        QCOMPARE(broken.code, int(ExitDataError));
        QVERIFY2(broken.err.contains(QStringLiteral("broken.png")), qPrintable(broken.err));
        const Result text = run({QStringLiteral("predict"), onlyRun(imageRuns), QStringLiteral("new/notes.txt")}, images.path());
        QCOMPARE(text.code, int(ExitDataError));
        QVERIFY2(text.err.contains(QStringLiteral("not an image")), qPrintable(text.err));
    }

    // lathe-cli predict on a time series: one prediction per window of the trained length, named by
    // the window's last line, in the target's units; lathe-cli evaluate --data scores the same
    // series with the errors of those forecasts; a file shorter than a window is an error.
    void predictForecastsEveryWindow()
    {
        QTemporaryDir dir;
        QByteArray series = "t,a,y\n", later = "a,t,y,note\n";
        for (int i = 0; i < 160; ++i)
            series += QByteArray::number(i) + ',' + QByteArray::number(i % 5) + ',' + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + '\n';
        for (int i = 160; i < 180; ++i)
            later += QByteArray::number(i % 5) + ',' + QByteArray::number(i) + ',' + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + ",x\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), series);
        lathe::test::writeFile(dir.filePath(QStringLiteral("later.csv")), later);
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "forecast",
  "data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y", "window": 8, "splits": {"val": 0.1, "test": 0.25}},
  "model": {"kind": "cnn1d", "channels": [4]}, "training": {"epochs": 2, "batch_size": 16}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code, int(ExitSuccess));
        const Result r = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("later.csv"), QStringLiteral("-o"), QStringLiteral("f.csv")}, dir.path());
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("wrote 13 prediction(s)")), qPrintable(r.out)); // 20 rows, windows of 8
        QFile out(dir.filePath(QStringLiteral("f.csv")));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(out.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 14);
        QCOMPARE(lines[0], QStringLiteral("input,y"));
        QVERIFY2(lines[1].startsWith(dir.filePath(QStringLiteral("later.csv:9,"))) || lines[1].startsWith(QStringLiteral("later.csv:9,")), qPrintable(lines[1]));
        for (int i = 1; i < lines.size(); ++i) {
            const double v = lines[i].section(QLatin1Char(','), -1).toDouble();
            QVERIFY2(std::isfinite(v) && v > 0.0 && v < 100.0, qPrintable(lines[i])); // the target's units, not standardised
        }
        // lathe-cli evaluate on the same other series: every window with a target (12 of the 13: the
        // last one's target lies after the file), and the MAE of predict's forecasts against them —
        // the same scaling as model.pt, though the run held a test split out of its series (evaluate
        // once took its training rows from the whole series, and its forecasts differed from predict's).
        const Result scored = run({QStringLiteral("evaluate"), onlyRun(runs), QStringLiteral("--data"), QStringLiteral("later.csv"), QStringLiteral("--json")},
                                  dir.path());
        QVERIFY2(scored.code == ExitSuccess, qPrintable(scored.err));
        const QJsonObject scoredJson = QJsonDocument::fromJson(scored.out.toUtf8()).object();
        QCOMPARE(scoredJson[QStringLiteral("regression")].toObject()[QStringLiteral("samples")].toInt(), 12);
        double absolute = 0.0;
        for (int i = 1; i <= 12; ++i) { // the window ending on row 160 + 7 + i - 1 forecasts row 160 + 7 + i
            const double truth = 40.0 + 10.0 * std::sin((160 + 7 + i) * 0.2);
            absolute += std::abs(lines[i].section(QLatin1Char(','), -1).toDouble() - truth);
        }
        const double mae = scoredJson[QStringLiteral("metrics")].toObject()[QStringLiteral("test_mae")].toDouble();
        QVERIFY2(std::abs(absolute / 12.0 - mae) <= 1e-4 * std::max(1.0, mae), qPrintable(QStringLiteral("%1 against %2").arg(absolute / 12.0).arg(mae)));

        lathe::test::writeFile(dir.filePath(QStringLiteral("short.csv")), "t,a,y\n1,2,3\n");
        const Result shortFile = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("short.csv")}, dir.path());
        QCOMPARE(shortFile.code, int(ExitDataError));
        QVERIFY2(shortFile.err.contains(QStringLiteral("short.csv: 1 rows, fewer than the window of 8")), qPrintable(shortFile.err));
    }

    // A forecast says the time it is for: its window's last time, data.horizon steps of the training
    // series later (here 3 hours), in the CSV's "time" column and the JSON lines' "time"; predict's
    // progress is data (a message id) in --progress jsonl, and -q leaves it out.
    void predictSaysWhenEachForecastIsFor()
    {
        QTemporaryDir dir;
        const auto hour = [](int i) {
            return QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC).addSecs(3600LL * i).toString(QStringLiteral("yyyy-MM-dd HH:mm")).toUtf8();
        };
        QByteArray series = "date,a,y\n", later = "date,a,y\n";
        for (int i = 0; i < 150; ++i)
            series += hour(i) + ',' + QByteArray::number(i % 5) + ',' + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + '\n';
        for (int i = 150; i < 170; ++i)
            later += hour(i) + ',' + QByteArray::number(i % 5) + ',' + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), series);
        lathe::test::writeFile(dir.filePath(QStringLiteral("later.csv")), later);
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "forecast",
  "data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y", "window": 6, "horizon": 3},
  "model": {"kind": "cnn1d", "channels": [4]}, "training": {"epochs": 1, "batch_size": 16}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(run({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code, int(ExitSuccess));
        const Result r = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("later.csv"), QStringLiteral("-o"), QStringLiteral("f.csv")}, dir.path());
        QVERIFY2(r.code == ExitSuccess, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("later.csv: 15 window(s)")), qPrintable(r.err)); // 20 rows, windows of 6
        QFile out(dir.filePath(QStringLiteral("f.csv")));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(out.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 16);
        QCOMPARE(lines[0], QStringLiteral("input,time,y"));
        // The first window ends on later.csv's line 7 (hour 155): its forecast is for hour 158; the last
        // ends on the file's last hour (169) and forecasts hour 172, past the file.
        QCOMPARE(lines[1].section(QLatin1Char(','), 1, 1), QString::fromUtf8(hour(158)));
        QVERIFY2(lines[1].section(QLatin1Char(','), 0, 0).endsWith(QStringLiteral("later.csv:7")), qPrintable(lines[1]));
        QCOMPARE(lines[15].section(QLatin1Char(','), 1, 1), QString::fromUtf8(hour(172)));

        const Result json = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("later.csv"), QStringLiteral("-o"), QStringLiteral("f.jsonl"),
                                 QStringLiteral("--jsonl"), QStringLiteral("--progress"), QStringLiteral("jsonl")},
                                dir.path());
        QVERIFY2(json.code == ExitSuccess, qPrintable(json.err));
        bool said = false;
        double latest = 0.0, finished = 0.0; // the end is stamped when it ended, after every message
        for (const QString& line : json.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
            said = said || o[QStringLiteral("message")].toObject()[QStringLiteral("id")].toString() == QStringLiteral("%1: %2 window(s)");
            (o[QStringLiteral("event")].toString() == QStringLiteral("finished") ? finished : latest) = o[QStringLiteral("time")].toDouble();
        }
        QVERIFY2(said && finished >= latest && latest > 0.0, qPrintable(json.out));
        QFile jsonl(dir.filePath(QStringLiteral("f.jsonl")));
        QVERIFY(jsonl.open(QIODevice::ReadOnly));
        const QJsonObject first = QJsonDocument::fromJson(jsonl.readLine()).object();
        QCOMPARE(first[QStringLiteral("time")].toString(), QString::fromUtf8(hour(158)));

        // Times written with a zone keep it in the forecast's label: across a clock change (here the
        // offset goes from +02:00 to +01:00 as the local hour repeats) two forecasts are never labelled alike.
        QByteArray zoned = "date,a,y\n";
        for (int i = 150; i < 170; ++i)
            zoned += hour(i - (i >= 160 ? 1 : 0)) + (i >= 160 ? "+01:00," : "+02:00,") + QByteArray::number(i % 5) + ','
                     + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("zoned.csv")), zoned);
        const Result z = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("zoned.csv"), QStringLiteral("-o"), QStringLiteral("z.csv")}, dir.path());
        QVERIFY2(z.code == ExitSuccess, qPrintable(z.err));
        QFile zOut(dir.filePath(QStringLiteral("z.csv")));
        QVERIFY(zOut.open(QIODevice::ReadOnly));
        const QStringList zLines = QString::fromUtf8(zOut.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(zLines.size(), 16);
        QCOMPARE(zLines[1].section(QLatin1Char(','), 1, 1), QString::fromUtf8(hour(158) + "+02:00"));
        QCOMPARE(zLines[15].section(QLatin1Char(','), 1, 1), QString::fromUtf8(hour(171) + "+01:00"));
        QSet<QString> labels;
        for (int i = 1; i < zLines.size(); ++i)
            labels.insert(zLines[i].section(QLatin1Char(','), 1, 1));
        QCOMPARE(labels.size(), 15);

        const Result quiet = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("later.csv"), QStringLiteral("-o"), QStringLiteral("q.csv"), QStringLiteral("-q")},
                                 dir.path());
        QVERIFY2(quiet.code == ExitSuccess && quiet.err.isEmpty(), qPrintable(quiet.err));

        // Another file as people export it: day-first slash dates (the training series wrote ISO
        // dates), two rows swapped, one row twice. Read as training would read it, and said.
        QByteArray exported = "date,a,y\n";
        const auto dayFirst = [&](int i) {
            const QDateTime t = QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC).addSecs(3600LL * i);
            return QByteArray(t.toString(QStringLiteral("dd/MM/yyyy HH:mm")).toUtf8() + ',' + QByteArray::number(i % 5) + ','
                              + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + '\n');
        };
        for (int i = 320; i < 340; ++i) { // from 14 March: a day above 12 shows the day comes first
            if (i == 325)
                exported += dayFirst(326) + dayFirst(325); // two rows swapped
            else
                exported += dayFirst(i == 326 ? 330 : i); // 30 twice, one of them early
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("exported.csv")), exported);
        const Result read = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("exported.csv"), QStringLiteral("-o"), QStringLiteral("e.csv")}, dir.path());
        QVERIFY2(read.code == ExitSuccess, qPrintable(read.err));
        QVERIFY2(read.err.contains(QStringLiteral("exported.csv is not in time order: its rows are sorted by time")), qPrintable(read.err));
        QVERIFY2(read.err.contains(QStringLiteral("1 row(s) repeat a time already seen")), qPrintable(read.err));
        QFile exportedOut(dir.filePath(QStringLiteral("e.csv")));
        QVERIFY(exportedOut.open(QIODevice::ReadOnly));
        exportedOut.readLine();
        QCOMPARE(QString::fromUtf8(exportedOut.readLine()).section(QLatin1Char(','), 1, 1), QString::fromUtf8(hour(320 + 5 + 3)));

        // A gap of 10 hours after 10 rows: 15 windows of 6 over the file's 20 rows, 10 of them whole,
        // so 5 skipped (the row standing in for the gap was counted as the file's: 6).
        QByteArray gapped = "date,a,y\n";
        for (int i = 150; i < 180; ++i)
            if (i < 160 || i >= 170)
                gapped += hour(i) + ',' + QByteArray::number(i % 5) + ',' + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("gapped.csv")), gapped);
        const Result gap = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("gapped.csv"), QStringLiteral("-o"), QStringLiteral("g.csv")}, dir.path());
        QVERIFY2(gap.code == ExitSuccess, qPrintable(gap.err));
        QVERIFY2(gap.err.contains(QStringLiteral("gapped.csv: 10 window(s), 5 skipped")), qPrintable(gap.err));
        // Day-first dates whose days are all 12 or less (7 and 8 March) read month first, as the guide
        // says, and said to be a guess: they made a series of July and August with no word.
        QByteArray ambiguous = "date,a,y\n";
        for (int i = 150; i < 170; ++i) {
            const QDateTime t = QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC).addSecs(3600LL * i);
            ambiguous += t.toString(QStringLiteral("dd/MM/yyyy HH:mm")).toUtf8() + ',' + QByteArray::number(i % 5) + ','
                         + QByteArray::number(40.0 + 10.0 * std::sin(i * 0.2)) + '\n';
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("ambiguous.csv")), ambiguous);
        const Result guess = run({QStringLiteral("predict"), onlyRun(runs), QStringLiteral("ambiguous.csv"), QStringLiteral("-o"), QStringLiteral("a.csv")}, dir.path());
        QVERIFY2(guess.err.contains(QStringLiteral("dates such as \"07/03/2024 06:00\" may be day first or month first")), qPrintable(guess.err));
        QVERIFY(!read.err.contains(QStringLiteral("may be day first"))); // a day above 12 settled it
    }
};

QTEST_GUILESS_MAIN(TestCliPredict)
#include "tst_clipredict.moc"
