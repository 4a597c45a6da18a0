#include "references.h"

#include "prefilter.h"

#include <QRegularExpression>
#include <QStringList>

namespace pm::refs {
namespace {

// Plain constants: QRegularExpression compiles a pattern on its first match (and is
// thread-safe), so one costs a small allocation at load until it is used.
// Each alternative captures what identifies the change, so that the gate can compare the
// front matter's reference with the one in the Fix section: group 1 a PR/MR/CL number,
// group 2 a commit SHA, group 3 a branch name.
const QRegularExpression fixRefPattern(QStringLiteral(
                                           // The first two characters of every alternative below, as a
                                           // lookahead in front: it changes no match, and PCRE2 tries the
                                           // alternatives only where one of them stands (half the time of a
                                           // long text's scan). Keep it in step with the alternatives.
                                           R"((?=ht|#|/|pr|mr|cl|br|分支|re|fi|bu|ho|fe|to)(?:)"
                                           // PR / MR URLs (GitHub, GitLab, Bitbucket, Gerrit) and commit URLs.
                                           R"(https?://\S+?/(?:pull|pulls|merge_requests|pull-requests)/(?<pr1>\d+))"
                                           R"(|https?://\S+?/\+/(?<pr2>\d+))"
                                           R"(|https?://\S+?/commits?/(?<sha1>[0-9a-f]{7,40}))"
                                           // #N, org/repo#N, org/repo!N (GitLab MR); "issue #N" / "bug #N" is where the bug
                                           // is tracked, not the change. Written to start at the '#' or the '/' so that a
                                           // scan of a long text never backtracks over every word.
                                           R"(|(?<![\w&#/]|issue\s|issues\s|bug\s|ticket\s)#(?<pr3>\d+)\b|/[\w.-]+[#!](?<pr4>\d+)\b)"
                                           // "PR 5751", "PR #5751", "MR !12", "CL 1234"
                                           R"(|\b(?:PR|MR|CL)\s*[#!]?(?<pr5>\d+)\b)"
                                           // "branch fix-x", "分支 fix-x", "branch `main`": a branch name has a separator or
                                           // a digit, or is code; "GitHub branch protection" names no branch.
                                           R"(|\b(?:branch|分支)\s*[:=：]?\s*(?:`(?<br1>[\w][\w./-]*)`|(?<br2>[\w]+[./_-][\w./-]*[\w]|[A-Za-z]+\d[\w./-]*)))"
                                           // well-known branch prefixes
                                           R"(|(?<![\w/])(?<br3>(?:refs/heads/|fix/|bugfix/|hotfix/|feature/|release/|topic/)[\w./-]*[\w])))"),
                                       QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);

const QRegularExpression shaPattern(QStringLiteral(
                                        R"((?<![\w])(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w]))"),
                                    QRegularExpression::CaseInsensitiveOption);

const QRegularExpression ticketPattern(QStringLiteral(R"((?<![\w-])(?!(?:UTF|SHA|ISO|RFC|CVE|AES|RSA|IPV|MD|DDR|PCIE|LPDDR|GEN)-)[A-Z][A-Z0-9_]+-\d+\b)"));

const QRegularExpression frequencyPattern(QStringLiteral(
                                              R"(\d+\s*/\s*\d+)"                                                  // 50/50, 3/10
                                              R"(|\b\d+\s*(?:times?\s*)?(?:of|out\s+of|in)\s+(?:every\s+)?\d+\b)" // 3 of 10, 1 in 5
                                              R"(|\d+(?:\.\d+)?\s*[%％])"                                         // 30%
                                              R"(|\b(?:every|each)\s+(?:single\s+)?(?:run|time|attempt|iteration|build|invocation|execution|launch|boot|step)s?\b)"
                                              R"(|\balways\b|\bdeterministic(?:ally)?\b|\b\d+\s*(?:failures?|times)\s+(?:per|an?|each)\s+\w+)"
                                              R"(|每次|每一次|必现|稳定复现|确定性|总是|\d+\s*次[中里内]?有?\s*\d+\s*次)"),
                                          QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);

const QRegularExpression intermittentPattern(QStringLiteral(
                                                 R"(\b(?:sometimes|intermittent(?:ly)?|occasional(?:ly)?|sporadic(?:ally)?|randomly|flaky|now\s+and\s+then|from\s+time\s+to\s+time)\b)"
                                                 R"(|偶尔|有时|偶发|偶现|时不时)"),
                                             QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);

const QRegularExpression placeholderAnswerPattern(QStringLiteral(
                                                      R"(^(?:tbd|todo|xxx|fixme|n/?a|none|no|not\s+yet|pending|unknown|\?+|-+|—+)[.!。]?$)"
                                                      R"(|^(?:待定|待补充|未知|无|没有|尚未|未验证|尚未验证|待验证)[。.]?$)"),
                                                  QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);

// Whether fixRefPattern could match text: every alternative needs a '#' or a '/' (URLs,
// org/repo#N, org/repo!N, the branch prefixes), "branch" / "分支", or "PR", "MR" or "CL"
// followed by optional spaces, an optional '#' or '!', and a digit.
bool mayHoldFixRef(QStringView text)
{
    using namespace lint::prefilter;
    if (has(text, u'#') || has(text, u'/') || containsWordCaseless(text, {"branch"}))
        return true;
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    const auto lower = [](char16_t c) { return c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c; };
    for (qsizetype i = 0; i + 1 < n; ++i) {
        if (t[i] == u'分' && t[i + 1] == u'支') // asked here rather than in a search of its own
            return true;
        const char16_t a = lower(t[i]);
        const char16_t b = lower(t[i + 1]);
        if (!((a == u'p' && b == u'r') || (a == u'm' && b == u'r') || (a == u'c' && b == u'l')))
            continue;
        qsizetype j = i + 2;
        while (j < n && t[j] <= 0x20) // a superset of ASCII \s: skipping more never hides a match
            ++j;
        if (j < n && t[j] == u'!')
            ++j;
        // An ASCII digit, or anything outside ASCII (a Unicode space or digit).
        if (j < n && ((t[j] >= u'0' && t[j] <= u'9') || t[j] >= 0x80))
            return true;
    }
    return false;
}

// Whether ticketPattern could match: "[A-Z][A-Z0-9_]+-\d" needs a '-' between one of
// [A-Z0-9_] and an ASCII digit.
bool mayHoldTicketKey(QStringView text)
{
    const char16_t *const t = text.utf16();
    for (qsizetype i = 1, n = text.size(); i + 1 < n; ++i) {
        if (t[i] != u'-' || t[i + 1] < u'0' || t[i + 1] > u'9')
            continue;
        const char16_t p = t[i - 1];
        if ((p >= u'A' && p <= u'Z') || (p >= u'0' && p <= u'9') || p == u'_')
            return true;
    }
    return false;
}

// A single ref-like token (a branch name written on its own), e.g. "alex/fix-null".
bool isLoneBranchToken(const QString &text)
{
    if (text.isEmpty() || text.size() > 200)
        return false;
    bool hasSeparator = false;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool ascii = u < 0x80;
        if (!ascii || !(c.isLetterOrNumber() || u == '/' || u == '-' || u == '_' || u == '.'))
            return false;
        if (u == '/' || u == '-' || u == '_')
            hasSeparator = true;
    }
    return hasSeparator && text.front().isLetterOrNumber() && text.back().isLetterOrNumber();
}

} // namespace

bool isCommitSha(const QString &token)
{
    const auto m = shaPattern.match(token);
    return m.hasMatch() && m.capturedStart() == 0 && m.capturedLength() == token.size();
}

namespace {

// The answer as a branch name written on its own (`alex/fix-null` too), or empty. A
// ticket key alone (JIRA-12345) is where the bug is tracked, not where it is fixed.
QString loneBranch(const QString &text)
{
    QString t = text.trimmed();
    if (t.startsWith(QLatin1Char('`')) && t.endsWith(QLatin1Char('`')) && t.size() > 2)
        t = t.mid(1, t.size() - 2);
    // The cheap token test first: it rejects almost every text.
    return isLoneBranchToken(t) && !isPlaceholderAnswer(t) && !containsTicketKey(t) ? t : QString();
}

// Calls visit(key) for each fix reference of text in the order fixReferenceKeys lists
// them (a key may come more than once) until visit returns false; returns whether it
// ran to the end.
template<typename Visit>
bool forEachFixReferenceKey(const QString &text, Visit visit)
{
    // fixRefPattern's named groups, in the order their keys are listed.
    static const struct
    {
        QLatin1String group;
        QLatin1String kind;
    } groups[] = {
        // clang-format off
        {QLatin1String("pr1"), QLatin1String("pr:")}, {QLatin1String("pr2"), QLatin1String("pr:")},
        {QLatin1String("pr3"), QLatin1String("pr:")}, {QLatin1String("pr4"), QLatin1String("pr:")},
        {QLatin1String("pr5"), QLatin1String("pr:")}, {QLatin1String("sha1"), QLatin1String("sha:")},
        {QLatin1String("br1"), QLatin1String("branch:")}, {QLatin1String("br2"), QLatin1String("branch:")},
        {QLatin1String("br3"), QLatin1String("branch:")},
        // clang-format on
    };
    const auto key = [](QLatin1String kind, const QString &value) -> QString {
        // A SHA is compared by its short form, whatever case it was written in.
        // One type on both sides of ?: (Qt 6.8's QStringBuilder types differ by constness).
        return kind == QLatin1String("sha:") ? QString(kind + value.left(7).toLower()) : QString(kind + value);
    };
    bool any = false;
    for (auto it = fixRefPattern.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        for (const auto &g : groups) {
            if (m.capturedLength(g.group) > 0) {
                any = true;
                if (!visit(key(g.kind, m.captured(g.group))))
                    return false;
            }
        }
    }
    for (auto it = shaPattern.globalMatch(text); it.hasNext();) {
        any = true;
        if (!visit(key(QLatin1String("sha:"), it.next().captured(0))))
            return false;
    }
    if (!any) {
        const QString branch = loneBranch(text);
        if (!branch.isEmpty())
            return visit(QStringLiteral("branch:") + branch);
    }
    return true;
}

} // namespace

QStringList fixReferenceKeys(const QString &text)
{
    QStringList keys;
    forEachFixReferenceKey(text, [&keys](const QString &k) {
        if (!keys.contains(k))
            keys.append(k);
        return true;
    });
    return keys;
}

FixReferenceMention mentionOfFixReference(const QString &text, const QStringList &wanted)
{
    bool any = false;
    const bool ranOut = forEachFixReferenceKey(text, [&any, &wanted](const QString &k) {
        any = true;
        return !wanted.contains(k);
    });
    return !ranOut ? FixReferenceMention::Wanted : any ? FixReferenceMention::Other
                                                       : FixReferenceMention::None;
}

bool containsFixReference(const QString &text)
{
    // The same answer as !fixReferenceKeys(text).isEmpty(), without collecting the keys:
    // the linter asks this for every action item.
    const bool filter = lint::prefilter::enabled();
    return ((!filter || mayHoldFixRef(text)) && fixRefPattern.match(text).hasMatch())
           || ((!filter || lint::prefilter::hasHexRun(text, 7)) && shaPattern.match(text).hasMatch())
           || !loneBranch(text).isEmpty();
}

bool containsTicketKey(const QString &text)
{
    if (lint::prefilter::enabled() && !mayHoldTicketKey(text))
        return false;
    return ticketPattern.match(text).hasMatch();
}

bool statesFrequency(const QString &text)
{
    return frequencyPattern.match(text).hasMatch();
}

bool soundsIntermittent(const QString &text)
{
    return intermittentPattern.match(text).hasMatch();
}

bool isPlaceholderAnswer(const QString &text)
{
    const QString t = text.trimmed();
    return t.isEmpty() || placeholderAnswerPattern.match(t).hasMatch();
}

} // namespace pm::refs
