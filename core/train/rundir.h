#pragma once
// A run's folder: the config it ran with, metrics as JSON lines, a readable log, checkpoints, the
// exported model. Every file is flushed as it is written so a killed run leaves readable files.

#include "config/json.h"

#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>

namespace lathe::core {

class RunDir {
public:
    // Creates `<runsDir>/<name>-<YYYYmmdd-HHMMSS>` (with a numeric suffix if it exists).
    static RunDir create(const std::filesystem::path& runsDir, const std::string& name);
    // Opens an existing run folder to continue it (files are appended to).
    static RunDir open(const std::filesystem::path& existing);

    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path file(const std::string& name) const { return m_path / name; }

    void writeJson(const std::string& name, const Json& value) const; // atomic
    void appendMetrics(const Json& record);
    void appendDeviceSample(const Json& record); // device.jsonl
    // Removes metrics records of epochs after `epoch` (resuming from an older checkpoint); returns how many.
    int truncateMetricsAfter(int epoch);
    void appendLog(const std::string& level, const std::string& line);

private:
    explicit RunDir(std::filesystem::path path);
    std::filesystem::path m_path;
    std::ofstream m_metrics;
    std::ofstream m_device;
    std::ofstream m_log;
    std::unique_ptr<std::mutex> m_mutex = std::make_unique<std::mutex>();
};

// Writes `bytes` to `target` through a temporary file and a rename, so readers never see half a file.
void writeFileAtomically(const std::filesystem::path& target, const std::string& bytes);

// Current local time as "2026-11-22 14:05:09".
std::string localTimestamp();

} // namespace lathe::core
