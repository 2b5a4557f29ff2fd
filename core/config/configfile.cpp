// A config on disk: its bytes read as UTF-8 text (Notepad's GBK and UTF-16 decoded, with a warning),
// parsed and checked; and a config written as the window saves it.

#include "config.h"

#include "jsonpositions.h"
#include "util/atomicfile.h"
#include "util/textencoding.h"

#include <fstream>
#include <sstream>
#include <system_error>

namespace lathe::core {

namespace fs = std::filesystem;

bool readConfigText(const fs::path& file, std::string& text, Diagnostics& diagnostics)
{
    const auto fail = [&](Message message, int line = 0, int column = 0) {
        diagnostics.push_back({Diagnostic::Severity::Error, {}, std::move(message), line, column});
        return false;
    };
    const auto warn = [&](Message message) { diagnostics.push_back({Diagnostic::Severity::Warning, {}, std::move(message), 0, 0}); };
    if (std::error_code ec; fs::is_directory(file, ec)) // (an ifstream opens a folder, and reads nothing)
        return fail(msg("config file %1 is a folder: name the config's JSON file", file.string()));
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::error_code ec;
        return fail(fs::exists(file, ec) ? msg("config file %1 cannot be read (permissions?)", file.string())
                                         : msg("config file %1 does not exist", file.string()));
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    // JSON is UTF-8; Notepad on a Chinese Windows saved GBK by default (a GB18030 subset): read it as
    // such and say so, rather than fail on the first Chinese character.
    text = buffer.str();
    std::size_t bad = 0;
    // Notepad's "Unicode" is UTF-16 with a byte-order mark: read as such too.
    if (std::string decoded; utf16ToUtf8(text, decoded, bad)) {
        text = std::move(decoded);
        warn(msg("%1 is UTF-16 text, read as such; JSON files should be UTF-8 (the window saves it so)", file.string()));
    } else if (bad != std::string::npos) {
        return fail(msg("config file %1 is UTF-16 text that does not decode at byte %2; save it as UTF-8", file.string(),
                        static_cast<long long>(bad + 1)));
    }
    // A UTF-8 byte-order mark (Notepad's "UTF-8 with BOM"): not part of the JSON. Left in, nlohmann
    // skipped it but every field's line and column and the repeated-key check did not.
    if (text.rfind("\xEF\xBB\xBF", 0) == 0)
        text.erase(0, 3);
    if (invalidUtf8At(text) != std::string::npos) {
        std::string decoded;
        if (guessTextEncoding(text, bad) == TextEncoding::Gb18030 && gb18030ToUtf8(text, decoded, bad)) {
            text = std::move(decoded);
            warn(msg("%1 is GB18030 (GBK) text, read as such; JSON files should be UTF-8 (the window saves it so)", file.string()));
        } else {
            const TextPosition at = positionOfOffset(text, invalidUtf8At(text));
            return fail(msg("config file %1 is neither UTF-8 nor GB18030 text; save it as UTF-8", file.string()), at.line, at.column);
        }
    }
    return true;
}

ConfigLoadResult loadConfigFile(const fs::path& file, bool checkFiles)
{
    std::string text;
    Diagnostics read;
    if (!readConfigText(file, text, read))
        return {std::nullopt, std::move(read)};
    fs::path base = file.parent_path();
    if (base.empty())
        base = fs::current_path();
    ConfigLoadResult r = parseConfig(text, fs::absolute(base), checkFiles);
    r.diagnostics.insert(r.diagnostics.begin(), read.begin(), read.end());
    return r;
}

std::string configToText(const Json& normalised)
{
    return normalised.dump(2) + "\n";
}

void saveConfigFile(const Json& normalised, const fs::path& file)
{
    writeFileAtomically(file, configToText(normalised));
}

} // namespace lathe::core
