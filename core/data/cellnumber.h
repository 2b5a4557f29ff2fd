#pragma once
// The number in a cell of a table, as the readers take it: a plain decimal on a fast exact path, or a
// number as a spreadsheet or a Chinese table formats it. No LibTorch, no Qt.

#include <cstdint>
#include <string_view>

namespace lathe::core {

// What a file writes between a number's whole part and its decimals. A file separated by semicolons
// comes from a spreadsheet in a language that writes decimal commas (a European Excel's "2,5",
// "1.234,5"): there a comma is the point, a point between groups of three digits separates thousands,
// and a plain "7.4" still reads as 7.4.
enum class DecimalMark : std::uint8_t { Point, Comma };
inline DecimalMark decimalMarkOf(char separator)
{
    return separator == ';' ? DecimalMark::Comma : DecimalMark::Point;
}

// Parses a decimal number ("-12.5", "3e-4", "+7"; inf and nan too) into `value`: false when the text
// is not one. Plain decimals whose digits make an integer of at most 2^53, with a power of ten within
// 10^±22, take a fast exact path (Clinger's: that integer times or over an exact power of ten, one
// correctly rounded operation), others std::from_chars; both give the double from_chars gives.
bool parseDecimal(std::string_view text, double& value);
// A number as a spreadsheet writes a formatted cell into a CSV (Excel's and WPS's "1,234.5", "12.5%",
// "¥1,234", "$ (1,234.00)"): thousands separators in groups of three (not after a lone 0: "0,125" is a
// decimal comma), a percent sign (12.5% is 0.125; ％ too), a currency sign before it (¥ ￥ $ € £, blanks
// after it), a sign before or after the currency sign, or parentheses for a negative. Also as Chinese
// tables write amounts: full-width digits and signs ("１２３．５", "－５％"), a 元 after the number, and
// 万 or 亿 for ten thousand or a hundred million ("3.5万" is 35000, "1.2亿元" 120000000). False for a
// plain number (parseDecimal's) and for anything else; the cell readers try it after parseDecimal.
// With DecimalMark::Comma the roles of comma and point are swapped ("1.234,5", "12,5%", "€ 1.234,50").
bool parseFormattedNumber(std::string_view text, double& value, DecimalMark mark = DecimalMark::Point);
// The same rules as parseDecimal for the number at the start of [p, end): its end, or nullptr when
// none starts there (what follows it is the caller's to check). With DecimalMark::Comma a comma may
// be the point too ("2,5"; nullptr for such a number that the fast path cannot take: parseCellNumber's).
const char* scanDecimal(const char* p, const char* end, double& value, DecimalMark mark = DecimalMark::Point);

// What a cell of a table holds, as every reader takes it: a plain decimal (parseDecimal's, or one
// with the file's decimal comma), a number as a spreadsheet formats it (parseFormattedNumber's: the
// readers count these for the log), or none.
enum class CellNumber : std::uint8_t { None, Plain, Formatted };
CellNumber parseCellNumber(std::string_view text, DecimalMark mark, double& value);

} // namespace lathe::core
