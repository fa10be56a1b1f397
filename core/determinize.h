// A world as one player may know it: the AI's look-ahead plays in a copy of
// the game whose hidden cards are re-dealt from what that player cannot tell
// apart (determinization), never in the true game.
#pragma once
#include <cstdint>
#include <vector>

#include "core/game.h"
#include "core/rng.h"

namespace cardinal {

// A copy of g in which the cards `seat` cannot identify are re-dealt. A card
// is unidentified where the views hide it from `seat` (core/view.cpp's
// can_see: a hidden or another's owner-only zone, face down and not the
// seat's, not revealed to it). Such cards are grouped by owner and, for a
// table's cards (ruleset key `components`), by the component their card
// belongs to; each group's cards are sorted, shuffled with `rng` and dealt
// back into the group's positions in zone order. Invariant: the copy depends
// only on what `seat` may see and on `rng`, not on where the hidden cards
// really are. Besides the cards it also replaces what would tell the truth
// apart: the game's random generator (reseeded from `rng`, so the sample
// cannot foresee the real game's draws), the log (dropped; logging is off),
// the loop detector's hashes of earlier states, and labels naming a card
// the seat cannot see. The copy is a whole game: it hashes, snapshots and
// plays on like any other.
//
// Hidden state that is no card (private player variables, ruleset key
// `private_player_vars`: a hidden team's colour, say) only the ruleset
// knows how to re-deal: its `resample(player)` procedure, if it has one,
// runs on the sample (with `scripts`) and draws from the sample's reseeded
// generator; the saved states of a procedure under way take the new values
// too. Without one, such variables keep their true values (docs/ai.md).
// A card one saw before it went back into a hidden zone is forgotten: the
// engine records what a player was shown only until the card moves
// (Object::known), and so does this.
Game determinize(const Game& g, PlayerId seat, Rng& rng, Scripts& scripts);

// A copy of g in which each object slot s with card_of_slot[s] >= 0 holds
// that card definition (an index into the library's cards) instead: in the
// state, its last-known objects and the saved states of the procedure under
// way, so that a replay of the procedure sees the same cards. Nothing else
// changes. What determinize re-deals with; a test's "other world" too.
Game with_cards(const Game& g, const std::vector<int32_t>& card_of_slot);

}  // namespace cardinal
