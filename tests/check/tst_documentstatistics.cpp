#include "documentmodel.h"
#include "documentstatistics.h"
#include "draftformat.h"

#include <QGuiApplication>
#include <QSignalSpy>
#include <QTextCursor>
#include <QTextDocument>
#include <QTest>

using namespace pm;

class tst_DocumentStatistics : public QObject
{
    Q_OBJECT

private slots:
    void recountsOnlyAfterThePause()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse("# T\n\n## Fix\n\nOne two three.\n").value());
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

    // A big section's words are counted on the worker: the pause costs the GUI thread
    // no count, the figure comes a moment later, and text typed while the worker counts
    // is counted next.
    void bigSectionIsCountedOnTheWorker()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse("# T\n\n## Fix\n\nOne two three.\n").value());
        DocumentStatistics stats(&model);
        stats.setDelay(60000);      // only the calls below count
        stats.setBackgroundFrom(0); // every section counts as big
        QSignalSpy changed(&stats, &DocumentStatistics::changed);
        QTextCursor cursor(model.document(QStringLiteral("fix")));
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral(" Four"));
        stats.flush();
        QVERIFY(stats.isCounting());
        QCOMPARE(stats.words(QStringLiteral("fix")), 3); // applied on this thread, later
        QCOMPARE(stats.characters(QStringLiteral("fix")), int(QStringLiteral("One two three. Four").size()));
        cursor.insertText(QStringLiteral(" five six."));
        stats.flush(); // the worker is busy: this one goes next
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isCounting(), 20000);
        QCOMPARE(stats.words(QStringLiteral("fix")), 6);
        QVERIFY(changed.count() >= 2);
        // Deleted while it counts: the worker is waited for.
        cursor.insertText(QStringLiteral(" Seven."));
        auto *counting = new DocumentStatistics(&model);
        counting->setBackgroundFrom(0);
        cursor.insertText(QStringLiteral(" Eight."));
        counting->flush();
        QVERIFY(counting->isCounting());
        delete counting;
    }

    // The counts are lint::countWords' (tst_wordcount has its rows), for sections read
    // from the file and for sections edited since.
    void countsWithTheOneCounter()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse("# T\n\n## Fix\n\n修复已验证\n\n## Summary\n\n한국어 문장\n").value());
        DocumentStatistics stats(&model);
        QCOMPARE(stats.words(QStringLiteral("fix")), 5);
        QCOMPARE(stats.words(QStringLiteral("summary")), 2);
        QTextCursor cursor(model.document(QStringLiteral("fix")));
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QString::fromUtf8(" 𠮷野家"));
        stats.flush();
        QCOMPARE(stats.words(QStringLiteral("fix")), 8);
        QCOMPARE(stats.totalWords(), 10);
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    tst_DocumentStatistics test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_documentstatistics.moc"
