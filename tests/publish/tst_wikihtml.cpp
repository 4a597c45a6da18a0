#include "wikihtml.h"
#include "wikimarkup.h"

#include <QTextDocument>
#include <QTest>

using namespace pm;

namespace {

// What a reader sees of the HTML: the text QTextDocument shows for it.
QString shown(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

} // namespace

class TestWikiHtml : public QObject
{
    Q_OBJECT

private slots:
    void forms_data()
    {
        QTest::addColumn<QString>("wiki");
        QTest::addColumn<QString>("html");
        QTest::newRow("heading") << "h2. Root cause"
                                 << "<h2>Root cause</h2>";
        QTest::newRow("phrases") << "*strong* and _em_ and -gone- and +under+"
                                 << "<p><b>strong</b> and <i>em</i> and <s>gone</s> and <u>under</u></p>";
        QTest::newRow("inside a word") << "mid{*}word{*}bold"
                                       << "<p>mid<b>word</b>bold</p>";
        QTest::newRow("monospace") << "call {{flush()}} twice"
                                   << "<p>call <code>flush()</code> twice</p>";
        QTest::newRow("monospace with escapes") << "{{a*b\\{c\\}}}"
                                                << "<p><code>a*b{c}</code></p>";
        QTest::newRow("link") << "see [the PR|https://git.example/pr/7]"
                              << "<p>see <a href=\"https://git.example/pr/7\">the PR</a></p>";
        QTest::newRow("bare link") << "[https://git.example/]"
                                   << "<p><a href=\"https://git.example/\">https://git.example/</a></p>";
        QTest::newRow("escapes are text") << "\\*not strong\\* \\[x\\] a\\|b h1\\. &#92;n AT&amp;T <tag>"
                                          << "<p>*not strong* [x] a|b h1. \\n AT&amp;T &lt;tag&gt;</p>";
        QTest::newRow("hyphen in words") << "well-known and snake_case"
                                         << "<p>well-known and snake_case</p>";
        QTest::newRow("line break") << "one\\\\ two"
                                    << "<p>one<br> two</p>";
        QTest::newRow("code block") << "{code:python}\nif a < b:\n    *x*\n{code}"
                                    << "<pre>if a &lt; b:\n    *x*</pre>";
        QTest::newRow("noformat") << "{noformat}\n[not a link]\n{noformat}"
                                  << "<pre>[not a link]</pre>";
        QTest::newRow("nested lists") << "* one\n** one.a\n* two\n# first"
                                      << "<ul><li>one<ul><li>one.a</li></ul></li><li>two</li></ul><ol><li>first</li></ol>";
        QTest::newRow("table") << "||Step||Owner||\n|compact \\| merge|[Ana|https://x.example/a]|"
                               << "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th>Step</th><th>Owner</th></tr>"
                                  "<tr><td>compact | merge</td><td><a href=\"https://x.example/a\">Ana</a></td></tr></table>";
        QTest::newRow("quote") << "{quote}\nh2. not a heading here\n\nquoted *text*\n{quote}"
                               << "<blockquote><h2>not a heading here</h2><p>quoted <b>text</b></p></blockquote>";
        QTest::newRow("bq") << "bq. short quote"
                            << "<blockquote>short quote</blockquote>";
        QTest::newRow("rule and paragraphs") << "first\n\n----\n\nsecond"
                                             << "<p>first</p><hr><p>second</p>";
        QTest::newRow("unclosed mark is text") << "5 * 3 and *half"
                                               << "<p>5 * 3 and *half</p>";
    }
    void forms()
    {
        QFETCH(QString, wiki);
        QFETCH(QString, html);
        QCOMPARE(wikiToHtml(wiki), html);
    }

    // What the writer escapes reads back as the characters the author typed.
    void writerEscapesShowAsTyped_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("markup characters") << "Use [x] {y} a|b, *not strong* and _not em_ -- or -strike-.";
        QTest::newRow("line-start forms") << "h1. is the heading form; bq. the quote form";
        QTest::newRow("backslash and entities") << "C:\\temp and AT&T and &copy; and R&D";
        QTest::newRow("emoticons and images") << "(y) (/) :) ;) !image.png! ??cite??";
        QTest::newRow("html") << "<b>not bold</b> & <script>";
    }
    void writerEscapesShowAsTyped()
    {
        QFETCH(QString, text);
        // Markdown backslash escapes keep the characters Markdown would read as markup text.
        QString markdown = text;
        markdown.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
        markdown.replace(QLatin1Char('*'), QStringLiteral("\\*"));
        markdown.replace(QLatin1Char('_'), QStringLiteral("\\_"));
        markdown.replace(QLatin1Char('<'), QStringLiteral("\\<"));
        markdown.replace(QLatin1Char('!'), QStringLiteral("\\!"));
        markdown.replace(QLatin1Char('['), QStringLiteral("\\["));
        markdown.replace(QLatin1Char('&'), QStringLiteral("\\&")); // "&copy;" is an entity in Markdown
        const QString wiki = markdownToWikiMarkup(markdown);
        QCOMPARE(shown(wikiToHtml(wiki)), text);
    }
};

QTEST_MAIN(TestWikiHtml)
#include "tst_wikihtml.moc"
