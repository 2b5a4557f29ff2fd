#pragma once
// The data layer's log: what reading the data found, each message with its level. A finding the user
// should act on (a constant column, a category training never saw, rows out of time order) is a
// warning, so that the window's "problems" filter shows it and lathe-cli -q still prints it. A sink
// that takes messages alone (a test, lathe-cli evaluate's stderr) gets each warning as
// "[warning] <message>". No LibTorch, no Qt.

#include "events/events.h"
#include "util/message.h"

#include <functional>
#include <type_traits>
#include <utility>

namespace lathe::core {

class DataLog {
public:
    using Sink = std::function<void(LogLevel, const Message&)>;

    template <typename F>
        requires std::is_invocable_v<F&, LogLevel, const Message&>
    DataLog(F sink) // NOLINT(google-explicit-constructor): a lambda passes where a log is asked for
        : m_sink(std::move(sink))
    {
    }
    template <typename F>
        requires(std::is_invocable_v<F&, const Message&> && !std::is_invocable_v<F&, LogLevel, const Message&>)
    DataLog(F sink) // NOLINT(google-explicit-constructor)
        : m_sink([sink = std::move(sink)](LogLevel level, const Message& m) mutable {
            sink(level == LogLevel::Warning ? msg("[warning] %1", m) : m);
        })
    {
    }

    void operator()(const Message& m) const { m_sink(LogLevel::Info, m); } // what was read and done
    void warn(const Message& m) const { m_sink(LogLevel::Warning, m); }

private:
    Sink m_sink;
};

} // namespace lathe::core
