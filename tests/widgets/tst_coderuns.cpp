#include "coderuns.h"

#include <QTest>

using namespace pm;

namespace {

// The runs of a text, line by line, as "line:start+length" items.
QStringList runsOf(const QString &text)
{
    QStringList out;
    int state = CodeRuns::NotInFence;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const CodeRuns code = CodeRuns::ofLine(lines.at(i), state);
        for (const CodeRuns::Run &r : code.runs)
            out << QStringLiteral("%1:%2+%3").arg(i).arg(r.start).arg(r.length);
        state = code.state;
    }
    return out;
}

} // namespace

class TestCodeRuns : public QObject
{
    Q_OBJECT

private slots:
    void runs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("prose") << QStringLiteral("No code here.") << QStringList();
        QTest::newRow("span") << QStringLiteral("Set `retry_backoff` to 2.") << QStringList{QStringLiteral("0:4+15")};
        QTest::newRow("two spans") << QStringLiteral("`a` and `b`") << QStringList{QStringLiteral("0:0+3"), QStringLiteral("0:8+3")};
        QTest::newRow("double backticks hold one") << QStringLiteral("x ``a ` b`` y") << QStringList{QStringLiteral("0:2+9")};
        QTest::newRow("unclosed is literal") << QStringLiteral("a ` b") << QStringList();
        QTest::newRow("escaped backtick") << QStringLiteral("\\`not code`") << QStringList();
        QTest::newRow("fence") << QStringLiteral("Before\n```cpp\nint x;\n```\nAfter `y`")
                               << QStringList{QStringLiteral("1:0+6"), QStringLiteral("2:0+6"), QStringLiteral("3:0+3"),
                                              QStringLiteral("4:6+3")};
        QTest::newRow("tilde fence ignores backticks") << QStringLiteral("~~~~\n```\n~~~\n~~~~\nx")
                                                       << QStringList{QStringLiteral("0:0+4"), QStringLiteral("1:0+3"),
                                                                      QStringLiteral("2:0+3"), QStringLiteral("3:0+4")};
        QTest::newRow("fence in a list item") << QStringLiteral("- step\n  ```\n  run\n  ```\nx")
                                              << QStringList{QStringLiteral("1:0+5"), QStringLiteral("2:0+5"), QStringLiteral("3:0+5")};
        QTest::newRow("backticks in the info string: no fence") << QStringLiteral("``` a ` b\nx") << QStringList();
        QTest::newRow("unclosed fence runs to the end") << QStringLiteral("```\na\nb") << QStringList{QStringLiteral("0:0+3"), QStringLiteral("1:0+1"), QStringLiteral("2:0+1")};
    }
    void runs()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QCOMPARE(runsOf(text), expected);
    }
};

QTEST_GUILESS_MAIN(TestCodeRuns)
#include "tst_coderuns.moc"
