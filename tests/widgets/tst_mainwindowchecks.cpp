// MainWindow and the checks: squiggles and quick fixes, jumping to a problem, one line
// numbering in the list and the status bar, the blockers of export and their links, the
// scope override, disabled rules, and the revision rounds of deliveries.
#include "checkspanel.h"
#include "problemsmodel.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "lintmodel.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "publishdialog.h"
#include "publishplan.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "settings.h"
#include "statusfields.h"
#include "testfiles.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QTextCursor>
#include <QTreeView>

using namespace pm;
using pmtest::answerNextMessageBox;
using pmtest::readFile;
using pmtest::sample;
using pmtest::writeFile;

namespace {

// The problems list's row of a blocker (by its index in the plan) or, for blocker -1, of
// the finding at offset in a section (offset -1: the section's group).
QModelIndex problemRow(const ProblemsModel *problems, int blocker, const QString &sectionId, int offset)
{
    for (int g = 0; g < problems->rowCount(); ++g) {
        const QModelIndex group = problems->index(g, 0);
        if (offset < 0 && group.data(ProblemsModel::SectionIdRole).toString() == sectionId)
            return group; // offset -1: the section's group row
        for (int r = 0; r < problems->rowCount(group); ++r) {
            const QModelIndex i = problems->index(r, 0, group);
            if (blocker >= 0 ? i.data(ProblemsModel::BlockerRole).toInt() == blocker
                             : i.data(ProblemsModel::KindRole).toInt() == ProblemsModel::Finding
                                   && i.data(ProblemsModel::SectionIdRole).toString() == sectionId
                                   && i.data(ProblemsModel::OffsetRole).toInt() == offset)
                return i;
        }
    }
    return {};
}

} // namespace

class TestMainWindowChecks : public pmtest::MainWindowTest
{
    Q_OBJECT

private slots:

    // The tab and the status bar count a section's problems as the Problems list lists
    // them, notes included: one count, from the list.
    void sectionCountIsTheListsCount()
    {
        QByteArray bytes = sample();
        // A passive (a note), a hedge (a warning) and a placeholder (an error).
        bytes.replace("## Summary\n\n", "## Summary\n\nThe retry queue was drained by a cron job and probably lost events. TODO\n\n");
        MainWindow w;
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), bytes)));
        w.show();
        w.tabs()->showKey(QStringLiteral("summary"));
        QTRY_VERIFY(!w.checks()->isVerdictPending());
        const ProblemsModel *problems = w.checksPanel()->problems();
        QModelIndex group;
        // The three, once the loaded draft's check is in the list.
        QTRY_VERIFY((group = problemRow(problems, -1, QStringLiteral("summary"), -1)).isValid()
                    && problems->rowCount(group) >= 3);
        const int listed = problems->rowCount(group);
        QSet<int> severities;
        for (int r = 0; r < listed; ++r)
            severities << problems->index(r, 0, group).data(ProblemsModel::SeverityRole).toInt();
        QCOMPARE(severities, (QSet<int>{int(Severity::Error), int(Severity::Warning), int(Severity::Info)}));
        QVERIFY(group.data().toString().endsWith(QStringLiteral("(%1)").arg(listed)));
        const QString count = QStringLiteral(" (%1)").arg(listed);
        QTRY_VERIFY2(w.statusFields()->sectionLabel()->text().endsWith(count),
                     qPrintable(w.statusFields()->sectionLabel()->text() + QStringLiteral(" / list:") + count));
        QTRY_VERIFY(w.tabs()->tabToolTip(w.tabs()->currentIndex()).contains(count));
    }

    void typingAHedgeShowsASquiggleAndQuickFixRemovesIt()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        QCOMPARE(w.checks()->lintModel()->count(Severity::Warning), 0);
        w.tabs()->showKey(QStringLiteral("root-cause"));
        SectionEditor *ed = w.tabs()->currentEditor();
        QTextCursor c = ed->textCursor();
        c.movePosition(QTextCursor::End);
        ed->setTextCursor(c);
        QTest::keyClicks(ed, QStringLiteral(" It probably broke."));
        // Live: after the debounce the warning is in the model, the tab and the editor.
        QTRY_COMPARE(w.checks()->lintModel()->count(Severity::Warning), 1);
        const Diagnostic d = w.checks()->lintModel()->diagnostic(0);
        QCOMPARE(d.rule, QStringLiteral("hedging"));
        QCOMPARE(d.sectionId, QStringLiteral("root-cause"));
        // The tab and the squiggles follow the model a turn of the event loop later.
        QTRY_VERIFY(w.tabs()->tabToolTip(w.tabs()->currentIndex()).contains(QStringLiteral("(1)")));
        QVERIFY(!w.tabs()->tabIcon(w.tabs()->currentIndex()).isNull());
        QTRY_COMPARE(ed->layer(SectionEditor::Layer::Lint).size(), 1);
        const QList<QTextEdit::ExtraSelection> squiggles = ed->layer(SectionEditor::Layer::Lint);
        QCOMPARE(squiggles.first().cursor.selectedText(), QStringLiteral("probably"));
        QVERIFY(squiggles.first().format.toolTip().contains(QStringLiteral("hedging")));

        QVERIFY(w.applyQuickFix(0));
        QVERIFY(ed->toPlainText().endsWith(QStringLiteral(" It broke.")));
        QCOMPARE(w.checks()->lintModel()->count(Severity::Warning), 0);
        QTRY_VERIFY(ed->layer(SectionEditor::Layer::Lint).isEmpty());
        ed->undo(); // the fix is one undo step
        QVERIFY(ed->toPlainText().endsWith(QStringLiteral(" It probably broke.")));
    }

    void clickingAWarningJumpsToIt()
    {
        MainWindow w;
        w.show();
        QByteArray flawed = sample();
        flawed.replace("`SegmentIndex::compact()` in `cache/segment_index.cc` moves", "We think `SegmentIndex::compact()` in `cache/segment_index.cc` moves");
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), flawed)));
        QCOMPARE(w.checks()->lintModel()->rowCount(), 1);
        const Diagnostic d = w.checks()->lintModel()->diagnostic(0);
        QCOMPARE(d.sectionId, QStringLiteral("root-cause"));
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("summary"));
        w.jumpTo(d.sectionId, d.offset, d.length);
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("root-cause"));
        QCOMPARE(w.tabs()->currentEditor()->textCursor().selectedText(), QStringLiteral("We think"));
    }

    void lintListAndStatusBarCountTheSameLines()
    {
        QByteArray flawed = sample();
        // The finding sits on the third line of the Fix editor, whatever the file's line.
        flawed.replace("## Fix\n\n", "## Fix\n\nFirst line.\n\nWe think this.\n\n");
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), flawed)));
        const LintModel *lint = w.checks()->lintModel();
        int row = -1;
        for (int r = 0; r < lint->rowCount(); ++r) {
            if (lint->diagnostic(r).sectionId == QLatin1String("fix") && lint->diagnostic(r).rule == QLatin1String("hedging"))
                row = r;
        }
        QVERIFY(row >= 0);
        const Diagnostic d = lint->diagnostic(row);
        QCOMPARE(d.line, 3);
        QVERIFY(lint->index(row, LintModel::LocationColumn).data().toString().contains(QStringLiteral("line 3")));
        w.jumpTo(d.sectionId, d.offset, d.length);
        QCOMPARE(w.statusFields()->positionLabel()->text(), QStringLiteral("Ln 3, Col %1").arg(d.column + d.length));
        // The label carries the section's current problem count, not the previous one.
        QTRY_COMPARE(w.statusFields()->sectionLabel()->text(), QStringLiteral("Fix (1)"));
        QTextCursor end = w.tabs()->currentEditor()->textCursor();
        end.movePosition(QTextCursor::End);
        end.insertText(QStringLiteral(" It probably broke."));
        w.checks()->flush();
        QTRY_COMPARE(w.statusFields()->sectionLabel()->text(), QStringLiteral("Fix (2)"));
    }

    // A draft with more sections than tabs: the status bar names the extra section
    // picked behind "More sections", not the tab (or the first section behind it).
    void statusBarNamesTheSectionBehindMoreSections()
    {
        QByteArray bytes = "# T\n\n## Fix\n\nThe fix.\n";
        for (int i = 1; i <= SectionTabs::MaxTabs + 20; ++i)
            bytes += "\n## Note " + QByteArray::number(i) + "\n\nNote text.\n";
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("many.md")), bytes)));
        const int picked = SectionTabs::MaxTabs + 10; // Note 71, well past the first hidden one
        w.tabs()->showKey(QStringLiteral("extra-%1").arg(picked));
        QCOMPARE(w.tabs()->currentIndex(), w.tabs()->count() - 1);
        QCOMPARE(w.statusFields()->sectionLabel()->text(), QStringLiteral("Note %1").arg(picked + 1));
        // Another one from the list, and back to a tab of its own.
        w.tabs()->showKey(QStringLiteral("extra-%1").arg(picked + 5));
        QCOMPARE(w.statusFields()->sectionLabel()->text(), QStringLiteral("Note %1").arg(picked + 6));
        w.tabs()->showKey(QStringLiteral("extra-2"));
        QCOMPARE(w.statusFields()->sectionLabel()->text(), QStringLiteral("Note 3"));
    }

    void exportIsAlwaysAvailableAndEveryBlockerIsListedOnce()
    {
        QByteArray flawed = sample();
        flawed.replace("root_cause: confirmed", "root_cause: hypothesis");
        flawed.replace("## Fix\n\n", "## Fix\n\nTODO: explain.\n\n");
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), flawed)));
        QAction *exportAction = nullptr;
        for (QAction *a : w.findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
                exportAction = a;
        }
        QVERIFY(exportAction);
        // Enabled, so Ctrl+E never falls through to the text; the tooltip says why not yet.
        QVERIFY(exportAction->isEnabled());
        QVERIFY(exportAction->toolTip().startsWith(QStringLiteral("Blocked")));
        const PublishPlan verdict = w.checks()->verdict();
        QStringList kinds;
        for (const Blocker &b : verdict.blockers)
            kinds << blockerKindId(b.kind) + QLatin1Char(':') + b.id;
        QVERIFY2(kinds.contains(QStringLiteral("gate:root-cause")), qPrintable(kinds.join(QLatin1Char(' '))));
        QVERIFY(kinds.contains(QStringLiteral("lint:placeholder")));
        // The panel shows every one of them, and no "may be published".
        const ProblemsModel *problems = w.checksPanel()->problems();
        QTRY_VERIFY(problems->problemCount() > 0);
        for (int i = 0; i < verdict.blockers.size(); ++i) {
            const Blocker &b = verdict.blockers.at(i);
            QVERIFY2(problemRow(problems, b.kind == Blocker::Kind::Lint ? -1 : i, b.sectionId, b.offset).isValid(),
                     qPrintable(b.message));
        }
        QVERIFY(!w.checksPanel()->verdictLabel()->text().contains(QStringLiteral("may be")));

        // The dialog lists the same blockers; clicking the lint one goes to its text.
        QStringList dialogList;
        QTimer::singleShot(0, qApp, [&dialogList] {
            QTRY_VERIFY(qobject_cast<PublishDialog *>(QApplication::activeModalWidget()));
            auto *dialog = qobject_cast<PublishDialog *>(QApplication::activeModalWidget());
            dialogList = dialog->plan().blockerMessages();
            QLabel *list = nullptr;
            for (QLabel *l : dialog->findChildren<QLabel *>()) {
                if (l->text().contains(QStringLiteral("blocker:0")))
                    list = l;
            }
            QVERIFY(list);
            int lint = -1;
            for (int i = 0; i < dialog->plan().blockers.size(); ++i) {
                if (dialog->plan().blockers.at(i).kind == Blocker::Kind::Lint)
                    lint = i;
            }
            QVERIFY(lint >= 0);
            emit list->linkActivated(QStringLiteral("blocker:%1").arg(lint));
        });
        exportAction->trigger();
        QCOMPARE(dialogList, verdict.blockerMessages());
        QCOMPARE(w.tabs()->currentKey(), QStringLiteral("fix"));
        QCOMPARE(w.tabs()->currentEditor()->textCursor().selectedText(), QStringLiteral("TODO"));

        // Confirming the root cause and removing the placeholder leaves nothing.
        GateInputs gate = w.document()->gateInputs();
        gate.rootCause = RootCauseState::Confirmed;
        w.document()->setGateInputs(gate);
        QTextCursor c = w.tabs()->currentEditor()->textCursor();
        c.select(QTextCursor::BlockUnderCursor);
        c.removeSelectedText();
        QTRY_VERIFY(!w.checks()->isVerdictStale());
        QVERIFY2(!w.checks()->verdict().isBlocked(), qPrintable(w.checks()->verdict().blockerMessages().join(QLatin1Char('\n'))));
        QVERIFY(w.checksPanel()->verdictLabel()->text().contains(QStringLiteral("may be exported")));
        QVERIFY(!exportAction->toolTip().startsWith(QStringLiteral("Blocked")));
    }

    void gateBlockerLinksToItsInput()
    {
        QByteArray hypothesis = sample();
        hypothesis.replace("root_cause: confirmed", "root_cause: hypothesis");
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), hypothesis)));
        const PublishPlan verdict = w.checks()->verdict();
        int gate = -1;
        for (int i = 0; i < verdict.blockers.size(); ++i) {
            if (verdict.blockers.at(i).id == QLatin1String("root-cause"))
                gate = i;
        }
        QVERIFY(gate >= 0);
        const QModelIndex row = problemRow(w.checksPanel()->problems(), gate, QString(), 0);
        QVERIFY(row.isValid());
        emit w.checksPanel()->problemsView()->activated(row);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(w.checksPanel()->inputs()->rootCauseBox()));
    }

    void scopeOverrideFromTheChecklist()
    {
        QByteArray incident = sample();
        incident.replace("customer_visible: false", "customer_visible: true");
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), incident)));
        GateModel *gate = w.checks()->gateModel();
        QVERIFY(!gate->passed());
        QVERIFY(gate->status().blockingScope().contains(QStringLiteral("customer-visible")));
        const QModelIndex scopeRow = gate->index(gate->rowCount() - 1);
        QCOMPARE(scopeRow.data(GateModel::IdRole).toString(), QStringLiteral("customer-visible"));
        QVERIFY(scopeRow.flags() & Qt::ItemIsUserCheckable);
        // Ticking the override goes through the document and comes back as a new status.
        QVERIFY(!gate->setData(scopeRow, Qt::Checked, Qt::CheckStateRole) || true);
        QTRY_VERIFY(w.document()->scope().override);
        QTRY_VERIFY(gate->passed());
        QVERIFY(w.document()->isModified());
    }

    void disabledRuleIsSilent()
    {
        Settings::instance().setDisabledRules({QStringLiteral("hedging")});
        QByteArray flawed = sample();
        flawed.replace("`SegmentIndex::compact()` in `cache/segment_index.cc` moves", "We think `SegmentIndex::compact()` in `cache/segment_index.cc` moves");
        MainWindow w;
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), flawed)));
        QCOMPARE(w.checks()->lintModel()->rowCount(), 0);
        Settings::instance().setDisabledRules({});
        w.applySettings();
        QCOMPARE(w.checks()->lintModel()->rowCount(), 1);
    }

    void thirdRoundAsksWhichSectionIsWrong()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        const auto exportOnce = [&w](bool *asked) {
            QTimer::singleShot(0, qApp, [asked] {
                QTRY_VERIFY(qobject_cast<PublishDialog *>(QApplication::activeModalWidget()));
                auto *dialog = qobject_cast<PublishDialog *>(QApplication::activeModalWidget());
                *asked = dialog->roundNotice()->isVisibleTo(dialog);
                emit dialog->delivered(dialog->payload()); // as Save or Copy would
                dialog->reject();
            });
            w.showExport();
        };
        bool asked = true;
        exportOnce(&asked); // round 1
        QVERIFY(!asked);
        QTextCursor(w.document()->document(QStringLiteral("fix"))).insertText(QStringLiteral("Edited. "));
        exportOnce(&asked); // round 2
        QVERIFY(!asked);
        QCOMPARE(w.document()->meta().revision, 2);
        QTextCursor(w.document()->document(QStringLiteral("fix"))).insertText(QStringLiteral("Again. "));
        exportOnce(&asked); // round 3: the seed's question
        QVERIFY(asked);
        QCOMPARE(w.document()->meta().revision, 3);
    }

    void revisionRoundsCountChangedDeliveries()
    {
        MainWindow w;
        w.show();
        QVERIFY(w.openFile(writeFile(m_dir->filePath(QStringLiteral("a.md")), sample())));
        QCOMPARE(w.document()->meta().revision, 1);
        w.noteDelivered(); // first export: round 1
        w.noteDelivered(); // the same content again: still round 1
        QCOMPARE(w.document()->meta().revision, 1);
        QTextCursor(w.document()->document(QStringLiteral("fix"))).insertText(QStringLiteral("Edited. "));
        w.noteDelivered();
        QCOMPARE(w.document()->meta().revision, 2);
        QTextCursor(w.document()->document(QStringLiteral("fix"))).insertText(QStringLiteral("Again. "));
        w.noteDelivered();
        QCOMPARE(w.document()->meta().revision, 3);
        QVERIFY(w.document()->serialized().contains("revision: 3"));
    }

private:
};

PM_MAINWINDOW_TEST_MAIN(TestMainWindowChecks, "tst_mainwindowchecks")

#include "tst_mainwindowchecks.moc"
