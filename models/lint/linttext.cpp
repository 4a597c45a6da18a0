#include "linttext.h"

#include <QCoreApplication>
#include <QHash>

namespace pm::lint {
namespace {

thread_local QHash<const char *, QString> *t_cache = nullptr;

} // namespace

QString lt(const char *text)
{
    if (!t_cache)
        return QCoreApplication::translate("pm::Lint", text);
    auto it = t_cache->constFind(text);
    if (it == t_cache->cend())
        it = t_cache->insert(text, QCoreApplication::translate("pm::Lint", text));
    return it.value();
}

QString withArg(const QString &templ, const QString &value)
{
    const qsizetype at = templ.indexOf(QLatin1Char('%'));
    const bool single = at >= 0 && at + 1 < templ.size() && templ.at(at + 1) == QLatin1Char('1')
                        && (at + 2 == templ.size() || templ.at(at + 2).digitValue() < 0)
                        && templ.indexOf(QLatin1Char('%'), at + 1) < 0;
    if (!single)
        return templ.arg(value);
    QString out;
    out.reserve(templ.size() - 2 + value.size());
    out.append(QStringView(templ).left(at));
    out.append(value);
    out.append(QStringView(templ).mid(at + 2));
    return out;
}

TranslationScope::TranslationScope()
{
    if (!t_cache) {
        t_cache = new QHash<const char *, QString>;
        m_owner = true;
    }
}

TranslationScope::~TranslationScope()
{
    if (m_owner) {
        delete t_cache;
        t_cache = nullptr;
    }
}

} // namespace pm::lint
