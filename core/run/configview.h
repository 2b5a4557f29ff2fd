#pragma once
// What the reports show of a run's config.json, as a type: the settings a reader looks for first.
// config.json itself is the config as it ran (config/config.h parses and validates it; the Compare
// tab flattens it whole); this view reads it tolerantly, so a config of an older Lathe, or one a
// newer Lathe wrote with keys this one lacks, still shows what it has ("-" for the rest).

#include "config/json.h"

#include <string>

namespace lathe::core {

struct ConfigView {
    std::string name, description;
    std::string dataSource;      // data.source
    std::string dataPath;        // data.path as written: a string, or a JSON list of them
    std::string modelKind;       // model.kind
    int epochs = 0;              // training.epochs (0: not given)
    std::string optimizer, lr, weightDecay; // as written ("0.003", "auto")
    std::string scheduler;       // training.scheduler.kind
    std::string amp;             // precision.amp
    std::string checkpointMetric = "val_loss"; // output.checkpoint.metric: what "best" means

    static ConfigView fromJson(const Json& config);
};

} // namespace lathe::core
