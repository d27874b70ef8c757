#include "table/tschak/rules_help.h"

#include "table/rules_page.h"

namespace table {
namespace {

const rules::Book& kBook = rules::AddBook({"tschak", &rules::texts_tschak, "tschak.", {}});

} // namespace

bool DrawTschakRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kBook);
}

} // namespace table
