// SheetBookOf<T>: the one implementation of table::SheetBook (game_ui.h) for every game's typed
// sheet. A game's ui.cpp derives its traits T from SheetTraits<R> (below), R its sheet's rules
// (sheet_store.h, "A game's sheet, from its rules"), which gives
//   Sheet                          its sheet (members id, seed, players, rows, finished)
//   sheet_store()                  its SheetStore (sheet_store.h): storage, and the noun and
//                                  export file name its messages use
//   start(match, now_ms, now_text) a blank sheet for a match (blank_sheet)
//   sync(sheet, rows)              Expected<int>: the rows of games::Match::result_rows not yet on
//                                  it, read and added by R (sheet_store.h: sync_results)
//   finished(sheet)                the whole is over: the sheet goes to the history (Txek at 200);
//                                  sheet.over()
//   draw(fonts, sheet, width), draw_history(fonts, sheets, width)   its panel (a blank Sheet{}
//                                  draws "nothing on the sheet yet"): DrawSheet and DrawHistory,
//                                  declared beside the Sheet (<game>/sheet_panel.h) and found
//                                  there by the sheet's type
//   summary(sheet)                 what the test hook shows of it besides its id and rows:
//                                  standing(sheet), its totals, leaders and whether it is over
// and hides a member of SheetTraits only where the game differs from it, or adds
//   aided(sheet), mark_aided(sheet) optional: the sheet says a beginners' aid helped (Txek's
//                                  TXEK assist); a game without them has no such mark
//
// Tabs: the current sheet is saved with a revision, one more than the newest this
// book read or wrote, and never over a newer one. Before it changes anything the book takes up
// the current sheet as stored when another tab saved it since (refuse and reload, rather than
// merge): a sheet's rows are its match's results (sync), so the rows this book would add are
// added again to the reloaded sheet, and the rows the other tab filed stay. Filing keeps the
// fuller copy of a sheet already in the history (sheet_store.h, finish_current).
#pragma once
#include "platform/platform.h"
#include "table/game_ui.h"
#include "table/i18n.h"
#include "table/sheet_draw.h"
#include "table/sheet_store.h"

#include <algorithm>
#include <imgui.h>
#include <type_traits>
#include <utility>

namespace table {

// T has aided(sheet) and mark_aided(sheet).
template <class T, class = void> struct MarksAid : std::false_type {};
template <class T>
struct MarksAid<T, std::void_t<decltype(T::mark_aided(std::declval<typename T::Sheet&>()))>>
    : std::true_type {};

// A sheet's noun (sheet.h's R::noun: "score sheet") in the player's language, and its plural.
inline std::string sheet_noun(const std::string& noun) {
    if (noun == "score sheet") return tr("score sheet");
    if (noun == "game sheet") return tr("game sheet");
    if (noun == "match sheet") return tr("match sheet");
    return noun;
}
inline std::string sheet_nouns(const std::string& noun) {
    if (noun == "score sheet") return tr("score sheets");
    if (noun == "game sheet") return tr("game sheets");
    if (noun == "match sheet") return tr("match sheets");
    return noun + "s";
}

// A game's traits for SheetBookOf, from its sheet's rules R (the list above).
template <class R> struct SheetTraits {
    using Sheet = typename R::Sheet;

    static const sheets::SheetStore<Sheet>& sheet_store() { return sheets::store_of<R>(); }
    static Sheet start(const SheetMatch& m, std::int64_t now_ms, const std::string& now_text) {
        return sheets::blank_sheet<Sheet>(m.setup, m.seed, m.names, now_ms, now_text);
    }
    static core::Expected<int> sync(Sheet& sheet, const std::vector<nlohmann::json>& rows) {
        auto results = sheets::read_results(
            rows, [&sheet](const nlohmann::json& row) { return R::read_result(row, sheet); });
        if (!results) return core::Expected<int>::fail(results.error());
        return sheets::sync_results(sheet, results.value());
    }
    static bool finished(const Sheet& sheet) { return sheet.over(); }
    static sheets::SheetIntent draw(const Fonts& fonts, const Sheet& sheet, float width) {
        return DrawSheet(fonts, sheet, width);
    }
    static void draw_history(const Fonts& fonts, const std::vector<Sheet>& history, float width) {
        DrawHistory(fonts, history, width);
    }
    static nlohmann::json summary(const Sheet& sheet) { return standing(sheet); }
    static nlohmann::json standing(const Sheet& sheet) {
        return {{"totals", sheet.totals()}, {"leaders", sheet.leaders()}, {"over", sheet.over()}};
    }
};

// [to_json(item), ...] (a summary's list).
template <class T, class ToJson>
nlohmann::json json_list(const std::vector<T>& items, ToJson to_json) {
    nlohmann::json out = nlohmann::json::array();
    for (const T& item : items) out.push_back(to_json(item));
    return out;
}

template <class T> class SheetBookOf final : public SheetBook {
public:
    using Sheet = typename T::Sheet;

    std::string load(platform::Storage& storage) override {
        auto loaded = T::sheet_store().load_current(storage);
        current_ = loaded.sheet;
        writable_ = loaded.writable;
        revision_ = std::max(revision_, loaded.revision);
        return loaded.problem;
    }

    std::string start(platform::Storage& storage, const SheetMatch& match, Notices& out) override {
        take_up_stored(storage, out); // another tab's sheet is filed below, not overwritten
        retire(storage, out);
        current_ = T::start(match, platform::epoch_ms(), platform::now_iso8601());
        finished_.reset();
        save(storage, out);
        return current_->id;
    }

    std::string follow(platform::Storage& storage, const SheetMatch& match,
                       const std::vector<nlohmann::json>& rows, Notices& out) override {
        if (!writable_) return match.sheet_id; // unreadable text still sits under the key
        take_up_stored(storage, out);
        if (!writable_) return match.sheet_id;
        if (!find_sheet(storage, match, out)) return match.sheet_id; // filed: nothing to add
        auto added = T::sync(*current_, rows);
        if (!added) {
            // TRANSLATORS: {sheet} is "score sheet", "game sheet" or "match sheet", translated.
            out.emplace_back(fill(tr("The {sheet} does not match this game ({why}); a new sheet "
                                     "is started."),
                                  {{"sheet", noun()}, {"why", added.error()}}));
            SheetMatch fresh = match;
            fresh.sheet_id.clear();
            start(storage, fresh, out);
            added = T::sync(*current_, rows);
        }
        if (added && added.value() > 0) save(storage, out);
        const std::string id = current_->id;
        if (T::finished(*current_)) file_current(storage, out);
        return id;
    }

    // A sheet with no row yet holds nothing to keep: it is dropped, not filed.
    void retire(platform::Storage& storage, Notices& out) override {
        if (current_ && writable_ && !current_->rows.empty()) file_current(storage, out);
        current_.reset();
    }

    void mark_aided(platform::Storage& storage, const SheetMatch& match, Notices& out) override {
        if constexpr (MarksAid<T>::value) {
            // Once marked, nothing more to do: the table asks every frame the aid is on.
            if (!writable_ || !current_ || current_->id != match.sheet_id || T::aided(*current_))
                return;
            take_up_stored(storage, out);
            if (!writable_ || !current_ || current_->id != match.sheet_id) return;
            T::mark_aided(*current_);
            save(storage, out);
        }
    }

    bool draw_screen(const Fonts& fonts, platform::Storage& storage, Notices& out) override {
        const float w = BeginColumn("sheet", 760.0f);
        ImGui::Dummy(ImVec2(0, 6));
        const Sheet blank;
        const Sheet& shown = current_ ? *current_ : finished_ ? *finished_ : blank;
        const auto in = T::draw(fonts, shown, w);
        if (in.show_history) {
            show_history_ = !show_history_;
            if (show_history_) history_ = read_history(storage, out);
        }
        if (show_history_) T::draw_history(fonts, history_, w);
        EndColumn();
        if (in.export_all) export_file(storage, out);
        import_asked_ = in.import;
        return in.back;
    }

    bool import_asked() const override { return import_asked_; }

    void import_text(platform::Storage& storage, const std::string& text, Notices& out) override {
        auto added = T::sheet_store().import_all(storage, text);
        if (!added) {
            out.emplace_back(fill(tr("That file was not imported: {why}. Nothing was changed."),
                                  {{"why", added.error()}}));
            return;
        }
        out.push_back({fill(tr("Imported {n} {sheet}(s)."),
                            {{"n", std::to_string(added.value())}, {"sheet", noun()}}),
                       false});
        if (!current_)
            if (auto loaded = T::sheet_store().load_current(storage); loaded.sheet)
                current_ = loaded.sheet, revision_ = std::max(revision_, loaded.revision);
        history_ = read_history(storage, out);
    }

    std::string why_unreadable(platform::Storage& storage) const override {
        if (auto c = T::sheet_store().load_current(storage); !c.problem.empty()) return c.why;
        return T::sheet_store().load_history(storage).why;
    }

    nlohmann::json public_json() const override {
        const Sheet* shown = current_ ? &*current_ : finished_ ? &*finished_ : nullptr;
        if (!shown) return nlohmann::json();
        nlohmann::json out = T::summary(*shown);
        out["id"] = shown->id;
        out["rows"] = shown->rows.size();
        return out;
    }

private:
    // The store's noun in the player's language, for the notices: "score sheet(s)".
    static std::string noun() { return sheet_noun(T::sheet_store().names.noun); }
    static std::string nouns() { return sheet_nouns(T::sheet_store().names.noun); }

    // Makes current_ the sheet of `match`; false when its sheet is already filed (finished).
    bool find_sheet(platform::Storage& storage, const SheetMatch& match, Notices& out) {
        if (match.sheet_id.empty()) {
            // A game saved before sheets had ids: the current sheet is its own when it has the
            // same seed and players.
            if (current_ && current_->seed == match.seed &&
                current_->players.size() == match.names.size())
                return true;
            start(storage, match, out);
            return true;
        }
        if (current_ && current_->id == match.sheet_id) return true;
        for (const Sheet& s : read_history(storage, out))
            if (s.id == match.sheet_id) {
                // Filed when another game replaced this one, which now came back (Settings →
                // Kept aside, Resume): the sheet goes on with it.
                if (!T::finished(s)) return reopen(storage, s.id, out);
                finished_ = s;
                return false;
            }
        // Another match's sheet is current, or this one's was lost: a sheet under this id.
        retire(storage, out);
        current_ = T::start(match, platform::epoch_ms(), platform::now_iso8601());
        current_->id = match.sheet_id;
        finished_.reset();
        save(storage, out);
        return true;
    }

    bool reopen(platform::Storage& storage, const std::string& id, Notices& out) {
        retire(storage, out);
        auto back = T::sheet_store().reopen(storage, id);
        if (!back) {
            out.emplace_back(
                fill(tr("The {sheet} of this game could not be taken up again: {why}."),
                     {{"sheet", noun()}, {"why", back.error()}}));
            return false;
        }
        current_ = std::move(back.value());
        finished_.reset();
        return true;
    }

    // The current sheet as stored, when another tab saved it since this book read or wrote it
    // (a newer revision), when it is another match's, or when this book holds none.
    void take_up_stored(platform::Storage& storage, Notices& out) {
        auto stored = T::sheet_store().load_current(storage);
        if (!stored.problem.empty()) out.emplace_back(stored.problem);
        if (!stored.writable) writable_ = false;
        if (!stored.sheet) return;
        if (current_ && stored.sheet->id == current_->id && stored.revision <= revision_) return;
        current_ = std::move(stored.sheet);
        revision_ = std::max(revision_, stored.revision);
    }

    // Never over a newer revision, nor over rows of another match's sheet: the next change takes
    // it up first (take_up_stored), and this match's rows come again from the match.
    void save(platform::Storage& storage, Notices& out) {
        auto stored = T::sheet_store().load_current(storage);
        if (!stored.problem.empty()) out.emplace_back(stored.problem);
        if (!stored.writable) writable_ = false;
        if (!stored.writable) return;
        if (stored.sheet && stored.sheet->id == current_->id && stored.revision > revision_) return;
        if (stored.sheet && stored.sheet->id != current_->id && !stored.sheet->rows.empty()) return;
        revision_ = std::max(revision_, stored.revision) + 1;
        if (!T::sheet_store().save_current(storage, *current_, revision_))
            out.emplace_back(
                fill(tr("The {sheet} could not be saved in this browser (storage full?)."),
                     {{"sheet", noun()}}));
    }

    // The current sheet into the history; it stays on screen as the finished one.
    void file_current(platform::Storage& storage, Notices& out) {
        if (current_->finished.empty()) current_->finished = platform::now_iso8601();
        auto moved = T::sheet_store().finish_current(storage, *current_);
        if (!moved)
            out.emplace_back(fill(tr("The {sheet} could not be filed: {why}."),
                                  {{"sheet", noun()}, {"why", moved.error()}}));
        finished_ = std::move(current_);
        current_.reset();
    }

    std::vector<Sheet> read_history(platform::Storage& storage, Notices& out) {
        auto h = T::sheet_store().load_history(storage);
        if (!h.problem.empty()) out.emplace_back(h.problem);
        return h.sheets;
    }

    void export_file(platform::Storage& storage, Notices& out) {
        const std::string file = T::sheet_store().names.export_file;
        std::string where;
        if (platform::save_text_file(file, T::sheet_store().export_all(storage), where))
            out.push_back({fill(tr("All {sheets} were exported to {where} ({file})."),
                                {{"sheets", nouns()}, {"where", where}, {"file", file}}),
                           false});
        else
            out.emplace_back(
                fill(tr("The {sheets} could not be exported."), {{"sheets", nouns()}}));
    }

    std::optional<Sheet> current_;  // the sheet being played
    std::optional<Sheet> finished_; // the last one filed, still shown
    bool writable_ = true;          // false: unreadable text sits under the key
    std::uint64_t revision_ = 0;    // of the current sheet this book last read or wrote
    std::vector<Sheet> history_;
    bool show_history_ = false;
    bool import_asked_ = false;
};

} // namespace table
