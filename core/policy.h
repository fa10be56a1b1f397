// The points where games differ in how the chain and priority work. Each
// ruleset picks one value per point; the core implements all of them. The set
// was designed against all five games' digests (chain/priority sections):
//   Zero-Dimension: AP after a link; whole chain; triggers during resolution on top.
//   FF-TCG: the caster keeps priority; resolve top item only; TP after resolution.
//   C-WL: the other player after a link, trigger links too; whole chain; triggers wait for a new chain; speeds.
//   Hybrid (2+ players): next player in turn order; whole chain; triggers wait; speeds >= top.
//   Black-White: a use settles at once as a nested frame; responses are asked inside it.
#pragma once
#include <cstdint>

namespace cardinal {

struct ChainPolicy {
  // Who receives priority after a player adds a chain link.
  enum class AfterLink : uint8_t { ActivePlayer, SamePlayer, NextPlayer, ResolveNow } after_link =
      AfterLink::ActivePlayer;
  // Who receives priority after triggers were put on the chain: whoever would
  // have anyway (the active player after a resolution, the after_link player
  // after an action), or as after_link says for the controller of the last
  // link put (C-WL: "the player who did not add the last link", CW-8.4).
  enum class AfterTriggers : uint8_t { Unchanged, AsLink } after_triggers = AfterTriggers::Unchanged;
  // Who receives priority after an action that adds no link (a special action).
  enum class AfterSpecial : uint8_t { ActivePlayer, SamePlayer } after_special = AfterSpecial::ActivePlayer;
  // When everyone passes: resolve the whole chain, or only its top link.
  enum class Resolution : uint8_t { WholeChain, TopOnly } resolution = Resolution::WholeChain;
  // Triggers that happen while the chain resolves.
  enum class TriggersInResolution : uint8_t { OnTop, AfterChain } triggers_in_resolution =
      TriggersInResolution::OnTop;
  // Order of simultaneous triggers: the active player's go on the chain first
  // (so they resolve last), then the others' in turn order.
  enum class TriggerOrder : uint8_t { ActiveFirst, ActiveLast } trigger_order = TriggerOrder::ActiveFirst;
  // Speeds: may a link respond to any link, or only to one of lower or equal speed.
  enum class Speeds : uint8_t { None, AtLeastTop } speeds = Speeds::None;
  // When several replacement effects would change one move: apply them in the
  // library's order, or let the controller of the moving card choose which
  // applies first (the event is then looked at again).
  enum class Replacements : uint8_t { LibraryOrder, AffectedChooses } replacements = Replacements::LibraryOrder;
};

}  // namespace cardinal
