#pragma once

#include "jiraclient.h"
#include "jiratransport.h"

#include <QString>

namespace pm::cli {

class Io;

// The JIRA account a command uses: the environment first (PM_JIRA_SITE, PM_JIRA_EMAIL,
// PM_JIRA_TOKEN, PM_JIRA_DEPLOYMENT), then --site, then what the editor remembered; the
// token from the keychain when the environment has none. When neither says Cloud or
// Data Center, the server's GET /rest/api/2/serverInfo does. On a problem it writes
// "COMMAND: why" and returns false; the caller exits 2 (usage) or 3 (unreachable,
// *unreachable set).
bool resolveJiraAccount(const QString &command, const QString &siteOption, Io &io, JiraCredentials *out,
                        bool *unreachable);

// One request, waited for (the command line has nothing else to do meanwhile).
JiraResponse sendAndWait(const QByteArray &method, const QUrl &url, const QByteArray &authorization,
                         const QByteArray &body = {});

} // namespace pm::cli
