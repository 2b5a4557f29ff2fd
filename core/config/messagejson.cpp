#include "messagejson.h"

#include <stdexcept>

namespace lathe::core {

Json messageToJson(const Message& m)
{
    if (!m.id.empty()) {
        Json args = Json::array();
        for (const auto& a : m.args)
            args.push_back(messageToJson(a));
        return {{"id", m.id}, {"args", std::move(args)}};
    }
    if (m.args.empty())
        return m.value;
    Json parts = Json::array();
    if (!m.value.empty())
        parts.push_back(m.value);
    for (const auto& a : m.args)
        parts.push_back(messageToJson(a));
    return {{"parts", std::move(parts)}};
}

Message messageFromJson(const Json& j)
{
    if (j.is_string())
        return Message::plain(j.get<std::string>());
    if (!j.is_object())
        throw std::invalid_argument("a message is a string or an object, found " + std::string(j.type_name()));
    if (const auto id = j.find("id"); id != j.end()) {
        if (!id->is_string())
            throw std::invalid_argument("a message's \"id\" must be a string");
        Message m;
        m.id = id->get<std::string>();
        if (const auto args = j.find("args"); args != j.end()) {
            if (!args->is_array())
                throw std::invalid_argument("a message's \"args\" must be an array");
            for (const auto& a : *args)
                m.args.push_back(messageFromJson(a));
        }
        return m;
    }
    if (const auto parts = j.find("parts"); parts != j.end() && parts->is_array()) {
        std::vector<Message> out;
        for (const auto& p : *parts)
            out.push_back(messageFromJson(p));
        return Message::sequence(std::move(out));
    }
    throw std::invalid_argument("a message object needs \"id\" or \"parts\"");
}

Message messageField(const Json& object, const std::string& key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it == object.end() ? Message() : messageValue(*it);
}

Message messageValue(const Json& value)
{
    if (value.is_null())
        return {};
    try {
        return messageFromJson(value);
    } catch (const std::invalid_argument&) {
        return Message::plain(value.dump());
    }
}

} // namespace lathe::core
