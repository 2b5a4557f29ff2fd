// The built-in models (models/modelfactory.h): each maps a batch of its data to [batch, outputs] and
// switches between training and evaluation; the convolutional stages that cnn2d, cnn1d and the
// fusion model share name their layers alike, drop the bias before batch norm only where they
// should, and pool while there is something to pool.

#include "models/latheops.h"
#include "models/modelfactory.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/csrc/jit/passes/freeze_module.h>

#include <QtTest>

#include <cmath>
#include <set>

using namespace lathe::core;

namespace {

std::set<std::string> parameterNames(const torch::jit::Module& m)
{
    std::set<std::string> names;
    for (const auto& p : m.named_parameters())
        names.insert(p.name);
    return names;
}

ModelConfig model(const std::string& kind)
{
    ModelConfig c;
    c.kind = kind;
    c.channels = {4, 8};
    c.hidden = {16};
    c.dModel = 16;
    c.heads = 2;
    c.layers = 1;
    c.ffDim = 32;
    return c;
}

} // namespace

class TestModels : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyKindFitsItsData_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<std::vector<std::int64_t>>("input");
        QTest::addRow("mlp") << QStringLiteral("mlp") << std::vector<std::int64_t>{12};
        QTest::addRow("cnn2d") << QStringLiteral("cnn2d") << std::vector<std::int64_t>{3, 16, 12};
        QTest::addRow("resnet") << QStringLiteral("resnet") << std::vector<std::int64_t>{1, 16, 16};
        QTest::addRow("cnn1d") << QStringLiteral("cnn1d") << std::vector<std::int64_t>{20, 3};
        QTest::addRow("transformer") << QStringLiteral("transformer") << std::vector<std::int64_t>{20, 3};
        QTest::addRow("cnn_transformer") << QStringLiteral("cnn_transformer") << std::vector<std::int64_t>{20, 3};
    }

    void everyKindFitsItsData()
    {
        QFETCH(QString, kind);
        QFETCH(std::vector<std::int64_t>, input);
        torch::jit::Module m = buildModel(model(kind.toStdString()), {input, 5}, 1);
        checkModelFits(m, {input, 5}, kind.toStdString()); // throws when it does not fit
        std::vector<std::int64_t> batch{3};
        batch.insert(batch.end(), input.begin(), input.end());
        m.eval();
        QCOMPARE(m.forward({at::randn(batch)}).toTensor().sizes().vec(), (std::vector<std::int64_t>{3, 5}));
        QVERIFY(!m.is_training());
        QCOMPARE(std::int64_t(parametersOf(m).size()), std::int64_t(m.parameters().size()));
        QVERIFY(countParameters(m) > 0);
    }

    // model.sync_batch_norm in one process is ordinary batch norm: the same outputs, gradients and
    // running statistics in training mode, on features ([N, C]), sequences ([N, C, T]) and images.
    void syncBatchNormAloneIsBatchNorm_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<std::vector<std::int64_t>>("input");
        QTest::addRow("mlp") << QStringLiteral("mlp") << std::vector<std::int64_t>{12};
        QTest::addRow("cnn1d") << QStringLiteral("cnn1d") << std::vector<std::int64_t>{20, 3};
        QTest::addRow("resnet") << QStringLiteral("resnet") << std::vector<std::int64_t>{1, 16, 16};
    }

    void syncBatchNormAloneIsBatchNorm()
    {
        QFETCH(QString, kind);
        QFETCH(std::vector<std::int64_t>, input);
        ModelConfig synced = model(kind.toStdString());
        synced.syncBatchNorm = true;
        synced.dropout = 0.0;
        ModelConfig plain = synced;
        plain.syncBatchNorm = false;
        torch::jit::Module a = buildModel(plain, {input, 5}, 3), b = buildModel(synced, {input, 5}, 3);
        std::vector<std::int64_t> batch{6};
        batch.insert(batch.end(), input.begin(), input.end());
        // The two compute the variance differently in fp32 (sums of squares against LibTorch's own),
        // so small gradients differ by up to a few 1e-3 relative on some inputs: a fixed input, not
        // one that depends on what the tests before drew from the generator.
        at::manual_seed(0);
        const at::Tensor x = at::randn(batch);
        a.train();
        b.train();
        const at::Tensor ya = a.forward({x}).toTensor(), yb = b.forward({x}).toTensor();
        QVERIFY(at::allclose(ya, yb, 1e-4, 1e-5));
        ya.pow(2).sum().backward();
        yb.pow(2).sum().backward();
        const auto pa = a.named_parameters(), pb = b.named_parameters();
        auto ib = pb.begin();
        for (const auto& p : pa) {
            QCOMPARE(p.name, (*ib).name);
            QVERIFY2(at::allclose(p.value.grad(), (*ib).value.grad(), 1e-3, 1e-4), p.name.c_str());
            ++ib;
        }
        const auto ba = a.named_buffers(), bb = b.named_buffers();
        auto jb = bb.begin();
        for (const auto& buffer : ba) {
            QVERIFY2(at::allclose(buffer.value, (*jb).value, 1e-4, 1e-5), buffer.name.c_str());
            ++jb;
        }
    }

    // The shared stage builder: conv{stage}_{k} and bn{stage}_{k} in every model that has stages;
    // Sequence convolutions run as rows of an image (conv2d over [batch, channels, 1, time]) but are
    // nn.Conv1d's: the same weight shape (so earlier checkpoints load), the same values as conv1d,
    // pooling and mean, in the channels-last order the data comes in and in the contiguous one.
    void sequenceConvolutionsAreConv1d()
    {
        ModelConfig c = model("cnn1d");
        c.channels = {6};
        c.dropout = 0.0;
        torch::jit::Module m = buildModel(c, {{10, 3}, 4}, 1);
        m.eval();
        const at::Tensor w = m.attr("conv0_0").toModule().attr("weight").toTensor();
        QCOMPARE(w.sizes().vec(), (std::vector<std::int64_t>{6, 3, 3}));
        const at::Tensor x = at::randn({5, 10, 3});
        // What nn.Conv1d, BatchNorm1d (eval: running statistics 0 and 1), ReLU, MaxPool1d and a mean
        // over time give with the model's own parameters.
        at::Tensor h = x.transpose(1, 2);
        for (const char* k : {"0_0", "0_1"}) {
            const auto conv = m.attr(std::string("conv") + k).toModule();
            const auto bn = m.attr(std::string("bn") + k).toModule();
            h = at::conv1d(h, conv.attr("weight").toTensor(), conv.attr("bias").toTensor(), 1, 1);
            h = at::relu(at::batch_norm(h, bn.attr("weight").toTensor(), bn.attr("bias").toTensor(), bn.attr("running_mean").toTensor(),
                                        bn.attr("running_var").toTensor(), false, 0.1, 1e-5, false));
        }
        h = at::max_pool1d(h, 2, 2).mean(2);
        const auto head = m.attr("head").toModule();
        const at::Tensor expected = at::linear(h, head.attr("weight").toTensor(), head.attr("bias").toTensor());
        for (const bool channelsLast : {false, true}) {
            m.setattr("channels_last", channelsLast);
            const at::Tensor y = m.forward({x}).toTensor();
            QVERIFY2(at::allclose(y, expected, 1e-5, 1e-5), channelsLast ? "channels-last" : "contiguous");
        }
        // The fusion model's front end too: its tokens go on as [batch, time, channels].
        ModelConfig f = model("cnn_transformer");
        torch::jit::Module fusion = buildModel(f, {{12, 3}, 4}, 1);
        QCOMPARE(fusion.attr("conv0_0").toModule().attr("weight").toTensor().dim(), 3);
        fusion.eval();
        const at::Tensor seq = at::randn({2, 12, 3});
        fusion.setattr("channels_last", false);
        const at::Tensor a = fusion.forward({seq}).toTensor();
        fusion.setattr("channels_last", true);
        QVERIFY(at::allclose(fusion.forward({seq}).toTensor(), a, 1e-5, 1e-5));
    }

    // data.forecast "change": every sequence model (and the MLP over a window) adds the window's last
    // value of each target, in the target's units, to its scaled head; with the head at zero it
    // forecasts persistence plus the change's mean, and the buffers survive freezing (model.pt).
    void forecastingTheChangeAddsTheLastValue()
    {
        ModelShape shape{{10, 3}, 2};
        shape.lastValueFeature = {2, 0}; // the targets' histories: features 2 and 0
        shape.lastValueScale = {4.0, 0.5};
        shape.lastValueShift = {100.0, -1.0};
        shape.outputShift = {0.25, -0.5}; // the change's mean
        shape.outputScale = {2.0, 3.0};
        const at::Tensor x = at::randn({5, 10, 3});
        const at::Tensor last = at::stack({x.select(1, -1).select(1, 2) * 4.0 + 100.0, x.select(1, -1).select(1, 0) * 0.5 - 1.0}, 1);
        for (const char* kind : {"mlp", "cnn1d", "transformer", "cnn_transformer"}) {
            torch::jit::Module m = buildModel(model(kind), shape, 1);
            m.eval();
            at::Tensor y = m.forward({x}).toTensor();
            QCOMPARE(y.sizes().vec(), (std::vector<std::int64_t>{5, 2}));
            auto head = m.attr("head").toModule();
            {
                at::NoGradGuard noGrad;
                head.attr("weight").toTensor().zero_();
                head.attr("bias").toTensor().zero_();
            }
            const at::Tensor persistence = last + at::tensor({0.25, -0.5}, at::kFloat);
            QVERIFY2(at::allclose(m.forward({x}).toTensor(), persistence, 1e-5, 1e-4), kind);
            torch::jit::Module frozen = torch::jit::freeze_module(m.clone());
            QVERIFY2(at::allclose(frozen.forward({x}).toTensor(), persistence, 1e-5, 1e-4), kind);
        }
        // Without it, a sequence model's regression head is scaled alike (the transformers too) and
        // nothing is added.
        ModelShape level{{10, 3}, 2};
        level.outputShift = {0.25, -0.5};
        level.outputScale = {2.0, 3.0};
        for (const char* kind : {"cnn1d", "transformer"}) {
            torch::jit::Module m = buildModel(model(kind), level, 1);
            QVERIFY2(m.hasattr("output_scale") && !m.hasattr("last_index"), kind);
        }
    }

    // cnn2d's convolutions have no bias before batch norm, cnn1d's keep theirs.
    void convStagesAreBuiltAlike()
    {
        const torch::jit::Module cnn2d = buildModel(model("cnn2d"), {{1, 8, 8}, 3}, 1);
        const torch::jit::Module cnn1d = buildModel(model("cnn1d"), {{16, 2}, 3}, 1);
        const torch::jit::Module fusion = buildModel(model("cnn_transformer"), {{16, 2}, 3}, 1);
        const auto n2 = parameterNames(cnn2d), n1 = parameterNames(cnn1d), nf = parameterNames(fusion);
        for (const char* name : {"conv0_0.weight", "bn0_0.weight", "conv1_1.weight", "bn1_1.bias"}) {
            QVERIFY2(n2.count(name), name);
            QVERIFY2(n1.count(name), name);
            QVERIFY2(nf.count(name), name);
        }
        QVERIFY(!n2.count("conv0_0.bias"));
        QVERIFY(n1.count("conv0_0.bias"));
        ModelConfig plain = model("cnn2d");
        plain.batchNorm = false; // then the convolution's own bias is the only one
        QVERIFY(parameterNames(buildModel(plain, {{1, 8, 8}, 3}, 1)).count("conv0_0.bias"));
        // 1 -> 4 -> 4 channels, 4 -> 8 -> 8, kernel 3, no bias; batch norm 2 per channel; head 8 x 3 + 3.
        QCOMPARE(countParameters(cnn2d), std::int64_t((1 * 4 + 4 * 4 + 4 * 8 + 8 * 8) * 9 + 2 * (4 + 4 + 8 + 8) + 8 * 3 + 3));
    }

    // Stages pool 2x while every dimension has 2 or more: a 2x2 image pools once, then passes through.
    // Even kernels grow a "same" convolution's output by one, which the builder accounts for.
    void poolingStopsAtOnePixel_data()
    {
        QTest::addColumn<int>("kernel");
        QTest::addColumn<int>("size");
        QTest::addRow("3x3 kernels, 2x2 image") << 3 << 2;
        QTest::addRow("4x4 kernels, 2x2 image") << 4 << 2;
        QTest::addRow("3x3 kernels, 1x1 image") << 3 << 1;
    }

    void poolingStopsAtOnePixel()
    {
        QFETCH(int, kernel);
        QFETCH(int, size);
        ModelConfig c = model("cnn2d");
        c.channels = {4, 4, 4};
        c.kernelSize = kernel;
        torch::jit::Module m = buildModel(c, {{1, size, size}, 2}, 1);
        m.eval();
        QCOMPARE(m.forward({at::randn({2, 1, size, size})}).toTensor().sizes().vec(), (std::vector<std::int64_t>{2, 2}));
        ModelConfig s = model("cnn1d");
        s.channels = {4, 4, 4};
        s.kernelSize = kernel;
        torch::jit::Module seq = buildModel(s, {{size, 2}, 2}, 1);
        seq.eval();
        QCOMPARE(seq.forward({at::randn({2, size, 2})}).toTensor().sizes().vec(), (std::vector<std::int64_t>{2, 2}));
    }

    // lathe::dropout keeps each element with probability 1 - p, scaled by 1 / (1 - p), and its
    // gradient is the same mask; the mask follows LibTorch's seed, not the thread count.
    void fastDropoutIsDropout()
    {
        at::manual_seed(3);
        const at::Tensor x = at::rand({1 << 20}) + 1.0; // no zeros of its own
        const at::Tensor y = layers::fastDropout(x, 0.1);
        const at::Tensor kept = y != 0;
        const double share = kept.to(at::kDouble).mean().item<double>();
        QVERIFY2(std::abs(share - 0.9) < 0.002, qPrintable(QString::number(share))); // 0.0003 standard error
        QVERIFY(at::allclose(y.masked_select(kept), x.masked_select(kept) / 0.9));
        // Independent elements: neighbours, the same place in the next block of 1,024 (each block has
        // its own key), and every block's share near 0.9 (its standard error 0.0094; 6 of them allowed).
        const at::Tensor k = kept.to(at::kDouble);
        for (const std::int64_t gap : {1, 2, 1024, 4096}) {
            const double both = (k.slice(0, 0, k.size(0) - gap) * k.slice(0, gap)).mean().item<double>();
            QVERIFY2(std::abs(both - 0.81) < 0.003, qPrintable(QStringLiteral("gap %1: %2").arg(gap).arg(both)));
        }
        const at::Tensor blockShares = k.view({-1, 1024}).mean(1);
        QVERIFY2((blockShares - 0.9).abs().max().item<double>() < 6 * 0.0094,
                 qPrintable(QString::number((blockShares - 0.9).abs().max().item<double>())));
        // The same mask in double precision (AVX2 or not, it is the same hash).
        at::manual_seed(5);
        const at::Tensor single = layers::fastDropout(x, 0.1);
        at::manual_seed(5);
        QVERIFY(at::equal(layers::fastDropout(x.to(at::kDouble), 0.1) != 0, single != 0));
        // A fresh mask each call; the same one from the same seed, on any number of threads.
        QVERIFY(!at::equal(layers::fastDropout(x, 0.1) != 0, kept));
        const int threads = at::get_num_threads();
        at::manual_seed(3);
        at::set_num_threads(1);
        const at::Tensor one = layers::fastDropout(x, 0.1);
        at::set_num_threads(2);
        at::manual_seed(3);
        const at::Tensor two = layers::fastDropout(x, 0.1);
        at::set_num_threads(threads);
        QVERIFY(at::equal(one, two));
        QVERIFY(!at::equal(one, y)); // y's seed came after at::rand's draws
        // The gradient: the mask, scaled.
        const at::Tensor leaf = at::randn({64, 33}).requires_grad_(true);
        const at::Tensor out = layers::fastDropout(leaf, 0.25);
        const at::Tensor g = at::randn({64, 33});
        out.backward(g);
        QVERIFY(at::allclose(leaf.grad(), g * (out != 0) / 0.75));
        // Channels-last input keeps its layout; p 0 is the identity; other dtypes take LibTorch's.
        const at::Tensor image = at::randn({4, 3, 5, 5}).contiguous(at::MemoryFormat::ChannelsLast) + 10.0;
        const at::Tensor d = layers::fastDropout(image, 0.5);
        QVERIFY(d.is_contiguous(at::MemoryFormat::ChannelsLast));
        QVERIFY(at::allclose(d.masked_select(d != 0), image.masked_select(d != 0) * 2.0));
        QVERIFY(layers::fastDropout(x, 0.0).is_same(x));
        QCOMPARE(layers::fastDropout(x.to(at::kBFloat16), 0.1).scalar_type(), at::kBFloat16);
    }

    // Models train with lathe::dropout (and, on the CPU, attention written out around it) and export
    // without it: eval mode and a frozen model call LibTorch's ops only.
    void dropoutIsTrainingOnly_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("mlp") << QStringLiteral("mlp");
        QTest::newRow("transformer") << QStringLiteral("transformer");
    }
    void dropoutIsTrainingOnly()
    {
        QFETCH(QString, kind);
        ModelConfig c = model(kind.toStdString());
        c.dropout = 0.3;
        const bool sequences = kind == QLatin1String("transformer");
        ModelShape shape;
        shape.inputShape = sequences ? std::vector<std::int64_t>{12, 3} : std::vector<std::int64_t>{1, 8, 8};
        shape.outputSize = 4;
        torch::jit::Module m = buildModel(c, shape, 5);
        const at::Tensor x = sequences ? at::randn({6, 12, 3}) : at::randn({6, 1, 8, 8});
        m.train();
        at::manual_seed(1);
        const at::Tensor a = m.forward({x}).toTensor();
        at::manual_seed(1);
        QVERIFY(at::equal(a, m.forward({x}).toTensor())); // seeded
        at::manual_seed(2);
        QVERIFY(!at::equal(a, m.forward({x}).toTensor())); // dropout acts
        m.eval();
        const at::Tensor e = m.forward({x}).toTensor();
        QVERIFY(at::equal(e, m.forward({x}).toTensor()));
        torch::jit::Module frozen = torch::jit::freeze(m.clone());
        QVERIFY(frozen.get_method("forward").graph()->toString().find("lathe::") == std::string::npos);
        QVERIFY(at::allclose(frozen.forward({x}).toTensor(), e, 1e-5, 1e-6));
    }
};

QTEST_GUILESS_MAIN(TestModels)
#include "tst_models.moc"
