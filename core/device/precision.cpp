#include "precision.h"

#include "util/cudainfo.h"

#include <ATen/autocast_mode.h>

namespace lathe::core {

PrecisionChoice choosePrecision(const PrecisionConfig& config, const c10::Device& device)
{
    using Mode = PrecisionChoice::Mode;
    PrecisionChoice p;
    const bool cuda = device.is_cuda();
    bool bf16Native = false;
    if (cuda) {
        // Compute capability 8.0 (Ampere) and newer have bf16 tensor cores.
        const auto info = cudaDeviceInfo(device.index());
        bf16Native = info && info->bf16Native();
    }
    if (config.amp == "off") {
        p = {Mode::Fp32, "fp32", msg("precision.amp is \"off\"")};
    } else if (config.amp == "bf16") {
        p = {Mode::Bf16, "bf16", msg("precision.amp is \"bf16\"")};
    } else if (config.amp == "fp16") {
        p = {Mode::Fp16, "fp16 + loss scaling", msg("precision.amp is \"fp16\"")};
    } else if (!cuda) {
        p = {Mode::Fp32, "fp32", msg("amp auto: on the CPU reduced precision is usually slower than fp32")};
    } else if (bf16Native) {
        p = {Mode::Bf16, "bf16", msg("amp auto: this GPU supports bf16, which needs no loss scaling")};
    } else {
        p = {Mode::Fp16, "fp16 + loss scaling", msg("amp auto: this GPU lacks fast bf16, so fp16 with loss scaling")};
    }
    return p;
}

AutocastScope::AutocastScope(const PrecisionChoice& p, const c10::Device& device)
    : m_type(device.type())
    , m_enabled(p.mode != PrecisionChoice::Mode::Fp32)
{
    if (!m_enabled)
        return;
    m_previous = at::autocast::is_autocast_enabled(m_type);
    at::autocast::set_autocast_dtype(m_type, p.mode == PrecisionChoice::Mode::Bf16 ? at::kBFloat16 : at::kHalf);
    at::autocast::set_autocast_enabled(m_type, true);
}

AutocastScope::~AutocastScope()
{
    if (!m_enabled)
        return;
    at::autocast::set_autocast_enabled(m_type, m_previous);
    at::autocast::clear_cache();
}

} // namespace lathe::core
