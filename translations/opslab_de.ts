<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About OPS Lab</source>
        <translation>Über OPS Lab</translation>
    </message>
    <message>
        <source>TCP and UDP over optical networks — an interactive laboratory</source>
        <translation>TCP und UDP über optische Netze – ein interaktives Labor</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Protokolldatei</translation>
    </message>
    <message>
        <source>none (the log goes to the terminal)</source>
        <translation>keine (das Protokoll geht ans Terminal)</translation>
    </message>
    <message>
        <source>Recent log</source>
        <translation>Letzte Protokollzeilen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>No log lines yet.</source>
        <translation>Noch keine Protokollzeilen.</translation>
    </message>
</context>
<context>
    <name>AnimationExportDialog</name>
    <message>
        <source>MP4 video (H.264)</source>
        <translation>MP4-Video (H.264)</translation>
    </message>
    <message>
        <source>WebM video (VP9)</source>
        <translation>WebM-Video (VP9)</translation>
    </message>
    <message>
        <source>Animated GIF</source>
        <translation>Animiertes GIF</translation>
    </message>
    <message>
        <source>Animated WebP</source>
        <translation>Animiertes WebP</translation>
    </message>
    <message>
        <source>No run is loaded</source>
        <translation>Kein Lauf geladen</translation>
    </message>
    <message>
        <source>Enter the start and the end in simulated seconds</source>
        <translation>Anfang und Ende in simulierten Sekunden eingeben</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n frame(s) to %1</source>
        <translation>
            <numerusform>%n Bild nach %1 geschrieben</numerusform>
            <numerusform>%n Bilder nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the animation</source>
        <translation>Animation speichern</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>The network as the class saw it, frame by frame from the start to the end, as a video or an animated image for slides. The run is stepped to each frame&apos;s time and put back where it was afterwards.</source>
        <translation>Das Netz, wie die Klasse es sah, Bild für Bild vom Anfang bis zum Ende, als Video oder animiertes Bild für Folien. Der Lauf wird zur Zeit jedes Bildes weitergeführt und danach dorthin zurückgesetzt, wo er war.</translation>
    </message>
    <message>
        <source>From (simulated s)</source>
        <translation>Von (simulierte s)</translation>
    </message>
    <message>
        <source>Start of the animation, in simulated seconds</source>
        <translation>Anfang der Animation, in simulierten Sekunden</translation>
    </message>
    <message>
        <source>To (simulated s)</source>
        <translation>Bis (simulierte s)</translation>
    </message>
    <message>
        <source>End of the animation, in simulated seconds</source>
        <translation>Ende der Animation, in simulierten Sekunden</translation>
    </message>
    <message>
        <source>Simulated per second of video</source>
        <translation>Simuliert je Sekunde Video</translation>
    </message>
    <message>
        <source>Simulated time per second of video</source>
        <translation>Simulierte Zeit je Sekunde Video</translation>
    </message>
    <message>
        <source>Frames per second</source>
        <translation>Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>Frames per second of the video</source>
        <translation>Bilder pro Sekunde des Videos</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Dateiformat</translation>
    </message>
    <message>
        <source>Include the charts</source>
        <translation>Diagramme mit aufnehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s), %1 s of video</source>
        <translation>
            <numerusform>%n Bild, %1 s Video</numerusform>
            <numerusform>%n Bilder, %1 s Video</numerusform>
        </translation>
    </message>
    <message>
        <source>Finishing the file</source>
        <translation>Datei wird fertiggestellt</translation>
    </message>
    <message>
        <source>Recording frames</source>
        <translation>Bilder werden aufgenommen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the recording</source>
        <translation>Aufnahme abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Recording…</source>
        <translation>Aufnahme…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Choose the file and record</source>
        <translation>Datei wählen und aufnehmen</translation>
    </message>
</context>
<context>
    <name>CanvasPanel</name>
    <message>
        <source>colour = flow</source>
        <translation>Farbe = Fluss</translation>
    </message>
    <message>
        <source>thin = ACK</source>
        <translation>dünn = ACK</translation>
    </message>
    <message>
        <source>red edge = retransmission</source>
        <translation>roter Rand = Wiederholung</translation>
    </message>
    <message>
        <source>ring = drop</source>
        <translation>Ring = Verlust</translation>
    </message>
    <message>
        <source>bar = queue</source>
        <translation>Balken = Warteschlange</translation>
    </message>
    <message>
        <source>Zoom in (wheel)</source>
        <translation>Vergrößern (Mausrad)</translation>
    </message>
    <message>
        <source>Zoom out (wheel)</source>
        <translation>Verkleinern (Mausrad)</translation>
    </message>
    <message>
        <source>Fit the network (Ctrl+0, double-click)</source>
        <translation>Netz einpassen (Strg+0, Doppelklick)</translation>
    </message>
    <message>
        <source>triangle = overtaken</source>
        <translation>Dreieck = überholt</translation>
    </message>
</context>
<context>
    <name>CaptureExportDialog</name>
    <message numerus="yes">
        <source>Wrote %n packet(s) to %1 (open it in Wireshark)</source>
        <translation>
            <numerusform>%n Paket nach %1 geschrieben (in Wireshark öffnen)</numerusform>
            <numerusform>%n Pakete nach %1 geschrieben (in Wireshark öffnen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the capture</source>
        <translation>Mitschnitt speichern</translation>
    </message>
    <message>
        <source>pcapng captures (*.pcapng)</source>
        <translation>pcapng-Mitschnitte (*.pcapng)</translation>
    </message>
    <message>
        <source>Export capture for Wireshark</source>
        <translation>Mitschnitt für Wireshark exportieren</translation>
    </message>
    <message>
        <source>Every packet up to %1 as a pcapng file: real IPv4, TCP and UDP headers (sequence and ACK numbers, SACK blocks, window), nanosecond time stamps from simulated time, packets inside optical aggregates commented. The run is simulated again in the background.</source>
        <translation>Jedes Paket bis %1 als pcapng-Datei: echte IPv4-, TCP- und UDP-Header (Sequenz- und ACK-Nummern, SACK-Blöcke, Fenster), Zeitstempel in Nanosekunden aus der simulierten Zeit, Pakete in optischen Aggregaten kommentiert. Der Lauf wird dazu im Hintergrund noch einmal simuliert.</translation>
    </message>
    <message>
        <source>%1 — its sending side</source>
        <translation>%1 – seine Sendeseite</translation>
    </message>
    <message>
        <source>A link (select one on the canvas first)</source>
        <translation>Eine Verbindung (zuerst eine im Netz auswählen)</translation>
    </message>
    <message>
        <source>Flow %1 — as its sender&apos;s host sees it</source>
        <translation>Fluss %1 – wie ihn der Host des Senders sieht</translation>
    </message>
    <message>
        <source>The traced flow (trace one first)</source>
        <translation>Der verfolgte Fluss (zuerst einen verfolgen)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Wird geschrieben…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
</context>
<context>
    <name>CaptureTap</name>
    <message>
        <source>Paused at %1 — %2</source>
        <translation>Angehalten bei %1 – %2</translation>
    </message>
</context>
<context>
    <name>ChartExportButton</name>
    <message>
        <source>Export this chart: PNG, SVG or the CSV of its series</source>
        <translation>Dieses Diagramm exportieren: PNG, SVG oder die CSV seiner Reihen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>PNG-Bild…</translation>
    </message>
    <message>
        <source>SVG image (vector)…</source>
        <translation>SVG-Bild (Vektor)…</translation>
    </message>
    <message>
        <source>CSV of its series…</source>
        <translation>CSV seiner Reihen…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <source>cwnd</source>
        <translation>cwnd</translation>
    </message>
    <message>
        <source>ssthresh</source>
        <translation>ssthresh</translation>
    </message>
    <message>
        <source>effective window</source>
        <translation>wirksames Fenster</translation>
    </message>
    <message>
        <source>flow %1</source>
        <translation>Fluss %1</translation>
    </message>
    <message>
        <source>end of warm-up</source>
        <translation>Ende der Einschwingzeit</translation>
    </message>
    <message>
        <source>Charts:</source>
        <translation>Diagramme:</translation>
    </message>
    <message>
        <source>Congestion window · flow %1</source>
        <translation>Staufenster · Fluss %1</translation>
    </message>
    <message>
        <source>Time–sequence · flow %1</source>
        <translation>Zeit-Sequenz · Fluss %1</translation>
    </message>
    <message>
        <source>no TCP flow is sampled</source>
        <translation>kein TCP-Fluss wird aufgezeichnet</translation>
    </message>
    <message>
        <source>segments; dashed: ssthresh</source>
        <translation>Segmente; gestrichelt: ssthresh</translation>
    </message>
    <message>
        <source>segments; flow %1 is not sampled (see traced flows)</source>
        <translation>Segmente; Fluss %1 wird nicht aufgezeichnet (siehe verfolgte Flüsse)</translation>
    </message>
    <message>
        <source>segments, flows %1–%2 (colour = flow)</source>
        <translation>Segmente, Flüsse %1–%2 (Farbe = Fluss)</translation>
    </message>
    <message>
        <source>dashed: %1</source>
        <translation>gestrichelt: %1</translation>
    </message>
    <message>
        <source>Freeze this chart</source>
        <translation>Dieses Diagramm einfrieren</translation>
    </message>
    <message>
        <source>Jain&apos;s index</source>
        <translation>Jain-Index</translation>
    </message>
    <message>
        <source>Nothing sampled yet</source>
        <translation>Noch nichts aufgezeichnet</translation>
    </message>
    <message>
        <source>This graph traces TCP segments — this run has no flows (yet)</source>
        <translation>Dieses Diagramm verfolgt TCP-Segmente – dieser Lauf hat (noch) keine Flüsse</translation>
    </message>
    <message>
        <source>Click a flow or a packet to trace it</source>
        <translation>Einen Fluss oder ein Paket anklicken, um ihn zu verfolgen</translation>
    </message>
    <message>
        <source>ACKed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <source>SACKed</source>
        <translation>per SACK bestätigt</translation>
    </message>
    <message>
        <source>retransmitted</source>
        <translation>wiederholt</translation>
    </message>
    <message>
        <source>reordered</source>
        <translation>umgeordnet</translation>
    </message>
    <message>
        <source>%1 · SACK: block edges · ▲ out of order</source>
        <translation>%1 · SACK: Blockgrenzen · ▲ außer der Reihe</translation>
    </message>
    <message>
        <source>total</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>path capacity (payload)</source>
        <translation>Pfadkapazität (Nutzdaten)</translation>
    </message>
    <message>
        <source>%1 average</source>
        <translation>Mittel über %1</translation>
    </message>
    <message>
        <source>instantaneous, %1 samples</source>
        <translation>momentan, Messintervall %1</translation>
    </message>
    <message>
        <source>run since warm-up, all flows: %1</source>
        <translation>Lauf seit Ende der Einschwingzeit, alle Flüsse: %1</translation>
    </message>
    <message>
        <source>run figure after the warm-up</source>
        <translation>Kennzahl des Laufs nach der Einschwingzeit</translation>
    </message>
    <message>
        <source>run since warm-up: %1 %2</source>
        <translation>Lauf seit Ende der Einschwingzeit: %1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Jain&apos;s index of the %n traced flow(s)&apos; goodput in each window</source>
        <translation>
            <numerusform>Jain-Index des Goodputs des %n verfolgten Flusses in jedem Fenster</numerusform>
            <numerusform>Jain-Index des Goodputs der %n verfolgten Flüsse in jedem Fenster</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · ▲ out of order</source>
        <translation>%1 · ▲ außer der Reihe</translation>
    </message>
</context>
<context>
    <name>ClaimDetail</name>
    <message>
        <source>%1 (values in %2)</source>
        <translation>%1 (Werte in %2)</translation>
    </message>
</context>
<context>
    <name>ClassResultsDialog</name>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Choose the folder with your students&apos; exported work (.json files)</source>
        <translation>Ordner mit den exportierten Arbeiten Ihrer Schülerinnen und Schüler wählen (.json-Dateien)</translation>
    </message>
    <message>
        <source>Save the class results as PDF</source>
        <translation>Klassenergebnisse als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save the class results as CSV</source>
        <translation>Klassenergebnisse als CSV speichern</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Class results</source>
        <translation>Klassenergebnisse</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>Read the exported work (.json) your students handed in, all in one folder</source>
        <translation>Die abgegebenen exportierten Arbeiten (.json) Ihrer Klasse lesen, alle in einem Ordner</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <source>The report as a PDF: steps, questions, runs, students and skipped files</source>
        <translation>Der Bericht als PDF: Schritte, Fragen, Läufe, Schülerinnen und Schüler und übersprungene Dateien</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>Als CSV speichern…</translation>
    </message>
    <message>
        <source>One row per student and step, as opslab-cli class report --csv writes it</source>
        <translation>Eine Zeile je Schüler und Schritt, wie opslab-cli class report --csv sie schreibt</translation>
    </message>
    <message>
        <source>Close the class results</source>
        <translation>Klassenergebnisse schließen</translation>
    </message>
    <message>
        <source>Choose the folder where you collected your students&apos; exported work (the .json file beside each PDF).</source>
        <translation>Wählen Sie den Ordner, in dem Sie die exportierten Arbeiten Ihrer Klasse gesammelt haben (die .json-Datei neben jedem PDF).</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>Lektion:</translation>
    </message>
    <message>
        <source>Lesson shown</source>
        <translation>Angezeigte Lektion</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>What the runs showed</source>
        <translation>Was die Läufe zeigten</translation>
    </message>
    <message>
        <source>Students (%1)</source>
        <translation>Schülerinnen und Schüler (%1)</translation>
    </message>
    <message>
        <source>Skipped files (%1)</source>
        <translation>Übersprungene Dateien (%1)</translation>
    </message>
    <message>
        <source>Steps: who reached and who finished each</source>
        <translation>Schritte: wer jeden erreicht und wer ihn abgeschlossen hat</translation>
    </message>
    <message>
        <source>No student&apos;s work read yet.</source>
        <translation>Noch keine Arbeit gelesen.</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <translation>Schritt %1 · %2</translation>
    </message>
    <message>
        <source>Reached: %1 · done: %2</source>
        <translation>Erreicht: %1 · abgeschlossen: %2</translation>
    </message>
    <message>
        <source>Questions: shares right and the most common wrong answer</source>
        <translation>Fragen: Anteile richtig und die häufigste falsche Antwort</translation>
    </message>
    <message>
        <source>No questions in the work read.</source>
        <translation>Die gelesenen Arbeiten enthalten keine Fragen.</translation>
    </message>
    <message>
        <source>Answered: %1 · right first time: %2 · right in the end: %3 · answer shown: %4</source>
        <translation>Beantwortet: %1 · beim ersten Mal richtig: %2 · am Ende richtig: %3 · Antwort angezeigt: %4</translation>
    </message>
    <message>
        <source>Most common wrong first answer: %1. %2 (%3)</source>
        <translation>Häufigste falsche erste Antwort: %1. %2 (%3)</translation>
    </message>
    <message>
        <source>No wrong first answer.</source>
        <translation>Keine falsche erste Antwort.</translation>
    </message>
    <message>
        <source>What the students&apos; runs showed, claim by claim</source>
        <translation>Was die Läufe der Klasse zeigten, Aussage für Aussage</translation>
    </message>
    <message>
        <source>No claims in the work read.</source>
        <translation>Die gelesenen Arbeiten enthalten keine Aussagen.</translation>
    </message>
    <message>
        <source>Run by %1 · pass %2, fail %3, not shown %4, info %5</source>
        <translation>Ausgeführt von %1 · bestanden %2, nicht bestanden %3, nicht gezeigt %4, Info %5</translation>
    </message>
    <message>
        <source>%1 of them had predicted the step right first time</source>
        <translation>%1 davon hatten den Schritt beim ersten Mal richtig vorhergesagt</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schülerinnen und Schüler</translation>
    </message>
    <message>
        <source>Steps done %1 of %2 (visited %3) · answered %4 of %5, right first time %6 · sweeps run %7 · verdicts: %8 pass, %9 fail</source>
        <translation>Schritte abgeschlossen %1 von %2 (besucht %3) · beantwortet %4 von %5, beim ersten Mal richtig %6 · Parameterstudien %7 · Urteile: %8 bestanden, %9 nicht bestanden</translation>
    </message>
    <message>
        <source>%1 other</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <source>%1, exported %2</source>
        <translation>%1, exportiert %2</translation>
    </message>
    <message>
        <source>Files skipped, each with the reason</source>
        <translation>Übersprungene Dateien, jede mit ihrem Grund</translation>
    </message>
    <message>
        <source>No file was skipped.</source>
        <translation>Keine Datei wurde übersprungen.</translation>
    </message>
</context>
<context>
    <name>CompareChart</name>
    <message>
        <source>first run</source>
        <translation>erster Lauf</translation>
    </message>
    <message>
        <source>second run</source>
        <translation>zweiter Lauf</translation>
    </message>
    <message>
        <source>simulated time (%1)</source>
        <translation>simulierte Zeit (%1)</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare side by side</source>
        <translation>Nebeneinander vergleichen</translation>
    </message>
    <message>
        <source>Two runs of this scenario with the same seed, one parameter different, on one clock. Pick the parameter:</source>
        <translation>Zwei Läufe dieses Szenarios mit demselben Seed, ein Parameter verschieden, auf einer gemeinsamen Uhr. Parameter wählen:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Back to the workspace (Esc)</source>
        <translation>Zurück zur Arbeitsfläche (Esc)</translation>
    </message>
    <message>
        <source>Side by side — %1</source>
        <translation>Nebeneinander – %1</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Seed %1</translation>
    </message>
    <message>
        <source>drops %1 · retransmits %2 · fast retransmits %3 · timeouts %4</source>
        <translation>Verluste %1 · Wiederholungen %2 · schnelle Wiederholungen %3 · Timeouts %4</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>flow %1: congestion window</source>
        <translation>Fluss %1: Staufenster</translation>
    </message>
    <message>
        <source>Jain&apos;s fairness index</source>
        <translation>Jain-Fairnessindex</translation>
    </message>
    <message>
        <source>flow %1: %2</source>
        <translation>Fluss %1: %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Play both</source>
        <translation>Beide abspielen</translation>
    </message>
    <message>
        <source>Play / pause both runs on one clock (Space)</source>
        <translation>Beide Läufe auf einer Uhr abspielen / anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Both runs back to the start (same seeds)</source>
        <translation>Beide Läufe zurück zum Anfang (gleiche Seeds)</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Bis zum Ende</translation>
    </message>
    <message>
        <source>Run both as fast as possible to the end, still in lockstep</source>
        <translation>Beide so schnell wie möglich bis zum Ende laufen lassen, weiterhin im Gleichschritt</translation>
    </message>
    <message>
        <source>Going back…</source>
        <translation>Gehe zurück…</translation>
    </message>
    <message>
        <source>Drag to go to a moment of both runs (back as well as forward)</source>
        <translation>Ziehen, um zu einem Zeitpunkt beider Läufe zu springen (zurück wie vorwärts)</translation>
    </message>
    <message>
        <source>Slower (↓)</source>
        <translation>Langsamer (↓)</translation>
    </message>
    <message>
        <source>Faster (↑)</source>
        <translation>Schneller (↑)</translation>
    </message>
    <message>
        <source>simulated per second</source>
        <translation>simuliert pro Sekunde</translation>
    </message>
</context>
<context>
    <name>CrossbarView</name>
    <message>
        <source>no slot has run yet</source>
        <translation>noch kein Slot gelaufen</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>No fabric slot yet</source>
        <translation>Noch kein Koppelfeld-Slot</translation>
    </message>
    <message numerus="yes">
        <source>Slot at %1 · %n pair(s) matched</source>
        <translation>
            <numerusform>Slot bei %1 · %n Paar zugeordnet</numerusform>
            <numerusform>Slot bei %1 · %n Paare zugeordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>grant</source>
        <translation>Zusage</translation>
    </message>
    <message>
        <source>accept</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Slot at %1 · iteration %2 of %3 · %4</source>
        <translation>Slot bei %1 · Iteration %2 von %3 · %4</translation>
    </message>
    <message>
        <source>Step one slot to run the fabric&apos;s first slot.</source>
        <translation>„Einen Slot weiter“ lässt den ersten Slot des Koppelfelds laufen.</translation>
    </message>
    <message>
        <source>Each input offers only its head cell (outlined). An output wanted by several heads picks one at random; the losers are blocked, with the cells behind them, even when those cells&apos; outputs are idle (head-of-line blocking).</source>
        <translation>Jeder Eingang bietet nur seine vorderste Zelle an (umrandet). Ein Ausgang, den mehrere vorderste Zellen wollen, wählt zufällig eine; die übrigen sind blockiert, samt den Zellen dahinter, auch wenn deren Ausgänge frei sind (Head-of-Line-Blockierung).</translation>
    </message>
    <message>
        <source>Output queueing: every waiting cell crosses in the next slot, whatever the contention.</source>
        <translation>Ausgangspufferung: Jede wartende Zelle kreuzt im nächsten Slot, wie groß die Konkurrenz auch ist.</translation>
    </message>
    <message>
        <source>The slot&apos;s matching (green): one cell crosses from each matched input. Pointers (g, a) moved one past the partners accepted in the first iteration.</source>
        <translation>Die Zuordnung des Slots (grün): Von jedem zugeordneten Eingang kreuzt eine Zelle. Die Zeiger (z, a) rücken eins hinter die in der ersten Iteration angenommenen Partner.</translation>
    </message>
    <message>
        <source>Every unmatched input requests every unmatched output it holds a cell for (outlined).</source>
        <translation>Jeder nicht zugeordnete Eingang fragt jeden nicht zugeordneten Ausgang an, für den er eine Zelle hat (umrandet).</translation>
    </message>
    <message>
        <source>Each output grants the requesting input at or after its grant pointer g (amber).</source>
        <translation>Jeder Ausgang sagt dem anfragenden Eingang an oder nach seinem Zusagezeiger z zu (bernsteinfarben).</translation>
    </message>
    <message>
        <source>Each granted input accepts the granting output at or after its accept pointer a (green); in the first iteration both pointers then move one past the partner.</source>
        <translation>Jeder Eingang mit Zusage nimmt den zusagenden Ausgang an oder nach seinem Annahmezeiger a an (grün); in der ersten Iteration rücken danach beide Zeiger eins hinter den Partner.</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kreuzen</translation>
    </message>
    <message>
        <source>Step one slot</source>
        <translation>Einen Slot weiter</translation>
    </message>
    <message>
        <source>Run the switch to its next fabric slot and show what it matched</source>
        <translation>Den Switch bis zu seinem nächsten Koppelfeld-Slot laufen lassen und zeigen, was er zugeordnet hat</translation>
    </message>
    <message>
        <source>Step one iteration</source>
        <translation>Eine Iteration weiter</translation>
    </message>
    <message>
        <source>Walk the slot&apos;s iSLIP phases: request, grant, accept, per iteration</source>
        <translation>Die iSLIP-Phasen des Slots durchgehen: Anfrage, Zusage, Annahme, je Iteration</translation>
    </message>
    <message>
        <source>cells waiting (number shown)</source>
        <translation>wartende Zellen (Anzahl angezeigt)</translation>
    </message>
    <message>
        <source>head cell wants this output</source>
        <translation>vorderste Zelle will diesen Ausgang</translation>
    </message>
    <message>
        <source>matched: a cell crosses</source>
        <translation>zugeordnet: eine Zelle kreuzt</translation>
    </message>
    <message>
        <source>head-of-line blocked</source>
        <translation>Head-of-Line-blockiert</translation>
    </message>
    <message>
        <source>output FIFO, under its column (log scale, full at 63)</source>
        <translation>Ausgangs-FIFO, unter seiner Spalte (log. Skala, voll bei 63)</translation>
    </message>
    <message>
        <source>g: an output&apos;s grant pointer (the input it favours next) · a: an input&apos;s accept pointer</source>
        <translation>z: Zusagezeiger eines Ausgangs (der Eingang, den er als Nächstes bevorzugt) · a: Annahmezeiger eines Eingangs</translation>
    </message>
    <message>
        <source>R%1</source>
        <extracomment>Short label of the request phase of iSLIP iteration %1.</extracomment>
        <translation>A%1</translation>
    </message>
    <message>
        <source>G%1</source>
        <extracomment>Short label of the grant phase of iSLIP iteration %1.</extracomment>
        <translation>Z%1</translation>
    </message>
    <message>
        <source>A%1</source>
        <extracomment>Short label of the accept phase of iSLIP iteration %1.</extracomment>
        <translation>N%1</translation>
    </message>
</context>
<context>
    <name>EventLogPanel</name>
    <message>
        <source>Search the log (e.g. &quot;timeout&quot;, &quot;flow 3&quot;, &quot;r0&quot;)</source>
        <translation>Protokoll durchsuchen (z. B. „Timer“, „Fluss 3“, „r0“)</translation>
    </message>
    <message>
        <source>Drops &amp; deflections</source>
        <translation>Verluste &amp; Umlenkungen</translation>
    </message>
    <message>
        <source>Congestion control</source>
        <translation>Staukontrolle</translation>
    </message>
    <message>
        <source>Retransmissions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Only flow %1</source>
        <translation>Nur Fluss %1</translation>
    </message>
    <message>
        <source>Only the traced flow</source>
        <translation>Nur der verfolgte Fluss</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln event(s) shown</source>
        <translation>
            <numerusform>%1 von %Ln Ereignis angezeigt</numerusform>
            <numerusform>%1 von %Ln Ereignissen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Mitlaufen</translation>
    </message>
    <message>
        <source>Nothing has happened yet. Drops and TCP&apos;s reactions to them appear here as they happen.</source>
        <translation>Noch ist nichts geschehen. Verluste und die Reaktionen von TCP darauf erscheinen hier, sobald sie geschehen.</translation>
    </message>
    <message>
        <source>No event matches the filter.</source>
        <translation>Kein Ereignis passt zum Filter.</translation>
    </message>
</context>
<context>
    <name>FabricInspector</name>
    <message>
        <source>Fabric</source>
        <translation>Koppelfeld</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>%n cells: %1</source>
        <translation>
            <numerusform>%n Zelle: %1</numerusform>
            <numerusform>%n Zellen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>accept pointer → %1</source>
        <translation>Annahmezeiger → %1</translation>
    </message>
    <message>
        <source>last slot: sent to %1</source>
        <translation>letzter Slot: gesendet an %1</translation>
    </message>
    <message>
        <source>Grant pointers</source>
        <translation>Zusagezeiger</translation>
    </message>
    <message>
        <source>%1 → %2 at %3</source>
        <translation>%1 → %2 bei %3</translation>
    </message>
    <message>
        <source>Anycast at %1</source>
        <translation>Anycast bei %1</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <source>Nothing counted yet — %1</source>
        <translation>Noch nichts gezählt – %1</translation>
    </message>
    <message>
        <source>Nothing counted yet</source>
        <translation>Noch nichts gezählt</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>Auswahl aufheben (Esc)</translation>
    </message>
    <message>
        <source>Click a node, a link or a packet in the network — or a flow below — to see its live state here.</source>
        <translation>Einen Knoten, eine Verbindung oder ein Paket im Netz anklicken – oder unten einen Fluss –, um hier seinen aktuellen Zustand zu sehen.</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Flüsse</translation>
    </message>
    <message>
        <source>%1 · click to trace</source>
        <translation>%1 · anklicken zum Verfolgen</translation>
    </message>
    <message>
        <source>Flow %1</source>
        <translation>Fluss %1</translation>
    </message>
    <message>
        <source>cwnd %1</source>
        <translation>cwnd %1</translation>
    </message>
</context>
<context>
    <name>LanguageButton</name>
    <message>
        <source>Language of the interface</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
</context>
<context>
    <name>LessonCard</name>
    <message>
        <source>step %1 of %2 · 1 answer</source>
        <translation>Schritt %1 von %2 · 1 Antwort</translation>
    </message>
    <message>
        <source>step %1 of %2 · %3 answers</source>
        <translation>Schritt %1 von %2 · %3 Antworten</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Reproduces: %1</source>
        <translation>Reproduziert: %1</translation>
    </message>
    <message>
        <source>introductory</source>
        <translation>Einstieg</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>Mittelstufe</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
</context>
<context>
    <name>LessonClaims</name>
    <message>
        <source>What the paper claims</source>
        <translation>Was das Paper behauptet</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>BESTÄTIGT</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>WIDERLEGT</translation>
    </message>
    <message>
        <source>NOT SHOWN at this scale</source>
        <translation>in diesem Maßstab NICHT GEZEIGT</translation>
    </message>
    <message>
        <source>INFO: paper&apos;s scale</source>
        <translation>INFO: Maßstab des Papers</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>after your prediction</source>
        <translation>nach Ihrer Vorhersage</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>out of date: re-run</source>
        <translation>veraltet: neu ausführen</translation>
    </message>
    <message>
        <source>What this lesson claims</source>
        <translation>Was diese Lektion behauptet</translation>
    </message>
    <message>
        <source>The figure above shows what this claim is about</source>
        <translation>Die Abbildung oben zeigt, worum es in dieser Behauptung geht</translation>
    </message>
    <message>
        <source>Show the figure this claim is about</source>
        <translation>Die Abbildung zeigen, um die es in dieser Behauptung geht</translation>
    </message>
    <message>
        <source>Figure of this claim, shown</source>
        <translation>Abbildung dieser Behauptung, angezeigt</translation>
    </message>
    <message>
        <source>Show the figure of this claim</source>
        <translation>Abbildung dieser Behauptung zeigen</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Save the sweep&apos;s CSV files into…</source>
        <translation>Die CSV-Dateien der Messreihe speichern in…</translation>
    </message>
    <message>
        <source>sweep.csv, runs.csv and scenario.json saved in %1</source>
        <translation>sweep.csv, runs.csv und scenario.json in %1 gespeichert</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <source>Reproduces %1 — %2</source>
        <translation>Reproduziert %1 – %2</translation>
    </message>
    <message>
        <source>Export my work…</source>
        <translation>Meine Arbeit exportieren…</translation>
    </message>
    <message>
        <source>A PDF to hand in (your answers, figures and verdicts), and the same as JSON</source>
        <translation>Ein PDF zum Abgeben (Ihre Antworten, Abbildungen und Urteile) und dasselbe als JSON</translation>
    </message>
    <message>
        <source>Forget your answers, steps and sweep results in this lesson</source>
        <translation>Antworten, Schritte und Ergebnisse der Messreihen in dieser Lektion vergessen</translation>
    </message>
    <message>
        <source>The lesson&apos;s files changed and no longer load; this is the lesson as it last loaded. %1</source>
        <translation>Die Dateien der Lektion haben sich geändert und lassen sich nicht mehr laden; dies ist die Lektion, wie sie zuletzt geladen wurde. %1</translation>
    </message>
    <message>
        <source>%1 (done)</source>
        <translation>%1 (erledigt)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Schritt %1 von %2 · %3</translation>
    </message>
    <message>
        <source>Configure and run this step</source>
        <translation>Diesen Schritt einrichten und ausführen</translation>
    </message>
    <message>
        <source>Configure the workspace</source>
        <translation>Arbeitsfläche einrichten</translation>
    </message>
    <message>
        <source>Compare side by side</source>
        <translation>Nebeneinander vergleichen</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Classroom scale (quick, fewer seeds) or the paper&apos;s scale</source>
        <translation>Unterrichtsmaßstab (schnell, weniger Seeds) oder der Maßstab des Papers</translation>
    </message>
    <message>
        <source>Paper scale</source>
        <translation>Maßstab des Papers</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation>Messreihe starten</translation>
    </message>
    <message>
        <source>Runs every point with several seeds on worker threads</source>
        <translation>Führt jeden Punkt mit mehreren Seeds in Hintergrund-Threads aus</translation>
    </message>
    <message>
        <source>Save this sweep&apos;s sweep.csv, runs.csv and scenario.json (the files of opslab-cli sweep)</source>
        <translation>sweep.csv, runs.csv und scenario.json dieser Messreihe speichern (die Dateien von opslab-cli sweep)</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n run(s) · done</source>
        <translation>
            <numerusform>%1 / %n Lauf · fertig</numerusform>
            <numerusform>%1 / %n Läufe · fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n run(s) · running</source>
        <translation>
            <numerusform>%1 / %n Lauf · läuft</numerusform>
            <numerusform>%1 / %n Läufe · läuft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %n run(s)</source>
        <translation>
            <numerusform>%1 / %n Lauf</numerusform>
            <numerusform>%1 / %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Points appear as they finish…</source>
        <translation>Punkte erscheinen, sobald sie fertig sind…</translation>
    </message>
    <message>
        <source>Run the sweep to draw the figure</source>
        <translation>Die Messreihe ausführen, um die Abbildung zu zeichnen</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>This step runs no scenario of its own; the workspace still shows “%1”.</source>
        <translation>Dieser Schritt hat kein eigenes Szenario; der Arbeitsbereich zeigt weiter „%1“.</translation>
    </message>
    <message>
        <source>Predict first: the run starts when you have answered the question below.</source>
        <translation>Erst vorhersagen: Der Lauf startet, sobald Sie die Frage unten beantwortet haben.</translation>
    </message>
    <message>
        <source>out of date: re-run</source>
        <translation>veraltet: neu ausführen</translation>
    </message>
    <message>
        <source>%1 · out of date: re-run</source>
        <translation>%1 · veraltet: neu ausführen</translation>
    </message>
    <message>
        <source>Answer the question above to see the results</source>
        <translation>Beantworten Sie die Frage oben, um die Ergebnisse zu sehen</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source> (done)</source>
        <translation> (erledigt)</translation>
    </message>
</context>
<context>
    <name>LessonQuestions</name>
    <message>
        <source>Predict: %1</source>
        <translation>Vorhersage: %1</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <translation>Die Antwort: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Antwort zeigen</translation>
    </message>
</context>
<context>
    <name>LiveChart</name>
    <message>
        <source>simulated time (%1)</source>
        <translation>simulierte Zeit (%1)</translation>
    </message>
    <message>
        <source>real loss</source>
        <translation>echter Verlust</translation>
    </message>
    <message>
        <source>burst drop</source>
        <translation>Burst-Verlust</translation>
    </message>
    <message>
        <source>reordering</source>
        <translation>Umordnung</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Timeout</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>noch keine Daten</translation>
    </message>
    <message>
        <source>latest values, %1: %2</source>
        <translation>letzte Werte, %1: %2</translation>
    </message>
</context>
<context>
    <name>LossMark</name>
    <message>
        <source>%1 at %2 s (flow %3)
%4
Click to go to this moment</source>
        <translation>%1 bei %2 s (Fluss %3)
%4
Anklicken, um zu diesem Zeitpunkt zu springen</translation>
    </message>
    <message>
        <source>%1 at %2 s
%3
Click to go to this moment</source>
        <translation>%1 bei %2 s
%3
Anklicken, um zu diesem Zeitpunkt zu springen</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — OPS Lab</source>
        <translation>%1 – OPS Lab</translation>
    </message>
    <message>
        <source>OPS Lab</source>
        <translation>OPS Lab</translation>
    </message>
</context>
<context>
    <name>MetricPicker</name>
    <message>
        <source>Metric shown in the figure</source>
        <translation>In der Abbildung gezeigte Kennzahl</translation>
    </message>
    <message>
        <source>The sweep&apos;s claims are about these metrics: pick the one the figure draws</source>
        <translation>Die Behauptungen zu dieser Messreihe betreffen diese Kennzahlen: wählen Sie die, die die Abbildung zeichnet</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message numerus="yes">
        <source>%n change(s) — they apply when you reset</source>
        <translation>
            <numerusform>%n Änderung – sie gilt nach dem Zurücksetzen</numerusform>
            <numerusform>%n Änderungen – sie gelten nach dem Zurücksetzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Apply &amp; reset</source>
        <translation>Übernehmen &amp; zurücksetzen</translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play / pause (Space)</source>
        <translation>Abspielen / anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Go back one event (←)</source>
        <translation>Ein Ereignis zurück (←)</translation>
    </message>
    <message>
        <source>Process the next event (→)</source>
        <translation>Das nächste Ereignis ausführen (→)</translation>
    </message>
    <message>
        <source>Reset with the same seed and apply the parameter changes (Ctrl+R)</source>
        <translation>Mit demselben Seed zurücksetzen und die Parameteränderungen übernehmen (Strg+R)</translation>
    </message>
    <message>
        <source>Reset with the same seed (Ctrl+R)</source>
        <translation>Mit demselben Seed zurücksetzen (Strg+R)</translation>
    </message>
    <message>
        <source>Reset with a new random seed (Ctrl+Shift+R)</source>
        <translation>Mit einem neuen zufälligen Seed zurücksetzen (Strg+Umschalt+R)</translation>
    </message>
    <message numerus="yes">
        <source>of %1 s  ·  %Ln event(s)</source>
        <translation>
            <numerusform>von %1 s  ·  %Ln Ereignis</numerusform>
            <numerusform>von %1 s  ·  %Ln Ereignisse</numerusform>
        </translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>so schnell wie möglich</translation>
    </message>
    <message>
        <source>%1 simulated</source>
        <translation>%1 simuliert</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>Pause when… (%1)</source>
        <translation>Anhalten bei… (%1)</translation>
    </message>
    <message>
        <source>Pause when…</source>
        <translation>Anhalten bei…</translation>
    </message>
    <message>
        <source>Stop automatically at the next interesting event</source>
        <translation>Beim nächsten interessanten Ereignis automatisch anhalten</translation>
    </message>
    <message>
        <source>the next packet drop</source>
        <translation>dem nächsten Paketverlust</translation>
    </message>
    <message>
        <source>the next contention or deflection loss</source>
        <translation>dem nächsten Konflikt- oder Umlenkungsverlust</translation>
    </message>
    <message>
        <source>the next fast retransmit</source>
        <translation>der nächsten schnellen Wiederholung</translation>
    </message>
    <message>
        <source>the next retransmission timeout</source>
        <translation>dem nächsten Wiederholungs-Timeout</translation>
    </message>
    <message>
        <source>On the wire</source>
        <translation>Auf der Leitung</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Fast retransmits</source>
        <translation>Schnelle Wiederholungen</translation>
    </message>
    <message>
        <source>Timeouts</source>
        <translation>Timeouts</translation>
    </message>
    <message>
        <source>1 µs/s</source>
        <translation>1 µs/s</translation>
    </message>
    <message>
        <source>1 ms/s</source>
        <translation>1 ms/s</translation>
    </message>
    <message>
        <source>1 s/s</source>
        <translation>1 s/s</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Wiedergabegeschwindigkeit</translation>
    </message>
    <message>
        <source>Answer the lesson&apos;s question first: the run starts then.</source>
        <translation>Beantworten Sie zuerst die Frage der Lektion: Dann startet der Lauf.</translation>
    </message>
    <message>
        <source>Answer first</source>
        <translation>Erst antworten</translation>
    </message>
</context>
<context>
    <name>ProgressStore</name>
    <message>
        <source>&quot;%1&quot; is not a list</source>
        <translation>„%1“ ist keine Liste</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 entries (at most %3)</source>
        <translation>„%1“ hat %2 Einträge (höchstens %3)</translation>
    </message>
    <message>
        <source>too large (%1 bytes; at most %2)</source>
        <translation>zu groß (%1 Bytes; höchstens %2)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>kein gültiges JSON bei Byte %1 (%2)</translation>
    </message>
    <message>
        <source>not a progress file (not a JSON object)</source>
        <translation>keine Fortschrittsdatei (kein JSON-Objekt)</translation>
    </message>
    <message>
        <source>not a progress file (its &quot;format&quot; is not &quot;opslab-lesson-progress&quot;)</source>
        <translation>keine Fortschrittsdatei (ihr „format“ ist nicht „opslab-lesson-progress“)</translation>
    </message>
    <message>
        <source>an entry of &quot;sweeps&quot; is not an object</source>
        <translation>ein Eintrag von „sweeps“ ist kein Objekt</translation>
    </message>
    <message>
        <source>a sweep: %1</source>
        <translation>ein Sweep: %1</translation>
    </message>
    <message>
        <source>Your saved progress %1 does not read: %2. It is kept as %3; this lesson starts afresh.</source>
        <translation>Dein gespeicherter Fortschritt %1 lässt sich nicht lesen: %2. Er bleibt als %3 erhalten; diese Lektion beginnt von vorn.</translation>
    </message>
    <message>
        <source>Your saved progress %1 does not read: %2. It could not be moved aside, so nothing will be saved over it until it is.</source>
        <translation>Dein gespeicherter Fortschritt %1 lässt sich nicht lesen: %2. Er konnte nicht beiseitegelegt werden, daher wird nichts darüber gespeichert, bis das geschehen ist.</translation>
    </message>
    <message>
        <source>%1: not saved, so as not to replace the saved progress that did not read</source>
        <translation>%1: nicht gespeichert, um den nicht lesbaren gespeicherten Fortschritt nicht zu ersetzen</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>RateWindowPicker</name>
    <message>
        <source>%1 average</source>
        <translation>Mittel über %1</translation>
    </message>
    <message>
        <source>instantaneous (%1 samples)</source>
        <translation>momentan (Messintervall %1)</translation>
    </message>
    <message>
        <source>instantaneous</source>
        <translation>momentan</translation>
    </message>
    <message>
        <source>The window of simulated time each point averages over (the rates and Jain&apos;s index); instantaneous: each sample&apos;s interval on its own</source>
        <translation>Das Fenster simulierter Zeit, über das jeder Punkt mittelt (die Raten und der Jain-Index); momentan: jedes Messintervall für sich</translation>
    </message>
    <message>
        <source>Averaging window</source>
        <translation>Mittelungsfenster</translation>
    </message>
</context>
<context>
    <name>ResetProgressDialog</name>
    <message>
        <source>Reset progress</source>
        <translation>Fortschritt zurücksetzen</translation>
    </message>
    <message>
        <source>Forget your answers, steps and sweep results in this lesson? This cannot be undone.</source>
        <translation>Antworten, Schritte und Ergebnisse der Messreihen in dieser Lektion vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
</context>
<context>
    <name>ScenePainter</name>
    <message>
        <source>every λ</source>
        <translation>jedes λ</translation>
    </message>
    <message>
        <source>%1 taken</source>
        <translation>%1 belegt</translation>
    </message>
    <message>
        <source>%1 reserved</source>
        <translation>%1 reserviert</translation>
    </message>
    <message>
        <source>%1 · %2 pkt</source>
        <translation>%1 · %2 Pkt.</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>%1 / %2 pkt</source>
        <translation>%1 / %2 Pkt.</translation>
    </message>
    <message>
        <source>%1 pkt</source>
        <translation>%1 Pkt.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>it is not a settings file (not text, or not in the INI format)</source>
        <translation>sie ist keine Einstellungsdatei (kein Text oder nicht im INI-Format)</translation>
    </message>
    <message>
        <source>it is too large (%1 bytes; at most %2)</source>
        <translation>sie ist zu groß (%1 Bytes; höchstens %2)</translation>
    </message>
    <message>
        <source>The settings file %1 does not read: %2. It could not be moved aside; settings changed now will not be kept.</source>
        <translation>Die Einstellungsdatei %1 lässt sich nicht lesen: %2. Sie konnte nicht beiseitegelegt werden; jetzt geänderte Einstellungen werden nicht behalten.</translation>
    </message>
    <message>
        <source>The settings file %1 does not read: %2. It is kept as %3; the app starts with its default settings.</source>
        <translation>Die Einstellungsdatei %1 lässt sich nicht lesen: %2. Sie bleibt als %3 erhalten; die App startet mit ihren Standardeinstellungen.</translation>
    </message>
</context>
<context>
    <name>SimulationWorker</name>
    <message>
        <source>model: unknown model &quot;%1&quot;</source>
        <translation>model: unbekanntes Modell „%1“</translation>
    </message>
    <message>
        <source>Paused while going to %1 — stopped at %2</source>
        <translation>Beim Springen zu %1 angehalten – gestoppt bei %2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Stepped one event</source>
        <translation>Ein Ereignis weiter</translation>
    </message>
    <message>
        <source>Finished: no event left before the end of the scenario</source>
        <translation>Beendet: kein Ereignis mehr vor dem Ende des Szenarios</translation>
    </message>
    <message>
        <source>no scenario is loaded</source>
        <translation>kein Szenario geladen</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more events up to here (slow down to see each one)</source>
        <translation>
            <numerusform>… und %Ln weiteres Ereignis bis hier (langsamer abspielen, um es zu sehen)</numerusform>
            <numerusform>… und %Ln weitere Ereignisse bis hier (langsamer abspielen, um jedes zu sehen)</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1, event %2 — play on from here</source>
        <translation>Bei %1, Ereignis %2 – von hier weiterspielen</translation>
    </message>
    <message>
        <source>Finished at %1 (the model&apos;s end condition: a transfer it waits for is done)</source>
        <translation>Beendet bei %1 (Endbedingung des Modells: eine Übertragung, auf die es wartet, ist fertig)</translation>
    </message>
    <message>
        <source>Finished at %1 (end of the scenario)</source>
        <translation>Beendet bei %1 (Ende des Szenarios)</translation>
    </message>
    <message>
        <source>Paused at %1</source>
        <translation>Angehalten bei %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Open a lesson folder (one lesson, or a folder of lessons)</source>
        <translation>Einen Lektionsordner öffnen (eine Lektion oder einen Ordner mit Lektionen)</translation>
    </message>
    <message>
        <source>Open a scenario file</source>
        <translation>Eine Szenariodatei öffnen</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Szenariodateien (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>OPS Lab</source>
        <translation>OPS Lab</translation>
    </message>
    <message>
        <source>TCP and UDP over optical networks</source>
        <translation>TCP und UDP über optische Netze</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Larger text and thicker lines for a projector (F5)</source>
        <translation>Größere Schrift und dickere Linien für einen Beamer (F5)</translation>
    </message>
    <message>
        <source>Light theme (Ctrl+D)</source>
        <translation>Helles Design (Strg+D)</translation>
    </message>
    <message>
        <source>Dark theme (Ctrl+D)</source>
        <translation>Dunkles Design (Strg+D)</translation>
    </message>
    <message>
        <source>About OPS Lab: versions and the diagnostics log</source>
        <translation>Über OPS Lab: Versionen und das Diagnoseprotokoll</translation>
    </message>
    <message>
        <source>Watch TCP cross an optical network, one packet at a time.</source>
        <translation>Sehen Sie zu, wie TCP ein optisches Netz durchquert, Paket für Paket.</translation>
    </message>
    <message>
        <source>Follow a lesson that reproduces a paper&apos;s figure, or pick a prepared scenario: packets move at the speed you choose, queues fill, drops flash with their cause, and the charts and the event log explain what TCP does about it. The same scenario and seed give the same results, byte for byte, in the app and in opslab-cli.</source>
        <translation>Folgen Sie einer Lektion, die eine Abbildung eines Papers reproduziert, oder wählen Sie ein vorbereitetes Szenario: Pakete bewegen sich im gewählten Tempo, Warteschlangen füllen sich, Verluste blinken mit ihrer Ursache auf, und Diagramme und Ereignisprotokoll erklären, was TCP dagegen tut. Dasselbe Szenario mit demselben Seed liefert dieselben Ergebnisse, Byte für Byte, in der App und in opslab-cli.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Open lesson folder…</source>
        <translation>Lektionsordner öffnen…</translation>
    </message>
    <message>
        <source>List a teacher&apos;s lessons beside these ones, now and at the next start</source>
        <translation>Die Lektionen einer Lehrkraft neben diesen anzeigen, jetzt und beim nächsten Start</translation>
    </message>
    <message>
        <source>Stop listing the lessons in this folder</source>
        <translation>Die Lektionen in diesem Ordner nicht mehr anzeigen</translation>
    </message>
    <message>
        <source>Lessons: %1</source>
        <translation>Lektionen: %1</translation>
    </message>
    <message>
        <source>Prepared scenarios</source>
        <translation>Vorbereitete Szenarien</translation>
    </message>
    <message>
        <source>Open scenario file…</source>
        <translation>Szenariodatei öffnen…</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Space play / pause   ·   → step one event   ·   ↑ ↓ speed   ·   Ctrl+R reset   ·   Ctrl+O open   ·   F5 presentation   ·   Ctrl+D dark theme</source>
        <translation>Leertaste abspielen / anhalten   ·   → ein Ereignis weiter   ·   ↑ ↓ Tempo   ·   Strg+R zurücksetzen   ·   Strg+O öffnen   ·   F5 Präsentation   ·   Strg+D dunkles Design</translation>
    </message>
    <message>
        <source>No scenarios found in %1/scenarios.</source>
        <translation>Keine Szenarien in %1/scenarios gefunden.</translation>
    </message>
    <message>
        <source>Class results…</source>
        <translation>Klassenergebnisse…</translation>
    </message>
    <message>
        <source>For a teacher: your students&apos; exported work from one folder at a glance, as PDF or CSV</source>
        <translation>Für Lehrkräfte: die exportierten Arbeiten Ihrer Klasse aus einem Ordner auf einen Blick, als PDF oder CSV</translation>
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <source>paper: %1</source>
        <translation>Paper: %1</translation>
    </message>
    <message>
        <source>the paper&apos;s values (at the paper&apos;s scale)</source>
        <translation>die Werte des Papers (im Maßstab des Papers)</translation>
    </message>
    <message>
        <source>the paper&apos;s values</source>
        <translation>die Werte des Papers</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source>Rewinding… %1 %</source>
        <translation>Spule zurück… %1 %</translation>
    </message>
    <message>
        <source>go to %1 s</source>
        <translation>zu %1 s springen</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message numerus="yes">
        <source>%n bookmark(s)</source>
        <translation>
            <numerusform>%n Lesezeichen</numerusform>
            <numerusform>%n Lesezeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 s; ← and →: 1% of the run, Page Up and Page Down: bookmarks, Home and End: start and as far as simulated</source>
        <translation>%1 von %2 s; ← und →: 1 % des Laufs, Bild auf und Bild ab: Lesezeichen, Pos1 und Ende: Anfang und so weit wie simuliert</translation>
    </message>
</context>
<context>
    <name>WorkExport</name>
    <message>
        <source>Reproduces %1 — %2</source>
        <translation>Reproduziert %1 – %2</translation>
    </message>
    <message>
        <source>Student:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>visited</source>
        <translation>besucht</translation>
    </message>
    <message>
        <source>not visited</source>
        <translation>nicht besucht</translation>
    </message>
    <message>
        <source>Step %1 · %2 (%3)</source>
        <translation>Schritt %1 · %2 (%3)</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>Vorhersage: %1</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Ihre Antwort:</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>nicht beantwortet</translation>
    </message>
    <message>
        <source>Changed to:</source>
        <translation>Geändert in:</translation>
    </message>
    <message>
        <source>Correct answer:</source>
        <translation>Richtige Antwort:</translation>
    </message>
    <message>
        <source>classroom scale, %1</source>
        <translation>Unterrichtsmaßstab, %1</translation>
    </message>
    <message>
        <source>paper&apos;s scale, %1</source>
        <translation>Maßstab des Papers, %1</translation>
    </message>
    <message>
        <source>What the paper claims</source>
        <translation>Was das Paper behauptet</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>BESTÄTIGT</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>WIDERLEGT</translation>
    </message>
    <message>
        <source>NOT SHOWN at this scale</source>
        <translation>in diesem Maßstab NICHT GEZEIGT</translation>
    </message>
    <message>
        <source>INFO (held at the paper&apos;s scale)</source>
        <translation>INFO (gilt im Maßstab des Papers)</translation>
    </message>
    <message>
        <source>paper&apos;s scale</source>
        <translation>Maßstab des Papers</translation>
    </message>
    <message>
        <source>classroom scale</source>
        <translation>Unterrichtsmaßstab</translation>
    </message>
    <message>
        <source>Answer shown:</source>
        <translation>Antwort angezeigt:</translation>
    </message>
    <message>
        <source>the student asked to see the answer</source>
        <translation>auf Wunsch angezeigt, nicht selbst gefunden</translation>
    </message>
    <message>
        <source>What this lesson claims</source>
        <translation>Was diese Lektion behauptet</translation>
    </message>
    <message>
        <source>shown once the step&apos;s question is answered</source>
        <translation>erscheint, sobald die Frage des Schritts beantwortet ist</translation>
    </message>
</context>
<context>
    <name>WorkExportDialog</name>
    <message>
        <source>Export my work</source>
        <translation>Meine Arbeit exportieren</translation>
    </message>
    <message>
        <source>Your name on the PDF (optional):</source>
        <translation>Ihr Name auf dem PDF (optional):</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>A JSON file with the same content is written beside the PDF, for your teacher&apos;s scripts.</source>
        <translation>Neben dem PDF wird eine JSON-Datei mit demselben Inhalt geschrieben, für die Skripte der Lehrkraft.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose the file…</source>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <source>Save my work as…</source>
        <translation>Meine Arbeit speichern unter…</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1 and its .json</source>
        <translation>%1 und die zugehörige .json gespeichert</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Export the run&apos;s CSV files into…</source>
        <translation>Die CSV-Dateien des Laufs exportieren nach…</translation>
    </message>
    <message>
        <source>Save the charts as PNG into…</source>
        <translation>Die Diagramme als PNG speichern in…</translation>
    </message>
    <message>
        <source>Charts saved as PNG in %1</source>
        <translation>Diagramme als PNG in %1 gespeichert</translation>
    </message>
    <message>
        <source>Save the resolved scenario</source>
        <translation>Das aufgelöste Szenario speichern</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Szenariodateien (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Wrote summary.csv, flows.csv, timeseries.csv and scenario.json to %1</source>
        <translation>summary.csv, flows.csv, timeseries.csv und scenario.json nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>Back to the start page (Ctrl+W)</source>
        <translation>Zurück zur Startseite (Strg+W)</translation>
    </message>
    <message>
        <source>seed %1</source>
        <translation>Seed %1</translation>
    </message>
    <message numerus="yes">
        <source>%n flow(s) · %1</source>
        <translation>
            <numerusform>%n Fluss · %1</numerusform>
            <numerusform>%n Flüsse · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>New reference</source>
        <translation>Neue Referenz</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Keep this run&apos;s curves as a dashed reference, then change a parameter (or the seed) and reset to compare (Ctrl+K)</source>
        <translation>Die Kurven dieses Laufs als gestrichelte Referenz behalten, dann einen Parameter (oder den Seed) ändern und zum Vergleich zurücksetzen (Strg+K)</translation>
    </message>
    <message>
        <source>clear reference ✕</source>
        <translation>Referenz entfernen ✕</translation>
    </message>
    <message>
        <source>Side by side…</source>
        <translation>Nebeneinander…</translation>
    </message>
    <message>
        <source>Compare side by side: two runs of this scenario, one parameter different, on one clock</source>
        <translation>Nebeneinander vergleichen: zwei Läufe dieses Szenarios, ein Parameter verschieden, auf einer gemeinsamen Uhr</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>CSV results, charts as PNG, the scenario (Ctrl+E)</source>
        <translation>CSV-Ergebnisse, Diagramme als PNG, das Szenario (Strg+E)</translation>
    </message>
    <message>
        <source>Run results as CSV (same files as opslab-cli)…</source>
        <translation>Ergebnisse des Laufs als CSV (dieselben Dateien wie opslab-cli)…</translation>
    </message>
    <message>
        <source>Charts as PNG…</source>
        <translation>Diagramme als PNG…</translation>
    </message>
    <message>
        <source>Resolved scenario (JSON)…</source>
        <translation>Aufgelöstes Szenario (JSON)…</translation>
    </message>
    <message>
        <source>Capture for Wireshark (pcapng)…</source>
        <translation>Mitschnitt für Wireshark (pcapng)…</translation>
    </message>
    <message>
        <source>Presentation mode: larger text, thicker lines (F5)</source>
        <translation>Präsentationsmodus: größere Schrift, dickere Linien (F5)</translation>
    </message>
    <message>
        <source>Light theme (Ctrl+D)</source>
        <translation>Helles Design (Strg+D)</translation>
    </message>
    <message>
        <source>Dark theme (Ctrl+D)</source>
        <translation>Dunkles Design (Strg+D)</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Inspector, parameters and event log</source>
        <translation>Inspektor, Parameter und Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Animation for slides (MP4, WebM, GIF, WebP)…</source>
        <translation>Animation für Folien (MP4, WebM, GIF, WebP)…</translation>
    </message>
</context>
<context>
    <name>claim</name>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1 (n=%2)</source>
        <translation>%1 (n = %2)</translation>
    </message>
    <message>
        <source>%1 at %2=%3</source>
        <translation>%1 bei %2 = %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegenüber %2</translation>
    </message>
    <message>
        <source>%1 ✗</source>
        <translation>%1 ✗</translation>
    </message>
    <message>
        <source>%1 ≈</source>
        <translation>%1 ≈</translation>
    </message>
    <message>
        <source>%1=%2: %3</source>
        <translation>%1 = %2: %3</translation>
    </message>
    <message>
        <source>%1 (step reversed ✗)</source>
        <translation>%1 (Schritt umgekehrt ✗)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>slope %1 per unit of %2, R² = %3 (needs ≥ %4); %5 → %6</source>
        <translation>Steigung %1 je Einheit von %2, R² = %3 (verlangt: ≥ %4); %5 → %6</translation>
    </message>
    <message>
        <source>%1 in [%2, %3]</source>
        <translation>%1 in [%2; %3]</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1; intervals span %2 (%3% of the mean %4; needs ≤ %5%)</source>
        <translation>%1; die Intervalle überspannen %2 (%3 % des Mittelwerts %4; verlangt: ≤ %5 %)</translation>
    </message>
    <message>
        <source>%1 (the claimed peak)</source>
        <translation>%1 (das behauptete Maximum)</translation>
    </message>
    <message>
        <source>%1 (no interval: a point has one run)</source>
        <translation>%1 (kein Intervall: ein Punkt hat nur einen Lauf)</translation>
    </message>
    <message>
        <source>%1 vs %2: difference %3, equivalent within ±%4</source>
        <translation>%1 gegenüber %2: Differenz %3, gleichwertig innerhalb ±%4</translation>
    </message>
    <message>
        <source>%1 at %2=%3 → %4 at %5 → %6 at %7; fall per unit ≥ %8 first, ≤ %9 after</source>
        <translation>%1 bei %2 = %3 → %4 bei %5 → %6 bei %7; Abfall je Einheit zuerst ≥ %8, danach ≤ %9</translation>
    </message>
    <message>
        <source>reproduced</source>
        <translation>reproduziert</translation>
    </message>
    <message>
        <source>not shown</source>
        <translation>nicht gezeigt</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>widerlegt</translation>
    </message>
    <message>
        <source>%1 (expected not to reproduce)</source>
        <translation>%1 (erwartet: nicht reproduziert)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, paired by seed: difference %2</source>
        <translation>%1, Seed für Seed gepaart: Differenz %2</translation>
    </message>
</context>
<context>
    <name>event</name>
    <message>
        <source>%1: burstifier closed a burst of %2 and sends its header ahead</source>
        <translation>%1: Burst-Assembler hat einen Burst geschlossen, der %2 enthält, und schickt seinen Header voraus</translation>
    </message>
    <message>
        <source>queue full</source>
        <translation>Warteschlange voll</translation>
    </message>
    <message>
        <source>%1: output queue full → %2 dropped</source>
        <translation>%1: Ausgangswarteschlange voll → %2 verworfen</translation>
    </message>
    <message>
        <source>random loss</source>
        <translation>Zufallsverlust</translation>
    </message>
    <message>
        <source>%1: random link loss → %2 lost</source>
        <translation>%1: zufälliger Verlust auf der Verbindung → %2 verloren</translation>
    </message>
    <message>
        <source>stale connection</source>
        <translation>veraltete Verbindung</translation>
    </message>
    <message>
        <source>%1: %2 arrived for a closed connection → discarded</source>
        <translation>%1: für eine geschlossene Verbindung angekommen → %2 verworfen</translation>
    </message>
    <message>
        <source>no route</source>
        <translation>keine Route</translation>
    </message>
    <message>
        <source>%1: no route to the destination of %2 → dropped</source>
        <translation>%1: keine Route zum Ziel → %2 verworfen</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message numerus="yes">
        <source>flow(s) %1</source>
        <extracomment>%1 the flows&apos; numbers (&quot;4, 7&quot;)</extracomment>
        <translation>
            <numerusform>Fluss %1</numerusform>
            <numerusform>Flüssen %1</numerusform>
        </translation>
    </message>
    <message>
        <source>cwnd %1 → %2</source>
        <translation>cwnd %1 → %2</translation>
    </message>
    <message>
        <source>SACK blocks show a hole</source>
        <translation>SACK-Blöcke zeigen eine Lücke</translation>
    </message>
    <message>
        <source>%1 duplicate ACKs</source>
        <translation>%1 doppelte ACKs</translation>
    </message>
    <message>
        <source>resend segment %1</source>
        <translation>Segment %1 erneut senden</translation>
    </message>
    <message>
        <source>resend what no SACK block covers, from segment %1</source>
        <translation>erneut senden, was kein SACK-Block abdeckt, ab Segment %1</translation>
    </message>
    <message>
        <source>go back N: resend every segment from %1 on</source>
        <translation>Go-Back-N: jedes Segment ab %1 erneut senden</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>Segment %1</translation>
    </message>
    <message>
        <source>segments %1 to %2</source>
        <translation>Segmente %1 bis %2</translation>
    </message>
    <message>
        <source>retransmitted segment %1 of flow %2</source>
        <translation>wiederholtes Segment %1 von Fluss %2</translation>
    </message>
    <message>
        <source>segment %1 of flow %2</source>
        <translation>Segment %1 von Fluss %2</translation>
    </message>
    <message>
        <source>ACK %1 of flow %2</source>
        <translation>ACK %1 von Fluss %2</translation>
    </message>
    <message>
        <source>SYN of flow %1</source>
        <translation>SYN von Fluss %1</translation>
    </message>
    <message>
        <source>SYN-ACK of flow %1</source>
        <translation>SYN-ACK von Fluss %1</translation>
    </message>
    <message>
        <source>FIN of flow %1</source>
        <translation>FIN von Fluss %1</translation>
    </message>
    <message>
        <source>FIN-ACK of flow %1</source>
        <translation>FIN-ACK von Fluss %1</translation>
    </message>
    <message>
        <source>UDP datagram %1 of flow %2</source>
        <translation>UDP-Datagramm %1 von Fluss %2</translation>
    </message>
    <message>
        <source>packet of flow %1</source>
        <translation>Paket von Fluss %1</translation>
    </message>
    <message numerus="yes">
        <source>%n IP packet(s) of %1</source>
        <extracomment>%1 the flows they belong to (&quot;flows 4, 7&quot;)</extracomment>
        <translation>
            <numerusform>%n IP-Paket von %1</numerusform>
            <numerusform>%n IP-Pakete von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) outstanding</source>
        <translation>
            <numerusform>%n ausstehendem Segment</numerusform>
            <numerusform>%n ausstehenden Segmenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resent segment(s) arrived</source>
        <translation>
            <numerusform>%n erneut gesendetes Segment kam an</numerusform>
            <numerusform>%n erneut gesendete Segmente kamen an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n IP packet(s) (%1)</source>
        <extracomment>%1 the flows they belong to (&quot;flows 4, 7&quot;)</extracomment>
        <translation>
            <numerusform>%n IP-Paket von %1</numerusform>
            <numerusform>%n IP-Pakete von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no wavelength</source>
        <translation>keine Wellenlänge</translation>
    </message>
    <message>
        <source>flow %1: %2 → fast retransmit of segment %3, %4</source>
        <extracomment>%1 the flow, %2 what showed the loss (&quot;3 duplicate ACKs&quot;), %3 the segment, %4 &quot;cwnd 24 → 12&quot;</extracomment>
        <translation>Fluss %1: %2 → schnelle Wiederholung von Segment %3, %4</translation>
    </message>
    <message>
        <source>flow %1: every loss repaired (ACK reaches segment %2) → recovery ends, cwnd %3</source>
        <extracomment>%1 the flow, %2 the segment, %3 the window in segments</extracomment>
        <translation>Fluss %1: jeder Verlust behoben (ACK erreicht Segment %2) → Verlustbehebung endet, cwnd %3</translation>
    </message>
    <message>
        <source>flow %1: retransmission timer expired with %2 → %3, %4 (ssthresh %5)</source>
        <extracomment>%1 the flow, %2 &quot;3 segments outstanding&quot;, %3 what it resends, %4 &quot;cwnd 24 → 1&quot;, %5 the new slow-start threshold in segments</extracomment>
        <translation>Fluss %1: Wiederholungs-Timer abgelaufen bei %2 → %3, %4 (ssthresh %5)</translation>
    </message>
    <message>
        <source>flow %1: retransmits segment %2</source>
        <extracomment>%1 the flow, %2 the segment</extracomment>
        <translation>Fluss %1: wiederholt Segment %2</translation>
    </message>
    <message>
        <source>flow %1: partial ACK → retransmit the next hole, segment %2, %3</source>
        <extracomment>%1 the flow, %2 the segment, %3 &quot;cwnd 24 → 12&quot;</extracomment>
        <translation>Fluss %1: partielles ACK → nächste Lücke wiederholen, Segment %2, %3</translation>
    </message>
    <message>
        <source>flow %1: handshake done → connection open</source>
        <translation>Fluss %1: Handshake fertig → Verbindung offen</translation>
    </message>
    <message>
        <source>flow %1: last byte acknowledged → transfer complete</source>
        <translation>Fluss %1: letztes Byte bestätigt → Übertragung abgeschlossen</translation>
    </message>
    <message>
        <source>flow %1: window inflated by duplicate ACKs — %2 of them in this fast recovery have grown cwnd to %3 segments, more than the data in flight at the loss can explain; each lets a new segment out while the retransmitted segment %4 is still unacknowledged</source>
        <extracomment>%1 the flow, %2 how many duplicate ACKs, %3 the window in segments, %4 the segment</extracomment>
        <translation>Fluss %1: Fenster durch doppelte ACKs aufgebläht – %2 davon haben cwnd in dieser Fast Recovery auf %3 Segmente wachsen lassen, mehr als die beim Verlust unterwegs befindlichen Daten erklären; jedes lässt ein neues Segment hinaus, während das wiederholte Segment %4 noch unbestätigt ist</translation>
    </message>
    <message>
        <source>flow %1: %2 that the receiver already held (%3) — resent needlessly, as after a go-back-N timeout or a spurious retransmission</source>
        <extracomment>%1 the flow, %2 &quot;3 resent segments arrived&quot;, %3 which (&quot;segments 12 to 14&quot;)</extracomment>
        <translation>Fluss %1: %2 – der Empfänger hatte %3 schon; unnötig erneut gesendet, wie nach einem Go-Back-N-Timeout oder einer fälschlichen Wiederholung</translation>
    </message>
    <message>
        <source>%1: burst header reserved %5 for the burst of %2; it crosses the next fibre in %3</source>
        <translation>%1: Burst-Header hat %5 für einen Burst reserviert, der %2 enthält; er durchquert die nächste Faser in %3</translation>
    </message>
    <message>
        <source>%1: the burst&apos;s wavelength is taken on the next fibre (no optical buffer) → burst of %2 lost whole</source>
        <translation>%1: die Wellenlänge des Bursts ist auf der nächsten Faser belegt (kein optischer Puffer) → Burst ganz verloren; er enthielt %2</translation>
    </message>
    <message>
        <source>%1: burst of %2 lost to the extra random burst loss (the rest of the network&apos;s traffic)</source>
        <translation>%1: Burst durch den zusätzlichen zufälligen Burst-Verlust verloren (der übrige Verkehr des Netzes); er enthielt %2</translation>
    </message>
    <message>
        <source>contention</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>%1: output busy and no way around (contention) → %2 dropped</source>
        <translation>%1: Ausgang belegt und kein Ausweg (Konflikt) → %2 verworfen</translation>
    </message>
    <message>
        <source>lost on deflection path</source>
        <translation>auf dem Umlenkungspfad verloren</translation>
    </message>
    <message>
        <source>%1: %2 lost on the deflection path</source>
        <translation>%1: %2 auf dem Umlenkungspfad verloren</translation>
    </message>
    <message>
        <source>no free buffer port</source>
        <translation>kein freier Pufferport</translation>
    </message>
    <message>
        <source>%1: every buffer port busy → %2 dropped</source>
        <translation>%1: jeder Pufferport belegt → %2 verworfen</translation>
    </message>
    <message>
        <source>%1: output busy → optical packet of %2 deflected onto the long path; it takes %3 instead of %4</source>
        <translation>%1: Ausgang belegt → optisches Paket auf den langen Pfad umgelenkt; es enthält %2 und braucht %3 statt %4</translation>
    </message>
</context>
<context>
    <name>model</name>
    <message>
        <source>cells/slot</source>
        <translation>Zellen/Slot</translation>
    </message>
    <message>
        <source>throughput per output</source>
        <translation>Durchsatz je Ausgang</translation>
    </message>
    <message>
        <source>cell times</source>
        <translation>Zellzeiten</translation>
    </message>
    <message>
        <source>mean cell delay</source>
        <translation>mittlere Zellverzögerung</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>cells at the inputs</source>
        <translation>Zellen an den Eingängen</translation>
    </message>
    <message>
        <source>cells in the output FIFOs</source>
        <translation>Zellen in den Ausgangs-FIFOs</translation>
    </message>
    <message>
        <source>Matching size per slot</source>
        <translation>Zuordnungsgröße je Slot</translation>
    </message>
    <message>
        <source>pairs matched</source>
        <translation>zugeordnete Paare</translation>
    </message>
    <message>
        <source>fabric slots with cells waiting, since the warm-up</source>
        <translation>Koppelfeld-Slots mit wartenden Zellen, seit dem Ende der Einschwingzeit</translation>
    </message>
    <message>
        <source>fabric slots with cells waiting (warm-up)</source>
        <translation>Koppelfeld-Slots mit wartenden Zellen (Einschwingzeit)</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>Slots</translation>
    </message>
    <message>
        <source>Throughput per output</source>
        <translation>Durchsatz je Ausgang</translation>
    </message>
    <message>
        <source>Cells leaving each output per cell time over the last sample interval; &apos;total&apos; is the mean over the outputs.</source>
        <translation>Zellen, die jeden Ausgang je Zellzeit verlassen, im letzten Aufzeichnungsintervall; „gesamt“ ist der Mittelwert über die Ausgänge.</translation>
    </message>
    <message>
        <source>offered load ρ</source>
        <translation>angebotene Last ρ</translation>
    </message>
    <message>
        <source>FIFO saturation, 2 − √2</source>
        <translation>FIFO-Sättigung, 2 − √2</translation>
    </message>
    <message>
        <source>Mean cell delay</source>
        <translation>Mittlere Zellverzögerung</translation>
    </message>
    <message>
        <source>Mean delay, arrival at the input to leaving the output line, of the cells that left in each sample interval.</source>
        <translation>Mittlere Verzögerung von der Ankunft am Eingang bis zum Verlassen der Ausgangsleitung, für die Zellen, die in jedem Aufzeichnungsintervall hinausgingen.</translation>
    </message>
    <message>
        <source>output queueing (theory)</source>
        <translation>Ausgangspufferung (Theorie)</translation>
    </message>
    <message>
        <source>Input-queue occupancy</source>
        <translation>Belegung der Eingangswarteschlangen</translation>
    </message>
    <message>
        <source>Cells waiting in each input line card; &apos;total&apos; over all inputs.</source>
        <translation>Wartende Zellen in jeder Eingangs-Linecard; „gesamt“ über alle Eingänge.</translation>
    </message>
    <message>
        <source>How many input–output pairs each fabric slot matched.</source>
        <translation>Wie viele Eingangs-Ausgangs-Paare jeder Koppelfeld-Slot zugeordnet hat.</translation>
    </message>
    <message>
        <source>Output-queue occupancy</source>
        <translation>Belegung der Ausgangswarteschlangen</translation>
    </message>
    <message>
        <source>Cells in the output FIFOs.</source>
        <translation>Zellen in den Ausgangs-FIFOs.</translation>
    </message>
    <message>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <source>VOQs</source>
        <translation>VOQs</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>open connections</source>
        <translation>offene Verbindungen</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>electronic buffers by layer</source>
        <translation>elektronische Puffer je Ebene</translation>
    </message>
    <message>
        <source>packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <source>electronic buffers</source>
        <translation>elektronische Puffer</translation>
    </message>
    <message>
        <source>drops by layer</source>
        <translation>Verluste je Ebene</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>congestion window</source>
        <translation>Staufenster</translation>
    </message>
    <message>
        <source>slow-start threshold</source>
        <translation>Slow-Start-Schwelle</translation>
    </message>
    <message>
        <source>traced flow</source>
        <translation>verfolgter Fluss</translation>
    </message>
    <message>
        <source>bottleneck queue</source>
        <translation>Engpass-Warteschlange</translation>
    </message>
    <message>
        <source>lightpath output queue</source>
        <translation>Ausgangswarteschlange des Lichtpfads</translation>
    </message>
    <message>
        <source>cells waiting in the core line cards (VOQs)</source>
        <translation>wartende Zellen in den Linecards des Kerns (VOQs)</translation>
    </message>
    <message>
        <source>Σ cwnd/RTT (aggregate sending rate, §IV)</source>
        <translation>Σ cwnd/RTT (gesamte Senderate, §IV)</translation>
    </message>
    <message>
        <source>active flows</source>
        <translation>aktive Flüsse</translation>
    </message>
    <message>
        <source>bytes sent on the source edge&apos;s outgoing fibre (Fig. 6)</source>
        <translation>auf der abgehenden Faser des Quell-Randknotens gesendete Bytes (Abb. 6)</translation>
    </message>
    <message>
        <source>bursts sent and lost</source>
        <translation>gesendete und verlorene Bursts</translation>
    </message>
    <message>
        <source>burst assembler queue</source>
        <translation>Warteschlange des Burst-Assemblers</translation>
    </message>
    <message>
        <source>data bursts since the warm-up (Fig. 1)</source>
        <translation>Daten-Bursts seit dem Ende der Einschwingzeit (Abb. 1)</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>zugestellt</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>TCP segments per burst</source>
        <translation>TCP-Segmente je Burst</translation>
    </message>
    <message>
        <source>TCP flows per burst</source>
        <translation>TCP-Flüsse je Burst</translation>
    </message>
    <message>
        <source>flows</source>
        <translation>Flüsse</translation>
    </message>
    <message>
        <source>assembler</source>
        <translation>Assembler</translation>
    </message>
    <message>
        <source>deflections</source>
        <translation>Umlenkungen</translation>
    </message>
    <message>
        <source>aggregator queue</source>
        <translation>Warteschlange des Aggregators</translation>
    </message>
    <message>
        <source>aggregator</source>
        <translation>Aggregator</translation>
    </message>
    <message>
        <source>Congestion window</source>
        <translation>Staufenster</translation>
    </message>
    <message>
        <source>The focus flow&apos;s cwnd with its ssthresh, else the first traced flows&apos;.</source>
        <translation>Das cwnd des hervorgehobenen Flusses mit seiner ssthresh, sonst das der ersten verfolgten Flüsse.</translation>
    </message>
    <message>
        <source>Time–sequence</source>
        <translation>Zeit-Sequenz</translation>
    </message>
    <message>
        <source>tcptrace-style graph of the traced flow: segments sent and retransmitted, the cumulative ACK, SACK blocks, arrivals out of order.</source>
        <translation>Diagramm des verfolgten Flusses im Stil von tcptrace: gesendete und wiederholte Segmente, das kumulative ACK, SACK-Blöcke, Ankünfte außer der Reihe.</translation>
    </message>
    <message>
        <source>UDP jitter</source>
        <translation>UDP-Jitter</translation>
    </message>
    <message>
        <source>He &amp; Chan&apos;s jitter (§III-B): the standard deviation of each UDP flow&apos;s one-way delay since the warm-up, averaged over the flows.</source>
        <translation>Jitter nach He &amp; Chan (§III-B): die Standardabweichung der Einwegverzögerung jedes UDP-Flusses seit dem Ende der Einschwingzeit, gemittelt über die Flüsse.</translation>
    </message>
    <message>
        <source>Total %1</source>
        <extracomment>%1 what the series measures (&quot;goodput&quot;, &quot;throughput&quot;)</extracomment>
        <translation>%1 gesamt</translation>
    </message>
    <message>
        <source>Queue occupancy</source>
        <translation>Warteschlangenbelegung</translation>
    </message>
    <message>
        <source>Fairness</source>
        <translation>Fairness</translation>
    </message>
    <message>
        <source>Jain&apos;s index (Σx)² / (n·Σx²) of the traced flows&apos; goodput at each sample.</source>
        <translation>Jain-Index (Σx)² / (n·Σx²) des Goodputs der verfolgten Flüsse zu jedem Aufzeichnungszeitpunkt.</translation>
    </message>
    <message>
        <source>goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>effective window min(cwnd, receiver window)</source>
        <translation>wirksames Fenster min(cwnd, Empfangsfenster)</translation>
    </message>
    <message>
        <source>smoothed RTT</source>
        <translation>geglättete RTT</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>TCP goodput</source>
        <translation>TCP-Goodput</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Jain&apos;s fairness index</source>
        <translation>Jain-Fairnessindex</translation>
    </message>
    <message>
        <source>UDP delay jitter</source>
        <translation>UDP-Verzögerungsjitter</translation>
    </message>
    <message>
        <source>Bottleneck utilization</source>
        <translation>Auslastung des Engpasses</translation>
    </message>
    <message>
        <source>Packets dropped</source>
        <translation>Verworfene Pakete</translation>
    </message>
    <message>
        <source>Retransmitted segments</source>
        <translation>Wiederholt gesendete Segmente</translation>
    </message>
    <message>
        <source>Retransmission timeouts</source>
        <translation>Wiederholungs-Timeouts</translation>
    </message>
    <message>
        <source>Fast retransmits</source>
        <translation>Schnelle Wiederholungen</translation>
    </message>
    <message>
        <source>Duplicate ACKs</source>
        <translation>Doppelte ACKs</translation>
    </message>
    <message>
        <source>Segments received out of order</source>
        <translation>Außer der Reihe empfangene Segmente</translation>
    </message>
    <message>
        <source>Segments out of order per 1000 received</source>
        <translation>Segmente außer der Reihe je 1000 empfangene</translation>
    </message>
    <message>
        <source>Spurious fast retransmits</source>
        <translation>Unnötige schnelle Wiederholungen</translation>
    </message>
    <message>
        <source>Share of fast retransmits that were spurious</source>
        <translation>Anteil der unnötigen schnellen Wiederholungen</translation>
    </message>
    <message>
        <source>Spurious fast retransmits per 1000 segments received</source>
        <translation>Unnötige schnelle Wiederholungen je 1000 empfangene Segmente</translation>
    </message>
    <message>
        <source>Mean one-way delay</source>
        <translation>Mittlere Einwegverzögerung</translation>
    </message>
    <message>
        <source>UDP loss rate</source>
        <translation>UDP-Verlustrate</translation>
    </message>
    <message>
        <source>Queueing delay at the lightpaths</source>
        <translation>Warteschlangenverzögerung an den Lichtpfaden</translation>
    </message>
    <message>
        <source>Switch-scheduling lab: an N×N cell switch (input FIFOs, VOQs with iSLIP and speedup, or output queueing) under Bernoulli i.i.d. cell arrivals</source>
        <translation>Labor zur Switch-Ablaufsteuerung: ein N×N-Zellen-Switch (Eingangs-FIFOs, VOQs mit iSLIP und Speedup oder Ausgangspufferung) mit Zellankünften nach Bernoulli (i.i.d.)</translation>
    </message>
    <message>
        <source>Minakhmetov et al.: TCP over a fat-tree data center of all-optical, hybrid or electronic switches</source>
        <translation>Minakhmetov et al.: TCP in einem Fat-Tree-Rechenzentrum aus rein optischen, hybriden oder elektronischen Switches</translation>
    </message>
    <message>
        <source>Electronic dumbbell: N TCP or UDP flows through one drop-tail bottleneck (validation)</source>
        <translation>Elektronische Hantel: N TCP- oder UDP-Flüsse durch einen Drop-Tail-Engpass (Validierung)</translation>
    </message>
    <message>
        <source>LB+AS paper (Izquierdo-Zaragoza &amp; Pavon-Marino): two CIOQ core routers (64-byte cells, VOQs, iSLIP, speedup 4) joined by a bundle of b_D 2.5 Gb/s lightpaths, anycast switching policies (none, random, RR, JSVOQ, e-JSQ, ideal JSQ) spreading packets over the bundle, self-similar background from K·b_D access sub-networks per side, and two TCP NewReno file transfers (one each way) whose goodput suffers from reordering. The hosts&apos; settings the paper leaves unsaid are calibrated (docs/results/lbas-calibration.md): a 128 MB interface queue and no receive-window cap (window scaling on), and INET 2.x&apos;s window inflation in fast recovery. Slow start begins with INET&apos;s ssthresh of 65 535 bytes. The run ends when the first sink has the whole file (§IV-B)</source>
        <translation>LB+AS-Paper (Izquierdo-Zaragoza &amp; Pavon-Marino): zwei CIOQ-Kernrouter (64-Byte-Zellen, VOQs, iSLIP, Speedup 4), verbunden durch ein Bündel aus b_D Lichtpfaden zu 2,5 Gb/s; Anycast-Vermittlungsstrategien (none, random, RR, JSVOQ, e-JSQ, ideal JSQ) verteilen die Pakete auf das Bündel; selbstähnlicher Hintergrundverkehr aus K·b_D Zugangsteilnetzen je Seite und zwei TCP-NewReno-Dateiübertragungen (eine je Richtung), deren Goodput unter Umordnung leidet. Die Host-Einstellungen, die das Paper offenlässt, sind kalibriert (docs/results/lbas-calibration.md): eine Schnittstellenwarteschlange von 128 MB und keine Begrenzung des Empfangsfensters (Window Scaling an) sowie die Fensteraufblähung in Fast Recovery nach INET 2.x. Slow Start beginnt mit dem ssthresh von INET, 65 535 Bytes. Der Lauf endet, sobald die erste Senke die ganze Datei hat (§IV-B)</translation>
    </message>
    <message>
        <source>OBS paper: TCP SACK over optical burst switching on NSFNET — timer-based burst assembly (mixed, per-flow, window-aware multi-queue, randomized queues), JET reservation in a bufferless core, burst statistics and TCP synchronization</source>
        <translation>OBS-Paper: TCP SACK über optische Burst-Vermittlung im NSFNET — timerbasierte Burst-Assemblierung (gemischt, je Fluss, fensterbewusste Mehrfachwarteschlangen, zufällige Warteschlangen), JET-Reservierung in einem pufferlosen Kern, Burst-Statistik und TCP-Synchronisation</translation>
    </message>
    <message>
        <source>He &amp; Chan: TCP/UDP over an OPS core with edge aggregation and deflection routing</source>
        <translation>He &amp; Chan: TCP/UDP über einen OPS-Kern mit Aggregation an den Randknoten und Deflection-Routing (Umlenkung)</translation>
    </message>
    <message>
        <source>access queues</source>
        <translation>Zugangswarteschlangen</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Contention drops</source>
        <translation>Verluste durch Konkurrenz</translation>
    </message>
    <message>
        <source>Data loss ratio</source>
        <translation>Datenverlustrate</translation>
    </message>
    <message>
        <source>Deflection drops</source>
        <translation>Verluste auf Umlenkpfaden</translation>
    </message>
    <message>
        <source>Deflections</source>
        <translation>Umlenkungen</translation>
    </message>
    <message>
        <source>Ip per optical</source>
        <translation>IP-Pakete je optischem Paket</translation>
    </message>
    <message>
        <source>Mean queueing delay slots</source>
        <translation>Mittlere Wartezeit (Slots)</translation>
    </message>
    <message>
        <source>Needless retransmits</source>
        <translation>Unnötige Wiederholungen</translation>
    </message>
    <message>
        <source>Oeo fraction</source>
        <translation>OEO-Anteil</translation>
    </message>
    <message>
        <source>Queue drops</source>
        <translation>Verluste in Warteschlangen</translation>
    </message>
    <message>
        <source>Rtt sampled share</source>
        <translation>Anteil mit RTT-Messung</translation>
    </message>
    <message>
        <source>%1 flows</source>
        <translation>%1 Flüsse</translation>
    </message>
    <message>
        <source>U = %1 Mb/s</source>
        <translation>U = %1 Mb/s</translation>
    </message>
    <message>
        <source>cwnd-aware B %1 C %2</source>
        <translation>cwnd-bewusst B %1 C %2</translation>
    </message>
    <message>
        <source>%1 random queues, %2 ms</source>
        <translation>%1 zufällige Warteschlangen, %2 ms</translation>
    </message>
    <message>
        <source>mixed-flow %1 ms</source>
        <translation>gemischte Flüsse %1 ms</translation>
    </message>
    <message>
        <source>per-flow %1 ms</source>
        <translation>je Fluss %1 ms</translation>
    </message>
    <message>
        <source>%1 long-lived flows</source>
        <translation>%1 langlebige Flüsse</translation>
    </message>
    <message>
        <source>%1 req/s per edge</source>
        <translation>%1 Anfragen/s je Randknoten</translation>
    </message>
    <message>
        <source>%1 × %2 flows</source>
        <translation>%1 × %2 Flüsse</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>opslab</name>
    <message>
        <source>Open this scenario file.</source>
        <translation>Diese Szenariodatei öffnen.</translation>
    </message>
    <message>
        <source>Save the window as a PNG, then exit.</source>
        <translation>Das Fenster als PNG speichern, dann beenden.</translation>
    </message>
    <message>
        <source>With --run-for: first run with KEY=VALUE, keep its charts as the dashed reference, then run the scenario as given (KEY: a parameter&apos;s key path as `opslab-cli describe MODEL` lists it).</source>
        <translation>Mit --run-for: zuerst mit KEY=VALUE laufen, dessen Diagramme als gestrichelte Referenz behalten, dann das Szenario wie angegeben laufen lassen (KEY: der Schlüsselpfad eines Parameters, wie ihn `opslab-cli describe MODEL` auflistet).</translation>
    </message>
    <message>
        <source>With --run-for: open the scenario side by side with a second run where KEY=VALUE, and run both in lockstep.</source>
        <translation>Mit --run-for: das Szenario neben einem zweiten Lauf mit KEY=VALUE öffnen und beide im Gleichschritt laufen lassen.</translation>
    </message>
    <message>
        <source>Exit when --run-for is done.</source>
        <translation>Beenden, wenn --run-for fertig ist.</translation>
    </message>
    <message>
        <source>With --lesson: write the student&apos;s saved work on that lesson as OUT.pdf and OUT.json (what &quot;Export my work…&quot; writes), then exit.</source>
        <translation>Mit --lesson: die gespeicherte Arbeit zu dieser Lektion als OUT.pdf und OUT.json schreiben (wie „Meine Arbeit exportieren…“), dann beenden.</translation>
    </message>
    <message>
        <source>With --run-for: select this node when the run stops (the inspector shows it).</source>
        <translation>Mit --run-for: diesen Knoten auswählen, wenn der Lauf anhält (der Inspektor zeigt ihn).</translation>
    </message>
    <message>
        <source>With --run-for: show this phase of the last switch-fabric slot (iSLIP: 3k, 3k+1, 3k+2 are iteration k+1&apos;s request, grant and accept).</source>
        <translation>Mit --run-for: diese Phase des letzten Koppelfeld-Slots zeigen (iSLIP: 3k, 3k+1, 3k+2 sind Anfrage, Zusage und Annahme der Iteration k+1).</translation>
    </message>
    <message>
        <source>Run at full speed and report GUI frame times over this many wall seconds.</source>
        <translation>Mit voller Geschwindigkeit laufen und die Bildzeiten der Oberfläche über so viele echte Sekunden melden.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1600x1000.</source>
        <translation>Fenstergröße, z. B. 1600x1000.</translation>
    </message>
    <message>
        <source>Dark theme (this session).</source>
        <translation>Dunkles Design (diese Sitzung).</translation>
    </message>
    <message>
        <source>Light theme (this session).</source>
        <translation>Helles Design (diese Sitzung).</translation>
    </message>
    <message>
        <source>Presentation mode (this session).</source>
        <translation>Präsentationsmodus (diese Sitzung).</translation>
    </message>
    <message>
        <source>Highlight this flow and trace it.</source>
        <translation>Diesen Fluss hervorheben und verfolgen.</translation>
    </message>
    <message>
        <source>Start playing at once.</source>
        <translation>Sofort abspielen.</translation>
    </message>
    <message>
        <source>Draw without multisample antialiasing.</source>
        <translation>Ohne Multisample-Kantenglättung zeichnen.</translation>
    </message>
    <message>
        <source>Open this lesson beside the workspace, at the step where you left it.</source>
        <translation>Diese Lektion neben der Arbeitsfläche öffnen, bei dem Schritt, an dem Sie aufgehört haben.</translation>
    </message>
    <message>
        <source>Also read the lessons in this folder (a folder of lesson folders, or one lesson&apos;s folder), before the folders opened in the app, your own in the app&apos;s data folder and the shipped ones; repeatable.</source>
        <translation>Auch die Lektionen in diesem Ordner lesen (ein Ordner mit Lektionsordnern oder der Ordner einer Lektion), vor den in der App geöffneten Ordnern, den eigenen im Datenordner der App und den mitgelieferten; wiederholbar.</translation>
    </message>
    <message>
        <source>Show this step of the lesson (1, 2, …).</source>
        <translation>Diesen Schritt der Lektion zeigen (1, 2, …).</translation>
    </message>
    <message>
        <source>Run the step&apos;s first sweep (quick scale); with --screenshot, grab when it is done.</source>
        <translation>Die erste Messreihe des Schritts ausführen (schneller Maßstab); mit --screenshot aufnehmen, wenn sie fertig ist.</translation>
    </message>
    <message>
        <source>Memory for each run&apos;s rewind checkpoints, in MB (default: a quarter of RAM, at most 1024).</source>
        <translation>Speicher für die Zurückspul-Checkpoints jedes Laufs, in MB (Standard: ein Viertel des RAM, höchstens 1024).</translation>
    </message>
    <message>
        <source>Detail of the log file (see About): trace, debug, info, warn, error, off.</source>
        <translation>Detailgrad der Protokolldatei (siehe „Über“): trace, debug, info, warn, error, off.</translation>
    </message>
    <message>
        <source>Language of the interface for this session (en, de, …; default: the one chosen in the app, else the system&apos;s).</source>
        <translation>Sprache der Oberfläche für diese Sitzung (en, de, …; Standard: die in der App gewählte, sonst die des Systems).</translation>
    </message>
    <message>
        <source>OPS Lab — an interactive laboratory for TCP and UDP over optical networks</source>
        <translation>OPS Lab – ein interaktives Labor für TCP und UDP über optische Netze</translation>
    </message>
    <message>
        <source>--lang %1: no such language (this build has %2)</source>
        <translation>--lang %1: keine solche Sprache (dieser Build hat %2)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos; (a scenario is opened with --scenario FILE)</source>
        <translation>unerwartetes Argument „%1“ (ein Szenario öffnet man mit --scenario DATEI)</translation>
    </message>
    <message>
        <source>--checkpoint-memory: expected a positive number of megabytes</source>
        <translation>--checkpoint-memory: erwartet eine positive Zahl von Megabyte</translation>
    </message>
    <message>
        <source>--log-level: expected trace, debug, info, warn, error or off</source>
        <translation>--log-level: erwartet trace, debug, info, warn, error oder off</translation>
    </message>
    <message>
        <source>--speed %1: unknown speed</source>
        <translation>--speed %1: unbekanntes Tempo</translation>
    </message>
    <message>
        <source>cannot load the views</source>
        <translation>die Ansichten können nicht geladen werden</translation>
    </message>
    <message>
        <source>the main view is not a window</source>
        <translation>die Hauptansicht ist kein Fenster</translation>
    </message>
    <message>
        <source>--size: expected WxH, e.g. 1600x1000</source>
        <translation>--size: erwartet BxH, z. B. 1600x1000</translation>
    </message>
    <message>
        <source>--compare needs --run-for (the length of both runs)</source>
        <translation>--compare braucht --run-for (die Länge beider Läufe)</translation>
    </message>
    <message>
        <source>--step: expected 1 to %1</source>
        <translation>--step: erwartet 1 bis %1</translation>
    </message>
    <message>
        <source>--run-sweep: this step has no sweep</source>
        <translation>--run-sweep: dieser Schritt hat keine Messreihe</translation>
    </message>
    <message>
        <source>--focus-flow: expected a flow number</source>
        <translation>--focus-flow: erwartet eine Flussnummer</translation>
    </message>
    <message>
        <source>--focus-flow: this scenario has flows 0 to %1</source>
        <translation>--focus-flow: dieses Szenario hat die Flüsse 0 bis %1</translation>
    </message>
    <message>
        <source>--frame-stats: expected seconds &gt; 0</source>
        <translation>--frame-stats: erwartet Sekunden &gt; 0</translation>
    </message>
    <message>
        <source>--side-by-side needs --run-for SECONDS_SIM</source>
        <translation>--side-by-side braucht --run-for SECONDS_SIM</translation>
    </message>
    <message>
        <source>--side-by-side: expected KEY=VALUE and --scenario FILE</source>
        <translation>--side-by-side: erwartet KEY=VALUE und --scenario DATEI</translation>
    </message>
    <message>
        <source>no comparison view</source>
        <translation>keine Vergleichsansicht</translation>
    </message>
    <message>
        <source>--run-for: expected simulated seconds &gt;= 0</source>
        <translation>--run-for: erwartet simulierte Sekunden &gt;= 0</translation>
    </message>
    <message>
        <source>--fabric-phase: expected a phase number &gt;= 0</source>
        <translation>--fabric-phase: erwartet eine Phasennummer &gt;= 0</translation>
    </message>
    <message>
        <source>--compare: expected KEY=VALUE (a parameter&apos;s key path and a value)</source>
        <translation>--compare: erwartet KEY=VALUE (Schlüsselpfad eines Parameters und ein Wert)</translation>
    </message>
    <message>
        <source>--compare: cannot set it back: </source>
        <translation>--compare: kann nicht zurückgesetzt werden: </translation>
    </message>
    <message>
        <source>--select-node: this scenario has no node named %1</source>
        <translation>--select-node: dieses Szenario hat keinen Knoten namens %1</translation>
    </message>
    <message>
        <source>--fabric-phase: the last slot has phases 0 to %1</source>
        <translation>--fabric-phase: der letzte Slot hat die Phasen 0 bis %1</translation>
    </message>
    <message>
        <source>--record needs --scenario FILE</source>
        <translation>--record braucht --scenario DATEI</translation>
    </message>
    <message>
        <source>needs --to SECONDS_SIM and --speed (simulated seconds per second of video)</source>
        <translation>braucht --to SEKUNDEN_SIM und --speed (simulierte Sekunden je Sekunde Video)</translation>
    </message>
    <message>
        <source>--from and --to: expected simulated seconds</source>
        <translation>--from und --to: simulierte Sekunden erwartet</translation>
    </message>
    <message>
        <source>--speed: expected simulated seconds per second of video, e.g. 0.01</source>
        <translation>--speed: simulierte Sekunden je Sekunde Video erwartet, z. B. 0.01</translation>
    </message>
    <message>
        <source>--fps: expected frames per second, e.g. 25</source>
        <translation>--fps: Bilder pro Sekunde erwartet, z. B. 25</translation>
    </message>
    <message>
        <source>--size: expected WxH, e.g. 1280x720 (at most 7680x4320)</source>
        <translation>--size: BxH erwartet, z. B. 1280x720 (höchstens 7680x4320)</translation>
    </message>
    <message>
        <source>--record: the workspace has no network view</source>
        <translation>--record: der Arbeitsbereich hat keine Netzansicht</translation>
    </message>
    <message>
        <source>Playback speed label, e.g. &quot;20 ms/s&quot; or max; with --record: simulated seconds per second of the video, e.g. 0.01.</source>
        <translation>Wiedergabetempo, z. B. „20 ms/s“ oder max; mit --record: simulierte Sekunden je Sekunde des Videos, z. B. 0.01.</translation>
    </message>
    <message>
        <source>With --scenario, --to and --speed: record the network from --from to --to simulated seconds into OUT (.mp4, .webm, .gif or .webp; needs ffmpeg), then exit; --size is the video&apos;s size.</source>
        <translation>Mit --scenario, --to und --speed: das Netz von --from bis --to simulierten Sekunden nach AUSGABE aufnehmen (.mp4, .webm, .gif oder .webp; braucht ffmpeg), dann beenden; --size ist die Größe des Videos.</translation>
    </message>
    <message>
        <source>With --record: the first frame&apos;s simulated time (default 0).</source>
        <translation>Mit --record: die simulierte Zeit des ersten Bildes (Standard 0).</translation>
    </message>
    <message>
        <source>With --record: the simulated time the recording ends at.</source>
        <translation>Mit --record: die simulierte Zeit, zu der die Aufnahme endet.</translation>
    </message>
    <message>
        <source>With --record: frames per second of the video (default 25).</source>
        <translation>Mit --record: Bilder pro Sekunde des Videos (Standard 25).</translation>
    </message>
    <message>
        <source>With --record: record the charts with the network.</source>
        <translation>Mit --record: die Diagramme mit dem Netz aufnehmen.</translation>
    </message>
    <message>
        <source>--run-for needs --scenario or --lesson</source>
        <translation>--run-for braucht --scenario oder --lesson</translation>
    </message>
    <message>
        <source>Run this many simulated seconds as fast as possible, then pause (the scenario, or the lesson step&apos;s).</source>
        <translation>So viele simulierte Sekunden so schnell wie möglich laufen lassen, dann anhalten (das Szenario oder das des Lektionsschritts).</translation>
    </message>
</context>
<context>
    <name>opslab::gui::AnimationRecorder</name>
    <message>
        <source>the start must be 0 s or later</source>
        <translation>der Anfang muss bei 0 s oder später liegen</translation>
    </message>
    <message>
        <source>the end must be later than the start</source>
        <translation>das Ende muss nach dem Anfang liegen</translation>
    </message>
    <message>
        <source>the run ends at %1 s: the end must not be later</source>
        <translation>der Lauf endet bei %1 s: das Ende darf nicht später liegen</translation>
    </message>
    <message>
        <source>the speed must be more than 0 simulated seconds per second</source>
        <translation>das Tempo muss über 0 simulierten Sekunden je Sekunde liegen</translation>
    </message>
    <message>
        <source>the frames per second must be 1 to %1</source>
        <translation>die Bilder pro Sekunde müssen zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>that is less than one frame: lower the speed or raise the frames per second</source>
        <translation>das ist weniger als ein Bild: Tempo senken oder Bilder pro Sekunde erhöhen</translation>
    </message>
    <message>
        <source>that is %1 frames, more than %2: raise the speed or lower the frames per second</source>
        <translation>das sind %1 Bilder, mehr als %2: Tempo erhöhen oder Bilder pro Sekunde senken</translation>
    </message>
    <message>
        <source>No run is loaded</source>
        <translation>Kein Lauf geladen</translation>
    </message>
    <message>
        <source>A recording is already under way</source>
        <translation>Eine Aufnahme läuft bereits</translation>
    </message>
    <message>
        <source>There is no network view to record</source>
        <translation>Es gibt keine Netzansicht zum Aufnehmen</translation>
    </message>
    <message>
        <source>Recording cancelled</source>
        <translation>Aufnahme abgebrochen</translation>
    </message>
    <message>
        <source>%1: cannot grab the network view (it must be shown)</source>
        <translation>%1: die Netzansicht kann nicht erfasst werden (sie muss angezeigt sein)</translation>
    </message>
</context>
<context>
    <name>opslab::gui::CaptureExporter</name>
    <message>
        <source>%1: expected a link or a flow and a number ≥ 0</source>
        <translation>%1: erwartet eine Verbindung oder einen Fluss und eine Zahl ≥ 0</translation>
    </message>
    <message>
        <source>model: unknown model &quot;%1&quot;</source>
        <translation>model: unbekanntes Modell „%1“</translation>
    </message>
    <message>
        <source>An export is already under way</source>
        <translation>Ein Export läuft bereits</translation>
    </message>
    <message>
        <source>No run is loaded</source>
        <translation>Kein Lauf geladen</translation>
    </message>
</context>
<context>
    <name>opslab::gui::ChartExport</name>
    <message>
        <source>%1: the chart has no size</source>
        <translation>%1: das Diagramm hat keine Größe</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>%1: the chart is not shown, so there is no picture to save</source>
        <translation>%1: das Diagramm wird nicht angezeigt, daher gibt es kein Bild zu speichern</translation>
    </message>
    <message>
        <source>%1: the picture could not be encoded</source>
        <translation>%1: das Bild konnte nicht kodiert werden</translation>
    </message>
</context>
<context>
    <name>opslab::gui::ChartFeed</name>
    <message>
        <source>first drop</source>
        <translation>erster Verlust</translation>
    </message>
    <message>
        <source>retransmission timeout</source>
        <translation>Wiederholungs-Timeout</translation>
    </message>
    <message>
        <source>3 dup-ACKs: real loss</source>
        <translation>3 Dup-ACKs: echter Verlust</translation>
    </message>
    <message>
        <source>3 dup-ACKs: burst drop</source>
        <translation>3 Dup-ACKs: Burst-Verlust</translation>
    </message>
    <message>
        <source>3 dup-ACKs after reordering (no loss)</source>
        <translation>3 Dup-ACKs nach Umordnung (kein Verlust)</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
</context>
<context>
    <name>opslab::gui::ClassResults</name>
    <message>
        <source>Students: %1 · .json files: %2 · skipped: %3</source>
        <translation>Schülerinnen und Schüler: %1 · .json-Dateien: %2 · übersprungen: %3</translation>
    </message>
    <message>
        <source>Each file was checked against the lesson as the app has it now.</source>
        <translation>Jede Datei wurde mit der Lektion verglichen, wie die App sie jetzt hat.</translation>
    </message>
    <message>
        <source>The app does not have this lesson: the files were checked against the version most of them are of.</source>
        <translation>Die App hat diese Lektion nicht: Die Dateien wurden mit der Version verglichen, zu der die meisten gehören.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>No folder has been read.</source>
        <translation>Es wurde noch kein Ordner gelesen.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 %)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Students: %1</source>
        <translation>Schülerinnen und Schüler: %1</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Answered: %1 · right first time: %2 · right in the end: %3 · answer shown: %4</source>
        <translation>Beantwortet: %1 · beim ersten Mal richtig: %2 · am Ende richtig: %3 · Antwort angezeigt: %4</translation>
    </message>
    <message>
        <source>Most common wrong first answer: %1. %2 (%3)</source>
        <translation>Häufigste falsche erste Antwort: %1. %2 (%3)</translation>
    </message>
    <message>
        <source>What the runs showed</source>
        <translation>Was die Läufe zeigten</translation>
    </message>
    <message>
        <source>Step %1 · run by %2 · pass %3, fail %4, not shown %5, info %6</source>
        <translation>Schritt %1 · ausgeführt von %2 · bestanden %3, nicht bestanden %4, nicht gezeigt %5, Info %6</translation>
    </message>
    <message>
        <source>predicted right first time: %1</source>
        <translation>beim ersten Mal richtig vorhergesagt: %1</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schülerinnen und Schüler</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Schüler/in</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Schritte abgeschlossen</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Right first time</source>
        <translation>Beim ersten Mal richtig</translation>
    </message>
    <message>
        <source>Sweeps run</source>
        <translation>Parameterstudien</translation>
    </message>
    <message>
        <source>Verdicts (pass / fail / other)</source>
        <translation>Urteile (bestanden / nicht bestanden / andere)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Class results</source>
        <translation>Klassenergebnisse</translation>
    </message>
    <message>
        <source>No exported work could be read.</source>
        <translation>Keine exportierte Arbeit konnte gelesen werden.</translation>
    </message>
    <message>
        <source>Skipped files</source>
        <translation>Übersprungene Dateien</translation>
    </message>
</context>
<context>
    <name>opslab::gui::CompareController</name>
    <message>
        <source>No run to compare: open a scenario first.</source>
        <translation>Kein Lauf zum Vergleichen: zuerst ein Szenario öffnen.</translation>
    </message>
</context>
<context>
    <name>opslab::gui::CrossbarGrid</name>
    <message>
        <source>g</source>
        <comment>grant pointer</comment>
        <extracomment>The grant pointer&apos;s mark in a crossbar cell (the view&apos;s help says &quot;g&quot;).</extracomment>
        <translation>z</translation>
    </message>
    <message>
        <source>a</source>
        <comment>accept pointer</comment>
        <extracomment>The accept pointer&apos;s mark in a crossbar cell (the view&apos;s help says &quot;a&quot;).</extracomment>
        <translation>a</translation>
    </message>
</context>
<context>
    <name>opslab::gui::Diagnostics</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (gebaut mit %2)</translation>
    </message>
</context>
<context>
    <name>opslab::gui::FfmpegEncoder</name>
    <message>
        <source>%1: cannot put the finished file in place: %2</source>
        <translation>%1: die fertige Datei kann nicht an ihren Platz gelegt werden: %2</translation>
    </message>
    <message>
        <source>%1: unknown format: expected a file ending in .mp4, .webm, .gif or .webp</source>
        <translation>%1: unbekanntes Format: eine Datei mit der Endung .mp4, .webm, .gif oder .webp erwartet</translation>
    </message>
    <message>
        <source>%1: ffmpeg not found: install the ffmpeg package</source>
        <translation>%1: ffmpeg nicht gefunden: das Paket ffmpeg installieren</translation>
    </message>
    <message>
        <source>%1: cannot write there: %2</source>
        <translation>%1: dort kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot start ffmpeg: %2</source>
        <translation>%1: ffmpeg kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1: ffmpeg failed</source>
        <translation>%1: ffmpeg ist gescheitert</translation>
    </message>
    <message>
        <source>%1: ffmpeg failed: %2</source>
        <translation>%1: ffmpeg ist gescheitert: %2</translation>
    </message>
</context>
<context>
    <name>opslab::gui::FlowListModel</name>
    <message>
        <source>%1 · cwnd %2</source>
        <translation>%1 · cwnd %2</translation>
    </message>
</context>
<context>
    <name>opslab::gui::LessonController</name>
    <message>
        <source>No lesson &quot;%1&quot;.</source>
        <translation>Keine Lektion „%1“.</translation>
    </message>
    <message>
        <source>Lesson &quot;%1&quot; has no steps.</source>
        <translation>Die Lektion „%1“ hat keine Schritte.</translation>
    </message>
    <message>
        <source>No lesson is open.</source>
        <translation>Keine Lektion geöffnet.</translation>
    </message>
    <message>
        <source>No view to compare in.</source>
        <translation>Keine Ansicht zum Vergleichen.</translation>
    </message>
    <message>
        <source>This step compares nothing.</source>
        <translation>Dieser Schritt vergleicht nichts.</translation>
    </message>
    <message>
        <source>This step has no scenario.</source>
        <translation>Dieser Schritt hat kein Szenario.</translation>
    </message>
    <message>
        <source>No workspace to configure.</source>
        <translation>Keine Arbeitsfläche zum Einrichten.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: %1</source>
        <translation>Ihr Fortschritt konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: kein Ordner</translation>
    </message>
    <message>
        <source>%1: no lesson here (a lesson is a folder with a lesson.json)</source>
        <translation>%1: hier ist keine Lektion (eine Lektion ist ein Ordner mit einer lesson.json)</translation>
    </message>
    <message>
        <source>sweep %1: no finished results to export</source>
        <translation>Messreihe %1: keine fertigen Ergebnisse zum Exportieren</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not quite — try again.</source>
        <translation>Nicht ganz – versuchen Sie es noch einmal.</translation>
    </message>
</context>
<context>
    <name>opslab::gui::ParameterModel</name>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>The scenario&apos;s title</source>
        <translation>Der Titel des Szenarios</translation>
    </message>
    <message>
        <source>%1: unknown key</source>
        <translation>%1: unbekannter Schlüssel</translation>
    </message>
    <message>
        <source>no such parameter</source>
        <translation>kein solcher Parameter</translation>
    </message>
    <message>
        <source>%1: expected a value</source>
        <translation>%1: erwartet einen Wert</translation>
    </message>
</context>
<context>
    <name>opslab::gui::SimulationController</name>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Router</source>
        <translation>Router</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>TCP data segment</source>
        <translation>TCP-Datensegment</translation>
    </message>
    <message>
        <source>TCP ACK</source>
        <translation>TCP-ACK</translation>
    </message>
    <message>
        <source>TCP SYN</source>
        <translation>TCP-SYN</translation>
    </message>
    <message>
        <source>TCP SYN-ACK</source>
        <translation>TCP-SYN-ACK</translation>
    </message>
    <message>
        <source>TCP FIN</source>
        <translation>TCP-FIN</translation>
    </message>
    <message>
        <source>TCP FIN-ACK</source>
        <translation>TCP-FIN-ACK</translation>
    </message>
    <message>
        <source>UDP datagram</source>
        <translation>UDP-Datagramm</translation>
    </message>
    <message>
        <source>packet</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>→ %1: %2%3 waiting</source>
        <extracomment>A queue of a node&apos;s outgoing link: %1 the next node, %2 packets waiting, %3 &quot; / &lt;capacity&gt;&quot; or nothing when the queue has no limit.</extracomment>
        <translation>→ %1: %2%3 wartend</translation>
    </message>
    <message>
        <source>Outgoing links</source>
        <translation>Ausgehende Verbindungen</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Packets dropped here</source>
        <translation>Hier verworfene Pakete</translation>
    </message>
    <message>
        <source>Link %1 → %2</source>
        <translation>Verbindung %1 → %2</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Propagation delay</source>
        <translation>Ausbreitungsverzögerung</translation>
    </message>
    <message>
        <source>A full packet takes</source>
        <translation>Ein volles Paket braucht</translation>
    </message>
    <message>
        <source>%1 to send</source>
        <translation>%1 zum Senden</translation>
    </message>
    <message>
        <source>%1%2 packets (peak %3)</source>
        <extracomment>%1 packets waiting, %2 &quot; / &lt;capacity&gt;&quot; or nothing when the queue has no limit, %3 the most that waited.</extracomment>
        <translation>%1%2 Pakete (Spitze %3)</translation>
    </message>
    <message>
        <source>Transmitter</source>
        <translation>Sender</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>sendet</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>On the wire</source>
        <translation>Auf der Leitung</translation>
    </message>
    <message>
        <source>Packets sent</source>
        <translation>Gesendete Pakete</translation>
    </message>
    <message>
        <source>Dropped (queue full)</source>
        <translation>Verworfen (Warteschlange voll)</translation>
    </message>
    <message>
        <source>Random loss</source>
        <translation>Zufallsverlust</translation>
    </message>
    <message>
        <source>Flow %1 (%2)</source>
        <translation>Fluss %1 (%2)</translation>
    </message>
    <message>
        <source>Flow %1</source>
        <translation>Fluss %1</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>cwnd</source>
        <translation>cwnd</translation>
    </message>
    <message>
        <source>%1 segments</source>
        <translation>%1 Segmente</translation>
    </message>
    <message>
        <source>ssthresh</source>
        <translation>ssthresh</translation>
    </message>
    <message>
        <source>∞ (no loss yet)</source>
        <translation>∞ (noch kein Verlust)</translation>
    </message>
    <message>
        <source>Effective window</source>
        <translation>Wirksames Fenster</translation>
    </message>
    <message>
        <source>%1 segments = min(cwnd %2, receiver window %3): limited by %4</source>
        <translation>%1 Segmente = min(cwnd %2, Empfangsfenster %3): begrenzt durch %4</translation>
    </message>
    <message>
        <source>the receiver window (cwnd still grows, as in ns-2 and INET)</source>
        <translation>das Empfangsfenster (cwnd wächst weiter, wie in ns-2 und INET)</translation>
    </message>
    <message>
        <source>Smoothed RTT</source>
        <translation>Geglättete RTT</translation>
    </message>
    <message>
        <source>RTO</source>
        <translation>RTO</translation>
    </message>
    <message>
        <source>Oldest unacked</source>
        <translation>Ältestes unbestätigtes</translation>
    </message>
    <message>
        <source>segment %1</source>
        <translation>Segment %1</translation>
    </message>
    <message>
        <source>Highest sent</source>
        <translation>Höchstes gesendetes</translation>
    </message>
    <message>
        <source>Delivered</source>
        <translation>Zugestellt</translation>
    </message>
    <message>
        <source>Retransmits</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Fast retransmits</source>
        <translation>Schnelle Wiederholungen</translation>
    </message>
    <message>
        <source>Timeouts</source>
        <translation>Timeouts</translation>
    </message>
    <message>
        <source>Packets on the wire</source>
        <translation>Pakete auf der Leitung</translation>
    </message>
    <message>
        <source>Packet #%1</source>
        <translation>Paket #%1</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>%1 (retransmission)</source>
        <translation>%1 (Wiederholung)</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Sendet</translation>
    </message>
    <message>
        <source>Arrives</source>
        <translation>Kommt an</translation>
    </message>
    <message>
        <source>Transmission time</source>
        <translation>Sendedauer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>on the wire</source>
        <translation>auf der Leitung</translation>
    </message>
    <message>
        <source>left this link</source>
        <translation>hat diese Verbindung verlassen</translation>
    </message>
    <message>
        <source>no longer on the wire</source>
        <translation>nicht mehr auf der Leitung</translation>
    </message>
    <message>
        <source>reference: the same scenario and seed</source>
        <translation>Referenz: dasselbe Szenario und derselbe Seed</translation>
    </message>
    <message>
        <source>reference: %1</source>
        <translation>Referenz: %1</translation>
    </message>
    <message>
        <source>Ready — press Play (Space) or Step (→)</source>
        <translation>Bereit – Abspielen (Leertaste) oder Schritt (→) drücken</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Running as fast as possible to %1 s</source>
        <translation>Läuft so schnell wie möglich bis %1 s</translation>
    </message>
    <message>
        <source>Going to %1…</source>
        <translation>Springe zu %1…</translation>
    </message>
    <message>
        <source>Going to event %1…</source>
        <translation>Springe zu Ereignis %1…</translation>
    </message>
    <message>
        <source>Going back one event…</source>
        <translation>Ein Ereignis zurück…</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>%1events/s · %2 simulated per second</source>
        <extracomment>%1 the events per second and a space (&quot;800 &quot;), or with a unit prefix instead of the space (&quot;2.50 M&quot;, &quot;12.5 k&quot;); %2 a duration.</extracomment>
        <translation>%1Ereignisse/s · %2 simuliert pro Sekunde</translation>
    </message>
    <message>
        <source>Running as fast as possible</source>
        <translation>Läuft so schnell wie möglich</translation>
    </message>
    <message>
        <source>Running at %1</source>
        <translation>Läuft mit %1</translation>
    </message>
</context>
<context>
    <name>opslab::gui::Translations</name>
    <message>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
</context>
<context>
    <name>schema</name>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>An N×N switch</source>
        <translation>Ein N×N-Switch</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Input FIFOs (head-of-line blocking), VOQs with iSLIP, or ideal output queueing</source>
        <translation>Eingangs-FIFOs (Head-of-Line-Blockierung), VOQs mit iSLIP oder ideale Ausgangspufferung</translation>
    </message>
    <message>
        <source>iSLIP iterations</source>
        <translation>iSLIP-Iterationen</translation>
    </message>
    <message>
        <source>Request-grant-accept rounds per fabric slot</source>
        <translation>Runden aus Anfrage, Zusage und Annahme je Koppelfeld-Slot</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <source>Fabric slots per cell time of the line</source>
        <translation>Koppelfeld-Slots je Zellzeit der Leitung</translation>
    </message>
    <message>
        <source>Input buffer</source>
        <translation>Eingangspuffer</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <source>Per input line card; 0 = unlimited</source>
        <translation>Je Eingangs-Linecard; 0 = unbegrenzt</translation>
    </message>
    <message>
        <source>Line rate</source>
        <translation>Leitungsrate</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>A 64-byte cell per slot: 204.8 ns at 2.5 Gb/s</source>
        <translation>Eine 64-Byte-Zelle je Slot: 204,8 ns bei 2,5 Gb/s</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Verkehr</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>cells/slot</source>
        <translation>Zellen/Slot</translation>
    </message>
    <message>
        <source>Bernoulli i.i.d. arrival probability per input</source>
        <translation>Ankunftswahrscheinlichkeit je Eingang (Bernoulli, i.i.d.)</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>uniform; diagonal: 2/3 to output i, 1/3 to i+1; unbalanced: ω to output i</source>
        <translation>uniform: gleichverteilt; diagonal: 2/3 an Ausgang i, 1/3 an i+1; unbalanced: ω an Ausgang i</translation>
    </message>
    <message>
        <source>Unbalance</source>
        <translation>Unausgewogenheit</translation>
    </message>
    <message>
        <source>Share of input i&apos;s cells sent to output i (unbalanced)</source>
        <translation>Anteil der Zellen von Eingang i, die an Ausgang i gehen (unbalanced)</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologie</translation>
    </message>
    <message>
        <source>Fat-tree arity</source>
        <translation>Arität des Fat-Tree</translation>
    </message>
    <message>
        <source>k-ary fat-tree: k³/4 servers</source>
        <translation>k-ärer Fat-Tree: k³/4 Server</translation>
    </message>
    <message>
        <source>Link rate</source>
        <translation>Verbindungsrate</translation>
    </message>
    <message>
        <source>Link length</source>
        <translation>Verbindungslänge</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Propagation n/c per metre</source>
        <translation>Ausbreitung n/c je Meter</translation>
    </message>
    <message>
        <source>Fibre refractive index</source>
        <translation>Brechungsindex der Faser</translation>
    </message>
    <message>
        <source>§III-A footnote: n = 1.45 (4.84 ns/m)</source>
        <translation>§III-A, Fußnote: n = 1,45 (4,84 ns/m)</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>Anfragerate</translation>
    </message>
    <message>
        <source>1/s</source>
        <translation>1/s</translation>
    </message>
    <message>
        <source>Poisson connection requests</source>
        <translation>Verbindungsanfragen als Poisson-Prozess</translation>
    </message>
    <message>
        <source>Server pairs</source>
        <translation>Serverpaare</translation>
    </message>
    <message>
        <source>Any two servers, or only servers in different racks</source>
        <translation>Zwei beliebige Server oder nur Server in verschiedenen Racks</translation>
    </message>
    <message>
        <source>File size, first mode</source>
        <translation>Dateigröße, erster Modus</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Bimodal log-normal file sizes</source>
        <translation>Bimodale, log-normalverteilte Dateigrößen</translation>
    </message>
    <message>
        <source>File size, second mode</source>
        <translation>Dateigröße, zweiter Modus</translation>
    </message>
    <message>
        <source>Share of the first mode</source>
        <translation>Anteil des ersten Modus</translation>
    </message>
    <message>
        <source>Fraction of files drawn around mode 1</source>
        <translation>Anteil der Dateien, die um Modus 1 gezogen werden</translation>
    </message>
    <message>
        <source>Log-normal spread</source>
        <translation>Log-Normal-Streuung</translation>
    </message>
    <message>
        <source>Standard deviation of ln(size) per mode</source>
        <translation>Standardabweichung von ln(Größe) je Modus</translation>
    </message>
    <message>
        <source>Traced transfer, minimum size</source>
        <translation>Verfolgte Übertragung, Mindestgröße</translation>
    </message>
    <message>
        <source>The cwnd chart follows the first transfer at least this large</source>
        <translation>Das cwnd-Diagramm folgt der ersten Übertragung, die mindestens so groß ist</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>Throughput reading</source>
        <translation>Durchsatzmessung</translation>
    </message>
    <message>
        <source>window: bytes received over [warm-up, end]; completed_files: bytes of the files completed in the window, over it; requests: the first measure.requests requests after the warm-up, their bytes over first request to last completion (the run ends then)</source>
        <translation>window: empfangene Bytes über [Ende der Einschwingzeit, Ende]; completed_files: Bytes der im Fenster abgeschlossenen Dateien, geteilt durch das Fenster; requests: die ersten measure.requests Anfragen nach der Einschwingzeit, ihre Bytes geteilt durch die Zeit von der ersten Anfrage bis zum letzten Abschluss (dann endet der Lauf)</translation>
    </message>
    <message>
        <source>Measured requests</source>
        <translation>Gemessene Anfragen</translation>
    </message>
    <message>
        <source>How many requests the requests reading follows</source>
        <translation>Wie vielen Anfragen die Messung „requests“ folgt</translation>
    </message>
    <message>
        <source>Buffer ports</source>
        <translation>Pufferports</translation>
    </message>
    <message>
        <source>Electronic buffer ports of the hybrid switch (≤ k)</source>
        <translation>Elektronische Pufferports des hybriden Switches (≤ k)</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>Karn&apos;s rule for SAW</source>
        <translation>Karn-Regel für SAW</translation>
    </message>
    <message>
        <source>SAW/SAWL: no RTT sample from a retransmitted segment</source>
        <translation>SAW/SAWL: keine RTT-Messung an einem wiederholt gesendeten Segment</translation>
    </message>
    <message>
        <source>RTT sample on every ACK</source>
        <translation>RTT-Messung bei jedem ACK</translation>
    </message>
    <message>
        <source>SACK/mSACK: the α/β RTO updates on every ACK (§III-A), not once per window</source>
        <translation>SACK/mSACK: die α/β-Aktualisierung des RTO bei jedem ACK (§III-A), nicht einmal je Fenster</translation>
    </message>
    <message>
        <source>ssthresh from CWND</source>
        <translation>ssthresh aus CWND</translation>
    </message>
    <message>
        <source>A loss sets ssthresh = max(CWND/2, 2·SMSS) as eq. (4) of §III-B; off: RFC 5681&apos;s FlightSize/2</source>
        <translation>Ein Verlust setzt ssthresh = max(CWND/2, 2·SMSS) wie Gl. (4) in §III-B; aus: FlightSize/2 nach RFC 5681</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Flüsse</translation>
    </message>
    <message>
        <source>Number of TCP/UDP flows</source>
        <translation>Anzahl der TCP-/UDP-Flüsse</translation>
    </message>
    <message>
        <source>Access link rate</source>
        <translation>Rate der Zugangsverbindung</translation>
    </message>
    <message>
        <source>Mb/s</source>
        <translation>Mb/s</translation>
    </message>
    <message>
        <source>Bottleneck rate</source>
        <translation>Engpassrate</translation>
    </message>
    <message>
        <source>Base round-trip time</source>
        <translation>Basis-Umlaufzeit</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Propagation only, split over the path</source>
        <translation>Nur Ausbreitung, über den Pfad verteilt</translation>
    </message>
    <message>
        <source>Per-flow RTTs</source>
        <translation>RTTs je Fluss</translation>
    </message>
    <message>
        <source>Comma-separated; its length divides the flow count</source>
        <translation>Durch Kommas getrennt; die Länge der Liste teilt die Anzahl der Flüsse</translation>
    </message>
    <message>
        <source>Queue capacity</source>
        <translation>Kapazität der Warteschlange</translation>
    </message>
    <message>
        <source>packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <source>Drop-tail buffer per output</source>
        <translation>Drop-Tail-Puffer je Ausgang</translation>
    </message>
    <message>
        <source>Random loss rate</source>
        <translation>Zufällige Verlustrate</translation>
    </message>
    <message>
        <source>Bernoulli loss of data packets on the bottleneck</source>
        <translation>Bernoulli-Verlust von Datenpaketen auf dem Engpass</translation>
    </message>
    <message>
        <source>Topology (Fig. 4)</source>
        <translation>Topologie (Abb. 4)</translation>
    </message>
    <message>
        <source>Bundling degree</source>
        <translation>Bündelungsgrad</translation>
    </message>
    <message>
        <source>lightpaths</source>
        <translation>Lichtpfade</translation>
    </message>
    <message>
        <source>§IV-B: 2, 3, 4 lightpaths between the two core routers</source>
        <translation>§IV-B: 2, 3, 4 Lichtpfade zwischen den beiden Kernroutern</translation>
    </message>
    <message>
        <source>Sub-network factor</source>
        <translation>Teilnetzfaktor</translation>
    </message>
    <message>
        <source>§IV-A: K·b_D access sub-networks per side, N = K·b_D self-similar sources and sinks in each; K = 2</source>
        <translation>§IV-A: K·b_D Zugangsteilnetze je Seite, in jedem N = K·b_D selbstähnliche Quellen und Senken; K = 2</translation>
    </message>
    <message>
        <source>TCP access rate</source>
        <translation>TCP-Zugangsrate</translation>
    </message>
    <message>
        <source>§IV-B: 10, 100, 1000 Mb/s</source>
        <translation>§IV-B: 10, 100, 1000 Mb/s</translation>
    </message>
    <message>
        <source>§IV-A: every other link and each lightpath, 2.5 Gb/s</source>
        <translation>§IV-A: alle übrigen Verbindungen und jeder Lichtpfad, 2,5 Gb/s</translation>
    </message>
    <message>
        <source>Output buffers</source>
        <translation>Ausgangspuffer</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>§IV-A: 128 MB at the aggregation nodes and the core outputs; a link counts packets, so the limit is 128 MB over the mean background packet (348.3 B)</source>
        <translation>§IV-A: 128 MB an den Aggregationsknoten und den Kernausgängen; eine Verbindung zählt Pakete, daher ist die Grenze 128 MB geteilt durch das mittlere Hintergrundpaket (348,3 B)</translation>
    </message>
    <message>
        <source>TCP host interface queue</source>
        <translation>Warteschlange der TCP-Hosts</translation>
    </message>
    <message>
        <source>Not in the paper: 128 MB (85 334 packets of 1500 B), as §IV-A&apos;s other buffers; chosen by calibration (docs/results/lbas-calibration.md)</source>
        <translation>Nicht im Paper: 128 MB (85 334 Pakete zu 1500 B) wie die übrigen Puffer in §IV-A; durch Kalibrierung gewählt (docs/results/lbas-calibration.md)</translation>
    </message>
    <message>
        <source>TCP RTT, minimum</source>
        <translation>TCP-RTT, Minimum</translation>
    </message>
    <message>
        <source>§IV-A: propagation RTT uniform in [15, 25] ms</source>
        <translation>§IV-A: Ausbreitungs-RTT gleichverteilt in [15, 25] ms</translation>
    </message>
    <message>
        <source>TCP RTT, maximum</source>
        <translation>TCP-RTT, Maximum</translation>
    </message>
    <message>
        <source>Core CIOQ routers</source>
        <translation>CIOQ-Kernrouter</translation>
    </message>
    <message>
        <source>Anycast switching policy</source>
        <translation>Anycast-Strategie</translation>
    </message>
    <message>
        <source>§III: none (not LB+AS: a lightpath per destination sub-network), random, RR, JSVOQ, e-JSQ (byte counters, one AS-VOQ per bundle), ideal JSQ</source>
        <translation>§III: none (kein LB+AS: ein Lichtpfad je Zielteilnetz), random, RR, JSVOQ, e-JSQ (Bytezähler, eine AS-VOQ je Bündel), ideal JSQ</translation>
    </message>
    <message>
        <source>Fabric speedup</source>
        <translation>Koppelfeld-Speedup</translation>
    </message>
    <message>
        <source>§IV-B: 4</source>
        <translation>§IV-B: 4</translation>
    </message>
    <message>
        <source>Not in the paper: 4 (≥ log₂ of the ≤ 12 ports at b_D ≤ 4, where iSLIP converges)</source>
        <translation>Nicht im Paper: 4 (≥ log₂ der ≤ 12 Ports bei b_D ≤ 4, wo iSLIP konvergiert)</translation>
    </message>
    <message>
        <source>Background load on the lightpaths</source>
        <translation>Hintergrundlast der Lichtpfade</translation>
    </message>
    <message>
        <source>§IV-B: 0.5, 0.8</source>
        <translation>§IV-B: 0,5 und 0,8</translation>
    </message>
    <message>
        <source>Hurst parameter</source>
        <translation>Hurst-Parameter</translation>
    </message>
    <message>
        <source>§IV-A: 0.6 (Pareto ON shape α = 3 − 2H); above 0.5</source>
        <translation>§IV-A: 0,6 (Pareto-Form der ON-Phasen α = 3 − 2H); über 0,5</translation>
    </message>
    <message>
        <source>ON-OFF sources per source</source>
        <translation>ON-OFF-Quellen je Quelle</translation>
    </message>
    <message>
        <source>§IV-A: 100 at 2.5 Gb/s peak</source>
        <translation>§IV-A: 100 bei 2,5 Gb/s Spitzenrate</translation>
    </message>
    <message>
        <source>Mean ON period</source>
        <translation>Mittlere ON-Phase</translation>
    </message>
    <message>
        <source>§IV-A: 1 MB</source>
        <translation>§IV-A: 1 MB</translation>
    </message>
    <message>
        <source>TCP file size</source>
        <translation>TCP-Dateigröße</translation>
    </message>
    <message>
        <source>0 = the paper&apos;s: 10 / 250 / 500 MB for U = 10 / 100 / 1000 Mb/s (§IV-B); the classroom scale shrinks this only</source>
        <translation>0 = wie im Paper: 10 / 250 / 500 MB für U = 10 / 100 / 1000 Mb/s (§IV-B); nur dies verkleinert der Unterrichtsmaßstab</translation>
    </message>
    <message>
        <source>TCP start</source>
        <translation>TCP-Start</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>Not in the paper: both connections start here (the background starts in its stationary state at 0)</source>
        <translation>Nicht im Paper: Beide Verbindungen starten hier (der Hintergrundverkehr beginnt bei 0 in seinem stationären Zustand)</translation>
    </message>
    <message>
        <source>INET&apos;s TCP (the paper&apos;s simulator, §IV; INET 1.x–2.x TCPBaseAlg) starts slow start with ssthresh = 65 535 bytes; 0 = unlimited</source>
        <translation>Das TCP von INET (der Simulator des Papers, §IV; INET 1.x–2.x TCPBaseAlg) beginnt Slow Start mit ssthresh = 65 535 Bytes; 0 = unbegrenzt</translation>
    </message>
    <message>
        <source>Not in the paper: none (0), as §IV-A says the rate is limited only by NewReno and U; chosen by calibration (docs/results/lbas-calibration.md)</source>
        <translation>Nicht im Paper: keines (0), da laut §IV-A nur NewReno und U die Rate begrenzen; durch Kalibrierung gewählt (docs/results/lbas-calibration.md)</translation>
    </message>
    <message>
        <source>Access rate</source>
        <translation>Zugangsrate</translation>
    </message>
    <message>
        <source>§III: 100 Mb/s for every source (§III flows)</source>
        <translation>§III: 100 Mb/s für jede Quelle (Flüsse nach §III)</translation>
    </message>
    <message>
        <source>Access delay</source>
        <translation>Zugangsverzögerung</translation>
    </message>
    <message>
        <source>Host–edge propagation (not in the paper: 20 km)</source>
        <translation>Ausbreitung Host–Randknoten (nicht im Paper: 20 km)</translation>
    </message>
    <message>
        <source>Access queue</source>
        <translation>Zugangswarteschlange</translation>
    </message>
    <message>
        <source>Drop-tail queue of each access link</source>
        <translation>Drop-Tail-Warteschlange jeder Zugangsverbindung</translation>
    </message>
    <message>
        <source>Hosts per edge</source>
        <translation>Hosts je Randknoten</translation>
    </message>
    <message>
        <source>§III flows take the edge&apos;s hosts in turn; each host has its own access link</source>
        <translation>Flüsse nach §III nutzen die Hosts des Randknotens der Reihe nach; jeder Host hat eine eigene Zugangsverbindung</translation>
    </message>
    <message>
        <source>OBS core</source>
        <translation>OBS-Kern</translation>
    </message>
    <message>
        <source>Wavelengths per link</source>
        <translation>Wellenlängen je Verbindung</translation>
    </message>
    <message>
        <source>§III: a single wavelength per link</source>
        <translation>§III: eine einzige Wellenlänge je Verbindung</translation>
    </message>
    <message>
        <source>Wavelength rate</source>
        <translation>Rate je Wellenlänge</translation>
    </message>
    <message>
        <source>§III: 10 Gb/s</source>
        <translation>§III: 10 Gb/s</translation>
    </message>
    <message>
        <source>Wavelength conversion</source>
        <translation>Wellenlängenkonversion</translation>
    </message>
    <message>
        <source>Full conversion at every node (else continuity)</source>
        <translation>Volle Konversion an jedem Knoten (sonst Wellenlängenkontinuität)</translation>
    </message>
    <message>
        <source>Header processing</source>
        <translation>Header-Verarbeitung</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>JET offset = hops × δ (not in the paper)</source>
        <translation>JET-Offset = Hops × δ (nicht im Paper)</translation>
    </message>
    <message>
        <source>Extra burst loss</source>
        <translation>Zusätzlicher Burst-Verlust</translation>
    </message>
    <message>
        <source>Random loss per burst on top of contention; §III calibrates to 2% burst loss</source>
        <translation>Zufallsverlust je Burst zusätzlich zu Konflikten; §III kalibriert auf 2 % Burst-Verlust</translation>
    </message>
    <message>
        <source>Burst assembly</source>
        <translation>Burst-Assemblierung</translation>
    </message>
    <message>
        <source>Assembler</source>
        <translation>Assembler</translation>
    </message>
    <message>
        <source>MF, PF (§IV), window-aware multi-queue and randomized allocation (§V)</source>
        <translation>MF, PF (§IV), fensterbewusste Mehrfachwarteschlangen und zufällige Zuteilung (§V)</translation>
    </message>
    <message>
        <source>Assembly time</source>
        <translation>Assemblierungszeit</translation>
    </message>
    <message>
        <source>§III: 1, 5 and 10 ms</source>
        <translation>§III: 1, 5 und 10 ms</translation>
    </message>
    <message>
        <source>Burst size limit</source>
        <translation>Grenze der Burstgröße</translation>
    </message>
    <message>
        <source>0 = timer only (the paper&apos;s burstifiers)</source>
        <translation>0 = nur Timer (die Burst-Assembler des Papers)</translation>
    </message>
    <message>
        <source>Timer, small windows</source>
        <translation>Timer, kleine Fenster</translation>
    </message>
    <message>
        <source>§V: 1 ms for cwnd &lt; B</source>
        <translation>§V: 1 ms für cwnd &lt; B</translation>
    </message>
    <message>
        <source>Timer, medium windows</source>
        <translation>Timer, mittlere Fenster</translation>
    </message>
    <message>
        <source>§V: 5 ms for B ≤ cwnd &lt; C</source>
        <translation>§V: 5 ms für B ≤ cwnd &lt; C</translation>
    </message>
    <message>
        <source>Timer, large windows</source>
        <translation>Timer, große Fenster</translation>
    </message>
    <message>
        <source>§V: 10 ms for cwnd ≥ C</source>
        <translation>§V: 10 ms für cwnd ≥ C</translation>
    </message>
    <message>
        <source>Small-window limit</source>
        <translation>Grenze kleiner Fenster</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>§V Fig. 5: B ∈ {16, 32}</source>
        <translation>§V, Abb. 5: B ∈ {16, 32}</translation>
    </message>
    <message>
        <source>Large-window limit</source>
        <translation>Grenze großer Fenster</translation>
    </message>
    <message>
        <source>§V Fig. 5: C from 32 to 512</source>
        <translation>§V, Abb. 5: C von 32 bis 512</translation>
    </message>
    <message>
        <source>Queues per egress</source>
        <translation>Warteschlangen je Ausgangsknoten</translation>
    </message>
    <message>
        <source>Randomized allocation: §V Fig. 6 uses 1, 2, 4</source>
        <translation>Zufällige Zuteilung: §V, Abb. 6 nutzt 1, 2, 4</translation>
    </message>
    <message>
        <source>§III: Poisson requests, Pareto files; §IV: N_s long-lived flows</source>
        <translation>§III: Poisson-Anfragen, Pareto-verteilte Dateien; §IV: N_s langlebige Flüsse</translation>
    </message>
    <message>
        <source>Request rate per edge</source>
        <translation>Anfragerate je Randknoten</translation>
    </message>
    <message>
        <source>File size, minimum</source>
        <translation>Dateigröße, Minimum</translation>
    </message>
    <message>
        <source>§III: Pareto, min ON size 40 kB</source>
        <translation>§III: Pareto, minimale ON-Größe 40 kB</translation>
    </message>
    <message>
        <source>File size, mean</source>
        <translation>Dateigröße, Mittelwert</translation>
    </message>
    <message>
        <source>§III: 700 kB</source>
        <translation>§III: 700 kB</translation>
    </message>
    <message>
        <source>File size, bound</source>
        <translation>Dateigröße, Obergrenze</translation>
    </message>
    <message>
        <source>Bounded Pareto, shape chosen to keep the mean (not in the paper)</source>
        <translation>Beschränkte Pareto-Verteilung, Form so gewählt, dass der Mittelwert bleibt (nicht im Paper)</translation>
    </message>
    <message>
        <source>Long-lived flows</source>
        <translation>Langlebige Flüsse</translation>
    </message>
    <message>
        <source>§IV: 10, 15, 25 flows, same route and RTT</source>
        <translation>§IV: 10, 15, 25 Flüsse, gleiche Route und RTT</translation>
    </message>
    <message>
        <source>Aggregate access rate</source>
        <translation>Gesamte Zugangsrate</translation>
    </message>
    <message>
        <source>§IV: constant, split over N_s (value not in the paper: 10 × 100 Mb/s)</source>
        <translation>§IV: konstant, auf N_s aufgeteilt (Wert nicht im Paper: 10 × 100 Mb/s)</translation>
    </message>
    <message>
        <source>Source edge</source>
        <translation>Quell-Randknoten</translation>
    </message>
    <message>
        <source>§IV&apos;s flows enter here; §III: Fig. 5&apos;s per-flow throughput counts the files from this edge to the destination edge</source>
        <translation>Hier treten die Flüsse nach §IV ein; §III: Der Durchsatz je Fluss in Abb. 5 zählt die Dateien von diesem Randknoten zum Ziel-Randknoten</translation>
    </message>
    <message>
        <source>Destination edge</source>
        <translation>Ziel-Randknoten</translation>
    </message>
    <message>
        <source>Last start</source>
        <translation>Letzter Start</translation>
    </message>
    <message>
        <source>§IV: flows start uniformly in [0, 50] s</source>
        <translation>§IV: Flüsse starten gleichverteilt in [0, 50] s</translation>
    </message>
    <message>
        <source>Source–destination pairs</source>
        <translation>Quelle-Ziel-Paare</translation>
    </message>
    <message>
        <source>Pairs s_i → d_i</source>
        <translation>Paare s_i → d_i</translation>
    </message>
    <message>
        <source>Flows per pair</source>
        <translation>Flüsse je Paar</translation>
    </message>
    <message>
        <source>Core link rate</source>
        <translation>Rate der Kernverbindung</translation>
    </message>
    <message>
        <source>Shortest-path delay</source>
        <translation>Verzögerung des kürzesten Pfads</translation>
    </message>
    <message>
        <source>Access delay step</source>
        <translation>Stufe der Zugangsverzögerung</translation>
    </message>
    <message>
        <source>Access link i has delay tᵢ = i × step</source>
        <translation>Zugangsverbindung i hat die Verzögerung tᵢ = i × Stufe</translation>
    </message>
    <message>
        <source>Access queue capacity</source>
        <translation>Kapazität der Zugangswarteschlange</translation>
    </message>
    <message>
        <source>Drop-tail buffer of each access link</source>
        <translation>Drop-Tail-Puffer jeder Zugangsverbindung</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation>Aggregation</translation>
    </message>
    <message>
        <source>Mixed: one timer per egress; per flow: one per flow</source>
        <translation>Mixed: ein Timer je Ausgangsknoten; per flow: einer je Fluss</translation>
    </message>
    <message>
        <source>Aggregation interval</source>
        <translation>Aggregationsintervall</translation>
    </message>
    <message>
        <source>An aggregate closes after Δ or at B₀·Δ bytes</source>
        <translation>Ein Aggregat schließt nach Δ oder bei B₀·Δ Bytes</translation>
    </message>
    <message>
        <source>Aggregation timer</source>
        <translation>Aggregations-Timer</translation>
    </message>
    <message>
        <source>Periodic: fixed-phase timers (mixed: every Δ; per flow: every Δ from the flow&apos;s first packet), as in the paper; first_packet: each aggregate&apos;s first packet starts its own Δ</source>
        <translation>Periodic: Timer mit fester Phase (mixed: alle Δ; per flow: alle Δ ab dem ersten Paket des Flusses) wie im Paper; first_packet: das erste Paket jedes Aggregats startet dessen eigenes Δ</translation>
    </message>
    <message>
        <source>Deflection</source>
        <translation>Umlenkung</translation>
    </message>
    <message>
        <source>Deflection routing</source>
        <translation>Deflection-Routing (Umlenkung)</translation>
    </message>
    <message>
        <source>Deflect instead of dropping on contention</source>
        <translation>Bei Konflikten umlenken statt verwerfen</translation>
    </message>
    <message>
        <source>Deflection port contention</source>
        <translation>Konflikt am Umlenkungsport</translation>
    </message>
    <message>
        <source>Drop a deflected packet when the deflection port is busy too (not in the paper, where p alone stands for the deflection path&apos;s congestion)</source>
        <translation>Ein umgelenktes Paket verwerfen, wenn auch der Umlenkungsport belegt ist (nicht im Paper, dort steht allein p für die Überlast des Umlenkungspfads)</translation>
    </message>
    <message>
        <source>Loss on deflection path</source>
        <translation>Verlust auf dem Umlenkungspfad</translation>
    </message>
    <message>
        <source>Extra delay, mean</source>
        <translation>Zusatzverzögerung, Mittelwert</translation>
    </message>
    <message>
        <source>t_c = max(0, N(μ, σ))</source>
        <translation>t_c = max(0, N(μ, σ))</translation>
    </message>
    <message>
        <source>Extra delay, std. dev.</source>
        <translation>Zusatzverzögerung, Standardabweichung</translation>
    </message>
    <message>
        <source>Path change, min</source>
        <translation>Pfadwechsel, Minimum</translation>
    </message>
    <message>
        <source>Deflection delay redrawn every t_v</source>
        <translation>Umlenkungsverzögerung wird alle t_v neu gezogen</translation>
    </message>
    <message>
        <source>Path change, max</source>
        <translation>Pfadwechsel, Maximum</translation>
    </message>
    <message>
        <source>0 = unlimited; the default 20 is ns-2&apos;s window, chosen by calibration on He &amp; Chan&apos;s Fig. 3(a)</source>
        <translation>0 = unbegrenzt; der Vorgabewert 20 ist das Fenster von ns-2, durch Kalibrierung an Abb. 3(a) von He &amp; Chan gewählt</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Simulated time of the run</source>
        <translation>Simulierte Zeit des Laufs</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Einschwingzeit</translation>
    </message>
    <message>
        <source>Metrics are measured after it</source>
        <translation>Die Kennzahlen werden danach gemessen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Same seed, same results</source>
        <translation>Gleicher Seed, gleiche Ergebnisse</translation>
    </message>
    <message>
        <source>Sample interval</source>
        <translation>Aufzeichnungsintervall</translation>
    </message>
    <message>
        <source>Chart and timeseries.csv resolution</source>
        <translation>Auflösung der Diagramme und von timeseries.csv</translation>
    </message>
    <message>
        <source>Flows with cwnd charts</source>
        <translation>Flüsse mit cwnd-Diagramm</translation>
    </message>
    <message>
        <source>The first N flows are sampled</source>
        <translation>Die ersten N Flüsse werden aufgezeichnet</translation>
    </message>
    <message>
        <source>TCP bulk transfers or UDP</source>
        <translation>TCP-Massenübertragungen oder UDP</translation>
    </message>
    <message>
        <source>UDP load</source>
        <translation>UDP-Last</translation>
    </message>
    <message>
        <source>Total over all flows</source>
        <translation>Summe über alle Flüsse</translation>
    </message>
    <message>
        <source>UDP pattern</source>
        <translation>UDP-Muster</translation>
    </message>
    <message>
        <source>Poisson or constant-rate packet arrivals</source>
        <translation>Paketankünfte als Poisson-Prozess oder mit konstanter Rate</translation>
    </message>
    <message>
        <source>UDP packet size</source>
        <translation>UDP-Paketgröße</translation>
    </message>
    <message>
        <source>First start</source>
        <translation>Erster Start</translation>
    </message>
    <message>
        <source>Flows start uniformly in [first, last]</source>
        <translation>Flüsse starten gleichverteilt in [erster, letzter]</translation>
    </message>
    <message>
        <source>TCP variant</source>
        <translation>TCP-Variante</translation>
    </message>
    <message>
        <source>Packet size</source>
        <translation>Paketgröße</translation>
    </message>
    <message>
        <source>On the wire, header included</source>
        <translation>Auf der Leitung, mit Header</translation>
    </message>
    <message>
        <source>Header size</source>
        <translation>Header-Größe</translation>
    </message>
    <message>
        <source>ACK size</source>
        <translation>ACK-Größe</translation>
    </message>
    <message>
        <source>Initial window</source>
        <translation>Anfangsfenster</translation>
    </message>
    <message>
        <source>Initial slow-start threshold</source>
        <translation>Anfänglicher Slow-Start-Schwellwert</translation>
    </message>
    <message>
        <source>Before the first loss; 0 = unlimited (RFC 5681 §3.1: arbitrarily high)</source>
        <translation>Vor dem ersten Verlust; 0 = unbegrenzt (RFC 5681 §3.1: beliebig hoch)</translation>
    </message>
    <message>
        <source>Initial RTO</source>
        <translation>Anfänglicher RTO</translation>
    </message>
    <message>
        <source>Minimum RTO</source>
        <translation>Minimaler RTO</translation>
    </message>
    <message>
        <source>Maximum RTO</source>
        <translation>Maximaler RTO</translation>
    </message>
    <message>
        <source>Delayed ACKs</source>
        <translation>Verzögerte ACKs</translation>
    </message>
    <message>
        <source>One ACK for two segments</source>
        <translation>Ein ACK für zwei Segmente</translation>
    </message>
    <message>
        <source>Delayed-ACK timer</source>
        <translation>Timer für verzögerte ACKs</translation>
    </message>
    <message>
        <source>Receiver window</source>
        <translation>Empfangsfenster</translation>
    </message>
    <message>
        <source>0 = unlimited</source>
        <translation>0 = unbegrenzt</translation>
    </message>
    <message>
        <source>Duplicate-ACK threshold</source>
        <translation>Schwellwert für doppelte ACKs</translation>
    </message>
    <message>
        <source>RTO rule</source>
        <translation>RTO-Regel</translation>
    </message>
    <message>
        <source>auto: α/β for SAW, SAWL, mSACK; RFC 6298 otherwise</source>
        <translation>auto: α/β für SAW, SAWL, mSACK; sonst RFC 6298</translation>
    </message>
    <message>
        <source>RTO back-off</source>
        <translation>RTO-Back-off</translation>
    </message>
    <message>
        <source>RTO × α on timeout</source>
        <translation>RTO × α bei Timeout</translation>
    </message>
    <message>
        <source>RTO smoothing</source>
        <translation>RTO-Glättung</translation>
    </message>
    <message>
        <source>β·RTT + (1−β)·RTO on ACK</source>
        <translation>β·RTT + (1−β)·RTO bei ACK</translation>
    </message>
    <message>
        <source>SAWL factor</source>
        <translation>SAWL-Faktor</translation>
    </message>
    <message>
        <source>SAWL waits RTO + p·τ</source>
        <translation>SAWL wartet RTO + p·τ</translation>
    </message>
    <message>
        <source>SACK rescue retransmission</source>
        <translation>SACK-Rescue-Retransmission</translation>
    </message>
    <message>
        <source>RFC 6675 rescue retransmission</source>
        <translation>Rescue-Retransmission nach RFC 6675</translation>
    </message>
    <message>
        <source>3-way handshake</source>
        <translation>3-Wege-Handshake</translation>
    </message>
    <message>
        <source>SYN/SYN-ACK before data, FIN teardown</source>
        <translation>SYN/SYN-ACK vor den Daten, Abbau mit FIN</translation>
    </message>
    <message>
        <source>On: a loss sets ssthresh = max(CWND/2, 2·SMSS) as INET 2.x&apos;s TCPNewReno does; off: RFC 5681&apos;s FlightSize/2</source>
        <translation>Ein: ein Verlust setzt ssthresh = max(CWND/2, 2·SMSS) wie TCPNewReno von INET 2.x; aus: FlightSize/2 nach RFC 5681</translation>
    </message>
    <message>
        <source>recover follows the ACKs</source>
        <translation>recover folgt den ACKs</translation>
    </message>
    <message>
        <source>On: as INET 2.x&apos;s TCPNewReno, each new ACK outside recovery pulls recover up to snd_una, so a fast retransmit may follow a timeout at once; off: RFC 6582, not before recover is ACKed</source>
        <translation>Ein: wie TCPNewReno von INET 2.x zieht jedes neue ACK außerhalb der Erholung recover bis snd_una nach, sodass ein Fast Retransmit sofort auf einen Timeout folgen kann; aus: RFC 6582, erst wenn recover bestätigt ist</translation>
    </message>
    <message>
        <source>Inflate only above the threshold</source>
        <translation>Erst über der Schwelle aufblähen</translation>
    </message>
    <message>
        <source>On: as INET 2.x&apos;s TCPNewReno, in fast recovery the duplicate ACKs are counted anew from each partial ACK and only those above the threshold inflate the window; off: every one does</source>
        <translation>Ein: wie TCPNewReno von INET 2.x werden in Fast Recovery die doppelten ACKs ab jedem partiellen ACK neu gezählt, und nur die über der Schwelle blähen das Fenster auf; aus: jedes tut es</translation>
    </message>
    <message>
        <source>Timers from the wire</source>
        <translation>Timer ab der Leitung</translation>
    </message>
    <message>
        <source>The RTO timer and RTT samples start when a segment starts on the wire, after the server&apos;s interface queue (§III-A: RTT from &quot;the start of sending a packet&quot;); off: when TCP hands it to the interface</source>
        <translation>RTO-Timer und RTT-Messungen beginnen, wenn ein Segment nach der Warteschlange der Serverschnittstelle auf die Leitung geht (§III-A: RTT ab „dem Beginn des Sendens eines Pakets“); aus: wenn TCP es der Schnittstelle übergibt</translation>
    </message>
    <message>
        <source>RTT timing survives retransmits</source>
        <translation>RTT-Messung übersteht Wiederholungen</translation>
    </message>
    <message>
        <source>On: as INET 2.x&apos;s TCPBaseAlg, only a timeout cancels the RTT measurement of the timed segment, so a sample may span a fast retransmit; off: Karn&apos;s rule, any retransmission does</source>
        <translation>Ein: wie TCPBaseAlg von INET 2.x bricht nur ein Timeout die RTT-Messung des gemessenen Segments ab, sodass eine Messung einen Fast Retransmit überspannen kann; aus: Karns Regel, jede Sendewiederholung bricht sie ab</translation>
    </message>
    <message>
        <source>Window wraps below zero</source>
        <translation>Fenster läuft unter null über</translation>
    </message>
    <message>
        <source>On: as INET 2.x&apos;s TCPNewReno, whose window is an unsigned 32-bit count, a partial ACK that acknowledges more than the window wraps it to about 4 GiB until recovery ends; off: it stays at least one segment</source>
        <translation>An: wie INET 2.x&apos; TCPNewReno, dessen Fenster eine vorzeichenlose 32-Bit-Zahl ist, lässt ein partielles ACK, das mehr als das Fenster bestätigt, es bis zum Ende der Erholung auf etwa 4 GiB überlaufen; aus: es bleibt mindestens ein Segment</translation>
    </message>
    <message>
        <source>Old ACKs reset the duplicate count</source>
        <translation>Alte ACKs setzen den Duplikatzähler zurück</translation>
    </message>
    <message>
        <source>On: as INET 2.x&apos;s TCP, an ACK below snd_una (reordered on the way back) resets the duplicate-ACK count; off: it is ignored</source>
        <translation>An: wie in INET 2.x&apos; TCP setzt ein ACK unterhalb von snd_una (auf dem Rückweg überholt) den Zähler doppelter ACKs zurück; aus: es wird ignoriert</translation>
    </message>
    <message>
        <source>One input queue per bundle</source>
        <translation>Eine Eingangswarteschlange je Bündel</translation>
    </message>
    <message>
        <source>§III: e-JSQ&apos;s AS-VOQs (one queue per bundle in every line card) for every policy; e-JSQ always has them. Not in the paper for the others: off, a VOQ per output</source>
        <translation>§III: die AS-VOQs von e-JSQ (eine Warteschlange je Bündel in jeder Linecard) für jede Strategie; e-JSQ hat sie immer. Für die anderen nicht im Paper: aus, eine VOQ je Ausgang</translation>
    </message>
    <message>
        <source>§III gives λ = 50 flows/s and 1/μ = 10 ms, which disagree; 80 per edge meets its 600–800 active flows and 2% burst loss (calibrated)</source>
        <translation>§III nennt λ = 50 Flüsse/s und 1/μ = 10 ms, die sich widersprechen; 80 pro Randknoten ergeben seine 600–800 aktiven Flüsse und 2% Burst-Verlust (kalibriert)</translation>
    </message>
    <message>
        <source>Queue allocation</source>
        <translation>Zuteilung zu Warteschlangen</translation>
    </message>
    <message>
        <source>Connections per server</source>
        <translation>Verbindungen je Server</translation>
    </message>
    <message>
        <source>Most connections a server sends at once; later requests wait for one to complete (0 = no limit; not in the paper)</source>
        <translation>Höchstens so viele Verbindungen sendet ein Server zugleich; spätere Anfragen warten, bis eine endet (0 = keine Grenze; nicht im Paper)</translation>
    </message>
    <message>
        <source>Timeout resends one segment</source>
        <translation>Timeout sendet ein Segment erneut</translation>
    </message>
    <message>
        <source>SACK/mSACK: a timeout marks only the first un-SACKed segment lost, as a timer per segment would; off: all of them (RFC 6675)</source>
        <translation>SACK/mSACK: Ein Timeout markiert nur das erste nicht per SACK bestätigte Segment als verloren, wie es ein Timer je Segment täte; aus: alle (RFC 6675)</translation>
    </message>
    <message>
        <source>Backlog per server</source>
        <translation>Backlog je Server</translation>
    </message>
    <message>
        <source>Most connections a server accepts before they are established; later requests to it wait (0 = no limit; not in the paper)</source>
        <translation>Höchstens so viele noch nicht aufgebaute Verbindungen nimmt ein Server an; spätere Anfragen an ihn warten (0 = keine Grenze; nicht im Paper)</translation>
    </message>
    <message>
        <source>Randomized: each flow drawn on its own every cycle (§V, calibrated); equal counts per queue or one draw per run are ablations</source>
        <translation>Zufällig: jeder Fluss in jedem Zyklus für sich gezogen (Abschn. V, kalibriert); gleich viele Flüsse je Warteschlange oder eine Ziehung je Lauf sind Ablationen</translation>
    </message>
    <message>
        <source>Queues close together</source>
        <translation>Warteschlangen schließen gemeinsam</translation>
    </message>
    <message>
        <source>Randomized: every queue closes at the end of its aggregation cycle (§V, calibrated); off: each queue&apos;s timer starts with its own first segment</source>
        <translation>Zufällig: jede Warteschlange schließt am Ende ihres Aggregationszyklus (Abschn. V, kalibriert); aus: der Timer jeder Warteschlange startet mit ihrem eigenen ersten Segment</translation>
    </message>
    <message>
        <source>Short segments</source>
        <translation>Kurze Segmente</translation>
    </message>
    <message>
        <source>On: as INET 2.1–2.3&apos;s TCP, a usable window of at most one segment is sent as one segment of its size, short if smaller, and a resend is one segment from the byte asked for; off: full segments only, on a fixed grid (Reno and NewReno only)</source>
        <translation>An: wie TCP von INET 2.1–2.3 wird ein nutzbares Fenster von höchstens einem Segment als ein Segment seiner Größe gesendet, kurz, wenn es kleiner ist, und eine Sendewiederholung ist ein Segment ab dem verlangten Byte; aus: nur volle Segmente auf einem festen Raster (nur Reno und NewReno)</translation>
    </message>
    <message>
        <source>ON-OFF source peak rate</source>
        <translation>Spitzenrate der ON-OFF-Quellen</translation>
    </message>
    <message>
        <source>0 = the line rate: §IV-A&apos;s &quot;100 ingress ON-OFF sources operating at a peak bit rate of 2.5 Gbps&quot;, read as each one&apos;s peak; 0.025 reads it as the peak of the 100 together</source>
        <translation>0 = die Leitungsrate: die „100 ingress ON-OFF sources operating at a peak bit rate of 2.5 Gbps“ aus §IV-A, gelesen als Spitzenrate jeder einzelnen; 0,025 liest sie als Spitzenrate aller 100 zusammen</translation>
    </message>
    <message>
        <source>TCP hosts on their own uplink</source>
        <translation>TCP-Hosts mit eigenem Uplink</translation>
    </message>
    <message>
        <source>Not the paper&apos;s: an ablation. On: the TCP hosts hang on an aggregation node of their own, whose 2.5 Gb/s uplink enters the core router on a line card without background, so no background queue bunches their segments; off: §IV-A&apos;s first sub-network</source>
        <translation>Nicht wie im Paper: eine Ablation. Ein: die TCP-Hosts hängen an einem eigenen Aggregationsknoten, dessen 2,5-Gb/s-Uplink den Core-Router über eine Linecard ohne Hintergrundverkehr erreicht, sodass keine Hintergrund-Warteschlange ihre Segmente bündelt; aus: das erste Teilnetz aus §IV-A</translation>
    </message>
    <message>
        <source>Round robin&apos;s turn</source>
        <translation>Zug des Round Robin</translation>
    </message>
    <message>
        <source>Not the paper&apos;s: an ablation of RR. 0: §III&apos;s classical round robin, one packet a turn whatever its size; above 0: a port&apos;s turn lasts until it has been given this many bytes (deficit round robin), so packet sizes no longer unbalance the bundle</source>
        <translation>Nicht aus dem Paper: eine Ablation von RR. 0: das klassische Round Robin aus §III, ein Paket je Zug, gleich welcher Größe; über 0: der Zug eines Ports dauert, bis er so viele Bytes erhalten hat (Deficit Round Robin), sodass die Paketgrößen das Bündel nicht mehr ungleich belasten</translation>
    </message>
</context>
<context>
    <name>tcp</name>
    <message>
        <source>sending</source>
        <translation>sendet</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>syn-sent</source>
        <translation>SYN gesendet</translation>
    </message>
    <message>
        <source>fast-recovery · window inflated by duplicate ACKs</source>
        <translation>Fast Recovery · Fenster durch doppelte ACKs aufgebläht</translation>
    </message>
    <message>
        <source>fast-recovery</source>
        <translation>Fast Recovery</translation>
    </message>
    <message>
        <source>slow-start</source>
        <translation>Slow Start</translation>
    </message>
    <message>
        <source>congestion-avoidance</source>
        <translation>Stauvermeidung</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>wird geschlossen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
</context>
</TS>
