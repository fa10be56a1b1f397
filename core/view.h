// What one player may see of a game: the visibility policy, as plain values.
// Which cards a seat sees the face of, which fields of a hidden card still
// show, which variables and labels it may read, what of a pending question
// it is told. The wire format (JSON, docs/protocol.md) is wire/view_json.h's.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game.h"

namespace cardinal {

// Whether player `viewer` may see the face of the object (kNoPlayer = referee).
bool can_see(const Game& g, ObjId id, PlayerId viewer);
// An option's label as `viewer` may read it. An option about a card the viewer
// cannot see (a blind pick from an opponent's hand) is named by where the card
// lies, not by its label: the engine's default label names the card.
std::string option_label(const Game& g, const Option& o, PlayerId viewer);

// One card of a zone as the viewer sees it.
struct CardView {
  // A hidden card shows nothing, not even its object id: ids follow the
  // order decks were given in, so they would tell which card it is. Face
  // down in a public zone (`on_table`), it still shows that it is face down,
  // whether it is turned, whose it is and who controls it.
  bool hidden = false;
  bool on_table = false;  // hidden, in a public zone: face_down, tapped, owner and controller show
  bool revealed = false;  // seen only because it was revealed to the viewer
  ObjId id = 0;
  int64_t card = 0;  // the card's database id
  std::string name;
  bool tapped = false, face_down = false;
  PlayerId owner = kNoPlayer, controller = kNoPlayer;
  // Characteristics in the ruleset's order: an integer, a string, or a list.
  struct Char {
    std::string name;
    CharKind kind = CharKind::Int;
    int64_t number = 0;
    std::vector<std::string> words;  // a string's one word, or a list's
  };
  std::vector<Char> chars;
  std::vector<std::pair<std::string, int32_t>> vars;  // the object's variables that are not 0
  std::optional<ObjId> attached_to;  // when the viewer can see that card too
  struct Stat {
    std::string name;
    int64_t value = 0;
    std::optional<int64_t> raw;  // below the stat's floor: what it would be
  };
  std::vector<Stat> stats;  // as the rules read them (ruleset keys stats, attached_var)
};

struct ZoneView {
  std::string kind;
  PlayerId player = kNoPlayer;  // kNoPlayer: a shared zone
  size_t count = 0;
  std::vector<CardView> cards;  // bottom to top
};

struct ResultView {
  std::vector<PlayerId> winners, drawn;
  bool draw = false, error = false;
  std::string reason;
};

struct DecisionView {
  // A private question (BW-18.6) shows others nothing but that one is asked.
  bool private_question = false;
  PlayerId player = kNoPlayer;
  std::string kind;
  bool detailed = false;  // the decider and the referee see the prompt and options
  std::string prompt;
  struct OptionView {
    size_t index = 0;
    std::string label;  // option_label
    bool pass = false;
    std::optional<ObjId> card;  // a card the viewer can see
    // A card the viewer cannot see, named by where it lies: the index of its
    // zone in the game and of the card in that zone (bottom to top).
    std::optional<std::pair<ZoneId, size_t>> at;
  };
  std::vector<OptionView> options;
};

struct GameView {
  uint32_t turn = 0;
  PlayerId active = kNoPlayer;
  std::optional<std::string> step, sequence;  // none before the first turn (setup)
  PlayerId viewer = kNoPlayer;                // kNoPlayer: the referee
  std::vector<ZoneView> zones;
  struct PlayerView {
    PlayerId player = kNoPlayer;
    bool in_game = true;
    // The public variables, and the private ones to their own player (and the referee).
    std::vector<std::pair<std::string, int64_t>> vars;
  };
  std::vector<PlayerView> players;
  std::vector<PlayerId> turn_order;  // seats, every player, those out of the game too
  std::vector<std::pair<std::string, int64_t>> vars;  // the public game variables
  struct LinkView {
    uint32_t id = 0;
    std::string label;  // not shown from a card the viewer cannot see
    PlayerId controller = kNoPlayer;
  };
  std::vector<LinkView> chain;
  std::vector<std::string> card_summary;  // what a compact card line shows (ruleset key)
  std::string tapped_word;
  std::optional<ResultView> result;
};

GameView view_of(const Game& g, PlayerId viewer);
// Null when no question is pending.
std::optional<DecisionView> decision_view(const Game& g, PlayerId viewer);
// Null while the game goes on.
std::optional<ResultView> result_view(const Game& g);

}  // namespace cardinal
