#pragma once
// The lines of a CSV file, read in large blocks and split into fields that are views (no string per
// cell): what reads training tables into typed columns at the speed of the disk. The rules are
// splitCsvLine's: comma separated (or tab separated, when the header splits into more fields at tabs:
// a TSV, or a table Excel saved as text; or semicolon separated, a European Excel's CSV, whose numbers
// have decimal commas: cellnumber's DecimalMark), RFC 4180 quotes at the start of a field ("" inside), spaces and tabs
// around a field trimmed, a byte-order mark and CR line ends dropped, blank lines skipped. The text is
// UTF-8 or GB18030 (a Chinese Windows' CSV), told apart at the header from the block it begins, or
// UTF-16 with a byte-order mark (Excel's "Unicode Text"), and handed out as UTF-8; bytes that are neither are a DataError naming the line.

#include "cellnumber.h" // the numbers in the cells, which every reader of these lines parses
#include "util/mappedfile.h"
#include "util/textencoding.h"

#include <cstdio>
#include <ctime>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

// Splits `line` into `fields` at `separator` (',', '\t' or ';'); a quoted field is unescaped into `scratch`
// (which the views may point into until the next call). False on an unterminated quote.
bool splitCsvFields(std::string_view line, std::vector<std::string_view>& fields, std::string& scratch, char separator = ',');
// What a header line's fields are separated by: a tab when splitting at tabs gives two fields or more,
// and at least as many as splitting at commas; else a semicolon by the same rule; else a comma.
char guessSeparator(std::string_view header);
// True for a line with nothing but blanks (spaces, and tabs unless they separate the fields).
bool blankLine(std::string_view line, char separator);


class CsvLineScanner {
public:
    // Opens `file`: a DataError naming it when it cannot be opened.
    explicit CsvLineScanner(const std::filesystem::path& file);
    ~CsvLineScanner();
    CsvLineScanner(const CsvLineScanner&) = delete;
    CsvLineScanner& operator=(const CsvLineScanner&) = delete;

    // The next non-blank line split into `fields` (valid until the next call); false at the end.
    // Throws DataError naming the file and line for an unterminated quote or a read error. The first
    // one (the header) decides the separator.
    bool next(std::vector<std::string_view>& fields);
    // ',', '\t' or ';', as the header decided (',' before it was read). nextBlock's lines are split at it.
    char separator() const { return m_separator; }
    long long line() const { return m_line; } // 1-based number of the line `next` returned
    // The next run of whole lines of the file (up to about a block; the last one may lack its
    // newline), as UTF-8 (valid until the next call), and the number of its first line: for parsing
    // in parallel. Lines still to come after `next` are not lost: the two may alternate. The caller
    // counts the block's lines (it reads them anyway) and reports them with countLines before the
    // next call.
    bool nextBlock(std::string_view& block, long long& firstLine);
    void countLines(long long lines) { m_line += lines; }
    const std::string& name() const { return m_name; }
    // What the text read so far is in (Unknown: ASCII only).
    TextEncoding encoding() const { return m_encoding; }
    // A DataError naming the file, `line` and `column` when `text` (a cell of a block that nextBlock
    // handed out) is not UTF-8. Blocks are not checked whole: a caller checks the text it keeps (a
    // category, a class), numbers being ASCII or an error of their own.
    void checkText(std::string_view text, long long line, const std::string& column) const;
    // A DataError naming the file when it became shorter while it was read (another program writing
    // it; what was read since may be zeros), or a read error when a page could not be read. With
    // `onDisk`, also when the file on disk is shorter or was written since it was opened (a system
    // call: once a block, and on an error). next and nextBlock ask it themselves; a caller that parses
    // a block asks again after parsing it, and with `onDisk` before reporting an error in it.
    void checkUnchanged(bool onDisk = false) const;
    // The file's size in bytes and how far reading has come (for progress).
    long long size() const { return m_size; }

private:
    bool nextLine(std::string_view& line);
    // Reads more of the file into m_block behind m_end (room for half a block at least): as it is, or
    // decoded from UTF-16. 0 at the end of the file.
    std::size_t readMore();
    // A DataError for a file that is no text (a workbook, a zip, a gzip), from its first bytes.
    void refuseBinary(std::string_view head) const;
    [[noreturn]] void badUtf16(std::size_t bad) const;
    void releaseRead(); // a mapped file's pages before m_begin
    // Line m_line as UTF-8: itself, or decoded into m_decoded. `sample`, from the line's start to the
    // end of what is buffered, decides the encoding at the header or, when the header and what
    // followed it were ASCII, at the first line beyond ASCII.
    std::string_view decodedLine(std::string_view line, std::string_view sample);
    // A block from `firstLine` on: decoded when the file is GB18030, else as it is (see checkText).
    std::string_view decodedBlock(std::string_view block, long long firstLine);
    std::string_view gb18030Decoded(std::string_view raw, long long firstLine);
    [[noreturn]] void badText(std::string_view raw, long long firstLine, std::size_t bad, bool mixed) const;

    std::string m_name;
    struct FileCloser {
        void operator()(std::FILE* f) const { std::fclose(f); }
    };
    std::unique_ptr<std::FILE, FileCloser> m_file; // closed when the constructor throws, too
    std::unique_ptr<MappedFile> m_mapping;
    const char* m_map = nullptr; // the mapping's data (m_end its size), or null: read into m_block
    std::size_t m_released = 0;  // mapped bytes given back to the kernel
    std::string m_block;
    std::size_t m_begin = 0, m_end = 0;
    bool m_eof = false;
    std::string m_scratch;
    TextEncoding m_encoding = TextEncoding::Unknown;
    char m_separator = ',';
    bool m_headerRead = false;
    std::unique_ptr<Gb18030Decoder> m_gb18030; // once the file is GB18030
    std::unique_ptr<Utf16Decoder> m_utf16;     // a UTF-16 file's, from the start
    std::string m_raw, m_rawDecoded;           // its bytes as read, and as UTF-8
    std::string m_decoded;
    long long m_line = 0, m_size = 0;
    struct timespec m_modified {}; // a mapped file's modification time when it was opened
};

} // namespace lathe::core
