#include "predictor.h"

#include "config/json.h"
#include "data/csvtable.h"
#include "data/series.h"
#include "data/imagedecode.h"
#include "data/imagefolder.h"
#include "util/atomicfile.h"
#include "util/errors.h"

#include <ATen/ATen.h>
#include <c10/util/Exception.h>
#include <torch/csrc/jit/serialization/import.h>

#include <algorithm>
#include <fstream>
#include <limits>
#include <sstream>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string number(double v)
{
    std::ostringstream s;
    s.precision(7);
    s << v;
    return s.str();
}

// One line of output per sample: what it was (a file, file:line) and what the model said.
class PredictionWriter {
public:
    PredictionWriter(const fs::path& file, bool jsonLines, const Json& meta)
        : m_file(file)
        , m_tmp(file.string() + ".tmp")
        , m_jsonLines(jsonLines)
        , m_classification(meta.value("task", std::string()) == "classification")
    {
        for (const auto& n : meta.value(m_classification ? "classes" : "targets", Json::array()))
            m_names.push_back(n.get<std::string>());
        m_out.open(m_tmp, std::ios::binary | std::ios::trunc);
        if (!m_out)
            throw MessageError(msg("%1: cannot be written", m_tmp.string()));
        if (m_jsonLines)
            return;
        m_out << "input";
        if (m_classification) {
            m_out << ",predicted";
            for (const auto& n : m_names)
                m_out << "," << csvField("p(" + n + ")");
        } else {
            for (const auto& n : m_names)
                m_out << "," << csvField(n);
        }
        m_out << "\n";
    }

    ~PredictionWriter()
    {
        if (!m_done) {
            m_out.close();
            std::error_code ignored;
            fs::remove(m_tmp, ignored);
        }
    }

    // `output`: probabilities [N, classes] or predictions [N, targets], on the CPU.
    void write(const std::vector<std::string>& sources, const at::Tensor& output)
    {
        const at::Tensor o = output.to(at::kDouble).contiguous().view({output.size(0), -1});
        const auto width = o.size(1);
        if (m_names.size() != static_cast<std::size_t>(width)) // a model.pt without names: number them
            for (auto i = static_cast<std::int64_t>(m_names.size()); i < width; ++i)
                m_names.push_back(std::to_string(i));
        for (std::size_t r = 0; r < sources.size(); ++r) {
            const double* v = o.data_ptr<double>() + static_cast<std::int64_t>(r) * width;
            const auto best = static_cast<std::size_t>(std::max_element(v, v + width) - v);
            if (m_jsonLines) {
                Json j = {{"input", sources[r]}};
                Json values = Json::object();
                for (std::int64_t c = 0; c < width; ++c)
                    values[m_names[static_cast<std::size_t>(c)]] = v[c];
                if (m_classification) {
                    j["predicted"] = m_names[best];
                    j["probabilities"] = std::move(values);
                } else {
                    j["predicted"] = std::move(values);
                }
                m_out << j.dump() << "\n";
            } else {
                m_out << csvField(sources[r]);
                if (m_classification)
                    m_out << "," << csvField(m_names[best]);
                for (std::int64_t c = 0; c < width; ++c)
                    m_out << "," << number(v[c]);
                m_out << "\n";
            }
        }
        m_rows += static_cast<std::int64_t>(sources.size());
        if (!m_out)
            throw MessageError(msg("%1: write failed (is the disk full?)", m_tmp.string()));
    }

    std::int64_t finish()
    {
        m_out.close();
        if (!m_out)
            throw MessageError(msg("%1: write failed (is the disk full?)", m_tmp.string()));
        commitFile(m_tmp, m_file);
        m_done = true;
        return m_rows;
    }

private:
    fs::path m_file, m_tmp;
    bool m_jsonLines, m_classification;
    std::vector<std::string> m_names;
    std::ofstream m_out;
    std::int64_t m_rows = 0;
    bool m_done = false;
};

struct Model {
    torch::jit::Module module;
    Json meta;
    bool classification = false;

    at::Tensor run(const at::Tensor& x)
    {
        at::NoGradGuard noGrad;
        try {
            return module.get_method(classification ? "predict_proba" : "predict")({x}).toTensor();
        } catch (const c10::Error& e) {
            throw DataError(msg("the model refused the inputs: %1", e.what_without_backtrace()));
        }
    }
};

Model loadModel(const fs::path& file)
{
    if (!fs::exists(file))
        throw ConfigError(msg("%1 does not exist: the run has not completed, or output.export_model was false", file.string()));
    torch::jit::ExtraFilesMap extra{{"lathe_model.json", ""}};
    Model m;
    try {
        m.module = torch::jit::load(file.string(), c10::Device(c10::kCPU), extra);
    } catch (const c10::Error& e) {
        throw MessageError(msg("%1: not a TorchScript model (%2)", file.string(), std::string(e.what_without_backtrace()).substr(0, 200)));
    }
    m.meta = Json::parse(extra["lathe_model.json"], nullptr, false);
    if (!m.meta.is_object() || !m.meta.contains("input"))
        throw ConfigError(msg("%1 takes normalised inputs (it was written before model.pt took raw data): "
                              "retrain or resume the run to export it again",
                              file.string()));
    m.classification = m.meta.value("task", std::string()) == "classification";
    m.module.eval();
    return m;
}

std::vector<std::int64_t> inputShape(const Json& meta)
{
    return meta.at("input_shape").get<std::vector<std::int64_t>>();
}

std::int64_t predictImages(Model& model, const PredictRequest& r, PredictionWriter& out, const std::function<void(const std::string&)>& progress)
{
    std::vector<fs::path> files;
    for (const fs::path& input : r.inputs) {
        if (fs::is_directory(input)) {
            std::vector<fs::path> found;
            for (const auto& e : fs::recursive_directory_iterator(input))
                if (e.is_regular_file() && isImageFileName(e.path()))
                    found.push_back(e.path());
            if (found.empty())
                throw DataError(msg("%1: no .png, .jpg or .jpeg files in this folder", input.string()));
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
        } else if (!fs::exists(input)) {
            throw DataError(msg("%1: no such file or folder", input.string()));
        } else if (!isImageFileName(input)) {
            throw DataError(msg("%1: not an image (.png, .jpg or .jpeg); this model takes images", input.string()));
        } else {
            files.push_back(input);
        }
    }
    const std::vector<std::int64_t> shape = inputShape(model.meta); // [C, H, W]
    std::int64_t resized = 0;
    for (std::size_t begin = 0; begin < files.size(); begin += static_cast<std::size_t>(r.batch)) {
        const std::size_t end = std::min(files.size(), begin + static_cast<std::size_t>(r.batch));
        at::Tensor x = at::empty({static_cast<std::int64_t>(end - begin), shape.at(0), shape.at(1), shape.at(2)}, at::kByte);
        std::vector<std::string> sources;
        for (std::size_t i = begin; i < end; ++i) {
            resized += decodeImageInto(files[i], x[static_cast<std::int64_t>(i - begin)]) ? 1 : 0;
            sources.push_back(files[i].string());
        }
        out.write(sources, model.run(x));
        progress(std::to_string(end) + " / " + std::to_string(files.size()) + " images");
    }
    if (resized > 0)
        progress(std::to_string(resized) + " image(s) resized to " + std::to_string(shape.at(1)) + "x" + std::to_string(shape.at(2))
                 + ", as in training");
    return static_cast<std::int64_t>(files.size());
}

// The columns of `table` the model takes, by name; a missing one is an error naming the file.
std::vector<int> columnsOf(const CsvTable& table, const std::vector<std::string>& names)
{
    std::vector<int> at;
    for (const auto& n : names)
        at.push_back(table.requireColumn(n, "feature"));
    return at;
}

// CSV rows, a batch at a time from the file: memory stays bounded whatever the file's size.
std::int64_t predictTable(Model& model, const PredictRequest& r, PredictionWriter& out, const std::function<void(const std::string&)>& progress)
{
    const Json& columns = model.meta.at("input").at("columns");
    std::vector<std::string> names;
    for (const auto& c : columns)
        names.push_back(c.at("name").get<std::string>());
    const std::vector<std::string> markers = model.meta.at("input").value("missing_markers", std::vector<std::string>());
    std::int64_t total = 0;
    CsvTable chunk;
    for (const fs::path& input : r.inputs) {
        CsvChunkReader reader(input);
        std::vector<int> at;
        std::int64_t batches = 0;
        UnseenCategories unseen;
        while (reader.next(chunk, static_cast<std::size_t>(r.batch))) {
            if (at.empty())
                at = columnsOf(chunk, names);
            const std::size_t rows = chunk.rows.size();
            at::Tensor x = at::empty({static_cast<std::int64_t>(rows), static_cast<std::int64_t>(names.size())}, at::kFloat);
            float* p = x.data_ptr<float>();
            std::vector<std::string> sources;
            for (std::size_t row = 0; row < rows; ++row) {
                for (std::size_t c = 0; c < names.size(); ++c) {
                    const Json& column = columns[c];
                    float v = 0.0f;
                    const std::string& text = chunk.rows[row][static_cast<std::size_t>(at[c])];
                    if (column.contains("fill") && isMissingCell(text, markers)) {
                        v = std::numeric_limits<float>::quiet_NaN(); // the model fills it as training did
                    } else if (column.contains("categories")) {
                        const auto& categories = column.at("categories");
                        const std::string& cell = chunk.rows[row][static_cast<std::size_t>(at[c])];
                        const auto it = std::find(categories.begin(), categories.end(), cell);
                        v = it == categories.end() ? 0.0f : static_cast<float>(it - categories.begin() + 1); // 0: unseen
                        if (it == categories.end())
                            unseen.note(names[c], cell, [&] { return chunk.where(row); });
                    } else {
                        v = static_cast<float>(chunk.number(row, at[c], "feature"));
                    }
                    *p++ = v;
                }
                sources.push_back(chunk.where(row));
            }
            out.write(sources, model.run(x));
            if (++batches % 100 == 0) // a line every 100 batches
                progress(input.string() + ": " + std::to_string(reader.rowsRead()) + " rows");
        }
        if (reader.rowsRead() == 0)
            throw DataError::at(input.string(), 0, msg("no data rows after the header"));
        total += reader.rowsRead();
        progress(input.string() + ": " + std::to_string(reader.rowsRead()) + (reader.rowsRead() == 1 ? " row" : " rows"));
        for (const Message& m : unseen.warnings())
            progress(msg("[warning] %1", m).text());
    }
    return total;
}

std::int64_t predictWindows(Model& model, const PredictRequest& r, PredictionWriter& out, const std::function<void(const std::string&)>& progress)
{
    const Json& input = model.meta.at("input");
    SeriesColumns spec;
    if (input.contains("series")) {
        spec = SeriesColumns::fromJson(input.at("series"));
    } else { // written before series had categories, time and missing values: numbers, in file order
        spec.inputs = input.at("features").get<std::vector<std::string>>();
        spec.categories.resize(spec.inputs.size());
    }
    const std::vector<std::int64_t> shape = inputShape(model.meta); // [window, features]
    const std::int64_t window = shape.at(0);
    std::int64_t total = 0;
    for (const fs::path& file : r.inputs) {
        const CsvTable table = readCsvShards({file});
        const SeriesRows series = encodeSeries(table, spec, {}, nullptr);
        const at::Tensor& values = series.values;
        const auto rows = values.size(0);
        if (rows < window)
            throw DataError(msg("%1: %2 rows, fewer than the window of %3 the model takes", file.string(), rows, window));
        // Every window without a missing value, oldest first; each named by its last row (the
        // prediction is for horizon rows later).
        const std::vector<char> bad = rowsWithMissing(values);
        std::vector<std::int64_t> badBefore(static_cast<std::size_t>(rows) + 1, 0);
        for (std::int64_t i = 0; i < rows; ++i)
            badBefore[static_cast<std::size_t>(i) + 1] = badBefore[static_cast<std::size_t>(i)] + bad[static_cast<std::size_t>(i)];
        std::vector<std::int64_t> starts;
        for (std::int64_t s = 0; s + window <= rows; ++s)
            if (badBefore[static_cast<std::size_t>(s + window)] == badBefore[static_cast<std::size_t>(s)])
                starts.push_back(s);
        const auto name = [&](std::int64_t row) {
            const std::int64_t src = series.source[static_cast<std::size_t>(row)];
            return src >= 0 ? table.where(static_cast<std::size_t>(src)) : "a step missing from the time column, " + std::to_string(row) + " rows in";
        };
        for (std::size_t begin = 0; begin < starts.size(); begin += static_cast<std::size_t>(r.batch)) {
            const std::size_t end = std::min(starts.size(), begin + static_cast<std::size_t>(r.batch));
            std::vector<at::Tensor> batch;
            std::vector<std::string> sources;
            for (std::size_t k = begin; k < end; ++k) {
                batch.push_back(values.slice(0, starts[k], starts[k] + window));
                sources.push_back(name(starts[k] + window - 1));
            }
            out.write(sources, model.run(at::stack(batch)));
        }
        const std::int64_t skipped = rows - window + 1 - static_cast<std::int64_t>(starts.size());
        total += static_cast<std::int64_t>(starts.size());
        progress(file.string() + ": " + std::to_string(starts.size()) + " windows"
                 + (skipped > 0 ? ", " + std::to_string(skipped) + " skipped: they hold a missing value or a gap that data.missing \""
                                      + spec.missing + "\" leaves unfilled"
                                : std::string()));
        for (const Message& m : series.findings.unseen.warnings())
            progress(msg("[warning] %1", m).text());
    }
    return total;
}

} // namespace

std::int64_t predictFiles(const PredictRequest& request, const std::function<void(const std::string&)>& progress)
{
    if (request.inputs.empty())
        throw ConfigError(msg("no inputs to predict"));
    if (request.batch < 1)
        throw ConfigError(msg("--batch must be at least 1"));
    Model model = loadModel(request.model);
    const std::string kind = model.meta.at("input").value("kind", std::string());
    PredictionWriter out(request.output, request.jsonLines, model.meta);
    if (kind == "images")
        predictImages(model, request, out, progress);
    else if (kind == "table")
        predictTable(model, request, out, progress);
    else if (kind == "windows")
        predictWindows(model, request, out, progress);
    else
        throw ConfigError(msg("%1: inputs of kind \"%2\" cannot be read from files", request.model.string(), kind));
    return out.finish();
}

} // namespace lathe::core
