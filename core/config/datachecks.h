#pragma once
// The semantic checks of data.missing and the time settings of a config (config.cpp's
// checkConfigSemantics calls them): each applies to some sources and policies only, and a setting
// that would be ignored is an error rather than a surprise.

#include "config.h"

namespace lathe::core {

void checkMissingAndTime(const DataConfig& data, Diagnostics& out);
// data.features and data.categorical (tables and series): each column once (an error); a category
// that data.features leaves out, or the target, is a warning that it is ignored.
void checkColumnLists(const DataConfig& data, Diagnostics& out);
// training.class_weights and loader.sampler: classification only.
void checkImbalanceSettings(const Config& config, Diagnostics& out);

} // namespace lathe::core
