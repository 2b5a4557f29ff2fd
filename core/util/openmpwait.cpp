#include "openmpwait.h"

#include "selfpath.h"

#include <cstdlib>
#include <string>
#include <unistd.h>

namespace lathe::core {

namespace {
// Set beside GOMP_SPINCOUNT when Lathe chose it: the log then says whose choice it is.
constexpr const char* kChosenMark = "LATHE_OPENMP_WAIT";

const char* env(const char* name)
{
    const char* v = std::getenv(name);
    return v && *v ? v : nullptr;
}
} // namespace

void chooseOpenMpWait(char** argv)
{
    if (env("OMP_WAIT_POLICY") || env("GOMP_SPINCOUNT") || env(kChosenMark))
        return;
    setenv("GOMP_SPINCOUNT", kOpenMpSpinCount, 1);
    setenv(kChosenMark, "1", 1);
    // By the file's own path (util/selfpath.h): the process keeps its name.
    execv(selfExecutable().c_str(), argv);
    // Not replaced (no /proc): OpenMP was loaded with its default; children still get the setting.
    setenv(kChosenMark, "failed", 1);
}

Message openMpWaitState()
{
    const char* policy = env("OMP_WAIT_POLICY");
    const char* spin = env("GOMP_SPINCOUNT");
    const char* mark = env(kChosenMark);
    if (mark && std::string(mark) == "failed")
        return msg("spin 300000 times, then sleep (libgomp's default: Lathe could not restart itself with GOMP_SPINCOUNT=%1)", kOpenMpSpinCount);
    if (spin && mark && !policy)
        return msg("spin %1 times, then sleep (GOMP_SPINCOUNT=%1, Lathe's default)", std::string(spin));
    if (policy && spin)
        return msg("OMP_WAIT_POLICY=%1, GOMP_SPINCOUNT=%2 (from the environment)", std::string(policy), std::string(spin));
    if (policy)
        return msg("OMP_WAIT_POLICY=%1 (from the environment)", std::string(policy));
    if (spin)
        return msg("spin %1 times, then sleep (GOMP_SPINCOUNT=%1, from the environment)", std::string(spin));
    return msg("spin 300000 times, then sleep (libgomp's default)");
}

} // namespace lathe::core
