#pragma once
// Turns CSV tables into feature and target tensors: numeric columns parsed and checked, categorical
// columns one-hot (up to kMaxOneHot categories) or index encoded, class labels mapped to indices.

#include "csvtable.h"
#include "rowsources.h"
#include "unseencategories.h"
#include "config/json.h"

#include <filesystem>
#include <memory>

#include <ATen/core/Tensor.h>

#include <functional>
#include <map>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <string>
#include <vector>
#include "util/message.h"

namespace lathe::core {

class DataLog;
struct DataConfig;
struct DataSplits;
struct RawColumn;
struct TensorSplit;
struct RowPreparation;

// Reads CSV shards straight into the encoded tensors, a block of lines at a time: numbers parsed into
// a row-major float buffer (grown by realloc, which large blocks extend in place), text columns
// (categories, class labels) coded as they are met and mapped to their sorted order at the end.
// Nothing keeps a string per cell, so reading takes about the memory of the result.
class TabularEncoder {
public:
    static constexpr std::size_t kMaxOneHot = 64;

    // `stop`, when given, is asked between blocks of lines (DataLog::checkStop: ReadingStopped ends the
    // reading); it must outlive the encoder.
    explicit TabularEncoder(const DataConfig& config, const DataLog* stop = nullptr);

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

    // A table streamed from disk (loader.stream): as readTraining / read, but the encoded rows go to the
    // file `out` instead of a tensor, through `scratch`, a temporary file of the rows as read (the
    // categories' order is known only at the end), so that memory holds a block of rows at a time.
    // Rows whose target is missing (or, with `dropFeatures`, a feature) are left out and counted in
    // `dropped`; `targets` gets the kept rows' targets. Returns the rows written. Throws DataError (a
    // full disk names the file).
    struct StreamedRows {
        std::string out, scratch;
        bool dropFeatures = false;
        std::int64_t written = 0, dropped = 0;
    };
    void streamTraining(const std::vector<std::filesystem::path>& files, StreamedRows& rows, at::Tensor& targets);
    void stream(const std::vector<std::filesystem::path>& files, StreamedRows& rows, at::Tensor& targets);
    // Features per encoded row (one-hot categories expanded), once the training files are read.
    std::int64_t encodedWidth() const;

    const std::vector<std::string>& featureNames() const { return m_featureNames; }
    const std::vector<std::string>& classNames() const { return m_classNames; }
    const std::vector<std::string>& targetNames() const { return m_targetNames; }
    // The feature columns as raw inputs (their names, and categories in code order).
    std::vector<RawColumn> rawColumns() const;
    // The missing cells of each feature column read so far (rows read in all files).
    const std::vector<std::int64_t>& missingCells() const { return m_missingCells; }
    std::int64_t rowsRead() const { return m_rowsRead; }
    // Categories that training does not hold (coded 0), met in the files read since the last call
    // (after training's); cleared.
    UnseenCategories takeUnseen() { return std::exchange(m_unseen, {}); }
    // The file and line of each row the last readTraining or read gave (none for a streamed table,
    // whose rows are left out on their way to disk).
    RowSources takeSources() { return std::exchange(m_sources, {}); }
    // What reading the files found, said after the line that says where the rows went and kept in the
    // table cache (said again when a run reads the table from there): how the files were written
    // (GB18030, tab separated), numbers a spreadsheet had formatted ("1,234.5", "12.5%"), the header's
    // columns without a name left out of the features, the rows of empty cells skipped, and the
    // missing cells with what data.missing did (`dropped` rows left out; `missing` gets
    // DataSplits::quality["missing"]). Call once, after every file is read.
    std::vector<Message> takeFindings(std::int64_t dropped, Json& missing);

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
    void readFiles(const std::vector<std::filesystem::path>& files, bool training, at::Tensor& inputs, at::Tensor& targets,
                   StreamedRows* streamed = nullptr);
    void learnColumns(const std::vector<std::string>& header, const std::string& file);
    void finishTraining(std::int64_t* labels, std::int64_t rows);
    // Rows as read into the encoded features: categories' codes ranked (`rankCodes`: codes in the
    // order met, as the training read leaves them; otherwise already rank + 1) and one-hot categories
    // expanded. `out` may be `raw` when no category is one-hot.
    void encodeRows(const float* raw, std::int64_t rows, bool rankCodes, float* out) const;

    const DataConfig& m_config;
    const DataLog* m_stop;
    std::vector<Column> m_features;
    std::vector<std::string> m_targetNames;
    bool m_classification = true;
    TextCodes m_classes;
    std::vector<std::string> m_classNames;
    std::vector<std::string> m_featureNames;
    std::vector<std::int64_t> m_missingCells;
    int m_namelessColumns = 0;
    std::int64_t m_emptyRows = 0;  // lines of only separators, skipped
    std::string m_firstEmptyRow;   // the first one's file:line
    UnseenCategories m_unseen;
    TextFormats m_textFormats;
    RowSources m_sources;
    std::vector<FormattedNumbers> m_formatted;
    std::int64_t m_rowsRead = 0;
    std::string m_trainingFile; // the first training shard, named by errors about the whole table
};

// Leaves out the samples whose target is missing and, under data.missing "drop_rows", those with a
// missing feature; returns how many.
std::int64_t dropIncomplete(TensorSplit& split, bool features);

// What data.missing fills a column with: from its values in the training split.
struct ColumnFill {
    std::int64_t missingInTrain = 0;
    double fill = 0.0; // a number, or a category's code (1 + its index)
};

// Records the fills of `columns` (one per out.rawColumns) in the raw columns (fill, indicator),
// out.featureNames (the indicators) and out.quality; returns what applies them to rows. Throws
// DataError naming a column missing in all `trainRows` rows.
RowPreparation planFills(DataSplits& out, const DataConfig& config, const std::vector<ColumnFill>& columns, std::int64_t trainRows,
                         const std::function<void(const Message&)>& log);

// data.missing mean, median or most_frequent: fills the NaN features of `splits` (the training split
// first: the values of every column come from it) column by column, a category with its most frequent code, and
// appends the missing indicators (data.missing_indicator). Records the values in `out.rawColumns`
// and `out.quality`. Throws DataError when a column has no value in the training split.
void imputeMissing(DataSplits& out, const DataConfig& config, const std::vector<TensorSplit*>& splits, const std::function<void(const Message&)>& log);

} // namespace lathe::core
