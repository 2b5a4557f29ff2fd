#pragma once
// Writes TensorBoard event files: the records TensorBoard's own writers write (scalars, text,
// PNG images, HParams sessions, a session start that drops what an earlier session wrote after its
// step), framed as TFRecords with a masked CRC-32C. The messages are Protocol Buffers compiled from
// core/tensorboard/proto; the checksum is ISA-L's CRC-32C. Nothing here knows Lathe's runs: the
// run's log (run/tensorboardlog.h) says what goes in.

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <variant>

namespace lathe::core::tensorboard {

// CRC-32C (Castagnoli) of `size` bytes, and the masked form TFRecord frames store.
std::uint32_t crc32c(const void* data, std::size_t size);
std::uint32_t maskedCrc32c(const void* data, std::size_t size);

// A setting shown in TensorBoard's HParams table.
using HParamValue = std::variant<double, std::string, bool>;

enum class SessionStatus { Running, Success, Failure };

class EventWriter {
public:
    // A new events file in `folder` (created), named as TensorBoard's writers name theirs
    // (events.out.tfevents.<seconds>.<host>.<pid>.<n>), that starts with its file version record.
    // Throws std::runtime_error naming the file when it cannot be written.
    explicit EventWriter(const std::filesystem::path& folder);
    EventWriter(const EventWriter&) = delete;
    EventWriter& operator=(const EventWriter&) = delete;
    ~EventWriter();

    void scalar(const std::string& tag, std::int64_t step, double value, double wallTime);
    // Markdown, as TensorBoard's Text tab shows it.
    void text(const std::string& tag, std::int64_t step, const std::string& markdown, double wallTime);
    // An encoded PNG of `width` x `height` with `channels` (1, 3 or 4).
    void image(const std::string& tag, std::int64_t step, const std::string& png, int width, int height, int channels, double wallTime);
    // TensorBoard drops the records an earlier session wrote at `step` and after (a resumed run
    // trains them again).
    void sessionStart(std::int64_t step, double wallTime);
    // The HParams plugin's session: its settings when it starts, its status when it ends.
    void hparamsStart(const std::map<std::string, HParamValue>& hparams, const std::string& group, double startTime);
    void hparamsEnd(SessionStatus status, double endTime);

    // To the disk (TensorBoard reads what is flushed).
    void flush();
    const std::filesystem::path& file() const { return m_file; }

    // Seconds since 1970, as the records' wall_time holds them.
    static double now();

private:
    void writeRecord(const std::string& serializedEvent);
    std::filesystem::path m_file;
    std::ofstream m_out;
};

} // namespace lathe::core::tensorboard
