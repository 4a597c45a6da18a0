#include "checkspanel.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "gateinputseditor.h"
#include "gatemodel.h"
#include "bundledsample.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QtTest>

using namespace pm;

using pmtest::sample;

class TestChecksPanel : public QObject
{
    Q_OBJECT

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

    void checklistRowsKeepTheirHeightAsTheyPass()
    {
        QByteArray bytes = sample();
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        m_model->loadValue(DraftFormat::parse(bytes).value(), QString(), false);
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.resize(420, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.isGateExpanded());
        QVERIFY(!panel.gateToggle()->isVisible());
        const QRect inputsBefore = panel.inputs()->geometry();
        const int rowBefore = panel.gateView()->visualRect(panel.gateView()->model()->index(1, 0)).height();
        // The root cause is confirmed while the author's focus is in the form: nothing
        // moves under the pointer.
        panel.inputs()->rootCauseBox()->setFocus();
        QTRY_VERIFY(panel.inputs()->rootCauseBox()->hasFocus());
        GateInputs gate = m_model->gateInputs();
        gate.rootCause = RootCauseState::Confirmed;
        m_model->setGateInputs(gate);
        m_checker->flush();
        QVERIFY(m_checker->gateModel()->passed());
        QApplication::processEvents();
        QCOMPARE(panel.gateView()->visualRect(panel.gateView()->model()->index(1, 0)).height(), rowBefore);
        QVERIFY(panel.isGateExpanded());
        QCOMPARE(panel.inputs()->geometry().top(), inputsBefore.top());
        // Leaving the form folds the gate into its summary line; the lint list grows.
        const int lintBefore = panel.lintView()->height();
        panel.lintView()->setFocus();
        QTRY_VERIFY(!panel.isGateExpanded());
        QTRY_VERIFY(panel.lintView()->height() > lintBefore);
        QVERIFY(panel.gateToggle()->isVisible());
        QVERIFY(panel.gateSummary()->text().contains(QStringLiteral("four inputs")));
        panel.gateToggle()->click();
        QVERIFY(panel.isGateExpanded());
    }

    void destroyedWithACollapsePendingItStaysStill()
    {
        // Destroying a shown, focused panel moves the focus out of it from ~QWidget, after
        // ~ChecksPanel has run. The focus watcher must be gone by then: it used to fold
        // the gate of the half-destroyed panel (UBSan: member access within an object
        // that is no longer a ChecksPanel), which toggled the fold button on the way.
        QByteArray bytes = sample();
        bytes.replace("root_cause: confirmed", "root_cause: hypothesis");
        m_model->loadValue(DraftFormat::parse(bytes).value(), QString(), false);
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
        m_model->loadValue(DraftFormat::parse(bytes).value(), QString(), false);
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(!m_checker->gateModel()->passed());
        // No bare check box in the checklist row.
        const QModelIndex scopeRow = panel.gateView()->model()->index(panel.gateView()->model()->rowCount() - 1, 0);
        QVERIFY(!(scopeRow.flags() & Qt::ItemIsUserCheckable));
        QVERIFY(!scopeRow.data(Qt::CheckStateRole).isValid());
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

    void lintScrollSurvivesARecheck()
    {
        QByteArray bytes = sample();
        for (int i = 0; i < 30; ++i)
            bytes.replace("## Fix\n\n", "## Fix\n\nWe think it probably broke.\n\n");
        m_model->loadValue(DraftFormat::parse(bytes).value(), QString(), false);
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.resize(420, 500);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QScrollBar *bar = panel.lintView()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        bar->setValue(bar->maximum() / 2);
        const int kept = bar->value();
        QVERIFY(kept > 0);
        m_checker->relintAll(); // a full recheck resets the model
        QCOMPARE(bar->value(), kept);
    }

    // One blocker shows whole, without a scroll bar (it scrolled in a five-line strip);
    // a long list stops at a quarter of the panel and scrolls there, so the lint list
    // keeps its room.
    void verdictFitsOneBlockerAndCapsALongList()
    {
        QByteArray one = sample();
        one.replace("## Fix\n\n", "## Fix\n\nTODO\n\n");
        m_model->loadValue(DraftFormat::parse(one).value(), QString(), false);
        m_checker->flush();
        QCOMPARE(m_checker->verdict().blockers.size(), 1);
        ChecksPanel panel(m_model.get(), m_checker.get());
        panel.resize(360, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QScrollArea *area = panel.verdictArea();
        QTRY_COMPARE(area->verticalScrollBar()->maximum(), 0);
        QVERIFY(panel.verdictLabel()->text().contains(QStringLiteral("TODO")));
        QVERIFY2(area->height() >= panel.verdictLabel()->heightForWidth(area->width()),
                 qPrintable(QStringLiteral("%1 px for %2").arg(area->height()).arg(panel.verdictLabel()->heightForWidth(area->width()))));

        QByteArray many = sample();
        for (int i = 0; i < 20; ++i)
            many.replace("## Fix\n\n", "## Fix\n\nTODO item.\n\n");
        m_model->loadValue(DraftFormat::parse(many).value(), QString(), false);
        m_checker->flush();
        QVERIFY(m_checker->verdict().blockers.size() >= 20);
        QTRY_VERIFY(area->verticalScrollBar()->maximum() > 0);
        QVERIFY2(area->height() <= panel.height() / 4 + 1, qPrintable(QString::number(area->height())));
        QVERIFY(panel.lintView()->height() > panel.height() / 3);
    }

private:
    std::unique_ptr<DocumentModel> m_model;
    std::unique_ptr<DocumentChecker> m_checker;
};

QTEST_MAIN(TestChecksPanel)
#include "tst_checkspanel.moc"
