// Image folders: decoding JPEG and PNG, classes from folder names, sizes and channels converted,
// and every bad image named.

#include "config/config.h"
#include "data/dataset.h"
#include "data/imagedecode.h"
#include "data/imagefiles.h"
#include "testimages.h"
#include "testutil.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <filesystem>

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

    // A 16-bit PNG without gAMA holds the same picture as its 8-bit copy (libpng's default took it
    // for linear light and brightened it: 128 became 186); a CMYK JPEG (Pillow's, Adobe's inverted
    // ink) decodes to its colours, not "Unsupported color conversion request".
    void decodesSixteenBitPngAndCmykJpeg()
    {
        QTemporaryDir dir;
        QImage deep(6, 4, QImage::Format_Grayscale16);
        QImage flat(6, 4, QImage::Format_Grayscale8);
        for (int y = 0; y < 4; ++y)
            for (int x = 0; x < 6; ++x) {
                const int v = 40 * x + y;
                reinterpret_cast<quint16*>(deep.scanLine(y))[x] = static_cast<quint16>(v * 257);
                flat.scanLine(y)[x] = static_cast<uchar>(v);
            }
        QVERIFY(deep.save(dir.filePath(QStringLiteral("deep.png"))));
        QVERIFY(flat.save(dir.filePath(QStringLiteral("flat.png"))));
        for (const int channels : {1, 3}) {
            const auto a = decodeImage(dir.filePath(QStringLiteral("deep.png")).toStdString(), channels);
            const auto b = decodeImage(dir.filePath(QStringLiteral("flat.png")).toStdString(), channels);
            QCOMPARE(a.pixels, b.pixels);
            QCOMPARE(int(a.pixels[2 * std::size_t(channels)]), 80);
        }
        const std::string cmyk = LATHE_SOURCE_DIR "/tests/data/cmyk.jpg"; // 16 x 8: red left, blue right
        const auto rgb = decodeImage(cmyk, 3);
        const auto pixel = [&](int x, int c) { return int(rgb.pixels[(4 * 16 + std::size_t(x)) * 3 + std::size_t(c)]); };
        QVERIFY2(pixel(2, 0) > 240 && pixel(2, 1) < 15 && pixel(2, 2) < 15, qPrintable(QStringLiteral("%1 %2 %3").arg(pixel(2, 0)).arg(pixel(2, 1)).arg(pixel(2, 2))));
        QVERIFY(pixel(12, 0) < 15 && pixel(12, 1) < 15 && pixel(12, 2) > 240);
        const auto grey = decodeImage(cmyk, 1);
        QVERIFY(std::abs(int(grey.pixels[4 * 16 + 2]) - 76) <= 6); // red's luma

        // A colour picture read as grey is the same grey from a PNG as from a JPEG: its luma (PNGs
        // were made grey in linear light, pure red 126 against the JPEG's 76).
        QImage red(8, 8, QImage::Format_RGB888);
        red.fill(QColor(255, 0, 0));
        QVERIFY(red.save(dir.filePath(QStringLiteral("red.png"))));
        QVERIFY(red.save(dir.filePath(QStringLiteral("red.jpg")), "JPG", 100));
        const auto redPng = decodeImage(dir.filePath(QStringLiteral("red.png")).toStdString(), 1);
        const auto redJpg = decodeImage(dir.filePath(QStringLiteral("red.jpg")).toStdString(), 1);
        QCOMPARE(redPng.pixels.size(), std::size_t(64));
        QCOMPARE(int(redPng.pixels[9]), 76);
        QVERIFY2(std::abs(int(redJpg.pixels[9]) - 76) <= 2, qPrintable(QString::number(redJpg.pixels[9])));
        QImage mixed(3, 1, QImage::Format_RGB888);
        mixed.setPixelColor(0, 0, QColor(10, 200, 30));
        mixed.setPixelColor(1, 0, QColor(0, 0, 255));
        mixed.setPixelColor(2, 0, QColor(128, 128, 128));
        QVERIFY(mixed.save(dir.filePath(QStringLiteral("mixed.png"))));
        const auto m = decodeImage(dir.filePath(QStringLiteral("mixed.png")).toStdString(), 1);
        QCOMPARE(int(m.pixels[0]), 124); // 0.299·10 + 0.587·200 + 0.114·30 = 123.8
        QCOMPARE(int(m.pixels[1]), 29);
        QCOMPARE(int(m.pixels[2]), 128);

        // A transparent pixel is laid on black on its stored values, as the guide says: half-transparent
        // red is 128 (libpng's linear-light composition made it 187); opaque and fully transparent
        // pixels stay as they are and black. Grey with alpha and a grey read of colour with alpha alike.
        QImage clear(3, 1, QImage::Format_ARGB32);
        clear.setPixelColor(0, 0, QColor(255, 0, 0, 128));
        clear.setPixelColor(1, 0, QColor(10, 200, 30, 255));
        clear.setPixelColor(2, 0, QColor(255, 255, 255, 0));
        QVERIFY(clear.save(dir.filePath(QStringLiteral("clear.png"))));
        const auto c3 = decodeImage(dir.filePath(QStringLiteral("clear.png")).toStdString(), 3);
        QCOMPARE(c3.pixels, (std::vector<unsigned char>{128, 0, 0, 10, 200, 30, 0, 0, 0}));
        const auto c1 = decodeImage(dir.filePath(QStringLiteral("clear.png")).toStdString(), 1);
        QCOMPARE(c1.pixels, (std::vector<unsigned char>{38, 124, 0})); // 0.299·128 = 38.3
        QImage greyAlpha(2, 1, QImage::Format_ARGB32);
        greyAlpha.setPixelColor(0, 0, QColor(200, 200, 200, 51));
        greyAlpha.setPixelColor(1, 0, QColor(90, 90, 90, 255));
        QVERIFY(greyAlpha.save(dir.filePath(QStringLiteral("greyalpha.png"))));
        QCOMPARE(decodeImage(dir.filePath(QStringLiteral("greyalpha.png")).toStdString(), 1).pixels, (std::vector<unsigned char>{40, 90}));
    }

    // What a folder holds besides its images: hidden entries (macOS's ._ files, __MACOSX, a dot
    // folder) left out and said; other files and images one folder too deep said as left out. A
    // streamed folder opens every file before training: a text file named .jpg stops it there.
    void folderLeavesOutHiddenAndSaysTheRest()
    {
        QTemporaryDir dir;
        for (int i = 0; i < 3; ++i) {
            lathe::test::writeImage(dir.filePath(QStringLiteral("images/cat/%1.png").arg(i)), 20, 24, "PNG");
            lathe::test::writeImage(dir.filePath(QStringLiteral("images/dog/%1.jpg").arg(i)), 10, 12, "JPG");
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("images/cat/._0.png")), "AppleDouble");
        lathe::test::writeImage(dir.filePath(QStringLiteral("images/.thumbnails/x.png")), 4, 4, "PNG");
        lathe::test::writeImage(dir.filePath(QStringLiteral("images/__MACOSX/cat/0.png")), 4, 4, "PNG");
        lathe::test::writeImage(dir.filePath(QStringLiteral("images/dog/more/deeper.png")), 4, 4, "PNG");
        // A link to an image moved away: said as such (it was said to be no .png, .jpg or .jpeg).
        std::filesystem::create_symlink(dir.filePath(QStringLiteral("moved.png")).toStdString(),
                                        dir.filePath(QStringLiteral("images/cat/gone.png")).toStdString());
        std::vector<std::string> log;
        const DataSplits d = loadDataset(folderConfig(dir), [&](const Message& m) { log.push_back(m.text()); });
        QCOMPARE(d.classNames, (std::vector<std::string>{"cat", "dog"}));
        QCOMPARE(d.train.size(), std::int64_t(6));
        const auto said = [&](const std::string& text) {
            return std::any_of(log.begin(), log.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
        };
        QVERIFY(said("3 hidden file(s) or folder(s) left out"));
        QVERIFY(said("1 file(s) or folder(s) in the class folders left out, such as "));
        QVERIFY(said("1 link(s) in the class folders point to nothing and are left out, such as " +
                     dir.filePath(QStringLiteral("images/cat/gone.png")).toStdString()));
        QVERIFY(said("decoded 6 images in 2 classes"));
        // An image beside the class folders is in no class: said (it was left out without a word).
        lathe::test::writeImage(dir.filePath(QStringLiteral("images/stray.png")), 4, 4, "PNG");
        log.clear();
        const DataSplits again = loadDataset(folderConfig(dir), [&](const Message& m) { log.push_back(m.text()); });
        QVERIFY(said("1 image(s) beside the class folders left out, such as " + dir.filePath(QStringLiteral("images/stray.png")).toStdString()));
        // Which images the splits come from, kept in data.json: the same listing gives the same digest;
        // a file renamed (same counts) another.
        const std::string digest = again.record().imagesDigest;
        QCOMPARE(digest.size(), std::size_t(16));
        QCOMPARE(loadDataset(folderConfig(dir), [](const Message&) {}).record().imagesDigest, digest);
        QVERIFY(QFile::rename(dir.filePath(QStringLiteral("images/cat/0.png")), dir.filePath(QStringLiteral("images/cat/9.png"))));
        const DataRecord renamed = loadDataset(folderConfig(dir), [](const Message&) {}).record();
        QVERIFY(renamed.imagesDigest != digest);
        QVERIFY2(again.record().preparationDiffers(renamed, true).text().find("not those the run was trained on") != std::string::npos,
                 again.record().preparationDiffers(renamed, true).text().c_str());

        lathe::test::writeFile(dir.filePath(QStringLiteral("images/dog/fake.jpg")), "not a picture");
        const auto streamed = parseConfig(R"({"data": {"source": "image_folder", "path": "images", "image_height": 12, "image_width": 10,
            "channels": 3, "splits": {"val": 0.0}}, "loader": {"stream": "on"}, "model": {"kind": "cnn2d"}})",
                                          dir.path().toStdString(), false);
        QVERIFY(streamed.config);
        try {
            loadDataset(*streamed.config, [](const Message&) {});
            QFAIL("a text file named .jpg was listed for training");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("images/dog/fake.jpg: not a JPEG or PNG image")), e.what());
        }
    }

    // predict's folders: nested folders and a linked folder read (as training follows a linked class
    // folder), each once even through a link loop, hidden entries left out.
    void imageFilesUnderFollowsLinksOnce()
    {
        QTemporaryDir dir;
        lathe::test::writeImage(dir.filePath(QStringLiteral("in/a/1.png")), 4, 4, "PNG");
        lathe::test::writeImage(dir.filePath(QStringLiteral("elsewhere/2.png")), 4, 4, "PNG");
        lathe::test::writeFile(dir.filePath(QStringLiteral("in/a/._1.png")), "AppleDouble");
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("elsewhere")), dir.filePath(QStringLiteral("in/linked"))));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("in")), dir.filePath(QStringLiteral("in/a/loop"))));
        const std::vector<std::filesystem::path> files = imageFilesUnder(dir.filePath(QStringLiteral("in")).toStdString());
        QCOMPARE(files.size(), std::size_t(2));
        QCOMPARE(files[0].filename().string(), std::string("1.png"));
        QCOMPARE(files[1].string(), dir.filePath(QStringLiteral("in/linked/2.png")).toStdString());
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
