#include "table/online_words.h"

#include "online/said.h"
#include "table/i18n.h"
#include "table/voice.h"

#include <map>

namespace table {

namespace {

using namespace online;

// The sentences without a seat in them.
const std::map<std::string, const char*>& plain_words() {
    static const std::map<std::string, const char*> words = {
        {kSayHelloFirst, tr_noop("the table did not hear this page say hello first")},
        {kHelloTwice, tr_noop("this page said hello twice")},
        {kGameStarted, tr_noop("the game has started")},
        {kGameNotStarted, tr_noop("the game has not started")},
        {kNoSuchSeat, tr_noop("there is no such seat")},
        {kSeatTaken, tr_noop("someone sits there already")},
        {kSitDownFirst, tr_noop("sit down first")},
        {kNotNow, tr_noop("not now")},
        {kTooManyMessages, tr_noop("The host closed the connection: too many messages.")},
        {kTooManyUnreadable,
         tr_noop("The host closed the connection: too many unreadable messages.")},
        {kNoHello, tr_noop("The host closed the connection: no hello.")},
        {kTableClosed, tr_noop("The host closed this table.")},
        {kOtherGame, tr_noop("This link is for another game's table.")},
        {kEverySeatTaken, tr_noop("The game at this table has started, and every seat is taken.")},
        {kSeatTakenElsewhere,
         tr_noop("Your seat was taken up in another tab or on another device.")},
        {kHostClosedTable, tr_noop("The host closed the table.")},
        {kHostStartedAnother, tr_noop("The host started another game.")},
        {kHostWentBack, tr_noop("The host went back to another game.")},
        {kMessageTooLong, tr_noop("A message to a guest was too long to send.")},
        {kOnlineUnavailable, tr_noop("Online play is not available here.")},
        {kHostSilent, tr_noop("the host does not answer")},
        {kYouLeft, tr_noop("You left the table.")},
        {kReconnecting, tr_noop("Not connected to the table: connecting again...")},
    };
    return words;
}

// The sentences about one seat, {name} its name.
const std::map<std::string, const char*>& seat_words() {
    static const std::map<std::string, const char*> words = {
        {kSatDown, tr_noop("{name} sat down at seat {seat}.")},
        {kBack, tr_noop("{name} is back.")},
        {kBackFromBot, tr_noop("{name} is back and plays again; the bot stood up.")},
        {kAway, tr_noop("{name} is away; the game waits.")},
        {kLeft, tr_noop("{name} left.")},
        {kBotStandsIn, tr_noop("A bot plays {name}'s seat until {name} is back.")},
        {kHostBack, tr_noop("{name} is back at the table.")},
    };
    return words;
}

} // namespace

std::string online_said(const core::Refusal& code, const std::vector<std::string>& names) {
    const Voice voice(names, -1);
    if (auto w = plain_words().find(code.code); w != plain_words().end()) return tr(w->second);
    if (auto w = seat_words().find(code.code); w != seat_words().end() && code.args.size() == 1)
        return fill(tr(w->second), {{"name", voice.name(code.args[0])},
                                    {"seat", std::to_string(code.args[0] + 1)}});
    if (code.code == kWaitsFor) {
        std::vector<std::string> who;
        for (int seat : code.args) who.push_back(voice.name(seat));
        return fill(tr("The game waits for {names} to come back."), {{"names", and_list(who)}});
    }
    return {};
}

std::string online_words(const std::string& said, const std::vector<std::string>& names,
                         const GameTable* table) {
    const auto code = core::read_refusal(said);
    if (!code) return said;
    std::string words = online_said(*code, names);
    if (!words.empty()) return words;
    return table ? table->refusal_line(said) : refusal_text(said, {});
}

} // namespace table
