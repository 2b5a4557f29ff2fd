#pragma once
// Walking UTF-8 text a character at a time, for code that decides per character what may stay
// (file names, Slurm job names, comments in a script). No LibTorch, no Qt.

#include <cstddef>
#include <string>
#include <string_view>

namespace lathe::core {

// Calls visit(codePoint, offset, length) for each character of `text`; a byte that does not start
// a well-formed UTF-8 sequence is visited alone with codePoint -1.
template <class Visit>
void forEachCodePoint(std::string_view text, Visit&& visit)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const unsigned char c = p[i];
        int length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
        long codePoint = length == 1 ? c : length == 2 ? (c & 0x1f) : length == 3 ? (c & 0x0f) : (c & 0x07);
        for (int k = 1; k < length; ++k) {
            if (i + k >= n || (p[i + k] & 0xc0) != 0x80) {
                length = 0;
                break;
            }
            codePoint = (codePoint << 6) | (p[i + k] & 0x3f);
        }
        if (length == 0) {
            visit(-1L, i, std::size_t{1});
            ++i;
            continue;
        }
        visit(codePoint, i, static_cast<std::size_t>(length));
        i += static_cast<std::size_t>(length);
    }
}

// Shortens `text` to at most `bytes` bytes without cutting a character in two.
inline void truncateUtf8(std::string& text, std::size_t bytes)
{
    if (text.size() <= bytes)
        return;
    std::size_t cut = bytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80)
        --cut;
    text.resize(cut);
}

} // namespace lathe::core
