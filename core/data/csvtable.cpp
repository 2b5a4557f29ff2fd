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

CsvTable readCsvShards(const std::vector<std::filesystem::path>& files)
{
    CsvTable table;
    std::vector<std::string> cells;
    for (std::size_t f = 0; f < files.size(); ++f) {
        const std::string name = files[f].string();
        table.files.push_back(name);
        std::ifstream in(files[f], std::ios::binary);
        if (!in)
            throw DataError::at(name, 0, "cannot open file");
        std::string line;
        long long lineNo = 0;
        bool haveHeader = false;
        long long dataRows = 0;
        while (std::getline(in, line)) {
            ++lineNo;
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            if (lineNo == 1 && line.size() >= 3 && line.compare(0, 3, "\xEF\xBB\xBF") == 0)
                line.erase(0, 3); // UTF-8 byte-order mark
            if (line.find_first_not_of(" \t") == std::string::npos)
                continue;
            if (!splitCsvLine(line, cells))
                throw DataError::at(name, lineNo, "unterminated quoted field");
            if (!haveHeader) {
                haveHeader = true;
                if (f == 0) {
                    table.header = cells;
                } else if (cells != table.header) {
                    std::string detail = "its header differs from the first shard " + table.files[0];
                    for (std::size_t i = 0; i < std::max(cells.size(), table.header.size()); ++i) {
                        const std::string a = i < table.header.size() ? table.header[i] : "(none)";
                        const std::string b = i < cells.size() ? cells[i] : "(none)";
                        if (a != b) {
                            detail += " (column " + std::to_string(i + 1) + ": \"" + b + "\" instead of \"" + a + "\")";
                            break;
                        }
                    }
                    throw DataError::at(name, lineNo, detail);
                }
                continue;
            }
            if (cells.size() != table.header.size())
                throw DataError::at(name, lineNo, "expected " + std::to_string(table.header.size())
                                                      + " fields as in the header, found " + std::to_string(cells.size()));
            table.rows.push_back(cells);
            table.origins.push_back({f, lineNo});
            ++dataRows;
        }
        if (in.bad())
            throw DataError::at(name, lineNo, "read error");
        if (!haveHeader)
            throw DataError::at(name, 0, "empty file (expected a header line)");
        if (dataRows == 0)
            throw DataError::at(name, 0, "no data rows after the header");
    }
    return table;
}

} // namespace lathe::core
