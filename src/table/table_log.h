// A table's log: every line of the game, newest last, in a box that scrolls by wheel, drag and
// touch, wraps its lines, and follows the newest line unless the player scrolled back to read.
// Every game's table keeps one; after a reload the session refills it from the action log.
#pragma once
#include <imgui.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace table {

class TableLog {
public:
    void add(std::string line); // an empty line is not written
    void clear() { lines_.clear(); }
    std::size_t size() const { return lines_.size(); }
    // The box at `at`, `width` wide and `rows` lines tall; `id` names it (and its test target).
    void draw(const char* id, ImVec2 at, float width, int rows);
    static float height(int rows); // of the box drawn `rows` lines tall
    // The newest `n` lines, oldest first (the test hook).
    nlohmann::json newest(std::size_t n) const;

private:
    std::vector<std::string> lines_;
    bool following_ = true; // the newest line is in view, and new ones scroll into it
    float scrolled_ = 0;    // the scroll as the last frame left it
};

} // namespace table
