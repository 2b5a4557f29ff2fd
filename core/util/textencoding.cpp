#include "textencoding.h"

#include "utf8.h"

#include <cerrno>
#include <cstdio>
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
        if (p[i] == 0x80) { // Windows' code page 936 (what Excel writes as "GBK") has the euro sign here
            ++i;
            continue;
        }
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

// Chinese text in GB18030 is almost all GB2312's characters, whose second byte is 0xA1–0xFE; text in
// another encoding that happens to have GB18030's byte structure has many second bytes below 0x80:
// Windows-1252 ("Müller" is FC 6C: an accented letter, then ASCII), Big5 (Traditional Chinese: about
// 40 % of its common characters), Shift-JIS. At most one in twenty: Chinese. (EUC-KR and EUC-JP use
// 0xA1–0xFE throughout and are not told apart.)
bool looksChinese(std::string_view text)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    std::size_t high = 0, low = 0;
    for (std::size_t i = asciiRunEnd(p, 0, n); i + 1 < n; i = asciiRunEnd(p, i, n)) {
        if (p[i] == 0x80) {
            ++i;
            continue;
        }
        if (between(p[i + 1], 0x30, 0x39)) { // a 4-byte character: rare characters, not Western text
            ++high;
            i += 4;
            continue;
        }
        (p[i + 1] >= 0x80 ? high : low) += 1;
        i += 2;
    }
    return high > 0 && low * 20 <= high + low;
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
    const std::size_t gb = invalidGb18030At(sample, true);
    if (gb == std::string_view::npos && looksChinese(sample))
        return TextEncoding::Gb18030;
    // GB18030 up to a stray byte further on than the first that is not UTF-8: decided on the lines
    // before that byte, so that the error names the stray byte's line, not the first Chinese one.
    if (gb != std::string_view::npos && gb > utf8) {
        const std::size_t lineStart = sample.substr(0, gb).rfind('\n');
        if (lineStart != std::string_view::npos && lineStart > utf8 && looksChinese(sample.substr(0, lineStart)))
            return TextEncoding::Gb18030;
    }
    bad = utf8;
    return TextEncoding::Unknown;
}

namespace {

// `bytes` with each byte that is not UTF-8 written as \xHH: distinct names stay distinct.
std::string escaped(std::string_view bytes)
{
    std::string out;
    while (!bytes.empty()) {
        const std::size_t at = invalidUtf8At(bytes);
        out += bytes.substr(0, at);
        if (at == std::string_view::npos)
            break;
        char hex[5];
        std::snprintf(hex, sizeof hex, "\\x%02X", static_cast<unsigned char>(bytes[at]));
        out += hex;
        bytes.remove_prefix(at + 1);
    }
    return out;
}

} // namespace

std::vector<std::string> displayNames(const std::vector<std::string>& names)
{
    // The names that are not UTF-8 but are GB18030, decided together: GB18030 when together they read
    // as Chinese. A name in neither stays apart (\xHH), not holding the others back from Chinese.
    std::string foreign;
    for (const std::string& n : names)
        if (invalidUtf8At(n) != std::string_view::npos && invalidGb18030At(n) == std::string_view::npos)
            foreign += n + "\n";
    const bool gb18030 = !foreign.empty() && looksChinese(foreign);
    // A GBK name can be well-formed UTF-8 by chance (猫 is C3 A8, "è"); beside GBK names, one that is
    // UTF-8 without a Chinese character in it but GB18030 with one is taken for GBK too ("猫咪" in
    // UTF-8 is Chinese as it is and stays).
    const auto chineseIn = [](std::string_view text) {
        bool found = false;
        forEachCodePoint(text, [&](long c, std::size_t, std::size_t) { found = found || (c >= 0x3000 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF); });
        return found;
    };
    std::vector<std::string> out;
    std::string decoded;
    std::size_t bad = 0;
    for (const std::string& n : names) {
        const bool utf8 = invalidUtf8At(n) == std::string_view::npos;
        if (utf8 && !(gb18030 && !isAscii(n) && !chineseIn(n) && gb18030ToUtf8(n, decoded, bad) && chineseIn(decoded)))
            out.push_back(n);
        else if (gb18030 && invalidGb18030At(n) == std::string_view::npos && gb18030ToUtf8(n, decoded, bad))
            out.push_back(decoded);
        else
            out.push_back(escaped(n));
    }
    return out;
}

std::vector<std::string> readingsOf(std::string_view bytes)
{
    std::vector<std::string> out;
    std::string decoded;
    std::size_t bad = 0;
    if (!isAscii(bytes) && invalidGb18030At(bytes) == std::string_view::npos && gb18030ToUtf8(bytes, decoded, bad))
        out.push_back(decoded);
    // Last: the bytes themselves, \xHH where they are not UTF-8.
    out.push_back(invalidUtf8At(bytes) == std::string_view::npos ? std::string(bytes) : escaped(bytes));
    return out;
}

Gb18030Decoder::Gb18030Decoder()
    : m_iconv(::iconv_open("UTF-8", "GB18030"))
{
}

Gb18030Decoder::~Gb18030Decoder()
{
    if (m_iconv != reinterpret_cast<iconv_t>(-1))
        ::iconv_close(m_iconv);
}

bool Gb18030Decoder::decode(std::string_view text, std::string& out, std::size_t& bad)
{
    out.clear();
    bad = std::string_view::npos;
    if (m_iconv == reinterpret_cast<iconv_t>(-1)) // glibc always has it; a C library without it reads nothing
        return false;
    ::iconv(m_iconv, nullptr, nullptr, nullptr, nullptr); // a fresh start after an error
    // At most 2 UTF-8 bytes per input byte (a 2-byte character is at most 3, a 4-byte one 4), plus one.
    out.resize(text.size() * 2 + 4);
    char* in = const_cast<char*>(text.data());
    std::size_t inLeft = text.size();
    char* to = out.data();
    std::size_t toLeft = out.size();
    while (::iconv(m_iconv, &in, &inLeft, &to, &toLeft) == static_cast<std::size_t>(-1)) {
        if (errno == EILSEQ && inLeft > 0 && static_cast<unsigned char>(*in) == 0x80 && toLeft >= 3) {
            std::memcpy(to, "\xE2\x82\xAC", 3); // code page 936's euro sign, which GB18030 has elsewhere
            to += 3;
            toLeft -= 3;
            ++in;
            --inLeft;
            continue;
        }
        bad = static_cast<std::size_t>(in - text.data());
        out.resize(out.size() - toLeft);
        return false;
    }
    out.resize(out.size() - toLeft);
    return true;
}

bool Utf16Decoder::decode(std::string_view piece, std::string& out, std::size_t& bad)
{
    std::string joined; // only when a character was cut at the end of the piece before
    std::string_view in = piece;
    if (!m_pending.empty()) {
        joined = m_pending + std::string(piece);
        in = joined;
    }
    const auto* b = reinterpret_cast<const unsigned char*>(in.data());
    const std::size_t n = in.size();
    const auto unit = [&](std::size_t i) {
        return m_bigEndian ? static_cast<unsigned>(b[i] << 8 | b[i + 1]) : static_cast<unsigned>(b[i] | b[i + 1] << 8);
    };
    out.reserve(out.size() + n / 2 * 3);
    std::size_t i = 0;
    while (i + 1 < n) {
        unsigned c = unit(i);
        std::size_t width = 2;
        if (c >= 0xD800 && c <= 0xDFFF) {
            if (c >= 0xDC00) { // a second surrogate with no first
                bad = m_offset + i;
                return false;
            }
            if (i + 3 >= n)
                break; // its partner is in the next piece
            const unsigned low = unit(i + 2);
            if (low < 0xDC00 || low > 0xDFFF) {
                bad = m_offset + i;
                return false;
            }
            c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
            width = 4;
        }
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
        } else if (c < 0x800) {
            out.push_back(static_cast<char>(0xC0 | c >> 6));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | c >> 12));
            out.push_back(static_cast<char>(0x80 | (c >> 6 & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | c >> 18));
            out.push_back(static_cast<char>(0x80 | (c >> 12 & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c >> 6 & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
        i += width;
    }
    m_offset += i;
    m_pending.assign(in.substr(i));
    return true;
}

bool utf16ToUtf8(std::string_view text, std::string& out, std::size_t& bad)
{
    out.clear();
    bad = std::string_view::npos;
    const bool little = text.substr(0, 2) == std::string_view("\xFF\xFE", 2), big = text.substr(0, 2) == std::string_view("\xFE\xFF", 2);
    if (!little && !big)
        return false;
    Utf16Decoder decoder(big);
    if (!decoder.decode(text.substr(2), out, bad)) {
        bad += 2;
        return false;
    }
    if (!decoder.complete()) {
        bad = text.size() - decoder.pendingBytes();
        return false;
    }
    return true;
}

bool gb18030ToUtf8(std::string_view text, std::string& out, std::size_t& bad)
{
    Gb18030Decoder decoder;
    return decoder.decode(text, out, bad);
}

bool utf8ToGb18030(std::string_view text, std::string& out, std::size_t& bad)
{
    out.clear();
    bad = invalidUtf8At(text);
    if (bad != std::string_view::npos)
        return false;
    const iconv_t encoder = ::iconv_open("GB18030", "UTF-8");
    if (encoder == reinterpret_cast<iconv_t>(-1))
        return false;
    out.resize(text.size() * 2 + 4); // at most 4 bytes for a 4-byte UTF-8 character, 2 for 2 or 3
    char* in = const_cast<char*>(text.data());
    std::size_t inLeft = text.size();
    char* to = out.data();
    std::size_t toLeft = out.size();
    const bool done = ::iconv(encoder, &in, &inLeft, &to, &toLeft) != static_cast<std::size_t>(-1);
    ::iconv_close(encoder);
    out.resize(out.size() - toLeft);
    if (!done)
        bad = text.size() - inLeft;
    return done;
}

} // namespace lathe::core
