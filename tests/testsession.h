#pragma once
// Helpers for tests that train through the Session API: a sink that records every event (the
// session calls it from its own thread) and small configs over generated data.

#include "config/config.h"
#include "testutil.h"
#include "train/session.h"
#include "util/errors.h"

#include <QTemporaryDir>

#include <mutex>
#include <string>
#include <vector>

namespace lathe::test {

// Records every event. The sequence keeps the order of event kinds ("started", "batch", "paused",
// "running", "epoch", "finished"; repeated batches once), so tests can check what came between what.
class RecordingSink : public core::EventSink {
public:
    void onRunStarted(const core::RunStartedEvent& e) override { std::lock_guard l(m); add("started"); started = e; }
    void onBatch(const core::BatchEvent& e) override { std::lock_guard l(m); add("batch"); batches.push_back(e); }
    void onEpoch(const core::EpochEvent& e) override { std::lock_guard l(m); add("epoch"); epochs.push_back(e); }
    void onLog(const core::LogEvent& e) override { std::lock_guard l(m); logs.push_back(e.text); }
    void onRunState(const core::RunStateEvent& e) override
    {
        std::lock_guard l(m);
        add(e.state == core::RunStateEvent::State::Paused ? "paused" : "running");
        states.push_back(e);
    }
    void onFinished(const core::RunFinishedEvent& e) override { std::lock_guard l(m); add("finished"); finished = e; }
    void onProfile(const core::ProfileEvent& e) override { std::lock_guard l(m); add("profile"); profiles.push_back(e); }

    // A mark of the test's own in the sequence (say, "resume asked").
    void mark(const char* what) { std::lock_guard l(m); seq.push_back(what); }
    std::vector<std::string> sequence() { std::lock_guard l(m); return seq; }
    std::size_t batchCount() { std::lock_guard l(m); return batches.size(); }
    std::size_t stateCount() { std::lock_guard l(m); return states.size(); }

    std::mutex m;
    std::vector<std::string> seq;
    core::RunStartedEvent started;
    std::vector<core::BatchEvent> batches;
    std::vector<core::EpochEvent> epochs;
    std::vector<core::RunStateEvent> states;
    std::vector<std::string> logs;
    core::RunFinishedEvent finished;
    std::vector<core::ProfileEvent> profiles;

private:
    void add(const char* s)
    {
        if (seq.empty() || seq.back() != s || std::string(s) != "batch")
            seq.push_back(s);
    }
};

// Records a run and asks `session` to stop after global step `step` (batch events every step).
class StopAtStep : public RecordingSink {
public:
    explicit StopAtStep(std::int64_t step) : m_step(step) {}
    core::Session* session = nullptr;
    void onBatch(const core::BatchEvent& e) override
    {
        RecordingSink::onBatch(e);
        if (e.globalStep == m_step)
            session->requestStop();
    }

private:
    std::int64_t m_step;
};

// The rings CSV (testutil.h) with an MLP; `training` is the config's "training" object.
inline core::Config ringsConfig(const QTemporaryDir& dir, const std::string& training, int rows = 1200)
{
    writeFile(dir.filePath(QStringLiteral("rings.csv")), ringsCsv(rows));
    const std::string text = R"({"name": "rings", "data": {"path": "rings.csv", "target": "label", "splits": {"val": 0.2, "test": 0.1}},
        "model": {"kind": "mlp", "hidden": [32, 32], "dropout": 0.0},
        "training": )" + training + R"(, "output": {"runs_dir": "runs"}})";
    const auto r = core::parseConfig(text, dir.path().toStdString());
    if (!r.config)
        qFatal("invalid test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

// `document` (a config's JSON) parsed against `dir`; a test config that does not parse is a bug in the test.
inline core::Config configOf(const core::Json& document, const QTemporaryDir& dir)
{
    const auto r = core::parseConfig(document.dump(), dir.path().toStdString());
    if (!r.config)
        qFatal("invalid test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

// IDX file bytes (MNIST's format): unsigned bytes of the given dimensions; labels cycle through
// `classes` when given, pixels follow a fixed pattern otherwise.
inline QByteArray idxBytes(const std::vector<int>& dims, int classes = 0)
{
    QByteArray b;
    b.append(char(0)).append(char(0)).append(char(8)).append(char(dims.size()));
    int total = 1;
    for (int d : dims) {
        b.append(char((d >> 24) & 0xff)).append(char((d >> 16) & 0xff)).append(char((d >> 8) & 0xff)).append(char(d & 0xff));
        total *= d;
    }
    for (int i = 0; i < total; ++i)
        b.append(char(classes ? (i % classes) : (i * 37) % 256));
    return b;
}

// Writes `samples` 8x8 IDX images with `classes` labels into `dir` and returns a config reading them;
// `rest` holds the config's other top-level fields (without braces); runs go to `dir`/runs.
inline core::Config idxConfig(const QTemporaryDir& dir, int samples, int classes, const std::string& rest)
{
    writeFile(dir.filePath(QStringLiteral("i.idx")), idxBytes({samples, 8, 8}));
    writeFile(dir.filePath(QStringLiteral("l.idx")), idxBytes({samples}, classes));
    const auto r = core::parseConfig(R"({"data": {"source": "idx", "path": "i.idx", "labels_path": "l.idx", "image_height": 8,
        "image_width": 8}, "output": {"runs_dir": "runs"}, )" + rest + "}", dir.path().toStdString());
    if (!r.config)
        qFatal("bad test config: %s", r.diagnostics.front().format().c_str());
    return *r.config;
}

// Trains `config` to its end through a Session and returns its run folder; empty when the run did
// not succeed (the caller's QVERIFY says so).
inline QString trainToEnd(const core::Config& config)
{
    RecordingSink sink;
    core::Session session(config, sink);
    session.start();
    if (session.wait() != int(core::ExitSuccess))
        return {};
    return QString::fromStdString(sink.finished.runDir);
}

} // namespace lathe::test
