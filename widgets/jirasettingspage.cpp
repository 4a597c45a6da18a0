#include "jirasettingspage.h"

#include "credentialstore.h"
#include "jiraclient.h"
#include "jiratransport.h"
#include "secretguard.h"
#include "settings.h"

#include <QCheckBox>
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
    m_credentials->probe();
}

void JiraSettingsPage::testConnection()
{
    JiraCredentials c;
    c.site = QUrl(m_site->text().trimmed());
    c.email = m_email->text().trimmed();
    c.token = m_token->text();
    QString why;
    if (!JiraCredentials::isAcceptableSite(c.site, &why)) {
        m_result->setText(why);
        return;
    }
    if (c.email.isEmpty() || c.token.isEmpty()) {
        m_result->setText(tr("Enter the e-mail and the API token first."));
        return;
    }
    QUrl url = c.site;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + QStringLiteral("/rest/api/3/myself"));
    m_test->setEnabled(false);
    m_result->setText(tr("Asking %1 who this account is…").arg(c.site.host()));
    QByteArray authorization = "Basic " + (c.email + QLatin1Char(':') + c.token).toUtf8().toBase64();
    JiraTimeouts timeouts = JiraTimeouts::fromEnvironment();
    timeouts.totalMs = qMin(timeouts.totalMs, 30000);
    m_transport->setTimeouts(timeouts);
    m_transport->send("GET", url, authorization, QByteArray(), QDeadlineTimer(timeouts.totalMs));
    wipeSecret(authorization);
}

void JiraSettingsPage::onTested(const JiraResponse &r)
{
    m_test->setEnabled(true);
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
    CredentialStore::remember(c);
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
