#include "linttext.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace pm::lint {
namespace {

struct Cache
{
    QHash<const char *, QString> texts;
    QHash<const char *, QHash<QString, QString>> messages; // template -> value -> message
    // The template asked last and its messages: a rule reports its findings one after
    // another. The pointer stays valid: only another template inserts into `messages`
    // (which may move its values), and that sets both again.
    const char *lastTemplate = nullptr;
    QHash<QString, QString> *lastMessages = nullptr;
};

thread_local Cache *t_cache = nullptr;

} // namespace

QString lt(const char *text)
{
    if (!t_cache)
        return QCoreApplication::translate("pm::Lint", text);
    auto it = t_cache->texts.constFind(text);
    if (it == t_cache->texts.cend())
        it = t_cache->texts.insert(text, QCoreApplication::translate("pm::Lint", text));
    return it.value();
}

QString ltArg(const char *templ, QStringView value)
{
    if (!t_cache)
        return withArg(lt(templ), value);
    if (t_cache->lastTemplate != templ) {
        t_cache->lastMessages = &t_cache->messages[templ];
        t_cache->lastTemplate = templ;
    }
    QHash<QString, QString> &byValue = *t_cache->lastMessages;
    // Looked up without a copy of the value; only a new one is copied, as the key.
    const QString raw = QString::fromRawData(value.data(), int(value.size()));
    const auto it = byValue.constFind(raw);
    if (it != byValue.cend())
        return it.value();
    const QString message = withArg(lt(templ), value);
    byValue.insert(value.toString(), message);
    return message;
}

QString withArg(const QString &templ, QStringView value)
{
    const qsizetype at = templ.indexOf(QLatin1Char('%'));
    const bool single = at >= 0 && at + 1 < templ.size() && templ.at(at + 1) == QLatin1Char('1')
                        && (at + 2 == templ.size() || templ.at(at + 2).digitValue() < 0)
                        && templ.indexOf(QLatin1Char('%'), at + 1) < 0;
    if (!single)
        return templ.arg(value);
    // One allocation, filled in place (a finding's message is built for every hit).
    const qsizetype tail = templ.size() - at - 2;
    QString out(templ.size() - 2 + value.size(), Qt::Uninitialized);
    QChar *p = out.data();
    std::copy_n(templ.constData(), at, p);
    std::copy_n(value.data(), value.size(), p + at);
    std::copy_n(templ.constData() + at + 2, tail, p + at + value.size());
    return out;
}

TranslationScope::TranslationScope()
{
    if (!t_cache) {
        t_cache = new Cache;
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
