#pragma once
// Text made into words of a bash command line: for the scripts Lathe writes (an sbatch script) and the
// commands it shows a user to copy (a report, TensorBoard, a resume), whose paths may hold blanks,
// quotes or Chinese.

#include <string>

namespace lathe::core {

// A string quoted for bash ('…', with ' written as '\'').
std::string shellQuote(const std::string& text);
// A shell word for a command line shown to the user: the text itself when it needs no quoting.
std::string shellWord(const std::string& text);

} // namespace lathe::core
