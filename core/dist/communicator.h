#pragma once
// The ranks of a data-parallel job talking to each other, over PyTorch's own c10d process groups:
// a TCPStore rendezvous at the master's address, then Gloo between CPUs (and for host values) and
// NCCL between GPUs. Every call is a collective: every rank makes the same calls in the same order.
// A collective that fails (a rank died, or did not answer within distributed.timeout_s) throws
// DistributedError naming this rank and what the backend said.

#include "rankenv.h"
#include "util/message.h"

#include <ATen/core/Tensor.h>
#include <c10/core/Device.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace lathe::core {

class DistributedError : public MessageError {
public:
    using MessageError::MessageError;
};

class Communicator {
public:
    virtual ~Communicator() = default;

    const RankInfo& info() const { return m_info; }
    int rank() const { return m_info.rank; }
    int size() const { return m_info.worldSize; }
    // "gloo" or "nccl": what carries the training device's tensors.
    virtual std::string backendName() const = 0;

    // Tensors on the training device, in place. Several tensors are flattened into one buffer per
    // dtype for the call (they may have any shapes).
    virtual void allReduceSum(const std::vector<at::Tensor>& tensors) = 0;
    virtual void broadcast(const std::vector<at::Tensor>& tensors, int root = 0) = 0;

    // Host values over the CPU group.
    virtual std::vector<double> sum(const std::vector<double>& values) = 0;
    virtual std::vector<double> max(const std::vector<double>& values) = 0;
    bool any(bool value) { return sum({value ? 1.0 : 0.0})[0] > 0; }
    double min(double value) { return -max({-value})[0]; }
    // Every rank's values, in rank order (all the same length).
    virtual std::vector<std::vector<double>> gather(const std::vector<double>& values) = 0;
    // Every rank's short text (a host name; at most 255 bytes kept), in rank order.
    std::vector<std::string> gatherText(const std::string& text);
    virtual void barrier() = 0;

    // A side channel beside the collectives, for what needs no step in common (the device samples
    // of the job's other machines): values posted under a key on the rendezvous store, over a
    // connection of its own, so a monitor thread never waits behind the training's collectives.
    // Safe from any thread; never waits for another rank; a failure is not an error here (the
    // collectives report a lost rank): post does nothing, peek returns nothing.
    virtual void post(const std::string& key, const std::string& value) = 0;
    virtual std::optional<std::string> peek(const std::string& key) = 0;

protected:
    explicit Communicator(RankInfo info)
        : m_info(std::move(info))
    {
    }

private:
    RankInfo m_info;
};

struct CommunicatorOptions {
    c10::Device device = c10::Device(c10::kCPU); // where the training tensors live
    std::string backend = "auto";               // distributed.backend: auto, gloo, nccl
    std::chrono::milliseconds timeout{600000};   // distributed.timeout_s
};

// Joins the job (blocks until every rank has joined, or the timeout). Throws DistributedError when
// the rendezvous fails, ConfigError when the backend cannot serve the device (NCCL not built in).
std::unique_ptr<Communicator> connect(const RankInfo& rank, const CommunicatorOptions& options);

// Whether this build has NCCL (the CUDA LibTorch with nccl.h found at configure time).
bool ncclBuilt();

} // namespace lathe::core
