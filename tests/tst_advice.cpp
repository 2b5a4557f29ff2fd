// Efficiency advice (tune/advice.h): what each measurement pattern draws, each kind once per run, and
// a run that logs it once and keeps it in summary.json.

#include "testsession.h"
#include "train/session.h"
#include "tune/advice.h"
#include "util/errors.h"

#include <QtTest>

#include <fstream>

using namespace lathe::core;
using lathe::test::RecordingSink;
using lathe::test::ringsConfig;

class TestAdvice : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void efficiencyAdvice_data()
    {
        QTest::addColumn<bool>("gpu");
        QTest::addColumn<double>("dataWait");
        QTest::addColumn<double>("utilisation");
        QTest::addColumn<double>("memory");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("starved gpu") << true << 60.0 << 40.0 << 0.5 << QStringLiteral("bf16") << QStringList{QStringLiteral("data-wait")};
        QTest::addRow("idle gpu, small batch") << true << 2.0 << 35.0 << 0.2 << QStringLiteral("bf16")
                                               << QStringList{QStringLiteral("gpu-idle"), QStringLiteral("memory-headroom")};
        QTest::addRow("fp32 on bf16 gpu") << true << 1.0 << 95.0 << 0.8 << QStringLiteral("fp32") << QStringList{QStringLiteral("fp32-on-bf16-gpu")};
        QTest::addRow("healthy gpu") << true << 1.0 << 97.0 << 0.85 << QStringLiteral("bf16") << QStringList{};
        QTest::addRow("bf16 on cpu") << false << 1.0 << -1.0 << -1.0 << QStringLiteral("bf16") << QStringList{QStringLiteral("reduced-precision-on-cpu")};
        QTest::addRow("cpu waits for data") << false << 35.0 << -1.0 << -1.0 << QStringLiteral("fp32") << QStringList{QStringLiteral("data-wait")};
    }

    void efficiencyAdvice()
    {
        QFETCH(bool, gpu);
        QFETCH(double, dataWait);
        QFETCH(double, utilisation);
        QFETCH(double, memory);
        QFETCH(QString, precision);
        QFETCH(QStringList, expected);
        EpochEfficiency e;
        e.onGpu = gpu;
        e.dataWaitPercent = dataWait;
        e.meanGpuUtilisation = utilisation;
        e.peakGpuMemoryFraction = memory;
        e.precision = precision.toStdString();
        e.bf16Capable = true;
        e.batchSize = 64;
        QStringList ids;
        for (const auto& a : lathe::core::efficiencyAdvice(e)) {
            ids << QString::fromStdString(a.id);
            QVERIFY2(a.message.text().find('.') != std::string::npos || a.message.text().find('"') != std::string::npos, a.message.text().c_str()); // names a setting
        }
        QCOMPARE(ids, expected);
    }

    // Data parallel: the rank every step waits for is named when it lags the typical rank by a fifth.
    void slowRankIsNamed()
    {
        EpochEfficiency e;
        e.precision = "fp32";
        e.rankSamplesPerSecond = {1000.0, 980.0, 610.0, 1010.0};
        e.rankNames = {"rank 0 on a", "rank 1 on a", "rank 2 on b", "rank 3 on b"};
        const auto advice = lathe::core::efficiencyAdvice(e);
        QCOMPARE(advice.size(), std::size_t(1));
        QCOMPARE(advice[0].id, std::string("slow-rank"));
        QVERIFY2(advice[0].message.text().find("rank 2 on b") == 0, advice[0].message.text().c_str());
        e.rankSamplesPerSecond = {1000.0, 900.0, 850.0, 1010.0}; // within a fifth: nothing to say
        QVERIFY(lathe::core::efficiencyAdvice(e).empty());
    }

    // Each kind of advice once per run; what was given is kept for the summary.
    void trackerGivesEachKindOnce()
    {
        EpochEfficiency e;
        e.onGpu = true;
        e.dataWaitPercent = 50.0;
        e.meanGpuUtilisation = 30.0;
        e.peakGpuMemoryFraction = 0.1;
        e.precision = "bf16";
        e.batchSize = 32;
        AdviceTracker tracker;
        const auto first = tracker.take(e);
        QCOMPARE(first.size(), std::size_t(2)); // data-wait and memory-headroom
        QVERIFY(tracker.take(e).empty());
        e.dataWaitPercent = 1.0; // now the idle GPU shows: new advice, once
        const auto second = tracker.take(e);
        QCOMPARE(second.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(second.front().id), QStringLiteral("gpu-idle"));
        QCOMPARE(tracker.given().size(), std::size_t(3));
        QCOMPARE(tracker.given().front(), first.front().message.text());
    }

    void adviceIsLoggedOnceAndSummarised()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 3, "batch_size": 32})", 300);
        Json doc = c.json;
        doc["precision"]["amp"] = "bf16"; // reduced precision on the CPU draws advice
        doc["compile"]["graph_optimize"] = true; // and must still train (the JIT autodiff is bypassed under AMP)
        const auto r = parseConfig(doc.dump(), dir.path().toStdString());
        QVERIFY(r.config);
        RecordingSink sink;
        Session session(*r.config, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));
        const auto count = std::count_if(sink.logs.begin(), sink.logs.end(), [](const std::string& l) {
            return l.rfind("bf16 on the CPU is usually slower", 0) == 0;
        });
        QCOMPARE(int(count), 1);
        std::ifstream summary(sink.finished.runDir + "/summary.json");
        const Json s = Json::parse(summary);
        QCOMPARE(s.at("advice").size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
