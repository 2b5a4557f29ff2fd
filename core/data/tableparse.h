#pragma once
// The inside of the CSV table reader (TabularEncoder): a block of whole lines parsed on one thread
// into a Part — numbers as floats, text cells as views — in one pass for the common line and through
// the field list for the rest. Shared by the reader's threads; not an interface of its own.

#include "cellnumber.h"
#include "util/message.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <new>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/from_blob.h>

namespace lathe::core::tableparse {

// data.missing_markers with a fast "no": most cells start with a character no marker starts with.
class Markers {
public:
    explicit Markers(const std::vector<std::string>& markers)
        : m_markers(markers)
    {
        for (const auto& m : markers)
            if (!m.empty())
                m_first[static_cast<unsigned char>(m.front())] = true;
    }
    // Whether a marker reads as a finite number ("-200", UCI's missing value): then only the general
    // path, which asks the markers first, may read number cells. (The default "NaN" and "nan" read as
    // NaN, which the one-pass parser already leaves to the general path.)
    bool anyNumber() const
    {
        const auto finite = [](const std::string& m, DecimalMark mark) {
            double v = 0;
            return parseCellNumber(m, mark, v) != CellNumber::None && std::isfinite(v);
        };
        return std::any_of(m_markers.begin(), m_markers.end(),
                           [&](const std::string& m) { return finite(m, DecimalMark::Point) || finite(m, DecimalMark::Comma); });
    }
    bool operator()(std::string_view cell) const
    {
        if (cell.empty())
            return true;
        if (!m_first[static_cast<unsigned char>(cell.front())])
            return false;
        for (const auto& m : m_markers)
            if (cell == m)
                return true;
        return false;
    }

private:
    std::vector<std::string> m_markers;
    bool m_first[256] = {};
};

// A buffer of `width` values per row, grown by realloc: glibc serves large blocks with mmap and grows
// them with mremap, so growing copies nothing and the peak is the data itself.
template <typename T>
class RowBuffer {
public:
    explicit RowBuffer(std::int64_t width)
        : m_width(std::max<std::int64_t>(width, 1))
    {
    }
    ~RowBuffer() { std::free(m_data); }
    RowBuffer(const RowBuffer&) = delete;
    RowBuffer& operator=(const RowBuffer&) = delete;

    T* append() { return appendRows(1); }
    void clear() { m_rows = 0; }           // keeps the memory for the next rows
    void truncate(std::int64_t rows) { m_rows = std::min(m_rows, rows); }
    // Room for `n` more rows, consecutive.
    T* appendRows(std::int64_t n)
    {
        if (m_rows + n > m_capacity) {
            const std::int64_t capacity = std::max<std::int64_t>({4096, m_capacity * 2, m_rows + n});
            void* grown = std::realloc(m_data, static_cast<std::size_t>(capacity * m_width) * sizeof(T));
            if (!grown)
                throw std::bad_alloc();
            m_data = static_cast<T*>(grown);
            m_capacity = capacity;
        }
        T* rows = m_data + m_rows * m_width;
        m_rows += n;
        return rows;
    }
    std::int64_t rows() const { return m_rows; }
    T* data() { return m_data; }
    // The rows as a tensor that owns the buffer (shrunk to fit).
    at::Tensor release(at::ScalarType type, std::vector<std::int64_t> sizes)
    {
        if (m_rows > 0 && m_rows < m_capacity)
            if (void* fit = std::realloc(m_data, static_cast<std::size_t>(m_rows * m_width) * sizeof(T)))
                m_data = static_cast<T*>(fit);
        if (m_rows == 0)
            return at::empty(sizes, type);
        T* data = m_data;
        m_data = nullptr;
        return at::from_blob(data, sizes, [](void* p) { std::free(p); }, at::TensorOptions().dtype(type));
    }

private:
    std::int64_t m_width, m_rows = 0, m_capacity = 0;
    T* m_data = nullptr;
};

// How the cells of a line map to the encoded row: what every parsing thread needs, read only.
struct Layout {
    const std::vector<std::string>* header = nullptr;
    std::vector<int> featureAt;       // field of each feature column
    std::vector<char> categorical;    // per feature
    std::vector<int> targetAt;        // fields of the targets
    bool classification = true;
    bool failOnMissing = true;
    char separator = ',';             // the file's (CsvLineScanner::separator)
    DecimalMark mark = DecimalMark::Point; // the file's: decimalMarkOf(separator)
    const Markers* missing = nullptr;
    // Per field of the header, what the fast path does with it.
    enum class Role : std::uint8_t { Skip, Number, Text, Target };
    struct Field {
        Role role = Role::Skip;
        std::int32_t slot = 0; // Number: the feature; Text: the order among the row's texts; Target: the target
    };
    std::vector<Field> fields; // empty: no fast path (a column with two roles)
    std::size_t texts = 0;     // text cells per row

    void planFields()
    {
        fields.assign(header->size(), {});
        texts = 0;
        const auto set = [&](int at, Field f) {
            Field& slot = fields[static_cast<std::size_t>(at)];
            if (slot.role != Role::Skip)
                return false;
            slot = f;
            return true;
        };
        bool ok = true;
        for (std::size_t i = 0; i < featureAt.size(); ++i)
            ok = ok && set(featureAt[i], categorical[i] ? Field{Role::Text, static_cast<std::int32_t>(texts++)} : Field{Role::Number, static_cast<std::int32_t>(i)});
        for (std::size_t j = 0; j < targetAt.size(); ++j)
            ok = ok && set(targetAt[j], classification ? Field{Role::Text, static_cast<std::int32_t>(texts++)} : Field{Role::Target, static_cast<std::int32_t>(j)});
        if (!ok)
            fields.clear();
    }
};

// What one thread made of its lines: numbers row by row (a category's slot left for the codes), the
// text cells (categories, then the class label) as views into the block or into `copies`, each row's
// line, and the first error, if any. Lines are counted from the part's start (1 is its first line):
// the part before it may not have been counted yet.
struct Part {
    std::int64_t rows = 0;
    long long linesSeen = 0;
    std::vector<float> numbers, targets;
    std::vector<std::string_view> texts; // a missing cell: a view with no data
    std::deque<std::string> copies;      // quoted cells, unescaped (a deque: they never move)
    std::vector<long long> lines;
    std::vector<std::int64_t> missingCells; // per feature
    // Lines of nothing but separators (",,,": a spreadsheet's emptied rows), skipped: how many, and
    // the first one's line in the part.
    std::int64_t emptyRows = 0;
    long long firstEmptyLine = 0;
    // Numbers written as a spreadsheet formats them ("1,234.5", "12.5%"), per field of the header: how
    // many cells, and the first as written and as read.
    struct Formatted {
        std::int64_t cells = 0;
        std::string example;
        double value = 0;
    };
    std::map<int, Formatted> formatted;
    std::optional<Message> error;
    long long errorLine = 0;
};

constexpr std::size_t kThreads = 2; // parsing threads per block

std::string_view trimmedView(std::string_view s);

// Parses the lines of `range` (whole lines; blank ones and those of only separators skipped) into `out`;
// stops at the first error.
void parseLines(std::string_view range, const Layout& layout, Part& out);

} // namespace lathe::core::tableparse
