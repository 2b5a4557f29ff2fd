#pragma once
// Following a run folder that another process is still writing (lathe-cli watch, the window's
// Open run…): a shared file system, sshfs, a synced folder. Each poll reads what the writer
// appended since the last (runfolder.h: progress.jsonl, metrics.jsonl, log.jsonl, device.jsonl)
// and passes it on as the events the training sent, in the order they were recorded, then the end
// once summary.json says how the run ended. A last line still being written is left for the next
// poll; a line that never ends (a killed writer) is skipped; a file rewritten from the start (the
// epochs after a resume from an older checkpoint) is read again without repeating what it kept.
// How long the writer has been quiet is measured on this machine's clock, never the writer's (only
// a folder's first look goes by its files' modification times, the file system's clock).

#include "events/events.h"
#include "runfolder.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

// The complete lines appended to a file since the last read.
class LineTail {
public:
    explicit LineTail(std::filesystem::path file);

    // New complete lines. When the file was replaced, shrank, or no longer holds at its end of the
    // last read what was read there, it is read again from its start and the lines it still has at
    // the same places as before are not returned again.
    std::vector<std::string> read();
    // Whether the last read found the file changed (grown, rewritten, or a line completed).
    bool changed() const { return m_changed; }
    const std::filesystem::path& file() const { return m_file; }

private:
    std::filesystem::path m_file;
    std::uintmax_t m_offset = 0;
    std::uintmax_t m_inode = 0;
    std::string m_tail;                // the last bytes read (up to kTailBytes), to tell a rewrite
    std::string m_pending;             // the start of a line whose end is not written yet
    std::vector<std::size_t> m_hashes; // of the lines returned, in file order (for a rewrite)
    std::vector<std::size_t> m_rereading; // a rewrite: the hashes of the lines before it
    bool m_changed = false;

    static constexpr std::size_t kTailBytes = 64;
};

enum class FollowState {
    Waiting, // no session has started in the folder yet (or one from before progress.jsonl)
    Live,    // the writer writes
    Paused,  // the run is held (its pause is recorded; silent instead when its device samples stop)
    Silent,  // nothing written for longer than the writer has been quiet before
    Ended    // summary.json says how it ended
};

struct FollowStatus {
    FollowState state = FollowState::Waiting;
    double quietSeconds = 0.0; // since the folder last changed, on this machine's clock
    double silentAfter = 0.0;  // how long a quiet writer is expected to be (Silent beyond it)
    std::optional<RunSummary> summary; // Ended: how
};

class RunFollower {
public:
    using Clock = std::chrono::steady_clock;

    // Throws MessageError naming `folder` when it is not a run folder (no config.json).
    explicit RunFollower(std::filesystem::path folder, Clock::time_point now = Clock::now());

    const std::filesystem::path& folder() const { return m_folder; }
    // The files a poll reads, for a front end that watches them.
    std::vector<std::filesystem::path> files() const;

    // Passes what was written since the last poll to `sink`; true when anything was. Records of
    // different files are passed in the order of their times, each file's in its own order.
    bool poll(EventSink& sink, Clock::time_point now = Clock::now());
    FollowStatus status(Clock::time_point now = Clock::now()) const;
    // The last poll passed an epoch at or before one passed earlier: the writer resumed from an older
    // checkpoint and rewrote the epochs after it. A front end that keeps what it was given starts
    // over (a new RunFollower reads the files as they are now).
    bool rewound() const { return m_rewound; }

    // A quiet writer is Silent after this long at least, and after 3 times its longest quiet spell
    // seen so far (a long validation, a checkpoint on slow storage).
    static constexpr double kMinSilentSeconds = 60.0;
    // A new summary.json whose epochs are not all in metrics.jsonl yet is held this long for them
    // (a shared file system may show a new file before the growth of another: NFS caches sizes).
    static constexpr double kEndGraceSeconds = 10.0;

private:
    struct Pending;
    bool readSummary(Clock::time_point now); // true when summary.json changed
    std::vector<Pending> readProgress();
    bool endIsDue(Clock::time_point now) const; // the summary's epochs have been passed (or waited for)

    RunFinishedEvent finishedEvent(const RunSummary& summary) const;

    std::filesystem::path m_folder;
    LineTail m_progress, m_metrics, m_log, m_device;
    int m_configEpochs = 0;
    std::string m_configName;
    bool m_sawStarted = false;
    bool m_paused = false;
    std::string m_lastStartedTime; // of the last session start read
    std::optional<RunSummary> m_summary; // the current one: none while a session writes
    std::filesystem::file_time_type m_summaryTime{};
    std::filesystem::file_time_type m_unreadableSummaryTime{}; // a summary.json that did not parse
    Clock::time_point m_unreadableSummarySeen;                  // when first seen so
    Clock::time_point m_summarySeen; // on this machine's clock, less its age when first seen
    bool m_summaryPassed = false; // its end was passed on
    int m_lastEpoch = 0;          // the last epoch passed on
    bool m_rewound = false;
    Clock::time_point m_lastChange;
    double m_longestQuiet = 0.0;
    bool m_polled = false;           // a poll happened: quiet spells from here on are the writer's
    bool m_quietWhilePaused = false; // the spell since m_lastChange began with the run held
    bool m_writesWhilePaused = false; // device samples came during the pause: their end is silence
    bool m_readLines = false;        // some file had a line
};

} // namespace lathe::core
