#pragma once
// Walking UTF-8 text a character at a time, for code that decides per character what may stay
// (file names, Slurm job names, comments in a script) or how wide it shows. No LibTorch, no Qt.

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

// The columns `text` takes on a terminal: East Asian wide characters (CJK, Hangul, full-width forms)
// two, combining marks none, others one. For lining up tables of names in any script.
inline std::size_t displayWidth(std::string_view text)
{
    std::size_t width = 0;
    forEachCodePoint(text, [&](long c, std::size_t, std::size_t) {
        if ((c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F) || (c >= 0xFE00 && c <= 0xFE0F))
            return; // combining marks, zero-width spaces and joiners, variation selectors
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
                          || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
                          || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
                          || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F)
                          || (c >= 0x20000 && c <= 0x3FFFD);
        width += wide ? 2 : 1;
    });
    return width;
}

// `text` in at most `width` columns (displayWidth): as it is when it fits, else cut between characters
// and ended with "…" (one column).
inline std::string shortenToWidth(std::string_view text, std::size_t width)
{
    if (displayWidth(text) <= width || width == 0)
        return std::string(text);
    std::string out;
    std::size_t used = 0;
    bool full = false;
    forEachCodePoint(text, [&](long, std::size_t offset, std::size_t length) {
        if (full)
            return;
        const std::size_t w = displayWidth(text.substr(offset, length));
        if (used + w + 1 > width) {
            full = true;
            return;
        }
        out.append(text.substr(offset, length));
        used += w;
    });
    return out + "…";
}

// `text` followed by spaces up to `width` terminal columns (displayWidth); as it is when wider.
inline std::string padToWidth(std::string_view text, std::size_t width)
{
    const std::size_t w = displayWidth(text);
    return std::string(text) + std::string(w < width ? width - w : 0, ' ');
}

} // namespace lathe::core
