// Paths that are not UTF-8 (a folder unpacked from a zip made on a Chinese Windows keeps its GBK
// bytes): written into records as text (pathText) and found on disk again (onDisk, Config::resolve),
// so that a run trained in such a folder resumes and is scored. Before, its config.json held U+FFFD
// for those bytes and named nothing.

#include "clitest.h"
#include "config/config.h"
#include "testutil.h"
#include "util/pathtext.h"
#include "util/textencoding.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace lathe::core;
namespace fs = std::filesystem;

namespace {

const std::string kCityGb = "\xB3\xC7\xCA\xD0";   // 城市 in GBK
const std::string kMuellerLatin1 = "M\xFCller";  // Müller in Windows-1252: neither UTF-8 nor Chinese

void write(const fs::path& file, const std::string& text)
{
    std::ofstream(file, std::ios::binary) << text;
}

} // namespace

class TestPathText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void textAndBackAgain()
    {
        QTemporaryDir dir;
        const fs::path root = dir.path().toStdString();
        const fs::path file = root / kCityGb / kMuellerLatin1 / "t.csv";
        fs::create_directories(file.parent_path());
        write(file, "a\n1\n");

        const std::string text = pathText(file);
        QCOMPARE(text, (root / "城市" / "M\\xFCller" / "t.csv").string());
        QCOMPARE(invalidUtf8At(text), std::string_view::npos); // a record can hold it
        QCOMPARE(onDisk(text), file);
        QCOMPARE(pathText(root / "plain.csv"), (root / "plain.csv").string()); // UTF-8 paths as they are
        // A glob keeps its pattern; a tail not made yet (an output folder) is kept as written.
        QCOMPARE(onDisk((root / "城市" / "M\\xFCller" / "*.csv").string()), root / kCityGb / kMuellerLatin1 / "*.csv");
        QCOMPARE(onDisk((root / "城市" / "runs" / "新").string()), root / kCityGb / "runs" / "新");
        // A GBK name with a glob character in it is still a name.
        const fs::path bracketed = root / (std::string("\xCA\xFD\xBE\xDD") + "[1]") / "t.csv"; // 数据[1]
        fs::create_directories(bracketed.parent_path());
        write(bracketed, "a\n1\n");
        QCOMPARE(pathText(bracketed), (root / "数据[1]" / "t.csv").string());
        QCOMPARE(onDisk(pathText(bracketed)), bracketed);
        Config config; // and as data.path: a name that exists is no glob pattern
        config.baseDir = root;
        const std::vector<fs::path> found = expandPaths(config, {"数据[1]/t.csv"});
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found.front(), bracketed);
        // Only bytes that are not ASCII come back from \xHH: a literal "\x2F" is no slash.
        QCOMPARE(onDisk((root / "a\\x2Fb").string()), root / "a\\x2Fb");
        // A folder named in UTF-8 is the one the text names when both are there.
        fs::create_directories(root / "城市");
        QCOMPARE(onDisk((root / "城市").string()), root / "城市");
    }

    void utf8BecomesGb18030()
    {
        std::string out;
        std::size_t bad = 0;
        QVERIFY(utf8ToGb18030("城市", out, bad));
        QCOMPARE(out, kCityGb);
        std::string back;
        QVERIFY(gb18030ToUtf8(out, back, bad));
        QCOMPARE(back, std::string("城市"));
        QVERIFY(!utf8ToGb18030(kMuellerLatin1, out, bad)); // not UTF-8
        QCOMPARE(bad, std::size_t{1});
    }

    // Trained in a GBK folder with lathe-cli (run from inside it: a QProcess argument is UTF-8), the
    // run's config.json reads 城市 and the run resumes and is scored from it.
    void aRunInAGbkFolderResumesAndIsScored()
    {
        QTemporaryDir dir;
        const fs::path folder = fs::path(dir.path().toStdString()) / kCityGb;
        fs::create_directories(folder);
        write(folder / "rings.csv", lathe::test::ringsCsv(400).toStdString());
        write(folder / "c.json", R"({"name": "gbk", "data": {"path": "rings.csv", "target": "label", "cache": false, "splits": {"val": 0.2, "test": 0.2}},
            "model": {"kind": "mlp", "hidden": [8]}, "training": {"epochs": 1, "batch_size": 32}, "output": {"runs_dir": "runs"}})");
        const auto inFolder = [&](QProcess& p) {
            p.setChildProcessModifier([folder] {
                if (::chdir(folder.c_str()) != 0)
                    ::_exit(99);
            });
        };
        const lathe::test::Job trained = lathe::test::runCli({QStringLiteral("train"), QStringLiteral("c.json")}, 240000, inFolder);
        QVERIFY2(trained.code == 0, qPrintable(trained.err));
        fs::path run;
        for (const auto& entry : fs::directory_iterator(folder / "runs"))
            run = entry.path();
        std::ifstream in(run / "config.json", std::ios::binary);
        const std::string config((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QCOMPARE(invalidUtf8At(config), std::string_view::npos);
        QVERIFY2(config.find((fs::path(dir.path().toStdString()) / "城市" / "rings.csv").string()) != std::string::npos, config.c_str());

        const QString runName = QStringLiteral("runs/") + QString::fromStdString(run.filename().string());
        const lathe::test::Job resumed =
            lathe::test::runCli({QStringLiteral("train"), QStringLiteral("--resume"), runName, QStringLiteral("--epochs"), QStringLiteral("2")}, 240000, inFolder);
        QVERIFY2(resumed.code == 0, qPrintable(resumed.err));
        const lathe::test::Job scored = lathe::test::runCli({QStringLiteral("evaluate"), runName}, 240000, inFolder);
        QVERIFY2(scored.code == 0, qPrintable(scored.err));
        QVERIFY(fs::exists(run / "evaluation.json"));
    }
};

QTEST_GUILESS_MAIN(TestPathText)
#include "tst_pathtext.moc"
