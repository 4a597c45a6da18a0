#include "bundledsample.h"
#include "checkspanel.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "lintmodel.h"
#include "problemsmodel.h"
#include "sectioncatalogue.h"
#include "statuscolors.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTextCursor>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeView>
#include <QTest>

#include <memory>

using namespace pm;

using pmtest::sample;

namespace {

QList<QModelIndex> leaves(const QAbstractItemModel *model)
{
    QList<QModelIndex> out;
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        for (int r = 0; r < model->rowCount(group); ++r)
            out.append(model->index(r, 0, group));
    }
    return out;
}

} // namespace

class TestChecksPanel : public QObject
{
    Q_OBJECT

    // A panel, shown, over the sample with these paragraphs first in its Fix section.
    std::unique_ptr<ChecksPanel> panelOverFix(const QByteArray &paragraphs)
    {
        QByteArray bytes = sample();
        bytes.replace("## Fix\n\n", QByteArray("## Fix\n\n").append(paragraphs).append("\n\n"));
        m_model->setDraft(DraftFormat::parse(bytes).value());
        m_checker->flush();
        auto panel = std::make_unique<ChecksPanel>(m_model.get(), m_checker.get());
        panel->show();
        if (!QTest::qWaitForWindowExposed(panel.get()))
            return nullptr;
        return panel;
    }

private slots:
    void init()
    {
        m_model.reset(new DocumentModel);
        m_checker.reset(new DocumentChecker(m_model.get()));
        m_checker->setDebounce(0);
    }
    void cleanup()
    {
        m_checker.reset();
        m_model.reset();
    }

    // The gate's blockers and every lint finding, each once, grouped: the facts first,
    // then the sections in the discipline's order.
    void oneListEachProblemOnceGroupedBySection()
    {
        QByteArray bytes = sample();
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        bytes.replace("## Fix\n\n", "## Fix\n\nTODO\n\nWe think it probably broke.\n\n");
        bytes.replace("## Summary\n\n", "## Summary\n\nThe cache probably broke.\n\n");
        m_model->setDraft(DraftFormat::parse(bytes).value());
        m_checker->flush();
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const PublishPlan &plan = m_checker->verdict();
        QTRY_VERIFY(!m_checker->isVerdictPending());
        ProblemsModel *problems = panel.problems();
        QTRY_COMPARE(problems->problemCount(), int(leaves(problems).size()));

        QList<int> lintRows, blockers;
        for (const QModelIndex &i : leaves(problems)) {
            const int lint = i.data(ProblemsModel::LintRowRole).toInt();
            const int blocker = i.data(ProblemsModel::BlockerRole).toInt();
            QVERIFY((lint >= 0) != (blocker >= 0));
            if (lint >= 0)
                lintRows << lint;
            else
                blockers << blocker;
        }
        // Each finding once; each blocker that is no finding once.
        QCOMPARE(QSet<int>(lintRows.cbegin(), lintRows.cend()).size(), lintRows.size());
        QCOMPARE(lintRows.size(), m_checker->lintModel()->rowCount());
        int nonLint = 0;
        for (const Blocker &b : plan.blockers)
            nonLint += b.kind == Blocker::Kind::Lint ? 0 : 1;
        QCOMPARE(blockers.size(), nonLint);
        QVERIFY(nonLint > 0);

        // Groups: the facts (the root cause is a hypothesis), then sections in order.
        QVERIFY(problems->rowCount() >= 3);
        QVERIFY(problems->index(0, 0).data().toString().startsWith(QStringLiteral("Title, ticket and facts")));
        QStringList order;
        for (const SectionInfo &info : SectionCatalogue::all())
            order << info.id;
        int last = -1;
        for (int g = 1; g < problems->rowCount(); ++g) {
            const int at = int(order.indexOf(problems->index(g, 0).data(ProblemsModel::SectionIdRole).toString()));
            QVERIFY(at > last);
            last = at;
        }
        // The list is a tree of two levels, all open.
        QVERIFY(panel.problemsView()->isExpanded(problems->index(0, 0)));
    }

    void filterShowsOneSeverity()
    {
        std::unique_ptr<ChecksPanel> owner = panelOverFix("TODO\n\nThe entry was moved by someone. We think it probably broke.");
        QVERIFY(owner);
        ChecksPanel &panel = *owner;
        const int all = panel.problems()->problemCount();
        QVERIFY(panel.problems()->count(Severity::Error) > 0);
        QVERIFY(panel.problems()->count(Severity::Warning) > 0);
        const QList<QPair<int, Severity>> filters = {{1, Severity::Error}, {2, Severity::Warning}, {3, Severity::Info}};
        for (const auto &[row, severity] : filters) {
            panel.filterBox()->setCurrentIndex(row);
            const QList<QModelIndex> shown = leaves(panel.problems());
            QCOMPARE(int(shown.size()), panel.problems()->count(severity));
            for (const QModelIndex &i : shown)
                QCOMPARE(i.data(ProblemsModel::SeverityRole).toInt(), int(severity));
        }
        panel.filterBox()->setCurrentIndex(0);
        QCOMPARE(panel.problems()->problemCount(), all);
    }

    // A filter that hides every row says so in one line, and stays to be set back.
    void aFilterThatHidesEveryRowSaysSo()
    {
        std::unique_ptr<ChecksPanel> owner = panelOverFix("TODO");
        QVERIFY(owner);
        ChecksPanel &panel = *owner;
        QTRY_VERIFY(panel.problemsView()->isVisible());
        QVERIFY(!panel.emptyLabel()->isVisible());
        const int all = panel.problems()->problemCount();
        const QList<QPair<int, Severity>> filters = {{1, Severity::Error}, {2, Severity::Warning}, {3, Severity::Info}};
        int none = -1;
        for (const auto &[row, severity] : filters) {
            if (panel.problems()->count(severity) == 0)
                none = row;
        }
        QVERIFY(none > 0);
        panel.filterBox()->setCurrentIndex(none);
        QVERIFY(!panel.problemsView()->isVisible());
        QVERIFY(panel.emptyLabel()->isVisible());
        QVERIFY(panel.filterBox()->isVisible());
        QVERIFY2(panel.emptyLabel()->text().contains(QString::number(all)), qPrintable(panel.emptyLabel()->text()));
        panel.filterBox()->setCurrentIndex(0);
        QVERIFY(panel.problemsView()->isVisible());
        QVERIFY(!panel.emptyLabel()->isVisible());
    }

    // A new draft says what to do first, in no red; the first edit brings the list's colours.
    void aNewDraftIsCalm()
    {
        m_model->setDraft(DraftFormat::newDraft(QStringLiteral("en")));
        m_checker->flush();
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(m_checker->verdict().isBlocked());
        QVERIFY(panel.isCalm());
        const QColor red = StatusColors::failed(panel.palette());
        QVERIFY2(panel.verdictLabel()->text().contains(QStringLiteral("state the four facts")), qPrintable(panel.verdictLabel()->text()));
        QVERIFY(panel.verdictLabel()->palette().color(QPalette::WindowText) != red);
        QVERIFY(panel.isGateExpanded());

        QTextCursor c(m_model->document(QStringLiteral("summary")));
        c.insertText(QStringLiteral("The cache served stale entries."));
        m_checker->flush();
        QTRY_VERIFY(!panel.isCalm());
        QTRY_VERIFY(panel.verdictLabel()->text().contains(QStringLiteral("block publishing")));
        QCOMPARE(panel.verdictLabel()->palette().color(QPalette::WindowText), red);
    }

    // F8 / Shift+F8: the next and previous problem, wrapping, each activated.
    void goToProblemStepsThroughTheList()
    {
        QByteArray bytes = sample();
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        bytes.replace("## Fix\n\n", "## Fix\n\nTODO\n\n");
        m_model->setDraft(DraftFormat::parse(bytes).value());
        m_checker->flush();
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy findings(&panel, &ChecksPanel::diagnosticActivated);
        QStringList blockers; // Blocker is no registered meta type: a lambda records the ids
        connect(&panel, &ChecksPanel::blockerActivated, this, [&blockers](const Blocker &b) { blockers << b.id; });
        const QList<QModelIndex> all = leaves(panel.problems());
        QVERIFY(all.size() >= 2);
        QVERIFY(panel.goToProblem(true));
        QCOMPARE(panel.problemsView()->currentIndex(), all.first());
        QCOMPARE(findings.count() + blockers.count(), 1);
        QVERIFY(panel.goToProblem(true));
        QCOMPARE(panel.problemsView()->currentIndex(), all.at(1));
        QVERIFY(panel.goToProblem(false));
        QVERIFY(panel.goToProblem(false));
        QCOMPARE(panel.problemsView()->currentIndex(), all.last()); // wrapped
        QCOMPARE(findings.count() + blockers.count(), 4);
        // The blocker of the root cause is the first row, in the facts group.
        QVERIFY(!blockers.isEmpty());
        QCOMPARE(blockers.first(), QStringLiteral("root-cause"));
        // The TODO is a finding in the Fix section.
        bool todo = false;
        for (const QList<QVariant> &args : std::as_const(findings))
            todo |= args.at(0).toString() == QLatin1String("fix");
        QVERIFY(todo);
    }

    void factsFoldOnceStatedButNotUnderTheAuthorsFingers()
    {
        QByteArray bytes = sample();
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        m_model->setDraft(DraftFormat::parse(bytes).value());
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.resize(420, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.isGateExpanded());
        QVERIFY(panel.gateToggle()->isVisible());
        QVERIFY(panel.gateSummary()->text().contains(QStringLiteral("3 of 4")));
        const QRect inputsBefore = panel.inputs()->geometry();
        panel.inputs()->rootCauseBox()->setFocus();
        QTRY_VERIFY(panel.inputs()->rootCauseBox()->hasFocus());
        GateInputs gate = m_model->gateInputs();
        gate.rootCause = RootCauseState::Confirmed;
        m_model->setGateInputs(gate);
        m_checker->flush();
        QVERIFY(m_checker->gateModel()->passed());
        QApplication::processEvents();
        QVERIFY(panel.isGateExpanded());
        QCOMPARE(panel.inputs()->geometry().top(), inputsBefore.top());
        // Leaving the form folds it; the list grows.
        const int listBefore = panel.problemsView()->height();
        panel.problemsView()->setFocus();
        QTRY_VERIFY(!panel.isGateExpanded());
        QTRY_VERIFY(panel.problemsView()->height() > listBefore);
        QVERIFY(panel.gateSummary()->text().contains(QStringLiteral("all four")));
        panel.gateToggle()->click();
        QVERIFY(panel.isGateExpanded());
    }

    void destroyedWithACollapsePendingItStaysStill()
    {
        // Destroying a shown, focused panel moves the focus out of it from ~QWidget, after
        // ~ChecksPanel has run: the focus watcher must be gone by then.
        QByteArray bytes = sample();
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        m_model->setDraft(DraftFormat::parse(bytes).value());
        auto *panel = new ChecksPanel(m_model.get(), m_checker.get());
        panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(panel));
        panel->inputs()->rootCauseBox()->setFocus();
        QTRY_VERIFY(panel->inputs()->rootCauseBox()->hasFocus());
        GateInputs gate = m_model->gateInputs();
        gate.rootCause = RootCauseState::Confirmed;
        m_model->setGateInputs(gate);
        m_checker->flush();
        QVERIFY(m_checker->gateModel()->passed());
        QApplication::processEvents();
        QVERIFY(panel->isGateExpanded()); // the fold waits for the focus to leave
        QSignalSpy toggled(panel->gateToggle(), &QToolButton::toggled);
        delete panel;
        QCOMPARE(toggled.count(), 0);
    }

    void overrideIsALabelledCheckBox()
    {
        QByteArray bytes = sample();
        bytes.replace("customer_visible: false", "customer_visible: true");
        m_model->setDraft(DraftFormat::parse(bytes).value());
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(!m_checker->gateModel()->passed());
        QCheckBox *box = panel.inputs()->overrideBox();
        QVERIFY(box->isVisible());
        QVERIFY(box->text().contains(QStringLiteral("anyway")));
        box->click();
        QVERIFY(m_model->scope().override);
        m_checker->flush();
        QVERIFY(m_checker->gateModel()->passed());
        // Clearing the flag hides the override and drops it.
        panel.inputs()->customerVisibleBox()->click();
        QVERIFY(!box->isVisible());
        QVERIFY(!m_model->scope().override);
    }

    void listScrollSurvivesARecheck()
    {
        QByteArray bytes = sample();
        for (int i = 0; i < 30; ++i)
            bytes.replace("## Fix\n\n", "## Fix\n\nWe think it probably broke.\n\n");
        m_model->setDraft(DraftFormat::parse(bytes).value());
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.resize(420, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QScrollBar *bar = panel.problemsView()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum() / 2);
        const int kept = bar->value();
        QVERIFY(kept > 0);
        m_checker->relintAll(); // a full recheck rebuilds the list
        QTRY_VERIFY(!m_checker->isVerdictPending());
        QApplication::processEvents();
        QCOMPARE(bar->value(), kept);
    }

private:
    std::unique_ptr<DocumentModel> m_model;
    std::unique_ptr<DocumentChecker> m_checker;
};

QTEST_MAIN(TestChecksPanel)
#include "tst_checkspanel.moc"
