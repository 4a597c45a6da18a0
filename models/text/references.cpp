#include "references.h"

#include "prefilter.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>

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

using text::prefilter::isAsciiWord;

// What containsFixReference's patterns need, found in one pass over the text (every
// action item is asked, and most name no change).
struct FixRefHints
{
    // fixRefPattern may match: every alternative needs a '#' or a '/' (URLs, org/repo#N,
    // org/repo!N, the branch prefixes), "branch" at a word start (caselessly) or "分支",
    // or "PR", "MR" or "CL" (caselessly) followed by optional spaces, an optional '!',
    // and a digit.
    bool ref = false;
    // shaPattern may match: a run of 7 ASCII hex digits.
    bool sha = false;
};

// What fixRefHints looks at in an ASCII character: a hex digit, and the characters that
// may start what fixRefPattern needs.
constexpr std::uint8_t HexDigit = 1;
constexpr std::uint8_t RefStart = 2;
constexpr std::array<std::uint8_t, 128> asciiRefClasses = [] {
    std::array<std::uint8_t, 128> t{};
    for (int c = 0; c < 128; ++c) {
        if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
            t[std::size_t(c)] |= HexDigit;
    }
    for (const char c : {'#', '/', 'b', 'B', 'p', 'P', 'm', 'M', 'c', 'C'})
        t[std::size_t(c)] |= RefStart;
    return t;
}();

FixRefHints fixRefHints(QStringView text)
{
    FixRefHints h;
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    const auto lower = [](char16_t c) { return c >= u'A' && c <= u'Z' ? char16_t(c + 32) : c; };
    // Whether what fixRefPattern needs starts at i.
    const auto refAt = [&](qsizetype i) {
        const char16_t l = lower(t[i]);
        switch (l) {
        case u'#':
        case u'/':
            return true;
        case u'b':
            return (i == 0 || !isAsciiWord(t[i - 1])) && text::prefilter::startsWithCaseless(text, i, "branch");
        default: { // p, m or c
            if (i + 1 >= n || lower(t[i + 1]) != (l == u'c' ? u'l' : u'r'))
                return false;
            qsizetype j = i + 2;
            while (j < n && t[j] <= 0x20) // a superset of ASCII \s: skipping more never hides a match
                ++j;
            if (j < n && t[j] == u'!')
                ++j;
            // An ASCII digit, or anything outside ASCII (a Unicode space or digit).
            return j < n && ((t[j] >= u'0' && t[j] <= u'9') || t[j] >= 0x80);
        }
        }
    };
    int hexRun = 0;
    qsizetype i = 0;
    for (; i < n && !h.ref; ++i) {
        const char16_t c = t[i];
        if (c >= 0x80) {
            hexRun = 0;
            h.ref = c == u'分' && i + 1 < n && t[i + 1] == u'支';
            continue;
        }
        const std::uint8_t k = asciiRefClasses[c];
        hexRun = k & HexDigit ? hexRun + 1 : 0;
        h.sha = h.sha || hexRun >= 7;
        h.ref = (k & RefStart) && refAt(i);
    }
    // The rest only for a hex run.
    for (; i < n && !h.sha; ++i) {
        hexRun = t[i] < 0x80 && (asciiRefClasses[t[i]] & HexDigit) ? hexRun + 1 : 0;
        h.sha = hexRun >= 7;
    }
    return h;
}

// Whether ticketPattern matches, without PCRE2 (every action item is asked, and a pattern
// run costs ~500 instructions even when it matches at once). The pattern is neither
// caseless nor Unicode-aware: \w, \d and \b are ASCII. A key is "[A-Z][A-Z0-9_]+-\d+":
// the scan looks for the '-' followed by a digit. The key's letters before it are the
// whole run of [A-Z0-9_] that ends there (a key starting later in the run would follow a
// word character), which must start with [A-Z] after neither a word character nor '-',
// not be one of the excluded prefixes, and hold two characters or more. The digits
// after the '-' are taken to their end (giving some back cannot make \b hold between
// two digits), which must be the end of the text or a non-word character.
bool matchesTicketKey(QStringView text)
{
    // The excluded prefixes without their '-': the whole run before the '-' is one of them.
    static const char *const excluded[] = {"UTF", "SHA", "ISO", "RFC", "CVE", "AES", "RSA",
                                           "IPV", "MD", "DDR", "PCIE", "LPDDR", "GEN"};
    const char16_t *const t = text.utf16();
    const qsizetype n = text.size();
    const auto upperOrDigit = [](char16_t c) { return (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'_'; };
    for (qsizetype j = 2; j + 1 < n; ++j) { // "AB-1" at least
        if (t[j] != u'-' || t[j + 1] < u'0' || t[j + 1] > u'9')
            continue;
        qsizetype i = j;
        while (i > 0 && upperOrDigit(t[i - 1]))
            --i;
        if (j - i < 2 || t[i] < u'A' || t[i] > u'Z' || (i > 0 && (isAsciiWord(t[i - 1]) || t[i - 1] == u'-')))
            continue;
        const auto runIs = [t, i, j](const char *e) {
            qsizetype m = 0;
            while (e[m] && i + m < j && t[i + m] == char16_t(e[m]))
                ++m;
            return !e[m] && i + m == j;
        };
        if (std::any_of(std::begin(excluded), std::end(excluded), runIs))
            continue;
        qsizetype k = j + 1;
        while (k < n && t[k] >= u'0' && t[k] <= u'9')
            ++k;
        if (k == n || !isAsciiWord(t[k]))
            return true;
    }
    return false;
}

// A single ref-like token (a branch name written on its own), e.g. "alex/fix-null".
bool isLoneBranchToken(QStringView text)
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
    QStringView t = QStringView(text).trimmed();
    if (t.startsWith(u'`') && t.endsWith(u'`') && t.size() > 2)
        t = t.mid(1, t.size() - 2);
    // The cheap token test first, on a view: it rejects almost every text.
    if (!isLoneBranchToken(t))
        return QString();
    const QString token = t.toString();
    return !isPlaceholderAnswer(token) && !containsTicketKey(token) ? token : QString();
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
        const QRegularExpressionMatch m = it.next();
        // A permalink to a file at a commit (".../blob/<sha>/README.md") shows code; it
        // is no change.
        const QStringView before = QStringView(text).left(m.capturedStart());
        if (before.endsWith(u"/blob/") || before.endsWith(u"/tree/") || before.endsWith(u"/raw/"))
            continue;
        any = true;
        if (!visit(key(QLatin1String("sha:"), m.captured(0))))
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
    const FixRefHints hints = text::prefilter::enabled() ? fixRefHints(text) : FixRefHints{true, true};
    return (hints.ref && fixRefPattern.match(text).hasMatch()) || (hints.sha && shaPattern.match(text).hasMatch())
           || !loneBranch(text).isEmpty();
}

bool containsTicketKey(const QString &text)
{
    return text::prefilter::enabled() ? matchesTicketKey(text) : ticketPattern.match(text).hasMatch();
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
