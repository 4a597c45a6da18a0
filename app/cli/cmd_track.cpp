#include "cli.h"

#include "draftformat.h"
#include "jiraaccount.h"
#include "publisher.h"
#include "publishplan.h"
#include "safewrite.h"
#include "secretguard.h"
#include "tracker.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>

namespace pm::cli {

int cmdTrack(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption yes(QStringLiteral("yes"), QStringLiteral("create without asking (required without a terminal)"));
    const QCommandLineOption project(QStringLiteral("project"), QStringLiteral("JIRA project key (default: the draft's ticket's)"), QStringLiteral("key"));
    const QCommandLineOption type(QStringLiteral("type"), QStringLiteral("issue type (default: Task)"), QStringLiteral("name"), QStringLiteral("Task"));
    const QCommandLineOption site(QStringLiteral("site"), QStringLiteral("JIRA site URL"), QStringLiteral("url"));
    parser.addOptions({yes, project, type, site});
    if (!parseArguments(parser, QStringLiteral("track"), args, io))
        return UsageError;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "track: expected one FILE (track FILE [--yes] [--project KEY] [--type NAME])"));
        return UsageError;
    }
    const QString path = files.first();
    PostMortem pm;
    if (!readDraft(path, &pm, io))
        return UsageError;
    if (!isJiraIssueKey(pm.meta.ticket)) {
        io.errLine(QCoreApplication::translate("pm::cli", "track: %1 names no JIRA ticket (ticket: PROJECT-123) for the new issues to relate to").arg(path));
        return UsageError;
    }
    TrackOptions options;
    options.ticket = pm.meta.ticket;
    options.project = parser.isSet(project) ? parser.value(project).trimmed() : pm.meta.ticket.section(QLatin1Char('-'), 0, 0);
    options.issueType = parser.value(type).trimmed();
    if (ensureDraftId(&pm)) {
        // The items' identity includes the draft id: on disk before anything is created.
        if (const std::optional<QString> error = writeFileAtomically(path, DraftFormat::write(pm))) {
            io.errLine(QCoreApplication::translate("pm::cli", "%1: cannot write: %2").arg(path, *error));
            return UsageError;
        }
    }
    options.draftId = pm.draftId;
    const QList<TrackItem> items = untrackedItems(pm);
    if (items.isEmpty()) {
        io.err(QCoreApplication::translate("pm::cli", "Every action item with an owner is tracked; nothing to create.\n").toUtf8());
        return Ok;
    }
    QString list;
    for (const TrackItem &item : items)
        list += QStringLiteral("  - ") + item.summary + QLatin1Char('\n');
    io.err(QCoreApplication::translate("pm::cli", "About to create %n %1 issue(s) in project %2, each related to %3:\n", nullptr, int(items.size()))
               .arg(options.issueType, options.project, options.ticket)
               .toUtf8()
           + list.toUtf8());
    if (!parser.isSet(yes)) {
        if (!io.stdinIsTerminal()) {
            io.errLine(QCoreApplication::translate("pm::cli", "track: refusing to create issues without confirmation; no terminal to ask on (add --yes after reviewing the list)"));
            return UsageError;
        }
        io.err(QCoreApplication::translate("pm::cli", "Create them? Type yes to confirm: ").toUtf8());
        const QByteArray answer = io.readLine().trimmed().toLower();
        if (answer != "yes" && answer != "y") {
            io.errLine(QCoreApplication::translate("pm::cli", "track: nothing created"));
            return CheckFailed;
        }
    }
    const SecretGuard noCoreDumps; // a token is about to be in memory
    JiraCredentials account;
    bool unreachable = false;
    if (!resolveJiraAccount(QStringLiteral("track"), parser.value(site), io, &account, &unreachable))
        return unreachable ? 3 : UsageError;

    IssueTracker tracker;
    IssueTracker::Status status = IssueTracker::Status::Unknown;
    QStringList keys;
    int found = 0;
    QString message;
    QEventLoop loop;
    QObject::connect(&tracker, &IssueTracker::finished, &loop,
                     [&](IssueTracker::Status s, const QStringList &k, int f, const QString &m) {
                         status = s;
                         keys = k;
                         found = f;
                         message = m;
                         loop.quit();
                     });
    tracker.run(account, items, options);
    loop.exec();
    wipeSecret(account.token);
    // Whatever is on JIRA goes into the draft, also when a later item failed.
    int created = 0;
    for (int i = 0; i < keys.size(); ++i) {
        if (!keys.at(i).isEmpty()) {
            io.outLine(keys.at(i) + QLatin1Char('\t') + items.at(i).summary);
            ++created;
        }
    }
    if (created > 0) {
        writeBackKeys(&pm, items, keys);
        if (const std::optional<QString> error = writeFileAtomically(path, DraftFormat::write(pm))) {
            io.errLine(QCoreApplication::translate("pm::cli", "track: the issues exist but %1 could not record them: %2 (a second run finds them)").arg(path, *error));
            return UsageError;
        }
        io.err(QCoreApplication::translate("pm::cli", "%1 issue(s) tracked (%2 already there); the keys are written into %3.\n").arg(created).arg(found).arg(path).toUtf8());
    }
    if (status != IssueTracker::Status::Done) {
        const QString what = status == IssueTracker::Status::Unknown
                                 ? QCoreApplication::translate("pm::cli", "track: unknown whether the issue for '%1' was created; check %2 (a second run looks before creating): %3")
                                 : QCoreApplication::translate("pm::cli", "track: '%1' not created (%2): %3");
        const int failed = int(keys.indexOf(QString()));
        io.errLine(what.arg(failed >= 0 ? items.at(failed).summary : QString(), options.ticket, message));
        return IssueTracker::exitCode(status);
    }
    return Ok;
}

} // namespace pm::cli
