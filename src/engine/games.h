// The games the engine offers. Each game folder registers itself here with its facts; the table's
// home screen, the link codec and the tools all read this one list.
#pragma once
#include <string_view>
#include <vector>

namespace games {

struct GameInfo {
    std::string_view id;    // used in links and storage keys: [a-z0-9]{1,16}
    std::string_view name;  // as printed on the box
    int min_players;
    int max_players;
    std::string_view blurb;  // one line for the home screen
};

const std::vector<GameInfo>& registered();
const GameInfo* find(std::string_view id);

}  // namespace games
