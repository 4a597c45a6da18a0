#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace pm {

struct SectionInfo
{
    QString id;
    int number = 0; // 1..9, the seed's order
    bool required = false;
    QString headingEn;
    QString headingZh;
    QStringList aliases; // matched by meaning, both languages
    QString guidanceEn;  // the seed's one-line guidance (editor placeholder)
    QString guidanceZh;

    QString heading(const QString &language) const
    {
        return language == QLatin1String("zh") ? headingZh : headingEn;
    }
    QString guidance(const QString &language) const
    {
        return language == QLatin1String("zh") ? guidanceZh : guidanceEn;
    }
};

// The nine sections of the seed, in its order, with their names in both languages.
class SectionCatalogue
{
public:
    static const QList<SectionInfo> &all();
    static const SectionInfo *find(const QString &id);
    static int indexOf(const QString &id); // 0..8, or -1
    static QStringList ids();

    // The section id a heading means, or an empty string when it is not one of the nine.
    // Ignores a leading number, a "(required)"/"（必填）" suffix, case, emphasis
    // markers and full-width punctuation.
    static QString idForHeading(const QString &heading);
    static QString normalizeHeading(const QString &heading);
    // A heading that real post-mortems use for something that is not one of the nine
    // ("Impact", "Timeline", "Lessons learned", "时间线"): kept as an extra section.
    static bool isKnownExtra(const QString &heading);
};

} // namespace pm
