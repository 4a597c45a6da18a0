#pragma once

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace pm {

class CredentialStore;
class JiraTransport;
struct JiraResponse;

// Preferences ▸ JIRA: the site, the deployment (Cloud: e-mail and API token; Data
// Center / Server: a personal access token; or asked of the server's serverInfo), "Test
// connection" (GET <api>/myself shows whose account it is), and the hand-off command the
// export dialog offers after a post. The token goes to the keychain only when one
// answers and the author ticks it; otherwise it is kept for this session.
class JiraSettingsPage : public QGroupBox
{
    Q_OBJECT

public:
    explicit JiraSettingsPage(QWidget *parent = nullptr);

    QLineEdit *siteEdit() const { return m_site; }
    QLineEdit *emailEdit() const { return m_email; }
    QComboBox *deploymentBox() const { return m_deployment; }
    QLineEdit *tokenEdit() const { return m_token; }
    QLineEdit *handOffEdit() const { return m_handOff; }
    QPushButton *testButton() const { return m_test; }
    QLabel *testResult() const { return m_result; }
    QCheckBox *rememberBox() const { return m_remember; }

    // Writes the values to Settings (and the token where it belongs). True when the
    // token is on its way to the keychain: tokenStored() follows, and the page must live
    // until then (the save is the page's; the dialog waits for it).
    bool apply();
    QLabel *keychainNote() const { return m_keychainNote; }

signals:
    // The keychain's answer to apply(): empty when the token is there, else why not
    // (also shown on the page; the token stays for this session).
    void tokenStored(const QString &error);

private:
    void testConnection();
    void onTested(const JiraResponse &response);
    void addDeploymentRow();
    void deploymentChanged();
    // The account as entered; the deployment Cloud while it is still to be asked.
    bool deploymentSaid() const;
    void askWhoAmI();

    QLineEdit *m_site;
    QLineEdit *m_email;
    QLineEdit *m_token;
    QCheckBox *m_remember;
    QLabel *m_keychainNote;
    QLineEdit *m_handOff;
    QPushButton *m_test;
    QLabel *m_result;
    CredentialStore *m_credentials;
    JiraTransport *m_transport;
    QComboBox *m_deployment;
    bool m_askingServerInfo = false;
};

} // namespace pm
