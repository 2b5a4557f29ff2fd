#include "sweepfolder.h"

#include "runrecord.h"
#include "config/configflat.h"
#include "util/atomicfile.h"
#include "util/errors.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <cstdlib>
#include <set>
#include <sstream>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

struct Axis {
    std::string key;
    std::vector<std::string> values;
};

} // namespace

std::string trimSweepText(const std::string& s)
{
    const auto begin = s.find_first_not_of(" \t");
    if (begin == std::string::npos)
        return {};
    return s.substr(begin, s.find_last_not_of(" \t") - begin + 1);
}

std::map<std::string, std::string> sweepLabelNames(const std::vector<std::string>& keys)
{
    const auto lastPart = [](const std::string& key) {
        const auto dot = key.rfind('.');
        return dot == std::string::npos ? key : key.substr(dot + 1);
    };
    std::map<std::string, int> shortNames;
    for (const std::string& k : keys)
        ++shortNames[lastPart(k)];
    std::map<std::string, std::string> names;
    for (const std::string& k : keys)
        names[k] = shortNames[lastPart(k)] > 1 ? k : lastPart(k);
    return names;
}

std::vector<std::string> splitSweepValues(const std::string& values)
{
    std::vector<std::string> out;
    std::string current;
    int depth = 0;
    bool quoted = false;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const char c = values[i];
        if (quoted) {
            if (c == '\\' && i + 1 < values.size()) {
                current += c;
                current += values[++i];
                continue;
            }
            quoted = c != '"';
        } else if (c == '"') {
            quoted = true;
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        } else if (c == ',' && depth == 0) {
            out.push_back(trimSweepText(current));
            current.clear();
            continue;
        }
        current += c;
    }
    out.push_back(trimSweepText(current));
    return out;
}

// "1e-4:1e-2" or "1e-4:1e-2:log": a search's range, not a value a grid can try.
static bool looksLikeRange(const std::string& value)
{
    const auto colon = value.find(':');
    if (colon == std::string::npos || colon == 0)
        return false;
    const std::string low = value.substr(0, colon);
    char* end = nullptr;
    std::strtod(low.c_str(), &end);
    return end == low.c_str() + low.size();
}

void checkSweptKey(const std::string& key)
{
    if (!isComparedSetting(key))
        throw ConfigError(msg("\"%1\" cannot be swept: it names or places a run rather than says how it trains (a sweep names each "
                              "variant's run after its settings, in the sweep's own folder)",
                              key));
}

std::vector<SweepVariant> sweepVariants(const std::vector<std::string>& models, const std::vector<std::string>& grid)
{
    std::vector<Axis> axes;
    if (!models.empty())
        axes.push_back({"model.kind", models});
    for (const std::string& item : grid) {
        const auto eq = item.find('=');
        if (eq == std::string::npos || trimSweepText(item.substr(0, eq)).empty())
            throw ConfigError(msg("\"%1\" is not of the form key.path=value1,value2 (e.g. training.lr=1e-3,3e-3)", item));
        axes.push_back({trimSweepText(item.substr(0, eq)), splitSweepValues(item.substr(eq + 1))});
    }
    if (axes.empty())
        throw ConfigError(msg("a sweep needs --models or --grid: nothing to compare"));
    std::set<std::string> seen;
    std::vector<std::string> keys;
    for (const Axis& a : axes) {
        checkSweptKey(a.key);
        if (!seen.insert(a.key).second)
            throw ConfigError(a.key == "model.kind" && !models.empty()
                                  ? msg("\"%1\" is swept twice (the models to compare set model.kind); give its values once, separated by commas", a.key)
                                  : msg("\"%1\" is swept twice; give its values once, separated by commas", a.key));
        for (const std::string& v : a.values) {
            if (v.empty())
                throw ConfigError(msg("\"%1\" has an empty value in its list; separate values by single commas", a.key));
            if (looksLikeRange(v))
                throw ConfigError(msg("\"%1\" is given the range %2, but a grid tries listed values: list them (such as %1=1e-3,3e-3), or "
                                      "draw from the range with a random or ASHA search",
                                      a.key, v));
        }
        std::set<std::string> distinct(a.values.begin(), a.values.end());
        if (distinct.size() != a.values.size())
            throw ConfigError(msg("\"%1\" lists a value twice", a.key));
        keys.push_back(a.key);
    }
    // Labels name a key by its last part ("lr") unless two swept keys share it; one swept key needs no name.
    std::map<std::string, std::string> names = sweepLabelNames(keys);
    std::vector<SweepVariant> variants(1);
    for (const Axis& a : axes) {
        std::vector<SweepVariant> next;
        for (const SweepVariant& v : variants) {
            for (const std::string& value : a.values) {
                SweepVariant w = v;
                w.settings.emplace_back(a.key, value);
                next.push_back(std::move(w));
            }
        }
        variants = std::move(next);
    }
    for (SweepVariant& v : variants) {
        for (const auto& [key, value] : v.settings) {
            if (!v.label.empty())
                v.label += ", ";
            v.label += axes.size() == 1 ? value : names[key] + "=" + value;
        }
    }
    return variants;
}

std::string SweepPlan::runName(std::size_t i) const
{
    return name + "-" + variants.at(i).label;
}

std::vector<std::string> SweepPlan::keys() const
{
    std::vector<std::string> out;
    for (const SweepVariant& v : variants)
        for (const auto& s : v.settings)
            if (std::find(out.begin(), out.end(), s.first) == out.end())
                out.push_back(s.first);
    return out;
}

Json SweepPlan::toJson() const
{
    Json variantList = Json::array();
    for (const SweepVariant& v : variants) {
        Json settings = Json::array();
        for (const auto& [key, value] : v.settings)
            settings.push_back({{"key", key}, {"value", value}});
        variantList.push_back({{"label", v.label}, {"settings", settings}});
    }
    return {{"format", 1}, {"name", name}, {"source", source}, {"created_at", createdAt}, {"base", base}, {"variants", variantList},
            {"search", search.toJson()}};
}

SweepPlan SweepPlan::fromJson(const Json& j)
{
    SweepPlan p;
    try {
        p.name = j.at("name").get<std::string>();
        p.source = j.value("source", std::string());
        p.createdAt = j.value("created_at", std::string());
        p.base = j.at("base");
        for (const Json& v : j.at("variants")) {
            SweepVariant variant;
            variant.label = v.at("label").get<std::string>();
            for (const Json& s : v.at("settings"))
                variant.settings.emplace_back(s.at("key").get<std::string>(), s.at("value").get<std::string>());
            p.variants.push_back(std::move(variant));
        }
        if (j.contains("search"))
            p.search = SweepSearch::fromJson(j.at("search"));
    } catch (const Json::exception& e) {
        throw ConfigError(msg("not a sweep plan: %1", std::string(e.what())));
    }
    if (!p.base.is_object() || p.variants.empty())
        throw ConfigError(msg("not a sweep plan: no base config or no variants"));
    return p;
}

fs::path createSweepFolder(const fs::path& runsDir, const SweepPlan& plan)
{
    const fs::path folder = createDatedFolder(runsDir, plan.name + "-sweep");
    writeFileAtomically(folder / sweepfile::Plan, plan.toJson().dump(2) + "\n");
    return folder;
}

bool isSweepFolder(const fs::path& folder)
{
    std::error_code ec;
    return fs::is_regular_file(folder / sweepfile::Plan, ec);
}

SweepPlan readSweepPlan(const fs::path& folder)
{
    const fs::path file = folder / sweepfile::Plan;
    std::ifstream in(file, std::ios::binary);
    if (!in)
        throw ConfigError(msg("%1: cannot be read (is %2 a sweep folder?)", file.string(), folder.string()));
    std::ostringstream text;
    text << in.rdbuf();
    const Json j = Json::parse(text.str(), nullptr, false);
    if (j.is_discarded())
        throw ConfigError(msg("%1: not valid JSON", file.string()));
    try {
        return SweepPlan::fromJson(j);
    } catch (const ConfigError& e) {
        throw ConfigError(msg("%1: %2", file.string(), e.message()));
    }
}

namespace {

// A run folder's name (config.json) and whether it completed (summary.json): two small files, not
// the run's epochs, which a sweep of many trials would read over and over.
std::optional<std::pair<std::string, bool>> nameAndCompletion(const fs::path& run)
{
    const auto readJson = [](const fs::path& file) {
        std::ifstream in(file, std::ios::binary);
        return in ? Json::parse(in, nullptr, false) : Json();
    };
    const Json config = readJson(run / runfile::Config);
    if (!config.is_object())
        return std::nullopt;
    const Json summary = readJson(run / runfile::Summary);
    const bool completed = summary.is_object() && summary.contains("status") && summary["status"] == runStatusName(RunStatus::Completed);
    const auto name = config.find("name"); // a hand-edited folder's odd name is no variant's: not thrown on
    return std::pair{name != config.end() && name->is_string() ? name->get<std::string>() : run.filename().string(), completed};
}

} // namespace

std::vector<std::optional<fs::path>> sweepVariantRuns(const fs::path& folder, const SweepPlan& plan)
{
    std::map<std::string, std::size_t> variantOf;
    for (std::size_t i = 0; i < plan.variants.size(); ++i)
        variantOf.emplace(plan.runName(i), i);
    std::vector<std::optional<fs::path>> runs(plan.variants.size());
    std::vector<bool> completed(plan.variants.size(), false);
    for (const fs::path& run : listRunFolders(folder)) { // newest first
        const auto found = nameAndCompletion(run);
        if (!found)
            continue;
        const auto variant = variantOf.find(found->first);
        if (variant == variantOf.end())
            continue;
        const std::size_t i = variant->second;
        if (!runs[i] || (found->second && !completed[i])) { // the newest, unless an older one completed
            runs[i] = run;
            completed[i] = found->second;
        }
    }
    return runs;
}

std::optional<fs::path> sweepVariantRun(const fs::path& folder, const SweepPlan& plan, std::size_t i)
{
    return sweepVariantRuns(folder, plan).at(i);
}

} // namespace lathe::core
