# Finds LibTorch (the C++ library inside the torch wheel, or a user-supplied LibTorch directory).
#
# The CUDA build of LibTorch needs the CUDA toolkit at configure time. On machines without a GPU the
# architecture list must be given explicitly, and CUDA 13 has no nvToolsExt library any more: an
# INTERFACE alias to nvtx3 satisfies LibTorch's CMake files.

if(DEFINED ENV{LATHE_LIBTORCH} AND NOT "$ENV{LATHE_LIBTORCH}" STREQUAL "")
  list(PREPEND CMAKE_PREFIX_PATH "$ENV{LATHE_LIBTORCH}")
endif()

if(NOT DEFINED TORCH_CUDA_ARCH_LIST AND "$ENV{TORCH_CUDA_ARCH_LIST}" STREQUAL "")
  # Ampere, Ada and Hopper: the GPUs this tool targets. Only used if we ever compile CUDA sources.
  set(ENV{TORCH_CUDA_ARCH_LIST} "8.0;8.6;8.9;9.0")
endif()

if(NOT DEFINED CUDAToolkit_ROOT AND EXISTS /usr/local/cuda)
  set(CUDAToolkit_ROOT /usr/local/cuda)
endif()
if(NOT DEFINED CMAKE_CUDA_COMPILER AND EXISTS /usr/local/cuda/bin/nvcc)
  set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
endif()
find_package(CUDAToolkit QUIET)
if(CUDAToolkit_FOUND AND NOT TARGET CUDA::nvToolsExt AND TARGET CUDA::nvtx3)
  add_library(CUDA::nvToolsExt INTERFACE IMPORTED)
  target_link_libraries(CUDA::nvToolsExt INTERFACE CUDA::nvtx3)
endif()

find_package(Torch REQUIRED)

set(LATHE_TORCH_CUDA OFF)
if(TARGET torch_cuda OR TARGET c10_cuda)
  set(LATHE_TORCH_CUDA ON)
endif()

# LibTorch's imported target carries -D_GLIBCXX_USE_CXX11_ABI; its flags variable may add more.
separate_arguments(_lathe_torch_flags UNIX_COMMAND "${TORCH_CXX_FLAGS}")
add_library(lathe_torch INTERFACE)
target_link_libraries(lathe_torch INTERFACE ${TORCH_LIBRARIES})
target_compile_options(lathe_torch INTERFACE ${_lathe_torch_flags})
# The wheel's libraries find their CUDA dependencies through their own RUNPATH; ours only need torch's.
get_filename_component(LATHE_TORCH_LIBDIR "${TORCH_LIBRARY}" DIRECTORY)
