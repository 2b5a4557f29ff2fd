// Splitting the samples: which go to training, validation and test (seeded, stratified), and the
// split done in place on the rows read, without a second copy.

#include "dataset.h"
#include "rowsources.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <numeric>
#include <random>
#include <stdexcept>

namespace lathe::core {

namespace {

// Reorders the rows of a tensor in place into `parts` (index lists, each sorted; the first the
// largest, the training split): the other parts' rows are copied out, the first part's rows slide
// forward in order (sequential moves, no second copy of them), and the others follow. Extra memory:
// the rows of the parts after the first.
void partitionRows(at::Tensor& x, const std::vector<const std::vector<std::int64_t>*>& parts)
{
    const std::int64_t n = x.size(0);
    if (n == 0)
        return;
    const auto rowBytes = static_cast<std::size_t>(x.nbytes()) / static_cast<std::size_t>(n);
    auto* base = static_cast<char*>(x.data_ptr());
    const auto row = [&](std::int64_t i) { return base + static_cast<std::size_t>(i) * rowBytes; };
    std::vector<char> rest;
    std::size_t restRows = 0;
    for (std::size_t p = 1; p < parts.size(); ++p)
        restRows += parts[p]->size();
    rest.reserve(restRows * rowBytes);
    for (std::size_t p = 1; p < parts.size(); ++p)
        for (const std::int64_t i : *parts[p]) {
            rest.insert(rest.end(), row(i), row(i) + rowBytes);
        }
    std::int64_t w = 0;
    for (const std::int64_t i : *parts[0]) { // ascending, so a row never lands on one still to move
        if (i != w)
            std::memmove(row(w), row(i), rowBytes);
        ++w;
    }
    if (!rest.empty())
        std::memcpy(row(w), rest.data(), rest.size());
}

} // namespace

// The splits of `all` as consecutive slices of its own (reordered) buffers: train, validation, test.
void splitInPlace(TensorSplit& all, const std::vector<const std::vector<std::int64_t>*>& parts, TensorSplit* out)
{
    std::size_t rows = 0;
    for (const auto* p : parts)
        rows += p->size();
    if (static_cast<std::int64_t>(rows) != all.size()) // the fractions always cover every row; a guard all the same
        throw std::logic_error("split of " + std::to_string(all.size()) + " rows into " + std::to_string(rows));
    all.inputs = all.inputs.contiguous();
    all.targets = all.targets.contiguous();
    partitionRows(all.inputs, parts);
    partitionRows(all.targets, parts);
    std::int64_t begin = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const auto size = static_cast<std::int64_t>(parts[i]->size());
        if (size > 0)
            out[i] = TensorSplit(all.inputs.narrow(0, begin, size), all.targets.narrow(0, begin, size));
        // Where the held-out rows came from (the training split's, all but a few rows, would cost
        // memory that nothing reads: what names a row names one it scored).
        if (size > 0 && i > 0 && all.sources)
            out[i].sources = std::make_shared<const RowSources>(all.sources->select(*parts[i]));
        begin += size;
    }
}

SplitIndices splitIndices(const at::Tensor& classTargets, std::int64_t n, double valFraction, double testFraction,
                          bool stratify, std::uint64_t seed)
{
    if (valFraction <= 0.0 && testFraction <= 0.0) { // every sample trains
        SplitIndices out;
        out.train.resize(static_cast<std::size_t>(n));
        std::iota(out.train.begin(), out.train.end(), std::int64_t(0));
        return out;
    }
    std::mt19937_64 rng(seed);
    std::map<std::int64_t, std::vector<std::int64_t>> groups;
    if (stratify && classTargets.defined()) {
        const auto* t = classTargets.data_ptr<std::int64_t>();
        for (std::int64_t i = 0; i < n; ++i)
            groups[t[i]].push_back(i);
    } else {
        auto& all = groups[0];
        all.resize(static_cast<std::size_t>(n));
        for (std::int64_t i = 0; i < n; ++i)
            all[static_cast<std::size_t>(i)] = i;
    }
    // Each sample's split (0 train, 1 validation, 2 test), then the indices of each in the original
    // order: batches are shuffled later anyway, sorted indices gather faster, and collecting them by a
    // pass over the flags costs less than sorting. Only the validation and test samples are drawn (the
    // first draws of a Fisher-Yates shuffle): a pass over the rest would change nothing.
    std::vector<std::uint8_t> split(static_cast<std::size_t>(n), 0);
    std::size_t held = 0;
    for (auto& [cls, idx] : groups) {
        const auto m = static_cast<double>(idx.size());
        const auto nVal = std::min(idx.size(), static_cast<std::size_t>(m * valFraction + 0.5));
        const auto nTest = std::min(idx.size() - nVal, static_cast<std::size_t>(m * testFraction + 0.5));
        for (std::size_t k = 0; k < nVal + nTest; ++k) {
            std::uniform_int_distribution<std::size_t> pick(k, idx.size() - 1);
            std::swap(idx[k], idx[pick(rng)]);
            split[static_cast<std::size_t>(idx[k])] = k < nVal ? 1 : 2;
        }
        held += nVal + nTest;
    }
    SplitIndices out;
    out.train.reserve(static_cast<std::size_t>(n) - held);
    std::vector<std::int64_t>* parts[3] = {&out.train, &out.val, &out.test};
    for (std::int64_t i = 0; i < n; ++i)
        parts[split[static_cast<std::size_t>(i)]]->push_back(i);
    return out;
}

} // namespace lathe::core
