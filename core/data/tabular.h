#pragma once
// Turns CSV tables into feature and target tensors: numeric columns parsed and checked, categorical
// columns one-hot (up to kMaxOneHot categories) or index encoded, class labels mapped to indices.

#include "csvtable.h"

#include <ATen/core/Tensor.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace lathe::core {

struct DataConfig;
struct DataSplits;
struct RawColumn;
struct TensorSplit;

class TabularEncoder {
public:
    static constexpr std::size_t kMaxOneHot = 64;

    // Learns columns, categories and classes from the training table. Throws DataError.
    TabularEncoder(const CsvTable& train, const DataConfig& config);

    // Encodes a table with the training columns (by name, in any order; more are ignored). A missing
    // cell (empty or a data.missing_markers text) is NaN, in every feature of a one-hot category; a
    // missing target is NaN (regression) or -1 (classification). data.missing "error" throws at the
    // first instead. Throws DataError naming the file and the line, or a column the table lacks.
    void encode(const CsvTable& table, at::Tensor& inputs, at::Tensor& targets) const;
    // The missing cells of each feature column seen by encode so far (rows read in all tables).
    const std::vector<std::int64_t>& missingCells() const { return m_missingCells; }
    std::int64_t rowsRead() const { return m_rowsRead; }

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
    std::vector<std::string> m_markers;
    std::string m_missing;
    mutable std::vector<std::int64_t> m_missingCells;
    mutable std::int64_t m_rowsRead = 0;
};

// Leaves out the samples whose target is missing and, under data.missing "drop_rows", those with a
// missing feature; returns how many.
std::int64_t dropIncomplete(TensorSplit& split, bool features);

// data.missing mean, median or most_frequent: fills the NaN features of `splits` (the training split
// first: the values of every column come from it) column by column, a category with its most frequent code, and
// appends the missing indicators (data.missing_indicator). Records the values in `out.rawColumns`
// and `out.quality`. Throws DataError when a column has no value in the training split.
void imputeMissing(DataSplits& out, const DataConfig& config, const std::vector<TensorSplit*>& splits, const std::function<void(const std::string&)>& log);

} // namespace lathe::core
