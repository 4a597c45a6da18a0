#include "jiraaccountform.h"

#include "credentialstore.h"
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

JiraAccountForm::JiraAccountForm(Use use, QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout)
    , m_site(new QLineEdit(this))
    , m_deployment(new QComboBox(this))
    , m_email(new QLineEdit(this))
    , m_token(new QLineEdit(this))
    , m_remember(new QCheckBox(tr("Remember the token in the system &keychain"), this))
    , m_keychainNote(new QLabel(tr("Checking the system keychain…"), this))
    , m_credentials(new CredentialStore(this))
{
    m_site->setPlaceholderText(QStringLiteral("https://example.atlassian.net"));
    m_email->setPlaceholderText(tr("you@example.com"));
    m_token->setEchoMode(QLineEdit::Password);
    m_deployment->addItem(tr("Ask the server (serverInfo)"), QString());
    m_deployment->addItem(tr("JIRA Cloud (e-mail and API token)"), QStringLiteral("cloud"));
    m_deployment->addItem(tr("JIRA Data Center / Server (personal access token)"), QStringLiteral("datacenter"));
    m_remember->setEnabled(false); // until the keychain answers; never pre-ticked
    m_keychainNote->setWordWrap(true);

    QWidget *const noLabel = nullptr; // a hidden field then takes no row
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->addRow(tr("S&ite:"), m_site);
    if (use == Use::Preferences)
        m_form->addRow(tr("&Deployment:"), m_deployment);
    else
        m_deployment->setVisible(false);
    m_form->addRow(tr("&E-mail:"), m_email);
    m_form->addRow(tr("API &token:"), m_token);
    m_form->addRow(noLabel, m_remember);
    m_form->addRow(noLabel, m_keychainNote);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_form);
    if (use == Use::Preferences) {
        m_test = new QPushButton(tr("Test &Connection"), this);
        m_result = new QLabel(this);
        m_result->setWordWrap(true);
        m_result->setTextFormat(Qt::PlainText);
        m_result->setVisible(false); // until there is something to say
        layout->addWidget(m_test, 0, Qt::AlignLeft);
        layout->addWidget(m_result);
        connect(m_test, &QPushButton::clicked, this, &JiraAccountForm::testConnection);
    }

    load();
    deploymentChanged();
    for (QLineEdit *edit : {m_site, m_email, m_token})
        connect(edit, &QLineEdit::textChanged, this, &JiraAccountForm::edited);
    connect(m_deployment, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] {
        deploymentChanged();
        emit edited();
    });
    connect(m_credentials, &CredentialStore::keychainProbed, this, [this](bool works, const QString &why) {
        m_keychainWorks = works;
        m_remember->setEnabled(works);
        m_keychainNote->setVisible(!works);
        m_keychainNote->setText(works ? QString()
                                      : tr("No system keychain answers here (no Secret Service): the token is kept for this session only."));
        // The keychain's own reason is English and technical ("Unknown error"): for the curious.
        m_keychainNote->setToolTip(works ? QString() : sanitizeServerText(why, 200));
        const JiraCredentials account = remembered();
        if (works && m_token->text().isEmpty() && isNamed(account))
            m_credentials->readToken(account);
    });
    connect(m_credentials, &CredentialStore::tokenRead, this, [this](const QString &token, const QString &) {
        if (m_token->text().isEmpty() && !token.isEmpty())
            m_token->setText(token);
    });
    connect(m_credentials, &CredentialStore::tokenSaved, this, [this](const QString &error) {
        if (!error.isEmpty()) {
            m_keychainNote->setText(tr("The token could not be saved in the keychain: %1. It is kept for this session only.")
                                        .arg(sanitizeServerText(error, 300)));
            // Saying OK or Post again does not ask the same keychain again.
            m_remember->setChecked(false);
        }
        m_keychainNote->setVisible(!error.isEmpty());
        emit tokenSaved(error);
    });
    m_credentials->probe();
}

JiraCredentials JiraAccountForm::remembered()
{
    const Settings &settings = Settings::instance();
    return CredentialStore::account(settings.jiraSite(), settings.jiraEmail(), settings.jiraDeployment());
}

bool JiraAccountForm::isNamed(const JiraCredentials &account)
{
    return !account.site.host().isEmpty() && (account.deployment == JiraDeployment::DataCenter || !account.email.isEmpty());
}

QString JiraAccountForm::missing(const JiraCredentials &account)
{
    const bool dataCenter = account.deployment == JiraDeployment::DataCenter;
    QString why;
    if (account.site.isEmpty())
        return dataCenter ? tr("Enter the site and the personal access token") : tr("Enter the site, the e-mail and the API token");
    if (!JiraCredentials::isAcceptableSite(account.site, &why))
        return why;
    if (account.isComplete())
        return QString();
    if (dataCenter)
        return tr("Enter the personal access token");
    if (account.email.isEmpty())
        return account.token.isEmpty() ? tr("Enter the e-mail and the API token") : tr("Enter the e-mail");
    return tr("Enter the API token");
}

JiraCredentials JiraAccountForm::credentials() const
{
    JiraCredentials c = CredentialStore::account(m_site->text().trimmed(), m_email->text().trimmed(),
                                                 m_deployment->currentData().toString());
    c.token = m_token->text();
    return c;
}

void JiraAccountForm::load()
{
    const Settings &settings = Settings::instance();
    const JiraCredentials account = remembered();
    m_site->setText(account.site.toString());
    m_email->setText(account.email);
    m_deployment->setCurrentIndex(qMax(0, m_deployment->findData(settings.jiraDeployment())));
    const QString token = CredentialStore::sessionToken(account);
    if (!token.isEmpty())
        m_token->setText(token);
    else if (m_keychainWorks && isNamed(account))
        m_credentials->readToken(account);
}

void JiraAccountForm::setRowVisible(QWidget *field, bool visible)
{
    field->setVisible(visible);
    if (QWidget *label = m_form->labelForField(field))
        label->setVisible(visible);
}

void JiraAccountForm::setAccountRowsVisible(bool visible)
{
    setRowVisible(m_site, visible);
    setRowVisible(m_email, visible);
    // The owner's layout asks for the new height now, not after the next event round
    // (a dialog shown right after would keep the room of the hidden rows).
    m_form->invalidate();
    updateGeometry();
}

void JiraAccountForm::deploymentChanged()
{
    const bool dataCenter = m_deployment->currentData().toString() == QLatin1String("datacenter");
    m_email->setEnabled(!dataCenter);
    m_token->setPlaceholderText(dataCenter ? tr("personal access token (your profile ▸ Personal Access Tokens)")
                                           : tr("API token (id.atlassian.com ▸ Security ▸ API tokens)"));
}

bool JiraAccountForm::deploymentSaid() const
{
    return !m_deployment->currentData().toString().isEmpty();
}

void JiraAccountForm::rememberAccount() const
{
    // Read before writing: each write tells open views (this form's owner too) to load
    // the account again.
    const JiraCredentials c = credentials();
    const QString deployment = m_deployment->currentData().toString();
    Settings &settings = Settings::instance();
    // The deployment first: the account's change signal then finds it said.
    settings.setJiraDeployment(deployment);
    settings.setJiraAccount(c.site.toString(), c.email);
}

bool JiraAccountForm::keepToken()
{
    const JiraCredentials c = credentials();
    if (c.token.isEmpty())
        return false;
    CredentialStore::keepForSession(c);
    if (!m_remember->isEnabled() || !m_remember->isChecked())
        return false;
    m_credentials->saveToken(c);
    return true;
}

void JiraAccountForm::testConnection()
{
    m_result->setVisible(true);
    QString why;
    if (!JiraCredentials::isAcceptableSite(QUrl(m_site->text().trimmed()), &why)) {
        m_result->setText(why);
        return;
    }
    if (!m_transport) {
        m_transport = new JiraTransport(this);
        connect(m_transport, &JiraTransport::finished, this, &JiraAccountForm::onTested);
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

void JiraAccountForm::askWhoAmI()
{
    const JiraCredentials c = credentials();
    if (!c.isComplete()) {
        m_test->setEnabled(true);
        m_result->setText(missing(c));
        return;
    }
    m_test->setEnabled(false);
    m_result->setText(tr("Asking %1 who this account is…").arg(c.site.host()));
    QByteArray authorization = c.authorization();
    m_transport->send("GET", JiraClient::apiUrl(c.site, c.apiPath() + QStringLiteral("/myself")), authorization, QByteArray(),
                      QDeadlineTimer(m_transport->timeouts().totalMs));
    wipeSecret(authorization);
}

void JiraAccountForm::onTested(const JiraResponse &r)
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

} // namespace pm
