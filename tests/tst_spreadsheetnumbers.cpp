// Numbers as a spreadsheet writes formatted cells into a CSV (Excel's and WPS's "1,234.5", "12.5%",
// "¥1,234"): read as the numbers they show by every reader — the training table, the cell reader that
// predict and time series use, the task guess — and said in the log; anything else still an error.

#include "config/config.h"
#include "data/csvscan.h"
#include "data/csvtable.h"
#include "data/dataset.h"
#include "testutil.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <QtTest>

#include <cmath>

using namespace lathe::core;

class TestSpreadsheetNumbers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void formattedNumbersParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::addRow("thousands") << QStringLiteral("1,234") << 1234.0;
        QTest::addRow("millions, fraction") << QStringLiteral("1,234,567.5") << 1234567.5;
        QTest::addRow("negative") << QStringLiteral("-1,234.5") << -1234.5;
        QTest::addRow("percent") << QStringLiteral("12.5%") << 0.125;
        QTest::addRow("negative percent") << QStringLiteral("-3%") << -0.03;
        QTest::addRow("grouped percent") << QStringLiteral("1,250%") << 12.5;
        QTest::addRow("full-width percent") << QStringLiteral("50％") << 0.5;
        QTest::addRow("point first") << QStringLiteral(".5%") << 0.005;
        QTest::addRow("yuan") << QStringLiteral("¥1,234") << 1234.0;
        QTest::addRow("full-width yuan") << QStringLiteral("￥1,234.50") << 1234.5;
        QTest::addRow("sign before currency") << QStringLiteral("-¥5") << -5.0;
        QTest::addRow("sign after currency") << QStringLiteral("¥-5") << -5.0;
        QTest::addRow("dollar") << QStringLiteral("$0.99") << 0.99;
        QTest::addRow("euro") << QStringLiteral("€1,000") << 1000.0;
        QTest::addRow("pound") << QStringLiteral("£3") << 3.0;
        QTest::addRow("accounting") << QStringLiteral("$ 1,234.00") << 1234.0;
        QTest::addRow("parentheses") << QStringLiteral("(1,234)") << -1234.0;
        QTest::addRow("parentheses, currency inside") << QStringLiteral("($1,234.00)") << -1234.0;
        QTest::addRow("parentheses, currency outside") << QStringLiteral("¥ (5)") << -5.0;
        // As Chinese tables write amounts: full-width digits, 元, 万 and 亿.
        QTest::addRow("full-width digits") << QStringLiteral("１２３．５") << 123.5;
        QTest::addRow("full-width negative percent") << QStringLiteral("－５％") << -0.05;
        QTest::addRow("full-width grouped") << QStringLiteral("１，２３４") << 1234.0;
        QTest::addRow("minus sign") << QStringLiteral("\u22123.5") << -3.5;
        QTest::addRow("yuan after") << QStringLiteral("1,234元") << 1234.0;
        QTest::addRow("plain yuan after") << QStringLiteral("88元") << 88.0;
        QTest::addRow("yuan after a blank") << QStringLiteral("1,245.00 元") << 1245.0;
        QTest::addRow("wan") << QStringLiteral("3.5万") << 35000.0;
        QTest::addRow("wan, exactly") << QStringLiteral("1.2万") << 12000.0;
        QTest::addRow("wan yuan") << QStringLiteral("12万元") << 120000.0;
        QTest::addRow("yi yuan") << QStringLiteral("1.2亿元") << 120000000.0;
        QTest::addRow("negative yi") << QStringLiteral("-0.5亿") << -50000000.0;
        QTest::addRow("yuan sign and wan") << QStringLiteral("¥3万") << 30000.0;
        QTest::addRow("full-width wan") << QStringLiteral("３．５万") << 35000.0;
    }
    void formattedNumbersParse()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const std::string t = text.toStdString();
        double got = 0;
        QVERIFY2(parseFormattedNumber(t, got), t.c_str());
        QCOMPARE(got, value);
        got = 0;
        QVERIFY(parseNumber(t, got)); // the cell reader's parse (predict, time series, the task guess)
        QCOMPARE(got, value);
    }

    void otherTextIsNoNumber_data()
    {
        QTest::addColumn<QString>("text");
        for (const char* bad : {"1,23", "12,345,67", "1234,567", ",123", "1,234,", "1,234.5,6", "1.234,5", "1 234", "1a,234", "abc", "¥",
                                "%", "5%%", "¥5%", "nan%", "inf%", "¥-", "--5%", "", "5 %", "0,125", "0,5", "-(5)", "(-5)", "()", "(5",
                                "12,34,567" /* Indian grouping: not read */, "万", "元", "亿元", "5万%", "¥5元", "1e3万", "5元万",
                                "５ｘ", "万5", "5千", "５％％", "（1）", "（３万）", "(3万)", "¥(3万)", "1e3元", "１ｅ３"})
            QTest::addRow("%s", bad) << QString::fromUtf8(bad);
    }
    void otherTextIsNoNumber()
    {
        QFETCH(QString, text);
        const std::string t = text.toStdString();
        double v = 0;
        QVERIFY2(!parseFormattedNumber(t, v), t.c_str());
        QVERIFY2(!parseNumber(t, v), t.c_str());
    }

    void plainNumbersAreNotFormatted()
    {
        double v = 0;
        for (const char* plain : {"1234", "-12.5", "1e3", "+7"}) {
            QVERIFY2(!parseFormattedNumber(plain, v), plain); // parseDecimal's
            QVERIFY2(parseNumber(plain, v), plain);
        }
    }

    // A table from a spreadsheet: quoted "1,234.5" amounts, percent discounts and a percent target
    // train as numbers, the log says which columns and how they were read, and the task guess sees
    // numbers; a cell that is no number at all is still an error naming it.
    void aSpreadsheetsTableTrainsAsNumbers()
    {
        QTemporaryDir dir;
        QByteArray csv = "城市,销售额,折扣,增长\n";
        for (int i = 0; i < 200; ++i) {
            const double amount = 500.0 + 37.25 * i; // past 1,000 from the 14th row on
            QByteArray written = QByteArray::number(amount, 'f', 2);
            if (amount >= 1000.0)
                written.insert(written.indexOf('.') - 3, ',');
            csv += "北京,\"" + written + "\"," + QByteArray::number(i % 4 * 5) + "%," + QByteArray::number(i % 10) + ".5%\n";
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("销售.csv")), csv);
        const auto r = parseConfig(R"({"data": {"path": "销售.csv", "target": "增长", "categorical": ["城市"], "normalize": "none",
            "cache": false, "splits": {"val": 0.0, "test": 0.0}}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        std::vector<std::string> log;
        const DataSplits data = loadDataset(*r.config, [&](const Message& m) { log.push_back(m.text()); });
        QVERIFY(!data.classification); // the guess read "3.5%" as a number with a fraction
        QCOMPARE(data.train.size(), std::int64_t{200});
        const at::Tensor x = data.train.inputs.contiguous();
        const auto amountAt = static_cast<std::int64_t>(x.size(1)) - 2; // after 城市's one-hot columns
        QCOMPARE(x[20][amountAt].item<float>(), 1245.0f);
        QCOMPARE(x[3][amountAt + 1].item<float>(), 0.15f);
        QCOMPARE(data.train.targets[7][0].item<float>(), 0.075f);
        const auto said = [&](const std::string& text) {
            return std::any_of(log.begin(), log.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
        };
        QVERIFY(said("column \"销售额\": 186 cells hold numbers as a spreadsheet formats them"));
        QVERIFY(said("such as \"1,021.50\", read as 1021.5"));
        QVERIFY(said("column \"折扣\": 200 cells"));

        csv.replace("\"1,245.00\"", "\"1,245.00 美元\""); // dollars: no amount of 元
        lathe::test::writeFile(dir.filePath(QStringLiteral("销售.csv")), csv);
        try {
            loadDataset(*r.config, [](const Message&) {});
            QFAIL("a cell that is no number was read");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("\"1,245.00 美元\" is not a number") != std::string::npos, e.what());
        }
    }

    // Amounts as a Chinese table writes them (a view count in 万, a price in full-width digits and 元)
    // train as the numbers they are, the training table and the cell reader alike.
    void chineseAmountsTrainAsNumbers()
    {
        QTemporaryDir dir;
        QByteArray csv = "播放量,价格,类别\n";
        for (int i = 0; i < 100; ++i) {
            const QByteArray views = i % 2 ? QByteArray::number(i) + ".5万" : QByteArray::number(i * 1000);
            csv += views + ",１" + QByteArray::number(i % 10).replace('0', "０") + "元," + (i % 3 ? "a" : "b") + "\n";
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("视频.csv")), csv);
        const auto r = parseConfig(R"({"data": {"path": "视频.csv", "target": "类别", "normalize": "none", "cache": false,
            "splits": {"val": 0.0, "test": 0.0}}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        std::vector<std::string> log;
        const DataSplits data = loadDataset(*r.config, [&](const Message& m) { log.push_back(m.text()); });
        QCOMPARE(data.train.size(), std::int64_t{100});
        const at::Tensor x = data.train.inputs.contiguous();
        QCOMPARE(x[3][0].item<float>(), 35000.0f); // "3.5万"
        QCOMPARE(x[4][0].item<float>(), 4000.0f);
        QCOMPARE(x[10][1].item<float>(), 10.0f); // "１０元"
        QCOMPARE(x[7][1].item<float>(), 17.0f);
        QVERIFY(std::any_of(log.begin(), log.end(), [](const std::string& l) { return l.find("column \"播放量\": 50 cells") != std::string::npos; }));
    }

    // A time series of formatted amounts (a shop's daily takings, "¥1,234" and "1.2万") is read as
    // numbers and the log says so once a column, as for a table; the target that is also a feature
    // is named once.
    void aSeriesOfFormattedAmountsIsSaidOnce()
    {
        QTemporaryDir dir;
        QByteArray csv = "日期,营业额,客流\n";
        for (int i = 0; i < 60; ++i) {
            const QByteArray takings = i % 3 ? QByteArray(QByteArray("\"¥1,") + QByteArray::number(100 + i) + '"') : QByteArray(QByteArray::number(1 + i % 5) + "万");
            csv += QDate(2024, 3, 1).addDays(i).toString(Qt::ISODate).toUtf8() + ',' + takings + ',' + QByteArray::number(50 + i % 7) + '\n';
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("营业.csv")), csv);
        const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "营业.csv", "target": "营业额",
            "window": 4, "horizon": 1, "normalize": "none", "cache": false, "splits": {"val": 0.0, "test": 0.0}}, "model": {"kind": "cnn1d"}})",
                                   dir.path().toStdString());
        QVERIFY2(r.config, r.diagnostics.empty() ? "" : r.diagnostics.front().format().c_str());
        std::vector<std::string> log;
        const DataSplits data = loadDataset(*r.config, [&](const Message& m) { log.push_back(m.text()); });
        QVERIFY(data.train.size() > 0);
        const auto count = [&](const std::string& text) {
            return std::count_if(log.begin(), log.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
        };
        QCOMPARE(count("column \"营业额\": 60 cells hold numbers as a spreadsheet formats them"), 1);
        QCOMPARE(count("such as \"1万\", read as 10000"), 1); // the first in the file
        QCOMPARE(count("column \"客流\""), 0); // plain numbers
    }
};

QTEST_GUILESS_MAIN(TestSpreadsheetNumbers)
#include "tst_spreadsheetnumbers.moc"
