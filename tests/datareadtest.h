#pragma once
// Reading a data config as the trainer does, for the tests of the readers: the splits and every log
// line, with a question for the log.

#include "config/config.h"
#include "data/dataset.h"

#include <QTemporaryDir>
#include <QtGlobal>

#include <algorithm>
#include <string>
#include <vector>

namespace lathe::test {

struct Read {
    core::DataSplits data;
    std::vector<std::string> log;

    bool said(const std::string& text) const
    {
        return std::any_of(log.begin(), log.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
    }
};

// Loads `{"data": DATA}` with `dir` as the config's folder; a config that does not parse ends the test run.
inline Read load(const QTemporaryDir& dir, const std::string& data)
{
    const auto r = core::parseConfig(R"({"data": )" + data + "}", dir.path().toStdString());
    if (!r.config)
        qFatal("invalid test config: %s", r.diagnostics.front().format().c_str());
    Read read;
    read.data = core::loadDataset(*r.config, [&](const core::Message& m) { read.log.push_back(m.text()); });
    return read;
}

} // namespace lathe::test
