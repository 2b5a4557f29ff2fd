// Text encodings of data files: UTF-8 and GB18030 (what Excel saves as CSV on a Chinese Windows) told
// apart and read alike, by every CSV reader; bytes that are neither stop with the file and line.
// UTF-16's decoding here; UTF-16 files read: tst_spreadsheettext.

#include "config/config.h"
#include "data/csvscan.h"
#include "data/csvtable.h"
#include "data/dataset.h"
#include "run/runfolder.h"
#include "testutil.h"
#include "util/errors.h"
#include "util/pngencode.h"
#include "util/textencoding.h"

#include <ATen/ATen.h>
#include <QtTest>

#include <fstream>

using namespace lathe::core;

namespace {

constexpr std::size_t kNpos = std::string_view::npos;

std::string bytes(std::initializer_list<int> values)
{
    std::string s;
    for (int v : values)
        s += static_cast<char>(v);
    return s;
}

// 天气 and 城市 in GB18030 (GBK's two-byte characters), 😀 in its four-byte form.
const std::string kWeatherGb = bytes({0xCC, 0xEC, 0xC6, 0xF8});
const std::string kCityGb = bytes({0xB3, 0xC7, 0xCA, 0xD0});
const std::string kSmileGb = bytes({0x94, 0x39, 0xFC, 0x36});

// A table with Chinese names and categories, CRLF line ends (as Excel writes them).
std::string weatherTable(int rows)
{
    const char* cities[] = {"北京", "上海", "广州"};
    std::string text = "城市,温度,天气\r\n";
    for (int i = 0; i < rows; ++i)
        text += std::string(cities[i % 3]) + "," + std::to_string(i % 17) + "," + (i % 17 < 8 ? "晴" : "雨") + "\r\n";
    return text;
}

void writeBytes(const QString& path, const std::string& text)
{
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

// The UTF-8 text in GB18030, through iconv(1): not the reader's own conversion.
std::string toGb18030(const QTemporaryDir& dir, const std::string& utf8)
{
    const QString in = dir.filePath(QStringLiteral("utf8.tmp"));
    writeBytes(in, utf8);
    QProcess iconv;
    iconv.start(QStringLiteral("iconv"), {QStringLiteral("-f"), QStringLiteral("UTF-8"), QStringLiteral("-t"), QStringLiteral("GB18030"), in});
    if (!iconv.waitForFinished(30000) || iconv.exitCode() != 0)
        qFatal("iconv failed");
    const QByteArray out = iconv.readAllStandardOutput();
    return std::string(out.constData(), static_cast<std::size_t>(out.size()));
}

Config csvConfig(const QTemporaryDir& dir, const std::string& path, const std::string& target, const std::string& categorical)
{
    const std::string text = R"({"data": {"path": ")" + path + R"(", "target": ")" + target + R"(", "categorical": [")" + categorical
                             + R"("], "splits": {"val": 0.2, "test": 0.0}}})";
    const auto r = parseConfig(text, dir.path().toStdString(), false);
    if (!r.config)
        qFatal("test config invalid: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

QString dataError(const std::function<void()>& read)
{
    try {
        read();
    } catch (const DataError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestTextEncoding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void utf8IsChecked()
    {
        QCOMPARE(invalidUtf8At("plain ascii, 1.5, 2"), kNpos);
        QCOMPARE(invalidUtf8At("天气,温度"), kNpos);
        QCOMPARE(invalidUtf8At("😀"), kNpos);
        QCOMPARE(invalidUtf8At("ab" + kWeatherGb), std::size_t{2}); // CC EC: EC is no continuation byte
        QCOMPARE(invalidUtf8At(bytes({'a', 0xC0, 0x80})), std::size_t{1});       // overlong NUL
        QCOMPARE(invalidUtf8At(bytes({0xE0, 0x80, 0x80})), std::size_t{0});      // overlong
        QCOMPARE(invalidUtf8At(bytes({0xED, 0xA0, 0x80})), std::size_t{0});      // a surrogate
        QCOMPARE(invalidUtf8At(bytes({0xF4, 0x90, 0x80, 0x80})), std::size_t{0}); // past U+10FFFF
        QCOMPARE(invalidUtf8At(bytes({0xFF})), std::size_t{0});
        // A character cut by the end: an error in a whole text, not in a sample of a longer one.
        const std::string cut = std::string("天气").substr(0, 4);
        QCOMPARE(invalidUtf8At(cut), std::size_t{3});
        QCOMPARE(invalidUtf8At(cut, true), kNpos);
        // The eight-byte ASCII steps do not skip a byte beyond ASCII in any position.
        for (std::size_t at = 0; at < 20; ++at) {
            std::string text(20, 'x');
            text[at] = static_cast<char>(0xFF);
            QCOMPARE(invalidUtf8At(text), at);
        }
    }

    void gb18030IsChecked()
    {
        QCOMPARE(invalidGb18030At(kWeatherGb + "," + kCityGb + kSmileGb), kNpos);
        QCOMPARE(invalidGb18030At("ascii"), kNpos);
        QCOMPARE(invalidGb18030At(bytes({'a', 0xFF})), std::size_t{1});       // 0xFF leads nothing
        QCOMPARE(invalidGb18030At(bytes({'a', 0x80})), kNpos);                // code page 936's euro sign
        QCOMPARE(invalidGb18030At(bytes({0xCC, 0x0A})), std::size_t{0});      // a newline is never a second byte
        QCOMPARE(invalidGb18030At(bytes({0x94, 0x39, 0x41, 0x36})), std::size_t{0});
        QCOMPARE(invalidGb18030At(kWeatherGb.substr(0, 3)), std::size_t{2});
        QCOMPARE(invalidGb18030At(kWeatherGb.substr(0, 3), true), kNpos);
        QCOMPARE(invalidGb18030At(kSmileGb.substr(0, 3), true), kNpos);
    }

    void encodingIsGuessedFromASample()
    {
        std::size_t bad = 0;
        QCOMPARE(guessTextEncoding("a,b\n1,2\n", bad), TextEncoding::Unknown);
        QCOMPARE(bad, kNpos);
        QCOMPARE(guessTextEncoding("城市,天气\n北京,晴\n", bad), TextEncoding::Utf8);
        QCOMPARE(guessTextEncoding(kCityGb + "," + kWeatherGb + "\n1,2\n", bad), TextEncoding::Gb18030);
        // Western text in Windows-1252 has GB18030's structure here ("Müller,Köln": FC 6C, F6 6C)
        // but not Chinese characters: neither.
        QCOMPARE(guessTextEncoding(bytes({'M', 0xFC, 'l', 'l', 'e', 'r', ',', 'K', 0xF6, 'l', 'n', '\n'}), bad), TextEncoding::Unknown);
        QCOMPARE(bad, std::size_t{1});
        // A UTF-8 file with a GB18030 line later: UTF-8 (that line is the error, not the rest).
        QCOMPARE(guessTextEncoding("城市,天气\n北京,晴\n" + kCityGb + ",1\n", bad), TextEncoding::Utf8);
        QCOMPARE(bad, kNpos);
        // Big5 (Traditional Chinese Windows) has GB18030's structure, but a third of its common
        // characters have a second byte below 0x80: neither, rather than the wrong characters.
        const std::string big5 = bytes({0xAB, 0xB0, 0xA5, 0xAB, ',', 0xB7, 0xC5, 0xAB, 0xD7, ',', 0xA4, 0xD1, 0xAE, 0xF0, '\n', 0xA5, 0x78,
                                        0xA5, 0x5F, ',', '2', '1', ',', 0xB4, 0xB8, '\n', 0xB0, 0xAA, 0xB6, 0xAF, ',', '2', '5', ',', 0xAB,
                                        0x42, '\n', 0xA5, 0x78, 0xA4, 0xA4, ',', '2', '3', ',', 0xB3, 0xB1, '\n'}); // 城市,溫度,天氣 / 台北 …
        QCOMPARE(guessTextEncoding(big5, bad), TextEncoding::Unknown);
        QCOMPARE(bad, std::size_t{0});
        // GB18030 with a stray byte further on (0xFF): GB18030, so that decoding names that line.
        QCOMPARE(guessTextEncoding(kCityGb + ",1\n" + kWeatherGb + ",2\n" + bytes({0xFF}) + ",3\n", bad), TextEncoding::Gb18030);
    }

    void gb18030BecomesUtf8()
    {
        std::string out;
        std::size_t bad = 0;
        QVERIFY(gb18030ToUtf8(kCityGb + ",21.5," + kWeatherGb + kSmileGb + "\n", out, bad));
        QCOMPARE(out, std::string("城市,21.5,天气😀\n"));
        QVERIFY(!gb18030ToUtf8("ok," + bytes({0xCC, 0x0A}), out, bad));
        QCOMPARE(bad, std::size_t{3});
        // A lone 0x80 is code page 936's euro sign (what Excel writes as "GBK").
        QVERIFY(gb18030ToUtf8(bytes({'9', '9', 0x80, ',', 0xCC, 0xEC}), out, bad));
        QCOMPARE(out, std::string("99€,天"));
        // One decoder for many lines, an error between them: each decodes on its own.
        Gb18030Decoder decoder;
        QVERIFY(!decoder.decode(bytes({0xCC}), out, bad));
        QVERIFY(decoder.decode(kCityGb, out, bad));
        QCOMPARE(out, std::string("城市"));
    }

    // UTF-16 in pieces cut anywhere (inside a code unit, between a surrogate pair's halves) decodes to
    // the UTF-8 Qt makes of the same text, little and big endian; a surrogate alone is named.
    void utf16BecomesUtf8()
    {
        const QString text = QStringLiteral("城市\t温度\r\n北京\t21.5 😀 é\r\n");
        for (const bool big : {false, true}) {
            const std::string raw = lathe::test::utf16Bytes(text, big, false).toStdString();
            for (const std::size_t piece : {std::size_t{1}, std::size_t{3}, raw.size()}) {
                Utf16Decoder decoder(big);
                std::string out;
                std::size_t bad = 0;
                for (std::size_t at = 0; at < raw.size(); at += piece)
                    QVERIFY(decoder.decode(std::string_view(raw).substr(at, piece), out, bad));
                QVERIFY(decoder.complete());
                QCOMPARE(out, text.toStdString());
            }
            Utf16Decoder cut(big);
            std::string out;
            std::size_t bad = 0;
            QVERIFY(cut.decode(std::string_view(raw).substr(0, 5), out, bad));
            QVERIFY(!cut.complete()); // half of 温
        }
        Utf16Decoder lone(false);
        std::string out;
        std::size_t bad = 0;
        QVERIFY(!lone.decode(bytes({'a', 0, 'b', 0, 0x3D, 0xD8, 'c', 0}), out, bad)); // a first surrogate, then 'c'
        QCOMPARE(bad, std::size_t{4});
        QVERIFY(!Utf16Decoder(false).decode(bytes({0x00, 0xDC}), out, bad)); // a second surrogate first
        QCOMPARE(bad, std::size_t{0});
        // A whole text with its mark (a config Notepad saved as "Unicode"); none without one.
        QVERIFY(utf16ToUtf8(bytes({0xFF, 0xFE, 'o', 0, 'k', 0, 0x29, 0x59}), out, bad)); // "ok天"
        QCOMPARE(out, std::string("ok天"));
        QVERIFY(!utf16ToUtf8("{\"a\": 1}", out, bad));
        QCOMPARE(bad, kNpos);
        QVERIFY(!utf16ToUtf8(bytes({0xFE, 0xFF, 0, 'o', 0xD8, 0x3D}), out, bad)); // ends on a first surrogate
        QCOMPARE(bad, std::size_t{4});
    }

    // Every CSV reader gives the same cells for the GB18030 file as for the UTF-8 one and says which
    // it read.
    void readersReadGb18030AsUtf8()
    {
        QTemporaryDir dir;
        const std::string utf8 = weatherTable(40);
        const QString a = dir.filePath(QStringLiteral("天气-utf8.csv")), b = dir.filePath(QStringLiteral("天气-gbk.csv"));
        writeBytes(a, utf8);
        writeBytes(b, toGb18030(dir, utf8));
        const CsvTable ta = readCsvShards({a.toStdString()}), tb = readCsvShards({b.toStdString()});
        QCOMPARE(tb.header, ta.header);
        QCOMPARE(tb.header.front(), std::string("城市"));
        QCOMPARE(tb.rows, ta.rows);
        QCOMPARE(ta.encodings, std::vector<TextEncoding>{TextEncoding::Utf8});
        QCOMPARE(tb.encodings, std::vector<TextEncoding>{TextEncoding::Gb18030});

        CsvChunkReader chunks(b.toStdString());
        CsvTable chunk;
        QVERIFY(chunks.next(chunk, 7));
        QCOMPARE(chunk.rows.front(), ta.rows.front());
        QCOMPARE(chunk.origins.front().line, 2LL);

        CsvLineScanner scan(b.toStdString());
        std::vector<std::string_view> fields;
        QVERIFY(scan.next(fields));
        QCOMPARE(std::string(fields.at(2)), std::string("天气"));
        std::string_view block;
        long long first = 0;
        QVERIFY(scan.nextBlock(block, first));
        QCOMPARE(first, 2LL);
        QCOMPARE(std::string(block), utf8.substr(utf8.find('\n') + 1));
    }

    // Training reads the GB18030 file into what the UTF-8 one gives: the same features, classes and
    // tensors, and the log says how it was read.
    void aGb18030TableTrainsAsTheUtf8One()
    {
        QTemporaryDir dir;
        const std::string utf8 = weatherTable(300);
        writeBytes(dir.filePath(QStringLiteral("utf8.csv")), utf8);
        writeBytes(dir.filePath(QStringLiteral("天气.csv")), toGb18030(dir, utf8));
        const DataSplits a = loadDataset(csvConfig(dir, "utf8.csv", "天气", "城市"), [](const Message&) {});
        std::vector<std::string> log;
        const DataSplits b = loadDataset(csvConfig(dir, "天气.csv", "天气", "城市"), [&](const Message& m) { log.push_back(m.text()); });
        QCOMPARE(b.classNames, a.classNames);
        QCOMPARE(b.classNames, (std::vector<std::string>{"晴", "雨"}));
        QCOMPARE(b.featureNames, a.featureNames);
        QVERIFY(at::equal(b.train.inputs, a.train.inputs));
        QVERIFY(at::equal(b.train.targets, a.train.targets));
        const bool said = std::any_of(log.begin(), log.end(), [](const std::string& l) { return l.find("read as GB18030") != std::string::npos; });
        QVERIFY(said);
    }

    // ASCII for the first 8 MiB, Chinese after it. The training reader does not check its blocks
    // whole (that cost 7-11 % of reading a numeric table): it checks the text it keeps, so UTF-8
    // reads, and GB18030 found only there is an error naming the line and column, not mojibake.
    // The line-by-line readers (time series, predict) decide at that line and read it.
    void chineseAfterTheFirstBlock()
    {
        QTemporaryDir dir;
        std::string utf8 = "city,t,weather\n";
        const std::string ascii = "x,1,sun\nx,2,sun\nx,12,rain\n";
        while (utf8.size() < (9u << 20))
            utf8 += ascii;
        const auto asciiRows = static_cast<long long>(std::count(utf8.begin(), utf8.end(), '\n')) - 1;
        for (int i = 0; i < 30; ++i)
            utf8 += std::string(i % 2 ? "北京" : "上海") + "," + std::to_string(i % 13) + "," + (i % 13 < 6 ? "sun" : "rain") + "\n";
        writeBytes(dir.filePath(QStringLiteral("utf8.csv")), utf8);
        const QString gb = dir.filePath(QStringLiteral("gb.csv"));
        writeBytes(gb, toGb18030(dir, utf8));

        const DataSplits d = loadDataset(csvConfig(dir, "utf8.csv", "weather", "city"), [](const Message&) {});
        const auto& names = d.featureNames;
        QVERIFY(std::find(names.begin(), names.end(), "city=北京") != names.end());
        QCOMPARE(d.train.size() + d.val.size(), asciiRows + 30);

        const QString e = dataError([&] { loadDataset(csvConfig(dir, "gb.csv", "weather", "city"), [](const Message&) {}); });
        QVERIFY2(e.startsWith(gb + QStringLiteral(":%1: ").arg(asciiRows + 2)) && e.contains(QStringLiteral("column \"city\""))
                     && e.contains(QStringLiteral("first 8 MiB")),
                 qPrintable(e));

        const CsvTable t = readCsvShards({gb.toStdString()});
        QCOMPARE(t.rows.back().front(), std::string("北京"));
        QCOMPARE(t.encodings, std::vector<TextEncoding>{TextEncoding::Gb18030});
    }

    void bytesThatAreNeitherNameTheLine()
    {
        QTemporaryDir dir;
        // Windows-1252 ("Müller", "café"): neither.
        const QString western = dir.filePath(QStringLiteral("western.csv"));
        writeBytes(western, "name,score\nAnn,1\n" + bytes({'M', 0xFC, 'l', 'l', 'e', 'r'}) + ",2\ncaf" + bytes({0xE9}) + ",3\n");
        QString e = dataError([&] { readCsvShards({western.toStdString()}); });
        QVERIFY2(e.startsWith(western + QStringLiteral(":3: ")) && e.contains(QStringLiteral("neither UTF-8 nor GB18030"))
                     && e.contains(QStringLiteral("0xFC")) && e.contains(QStringLiteral("byte 2")),
                 qPrintable(e));
        // GB18030 with a stray byte on line 3: that line, not the first Chinese one.
        const QString stray = dir.filePath(QStringLiteral("stray.csv"));
        writeBytes(stray, kCityGb + ",t\n" + kWeatherGb + ",1\nx" + bytes({0xFF}) + ",2\n");
        e = dataError([&] { readCsvShards({stray.toStdString()}); });
        QVERIFY2(e.startsWith(stray + QStringLiteral(":3: this line is not GB18030 text")) && e.contains(QStringLiteral("byte 2")), qPrintable(e));
        // A byte-order mark says UTF-8: GBK bytes after it are not read as GB18030.
        const QString bom = dir.filePath(QStringLiteral("bom.csv"));
        writeBytes(bom, std::string("\xEF\xBB\xBF") + "city,t\n" + kCityGb + ",1\n");
        e = dataError([&] { readCsvShards({bom.toStdString()}); });
        QVERIFY2(e.startsWith(bom + QStringLiteral(":2: this line is not UTF-8 text")), qPrintable(e));
        // A UTF-8 file with a GB18030 line further down: that line.
        const QString mixed = dir.filePath(QStringLiteral("mixed.csv"));
        writeBytes(mixed, "城市,天气\n北京,晴\n上海,雨\n" + kCityGb + "," + kWeatherGb + "\n");
        e = dataError([&] { readCsvShards({mixed.toStdString()}); });
        QVERIFY2(e.startsWith(mixed + QStringLiteral(":4: ")) && e.contains(QStringLiteral("not UTF-8 text as the lines before it are")), qPrintable(e));
        // The same through the training reader's blocks: the cell it keeps, by line and column.
        e = dataError([&] { loadDataset(csvConfig(dir, "mixed.csv", "天气", "城市"), [](const Message&) {}); });
        QVERIFY2(e.startsWith(mixed + QStringLiteral(":4: column \"城市\" is not UTF-8 text here as in the lines before")), qPrintable(e));
    }

    // Class folders unpacked from a zip made on a Chinese Windows keep their GBK bytes as names: the
    // classes are named in Chinese (the folders still opened by their bytes); a name that is neither
    // gets U+FFFD for its stray bytes, so that every record can hold it.
    void classFoldersNamedInGbkAreNamedInChinese()
    {
        QTemporaryDir dir;
        const std::filesystem::path root = dir.filePath(QStringLiteral("images")).toStdString();
        const std::string cat = bytes({0xC3, 0xA8}), dog = bytes({0xB9, 0xB7}); // 猫, 狗
        const std::vector<std::uint8_t> pixels(4 * 4 * 3, 128);
        for (const std::string& folder : {cat, dog, std::string("ok")}) {
            std::filesystem::create_directories(root / folder);
            for (const char* file : {"a.png", "b.png"})
                std::ofstream(root / folder / file, std::ios::binary) << encodePng(pixels, 4, 4, 3);
        }
        const auto r = parseConfig(R"({"data": {"source": "image_folder", "path": "images", "image_height": 4, "image_width": 4,
            "channels": 3, "splits": {"val": 0.0, "test": 0.0}}, "model": {"kind": "cnn2d"}})", dir.path().toStdString(), false);
        QVERIFY(r.config);
        const DataSplits d = loadDataset(*r.config, [](const Message&) {});
        QCOMPARE(d.classNames, (std::vector<std::string>{"ok", "狗", "猫"}));
        QCOMPARE(d.train.size(), 6);

        QCOMPARE(displayNames({"猫", "ok"}), (std::vector<std::string>{"猫", "ok"}));
        QCOMPARE(displayNames({cat, dog}), (std::vector<std::string>{"猫", "狗"}));
        QCOMPARE(displayNames({cat}), std::vector<std::string>{"è"}); // alone, 猫's GBK bytes are UTF-8
        // A name in neither encoding stays apart: the others are Chinese still (all were \xHH).
        QCOMPARE(displayNames({cat, dog, bytes({0xFF, 0xFE}) + "odd"}), (std::vector<std::string>{"猫", "狗", "\\xFF\\xFEodd"}));
        // Latin-1 names (a Western zip) stay escaped, the one that happens to be GB18030 too ("M\xFCller").
        QCOMPARE(displayNames({"caf" + bytes({0xE9}), "M" + bytes({0xFC}) + "ller"}), (std::vector<std::string>{"caf\\xE9", "M\\xFCller"}));
        QCOMPARE(displayNames({"caf" + bytes({0xE9}), "caf" + bytes({0xE8}), "ok"}), (std::vector<std::string>{"caf\\xE9", "caf\\xE8", "ok"}));
        QCOMPARE(displayNames({"猫咪", cat, dog}), (std::vector<std::string>{"猫咪", "猫", "狗"})); // only the names that are not UTF-8 decoded

        // A validation folder holding only 猫 (alone its GBK bytes read as "è") is matched to training's 猫.
        const std::filesystem::path val = dir.filePath(QStringLiteral("val")).toStdString();
        std::filesystem::create_directories(val / cat);
        std::ofstream(val / cat / "c.png", std::ios::binary) << encodePng(pixels, 4, 4, 3);
        const auto withVal = parseConfig(R"({"data": {"source": "image_folder", "path": "images", "val_path": "val", "image_height": 4,
            "image_width": 4, "channels": 3, "splits": {"test": 0.0}}, "model": {"kind": "cnn2d"}})", dir.path().toStdString(), false);
        QVERIFY(withVal.config);
        const DataSplits v = loadDataset(*withVal.config, [](const Message&) {});
        QCOMPARE(v.val.size(), 1);
        QCOMPARE(v.val.targets[0].item<std::int64_t>(), 2); // 猫, after "ok" and 狗

        // 猫 in UTF-8 beside 猫 in GBK: one name for two folders is an error, not one class.
        std::filesystem::create_directories(root / "猫");
        std::ofstream(root / "猫" / "d.png", std::ios::binary) << encodePng(pixels, 4, 4, 3);
        const QString e = dataError([&] { loadDataset(*r.config, [](const Message&) {}); });
        QVERIFY2(e.contains(QStringLiteral("both read as \"猫\"")) && e.contains(QStringLiteral("\"è\"")), qPrintable(e)); // "è": its bytes as they read
    }

    // A message holding bytes that are not UTF-8 (a file name from another system) is logged with
    // U+FFFD in their place: before, writing the log's JSON line threw, and lathe-cli ended in
    // std::terminate.
    void aLogLineWithBytesThatAreNotUtf8IsKept()
    {
        QTemporaryDir dir;
        RunFolder run = RunFolder::create(dir.path().toStdString(), "bytes");
        LogRecord record;
        record.level = LogLevel::Error;
        record.message = Message::plain("cannot read /data/" + kWeatherGb + ".csv");
        run.appendLog(record);
        QFile f(QString::fromStdString((run.path() / runfile::LogRecords).string()));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray line = f.readAll();
        QVERIFY2(line.contains("\xEF\xBF\xBD"), line.constData());
    }
};

QTEST_GUILESS_MAIN(TestTextEncoding)
#include "tst_textencoding.moc"
