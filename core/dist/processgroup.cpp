// The c10d process groups behind Communicator. The only translation unit that includes
// ProcessGroupGloo.hpp: the wheel ships it without gloo/ headers, which come from Debian's
// libgloo-dev (an older snapshot), so nothing here touches Gloo's own classes; the group is built
// through its library functions (Options::create, createDeviceFor*) and the Gloo code that runs is
// the one inside libtorch_cpu. NCCL's group is made in processgroup_nccl.cpp.

#include "communicator.h"

#include "util/errors.h"

#include <ATen/ATen.h>
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>

#include <cstdlib>
#include <functional>
#include <map>

namespace lathe::core {


// processgroup_nccl.cpp, or a ConfigError where this build has no NCCL.
c10::intrusive_ptr<c10d::Backend> makeNcclBackend(const c10::intrusive_ptr<c10d::Store>& store, int rank, int size,
                                                  std::chrono::milliseconds timeout);

namespace {

bool loopback(const std::string& host)
{
    return host == "localhost" || host.rfind("127.", 0) == 0 || host == "::1";
}

std::shared_ptr<::gloo::transport::Device> glooDevice(const RankInfo& info)
{
    if (const char* ifname = std::getenv("GLOO_SOCKET_IFNAME"); ifname && *ifname)
        return c10d::ProcessGroupGloo::createDeviceForInterface(ifname);
    if (loopback(info.masterAddr))
        return c10d::ProcessGroupGloo::createDeviceForHostname("127.0.0.1");
    return c10d::ProcessGroupGloo::createDefaultDevice();
}

// Tensors of one dtype side by side in one flat buffer, for one collective over all of them.
struct Flat {
    std::vector<at::Tensor> members;
    at::Tensor buffer;

    void pack()
    {
        if (members.size() == 1 && members[0].is_contiguous()) {
            buffer = members[0].view(-1);
            return;
        }
        std::vector<at::Tensor> views;
        views.reserve(members.size());
        for (const auto& t : members)
            views.push_back(t.reshape(-1));
        buffer = at::cat(views);
    }
    void unpack()
    {
        if (members.size() == 1 && members[0].is_contiguous())
            return;
        std::int64_t offset = 0;
        for (auto& t : members) {
            const std::int64_t n = t.numel();
            t.copy_(buffer.narrow(0, offset, n).view_as(t));
            offset += n;
        }
    }
};

std::vector<Flat> flatten(const std::vector<at::Tensor>& tensors)
{
    std::map<c10::ScalarType, Flat> byType;
    for (const auto& t : tensors)
        byType[t.scalar_type()].members.push_back(t);
    std::vector<Flat> out;
    for (auto& [type, flat] : byType) {
        flat.pack();
        out.push_back(std::move(flat));
    }
    return out;
}

class C10dCommunicator final : public Communicator {
public:
    C10dCommunicator(const RankInfo& info, const CommunicatorOptions& options)
        : Communicator(info)
        , m_timeout(options.timeout)
    {
        const std::string where = info.masterAddr + ":" + std::to_string(info.masterPort);
        try {
            c10d::TCPStoreOptions storeOptions;
            storeOptions.port = static_cast<std::uint16_t>(info.masterPort);
            storeOptions.isServer = info.rank == 0;
            storeOptions.numWorkers = static_cast<std::size_t>(info.worldSize);
            storeOptions.waitWorkers = true;
            storeOptions.timeout = options.timeout;
            m_store = c10::make_intrusive<c10d::TCPStore>(info.masterAddr, storeOptions);
        } catch (const std::exception& e) {
            throw DistributedError(info.rank == 0 ? msg("%1: the rendezvous at %2 failed: %3 (is the port free?)", info.describe(), where,
                                                        firstLine(e.what()))
                                                  : msg("%1: the rendezvous at %2 failed: %3 (is rank 0 running, and the address reachable?)",
                                                        info.describe(), where, firstLine(e.what())));
        }
        try {
            auto glooOptions = c10d::ProcessGroupGloo::Options::create(options.timeout);
            glooOptions->devices.push_back(glooDevice(info));
            m_host = c10::make_intrusive<c10d::ProcessGroupGloo>(c10::make_intrusive<c10d::PrefixStore>("gloo", m_store), info.rank,
                                                                 info.worldSize, glooOptions);
        } catch (const std::exception& e) {
            throw DistributedError(msg("%1: could not set up the Gloo group at %2: %3", info.describe(), where, firstLine(e.what())));
        }
        const bool cuda = options.device.is_cuda();
        if (options.backend == "nccl" && !cuda)
            throw ConfigError(msg("distributed.backend \"nccl\" needs CUDA devices; CPU ranks use \"gloo\""));
        if (cuda && options.backend != "gloo") {
            m_device = makeNcclBackend(c10::make_intrusive<c10d::PrefixStore>("nccl", m_store), info.rank, info.worldSize,
                                       options.timeout);
            m_deviceBackend = "nccl";
        } else {
            m_device = m_host;
            m_deviceBackend = "gloo";
        }
    }

    std::string backendName() const override { return m_deviceBackend; }

    void allReduceSum(const std::vector<at::Tensor>& tensors) override
    {
        for (Flat& flat : flatten(tensors)) {
            std::vector<at::Tensor> io{flat.buffer};
            run("all-reduce", [&] { return m_device->allreduce(io, c10d::AllreduceOptions{}); });
            flat.unpack();
        }
    }

    void broadcast(const std::vector<at::Tensor>& tensors, int root) override
    {
        for (Flat& flat : flatten(tensors)) {
            std::vector<at::Tensor> io{flat.buffer};
            c10d::BroadcastOptions o;
            o.rootRank = root;
            run("broadcast", [&] { return m_device->broadcast(io, o); });
            flat.unpack();
        }
    }

    std::vector<double> sum(const std::vector<double>& values) override { return hostReduce(values, c10d::ReduceOp::SUM); }
    std::vector<double> max(const std::vector<double>& values) override { return hostReduce(values, c10d::ReduceOp::MAX); }

    std::vector<std::vector<double>> gather(const std::vector<double>& values) override
    {
        std::vector<at::Tensor> in{at::tensor(values, at::kDouble)};
        std::vector<std::vector<at::Tensor>> out(1);
        for (int r = 0; r < size(); ++r)
            out[0].push_back(at::empty_like(in[0]));
        run("all-gather", [&] { return m_host->allgather(out, in); });
        std::vector<std::vector<double>> result;
        for (const auto& t : out[0])
            result.emplace_back(t.data_ptr<double>(), t.data_ptr<double>() + t.numel());
        return result;
    }

    void barrier() override
    {
        run("barrier", [&] { return m_host->barrier(); });
    }

    void post(const std::string& key, const std::string& value) override
    {
        std::lock_guard lock(m_sideMutex);
        try {
            if (auto* store = sideStore())
                store->set(key, std::vector<std::uint8_t>(value.begin(), value.end()));
        } catch (const std::exception&) {
            m_sideFailed = true;
        }
    }

    std::optional<std::string> peek(const std::string& key) override
    {
        std::lock_guard lock(m_sideMutex);
        try {
            auto* store = sideStore();
            if (!store || !store->check({key}))
                return std::nullopt;
            const std::vector<std::uint8_t> value = store->get(key);
            return std::string(value.begin(), value.end());
        } catch (const std::exception&) {
            m_sideFailed = true;
            return std::nullopt;
        }
    }

private:
    // The side channel's own connection to the store (TCPStore::clone), made on first use; after a
    // failure (the master is gone) it is not tried again.
    c10d::Store* sideStore()
    {
        if (m_sideFailed)
            return nullptr;
        if (!m_side)
            m_side = c10::make_intrusive<c10d::PrefixStore>("side", m_store->clone());
        return m_side.get();
    }

    static std::string firstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

    std::vector<double> hostReduce(const std::vector<double>& values, c10d::ReduceOp::RedOpType op)
    {
        at::Tensor t = at::tensor(values, at::kDouble);
        std::vector<at::Tensor> io{t};
        c10d::AllreduceOptions o;
        o.reduceOp = c10d::ReduceOp(op);
        run("all-reduce", [&] { return m_host->allreduce(io, o); });
        return {t.data_ptr<double>(), t.data_ptr<double>() + t.numel()};
    }

    void run(const char* what, const std::function<c10::intrusive_ptr<c10d::Work>()>& start)
    {
        try {
            start()->wait(m_timeout);
        } catch (const std::exception& e) {
            throw DistributedError(msg("%1: %2 failed: %3 (another rank stopped, crashed or did not answer within distributed.timeout_s = %4 s)",
                                       info().describe(), what, firstLine(e.what()), m_timeout.count() / 1000));
        }
    }

    std::chrono::milliseconds m_timeout;
    c10::intrusive_ptr<c10d::Store> m_store;
    c10::intrusive_ptr<c10d::Backend> m_host;
    c10::intrusive_ptr<c10d::Backend> m_device;
    std::string m_deviceBackend;
    std::mutex m_sideMutex; // guards the side channel's members
    c10::intrusive_ptr<c10d::Store> m_side;
    bool m_sideFailed = false;
};

} // namespace

std::vector<std::string> Communicator::gatherText(const std::string& text)
{
    constexpr std::size_t kMax = 255;
    std::vector<double> codes(kMax + 1, 0.0);
    const std::size_t n = std::min(text.size(), kMax);
    codes[0] = static_cast<double>(n);
    for (std::size_t i = 0; i < n; ++i)
        codes[i + 1] = static_cast<unsigned char>(text[i]);
    std::vector<std::string> out;
    for (const auto& row : gather(codes)) {
        std::string s;
        for (std::size_t i = 0; i < static_cast<std::size_t>(row[0]); ++i)
            s += static_cast<char>(static_cast<unsigned char>(row[i + 1]));
        out.push_back(std::move(s));
    }
    return out;
}

std::unique_ptr<Communicator> connect(const RankInfo& rank, const CommunicatorOptions& options)
{
    return std::make_unique<C10dCommunicator>(rank, options);
}

} // namespace lathe::core
