// A batch trained in parts at once, each part on a thread of its own (train/batchparts.h, issue 34):
// the thread team underneath (util/threadteam.h), the parts' shares of the batch's loss, and a step
// in parts against the whole batch's — the same loss, the same correct count and the same update to
// rounding, with class weights, regression, gradient accumulation, dropout and batch norm (which meets
// over the parts); masks that do not depend on which thread runs first; errors from any part, also
// one that leaves another waiting at a meeting; the models it refuses.

#include "models/batchpart.h"
#include "models/latheops.h"
#include "models/modelfactory.h"
#include "train/batchparts.h"
#include "train/modelloss.h"
#include "train/trainstep.h"
#include "util/threadteam.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/optim/sgd.h>

#include <QtTest>

#include <atomic>
#include <stdexcept>
#include <thread>

using namespace lathe::core;

namespace {

// A built-in model (an MLP on 12 features, a Transformer on 10 steps of 12, a CNN on 6x6 images) and
// its loss for `classes` classes (0: regression with 2 targets).
struct Fixture {
    DataSplits data;
    TrainingConfig training;
    torch::jit::Module model;
    std::unique_ptr<ModelLoss> loss;

    Fixture(std::int64_t classes, double dropout, std::vector<double> weights = {}, const std::string& kind = "mlp", bool batchNorm = false)
    {
        const bool transformer = kind == "transformer", images = kind.rfind("cnn2d", 0) == 0;
        data.classification = classes > 0;
        data.numClasses = classes;
        for (std::int64_t c = 0; c < classes; ++c)
            data.classNames.push_back("c" + std::to_string(c));
        data.inputShape = transformer ? std::vector<std::int64_t>{10, 12} : images ? std::vector<std::int64_t>{1, 6, 6} : std::vector<std::int64_t>{12};
        data.outputSize = classes > 0 ? classes : 2;
        if (!weights.empty()) {
            training.classWeights = "by_name";
            for (std::size_t c = 0; c < weights.size(); ++c)
                training.classWeightsByName.emplace_back(data.classNames[c], weights[c]);
        }
        ModelConfig mc;
        mc.kind = images ? "cnn2d" : kind;
        mc.hidden = {32, 16};
        mc.channels = {4};
        mc.dModel = 16;
        mc.heads = 2;
        mc.layers = 1;
        mc.ffDim = 32;
        mc.dropout = dropout;
        mc.batchNorm = batchNorm;
        model = buildModel(mc, {data.inputShape, data.outputSize}, 7);
        model.train(true);
        loss = std::make_unique<ModelLoss>(model, PrecisionChoice{}, c10::Device(c10::kCPU), data, training);
        if (kind == "cnn2d channels-last") // as CPU training converts convolutions (modelloss.h)
            applyChannelsLast(model, *loss, true);
    }

    std::unique_ptr<TrainStep> step(int accumulation = 1)
    {
        const std::vector<at::Tensor> parameters = parametersOf(model);
        // Plain SGD: an update in proportion to the gradient, so a part's wrong share would show.
        auto optimizer = std::make_unique<torch::optim::SGD>(parameters, torch::optim::SGDOptions(0.1));
        StepOptions options;
        options.accumulation = accumulation;
        return std::make_unique<TrainStep>(*loss, parameters, std::move(optimizer), nullptr, options, nullptr,
                                           [](bool, const Message&) {});
    }

    // The parameters and the buffers (batch norm's running statistics).
    std::vector<at::Tensor> weights() const
    {
        std::vector<at::Tensor> w;
        for (const at::Tensor& p : model.parameters())
            w.push_back(p.detach().clone());
        for (const at::Tensor& b : model.buffers())
            if (b.is_floating_point())
                w.push_back(b.detach().clone());
        return w;
    }
};

struct Batch {
    at::Tensor x, y;
};

Batch batchOf(std::int64_t n, std::int64_t classes, std::uint64_t seed, const std::string& kind = "mlp")
{
    at::manual_seed(seed);
    Batch b{kind == "transformer" ? at::randn({n, 10, 12}) : kind.rfind("cnn2d", 0) == 0 ? at::randn({n, 1, 6, 6}) : at::randn({n, 12}), at::Tensor()};
    b.y = classes > 0 ? at::randint(0, classes, {n}, at::kLong) : at::randn({n, 2});
    return b;
}

double largestDifference(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b)
{
    double most = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        most = std::max(most, (a[i] - b[i]).abs().max().item<double>());
    return most;
}

// Trains `batches` batches of `n` samples with the batch in `parts` parts; returns the weights and
// each step's loss and correct count.
struct Trained {
    std::vector<at::Tensor> weights;
    std::vector<double> losses;
    std::vector<std::int64_t> correct;
};

Trained train(std::int64_t classes, int parts, std::int64_t n, int batches, double dropout = 0.0, std::vector<double> weights = {},
              int accumulation = 1, const std::string& kind = "mlp", bool batchNorm = false)
{
    Fixture f(classes, dropout, weights, kind, batchNorm);
    auto step = f.step(accumulation);
    BatchParts split;
    split.setParts(parts);
    step->setBatchParts(&split);
    Trained t;
    at::manual_seed(11); // the dropout seeds' source
    for (int i = 0; i < batches; ++i) {
        const Batch b = batchOf(n, classes, 100 + static_cast<std::uint64_t>(i), kind);
        at::manual_seed(1000 + static_cast<std::uint64_t>(i));
        const bool update = (i + 1) % accumulation == 0;
        const StepOutput o = step->train(b.x, b.y, true, update, 0.1);
        if (o.updated != update)
            qFatal("step %d: updated %d, expected %d", i, int(o.updated), int(update));
        t.losses.push_back(o.loss.item<double>());
        t.correct.push_back(o.correct.defined() ? o.correct.item<std::int64_t>() : -1);
    }
    t.weights = f.weights();
    return t;
}

} // namespace

class TestBatchParts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void teamRunsEveryPartAtOnceAndWaits()
    {
        ThreadTeam team;
        std::atomic<int> ran{0}, together{0}, most{0};
        std::vector<std::thread::id> ids(4);
        team.run(4, [&](int part) {
            ids[static_cast<std::size_t>(part)] = std::this_thread::get_id();
            const int now = ++together;
            int seen = most.load();
            while (now > seen && !most.compare_exchange_weak(seen, now)) {
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            --together;
            ++ran;
        });
        QCOMPARE(ran.load(), 4); // all done when run returns
        QCOMPARE(most.load(), 4); // at once, not one after the other
        QCOMPARE(ids[0], std::this_thread::get_id()); // part 0 on the caller
        for (int i = 1; i < 4; ++i)
            QVERIFY(ids[static_cast<std::size_t>(i)] != ids[0]);
        QCOMPARE(team.helpers(), 3);
        // A smaller job leaves the spare helper idle; the team is reused job after job.
        for (int job = 0; job < 500; ++job) {
            std::atomic<int> parts{0};
            team.run(job % 3 + 1, [&](int) { ++parts; });
            QCOMPARE(parts.load(), job % 3 + 1);
        }
        QCOMPARE(team.helpers(), 3);
    }

    void teamRethrowsTheLowestPartsError()
    {
        ThreadTeam team;
        std::atomic<int> ran{0};
        try {
            team.run(3, [&](int part) {
                ++ran;
                if (part >= 1)
                    throw std::runtime_error("part " + std::to_string(part));
            });
            QFAIL("no exception");
        } catch (const std::runtime_error& e) {
            QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("part 1"));
        }
        QCOMPARE(ran.load(), 3); // every part ended before the error came back
        team.run(3, [&](int) { ++ran; });
        QCOMPARE(ran.load(), 6);
    }

    void boundsShareTheSamplesOut()
    {
        BatchParts p;
        QCOMPARE(p.bounds(10), (std::vector<std::int64_t>{0, 10})); // one part: off
        p.setParts(3);
        QCOMPARE(p.bounds(10), (std::vector<std::int64_t>{0, 4, 7, 10}));
        QCOMPARE(p.bounds(2), (std::vector<std::int64_t>{0, 1, 2})); // never an empty part
        QCOMPARE(p.partsOf(1), 1);
        p.setParts(0);
        QCOMPARE(p.parts(), 1);
    }

    void lossSharesAddUpToTheBatchsLoss()
    {
        Fixture f(3, 0.0, {1.0, 2.0, 5.0});
        const Batch b = batchOf(9, 3, 5);
        const at::Tensor out = at::randn({9, 3});
        const std::vector<std::int64_t> bounds{0, 5, 9};
        const std::vector<at::Tensor> shares = f.loss->lossShares(b.y, bounds);
        QCOMPARE(shares.size(), std::size_t(2));
        const at::Tensor parts = f.loss->loss(out.slice(0, 0, 5), b.y.slice(0, 0, 5)) * shares[0]
                                 + f.loss->loss(out.slice(0, 5, 9), b.y.slice(0, 5, 9)) * shares[1];
        QVERIFY(std::abs(parts.item<double>() - f.loss->loss(out, b.y).item<double>()) < 1e-6);
        Fixture r(0, 0.0);
        const std::vector<at::Tensor> even = r.loss->lossShares(at::randn({9, 2}), bounds);
        QVERIFY(std::abs(even[0].item<double>() - 5.0 / 9.0) < 1e-7);
    }

    // The same updates whichever way the batch is cut, to rounding: dropout (partsMaskAsTheWholeBatch),
    // and batch norm, which meets over the parts — its running statistics included (Fixture::weights).
    void aStepInPartsTrainsLikeTheWholeBatch_data()
    {
        QTest::addColumn<int>("classes");
        QTest::addColumn<int>("parts");
        QTest::addColumn<int>("accumulation");
        QTest::addColumn<bool>("weighted");
        QTest::addColumn<QString>("model");
        QTest::addColumn<bool>("batchNorm");
        QTest::addColumn<double>("dropout");
        QTest::newRow("classification, 2 parts") << 4 << 2 << 1 << false << QStringLiteral("mlp") << false << 0.0;
        QTest::newRow("classification, 3 parts, class weights") << 4 << 3 << 1 << true << QStringLiteral("mlp") << false << 0.0;
        QTest::newRow("regression, 2 parts") << 0 << 2 << 1 << false << QStringLiteral("mlp") << false << 0.0;
        QTest::newRow("2 batches per update, 2 parts") << 4 << 2 << 2 << false << QStringLiteral("mlp") << false << 0.0;
        QTest::newRow("transformer with dropout, 2 parts") << 4 << 2 << 1 << false << QStringLiteral("transformer") << false << 0.2;
        QTest::newRow("MLP with batch norm and dropout, 3 parts") << 4 << 3 << 1 << false << QStringLiteral("mlp") << true << 0.2;
        QTest::newRow("CNN with batch norm, 2 parts") << 4 << 2 << 1 << false << QStringLiteral("cnn2d") << true << 0.0;
        QTest::newRow("CNN with batch norm, channels-last, 3 parts") << 4 << 3 << 1 << false << QStringLiteral("cnn2d channels-last") << true << 0.1;
    }

    void aStepInPartsTrainsLikeTheWholeBatch()
    {
        QFETCH(int, classes);
        QFETCH(int, parts);
        QFETCH(int, accumulation);
        QFETCH(bool, weighted);
        QFETCH(QString, model);
        QFETCH(bool, batchNorm);
        QFETCH(double, dropout);
        const std::string kind = model.toStdString();
        const std::vector<double> weights = weighted ? std::vector<double>{1.0, 3.0, 0.5, 2.0} : std::vector<double>{};
        at::set_num_threads(2);
        const Trained whole = train(classes, 1, 33, 6, dropout, weights, accumulation, kind, batchNorm);
        at::set_num_threads(1);
        const Trained split = train(classes, parts, 33, 6, dropout, weights, accumulation, kind, batchNorm);
        for (std::size_t i = 0; i < whole.losses.size(); ++i) {
            QVERIFY2(std::abs(whole.losses[i] - split.losses[i]) < 1e-5 * std::abs(whole.losses[i]) + 1e-6,
                     qPrintable(QStringLiteral("step %1: %2 vs %3").arg(i).arg(whole.losses[i]).arg(split.losses[i])));
            QCOMPARE(split.correct[i], whole.correct[i]);
        }
        const double moved = largestDifference(whole.weights, Fixture(classes, dropout, weights, kind, batchNorm).weights());
        QVERIFY(moved > 1e-3); // it trained
        const double apart = largestDifference(whole.weights, split.weights);
        QVERIFY2(apart < 1e-5, qPrintable(QStringLiteral("weights differ by %1 (moved %2)").arg(apart).arg(moved)));
    }

    // lathe::dropout masks a part's rows as it masks the whole batch's: the parts share the whole
    // batch's seeds and count each element's place from the part's first row. So a step in parts with
    // dropout trains like the whole batch too, and the same run twice is the same bit for bit however
    // the threads were scheduled.
    void partsMaskAsTheWholeBatch()
    {
        const at::Tensor x = at::ones({8, 700}); // rows of 700: parts start inside the kernel's blocks of 1024
        at::manual_seed(3);
        const at::Tensor whole = layers::fastDropout(x, 0.5);
        const at::Tensor second = layers::fastDropout(x, 0.5);
        at::manual_seed(3);
        layers::PartsOfABatch batch(2);
        at::Tensor parts[2], parts2[2];
        for (int p = 0; p < 2; ++p) {
            const layers::BatchPart part(batch, p, p == 0 ? 0 : 3, p == 0 ? 3 : 5);
            parts[p] = layers::fastDropout(x.slice(0, p == 0 ? 0 : 3, p == 0 ? 3 : 8), 0.5);
            parts2[p] = layers::fastDropout(x.slice(0, p == 0 ? 0 : 3, p == 0 ? 3 : 8), 0.5); // the second call: the second seed
        }
        QVERIFY(at::equal(at::cat({parts[0], parts[1]}), whole));
        QVERIFY(at::equal(at::cat({parts2[0], parts2[1]}), second));
        QVERIFY(!at::equal(whole, second));
        QVERIFY(!layers::BatchPart::current()); // closed with its scope
        // A tensor whose first dimension is not the part's rows: a mask of the part's own.
        layers::PartsOfABatch other(2);
        at::Tensor a, b;
        {
            const layers::BatchPart part(other, 0, 0, 3);
            a = layers::fastDropout(at::ones({5, 900}), 0.5);
        }
        {
            const layers::BatchPart part(other, 1, 3, 5);
            b = layers::fastDropout(at::ones({5, 900}), 0.5);
        }
        QVERIFY(!at::equal(a, b));

        at::set_num_threads(1);
        const Trained one = train(4, 2, 64, 8, 0.3);
        const Trained again = train(4, 2, 64, 8, 0.3);
        QCOMPARE(one.losses, again.losses);
        QCOMPARE(largestDifference(one.weights, again.weights), 0.0);
        const Trained none = train(4, 2, 64, 8, 0.0);
        QVERIFY(one.losses != none.losses); // it masks
        const Trained wholeBatch = train(4, 1, 64, 8, 0.3);
        const double apart = largestDifference(wholeBatch.weights, one.weights);
        QVERIFY2(apart < 1e-5, qPrintable(QStringLiteral("weights differ by %1").arg(apart)));
    }

    void anErrorInAnyPartStopsTheStep_data()
    {
        QTest::addColumn<bool>("batchNorm");
        QTest::newRow("no meetings") << false;
        QTest::newRow("batch norm: the other part waits at a meeting") << true;
    }

    void anErrorInAnyPartStopsTheStep()
    {
        QFETCH(bool, batchNorm);
        at::set_num_threads(1);
        Fixture f(3, 0.0, {}, "mlp", batchNorm);
        auto step = f.step();
        BatchParts split;
        split.setParts(2);
        step->setBatchParts(&split);
        Batch b = batchOf(16, 3, 1);
        b.y[12] = 7; // a class the model does not have, in the second part
        // The part's own error, not "another part of the batch failed" from the part left waiting.
        QVERIFY_THROWS_EXCEPTION(c10::Error, step->train(b.x, b.y, true, true, 0.01));
        b.y[12] = 1;
        step->reset();
        const StepOutput o = step->train(b.x, b.y, true, true, 0.01); // and the next step trains
        QVERIFY(std::isfinite(o.loss.item<double>()));
    }

    void evaluationForwardsInPartsToTheSameOutputs()
    {
        at::set_num_threads(1);
        Fixture f(4, 0.2, {}, "mlp", /*batchNorm=*/true); // eval mode: the running statistics, no meetings
        f.model.train(false);
        BatchParts split;
        split.setParts(3);
        const at::Tensor x = at::randn({50, 12});
        at::NoGradGuard noGrad;
        const at::Tensor whole = f.loss->forward(x);
        const at::Tensor parts = forwardInParts(*f.loss, x, &split);
        QCOMPARE(parts.sizes(), whole.sizes());
        QVERIFY(at::allclose(parts, whole, 1e-6, 1e-6));
        QVERIFY(!parts.requires_grad()); // the helpers ran under this thread's no-grad
        QVERIFY(at::allclose(forwardInParts(*f.loss, x, nullptr), whole));
    }

    // The parts run a copy whose batch norm meets over the parts; the model's own graphs keep
    // aten::batch_norm (the whole batch, the graph executor's differentiable graphs, export).
    void partsRunACopyWithBatchNormOverTheParts()
    {
        ModelConfig mlp;
        mlp.kind = "mlp";
        mlp.hidden = {8, 8};
        mlp.dropout = 0.0;
        torch::jit::Module model = buildModel(mlp, {{4}, 2}, 1);
        const torch::jit::Module runner = layers::partsRunner(model);
        const auto calls = [](const torch::jit::Module& m, const char* op) {
            int found = 0;
            for (const torch::jit::Module& sub : m.modules())
                for (const torch::jit::Method& method : sub.get_methods())
                    for (const torch::jit::Node* node : method.graph()->nodes())
                        found += node->kind() == c10::Symbol::fromQualString(op);
            return found;
        };
        QCOMPARE(calls(model, "aten::batch_norm"), 2);
        QCOMPARE(calls(model, "lathe::parts_batch_norm"), 0);
        QCOMPARE(calls(runner, "aten::batch_norm"), 0);
        QCOMPARE(calls(runner, "lathe::parts_batch_norm"), 2);
        auto a = model.parameters().begin();
        for (const at::Tensor& p : runner.parameters())
            QVERIFY(p.is_same(*a++)); // an update through one is an update of the other
        // Without a part, the copy computes what the model does.
        const at::Tensor x = at::randn({6, 4});
        QVERIFY(at::allclose(torch::jit::Module(runner).forward({x}).toTensor(), model.forward({x}).toTensor(), 1e-5, 1e-6));
    }

    void onlyBuiltInModelsSplit()
    {
        ModelConfig mlp;
        mlp.kind = "mlp";
        mlp.hidden = {8};
        mlp.batchNorm = false;
        QVERIFY(splittable(buildModel(mlp, {{4}, 2}, 1), true));
        QVERIFY(!splittable(buildModel(mlp, {{4}, 2}, 1), false)); // a user's TorchScript may look at the whole batch
        mlp.batchNorm = true;
        QVERIFY(splittable(buildModel(mlp, {{4}, 2}, 1), true)); // its batch norm meets over the parts
        QVERIFY(hasBatchNorm(buildModel(mlp, {{4}, 2}, 1)));
        mlp.syncBatchNorm = true; // data parallelism's, which sums over the ranks instead
        QVERIFY(!splittable(buildModel(mlp, {{4}, 2}, 1), true));
        ModelConfig transformer;
        transformer.kind = "transformer";
        transformer.dModel = 16;
        transformer.heads = 2;
        transformer.layers = 1;
        transformer.ffDim = 32;
        QVERIFY(splittable(buildModel(transformer, {{10, 3}, 4}, 1), true)); // layer norm is per sample
        QVERIFY(!hasBatchNorm(buildModel(transformer, {{10, 3}, 4}, 1)));
        ModelConfig cnn;
        cnn.kind = "cnn2d";
        cnn.channels = {4};
        QVERIFY(splittable(buildModel(cnn, {{1, 8, 8}, 3}, 1), true));
    }
};

QTEST_GUILESS_MAIN(TestBatchParts)
#include "tst_batchparts.moc"
