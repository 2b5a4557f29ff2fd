#pragma once
// Exception types that map to the CLI's exit codes (`lathe-cli --help`, docs/user-guide.md): each names what the user must fix.

#include "message.h"

#include <filesystem>
#include <stdexcept>
#include <string>

namespace lathe::core {

// The config is invalid or asks for something this build cannot do.
class ConfigError : public MessageError {
public:
    using MessageError::MessageError;
};

// A data file is missing, unreadable or malformed; the message names the file and line or sample.
class DataError : public MessageError {
public:
    using MessageError::MessageError;

    static DataError at(const std::string& file, long long line, Message what)
    {
        return DataError(line > 0 ? msg("%1:%2: %3", file, line, std::move(what)) : msg("%1: %2", file, std::move(what)));
    }
    static DataError at(const std::string& file, long long line, const std::string& what)
    {
        return at(file, line, Message::plain(what));
    }
    // Before a data file is opened: a folder where a file belongs is said as such (opening one
    // succeeds, and reading it failed later with a bare "read error").
    static void refuseFolder(const std::filesystem::path& file)
    {
        std::error_code ec;
        if (std::filesystem::is_directory(file, ec))
            throw at(file.string(), 0, msg("a folder, where a data file was expected"));
    }
};

// The loss became inf/NaN without a loss scaler to absorb it: the weights are suspect, so the last
// good checkpoint is kept rather than overwritten.
class NonFiniteLossError : public MessageError {
public:
    using MessageError::MessageError;
};

// Process exit codes shared by lathe-cli and the tests.
enum ExitCode : int {
    ExitSuccess = 0,
    ExitUsage = 1,
    ExitConfigError = 2,
    ExitDataError = 3,
    ExitRuntimeError = 4,
    ExitInterrupted = 130,              // stopped by a signal or Ctrl-C, with a checkpoint of the stop
    ExitStoppedWithoutCheckpoint = 75,  // quit at once (Ctrl-C twice at a terminal), or the checkpoint
                                        // could not be finished in time: resume from an earlier one
};

} // namespace lathe::core
