#include "util/mappedfile.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>

#include <csignal>
#include <sys/mman.h>
#include <unistd.h>

namespace lathe::core {

namespace {

// The mappings the handler may mend: a fixed table, read by the handler without a lock. A slot is
// claimed with `used`, filled (end, then begin) and then seen by the handler; it is emptied in the
// other order before its pages are unmapped.
struct Slot {
    std::atomic<bool> used{false};
    std::atomic<std::uintptr_t> begin{0};
    std::atomic<std::uintptr_t> end{0};
    std::atomic<bool> shrank{false};
};
constexpr int kSlots = 64; // files mapped at once (a reader maps one; more fall back to reading)
std::array<Slot, kSlots> g_slots;
std::uintptr_t g_pageSize = 4096;
struct sigaction g_previous {};
std::once_flag g_installed;

void useDefault()
{
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(SIGBUS, &fallback, nullptr);
}

void passOn(int sig, siginfo_t* info, void* context)
{
    const bool sent = info->si_code <= 0; // by kill() or raise(), not a fault: returning does not repeat it
    // What the kernel would have done for the previous handler: one installed to run once (a crash
    // reporter's SA_RESETHAND) leaves the default behind it, so that the access, run again after it
    // returns, ends the process instead of coming back here for ever.
    if (g_previous.sa_flags & SA_RESETHAND)
        useDefault();
    if ((g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_sigaction) {
        g_previous.sa_sigaction(sig, info, context);
        return;
    }
    if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
        g_previous.sa_handler(sig);
        return;
    }
    if (sent && g_previous.sa_handler == SIG_IGN)
        return; // ignored, as it was before
    // The default: the faulting access runs again (a signal sent is raised again) and the process ends
    // as it would have without us.
    useDefault();
    if (sent)
        ::raise(sig);
}

void onSigbus(int sig, siginfo_t* info, void* context)
{
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Slot& slot : g_slots) {
        if (info->si_code <= 0) // sent by kill() or raise(): no fault to mend
            break;
        const std::uintptr_t begin = slot.begin.load(std::memory_order_acquire);
        if (begin == 0 || address < begin || address >= slot.end.load(std::memory_order_relaxed))
            continue;
        // Zero pages from the faulting one to the mapping's end: the access runs again and reads 0.
        const std::uintptr_t page = address & ~(g_pageSize - 1);
        const std::uintptr_t end = (slot.end.load(std::memory_order_relaxed) + g_pageSize - 1) & ~(g_pageSize - 1);
        void* mended = ::mmap(reinterpret_cast<void*>(page), end - page, PROT_READ,
                              MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (mended != MAP_FAILED) {
            slot.shrank.store(true, std::memory_order_release);
            return;
        }
        break;
    }
    passOn(sig, info, context);
}

void install()
{
    g_pageSize = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    struct sigaction action {};
    action.sa_sigaction = onSigbus;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &g_previous);
}

} // namespace

std::unique_ptr<MappedFile> MappedFile::map(int fd, std::size_t size)
{
    if (size == 0)
        return nullptr;
    std::call_once(g_installed, install);
    int index = 0;
    for (; index < kSlots; ++index) {
        bool expected = false;
        if (g_slots[index].used.compare_exchange_strong(expected, true))
            break;
    }
    if (index == kSlots)
        return nullptr;
    void* data = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    Slot& slot = g_slots[index];
    if (data == MAP_FAILED) {
        slot.used.store(false);
        return nullptr;
    }
    slot.shrank.store(false);
    slot.end.store(reinterpret_cast<std::uintptr_t>(data) + size, std::memory_order_relaxed);
    slot.begin.store(reinterpret_cast<std::uintptr_t>(data), std::memory_order_release);
    return std::unique_ptr<MappedFile>(new MappedFile(static_cast<const char*>(data), size, index));
}

MappedFile::~MappedFile()
{
    Slot& slot = g_slots[m_slot];
    slot.begin.store(0, std::memory_order_release);
    ::munmap(const_cast<char*>(m_data), m_size);
    slot.end.store(0, std::memory_order_relaxed);
    slot.used.store(false, std::memory_order_release);
}

bool MappedFile::shrank() const
{
    return g_slots[m_slot].shrank.load(std::memory_order_acquire);
}

} // namespace lathe::core
