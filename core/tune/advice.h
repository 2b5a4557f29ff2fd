#pragma once
// Efficiency advice during a run: after each epoch, the findings of the efficiency verdict
// (tune/efficiency.h), each kind once per run (the same advice every epoch would drown the log), and
// the list of what was given, for the run's summary.

#include <string>
#include <vector>

#include "tune/efficiency.h"

namespace lathe::core {

class AdviceTracker {
public:
    // The findings for this epoch that were not given before; they count as given from now on.
    std::vector<EfficiencyFinding> take(const EfficiencyReadings& readings);
    const std::vector<Message>& given() const { return m_given; }

private:
    std::vector<std::string> m_ids;
    std::vector<Message> m_given;
};

} // namespace lathe::core
