#include "cellnumber.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

namespace lathe::core {

const char* scanDecimal(const char* p, const char* end, double& value, DecimalMark mark)
{
    static constexpr double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    if (p != end && *p == '+')
        ++p;
    const char* const start = p;
    const bool negative = p != end && *p == '-';
    if (negative)
        ++p;
    // The digits as one integer, the point as a power of ten: exact while the integer stays within
    // 2^53 (19 digits cannot overflow 64 bits; more take from_chars).
    std::uint64_t mantissa = 0;
    int scale = 0;
    const auto digit = [](char c) { return static_cast<unsigned>(c - '0') < 10u; };
    const char* const digits = p;
    while (p != end && digit(*p))
        mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p++ - '0');
    std::ptrdiff_t count = p - digits;
    const bool commaPoint = p != end && *p == ',' && mark == DecimalMark::Comma;
    if (p != end && (*p == '.' || commaPoint)) {
        const char* const fraction = ++p;
        while (p != end && digit(*p))
            mantissa = mantissa * 10 + static_cast<std::uint64_t>(*p++ - '0');
        scale = -static_cast<int>(p - fraction);
        count += p - fraction;
    }
    const bool any = count > 0;
    bool fast = count <= 19 && mantissa <= (std::uint64_t(1) << 53);
    if (fast && any && p != end && (*p == 'e' || *p == 'E')) {
        const char* q = p + 1;
        bool minus = false;
        if (q != end && (*q == '+' || *q == '-'))
            minus = *q++ == '-';
        int exponent = 0, expDigits = 0;
        while (q != end && digit(*q)) {
            if (expDigits == 4) {
                fast = false;
                break;
            }
            exponent = exponent * 10 + (*q++ - '0');
            ++expDigits;
        }
        if (expDigits > 0) { // "1e" is the number 1 followed by an e, as for from_chars
            scale += minus ? -exponent : exponent;
            p = q;
        }
    }
    if (fast && any && scale >= -22 && scale <= 22) {
        const auto m = static_cast<double>(mantissa); // exact: at most 2^53
        value = scale < 0 ? m / kPow10[-scale] : m * kPow10[scale];
        if (negative)
            value = -value;
        return p;
    }
    if (commaPoint) // from_chars knows no decimal comma: parseCellNumber's
        return nullptr;
    const auto [ptr, ec] = std::from_chars(start, end, value); // anything else, inf and nan included
    return ec == std::errc() && ptr != start ? ptr : nullptr;
}

bool parseDecimal(std::string_view text, double& value)
{
    const char* const end = text.data() + text.size();
    return scanDecimal(text.data(), end, value) == end && !text.empty();
}

namespace {

// `text` with full-width digits and signs (what a Chinese input method types: "１２３．５", "－５％")
// and the minus sign U+2212 turned into ASCII; false, with `out` untouched, when it has none. Full-width
// parentheses stay: "（1）" numbers an item, it is no negative.
bool asciiDigits(std::string_view text, std::string& out)
{
    if (text.find("\xEF\xBC") == std::string_view::npos && text.find("\xEF\xBD") == std::string_view::npos
        && text.find("\xE2\x88\x92") == std::string_view::npos)
        return false;
    std::string ascii;
    ascii.reserve(text.size());
    bool any = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i + 2 < text.size() && text[i] == '\xE2' && text[i + 1] == '\x88' && text[i + 2] == '\x92') {
            ascii.push_back('-');
            i += 2, any = true;
            continue;
        }
        if (i + 2 < text.size() && text[i] == '\xEF' && (text[i + 1] == '\xBC' || text[i + 1] == '\xBD')) {
            const auto third = static_cast<unsigned char>(text[i + 2]);
            // U+FF01..U+FF3F are EF BC 81..BF, U+FF40..U+FF5E are EF BD 80..9E: ASCII 0x21..0x7E.
            const int c = text[i + 1] == '\xBC' ? (third >= 0x81 && third <= 0xBF ? 0x21 + (third - 0x81) : -1)
                                                 : (third >= 0x80 && third <= 0x9E ? 0x60 + (third - 0x80) : -1);
            if (c > 0 && std::strchr("0123456789.,+-%$", c) != nullptr) { // not （）: an ordinal or an aside in Chinese text
                ascii.push_back(static_cast<char>(c));
                i += 2, any = true;
                continue;
            }
        }
        ascii.push_back(text[i]);
    }
    if (any)
        out = std::move(ascii);
    return any;
}

// Takes `suffix` off the end of `t`, and `blanks` before it (a format's "1,234.00 元"): true when
// it was there.
bool takeSuffix(std::string_view& t, std::string_view suffix, bool blanks = false)
{
    if (t.size() <= suffix.size() || t.substr(t.size() - suffix.size()) != suffix)
        return false;
    t.remove_suffix(suffix.size());
    while (blanks && !t.empty() && t.back() == ' ')
        t.remove_suffix(1);
    return true;
}

} // namespace

bool parseFormattedNumber(std::string_view text, double& value, DecimalMark mark)
{
    std::string ascii;
    const bool wide = asciiDigits(text, ascii);
    std::string_view t = wide ? std::string_view(ascii) : text;
    std::string swapped; // a decimal comma's number with a point's rules: "1.234,5" as "1,234.5"
    if (mark == DecimalMark::Comma && t.find_first_of(".,") != std::string_view::npos) {
        swapped.assign(t);
        for (char& c : swapped)
            c = c == '.' ? ',' : c == ',' ? '.' : c;
        t = swapped;
    }
    if (wide && parseDecimal(t, value)) // "１２３．５" alone
        return std::isfinite(value);
    bool negative = false, currency = false, parentheses = false;
    const auto takeSign = [&] {
        if (t.empty() || (t.front() != '-' && t.front() != '+'))
            return false;
        negative = t.front() == '-';
        t.remove_prefix(1);
        return true;
    };
    const auto takeCurrency = [&] { // the sign, then any blanks (Excel's Accounting format: "$ 1,234.00")
        for (const std::string_view symbol : {"\xC2\xA5" /* ¥ */, "\xEF\xBF\xA5" /* ￥ */, "$", "\xE2\x82\xAC" /* € */, "\xC2\xA3" /* £ */})
            if (t.substr(0, symbol.size()) == symbol) {
                t.remove_prefix(symbol.size());
                while (!t.empty() && t.front() == ' ')
                    t.remove_prefix(1);
                currency = true;
                return;
            }
    };
    bool sign = takeSign();
    takeCurrency();
    if (currency && !sign)
        sign = takeSign(); // ¥-1,234 as well as -¥1,234
    if (!sign && t.size() > 2 && t.front() == '(' && t.back() == ')') { // an accountant's negative: (1,234) or $(1,234)
        t = t.substr(1, t.size() - 2);
        negative = parentheses = true;
        if (!currency)
            takeCurrency(); // ($1,234.00)
    }
    const bool percent = takeSuffix(t, "%") || takeSuffix(t, "\xEF\xBC\x85" /* ％ */);
    // A Chinese amount: "1,234元", "3.5万" (ten thousand), "1.2亿元" (a hundred million).
    const bool yuan = !percent && takeSuffix(t, "\xE5\x85\x83" /* 元 */, true);
    int magnitude = 0;
    if (!percent && takeSuffix(t, "\xE4\xB8\x87" /* 万 */, true))
        magnitude = 4;
    else if (!percent && takeSuffix(t, "\xE4\xBA\xBF" /* 亿 */, true))
        magnitude = 8;
    if (t.empty() || (currency && (percent || yuan)) || (parentheses && (yuan || magnitude > 0))
        || !(std::isdigit(static_cast<unsigned char>(t.front())) || t.front() == '.'))
        return false;
    if ((yuan || magnitude > 0) && t.find_first_of("eE") != std::string_view::npos) // "1e3万": no amount is written so
        return false;
    // Thousands separators: the whole part in groups of three after the first (1,234,567.5), no other
    // comma, and no first group of 0 ("0,125" is a decimal comma, not 125).
    std::string plain;
    const std::size_t point = std::min(t.find_first_of(".eE"), t.size());
    const std::string_view whole = t.substr(0, point);
    const bool grouped = whole.find(',') != std::string_view::npos;
    if (grouped) {
        const std::size_t first = whole.find(',');
        if (first == 0 || first > 3 || whole.front() == '0' || whole.substr(0, first).find_first_not_of("0123456789") != std::string_view::npos
            || t.substr(point).find(',') != std::string_view::npos)
            return false;
        for (std::size_t i = first; i < whole.size(); i += 4)
            if (whole[i] != ',' || i + 4 > whole.size() || whole.substr(i + 1, 3).find_first_not_of("0123456789") != std::string_view::npos)
                return false;
        plain.reserve(t.size());
        for (const char c : t)
            if (c != ',')
                plain.push_back(c);
        t = plain;
    }
    if (magnitude > 0) { // 3.5万 is 3.5e4, read as such: one correctly rounded parse
        if (t.data() != plain.data())
            plain.assign(t);
        plain += magnitude == 4 ? "e4" : "e8";
        t = plain;
    }
    if (!(grouped || currency || percent || parentheses || wide || yuan || magnitude > 0) || !parseDecimal(t, value) || !std::isfinite(value))
        return false;
    if (percent)
        value /= 100.0;
    if (negative)
        value = -value;
    return true;
}

CellNumber parseCellNumber(std::string_view text, DecimalMark mark, double& value)
{
    const char* const end = text.data() + text.size();
    if (!text.empty() && scanDecimal(text.data(), end, value, mark) == end) // a comma's file: "2,6" as well as "7.4"
        return CellNumber::Plain;
    // A decimal comma and nothing else ("2,6", "-1,5e-3") that the fast scan left to from_chars (more
    // than 19 digits): the file's way of writing a plain number.
    if (mark == DecimalMark::Comma && text.size() < 64 && text.find('.') == std::string_view::npos) {
        const std::size_t comma = text.find(',');
        if (comma != std::string_view::npos && text.find(',', comma + 1) == std::string_view::npos) {
            char point[64];
            std::memcpy(point, text.data(), text.size());
            point[comma] = '.';
            if (parseDecimal(std::string_view(point, text.size()), value))
                return CellNumber::Plain;
        }
    }
    return parseFormattedNumber(text, value, mark) ? CellNumber::Formatted : CellNumber::None;
}

} // namespace lathe::core
