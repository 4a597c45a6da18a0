// Converts Markdown files to ADF JSON for the conformance check, and checks each
// result with the converter's own structural rules (adfProblems) on the way.
//
//   adfconvert OUTDIR CASE.md...   writes OUTDIR/CASE.json for each case
//   adfconvert -                   converts stdin to stdout (for poking at it)
//
// Exit status: 0 when every case converted and passed adfProblems, 1 otherwise.

#include "markdowntoadf.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    QTextStream err(stderr);
    if (args.size() == 1 && args.first() == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return 1;
        const QByteArray json = pm::markdownUtf8ToAdfJson(in.readAll());
        std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
        std::fputc('\n', stdout);
        const QList<QString> problems =
            pm::adfProblems(QJsonDocument::fromJson(json).object());
        for (const QString &p : problems)
            err << "adfProblems: " << p << '\n';
        return problems.isEmpty() ? 0 : 1;
    }
    if (args.size() < 2) {
        err << "usage: adfconvert OUTDIR CASE.md... | adfconvert -\n";
        return 2;
    }
    const QDir outDir(args.first());
    if (!QDir().mkpath(outDir.path())) {
        err << "adfconvert: cannot create " << outDir.path() << '\n';
        return 1;
    }
    int failures = 0;
    for (const QString &path : args.mid(1)) {
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly)) {
            err << path << ": cannot read\n";
            ++failures;
            continue;
        }
        const QByteArray json = pm::markdownUtf8ToAdfJson(in.readAll());
        QJsonParseError parseError{};
        const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
        if (!doc.isObject()) {
            err << path << ": output is not a JSON object: " << parseError.errorString() << '\n';
            ++failures;
        } else {
            for (const QString &p : pm::adfProblems(doc.object())) {
                err << path << ": adfProblems: " << p << '\n';
                ++failures;
            }
        }
        QFile out(outDir.filePath(QFileInfo(path).completeBaseName() + QStringLiteral(".json")));
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(json) != json.size()) {
            err << out.fileName() << ": cannot write\n";
            ++failures;
        }
    }
    return failures == 0 ? 0 : 1;
}
