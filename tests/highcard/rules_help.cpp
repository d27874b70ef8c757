#include "highcard/rules_help.h"

#include "table/rules_page.h"

namespace table {
namespace {

const rules::Book& kBook = rules::AddBook({"highcard", &rules::texts_highcard, "std.", {}});

} // namespace

bool DrawHighcardRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kBook);
}

} // namespace table
