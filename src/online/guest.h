// A guest at an online table: one connection to the host, the lobby as the host shows it, and
// once the game has started a mirror of the guest's own seat (its view, events, legal codes and
// clock) that the table reads through a seat port (table/remote_seat.h). The guest acts by
// sending action codes with the reaction time it measured itself (online/host.h, "Races").
//
// It keeps going on its own: silent host for kAwayAfterMs (kConnectWithinMs while connecting), or
// a connection that closes or fails, and it connects again every kReconnectMs, taking its seat
// back with its secret.
#pragma once
#include "online/protocol.h"
#include "online/transport.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace online {

inline constexpr std::int64_t kReconnectMs = 1500;
// Making a connection (the signalling server, then the peer-to-peer link) takes seconds on a busy
// device: it is given up only after this long, not after the silence that means a host is gone.
inline constexpr std::int64_t kConnectWithinMs = 15000;

class Guest {
public:
    enum class Stage {
        Connecting, // the first connection is being made
        Lobby,      // the host's seats are known; sit, or wait for the start once seated
        Playing,    // the game has started and this guest plays a seat
        Lost,       // the connection dropped: connecting again
        Closed,     // the host said no or closed the table (closed_why()); nothing more comes
    };

    // `secret`: the seat's secret from an earlier visit ("" the first time); `name` to sit under.
    Guest(std::string game, std::string table_id, std::string name, std::string secret,
          OpenTransport open);
    ~Guest();

    // Every frame, at real time `real_ms`: the network in, heartbeat answers, reconnecting. True
    // when anything arrived or the stage changed (the screen may have changed).
    bool tick(std::int64_t real_ms);
    Stage stage() const { return stage_; }
    const std::string& closed_why() const { return closed_why_; }
    const std::string& game() const { return game_; }
    const std::string& table_id() const { return table_id_; }
    // The seats as the host last showed them (empty before).
    const Lobby& lobby() const { return lobby_; }
    // The level of the bots that will take the free seats, once the host said (Fill).
    std::optional<core::SeatKind> bots() const { return bots_; }
    // The host's person is at the table (else the game waits for them).
    bool host_here() const;
    // Sits under `name`, or the seat's default name when it is none or "you" (seat_name).
    void sit(int seat, const std::string& name);
    int seat() const { return seat_; }
    // The seat's secret once seated (keep it: it takes the seat back after a reload).
    const std::string& secret() const { return secret_; }
    const std::string& name() const { return name_; }
    // Leaves for good: tells the host and closes.
    void leave();

    // ---- Once the game has started (table() is set at the first update)
    const TableStart* table() const { return started_ ? &table_ : nullptr; }
    std::uint64_t revision() const { return update_.rev; }
    const nlohmann::json& view() const { return update_.view; }
    std::vector<nlohmann::json> take_events();
    const std::vector<std::uint32_t>& legal() const { return update_.legal; }
    std::optional<games::Countdown> countdown() const { return update_.countdown; }
    // The host's match time now, estimated from the last message and half the round trip.
    std::int64_t now_ms(std::int64_t real_ms) const;
    bool over() const { return update_.over; }
    const std::vector<nlohmann::json>& rows() const { return rows_; }
    // The seat's events from the start, as the host sent them after the table (Told): what a
    // table opened now writes to its log (GameTable::replay_log).
    const std::vector<nlohmann::json>& told() const { return told_; }
    // The replay link the host sent once the match was over for good (Record), or "".
    const std::string& replay_link() const { return replay_link_; }
    // Plays `code` for this guest's seat; the host answers with an update or a refusal.
    void act(std::uint32_t code, std::int64_t real_ms);
    void table_act(std::uint32_t code);
    int rtt_ms() const { return rtt_; }
    // Refusals and the host's words, oldest first.
    std::vector<std::string> take_notices();
    long malformed() const { return malformed_; }

private:
    void connect(std::int64_t real_ms);
    void lost(std::int64_t real_ms, const std::string& why);
    void on_message(const std::string& text, std::int64_t real_ms);
    void on_lobby(Lobby&& lobby);
    void send(const GuestMessage& m);

    std::string game_, table_id_, name_, secret_;
    OpenTransport opener_;
    std::unique_ptr<Transport> transport_;
    Stage stage_ = Stage::Connecting;
    std::string closed_why_;
    bool connected_ = false; // the connection is up and hello was sent
    std::int64_t heard_ = 0; // real ms
    std::int64_t reconnect_at_ = -1;
    Lobby lobby_;
    int seat_ = -1;
    bool started_ = false;
    TableStart table_;
    Update update_;
    std::int64_t update_at_ = 0; // real ms the last update arrived
    std::int64_t clock_at_ = 0;  // real ms of the last host clock reading ...
    std::int64_t clock_ms_ = 0;  // ... and that reading
    int rtt_ = 0;
    std::vector<nlohmann::json> events_;
    std::vector<nlohmann::json> rows_;
    std::vector<nlohmann::json> told_;
    std::string replay_link_;
    std::optional<core::SeatKind> bots_;
    std::vector<std::string> notices_;
    long malformed_ = 0;
};

} // namespace online
