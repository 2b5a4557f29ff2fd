// Data loading: every kind of bad file stops with a message naming the file and line (or sample);
// good files load into the expected tensors.

#include "config/config.h"
#include "config/schema.h"
#include "data/csvscan.h"
#include "data/csvtable.h"
#include "data/dataset.h"
#include "data/timeindex.h"
#include "data/idx.h"
#include "report/report.h"
#include "testutil.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <QtTest>
#include <zlib.h>

#include <algorithm>
#include <charconv>
#include <functional>
#include <cstring>
#include <cmath>
#include <random>

using namespace lathe::core;

namespace {

Config csvConfig(const QTemporaryDir& dir, const std::string& path, const std::string& extra = {})
{
    std::string text = R"({"data": {"path": ")" + path + R"(", "target": "label")" + extra + "}}";
    const auto r = parseConfig(text, dir.path().toStdString(), false);
    if (!r.config)
        qFatal("test config invalid: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

QByteArray idxImages(int n, int h, int w, bool truncate = false)
{
    QByteArray b;
    b.append(char(0)).append(char(0)).append(char(8)).append(char(3));
    for (int d : {n, h, w}) {
        b.append(char((d >> 24) & 0xff)).append(char((d >> 16) & 0xff)).append(char((d >> 8) & 0xff)).append(char(d & 0xff));
    }
    QByteArray body(n * h * w, char(0));
    for (int i = 0; i < body.size(); ++i)
        body[i] = char(i % 251);
    if (truncate)
        body.chop(h * w + 5);
    return b + body;
}

QByteArray idxLabels(int n, int classes)
{
    QByteArray b;
    b.append(char(0)).append(char(0)).append(char(8)).append(char(1));
    b.append(char((n >> 24) & 0xff)).append(char((n >> 16) & 0xff)).append(char((n >> 8) & 0xff)).append(char(n & 0xff));
    for (int i = 0; i < n; ++i)
        b.append(char(i % classes));
    return b;
}

void writeGzip(const QString& path, const QByteArray& bytes)
{
    gzFile f = gzopen(path.toLocal8Bit().constData(), "wb");
    QVERIFY(f);
    gzwrite(f, bytes.constData(), static_cast<unsigned>(bytes.size()));
    gzclose(f);
}

} // namespace

class TestData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // What a run recorded of its data against the data read now (evaluate, --resume): the features
    // by name and order, the scaling to float32 rounding of the feature's spread, the splits' sizes
    // (the test split's only when it is the run's own); a record without scaling compares none.
    void recordedDataIsComparedWithTheDataNow()
    {
        DataRecord r;
        r.trainSamples = 100;
        r.valSamples = 20;
        r.testSamples = 10;
        r.features = {"price", "kind=a", "kind=b"};
        r.inputShape = {3};
        r.inputScaling = Json{{"feature_normalisation", {{"kind", "standard"}, {"shift", {1.0, 0.5, 0.5}}, {"scale", {1000000.0, 0.5, 0.5}}}}};
        DataRecord now = r;
        QVERIFY(r.inputsDiffer(now).empty() && r.preparationDiffers(now, true).empty());
        now.inputScaling["feature_normalisation"]["shift"][0] = 31.0; // a mean near 0 of values near a million, summed otherwise
        QVERIFY(r.preparationDiffers(now, true).empty());
        now.inputScaling["feature_normalisation"]["shift"][0] = 250.0;
        QCOMPARE(r.preparationDiffers(now, true).text(), std::string("the shift of \"price\" was 1 when the run was trained and is 250 now (recomputed from the training files)"));
        now = r;
        now.inputScaling["feature_normalisation"]["scale"][2] = 0.6;
        QCOMPARE(r.preparationDiffers(now, true).text(), std::string("the scale of \"kind=b\" was 0.5 when the run was trained and is 0.6 now (recomputed from the training files)"));
        now = r;
        now.features = {"price", "kind=a", "kind=c"};
        QCOMPARE(r.inputsDiffer(now).text(), std::string("feature 3 was \"kind=b\" when the run was trained and is \"kind=c\" now (a category's values or the columns changed)"));
        now.features = {"price", "kind=a", "kind=b", "kind=c"};
        QCOMPARE(r.inputsDiffer(now).text(), std::string("the run was trained on 3 features and the data gives 4 now (the first difference: \"kind=c\")"));
        now = r;
        now.testSamples = 12;
        QVERIFY(r.preparationDiffers(now, false).empty()); // other data scored: a test split of its own
        QCOMPARE(r.preparationDiffers(now, true).text(), std::string("the test split held 10 samples when the run was trained and holds 12 now"));
        DataRecord old = r;
        old.inputScaling = Json::object(); // written before the record held the scaling
        QVERIFY(old.preparationDiffers(r, true).empty());
        QVERIFY(DataRecord().inputsDiffer(r).empty()); // no data.json
    }

    // A class too small to reach a held-out split is said: its scores there would read 0 of 0.
    void aClassMissingFromTheHeldOutSplitsIsSaid()
    {
        QTemporaryDir dir;
        QByteArray rows("x,label\n");
        for (int i = 0; i < 60; ++i)
            rows += QByteArray::number(i) + (i % 2 ? ",a\n" : ",b\n");
        rows += "100,lonely\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), rows);
        const DataSplits d = loadDataset(csvConfig(dir, "t.csv", R"(, "splits": {"val": 0.2, "test": 0.2})"), [](const Message&) {});
        const std::string said = classesMissingFromHeldOut(d).text();
        QVERIFY2(said.find("1 class(es) have no samples in the validation split, such as \"lonely\" (1 in the training split)") != std::string::npos,
                 said.c_str());
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), rows.left(rows.lastIndexOf("100,")));
        QVERIFY(classesMissingFromHeldOut(loadDataset(csvConfig(dir, "t.csv", R"(, "splits": {"val": 0.2, "test": 0.2})"), [](const Message&) {}))
                    .empty());
    }

    void badCsv_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("expected");

        QTest::addRow("ragged row") << QByteArray("a,b,label\n1,2,x\n3,y\n") << QString() << QStringLiteral("bad.csv:3: expected 3 fields as in the header, found 2");
        QTest::addRow("non-numeric cell") << QByteArray("a,b,label\n1,2,x\n3,abc,y\n") << QString() << QStringLiteral("bad.csv:3: column \"b\": \"abc\" is not a number");
        QTest::addRow("NaN") << QByteArray("a,b,label\n1,2,x\n3,nan,y\n") << QString() << QStringLiteral("bad.csv:3: column \"b\" is missing (\"nan\")");
        QTest::addRow("inf") << QByteArray("a,b,label\n1,inf,x\n3,4,y\n") << QString() << QStringLiteral("bad.csv:2: column \"b\": value inf is not finite");
        QTest::addRow("empty cell") << QByteArray("a,b,label\n1,,x\n3,4,y\n") << QString() << QStringLiteral("bad.csv:2: column \"b\" is empty");
        QTest::addRow("empty file") << QByteArray() << QString() << QStringLiteral("bad.csv: empty file");
        QTest::addRow("header only") << QByteArray("a,b,label\n") << QString() << QStringLiteral("bad.csv: no data rows");
        QTest::addRow("unterminated quote") << QByteArray("a,b,label\n1,\"2,x\n") << QString() << QStringLiteral("bad.csv:2: a quoted cell is not closed on its line: a row is one line, so a cell cannot hold a line break (as a spreadsheet writes one for Alt+Enter); remove the line breaks from the cells, or close the quote");
        QTest::addRow("missing target column") << QByteArray("a,b,lable\n1,2,x\n3,4,y\n") << QString() << QStringLiteral("target column \"label\" not found in the header (did you mean \"lable\"?)");
        QTest::addRow("missing feature column") << QByteArray("a,b,label\n1,2,x\n3,4,y\n") << QStringLiteral(R"(, "features": ["a", "c"])") << QStringLiteral("feature column \"c\" not found");
        QTest::addRow("single class") << QByteArray("a,b,label\n1,2,x\n3,4,x\n") << QString() << QStringLiteral("has a single class");
    }

    void badCsv()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, extra);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("bad.csv")), content);
        const Config c = csvConfig(dir, "bad.csv", extra.toStdString());
        try {
            loadDataset(c, [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("bad.csv")), e.what());
            // Translatable to its words: no sentence is a plain value (the table reader's were).
            std::function<bool(const Message&)> plainSentence = [&](const Message& m) {
                return (m.id.empty() && m.value.find(' ') != std::string::npos)
                       || std::any_of(m.args.begin(), m.args.end(), plainSentence);
            };
            QVERIFY2(!plainSentence(e.message()), e.what());
        }
    }

    // The block reader splits fields as the line reader does (quotes, "" escapes, spaces, empty fields).
    void fieldsSplitAsLinesDo()
    {
        const char* lines[] = {"a,b,c", " a , b ,c ", "\"x,y\",2,3", "\"say \"\"hi\"\"\",,", ",,", "\"\"", "  \"q\"  ,1", "\"ab\"cd,e",
                               "x,\"unterminated"};
        for (const char* line : lines) {
            std::vector<std::string> expected;
            std::vector<std::string_view> fields;
            std::string scratch;
            const bool ok = splitCsvLine(line, expected);
            QCOMPARE(splitCsvFields(line, fields, scratch), ok);
            if (!ok)
                continue;
            QCOMPARE(std::vector<std::string>(fields.begin(), fields.end()), expected);
        }
    }

    // The fast decimal path gives exactly the double std::from_chars gives, and refuses what it refuses.
    void decimalsParseAsFromChars()
    {
        std::mt19937_64 rng(5);
        std::normal_distribution<double> gauss(0.0, 1.0);
        std::uniform_int_distribution<int> power(-30, 30);
        const char* formats[] = {"%.6f", "%.17g", "%.3e", "%.15g", "%.0f", "%g"};
        char text[64];
        for (int i = 0; i < 20000; ++i) {
            const double x = gauss(rng) * std::pow(10.0, power(rng));
            std::snprintf(text, sizeof text, formats[i % 6], x);
            double expected = 0, got = 0;
            const auto [ptr, ec] = std::from_chars(text, text + std::strlen(text), expected);
            QVERIFY(ec == std::errc() && *ptr == '\0');
            QVERIFY2(parseDecimal(text, got), text);
            QVERIFY2(std::memcmp(&got, &expected, sizeof got) == 0, text);
        }
        for (const char* good : {"+7", "-0", "0.000001", "1.", ".5", "1e5", "-2.5E-3", "007", "123456789012345678", "nan", "inf",
                                 "9007199254740992", "9007199254740993", "12345678901234567890", "0.1234567890123456789",
                                 "1e22", "1e23", "4.5e-22", "123.456e-20", "1e00005", "0.00000000000000000000000001"}) {
            double expected = 0, got = 0;
            const std::string_view s(good[0] == '+' ? good + 1 : good);
            std::from_chars(s.data(), s.data() + s.size(), expected);
            QVERIFY2(parseDecimal(good, got), good);
            QVERIFY2(std::memcmp(&got, &expected, sizeof got) == 0 || (std::isnan(got) && std::isnan(expected)), good);
        }
        for (const char* bad : {"", "-", ".", "1e", "1e+", "0x1A", "1,5", "abc", "1.2.3", "--1", "+", "1 2"}) {
            double v = 0;
            QVERIFY2(!parseDecimal(bad, v), bad);
        }
    }

    // Lines the one-pass parser takes (plain numbers and texts) and the same values quoted, which only
    // the general path reads, encode alike: rows 2k and 2k+1 are the same row. The features are named
    // in another order than the header's and the label comes between them.
    void fastAndGeneralPathsAgree()
    {
        QTemporaryDir dir;
        std::mt19937_64 rng(11);
        std::normal_distribution<double> gauss(0.0, 1.0);
        const char* kinds[] = {"red", "green", "blue dark"};
        const char* formats[] = {"%.6f", "%g", "%.3e", "%+.2f", "%.17g"};
        std::string csv = "a,kind,label,b,unused\n";
        char a[64], b[64];
        std::vector<float> as, bs;
        for (int i = 0; i < 400; ++i) {
            std::snprintf(a, sizeof a, formats[i % 5], gauss(rng) * std::pow(10.0, i % 7 - 3));
            std::snprintf(b, sizeof b, formats[(i + 2) % 5], gauss(rng));
            as.push_back(static_cast<float>(std::strtod(a, nullptr)));
            bs.push_back(static_cast<float>(std::strtod(b, nullptr)));
            const std::string kind = kinds[i % 3], label = i % 4 ? "yes" : "no";
            csv += std::string(i % 2 ? " " : "") + a + "," + kind + "," + label + ",\t" + b + " ,x\n";
            csv += "\"" + std::string(a) + "\",\"" + kind + "\",\"" + label + "\",\"" + b + "\",\"x\"\n";
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("pairs.csv")), QByteArray::fromStdString(csv));
        const Config c = csvConfig(dir, "pairs.csv", R"(, "features": ["b", "kind", "a"], "categorical": ["kind"], "normalize": "none", "cache": false, "splits": {"val": 0.0, "test": 0.0})");
        const DataSplits d = loadDataset(c, [](const Message&) {});
        QCOMPARE(d.train.size(), std::int64_t(800));
        QCOMPARE(d.featureNames, (std::vector<std::string>{"b", "kind=?", "kind=blue dark", "kind=green", "kind=red", "a"}));
        const at::Tensor x = d.train.inputs.view({400, 2, -1}), y = d.train.targets.view({400, 2});
        QVERIFY(x.select(1, 0).equal(x.select(1, 1)));
        QVERIFY(y.select(1, 0).equal(y.select(1, 1)));
        QVERIFY(x.select(1, 0).select(1, 0).equal(at::tensor(bs)));
        QVERIFY(x.select(1, 0).select(1, 5).equal(at::tensor(as)));
        QCOMPARE(x.select(1, 0).slice(1, 1, 5).sum().item<float>(), 400.0f); // one kind per row, none missing
    }

    // data.task "auto": what the target column holds decides, and a setting of the other task is a
    // config error naming it once the task is known.
    void autoTaskFollowsTheTarget_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("task");
        QTest::newRow("words") << QByteArray("x,label\n1,cat\n2,dog\n3,NA\n4,cat\n") << QString() << QStringLiteral("classification");
        QTest::newRow("few whole numbers") << QByteArray("x,label\n1,0\n2,1\n3,\n4,1.0\n") << QString() << QStringLiteral("classification");
        QTest::newRow("fractions") << QByteArray("x,label\n1,0.5\n2,1\n3,2\n4,1\n") << QString() << QStringLiteral("regression");
        QByteArray counts = "x,label\n";
        for (int i = 0; i < 40; ++i)
            counts += QByteArray::number(i) + ',' + QByteArray::number(i * 3) + '\n';
        QTest::newRow("many whole numbers") << counts << QString() << QStringLiteral("regression");
        QTest::newRow("given") << counts << QStringLiteral(R"(, "task": "classification")") << QStringLiteral("classification");
    }

    void autoTaskFollowsTheTarget()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, extra);
        QFETCH(QString, task);
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), csv);
        const Config c = csvConfig(dir, "t.csv", extra.toStdString() + R"(, "missing": "drop_rows", "splits": {"val": 0.0, "test": 0.0})");
        std::vector<std::string> log;
        const DataSplits d = loadDataset(c, [&](const Message& line) { log.push_back(line.text()); });
        QCOMPARE(d.classification, task == QLatin1String("classification"));
        const bool said = std::any_of(log.begin(), log.end(), [&](const std::string& l) { return l.rfind("data.task \"auto\"", 0) == 0; });
        QCOMPARE(said, extra.isEmpty());
        if (task == QLatin1String("regression") && extra.isEmpty()) {
            const Config metric = csvConfig(dir, "t.csv", R"(, "splits": {"val": 0.2, "test": 0.0}}, "training": {"early_stopping": {"enabled": true, "metric": "val_accuracy"})");
            try {
                loadDataset(metric, [](const Message&) {});
                QFAIL("no ConfigError");
            } catch (const ConfigError& e) {
                QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("training.early_stopping.metric")), e.what());
            }
        }
    }

    // A byte-order mark, CRLF line ends, blank lines and quoted categories with commas in them.
    void quotedCategoriesAndLineEnds()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("q.csv")),
                               "\xEF\xBB\xBFx,kind,label\r\n1,\"red, dark\",p\r\n\r\n2,\"say \"\"blue\"\"\",q\r\n3,\"red, dark\",q\r\n");
        const Config c = csvConfig(dir, "q.csv", R"(, "categorical": ["kind"], "normalize": "none", "splits": {"val": 0.0, "test": 0.0})");
        const DataSplits d = loadDataset(c, [](const Message&) {});
        QCOMPARE(d.train.size(), std::int64_t(3));
        QCOMPARE(d.featureNames, (std::vector<std::string>{"x", "kind=?", "kind=red, dark", "kind=say \"blue\""}));
        QCOMPARE(d.train.inputs[1][3].item<float>(), 1.0f);
        QCOMPARE(d.classNames, (std::vector<std::string>{"p", "q"}));
    }

    // A file of several blocks read on two threads: rows in file order, categories coded alike in
    // every part, and an error deep in the file named by its own line.
    void largeFileReadInParallelKeepsOrder()
    {
        QTemporaryDir dir;
        constexpr int rows = 500000; // about 10 MB: more than one 8 MiB block, two parts each
        std::string csv = "id,kind,label\n";
        csv.reserve(static_cast<std::size_t>(rows) * 20);
        for (int i = 0; i < rows; ++i)
            csv += std::to_string(i) + ",k" + std::to_string(i % 5) + (i % 2 ? ",x\n" : ",y\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("big.csv")), QByteArray::fromStdString(csv));
        const Config c = csvConfig(dir, "big.csv", R"(, "categorical": ["kind"], "normalize": "none", "cache": false, "splits": {"val": 0.0, "test": 0.0})");
        const DataSplits d = loadDataset(c, [](const Message&) {});
        QCOMPARE(d.train.size(), std::int64_t(rows));
        QVERIFY(d.train.inputs.select(1, 0).equal(at::arange(rows, at::kFloat)));
        // kind=kN is feature 2 + N (after id and kind=?): one-hot on id % 5.
        const at::Tensor kinds = d.train.inputs.slice(1, 2, 7).argmax(1);
        QVERIFY(kinds.equal(at::arange(rows, at::kLong).remainder(5)));
        QVERIFY(d.train.targets.equal(at::arange(rows, at::kLong).remainder(2).logical_not().to(at::kLong))); // x = 0, y = 1
        const std::size_t at = csv.find("\n450000,") + 1; // line 450,002 (the header is line 1)
        csv.replace(at, 6, "45z000");
        lathe::test::writeFile(dir.filePath(QStringLiteral("big.csv")), QByteArray::fromStdString(csv));
        try {
            loadDataset(c, [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("big.csv:450002: column \"id\": \"45z000\" is not a number") != std::string::npos, e.what());
        }
    }

    // The split reorders the read buffer in place: every row keeps its own target, and the rows of the
    // three splits are the file's rows, each once.
    void splitInPlaceKeepsRowsWhole()
    {
        QTemporaryDir dir;
        QByteArray csv = "id,twice,label\n";
        for (int i = 0; i < 500; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(2 * i) + ',' + (i % 3 == 0 ? "a" : "b") + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        const Config c = csvConfig(dir, "s.csv", R"(, "normalize": "none", "splits": {"val": 0.2, "test": 0.1})");
        const DataSplits d = loadDataset(c, [](const Message&) {});
        QCOMPARE(d.train.size() + d.val.size() + d.test.size(), std::int64_t(500));
        std::vector<int> seen(500, 0);
        for (const TensorSplit* s : {&d.train, &d.val, &d.test}) {
            for (std::int64_t r = 0; r < s->size(); ++r) {
                const auto id = static_cast<int>(s->inputs[r][0].item<float>());
                QCOMPARE(s->inputs[r][1].item<float>(), 2.0f * static_cast<float>(id));
                QCOMPARE(s->targets[r].item<std::int64_t>(), std::int64_t(id % 3 == 0 ? 0 : 1));
                ++seen[static_cast<std::size_t>(id)];
            }
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        QCOMPARE(d.val.size(), std::int64_t(100)); // stratified: 20 % of each class
    }

    void shardWithDifferentColumns()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("s_part1.csv")), "a,b,label\n1,2,x\n3,4,y\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("s_part2.csv")), "a,c,label\n1,2,x\n");
        const Config c = csvConfig(dir, "s_part*.csv");
        try {
            loadDataset(c, [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.contains(QStringLiteral("s_part2.csv:1: its header differs")), e.what());
            QVERIFY2(what.contains(QStringLiteral("column 2: \"c\" instead of \"b\"")), e.what());
        }
    }

    // lathe-cli evaluate --data (DataConfig::holdOutTest): the other files replace the test split the
    // run held out, which stays out of the training split, so the statistics are the ones the model
    // was trained with; also beside a validation file (the split was once skipped then, and the
    // held-out rows trained the statistics).
    void otherDataKeepTheRunsTrainingSplit()
    {
        QTemporaryDir dir;
        QByteArray csv = "x,y,label\n", other = "label,x,y\n";
        for (int i = 0; i < 200; ++i)
            csv += QByteArray::number(i * i % 97) + ',' + QByteArray::number(i) + (i % 2 ? ",a\n" : ",b\n");
        for (int i = 0; i < 20; ++i)
            other += (i % 2 ? "a," : "b,") + QByteArray::number(i) + ',' + QByteArray::number(1000 + i) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), csv);
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), csv.left(csv.indexOf("\n", 400)));
        lathe::test::writeFile(dir.filePath(QStringLiteral("other.csv")), other);
        for (const std::string& val : {std::string(R"("splits": {"val": 0.1, "test": 0.25})"), std::string(R"("val_path": "v.csv", "splits": {"test": 0.25})")}) {
            const std::string base = R"({"data": {"path": "t.csv", "target": "label", )" + val + "}}";
            const auto trained = parseConfig(base, dir.path().toStdString());
            QVERIFY(trained.config);
            const DataSplits asTrained = loadDataset(*trained.config, [](const Message&) {});
            Config scored = *parseConfig(base.substr(0, base.size() - 2) + R"(, "test_path": "other.csv"}})", dir.path().toStdString()).config;
            scored.data.holdOutTest = true;
            const DataSplits again = loadDataset(scored, [](const Message&) {});
            QCOMPARE(again.train.size(), asTrained.train.size());
            QCOMPARE(again.featureScaling.shift, asTrained.featureScaling.shift);
            QCOMPARE(again.featureScaling.scale, asTrained.featureScaling.scale);
            QCOMPARE(again.test.size(), std::int64_t(20)); // the other file, whole
        }
    }

    void unseenClassInValidationFile()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "a,label\n1,x\n2,y\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), "a,label\n1,x\n2,z\n");
        const Config c = csvConfig(dir, "t.csv", R"(, "val_path": "v.csv")");
        QVERIFY_THROWS_EXCEPTION(DataError, loadDataset(c, [](const Message&) {}));
    }

    // data.class_names names IDX classes; the names define how many there are (a class no training
    // label uses keeps its logit); labels beyond the names are a data error naming the labels file.
    void idxClassNames()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("i.idx")), idxImages(12, 4, 4));
        lathe::test::writeFile(dir.filePath(QStringLiteral("l.idx")), idxLabels(12, 3));
        const auto config = [&](const std::string& names) {
            const auto r = parseConfig(R"({"data": {"source": "idx", "path": "i.idx", "labels_path": "l.idx", "image_height": 4,
                "image_width": 4, "class_names": )" + names + "}}",
                                       dir.path().toStdString());
            if (!r.config)
                qFatal("test config invalid: %s", r.diagnostics.front().format().c_str());
            return *r.config;
        };
        const DataSplits d = loadDataset(config(R"(["T-shirt/top", "Trouser", "Pullover", "Dress"])"), [](const Message&) {});
        QCOMPARE(d.classNames, (std::vector<std::string>{"T-shirt/top", "Trouser", "Pullover", "Dress"}));
        QCOMPARE(d.numClasses, std::int64_t(4));
        try {
            loadDataset(config(R"(["a", "b"])"), [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.contains(QStringLiteral("l.idx: labels go up to 2, but data.class_names names 2 classes")), e.what());
        }
        // Only IDX takes names; duplicates and empty names are refused where the config is checked.
        const auto csv = parseConfig(R"({"data": {"path": "t.csv", "target": "label", "class_names": ["a", "b"]}})", dir.path().toStdString(), false);
        QVERIFY(!csv.config);
        QVERIFY(csv.diagnostics.front().format().find("data.class_names") != std::string::npos);
        QVERIFY(csv.diagnostics.front().format().find("target column's values") != std::string::npos);
        const auto twice = parseConfig(R"({"data": {"source": "idx", "path": "i.idx", "labels_path": "l.idx", "class_names": ["a", "", "a"]}})",
                                       dir.path().toStdString());
        QVERIFY(!twice.config);
        QCOMPARE(twice.diagnostics.size(), std::size_t(2));
    }

    // A folder where a data file belongs (a glob that matched one, predict given a run folder as its
    // input) is said as such by every reader, not as a "read error".
    void aFolderWhereAFileBelongsIsSaid()
    {
        QTemporaryDir dir;
        const std::filesystem::path folder = dir.path().toStdString();
        const auto refused = [&](const std::function<void()>& read) {
            try {
                read();
            } catch (const DataError& e) {
                return std::string(e.what()) == folder.string() + ": a folder, where a data file was expected";
            }
            return false;
        };
        QVERIFY(refused([&] { CsvLineScanner scan(folder); }));
        QVERIFY(refused([&] { CsvChunkReader reader(folder); }));
        QVERIFY(refused([&] { readCsvShards({folder}); }));
        QVERIFY(refused([&] { readIdx(folder); }));
    }

    // A validation or test CSV is read by column name: another order and extra columns are fine, a
    // missing column is an error naming the file and the column.
    void evaluationFilesAreReadByColumnName()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "a,b,label\n1,10,x\n2,20,y\n3,30,x\n4,40,y\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), "label,note,b,a\ny,hello,50,5\nx,world,60,6\n");
        const Config c = csvConfig(dir, "t.csv", R"(, "val_path": "v.csv", "normalize": "none")");
        const DataSplits d = loadDataset(c, [](const Message&) {});
        QCOMPARE(d.featureNames, (std::vector<std::string>{"a", "b"}));
        QVERIFY(d.val.inputs.equal(at::tensor({5.0f, 50.0f, 6.0f, 60.0f}).view({2, 2})));
        QVERIFY(d.val.targets.equal(at::tensor({std::int64_t{1}, std::int64_t{0}})));
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), "a,label\n5,y\n");
        try {
            loadDataset(c, [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.contains(QStringLiteral("v.csv:1")) && what.contains(QStringLiteral("feature column \"b\" not found")), e.what());
        }
    }

    // A category the training file lacks, met in a validation or test file of its own, is taken as
    // unknown (code 0) and said: a warning per column with its count, its first value and line,
    // recorded in data.json and shown in the report's data section.
    void categoriesTheTrainingFileLacksAreSaid()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "a,colour,label\n1,red,x\n2,blue,y\n3,red,x\n4,blue,y\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), "a,colour,label\n1,red,x\n2,绿色,y\n3,purple,x\n4,绿色,y\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), "a,colour,label\n1,blue,x\n");
        const Config c = csvConfig(dir, "t.csv", R"(, "val_path": "v.csv", "test_path": "s.csv", "categorical": ["colour"], "normalize": "none")");
        std::vector<std::string> log;
        std::vector<std::pair<LogLevel, std::string>> levels; // a sink that takes the level: the warning is one, in its own words
        loadDataset(c, [&](LogLevel level, const Message& m) { levels.emplace_back(level, m.text()); });
        QVERIFY(std::any_of(levels.begin(), levels.end(), [](const auto& l) {
            return l.first == LogLevel::Warning && l.second.find("column \"colour\": 3 value(s)") == 0;
        }));
        QVERIFY(std::any_of(levels.begin(), levels.end(), [](const auto& l) { return l.first == LogLevel::Info; })); // what was read
        const DataSplits d = loadDataset(c, [&](const Message& m) { log.push_back(m.text()); }); // messages alone: "[warning] …"
        const auto said = std::find_if(log.begin(), log.end(), [](const std::string& l) { return l.find("column \"colour\"") != std::string::npos; });
        QVERIFY(said != log.end());
        QVERIFY2(said->find("[warning] column \"colour\": 3 value(s) in the validation data that the training data does not hold, the first \"绿色\" at ") == 0,
                 said->c_str());
        QVERIFY2(said->find("v.csv:3; the model takes them as an unknown category") != std::string::npos, said->c_str());
        QCOMPARE(std::count_if(log.begin(), log.end(), [](const std::string& l) { return l.find("[warning] column") != std::string::npos; }), 1L);
        const auto unknown = std::find(d.featureNames.begin(), d.featureNames.end(), "colour=?") - d.featureNames.begin(); // one-hot: unseen
        QVERIFY(unknown < static_cast<std::ptrdiff_t>(d.featureNames.size()));
        QVERIFY(d.val.inputs.select(1, unknown).equal(at::tensor({0.0f, 1.0f, 1.0f, 1.0f})));
        const DataRecord r = d.record();
        QCOMPARE(r.unseenCategories.size(), std::size_t(1));
        QCOMPARE(r.unseenCategories[0].cells, std::int64_t(3));
        QCOMPARE(r.unseenCategories[0].split, std::string("val"));
        QVERIFY(QString::fromStdString(r.unseenCategories[0].at).endsWith(QStringLiteral("v.csv:3")));
        QVERIFY(DataRecord::fromJson(r.toJson()) == r);
        const std::string html = dataSummaryHtml(r, "en");
        QVERIFY2(html.find("Categories not seen in training") != std::string::npos && html.find("<td>绿色</td>") != std::string::npos
                     && html.find("<td>validation</td>") != std::string::npos,
                 html.c_str());
        // The column's name is kept on one line (the PDF's narrow first column broke it in two).
        QVERIFY2(html.find("<td class=\"name\">colour</td>") != std::string::npos, html.c_str());
        // Without such values: no warning, nothing recorded.
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), "a,colour,label\n1,red,x\n2,blue,y\n");
        log.clear();
        const DataSplits clean = loadDataset(c, [&](const Message& m) { log.push_back(m.text()); });
        QVERIFY(clean.record().unseenCategories.empty());
        QVERIFY(std::none_of(log.begin(), log.end(), [](const std::string& l) { return l.find("[warning] column") != std::string::npos; }));
        QVERIFY(dataSummaryHtml(clean.record(), "en").find("Categories not seen") == std::string::npos);
    }

    void shardedCsvLoadsWithCategoriesAndSplits()
    {
        QTemporaryDir dir;
        QByteArray a = "n,colour,label\n", b = a;
        for (int i = 0; i < 50; ++i) {
            a += QByteArray::number(i) + (i % 2 ? ",red," : ",blue,") + (i % 2 ? "yes\n" : "no\n");
            b += QByteArray::number(i + 50) + (i % 3 ? ",green," : ",red,") + (i % 2 ? "yes\n" : "no\n");
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("d_part1.csv")), a);
        lathe::test::writeFile(dir.filePath(QStringLiteral("d_part2.csv")), b);
        const Config c = csvConfig(dir, "d_part*.csv", R"(, "categorical": ["colour"], "splits": {"val": 0.2, "test": 0.1})");
        const DataSplits d = loadDataset(c, [](const Message&) {});
        QCOMPARE(d.train.size() + d.val.size() + d.test.size(), std::int64_t(100));
        QCOMPARE(d.val.size(), std::int64_t(20));
        QCOMPARE(d.test.size(), std::int64_t(10));
        QCOMPARE(d.numClasses, std::int64_t(2));
        // n plus one-hot colour: unseen + blue, green, red
        QCOMPARE(d.inputShape, std::vector<std::int64_t>{5});
        // Stratified: both classes equally present in validation.
        QCOMPARE(d.val.targets.sum().item<std::int64_t>(), std::int64_t(10));
        // Standardised with training statistics.
        QVERIFY(std::abs(d.train.inputs.select(1, 0).mean().item<double>()) < 1e-4);
    }

    void timeSeriesWindowsForecast()
    {
        QTemporaryDir dir;
        QByteArray csv = "t,a,y\n";
        for (int i = 0; i < 100; ++i)
            csv += QByteArray::number(i) + ',' + QByteArray::number(i % 7) + ',' + QByteArray::number(i * 10) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y",
            "window": 8, "horizon": 3, "stride": 2, "splits": {"val": 0.2, "test": 0.1}, "normalize": "none"}, "model": {"kind": "cnn1d"}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        std::vector<std::string> lines;
        const DataSplits d = loadDataset(*r.config, [&](const Message& m) { lines.push_back(m.text()); });
        // t only counts rows: its validation and test values lie beyond its training range, so it is
        // left out (said once); a (a cycle) and the target's own history stay.
        QCOMPARE(d.inputShape, (std::vector<std::int64_t>{8, 2})); // a and the target's own past
        QCOMPARE(d.featureNames, (std::vector<std::string>{"a", "y"}));
        int timeLines = 0;
        for (const std::string& line : lines) {
            timeLines += line.find("feature \"t\" only counts time") != std::string::npos && line.find("left out of the features") != std::string::npos;
            QVERIFY2(line.find("feature \"a\"") == std::string::npos && line.find("feature \"y\"") == std::string::npos, line.c_str());
        }
        QCOMPARE(timeLines, 1);
        // First training window: rows 0..7, target row 7 + 3 = 10 -> y = 100.
        QCOMPARE(d.train.inputs[0][7][1].item<float>(), 70.0f);
        QCOMPARE(d.train.targets[0][0].item<float>(), 100.0f);
        // Training rows are 0..69; every training target lies inside them, validation targets in 70..89.
        QVERIFY(d.train.targets.max().item<float>() <= 690.0f);
        QVERIFY(d.val.targets.min().item<float>() >= 700.0f);
        QVERIFY(d.val.targets.max().item<float>() <= 890.0f);
        QVERIFY(d.test.targets.min().item<float>() >= 900.0f);
        QCOMPARE(d.outputSize, std::int64_t(1));

        // Listed in data.features, it is the user's choice: kept, with a warning that says the fix.
        const auto listed = parseConfig(R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y",
            "features": ["t", "a", "y"], "window": 8, "horizon": 3, "splits": {"val": 0.2, "test": 0.1}}, "model": {"kind": "cnn1d"}})",
                                        dir.path().toStdString());
        QVERIFY(listed.config);
        lines.clear();
        QCOMPARE(loadDataset(*listed.config, [&](const Message& m) { lines.push_back(m.text()); }).inputShape,
                 (std::vector<std::int64_t>{8, 3}));
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const std::string& l) {
            return l.find("[warning] feature \"t\" only counts time") != std::string::npos && l.find("Leave it out of data.features") != std::string::npos;
        }));
    }

    // data.forecast: "auto" forecasts the change when the target is among the features, with the
    // change's statistics and persistence's error over the windows, said in the log; the last value
    // is read back through the feature's scaling. Without the target as a feature "auto" forecasts the
    // level and "change" is an error that names the fix; "level" still says what persistence scores.
    void timeSeriesForecastsTheChange()
    {
        QTemporaryDir dir;
        QByteArray csv = "a,y\n";
        for (int i = 0; i < 100; ++i)
            csv += QByteArray::number(i % 7) + ',' + QByteArray::number(i * 10 + (i % 2) * 4) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        const auto load = [&](const std::string& data, std::vector<std::string>* lines) {
            const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y",
                "window": 8, "horizon": 3, "splits": {"val": 0.2, "test": 0.1})" + data + "}, \"model\": {\"kind\": \"cnn1d\"}}",
                                       dir.path().toStdString());
            if (!r.config)
                throw std::runtime_error("config rejected");
            return loadDataset(*r.config, [&](const Message& m) { lines->push_back(m.text()); });
        };
        const auto said = [](const std::vector<std::string>& lines, const std::string& text) {
            return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
        };
        std::vector<std::string> lines;
        DataSplits d = load("", &lines);
        QCOMPARE(d.forecast, std::string("change"));
        QCOMPARE(d.forecastChange.feature, std::vector<std::int64_t>{1}); // y among [a, y]
        // The target 3 rows after the window's last: 30 more, ±4 by the rows' parity.
        QVERIFY(std::abs(d.forecastChange.changeMean.at(0) - 30.0) < 0.5);
        QVERIFY(std::abs(d.forecastChange.changeStd.at(0) - 4.0) < 0.5);
        QVERIFY(std::abs(d.persistenceValMae.at(0) - 30.0) < 0.5);
        QVERIFY(std::abs(d.persistenceTestMae.at(0) - 30.0) < 0.5);
        const at::Tensor last = d.train.inputs.select(1, -1).select(1, 1) * d.forecastChange.featureScale[0] + d.forecastChange.featureShift[0];
        QVERIFY(at::allclose(last.to(at::kDouble), at::arange(7, 7 + d.train.size()).to(at::kDouble) * 10 + at::arange(7, 7 + d.train.size()).remainder(2) * 4,
                             1e-4, 1e-3));
        QVERIFY(said(lines, "forecasting the change from each window's last y (data.forecast \"auto\")"));
        QVERIFY(said(lines, "persistence scores validation MAE 30"));
        const DataRecord record = d.record();
        QVERIFY(record.forecast && record.forecast->mode == "change");
        QCOMPARE(DataRecord::fromJson(record.toJson()), record);

        lines.clear();
        d = load(R"(, "features": ["a"])", &lines);
        QCOMPARE(d.forecast, std::string("level"));
        QVERIFY(!d.forecastChange.on());
        QVERIFY(d.persistenceValMae.empty());
        QVERIFY(said(lines, "forecasting the level of y (data.forecast \"auto\"): the target \"y\" is not among the features"));
        try {
            load(R"(, "features": ["a"], "forecast": "change")", &lines);
            QFAIL("\"change\" without the target among the features was accepted");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("data.forecast \"change\": the target \"y\" is not among the features") != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find("set data.forecast to \"level\"") != std::string::npos, e.what());
        }
        lines.clear();
        d = load(R"(, "forecast": "level")", &lines);
        QCOMPARE(d.forecast, std::string("level"));
        QVERIFY(!d.forecastChange.on());
        QVERIFY(said(lines, "forecasting the level of y (data.forecast \"level\"); persistence (the next value is the last one) scores validation MAE 30"));
        // Where "change" cannot apply, validation says so by field.
        for (const char* bad : {R"({"data": {"source": "csv", "path": "s.csv", "target": "y", "forecast": "change"}})",
                                R"({"data": {"source": "timeseries_csv", "task": "classification", "path": "s.csv", "target": "y", "forecast": "change"}, "model": {"kind": "cnn1d"}})",
                                R"({"data": {"source": "timeseries_csv", "path": "s.csv", "target": "y", "forecast": "change"}, "model": {"kind": "torchscript", "file": "m.pt"}})"}) {
            const auto r = parseConfig(bad, dir.path().toStdString());
            QVERIFY2(!r.config, bad);
            QVERIFY2(std::any_of(r.diagnostics.begin(), r.diagnostics.end(), [](const Diagnostic& x) { return x.path == "data.forecast"; }), bad);
        }
    }

    // What a series file says of itself, taken at its word or refused: a file of several series side
    // by side (a station column, each hour three times) is refused with the column that tells them
    // apart (two thirds of its rows were dropped as repeats, with a warning); a constant stretch is
    // forecast exactly by persistence (its MAE came out 1.2e-7); gaps longer than data.max_gap are
    // said to stay (the line said "filled" of them).
    void seriesFilesAreReadAsTheySay()
    {
        QTemporaryDir dir;
        const auto hour = [](int i) {
            return QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC).addSecs(3600LL * i).toString(QStringLiteral("yyyy-MM-dd HH:mm")).toUtf8();
        };
        QByteArray panel = "station,time,temp,load\n", flat = "time,a,y\n", holes = "time,a,y\n";
        for (int i = 0; i < 60; ++i)
            for (const char* station : {"A", "B", "C"})
                panel += QByteArray(station) + ',' + hour(i) + ',' + QByteArray::number(i % 7 + (station[0] - 'A')) + ','
                         + QByteArray::number(i * 2 + (station[0] - 'A')) + '\n';
        for (int i = 0; i < 100; ++i)
            flat += hour(i) + ',' + QByteArray::number(i % 7) + ',' + (i < 40 ? QByteArray::number(i * 3) : QByteArray("42")) + '\n';
        for (int i = 0; i < 120; ++i)
            if (i < 50 || i >= 53) // a hole of 3 steps
                holes += hour(i) + ',' + QByteArray::number(i % 7) + ',' + QByteArray::number(i % 11) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("panel.csv")), panel);
        lathe::test::writeFile(dir.filePath(QStringLiteral("flat.csv")), flat);
        lathe::test::writeFile(dir.filePath(QStringLiteral("holes.csv")), holes);
        const auto load = [&](const std::string& data, std::vector<std::string>* lines) {
            const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "task": "regression", "time_column": "time", "window": 8,
                "horizon": 1, "splits": {"val": 0.2, "test": 0.2})" + data + "}, \"model\": {\"kind\": \"cnn1d\"}}",
                                       dir.path().toStdString());
            if (!r.config)
                throw std::runtime_error("config rejected: " + r.diagnostics.front().format("c.json"));
            return loadDataset(*r.config, [&](const Message& m) { lines->push_back(m.text()); });
        };
        std::vector<std::string> lines;
        try {
            load(R"(, "path": "panel.csv", "target": "load")", &lines);
            QFAIL("a file of three series side by side was read as one");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("120 of 180 rows repeat a time already seen, and column \"station\" tells them apart "
                                                "(3 values, such as \"A\" and \"B\")") != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find("write the rows of each station to a file of its own") != std::string::npos, e.what());
        }
        const DataSplits flatSplits = load(R"(, "path": "flat.csv", "target": "y")", &lines);
        QCOMPARE(flatSplits.forecast, std::string("change"));
        QCOMPARE(flatSplits.persistenceTestMae.at(0), 0.0); // the last 20 rows are all 42
        lines.clear();
        const DataSplits holed = load(R"(, "path": "holes.csv", "target": "y", "missing": "interpolate", "max_gap": 2)", &lines);
        const auto said = [&](const std::string& text) {
            return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
        };
        QVERIFY2(said("1 gap(s) in the time, 3 missing step(s) (first before " + dir.filePath(QStringLiteral("holes.csv")).toStdString()
                      + ":52): data.missing \"interpolate\" fills those of up to data.max_gap (2) steps; 1 longer gap(s) stay"),
                 lines.empty() ? "" : lines.back().c_str());
        QCOMPARE(holed.quality["time"]["gaps_longer_than_max_gap"].get<int>(), 1);
        QCOMPARE(holed.record().toJson()["time"]["gaps_longer_than_max_gap"].get<int>(), 1); // data.json's too
        lines.clear();
        load(R"(, "path": "holes.csv", "target": "y", "missing": "interpolate", "max_gap": 3)", &lines);
        QVERIFY(said("filled by data.missing \"interpolate\" up to data.max_gap"));
        QVERIFY(!said("longer gap(s) stay"));
        // Times written with zones: the range keeps them ("to" was the last row's +08:00 hour without
        // its offset, eight hours past the data).
        QByteArray zoned = "time,a,y\n";
        for (int i = 0; i < 60; ++i) {
            const QDateTime utc = QDateTime(QDate(2024, 3, 1), QTime(0, 0), Qt::UTC).addSecs(3600LL * i);
            const QByteArray when = i % 2 ? QByteArray(utc.addSecs(8 * 3600).toString(QStringLiteral("yyyy-MM-ddTHH:mm")).toUtf8() + "+08:00")
                                          : QByteArray(utc.toString(QStringLiteral("yyyy-MM-ddTHH:mm")).toUtf8() + "Z");
            zoned += when + ',' + QByteArray::number(i % 7) + ',' + QByteArray::number(i % 11) + '\n';
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("zoned.csv")), zoned);
        lines.clear();
        const DataSplits zonedSplits = load(R"(, "path": "zoned.csv", "target": "y")", &lines);
        QVERIFY2(said("time 2024-03-01 00:00Z to 2024-03-03 19:00+08:00, step 3600 s"), lines.empty() ? "" : lines.front().c_str());
        QCOMPARE(zonedSplits.quality["time"]["to"].get<std::string>(), std::string("2024-03-03 19:00+08:00"));

        // What the side-by-side refusal must not take for series (the reviewer's files): days entered
        // twice whose target differs (the target is no id), and a "note" that tells a tenth of the rows
        // apart (named in the warning; the later row dropped, as before); an hour column left out of
        // the time is named as part of it; a 10 Hz logger's tick is the logger's, said as such.
        QByteArray twice = "date,x,y\n", noted = "date,x,y,note\n", hours = "date,hour,x,y\n", ticks = "time,tick,x,y\n";
        const auto day = [](int i) { return QDate(2024, 1, 1).addDays(i).toString(Qt::ISODate).toUtf8(); };
        for (int i = 0; i < 200; ++i) {
            twice += day(i) + ',' + QByteArray::number(i % 7) + ',' + QByteArray::number(i % 31) + '\n';
            noted += day(i) + ',' + QByteArray::number(i % 7) + ',' + QByteArray::number(i % 13) + ",\n";
            if (i % 8 == 0) {
                twice += day(i) + ',' + QByteArray::number(i % 7) + ',' + QByteArray::number(i % 31 + 1) + '\n';
                noted += day(i) + ',' + QByteArray::number(i % 7) + ',' + QByteArray::number(i % 13) + ",corrected\n";
            }
        }
        for (int i = 0; i < 20; ++i)
            for (int h = 0; h < 24; ++h)
                hours += day(i) + ',' + QByteArray::number(h) + ',' + QByteArray::number(h % 5) + ',' + QByteArray::number(i + h) + '\n';
        for (int i = 0; i < 300; ++i)
            ticks += "2024-03-01T00:" + QByteArray::number(10 + i / 600).rightJustified(2, '0') + ':' + QByteArray::number(i / 10 % 60).rightJustified(2, '0')
                     + '.' + QByteArray::number(i % 10) + ',' + QByteArray::number(i % 10) + ',' + QByteArray::number(i % 3) + ',' + QByteArray::number(i % 17) + '\n';
        for (const auto& [name, text] : {std::pair("twice.csv", twice), std::pair("noted.csv", noted), std::pair("hours.csv", hours), std::pair("ticks.csv", ticks)})
            lathe::test::writeFile(dir.filePath(QString::fromLatin1(name)), text);
        const auto loadDaily = [&](const char* file, const std::string& more) {
            const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "task": "regression", "path": ")" + std::string(file)
                                           + R"(", "target": "y", "window": 8, "horizon": 1, "splits": {"val": 0.2, "test": 0.2})" + more
                                           + "}, \"model\": {\"kind\": \"cnn1d\"}}",
                                       dir.path().toStdString());
            return loadDataset(*r.config, [&](const Message& m) { lines.push_back(m.text()); });
        };
        lines.clear();
        loadDaily("twice.csv", R"(, "time_column": "date")");
        QVERIFY(said("25 row(s) repeat a time already seen"));
        QVERIFY(!said("tells them apart"));
        lines.clear();
        loadDaily("noted.csv", R"(, "time_column": "date", "features": ["x", "y"])");
        QVERIFY2(said("25 row(s) repeat a time already seen (first at " + dir.filePath(QStringLiteral("noted.csv")).toStdString()
                      + ":3), and column \"note\" tells them apart: the later row is dropped"),
                 lines.empty() ? "" : lines.front().c_str());
        for (const auto& [file, more, expected] : {std::tuple("hours.csv", R"(, "time_column": "date")", "column \"hour\" tells them apart (24 values"),
                                                   std::tuple("ticks.csv", R"(, "time_column": "time")", "row(s) fall within a second of another")}) {
            try {
                loadDaily(file, more);
                QFAIL(file);
            } catch (const DataError& e) {
                QVERIFY2(std::string(e.what()).find(expected) != std::string::npos, e.what());
            }
        }
        // Slash dates: a file whose days are all 12 or less is a guess, said with its file, unless
        // another training file showed the month comes first (03/25/2024).
        QByteArray march = "date,x,y\n", april = "date,x,y\n";
        for (int d = 13; d <= 31; ++d)
            march += "03/" + QByteArray::number(d) + "/2024," + QByteArray::number(d % 5) + ',' + QByteArray::number(d % 7) + '\n';
        for (int d = 1; d <= 10; ++d)
            april += "04/" + QByteArray::number(d).rightJustified(2, '0') + "/2024," + QByteArray::number(d % 5) + ',' + QByteArray::number(d % 7) + '\n';
        lathe::test::writeFile(dir.filePath(QStringLiteral("march.csv")), march);
        lathe::test::writeFile(dir.filePath(QStringLiteral("april.csv")), april);
        lines.clear();
        loadDaily("april.csv", R"(, "time_column": "date", "window": 3)");
        QVERIFY2(said(dir.filePath(QStringLiteral("april.csv")).toStdString() + ": dates such as \"04/01/2024\" may be day first or month first"),
                 lines.empty() ? "" : lines.back().c_str());
        lines.clear();
        const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "task": "regression", "path": ["march.csv", "april.csv"], "target": "y",
            "time_column": "date", "window": 3, "horizon": 1, "splits": {"val": 0.2, "test": 0.2}}, "model": {"kind": "cnn1d"}})",
                                   dir.path().toStdString());
        loadDataset(*r.config, [&](const Message& m) { lines.push_back(m.text()); });
        QVERIFY(!said("may be day first"));
    }

    // A feature that is only a time index, on columns built to show each case: a year that rises in
    // every series, a trend that is not monotone but leaves its training range, a cycle that stays
    // inside it, and a column with no later rows.
    void timeIndexFeaturesAreFound()
    {
        const std::vector<std::vector<double>> years{{2010, 2010, 2011, 2011, 2012, 2013}, {2010, 2011, 2012, 2012, 2013, 2014}};
        auto f = timeIndexFeature("year", years, {4, 4});
        QVERIFY(f);
        QVERIFY(f->rises);
        QCOMPARE(f->trainLow, 2010.0);
        QCOMPARE(f->trainHigh, 2012.0);
        QCOMPARE(f->outsideShare, 0.75); // 2012 of the second series is inside the first's training years
        QVERIFY2(f->warning.text().find("feature \"year\" only counts time: it rises through every series, so 75 % of its validation and "
                                        "test values (2012 – 2014) lie beyond its training range (2010 – 2012)") != std::string::npos,
                 f->warning.text().c_str());
        // Its fix is one that works: a number cannot be data.time_column, which reads dates.
        QVERIFY2(f->warning.text().find("Leave it out of data.features: the order of the rows already says what it counts") != std::string::npos,
                 f->warning.text().c_str());
        std::vector<double> trend;
        for (int i = 0; i < 50; ++i)
            trend.push_back(i + ((i % 2) ? 3.0 : -3.0)); // rises on the whole, falls every other step
        f = timeIndexFeature("load", {trend}, {35});
        QVERIFY(f);
        QVERIFY(!f->rises);
        QVERIFY(f->outsideShare >= 0.5);
        QVERIFY(f->warning.text().find("forecasts worse than persistence") != std::string::npos);
        std::vector<double> cycle, gaps;
        for (int i = 0; i < 50; ++i) {
            cycle.push_back(i % 12);
            gaps.push_back(i % 5 == 0 ? NAN : i);
        }
        QVERIFY(!timeIndexFeature("month", {cycle}, {35}));
        QVERIFY(!timeIndexFeature("year", years, {6, 6}));   // no validation or test rows
        QVERIFY(!timeIndexFeature("c", {{1, 1, 1, 1}}, {2})); // constant: warned about elsewhere
        QVERIFY(timeIndexFeature("counter", {gaps}, {35}));   // missing cells skipped
    }

    // data.test_path for time series (lathe-cli evaluate --data): other series, columns by name,
    // every window a test window, scaled with the training rows' statistics; a class the training
    // series never had is an error naming the file and line.
    void timeSeriesTestPathScoresOtherSeries()
    {
        QTemporaryDir dir;
        QByteArray train = "x,label\n", other = "label,x,extra\n";
        for (int i = 0; i < 60; ++i)
            train += QByteArray::number(i % 10) + (i % 10 < 5 ? ",low\n" : ",high\n");
        for (int i = 0; i < 12; ++i)
            other += (i < 6 ? "low," : "high,") + QByteArray::number(i) + ",zz\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("train.csv")), train);
        lathe::test::writeFile(dir.filePath(QStringLiteral("other.csv")), other);
        const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "path": "train.csv", "test_path": "other.csv", "target": "label",
            "window": 4, "splits": {"val": 0.2, "test": 0.3}}, "model": {"kind": "cnn1d"}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        const DataSplits d = loadDataset(*r.config, [](const Message&) {});
        QCOMPARE(d.test.size(), std::int64_t(12 - 4 + 1)); // every window of the other series
        QCOMPARE(d.train.size() + d.val.size(), std::int64_t(60 - 4 + 1)); // no test rows held out of the training series
        QCOMPARE(d.test.targets[0].item<std::int64_t>(), std::int64_t(std::find(d.classNames.begin(), d.classNames.end(), "low") - d.classNames.begin()));
        // Scaled as the training rows were: x = 0 opens both the first training and the first test window.
        QCOMPARE(d.test.inputs[0][0][0].item<float>(), d.train.inputs[0][0][0].item<float>());
        QVERIFY(d.train.inputs[0][0][0].item<float>() != 0.0f); // standardised, not raw
        lathe::test::writeFile(dir.filePath(QStringLiteral("other.csv")), "label,x\nlow,1\nlow,2\nmedium,3\nlow,4\nlow,5\n");
        try {
            loadDataset(*r.config, [](const Message&) {});
            QFAIL("a class the training series never had was accepted");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("other.csv:4: class \"medium\"") != std::string::npos, e.what());
        }
        // A category the training series lack, in the other series: taken as unknown, and said.
        QByteArray withRoom = "x,room,label\n", otherRoom = "label,x,room\n";
        for (int i = 0; i < 60; ++i)
            withRoom += QByteArray::number(i % 10) + (i % 2 ? ",kitchen" : ",hall") + (i % 10 < 5 ? ",low\n" : ",high\n");
        for (int i = 0; i < 12; ++i)
            otherRoom += (i < 6 ? "low," : "high,") + QByteArray::number(i) + (i % 3 ? ",hall\n" : ",attic\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("train.csv")), withRoom);
        lathe::test::writeFile(dir.filePath(QStringLiteral("other.csv")), otherRoom);
        std::vector<std::string> log;
        const DataSplits rooms = loadDataset(*r.config, [&](const Message& m) { log.push_back(m.text()); });
        QVERIFY(std::any_of(log.begin(), log.end(), [](const std::string& l) {
            return l.find("[warning] column \"room\": 4 value(s) in the test data that the training data does not hold, the first \"attic\" at ") == 0
                   && l.find("other.csv:2;") != std::string::npos;
        }));
        QCOMPARE(rooms.record().unseenCategories.size(), std::size_t(1));
    }

    void timeSeriesWindowsClassifyAcrossFiles()
    {
        QTemporaryDir dir;
        for (int f = 1; f <= 2; ++f) {
            QByteArray csv = "x,label\n";
            for (int i = 0; i < 40; ++i)
                csv += QByteArray::number(i) + (i < 20 ? ",rest\n" : ",move\n");
            lathe::test::writeFile(dir.filePath(QStringLiteral("rec%1.csv").arg(f)), csv);
        }
        const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "path": "rec*.csv", "target": "label",
            "window": 10, "stride": 5, "splits": {"val": 0.0, "test": 0.0}}, "model": {"kind": "transformer"}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        const DataSplits d = loadDataset(*r.config, [](const Message&) {});
        QCOMPARE(d.classNames, (std::vector<std::string>{"move", "rest"}));
        QCOMPARE(d.inputShape, (std::vector<std::int64_t>{10, 1})); // the label is not an input
        QCOMPARE(d.train.size(), std::int64_t(14)); // 7 windows per file, none crossing files
        // A window is labelled by its last row: rows 0..9 -> rest, rows 15..24 -> move.
        QCOMPARE(d.train.targets[0].item<std::int64_t>(), std::int64_t(1));
        QCOMPARE(d.train.targets[3].item<std::int64_t>(), std::int64_t(0));
    }

    void badTimeSeries_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("task");
        QTest::addColumn<QString>("expected");
        const QString regression = QStringLiteral("regression");
        QTest::addRow("text column") << QByteArray("when,y\n2024-01-01,1\n2024-01-02,2\n") << regression << QStringLiteral("s.csv: 2 rows are fewer"); // a category now
        QTest::addRow("impossible date") << QByteArray("date,y\n2024-01-01,1\n2024-02-30,2\n") << regression << QStringLiteral("s.csv:3: time column \"date\": \"2024-02-30\" is not a date");
        QTest::addRow("too short") << QByteArray("a,y\n1,1\n2,2\n") << regression << QStringLiteral("s.csv: 2 rows are fewer than data.window + horizon (9)");
        // A classification's window has no horizon after it: not named.
        QTest::addRow("too short to classify") << QByteArray("a,y\n1,1\n2,2\n") << QStringLiteral("classification")
                                               << QStringLiteral("s.csv: 2 rows are fewer than data.window (8)");
        QTest::addRow("missing target") << QByteArray("a,b\n1,1\n") << regression << QStringLiteral("target column \"y\" not found");
    }

    void badTimeSeries()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, task);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), content);
        const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "task": ")" + task.toStdString() + R"(", "path": "s.csv", "target": "y",
            "window": 8, "horizon": 1}, "model": {"kind": "cnn1d"}})", dir.path().toStdString());
        QVERIFY(r.config);
        try {
            loadDataset(*r.config, [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
        }
    }

    void idxRawAndGzip()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("img.idx")), idxImages(20, 4, 5));
        writeGzip(dir.filePath(QStringLiteral("img.idx.gz")), idxImages(20, 4, 5));
        const at::Tensor raw = readIdx(dir.filePath(QStringLiteral("img.idx")).toStdString());
        const at::Tensor gz = readIdx(dir.filePath(QStringLiteral("img.idx.gz")).toStdString());
        QCOMPARE(raw.sizes().vec(), (std::vector<std::int64_t>{20, 4, 5}));
        QVERIFY(raw.equal(gz));
        QCOMPARE(raw[0][1][0].item<int>(), 5);
    }

    void badIdx_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected");
        QTest::addRow("truncated") << idxImages(10, 4, 4, true) << QStringLiteral("truncated: the header promises 10 samples but the data ends in sample 9");
        QTest::addRow("not idx") << QByteArray("hello world, not idx") << QStringLiteral("bad magic number");
        QTest::addRow("empty") << QByteArray() << QStringLiteral("empty or truncated file");
        QTest::addRow("trailing data") << idxImages(2, 2, 2) + "xx" << QStringLiteral("more data than the IDX header describes");
        // A header claiming 2^31 - 1 samples of 2^31 - 1 bytes each: refused before anything is allocated.
        QTest::addRow("huge claim") << QByteArray::fromHex("000008027fffffff7fffffff0102")
                                    << QStringLiteral("truncated: the header promises 2147483647 samples but the data ends in sample 1");
    }

    void badIdx()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString file = lathe::test::writeFile(dir.filePath(QStringLiteral("images.idx")), content);
        try {
            readIdx(file.toStdString());
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains(file), e.what());
        }
    }

    void idxImageAndLabelCountsMustMatch()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("i.idx")), idxImages(10, 4, 4));
        lathe::test::writeFile(dir.filePath(QStringLiteral("l.idx")), idxLabels(9, 3));
        const auto r = parseConfig(R"({"data": {"source": "idx", "path": "i.idx", "labels_path": "l.idx", "image_height": 4, "image_width": 4}, "model": {"kind": "cnn2d"}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        try {
            loadDataset(*r.config, [](const Message&) {});
            QFAIL("no DataError thrown");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("holds 10 images but")), e.what());
        }
    }

    void idxResizedToConfiguredSize()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("i.idx")), idxImages(12, 4, 4));
        lathe::test::writeFile(dir.filePath(QStringLiteral("l.idx")), idxLabels(12, 3));
        const auto r = parseConfig(R"({"data": {"source": "idx", "path": "i.idx", "labels_path": "l.idx", "image_height": 8, "image_width": 6, "channels": 3}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        const DataSplits d = loadDataset(*r.config, [](const Message&) {});
        QCOMPARE(d.inputShape, (std::vector<std::int64_t>{3, 8, 6}));
        QCOMPARE(d.numClasses, std::int64_t(3));
        QCOMPARE(d.imageNormalisation.mean.size(), std::size_t(3));
    }
};

QTEST_GUILESS_MAIN(TestData)
#include "tst_data.moc"
