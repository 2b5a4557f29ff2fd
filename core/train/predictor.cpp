#include "predictor.h"

#include "config/json.h"
#include "data/csvtable.h"
#include "data/series.h"
#include "data/imagedecode.h"
#include "data/imagefolder.h"
#include "data/imagefiles.h"
#include "run/runfolder.h"
#include "util/atomicfile.h"
#include "data/timecolumn.h"
#include "predictionwriter.h"
#include "util/errors.h"
#include "util/pathtext.h"

#include <ATen/ATen.h>
#include <c10/util/Exception.h>
#include <torch/csrc/jit/serialization/import.h>

#include <algorithm>
#include <chrono>
#include <cfloat>
#include <cmath>
#include <limits>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

void checkStop(const PredictRequest& r)
{
    if (r.stopRequested && r.stopRequested())
        throw PredictStopped();
}

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
    torch::jit::ExtraFilesMap extra{{"lathe_model.json", ""}, {"lathe_state.json", ""}};
    Model m;
    try {
        m.module = torch::jit::load(file.string(), c10::Device(c10::kCPU), extra);
    } catch (const c10::Error& e) {
        // LibTorch's first line says what is wrong ("file not found", "not a ZIP archive"); the rest is
        // its own call stack.
        std::string why = e.what_without_backtrace();
        why = why.substr(0, why.find('\n'));
        throw MessageError(msg("%1: not a TorchScript model (%2)", file.string(), why));
    }
    if (extra["lathe_model.json"].empty() && !extra["lathe_state.json"].empty())
        throw ConfigError(msg("%1 is a training checkpoint, which takes inputs as training prepared them: predict with the run's exported "
                              "model.pt (lathe-cli predict RUN_FOLDER FILE)",
                              file.string()));
    if (extra["lathe_model.json"].empty())
        throw ConfigError(msg("%1 is a TorchScript model that Lathe did not export (it carries no lathe_model.json saying what inputs it "
                              "takes): predict with a run's model.pt",
                              file.string()));
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

std::int64_t predictImages(Model& model, const PredictRequest& r, PredictionWriter& out, const DataLog& log)
{
    std::vector<fs::path> files;
    for (const fs::path& input : r.inputs) {
        if (fs::is_directory(input)) {
            const std::vector<fs::path> found = imageFilesUnder(input); // as training lists a class folder: linked folders too
            if (found.empty())
                throw DataError(msg("%1: no .png, .jpg or .jpeg files in this folder", input.string()));
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
            sources.push_back(pathText(files[i])); // as UTF-8 (a GBK name read as Chinese), as training names its classes
        }
        out.write(sources, model.run(x));
        log(msg("%1 of %2 images", end, files.size()));
        checkStop(r);
    }
    if (resized > 0)
        log(msg("%1 image(s) resized to %2x%3, as in training", resized, shape.at(1), shape.at(2)));
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
std::int64_t predictTable(Model& model, const PredictRequest& r, PredictionWriter& out, const DataLog& log)
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
        std::int64_t batches = 0, emptyRows = 0;
        auto lastSaid = std::chrono::steady_clock::now();
        std::string firstEmpty;
        UnseenCategories unseen;
        while (reader.next(chunk, static_cast<std::size_t>(r.batch))) {
            if (at.empty())
                at = columnsOf(chunk, names);
            std::vector<std::size_t> kept; // a row of only empty cells (",,,") is skipped, as training skipped it
            for (std::size_t row = 0; row < chunk.rows.size(); ++row) {
                const auto& cells = chunk.rows[row];
                if (std::all_of(cells.begin(), cells.end(), [](const std::string& cell) { return cell.empty(); })) {
                    if (emptyRows++ == 0)
                        firstEmpty = chunk.where(row);
                } else {
                    kept.push_back(row);
                }
            }
            if (kept.empty())
                continue;
            at::Tensor x = at::empty({static_cast<std::int64_t>(kept.size()), static_cast<std::int64_t>(names.size())}, at::kFloat);
            float* p = x.data_ptr<float>();
            std::vector<std::string> sources;
            for (const std::size_t row : kept) {
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
                        const double number = chunk.number(row, at[c], "feature");
                        if (std::fabs(number) > FLT_MAX) // as training and evaluate refuse it, not a NaN prediction
                            throw DataError(msg("%1: %2 column \"%3\": %4 does not fit in float32 (which holds up to about 3.4e38)",
                                                chunk.where(row), std::string("feature"), names[c], text));
                        v = static_cast<float>(number);
                    }
                    *p++ = v;
                }
                sources.push_back(chunk.where(row));
            }
            out.write(sources, model.run(x));
            // A line every 10 s at most (every 100 batches wrote 59 lines for 1.5 million rows in 28 s).
            if (++batches % 100 == 0 && std::chrono::steady_clock::now() - lastSaid >= std::chrono::seconds(10)) {
                lastSaid = std::chrono::steady_clock::now();
                log(msg("%1: %2 rows so far", input.string(), reader.rowsRead()));
            }
            checkStop(r);
        }
        if (reader.rowsRead() == emptyRows)
            throw DataError::at(input.string(), 0, msg("no data rows after the header"));
        total += reader.rowsRead() - emptyRows;
        log(msg("%1: %2 row(s)", input.string(), reader.rowsRead() - emptyRows));
        if (emptyRows > 0)
            log(msg("%1 row(s) of only empty cells skipped (the first at %2)", emptyRows, firstEmpty));
        for (const Message& m : unseen.warnings())
            log.warn(m);
    }
    return total;
}

// The time a window's prediction is for: its last row's time, `horizon` steps of the training series
// later. Unknown for an untimed series, for an irregular one forecasting ahead, and for a model.pt
// written before it recorded its horizon.
struct ForecastTime {
    bool known = false;
    std::int64_t ahead = 0; // seconds after the window's last row

    static ForecastTime of(const Json& meta)
    {
        const Json& input = meta.at("input");
        if (input.value("kind", std::string()) != "windows" || !input.contains("series"))
            return {};
        const Json& series = input.at("series");
        const auto horizon = series.value("horizon", std::int64_t{-1});
        const auto step = series.value("step_seconds", std::int64_t{0});
        if (series.value("time", Json::array()).empty() || horizon < 0 || (horizon > 0 && step <= 0))
            return {};
        return {true, horizon * step};
    }
};

std::int64_t predictWindows(Model& model, const PredictRequest& r, PredictionWriter& out, const DataLog& log)
{
    const ForecastTime forecast = ForecastTime::of(model.meta);
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
        CsvTable table = readCsvShards({file});
        if (std::string first; const std::size_t dropped = dropTrailingEmptyRows(table, first)) // as training skipped them
            log(msg("%1 row(s) without any value at the end of the file skipped, from %2 on", dropped, first));
        const SeriesRows series = encodeSeries(table, spec, {}, nullptr);
        // As training says them: a prediction for each window of rows that training would also have read.
        if (series.findings.reordered > 0)
            log.warn(msg("%1 is not in time order: its rows are sorted by time", file.string()));
        if (series.findings.duplicates > 0)
            log.warn(duplicatesWarning(series.findings));
        if (!series.findings.guessedDate.empty())
            log.warn(guessedDateWarning(series.findings));
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
            std::vector<std::string> sources, times;
            for (std::size_t k = begin; k < end; ++k) {
                const std::int64_t last = starts[k] + window - 1;
                batch.push_back(values.slice(0, starts[k], starts[k] + window));
                sources.push_back(name(last));
                if (forecast.known && !series.seconds.empty())
                    times.push_back(formatTime(series.seconds[static_cast<std::size_t>(last)] + forecast.ahead,
                                               series.zones[static_cast<std::size_t>(last)]));
            }
            out.write(sources, model.run(at::stack(batch)), times);
            checkStop(r);
        }
        // The windows that end on one of the file's rows and were not predicted (a row standing in for a
        // gap's step is not the file's: counted, they made more windows skipped than the file has).
        std::vector<char> predicted(static_cast<std::size_t>(rows), 0);
        for (const std::int64_t s : starts)
            predicted[static_cast<std::size_t>(s)] = 1;
        std::int64_t skipped = 0;
        for (std::int64_t s = 0; s + window <= rows; ++s)
            skipped += !predicted[static_cast<std::size_t>(s)] && series.source[static_cast<std::size_t>(s + window - 1)] >= 0;
        total += static_cast<std::int64_t>(starts.size());
        log(skipped > 0 ? msg("%1: %2 window(s), %3 skipped: they hold a missing value or a gap that data.missing \"%4\" leaves unfilled",
                              file.string(), starts.size(), skipped, spec.missing)
                        : msg("%1: %2 window(s)", file.string(), starts.size()));
        for (const Message& m : series.findings.unseen.warnings())
            log.warn(m);
    }
    if (total == 0) // an empty output and exit code 0 would look like a success
        throw DataError(msg("no window to predict: every window holds a missing value or a gap that data.missing \"%1\" leaves unfilled; "
                            "nothing was written",
                            spec.missing));
    return total;
}

} // namespace

PredictStopped::PredictStopped()
    : MessageError(msg("predicting stopped: no output written"))
{
}

std::int64_t predictFiles(const PredictRequest& request, const DataLog& log)
{
    if (request.inputs.empty())
        throw ConfigError(msg("no inputs to predict"));
    if (request.batch < 1)
        throw ConfigError(msg("--batch must be at least 1"));
    std::vector<fs::path> read = runRecordFiles(request.model.parent_path()); // the model's run folder: -o RUN/config.json
    // and what evaluate and TensorBoard wrote there (evaluation.json, evaluation-DATA.json, tb/)
    const fs::path runDir = request.model.parent_path();
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(runDir.empty() ? fs::path(".") : runDir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("evaluation", 0) == 0 && entry.path().extension() == ".json")
            read.push_back(entry.path());
    }
    for (const auto& entry : fs::recursive_directory_iterator(runDir / "tb", ec))
        read.push_back(entry.path());
    read.insert(read.end(), request.inputs.begin(), request.inputs.end());
    read.push_back(request.model);
    refuseToOverwrite(request.output, read);
    Model model = loadModel(request.model);
    const std::string kind = model.meta.at("input").value("kind", std::string());
    for (const fs::path& input : request.inputs) { // an image read as text would be called badly encoded
        if (kind != "images" && isImageFileName(input))
            throw DataError(kind == "table" ? msg("%1: an image; this model takes CSV rows", input.string())
                                            : msg("%1: an image; this model takes time-series CSV files", input.string()));
    }
    PredictionWriter out(request.output, request.jsonLines, model.meta, ForecastTime::of(model.meta).known);
    if (kind == "images")
        predictImages(model, request, out, log);
    else if (kind == "table")
        predictTable(model, request, out, log);
    else if (kind == "windows")
        predictWindows(model, request, out, log);
    else
        throw ConfigError(msg("%1: inputs of kind \"%2\" cannot be read from files", request.model.string(), kind));
    return out.finish();
}

} // namespace lathe::core
