#include "runfollower.h"

#include "runrecord.h"
#include "config/jsontext.h"
#include "util/errors.h"
#include "util/folderlock.h"
#include "util/message.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <ctime>
#include <fstream>
#include <functional>
#include <iterator>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

// Reads `size` bytes at `offset` of an open file; fewer where it ends.
std::string readAt(int fd, std::uintmax_t offset, std::size_t size)
{
    std::string data(size, '\0');
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(fd, data.data() + done, size - done, static_cast<off_t>(offset + done));
        if (n <= 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    data.resize(done);
    return data;
}

// How long ago the file system says `file` was written (0 when it cannot tell or its clock is ahead).
double ageOf(const fs::path& file)
{
    std::error_code ec;
    const auto t = fs::last_write_time(file, ec);
    if (ec)
        return 0.0;
    return std::max(0.0, std::chrono::duration<double>(fs::file_time_type::clock::now() - t).count());
}

// The local time `seconds` ago, as records write it ("2026-11-22 14:05:09").
std::string localTimeAgo(double seconds)
{
    const auto then = std::chrono::system_clock::now() - std::chrono::duration_cast<std::chrono::system_clock::duration>(std::chrono::duration<double>(seconds));
    const std::time_t t = std::chrono::system_clock::to_time_t(then);
    std::tm tm{};
    localtime_r(&t, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S", &tm);
    return text;
}

RunFollower::Clock::time_point before(RunFollower::Clock::time_point now, double seconds)
{
    return now - std::chrono::duration_cast<RunFollower::Clock::duration>(std::chrono::duration<double>(seconds));
}

} // namespace

LineTail::LineTail(fs::path file)
    : m_file(std::move(file))
{
}

std::vector<std::string> LineTail::read()
{
    m_changed = false;
    // One open file for the checks and the read: a rename in between cannot mix two files.
    const int fd = ::open(m_file.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {}; // not written yet (or removed: its lines were returned already)
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        ::close(fd);
        return {};
    }
    const auto size = static_cast<std::uintmax_t>(st.st_size);
    const auto inode = static_cast<std::uintmax_t>(st.st_ino);
    // Rewritten: another file, a shorter one, or other bytes where the last read ended (a file
    // truncated and grown past that point between two reads; sshfs may keep the inode number).
    const bool rewritten = m_inode != 0
                           && (inode != m_inode || size < m_offset
                               || (!m_tail.empty() && readAt(fd, m_offset - m_tail.size(), m_tail.size()) != m_tail));
    if (rewritten) {
        // Read again from the start; the lines it kept are known by their hashes.
        m_rereading = std::move(m_hashes);
        m_hashes.clear();
        m_offset = 0;
        m_tail.clear();
        m_pending.clear();
        m_changed = true;
    }
    m_inode = inode;
    std::vector<std::string> lines;
    if (size <= m_offset) {
        ::close(fd);
        return lines;
    }
    const std::string fresh = readAt(fd, m_offset, static_cast<std::size_t>(size - m_offset));
    ::close(fd);
    m_offset += fresh.size();
    m_changed = m_changed || !fresh.empty();
    m_tail = (m_tail + fresh).substr((m_tail.size() + fresh.size()) > kTailBytes ? m_tail.size() + fresh.size() - kTailBytes : 0);
    std::string data = std::move(m_pending) + fresh;
    m_pending.clear();
    std::size_t from = 0;
    for (std::size_t end; (end = data.find('\n', from)) != std::string::npos; from = end + 1) {
        std::string line = data.substr(from, end - from);
        if (line.empty())
            continue;
        const std::size_t hash = std::hash<std::string>{}(line);
        const std::size_t index = m_hashes.size();
        m_hashes.push_back(hash);
        if (index < m_rereading.size() && m_rereading[index] == hash)
            continue; // a line the rewrite kept where it was: returned before
        m_rereading.clear(); // from here on the file differs from what was read
        lines.push_back(std::move(line));
    }
    m_pending = data.substr(from);
    return lines;
}

namespace {

Json parseLine(const std::string& line)
{
    return Json::parse(line, nullptr, false);
}

double secondsBetween(RunFollower::Clock::time_point from, RunFollower::Clock::time_point to)
{
    return std::max(0.0, std::chrono::duration<double>(to - from).count());
}

} // namespace

// A record read in a poll. Records of different files are passed in the order of the writer's
// timestamps (whole seconds): at the same second a session's start first, a batch report and an
// epoch by their place in training, then by `order`; each file's records stay in their own order.
struct RunFollower::Pending {
    std::string time;
    int order = 0;              // started 0, batch 1, epoch 2, log 3, state 4, device 5
    std::int64_t position = -1; // batch of epoch e: 2e, epoch e: 2e + 1
    std::function<void(EventSink&)> pass;

    bool before(const Pending& other) const
    {
        if (time != other.time)
            return time < other.time;
        if (position >= 0 && other.position >= 0 && position != other.position)
            return position < other.position;
        return order < other.order;
    }
};

RunFollower::RunFollower(fs::path folder, Clock::time_point now)
    : m_folder(std::move(folder))
    , m_progress(m_folder / runfile::Progress)
    , m_metrics(m_folder / runfile::Metrics)
    , m_log(m_folder / runfile::LogRecords)
    , m_device(m_folder / runfile::Device)
{
    if (!isRunFolder(m_folder))
        throw MessageError(msg("%1 is not a Lathe run folder (no config.json)", m_folder.string()));
    std::ifstream in(m_folder / runfile::Config);
    const Json config = Json::parse(in, nullptr, false);
    if (config.is_object()) {
        m_configName = config.value("name", std::string());
        if (config.contains("training") && config["training"].is_object() && config["training"].contains("epochs")
            && config["training"]["epochs"].is_number_integer())
            m_configEpochs = config["training"]["epochs"].get<int>();
    }
    // Quiet since its newest file was written (the file system's clock: the only one there is here).
    double age = -1.0;
    for (const fs::path& file : files()) {
        std::error_code ec;
        if (fs::exists(file, ec))
            age = age < 0 ? ageOf(file) : std::min(age, ageOf(file));
    }
    m_lastChange = before(now, std::max(0.0, age));
}

std::vector<fs::path> RunFollower::files() const
{
    return {m_progress.file(), m_metrics.file(), m_log.file(), m_device.file(), m_folder / runfile::Summary};
}

bool RunFollower::readSummary(Clock::time_point now)
{
    std::error_code ec;
    const fs::path file = m_folder / runfile::Summary;
    const auto time = fs::last_write_time(file, ec);
    if (ec || time == m_summaryTime)
        return false;
    std::ifstream in(file, std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    const Json j = Json::parse(text, nullptr, false);
    if (!j.is_object()) {
        // Being replaced (a shared file system may show a rename's file before its contents), or
        // damaged: damaged when it stays so. The writer writes it once, at the end, so the run ended
        // and how cannot be read: a failed end that says so, rather than watching for ever.
        if (time != m_unreadableSummaryTime) {
            m_unreadableSummaryTime = time;
            m_unreadableSummarySeen = before(now, ageOf(file)); // since it was written
        }
        if (secondsBetween(m_unreadableSummarySeen, now) < kEndGraceSeconds)
            return false;
        const JsonText parsed = parseJsonText(text);
        m_summaryTime = time;
        RunSummary ended;
        ended.status = RunStatus::Failed;
        ended.exitCode = ExitRuntimeError;
        ended.epochsCompleted = m_lastEpoch;
        ended.finishedAt = localTimeAgo(ageOf(file));
        ended.failure = msg("The run has ended, but its %1 is damaged, at line %2 (%3): how it ended cannot be read.", file.string(),
                            parsed.at.line, parsed.parsed() ? msg("not a JSON object") : parsed.error);
        m_summary = std::move(ended);
        m_summaryPassed = false;
        m_summarySeen = before(now, kEndGraceSeconds);
        return true;
    }
    m_summaryTime = time;
    RunSummary summary = RunSummary::fromJson(j);
    m_summaryPassed = false;
    if (summary.status == RunStatus::Unfinished) {
        m_summary.reset();
        return true;
    }
    m_summary = std::move(summary);
    m_summarySeen = before(now, ageOf(file));
    return true;
}

std::vector<RunFollower::Pending> RunFollower::readProgress()
{
    std::vector<Pending> pending;
    const std::string folder = m_folder.string();
    for (const std::string& line : m_progress.read()) {
        const auto record = ProgressRecord::fromJson(parseLine(line));
        if (!record)
            continue;
        switch (record->kind) {
        case ProgressRecord::Kind::Session:
            m_lastStartedTime = std::max(m_lastStartedTime, record->time);
            m_paused = false;
            break;
        case ProgressRecord::Kind::Started: {
            RunStartedEvent e = record->started;
            e.runDir = folder;
            if (e.epochs > 0)
                m_configEpochs = e.epochs;
            pending.push_back({record->time, 0, -1, [e](EventSink& s) { s.onRunStarted(e); }});
            m_sawStarted = true;
            m_paused = false;
            m_lastStartedTime = std::max(m_lastStartedTime, record->time);
            break;
        }
        case ProgressRecord::Kind::Batch:
            pending.push_back({record->time, 1, 2 * std::int64_t(record->batch.epoch), [e = record->batch](EventSink& s) { s.onBatch(e); }});
            m_paused = false;
            break;
        case ProgressRecord::Kind::State:
            pending.push_back({record->time, 4, -1, [e = record->state](EventSink& s) { s.onRunState(e); }});
            m_paused = record->state.state == RunStateEvent::State::Paused;
            break;
        }
    }
    return pending;
}

bool RunFollower::endIsDue(Clock::time_point now) const
{
    return m_summary && !m_summaryPassed
           && (m_lastEpoch >= m_summary->epochsCompleted || secondsBetween(m_summarySeen, now) >= kEndGraceSeconds);
}

bool RunFollower::poll(EventSink& sink, Clock::time_point now)
{
    // summary.json first: what the writer wrote before it is then in the line files already (or,
    // on a file system that shows it late, its epochs are waited for: endIsDue).
    const bool summaryChanged = readSummary(now);
    std::vector<std::vector<Pending>> files;
    files.push_back(readProgress());
    std::vector<Pending>& epochs = files.emplace_back();
    for (const std::string& line : m_metrics.read()) {
        if (const auto record = EpochRecord::fromJson(parseLine(line))) {
            const EpochEvent e = record->toEvent(m_configEpochs);
            epochs.push_back({record->time, 2, 2 * std::int64_t(record->epoch) + 1, [this, e](EventSink& s) {
                                  m_rewound = m_rewound || e.epoch <= m_lastEpoch;
                                  m_lastEpoch = e.epoch;
                                  s.onEpoch(e);
                              }});
        }
    }
    std::vector<Pending>& logs = files.emplace_back();
    for (const std::string& line : m_log.read()) {
        if (const auto record = LogRecord::fromJson(parseLine(line))) {
            Message message = record->rank > 0 ? record->attributed() : record->message;
            LogEvent e{record->level, message.text(), std::move(message), record->decision, record->rank};
            logs.push_back({record->time, 3, -1, [e = std::move(e)](EventSink& s) { s.onLog(e); }});
        }
    }
    std::vector<Pending>& samples = files.emplace_back();
    for (const std::string& line : m_device.read()) {
        if (const auto record = DeviceRecord::fromJson(parseLine(line)))
            samples.push_back({record->time, 5, -1, [e = record->sample](EventSink& s) { s.onDeviceSample(e); }});
    }

    // A summary older than the last session's opening is of an earlier stop: that session writes on.
    if (m_summary && !m_lastStartedTime.empty() && m_summary->finishedAt < m_lastStartedTime) {
        m_summary.reset();
        m_summaryPassed = false;
    }
    bool any = false;
    for (const auto& f : files)
        any = any || !f.empty();
    // A held run whose monitor samples on: alive while they come (a pause of a dead process is not).
    m_writesWhilePaused = m_paused && (m_writesWhilePaused || !samples.empty());
    m_readLines = m_readLines || any;
    const bool changed = any || summaryChanged || m_progress.changed() || m_metrics.changed() || m_log.changed() || m_device.changed();

    // The files merged: each head in turn, the earliest first.
    m_rewound = false;
    std::vector<std::size_t> next(files.size(), 0);
    for (;;) {
        std::size_t best = files.size();
        for (std::size_t i = 0; i < files.size(); ++i) {
            if (next[i] < files[i].size() && (best == files.size() || files[i][next[i]].before(files[best][next[best]])))
                best = i;
        }
        if (best == files.size())
            break;
        files[best][next[best]++].pass(sink);
    }
    // No summary, and the process that took the folder (on this machine) has ended: killed, or rank 0
    // of a job lost. Nothing will write how the run ended; said as a failure after its last epoch.
    if (!m_summary && m_readLines) {
        // Its summary may have come while the lines were read: looked for again once it has gone.
        if (const auto gone = FolderLock::endedHolder(m_folder); gone && (readSummary(now), !m_summary)) {
            RunSummary ended;
            ended.status = RunStatus::Failed;
            ended.exitCode = ExitRuntimeError;
            ended.epochsCompleted = m_lastEpoch;
            ended.finishedAt = localTimeAgo(0.0);
            ended.failure = msg("the process writing the run (PID %1 on %2) has ended without a summary: it was killed, crashed or "
                                "stopped without a checkpoint; the checkpoints it wrote remain",
                                static_cast<std::int64_t>(gone->pid), gone->host);
            m_summary = std::move(ended);
            m_summaryPassed = false;
            m_summarySeen = now;
        }
    }
    if (endIsDue(now)) {
        m_summaryPassed = true; // before the sink hears it: a sink that polls again does not hear it twice
        if (Message missing = missingEpochsMessage(m_folder, m_lastEpoch, m_summary->epochsCompleted); !missing.empty())
            sink.onLog(LogEvent::of(LogLevel::Warning, std::move(missing)));
        sink.onFinished(finishedEvent(*m_summary));
    }
    if (changed) {
        // The first look read what was there: the quiet before it is the files' age (constructor).
        if (m_polled) {
            if (!m_quietWhilePaused)
                m_longestQuiet = std::max(m_longestQuiet, secondsBetween(m_lastChange, now));
            m_lastChange = now;
        }
        m_quietWhilePaused = m_paused;
    }
    m_polled = true;
    return changed;
}

RunFinishedEvent RunFollower::finishedEvent(const RunSummary& summary) const
{
    RunFinishedEvent e;
    e.runDir = m_folder.string();
    e.finalMetrics = summary.finalMetrics;
    e.bestMetrics = summary.bestMetrics;
    e.batchSize = summary.batchSize;
    switch (summary.status) {
    case RunStatus::Completed:
        e.status = RunFinishedEvent::Status::Completed;
        e.exitCode = ExitSuccess;
        break;
    case RunStatus::Stopped:
        e.status = RunFinishedEvent::Status::Stopped;
        e.exitCode = ExitInterrupted;
        e.checkpointSaved = true;
        e.message = msg("stopped during epoch %1", summary.epochsCompleted + 1);
        break;
    case RunStatus::Failed:
    case RunStatus::Unfinished:
        e.status = RunFinishedEvent::Status::Failed;
        e.exitCode = summary.exitCode != 0 ? summary.exitCode : ExitRuntimeError;
        e.message = summary.failure;
        break;
    }
    return e;
}

FollowStatus RunFollower::status(Clock::time_point now) const
{
    FollowStatus s;
    s.quietSeconds = secondsBetween(m_lastChange, now);
    s.silentAfter = std::max(kMinSilentSeconds, 3.0 * m_longestQuiet);
    if (m_summary && m_summaryPassed) {
        s.state = FollowState::Ended;
        s.summary = m_summary;
    } else if (m_paused && !(m_writesWhilePaused && s.quietSeconds > s.silentAfter)) {
        s.state = FollowState::Paused;
    } else if (s.quietSeconds > s.silentAfter) {
        s.state = FollowState::Silent;
    } else if (!m_sawStarted && !m_readLines) {
        s.state = FollowState::Waiting;
    } else {
        s.state = FollowState::Live;
    }
    return s;
}

} // namespace lathe::core
