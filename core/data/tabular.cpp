#include "tabular.h"

#include "dataset.h"

#include "config/config.h"
#include "series.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include "csvscan.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <optional>
#include <thread>
#include <functional>
#include <cfloat>
#include <cmath>
#include <limits>
#include <set>

namespace lathe::core {

namespace {

constexpr std::string_view kCategoricalHint = "list the column in data.categorical if it holds categories";
constexpr std::string_view kTablePolicies = "drop_rows, mean, median or most_frequent";

bool allNumeric(const std::vector<std::string>& values)
{
    double v = 0;
    return std::all_of(values.begin(), values.end(), [&](const std::string& s) { return parseNumber(s, v); });
}

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

std::string_view trimmedView(std::string_view s)
{
    const auto b = s.find_first_not_of(" \t");
    return b == std::string_view::npos ? std::string_view() : s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

// How the cells of a line map to the encoded row: what every parsing thread needs, read only.
struct Layout {
    const std::vector<std::string>* header = nullptr;
    std::vector<int> featureAt;       // field of each feature column
    std::vector<char> categorical;    // per feature
    std::vector<int> targetAt;        // fields of the targets
    bool classification = true;
    bool failOnMissing = true;
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
    std::optional<std::string> error;
    long long errorLine = 0;
};

constexpr std::size_t kThreads = 2;

std::string columnText(std::string_view role, const std::string& name)
{
    return (role.empty() ? "" : std::string(role) + " ") + "column \"" + name + "\"";
}

bool blank(char c)
{
    return c == ' ' || c == '\t';
}

// The common line, parsed in one pass with no field list: every number plain and present, no field
// quoted, no text cell missing. Appends the row and returns true; otherwise appends nothing and
// returns false, and parseLines' general path reads the line (and names what is wrong with it).
bool parseRowFast(std::string_view text, const Layout& layout, Part& out)
{
    const char* p = text.data();
    const char* const e = p + text.size();
    const std::size_t count = layout.fields.size();
    if (count == 0)
        return false;
    const std::size_t row = out.numbers.size(), targetRow = out.targets.size(), textRow = out.texts.size();
    out.numbers.resize(row + layout.featureAt.size());
    out.targets.resize(targetRow + (layout.classification ? 0 : layout.targetAt.size()));
    out.texts.resize(textRow + layout.texts); // in the general path's order: categories, then the label
    float* numbers = out.numbers.data() + row;
    float* targets = out.targets.data() + targetRow;
    const auto undo = [&] {
        out.numbers.resize(row);
        out.targets.resize(targetRow);
        out.texts.resize(textRow);
        return false;
    };
    for (std::size_t f = 0; f < count; ++f) {
        if (f > 0) {
            if (p == e || *p != ',')
                return undo();
            ++p;
        }
        const Layout::Field field = layout.fields[f];
        if (field.role == Layout::Role::Number || field.role == Layout::Role::Target) {
            while (p != e && blank(*p))
                ++p;
            double v = 0;
            const char* q = scanDecimal(p, e, v);
            if (q == nullptr || !(std::fabs(v) <= FLT_MAX)) // (NaN fails the comparison too)
                return undo();
            p = q;
            while (p != e && blank(*p))
                ++p;
            (field.role == Layout::Role::Number ? numbers : targets)[field.slot] = static_cast<float>(v);
            continue;
        }
        const void* comma = std::memchr(p, ',', static_cast<std::size_t>(e - p));
        const char* fieldEnd = comma ? static_cast<const char*>(comma) : e;
        if (p != fieldEnd && *p == '"') // quoted: it may hold commas
            return undo();
        if (field.role == Layout::Role::Text) {
            const std::string_view cell = trimmedView(std::string_view(p, static_cast<std::size_t>(fieldEnd - p)));
            if ((*layout.missing)(cell))
                return undo();
            out.texts[textRow + static_cast<std::size_t>(field.slot)] = cell;
        }
        p = fieldEnd;
    }
    if (p != e) // more fields than the header
        return undo();
    out.lines.push_back(out.linesSeen);
    ++out.rows;
    return true;
}

// Parses the lines of `range` (whole lines; blank ones skipped) into `out`; stops at the first error.
void parseLines(std::string_view range, const Layout& layout, Part& out)
{
    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
    const std::vector<std::string>& header = *layout.header;
    const std::size_t width = layout.featureAt.size();
    out.missingCells.assign(width, 0);
    std::vector<std::string_view> fields;
    std::string scratch;
    long long& line = out.linesSeen;
    const char* p = range.data();
    const char* const end = p + range.size();
    const auto fail = [&](const std::string& message) {
        out.error = message;
        out.errorLine = line;
    };
    const auto missingText = [&](std::string_view role, int field, std::string_view cell) {
        return columnText(role, header[static_cast<std::size_t>(field)]) + " is "
               + (cell.empty() ? std::string("empty") : "missing (\"" + std::string(cell) + "\")") + "; set data.missing to "
               + std::string(kTablePolicies) + " to go on";
    };
    // A number float32 holds, NaN for a missing cell; false (with out.error) for anything else.
    const auto number = [&](int field, std::string_view role, std::string_view hint, float& value, std::int64_t* count) {
        const std::string_view cell = fields[static_cast<std::size_t>(field)];
        if ((*layout.missing)(cell)) {
            if (layout.failOnMissing) {
                fail(missingText(role, field, cell));
                return false;
            }
            if (count)
                ++*count;
            value = kNaN;
            return true;
        }
        double v = 0;
        const bool parsed = parseDecimal(cell, v);
        if (parsed && std::fabs(v) <= FLT_MAX) { // (a NaN fails the comparison)
            value = static_cast<float>(v);
            return true;
        }
        const std::string what = columnText(role, header[static_cast<std::size_t>(field)]);
        if (!parsed)
            fail(what + ": \"" + std::string(cell) + "\" is not a number" + (hint.empty() ? "" : " (" + std::string(hint) + ")"));
        else if (!std::isfinite(v))
            fail(what + ": value " + std::string(cell) + " is not finite");
        else
            fail(what + ": " + std::string(cell) + " does not fit in float32 (which holds up to about 3.4e38)");
        return false;
    };
    // A text cell kept for the codes: a view into the block, or a copy when it was unescaped.
    const auto keep = [&](std::string_view cell) {
        if (cell.data() >= range.data() && cell.data() < end)
            return cell;
        out.copies.emplace_back(cell);
        return std::string_view(out.copies.back());
    };
    while (p < end) {
        const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
        const char* lineEnd = nl ? static_cast<const char*>(nl) : end;
        std::string_view text(p, static_cast<std::size_t>(lineEnd - p));
        p = nl ? lineEnd + 1 : end;
        ++line;
        if (!text.empty() && text.back() == '\r')
            text.remove_suffix(1);
        if (parseRowFast(text, layout, out))
            continue;
        if (trimmedView(text).empty())
            continue;
        if (!splitCsvFields(text, fields, scratch))
            return fail("unterminated quoted field");
        if (fields.size() != header.size())
            return fail("expected " + std::to_string(header.size()) + " fields as in the header, found " + std::to_string(fields.size()));
        const std::size_t row = out.numbers.size();
        out.numbers.resize(row + width);
        for (std::size_t i = 0; i < width; ++i) {
            const int field = layout.featureAt[i];
            if (!layout.categorical[i]) {
                if (!number(field, {}, kCategoricalHint, out.numbers[row + i], &out.missingCells[i]))
                    return;
                continue;
            }
            const std::string_view cell = fields[static_cast<std::size_t>(field)];
            if ((*layout.missing)(cell)) {
                if (layout.failOnMissing)
                    return fail(missingText("categorical", field, cell));
                ++out.missingCells[i];
                out.texts.emplace_back();
            } else {
                out.texts.push_back(keep(cell));
            }
        }
        if (layout.classification) {
            const std::string_view label = fields[static_cast<std::size_t>(layout.targetAt.at(0))];
            if ((*layout.missing)(label)) {
                if (layout.failOnMissing)
                    return fail(missingText("target", layout.targetAt.at(0), label));
                out.texts.emplace_back();
            } else {
                out.texts.push_back(keep(label));
            }
        } else {
            for (const int field : layout.targetAt) {
                float v = 0;
                if (!number(field, "target", {}, v, nullptr))
                    return;
                out.targets.push_back(v);
            }
        }
        out.lines.push_back(line);
        ++out.rows;
    }
}

} // namespace

std::int32_t TabularEncoder::TextCodes::code(std::string_view text)
{
    if (const auto it = codes.find(text); it != codes.end())
        return it->second;
    const auto next = static_cast<std::int32_t>(texts.size());
    if (next >= (1 << 24)) // codes travel as float32 until the end
        throw DataError("more than 16 million distinct values in one column: is it really a category?");
    texts.emplace_back(text);
    codes.emplace(texts.back(), next);
    return next;
}

std::int32_t TabularEncoder::TextCodes::find(std::string_view text) const
{
    const auto it = codes.find(text);
    return it == codes.end() ? -1 : it->second;
}

TabularEncoder::TabularEncoder(const DataConfig& config)
    : m_config(config)
    , m_targetNames(config.target)
    , m_classification(config.isClassification())
{
}

void TabularEncoder::learnColumns(const std::vector<std::string>& header, const std::string& file)
{
    CsvTable names; // for requireColumn's message (closest name, the columns there are)
    names.header = header;
    names.files = {file};
    for (const auto& t : m_targetNames)
        names.requireColumn(t, "target");
    std::vector<std::string> featureNames = m_config.features;
    if (featureNames.empty()) {
        for (const auto& h : header)
            if (std::find(m_targetNames.begin(), m_targetNames.end(), h) == m_targetNames.end())
                featureNames.push_back(h);
    }
    if (featureNames.empty())
        throw DataError::at(file, 1, "no feature columns left besides the target");
    for (const auto& c : m_config.categorical)
        names.requireColumn(c, "categorical");
    for (const auto& name : featureNames) {
        names.requireColumn(name, "feature");
        Column col;
        col.name = name;
        col.categorical = std::find(m_config.categorical.begin(), m_config.categorical.end(), name) != m_config.categorical.end();
        m_features.push_back(std::move(col));
    }
    m_missingCells.assign(m_features.size(), 0);
}

void TabularEncoder::readTraining(const std::vector<std::filesystem::path>& files, at::Tensor& inputs, at::Tensor& targets)
{
    readFiles(files, true, inputs, targets);
}

void TabularEncoder::read(const std::vector<std::filesystem::path>& files, at::Tensor& inputs, at::Tensor& targets)
{
    readFiles(files, false, inputs, targets);
}

void TabularEncoder::readFiles(const std::vector<std::filesystem::path>& files, bool training, at::Tensor& inputs, at::Tensor& targets)
{
    const Markers missingCell(m_config.missingMarkers);
    const bool failOnMissing = m_config.missing == "error";
    std::vector<std::string> header;
    std::vector<int> featureAt, targetAt;
    std::unique_ptr<RowBuffer<float>> raw;
    RowBuffer<float> values(static_cast<std::int64_t>(m_targetNames.size())); // regression targets
    RowBuffer<std::int64_t> labels(1);                                          // classification: class codes
    std::vector<std::string_view> fields;
    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

    // The rows of a part, in order, into the buffers: categories and classes coded on this thread.
    const auto appendPart = [&](Part& part, const std::string& file, long long linesBefore) {
        const bool anyCategorical = std::any_of(m_features.begin(), m_features.end(), [](const Column& c) { return c.categorical; });
        const std::size_t width = m_features.size();
        const auto rows = part.rows;
        const std::string_view* text = part.texts.data();
        if (rows > 0) { // the numbers as they are; a category's code goes into its slot below
            float* out = raw->appendRows(rows);
            std::copy_n(part.numbers.data(), rows * static_cast<std::int64_t>(width), out);
            for (std::int64_t r = 0; r < rows && anyCategorical; ++r, out += width) {
                for (std::size_t i = 0; i < width; ++i) {
                    Column& col = m_features[i];
                    if (!col.categorical)
                        continue;
                    const std::string_view cell = *text++;
                    if (cell.data() == nullptr) {
                        out[i] = kNaN;
                    } else if (training) {
                        out[i] = static_cast<float>(col.values.code(cell)); // its rank comes at the end
                    } else {
                        const std::int32_t code = col.values.find(cell);
                        out[i] = code < 0 ? 0.0f : static_cast<float>(col.values.rank[static_cast<std::size_t>(code)] + 1); // 0: unseen
                    }
                }
                text += m_classification ? 1 : 0; // the label, read below
            }
        }
        if (!m_classification) {
            std::copy_n(part.targets.data(), part.targets.size(), values.appendRows(rows));
        } else {
            text = part.texts.data();
            const std::size_t stride = part.rows > 0 ? part.texts.size() / static_cast<std::size_t>(part.rows) : 0;
            std::int64_t* y = labels.appendRows(rows);
            for (std::int64_t r = 0; r < rows; ++r) {
                const std::string_view label = text[(static_cast<std::size_t>(r) + 1) * stride - 1]; // the row's last text
                if (label.data() == nullptr) {
                    y[r] = -1;
                } else if (training) {
                    y[r] = m_classes.code(label);
                } else {
                    const std::int32_t code = m_classes.find(label);
                    if (code < 0)
                        throw DataError(file + ":" + std::to_string(linesBefore + part.lines[static_cast<std::size_t>(r)]) + ": class \""
                                        + std::string(label) + "\" of column \"" + m_targetNames.at(0) + "\" does not occur in the training data");
                    y[r] = m_classes.rank[static_cast<std::size_t>(code)];
                }
            }
        }
        for (std::size_t i = 0; i < width; ++i)
            m_missingCells[i] += part.missingCells[i];
        return part.rows;
    };

    for (std::size_t f = 0; f < files.size(); ++f) {
        CsvLineScanner scan(files[f]);
        if (!scan.next(fields))
            throw DataError::at(scan.name(), 0, "empty file (expected a header line)");
        std::vector<std::string> fileHeader(fields.begin(), fields.end());
        if (f == 0) {
            header = fileHeader;
            if (training) {
                m_trainingFile = scan.name();
                learnColumns(header, scan.name());
            }
            CsvTable names;
            names.header = header;
            names.files = {scan.name()};
            featureAt.clear();
            targetAt.clear();
            for (const Column& col : m_features)
                featureAt.push_back(names.requireColumn(col.name, col.categorical ? "categorical" : "feature"));
            for (const auto& t : m_targetNames)
                targetAt.push_back(names.requireColumn(t, "target"));
            raw = std::make_unique<RowBuffer<float>>(static_cast<std::int64_t>(m_features.size()));
        } else if (fileHeader != header) {
            std::string detail = "its header differs from the first shard " + files[0].string();
            for (std::size_t i = 0; i < std::max(fileHeader.size(), header.size()); ++i) {
                const std::string a = i < header.size() ? header[i] : "(none)";
                const std::string b = i < fileHeader.size() ? fileHeader[i] : "(none)";
                if (a != b) {
                    detail += " (column " + std::to_string(i + 1) + ": \"" + b + "\" instead of \"" + a + "\")";
                    break;
                }
            }
            throw DataError::at(scan.name(), scan.line(), detail);
        }

        Layout layout;
        layout.header = &header;
        layout.featureAt = featureAt;
        for (const Column& col : m_features)
            layout.categorical.push_back(col.categorical ? 1 : 0);
        layout.targetAt = targetAt;
        layout.classification = m_classification;
        layout.failOnMissing = failOnMissing;
        layout.missing = &missingCell;
        // Blocks of whole lines, each cut into one part per thread; the parts are parsed at once and
        // appended in order, so rows, codes and the first error are what one thread would give.
        layout.planFields();
        std::int64_t rowsInFile = 0;
        std::string_view block;
        long long firstLine = 0;
        while (scan.nextBlock(block, firstLine)) {
            const std::size_t threads = block.size() < (1u << 20) ? 1 : kThreads;
            std::vector<Part> parts(threads);
            std::vector<std::thread> workers;
            std::size_t begin = 0;
            for (std::size_t t = 0; t < threads; ++t) {
                std::size_t end = t + 1 == threads ? block.size() : std::max(begin, block.size() * (t + 1) / threads);
                if (end < block.size()) {
                    const void* nl = std::memchr(block.data() + end, '\n', block.size() - end);
                    end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - block.data()) + 1 : block.size();
                }
                const std::string_view range = block.substr(begin, end - begin);
                Part& part = parts[t];
                if (threads == 1)
                    parseLines(range, layout, part);
                else
                    workers.emplace_back([&, range] { parseLines(range, layout, part); });
                begin = end;
            }
            for (auto& w : workers)
                w.join();
            long long before = firstLine - 1; // the lines of the block before each part
            for (Part& part : parts) { // the rows before a part's error first: they may hold an earlier one
                rowsInFile += appendPart(part, scan.name(), before);
                if (part.error)
                    throw DataError(scan.name() + ":" + std::to_string(before + part.errorLine) + ": " + *part.error);
                before += part.linesSeen;
            }
            scan.countLines(before - (firstLine - 1));
        }
        if (rowsInFile == 0)
            throw DataError::at(scan.name(), 0, "no data rows after the header");
    }

    const std::int64_t n = raw->rows();
    m_rowsRead += n;
    if (training)
        finishTraining(raw->data(), m_classification ? labels.data() : nullptr, n);

    // Categories one-hot where they have at most kMaxOneHot values: the features widen, so they are
    // written into a new tensor; otherwise the buffer is the tensor.
    const auto width = static_cast<std::int64_t>(m_featureNames.size());
    const auto rawWidth = static_cast<std::int64_t>(m_features.size());
    bool expand = false;
    for (const Column& col : m_features)
        expand = expand || col.oneHot;
    if (!expand) {
        inputs = raw->release(at::kFloat, {n, rawWidth});
    } else {
        inputs = at::zeros({n, width}, at::kFloat);
        float* out = inputs.data_ptr<float>();
        const float* in = raw->data();
        for (std::int64_t r = 0; r < n; ++r, in += rawWidth, out += width) {
            std::int64_t k = 0;
            for (std::size_t i = 0; i < m_features.size(); ++i) {
                const Column& col = m_features[i];
                if (!col.oneHot) {
                    out[k++] = in[i];
                    continue;
                }
                const auto slots = static_cast<std::int64_t>(col.values.texts.size()) + 1;
                if (std::isnan(in[i]))
                    std::fill(out + k, out + k + slots, kNaN);
                else
                    out[k + static_cast<std::int64_t>(in[i])] = 1.0f;
                k += slots;
            }
        }
        raw.reset();
    }
    targets = m_classification ? labels.release(at::kLong, {n}) : values.release(at::kFloat, {n, static_cast<std::int64_t>(m_targetNames.size())});
}

void TabularEncoder::finishTraining(float* raw, std::int64_t* labels, std::int64_t rows)
{
    const auto rank = [](TextCodes& t, const std::function<bool(const std::string&, const std::string&)>& less) {
        std::vector<std::int32_t> order(t.texts.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = static_cast<std::int32_t>(i);
        std::sort(order.begin(), order.end(), [&](std::int32_t a, std::int32_t b) {
            return less(t.texts[static_cast<std::size_t>(a)], t.texts[static_cast<std::size_t>(b)]);
        });
        t.rank.assign(order.size(), 0);
        for (std::size_t r = 0; r < order.size(); ++r)
            t.rank[static_cast<std::size_t>(order[r])] = static_cast<std::int32_t>(r);
    };
    const auto byText = [](const std::string& a, const std::string& b) { return a < b; };
    const auto width = static_cast<std::int64_t>(m_features.size());
    for (std::size_t i = 0; i < m_features.size(); ++i) {
        Column& col = m_features[i];
        if (col.categorical) {
            if (col.values.texts.empty())
                throw DataError::at(m_trainingFile, 0, "categorical column \"" + col.name + "\" holds no value, only missing cells");
            rank(col.values, byText);
            col.oneHot = col.values.texts.size() <= kMaxOneHot;
            float* x = raw + i;
            for (std::int64_t r = 0; r < rows; ++r, x += width)
                if (!std::isnan(*x))
                    *x = static_cast<float>(col.values.rank[static_cast<std::size_t>(*x)] + 1);
            if (col.oneHot) {
                std::vector<std::string> sorted(col.values.texts.size());
                for (std::size_t c = 0; c < sorted.size(); ++c)
                    sorted[static_cast<std::size_t>(col.values.rank[c])] = col.values.texts[c];
                m_featureNames.push_back(col.name + "=?");
                for (const auto& v : sorted)
                    m_featureNames.push_back(col.name + "=" + v);
                continue;
            }
        }
        m_featureNames.push_back(col.name);
    }
    if (!m_classification)
        return;
    if (m_classes.texts.size() < 2)
        throw DataError::at(m_trainingFile, 0, "target column \"" + m_targetNames.at(0) + "\" has a single class; classification needs at least two");
    if (allNumeric(m_classes.texts)) {
        rank(m_classes, [](const std::string& a, const std::string& b) {
            double x = 0, y = 0;
            parseNumber(a, x);
            parseNumber(b, y);
            return x < y;
        });
    } else {
        rank(m_classes, byText);
    }
    m_classNames.assign(m_classes.texts.size(), {});
    for (std::size_t c = 0; c < m_classes.texts.size(); ++c)
        m_classNames[static_cast<std::size_t>(m_classes.rank[c])] = m_classes.texts[c];
    for (std::int64_t r = 0; r < rows; ++r)
        if (labels[r] >= 0)
            labels[r] = m_classes.rank[static_cast<std::size_t>(labels[r])];
}

std::vector<RawColumn> TabularEncoder::rawColumns() const
{
    std::vector<RawColumn> out;
    for (const Column& col : m_features) {
        RawColumn r;
        r.name = col.name;
        r.kind = !col.categorical ? RawColumn::Kind::Number : col.oneHot ? RawColumn::Kind::OneHot : RawColumn::Kind::Code;
        if (col.categorical) {
            r.categories.resize(col.values.texts.size());
            for (std::size_t c = 0; c < col.values.texts.size(); ++c)
                r.categories.at(static_cast<std::size_t>(col.values.rank[c])) = col.values.texts[c];
        }
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace lathe::core
