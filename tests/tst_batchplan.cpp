// The batch plan (train/batchplan.h) and what it is built from: learning-rate schedules as a pure
// function of the step, the batch-size scaling rules, and the plan for a batch.

#include "train/batchplan.h"
#include "train/schedule.h"

#include <QtTest>

#include <cmath>

using namespace lathe::core;

class TestBatchPlan : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void learningRateSchedules_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<double>("warmup");
        QTest::addColumn<int>("step");
        QTest::addColumn<double>("expected");
        // 10 epochs x 10 steps, peak 1.0
        QTest::addRow("none") << QStringLiteral("none") << 0.0 << 50 << 1.0;
        QTest::addRow("warmup start") << QStringLiteral("none") << 1.0 << 0 << 0.1;
        QTest::addRow("warmup end") << QStringLiteral("none") << 1.0 << 9 << 1.0;
        QTest::addRow("cosine middle") << QStringLiteral("cosine") << 0.0 << 50 << 0.5;
        QTest::addRow("cosine end") << QStringLiteral("cosine") << 0.0 << 100 << 0.0;
        QTest::addRow("step after 3 epochs") << QStringLiteral("step") << 0.0 << 35 << 0.1;
        QTest::addRow("onecycle peak") << QStringLiteral("onecycle") << 0.0 << 30 << 1.0;
        QTest::addRow("onecycle start") << QStringLiteral("onecycle") << 0.0 << 0 << 0.04;
    }

    void learningRateSchedules()
    {
        QFETCH(QString, kind);
        QFETCH(double, warmup);
        QFETCH(int, step);
        QFETCH(double, expected);
        TrainingConfig t;
        t.epochs = 10;
        t.scheduler.kind = kind.toStdString();
        t.scheduler.warmupEpochs = warmup;
        t.scheduler.stepEpochs = 3;
        t.scheduler.gamma = 0.1;
        const LrSchedule s(t, 1.0, 10);
        QVERIFY2(std::abs(s.at(step) - expected) < 1e-9, qPrintable(QString::number(s.at(step))));
    }

    void learningRateScalingRules()
    {
        QCOMPARE(scaleLearningRate(0.1, "none", 512, 128), 0.1);
        QCOMPARE(scaleLearningRate(0.1, "linear", 512, 128), 0.4);
        QCOMPARE(scaleLearningRate(0.1, "sqrt", 512, 128), 0.2);
    }

    // The plan follows the batch: steps per epoch (drop_last, the quick-run cap), optimizer steps
    // after accumulation, the lr after the scaling rule and a schedule over the whole run.
    void planFollowsTheBatch()
    {
        TrainingConfig t;
        t.epochs = 4;
        t.lr = 0.1;
        t.lrScaling = "linear";
        t.baseBatchSize = 100;
        t.gradAccumulation = 2;
        t.scheduler.kind = "none";
        LoaderConfig loader;
        const BatchPlan p = planBatches(t, loader, 1050, 200);
        QCOMPARE(p.batchSize, 200);
        QCOMPARE(p.stepsPerEpoch, std::int64_t(6)); // the last batch holds 50
        QCOMPARE(p.optimizerStepsPerEpoch, std::int64_t(3));
        QCOMPARE(p.lr, 0.2);
        QCOMPARE(p.lrAt(0), 0.2);
        QVERIFY(QString::fromStdString(p.lrScalingNote(t).text()).contains(QStringLiteral("scaled to 0.200000 for batch 200 (linear rule")));
        QVERIFY(!p.updatesAfter(0, 2));
        QVERIFY(p.updatesAfter(1, 2));
        loader.dropLast = true;
        const BatchPlan whole = planBatches(t, loader, 1050, 200);
        QCOMPARE(whole.stepsPerEpoch, std::int64_t(5));
        QVERIFY(!whole.updatesAfter(3, 3));
        QVERIFY(whole.updatesAfter(4, 3)); // the epoch's last batch steps, whatever its group
        QCOMPARE(planBatches(t, loader, 1050, 200, 2).stepsPerEpoch, std::int64_t(2));
        t.lrScaling = "none";
        QVERIFY(planBatches(t, loader, 1050, 200).lrScalingNote(t).empty());
    }

    // Data parallel with the learning rate left as configured: the run says that each step now sees
    // the samples of several processes at the same learning rate, and how to train as one would.
    void globalBatchIsExplained()
    {
        TrainingConfig t;
        t.lr = 0.003;
        t.lrScaling = "none";
        LoaderConfig loader;
        const QString note = QString::fromStdString(planBatches(t, loader, 54000, 256, 0, 2).globalBatchNote(t).text());
        QVERIFY2(note.contains(QStringLiteral("global batch 512 (2 ranks × 256)")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("set the batch to 128 per rank")), qPrintable(note));
        QVERIFY2(note.contains(QStringLiteral("training.lr_scaling \"linear\"")), qPrintable(note));
        QVERIFY(!planBatches(t, loader, 54000, 255, 0, 2).globalBatchNote(t).empty());
        QVERIFY(!QString::fromStdString(planBatches(t, loader, 54000, 255, 0, 2).globalBatchNote(t).text()).contains(QStringLiteral("per rank,")));
        QVERIFY(planBatches(t, loader, 54000, 256).globalBatchNote(t).empty()); // one process
        t.lrScaling = "linear";
        QVERIFY(planBatches(t, loader, 54000, 256, 0, 2).globalBatchNote(t).empty()); // the lr follows the batch
    }

    // The default: one process keeps the configured rate at any batch; N ranks multiply it by N.
    void autoScalingFollowsTheRanks()
    {
        TrainingConfig t;
        QCOMPARE(t.lrScaling, std::string("auto"));
        t.lr = 0.002;
        LoaderConfig loader;
        QCOMPARE(planBatches(t, loader, 54000, 256).lr, 0.002);
        QCOMPARE(planBatches(t, loader, 54000, 1024).lr, 0.002); // base_batch_size plays no part
        const BatchPlan two = planBatches(t, loader, 54000, 256, 0, 2);
        QCOMPARE(two.lr, 0.004);
        QVERIFY2(two.lrScalingNote(t).text().find("times the ranks") != std::string::npos, two.lrScalingNote(t).text().c_str());
        QCOMPARE(planBatches(t, loader, 54000, 256, 0, 3).lr, 0.006);
        QVERIFY(two.globalBatchNote(t).empty()); // the rate follows the global batch: nothing to warn of
    }

    // A batch is always one the data can give: at least 1, at most the training split.
    void planClampsTheBatch()
    {
        TrainingConfig t;
        LoaderConfig loader;
        QCOMPARE(planBatches(t, loader, 30, 128).batchSize, 30);
        QCOMPARE(planBatches(t, loader, 30, 128).stepsPerEpoch, std::int64_t(1));
        QCOMPARE(planBatches(t, loader, 30, 0).batchSize, 1);
    }

    // A last batch of one sample is dropped (batch normalisation over one sample records a NaN running
    // variance, and every output after it is NaN); two are kept, on one rank and per rank on two.
    void aLastBatchOfOneIsDropped()
    {
        TrainingConfig t;
        LoaderConfig loader;
        QCOMPARE(planBatches(t, loader, 65, 64).stepsPerEpoch, std::int64_t(1));
        QCOMPARE(planBatches(t, loader, 66, 64).stepsPerEpoch, std::int64_t(2));
        QCOMPARE(planBatches(t, loader, 131, 64, 0, 2).stepsPerEpoch, std::int64_t(1)); // 3 left: one rank would get one
        QCOMPARE(planBatches(t, loader, 132, 64, 0, 2).stepsPerEpoch, std::int64_t(2));
    }
};

QTEST_GUILESS_MAIN(TestBatchPlan)
#include "tst_batchplan.moc"
