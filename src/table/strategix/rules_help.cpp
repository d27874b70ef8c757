#include "table/strategix/rules_help.h"

#include "table/rules_page.h"

namespace table {
namespace {

const rules::Book& kBook = rules::AddBook({"strategix", &rules::texts_strategix, "letter.", {}});

} // namespace

bool DrawStrategixRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kBook);
}

} // namespace table
