#pragma once
// One line of progress.jsonl: what a front end saw while the run trained, for a reader that follows
// the folder from elsewhere (lathe-cli watch, the window's Open run…; run/runfollower.h). A session
// opening the folder (each time it is trained in, a resume too: written at once, before the data is
// read, so that a reader knows an earlier stop's summary.json is not the end), the session's start
// once it is set up, a batch report every few seconds and at each epoch's end, and the run held or
// going on again. The epochs, the log and the device samples
// have their own files (runfolder.h); this one holds what only the live events carried.

#include "config/json.h"
#include "events/events.h"

#include <optional>
#include <string>

namespace lathe::core {

struct ProgressRecord {
    enum class Kind { Session, Started, Batch, State };
    Kind kind = Kind::Batch;
    std::string time; // local, "2026-11-22 14:05:09", as the other records have it
    RunStartedEvent started; // Kind::Started
    BatchEvent batch;        // Kind::Batch
    RunStateEvent state;     // Kind::State

    static ProgressRecord session(std::string time);
    static ProgressRecord of(const RunStartedEvent& e, std::string time);
    static ProgressRecord of(const BatchEvent& e, std::string time);
    static ProgressRecord of(const RunStateEvent& e, std::string time);

    Json toJson() const;
    static std::optional<ProgressRecord> fromJson(const Json& j); // nullopt for a line that is not one
};

} // namespace lathe::core
