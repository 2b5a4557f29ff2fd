#include "predictionwriter.h"

#include "util/atomicfile.h"
#include "util/errors.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sstream>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n\r\t") == std::string::npos) // (a tab too: the file must not read as tab separated)
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string number(double v)
{
    std::ostringstream s;
    s.precision(7);
    s << v;
    return s.str();
}

} // namespace

PredictionWriter::PredictionWriter(const fs::path& file, bool jsonLines, const Json& meta, bool timed)
    : m_file(file)
    , m_tmp(file.string() + ".tmp")
    , m_jsonLines(jsonLines)
    , m_classification(meta.value("task", std::string()) == "classification")
    , m_timed(timed)
{
    for (const auto& n : meta.value(m_classification ? "classes" : "targets", Json::array()))
        m_names.push_back(n.get<std::string>());
    m_out.open(m_tmp, std::ios::binary | std::ios::trunc);
    if (!m_out) { // the file asked for and why (its folder missing, read-only), not the temporary name alone
        const int error = errno;
        throw MessageError(msg("cannot write %1: %2", m_file.string(), std::string(std::strerror(error))));
    }
    if (m_jsonLines)
        return;
    m_out << "input";
    if (m_timed)
        m_out << ",time";
    if (m_classification) {
        m_out << ",predicted";
        for (const auto& n : m_names)
            m_out << "," << csvField("p(" + n + ")");
    } else {
        for (const auto& n : m_names) // a target named as a column before it ("input", "time") is told apart
            m_out << "," << csvField(n == "input" || (m_timed && n == "time") ? "predicted_" + n : n);
    }
    m_out << "\n";
}

PredictionWriter::~PredictionWriter()
{
    if (!m_done) {
        m_out.close();
        std::error_code ignored;
        fs::remove(m_tmp, ignored);
    }
}

void PredictionWriter::write(const std::vector<std::string>& sources, const at::Tensor& output, const std::vector<std::string>& times)
{
    const at::Tensor o = output.to(at::kDouble).contiguous().view({output.size(0), -1});
    const auto width = o.size(1);
    if (m_names.size() != static_cast<std::size_t>(width)) // a model.pt without names: number them
        for (auto i = static_cast<std::int64_t>(m_names.size()); i < width; ++i)
            m_names.push_back(std::to_string(i));
    const auto timeOf = [&](std::size_t r) { return r < times.size() ? times[r] : std::string(); };
    for (std::size_t r = 0; r < sources.size(); ++r) {
        const double* v = o.data_ptr<double>() + static_cast<std::int64_t>(r) * width;
        const auto best = static_cast<std::size_t>(std::max_element(v, v + width) - v);
        if (m_jsonLines) {
            Json j = {{"input", sources[r]}};
            if (m_timed)
                j["time"] = timeOf(r);
            Json values = Json::object();
            for (std::int64_t c = 0; c < width; ++c)
                values[m_names[static_cast<std::size_t>(c)]] = v[c];
            if (m_classification) {
                j["predicted"] = m_names[best];
                j["probabilities"] = std::move(values);
            } else {
                j["predicted"] = std::move(values);
            }
            m_out << recordText(j) << "\n"; // a file name from another system: U+FFFD, not an exception
        } else {
            m_out << csvField(sources[r]);
            if (m_timed)
                m_out << "," << csvField(timeOf(r));
            if (m_classification)
                m_out << "," << csvField(m_names[best]);
            for (std::int64_t c = 0; c < width; ++c)
                m_out << "," << number(v[c]);
            m_out << "\n";
        }
    }
    m_rows += static_cast<std::int64_t>(sources.size());
    if (!m_out)
        throw MessageError(msg("%1: write failed (is the disk full?)", m_tmp.string()));
}

std::int64_t PredictionWriter::finish()
{
    m_out.close();
    if (!m_out)
        throw MessageError(msg("%1: write failed (is the disk full?)", m_tmp.string()));
    commitFile(m_tmp, m_file);
    m_done = true;
    return m_rows;
}

} // namespace lathe::core
