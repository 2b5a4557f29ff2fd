#include "datarecord.h"

#include "recordfields.h"

#include "util/classlabel.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <tuple>

namespace lathe::core {

using recordfields::get;
using recordfields::object;
using recordfields::optional;

namespace {

template <typename V>
Json pairsToObject(const std::vector<std::pair<std::string, V>>& pairs)
{
    Json j = Json::object();
    for (const auto& [key, value] : pairs)
        j[key] = value;
    return j;
}

Json missingToJson(const DataRecord::Missing& m)
{
    Json j = {{"policy", m.policy}, {"markers", m.markers}, {"cells", m.cells}, {"columns", pairsToObject(m.columns)}, {"filled", m.filled}};
    if (m.stepsFilled > 0)
        j["steps_filled"] = m.stepsFilled;
    if (m.rowsDropped)
        j["rows_dropped"] = *m.rowsDropped;
    if (m.windowsDropped)
        j["windows_dropped"] = *m.windowsDropped;
    if (m.maxGap)
        j["max_gap"] = *m.maxGap;
    if (!m.fillValues.empty())
        j["fill_values"] = pairsToObject(m.fillValues);
    return j;
}

DataRecord::Missing missingFromJson(const Json& j)
{
    DataRecord::Missing m;
    m.policy = get<std::string>(j, "policy");
    m.markers = get<std::vector<std::string>>(j, "markers");
    m.cells = get<std::int64_t>(j, "cells");
    m.filled = get<std::int64_t>(j, "filled");
    m.stepsFilled = get<std::int64_t>(j, "steps_filled");
    m.rowsDropped = optional<std::int64_t>(j, "rows_dropped");
    m.windowsDropped = optional<std::int64_t>(j, "windows_dropped");
    m.maxGap = optional<std::int64_t>(j, "max_gap");
    const Json columns = object(j, "columns"), fills = object(j, "fill_values"); // held: items() refers to them
    for (const auto& [column, cells] : columns.items()) {
        if (cells.is_number_integer())
            m.columns.emplace_back(column, cells.get<std::int64_t>());
    }
    for (const auto& [column, value] : fills.items())
        m.fillValues.emplace_back(column, value);
    return m;
}

Json timeToJson(const DataRecord::Time& t)
{
    Json j = {{"from", t.from}, {"to", t.to}, {"rows", t.rows}, {"step_seconds", t.stepSeconds}, {"gaps", t.gaps},
              {"missing_steps", t.missingSteps}, {"duplicates", t.duplicates}, {"reordered_series", t.reorderedSeries}};
    if (t.gapsLongerThanMaxGap > 0)
        j["gaps_longer_than_max_gap"] = t.gapsLongerThanMaxGap;
    if (!t.firstGap.empty())
        j["first_gap"] = t.firstGap;
    if (!t.firstDuplicate.empty())
        j["first_duplicate"] = t.firstDuplicate;
    return j;
}

DataRecord::Time timeFromJson(const Json& j)
{
    DataRecord::Time t;
    t.from = get<std::string>(j, "from");
    t.to = get<std::string>(j, "to");
    t.rows = get<std::int64_t>(j, "rows");
    t.stepSeconds = get<std::int64_t>(j, "step_seconds");
    t.gaps = get<std::int64_t>(j, "gaps");
    t.missingSteps = get<std::int64_t>(j, "missing_steps");
    t.duplicates = get<std::int64_t>(j, "duplicates");
    t.reorderedSeries = get<std::int64_t>(j, "reordered_series");
    t.gapsLongerThanMaxGap = get<std::int64_t>(j, "gaps_longer_than_max_gap");
    t.firstGap = get<std::string>(j, "first_gap");
    t.firstDuplicate = get<std::string>(j, "first_duplicate");
    return t;
}

} // namespace

Json DataRecord::unseenToJson(const std::vector<UnseenCategory>& u)
{
    Json j = Json::array();
    for (const UnseenCategory& c : u)
        j.push_back({{"column", c.column}, {"split", c.split}, {"cells", c.cells}, {"first", c.first}, {"at", c.at}});
    return j;
}

std::vector<DataRecord::UnseenCategory> DataRecord::unseenFromJson(const Json& j)
{
    std::vector<UnseenCategory> out;
    if (!j.is_array())
        return out;
    for (const Json& c : j) {
        UnseenCategory u{get<std::string>(c, "column"), get<std::string>(c, "split"), get<std::int64_t>(c, "cells"), get<std::string>(c, "first"),
                         get<std::string>(c, "at")};
        if (!u.column.empty() && u.cells > 0)
            out.push_back(std::move(u));
    }
    return out;
}

Json DataRecord::toJson() const
{
    Json j;
    j["samples"] = {{"train", trainSamples}, {"val", valSamples}, {"test", testSamples}};
    j["input_shape"] = inputShape;
    j["task"] = classification ? "classification" : "regression";
    if (classification) {
        j["classes"] = classes;
        j["train_class_counts"] = trainClassCounts;
        if (!valClassCounts.empty())
            j["val_class_counts"] = valClassCounts;
        if (!testClassCounts.empty())
            j["test_class_counts"] = testClassCounts;
    } else {
        j["targets"] = targets;
    }
    if (!features.empty())
        j["features"] = features;
    if (streamedFromDisk)
        j["streamed_from_disk"] = true;
    if (!imagesDigest.empty())
        j["images_digest"] = imagesDigest;
    if (missing)
        j["missing"] = missingToJson(*missing);
    if (time)
        j["time"] = timeToJson(*time);
    if (!unseenCategories.empty())
        j["unseen_categories"] = unseenToJson(unseenCategories);
    for (const auto& [key, value] : inputScaling.items())
        j[key] = value;
    if (!targetMean.empty())
        j["target_statistics"] = {{"mean", targetMean}, {"std", targetStd}};
    if (forecast) {
        Json f = {{"mode", forecast->mode}};
        if (!forecast->changeMean.empty())
            f["change_statistics"] = {{"mean", forecast->changeMean}, {"std", forecast->changeStd}};
        if (!forecast->persistenceValMae.empty())
            f["persistence_val_mae"] = forecast->persistenceValMae;
        if (!forecast->persistenceTestMae.empty())
            f["persistence_test_mae"] = forecast->persistenceTestMae;
        j["forecast"] = f;
    }
    return j;
}

DataRecord DataRecord::fromJson(const Json& j)
{
    DataRecord r;
    const Json samples = object(j, "samples");
    r.trainSamples = get<std::int64_t>(samples, "train");
    r.valSamples = get<std::int64_t>(samples, "val");
    r.testSamples = get<std::int64_t>(samples, "test");
    r.inputShape = get<std::vector<std::int64_t>>(j, "input_shape");
    r.classification = get<std::string>(j, "task", "classification") != "regression";
    r.classes = get<std::vector<std::string>>(j, "classes");
    r.targets = get<std::vector<std::string>>(j, "targets");
    r.features = get<std::vector<std::string>>(j, "features");
    r.trainClassCounts = get<std::vector<std::int64_t>>(j, "train_class_counts");
    r.valClassCounts = get<std::vector<std::int64_t>>(j, "val_class_counts");
    r.testClassCounts = get<std::vector<std::int64_t>>(j, "test_class_counts");
    r.streamedFromDisk = get<bool>(j, "streamed_from_disk");
    r.imagesDigest = get<std::string>(j, "images_digest");
    if (j.is_object() && j.contains("missing"))
        r.missing = missingFromJson(j.at("missing"));
    if (j.is_object() && j.contains("time"))
        r.time = timeFromJson(j.at("time"));
    if (j.is_object() && j.contains("unseen_categories"))
        r.unseenCategories = unseenFromJson(j.at("unseen_categories"));
    for (const char* key : {"image_normalisation", "feature_normalisation"}) {
        if (j.is_object() && j.contains(key))
            r.inputScaling[key] = j.at(key);
    }
    const Json statistics = object(j, "target_statistics");
    r.targetMean = get<std::vector<double>>(statistics, "mean");
    r.targetStd = get<std::vector<double>>(statistics, "std");
    if (const Json f = object(j, "forecast"); f.is_object() && f.contains("mode")) {
        DataRecord::Forecast forecast;
        forecast.mode = get<std::string>(f, "mode");
        const Json change = object(f, "change_statistics");
        forecast.changeMean = get<std::vector<double>>(change, "mean");
        forecast.changeStd = get<std::vector<double>>(change, "std");
        forecast.persistenceValMae = get<std::vector<double>>(f, "persistence_val_mae");
        forecast.persistenceTestMae = get<std::vector<double>>(f, "persistence_test_mae");
        r.forecast = std::move(forecast);
    }
    return r;
}

Message DataRecord::classesDiffer(const std::vector<std::string>& now) const
{
    // Whole-number labels are compared as classLabel reads them: a run trained before "1.0" became the
    // class "1" recorded "1.0", and its data now reads "1" (the same classes, in the same order).
    const auto same = [&] {
        if (classes.size() != now.size())
            return false;
        for (std::size_t i = 0; i < now.size(); ++i)
            if (classLabel(classes[i]) != classLabel(now[i]))
                return false;
        return true;
    };
    if (!classification || classes.empty() || same())
        return {};
    const auto listed = [](const std::vector<std::string>& names) {
        std::string text;
        for (std::size_t i = 0; i < names.size() && i < 8; ++i)
            text += (i ? ", " : "") + names[i];
        return names.size() > 8 ? text + ", …" : text;
    };
    return msg("the data's classes are not the ones this run was trained on (now: %1; trained on: %2): its labels would be taken for "
               "other classes. Give it the data it was trained on, or start a new run",
               listed(now), listed(classes));
}

namespace {

std::string shapeText(const std::vector<std::int64_t>& shape)
{
    std::string text;
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? "x" : "") + std::to_string(shape[i]);
    return text.empty() ? "-" : text;
}

// Recomputed statistics agree to float32 rounding (a sum taken in another order, on other threads),
// not to the bit: within 1e-4 of the larger of the values and the feature's spread (a mean near 0 of
// values near a million is rounded by more than itself).
bool close(double a, double b, double spread)
{
    return std::fabs(a - b) <= 1e-4 * std::max({1e-12, std::fabs(a), std::fabs(b), std::fabs(spread)});
}

std::string numberText(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", v);
    return text;
}

} // namespace

Message DataRecord::inputsDiffer(const DataRecord& now) const
{
    if (empty() || now.empty())
        return {};
    if (!features.empty() && features != now.features) {
        std::size_t i = 0;
        while (i < features.size() && i < now.features.size() && features[i] == now.features[i])
            ++i;
        if (i < features.size() && i < now.features.size())
            return msg("feature %1 was \"%2\" when the run was trained and is \"%3\" now (a category's values or the columns changed)", i + 1,
                       features[i], now.features[i]);
        return msg("the run was trained on %1 features and the data gives %2 now (the first difference: \"%3\")", features.size(),
                   now.features.size(), i < features.size() ? features[i] : now.features[i]);
    }
    if (!inputShape.empty() && !now.inputShape.empty() && inputShape != now.inputShape)
        return msg("the run's model takes inputs of shape %1 and the data gives %2 now", shapeText(inputShape), shapeText(now.inputShape));
    return {};
}

Message DataRecord::preparationDiffers(const DataRecord& now, bool testSplit) const
{
    if (empty() || now.empty())
        return {};
    // The features' scaling as the model applies it: feature_normalisation {kind, shift, scale}, exact
    // moments of the training rows however they were read. Not the images' per-channel statistics:
    // those come from a sample when the images stream from disk, which the free memory decides anew
    // each time (the sample sizes below catch images added or removed).
    for (const auto& [key, fields] : {std::pair<std::string, std::vector<std::string>>{"feature_normalisation", {"shift", "scale"}}}) {
        const Json before = inputScaling.value(key, Json()), after = now.inputScaling.value(key, Json());
        if (before.is_null()) // none, or a record written before it held the scaling
            continue;
        if (after.is_null())
            return msg("the inputs were scaled (%1) when the run was trained and are not now", key);
        if (before.value("kind", std::string()) != after.value("kind", std::string()))
            return msg("%1 was \"%2\" when the run was trained and is \"%3\" now", key + ".kind", before.value("kind", std::string()),
                       after.value("kind", std::string()));
        const Json spreads = before.value(fields.back(), Json::array()); // std or scale: each value's yardstick
        for (const std::string& field : fields) {
            const Json a = before.value(field, Json::array()), b = after.value(field, Json::array());
            if (!a.is_array() || !b.is_array() || a.size() != b.size())
                return msg("%1 holds %2 values where the run's held %3", key + "." + field, b.is_array() ? b.size() : 0, a.is_array() ? a.size() : 0);
            for (std::size_t i = 0; i < a.size(); ++i) {
                const double spread = spreads.is_array() && i < spreads.size() && spreads[i].is_number() ? spreads[i].get<double>() : 0.0;
                if (!a[i].is_number() || !b[i].is_number() || close(a[i].get<double>(), b[i].get<double>(), spread))
                    continue;
                const std::string what = i < features.size() ? features[i] : std::to_string(i + 1);
                return msg("the %1 of \"%2\" was %3 when the run was trained and is %4 now (recomputed from the training files)", field, what,
                           numberText(a[i].get<double>()), numberText(b[i].get<double>()));
            }
        }
    }
    for (const auto& [split, before, after] : {std::tuple{"train", trainSamples, now.trainSamples}, std::tuple{"val", valSamples, now.valSamples},
                                               std::tuple{"test", testSamples, now.testSamples}}) {
        if (before == after || (std::string_view(split) == "test" && !testSplit))
            continue;
        return msg("the %1 split held %2 samples when the run was trained and holds %3 now", split, before, after);
    }
    if (!imagesDigest.empty() && !now.imagesDigest.empty() && imagesDigest != now.imagesDigest)
        return msg("the training folder's images are not those the run was trained on (one renamed, replaced or moved to another class "
                   "since): its splits would hold other images");
    return {};
}

} // namespace lathe::core
