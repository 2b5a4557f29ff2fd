// A CSV as Excel and WPS save it in languages that write decimal commas (German, French, Italian, …;
// also UCI's air-quality and wine tables): cells separated by semicolons, "2,5" for 2.5 and
// "1.234,5" for 1234.5. The header decides, as for tabs; every reader — the training table (its
// one-pass and its general path), the cell reader of time series and predict, the task guess, the
// streaming estimate — reads the numbers the CSV with points holds, and the log says how the file was
// read.

#include "config/config.h"
#include "data/csvscan.h"
#include "data/csvtable.h"
#include "data/dataset.h"
#include "data/tableparse.h"
#include "data/tablestream.h"
#include "datareadtest.h"
#include "testutil.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <QtTest>

#include <algorithm>

using namespace lathe::core;

namespace {

using lathe::test::load;
using lathe::test::Read;

// A number of a CSV written as a European spreadsheet writes it: the point a comma, the thousands'
// commas points ("1,234.5" becomes "1.234,5").
QByteArray decimalComma(QByteArray number)
{
    for (char& c : number)
        c = c == '.' ? ',' : c == ',' ? '.' : c;
    return number;
}

} // namespace

class TestEuropeanCsv : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theHeaderDecides_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<char>("separator");
        QTest::addRow("semicolons") << QByteArray("a;b;c") << ';';
        QTest::addRow("quoted names (UCI's wine table)") << QByteArray("\"fixed acidity\";\"pH\";\"quality\"") << ';';
        QTest::addRow("commas inside names, a tie") << QByteArray("Temp, °C;RH, %;label") << ';';
        QTest::addRow("one semicolon") << QByteArray("x;label") << ';';
        QTest::addRow("empty names at the end (UCI's air quality)") << QByteArray("Date;Time;CO(GT);T;;") << ';';
        QTest::addRow("more commas than semicolons") << QByteArray("a,b;c,d") << ',';
        QTest::addRow("a semicolon inside quotes") << QByteArray("\"x;y\",b") << ',';
        QTest::addRow("tabs before semicolons") << QByteArray("a;b\tc;d\te") << '\t';
        QTest::addRow("Chinese names") << QByteArray("城市;金额") << ';';
    }
    void theHeaderDecides()
    {
        QFETCH(QByteArray, header);
        QFETCH(char, separator);
        QCOMPARE(guessSeparator(header.toStdString()), separator);
    }

    void numbersWithADecimalComma_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("formatted"); // counted for the log (more than the file's decimal comma)
        QTest::addRow("a decimal comma") << QStringLiteral("2,6") << 2.6 << false;
        QTest::addRow("negative") << QStringLiteral("-0,125") << -0.125 << false;
        QTest::addRow("three decimals, not thousands") << QStringLiteral("1,360") << 1.36 << false;
        QTest::addRow("an exponent") << QStringLiteral("1,5e-3") << 0.0015 << false;
        QTest::addRow("a point still a point") << QStringLiteral("7.4") << 7.4 << false;
        QTest::addRow("a whole number") << QStringLiteral("1360") << 1360.0 << false;
        QTest::addRow("thousands points") << QStringLiteral("1.234,5") << 1234.5 << true;
        QTest::addRow("millions") << QStringLiteral("1.234.567") << 1234567.0 << true;
        QTest::addRow("negative thousands") << QStringLiteral("-1.234,50") << -1234.5 << true;
        QTest::addRow("percent") << QStringLiteral("12,5%") << 0.125 << true;
        QTest::addRow("euro") << QStringLiteral("€ 1.234,50") << 1234.5 << true;
        QTest::addRow("accounting negative") << QStringLiteral("(1.234,00)") << -1234.0 << true;
        QTest::addRow("wan") << QStringLiteral("3,5万") << 35000.0 << true;
        QTest::addRow("full-width") << QStringLiteral("２，５") << 2.5 << true;
    }
    void numbersWithADecimalComma()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        QFETCH(bool, formatted);
        const std::string t = text.toStdString();
        double got = 0;
        QCOMPARE(parseCellNumber(t, DecimalMark::Comma, got), formatted ? CellNumber::Formatted : CellNumber::Plain);
        QCOMPARE(got, value);
        got = 0;
        QVERIFY(parseNumber(t, got, DecimalMark::Comma)); // the cell reader's (predict, time series, the task guess)
        QCOMPARE(got, value);
    }

    void otherTextIsNoNumber_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* bad : {"1,234.5" /* a point's thousands in a comma's file */, "1,2,3", "1.23,5", "1.2.3", ",", "abc", "", "2,5 kg", "1.234,5,6"})
            QTest::addRow("%s", bad) << QString::fromUtf8(bad);
    }
    void otherTextIsNoNumber()
    {
        QFETCH(QString, text);
        double v = 0;
        QCOMPARE(parseCellNumber(text.toStdString(), DecimalMark::Comma, v), CellNumber::None);
    }

    // A file with points keeps its rules: a comma separates thousands or is an error.
    void aPointsFileKeepsItsRules()
    {
        double v = 0;
        QCOMPARE(parseCellNumber("1,360", DecimalMark::Point, v), CellNumber::Formatted);
        QCOMPARE(v, 1360.0);
        QCOMPARE(parseCellNumber("2,6", DecimalMark::Point, v), CellNumber::None);
        QCOMPARE(parseCellNumber("1.234,5", DecimalMark::Point, v), CellNumber::None);
        // The one-pass parser's scan takes a comma for the point only when asked, and stops at the next cell.
        const std::string line = "3,4;1453";
        const char* end = line.data() + line.size();
        QCOMPARE(scanDecimal(line.data(), end, v, DecimalMark::Comma), line.data() + 3);
        QCOMPARE(v, 3.4);
        QCOMPARE(scanDecimal(line.data(), end, v, DecimalMark::Point), line.data() + 1);
        QCOMPARE(v, 3.0);
        QCOMPARE(decimalMarkOf(';'), DecimalMark::Comma);
        QCOMPARE(decimalMarkOf('\t'), DecimalMark::Point);
    }

    // A plain numeric table (the one-pass parser's lines, over several blocks read on two threads)
    // saved the European way trains on the numbers of the CSV it was made from.
    void aPlainTableReadsAsItsCsv()
    {
        QTemporaryDir dir;
        const QByteArray csv = lathe::test::ringsCsv(60000);
        QByteArray european = csv;
        european.replace(',', ';');
        european.replace('.', ',');
        lathe::test::writeFile(dir.filePath(QStringLiteral("环.csv")), csv);
        lathe::test::writeFile(dir.filePath(QStringLiteral("环欧.csv")), european);
        const std::string rest = R"(, "target": "label", "cache": false, "splits": {"val": 0.1, "test": 0.1}})";
        const Read fromCsv = load(dir, R"({"path": "环.csv")" + rest);
        const Read fromEuropean = load(dir, R"({"path": "环欧.csv")" + rest);
        QCOMPARE(fromEuropean.data.train.size(), fromCsv.data.train.size());
        QVERIFY(at::equal(fromEuropean.data.train.inputs, fromCsv.data.train.inputs));
        QVERIFY(at::equal(fromEuropean.data.test.targets, fromCsv.data.test.targets));
        QVERIFY(fromEuropean.said("1 file(s) read with their columns separated by semicolons"));
        QVERIFY(fromEuropean.said("环欧.csv"));
        QVERIFY(!fromEuropean.said("as a spreadsheet formats them")); // a decimal comma is the file's way, not a format
        QVERIFY(!fromCsv.said("separated by semicolons"));
    }

    // A shop's table (the general path: a category, a quoted note holding a semicolon, amounts with
    // thousands points, missing counts) reads as the CSV with the same numbers, and the log names the
    // formatted column with what it read.
    void aSpreadsheetsTableReadsAsItsCsv()
    {
        QTemporaryDir dir;
        QByteArray csv = "城市,金额,客流,备注,类别\n";
        QByteArray european = "城市;金额;客流;备注;类别\n";
        const char* cities[] = {"北京", "上海", "广州"};
        for (int i = 0; i < 600; ++i) {
            const QByteArray amount = "1," + QByteArray::number(100 + i % 900) + '.' + QByteArray::number(i % 10);
            const QByteArray count = i % 17 == 5 ? QByteArray() : QByteArray::number(i % 40) + ".5";
            const QByteArray note = i % 5 ? "ok" : "a; b, c";
            const QByteArray label = i % 7 < 3 ? "多" : "少";
            csv += QByteArray(cities[i % 3]) + ",\"" + amount + "\"," + count + ",\"" + note + "\"," + label + '\n';
            european += QByteArray(cities[i % 3]) + ';' + decimalComma(amount) + ';' + decimalComma(count) + ";\"" + note + "\";" + label + '\n';
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("店.csv")), csv);
        lathe::test::writeFile(dir.filePath(QStringLiteral("店欧.csv")), european);
        const std::string rest = R"(, "target": "类别", "features": ["城市", "金额", "客流"], "categorical": ["城市"], "missing": "mean",
            "cache": false, "splits": {"val": 0.2, "test": 0.1}})";
        const Read fromCsv = load(dir, R"({"path": "店.csv")" + rest);
        const Read fromEuropean = load(dir, R"({"path": "店欧.csv")" + rest);
        QCOMPARE(fromEuropean.data.train.size(), std::int64_t{420});
        QVERIFY(at::equal(fromEuropean.data.train.inputs, fromCsv.data.train.inputs));
        QVERIFY(at::equal(fromEuropean.data.val.inputs, fromCsv.data.val.inputs));
        QVERIFY(at::equal(fromEuropean.data.train.targets, fromCsv.data.train.targets));
        QVERIFY(fromEuropean.said("column \"金额\": 600 cells hold numbers as a spreadsheet formats them"));
        QVERIFY(fromEuropean.said("such as \"1.100,0\", read as 1100"));
        QVERIFY(!fromEuropean.said("column \"客流\"")); // decimal commas only
    }

    // UCI's air-quality file as it is published: a date and a time of their own, decimal commas, -200
    // for a missing value, two nameless empty columns at the end of every line and lines of empty cells
    // at the end of the file. As a series (the cell
    // reader) it trains on the numbers of its CSV twin; the cell reader of predict reads the same, and
    // the task guess sees numbers with fractions.
    void anAirQualityExportReadsAsASeries()
    {
        QTemporaryDir dir;
        QByteArray csv = "Date,Time,CO(GT),T,RH\n";
        QByteArray european = "Date;Time;CO(GT);T;RH;;\n";
        for (int i = 0; i < 300; ++i) {
            const QByteArray date = QDate(2004, 3, 10).addDays(i / 24).toString(QStringLiteral("dd/MM/yyyy")).toUtf8();
            const QByteArray time = (i % 24 < 10 ? "0" : "") + QByteArray::number(i % 24) + ".00.00";
            const QByteArray co = i % 50 == 7 ? QByteArray("-200") : QByteArray::number(1 + i % 5) + '.' + QByteArray::number(i % 10);
            const QByteArray t = QByteArray::number(10 + i % 13) + '.' + QByteArray::number(i % 9);
            const QByteArray rh = QByteArray::number(40 + i % 31) + ".25";
            csv += date + ',' + time + ',' + co + ',' + t + ',' + rh + '\n';
            european += date + ';' + time + ';' + decimalComma(co) + ';' + decimalComma(t) + ';' + decimalComma(rh) + ";;\n";
        }
        for (int i = 0; i < 5; ++i) // the file ends with lines of empty cells, as UCI's does
            european += ";;;;;;\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("air.csv")), csv);
        lathe::test::writeFile(dir.filePath(QStringLiteral("AirQualityUCI.csv")), european);
        const std::string rest = R"js(, "target": "CO(GT)", "missing_markers": ["-200"], "missing": "ffill",
            "window": 12, "horizon": 1, "cache": false, "splits": {"val": 0.15, "test": 0.15}})js";
        const Read fromCsv = load(dir, R"({"source": "timeseries_csv", "task": "regression", "path": "air.csv")" + rest);
        const Read fromEuropean = load(dir, R"({"source": "timeseries_csv", "task": "regression", "path": "AirQualityUCI.csv")" + rest);
        QVERIFY(fromEuropean.data.train.size() > 0);
        QVERIFY(at::equal(fromEuropean.data.train.inputs, fromCsv.data.train.inputs));
        QVERIFY(at::equal(fromEuropean.data.test.targets, fromCsv.data.test.targets));
        QVERIFY(fromEuropean.said("1 file(s) read with their columns separated by semicolons"));
        QVERIFY(fromEuropean.said("time from column(s) Date, Time (found by name"));
        QVERIFY(fromEuropean.said("2 column(s) without a name in the header left out of the features"));
        QVERIFY(fromEuropean.said("5 row(s) without any value at the end of the file skipped, from"));
        QCOMPARE(fromEuropean.data.featureNames, (std::vector<std::string>{"CO(GT)", "T", "RH"}));
        QCOMPARE(fromEuropean.data.quality["time"]["step_seconds"].get<int>(), 3600);

        CsvChunkReader reader(dir.filePath(QStringLiteral("AirQualityUCI.csv")).toStdString());
        QCOMPARE(reader.header().size(), std::size_t{7});
        CsvTable chunk;
        QVERIFY(reader.next(chunk, 10));
        QCOMPARE(chunk.number(3, 3), 13.3); // "13,3"
        QCOMPARE(chunk.number(1, 4), 41.25);

        const auto r = parseConfig(R"({"data": {"source": "csv", "path": "AirQualityUCI.csv", "target": "T"}})", dir.path().toStdString());
        QVERIFY(r.config);
        Config config = *r.config;
        const Message why = resolveTask(config);
        QCOMPARE(config.data.task, std::string("regression"));
        QVERIFY2(why.text().find("holds numbers with fractions") != std::string::npos, why.text().c_str());

        european.replace("14/03/2004;05.00.00;", "14/03/2004;25.00.00;");
        lathe::test::writeFile(dir.filePath(QStringLiteral("AirQualityUCI.csv")), european);
        try {
            load(dir, R"({"source": "timeseries_csv", "task": "regression", "path": "AirQualityUCI.csv")" + rest);
            QFAIL("an hour 25 was read");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("AirQualityUCI.csv:103: time columns Date, Time: \"14/03/2004\" and \"25.00.00\" are not a date "
                                                "and a time of day") != std::string::npos,
                     e.what());
        }
    }

    // A missing marker that reads as a number (UCI's -200) is missing on every line of a table: the
    // one-pass parser, which would read it as -200, leaves such files to the general path.
    void aNumericMissingMarkerIsMissingOnEveryLine()
    {
        QTemporaryDir dir;
        QByteArray csv = "x;y;label\n";
        for (int i = 0; i < 400; ++i)
            csv += (i % 9 == 4 ? QByteArray("-200") : QByteArray::number(i % 17) + ",5") + ';' + QByteArray::number(i % 5) + ';'
                   + (i % 2 ? "a" : "b") + '\n'; // every line plain: the one-pass parser's
        lathe::test::writeFile(dir.filePath(QStringLiteral("m.csv")), csv);
        const Read read = load(dir, R"({"path": "m.csv", "target": "label", "missing_markers": ["-200"], "missing": "mean", "normalize": "none",
            "cache": false, "splits": {"val": 0.0, "test": 0.0}})");
        QCOMPARE(read.data.train.size(), std::int64_t{400});
        QCOMPARE(read.data.train.inputs.select(1, 0).min().item<float>() >= 0.0f, true); // no -200 left
        QCOMPARE(read.data.quality["missing"]["columns"]["x"].get<int>(), 44);
        // The default markers ("NaN", "nan" among them) leave the one-pass parser on; "-200" turns it off.
        QVERIFY(!tableparse::Markers(Config().data.missingMarkers).anyNumber());
        QVERIFY(tableparse::Markers({"NA", "-200"}).anyNumber());
        QVERIFY(tableparse::Markers({"-999,5"}).anyNumber()); // a comma file's
    }

    // The streaming estimate counts a European line's cells, not its decimal commas.
    void theStreamingEstimateCountsCells()
    {
        const std::string csv = "a,b,c\n1.5,2.5,3.5\n4.5,5.5,6.5\n";
        const std::string european = "a;b;c\n1,5;2,5;3,5\n4,5;5,5;6,5\n";
        QCOMPARE(estimatedRowBytes(european, 3000), estimatedRowBytes(csv, 3000));
    }
};

QTEST_GUILESS_MAIN(TestEuropeanCsv)
#include "tst_europeancsv.moc"
