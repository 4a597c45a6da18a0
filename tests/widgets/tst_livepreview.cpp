#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "livepreview.h"
#include "sectionlistmodel.h"
#include "sectiontabs.h"

#include <QApplication>
#include <QScrollBar>
#include <QTextCursor>
#include <QTextDocument>
#include <QTest>

using namespace pm;

namespace {

QByteArray longDraft()
{
    QByteArray out = "---\ntitle: Big\nticket: ABC-1\n---\n\n# Big\n\n";
    const char *headings[] = {"Summary", "Symptoms", "Root cause", "Why the symptom", "Fix",
                              "How it was found", "Why it slipped through", "Verification", "Action items"};
    for (const char *h : headings) {
        out += "## " + QByteArray(h) + "\n\n";
        for (int i = 0; i < 12; ++i)
            out += "Paragraph " + QByteArray::number(i) + " of " + h + ", long enough to wrap once or twice in a narrow dock.\n\n";
    }
    return out;
}

} // namespace

class TestLivePreview : public QObject
{
    Q_OBJECT

private slots:
    void rendersAfterTheChecksAndFollowsTheSection()
    {
        DocumentModel model;
        model.setDraft(DraftFormat::parse(longDraft()).value());
        SectionListModel sections(&model);
        SectionTabs tabs(&model, &sections);
        DocumentChecker checker(&model);
        checker.setDebounce(10);
        LivePreview preview(&model, &checker, &tabs);
        // Hidden: no work at all.
        QTextCursor(model.document(QStringLiteral("fix"))).insertText(QStringLiteral("Hidden edit. "));
        checker.flush();
        QCOMPARE(preview.renders(), 0);

        preview.resize(400, 300);
        preview.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preview));
        QCOMPARE(preview.renders(), 1);
        QVERIFY(preview.toPlainText().contains(QStringLiteral("Hidden edit.")));

        // An edit shows up after the checks' pause, through the same ADF renderer.
        QTextCursor(model.document(QStringLiteral("fix"))).insertText(QStringLiteral("Typed `code`. "));
        QTRY_VERIFY(preview.toPlainText().contains(QStringLiteral("Typed code.")));
        QCOMPARE(preview.renders(), 2);

        // Editing a later section scrolls its heading into view; an earlier one back up.
        tabs.showKey(QStringLiteral("verification"));
        const int atVerification = preview.verticalScrollBar()->value();
        QVERIFY(atVerification > 0);
        tabs.showKey(QStringLiteral("symptoms"));
        QVERIFY(preview.verticalScrollBar()->value() < atVerification);
        QVERIFY(preview.verticalScrollBar()->value() > 0);
    }
};

QTEST_MAIN(TestLivePreview)
#include "tst_livepreview.moc"
