#include "server/table.h"

#include <fmt/format.h>

#include <boost/asio/post.hpp>
#include <iostream>

#include "server/json_text.h"

namespace cardinal::server {

namespace {

constexpr int kMaxAiRefusals = 1000;

std::shared_ptr<const std::string> text_of(const nlohmann::json& j) {
  return std::make_shared<const std::string>(json_text(j));
}

using Reader = cardinal_status (*)(cardinal_game*, int, const char**);

// A seat's document from the C API as its text (valid until the next call
// on g): its view, or what is new for it.
const char* read_text(cardinal_game* g, int seat, Reader read) {
  const char* json = nullptr;
  if (read(g, seat, &json) != CARDINAL_OK) throw std::runtime_error(cardinal_game_error(g));
  return json;
}

// The same document, parsed.
nlohmann::json read_json(cardinal_game* g, int seat, Reader read) { return nlohmann::json::parse(read_text(g, seat, read)); }

}  // namespace

Table::Table(Strand strand, LibraryHandle library, cardinal_game* game, TableSetup setup)
    : strand_(std::move(strand)), library_(std::move(library)), game_(game), setup_(std::move(setup)),
      seats_(setup_.kinds.size()) {
  status_.active = Clock::now();
  status_.over = cardinal_game_over(game_) != 0;
  status_.finished = status_.active;
}

Table::~Table() { cardinal_game_free(game_); }

Table::Status Table::status() const {
  std::lock_guard lock(status_mutex_);
  return status_;
}

void Table::touch(bool over) {
  std::lock_guard lock(status_mutex_);
  status_.active = Clock::now();
  if (over && !status_.over) status_.finished = status_.active;
  status_.over = over;
}

void Table::start() {
  boost::asio::post(strand_, [self = shared_from_this()] {
    self->publish();  // the setup's lines, into each seat's log
    self->step();
  });
}

void Table::attach(int seat, std::shared_ptr<SeatClient> client) {
  boost::asio::post(strand_, [self = shared_from_this(), seat, client = std::move(client)] {
    if (self->closed_) {
      client->close(text_of({{"type", "closed"}, {"reason", "the table is closed"}}));
      return;
    }
    auto& clients = self->seats_[size_t(seat)].clients;
    std::erase_if(clients, [](const auto& c) { return c.expired(); });
    if (clients.size() >= kMaxClientsPerSeat) {
      client->close(text_of({{"type", "error"},
                             {"error", fmt::format("seat {} already has {} connections", seat, kMaxClientsPerSeat)}}));
      return;
    }
    self->touch(cardinal_game_over(self->game_) != 0);
    try {
      client->send(text_of(self->hello(seat)));
      clients.push_back(client);
    } catch (const std::exception& e) {
      client->close(text_of({{"type", "error"}, {"error", e.what()}}));
    }
  });
}

void Table::close(const std::string& reason) {
  boost::asio::post(strand_, [self = shared_from_this(), reason] {
    self->closed_ = true;
    auto last = text_of({{"type", "closed"}, {"reason", reason}});
    for (Seat& s : self->seats_)
      for (auto& c : s.clients)
        if (auto p = c.lock()) p->close(last);
    for (Seat& s : self->seats_) s.clients.clear();
  });
}

void Table::receive(int seat, ClientMessage message, std::weak_ptr<SeatClient> from) {
  boost::asio::post(strand_, [self = shared_from_this(), seat, message = std::move(message), from = std::move(from)] {
    if (self->closed_) return;
    self->touch(cardinal_game_over(self->game_) != 0);
    self->answer(seat, message, from);
  });
}

// A seat's answer or concession. Whatever is refused changes nothing and is
// said to the client that sent it.
void Table::answer(int seat, const ClientMessage& m, const std::weak_ptr<SeatClient>& from) {
  if (cardinal_game_over(game_)) return reply_error(from, "the game is over");
  if (m.kind == ClientMessage::Kind::Concede) {
    if (cardinal_game_concede(game_, seat) != CARDINAL_OK) return reply_error(from, cardinal_game_error(game_));
    return after_change();
  }
  // Not who decides: the same words whoever does, since a private question
  // must not tell the others who is asked (docs/protocol.md).
  if (cardinal_game_deciding_player(game_) != seat) return reply_error(from, "it is not your decision");
  uint64_t before = cardinal_game_hash(game_);
  if (cardinal_game_answer_json(game_, m.answer_json.c_str()) != CARDINAL_OK) {
    reply_error(from, cardinal_game_error(game_));
    // An answer inside an action the rules then find cannot be completed
    // rolls the action back: a change every seat must see.
    if (cardinal_game_hash(game_) != before) after_change();
    return;
  }
  after_change();
}

void Table::after_change() {
  cardinal_status s = cardinal_game_advance(game_);
  if (s != CARDINAL_OK && !cardinal_game_over(game_))
    std::cerr << "cardinal serve: table " << setup_.id << ": " << cardinal_game_error(game_) << "\n";
  publish();
  step();
}

// The AI seats play, one move per turn of the strand, until a human decides
// or the game is over.
void Table::step() {
  touch(cardinal_game_over(game_) != 0);
  if (closed_ || cardinal_game_over(game_)) return;
  int p = cardinal_game_deciding_player(game_);
  if (p < 0 || human(p)) return;
  // Seeded from the game's seed and the move count: a table's AIs play the
  // same way again from the same seed and answers.
  uint64_t seed = setup_.seed * 0x9E3779B97F4A7C15ull + ++ai_moves_;
  uint32_t option = 0;
  if (cardinal_game_ai_choose(game_, setup_.kinds[size_t(p)].c_str(), seed, &option) != CARDINAL_OK) {
    std::cerr << "cardinal serve: table " << setup_.id << ": seat " << p << "'s AI failed ("
              << cardinal_game_error(game_) << "): it concedes\n";
    if (cardinal_game_concede(game_, p) != CARDINAL_OK) return close("an AI failed and could not concede");
  } else {
    // An option whose action cannot be completed is rolled back: the AI
    // chooses again at its next turn, with the next seed; one that never
    // finds a way out concedes rather than hold a game thread for ever.
    bool refused = cardinal_game_answer(game_, option) != CARDINAL_OK;
    ai_refused_ = refused ? ai_refused_ + 1 : 0;
    if (ai_refused_ > kMaxAiRefusals && cardinal_game_concede(game_, p) != CARDINAL_OK)
      return close("an AI found no answer and could not concede");
  }
  cardinal_game_advance(game_);
  publish();
  boost::asio::post(strand_, [self = shared_from_this()] { self->step(); });
}

// Every human seat reads what is new for it (so its log is whole whether or
// not anyone is connected); connected clients get it with the view.
void Table::publish() {
  for (size_t s = 0; s < seats_.size(); s++) {
    if (!human(int(s))) continue;
    Seat& seat = seats_[s];
    try {
      nlohmann::json doc = read_json(game_, int(s), cardinal_game_messages_json);
      for (const nlohmann::json& e : doc["events"]) {
        if (e.value("type", "") == "rollback")
          seat.log.resize(seat.log.size() - std::min(seat.log.size(), e.value("retracted", size_t(0))));
        else
          seat.log.push_back(e);
      }
      std::erase_if(seat.clients, [](const auto& c) { return c.expired(); });
      if (seat.clients.empty()) continue;
      // The update object, written as json_text writes it (keys in order).
      // The view, the largest part, goes in as the C API wrote it, already
      // in that form (wire/view_json.h): not parsed and written again.
      const char* view = read_text(game_, int(s), cardinal_game_view_json);
      std::string update = "{\"decision\":" + json_text(doc["decision"]) + ",\"events\":" + json_text(doc["events"]);
      if (doc.contains("result")) update += ",\"result\":" + json_text(doc["result"]);
      update += ",\"type\":\"update\",\"view\":";
      update += view;
      update += '}';
      auto text = std::make_shared<const std::string>(std::move(update));
      for (auto& c : seat.clients)
        if (auto p = c.lock()) p->send(text);
    } catch (const std::exception& e) {
      std::cerr << "cardinal serve: table " << setup_.id << ", seat " << s << ": " << e.what() << "\n";
    }
  }
}

// What a seat's client gets on connecting: everything it may see so far.
nlohmann::json Table::hello(int seat) {
  nlohmann::json view = read_json(game_, seat, cardinal_game_view_json);
  nlohmann::json kinds = nlohmann::json::array();
  for (const std::string& k : setup_.kinds) kinds.push_back(k);
  nlohmann::json h{{"type", "hello"},
                   {"table", setup_.id},
                   {"game", setup_.game},
                   {"seat", seat},
                   {"seats", kinds},
                   {"log", seats_[size_t(seat)].log},
                   {"view", view},
                   {"decision", view.value("decision", nlohmann::json())}};
  if (view.contains("result")) h["result"] = view["result"];
  return h;
}

void Table::reply_error(const std::weak_ptr<SeatClient>& to, const std::string& error) {
  if (auto p = to.lock()) p->send(text_of({{"type", "error"}, {"error", error}}));
}

}  // namespace cardinal::server
