#pragma once
// Class labels as classes are told apart, the same for the readers that make the classes (data/) and
// the run records that compare them with a run's (run/datarecord). No LibTorch.

#include <string_view>

namespace lathe::core {

// A class label as classes are told apart: a whole number written with a zero fraction ("1.0",
// "2.00", "-3,0": how pandas writes an integer column that had a gap, or a spreadsheet with decimal
// commas, "1.000000" as printf's %f) is the class of the whole number ("1", "2", "-3"; "+1.0" is "1");
// any other label is itself, "1,000" and "1.000" too (a thousand, written with a group separator).
// A part of `label`, so nothing is allocated.
std::string_view classLabel(std::string_view label);

} // namespace lathe::core
