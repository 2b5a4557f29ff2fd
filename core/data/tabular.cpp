#include "tabular.h"

#include "dataset.h"
#include "datalog.h"

#include "config/config.h"
#include "series.h"
#include "util/classlabel.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include "csvscan.h"
#include "tableparse.h"
#include "tablestream.h"

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

// Plain numbers only (parseDecimal, not a spreadsheet's formatted ones): the classes' order is part of
// every model trained on them, and labels such as "5%" kept the order of text before those were read.
bool allNumeric(const std::vector<std::string>& values)
{
    double v = 0;
    return std::all_of(values.begin(), values.end(), [&](const std::string& s) { return parseDecimal(s, v); });
}

} // namespace

using namespace tableparse;

std::int32_t TabularEncoder::TextCodes::code(std::string_view text)
{
    if (const auto it = codes.find(text); it != codes.end())
        return it->second;
    const auto next = static_cast<std::int32_t>(texts.size());
    if (next >= (1 << 24)) // codes travel as float32 until the end
        throw DataError(msg("more than 16 million distinct values in one column: is it really a category?"));
    texts.emplace_back(text);
    codes.emplace(texts.back(), next);
    return next;
}

std::int32_t TabularEncoder::TextCodes::find(std::string_view text) const
{
    const auto it = codes.find(text);
    return it == codes.end() ? -1 : it->second;
}

TabularEncoder::TabularEncoder(const DataConfig& config, const DataLog* stop)
    : m_config(config)
    , m_stop(stop)
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
        for (const auto& h : header) {
            if (h.empty()) // a spreadsheet's empty columns ("a,b,y,,"), a saved index: as a time series does
                ++m_namelessColumns;
            else if (std::find(m_targetNames.begin(), m_targetNames.end(), h) == m_targetNames.end())
                featureNames.push_back(h);
        }
    }
    if (featureNames.empty())
        throw DataError::at(file, 1, msg("no feature columns left besides the target"));
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

void TabularEncoder::streamTraining(const std::vector<std::filesystem::path>& files, StreamedRows& rows, at::Tensor& targets)
{
    at::Tensor none;
    readFiles(files, true, none, targets, &rows);
}

void TabularEncoder::stream(const std::vector<std::filesystem::path>& files, StreamedRows& rows, at::Tensor& targets)
{
    at::Tensor none;
    readFiles(files, false, none, targets, &rows);
}

void TabularEncoder::readFiles(const std::vector<std::filesystem::path>& files, bool training, at::Tensor& inputs, at::Tensor& targets,
                               StreamedRows* streamed)
{
    std::optional<OutputFile> scratch; // streamed: the rows as read, a block at a time
    if (streamed)
        scratch.emplace(streamed->scratch, true);
    std::int64_t rowsRead = 0;
    m_sources = {};
    bool sourcesLost = false; // streamed: too gappy to keep
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
    // A text kept (a category or class met for the first time, an unseen one noted) is checked to be
    // UTF-8 as it is kept: the blocks are not checked whole (CsvLineScanner::checkText).
    const auto appendPart = [&](Part& part, const CsvLineScanner& scan, long long linesBefore) {
        const std::string& file = scan.name();
        const auto lineOf = [&](std::int64_t r) { return linesBefore + part.lines[static_cast<std::size_t>(r)]; };
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
                        const std::size_t known = col.values.texts.size();
                        out[i] = static_cast<float>(col.values.code(cell)); // its rank comes at the end
                        if (col.values.texts.size() > known)
                            scan.checkText(cell, lineOf(r), col.name);
                    } else {
                        const std::int32_t code = col.values.find(cell);
                        out[i] = code < 0 ? 0.0f : static_cast<float>(col.values.rank[static_cast<std::size_t>(code)] + 1); // 0: unseen
                        if (code < 0) {
                            scan.checkText(cell, lineOf(r), col.name);
                            m_unseen.note(col.name, cell, [&] { return file + ":" + std::to_string(lineOf(r)); });
                        }
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
                // The row's last text; "1.0" is the class "1" (cellnumber.h).
                const std::string_view label = classLabel(text[(static_cast<std::size_t>(r) + 1) * stride - 1]);
                if (label.data() == nullptr) {
                    y[r] = -1;
                } else if (training) {
                    const std::size_t known = m_classes.texts.size();
                    y[r] = m_classes.code(label);
                    if (m_classes.texts.size() > known)
                        scan.checkText(label, lineOf(r), m_targetNames.at(0));
                } else {
                    const std::int32_t code = m_classes.find(label);
                    if (code < 0) {
                        scan.checkText(label, lineOf(r), m_targetNames.at(0));
                        throw DataError::at(file, lineOf(r),
                                            msg("class \"%1\" of column \"%2\" does not occur in the training data", label,
                                                m_targetNames.at(0)));
                    }
                    y[r] = m_classes.rank[static_cast<std::size_t>(code)];
                }
            }
        }
        for (std::size_t i = 0; i < width; ++i)
            m_missingCells[i] += part.missingCells[i];
        if (part.emptyRows > 0 && m_emptyRows == 0)
            m_firstEmptyRow = file + ":" + std::to_string(linesBefore + part.firstEmptyLine);
        m_emptyRows += part.emptyRows;
        if (!sourcesLost) {
            for (std::int64_t r = 0; r < part.rows; ++r)
                m_sources.add(lineOf(r));
            // Streamed from disk: a table larger than memory keeps at most a run per file and per 1,024
            // rows (with the rows left out, about 0.05 bytes a row), else none; its mistakes then say
            // their place in the split.
            if (streamed && m_sources.runs().size() > 1024 + m_sources.files().size() + static_cast<std::size_t>(m_sources.rows() / 1024)) {
                m_sources = {};
                sourcesLost = true;
            }
        }
        for (const auto& [field, formatted] : part.formatted) {
            const std::string& column = header[static_cast<std::size_t>(field)];
            auto known = std::find_if(m_formatted.begin(), m_formatted.end(), [&](const FormattedNumbers& f) { return f.column == column; });
            if (known == m_formatted.end())
                known = m_formatted.insert(m_formatted.end(), {column, 0, formatted.example, formatted.value});
            known->cells += formatted.cells;
        }
        return part.rows;
    };

    for (std::size_t f = 0; f < files.size(); ++f) {
        CsvLineScanner scan(files[f]);
        m_sources.startFile(scan.name());
        if (!scan.next(fields))
            throw DataError::at(scan.name(), 0, msg("empty file (expected a header line)"));
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
            for (std::size_t i = 0; i < std::max(fileHeader.size(), header.size()); ++i) {
                const bool hasA = i < header.size();
                const bool hasB = i < fileHeader.size();
                if (hasA && hasB && header[i] == fileHeader[i])
                    continue;
                const Message a = hasA ? Message::plain(header[i]) : msg("(none)");
                const Message b = hasB ? Message::plain(fileHeader[i]) : msg("(none)");
                throw DataError::at(scan.name(), scan.line(),
                                    msg("its header differs from the first shard %1 (column %2: \"%3\" instead of \"%4\")",
                                        files[0].string(), i + 1, b, a));
            }
            throw DataError::at(scan.name(), scan.line(), msg("its header differs from the first shard %1", files[0].string()));
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
        layout.separator = scan.separator();
        layout.mark = decimalMarkOf(layout.separator);
        // Blocks of whole lines, each cut into one part per thread; the parts are parsed at once and
        // appended in order, so rows, codes and the first error are what one thread would give.
        layout.planFields();
        if (missingCell.anyNumber()) // the one-pass parser would read "-200" as a number
            layout.fields.clear();
        std::int64_t rowsInFile = 0;
        std::string_view block;
        long long firstLine = 0;
        while (scan.nextBlock(block, firstLine)) {
            if (m_stop)
                m_stop->checkStop();
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
            scan.checkUnchanged(); // before any error the parts found in zeros
            long long before = firstLine - 1; // the lines of the block before each part
            try {
                for (Part& part : parts) { // the rows before a part's error first: they may hold an earlier one
                    rowsInFile += appendPart(part, scan, before);
                    if (part.error)
                        throw DataError(msg("%1:%2: %3", scan.name(), before + part.errorLine, *part.error));
                    before += part.linesSeen;
                }
            } catch (const DataError&) {
                scan.checkUnchanged(true); // a file cut or rewritten under the reader is the error to report
                throw;
            }
            scan.countLines(before - (firstLine - 1));
            if (scratch) { // the block's rows to disk; the buffer takes the next block's
                scratch->write(raw->data(), static_cast<std::size_t>(raw->rows() * static_cast<std::int64_t>(m_features.size())) * sizeof(float));
                rowsRead += raw->rows();
                raw->clear();
            }
        }
        if (rowsInFile == 0)
            throw DataError::at(scan.name(), 0, msg("no data rows after the header"));
        m_textFormats.add(scan.name(), scan.encoding(), scan.separator());
    }

    const std::int64_t n = scratch ? rowsRead : raw->rows();
    m_rowsRead += n;
    if (training)
        finishTraining(m_classification ? labels.data() : nullptr, n);
    const std::int64_t width = encodedWidth();
    const auto rawWidth = static_cast<std::int64_t>(m_features.size());
    const auto targetWidth = static_cast<std::int64_t>(m_targetNames.size());
    const auto releaseTargets = [&](std::int64_t rows) {
        labels.truncate(rows);
        values.truncate(rows);
        targets = m_classification ? labels.release(at::kLong, {rows}) : values.release(at::kFloat, {rows, targetWidth});
    };
    if (!scratch) {
        // One-hot categories widen the rows, so they are written into a new tensor; otherwise the
        // buffer is the tensor.
        if (width == rawWidth) {
            encodeRows(raw->data(), n, training, raw->data());
            inputs = raw->release(at::kFloat, {n, rawWidth});
        } else {
            inputs = at::empty({n, width}, at::kFloat);
            encodeRows(raw->data(), n, training, inputs.data_ptr<float>());
            raw.reset();
        }
        releaseTargets(n);
        return;
    }
    // Streamed: the rows read back a chunk at a time, encoded, the incomplete ones left out, written.
    OutputFile out(streamed->out, false);
    const std::int64_t chunk = std::max<std::int64_t>(1, (4 << 20) / (std::max(width, rawWidth) * static_cast<std::int64_t>(sizeof(float))));
    std::vector<float> in(static_cast<std::size_t>(chunk * rawWidth)), encoded(static_cast<std::size_t>(chunk * width));
    std::int64_t* y = labels.data();
    float* v = values.data();
    std::int64_t kept = 0;
    std::vector<std::int64_t> droppedRows; // for the sources: the rows left out, as long as they are few
    for (std::int64_t first = 0; first < n; first += chunk) {
        if (m_stop)
            m_stop->checkStop();
        const std::int64_t rows = std::min(chunk, n - first);
        scratch->read(first * rawWidth * static_cast<std::int64_t>(sizeof(float)), in.data(), static_cast<std::size_t>(rows * rawWidth) * sizeof(float));
        encodeRows(in.data(), rows, training, encoded.data());
        std::int64_t w = 0; // rows kept of this chunk, moved forward in `encoded`
        for (std::int64_t r = 0; r < rows; ++r) {
            const std::int64_t i = first + r;
            const float* row = encoded.data() + r * width;
            bool incomplete = m_classification ? y[i] < 0 : std::any_of(v + i * targetWidth, v + (i + 1) * targetWidth, [](float t) { return std::isnan(t); });
            if (streamed->dropFeatures)
                incomplete = incomplete || std::any_of(row, row + width, [](float x) { return std::isnan(x); });
            if (incomplete) {
                if (!sourcesLost && droppedRows.size() < 1024 + static_cast<std::size_t>(n / 1024))
                    droppedRows.push_back(i);
                else
                    sourcesLost = true;
                continue;
            }
            if (w != r)
                std::copy_n(row, width, encoded.data() + w * width);
            if (m_classification)
                y[kept + w] = y[i];
            else
                std::copy_n(v + i * targetWidth, targetWidth, v + (kept + w) * targetWidth);
            ++w;
        }
        out.write(encoded.data(), static_cast<std::size_t>(w * width) * sizeof(float));
        kept += w;
    }
    out.close();
    scratch.reset();
    m_sources = sourcesLost ? RowSources() : m_sources.without(droppedRows);
    streamed->written = kept;
    streamed->dropped = n - kept;
    releaseTargets(kept);
}

std::int64_t TabularEncoder::encodedWidth() const
{
    std::int64_t width = 0;
    for (const Column& col : m_features)
        width += col.oneHot ? static_cast<std::int64_t>(col.values.texts.size()) + 1 : 1;
    return width;
}

void TabularEncoder::encodeRows(const float* raw, std::int64_t rows, bool rankCodes, float* out) const
{
    constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
    const auto rawWidth = static_cast<std::int64_t>(m_features.size());
    const std::int64_t width = encodedWidth();
    bool any = false;
    for (const Column& col : m_features)
        any = any || col.categorical;
    if (!any) { // numbers only: the rows as they are
        if (out != raw)
            std::copy_n(raw, rows * rawWidth, out);
        return;
    }
    for (std::int64_t r = 0; r < rows; ++r, raw += rawWidth, out += width) {
        std::int64_t k = 0;
        for (std::size_t i = 0; i < m_features.size(); ++i) {
            const Column& col = m_features[i];
            float x = raw[i];
            if (!col.categorical) {
                out[k++] = x;
                continue;
            }
            if (rankCodes && !std::isnan(x))
                x = static_cast<float>(col.values.rank[static_cast<std::size_t>(x)] + 1);
            if (!col.oneHot) {
                out[k++] = x;
                continue;
            }
            const auto slots = static_cast<std::int64_t>(col.values.texts.size()) + 1;
            std::fill(out + k, out + k + slots, std::isnan(x) ? kNaN : 0.0f);
            if (!std::isnan(x))
                out[k + static_cast<std::int64_t>(x)] = 1.0f;
            k += slots;
        }
    }
}

void TabularEncoder::finishTraining(std::int64_t* labels, std::int64_t rows)
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
    for (std::size_t i = 0; i < m_features.size(); ++i) {
        Column& col = m_features[i];
        if (col.categorical) {
            if (col.values.texts.empty())
                throw DataError::at(m_trainingFile, 0, msg("categorical column \"%1\" holds no value, only missing cells", col.name));
            rank(col.values, byText); // encodeRows maps the codes to their ranks
            col.oneHot = col.values.texts.size() <= kMaxOneHot;
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
        throw DataError::at(m_trainingFile, 0,
                            msg("target column \"%1\" has a single class; classification needs at least two", m_targetNames.at(0)));
    if (allNumeric(m_classes.texts)) {
        rank(m_classes, [](const std::string& a, const std::string& b) {
            double x = 0, y = 0;
            parseDecimal(a, x);
            parseDecimal(b, y);
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

std::vector<Message> TabularEncoder::takeFindings(std::int64_t dropped, Json& missing)
{
    std::vector<Message> findings = m_textFormats.notices();
    for (const Message& notice : formattedNumbersNotices(m_formatted))
        findings.push_back(notice);
    m_textFormats = {};
    m_formatted.clear();
    if (m_namelessColumns > 0)
        findings.push_back(msg("%1 column(s) without a name in the header left out of the features (give them a name in the header to use them)",
                               m_namelessColumns));
    if (m_emptyRows > 0)
        findings.push_back(msg("%1 row(s) of only empty cells skipped (the first at %2)", m_emptyRows, m_firstEmptyRow));
    Json columns = Json::object();
    std::int64_t cells = 0;
    std::string text;
    for (std::size_t i = 0; i < m_features.size(); ++i) {
        const std::int64_t n = m_missingCells[i];
        if (n == 0)
            continue;
        columns[m_features[i].name] = n;
        cells += n;
        text += (text.empty() ? "" : ", ") + m_features[i].name + " " + std::to_string(n);
    }
    if (cells > 0 || dropped > 0) {
        const Message cellsText = text.empty() ? msg("none in the features") : Message::plain(text);
        findings.push_back(m_config.missing == "drop_rows"
                               ? msg("missing cells in %1 rows: %2; data.missing \"%3\": %4 row(s) dropped", m_rowsRead, cellsText, m_config.missing, dropped)
                               : msg("missing cells in %1 rows: %2; data.missing \"%3\": %4 row(s) dropped (their target is missing)", m_rowsRead,
                                     cellsText, m_config.missing, dropped));
    }
    missing = {{"policy", m_config.missing}, {"markers", m_config.missingMarkers}, {"cells", cells}, {"columns", columns}, {"rows_dropped", dropped}};
    return findings;
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
