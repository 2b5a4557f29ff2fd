#pragma once
// Which columns of a time series' table hold its time, found by their names in English and in Chinese
// (year/年, month/月, day/日 …; date/日期 and time/时间; datetime, timestamp/时间戳), for a config that
// names none (data.time_column, data.time_columns). No LibTorch.

#include "csvtable.h"
#include "timecolumn.h"

#include <optional>
#include <string>
#include <vector>

namespace lathe::core {

// The time columns the header offers by their names: year, month, day (then hour, minute, second
// while present); a column named date and one named time, a date and a time of day in the first row
// (UCI's air quality, a logger's export: 日期 and 时间); or one column named date, time, datetime or
// timestamp whose first cell is a date. Empty when none.
std::vector<std::string> timeColumnsByName(const CsvTable& t);

// A column named as a time (datetime, timestamp, date, time, or in Chinese), whatever it holds; -1: none.
int timeNamedColumn(const CsvTable& t);

// A row's time from a date cell and a time-of-day cell ("10/03/2004" and "18.00.00").
std::optional<TimePoint> dateAndClock(const std::string& date, const std::string& clock, SlashDates slash);

} // namespace lathe::core
