#include "metric.h"

#include <array>
#include <cmath>

namespace lathe::core::metric {

namespace {

constexpr std::array<Measure, 6> kMeasures{{
    {Loss, Direction::LowerIsBetter, Task::Any},
    {Accuracy, Direction::HigherIsBetter, Task::Classification},
    {Top5, Direction::HigherIsBetter, Task::Classification},
    {Mae, Direction::LowerIsBetter, Task::Regression},
    {Rmse, Direction::LowerIsBetter, Task::Regression},
    {R2, Direction::HigherIsBetter, Task::Regression},
}};

constexpr std::array<std::string_view, 3> kSplits{Train, Val, Test};

} // namespace

std::string key(std::string_view split, std::string_view measure)
{
    std::string k(split);
    k += '_';
    k += measure;
    return k;
}

std::optional<Measure> measureOf(std::string_view key)
{
    for (const std::string_view split : kSplits) {
        if (key.size() <= split.size() + 1 || key.substr(0, split.size()) != split || key[split.size()] != '_')
            continue;
        const std::string_view measure = key.substr(split.size() + 1);
        for (const Measure& m : kMeasures) {
            if (m.name == measure)
                return m;
        }
    }
    return std::nullopt;
}

bool higherIsBetter(std::string_view key)
{
    const auto m = measureOf(key);
    return m && m->direction == Direction::HigherIsBetter;
}

Task taskOf(std::string_view key)
{
    const auto m = measureOf(key);
    return m ? m->task : Task::Any;
}

bool improves(std::string_view key, double value, double best, double minDelta)
{
    if (std::isnan(value)) // a diverged epoch (a rate too high) is never the best, nor an improvement
        return false;
    if (std::isnan(best))
        return true;
    return higherIsBetter(key) ? value > best + minDelta : value < best - minDelta;
}

const std::vector<std::string>& watchableKeys()
{
    static const std::vector<std::string> keys{metric::key(Val, Loss), metric::key(Val, Accuracy), metric::key(Val, Mae),
                                               metric::key(Val, Rmse), metric::key(Val, R2)};
    return keys;
}

} // namespace lathe::core::metric
