#include "seriesid.h"

#include <set>
#include <string_view>

namespace lathe::core {

std::optional<SeriesIdColumn> seriesIdColumn(const CsvTable& t, const std::vector<std::int64_t>& order,
                                             const std::function<std::int64_t(std::int64_t)>& utc, const std::vector<int>& skip)
{
    const std::size_t columns = t.header.size();
    std::vector<char> apart(columns, 1);
    for (const int col : skip)
        if (col >= 0 && static_cast<std::size_t>(col) < columns)
            apart[static_cast<std::size_t>(col)] = 0;
    const auto cell = [&](std::int64_t r, std::size_t c) -> std::string_view {
        const auto& row = t.rows[static_cast<std::size_t>(r)];
        return c < row.size() ? std::string_view(row[c]) : std::string_view();
    };
    bool repeats = false;
    std::set<std::string_view> seen;
    for (std::size_t k = 0; k < order.size();) {
        std::size_t end = k + 1;
        while (end < order.size() && utc(order[end]) == utc(order[k]))
            ++end;
        repeats = repeats || end - k > 1;
        for (std::size_t c = 0; end - k > 1 && c < columns; ++c) {
            seen.clear();
            for (std::size_t j = k; j < end && apart[c]; ++j)
                apart[c] = seen.insert(cell(order[j], c)).second ? 1 : 0;
        }
        k = end;
    }
    if (!repeats)
        return std::nullopt;
    std::optional<SeriesIdColumn> best;
    for (std::size_t c = 0; c < columns; ++c) {
        if (!apart[c])
            continue;
        std::set<std::string_view> values;
        for (const std::int64_t r : order) {
            values.insert(cell(r, c));
            if (values.size() * 2 > order.size())
                break; // too many for an id
        }
        if (values.size() * 2 > order.size() || (best && values.size() >= best->values))
            continue;
        auto v = values.begin(); // two at least: they differ within a repeated time
        best = SeriesIdColumn{static_cast<int>(c), values.size(), std::string(*v), std::string(*std::next(v))};
    }
    return best;
}

} // namespace lathe::core
