// Mixed precision on the CPU: the loss scaler's arithmetic (including an injected inf gradient),
// autocast really computing matmul and convolution in bf16 inside a model, the `auto` policy, and
// frozen evaluation agreeing with the training module. Also the sync-free step that CUDA graphs
// capture (fused AdamW/SGD, clipping and unscaling on the device) against torch::optim, on CPU tensors.

#include "models/layers.h"
#include "models/modelfactory.h"
#include "train/devicestep.h"
#include "device/device.h"
#include "device/precision.h"
#include "train/lossscaler.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/csrc/jit/passes/autocast.h>
#include <torch/csrc/jit/api/compilation_unit.h>
#include <torch/nn/utils/clip_grad.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>

#include <QtTest>

using namespace lathe::core;

namespace {

std::vector<at::Tensor> paramsWithGrads(const std::vector<std::vector<float>>& grads)
{
    std::vector<at::Tensor> params;
    for (const auto& g : grads) {
        at::Tensor p = at::zeros({static_cast<std::int64_t>(g.size())});
        p.set_requires_grad(true);
        p.mutable_grad() = at::tensor(g);
        params.push_back(p);
    }
    return params;
}

PrecisionChoice bf16()
{
    return {PrecisionChoice::Mode::Bf16, "bf16", "test"};
}

} // namespace

class TestPrecision : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        torch::jit::setAutocastMode(false); // as the trainer does: only the dispatcher casts
    }

    void scalerScalesAndUnscales()
    {
        LossScaler scaler(1024.0, 2000, c10::Device(c10::kCPU));
        const at::Tensor loss = at::tensor(0.5f);
        QCOMPARE(scaler.scale(loss).item<float>(), 512.0f);
        auto params = paramsWithGrads({{1024.0f, 2048.0f}, {-512.0f}});
        QVERIFY(scaler.unscale(params));
        QCOMPARE(params[0].grad()[0].item<float>(), 1.0f);
        QCOMPARE(params[0].grad()[1].item<float>(), 2.0f);
        QCOMPARE(params[1].grad()[0].item<float>(), -0.5f);
        scaler.update();
        QCOMPARE(scaler.currentScale(), 1024.0); // no growth before the interval
        QCOMPARE(scaler.skippedSteps(), std::int64_t(0));
    }

    void injectedInfSkipsStepAndBacksOff()
    {
        LossScaler scaler(1024.0, 2000, c10::Device(c10::kCPU));
        auto params = paramsWithGrads({{1.0f, std::numeric_limits<float>::infinity()}, {2.0f}});
        QVERIFY(!scaler.unscale(params)); // the step must be skipped
        scaler.update();
        QCOMPARE(scaler.currentScale(), 512.0);
        QCOMPARE(scaler.skippedSteps(), std::int64_t(1));

        auto nan = paramsWithGrads({{std::numeric_limits<float>::quiet_NaN()}});
        QVERIFY(!scaler.unscale(nan));
        scaler.update();
        QCOMPARE(scaler.currentScale(), 256.0);
    }

    void growsAfterCleanInterval()
    {
        LossScaler scaler(8.0, 3, c10::Device(c10::kCPU));
        for (int i = 0; i < 3; ++i) {
            auto params = paramsWithGrads({{1.0f}});
            QVERIFY(scaler.unscale(params));
            scaler.update();
        }
        QCOMPARE(scaler.currentScale(), 16.0);
        // An overflow resets the growth count as well as halving.
        auto bad = paramsWithGrads({{std::numeric_limits<float>::infinity()}});
        QVERIFY(!scaler.unscale(bad));
        scaler.update();
        QCOMPARE(scaler.currentScale(), 8.0);
    }

    void scalerStateRoundTrips()
    {
        LossScaler a(4096.0, 10, c10::Device(c10::kCPU));
        auto bad = paramsWithGrads({{std::numeric_limits<float>::infinity()}});
        a.unscale(bad);
        a.update();
        LossScaler b(1.0, 10, c10::Device(c10::kCPU));
        b.loadState(a.state());
        QCOMPARE(b.currentScale(), 2048.0);
    }

    void fusedStepMatchesTorchOptim_data()
    {
        QTest::addColumn<QString>("optimizer");
        QTest::newRow("adamw") << QStringLiteral("adamw");
        QTest::newRow("sgd nesterov") << QStringLiteral("sgd");
    }

    void fusedStepMatchesTorchOptim()
    {
        QFETCH(QString, optimizer);
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(3);
        std::vector<at::Tensor> a, b;
        for (std::int64_t n : {7, 12}) {
            a.push_back(at::randn({n}, gen).set_requires_grad(true));
            b.push_back(a.back().detach().clone().set_requires_grad(true));
        }
        auto make = [&](std::vector<at::Tensor> params) -> std::unique_ptr<torch::optim::Optimizer> {
            if (optimizer == QLatin1String("sgd"))
                return std::make_unique<torch::optim::SGD>(params, torch::optim::SGDOptions(0.1).momentum(0.9).nesterov(true).weight_decay(1e-3));
            return std::make_unique<torch::optim::AdamW>(params, torch::optim::AdamWOptions(0.01).weight_decay(0.05));
        };
        auto reference = make(a);
        auto fusedState = make(b);
        DeviceOptimizer fused(*fusedState, b, c10::Device(c10::kCPU));
        for (int step = 0; step < 4; ++step) {
            for (std::size_t i = 0; i < a.size(); ++i) {
                const at::Tensor g = at::randn(a[i].sizes(), gen);
                a[i].mutable_grad() = g.clone();
                b[i].mutable_grad() = g.clone();
            }
            const double lr = 0.01 * (step + 1);
            reference->param_groups()[0].options().set_lr(lr);
            reference->step();
            fused.setLearningRate(lr);
            fused.step({});
        }
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY2(at::allclose(a[i], b[i], 1e-5, 1e-6), qPrintable(QString::number((a[i] - b[i]).abs().max().item<double>())));
        fused.storeSteps();
        if (optimizer == QLatin1String("adamw")) {
            for (const auto& p : b)
                QCOMPARE(static_cast<torch::optim::AdamWParamState&>(*fusedState->state().at(p.unsafeGetTensorImpl())).step(), std::int64_t(4));
        }
        // The state is torch::optim's own: an ordinary step continues from it.
        for (std::size_t i = 0; i < a.size(); ++i) {
            const at::Tensor g = at::randn(a[i].sizes(), gen);
            a[i].mutable_grad() = g.clone();
            b[i].mutable_grad() = g.clone();
        }
        reference->step();
        fusedState->param_groups()[0].options().set_lr(0.04);
        fusedState->step();
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY(at::allclose(a[i], b[i], 1e-5, 1e-6));
    }

    void fusedStepSkipsOnInfAndClipsOnDevice()
    {
        auto params = paramsWithGrads({{1.0f, std::numeric_limits<float>::infinity()}, {2.0f}});
        torch::optim::AdamW adamw(params, torch::optim::AdamWOptions(0.1));
        DeviceOptimizer fused(adamw, params, c10::Device(c10::kCPU));
        LossScaler scaler(1024.0, 2000, c10::Device(c10::kCPU));
        const at::Tensor before0 = params[0].detach().clone(), before1 = params[1].detach().clone();
        const at::Tensor inf = scaler.unscaleOnDevice(params);
        QCOMPARE(inf.item<float>(), 1.0f);
        fused.step(inf);
        scaler.countSkippedOnDevice();
        scaler.update();
        QVERIFY(at::equal(params[0].detach(), before0));
        QVERIFY(at::equal(params[1].detach(), before1));
        fused.storeSteps();
        QCOMPARE(static_cast<torch::optim::AdamWParamState&>(*adamw.state().at(params[1].unsafeGetTensorImpl())).step(), std::int64_t(0));
        QCOMPARE(scaler.skippedSteps(), std::int64_t(1));
        QCOMPARE(scaler.currentScale(), 512.0);

        // Clipping without reading the norm back agrees with clip_grad_norm_.
        auto a = paramsWithGrads({{3.0f, 4.0f}, {12.0f}});
        auto b = paramsWithGrads({{3.0f, 4.0f}, {12.0f}});
        torch::nn::utils::clip_grad_norm_(a, 2.6);
        clipGradNormOnDevice({b[0].grad(), b[1].grad()}, 2.6);
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY(at::allclose(a[i].grad(), b[i].grad()));
        clipGradNormOnDevice({b[0].grad(), b[1].grad()}, 100.0); // below the limit: unchanged
        for (std::size_t i = 0; i < a.size(); ++i)
            QVERIFY(at::allclose(a[i].grad(), b[i].grad()));
    }

    void autocastRunsLinearAndConvInBf16()
    {
        auto cu = std::make_shared<torch::jit::CompilationUnit>();
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(1);
        auto linear = layers::linear(cu, 8, 4, gen);
        auto conv = layers::conv2d(cu, 3, 5, 3, 1, gen);
        const at::Tensor x = at::randn({2, 8});
        const at::Tensor img = at::randn({2, 3, 6, 6});
        QCOMPARE(linear.forward({x}).toTensor().scalar_type(), at::kFloat);
        {
            AutocastScope scope(bf16(), c10::Device(c10::kCPU));
            QCOMPARE(linear.forward({x}).toTensor().scalar_type(), at::kBFloat16);
            QCOMPARE(conv.forward({img}).toTensor().scalar_type(), at::kBFloat16);
        }
        // The scope restores fp32 afterwards.
        QCOMPARE(linear.forward({x}).toTensor().scalar_type(), at::kFloat);
    }

    void autocastInsideAModelThroughTheGraphExecutor()
    {
        ModelConfig c;
        c.kind = "cnn2d";
        c.channels = {4, 8};
        c.dropout = 0.0;
        auto model = buildModel(c, {{1, 8, 8}, 3}, 5);
        model.eval();
        const at::Tensor x = at::randn({4, 1, 8, 8});
        const at::Tensor ref = model.forward({x}).toTensor();
        AutocastScope scope(bf16(), c10::Device(c10::kCPU));
        // Run twice: the profiling executor optimises the graph on a later call.
        for (int i = 0; i < 3; ++i) {
            const at::Tensor out = model.forward({x}).toTensor();
            QCOMPARE(out.scalar_type(), at::kBFloat16);
            QVERIFY(at::allclose(out.to(at::kFloat), ref, 0.05, 0.05));
        }
    }

    void autoPolicyOnCpuIsFp32()
    {
        PrecisionConfig p;
        p.amp = "auto";
        const auto choice = choosePrecision(p, c10::Device(c10::kCPU));
        QCOMPARE(int(choice.mode), int(PrecisionChoice::Mode::Fp32));
        QVERIFY(QString::fromStdString(choice.reason).contains(QStringLiteral("CPU")));
        p.amp = "fp16";
        QVERIFY(choosePrecision(p, c10::Device(c10::kCPU)).usesScaler());
        p.amp = "bf16";
        QCOMPARE(int(choosePrecision(p, c10::Device(c10::kCPU)).mode), int(PrecisionChoice::Mode::Bf16));
    }

    void cpuDeviceWhenCudaUnavailable()
    {
        DeviceConfig d;
        d.type = "auto";
        const auto choice = chooseDevice(d);
        if (choice.device.is_cuda())
            QSKIP("a CUDA device is present");
        QVERIFY(!choice.note.empty());
        d.type = "cuda";
        d.fallbackToCpu = false;
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, chooseDevice(d));
    }

    void frozenEvaluationAgrees_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addRow("mlp") << QStringLiteral("mlp");
        QTest::addRow("cnn2d") << QStringLiteral("cnn2d");
    }

    void frozenEvaluationAgrees()
    {
        QFETCH(QString, kind);
        ModelConfig c;
        c.kind = kind.toStdString();
        c.hidden = {16, 8};
        c.channels = {4, 8};
        auto model = buildModel(c, {{1, 8, 8}, 5}, 9);
        // Move batch-norm statistics away from their initial values, as training would.
        model.train();
        for (int i = 0; i < 3; ++i)
            model.forward({at::randn({16, 1, 8, 8})});
        model.eval();
        const at::Tensor x = at::randn({6, 1, 8, 8});
        const at::Tensor expected = model.forward({x}).toTensor();
        auto frozen = torch::jit::freeze(model.clone());
        QVERIFY(at::allclose(frozen.forward({x}).toTensor(), expected, 1e-4, 1e-5));
        auto optimised = torch::jit::optimize_for_inference(frozen);
        QVERIFY(at::allclose(optimised.forward({x}).toTensor(), expected, 1e-4, 1e-5));
    }
};

QTEST_GUILESS_MAIN(TestPrecision)
#include "tst_precision.moc"
