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
    <name>pm::AdfPreview</name>
    <message>
        <source>Preview of the payload</source>
        <translation>负载预览</translation>
    </message>
</context>
<context>
    <name>pm::BlockerList</name>
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
    <message>
        <source>Facts</source>
        <translation>事实</translation>
    </message>
    <message>
        <source>state the missing facts in the Problems panel</source>
        <translation>在“问题”面板中写明缺少的事实</translation>
    </message>
</context>
<context>
    <name>pm::ChecksPanel</name>
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
        <source>Nothing blocks: the post-mortem may be exported and published (Ctrl+E).</source>
        <translation>没有阻碍：可以导出并发布这份事后复盘（Ctrl+E）。</translation>
    </message>
    <message>
        <source>Checking what blocks publishing…</source>
        <translation>正在检查哪些问题阻止发布…</translation>
    </message>
    <message>
        <source>Whether the draft may be published</source>
        <translation>草稿能否发布</translation>
    </message>
    <message>
        <source>The four facts</source>
        <translation>四项事实</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show problems of</source>
        <translation>显示问题类别</translation>
    </message>
    <message>
        <source>Show problems of one severity</source>
        <translation>只显示一种严重程度的问题</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>A new draft: state the four facts, then write the four required sections.</source>
        <translation>新草稿：先写明四项事实，再撰写四个必填部分。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) block publishing.</source>
        <translation>
            <numerusform>%n 个问题阻止发布。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fold the facts away</source>
        <translation>收起事实</translation>
    </message>
    <message>
        <source>Show the facts</source>
        <translation>展开事实</translation>
    </message>
    <message>
        <source>✓ all four stated</source>
        <translation>✓ 四项均已写明</translation>
    </message>
    <message>
        <source>%1 of %2 stated</source>
        <translation>已写明 %1 / %2 项</translation>
    </message>
    <message>
        <source>Still to state: %1</source>
        <translation>尚未写明：%1</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message numerus="yes">
        <source>None of this kind; %n other problem(s) are hidden by the filter.</source>
        <translation>
            <numerusform>没有此类问题；另有 %n 个问题被筛选隐藏。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::CredentialStore</name>
    <message>
        <source>this build has no keychain support</source>
        <translation>此构建不支持系统密钥存储（keychain）</translation>
    </message>
    <message>
        <source>the keychain accepted the token but does not give it back (%1)</source>
        <translation>密钥存储接受了令牌，但读不回来（%1）</translation>
    </message>
    <message>
        <source>a different value</source>
        <translation>读回的值不同</translation>
    </message>
</context>
<context>
    <name>pm::DocumentService</name>
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
    <message>
        <source>&apos;visibility&apos; must be a mapping, e.g. visibility: {type: role, value: Developers}</source>
        <translation>&apos;visibility&apos; 必须是映射，例如 visibility: {type: role, value: Developers}</translation>
    </message>
    <message>
        <source>&apos;published&apos; must be a mapping (comment_ids, url, revision, at)</source>
        <translation>&apos;published&apos; 必须是映射（comment_ids、url、revision、at）</translation>
    </message>
    <message>
        <source>is a symbolic link to a file that does not exist</source>
        <translation>是一个指向不存在文件的符号链接</translation>
    </message>
    <message>
        <source>more than %1 headings: too many for a post-mortem draft</source>
        <translation>标题超过 %1 个：对事后复盘草稿来说太多了</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number of at least 1, not &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 必须是不小于 1 的整数，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a quoted value is never closed: add the closing quote</source>
        <translation>引号括起的值没有结束：请补上右引号</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice, on lines %2 and %3; keep one</source>
        <translation>键 &apos;%1&apos; 出现了两次，分别在第 %2 行和第 %3 行；请只保留一个</translation>
    </message>
    <message>
        <source>the front matter holds more than %1 values (YAML aliases that repeat each other?)</source>
        <translation>front matter 中的值超过 %1 个（是否有相互重复引用的 YAML 别名？）</translation>
    </message>
    <message>
        <source>the name is not UTF-8 and matches several files: %1</source>
        <translation>文件名不是 UTF-8，且与多个文件相符：%1</translation>
    </message>
    <message>
        <source>this file is %1; drafts must be UTF-8: convert it with e.g. `iconv -f %1 -t UTF-8`</source>
        <extracomment>%1 is an encoding as iconv names it: UTF-16, UTF-16BE, UTF-32LE...</extracomment>
        <translation>此文件是 %1 编码；草稿必须是 UTF-8：可用例如 `iconv -f %1 -t UTF-8` 转换</translation>
    </message>
    <message>
        <source>there is text after the closing quote: put the whole value inside the quotes</source>
        <translation>右引号后面还有文字：请把整个值放进引号里</translation>
    </message>
    <message>
        <source>this line does not read as &quot;key: value&quot; under the keys above it</source>
        <translation>这一行不能按上面各键的格式读作“键: 值”</translation>
    </message>
    <message>
        <source>a value holds &quot;: &quot;, or a line is indented deeper than its key: put the value in quotes, or indent the line like the keys above</source>
        <translation>某个值里含有“: ”，或某一行比它的键缩进得更深：请给这个值加上引号，或让这一行与上面的键对齐缩进</translation>
    </message>
    <message>
        <source>a list opened with &apos;[&apos; is never closed with &apos;]&apos;</source>
        <translation>以“[”开始的列表没有用“]”结束</translation>
    </message>
    <message>
        <source>a value opened with &apos;{&apos; is never closed with &apos;}&apos;: put the value in quotes</source>
        <translation>以“{”开始的值没有用“}”结束：请给这个值加上引号</translation>
    </message>
    <message>
        <source>a tab indents this line: indent the front matter with spaces only</source>
        <translation>这一行用制表符缩进：front matter 只能用空格缩进</translation>
    </message>
    <message>
        <source>a backslash inside double quotes starts an escape: write \\ for a backslash, or use single quotes</source>
        <translation>双引号里的反斜杠表示转义：反斜杠本身请写成 \\，或改用单引号</translation>
    </message>
    <message>
        <source>a value that starts with &apos;*&apos; is a YAML reference: put the value in quotes</source>
        <translation>以“*”开头的值在 YAML 中是引用：请给这个值加上引号</translation>
    </message>
    <message>
        <source>%1 (YAML: %2)</source>
        <extracomment>%1: what to change; %2: the YAML parser&apos;s own words, left in English.</extracomment>
        <translation>%1（YAML：%2）</translation>
    </message>
</context>
<context>
    <name>pm::ExportFile</name>
    <message>
        <source>%1 is the draft this export is made from: saving the export there would replace the draft. Choose another file.</source>
        <translation>%1 是这次导出所依据的草稿：把导出保存在那里会替换掉草稿。请选择另一个文件。</translation>
    </message>
    <message>
        <source>Choose Another File</source>
        <translation>请选择另一个文件</translation>
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
        <source>Root cause is still a hypothesis: a post-mortem of a hypothesis misleads. Confirm the failure mechanism first.</source>
        <translation>根因仍是假设：对假设进行事后复盘会造成误导。请先确认故障机制。</translation>
    </message>
    <message>
        <source>Root cause is unknown: establish the failure mechanism and mark it confirmed.</source>
        <translation>根因未知：请先查明故障机制，再将其标记为“已确认”。</translation>
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
    <message>
        <source>Reliable reproduction: “%1” is “happens sometimes”; state how often it fails (e.g. “fails on 50/50 runs”, “3 of 10”, “30%”) or make it deterministic.</source>
        <translation>可靠复现：“%1”属于“偶尔会发生”；请写明失败频率（例如“50/50 次运行失败”“10 次中 3 次”“30%”），或使其可以确定性复现。</translation>
    </message>
    <message>
        <source>Reliable reproduction: no “deterministic” and no failure rate in “%1”; say it fails on every run, or how often.</source>
        <translation>可靠复现：“%1”中既没有“确定性复现”也没有失败率；请说明每次运行都会失败，或失败的频率。</translation>
    </message>
    <message>
        <source>Reliable reproduction: no steps a newcomer can run in “%1”; give a command, a test name or numbered steps.</source>
        <translation>可靠复现：“%1”中没有后来者可以执行的步骤；请给出命令、测试名称或编号步骤。</translation>
    </message>
    <message>
        <source>Known root cause: marked confirmed, but the Root cause section is empty; write the mechanism there.</source>
        <translation>已知根因：已标记为已确认，但“根因”部分为空；请在那里写明故障机制。</translation>
    </message>
    <message>
        <source>Known root cause: the Root cause section names no code identifier (read: “%1”); name the function, field or condition of the mechanism.</source>
        <translation>已知根因：“根因”部分没有任何代码标识符（读到：“%1”）；请写明机制涉及的函数、字段或条件。</translation>
    </message>
    <message>
        <source>Known root cause: the Root cause section hedges (“%1”); a confirmed mechanism is stated, not guessed.</source>
        <translation>已知根因：“根因”部分含糊其辞（“%1”）；已确认的机制应明确陈述，而不是猜测。</translation>
    </message>
    <message>
        <source>Fix reference: “%1” is not a PR, commit or branch; give a PR URL, org/repo#N, #N, a commit SHA (7-40 hex digits) or a branch.</source>
        <translation>修复引用：“%1”不是 PR、提交或分支；请给出 PR 链接、org/repo#N、#N、提交 SHA（7-40 位十六进制）或分支。</translation>
    </message>
    <message>
        <source>Fix verification: “%1” is a plan, not a result; verify first, then record what passed.</source>
        <translation>修复验证：“%1”是计划而不是结果；请先验证，再记录通过的内容。</translation>
    </message>
    <message>
        <source>Fix verification: “%1” says it was not verified.</source>
        <translation>修复验证：“%1”表明尚未验证。</translation>
    </message>
    <message>
        <source>Fix verification: no evidence in “%1”; give a passing test name, a run or workload id, before/after numbers or “N/N runs”.</source>
        <translation>修复验证：“%1”中没有证据；请给出通过的测试名称、运行或工作负载标识、修复前后的数值，或“N/N 次运行”。</translation>
    </message>
    <message>
        <source>Input does not pass: “%1”.</source>
        <translation>输入未通过：“%1”。</translation>
    </message>
    <message>
        <source>Reliable reproduction is empty: give steps a newcomer can run, deterministic or with a stated failure rate.</source>
        <translation>可靠复现为空：请给出后来者可以执行的步骤，并说明是确定性复现还是给出失败率。</translation>
    </message>
    <message>
        <source>Reliable reproduction: “%1” says the repro is not reliable; a post-mortem needs a deterministic repro or a stated failure rate (e.g. “fails on 50/50 runs”, “~30% of runs”).</source>
        <translation>可靠复现：“%1”表明复现并不可靠；事后复盘需要确定性复现，或写明失败率（例如“50/50 次运行失败”“约 30% 的运行”）。</translation>
    </message>
    <message>
        <source>Fix reference is empty: give a PR URL, org/repo#N, #N, a commit SHA or a branch.</source>
        <translation>修复引用为空：请给出 PR 链接、org/repo#N、#N、提交 SHA 或分支。</translation>
    </message>
    <message>
        <source>Fix verification is empty: give the evidence that the original repro now passes.</source>
        <translation>修复验证为空：请给出原复现现在可以通过的证据。</translation>
    </message>
    <message>
        <source>Reliable reproduction is missing (read: “%1”): give steps a newcomer can run, deterministic or with a stated failure rate.</source>
        <translation>缺少可靠的复现步骤（读到：“%1”）：请给出后来者可以执行的步骤，并说明是确定性复现还是给出失败率。</translation>
    </message>
    <message>
        <source>Fix reference is missing (read: “%1”): give a PR URL, org/repo#N, #N, a commit SHA or a branch.</source>
        <translation>缺少修复引用（读到：“%1”）：请给出 PR 链接、org/repo#N、#N、提交 SHA 或分支。</translation>
    </message>
    <message>
        <source>Fix verification is missing (read: “%1”): give the evidence that the original repro now passes.</source>
        <translation>缺少修复验证（读到：“%1”）：请给出原复现现在可以通过的证据。</translation>
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
    <name>pm::Import</name>
    <message>
        <source>already a draft (it has front matter); use fmt to rewrite it</source>
        <translation>已经是草稿（含有前置元数据）；请用 fmt 重写</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2): not one of the nine</source>
        <translation>“%1”（第 %2 行）：不属于九个部分</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2) -&gt; %3</source>
        <translation>“%1”（第 %2 行）-&gt; %3</translation>
    </message>
    <message>
        <source>the imported draft does not read back; nothing written</source>
        <translation>导入的草稿无法正确读回；未写入任何内容</translation>
    </message>
    <message>
        <source>Mapped to the nine sections (%1):</source>
        <translation>映射到九个部分（%1）：</translation>
    </message>
    <message>
        <source>Kept as extra sections (%1):</source>
        <translation>保留为额外部分（%1）：</translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Other headings, kept where they are (%1):</source>
        <translation>其他标题，保留原位（%1）：</translation>
    </message>
    <message>
        <source>Change a choice with --map LINE=SECTION (a section id such as root-cause, or extra).</source>
        <translation>用 --map 行号=部分 修改某项选择（部分 id 如 root-cause，或 extra）。</translation>
    </message>
    <message>
        <source>a name the draft format knows for this section</source>
        <translation>草稿格式认得的该部分名称</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2): before the sections (title or introduction)</source>
        <translation>“%1”（第 %2 行）：位于各部分之前（标题或引言）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2): inside the section above it</source>
        <translation>“%1”（第 %2 行）：保留在上方的部分之内</translation>
    </message>
    <message>
        <source>its text names code and a cause</source>
        <translation>其正文写明了代码和原因</translation>
    </message>
    <message>
        <source>its text links a change</source>
        <translation>其正文链接了一处改动</translation>
    </message>
    <message>
        <source>its text names a test that passes</source>
        <translation>其正文写明了通过的测试</translation>
    </message>
    <message>
        <source>its text says nobody was affected</source>
        <translation>其正文说明没有人受到影响</translation>
    </message>
    <message>
        <source>it stands under a retrospective and reviews the process</source>
        <translation>它位于复盘标题之下，回顾的是流程</translation>
    </message>
    <message>
        <source>the first level-1 heading: the title</source>
        <translation>第一个一级标题：即文档标题</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>你的选择</translation>
    </message>
    <message>
        <source>the heading says “%1”</source>
        <translation>标题写的是“%1”</translation>
    </message>
    <message>
        <source>it names %1, which an earlier or clearer heading has</source>
        <translation>它指的是“%1”，但该部分已归属于更早或更明确的标题</translation>
    </message>
    <message>
        <source>the heading says “%1”: not one of the nine</source>
        <translation>标题写的是“%1”：不属于九个部分</translation>
    </message>
    <message>
        <source>it names one bug of several, not a part of the story</source>
        <translation>它指的是多个 Bug 中的一个，而不是叙述的某个部分</translation>
    </message>
    <message>
        <source>its words name none of the nine</source>
        <translation>其措辞不对应九个部分中的任何一个</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4</source>
        <translation>%1、%2、%3和%4</translation>
    </message>
    <message>
        <source>The four facts are still empty: %1. State them under “The four facts” in the Problems panel.</source>
        <translation>四项事实仍为空：%1。请在“问题”面板的“四项事实”中写明。</translation>
    </message>
    <message>
        <source>The four facts are still empty: %1. State them in the draft&apos;s front matter.</source>
        <translation>四项事实仍为空：%1。请在草稿的 front matter 中写明。</translation>
    </message>
</context>
<context>
    <name>pm::ImportMappingDialog</name>
    <message>
        <source>Import “%1”</source>
        <translation>导入“%1”</translation>
    </message>
    <message>
        <source>Each heading of the document goes to one of the nine sections, stays as an extra section, or stays inside the section above it. Change any choice; the others are planned again, since each section goes to one heading.</source>
        <translation>文档的每个标题要么归入九个章节之一，要么保留为额外章节，要么留在上方的章节之内。任何一项都可以更改；因为每个章节只对应一个标题，其余各项会随之重新规划。</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Heading</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>H%1</source>
        <translation>H%1</translation>
    </message>
    <message>
        <source>Section for “%1” (line %2)</source>
        <translation>“%1”（第 %2 行）归入的章节</translation>
    </message>
    <message>
        <source>&amp;Open as Draft</source>
        <translation>作为草稿打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Restore Suggestions</source>
        <translation>恢复建议(&amp;R)</translation>
    </message>
    <message>
        <source>This mapping cannot be opened: %1</source>
        <translation>无法按此对应关系打开：%1</translation>
    </message>
    <message>
        <source>Title (before the sections)</source>
        <translation>标题（位于各章节之前）</translation>
    </message>
    <message>
        <source>Extra section (kept as written)</source>
        <translation>额外章节（保持原样）</translation>
    </message>
    <message>
        <source>Inside the section above</source>
        <translation>留在上方的章节之内</translation>
    </message>
</context>
<context>
    <name>pm::IssueTracker</name>
    <message>
        <source>the draft names no JIRA ticket to link the new issues to</source>
        <translation>草稿没有指明新工单要关联的 JIRA 工单</translation>
    </message>
    <message>
        <source>no project to create the issues in (--project KEY)</source>
        <translation>没有指定创建工单的项目（--project KEY）</translation>
    </message>
    <message>
        <source>JIRA answered %1</source>
        <translation>JIRA 返回 %1</translation>
    </message>
    <message>
        <source>JIRA could not be reached or did not answer: %1</source>
        <translation>无法连接 JIRA 或 JIRA 没有应答：%1</translation>
    </message>
    <message>
        <source>JIRA answered %1 without a readable issue key</source>
        <translation>JIRA 返回 %1，但没有可读的工单号</translation>
    </message>
    <message>
        <source>JIRA did not accept the account&apos;s token (401 Unauthorized: a wrong or expired API token or personal access token)</source>
        <translation>JIRA 不接受该账户的令牌（401 Unauthorized：API 令牌或个人访问令牌错误或已过期）</translation>
    </message>
    <message>
        <source>this account may not create issues in project %1 (403 Forbidden)</source>
        <translation>此账户无权在项目 %1 中创建工单（403 Forbidden）</translation>
    </message>
    <message>
        <source>this account may not see %1 (403 Forbidden)</source>
        <translation>此账户无权查看 %1（403 Forbidden）</translation>
    </message>
    <message>
        <source>JIRA has no project %1 to create issues in, or this account cannot see it (404 Not Found)</source>
        <translation>JIRA 上没有可创建工单的项目 %1，或此账户看不到它（404 Not Found）</translation>
    </message>
    <message>
        <source>JIRA has no issue %1, or this account cannot see it (404 Not Found)</source>
        <translation>JIRA 上没有工单 %1，或此账户看不到它（404 Not Found）</translation>
    </message>
</context>
<context>
    <name>pm::JiraAccountForm</name>
    <message>
        <source>Remember the token in the system &amp;keychain</source>
        <translation>在系统密钥存储中记住令牌(&amp;K)</translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation>正在检查系统密钥存储…</translation>
    </message>
    <message>
        <source>Test &amp;Connection</source>
        <translation>测试连接(&amp;C)</translation>
    </message>
    <message>
        <source>you@example.com</source>
        <translation>you@example.com</translation>
    </message>
    <message>
        <source>Ask the server (serverInfo)</source>
        <translation>询问服务器（serverInfo）</translation>
    </message>
    <message>
        <source>JIRA Cloud (e-mail and API token)</source>
        <translation>JIRA Cloud（邮箱和 API 令牌）</translation>
    </message>
    <message>
        <source>JIRA Data Center / Server (personal access token)</source>
        <translation>JIRA Data Center / Server（个人访问令牌）</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>站点(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Deployment:</source>
        <translation>部署方式(&amp;D)：</translation>
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
        <source>No system keychain answers here (no Secret Service): the token is kept for this session only.</source>
        <translation>此处没有可用的系统密钥存储（没有 Secret Service）：令牌仅在本次会话中保留。</translation>
    </message>
    <message>
        <source>The token could not be saved in the keychain: %1. It is kept for this session only.</source>
        <translation>无法把令牌保存到密钥存储：%1。令牌仅在本次会话中保留。</translation>
    </message>
    <message>
        <source>Enter the site and the personal access token</source>
        <translation>请填写站点和个人访问令牌</translation>
    </message>
    <message>
        <source>Enter the site, the e-mail and the API token</source>
        <translation>请填写站点、邮箱和 API 令牌</translation>
    </message>
    <message>
        <source>Enter the personal access token</source>
        <translation>请填写个人访问令牌</translation>
    </message>
    <message>
        <source>Enter the e-mail and the API token</source>
        <translation>请填写邮箱和 API 令牌</translation>
    </message>
    <message>
        <source>Enter the e-mail</source>
        <translation>请填写邮箱</translation>
    </message>
    <message>
        <source>Enter the API token</source>
        <translation>请填写 API 令牌</translation>
    </message>
    <message>
        <source>personal access token (your profile ▸ Personal Access Tokens)</source>
        <translation>个人访问令牌（个人资料 ▸ 个人访问令牌）</translation>
    </message>
    <message>
        <source>API token (id.atlassian.com ▸ Security ▸ API tokens)</source>
        <translation>API 令牌（id.atlassian.com ▸ 安全 ▸ API 令牌）</translation>
    </message>
    <message>
        <source>Asking %1 which JIRA it is…</source>
        <translation>正在询问 %1 是哪种 JIRA…</translation>
    </message>
    <message>
        <source>Asking %1 who this account is…</source>
        <translation>正在向 %1 查询此账号的身份…</translation>
    </message>
    <message>
        <source>The server did not say which JIRA it is (%1); choose the deployment.</source>
        <translation>服务器没有说明它是哪种 JIRA（%1）；请选择部署方式。</translation>
    </message>
    <message>
        <source>No answer from JIRA: %1</source>
        <translation>JIRA 无响应：%1</translation>
    </message>
    <message>
        <source>Connected, but JIRA named no account.</source>
        <translation>已连接，但 JIRA 没有给出账号名称。</translation>
    </message>
    <message>
        <source>Connected as %1.</source>
        <translation>已连接，账号为 %1。</translation>
    </message>
</context>
<context>
    <name>pm::JiraClient</name>
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
    <message>
        <source>the JIRA site URL must not contain a user name or password; put the e-mail and token in their own fields</source>
        <translation>JIRA 站点 URL 中不能包含用户名或密码；请把邮箱和令牌填在各自的字段里</translation>
    </message>
    <message>
        <source>Data Center / Server</source>
        <translation>Data Center / Server</translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation>Cloud</translation>
    </message>
    <message>
        <source>JIRA did not accept the account&apos;s token (401 Unauthorized: a wrong or expired API token or personal access token)</source>
        <translation>JIRA 不接受该账户的令牌（401 Unauthorized：API 令牌或个人访问令牌错误或已过期）</translation>
    </message>
</context>
<context>
    <name>pm::JiraSettingsPage</name>
    <message>
        <source>JIRA</source>
        <translation>JIRA</translation>
    </message>
    <message>
        <source>a command that reads the post-mortem as Markdown on stdin</source>
        <translation>一条从标准输入读取 Markdown 格式事后复盘的命令</translation>
    </message>
    <message>
        <source>&amp;Hand-off command:</source>
        <translation>交接命令(&amp;H)：</translation>
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
    <message>
        <source>The title is a placeholder: “%1”.</source>
        <translation>标题仍是占位符：“%1”。</translation>
    </message>
    <message>
        <source>Name the bug as an engineer would search for it, e.g. “Tada hang in dumbModel eval step”.</source>
        <translation>用工程师会搜索的方式命名这个 bug，例如“dumbModel 评估步骤中的 Tada 卡死”。</translation>
    </message>
    <message>
        <source>The destination is JIRA but the front matter names no ticket.</source>
        <translation>发布位置是 JIRA，但前置元数据中没有工单。</translation>
    </message>
    <message>
        <source>Add `ticket: KEY-123`: the comment is posted on that ticket.</source>
        <translation>添加 `ticket: KEY-123`：评论会发布到该工单上。</translation>
    </message>
    <message>
        <source>Section order</source>
        <translation>部分顺序</translation>
    </message>
    <message>
        <source>Summary: one paragraph</source>
        <translation>摘要：一段话</translation>
    </message>
    <message>
        <source>The summary is one paragraph.</source>
        <translation>摘要是一段话。</translation>
    </message>
    <message>
        <source>Summary: the fix</source>
        <translation>摘要：修复方式</translation>
    </message>
    <message>
        <source>The summary states the fix in a sentence.</source>
        <translation>摘要用一句话说明修复方式。</translation>
    </message>
    <message>
        <source>Summary: fix reference</source>
        <translation>摘要：修复引用</translation>
    </message>
    <message>
        <source>The summary names the fix reference of the front matter.</source>
        <translation>摘要写明前置元数据中的修复引用。</translation>
    </message>
    <message>
        <source>Fix: PR or commit</source>
        <translation>修复：PR 或提交</translation>
    </message>
    <message>
        <source>The Fix section links the PR or commit.</source>
        <translation>“修复”部分附上 PR 或提交链接。</translation>
    </message>
    <message>
        <source>Fix: earlier attempt</source>
        <translation>修复：先前的尝试</translation>
    </message>
    <message>
        <source>An earlier symptom-masking attempt says why it was wrong.</source>
        <translation>先前掩盖症状的尝试需说明其问题所在。</translation>
    </message>
    <message>
        <source>How it was found: repro</source>
        <translation>如何发现问题：复现</translation>
    </message>
    <message>
        <source>Which repro made the bug stable.</source>
        <translation>哪种复现方式让问题可以稳定复现。</translation>
    </message>
    <message>
        <source>How it was found: tools</source>
        <translation>如何发现问题：工具</translation>
    </message>
    <message>
        <source>Which tools found it: debugger, tracing, bisection, instrumentation.</source>
        <translation>哪些工具帮助找到问题：调试器、追踪、二分、插桩。</translation>
    </message>
    <message>
        <source>How it was found: hypotheses</source>
        <translation>如何发现问题：假设</translation>
    </message>
    <message>
        <source>The hypotheses tried and why each was ruled out.</source>
        <translation>尝试过哪些假设，又为何排除。</translation>
    </message>
    <message>
        <source>How it was found: experiment</source>
        <translation>如何发现问题：实验</translation>
    </message>
    <message>
        <source>The experiment that confirmed the cause.</source>
        <translation>确认根因的那项实验。</translation>
    </message>
    <message>
        <source>Narrative</source>
        <translation>叙事</translation>
    </message>
    <message>
        <source>Root cause is the mechanism, not the story of the night.</source>
        <translation>根因写的是机制，而不是当晚的经过。</translation>
    </message>
    <message>
        <source>Title placeholder</source>
        <translation>标题占位符</translation>
    </message>
    <message>
        <source>The title is still a placeholder such as &quot;(title)&quot;.</source>
        <translation>标题仍是“（标题）”之类的占位符。</translation>
    </message>
    <message>
        <source>Ticket missing</source>
        <translation>缺少工单</translation>
    </message>
    <message>
        <source>A post-mortem for JIRA names its ticket in the front matter.</source>
        <translation>发布到 JIRA 的事后复盘需在前置元数据中写明工单。</translation>
    </message>
    <message>
        <source>How it was found does not say which repro made the bug stable.</source>
        <translation>“如何发现问题”没有说明哪种复现方式让问题可以稳定复现。</translation>
    </message>
    <message>
        <source>Say how the repro was narrowed until it failed every time.</source>
        <translation>说明复现是如何被缩小到每次都失败的。</translation>
    </message>
    <message>
        <source>How it was found names no tool.</source>
        <translation>“如何发现问题”没有提到任何工具。</translation>
    </message>
    <message>
        <source>Name what helped: a debugger, tracing, bisection, instrumentation in the code.</source>
        <translation>写明帮助找到问题的工具：调试器、追踪、二分、代码内插桩。</translation>
    </message>
    <message>
        <source>How it was found lists no hypotheses and why each was ruled out.</source>
        <translation>“如何发现问题”没有列出尝试过的假设及其排除原因。</translation>
    </message>
    <message>
        <source>One sentence per hypothesis tried: what it was, and what ruled it out.</source>
        <translation>每个尝试过的假设用一句话说明：假设是什么，什么排除了它。</translation>
    </message>
    <message>
        <source>How it was found does not name the experiment that confirmed the cause.</source>
        <translation>“如何发现问题”没有写明确认根因的实验。</translation>
    </message>
    <message>
        <source>Name the one experiment that settled it, e.g. “with numStreams = 2 the hang disappears”.</source>
        <translation>写明锁定问题的那项实验，例如“设为 numStreams = 2 后卡死消失”。</translation>
    </message>
    <message>
        <source>The summary runs past one paragraph.</source>
        <translation>摘要超过了一段。</translation>
    </message>
    <message>
        <source>Keep the summary to one paragraph: what broke, the fix in a sentence, ticket, PR and owner; the rest belongs in the sections below.</source>
        <translation>摘要保持一段：出了什么问题、一句话说明修复方式、工单、PR 和负责人；其余内容放到后面的部分。</translation>
    </message>
    <message>
        <source>The summary does not state the fix.</source>
        <translation>摘要没有说明修复方式。</translation>
    </message>
    <message>
        <source>Add one sentence on what the fix changes, e.g. “Fixed by removing the unsafe fast path.”</source>
        <translation>用一句话说明修复改动了什么，例如“通过移除不安全的快速路径修复。”</translation>
    </message>
    <message>
        <source>The summary does not mention the fix reference %1.</source>
        <translation>摘要没有提到修复引用 %1。</translation>
    </message>
    <message>
        <source>Name the same PR or commit as the front matter, so the summary alone leads to the change.</source>
        <translation>写明与前置元数据相同的 PR 或提交，让读者只看摘要也能找到这次改动。</translation>
    </message>
    <message>
        <source>The Fix section links no PR or commit.</source>
        <translation>“修复”部分没有附上 PR 或提交链接。</translation>
    </message>
    <message>
        <source>Link the change: a PR (org/repo#N, a pull URL) or a commit SHA.</source>
        <translation>附上改动链接：PR（org/repo#N 或 PR 链接）或提交 SHA。</translation>
    </message>
    <message>
        <source>An earlier attempt (“%1”) is mentioned without saying why it was wrong.</source>
        <translation>提到了先前的尝试（“%1”），但没有说明它的问题所在。</translation>
    </message>
    <message>
        <source>Say what it masked and why the cause survived it; that history is part of the cause.</source>
        <translation>说明它掩盖了什么、为什么根因没有被消除；这段历史也是原因的一部分。</translation>
    </message>
    <message>
        <source>Narrative in Root cause: “%1”.</source>
        <translation>“根因”中出现叙事：“%1”。</translation>
    </message>
    <message>
        <source>State the mechanism: which function did what under which condition. The story of the debugging belongs in How it was found.</source>
        <translation>陈述机制：哪个函数在什么条件下做了什么。调试经过应写在“如何发现问题”中。</translation>
    </message>
    <message>
        <source>Vague mechanism: “%1”: an indefinite cause, with no code identifier in its sentence.</source>
        <translation>机制含糊：“%1”：原因不明确，所在句子中没有代码标识符。</translation>
    </message>
    <message>
        <source>“%1” comes after “%2”; the discipline puts it before.</source>
        <translation>“%1”位于“%2”之后；规范要求它在前面。</translation>
    </message>
    <message>
        <source>Run `postmortem-editor fmt --write` to put the sections in the discipline&apos;s order (extra sections stay after the section they followed).</source>
        <translation>运行 `postmortem-editor fmt --write` 按规范顺序排列各部分（额外部分保持在原先所跟随的部分之后）。</translation>
    </message>
    <message>
        <source>Sections follow the discipline&apos;s order; fmt --write reorders them.</source>
        <translation>各部分按规范顺序排列；fmt --write 可重新排序。</translation>
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
        <source>“%1” was changed by another program since it was opened here.</source>
        <translation>“%1”在此打开后已被其他程序修改。</translation>
    </message>
    <message>
        <source>Overwrite it with your version, reload the other version (your unsaved changes are lost), or save yours under another name?</source>
        <translation>用你的版本覆盖它、重新载入另一版本（未保存的修改会丢失），还是把你的版本另存为其他文件？</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Import Post-mortem…</source>
        <translation>导入事后复盘(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a Post-mortem</source>
        <translation>导入事后复盘</translation>
    </message>
    <message>
        <source>Markdown (*.md *.markdown *.txt);;All files (*)</source>
        <translation>Markdown (*.md *.markdown *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>无法导入</translation>
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
    <message>
        <source>Checking what blocks publishing…</source>
        <translation>正在检查哪些问题阻止发布…</translation>
    </message>
    <message>
        <source>The file was changed by another program after that (%1); saving the recovered work will ask before replacing it.</source>
        <translation>此后该文件已被其他程序修改（%1）；保存恢复的内容前会先询问是否替换它。</translation>
    </message>
    <message>
        <source>New from &amp;Ticket…</source>
        <translation>从工单新建(&amp;T)…</translation>
    </message>
    <message>
        <source>Start a post-mortem from a JIRA issue: its title, owner and linked pull requests</source>
        <translation>从 JIRA 工单开始一篇事后复盘：带上它的标题、负责人和关联的拉取请求</translation>
    </message>
    <message>
        <source>New from Ticket</source>
        <translation>从工单新建</translation>
    </message>
    <message>
        <source>JIRA issue key (e.g. CDN-4821):</source>
        <translation>JIRA 工单号（例如 CDN-4821）：</translation>
    </message>
    <message>
        <source>Cannot Start from a Ticket</source>
        <translation>无法从工单新建</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a JIRA issue key (PROJECT-123)</source>
        <translation>“%1”不是 JIRA 工单号（PROJECT-123）</translation>
    </message>
    <message>
        <source>Set up the JIRA account once in Preferences ▸ JIRA first.</source>
        <translation>请先在“首选项 ▸ JIRA”中设置一次 JIRA 账户。</translation>
    </message>
    <message>
        <source>No token for %1: enter it in Preferences ▸ JIRA.</source>
        <translation>没有 %1 的令牌：请在“首选项 ▸ JIRA”中输入。</translation>
    </message>
    <message>
        <source>Reading %1 from %2…</source>
        <translation>正在从 %2 读取 %1…</translation>
    </message>
    <message>
        <source>Cannot Start from %1</source>
        <translation>无法从 %1 新建</translation>
    </message>
    <message>
        <source>New draft from %1: %2</source>
        <translation>从 %1 新建的草稿：%2</translation>
    </message>
    <message>
        <source>Cannot Add the Word</source>
        <translation>无法添加该词</translation>
    </message>
    <message>
        <source>The project&apos;s word list could not be written: %1</source>
        <translation>无法写入项目词表：%1</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>显示工具栏(&amp;T)</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>没有问题。</translation>
    </message>
    <message>
        <source>Next &amp;Problem</source>
        <translation>下一个问题(&amp;P)</translation>
    </message>
    <message>
        <source>Previous P&amp;roblem</source>
        <translation>上一个问题(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (read-only)[*]</source>
        <translation>%1（只读）[*]</translation>
    </message>
    <message>
        <source>Create Iss&amp;ues for Action Items…</source>
        <translation>为行动项创建工单(&amp;U)…</translation>
    </message>
    <message>
        <source>Create a JIRA issue for each action item that has an owner but nothing tracking it</source>
        <translation>为每个有负责人但没有任何跟踪的行动项创建一个 JIRA 工单</translation>
    </message>
    <message>
        <source>Create a JIRA Issue for This Item…</source>
        <translation>为此项创建 JIRA 工单…</translation>
    </message>
    <message numerus="yes">
        <source>%n issue key(s) written into the action items</source>
        <translation>
            <numerusform>已将 %n 个工单号写入行动项</numerusform>
        </translation>
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
    <message>
        <source>No automatic fix here: File ▸ Save keeps your order; `postmortem-editor fmt --write` writes the sections in the discipline&apos;s order.</source>
        <translation>此处无法自动修复：文件 ▸ 保存会保留你的顺序；`postmortem-editor fmt --write` 会按规范的顺序写出各部分。</translation>
    </message>
    <message>
        <source>No automatic fix: the summary&apos;s sentence about the fix is yours to write.</source>
        <translation>无法自动修复：摘要中关于修复的那句话需要你亲自撰写。</translation>
    </message>
    <message>
        <source>No automatic fix: link the PR or commit that holds the fix.</source>
        <translation>无法自动修复：请链接包含修复的 PR 或提交。</translation>
    </message>
    <message>
        <source>No automatic fix: say why the earlier attempt only hid the symptom.</source>
        <translation>无法自动修复：请说明先前的尝试为何只是掩盖了症状。</translation>
    </message>
    <message>
        <source>No automatic fix: only you know how the bug was found.</source>
        <translation>无法自动修复：只有你知道这个 bug 是如何被发现的。</translation>
    </message>
    <message>
        <source>No automatic fix: keep the mechanism and move the story to the timeline, if anywhere.</source>
        <translation>无法自动修复：保留机制描述，把经过叙述移到时间线（如有需要）。</translation>
    </message>
    <message>
        <source>No automatic fix: give the post-mortem a title that names the bug.</source>
        <translation>无法自动修复：请给这份事后复盘起一个点明 bug 的标题。</translation>
    </message>
    <message>
        <source>No automatic fix: enter the JIRA key of the ticket in the metadata bar.</source>
        <translation>无法自动修复：请在元数据栏中填写工单的 JIRA 编号。</translation>
    </message>
</context>
<context>
    <name>pm::ProblemsModel</name>
    <message>
        <source>Title, ticket and facts</source>
        <translation>标题、工单和事实</translation>
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
    <message>
        <source>The post-mortem has no title</source>
        <translation>这份事后复盘没有标题</translation>
    </message>
    <message>
        <source>The title is still the placeholder &apos;%1&apos;</source>
        <translation>标题仍是占位文字 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The draft names no JIRA ticket to comment on (ticket: PROJECT-123)</source>
        <translation>草稿没有写明要评论的 JIRA 工单（请在“工单”一栏填写，如 PROJECT-123）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a JIRA issue key (PROJECT-123)</source>
        <translation>“%1”不是 JIRA 工单编号（格式如 PROJECT-123）</translation>
    </message>
    <message>
        <source>The introduction</source>
        <translation>引言</translation>
    </message>
    <message>
        <source>&apos;%1&apos; alone is %2 characters of ADF; a JIRA comment holds at most %3. Shorten it or move detail to a linked document.</source>
        <translation>仅 &apos;%1&apos; 一节就有 %2 个字符的 ADF；一条 JIRA 评论最多容纳 %3 个。请精简，或把细节移到链接的文档中。</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; alone is %2 characters of wiki markup; a JIRA comment holds at most %3. Shorten it or move detail to a linked document.</source>
        <translation>“%1”单独就有 %2 个 wiki 标记字符；一条 JIRA 评论最多容纳 %3 个。请缩短，或把细节移到链接的文档中。</translation>
    </message>
</context>
<context>
    <name>pm::PublishDialog</name>
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
        <source>// comment %1, %2 characters of ADF</source>
        <translation>// 评论 %1，%2 个字符的 ADF</translation>
    </message>
    <message numerus="yes">
        <source>Longer than one JIRA comment allows (%1 characters): it goes as %n numbered comments, split between sections. One confirmation covers them all.</source>
        <translation>
            <numerusform>超出单条 JIRA 评论的上限（%1 个字符）：将在各节之间拆分，作为 %n 条编号评论发布。一次确认涵盖全部评论。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>复制(&amp;O)</translation>
    </message>
    <message>
        <source>Post as a &amp;new comment</source>
        <translation>作为新评论发布(&amp;N)</translation>
    </message>
    <message>
        <source>I have &amp;reviewed the complete payload above</source>
        <translation>我已审阅上面的完整负载(&amp;R)</translation>
    </message>
    <message>
        <source>Cance&amp;l Posting</source>
        <translation>取消发布(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Hand Off to management-talk…</source>
        <translation>交给 management-talk(&amp;H)…</translation>
    </message>
    <message>
        <source>Pre&amp;view</source>
        <translation>预览(&amp;V)</translation>
    </message>
    <message>
        <source>Pa&amp;yload</source>
        <translation>负载(&amp;Y)</translation>
    </message>
    <message>
        <source>everyone who can see the ticket (or role:Developers, group:NAME)</source>
        <translation>所有能看到该工单的人（或 role:Developers、group:名称）</translation>
    </message>
    <message>
        <source>&amp;Update the published comment (revision %1)</source>
        <translation>更新已发布的评论（第 %1 版）(&amp;U)</translation>
    </message>
    <message>
        <source>Visi&amp;bility:</source>
        <translation>可见范围(&amp;B)：</translation>
    </message>
    <message numerus="yes">
        <source>%1. Trying again in %n s…</source>
        <translation>
            <numerusform>%1。%n 秒后重试…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling; then looking on %1 for what arrived…</source>
        <translation>正在取消；随后在 %1 上查看哪些内容已送达…</translation>
    </message>
    <message>
        <source>Recorded in the draft: published revision %1 (save to keep it).</source>
        <translation>已记录到草稿中：已发布第 %1 版（保存后生效）。</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>The post-mortem is on the clipboard as Markdown, for management-talk.</source>
        <translation>事后复盘已作为 Markdown 复制到剪贴板，可交给 management-talk。</translation>
    </message>
    <message>
        <source>Save a Hand-off File…</source>
        <translation>保存交接文件…</translation>
    </message>
    <message>
        <source>Save Hand-off File</source>
        <translation>保存交接文件</translation>
    </message>
    <message>
        <source>Saved %1 for management-talk.</source>
        <translation>已为 management-talk 保存 %1。</translation>
    </message>
    <message>
        <source>Run a Command (set one in Preferences)</source>
        <translation>运行命令（请在首选项中设置）</translation>
    </message>
    <message>
        <source>Run “%1”</source>
        <translation>运行“%1”</translation>
    </message>
    <message>
        <source>%1 took the post-mortem.</source>
        <translation>%1 已接收事后复盘。</translation>
    </message>
    <message>
        <source>%1 failed (exit %2).</source>
        <translation>%1 运行失败（退出码 %2）。</translation>
    </message>
    <message>
        <source>Cannot run %1: %2</source>
        <translation>无法运行 %1：%2</translation>
    </message>
    <message>
        <source>Account in Pre&amp;ferences…</source>
        <translation>在首选项中设置账户(&amp;F)…</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>账户：</translation>
    </message>
    <message>
        <source>No JIRA account yet: set it up once in Preferences ▸ JIRA (or enter it below).</source>
        <translation>还没有 JIRA 账户：在“首选项 ▸ JIRA”中设置一次（或在下面填写）。</translation>
    </message>
    <message>
        <source>Posts as %1 to %2 (enter the API token)</source>
        <translation>以 %1 的身份发布到 %2（请填写 API 令牌）</translation>
    </message>
    <message>
        <source>Posts as %1 to %2</source>
        <translation>以 %1 的身份发布到 %2</translation>
    </message>
    <message>
        <source>Posts to %1 (JIRA Data Center; enter the personal access token)</source>
        <translation>发布到 %1（JIRA Data Center；请输入个人访问令牌）</translation>
    </message>
    <message>
        <source>Posts to %1 with a personal access token (JIRA Data Center)</source>
        <translation>用个人访问令牌发布到 %1（JIRA Data Center）</translation>
    </message>
    <message>
        <source>// comment %1, %2 characters of wiki markup</source>
        <translation>// 评论 %1，%2 个字符的 wiki 标记</translation>
    </message>
    <message>
        <source>Why posting is not possible yet</source>
        <translation>暂时不能发布的原因</translation>
    </message>
    <message>
        <source>Copy &amp;JSON</source>
        <translation>复制 JSON(&amp;J)</translation>
    </message>
    <message>
        <source>The exact request bodies, for a script or a bug report</source>
        <translation>原样的请求正文，供脚本或问题报告使用</translation>
    </message>
    <message>
        <source>The request JSON is on the clipboard.</source>
        <translation>请求 JSON 已复制到剪贴板。</translation>
    </message>
    <message>
        <source>The comment is on the clipboard, formatted (paste it into JIRA) and as Markdown.</source>
        <translation>评论已复制到剪贴板：带格式（可直接粘贴到 JIRA）并附 Markdown。</translation>
    </message>
    <message>
        <source>Re&amp;member this site and e-mail in Preferences</source>
        <translation>在首选项中记住此站点和邮箱(&amp;M)</translation>
    </message>
</context>
<context>
    <name>pm::Publisher</name>
    <message>
        <source>&apos;%1&apos; is not a JIRA issue key (PROJECT-123)</source>
        <translation>“%1”不是 JIRA 工单编号（格式如 PROJECT-123）</translation>
    </message>
    <message>
        <source>the published post-mortem has %1 comment(s) and this one %2; post it as new comments instead</source>
        <translation>已发布的事后复盘有 %1 条评论，而这一份有 %2 条；请改为发布新评论</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Looking on %1 for comments already posted…</source>
        <translation>正在 %1 上查找已发布的评论…</translation>
    </message>
    <message>
        <source>Posting comment %1 to %2…</source>
        <translation>正在向 %2 发布评论 %1…</translation>
    </message>
    <message>
        <source>Posting to %1…</source>
        <translation>正在发布到 %1…</translation>
    </message>
    <message>
        <source>Updating comment %1 on %2…</source>
        <translation>正在更新 %2 上的评论 %1…</translation>
    </message>
    <message>
        <source>JIRA could not be reached: %1</source>
        <translation>无法连接 JIRA：%1</translation>
    </message>
    <message>
        <source>no connection to JIRA within %1 s</source>
        <translation>%1 秒内未能连接到 JIRA</translation>
    </message>
    <message>
        <source>the connection closed before JIRA answered</source>
        <translation>JIRA 应答前连接已关闭</translation>
    </message>
    <message>
        <source>JIRA did not finish answering within %1 s (silent or trickling)</source>
        <translation>JIRA 未在 %1 秒内完成应答（无响应或响应极慢）</translation>
    </message>
    <message>
        <source>the %1 s deadline ran out (PM_JIRA_TIMEOUT)</source>
        <translation>%1 秒的时限已到（PM_JIRA_TIMEOUT）</translation>
    </message>
    <message>
        <source>JIRA&apos;s answer was larger than 1 MiB</source>
        <translation>JIRA 的应答超过 1 MiB</translation>
    </message>
    <message>
        <source>JIRA answered %1 without a readable comment id</source>
        <translation>JIRA 返回了 %1，但其中没有可读的评论 ID</translation>
    </message>
    <message>
        <source>JIRA&apos;s comment list could not be read</source>
        <translation>无法读取 JIRA 的评论列表</translation>
    </message>
    <message>
        <source> (%1 of %2 comments are on the ticket; publishing again posts only the rest)</source>
        <translation>（%2 条评论中已有 %1 条在工单上；再次发布只会发布其余部分）</translation>
    </message>
    <message>
        <source>updated on %1</source>
        <translation>已在 %1 上更新</translation>
    </message>
    <message>
        <source>posted %1 comments to %2</source>
        <translation>已向 %2 发布 %1 条评论</translation>
    </message>
    <message>
        <source>posted to %1</source>
        <translation>已发布到 %1</translation>
    </message>
    <message>
        <source>posted (found on the ticket %1)</source>
        <translation>已发布（在工单 %1 上找到）</translation>
    </message>
    <message>
        <source>not posted: %1</source>
        <translation>未发布：%1</translation>
    </message>
    <message>
        <source>unknown: check %1 (%2) - %3</source>
        <translation>结果未知：请查看 %1（%2）- %3</translation>
    </message>
    <message>
        <source>%1 has more new comments than the look-up reads (%2)</source>
        <translation>%1 上的新评论多于查找所能读取的数量（%2）</translation>
    </message>
    <message>
        <source>the comment was prepared for JIRA %1 and the account is on JIRA %2</source>
        <translation>评论是为 JIRA %1 准备的，而账户在 JIRA %2 上</translation>
    </message>
    <message>
        <source>JIRA could not be reached (%1): nothing was posted to %2</source>
        <translation>无法连接 JIRA（%1）：没有向 %2 发布任何内容</translation>
    </message>
    <message>
        <source>nothing was posted to %1: %2</source>
        <translation>没有向 %1 发布任何内容：%2</translation>
    </message>
</context>
<context>
    <name>pm::RecoveryStore</name>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>%1 belongs to another session</source>
        <translation>%1 属于另一个会话</translation>
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
    <message>
        <source>More sections</source>
        <translation>更多章节</translation>
    </message>
    <message numerus="yes">
        <source>More sections (%n)</source>
        <translation>
            <numerusform>更多章节（%n）</numerusform>
        </translation>
    </message>
    <message>
        <source>This draft has more sections than fit in tabs; pick one from the list.</source>
        <translation>此草稿的章节多于标签页能容纳的数量；请从列表中选择一个。</translation>
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
        <source>Enable A&amp;ll</source>
        <translation>全部启用(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;New drafts in:</source>
        <translation>新草稿语言(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Autosave and re-check after:</source>
        <translation>编辑后多久自动保存并重新检查(&amp;A)：</translation>
    </message>
    <message>
        <source>Proportional, code in monospace</source>
        <translation>比例字体，代码用等宽字体</translation>
    </message>
    <message>
        <source>Monospace</source>
        <translation>等宽字体</translation>
    </message>
    <message>
        <source>&amp;Font of the text:</source>
        <translation>正文字体(&amp;F)：</translation>
    </message>
</context>
<context>
    <name>pm::SpellChecker</name>
    <message>
        <source>Check &amp;Spelling</source>
        <translation>检查拼写(&amp;S)</translation>
    </message>
    <message>
        <source>This build has no spell checker (it was built without Sonnet).</source>
        <translation>此版本没有拼写检查（构建时未包含 Sonnet）。</translation>
    </message>
    <message>
        <source>No English dictionary was found for Sonnet (install hunspell-en-us).</source>
        <translation>Sonnet 未找到英文词典（请安装 hunspell-en-us）。</translation>
    </message>
    <message>
        <source>Mark misspelt words in the prose (%1)</source>
        <translation>标出正文中拼错的单词（%1）</translation>
    </message>
    <message>
        <source>Spelling: “%1” is not in the dictionary (%2)</source>
        <translation>拼写：“%1”不在词典中（%2）</translation>
    </message>
    <message>
        <source>Spelling: “%1” (the dictionary has no suggestion)</source>
        <translation>拼写：“%1”（词典没有建议）</translation>
    </message>
    <message>
        <source>Spelling: “%1”</source>
        <translation>拼写：“%1”</translation>
    </message>
    <message>
        <source>&amp;Add to Dictionary</source>
        <translation>加入词典(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Ignore</source>
        <translation>忽略(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Add to Project Dictionary</source>
        <translation>加入项目词典(&amp;A)</translation>
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
    <name>pm::TicketReader</name>
    <message>
        <source>&apos;%1&apos; is not a JIRA issue key (PROJECT-123)</source>
        <translation>“%1”不是 JIRA 工单号（PROJECT-123）</translation>
    </message>
    <message>
        <source>JIRA has no issue %1, or this account cannot see it (404)</source>
        <translation>JIRA 没有工单 %1，或者此账户看不到它（404）</translation>
    </message>
    <message>
        <source>this account may not read %1 (403)</source>
        <translation>此账户无权读取 %1（403）</translation>
    </message>
    <message>
        <source>JIRA did not accept the token: it is wrong or expired (401)</source>
        <translation>JIRA 不接受该令牌：令牌错误或已过期（401）</translation>
    </message>
    <message>
        <source>JIRA could not be reached: %1</source>
        <translation>无法连接 JIRA：%1</translation>
    </message>
    <message>
        <source>JIRA answered %1</source>
        <translation>JIRA 返回 %1</translation>
    </message>
</context>
<context>
    <name>pm::TrackIssuesDialog</name>
    <message>
        <source>I have &amp;reviewed the issues above</source>
        <translation>我已审阅上面的工单(&amp;R)</translation>
    </message>
    <message>
        <source>Create Issues for Action Items</source>
        <translation>为行动项创建工单</translation>
    </message>
    <message>
        <source>Every action item with an owner is tracked; there is nothing to create.</source>
        <translation>每个有负责人的行动项都已有跟踪，没有需要创建的工单。</translation>
    </message>
    <message>
        <source>The draft names no JIRA ticket (PROJECT-123) for the new issues to relate to: fill in the ticket first.</source>
        <translation>草稿没有写明新工单要关联的 JIRA 工单（PROJECT-123）：请先填写工单。</translation>
    </message>
    <message>
        <source>Each checked action item becomes one JIRA issue with this summary, related to %1. Its key is then written into the item. An issue created once is found again, never created twice.</source>
        <translation>每个勾选的行动项会成为一个使用此摘要的 JIRA 工单，并关联到 %1。随后工单号会写入该行动项。已创建的工单会被再次找到，绝不会重复创建。</translation>
    </message>
    <message>
        <source>Summary of the new issue</source>
        <translation>新工单的摘要</translation>
    </message>
    <message>
        <source>Action items without a tracker</source>
        <translation>没有跟踪的行动项</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>项目(&amp;P)：</translation>
    </message>
    <message>
        <source>Issue &amp;type:</source>
        <translation>工单类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>账户：</translation>
    </message>
    <message>
        <source>To&amp;ken:</source>
        <translation>令牌(&amp;K)：</translation>
    </message>
    <message>
        <source>Why creating is not possible yet</source>
        <translation>为何还不能创建</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Create %n Issue(s)</source>
        <translation>
            <numerusform>创建 %n 个工单(&amp;C)</numerusform>
        </translation>
    </message>
    <message>
        <source>No JIRA account yet: set it up once in Preferences ▸ JIRA.</source>
        <translation>尚无 JIRA 账户：请在“首选项 ▸ JIRA”中设置一次。</translation>
    </message>
    <message>
        <source>%1 with a personal access token (JIRA Data Center)</source>
        <translation>%1，使用个人访问令牌（JIRA Data Center）</translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation>%1，身份 %2</translation>
    </message>
    <message>
        <source>Nothing to create</source>
        <translation>没有需要创建的工单</translation>
    </message>
    <message>
        <source>The draft has no ticket key</source>
        <translation>草稿没有工单键</translation>
    </message>
    <message>
        <source>Check at least one item</source>
        <translation>请至少勾选一项</translation>
    </message>
    <message>
        <source>The project must be a JIRA project key (capital letters, e.g. CDN)</source>
        <translation>项目必须是 JIRA 项目键（大写字母，如 CDN）</translation>
    </message>
    <message>
        <source>Name the issue type (e.g. Task)</source>
        <translation>请填写工单类型（如 Task）</translation>
    </message>
    <message>
        <source>Set up the JIRA account in Preferences ▸ JIRA</source>
        <translation>请在“首选项 ▸ JIRA”中设置 JIRA 账户</translation>
    </message>
    <message>
        <source>Review the issues and tick the confirmation first</source>
        <translation>请先审阅这些工单并勾选确认</translation>
    </message>
    <message numerus="yes">
        <source>Creating %n issue(s) in %1…</source>
        <translation>
            <numerusform>正在 %1 中创建 %n 个工单…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) now track their items (%1 found already there); the keys are written into the draft (save to keep them):</source>
        <translation>
            <numerusform>%n 个工单现已跟踪其行动项（其中 %1 个原本已存在）；工单号已写入草稿（保存后才会保留）：</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown whether the issue for “%1” was created: %2. Run this again: it looks on %3 before creating anything.</source>
        <translation>无法确定“%1”的工单是否已创建：%2。请再运行一次：它会先在 %3 上查找，再创建任何工单。</translation>
    </message>
    <message>
        <source>Not created: “%1”. %2</source>
        <translation>未创建：“%1”。%2</translation>
    </message>
    <message>
        <source>Nothing was written into the draft.</source>
        <translation>草稿中没有写入任何内容。</translation>
    </message>
</context>
<context>
    <name>pm::Visibility</name>
    <message>
        <source>the visibility must name the %1 that may see the comment</source>
        <translation>可见范围必须写明可以查看该评论的 %1</translation>
    </message>
    <message>
        <source>the visibility must be a role or a group (role:NAME, group:NAME), not &apos;%1&apos;</source>
        <translation>可见范围必须是角色或用户组（role:名称、group:名称），而不是 &apos;%1&apos;</translation>
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
        <source>%1: cannot write: %2</source>
        <translation>%1: 无法写入: %2</translation>
    </message>
    <message>
        <source>Already published (revision %1, comment %2). Update that comment or post a new one? [%3] </source>
        <translation>已发布过（第 %1 版，评论 %2）。更新该评论还是发布新评论？[%3] </translation>
    </message>
    <message>
        <source>publish: expected one FILE (publish FILE [--site URL] [--yes] [--update|--new] [--visibility role:NAME])</source>
        <translation>publish: 需要一个 FILE 参数（用法：publish FILE [--site URL] [--yes] [--update|--new] [--visibility role:NAME]）</translation>
    </message>
    <message>
        <source>publish: --update and --new exclude each other</source>
        <translation>publish: --update 和 --new 不能同时使用</translation>
    </message>
    <message numerus="yes">
        <source>publish: not posted; %n problem(s) block it</source>
        <translation>
            <numerusform>publish: 未发布；有 %n 个问题阻止发布</numerusform>
        </translation>
    </message>
    <message>
        <source>publish: %1 was already published (comment %2, revision %3); say --update or --new</source>
        <translation>publish: %1 已发布过（评论 %2，第 %3 版）；请指定 --update 或 --new</translation>
    </message>
    <message>
        <source>publish: --update: %1 records no published comment</source>
        <translation>publish: --update: %1 中没有记录已发布的评论</translation>
    </message>
    <message numerus="yes">
        <source>POST %n comment(s)</source>
        <translation>
            <numerusform>POST %n 条评论</numerusform>
        </translation>
    </message>
    <message>
        <source>PUT (update) comment(s) %1</source>
        <translation>PUT（更新）评论 %1</translation>
    </message>
    <message>
        <source>About to %1, %2 bytes in all, to %3
  title: %4
  as: %5
</source>
        <translation>即将 %1，共 %2 字节，发送到 %3
  标题：%4
  账号：%5
</translation>
    </message>
    <message>
        <source>postmortem-editor %1
Qt %2 (built with %3)
</source>
        <extracomment>--version: the Qt library in use, then the one the program was compiled against.</extracomment>
        <translation>postmortem-editor %1
Qt %2（编译时为 %3）
</translation>
    </message>
    <message>
        <source>KSyntaxHighlighting: built in</source>
        <translation>KSyntaxHighlighting：已内置</translation>
    </message>
    <message>
        <source>KSyntaxHighlighting: not built in (no syntax colours)</source>
        <translation>KSyntaxHighlighting：未内置（无语法着色）</translation>
    </message>
    <message>
        <source>the parsed draft as JSON</source>
        <translation>以 JSON 输出解析后的草稿</translation>
    </message>
    <message>
        <source>the canonical form (stdout by default)</source>
        <translation>规范格式（默认输出到标准输出）</translation>
    </message>
    <message>
        <source>whether the gate lets the draft be exported</source>
        <translation>检查闸门是否允许导出草稿</translation>
    </message>
    <message>
        <source>the live checks, as compiler-style messages</source>
        <translation>实时检查，以编译器格式输出</translation>
    </message>
    <message>
        <source>the draft for a destination</source>
        <translation>按目标格式导出草稿</translation>
    </message>
    <message>
        <source>any Markdown as an ADF document</source>
        <translation>把任意 Markdown 转换为 ADF 文档</translation>
    </message>
    <message>
        <source>post the draft as a JIRA comment, after confirmation</source>
        <translation>确认后把草稿作为 JIRA 评论发布</translation>
    </message>
    <message>
        <source>Show this help, or a command&apos;s with COMMAND --help.</source>
        <translation>显示本帮助；用 COMMAND --help 显示某个命令的帮助。</translation>
    </message>
    <message>
        <source>Writes the post-mortem of a bug fix under a strict discipline and publishes it to JIRA.
Without a command the editor opens, on FILE if one is given.</source>
        <translation>按严格规范撰写 Bug 修复的事后复盘，并发布到 JIRA。
不带命令时打开编辑器；给出 FILE 时打开该文件。</translation>
    </message>
    <message>
        <source>One of the commands below.</source>
        <translation>下列命令之一。</translation>
    </message>
    <message>
        <source>[COMMAND [ARGUMENTS...] | FILE]</source>
        <extracomment>The usage line&apos;s placeholder: a command and its arguments, or a file to open.</extracomment>
        <translation>[命令 [参数...] | 文件]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <extracomment>Heading of the list of commands in --help, like Qt&apos;s &quot;Options:&quot; and &quot;Arguments:&quot;.</extracomment>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Usage: postmortem-editor %1 %2</source>
        <extracomment>A command&apos;s --help: %1 is the command word, %2 its arguments (neither is translated).</extracomment>
        <translation>用法：postmortem-editor %1 %2</translation>
    </message>
    <message>
        <source>Try &apos;postmortem-editor --help&apos;.</source>
        <translation>请运行 “postmortem-editor --help” 查看帮助。</translation>
    </message>
    <message>
        <source>import: expected one FILE (import FILE [-o OUT])</source>
        <translation>import：需要一个 FILE（import FILE [-o OUT]）</translation>
    </message>
    <message>
        <source>  longer than one JIRA comment: sent as numbered parts (1/%1 ...), split between sections
</source>
        <translation>  超出单条 JIRA 评论上限：在各节之间拆分，作为编号评论（1/%1 ...）发送
</translation>
    </message>
    <message>
        <source>  visible to: %1 %2
</source>
        <translation>  可见范围：%1 %2
</translation>
    </message>
    <message>
        <source>  %1; retrying in %2 s
</source>
        <translation>  %1；%2 秒后重试
</translation>
    </message>
    <message>
        <source>Recorded in %1: published revision %2.
</source>
        <translation>已记录到 %1：已发布第 %2 版。
</translation>
    </message>
    <message>
        <source>The post is on the ticket; %1 could not record it (a later publish looks on the ticket first).
</source>
        <translation>评论已在工单上；但无法记录到 %1（之后再发布时会先在工单上查找）。
</translation>
    </message>
    <message>
        <source>a foreign post-mortem (plain Markdown) as a draft</source>
        <translation>把外来的事后复盘（普通 Markdown）转换为草稿</translation>
    </message>
    <message>
        <source>Hand off to management-talk (never done automatically), one of:
</source>
        <translation>交给 management-talk（绝不自动进行），任选其一：
</translation>
    </message>
    <message>
        <source>  copy it as Markdown:   %1
</source>
        <translation>  复制为 Markdown：    %1
</translation>
    </message>
    <message>
        <source>  save a hand-off file: %1 -o %2
</source>
        <translation>  保存交接文件：        %1 -o %2
</translation>
    </message>
    <message>
        <source>  run a command:        set one in Preferences ▸ JIRA ▸ Hand-off command
</source>
        <translation>  运行命令：            请在“首选项 ▸ JIRA ▸ 交接命令”中设置
</translation>
    </message>
    <message>
        <source>  run the command:      %1 | %2
</source>
        <translation>  运行命令：            %1 | %2
</translation>
    </message>
    <message>
        <source>Sonnet: built in (spell checking)</source>
        <translation>Sonnet：已内置（拼写检查）</translation>
    </message>
    <message>
        <source>Sonnet: not built in (no spell checking)</source>
        <translation>Sonnet：未内置（无拼写检查）</translation>
    </message>
    <message>
        <source>Show the version, the Qt version and whether KSyntaxHighlighting and Sonnet are built in.</source>
        <translation>显示版本、Qt 版本以及是否内置 KSyntaxHighlighting 和 Sonnet。</translation>
    </message>
    <message>
        <source>closed, so the output went nowhere (%1)</source>
        <translation>已关闭，输出没有写到任何地方（%1）</translation>
    </message>
    <message>
        <source>a new draft from the template (filled from a JIRA issue)</source>
        <translation>按模板新建草稿（可从 JIRA 工单填入）</translation>
    </message>
    <message>
        <source>create a JIRA issue for each action item with an owner and no tracker, after confirmation</source>
        <translation>为每个有负责人但没有跟踪的行动项创建 JIRA 工单（需确认）</translation>
    </message>
    <message>
        <source>new: %1; nothing written</source>
        <translation>new：%1；没有写入任何文件</translation>
    </message>
    <message numerus="yes">
        <source>From %1: title %2, owner %3, %n ref(s)
</source>
        <translation>
            <numerusform>来自 %1：标题 %2，负责人 %3，%n 个引用
</numerusform>
        </translation>
    </message>
    <message>
        <source>(unassigned)</source>
        <translation>（未分配）</translation>
    </message>
    <message>
        <source>personal access token (JIRA Data Center / Server)</source>
        <translation>个人访问令牌（JIRA Data Center / Server）</translation>
    </message>
    <message>
        <source>track: expected one FILE (track FILE [--yes] [--project KEY] [--type NAME])</source>
        <translation>track：需要一个 FILE（track FILE [--yes] [--project KEY] [--type NAME]）</translation>
    </message>
    <message>
        <source>track: %1 names no JIRA ticket (ticket: PROJECT-123) for the new issues to relate to</source>
        <translation>track：%1 没有指明新工单要关联的 JIRA 工单（ticket: PROJECT-123）</translation>
    </message>
    <message>
        <source>Every action item with an owner is tracked; nothing to create.
</source>
        <translation>每个有负责人的行动项都已有跟踪；无需创建。
</translation>
    </message>
    <message numerus="yes">
        <source>About to create %n %1 issue(s) in project %2, each related to %3:
</source>
        <translation>
            <numerusform>将在项目 %2 中创建 %n 个 %1 工单，每个都关联到 %3：
</numerusform>
        </translation>
    </message>
    <message>
        <source>track: refusing to create issues without confirmation; no terminal to ask on (add --yes after reviewing the list)</source>
        <translation>track：未经确认不创建工单；没有可询问的终端（核对列表后加上 --yes）</translation>
    </message>
    <message>
        <source>Create them? Type yes to confirm: </source>
        <translation>要创建吗？输入 yes 确认：</translation>
    </message>
    <message>
        <source>track: nothing created</source>
        <translation>track：没有创建任何工单</translation>
    </message>
    <message>
        <source>track: the issues exist but %1 could not record them: %2 (a second run finds them)</source>
        <translation>track：工单已存在，但无法记录到 %1：%2（再次运行会找到它们）</translation>
    </message>
    <message>
        <source>%1 issue(s) tracked (%2 already there); the keys are written into %3.
</source>
        <translation>已跟踪 %1 个工单（其中 %2 个原已存在）；工单号已写入 %3。
</translation>
    </message>
    <message>
        <source>track: unknown whether the issue for &apos;%1&apos; was created; check %2 (a second run looks before creating): %3</source>
        <translation>track：不确定“%1”的工单是否已创建；请查看 %2（再次运行会先查找再创建）：%3</translation>
    </message>
    <message>
        <source>track: &apos;%1&apos; not created (%2): %3</source>
        <translation>track：“%1”未创建（%2）：%3</translation>
    </message>
    <message>
        <source>PM_JIRA_DEPLOYMENT must be cloud or datacenter, not &apos;%1&apos;</source>
        <translation>PM_JIRA_DEPLOYMENT 必须是 cloud 或 datacenter，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 (use --site or PM_JIRA_SITE)</source>
        <translation>%1（使用 --site 或 PM_JIRA_SITE）</translation>
    </message>
    <message>
        <source>JIRA could not be reached at %1: %2</source>
        <translation>无法连接位于 %1 的 JIRA：%2</translation>
    </message>
    <message>
        <source>%1 did not say whether it is JIRA Cloud or Data Center (serverInfo answered %2); set PM_JIRA_DEPLOYMENT=cloud or datacenter</source>
        <translation>%1 没有说明它是 JIRA Cloud 还是 Data Center（serverInfo 返回 %2）；请设置 PM_JIRA_DEPLOYMENT=cloud 或 datacenter</translation>
    </message>
    <message>
        <source>no JIRA account e-mail (set PM_JIRA_EMAIL)</source>
        <translation>没有 JIRA 账号邮箱（请设置 PM_JIRA_EMAIL）</translation>
    </message>
    <message>
        <source>no personal access token (set PM_JIRA_TOKEN, or save one in the editor&apos;s Preferences ▸ JIRA)</source>
        <translation>没有个人访问令牌（请设置 PM_JIRA_TOKEN，或在编辑器的“首选项 ▸ JIRA”中保存一个）</translation>
    </message>
    <message>
        <source>no API token (set PM_JIRA_TOKEN, or save one from the editor&apos;s Publish dialog)</source>
        <translation>没有 API 令牌（请设置 PM_JIRA_TOKEN，或在编辑器的发布对话框中保存一个）</translation>
    </message>
    <message>
        <source>a language server on stdin and stdout, for editors that speak LSP</source>
        <translation>在标准输入和标准输出上运行的语言服务器，供支持 LSP 的编辑器使用</translation>
    </message>
    <message>
        <source>lsp: takes no file; the client sends the documents (lsp [--stdio])</source>
        <translation>lsp：不接受文件参数；文档由客户端发送（lsp [--stdio]）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (did you mean &apos;%2&apos;?)</source>
        <translation>未知命令 &apos;%1&apos;（是不是要用 &apos;%2&apos;？）</translation>
    </message>
    <message>
        <source>%1: is the draft being exported; write the export to another file</source>
        <extracomment>%1 is the file -o names, which is the draft itself.</extracomment>
        <translation>%1：这正是要导出的草稿；请把导出写到另一个文件</translation>
    </message>
    <message>
        <source>--map names line %1, which holds no heading</source>
        <translation>--map 指定的第 %1 行不是标题</translation>
    </message>
    <message>
        <source>import: --map %1: expected LINE=SECTION, e.g. --map 12=root-cause or --map 30=extra</source>
        <translation>import：--map %1：需要 行号=部分，例如 --map 12=root-cause 或 --map 30=extra</translation>
    </message>
    <message>
        <source>no Qt platform plugin could start</source>
        <translation>没有能启动的 Qt 平台插件</translation>
    </message>
    <message>
        <source>cannot open the window (%1): run it in a desktop session, or under xvfb-run</source>
        <extracomment>%1 is why Qt could not start, in Qt&apos;s words (&quot;could not connect to display :1&quot;).</extracomment>
        <translation>无法打开窗口（%1）：请在桌面会话中运行，或用 xvfb-run 运行</translation>
    </message>
    <message>
        <source>no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set): run it in a desktop session, or as &apos;xvfb-run postmortem-editor FILE&apos;</source>
        <translation>没有可以打开窗口的显示（未设置 DISPLAY 和 WAYLAND_DISPLAY）：请在桌面会话中运行，或用 &apos;xvfb-run postmortem-editor FILE&apos; 运行</translation>
    </message>
</context>
<context>
    <name>pm::lsp</name>
    <message>
        <source>Gate: %1: %2</source>
        <translation>门禁：%1：%2</translation>
    </message>
    <message>
        <source>Fix: delete “%1”</source>
        <translation>修复：删除“%1”</translation>
    </message>
    <message>
        <source>Fix: replace “%1” with “%2”</source>
        <translation>修复：把“%1”替换为“%2”</translation>
    </message>
</context>
<context>
    <name>pm::lsp::LspServer</name>
    <message>
        <source>Disable %1 for this line</source>
        <translation>在这一行关闭 %1</translation>
    </message>
    <message>
        <source>Disable %1 for this file</source>
        <translation>在整个文件中关闭 %1</translation>
    </message>
    <message>
        <source>Add “%1” to the project dictionary (%2)</source>
        <translation>把“%1”加入项目词典（%2）</translation>
    </message>
    <message>
        <source>The rule: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>Flagged:</source>
        <translation>会被标出：</translation>
    </message>
    <message>
        <source>Accepted:</source>
        <translation>可以接受：</translation>
    </message>
    <message>
        <source>The gate</source>
        <translation>门禁</translation>
    </message>
    <message>
        <source>extra section</source>
        <translation>额外章节</translation>
    </message>
    <message>
        <source>Gate %1/%2: passed, ready to export</source>
        <translation>门禁 %1/%2：已通过，可以导出</translation>
    </message>
    <message>
        <source>Gate %1/%2: %3</source>
        <translation>门禁 %1/%2：%3</translation>
    </message>
    <message>
        <source>Cannot format: %1</source>
        <translation>无法格式化：%1</translation>
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
    <message>
        <source>the name is not UTF-8 and matches several files (%1); nothing was written (rename them apart)</source>
        <translation>文件名不是 UTF-8，且与多个文件相符（%1）；未写入任何内容（请先将它们改成不同的名字）</translation>
    </message>
    <message>
        <source>the folder %1 does not allow new files (%2), and a save writes the new copy beside the file first; nothing was written</source>
        <translation>文件夹 %1 不允许新建文件（%2），而保存时要先在文件旁写入新副本；未写入任何内容</translation>
    </message>
</context>
</TS>
