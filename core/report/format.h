#pragma once
// Number formatting shared by the report's HTML and its SVG charts (internal to report/).

#include <string>

namespace lathe::core::reportformat {

// `v` with `digits` decimals.
std::string fixed(double v, int digits);
// A readable number: 4 significant digits, thousands not in exponent form, "-" when not finite.
std::string number(double v);

} // namespace lathe::core::reportformat
