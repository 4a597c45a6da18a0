#include "documentmodel.h"
#include "documentstatistics.h"
#include "draftformat.h"

#include <QGuiApplication>
#include <QSignalSpy>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>

using namespace pm;

class tst_DocumentStatistics : public QObject
{
    Q_OBJECT

private slots:
    void wordCounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("words");
        QTest::newRow("empty") << QString() << 0;
        QTest::newRow("english") << QStringLiteral("The fix removes the fast path.") << 6;
        QTest::newRow("identifiers") << QStringLiteral("`scratchBuf == NULL` in tada_launch()") << 4;
        QTest::newRow("contraction") << QStringLiteral("didn't re-run") << 2;
        QTest::newRow("chinese") << QString::fromUtf8("修复已验证") << 5;
        QTest::newRow("mixed") << QString::fromUtf8("PR 5751 修复") << 4;
        // A character outside the BMP is one character, not two halves.
        QTest::newRow("supplementary han") << QString::fromUtf8("𠮷野家") << 3;
        // Korean separates words with spaces.
        QTest::newRow("korean") << QString::fromUtf8("한국어 문장") << 2;
        QTest::newRow("japanese kana") << QString::fromUtf8("キャッシュ") << 5;
        QTest::newRow("accents") << QStringLiteral("re\u0301sume\u0301 cafe\u0301") << 2;
    }
    void wordCounts()
    {
        QFETCH(QString, text);
        QFETCH(int, words);
        QCOMPARE(DocumentStatistics::countWords(text), words);
    }

    void recountsOnlyAfterThePause()
    {
        DocumentModel model;
        model.loadValue(DraftFormat::parse("# T\n\n## Fix\n\nOne two three.\n").value(), QString(), false);
        DocumentStatistics stats(&model);
        stats.setDelay(30);
        QCOMPARE(stats.words(QStringLiteral("fix")), 3);
        QSignalSpy changed(&stats, &DocumentStatistics::changed);
        QTextCursor cursor(model.document(QStringLiteral("fix")));
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral(" Four"));
        cursor.insertText(QStringLiteral(" five."));
        QCOMPARE(stats.words(QStringLiteral("fix")), 3); // not yet: typing goes on
        QVERIFY(changed.wait(2000));
        QCOMPARE(changed.count(), 1); // one recount for both edits
        QCOMPARE(stats.words(QStringLiteral("fix")), 5);
        QCOMPARE(stats.characters(QStringLiteral("fix")), int(QStringLiteral("One two three. Four five.").size()));
        QCOMPARE(stats.totalWords(), 5);
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    tst_DocumentStatistics test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_documentstatistics.moc"
