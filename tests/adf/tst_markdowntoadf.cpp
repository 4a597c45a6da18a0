#include "markdowntoadf.h"

#include "md4ccompat.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using namespace pm;

namespace {

QJsonArray parseArray(const char *json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(json), &error);
    if (!doc.isArray())
        qFatal("bad expected JSON in test: %s in %s", qPrintable(error.errorString()), json);
    return doc.array();
}

QString compact(const QJsonArray &a)
{
    return QString::fromUtf8(QJsonDocument(a).toJson(QJsonDocument::Compact));
}

// All text of a node, in document order (to check that nothing typed is lost).
void collectText(const QJsonValue &v, QString *out)
{
    const QJsonObject o = v.toObject();
    if (o.value(QStringLiteral("type")).toString() == QLatin1String("text"))
        *out += o.value(QStringLiteral("text")).toString();
    const QJsonArray content = o.value(QStringLiteral("content")).toArray();
    for (const QJsonValue &c : content)
        collectText(c, out);
}

QString allText(const QJsonObject &doc)
{
    QString text;
    collectText(doc, &text);
    return text;
}

int depthOf(const QJsonValue &v)
{
    int depth = 0;
    const QJsonArray content = v.toObject().value(QStringLiteral("content")).toArray();
    for (const QJsonValue &c : content)
        depth = qMax(depth, depthOf(c));
    return depth + 1;
}

} // namespace

class TestMarkdownToAdf : public QObject
{
    Q_OBJECT

private slots:
    void convert_data();
    void convert();
    void validByConstruction_data();
    void validByConstruction();
    void jsonAndObjectAgree();
    void qtLayoutIsQtsBytes_data();
    void qtLayoutIsQtsBytes();
    void qtLayoutMeasuresWithoutKeeping();
    void streamedJsonIsTheSame_data();
    void streamedJsonIsTheSame();
    void docShape();
    void localIds();
    void hrefPolicy_data();
    void hrefPolicy();
    void deepNesting_data();
    void deepNesting();
    void invalidUtf8();
    void fixtureSample();
};

void TestMarkdownToAdf::convert_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("expected"); // the doc content, compact JSON

    // clang-format off
    QTest::newRow("empty") << QString() << "[]";
    QTest::newRow("blank lines") << "\n\n  \n" << "[]";
    QTest::newRow("paragraph") << "Hello world" << R"([{"type":"paragraph","content":[{"type":"text","text":"Hello world"}]}])";
    QTest::newRow("soft break is a space")
        << "one\ntwo" << R"([{"type":"paragraph","content":[{"type":"text","text":"one two"}]}])";
    QTest::newRow("soft break between CJK joins")
        << QStringLiteral("根因是\n缓存失效") << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"根因是缓存失效"}]}])");
    QTest::newRow("soft break CJK then Latin keeps space")
        << QStringLiteral("修复\nPR-12") << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"修复 PR-12"}]}])");
    QTest::newRow("soft break Hangul keeps space")
        << QStringLiteral("버그\n수정") << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"버그 수정"}]}])");
    QTest::newRow("hard break")
        << "a  \nb\\\nc" << R"([{"type":"paragraph","content":[{"type":"text","text":"a"},{"type":"hardBreak"},{"type":"text","text":"b"},{"type":"hardBreak"},{"type":"text","text":"c"}]}])";
    // clang-format on
    for (int level = 1; level <= 6; ++level) {
        QTest::addRow("heading %d", level)
            << QString(level, QLatin1Char('#')) + QStringLiteral(" Title")
            << QStringLiteral(R"([{"type":"heading","attrs":{"level":%1},"content":[{"type":"text","text":"Title"}]}])").arg(level);
    }
    // clang-format off
    QTest::newRow("setext heading") << "Title\n=====" << R"([{"type":"heading","attrs":{"level":1},"content":[{"type":"text","text":"Title"}]}])";
    QTest::newRow("empty heading") << "#" << R"([{"type":"heading","attrs":{"level":1},"content":[]}])";
    QTest::newRow("seven hashes is text") << "####### x" << R"([{"type":"paragraph","content":[{"type":"text","text":"####### x"}]}])";
    QTest::newRow("emphasis strong strike")
        << "*a* **b** ~~c~~ ***d***"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"a","marks":[{"type":"em"}]},{"type":"text","text":" "},{"type":"text","text":"b","marks":[{"type":"strong"}]},{"type":"text","text":" "},{"type":"text","text":"c","marks":[{"type":"strike"}]},{"type":"text","text":" "},{"type":"text","text":"d","marks":[{"type":"em"},{"type":"strong"}]}]}])";
    QTest::newRow("code drops other marks")
        << "**bold `code` text**"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"bold ","marks":[{"type":"strong"}]},{"type":"text","text":"code","marks":[{"type":"code"}]},{"type":"text","text":" text","marks":[{"type":"strong"}]}]}])";
    QTest::newRow("code keeps link")
        << "[`f()`](https://e.x/f)"
        << R"J([{"type":"paragraph","content":[{"type":"text","text":"f()","marks":[{"type":"code"},{"type":"link","attrs":{"href":"https://e.x/f"}}]}]}])J";
    QTest::newRow("link with title")
        << "[PR 7](https://git.example/pr/7 \"the fix\")"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"PR 7","marks":[{"type":"link","attrs":{"href":"https://git.example/pr/7","title":"the fix"}}]}]}])";
    QTest::newRow("relative root and fragment links kept")
        << "[a](/docs) [b](#root-cause)"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"a","marks":[{"type":"link","attrs":{"href":"/docs"}}]},{"type":"text","text":" "},{"type":"text","text":"b","marks":[{"type":"link","attrs":{"href":"#root-cause"}}]}]}])";
    QTest::newRow("javascript link becomes text")
        << "[click](javascript:alert(1))" << R"([{"type":"paragraph","content":[{"type":"text","text":"click"}]}])";
    QTest::newRow("relative path link becomes text")
        << "see [notes](notes.md)" << R"([{"type":"paragraph","content":[{"type":"text","text":"see notes"}]}])";
    // clang-format on
    // [](#anchor) renders as nothing; writing its target as text would invent text.
    // clang-format off
    QTest::newRow("empty link text adds nothing")
        << "[](#anchor)" << R"([{"type":"paragraph","content":[]}])";
    QTest::newRow("empty link text between words")
        << "see [](https://e.x) here" << R"([{"type":"paragraph","content":[{"type":"text","text":"see  here"}]}])";
    QTest::newRow("irc, tel and ftp links kept")
        << "[chat](irc://irc.libera.chat/qt) [call](tel:+1-555-0100) [files](ftp://ftp.example.com/pub)"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"chat","marks":[{"type":"link","attrs":{"href":"irc://irc.libera.chat/qt"}}]},{"type":"text","text":" "},{"type":"text","text":"call","marks":[{"type":"link","attrs":{"href":"tel:+1-555-0100"}}]},{"type":"text","text":" "},{"type":"text","text":"files","marks":[{"type":"link","attrs":{"href":"ftp://ftp.example.com/pub"}}]}]}])";
    QTest::newRow("space in target is percent-encoded")
        << "[a](</my page>)" << R"([{"type":"paragraph","content":[{"type":"text","text":"a","marks":[{"type":"link","attrs":{"href":"/my%20page"}}]}]}])";
    QTest::newRow("autolinks")
        << "<https://a.example> www.b.example c@d.example <mailto:e@f.example>"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"https://a.example","marks":[{"type":"link","attrs":{"href":"https://a.example"}}]},{"type":"text","text":" "},{"type":"text","text":"www.b.example","marks":[{"type":"link","attrs":{"href":"http://www.b.example"}}]},{"type":"text","text":" "},{"type":"text","text":"c@d.example","marks":[{"type":"link","attrs":{"href":"mailto:c@d.example"}}]},{"type":"text","text":" "},{"type":"text","text":"mailto:e@f.example","marks":[{"type":"link","attrs":{"href":"mailto:e@f.example"}}]}]}])";
    QTest::newRow("image as link")
        << "![flame graph](https://img.example/f.svg)"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"flame graph","marks":[{"type":"link","attrs":{"href":"https://img.example/f.svg"}}]}]}])";
    QTest::newRow("image without alt shows its source")
        << "![](https://img.example/f.svg)"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"https://img.example/f.svg","marks":[{"type":"link","attrs":{"href":"https://img.example/f.svg"}}]}]}])";
    QTest::newRow("linked image links to the target")
        << "[![build](https://ci.example/badge.svg)](https://ci.example/job/7)"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"build","marks":[{"type":"link","attrs":{"href":"https://ci.example/job/7"}}]}]}])";
    QTest::newRow("linked image without alt shows its source, linked to the target")
        << "[![](https://ci.example/badge.svg)](https://ci.example/job/7)"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"https://ci.example/badge.svg","marks":[{"type":"link","attrs":{"href":"https://ci.example/job/7"}}]}]}])";
    QTest::newRow("linked image with a relative target is not linked to the picture")
        << "[![build](https://ci.example/badge.svg)](CONTRIBUTING.md)"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"build"}]}])";
    QTest::newRow("relative image becomes text")
        << "![graph](img/g.png)" << R"([{"type":"paragraph","content":[{"type":"text","text":"graph"}]}])";
    QTest::newRow("entities decoded")
        << "&amp; &lt;b&gt; &copy; &#35; &#x4E2D; &nosuch; &#0;"
        << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"& <b> © # 中 &nosuch; �"}]}])");
    QTest::newRow("backslash escapes")
        << "\\*not em\\* \\_x\\_" << R"([{"type":"paragraph","content":[{"type":"text","text":"*not em* _x_"}]}])";
    QTest::newRow("inline html kept literally")
        << "press <kbd>Ctrl</kbd> <!-- note -->"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"press <kbd>Ctrl</kbd> <!-- note -->"}]}])";
    QTest::newRow("html block kept literally")
        << "<details>\n<summary>Logs</summary>\n</details>"
        << R"([{"type":"codeBlock","attrs":{"language":"html"},"content":[{"type":"text","text":"<details>\n<summary>Logs</summary>\n</details>"}]}])";
    QTest::newRow("fenced code with language")
        << "```cpp title\nint x = 1;\n\n*not em*\n```"
        << R"([{"type":"codeBlock","attrs":{"language":"cpp"},"content":[{"type":"text","text":"int x = 1;\n\n*not em*"}]}])";
    QTest::newRow("indented code")
        << "    make test\n    ./run" << R"([{"type":"codeBlock","content":[{"type":"text","text":"make test\n./run"}]}])";
    QTest::newRow("empty code block") << "```\n```" << R"([{"type":"codeBlock","content":[]}])";
    QTest::newRow("rule") << "a\n\n---\n\nb"
                          << R"([{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"rule"},{"type":"paragraph","content":[{"type":"text","text":"b"}]}])";
    QTest::newRow("bullet list")
        << "- a\n- b"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"b"}]}]}]}])";
    QTest::newRow("ordered list keeps start")
        << "3. c\n4. d"
        << R"([{"type":"orderedList","attrs":{"order":3},"content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"c"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"d"}]}]}]}])";
    QTest::newRow("ordered list from zero")
        << "0) z" << R"([{"type":"orderedList","attrs":{"order":0},"content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"z"}]}]}]}])";
    QTest::newRow("nested lists")
        << "- a\n  1. b\n     - c"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"orderedList","attrs":{"order":1},"content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"b"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"c"}]}]}]}]}]}]}]}])";
    QTest::newRow("list item starting with a list gets an empty paragraph")
        << "- - x"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"x"}]}]}]}]}]}])";
    QTest::newRow("empty list item") << "-" << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[]}]}]}])";
    QTest::newRow("loose list with code")
        << "- a\n\n  ```sh\n  ls\n  ```"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"codeBlock","attrs":{"language":"sh"},"content":[{"type":"text","text":"ls"}]}]}]}])";
    QTest::newRow("task list")
        << "- [ ] todo\n- [x] done\n- [X] DONE"
        << R"([{"type":"taskList","attrs":{"localId":"task-list-1"},"content":[{"type":"taskItem","attrs":{"localId":"task-1","state":"TODO"},"content":[{"type":"text","text":"todo"}]},{"type":"taskItem","attrs":{"localId":"task-2","state":"DONE"},"content":[{"type":"text","text":"done"}]},{"type":"taskItem","attrs":{"localId":"task-3","state":"DONE"},"content":[{"type":"text","text":"DONE"}]}]}])";
    QTest::newRow("mixed task and plain items split")
        << "1. [ ] t\n2. plain\n3. [x] u"
        << R"([{"type":"taskList","attrs":{"localId":"task-list-1"},"content":[{"type":"taskItem","attrs":{"localId":"task-1","state":"TODO"},"content":[{"type":"text","text":"t"}]}]},{"type":"orderedList","attrs":{"order":2},"content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"plain"}]}]}]},{"type":"taskList","attrs":{"localId":"task-list-2"},"content":[{"type":"taskItem","attrs":{"localId":"task-2","state":"DONE"},"content":[{"type":"text","text":"u"}]}]}])";
    QTest::newRow("nested task list")
        << "- [ ] a\n  - [x] b"
        << R"([{"type":"taskList","attrs":{"localId":"task-list-1"},"content":[{"type":"taskItem","attrs":{"localId":"task-1","state":"TODO"},"content":[{"type":"text","text":"a"}]},{"type":"taskList","attrs":{"localId":"task-list-2"},"content":[{"type":"taskItem","attrs":{"localId":"task-2","state":"DONE"},"content":[{"type":"text","text":"b"}]}]}]}])";
    QTest::newRow("task item blocks become lines")
        << "- [ ] a\n\n  second **para**\n\n  ```\n  x\n  y\n  ```\n  - plain sub"
        << QString::fromUtf8(R"([{"type":"taskList","attrs":{"localId":"task-list-1"},"content":[{"type":"taskItem","attrs":{"localId":"task-1","state":"TODO"},"content":[{"type":"text","text":"a"},{"type":"hardBreak"},{"type":"text","text":"second "},{"type":"text","text":"para","marks":[{"type":"strong"}]},{"type":"hardBreak"},{"type":"text","text":"x","marks":[{"type":"code"}]},{"type":"hardBreak"},{"type":"text","text":"y","marks":[{"type":"code"}]},{"type":"hardBreak"},{"type":"text","text":"• plain sub"}]}]}])");
    QTest::newRow("task list in list item")
        << "- a\n  - [ ] b"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"taskList","attrs":{"localId":"task-list-1"},"content":[{"type":"taskItem","attrs":{"localId":"task-1","state":"TODO"},"content":[{"type":"text","text":"b"}]}]}]}]}])";
    QTest::newRow("task list in blockquote keeps its boxes as text")
        << "> - [x] shipped"
        << R"([{"type":"blockquote","content":[{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"[x] shipped"}]}]}]}]}])";
    QTest::newRow("blockquote") << "> a\n>\n> b"
                                << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"paragraph","content":[{"type":"text","text":"b"}]}]}])";
    QTest::newRow("empty blockquote") << ">" << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[]}]}])";
    QTest::newRow("nested blockquote flattened")
        << "> a\n> > b\n> > > c"
        << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"paragraph","content":[{"type":"text","text":"b"}]},{"type":"paragraph","content":[{"type":"text","text":"c"}]}]}])";
    QTest::newRow("heading in blockquote becomes bold paragraph")
        << "> # Title `x`"
        << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"Title ","marks":[{"type":"strong"}]},{"type":"text","text":"x","marks":[{"type":"code"}]}]}]}])";
    QTest::newRow("rule in blockquote dropped") << "> a\n> ***\n> b"
                                               << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"paragraph","content":[{"type":"text","text":"b"}]}]}])";
    QTest::newRow("heading in list item becomes bold paragraph")
        << "- ## Step"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Step","marks":[{"type":"strong"}]}]}]}]}])";
    QTest::newRow("blockquote in list item flattened")
        << "- a\n  > quoted"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]},{"type":"paragraph","content":[{"type":"text","text":"quoted"}]}]}]}])";
    QTest::newRow("rule alone in list item")
        << "- ***" << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[]}]}]}])";
    QTest::newRow("table")
        << "| h1 | h2 | h3 |\n|:---|:--:|---:|\n| a | **b** |\n"
        << R"([{"type":"table","attrs":{"isNumberColumnEnabled":false,"layout":"default"},"content":[{"type":"tableRow","content":[{"type":"tableHeader","content":[{"type":"paragraph","content":[{"type":"text","text":"h1"}]}]},{"type":"tableHeader","content":[{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"center"}}],"content":[{"type":"text","text":"h2"}]}]},{"type":"tableHeader","content":[{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"end"}}],"content":[{"type":"text","text":"h3"}]}]}]},{"type":"tableRow","content":[{"type":"tableCell","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]}]},{"type":"tableCell","content":[{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"center"}}],"content":[{"type":"text","text":"b","marks":[{"type":"strong"}]}]}]},{"type":"tableCell","content":[{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"end"}}],"content":[]}]}]}]}])";
    // clang-format on
    // GFM: a header row with a different cell count than the delimiter row is no
    // table; md4c made a one-column table of it and dropped "b".
    QTest::newRow("table header wider than the delimiter row is a paragraph")
        << "| a | b |\n| --- |\n| 1 |"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"| a | b | | --- | | 1 |"}]}])";
    QTest::newRow("table header narrower than the delimiter row is a paragraph")
        << "| a |\n| --- | --- |\n| 1 | 2 |\n| |"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"| a | | --- | --- | | 1 | 2 | | |"}]}])";
    QTest::newRow("table with a wrong header, then a list")
        << "| a | b |\n| --- |\n| | |\n- c | d"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"| a | b | | --- | | | |"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"c | d"}]}]}]}])";
    QTest::newRow("wrong table header in a blockquote is a paragraph")
        << "> a | b\n> --- |\n> 1"
        << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"a | b --- | 1"}]}]}])";
    QTest::newRow("table right after a paragraph line")
        << "Results:\n| k | v |\n|---|--:|\n| a | 1 |\n\nafter"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"Results:"}]},{"type":"table","attrs":{"isNumberColumnEnabled":false,"layout":"default"},"content":[{"type":"tableRow","content":[{"type":"tableHeader","content":[{"type":"paragraph","content":[{"type":"text","text":"k"}]}]},{"type":"tableHeader","content":[{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"end"}}],"content":[{"type":"text","text":"v"}]}]}]},{"type":"tableRow","content":[{"type":"tableCell","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]}]},{"type":"tableCell","content":[{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"end"}}],"content":[{"type":"text","text":"1"}]}]}]}]},{"type":"paragraph","content":[{"type":"text","text":"after"}]}])";
    QTest::newRow("table after two paragraph lines with a mismatch first")
        << "one **two**\n| x | y |\n| --- |\n| k |\n|---|\n| 1 |"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"one "},{"type":"text","text":"two","marks":[{"type":"strong"}]},{"type":"text","text":" | x | y | | --- |"}]},{"type":"table","attrs":{"isNumberColumnEnabled":false,"layout":"default"},"content":[{"type":"tableRow","content":[{"type":"tableHeader","content":[{"type":"paragraph","content":[{"type":"text","text":"k"}]}]}]},{"type":"tableRow","content":[{"type":"tableCell","content":[{"type":"paragraph","content":[{"type":"text","text":"1"}]}]}]}]}])";
    QTest::newRow("table right after a paragraph line in a list item")
        << "- Results:\n  | k | v |\n  |---|---|\n  | a | `b` |"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Results:"}]},{"type":"paragraph","content":[{"type":"text","text":"k","marks":[{"type":"strong"}]},{"type":"text","text":" | "},{"type":"text","text":"v","marks":[{"type":"strong"}]}]},{"type":"paragraph","content":[{"type":"text","text":"a | "},{"type":"text","text":"b","marks":[{"type":"code"}]}]}]}]}])";
    QTest::newRow("table right after a paragraph line in a blockquote")
        << "> Results:\n> | k |\n> |---|\n> | a |"
        << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"Results:"}]},{"type":"paragraph","content":[{"type":"text","text":"k","marks":[{"type":"strong"}]}]},{"type":"paragraph","content":[{"type":"text","text":"a"}]}]}])";
    // GFM unescapes \| in a cell before reading its spans, code spans included.
    // clang-format off
    QTest::newRow("escaped pipe in a code span in a table cell")
        << "| op |\n|----|\n| `a \\| b` and c\\|d |"
        << R"([{"type":"table","attrs":{"isNumberColumnEnabled":false,"layout":"default"},"content":[{"type":"tableRow","content":[{"type":"tableHeader","content":[{"type":"paragraph","content":[{"type":"text","text":"op"}]}]}]},{"type":"tableRow","content":[{"type":"tableCell","content":[{"type":"paragraph","content":[{"type":"text","text":"a | b","marks":[{"type":"code"}]},{"type":"text","text":" and c|d"}]}]}]}]}])";
    QTest::newRow("escaped pipe in a code span outside a table keeps its backslash")
        << "`a \\| b`" << R"([{"type":"paragraph","content":[{"type":"text","text":"a \\| b","marks":[{"type":"code"}]}]}])";
    // clang-format on
    if (pm::markdown::md4cIsAtLeast05()) { // one dash a column is enough, as in GFM
        QTest::newRow("one-dash delimiter row after a paragraph line")
            << "x\n| a |\n|-|"
            << R"([{"type":"paragraph","content":[{"type":"text","text":"x"}]},{"type":"table","attrs":{"isNumberColumnEnabled":false,"layout":"default"},"content":[{"type":"tableRow","content":[{"type":"tableHeader","content":[{"type":"paragraph","content":[{"type":"text","text":"a"}]}]}]}]}])";
    } else { // md4c 0.4.8 needs three: the lines stay text (a paragraph of their own)
        QTest::newRow("one-dash delimiter row after a paragraph line")
            << "x\n| a |\n|-|"
            << R"([{"type":"paragraph","content":[{"type":"text","text":"x"}]},{"type":"paragraph","content":[{"type":"text","text":"| a | |-|"}]}])";
    }
    // CommonMark 0.31: Unicode symbols are punctuation, so none of these `*` can
    // close (md4c 0.4.8 read emphasis there and dropped the asterisks).
    QTest::newRow("symbols next to asterisks stay literal")
        << QStringLiteral("*$*alpha.\n\n*£*bravo.\n\n*€*charlie. **🎉**x")
        << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"*$*alpha."}]},{"type":"paragraph","content":[{"type":"text","text":"*£*bravo."}]},{"type":"paragraph","content":[{"type":"text","text":"*€*charlie. **🎉**x"}]}])");
    QTest::newRow("symbol inside emphasis")
        << QStringLiteral("a *€ 5* b _→x_")
        << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"a "},{"type":"text","text":"€ 5","marks":[{"type":"em"}]},{"type":"text","text":" b "},{"type":"text","text":"→x","marks":[{"type":"em"}]}]}])");
    QTest::newRow("symbol next to asterisks in a link target is kept")
        << QStringLiteral("[*€*](https://e.x/€*)")
        << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"€","marks":[{"type":"em"},{"type":"link","attrs":{"href":"https://e.x/€*"}}]}]}])");
    // CommonMark 0.31: <textarea> starts an HTML block that ends at </textarea>.
    QTest::newRow("textarea block")
        << "<textarea>\n\n*foo*\n\n_bar_\n\n</textarea>\nafter *em*"
        << R"([{"type":"codeBlock","attrs":{"language":"html"},"content":[{"type":"text","text":"<textarea>\n\n*foo*\n\n_bar_\n\n</textarea>"}]},{"type":"paragraph","content":[{"type":"text","text":"after "},{"type":"text","text":"em","marks":[{"type":"em"}]}]}])";
    QTest::newRow("textarea inline stays literal")
        << "a <TEXTAREA rows=2>*x*</TEXTAREA> b"
        << R"([{"type":"paragraph","content":[{"type":"text","text":"a <TEXTAREA rows=2>"},{"type":"text","text":"x","marks":[{"type":"em"}]},{"type":"text","text":"</TEXTAREA> b"}]}])";
    QTest::newRow("table in list item becomes paragraphs")
        << "- | k | v |\n  |---|---|\n  | a | `b` |"
        << R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"k","marks":[{"type":"strong"}]},{"type":"text","text":" | "},{"type":"text","text":"v","marks":[{"type":"strong"}]}]},{"type":"paragraph","content":[{"type":"text","text":"a | "},{"type":"text","text":"b","marks":[{"type":"code"}]}]}]}]}])";
    QTest::newRow("table in blockquote becomes paragraphs")
        << "> | k |\n> |---|\n> | a |"
        << R"([{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"k","marks":[{"type":"strong"}]}]},{"type":"paragraph","content":[{"type":"text","text":"a"}]}]}])";
    QTest::newRow("CJK")
        << QStringLiteral("## 根因\n\n`QCache::insert()` 在容量为零时**直接返回**。")
        << QString::fromUtf8(R"J([{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"根因"}]},{"type":"paragraph","content":[{"type":"text","text":"QCache::insert()","marks":[{"type":"code"}]},{"type":"text","text":" 在容量为零时"},{"type":"text","text":"直接返回","marks":[{"type":"strong"}]},{"type":"text","text":"。"}]}])J");
    QTest::newRow("NUL becomes U+FFFD")
        << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b"))
        << QString::fromUtf8(R"([{"type":"paragraph","content":[{"type":"text","text":"a�b"}]}])");
    QTest::newRow("BOM is not text")
        << QString(QChar(0xFEFF) + QStringLiteral("x")) << R"([{"type":"paragraph","content":[{"type":"text","text":"x"}]}])";
    // Found by fuzz_md2adf: Qt's JSON parser dropped a raw U+FEFF opening a string.
    QTest::newRow("U+FEFF opening a text node survives")
        << QString(QStringLiteral("x\n\n") + QChar(0xFEFF) + QStringLiteral("y"))
        << R"([{"type":"paragraph","content":[{"type":"text","text":"x"}]},{"type":"paragraph","content":[{"type":"text","text":"\ufeffy"}]}])";
    QTest::newRow("U+FEFF alone in strong")
        << QString(QStringLiteral("**") + QChar(0xFEFF) + QStringLiteral("**"))
        << R"([{"type":"paragraph","content":[{"type":"text","text":"\ufeff","marks":[{"type":"strong"}]}]}])";
    QTest::newRow("control characters escaped")
        << QString(QStringLiteral("a") + QChar(0x1B) + QStringLiteral("b")) << R"([{"type":"paragraph","content":[{"type":"text","text":"a\u001bb"}]}])";
}

void TestMarkdownToAdf::convert()
{
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    const QJsonArray actual = markdownToAdfContent(markdown);
    const QJsonArray want = parseArray(expected.toUtf8().constData());
    if (actual != want)
        qWarning().noquote() << "actual:  " << compact(actual) << "\nexpected:" << compact(want);
    QCOMPARE(actual, want);
    const QList<QString> problems = adfProblems(markdownToAdf(markdown));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestMarkdownToAdf::validByConstruction_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::newRow("quote in list in quote") << "> - a\n>   > b\n>   > # c\n>   > ---\n>   > | x |\n>   > |---|";
    QTest::newRow("table in task item") << "- [ ] a\n  | x | y |\n  |---|---|\n  | 1 | 2 |";
    QTest::newRow("heading in task item") << "- [x] # done";
    QTest::newRow("html in list") << "- <div>\n  x\n  </div>";
    QTest::newRow("code in task item first") << "- [ ]     code";
    QTest::newRow("empty task item") << "- [ ] ";
    QTest::newRow("ordered task in quote") << "> 5. [ ] a\n> 6. b";
    QTest::newRow("link in image") << "![a [b](http://b.example) c](http://img.example)";
    QTest::newRow("emphasis soup") << "***a **b *c* d** e*** _f __g__ h_ ~~~i~~ ~j~";
    QTest::newRow("unclosed everything") << "**a *b `c [d](e ![f](g";
    QTest::newRow("link in code in strike") << "~~[`x`](http://x.example) y~~";
    QTest::newRow("many hard breaks") << "a\\\n\\\n\\\nb";
    QTest::newRow("setext in list") << "- a\n  ---";
    QTest::newRow("task list nested under plain in task") << "- [ ] a\n  - b\n    - [x] c";
    QTest::newRow("only spaces") << "   ";
    QTest::newRow("tabs") << "\t\tx\n\t- y";
    QTest::newRow("CRLF") << "# a\r\n\r\n- b\r\n- c\r\n";
    QTest::newRow("only html comment") << "<!-- hidden -->";
    QTest::newRow("table one column") << "|a|\n|-|\n";
    QTest::newRow("link reference") << "[x][ref]\n\n[ref]: https://r.example \"T\"";
    QTest::newRow("mailto only scheme") << "[m](mailto:) [h](http://) [s](https:)";
}

void TestMarkdownToAdf::validByConstruction()
{
    QFETCH(QString, markdown);
    const QJsonObject doc = markdownToAdf(markdown);
    const QList<QString> problems = adfProblems(doc);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestMarkdownToAdf::jsonAndObjectAgree()
{
    const QString md = QStringLiteral("# T\n\n- [ ] a\n\n| x |\n|---|\n| 1 |\n\n> q **b**\n");
    const QByteArray json = markdownToAdfJson(md);
    QCOMPARE(QJsonDocument::fromJson(json).object(), markdownToAdf(md));
    QCOMPARE(markdownUtf8ToAdfJson(md.toUtf8()), json);
    // The fast path writes compact JSON, the same bytes Qt's serialiser gives modulo key order.
    QVERIFY(!json.contains('\n'));
}

namespace {

// What the export path sent before it wrote Qt's layout itself: the content decoded into
// a QJsonArray and serialised by Qt, without the brackets.
QByteArray qtBytes(const QString &markdown, const AdfOptions &options)
{
    const QByteArray array = QJsonDocument(markdownToAdfContent(markdown, options)).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

// markdownToAdfContentJson() writes what QJsonDocument::toJson(Compact) writes: sorted
// keys, and Qt's escapes (\b and \f short, other controls \u00xx, U+FEFF and every other
// non-ASCII character as UTF-8). Each character goes through text, code, a code block's
// language, a link's target and title, and the task localIds.
void TestMarkdownToAdf::qtLayoutIsQtsBytes_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("prefix");
    const QString all = QStringLiteral("*a* **b** ~~c~~ `d` [e](https://x.example/%1 \"t%1\") ***f*** [`g`](#h)\n\n"
                                       "```l%1ng\nk%1\n```\n\n- [ ] t%1\n- [x] u\n\n| h%1 | i |\n|:-:|--:|\n| j%1 | |\n\n"
                                       "> q%1\n\n3. o%1\n\n<div>%1</div>\n\n# H%1\n\nA%1 &amp; B\\\nC\n");
    for (char16_t c = 1; c < 0x80; ++c) {
        if ((c >= u'0' && c <= u'9') || (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z'))
            continue; // letters and digits are the common case, covered everywhere
        const QString ch(QChar{c});
        QTest::addRow("U+%04X", unsigned(c)) << all.arg(ch) << ch;
    }
    // clang-format off
    const struct { const char *name; char32_t cp; } wide[] = {
        {"U+0080", 0x80}, {"U+00E9", 0xE9}, {"U+2028", 0x2028}, {"U+FEFF", 0xFEFF}, {"U+FFFD", 0xFFFD},
        {"U+FFFE", 0xFFFE}, {"U+FFFF", 0xFFFF}, {"U+1F600", 0x1F600}, {"U+10FFFF", 0x10FFFF},
    };
    // clang-format on
    for (const auto &w : wide) {
        const QString ch = QString::fromUcs4(&w.cp, 1);
        QTest::newRow(w.name) << all.arg(ch) << ch;
        QTest::addRow("%s starting every string", w.name) << ch + QStringLiteral("x\n\n`") + ch + QStringLiteral("`\n\n```\n") + ch + QStringLiteral("\n```\n") << ch;
    }
    // Strings past the writer's short-string buffer are escaped on another path.
    QString controls;
    for (char16_t c = 1; c < 0x20; ++c)
        controls += QChar{c};
    controls += QChar(0xFEFF) + QStringLiteral("\"\\ \u00e9 \U0001F600");
    const QString longText = QStringLiteral("x").repeated(300) + controls;
    QTest::newRow("long strings") << QStringLiteral("`%1`\n\n%1\n\n```\n%1\n```\n").arg(longText) << QString();
    QTest::newRow("NUL and entities") << QStringLiteral("a\0b &#0; &#x8; &#12; &#xFEFF;x &#x7f; &quot;") << QString();
    QTest::newRow("ordered starts") << QStringLiteral("0. a\n\n7. b\n\n123456789. c\n\n999999999. d\n") << QString();
    QTest::newRow("heading levels") << QStringLiteral("# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6\nS\n=\nT\n-\n") << QString();
    QTest::newRow("empty things") << QStringLiteral("- \n\n>\n\n```\n```\n\n***\n\n|a|\n|-|\n\n[](#x)\n") << QString();
    QTest::newRow("nesting ADF forbids") << QStringLiteral("> # h\n> > q\n> - [ ] t\n\n- # h\n  > q\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n\n- [ ] a\n  ```\n  c\n  ```\n  - b\n  - [x] d\n") << QString();
    QTest::newRow("no blocks") << QStringLiteral("[a]: https://x.example\n") << QString();
    QTest::newRow("deep") << QStringLiteral("> ").repeated(40) + QStringLiteral("x\n") + QStringLiteral("- ").repeated(40) + QStringLiteral("y\n") << QString();
}
void TestMarkdownToAdf::qtLayoutIsQtsBytes()
{
    QFETCH(QString, markdown);
    QFETCH(QString, prefix);
    AdfOptions options;
    options.localIdPrefix = QStringLiteral("s") + prefix + QStringLiteral("-");
    const QByteArray expected = qtBytes(markdown, options);
    const AdfContentJson got = markdownToAdfContentJson(markdown, options);
    QVERIFY(got.complete);
    QCOMPARE(got.json, expected);
    QCOMPARE(got.length, qint64(QString::fromUtf8(expected).size()));
}

// Past the limit the JSON is only counted: the same length, nothing kept.
void TestMarkdownToAdf::qtLayoutMeasuresWithoutKeeping()
{
    const QString md = QStringLiteral("caf\u00e9 \U0001F600 `x\ty` [a](https://b.example \"\u00e9\")\n").repeated(50);
    const AdfContentJson whole = markdownToAdfContentJson(md);
    QVERIFY(whole.complete);
    QCOMPARE(whole.length, qint64(QString::fromUtf8(whole.json).size()));
    const AdfContentJson exact = markdownToAdfContentJson(md, {}, whole.length);
    QVERIFY(exact.complete);
    QCOMPARE(exact.json, whole.json);
    const AdfContentJson over = markdownToAdfContentJson(md, {}, whole.length - 1);
    QVERIFY(!over.complete);
    QVERIFY(over.json.isEmpty());
    QCOMPARE(over.length, whole.length);
}

// md2adf streams the JSON a megabyte at a time; the pieces make the same bytes.
void TestMarkdownToAdf::streamedJsonIsTheSame_data()
{
    QTest::addColumn<QByteArray>("markdown");
    QTest::newRow("small") << QByteArray("# T\n\n- [ ] a\n\n```sh\nmake\n```\n\n| x |\n|---|\n| 1 |\n");
    QTest::newRow("many headings, several pieces") << QByteArray("#\n").repeated(60000);
    QTest::newRow("one long paragraph") << QByteArray("a *b* `c` [d](https://e.example)\n").repeated(40000);
    QTest::newRow("ill-formed UTF-8") << QByteArray("caf\xE9 \xF0\x9F\x98\x80\n");
    // Written a top-level block at a time: none at all, and a table repair that makes
    // two top-level blocks of one paragraph.
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("only a link definition") << QByteArray("[a]: https://x.example\n\n\n");
    QTest::newRow("two byte-order marks") << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF");
    QTest::newRow("table after a paragraph line") << QByteArray("p\n| a | b |\n|---|---|\n| 1 | 2 |\n\nq\n");
    QTest::newRow("short lines") << QByteArray("a\n").repeated(300000);
}
void TestMarkdownToAdf::streamedJsonIsTheSame()
{
    QFETCH(QByteArray, markdown);
    QByteArray streamed;
    int pieces = 0;
    writeMarkdownUtf8AsAdfJson(markdown, [&](const QByteArray &piece) {
        QVERIFY(piece.size() <= (1 << 20) + 4096);
        streamed += piece;
        ++pieces;
    });
    QCOMPARE(streamed, markdownUtf8ToAdfJson(markdown));
    QCOMPARE(pieces > 1, streamed.size() > (1 << 20));
}

void TestMarkdownToAdf::docShape()
{
    const QJsonObject doc = markdownToAdf(QStringLiteral("x"));
    QCOMPARE(doc.value(QStringLiteral("type")).toString(), QStringLiteral("doc"));
    QCOMPARE(doc.value(QStringLiteral("version")).toInt(), 1);
    QCOMPARE(doc.value(QStringLiteral("content")).toArray().size(), 1);
    QCOMPARE(doc.keys().size(), 3);
}

void TestMarkdownToAdf::localIds()
{
    AdfOptions options;
    options.localIdPrefix = QStringLiteral("s3-");
    const QJsonArray content = markdownToAdfContent(QStringLiteral("- [ ] a\n  - [x] b"), options);
    const QJsonObject list = content.at(0).toObject();
    QCOMPARE(list.value(QStringLiteral("attrs")).toObject().value(QStringLiteral("localId")).toString(),
             QStringLiteral("s3-task-list-1"));
    QCOMPARE(list.value(QStringLiteral("content")).toArray().at(0).toObject().value(QStringLiteral("attrs")).toObject().value(QStringLiteral("localId")).toString(),
             QStringLiteral("s3-task-1"));

    // Two conversions joined into one document collide without prefixes...
    QJsonArray joined = markdownToAdfContent(QStringLiteral("- [ ] a"));
    joined.append(markdownToAdfContent(QStringLiteral("- [ ] b")).at(0));
    const QJsonObject clash{{QStringLiteral("type"), QStringLiteral("doc")},
                            {QStringLiteral("version"), 1},
                            {QStringLiteral("content"), joined}};
    QVERIFY(adfProblems(clash).join(QLatin1Char('\n')).contains(QStringLiteral("duplicate localId")));
    // ...and do not with them.
    QJsonArray distinct = markdownToAdfContent(QStringLiteral("- [ ] a"), options);
    distinct.append(markdownToAdfContent(QStringLiteral("- [ ] b")).at(0));
    QVERIFY(adfProblems(QJsonObject{{QStringLiteral("type"), QStringLiteral("doc")},
                                    {QStringLiteral("version"), 1},
                                    {QStringLiteral("content"), distinct}})
                .isEmpty());
}

void TestMarkdownToAdf::hrefPolicy_data()
{
    QTest::addColumn<QString>("href");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("https") << "https://example.com/a?b=c#d" << true;
    QTest::newRow("http upper") << "HTTP://EXAMPLE.COM" << true;
    QTest::newRow("mailto") << "mailto:oncall@example.com" << true;
    QTest::newRow("root") << "/browse/JIRA-1" << true;
    QTest::newRow("fragment") << "#fix" << true;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("scheme only") << "https://" << false;
    QTest::newRow("javascript") << "javascript:alert(1)" << false;
    QTest::newRow("data") << "data:text/html,x" << false;
    QTest::newRow("ftp") << "ftp://example.com" << true;
    QTest::newRow("ftps") << "FTPS://example.com/x" << true;
    QTest::newRow("irc") << "irc://irc.libera.chat/qt" << true;
    QTest::newRow("irc6") << "irc6://[2001:db8::1]/qt" << true;
    QTest::newRow("tel") << "tel:+1-555-0100" << true;
    QTest::newRow("ftp scheme only") << "ftp://" << false;
    QTest::newRow("tel scheme only") << "tel:" << false;
    QTest::newRow("sftp") << "sftp://example.com" << false;
    QTest::newRow("telnet") << "telnet://example.com" << false;
    QTest::newRow("relative") << "docs/x.md" << false;
    QTest::newRow("space") << "https://e.x/a b" << false;
    QTest::newRow("newline") << "/a\nb" << false;
    QTest::newRow("httpx") << "httpx://e.x" << false;
}

void TestMarkdownToAdf::hrefPolicy()
{
    QFETCH(QString, href);
    QFETCH(bool, allowed);
    QCOMPARE(isAllowedAdfHref(href), allowed);
}

void TestMarkdownToAdf::deepNesting_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("text");
    QTest::newRow("200 blockquotes") << QString(QString(200, QLatin1Char('>')) + QStringLiteral(" deep")) << "deep";
    QString list;
    for (int i = 0; i < 200; ++i)
        list += QString(i * 2, QLatin1Char(' ')) + QStringLiteral("- l") + QString::number(i) + QLatin1Char('\n');
    QString expected;
    for (int i = 0; i < 200; ++i)
        expected += QStringLiteral("l") + QString::number(i);
    QTest::newRow("200 nested bullet items") << list << expected;
    QString tasks;
    for (int i = 0; i < 200; ++i)
        tasks += QString(i * 2, QLatin1Char(' ')) + QStringLiteral("- [ ] t\n");
    QTest::newRow("200 nested task items") << tasks << QString(QStringLiteral("t").repeated(200));
    QTest::newRow("mixed 300") << QString(QStringLiteral("> - ").repeated(300) + QStringLiteral("x")) << "x";
    QTest::newRow("5000 emphasis") << QString(QString(5000, QLatin1Char('*')) + QStringLiteral("x") + QString(5000, QLatin1Char('*'))) << "x";
    QTest::newRow("5000 brackets") << QString(QString(5000, QLatin1Char('[')) + QStringLiteral("x") + QString(5000, QLatin1Char(']'))) << QString(QString(5000, QLatin1Char('[')) + QStringLiteral("x") + QString(5000, QLatin1Char(']')));
}

void TestMarkdownToAdf::deepNesting()
{
    QFETCH(QString, markdown);
    QFETCH(QString, text);
    const QByteArray json = markdownToAdfJson(markdown);
    QJsonParseError error{};
    const QJsonDocument parsed = QJsonDocument::fromJson(json, &error);
    QVERIFY2(parsed.isObject(), qPrintable(error.errorString()));
    const QJsonObject doc = parsed.object();
    const QList<QString> problems = adfProblems(doc);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(allText(doc).remove(QLatin1Char(' ')).remove(QChar(0x2022)), text);
    QVERIFY2(depthOf(doc) < 200, qPrintable(QString::number(depthOf(doc))));
}

void TestMarkdownToAdf::invalidUtf8()
{
    const QByteArray bytes("ok \xff\xfe bad \xc3");
    const QJsonObject doc = QJsonDocument::fromJson(markdownUtf8ToAdfJson(bytes)).object();
    QVERIFY(adfProblems(doc).isEmpty());
    QCOMPARE(allText(doc), QString::fromUtf8(bytes));
}

void TestMarkdownToAdf::fixtureSample()
{
    QFile file(QStringLiteral(PM_FIXTURES_DIR "/sample-postmortem.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());
    const QJsonObject doc = markdownToAdf(md);
    QVERIFY(adfProblems(doc).isEmpty());
    const QJsonArray content = doc.value(QStringLiteral("content")).toArray();
    QStringList types;
    for (const QJsonValue &v : content)
        types << v.toObject().value(QStringLiteral("type")).toString();
    QCOMPARE(types.join(QLatin1Char(',')),
             QStringLiteral("heading,paragraph,heading,codeBlock,heading,paragraph,orderedList,"
                            "heading,table,heading,taskList,blockquote"));
    // Identifiers are the search index: every one survives.
    const QString text = allText(doc);
    for (const char *id : {"JIRA-4711", "a1b2c3d", "ResultCache::evict()", "src/cache/lru.cc:212",
                           "test_evict_under_pressure", "PR #982"})
        QVERIFY2(text.contains(QLatin1String(id)), id);
}

QTEST_GUILESS_MAIN(TestMarkdownToAdf)
#include "tst_markdowntoadf.moc"
