#include "cli.h"

#include "draftformat.h"
#include "safewrite.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QVector>

#include <algorithm>

#include <cerrno>
#include <cstdio>
#ifdef Q_OS_WIN
#include <io.h>
#define PM_ISATTY _isatty
#define PM_FILENO _fileno
#else
#include <fcntl.h>
#include <unistd.h>
#define PM_ISATTY isatty
#define PM_FILENO fileno
#endif

#ifndef PM_VERSION
#define PM_VERSION "0.0.0"
#endif

namespace pm::cli {

QString ct(const char *text)
{
    return QCoreApplication::translate("pm::cli", text);
}

namespace {
bool stdoutClosed = false;
} // namespace

void guardStandardStreams()
{
#ifndef Q_OS_WIN
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        // open() returns the lowest free number: this one.
        const int opened = ::open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (opened != fd && opened >= 0)
            ::close(opened);
        if (fd == 1)
            stdoutClosed = true;
    }
#endif
}

void StdIo::out(const QByteArray &bytes)
{
    if (stdoutClosed) {
        if (!bytes.isEmpty()) // nothing to write is nothing lost
            m_outError = EBADF;
        return;
    }
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
    if (stdoutClosed)
        return QCoreApplication::translate("pm::cli", "closed, so the output went nowhere (%1)").arg(osErrorString(EBADF));
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
    //: --version: the Qt library in use, then the one the program was compiled against.
    QString text = QCoreApplication::translate("pm::cli", "postmortem-editor %1\nQt %2 (built with %3)\n")
                       .arg(QStringLiteral(PM_VERSION), QString::fromLatin1(qVersion()),
                            QStringLiteral(QT_VERSION_STR));
#ifdef PM_HAVE_KSYNTAXHIGHLIGHTING
    text += QCoreApplication::translate("pm::cli", "KSyntaxHighlighting: built in") + QLatin1Char('\n');
#else
    text += QCoreApplication::translate("pm::cli", "KSyntaxHighlighting: not built in (no syntax colours)")
            + QLatin1Char('\n');
#endif
#ifdef PM_HAVE_SONNET
    text += QCoreApplication::translate("pm::cli", "Sonnet: built in (spell checking)") + QLatin1Char('\n');
#else
    text += QCoreApplication::translate("pm::cli", "Sonnet: not built in (no spell checking)") + QLatin1Char('\n');
#endif
    return text;
}

namespace {

struct Command
{
    const char *name;
    // The arguments as typed: option names and values are never translated.
    const char *synopsis;
    const char *description; // translated at the point of use
    int (*run)(const QStringList &, Io &);
};

// One line per command: adding a command is adding its line here (and its cmd*()).
const Command commands[] = {
    {"new", "[--lang en|zh] [-o FILE] [--from-ticket KEY [--site URL]]", QT_TRANSLATE_NOOP("pm::cli", "a new draft from the template (filled from a JIRA issue)"), cmdNew},
    {"show", "FILE --json", QT_TRANSLATE_NOOP("pm::cli", "the parsed draft as JSON"), cmdShow},
    {"fmt", "FILE... [--check|--write]", QT_TRANSLATE_NOOP("pm::cli", "the canonical form (stdout by default)"), cmdFmt},
    {"gate", "FILE [--format text|json]", QT_TRANSLATE_NOOP("pm::cli", "whether the gate lets the draft be exported"), cmdGate},
    {"lint", "FILE... [--format text|json] [--strict]", QT_TRANSLATE_NOOP("pm::cli", "the live checks, as compiler-style messages"), cmdLint},
    {"export", "FILE --to jira|markdown|pr|wiki [-o OUT]", QT_TRANSLATE_NOOP("pm::cli", "the draft for a destination"), cmdExport},
    {"md2adf", "[FILE|-]", QT_TRANSLATE_NOOP("pm::cli", "any Markdown as an ADF document"), cmdMd2Adf},
    {"import", "FILE [-o OUT]", QT_TRANSLATE_NOOP("pm::cli", "a foreign post-mortem (plain Markdown) as a draft"), cmdImport},
    {"publish", "FILE [--site URL] [--yes] [--update|--new] [--visibility role:NAME|group:NAME]", QT_TRANSLATE_NOOP("pm::cli", "post the draft as a JIRA comment, after confirmation"), cmdPublish},
    {"track", "FILE [--yes] [--project KEY] [--type NAME] [--site URL]", QT_TRANSLATE_NOOP("pm::cli", "create a JIRA issue for each action item with an owner and no tracker, after confirmation"), cmdTrack},
    {"lsp", "[--stdio]", QT_TRANSLATE_NOOP("pm::cli", "a language server on stdin and stdout, for editors that speak LSP"), cmdLsp},
};

// "Commands:" and one entry per command, as --help ends.
QString commandList()
{
    //: Heading of the list of commands in --help, like Qt's "Options:" and "Arguments:".
    QString text = QCoreApplication::translate("pm::cli", "Commands:") + QLatin1Char('\n');
    for (const Command &c : commands) {
        text += QStringLiteral("  %1 %2\n      %3\n")
                    .arg(QLatin1String(c.name), QLatin1String(c.synopsis),
                         QCoreApplication::translate("pm::cli", c.description));
    }
    return text;
}

// Edits that turn a into b (optimal string alignment: an insertion, a deletion, a
// substitution or a swap of two neighbours counts one).
int editDistance(const QString &a, const QString &b)
{
    const int n = int(a.size()), m = int(b.size());
    QVector<QVector<int>> d(n + 1, QVector<int>(m + 1));
    for (int i = 0; i <= n; ++i)
        d[i][0] = i;
    for (int j = 0; j <= m; ++j)
        d[0][j] = j;
    for (int i = 1; i <= n; ++i) {
        for (int j = 1; j <= m; ++j) {
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

// The command word is one slip from: one edit, or two in a word of five letters or more.
// Empty when none is that close.
QString closestCommand(const QString &word)
{
    const QString typed = word.toLower();
    QStringList names{QStringLiteral("help")};
    for (const Command &c : commands)
        names.append(QLatin1String(c.name));
    QString best;
    int bestDistance = typed.size() >= 5 ? 3 : 2;
    for (const QString &name : names) {
        const int distance = editDistance(typed, name);
        if (distance < bestDistance) {
            best = name;
            bestDistance = distance;
        }
    }
    return best;
}

const Command *findCommand(const QString &word)
{
    for (const Command &c : commands) {
        if (word == QLatin1String(c.name))
            return &c;
    }
    return nullptr;
}

// The top level: the two options and the command word. Everything after the command
// word is the command's own, parsed by the command.
struct TopLevel
{
    QCommandLineParser parser;
    QCommandLineOption help{
        {QStringLiteral("h"), QStringLiteral("help")},
        QCoreApplication::translate("pm::cli", "Show this help, or a command's with COMMAND --help.")};
    QCommandLineOption version{
        {QStringLiteral("v"), QStringLiteral("version")},
        QCoreApplication::translate("pm::cli", "Show the version, the Qt version and whether "
                                               "KSyntaxHighlighting and Sonnet are built in.")};

    TopLevel()
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("pm::cli", "Writes the post-mortem of a bug fix under a strict "
                                                   "discipline and publishes it to JIRA.\nWithout a "
                                                   "command the editor opens, on FILE if one is given."));
        parser.addOption(help);
        parser.addOption(version);
        const QString description = QCoreApplication::translate("pm::cli", "One of the commands below.");
        //: The usage line's placeholder: a command and its arguments, or a file to open.
        const QString syntax = QCoreApplication::translate("pm::cli", "[COMMAND [ARGUMENTS...] | FILE]");
        parser.addPositionalArgument(QStringLiteral("command"), description, syntax);
        parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    }

    QString helpText() const
    {
        QString text = parser.helpText();
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        return text + QLatin1Char('\n') + commandList();
    }
};

QString commandHelp(const Command &c)
{
    //: A command's --help: %1 is the command word, %2 its arguments (neither is translated).
    return QCoreApplication::translate("pm::cli", "Usage: postmortem-editor %1 %2")
               .arg(QLatin1String(c.name), QLatin1String(c.synopsis))
           + QStringLiteral("\n\n") + QCoreApplication::translate("pm::cli", c.description) + QLatin1Char('\n');
}

QString tryHelp()
{
    return QCoreApplication::translate("pm::cli", "Try 'postmortem-editor --help'.") + QLatin1Char('\n');
}

} // namespace

bool isHeadlessCommand(const QString &word)
{
    if (word == QLatin1String("--version") || word == QLatin1String("-v")
        || word == QLatin1String("--help") || word == QLatin1String("-h")
        || word == QLatin1String("help"))
        return true;
    return findCommand(word) != nullptr;
}

bool isMistypedCommand(const QString &word)
{
    static const QRegularExpression commandLike(QStringLiteral("^[A-Za-z][A-Za-z0-9-]*$"));
    return !isHeadlessCommand(word) && commandLike.match(word).hasMatch() && !QFileInfo::exists(word);
}

namespace {

int dispatch(const QStringList &args, Io &io)
{
    TopLevel top;
    if (args.isEmpty()) {
        io.err(top.helpText().toUtf8());
        return UsageError;
    }
    if (!top.parser.parse(QStringList{QStringLiteral("postmortem-editor")} + args)) {
        io.errLine(top.parser.errorText());
        io.err(tryHelp().toUtf8());
        return UsageError;
    }
    const QStringList words = top.parser.positionalArguments();
    const QString word = words.value(0);
    if (top.parser.isSet(top.version)) {
        io.out(versionText().toUtf8());
        return Ok;
    }
    if (top.parser.isSet(top.help) || word == QLatin1String("help")) {
        // "help COMMAND" is COMMAND's help.
        if (const Command *c = findCommand(words.value(1)))
            io.out(commandHelp(*c).toUtf8());
        else
            io.out(top.helpText().toUtf8());
        return Ok;
    }
    const Command *command = findCommand(word);
    if (!command) {
        // One slip from a command: that command, in one line. Else what there is.
        const QString meant = closestCommand(word);
        if (!meant.isEmpty()) {
            io.errLine(QCoreApplication::translate("pm::cli", "unknown command '%1' (did you mean '%2'?)").arg(word, meant));
        } else {
            io.errLine(QCoreApplication::translate("pm::cli", "unknown command '%1'").arg(word));
            io.err(commandList().toUtf8());
        }
        return UsageError;
    }
    const QStringList rest = words.mid(1);
    if (rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"))) {
        io.out(commandHelp(*command).toUtf8());
        return Ok;
    }
    return command->run(rest, io);
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
