#include "sectioncatalogue.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace pm {

namespace {

QList<SectionInfo> buildCatalogue()
{
    auto s = [](const char *id, int number, bool required, const char *en, const char *zh,
                std::initializer_list<const char *> aliases, const char *guideEn,
                const char *guideZh) {
        SectionInfo info;
        info.id = QString::fromLatin1(id);
        info.number = number;
        info.required = required;
        info.headingEn = QString::fromUtf8(en);
        info.headingZh = QString::fromUtf8(zh);
        for (const char *a : aliases)
            info.aliases.append(QString::fromUtf8(a));
        info.guidanceEn = QString::fromUtf8(guideEn);
        info.guidanceZh = QString::fromUtf8(guideZh);
        return info;
    };
    // Headings and guidance follow the seed (seeds/000_*.txt) and its English restatement.
    return {
        s("summary", 1, true, "Summary", "摘要",
          {"TL;DR", "TLDR", "Overview", "Executive summary", "概述", "概要", "总结", "摘要说明"},
          "One paragraph: what broke, seen from the user's or workload's side, and the fix in "
          "one sentence. Name the ticket (e.g. JIRA-12345), the PR and the owner. A reader of "
          "this section alone reaches the right conclusion.",
          "一段话。说明出了什么问题（从用户 / 工作负载的角度描述），以及用一句话说明修复方式。写明 "
          "JIRA 编号、PR 编号和负责人。读者只看这一部分，也应能得到正确结论。"),
        s("symptoms", 2, false, "Symptoms", "症状",
          {"Symptom", "Observed behaviour", "Observed behavior", "What happened", "Observations",
           "现象", "问题现象", "症状表现", "问题描述", "故障现象"},
          "What was actually observed: test output, error messages, log lines, performance "
          "numbers or the customer report. Use the concrete identifiers; do not paraphrase "
          "the failure.",
          "实际观察到的情况。测试输出、错误消息、日志行、性能数据或客户报告。使用具体标识符——不要改述故障模式。"),
        s("root-cause", 3, true, "Root cause", "根因",
          {"Root causes", "Root cause analysis", "RCA", "Cause", "The bug", "Bug mechanism",
           "What went wrong", "Root cause of the outage", "Root cause of the incident",
           "Root cause of the bug", "Root cause of the issue", "Cause of the bug",
           "根本原因", "根因分析", "原因", "问题根因", "原因分析", "问题原因"},
          "The actual bug mechanism, with code identifiers: functions, file paths, struct "
          "fields, branch conditions, the SHA that introduced it. Walk the whole causal chain.",
          "实际的 bug 机制。使用代码标识符——函数名称、文件路径、结构体字段、分支条件、引入问题的提交 "
          "SHA。完整梳理原因链。"),
        s("why-symptom", 4, false, "Why the symptom", "症状成因",
          {"Why this symptom", "Why the symptoms", "Why it looked like this",
           "From cause to symptom", "How the cause produces the symptom",
           "为何会出现该症状", "为什么会出现该症状", "症状原因"},
          "How the root cause produces the symptom, so that a reader who knows only the "
          "symptom can trace it back without re-deriving it.",
          "说明根因如何导致症状。梳理完整链路，让只了解症状的读者无需重新推导，也能将其追溯到根因。"),
        s("fix", 5, true, "Fix", "修复",
          {"The fix", "Resolution", "Solution", "Remediation", "How it was fixed", "How we fixed it",
           "修复方案", "解决方案", "修复内容", "如何修复", "修复过程"},
          "What changed and why it removes the cause rather than masking the symptom. Link the "
          "PR or commit. Name earlier symptom-masking attempts and what was wrong with them.",
          "说明改动内容，以及为什么该改动能解决根因，而不是掩盖症状。附上 PR / "
          "提交链接。如果之前有过掩盖症状的修复尝试，请指出并解释其问题所在。"),
        s("how-found", 6, false, "How it was found", "如何发现问题",
          {"How we found it", "How it was debugged", "Investigation", "Debugging",
           "Discovery", "How the bug was found", "Detection", "Debugging process",
           "发现过程", "调试过程", "排查过程", "如何发现", "问题排查", "排查", "定位过程"},
          "The repro that made it stable; the tools that helped; each hypothesis tried and why "
          "it was ruled out, one sentence each; the experiment that confirmed the cause.",
          "哪种复现方式让问题可以稳定复现；哪些工具帮助找到问题；尝试过哪些假设，又为何排除，每项用一句话说明；确认根因的那项实验。"),
        s("why-slipped", 7, false, "Why it slipped through", "为什么问题会漏过去",
          {"Why it slipped", "Why it was not caught", "Why it wasn't caught",
           "Why wasn't it caught", "Why did it slip through", "Escape analysis",
           "为何未能提前发现", "为什么没有提前发现", "为何漏过", "漏测原因"},
          "Pick the real reason: a CI gap, latent code, insufficient workload coverage, an "
          "incomplete earlier fix, a review miss — or honestly \"no good reason, we should "
          "have caught it\". Process gaps, never people.",
          "选择真实原因：CI 漏洞、潜伏代码、工作负载覆盖不足、先前修复不完整、评审遗漏——或如实说明“没有合理理由——我们本该发现这个问题”。描述流程缺口，而不是个人。"),
        s("verification", 8, true, "Verification", "验证",
          {"Verified", "Testing", "Tests", "Validation", "How it was verified",
           "验证结果", "测试", "验证情况"},
          "Concrete evidence: tests now passing (names, links), workloads completing (ids, "
          "runs), before/after numbers, stress or fuzz runs (duration, scale), other "
          "configurations tested. If only one configuration was verified, say so.",
          "具体说明：原先失败的测试现在通过了（测试名称、链接）；客户工作负载现在可以完成；性能数值修复前后对比；压力 / "
          "浸泡 / 模糊测试（时长、规模）；其他受影响的配置。如果只验证了一种配置，请明确说明。"),
        s("action-items", 9, false, "Action items / follow-ups", "行动项 / 后续跟进",
          {"Action items", "Follow-ups", "Follow ups",
           "Followups", "Follow-up", "Next steps", "Actions", "Todo", "To do",
           "Follow-up actions", "Corrective actions", "Action plan",
           "行动项", "后续跟进", "待办事项", "后续行动", "后续事项", "后续改进", "改进措施"},
          "Each follow-up: what, owner and tracking (ticket, PR or test name). If there are "
          "none, write \"None — this fix is sufficient; no follow-up is needed for this class "
          "of bug.\" Never invent items to look thorough.",
          "每项说明：内容 + 负责人 + 跟踪事项。如果没有行动项，请写“无——此修复已足够，无需针对这类 Bug "
          "进行后续跟进。”不要为了显得周全而凭空编造行动项。"),
    };
}

} // namespace

const QList<SectionInfo> &SectionCatalogue::all()
{
    static const QList<SectionInfo> catalogue = buildCatalogue();
    return catalogue;
}

const SectionInfo *SectionCatalogue::find(const QString &id)
{
    for (const SectionInfo &info : all()) {
        if (info.id == id)
            return &info;
    }
    return nullptr;
}

int SectionCatalogue::indexOf(const QString &id)
{
    const QList<SectionInfo> &list = all();
    for (int i = 0; i < list.size(); ++i) {
        if (list.at(i).id == id)
            return i;
    }
    return -1;
}

QStringList SectionCatalogue::ids()
{
    QStringList out;
    for (const SectionInfo &info : all())
        out.append(info.id);
    return out;
}

QString SectionCatalogue::normalizeHeading(const QString &heading)
{
    // Full-width forms (（必填）, ：) become their ASCII twins.
    QString h = heading.normalized(QString::NormalizationForm_KC).toLower();
    // Emphasis and code markers around or inside the heading text.
    h.remove(QLatin1Char('*'));
    h.remove(QLatin1Char('`'));
    static const QRegularExpression underscores(QStringLiteral("(^_+|_+$)"));
    h.remove(underscores);
    h = h.simplified();
    // "(required)" / "(必填)" / "[required]" suffix.
    static const QRegularExpression required(
        QStringLiteral("\\s*[\\(\\[]\\s*(required|必填|必需|必填项)\\s*[\\)\\]]\\s*$"));
    h.remove(required);
    // Leading number: "3.", "3)", "3 -", "3、", "三、", "第3部分" is not handled.
    static const QRegularExpression number(
        QStringLiteral("^\\s*(\\d{1,2}|[一二三四五六七八九十]{1,2})\\s*[\\.\\)、:\\-]?\\s+|"
                       "^\\s*(\\d{1,2}|[一二三四五六七八九十]{1,2})\\s*[\\.\\)、]\\s*"));
    h.remove(number);
    // Trailing punctuation: "Summary:", "摘要。".
    static const QRegularExpression trailing(QStringLiteral("[\\s\\.:;。!]+$"));
    h.remove(trailing);
    // "Action items / follow-ups" == "Action items/follow-ups".
    static const QRegularExpression slash(QStringLiteral("\\s*/\\s*"));
    h.replace(slash, QStringLiteral("/"));
    return h.simplified();
}

bool SectionCatalogue::isKnownExtra(const QString &heading)
{
    // Headings real post-mortems use that are not one of the nine, kept as extra sections
    // on purpose: incident material (impact, timeline), a stopgap that is not the fix
    // (mitigation), and retrospective notes that no seed rule reads.
    static const QStringList extras = [] {
        QStringList out;
        for (const char *h : {"Impact", "Customer impact", "User impact", "Timeline", "Mitigation",
                              "Mitigations", "Lessons learned", "Lessons learnt", "What went well",
                              "Where we got lucky", "Background", "Trigger", "Glossary", "References",
                              "影响", "影响范围", "时间线", "临时方案", "止损", "经验教训", "背景",
                              "参考资料"})
            out << normalizeHeading(QString::fromUtf8(h));
        return out;
    }();
    return extras.contains(normalizeHeading(heading));
}

QString SectionCatalogue::idForHeading(const QString &heading)
{
    // Every name and alias, normalised once: this runs for each heading of a draft and
    // for each tab repaint.
    static const QHash<QString, QString> byName = [] {
        QHash<QString, QString> names;
        for (const SectionInfo &info : all()) {
            QStringList all = info.aliases;
            all << info.headingEn << info.headingZh;
            // The first section in the seed's order keeps a name, as before.
            for (const QString &name : std::as_const(all)) {
                const QString key = normalizeHeading(name);
                if (!names.contains(key))
                    names.insert(key, info.id);
            }
        }
        return names;
    }();
    const QString key = normalizeHeading(heading);
    return key.isEmpty() ? QString() : byName.value(key);
}

} // namespace pm
