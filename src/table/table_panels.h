// What every game's table draws alike around its own layout: the felt, the top bar, and the
// result panel laid over the table at the end of a hand, a round or a game.
#pragma once
#include "table/game_ui.h"
#include "table/theme.h"
#include "table/voice.h"

#include <imgui.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace table {

// The colours the tables share: a name plate (gold for the player to move, its text dark), the
// prompt's ink, and the prompt's when it says why a choice is refused.
inline constexpr ImU32 kTurnPlate = IM_COL32(236, 196, 96, 235);
inline constexpr ImU32 kTurnPlateText = IM_COL32(30, 30, 20, 255);
inline constexpr ImU32 kPlate = IM_COL32(0, 40, 24, 210);
inline constexpr ImU32 kPromptInk = IM_COL32(250, 244, 228, 235);
inline constexpr ImU32 kRefusalInk = IM_COL32(255, 190, 170, 255);

// The felt: a rounded table of `colour` under the cards, with a gold rim.
void DrawFelt(ImVec2 origin, ImVec2 size, ImU32 colour);

// The top bar: the game's name and `detail` ("Checks · game 2") when the screen is wider than
// `title_from` (a phone needs the room for the buttons), then the buttons every table has
// (DrawTableBarButtons).
void DrawTableTopBar(ImVec2 origin, float width, std::string_view game, const std::string& detail,
                     TableIntent& out, float title_from = 760.0f);

// How dark the table goes under a result panel, so the panel stands out from the cards.
inline constexpr ImU32 kResultShade = IM_COL32(0, 20, 12, 170);

// A result panel over the table: the table (`origin`, `size`) dimmed with `shade`, then a panel
// at most `max_width` wide, centred, `top` below the table's top edge. Returns the width inside
// the panel; the caller draws its lines and ends it with EndPanel().
float BeginResultPanel(ImVec2 origin, ImVec2 size, float max_width, float top,
                       ImU32 shade = kResultShade);

// A result panel's first line, in the title font, wrapped on a phone.
void ResultHeadline(const Fonts& fonts, const std::string& text);

// Who won, with ties: "Ana wins the game", "You win the game", "Ana and Bo share the victory".
// `one_wins` and `you_win` are the translated sentences for another player ({name}) and for
// the person: tr("{name} wins the game"), tr("You win the game").
std::string WinnersLine(const Voice& say, const std::vector<int>& winners, const char* one_wins,
                        const char* you_win);

// A game-over panel's headline, who won (WinnersLine), and under it what broke a tie in the
// rules' words (`tie_break`: CHECK!'s point-stack cards, Tschak!'s monsters; "" for none).
void WinnersHeadline(const Fonts& fonts, const Voice& say, const std::vector<int>& winners,
                     const char* one_wins, const char* you_win, const std::string& tie_break = {});

// Share replay, `size` (target "share_replay"): the link that replays the game. An online
// guest's table has no replay link yet (TableFrame::share_replay, `share`): no button, and with
// `keep_room` its room kept, so the buttons beside it stay where they are.
void ShareReplayButton(ImVec2 size, bool share, TableIntent& out, bool keep_room = false);

// A result panel's buttons at the end of the game: the sheet (gold) and a new game side by side,
// Share replay under them (targets "game_sheet", "new_match", "share_replay").
void GameOverButtons(float inner, const char* sheet_label, const char* new_label, bool share,
                     TableIntent& out);

// The next deal, `size` wide: a button for the people at the table (true: pressed); else, when
// the table deals on by itself, the time left (`counting`, translated, with {seconds}: "Next
// game in 3 s"); else room kept, so the buttons beside it stay where they are.
bool NextDealButton(const char* label, const char* counting, const char* target, ImVec2 size,
                    bool people_press, std::optional<std::int64_t> ms_left);

// The height of a result panel's buttons: a finger's width and a little more.
inline constexpr float kResultButtonHeight = kTouchTarget + 4;

} // namespace table
