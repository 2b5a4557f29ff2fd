#pragma once
// Base64 (RFC 4648, with padding) for bytes kept inside JSON: evaluation.json's image thumbnails.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

std::string base64Encode(const std::uint8_t* data, std::size_t size);
// The bytes `text` encodes; nullopt when it is not Base64 (a wrong character, a length that is not
// a multiple of four).
std::optional<std::vector<std::uint8_t>> base64Decode(std::string_view text);

} // namespace lathe::core
