// Converts Markdown files to JIRA wiki markup, for measuring the wiki writer against
// other converters (README, "JIRA Data Center").
//
//   wikiconvert OUTDIR CASE.md...   writes OUTDIR/CASE.wiki for each case
//   wikiconvert -                   converts stdin to stdout
#include "wikimarkup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args == QStringList{QStringLiteral("-")}) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return 1;
        const QByteArray out = pm::markdownToWikiMarkup(QString::fromUtf8(in.readAll())).toUtf8();
        std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
        return 0;
    }
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: wikiconvert OUTDIR CASE.md... | wikiconvert -\n");
        return 2;
    }
    const QDir outDir(args.first());
    for (const QString &path : args.mid(1)) {
        QFile in(path);
        QFile out(outDir.filePath(QFileInfo(path).completeBaseName() + QStringLiteral(".wiki")));
        if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly)) {
            std::fprintf(stderr, "wikiconvert: cannot read %s or write its result\n", qPrintable(path));
            return 1;
        }
        out.write(pm::markdownToWikiMarkup(QString::fromUtf8(in.readAll())).toUtf8());
    }
    return 0;
}
