#pragma once
// Turns CSV tables into feature and target tensors: numeric columns parsed and checked, categorical
// columns one-hot (up to kMaxOneHot categories) or index encoded, class labels mapped to indices.

#include "csvtable.h"

#include <filesystem>
#include <memory>

#include <ATen/core/Tensor.h>

#include <functional>
#include <map>
#include <string_view>
#include <unordered_map>
#include <string>
#include <vector>

namespace lathe::core {

struct DataConfig;
struct DataSplits;
struct RawColumn;
struct TensorSplit;

// Reads CSV shards straight into the encoded tensors, a block of lines at a time: numbers parsed into
// a row-major float buffer (grown by realloc, which large blocks extend in place), text columns
// (categories, class labels) coded as they are met and mapped to their sorted order at the end.
// Nothing keeps a string per cell, so reading takes about the memory of the result.
class TabularEncoder {
public:
    static constexpr std::size_t kMaxOneHot = 64;

    explicit TabularEncoder(const DataConfig& config);

    // Reads the training shards (every shard with the first one's header): decides the feature
    // columns, learns the categories and classes. Call once, before `read`. Throws DataError naming
    // the file and line (or column).
    void readTraining(const std::vector<std::filesystem::path>& files, at::Tensor& inputs, at::Tensor& targets);
    // Reads other files (validation, test, scoring) with the training columns, by name (in any order;
    // more are ignored); a category not seen in training is code 0, a class not seen is an error.
    void read(const std::vector<std::filesystem::path>& files, at::Tensor& inputs, at::Tensor& targets);
    // In both, a missing cell (empty or a data.missing_markers text) is NaN, in every feature of a
    // one-hot category; a missing target is NaN (regression) or -1 (classification). data.missing
    // "error" throws at the first instead.

    const std::vector<std::string>& featureNames() const { return m_featureNames; }
    const std::vector<std::string>& classNames() const { return m_classNames; }
    const std::vector<std::string>& targetNames() const { return m_targetNames; }
    // The feature columns as raw inputs (their names, and categories in code order).
    std::vector<RawColumn> rawColumns() const;
    // The missing cells of each feature column read so far (rows read in all files).
    const std::vector<std::int64_t>& missingCells() const { return m_missingCells; }
    std::int64_t rowsRead() const { return m_rowsRead; }

    // The distinct texts of a column in the order met (codes 0, 1, …), then `order`: each code's rank
    // in the sorted texts, once training has been read.
    struct TextHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    struct TextCodes {
        std::unordered_map<std::string, std::int32_t, TextHash, std::equal_to<>> codes;
        std::vector<std::string> texts;
        std::vector<std::int32_t> rank;
        std::int32_t code(std::string_view text); // adds an unseen text
        std::int32_t find(std::string_view text) const; // -1 when unseen
    };

private:
    struct Column {
        std::string name;
        bool categorical = false;
        bool oneHot = false;
        TextCodes values; // categorical
    };
    void readFiles(const std::vector<std::filesystem::path>& files, bool training, at::Tensor& inputs, at::Tensor& targets);
    void learnColumns(const std::vector<std::string>& header, const std::string& file);
    void finishTraining(float* raw, std::int64_t* labels, std::int64_t rows);

    const DataConfig& m_config;
    std::vector<Column> m_features;
    std::vector<std::string> m_targetNames;
    bool m_classification = true;
    TextCodes m_classes;
    std::vector<std::string> m_classNames;
    std::vector<std::string> m_featureNames;
    std::vector<std::int64_t> m_missingCells;
    std::int64_t m_rowsRead = 0;
    std::string m_trainingFile; // the first training shard, named by errors about the whole table
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
