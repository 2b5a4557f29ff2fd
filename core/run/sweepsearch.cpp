#include "sweepsearch.h"

#include "sweepfolder.h"
#include "config/schema.h"
#include "util/errors.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace lathe::core {

namespace {

bool parseNumber(const std::string& text, double& out)
{
    const std::string t = trimSweepText(text);
    if (t.empty())
        return false;
    char* end = nullptr;
    out = std::strtod(t.c_str(), &end);
    return end == t.c_str() + t.size() && std::isfinite(out);
}

// splitmix64: a generator whose every draw is defined here, so a seed gives the same trials everywhere.
class Draws {
public:
    explicit Draws(std::uint64_t seed) : m_state(seed) {}
    double uniform() // [0, 1)
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        return static_cast<double>(z >> 11) * 0x1.0p-53;
    }

private:
    std::uint64_t m_state;
};

std::string threeDigits(double v)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", v);
    return text;
}

std::string draw(const SweepRange& r, Draws& draws)
{
    const double u = draws.uniform();
    switch (r.kind) {
    case SweepRange::Kind::Uniform:
        return threeDigits(r.low + u * (r.high - r.low));
    case SweepRange::Kind::LogUniform:
        return threeDigits(std::exp(std::log(r.low) + u * (std::log(r.high) - std::log(r.low))));
    case SweepRange::Kind::Integer:
        return std::to_string(static_cast<long long>(std::min(r.high, std::floor(r.low + u * (r.high - r.low + 1)))));
    case SweepRange::Kind::LogInteger:
        return std::to_string(static_cast<long long>(
            std::min(r.high, std::floor(std::exp(std::log(r.low) + u * (std::log(r.high + 1) - std::log(r.low)))))));
    case SweepRange::Kind::Choice:
        break;
    }
    return r.choices[std::min(r.choices.size() - 1, static_cast<std::size_t>(u * static_cast<double>(r.choices.size())))];
}

} // namespace

const char* sweepSearchName(SweepSearch::Kind kind)
{
    switch (kind) {
    case SweepSearch::Kind::Random:
        return "random";
    case SweepSearch::Kind::Asha:
        return "asha";
    case SweepSearch::Kind::Grid:
        break;
    }
    return "grid";
}

SweepSearch::Kind parseSweepSearchKind(const std::string& name)
{
    for (const auto kind : {SweepSearch::Kind::Grid, SweepSearch::Kind::Random, SweepSearch::Kind::Asha})
        if (name == sweepSearchName(kind))
            return kind;
    throw ConfigError(msg("--search \"%1\": use grid, random or asha", name));
}

Json SweepSearch::toJson() const
{
    return {{"kind", sweepSearchName(kind)}, {"trials", trials}, {"seed", seed}, {"eta", eta}, {"min_epochs", minEpochs}, {"ranges", ranges}};
}

SweepSearch SweepSearch::fromJson(const Json& j)
{
    SweepSearch s;
    try {
        s.kind = parseSweepSearchKind(j.at("kind").get<std::string>());
        s.trials = j.value("trials", 0);
        s.seed = j.value("seed", std::uint64_t{0});
        s.eta = j.value("eta", 3);
        s.minEpochs = j.value("min_epochs", 1);
        s.ranges = j.value("ranges", std::vector<std::string>{});
    } catch (const Json::exception& e) {
        throw ConfigError(msg("search: %1", std::string(e.what())));
    }
    if (s.eta < 2)
        throw ConfigError(msg("search.eta is %1: it must be 2 or more", s.eta));
    if (s.minEpochs < 1)
        throw ConfigError(msg("search.min_epochs is %1: it must be 1 or more", s.minEpochs));
    return s;
}

SweepRange parseSweepRange(const std::string& item)
{
    const auto eq = item.find('=');
    SweepRange r;
    if (eq != std::string::npos)
        r.key = trimSweepText(item.substr(0, eq));
    if (r.key.empty() || trimSweepText(item.substr(eq + 1)).empty())
        throw ConfigError(msg("\"%1\" is not of the form key.path=low:high[:log|:int|:logint] or key.path=value1,value2", item));
    checkSweptKey(r.key);
    const std::string spec = item.substr(eq + 1);
    // A list of values unless it is low:high (a choice may hold a colon only inside quotes or brackets).
    std::vector<std::string> parts;
    if (spec.find_first_of("\"[{,") == std::string::npos && spec.find(':') != std::string::npos) {
        std::size_t from = 0;
        for (std::size_t colon; (colon = spec.find(':', from)) != std::string::npos; from = colon + 1)
            parts.push_back(trimSweepText(spec.substr(from, colon - from)));
        parts.push_back(trimSweepText(spec.substr(from)));
    }
    if (parts.empty()) {
        r.kind = SweepRange::Kind::Choice;
        r.choices = splitSweepValues(spec);
        for (const std::string& v : r.choices)
            if (v.empty())
                throw ConfigError(msg("\"%1\" has an empty value in its list; separate values by single commas", item));
        if (std::set<std::string>(r.choices.begin(), r.choices.end()).size() != r.choices.size())
            throw ConfigError(msg("\"%1\" lists a value twice", item));
        return r;
    }
    if (parts.size() > 3 || !parseNumber(parts[0], r.low) || !parseNumber(parts[1], r.high))
        throw ConfigError(msg("\"%1\": low:high must be two numbers, then optionally :log, :int or :logint", item));
    const std::string scale = parts.size() == 3 ? parts[2] : "";
    if (parts.size() == 3 && scale.empty())
        throw ConfigError(msg("\"%1\": the scale \"%2\" is not log, int or logint", item, scale));
    if (scale.empty())
        r.kind = SweepRange::Kind::Uniform;
    else if (scale == "log")
        r.kind = SweepRange::Kind::LogUniform;
    else if (scale == "int")
        r.kind = SweepRange::Kind::Integer;
    else if (scale == "logint")
        r.kind = SweepRange::Kind::LogInteger;
    else
        throw ConfigError(msg("\"%1\": the scale \"%2\" is not log, int or logint", item, scale));
    if (!(r.low < r.high))
        throw ConfigError(msg("\"%1\": the low end must be below the high end", item));
    const bool integers = r.kind == SweepRange::Kind::Integer || r.kind == SweepRange::Kind::LogInteger;
    // A whole-number setting drawn from a continuous range would fail in every trial (2.77 epochs).
    if (const FieldSpec* field = findField(r.key); !integers && field && (field->type == FieldType::Int || field->type == FieldType::IntOrAuto))
        throw ConfigError(msg("\"%1\": %2 takes whole numbers: end the range with :int (or :logint for a log scale)", item, r.key));
    if (integers && (r.low != std::floor(r.low) || r.high != std::floor(r.high)))
        throw ConfigError(msg("\"%1\": an integer range needs whole numbers at both ends", item));
    constexpr double kLargestWhole = 9007199254740992.0; // 2^53: whole numbers a double holds exactly, far inside 64 bits
    if (integers && (std::fabs(r.low) > kLargestWhole || std::fabs(r.high) > kLargestWhole))
        throw ConfigError(msg("\"%1\": an integer range must lie within ±9007199254740992 (2^53)", item));
    if ((r.kind == SweepRange::Kind::LogUniform || r.kind == SweepRange::Kind::LogInteger) && r.low <= 0)
        throw ConfigError(msg("\"%1\": a log range must lie above zero", item));
    // A range reaching past what the field allows fails only in the trials that draw there.
    if (const FieldSpec* field = findField(r.key); field && ((field->min && r.low < *field->min) || (field->max && r.high > *field->max)))
        throw ConfigError(msg("\"%1\": %2 takes values%3", item, r.key, allowedRangeText(*field)));
    return r;
}

std::vector<SweepVariant> sampleSweepVariants(const std::vector<std::string>& ranges, int trials, std::uint64_t seed)
{
    if (ranges.empty())
        throw ConfigError(msg("a random or ASHA search needs at least one --range to draw settings from"));
    if (trials < 1)
        throw ConfigError(msg("--trials is %1: a search needs at least one trial", trials));
    std::vector<SweepRange> parsed;
    std::set<std::string> seen;
    std::vector<std::string> keys;
    for (const std::string& item : ranges) {
        parsed.push_back(parseSweepRange(item));
        if (!seen.insert(parsed.back().key).second)
            throw ConfigError(msg("\"%1\" is given two ranges; give it one", parsed.back().key));
        keys.push_back(parsed.back().key);
    }
    // Ranges of one value each: every trial would be the same training.
    if (trials > 1 && std::all_of(parsed.begin(), parsed.end(), [](const SweepRange& r) {
            return r.kind == SweepRange::Kind::Choice && r.choices.size() == 1;
        }))
        throw ConfigError(msg("every range has one value, so all %1 trials would train alike: give a range (low:high) or several values",
                              trials));
    std::map<std::string, std::string> names = sweepLabelNames(keys);
    Draws draws(seed);
    std::vector<SweepVariant> variants;
    for (int t = 1; t <= trials; ++t) {
        SweepVariant v;
        v.label = "t" + std::to_string(t);
        for (const SweepRange& r : parsed) {
            std::string value = draw(r, draws);
            v.label += (v.settings.empty() ? " " : ", ") + names[r.key] + "=" + value;
            v.settings.emplace_back(r.key, std::move(value));
        }
        variants.push_back(std::move(v));
    }
    return variants;
}

void checkAshaSettings(const std::vector<SweepVariant>& variants)
{
    const auto valueOf = [](const SweepVariant& v, const char* key) -> const std::string* {
        for (const auto& [k, value] : v.settings)
            if (k == key)
                return &value;
        return nullptr;
    };
    for (std::size_t i = 1; i < variants.size(); ++i) {
        const std::string *first = valueOf(variants[0], "training.epochs"), *now = valueOf(variants[i], "training.epochs");
        if (first && now && !sameOverrideValue("training.epochs", *first, *now))
            throw ConfigError(msg("an ASHA search compares its trials at the same epochs: training.epochs differs between trials "
                                  "(\"%1\" trains %2 epochs, \"%3\" %4)",
                                  variants[0].label, *first, variants[i].label, *now));
        first = valueOf(variants[0], "output.checkpoint.metric");
        now = valueOf(variants[i], "output.checkpoint.metric");
        if (first && now && !sameOverrideValue("output.checkpoint.metric", *first, *now))
            throw ConfigError(msg("an ASHA search ranks its trials by one metric: output.checkpoint.metric differs between trials "
                                  "(\"%1\" uses %2, \"%3\" %4)",
                                  variants[0].label, *first, variants[i].label, *now));
    }
}

} // namespace lathe::core
