// Converts Markdown files to ADF JSON for the conformance check, and checks each
// result with the converter's own structural rules (adfProblems) on the way.
//
//   adfconvert OUTDIR CASE.md...   writes OUTDIR/CASE.json for each case
//   adfconvert -                   converts stdin to stdout (for poking at it)
//
// Each case is also converted by markdownToAdfContentJson() (the export and publish
// path), whose bytes must be exactly the ones Qt writes for the same content decoded
// into a QJsonArray (QJsonDocument::toJson(Compact)), with the same UTF-16 length, also
// when it is only measured.
//
// Exit status: 0 when every case converted, passed adfProblems and matched Qt's bytes,
// 1 otherwise.

#include "markdowntoadf.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

namespace {

// Empty when markdownToAdfContentJson() gives what Qt writes, else what differs.
QString qtLayoutMismatch(const QByteArray &utf8)
{
    const QString markdown = QString::fromUtf8(utf8);
    pm::AdfOptions options;
    options.localIdPrefix = QStringLiteral("s1-");
    const QByteArray array = QJsonDocument(pm::markdownToAdfContent(markdown, options)).toJson(QJsonDocument::Compact);
    const QByteArray expected = array.mid(1, array.size() - 2);
    const pm::AdfContentJson got = pm::markdownToAdfContentJson(markdown, options);
    if (!got.complete || got.json != expected) {
        qsizetype at = 0;
        while (at < got.json.size() && at < expected.size() && got.json.at(at) == expected.at(at))
            ++at;
        return QStringLiteral("not Qt's bytes from byte %1 (of %2 and %3): Qt wrote ...%4..., the writer ...%5...")
            .arg(at)
            .arg(expected.size())
            .arg(got.json.size())
            .arg(QString::fromUtf8(expected.mid(qMax<qsizetype>(0, at - 20), 60)),
                 QString::fromUtf8(got.json.mid(qMax<qsizetype>(0, at - 20), 60)));
    }
    const qint64 units = QString::fromUtf8(expected).size();
    if (got.length != units)
        return QStringLiteral("UTF-16 length %1, Qt's is %2").arg(got.length).arg(units);
    if (units > 0) {
        const pm::AdfContentJson measured = pm::markdownToAdfContentJson(markdown, options, units - 1);
        if (measured.complete || !measured.json.isEmpty() || measured.length != units)
            return QStringLiteral("measured only (limit %1): complete %2, %3 bytes kept, length %4")
                .arg(units - 1)
                .arg(measured.complete)
                .arg(measured.json.size())
                .arg(measured.length);
    }
    return QString();
}

} // namespace

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
        const QByteArray markdown = in.readAll();
        const QByteArray json = pm::markdownUtf8ToAdfJson(markdown);
        const QString mismatch = qtLayoutMismatch(markdown);
        if (!mismatch.isEmpty()) {
            err << path << ": " << mismatch << '\n';
            ++failures;
        }
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
