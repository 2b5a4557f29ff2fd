#include "timecolumn.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace lathe::core {

namespace {

constexpr std::int64_t kDay = 86400;

bool leapYear(std::int64_t y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

unsigned daysInMonth(std::int64_t y, unsigned m)
{
    static constexpr unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && leapYear(y) ? 29 : kDays[m - 1];
}

bool validDate(std::int64_t y, std::int64_t m, std::int64_t d)
{
    return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, static_cast<unsigned>(m));
}

// A cursor over the text: digits, separators and the end.
struct Scanner {
    std::string_view s;
    std::size_t i = 0;

    bool end() const { return i >= s.size(); }
    char peek() const { return end() ? '\0' : s[i]; }
    bool take(char c)
    {
        if (peek() != c)
            return false;
        ++i;
        return true;
    }
    bool take(std::string_view text) // a word, such as a character in UTF-8
    {
        if (s.substr(i, text.size()) != text)
            return false;
        i += text.size();
        return true;
    }
    // 1 to `maxDigits` digits; `count` says how many were read.
    bool number(std::int64_t& v, int maxDigits, int* count = nullptr)
    {
        const std::size_t start = i;
        v = 0;
        while (!end() && s[i] >= '0' && s[i] <= '9' && static_cast<int>(i - start) < maxDigits)
            v = v * 10 + (s[i++] - '0');
        if (count)
            *count = static_cast<int>(i - start);
        return i > start;
    }
};

// "HH:MM[:SS[.fff]]" then an optional zone; the scanner is past the date and its separator.
bool parseClock(Scanner& sc, TimePoint& t)
{
    std::int64_t h = 0, m = 0, s = 0;
    if (!sc.number(h, 2) || !(sc.take(':') || sc.take('.')) || !sc.number(m, 2))
        return false;
    if (sc.take(':') || (sc.peek() == '.' && sc.i + 2 < sc.s.size() && sc.s[sc.i + 1] >= '0' && sc.s[sc.i + 1] <= '9' && sc.take('.'))) {
        if (!sc.number(s, 2))
            return false;
        if (sc.take('.') || sc.take(',')) { // a fraction of a second: kept apart (TimePoint::nanos)
            std::int64_t fraction = 0;
            int digits = 0;
            if (!sc.number(fraction, 9, &digits))
                return false;
            for (; digits < 9; ++digits)
                fraction *= 10;
            t.nanos = fraction;
            while (!sc.end() && sc.peek() >= '0' && sc.peek() <= '9') // past nanoseconds: digits no clock keeps
                ++sc.i;
        }
    }
    if (h > 24 || m > 59 || s > 60 || (h == 24 && (m > 0 || s > 0)))
        return false;
    t.seconds += h * 3600 + m * 60 + std::min<std::int64_t>(s, 59);
    if (sc.take('Z')) {
        t.zoned = true;
        return sc.end();
    }
    if (sc.peek() == '+' || sc.peek() == '-') {
        t.zoned = true;
        const int sign = sc.peek() == '-' ? -1 : 1;
        ++sc.i;
        std::int64_t oh = 0, om = 0;
        int digits = 0;
        if (!sc.number(oh, 2, &digits) || digits != 2)
            return false;
        sc.take(':');
        if (!sc.end() && !sc.number(om, 2))
            return false;
        t.offset = sign * (oh * 3600 + om * 60);
    }
    return sc.end();
}

// The Chinese long forms Excel and WPS write for a date cell: "2024年3月1日", "2024年3月" (the 1st),
// then a time as "13:05[:09]" or "13时5分[9秒]" (点 for 时, 号 for 日); the scanner is past the year and 年.
std::optional<TimePoint> parseChineseDate(Scanner& sc, std::int64_t y)
{
    std::int64_t m = 0, d = 1;
    if (!sc.number(m, 2) || !sc.take("\xE6\x9C\x88" /* 月 */))
        return std::nullopt;
    if (!sc.end() && (!sc.number(d, 2) || !(sc.take("\xE6\x97\xA5" /* 日 */) || sc.take("\xE5\x8F\xB7" /* 号 */))))
        return std::nullopt;
    if (!validDate(y, m, d))
        return std::nullopt;
    TimePoint t;
    t.seconds = daysFromCivil(y, static_cast<unsigned>(m), static_cast<unsigned>(d)) * kDay;
    while (sc.take(' ')) {
    }
    if (sc.end())
        return t;
    const std::size_t clock = sc.i;
    std::int64_t h = 0, mi = 0, se = 0;
    if (sc.number(h, 2) && (sc.take("\xE6\x97\xB6" /* 时 */) || sc.take("\xE7\x82\xB9" /* 点 */))) {
        if (!sc.end() && (!sc.number(mi, 2) || !sc.take("\xE5\x88\x86" /* 分 */)))
            return std::nullopt;
        if (!sc.end() && (!sc.number(se, 2) || !sc.take("\xE7\xA7\x92" /* 秒 */)))
            return std::nullopt;
        if (!sc.end() || h > 23 || mi > 59 || se > 59)
            return std::nullopt;
        t.seconds += h * 3600 + mi * 60 + se;
        return t;
    }
    sc.i = clock;
    if (!parseClock(sc, t))
        return std::nullopt;
    return t;
}

} // namespace

std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d)
{
    // Howard Hinnant's days_from_civil.
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

std::optional<TimePoint> parseTime(std::string_view text, SlashDates slash)
{
    Scanner sc{text};
    std::int64_t a = 0, b = 0, c = 0;
    int digitsA = 0, digitsC = 0;
    if (!sc.number(a, 4, &digitsA))
        return std::nullopt;
    if (digitsA == 4 && sc.take("\xE5\xB9\xB4" /* 年 */))
        return parseChineseDate(sc, a);
    const char sep = sc.peek();
    if (sep != '-' && sep != '/' && sep != '.')
        return std::nullopt;
    ++sc.i;
    if (!sc.number(b, 2))
        return std::nullopt;
    std::int64_t y = 0, m = 0, d = 0;
    if (digitsA == 4) { // year first: 2024-03-01, 2024/03/01, 2024.03.01, 2024-03
        y = a;
        m = b;
        d = 1;
        if (sc.take(sep) && !sc.number(d, 2))
            return std::nullopt;
    } else { // year last: 01.03.2024 (day first), 03/01/2024 or 01-03-2024 (as `slash` says)
        if (!sc.take(sep) || !sc.number(c, 4, &digitsC) || digitsC != 4)
            return std::nullopt;
        y = c;
        const bool dayFirst = sep == '.' || slash == SlashDates::DayFirst;
        d = dayFirst ? a : b;
        m = dayFirst ? b : a;
    }
    if (!validDate(y, m, d))
        return std::nullopt;
    TimePoint t;
    t.seconds = daysFromCivil(y, static_cast<unsigned>(m), static_cast<unsigned>(d)) * kDay;
    if (sc.end())
        return t;
    if (!sc.take('T') && !sc.take(' '))
        return std::nullopt;
    while (sc.take(' ')) {
    }
    if (!parseClock(sc, t))
        return std::nullopt;
    return t;
}

SlashDates detectSlashDates(const std::vector<std::string_view>& cells)
{
    for (const std::string_view cell : cells) {
        Scanner sc{cell};
        std::int64_t first = 0;
        int digits = 0;
        if (sc.number(first, 4, &digits) && digits <= 2 && (sc.peek() == '/' || sc.peek() == '-') && first > 12)
            return SlashDates::DayFirst;
    }
    return SlashDates::MonthFirst;
}

namespace {

// The two fields before the year of a year-last slash date ("03/01/2024": 3, 1), or nullopt.
std::optional<std::pair<std::int64_t, std::int64_t>> slashFields(std::string_view cell)
{
    Scanner sc{cell};
    std::int64_t first = 0, second = 0, year = 0;
    int digits = 0, yearDigits = 0;
    if (!sc.number(first, 4, &digits) || digits > 2 || (sc.peek() != '/' && sc.peek() != '-'))
        return std::nullopt;
    const char sep = sc.peek();
    sc.take(sep);
    if (!sc.number(second, 2) || !sc.take(sep) || !sc.number(year, 4, &yearDigits) || yearDigits != 4)
        return std::nullopt;
    return std::pair(first, second);
}

} // namespace

std::optional<std::string> ambiguousSlashDate(const std::vector<std::string_view>& cells)
{
    std::optional<std::string> example;
    for (const std::string_view cell : cells) {
        const auto fields = slashFields(cell);
        if (!fields)
            continue;
        if (fields->first > 12 || fields->second > 12)
            return std::nullopt; // settled: that field is the day
        if (!example && fields->first != fields->second)
            example = std::string(cell);
    }
    return example;
}

bool monthFirstShown(const std::vector<std::string_view>& cells)
{
    return std::any_of(cells.begin(), cells.end(), [](std::string_view cell) {
        const auto fields = slashFields(cell);
        return fields && fields->first <= 12 && fields->second > 12;
    });
}

std::optional<TimePoint> timeFromParts(const std::vector<double>& parts)
{
    if (parts.size() < 3)
        return std::nullopt;
    for (const double p : parts) {
        if (!std::isfinite(p) || p != std::floor(p))
            return std::nullopt;
    }
    const auto y = static_cast<std::int64_t>(parts[0]), m = static_cast<std::int64_t>(parts[1]), d = static_cast<std::int64_t>(parts[2]);
    if (!validDate(y, m, d))
        return std::nullopt;
    const std::int64_t h = parts.size() > 3 ? static_cast<std::int64_t>(parts[3]) : 0;
    const std::int64_t mi = parts.size() > 4 ? static_cast<std::int64_t>(parts[4]) : 0;
    const std::int64_t s = parts.size() > 5 ? static_cast<std::int64_t>(parts[5]) : 0;
    if (h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59)
        return std::nullopt;
    TimePoint t;
    t.seconds = daysFromCivil(y, static_cast<unsigned>(m), static_cast<unsigned>(d)) * kDay + h * 3600 + mi * 60 + s;
    return t;
}

double cyclePosition(const std::string& kind, std::int64_t seconds)
{
    const std::int64_t days = seconds >= 0 ? seconds / kDay : -((-seconds + kDay - 1) / kDay);
    const double secondOfDay = static_cast<double>(seconds - days * kDay);
    if (kind == "hour")
        return secondOfDay / static_cast<double>(kDay);
    if (kind == "weekday") // 1970-01-01 was a Thursday (3 with Monday = 0)
        return (static_cast<double>(((days % 7) + 7 + 3) % 7) + secondOfDay / static_cast<double>(kDay)) / 7.0;
    // yearday: find the year of `days`
    std::int64_t y = 1970 + days / 365;
    while (daysFromCivil(y, 1, 1) > days)
        --y;
    while (daysFromCivil(y + 1, 1, 1) <= days)
        ++y;
    const double length = leapYear(y) ? 366.0 : 365.0;
    return (static_cast<double>(days - daysFromCivil(y, 1, 1)) + secondOfDay / static_cast<double>(kDay)) / length;
}

std::string formatTime(std::int64_t seconds)
{
    const std::int64_t days = seconds >= 0 ? seconds / kDay : -((-seconds + kDay - 1) / kDay);
    std::int64_t rest = seconds - days * kDay;
    // civil_from_days
    const std::int64_t z = days + 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const auto doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    const std::int64_t y = static_cast<std::int64_t>(yoe) + era * 400 + (m <= 2);
    const auto h = rest / 3600;
    rest %= 3600;
    char buf[96];
    if (rest % 60 == 0)
        std::snprintf(buf, sizeof buf, "%04lld-%02u-%02u %02lld:%02lld", static_cast<long long>(y), m, d, static_cast<long long>(h),
                      static_cast<long long>(rest / 60));
    else
        std::snprintf(buf, sizeof buf, "%04lld-%02u-%02u %02lld:%02lld:%02lld", static_cast<long long>(y), m, d, static_cast<long long>(h),
                      static_cast<long long>(rest / 60), static_cast<long long>(rest % 60));
    return buf;
}

std::string formatTime(std::int64_t seconds, std::optional<std::int64_t> offset)
{
    std::string text = formatTime(seconds);
    if (!offset)
        return text;
    if (*offset == 0)
        return text + "Z";
    const std::int64_t minutes = (*offset < 0 ? -*offset : *offset) / 60;
    char buf[48];
    std::snprintf(buf, sizeof buf, "%c%02lld:%02lld", *offset < 0 ? '-' : '+', static_cast<long long>(minutes / 60),
                  static_cast<long long>(minutes % 60));
    return text + buf;
}

} // namespace lathe::core
