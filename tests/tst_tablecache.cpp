// The table cache (data.cache): a second load of the same CSV maps what the first one parsed, the
// same tensors, names and missing-value counts; a changed file, other settings or data.cache false
// read the CSV again; a damaged entry is reported and read around; the limit evicts old entries.

#include "config/config.h"
#include "data/dataset.h"
#include "data/rowsources.h"
#include "data/tablecache.h"
#include "testutil.h"

#include <ATen/ATen.h>
#include <QtTest>

using namespace lathe::core;

namespace {

// About 5 MB: past the size below which tables are not cached.
QByteArray table(int rows, int seed)
{
    QByteArray csv = "a,b,kind,label\n";
    for (int i = 0; i < rows; ++i)
        csv += QByteArray::number((i * 7 + seed) % 1000) + "." + QByteArray::number(i % 97) + "," + (i % 50 == 3 ? QByteArray("NA") : QByteArray::number(i % 13))
               + ",k" + QByteArray::number(i % 4) + "," + (i % 3 == 0 ? "yes" : "no") + "\n";
    return csv;
}

struct Load {
    DataSplits data;
    std::vector<std::string> log;
};

Load load(const QTemporaryDir& dir, const std::string& extra = {})
{
    const auto r = parseConfig(R"({"data": {"path": "t.csv", "target": "label", "categorical": ["kind"], "missing": "mean",
        "splits": {"val": 0.2, "test": 0.1})" + extra + "}}", dir.path().toStdString());
    if (!r.config)
        qFatal("%s", r.diagnostics.front().format().c_str());
    Load l;
    l.data = loadDataset(*r.config, [&](const Message& line) { l.log.push_back(line.text()); });
    return l;
}

bool mentions(const std::vector<std::string>& log, const std::string& text)
{
    return std::any_of(log.begin(), log.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

} // namespace

class TestTableCache : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_cache.isValid());
        qputenv("LATHE_CACHE_DIR", m_cache.path().toUtf8());
    }

    void secondLoadMapsWhatTheFirstParsed()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 1));
        const Load cold = load(dir);
        QVERIFY(!mentions(cold.log, "from the table cache"));
        const Load warm = load(dir);
        QVERIFY(mentions(warm.log, "from the table cache"));
        for (const auto& [a, b] : {std::pair{&cold.data.train, &warm.data.train}, {&cold.data.val, &warm.data.val}, {&cold.data.test, &warm.data.test}}) {
            QVERIFY(a->inputs.equal(b->inputs)); // after the same split, fills and scaling
            QVERIFY(a->targets.equal(b->targets));
        }
        // The held-out rows name the same lines of t.csv as when they were read.
        for (const auto& [a, b] : {std::pair{&cold.data.val, &warm.data.val}, {&cold.data.test, &warm.data.test}}) {
            QVERIFY(a->sources && b->sources);
            QCOMPARE(b->sources->rows(), a->size());
            for (std::int64_t i = 0; i < a->size(); i += 997) {
                QCOMPARE(b->sources->of(i).first, a->sources->of(i).first);
                QCOMPARE(b->sources->of(i).second, a->sources->of(i).second);
            }
        }
        QCOMPARE(warm.data.featureNames, cold.data.featureNames);
        QCOMPARE(warm.data.classNames, cold.data.classNames);
        QVERIFY(warm.data.quality["missing"]["columns"] == cold.data.quality["missing"]["columns"]);
        QCOMPARE(warm.data.rawColumns.size(), cold.data.rawColumns.size());
        QCOMPARE(warm.data.rawColumns[2].categories, cold.data.rawColumns[2].categories);
        QVERIFY(warm.data.rawColumns[1].fill == cold.data.rawColumns[1].fill);
        // The cached file is not changed by the split or the scaling of the warm load.
        QVERIFY(mentions(load(dir).log, "from the table cache"));
        QVERIFY(load(dir).data.train.inputs.equal(cold.data.train.inputs));
    }

    // What reading the CSV found — its missing cells, its emptied rows — is said again when the table
    // comes from the cache (a warm run said nothing of them).
    void readingFindingsAreSaidFromTheCacheToo()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 1) + ",,,\n,,,\n");
        const Load cold = load(dir);
        QVERIFY(!mentions(cold.log, "from the table cache"));
        const Load warm = load(dir);
        QVERIFY(mentions(warm.log, "from the table cache"));
        for (const char* said : {"missing cells in 300000 rows: b 6000", "2 row(s) of only empty cells skipped (the first at "}) {
            QVERIFY2(mentions(cold.log, said), said);
            QVERIFY2(mentions(warm.log, said), said);
        }
    }

    // Categories the validation file holds and training does not are said again when the table comes
    // from the cache (the entry keeps what reading found).
    void unseenCategoriesAreSaidFromTheCacheToo()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 1));
        lathe::test::writeFile(dir.filePath(QStringLiteral("v.csv")), "a,b,kind,label\n1,2,k1,yes\n1,2,k9,no\n3,4,k9,yes\n");
        const std::string extra = R"(, "val_path": "v.csv")";
        const std::string warning = "[warning] column \"kind\": 2 value(s) in the validation data that the training data does not hold, the first \"k9\"";
        const Load cold = load(dir, extra);
        QVERIFY(!mentions(cold.log, "from the table cache"));
        QVERIFY(mentions(cold.log, warning));
        const Load warm = load(dir, extra);
        QVERIFY(mentions(warm.log, "from the table cache"));
        QVERIFY(mentions(warm.log, warning));
        QVERIFY(warm.data.record().unseenCategories == cold.data.record().unseenCategories);
        QCOMPARE(warm.data.record().unseenCategories.size(), std::size_t(1));
    }

    void changedFileOrSettingsReadTheCsv()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 1));
        load(dir);
        QVERIFY(mentions(load(dir).log, "from the table cache"));
        QVERIFY(!mentions(load(dir, R"(, "missing_markers": ["NA", "?"])").log, "from the table cache")); // other settings
        QVERIFY(!mentions(load(dir, R"(, "cache": false)").log, "from the table cache"));
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 2)); // other content
        const Load changed = load(dir);
        QVERIFY(!mentions(changed.log, "from the table cache"));
        QVERIFY(mentions(load(dir).log, "from the table cache"));
    }

    void damagedEntryIsReadAround()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 3));
        const Load cold = load(dir);
        for (const QString& entry : QDir(m_cache.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            QFile bin(m_cache.path() + QLatin1Char('/') + entry + QStringLiteral("/train.inputs.bin"));
            QVERIFY(bin.open(QIODevice::ReadWrite));
            QVERIFY(bin.resize(bin.size() / 2));
        }
        const Load again = load(dir);
        QVERIFY(mentions(again.log, "[warning] the table cache entry cannot be used"));
        QVERIFY(again.data.train.inputs.equal(cold.data.train.inputs));
        QVERIFY(mentions(load(dir).log, "from the table cache")); // rewritten whole
    }

    void limitEvictsTheOldestEntries()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 4));
        load(dir, R"(, "cache_limit_gb": 0.02)");
        lathe::test::writeFile(dir.filePath(QStringLiteral("t.csv")), table(300000, 5));
        load(dir, R"(, "cache_limit_gb": 0.02)"); // about 9 MB each: the first entry goes
        QCOMPARE(QDir(m_cache.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
        const Load tiny = load(dir, R"(, "cache": true, "cache_limit_gb": 0.001, "missing_markers": ["NA", "-"])");
        QVERIFY(mentions(tiny.log, "the table is not cached: the table takes"));
    }

private:
    QTemporaryDir m_cache;
};

QTEST_GUILESS_MAIN(TestTableCache)
#include "tst_tablecache.moc"
