// Metrics (core/metrics): the catalogue that says which way each metric improves and which task
// produces it, and the meters the epoch loop and the evaluation aggregate with, against values
// worked out by hand.

#include "metrics/meters.h"
#include "metrics/metric.h"

#include <ATen/ATen.h>

#include <QtTest>

#include <cmath>
#include <thread>

using namespace lathe::core;

class TestMetrics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void catalogueKnowsDirectionAndTask_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("higher");
        QTest::addColumn<int>("task");
        QTest::addRow("val_loss") << QStringLiteral("val_loss") << false << int(metric::Task::Any);
        QTest::addRow("train_loss") << QStringLiteral("train_loss") << false << int(metric::Task::Any);
        QTest::addRow("val_accuracy") << QStringLiteral("val_accuracy") << true << int(metric::Task::Classification);
        QTest::addRow("test_top5") << QStringLiteral("test_top5") << true << int(metric::Task::Classification);
        QTest::addRow("val_mae") << QStringLiteral("val_mae") << false << int(metric::Task::Regression);
        QTest::addRow("val_rmse") << QStringLiteral("val_rmse") << false << int(metric::Task::Regression);
        QTest::addRow("val_r2") << QStringLiteral("val_r2") << true << int(metric::Task::Regression);
        QTest::addRow("not a metric") << QStringLiteral("lr") << false << int(metric::Task::Any);
        QTest::addRow("unknown split") << QStringLiteral("dev_accuracy") << false << int(metric::Task::Any);
    }

    void catalogueKnowsDirectionAndTask()
    {
        QFETCH(QString, key);
        QFETCH(bool, higher);
        QFETCH(int, task);
        QCOMPARE(metric::higherIsBetter(key.toStdString()), higher);
        QCOMPARE(int(metric::taskOf(key.toStdString())), task);
    }

    void improvesInTheMetricsDirection()
    {
        const double none = std::nan("");
        QVERIFY(metric::improves("val_loss", 5.0, none)); // anything beats nothing recorded
        QVERIFY(metric::improves("val_loss", 0.4, 0.5));
        QVERIFY(!metric::improves("val_loss", 0.5, 0.4));
        QVERIFY(!metric::improves("val_loss", 0.45, 0.5, 0.1)); // by less than min_delta
        QVERIFY(metric::improves("val_accuracy", 0.9, 0.8));
        QVERIFY(!metric::improves("val_accuracy", 0.8, 0.9));
        QVERIFY(metric::improves("val_r2", -0.1, -0.5));
        QCOMPARE(metric::key(metric::Val, metric::Accuracy), std::string("val_accuracy"));
        // What the config reference offers for output.checkpoint.metric, in its order.
        QCOMPARE(metric::watchableKeys(), (std::vector<std::string>{"val_loss", "val_accuracy", "val_mae", "val_rmse", "val_r2"}));
    }

    // The weighted mean of batch means equals the mean over samples, in double, exactly as the sum
    // worked out on the host; a meter reset to partial sums continues them.
    void averageValueMeterIsTheSampleMean()
    {
        AverageValueMeter m;
        m.reset(c10::Device(c10::kCPU));
        QCOMPARE(m.value(), 0.0);
        const float means[] = {0.5f, 0.25f, 2.0f};
        const std::int64_t sizes[] = {4, 4, 2};
        double host = 0.0;
        for (int i = 0; i < 3; ++i) {
            m.add(at::scalar_tensor(means[i]), sizes[i]); // a batch mean is 0-dim
            host += static_cast<double>(means[i]) * static_cast<double>(sizes[i]);
        }
        QCOMPARE(m.count(), std::int64_t(10));
        QCOMPARE(m.sum(), host);
        QCOMPARE(m.value(), host / 10.0);
        AverageValueMeter resumed;
        resumed.reset(c10::Device(c10::kCPU), 2.0 + 1.0, 8); // after the first two batches
        resumed.add(at::scalar_tensor(means[2]), sizes[2]);
        QCOMPARE(resumed.value(), m.value());
    }

    void hitRatesCountCorrectAndTopK()
    {
        // Four samples, three classes; argmax hits samples 0 and 3.
        const at::Tensor logits = at::tensor({3.0f, 1.0f, 0.0f, 0.0f, 1.0f, 2.0f, 2.0f, 1.0f, 0.0f, 0.0f, 0.0f, 5.0f}).view({4, 3});
        const at::Tensor targets = at::tensor(std::vector<std::int64_t>{0, 0, 1, 2});
        QCOMPARE(correctPredictions(logits, targets).item<std::int64_t>(), std::int64_t(2));
        QCOMPARE(topKHits(logits, targets, 2).item<std::int64_t>(), std::int64_t(3)); // sample 1's class 0 is third
        HitRateMeter m;
        m.reset(c10::Device(c10::kCPU));
        m.add(correctPredictions(logits, targets), 4);
        m.add(at::scalar_tensor(4, at::kLong), 4);
        QCOMPARE(m.hits(), std::int64_t(6));
        QCOMPARE(m.value(), 0.75);
        HitRateMeter empty;
        empty.reset(c10::Device(c10::kCPU));
        QCOMPARE(empty.value(), 0.0);
    }

    void regressionMeterMatchesHandComputedErrors()
    {
        RegressionMeter m;
        m.reset();
        // Errors 1, -1, 2, 0 over targets 1, 2, 3, 4 (mean 2.5, total sum of squares 5).
        m.add(at::tensor({2.0f, 1.0f}).view({2, 1}), at::tensor({1.0f, 2.0f}).view({2, 1}));
        m.add(at::tensor({5.0f, 4.0f}).view({2, 1}), at::tensor({3.0f, 4.0f}).view({2, 1}));
        const RegressionMeter::Errors e = m.value();
        QCOMPARE(e.mae, 1.0);
        QCOMPARE(e.rmse, std::sqrt(6.0 / 4.0));
        QCOMPARE(e.r2, 1.0 - 6.0 / 5.0);
        // Targets without spread: R² is 0 rather than a division by zero.
        RegressionMeter flat;
        flat.add(at::tensor({1.0f, 2.0f}).view({2, 1}), at::tensor({1.0f, 1.0f}).view({2, 1}));
        QCOMPARE(flat.value().r2, 0.0);
    }

    // The monitor's thread adds while the training thread takes: unknown readings (-1) are skipped,
    // and taking starts the next epoch afresh.
    void deviceUsageMeterTakesAnEpoch()
    {
        DeviceUsageMeter m;
        QCOMPARE(m.take().meanUtilisationPercent, -1.0);
        std::thread monitor([&m] {
            for (int i = 0; i < 1000; ++i)
                m.add(i % 2 ? 40.0 : 60.0, i == 500 ? 30.0 : 10.0, 100.0);
            m.add(-1.0, -1.0, -1.0);
        });
        monitor.join();
        const DeviceUsageMeter::Usage u = m.take();
        QCOMPARE(u.meanUtilisationPercent, 50.0);
        QCOMPARE(u.peakMemoryFraction, 0.3);
        QCOMPARE(m.take().peakMemoryFraction, -1.0);
    }
};

QTEST_GUILESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
