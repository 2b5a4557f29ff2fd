#pragma once
// Dates and times of time-series rows: parsed from one column of text (ISO 8601 and the common
// day-first and month-first forms) or from year / month / day [/ hour / minute / second] columns,
// to seconds on a proleptic Gregorian calendar, and turned into cyclic features.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

// Days from 1970-01-01 to the given civil date (negative before).
std::int64_t daysFromCivil(std::int64_t year, unsigned month, unsigned day);

struct TimePoint {
    std::int64_t seconds = 0; // as written, counted from 1970-01-01 00:00 (the local time of the data)
    std::int64_t offset = 0;  // a zone written with it ("Z", "+02:00"), in seconds east of UTC
    std::int64_t nanos = 0;   // a fraction of a second written with it (".25"), in nanoseconds: series are a second apart
                              // at least, so only told apart (two rows within one second), never ordered by
    bool zoned = false;       // a zone was written ("Z" too): the time is an instant, shown back with its offset
    std::int64_t utc() const { return seconds - offset; }
};

// How a slash date with the year last is read: 03/01/2024 is 3 January (DayFirst) or 1 March.
enum class SlashDates { MonthFirst, DayFirst };

// Parses "2024-03-01", "2024-03-01T13:05:09.5Z", "2024-03-01 13:05+02:00", "2024/03/01 13:05",
// "01.03.2024 13:05" (day first), "03/01/2024" (as `slash` says), "2024-03" (the 1st), or the Chinese
// long forms "2024年3月1日 13:05", "2024年3月1日13时5分" and "2024年3月". nullopt when the text is none
// of these or names an impossible date.
std::optional<TimePoint> parseTime(std::string_view text, SlashDates slash = SlashDates::MonthFirst);

// Which reading of year-last slash dates the cells admit: DayFirst when a first field is above 12.
SlashDates detectSlashDates(const std::vector<std::string_view>& cells);

// A year-last slash date of `cells` ("03/01/2024", its two fields differing) when none of them shows
// which field is the day (no field above 12), so that reading them month first is a guess; nullopt
// when a field settles it, or the cells hold no such date.
std::optional<std::string> ambiguousSlashDate(const std::vector<std::string_view>& cells);

// Whether a year-last slash date of `cells` shows its month first (a second field above 12).
bool monthFirstShown(const std::vector<std::string_view>& cells);

// Year, month, day[, hour, minute, second] as numbers; nullopt for an impossible date or time.
std::optional<TimePoint> timeFromParts(const std::vector<double>& parts);

// The cyclic position in [0, 1) of `kind` ("hour": of the day, "weekday": Monday = 0, "yearday": of
// the year) for a time, fed to sin(2πx) and cos(2πx).
double cyclePosition(const std::string& kind, std::int64_t seconds);

// "2024-03-01 13:05:09" (seconds dropped when zero), for messages and data.json.
std::string formatTime(std::int64_t seconds);
// The same with the zone it was written with: "2024-03-01 13:05+08:00", "2024-03-01 13:05Z" (offset 0),
// which parseTime reads back; without a zone as formatTime.
std::string formatTime(std::int64_t seconds, std::optional<std::int64_t> offset);

} // namespace lathe::core
