// CSV tables streamed from disk (loader.stream "on"): the same splits, fills, scaling and names as the
// table held in memory, the rows read back a chunk at a time; a cache entry written by a streamed run
// serves the next run, streamed or not; temporary files go with the run; the windowed shuffle is a
// permutation that keeps to its windows; fills that need every value at once are refused by name.

#include "config/config.h"
#include "data/datalog.h"
#include "data/dataset.h"
#include "data/loader.h"
#include "data/tablestream.h"
#include "report/report.h"
#include "testutil.h"
#include "util/errors.h"
#include "util/hostmemory.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>
#include <QtTest>

#include <set>
#include <sys/wait.h>
#include <unistd.h>

using namespace lathe::core;

namespace {

// Numbers with holes, a category of 80 values (coded), one of 3 (one-hot, with holes), 3 classes
// (a few labels missing).
QByteArray messyCsv(int rows)
{
    std::mt19937 rng(9);
    std::normal_distribution<double> gauss(0.0, 1.0);
    QByteArray csv = "a,b,city,kind,label\n";
    const char* kinds[] = {"x", "y", "z"};
    for (int i = 0; i < rows; ++i) {
        const double a = gauss(rng), b = 3.0 + 2.0 * gauss(rng);
        csv += (i % 17 == 3 ? QByteArray("NA") : QByteArray::number(a, 'f', 5)) + ',' + QByteArray::number(b, 'f', 4) + ",c"
               + QByteArray::number((i * 7) % 80) + ',' + (i % 23 == 5 ? QByteArray() : QByteArray(kinds[i % 3])) + ','
               + (i % 41 == 7 ? QByteArray() : QByteArray::number(a + 0.2 * b > 1.0 ? 2 : a > 0 ? 1 : 0)) + '\n';
    }
    return csv;
}

Config configFor(const QTemporaryDir& dir, const std::string& data, const std::string& stream)
{
    const auto r = parseConfig(R"({"data": {"path": "t.csv", "target": "label", "categorical": ["city", "kind"], )" + data
                                   + R"(, "splits": {"val": 0.2, "test": 0.1}}, "loader": {"stream": ")" + stream + R"("}})",
                               dir.path().toStdString(), false);
    if (!r.config)
        qFatal("%s", r.diagnostics.front().format().c_str());
    return *r.config;
}

struct Load {
    DataSplits data;
    std::vector<std::string> log;
    bool mentions(const std::string& text) const
    {
        return std::any_of(log.begin(), log.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
    }
};

Load load(const Config& c)
{
    Load l;
    l.data = loadDataset(c, [&](const Message& line) { l.log.push_back(line.text()); });
    return l;
}

// Every row of a split as the loader serves it, in order.
at::Tensor servedRows(const TensorSplit& split)
{
    LoaderPlan plan;
    plan.deviceResident = false;
    BatchLoader loader(split, at::kCPU, plan);
    loader.start(at::arange(split.size(), at::kLong), 97); // batches that straddle chunks and windows
    std::vector<at::Tensor> batches;
    while (auto b = loader.next())
        batches.push_back(b->inputs.clone());
    return at::cat(batches);
}

bool close(const at::Tensor& a, const at::Tensor& b)
{
    return a.sizes() == b.sizes() && at::allclose(a, b, 1e-4, 1e-5, true);
}

} // namespace

class TestTableStream : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // loader.stream "auto" estimates the rows' memory from the first MiB as the reader reads it: a TSV
    // and the same table in UTF-16 (whose 上 is the bytes 0A 4E, a newline's byte) give the CSV's.
    void theEstimateReadsTabsAndUtf16()
    {
        QByteArray csv = "城市,上涨,y\n";
        for (int i = 0; i < 3000; ++i)
            csv += "上海,上上上" + QByteArray::number(i % 7) + ',' + QByteArray::number(i % 2) + '\n';
        QByteArray tsv = csv;
        tsv.replace(',', '\t');
        const QByteArray utf16 = lathe::test::utf16Bytes(QString::fromUtf8(tsv));
        const auto estimate = [](const QByteArray& head) { return estimatedRowBytes(head.toStdString(), static_cast<std::uintmax_t>(head.size()) * 100); };
        const double fromCsv = estimate(csv);
        QCOMPARE(fromCsv, 100.0 * 3001 * 3 * 4); // 100 such heads of 3,001 lines, 3 fields a row, float32
        QCOMPARE(estimate(tsv), fromCsv);
        QVERIFY2(std::abs(estimate(utf16) / fromCsv - 1.0) < 1e-3, qPrintable(QString::number(estimate(utf16) / fromCsv)));
        QCOMPARE(estimate("x,y\n"), -1.0);
    }

    void init()
    {
        QVERIFY(m_cache.isValid());
        qputenv("LATHE_CACHE_DIR", m_cache.path().toUtf8());
    }

    void streamedMatchesInMemory_data()
    {
        QTest::addColumn<QString>("data");
        QTest::newRow("mean, indicators, standard") << QStringLiteral(R"("missing": "mean", "missing_indicator": true, "normalize": "standard")");
        QTest::newRow("drop_rows, minmax") << QStringLiteral(R"("missing": "drop_rows", "normalize": "minmax")");
        QTest::newRow("mean, no scaling") << QStringLiteral(R"("missing": "mean", "normalize": "none")");
    }

    void streamedMatchesInMemory()
    {
        QFETCH(QString, data);
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), messyCsv(3000));
        const std::string settings = data.toStdString() + R"(, "cache": false)";
        const Load memory = load(configFor(dir, settings, "off"));
        const Load streamed = load(configFor(dir, settings, "on"));
        QVERIFY(streamed.mentions("streamed from there"));
        QVERIFY(!memory.mentions("streamed from there"));
        QVERIFY(streamed.data.train.table && !streamed.data.train.inputs.defined());
        QVERIFY(streamed.data.record().streamedFromDisk);
        QVERIFY(dataSummaryHtml(streamed.data.record(), "en").find("Streamed from disk") != std::string::npos);
        QVERIFY(dataSummaryHtml(memory.data.record(), "en").find("Streamed from disk") == std::string::npos);
        QCOMPARE(streamed.data.featureNames, memory.data.featureNames);
        QCOMPARE(streamed.data.classNames, memory.data.classNames);
        QCOMPARE(streamed.data.inputShape, memory.data.inputShape);
        QCOMPARE(streamed.data.trainClassCounts, memory.data.trainClassCounts);
        for (const char* key : {"cells", "columns", "rows_dropped", "filled"}) // (the fills' values: below, to rounding)
            QVERIFY2(streamed.data.quality["missing"].value(key, Json()) == memory.data.quality["missing"].value(key, Json()), key);
        for (std::size_t i = 0; i < memory.data.rawColumns.size(); ++i) {
            const double a = streamed.data.rawColumns[i].fill, b = memory.data.rawColumns[i].fill;
            QVERIFY2((std::isnan(a) && std::isnan(b)) || std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)), memory.data.rawColumns[i].name.c_str());
            QCOMPARE(streamed.data.rawColumns[i].indicator, memory.data.rawColumns[i].indicator);
        }
        QCOMPARE(streamed.data.featureScaling.kind, memory.data.featureScaling.kind);
        QVERIFY(close(at::tensor(streamed.data.featureScaling.shift), at::tensor(memory.data.featureScaling.shift)));
        QVERIFY(close(at::tensor(streamed.data.featureScaling.scale), at::tensor(memory.data.featureScaling.scale)));
        for (const auto& [s, m] : {std::pair{&streamed.data.train, &memory.data.train}, {&streamed.data.val, &memory.data.val},
                                   {&streamed.data.test, &memory.data.test}}) {
            QCOMPARE(s->size(), m->size());
            QVERIFY(s->targets.equal(m->targets));
            QVERIFY(close(servedRows(*s), m->inputs));
        }
        // Without the cache the rows lived in temporary files: nothing is left behind, yet they are
        // still read (through the descriptors held open).
        QCOMPARE(QDir(m_cache.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 0);
    }

    void cacheEntryServesStreamedAndInMemoryRuns()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), messyCsv(250000)); // past the 4 MiB below which tables are not cached
        // A folder a killed run left half written goes when the next entry is stored.
        const pid_t dead = ::fork();
        if (dead == 0)
            ::_exit(0);
        ::waitpid(dead, nullptr, 0);
        lathe::test::writeFile(m_cache.path() + QStringLiteral("/0123.tmp-") + QString::number(dead) + QStringLiteral("-0/train.inputs.bin"), "half");
        const std::string settings = R"("missing": "mean")";
        const Load first = load(configFor(dir, settings, "on"));
        QVERIFY(first.mentions("streamed from there") && first.mentions("into the table cache"));
        QVERIFY(!first.data.val.sources); // a row left out every 41: too gappy to keep for a table streamed from disk
        QCOMPARE(QDir(m_cache.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
        const Load again = load(configFor(dir, settings, "on"));
        QVERIFY(again.mentions("streaming ") && again.mentions("rows from the table cache"));
        QVERIFY(again.data.train.table);
        const Load memory = load(configFor(dir, settings, "off"));
        QVERIFY(memory.mentions("read ") && memory.mentions("rows from the table cache"));
        QVERIFY(memory.data.train.inputs.defined());
        QVERIFY(close(servedRows(again.data.val), memory.data.val.inputs));
        QVERIFY(again.data.train.targets.equal(memory.data.train.targets));
        // What reading found (the missing cells) comes back from the entry the streamed run wrote.
        QVERIFY(first.data.quality["missing"].value("cells", 0) > 0);
        for (const Load* l : {&again, &memory}) {
            QVERIFY(l->data.record().missing);
            QCOMPARE(l->data.record().missing->cells, first.data.record().missing->cells);
            QVERIFY(l->data.record().missing->columns == first.data.record().missing->columns);
        }
    }

    // A stop (the window's Stop, Ctrl-C) at any point of reading a streamed table ends it with
    // ReadingStopped and leaves no half-written folder of its rows behind (a table this small is not
    // cached: its rows go to temporary files in the cache folder); once the stop is gone the same
    // table reads in full.
    void aStopAtAnyAskEndsTheReading()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), messyCsv(3000));
        const Config c = configFor(dir, R"("missing": "mean", "normalize": "standard")", "on");
        int asks = 0; // a whole read: each block of lines, each chunk of each pass over the rows
        DataLog counting([](const Message&) {});
        counting.stopWhen([&asks] { return ++asks < 0; });
        loadDataset(c, counting);
        QVERIFY2(asks >= 4, qPrintable(QString::number(asks))); // the file's block, the encoding, the passes
        QDir(m_cache.path()).removeRecursively();
        for (int stopAt = 1; stopAt <= asks; ++stopAt) {
            int asked = 0;
            DataLog stopping([](const Message&) {});
            stopping.stopWhen([&] { return ++asked == stopAt; });
            QVERIFY_THROWS_EXCEPTION(ReadingStopped, loadDataset(c, stopping));
            QCOMPARE(asked, stopAt);
            QVERIFY(!QDir(m_cache.path()).exists() || QDir(m_cache.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
        }
        const Load whole = load(c);
        QVERIFY(whole.mentions("streamed from there"));
        QVERIFY(whole.data.train.table && whole.data.train.size() > 0);
    }

    void fillsThatNeedEveryValueAreRefused_data()
    {
        QTest::addColumn<QString>("data");
        QTest::addColumn<QString>("loader");
        QTest::addColumn<QString>("expected");
        QTest::newRow("median") << QStringLiteral(R"("missing": "median")") << QString() << QStringLiteral("data.missing \"median\"");
        QTest::newRow("most_frequent") << QStringLiteral(R"("missing": "most_frequent")") << QString() << QStringLiteral("\"a\"");
        QTest::newRow("balanced sampler") << QStringLiteral(R"("missing": "mean")") << QStringLiteral(R"(, "sampler": "balanced")")
                                          << QStringLiteral("loader.sampler \"balanced\"");
    }

    void fillsThatNeedEveryValueAreRefused()
    {
        QFETCH(QString, data);
        QFETCH(QString, loader);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), messyCsv(500));
        const auto r = parseConfig(R"({"data": {"path": "t.csv", "target": "label", "categorical": ["city", "kind"], )" + data.toStdString()
                                       + R"(}, "loader": {"stream": "on")" + loader.toStdString() + "}}",
                                   dir.path().toStdString(), false);
        QVERIFY(r.config);
        try {
            loadDataset(*r.config, [](const Message&) {});
            QFAIL("no DataError");
        } catch (const DataError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("loader.stream")), e.what());
        }
    }

    // Chunks are read through a small cache: rows in any order come out right, chunks evicted and
    // read again as needed.
    void chunksServeRowsInAnyOrder()
    {
        QTemporaryDir dir;
        const std::int64_t rows = 5000, width = 7;
        const at::Tensor table = at::arange(rows * width, at::kFloat).view({rows, width});
        const std::string path = dir.filePath(QStringLiteral("rows.bin")).toStdString();
        {
            OutputFile out(path, false);
            out.write(table.data_ptr<float>(), static_cast<std::size_t>(table.nbytes()));
            out.close();
        }
        auto file = std::make_shared<TableFile>(path, rows, width);
        TableChunks chunks(file, 3 * 100 * width * 4, 100 * width * 4); // chunks of 100 rows, 3 kept
        QCOMPARE(chunks.chunkRows(), std::int64_t(100));
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(3);
        const at::Tensor order = at::randperm(rows, gen, at::kLong);
        at::Tensor got = at::empty({rows, width}, at::kFloat);
        chunks.gather(order.data_ptr<std::int64_t>(), rows, got.data_ptr<float>());
        QVERIFY(got.equal(table.index_select(0, order)));
        QVERIFY_EXCEPTION_THROWN(TableFile(path, rows + 1, width), DataError); // a file shorter than it should be
    }

    void windowedShuffleKeepsToItsWindows()
    {
        const std::int64_t n = 1003, block = 10, window = 4;
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(1);
        std::vector<std::int64_t> starts;
        for (std::int64_t i = 0; i < n; i += block)
            starts.push_back(i);
        const at::Tensor order = windowedShuffle(n, starts, window, gen);
        QVERIFY(std::get<0>(order.sort()).equal(at::arange(n, at::kLong))); // every sample once
        QVERIFY(!order.equal(at::arange(n, at::kLong)));
        // Each run of window × block positions draws from `window` blocks only.
        const auto* o = order.data_ptr<std::int64_t>();
        std::int64_t position = 0;
        while (position < n) {
            std::set<std::int64_t> blocks;
            std::int64_t taken = 0;
            while (position < n && (blocks.size() < static_cast<std::size_t>(window) || blocks.count(o[position] / block))) {
                blocks.insert(o[position++] / block);
                if (++taken > window * block)
                    QFAIL("a window holds more than its blocks");
            }
            QVERIFY(blocks.size() <= static_cast<std::size_t>(window));
        }
        at::Generator same = at::make_generator<at::CPUGeneratorImpl>(1), other = at::make_generator<at::CPUGeneratorImpl>(2);
        QVERIFY(windowedShuffle(n, starts, window, same).equal(order));
        QVERIFY(!windowedShuffle(n, starts, window, other).equal(order));
    }

    // A memory cgroup's limit is what "available" means inside it (a Slurm job, a container).
    void cgroupLimitBoundsAvailableMemory()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        lathe::test::writeFile(root + QStringLiteral("/self-v1"), "4:memory:/job_7\n0::/\n");
        lathe::test::writeFile(root + QStringLiteral("/memory/job_7/memory.limit_in_bytes"), "4294967296\n");
        lathe::test::writeFile(root + QStringLiteral("/memory/job_7/memory.usage_in_bytes"), "1073741824\n");
        lathe::test::writeFile(root + QStringLiteral("/memory/job_7/memory.stat"), "cache 9\ntotal_inactive_file 536870912\n");
        QCOMPARE(cgroupMemoryLeft(QString(root + QStringLiteral("/self-v1")).toStdString(), root.toStdString()), std::int64_t(3758096384));
        lathe::test::writeFile(root + QStringLiteral("/self-v2"), "0::/user/lathe\n");
        lathe::test::writeFile(root + QStringLiteral("/user/lathe/memory.max"), "2147483648\n");
        lathe::test::writeFile(root + QStringLiteral("/user/lathe/memory.current"), "1073741824\n");
        QCOMPARE(cgroupMemoryLeft(QString(root + QStringLiteral("/self-v2")).toStdString(), root.toStdString()), std::int64_t(1073741824));
        lathe::test::writeFile(root + QStringLiteral("/user/lathe/memory.max"), "max\n");
        QCOMPARE(cgroupMemoryLeft(QString(root + QStringLiteral("/self-v2")).toStdString(), root.toStdString()), std::int64_t(-1));
    }

private:
    QTemporaryDir m_cache;
};

QTEST_GUILESS_MAIN(TestTableStream)
#include "tst_tablestream.moc"
