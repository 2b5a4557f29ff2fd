// Tables as spreadsheets save them as text: tab separated (a .tsv, or Excel's and WPS's tab-delimited
// text), told from a CSV by the header, and UTF-16 with a byte-order mark (Excel's "Unicode Text",
// which is also tab separated). Read by every reader as the CSV with the same cells is read — the
// training table (its one-pass and its general path), the cell reader of time series and predict —
// and said in the log.

#include "config/config.h"
#include "data/csvscan.h"
#include "data/csvtable.h"
#include "data/dataset.h"
#include "datareadtest.h"
#include "testutil.h"
#include "util/errors.h"
#include "util/textencoding.h"

#include <ATen/ATen.h>
#include <QtTest>

#include <algorithm>

using namespace lathe::core;

namespace {

using lathe::test::load;
using lathe::test::Read;

// A shop's table, each row as cells: a city (a category), an amount as a spreadsheet formats it, a
// count (missing now and then), a note that holds the other separator, and the class.
std::vector<std::vector<QByteArray>> shopRows(int rows)
{
    std::vector<std::vector<QByteArray>> out{{"城市", "金额", "客流", "备注", "类别"}};
    const char* cities[] = {"北京", "上海", "广州"};
    for (int i = 0; i < rows; ++i)
        out.push_back({cities[i % 3], "1," + QByteArray::number(100 + i % 900) + ".5", i % 17 == 5 ? QByteArray() : QByteArray::number(i % 40),
                       i % 5 ? QByteArray("ok") : QByteArray("a, b\tc"), i % 7 < 3 ? "多" : "少"});
    return out;
}

// The rows as a file: cells joined by `separator`, a cell that holds it or a quote quoted (in a TSV,
// "1,234.5" is not).
QByteArray written(const std::vector<std::vector<QByteArray>>& rows, char separator)
{
    QByteArray text;
    for (const auto& row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            const QByteArray& cell = row[c];
            const bool quote = cell.contains(separator) || cell.contains('"');
            text += (c ? QByteArray(1, separator) : QByteArray()) + (quote ? '"' + QByteArray(cell).replace("\"", "\"\"") + '"' : cell);
        }
        text += "\r\n";
    }
    return text;
}

// The text as Excel's "Unicode Text" writes it: UTF-16 with a byte-order mark.
QByteArray unicodeText(const QByteArray& utf8, bool bigEndian = false)
{
    return lathe::test::utf16Bytes(QString::fromUtf8(utf8), bigEndian);
}

} // namespace

class TestSpreadsheetText : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theHeaderDecides_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<char>("separator");
        QTest::addRow("commas") << QByteArray("a,b,c") << ',';
        QTest::addRow("tabs") << QByteArray("a\tb\tc") << '\t';
        QTest::addRow("one column") << QByteArray("label") << ',';
        QTest::addRow("more tabs than commas") << QByteArray("a\tb,c\td") << '\t';
        QTest::addRow("more commas than tabs") << QByteArray("a,b\tc,d") << ',';
        QTest::addRow("a comma inside quotes") << QByteArray("\"x,y\"\tb") << '\t';
        QTest::addRow("tabs inside quotes") << QByteArray("\"x\ty\tz\",b") << ',';
        QTest::addRow("a quote inside a name") << QByteArray("Size 15\"\tPrice\tlabel") << '\t';
        QTest::addRow("commas inside names, a tie") << QByteArray("Temp, °C\tRH, %\tlabel") << '\t';
        QTest::addRow("one tab") << QByteArray("x\tlabel") << '\t';
        QTest::addRow("blanks around commas") << QByteArray("a , b") << ',';
        QTest::addRow("Chinese names") << QByteArray("城市\t金额") << '\t';
    }
    void theHeaderDecides()
    {
        QFETCH(QByteArray, header);
        QFETCH(char, separator);
        QCOMPARE(guessSeparator(header.toStdString()), separator);
    }

    void fieldsSplitAtTabs_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QStringList>("fields");
        QTest::addRow("an empty cell") << QByteArray("1\t\t3") << QStringList{QStringLiteral("1"), QString(), QStringLiteral("3")};
        QTest::addRow("blanks trimmed") << QByteArray(" a \tb ") << QStringList{QStringLiteral("a"), QStringLiteral("b")};
        QTest::addRow("commas are text") << QByteArray("1,234.5\ta, b") << QStringList{QStringLiteral("1,234.5"), QStringLiteral("a, b")};
        QTest::addRow("a quoted tab") << QByteArray("\"x\ty\"\tz") << QStringList{QStringLiteral("x\ty"), QStringLiteral("z")};
        QTest::addRow("a last empty cell") << QByteArray("a\t") << QStringList{QStringLiteral("a"), QString()};
    }
    void fieldsSplitAtTabs()
    {
        QFETCH(QByteArray, line);
        QFETCH(QStringList, fields);
        std::vector<std::string_view> got;
        std::string scratch;
        QVERIFY(splitCsvFields(std::string_view(line.constData(), static_cast<std::size_t>(line.size())), got, scratch, '\t'));
        QStringList text;
        for (const auto f : got)
            text << QString::fromUtf8(f.data(), static_cast<qsizetype>(f.size()));
        QCOMPARE(text, fields);
    }

    // The same table as a CSV and as a TSV trains on the same numbers: quoted and unquoted cells, a
    // formatted amount (which a TSV needs not quote), missing counts filled, a category. Only the
    // TSV's log says how it was read.
    void aTsvReadsAsItsCsv()
    {
        QTemporaryDir dir;
        const auto rows = shopRows(600);
        lathe::test::writeFile(dir.filePath(QStringLiteral("店.csv")), written(rows, ','));
        lathe::test::writeFile(dir.filePath(QStringLiteral("店.tsv")), written(rows, '\t'));
        const std::string rest = R"(, "target": "类别", "features": ["城市", "金额", "客流"], "categorical": ["城市"], "missing": "mean",
            "cache": false, "splits": {"val": 0.2, "test": 0.1}})";
        const Read csv = load(dir, R"({"path": "店.csv")" + rest);
        const Read tsv = load(dir, R"({"path": "店.tsv")" + rest);
        QCOMPARE(tsv.data.train.size(), std::int64_t{420});
        QVERIFY(at::equal(tsv.data.train.inputs, csv.data.train.inputs));
        QVERIFY(at::equal(tsv.data.test.inputs, csv.data.test.inputs));
        QVERIFY(at::equal(tsv.data.train.targets, csv.data.train.targets));
        QCOMPARE(tsv.data.featureNames, csv.data.featureNames);
        QCOMPARE(tsv.data.classNames, (std::vector<std::string>{"多", "少"}));
        QVERIFY(tsv.said("1 file(s) read with their columns separated by tabs"));
        QVERIFY(tsv.said("店.tsv"));
        QVERIFY(!csv.said("separated by tabs"));
        QVERIFY(tsv.said("column \"金额\": 600 cells hold numbers as a spreadsheet formats them"));
    }

    // A plain numeric TSV (the one-pass parser's lines) trains on the CSV's numbers, and a line of
    // tabs is a row of empty cells as a line of commas is in the CSV: skipped and said, in both (it
    // was an error under data.missing "error").
    void aPlainTsvAndALineOfTabs()
    {
        QTemporaryDir dir;
        QByteArray csv = lathe::test::ringsCsv(20000);
        const qsizetype at = csv.indexOf('\n', csv.size() / 2) + 1;
        csv.insert(at, ",,,\n");
        const QByteArray where = "/环.tsv:" + QByteArray::number(csv.left(at).count('\n') + 1) + ")";
        QByteArray tsv = csv;
        tsv.replace(',', '\t');
        lathe::test::writeFile(dir.filePath(QStringLiteral("环.csv")), csv);
        lathe::test::writeFile(dir.filePath(QStringLiteral("环.tsv")), tsv);
        const std::string rest = R"(, "target": "label", "missing": "mean", "cache": false, "splits": {"val": 0.1, "test": 0.1}})";
        const Read fromCsv = load(dir, R"({"path": "环.csv")" + rest);
        const Read fromTsv = load(dir, R"({"path": "环.tsv")" + rest);
        QCOMPARE(fromTsv.data.train.size() + fromTsv.data.val.size() + fromTsv.data.test.size(), std::int64_t{20000}); // the empty row: no label
        QVERIFY(at::equal(fromTsv.data.train.inputs, fromCsv.data.train.inputs));
        QVERIFY(at::equal(fromTsv.data.test.targets, fromCsv.data.test.targets));
        const Read strict = load(dir, R"({"path": "环.tsv", "target": "label", "cache": false})");
        QCOMPARE(strict.data.train.size() + strict.data.val.size() + strict.data.test.size(), std::int64_t{20000});
        QVERIFY(strict.said("1 row(s) of only empty cells skipped (the first at ") && strict.said(where.toStdString()));
    }

    // A line with more cells than the header is still an error naming its line, in a TSV too.
    void aTsvLineWithAnExtraCellIsNamed()
    {
        QTemporaryDir dir;
        QByteArray tsv = "x\ty\tlabel\n";
        for (int i = 0; i < 50; ++i)
            tsv += QByteArray::number(i) + '\t' + QByteArray::number(i % 7) + (i == 30 ? "\ta\tb\n" : i % 2 ? "\ta\n" : "\tb\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.tsv")), tsv);
        try {
            load(dir, R"({"path": "t.tsv", "target": "label", "cache": false})");
            QFAIL("a line with four cells was read");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("t.tsv:32") != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find("expected 3 fields as in the header, found 4") != std::string::npos, e.what());
        }
    }

    // Excel's tab-delimited text on a Chinese Windows is GB18030 too: both are said, and the cell
    // reader (time series, predict) splits it as the table reader does.
    void aChineseWindowsTextExportReadsEverywhere()
    {
        QTemporaryDir dir;
        QByteArray utf8 = "日期\t温度\t湿度\n";
        for (int i = 0; i < 80; ++i)
            utf8 += QDate(2024, 1, 1).addDays(i).toString(Qt::ISODate).toUtf8() + '\t' + QByteArray::number(10 + i % 9) + ".5\t"
                    + QByteArray::number(40 + i % 13) + '\n';
        std::string gbk;
        std::size_t bad = 0;
        QVERIFY(utf8ToGb18030(utf8.toStdString(), gbk, bad));
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("气象.txt")), QByteArray::fromStdString(gbk));

        const CsvTable table = readCsvShards({file.toStdString()});
        QCOMPARE(table.header, (std::vector<std::string>{"日期", "温度", "湿度"}));
        QCOMPARE(table.separators, std::vector<char>{'\t'});
        QCOMPARE(table.encodings, std::vector<TextEncoding>{TextEncoding::Gb18030});
        QCOMPARE(table.rows.at(3), (std::vector<std::string>{"2024-01-04", "13.5", "43"}));

        // With GB18030's byte-order mark (U+FEFF as GB18030 writes it, 84 31 95 33): left out of the
        // first column's name, as UTF-8's is (the header read "\ufeff日期").
        const QString marked = lathe::test::writeFile(dir.filePath(QStringLiteral("标记.txt")), QByteArray("\x84\x31\x95\x33") + QByteArray::fromStdString(gbk));
        const CsvTable withMark = readCsvShards({marked.toStdString()});
        QCOMPARE(withMark.header, table.header);
        QCOMPARE(withMark.encodings, std::vector<TextEncoding>{TextEncoding::Gb18030});

        CsvChunkReader chunks(file.toStdString());
        CsvTable chunk;
        QVERIFY(chunks.next(chunk, 10));
        QCOMPARE(chunk.rows.at(9).at(2), std::string("49"));

        const Read series = load(dir, R"({"source": "timeseries_csv", "task": "regression", "path": "气象.txt", "target": "温度",
            "window": 4, "cache": false, "splits": {"val": 0.2, "test": 0.1}})");
        QVERIFY(series.data.train.size() > 0);
        QVERIFY(series.said("1 CSV file(s) read as GB18030 text"));
        QVERIFY(series.said("1 file(s) read with their columns separated by tabs"));
    }

    // Excel's "Unicode Text" (UTF-16, tabs, CRLF) trains on the numbers of the same table in UTF-8,
    // over more than one read of the file, with a surrogate pair cut by the first read's end, and the
    // log says both how it was encoded and how it was separated.
    void excelsUnicodeTextReadsAsItsUtf8()
    {
        QTemporaryDir dir;
        auto rows = shopRows(45000); // about 6.8 MB as UTF-16: two reads
        for (std::size_t r = 1; r < rows.size(); ++r)
            if (r % 5 != 1) // (the others hold "a, b<tab>c")
                rows[r][3] = "好评" + QByteArray("😀").repeated(30);
        // CsvLineScanner::readMore's first read ends at this byte: after the byte-order mark and the
        // three units it read first ("城市<tab>", 7 bytes of UTF-8), two thirds of the rest of its
        // 8 MiB buffer less 6. Blanks after the header (trimmed) move the text until that byte cuts
        // an emoji's surrogate pair, so that the cut character waits for the next read.
        constexpr qsizetype seam = 8 + ((qsizetype{8} << 20) - 7) / 3 * 2 - 6;
        QByteArray tsv, utf16;
        for (int blanks = 0; blanks < 64; ++blanks) {
            tsv = written(rows, '\t').insert(written({rows.front()}, '\t').size() - 2, QByteArray(blanks, ' '));
            utf16 = unicodeText(tsv);
            if (static_cast<unsigned char>(utf16.at(seam - 1)) >= 0xD8 && static_cast<unsigned char>(utf16.at(seam - 1)) <= 0xDB)
                break; // (little endian: a unit's high byte second)
        }
        QVERIFY2(static_cast<unsigned char>(utf16.at(seam - 1)) >= 0xD8 && static_cast<unsigned char>(utf16.at(seam - 1)) <= 0xDB,
                 "no first surrogate ends at the first read's end");
        lathe::test::writeFile(dir.filePath(QStringLiteral("店.tsv")), tsv);
        lathe::test::writeFile(dir.filePath(QStringLiteral("店.txt")), utf16);
        const std::string rest = R"(, "target": "类别", "features": ["城市", "金额", "客流"], "categorical": ["城市"], "missing": "mean",
            "cache": false, "splits": {"val": 0.2, "test": 0.1}})";
        const Read plain = load(dir, R"({"path": "店.tsv")" + rest);
        const Read excel = load(dir, R"({"path": "店.txt")" + rest);
        QCOMPARE(excel.data.train.size(), plain.data.train.size());
        QVERIFY(at::equal(excel.data.train.inputs, plain.data.train.inputs));
        QVERIFY(at::equal(excel.data.val.targets, plain.data.val.targets));
        QCOMPARE(excel.data.classNames, plain.data.classNames);
        QVERIFY(excel.said("1 file(s) read as UTF-16 text (what Excel saves as Unicode text) and turned into UTF-8: "));
        QVERIFY(excel.said("1 file(s) read with their columns separated by tabs"));
        QVERIFY(!plain.said("UTF-16"));

        // The cell reader (time series, predict) gives every note back whole, the cut one too.
        const CsvTable fromUtf16 = readCsvShards({dir.filePath(QStringLiteral("店.txt")).toStdString()});
        const CsvTable fromUtf8 = readCsvShards({dir.filePath(QStringLiteral("店.tsv")).toStdString()});
        QCOMPARE(fromUtf16.encodings, std::vector<TextEncoding>{TextEncoding::Utf16});
        QCOMPARE(fromUtf16.rows.size(), std::size_t{45000});
        QVERIFY(fromUtf16.rows == fromUtf8.rows);
        QCOMPARE(fromUtf16.rows.at(5).at(3), std::string("a, b\tc"));
    }

    // Big endian reads too; a file cut inside a character, or holding half a surrogate pair, is an
    // error naming the file.
    void aBrokenUnicodeTextIsNamed()
    {
        QTemporaryDir dir;
        const QByteArray tsv = "x\ty\tlabel\r\n1\t2\ta\r\n3\t4\tb\r\n";
        const QString big = lathe::test::writeFile(dir.filePath(QStringLiteral("big.txt")), unicodeText(tsv, true));
        QCOMPARE(readCsvShards({big.toStdString()}).rows.at(1), (std::vector<std::string>{"3", "4", "b"}));

        const QString cut = lathe::test::writeFile(dir.filePath(QStringLiteral("cut.txt")), unicodeText(tsv).chopped(1));
        try {
            readCsvShards({cut.toStdString()});
            QFAIL("a file cut inside a character was read");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("cut.txt: the UTF-16 text ends inside a character") != std::string::npos, e.what());
        }
        QByteArray lone = unicodeText(tsv);
        lone.insert(8, QByteArray("\x3D\xD8", 2)); // a first surrogate after the header's "x\ty"
        const QString broken = lathe::test::writeFile(dir.filePath(QStringLiteral("lone.txt")), lone);
        try {
            readCsvShards({broken.toStdString()});
            QFAIL("half a surrogate pair was read");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("lone.txt: the text is not valid UTF-16 (a lone surrogate at byte 9 of the file)") != std::string::npos,
                     e.what());
        }
    }

    // A workbook or a compressed file where a table's text belongs is named as what it is, with
    // what to do, by the table reader and the cell reader alike.
    void aWorkbookIsNamedAsOne_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("said");
        QTest::addRow("xlsx") << QStringLiteral("销售.xlsx") << QByteArray("PK\x03\x04\x14\x00\x06\x00", 8) + QByteArray(200, 'x')
                              << QStringLiteral("销售.xlsx: a zip file (an Excel or WPS workbook such as .xlsx is one), not text");
        QTest::addRow("xls") << QStringLiteral("旧.xls") << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8) + QByteArray(200, '\0')
                             << QStringLiteral("旧.xls: an Excel or WPS workbook in the older binary format (.xls, .et), not text");
        QTest::addRow("gzip") << QStringLiteral("t.csv.gz") << QByteArray("\x1F\x8B\x08\x00", 4) + QByteArray(100, 'x')
                              << QStringLiteral("t.csv.gz: a gzip-compressed file, not text: unpack it first");
    }
    void aWorkbookIsNamedAsOne()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, said);
        QTemporaryDir dir;
        const QString path = lathe::test::writeFile(dir.filePath(file), bytes);
        const auto error = [](const auto& read) {
            try {
                read();
            } catch (const DataError& e) {
                return QString::fromUtf8(e.what());
            }
            return QString();
        };
        const auto openFiles = [] { return QDir(QStringLiteral("/proc/self/fd")).entryList(QDir::Files | QDir::System).size(); };
        const auto before = openFiles();
        const QString table = error([&] { load(dir, R"({"path": ")" + file.toStdString() + R"(", "target": "y", "cache": false})"); });
        QVERIFY2(table.contains(said), qPrintable(table));
        const QString cells = error([&] { readCsvShards({path.toStdString()}); });
        QVERIFY2(cells.contains(said), qPrintable(cells));
        QCOMPARE(openFiles(), before); // the refused file was closed
    }
};

QTEST_GUILESS_MAIN(TestSpreadsheetText)
#include "tst_spreadsheettext.moc"
