#pragma once
// Base64 (RFC 4648, with padding) for bytes kept inside JSON: evaluation.json's image thumbnails.

#include <cstdint>
#include <string>

namespace lathe::core {

std::string base64Encode(const std::uint8_t* data, std::size_t size);

} // namespace lathe::core
