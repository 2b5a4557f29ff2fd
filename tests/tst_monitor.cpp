// The device monitor: NVML through a fake library built by the tests, process and host statistics
// from /proc, the samples in a run folder, and a clear note when NVML is missing.

#include "config/config.h"
#include "monitor/devicemonitor.h"
#include "monitor/nvml.h"
#include "testutil.h"
#include "train/session.h"
#include "util/errors.h"

#include <QtTest>

#include <fstream>
#include <mutex>

using namespace lathe::core;

class TestMonitor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nvmlBindingReadsTheFakeGpus()
    {
        Message why;
        auto nvml = Nvml::load(LATHE_FAKE_NVML, why);
        QVERIFY2(nvml, why.text().c_str());
        QCOMPARE(nvml->deviceCount(), 2);
        const auto g1 = nvml->read(1);
        QVERIFY(g1);
        QCOMPARE(QString::fromStdString(g1->name), QStringLiteral("Fake GPU 1"));
        QCOMPARE(g1->utilisation, 47.0);
        QCOMPARE(g1->memoryUsed, double(2ULL << 30));
        QCOMPARE(g1->memoryTotal, double(80ULL << 30));
        QCOMPARE(g1->powerWatts, 250.5);
        QCOMPARE(g1->temperatureC, 61.0);
        QCOMPARE(g1->smClockMHz, -1.0); // not offered by this library: unknown, not zero
        QVERIFY(!nvml->read(5));
    }

    // NVML counts every GPU in PCI order; CUDA only those in CUDA_VISIBLE_DEVICES, in its own order.
    // Readings must be matched through the PCI bus id, or the run would chart another job's GPU.
    void nvmlDevicesAreMatchedToCudaIndices()
    {
        Message why;
        auto nvml = Nvml::load(LATHE_FAKE_NVML, why);
        QVERIFY2(nvml, why.text().c_str());
        QCOMPARE(nvml->indexOfPciBusId("0000:01:00.0"), std::optional<int>(1));
        QVERIFY(!nvml->indexOfPciBusId("0000:07:00.0"));
        // CUDA_VISIBLE_DEVICES=1: cuda:0 is NVML's device 1; NVML's device 0 is not ours.
        QCOMPARE(DeviceMonitor::cudaIndexOfNvmlDevices(*nvml, {"0000:01:00.0"}), (std::vector<int>{-1, 0}));
        // Both visible, CUDA's order reversed.
        QCOMPARE(DeviceMonitor::cudaIndexOfNvmlDevices(*nvml, {"0000:01:00.0", "0000:00:00.0"}), (std::vector<int>{1, 0}));
        // No CUDA devices, or one NVML cannot place: no mapping (readings keep NVML's index).
        QVERIFY(DeviceMonitor::cudaIndexOfNvmlDevices(*nvml, {}).empty());
        QVERIFY(DeviceMonitor::cudaIndexOfNvmlDevices(*nvml, {"0000:00:00.0", "bogus"}).empty());
    }

    void missingLibraryIsExplained()
    {
        Message why;
        QVERIFY(!Nvml::load("/nonexistent/libnvidia-ml.so.1", why));
        QVERIFY2(QString::fromStdString(why.text()).contains(QStringLiteral("NVML is not available")), why.text().c_str());
    }

    void samplesAtTheInterval()
    {
        std::mutex m;
        std::vector<DeviceSampleEvent> samples;
        std::vector<std::string> notes;
        {
            DeviceMonitor monitor({40, LATHE_FAKE_NVML, -1},
                                  [&](const DeviceSampleEvent& s) { std::lock_guard l(m); samples.push_back(s); },
                                  [&](const Message& n) { notes.push_back(n.text()); });
            monitor.start();
            // Keep a core busy until five samples are in (however long the machine takes), so the
            // process CPU figure has something to measure.
            const auto taken = [&] {
                std::lock_guard l(m);
                return samples.size();
            };
            const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
            volatile double x = 0;
            while (taken() < 5 && std::chrono::steady_clock::now() < deadline)
                x = x + 1.0;
            monitor.stop();
        }
        QVERIFY(notes.empty());
        QVERIFY2(samples.size() >= 5, qPrintable(QString::number(samples.size())));
        const auto& s = samples.back();
        QCOMPARE(s.gpus.size(), std::size_t(2));
        QCOMPARE(s.gpus[0].utilisation, 37.0);
        QVERIFY(s.processCpuPercent > 20.0);
        QVERIFY(s.processRssBytes > 1e6);
        QVERIFY(s.hostCpuPercent >= 0.0 && s.hostCpuPercent <= 100.0);
        for (std::size_t i = 1; i < samples.size(); ++i)
            QVERIFY(samples[i].seconds > samples[i - 1].seconds);
    }

    void runFolderGetsDeviceSamples()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(3000));
        const auto r = parseConfig(R"({"data": {"path": "rings.csv", "target": "label"}, "training": {"epochs": 3, "batch_size": 8},
            "monitor": {"interval_ms": 50}, "output": {"runs_dir": "runs"}})", dir.path().toStdString());
        QVERIFY(r.config);
        class Sink : public EventSink {
        public:
            void onDeviceSample(const DeviceSampleEvent&) override { ++samples; }
            void onFinished(const RunFinishedEvent& e) override { finished = e; }
            std::atomic<int> samples{0};
            RunFinishedEvent finished;
        } sink;
        SessionOptions options;
        options.nvmlLibrary = LATHE_FAKE_NVML;
        Session session(*r.config, sink, options);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));
        QVERIFY(sink.samples >= 2);
        std::ifstream in(sink.finished.runDir + "/device.jsonl");
        int lines = 0;
        for (std::string line; std::getline(in, line); ++lines) {
            const Json j = Json::parse(line);
            QCOMPARE(j.at("gpus").size(), std::size_t(2));
            QCOMPARE(j.at("gpus")[1].at("power_w").get<double>(), 250.5);
        }
        QCOMPARE(lines, sink.samples.load());
    }
};

QTEST_GUILESS_MAIN(TestMonitor)
#include "tst_monitor.moc"
