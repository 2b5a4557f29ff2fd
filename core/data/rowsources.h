#pragma once
// Where the rows of a table came from: the file and line of each, so that what names a row (the
// evaluation's most confident mistakes) can send the user to it in their file ("天气.csv, line 1234")
// instead of "sample 9 of the split". Kept as runs of consecutive lines: a file without blank lines
// or rows left out is one run, so a table of millions of rows costs a few numbers.

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace lathe::core {

class RowSources {
public:
    // The rows that follow come from `file`.
    void startFile(std::string file)
    {
        m_files.push_back(std::move(file));
        m_file = static_cast<int>(m_files.size()) - 1;
    }
    // The next row: line `line` (1-based, the header being line 1) of the file last started.
    void add(long long line) { append(m_file, line); }

    std::int64_t rows() const { return m_rows; }
    bool empty() const { return m_rows == 0; }
    // Few runs for its rows (at most one per 16 rows, and 1,024): worth keeping with a whole table and
    // in its cache entry. A table with a blank line or a row left out every few lines is not, and is
    // kept without sources (its mistakes then say their place in the split).
    bool compact() const { return m_runs.size() <= 1024 + static_cast<std::size_t>(m_rows / 16); }
    // `sources` shared, or null when it is not compact.
    static std::shared_ptr<const RowSources> keptIfCompact(RowSources sources);
    // Row `row`'s file and line (row < rows()).
    std::pair<const std::string&, long long> of(std::int64_t row) const;
    // The rows `rows` of this table, in that order (ascending lists are walked in one pass).
    RowSources select(const std::vector<std::int64_t>& rows) const;
    // This table without the rows `dropped` (ascending): one pass over the runs, without a list of
    // the rows kept (a table streamed from disk may have more rows than memory holds indices).
    RowSources without(const std::vector<std::int64_t>& dropped) const;


    // As stored in a table cache entry: {"files": [...], "runs": [[first row, file, first line], ...],
    // "rows": N}; fromRuns checks what it is given and returns false (leaving `out` empty) when it does
    // not hold together.
    struct Run {
        std::int64_t firstRow = 0;
        int file = 0;
        long long firstLine = 0;
    };
    const std::vector<std::string>& files() const { return m_files; }
    const std::vector<Run>& runs() const { return m_runs; }
    static bool fromRuns(std::vector<std::string> files, std::vector<Run> runs, std::int64_t rows, RowSources& out);

private:
    // `count` rows from line `line` of file `file` on.
    void append(int file, long long line, std::int64_t count = 1)
    {
        if (m_runs.empty() || m_runs.back().file != file || m_runs.back().firstLine + (m_rows - m_runs.back().firstRow) != line)
            m_runs.push_back({m_rows, file, line});
        m_rows += count;
    }
    std::size_t runOf(std::int64_t row) const;

    std::vector<std::string> m_files;
    std::vector<Run> m_runs;
    std::int64_t m_rows = 0;
    int m_file = -1;
};

} // namespace lathe::core
