// The one fence-line recogniser (fenceline.h): what opens a fenced code block and what
// closes one, as CommonMark reads a fence line.
#include "fenceline.h"

#include <QTest>

using namespace pm::markdown;

class TestFenceLine : public QObject
{
    Q_OBJECT

private slots:
    void opens_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("at");
        QTest::addColumn<bool>("opens");
        QTest::addColumn<int>("length");
        QTest::newRow("backticks") << QStringLiteral("```") << 0 << true << 3;
        QTest::newRow("tildes with info") << QStringLiteral("~~~~ cpp") << 0 << true << 4;
        QTest::newRow("after indentation") << QStringLiteral("  ```js") << 2 << true << 3;
        QTest::newRow("two are no fence") << QStringLiteral("``x") << 0 << false << 2;
        QTest::newRow("backtick in a backtick info string") << QStringLiteral("``` a ` b") << 0 << false << 3;
        QTest::newRow("backtick in a tilde info string") << QStringLiteral("~~~ a ` b") << 0 << true << 3;
        QTest::newRow("not at the position asked") << QStringLiteral(" ```") << 0 << false << 0;
        QTest::newRow("past the end") << QStringLiteral("```") << 3 << false << 0;
        QTest::newRow("mixed run") << QStringLiteral("``~") << 0 << false << 2;
    }
    void opens()
    {
        QFETCH(QString, line);
        QFETCH(int, at);
        QFETCH(bool, opens);
        QFETCH(int, length);
        const FenceRun run = fenceRunAt(line, at);
        QCOMPARE(run.opens(), opens);
        QCOMPARE(run.length, length);
        if (length > 0) // the rest is read only behind a run
            QCOMPARE(run.rest.toString(), line.mid(at + length));
    }

    void closes_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("opener");
        QTest::addColumn<bool>("closes");
        QTest::newRow("same") << QStringLiteral("```") << QStringLiteral("```") << true;
        QTest::newRow("longer, blanks after") << QStringLiteral("`````  \t") << QStringLiteral("````") << true;
        QTest::newRow("shorter") << QStringLiteral("```") << QStringLiteral("````") << false;
        QTest::newRow("other mark") << QStringLiteral("~~~") << QStringLiteral("```") << false;
        QTest::newRow("text after") << QStringLiteral("``` x") << QStringLiteral("```") << false;
        QTest::newRow("two of a two-long opener") << QStringLiteral("~~") << QStringLiteral("~~") << false;
    }
    void closes()
    {
        QFETCH(QString, line);
        QFETCH(QString, opener);
        QFETCH(bool, closes);
        QCOMPARE(fenceRunAt(line, 0).closes(opener.at(0), int(opener.size())), closes);
    }
};

QTEST_GUILESS_MAIN(TestFenceLine)
#include "tst_fenceline.moc"
