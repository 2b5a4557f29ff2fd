#pragma once
// The semantic checks of a config's data settings (config.cpp's checkConfigSemantics calls them):
// data.missing and the time settings, which apply to some sources and policies only (a setting that
// would be ignored is an error rather than a surprise), the column lists and the data files.

#include "config.h"

namespace lathe::core {

void checkMissingAndTime(const DataConfig& data, Diagnostics& out);
// data.features and data.categorical (tables and series): each column once (an error); a category
// that data.features leaves out, or the target, is a warning that it is ignored.
void checkColumnLists(const DataConfig& data, Diagnostics& out);
// training.class_weights and loader.sampler: classification only.
void checkImbalanceSettings(const Config& config, Diagnostics& out);
// The files of data.path, data.val_path and data.test_path, each once: a file matched twice in one
// list (its rows counted twice) is an error; one in the training list and a held-out one (the held-out
// split scores rows the model trained on: evaluate --data may mean it) or for validation and test a
// warning.
void checkRepeatedFiles(const Config& config, Diagnostics& out);

} // namespace lathe::core
