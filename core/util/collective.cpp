#include "collective.h"

#include <mutex>

namespace lathe::core {

namespace {

std::mutex g_mutex;
CollectiveSum g_sum;

} // namespace

CollectiveSum setCollectiveSum(CollectiveSum sum)
{
    std::lock_guard lock(g_mutex);
    std::swap(g_sum, sum);
    return sum;
}

void collectiveSum(at::Tensor& t)
{
    CollectiveSum sum;
    {
        std::lock_guard lock(g_mutex);
        sum = g_sum;
    }
    if (sum)
        sum(t);
}

} // namespace lathe::core
