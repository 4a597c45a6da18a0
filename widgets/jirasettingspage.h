#pragma once

#include "jiraaccountform.h"

#include <QGroupBox>

class QLineEdit;

namespace pm {

// Preferences ▸ JIRA: the account (JiraAccountForm, with "Test connection") and the
// hand-off command the export dialog offers after a post. The token goes to the keychain
// only when one answers and the author ticks it; otherwise it is kept for this session.
class JiraSettingsPage : public QGroupBox
{
    Q_OBJECT

public:
    explicit JiraSettingsPage(QWidget *parent = nullptr);

    JiraAccountForm *accountForm() const { return m_account; }
    QLineEdit *siteEdit() const { return m_account->siteEdit(); }
    QLineEdit *emailEdit() const { return m_account->emailEdit(); }
    QComboBox *deploymentBox() const { return m_account->deploymentBox(); }
    QLineEdit *tokenEdit() const { return m_account->tokenEdit(); }
    QLineEdit *handOffEdit() const { return m_handOff; }
    QPushButton *testButton() const { return m_account->testButton(); }
    QLabel *testResult() const { return m_account->testResult(); }
    QCheckBox *rememberBox() const { return m_account->rememberBox(); }
    QLabel *keychainNote() const { return m_account->keychainNote(); }

    // Writes the values to Settings (and the token where it belongs). True when the
    // token is on its way to the keychain: tokenStored() follows, and the page must live
    // until then (the save is the page's; the dialog waits for it).
    bool apply();

signals:
    // The keychain's answer to apply(): empty when the token is there, else why not
    // (also shown on the page; the token stays for this session).
    void tokenStored(const QString &error);

private:
    JiraAccountForm *m_account;
    QLineEdit *m_handOff;
};

} // namespace pm
