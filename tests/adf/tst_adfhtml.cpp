#include "adfhtml.h"
#include "markdowntoadf.h"

#include <QJsonDocument>
#include <QTest>

using namespace pm;

class TestAdfHtml : public QObject
{
    Q_OBJECT

private slots:
    void render_data();
    void render();
    void neverRemote();
    void unknownNodeKeepsText();
};

void TestAdfHtml::render_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("html");

    // clang-format off
    QTest::newRow("paragraph marks")
        << "*e* **s** ~~d~~ `c`"
        << "<p><em>e</em> <strong>s</strong> <s>d</s> <code>c</code></p>\n";
    QTest::newRow("escaping")
        << "a < b & \"c\" <script>x</script>"
        << "<p>a &lt; b &amp; &quot;c&quot; &lt;script&gt;x&lt;/script&gt;</p>\n";
    QTest::newRow("link") << "[a](https://e.x/?q=1&r=\"2\" \"t<\")"
                          << "<p><a href=\"https://e.x/?q=1&amp;r=%222%22\" title=\"t&lt;\">a</a></p>\n";
    QTest::newRow("image is a link") << "![g](https://e.x/g.png)" << "<p><a href=\"https://e.x/g.png\">g</a></p>\n";
    QTest::newRow("heading") << "### h" << "<h3>h</h3>\n";
    QTest::newRow("hard break") << "a\\\nb" << "<p>a<br/>b</p>\n";
    QTest::newRow("lists")
        << "- a\n\n3. b"
        << "<ul>\n<li><p>a</p>\n</li>\n</ul>\n<ol start=\"3\">\n<li><p>b</p>\n</li>\n</ol>\n";
    QTest::newRow("tasks")
        << "- [ ] a\n- [x] b"
        << QString::fromUtf8("<ul style=\"list-style-type: none\">\n<li>\u2610 a</li>\n<li>\u2611 b</li>\n</ul>\n");
    QTest::newRow("code block")
        << "```c\nif (a < b) {}\n```"
        << "<p><small>c</small></p>\n<pre><code>if (a &lt; b) {}</code></pre>\n";
    QTest::newRow("blockquote and rule") << "> q\n\n---" << "<blockquote>\n<p>q</p>\n</blockquote>\n<hr/>\n";
    QTest::newRow("table")
        << "| h | i |\n|---|--:|\n| 1 | 2 |"
        << "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n<tr><th><p>h</p>\n</th><th><p align=\"right\">i</p>\n</th></tr>\n"
           "<tr><td><p>1</p>\n</td><td><p align=\"right\">2</p>\n</td></tr>\n</table>\n";
    QTest::newRow("raw html shown as code")
        << "<div onclick=\"x\">hi</div>"
        << "<p><small>html</small></p>\n<pre><code>&lt;div onclick=&quot;x&quot;&gt;hi&lt;/div&gt;</code></pre>\n";
    // clang-format on
}

void TestAdfHtml::render()
{
    QFETCH(QString, markdown);
    QFETCH(QString, html);
    QCOMPARE(adfToHtml(markdownToAdf(markdown)), html);
}

void TestAdfHtml::neverRemote()
{
    // Hand-written ADF with a hostile link: the preview must not make it clickable.
    const QJsonObject doc = QJsonDocument::fromJson(R"J({"type":"doc","version":1,"content":[
        {"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"javascript:alert(1)"}}]}]},
        {"type":"mediaSingle","content":[{"type":"media","attrs":{"url":"https://tracker.example/p.gif"}}]}]})J")
                                .object();
    const QString html = adfToHtml(doc);
    QVERIFY(!html.contains(QLatin1String("javascript")));
    QVERIFY(!html.contains(QLatin1String("<img")));
    QVERIFY(!html.contains(QLatin1String("tracker.example")));
    QVERIFY(html.contains(QLatin1String("<p>x</p>")));
}

void TestAdfHtml::unknownNodeKeepsText()
{
    const QJsonObject doc = QJsonDocument::fromJson(R"J({"type":"doc","version":1,"content":[
        {"type":"panel","content":[{"type":"paragraph","content":[{"type":"text","text":"inside <b>"},{"type":"mention"}]}]}]})J")
                                .object();
    QCOMPARE(adfToHtml(doc), QStringLiteral("<p>[panel]</p>\n<p>inside &lt;b&gt;[mention]</p>\n"));
}

QTEST_GUILESS_MAIN(TestAdfHtml)
#include "tst_adfhtml.moc"
