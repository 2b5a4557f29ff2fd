#include "resumechanges.h"

#include "config/configflat.h"
#include "config/schema.h"
#include "run/datarecord.h"
#include "util/errors.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace lathe::core {

namespace {

// A key matches an entry that ends in '.' as a group, and any other exactly or as the start of a
// longer name ("data.time_column" also stands for "data.time_columns").
bool matches(const std::string& key, std::string_view entry)
{
    return key.rfind(entry, 0) == 0;
}

// What the checkpoint's model is and is fed, what it was judged on, and what finds the run.
constexpr std::array<std::string_view, 25> kRefused = {
    "name",               // sweeps and --resume auto find a run by it
    "model.",             // the layers and their sizes (model.file aside, below)
    "training.optimizer", // its state is in the checkpoint
    "training.seed",      // it draws the splits
    "data.source",      "data.task",          "data.target",       "data.features",   "data.categorical",
    "data.class_names", "data.window",        "data.horizon",      "data.stride",     "data.image_height",
    "data.image_width", "data.channels",      "data.splits.",      "data.normalize",  "data.scale_target",
    "data.limit",       "data.missing_indicator", "data.time_column", "data.time_features",
    "data.missing",     // (and missing_markers: which rows there are, so the splits)
    "data.max_gap",
};

// Where and how fast this session runs; and data.forecast, which the checkpoint's model decides
// (Trainer::keepTheCheckpointsForecast says so).
constexpr std::array<std::string_view, 9> kThisSession = {
    "device.", "distributed.", "loader.", "precision.", "compile.", "monitor.", "data.cache", "output.runs_dir", "data.forecast",
};

std::string valueText(const Json& v)
{
    return v.is_null() ? std::string("-") : recordText(v);
}

} // namespace

ResumeChange::Kind resumeChangeKind(const std::string& key)
{
    if (key == "model.file") // the checkpoint holds the model: its file may have moved
        return ResumeChange::Kind::Recorded;
    for (const std::string_view entry : kRefused)
        if (matches(key, entry))
            return ResumeChange::Kind::Refused;
    for (const std::string_view entry : kThisSession)
        if (matches(key, entry))
            return ResumeChange::Kind::ThisSession;
    return ResumeChange::Kind::Recorded;
}

std::vector<ResumeChange> resumeChanges(const Json& recorded, const Json& now)
{
    const std::map<std::string, Json> before = flattenConfig(recorded), after = flattenConfig(now);
    // Only the settings the record has: one a later Lathe added is the record's behaviour at its default.
    std::vector<ResumeChange> changes;
    for (const auto& [key, was] : before) {
        const auto is = after.find(key);
        if (is == after.end() || is->second == was || key == "version" || key == "training.batch_size")
            continue;
        changes.push_back({key, was, is->second, resumeChangeKind(key)});
    }
    return changes;
}

Message checkResumeChanges(const std::vector<ResumeChange>& changes)
{
    std::vector<Message> refused, recorded, session;
    for (const ResumeChange& c : changes) {
        if (c.kind == ResumeChange::Kind::Refused) {
            refused.push_back(Message::plain("\n  "));
            refused.push_back(msg("%1: the run has %2, now %3", c.key, valueText(c.before), valueText(c.now)));
            continue;
        }
        std::vector<Message>& list = c.kind == ResumeChange::Kind::Recorded ? recorded : session;
        list.push_back(Message::plain(list.empty() ? "" : "; "));
        list.push_back(msg("%1 %2 → %3", c.key, valueText(c.before), valueText(c.now)));
    }
    if (!refused.empty())
        throw ConfigError(msg("a resumed run goes on with the model its checkpoint holds, fed and split as before, and keeps its name, so "
                              "these settings cannot change (start a new run to change them):%1",
                              Message::sequence(std::move(refused))));
    if (!recorded.empty() && !session.empty())
        return msg("resumed with changed settings: %1; for this session only: %2", Message::sequence(std::move(recorded)),
                   Message::sequence(std::move(session)));
    if (!recorded.empty())
        return msg("resumed with changed settings: %1", Message::sequence(std::move(recorded)));
    if (!session.empty())
        return msg("resumed with settings for this session only: %1", Message::sequence(std::move(session)));
    return {};
}

void checkCheckpointConfig(const Json& checkpointConfig, const Json& now, const std::string& checkpointFile)
{
    if (!checkpointConfig.is_object())
        return;
    Diagnostics problems;
    const Json normalised = validateAndFill(checkpointConfig, problems); // as today's Lathe writes the same settings
    // A value today's schema no longer reads (a renamed choice) stands in as its default: not compared,
    // since config.json had to be written anew for it anyway.
    const auto unread = [&](const std::string& key) {
        return std::any_of(problems.begin(), problems.end(), [&](const Diagnostic& d) {
            return !d.path.empty() && (key == d.path || key.rfind(d.path + ".", 0) == 0 || d.path.rfind(key + ".", 0) == 0 || d.path.rfind(key + "[", 0) == 0);
        });
    };
    std::vector<Message> differ;
    for (const ResumeChange& c : resumeChanges(normalised, now)) {
        if (c.kind != ResumeChange::Kind::Refused || unread(c.key))
            continue;
        differ.push_back(Message::plain("\n  "));
        differ.push_back(msg("%1: the checkpoint has %2, the config %3", c.key, valueText(c.before), valueText(c.now)));
    }
    if (!differ.empty())
        throw ConfigError(msg("the run's config.json does not match its checkpoint %1 (was it edited after the run?): the checkpoint's "
                              "model was trained with other settings. Put these back in config.json, or start a new run:%2",
                              checkpointFile, Message::sequence(std::move(differ))));
}

Json withRecordedChanges(Json recorded, const std::vector<ResumeChange>& changes)
{
    for (const ResumeChange& c : changes) {
        if (c.kind != ResumeChange::Kind::Recorded)
            continue;
        Json* node = &recorded;
        for (std::size_t start = 0;;) {
            const std::size_t dot = c.key.find('.', start);
            const std::string part = c.key.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
            if (dot == std::string::npos) {
                (*node)[part] = c.now;
                break;
            }
            node = &(*node)[part];
            start = dot + 1;
        }
    }
    return recorded;
}

Message checkResumedData(const DataRecord& recorded, const DataRecord& now, const std::string& runDir)
{
    if (const Message why = recorded.classesDiffer(now.classes); !why.empty())
        throw DataError(why);
    if (const Message why = recorded.inputsDiffer(now); !why.empty())
        throw DataError(msg("%1: the data changed since the run was trained: %2. The run's model cannot take it: put the files back as "
                            "they were, or start a new run",
                            runDir, why));
    if (const Message why = recorded.preparationDiffers(now, true); !why.empty())
        return msg("the data changed since the run's last session: %1; training goes on with the data as it is now", why);
    return {};
}

} // namespace lathe::core
