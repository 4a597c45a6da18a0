#include "jirasettingspage.h"

#include "credentialstore.h"
#include "jiraclient.h"
#include "jiratransport.h"
#include "secretguard.h"
#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pm {

JiraSettingsPage::JiraSettingsPage(QWidget *parent)
    : QGroupBox(tr("JIRA"), parent)
    , m_site(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_token(new QLineEdit(this))
    , m_remember(new QCheckBox(tr("Remember the token in the system &keychain"), this))
    , m_keychainNote(new QLabel(this))
    , m_handOff(new QLineEdit(this))
    , m_test(new QPushButton(tr("&Test Connection"), this))
    , m_result(new QLabel(this))
    , m_credentials(new CredentialStore(this))
    , m_transport(new JiraTransport(this))
    , m_deployment(new QComboBox(this))
{
    const JiraCredentials remembered = CredentialStore::remembered();
    m_site->setText(remembered.site.toString());
    m_site->setPlaceholderText(QStringLiteral("https://example.atlassian.net"));
    m_email->setText(remembered.email);
    m_email->setPlaceholderText(tr("you@example.com"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("API token (id.atlassian.com ▸ Security ▸ API tokens)"));
    m_token->setText(CredentialStore::sessionToken(remembered));
    m_handOff->setText(Settings::instance().handOffCommand());
    m_handOff->setPlaceholderText(tr("a command that reads the post-mortem as Markdown on stdin"));
    m_remember->setEnabled(false); // until the keychain answers; never pre-ticked
    m_keychainNote->setWordWrap(true);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);

    auto *form = new QFormLayout;
    form->addRow(tr("S&ite:"), m_site);
    form->addRow(tr("&Deployment:"), m_deployment);
    form->addRow(tr("E-&mail:"), m_email);
    form->addRow(tr("API t&oken:"), m_token);
    QWidget *const noLabel = nullptr; // a hidden field then takes no row
    form->addRow(noLabel, m_remember);
    form->addRow(noLabel, m_keychainNote);
    form->addRow(tr("&Hand-off command:"), m_handOff);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_test, 0, Qt::AlignLeft);
    layout->addWidget(m_result);

    connect(m_test, &QPushButton::clicked, this, &JiraSettingsPage::testConnection);
    connect(m_transport, &JiraTransport::finished, this, &JiraSettingsPage::onTested);
    connect(m_credentials, &CredentialStore::keychainProbed, this, [this, remembered](bool works, const QString &why) {
        m_remember->setEnabled(works);
        m_keychainNote->setVisible(!works);
        m_keychainNote->setText(works ? QString()
                                      : tr("No system keychain answers here (no Secret Service): the token is kept for this session only."));
        // The keychain's own reason is English and technical ("Unknown error"): for the curious.
        m_keychainNote->setToolTip(works ? QString() : sanitizeServerText(why, 200));
        if (works && m_token->text().isEmpty() && !remembered.email.isEmpty())
            m_credentials->readToken(remembered);
    });
    connect(m_credentials, &CredentialStore::tokenRead, this, [this](const QString &token, const QString &) {
        if (m_token->text().isEmpty())
            m_token->setText(token);
    });
    connect(m_credentials, &CredentialStore::tokenSaved, this, [this](const QString &error) {
        if (!error.isEmpty()) {
            m_keychainNote->setText(tr("The token could not be saved in the keychain: %1. It is kept for this session only.")
                                        .arg(sanitizeServerText(error, 300)));
            // Saying OK again closes the dialog without asking the same keychain again.
            m_remember->setChecked(false);
        }
        m_keychainNote->setVisible(!error.isEmpty());
        emit tokenStored(error);
    });
    addDeploymentRow();
    m_credentials->probe();
}

void JiraSettingsPage::addDeploymentRow()
{
    m_deployment->addItem(tr("Ask the server (serverInfo)"), QString());
    m_deployment->addItem(tr("JIRA Cloud (e-mail and API token)"), QStringLiteral("cloud"));
    m_deployment->addItem(tr("JIRA Data Center / Server (personal access token)"), QStringLiteral("datacenter"));
    m_deployment->setCurrentIndex(qMax(0, m_deployment->findData(Settings::instance().jiraDeployment())));
    connect(m_deployment, qOverload<int>(&QComboBox::currentIndexChanged), this, &JiraSettingsPage::deploymentChanged);
    deploymentChanged();
}

void JiraSettingsPage::deploymentChanged()
{
    const bool dataCenter = m_deployment->currentData().toString() == QLatin1String("datacenter");
    m_email->setEnabled(!dataCenter);
    m_token->setPlaceholderText(dataCenter ? tr("personal access token (your profile ▸ Personal Access Tokens)")
                                           : tr("API token (id.atlassian.com ▸ Security ▸ API tokens)"));
}

bool JiraSettingsPage::deploymentSaid() const
{
    return !m_deployment->currentData().toString().isEmpty();
}

void JiraSettingsPage::testConnection()
{
    QString why;
    if (!JiraCredentials::isAcceptableSite(QUrl(m_site->text().trimmed()), &why)) {
        m_result->setText(why);
        return;
    }
    JiraTimeouts timeouts = JiraTimeouts::fromEnvironment();
    timeouts.totalMs = qMin(timeouts.totalMs, 30000);
    m_transport->setTimeouts(timeouts);
    if (!deploymentSaid()) {
        // serverInfo answers without an account; its answer picks the deployment.
        m_askingServerInfo = true;
        m_test->setEnabled(false);
        m_result->setText(tr("Asking %1 which JIRA it is…").arg(QUrl(m_site->text().trimmed()).host()));
        m_transport->send("GET", JiraClient::apiUrl(QUrl(m_site->text().trimmed()), QStringLiteral("/rest/api/2/serverInfo")),
                          QByteArray(), QByteArray(), QDeadlineTimer(timeouts.totalMs));
        return;
    }
    askWhoAmI();
}

void JiraSettingsPage::askWhoAmI()
{
    JiraCredentials c;
    c.site = QUrl(m_site->text().trimmed());
    c.email = m_email->text().trimmed();
    c.token = m_token->text();
    parseJiraDeployment(m_deployment->currentData().toString(), &c.deployment);
    if (!c.isComplete()) {
        m_test->setEnabled(true);
        m_result->setText(c.deployment == JiraDeployment::DataCenter ? tr("Enter the personal access token first.")
                                                                     : tr("Enter the e-mail and the API token first."));
        return;
    }
    m_test->setEnabled(false);
    m_result->setText(tr("Asking %1 who this account is…").arg(c.site.host()));
    QByteArray authorization = c.authorization();
    m_transport->send("GET", JiraClient::apiUrl(c.site, c.apiPath() + QStringLiteral("/myself")), authorization, QByteArray(),
                      QDeadlineTimer(qMin(JiraTimeouts::fromEnvironment().totalMs, 30000)));
    wipeSecret(authorization);
}

void JiraSettingsPage::onTested(const JiraResponse &r)
{
    m_test->setEnabled(true);
    if (m_askingServerInfo) {
        m_askingServerInfo = false;
        JiraDeployment d = JiraDeployment::Cloud;
        if (r.failure == JiraResponse::Failure::None && r.status == 200 && JiraClient::deploymentFromServerInfo(r.body, &d)) {
            m_deployment->setCurrentIndex(m_deployment->findData(jiraDeploymentId(d)));
            askWhoAmI();
            return;
        }
        m_result->setText(r.failure == JiraResponse::Failure::None
                              ? tr("The server did not say which JIRA it is (%1); choose the deployment.").arg(r.status)
                              : tr("No answer from JIRA: %1").arg(sanitizeServerText(r.error, 300)));
        return;
    }
    if (r.failure == JiraResponse::Failure::None && r.status == 200) {
        const QString name = sanitizeServerText(QJsonDocument::fromJson(r.body).object().value(QStringLiteral("displayName")).toString(), 200);
        m_result->setText(name.isEmpty() ? tr("Connected, but JIRA named no account.") : tr("Connected as %1.").arg(name));
        return;
    }
    if (r.failure == JiraResponse::Failure::None) {
        m_result->setText(JiraClient::interpret(r.status, r.body, QUrl(m_site->text()), QString(), QString()).message);
        return;
    }
    m_result->setText(tr("No answer from JIRA: %1").arg(sanitizeServerText(r.error, 300)));
}

bool JiraSettingsPage::apply()
{
    JiraCredentials c;
    c.site = QUrl(m_site->text().trimmed());
    c.email = m_email->text().trimmed();
    c.token = m_token->text();
    parseJiraDeployment(m_deployment->currentData().toString(), &c.deployment);
    CredentialStore::remember(c);
    Settings::instance().setJiraDeployment(m_deployment->currentData().toString());
    Settings::instance().setHandOffCommand(m_handOff->text().trimmed());
    if (c.token.isEmpty())
        return false;
    CredentialStore::keepForSession(c);
    if (!m_remember->isEnabled() || !m_remember->isChecked())
        return false;
    m_credentials->saveToken(c);
    return true;
}

} // namespace pm
