#pragma once

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace pm {

class CredentialStore;
class JiraTransport;
struct JiraResponse;

// Preferences ▸ JIRA: the site, the e-mail and the API token, "Test connection"
// (GET /rest/api/3/myself shows whose account it is), and the hand-off command the
// export dialog offers after a post. The token goes to the keychain only when one
// answers and the author ticks it; otherwise it is kept for this session.
class JiraSettingsPage : public QGroupBox
{
    Q_OBJECT

public:
    explicit JiraSettingsPage(QWidget *parent = nullptr);

    QLineEdit *siteEdit() const { return m_site; }
    QLineEdit *emailEdit() const { return m_email; }
    QLineEdit *tokenEdit() const { return m_token; }
    QLineEdit *handOffEdit() const { return m_handOff; }
    QPushButton *testButton() const { return m_test; }
    QLabel *testResult() const { return m_result; }
    QCheckBox *rememberBox() const { return m_remember; }

    // Writes the values to Settings (and the token where it belongs).
    void apply();

private:
    void testConnection();
    void onTested(const JiraResponse &response);

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
};

} // namespace pm
