#include "csvtable.h"

#include "config/schema.h"
#include "util/errors.h"

#include <fstream>

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
    if (index >= 0)
        return index;
    std::string message = role + " column \"" + name + "\" not found in the header";
    if (const auto hint = closestName(name, header); !hint.empty()) {
        message += " (did you mean \"" + hint + "\"?)";
    } else {
        message += "; columns are:";
        for (const auto& h : header)
            message += " " + h;
    }
    throw DataError::at(files.at(0), 1, message);
}

void CsvTable::notANumber(std::size_t row, int col, std::string_view role, std::string_view hint) const
{
    const std::string& cell = rows.at(row).at(static_cast<std::size_t>(col));
    const std::string what = where(row) + ": " + (role.empty() ? "" : std::string(role) + " ") + "column \""
                             + header.at(static_cast<std::size_t>(col)) + "\"";
    double v = 0;
    if (cell.empty())
        throw DataError(what + " is empty");
    if (!parseNumber(cell, v))
        throw DataError(what + ": \"" + cell + "\" is not a number" + (hint.empty() ? "" : " (" + std::string(hint) + ")"));
    throw DataError(what + ": value " + cell + " is not finite");
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
    : m_name(file.string())
    , m_in(file, std::ios::binary)
{
    if (!m_in)
        throw DataError::at(m_name, 0, "cannot open file");
    if (!nextLine(m_header))
        throw DataError::at(m_name, 0, "empty file (expected a header line)");
    m_headerLine = m_lineNo;
}

bool CsvChunkReader::nextLine(std::vector<std::string>& cells)
{
    while (std::getline(m_in, m_line)) {
        ++m_lineNo;
        if (!m_line.empty() && m_line.back() == '\r')
            m_line.pop_back();
        if (m_lineNo == 1 && m_line.size() >= 3 && m_line.compare(0, 3, "\xEF\xBB\xBF") == 0)
            m_line.erase(0, 3); // UTF-8 byte-order mark
        if (m_line.find_first_not_of(" \t") == std::string::npos)
            continue;
        if (!splitCsvLine(m_line, cells))
            throw DataError::at(m_name, m_lineNo, "unterminated quoted field");
        return true;
    }
    if (m_in.bad())
        throw DataError::at(m_name, m_lineNo, "read error");
    return false;
}

bool CsvChunkReader::next(CsvTable& chunk, std::size_t rows)
{
    chunk.header = m_header;
    chunk.files = {m_name};
    chunk.rows.clear();
    chunk.origins.clear();
    std::vector<std::string> cells;
    while (chunk.rows.size() < rows && nextLine(cells)) {
        if (cells.size() != m_header.size())
            throw DataError::at(m_name, m_lineNo, "expected " + std::to_string(m_header.size()) + " fields as in the header, found "
                                                      + std::to_string(cells.size()));
        chunk.rows.push_back(cells);
        chunk.origins.push_back({0, m_lineNo});
        ++m_rows;
    }
    return !chunk.rows.empty();
}

CsvTable readCsvShards(const std::vector<std::filesystem::path>& files)
{
    CsvTable table;
    CsvTable chunk;
    for (std::size_t f = 0; f < files.size(); ++f) {
        CsvChunkReader reader(files[f]);
        const std::string name = files[f].string();
        table.files.push_back(name);
        if (f == 0) {
            table.header = reader.header();
        } else if (reader.header() != table.header) {
            std::string detail = "its header differs from the first shard " + table.files[0];
            const auto& cells = reader.header();
            for (std::size_t i = 0; i < std::max(cells.size(), table.header.size()); ++i) {
                const std::string a = i < table.header.size() ? table.header[i] : "(none)";
                const std::string b = i < cells.size() ? cells[i] : "(none)";
                if (a != b) {
                    detail += " (column " + std::to_string(i + 1) + ": \"" + b + "\" instead of \"" + a + "\")";
                    break;
                }
            }
            throw DataError::at(name, reader.headerLine(), detail);
        }
        while (reader.next(chunk, 1 << 16)) {
            for (std::size_t r = 0; r < chunk.rows.size(); ++r) {
                table.rows.push_back(std::move(chunk.rows[r]));
                table.origins.push_back({f, chunk.origins[r].line});
            }
        }
        if (reader.rowsRead() == 0)
            throw DataError::at(name, 0, "no data rows after the header");
    }
    return table;
}

} // namespace lathe::core
