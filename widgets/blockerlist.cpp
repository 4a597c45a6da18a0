#include "blockerlist.h"

#include "sectioncatalogue.h"

#include <QCoreApplication>
#include <QLocale>

namespace pm::BlockerList {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("pm::BlockerList", text);
}

QString uiLanguage()
{
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
}

} // namespace

QString place(const Blocker &b)
{
    switch (b.kind) {
    case Blocker::Kind::Gate:
        return tr("Facts");
    case Blocker::Kind::Scope:
        return tr("Scope");
    case Blocker::Kind::Metadata:
        return b.id == QLatin1String("ticket") ? tr("Ticket") : tr("Title");
    case Blocker::Kind::Lint:
    case Blocker::Kind::TooLong:
        break;
    }
    if (const SectionInfo *info = SectionCatalogue::find(b.sectionId))
        return info->heading(uiLanguage());
    return b.sectionId.isEmpty() ? b.id : b.sectionId;
}

QString html(const QList<Blocker> &blockers)
{
    QString out = QStringLiteral("<ol style=\"margin-left: 0; -qt-list-indent: 1;\">");
    bool gate = false, lint = false, meta = false, scope = false;
    for (int i = 0; i < blockers.size(); ++i) {
        const Blocker &b = blockers.at(i);
        gate |= b.kind == Blocker::Kind::Gate;
        lint |= b.kind == Blocker::Kind::Lint || b.kind == Blocker::Kind::TooLong;
        meta |= b.kind == Blocker::Kind::Metadata;
        scope |= b.kind == Blocker::Kind::Scope;
        out += QStringLiteral("<li><a href=\"blocker:%1\">%2</a>: %3</li>")
                   .arg(i)
                   .arg(place(b).toHtmlEscaped(), b.message.toHtmlEscaped());
    }
    out += QStringLiteral("</ol>");
    QStringList steps;
    if (gate)
        steps << tr("state the missing facts in the Problems panel");
    if (scope)
        steps << tr("confirm the scope override, or write the record the discipline asks for instead");
    if (lint)
        steps << tr("fix the errors in the sections");
    if (meta)
        steps << tr("fill in the title and the ticket above the sections");
    if (!steps.isEmpty())
        out += QStringLiteral("<p>%1</p>").arg(tr("Click a problem to go to it. To publish: %1.").arg(steps.join(tr("; "))).toHtmlEscaped());
    return out;
}

int indexOf(const QString &link)
{
    if (!link.startsWith(QLatin1String("blocker:")))
        return -1;
    bool ok = false;
    const int i = link.mid(8).toInt(&ok);
    return ok ? i : -1;
}

} // namespace pm::BlockerList
