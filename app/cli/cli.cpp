#include "cli.h"

#include "draftformat.h"
#include "safewrite.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstdio>
#ifdef Q_OS_WIN
#include <io.h>
#define PM_ISATTY _isatty
#define PM_FILENO _fileno
#else
#include <unistd.h>
#define PM_ISATTY isatty
#define PM_FILENO fileno
#endif

#ifndef PM_VERSION
#define PM_VERSION "0.0.0"
#endif

namespace pm::cli {

void StdIo::out(const QByteArray &bytes)
{
    // Kept to be reported once at the end: the command goes on as it would, and its exit
    // code then says the output is incomplete.
    errno = 0;
    if ((std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) != size_t(bytes.size())
         || std::fflush(stdout) != 0)
        && m_outError == 0)
        m_outError = errno != 0 ? errno : EIO;
}

std::optional<QString> StdIo::outputError()
{
    errno = 0;
    if (std::fflush(stdout) != 0 && m_outError == 0)
        m_outError = errno != 0 ? errno : EIO;
    if (m_outError == 0 && std::ferror(stdout))
        m_outError = EIO;
    if (m_outError == 0)
        return std::nullopt;
    return osErrorString(m_outError);
}

void StdIo::err(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

QByteArray StdIo::readStdin()
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return {};
    return in.read(DraftFormat::MaxFileSize + 1);
}

QByteArray StdIo::readLine()
{
    char buffer[256];
    if (!std::fgets(buffer, sizeof buffer, stdin))
        return {};
    QByteArray line(buffer);
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    return line;
}

bool StdIo::stdinIsTerminal() const
{
    return PM_ISATTY(PM_FILENO(stdin));
}

bool readInputFile(const QString &path, QByteArray *bytes, Io &io)
{
    if (path == QLatin1String("-")) {
        *bytes = io.readStdin();
        if (bytes->size() > DraftFormat::MaxFileSize) {
            io.errLine(QCoreApplication::translate("pm::cli", "<stdin>: input larger than 16 MiB"));
            return false;
        }
        return true;
    }
    Expected<QByteArray> read = DraftFormat::readFile(path);
    if (!read) {
        io.errLine(read.error().toString());
        return false;
    }
    *bytes = read.value();
    return true;
}

bool readDraft(const QString &path, PostMortem *pm, Io &io)
{
    QByteArray bytes;
    if (!readInputFile(path, &bytes, io))
        return false;
    Expected<PostMortem> parsed = DraftFormat::parse(bytes, path == QLatin1String("-") ? QStringLiteral("<stdin>") : path);
    if (!parsed) {
        io.errLine(parsed.error().toString());
        return false;
    }
    *pm = std::move(parsed.value());
    return true;
}

bool parseArguments(QCommandLineParser &parser, const QString &command, const QStringList &args,
                    Io &io)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(QStringList{QStringLiteral("postmortem-editor"), command} + args)) {
        io.errLine(command + QStringLiteral(": ") + parser.errorText());
        return false;
    }
    // The command word itself is the first positional argument; drop it.
    return true;
}

bool writeOutputFile(const QString &path, const QByteArray &bytes, Io &io)
{
    if (path.isEmpty() || path == QLatin1String("-")) {
        io.out(bytes);
        return true;
    }
    if (const std::optional<QString> failure = writeFileAtomically(path, bytes)) {
        io.errLine(QStringLiteral("%1: ").arg(path)
                   + QCoreApplication::translate("pm::cli", "cannot write: %1").arg(*failure));
        return false;
    }
    return true;
}

QString versionText()
{
    QString text = QStringLiteral("postmortem-editor %1\nQt %2 (built with %3)\n")
                       .arg(QStringLiteral(PM_VERSION), QString::fromLatin1(qVersion()),
                            QStringLiteral(QT_VERSION_STR));
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    text += QStringLiteral("KSyntaxHighlighting: built in\n");
#else
    text += QStringLiteral("KSyntaxHighlighting: not built in (no syntax colours)\n");
#endif
    return text;
}

namespace {

struct Command
{
    const char *name;
    int (*run)(const QStringList &, Io &);
};

const Command commands[] = {
    {"new", cmdNew},   {"show", cmdShow},     {"fmt", cmdFmt},       {"gate", cmdGate},
    {"lint", cmdLint}, {"export", cmdExport}, {"md2adf", cmdMd2Adf}, {"publish", cmdPublish},
};

QString usage()
{
    return QStringLiteral(
        "usage: postmortem-editor [FILE]                        open the GUI\n"
        "       postmortem-editor --version\n"
        "       postmortem-editor new [--lang en|zh] [-o FILE]\n"
        "       postmortem-editor show FILE --json\n"
        "       postmortem-editor fmt FILE... [--check|--write]\n"
        "       postmortem-editor gate FILE [--format text|json]\n"
        "       postmortem-editor lint FILE... [--format text|json] [--strict]\n"
        "       postmortem-editor export FILE --to jira|markdown|pr|wiki [-o OUT]\n"
        "       postmortem-editor md2adf [FILE|-]\n"
        "       postmortem-editor publish FILE [--site URL] [--yes]\n");
}

} // namespace

bool isHeadlessCommand(const QString &word)
{
    if (word == QLatin1String("--version") || word == QLatin1String("-v")
        || word == QLatin1String("--help") || word == QLatin1String("-h")
        || word == QLatin1String("help"))
        return true;
    for (const Command &c : commands) {
        if (word == QLatin1String(c.name))
            return true;
    }
    return false;
}

namespace {

int dispatch(const QStringList &args, Io &io)
{
    if (args.isEmpty()) {
        io.err(usage().toUtf8());
        return UsageError;
    }
    const QString word = args.first();
    if (word == QLatin1String("--version") || word == QLatin1String("-v")) {
        io.out(versionText().toUtf8());
        return Ok;
    }
    if (word == QLatin1String("--help") || word == QLatin1String("-h")
        || word == QLatin1String("help")) {
        io.out(usage().toUtf8());
        return Ok;
    }
    for (const Command &c : commands) {
        if (word == QLatin1String(c.name))
            return c.run(args.mid(1), io);
    }
    io.errLine(QCoreApplication::translate("pm::cli", "unknown command '%1'").arg(word));
    io.err(usage().toUtf8());
    return UsageError;
}

} // namespace

int run(const QStringList &args, Io &io)
{
    const int code = dispatch(args, io);
    if (const std::optional<QString> failure = io.outputError()) {
        io.errLine(QStringLiteral("stdout: ") + *failure);
        return UsageError;
    }
    return code;
}

} // namespace pm::cli
