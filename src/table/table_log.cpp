#include "table/table_log.h"

#include "table/i18n.h"
#include "table/widgets.h"

namespace table {

void TableLog::add(LineWords words) {
    reword();
    std::string line = words ? words() : std::string();
    if (line.empty()) return;
    words_.push_back(std::move(words));
    lines_.push_back(std::move(line));
}

void TableLog::reword() const {
    if (language_ == i18n::language()) return;
    language_ = i18n::language();
    for (std::size_t i = 0; i < words_.size(); ++i) lines_[i] = words_[i]();
}

TableLog& SeatLogs::of(int seat) {
    auto [it, opened] = logs_.try_emplace(seat);
    if (opened) it->second.add(first_line_);
    return it->second;
}

void SeatLogs::add_all(const LineWords& line) {
    for (auto& [seat, log] : logs_) log.add(line);
}

nlohmann::json SeatLogs::newest(int seat, std::size_t n) const {
    auto it = logs_.find(seat);
    return it == logs_.end() ? nlohmann::json::array() : it->second.newest(n);
}

std::size_t SeatLogs::size(int seat) const {
    auto it = logs_.find(seat);
    return it == logs_.end() ? 0 : it->second.size();
}

std::vector<std::string> SeatLogs::lines(int seat) const {
    auto it = logs_.find(seat);
    if (it == logs_.end()) return {};
    it->second.reword();
    return it->second.lines_;
}

float TableLog::height(int rows) {
    return float(rows) * ImGui::GetTextLineHeightWithSpacing() +
           2 * ImGui::GetStyle().WindowPadding.y;
}

void TableLog::draw(const char* id, ImVec2 at, float width, int rows) {
    reword();
    ImGui::SetCursorScreenPos(at);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, IM_COL32(0, 30, 18, 170));
    ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 10.0f);
    ImGui::BeginChild(id, ImVec2(width, height(rows)), false,
                      ImGuiWindowFlags_AlwaysUseWindowPadding);
    MarkTarget(id);
    // The newest line stays in view until the player scrolls back to read: a scroll that did not
    // move is still at the newest line though the lines grew taller under it (a scrollbar that
    // appears narrows the box, and lines wrap anew).
    const float scroll = ImGui::GetScrollY();
    following_ = scroll >= ImGui::GetScrollMaxY() - 2.0f || (following_ && scroll == scrolled_);
    // Rows are drawn inside the padding, never in it: a row half scrolled out is cut there.
    const ImVec2 pad = ImGui::GetStyle().WindowPadding, at_min = ImGui::GetWindowPos();
    const ImVec2 box = ImGui::GetWindowSize();
    ImGui::PushClipRect(ImVec2(at_min.x, at_min.y + pad.y),
                        ImVec2(at_min.x + box.x, at_min.y + box.y - pad.y), true);
    ImGui::PushTextWrapPos(0.0f); // a long line wraps instead of being cut
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        const bool newest = i + 1 == lines_.size();
        ImGui::PushStyleColor(ImGuiCol_Text,
                              newest ? IM_COL32(250, 244, 228, 255) : IM_COL32(200, 220, 205, 200));
        ImGui::TextUnformatted(lines_[i].c_str());
        ImGui::PopStyleColor();
    }
    ImGui::PopTextWrapPos();
    ImGui::PopClipRect();
    // New lines scroll into view, unless the player scrolled back to read older ones.
    if (following_) ImGui::SetScrollHereY(1.0f);
    DragToScroll();
    scrolled_ = ImGui::GetScrollY();
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

nlohmann::json TableLog::newest(std::size_t n) const {
    reword();
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t i = lines_.size() > n ? lines_.size() - n : 0; i < lines_.size(); ++i)
        out.push_back(lines_[i]);
    return out;
}

} // namespace table
