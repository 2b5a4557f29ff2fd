// Device and precision choice (device/): the `auto` policy on the CPU, the CPU when CUDA cannot be
// used, and autocast really computing matmul and convolution in bf16, also inside a model run by
// the TorchScript graph executor.

#include "device/device.h"
#include "device/precision.h"
#include "models/layers.h"
#include "models/modelfactory.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <torch/csrc/jit/api/compilation_unit.h>
#include <torch/csrc/jit/passes/autocast.h>

#include <QtTest>

using namespace lathe::core;

namespace {

PrecisionChoice bf16()
{
    return {PrecisionChoice::Mode::Bf16, "bf16", Message::plain("test")};
}

} // namespace

class TestPrecision : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        torch::jit::setAutocastMode(false); // as the trainer does: only the dispatcher casts
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
        QVERIFY(QString::fromStdString(choice.reason.text()).contains(QStringLiteral("CPU")));
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
};

QTEST_GUILESS_MAIN(TestPrecision)
#include "tst_precision.moc"
