// Metrics (core/metrics): the catalogue that says which way each metric improves and which task
// produces it, and the meters the epoch loop and the evaluation aggregate with, against values
// worked out by hand.

#include "metrics/evaluation.h"
#include "metrics/meters.h"
#include "metrics/metric.h"

#include <ATen/ATen.h>

#include <QtTest>

#include <cmath>
#include <limits>
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
        QVERIFY(!metric::improves("val_loss", none, none)); // but a diverged epoch (NaN) is never the best
        QVERIFY(!metric::improves("val_loss", none, 0.5));
        QVERIFY(!metric::improves("val_accuracy", none, 0.5));
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

    // A confusion matrix with a class that occurs only as a prediction (C) and one that never occurs
    // (D), worked out by hand with scikit-learn's conventions (evaluation.h).
    void classificationScoresFromConfusion()
    {
        // rows: true A, B, C, D; columns: predicted A, B, C, D
        const std::vector<std::vector<std::int64_t>> m{{5, 1, 0, 0}, {2, 3, 1, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}};
        const ClassificationScores s = classificationScores(m, {"A", "B", "C"});
        QCOMPARE(s.samples, std::int64_t{12});
        QCOMPARE(s.accuracy, 8.0 / 12.0);
        QCOMPARE(s.classes.size(), std::size_t{4});
        QCOMPARE(s.classes[3].name, std::string("3")); // padded with the index
        QCOMPARE(s.classes[0].precision, 5.0 / 7.0);
        QCOMPARE(s.classes[0].recall, 5.0 / 6.0);
        QVERIFY(std::abs(s.classes[0].f1 - 10.0 / 13.0) < 1e-12);
        QCOMPARE(s.classes[1].precision, 0.75);
        QCOMPARE(s.classes[1].recall, 0.5);
        QVERIFY(std::abs(s.classes[1].f1 - 0.6) < 1e-12);
        QCOMPARE(s.classes[2].support, std::int64_t{0});
        QCOMPARE(s.classes[2].predicted, std::int64_t{1});
        QCOMPARE(s.classes[2].precision, 0.0); // predicted once, never right
        QCOMPARE(s.classes[2].recall, 0.0);    // never occurs: 0, not a division by zero
        // Macro: A, B and C (C was predicted); D, absent from both, has no say.
        QVERIFY(std::abs(s.macro.precision - (5.0 / 7.0 + 0.75) / 3.0) < 1e-12);
        QVERIFY(std::abs(s.macro.recall - (5.0 / 6.0 + 0.5) / 3.0) < 1e-12);
        QVERIFY(std::abs(s.macro.f1 - (10.0 / 13.0 + 0.6) / 3.0) < 1e-12);
        // Weighted by support (6 and 6): weighted recall is the accuracy.
        QVERIFY(std::abs(s.weighted.precision - (0.5 * 5.0 / 7.0 + 0.5 * 0.75)) < 1e-12);
        QVERIFY(std::abs(s.weighted.recall - s.accuracy) < 1e-12);
        QVERIFY(std::abs(s.weighted.f1 - (0.5 * 10.0 / 13.0 + 0.3)) < 1e-12);
        // Balanced accuracy: the mean recall of the classes that occur (A and B).
        QVERIFY(std::abs(s.balancedAccuracy - (5.0 / 6.0 + 0.5) / 2.0) < 1e-12);
        const auto confused = s.mostConfused(2);
        QCOMPARE(confused.size(), std::size_t{2});
        QCOMPARE(confused[0].trueClass, std::size_t{1}); // B taken for A, twice
        QCOMPARE(confused[0].predictedClass, std::size_t{0});
        QCOMPARE(confused[0].count, std::int64_t{2});
        QCOMPARE(confused[1].trueClass, std::size_t{0}); // then A for B (before B for C: same count, row order)
        QCOMPARE(confused[1].predictedClass, std::size_t{1});

        // The JSON of evaluation.json reads back to the same scores.
        const auto back = classificationScoresFromJson(toJson(s));
        QVERIFY(back.has_value());
        QCOMPARE(back->confusion, m);
        QCOMPARE(back->classes[0].name, std::string("A"));
        QCOMPARE(back->macro.f1, s.macro.f1);
        QVERIFY(!classificationScoresFromJson(nlohmann::ordered_json{{"accuracy", 1}}).has_value());

        // A single class, and nothing at all: defined values, no division by zero.
        const ClassificationScores one = classificationScores({{4, 0}, {0, 0}}, {"yes", "no"});
        QCOMPARE(one.accuracy, 1.0);
        QCOMPARE(one.macro.recall, 1.0);
        QCOMPARE(one.balancedAccuracy, 1.0);
        const ClassificationScores none = classificationScores({{0, 0}, {0, 0}}, {});
        QCOMPARE(none.accuracy, 0.0);
        QCOMPARE(none.macro.f1, 0.0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, classificationScores({{1, 2}, {3}}, {}));
    }

    void rocAucCountsTiesHalf()
    {
        // scikit-learn's roc_auc_score example: 0.75.
        QCOMPARE(rocAuc({0.1, 0.4, 0.35, 0.8}, {false, false, true, true}).value(), 0.75);
        QCOMPARE(rocAuc({0.9, 0.8, 0.1}, {true, true, false}).value(), 1.0);
        QCOMPARE(rocAuc({0.1, 0.8, 0.9}, {true, false, false}).value(), 0.0);
        QCOMPARE(rocAuc({0.5, 0.5, 0.5, 0.5}, {false, true, false, true}).value(), 0.5);
        QVERIFY(!rocAuc({0.2, 0.3}, {true, true}).has_value()); // one class: undefined
        const double nan = std::numeric_limits<double>::quiet_NaN(); // a model whose outputs are no numbers: undefined, and no endless ties
        QVERIFY(!rocAuc({nan, nan, 0.3}, {true, false, true}).has_value());
        QVERIFY(!rocAuc({0.1, nan}, {false, true}).has_value());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, rocAuc({0.2}, {true, false}));
    }

    void regressionScoresPerTarget()
    {
        // Two targets over three rows: errors (0, 1, -2) and (1, -1, 0).
        const std::vector<double> pred{1, 2, 3, 4, 5, 7}, target{1, 1, 2, 5, 7, 7};
        const RegressionScores s = regressionScores(pred, target, 2, {"pm25"});
        QCOMPARE(s.samples, std::int64_t{3});
        QCOMPARE(s.targets.size(), std::size_t{2});
        const TargetScores& a = s.targets[0];
        QCOMPARE(a.name, std::string("pm25"));
        QCOMPARE(s.targets[1].name, std::string("target 1"));
        QCOMPARE(a.mae, 1.0);
        QVERIFY(std::abs(a.rmse - std::sqrt(5.0 / 3.0)) < 1e-12);
        QVERIFY(std::abs(a.r2 - (1.0 - 45.0 / 186.0)) < 1e-12); // targets 1, 2, 7: total sum of squares 186/9
        QVERIFY(std::abs(a.residuals.mean + 1.0 / 3.0) < 1e-12);
        QVERIFY(std::abs(a.residuals.std - std::sqrt(42.0 / 27.0)) < 1e-12);
        QCOMPARE(a.residuals.min, -2.0);
        QCOMPARE(a.residuals.max, 1.0);
        QCOMPARE(a.residuals.absMedian, 1.0);
        QVERIFY(std::abs(a.residuals.absP90 - 1.8) < 1e-12); // |e| = 0, 1, 2 interpolated
        const TargetScores& b = s.targets[1];
        QVERIFY(std::abs(b.mae - 2.0 / 3.0) < 1e-12);
        QVERIFY(std::abs(b.r2 - (1.0 - 18.0 / 168.0)) < 1e-12);
        // All targets together, as the run's val_mae / val_rmse / val_r2.
        QVERIFY(std::abs(s.mae - 5.0 / 6.0) < 1e-12);
        QVERIFY(std::abs(s.rmse - std::sqrt(7.0 / 6.0)) < 1e-12);
        QVERIFY(std::abs(s.r2 - (1.0 - 63.0 / 354.0)) < 1e-12);
        // A constant target: R² 0, not a division by zero.
        QCOMPARE(regressionScores({1, 2}, {3, 3}, 1, {}).targets[0].r2, 0.0);
        QCOMPARE(regressionScores({}, {}, 1, {}).samples, std::int64_t{0});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, regressionScores({1, 2, 3}, {1, 2, 3}, 2, {}));
        const auto back = regressionScoresFromJson(toJson(s));
        QVERIFY(back.has_value());
        QCOMPARE(back->targets[1].residuals.absP99, s.targets[1].residuals.absP99);
        QVERIFY(!back->targets[0].persistenceMae.has_value());
        QVERIFY(!toJson(s)["targets"][0].contains("persistence_mae"));
        // A forecast's persistence MAE goes along, for the target that has one.
        RegressionScores forecast = s;
        forecast.targets[0].persistenceMae = 0.5;
        const auto again = regressionScoresFromJson(toJson(forecast));
        QCOMPARE(again->targets[0].persistenceMae, std::optional<double>(0.5));
        QVERIFY(!again->targets[1].persistenceMae.has_value());
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
