#pragma once
// Writing a file so that readers never see half of it, and a crash or power cut leaves either the old
// or the new file: the bytes go to "<target>.tmp", which is flushed to the disk (fsync), renamed over
// the target, and the folder is flushed so the rename itself is durable. A failure leaves the target
// as it was, removes the temporary file and throws std::runtime_error naming the file and the reason.

#include <filesystem>
#include <string>
#include <vector>

namespace lathe::core {

void writeFileAtomically(const std::filesystem::path& target, const std::string& bytes);

// fsync of a written file's data; throws std::runtime_error naming the file.
void syncFile(const std::filesystem::path& file);
// fsync of a folder, making the renames and new entries in it durable; throws like syncFile.
void syncDirectory(const std::filesystem::path& dir);
// Renames `tmp` over `target` and syncs their folder. On failure removes `tmp` and throws.
void commitFile(const std::filesystem::path& tmp, const std::filesystem::path& target);
// A ConfigError naming both when writing `output` would replace one of `inputs`, the files a command
// reads (the same file by any path: a link, "./"): a command asks before it writes anything, so that
// `predict data.csv -o data.csv` or `slurm job.json -o job.json` loses nothing. Also when `output` is
// a folder, or its folder does not exist: said before the work, not after it (as "FILE.tmp").
void refuseToOverwrite(const std::filesystem::path& output, const std::vector<std::filesystem::path>& inputs);

} // namespace lathe::core
