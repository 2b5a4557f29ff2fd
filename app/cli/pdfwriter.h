#pragma once
// The PDF of a report or a sweep's comparison, written by the separate program lathe-pdf (Qt lays the
// PDF out; lathe-cli itself links no Qt). The desktop package installs lathe-pdf next to lathe-cli;
// a server with only the lathe-cli package writes the HTML alone and says how to get the PDF.

#include <filesystem>
#include <optional>
#include <string>

namespace lathe::cli {

// lathe-pdf next to this program (the build's bin/, the installed lib/lathe/), if it is there.
std::optional<std::filesystem::path> findPdfWriter();

enum class PdfKind { Report, Comparison };

// Runs lathe-pdf on `folder` (a run or a sweep folder) to write `pdf`, in `language`. Returns whether
// the PDF was written; on failure lathe-pdf's own message went to stderr, and a line saying why it
// could not run is printed here. Without lathe-pdf, prints how to get it and returns false.
bool writePdf(PdfKind kind, const std::filesystem::path& folder, const std::filesystem::path& pdf, const std::string& language);

} // namespace lathe::cli
