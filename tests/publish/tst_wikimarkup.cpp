#include "wikimarkup.h"

#include <QTest>

using namespace pm;

class TestWikiMarkup : public QObject
{
    Q_OBJECT

private slots:
    void blocks_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("wiki");
        QTest::newRow("heading") << "## Timeline"
                                 << "h2. Timeline";
        QTest::newRow("emphasis") << "**bold** and *em* and ~~gone~~"
                                  << "*bold* and _em_ and -gone-";
        QTest::newRow("code span escapes") << "`a*b{c}`"
                                           << "{{a*b\\{c\\}}}";
        QTest::newRow("mid-word strong") << "mid**word**bold"
                                         << "mid{*}word{*}bold";
        QTest::newRow("brackets, braces, bars") << "Use [x] {y} a|b"
                                                << "Use \\[x\\] \\{y\\} a\\|b";
        QTest::newRow("inside words stays") << "well-known snake_case a+b"
                                            << "well-known snake_case a+b";
        QTest::newRow("dashes") << "a -- b --- c"
                                << "a \\-\\- b \\-\\-\\- c";
        QTest::newRow("star at line start") << "\\* not a list"
                                            << "\\* not a list";
        QTest::newRow("hash at line start") << "\\# not a list"
                                            << "\\# not a list";
        QTest::newRow("heading form in text") << "h1. is how wiki markup writes headings"
                                              << "h1\\. is how wiki markup writes headings";
        QTest::newRow("quote form in text") << "bq. quoted?"
                                            << "bq\\. quoted?";
        QTest::newRow("backslash") << "C:\\\\temp"
                                   << "C:&#92;temp";
        QTest::newRow("entity-like text") << "AT&amp;T &copy; R&D &c"
                                          << "AT&amp;T © R&amp;D &amp;c";
        QTest::newRow("entity left as text") << "`&copy;` is an entity"
                                             << "{{&amp;copy;}} is an entity";
        QTest::newRow("emoticons") << "ok (y) done (/) smile :) wink ;)"
                                   << "ok \\(y) done \\(/) smile \\:) wink \\;)";
        QTest::newRow("citation") << "what??really??"
                                  << "what\\?\\?really\\?\\?";
        QTest::newRow("image form") << "wow!img.png! yes!"
                                    << "wow\\!img.png! yes!";
        QTest::newRow("a macro name in monospace") << "`code` and `noformat}`"
                                                   << "{{\\code}} and {{\\noformat\\}}}";
        QTest::newRow("hard break") << "a  \nb"
                                    << "a\\\\ b";
        QTest::newRow("soft break is a space") << "a\nb"
                                               << "a b";
        QTest::newRow("link") << "[the run book](https://wiki.example.com/a|b)"
                              << "[the run book|https://wiki.example.com/a%7Cb]";
        QTest::newRow("link with marks") << "[**bold** link](https://x.example/)"
                                         << "[*bold* link|https://x.example/]";
        QTest::newRow("bullets") << "- a\n- b\n  - c"
                                 << "* a\n* b\n** c";
        QTest::newRow("ordered") << "1. a\n2. b\n   1. c"
                                 << "# a\n# b\n## c";
        QTest::newRow("task items") << "- [x] done\n- [ ] open"
                                    << "* \\[x\\] done\n* \\[ \\] open";
        QTest::newRow("item paragraphs") << "- one\n\n  two"
                                         << "* one \\\\ two";
        QTest::newRow("code with language") << "```python\nprint(1)\n```"
                                            << "{code:python}\nprint(1)\n{code}";
        QTest::newRow("code without language") << "```\n*x* {y}\n```"
                                               << "{noformat}\n*x* {y}\n{noformat}";
        QTest::newRow("unknown language") << "```brainfuck\n+[]\n```"
                                          << "{noformat}\n+[]\n{noformat}";
        QTest::newRow("code holding noformat") << "```\n{noformat}\n```"
                                               << "{code}\n{noformat}\n{code}";
        QTest::newRow("code holding both") << "```\n{code}\n{noformat}\n```"
                                           << "{{\\{code\\}}}\n{{\\{noformat\\}}}";
        QTest::newRow("table") << "| a | b |\n|---|---|\n| 1 | x\\|y |\n|  | 2 |"
                               << "||a||b||\n|1|x\\|y|\n| |2|";
        QTest::newRow("quote") << "> first\n>\n> second"
                               << "{quote}\nfirst\n\nsecond\n{quote}";
        QTest::newRow("heading in a quote") << "> # loud"
                                            << "{quote}\n*loud*\n{quote}";
        QTest::newRow("rule") << "a\n\n---\n\nb"
                              << "a\n\n----\n\nb";
        QTest::newRow("raw html stays visible") << "<div>x</div>"
                                                << "{noformat}\n<div>x</div>\n{noformat}";
        QTest::newRow("cjk") << "**根因**：缓存键_缺少_版本"
                             << "*根因*：缓存键\\_缺少\\_版本";
    }
    void blocks()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, wiki);
        QCOMPARE(markdownToWikiMarkup(markdown), wiki);
    }

    void headingTextIsEscaped()
    {
        QCOMPARE(wikiHeading(2, QStringLiteral("Post-mortem: [CDN] cache *stale*")),
                 QStringLiteral("h2. Post-mortem: \\[CDN\\] cache \\*stale\\*"));
        QCOMPARE(wikiHeading(9, QStringLiteral("x")), QStringLiteral("h6. x"));
    }
};

QTEST_GUILESS_MAIN(TestWikiMarkup)
#include "tst_wikimarkup.moc"
