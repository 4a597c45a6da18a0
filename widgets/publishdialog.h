#pragma once

#include "destinations.h"
#include "postmortem.h"
#include "publishplan.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QMimeData;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QRadioButton;
class QSplitter;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace pm {

class AdfPreview;
class JiraAccountForm;
class Publisher;
struct JiraCredentials;
struct PublishOutcome;

// Export and publish: checks the gate first (missing inputs are listed and no payload
// is made), then shows the destination's exact payload — for JIRA Cloud the ADF rendered
// as a preview and as raw JSON, for Data Center the wiki markup rendered and as raw
// text — and acts only on an explicit click.
class PublishDialog : public QDialog
{
    Q_OBJECT

public:
    PublishDialog(const PostMortem &pm, const QString &draftPath, QWidget *parent = nullptr);
    // disabledRules: the rules switched off in Preferences, so the dialog blocks on
    // exactly what the checks panel shows.
    PublishDialog(const PostMortem &pm, const QString &draftPath, const QSet<QString> &disabledRules,
                  QWidget *parent = nullptr);

    void setDestination(Destination destination);
    Destination destination() const;
    bool isBlocked() const { return !m_blockers.isEmpty(); }
    // The exact bytes Save and Copy deliver (for JIRA: the requests, one per line).
    QByteArray payload() const { return m_payload; }
    const PublishPlan &plan() const { return m_plan; }
    AdfPreview *preview() const { return m_preview; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *copyJsonButton() const { return m_copyJson; }
    // Why Post is disabled, said beside it; empty when it is not.
    QLabel *postReason() const { return m_postReason; }
    // What Copy puts on the clipboard: for JIRA the rendered comment (HTML) with its
    // Markdown as plain text; for a file destination its text.
    QMimeData *clipboardContent() const;
    QPushButton *postButton() const { return m_post; }
    QCheckBox *reviewedBox() const { return m_reviewed; }
    // The account's fields, the same form as Preferences ▸ JIRA (its site and e-mail rows
    // folded while Preferences name the account).
    JiraAccountForm *accountForm() const { return m_accountForm; }
    QLineEdit *siteEdit() const;
    QLineEdit *emailEdit() const;
    QLineEdit *tokenEdit() const;
    QLabel *resultLabel() const { return m_result; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *keychainNote() const;
    QCheckBox *rememberBox() const;
    // Saves the site and e-mail typed here to Preferences when Post is clicked; never
    // ticked for the author, and shown only while those rows are.
    QCheckBox *rememberAccountBox() const { return m_rememberAccount; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *handOffButton() const { return m_handOff; }
    QLineEdit *visibilityEdit() const { return m_visibility; }
    // "Posts as … to …": the account the Post button uses, and the way to Preferences ▸ JIRA.
    QLabel *accountLabel() const { return m_account; }
    QPushButton *preferencesButton() const { return m_preferences; }
    QRadioButton *updateChoice() const { return m_updateExisting; }
    Publisher *publisher() const { return m_publisher; }
    // The draft id the marker uses (made here when the draft had none).
    QString draftId() const { return m_pm.draftId; }

    // The hand-off file offered after a post (beside the draft), and writing it there;
    // false with the reason in the status line.
    QString suggestedHandOffPath() const;
    bool writeHandOff(const QString &path);

    // Writes the payload atomically; returns false with a message on failure.
    bool saveTo(const QString &path, QString *error);
    // Shown from the third revision round on (the seed: stop tweaking blindly).
    QLabel *roundNotice() const { return m_roundNotice; }
    // The preview above, the JIRA form below; the user's split is remembered.
    QSplitter *splitter() const { return m_split; }

    // Remembers the size and the split for the next export.
    void done(int result) override;

signals:
    // The payload left the editor: saved, copied or posted.
    void delivered(const QByteArray &payload);
    // The author picked the section that is the problem (round three and later).
    void sectionRequested(const QString &sectionId);
    // The front matter records the marker's id before a post, copy or save leaves, and a
    // post on the ticket (`id`, `published`).
    void publishRecorded(const QString &draftId, const pm::Published &published);
    // A link in the blocker list was clicked: the window goes to that place.
    void blockerActivated(const pm::Blocker &blocker);
    // Preferences were changed from here (the window applies the rest of them).
    void preferencesApplied();

private:
    void refresh();
    void saveAs();
    void copy();
    QWidget *payloadPage();
    QLabel *postReasonLabel();
    void updatePostReason();
    void updatePostButton();
    void post();
    void onPosted(const PublishOutcome &outcome);
    void handOff();
    void runHandOff(const QString &command);
    void openPreferences();
    // Site, e-mail and session token as Preferences ▸ JIRA has them now.
    void loadAccount();
    void updateAccountLabel();
    // An account set up in Preferences needs no site and e-mail rows here.
    void foldAccountRows();
    // Data Center comments are wiki markup: the preview renders the text that is sent,
    // the Payload tab shows it raw.
    void showWikiPayload();
    QString wikiHtml() const;
    // The result line, shown only while it says something.
    void setResultText(const QString &html);
    // The status line under the form, likewise.
    void setStatusText(const QString &text);

    PostMortem m_pm;
    QString m_draftPath;
    QSet<QString> m_disabledRules;
    PublishPlan m_plan;
    QStringList m_blockers;
    QByteArray m_payload;
    QComboBox *m_destination;
    QStackedWidget *m_stack;
    QLabel *m_blockedLabel;
    QTabWidget *m_tabs;
    AdfPreview *m_preview;
    QPlainTextEdit *m_raw;
    QPushButton *m_save;
    QPushButton *m_copy;
    QPushButton *m_copyJson = nullptr;
    QLabel *m_postReason = nullptr;
    bool m_keepAccountRows = false; // a post of this dialog remembers the account
    QLabel *m_status;
    QLabel *m_roundNotice;
    QComboBox *m_problemSection;
    QGroupBox *m_jiraBox;
    QSplitter *m_split;
    JiraAccountForm *m_accountForm;
    QCheckBox *m_rememberAccount;
    QLabel *m_account;
    QPushButton *m_preferences;
    QLineEdit *m_visibility;
    QRadioButton *m_updateExisting;
    QRadioButton *m_postNew;
    QCheckBox *m_reviewed;
    QPushButton *m_post;
    QPushButton *m_cancel;
    QPushButton *m_handOff;
    QString m_visibilityProblem; // empty when the typed visibility is one JIRA takes
    QProgressBar *m_busy;
    QLabel *m_result;
    Publisher *m_publisher;
};

} // namespace pm
