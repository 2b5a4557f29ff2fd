// The loss scaler fp16 training needs (LibTorch's C++ API has none): its arithmetic on CPU tensors,
// including an injected inf gradient, growth after a clean interval, and its checkpoint state.

#include "paramswithgrads.h"
#include "train/lossscaler.h"

#include <ATen/ATen.h>

#include <QtTest>

#include <limits>

using namespace lathe::core;
using lathe::test::paramsWithGrads;

class TestLossScaler : public QObject {
    Q_OBJECT

private Q_SLOTS:
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
};

QTEST_GUILESS_MAIN(TestLossScaler)
#include "tst_lossscaler.moc"
