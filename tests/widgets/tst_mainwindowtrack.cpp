// Action items to JIRA issues from the window: the quick fix (Ctrl+.) on an item with an
// owner and no tracker, and File ▸ Create Issues for Action Items…, against the fake
// JIRA on loopback. The keys go into the open draft as one undoable edit, never twice.

#include "credentialstore.h"
#include "documentchecker.h"
#include "documentmodel.h"
#include "draftformat.h"
#include "fakejirafixture.h"
#include "mainwindow.h"
#include "mainwindowtesting.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "squigglepainter.h"
#include "testfiles.h"
#include "trackissuesdialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QTreeWidget>
#include <QTest>

#include <functional>

using namespace pm;

namespace {

const QString ActionItems = QStringLiteral("action-items");

// Three items with an owner and nothing tracking them, one without an owner, one tracked.
const QString Items = QStringLiteral(
    "- Add a regression test for the eviction path (owner: Mara Lind).\n"
    "- Page the storage on-call when eviction lags behind (owner: Ravi Iyer).\n"
    "- Write the retention rules down (owner: Mara Lind).\n"
    "- Think about a different cache.\n"
    "- Remove the legacy flag (owner: Ravi Iyer, CDN-4700).\n");

QByteArray draftWithItems()
{
    PostMortem pm = DraftFormat::parse(pmtest::sample()).value();
    pm.setSectionText(ActionItems, Items);
    return DraftFormat::write(pm);
}

QAction *createIssuesAction(MainWindow &w)
{
    for (QAction *a : w.findChildren<QAction *>()) {
        if (a->text() == QStringLiteral("Create Iss&ues for Action Items…"))
            return a;
    }
    return nullptr;
}

QString actionItemsText(MainWindow &w)
{
    return w.document()->document(ActionItems)->toPlainText();
}

// Opens the dialog the way `open` does and runs `act` on it once it is up.
bool withDialog(const std::function<void()> &open, const std::function<void(TrackIssuesDialog *)> &act)
{
    bool seen = false;
    QTimer::singleShot(0, qApp, [&seen, act] {
        QTRY_VERIFY(qobject_cast<TrackIssuesDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<TrackIssuesDialog *>(QApplication::activeModalWidget());
        seen = true;
        act(dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
    open();
    return seen;
}

// Review, Create, and wait for JIRA's last answer.
void create(TrackIssuesDialog *dialog)
{
    JiraTimeouts fast;
    fast.connectMs = 1000;
    fast.answerMs = 500;
    fast.totalMs = 8000;
    dialog->setTimeouts(fast, 5);
    QVERIFY(!dialog->createButton()->isEnabled()); // not before the review
    dialog->reviewedBox()->setChecked(true);
    QVERIFY2(dialog->createButton()->isEnabled(), qPrintable(dialog->reasonLabel()->text()));
    dialog->createButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), 20000);
}

QStringList summaries(TrackIssuesDialog *dialog)
{
    QStringList out;
    for (int i = 0; i < dialog->list()->topLevelItemCount(); ++i)
        out.append(dialog->list()->topLevelItem(i)->text(0));
    return out;
}

} // namespace

class TestMainWindowTrack : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(pmtest::startWithFakeJira(&m_dir, &m_server));
        m_server->setIssue(QStringLiteral("CDN-4821"), QJsonObject{{QStringLiteral("summary"), QStringLiteral("Stale assets")}});
        m_window.reset(new MainWindow);
        m_window->show();
        QVERIFY(m_window->openFile(pmtest::writeFile(m_dir->filePath(QStringLiteral("CDN-4821.md")), draftWithItems())));
        QCOMPARE(actionItemsText(*m_window).trimmed(), Items.trimmed());
    }

    void cleanup() { m_window.reset(); }

    // Ctrl+. on an item with an owner and no tracker offers the issue; on an item
    // without an owner it explains instead.
    void quickFixOnlyWhereAnIssueCanBeMade()
    {
        MainWindow &w = *m_window;
        w.tabs()->showKey(ActionItems);
        SectionEditor *editor = w.tabs()->currentEditor();
        QVERIFY(editor && editor->key() == ActionItems);
        w.checks()->flush();
        const auto menuAt = [&](const QString &phrase) {
            QTextCursor c(editor->document());
            c.setPosition(editor->toPlainText().indexOf(phrase) + 2);
            editor->setTextCursor(c);
            QPointer<QMenu> menu;
            const QMetaObject::Connection watch = connect(editor, &SectionEditor::contextMenuAboutToShow, this,
                                                          [&menu](QMenu *m, int) { menu = m; });
            SquigglePainter::of(editor)->refresh();
            SquigglePainter::of(editor)->showProblemMenu();
            disconnect(watch);
            QStringList texts;
            if (menu) {
                for (QAction *a : menu->actions())
                    texts.append(a->text());
                menu->close();
            }
            return texts;
        };
        const QString offer = QStringLiteral("Create a JIRA Issue for This Item…");
        const QStringList owned = menuAt(QStringLiteral("Page the storage"));
        QVERIFY2(owned.contains(offer), qPrintable(owned.join(QLatin1Char('|'))));
        const QStringList ownerless = menuAt(QStringLiteral("Think about"));
        QVERIFY2(!ownerless.isEmpty() && !ownerless.contains(offer), qPrintable(ownerless.join(QLatin1Char('|'))));

        // The offer opens the dialog for that one item.
        QStringList listed;
        QTextCursor c(editor->document());
        c.setPosition(editor->toPlainText().indexOf(QStringLiteral("Page the storage")) + 2);
        editor->setTextCursor(c);
        QPointer<QMenu> menu;
        connect(editor, &SectionEditor::contextMenuAboutToShow, this, [&menu](QMenu *m, int) { menu = m; });
        SquigglePainter::of(editor)->showProblemMenu();
        QVERIFY(menu);
        QAction *fix = nullptr;
        for (QAction *a : menu->actions())
            fix = a->text() == offer ? a : fix;
        QVERIFY(fix);
        QVERIFY(withDialog([fix] { fix->trigger(); }, [&listed](TrackIssuesDialog *d) { listed = summaries(d); }));
        QCOMPARE(listed, QStringList{QStringLiteral("Page the storage on-call when eviction lags behind (owner: Ravi Iyer).")});
        QCOMPARE(m_server->requests().size(), 0);
    }

    // One issue per checked item, the keys written back as one undo step.
    void createsCheckedItemsAndWritesTheKeys()
    {
        MainWindow &w = *m_window;
        QStringList listed;
        QString project, type, result;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [&](TrackIssuesDialog *d) {
            listed = summaries(d);
            project = d->projectEdit()->text();
            type = d->typeEdit()->text();
            d->list()->topLevelItem(1)->setCheckState(0, Qt::Unchecked);
            create(d);
            result = d->resultLabel()->text(); }));
        QCOMPARE(listed.size(), 3);
        QCOMPARE(project, QStringLiteral("CDN"));
        QCOMPARE(type, QStringLiteral("Task"));
        QCOMPARE(m_server->requestCount("POST"), 2);
        const QStringList created = m_server->issueKeys().filter(QStringLiteral("CDN-49"));
        QCOMPARE(created.size(), 2);
        const QString text = actionItemsText(w);
        QVERIFY2(result.contains(created.first()), qPrintable(result));
        int keys = 0;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            const bool hasNewKey = line.contains(QStringLiteral("(CDN-49"));
            keys += hasNewKey ? 1 : 0;
            if (line.contains(QStringLiteral("Page the storage")) || line.contains(QStringLiteral("Think about")))
                QVERIFY2(!hasNewKey, qPrintable(line));
        }
        QCOMPARE(keys, 2);
        QVERIFY(text.contains(QStringLiteral("(owner: Mara Lind). (CDN-49")));
        QVERIFY(w.document()->isModified());
        // One undo takes every key out again.
        w.document()->document(ActionItems)->undo();
        QCOMPARE(actionItemsText(w).trimmed(), Items.trimmed());
    }

    void cancelCreatesNothing()
    {
        MainWindow &w = *m_window;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [](TrackIssuesDialog *d) {
            d->reviewedBox()->setChecked(true);
            d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->click(); }));
        QCOMPARE(m_server->requests().size(), 0);
        QCOMPARE(actionItemsText(w).trimmed(), Items.trimmed());
        // Looking is no edit: the draft gets its id only when something is to be created.
        QVERIFY(!w.document()->isModified());
        QVERIFY(w.document()->snapshot().draftId.isEmpty());
    }

    // A second run over items whose keys were lost (undone, not saved) finds the issues
    // and creates none again; with the keys in place it has nothing to list.
    void secondRunCreatesNoneTwice()
    {
        MainWindow &w = *m_window;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [](TrackIssuesDialog *d) { create(d); }));
        QCOMPARE(m_server->requestCount("POST"), 3);
        const QString withKeys = actionItemsText(w);
        w.document()->document(ActionItems)->undo();
        QCOMPARE(actionItemsText(w).trimmed(), Items.trimmed());
        QString result;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [&result](TrackIssuesDialog *d) {
            create(d);
            result = d->resultLabel()->text(); }));
        QCOMPARE(m_server->requestCount("POST"), 3);
        QVERIFY2(result.contains(QStringLiteral("3 found already there")), qPrintable(result));
        QCOMPARE(actionItemsText(w), withKeys);
        int listed = -1;
        bool canCreate = true;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [&](TrackIssuesDialog *d) {
            listed = d->list()->topLevelItemCount();
            d->reviewedBox()->setChecked(true);
            canCreate = d->createButton()->isEnabled(); }));
        QCOMPARE(listed, 0);
        QVERIFY(!canCreate);
        QCOMPARE(m_server->requestCount("POST"), 3);
    }

    // JIRA refuses the create: the dialog says why in plain words and the draft keeps
    // every character.
    void refusalLeavesTheDraftAlone()
    {
        MainWindow &w = *m_window;
        m_server->respondWith(403, R"({"errorMessages":["No create permission here."]})");
        QString result;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [&result](TrackIssuesDialog *d) {
            create(d);
            result = d->resultLabel()->text(); }));
        QVERIFY2(result.contains(QStringLiteral("may not create issues in project CDN (403 Forbidden)")), qPrintable(result));
        QVERIFY2(result.contains(QStringLiteral("Nothing was written into the draft.")), qPrintable(result));
        QCOMPARE(actionItemsText(w).trimmed(), Items.trimmed());
        QVERIFY(!w.document()->document(ActionItems)->isUndoAvailable());
        // The id the items' marker carried is in the draft, for the next run's look.
        QVERIFY(!w.document()->snapshot().draftId.isEmpty());
    }

    // Nothing listens at the site: the dialog says JIRA was not reached, nothing is written.
    void unreachableJiraIsNamed()
    {
        MainWindow &w = *m_window;
        m_server->close(); // nothing listens there now
        QString result;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [&result](TrackIssuesDialog *d) {
            create(d);
            result = d->resultLabel()->text(); }));
        QVERIFY2(result.contains(QStringLiteral("JIRA could not be reached")), qPrintable(result));
        QVERIFY(result.contains(QStringLiteral("Nothing was written into the draft.")));
        QCOMPARE(actionItemsText(w).trimmed(), Items.trimmed());
    }

    // No token for the account in the session (nor a keychain here): the dialog asks for
    // it, creates with it, and keeps it for the session as a post does.
    void tokenAskedForWhenNoneIsKept()
    {
        MainWindow &w = *m_window;
        JiraCredentials other;
        other.site = m_server->url();
        other.email = QStringLiteral("mara@example.com");
        Settings::instance().setJiraAccount(other.site.toString(), other.email);
        QVERIFY(CredentialStore::sessionToken(other).isEmpty());
        bool asked = false;
        QVERIFY(withDialog([&w] { createIssuesAction(w)->trigger(); }, [&asked](TrackIssuesDialog *d) {
            QTRY_VERIFY_WITH_TIMEOUT(d->tokenEdit()->isVisible(), 10000);
            asked = true;
            QCOMPARE(d->reasonLabel()->text(), QStringLiteral("Enter the API token"));
            d->tokenEdit()->setText(QStringLiteral("tok3n"));
            create(d); }));
        QVERIFY(asked);
        QCOMPARE(m_server->requestCount("POST"), 3);
        QCOMPARE(CredentialStore::sessionToken(other), QStringLiteral("tok3n"));
    }

private:
    QScopedPointer<QTemporaryDir> m_dir;
    QScopedPointer<FakeJiraServer> m_server;
    QScopedPointer<MainWindow> m_window;
};

PM_MAINWINDOW_TEST_MAIN(TestMainWindowTrack, "tst_mainwindowtrack")
#include "tst_mainwindowtrack.moc"
