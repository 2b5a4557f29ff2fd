#pragma once
// Asynchronous successive halving (ASHA, Li et al. 2018) for a search's trials, trained one after
// another or several at once (a trial being trained is Running: it is not handed out again, and the
// search waits for it rather than ending or finishing another trial): the arithmetic only, independent of how a trial trains (train/sweep.cpp trains each trial
// as an ordinary run, paused at a rung by SessionOptions::stopAfterEpoch and resumed when promoted).
//
// Rungs are epochs: minEpochs·ηᵏ below maxEpochs, and maxEpochs itself. A trial paused at rung k goes
// on to rung k+1 as soon as it is among the best ⌊n/η⌋ of the n trials that have reached rung k (the
// run's chosen metric at that epoch); otherwise the next trial starts. What is decided depends only on
// what the trials' run folders hold, so a search resumes after a kill as it would have gone on. When no
// trial can be promoted or started and none has trained to the end, the best trial at the highest rung
// is taken on (so a search always ends with one fully trained model).

#include "util/message.h"

#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

namespace lathe::core {

struct AshaSettings {
    int minEpochs = 1; // the first rung
    int maxEpochs = 1; // the last rung: training.epochs
    int eta = 3;       // the reduction factor: a third go on
};

// The rungs' epochs, increasing, the last maxEpochs: {1, 3, 9, 27} for 1, 27, η 3; {1, 3, 9, 20} for
// 1, 20, η 3. Settings that make no sense (eta < 2, minEpochs < 1) are clamped.
std::vector<int> ashaRungs(const AshaSettings& settings);

// What is known of one trial, from its run folder.
struct AshaTrial {
    enum class State {
        NotStarted, // no run folder, or none with a checkpoint
        Paused,     // stopped with a checkpoint (at a rung, or interrupted between two)
        Completed,  // trained to its end (the last epoch, or early stopping)
        Failed,     // ended with an error: never promoted
        Running,    // being trained now (a search with several trials at once): not handed out again
    };
    State state = State::NotStarted;
    int epochsDone = 0;
    std::vector<double> metric; // the chosen metric after epoch e at [e−1]; NaN where it is missing
};

struct AshaJob {
    enum class Kind {
        Start,      // a new trial, to the first rung
        Continue,   // a trial stopped between two rungs goes on to the next (a resumed search)
        Promote,    // among the best ⌊n/η⌋ at its rung
        FinishBest, // nothing else to do and no trial trained to the end: the best at the highest rung
    };
    Kind kind = Kind::Start;
    std::size_t trial = 0;
    int rung = 0;       // the rung it trains to (index into ashaRungs)
    int untilEpoch = 0; // that rung's epoch
    Message why;
};

// The next thing to train, or nullopt when the search is over — or, while a trial is Running, when
// nothing can be handed out until one ends. `higherIsBetter`: the metric's direction. Ties go to the
// trial listed first.
std::optional<AshaJob> nextAshaJob(const AshaSettings& settings, const std::vector<AshaTrial>& trials, bool higherIsBetter);

// Where a trial stands for the comparison: the highest rung it reached and, at that rung, its place.
struct AshaStanding {
    enum class Outcome { NotStarted, Waiting, Pruned, Completed, Failed };
    Outcome outcome = Outcome::NotStarted;
    int rung = -1;       // highest rung reached; -1: none
    int rungEpoch = 0;
    int place = 0;       // 1-based place at that rung among `reached` trials (0: no value)
    int reached = 0;     // trials that reached that rung
    int promoted = 0;    // how many of them a rung lets go on (⌊reached/η⌋)
    double value = NAN;  // the chosen metric at that rung (NaN: none)
    double cutoff = NAN; // the value of the last trial that went on from there (NaN: none went on)
    Message why;         // "pruned at rung 2 (epoch 3) at 0.4215: place 3 of 6, and only the best 2 went on (the last of them at 0.3981)"
};

// Every trial's standing; `searchOver` (nextAshaJob said nullopt): a paused trial is pruned, not
// waiting.
std::vector<AshaStanding> ashaStandings(const AshaSettings& settings, const std::vector<AshaTrial>& trials, bool higherIsBetter,
                                        bool searchOver);

} // namespace lathe::core
