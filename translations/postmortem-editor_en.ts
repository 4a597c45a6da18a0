<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>pm::ChecksPanel</name>
    <message numerus="yes">
        <source>%n problem(s) block publishing.</source>
        <translation>
            <numerusform>%n problem blocks publishing.</numerusform>
            <numerusform>%n problems block publishing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of this kind; %n other problem(s) are hidden by the filter.</source>
        <translation>
            <numerusform>None of this kind; %n other problem is hidden by the filter.</numerusform>
            <numerusform>None of this kind; %n other problems are hidden by the filter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::FindBar</name>
    <message numerus="yes">
        <source>%n replacement(s)</source>
        <translation>
            <numerusform>%n replacement</numerusform>
            <numerusform>%n replacements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::MainWindow</name>
    <message numerus="yes">
        <source>%n issue key(s) written into the action items</source>
        <translation>
            <numerusform>%n issue key written into the action items</numerusform>
            <numerusform>%n issue keys written into the action items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::PublishDialog</name>
    <message numerus="yes">
        <source>%1. Trying again in %n s…</source>
        <translation>
            <numerusform>%1. Trying again in %n s…</numerusform>
            <numerusform>%1. Trying again in %n s…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Longer than one JIRA comment allows (%1 characters): it goes as %n numbered comments, split between sections. One confirmation covers them all.</source>
        <translation>
            <numerusform>Longer than one JIRA comment allows (%1 characters): it goes as %n numbered comment, split between sections. One confirmation covers it.</numerusform>
            <numerusform>Longer than one JIRA comment allows (%1 characters): it goes as %n numbered comments, split between sections. One confirmation covers them all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SectionListModel</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::SectionTabs</name>
    <message numerus="yes">
        <source>More sections (%n)</source>
        <translation>
            <numerusform>More sections (%n)</numerusform>
            <numerusform>More sections (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::TrackIssuesDialog</name>
    <message numerus="yes">
        <source>&amp;Create %n Issue(s)</source>
        <translation>
            <numerusform>&amp;Create %n Issue</numerusform>
            <numerusform>&amp;Create %n Issues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Creating %n issue(s) in %1…</source>
        <translation>
            <numerusform>Creating %n issue in %1…</numerusform>
            <numerusform>Creating %n issues in %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n issue(s) now track their items (%1 found already there); the keys are written into the draft (save to keep them):</source>
        <translation>
            <numerusform>%n issue now tracks its item (%1 found already there); the key is written into the draft (save to keep it):</numerusform>
            <numerusform>%n issues now track their items (%1 found already there); the keys are written into the draft (save to keep them):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::cli</name>
    <message numerus="yes">
        <source>publish: not posted; %n problem(s) block it</source>
        <translation>
            <numerusform>publish: not posted; %n problem blocks it</numerusform>
            <numerusform>publish: not posted; %n problems block it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>POST %n comment(s)</source>
        <translation>
            <numerusform>POST %n comment</numerusform>
            <numerusform>POST %n comments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %1: title %2, owner %3, %n ref(s)
</source>
        <translation>
            <numerusform>From %1: title %2, owner %3, %n ref
</numerusform>
            <numerusform>From %1: title %2, owner %3, %n refs
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About to create %n %1 issue(s) in project %2, each related to %3:
</source>
        <translation>
            <numerusform>About to create %n %1 issue in project %2, related to %3:
</numerusform>
            <numerusform>About to create %n %1 issues in project %2, each related to %3:
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pm::safewrite</name>
    <message numerus="yes">
        <source>the file has %n hard links and replacing it would split them; nothing was written (write to another file, or remove the other links first)</source>
        <translation>
            <numerusform>the file has %n hard link and replacing it would split it; nothing was written (write to another file, or remove the other link first)</numerusform>
            <numerusform>the file has %n hard links and replacing it would split them; nothing was written (write to another file, or remove the other links first)</numerusform>
        </translation>
    </message>
</context>
</TS>
