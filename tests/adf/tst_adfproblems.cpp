#include "markdowntoadf.h"

#include <QJsonDocument>
#include <QTest>

using namespace pm;

// adfProblems() is what the tests and the fuzzer trust: it must catch each rule.
class TestAdfProblems : public QObject
{
    Q_OBJECT

private slots:
    void problems_data();
    void problems();
};

void TestAdfProblems::problems_data()
{
    QTest::addColumn<QByteArray>("content"); // the doc content array
    QTest::addColumn<QString>("problem");    // expected substring; empty: valid

    auto text = [](const char *json) -> QByteArray { return QByteArray(R"([{"type":"paragraph","content":[)") + json + "]}]"; };

    QTest::newRow("valid paragraph") << text(R"({"type":"text","text":"a"})") << QString();
    QTest::newRow("valid code+link")
        << text(R"({"type":"text","text":"a","marks":[{"type":"code"},{"type":"link","attrs":{"href":"/x"}}]})") << QString();
    QTest::newRow("empty text") << text(R"({"type":"text","text":""})") << "empty text node";
    QTest::newRow("empty marks") << text(R"({"type":"text","text":"a","marks":[]})") << "empty marks array";
    QTest::newRow("code with strong")
        << text(R"({"type":"text","text":"a","marks":[{"type":"code"},{"type":"strong"}]})") << "code mark combined with strong";
    QTest::newRow("duplicate mark")
        << text(R"({"type":"text","text":"a","marks":[{"type":"em"},{"type":"em"}]})") << "duplicate em mark";
    QTest::newRow("unknown mark")
        << text(R"({"type":"text","text":"a","marks":[{"type":"underline"}]})") << "unsupported mark";
    QTest::newRow("javascript href")
        << text(R"({"type":"text","text":"a","marks":[{"type":"link","attrs":{"href":"javascript:x"}}]})") << "link href";
    QTest::newRow("relative href")
        << text(R"({"type":"text","text":"a","marks":[{"type":"link","attrs":{"href":"a.md"}}]})") << "link href";
    QTest::newRow("heading level 7") << QByteArray(R"([{"type":"heading","attrs":{"level":7},"content":[]}])") << "heading level";
    QTest::newRow("heading level 0") << QByteArray(R"([{"type":"heading","attrs":{"level":0}}])") << "heading level";
    QTest::newRow("heading no attrs") << QByteArray(R"([{"type":"heading","content":[]}])") << "attrs missing";
    QTest::newRow("code block marks")
        << QByteArray(R"([{"type":"codeBlock","content":[{"type":"text","text":"x","marks":[{"type":"strong"}]}]}])") << "codeBlock text carries marks";
    QTest::newRow("code block hardBreak")
        << QByteArray(R"([{"type":"codeBlock","content":[{"type":"hardBreak"}]}])") << "codeBlock holds only text";
    QTest::newRow("heading in list item")
        << QByteArray(R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph"},{"type":"heading","attrs":{"level":1}}]}]}])")
        << "heading not allowed in a listItem";
    QTest::newRow("blockquote in list item")
        << QByteArray(R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph"},{"type":"blockquote","content":[{"type":"paragraph"}]}]}]}])")
        << "blockquote not allowed in a listItem";
    QTest::newRow("rule in list item")
        << QByteArray(R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph"},{"type":"rule"}]}]}])")
        << "rule not allowed in a listItem";
    QTest::newRow("table in list item")
        << QByteArray(R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph"},{"type":"table","content":[]}]}]}])")
        << "table not allowed in a listItem";
    QTest::newRow("list item starts with list")
        << QByteArray(R"([{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph"}]}]}]}]}])")
        << "must start with a paragraph";
    QTest::newRow("empty list item") << QByteArray(R"([{"type":"bulletList","content":[{"type":"listItem","content":[]}]}])") << "content is empty";
    QTest::newRow("empty list") << QByteArray(R"([{"type":"orderedList","content":[]}])") << "content is empty";
    QTest::newRow("negative order")
        << QByteArray(R"([{"type":"orderedList","attrs":{"order":-1},"content":[{"type":"listItem","content":[{"type":"paragraph"}]}]}])") << "order";
    QTest::newRow("nested blockquote")
        << QByteArray(R"([{"type":"blockquote","content":[{"type":"blockquote","content":[{"type":"paragraph"}]}]}])")
        << "blockquote not allowed in a blockquote";
    QTest::newRow("heading in blockquote")
        << QByteArray(R"([{"type":"blockquote","content":[{"type":"heading","attrs":{"level":1}}]}])") << "heading not allowed in a blockquote";
    QTest::newRow("rule in blockquote")
        << QByteArray(R"([{"type":"blockquote","content":[{"type":"rule"}]}])") << "rule not allowed in a blockquote";
    QTest::newRow("table in blockquote")
        << QByteArray(R"([{"type":"blockquote","content":[{"type":"table","content":[]}]}])") << "table not allowed in a blockquote";
    QTest::newRow("empty blockquote") << QByteArray(R"([{"type":"blockquote","content":[]}])") << "content is empty";
    QTest::newRow("table in table")
        << QByteArray(R"([{"type":"table","content":[{"type":"tableRow","content":[{"type":"tableCell","content":[{"type":"table","content":[]}]}]}]}])")
        << "table not allowed in a table cell";
    QTest::newRow("ragged table")
        << QByteArray(R"([{"type":"table","content":[{"type":"tableRow","content":[{"type":"tableCell","content":[{"type":"paragraph"}]},{"type":"tableCell","content":[{"type":"paragraph"}]}]},{"type":"tableRow","content":[{"type":"tableCell","content":[{"type":"paragraph"}]}]}]}])")
        << "row has 1 cells";
    QTest::newRow("valid table")
        << QByteArray(R"([{"type":"table","content":[{"type":"tableRow","content":[{"type":"tableHeader","content":[{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"center"}}]}]}]}]}])")
        << QString();
    QTest::newRow("alignment outside table")
        << QByteArray(R"([{"type":"paragraph","marks":[{"type":"alignment","attrs":{"align":"center"}}]}])") << "only alignment, in table cells";
    QTest::newRow("task without localId")
        << QByteArray(R"([{"type":"taskList","attrs":{"localId":"l"},"content":[{"type":"taskItem","attrs":{"state":"TODO"}}]}])") << "taskItem without localId";
    QTest::newRow("task bad state")
        << QByteArray(R"([{"type":"taskList","attrs":{"localId":"l"},"content":[{"type":"taskItem","attrs":{"localId":"i","state":"done"}}]}])") << "state";
    QTest::newRow("task list starts with task list")
        << QByteArray(R"([{"type":"taskList","attrs":{"localId":"l"},"content":[{"type":"taskList","attrs":{"localId":"m"},"content":[{"type":"taskItem","attrs":{"localId":"i","state":"TODO"}}]}]}])")
        << "must start with a taskItem";
    QTest::newRow("task item holds paragraph")
        << QByteArray(R"([{"type":"taskList","attrs":{"localId":"l"},"content":[{"type":"taskItem","attrs":{"localId":"i","state":"TODO"},"content":[{"type":"paragraph"}]}]}])")
        << "paragraph is not an inline node";
    QTest::newRow("task list in blockquote")
        << QByteArray(R"([{"type":"blockquote","content":[{"type":"taskList","attrs":{"localId":"l"},"content":[{"type":"taskItem","attrs":{"localId":"i","state":"TODO"}}]}]}])")
        << "taskList not allowed in a blockquote";
    QTest::newRow("unknown node") << QByteArray(R"([{"type":"mediaSingle","content":[]}])") << "mediaSingle not allowed";
    QTest::newRow("extra key") << QByteArray(R"([{"type":"rule","content":[]}])") << "unexpected key \"content\"";
    QTest::newRow("inline at top") << QByteArray(R"([{"type":"text","text":"a"}])") << "text not allowed in the document";
}

void TestAdfProblems::problems()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, problem);
    const QJsonDocument parsed = QJsonDocument::fromJson(content);
    QVERIFY(parsed.isArray());
    const QJsonObject doc{{QStringLiteral("type"), QStringLiteral("doc")},
                          {QStringLiteral("version"), 1},
                          {QStringLiteral("content"), parsed.array()}};
    const QString found = adfProblems(doc).join(QLatin1Char('\n'));
    if (problem.isEmpty())
        QVERIFY2(found.isEmpty(), qPrintable(found));
    else
        QVERIFY2(found.contains(problem), qPrintable(QStringLiteral("got: ") + found));
}

QTEST_GUILESS_MAIN(TestAdfProblems)
#include "tst_adfproblems.moc"
