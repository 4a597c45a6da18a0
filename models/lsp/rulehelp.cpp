#include "rulehelp.h"

#include <cstring>

namespace pm::lsp {
namespace {

// Examples are language material, like the lexicons: each language has its own
// sentences, not translations of one another.
struct Entry
{
    const char *id;
    const char *badEn;
    const char *goodEn;
    const char *badZh;
    const char *goodZh;
};

const Entry entries[] = {
    {"hedging", "We think the cache was probably stale.",
     "`CacheStore::get()` returned the entry written before `invalidate()` ran.",
     "我们认为可能是缓存过期了。", "`CacheStore::get()` 返回了 `invalidate()` 之前写入的条目。"},
    {"blame", "Alice should have caught this in review.",
     "The review checklist has no item for lock ordering, so the inversion passed review.",
     "张三本该发现这个问题。", "评审清单没有锁顺序这一项，所以评审没有发现这次倒置。"},
    {"passive-voice", "The buffer was freed twice.", "`release()` frees the buffer, and `~Pool()` frees it again.",
     "缓冲区被释放了两次。", "`release()` 释放缓冲区，`~Pool()` 又释放一次。"},
    {"vague-mechanism", "A race condition corrupted the index.",
     "`flush()` reads `m_count` while `append()` on the writer thread increments it without the lock.",
     "一个竞态导致索引损坏。", "写线程上的 `append()` 不加锁递增 `m_count`，同时 `flush()` 读取它。"},
    {"missing-identifiers", "The service crashed when the config changed.",
     "`ConfigWatcher::reload()` dereferenced a null `m_schema` after `config.yaml` lost its `schema:` key.",
     "配置变化时服务崩溃了。", "`config.yaml` 缺少 `schema:` 后，`ConfigWatcher::reload()` 解引用了空的 `m_schema`。"},
    {"advocacy", "We should rewrite the scheduler in Rust.",
     "- Evaluate a scheduler rewrite: design doc PLAT-412 (owner: @kim).",
     "我们建议重写调度器。", "- 评估调度器重写：设计文档 PLAT-412（负责人：@kim）。"},
    {"long-paragraph", "One paragraph of 200 words that walks through the whole causal chain.",
     "One short paragraph for each step of the causal chain.", "一段两百多字、讲完整条因果链的段落。",
     "因果链的每一步各写一个短段落。"},
    {"placeholder", "Owner: TBD", "Owner: @kim", "负责人：待定", "负责人：@kim"},
    {"required-section-empty", "## Root cause\n\n(nothing yet)",
     "## Root cause\n\n`Pool::release()` frees the block twice when …", "## 根本原因\n\n（空）",
     "## 根本原因\n\n`Pool::release()` 在 … 时重复释放同一块内存。"},
    {"summary-ticket", "Fixed the crash on upload.", "CDN-4821: fixed the crash on upload in #912 (owner: @kim).",
     "修复了上传时的崩溃。", "CDN-4821：#912 修复了上传时的崩溃（负责人：@kim）。"},
    {"summary-pr", "CDN-4821: fixed the crash on upload.", "CDN-4821: fixed the crash on upload in #912.",
     "CDN-4821：修复了上传时的崩溃。", "CDN-4821：#912 修复了上传时的崩溃。"},
    {"summary-owner", "CDN-4821: #912 fixed the crash on upload.",
     "CDN-4821: #912 fixed the crash on upload (owner: @kim).", "CDN-4821：#912 修复了上传时的崩溃。",
     "CDN-4821：#912 修复了上传时的崩溃（负责人：@kim）。"},
    {"action-item-owner", "- Add a fuzz target for the parser (CDN-4830).",
     "- Add a fuzz target for the parser (CDN-4830, owner: @kim).", "- 为解析器加模糊测试（CDN-4830）。",
     "- 为解析器加模糊测试（CDN-4830，负责人：@kim）。"},
    {"action-item-tracker", "- Add a fuzz target for the parser (owner: @kim).",
     "- Add a fuzz target for the parser (CDN-4830, owner: @kim).", "- 为解析器加模糊测试（负责人：@kim）。",
     "- 为解析器加模糊测试（CDN-4830，负责人：@kim）。"},
    {"verification-scope", "Verified on Linux x86-64: 200/200 runs pass.",
     "Verified on Linux x86-64: 200/200 runs pass. Not retested on macOS or ARM.",
     "已在 Linux x86-64 上验证：200/200 次通过。", "已在 Linux x86-64 上验证：200/200 次通过。macOS 和 ARM 尚未重测。"},
    {"verification-overclaim", "Fully verified on all platforms.",
     "200/200 runs pass on Linux x86-64; macOS was not retested.", "已在所有平台全面验证。",
     "Linux x86-64 上 200/200 次通过；macOS 尚未重测。"},
    {"slip-category", "It slipped through.",
     "CI gap: no job runs the uploader with files over 2 GiB.", "这个问题漏掉了。",
     "CI 漏洞：没有任务用超过 2 GiB 的文件测试上传。"},
    {"section-order", "## Fix before ## Root cause", "## Root cause, then ## Fix (`fmt --write` reorders)",
     "“修复”写在“根本原因”之前", "先写“根本原因”，再写“修复”（`fmt --write` 会重排）"},
    {"summary-paragraph", "A summary in two paragraphs.", "A summary in one paragraph.", "分成两段的摘要。",
     "只有一段的摘要。"},
    {"summary-fix", "CDN-4821: uploads over 2 GiB crashed (owner: @kim).",
     "CDN-4821: #912 fixes the crash on uploads over 2 GiB (owner: @kim).",
     "CDN-4821：超过 2 GiB 的上传会崩溃（负责人：@kim）。", "CDN-4821：#912 修复了超过 2 GiB 上传时的崩溃（负责人：@kim）。"},
    {"summary-fix-ref", "Fixed in #911. (the front matter says gate.fix: #912)", "Fixed in #912.",
     "已在 #911 修复。（front matter 写的是 gate.fix: #912）", "已在 #912 修复。"},
    {"fix-reference", "We changed the size check.", "#912 changes the size check in `Uploader::begin()`.",
     "我们改了大小检查。", "#912 修改了 `Uploader::begin()` 里的大小检查。"},
    {"fix-earlier-attempt", "An earlier fix raised the timeout.",
     "An earlier fix raised the timeout; it only masked the symptom, so #905 was reverted.", "此前的尝试加大了超时。",
     "此前的尝试加大了超时，只是掩盖了症状，#905 已回退。"},
    {"how-found-repro", "We found it eventually.", "`./upload-test --size 3G` crashed 10 times out of 10.",
     "最后找到了。", "`./upload-test --size 3G` 10 次崩溃 10 次。"},
    {"how-found-tools", "We looked around.", "`git bisect` pointed at a3f9c2e; rr showed the second free.",
     "我们排查了一番。", "`git bisect` 定位到 a3f9c2e；rr 显示了第二次释放。"},
    {"how-found-hypotheses", "We tried a few things.",
     "Hypothesis: a full disk. Ruled out: the crash happens with 90 % free.", "我们试了几种办法。",
     "假设：磁盘满。已排除：剩余 90% 空间时也会崩溃。"},
    {"how-found-experiment", "Then it made sense.",
     "Holding the lock in `flush()` made 500/500 runs pass; removing it brought the crash back.",
     "然后就明白了。", "在 `flush()` 中加锁后 500/500 次通过；去掉锁后崩溃重现。"},
    {"narrative", "At 02:40 we went to bed, and the next morning we spent hours on it.",
     "`flush()` reads `m_count` without the lock that `append()` holds.", "凌晨 3 点我们决定先睡，第二天又查了很久。",
     "`flush()` 读取 `m_count` 时没有持有 `append()` 所持的锁。"},
    {"title-placeholder", "title: (title)", "title: Upload crash on files over 2 GiB",
     "title: （标题）", "title: 超过 2 GiB 的文件上传崩溃"},
    {"ticket-missing", "destination: jira (and no ticket)", "ticket: CDN-4821", "destination: jira（没有 ticket）",
     "ticket: CDN-4821"},
    {"gate-repro", "gate:\n  repro: happens sometimes", "gate:\n  repro: \"`./upload-test --size 3G`: 10/10 crash\"",
     "gate:\n  repro: 偶尔出现", "gate:\n  repro: \"`./upload-test --size 3G`：10/10 次崩溃\""},
    {"gate-root-cause", "gate:\n  root_cause: hypothesis", "gate:\n  root_cause: confirmed",
     "gate:\n  root_cause: hypothesis", "gate:\n  root_cause: confirmed"},
    {"gate-fix", "gate:\n  fix: \"\"", "gate:\n  fix: \"#912\"", "gate:\n  fix: \"\"", "gate:\n  fix: \"#912\""},
    {"gate-verified", "gate:\n  verified: will test next week", "gate:\n  verified: \"200/200 runs pass\"",
     "gate:\n  verified: 下周测试", "gate:\n  verified: \"200/200 次通过\""},
};

} // namespace

RuleExample ruleExample(const QString &ruleId, bool chinese)
{
    const QByteArray id = ruleId.toUtf8();
    for (const Entry &e : entries) {
        if (std::strcmp(e.id, id.constData()) == 0)
            return chinese ? RuleExample{QString::fromUtf8(e.badZh), QString::fromUtf8(e.goodZh)}
                           : RuleExample{QString::fromUtf8(e.badEn), QString::fromUtf8(e.goodEn)};
    }
    return {};
}

} // namespace pm::lsp
