// The step profiler (train/stepprofiler.h): profiled steps are cut into phases that add up to the
// step, the Kineto trace written beside them agrees with those times and holds the operators inside
// the phases, a profile can be asked for while a run trains (the window's button), and the report
// shows it. Also the channels-last strides that keep a one-channel image batch from turning the first
// convolution's output back to NCHW (what the profiler found).

#include "report/report.h"
#include "run/profilerecord.h"
#include "run/runrecord.h"
#include "testsession.h"
#include "train/modelloss.h"
#include "train/session.h"
#include "train/stepprofiler.h"
#include "util/catalogue.h"
#include "util/kinetolog.h"

#include <ATen/ATen.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <functional>

#include <cmath>
#include <map>
#include <optional>
#include <string>

#include <unistd.h> // environ

using namespace lathe::core;
using lathe::test::RecordingSink;

namespace {

Config imagesConfig(const QTemporaryDir& dir, int epochs)
{
    return lathe::test::idxConfig(dir, 600, 3,
                                  R"("name": "profiled", "model": {"kind": "cnn2d", "channels": [4, 8]},
        "training": {"epochs": )" + std::to_string(epochs) + R"(, "batch_size": 32, "early_stopping": {"enabled": false}},
        "compile": {"graph_optimize": false}, "monitor": {"enabled": false})");
}

// A sink that holds the session after its second step (the session pauses itself there, from its own
// thread).
struct PausingSink : RecordingSink {
    std::function<void()> atStep2;
    void onBatch(const BatchEvent& e) override
    {
        RecordingSink::onBatch(e);
        if (e.globalStep == 2 && atStep2)
            atStep2();
    }
};

// Trains `epochs` epochs of the images, held after the second step of the first (15 steps of the
// epoch left) to be asked for a profile of `steps` steps, then to the end.
void trainAskingAtStep2(const QTemporaryDir& dir, int epochs, int steps, PausingSink& sink)
{
    SessionOptions options;
    options.batchEventSeconds = 0;
    Session session(imagesConfig(dir, epochs), sink, options);
    sink.atStep2 = [&session] { session.pause(); };
    session.start();
    QTRY_VERIFY_WITH_TIMEOUT(sink.stateCount() == 1, 60000);
    QCOMPARE(sink.states.front().globalStep, std::int64_t(2));
    session.requestProfile(steps);
    session.resume();
    QCOMPARE(session.wait(), 0);
}

QString onlyRunOf(const QTemporaryDir& dir)
{
    const QDir runs(dir.filePath(QStringLiteral("runs")));
    const QStringList found = runs.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return found.size() == 1 ? runs.filePath(found.front()) : QString();
}

} // namespace

class TestProfiler : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // First: prepareKineto runs once a process. It runs beside the training and QtTest's threads, so
    // it must not add a variable to the environment (glibc's setenv then moves the array a getenv
    // elsewhere may be reading); the level is chosen in main() instead.
    void preparingTheProfilerLeavesTheEnvironmentAlone()
    {
        const bool had = qEnvironmentVariableIsSet("KINETO_LOG_LEVEL");
        const QByteArray level = qgetenv("KINETO_LOG_LEVEL");
        char** const variables = environ;
        prepareKineto();
        QCOMPARE(environ, variables);
        QCOMPARE(qEnvironmentVariableIsSet("KINETO_LOG_LEVEL"), had);
        QCOMPARE(qgetenv("KINETO_LOG_LEVEL"), level);
    }

    void kinetoIsQuietOnlyWhereNoGpuCanBeAndTheUserSaidNothing()
    {
        QCOMPARE(kinetoLogLevelToSet(/*alreadySet=*/false, /*nvidiaDeviceNode=*/false), std::optional<std::string>("5"));
        QVERIFY(!kinetoLogLevelToSet(true, false));  // the user's KINETO_LOG_LEVEL stands
        QVERIFY(!kinetoLogLevelToSet(false, true));  // a GPU may be there: its errors are worth reading
        QVERIFY(!kinetoLogLevelToSet(true, true));
    }

    void profiledStepsAddUpAndTheTraceHoldsThem()
    {
        QTemporaryDir dir;
        RecordingSink sink;
        SessionOptions options;
        options.profileSteps = 6;
        Session session(imagesConfig(dir, 1), sink, options);
        session.start();
        QCOMPARE(session.wait(), 0);
        QCOMPARE(sink.profiles.size(), std::size_t(1));
        const ProfileEvent& p = sink.profiles.front();
        QCOMPARE(p.steps.size(), std::size_t(6));
        QCOMPARE(p.activities, std::string("CPU"));
        for (std::size_t i = 0; i < p.steps.size(); ++i) {
            const ProfiledStep& s = p.steps[i];
            double sum = 0.0;
            for (double v : s.phases)
                sum += v;
            QVERIFY(std::abs(sum - s.seconds) <= 1e-9 + 1e-6 * s.seconds);
            QVERIFY(s.phases[int(StepPhase::Forward)] > 0 && s.phases[int(StepPhase::Backward)] > 0);
            QVERIFY(s.phases[int(StepPhase::Optimizer)] > 0);
            QCOMPARE(s.phases[int(StepPhase::Sync)], 0.0); // one process
            QCOMPARE(s.globalStep, p.steps.front().globalStep + std::int64_t(i)); // consecutive
            QVERIFY(s.globalStep > 1); // never an epoch's first step
        }

        // The run folder: profile.json read back, the trace beside it.
        const QString run = onlyRunOf(dir);
        const std::vector<ProfileEvent> read = readProfiles(run.toStdString());
        QCOMPARE(read.size(), std::size_t(1));
        QCOMPARE(read.front().steps.size(), std::size_t(6));
        QCOMPARE(read.front().steps.back().phases[int(StepPhase::Backward)], p.steps.back().phases[int(StepPhase::Backward)]);
        QVERIFY(QString::fromStdString(read.front().trace).startsWith(QStringLiteral("profile/trace-")));
        QFile trace(run + QLatin1Char('/') + QString::fromStdString(read.front().trace));
        QVERIFY2(trace.open(QIODevice::ReadOnly), qPrintable(trace.fileName()));
        const QJsonArray events = QJsonDocument::fromJson(trace.readAll()).object().value(QStringLiteral("traceEvents")).toArray();
        QVERIFY(!events.isEmpty());

        // The phases as the trace timed them (Kineto's clock) against the profiler's (steady_clock):
        // never more than 5 % above (the phases lie inside the steps), and at most 15 % below — the
        // gaps between phases are in the steps' time only, and grow when other processes take the
        // cores (6 % seen beside a benchmark on 2 cores); and the operators run inside the phases.
        double traced = 0.0;
        std::map<QString, QList<QPair<double, double>>> spans; // phase → [start, end] µs
        for (const auto& v : events) {
            const QJsonObject e = v.toObject();
            const QString name = e.value(QStringLiteral("name")).toString();
            if (e.value(QStringLiteral("ph")).toString() != QLatin1String("X") || !name.startsWith(QLatin1String("lathe::")))
                continue;
            const double ts = e.value(QStringLiteral("ts")).toDouble(), dur = e.value(QStringLiteral("dur")).toDouble();
            traced += dur;
            spans[name].append({ts, ts + dur});
        }
        double profiled = 0.0;
        for (const ProfiledStep& s : p.steps)
            profiled += s.seconds;
        QVERIFY2(traced * 1e-6 <= 1.05 * profiled && traced * 1e-6 >= 0.85 * profiled,
                 qPrintable(QStringLiteral("trace %1 s, profiler %2 s").arg(traced * 1e-6).arg(profiled)));
        QCOMPARE(spans[QStringLiteral("lathe::forward")].size(), 6);
        const auto inside = [&](const QString& op, const QString& phase) {
            for (const auto& v : events) {
                const QJsonObject e = v.toObject();
                if (e.value(QStringLiteral("name")).toString() != op)
                    continue;
                const double ts = e.value(QStringLiteral("ts")).toDouble();
                for (const auto& [from, to] : spans[phase]) {
                    if (ts >= from && ts <= to)
                        return true;
                }
            }
            return false;
        };
        QVERIFY(inside(QStringLiteral("aten::convolution"), QStringLiteral("lathe::forward")));
        QVERIFY(inside(QStringLiteral("aten::convolution_backward"), QStringLiteral("lathe::backward")));

        // The report: the section and the stacked bars.
        const RunReport report = loadRunReport(run.toStdString());
        const QString html = QString::fromStdString(reportHtml(report, {}));
        QVERIFY(html.contains(QStringLiteral("<h2>Step profile</h2>")));
        QVERIFY(html.contains(QStringLiteral("Steps profiled: 6")));
        QVERIFY(html.contains(QString::fromStdString(read.front().trace)));
        bool bars = false;
        for (const ReportChart& c : report.charts)
            bars = bars || (c.kind == ReportChart::Kind::StackedBars && c.series.size() >= 3 && c.series.front().x.size() == 6);
        QVERIFY(bars);
        const QString zh = QString::fromStdString(reportHtml(report, {false, "zh_CN"}));
        QVERIFY(zh.contains(QStringLiteral("单步剖析")));
    }

    // The window's Profile button: asked for while the run trains, answered with a ProfileEvent.
    void profileAskedForWhileTraining()
    {
        // Asked while held after the second step: a profile ends with its epoch, and a small CNN's
        // run moves on many steps between two polls of a test.
        QTemporaryDir dir;
        PausingSink sink;
        trainAskingAtStep2(dir, 4, 3, sink);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(sink.profiles.size(), std::size_t(1));
        QCOMPARE(sink.profiles.front().steps.size(), std::size_t(3));
        QCOMPARE(readProfiles(onlyRunOf(dir).toStdString()).size(), std::size_t(1));
        bool logged = false;
        for (const auto& line : sink.logs)
            logged = logged || line.rfind("step profiler: 3 steps", 0) == 0;
        QVERIFY(logged);
        // The phases in the log's line are words of the catalogue: in Chinese, Chinese.
        bool chinese = false;
        for (const auto& record : readLog(onlyRunOf(dir).toStdString())) {
            if (record.message.id.rfind("step profiler:", 0) == 0) {
                const std::string zh = translate(record.message, "zh_CN");
                chinese = zh.find("前向") != std::string::npos && zh.find("forward") == std::string::npos;
            }
        }
        QVERIFY(chinese);
    }

    // More steps asked for than the epoch has left: the profile waits for the next epoch and takes
    // them all there (it took the 15 left, as a profile ends with its epoch).
    void aProfileWaitsForAnEpochWithTheStepsAskedFor()
    {
        QTemporaryDir dir;
        PausingSink sink;
        trainAskingAtStep2(dir, 2, 16, sink); // 15 steps of the epoch left; an epoch has 16 after its first
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(sink.profiles.size(), std::size_t(1));
        const ProfileEvent& p = sink.profiles.front();
        QCOMPARE(p.steps.size(), std::size_t(16));
        for (const ProfiledStep& step : p.steps)
            QCOMPARE(step.epoch, 2);
    }

    // A one-channel batch (Fashion-MNIST) is "contiguous" in both orders; channelsLastStrides spells
    // the channels-last strides out, so the first convolution's output is channels-last too.
    void oneChannelBatchesStayChannelsLast()
    {
        const at::Tensor x = at::randn({4, 1, 5, 5});
        const at::Tensor cl = channelsLastStrides(x);
        QCOMPARE(cl.strides().vec(), (std::vector<std::int64_t>{25, 1, 5, 1}));
        QVERIFY(at::equal(cl, x));
        at::Tensor weight = at::randn({8, 1, 3, 3});
        torch::jit::Module m("m");
        m.register_parameter("weight", weight, false);
        QCOMPARE(useChannelsLast(m), 1);
        const at::Tensor w = m.attr("weight").toTensor();
        QCOMPARE(w.strides().vec(), (std::vector<std::int64_t>{9, 1, 3, 1}));
        const at::Tensor y = at::conv2d(cl, w, {}, 1, 1);
        QVERIFY(y.is_contiguous(at::MemoryFormat::ChannelsLast) && !y.is_contiguous());
        // Without it, the output is NCHW (what the conversions the profiler showed came from).
        const at::Tensor plainWeight = at::randn({8, 1, 3, 3});
        QVERIFY(at::conv2d(x.contiguous(at::MemoryFormat::ChannelsLast), plainWeight.contiguous(at::MemoryFormat::ChannelsLast), {}, 1, 1)
                    .is_contiguous());
        QCOMPARE(useChannelsLast(m), 0); // already converted
    }
};

QTEST_GUILESS_MAIN(TestProfiler)
#include "tst_profiler.moc"
