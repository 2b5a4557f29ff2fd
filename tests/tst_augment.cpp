// Batch augmentation (data/augment.h), run here on CPU tensors as it runs on the GPU: presets and
// overrides, the epoch schedule, flips, crops and brightness doing what they say, seeded draws; and
// a run that logs each change of preset.

#include "data/augment.h"
#include "testsession.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>

#include <QtTest>

using namespace lathe::core;
using FinishedSink = lathe::test::RecordingSink;
using lathe::test::idxConfig;

namespace {

at::Tensor ramp(std::int64_t n = 4)
{
    // [n, 1, 6, 8] with value = column / 7: flipping horizontally reverses every row.
    return at::linspace(0.0, 1.0, 8).view({1, 1, 1, 8}).expand({n, 1, 6, 8}).contiguous();
}

} // namespace

class TestAugment : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void presetsAndOverrides()
    {
        AugmentationConfig c;
        c.preset = "none";
        QVERIFY(!resolveAugmentation(c, "none").any());
        QCOMPARE(resolveAugmentation(c, "minimal").hflip, 0.5);
        c.rotateDegrees = 33;
        c.hflip = "off";
        const auto p = resolveAugmentation(c, "standard");
        QCOMPARE(p.rotateDegrees, 33.0);
        QCOMPARE(p.hflip, 0.0);
        QVERIFY(p.brightness > 0);
        c.schedule = {{3, "strong"}, {6, "minimal"}};
        c.preset = "none";
        QCOMPARE(QString::fromStdString(presetForEpoch(c, 1)), QStringLiteral("none"));
        QCOMPARE(QString::fromStdString(presetForEpoch(c, 3)), QStringLiteral("strong"));
        QCOMPARE(QString::fromStdString(presetForEpoch(c, 9)), QStringLiteral("minimal"));
    }

    void flipIsExact()
    {
        AugmentParams p;
        p.hflip = 1.0;
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(1);
        const at::Tensor x = ramp();
        QVERIFY(augmentBatch(x, p, gen).equal(x.flip({3})));
        p = {};
        p.vflip = 1.0;
        QVERIFY(augmentBatch(x, p, gen).equal(x.flip({2})));
    }

    void noneIsIdentityAndSeedsRepeat()
    {
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(1);
        const at::Tensor x = at::rand({5, 3, 9, 9});
        QVERIFY(augmentBatch(x, AugmentParams{}, gen).equal(x));
        AugmentationConfig c;
        const AugmentParams strong = resolveAugmentation(c, "strong");
        at::Generator a = at::make_generator<at::CPUGeneratorImpl>(7), b = at::make_generator<at::CPUGeneratorImpl>(7);
        const at::Tensor ya = augmentBatch(x, strong, a), yb = augmentBatch(x, strong, b);
        QVERIFY(ya.equal(yb));
        QVERIFY(!ya.equal(x));
        QCOMPARE(ya.sizes(), x.sizes());
        QVERIFY(ya.min().item<float>() >= 0.0f && ya.max().item<float>() <= 1.0f);
    }

    void cropPaddingShiftsWholePixels()
    {
        AugmentParams p;
        p.cropPadding = 2;
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(3);
        const at::Tensor x = ramp(16);
        const at::Tensor y = augmentBatch(x, p, gen);
        // Every output pixel is an input pixel (shifted) or zero padding: no interpolation blur.
        const at::Tensor values = at::cat({x.flatten(), at::zeros({1})}).unsqueeze(0);
        const at::Tensor distance = (y.flatten().unsqueeze(1) - values).abs().amin(1);
        QVERIFY(distance.max().item<float>() < 1e-5f);
    }

    void brightnessScalesWithinBounds()
    {
        AugmentParams p;
        p.brightness = 0.25;
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(5);
        const at::Tensor x = at::full({64, 1, 4, 4}, 0.5);
        const at::Tensor ratio = augmentBatch(x, p, gen).mean({1, 2, 3}) / 0.5;
        QVERIFY(ratio.min().item<float>() >= 0.75f - 1e-5f);
        QVERIFY(ratio.max().item<float>() <= 1.25f + 1e-5f);
        QVERIFY(ratio.std().item<float>() > 0.05f); // it really varies per sample
    }

    void augmentationFollowsItsSchedule()
    {
        QTemporaryDir dir;
        const Config config = idxConfig(dir, 64, 2, R"("model": {"kind": "cnn2d", "channels": [4]},
            "training": {"epochs": 3, "batch_size": 16},
            "augmentation": {"preset": "minimal", "schedule": [{"from_epoch": 3, "preset": "strong"}]})");
        FinishedSink sink;
        Session s(config, sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
        QStringList augmentLines;
        for (const auto& l : sink.logs) {
            if (QString::fromStdString(l).startsWith(QStringLiteral("augmentation from epoch")))
                augmentLines << QString::fromStdString(l);
        }
        QCOMPARE(augmentLines.size(), 2);
        QVERIFY(augmentLines[0].contains(QStringLiteral("epoch 1 (training split only): minimal")));
        QVERIFY(augmentLines[1].contains(QStringLiteral("epoch 3 (training split only): strong")));
    }
};

QTEST_GUILESS_MAIN(TestAugment)
#include "tst_augment.moc"
