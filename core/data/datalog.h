#pragma once
// The data layer's log: what reading the data found, each message with its level. A finding the user
// should act on (a constant column, a category training never saw, rows out of time order) is a
// warning, so that the window's "problems" filter shows it and lathe-cli -q still prints it. A sink
// that takes messages alone (a test, lathe-cli evaluate's stderr) gets each warning as
// "[warning] <message>". It also carries the reader's stop (the window's Stop, Ctrl-C, a closed
// evaluation): asked between blocks of a table and images of a folder, so that a stop does not wait
// for a large file to be read to its end. No LibTorch, no Qt.

#include "events/events.h"
#include "util/message.h"

#include <functional>
#include <type_traits>
#include <utility>

namespace lathe::core {

// Thrown by DataLog::checkStop when the reader's stop said so: nothing read is kept.
class ReadingStopped : public MessageError {
public:
    ReadingStopped() : MessageError(msg("stopped while reading the data")) {}
};

class DataLog {
public:
    using Sink = std::function<void(LogLevel, const Message&)>;

    template <typename F>
        requires(std::is_invocable_v<F&, LogLevel, const Message&> && !std::is_same_v<std::remove_cvref_t<F>, DataLog>)
    DataLog(F sink) // NOLINT(google-explicit-constructor): a lambda passes where a log is asked for
        : m_sink(std::move(sink))
    {
    }
    template <typename F>
        requires(std::is_invocable_v<F&, const Message&> && !std::is_invocable_v<F&, LogLevel, const Message&>
                 && !std::is_same_v<std::remove_cvref_t<F>, DataLog>) // a copy keeps the stop: the copy constructor's
    DataLog(F sink) // NOLINT(google-explicit-constructor)
        : m_sink([sink = std::move(sink)](LogLevel level, const Message& m) mutable {
            sink(level == LogLevel::Warning ? msg("[warning] %1", m) : m);
        })
    {
    }

    void operator()(const Message& m) const { m_sink(LogLevel::Info, m); } // what was read and done
    void warn(const Message& m) const { m_sink(LogLevel::Warning, m); }

    // The readers ask `stop` from time to time (it is called from their worker threads too); true
    // ends the reading with ReadingStopped. Without one, reading goes to the end.
    DataLog& stopWhen(std::function<bool()> stop)
    {
        m_stop = std::move(stop);
        return *this;
    }
    bool stopRequested() const { return m_stop && m_stop(); }
    void checkStop() const
    {
        if (stopRequested())
            throw ReadingStopped();
    }

private:
    Sink m_sink;
    std::function<bool()> m_stop;
};

} // namespace lathe::core
