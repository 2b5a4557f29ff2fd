#pragma once
// The GPUs a search's trials train on when several train at once (lathe-cli sweep --gpus): each trial
// that starts takes the GPU with the fewest trials on it (the lowest id among equals) and gives it back
// when it ends, so N trials on N GPUs get one each and more trials than GPUs share them evenly.

#include <mutex>
#include <string>
#include <vector>

namespace lathe::core {

class DeviceSlots {
public:
    explicit DeviceSlots(std::vector<int> ids); // at least one
    // Safe from several threads at once (the sweep's trial threads).
    int acquire();
    void release(int id);
    int jobsOn(int id) const;

private:
    mutable std::mutex m_mutex;
    std::vector<int> m_ids;
    std::vector<int> m_jobs; // per entry of m_ids
};

// A slot held for a scope.
class DeviceLease {
public:
    explicit DeviceLease(DeviceSlots& slots) : m_slots(slots), m_id(slots.acquire()) {}
    ~DeviceLease() { m_slots.release(m_id); }
    DeviceLease(const DeviceLease&) = delete;
    DeviceLease& operator=(const DeviceLease&) = delete;
    int id() const { return m_id; }

private:
    DeviceSlots& m_slots;
    int m_id;
};

// The CUDA devices of `--gpus N|all` when `visible` are: 0…N-1, or all of them. Throws ConfigError
// naming the option when there are not that many (or none at all).
std::vector<int> gpusToShare(const std::string& gpus, int visible);

} // namespace lathe::core
