// spellCheckWords: which words of a section a spell checker sees. Runs without Sonnet:
// it is the part that decides that code, identifiers, URLs, ticket keys and Chinese are
// never flagged, whatever the dictionary says.
#include "spellranges.h"

#include <QTest>

using namespace pm::lint;

namespace {

QStringList wordsOf(const QString &text)
{
    QStringList out;
    for (const SpellWord &w : spellCheckWords(text))
        out << text.mid(w.start, w.length);
    return out;
}

} // namespace

class TestSpellRanges : public QObject
{
    Q_OBJECT

private slots:
    void checkedWords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        const auto w = [](const char *joined) { return QString::fromUtf8(joined).split(u' ', Qt::SkipEmptyParts); };
        QTest::newRow("plain prose") << QStringLiteral("The cache recieved a stale entry.")
                                     << w("The cache recieved stale entry");
        QTest::newRow("single letters are not words") << QStringLiteral("a b I x") << QStringList();
        QTest::newRow("punctuation and emphasis wrap words")
            << QStringLiteral("(see *this*), “quoted” and **bold**!") << w("see this quoted and bold");
        QTest::newRow("apostrophes belong to the word") << QStringLiteral("don't, it’s, the users' list")
                                                        << w("don't it’s the users list");
        QTest::newRow("hyphenated, part by part") << QStringLiteral("a well-knwon issue") << w("well knwon issue");
        QTest::newRow("code span") << QStringLiteral("Call `recieveAll()` then `teh`.") << w("Call then");
        QTest::newRow("fenced code") << QStringLiteral("Before.\n\n```\nteh recieve\n```\n\nAfter.")
                                     << w("Before After");
        QTest::newRow("indented code") << QStringLiteral("Text.\n\n    teh recieve\n") << w("Text");
        QTest::newRow("camelCase") << QStringLiteral("numStreams was iOS") << w("was");
        QTest::newRow("inner capitals") << QStringLiteral("The ETag from GitHub, McDonald's") << w("The from");
        QTest::newRow("snake_case") << QStringLiteral("max_age_sec was zero") << w("was zero");
        QTest::newRow("dotted") << QStringLiteral("config.maxAge and cache.tll, e.g. here")
                                << w("and here");
        QTest::newRow("Type::member and calls") << QStringLiteral("Cache::evict and flush() ran") << w("and ran");
        QTest::newRow("digits") << QStringLiteral("v2 failed 50/50 runs in 3x tests") << w("failed runs in tests");
        QTest::newRow("ticket keys") << QStringLiteral("CDN-4821 and JIRA-12 closed") << w("and closed");
        QTest::newRow("acronyms") << QStringLiteral("The CDN and HTTP layer") << w("The and layer");
        QTest::newRow("bare URL") << QStringLiteral("See https://exmaple.com/teh/page for it")
                                  << w("See for it");
        QTest::newRow("link URL") << QStringLiteral("A [linnk](https://exmaple.com/teh) here")
                                  << w("linnk here");
        QTest::newRow("paths, handles, tags") << QStringLiteral("src/cahce.cpp by @alxe in #tihs today")
                                              << w("by in today");
        QTest::newRow("email") << QStringLiteral("mail ana.smiht@exmaple.com now") << w("mail now");
        QTest::newRow("HTML comment") << QStringLiteral("Kept <!-- teh note --> text") << w("Kept text");
        QTest::newRow("Chinese is never checked") << QStringLiteral("缓存条目被错误地驱逐。") << QStringList();
        QTest::newRow("English inside Chinese is")
            << QStringLiteral("修复了 recieve 的问题，见 `fooBar`。") << w("recieve");
        QTest::newRow("Chinese glued to a word") << QStringLiteral("在cache中") << w("cache");
        QTest::newRow("Japanese and Korean") << QStringLiteral("キャッシュ 캐시 cache") << w("cache");
        QTest::newRow("accented letters") << QStringLiteral("café naïve") << w("café naïve");
        QTest::newRow("list items and headings") << QStringLiteral("- [ ] Frist item\n\n### Secnod\n")
                                                 << w("Frist item Secnod");
    }

    void checkedWords()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        QCOMPARE(wordsOf(text), words);
    }

    void rangesAreTheTextsOwn()
    {
        // Offsets index the text handed in (UTF-16), so an editor can underline them.
        const QString text = QStringLiteral("𠮷 teh `x` wrod");
        const std::vector<SpellWord> found = spellCheckWords(text);
        QCOMPARE(found.size(), std::size_t(2));
        QCOMPARE(found[0].start, int(text.indexOf(QStringLiteral("teh"))));
        QCOMPARE(found[0].length, 3);
        QCOMPARE(found[1].start, int(text.indexOf(QStringLiteral("wrod"))));
    }
};

QTEST_APPLESS_MAIN(TestSpellRanges)
#include "tst_spellranges.moc"
