#include "core/json_util.h"
#include "sim/replay.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <optional>

namespace cardinal {

static std::string hex(uint64_t h) { return fmt::format("{:016x}", h); }

static uint64_t unhex(const nlohmann::json& j, const char* what) {
  if (!j.is_string() || j.get<std::string>().size() != 16) throw RuleError(fmt::format("replay: bad {}", what));
  try {
    return std::stoull(j.get<std::string>(), nullptr, 16);
  } catch (...) {
    throw RuleError(fmt::format("replay: bad {}", what));
  }
}

// A number of the replay, refused unless it fits T: a cast would wrap, and
// answer 2^32 + 1 would replay as answer 1 and still verify.
template <class T>
static T integer(const nlohmann::json& j, const std::string& what) {
  std::optional<T> v = json_integer<T>(j);
  if (!v) throw RuleError(fmt::format("replay: {} {} is not a number in range", what, dump_json(j)));
  return *v;
}

void Recorder::finish(const Game& g) {
  replay.final_hash = g.hash();
  replay.library = library_fingerprint(g.library());
  const Result& res = g.result();
  replay.result = res.over ? res.reason : "unfinished";
}

std::string replay_to_json(const Replay& r) {
  nlohmann::json j;
  j["format"] = "cardinal-replay";
  j["version"] = kReplayVersion;
  j["game"] = r.game;
  j["seed"] = nlohmann::json::array();
  for (uint64_t s : r.config.seed) j["seed"].push_back(hex(s));
  j["players"] = r.config.players;
  j["decks"] = r.config.decks;
  j["params"] = nlohmann::json::object();
  for (auto& [k, v] : r.config.params) j["params"][k] = v;
  j["answers"] = r.answers;
  j["hashes"] = nlohmann::json::array();
  for (uint64_t h : r.hashes) j["hashes"].push_back(hex(h));
  if (!r.concessions.empty()) {  // absent when there are none: files as before
    j["concessions"] = nlohmann::json::array();
    for (const Replay::Concession& c : r.concessions) j["concessions"].push_back({{"before", c.before}, {"player", c.player}});
  }
  j["final_hash"] = hex(r.final_hash);
  j["result"] = r.result;
  if (r.library) j["library"] = hex(r.library);
  return dump_json(j);
}

Replay replay_from_json(const std::string& text) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object()) throw RuleError("replay: not JSON");
  if (j.value("format", "") != "cardinal-replay") throw RuleError("replay: not a Cardinal replay file");
  int version = j.value("version", 0);
  if (version != kReplayVersion)
    throw RuleError(fmt::format("replay: format version {}; this build reads only version {} (the format is unstable "
                                "before 1.0: record the game again with this build)", version, kReplayVersion));
  Replay r;
  try {
    r.game = j.at("game").get<std::string>();
    const auto& seed = j.at("seed");
    if (!seed.is_array() || seed.size() != 4) throw RuleError("replay: the seed is 4 hex words");
    for (int i = 0; i < 4; i++) r.config.seed[i] = unhex(seed[i], "seed");
    r.config.players = integer<int>(j.at("players"), "players");
    r.config.decks = j.at("decks").get<std::vector<std::vector<int64_t>>>();
    for (auto& [k, v] : j.at("params").items()) r.config.params.emplace_back(k, integer<int64_t>(v, "parameter " + k));
    for (const auto& a : j.at("answers")) r.answers.push_back(integer<uint32_t>(a, "answer"));
    for (auto& h : j.at("hashes")) r.hashes.push_back(unhex(h, "hash"));
    r.final_hash = unhex(j.at("final_hash"), "final hash");
    r.result = j.value("result", "");
    if (j.contains("library")) r.library = unhex(j.at("library"), "library fingerprint");
    if (j.contains("concessions")) {
      for (const auto& c : j.at("concessions")) {
        Replay::Concession k{integer<uint32_t>(c.at("before"), "concession's answer"),
                             integer<int>(c.at("player"), "concession's player")};
        if (k.player < 0 || k.player >= r.config.players)
          throw RuleError(fmt::format("replay: a concession by player {}, of {} players", k.player, r.config.players));
        if (k.before > r.answers.size() || (!r.concessions.empty() && k.before < r.concessions.back().before))
          throw RuleError(fmt::format("replay: a concession before answer {} is out of order or past the last answer",
                                      k.before));
        r.concessions.push_back(k);
      }
    }
  } catch (const nlohmann::json::exception& e) {
    throw RuleError(std::string("replay: ") + e.what());
  }
  if (r.hashes.size() != r.answers.size()) throw RuleError("replay: one hash per answer is required");
  return r;
}

}  // namespace cardinal
