#pragma once

#include <QString>

namespace pm {

// JIRA wiki markup to HTML for the preview (a QTextBrowser): the forms the wiki writer
// (wikimarkup.h) emits, read the way JIRA's notation describes them: hN. headings,
// *strong*, _emphasis_, -strike-, +underline+, the {*} forms inside a word, {{monospace}},
// {code[:lang]} and {noformat} blocks, * and # lists nested by prefix, ||head|| and |cell|
// tables, [text|url] and [url] links, bq. and {quote}, ----, \\ line breaks, and the
// escapes (\X, &#92;, &amp;), which show as the literal characters. All text is
// HTML-escaped; links keep their URL as written.
QString wikiToHtml(const QString &wiki);

} // namespace pm
