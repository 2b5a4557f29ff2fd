#include "rendezvous.h"

#include <atomic>

namespace lathe::core {

namespace {
std::atomic<int> g_waits{0}; // read from the command's thread while a session's thread waits
} // namespace

RendezvousWait::RendezvousWait()
{
    ++g_waits;
}

RendezvousWait::~RendezvousWait()
{
    --g_waits;
}

bool RendezvousWait::active()
{
    return g_waits.load() > 0;
}

} // namespace lathe::core
