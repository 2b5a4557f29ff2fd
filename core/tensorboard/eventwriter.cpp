#include "tensorboard/eventwriter.h"

#include "event.pb.h"
#include "hparams.pb.h"
#include "summary.pb.h"

#include <isa-l/crc.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <vector>

#include <unistd.h>

namespace lathe::core::tensorboard {

namespace {

void putLittleEndian(std::string& out, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

std::string hostName()
{
    std::vector<char> name(256, '\0');
    if (gethostname(name.data(), name.size() - 1) != 0)
        return "localhost";
    return name.data();
}

::tensorboard::Event eventAt(std::int64_t step, double wallTime)
{
    ::tensorboard::Event event;
    event.set_wall_time(wallTime);
    event.set_step(step);
    return event;
}

// A summary value under `tag` for the plugin `plugin` (its content: `content`).
::tensorboard::Summary::Value* valueFor(::tensorboard::Event& event, const std::string& tag, const std::string& plugin,
                                        const std::string& content = {})
{
    auto* value = event.mutable_summary()->add_value();
    value->set_tag(tag);
    auto* data = value->mutable_metadata()->mutable_plugin_data();
    data->set_plugin_name(plugin);
    if (!content.empty())
        data->set_content(content);
    return value;
}

} // namespace

std::uint32_t crc32c(const void* data, std::size_t size)
{
    // ISA-L's iSCSI CRC is CRC-32C with the initial value given and without the final inversion.
    std::uint32_t crc = 0xffffffffu;
    const auto* bytes = static_cast<const unsigned char*>(data);
    while (size > 0) {
        const int chunk = static_cast<int>(std::min<std::size_t>(size, 1u << 30));
        crc = crc32_iscsi(const_cast<unsigned char*>(bytes), chunk, crc);
        bytes += chunk;
        size -= static_cast<std::size_t>(chunk);
    }
    return ~crc;
}

std::uint32_t maskedCrc32c(const void* data, std::size_t size)
{
    const std::uint32_t crc = crc32c(data, size);
    return ((crc >> 15) | (crc << 17)) + 0xa282ead8u;
}

double EventWriter::now()
{
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

EventWriter::EventWriter(const std::filesystem::path& folder)
{
    static std::atomic<int> counter{0};
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    // TensorBoard reads a folder's files in the order of their names: the process id and the counter
    // have fixed widths, so that a run's files written in one second sort as they were written
    // (".10" before ".8" made TensorBoard drop the older file's epochs as out of order).
    char suffix[32];
    std::snprintf(suffix, sizeof suffix, ".%07d.%04d", static_cast<int>(getpid()), counter++);
    m_file = folder / ("events.out.tfevents." + std::to_string(static_cast<long long>(now())) + "." + hostName() + suffix);
    m_out.open(m_file, std::ios::binary | std::ios::app);
    if (!m_out)
        throw std::runtime_error("cannot write the TensorBoard log " + m_file.string() + ": " + std::strerror(errno));
    try {
        ::tensorboard::Event version = eventAt(0, now());
        version.set_file_version("brain.Event:2");
        writeRecord(version.SerializeAsString());
        flush();
    } catch (...) {
        m_out.close();
        std::filesystem::remove(m_file, ec); // no empty file left behind (a full disk)
        throw;
    }
}

EventWriter::~EventWriter()
{
    m_out.flush();
}

void EventWriter::writeRecord(const std::string& data)
{
    // A TFRecord: the length (8 bytes, little-endian), its masked CRC, the data, the data's masked CRC.
    std::string frame;
    frame.reserve(data.size() + 16);
    putLittleEndian(frame, data.size(), 8);
    putLittleEndian(frame, maskedCrc32c(frame.data(), 8), 4);
    frame += data;
    putLittleEndian(frame, maskedCrc32c(data.data(), data.size()), 4);
    m_out.write(frame.data(), static_cast<std::streamsize>(frame.size()));
}

void EventWriter::flush()
{
    m_out.flush();
    if (!m_out)
        throw std::runtime_error("cannot write the TensorBoard log " + m_file.string() + " (disk full?)");
}

void EventWriter::scalar(const std::string& tag, std::int64_t step, double value, double wallTime)
{
    ::tensorboard::Event event = eventAt(step, wallTime);
    auto* v = valueFor(event, tag, "scalars");
    v->mutable_metadata()->set_data_class(::tensorboard::DATA_CLASS_SCALAR);
    v->set_simple_value(static_cast<float>(value));
    writeRecord(event.SerializeAsString());
}

void EventWriter::text(const std::string& tag, std::int64_t step, const std::string& markdown, double wallTime)
{
    ::tensorboard::Event event = eventAt(step, wallTime);
    auto* v = valueFor(event, tag, "text");
    v->mutable_metadata()->set_data_class(::tensorboard::DATA_CLASS_TENSOR);
    auto* tensor = v->mutable_tensor();
    tensor->set_dtype(::tensorboard::DT_STRING);
    tensor->add_string_val(markdown);
    writeRecord(event.SerializeAsString());
}

void EventWriter::image(const std::string& tag, std::int64_t step, const std::string& png, int width, int height, int channels,
                        double wallTime)
{
    ::tensorboard::Event event = eventAt(step, wallTime);
    auto* v = valueFor(event, tag, "images");
    auto* image = v->mutable_image();
    image->set_width(width);
    image->set_height(height);
    image->set_colorspace(channels);
    image->set_encoded_image_string(png);
    writeRecord(event.SerializeAsString());
}

void EventWriter::sessionStart(std::int64_t step, double wallTime)
{
    ::tensorboard::Event event = eventAt(step, wallTime);
    event.mutable_session_log()->set_status(::tensorboard::SessionLog::START);
    writeRecord(event.SerializeAsString());
}

void EventWriter::hparamsStart(const std::map<std::string, HParamValue>& hparams, const std::string& group, double startTime)
{
    ::tensorboard::hparams::HParamsPluginData data;
    auto* start = data.mutable_session_start_info();
    for (const auto& [name, value] : hparams) {
        google::protobuf::Value& v = (*start->mutable_hparams())[name];
        if (const auto* d = std::get_if<double>(&value))
            v.set_number_value(*d);
        else if (const auto* s = std::get_if<std::string>(&value))
            v.set_string_value(*s);
        else
            v.set_bool_value(std::get<bool>(value));
    }
    start->set_group_name(group);
    start->set_start_time_secs(startTime);
    ::tensorboard::Event event = eventAt(0, startTime);
    valueFor(event, "_hparams_/session_start_info", "hparams", data.SerializeAsString());
    writeRecord(event.SerializeAsString());
}

void EventWriter::hparamsEnd(SessionStatus status, double endTime)
{
    ::tensorboard::hparams::HParamsPluginData data;
    auto* end = data.mutable_session_end_info();
    end->set_status(status == SessionStatus::Success   ? ::tensorboard::hparams::STATUS_SUCCESS
                    : status == SessionStatus::Failure ? ::tensorboard::hparams::STATUS_FAILURE
                                                       : ::tensorboard::hparams::STATUS_RUNNING);
    end->set_end_time_secs(endTime);
    ::tensorboard::Event event = eventAt(0, endTime);
    valueFor(event, "_hparams_/session_end_info", "hparams", data.SerializeAsString());
    writeRecord(event.SerializeAsString());
}

} // namespace lathe::core::tensorboard
