// One game on the server and the seats around it. The game handle is used by
// one thread at a time: every call on it runs on the table's strand (of the
// server's game threads, never the network's), and the AI seats play there one
// move per turn of the strand, so an AI-only table shares the threads with
// every other table instead of holding one.
#pragma once
#include <boost/asio/io_context.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cardinal/cardinal.h"
#include "server/catalog.h"
#include "server/client_message.h"

namespace cardinal::server {

// A connection that reads and acts for one seat (the WebSocket session).
// The table calls it on its strand; it queues and returns.
class SeatClient {
 public:
  virtual ~SeatClient() = default;
  virtual void send(std::shared_ptr<const std::string> text) = 0;
  // The table is gone (expired, the server stops): `last` is sent, then the
  // connection closes.
  virtual void close(std::shared_ptr<const std::string> last) = 0;
};

struct TableSetup {
  std::string id, game;
  std::vector<std::string> kinds;  // per seat: "human" or an AI spec (cardinal_game_ai_choose)
  uint64_t seed = 0;               // the game's; the AIs' seeds follow from it
};

class Table : public std::enable_shared_from_this<Table> {
 public:
  using Clock = std::chrono::steady_clock;
  using Strand = boost::asio::strand<boost::asio::io_context::executor_type>;

  // `game` is started and advanced to its first decision; the table owns it.
  Table(Strand strand, LibraryHandle library, cardinal_game* game, TableSetup setup);
  ~Table();

  const TableSetup& setup() const { return setup_; }
  bool human(int seat) const { return setup_.kinds[size_t(seat)] == "human"; }

  // For the lobby and expiry, from any thread.
  struct Status {
    bool over = false;
    Clock::time_point active;    // the last change, message or connection
    Clock::time_point finished;  // when it ended, if over
  };
  Status status() const;

  // Each posts its work to the strand and returns.
  void start();  // the AIs play until a human decides
  // Sends the client "hello"; a client that goes away is dropped at the
  // next update (the table holds it weakly).
  void attach(int seat, std::shared_ptr<SeatClient> client);
  void receive(int seat, ClientMessage message, std::weak_ptr<SeatClient> from);
  void close(const std::string& reason);

 private:
  // On the strand only.
  void step();
  void after_change();
  void publish();
  void touch(bool over);
  void reply_error(const std::weak_ptr<SeatClient>& to, const std::string& error);
  void answer(int seat, const ClientMessage& m, const std::weak_ptr<SeatClient>& from);
  nlohmann::json hello(int seat);

  struct Seat {
    std::vector<nlohmann::json> log;  // every event this seat was given, rollbacks applied
    std::vector<std::weak_ptr<SeatClient>> clients;
  };

  Strand strand_;
  LibraryHandle library_;  // declared before the game: freed after it
  cardinal_game* game_;
  TableSetup setup_;
  std::vector<Seat> seats_;
  uint64_t ai_moves_ = 0;
  int ai_refused_ = 0;  // AI answers refused in a row (an action rolled back)
  bool closed_ = false;

  mutable std::mutex status_mutex_;
  Status status_;
};

// At most this many connections read one seat at a time (a player's tabs).
constexpr size_t kMaxClientsPerSeat = 4;

}  // namespace cardinal::server
