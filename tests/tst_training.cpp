// Training through the Session API: an MLP learns a non-linear problem, events arrive in order, the
// run folder holds what it should, and stop/pause work from another thread.

#include "config/config.h"
#include "testutil.h"
#include "train/schedule.h"
#include "tune/advice.h"
#include "train/session.h"
#include "util/outofmemory.h"

#include <c10/util/Exception.h>
#include "util/errors.h"

#include <QtTest>

#include <fstream>
#include <functional>
#include <mutex>

using namespace lathe::core;

namespace {

// Records every event; thread-safe because the session calls it from its own thread.
class RecordingSink : public EventSink {
public:
    void onRunStarted(const RunStartedEvent& e) override { add("started"); std::lock_guard l(m); started = e; }
    void onBatch(const BatchEvent& e) override { add("batch"); std::lock_guard l(m); batches.push_back(e); }
    void onEpoch(const EpochEvent& e) override { add("epoch"); std::lock_guard l(m); epochs.push_back(e); }
    void onLog(const LogEvent& e) override { std::lock_guard l(m); logs.push_back(e.text); }
    void onFinished(const RunFinishedEvent& e) override { add("finished"); std::lock_guard l(m); finished = e; }

    std::vector<std::string> sequence() { std::lock_guard l(m); return seq; }
    std::size_t batchCount() { std::lock_guard l(m); return batches.size(); }

    std::mutex m;
    std::vector<std::string> seq;
    RunStartedEvent started;
    std::vector<BatchEvent> batches;
    std::vector<EpochEvent> epochs;
    std::vector<std::string> logs;
    RunFinishedEvent finished;

private:
    void add(const char* s) { std::lock_guard l(m); if (seq.empty() || seq.back() != s || std::string(s) != "batch") seq.push_back(s); }
};

Config ringsConfig(const QTemporaryDir& dir, const std::string& training, int rows = 1200)
{
    lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(rows));
    const std::string text = R"({"name": "rings", "data": {"path": "rings.csv", "target": "label", "splits": {"val": 0.2, "test": 0.1}},
        "model": {"kind": "mlp", "hidden": [32, 32], "dropout": 0.0},
        "training": )" + training + R"(, "output": {"runs_dir": "runs"}})";
    const auto r = parseConfig(text, dir.path().toStdString());
    if (!r.config)
        qFatal("invalid test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

} // namespace

class TestTraining : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void mlpLearnsRingsAndWritesRunFolder()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 25, "batch_size": 64, "lr": 0.01, "seed": 3})");
        RecordingSink sink;
        Session session(c, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));

        QCOMPARE(sink.finished.status, RunFinishedEvent::Status::Completed);
        const double valAccuracy = sink.epochs.back().metrics.at("val_accuracy");
        QVERIFY2(valAccuracy >= 0.90, qPrintable(QString::number(valAccuracy)));
        QVERIFY(sink.finished.finalMetrics.count("test_accuracy"));
        QVERIFY(sink.finished.finalMetrics.at("test_accuracy") >= 0.85);

        const auto seq = sink.sequence();
        QCOMPARE(QString::fromStdString(seq.front()), QStringLiteral("started"));
        QCOMPARE(QString::fromStdString(seq.back()), QStringLiteral("finished"));
        QCOMPARE(sink.epochs.size(), std::size_t(25));
        for (std::size_t i = 0; i < sink.epochs.size(); ++i)
            QCOMPARE(sink.epochs[i].epoch, int(i + 1));
        QVERIFY(!sink.batches.empty());
        QCOMPARE(sink.started.trainSamples, std::int64_t(840));

        const QDir run(QString::fromStdString(sink.finished.runDir));
        QVERIFY(run.absolutePath().startsWith(dir.path() + QStringLiteral("/runs/rings-")));
        for (const char* f : {"config.json", "metrics.jsonl", "log.txt", "data.json", "summary.json", "model.pt",
                              "checkpoints/last.pt", "checkpoints/last.optim.pt", "checkpoints/best.pt"})
            QVERIFY2(run.exists(QLatin1String(f)), f);
        std::ifstream metrics(run.filePath(QStringLiteral("metrics.jsonl")).toStdString());
        int lines = 0;
        for (std::string line; std::getline(metrics, line); ++lines)
            QVERIFY(Json::parse(line).contains("val_loss"));
        QCOMPARE(lines, 25);
        // The feature scaling the model was trained with is recorded for whoever uses the model.
        std::ifstream dataJson(run.filePath(QStringLiteral("data.json")).toStdString());
        const Json data = Json::parse(dataJson);
        QCOMPARE(data["feature_normalisation"]["kind"].get<std::string>(), std::string("standard"));
        QCOMPARE(data["feature_normalisation"]["shift"].size(), std::size_t(3)); // x, y, noise
        QCOMPARE(data["feature_normalisation"]["scale"].size(), std::size_t(3));
        // The saved config is the one that ran, defaults filled in, and loads again.
        const auto saved = loadConfigFile(run.filePath(QStringLiteral("config.json")).toStdString(), false);
        QVERIFY(saved.config);
        QCOMPARE(saved.config->training.epochs, 25);
    }

    void sameSeedSameResultOnCpu()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 2, "batch_size": 32, "seed": 11})", 400);
        double losses[2];
        for (double& loss : losses) {
            RecordingSink sink;
            Session s(c, sink);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
            loss = sink.epochs.back().metrics.at("val_loss");
        }
        QCOMPARE(losses[0], losses[1]);
    }

    void stopEndsWithinAStepAndSavesCheckpoint()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 100000, "batch_size": 8})", 4000);
        RecordingSink sink;
        Session session(c, sink);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(sink.batchCount() >= 2, 60000);
        session.requestStop();
        QCOMPARE(session.wait(), int(ExitInterrupted));
        QCOMPARE(sink.finished.status, RunFinishedEvent::Status::Stopped);
        QVERIFY(sink.finished.checkpointSaved);
        QVERIFY(QFile::exists(QString::fromStdString(sink.finished.runDir) + QStringLiteral("/checkpoints/last.pt")));
    }

    void pauseHoldsTraining()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 100000, "batch_size": 8})", 4000);
        RecordingSink sink;
        Session session(c, sink);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(sink.batchCount() >= 1, 60000);
        session.pause();
        QTest::qWait(400); // let the step in flight finish
        const auto paused = sink.batchCount();
        QTest::qWait(600);
        QCOMPARE(sink.batchCount(), paused);
        session.resume();
        QTRY_VERIFY_WITH_TIMEOUT(sink.batchCount() > paused, 10000);
        session.requestStop();
        QCOMPARE(session.wait(), int(ExitInterrupted));
    }

    void resumeAfterMidEpochStopMatchesUninterruptedRun_data()
    {
        QTest::addColumn<bool>("deviceStep");
        QTest::newRow("ordinary step") << false;
        QTest::newRow("sync-free step (what CUDA graphs capture)") << true;
    }

    void resumeAfterMidEpochStopMatchesUninterruptedRun()
    {
        QFETCH(bool, deviceStep);
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(600));
        // Dropout and momentum make the result depend on RNG and optimizer state, which resuming must restore.
        const auto r = parseConfig(R"({"name": "resume", "data": {"path": "rings.csv", "target": "label"},
            "model": {"kind": "mlp", "hidden": [16, 16], "dropout": 0.2},
            "training": {"epochs": 4, "batch_size": 32, "optimizer": "sgd", "lr": 0.05, "seed": 5},
            "output": {"runs_dir": "runs"}})", dir.path().toStdString());
        QVERIFY(r.config);

        SessionOptions plain;
        plain.deviceStepWithoutGraph = deviceStep;
        RecordingSink full;
        Session uninterrupted(*r.config, full, plain);
        uninterrupted.start();
        QCOMPARE(uninterrupted.wait(), int(ExitSuccess));

        // Stop in the middle of epoch 3 (15 steps per epoch), then continue from the checkpoint.
        class StopAt : public RecordingSink {
        public:
            Session* session = nullptr;
            void onBatch(const BatchEvent& e) override
            {
                RecordingSink::onBatch(e);
                if (e.globalStep == 37)
                    session->requestStop();
            }
        } partial;
        SessionOptions every = plain;
        every.batchEventSeconds = 0.0;
        Session first(*r.config, partial, every);
        partial.session = &first;
        first.start();
        QCOMPARE(first.wait(), int(ExitInterrupted));
        QCOMPARE(partial.epochs.size(), std::size_t(2));

        RecordingSink resumed;
        SessionOptions resume = plain;
        resume.resumeDir = partial.finished.runDir;
        Session second(*r.config, resumed, resume);
        second.start();
        QCOMPARE(second.wait(), int(ExitSuccess));
        QCOMPARE(resumed.started.startEpoch, 3);
        QCOMPARE(resumed.epochs.size(), std::size_t(2));
        for (const char* key : {"train_loss", "val_loss", "val_accuracy"}) {
            QCOMPARE(resumed.epochs.back().metrics.at(key), full.epochs.back().metrics.at(key));
            QCOMPARE(resumed.finished.finalMetrics.at(key), full.finished.finalMetrics.at(key));
        }
        // The run folder holds one metrics line per epoch across both sessions.
        std::ifstream metrics(partial.finished.runDir + "/metrics.jsonl");
        int lines = 0;
        for (std::string line; std::getline(metrics, line);)
            ++lines;
        QCOMPARE(lines, 4);
    }

    void deviceStepTrainsLikeTheOrdinaryStep_data()
    {
        QTest::addColumn<QString>("training");
        QTest::addColumn<QString>("amp");
        // Relative tolerance on the training loss: the fused kernels round differently, fp16 magnifies it.
        QTest::addColumn<double>("tolerance");
        QTest::newRow("adamw, clipping") << QStringLiteral(R"({"epochs": 3, "batch_size": 32, "lr": 0.01, "grad_clip": 0.5, "seed": 2})") << QStringLiteral("off") << 1e-5;
        QTest::newRow("sgd nesterov") << QStringLiteral(R"({"epochs": 3, "batch_size": 32, "optimizer": "sgd", "lr": 0.05, "momentum": 0.9, "nesterov": true, "seed": 2})") << QStringLiteral("off") << 1e-5;
        QTest::newRow("fp16 + loss scaler") << QStringLiteral(R"({"epochs": 3, "batch_size": 32, "lr": 0.01, "seed": 2})") << QStringLiteral("fp16") << 2e-2;
    }

    // The step that CUDA graphs capture (fused optimizer, clipping and unscaling on the device, static
    // buffers) trains like the ordinary one; the last, smaller batch of each epoch (about 750 training
    // rows, not a multiple of 32) takes the ordinary step in between.
    void deviceStepTrainsLikeTheOrdinaryStep()
    {
        QFETCH(QString, training);
        QFETCH(QString, amp);
        QFETCH(double, tolerance);
        QTemporaryDir dir;
        Json doc = ringsConfig(dir, training.toStdString(), 1072).json;
        doc["precision"]["amp"] = amp.toStdString();
        const auto r = parseConfig(doc.dump(), dir.path().toStdString());
        QVERIFY(r.config);
        std::map<std::string, double> results[2];
        for (int device = 0; device < 2; ++device) {
            SessionOptions options;
            options.deviceStepWithoutGraph = device == 1;
            RecordingSink sink;
            Session session(*r.config, sink, options);
            session.start();
            QCOMPARE(session.wait(), int(ExitSuccess));
            results[device] = sink.finished.finalMetrics;
        }
        // The training loss follows every step. Validation is compared loosely: the MLP's biases
        // before batch norm get gradients that are only rounding noise, which Adam turns into real
        // steps, so they drift differently in the two paths and move the running means; the
        // training loss cannot see them.
        const auto close = [](double a, double b, double rel) { return std::abs(a - b) <= rel * std::abs(a); };
        const double trainA = results[0].at("train_loss"), trainB = results[1].at("train_loss");
        QVERIFY2(close(trainA, trainB, tolerance), qPrintable(QStringLiteral("train_loss %1 vs %2").arg(trainA).arg(trainB)));
        for (const char* key : {"val_loss", "test_loss"}) {
            const double a = results[0].at(key), b = results[1].at(key);
            QVERIFY2(close(a, b, 0.05), qPrintable(QStringLiteral("%1: %2 vs %3").arg(QLatin1String(key)).arg(a).arg(b)));
        }
        QVERIFY(results[1].at("val_accuracy") > 0.8);
    }

    // cuBLAS and cuDNN report a failed allocation of their own as a plain c10::Error: it must count
    // as out of memory too (halve the batch, mark the finder's trial), and nothing else may.
    void outOfMemoryIsRecognised()
    {
        const auto caught = [](const std::function<void()>& f) -> bool {
            try {
                f();
            } catch (const std::exception& e) {
                return isOutOfMemoryError(e);
            }
            return false;
        };
        QVERIFY(caught([] { TORCH_CHECK_WITH(OutOfMemoryError, false, "CUDA out of memory. Tried to allocate 2.00 GiB"); }));
        QVERIFY(caught([] { TORCH_CHECK(false, "CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`"); }));
        QVERIFY(caught([] { TORCH_CHECK(false, "cuDNN error: CUDNN_STATUS_ALLOC_FAILED"); }));
        QVERIFY(!caught([] { TORCH_CHECK(false, "mat1 and mat2 shapes cannot be multiplied (4x3 and 4x3)"); }));
        QVERIFY(!caught([] { throw std::runtime_error("CUDA out of memory"); })); // not LibTorch's
    }

    void outOfMemoryHalvesTheBatchAndContinues()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 2, "batch_size": 64, "lr_scaling": "linear", "base_batch_size": 64, "lr": 0.01})", 600);
        RecordingSink sink;
        SessionOptions options;
        options.simulateOutOfMemoryAbove = 20; // 64 -> 32 -> 16
        Session session(c, sink, options);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));
        QCOMPARE(sink.epochs.size(), std::size_t(2));
        int halvings = 0;
        for (const auto& line : sink.logs)
            halvings += QString::fromStdString(line).contains(QStringLiteral("out of memory with batch")) ? 1 : 0;
        QCOMPARE(halvings, 2);
        QVERIFY(std::any_of(sink.logs.begin(), sink.logs.end(), [](const std::string& l) {
            return QString::fromStdString(l).contains(QStringLiteral("continuing with batch 16 and lr 0.0025"));
        }));
    }

    void nonFiniteLossStopsAndKeepsLastGoodCheckpoint()
    {
        QTemporaryDir dir;
        // A learning rate this large makes the loss explode within a few epochs.
        const Config c = ringsConfig(dir, R"({"epochs": 200, "batch_size": 16, "optimizer": "sgd", "momentum": 0.99, "lr": 10.0, "scheduler": {"kind": "none"}})", 400);
        RecordingSink sink;
        Session session(c, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitRuntimeError));
        QVERIFY2(QString::fromStdString(sink.finished.message).contains(QStringLiteral("the training loss became")),
                 sink.finished.message.c_str());
        QVERIFY(QString::fromStdString(sink.finished.message).contains(QStringLiteral("last good checkpoint is kept")));
        QVERIFY(!sink.finished.checkpointSaved);
    }

    void dataErrorIsReportedWithExitCode()
    {
        QTemporaryDir dir;
        Config c = ringsConfig(dir, R"({"epochs": 1})");
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), "x,y,noise,label\n1,2,3,a\n1,oops,3,b\n");
        RecordingSink sink;
        Session session(c, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitDataError));
        QCOMPARE(sink.finished.status, RunFinishedEvent::Status::Failed);
        QVERIFY2(QString::fromStdString(sink.finished.message).contains(QStringLiteral("rings.csv:3: column \"y\"")),
                 sink.finished.message.c_str());
    }

    void sequenceModelsTrain_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addRow("cnn1d") << QStringLiteral(R"({"kind": "cnn1d", "channels": [8]})");
        QTest::addRow("transformer") << QStringLiteral(R"({"kind": "transformer", "d_model": 16, "heads": 2, "layers": 1, "ff_dim": 32})");
        QTest::addRow("cnn_transformer") << QStringLiteral(R"({"kind": "cnn_transformer", "channels": [8], "d_model": 16, "heads": 2, "layers": 1, "ff_dim": 32})");
    }

    void sequenceModelsTrain()
    {
        QFETCH(QString, model);
        QTemporaryDir dir;
        // Two behaviours: a slow and a fast oscillation; any sequence model separates them.
        QByteArray csv = "x,y,label\n";
        for (int i = 0; i < 800; ++i) {
            const bool fast = (i / 100) % 2 == 1;
            const double f = fast ? 0.9 : 0.15;
            csv += QByteArray::number(std::sin(f * i)) + ',' + QByteArray::number(std::cos(f * i)) + (fast ? ",fast\n" : ",slow\n");
        }
        lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
        const auto r = parseConfig(R"({"data": {"source": "timeseries_csv", "path": "s.csv", "target": "label", "window": 16,
            "stride": 4, "splits": {"val": 0.25}}, "model": )" + model.toStdString() + R"(,
            "training": {"epochs": 12, "batch_size": 16, "lr": 0.003}, "output": {"runs_dir": "runs"}})", dir.path().toStdString());
        QVERIFY(r.config);
        RecordingSink sink;
        Session session(*r.config, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));
        const double accuracy = sink.epochs.back().metrics.at("val_accuracy");
        QVERIFY2(accuracy >= 0.85, qPrintable(QString::number(accuracy)));
        QVERIFY(QFile::exists(QString::fromStdString(sink.finished.runDir) + QStringLiteral("/model.pt")));
    }

    void efficiencyAdvice_data()
    {
        QTest::addColumn<bool>("gpu");
        QTest::addColumn<double>("dataWait");
        QTest::addColumn<double>("utilisation");
        QTest::addColumn<double>("memory");
        QTest::addColumn<QString>("precision");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("starved gpu") << true << 60.0 << 40.0 << 0.5 << QStringLiteral("bf16") << QStringList{QStringLiteral("data-wait")};
        QTest::addRow("idle gpu, small batch") << true << 2.0 << 35.0 << 0.2 << QStringLiteral("bf16")
                                               << QStringList{QStringLiteral("gpu-idle"), QStringLiteral("memory-headroom")};
        QTest::addRow("fp32 on bf16 gpu") << true << 1.0 << 95.0 << 0.8 << QStringLiteral("fp32") << QStringList{QStringLiteral("fp32-on-bf16-gpu")};
        QTest::addRow("healthy gpu") << true << 1.0 << 97.0 << 0.85 << QStringLiteral("bf16") << QStringList{};
        QTest::addRow("bf16 on cpu") << false << 1.0 << -1.0 << -1.0 << QStringLiteral("bf16") << QStringList{QStringLiteral("reduced-precision-on-cpu")};
        QTest::addRow("cpu waits for data") << false << 35.0 << -1.0 << -1.0 << QStringLiteral("fp32") << QStringList{QStringLiteral("data-wait")};
    }

    void efficiencyAdvice()
    {
        QFETCH(bool, gpu);
        QFETCH(double, dataWait);
        QFETCH(double, utilisation);
        QFETCH(double, memory);
        QFETCH(QString, precision);
        QFETCH(QStringList, expected);
        EpochEfficiency e;
        e.onGpu = gpu;
        e.dataWaitPercent = dataWait;
        e.meanGpuUtilisation = utilisation;
        e.peakGpuMemoryFraction = memory;
        e.precision = precision.toStdString();
        e.bf16Capable = true;
        e.batchSize = 64;
        QStringList ids;
        for (const auto& a : lathe::core::efficiencyAdvice(e)) {
            ids << QString::fromStdString(a.id);
            QVERIFY2(a.text.find('.') != std::string::npos || a.text.find('"') != std::string::npos, a.text.c_str()); // names a setting
        }
        QCOMPARE(ids, expected);
    }

    void adviceIsLoggedOnceAndSummarised()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 3, "batch_size": 32})", 300);
        Json doc = c.json;
        doc["precision"]["amp"] = "bf16"; // reduced precision on the CPU draws advice
        doc["compile"]["graph_optimize"] = true; // and must still train (the JIT autodiff is bypassed under AMP)
        const auto r = parseConfig(doc.dump(), dir.path().toStdString());
        QVERIFY(r.config);
        RecordingSink sink;
        Session session(*r.config, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));
        const auto count = std::count_if(sink.logs.begin(), sink.logs.end(), [](const std::string& l) {
            return l.rfind("bf16 on the CPU is usually slower", 0) == 0;
        });
        QCOMPARE(int(count), 1);
        std::ifstream summary(sink.finished.runDir + "/summary.json");
        const Json s = Json::parse(summary);
        QCOMPARE(s.at("advice").size(), std::size_t(1));
    }

    void fp16WithLossScalerTrainsOnCpu()
    {
        QTemporaryDir dir;
        const Config c = ringsConfig(dir, R"({"epochs": 15, "batch_size": 32, "lr": 0.01})", 600);
        Json doc = c.json;
        doc["precision"]["amp"] = "fp16";
        const auto r = parseConfig(doc.dump(), dir.path().toStdString());
        QVERIFY(r.config);
        RecordingSink sink;
        Session session(*r.config, sink);
        session.start();
        QCOMPARE(session.wait(), int(ExitSuccess));
        QCOMPARE(QString::fromStdString(sink.started.precision), QStringLiteral("fp16 + loss scaling"));
        QVERIFY2(sink.epochs.back().metrics.at("val_accuracy") >= 0.85,
                 qPrintable(QString::number(sink.epochs.back().metrics.at("val_accuracy"))));
    }

    void learningRateSchedules_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<double>("warmup");
        QTest::addColumn<int>("step");
        QTest::addColumn<double>("expected");
        // 10 epochs x 10 steps, peak 1.0
        QTest::addRow("none") << QStringLiteral("none") << 0.0 << 50 << 1.0;
        QTest::addRow("warmup start") << QStringLiteral("none") << 1.0 << 0 << 0.1;
        QTest::addRow("warmup end") << QStringLiteral("none") << 1.0 << 9 << 1.0;
        QTest::addRow("cosine middle") << QStringLiteral("cosine") << 0.0 << 50 << 0.5;
        QTest::addRow("cosine end") << QStringLiteral("cosine") << 0.0 << 100 << 0.0;
        QTest::addRow("step after 3 epochs") << QStringLiteral("step") << 0.0 << 35 << 0.1;
        QTest::addRow("onecycle peak") << QStringLiteral("onecycle") << 0.0 << 30 << 1.0;
        QTest::addRow("onecycle start") << QStringLiteral("onecycle") << 0.0 << 0 << 0.04;
    }

    void learningRateSchedules()
    {
        QFETCH(QString, kind);
        QFETCH(double, warmup);
        QFETCH(int, step);
        QFETCH(double, expected);
        TrainingConfig t;
        t.epochs = 10;
        t.scheduler.kind = kind.toStdString();
        t.scheduler.warmupEpochs = warmup;
        t.scheduler.stepEpochs = 3;
        t.scheduler.gamma = 0.1;
        const LrSchedule s(t, 1.0, 10);
        QVERIFY2(std::abs(s.at(step) - expected) < 1e-9, qPrintable(QString::number(s.at(step))));
    }

    void learningRateScalingRules()
    {
        QCOMPARE(scaleLearningRate(0.1, "none", 512, 128), 0.1);
        QCOMPARE(scaleLearningRate(0.1, "linear", 512, 128), 0.4);
        QCOMPARE(scaleLearningRate(0.1, "sqrt", 512, 128), 0.2);
    }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
