// How the training step runs, through the Session API: compile.graph_optimize "auto" times both
// executors and keeps the faster (recorded, kept on resume), short runs and forced settings skip the
// trial, and compile.channels_last puts convolutions (images, and sequences as rows) in channels-last
// order where it pays, on one thread only without 1x1 convolutions.

#include "config/config.h"
#include "config/messagejson.h"
#include "report/report.h"
#include "testsession.h"
#include "models/modelfactory.h"
#include "train/executorchoice.h"
#include "train/modelloss.h"
#include "train/session.h"
#include "util/errors.h"

#include <ATen/Parallel.h>

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>

using namespace lathe::core;
using lathe::test::RecordingSink;
using lathe::test::StopAtStep;
using lathe::test::ringsConfig;

namespace {

// Sets LibTorch's intra-op threads for a scope.
struct Threads {
    explicit Threads(int n) : saved(at::get_num_threads()) { at::set_num_threads(n); }
    ~Threads() { at::set_num_threads(saved); }
    int saved;
};

} // namespace

class TestExecutor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The choice alone (train/executorchoice.h), with the step replaced by a recorder: forced settings,
    // mixed precision, a run too short to time, a checkpoint's choice kept only on the device and
    // precision it was measured on, a trial that decides, and a run that ends while it times.
    void choiceFollowsTheSituation()
    {
        std::vector<std::pair<StepCandidate, bool>> applied;
        std::vector<std::string> said;
        ExecutorChoice choice([&](const StepCandidate& c, bool final) { applied.push_back({c, final}); },
                              [&](LogLevel, const Message& m) { said.push_back(m.text()); });
        ExecutorChoice::Situation s;
        s.device = "cpu";
        s.precision = "fp32";
        s.timeableSteps = 1000;

        s.forced = true;
        choice.prepare(s);
        QVERIFY(!choice.trial());
        QCOMPARE(choice.record().setting, std::string("true"));
        QCOMPARE(choice.record().choice, std::string("graph executor"));
        QVERIFY(applied.back().second); // final at once

        s.forced = true;
        s.fp32 = false; // bf16: the interpreter, and the log says why
        s.precision = "bf16";
        choice.prepare(s);
        QCOMPARE(choice.record().choice, std::string("interpreter"));
        QVERIFY(said.back().find("applies to fp32 training only") != std::string::npos);

        s.forced.reset();
        s.timeableSteps = 3; // too short to time
        s.fp32 = true;
        s.precision = "fp32";
        choice.prepare(s);
        QVERIFY(!choice.trial());
        QVERIFY(choice.record().reason.text().find("too few to time") != std::string::npos);

        s.timeableSteps = 1000; // a trial: candidates applied, not final, until it decides
        choice.prepare(s);
        ExecutorTrial* trial = choice.trial();
        QVERIFY(trial);
        QVERIFY(!applied.back().second);
        QCOMPARE(choice.record().reason.text(), // the run ends before the trial's first step
                 std::string("the run ended before the trial began: it waits until the CPU threads are settled"));
        choice.runCompleted(); // the log says what the run trained with (it said only that the trial would time them)
        QCOMPARE(said.back(), std::string("compile.graph_optimize auto: the run used the interpreter: the run ended before the trial began: "
                                          "it waits until the CPU threads are settled"));
        trial->record(0.002);
        const ExecutorRecord unfinished = choice.record(); // the run ends while it times
        QCOMPARE(unfinished.reason.text(), "the run ended before the trial had chosen (1 of its " + std::to_string(trial->stepsNeeded()) + " steps taken)");
        choice.runCompleted(); // in turn, after its first step
        QCOMPARE(said.back(), "compile.graph_optimize auto: the run ended before the trial had chosen (1 of its " + std::to_string(trial->stepsNeeded())
                                  + " steps taken); the run trained with the executors in turn, the " + trial->current().label().text() + " last");
        while (!trial->done())
            trial->record(trial->current().optimise ? 0.001 : 0.002); // the graph executor twice as fast
        choice.trialDone();
        const std::size_t linesBefore = said.size();
        choice.runCompleted(); // decided: nothing more to say
        QCOMPARE(said.size(), linesBefore);
        const ExecutorRecord measured = choice.record();
        QCOMPARE(measured.choice, std::string("graph executor"));
        QVERIFY(measured.measured() && measured.costSeconds && measured.trialSteps);
        QCOMPARE(measured.device, std::string("cpu"));
        QVERIFY(applied.back().second && applied.back().first.optimise);

        // Written and read back (summary.json, checkpoints): the same record.
        const ExecutorRecord back = ExecutorRecord::fromJson(Json::parse(measured.toJson().dump()));
        QCOMPARE(back.toJson().dump(), measured.toJson().dump());
        QVERIFY(ExecutorRecord::fromJson(Json::array()).empty()); // not a record: none

        // Resumed: the checkpoint's choice is kept on the same device and precision, timed again elsewhere.
        s.kept = measured;
        choice.prepare(s);
        QVERIFY(!choice.trial());
        QCOMPARE(choice.record().choice, std::string("graph executor"));
        QCOMPARE(choice.record().timingsMs, measured.timingsMs);
        s.device = "cuda";
        choice.prepare(s);
        QVERIFY(choice.trial());
    }

    // compile.graph_optimize "auto" times both executors on the run's first steps, keeps the faster,
    // says so in the log and summary.json, and a resumed run keeps the choice without timing again.
    // On the CPU both executors compute the same values, so the run trains exactly as a forced one.
    void autoExecutorIsTimedRecordedAndKeptOnResume()
    {
        QTemporaryDir dir;
        lathe::test::writeFile(dir.filePath(QStringLiteral("rings.csv")), lathe::test::ringsCsv(600));
        Json doc = Json::parse(R"({"name": "executor", "data": {"path": "rings.csv", "target": "label"},
            "model": {"kind": "mlp", "hidden": [16, 16], "dropout": 0.2},
            "training": {"epochs": 4, "batch_size": 32, "optimizer": "sgd", "lr": 0.05, "seed": 5},
            "output": {"runs_dir": "runs"}})");
        const Config autoConfig = lathe::test::configOf(doc, dir);
        QVERIFY(!autoConfig.compile.graphOptimize); // auto is the default
        doc["compile"]["graph_optimize"] = false;
        const Config interpreter = lathe::test::configOf(doc, dir);

        RecordingSink forced;
        Session plain(interpreter, forced);
        plain.start();
        QCOMPARE(plain.wait(), int(ExitSuccess));

        // Stopped in epoch 3 (15 steps an epoch), after the trial's 30 steps and two untimed epoch ends.
        StopAtStep partial(37);
        SessionOptions every;
        every.batchEventSeconds = 0.0;
        Session first(autoConfig, partial, every);
        partial.session = &first;
        first.start();
        QCOMPARE(first.wait(), int(ExitInterrupted));
        const auto chose = std::find_if(partial.logs.begin(), partial.logs.end(), [](const std::string& s) {
            return s.rfind("compile.graph_optimize auto: interpreter ", 0) == 0 && s.find("ms/step") != std::string::npos;
        });
        QVERIFY2(chose != partial.logs.end(), "no log line with the trial's timings");
        QVERIFY(chose->find("graph executor ") != std::string::npos);

        RecordingSink resumed;
        SessionOptions resume;
        resume.resumeDir = partial.finished.runDir;
        Session second(autoConfig, resumed, resume);
        second.start();
        QCOMPARE(second.wait(), int(ExitSuccess));
        QVERIFY(std::any_of(resumed.logs.begin(), resumed.logs.end(), [](const std::string& s) {
            return s.find("as measured when the run started") != std::string::npos;
        }));
        QVERIFY(std::none_of(resumed.logs.begin(), resumed.logs.end(), [](const std::string& s) {
            return s.find("ms/step") != std::string::npos && s.find("as measured") == std::string::npos;
        }));
        for (const char* key : {"train_loss", "val_loss", "val_accuracy"})
            QCOMPARE(resumed.finished.finalMetrics.at(key), forced.finished.finalMetrics.at(key));

        std::ifstream in(partial.finished.runDir + "/summary.json");
        const Json executor = Json::parse(in).at("executor");
        QCOMPARE(executor.at("setting").get<std::string>(), std::string("auto"));
        QCOMPARE(executor.at("trial_steps").get<int>(), 30);
        QCOMPARE(executor.at("timed_steps").get<int>(), 12);
        QCOMPARE(executor.at("timings_ms").size(), std::size_t(2));
        const double interpreterMs = executor.at("timings_ms").at("interpreter").get<double>();
        const double graphMs = executor.at("timings_ms").at("graph executor").get<double>();
        QVERIFY(interpreterMs > 0 && graphMs > 0);
        // The graph executor only when it was faster (and by more than the noise: the interpreter,
        // the default, stays when the difference is within the steps' spread).
        const std::string choice = executor.at("choice").get<std::string>();
        QVERIFY2(choice == "interpreter" || (choice == "graph executor" && graphMs < interpreterMs), choice.c_str());
        QCOMPARE(executor.at("graph_executor").get<bool>(), choice == "graph executor");
        QVERIFY(executor.at("cost_seconds").get<double>() >= 0.0);
        QCOMPARE(executor.at("channels_last").get<bool>(), false); // an MLP has no 2-D convolutions
        // The report's decisions name the choice and the timings behind it.
        const std::string html = reportHtml(loadRunReport(partial.finished.runDir));
        const std::string expected = "<th>Executor</th><td>" + executor.at("choice").get<std::string>() + " (compile.graph_optimize auto: interpreter ";
        QVERIFY2(html.find(expected) != std::string::npos, html.c_str());
        QVERIFY(html.find("trial cost") != std::string::npos);
    }

    // compile.channels_last: "auto" puts a CNN's convolutions in channels-last order on the CPU, false
    // keeps them contiguous; both train the same numbers up to rounding, and the choice is recorded.
    void channelsLastFollowsTheSetting()
    {
        const Threads two(2); // as on a user's machine (ctest runs each test on one thread)
        std::map<std::string, RecordingSink> sinks;
        for (const char* setting : {"\"auto\"", "false"}) {
            QTemporaryDir dir;
            const Config c = lathe::test::idxConfig(dir, 200, 3, std::string(R"("model": {"kind": "cnn2d", "channels": [4, 8]},
                "training": {"epochs": 2, "batch_size": 32, "seed": 3}, "compile": {"channels_last": )") + setting + "}");
            RecordingSink& sink = sinks[setting];
            Session s(c, sink);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
            std::ifstream in(sink.finished.runDir + "/summary.json");
            const bool on = Json::parse(in).at("executor").at("channels_last").get<bool>();
            QCOMPARE(on, setting[0] == '"');
            const std::string html = reportHtml(loadRunReport(sink.finished.runDir));
            QCOMPARE(html.find("channels-last memory order") != std::string::npos, on);
            // The layer summary (model.json) and the report's Model section: the convolutions with
            // their shapes, counts that add up to the total.
            std::ifstream modelIn(sink.finished.runDir + "/model.json");
            const Json model = Json::parse(modelIn);
            std::int64_t total = 0;
            for (const Json& layer : model.at("layers"))
                total += layer.at("parameters").get<std::int64_t>();
            QCOMPARE(total, model.at("parameters").get<std::int64_t>());
            const Json& first = model.at("layers").at(0);
            QCOMPARE(first.at("type").get<std::string>(), std::string("Conv2d"));
            QCOMPARE(first.at("shapes").at("weight").at(0).get<int>(), 4);
            QCOMPARE(first.at("shapes").at("weight").at(1).get<int>(), 1);
            QVERIFY(html.find("<h2>Model</h2>") != std::string::npos && html.find("<td>Conv2d</td>") != std::string::npos);
            QVERIFY(html.find("Epochs completed: 2 of 2") != std::string::npos);
            const std::string expected = std::string("compile.channels_last ") + (on ? "auto: channels-last" : "false: contiguous");
            QVERIFY(std::any_of(sink.logs.begin(), sink.logs.end(), [&](const std::string& l) { return l.rfind(expected, 0) == 0; }));
        }
        for (const char* key : {"train_loss", "val_loss"}) {
            const double a = sinks["\"auto\""].finished.finalMetrics.at(key), b = sinks["false"].finished.finalMetrics.at(key);
            QVERIFY2(std::abs(a - b) <= 1e-4 * std::abs(b), qPrintable(QStringLiteral("%1: %2 against %3").arg(QString::fromLatin1(key)).arg(a).arg(b)));
        }
    }

    // The sequence CNN's convolutions follow compile.channels_last as the image models' do: rows of an
    // image in channels-last order on the CPU (two threads here), contiguous when forced off; the
    // same losses either way.
    void sequenceConvolutionsFollowTheChannelsLastSetting()
    {
        const Threads two(2);
        std::map<std::string, double> losses;
        for (const char* setting : {"\"auto\"", "false"}) {
            QTemporaryDir dir;
            QByteArray csv = "a,b,label\n";
            for (int i = 0; i < 400; ++i) {
                const bool fast = (i / 50) % 2 == 1;
                const double f = fast ? 0.9 : 0.15;
                csv += QByteArray::number(std::sin(f * i)) + ',' + QByteArray::number(std::cos(f * i)) + (fast ? ",fast\n" : ",slow\n");
            }
            lathe::test::writeFile(dir.filePath(QStringLiteral("s.csv")), csv);
            const auto r = parseConfig(std::string(R"({"data": {"source": "timeseries_csv", "path": "s.csv", "target": "label", "window": 16,
                "stride": 4}, "model": {"kind": "cnn1d", "channels": [8]}, "training": {"epochs": 2, "batch_size": 16, "seed": 3},
                "output": {"runs_dir": "runs"}, "compile": {"channels_last": )") + setting + "}}",
                                       dir.path().toStdString());
            QVERIFY2(r.config, r.diagnostics.empty() ? "" : r.diagnostics.front().format().c_str());
            RecordingSink sink;
            Session s(*r.config, sink);
            s.start();
            QCOMPARE(s.wait(), int(ExitSuccess));
            std::ifstream in(sink.finished.runDir + "/summary.json");
            QCOMPARE(Json::parse(in).at("executor").at("channels_last").get<bool>(), setting[0] == '"');
            losses[setting] = sink.finished.finalMetrics.at("train_loss");
        }
        QVERIFY(std::abs(losses["\"auto\""] - losses["false"]) <= 1e-4 * std::abs(losses["false"]));
    }

    // On one CPU thread LibTorch 2.11's channels-last convolution backward can corrupt the heap (a
    // strided 1x1 convolution with few input channels, reproduced in plain PyTorch): the ResNet, whose
    // shortcuts are such convolutions, trains contiguous and a forced true says why it is not applied;
    // a CNN of 3x3 convolutions trains in channels-last on one thread too, forced or by "auto" (and
    // so may the thread governor take such a run down to one thread: trainersetup.cpp).
    void channelsLastOnOneThreadOnlyWithoutPointwiseConvolutions_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("setting");
        QTest::addColumn<bool>("applied");
        const QString resnet = QStringLiteral(R"({"kind": "resnet", "channels": [4, 8], "blocks_per_stage": 1})");
        const QString cnn = QStringLiteral(R"({"kind": "cnn2d", "channels": [4, 8]})");
        const QString pointwise = QStringLiteral(R"({"kind": "cnn2d", "channels": [4, 8], "kernel_size": 1})");
        QTest::newRow("resnet, true") << resnet << QStringLiteral("true") << false;
        QTest::newRow("resnet, auto") << resnet << QStringLiteral("\"auto\"") << false;
        QTest::newRow("cnn2d 1x1, auto") << pointwise << QStringLiteral("\"auto\"") << false;
        QTest::newRow("cnn2d, true") << cnn << QStringLiteral("true") << true;
        QTest::newRow("cnn2d, auto") << cnn << QStringLiteral("\"auto\"") << true;
    }

    void channelsLastOnOneThreadOnlyWithoutPointwiseConvolutions()
    {
        QFETCH(QString, model);
        QFETCH(QString, setting);
        QFETCH(bool, applied);
        const Threads one(1);
        QTemporaryDir dir;
        const Config c = lathe::test::idxConfig(dir, 96, 3, "\"model\": " + model.toStdString() + R"(,
            "training": {"epochs": 1, "batch_size": 16}, "compile": {"channels_last": )" + setting.toStdString() + "}");
        RecordingSink sink;
        Session s(c, sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
        const bool refusalSaid = std::any_of(sink.logs.begin(), sink.logs.end(), [](const std::string& l) {
            return l.rfind("compile.channels_last true is not applied: one CPU thread and a 1x1 convolution", 0) == 0;
        });
        QCOMPARE(refusalSaid, !applied && setting == QLatin1String("true"));
        std::ifstream in(sink.finished.runDir + "/summary.json");
        QCOMPARE(Json::parse(in).at("executor").at("channels_last").get<bool>(), applied);
    }

    void onlyPointwiseKernelsMakeChannelsLastUnsafeOnOneThread()
    {
        ModelConfig m;
        m.kind = "cnn2d";
        m.channels = {4, 8};
        QVERIFY(channelsLastSafeOnOneThread(buildModel(m, {{3, 16, 16}, 5}, 1)));
        m.kernelSize = 1;
        QVERIFY(!channelsLastSafeOnOneThread(buildModel(m, {{3, 16, 16}, 5}, 1)));
        m = ModelConfig{};
        m.kind = "resnet";
        m.channels = {4, 8};
        QVERIFY(!channelsLastSafeOnOneThread(buildModel(m, {{1, 16, 16}, 5}, 1)));
        m.kind = "cnn1d"; // sequence convolutions: 3-D weights, stride 1
        QVERIFY(channelsLastSafeOnOneThread(buildModel(m, {{20, 3}, 5}, 1)));
    }

    // Too few steps to time anything: the interpreter, and the reason; forced settings are obeyed.
    void shortRunsAndForcedSettingsSkipTheTrial_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QString>("reason");
        QTest::newRow("auto, 12 steps") << QStringLiteral("auto") << QStringLiteral("interpreter") << QStringLiteral("too few");
        QTest::newRow("true") << QStringLiteral("true") << QStringLiteral("graph executor") << QStringLiteral("is true");
        QTest::newRow("false") << QStringLiteral("false") << QStringLiteral("interpreter") << QStringLiteral("is false");
    }

    void shortRunsAndForcedSettingsSkipTheTrial()
    {
        QFETCH(QString, setting);
        QFETCH(QString, choice);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        Json doc = ringsConfig(dir, R"({"epochs": 2, "batch_size": 50})", 500).json;
        doc["compile"]["graph_optimize"] = setting == QLatin1String("auto") ? Json("auto") : Json(setting == QLatin1String("true"));
        const Config c = lathe::test::configOf(doc, dir);
        RecordingSink sink;
        Session s(c, sink);
        s.start();
        QCOMPARE(s.wait(), int(ExitSuccess));
        std::ifstream in(sink.finished.runDir + "/summary.json");
        const Json executor = Json::parse(in).at("executor");
        QCOMPARE(QString::fromStdString(executor.at("setting").get<std::string>()), setting);
        QCOMPARE(QString::fromStdString(executor.at("choice").get<std::string>()), choice);
        const std::string why = messageField(executor, "reason").text(); // stored as a message
        QVERIFY2(why.find(reason.toStdString()) != std::string::npos, why.c_str());
        QVERIFY(!executor.contains("timings_ms"));
    }
};

QTEST_GUILESS_MAIN(TestExecutor)
#include "tst_executor.moc"
