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

// English the engine wrote into a run's files (summary.json's advice and reasons, evaluation.json's
// checkpoint reason, finder.json's summary), translated by recognising the message it was made from:
// the most specific template that matches the whole text, its arguments recognised the same way.
// Text no template matches comes back as it is.
QString recordedText(const std::string& english);
core::Message recordedMessage(const std::string& english); // the message recognised (plain when none)

// Every template in core (ui/enginemessages.cpp, generated).
std::span<const char* const> engineTemplates();

} // namespace lathe::ui
