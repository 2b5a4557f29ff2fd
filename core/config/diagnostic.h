#pragma once
// A problem found in a config: where it is (JSON path, and line/column when known) and what is wrong.

#include <string>
#include <vector>

#include "util/message.h"

namespace lathe::core {

struct Diagnostic {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    std::string path;    // "training.batch_size", "augmentation.schedule[1].preset"; empty for the document
    Message message;     // "expected an integer between 1 and 1000000, found string \"abc\""
    int line = 0;        // 1-based; 0 when unknown
    int column = 0;      // 1-based; 0 when unknown

    bool isError() const { return severity == Severity::Error; }
    // "FILE:LINE:COL: error: PATH: MESSAGE" in the habit of compilers, so editors can jump to it.
    std::string format(const std::string& file = {}) const;
};

using Diagnostics = std::vector<Diagnostic>;

bool hasErrors(const Diagnostics& diagnostics);

} // namespace lathe::core
