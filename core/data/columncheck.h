#pragma once
// lathe-cli validate's look into the data: the columns a table or series config names, found in the
// header of its first training file as training finds them, without reading the rows.

#include "config/config.h"
#include "util/message.h"

#include <vector>

namespace lathe::core {

// Each column of data.target, data.features, data.categorical, data.time_column(s) (series) that the
// header of data.path's first file lacks, said as training says it (the closest name, or the columns
// there are), and a file that cannot be read as a table. Empty for other sources and when no file
// matches (the config's own check says that).
std::vector<Message> headerProblems(const Config& config);

} // namespace lathe::core
