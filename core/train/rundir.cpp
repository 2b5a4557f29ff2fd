#include "rundir.h"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <sstream>
#include <stdexcept>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

std::string timeString(const char* format)
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    localtime_r(&now, &tm);
    std::ostringstream s;
    s << std::put_time(&tm, format);
    return s.str();
}

std::string safeName(const std::string& name)
{
    std::string out;
    for (const char c : name)
        out += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.') ? c : '_';
    return out.empty() ? "run" : out;
}

} // namespace

std::string localTimestamp()
{
    return timeString("%Y-%m-%d %H:%M:%S");
}

RunDir RunDir::create(const fs::path& runsDir, const std::string& name)
{
    std::error_code ec;
    fs::create_directories(runsDir, ec);
    if (ec)
        throw std::runtime_error("cannot create runs folder " + runsDir.string() + ": " + ec.message());
    const std::string base = safeName(name) + "-" + timeString("%Y%m%d-%H%M%S");
    for (int i = 0; i < 1000; ++i) {
        const fs::path p = runsDir / (i == 0 ? base : base + "-" + std::to_string(i + 1));
        if (fs::create_directory(p, ec))
            return RunDir(p);
        if (ec)
            throw std::runtime_error("cannot create run folder " + p.string() + ": " + ec.message());
    }
    throw std::runtime_error("cannot create a run folder in " + runsDir.string());
}

RunDir RunDir::open(const fs::path& existing)
{
    if (!fs::is_directory(existing) || !fs::exists(existing / "config.json"))
        throw std::runtime_error(existing.string() + " is not a Lathe run folder (no config.json)");
    return RunDir(existing);
}

RunDir::RunDir(fs::path path)
    : m_path(std::move(path))
{
    fs::create_directories(m_path / "checkpoints");
    m_metrics.open(m_path / "metrics.jsonl", std::ios::app);
    m_log.open(m_path / "log.txt", std::ios::app);
    m_device.open(m_path / "device.jsonl", std::ios::app);
    if (!m_metrics || !m_log)
        throw std::runtime_error("cannot write into run folder " + m_path.string());
}

void RunDir::writeJson(const std::string& name, const Json& value) const
{
    writeFileAtomically(file(name), value.dump(2) + "\n");
}

void RunDir::appendMetrics(const Json& record)
{
    std::lock_guard lock(*m_mutex);
    m_metrics << record.dump() << '\n';
    m_metrics.flush();
}

int RunDir::truncateMetricsAfter(int epoch)
{
    std::lock_guard lock(*m_mutex);
    const fs::path file = m_path / "metrics.jsonl";
    std::ifstream in(file);
    std::string kept;
    int dropped = 0;
    for (std::string line; std::getline(in, line);) {
        const Json record = Json::parse(line, nullptr, false);
        if (!record.is_discarded() && record.contains("epoch") && record["epoch"].get<int>() > epoch) {
            ++dropped;
            continue;
        }
        if (!record.is_discarded()) // a line cut off by a crash is dropped as well
            kept += line + '\n';
    }
    in.close();
    m_metrics.close();
    writeFileAtomically(file, kept);
    m_metrics.open(file, std::ios::app);
    return dropped;
}

void RunDir::appendDeviceSample(const Json& record)
{
    std::lock_guard lock(*m_mutex);
    m_device << record.dump() << '\n';
    m_device.flush();
}

void RunDir::appendLog(const std::string& level, const std::string& line)
{
    std::lock_guard lock(*m_mutex);
    m_log << localTimestamp() << ' ' << level << ": " << line << '\n';
    m_log.flush();
}

void writeFileAtomically(const fs::path& target, const std::string& bytes)
{
    const fs::path tmp = target.string() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        out << bytes;
        out.flush();
        if (!out)
            throw std::runtime_error("cannot write " + tmp.string());
    }
    fs::rename(tmp, target);
}

} // namespace lathe::core
