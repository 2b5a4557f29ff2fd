// Data as people have it (issue 16): missing cells under every data.missing policy, dates and times
// in their common forms, unsorted rows, gaps and duplicates, categories in a series, numbers float32
// cannot hold — and the air-quality layout of the PM2.5 guide end to end.

#include "config/config.h"
#include "data/dataset.h"
#include "data/timecolumn.h"
#include "run/runrecord.h"
#include "clitest.h"
#include "testutil.h"
#include "util/classlabel.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <fstream>
#include <numeric>
#include <random>

using namespace lathe::core;

namespace {

DataSplits load(const QTemporaryDir& dir, const std::string& json, std::vector<std::string>* log = nullptr)
{
    const auto r = parseConfig(json, dir.path().toStdString());
    if (!r.config)
        qFatal("test config invalid: %s", r.diagnostics.front().format().c_str());
    return loadDataset(*r.config, [&](const Message& line) {
        if (log)
            log->push_back(line.text());
    });
}

// The DataError loading `json` gives (empty when it loads).
QString loadError(const QTemporaryDir& dir, const std::string& json)
{
    try {
        load(dir, json);
    } catch (const DataError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

std::vector<std::string> problems(const std::string& json)
{
    std::vector<std::string> out;
    for (const auto& d : parseConfig(json, ".", false).diagnostics)
        out.push_back(d.format());
    return out;
}

bool mentions(const std::vector<std::string>& lines, const std::string& text)
{
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

std::vector<float> column(const at::Tensor& x, std::int64_t c)
{
    const at::Tensor col = x.select(1, c).contiguous();
    return {col.data_ptr<float>(), col.data_ptr<float>() + col.numel()};
}

// An hourly series from 2024-03-01 00:00: time, x, y = 2x, rows in order; `cells` replaces x cells.
QByteArray hourly(int rows, const std::map<int, QByteArray>& cells = {})
{
    QByteArray csv = "time,x,y\n";
    for (int i = 0; i < rows; ++i) {
        const QByteArray x = cells.count(i) ? cells.at(i) : QByteArray::number(i);
        csv += "2024-03-" + QByteArray::number(1 + i / 24).rightJustified(2, '0') + "T" + QByteArray::number(i % 24).rightJustified(2, '0')
               + ":00:00Z," + x + "," + QByteArray::number(2 * i) + "\n";
    }
    return csv;
}

std::string seriesConfig(const std::string& extra)
{
    return R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y", "features": ["x"],
        "window": 4, "horizon": 1, "normalize": "none", "splits": {"val": 0.0, "test": 0.0})" + extra + R"(}, "model": {"kind": "cnn1d"}})";
}

std::string tableConfig(const std::string& extra)
{
    return R"({"data": {"path": "t.csv", "target": "label", "categorical": ["kind"], "normalize": "none",
        "splits": {"val": 0.0, "test": 0.0})" + extra + "}}";
}

// The PM2.5 guide's layout (UCI "Beijing PM2.5"): No, year, month, day, hour, pm2.5 with NA (the
// first day all NA, then every 37th hour), weather numbers and a categorical wind direction.
QByteArray prsaCsv(int days, int* missing)
{
    QByteArray csv = "No,year,month,day,hour,pm2.5,DEWP,TEMP,PRES,cbwd,Iws,Is,Ir\n";
    const char* winds[] = {"SE", "cv", "NW", "NE"};
    for (int i = 0; i < 24 * days; ++i) {
        const int day = 1 + i / 24, hour = i % 24;
        const bool na = i < 24 || i % 37 == 5;
        *missing += na ? 1 : 0;
        csv += QByteArray::number(i + 1) + ",2010,1," + QByteArray::number(day) + "," + QByteArray::number(hour) + ","
               + (na ? QByteArray("NA") : QByteArray::number(50 + (i * 7) % 90)) + "," + QByteArray::number(-20 + i % 9) + ","
               + QByteArray::number(-5 + i % 11) + ",1020," + winds[(i / 5) % 4] + "," + QByteArray::number(1.79 + i % 5) + ",0,0\n";
    }
    return csv;
}

QJsonObject jsonFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QString textFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

// A run's data.json and model.json read through their records (run/datarecord.h, modelrecord.h) and
// written back: the same JSON, key for key, so nothing the run wrote is lost on the way.
void recordsRoundTrip(const QString& run)
{
    using lathe::core::Json;
    const auto read = [&](const char* name) {
        std::ifstream in(run.toStdString() + "/" + name);
        return Json::parse(in);
    };
    const Json data = read(lathe::core::runfile::Data), model = read(lathe::core::runfile::ModelSummary);
    QVERIFY(lathe::core::DataRecord::fromJson(data).toJson() == data);
    QVERIFY(lathe::core::ModelRecord::fromJson(model).toJson() == model);
    QVERIFY(!lathe::core::readRunFolder(run.toStdString(), lathe::core::DeviceSamples::Skip).model.empty());
}

class TestRealData : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void timesParse()
    {
        const std::int64_t march1 = daysFromCivil(2024, 3, 1) * 86400;
        QCOMPARE(daysFromCivil(1970, 1, 1), std::int64_t(0));
        QCOMPARE(parseTime("2024-03-01")->seconds, march1);
        QCOMPARE(parseTime("2024-03")->seconds, march1);
        QCOMPARE(parseTime("2024-03-01T13:05:09Z")->seconds, march1 + 13 * 3600 + 5 * 60 + 9);
        QCOMPARE(parseTime("2024-03-01T13:05:09.250Z")->seconds, march1 + 13 * 3600 + 5 * 60 + 9);
        QCOMPARE(parseTime("2024-03-01T13:05:09.250Z")->nanos, std::int64_t(250000000)); // kept apart, to tell rows within a second
        QCOMPARE(parseTime("2024-03-01 13:05:09,5")->nanos, std::int64_t(500000000));
        const auto zoned = parseTime("2024-03-01 13:05+02:00");
        QCOMPARE(zoned->seconds, march1 + 13 * 3600 + 5 * 60);
        QCOMPARE(zoned->utc(), march1 + 11 * 3600 + 5 * 60);
        QCOMPARE(parseTime("2024/03/01 13:05")->seconds, march1 + 13 * 3600 + 5 * 60);
        QCOMPARE(parseTime("01.03.2024")->seconds, march1);          // day first
        QCOMPARE(parseTime("03/01/2024")->seconds, march1);          // month first by default
        QCOMPARE(parseTime("01/03/2024", SlashDates::DayFirst)->seconds, march1);
        QCOMPARE(parseTime("10/03/2004 18.00.00", SlashDates::DayFirst)->seconds, daysFromCivil(2004, 3, 10) * 86400 + 18 * 3600);
        QVERIFY(!parseTime("2024-02-30"));
        QVERIFY(!parseTime("2023-02-29"));
        QVERIFY(!parseTime("2024-03-01 25:00"));
        QVERIFY(!parseTime("yesterday"));
        QVERIFY(!parseTime("1709251200")); // a bare number is not a date
        // The Chinese long forms a spreadsheet writes for a date cell.
        QCOMPARE(parseTime("2024年3月1日")->seconds, march1);
        QCOMPARE(parseTime("2024年03月01日")->seconds, march1);
        QCOMPARE(parseTime("2024年3月")->seconds, march1);
        QCOMPARE(parseTime("2024年3月1号")->seconds, march1);
        QCOMPARE(parseTime("2024年3月1日 13:05")->seconds, march1 + 13 * 3600 + 5 * 60);
        QCOMPARE(parseTime("2024年3月1日13时5分9秒")->seconds, march1 + 13 * 3600 + 5 * 60 + 9);
        QCOMPARE(parseTime("2024年3月1日 13点")->seconds, march1 + 13 * 3600);
        QVERIFY(!parseTime("2024年2月30日"));
        QVERIFY(!parseTime("2024年3月1日 25时"));
        QVERIFY(!parseTime("2024年3"));
        QVERIFY(!parseTime("24年3月1日"));
        QCOMPARE(detectSlashDates({"03/01/2024", "13/01/2024"}), SlashDates::DayFirst);
        QCOMPARE(detectSlashDates({"03/01/2024", "12/31/2024"}), SlashDates::MonthFirst);
        QCOMPARE(timeFromParts({2024, 2, 29, 23})->seconds, daysFromCivil(2024, 2, 29) * 86400 + 23 * 3600);
        QVERIFY(!timeFromParts({2023, 2, 29}));
        QVERIFY(!timeFromParts({2024, 1, 1, 24}));
        QCOMPARE(formatTime(march1 + 13 * 3600 + 5 * 60), std::string("2024-03-01 13:05"));
        // A time written with a zone is shown back with it (a forecast's label stays an instant), and
        // reads back as the same time; "Z" is a zone too, no zone stays none.
        QVERIFY(parseTime("2024-03-01T13:05Z")->zoned && parseTime("2024-03-01 13:05-05:30")->zoned && !parseTime("2024-03-01 13:05")->zoned);
        QCOMPARE(formatTime(march1 + 13 * 3600 + 5 * 60, std::int64_t{8 * 3600}), std::string("2024-03-01 13:05+08:00"));
        QCOMPARE(formatTime(march1 + 13 * 3600 + 5 * 60 + 9, std::int64_t{-(5 * 3600 + 30 * 60)}), std::string("2024-03-01 13:05:09-05:30"));
        QCOMPARE(formatTime(march1, std::int64_t{0}), std::string("2024-03-01 00:00Z"));
        QCOMPARE(formatTime(march1, std::nullopt), std::string("2024-03-01 00:00"));
        QCOMPARE(parseTime(formatTime(march1 + 60, std::int64_t{-(5 * 3600 + 30 * 60)}))->utc(), march1 + 60 + 5 * 3600 + 30 * 60);
        // Cycles: 06:00 is a quarter of the day; 2024-03-04 was a Monday; 1 January starts the year.
        QCOMPARE(cyclePosition("hour", march1 + 6 * 3600), 0.25);
        QCOMPARE(cyclePosition("weekday", daysFromCivil(2024, 3, 4) * 86400), 0.0);
        QCOMPARE(cyclePosition("weekday", daysFromCivil(2024, 3, 10) * 86400), 6.0 / 7.0); // Sunday
        QCOMPARE(cyclePosition("yearday", daysFromCivil(2023, 1, 1) * 86400), 0.0);
        QCOMPARE(cyclePosition("yearday", daysFromCivil(2024, 7, 2) * 86400), 183.0 / 366.0);
    }

    // Each setting is refused where it would be ignored.
    void settingsApplyWhereTheyMean()
    {
        QVERIFY(mentions(problems(R"({"data": {"source": "idx", "path": "a", "labels_path": "b", "missing": "mean"}})"), "data.missing"));
        QVERIFY(mentions(problems(R"({"data": {"path": "a.csv", "target": "y", "missing": "interpolate"}})"), "is for time series"));
        QVERIFY(mentions(problems(R"({"data": {"source": "timeseries_csv", "path": "a.csv", "target": "y", "missing": "mean"}, "model": {"kind": "cnn1d"}})"),
                         "is for CSV tables"));
        QVERIFY(mentions(problems(R"({"data": {"path": "a.csv", "target": "y", "missing_indicator": true}})"), "data.missing_indicator"));
        QVERIFY(mentions(problems(R"({"data": {"path": "a.csv", "target": "y", "time_column": "t"}})"), "data.time_column"));
        QVERIFY(mentions(problems(R"({"data": {"source": "timeseries_csv", "path": "a.csv", "target": "y", "max_gap": 3}, "model": {"kind": "cnn1d"}})"),
                         "data.max_gap"));
        QVERIFY(mentions(problems(R"({"data": {"source": "timeseries_csv", "path": "a.csv", "target": "y", "time_features": ["minute"]}, "model": {"kind": "cnn1d"}})"),
                         "unknown time feature \"minute\""));
        QVERIFY(mentions(problems(R"({"data": {"source": "timeseries_csv", "path": "a.csv", "target": "y", "time_columns": ["y"]}, "model": {"kind": "cnn1d"}})"),
                         "expects a date and a time of day (2 columns), or 3 to 6 columns"));
        // A forecasting target among the features is its own past, accepted; a table's target is not an input.
        QVERIFY(!mentions(problems(R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "a.csv", "target": "y", "features": ["x", "y"]}, "model": {"kind": "cnn1d"}})"),
                          "data.features"));
        QVERIFY(mentions(problems(R"({"data": {"task": "regression", "path": "a.csv", "target": "y", "features": ["x", "y"]}})"), "also listed as a feature"));
    }

    // A header naming a column twice is refused with both places (the second column was read as a copy
    // of the first); a spreadsheet's nameless columns are left out, and said, as a series does.
    void tableHeaderNamesEachColumnOnce()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,x,label\n1,a,5,p\n2,b,6,q\n");
        const QString twice = loadError(dir, tableConfig(""));
        QVERIFY2(twice.endsWith(QStringLiteral("t.csv:1: feature column \"x\" appears twice in the header, as columns 1 and 3: give each column a "
                                               "name of its own")),
                 qPrintable(twice));
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label,,\n1,a,p,,\n2,b,q,,\n");
        std::vector<std::string> log;
        const DataSplits d = load(dir, tableConfig(""), &log);
        QCOMPARE(d.featureNames, (std::vector<std::string>{"x", "kind=?", "kind=a", "kind=b"}));
        QVERIFY(mentions(log, "2 column(s) without a name in the header left out of the features"));
    }

    // A spreadsheet's emptied rows (",,,", here in the middle and at the end, one with spaces) hold no
    // value: skipped and said with the first one's line, not "column "x" is empty" (a series skipped
    // them; a table stopped there).
    void tableRowsOfOnlySeparatorsAreSkipped()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\n1,a,p\n,,\n2,b,q\n3,a,p\n4,b,q\n , ,\n,,\n");
        std::vector<std::string> log;
        const DataSplits d = load(dir, tableConfig(""), &log);
        QCOMPARE(d.train.size() + d.val.size() + d.test.size(), std::int64_t(4));
        QVERIFY(mentions(log, "3 row(s) of only empty cells skipped (the first at "));
        QVERIFY(mentions(log, "t.csv:3)"));
        QVERIFY(!mentions(log, "missing cells"));
        // A row with one value is a row with missing cells, as before.
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\n1,a,p\n,,q\n2,b,q\n");
        QVERIFY(loadError(dir, tableConfig("")).contains(QStringLiteral("t.csv:3: column \"x\" is empty")));
        // Nothing but a header (or emptied rows): data.task "auto" does not count "0 distinct values".
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\n,,\n");
        auto parsed = parseConfig(R"({"data": {"path": "t.csv", "target": "label", "task": "auto"}})", dir.path().toStdString());
        QVERIFY(parsed.config);
        const std::string why = resolveTask(*parsed.config).text();
        QVERIFY2(why.find("the target \"label\" holds no values yet") != std::string::npos, why.c_str());
        QVERIFY2(loadError(dir, tableConfig("")).endsWith(QStringLiteral("no data rows after the header")), qPrintable(loadError(dir, tableConfig(""))));
    }

    // Whole-number labels written with a zero fraction (pandas writes an integer column that had a
    // gap as 1.0) are the classes of the whole numbers: "1" and "1.0" were two classes.
    void wholeNumberLabelsAreOneClass()
    {
        QCOMPARE(classLabel("1.0"), std::string_view("1"));
        QCOMPARE(classLabel("-3,00"), std::string_view("-3"));
        QCOMPARE(classLabel("+2.0"), std::string_view("2"));
        QCOMPARE(classLabel("7.000000"), std::string_view("7")); // printf's %f
        for (const char* same : {"1.5", "10", "1.", ".0", "a.0", "1.0e3", "", "猫", "1,000", "1.000"})
            QCOMPARE(classLabel(same), std::string_view(same));
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\n1,a,0\n2,b,1.0\n3,a,0.0\n4,b,1\n5,a,1.00\n");
        std::vector<std::string> log;
        const DataSplits d = load(dir, R"({"data": {"path": "t.csv", "target": "label", "categorical": ["kind"], "splits": {"val": 0.0, "test": 0.0}}})", &log);
        QCOMPARE(d.classNames, (std::vector<std::string>{"0", "1"}));
        QCOMPARE(column(d.train.targets.unsqueeze(1).to(at::kFloat), 0), (std::vector<float>{0, 1, 0, 1, 1}));
        QVERIFY(mentions(log, "holds whole numbers of 2 distinct values"));
    }

    // Tables: row 3 has x missing ("NA"), row 5 a missing category, row 6 a missing label.
    void tableMissingPolicies()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\n1,a,p\nNA,a,q\n3,b,p\n7,,q\n5,b,\n9,a,p\n");
        QVERIFY(loadError(dir, tableConfig("")).endsWith(QStringLiteral("t.csv:3: column \"x\" is missing (\"NA\"); set data.missing to drop_rows, mean, median or most_frequent to go on")));

        std::vector<std::string> log;
        DataSplits d = load(dir, tableConfig(R"(, "missing": "drop_rows")"), &log);
        QCOMPARE(d.train.size(), std::int64_t(3)); // rows 2, 4 and 7
        QCOMPARE(column(d.train.inputs, 0), (std::vector<float>{1, 3, 9}));
        QCOMPARE(d.quality["missing"]["rows_dropped"].get<int>(), 3);
        QCOMPARE(d.quality["missing"]["columns"]["x"].get<int>(), 1);
        QCOMPARE(d.quality["missing"]["columns"]["kind"].get<int>(), 1);
        QVERIFY(mentions(log, "3 row(s) dropped"));

        // The row without a label is left out; x is filled from the 4 remaining values 1, 3, 7, 9.
        d = load(dir, tableConfig(R"(, "missing": "mean")"));
        QCOMPARE(d.train.size(), std::int64_t(5));
        QCOMPARE(column(d.train.inputs, 0), (std::vector<float>{1, 5, 3, 7, 9}));
        // kind is one-hot (kind=?, kind=a, kind=b): the missing one takes the most frequent, a.
        QCOMPARE(d.featureNames, (std::vector<std::string>{"x", "kind=?", "kind=a", "kind=b"}));
        QCOMPARE(d.train.inputs[3][2].item<float>(), 1.0f);
        QCOMPARE(d.train.inputs[3][3].item<float>(), 0.0f);
        QCOMPARE(d.quality["missing"]["fill_values"]["kind"].get<std::string>(), std::string("a"));
        QCOMPARE(d.quality["missing"]["rows_dropped"].get<int>(), 1);

        d = load(dir, tableConfig(R"(, "missing": "median")"));
        QCOMPARE(d.train.inputs[1][0].item<float>(), 3.0f); // the lower middle of 1, 3, 7, 9, as PyTorch's median
        d = load(dir, tableConfig(R"(, "missing": "most_frequent", "missing_indicator": true)"));
        QCOMPARE(d.train.inputs[1][0].item<float>(), 1.0f); // all four once: the smallest
        QCOMPARE(d.featureNames, (std::vector<std::string>{"x", "kind=?", "kind=a", "kind=b", "x missing", "kind missing"}));
        QCOMPARE(column(d.train.inputs, 4), (std::vector<float>{0, 1, 0, 0, 0}));
        QCOMPARE(column(d.train.inputs, 5), (std::vector<float>{0, 0, 0, 1, 0}));
    }

    // The fill comes from the training split only: a validation file's values do not move it, and its
    // holes take the training value.
    void tableFillUsesTheTrainingSplitOnly()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\n1,a,p\n3,b,q\n5,a,p\n");
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), "x,kind,label\n1000,a,p\nnull,b,q\n");
        const DataSplits d = load(dir, tableConfig(R"(, "missing": "mean", "val_path": "v.csv")"));
        QCOMPARE(d.val.inputs[1][0].item<float>(), 3.0f);
        QCOMPARE(d.quality["missing"]["filled"].get<int>(), 1);
        // A column missing in every training row has nothing to fill with.
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\nNA,a,p\n,b,q\n");
        QVERIFY(loadError(dir, tableConfig(R"(, "missing": "mean")")).contains(QStringLiteral("column \"x\" is missing in every row of the training split")));
    }

    // Numbers float32 cannot hold are a data error naming the line, not a NaN loss at epoch 1.
    void overflowIsADataError()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), "x,kind,label\n1,a,p\n1e308,b,q\n");
        QVERIFY2(loadError(dir, tableConfig("")).endsWith(QStringLiteral("t.csv:3: column \"x\": 1e308 does not fit in float32 (which holds up to about 3.4e38)")),
                 qPrintable(loadError(dir, tableConfig(""))));
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), hourly(12, {{5, "-4e39"}}));
        QVERIFY(loadError(dir, seriesConfig("")).contains(QStringLiteral("s.csv:7: feature column \"x\": -4e39 does not fit in float32")));
    }

    // Time series: x has a hole of 1 row (row 5) and one of 3 rows (rows 10-12) in 20 hourly rows.
    void seriesMissingPolicies()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), hourly(20, {{5, "NA"}, {10, ""}, {11, "NaN"}, {12, "null"}}));
        QVERIFY(loadError(dir, seriesConfig("")).endsWith(QStringLiteral("s.csv:7: feature column \"x\" is missing (\"NA\"); set data.missing to ffill, interpolate or drop_windows to go on")));

        // 20 rows, window 4, horizon 1: 16 windows; a window holds rows s..s+3.
        std::vector<std::string> log;
        DataSplits d = load(dir, seriesConfig(R"(, "missing": "drop_windows")"), &log);
        // Windows without a hole: starts 0-1 and 6 (6..9), then 13-15.
        QCOMPARE(d.train.size(), std::int64_t(6));
        QCOMPARE(d.quality["missing"]["windows_dropped"].get<int>(), 10);
        QCOMPARE(d.quality["missing"]["columns"]["x"].get<int>(), 4);
        QVERIFY(mentions(log, "missing cells: x 4 (20.0%)"));

        d = load(dir, seriesConfig(R"(, "missing": "ffill")"));
        QCOMPARE(d.train.size(), std::int64_t(16));
        QCOMPARE(d.train.inputs[2][3][0].item<float>(), 4.0f);  // row 5 repeats row 4
        QCOMPARE(d.train.inputs[9][3][0].item<float>(), 9.0f);  // row 12 repeats row 9
        d = load(dir, seriesConfig(R"(, "missing": "interpolate")"));
        QCOMPARE(d.train.size(), std::int64_t(16));
        QCOMPARE(d.train.inputs[2][3][0].item<float>(), 5.0f);  // on the line from 4 to 6
        QCOMPARE(d.train.inputs[7][3][0].item<float>(), 10.0f); // 9 … 13
        QCOMPARE(d.quality["missing"]["filled"].get<int>(), 4);
        // max_gap 2: the 3-row hole stays, and the windows over it (starts 7-12) go.
        d = load(dir, seriesConfig(R"(, "missing": "interpolate", "max_gap": 2)"));
        QCOMPARE(d.train.size(), std::int64_t(10));
        QCOMPARE(d.quality["missing"]["filled"].get<int>(), 1);
        QCOMPARE(d.quality["missing"]["windows_dropped"].get<int>(), 6);
    }

    // A missing target leaves out the windows that predict it; nothing before a hole: not filled.
    void seriesHolesAtTheEdges()
    {
        QTemporaryDir dir;
        QByteArray csv = "time,x,y\n";
        for (int i = 0; i < 12; ++i)
            csv += "2024-03-01 " + QByteArray::number(i).rightJustified(2, '0') + ":00," + (i < 2 ? QByteArray("NA") : QByteArray::number(i)) + ","
                   + (i == 8 ? QByteArray("NA") : QByteArray::number(i)) + "\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        const DataSplits d = load(dir, seriesConfig(R"(, "missing": "interpolate")"));
        // 8 windows (starts 0-7, each predicting row start + 4); starts 0-1 hold the unfillable leading
        // holes; start 4 predicts row 8, whose y was interpolated.
        QCOMPARE(d.train.size(), std::int64_t(6));
        QCOMPARE(d.train.targets[0][0].item<float>(), 6.0f);
        QCOMPARE(d.train.targets[2][0].item<float>(), 8.0f);
    }

    void timeFormatsOrderTheRows_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("extra");
        QTest::addRow("ISO with zone") << QByteArray("when") << QStringLiteral("%1-%2-%3T%4:00:00Z") << QStringLiteral(R"(, "time_column": "when")");
        QTest::addRow("ISO with space, by name") << QByteArray("date") << QStringLiteral("%1-%2-%3 %4:00") << QString();
        QTest::addRow("slashes, year first") << QByteArray("timestamp") << QStringLiteral("%1/%2/%3 %4:00") << QString();
        QTest::addRow("day first with dots") << QByteArray("t") << QStringLiteral("%3.%2.%1 %4:00") << QStringLiteral(R"(, "time_column": "t")");
        QTest::addRow("US month first") << QByteArray("t") << QStringLiteral("%2/%3/%1 %4:00") << QStringLiteral(R"(, "time_column": "t")");
        QTest::addRow("year month day hour, by name") << QByteArray("year,month,day,hour") << QStringLiteral("%1,%2,%3,%4") << QString();
        QTest::addRow("Chinese long dates, 日期 by name") << QByteArray("日期") << QStringLiteral("%1年%2月%3日 %4:00") << QString();
        QTest::addRow("Chinese hours, 时间 by name") << QByteArray("时间") << QStringLiteral("%1年%2月%3日%4时") << QString();
        QTest::addRow("年 月 日 时 columns by name") << QByteArray("年,月,日,时") << QStringLiteral("%1,%2,%3,%4") << QString();
        QTest::addRow("named columns") << QByteArray("yr,mo,dd,hh") << QStringLiteral("%1,%2,%3,%4")
                                       << QStringLiteral(R"(, "time_columns": ["yr", "mo", "dd", "hh"])");
        QTest::addRow("a date and a time of day, by name (UCI's air quality)") << QByteArray("Date,Time") << QStringLiteral("%3/%2/%1,%4.00.00") << QString();
        QTest::addRow("日期 and 时间, by name") << QByteArray("日期,时间") << QStringLiteral("%1-%2-%3,%4:00") << QString();
        QTest::addRow("a date and a time of day, named") << QByteArray("d,clock") << QStringLiteral("%1/%2/%3,%4:00")
                                                          << QStringLiteral(R"(, "time_columns": ["d", "clock"])");
    }

    // The rows, written shuffled, come out in time order, across a month's end; the time columns are
    // not features.
    void timeFormatsOrderTheRows()
    {
        QFETCH(QByteArray, header);
        QFETCH(QString, format);
        QFETCH(QString, extra);
        QTemporaryDir dir;
        std::vector<int> order(30);
        std::iota(order.begin(), order.end(), 0);
        std::mt19937 rng(3);
        std::shuffle(order.begin(), order.end(), rng);
        QByteArray csv = header + ",x,y\n";
        for (const int i : order) { // from 2024-02-29 22:00, hourly
            const std::int64_t s = daysFromCivil(2024, 2, 29) * 86400 + (22 + i) * 3600;
            const std::string t = formatTime(s); // "YYYY-MM-DD HH:MM"
            csv += format.arg(QString::fromStdString(t.substr(0, 4)), QString::fromStdString(t.substr(5, 2)),
                              QString::fromStdString(t.substr(8, 2)), QString::fromStdString(t.substr(11, 2)))
                       .toUtf8()
                   + "," + QByteArray::number(i) + "," + QByteArray::number(i) + "\n";
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        std::vector<std::string> log;
        const DataSplits d = load(dir, R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y",
            "window": 4, "normalize": "none", "splits": {"val": 0.0, "test": 0.0})" + extra.toStdString() + R"(}, "model": {"kind": "cnn1d"}})", &log);
        QCOMPARE(d.featureNames, (std::vector<std::string>{"x", "y"}));
        QCOMPARE(d.train.size(), std::int64_t(26));
        for (std::int64_t w = 0; w < d.train.size(); ++w)
            QCOMPARE(d.train.inputs[w][0][0].item<float>(), static_cast<float>(w));
        const std::string zone = format.endsWith(QLatin1Char('Z')) ? "Z" : ""; // a range keeps the zone it was written with
        QCOMPARE(d.quality["time"]["from"].get<std::string>(), "2024-02-29 22:00" + zone);
        QCOMPARE(d.quality["time"]["to"].get<std::string>(), "2024-03-02 03:00" + zone);
        QCOMPARE(d.quality["time"]["step_seconds"].get<int>(), 3600);
        QCOMPARE(d.quality["time"]["reordered_series"].get<int>(), 1);
        QVERIFY(mentions(log, "were not in time order"));
    }

    // A repeated time drops the later row; a missing hour breaks the windows unless filled.
    void gapsAndDuplicates()
    {
        QTemporaryDir dir;
        QByteArray csv = "time,x,y\n";
        for (int i = 0; i < 16; ++i) {
            if (i == 9)
                continue; // 09:00 is missing
            csv += "2024-03-01T" + QByteArray::number(i).rightJustified(2, '0') + ":00Z," + QByteArray::number(i) + "," + QByteArray::number(i) + "\n";
            if (i == 4)
                csv += "2024-03-01T04:00Z,99,99\n"; // line 7 repeats 04:00
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        std::vector<std::string> log;
        DataSplits d = load(dir, seriesConfig(""), &log);
        // 16 hours with 09:00 a gap row: windows 0..11, those over row 9 (starts 5-8: rows s..s+3, target s+4 … 9 at 5..9) go.
        QCOMPARE(d.quality["time"]["duplicates"].get<int>(), 1);
        QCOMPARE(d.quality["time"]["gaps"].get<int>(), 1);
        QCOMPARE(d.quality["time"]["missing_steps"].get<int>(), 1);
        QVERIFY(d.quality["time"]["first_duplicate"].get<std::string>().find("s.csv:7") != std::string::npos);
        QVERIFY(mentions(log, "the later row is dropped"));
        QVERIFY(mentions(log, "windows do not cross them"));
        QCOMPARE(d.train.size(), std::int64_t(12 - 5));
        for (std::int64_t w = 0; w < d.train.size(); ++w)
            QVERIFY(d.train.inputs[w][0][0].item<float>() != 99.0f);
        d = load(dir, seriesConfig(R"(, "missing": "interpolate")"));
        QCOMPARE(d.train.size(), std::int64_t(12));
        QCOMPARE(d.train.inputs[6][3][0].item<float>(), 9.0f); // the missing hour, on the line
        QCOMPARE(d.quality["missing"]["steps_filled"].get<int>(), 1);
        QCOMPARE(d.quality["missing"]["filled"].get<int>(), 0); // no cell of the file was missing
    }

    // Rows a tenth of a second apart are refused by name (they were cut to whole seconds and all but one
    // row of each second dropped as repeats); a column with a time's name whose cells are no date Lathe
    // reads (Unix seconds, "01/01/20") is said, not silently taken for a feature.
    void timesAsLoggersWriteThem()
    {
        QTemporaryDir dir;
        QByteArray csv = "time,x,y\n";
        for (int i = 0; i < 40; ++i)
            csv += "2020-01-01 00:00:" + QByteArray::number(i / 10).rightJustified(2, '0') + "." + QByteArray::number(i % 10) + "00,"
                   + QByteArray::number(i) + "," + QByteArray::number(i) + "\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        const QString fractions = loadError(dir, seriesConfig(""));
        QVERIFY2(fractions.contains(QStringLiteral("s.csv:3: 36 row(s) fall within a second of another, such as \"2020-01-01 00:00:00.100\" and "
                                                   "\"2020-01-01 00:00:00.000\"")),
                 qPrintable(fractions));
        // A 1 Hz logger's jitter putting two rows in one second now and then: a repeat, said, as ever.
        csv = "time,x,y\n";
        for (int i = 0; i < 40; ++i)
            csv += "2020-01-01 00:00:" + QByteArray::number(i == 20 ? 19 : i).rightJustified(2, '0') + (i == 20 ? ".998," : ".002,")
                   + QByteArray::number(i) + "," + QByteArray::number(i) + "\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        std::vector<std::string> jitter;
        QCOMPARE(load(dir, seriesConfig(""), &jitter).quality["time"]["duplicates"].get<int>(), 1);
        // The same fraction in every row (a logger that writes .000) is whole seconds.
        csv = "time,x,y\n";
        for (int i = 0; i < 40; ++i)
            csv += "2020-01-01 00:00:" + QByteArray::number(i).rightJustified(2, '0') + ".000," + QByteArray::number(i) + "," + QByteArray::number(i) + "\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        std::vector<std::string> log;
        QCOMPARE(load(dir, seriesConfig(""), &log).quality["time"]["step_seconds"].get<int>(), 1);

        csv = "timestamp,x,y\n";
        for (int i = 0; i < 40; ++i)
            csv += QByteArray::number(1577955600 + 3600 * i) + "," + QByteArray::number(i) + "," + QByteArray::number(i) + "\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        log.clear();
        const DataSplits unix = load(dir, R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y",
            "window": 4, "splits": {"val": 0.0, "test": 0.0}}, "model": {"kind": "cnn1d"}})", &log);
        QVERIFY(mentions(log, "column \"timestamp\" has a time's name, but \"1577955600\" ("));
        QVERIFY(mentions(log, "s.csv:2) is not a date Lathe reads"));
        QVERIFY(unix.featureNames.front() == "timestamp"); // still a feature, as before, but now said
    }

    // Words in a series are categories (one-hot), and the time gives cyclic features.
    void seriesCategoriesAndCycles()
    {
        QTemporaryDir dir;
        QByteArray csv = "time,wind,y\n";
        const char* winds[] = {"NE", "NW", "SE", "cv"};
        for (int i = 0; i < 24; ++i)
            csv += "2024-03-01 " + QByteArray::number(i).rightJustified(2, '0') + ":00," + (i == 7 ? QByteArray("NA") : QByteArray(winds[i % 4])) + ","
                   + QByteArray::number(i) + "\n";
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        std::vector<std::string> log;
        const DataSplits d = load(dir, R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y",
            "window": 4, "normalize": "none", "missing": "ffill", "time_features": ["hour"], "splits": {"val": 0.0, "test": 0.0}}, "model": {"kind": "cnn1d"}})",
                                  &log);
        QCOMPARE(d.featureNames, (std::vector<std::string>{"wind=?", "wind=NE", "wind=NW", "wind=SE", "wind=cv", "y", "hour_sin", "hour_cos"}));
        QVERIFY(mentions(log, "wind (4 values)"));
        // Row 6 (06:00): SE; sin(2π·6/24) = 1. Row 7 repeats row 6's SE.
        const at::Tensor row6 = d.train.inputs[3][3], row7 = d.train.inputs[4][3];
        QCOMPARE(row6[3].item<float>(), 1.0f);
        QCOMPARE(row7[3].item<float>(), 1.0f);
        QCOMPARE(row7[4].item<float>(), 0.0f);
        QVERIFY(std::abs(row6[6].item<float>() - 1.0f) < 1e-6f);
        QVERIFY(std::abs(row6[7].item<float>()) < 1e-6f);
        QVERIFY(d.seriesColumns["time"] == Json::array({"time"}));
    }

    // A word among a column's numbers ("?" for a missing reading) is not a sign of categories: it is
    // named with its line, rather than turning the column's numbers into category names. Nor is a
    // forecast's target a category whatever it holds. A column of words still is (above).
    void aStrayWordInASeriesIsNamed()
    {
        QTemporaryDir dir;
        const auto series = [&](int wordRow, const char* word, bool inTarget) {
            QByteArray csv = "time,x,y\n";
            for (int i = 0; i < 24; ++i) {
                const QByteArray number = QByteArray::number(i);
                csv += "2024-03-01 " + number.rightJustified(2, '0') + ":00," + (i == wordRow && !inTarget ? QByteArray(word) : number) + ","
                       + (i == wordRow && inTarget ? QByteArray(word) : number) + "\n";
            }
            lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
            return loadError(dir, R"({"data": {"source": "timeseries_csv", "task": "regression", "path": "s.csv", "target": "y", "window": 4,
                "splits": {"val": 0.0, "test": 0.0}}, "model": {"kind": "cnn1d"}})");
        };
        QString e = series(5, "?", false);
        QVERIFY2(e.endsWith(QStringLiteral("s.csv:7: feature column \"x\": \"?\" is not a number, though 23 of its 24 cells are (list \"?\" in "
                                           "data.missing_markers if it marks a missing value, or the column in data.categorical if it holds categories)")),
                 qPrintable(e));
        e = series(9, "err", true);
        QVERIFY2(e.endsWith(QStringLiteral("s.csv:11: target column \"y\": \"err\" is not a number (list \"err\" in data.missing_markers if it "
                                           "marks a missing value)")),
                 qPrintable(e));
    }

    // The PM2.5 guide's layout: a config that names the target and says "interpolate" loads it.
    void airQualityLayoutLoads()
    {
        QTemporaryDir dir;
        int missing = 0;
        lathe::test::writeFile(dir.filePath(QStringLiteral("prsa.csv")), prsaCsv(10, &missing));
        std::vector<std::string> log;
        // What a new user writes: the file, the target and the policy; the task, the time and the
        // categories are found.
        const DataSplits d = load(dir, R"({"data": {"source": "timeseries_csv", "path": "prsa.csv", "target": "pm2.5", "missing": "interpolate"}})", &log);
        QVERIFY(!d.classification);
        QVERIFY(mentions(log, "data.task \"auto\": the target \"pm2.5\" holds"));
        QVERIFY(mentions(log, "time from column(s) year, month, day, hour"));
        QVERIFY(mentions(log, "cbwd (4 values)"));
        QVERIFY(mentions(log, "constant in every training row, so it tells the model nothing: PRES (1020"));
        QVERIFY(mentions(log, "Is (0.0"));
        QCOMPARE(d.quality["missing"]["columns"]["pm2.5"].get<int>(), missing);
        QVERIFY(d.quality["missing"]["filled"].get<int>() > 0);
        QCOMPARE(d.quality["time"]["from"].get<std::string>(), std::string("2010-01-01 00:00"));
        QVERIFY(!at::isnan(d.train.inputs).any().item<bool>());
        QVERIFY(!at::isnan(d.val.inputs).any().item<bool>());
        QVERIFY(std::find(d.featureNames.begin(), d.featureNames.end(), "year") == d.featureNames.end());
        // "No" numbers the rows: a model would see validation values it never trained on, so it goes.
        QVERIFY(mentions(log, "feature \"No\" only counts time"));
        QVERIFY(std::find(d.featureNames.begin(), d.featureNames.end(), "No") == d.featureNames.end());
        QVERIFY(std::find(d.featureNames.begin(), d.featureNames.end(), "cbwd=NW") != d.featureNames.end());
        QVERIFY(std::find(d.featureNames.begin(), d.featureNames.end(), "pm2.5") != d.featureNames.end());
        // The first day has no value before it: its windows are dropped, not invented.
        QVERIFY(d.quality["missing"]["windows_dropped"].get<int>() >= 24);
    }

    // As a user meets it: lathe-cli trains the air-quality layout from a config that names the target
    // and the policy; data.json and the report say what was missing and filled; predict reads the raw
    // file the same way (skipping the windows of the first day, which nothing fills).
    void airQualityTrainsReportsAndPredicts()
    {
        QTemporaryDir dir;
        int missing = 0;
        lathe::test::writeFile(dir.filePath(QStringLiteral("prsa.csv")), prsaCsv(12, &missing));
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("pm25.json")), R"({"name": "pm25",
  "data": {"source": "timeseries_csv", "task": "regression", "path": "prsa.csv", "target": "pm2.5", "missing": "interpolate", "window": 24},
  "model": {"kind": "cnn1d", "channels": [8]}, "training": {"epochs": 2, "batch_size": 32}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        const lathe::test::Job trained = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs});
        QVERIFY2(trained.code == 0, qPrintable(trained.err + trained.out));
        QVERIFY2(trained.out.contains(QStringLiteral("missing cells: pm2.5 ")) || trained.err.contains(QStringLiteral("missing cells: pm2.5 ")),
                 qPrintable(trained.out));
        const QString run = lathe::test::onlyRun(runs);
        const QJsonObject data = jsonFile(run + QStringLiteral("/data.json"));
        QCOMPARE(data[QStringLiteral("missing")].toObject()[QStringLiteral("columns")].toObject()[QStringLiteral("pm2.5")].toInt(), missing);
        QCOMPARE(data[QStringLiteral("time")].toObject()[QStringLiteral("from")].toString(), QStringLiteral("2010-01-01 00:00"));
        recordsRoundTrip(run);
        const auto record = lathe::core::readDataRecord(run.toStdString());
        QVERIFY(record.missing && record.time);
        QCOMPARE(record.missing->policy, std::string("interpolate"));
        QCOMPARE(record.time->from, std::string("2010-01-01 00:00"));
        const lathe::test::Job reported = lathe::test::runCli({QStringLiteral("report"), run, QStringLiteral("--html-only"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(reported.code == 0, qPrintable(reported.err));
        const QString report = textFile(run + QStringLiteral("/report.html"));
        QVERIFY(report.contains(QStringLiteral("Missing values")));
        QVERIFY(report.contains(QStringLiteral("<tr><td class=\"name\">pm2.5</td><td>") + QString::number(missing)));
        QVERIFY(report.contains(QStringLiteral("a straight line between its neighbours")));

        const lathe::test::Job predicted = lathe::test::runCli({QStringLiteral("predict"), run, dir.filePath(QStringLiteral("prsa.csv")),
                                                                 QStringLiteral("-o"), dir.filePath(QStringLiteral("p.csv"))});
        QVERIFY2(predicted.code == 0, qPrintable(predicted.err));
        // 288 hours, windows of 24: 265; the 24 over the first day's holes are skipped.
        QVERIFY2(predicted.out.contains(QStringLiteral("wrote 241 prediction(s)")), qPrintable(predicted.out + predicted.err));
        QVERIFY2(predicted.err.contains(QStringLiteral("24 skipped")), qPrintable(predicted.err));
        const QStringList lines = textFile(dir.filePath(QStringLiteral("p.csv"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(lines.value(1).contains(QStringLiteral("prsa.csv:49,")), qPrintable(lines.value(1))); // the first full window ends at hour 47

        // The first 40 hours alone: every window holds the first day's holes. Nothing to predict is an
        // error, not an empty file and success.
        const QStringList hours = textFile(dir.filePath(QStringLiteral("prsa.csv"))).split(QLatin1Char('\n'));
        lathe::test::writeFile(dir.filePath(QStringLiteral("first.csv")), hours.mid(0, 41).join(QLatin1Char('\n')).toUtf8() + '\n');
        const lathe::test::Job none = lathe::test::runCli({QStringLiteral("predict"), run, dir.filePath(QStringLiteral("first.csv")),
                                                            QStringLiteral("-o"), dir.filePath(QStringLiteral("none.csv"))});
        QCOMPARE(none.code, int(lathe::core::ExitDataError));
        QVERIFY2(none.err.contains(QStringLiteral("no window to predict: every window holds a missing value")), qPrintable(none.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.csv"))));
    }

    // data.forecast "auto" as a user meets it: a wandering series whose next step a feature half
    // explains. Forecasting the change, the model starts as persistence and learns the rest, so it
    // beats persistence clearly; forecasting the level (a convolution that averages over time cannot
    // tell the last step from the others) it does not come near. model.pt forecasts the same way in
    // predict, and the report names persistence's error.
    void forecastingTheChangeBeatsPersistence()
    {
        QTemporaryDir dir;
        std::mt19937 rng(11);
        std::normal_distribution<double> gauss(0.0, 1.0);
        QByteArray csv = "a,y\n";
        std::vector<double> y{100.0};
        for (int i = 0; i < 1600; ++i) {
            const double a = gauss(rng);
            csv += QByteArray::number(a, 'f', 5) + ',' + QByteArray::number(y.back(), 'f', 5) + '\n';
            y.push_back(y.back() + 2.0 * a + 0.5 * gauss(rng));
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("walk.csv")), csv);
        double mae[2] = {0, 0}, persistence = 0;
        QString changeRun;
        for (const bool change : {true, false}) {
            const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("walk.json")), QByteArray(R"({"name": "walk",
  "data": {"source": "timeseries_csv", "task": "regression", "path": "walk.csv", "target": "y", "window": 16, "forecast": "MODE",
           "splits": {"val": 0.2, "test": 0.0}},
  "model": {"kind": "cnn1d", "channels": [16]}, "training": {"epochs": 6, "batch_size": 32, "lr": 0.003}})").replace("MODE", change ? "auto" : "level"));
            const QString runs = dir.filePath(change ? QStringLiteral("change") : QStringLiteral("level"));
            const lathe::test::Job trained = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs});
            QVERIFY2(trained.code == 0, qPrintable(trained.err + trained.out));
            const QString run = lathe::test::onlyRun(runs);
            mae[change ? 0 : 1] = jsonFile(run + QStringLiteral("/summary.json"))[QStringLiteral("final")].toObject()[QStringLiteral("val_mae")].toDouble(-1);
            const QJsonObject forecast = jsonFile(run + QStringLiteral("/data.json"))[QStringLiteral("forecast")].toObject();
            QCOMPARE(forecast[QStringLiteral("mode")].toString(), change ? QStringLiteral("change") : QStringLiteral("level"));
            persistence = forecast[QStringLiteral("persistence_val_mae")].toArray().at(0).toDouble();
            if (change) {
                changeRun = run;
                QVERIFY2(QString(trained.out + trained.err).contains(QStringLiteral("forecasting the change from each window's last y")), qPrintable(trained.out));
            }
        }
        qInfo("validation MAE: change %.3f, level %.3f, persistence %.3f", mae[0], mae[1], persistence);
        QVERIFY2(persistence > 1.3 && persistence < 2.0, qPrintable(QString::number(persistence))); // E|2a + 0.5e| = 1.65
        QVERIFY2(mae[0] < 0.75 * persistence, qPrintable(QStringLiteral("change %1, persistence %2").arg(mae[0]).arg(persistence)));
        QVERIFY2(mae[1] > persistence, qPrintable(QStringLiteral("level %1, persistence %2").arg(mae[1]).arg(persistence)));

        const lathe::test::Job predicted = lathe::test::runCli({QStringLiteral("predict"), changeRun, dir.filePath(QStringLiteral("walk.csv")),
                                                                 QStringLiteral("-o"), dir.filePath(QStringLiteral("p.csv"))});
        QVERIFY2(predicted.code == 0, qPrintable(predicted.err));
        const QStringList lines = textFile(dir.filePath(QStringLiteral("p.csv"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 1600 - 16 + 1); // a window ending at every row from the 16th, each forecasting the next row
        double error = 0.0;
        for (int i = 1; i < lines.size(); ++i) {
            const int lastLine = lines[i].section(QLatin1Char(','), 0, 0).section(QLatin1Char(':'), -1).toInt(); // 2 + the row's index
            error += std::abs(lines[i].section(QLatin1Char(','), -1).toDouble() - y.at(static_cast<std::size_t>(lastLine - 2 + 1)));
        }
        QVERIFY2(error / (lines.size() - 1) < 0.75 * persistence, qPrintable(QString::number(error / (lines.size() - 1))));
        const lathe::test::Job reported = lathe::test::runCli({QStringLiteral("report"), changeRun, QStringLiteral("--html-only"), QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(reported.code == 0, qPrintable(reported.err));
        QVERIFY(textFile(changeRun + QStringLiteral("/report.html")).contains(QStringLiteral("Persistence scores validation MAE")));

        // Another series of the same kind scored with evaluate --data: persistence's MAE on its windows
        // beside the model's, as computed here by hand from the rows written.
        QByteArray other = "a,y\n";
        std::vector<double> written;
        double level = -40.0;
        for (int i = 0; i < 400; ++i) {
            const double a = gauss(rng);
            const QByteArray text = QByteArray::number(level, 'f', 5);
            other += QByteArray::number(a, 'f', 5) + ',' + text + '\n';
            written.push_back(text.toDouble());
            level += 2.0 * a + 0.5 * gauss(rng);
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("other.csv")), other);
        double byHand = 0.0;
        for (std::size_t i = 15; i + 1 < written.size(); ++i) // windows of 16 rows, each forecasting the next row
            byHand += std::abs(written[i + 1] - written[i]);
        byHand /= static_cast<double>(written.size() - 16);
        const lathe::test::Job evaluated = lathe::test::runCli({QStringLiteral("evaluate"), changeRun, QStringLiteral("--data"), dir.filePath(QStringLiteral("other.csv"))});
        QVERIFY2(evaluated.code == 0, qPrintable(evaluated.err));
        QVERIFY2(evaluated.out.contains(QStringLiteral("persistence MAE")), qPrintable(evaluated.out));
        const QJsonObject target = jsonFile(changeRun + QStringLiteral("/evaluation-other.json"))[QStringLiteral("regression")]
                                       .toObject()[QStringLiteral("targets")].toArray().at(0).toObject();
        const double scored = target[QStringLiteral("persistence_mae")].toDouble(-1);
        QVERIFY2(std::abs(scored - byHand) < 1e-4 * byHand, qPrintable(QStringLiteral("%1 against %2 by hand").arg(scored).arg(byHand)));
        QVERIFY2(target[QStringLiteral("mae")].toDouble() < 0.75 * scored, qPrintable(QString::number(target[QStringLiteral("mae")].toDouble())));
        // The run's own evaluation has none (no test split), and a regression on rows has none either.
        QVERIFY(!textFile(changeRun + QStringLiteral("/report.html")).contains(QStringLiteral("persistence MAE")));
    }

    // data.scale_target: a target in the tens of thousands trains as fast as one near 0 — the network
    // learns it standardised and its last layer scales back, so the metrics and model.pt's predictions
    // stay in the target's units. The raw target, from the same start, is still far from it.
    void largeTargetsTrainInTheirUnits()
    {
        QTemporaryDir dir;
        std::mt19937 rng(4);
        std::normal_distribution<double> gauss(0.0, 1.0);
        QByteArray csv = "a,b,price\n";
        std::vector<double> prices;
        for (int i = 0; i < 1500; ++i) {
            const double a = gauss(rng), b = gauss(rng);
            prices.push_back(50000.0 + 12000.0 * a - 7000.0 * b + 500.0 * gauss(rng));
            csv += QByteArray::number(a, 'f', 5) + ',' + QByteArray::number(b, 'f', 5) + ',' + QByteArray::number(prices.back(), 'f', 2) + '\n';
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("p.csv")), csv);
        double r2[2] = {0, 0};
        QString scaledRun;
        for (const bool scale : {true, false}) {
            const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), QByteArray(R"({"name": "price",
  "data": {"path": "p.csv", "target": "price", "scale_target": )") + (scale ? "true" : "false") + R"(, "splits": {"val": 0.2, "test": 0.0}},
  "model": {"kind": "mlp", "hidden": [32], "dropout": 0.0}, "training": {"epochs": 6, "batch_size": 32, "lr": 0.003}})");
            const QString runs = dir.filePath(scale ? QStringLiteral("scaled") : QStringLiteral("raw"));
            const lathe::test::Job trained = lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs});
            QVERIFY2(trained.code == 0, qPrintable(trained.err + trained.out));
            const QString run = lathe::test::onlyRun(runs);
            r2[scale ? 0 : 1] = jsonFile(run + QStringLiteral("/summary.json"))[QStringLiteral("final")].toObject()[QStringLiteral("val_r2")].toDouble(-99);
            if (scale)
                scaledRun = run;
        }
        QVERIFY2(r2[0] > 0.95, qPrintable(QString::number(r2[0])));
        QVERIFY2(r2[1] < 0.5, qPrintable(QString::number(r2[1])));
        const QJsonObject stats = jsonFile(scaledRun + QStringLiteral("/data.json"))[QStringLiteral("target_statistics")].toObject();
        QVERIFY(std::abs(stats[QStringLiteral("mean")].toArray().at(0).toDouble() - 50000.0) < 1500.0);
        const lathe::test::Job predicted = lathe::test::runCli({QStringLiteral("predict"), scaledRun, dir.filePath(QStringLiteral("p.csv")),
                                                                 QStringLiteral("-o"), dir.filePath(QStringLiteral("out.csv"))});
        QVERIFY2(predicted.code == 0, qPrintable(predicted.err));
        const QStringList lines = textFile(dir.filePath(QStringLiteral("out.csv"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1501);
        double error = 0.0;
        for (int i = 1; i < lines.size(); ++i)
            error += std::abs(lines[i].section(QLatin1Char(','), -1).toDouble() - prices[static_cast<std::size_t>(i - 1)]);
        QVERIFY2(error / 1500.0 < 2500.0, qPrintable(QString::number(error / 1500.0))); // in the target's units (its spread: ~14,000)
    }

    // model.pt fills a missing cell with the training split's value, as training did: predicting a row
    // with "NA" gives what the same row with the fill value written in gives.
    void predictFillsMissingCellsAsTrainingDid()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), lathe::test::ringsCsv(200));
        lathe::test::writeFile(dir.filePath(QStringLiteral("rows.csv")), "x,y,noise\n0.5,NA,0.1\n0.5,,0.1\n");
        const QString cfg = lathe::test::writeFile(dir.filePath(QStringLiteral("c.json")), R"({"name": "rings",
  "data": {"path": "t.csv", "target": "label", "missing": "mean"}, "training": {"epochs": 1}})");
        const QString runs = dir.filePath(QStringLiteral("runs"));
        QCOMPARE(lathe::test::runCli({QStringLiteral("train"), cfg, QStringLiteral("--runs-dir"), runs, QStringLiteral("-q")}).code, 0);
        const QString run = lathe::test::onlyRun(runs);
        // No training cell was missing, so the fill is the mean of the column's training values.
        const double fill = jsonFile(run + QStringLiteral("/data.json"))[QStringLiteral("missing")].toObject()[QStringLiteral("fill_values")].toObject()[QStringLiteral("y")].toDouble(-99);
        QVERIFY(fill > -1.0 && fill < 1.0);
        recordsRoundTrip(run);
        const auto record = lathe::core::readDataRecord(run.toStdString());
        QVERIFY(record.missing && !record.missing->fillValues.empty());
        lathe::test::writeFile(dir.filePath(QStringLiteral("rows.csv")), "x,y,noise\n0.5,NA,0.1\n0.5,,0.1\n0.5," + QByteArray::number(fill, 'g', 17) + ",0.1\n");
        const lathe::test::Job p = lathe::test::runCli({QStringLiteral("predict"), run, dir.filePath(QStringLiteral("rows.csv")), QStringLiteral("-o"),
                                                        dir.filePath(QStringLiteral("p.csv"))});
        QVERIFY2(p.code == 0, qPrintable(p.err));
        const QStringList lines = textFile(dir.filePath(QStringLiteral("p.csv"))).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[1].section(QLatin1Char(','), 1), lines[3].section(QLatin1Char(','), 1));
        QCOMPARE(lines[2].section(QLatin1Char(','), 1), lines[3].section(QLatin1Char(','), 1));
    }
};

QTEST_GUILESS_MAIN(TestRealData)
#include "tst_realdata.moc"
