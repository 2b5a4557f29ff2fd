#include "data/columncheck.h"

#include "data/csvtable.h"
#include "util/errors.h"

namespace lathe::core {

std::vector<Message> headerProblems(const Config& config)
{
    const DataConfig& d = config.data;
    const bool series = d.source == "timeseries_csv";
    if (d.source != "csv" && !series)
        return {};
    const std::vector<std::filesystem::path> files = expandPaths(config, d.path);
    if (files.empty())
        return {};
    std::vector<Message> problems;
    try {
        const CsvChunkReader reader(files.front());
        CsvTable names; // for requireColumn's message: the closest name, or the columns there are
        names.header = reader.header();
        names.files = {files.front().string()};
        const auto require = [&](const std::string& name, const char* role) {
            try {
                names.requireColumn(name, role);
            } catch (const DataError& e) {
                problems.push_back(e.message());
            }
        };
        for (const auto& t : d.target)
            require(t, "target");
        for (const auto& f : d.features)
            require(f, "feature");
        for (const auto& c : d.categorical)
            require(c, "categorical");
        if (series) {
            if (!d.timeColumn.empty())
                require(d.timeColumn, "time");
            for (const auto& t : d.timeColumns)
                require(t, "time");
        }
    } catch (const DataError& e) { // cannot be opened, no header, not text
        problems.push_back(e.message());
    }
    return problems;
}

} // namespace lathe::core
