#include "publishdialog.h"

#include "blockerlist.h"

#include "adfhtml.h"
#include "adfpreview.h"
#include "exportfilechooser.h"
#include "exportpath.h"
#include "handoff.h"
#include "jiraaccountform.h"
#include "jiraclient.h"
#include "publisher.h"
#include "settings.h"
#include "settingsdialog.h"
#include "jirasettingspage.h"
#include "safewrite.h"
#include "sectioncatalogue.h"
#include "wikihtml.h"

#include <QApplication>
#include <QDateTime>
#include <QMenu>
#include <QProcess>
#include <QRadioButton>
#include <QCheckBox>
#include <QDesktopServices>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMimeData>
#include <QProgressBar>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace pm {

namespace {

// A message written to follow "publish: ", as a sentence of its own.
QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

} // namespace

PublishDialog::PublishDialog(const PostMortem &pm, const QString &draftPath, QWidget *parent)
    : PublishDialog(pm, draftPath, QSet<QString>(), parent)
{
}

PublishDialog::PublishDialog(const PostMortem &pm, const QString &draftPath, const QSet<QString> &disabledRules,
                             QWidget *parent)
    : QDialog(parent)
    , m_pm(pm)
    , m_draftPath(draftPath)
    , m_disabledRules(disabledRules)
    , m_destination(new QComboBox(this))
    , m_stack(new QStackedWidget(this))
    , m_blockedLabel(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_preview(new AdfPreview(this))
    , m_raw(new QPlainTextEdit(this))
    , m_save(new QPushButton(tr("Save &As…"), this))
    , m_copy(new QPushButton(tr("C&opy"), this))
    , m_status(new QLabel(this))
    , m_roundNotice(new QLabel(this))
    , m_problemSection(new QComboBox(this))
    , m_jiraBox(new QGroupBox(this))
    , m_split(new QSplitter(Qt::Vertical, this))
    , m_accountForm(new JiraAccountForm(JiraAccountForm::Use::Posting, this))
    , m_rememberAccount(new QCheckBox(tr("Re&member this site and e-mail in Preferences"), this))
    , m_account(new QLabel(this))
    , m_preferences(new QPushButton(tr("Account in Pre&ferences…"), this))
    , m_visibility(new QLineEdit(this))
    , m_updateExisting(new QRadioButton(this))
    , m_postNew(new QRadioButton(tr("Post as a &new comment"), this))
    , m_reviewed(new QCheckBox(tr("I have &reviewed the complete payload above"), this))
    , m_post(new QPushButton(this))
    , m_cancel(new QPushButton(tr("Cance&l Posting"), this))
    , m_handOff(new QPushButton(tr("&Hand Off to management-talk…"), this))
    , m_busy(new QProgressBar(this))
    , m_result(new QLabel(this))
    , m_publisher(new Publisher(this))
{
    setWindowTitle(tr("Export Post-mortem"));
    for (Destination d : allDestinations())
        m_destination->addItem(destinationTitle(d), int(d));
    m_destination->setAccessibleName(tr("Destination"));
    m_raw->setReadOnly(true);
    m_raw->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_raw->setAccessibleName(tr("Payload"));
    QFont mono = m_raw->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_raw->setFont(mono);
    m_blockedLabel->setWordWrap(true);
    m_blockedLabel->setTextFormat(Qt::RichText);
    m_blockedLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_blockedLabel->setMargin(12);
    connect(m_blockedLabel, &QLabel::linkActivated, this, [this](const QString &link) {
        const int i = BlockerList::indexOf(link);
        if (i >= 0 && i < m_plan.blockers.size())
            emit blockerActivated(m_plan.blockers.at(i));
    });
    m_tabs->addTab(m_preview, tr("Pre&view"));
    m_tabs->addTab(payloadPage(), tr("Pa&yload"));
    m_stack->addWidget(m_blockedLabel);
    m_stack->addWidget(m_tabs);

    // Posting to JIRA: the account, an explicit review confirmation, then one click.
    m_jiraBox->setTitle(tr("Post to JIRA"));
    m_account->setWordWrap(true);
    m_account->setTextFormat(Qt::PlainText);
    m_visibility->setPlaceholderText(tr("everyone who can see the ticket (or role:Developers, group:NAME)"));
    m_visibility->setText(m_pm.visibility.isSet() ? m_pm.visibility.type + QLatin1Char(':') + m_pm.visibility.value : QString());
    m_cancel->setVisible(false);
    m_handOff->setVisible(false);
    m_updateExisting->setVisible(m_pm.published.isSet());
    m_postNew->setVisible(m_pm.published.isSet());
    if (m_pm.published.isSet()) {
        m_updateExisting->setText(tr("&Update the published comment (revision %1)").arg(m_pm.published.revision));
        // Updating is the default when the revision changed since.
        (m_pm.published.revision != m_pm.meta.revision ? m_updateExisting : m_postNew)->setChecked(true);
    }
    // The marker needs a stable id; a draft without one gets it now (the main window
    // stores it in the document).
    ensureDraftId(&m_pm);
    m_busy->setRange(0, 0);
    m_busy->setVisible(false);
    m_busy->setMaximumHeight(6);
    m_busy->setTextVisible(false);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_result->setOpenExternalLinks(false);
    connect(m_result, &QLabel::linkActivated, this, [](const QString &link) { QDesktopServices::openUrl(QUrl(link)); });
    QFormLayout *const jiraForm = m_accountForm->formLayout();
    // In a widget of its own, so the wrapped account line gets the height its width needs.
    auto *accountField = new QWidget(this);
    auto *accountRow = new QHBoxLayout(accountField);
    accountRow->setContentsMargins(0, 0, 0, 0);
    accountRow->addWidget(m_account, 1);
    accountRow->addWidget(m_preferences, 0, Qt::AlignTop);
    // No label at all (not an empty one) where the field is in the second column only:
    // a row whose field is hidden then takes no room.
    QWidget *const noLabel = nullptr;
    jiraForm->insertRow(0, tr("Account:"), accountField);
    int emailRow = 0;
    QFormLayout::ItemRole role;
    jiraForm->getWidgetPosition(m_accountForm->emailEdit(), &emailRow, &role);
    jiraForm->insertRow(emailRow + 1, noLabel, m_rememberAccount);
    jiraForm->addRow(tr("Visi&bility:"), m_visibility);
    jiraForm->addRow(noLabel, m_updateExisting);
    jiraForm->addRow(noLabel, m_postNew);
    m_result->setVisible(false);
    auto *jiraLayout = new QVBoxLayout(m_jiraBox);
    jiraLayout->addWidget(m_accountForm);
    jiraLayout->addWidget(m_reviewed);
    auto *postRow = new QHBoxLayout;
    postRow->addWidget(postReasonLabel(), 1);
    postRow->addWidget(m_cancel);
    postRow->addWidget(m_post);
    jiraLayout->addLayout(postRow);
    jiraLayout->addWidget(m_busy);
    jiraLayout->addWidget(m_result);
    jiraLayout->addWidget(m_handOff, 0, Qt::AlignLeft);
    connect(m_accountForm, &JiraAccountForm::edited, this, &PublishDialog::updatePostButton);
    connect(m_accountForm, &JiraAccountForm::edited, this, &PublishDialog::updateAccountLabel);
    connect(m_preferences, &QPushButton::clicked, this, &PublishDialog::openPreferences);
    // Preferences ▸ JIRA changed while this dialog is open: post to the new account.
    connect(&Settings::instance(), &Settings::jiraAccountChanged, this, &PublishDialog::loadAccount);
    connect(m_reviewed, &QCheckBox::toggled, this, &PublishDialog::updatePostButton);
    connect(m_post, &QPushButton::clicked, this, &PublishDialog::post);
    connect(m_publisher, &Publisher::finished, this, &PublishDialog::onPosted);
    connect(m_publisher, &Publisher::progress, this, [this](const QString &text) {
        m_result->setStyleSheet(QString());
        setResultText(text.toHtmlEscaped());
    });
    connect(m_publisher, &Publisher::waiting, this, [this](int seconds, const QString &why) {
        setResultText(tr("%1. Trying again in %n s…", nullptr, seconds).arg(why).toHtmlEscaped());
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_cancel->setEnabled(false);
        setResultText(tr("Cancelling; then looking on %1 for what arrived…").arg(m_pm.meta.ticket).toHtmlEscaped());
        m_publisher->cancel();
    });
    connect(m_handOff, &QPushButton::clicked, this, &PublishDialog::handOff);
    connect(m_visibility, &QLineEdit::textChanged, this, &PublishDialog::refresh);
    connect(m_accountForm, &JiraAccountForm::tokenSaved, this, [this](const QString &error) {
        if (!error.isEmpty())
            setStatusText(m_accountForm->keychainNote()->text());
    });
    updateAccountLabel();

    // Iteration: one revision round is normal; at the third, ask which section is the
    // problem instead of another pass over everything.
    auto *roundBox = new QWidget(this);
    auto *roundLayout = new QHBoxLayout(roundBox);
    roundLayout->setContentsMargins(0, 0, 0, 0);
    m_roundNotice->setWordWrap(true);
    m_roundNotice->setText(tr("This is revision round %1. Rather than another pass over every section, "
                              "which section is the problem?")
                               .arg(pm.meta.revision));
    for (const SectionInfo &info : SectionCatalogue::all())
        m_problemSection->addItem(info.heading(pm.meta.language), info.id);
    m_problemSection->setAccessibleName(tr("The section that is the problem"));
    auto *goThere = new QPushButton(tr("&Work on It"), roundBox);
    roundLayout->addWidget(m_roundNotice, 1);
    roundLayout->addWidget(m_problemSection);
    roundLayout->addWidget(goThere);
    roundBox->setVisible(pm.meta.revision >= 3);
    connect(goThere, &QPushButton::clicked, this, [this] {
        emit sectionRequested(m_problemSection->currentData().toString());
        reject();
    });

    auto *form = new QFormLayout;
    form->addRow(tr("&Destination:"), m_destination);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(roundBox);
    layout->addLayout(form);
    // The preview takes the room the form leaves; the user can move the split.
    m_split->addWidget(m_stack);
    m_split->addWidget(m_jiraBox);
    m_split->setCollapsible(0, false);
    m_split->setCollapsible(1, false);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 0);
    m_split->setChildrenCollapsible(false);
    layout->addWidget(m_split, 1);
    m_status->setVisible(false);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, &PublishDialog::saveAs);
    connect(m_copy, &QPushButton::clicked, this, &PublishDialog::copy);
    connect(m_destination, qOverload<int>(&QComboBox::currentIndexChanged), this, &PublishDialog::refresh);

    foldAccountRows();
    if (!restoreGeometry(Settings::instance().exportDialogGeometry())) {
        // Within the screen's free area (a 1280x800 laptop keeps its task bar).
        QSize size(900, 760);
        if (const QScreen *screen = (parent ? parent->screen() : QGuiApplication::primaryScreen()))
            size = size.boundedTo(screen->availableGeometry().size() * 0.9);
        resize(size.expandedTo(QSize(640, 480)));
    }
    m_split->restoreState(Settings::instance().exportDialogSplit());
    setDestination(destinationForDraft(pm));
    refresh();
}

void PublishDialog::done(int result)
{
    Settings::instance().setExportDialogGeometry(saveGeometry());
    Settings::instance().setExportDialogSplit(m_split->saveState());
    QDialog::done(result);
}

void PublishDialog::setResultText(const QString &html)
{
    m_result->setText(html);
    // Empty, the label would still take a line of the form.
    m_result->setVisible(!html.isEmpty());
}

void PublishDialog::setStatusText(const QString &text)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
}

void PublishDialog::foldAccountRows()
{
    const bool fold = JiraAccountForm::isNamed(JiraAccountForm::remembered());
    m_accountForm->setAccountRowsVisible(!fold);
    m_rememberAccount->setVisible(!fold);
}

void PublishDialog::setDestination(Destination destination)
{
    m_destination->setCurrentIndex(m_destination->findData(int(destination)));
}

Destination PublishDialog::destination() const
{
    return Destination(m_destination->currentData().toInt());
}

void PublishDialog::refresh()
{
    PublishOptions options;
    options.destinationSet = true;
    options.destination = destination();
    options.disabledRules = m_disabledRules;
    Visibility visibility;
    m_visibilityProblem.clear();
    if (parseVisibility(m_visibility->text(), &visibility, &m_visibilityProblem)) {
        options.visibilitySet = true;
        options.visibility = visibility;
    }
    options.deployment = m_accountForm->credentials().deployment;
    m_plan = preparePublish(m_pm, options);
    m_blockers = m_plan.blockerMessages();
    setStatusText(QString());
    // A changed payload needs a new review.
    m_reviewed->setChecked(false);
    if (m_plan.isBlocked()) {
        // No payload at all while something blocks: the editor never produces a draft
        // on a hypothesis.
        // The same list, from the same plan, as the checks panel; each entry links to
        // its place.
        const QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Not ready to leave the editor").toHtmlEscaped())
                             + BlockerList::html(m_plan.blockers);
        m_blockedLabel->setText(html);
        m_stack->setCurrentWidget(m_blockedLabel);
        m_payload.clear();
        m_save->setEnabled(false);
        m_copy->setEnabled(false);
        m_copyJson->setEnabled(false);
        m_save->setToolTip(m_blockers.join(QLatin1Char('\n')));
        m_jiraBox->setVisible(false);
        return;
    }
    m_payload = m_plan.bytes;
    if (destination() == Destination::Jira && m_plan.deployment == JiraDeployment::DataCenter) {
        showWikiPayload();
    } else if (destination() == Destination::Jira) {
        // The preview is rendered from the very bytes that will be sent, decoded again,
        // and the Payload tab shows them indented (copy, save and post use them as they are).
        QList<QJsonObject> docs;
        QString pretty;
        for (const PlannedComment &c : m_plan.comments) {
            docs.append(QJsonDocument::fromJson(c.body).object());
            if (m_plan.isSplit())
                pretty += tr("// comment %1, %2 characters of ADF").arg(c.partLabel()).arg(c.bodyLength) + QLatin1Char('\n');
            pretty += QString::fromUtf8(QJsonDocument::fromJson(c.request()).toJson(QJsonDocument::Indented));
        }
        m_preview->setDocuments(docs);
        m_raw->setPlainText(pretty);
        if (m_plan.isSplit())
            setStatusText(tr("Longer than one JIRA comment allows (%1 characters): it goes as %n numbered comments, split between sections. One confirmation covers them all.", nullptr, m_plan.comments.size()).arg(JiraCommentLimit));
    } else {
        m_preview->setMarkdown(QString::fromUtf8(m_payload));
        m_raw->setPlainText(QString::fromUtf8(m_payload));
    }
    m_stack->setCurrentWidget(m_tabs);
    m_save->setEnabled(true);
    m_copy->setEnabled(true);
    m_copyJson->setEnabled(true);
    m_save->setToolTip(QString());
    // Only JIRA is ever posted; the other destinations are files the author places.
    m_jiraBox->setVisible(destination() == Destination::Jira);
    updatePostButton();
}

void PublishDialog::updatePostButton()
{
    const QString key = m_pm.meta.ticket;
    m_post->setText(key.isEmpty() ? tr("&Post Comment") : tr("&Post Comment to %1").arg(key));
    const QString missing = m_accountForm->missing();
    m_post->setEnabled(!isBlocked() && !m_publisher->isBusy() && m_reviewed->isChecked() && missing.isEmpty()
                       && !key.isEmpty() && m_visibilityProblem.isEmpty());
    if (!m_visibilityProblem.isEmpty())
        m_post->setToolTip(capitalised(m_visibilityProblem));
    else if (!missing.isEmpty())
        m_post->setToolTip(missing);
    else if (key.isEmpty())
        m_post->setToolTip(tr("The draft has no ticket key"));
    else if (!m_reviewed->isChecked())
        m_post->setToolTip(tr("Review the payload and tick the confirmation first"));
    else
        m_post->setToolTip(QString());
    updatePostReason();
}

QLabel *PublishDialog::postReasonLabel()
{
    // Why Post is greyed out, beside it: a tooltip on a disabled button is found by few.
    m_postReason = new QLabel(this);
    m_postReason->setWordWrap(true);
    m_postReason->setAccessibleName(tr("Why posting is not possible yet"));
    m_postReason->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return m_postReason;
}

void PublishDialog::updatePostReason()
{
    if (!m_postReason)
        return;
    const bool idle = !m_publisher->isBusy();
    m_postReason->setText(idle && !m_post->isEnabled() ? m_post->toolTip() : QString());
}

void PublishDialog::updateAccountLabel()
{
    const JiraCredentials c = m_accountForm->credentials();
    if (!JiraAccountForm::isNamed(c)) {
        m_account->setText(tr("No JIRA account yet: set it up once in Preferences ▸ JIRA (or enter it below)."));
        return;
    }
    if (c.deployment == JiraDeployment::DataCenter) {
        m_account->setText(c.token.isEmpty() ? tr("Posts to %1 (JIRA Data Center; enter the personal access token)").arg(c.site.host())
                                             : tr("Posts to %1 with a personal access token (JIRA Data Center)").arg(c.site.host()));
        return;
    }
    m_account->setText(c.token.isEmpty() ? tr("Posts as %1 to %2 (enter the API token)").arg(c.email, c.site.host())
                                         : tr("Posts as %1 to %2").arg(c.email, c.site.host()));
}

void PublishDialog::loadAccount()
{
    m_accountForm->load();
    // The dialog stays as the author left it when the account changes because of a post
    // from it; a change from Preferences folds the rows it now names.
    if (!m_keepAccountRows)
        foldAccountRows();
    updateAccountLabel();
    updatePostButton();
}

void PublishDialog::openPreferences()
{
    const QSet<QString> rulesBefore = Settings::instance().disabledRules();
    SettingsDialog dialog(this);
    dialog.jiraPage()->siteEdit()->setFocus(Qt::OtherFocusReason);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The token may have changed alone (no settings signal for it).
    loadAccount();
    emit preferencesApplied();
    if (Settings::instance().disabledRules() != rulesBefore) {
        // The same rules as the checks panel: a rule switched on or off changes what blocks.
        m_disabledRules = Settings::instance().disabledRules();
        refresh();
    }
}

QLineEdit *PublishDialog::siteEdit() const
{
    return m_accountForm->siteEdit();
}

QLineEdit *PublishDialog::emailEdit() const
{
    return m_accountForm->emailEdit();
}

QLineEdit *PublishDialog::tokenEdit() const
{
    return m_accountForm->tokenEdit();
}

QLabel *PublishDialog::keychainNote() const
{
    return m_accountForm->keychainNote();
}

QCheckBox *PublishDialog::rememberBox() const
{
    return m_accountForm->rememberBox();
}

void PublishDialog::showWikiPayload()
{
    QString raw;
    for (const PlannedComment &c : m_plan.comments) {
        if (m_plan.isSplit())
            raw += tr("// comment %1, %2 characters of wiki markup").arg(c.partLabel()).arg(c.bodyLength) + QLatin1Char('\n');
        raw += QString::fromUtf8(c.body) + QLatin1Char('\n');
    }
    // The preview renders the very wiki text that is sent; the Payload tab shows it raw.
    m_preview->setHtml(wikiHtml());
    m_raw->setPlainText(raw);
    if (m_plan.isSplit())
        setStatusText(tr("Longer than one JIRA comment allows (%1 characters): it goes as %n numbered comments, split between sections. One confirmation covers them all.", nullptr, m_plan.comments.size()).arg(JiraCommentLimit));
}

QString PublishDialog::wikiHtml() const
{
    QStringList html;
    for (const PlannedComment &c : m_plan.comments)
        html.append(wikiToHtml(QString::fromUtf8(c.body)));
    return html.join(QStringLiteral("<hr>"));
}

void PublishDialog::post()
{
    const JiraCredentials c = m_accountForm->credentials();
    // The token first: a remembered account tells every open view it changed, and they
    // read the token for it.
    m_accountForm->keepToken();
    // The account typed here goes to Preferences only when the author asked; either way
    // the fields stay as typed.
    if (!m_rememberAccount->isHidden() && m_rememberAccount->isChecked()) {
        m_keepAccountRows = true;
        m_accountForm->rememberAccount();
        m_keepAccountRows = false;
    }
    const QStringList updateIds = m_updateExisting->isVisible() && m_updateExisting->isChecked()
                                      ? m_pm.published.commentIds
                                      : QStringList();
    m_busy->setVisible(true);
    m_cancel->setVisible(true);
    m_cancel->setEnabled(true);
    m_handOff->setVisible(false);
    m_result->setStyleSheet(QString());
    setResultText(tr("Posting to %1…").arg(m_pm.meta.ticket.toHtmlEscaped()));
    // The draft keeps the id the marker carries before the first byte leaves: a retry after
    // an unknown outcome, from a later dialog, looks for that same marker.
    emit publishRecorded(m_pm.draftId, m_pm.published);
    m_publisher->publish(c, m_pm.meta.ticket, m_plan, updateIds);
    m_post->setEnabled(false);
    m_destination->setEnabled(false);
    m_visibility->setEnabled(false);
}

void PublishDialog::onPosted(const PublishOutcome &outcome)
{
    m_busy->setVisible(false);
    m_cancel->setVisible(false);
    m_destination->setEnabled(true);
    m_visibility->setEnabled(true);
    if (outcome.isOnTicket()) {
        QStringList links;
        for (const QUrl &url : outcome.urls)
            links.append(QStringLiteral("<a href=\"%1\">%1</a>").arg(url.toString().toHtmlEscaped()));
        recordPublished(&m_pm, outcome, QDateTime::currentDateTimeUtc());
        m_result->setStyleSheet(QStringLiteral("color: #2e9e5b;"));
        setResultText(outcome.message.toHtmlEscaped() + QStringLiteral(": ") + links.join(QStringLiteral(", "))
                      + QStringLiteral("<br>")
                      + tr("Recorded in the draft: published revision %1 (save to keep it).").arg(m_pm.meta.revision).toHtmlEscaped());
        m_reviewed->setChecked(false);
        m_reviewed->setEnabled(false); // one post per review
        m_handOff->setVisible(true);
        emit publishRecorded(m_pm.draftId, m_pm.published);
        emit delivered(m_payload);
    } else {
        m_result->setStyleSheet(QStringLiteral("color: #d03a2f;"));
        QString html = outcome.message.toHtmlEscaped();
        if (outcome.status == PublishOutcome::Status::Unknown)
            html += QStringLiteral(" <a href=\"%1\">%2</a>").arg(outcome.ticketUrl.toString().toHtmlEscaped(), m_pm.meta.ticket.toHtmlEscaped());
        setResultText(html);
        // A failed post needs a fresh look before the next click.
        m_reviewed->setChecked(false);
    }
    updatePostButton();
}

void PublishDialog::handOff()
{
    // Never automatic: the author picks one of three ways, each on a click.
    QMenu menu(this);
    menu.addAction(tr("Copy as Markdown"), this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(handOffContent(m_pm)));
        setStatusText(tr("The post-mortem is on the clipboard as Markdown, for management-talk."));
    });
    menu.addAction(tr("Save a Hand-off File…"), this, [this] {
        const QString path = chooseExportFile(this, tr("Save Hand-off File"), suggestedHandOffPath(), m_draftPath);
        if (!path.isEmpty())
            writeHandOff(path);
    });
    const QString command = Settings::instance().handOffCommand().trimmed();
    QAction *run = menu.addAction(command.isEmpty() ? tr("Run a Command (set one in Preferences)")
                                                    : tr("Run \u201c%1\u201d").arg(command));
    run->setEnabled(!handOffCommandWords(command).isEmpty());
    connect(run, &QAction::triggered, this, [this, command] { runHandOff(command); });
    menu.exec(m_handOff->mapToGlobal(QPoint(0, m_handOff->height())));
}

QString PublishDialog::suggestedHandOffPath() const
{
    return handOffPath(m_pm, m_draftPath, QDir::homePath());
}

bool PublishDialog::writeHandOff(const QString &path)
{
    const std::optional<QString> error = saveHandOff(m_pm, path);
    setStatusText(error ? tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), *error)
                        : tr("Saved %1 for management-talk.").arg(QDir::toNativeSeparators(path)));
    return !error;
}

void PublishDialog::runHandOff(const QString &command)
{
    QProcess *process = handOffProcess(command, this);
    if (!process)
        return;
    const QString program = handOffProgram(command);
    connect(process, &QProcess::finished, this, [this, process, program](int code, QProcess::ExitStatus status) {
        setStatusText(status == QProcess::NormalExit && code == 0 ? tr("%1 took the post-mortem.").arg(program)
                                                                  : tr("%1 failed (exit %2).").arg(program).arg(code));
        process->deleteLater();
    });
    connect(process, &QProcess::errorOccurred, this, [this, process, program](QProcess::ProcessError) {
        setStatusText(tr("Cannot run %1: %2").arg(program, process->errorString()));
    });
    startHandOff(process, m_pm);
}

bool PublishDialog::saveTo(const QString &path, QString *error)
{
    if (isSameFile(path, m_draftPath)) {
        if (error)
            *error = exportOverDraftMessage(path);
        return false;
    }
    if (const std::optional<QString> failure = writeFileAtomically(path, m_payload)) {
        if (error)
            *error = *failure;
        return false;
    }
    return true;
}

void PublishDialog::saveAs()
{
    const QString suggested = suggestedExportPath(m_pm, destination(), m_draftPath, QDir::homePath());
    const QString path = chooseExportFile(this, tr("Save Export As"), suggested, m_draftPath);
    if (path.isEmpty())
        return;
    QString error;
    if (saveTo(path, &error)) {
        setStatusText(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
        emit publishRecorded(m_pm.draftId, m_pm.published); // the saved payload's marker id
        emit delivered(m_payload);
    } else {
        setStatusText(tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), error));
    }
}

QWidget *PublishDialog::payloadPage()
{
    // The request bytes as they are sent, with a button of their own to copy them.
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_raw, 1);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(6, 0, 6, 6);
    row->addStretch(1);
    m_copyJson = new QPushButton(tr("Copy &JSON"), page);
    m_copyJson->setToolTip(tr("The exact request bodies, for a script or a bug report"));
    row->addWidget(m_copyJson);
    layout->addLayout(row);
    connect(m_copyJson, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(m_payload));
        setStatusText(tr("The request JSON is on the clipboard."));
    });
    return page;
}

QMimeData *PublishDialog::clipboardContent() const
{
    auto *mime = new QMimeData;
    if (destination() != Destination::Jira) {
        mime->setText(QString::fromUtf8(m_payload));
        return mime;
    }
    // A comment to paste: rendered (JIRA's editor keeps the formatting of pasted HTML),
    // with the Markdown for a plain-text field. The JSON has its own button.
    if (m_plan.deployment == JiraDeployment::DataCenter) {
        mime->setHtml(wikiHtml());
    } else {
        QStringList html;
        for (const PlannedComment &c : m_plan.comments)
            html.append(adfToHtml(QJsonDocument::fromJson(c.body).object()));
        mime->setHtml(html.join(QStringLiteral("<hr>")));
    }
    mime->setText(toMarkdown(m_pm, Destination::Markdown));
    return mime;
}

void PublishDialog::copy()
{
    QApplication::clipboard()->setMimeData(clipboardContent());
    setStatusText(destination() == Destination::Jira
                      ? tr("The comment is on the clipboard, formatted (paste it into JIRA) and as Markdown.")
                      : tr("Copied to the clipboard."));
    emit publishRecorded(m_pm.draftId, m_pm.published); // the copied payload's marker id
    emit delivered(m_payload);
}

} // namespace pm
