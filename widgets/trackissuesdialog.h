#pragma once

#include "jiraclient.h"
#include "postmortem.h"
#include "tracker.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace pm {

class CredentialStore;

// File ▸ Create Issues for Action Items: the action items that have an owner and
// nothing tracking them, each with a checkbox and the summary its issue gets, the
// project (the ticket's) and the type (Task). Nothing is created before the review box
// is ticked and Create is clicked; then IssueTracker (the engine `track` uses) creates
// each checked item's issue exactly once with the account Preferences ▸ JIRA keeps.
class TrackIssuesDialog : public QDialog
{
    Q_OBJECT

public:
    // pm: the draft as it is now, with its draft id. onlyOffset: the one item to list
    // (its offset in the Action items text, as TrackItem has it); -1 lists them all.
    explicit TrackIssuesDialog(const PostMortem &pm, int onlyOffset = -1, QWidget *parent = nullptr);

    QList<TrackItem> items() const { return m_items; }
    QTreeWidget *list() const { return m_list; }
    QLineEdit *projectEdit() const { return m_project; }
    QLineEdit *typeEdit() const { return m_type; }
    QLineEdit *tokenEdit() const { return m_token; }
    QLabel *accountLabel() const { return m_account; }
    QCheckBox *reviewedBox() const { return m_reviewed; }
    QPushButton *createButton() const { return m_create; }
    // Why Create is disabled, beside it; empty when it is not.
    QLabel *reasonLabel() const { return m_reason; }
    QLabel *resultLabel() const { return m_result; }
    bool isBusy() const { return m_busy; }
    // Tests: shorter timeouts and back-off than a person's network wants.
    void setTimeouts(const JiraTimeouts &timeouts, int retryUnitMs);
    // Ignored while JIRA is being asked.
    void reject() override;

signals:
    // The draft had no id: the one the items' markers carry, sent before anything is created.
    void draftIdRecorded(const QString &draftId);
    // Issues exist now for these items: keys[i] for items[i], empty for the ones not
    // created. Only sent when at least one key is there.
    void issuesCreated(const QList<pm::TrackItem> &items, const QStringList &keys);

private:
    QList<TrackItem> checkedItems() const;
    JiraCredentials account() const;
    void updateCreateButton();
    void create();
    void onFinished(IssueTracker::Status status, const QStringList &keys, int found, const QString &message);

    PostMortem m_pm;
    QList<TrackItem> m_items;
    QList<TrackItem> m_running;
    TrackOptions m_options;
    QTreeWidget *m_list;
    QLineEdit *m_project;
    QLineEdit *m_type;
    QLineEdit *m_token;
    QLabel *m_tokenLabel = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QLabel *m_account;
    QCheckBox *m_reviewed;
    QPushButton *m_create;
    QLabel *m_reason;
    QProgressBar *m_progress;
    QLabel *m_result;
    IssueTracker *m_tracker;
    CredentialStore *m_credentials;
    bool m_newDraftId = false;
    bool m_busy = false;
    bool m_done = false;
};

} // namespace pm
