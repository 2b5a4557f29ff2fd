// Precompiled header of lathe_core: the heavy LibTorch headers every engine file needs.
#pragma once
#include <ATen/ATen.h>
#include <torch/csrc/jit/api/module.h>
#include <torch/optim/adamw.h>
#include <torch/optim/sgd.h>
#include <nlohmann/json.hpp>
