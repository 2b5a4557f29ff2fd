// Values of categorical columns that training never saw: counted, recorded and said (unseencategories.h).

#include "unseencategories.h"

#include <algorithm>

namespace lathe::core {

void UnseenCategories::add(const UnseenCategories& other, const std::string& split)
{
    for (DataRecord::UnseenCategory o : other.m_columns) {
        o.split = split;
        const auto same = std::find_if(m_columns.begin(), m_columns.end(), [&](const auto& c) { return c.column == o.column && c.split == o.split; });
        if (same != m_columns.end())
            same->cells += o.cells;
        else
            m_columns.push_back(std::move(o));
    }
}

UnseenCategories UnseenCategories::fromJson(const Json& j)
{
    UnseenCategories u;
    u.m_columns = DataRecord::unseenFromJson(j);
    return u;
}

std::vector<Message> UnseenCategories::warnings() const
{
    std::vector<Message> out;
    for (const DataRecord::UnseenCategory& c : m_columns)
        out.push_back(c.split == "val"    ? msg("column \"%1\": %2 value(s) in the validation data that the training data does not hold, the "
                                                "first \"%3\" at %4; the model takes them as an unknown category",
                                                c.column, c.cells, c.first, c.at)
                      : c.split == "test" ? msg("column \"%1\": %2 value(s) in the test data that the training data does not hold, the first "
                                                "\"%3\" at %4; the model takes them as an unknown category",
                                                c.column, c.cells, c.first, c.at)
                                          : msg("column \"%1\": %2 value(s) that the training data does not hold, the first \"%3\" at %4; "
                                                "the model takes them as an unknown category",
                                                c.column, c.cells, c.first, c.at));
    return out;
}

} // namespace lathe::core
