#include "cli.h"

#include "credentialstore.h"
#include "destinations.h"
#include "draftformat.h"
#include "jiraclient.h"
#include "publishplan.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonDocument>
#include <QTimer>

#include <cstdio>

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

} // namespace

int cmdPublish(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption site(QStringLiteral("site"), QStringLiteral("JIRA site URL"), QStringLiteral("url"));
    const QCommandLineOption yes(QStringLiteral("yes"), QStringLiteral("post without asking (required without a terminal)"));
    parser.addOption(site);
    parser.addOption(yes);
    if (!parseArguments(parser, QStringLiteral("publish"), args, io))
        return UsageError;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: expected one FILE (publish FILE [--site URL] [--yes])"));
        return UsageError;
    }
    PostMortem pm;
    if (!readDraft(files.first(), &pm, io))
        return UsageError;
    PublishOptions options;
    options.destinationSet = true;
    options.destination = Destination::Jira;
    const PublishPlan plan = preparePublish(pm, options);
    if (plan.isBlocked()) {
        io.errLine(InputError{files.first(), 0, QCoreApplication::translate("pm::Publish", "not ready to export: %1")
                                                    .arg(plan.blockerMessages().join(QStringLiteral("; ")))}
                       .toString());
        return CheckFailed;
    }

    // Credentials: the environment first, then what the GUI remembered.
    JiraCredentials credentials = JiraCredentials::fromEnvironment();
    const JiraCredentials remembered = CredentialStore::remembered();
    if (parser.isSet(site))
        credentials.site = QUrl(parser.value(site));
    if (credentials.site.isEmpty())
        credentials.site = remembered.site;
    if (credentials.email.isEmpty())
        credentials.email = remembered.email;
    QString why;
    if (!JiraCredentials::isAcceptableSite(credentials.site, &why)) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: %1 (use --site or PM_JIRA_SITE)").arg(why));
        return UsageError;
    }
    if (credentials.email.isEmpty()) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: no JIRA account e-mail (set PM_JIRA_EMAIL)"));
        return UsageError;
    }
    if (credentials.token.isEmpty())
        credentials.token = tokenFromKeychain(credentials);
    if (credentials.token.isEmpty()) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: no API token (set PM_JIRA_TOKEN, or save one from the editor's Publish dialog)"));
        return UsageError;
    }

    const QString key = pm.meta.ticket;
    const QUrl endpoint = JiraClient::commentEndpoint(credentials.site, key);
    io.err(QCoreApplication::translate("pm::cli", "About to POST a comment of %1 bytes to %2\n  title: %3\n  as: %4\n")
               .arg(plan.bytes.size())
               .arg(endpoint.toString(), pm.meta.title, credentials.email)
               .toUtf8());
    if (!parser.isSet(yes)) {
        if (!io.stdinIsTerminal()) {
            io.errLine(QCoreApplication::translate("pm::cli", "publish: refusing to post without confirmation; no terminal to ask on (add --yes after reviewing `export --to jira`)"));
            return UsageError;
        }
        io.err(QCoreApplication::translate("pm::cli", "Post it? Type yes to confirm: ").toUtf8());
        const QByteArray answer = io.readLine().trimmed().toLower();
        if (answer != "yes" && answer != "y") {
            io.errLine(QCoreApplication::translate("pm::cli", "publish: not posted"));
            return CheckFailed;
        }
    }

    JiraClient client;
    PublishResult result;
    QEventLoop loop;
    QObject::connect(&client, &JiraClient::finished, &loop, [&](const PublishResult &r) {
        result = r;
        loop.quit();
    });
    client.postComment(credentials, key, plan.comments.first().request);
    loop.exec();
    if (!result.ok) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: %1; the draft is unchanged").arg(result.message));
        return result.httpStatus == 0 ? UsageError : CheckFailed;
    }
    io.outLine(result.commentUrl.toString());
    io.err(QCoreApplication::translate("pm::cli", "Posted. Want a management-facing version? Hand the post-mortem to management-talk.\n").toUtf8());
    return Ok;
}

} // namespace pm::cli
