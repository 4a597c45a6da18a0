// FindBar: the search runs over every section's text, whether or not its tab was ever
// opened and whether or not it has a tab of its own ("More sections"), and makes an
// editor only for the section it lands in.
#include "documentmodel.h"
#include "draftformat.h"
#include "findbar.h"
#include "sectioneditor.h"
#include "sectionlistmodel.h"
#include "sectiontabs.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QTextCursor>
#include <QVBoxLayout>
#include <QTest>

#include <memory>

using namespace pm;

namespace {

// The nine catalogue sections come first; then one extra section per note, "extra-0"
// for Note 1. The needle goes into the notes listed (and into Fix when asked).
QByteArray draft(int notes, const QList<int> &needleIn, bool inFix = false)
{
    QByteArray out = "# T\n\n## Fix\n\nThe fix.";
    out += inFix ? " A needle here.\n" : "\n";
    for (int i = 1; i <= notes; ++i) {
        out += "\n## Note " + QByteArray::number(i) + "\n\nNote text " + QByteArray::number(i) + ".";
        out += needleIn.contains(i) ? " The needle, again.\n" : "\n";
    }
    return out;
}

int existingEditors(const SectionTabs &tabs)
{
    int n = 0;
    for (int i = 0; i < tabs.count(); ++i)
        n += tabs.existingEditor(i) ? 1 : 0;
    return n;
}

} // namespace

class TestFindBar : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_window.reset(new QWidget);
        m_model = new DocumentModel(m_window.get());
        m_sections = new SectionListModel(m_model, m_window.get());
        m_tabs = new SectionTabs(m_model, m_sections, m_window.get());
        m_find = new FindBar(m_tabs, m_window.get());
        auto *layout = new QVBoxLayout(m_window.get());
        layout->addWidget(m_tabs);
        layout->addWidget(m_find);
        m_window->resize(800, 600);
    }
    void cleanup() { m_window.reset(); }

    // Ten times the tab cap: the needle sits in one section behind "More sections",
    // not the first of them (the one its editor shows when the tab is opened).
    void findReachesASectionBehindMoreSections()
    {
        load(draft(SectionTabs::MaxTabs + 20, {SectionTabs::MaxTabs + 10}));
        QCOMPARE(m_tabs->currentIndex(), 0);
        m_find->showFind();
        m_find->findEdit()->setText(QStringLiteral("needle"));
        QVERIFY(m_find->findNext());
        const QString key = QStringLiteral("extra-%1").arg(SectionTabs::MaxTabs + 9);
        QCOMPARE(m_tabs->currentKey(), key);
        QCOMPARE(m_tabs->currentEditor()->key(), key);
        QCOMPARE(m_tabs->currentEditor()->textCursor().selectedText(), QStringLiteral("needle"));
        QVERIFY2(m_find->statusLabel()->text().startsWith(QStringLiteral("1 of 1 · continued in “Note %1”").arg(SectionTabs::MaxTabs + 10)),
                 qPrintable(m_find->statusLabel()->text()));
        // Round again: the only match, found from the other end of its own section.
        QVERIFY(m_find->findNext());
        QCOMPARE(m_tabs->currentKey(), key);
    }

    // Searching past sections does not make their editors: only the one landed in.
    void findMakesOnlyTheEditorItLandsIn()
    {
        load(draft(30, {30}));
        QCOMPARE(existingEditors(*m_tabs), 1); // the first tab, shown
        m_find->showFind();
        m_find->findEdit()->setText(QStringLiteral("needle"));
        QVERIFY(m_find->findNext());
        QCOMPARE(m_tabs->currentKey(), QStringLiteral("extra-29"));
        QCOMPARE(existingEditors(*m_tabs), 2);
        // Counting the matches ("1 of 1") and highlighting made none either.
        QCOMPARE(m_find->statusLabel()->text().left(6), QStringLiteral("1 of 1"));
        QVERIFY(!m_tabs->currentEditor()->layer(SectionEditor::Layer::Search).isEmpty());
    }

    void replaceAllCoversEverySection_data()
    {
        QTest::addColumn<int>("notes");
        QTest::addColumn<QList<int>>("needleIn");
        QTest::newRow("tabs only") << 20 << QList<int>{3, 20};
        QTest::newRow("behind More sections") << SectionTabs::MaxTabs + 20
                                              << QList<int>{3, SectionTabs::MaxTabs + 5, SectionTabs::MaxTabs + 19};
    }
    void replaceAllCoversEverySection()
    {
        QFETCH(int, notes);
        QFETCH(QList<int>, needleIn);
        load(draft(notes, needleIn, true));
        const int expected = int(needleIn.size()) + 1;
        m_find->showReplace();
        m_find->findEdit()->setText(QStringLiteral("needle"));
        m_find->replaceEdit()->setText(QStringLiteral("pin"));
        QVERIFY(m_find->findNext());
        QCOMPARE(m_find->statusLabel()->text().left(6), QStringLiteral("1 of %1").arg(expected));
        QCOMPARE(m_find->replaceAll(), expected);
        QCOMPARE(m_model->serialized().count("needle"), 0);
        QCOMPARE(m_model->serialized().count("pin"), expected);
        QVERIFY(existingEditors(*m_tabs) <= 2); // the texts changed, no editor made for it
        // One undo in any section it touched undoes it in all.
        const QString last = QStringLiteral("extra-%1").arg(needleIn.last() - 1);
        QVERIFY(m_find->undoGroup(m_model->document(last), false));
        QCOMPARE(m_model->serialized().count("needle"), expected);
        QCOMPARE(m_model->serialized().count("pin"), 0);
        // Opening that section's editor afterwards keeps it one step: redo, then
        // Ctrl+Z in the new editor, undoes every section again.
        QVERIFY(m_find->undoGroup(m_model->document(last), true));
        m_tabs->showKey(last);
        SectionEditor *ed = m_tabs->currentEditor();
        QCOMPARE(ed->key(), last);
        ed->setFocus();
        QTest::keySequence(ed, QKeySequence::Undo);
        QCOMPARE(m_model->serialized().count("needle"), expected);
    }

    void caseAndWholeWords_data()
    {
        QTest::addColumn<bool>("matchCase");
        QTest::addColumn<bool>("wholeWords");
        QTest::addColumn<int>("count");
        // "Cache cache caches" in one section, "cache" in a note behind More sections.
        QTest::newRow("neither") << false << false << 4;
        QTest::newRow("case") << true << false << 3;
        QTest::newRow("whole words") << false << true << 3;
        QTest::newRow("both") << true << true << 2;
    }
    void caseAndWholeWords()
    {
        QFETCH(bool, matchCase);
        QFETCH(bool, wholeWords);
        QFETCH(int, count);
        QByteArray bytes = draft(SectionTabs::MaxTabs + 5, {});
        bytes.replace("The fix.", "Cache cache caches.");
        bytes.replace("Note text 62.", "Note text 62, cache.");
        load(bytes);
        m_find->showFind();
        m_find->caseBox()->setChecked(matchCase);
        m_find->wholeWordsBox()->setChecked(wholeWords);
        m_find->findEdit()->setText(QStringLiteral("cache"));
        for (int i = 1; i <= count; ++i) {
            QVERIFY(m_find->findNext());
            QVERIFY2(m_find->statusLabel()->text().startsWith(QStringLiteral("%1 of %2").arg(i).arg(count)),
                     qPrintable(m_find->statusLabel()->text()));
        }
        QCOMPARE(m_tabs->currentKey(), QStringLiteral("extra-61"));
        // And back: Find Previous goes the other way through the same matches.
        QVERIFY(m_find->findPrevious());
        QVERIFY2(m_find->statusLabel()->text().startsWith(QStringLiteral("%1 of %2").arg(count - 1).arg(count)),
                 qPrintable(m_find->statusLabel()->text()));
    }

private:
    void load(const QByteArray &bytes)
    {
        const Expected<PostMortem> pm = DraftFormat::parse(bytes);
        QVERIFY(pm.ok());
        m_model->setDraft(pm.value());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    std::unique_ptr<QWidget> m_window;
    DocumentModel *m_model = nullptr;
    SectionListModel *m_sections = nullptr;
    SectionTabs *m_tabs = nullptr;
    FindBar *m_find = nullptr;
};

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
