#pragma once
// The engine's messages (core/util/message.h) in the interface's language: each template is looked up
// in the translations (context "lathe::core::Messages", collected by scripts/engine-messages.py into
// ui/enginemessages.cpp), its arguments translated the same way; English where no translation exists.

#include "util/message.h"

#include <QString>

#include <exception>
#include <span>
#include <string>

namespace lathe::ui {

QString engineText(const core::Message& message);
// A MessageError's message translated; any other exception's what() as it is.
QString engineText(const std::exception& e);

// Every template in core (ui/enginemessages.cpp, generated).
std::span<const char* const> engineTemplates();

} // namespace lathe::ui
