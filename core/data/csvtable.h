#pragma once
// A CSV file (or a set of shards with the same header) read into cells, remembering where each row
// came from so that every later error can name the file and line.

#include "csvscan.h"
#include "util/message.h"
#include "util/textencoding.h"

#include <charconv>
#include <cstdint>
#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
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
    std::vector<TextEncoding> encodings; // one per file (Unknown: ASCII only)
    std::vector<char> separators;        // one per file: ',', '\t' or ';' (whose numbers have decimal commas)

    int column(const std::string& name) const; // -1 when absent
    std::string where(std::size_t row) const;  // "file:line"
    // How the file of `row` writes decimals (a point unless it is separated by semicolons).
    DecimalMark mark(std::size_t row) const
    {
        const std::size_t file = row < origins.size() ? origins[row].file : separators.size(); // a table made by hand: a point
        return file < separators.size() ? decimalMarkOf(separators[file]) : DecimalMark::Point;
    }

    // The index of column `name`, or a DataError naming the first file, the column's `role` ("target",
    // "feature", "categorical") and the closest name in the header (or every column when none is close),
    // or the two columns when the header names it twice.
    int requireColumn(const std::string& name, const std::string& role) const;
    // The finite number in column `col` of `row`, or a DataError naming file, line and column when the
    // cell is empty, not a number (followed by `hint` when given) or not finite. `role`, when given,
    // prefixes the column ("target column \"y\"").
    // (Called for every cell: inline, and the texts are views, so nothing is allocated unless it throws.)
    double number(std::size_t row, int col, std::string_view role = {}, std::string_view hint = {}) const;

private:
    [[noreturn]] void notANumber(std::size_t row, int col, std::string_view role, std::string_view hint) const;
};

// Parses a number (an optional '+' allowed; inf and nan parse), or one as a spreadsheet formats it
// ("1,234.5", "12.5%", "¥1,234"; with DecimalMark::Comma "2,5", "1.234,5"): parseCellNumber; false
// when the text is not one.
inline bool parseNumber(std::string_view text, double& value, DecimalMark mark = DecimalMark::Point)
{
    return parseCellNumber(text, mark, value) != CellNumber::None;
}

inline double CsvTable::number(std::size_t row, int col, std::string_view role, std::string_view hint) const
{
    double v = 0;
    if (parseNumber(rows[row][static_cast<std::size_t>(col)], v, mark(row)) && std::isfinite(v))
        return v;
    notANumber(row, col, role, hint);
}

class DataLog;

// Takes out the rows at the end of the table whose every cell is empty (a spreadsheet's formatted but
// empty lines: UCI's air quality ends with a hundred ";;;;"): their count, and the place of the first in
// `firstLine`. Such a row before a value is kept (a series' missing step).
std::size_t dropTrailingEmptyRows(CsvTable& table, std::string& firstLine);

// Reads the shards in order; every shard must have the same header as the first. Throws DataError.
// With `stop`, its stop is asked before each file and each 65,536 rows (ReadingStopped): a large
// series does not hold a stop until it is read to its end.
CsvTable readCsvShards(const std::vector<std::filesystem::path>& files, const DataLog* stop = nullptr);

// How data files' text was read, for the log: which files were GB18030 or UTF-16 (turned into UTF-8),
// which had their columns separated by tabs or by semicolons.
struct TextFormats {
    std::vector<std::string> gb18030, utf16, tabSeparated, semicolonSeparated;

    void add(const std::string& file, TextEncoding encoding, char separator);
    // A line for each list that is not empty, naming its files.
    std::vector<Message> notices() const;
};

// A column whose numbers were written as a spreadsheet formats them (parseFormattedNumber): how many
// cells, and the first as it was written and as it was read.
struct FormattedNumbers {
    std::string column;
    std::int64_t cells = 0;
    std::string example;
    double value = 0;
};
// The log lines that say so, one a column: what was read, and as what.
std::vector<Message> formattedNumbersNotices(const std::vector<FormattedNumbers>& columns);

class CsvLineScanner;

// One CSV file read a chunk of rows at a time, so that a file larger than memory can be processed
// (lathe-cli predict). The same rules as readCsvShards: CsvLineScanner's lines (UTF-8 or GB18030
// text, a byte-order mark and CR line ends dropped, blank lines skipped), every row with the header's
// number of fields. Throws DataError naming the file and line.
class CsvChunkReader {
public:
    // Opens `file` and reads its header: an error when it cannot be opened or has no header line.
    explicit CsvChunkReader(const std::filesystem::path& file);
    ~CsvChunkReader();
    const std::vector<std::string>& header() const { return m_header; }
    // Replaces `chunk` with the next `rows` rows or fewer (its header and file set, rows numbered by
    // their lines); false, with `chunk` empty, when the file has no more.
    bool next(CsvTable& chunk, std::size_t rows);
    long long rowsRead() const { return m_rows; }
    long long headerLine() const { return m_headerLine; }
    TextEncoding encoding() const; // of the text read so far
    char separator() const;        // as the header decided (CsvLineScanner::separator)

private:
    // The next non-blank line split into `cells`; false at the end of the file.
    bool nextLine(std::vector<std::string>& cells);

    std::unique_ptr<CsvLineScanner> m_scan;
    std::string m_name;
    std::vector<std::string> m_header;
    std::vector<std::string_view> m_fields;
    long long m_lineNo = 0, m_rows = 0, m_headerLine = 0;
};

// Splits one CSV line (RFC 4180 quoting, comma separated). Returns false on an unterminated quote.
bool splitCsvLine(const std::string& line, std::vector<std::string>& cells);

} // namespace lathe::core
