// The precompiled header of the test binaries (tests/CMakeLists.txt,
// CARDINAL_TEST_PCH): the headers most test files include, parsed once.
// Each test file still includes what it uses; this list only saves time.
#pragma once
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/ai.h"
#include "core/game.h"
#include "scripting/loader.h"
#include "tests/support.h"
