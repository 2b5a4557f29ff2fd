#pragma once
// Several series side by side in one table: a column that tells apart the rows of every time that
// repeats (a station, a sensor's id). Lathe reads one series a file; keeping the first row of each
// time would drop all the other series.

#include "csvtable.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

struct SeriesIdColumn {
    int column = -1;
    std::size_t values = 0;     // how many it holds
    std::string first, second;  // two of them, for the message
};

// Of the columns other than `skip` (the time's, the targets') whose values differ within every
// repeated time, the one with the fewest values (an id repeats at every time; a reading rarely does),
// when it holds at most half as many values as there are rows. `order` holds the rows sorted by time,
// `utc` gives a row's time.
std::optional<SeriesIdColumn> seriesIdColumn(const CsvTable& table, const std::vector<std::int64_t>& order,
                                             const std::function<std::int64_t(std::int64_t)>& utc, const std::vector<int>& skip);

} // namespace lathe::core
