#include "table/txek/rules_help.h"

#include "table/rules_page.h"

namespace table {
namespace {

const rules::Book& kBook = rules::AddBook({"txek", &rules::texts_txek, "txek.", {}});

} // namespace

bool DrawTxekRules(const Fonts& fonts, const Atlas& atlas) {
    return rules::DrawPage(fonts, atlas, kBook);
}

} // namespace table
