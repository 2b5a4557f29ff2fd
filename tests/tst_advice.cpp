// The efficiency verdict (tune/efficiency.h) and the advice drawn from it (tune/advice.h): what each
// measurement pattern draws, the thresholds at their edges, each kind once per run, and a run that logs
// it once and keeps it in summary.json. The dashboard takes the same verdict (tst_dashboard).

#include "config/messagejson.h"
#include "testsession.h"
#include "train/session.h"
#include "tune/advice.h"
#include "tune/efficiency.h"
#include "util/errors.h"

#include <QtTest>

#include <algorithm>
#include <fstream>

using namespace lathe::core;
using lathe::test::RecordingSink;
using lathe::test::ringsConfig;

namespace {
EfficiencyReadings gpuReadings(double dataWait, double utilisation, double memory, const char* precision = "bf16")
{
    EfficiencyReadings e;
    e.onGpu = true;
    e.training = true;
    e.dataWaitPercent = dataWait;
    e.gpuUtilisationPercent = utilisation;
    e.gpuMemoryFraction = memory;
    e.precision = precision;
    e.bf16Capable = true;
    e.batchSize = 64;
    return e;
}

QStringList ids(const EfficiencyVerdict& v)
{
    QStringList out;
    for (const auto& f : v.findings)
        out << QString::fromStdString(f.id);
    return out;
}
} // namespace

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
        QTest::addRow("nearly full gpu") << true << 1.0 << 97.0 << 0.97 << QStringLiteral("bf16") << QStringList{QStringLiteral("memory-full")};
        QTest::addRow("bf16 on cpu") << false << 1.0 << 90.0 << -1.0 << QStringLiteral("bf16") << QStringList{QStringLiteral("reduced-precision-on-cpu")};
        QTest::addRow("cpu waits for data") << false << 35.0 << 50.0 << -1.0 << QStringLiteral("fp32") << QStringList{QStringLiteral("data-wait")};
        QTest::addRow("idle cpu") << false << 1.0 << 30.0 << -1.0 << QStringLiteral("fp32") << QStringList{QStringLiteral("cpu-idle")};
        // The same run on a machine other programs keep busy (host 95%): shared, not idle.
        QTest::addRow("shared cpu") << false << 1.0 << 30.0 << -1.0 << QStringLiteral("fp32") << QStringList{QStringLiteral("cpu-shared")};
    }

    void efficiencyAdvice()
    {
        QFETCH(bool, gpu);
        QFETCH(double, dataWait);
        QFETCH(double, utilisation);
        QFETCH(double, memory);
        QFETCH(QString, precision);
        QFETCH(QStringList, expected);
        EfficiencyReadings e = gpuReadings(dataWait, utilisation, memory, precision.toUtf8().constData());
        e.onGpu = gpu;
        if (!gpu) {
            e.cpuBusyPercent = utilisation;
            e.gpuUtilisationPercent = -1;
            if (QByteArray(QTest::currentDataTag()) == "shared cpu")
                e.hostCpuBusyPercent = 95;
        }
        const EfficiencyVerdict v = judgeEfficiency(e);
        if (QByteArray(QTest::currentDataTag()) == "cpu waits for data") {
            // A table's rows have no image size to lower (the advice named data.image_height on CSV runs).
            QVERIFY(v.findings.front().advice.text().find("data.image_height") != std::string::npos);
            EfficiencyReadings table = e;
            table.images = false;
            const std::string said = judgeEfficiency(table).findings.front().advice.text();
            QVERIFY2(said.find("raise loader.workers") != std::string::npos && said.find("image") == std::string::npos, said.c_str());
        }
        for (const auto& f : v.findings) // each names a setting, but the machine's other programs (no setting of the run's)
            QVERIFY2(f.id == "cpu-shared" || f.advice.text().find('.') != std::string::npos || f.advice.text().find('"') != std::string::npos, f.advice.text().c_str());
        QCOMPARE(ids(v), expected);
        if (QByteArray(QTest::currentDataTag()) == "shared cpu") {
            // One of a search's trials at once: its siblings are named, and the setting that trains one at a time.
            e.trialsAtOnce = 2;
            const EfficiencyVerdict trial = judgeEfficiency(e);
            QCOMPARE(ids(trial), expected);
            QCOMPARE(QString::fromStdString(trial.findings.front().advice.text()), QStringLiteral("This search trains 2 trials at once: they and any other programs use 65% "
                                                                       "of the cores, so this trial gets 30% (sweep --parallel 1 trains one at a time)"));
            // One of a job's ranks on this machine: its sibling ranks are not "other programs".
            e.trialsAtOnce = 1;
            e.localRanks = 2;
            const EfficiencyVerdict rank = judgeEfficiency(e);
            QCOMPARE(QString::fromStdString(rank.findings.front().advice.text()), QStringLiteral("This job trains 2 ranks on this machine: they and any other programs use "
                                                                      "65% of the cores, so this rank gets 30% (fewer ranks share the cores in fewer, larger parts)"));
        }
    }

    // Each threshold decides at its edge, once: the reading's level and the verdict's sentence.
    void thresholdsAtTheirEdges()
    {
        using namespace lathe::core::efficiency;
        QCOMPARE(judgeEfficiency(gpuReadings(1, kGpuBusyGood, 0.5)).busy, EfficiencyLevel::Good);
        QCOMPARE(judgeEfficiency(gpuReadings(1, kGpuBusyGood - 0.1, 0.5)).busy, EfficiencyLevel::Warn);
        QCOMPARE(judgeEfficiency(gpuReadings(1, kGpuBusyWarn - 0.1, 0.5)).busy, EfficiencyLevel::Bad);
        QCOMPARE(judgeEfficiency(gpuReadings(kDataWaitWarn - 0.1, 95, 0.5)).dataWait, EfficiencyLevel::Good);
        QCOMPARE(judgeEfficiency(gpuReadings(kDataWaitWarn, 95, 0.5)).dataWait, EfficiencyLevel::Warn);
        const auto bound = judgeEfficiency(gpuReadings(kDataWaitBound, 95, 0.5));
        QVERIFY(bound.dataBound);
        QCOMPARE(bound.level, EfficiencyLevel::Bad);
        QVERIFY2(bound.summary.text().rfind("Bottleneck: the data", 0) == 0, bound.summary.text().c_str());
        QCOMPARE(ids(bound).front(), QStringLiteral("data-wait")); // the worst first
        const auto busy = judgeEfficiency(gpuReadings(1, 96, 0.8));
        QCOMPARE(busy.level, EfficiencyLevel::Good);
        QCOMPARE(busy.summary.text(), std::string("The GPU is busy (96%): training runs as fast as the GPU computes."));
        // Before a step has run only memory is judged, and there is no verdict yet.
        EfficiencyReadings before = gpuReadings(-1, -1, 0.1);
        before.training = false;
        const auto notYet = judgeEfficiency(before);
        QVERIFY(notYet.findings.empty() && notYet.summary.empty());
        QCOMPARE(notYet.level, EfficiencyLevel::Unknown);
    }

    // Data parallel: the rank every step waits for is named when it lags the typical rank by a fifth.
    void slowRankIsNamed()
    {
        EfficiencyReadings e;
        e.precision = "fp32";
        e.rankSamplesPerSecond = {1000.0, 980.0, 610.0, 1010.0};
        e.rankNames = {msg("rank %1 on %2", 0, "a"), msg("rank %1 on %2", 1, "a"), msg("rank %1 on %2", 2, "b"), msg("rank %1 on %2", 3, "b")};
        const auto v = judgeEfficiency(e);
        QCOMPARE(v.findings.size(), std::size_t(1));
        QCOMPARE(v.findings[0].id, std::string("slow-rank"));
        QVERIFY2(v.findings[0].advice.text().find("rank 2 on b") == 0, v.findings[0].advice.text().c_str());
        // Measured over a real interval only: the few steps of an epoch a resume finished say nothing.
        e.rankSeconds = efficiency::kSlowRankSeconds;
        QCOMPARE(judgeEfficiency(e).findings.size(), std::size_t(1));
        e.rankSeconds = 0.9 * efficiency::kSlowRankSeconds;
        QVERIFY(judgeEfficiency(e).findings.empty());
        e.rankSeconds = -1.0;
        e.rankSamplesPerSecond = {1000.0, 900.0, 850.0, 1010.0}; // within a fifth: nothing to say
        QVERIFY(judgeEfficiency(e).findings.empty());
    }

    // Each kind of advice once per run; what was given is kept for the summary.
    void trackerGivesEachKindOnce()
    {
        EfficiencyReadings e = gpuReadings(50.0, 30.0, 0.1);
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
        QCOMPARE(tracker.given().front().text(), first.front().advice.text());
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
        const auto& advice = s.at("advice");
        QCOMPARE(std::count_if(advice.begin(), advice.end(),
                               [](const Json& a) { return messageValue(a).text().rfind("bf16 on the CPU is usually slower", 0) == 0; }),
                 std::ptrdiff_t(1));
    }
};

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
