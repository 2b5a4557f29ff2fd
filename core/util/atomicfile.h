#pragma once
// Writing a file so that readers never see half of it: the bytes go to "<target>.tmp", which is then
// renamed over the target. A failure leaves the target as it was, removes the temporary file and
// throws std::runtime_error naming the file and the reason.

#include <filesystem>
#include <string>

namespace lathe::core {

void writeFileAtomically(const std::filesystem::path& target, const std::string& bytes);

} // namespace lathe::core
