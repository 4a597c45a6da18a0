// SectionTabs: one tab per section, editors made when first shown, and a draft with
// more sections than tabs (MaxTabs) keeps every section reachable and editable.
#include "contrast.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "sectioneditor.h"
#include "sectionlistmodel.h"
#include "sectiontabs.h"
#include "theme.h"

#include <QApplication>
#include <QImage>
#include <QListView>
#include <QTabBar>
#include <QSignalSpy>
#include <QTextCursor>
#include <QTextDocument>
#include <QTest>

#include <utility>

using namespace pm;
using pm::test::contrast;

namespace {

QByteArray draftWithExtras(int extras)
{
    QByteArray out = "# T\n\n## Fix\n\nThe fix.\n";
    for (int i = 1; i <= extras; ++i)
        out += "\n## Note " + QByteArray::number(i) + "\n\nNote text " + QByteArray::number(i) + ".\n";
    return out;
}

} // namespace

class TestSectionTabs : public QObject
{
    Q_OBJECT

private slots:
    void dotsAreLegibleInBothThemes_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << QStringLiteral("light");
        QTest::newRow("dark") << QStringLiteral("dark");
    }

    void dotsAreLegibleInBothThemes()
    {
        QFETCH(QString, theme);
        DocumentModel document;
        SectionListModel sections(&document);
        SectionTabs w(&document, &sections);
        Expected<PostMortem> pm = DraftFormat::parse(draftWithExtras(0));
        QVERIFY(pm.ok());
        document.setDraft(pm.value());
        sections.setProblemCounts({{QStringLiteral("fix"), 2}});
        // Switched after the tabs exist: the dots follow a theme change, too.
        Theme::apply(theme);
        const QColor window = w.palette().color(QPalette::Window);
        // The dot's ink: its most opaque pixel (a required section's ring is hollow).
        const auto centre = [&w](int index) {
            const QImage image = w.tabIcon(index).pixmap(QSize(12, 12)).toImage();
            QColor ink(Qt::transparent);
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    if (image.pixelColor(x, y).alpha() > ink.alpha())
                        ink = image.pixelColor(x, y);
                }
            }
            return ink;
        };
        const int fix = w.indexOfKey(QStringLiteral("fix"));
        const int emptyRequired = w.indexOfKey(QStringLiteral("root-cause"));
        QVERIFY(fix >= 0 && emptyRequired >= 0);
        QVERIFY(!w.tabIcon(fix).isNull() && !w.tabIcon(emptyRequired).isNull());
        const QColor warning = centre(fix), missing = centre(emptyRequired);
        QVERIFY2(warning != missing, qPrintable(warning.name()));
        for (const QColor &dot : {warning, missing})
            QVERIFY2(contrast(dot, window) >= 3.0, qPrintable(dot.name() + QStringLiteral(" on ") + window.name()));
        Theme::apply(QStringLiteral("system"));
    }

    void tabsPerSectionUpToTheCap_data()
    {
        QTest::addColumn<int>("extras");
        QTest::addColumn<int>("tabs");
        QTest::newRow("the nine") << 0 << 9;
        QTest::newRow("nine and a few") << 5 << 14;
        QTest::newRow("exactly the cap") << SectionTabs::MaxTabs - 9 << SectionTabs::MaxTabs;
        QTest::newRow("one over the cap") << SectionTabs::MaxTabs - 8 << SectionTabs::MaxTabs;
        QTest::newRow("thousands of headings") << 3000 << SectionTabs::MaxTabs;
    }

    void tabsPerSectionUpToTheCap()
    {
        QFETCH(int, extras);
        QFETCH(int, tabs);
        DocumentModel document;
        SectionListModel sections(&document);
        SectionTabs w(&document, &sections);
        Expected<PostMortem> pm = DraftFormat::parse(draftWithExtras(extras));
        QVERIFY(pm.ok());
        document.setDraft(pm.value());
        QCOMPARE(w.count(), tabs);
        QCOMPARE(document.entries().size(), 9 + extras);
        // Only the shown tab has an editor, and only shown sections a QTextDocument.
        int made = 0;
        for (int i = 0; i < w.count(); ++i)
            made += w.existingEditor(i) ? 1 : 0;
        QCOMPARE(made, 1);
        int documents = 0;
        for (const DocumentModel::Entry &e : document.entries())
            documents += e.document ? 1 : 0;
        QCOMPARE(documents, 1);

        // Every section is reachable by key, editable, and the edit reaches the model.
        const QString last = extras > 0 ? QStringLiteral("extra-%1").arg(extras - 1) : QStringLiteral("action-items");
        QSignalSpy changed(&w, &SectionTabs::currentEditorChanged);
        w.showKey(last);
        QVERIFY(w.currentEditor());
        QCOMPARE(w.currentKey(), last);
        QCOMPARE(w.currentEditor()->key(), last);
        QVERIFY(changed.count() >= 1);
        if (extras > 0)
            QCOMPARE(w.currentEditor()->toPlainText().trimmed(), QStringLiteral("Note text %1.").arg(extras));
        QTextCursor c(w.currentEditor()->document());
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral(" Edited."));
        QVERIFY(document.serialized().contains("Edited."));
        QVERIFY(document.isModified());
        QCOMPARE(w.indexOfKey(last), w.currentIndex());
        QCOMPARE(w.editorForKey(last), w.currentEditor());
    }

    void overflowListPicksTheSection()
    {
        DocumentModel document;
        SectionListModel sections(&document);
        SectionTabs w(&document, &sections);
        Expected<PostMortem> pm = DraftFormat::parse(draftWithExtras(200));
        QVERIFY(pm.ok());
        document.setDraft(pm.value());
        w.setCurrentIndex(w.count() - 1);
        auto *list = w.findChild<QListView *>();
        QVERIFY(list);
        // The list holds the sections without a tab of their own.
        const int firstHidden = SectionTabs::MaxTabs - 1;
        QVERIFY(list->isRowHidden(firstHidden - 1));
        QVERIFY(!list->isRowHidden(firstHidden));
        list->setCurrentIndex(sections.index(150));
        QCOMPARE(w.currentKey(), document.entries().at(150).key);
        // Four of the nine (the draft lacks them) stand before Fix, the notes follow it.
        QVERIFY(w.currentEditor()->toPlainText().contains(QStringLiteral("Note text %1.").arg(150 - 4)));
        // Undo stays per section: each keeps its own document.
        QVERIFY(w.currentEditor()->document() == document.document(document.entries().at(150).key));
    }

    void resetWhileAnEditorIsBusy()
    {
        // A reset from inside an editor's own event (a helper it owns, as the
        // recovery prompt was) must not free the editor under it.
        DocumentModel document;
        SectionListModel sections(&document);
        SectionTabs w(&document, &sections);
        QPointer<SectionEditor> first = w.currentEditor();
        QVERIFY(first);
        bool once = false;
        QObject::connect(first->document(), &QTextDocument::contentsChanged, first, [&document, &once] {
            if (!std::exchange(once, true))
                document.setDraft(DraftFormat::newDraft(QStringLiteral("en")));
        });
        QTextCursor(first->document()).insertText(QStringLiteral("x"));
        QVERIFY(first); // still alive inside the event
        QVERIFY(first->document() != nullptr);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!first);
        QVERIFY(w.currentEditor());
    }
};

QTEST_MAIN(TestSectionTabs)
#include "tst_sectiontabs.moc"
