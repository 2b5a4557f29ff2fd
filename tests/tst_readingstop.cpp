// A stop while the data are read (the window's Stop or its closing, Ctrl-C, "Stop scoring") ends the
// reading within a block of a table, 65,536 rows of a time series or an image of a folder, instead of after the whole file: the
// run ends before training, saying so, and an evaluation writes nothing. (A streamed table's passes:
// tst_tablestream.)

#include "config/config.h"
#include "data/datalog.h"
#include "data/dataset.h"
#include "run/runfolder.h"
#include "largetable.h"
#include "testimages.h"
#include "testsession.h"
#include "testutil.h"
#include "train/runevaluation.h"
#include "train/session.h"
#include "util/errors.h"

#include <QtTest>

using namespace lathe::core;

namespace {

Config configFor(const QTemporaryDir& dir, const std::string& data)
{
    const auto r = parseConfig(R"({"name": "stop", "data": )" + data + R"(, "model": {"kind": "mlp", "hidden": [8]},
        "training": {"epochs": 1, "batch_size": 32}, "output": {"runs_dir": "runs"}})",
                               dir.path().toStdString());
    if (!r.config)
        qFatal("invalid test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

// How often a whole read asks its stop.
int asksOfAWholeRead(const Config& c)
{
    std::atomic<int> asks{0}; // the image decoders ask from their threads
    DataLog counting([](const Message&) {});
    counting.stopWhen([&asks] { return ++asks < 0; });
    loadDataset(c, counting);
    return asks.load();
}

} // namespace

class TestReadingStop : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A large CSV is asked between its blocks: a stop at the second ask ends the reading there.
    void aLargeTableStopsBetweenBlocks()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("大表.csv")), lathe::test::largeCsv(2000000));
        const Config c = configFor(dir, R"({"path": "大表.csv", "target": "label", "cache": false})");
        const int asks = asksOfAWholeRead(c);
        QVERIFY2(asks >= 4, qPrintable(QString::number(asks)));
        int asked = 0;
        DataLog stopping([](const Message&) {});
        stopping.stopWhen([&asked] { return ++asked == 2; });
        try {
            loadDataset(c, stopping);
            QFAIL("read to the end after a stop");
        } catch (const ReadingStopped& e) {
            QCOMPARE(asked, 2);
            QCOMPARE(e.message().text(), std::string("stopped while reading the data"));
        }
    }

    // A long time series is read whole, but asked every 65,536 rows: a stop at the second ask ends
    // the reading inside the file.
    void aLongSeriesStopsInsideTheFile()
    {
        QTemporaryDir dir;
        QByteArray csv = "t,x,y\n";
        for (int i = 0; i < 200000; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(i % 89) + ',' + QByteArray::number((i * 7) % 61) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("传感器.csv")), csv);
        const Config c = configFor(dir, R"({"source": "timeseries_csv", "task": "regression", "path": "传感器.csv", "target": "y",
            "features": ["x", "y"], "window": 8})");
        const int asks = asksOfAWholeRead(c);
        QVERIFY2(asks >= 4, qPrintable(QString::number(asks)));
        int asked = 0;
        DataLog stopping([](const Message&) {});
        stopping.stopWhen([&asked] { return ++asked == 2; });
        QVERIFY_THROWS_EXCEPTION(ReadingStopped, loadDataset(c, stopping));
        QCOMPARE(asked, 2);
    }

    // An image folder is asked before every image, by each decoding thread: a stop after a few
    // ends the decoding.
    void anImageFolderStopsBetweenImages()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 40; ++i)
            lathe::test::writeImage(dir.filePath(QStringLiteral("图片/%1/%2.png").arg(i % 2 ? QStringLiteral("猫") : QStringLiteral("狗")).arg(i)), 8,
                                    8, "PNG", true, i * 5);
        const Config c = configFor(dir, R"({"source": "image_folder", "path": "图片", "image_height": 8, "image_width": 8, "channels": 1,
            "splits": {"val": 0.2, "test": 0.0}})");
        QVERIFY2(asksOfAWholeRead(c) >= 40, "every image asks");
        std::atomic<int> asked{0};
        DataLog stopping([](const Message&) {});
        stopping.stopWhen([&asked] { return ++asked >= 5; }); // decoders on other threads ask again before they stop
        QVERIFY_THROWS_EXCEPTION(ReadingStopped, loadDataset(c, stopping));
        QVERIFY2(asked < 40, qPrintable(QString::number(asked.load())));
    }

    // A run stopped while its data are read ends as stopped, before training, and says where.
    void aRunStoppedWhileReadingEndsBeforeTraining()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(600));
        const Config c = configFor(dir, R"({"path": "rings.csv", "target": "label", "cache": false})");
        lathe::test::RecordingSink sink;
        Session session(c, sink);
        session.requestStop(); // before the first block is read
        session.start();
        QCOMPARE(session.wait(), int(ExitInterrupted));
        QCOMPARE(sink.finished.status, RunFinishedEvent::Status::Stopped);
        QCOMPARE(sink.finished.message.text(), std::string("stopped while reading the data, before training"));
        const auto seq = sink.sequence();
        QVERIFY(std::find(seq.begin(), seq.end(), std::string("started")) == seq.end()); // no training began
        QVERIFY(!sink.finished.runDir.empty());
        QVERIFY(std::filesystem::exists(std::filesystem::path(sink.finished.runDir) / runfile::Config)); // the run's config is kept
    }

    // "Stop scoring" while the data to score are read: EvaluationStopped, nothing written.
    void anEvaluationStoppedWhileReadingWritesNothing()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(600));
        const Config c = configFor(dir, R"({"path": "rings.csv", "target": "label", "cache": false, "splits": {"val": 0.2, "test": 0.2}})");
        lathe::test::RecordingSink sink;
        Session session(c, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));
        const QString output = dir.filePath(QStringLiteral("scored.json"));
        RunEvaluationRequest request{sink.finished.runDir, "last", {}, output.toStdString(), {}};
        int asked = 0;
        request.stopRequested = [&asked] { return ++asked == 1; }; // the first ask is the table's first block
        QVERIFY_THROWS_EXCEPTION(EvaluationStopped, evaluateRun(c, request, [](const Message&) {}));
        QCOMPARE(asked, 1);
        QVERIFY(!QFile::exists(output));
        request.stopRequested = {};
        QVERIFY(evaluateRun(c, request, [](const Message&) {}).contains("metrics"));
        QVERIFY(QFile::exists(output));
    }
};

QTEST_GUILESS_MAIN(TestReadingStop)
#include "tst_readingstop.moc"
