// A table's log: every line of the game, newest last, in a box that scrolls by wheel, drag and
// touch, wraps its lines, and follows the newest line unless the player scrolled back to read.
// Every game's table keeps one; after a reload the session refills it from the action log.
// A line is kept as what words it (the event it tells, the sentence it is), not as text, so a
// switch of language rewords the whole log at once.
#pragma once
#include <imgui.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace table {

// A line's words in the current language ("" for an event that makes no line).
using LineWords = std::function<std::string()>;

class TableLog {
public:
    void add(LineWords words); // a line that reads "" is not written
    void clear() { words_.clear(), lines_.clear(); }
    std::size_t size() const { return lines_.size(); }
    // The box at `at`, `width` wide and `rows` lines tall; `id` names it (and its test target).
    void draw(const char* id, ImVec2 at, float width, int rows);
    static float height(int rows); // of the box drawn `rows` lines tall
    // The newest `n` lines, oldest first (the test hook).
    nlohmann::json newest(std::size_t n) const;

private:
    friend class SeatLogs;
    void reword() const; // lines_ again, if the language changed since they were worded

    std::vector<LineWords> words_;
    mutable std::vector<std::string> lines_; // words_ worded in language_
    mutable std::string language_;
    bool following_ = true; // the newest line is in view, and new ones scroll into it
    float scrolled_ = 0;    // the scroll as the last frame left it
};

// The logs of the seats one device shows: one a seat a person plays here, and the watcher's
// (seat -1) for the moments nobody's hand is shown. Each is written only from its own seat's
// events, live and after a reload alike, so a person handed the device never reads what another
// seat was told (a secret choice, the cards given in an exchange), and the log rebuilt from the
// action log is the very log that was shown.
class SeatLogs {
public:
    explicit SeatLogs(LineWords first_line) : first_line_(std::move(first_line)) {}
    // The seat's log, opened with the game's first line the first time it is asked for.
    TableLog& of(int seat);
    // A line of the table's own to every log opened so far ("Game resumed").
    void add_all(const LineWords& line);
    void clear() { logs_.clear(); }
    std::vector<std::string> lines(int seat) const; // none for a seat without a log
    // The test hook's part: the seat's newest `n` lines and how many it has.
    nlohmann::json newest(int seat, std::size_t n) const;
    std::size_t size(int seat) const;

private:
    LineWords first_line_;
    std::map<int, TableLog> logs_;
};

} // namespace table
