#include "runrecord.h"

#include "sweepfolder.h"

#include "config/jsontext.h"

#include "metrics/metric.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <stdexcept>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

// `file` parsed; nullopt when it is not there, or does not parse (said in `damaged`, when given).
std::optional<Json> readJsonFile(const fs::path& file, std::vector<Message>* damaged = nullptr)
{
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return std::nullopt;
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    Json j = Json::parse(text, nullptr, false);
    if (!j.is_discarded())
        return j;
    if (damaged)
        damaged->push_back(damagedRecordMessage(file, text));
    return std::nullopt;
}

template <typename Record, typename Visit>
void visitJsonLines(const fs::path& file, Visit visit)
{
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        if (line.empty())
            continue;
        const Json j = Json::parse(line, nullptr, false);
        if (j.is_discarded())
            continue; // the last line of a killed run may be cut short
        if (auto r = Record::fromJson(j))
            visit(std::move(*r));
    }
}

template <typename Record>
std::vector<Record> readJsonLines(const fs::path& file)
{
    std::vector<Record> out;
    visitJsonLines<Record>(file, [&](Record&& r) { out.push_back(std::move(r)); });
    return out;
}

// The last session start in `file` (progress.jsonl), or nullopt. Its batch reports, every few
// seconds of a week-long run, are passed over without being parsed.
std::optional<RunStartedEvent> lastSessionStart(const fs::path& file)
{
    std::optional<RunStartedEvent> last;
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
        if (line.find("\"started\"") == std::string::npos)
            continue;
        const Json j = Json::parse(line, nullptr, false);
        if (j.is_discarded())
            continue; // cut short by a kill
        if (const auto r = ProgressRecord::fromJson(j); r && r->kind == ProgressRecord::Kind::Started)
            last = r->started;
    }
    return last;
}

} // namespace

std::string RunRecord::name() const
{
    if (config.is_object() && config.contains("name") && config.at("name").is_string())
        return config.at("name").get<std::string>();
    return folder.filename().string();
}

int RunRecord::trainingGpu() const
{
    return environment ? environment->deviceIndex : -1;
}

std::optional<double> RunRecord::best(const std::string& key) const
{
    std::optional<double> best;
    for (const EpochRecord& e : epochs) {
        const auto v = e.value(key);
        if (v && (!best || metric::improves(key, *v, *best)))
            best = v;
    }
    return best;
}

bool isRunFolder(const fs::path& folder)
{
    std::error_code ec;
    return fs::is_regular_file(folder / runfile::Config, ec);
}

Message damagedRecordMessage(const fs::path& file, const std::string& text)
{
    const JsonText parsed = parseJsonText(text);
    if (parsed.parsed())
        return {};
    return msg("%1 is damaged, at line %2 (%3): the run is read as if the file were not there.", file.string(),
               parsed.at.line, parsed.error);
}

Message missingEpochsMessage(const fs::path& folder, int lastRecorded, int summaryEpochs)
{
    if (lastRecorded >= summaryEpochs)
        return {};
    std::error_code ec;
    if (!fs::exists(folder / runfile::Metrics, ec))
        return msg("%1 is not there: the run's summary counts %2 epochs, and their metrics are gone.", (folder / runfile::Metrics).string(),
                   summaryEpochs);
    return msg("%1 records epochs up to %2 of the %3 the run's summary counts: the lines after are missing or damaged.",
               (folder / runfile::Metrics).string(), lastRecorded, summaryEpochs);
}

DataRecord readDataRecord(const fs::path& folder)
{
    return DataRecord::fromJson(readJsonFile(folder / runfile::Data).value_or(Json::object()));
}

RunRecord readRunFolder(const fs::path& folder, DeviceSamples device)
{
    if (!isRunFolder(folder))
        throw std::runtime_error(folder.string() + " is not a Lathe run folder (no config.json)");
    RunRecord r;
    r.folder = folder;
    std::vector<Message>* damaged = &r.damaged;
    r.config = readJsonFile(folder / runfile::Config, damaged).value_or(Json::object());
    r.settings = ConfigView::fromJson(r.config);
    r.data = DataRecord::fromJson(readJsonFile(folder / runfile::Data, damaged).value_or(Json::object()));
    r.model = ModelRecord::fromJson(readJsonFile(folder / runfile::ModelSummary, damaged).value_or(Json::object()));
    r.finder = FinderRecord::fromJson(readJsonFile(folder / runfile::Finder, damaged).value_or(Json::object()));
    r.lrFinder = lrFinderFromJson(readJsonFile(folder / runfile::LrFinder, damaged).value_or(Json::object()));
    r.evaluation = readEvaluation(folder / runfile::Evaluation);
    if (!r.evaluation)
        readJsonFile(folder / runfile::Evaluation, damaged); // to say so when it is there but damaged
    if (const auto e = readJsonFile(folder / runfile::Environment, damaged))
        r.environment = Environment::fromJson(*e);
    if (const auto s = readJsonFile(folder / runfile::Summary, damaged))
        r.summary = RunSummary::fromJson(*s);
    if (!r.summary)
        r.started = lastSessionStart(folder / runfile::Progress);
    r.epochs = readJsonLines<EpochRecord>(folder / runfile::Metrics);
    if (r.summary) {
        int last = 0;
        for (const EpochRecord& e : r.epochs)
            last = std::max(last, e.epoch);
        if (Message missing = missingEpochsMessage(folder, last, r.summary->epochsCompleted); !missing.empty())
            r.damaged.push_back(std::move(missing));
    }
    r.profiles = readProfiles(folder);
    if (r.profiles.empty())
        readJsonFile(folder / runfile::Profile, damaged);
    if (device == DeviceSamples::Read)
        r.device = readJsonLines<DeviceRecord>(folder / runfile::Device);
    return r;
}

void forEachDeviceRecord(const fs::path& folder, const std::function<void(const DeviceRecord&)>& visit)
{
    visitJsonLines<DeviceRecord>(folder / runfile::Device, [&](DeviceRecord&& r) { visit(r); });
}

fs::path runsDirectory(const Config& config, const fs::path& override)
{
    if (!override.empty())
        return override;
    return config.output.runsDir.empty() ? fs::current_path() / "runs" : config.resolve(config.output.runsDir);
}

std::optional<fs::path> latestResumableRun(const fs::path& runsDir, const std::string& name)
{
    std::optional<fs::path> best;
    fs::file_time_type newest{};
    for (const fs::path& folder : listRunFolders(runsDir)) {
        std::error_code ec;
        const fs::path checkpoint = folder / runfile::Checkpoints / "last.pt";
        const auto when = fs::last_write_time(checkpoint, ec);
        if (ec)
            continue;
        try {
            const RunRecord run = readRunFolder(folder, DeviceSamples::Skip);
            if (run.name() != name || run.status() == RunStatus::Completed)
                continue;
        } catch (const std::exception&) {
            continue; // not readable as a run: not one to continue
        }
        if (!best || when > newest) {
            best = folder;
            newest = when;
        }
    }
    return best;
}

std::vector<fs::path> listRunFolders(const fs::path& runsDir, SweepRuns sweeps)
{
    struct Entry {
        fs::path path;
        fs::file_time_type modified;
    };
    std::vector<Entry> entries;
    std::error_code ec;
    for (const auto& item : fs::directory_iterator(runsDir, ec)) {
        if (!item.is_directory(ec))
            continue;
        if (isRunFolder(item.path()))
            entries.push_back({item.path(), item.last_write_time(ec)});
        else if (sweeps == SweepRuns::Include && isSweepFolder(item.path()))
            for (const auto& run : fs::directory_iterator(item.path(), ec))
                if (run.is_directory(ec) && isRunFolder(run.path()))
                    entries.push_back({run.path(), run.last_write_time(ec)});
    }
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return a.modified != b.modified ? a.modified > b.modified : a.path > b.path;
    });
    std::vector<fs::path> out;
    for (auto& e : entries)
        out.push_back(std::move(e.path));
    return out;
}

std::vector<LogRecord> readLog(const fs::path& folder)
{
    std::vector<LogRecord> out;
    if (std::ifstream records(folder / runfile::LogRecords); records) {
        for (std::string line; std::getline(records, line);) {
            const Json j = Json::parse(line, nullptr, /*allow_exceptions=*/false);
            if (auto r = LogRecord::fromJson(j)) // a line cut short by a kill is skipped
                out.push_back(std::move(*r));
        }
        return out;
    }
    std::ifstream in(folder / runfile::Log);
    for (std::string line; std::getline(in, line);) {
        constexpr std::size_t kTime = 19; // "YYYY-mm-dd HH:MM:SS"
        const auto colon = line.find(": ", kTime);
        if (line.size() <= kTime || colon == std::string::npos)
            continue;
        LogRecord r;
        r.time = line.substr(0, kTime);
        r.level = logLevelFromName(line.substr(kTime + 1, colon - kTime - 1));
        r.message = Message::plain(line.substr(colon + 2));
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace lathe::core
