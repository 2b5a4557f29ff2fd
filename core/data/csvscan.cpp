#include "csvscan.h"

#include "util/errors.h"

#include <algorithm>
#include <charconv>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

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

// A byte as two hex digits, for messages ("0xE9").
std::string hexByte(char c)
{
    char hex[3];
    std::snprintf(hex, sizeof hex, "%02X", static_cast<unsigned char>(c));
    return hex;
}

} // namespace

bool splitCsvFields(std::string_view line, std::vector<std::string_view>& fields, std::string& scratch, char separator)
{
    fields.clear();
    if (std::memchr(line.data(), '"', line.size()) == nullptr) { // the common case: no quotes at all
        std::size_t start = 0;
        for (;;) {
            const void* comma = std::memchr(line.data() + start, separator, line.size() - start);
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
        } else if (c == separator) {
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

char guessSeparator(std::string_view header)
{
    // The fields each would give, by the splitter's own rules (a quote opens only at a field's start):
    // a tie of two or more is a TSV with commas in its names ("Temp, °C<tab>RH, %"), since names
    // rarely hold tabs.
    std::vector<std::string_view> fields;
    std::string scratch;
    const auto count = [&](char separator) { return splitCsvFields(header, fields, scratch, separator) ? fields.size() : 0; };
    // Semicolons the same way, after tabs: a European Excel's CSV ("Temp, °C;RH, %;label" ties, and is
    // one; with a comma in every name, "Temp, °C;RH, %" splits more at commas and stays a CSV).
    const std::size_t tabs = count('\t'), commas = count(',');
    if (tabs > 1 && tabs >= commas)
        return '\t';
    const std::size_t semicolons = count(';');
    return semicolons > 1 && semicolons >= commas ? ';' : ',';
}

bool blankLine(std::string_view line, char separator)
{
    // A line of tabs in a tab-separated file is a row of empty cells, as a line of commas is in a CSV.
    return line.find_first_not_of(separator == '\t' ? std::string_view(" ") : std::string_view(" \t")) == std::string_view::npos;
}

CsvLineScanner::CsvLineScanner(const std::filesystem::path& file)
    : m_name(file.string())
{
    DataError::refuseFolder(file);
    m_file.reset(std::fopen(m_name.c_str(), "rb"));
    if (!m_file)
        throw DataError::at(m_name, 0, msg("cannot open file"));
    std::error_code ec;
    m_size = static_cast<long long>(std::filesystem::file_size(file, ec));
    unsigned char head[8] = {};
    const std::size_t headBytes = std::fread(head, 1, sizeof head, m_file.get());
    refuseBinary(std::string_view(reinterpret_cast<const char*>(head), headBytes));
    // UTF-16 with its byte-order mark (what Excel saves as "Unicode Text", tab separated): read into
    // the buffer through a decoder, as UTF-8, so that lines and fields split as in any other file.
    if (headBytes >= 2 && ((head[0] == 0xFF && head[1] == 0xFE) || (head[0] == 0xFE && head[1] == 0xFF))) {
        m_utf16 = std::make_unique<Utf16Decoder>(head[0] == 0xFE);
        m_encoding = TextEncoding::Utf16;
        m_block.resize(kBlock);
        std::size_t bad = 0;
        if (!m_utf16->decode(std::string_view(reinterpret_cast<const char*>(head) + 2, headBytes - 2), m_rawDecoded, bad))
            badUtf16(bad);
        std::memcpy(m_block.data(), m_rawDecoded.data(), m_rawDecoded.size());
        m_end = m_rawDecoded.size();
        return;
    }
    // A regular file is read through a read-only mapping: the blocks are views of the page cache, with
    // no copy through a buffer (a pipe or a file that cannot be mapped is read into the buffer).
    struct stat st {};
    if (::fstat(::fileno(m_file.get()), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        m_mapping = MappedFile::map(::fileno(m_file.get()), static_cast<std::size_t>(st.st_size));
        if (m_mapping) {
            m_modified = st.st_mtim;
            m_map = m_mapping->data();
            ::madvise(const_cast<char*>(m_map), m_mapping->size(), MADV_SEQUENTIAL);
            m_end = static_cast<std::size_t>(st.st_size);
            m_eof = true;
            return;
        }
    }
    m_block.resize(kBlock);
    std::memcpy(m_block.data(), head, headBytes); // read already
    m_end = headBytes;
}

std::size_t CsvLineScanner::readMore()
{
    char* const into = m_block.data() + m_end;
    const std::size_t room = m_block.size() - m_end;
    if (!m_utf16) {
        const std::size_t got = std::fread(into, 1, room, m_file.get());
        if (got == 0 && std::ferror(m_file.get()))
            throw DataError::at(m_name, m_line, msg("read error"));
        return got;
    }
    // Two bytes of UTF-16 are at most three of UTF-8 (a surrogate pair's four, four), and up to three
    // bytes of a cut character wait in the decoder: what is read fits in the room left (half a block
    // at least).
    m_raw.resize(room / 3 * 2 - 6);
    for (;;) {
        const std::size_t got = std::fread(m_raw.data(), 1, m_raw.size(), m_file.get());
        if (got == 0) {
            if (std::ferror(m_file.get()))
                throw DataError::at(m_name, m_line, msg("read error"));
            if (!m_utf16->complete())
                throw DataError::at(m_name, 0, msg("the UTF-16 text ends inside a character (the file may be cut short)"));
            return 0;
        }
        m_rawDecoded.clear();
        std::size_t bad = 0;
        if (!m_utf16->decode(std::string_view(m_raw.data(), got), m_rawDecoded, bad))
            badUtf16(bad);
        if (!m_rawDecoded.empty()) { // (a lone odd byte decodes to nothing yet)
            std::memcpy(into, m_rawDecoded.data(), m_rawDecoded.size());
            return m_rawDecoded.size();
        }
    }
}

void CsvLineScanner::refuseBinary(std::string_view head) const
{
    // What users point a table's path at by mistake: a workbook rather than the text saved from it,
    // a compressed file. Said as such, instead of as the bytes that are no text.
    if (head.substr(0, 4) == std::string_view("PK\x03\x04", 4))
        throw DataError::at(m_name, 0, msg("a zip file (an Excel or WPS workbook such as .xlsx is one), not text: save the sheet as \"CSV UTF-8\" "
                                           "or as Unicode text, or unpack the zip, and read that"));
    if (head.substr(0, 8) == std::string_view("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8))
        throw DataError::at(m_name, 0, msg("an Excel or WPS workbook in the older binary format (.xls, .et), not text: save the sheet as \"CSV UTF-8\" "
                                           "or as Unicode text, and read that"));
    if (head.substr(0, 2) == std::string_view("\x1F\x8B", 2))
        throw DataError::at(m_name, 0, msg("a gzip-compressed file, not text: unpack it first (gunzip) and read the file inside"));
}

void CsvLineScanner::badUtf16(std::size_t bad) const
{
    throw DataError::at(m_name, 0, msg("the text is not valid UTF-16 (a lone surrogate at byte %1 of the file); save the file as UTF-8",
                                       static_cast<long long>(bad + 3))); // 1-based, after the byte-order mark
}

CsvLineScanner::~CsvLineScanner() = default;

bool CsvLineScanner::nextLine(std::string_view& line)
{
    if (m_map && m_begin >= m_released + kBlock) // a block's worth of lines read (the line before may still be in use)
        releaseRead();
    for (;;) {
        const char* const base = m_map ? m_map : m_block.data();
        const void* nl = std::memchr(base + m_begin, '\n', m_end - m_begin);
        if (nl || (m_eof && m_begin < m_end)) {
            const std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - base) : m_end;
            if (m_mapping) // the search for the newline read the line; the last line, the file's end too
                checkUnchanged(!nl);
            line = std::string_view(base + m_begin, end - m_begin);
            m_begin = nl ? end + 1 : m_end;
            ++m_line;
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            if (m_line == 1 && line.size() >= 3 && line.compare(0, 3, "\xEF\xBB\xBF") == 0 && !m_utf16) {
                line.remove_prefix(3); // UTF-8 byte-order mark: the file says it is UTF-8
                m_encoding = TextEncoding::Utf8;
            } else if (m_line == 1 && line.size() >= 4 && line.compare(0, 4, "\x84\x31\x95\x33") == 0 && !m_utf16) {
                line.remove_prefix(4); // GB18030's byte-order mark (U+FEFF written in GB18030): the file says it is GB18030
                m_encoding = TextEncoding::Gb18030;
            }
            // The header decides from what is buffered after it (up to a block); a later line beyond
            // ASCII decides, if nothing did before, from what is buffered after it.
            if (m_line == 1 || !isAscii(line)) // (an ASCII line reads the same in both)
                line = decodedLine(line, std::string_view(line.data(), static_cast<std::size_t>(base + m_end - line.data())).substr(0, kBlock));
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
        const std::size_t got = readMore();
        m_eof = got == 0;
        m_end += got;
    }
}

void CsvLineScanner::releaseRead()
{
    // The pages of the lines before are done with: out of this process's resident set (they stay in
    // the page cache), so that reading a large file costs the memory of its result only.
    const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    if (const std::size_t done = m_begin / page * page; done > m_released) {
        ::madvise(const_cast<char*>(m_map) + m_released, done - m_released, MADV_DONTNEED);
        m_released = done;
    }
}

bool CsvLineScanner::nextBlock(std::string_view& block, long long& firstLine)
{
    if (m_map) {
        checkUnchanged(true); // the block before, as it was parsed; the file's size and time, once a block
        releaseRead();
        if (m_begin >= m_end)
            return false;
        const char* data = m_map + m_begin;
        std::size_t size = std::min(kBlock, m_end - m_begin);
        if (m_begin + size < m_end) { // end at the block's last newline (or, for a longer line, its own)
            if (const void* nl = memrchr(data, '\n', size)) {
                size = static_cast<std::size_t>(static_cast<const char*>(nl) - data) + 1;
            } else {
                const void* next = std::memchr(data + size, '\n', m_end - m_begin - size);
                size = next ? static_cast<std::size_t>(static_cast<const char*>(next) - data) + 1 : m_end - m_begin;
            }
        }
        block = decodedBlock(std::string_view(data, size), m_line + 1);
        checkUnchanged(); // the search for its last newline touched its last page
        firstLine = m_line + 1;
        m_begin += size;
        return true;
    }
    for (;;) {
        const std::size_t available = m_end - m_begin;
        const char* data = m_block.data() + m_begin;
        const void* lastNewline = available > 0 ? memrchr(data, '\n', available) : nullptr;
        if (lastNewline || (m_eof && available > 0)) {
            const std::size_t size = lastNewline ? static_cast<std::size_t>(static_cast<const char*>(lastNewline) - data) + 1 : available;
            block = decodedBlock(std::string_view(data, size), m_line + 1);
            firstLine = m_line + 1;
            m_begin += size;
            return true;
        }
        if (m_eof)
            return false;
        const std::size_t rest = available;
        if (m_begin > 0)
            std::memmove(m_block.data(), data, rest);
        m_begin = 0;
        m_end = rest;
        if (m_block.size() - m_end < kBlock / 2)
            m_block.resize(m_block.size() * 2);
        const std::size_t got = readMore();
        m_eof = got == 0;
        m_end += got;
    }
}

std::string_view CsvLineScanner::decodedLine(std::string_view line, std::string_view sample)
{
    if (m_encoding == TextEncoding::Unknown) {
        std::size_t bad = 0;
        m_encoding = guessTextEncoding(sample, bad);
        if (bad < line.size())
            badText(line, m_line, bad, false);
        // A byte that is neither further on: undecided still, that line decides again for itself.
    }
    if (m_encoding == TextEncoding::Gb18030)
        return gb18030Decoded(line, m_line);
    if (const std::size_t bad = invalidUtf8At(line); bad != std::string_view::npos)
        badText(line, m_line, bad, true);
    return line;
}

std::string_view CsvLineScanner::decodedBlock(std::string_view block, long long firstLine)
{
    // Read as it is (a pass over every block to check it cost 7-11 % of reading a numeric table):
    // the caller checks the text it keeps (checkText).
    return m_encoding == TextEncoding::Gb18030 ? gb18030Decoded(block, firstLine) : block;
}

std::string_view CsvLineScanner::gb18030Decoded(std::string_view raw, long long firstLine)
{
    if (!m_gb18030)
        m_gb18030 = std::make_unique<Gb18030Decoder>();
    std::size_t bad = 0;
    if (!m_gb18030->decode(raw, m_decoded, bad) && bad == std::string_view::npos)
        throw DataError::at(m_name, firstLine, msg("the text is GB18030, which this system's iconv cannot read; save the file as UTF-8"));
    if (bad != std::string_view::npos)
        badText(raw, firstLine, bad, true);
    return m_decoded;
}

void CsvLineScanner::checkUnchanged(bool onDisk) const
{
    if (!m_mapping)
        return;
    const bool mended = m_mapping->shrank();
    if (!mended && !onDisk)
        return;
    // The file as it is now: shorter (the zeros past its end were read, or a cut within the last page,
    // which reads as zeros without any fault), or written since it was opened (rewritten in place).
    struct stat st {};
    if (::fstat(::fileno(m_file.get()), &st) == 0) {
        if (static_cast<std::size_t>(st.st_size) < m_mapping->size())
            throw DataError::at(m_name, 0,
                                msg("the file became shorter while it was being read (another program changed it); read it again once it is complete"));
        if (st.st_mtim.tv_sec != m_modified.tv_sec || st.st_mtim.tv_nsec != m_modified.tv_nsec)
            throw DataError::at(m_name, 0, msg("the file was changed while it was being read (another program wrote to it); read it again once it is complete"));
    }
    if (mended) // the same size and time: the device or network file system could not deliver a page
        throw DataError::at(m_name, m_line, msg("read error"));
}

void CsvLineScanner::checkText(std::string_view text, long long line, const std::string& column) const
{
    if (m_encoding == TextEncoding::Gb18030 || m_encoding == TextEncoding::Utf16) // decoded: UTF-8 by construction
        return;
    const std::size_t bad = invalidUtf8At(text);
    if (bad == std::string_view::npos)
        return;
    const std::string byte = hexByte(text[bad]);
    if (m_encoding == TextEncoding::Utf8)
        throw DataError::at(m_name, line,
                            msg("column \"%1\" is not UTF-8 text here as in the lines before (byte 0x%2, the cell's byte %3); save the file as UTF-8",
                                column, byte, bad + 1));
    throw DataError::at(m_name, line,
                        msg("column \"%1\" is not UTF-8 text here (byte 0x%2, the cell's byte %3), and the file's first 8 MiB did not show it "
                            "to be GB18030; save the file as UTF-8",
                            column, byte, bad + 1));
}

void CsvLineScanner::badText(std::string_view raw, long long firstLine, std::size_t bad, bool mixed) const
{
    bad = std::min(bad, raw.empty() ? 0 : raw.size() - 1);
    if (raw.empty())
        throw DataError::at(m_name, firstLine, msg("the text is neither UTF-8 nor GB18030; save the file as UTF-8"));
    const std::string_view before = raw.substr(0, bad);
    const long long line = firstLine + static_cast<long long>(std::count(before.begin(), before.end(), '\n'));
    const std::size_t lineStart = before.rfind('\n') == std::string_view::npos ? 0 : before.rfind('\n') + 1;
    const std::string byte = hexByte(raw[bad]);
    const std::size_t at = bad - lineStart + 1;
    if (!mixed)
        throw DataError::at(m_name, line, msg("the text is neither UTF-8 nor GB18030 (byte 0x%1, the line's byte %2); save the file as UTF-8",
                                              byte, at));
    throw DataError::at(m_name, line,
                        m_encoding == TextEncoding::Gb18030
                            ? msg("this line is not GB18030 text as the lines before it are (byte 0x%1, the line's byte %2); save the file as UTF-8",
                                  byte, at)
                            : msg("this line is not UTF-8 text as the lines before it are (byte 0x%1, the line's byte %2); save the file as UTF-8",
                                  byte, at));
}

bool CsvLineScanner::next(std::vector<std::string_view>& fields)
{
    std::string_view line;
    while (nextLine(line)) {
        if (blankLine(line, m_separator))
            continue;
        if (!m_headerRead) {
            m_separator = guessSeparator(line);
            m_headerRead = true;
        }
        if (!splitCsvFields(line, fields, m_scratch, m_separator))
            throw DataError::at(m_name, m_line, msg("a quoted cell is not closed on its line: a row is one line, so a cell cannot hold a line break (as a spreadsheet writes one for Alt+Enter); remove the line breaks from the cells, or close the quote"));
        return true;
    }
    return false;
}

} // namespace lathe::core
