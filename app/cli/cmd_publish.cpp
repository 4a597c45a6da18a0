#include "cli.h"

#include "credentialstore.h"
#include "destinations.h"
#include "draftformat.h"
#include "handoff.h"
#include "jiraaccount.h"
#include "jiraclient.h"
#include "publisher.h"
#include "publishplan.h"
#include "safewrite.h"
#include "secretguard.h"
#include "settings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>

namespace pm::cli {

namespace {

// A word the shell passes on unchanged.
QString shellWord(const QString &word)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=@%+-]+$"));
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

// The same three ways as the dialog's "Hand Off to management-talk…" (handoff.h), as
// commands to run; none of them runs by itself.
void printHandOffOffer(Io &io, const QString &path, const PostMortem &pm)
{
    const QString markdown = QStringLiteral("postmortem-editor export %1 --to pr").arg(shellWord(path));
    const QString file = handOffPath(pm, path, QDir::currentPath());
    const QString command = Settings::instance().handOffCommand().trimmed();
    QString text = QCoreApplication::translate("pm::cli", "Hand off to management-talk (never done automatically), one of:\n");
    text += QCoreApplication::translate("pm::cli", "  copy it as Markdown:   %1\n").arg(markdown);
    text += QCoreApplication::translate("pm::cli", "  save a hand-off file: %1 -o %2\n").arg(markdown, shellWord(file));
    text += command.isEmpty()
                ? QCoreApplication::translate("pm::cli", "  run a command:        set one in Preferences ▸ JIRA ▸ Hand-off command\n")
                : QCoreApplication::translate("pm::cli", "  run the command:      %1 | %2\n").arg(markdown, command);
    io.err(text.toUtf8());
}

bool writeDraft(const QString &path, const PostMortem &pm, Io &io)
{
    if (const std::optional<QString> error = writeFileAtomically(path, DraftFormat::write(pm))) {
        io.errLine(QCoreApplication::translate("pm::cli", "%1: cannot write: %2").arg(path, *error));
        return false;
    }
    return true;
}

// Asked on a terminal when the draft was published before; empty = no answer.
QString askUpdateOrNew(const PostMortem &pm, Io &io)
{
    const bool changed = pm.published.revision != pm.meta.revision;
    io.err(QCoreApplication::translate("pm::cli", "Already published (revision %1, comment %2). Update that comment or post a new one? [%3] ")
               .arg(pm.published.revision)
               .arg(pm.published.commentIds.join(QStringLiteral(", ")), changed ? QStringLiteral("U/n") : QStringLiteral("u/N"))
               .toUtf8());
    const QByteArray answer = io.readLine().trimmed().toLower();
    if (answer.isEmpty())
        return changed ? QStringLiteral("update") : QStringLiteral("new");
    if (answer == "u" || answer == "update")
        return QStringLiteral("update");
    if (answer == "n" || answer == "new")
        return QStringLiteral("new");
    return QString();
}

} // namespace

int cmdPublish(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption site(QStringLiteral("site"), QStringLiteral("JIRA site URL"), QStringLiteral("url"));
    const QCommandLineOption yes(QStringLiteral("yes"), QStringLiteral("post without asking (required without a terminal)"));
    const QCommandLineOption update(QStringLiteral("update"), QStringLiteral("update the comment recorded in published:"));
    const QCommandLineOption fresh(QStringLiteral("new"), QStringLiteral("post a new comment even if one was published"));
    const QCommandLineOption visibility(QStringLiteral("visibility"), QStringLiteral("role:NAME or group:NAME"), QStringLiteral("who"));
    parser.addOptions({site, yes, update, fresh, visibility});
    if (!parseArguments(parser, QStringLiteral("publish"), args, io))
        return UsageError;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: expected one FILE (publish FILE [--site URL] [--yes] [--update|--new] [--visibility role:NAME])"));
        return UsageError;
    }
    if (parser.isSet(update) && parser.isSet(fresh)) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: --update and --new exclude each other"));
        return UsageError;
    }
    const QString path = files.first();
    PostMortem pm;
    if (!readDraft(path, &pm, io))
        return UsageError;
    PublishOptions options;
    options.destinationSet = true;
    options.destination = Destination::Jira;
    options.disabledRules = Settings::instance().disabledRules(); // the same verdict as `lint`
    if (parser.isSet(visibility)) {
        QString why;
        if (!parseVisibility(parser.value(visibility), &options.visibility, &why)) {
            io.errLine(QStringLiteral("publish: ") + why);
            return UsageError;
        }
        options.visibilitySet = true;
    }
    // The marker needs the draft's stable id; a draft without one gets it now, on disk,
    // so a second run (after Ctrl-C) marks its comments the same way.
    if (ensureDraftId(&pm) && !writeDraft(path, pm, io))
        return UsageError;
    PublishPlan plan = preparePublish(pm, options);
    if (plan.isBlocked()) {
        for (const Blocker &b : plan.blockers)
            io.errLine(InputError{path, b.line, b.message}.toString());
        io.errLine(QCoreApplication::translate("pm::cli", "publish: not posted; %n problem(s) block it", nullptr, int(plan.blockers.size())));
        return CheckFailed;
    }

    // Update or new: never guessed without a terminal.
    QStringList updateIds;
    if (pm.published.isSet()) {
        QString mode = parser.isSet(update) ? QStringLiteral("update") : parser.isSet(fresh) ? QStringLiteral("new")
                                                                                             : QString();
        if (mode.isEmpty()) {
            if (!io.stdinIsTerminal()) {
                io.errLine(QCoreApplication::translate("pm::cli", "publish: %1 was already published (comment %2, revision %3); say --update or --new")
                               .arg(path, pm.published.commentIds.join(QStringLiteral(", ")))
                               .arg(pm.published.revision));
                return UsageError;
            }
            mode = askUpdateOrNew(pm, io);
            if (mode.isEmpty()) {
                io.errLine(QCoreApplication::translate("pm::cli", "publish: not posted"));
                return CheckFailed;
            }
        }
        if (mode == QLatin1String("update"))
            updateIds = pm.published.commentIds;
    } else if (parser.isSet(update)) {
        io.errLine(QCoreApplication::translate("pm::cli", "publish: --update: %1 records no published comment").arg(path));
        return UsageError;
    }

    const SecretGuard noCoreDumps; // a token is about to be in memory
    JiraCredentials credentials;
    bool unreachable = false;
    if (!resolveJiraAccount(QStringLiteral("publish"), parser.value(site), io, &credentials, &unreachable))
        return unreachable ? 3 : UsageError;
    if (credentials.deployment == JiraDeployment::DataCenter) {
        // Data Center takes wiki markup: the same checks, the comment written for it.
        options.deployment = credentials.deployment;
        plan = preparePublish(pm, options);
        if (plan.isBlocked()) {
            for (const Blocker &b : plan.blockers)
                io.errLine(InputError{path, b.line, b.message}.toString());
            return CheckFailed;
        }
    }

    const QString key = pm.meta.ticket;
    const QUrl endpoint = JiraClient::commentEndpoint(credentials, key);
    int bytes = 0;
    for (const PlannedComment &c : plan.comments)
        bytes += int(c.request().size());
    const QString action = updateIds.isEmpty()
                               ? QCoreApplication::translate("pm::cli", "POST %n comment(s)", nullptr, int(plan.comments.size()))
                               : QCoreApplication::translate("pm::cli", "PUT (update) comment(s) %1").arg(updateIds.join(QStringLiteral(", ")));
    io.err(QCoreApplication::translate("pm::cli", "About to %1, %2 bytes in all, to %3\n  title: %4\n  as: %5\n")
               .arg(action)
               .arg(bytes)
               .arg(endpoint.toString(), pm.meta.title,
                    credentials.deployment == JiraDeployment::DataCenter ? QCoreApplication::translate("pm::cli", "personal access token (JIRA Data Center / Server)") : credentials.email)
               .toUtf8());
    if (plan.isSplit())
        io.err(QCoreApplication::translate("pm::cli", "  longer than one JIRA comment: sent as numbered parts (1/%1 ...), split between sections\n")
                   .arg(plan.comments.size())
                   .toUtf8());
    if (plan.visibility.isSet())
        io.err(QCoreApplication::translate("pm::cli", "  visible to: %1 %2\n").arg(plan.visibility.type, plan.visibility.value).toUtf8());
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

    Publisher publisher;
    PublishOutcome outcome;
    QEventLoop loop;
    QObject::connect(&publisher, &Publisher::finished, &loop, [&](const PublishOutcome &o) {
        outcome = o;
        loop.quit();
    });
    int lastShown = -1;
    QObject::connect(&publisher, &Publisher::waiting, &loop, [&](int seconds, const QString &reason) {
        if (lastShown < 0 || seconds > lastShown) // once per wait, not once per second
            io.err(QCoreApplication::translate("pm::cli", "  %1; retrying in %2 s\n").arg(reason).arg(seconds).toUtf8());
        lastShown = seconds;
    });
    publisher.publish(credentials, key, plan, updateIds);
    loop.exec();
    wipeSecret(credentials.token);
    if (!outcome.isOnTicket()) {
        io.errLine(QStringLiteral("publish: ") + outcome.message);
        return outcome.exitCode();
    }
    for (const QUrl &url : outcome.urls)
        io.outLine(url.toString());
    io.err((outcome.message + QLatin1Char('\n')).toUtf8());
    recordPublished(&pm, outcome, QDateTime::currentDateTimeUtc());
    if (writeDraft(path, pm, io))
        io.err(QCoreApplication::translate("pm::cli", "Recorded in %1: published revision %2.\n").arg(path).arg(pm.meta.revision).toUtf8());
    else
        io.err(QCoreApplication::translate("pm::cli", "The post is on the ticket; %1 could not record it (a later publish looks on the ticket first).\n").arg(path).toUtf8());
    printHandOffOffer(io, path, pm);
    return Ok;
}

} // namespace pm::cli
