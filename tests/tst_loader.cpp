// The batch loader: worker threads and host buffers serve exactly the batches an in-place gather
// would, in order, across restarts; streamed image folders decode the same pixels as loaded ones
// and name a corrupt file; the placement decision; training results do not depend on the loader.

#include "config/config.h"
#include "data/dataset.h"
#include "data/loader.h"
#include "testimages.h"
#include "testutil.h"
#include "train/session.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <ATen/CPUGeneratorImpl.h>

#include <QtTest>

#include <fstream>

using namespace lathe::core;

namespace {

TensorSplit numbered(std::int64_t n)
{
    // Row i holds i, i + 0.5, i + 0.25: a wrong or shifted row is visible.
    const at::Tensor i = at::arange(n, at::kFloat).unsqueeze(1);
    return {at::cat({i, i + 0.5, i + 0.25}, 1), at::arange(n, at::kLong)};
}

LoaderPlan hostPlan(int workers, int prefetch)
{
    LoaderPlan p;
    p.deviceResident = false;
    p.workers = workers;
    p.prefetch = prefetch;
    return p;
}

std::vector<Batch> drain(BatchLoader& loader)
{
    std::vector<Batch> out;
    while (auto b = loader.next())
        out.push_back({b->inputs.clone(), b->targets.clone()}); // host buffers are reused
    return out;
}

Config imageConfig(const QTemporaryDir& dir, const std::string& stream)
{
    const auto r = parseConfig(R"({"name": "streamed", "data": {"source": "image_folder", "path": "images", "image_height": 8,
        "image_width": 8, "channels": 3, "splits": {"val": 0.25, "test": 0.0}},
        "model": {"kind": "cnn2d", "channels": [4], "hidden": [8]},
        "training": {"epochs": 1, "batch_size": 4, "seed": 5},
        "loader": {"stream": ")" + stream + R"(", "workers": 2}, "output": {"runs_dir": "runs", "export_model": false},
        "monitor": {"enabled": false}})",
                               dir.path().toStdString());
    if (!r.config)
        qFatal("bad test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

void writeImageFolder(const QTemporaryDir& dir)
{
    for (int i = 0; i < 8; ++i) {
        lathe::test::writeImage(dir.filePath(QStringLiteral("images/ant/%1.png").arg(i)), 8, 8, "PNG", false, 20 * i);
        lathe::test::writeImage(dir.filePath(QStringLiteral("images/bee/%1.jpg").arg(i)), 12, 10, "JPG", false, 200 - 20 * i);
    }
}

struct Sink : EventSink {
    std::mutex m;
    std::vector<EpochEvent> epochs;
    std::vector<std::string> logs;
    RunFinishedEvent finished;
    void onEpoch(const EpochEvent& e) override { std::lock_guard l(m); epochs.push_back(e); }
    void onLog(const LogEvent& e) override { std::lock_guard l(m); logs.push_back(e.text); }
    void onFinished(const RunFinishedEvent& e) override { std::lock_guard l(m); finished = e; }
};

} // namespace

class TestLoader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void workersServeTheInPlaceBatches_data()
    {
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("prefetch");
        QTest::addColumn<int>("firstBatch");
        QTest::newRow("training thread") << 0 << 2 << 0;
        QTest::newRow("1 worker") << 1 << 1 << 0;
        QTest::newRow("3 workers, deep prefetch") << 3 << 6 << 0;
        QTest::newRow("resumed mid-pass") << 2 << 2 << 4;
    }

    void workersServeTheInPlaceBatches()
    {
        QFETCH(int, workers);
        QFETCH(int, prefetch);
        QFETCH(int, firstBatch);
        const TensorSplit split = numbered(103);
        at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(9);
        const at::Tensor order = at::randperm(103, gen, at::kLong);

        BatchLoader reference(split, c10::Device(c10::kCPU), LoaderPlan{});
        reference.start(order, 10, firstBatch);
        const auto expected = drain(reference);
        QCOMPARE(expected.size(), std::size_t(11 - firstBatch)); // ten of 10 and one of 3
        QCOMPARE(expected.back().size(), std::int64_t(3));

        BatchLoader loader(split, c10::Device(c10::kCPU), hostPlan(workers, prefetch));
        for (int pass = 0; pass < 3; ++pass) { // buffers and threads are reused from pass to pass
            loader.start(order, 10, firstBatch);
            const auto got = drain(loader);
            QCOMPARE(got.size(), expected.size());
            for (std::size_t i = 0; i < got.size(); ++i) {
                QVERIFY(at::equal(got[i].inputs, expected[i].inputs));
                QVERIFY(at::equal(got[i].targets, expected[i].targets));
            }
        }
    }

    void restartMidPassAndDestroyWhileBusy()
    {
        const TensorSplit split = numbered(500);
        for (int round = 0; round < 20; ++round) {
            BatchLoader loader(split, c10::Device(c10::kCPU), hostPlan(3, 4));
            loader.start(at::arange(500, at::kLong), 7);
            QVERIFY(loader.next().has_value());
            QVERIFY(loader.next().has_value());
            // A new pass while workers are busy with the old one: the first batch is the new pass's.
            loader.start(at::arange(499, -1, -1, at::kLong), 5);
            const auto b = loader.next();
            QVERIFY(b.has_value());
            QCOMPARE(b->targets[0].item<std::int64_t>(), std::int64_t(499));
            QCOMPARE(b->size(), std::int64_t(5));
            // Destroyed here with batches ready and workers waiting: must not hang or crash.
        }
    }

    void streamedFolderDecodesTheSamePixels()
    {
        QTemporaryDir dir;
        writeImageFolder(dir);
        const DataLog quiet = [](const Message&) {};
        const DataSplits loaded = loadDataset(imageConfig(dir, "off"), quiet);
        const DataSplits streamed = loadDataset(imageConfig(dir, "on"), quiet);
        QVERIFY(!loaded.train.streamed());
        QVERIFY(streamed.train.streamed());
        QCOMPARE(streamed.classNames, loaded.classNames);
        QCOMPARE(streamed.inputShape, loaded.inputShape);
        QVERIFY(at::equal(streamed.train.targets, loaded.train.targets));
        QVERIFY(at::equal(streamed.val.targets, loaded.val.targets));
        // All 12 training images are in the statistics sample, summed in another order.
        for (std::size_t ch = 0; ch < 3; ++ch)
            QVERIFY(std::abs(streamed.imageNormalisation.mean[ch] - loaded.imageNormalisation.mean[ch]) < 1e-6);
        QCOMPARE(streamed.train.bytes(), loaded.train.bytes());

        BatchLoader loader(streamed.train, c10::Device(c10::kCPU), hostPlan(2, 2));
        loader.start(at::arange(streamed.train.size(), at::kLong).flip(0), 5);
        const auto batches = drain(loader);
        const at::Tensor all = at::cat({batches[0].inputs, batches[1].inputs, batches[2].inputs});
        QVERIFY(at::equal(all, loaded.train.inputs.flip(0)));
    }

    void streamedCorruptImageIsNamed()
    {
        QTemporaryDir dir;
        writeImageFolder(dir);
        lathe::test::writeFile(dir.filePath(QStringLiteral("images/bee/broken.jpg")), "\xff\xd8\xff\xe0 not really a jpeg");
        Config c = imageConfig(dir, "on");
        DataSplits d;
        try {
            d = loadDataset(c, [](const Message&) {});
        } catch (const DataError& e) { // the statistics sample may decode it first
            QVERIFY2(std::string(e.what()).find("broken.jpg") != std::string::npos, e.what());
            return;
        }
        BatchLoader loader(d.train, c10::Device(c10::kCPU), hostPlan(2, 2));
        loader.start(at::arange(d.train.size(), at::kLong), 4);
        try {
            drain(loader);
            QFAIL("the corrupt image was not reported");
        } catch (const DataError& e) {
            QVERIFY2(std::string(e.what()).find("broken.jpg") != std::string::npos, e.what());
        }
    }

    void placementDecision()
    {
        DataSplits d;
        d.train = numbered(1000); // 12 kB of inputs + 8 kB of targets
        LoaderConfig auto_;
        const c10::Device cpu(c10::kCPU), gpu(c10::kCUDA, 0);
        QVERIFY(planLoader(auto_, d, cpu, -1).deviceResident);
        LoaderConfig twoWorkers;
        twoWorkers.workers = 2;
        const LoaderPlan cpuWorkers = planLoader(twoWorkers, d, cpu, -1);
        QVERIFY(!cpuWorkers.deviceResident);
        QCOMPARE(cpuWorkers.workers, 2);
        QVERIFY(!cpuWorkers.pinned); // pinning is for copies to a GPU

        const LoaderPlan fits = planLoader(auto_, d, gpu, 1 << 20);
        QVERIFY2(fits.deviceResident, fits.reason.text().c_str());
        const LoaderPlan tooBig = planLoader(auto_, d, gpu, 30000); // 20 kB > 50% of 30 kB
        QVERIFY2(!tooBig.deviceResident, tooBig.reason.text().c_str());
        QVERIFY(tooBig.pinned);
        QVERIFY(tooBig.workers >= 1);
        QVERIFY(tooBig.reason.text().find("50%") != std::string::npos);
        LoaderConfig off;
        off.gpuResident = "off";
        off.pinMemory = false;
        QVERIFY(!planLoader(off, d, gpu, 1 << 30).deviceResident);
        QVERIFY(!planLoader(off, d, gpu, 1 << 30).pinned);
        LoaderConfig on;
        on.gpuResident = "on";
        QVERIFY(planLoader(on, d, gpu, 100).deviceResident);

        d.train.files = std::make_shared<std::vector<std::filesystem::path>>(1000);
        d.train.sampleShape = {1, 2, 2};
        QVERIFY(!planLoader(on, d, gpu, 1 << 30).deviceResident); // files stay on the host
        QVERIFY(!planLoader(auto_, d, cpu, -1).deviceResident);    // decoded by workers on a CPU too
    }

    void trainingDoesNotDependOnTheLoader()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(300));
        double losses[2];
        const char* loaders[2] = {R"({"workers": 0})", R"({"workers": 3, "prefetch": 3})"};
        for (int i = 0; i < 2; ++i) {
            const auto r = parseConfig(std::string(R"({"data": {"path": "rings.csv", "target": "label"}, "model": {"kind": "mlp"},
                "training": {"epochs": 2, "batch_size": 16, "seed": 4}, "output": {"runs_dir": "runs"}, "loader": )")
                                           + loaders[i] + "}",
                                       dir.path().toStdString());
            QVERIFY(r.config);
            Sink sink;
            Session s(*r.config, sink);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
            losses[i] = sink.epochs.back().metrics.at("val_loss");
            const bool said = std::any_of(sink.logs.begin(), sink.logs.end(),
                                          [](const std::string& l) { return l.rfind("loader: ", 0) == 0; });
            QVERIFY(said);
        }
        QCOMPARE(losses[0], losses[1]);
    }

    void streamedFolderTrainsEndToEnd()
    {
        QTemporaryDir dir;
        writeImageFolder(dir);
        Sink sink;
        Session s(imageConfig(dir, "on"), sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
        QCOMPARE(sink.epochs.size(), std::size_t(1));
        QVERIFY(sink.epochs.back().metrics.count("val_accuracy"));
        std::ifstream data(std::filesystem::path(sink.finished.runDir) / "data.json");
        QVERIFY(Json::parse(data).value("streamed_from_disk", false));
    }
};

QTEST_MAIN(TestLoader)
#include "tst_loader.moc"
