#pragma once
// Templates of messages the engine no longer says but run folders recorded (retiredmessages.cpp).

#include "util/message.h"

#include <vector>

namespace lathe::core {

const std::vector<Message>& retiredMessages();

} // namespace lathe::core
