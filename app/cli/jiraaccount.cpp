#include "jiraaccount.h"

#include "cli.h"
#include "credentialstore.h"
#include "settings.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

namespace pm::cli {

namespace {

// The keychain answers asynchronously; the command line waits for it.
QString tokenFromKeychain(const JiraCredentials &credentials)
{
    if (!CredentialStore::keychainAvailable() || !QCoreApplication::instance())
        return QString();
    CredentialStore store;
    QString token;
    QEventLoop loop;
    QObject::connect(&store, &CredentialStore::tokenRead, &loop, [&](const QString &t, const QString &) {
        token = t;
        loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    store.readToken(credentials);
    loop.exec();
    return token;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("pm::cli", text);
}

} // namespace

JiraResponse sendAndWait(const QByteArray &method, const QUrl &url, const QByteArray &authorization, const QByteArray &body)
{
    JiraTransport transport;
    const JiraTimeouts timeouts = JiraTimeouts::fromEnvironment();
    transport.setTimeouts(timeouts);
    JiraResponse response;
    QEventLoop loop;
    QObject::connect(&transport, &JiraTransport::finished, &loop, [&](const JiraResponse &r) {
        response = r;
        loop.quit();
    });
    transport.send(method, url, authorization, body, QDeadlineTimer(timeouts.totalMs));
    loop.exec();
    return response;
}

bool resolveJiraAccount(const QString &command, const QString &siteOption, Io &io, JiraCredentials *out, bool *unreachable)
{
    *unreachable = false;
    JiraCredentials credentials = JiraCredentials::fromEnvironment();
    const Settings &settings = Settings::instance();
    const JiraCredentials remembered = CredentialStore::account(settings.jiraSite(), settings.jiraEmail(), settings.jiraDeployment());
    bool deploymentKnown = !qEnvironmentVariable("PM_JIRA_DEPLOYMENT").isEmpty();
    if (deploymentKnown && !parseJiraDeployment(qEnvironmentVariable("PM_JIRA_DEPLOYMENT"), &credentials.deployment)) {
        io.errLine(command + QStringLiteral(": ") + tr("PM_JIRA_DEPLOYMENT must be cloud or datacenter, not '%1'").arg(qEnvironmentVariable("PM_JIRA_DEPLOYMENT")));
        return false;
    }
    if (!siteOption.isEmpty())
        credentials.site = QUrl(siteOption);
    const bool rememberedSite = credentials.site.isEmpty() || credentials.site == remembered.site;
    if (credentials.site.isEmpty())
        credentials.site = remembered.site;
    if (credentials.email.isEmpty())
        credentials.email = remembered.email;
    if (!deploymentKnown && rememberedSite && !settings.jiraDeployment().isEmpty()) {
        credentials.deployment = remembered.deployment;
        deploymentKnown = true;
    }
    QString why;
    if (!JiraCredentials::isAcceptableSite(credentials.site, &why)) {
        io.errLine(command + QStringLiteral(": ") + tr("%1 (use --site or PM_JIRA_SITE)").arg(why));
        return false;
    }
    if (!deploymentKnown) {
        // serverInfo answers without an account on both deployments.
        const JiraResponse r = sendAndWait("GET", JiraClient::apiUrl(credentials.site, QStringLiteral("/rest/api/2/serverInfo")), QByteArray());
        if (r.failure != JiraResponse::Failure::None) {
            *unreachable = true;
            io.errLine(command + QStringLiteral(": ") + tr("JIRA could not be reached at %1: %2").arg(credentials.site.toString(), sanitizeServerText(r.error, 300)));
            return false;
        }
        if (r.status != 200 || !JiraClient::deploymentFromServerInfo(r.body, &credentials.deployment)) {
            io.errLine(command + QStringLiteral(": ") + tr("%1 did not say whether it is JIRA Cloud or Data Center (serverInfo answered %2); set PM_JIRA_DEPLOYMENT=cloud or datacenter").arg(credentials.site.toString()).arg(r.status));
            return false;
        }
    }
    if (credentials.deployment == JiraDeployment::Cloud && credentials.email.isEmpty()) {
        io.errLine(command + QStringLiteral(": ") + tr("no JIRA account e-mail (set PM_JIRA_EMAIL)"));
        return false;
    }
    if (credentials.token.isEmpty())
        credentials.token = tokenFromKeychain(credentials);
    if (credentials.token.isEmpty()) {
        io.errLine(command + QStringLiteral(": ")
                   + (credentials.deployment == JiraDeployment::DataCenter
                          ? tr("no personal access token (set PM_JIRA_TOKEN, or save one in the editor's Preferences ▸ JIRA)")
                          : tr("no API token (set PM_JIRA_TOKEN, or save one from the editor's Publish dialog)")));
        return false;
    }
    *out = credentials;
    return true;
}

} // namespace pm::cli
