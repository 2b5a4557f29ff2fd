#include "advice.h"

#include <algorithm>

namespace lathe::core {

std::vector<EfficiencyFinding> AdviceTracker::take(const EfficiencyReadings& readings)
{
    std::vector<EfficiencyFinding> fresh;
    for (auto& finding : judgeEfficiency(readings).findings) {
        if (std::find(m_ids.begin(), m_ids.end(), finding.id) != m_ids.end())
            continue;
        m_ids.push_back(finding.id);
        m_given.push_back(finding.advice);
        fresh.push_back(std::move(finding));
    }
    return fresh;
}

} // namespace lathe::core
