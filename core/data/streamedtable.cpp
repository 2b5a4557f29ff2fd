// Reading a CSV table into splits whose rows stay on disk (loader.stream), and the statistics an
// in-memory table computes from its tensors (fills, scaling, constant columns), computed here by
// passes over the training rows a chunk at a time (declared in tablestream.h).

#include "tablestream.h"

#include "config/config.h"
#include "csvtable.h"
#include "dataset.h"
#include "tablecache.h"
#include "tabular.h"
#include "util/errors.h"
#include "util/hostmemory.h"
#include "util/textencoding.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>

namespace lathe::core {

namespace {

std::string mebibytes(double bytes)
{
    return std::to_string(static_cast<long long>(bytes / 1048576.0 + 0.5)) + " MiB";
}

// Calls `visit` with the rows of `split` in order, a chunk at a time ([rows, width] float32); asks
// `log`'s stop before each.
void forEachChunk(const TensorSplit& split, const DataLog& log, const std::function<void(const at::Tensor&)>& visit)
{
    if (split.size() == 0)
        return;
    TableChunks chunks(split.table, 2 * TableChunks::chunkRowsFor(split.table->width()) * split.table->width() * 4);
    const std::int64_t step = chunks.chunkRows();
    const auto* rows = split.tableRows.data_ptr<std::int64_t>();
    at::Tensor buffer = at::empty({step, split.table->width()}, at::kFloat);
    for (std::int64_t first = 0; first < split.size(); first += step) {
        log.checkStop();
        const std::int64_t n = std::min(step, split.size() - first);
        chunks.gather(rows + first, n, buffer.data_ptr<float>());
        visit(buffer.narrow(0, 0, n));
    }
}

// Count, mean and sum of squared deviations of every column over its non-NaN values, merged chunk by
// chunk (Chan et al.), in double.
struct Moments {
    at::Tensor count, mean, m2;
    void add(const at::Tensor& rows)
    {
        const at::Tensor x = rows.to(at::kDouble);
        const at::Tensor present = at::isnan(x).logical_not();
        const at::Tensor n = present.sum(0).to(at::kDouble);
        const at::Tensor values = at::where(present, x, at::zeros_like(x));
        const at::Tensor mu = values.sum(0) / n.clamp_min(1.0);
        const at::Tensor dev = at::where(present, x - mu, at::zeros_like(x));
        const at::Tensor m = (dev * dev).sum(0);
        if (!count.defined()) {
            count = n, mean = mu, m2 = m;
            return;
        }
        const at::Tensor total = count + n;
        const at::Tensor delta = mu - mean;
        const at::Tensor safe = total.clamp_min(1.0);
        mean = mean + delta * n / safe;
        m2 = m2 + m + delta * delta * count * n / safe;
        count = total;
    }
};

} // namespace

double estimatedRowBytes(std::string head, std::uintmax_t bytes)
{
    const auto headBytes = static_cast<double>(head.size());
    // UTF-16 (Excel's Unicode text) is counted as the reader sees it (its bytes 0x0A and 0x2C are also
    // parts of characters: 上 is 0A 4E), against the bytes it came from; a character cut by the head's
    // end, or the text before a bad unit, is enough for an estimate.
    std::string text;
    std::size_t bad = 0;
    if (utf16ToUtf8(head, text, bad) || bad != std::string::npos)
        head = std::move(text);
    const auto lines = std::count(head.begin(), head.end(), '\n');
    const auto second = head.find('\n');
    if (lines < 2 || second == std::string::npos)
        return -1;
    const auto third = head.find('\n', second + 1);
    // The second line's fields at the header's separator (a European CSV's decimal commas are no fields).
    const char separator = guessSeparator(std::string_view(head).substr(0, second));
    const auto line = head.begin() + static_cast<std::ptrdiff_t>(second), lineEnd = head.begin() + static_cast<std::ptrdiff_t>(third);
    const auto fields = 1 + std::count(line, lineEnd, separator);
    const double rows = static_cast<double>(bytes) / (headBytes / static_cast<double>(lines));
    return rows * static_cast<double>(fields) * 4.0;
}

bool streamTable(const Config& c, const std::vector<std::filesystem::path>& files, std::uintmax_t bytes, const DataLog& log)
{
    if (c.loader.stream != "auto")
        return c.loader.stream == "on";
    if (files.empty())
        return false;
    // The first MiB of the first file.
    std::ifstream in(files.front(), std::ios::binary);
    std::string head(1 << 20, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    const double encoded = estimatedRowBytes(std::move(head), bytes);
    if (encoded < 0)
        return false;
    const std::int64_t available = availableHostMemory();
    const bool stream = available > 0 && encoded > static_cast<double>(available) / 2.0;
    if (stream)
        log(msg("the table's rows would take about %1 of the %2 available: streaming them from disk (loader.stream \"auto\")", mebibytes(encoded),
                mebibytes(static_cast<double>(available))));
    return stream;
}

CachedTable readStreamedTable(const Config& c, const std::vector<std::vector<std::filesystem::path>>& fileSets, const std::string& key,
                              DataSplits& out, const DataLog& log)
{
    // The rows go straight into a cache entry; without one (no key, or an entry too large to keep)
    // the same files are temporary: removed with the writer, read through the descriptors still open.
    CacheEntryWriter entry(key);
    TabularEncoder encoder(c.data, &log);
    CachedTable t;
    UnseenCategories unseen;
    std::int64_t dropped = 0;
    double bytes = 0.0;
    const char* names[] = {"train", "val", "test"};
    TensorSplit* splits[] = {&t.train, &t.val, &t.test};
    for (std::size_t i = 0; i < 3; ++i) {
        if (fileSets[i].empty())
            continue;
        TabularEncoder::StreamedRows rows;
        rows.out = entry.file(std::string(names[i]) + ".inputs");
        rows.scratch = entry.file(std::string(names[i]) + ".scratch");
        rows.dropFeatures = c.data.missing == "drop_rows";
        TensorSplit& split = *splits[i];
        if (i == 0)
            encoder.streamTraining(fileSets[i], rows, split.targets);
        else
            encoder.stream(fileSets[i], rows, split.targets);
        unseen.add(encoder.takeUnseen(), names[i]);
        if (RowSources sources = encoder.takeSources(); sources.rows() == rows.written && rows.written > 0) // none when too gappy
            split.sources = RowSources::keptIfCompact(std::move(sources)); // stored in the entry (meta.json "row_sources")
        const std::int64_t width = encoder.encodedWidth();
        entry.add(std::string(names[i]) + ".inputs", {rows.written, width}, at::kFloat);
        entry.write(std::string(names[i]) + ".targets", split.targets);
        split.table = std::make_shared<TableFile>(rows.out, rows.written, width);
        split.tableRows = at::arange(rows.written, at::kLong);
        split.sampleShape = {width};
        dropped += rows.dropped;
        bytes += static_cast<double>(rows.written * width) * 4.0;
    }
    t.haveVal = !fileSets[1].empty();
    t.haveTest = !fileSets[2].empty();
    out.featureNames = t.featureNames = encoder.featureNames();
    out.rawColumns = t.rawColumns = encoder.rawColumns();
    out.classNames = t.classNames = encoder.classNames();
    out.targetNames = t.targetNames = encoder.targetNames();
    // What reading found goes into the entry before it is committed (a later run reads it from there),
    // and is said after the line that says where the rows went.
    t.findings = encoder.takeFindings(dropped, t.missing);
    if (!unseen.empty())
        t.unseen = unseen.toJson();
    Message where = msg("a temporary file (gone when the run ends)");
    if (!key.empty()) {
        const auto limit = static_cast<std::uintmax_t>(c.data.cacheLimitGb * 1073741824.0);
        if (const std::string why = entry.commit(t, limit); !why.empty())
            log(msg("the table is not cached: %1", why));
        else
            where = msg("the table cache (%1)", tableCacheDir().string());
    }
    log(msg("read %1 rows from %2 CSV file(s) into %3, %4 of rows streamed from there", encoder.rowsRead(),
            fileSets[0].size() + fileSets[1].size() + fileSets[2].size(), where, mebibytes(bytes)));
    for (const Message& m : t.findings)
        log(m);
    out.quality["missing"] = t.missing;
    reportUnseenCategories(unseen, out, log);
    return t;
}

void prepareStreamedSplits(DataSplits& out, const DataConfig& d, const std::vector<TensorSplit*>& splits, const DataLog& log)
{
    const TensorSplit& train = *splits.at(0);
    const bool fills = d.missing == "mean" || d.missing == "median" || d.missing == "most_frequent";
    for (const RawColumn& column : out.rawColumns)
        if (column.kind == RawColumn::Kind::Number && (d.missing == "median" || d.missing == "most_frequent"))
            throw DataError(msg("data.missing \"%1\" needs every training value of a number column at once (\"%2\"), which a table "
                                "streamed from disk does not hold: use \"mean\", or set loader.stream \"off\"",
                                d.missing, column.name));

    // First pass: the smallest and largest value of every feature (constant columns), the moments of
    // the values present, and how often each code of a category column with codes occurs.
    std::vector<float> lo, hi;
    Moments raw;
    std::map<std::size_t, std::vector<std::int64_t>> codeCounts; // raw column → count per code
    forEachChunk(train, log, [&](const at::Tensor& rows) {
        foldColumnRanges(rows.data_ptr<float>(), rows.size(0), rows.size(1), lo, hi);
        raw.add(rows);
        std::int64_t k = 0;
        for (std::size_t i = 0; i < out.rawColumns.size(); ++i) {
            const RawColumn& column = out.rawColumns[i];
            if (column.kind == RawColumn::Kind::Code && fills) {
                auto& counts = codeCounts[i];
                counts.resize(column.categories.size() + 1, 0);
                const float* x = rows.data_ptr<float>() + k;
                for (std::int64_t r = 0; r < rows.size(0); ++r, x += rows.size(1))
                    if (!std::isnan(*x))
                        ++counts.at(static_cast<std::size_t>(*x));
            }
            k += column.kind == RawColumn::Kind::OneHot ? static_cast<std::int64_t>(column.categories.size()) + 1 : 1;
        }
    });
    if (train.size() >= 2)
        warnConstantColumns(lo, hi, numberColumns(out.rawColumns), log);

    RowPreparation plan;
    if (fills) {
        const at::Tensor present = raw.count.to(at::kLong), sums = raw.mean * raw.count;
        std::vector<ColumnFill> columns;
        std::int64_t k = 0, filled = 0;
        for (std::size_t i = 0; i < out.rawColumns.size(); ++i) {
            const RawColumn& column = out.rawColumns[i];
            const std::int64_t width = column.kind == RawColumn::Kind::OneHot ? static_cast<std::int64_t>(column.categories.size()) + 1 : 1;
            ColumnFill f;
            f.missingInTrain = train.size() - present[k].item<std::int64_t>();
            filled += f.missingInTrain;
            if (column.kind == RawColumn::Kind::OneHot) { // the code of the most frequent category (the first on ties)
                f.fill = static_cast<double>(sums.slice(0, k, k + width).argmax().item<std::int64_t>());
            } else if (column.kind == RawColumn::Kind::Code) { // the smallest of the most frequent codes
                const auto& counts = codeCounts[i];
                f.fill = static_cast<double>(std::max_element(counts.begin(), counts.end()) - counts.begin());
            } else {
                f.fill = raw.mean[k].item<double>();
            }
            columns.push_back(f);
            k += width;
        }
        plan = planFills(out, d, columns, train.size(), log);
        for (std::size_t s = 1; s < splits.size(); ++s) // the cells the other splits will have filled, counted once
            forEachChunk(*splits[s], log, [&](const at::Tensor& rows) {
                for (const auto& fill : plan.fills)
                    filled += at::isnan(rows.select(1, fill.first)).sum().item<std::int64_t>();
            });
        out.quality["missing"]["filled"] = filled;
    }

    if (d.normalize != "none") {
        // The scaling comes from the rows as the model will see them: filled, with their indicators.
        at::Tensor shift, scale;
        if (d.normalize == "standard") {
            Moments m = raw;
            if (fills || !plan.indicatorColumns.empty()) {
                m = Moments{};
                forEachChunk(train, log, [&](const at::Tensor& rows) { m.add(plan.apply(rows.clone())); });
            }
            shift = m.mean;
            scale = train.size() > 1 ? (m.m2 / (m.count - 1.0).clamp_min(1.0)).sqrt() : at::ones_like(shift);
        } else {
            std::vector<float> low = lo, high = hi;
            if (fills || !plan.indicatorColumns.empty()) {
                low.clear();
                high.clear();
                forEachChunk(train, log, [&](const at::Tensor& rows) {
                    const at::Tensor x = plan.apply(rows.clone()).contiguous();
                    foldColumnRanges(x.data_ptr<float>(), x.size(0), x.size(1), low, high);
                });
            }
            shift = at::tensor(low, at::kFloat);
            scale = at::tensor(high, at::kFloat) - shift;
        }
        const auto [a, b] = recordScaling(out, d.normalize, shift, scale);
        plan.shift.assign(a.data_ptr<float>(), a.data_ptr<float>() + a.numel());
        plan.scale.assign(b.data_ptr<float>(), b.data_ptr<float>() + b.numel());
    }
    const auto shared = std::make_shared<const RowPreparation>(std::move(plan));
    const std::int64_t width = static_cast<std::int64_t>(out.featureNames.size());
    for (TensorSplit* s : splits) {
        s->preparation = shared;
        s->sampleShape = {width};
    }
}

} // namespace lathe::core
