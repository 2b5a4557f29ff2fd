// Where a table's rows came from (data/rowsources.h): runs of lines, looked up and selected; and the
// rows of a real read (shards, blank lines, rows without a target left out, the split) each naming
// the file and line that hold it.

#include "config/config.h"
#include "data/dataset.h"
#include "data/loader.h"
#include "data/rowsources.h"
#include "data/tablestream.h"
#include "testutil.h"

#include <ATen/ATen.h>
#include <QtTest>

#include <algorithm>

using namespace lathe::core;

namespace {

RowSources twoFiles()
{
    RowSources s;
    s.startFile("a.csv");
    for (long long line : {2, 3, 4, 6, 7}) // line 5 blank
        s.add(line);
    s.startFile("b.csv");
    for (long long line : {2, 3})
        s.add(line);
    return s;
}

} // namespace

// A split's rows as they are served (a streamed table's from its file), in order, unscaled.
at::Tensor rowsOf(const TensorSplit& split)
{
    LoaderPlan plan;
    plan.deviceResident = false;
    BatchLoader loader(split, at::kCPU, plan);
    loader.start(at::arange(split.size(), at::kLong), 64);
    std::vector<at::Tensor> batches;
    while (auto b = loader.next())
        batches.push_back(b->inputs.clone());
    return at::cat(batches);
}

class TestRowSources : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void runsCoverConsecutiveLines()
    {
        const RowSources s = twoFiles();
        QCOMPARE(s.rows(), std::int64_t{7});
        QCOMPARE(s.runs().size(), std::size_t{3}); // a.csv 2-4, a.csv 6-7, b.csv 2-3
        QCOMPARE(s.of(0).first, std::string("a.csv"));
        QCOMPARE(s.of(0).second, 2LL);
        QCOMPARE(s.of(2).second, 4LL);
        QCOMPARE(s.of(3).second, 6LL);
        QCOMPARE(s.of(4).second, 7LL);
        QCOMPARE(s.of(5).first, std::string("b.csv"));
        QCOMPARE(s.of(6).second, 3LL);
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, s.of(7));
    }

    void selectKeepsEachRowsOrigin()
    {
        const RowSources s = twoFiles();
        for (const std::vector<std::int64_t>& rows : {std::vector<std::int64_t>{0, 2, 3, 6}, {6, 0, 4, 1}, {}, {5, 5}}) {
            const RowSources picked = s.select(rows);
            QCOMPARE(picked.rows(), static_cast<std::int64_t>(rows.size()));
            for (std::size_t i = 0; i < rows.size(); ++i) {
                QCOMPARE(picked.of(static_cast<std::int64_t>(i)).first, s.of(rows[i]).first);
                QCOMPARE(picked.of(static_cast<std::int64_t>(i)).second, s.of(rows[i]).second);
            }
        }
        QCOMPARE(s.select({0, 1, 2, 3, 4, 5, 6}).runs().size(), std::size_t{3}); // all of it: the same runs
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, s.select({7}));
    }

    // Rows taken out by a pass over the runs give what selecting the rows kept gives.
    void withoutIsSelectOfTheRest()
    {
        const RowSources s = twoFiles();
        for (const std::vector<std::int64_t>& dropped : {std::vector<std::int64_t>{}, {0}, {6}, {2, 3}, {0, 1, 2, 3, 4, 5, 6}, {1, 4, 5}}) {
            std::vector<std::int64_t> kept;
            for (std::int64_t row = 0; row < s.rows(); ++row)
                if (std::find(dropped.begin(), dropped.end(), row) == dropped.end())
                    kept.push_back(row);
            const RowSources rest = s.without(dropped), picked = s.select(kept);
            QCOMPARE(rest.rows(), picked.rows());
            QCOMPARE(rest.runs().size(), picked.runs().size()); // the same runs, merged alike
            for (std::int64_t i = 0; i < rest.rows(); ++i) {
                QCOMPARE(rest.of(i).first, picked.of(i).first);
                QCOMPARE(rest.of(i).second, picked.of(i).second);
            }
        }
    }

    // A table with a gap every few lines is kept without sources (a run per gap would cost more than
    // it tells).
    void gappyTablesKeepNoSources()
    {
        RowSources dense, gappy;
        dense.startFile("a.csv");
        gappy.startFile("b.csv");
        for (long long line = 2; line < 40000; ++line) {
            dense.add(line + (line > 20000 ? 1 : 0)); // one blank line
            gappy.add(2 * line);                       // every other line blank
        }
        QVERIFY(dense.compact());
        QVERIFY(RowSources::keptIfCompact(dense));
        QVERIFY(!gappy.compact());
        QVERIFY(!RowSources::keptIfCompact(gappy));
    }

    void storedRunsAreChecked()
    {
        const RowSources s = twoFiles();
        RowSources back;
        QVERIFY(RowSources::fromRuns(s.files(), s.runs(), s.rows(), back));
        QCOMPARE(back.of(4).second, 7LL);
        std::vector<RowSources::Run> badRuns = s.runs();
        badRuns[1].file = 5; // no such file
        QVERIFY(!RowSources::fromRuns(s.files(), badRuns, s.rows(), back));
        QVERIFY(back.empty());
        badRuns = s.runs();
        std::swap(badRuns[0], badRuns[1]); // out of order
        QVERIFY(!RowSources::fromRuns(s.files(), badRuns, s.rows(), back));
        QVERIFY(!RowSources::fromRuns(s.files(), s.runs(), 2, back)); // a run past the rows
    }

    // Two shards with blank lines and rows without a target: every held-out row names the file and
    // line it was read from (its "line" column holds that line's number, its "shard" the file's).
    void heldOutRowsNameTheirFileAndLine_data()
    {
        QTest::addColumn<QString>("stream");
        QTest::newRow("in memory") << QStringLiteral("off");
        QTest::newRow("streamed from disk") << QStringLiteral("on");
    }
    void heldOutRowsNameTheirFileAndLine()
    {
        QFETCH(QString, stream);
        QTemporaryDir dir;
        for (int shard = 1; shard <= 2; ++shard) {
            QByteArray csv = "line,shard,x,label\n";
            for (int line = 2; line <= 400; ++line) {
                if (line % 37 == 0) {
                    csv += "\n"; // a blank line
                    continue;
                }
                const bool noTarget = line % 53 == 0;
                csv += QByteArray::number(line) + ',' + QByteArray::number(shard) + ',' + QByteArray::number(line % 7) + ','
                       + (noTarget ? QByteArray() : QByteArray(line % 3 ? "yes" : "no")) + '\n';
            }
            lathe::test::writeFile(dir.filePath(QStringLiteral("part%1.csv").arg(shard)), csv);
        }
        const auto r = parseConfig(R"({"data": {"path": "part*.csv", "target": "label", "normalize": "none", "cache": false, "missing": "mean",
            "splits": {"val": 0.2, "test": 0.2}}, "loader": {"stream": ")" + stream.toStdString() + R"("}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        const DataSplits data = loadDataset(*r.config, [](const Message&) {});
        QCOMPARE(data.train.streamed(), stream == QStringLiteral("on"));
        QVERIFY(!data.train.sources); // not kept: nothing names a training row
        for (const TensorSplit* split : {&data.val, &data.test}) {
            QVERIFY(split->sources);
            // In memory each split has its rows' own; a streamed table's splits share its file's.
            QCOMPARE(split->sources->rows(), split->streamed() ? split->table->rows() : split->size());
            const at::Tensor x = split->streamed() ? rowsOf(*split) : split->inputs.contiguous();
            for (std::int64_t i = 0; i < split->size(); ++i) {
                const auto source = split->source(i);
                QVERIFY(source);
                const auto& [file, line] = *source;
                QCOMPARE(static_cast<long long>(x[i][0].item<float>()), line);
                QCOMPARE(QFileInfo(QString::fromStdString(file)).fileName(),
                         QStringLiteral("part%1.csv").arg(static_cast<int>(x[i][1].item<float>())));
                QVERIFY(line % 53 != 0); // a row without a target was left out with its line
            }
        }
    }

    // Validation data in a file of its own: its rows as read.
    void validationFileRowsAreItsLines()
    {
        QTemporaryDir dir;
        QByteArray train = "x,label\n", val = "x,label\n";
        for (int i = 0; i < 100; ++i)
            train += QByteArray::number(i) + (i % 2 ? ",a\n" : ",b\n");
        for (int i = 0; i < 10; ++i)
            val += QByteArray::number(i + 2) + (i % 2 ? ",a\n" : ",b\n"); // x is the line
        lathe::test::writeFile(dir.filePath(QStringLiteral("train.csv")), train);
        lathe::test::writeFile(dir.filePath(QStringLiteral("验证.csv")), val);
        const auto r = parseConfig(R"({"data": {"path": "train.csv", "val_path": "验证.csv", "target": "label", "normalize": "none",
            "splits": {"test": 0.0}}})",
                                   dir.path().toStdString());
        QVERIFY(r.config);
        const DataSplits data = loadDataset(*r.config, [](const Message&) {});
        QVERIFY(data.val.sources);
        QCOMPARE(data.val.size(), std::int64_t{10});
        for (std::int64_t i = 0; i < 10; ++i) {
            QCOMPARE(QFileInfo(QString::fromStdString(data.val.sources->of(i).first)).fileName(), QStringLiteral("验证.csv"));
            QCOMPARE(data.val.sources->of(i).second, static_cast<long long>(data.val.inputs[i][0].item<float>()));
        }
    }
};

QTEST_GUILESS_MAIN(TestRowSources)
#include "tst_rowsources.moc"
