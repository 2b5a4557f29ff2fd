#pragma once
// Whether this process waits for its job's other ranks to connect (c10d's rendezvous: a TCPStore
// that no stop can interrupt until distributed.timeout_s). A stop asked then (Ctrl-C, a scheduler's
// SIGTERM) has no step to finish and no checkpoint to write: lathe-cli ends the process at once
// instead of waiting out the rendezvous and its own stop deadline. No LibTorch here.

namespace lathe::core {

class RendezvousWait {
public:
    RendezvousWait();  // marks the wait begun
    ~RendezvousWait(); // and over, however it ends
    RendezvousWait(const RendezvousWait&) = delete;
    RendezvousWait& operator=(const RendezvousWait&) = delete;

    static bool active();
};

} // namespace lathe::core
