#pragma once
// What a resumed run's config changes against the config the run trained with (its folder's
// config.json). The settings that shape the model, the data it is fed and how that data is split,
// and the optimizer whose state the checkpoint holds cannot change: the checkpoint's model would be
// trained on other inputs, or fail inside LibTorch; nor can the run's name, by which sweeps and
// `--resume auto` find it. How it trains from here (more epochs, a lower rate, a moved data file) can,
// and is recorded in config.json for the report and later resumes. Where and how fast this session
// runs (the device, the ranks, the loader, the precision, the cache) is this session's alone:
// said, not recorded, so that `--no-gpu` once does not make a CPU run of it. No LibTorch.

#include "config/json.h"
#include "util/message.h"

#include <string>
#include <vector>

namespace lathe::core {

struct DataRecord;

struct ResumeChange {
    enum class Kind { Recorded, ThisSession, Refused };
    std::string key; // "training.epochs"
    Json before, now;
    Kind kind = Kind::Recorded;
};

// The settings of `recorded` that `now` gives another value (both with absolute paths), in key order.
// The batch size is left out: a resumed run keeps its checkpoint's, and says so where it decides it.
std::vector<ResumeChange> resumeChanges(const Json& recorded, const Json& now);

ResumeChange::Kind resumeChangeKind(const std::string& key);

// Throws ConfigError listing every refused change; returns the others said in one message
// ("resumed with changed settings: training.epochs 1 → 3"; "for this session: device.type …"),
// empty when there are none.
Message checkResumeChanges(const std::vector<ResumeChange>& changes);

// The settings a checkpoint's model was trained with (the config it carries, normalised as today) against
// the config a resume goes on with: a refused one that differs means the run folder's config.json was
// edited after the checkpoint (its model would be described and fed as another). Throws ConfigError
// listing them; nothing for a checkpoint without a config.
void checkCheckpointConfig(const Json& checkpointConfig, const Json& now, const std::string& checkpointFile);

// `recorded` with the Recorded changes applied: the config.json the run goes on with.
Json withRecordedChanges(Json recorded, const std::vector<ResumeChange>& changes);

// The data a resume reads (`now`) against the run's data.json (`recorded`): other classes or other
// features throw DataError (the checkpoint's model would take a label for another class, or cannot
// take the inputs); other scaling or split sizes (rows added) return a warning, trained on with;
// empty when nothing changed (or nothing was recorded).
Message checkResumedData(const DataRecord& recorded, const DataRecord& now, const std::string& runDir);

} // namespace lathe::core
