#include "asha.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace lathe::core {

std::vector<int> ashaRungs(const AshaSettings& settings)
{
    const int last = std::max(1, settings.maxEpochs);
    const int eta = std::max(2, settings.eta);
    std::vector<int> rungs;
    for (long long r = std::max(1, settings.minEpochs); r < last; r *= eta)
        rungs.push_back(static_cast<int>(r));
    rungs.push_back(last);
    return rungs;
}

namespace {

using State = AshaTrial::State;

bool reached(const AshaTrial& t, int epoch)
{
    return t.state != State::NotStarted && t.epochsDone >= epoch;
}

double valueAt(const AshaTrial& t, int epoch)
{
    return epoch >= 1 && static_cast<std::size_t>(epoch) <= t.metric.size() ? t.metric[static_cast<std::size_t>(epoch) - 1] : NAN;
}

// The trials that reached `epoch`, best first (a missing or non-finite value last; ties by index).
std::vector<std::size_t> ranking(const std::vector<AshaTrial>& trials, int epoch, bool higherIsBetter)
{
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < trials.size(); ++i)
        if (reached(trials[i], epoch))
            at.push_back(i);
    std::stable_sort(at.begin(), at.end(), [&](std::size_t a, std::size_t b) {
        const double va = valueAt(trials[a], epoch), vb = valueAt(trials[b], epoch);
        if (!std::isfinite(vb))
            return std::isfinite(va);
        if (!std::isfinite(va))
            return false;
        return higherIsBetter ? va > vb : va < vb;
    });
    return at;
}

// A metric's value as the reasons say it: four significant digits ("0.4215", "1.2e-05"), "NaN" for none.
std::string valueText(double v)
{
    if (!std::isfinite(v))
        return "NaN";
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", v);
    return text;
}

int promotedAt(std::size_t reachedCount, int eta)
{
    return static_cast<int>(reachedCount / static_cast<std::size_t>(std::max(2, eta)));
}

// The index of the first rung above `epochs`.
int rungAbove(const std::vector<int>& rungs, int epochs)
{
    const auto it = std::upper_bound(rungs.begin(), rungs.end(), epochs);
    return static_cast<int>(std::min<std::ptrdiff_t>(it - rungs.begin(), static_cast<std::ptrdiff_t>(rungs.size()) - 1));
}

AshaJob job(AshaJob::Kind kind, std::size_t trial, const std::vector<int>& rungs, int rung, Message why)
{
    return {kind, trial, rung, rungs[static_cast<std::size_t>(rung)], std::move(why)};
}

} // namespace

std::optional<AshaJob> nextAshaJob(const AshaSettings& settings, const std::vector<AshaTrial>& trials, bool higherIsBetter)
{
    const std::vector<int> rungs = ashaRungs(settings);
    const int top = static_cast<int>(rungs.size()) - 1;
    const auto pausedAt = [&](const AshaTrial& t, int k) { return t.state == State::Paused && t.epochsDone == rungs[static_cast<std::size_t>(k)]; };
    const auto isRung = [&](int epochs) { return std::find(rungs.begin(), rungs.end(), epochs) != rungs.end(); };

    // A trial stopped on its way to a rung (a kill, Ctrl-C) was promoted already: it goes on first.
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const AshaTrial& t = trials[i];
        if (t.state == State::Paused && t.epochsDone < rungs.back() && !isRung(t.epochsDone)) {
            const int k = rungAbove(rungs, t.epochsDone);
            return job(AshaJob::Kind::Continue, i, rungs, k,
                       msg("trial %1 goes on to rung %2 (epoch %3), where it was stopped on the way", i + 1, k + 1, rungs[static_cast<std::size_t>(k)]));
        }
    }
    // Promotions, from the highest rung down: the sooner a good trial finishes, the sooner it is known.
    for (int k = top - 1; k >= 0; --k) {
        const std::vector<std::size_t> order = ranking(trials, rungs[static_cast<std::size_t>(k)], higherIsBetter);
        const int promoted = promotedAt(order.size(), settings.eta);
        for (int p = 0; p < promoted; ++p) {
            const std::size_t i = order[static_cast<std::size_t>(p)];
            if (pausedAt(trials[i], k))
                return job(AshaJob::Kind::Promote, i, rungs, k + 1,
                           msg("trial %1 goes on to rung %2 (epoch %3): place %4 of %5 at rung %6, where the best %7 go on", i + 1, k + 2,
                               rungs[static_cast<std::size_t>(k) + 1], p + 1, order.size(), k + 1, promoted));
        }
    }
    for (std::size_t i = 0; i < trials.size(); ++i) {
        if (trials[i].state == State::NotStarted)
            return job(AshaJob::Kind::Start, i, rungs, 0, msg("trial %1 starts, to rung 1 (epoch %2)", i + 1, rungs.front()));
    }
    // Nothing to start or promote: done, unless no trial trained to its end. A trial still training may
    // reach a rung and let another go on, or be the one that trains to the end: wait for it.
    if (std::any_of(trials.begin(), trials.end(), [](const AshaTrial& t) { return t.state == State::Completed || t.state == State::Running; }))
        return std::nullopt;
    for (int k = top - 1; k >= 0; --k) {
        for (const std::size_t i : ranking(trials, rungs[static_cast<std::size_t>(k)], higherIsBetter)) {
            if (pausedAt(trials[i], k))
                return job(AshaJob::Kind::FinishBest, i, rungs, k + 1,
                           msg("trial %1, the best left at rung %2, trains on to rung %3 (epoch %4) so that the search ends with a fully "
                               "trained model",
                               i + 1, k + 1, k + 2, rungs[static_cast<std::size_t>(k) + 1]));
        }
    }
    return std::nullopt;
}

std::vector<AshaStanding> ashaStandings(const AshaSettings& settings, const std::vector<AshaTrial>& trials, bool higherIsBetter,
                                        bool searchOver)
{
    const std::vector<int> rungs = ashaRungs(settings);
    std::vector<std::vector<std::size_t>> orders;
    for (const int epoch : rungs)
        orders.push_back(ranking(trials, epoch, higherIsBetter));
    std::vector<AshaStanding> standings(trials.size());
    for (std::size_t i = 0; i < trials.size(); ++i) {
        const AshaTrial& t = trials[i];
        AshaStanding& s = standings[i];
        for (std::size_t k = 0; k < rungs.size(); ++k) {
            if (!reached(t, rungs[k]))
                break;
            s.rung = static_cast<int>(k);
            s.rungEpoch = rungs[k];
            const auto& order = orders[k];
            s.place = static_cast<int>(std::find(order.begin(), order.end(), i) - order.begin()) + 1;
            s.reached = static_cast<int>(order.size());
            s.promoted = promotedAt(order.size(), settings.eta);
            s.value = valueAt(t, rungs[k]);
            s.cutoff = s.promoted > 0 ? valueAt(trials[order[static_cast<std::size_t>(s.promoted) - 1]], rungs[k]) : NAN;
        }
        switch (t.state) {
        case State::NotStarted:
            s.outcome = AshaStanding::Outcome::NotStarted;
            s.why = msg("not started");
            break;
        case State::Completed:
            s.outcome = AshaStanding::Outcome::Completed;
            s.why = msg("trained to its end (epoch %1)", t.epochsDone);
            break;
        case State::Failed:
            s.outcome = AshaStanding::Outcome::Failed;
            s.why = msg("failed after epoch %1", t.epochsDone);
            break;
        case State::Running:
            s.outcome = AshaStanding::Outcome::Waiting;
            s.why = msg("training now (epoch %1 done)", t.epochsDone);
            break;
        case State::Paused:
            if (s.rung < 0) {
                s.outcome = searchOver ? AshaStanding::Outcome::Pruned : AshaStanding::Outcome::Waiting;
                s.why = msg("stopped before its first rung (epoch %1)", rungs.front());
            } else if (searchOver) {
                s.outcome = AshaStanding::Outcome::Pruned;
                // Fewer at the rung than η: none went on by rank, but the search trained its best one on
                // to the end ("only the best 0 went on" said the opposite of what happened).
                s.why = s.promoted > 0 ? msg("pruned at rung %1 (epoch %2) at %3: place %4 of %5, and only the best %6 went on (the last of them "
                                             "at %7)",
                                             s.rung + 1, s.rungEpoch, valueText(s.value), s.place, s.reached, s.promoted, valueText(s.cutoff))
                                       : msg("pruned at rung %1 (epoch %2) at %3: place %4 of %5; too few reached this rung for any to go on by "
                                             "rank, so the search trained only its best trial on",
                                             s.rung + 1, s.rungEpoch, valueText(s.value), s.place, s.reached);
            } else {
                s.outcome = AshaStanding::Outcome::Waiting;
                s.why = msg("waiting at rung %1 (epoch %2): place %3 of %4 so far", s.rung + 1, s.rungEpoch, s.place, s.reached);
            }
            break;
        }
    }
    return standings;
}

} // namespace lathe::core
