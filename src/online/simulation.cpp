#include "online/simulation.h"

namespace online {

// A bot playing for a person: it decides once a revision, from that person's screen, and
// presses after the bot's own delay (from when the screen showed the revision).
struct SimTable::Person {
    int seat = 0;
    int guest = -1; // index into guests_, or -1: the host's own person
    bool active = true;
    std::uint64_t rev = ~std::uint64_t(0);
    std::optional<std::uint32_t> code;
    std::int64_t press_at = 0;
    std::int64_t pressed_at = -1;
};

namespace {
constexpr std::int64_t kStuckMs = 3000; // a press that changed nothing: think again
} // namespace

SimTable::SimTable(const SimConfig& config) : config_(config) {}
SimTable::~SimTable() = default;

std::unique_ptr<games::Match> SimTable::open_match(const core::ActionLog& log) {
    games::MatchOptions o;
    o.reaction_ms = config_.reaction_ms;
    o.pause_ms = 2000;
    o.auto_next = true;
    o.show_ms = 175; // the table's card flight at animation speed 2
    auto m = config_.game->open(host_setup_, config_.seed, log, o);
    return m ? std::move(m.value()) : nullptr;
}

bool SimTable::open() {
    core::Rng rng(config_.seed ^ 0x5eed);
    const std::string game(config_.game->facts.id);
    HostTable table = new_table(game, config_.players, config_.variant, "Host", rng);
    table.fill = config_.fill;
    const std::string id = table.id;
    host_ = std::make_unique<Host>(
        table, [this, id] { return net_.host(id); }, rng.next_u64());
    host_->set_fair_races(config_.fair_races);
    for (std::size_t i = 0; i < config_.guests.size(); ++i) {
        const int one_way = config_.guests[i];
        guests_.push_back(std::make_unique<Guest>(
            game, id, "Guest " + std::to_string(i + 1), "",
            [this, id, one_way, i] { return net_.guest(id, one_way, int(i)); }));
        kept_.emplace_back();
    }
    auto all = [this](Guest::Stage s) {
        for (auto& g : guests_)
            if (g->stage() != s) return false;
        return true;
    };
    if (!run([&] { return all(Guest::Stage::Lobby); }, 5000))
        return why_ = "a guest never saw the lobby", false;
    for (std::size_t i = 0; i < guests_.size(); ++i)
        guests_[i]->sit(int(i) + 1, guests_[i]->name());
    auto seated = [this] {
        for (std::size_t i = 0; i < guests_.size(); ++i)
            if (host_->table().seats[i + 1].kind != SeatInfo::Kind::Guest) return false;
        return true;
    };
    if (!run(seated, 5000)) return why_ = "a guest could not sit", false;
    auto [setup, names] = host_->start();
    host_setup_ = setup;
    names_ = names;
    for (std::size_t s = 0; s < names_.size(); ++s)
        if (names_[s].empty()) names_[s] = "Bot " + std::to_string(s + 1);
    match_ = open_match({});
    if (!match_) return why_ = "the game could not be dealt", false;
    decider_ = match_->snapshot();
    host_->attach(match_.get(), names_);
    people_.push_back(std::make_unique<Person>());
    for (std::size_t i = 0; i < guests_.size(); ++i) {
        auto p = std::make_unique<Person>();
        p->seat = int(i) + 1;
        p->guest = int(i);
        people_.push_back(std::move(p));
    }
    if (!run([&] { return all(Guest::Stage::Playing); }, 5000))
        return why_ = "a guest never saw the table", false;
    return true;
}

void SimTable::step() {
    now_ += config_.step_ms;
    net_.set_now(now_);
    host_->receive(now_);
    for (auto& g : guests_)
        if (g) g->tick(now_);
    for (auto& p : people_) think(*p);
    if (match_ && !host_->waiting()) {
        match_ms_ += config_.step_ms;
        host_->play(match_ms_);
    }
    host_->send();
}

void SimTable::think(Person& p) {
    if (!p.active || !match_) return;
    Guest* g = p.guest >= 0 ? guests_[std::size_t(p.guest)].get() : nullptr;
    if (p.guest >= 0 && (!g || g->stage() != Guest::Stage::Playing)) return;
    const std::uint64_t rev = g ? g->revision() : match_->log().size();
    const bool stuck = p.pressed_at >= 0 && now_ - p.pressed_at > kStuckMs;
    if (rev != p.rev || stuck) {
        p.rev = rev;
        p.pressed_at = -1;
        const bool can = g ? !g->legal().empty() : !match_->legal(p.seat).empty();
        const nlohmann::json view = !can ? nlohmann::json() : g ? g->view() : match_->view(p.seat);
        const auto choice =
            can ? decider_->bot_choice(p.seat, config_.people,
                                       config_.seed * 7919 + rev * 131 + std::uint64_t(p.seat),
                                       &view)
                : std::nullopt;
        if (!choice) {
            p.code.reset();
        } else if (!p.code || *p.code != choice->first) {
            p.code = choice->first;
            p.press_at = now_ + choice->second;
        }
    }
    if (!p.code || now_ < p.press_at || p.pressed_at >= 0) return;
    presses_.push_back({p.seat, rev, *p.code, now_});
    p.pressed_at = now_;
    if (g)
        g->act(*p.code, now_);
    else
        host_->claim(*p.code, match_->now());
}

const std::vector<std::string>& SimTable::received(int i) const {
    return net_.received(i);
}

void SimTable::drop_guest(int i) {
    Guest& g = *guests_[std::size_t(i)];
    kept_[std::size_t(i)] = {g.name(), g.secret()};
    guests_[std::size_t(i)].reset();
}

void SimTable::rejoin_guest(int i) {
    const std::string id = host_->table().id;
    const int one_way = config_.guests[std::size_t(i)];
    guests_[std::size_t(i)] =
        std::make_unique<Guest>(std::string(config_.game->facts.id), id,
                                kept_[std::size_t(i)].first, kept_[std::size_t(i)].second,
                                [this, id, one_way, i] { return net_.guest(id, one_way, i); });
}

void SimTable::reload_host() {
    const nlohmann::json saved = table_to_json(host_->table());
    const core::ActionLog log = match_->log();
    host_.reset();
    match_.reset();
    auto table = table_from_json(saved);
    const std::string id = table.value().id;
    host_ = std::make_unique<Host>(
        table.value(), [this, id] { return net_.host(id); }, config_.seed + 1);
    host_->set_fair_races(config_.fair_races);
    match_ = open_match(log);
    match_ms_ = 0;
    host_->attach(match_.get(), names_);
}

void SimTable::set_person_active(int seat, bool active) {
    for (auto& p : people_)
        if (p->seat == seat) p->active = active;
}

} // namespace online
