#include "cli.h"

#include "draftformat.h"
#include "jiraaccount.h"
#include "secretguard.h"
#include "ticketreader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>

namespace pm::cli {

namespace {

// Reads the ticket into the draft; false (with the message written and *exitCode set:
// 1 JIRA refused, 2 usage, 3 unreachable) when it cannot.
bool fillFromTicket(const QString &key, const QString &site, PostMortem *pm, Io &io, int *exitCode)
{
    const SecretGuard noCoreDumps; // a token is about to be in memory
    JiraCredentials account;
    bool unreachable = false;
    if (!resolveJiraAccount(QStringLiteral("new"), site, io, &account, &unreachable)) {
        *exitCode = unreachable ? 3 : UsageError;
        return false;
    }
    TicketReader reader;
    TicketFacts facts;
    TicketReader::Problem problem = TicketReader::Problem::None;
    QString message;
    QEventLoop loop;
    QObject::connect(&reader, &TicketReader::finished, &loop,
                     [&](const TicketFacts &f, TicketReader::Problem p, const QString &m) {
                         facts = f;
                         problem = p;
                         message = m;
                         loop.quit();
                     });
    reader.read(account, key);
    loop.exec();
    wipeSecret(account.token);
    if (problem != TicketReader::Problem::None) {
        io.errLine(QCoreApplication::translate("pm::cli", "new: %1; nothing written").arg(message));
        *exitCode = problem == TicketReader::Problem::Network ? 3 : CheckFailed;
        return false;
    }
    applyTicket(pm, facts);
    io.err(QCoreApplication::translate("pm::cli", "From %1: title %2, owner %3, %n ref(s)\n", nullptr, int(facts.refs.size()))
               .arg(key, facts.summary.isEmpty() ? QStringLiteral("-") : facts.summary,
                    facts.assignee.isEmpty() ? QCoreApplication::translate("pm::cli", "(unassigned)") : facts.assignee)
               .toUtf8());
    return true;
}

} // namespace

int cmdNew(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("en or zh"),
                                  QStringLiteral("lang"), QStringLiteral("en"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("file to create"), QStringLiteral("file"));
    const QCommandLineOption fromTicket(QStringLiteral("from-ticket"), QStringLiteral("fill the title, ticket, owner and refs from this JIRA issue"),
                                        QStringLiteral("key"));
    const QCommandLineOption site(QStringLiteral("site"), QStringLiteral("JIRA site URL"), QStringLiteral("url"));
    parser.addOption(lang);
    parser.addOption(output);
    parser.addOption(fromTicket);
    parser.addOption(site);
    if (!parseArguments(parser, QStringLiteral("new"), args, io))
        return UsageError;
    if (parser.positionalArguments().size() > 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "new: unexpected argument '%1'")
                       .arg(parser.positionalArguments().at(1)));
        return UsageError;
    }
    const QString language = parser.value(lang);
    if (language != QLatin1String("en") && language != QLatin1String("zh")) {
        io.errLine(QCoreApplication::translate("pm::cli", "new: --lang must be en or zh, not '%1'")
                       .arg(language));
        return UsageError;
    }
    const QString out = parser.value(output);
    if (!out.isEmpty() && out != QLatin1String("-") && QFileInfo::exists(out)) {
        io.errLine(QCoreApplication::translate("pm::cli", "%1: already exists; not overwriting it")
                       .arg(out));
        return UsageError;
    }
    PostMortem pm = DraftFormat::newDraft(language);
    if (parser.isSet(fromTicket)) {
        int exitCode = Ok;
        if (!fillFromTicket(parser.value(fromTicket).trimmed(), parser.value(site), &pm, io, &exitCode))
            return exitCode;
    }
    return writeOutputFile(out, DraftFormat::write(pm), io) ? Ok : UsageError;
}

} // namespace pm::cli
