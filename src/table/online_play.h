// Online play in the App (src/online/README.md): the host's lobby until the game starts (then the
// game's Session plays it: Session::start_online), or this page's seat at a friend's table (a
// guest: its lobby, then the game's own table over a RemoteSeat). It keeps what a reload needs
// under "online.lobby" (the host's lobby: ids, names, secrets) and "online.guest" (the table
// joined, the name, the seat's secret and its sheet's id), and the guest's score sheet in the
// game's own sheet book. It draws the screens around that (table/online_screens.h).
#pragma once
#include "online/guest.h"
#include "online/host.h"
#include "platform/storage.h"
#include "table/game_ui.h"
#include "table/online_screens.h"
#include "table/remote_seat.h"
#include "table/session.h"

#include <memory>
#include <string>
#include <vector>

namespace table {

inline constexpr const char* kLobbyKey = "online.lobby";
inline constexpr const char* kGuestKey = "online.guest";

class OnlinePlay {
public:
    explicit OnlinePlay(platform::Storage& storage);
    ~OnlinePlay();

    // At start: the lobby this page had open before a reload, if any (`sessions` finds a game's
    // session by id).
    void load(const std::vector<Session*>& sessions, Notices& out);

    // ---- Hosting
    bool hosting() const { return lobby_ != nullptr; }
    const std::string& lobby_game() const { return lobby_game_; }
    void open_lobby(Session& game, const OnlineChoice& choice, const std::string& host_name);
    // The lobby's host, to deal the game with (Session::start_online); the lobby is done.
    std::unique_ptr<online::Host> take_lobby();
    void close_lobby();

    // ---- Joining
    bool joining() const { return guest_ != nullptr; }
    // The game joined, or "".
    std::string guest_game() const;
    std::string guest_table() const; // the table id joined, or ""
    bool guest_playing() const;      // its table is up
    // Opens `table_id` of `game` as a guest, under `name`; a seat this browser held there before
    // is taken back with its secret.
    void join(Session& game, const std::string& table_id, const std::string& name);
    void leave();

    // ---- Between frames: the network (messages in, heartbeats, lobby answers). True when
    // anything arrived: a frame should be drawn.
    bool poll(double now_seconds);
    // ---- Every frame
    void tick(double now_seconds, Notices& out);
    // Something moves: the guest's table, or a QR code still being made.
    bool animating() const;
    // A lobby or a guest listens to the network between frames: the loop never rests then.
    bool listening() const { return lobby_ != nullptr || guest_ != nullptr; }
    // News for the table's online bar (kept a few seconds).
    void add_news(const std::string& text);
    std::vector<std::string> news() const;

    // ---- Drawing
    // The host's lobby: true when the game should start now. `ask_name`: the player has no name
    // yet, so the lobby has a field for it (the guests read it).
    bool draw_lobby(const Fonts& fonts, bool ask_name, Notices& out, bool& closed);
    // A guest's screen: its lobby or its table (the table's intent is returned for the App; `left`
    // when the guest left).
    TableIntent draw_guest(const TableFrame& frame, Notices& out, bool& left);
    // A name the player typed where one was first needed (the host's lobby, a guest's seat), once
    // they started or sat under it, else "": the App keeps it as the player's name.
    std::string take_typed_name();
    // The replay link the host sent this guest once the match was over for good, or "".
    std::string guest_replay_link() const;
    // The invitation to the table `table_id` of `game`.
    Invite invite(const std::string& game, const std::string& table_id);
    // Copies the invitation link and says so.
    void copy_invite(const std::string& game, const std::string& table_id, Notices& out);

    nlohmann::json public_json() const; // the test hook's part (never a secret)

private:
    struct GuestTable;
    void save_lobby();
    void save_guest();
    void follow_guest_sheet(Notices& out);
    void open_guest_table();
    void leave_quietly(); // a new join replaces the old one; its stored seat stays

    platform::Storage& storage_;
    std::unique_ptr<online::Host> lobby_;
    std::vector<std::unique_ptr<online::Host>> closing_; // closed lobbies telling guests why
    std::string lobby_game_;
    Session* lobby_session_ = nullptr;
    std::unique_ptr<GuestTable> guest_;
    std::vector<std::pair<double, std::string>> news_; // (until, text)
    double now_ = 0;
    std::string host_typed_; // the host's name field in the lobby
    std::string typed_name_; // take_typed_name()
    std::string qr_for_;     // the link the QR below was made of
    Invite qr_;
};

} // namespace table
