#include "rowsources.h"

#include <algorithm>
#include <stdexcept>

namespace lathe::core {

std::size_t RowSources::runOf(std::int64_t row) const
{
    const auto after = std::upper_bound(m_runs.begin(), m_runs.end(), row, [](std::int64_t r, const Run& run) { return r < run.firstRow; });
    return static_cast<std::size_t>(after - m_runs.begin()) - 1;
}

std::pair<const std::string&, long long> RowSources::of(std::int64_t row) const
{
    if (row < 0 || row >= m_rows)
        throw std::out_of_range("RowSources::of: row " + std::to_string(row) + " of " + std::to_string(m_rows));
    const Run& run = m_runs[runOf(row)];
    return {m_files[static_cast<std::size_t>(run.file)], run.firstLine + (row - run.firstRow)};
}

RowSources RowSources::select(const std::vector<std::int64_t>& rows) const
{
    RowSources out;
    out.m_files = m_files;
    std::size_t run = 0;
    std::int64_t previous = -1;
    for (const std::int64_t row : rows) {
        if (row < 0 || row >= m_rows)
            throw std::out_of_range("RowSources::select: row " + std::to_string(row) + " of " + std::to_string(m_rows));
        if (row < previous)
            run = runOf(row);
        else
            while (run + 1 < m_runs.size() && m_runs[run + 1].firstRow <= row)
                ++run;
        previous = row;
        const Run& r = m_runs[run];
        out.append(r.file, r.firstLine + (row - r.firstRow));
    }
    return out;
}

RowSources RowSources::without(const std::vector<std::int64_t>& dropped) const
{
    RowSources out;
    out.m_files = m_files;
    std::size_t d = 0;
    for (std::size_t k = 0; k < m_runs.size(); ++k) {
        const Run& r = m_runs[k];
        const std::int64_t end = k + 1 < m_runs.size() ? m_runs[k + 1].firstRow : m_rows;
        for (std::int64_t row = r.firstRow; row < end;) {
            while (d < dropped.size() && dropped[d] < row)
                ++d;
            const std::int64_t stop = d < dropped.size() && dropped[d] < end ? dropped[d] : end; // the next dropped row, or the run's end
            if (stop > row)
                out.append(r.file, r.firstLine + (row - r.firstRow), stop - row);
            row = stop < end ? stop + 1 : end;
        }
    }
    return out;
}

std::shared_ptr<const RowSources> RowSources::keptIfCompact(RowSources sources)
{
    return sources.compact() ? std::make_shared<const RowSources>(std::move(sources)) : nullptr;
}

bool RowSources::fromRuns(std::vector<std::string> files, std::vector<Run> runs, std::int64_t rows, RowSources& out)
{
    out = RowSources();
    std::int64_t before = -1;
    for (const Run& r : runs) {
        if (r.firstRow <= before || r.firstRow >= rows || r.file < 0 || static_cast<std::size_t>(r.file) >= files.size() || r.firstLine < 1)
            return false;
        before = r.firstRow;
    }
    if ((rows > 0) != !runs.empty() || (!runs.empty() && runs.front().firstRow != 0))
        return false;
    out.m_files = std::move(files);
    out.m_runs = std::move(runs);
    out.m_rows = rows;
    return true;
}

} // namespace lathe::core
