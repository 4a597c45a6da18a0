#pragma once

#include "jiraclient.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace pm {

class CredentialStore;
class JiraTransport;
struct JiraResponse;

// The JIRA account as the author enters it, the same in Preferences ▸ JIRA and the export
// dialog: the site, the deployment (Cloud: e-mail and API token; Data Center / Server: a
// personal access token; or asked of the server's serverInfo), the token with its
// keychain tick, and "Test connection" (GET <api>/myself shows whose account it is). Its
// owner adds rows of its own to formLayout(), so all labels line up.
class JiraAccountForm : public QWidget
{
    Q_OBJECT

public:
    // Preferences: every row and the test. Posting: the deployment is Preferences' (it
    // decides the payload) and Post is the test, so neither has a row.
    enum class Use { Preferences,
                     Posting };
    explicit JiraAccountForm(Use use, QWidget *parent = nullptr);

    // Site, e-mail and deployment as Preferences keep them; no token.
    static JiraCredentials remembered();
    // Names an account a token completes: a site, and for Cloud the e-mail.
    static bool isNamed(const JiraCredentials &account);
    // Why an account cannot be used yet, in the words of these fields; empty when it can.
    static QString missing(const JiraCredentials &account);

    QFormLayout *formLayout() const { return m_form; }
    QLineEdit *siteEdit() const { return m_site; }
    QComboBox *deploymentBox() const { return m_deployment; }
    QLineEdit *emailEdit() const { return m_email; }
    QLineEdit *tokenEdit() const { return m_token; }
    QCheckBox *rememberBox() const { return m_remember; }
    QLabel *keychainNote() const { return m_keychainNote; }
    // Null when posting.
    QPushButton *testButton() const { return m_test; }
    QLabel *testResult() const { return m_result; }

    // The account as entered; the deployment Cloud while it is still to be asked.
    JiraCredentials credentials() const;
    QString missing() const { return missing(credentials()); }

    // The fields as Preferences have them now; the token of this session, else the keychain's.
    void load();
    // The site and e-mail rows, with their labels.
    void setAccountRowsVisible(bool visible);

    // Site, e-mail and deployment to Preferences.
    void rememberAccount() const;
    // Keeps the token for this session and, when the author ticked it, saves it in the
    // keychain: true then, and tokenSaved() follows (the form must live until then).
    bool keepToken();

signals:
    // A field was edited (or filled from the keychain).
    void edited();
    // The keychain's answer to keepToken(): empty when the token is there, else why not
    // (also in keychainNote(); the token stays for this session).
    void tokenSaved(const QString &error);

private:
    void setRowVisible(QWidget *field, bool visible);
    void deploymentChanged();
    bool deploymentSaid() const;
    void testConnection();
    void askWhoAmI();
    void onTested(const JiraResponse &response);

    QFormLayout *m_form;
    QLineEdit *m_site;
    QComboBox *m_deployment;
    QLineEdit *m_email;
    QLineEdit *m_token;
    QCheckBox *m_remember;
    QLabel *m_keychainNote;
    QPushButton *m_test = nullptr;
    QLabel *m_result = nullptr;
    CredentialStore *m_credentials;
    JiraTransport *m_transport = nullptr; // made by the first test
    bool m_keychainWorks = false;
    bool m_askingServerInfo = false;
};

} // namespace pm
