<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>Post-mortem Editor</source>
        <translation>事后复盘编辑器</translation>
    </message>
</context>
<context>
    <name>pm</name>
    <message>
        <source>The post-mortem has no title</source>
        <translation>事后复盘没有标题</translation>
    </message>
    <message>
        <source>The title is still the placeholder &apos;%1&apos;</source>
        <translation>标题仍是占位符“%1”</translation>
    </message>
    <message>
        <source>The draft names no JIRA ticket to comment on (ticket: PROJECT-123)</source>
        <translation>草稿没有指定要评论的 JIRA 工单（ticket: PROJECT-123）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a JIRA issue key (PROJECT-123)</source>
        <translation>“%1”不是 JIRA 工单编号（PROJECT-123）</translation>
    </message>
    <message>
        <source>The introduction</source>
        <translation>引言</translation>
    </message>
    <message>
        <source>&apos;%1&apos; alone is %2 characters of ADF; a JIRA comment holds at most %3. Shorten it or move detail to a linked document.</source>
        <translation>仅“%1”就有 %2 个 ADF 字符；一条 JIRA 评论最多 %3 个。请缩短，或把细节移到链接的文档中。</translation>
    </message>
    <message>
        <source>visibility must be role:NAME or group:NAME, not &apos;%1:%2&apos;</source>
        <translation>visibility 必须是 role:名称 或 group:名称，而不是“%1:%2”</translation>
    </message>
</context>
<context>
    <name>pm::AdfPreview</name>
    <message>
        <source>Preview of the payload</source>
        <translation>负载预览</translation>
    </message>
</context>
<context>
    <name>pm::BlockerList</name>
    <message>
        <source>Gate</source>
        <translation>门禁</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>适用范围</translation>
    </message>
    <message>
        <source>Ticket</source>
        <translation>工单</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>state the missing gate inputs in the Checks panel</source>
        <translation>在检查面板中填写缺少的门禁输入</translation>
    </message>
    <message>
        <source>fix the errors in the sections</source>
        <translation>修正各部分中的错误</translation>
    </message>
    <message>
        <source>fill in the title and the ticket above the sections</source>
        <translation>在各部分上方填写标题和工单</translation>
    </message>
    <message>
        <source>Click a problem to go to it. To publish: %1.</source>
        <translation>点击问题即可跳转。要发布：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>confirm the scope override, or write the record the discipline asks for instead</source>
        <translation>确认仍然撰写，或改写规范要求的那种记录</translation>
    </message>
</context>
<context>
    <name>pm::ChecksPanel</name>
    <message>
        <source>Gate checklist</source>
        <translation>门禁检查清单</translation>
    </message>
    <message>
        <source>Lint warnings</source>
        <translation>Lint 警告列表</translation>
    </message>
    <message>
        <source>Gate: the four required inputs</source>
        <translation>门禁：四项必备输入</translation>
    </message>
    <message>
        <source>Lint</source>
        <translation>Lint 检查</translation>
    </message>
    <message>
        <source>&amp;Go to Problem</source>
        <translation>转到问题(&amp;G)</translation>
    </message>
    <message>
        <source>Apply &amp;Quick Fix</source>
        <translation>应用快速修复(&amp;Q)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Errors: %1 · Warnings: %2 · Notes: %3</source>
        <translation>错误：%1 · 警告：%2 · 提示：%3</translation>
    </message>
    <message>
        <source>What blocks publishing</source>
        <translation>阻止发布的问题</translation>
    </message>
    <message>
        <source>Publishing</source>
        <translation>发布</translation>
    </message>
    <message>
        <source>Nothing blocks: the post-mortem may be exported and published (Ctrl+E).</source>
        <translation>没有阻碍：可以导出并发布这份事后复盘（Ctrl+E）。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) block publishing:</source>
        <translation>
            <numerusform>%n 个问题阻止发布：</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide inputs</source>
        <translation>隐藏输入</translation>
    </message>
    <message>
        <source>Show inputs</source>
        <translation>显示输入</translation>
    </message>
    <message>
        <source>✓ All four inputs are present.</source>
        <translation>✓ 四项输入均已具备。</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
</context>
<context>
    <name>pm::CredentialStore</name>
    <message>
        <source>this build has no keychain support</source>
        <translation>此构建不支持系统密钥存储（keychain）</translation>
    </message>
</context>
<context>
    <name>pm::DocumentModel</name>
    <message>
        <source>the draft has no file name yet</source>
        <translation>草稿还没有文件名</translation>
    </message>
</context>
<context>
    <name>pm::DraftFormat</name>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is a folder, not a draft file</source>
        <translation>这是文件夹，不是草稿文件</translation>
    </message>
    <message>
        <source>the file is %1 MiB; a post-mortem draft is at most 16 MiB</source>
        <translation>文件大小为 %1 MiB；事后复盘草稿最大为 16 MiB</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB, too large for a post-mortem draft</source>
        <translation>文件超过 16 MiB，对事后复盘草稿来说过大</translation>
    </message>
    <message>
        <source>the input is larger than 16 MiB, too large for a post-mortem draft</source>
        <translation>输入超过 16 MiB，对事后复盘草稿来说过大</translation>
    </message>
    <message>
        <source>this is a binary file (it contains a NUL byte), not a Markdown draft</source>
        <translation>这是二进制文件（包含 NUL 字节），不是 Markdown 草稿</translation>
    </message>
    <message>
        <source>invalid UTF-8: drafts must be saved as UTF-8</source>
        <translation>UTF-8 编码无效：草稿必须以 UTF-8 编码保存</translation>
    </message>
    <message>
        <source>the front matter opened with &apos;---&apos; is never closed by a &apos;---&apos; line</source>
        <translation>以 &apos;---&apos; 开头的 front matter 缺少作为结尾的 &apos;---&apos; 行</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be text, not a list or a mapping</source>
        <translation>&apos;%1&apos; 必须是文本，不能是列表或映射</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false, not &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 必须是 true 或 false，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a list</source>
        <translation>&apos;%1&apos; 必须是列表</translation>
    </message>
    <message>
        <source>every entry of &apos;%1&apos; must be text</source>
        <translation>&apos;%1&apos; 的每一项都必须是文本</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be one of %2, not &apos;%3&apos;</source>
        <translation>&apos;%1&apos; 必须是 %2 之一，而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>invalid YAML in the front matter: %1</source>
        <translation>front matter 中的 YAML 无效：%1</translation>
    </message>
    <message>
        <source>the front matter must be a mapping of keys to values</source>
        <translation>front matter 必须是由键到值的映射</translation>
    </message>
    <message>
        <source>front-matter keys must be plain text</source>
        <translation>front matter 的键必须是纯文本</translation>
    </message>
    <message>
        <source>&apos;revision&apos; must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation>&apos;revision&apos; 必须是不小于 1 的整数，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;gate&apos; must be a mapping (repro, root_cause, fix, verified)</source>
        <translation>&apos;gate&apos; 必须是映射（repro、root_cause、fix、verified）</translation>
    </message>
    <message>
        <source>&apos;gate.root_cause&apos; must be confirmed, hypothesis or unknown, not &apos;%1&apos;</source>
        <translation>&apos;gate.root_cause&apos; 必须是 confirmed、hypothesis 或 unknown，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;scope&apos; must be a mapping (customer_visible, trivial, override)</source>
        <translation>&apos;scope&apos; 必须是映射（customer_visible、trivial、override）</translation>
    </message>
    <message>
        <source>&apos;lint&apos; must be a mapping, e.g. lint: {disable: [passive-voice]}</source>
        <translation>&apos;lint&apos; 必须是映射，例如 lint: {disable: [passive-voice]}</translation>
    </message>
    <message>
        <source>unreadable front matter: %1</source>
        <translation>无法解析 front matter：%1</translation>
    </message>
</context>
<context>
    <name>pm::FindBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation>区分大小写(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Whole words</source>
        <translation>全词匹配(&amp;W)</translation>
    </message>
    <message>
        <source>Find in all sections</source>
        <translation>在所有部分中查找</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>替换为</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一个(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>上一个(&amp;P)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <source>Close find bar</source>
        <translation>关闭查找栏</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation>全部替换(&amp;A)</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message numerus="yes">
        <source>%n replacement(s)</source>
        <translation>
            <numerusform>已替换 %n 处</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · wrapped to the end, in “%2”</source>
        <translation>%1 · 已回绕到末尾，位于“%2”</translation>
    </message>
    <message>
        <source>%1 · wrapped to the start, in “%2”</source>
        <translation>%1 · 已回绕到开头，位于“%2”</translation>
    </message>
    <message>
        <source>%1 · continued in “%2”</source>
        <translation>%1 · 在“%2”中继续</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
</context>
<context>
    <name>pm::Gate</name>
    <message>
        <source>Export and publish are disabled until the gate passes: %1</source>
        <translation>门禁通过前，导出和发布不可用：%1</translation>
    </message>
    <message>
        <source>Reliable reproduction is missing: describe how a newcomer reproduces the bug, deterministically or with a stated failure rate.</source>
        <translation>缺少可靠的复现步骤：说明后来者如何复现这个 Bug——确定性复现，或写明失败率。</translation>
    </message>
    <message>
        <source>Reliable reproduction: &quot;sometimes&quot; without a frequency or rate does not pass; state how often it fails (e.g. &quot;fails on 50/50 runs&quot;, &quot;3 of 10&quot;, &quot;30%&quot;, &quot;every run&quot;).</source>
        <translation>可靠复现：只写“偶尔会发生”而没有频率或比例，不能通过；请写明失败的频率（例如“50/50 次运行均失败”“10 次中 3 次”“30%”“每次运行”）。</translation>
    </message>
    <message>
        <source>Root cause is still a hypothesis: a post-mortem of a hypothesis misleads. Confirm the failure mechanism first.</source>
        <translation>根因仍是假设：对假设进行事后复盘会造成误导。请先确认故障机制。</translation>
    </message>
    <message>
        <source>Root cause is unknown: establish the failure mechanism and mark it confirmed.</source>
        <translation>根因未知：请先查明故障机制，再将其标记为“已确认”。</translation>
    </message>
    <message>
        <source>Fix reference is missing: give a PR URL, org/repo#N, #N, a commit SHA or a branch.</source>
        <translation>缺少修复引用：请提供 PR URL、org/repo#N、#N、提交 SHA 或分支。</translation>
    </message>
    <message>
        <source>Fix reference is not a PR, commit or branch: give a PR URL, org/repo#N, #N, a commit SHA (7-40 hex digits) or a branch.</source>
        <translation>修复引用不是 PR、提交或分支：请提供 PR URL、org/repo#N、#N、提交 SHA（7-40 位十六进制数字）或分支。</translation>
    </message>
    <message>
        <source>Fix verification is missing: give the evidence that the original repro now passes (test names, runs, workload ids).</source>
        <translation>缺少修复验证：请提供原复现现在可以通过的证据（测试名称、运行记录、工作负载标识符）。</translation>
    </message>
    <message>
        <source>Reliable reproduction</source>
        <translation>可靠复现</translation>
    </message>
    <message>
        <source>Known root cause</source>
        <translation>已知根因</translation>
    </message>
    <message>
        <source>Fix identified</source>
        <translation>已确定修复方案</translation>
    </message>
    <message>
        <source>Fix verified</source>
        <translation>已验证修复</translation>
    </message>
    <message>
        <source>Customer-visible incident</source>
        <translation>客户可见的事故</translation>
    </message>
    <message>
        <source>Trivial fix</source>
        <translation>微不足道的修复</translation>
    </message>
    <message>
        <source>Customer-visible incident: this needs a separate incident report (timeline, blast radius, notification history, communications). Confirm the override to write a post-mortem anyway.</source>
        <translation>客户可见的事故：这类情况需要单独的事故报告（时间线、影响范围、通知历史、沟通记录）。如仍要撰写事后复盘，请确认跳过此项检查。</translation>
    </message>
    <message>
        <source>Trivial fix: the PR description is the record; do not create process for its own sake. Confirm the override to write a post-mortem anyway.</source>
        <translation>微不足道的修复：PR 描述就是记录，不要为了形式而制造流程。如仍要撰写事后复盘，请确认跳过此项检查。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>pm::GateInputsEditor</name>
    <message>
        <source>Customer-visible incident</source>
        <translation>客户可见的事故</translation>
    </message>
    <message>
        <source>Trivial fix (typo, obvious one-liner)</source>
        <translation>微不足道的修复（拼写错误、显而易见的一行改动）</translation>
    </message>
    <message>
        <source>How a newcomer reproduces it, and how often it fails (e.g. 50/50 runs)</source>
        <translation>后来者如何复现，以及失败频率（例如 50/50 次运行均失败）</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Hypothesis</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>PR URL, org/repo#123, #123, commit SHA or branch</source>
        <translation>PR URL、org/repo#123、#123、提交 SHA 或分支</translation>
    </message>
    <message>
        <source>The evidence: the repro now passes, the failing test succeeds</source>
        <translation>证据：原复现现在通过，原先失败的测试现在成功</translation>
    </message>
    <message>
        <source>Re&amp;liable repro:</source>
        <translation>可靠复现(&amp;L)：</translation>
    </message>
    <message>
        <source>R&amp;oot cause:</source>
        <translation>根因(&amp;O)：</translation>
    </message>
    <message>
        <source>F&amp;ix reference:</source>
        <translation>修复引用(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Verification:</source>
        <translation>验证(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Write a post-mortem anyway</source>
        <translation>仍然撰写事后复盘(&amp;W)</translation>
    </message>
    <message>
        <source>The discipline asks for an incident report (customer-visible) or a PR description (trivial fix) instead; tick this to confirm a post-mortem is still the right record.</source>
        <translation>规范要求改写事故报告（客户可见）或 PR 描述（微不足道的修复）；勾选此项以确认事后复盘仍是合适的记录。</translation>
    </message>
</context>
<context>
    <name>pm::HelpWindow</name>
    <message>
        <source>Post-mortem Editor Help</source>
        <translation>事后复盘编辑器帮助</translation>
    </message>
    <message>
        <source>About Post-mortem Editor</source>
        <translation>关于事后复盘编辑器</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Post-mortem Editor %1&lt;/h3&gt;&lt;p&gt;Write the post-mortem of a bug fix under a strict discipline and publish it, after an explicit confirmation, as a JIRA comment.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;KSyntaxHighlighting: %4&lt;/p&gt;</source>
        <translation>&lt;h3&gt;事后复盘编辑器 %1&lt;/h3&gt;&lt;p&gt;按照严格的规范撰写 bug 修复的事后复盘，并在明确确认后作为 JIRA 评论发布。&lt;/p&gt;&lt;p&gt;Qt %2（构建时 %3）&lt;br&gt;KSyntaxHighlighting：%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>已内置</translation>
    </message>
    <message>
        <source>not built in</source>
        <translation>未内置</translation>
    </message>
    <message>
        <source>The Post-mortem Discipline</source>
        <translation>事后复盘写作规范</translation>
    </message>
</context>
<context>
    <name>pm::JiraClient</name>
    <message>
        <source>a comment is already being posted</source>
        <translation>已有一条评论正在发布</translation>
    </message>
    <message>
        <source>no JIRA account: set the e-mail and API token (Publish dialog, or PM_JIRA_EMAIL and PM_JIRA_TOKEN)</source>
        <translation>没有 JIRA 账号：请设置邮箱和 API 令牌（在发布对话框中，或通过 PM_JIRA_EMAIL 和 PM_JIRA_TOKEN）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a JIRA issue key (PROJECT-123); set the ticket in the draft</source>
        <translation>“%1”不是有效的 JIRA 工单编号（格式如 PROJECT-123）；请在草稿中填写工单</translation>
    </message>
    <message>
        <source>JIRA could not be reached: %1</source>
        <translation>无法连接 JIRA：%1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>无响应</translation>
    </message>
    <message>
        <source>JIRA answered %1 but named no comment id</source>
        <translation>JIRA 返回了 %1，但没有给出评论 ID</translation>
    </message>
    <message>
        <source>JIRA refused the comment (400 Bad Request)</source>
        <translation>JIRA 拒绝了这条评论（400 Bad Request）</translation>
    </message>
    <message>
        <source>JIRA did not accept the e-mail and API token (401 Unauthorized)</source>
        <translation>JIRA 不接受该邮箱和 API 令牌（401 Unauthorized）</translation>
    </message>
    <message>
        <source>this account may not comment on %1 (403 Forbidden)</source>
        <translation>此账号无权评论 %1（403 Forbidden）</translation>
    </message>
    <message>
        <source>JIRA has no issue %1, or this account cannot see it (404 Not Found)</source>
        <translation>JIRA 中没有工单 %1，或此账号无权查看（404 Not Found）</translation>
    </message>
    <message>
        <source>the comment is too large for JIRA (413)</source>
        <translation>评论超出 JIRA 的大小限制（413）</translation>
    </message>
    <message>
        <source>JIRA is rate-limiting this account (429); try again in a minute</source>
        <translation>JIRA 正在对此账号限流（429）；请一分钟后重试</translation>
    </message>
    <message>
        <source>JIRA had a server error (%1)</source>
        <translation>JIRA 服务器出错（%1）</translation>
    </message>
    <message>
        <source>JIRA answered %1</source>
        <translation>JIRA 返回了 %1</translation>
    </message>
    <message>
        <source>the JIRA site is not a URL (e.g. https://example.atlassian.net)</source>
        <translation>JIRA 站点不是有效的 URL（例如 https://example.atlassian.net）</translation>
    </message>
    <message>
        <source>the JIRA site must use https:// (an API token must never travel in clear text)</source>
        <translation>JIRA 站点必须使用 https://（API 令牌绝不能以明文传输）</translation>
    </message>
</context>
<context>
    <name>pm::Lint</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Required section “%1” is empty.</source>
        <translation>必填部分“%1”为空。</translation>
    </message>
    <message>
        <source>Required section “%1” is missing.</source>
        <translation>缺少必填部分“%1”。</translation>
    </message>
    <message>
        <source>Summary, Root cause, Fix and Verification are required: write it from the facts, or ask for the ones you lack.</source>
        <translation>摘要、根因、修复和验证为必填项：根据事实撰写；缺少哪些事实，就向了解情况的人询问。</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Hedging</source>
        <translation>含糊其辞</translation>
    </message>
    <message>
        <source>&quot;we think&quot;, &quot;probably&quot;, &quot;可能是&quot;: state it or leave it out.</source>
        <translation>“我们认为”“大概”“可能是”：要么明确陈述，要么不写。</translation>
    </message>
    <message>
        <source>Blame</source>
        <translation>归咎于个人</translation>
    </message>
    <message>
        <source>Describe the bug and the process gap, never a person.</source>
        <translation>描述 Bug 和流程缺口，不针对个人。</translation>
    </message>
    <message>
        <source>Passive voice</source>
        <translation>被动语态</translation>
    </message>
    <message>
        <source>Active voice with a concrete subject.</source>
        <translation>使用主动语态，写明具体主语。</translation>
    </message>
    <message>
        <source>Vague mechanism</source>
        <translation>机制描述含糊</translation>
    </message>
    <message>
        <source>&quot;A race condition&quot; with no code identifier: name the function, event and condition.</source>
        <translation>只写“竞态条件”而没有代码标识符：写明函数、事件和条件。</translation>
    </message>
    <message>
        <source>Missing identifiers</source>
        <translation>缺少代码标识符</translation>
    </message>
    <message>
        <source>Symptoms, Root cause and Fix need code identifiers, paths, SHAs or quoted errors.</source>
        <translation>症状、根因和修复需要写出代码标识符、路径、SHA 或原样引用的错误信息。</translation>
    </message>
    <message>
        <source>Advocacy</source>
        <translation>夹带倡议</translation>
    </message>
    <message>
        <source>Proposals belong in their own document, linked from an action item.</source>
        <translation>方案应单独成文，并在行动项中链接。</translation>
    </message>
    <message>
        <source>Long paragraph</source>
        <translation>段落过长</translation>
    </message>
    <message>
        <source>Short paragraphs: one step of the causal chain each.</source>
        <translation>段落要短：每段只写原因链中的一步。</translation>
    </message>
    <message>
        <source>Placeholder</source>
        <translation>占位符</translation>
    </message>
    <message>
        <source>TBD, TODO, &lt;owner&gt;, 待定: fill in the fact before publishing.</source>
        <translation>TBD、TODO、&lt;owner&gt;、待定：发布前填入事实。</translation>
    </message>
    <message>
        <source>Required section empty</source>
        <translation>必填部分为空</translation>
    </message>
    <message>
        <source>Summary, Root cause, Fix and Verification are required.</source>
        <translation>摘要、根因、修复和验证为必填项。</translation>
    </message>
    <message>
        <source>Summary: ticket</source>
        <translation>摘要：工单</translation>
    </message>
    <message>
        <source>The summary names the ticket key.</source>
        <translation>摘要写明工单编号。</translation>
    </message>
    <message>
        <source>Summary: PR</source>
        <translation>摘要：PR</translation>
    </message>
    <message>
        <source>The summary names the fix PR or commit.</source>
        <translation>摘要写明修复的 PR 或提交。</translation>
    </message>
    <message>
        <source>Summary: owner</source>
        <translation>摘要：负责人</translation>
    </message>
    <message>
        <source>The summary names the owner.</source>
        <translation>摘要写明负责人。</translation>
    </message>
    <message>
        <source>Action item: owner</source>
        <translation>行动项：负责人</translation>
    </message>
    <message>
        <source>Each action item names its owner.</source>
        <translation>每个行动项写明负责人。</translation>
    </message>
    <message>
        <source>Action item: tracking</source>
        <translation>行动项：跟踪</translation>
    </message>
    <message>
        <source>Each action item names its ticket, PR or test.</source>
        <translation>每个行动项写明对应的工单、PR 或测试。</translation>
    </message>
    <message>
        <source>Verification scope</source>
        <translation>验证范围</translation>
    </message>
    <message>
        <source>Say what was not retested when one configuration was verified.</source>
        <translation>只验证了一种配置时，说明哪些没有重新测试。</translation>
    </message>
    <message>
        <source>Verification overclaim</source>
        <translation>夸大验证覆盖</translation>
    </message>
    <message>
        <source>&quot;All platforms&quot;, &quot;fully verified&quot;: never imply more coverage than was run.</source>
        <translation>“所有平台”“已全面验证”：不要暗示超出实际运行范围的覆盖。</translation>
    </message>
    <message>
        <source>Slip category</source>
        <translation>漏过原因类别</translation>
    </message>
    <message>
        <source>Why it slipped names CI gap, latent code, workload coverage, incomplete earlier fix, review miss or &quot;no good reason&quot;.</source>
        <translation>“为什么问题会漏过去”写明类别：CI 漏洞、潜伏代码、工作负载覆盖不足、先前修复不完整、评审遗漏，或“没有合理理由”。</translation>
    </message>
    <message>
        <source>Long paragraph: about %1 words.</source>
        <translation>段落过长：约 %1 个词。</translation>
    </message>
    <message>
        <source>Split it: one step of the causal chain per paragraph, or a list.</source>
        <translation>拆分段落：每段只写原因链中的一步，或改用列表。</translation>
    </message>
    <message>
        <source>Hedge: “%1”.</source>
        <translation>含糊其辞：“%1”。</translation>
    </message>
    <message>
        <source>State it or leave it out: write the mechanism as established fact, or remove the claim until it is established.</source>
        <translation>要么明确陈述，要么不写：把机制作为已确认的事实写出；尚未确认的，先删去这一说法。</translation>
    </message>
    <message>
        <source>Blame: “%1” points at a person.</source>
        <translation>归咎于个人：“%1”指向了具体的人。</translation>
    </message>
    <message>
        <source>Describe the bug, the process gap and the fix, not a person: e.g. “no test covered this path”.</source>
        <translation>描述 Bug、流程缺口和修复，而不是个人：例如“没有测试覆盖此路径”。</translation>
    </message>
    <message>
        <source>Passive voice: “%1”.</source>
        <translation>被动语态：“%1”。</translation>
    </message>
    <message>
        <source>Name what did it: “tadaLaunchPrepare skips the event”, not “the event was skipped”.</source>
        <translation>写明动作的主体：写“tadaLaunchPrepare 跳过了该事件”，而不是“该事件被跳过”。</translation>
    </message>
    <message>
        <source>Vague mechanism: “%1” with no code identifier in this paragraph.</source>
        <translation>机制描述含糊：本段出现“%1”，却没有任何代码标识符。</translation>
    </message>
    <message>
        <source>Say which function skipped which event under which condition, with the identifiers (e.g. `launchStream`, `numStreams == 1`).</source>
        <translation>说明哪个函数在什么条件下跳过了哪个事件，并写出标识符（例如 `launchStream`、`numStreams == 1`）。</translation>
    </message>
    <message>
        <source>Advocacy outside Action items: “%1”.</source>
        <translation>在行动项之外夹带倡议：“%1”。</translation>
    </message>
    <message>
        <source>Record what happened here; put the proposal in its own document and link it from an action item.</source>
        <translation>这里只记录发生了什么；方案应单独成文，并在行动项中链接。</translation>
    </message>
    <message>
        <source>Overclaim: “%1” implies more coverage than was run.</source>
        <translation>夸大覆盖：“%1”暗示的覆盖范围超出了实际运行的范围。</translation>
    </message>
    <message>
        <source>Name the configurations that ran and say which were not retested.</source>
        <translation>写明实际运行了哪些配置，并说明哪些没有重新测试。</translation>
    </message>
    <message>
        <source>Placeholder “%1” must be filled in before publishing.</source>
        <translation>发布前必须填写占位符“%1”。</translation>
    </message>
    <message>
        <source>Replace it with the fact, or ask whoever knows; never pad it with plausible text.</source>
        <translation>用事实替换它，或向了解情况的人询问；不要用看似合理的文字填补。</translation>
    </message>
    <message>
        <source>Name the functions, files, fields and branch conditions of the mechanism, and the SHA that introduced it.</source>
        <translation>写明该机制涉及的函数、文件、字段和分支条件，以及引入问题的提交 SHA。</translation>
    </message>
    <message>
        <source>Name what changed: the functions and files, and the commit or PR.</source>
        <translation>写明改动了什么：涉及的函数和文件，以及对应的提交或 PR。</translation>
    </message>
    <message>
        <source>Quote the error message, log line, test output or numbers exactly as observed.</source>
        <translation>按实际观察原样引用错误消息、日志行、测试输出或数值。</translation>
    </message>
    <message>
        <source>%1 names no code identifier, path, SHA or quoted error text.</source>
        <translation>“%1”中没有任何代码标识符、路径、SHA 或引用的错误文本。</translation>
    </message>
    <message>
        <source>The summary does not name the ticket.</source>
        <translation>摘要没有写明工单编号。</translation>
    </message>
    <message>
        <source>Add the ticket key, e.g. JIRA-12345, so the summary alone leads to the record.</source>
        <translation>补上工单编号（例如 JIRA-12345），让读者仅凭摘要就能找到对应记录。</translation>
    </message>
    <message>
        <source>Add the ticket key %1 so the summary alone leads to the record.</source>
        <translation>补上工单编号 %1，让读者仅凭摘要就能找到对应记录。</translation>
    </message>
    <message>
        <source>The summary does not name the fix PR or commit.</source>
        <translation>摘要没有写明修复的 PR 或提交。</translation>
    </message>
    <message>
        <source>Add the PR or commit, e.g. org/repo#5751.</source>
        <translation>补上 PR 或提交，例如 org/repo#5751。</translation>
    </message>
    <message>
        <source>Add the fix reference %1.</source>
        <translation>补上修复引用 %1。</translation>
    </message>
    <message>
        <source>The summary does not name an owner.</source>
        <translation>摘要没有写明负责人。</translation>
    </message>
    <message>
        <source>Add the owner, e.g. “owner Alex (Tada team)”.</source>
        <translation>补上负责人，例如“负责人 Alex（Tada 团队）”。</translation>
    </message>
    <message>
        <source>Add the owner: %1.</source>
        <translation>补上负责人：%1。</translation>
    </message>
    <message>
        <source>Action item has no owner.</source>
        <translation>行动项没有负责人。</translation>
    </message>
    <message>
        <source>Name who does it, e.g. “(Alex, JIRA-12346)”; never invent one.</source>
        <translation>写明由谁负责，例如“（Alex，JIRA-12346）”；不要凭空编造负责人。</translation>
    </message>
    <message>
        <source>Action item has no ticket, PR or test name.</source>
        <translation>行动项没有工单、PR 或测试名称。</translation>
    </message>
    <message>
        <source>Add what tracks it: a ticket key, a PR, or the regression test&apos;s name.</source>
        <translation>补上跟踪事项：工单编号、PR 或回归测试名称。</translation>
    </message>
    <message>
        <source>Verification does not say which configurations were not retested.</source>
        <translation>验证部分没有说明哪些配置未重新测试。</translation>
    </message>
    <message>
        <source>If one configuration was verified, say so: “Verified on LLM-7B / 8 GPUs / dumbModel; not retested on other workloads.”</source>
        <translation>如果只验证了一种配置，请明确说明：“已在 LLM-7B / 8 GPUs / dumbModel 上验证；未在其他工作负载上重新测试。”</translation>
    </message>
    <message>
        <source>Why it slipped names no category.</source>
        <translation>“为什么问题会漏过去”没有写明原因类别。</translation>
    </message>
    <message>
        <source>Name the real one: CI gap, latent code, insufficient workload coverage, incomplete earlier fix, review miss — or “no good reason, we should have caught it”.</source>
        <translation>写明真实原因：CI 漏洞、潜伏代码、工作负载覆盖不足、先前修复不完整、评审遗漏——或者如实写“没有合理理由——我们本该发现这个问题”。</translation>
    </message>
</context>
<context>
    <name>pm::LivePreview</name>
    <message>
        <source>Live preview</source>
        <translation>实时预览</translation>
    </message>
</context>
<context>
    <name>pm::MainWindow</name>
    <message>
        <source>Preview the payload and export or publish it</source>
        <translation>预览负载，然后导出或发布</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>Start a post-mortem from the template</source>
        <translation>从模板开始撰写事后复盘</translation>
    </message>
    <message>
        <source>New &amp;From Template</source>
        <translation>从模板新建(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;English Template</source>
        <translation>英文模板(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Chinese Template (中文)</source>
        <translation>中文模板(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation>还原到已保存版本(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Export and Publish…</source>
        <translation>导出和发布(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Replace…</source>
        <translation>替换(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Next Section</source>
        <translation>下一部分(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Section</source>
        <translation>上一部分(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go to Section…</source>
        <translation>转到部分(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Sections</source>
        <translation>部分(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>The Post-mortem &amp;Discipline</source>
        <translation>事后复盘规范(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;About Post-mortem Editor</source>
        <translation>关于事后复盘编辑器(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.
Do you want to save them?</source>
        <translation>“%1”有未保存的更改。
要保存吗？</translation>
    </message>
    <message>
        <source>New draft (Chinese template)</source>
        <translation>已新建草稿（中文模板）</translation>
    </message>
    <message>
        <source>New draft (English template)</source>
        <translation>已新建草稿（英文模板）</translation>
    </message>
    <message>
        <source>Open Post-mortem</source>
        <translation>打开事后复盘</translation>
    </message>
    <message>
        <source>Post-mortem drafts (*.md *.markdown);;All files (*)</source>
        <translation>事后复盘草稿 (*.md *.markdown);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot Open Draft</source>
        <translation>无法打开草稿</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save Post-mortem As</source>
        <translation>事后复盘另存为</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Revert to Saved</source>
        <translation>还原到已保存版本</translation>
    </message>
    <message>
        <source>Discard every change since the last save?</source>
        <translation>要放弃上次保存以来的所有更改吗？</translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation>无法还原</translation>
    </message>
    <message>
        <source>Go to Section</source>
        <translation>转到部分</translation>
    </message>
    <message>
        <source>Section:</source>
        <translation>部分：</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>清空菜单(&amp;C)</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <source>“%1” was deleted or moved by another program.</source>
        <translation>“%1”已被其他程序删除或移动。</translation>
    </message>
    <message>
        <source>“%1” was changed by another program.</source>
        <translation>“%1”已被其他程序修改。</translation>
    </message>
    <message>
        <source>Your text is still here; save it to write the file again.</source>
        <translation>你的文本仍保留在编辑器中；保存即可重新写入该文件。</translation>
    </message>
    <message>
        <source>Reload it and lose your unsaved changes, or keep your version?</source>
        <translation>要重新加载（未保存的更改将丢失），还是保留你的版本？</translation>
    </message>
    <message>
        <source>Reload it, or keep the version shown here?</source>
        <translation>要重新加载，还是保留当前显示的版本？</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>保留我的版本(&amp;K)</translation>
    </message>
    <message>
        <source>Cannot Reload</source>
        <translation>无法重新加载</translation>
    </message>
    <message>
        <source>an untitled draft</source>
        <translation>未命名草稿</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的内容</translation>
    </message>
    <message>
        <source>The editor stopped before %1 was saved.</source>
        <translation>编辑器意外退出时，%1尚未保存。</translation>
    </message>
    <message>
        <source>Unsaved work from %1 was kept. Recover it?</source>
        <translation>已保留 %1 时未保存的内容。要恢复吗？</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <source>Cannot Recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Recovered unsaved work; save to keep it.</source>
        <translation>已恢复未保存的内容；请保存以免再次丢失。</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>首选项(&amp;F)…</translation>
    </message>
    <message>
        <source>Quick fix applied: %1</source>
        <translation>已应用快速修复：%1</translation>
    </message>
    <message>
        <source>Revision round %1</source>
        <translation>第 %1 轮修改</translation>
    </message>
    <message>
        <source>You may not write this file; Save As writes a copy.</source>
        <translation>你无权写入此文件；“另存为”会写入一份副本。</translation>
    </message>
    <message>
        <source>Under repair</source>
        <translation>正在修复</translation>
    </message>
    <message>
        <source>Blocked: %1</source>
        <translation>被阻止：%1</translation>
    </message>
    <message>
        <source>Fix or E&amp;xplain Problem</source>
        <translation>修复或解释问题(&amp;X)</translation>
    </message>
    <message>
        <source>No problems in this section.</source>
        <translation>此部分没有问题。</translation>
    </message>
    <message>
        <source>Post-mortem Editor &amp;Help</source>
        <translation>事后复盘编辑器帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
</context>
<context>
    <name>pm::MetadataBar</name>
    <message>
        <source>What broke, in one line</source>
        <translation>一句话说明出了什么问题</translation>
    </message>
    <message>
        <source>PROJECT-123</source>
        <translation>PROJECT-123</translation>
    </message>
    <message>
        <source>Name (team)</source>
        <translation>姓名（团队）</translation>
    </message>
    <message>
        <source>org/repo#123, 9f3c2e1, branch</source>
        <translation>org/repo#123、9f3c2e1、分支</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Tic&amp;ket:</source>
        <translation>工单(&amp;K)：</translation>
    </message>
    <message>
        <source>O&amp;wner:</source>
        <translation>负责人(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Refs:</source>
        <translation>引用(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>发布位置(&amp;D)：</translation>
    </message>
    <message>
        <source>not a JIRA key</source>
        <translation>不是有效的 JIRA 编号</translation>
    </message>
    <message>
        <source>The JIRA key of the source ticket, e.g. CDN-4821</source>
        <translation>源工单的 JIRA 编号，例如 CDN-4821</translation>
    </message>
    <message>
        <source>A JIRA key looks like PROJECT-123</source>
        <translation>JIRA 编号的格式形如 PROJECT-123</translation>
    </message>
    <message>
        <source>PRs, commits and branches, separated by commas</source>
        <translation>PR、提交和分支，用英文逗号分隔</translation>
    </message>
</context>
<context>
    <name>pm::ProblemHelp</name>
    <message>
        <source>No automatic fix: the editor does not know this rule.</source>
        <translation>无法自动修复：编辑器不认识这条规则。</translation>
    </message>
    <message>
        <source>No automatic fix here: deleting the hedge would change the sentence; state what you know or leave it out.</source>
        <translation>此处无法自动修复：删除含糊词会改变句意；请陈述你确知的事实，或者删掉。</translation>
    </message>
    <message>
        <source>No automatic fix: only you can describe the bug and the process gap instead of the person.</source>
        <translation>无法自动修复：只有你能把对人的描述改为对 bug 和流程缺口的描述。</translation>
    </message>
    <message>
        <source>No automatic fix: the active sentence needs its subject, which only you know.</source>
        <translation>无法自动修复：主动句需要主语，只有你知道是谁。</translation>
    </message>
    <message>
        <source>No automatic fix: name the function, event and condition from the code.</source>
        <translation>无法自动修复：请写出代码中的函数、事件和条件。</translation>
    </message>
    <message>
        <source>No automatic fix: add the identifiers, paths, SHAs or quoted errors you saw.</source>
        <translation>无法自动修复：请补上你看到的标识符、路径、SHA 或错误信息。</translation>
    </message>
    <message>
        <source>No automatic fix: move the proposal to its own document and link it from an action item.</source>
        <translation>无法自动修复：请把提议移到单独的文档，并在行动项中链接。</translation>
    </message>
    <message>
        <source>No automatic fix: where to split depends on the steps of your causal chain.</source>
        <translation>无法自动修复：在哪里分段取决于你的因果链步骤。</translation>
    </message>
    <message>
        <source>No automatic fix: replace the placeholder with the fact.</source>
        <translation>无法自动修复：请用事实替换占位符。</translation>
    </message>
    <message>
        <source>No automatic fix: this section needs your own words.</source>
        <translation>无法自动修复：这一部分需要你亲自撰写。</translation>
    </message>
    <message>
        <source>No automatic fix: write the missing fact into the summary sentence where it reads best.</source>
        <translation>无法自动修复：请把缺少的事实写进摘要中最通顺的位置。</translation>
    </message>
    <message>
        <source>No automatic fix: only you know who owns this item.</source>
        <translation>无法自动修复：只有你知道这一项的负责人。</translation>
    </message>
    <message>
        <source>No automatic fix: only you know the ticket, PR or test that tracks this item.</source>
        <translation>无法自动修复：只有你知道跟踪这一项的工单、PR 或测试。</translation>
    </message>
    <message>
        <source>No automatic fix: say what was not retested; only you know.</source>
        <translation>无法自动修复：请写明哪些没有重测，只有你知道。</translation>
    </message>
    <message>
        <source>No automatic fix: replace the claim with what was actually run.</source>
        <translation>无法自动修复：请把这一说法换成实际运行过的内容。</translation>
    </message>
    <message>
        <source>No automatic fix: name the category that applies; it is a judgement only you can make.</source>
        <translation>无法自动修复：请写明适用的类别，这只能由你判断。</translation>
    </message>
</context>
<context>
    <name>pm::Publish</name>
    <message>
        <source>Untitled post-mortem</source>
        <translation>未命名的事后复盘</translation>
    </message>
    <message>
        <source>JIRA comment</source>
        <translation>JIRA 评论</translation>
    </message>
    <message>
        <source>Markdown file (docs/postmortems)</source>
        <translation>Markdown 文件（docs/postmortems）</translation>
    </message>
    <message>
        <source>PR description</source>
        <translation>PR 描述</translation>
    </message>
    <message>
        <source>Wiki page</source>
        <translation>Wiki 页面</translation>
    </message>
    <message>
        <source>not ready to export: %1</source>
        <translation>尚不能导出：%1</translation>
    </message>
</context>
<context>
    <name>pm::PublishDialog</name>
    <message>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Export Post-mortem</source>
        <translation>导出事后复盘</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>发布位置</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>发布位置(&amp;D)：</translation>
    </message>
    <message>
        <source>Not ready to leave the editor</source>
        <translation>尚不能导出</translation>
    </message>
    <message>
        <source>Save Export As</source>
        <translation>导出内容另存为</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Post to JIRA</source>
        <translation>发布到 JIRA</translation>
    </message>
    <message>
        <source>you@example.com</source>
        <translation>you@example.com</translation>
    </message>
    <message>
        <source>API token</source>
        <translation>API 令牌</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>邮箱(&amp;E)：</translation>
    </message>
    <message>
        <source>API &amp;token:</source>
        <translation>API 令牌(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Post Comment</source>
        <translation>发布评论(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Post Comment to %1</source>
        <translation>发布评论到 %1(&amp;P)</translation>
    </message>
    <message>
        <source>Review the payload and tick the confirmation first</source>
        <translation>请先审阅负载并勾选确认</translation>
    </message>
    <message>
        <source>The draft has no ticket key</source>
        <translation>草稿没有工单编号</translation>
    </message>
    <message>
        <source>Posting to %1…</source>
        <translation>正在发布到 %1…</translation>
    </message>
    <message>
        <source>Posted: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation>已发布：&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Want a management-facing version? Hand this post-mortem to management-talk.</source>
        <translation>想要一个面向管理层的版本吗？可以把这份事后复盘交给 management-talk。</translation>
    </message>
    <message>
        <source>Not posted: %1. The draft is unchanged.</source>
        <translation>未发布：%1。草稿没有任何改动。</translation>
    </message>
    <message>
        <source>This is revision round %1. Rather than another pass over every section, which section is the problem?</source>
        <translation>这是第 %1 轮修改。与其再把每个部分都改一遍，不如先确定：到底是哪个部分有问题？</translation>
    </message>
    <message>
        <source>The section that is the problem</source>
        <translation>有问题的部分</translation>
    </message>
    <message>
        <source>&amp;Work on It</source>
        <translation>去修改(&amp;W)</translation>
    </message>
    <message>
        <source>Remember the token in the system &amp;keychain</source>
        <translation>在系统钥匙串中记住令牌(&amp;K)</translation>
    </message>
    <message>
        <source>I have &amp;reviewed the complete payload above</source>
        <translation>我已审阅上面的完整内容(&amp;R)</translation>
    </message>
    <message>
        <source>Pre&amp;view</source>
        <translation>预览(&amp;V)</translation>
    </message>
    <message>
        <source>Pa&amp;yload</source>
        <translation>发送内容(&amp;Y)</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>站点(&amp;I)：</translation>
    </message>
    <message>
        <source>// comment %1, %2 characters of ADF</source>
        <translation>// 评论 %1，%2 个 ADF 字符</translation>
    </message>
    <message numerus="yes">
        <source>Longer than one JIRA comment allows (%1 characters): it goes as %n numbered comments, split between sections. One confirmation covers them all.</source>
        <translation>
            <numerusform>超出一条 JIRA 评论的上限（%1 个字符）：将按部分拆分为 %n 条编号评论。一次确认即涵盖全部。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::PublishPlan</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>pm::RecoveryStore</name>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
</context>
<context>
    <name>pm::RepairBanner</name>
    <message>
        <source>A&amp;pply Front Matter</source>
        <translation>应用前置元数据(&amp;P)</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation>另存副本(&amp;C)…</translation>
    </message>
    <message>
        <source>Front matter</source>
        <translation>前置元数据</translation>
    </message>
    <message>
        <source>“%1” is not valid UTF-8 (%2). It is open read-only, with the bytes that cannot be read shown as �. Save a copy under a new name to work on it; the original is never written over.</source>
        <translation>“%1”不是有效的 UTF-8（%2）。已以只读方式打开，无法读取的字节显示为 �。请以新名称另存副本后再编辑；原文件不会被覆盖。</translation>
    </message>
    <message>
        <source>first at line %1</source>
        <translation>首次出现在第 %1 行</translation>
    </message>
    <message>
        <source>The front matter of “%1” cannot be read, so the sections are shown read-only. Repair it here and apply it; nothing is written until you save.</source>
        <translation>无法读取“%1”的前置元数据，因此各部分以只读方式显示。请在此处修复并应用；保存之前不会写入任何内容。</translation>
    </message>
</context>
<context>
    <name>pm::SectionEditor</name>
    <message>
        <source>Section text</source>
        <translation>部分正文</translation>
    </message>
</context>
<context>
    <name>pm::SectionListModel</name>
    <message>
        <source>Required section</source>
        <translation>必填部分</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>为空</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra section, kept as written</source>
        <translation>额外部分，按原样保留</translation>
    </message>
</context>
<context>
    <name>pm::SectionTabs</name>
    <message>
        <source>Sections</source>
        <translation>部分</translation>
    </message>
</context>
<context>
    <name>pm::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Lint rules</source>
        <translation>Lint 规则</translation>
    </message>
    <message>
        <source>Same as the interface</source>
        <translation>与界面语言相同</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A rule that is off here is off for every draft. A single draft can switch a rule off with &lt;code&gt;&amp;lt;!-- pm-lint: disable=RULE --&amp;gt;&lt;/code&gt;.</source>
        <translation>在此关闭的规则对所有草稿都不再检查。单份草稿可以用 &lt;code&gt;&amp;lt;!-- pm-lint: disable=RULE --&amp;gt;&lt;/code&gt; 单独关闭某条规则。</translation>
    </message>
    <message>
        <source>&amp;Enable All</source>
        <translation>全部启用(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;New drafts in:</source>
        <translation>新草稿语言(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Autosave and re-check after:</source>
        <translation>编辑后多久自动保存并重新检查(&amp;A)：</translation>
    </message>
</context>
<context>
    <name>pm::SquigglePainter</name>
    <message>
        <source>Fix: delete “%1”</source>
        <translation>修复：删除“%1”</translation>
    </message>
    <message>
        <source>Fix: replace “%1” with “%2”</source>
        <translation>修复：把“%1”替换为“%2”</translation>
    </message>
    <message>
        <source>The rule: %1</source>
        <translation>规则：%1</translation>
    </message>
</context>
<context>
    <name>pm::StatusFields</name>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Current section</source>
        <translation>当前部分</translation>
    </message>
    <message>
        <source>Cursor position</source>
        <translation>光标位置</translation>
    </message>
    <message>
        <source>Word and character counts</source>
        <translation>字数和字符数</translation>
    </message>
    <message>
        <source>Ln %1, Col %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>Section: %1 words, %2 chars · Document: %3 words, %4 chars</source>
        <translation>本部分：%1 字，%2 字符 · 全文：%3 字，%4 字符</translation>
    </message>
</context>
<context>
    <name>pm::WriteFailureNotice</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Autosave Failed</source>
        <translation>自动保存失败</translation>
    </message>
    <message>
        <source>Unsaved work cannot be autosaved: %1</source>
        <translation>未保存的内容无法自动保存：%1</translation>
    </message>
    <message>
        <source>Until it can, a crash would lose what you typed since the last save. Make room on the disk, or save the draft somewhere else.</source>
        <translation>在恢复之前，一旦崩溃，上次保存后输入的内容都会丢失。请腾出磁盘空间，或把草稿另存到别处。</translation>
    </message>
    <message>
        <source>Cannot Save Draft</source>
        <translation>无法保存草稿</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Nothing on disk was changed, and your text is still here. Save it somewhere else?</source>
        <translation>磁盘上的文件没有任何改动，你的文字也都还在。要另存到别处吗？</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
</context>
<context>
    <name>pm::cli</name>
    <message>
        <source>&lt;stdin&gt;: input larger than 16 MiB</source>
        <translation>&lt;stdin&gt;: 输入超过 16 MiB</translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation>无法写入: %1</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>未知命令 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>export: expected one FILE (export FILE --to jira|markdown|pr|wiki)</source>
        <translation>export: 需要一个 FILE 参数（用法：export FILE --to jira|markdown|pr|wiki）</translation>
    </message>
    <message>
        <source>export: --to must be jira, markdown, pr or wiki</source>
        <translation>export: --to 必须是 jira、markdown、pr 或 wiki</translation>
    </message>
    <message>
        <source>fmt: expected at least one FILE</source>
        <translation>fmt: 至少需要一个 FILE 参数</translation>
    </message>
    <message>
        <source>fmt: --check and --write exclude each other</source>
        <translation>fmt: --check 和 --write 不能同时使用</translation>
    </message>
    <message>
        <source>%1: not in canonical form</source>
        <translation>%1: 不是规范格式</translation>
    </message>
    <message>
        <source>%1: gate passed</source>
        <translation>%1: 门禁已通过</translation>
    </message>
    <message>
        <source>%1: gate failed: export and publish stay disabled until %2 pass</source>
        <translation>%1: 门禁未通过: 以下各项通过前，导出和发布保持禁用: %2</translation>
    </message>
    <message>
        <source>gate: --format must be text or json, not &apos;%1&apos;</source>
        <translation>gate: --format 必须是 text 或 json，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>gate: expected one FILE (gate FILE [--format text|json])</source>
        <translation>gate: 需要一个 FILE 参数（用法：gate FILE [--format text|json]）</translation>
    </message>
    <message>
        <source>lint: --format must be text or json, not &apos;%1&apos;</source>
        <translation>lint: --format 必须是 text 或 json，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>lint: expected FILE... (lint FILE... [--format text|json] [--strict])</source>
        <translation>lint: 需要 FILE... 参数（用法：lint FILE... [--format text|json] [--strict]）</translation>
    </message>
    <message>
        <source>md2adf: unknown option %1</source>
        <translation>md2adf: 未知选项 %1</translation>
    </message>
    <message>
        <source>md2adf: one input at most (usage: md2adf [FILE|-])</source>
        <translation>md2adf: 最多只能有一个输入（用法：md2adf [FILE|-]）</translation>
    </message>
    <message>
        <source>%1:%2: this is a binary file (it contains a NUL byte), not Markdown</source>
        <translation>%1:%2: 这是二进制文件（包含 NUL 字节），不是 Markdown</translation>
    </message>
    <message>
        <source>%1:%2: invalid UTF-8: Markdown must be UTF-8</source>
        <translation>%1:%2: UTF-8 编码无效: Markdown 必须使用 UTF-8 编码</translation>
    </message>
    <message>
        <source>new: unexpected argument &apos;%1&apos;</source>
        <translation>new: 多余的参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>new: --lang must be en or zh, not &apos;%1&apos;</source>
        <translation>new: --lang 必须是 en 或 zh，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: already exists; not overwriting it</source>
        <translation>%1: 文件已存在，不会覆盖</translation>
    </message>
    <message>
        <source>show: expected one FILE (show FILE --json)</source>
        <translation>show: 需要一个 FILE 参数（用法：show FILE --json）</translation>
    </message>
    <message>
        <source>show: only --json output exists; add --json</source>
        <translation>show: 仅支持 --json 输出；请加上 --json</translation>
    </message>
    <message>
        <source>publish: expected one FILE (publish FILE [--site URL] [--yes])</source>
        <translation>publish: 需要一个 FILE（publish FILE [--site URL] [--yes]）</translation>
    </message>
    <message>
        <source>publish: %1 (use --site or PM_JIRA_SITE)</source>
        <translation>publish: %1（请使用 --site 或 PM_JIRA_SITE）</translation>
    </message>
    <message>
        <source>publish: no JIRA account e-mail (set PM_JIRA_EMAIL)</source>
        <translation>publish: 没有 JIRA 账号邮箱（请设置 PM_JIRA_EMAIL）</translation>
    </message>
    <message>
        <source>publish: no API token (set PM_JIRA_TOKEN, or save one from the editor&apos;s Publish dialog)</source>
        <translation>publish: 没有 API 令牌（请设置 PM_JIRA_TOKEN，或在编辑器的发布对话框中保存）</translation>
    </message>
    <message>
        <source>About to POST a comment of %1 bytes to %2
  title: %3
  as: %4
</source>
        <translation>即将向 %2 POST 一条 %1 字节的评论
  标题：%3
  账号：%4
</translation>
    </message>
    <message>
        <source>publish: refusing to post without confirmation; no terminal to ask on (add --yes after reviewing `export --to jira`)</source>
        <translation>publish: 未经确认，拒绝发布；没有可供询问的终端（请先审阅 `export --to jira` 的输出，再加上 --yes）</translation>
    </message>
    <message>
        <source>Post it? Type yes to confirm: </source>
        <translation>确认发布吗？输入 yes 确认：</translation>
    </message>
    <message>
        <source>publish: not posted</source>
        <translation>publish: 未发布</translation>
    </message>
    <message>
        <source>publish: %1; the draft is unchanged</source>
        <translation>publish: %1；草稿没有任何改动</translation>
    </message>
    <message>
        <source>Posted. Want a management-facing version? Hand the post-mortem to management-talk.
</source>
        <translation>已发布。想要一个面向管理层的版本吗？可以把这份事后复盘交给 management-talk。
</translation>
    </message>
</context>
<context>
    <name>pm::safewrite</name>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message numerus="yes">
        <source>the file has %n hard links and replacing it would split them; nothing was written (write to another file, or remove the other links first)</source>
        <translation>
            <numerusform>该文件有 %n 个硬链接，替换它会拆散这些链接；未写入任何内容（请写入另一个文件，或先删除其他链接）</numerusform>
        </translation>
    </message>
</context>
</TS>
