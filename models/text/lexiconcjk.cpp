#include "lexiconscanner.h"

#include <initializer_list>

namespace pm::text::lexicon {

int Scanner::scanCjk(int i)
{
    const auto &bucket = m_t.cjkBuckets[m_t.cjkBucketOf[m_text[i].unicode()]];
    const int end = m_block.end;
    for (int idx : bucket) {
        const CjkTerm &term = m_t.cjkTerms[idx];
        const int len = int(m_t.cjkLengths[std::size_t(idx)]);
        if (i + len > end || !enabled(term.rule))
            continue;
        bool same = true;
        for (int k = 1; k < len && same; ++k)
            same = m_text[i + k].unicode() == term.term[k] && m_mask.isProse(i + k);
        if (!same)
            continue;
        const char16_t before = i > 0 ? m_text[i - 1].unicode() : 0;
        const char16_t after = i + len < int(m_text.size()) ? m_text[i + len].unicode() : 0;
        switch (term.guard) {
        case CjkGuard::None:
            break;
        case CjkGuard::KeNeng: // 不可能 / 尽可能 are definite; 可能性 is a noun
            if (before == u'不' || before == u'尽' || (len == 2 && after == u'性'))
                return len;
            break;
        case CjkGuard::WeBefore: // "我们本该发现" is the seed's honest collective admission
            if (i >= 2 && m_text[i - 2].unicode() == u'我' && m_text[i - 1].unicode() == u'们')
                return len;
            break;
        case CjkGuard::PersonBefore:
            // Blame needs a person as the subject ("张三早该发现", "他本该发现"); "我们本该发现"
            // is the seed's collective admission, and CI, a test or review is a process.
            if (!personBefore(i))
                return len;
            break;
        case CjkGuard::BeiNoun: // 被子, 被动, 被告 ... are nouns, not the passive marker
            if (after == u'子' || after == u'动' || after == u'告' || after == u'褥'
                || after == u'单' || after == u'套' || after == u'窝')
                return len;
            break;
        case CjkGuard::DaGai: // 极大概率 / 大概率 is 大 + 概率 ("high probability"), not 大概
            if (after == u'率')
                return len;
            break;
        case CjkGuard::GuJi: // 估计值 is an estimate, not a guess
            if (after == u'值' || after == u'量')
                return len;
            break;
        case CjkGuard::Contrast:
        case CjkGuard::Partial:
            break;
        }
        if (term.rule == Rule::Hedging && cjkGuardSkips(term.guard, i, len))
            return len;
        Hit hit{term.rule, i, len, -1, 0, {}};
        switch (term.fix) {
        case CjkFix::None:
            break;
        case CjkFix::Delete:
            hit.fixStart = i;
            hit.fixLength = len;
            break;
        case CjkFix::DeleteWithComma:
            hit.fixStart = i;
            hit.fixLength = len + ((after == 0xFF0C || after == u',') ? 1 : 0);
            break;
        case CjkFix::ToShi:
            hit.fixStart = i;
            hit.fixLength = len;
            hit.replacement = QStringLiteral("是");
            break;
        }
        m_hits.push_back(std::move(hit));
        return len;
    }
    return 0;
}

// The Chinese hedges that are no doubt: a reader's situation or a rhetorical question
// ("你可能会遇到", "有人可能会问"), a contrast ("表面看起来…，其实…"), a paraphrase or an
// approximate number ("大概可以表述为", "大概 3 秒"); and 初步 / 基本 / 大致, doubt only
// before a verb of judging or confirming ("初步认为", "基本得到证实", not "基本流程").
bool Scanner::cjkGuardSkips(CjkGuard guard, int i, int len) const
{
    const QStringView text = m_text;
    const int end = m_block.end;
    QStringView rest = text.mid(i + len, std::max(0, std::min(end - i - len, 24)));
    while (!rest.isEmpty() && (rest.front() == u' ' || rest.front() == u'地'))
        rest = rest.mid(1);
    const auto restStarts = [&rest](std::initializer_list<const char16_t *> words) {
        for (const char16_t *w : words) {
            if (rest.startsWith(QStringView(w)))
                return true;
        }
        return false;
    };
    QStringView before = text.mid(m_block.contentStart, i - m_block.contentStart);
    while (!before.isEmpty() && (before.back() == u' ' || before.back() == u'也' || before.back() == u'还' || before.back() == u'都' || before.back() == u'就'))
        before.chop(1);
    const auto beforeEnds = [&before](std::initializer_list<const char16_t *> words) {
        for (const char16_t *w : words) {
            if (before.endsWith(QStringView(w)))
                return true;
        }
        return false;
    };
    // The rest of the sentence, for a contrast that follows.
    int stop = i + len;
    while (stop < end && text[stop] != u'。' && text[stop] != u'！' && text[stop] != u'？' && text[stop] != u'\n')
        ++stop;
    const QStringView sentence = text.mid(i + len, stop - i - len);
    switch (guard) {
    case CjkGuard::KeNeng:
        if (beforeEnds({u"你", u"您", u"读者", u"大家", u"有人", u"有些人", u"用户", u"各位", u"新手"}))
            return true;
        if (rest.startsWith(u"会"))
            rest = rest.mid(1);
        return restStarts({u"问", u"想", u"觉得", u"好奇", u"遇到", u"碰到", u"踩到", u"看到", u"有人", u"有读者",
                           u"有同学"});
    case CjkGuard::DaGai:
        if (rest.startsWith(u"可以"))
            rest = rest.mid(2);
        if (!rest.isEmpty() && (rest.front().isDigit() || QStringView(u"一二三四五六七八九十几百千万半两").contains(rest.front())))
            return true;
        return restStarts({u"表述", u"意思", u"描述", u"如下", u"就是说", u"流程", u"过程", u"思路", u"原理", u"介绍", u"说一下", u"说明"});
    case CjkGuard::Contrast:
        if (beforeEnds({u"表面", u"表面上", u"乍", u"乍一"}))
            return true;
        for (const char16_t *w : {u"其实", u"实际上", u"事实上", u"但是", u"但", u"却", u"然而", u"可是", u"实则"}) {
            if (sentence.contains(QStringView(w)))
                return true;
        }
        return false;
    case CjkGuard::Partial:
        for (const char16_t *w : {u"上", u"可以", u"已经", u"已", u"得到", u"能够", u"能"}) {
            if (rest.startsWith(QStringView(w)))
                rest = rest.mid(QStringView(w).size());
        }
        return !restStarts({u"认为", u"判断", u"确认", u"确定", u"证实", u"断定", u"推断", u"怀疑", u"猜测", u"推测",
                            u"定位", u"得到证实", u"得到确认", u"排除", u"锁定", u"肯定"});
    default:
        return false;
    }
}

bool Scanner::personBefore(int i) const
{
    // The subject is what precedes the verb phrase, adverbs and spaces skipped.
    static const char16_t *const adverbs[] = {u"本来", u"其实", u"理应", u"也", u"就", u"都", u"早"};
    QStringView before = m_text.mid(m_block.contentStart, i - m_block.contentStart);
    for (bool again = true; again;) {
        again = false;
        while (before.endsWith(u' '))
            before.chop(1);
        for (const char16_t *a : adverbs) {
            if (before.endsWith(QStringView(a))) {
                before.chop(QStringView(a).size());
                again = true;
            }
        }
    }
    const int p = m_block.contentStart + int(before.size());
    if (before.isEmpty() || !m_mask.isProse(p - 1))
        return false; // no subject, or code (a test name) as the subject
    const char16_t c = before.back().unicode();
    if (!isHan(c) && !isAsciiLetter(c))
        return false; // punctuation: the sentence names nobody
    // clang-format off
    static const char16_t *const notPeople[] = {
        u"我们", u"我", u"大家", u"团队", u"小组", u"CI", u"ci", u"测试", u"用例", u"评审",
        u"审查", u"流程", u"监控", u"告警", u"检查", u"工具", u"它", u"这", u"流水线", u"门禁",
        u"回归", u"代码审查", u"静态检查",
    };
    // clang-format on
    for (const char16_t *w : notPeople) {
        if (before.endsWith(QStringView(w)))
            return false;
    }
    return true;
}

// The first word a plain token is, if any.

} // namespace pm::text::lexicon
