#pragma once
// Counts the bytes of LibTorch CPU tensors allocated while a CpuAllocationCounter exists, with their
// peak: the CPU counterpart of the CUDA caching allocator's statistics, for the batch-size finder.
// (Process RSS is no measure: malloc keeps freed memory resident and reuses it.)

#include <cstdint>

namespace lathe::core {

class CpuAllocationCounter {
public:
    // Routes LibTorch's CPU allocations through a counting allocator until destroyed. One at a time.
    CpuAllocationCounter();
    ~CpuAllocationCounter();
    CpuAllocationCounter(const CpuAllocationCounter&) = delete;
    CpuAllocationCounter& operator=(const CpuAllocationCounter&) = delete;

    std::int64_t current() const; // bytes allocated since construction and not yet freed
    std::int64_t peak() const;    // highest current() since construction or resetPeak()
    void resetPeak();
};

} // namespace lathe::core
