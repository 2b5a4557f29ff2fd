#include "timenames.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace lathe::core {

namespace {

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

} // namespace

std::optional<TimePoint> dateAndClock(const std::string& date, const std::string& clock, SlashDates slash)
{
    return parseTime(date + ' ' + clock, slash);
}

std::vector<std::string> timeColumnsByName(const CsvTable& t)
{
    std::map<std::string, std::string> byName;
    for (const auto& h : t.header)
        byName.emplace(lower(h), h);
    // The names in English and in Chinese (a Chinese user's table says 年, 月, 日 or 日期).
    std::vector<std::string> parts;
    const std::vector<std::vector<const char*>> partNames = {{"year", "年", "年份"}, {"month", "月", "月份"}, {"day", "日"},
                                                             {"hour", "时", "小时"}, {"minute", "分", "分钟"}, {"second", "秒"}};
    for (const auto& names : partNames) {
        const auto it = std::find_if(names.begin(), names.end(), [&](const char* n) { return byName.count(n) > 0; });
        if (it == names.end())
            break;
        parts.push_back(byName.at(*it));
    }
    if (parts.size() >= 3)
        return parts;
    const auto named = [&](std::initializer_list<const char*> names) -> const std::string* {
        for (const char* n : names)
            if (const auto it = byName.find(n); it != byName.end())
                return &it->second;
        return nullptr;
    };
    const std::string *date = named({"date", "日期"}), *clock = named({"time", "时间"});
    if (date && clock && !t.rows.empty()) {
        const auto& row = t.rows.front();
        const std::string& day = row[static_cast<std::size_t>(t.column(*date))];
        const std::string& hour = row[static_cast<std::size_t>(t.column(*clock))];
        for (const SlashDates slash : {SlashDates::DayFirst, SlashDates::MonthFirst})
            if (parseTime(day, slash) && dateAndClock(day, hour, slash))
                return {*date, *clock};
    }
    for (const char* name : {"datetime", "timestamp", "date", "time", "日期时间", "时间戳", "日期", "时间"}) {
        const auto it = byName.find(name);
        if (it == byName.end() || t.rows.empty())
            continue;
        const int col = t.column(it->second);
        if (parseTime(t.rows.front()[static_cast<std::size_t>(col)], SlashDates::DayFirst)
            || parseTime(t.rows.front()[static_cast<std::size_t>(col)], SlashDates::MonthFirst))
            return {it->second};
    }
    return {};
}

int timeNamedColumn(const CsvTable& t)
{
    for (std::size_t i = 0; i < t.header.size(); ++i)
        for (const char* name : {"datetime", "timestamp", "date", "time", "日期时间", "时间戳", "日期", "时间"})
            if (lower(t.header[i]) == name)
                return static_cast<int>(i);
    return -1;
}

} // namespace lathe::core
