#pragma once
// The control groups a process is in, from /proc/<pid>/cgroup: what the memory limit
// (hostmemory.h) and the CPU quota (cpubudget.h) are read under. No LibTorch.

#include <string>
#include <string_view>
#include <vector>

namespace lathe::core {

// One line of /proc/self/cgroup, "hierarchy-ID:controllers:path": cgroup v2's is "0::path", v1's
// one per hierarchy ("4:memory:/docker/abc", "3:cpu,cpuacct:/docker/abc").
struct CgroupEntry {
    std::string controllers; // empty: the unified (v2) hierarchy
    std::string path;
    bool unified() const { return controllers.empty(); }
    bool has(std::string_view controller) const; // a v1 hierarchy with this controller
};

// The entries of `procCgroup`; none when it cannot be read.
std::vector<CgroupEntry> readCgroups(const std::string& procCgroup);

} // namespace lathe::core
