#include "cli.h"

#include "draftformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace pm::cli {

int cmdFmt(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption check(QStringLiteral("check"),
                                   QStringLiteral("exit 1 when a file is not canonical"));
    const QCommandLineOption write(QStringLiteral("write"),
                                   QStringLiteral("rewrite files in place"));
    parser.addOption(check);
    parser.addOption(write);
    if (!parseArguments(parser, QStringLiteral("fmt"), args, io))
        return UsageError;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty()) {
        io.errLine(QCoreApplication::translate("pm::cli", "fmt: expected at least one FILE"));
        return UsageError;
    }
    if (parser.isSet(check) && parser.isSet(write)) {
        io.errLine(QCoreApplication::translate("pm::cli", "fmt: --check and --write exclude each other"));
        return UsageError;
    }
    // Every file is read and checked before any is written, so one bad file in a list
    // leaves all of them untouched.
    struct Job
    {
        QString path;
        QByteArray before;
        QByteArray after;
    };
    QList<Job> jobs;
    for (const QString &path : files) {
        QByteArray bytes;
        if (!readInputFile(path, &bytes, io))
            return UsageError;
        const Expected<PostMortem> pm = DraftFormat::parse(bytes, path);
        if (!pm) {
            io.errLine(pm.error().toString());
            return UsageError;
        }
        jobs.append({path, bytes, DraftFormat::canonical(pm.value())});
    }
    int status = Ok;
    for (const Job &job : jobs) {
        if (parser.isSet(check)) {
            if (job.before != job.after) {
                io.outLine(QCoreApplication::translate("pm::cli", "%1: not in canonical form")
                               .arg(job.path));
                status = CheckFailed;
            }
        } else if (parser.isSet(write)) {
            if (job.before != job.after && !writeOutputFile(job.path, job.after, io))
                return UsageError;
        } else {
            io.out(job.after);
        }
    }
    return status;
}

} // namespace pm::cli
