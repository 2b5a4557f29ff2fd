#pragma once
// A config as flat settings: {"training.lr": 0.003, "model.channels": [16, 32], …} — how the
// Compare tab, the sweep comparison and TensorBoard's HParams table show what a run was trained with.

#include "config/json.h"

#include <map>
#include <string>

namespace lathe::core {

// Every leaf of `config` under its dotted path (arrays are leaves).
std::map<std::string, Json> flattenConfig(const Json& config);
// False for the settings that name or place a run rather than say what it trains (name,
// description, version, output.runs_dir): left out of comparisons.
bool isComparedSetting(const std::string& key);

} // namespace lathe::core
