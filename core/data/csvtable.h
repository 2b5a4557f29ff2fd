#pragma once
// A CSV file (or a set of shards with the same header) read into cells, remembering where each row
// came from so that every later error can name the file and line.

#include <filesystem>
#include <string>
#include <vector>

namespace lathe::core {

struct CsvTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    struct Origin {
        std::size_t file; // index into files
        long long line;   // 1-based line in that file
    };
    std::vector<Origin> origins; // one per row
    std::vector<std::string> files;

    int column(const std::string& name) const; // -1 when absent
    std::string where(std::size_t row) const;  // "file:line"

    // The index of column `name`, or a DataError naming the first file, the column's `role` ("target",
    // "feature", "categorical") and the closest name in the header (or every column when none is close).
    int requireColumn(const std::string& name, const std::string& role) const;
    // The finite number in column `col` of `row`, or a DataError naming file, line and column when the
    // cell is empty, not a number (followed by `hint` when given) or not finite. `role`, when given,
    // prefixes the column ("target column \"y\"").
    double number(std::size_t row, int col, const std::string& role = {}, const std::string& hint = {}) const;
};

// Parses a number (an optional '+' allowed); false when the text is not one. inf and nan parse.
bool parseNumber(const std::string& text, double& value);

// Reads the shards in order; every shard must have the same header as the first. Throws DataError.
CsvTable readCsvShards(const std::vector<std::filesystem::path>& files);

// Splits one CSV line (RFC 4180 quoting, comma separated). Returns false on an unterminated quote.
bool splitCsvLine(const std::string& line, std::vector<std::string>& cells);

} // namespace lathe::core
