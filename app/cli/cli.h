#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <optional>

class QCommandLineParser;

// The headless front end (design/cli.md). Each command is a function of its
// arguments (without the program name and the command word) returning the exit code:
// 0 success / check passed, 1 check failed, 2 usage or input error.
namespace pm {
struct PostMortem;
}

namespace pm::cli {

// QCoreApplication::translate("pm::cli", text); every literal passed is marked with
// QT_TRANSLATE_NOOP("pm::cli", …) for lupdate.
QString ct(const char *text);

// clang-format off
enum ExitCode { Ok = 0, CheckFailed = 1, UsageError = 2 };
// clang-format on

// Where a command writes; tests substitute buffers.
class Io
{
public:
    virtual ~Io() = default;
    virtual void out(const QByteArray &bytes) = 0;
    virtual void err(const QByteArray &bytes) = 0;
    virtual QByteArray readStdin() = 0;
    // One line from standard input (an answer at a prompt), without its newline.
    virtual QByteArray readLine() = 0;
    virtual bool stdinIsTerminal() const = 0;
    // After a command: the system's words for a write to standard output that failed
    // (a full disk behind a redirection), or nothing when every byte got out.
    virtual std::optional<QString> outputError() { return std::nullopt; }

    void outLine(const QString &s) { out(s.toUtf8() + '\n'); }
    // The one-line error message cli.md asks for: "postmortem-editor: FILE:LINE: problem".
    void errLine(const QString &s) { err("postmortem-editor: " + s.toUtf8() + '\n'); }
};

// Standard input, output and error that are closed when the program starts get
// /dev/null, so that no file opened later (a draft's temporary copy, Qt's own event
// descriptor) takes their numbers and receives what was meant for them. Called first
// thing in main(); output meant for a closed stdout is then reported, not lost.
void guardStandardStreams();

class StdIo : public Io
{
public:
    void out(const QByteArray &bytes) override;
    void err(const QByteArray &bytes) override;
    QByteArray readStdin() override;
    QByteArray readLine() override;
    bool stdinIsTerminal() const override;
    std::optional<QString> outputError() override;

private:
    int m_outError = 0; // errno of the first failed write to stdout
};

// Reads a file for a command, with the limits and messages of the draft format.
// On failure writes the message to io.err and returns false.
bool readInputFile(const QString &path, QByteArray *bytes, Io &io);
// Reads and parses a draft ("-" for stdin). On failure writes the one-line message
// (FILE:LINE: problem) and returns false.
bool readDraft(const QString &path, PostMortem *pm, Io &io);
// Parses a command's arguments; on error writes a one-line message and returns false.
bool parseArguments(QCommandLineParser &parser, const QString &command, const QStringList &args,
                    Io &io);
// Writes OUT with writeFileAtomically (safewrite.h), "-" meaning stdout.
bool writeOutputFile(const QString &path, const QByteArray &bytes, Io &io);

int cmdNew(const QStringList &args, Io &io);
int cmdShow(const QStringList &args, Io &io);
int cmdFmt(const QStringList &args, Io &io);
int cmdGate(const QStringList &args, Io &io);
int cmdLint(const QStringList &args, Io &io);
int cmdExport(const QStringList &args, Io &io);
int cmdMd2Adf(const QStringList &args, Io &io);
int cmdPublish(const QStringList &args, Io &io);
int cmdTrack(const QStringList &args, Io &io);
int cmdImport(const QStringList &args, Io &io);
int cmdLsp(const QStringList &args, Io &io);

// True when argv names a headless command (so main() needs no display).
bool isHeadlessCommand(const QString &word);
// True when word, the first argument, is no command but looks like one (a word of
// letters, digits and '-') and names no file: a mistyped command, answered headless with
// the command it resembles rather than opened as a draft in the window.
bool isMistypedCommand(const QString &word);
// Dispatches a headless command; args[0] is the command word. Output that did not reach
// stdout makes it exit 2, whatever the command returned.
int run(const QStringList &args, Io &io);
QString versionText();

} // namespace pm::cli
