#include "classlabel.h"

namespace lathe::core {

std::string_view classLabel(std::string_view label)
{
    const std::size_t point = label.find_first_of(".,");
    if (point == std::string_view::npos || point + 1 >= label.size())
        return label;
    const std::string_view whole = label.substr(0, point), fraction = label.substr(point + 1);
    const std::size_t digitsFrom = !whole.empty() && (whole[0] == '-' || whole[0] == '+') ? 1 : 0;
    if (whole.size() == digitsFrom || whole.find_first_not_of("0123456789", digitsFrom) != std::string_view::npos
        || fraction.find_first_not_of('0') != std::string_view::npos || fraction.size() == 3) // "1,000": a thousand, not 1
        return label;
    return whole[0] == '+' ? whole.substr(1) : whole;
}

} // namespace lathe::core
