#include "textencoding.h"

#include "utf8.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <iconv.h>
#include <memory>
#include <numeric>

namespace lathe::core {

namespace {

bool between(unsigned char c, unsigned char lo, unsigned char hi) { return c >= lo && c <= hi; }

// The end of the run of ASCII bytes from `i`, eight at a time (a CSV of numbers is all ASCII).
std::size_t asciiRunEnd(const unsigned char* p, std::size_t i, std::size_t n)
{
    while (i + 8 <= n) {
        std::uint64_t word = 0;
        std::memcpy(&word, p + i, 8);
        if (word & 0x8080808080808080ull)
            break;
        i += 8;
    }
    while (i < n && p[i] < 0x80)
        ++i;
    return i;
}

} // namespace

bool isAscii(std::string_view text)
{
    return asciiRunEnd(reinterpret_cast<const unsigned char*>(text.data()), 0, text.size()) == text.size();
}

std::size_t invalidUtf8At(std::string_view text, bool cutEnd)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = asciiRunEnd(p, 0, n); i < n; i = asciiRunEnd(p, i, n)) {
        const unsigned char c = p[i];
        std::size_t length = 0;
        unsigned char lo = 0x80, hi = 0xBF; // the second byte's range (RFC 3629's table)
        if (between(c, 0xC2, 0xDF)) {
            length = 2;
        } else if (between(c, 0xE0, 0xEF)) {
            length = 3;
            if (c == 0xE0)
                lo = 0xA0;
            else if (c == 0xED)
                hi = 0x9F;
        } else if (between(c, 0xF0, 0xF4)) {
            length = 4;
            if (c == 0xF0)
                lo = 0x90;
            else if (c == 0xF4)
                hi = 0x8F;
        } else {
            return i;
        }
        for (std::size_t k = 1; k < length; ++k) {
            if (i + k >= n)
                return cutEnd ? std::string_view::npos : i;
            if (!between(p[i + k], k == 1 ? lo : 0x80, k == 1 ? hi : 0xBF))
                return i;
        }
        i += length;
    }
    return std::string_view::npos;
}

std::size_t invalidGb18030At(std::string_view text, bool cutEnd)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = asciiRunEnd(p, 0, n); i < n; i = asciiRunEnd(p, i, n)) {
        if (!between(p[i], 0x81, 0xFE))
            return i;
        if (i + 1 >= n)
            return cutEnd ? std::string_view::npos : i;
        const unsigned char second = p[i + 1];
        if (between(second, 0x40, 0x7E) || between(second, 0x80, 0xFE)) {
            i += 2;
            continue;
        }
        if (!between(second, 0x30, 0x39))
            return i;
        if (i + 3 >= n)
            return cutEnd && (i + 2 >= n || between(p[i + 2], 0x81, 0xFE)) ? std::string_view::npos : i;
        if (!between(p[i + 2], 0x81, 0xFE) || !between(p[i + 3], 0x30, 0x39))
            return i;
        i += 4;
    }
    return std::string_view::npos;
}

namespace {

// Chinese text in GB18030 is mostly GB2312's characters, whose second byte is 0xA1–0xFE; a Western
// file (Windows-1252, Latin-1: "Müller" is FC 6C) that happens to have GB18030's structure has an
// accented letter then ASCII, a second byte below 0x80. At least half high second bytes: Chinese.
bool looksChinese(std::string_view text)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    std::size_t high = 0, low = 0;
    for (std::size_t i = asciiRunEnd(p, 0, n); i + 1 < n; i = asciiRunEnd(p, i, n)) {
        if (between(p[i + 1], 0x30, 0x39)) { // a 4-byte character: rare characters, not Western text
            ++high;
            i += 4;
            continue;
        }
        (p[i + 1] >= 0x80 ? high : low) += 1;
        i += 2;
    }
    return high >= low;
}

} // namespace

TextEncoding guessTextEncoding(std::string_view sample, std::size_t& bad)
{
    bad = std::string_view::npos;
    const std::size_t utf8 = invalidUtf8At(sample, true);
    if (utf8 == std::string_view::npos)
        return isAscii(sample) ? TextEncoding::Unknown : TextEncoding::Utf8;
    // Several well-formed UTF-8 characters before the first byte that is not: a UTF-8 file with a
    // wrong line in it (GBK's characters pass as UTF-8 one time in seven, four in a row almost never).
    std::size_t characters = 0;
    forEachCodePoint(sample.substr(0, utf8), [&](long codePoint, std::size_t, std::size_t) { characters += codePoint >= 0x80 ? 1 : 0; });
    if (characters >= 4)
        return TextEncoding::Utf8;
    if (invalidGb18030At(sample, true) == std::string_view::npos && looksChinese(sample))
        return TextEncoding::Gb18030;
    bad = utf8;
    return TextEncoding::Unknown;
}

std::vector<std::string> displayNames(const std::vector<std::string>& names)
{
    std::string all;
    for (const std::string& n : names)
        all += n + "\n";
    if (invalidUtf8At(all) == std::string_view::npos)
        return names;
    std::vector<std::string> out;
    std::string decoded;
    std::size_t bad = 0;
    if (invalidGb18030At(all) == std::string_view::npos && looksChinese(all)) {
        for (const std::string& n : names)
            out.push_back(gb18030ToUtf8(n, decoded, bad) ? decoded : n);
        if (invalidUtf8At(std::accumulate(out.begin(), out.end(), std::string())) == std::string_view::npos)
            return out;
        out.clear();
    }
    for (std::string_view bytes : names) {
        std::string name;
        while (!bytes.empty()) {
            const std::size_t at = invalidUtf8At(bytes);
            name += bytes.substr(0, at);
            if (at == std::string_view::npos)
                break;
            name += "\xEF\xBF\xBD"; // U+FFFD
            bytes.remove_prefix(at + 1);
        }
        out.push_back(std::move(name));
    }
    return out;
}

bool gb18030ToUtf8(std::string_view text, std::string& out, std::size_t& bad)
{
    out.clear();
    bad = std::string_view::npos;
    const iconv_t cd = ::iconv_open("UTF-8", "GB18030");
    if (cd == reinterpret_cast<iconv_t>(-1)) { // glibc always has it; a C library without it reads nothing
        bad = 0;
        return false;
    }
    const std::unique_ptr<void, int (*)(iconv_t)> closer(cd, ::iconv_close);
    // At most 4 UTF-8 bytes for each 2-byte character, and for a 4-byte one: twice the input, plus one.
    out.resize(text.size() * 2 + 4);
    char* in = const_cast<char*>(text.data());
    std::size_t inLeft = text.size();
    char* to = out.data();
    std::size_t toLeft = out.size();
    if (::iconv(cd, &in, &inLeft, &to, &toLeft) == static_cast<std::size_t>(-1)) {
        bad = static_cast<std::size_t>(in - text.data());
        out.resize(out.size() - toLeft);
        return false;
    }
    out.resize(out.size() - toLeft);
    return true;
}

} // namespace lathe::core
