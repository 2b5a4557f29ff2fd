#pragma once
// Deciding between two ways of running by their measured times without noise flipping the choice
// (issue 34): each side's time is a trimmed mean of repeated, alternating measurements, its spread
// the Tukey–McLaughlin standard error of that mean, and a challenger replaces the standing choice
// (the measured default) only when it is faster by more than Student's t at a one-sided 0.1 % times
// the spread of the difference. Used by the executor trial, the CPU thread governor and the
// batch-size finder's "fastest" rule. No LibTorch.

#include <string>
#include <vector>

namespace lathe::core {

struct TimingSummary {
    double mean = 0.0;   // without the fastest and the slowest measurement (from 4 on)
    double spread = 0.0; // the standard error of that mean
    int samples = 0;
    int kept = 0;        // after the trimming
    int freedom() const; // degrees of freedom of the trimmed mean: kept - 1
};

// `trimShare`: the share cut from each end (at least one value from 4 on); 0.2 is Tukey and
// McLaughlin's choice for heavy-tailed times (steps a busy machine's scheduler parks for a slice).
TimingSummary summariseTimes(const std::vector<double>& seconds, double trimShare = 0.0);

// The trimmed mean alone, and its standard error squared (what ranks sum to average their spreads).
double trimmedMean(std::vector<double> v, double trimShare = 0.0);
double trimmedMeanSpreadSquared(std::vector<double> v, double trimShare = 0.0);
// Student's t at a one-sided 0.1 % for `df` degrees of freedom (318 for 1, down to 3.09).
double noiseSpreads(int df);

struct Comparison {
    bool clearlyFaster = false; // the challenger's lead exceeds the noise
    double lead = 0.0;          // standing.mean - challenger.mean (negative: the challenger is slower)
    double noise = 0.0;         // what the lead must exceed
};
Comparison compareTimes(const TimingSummary& challenger, const TimingSummary& standing);

// By rank (Mann–Whitney U): how many of the pairs (one value of each side) the challenger wins (is
// faster in; a tie counts half), and the z of that count against chance (normal approximation,
// continuity corrected). Where one side's values have a heavy tail — blocks of steps parked behind
// other programs for whole time slices — its mean's spread grows and Student's t loses its power,
// while the ranks still see one side faster nearly every time. kRankNoiseZ: a one-sided 0.1 %, the
// same flip rate as the t rule (never reached with 6 values a side: a clean sweep is 2.8).
struct RankComparison {
    double pairsWon = 0.0;
    int pairs = 0;
    double z = 0.0;
};
RankComparison compareRanks(const std::vector<double>& challenger, const std::vector<double>& standing);
inline constexpr double kRankNoiseZ = 3.09;

// A step time as the trials' messages show it: "171.2 ms".
std::string millisecondsText(double seconds);

} // namespace lathe::core
