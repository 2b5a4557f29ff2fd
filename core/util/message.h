#pragma once
// A user-visible message from the engine, kept translatable: its English template with %1…%9
// placeholders (the message's stable id, as a Qt source text or a gettext msgid) and its arguments.
// An argument is a plain value (a path, a number, a name: never translated) or a message itself, so a
// reason inside a sentence is translated with it. Front ends render it: the CLI and the run's log.txt
// in English (text()), the window in the user's language (ui/enginetext.h), English being the fallback.
//
// Every template is written as msg("literal", …) in core/: scripts/engine-messages.py collects them into
// ui/enginemessages.cpp for lupdate, and a test fails when that file is out of date or a msg( call does
// not start with a string literal. No LibTorch, no Qt.

#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace lathe::core {

struct Message {
    std::string id;            // the English template; empty for a plain value or a sequence
    std::string value;         // a plain value, when id is empty
    std::vector<Message> args; // %1, %2, … in order; without an id, the parts of a sequence after value

    static Message plain(std::string v)
    {
        Message m;
        m.value = std::move(v);
        return m;
    }
    // Messages one after the other (the lines of a report), each translated on its own.
    static Message sequence(std::vector<Message> parts)
    {
        Message m;
        m.args = std::move(parts);
        return m;
    }
    bool empty() const { return id.empty() && value.empty() && args.empty(); }
    bool operator==(const Message&) const = default;
    std::string text() const; // in English
};

// Fills %1…%9 of a template with the given texts in one pass (a '%' inside an argument stays as it is;
// "%%" is a literal '%').
std::string fillTemplate(std::string_view templ, const std::vector<std::string>& args);

// A number with `digits` decimals, the way messages show it ("1.5", "0.4 ms" is millisecondsText).
std::string decimalText(double value, int digits);

namespace detail {
inline Message messageArg(Message m) { return m; }
inline Message messageArg(std::string s) { return Message::plain(std::move(s)); }
inline Message messageArg(std::string_view s) { return Message::plain(std::string(s)); }
inline Message messageArg(const char* s) { return Message::plain(s); }
template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool> && !std::is_same_v<T, char>, int> = 0>
Message messageArg(T v)
{
    return Message::plain(std::to_string(v));
}
} // namespace detail

// msg("run folder %1", path). Numbers other than integers are formatted by the caller (the precision
// is part of the message's meaning).
template <typename... A>
Message msg(const char* templ, A&&... args)
{
    Message m;
    m.id = templ;
    m.args.reserve(sizeof...(A));
    (m.args.push_back(detail::messageArg(std::forward<A>(args))), ...);
    return m;
}

// An exception whose text is a message: what() is the English, message() translatable.
class MessageError : public std::runtime_error {
public:
    explicit MessageError(Message m) : std::runtime_error(m.text()), m_message(std::move(m)) {}
    explicit MessageError(const std::string& english) : std::runtime_error(english), m_message(Message::plain(english)) {}
    const Message& message() const { return m_message; }

private:
    Message m_message;
};

// The message of any exception: a MessageError's own, else what() as a plain value.
Message exceptionMessage(const std::exception& e);

} // namespace lathe::core
