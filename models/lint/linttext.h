#pragma once

#include <QString>
#include <QStringView>

// The linter's messages: translated "pm::Lint" literals, each translated once per lint.
namespace pm::lint {

// QCoreApplication::translate("pm::Lint", text). While a TranslationScope is alive on
// this thread the result is kept by the literal's address: a lint of a large draft asks
// for the same few dozen messages thousands of times, and the translator cannot change
// in the middle of one lint call.
QString lt(const char *text);

// The same string as templ.arg(value) for a template whose only '%' is one "%1" (every
// lexical message), without re-parsing the template; any other template goes to arg().
QString withArg(const QString &templ, QStringView value);

// withArg(lt(templ), value). While a TranslationScope is alive the result is also kept,
// by the literal's address and the value: the findings that quote the same words
// ("probably", "was caused") share one message string, built once, which the JSON
// writer then encodes once.
QString ltArg(const char *templ, QStringView value);

class TranslationScope
{
public:
    TranslationScope();
    ~TranslationScope();
    TranslationScope(const TranslationScope &) = delete;
    TranslationScope &operator=(const TranslationScope &) = delete;

private:
    bool m_owner = false; // nested scopes (lint inside lint) share the outer cache
};

} // namespace pm::lint
