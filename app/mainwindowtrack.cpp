// File ▸ Create Issues for Action Items… and the quick fix (Ctrl+.) on an action item
// with an owner and no tracker: TrackIssuesDialog creates the issues, and their keys
// go into the open draft as one undoable edit.
#include "mainwindow.h"

#include "documentchecker.h"
#include "documentmodel.h"
#include "sectioneditor.h"
#include "sectiontabs.h"
#include "trackissuesdialog.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>
#include <QTextCursor>
#include <QTextDocument>

namespace pm {

QAction *MainWindow::issueOffer(const Diagnostic &d, QMenu *menu)
{
    if (d.rule != QLatin1String("action-item-tracker"))
        return nullptr;
    const QTextDocument *doc = m_document->document(d.sectionId);
    if (!doc)
        return nullptr;
    // The checker's positions are the editor's; the items' count from the first non-blank line.
    const int offset = d.offset - leadingBlankLength(doc);
    const QList<TrackItem> items = untrackedItems(m_document->snapshot());
    const bool trackable = std::any_of(items.begin(), items.end(), [&](const TrackItem &item) {
        return item.sectionId == d.sectionId && item.offset == offset;
    });
    if (!trackable)
        return nullptr; // no owner, or a table row: only the author can say
    auto *action = new QAction(tr("Create a JIRA Issue for This Item…"), menu);
    connect(action, &QAction::triggered, this, [this, offset] { createIssues(offset); });
    return action;
}

void MainWindow::createIssues(int onlyOffset)
{
    m_checks->flush();
    const PostMortem pm = m_document->snapshot();
    TrackIssuesDialog dialog(pm, onlyOffset, this);
    // The items' identity includes the draft id: the draft holds it before anything is created.
    connect(&dialog, &TrackIssuesDialog::draftIdRecorded, this,
            [this, pm](const QString &id) { m_document->setPublishRecord(id, pm.published); });
    connect(&dialog, &TrackIssuesDialog::issuesCreated, this, &MainWindow::writeIssueKeys);
    dialog.exec();
}

void MainWindow::writeIssueKeys(const QList<TrackItem> &items, const QStringList &keys)
{
    const QList<KeyInsertion> insertions = keyInsertions(items, keys);
    if (insertions.isEmpty())
        return;
    const QString sectionId = insertions.constFirst().sectionId;
    QTextDocument *doc = m_document->document(sectionId);
    if (!doc)
        return;
    const int lead = leadingBlankLength(doc);
    const int end = doc->characterCount() - 1;
    QTextCursor cursor(doc);
    cursor.beginEditBlock(); // one undo step for all the keys
    for (const KeyInsertion &k : insertions) {
        cursor.setPosition(qBound(0, lead + k.position, end));
        cursor.insertText(k.text);
    }
    cursor.endEditBlock();
    m_tabs->showKey(sectionId);
    statusBar()->showMessage(tr("%n issue key(s) written into the action items", nullptr, int(insertions.size())), 5000);
}

} // namespace pm
