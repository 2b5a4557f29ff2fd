#pragma once
// Turns CSV tables into feature and target tensors: numeric columns parsed and checked, categorical
// columns one-hot (up to kMaxOneHot categories) or index encoded, class labels mapped to indices.

#include "csvtable.h"

#include <ATen/core/Tensor.h>

#include <map>
#include <string>
#include <vector>

namespace lathe::core {

struct DataConfig;
struct RawColumn;

class TabularEncoder {
public:
    static constexpr std::size_t kMaxOneHot = 64;

    // Learns columns, categories and classes from the training table. Throws DataError.
    TabularEncoder(const CsvTable& train, const DataConfig& config);

    // Encodes a table with the training columns (by name, in any order; more are ignored). Throws
    // DataError naming the file and the line, or a column the table lacks.
    void encode(const CsvTable& table, at::Tensor& inputs, at::Tensor& targets) const;

    const std::vector<std::string>& featureNames() const { return m_featureNames; }
    const std::vector<std::string>& classNames() const { return m_classNames; }
    const std::vector<std::string>& targetNames() const { return m_targetNames; }
    // The feature columns as raw inputs (their names, and categories in code order).
    std::vector<RawColumn> rawColumns() const;

private:
    struct Column {
        std::string name;
        int index = -1;
        bool categorical = false;
        bool oneHot = false;
        std::map<std::string, std::int64_t> categories; // value -> code (1-based; 0 = unseen)
    };
    std::vector<Column> m_features;
    std::vector<int> m_targetColumns;
    std::vector<std::string> m_targetNames;
    bool m_classification = true;
    std::map<std::string, std::int64_t> m_classes;
    std::vector<std::string> m_classNames;
    std::vector<std::string> m_featureNames;
};

} // namespace lathe::core
