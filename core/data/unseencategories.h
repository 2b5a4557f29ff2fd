#pragma once
// Values of categorical columns that the training data does not hold, met where a model is applied:
// validation or test files of their own, another series, new data to predict. Each is encoded as
// "not seen in training" (code 0, or the one-hot slot name=?), which is what a model can do with it;
// this collector counts them per column and keeps the first value and where it was, so that the user
// is told instead of the value being taken silently. No LibTorch, no Qt.

#include "run/datarecord.h"
#include "util/message.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

class UnseenCategories {
public:
    // One cell of `column` holding `value`, which training never saw; `where()` ("file:line") is
    // called for the first of each column only.
    template <typename Where>
    void note(std::string_view column, std::string_view value, Where&& where)
    {
        for (DataRecord::UnseenCategory& c : m_columns)
            if (c.column == column) {
                ++c.cells;
                return;
            }
        m_columns.push_back({std::string(column), {}, 1, std::string(value), where()});
    }
    // What `other` found, as found in `split` ("val", "test"); merged by column and split.
    void add(const UnseenCategories& other, const std::string& split);
    bool empty() const { return m_columns.empty(); }

    Json toJson() const { return DataRecord::unseenToJson(m_columns); } // data.json's "unseen_categories"
    static UnseenCategories fromJson(const Json& j);
    // A warning per column (and split): its count, its first value and where that was.
    std::vector<Message> warnings() const;

private:
    std::vector<DataRecord::UnseenCategory> m_columns; // in the order first met
};

} // namespace lathe::core
