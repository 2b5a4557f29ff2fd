#pragma once
// The engine's messages in the user's language, for what has no Qt: lathe-cli and the reports. The
// catalogue is the window's own (translations/lathe_<language>.ts, context "lathe::core::Messages"),
// compiled into a table at build time by scripts/core-catalogue.py, so a message reads the same in
// the window, the CLI and a report. English ("en", or any language without a catalogue) is the
// template itself. No LibTorch, no Qt.

#include "message.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

// `message` in `language` ("en", "zh_CN"): each template and nested message translated where the
// catalogue has it, English where it does not; plain values as they are.
std::string translate(const Message& message, std::string_view language);

// The languages with a catalogue, "en" first; what lathe-cli's --lang accepts.
std::vector<std::string> catalogueLanguages();
bool hasCatalogue(std::string_view language);

// One entry of a generated table (scripts/core-catalogue.py): sorted by `source`.
struct CatalogueEntry {
    const char* source;
    const char* translation;
};

} // namespace lathe::core
