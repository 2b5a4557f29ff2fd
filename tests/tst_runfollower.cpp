// Following a run folder another process writes (core/run/runfollower.h): lines read as they are
// completed, never a half line, a killed writer's fragment skipped, a rewritten file not repeated,
// the end passed on once and only when it is the last session's, and a quiet writer told apart from
// a paused one on the reader's clock.

#include "run/runfollower.h"
#include "run/runfolder.h"
#include "util/errors.h"
#include "testutil.h"

#include <algorithm>

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

#include <unistd.h>

using namespace lathe::core;
using lathe::test::writeFile;

namespace {

struct Recorder : EventSink {
    std::vector<std::string> order; // "started", "batch 12", "epoch 3", "log text", "finished"
    std::vector<int> epochs;
    std::vector<RunFinishedEvent> finished;
    void onRunStarted(const RunStartedEvent& e) override { order.push_back("started " + e.runName); }
    void onBatch(const BatchEvent& e) override { order.push_back("batch " + std::to_string(e.globalStep)); }
    void onEpoch(const EpochEvent& e) override
    {
        order.push_back("epoch " + std::to_string(e.epoch) + "/" + std::to_string(e.epochs));
        epochs.push_back(e.epoch);
    }
    void onLog(const LogEvent& e) override { order.push_back("log " + e.text); }
    void onRunState(const RunStateEvent& e) override { order.push_back(e.state == RunStateEvent::State::Paused ? "paused" : "running"); }
    void onFinished(const RunFinishedEvent& e) override
    {
        order.push_back("finished");
        finished.push_back(e);
    }
};

std::string timeAt(int second)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "2026-11-28 10:%02d:%02d", second / 60, second % 60);
    return buf;
}

std::string startedLine(int second, int epochs = 4)
{
    RunStartedEvent e;
    e.runName = "rings";
    e.epochs = epochs;
    e.stepsPerEpoch = 10;
    return ProgressRecord::of(e, timeAt(second)).toJson().dump();
}

std::string batchLine(int second, int epoch, int step)
{
    BatchEvent b{epoch, step, (epoch - 1) * 10 + step, 10, 0.5, 0.01, 100.0, 0.01, 3.0};
    return ProgressRecord::of(b, timeAt(second)).toJson().dump();
}

std::string epochLine(int second, int epoch)
{
    EpochRecord r;
    r.epoch = epoch;
    r.time = timeAt(second);
    r.metrics = {{"train_loss", 1.0 / epoch}};
    return r.toJson().dump();
}

std::string logLine(int second, const std::string& text)
{
    return LogRecord{timeAt(second), LogLevel::Info, 0, false, Message::plain(text)}.toJson().dump();
}

std::string summaryText(RunStatus status, int second, int epochsCompleted = 4)
{
    RunSummary s;
    s.status = status;
    s.epochsCompleted = epochsCompleted;
    s.finishedAt = timeAt(second);
    return s.toJson().dump();
}

void append(const QString& file, const std::string& text)
{
    std::ofstream out(file.toStdString(), std::ios::app | std::ios::binary);
    out << text;
}

void setAge(const QString& file, qint64 seconds)
{
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-seconds), QFileDevice::FileModificationTime));
}

} // namespace

class TestRunFollower : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lineTailKeepsHalfLinesForLater()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("a.jsonl"));
        LineTail tail(file.toStdString());
        QVERIFY(tail.read().empty()); // not there yet
        append(file, "one\ntw");
        QCOMPARE(tail.read(), std::vector<std::string>{"one"});
        QVERIFY(tail.read().empty());
        append(file, "o\nthree\n");
        QCOMPARE(tail.read(), (std::vector<std::string>{"two", "three"}));
        QVERIFY(!tail.read().size() && !tail.changed());
    }

    // metrics.jsonl rewritten after a resume from an older checkpoint: the kept lines are not read
    // again, the new ones are; a file replaced by another with different lines is read whole.
    void lineTailReadsARewriteOnce()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("m.jsonl"));
        writeFile(file, "e1\ne2\ne3\n");
        LineTail tail(file.toStdString());
        QCOMPARE(tail.read().size(), std::size_t(3));
        writeFile(dir.filePath(QStringLiteral("new")), "e1\ne2\n");
        QVERIFY(QFile::remove(file) && QFile::rename(dir.filePath(QStringLiteral("new")), file));
        QVERIFY(tail.read().empty());
        QVERIFY(tail.changed());
        append(file, "e3b\n");
        QCOMPARE(tail.read(), std::vector<std::string>{"e3b"});
        writeFile(file, "x\n"); // shrank in place
        QCOMPARE(tail.read(), std::vector<std::string>{"x"});
        // Truncated and grown past the last read's end between two reads, in the same file: told by
        // the bytes where the last read ended.
        {
            std::ofstream same(file.toStdString(), std::ios::trunc | std::ios::binary);
            same << "y1\ny2\n";
        }
        QCOMPARE(tail.read(), (std::vector<std::string>{"y1", "y2"}));
    }

    void notARunFolderIsSaid()
    {
        QTemporaryDir dir;
        try {
            RunFollower follower(dir.path().toStdString());
            QFAIL("a folder without config.json was followed");
        } catch (const MessageError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(dir.path()), e.what());
        }
    }

    // A writer process appends every record in two halves with pauses between them, is killed in
    // the middle of one (its fragment stays), and a second writer goes on as RunFolder does (the
    // fragment's line ended first) and ends the run. The reader polls all the while: every record
    // arrives once, in order, the fragment never, and the end once, last.
    void followsAWriterProcessLineByLine()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings", "training": {"epochs": 4}})");
        std::vector<std::pair<std::string, std::string>> plan; // file, line
        plan.push_back({runfile::Progress, startedLine(0)});
        plan.push_back({runfile::LogRecords, logLine(0, "run folder here")});
        int second = 1;
        for (int epoch = 1; epoch <= 4; ++epoch) {
            for (int step : {5, 10})
                plan.push_back({runfile::Progress, batchLine(second++, epoch, step)});
            plan.push_back({runfile::Metrics, epochLine(second++, epoch)});
            if (epoch == 2) // killed while writing this line: only its first half is there
                plan.push_back({runfile::Metrics + std::string(" cut"), epochLine(second, 3)});
        }
        plan.push_back({runfile::LogRecords, logLine(second, "exported the model")});
        QString script = QStringLiteral("set -e\ncd '%1'\n").arg(dir.path());
        for (const auto& [file, line] : plan) {
            const bool cut = file.size() > 4 && file.substr(file.size() - 4) == " cut";
            const std::string target = cut ? file.substr(0, file.size() - 4) : file;
            const std::size_t half = line.size() / 2;
            script += QStringLiteral("printf '%s' '%1' >> %2\nsleep 0.03\n")
                          .arg(QString::fromStdString(line.substr(0, half)), QString::fromStdString(target));
            if (cut) // the writer died here; the next one ends the line before it appends
                script += QStringLiteral("printf '\\n' >> %1\n").arg(QString::fromStdString(target));
            else
                script += QStringLiteral("printf '%s\\n' '%1' >> %2\nsleep 0.01\n")
                              .arg(QString::fromStdString(line.substr(half)), QString::fromStdString(target));
        }
        script += QStringLiteral("printf '%s' '%1' > summary.json.tmp && mv summary.json.tmp summary.json\n")
                      .arg(QString::fromStdString(summaryText(RunStatus::Completed, second + 1)));

        RunFollower follower(dir.path().toStdString());
        Recorder sink;
        follower.poll(sink);
        QCOMPARE(int(follower.status().state), int(FollowState::Waiting));
        QProcess writer;
        writer.start(QStringLiteral("bash"), {QStringLiteral("-c"), script});
        QVERIFY(writer.waitForStarted());
        QDeadlineTimer deadline(60000);
        int polls = 0;
        while (sink.finished.empty() && !deadline.hasExpired()) {
            follower.poll(sink);
            ++polls;
            QTest::qWait(7);
        }
        QVERIFY(writer.state() == QProcess::NotRunning || writer.waitForFinished(10000)); // finished during a qWait, or not yet
        QCOMPARE(writer.exitCode(), 0);
        follower.poll(sink);
        QCOMPARE(sink.finished.size(), std::size_t(1));
        QCOMPARE(sink.epochs, (std::vector<int>{1, 2, 3, 4}));
        QVERIFY2(polls > int(plan.size()), qPrintable(QString::number(polls)));
        QCOMPARE(sink.order.front(), std::string("started rings"));
        QCOMPARE(sink.order.back(), std::string("finished"));
        QCOMPARE(std::count(sink.order.begin(), sink.order.end(), std::string("log exported the model")), 1);
        QCOMPARE(std::count_if(sink.order.begin(), sink.order.end(), [](const std::string& s) { return s.rfind("batch", 0) == 0; }), 8);
        // Recorded order: epoch 2's batches before its line, its line before epoch 3's batches.
        const auto at = [&](const std::string& s) { return std::find(sink.order.begin(), sink.order.end(), s) - sink.order.begin(); };
        QVERIFY(at("batch 20") < at("epoch 2/4") && at("epoch 2/4") < at("batch 25"));
        QCOMPARE(int(follower.status().state), int(FollowState::Ended));
        QCOMPARE(sink.finished.front().exitCode, 0);
    }

    // A stopped run that its job resumed: the old summary is of the stop, not of the run now.
    void aResumedRunIsNotEnded()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings", "training": {"epochs": 4}})");
        append(dir.filePath(QStringLiteral("progress.jsonl")), startedLine(0) + "\n" + batchLine(5, 1, 5) + "\n");
        writeFile(dir.filePath(QStringLiteral("summary.json")), QByteArray::fromStdString(summaryText(RunStatus::Stopped, 6, 0)));
        RunFollower follower(dir.path().toStdString());
        Recorder sink;
        follower.poll(sink);
        QCOMPARE(int(follower.status().state), int(FollowState::Ended));
        QCOMPARE(sink.finished.size(), std::size_t(1));
        QCOMPARE(sink.finished.front().exitCode, 130);
        QVERIFY(sink.finished.front().checkpointSaved);
        // The job resumes it: the session's opening, written before its data is read, says the stop
        // is not the end (a new follower takes it so too: the window follows the run).
        append(dir.filePath(QStringLiteral("progress.jsonl")), ProgressRecord::session(timeAt(30)).toJson().dump() + "\n");
        follower.poll(sink);
        QCOMPARE(int(follower.status().state), int(FollowState::Live));
        {
            RunFollower fresh(dir.path().toStdString());
            Recorder nothing;
            fresh.poll(nothing);
            QCOMPARE(int(fresh.status().state), int(FollowState::Live));
            QVERIFY(nothing.finished.empty());
        }
        append(dir.filePath(QStringLiteral("progress.jsonl")), startedLine(31) + "\n");
        follower.poll(sink);
        QCOMPARE(int(follower.status().state), int(FollowState::Live));
        QCOMPARE(sink.order.back(), std::string("started rings"));
        // It ends for good later: said once more.
        QTest::qWait(20); // a new modification time
        writeFile(dir.filePath(QStringLiteral("summary.json")), QByteArray::fromStdString(summaryText(RunStatus::Failed, 40, 0)));
        setAge(dir.filePath(QStringLiteral("summary.json")), -5); // another modification time than the first
        follower.poll(sink);
        QCOMPARE(int(follower.status().state), int(FollowState::Ended));
        QCOMPARE(sink.finished.size(), std::size_t(2));
        QCOMPARE(int(sink.finished.back().status), int(RunFinishedEvent::Status::Failed));
    }

    // A writer killed before it could write summary.json (kill -9, rank 0 of a job lost): the
    // folder's lock names it, on this machine, and it has ended; the run ends as failed, saying so,
    // after its last epoch (watch once waited for ever). One still running, or on another machine
    // (which cannot be asked), keeps the run live.
    void aWriterThatDiedWithoutASummaryEndsTheRun()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings", "training": {"epochs": 4}})");
        append(dir.filePath(QStringLiteral("progress.jsonl")), startedLine(0) + "\n");
        append(dir.filePath(QStringLiteral("metrics.jsonl")), epochLine(3, 1) + "\n");
        const QString lock = dir.filePath(QStringLiteral(".lathe-lock"));
        char hostName[256] = {};
        QCOMPARE(::gethostname(hostName, sizeof hostName - 1), 0);
        const QString host = QString::fromUtf8(hostName);
        writeFile(lock, QByteArray(QByteArray::number(QCoreApplication::applicationPid()) + ' ' + host.toUtf8() + '\n'));
        {
            RunFollower follower(dir.path().toStdString());
            Recorder sink;
            follower.poll(sink);
            QVERIFY(sink.finished.empty()); // this test's own process: alive
        }
        QProcess gone;
        gone.start(QStringLiteral("sleep"), {QStringLiteral("0.1")});
        QVERIFY(gone.waitForStarted());
        const qint64 deadPid = gone.processId();
        QVERIFY(gone.waitForFinished());
        writeFile(lock, QByteArray(QByteArray::number(deadPid) + " elsewhere\n"));
        {
            RunFollower follower(dir.path().toStdString());
            Recorder sink;
            follower.poll(sink);
            QVERIFY(sink.finished.empty()); // another machine's process cannot be asked
        }
        writeFile(lock, QByteArray(QByteArray::number(deadPid) + ' ' + host.toUtf8() + '\n'));
        RunFollower follower(dir.path().toStdString());
        Recorder sink;
        follower.poll(sink);
        QCOMPARE(sink.finished.size(), std::size_t(1));
        QCOMPARE(int(sink.finished.front().status), int(RunFinishedEvent::Status::Failed));
        QCOMPARE(sink.finished.front().exitCode, int(ExitRuntimeError));
        QVERIFY2(sink.finished.front().message.text().find("has ended without a summary: it was killed, crashed or stopped without a checkpoint") != std::string::npos, sink.finished.front().message.text().c_str());
        QCOMPARE(sink.order.back(), std::string("finished"));
        QCOMPARE(sink.epochs, std::vector<int>{1});
        QCOMPARE(int(follower.status().state), int(FollowState::Ended));
    }

    // Quiet on the reader's clock: silent after a minute at least, and after 3 times the longest
    // quiet spell seen; a pause is expected quiet.
    void silenceIsLongerThanTheWriterWasQuietBefore()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings"})");
        const QString progress = dir.filePath(QStringLiteral("progress.jsonl"));
        append(progress, startedLine(0) + "\n");
        using namespace std::chrono_literals;
        const auto t0 = RunFollower::Clock::now();
        RunFollower follower(dir.path().toStdString(), t0);
        Recorder sink;
        follower.poll(sink, t0);
        QCOMPARE(int(follower.status(t0 + 30s).state), int(FollowState::Live));
        QCOMPARE(int(follower.status(t0 + 61s).state), int(FollowState::Silent));
        // A 50 s validation without writes was seen: 150 s of quiet are expected now.
        append(progress, batchLine(50, 1, 5) + "\n");
        follower.poll(sink, t0 + 50s);
        QCOMPARE(int(follower.status(t0 + 50s + 100s).state), int(FollowState::Live));
        QCOMPARE(int(follower.status(t0 + 50s + 151s).state), int(FollowState::Silent));
        // 3 x 50 s, and the few milliseconds the file had been written before the first look.
        const double expected = follower.status(t0 + 50s + 151s).silentAfter;
        QVERIFY2(expected >= 150.0 && expected < 151.0, qPrintable(QString::number(expected)));
        // Paused: quiet as long as it likes, and that spell does not raise the expectation.
        RunStateEvent paused{RunStateEvent::State::Paused, 1, 5, 5, 10};
        append(progress, ProgressRecord::of(paused, timeAt(60)).toJson().dump() + "\n");
        follower.poll(sink, t0 + 60s);
        QCOMPARE(int(follower.status(t0 + 60s + 3600s).state), int(FollowState::Paused));
        append(progress, batchLine(90, 1, 6) + "\n");
        follower.poll(sink, t0 + 60s + 3600s);
        QCOMPARE(follower.status(t0 + 60s + 3600s + 10s).silentAfter, expected);
        QCOMPARE(sink.order.back(), std::string("batch 6"));

        // Paused with its device samples coming: when they stop too, the process is gone.
        const auto t1 = t0 + 60s + 3600s;
        append(progress, ProgressRecord::of(paused, timeAt(100)).toJson().dump() + "\n");
        follower.poll(sink, t1 + 1s);
        DeviceRecord sample;
        sample.time = timeAt(101);
        append(dir.filePath(QStringLiteral("device.jsonl")), sample.toJson().dump() + "\n");
        follower.poll(sink, t1 + 2s);
        QCOMPARE(int(follower.status(t1 + 2s + 100s).state), int(FollowState::Paused));
        QCOMPARE(int(follower.status(t1 + 2s + 151s).state), int(FollowState::Silent));
    }

    // A folder whose files were last written long ago and has no summary (a killed run) is silent
    // from the first look.
    void anOldUnfinishedFolderIsSilentAtOnce()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings"})");
        const QString progress = writeFile(dir.filePath(QStringLiteral("progress.jsonl")), QByteArray::fromStdString(startedLine(0) + "\n"));
        setAge(progress, 2 * 24 * 3600);
        RunFollower follower(dir.path().toStdString());
        Recorder sink;
        follower.poll(sink);
        const FollowStatus s = follower.status();
        QCOMPARE(int(s.state), int(FollowState::Silent));
        QVERIFY(s.quietSeconds > 47 * 3600);
    }

    // The end is passed on once the summary's epochs have been: a file system that shows the new
    // summary.json before metrics.jsonl has grown (NFS) does not end the run before its last epoch,
    // and one whose epochs never come ends after a grace.
    void theEndWaitsForItsEpochs()
    {
        using namespace std::chrono_literals;
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings", "training": {"epochs": 2}})");
        const QString metrics = dir.filePath(QStringLiteral("metrics.jsonl"));
        append(dir.filePath(QStringLiteral("progress.jsonl")), startedLine(0, 2) + "\n");
        append(metrics, epochLine(1, 1) + "\n");
        writeFile(dir.filePath(QStringLiteral("summary.json")), QByteArray::fromStdString(summaryText(RunStatus::Completed, 3, 2)));
        const auto t0 = RunFollower::Clock::now();
        RunFollower follower(dir.path().toStdString(), t0);
        Recorder sink;
        follower.poll(sink, t0);
        QVERIFY(sink.finished.empty());
        QVERIFY(follower.status(t0).state != FollowState::Ended);
        append(metrics, epochLine(2, 2) + "\n");
        follower.poll(sink, t0 + 1s);
        QCOMPARE(sink.finished.size(), std::size_t(1));
        QCOMPARE(sink.order.back(), std::string("finished"));
        QCOMPARE(sink.epochs, (std::vector<int>{1, 2}));

        RunFollower late(dir.path().toStdString(), t0);
        QFile::remove(metrics);
        writeFile(metrics, QByteArray::fromStdString(epochLine(1, 1) + "\n"));
        Recorder other;
        late.poll(other, t0);
        QVERIFY(other.finished.empty());
        late.poll(other, t0 + 11s);
        QCOMPARE(other.finished.size(), std::size_t(1));
        // Ended without its last epoch: said before the end, naming metrics.jsonl (not dropped silently).
        QCOMPARE(other.order.back(), std::string("finished"));
        QVERIFY2(other.order[other.order.size() - 2].find("metrics.jsonl records epochs up to 1 of the 2 the run's summary counts") != std::string::npos,
                 other.order[other.order.size() - 2].c_str());
        QVERIFY(std::none_of(sink.order.begin(), sink.order.end(), [](const std::string& e) { return e.find("records epochs up to") != std::string::npos; }));
    }

    // Within a second, a batch of the next epoch comes after the epoch before it; a file's own
    // order is kept even when its times go backwards (a clock set back).
    void recordsOfOneSecondKeepTheirPlace()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings", "training": {"epochs": 4}})");
        append(dir.filePath(QStringLiteral("progress.jsonl")),
               startedLine(0) + "\n" + batchLine(5, 1, 10) + "\n" + batchLine(5, 2, 5) + "\n" + batchLine(3, 2, 10) + "\n");
        append(dir.filePath(QStringLiteral("metrics.jsonl")), epochLine(5, 1) + "\n" + epochLine(6, 2) + "\n");
        RunFollower follower(dir.path().toStdString());
        Recorder sink;
        follower.poll(sink);
        QCOMPARE(sink.order, (std::vector<std::string>{"started rings", "batch 10", "epoch 1/4", "batch 15", "batch 20", "epoch 2/4"}));
    }

    // A resume from an older checkpoint rewrites the epochs after it: the follower says so, for a
    // front end that shows what it was given to start over.
    void aRewriteOfTheEpochsIsSaid()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings", "training": {"epochs": 4}})");
        const QString metrics = dir.filePath(QStringLiteral("metrics.jsonl"));
        append(metrics, epochLine(1, 1) + "\n" + epochLine(2, 2) + "\n" + epochLine(3, 3) + "\n");
        RunFollower follower(dir.path().toStdString());
        Recorder sink;
        follower.poll(sink);
        QVERIFY(!follower.rewound());
        writeFile(metrics, QByteArray::fromStdString(epochLine(1, 1) + "\n" + epochLine(2, 2) + "\n"));
        follower.poll(sink);
        QVERIFY(!follower.rewound()); // nothing new yet
        append(metrics, epochLine(20, 3) + "\n");
        follower.poll(sink);
        QVERIFY(follower.rewound());
        QCOMPARE(sink.epochs, (std::vector<int>{1, 2, 3, 3}));
        append(metrics, epochLine(30, 4) + "\n");
        follower.poll(sink);
        QVERIFY(!follower.rewound());
    }

    // A summary.json that does not parse: a moment's wait (a rename shown before its contents on a
    // shared file system), then the run ended and how is unknown: a failed end that names the file,
    // not a watch that waits for ever. One rewritten in time ends the run as it says.
    void aDamagedSummaryEndsTheRunAsUnknown()
    {
        using namespace std::chrono_literals;
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("config.json")), R"({"name": "rings", "training": {"epochs": 2}})");
        append(dir.filePath(QStringLiteral("progress.jsonl")), startedLine(0, 2) + "\n");
        append(dir.filePath(QStringLiteral("metrics.jsonl")), epochLine(1, 1) + "\n");
        const QString summary = dir.filePath(QStringLiteral("summary.json"));
        writeFile(summary, "{\n  \"status\": \"compl");
        const auto t0 = RunFollower::Clock::now();
        RunFollower follower(dir.path().toStdString(), t0);
        Recorder sink;
        follower.poll(sink, t0);
        follower.poll(sink, t0 + 5s);
        QVERIFY(sink.finished.empty());
        QVERIFY(follower.status(t0 + 5s).state != FollowState::Ended);
        follower.poll(sink, t0 + 11s);
        QCOMPARE(sink.finished.size(), std::size_t(1));
        const RunFinishedEvent& end = sink.finished.front();
        QCOMPARE(int(end.status), int(RunFinishedEvent::Status::Failed));
        QCOMPARE(end.exitCode, 4);
        const std::string text = end.message.text();
        QVERIFY2(text.find(summary.toStdString()) != std::string::npos && text.find("line 2") != std::string::npos, text.c_str());
        QCOMPARE(int(follower.status(t0 + 11s).state), int(FollowState::Ended));
        QCOMPARE(sink.epochs, (std::vector<int>{1}));

        // Written long ago: damaged from the first look.
        setAge(summary, 3600);
        RunFollower late(dir.path().toStdString());
        Recorder old;
        late.poll(old);
        QCOMPARE(old.finished.size(), std::size_t(1));

        // Replaced by a whole one within the wait: the end it says.
        writeFile(summary, "[");
        const auto t1 = RunFollower::Clock::now();
        RunFollower replaced(dir.path().toStdString(), t1);
        Recorder whole;
        replaced.poll(whole, t1);
        QVERIFY(whole.finished.empty());
        writeFile(summary, QByteArray::fromStdString(summaryText(RunStatus::Completed, 3, 1)));
        setAge(summary, -5); // another modification time than the damaged one's
        replaced.poll(whole, t1 + 1s);
        QCOMPARE(whole.finished.size(), std::size_t(1));
        QCOMPARE(int(whole.finished.front().status), int(RunFinishedEvent::Status::Completed));
    }
};

QTEST_GUILESS_MAIN(TestRunFollower)
#include "tst_runfollower.moc"
