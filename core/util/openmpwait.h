#pragma once
// How LibTorch's OpenMP threads wait between parallel regions (issue 34). libgomp, the OpenMP of the
// torch wheel, lets an idle worker spin 300,000 times before it sleeps by default. On a quiet
// machine that saves a wake-up; on a busy one the spinning workers take the cores from the thread
// with the work (and from the other programs), and the demo CNN trained at 1,300–1,600 samples/s
// under two busy processes instead of 2,100–2,200 with a short spin (docs/benchmarks.md, "A busy
// machine"). OMP_WAIT_POLICY=PASSIVE (sleep at once) cost 17 % on a quiet machine; a spin of 10,000
// cost nothing measurable there. libgomp reads its settings once, when it is loaded — before main()
// — so lathe and lathe-cli set GOMP_SPINCOUNT and start themselves again (execv of their own file)
// before anything else, unless the environment already says how OpenMP waits. Ranks and workers
// they start inherit it.

#include "util/message.h"

namespace lathe::core {

// GOMP_SPINCOUNT that Lathe sets (measured: docs/benchmarks.md).
inline constexpr const char* kOpenMpSpinCount = "10000";

// Sets GOMP_SPINCOUNT and replaces the process with itself (same arguments) unless OMP_WAIT_POLICY or
// GOMP_SPINCOUNT is set; marks the environment so that it happens once. Returns when nothing needed
// doing or execv failed (then OpenMP keeps libgomp's default, which openMpWaitState() says).
void chooseOpenMpWait(char** argv);

// How this process's OpenMP threads wait, for the log and doctor: "spin 10000 times, then sleep
// (GOMP_SPINCOUNT=10000, Lathe's default)", "… from the environment", or libgomp's default.
Message openMpWaitState();

} // namespace lathe::core
