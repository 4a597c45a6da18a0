// MainWindow itself: focus and language at start, the fit to a small screen, typing and
// undo, section tabs, find and replace across sections. Files: tst_mainwindowsave,
// tst_mainwindowfiles; checks and export: tst_mainwindowchecks.
#include "documentchecker.h"
#include "documentmodel.h"
#include "findbar.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "metadatabar.h"
#include "checkspanel.h"
#include "problemsmodel.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "spellchecker.h"
#include "statusfields.h"
#include "testfiles.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTextCursor>
#include <QToolButton>
#include <QTreeView>

using namespace pm;
using pmtest::answerNextMessageBox;
using pmtest::readFile;
using pmtest::sample;
using pmtest::writeFile;

class TestMainWindow : public pmtest::MainWindowTest
{
    Q_OBJECT

private slots:

    void startsWithTheFocusInTheEditor()
    {
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.tabs()->currentEditor()));
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.tabs()->currentEditor()));
    }

    void chineseInterfaceStartsAChineseDraft_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QLocale(QLocale::Chinese, QLocale::China) << QStringLiteral("zh");
        QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates) << QStringLiteral("en");
    }
    void chineseInterfaceStartsAChineseDraft()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, language);
        const QLocale before;
        QLocale::setDefault(locale);
        MainWindow w;
        QLocale::setDefault(before);
        QCOMPARE(w.document()->language(), language);
        QVERIFY(!w.document()->isModified());
        // The template's stand-in title is a placeholder, not text to delete first.
        QVERIFY(w.metadataBar()->titleEdit()->text().isEmpty());
        QVERIFY(!w.metadataBar()->titleEdit()->placeholderText().isEmpty());
        // Typing elsewhere in the bar keeps the stand-in, which publishing flags.
        w.metadataBar()->ticketEdit()->setFocus();
        QTest::keyClicks(w.metadataBar()->ticketEdit(), QStringLiteral("ABC-1"));
        QVERIFY(MetadataBar::isTemplateTitle(w.document()->meta().title));
    }

    void viewMenuHasTheSpellingToggle()
    {
        MainWindow w;
        QAction *toggle = nullptr;
        for (QAction *menu : w.menuBar()->actions()) {
            if (!menu->menu())
                continue;
            for (QAction *a : menu->menu()->actions()) {
                if (QString(a->text()).remove(u'&') == QLatin1String("Check Spelling"))
                    toggle = a;
            }
        }
        QVERIFY(toggle);
        QCOMPARE(toggle, w.spellChecker()->toggleAction());
        QVERIFY(toggle->isCheckable());
        // Usable only where Sonnet is built in and has a dictionary; else it says why.
        QCOMPARE(toggle->isEnabled(), w.spellChecker()->isUsable());
        QCOMPARE(w.spellChecker()->isBuiltIn(), SpellChecker::isBuiltIn());
        if (!toggle->isEnabled())
            QVERIFY(!toggle->statusTip().isEmpty());
    }

    void windowFitsTheAvailableScreen_data()
    {
        QTest::addColumn<bool>("newDraft");
        QTest::newRow("sample, gate folded") << false;
        QTest::newRow("new draft, everything missing") << true;
    }
    void windowFitsTheAvailableScreen()
    {
        // The offscreen screen is 800x800: smaller than the 1280x820 default.
        QFETCH(bool, newDraft);
        MainWindow w;
        QByteArray bytes = sample();
        bytes.replace("## Fix\n\n", "## Fix\n\nTODO\n\n"); // the sample alone has nothing to list
        if (!newDraft)
            QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), bytes)));
        QCOMPARE(w.checksPanel()->isGateExpanded(), newDraft);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect available = w.screen()->availableGeometry();
        QVERIFY2(available.contains(w.frameGeometry()),
                 qPrintable(QStringLiteral("%1x%2 in %3x%4").arg(w.width()).arg(w.height()).arg(available.width()).arg(available.height())));
        QVERIFY(w.statusBar()->isVisible());
        QVERIFY(w.rect().contains(w.statusBar()->geometry()));
        // An 800x600 screen, whatever the offscreen screen is (800x600 with Qt 5, 800x800
        // with Qt 6): the window takes that size, frame included, with the panel shown.
        const QSize small = QSize(800, 600) - QSize(16, 48);
        w.resize(small);
        QCoreApplication::processEvents();
        QVERIFY2(w.size() == small, qPrintable(QStringLiteral("%1x%2, at least %3x%4").arg(w.width()).arg(w.height()).arg(w.minimumWidth()).arg(w.minimumHeight())));
        QVERIFY(w.checksPanel()->isVisible());
        QVERIFY(w.rect().contains(w.statusBar()->geometry()));
        // Narrow: the metadata form folds so each field keeps a usable width.
        QVERIFY(w.metadataBar()->isCompact());
        for (QLineEdit *edit : w.metadataBar()->findChildren<QLineEdit *>())
            QVERIFY2(edit->width() >= edit->fontMetrics().averageCharWidth() * 12, qPrintable(edit->accessibleName()));
        // The language and destination choices are not squeezed over each other.
        for (QComboBox *box : w.metadataBar()->findChildren<QComboBox *>())
            QVERIFY2(box->width() >= box->minimumSizeHint().width(), qPrintable(box->accessibleName()));
    }

    // At 1024x700 the Problems panel shows rows of its list under the facts form (open
    // on a new draft), and every section's tab is on screen: none scrolled out of sight.
    void problemsAndTabsFitAt1024x700_data()
    {
        QTest::addColumn<bool>("newDraft");
        QTest::newRow("sample") << false;
        QTest::newRow("new draft") << true;
    }
    void problemsAndTabsFitAt1024x700()
    {
        QFETCH(bool, newDraft);
        MainWindow w;
        QByteArray bytes = sample();
        bytes.replace("## Fix\n\n", "## Fix\n\nTODO\n\n"); // the sample alone has nothing to list
        if (!newDraft)
            QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), bytes)));
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), QSize(1024, 700));
        QTreeView *list = w.checksPanel()->problemsView();
        QTRY_VERIFY(list->isVisible());
        const int line = list->fontMetrics().lineSpacing();
        const QRect shown = list->visibleRegion().boundingRect();
        QVERIFY2(shown.height() >= 5 * line, qPrintable(QStringLiteral("%1 px shown").arg(shown.height())));
        QVERIFY(w.checksPanel()->gateToggle()->visibleRegion().boundingRect().height() > 0);
        QCOMPARE(w.checksPanel()->isGateExpanded(), newDraft);
        QTabBar *bar = w.tabs()->tabBar();
        QCOMPARE(bar->count(), 9);
        for (int i = 0; i < bar->count(); ++i)
            QVERIFY2(bar->rect().contains(bar->tabRect(i)), qPrintable(QString::number(i)));
        QVERIFY(!bar->tabToolTip(0).isEmpty());
        // Required sections are marked by a ring, not by an asterisk.
        for (int i = 0; i < bar->count(); ++i)
            QVERIFY(!bar->tabText(i).contains(QLatin1Char('*')));
    }

    // With nothing to report the panel says so in one line under the verdict, with no
    // empty list below; the list (and the height it takes) comes back with a problem.
    void nothingToReportIsOneLineAt1024x700()
    {
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), QSize(1024, 700));
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("postmortems/edge-cache")));
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("postmortems/edge-cache/CDN-4821-stale-etag.md")), sample())));
        // "Opened …" fits left of the status bar's fields.
        QTRY_VERIFY(w.statusFields()->sectionLabel()->text().startsWith(QStringLiteral("Summary")));
        const int room = w.statusFields()->sectionLabel()->geometry().left();
        const int opened = w.statusBar()->fontMetrics().horizontalAdvance(w.statusBar()->currentMessage());
        QVERIFY2(opened < room, qPrintable(QStringLiteral("%1: %2 px in %3").arg(w.statusBar()->currentMessage()).arg(opened).arg(room)));
        ChecksPanel *panel = w.checksPanel();
        QLabel *empty = panel->emptyLabel();
        QTRY_VERIFY(!w.checks()->isVerdictPending());
        QTRY_VERIFY(empty->isVisible());
        QCOMPARE(panel->problems()->problemCount(), 0);
        QVERIFY(!panel->problemsView()->isVisible());
        QVERIFY(!panel->filterBox()->isVisible()); // nothing to filter
        const int line = empty->fontMetrics().lineSpacing();
        QVERIFY2(empty->height() < 2 * line, qPrintable(QStringLiteral("%1 px").arg(empty->height())));
        QCOMPARE(empty->visibleRegion().boundingRect().height(), empty->height());
        // The verdict and the line stay at the top; the spare height is below them.
        QVERIFY(panel->verdictLabel()->height() < 4 * line);
        QVERIFY(panel->verdictLabel()->geometry().bottom() < empty->geometry().top());
        QVERIFY(empty->geometry().bottom() < panel->height() / 2);

        w.tabs()->showKey(QStringLiteral("root-cause"));
        SectionEditor *ed = w.tabs()->currentEditor();
        QTextCursor c = ed->textCursor();
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral(" It probably broke."));
        QTRY_VERIFY(panel->problemsView()->isVisible());
        QVERIFY(!empty->isVisible());
        QVERIFY(panel->filterBox()->isVisible());
        const int shown = panel->problemsView()->visibleRegion().boundingRect().height();
        QVERIFY2(shown >= 8 * line, qPrintable(QStringLiteral("%1 px shown").arg(shown)));
        ed->undo();
        QTRY_VERIFY(empty->isVisible());
        QVERIFY(!panel->problemsView()->isVisible());
    }

    // F8 and Shift+F8 go to the next and previous problem, in the list's order.
    void f8GoesToTheNextProblem()
    {
        QByteArray bytes = sample();
        bytes.replace("## Fix\n\n", "## Fix\n\nTODO\n\n");
        MainWindow w;
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), bytes)));
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.tabs()->showKey(QStringLiteral("summary"));
        QTRY_VERIFY(w.checksPanel()->problems()->problemCount() > 0);
        const int count = w.checksPanel()->problems()->problemCount();
        QTreeView *list = w.checksPanel()->problemsView();
        bool todo = false;
        QList<QModelIndex> visited;
        for (int i = 0; i < count && !todo; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_F8);
            QVERIFY(list->currentIndex().isValid());
            visited << list->currentIndex();
            todo = w.tabs()->currentKey() == QLatin1String("fix")
                   && w.tabs()->currentEditor()->textCursor().selectedText() == QLatin1String("TODO");
        }
        QVERIFY(todo);
        // The focus is in the text, where the problem is fixed.
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.tabs()->currentEditor()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(list->currentIndex(), visited.size() > 1 ? visited.at(visited.size() - 2) : list->currentIndex());
    }

    // A long owner shows its start, not its end.
    void lineEditsShowTheStartOfTheirText()
    {
        MainWindow w;
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (QLineEdit *edit : w.metadataBar()->findChildren<QLineEdit *>()) {
            if (!edit->text().isEmpty() && !edit->hasFocus())
                QVERIFY2(edit->cursorPosition() == 0, qPrintable(edit->text()));
        }
    }

    void typeThenUndo()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.tabs()->showKey(QStringLiteral("fix"));
        SectionEditor *ed = w.tabs()->currentEditor();
        QVERIFY(ed);
        ed->setFocus();
        QTextCursor c = ed->textCursor();
        c.movePosition(QTextCursor::End);
        ed->setTextCursor(c);
        QVERIFY(!w.document()->isModified());
        QTest::keyClicks(ed, QStringLiteral(" Typed."));
        QVERIFY(ed->toPlainText().endsWith(QStringLiteral(" Typed.")));
        QVERIFY(w.isWindowModified());
        QVERIFY(w.document()->isModified());
        QTest::keySequence(ed, QKeySequence::Undo);
        QVERIFY(!ed->toPlainText().endsWith(QStringLiteral(" Typed.")));
        QVERIFY(!w.document()->isModified());
        QVERIFY(!w.isWindowModified());
    }

    void switchTabs()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.tabs()->currentEditor()->setFocus();
        QCOMPARE(w.tabs()->count(), 9);
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("summary"));
        QTest::keyClick(w.tabs()->currentEditor(), Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("symptoms"));
        QTest::keyClick(w.tabs()->currentEditor(), Qt::Key_PageUp, Qt::ControlModifier);
        QTest::keyClick(w.tabs()->currentEditor(), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("action-items"));
        QTest::keyClick(w.tabs()->currentEditor(), Qt::Key_5, Qt::AltModifier);
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("fix"));
        QVERIFY(w.tabs()->currentEditor()->toPlainText().contains(QStringLiteral("edge/cache#1187")));
        // Each tab is named in its tooltip; a narrow window shows the numbers of the
        // others and the name of the current one.
        QVERIFY(w.tabs()->tabToolTip(2).contains(QStringLiteral("Root cause")));
        QVERIFY(w.tabs()->tabText(w.tabs()->currentIndex()).contains(QStringLiteral("Fix")));
        QVERIFY(w.tabs()->tabText(2).startsWith(QStringLiteral("3")));
    }

    void findAcrossSections()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        w.findBar()->showFind();
        w.findBar()->findEdit()->setText(QStringLiteral("PurgeWorker"));
        QVERIFY(w.findBar()->findNext());
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("how-found"));
        QCOMPARE(w.tabs()->currentEditor()->textCursor().selectedText(), QStringLiteral("PurgeWorker"));
        QVERIFY(!w.tabs()->currentEditor()->layer(SectionEditor::Layer::Search).isEmpty());

        w.findBar()->showReplace();
        w.findBar()->findEdit()->setText(QStringLiteral("edge-fra-04"));
        w.findBar()->replaceEdit()->setText(QStringLiteral("edge-ams-02"));
        const int n = w.findBar()->replaceAll();
        QCOMPARE(n, int(sample().count("edge-fra-04"))); // in Symptoms (text and code) and Verification
        QVERIFY(n >= 3);
        QVERIFY(!w.document()->serialized().contains("edge-fra-04"));
        // One Ctrl+Z, in any section the replacement touched, undoes it in all of them.
        w.tabs()->showKey(QStringLiteral("verification"));
        SectionEditor *ed = w.tabs()->currentEditor();
        ed->setFocus();
        QTest::keySequence(ed, QKeySequence::Undo);
        QCOMPARE(w.document()->serialized().count("edge-fra-04"), sample().count("edge-fra-04"));
        QCOMPARE(w.document()->serialized().count("edge-ams-02"), 0);
        // And one redo does it again everywhere.
        QTest::keySequence(ed, QKeySequence::Redo);
        QVERIFY(!w.document()->serialized().contains("edge-fra-04"));
        // After an edit in one section the group is void: undo is per section again.
        QTest::keyClicks(ed, QStringLiteral("x"));
        w.tabs()->showKey(QStringLiteral("symptoms"));
        SectionEditor *other = w.tabs()->currentEditor();
        other->setFocus();
        QTest::keySequence(other, QKeySequence::Undo);
        QVERIFY(other->toPlainText().contains(QStringLiteral("edge-fra-04")));
        QVERIFY(!ed->toPlainText().contains(QStringLiteral("edge-fra-04")));
        QVERIFY(ed->toPlainText().contains(QStringLiteral("x")));
    }

    void findCountsMatchesAndSaysWhenItWraps()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        const int total = int(sample().count("edge-fra-04"));
        w.findBar()->showFind();
        w.findBar()->findEdit()->setText(QStringLiteral("edge-fra-04"));
        QVERIFY(w.findBar()->findNext());
        QVERIFY2(w.findBar()->statusLabel()->text().startsWith(QStringLiteral("1 of %1").arg(total)),
                 qPrintable(w.findBar()->statusLabel()->text()));
        QVERIFY(w.findBar()->statusLabel()->text().contains(QStringLiteral("continued in “Symptoms”")));
        for (int i = 2; i <= total; ++i) {
            QVERIFY(w.findBar()->findNext());
            QVERIFY(w.findBar()->statusLabel()->text().startsWith(QStringLiteral("%1 of %2").arg(i).arg(total)));
        }
        // Past the last match, in the last section that has one: round to the first.
        QVERIFY(w.findBar()->findNext());
        const QString wrapped = w.findBar()->statusLabel()->text();
        QVERIFY2(wrapped.startsWith(QStringLiteral("1 of %1 · wrapped to the start").arg(total)), qPrintable(wrapped));
        QVERIFY(!wrapped.contains(QLatin1Char('*')));
    }
};

PM_MAINWINDOW_TEST_MAIN(TestMainWindow, "tst_mainwindow")

#include "tst_mainwindow.moc"
