#pragma once
// A Message stored as data in a record file: its template (the stable id) and its arguments, so a
// front end reading the record back translates it without parsing English.
//
//   plain value      "text"
//   template         {"id": "cuda:%1: %2", "args": ["0", {...}]}
//   sequence         {"parts": ["first", {...}]}   (a leading plain value becomes the first part)

#include "config/json.h"
#include "util/message.h"

namespace lathe::core {

Json messageToJson(const Message& message);
// Throws std::invalid_argument when `json` is not a message written by messageToJson.
Message messageFromJson(const Json& json);

// The message under `key` of a record read back: empty when absent; a string (what run folders of
// before messages-as-data hold) is a plain value, shown as it was written; a malformed value is a
// plain value of its JSON text rather than an error, so one bad field never hides a record.
Message messageField(const Json& object, const std::string& key);
Message messageValue(const Json& value); // the same for a value itself (an array's element)

} // namespace lathe::core
