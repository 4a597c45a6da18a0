#include "trackissuesdialog.h"

#include "credentialstore.h"
#include "jiraaccountform.h"
#include "publisher.h"
#include "publishplan.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace pm {

namespace {

bool isProjectKey(const QString &key)
{
    static const QRegularExpression re(QStringLiteral("^[A-Z][A-Z0-9_]+$"));
    return re.match(key).hasMatch();
}

} // namespace

TrackIssuesDialog::TrackIssuesDialog(const PostMortem &pm, int onlyOffset, QWidget *parent)
    : QDialog(parent)
    , m_pm(pm)
    , m_list(new QTreeWidget(this))
    , m_project(new QLineEdit(this))
    , m_type(new QLineEdit(QStringLiteral("Task"), this))
    , m_token(new QLineEdit(this))
    , m_account(new QLabel(this))
    , m_reviewed(new QCheckBox(tr("I have &reviewed the issues above"), this))
    , m_create(new QPushButton(this))
    , m_reason(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_result(new QLabel(this))
    , m_tracker(new IssueTracker(this))
    , m_credentials(new CredentialStore(this))
{
    setWindowTitle(tr("Create Issues for Action Items"));
    // The items' identity includes the draft id; a draft without one gets it here, and
    // the draft records it when Create is clicked (draftIdRecorded), not on a look.
    m_newDraftId = ensureDraftId(&m_pm);
    for (const TrackItem &item : untrackedItems(m_pm)) {
        if (onlyOffset < 0 || item.offset == onlyOffset)
            m_items.append(item);
    }
    const QString ticket = pm.meta.ticket;
    const bool ticketOk = isJiraIssueKey(ticket);
    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    if (m_items.isEmpty())
        intro->setText(tr("Every action item with an owner is tracked; there is nothing to create."));
    else if (!ticketOk)
        intro->setText(tr("The draft names no JIRA ticket (PROJECT-123) for the new issues to relate to: fill in the ticket first."));
    else
        intro->setText(tr("Each checked action item becomes one JIRA issue with this summary, related to %1. "
                          "Its key is then written into the item. An issue created once is found again, never created twice.")
                           .arg(ticket));

    m_list->setColumnCount(1);
    m_list->setHeaderLabels({tr("Summary of the new issue")});
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true);
    m_list->header()->setStretchLastSection(true);
    m_list->setAccessibleName(tr("Action items without a tracker"));
    for (const TrackItem &item : std::as_const(m_items)) {
        auto *row = new QTreeWidgetItem(m_list, {item.summary});
        row->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        row->setCheckState(0, Qt::Checked);
        row->setToolTip(0, item.summary);
    }
    m_list->setVisible(!m_items.isEmpty());

    m_project->setText(ticketOk ? ticket.section(QLatin1Char('-'), 0, 0) : QString());
    m_project->setPlaceholderText(QStringLiteral("CDN"));
    m_type->setPlaceholderText(QStringLiteral("Task"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setVisible(false);
    m_account->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("Issue &type:"), m_type);
    form->addRow(tr("Account:"), m_account);
    m_tokenLabel = new QLabel(tr("To&ken:"), this);
    m_tokenLabel->setBuddy(m_token);
    m_tokenLabel->setVisible(false);
    form->addRow(m_tokenLabel, m_token);

    m_reason->setWordWrap(true);
    m_reason->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_reason->setAccessibleName(tr("Why creating is not possible yet"));
    m_progress->setRange(0, 0);
    m_progress->setMaximumHeight(6);
    m_progress->setTextVisible(false);
    m_progress->setVisible(false);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setVisible(false);

    auto *createRow = new QHBoxLayout;
    createRow->addWidget(m_reason, 1);
    createRow->addWidget(m_create);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *buttons = m_buttons;
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(form);
    layout->addWidget(m_reviewed);
    layout->addLayout(createRow);
    layout->addWidget(m_progress);
    layout->addWidget(m_result);
    layout->addWidget(buttons);
    if (m_items.isEmpty())
        layout->addStretch(1);

    // A changed list, project or type needs a new review.
    const auto changed = [this] {
        m_reviewed->setChecked(false);
        updateCreateButton();
    };
    connect(m_list, &QTreeWidget::itemChanged, this, changed);
    connect(m_project, &QLineEdit::textChanged, this, changed);
    connect(m_type, &QLineEdit::textChanged, this, changed);
    connect(m_token, &QLineEdit::textChanged, this, &TrackIssuesDialog::updateCreateButton);
    connect(m_reviewed, &QCheckBox::toggled, this, &TrackIssuesDialog::updateCreateButton);
    connect(m_create, &QPushButton::clicked, this, &TrackIssuesDialog::create);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tracker, &IssueTracker::finished, this, &TrackIssuesDialog::onFinished);

    // The account the publish dialog posts with: Preferences ▸ JIRA, the token kept for
    // the session or in the keychain; asked for here only when neither has it.
    const JiraCredentials remembered = JiraAccountForm::remembered();
    m_token->setText(CredentialStore::sessionToken(remembered));
    if (m_token->text().isEmpty() && !remembered.site.host().isEmpty()) {
        connect(m_credentials, &CredentialStore::tokenRead, this, [this](const QString &token, const QString &) {
            if (m_token->text().isEmpty())
                m_token->setText(token);
            m_token->setVisible(m_token->text().isEmpty());
            m_tokenLabel->setVisible(m_token->isVisible());
            updateCreateButton();
        });
        m_credentials->readToken(remembered);
    }
    m_options.ticket = ticket;
    m_options.draftId = m_pm.draftId;
    resize(QSize(720, 460));
    updateCreateButton();
}

void TrackIssuesDialog::reject()
{
    // Closing while JIRA is asked would leave an issue that may exist unrecorded.
    if (!m_busy)
        QDialog::reject();
}

void TrackIssuesDialog::setTimeouts(const JiraTimeouts &timeouts, int retryUnitMs)
{
    m_options.timeouts = timeouts;
    m_options.retryUnitMs = retryUnitMs;
}

QList<TrackItem> TrackIssuesDialog::checkedItems() const
{
    QList<TrackItem> out;
    for (int i = 0; i < m_items.size(); ++i) {
        if (m_list->topLevelItem(i)->checkState(0) == Qt::Checked)
            out.append(m_items.at(i));
    }
    return out;
}

JiraCredentials TrackIssuesDialog::account() const
{
    JiraCredentials c = JiraAccountForm::remembered();
    c.token = m_token->text();
    return c;
}

void TrackIssuesDialog::updateCreateButton()
{
    const int n = int(checkedItems().size());
    m_create->setText(tr("&Create %n Issue(s)", nullptr, n));
    const JiraCredentials c = account();
    if (c.site.host().isEmpty())
        m_account->setText(tr("No JIRA account yet: set it up once in Preferences ▸ JIRA."));
    else if (c.deployment == JiraDeployment::DataCenter)
        m_account->setText(tr("%1 with a personal access token (JIRA Data Center)").arg(c.site.host()));
    else
        m_account->setText(tr("%1 as %2").arg(c.site.host(), c.email));
    QString why;
    if (m_items.isEmpty())
        why = tr("Nothing to create");
    else if (!isJiraIssueKey(m_pm.meta.ticket))
        why = tr("The draft has no ticket key");
    else if (n == 0)
        why = tr("Check at least one item");
    else if (!isProjectKey(m_project->text().trimmed()))
        why = tr("The project must be a JIRA project key (capital letters, e.g. CDN)");
    else if (m_type->text().trimmed().isEmpty())
        why = tr("Name the issue type (e.g. Task)");
    else if (c.site.host().isEmpty())
        why = tr("Set up the JIRA account in Preferences ▸ JIRA");
    else if (!c.isComplete() || !JiraCredentials::isAcceptableSite(c.site))
        why = JiraAccountForm::missing(c);
    else if (!m_reviewed->isChecked())
        why = tr("Review the issues and tick the confirmation first");
    const bool ready = why.isEmpty() && !m_busy && !m_done;
    m_create->setEnabled(ready);
    m_reason->setText(m_busy || m_done ? QString() : why);
    m_reviewed->setEnabled(!m_busy && !m_done && !m_items.isEmpty());
    QPushButton *close = m_buttons->button(m_done ? QDialogButtonBox::Close : QDialogButtonBox::Cancel);
    if (!close) {
        m_buttons->setStandardButtons(m_done ? QDialogButtonBox::Close : QDialogButtonBox::Cancel);
        close = m_buttons->button(m_done ? QDialogButtonBox::Close : QDialogButtonBox::Cancel);
    }
    close->setEnabled(!m_busy);
}

void TrackIssuesDialog::create()
{
    m_running = checkedItems();
    if (m_running.isEmpty())
        return;
    m_options.project = m_project->text().trimmed();
    m_options.issueType = m_type->text().trimmed();
    // A token typed here serves the rest of the session, as one typed for a post does.
    if (m_token->isVisible())
        CredentialStore::keepForSession(account());
    m_busy = true;
    for (QWidget *w : {static_cast<QWidget *>(m_list), static_cast<QWidget *>(m_project), static_cast<QWidget *>(m_type),
                       static_cast<QWidget *>(m_token)})
        w->setEnabled(false);
    m_progress->setVisible(true);
    m_result->setStyleSheet(QString());
    m_result->setText(tr("Creating %n issue(s) in %1…", nullptr, int(m_running.size())).arg(m_options.project));
    m_result->setVisible(true);
    updateCreateButton();
    if (m_newDraftId)
        emit draftIdRecorded(m_pm.draftId);
    m_tracker->run(account(), m_running, m_options);
}

void TrackIssuesDialog::onFinished(IssueTracker::Status status, const QStringList &keys, int found, const QString &message)
{
    m_busy = false;
    m_done = true; // one run per review: a second click would be a second confirmation
    m_progress->setVisible(false);
    QStringList lines;
    int created = 0;
    for (int i = 0; i < keys.size() && i < m_running.size(); ++i) {
        if (keys.at(i).isEmpty())
            continue;
        lines.append(keys.at(i) + QStringLiteral("  ") + m_running.at(i).summary);
        ++created;
    }
    QString text;
    if (created > 0)
        text = tr("%n issue(s) now track their items (%1 found already there); the keys are written into the draft (save to keep them):", nullptr, created).arg(found)
               + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    if (status != IssueTracker::Status::Done) {
        const int failed = int(keys.indexOf(QString()));
        const QString item = failed >= 0 && failed < m_running.size() ? m_running.at(failed).summary : QString();
        QString what;
        if (status == IssueTracker::Status::Unknown)
            what = tr("Unknown whether the issue for “%1” was created: %2. Run this again: it looks on %3 before creating anything.")
                       .arg(item, message, m_options.ticket);
        else
            what = tr("Not created: “%1”. %2").arg(item, message);
        if (created == 0)
            what += QLatin1Char('\n') + tr("Nothing was written into the draft.");
        text = text.isEmpty() ? what : text + QStringLiteral("\n\n") + what;
        m_result->setStyleSheet(QStringLiteral("color: #d03a2f;"));
    }
    m_result->setText(text);
    m_result->setVisible(!text.isEmpty());
    if (created > 0)
        emit issuesCreated(m_running, keys);
    updateCreateButton();
}

} // namespace pm
