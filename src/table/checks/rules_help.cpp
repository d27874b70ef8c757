#include "table/checks/rules_help.h"

#include "table/rules_page.h"

namespace table {
namespace {

const rules::Book& kBook = rules::AddBook({"checks", &rules::texts_checks, "std.", {}});

} // namespace

bool DrawChecksRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kBook);
}

} // namespace table
