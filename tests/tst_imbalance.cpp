// Imbalanced classes (issue 16): training.class_weights weighs the loss as the training counts say or
// as named, and loader.sampler "balanced" draws every class equally often; both reject what they
// cannot mean, naming the field.

#include "config/config.h"
#include "config/schema.h"
#include "data/dataset.h"
#include "train/epochloop.h"
#include "train/modelloss.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <QtTest>

#include <algorithm>

using namespace lathe::core;

namespace {

// Whether checking the config `json` (files not looked at) gives a problem that mentions `text`.
bool problemsMention(const std::string& json, const std::string& text)
{
    const auto diagnostics = parseConfig(json, ".", false).diagnostics;
    return std::any_of(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic& d) { return d.format().find(text) != std::string::npos; });
}

} // namespace

class TestImbalance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // training.class_weights: balanced weights follow the training counts, named ones replace 1; the
    // loss is the weighted mean computed by hand.
    void classWeightsWeighTheLoss()
    {
        DataSplits d;
        d.classification = true;
        d.classNames = {"a", "b", "c"};
        d.trainClassCounts = {6, 3, 1};
        TrainingConfig t;
        QVERIFY(classWeights(t, d).empty());
        t.classWeights = "balanced";
        const std::vector<double> balanced = classWeights(t, d);
        QCOMPARE(balanced.size(), std::size_t(3));
        QCOMPARE(balanced[0], 10.0 / 18.0);
        QCOMPARE(balanced[2], 10.0 / 3.0);
        t.classWeights = "by_name";
        t.classWeightsByName = {{"c", 5.0}};
        QCOMPARE(classWeights(t, d), (std::vector<double>{1.0, 1.0, 5.0}));
        t.classWeightsByName = {{"d", 2.0}};
        QVERIFY_THROWS_EXCEPTION(ConfigError, classWeights(t, d));

        t.classWeightsByName = {{"b", 2.0}, {"c", 5.0}};
        torch::jit::Module unused("unused");
        const ModelLoss weighted(unused, PrecisionChoice{}, c10::Device(c10::kCPU), d, t);
        const at::Tensor logits = at::tensor({2.0f, 0.5f, -1.0f, 0.1f, 0.2f, 0.3f, -0.5f, 1.5f, 0.0f, 1.0f, 1.0f, 3.0f}, at::kFloat).view({4, 3});
        const at::Tensor y = at::tensor(std::vector<std::int64_t>{0, 2, 1, 2}, at::kLong);
        const at::Tensor logp = at::log_softmax(logits, 1);
        const double w[] = {1.0, 2.0, 5.0};
        double sum = 0, weights = 0;
        for (int i = 0; i < 4; ++i) {
            const std::int64_t c = y[i].item<std::int64_t>();
            sum -= w[c] * logp[i][c].item<double>();
            weights += w[c];
        }
        QVERIFY(std::abs(weighted.loss(logits, y).item<double>() - sum / weights) < 1e-6);
        TrainingConfig plain;
        const ModelLoss unweighted(unused, PrecisionChoice{}, c10::Device(c10::kCPU), d, plain);
        QVERIFY(std::abs(unweighted.loss(logits, y).item<double>() - weighted.loss(logits, y).item<double>()) > 1e-3);

        // The setting as a user writes it: a word, an object, or an error naming the field.
        QVERIFY(!problemsMention(R"({"data": {"path": "a.csv", "target": "y"}, "training": {"class_weights": {"1": 19, "0": 1}}})", "class_weights"));
        QVERIFY(problemsMention(R"({"data": {"path": "a.csv", "target": "y"}, "training": {"class_weights": "heavy"}})",
                         "training.class_weights: expected none or balanced, or an object of names to numbers between 0 and 1000000"));
        QVERIFY(problemsMention(R"({"data": {"path": "a.csv", "target": "y"}, "training": {"class_weights": {"1": -2}}})", "training.class_weights.1"));
        QVERIFY(problemsMention(R"({"data": {"path": "a.csv", "target": "y", "task": "regression"}, "training": {"class_weights": "balanced"}})",
                         "regression has no classes"));
        Message error;
        const FieldSpec* spec = findField("training.class_weights");
        QVERIFY(spec);
        QVERIFY(*parseOverrideValue(*spec, "balanced", error) == Json("balanced"));
        QVERIFY(*parseOverrideValue(*spec, R"({"yes": 4})", error) == Json({{"yes", 4}}));
    }

    // loader.sampler "balanced": a 95 / 5 split is drawn about half and half, the same way every time
    // for an epoch, and differently for the next.
    void balancedSamplerDrawsClassesEqually()
    {
        TensorSplit train;
        train.targets = at::cat({at::zeros({950}, at::kLong), at::ones({50}, at::kLong)});
        Config c;
        c.loader.sampler = "balanced";
        const at::Tensor weights = balancedSampleWeights(train);
        const at::Tensor order = epochOrder(c, weights, 1000, 3);
        QCOMPARE(order.size(0), std::int64_t(1000));
        const std::int64_t rare = train.targets.index_select(0, order).sum().item<std::int64_t>();
        QVERIFY2(rare > 440 && rare < 560, qPrintable(QString::number(rare)));
        QVERIFY(order.equal(epochOrder(c, weights, 1000, 3)));
        QVERIFY(!order.equal(epochOrder(c, weights, 1000, 4)));
        // Uniform: a permutation, every sample once.
        const at::Tensor uniform = epochOrder(c, at::Tensor(), 1000, 3);
        QVERIFY(std::get<0>(uniform.sort()).equal(at::arange(1000, at::kLong)));
        QVERIFY(problemsMention(R"({"data": {"path": "a.csv", "target": "y", "task": "regression"}, "loader": {"sampler": "balanced"}})", "loader.sampler"));
    }
};

QTEST_GUILESS_MAIN(TestImbalance)
#include "tst_imbalance.moc"
