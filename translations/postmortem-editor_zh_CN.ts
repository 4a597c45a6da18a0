<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>Post-mortem Editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::AdfPreview</name>
    <message>
        <source>Preview of the payload</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::ChecksPanel</name>
    <message>
        <source>Gate checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lint warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate: the four required inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All four inputs are present: the post-mortem may be exported and published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 errors · %2 warnings · %3 notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::DocumentModel</name>
    <message>
        <source>the draft has no file name yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::DraftFormat</name>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a draft file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 MiB; a post-mortem draft is at most 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB, too large for a post-mortem draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input is larger than 16 MiB, too large for a post-mortem draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a binary file (it contains a NUL byte), not a Markdown draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid UTF-8: drafts must be saved as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the front matter opened with &apos;---&apos; is never closed by a &apos;---&apos; line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be text, not a list or a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every entry of &apos;%1&apos; must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be one of %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid YAML in the front matter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the front matter must be a mapping of keys to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front-matter keys must be plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;revision&apos; must be a whole number of at least 1, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;gate&apos; must be a mapping (repro, root_cause, fix, verified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;gate.root_cause&apos; must be confirmed, hypothesis or unknown, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;scope&apos; must be a mapping (customer_visible, trivial, override)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;lint&apos; must be a mapping, e.g. lint: {disable: [passive-voice]}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable front matter: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::FindBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Whole words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in all sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close find bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continued in “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n replacement(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::Gate</name>
    <message>
        <source>Export and publish are disabled until the gate passes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliable reproduction is missing: describe how a newcomer reproduces the bug, deterministically or with a stated failure rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliable reproduction: &quot;sometimes&quot; without a frequency or rate does not pass; state how often it fails (e.g. &quot;fails on 50/50 runs&quot;, &quot;3 of 10&quot;, &quot;30%&quot;, &quot;every run&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root cause is still a hypothesis: a post-mortem of a hypothesis misleads. Confirm the failure mechanism first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Root cause is unknown: establish the failure mechanism and mark it confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix reference is missing: give a PR URL, org/repo#N, #N, a commit SHA or a branch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix reference is not a PR, commit or branch: give a PR URL, org/repo#N, #N, a commit SHA (7-40 hex digits) or a branch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix verification is missing: give the evidence that the original repro now passes (test names, runs, workload ids).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliable reproduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known root cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix identified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer-visible incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trivial fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer-visible incident: this needs a separate incident report (timeline, blast radius, notification history, communications). Confirm the override to write a post-mortem anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trivial fix: the PR description is the record; do not create process for its own sake. Confirm the override to write a post-mortem anyway.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::GateInputsEditor</name>
    <message>
        <source>Customer-visible incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trivial fix (typo, obvious one-liner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a newcomer reproduces it, and how often it fails (e.g. 50/50 runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hypothesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PR URL, org/repo#123, #123, commit SHA or branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evidence: the repro now passes, the failing test succeeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;liable repro:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;oot cause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ix reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verification:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::Lint</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required section “%1” is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required section “%1” is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary, Root cause, Fix and Verification are required: write it from the facts, or ask for the ones you lack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hedging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;we think&quot;, &quot;probably&quot;, &quot;可能是&quot;: state it or leave it out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe the bug and the process gap, never a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passive voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active voice with a concrete subject.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vague mechanism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;A race condition&quot; with no code identifier: name the function, event and condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing identifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symptoms, Root cause and Fix need code identifiers, paths, SHAs or quoted errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advocacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposals belong in their own document, linked from an action item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long paragraph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short paragraphs: one step of the causal chain each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placeholder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TBD, TODO, &lt;owner&gt;, 待定: fill in the fact before publishing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required section empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary, Root cause, Fix and Verification are required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary: ticket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary names the ticket key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary: PR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary names the fix PR or commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary: owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary names the owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action item: owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each action item names its owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action item: tracking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each action item names its ticket, PR or test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what was not retested when one configuration was verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification overclaim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;All platforms&quot;, &quot;fully verified&quot;: never imply more coverage than was run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slip category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it slipped names CI gap, latent code, workload coverage, incomplete earlier fix, review miss or &quot;no good reason&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long paragraph: about %1 words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split it: one step of the causal chain per paragraph, or a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hedge: “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State it or leave it out: write the mechanism as established fact, or remove the claim until it is established.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blame: “%1” points at a person.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe the bug, the process gap and the fix, not a person: e.g. “no test covered this path”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passive voice: “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name what did it: “tadaLaunchPrepare skips the event”, not “the event was skipped”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vague mechanism: “%1” with no code identifier in this paragraph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which function skipped which event under which condition, with the identifiers (e.g. `launchStream`, `numStreams == 1`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advocacy outside Action items: “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record what happened here; put the proposal in its own document and link it from an action item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overclaim: “%1” implies more coverage than was run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the configurations that ran and say which were not retested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placeholder “%1” must be filled in before publishing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace it with the fact, or ask whoever knows; never pad it with plausible text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the functions, files, fields and branch conditions of the mechanism, and the SHA that introduced it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name what changed: the functions and files, and the commit or PR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote the error message, log line, test output or numbers exactly as observed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no code identifier, path, SHA or quoted error text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary does not name the ticket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the ticket key, e.g. JIRA-12345, so the summary alone leads to the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the ticket key %1 so the summary alone leads to the record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary does not name the fix PR or commit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the PR or commit, e.g. org/repo#5751.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the fix reference %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The summary does not name an owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the owner, e.g. “owner Alex (Tada team)”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the owner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action item has no owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name who does it, e.g. “(Alex, JIRA-12346)”; never invent one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action item has no ticket, PR or test name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add what tracks it: a ticket key, a PR, or the regression test&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification does not say which configurations were not retested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If one configuration was verified, say so: “Verified on LLM-7B / 8 GPUs / dumbModel; not retested on other workloads.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it slipped names no category.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the real one: CI gap, latent code, insufficient workload coverage, incomplete earlier fix, review miss — or “no good reason, we should have caught it”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::MainWindow</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview the payload and export or publish it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a post-mortem from the template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;From Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;English Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chinese Template (中文)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert to Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export and Publish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Section…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Post-mortem &amp;Discipline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Post-mortem Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word and character counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ln %1, Col %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section: %1 words, %2 chars · Document: %3 words, %4 chars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.
Do you want to save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New draft (Chinese template)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New draft (English template)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Post-mortem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Post-mortem drafts (*.md *.markdown);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Post-mortem As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2
Nothing on disk was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert to Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard every change since the last save?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was changed by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your text is still here; save it to write the file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload it and lose your unsaved changes, or keep your version?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload it, or keep the version shown here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an untitled draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editor stopped before %1 was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved work from %1 was kept. Recover it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered unsaved work; save to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Post-mortem Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Post-mortem Editor %1&lt;/h3&gt;&lt;p&gt;Write the post-mortem of a bug fix under a strict discipline and publish it, after an explicit confirmation, as a JIRA comment.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3)&lt;br&gt;KSyntaxHighlighting: %4&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Post-mortem Discipline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::MetadataBar</name>
    <message>
        <source>What broke, in one line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PROJECT-123</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (team)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>org/repo#123, 9f3c2e1, branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JIRA comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PR description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>docs/postmortems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wiki page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tic&amp;ket:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;wner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JIRA key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JIRA key of the source ticket, e.g. CDN-4821</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JIRA key looks like PROJECT-123</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::Publish</name>
    <message>
        <source>Untitled post-mortem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JIRA comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown file (docs/postmortems)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PR description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wiki page</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n lint error(s) must be fixed first, e.g.: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>not ready to export: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::PublishDialog</name>
    <message>
        <source>&amp;Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Post-mortem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not ready to leave the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in the gate inputs in the Checks panel and fix the errors; the payload appears here once nothing blocks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Export As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::RecoveryStore</name>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::SectionEditor</name>
    <message>
        <source>Section text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::SectionListModel</name>
    <message>
        <source>Required section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Extra section, kept as written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::SectionTabs</name>
    <message>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pm::cli</name>
    <message>
        <source>&lt;stdin&gt;: input larger than 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: expected one FILE (export FILE --to jira|markdown|pr|wiki)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export: --to must be jira, markdown, pr or wiki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fmt: expected at least one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fmt: --check and --write exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not in canonical form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gate passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gate failed: export and publish stay disabled until %2 pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gate: --format must be text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gate: expected one FILE (gate FILE [--format text|json])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lint: --format must be text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lint: expected FILE... (lint FILE... [--format text|json] [--strict])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>md2adf: unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>md2adf: one input at most (usage: md2adf [FILE|-])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: this is a binary file (it contains a NUL byte), not Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: invalid UTF-8: Markdown must be UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new: unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new: --lang must be en or zh, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already exists; not overwriting it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>publish: not available in this build yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show: expected one FILE (show FILE --json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show: only --json output exists; add --json</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
