#include "csvtable.h"

#include <algorithm>
#include <cstdio>

#include "config/schema.h"
#include "csvscan.h"
#include "datalog.h"
#include "util/errors.h"

namespace lathe::core {

int CsvTable::column(const std::string& name) const
{
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i] == name)
            return static_cast<int>(i);
    }
    return -1;
}

std::string CsvTable::where(std::size_t row) const
{
    const Origin& o = origins.at(row);
    return files.at(o.file) + ":" + std::to_string(o.line);
}

int CsvTable::requireColumn(const std::string& name, const std::string& role) const
{
    const int index = column(name);
    if (index >= 0) {
        // Two columns of one name: either would be read for both (a pandas index saved beside its
        // column, two exports pasted side by side).
        for (std::size_t j = static_cast<std::size_t>(index) + 1; j < header.size(); ++j)
            if (header[j] == name)
                throw DataError::at(files.at(0), 1,
                                    msg("%1 column \"%2\" appears twice in the header, as columns %3 and %4: give each column a name of its own",
                                        role, name, index + 1, static_cast<int>(j) + 1));
        return index;
    }
    if (const auto hint = closestName(name, header); !hint.empty())
        throw DataError::at(files.at(0), 1, msg("%1 column \"%2\" not found in the header (did you mean \"%3\"?)", role, name, hint));
    std::string columns;
    for (const auto& h : header)
        columns += " " + h;
    throw DataError::at(files.at(0), 1, msg("%1 column \"%2\" not found in the header; columns are:%3", role, name, columns));
}

void CsvTable::notANumber(std::size_t row, int col, std::string_view role, std::string_view hint) const
{
    const std::string& cell = rows.at(row).at(static_cast<std::size_t>(col));
    const std::string& name = header.at(static_cast<std::size_t>(col));
    const Message what = role.empty() ? msg("%1: column \"%2\"", where(row), name) : msg("%1: %2 column \"%3\"", where(row), role, name);
    double v = 0;
    if (cell.empty())
        throw DataError(msg("%1 is empty", what));
    if (!parseNumber(cell, v, mark(row)))
        throw DataError(hint.empty() ? msg("%1: \"%2\" is not a number", what, cell)
                                     : msg("%1: \"%2\" is not a number (%3)", what, cell, hint));
    throw DataError(msg("%1: value %2 is not finite", what, cell));
}

bool splitCsvLine(const std::string& line, std::vector<std::string>& cells)
{
    cells.clear();
    std::string cell;
    bool quoted = false;
    bool wasQuoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < line.size() && line[i + 1] == '"') {
                    cell += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                cell += c;
            }
        } else if (c == '"' && cell.empty() && !wasQuoted) {
            quoted = wasQuoted = true;
        } else if (c == ',') {
            cells.push_back(std::move(cell));
            cell.clear();
            wasQuoted = false;
        } else {
            cell += c;
        }
    }
    if (quoted)
        return false;
    // Trim spaces around unquoted cells ("1, 2" is common in hand-written files).
    const auto b = cell.find_first_not_of(" \t");
    const auto e = cell.find_last_not_of(" \t");
    cells.push_back(b == std::string::npos ? std::string() : cell.substr(b, e - b + 1));
    for (auto& c : cells) {
        const auto cb = c.find_first_not_of(" \t");
        const auto ce = c.find_last_not_of(" \t");
        c = cb == std::string::npos ? std::string() : c.substr(cb, ce - cb + 1);
    }
    return true;
}

CsvChunkReader::CsvChunkReader(const std::filesystem::path& file)
    : m_scan(std::make_unique<CsvLineScanner>(file))
    , m_name(m_scan->name())
{
    if (!nextLine(m_header))
        throw DataError::at(m_name, 0, msg("empty file (expected a header line)"));
    m_headerLine = m_lineNo;
}

CsvChunkReader::~CsvChunkReader() = default;

TextEncoding CsvChunkReader::encoding() const
{
    return m_scan->encoding();
}

char CsvChunkReader::separator() const
{
    return m_scan->separator();
}

bool CsvChunkReader::nextLine(std::vector<std::string>& cells)
{
    if (!m_scan->next(m_fields))
        return false;
    m_lineNo = m_scan->line();
    cells.assign(m_fields.begin(), m_fields.end());
    return true;
}

bool CsvChunkReader::next(CsvTable& chunk, std::size_t rows)
{
    chunk.header = m_header;
    chunk.files = {m_name};
    chunk.separators = {separator()};
    chunk.encodings = {encoding()};
    chunk.rows.clear();
    chunk.origins.clear();
    std::vector<std::string> cells;
    while (chunk.rows.size() < rows && nextLine(cells)) {
        if (cells.size() != m_header.size())
            throw DataError::at(m_name, m_lineNo, msg("expected %1 fields as in the header, found %2", m_header.size(), cells.size()));
        chunk.rows.push_back(cells);
        chunk.origins.push_back({0, m_lineNo});
        ++m_rows;
    }
    return !chunk.rows.empty();
}

CsvTable readCsvShards(const std::vector<std::filesystem::path>& files, const DataLog* stop)
{
    CsvTable table;
    CsvTable chunk;
    const auto checkStop = [stop] {
        if (stop)
            stop->checkStop();
    };
    for (std::size_t f = 0; f < files.size(); ++f) {
        checkStop();
        CsvChunkReader reader(files[f]);
        const std::string name = files[f].string();
        table.files.push_back(name);
        if (f == 0) {
            table.header = reader.header();
        } else if (reader.header() != table.header) {
            const auto& cells = reader.header();
            for (std::size_t i = 0; i < std::max(cells.size(), table.header.size()); ++i) {
                const bool hasA = i < table.header.size();
                const bool hasB = i < cells.size();
                if (hasA && hasB && table.header[i] == cells[i])
                    continue;
                const Message a = hasA ? Message::plain(table.header[i]) : msg("(none)");
                const Message b = hasB ? Message::plain(cells[i]) : msg("(none)");
                throw DataError::at(name, reader.headerLine(),
                                    msg("its header differs from the first shard %1 (column %2: \"%3\" instead of \"%4\")", table.files[0],
                                        i + 1, b, a));
            }
            throw DataError::at(name, reader.headerLine(), msg("its header differs from the first shard %1", table.files[0]));
        }
        while (reader.next(chunk, 1 << 16)) {
            checkStop();
            for (std::size_t r = 0; r < chunk.rows.size(); ++r) {
                table.rows.push_back(std::move(chunk.rows[r]));
                table.origins.push_back({f, chunk.origins[r].line});
            }
        }
        if (reader.rowsRead() == 0)
            throw DataError::at(name, 0, msg("no data rows after the header"));
        table.encodings.push_back(reader.encoding());
        table.separators.push_back(reader.separator());
    }
    return table;
}

std::size_t dropTrailingEmptyRows(CsvTable& table, std::string& firstLine)
{
    std::size_t kept = table.rows.size();
    while (kept > 0 && std::all_of(table.rows[kept - 1].begin(), table.rows[kept - 1].end(), [](const std::string& cell) { return cell.empty(); }))
        --kept;
    const std::size_t dropped = table.rows.size() - kept;
    if (dropped > 0)
        firstLine = table.where(kept);
    table.rows.resize(kept);
    table.origins.resize(kept);
    return dropped;
}

void TextFormats::add(const std::string& file, TextEncoding encoding, char separator)
{
    if (encoding == TextEncoding::Gb18030)
        gb18030.push_back(file);
    if (encoding == TextEncoding::Utf16)
        utf16.push_back(file);
    if (separator == '\t')
        tabSeparated.push_back(file);
    if (separator == ';')
        semicolonSeparated.push_back(file);
}

std::vector<Message> TextFormats::notices() const
{
    const auto names = [](const std::vector<std::string>& files) {
        std::string text;
        for (std::size_t i = 0; i < files.size() && i < 3; ++i)
            text += (i ? ", " : "") + files[i];
        return files.size() > 3 ? text + ", …" : text;
    };
    std::vector<Message> out;
    if (!gb18030.empty())
        out.push_back(msg("%1 CSV file(s) read as GB18030 text (what Excel saves on a Chinese Windows) and turned into UTF-8: %2", gb18030.size(),
                          names(gb18030)));
    if (!utf16.empty())
        out.push_back(msg("%1 file(s) read as UTF-16 text (what Excel saves as Unicode text) and turned into UTF-8: %2", utf16.size(), names(utf16)));
    if (!tabSeparated.empty())
        out.push_back(msg("%1 file(s) read with their columns separated by tabs (a TSV, or a table saved as tab-delimited text): %2",
                          tabSeparated.size(), names(tabSeparated)));
    if (!semicolonSeparated.empty())
        out.push_back(msg("%1 file(s) read with their columns separated by semicolons, as Excel saves a CSV in languages that write decimal "
                          "commas, so \"2,5\" is read as 2.5 and \"1.234,5\" as 1234.5: %2",
                          semicolonSeparated.size(), names(semicolonSeparated)));
    return out;
}

std::vector<Message> formattedNumbersNotices(const std::vector<FormattedNumbers>& columns)
{
    std::vector<Message> out;
    for (const FormattedNumbers& c : columns) {
        char read[32];
        std::snprintf(read, sizeof read, "%.10g", c.value);
        out.push_back(msg("column \"%1\": %2 cells hold numbers as a spreadsheet formats them (thousands separators, a percent or currency "
                          "sign, 元, 万 or 亿, full-width digits), such as \"%3\", read as %4",
                          c.column, c.cells, c.example, std::string(read)));
    }
    return out;
}

} // namespace lathe::core
