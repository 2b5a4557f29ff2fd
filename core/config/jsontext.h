#pragma once
// A JSON text parsed, or why it is not JSON and where: what a config's syntax errors say (the start
// of the offending token), and what a run folder's damaged record says (runrecord.h).

#include "json.h"
#include "jsonpositions.h"
#include "util/message.h"

#include <string>

namespace lathe::core {

struct JsonText {
    Json value;        // the document; discarded when it does not parse
    Message error;     // "invalid JSON: …" (a syntax error, a number a double cannot hold, nesting
                       // deeper than kMaxJsonDepth); empty when it parsed
    TextPosition at;   // where the error is (1-based)
    bool parsed() const { return error.empty(); }
};

JsonText parseJsonText(const std::string& text);

} // namespace lathe::core
