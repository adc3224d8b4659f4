<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnimationExportDialog</name>
    <message numerus="yes">
        <source>Wrote %n frame(s) to %1</source>
        <translation>
            <numerusform>Wrote %n frame to %1</numerusform>
            <numerusform>Wrote %n frames to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s of video</source>
        <translation>
            <numerusform>%n frame, %1 s of video</numerusform>
            <numerusform>%n frames, %1 s of video</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaptureExportDialog</name>
    <message numerus="yes">
        <source>Wrote %n packet(s) to %1 (open it in Wireshark)</source>
        <translation>
            <numerusform>Wrote %n packet to %1 (open it in Wireshark)</numerusform>
            <numerusform>Wrote %n packets to %1 (open it in Wireshark)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message numerus="yes">
        <source>Jain&apos;s index of the %n traced flow(s)&apos; goodput in each window</source>
        <translation>
            <numerusform>Jain&apos;s index of the %n traced flow&apos;s goodput in each window</numerusform>
            <numerusform>Jain&apos;s index of the %n traced flows&apos; goodput in each window</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrossbarView</name>
    <message numerus="yes">
        <source>Slot at %1 · %n pair(s) matched</source>
        <translation>
            <numerusform>Slot at %1 · %n pair matched</numerusform>
            <numerusform>Slot at %1 · %n pairs matched</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventLogPanel</name>
    <message numerus="yes">
        <source>%1 of %Ln event(s) shown</source>
        <translation>
            <numerusform>%1 of %Ln event shown</numerusform>
            <numerusform>%1 of %Ln events shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FabricInspector</name>
    <message numerus="yes">
        <source>%n cells: %1</source>
        <translation>
            <numerusform>%n cell: %1</numerusform>
            <numerusform>%n cells: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonCard</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message numerus="yes">
        <source>%1 / %n run(s) · done</source>
        <translation>
            <numerusform>%1 / %n run · done</numerusform>
            <numerusform>%1 / %n runs · done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n run(s) · running</source>
        <translation>
            <numerusform>%1 / %n run · running</numerusform>
            <numerusform>%1 / %n runs · running</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n run(s)</source>
        <translation>
            <numerusform>%1 / %n run</numerusform>
            <numerusform>%1 / %n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonQuestions</name>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message numerus="yes">
        <source>%n change(s) — they apply when you reset</source>
        <translation>
            <numerusform>%n change — they apply when you reset</numerusform>
            <numerusform>%n changes — they apply when you reset</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message numerus="yes">
        <source>of %1 s  ·  %Ln event(s)</source>
        <translation>
            <numerusform>of %1 s  ·  %Ln event</numerusform>
            <numerusform>of %1 s  ·  %Ln events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulationWorker</name>
    <message numerus="yes">
        <source>… and %Ln more events up to here (slow down to see each one)</source>
        <translation>
            <numerusform>… and %Ln more event up to here (slow down to see it)</numerusform>
            <numerusform>… and %Ln more events up to here (slow down to see each one)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message numerus="yes">
        <source>%n bookmark(s)</source>
        <translation>
            <numerusform>%n bookmark</numerusform>
            <numerusform>%n bookmarks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>%n flow(s) · %1</source>
        <translation>
            <numerusform>%n flow · %1</numerusform>
            <numerusform>%n flows · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>event</name>
    <message numerus="yes">
        <source>flow(s) %1</source>
        <extracomment>%1 the flows&apos; numbers (&quot;4, 7&quot;)</extracomment>
        <translation>
            <numerusform>flow %1</numerusform>
            <numerusform>flows %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IP packet(s) of %1</source>
        <extracomment>%1 the flows they belong to (&quot;flows 4, 7&quot;)</extracomment>
        <translation>
            <numerusform>%n IP packet of %1</numerusform>
            <numerusform>%n IP packets of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) outstanding</source>
        <translation>
            <numerusform>%n segment outstanding</numerusform>
            <numerusform>%n segments outstanding</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resent segment(s) arrived</source>
        <translation>
            <numerusform>%n resent segment arrived</numerusform>
            <numerusform>%n resent segments arrived</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IP packet(s) (%1)</source>
        <extracomment>%1 the flows they belong to (&quot;flows 4, 7&quot;)</extracomment>
        <translation>
            <numerusform>%n IP packet (%1)</numerusform>
            <numerusform>%n IP packets (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>opslab::gui::SimulationController</name>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
</TS>
