#include "dist/c10dlog.h"

#include <c10/util/Logging.h>

#include <algorithm>
#include <cstdlib>

namespace lathe::core {

void quietC10dWarningsInRanks()
{
    const bool rank = std::getenv("RANK") != nullptr || std::getenv("SLURM_PROCID") != nullptr;
    if (rank && std::getenv("TORCH_CPP_LOG_LEVEL") == nullptr)
        FLAGS_caffe2_log_level = std::max(FLAGS_caffe2_log_level, 2); // 0 info, 1 warning, 2 error
}

} // namespace lathe::core
