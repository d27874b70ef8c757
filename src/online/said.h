// What online play tells a person, as codes in the form of the engines' refusals
// (engine/core/refusal.h): "back:2", a code and seat numbers (0-based), never words. The table
// words them in its own person's language (src/table/online_words.cpp), so a guest reads the
// host's refusals, and the host its guests' comings and goings, each in their own language.
#pragma once

namespace online {

// ---- Host to guest: a message refused (Refused), the connection closed (Closed).
inline constexpr const char* kSayHelloFirst = "say_hello_first";
inline constexpr const char* kHelloTwice = "hello_twice";
inline constexpr const char* kGameStarted = "game_started";
inline constexpr const char* kGameNotStarted = "game_not_started";
inline constexpr const char* kNoSuchSeat = "no_such_seat";
inline constexpr const char* kSeatTaken = "seat_taken";
inline constexpr const char* kSitDownFirst = "sit_down_first";
inline constexpr const char* kNotNow = "not_now";
inline constexpr const char* kWaitsFor = "waits_for"; // the seats the game waits for
inline constexpr const char* kTooManyMessages = "too_many_messages";
inline constexpr const char* kTooManyUnreadable = "too_many_unreadable";
inline constexpr const char* kNoHello = "no_hello";
inline constexpr const char* kTableClosed = "table_closed";
inline constexpr const char* kOtherGame = "other_game";
inline constexpr const char* kEverySeatTaken = "every_seat_taken";
inline constexpr const char* kSeatTakenElsewhere = "seat_taken_elsewhere";
// Host::close, as the host's table says why it closes.
inline constexpr const char* kHostClosedTable = "host_closed_table";
inline constexpr const char* kHostStartedAnother = "host_started_another";
inline constexpr const char* kHostWentBack = "host_went_back";

// ---- To the host's person (Host::take_notices): the seat's number.
inline constexpr const char* kSatDown = "sat_down";
inline constexpr const char* kBack = "back";
inline constexpr const char* kBackFromBot = "back_from_bot";
inline constexpr const char* kAway = "away";
inline constexpr const char* kLeft = "left";
inline constexpr const char* kBotStandsIn = "bot_stands_in";
inline constexpr const char* kMessageTooLong = "message_too_long";

// ---- The guest's own (Guest::closed_why, Guest::take_notices).
inline constexpr const char* kOnlineUnavailable = "online_unavailable";
inline constexpr const char* kHostSilent = "host_silent";
inline constexpr const char* kHostBack = "host_back"; // the host's seat
inline constexpr const char* kYouLeft = "you_left";
inline constexpr const char* kReconnecting = "reconnecting";

} // namespace online
