#include "cpumemory.h"

#include <c10/core/Allocator.h>
#include <c10/core/CPUAllocator.h>
#include <c10/core/impl/alloc_cpu.h>

#include <atomic>
#include <stdexcept>

namespace lathe::core {

namespace {

// Each block carries its size in a 64-byte header (alloc_cpu aligns to 64 bytes, so the data after
// it stays aligned). The data pointer is the context, as LibTorch's raw_allocate users require.
class CountingAllocator final : public c10::Allocator {
public:
    static constexpr std::size_t kHeader = 64;

    c10::DataPtr allocate(std::size_t n) override
    {
        auto* block = static_cast<char*>(c10::alloc_cpu(n + kHeader));
        *reinterpret_cast<std::size_t*>(block) = n;
        const std::int64_t now = current.fetch_add(static_cast<std::int64_t>(n)) + static_cast<std::int64_t>(n);
        std::int64_t seen = peak.load();
        while (now > seen && !peak.compare_exchange_weak(seen, now)) {
        }
        void* data = block + kHeader;
        return {data, data, &release, c10::Device(c10::kCPU)};
    }

    c10::DeleterFnPtr raw_deleter() const override { return &release; }
    void copy_data(void* dest, const void* src, std::size_t count) const override { default_copy_data(dest, src, count); }

    static void release(void* data);

    c10::Allocator* base = nullptr;
    std::atomic<std::int64_t> current{0}, peak{0};
};

// Static: tensors allocated while counting may outlive the counter and are freed through it.
CountingAllocator g_counting;
std::atomic<bool> g_active{false};
constexpr std::uint8_t kPriority = 100; // above LibTorch's default registration

void CountingAllocator::release(void* data)
{
    char* block = static_cast<char*>(data) - kHeader;
    g_counting.current -= static_cast<std::int64_t>(*reinterpret_cast<std::size_t*>(block));
    c10::free_cpu(block);
}

} // namespace

CpuAllocationCounter::CpuAllocationCounter()
{
    if (g_active.exchange(true))
        throw std::logic_error("only one CpuAllocationCounter at a time");
    if (!g_counting.base)
        g_counting.base = c10::GetCPUAllocator();
    g_counting.current = 0;
    g_counting.peak = 0;
    c10::SetCPUAllocator(&g_counting, kPriority);
}

CpuAllocationCounter::~CpuAllocationCounter()
{
    c10::SetCPUAllocator(g_counting.base, kPriority);
    g_active = false;
}

std::int64_t CpuAllocationCounter::current() const
{
    return g_counting.current;
}

std::int64_t CpuAllocationCounter::peak() const
{
    return g_counting.peak;
}

void CpuAllocationCounter::resetPeak()
{
    g_counting.peak = g_counting.current.load();
}

} // namespace lathe::core
