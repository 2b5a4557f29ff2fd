// Image folders and GPU-style batch augmentation (run here on CPU tensors): decoding JPEG and PNG,
// classes from folder names, every bad image named, and augmentations that do what they say.

#include "config/config.h"
#include "data/augment.h"
#include "data/dataset.h"
#include "data/imagedecode.h"
#include "testimages.h"
#include "testutil.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>

#include <QBuffer>
#include <QtTest>

using namespace lathe::core;

namespace {

Config folderConfig(const QTemporaryDir& dir, const std::string& extra = {})
{
    const auto r = parseConfig(R"({"data": {"source": "image_folder", "path": "images", "image_height": 12,
        "image_width": 10, "channels": 3, "splits": {"val": 0.0})" + extra + R"(}, "model": {"kind": "cnn2d"}})",
                               dir.path().toStdString(), false);
    if (!r.config)
        qFatal("bad test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

at::Tensor ramp(std::int64_t n = 4)
{
    // [n, 1, 6, 8] with value = column / 7: flipping horizontally reverses every row.
    return at::linspace(0.0, 1.0, 8).view({1, 1, 1, 8}).expand({n, 1, 6, 8}).contiguous();
}

} // namespace

class TestImages : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void decodesJpegAndPng()
    {
        QTemporaryDir dir;
        const auto png = decodeImage(lathe::test::writeImage(dir.filePath(QStringLiteral("a.png")), 7, 5, "PNG").toStdString(), 3);
        QCOMPARE(png.width, 7);
        QCOMPARE(png.height, 5);
        QCOMPARE(png.pixels.size(), std::size_t(7 * 5 * 3));
        QCOMPARE(int(png.pixels[(0 * 7 + 6) * 3]), 255); // red ramps to 255 at the right edge
        const auto jpg = decodeImage(lathe::test::writeImage(dir.filePath(QStringLiteral("b.jpg")), 16, 8, "JPG").toStdString(), 1);
        QCOMPARE(jpg.channels, 1);
        QCOMPARE(jpg.pixels.size(), std::size_t(16 * 8));
    }

    void folderLoadsClassesResizedAndConverted()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 3; ++i) {
            lathe::test::writeImage(dir.filePath(QStringLiteral("images/cat/%1.png").arg(i)), 20, 24, "PNG");
            lathe::test::writeImage(dir.filePath(QStringLiteral("images/dog/%1.jpg").arg(i)), 10, 12, "JPG", true); // grey, right size
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("images/dog/notes.txt")), "ignored: not an image name");
        const DataSplits d = loadDataset(folderConfig(dir), [](const std::string&) {});
        QCOMPARE(d.classNames, (std::vector<std::string>{"cat", "dog"}));
        QCOMPARE(d.train.size(), std::int64_t(6));
        QCOMPARE(d.inputShape, (std::vector<std::int64_t>{3, 12, 10}));
        QCOMPARE(d.train.inputs.scalar_type(), at::kByte);
        QCOMPARE(d.trainClassCounts, (std::vector<std::int64_t>{3, 3}));
    }

    void badFolder_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("expected");
        QTest::addRow("jpeg without scan") << QStringLiteral("corrupt") << QStringLiteral("images/b/broken.jpg: unreadable JPEG");
        QTest::addRow("truncated jpeg") << QStringLiteral("truncatedjpg") << QStringLiteral("images/b/cut.jpg: corrupt JPEG: Premature end");
        QTest::addRow("not an image") << QStringLiteral("text") << QStringLiteral("images/b/fake.png: not a JPEG or PNG image");
        QTest::addRow("truncated png") << QStringLiteral("truncated") << QStringLiteral("images/b/cut.png: corrupt PNG");
        QTest::addRow("empty class") << QStringLiteral("empty") << QStringLiteral("images/b: empty class folder");
        QTest::addRow("no classes") << QStringLiteral("flat") << QStringLiteral("images: no class folders");
    }

    void badFolder()
    {
        QFETCH(QString, layout);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        if (layout != QLatin1String("flat"))
            lathe::test::writeImage(dir.filePath(QStringLiteral("images/a/ok.png")), 10, 12, "PNG");
        else
            lathe::test::writeImage(dir.filePath(QStringLiteral("images/ok.png")), 10, 12, "PNG");
        if (layout == QLatin1String("corrupt")) {
            QFile f(lathe::test::writeImage(dir.filePath(QStringLiteral("images/b/broken.jpg")), 64, 64, "JPG"));
            QVERIFY(f.open(QIODevice::ReadWrite));
            QByteArray bytes = f.readAll();
            bytes.truncate(bytes.size() / 3); // cut off most of the scan data
            f.resize(0);
            f.write(bytes);
        } else if (layout == QLatin1String("truncatedjpg")) {
            QFile f(lathe::test::writeImage(dir.filePath(QStringLiteral("images/b/cut.jpg")), 64, 64, "JPG"));
            QVERIFY(f.open(QIODevice::ReadWrite));
            f.resize(f.size() * 3 / 4);
        } else if (layout == QLatin1String("text")) {
            lathe::test::writeFile(dir.filePath(QStringLiteral("images/b/fake.png")), "hello");
        } else if (layout == QLatin1String("truncated")) {
            QFile f(lathe::test::writeImage(dir.filePath(QStringLiteral("images/b/cut.png")), 64, 64, "PNG"));
            QVERIFY(f.open(QIODevice::ReadWrite));
            f.resize(f.size() / 2);
        } else if (layout == QLatin1String("empty")) {
            QDir().mkpath(dir.filePath(QStringLiteral("images/b")));
        }
        try {
            loadDataset(folderConfig(dir), [](const std::string&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
        }
    }

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
};

QTEST_MAIN(TestImages)
#include "tst_images.moc"
