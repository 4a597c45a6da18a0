#pragma once
// The start of every MainWindow test that talks to JIRA.
#include "credentialstore.h"
#include "fakejiraserver.h"
#include "settings.h"

#include <QScopedPointer>
#include <QSettings>
#include <QTemporaryDir>

namespace pmtest {

// Settings cleared, a folder of the test's own, a fake JIRA listening, and Preferences ▸
// JIRA set up for it as the person left it (priya@example.com, the token kept for this
// session). False when the folder or the server cannot be made.
inline bool startWithFakeJira(QScopedPointer<QTemporaryDir> *dir, QScopedPointer<FakeJiraServer> *server)
{
    QSettings().clear();
    dir->reset(new QTemporaryDir);
    server->reset(new FakeJiraServer);
    if (!(*dir)->isValid() || !(*server)->start())
        return false;
    pm::JiraCredentials account;
    account.site = (*server)->url();
    account.email = QStringLiteral("priya@example.com");
    account.token = QStringLiteral("tok3n");
    pm::CredentialStore::keepForSession(account);
    pm::Settings::instance().setJiraAccount(account.site.toString(), account.email);
    return true;
}

} // namespace pmtest
