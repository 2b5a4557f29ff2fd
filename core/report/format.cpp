#include "format.h"

#include <cmath>
#include <sstream>

namespace lathe::core::reportformat {

std::string fixed(double v, int digits)
{
    std::ostringstream s;
    s.setf(std::ios::fixed);
    s.precision(digits);
    s << v;
    return s.str();
}

std::string number(double v)
{
    if (!std::isfinite(v))
        return "-";
    const double a = std::abs(v);
    if (a < 1e15 && v == std::round(v))
        return std::to_string(static_cast<long long>(v));
    if (a != 0.0 && (a < 1e-3 || a >= 1e7)) {
        std::ostringstream s;
        s.precision(3);
        s << std::scientific << v;
        return s.str();
    }
    const int digits = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3 : 4;
    return fixed(v, digits);
}

} // namespace lathe::core::reportformat
