#include "cli.h"

#include "draftformat.h"
#include "markdowntoadf.h"

#include <QCoreApplication>

namespace pm::cli {

// md2adf [FILE|-]: any CommonMark/GFM Markdown to an ADF doc, compact JSON on stdout.
int cmdMd2Adf(const QStringList &args, Io &io)
{
    QString path;
    bool endOfOptions = false;
    for (const QString &arg : args) {
        if (!endOfOptions && arg == QLatin1String("--")) {
            endOfOptions = true;
        } else if (!endOfOptions && arg.startsWith(QLatin1Char('-')) && arg != QLatin1String("-")) {
            io.errLine(QCoreApplication::translate("pm::cli", "md2adf: unknown option %1").arg(arg));
            return UsageError;
        } else if (!path.isEmpty()) {
            io.errLine(QCoreApplication::translate("pm::cli", "md2adf: one input at most (usage: md2adf [FILE|-])"));
            return UsageError;
        } else {
            path = arg;
        }
    }
    if (path.isEmpty())
        path = QStringLiteral("-");
    const QString name = path == QLatin1String("-") ? QStringLiteral("<stdin>") : path;

    QByteArray bytes;
    if (!readInputFile(path, &bytes, io))
        return UsageError;
    const qsizetype nul = bytes.indexOf('\0');
    if (nul >= 0) {
        const qsizetype line = bytes.left(nul).count('\n') + 1;
        io.errLine(QCoreApplication::translate("pm::cli", "%1:%2: this is a binary file (it contains a NUL byte), not Markdown")
                       .arg(name)
                       .arg(line));
        return UsageError;
    }
    int badLine = 0;
    if (!DraftFormat::isValidUtf8(bytes, &badLine)) {
        io.errLine(QCoreApplication::translate("pm::cli", "%1:%2: invalid UTF-8: Markdown must be UTF-8")
                       .arg(name)
                       .arg(badLine));
        return UsageError;
    }
    // Written as it is made, a megabyte at a time: the JSON of a large input is many
    // times its size (a failed write shows at exit, in Io::outputError).
    writeMarkdownUtf8AsAdfJson(bytes, [&io](const QByteArray &piece) { io.out(piece); });
    io.out("\n");
    return Ok;
}

} // namespace pm::cli
