// The CSV reader (one shard) and its line splitter on arbitrary bytes.
#include "fuzztarget.h"

#include "data/csvtable.h"
#include "util/errors.h"

#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::istringstream lines(text);
    std::vector<std::string> cells;
    for (std::string line; std::getline(lines, line);)
        (void)lathe::core::splitCsvLine(line, cells);
    try {
        const lathe::core::CsvTable table = lathe::core::readCsvShards({lathe::fuzz::asFile(data, size, ".csv")});
        for (std::size_t r = 0; r < table.rows.size(); ++r) {
            (void)table.where(r);
            for (std::size_t c = 0; c < table.rows[r].size(); ++c) {
                try {
                    (void)table.number(r, static_cast<int>(c), "feature");
                } catch (const lathe::core::DataError&) {
                }
            }
        }
        if (!table.header.empty())
            (void)table.requireColumn(table.header.front(), "target");
    } catch (const lathe::core::DataError&) {
    }
    return 0;
}
