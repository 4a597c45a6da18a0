#include "cli.h"

#include "draftformat.h"
#include "gatestatus.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace pm::cli {
namespace {

QByteArray jsonArray(const QStringList &items)
{
    return QJsonDocument(QJsonArray::fromStringList(items)).toJson(QJsonDocument::Compact);
}

// cli.md's shape, keys in its order: {"passed", "missing", "scope", "messages"}.
QByteArray gateJson(const GateStatus &st)
{
    return "{\"passed\": " + QByteArray(st.passed ? "true" : "false")
           + ", \"missing\": " + jsonArray(st.missing())
           + ", \"scope\": " + jsonArray(st.blockingScope())
           + ", \"messages\": " + jsonArray(st.messages()) + "}\n";
}

QString gateText(const QString &file, const GateStatus &st)
{
    QString out;
    for (const GateInputResult &r : st.inputs) {
        out += r.passed ? QStringLiteral("%1: ok\n").arg(gateInputId(r.input))
                        : QStringLiteral("%1: missing: %2\n").arg(gateInputId(r.input), r.reason);
    }
    for (const ScopeResult &s : st.scope) {
        out += s.overridden
                   ? QStringLiteral("%1: overridden\n").arg(scopeCheckId(s.check))
                   : QStringLiteral("%1: blocks: %2\n").arg(scopeCheckId(s.check), s.message);
    }
    out += st.passed
               ? QCoreApplication::translate("pm::cli", "%1: gate passed").arg(file)
               : QCoreApplication::translate("pm::cli", "%1: gate failed: export and publish stay "
                                                        "disabled until %2 pass")
                     .arg(file, QStringList(st.missing() + st.blockingScope()).join(QStringLiteral(", ")));
    return out + QLatin1Char('\n');
}

} // namespace

int cmdGate(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("text or json"),
                                    QStringLiteral("format"), QStringLiteral("text"));
    parser.addOption(format);
    if (!parseArguments(parser, QStringLiteral("gate"), args, io))
        return UsageError;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        io.errLine(QCoreApplication::translate("pm::cli", "gate: --format must be text or json, not '%1'")
                       .arg(fmt));
        return UsageError;
    }
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "gate: expected one FILE (gate FILE [--format text|json])"));
        return UsageError;
    }
    PostMortem pm;
    if (!readDraft(files.first(), &pm, io))
        return UsageError;
    const GateStatus st = evaluateGate(pm);
    if (fmt == QLatin1String("json"))
        io.out(gateJson(st));
    else
        io.out(gateText(files.first(), st).toUtf8());
    return st.passed ? Ok : CheckFailed;
}

} // namespace pm::cli
