#pragma once
// What the fuzz targets share. Each target defines LLVMFuzzerTestOneInput: built with libFuzzer in
// the `fuzz` preset (clang), or with fuzzdriver.cpp in every other build, which replays the seed
// corpus and the regression inputs and then mutates them for a few seconds with a fixed seed (the
// CTest smoke run). A target swallows the errors its reader is meant to throw for bad input
// (DataError, ConfigError); anything else escaping it — another exception, a crash, a hang, an
// allocation beyond the limit — is a finding.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace lathe::fuzz {

// The input as a file (the readers take paths): in /dev/shm when there is one, named per process.
inline std::filesystem::path asFile(const std::uint8_t* data, std::size_t size, const char* extension)
{
    static const std::filesystem::path dir = std::filesystem::is_directory("/dev/shm") ? "/dev/shm" : std::filesystem::temp_directory_path();
    const std::filesystem::path file = dir / ("lathe-fuzz-" + std::to_string(::getpid()) + extension);
    std::ofstream(file, std::ios::binary | std::ios::trunc).write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    return file;
}

} // namespace lathe::fuzz
