// Image folders: decoding JPEG and PNG, classes from folder names, sizes and channels converted,
// and every bad image named.

#include "config/config.h"
#include "data/dataset.h"
#include "data/imagedecode.h"
#include "testimages.h"
#include "testutil.h"
#include "util/errors.h"

#include <ATen/ATen.h>

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
        const DataSplits d = loadDataset(folderConfig(dir), [](const Message&) {});
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
        QTest::addRow("one class") << QStringLiteral("single") << QStringLiteral("images: one class folder (\"a\"); classification needs at least two");
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
            loadDataset(folderConfig(dir), [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
        }
    }
};

QTEST_MAIN(TestImages)
#include "tst_images.moc"
