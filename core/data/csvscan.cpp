#include "csvscan.h"

#include "util/errors.h"

#include <cstring>

namespace lathe::core {

namespace {

constexpr std::size_t kBlock = 8u << 20; // 8 MiB reads

std::string_view trimmed(std::string_view s)
{
    std::size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t'))
        ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
        --e;
    return s.substr(b, e - b);
}

} // namespace

bool splitCsvFields(std::string_view line, std::vector<std::string_view>& fields, std::string& scratch)
{
    fields.clear();
    if (std::memchr(line.data(), '"', line.size()) == nullptr) { // the common case: no quotes at all
        std::size_t start = 0;
        for (;;) {
            const void* comma = std::memchr(line.data() + start, ',', line.size() - start);
            const std::size_t end = comma ? static_cast<std::size_t>(static_cast<const char*>(comma) - line.data()) : line.size();
            fields.push_back(trimmed(line.substr(start, end - start)));
            if (!comma)
                return true;
            start = end + 1;
        }
    }
    // Quotes: the unescaped text of every field goes to `scratch`, which never grows past the line's
    // length, so the views stay valid.
    scratch.clear();
    scratch.reserve(line.size() + 1);
    std::size_t cellStart = 0;
    bool quoted = false, wasQuoted = false, empty = true;
    const auto endCell = [&] {
        fields.push_back(trimmed(std::string_view(scratch.data() + cellStart, scratch.size() - cellStart)));
        cellStart = scratch.size();
        wasQuoted = false;
        empty = true;
    };
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < line.size() && line[i + 1] == '"') {
                    scratch.push_back('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                scratch.push_back(c);
            }
        } else if (c == '"' && empty && !wasQuoted) {
            quoted = wasQuoted = true;
        } else if (c == ',') {
            endCell();
        } else {
            scratch.push_back(c);
            empty = false;
        }
    }
    if (quoted)
        return false;
    endCell();
    return true;
}

CsvLineScanner::CsvLineScanner(const std::filesystem::path& file)
    : m_name(file.string())
{
    m_file = std::fopen(m_name.c_str(), "rb");
    if (!m_file)
        throw DataError::at(m_name, 0, "cannot open file");
    std::error_code ec;
    m_size = static_cast<long long>(std::filesystem::file_size(file, ec));
    m_block.resize(kBlock);
}

CsvLineScanner::~CsvLineScanner()
{
    if (m_file)
        std::fclose(m_file);
}

bool CsvLineScanner::nextLine(std::string_view& line)
{
    for (;;) {
        const void* nl = std::memchr(m_block.data() + m_begin, '\n', m_end - m_begin);
        if (nl || (m_eof && m_begin < m_end)) {
            const std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - m_block.data()) : m_end;
            line = std::string_view(m_block.data() + m_begin, end - m_begin);
            m_begin = nl ? end + 1 : m_end;
            ++m_line;
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            if (m_line == 1 && line.size() >= 3 && line.compare(0, 3, "\xEF\xBB\xBF") == 0)
                line.remove_prefix(3); // UTF-8 byte-order mark
            return true;
        }
        if (m_eof)
            return false;
        // Keep the partial line, read more behind it (a line longer than the block grows it).
        const std::size_t rest = m_end - m_begin;
        if (m_begin > 0)
            std::memmove(m_block.data(), m_block.data() + m_begin, rest);
        m_begin = 0;
        m_end = rest;
        if (m_block.size() - m_end < kBlock / 2)
            m_block.resize(m_block.size() * 2);
        const std::size_t got = std::fread(m_block.data() + m_end, 1, m_block.size() - m_end, m_file);
        if (got == 0) {
            if (std::ferror(m_file))
                throw DataError::at(m_name, m_line, "read error");
            m_eof = true;
        }
        m_end += got;
    }
}

bool CsvLineScanner::next(std::vector<std::string_view>& fields)
{
    std::string_view line;
    while (nextLine(line)) {
        if (trimmed(line).empty())
            continue;
        if (!splitCsvFields(line, fields, m_scratch))
            throw DataError::at(m_name, m_line, "unterminated quoted field");
        return true;
    }
    return false;
}

} // namespace lathe::core
