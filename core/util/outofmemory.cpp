#include "outofmemory.h"

#include <c10/util/Exception.h>

#include <string_view>

namespace lathe::core {

namespace {

// How LibTorch's TorchScript interpreter begins the error it rethrows (interpreter.cpp, handleError).
constexpr std::string_view kInterpreter = "The following operation failed in the TorchScript interpreter.";

bool carriesOutOfMemory(std::string_view what)
{
    for (const char* sign : {"CUDA out of memory", "CUDA error: out of memory", "CUBLAS_STATUS_ALLOC_FAILED",
                             "CUDNN_STATUS_ALLOC_FAILED", "cudaErrorMemoryAllocation"}) {
        if (what.find(sign) != std::string_view::npos)
            return true;
    }
    return false;
}

} // namespace

bool isOutOfMemoryError(const std::exception& e)
{
    if (dynamic_cast<const c10::OutOfMemoryError*>(&e))
        return true;
    const std::string_view what = e.what();
    if (dynamic_cast<const c10::Error*>(&e))
        return carriesOutOfMemory(what);
    // Not LibTorch's own type: only the interpreter's rethrow of one counts.
    return what.substr(0, kInterpreter.size()) == kInterpreter && carriesOutOfMemory(what);
}

std::string outOfMemoryText(const std::exception& e)
{
    if (const auto* c10 = dynamic_cast<const c10::Error*>(&e))
        return c10->what_without_backtrace();
    // The interpreter's text: its traceback, then "RuntimeError: <the error>".
    const std::string what = e.what();
    const auto at = what.find("RuntimeError: ");
    std::string line = at == std::string::npos ? what : what.substr(at + 14);
    return line.substr(0, line.find('\n'));
}

} // namespace lathe::core
