<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Quire</source>
        <translation>Über Quire</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>A writing app for novelists and worldbuilders, with an assistant you can trust with your manuscript.</source>
        <translation>Ein Schreibprogramm für Romanautoren und Weltenbauer, mit einem Assistenten, dem Sie Ihr Manuskript anvertrauen können.</translation>
    </message>
    <message>
        <source>Quire is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;{url}&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version ({license}).</source>
        <translation>Quire ist freie Software: Sie können sie unter den Bedingungen der &lt;a href=&quot;{url}&quot;&gt;GNU General Public License&lt;/a&gt;, Version 3 oder (nach Ihrer Wahl) jeder späteren Version, weitergeben und verändern ({license}).</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the version and the libraries, to paste into a problem report</source>
        <translation>Version und Bibliotheken kopieren, um sie in einen Fehlerbericht einzufügen</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Erstellt mit:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>AnswerMarks</name>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>Too short to check: the answer does not say which document it comes from.</source>
        <translation>Zu kurz zum Prüfen: Die Antwort sagt nicht, aus welchem Dokument es stammt.</translation>
    </message>
    <message>
        <source>Quire found these words in your project, but not as the answer gives them: the mark after them says what differs.</source>
        <translation>Quire hat diese Worte in Ihrem Projekt gefunden, aber nicht so, wie die Antwort sie wiedergibt: Die Markierung dahinter sagt, was abweicht.</translation>
    </message>
    <message>
        <source>Quire could not find this quotation in your project: the assistant may have misquoted or invented it.</source>
        <translation>Quire hat dieses Zitat in Ihrem Projekt nicht gefunden: Der Assistent hat es womöglich falsch wiedergegeben oder erfunden.</translation>
    </message>
    <message>
        <source>Found in your project: click to open the passage</source>
        <translation>In Ihrem Projekt gefunden: Klicken Sie, um die Stelle zu öffnen</translation>
    </message>
    <message>
        <source>The assistant did not read this document in this turn: what it says about it may not come from the text.</source>
        <translation>Der Assistent hat dieses Dokument in dieser Runde nicht gelesen: Was er darüber sagt, stammt womöglich nicht aus dem Text.</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>found in “%1”, not in “%2”</source>
        <translation>steht in „%1“, nicht in „%2“</translation>
    </message>
    <message>
        <source>the text gives this line to %1</source>
        <translation>im Text sagt das %1</translation>
    </message>
    <message>
        <source>the project spells it “%1”</source>
        <translation>im Projekt „%1“ geschrieben</translation>
    </message>
    <message>
        <source>not found in “%1”</source>
        <translation>nicht in „%1“ gefunden</translation>
    </message>
    <message>
        <source>not found in your project</source>
        <translation>nicht in Ihrem Projekt gefunden</translation>
    </message>
    <message>
        <source>open in “%1”</source>
        <translation>in „%1“ öffnen</translation>
    </message>
</context>
<context>
    <name>AppRows</name>
    <message>
        <source>Follow the system</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>Quire changes to the new language the next time it starts.</source>
        <translation>Quire verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
    <message>
        <source>Off (no HTTP log is written)</source>
        <translation>Aus (kein HTTP-Protokoll)</translation>
    </message>
    <message>
        <source>For troubleshooting: every request and answer, with keys removed</source>
        <translation>Zur Fehlersuche: jede Anfrage und Antwort, ohne Schlüssel</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>HTTP log f&amp;ile:</source>
        <translation>HTTP-&amp;Protokolldatei:</translation>
    </message>
    <message>
        <source>Write the HTTP log to</source>
        <translation>HTTP-Protokoll schreiben nach</translation>
    </message>
    <message>
        <source>Log files (*.log);;All files (*)</source>
        <translation>Protokolldateien (*.log);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>ApprovalCard</name>
    <message>
        <source>The assistant wants to make this change:</source>
        <translation>Der Assistent möchte diese Änderung vornehmen:</translation>
    </message>
    <message>
        <source>Reason, if you reject (optional)</source>
        <translation>Begründung, falls Sie ablehnen (optional)</translation>
    </message>
    <message>
        <source>The assistant is told why when you reject</source>
        <translation>Wenn Sie ablehnen, erfährt der Assistent den Grund</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Make this change (you can undo it later)</source>
        <translation>Diese Änderung vornehmen (Sie können sie später rückgängig machen)</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Do not make this change; the assistant is told, with your reason</source>
        <translation>Diese Änderung nicht vornehmen; der Assistent erfährt es, mit Ihrer Begründung</translation>
    </message>
    <message>
        <source>Approve all in this turn</source>
        <translation>Alle annehmen</translation>
    </message>
    <message>
        <source>Make this change and every further change of this turn without asking</source>
        <translation>Diese und alle weiteren Änderungen dieser Runde ohne Nachfrage vornehmen</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <translation>Text bearbeiten</translation>
    </message>
    <message>
        <source>Rewrite the proposed text before you approve it: what you write is made</source>
        <translation>Schreiben Sie den vorgeschlagenen Text um, bevor Sie ihn annehmen: Vorgenommen wird, was Sie schreiben</translation>
    </message>
    <message>
        <source>Approved (%1)</source>
        <translation>Angenommen (%1)</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>Not made, because you stopped the assistant</source>
        <translation>Nicht vorgenommen, weil Sie den Assistenten angehalten haben</translation>
    </message>
    <message>
        <source>Not made, because the answer ended first</source>
        <translation>Nicht vorgenommen, weil die Antwort vorher zu Ende war</translation>
    </message>
    <message>
        <source>Rejected (%1)</source>
        <translation>Abgelehnt (%1)</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
</context>
<context>
    <name>AssistantPanel</name>
    <message>
        <source>Ask anything about your project: who knows what, where a thread was dropped, how long part two is. The assistant reads; it changes nothing.</source>
        <translation>Fragen Sie alles über Ihr Projekt: wer was weiß, wo ein Handlungsfaden verloren ging, wie lang der zweite Teil ist. Der Assistent liest nur; er ändert nichts.</translation>
    </message>
    <message>
        <source>Tell the assistant what to change: rename a character everywhere, move a scene, fix a name across chapters. Every change is listed under its turn and can be undone.</source>
        <translation>Sagen Sie dem Assistenten, was er ändern soll: eine Figur überall umbenennen, eine Szene verschieben, einen Namen über mehrere Kapitel hinweg korrigieren. Jede Änderung wird unter ihrer Runde aufgeführt und lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Öffnen Sie ein Projekt, um Fragen dazu zu stellen.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>The conversation could not be deleted.</source>
        <translation>Die Unterhaltung konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>You added while it worked: %1</source>
        <translation>Von Ihnen ergänzt, während er arbeitete: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Tools used</source>
        <translation>Verwendete Werkzeuge</translation>
    </message>
    <message>
        <source>The changes of this turn were undone.</source>
        <translation>Die Änderungen dieser Runde wurden rückgängig gemacht.</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(keine Antwort)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>(in progress)</source>
        <translation>(in Arbeit)</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Rückfragen</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Not answered: the assistant was stopped.</source>
        <translation>Nicht beantwortet: Der Assistent wurde angehalten.</translation>
    </message>
    <message>
        <source>Not asked (nobody to ask); assumed: %1</source>
        <translation>Nicht gefragt (niemand zu fragen); angenommen: %1</translation>
    </message>
    <message>
        <source>Not asked (enough questions); assumed: %1</source>
        <translation>Nicht gefragt (genug Rückfragen); angenommen: %1</translation>
    </message>
    <message>
        <source>Save the project first: house rules live in its folder.</source>
        <translation>Speichern Sie zuerst das Projekt: Die Hausregeln liegen in seinem Ordner.</translation>
    </message>
    <message>
        <source>Waiting for your approval of the plan…</source>
        <translation>Wartet auf Ihre Zustimmung zum Plan…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Thinking it over…</source>
        <translation>Überlegt…</translation>
    </message>
    <message>
        <source>Added: the assistant reads it before its next step.</source>
        <translation>Ergänzt: Der Assistent liest es vor seinem nächsten Schritt.</translation>
    </message>
    <message>
        <source>Writing the answer…</source>
        <translation>Schreibt die Antwort…</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <translation>Wartet auf Ihre Antwort…</translation>
    </message>
    <message>
        <source>Reviewing the change to %1…</source>
        <translation>Prüft die Änderung an %1…</translation>
    </message>
    <message>
        <source>The conversation could not be saved.</source>
        <translation>Die Unterhaltung konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read; it was set aside as %2.</source>
        <translation>Die Unterhaltungsdatei %1 konnte nicht gelesen werden; sie wurde als %2 beiseitegelegt.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read.</source>
        <translation>Die Unterhaltungsdatei %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Unterhaltung löschen</translation>
    </message>
    <message>
        <source>Delete the conversation “%1”?</source>
        <translation>Die Unterhaltung „%1“ löschen?</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Unterhaltung exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The conversation could not be exported.</source>
        <translation>Die Unterhaltung konnte nicht exportiert werden.</translation>
    </message>
    <message>
        <source>Waiting for your approval…</source>
        <translation>Wartet auf Ihre Zustimmung…</translation>
    </message>
    <message>
        <source>Conversation exported to %1</source>
        <translation>Unterhaltung nach %1 exportiert</translation>
    </message>
</context>
<context>
    <name>AssistantRows</name>
    <message>
        <source>Model default</source>
        <translation>Standard des Modells</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>&amp;Temperatur:</translation>
    </message>
    <message>
        <source>How many rounds of looking things up the assistant may take per question</source>
        <translation>Wie viele Nachschlage-Schritte der Assistent pro Frage ausführen darf</translation>
    </message>
    <message>
        <source>Ma&amp;x steps:</source>
        <translation>Max. Sc&amp;hritte:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Provider default</source>
        <translation>Standard des Anbieters</translation>
    </message>
    <message>
        <source>&amp;Context window:</source>
        <translation>&amp;Kontextfenster:</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>jede Änderung</translation>
    </message>
    <message>
        <source>deletions and large rewrites only</source>
        <translation>nur Löschungen und große Umschreibungen</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>In act mode, which changes wait for your approval before they are made. Every change can be undone either way.</source>
        <translation>Im Änderungsmodus: welche Änderungen auf Ihre Zustimmung warten, bevor sie vorgenommen werden. Jede Änderung lässt sich ohnehin rückgängig machen.</translation>
    </message>
    <message>
        <source>Ask b&amp;efore the assistant changes:</source>
        <translation>Nachfra&amp;gen, bevor der Assistent ändert:</translation>
    </message>
    <message>
        <source>Propose a plan first</source>
        <translation>Erst einen Plan vorschlagen</translation>
    </message>
    <message>
        <source>In act mode, the assistant proposes a plan and changes nothing until you approve it; changes to documents the plan does not name ask you first. The assistant panel&apos;s Plan first chooses it for each question.</source>
        <translation>Im Änderungsmodus schlägt der Assistent einen Plan vor und ändert nichts, bis Sie ihn annehmen; bei Änderungen an Dokumenten, die der Plan nicht nennt, werden Sie vorher gefragt. „Erst planen“ im Assistentenbereich wählt es für jede Frage.</translation>
    </message>
    <message>
        <source>Re&amp;viewer:</source>
        <translation>Prüf&amp;er:</translation>
    </message>
</context>
<context>
    <name>AssistantSession</name>
    <message>
        <source>Assistant run %1 taken back: %2</source>
        <translation>Ablauf %1 des Assistenten zurückgenommen: %2</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Zurücknehmen: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>Assistant: %1</source>
        <translation>Assistent: %1</translation>
    </message>
</context>
<context>
    <name>BackupSettingsDialog</name>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>&amp;Keep the newest:</source>
        <translation>Die neuesten &amp;behalten:</translation>
    </message>
    <message>
        <source>Back up when the project &amp;closes</source>
        <translation>Beim &amp;Schließen des Projekts sichern</translation>
    </message>
    <message>
        <source>Backup Folder</source>
        <translation>Ordner für Sicherungen</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeList</name>
    <message>
        <source>What changed in detail cannot be shown: %1</source>
        <translation>Was sich im Einzelnen geändert hat, lässt sich nicht anzeigen: %1</translation>
    </message>
    <message>
        <source>Undo this turn</source>
        <translation>Runde rückgängig machen</translation>
    </message>
    <message>
        <source>Take back every change of this turn (your own edits stay)</source>
        <translation>Alle Änderungen dieser Runde zurücknehmen (Ihre eigenen Bearbeitungen bleiben)</translation>
    </message>
    <message>
        <source>To undo these changes now, use Edit ▸ Assistant History…</source>
        <translation>Um diese Änderungen jetzt rückgängig zu machen, verwenden Sie Bearbeiten ▸ Assistentenverlauf…</translation>
    </message>
    <message numerus="yes">
        <source>Changes undone: %Ln</source>
        <translation>
            <numerusform>%Ln Änderung rückgängig gemacht</numerusform>
            <numerusform>%Ln Änderungen rückgängig gemacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes made: %Ln</source>
        <translation>
            <numerusform>%Ln Änderung vorgenommen</numerusform>
            <numerusform>%Ln Änderungen vorgenommen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing in the project was changed.</source>
        <translation>Am Projekt wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>ChangeRow</name>
    <message>
        <source>Show what changed in detail</source>
        <translation>Anzeigen, was sich im Einzelnen geändert hat</translation>
    </message>
    <message>
        <source>Revert this change</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Take back only this change, as a new step you can undo</source>
        <translation>Nur diese Änderung zurücknehmen, als neuen Schritt, den Sie rückgängig machen können</translation>
    </message>
    <message>
        <source>Reverted (as a new step you can undo).</source>
        <translation>Zurückgenommen (als neuer Schritt, den Sie rückgängig machen können).</translation>
    </message>
</context>
<context>
    <name>ChangeText</name>
    <message numerus="yes">
        <source>… and %n more paragraphs</source>
        <translation>
            <numerusform>… und %n weiterer Absatz</numerusform>
            <numerusform>… und %n weitere Absätze</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>New note %1 %2</source>
        <translation>Neue Notiz %1 %2</translation>
    </message>
    <message>
        <source>New scene %1 %2</source>
        <translation>Neue Szene %1 %2</translation>
    </message>
    <message>
        <source>New chapter %1 %2</source>
        <translation>Neues Kapitel %1 %2</translation>
    </message>
    <message>
        <source>New document %1 %2</source>
        <translation>Neues Dokument %1 %2</translation>
    </message>
    <message>
        <source>New part %1 %2</source>
        <translation>Neuer Teil %1 %2</translation>
    </message>
    <message>
        <source>New folder %1 %2</source>
        <translation>Neuer Ordner %1 %2</translation>
    </message>
    <message>
        <source>New character %1</source>
        <translation>Neue Figur %1</translation>
    </message>
    <message>
        <source>New place %1</source>
        <translation>Neuer Ort %1</translation>
    </message>
    <message>
        <source>New item %1</source>
        <translation>Neuer Gegenstand %1</translation>
    </message>
    <message>
        <source>New faction %1</source>
        <translation>Neue Fraktion %1</translation>
    </message>
    <message>
        <source>New entity %1</source>
        <translation>Neues Element %1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>Moved %1 to the trash</source>
        <translation>%1 in den Papierkorb verschoben</translation>
    </message>
    <message>
        <source>Restored %1 from the trash</source>
        <translation>%1 aus dem Papierkorb zurückgeholt</translation>
    </message>
    <message>
        <source>Changed the text of %1</source>
        <translation>Text von %1 geändert</translation>
    </message>
    <message>
        <source>Added text to %1</source>
        <translation>Text zu %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Removed text from %1</source>
        <translation>Text aus %1 entfernt</translation>
    </message>
    <message>
        <source>Changed the details of %1</source>
        <translation>Angaben zu %1 geändert</translation>
    </message>
    <message>
        <source>Changed the kind of %1</source>
        <translation>Art von %1 geändert</translation>
    </message>
    <message>
        <source>Marked %1 private</source>
        <translation>%1 als privat markiert</translation>
    </message>
    <message>
        <source>Marked a field of %1 private</source>
        <translation>Ein Feld von %1 als privat markiert</translation>
    </message>
    <message>
        <source>Changed a field of %1</source>
        <translation>Ein Feld von %1 geändert</translation>
    </message>
    <message>
        <source>Removed a field of %1</source>
        <translation>Ein Feld von %1 entfernt</translation>
    </message>
    <message>
        <source>Reordered the fields of %1</source>
        <translation>Felder von %1 neu angeordnet</translation>
    </message>
    <message>
        <source>Added another name for %1</source>
        <translation>Weiteren Namen für %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Removed another name of %1</source>
        <translation>Einen weiteren Namen von %1 entfernt</translation>
    </message>
    <message>
        <source>Changed the notes on %1</source>
        <translation>Notizen zu %1 geändert</translation>
    </message>
    <message>
        <source>Changed the project’s details</source>
        <translation>Angaben zum Projekt geändert</translation>
    </message>
    <message>
        <source>Changed the project’s settings</source>
        <translation>Projekteinstellungen geändert</translation>
    </message>
    <message>
        <source>Renamed %1 to %2</source>
        <translation>%1 in %2 umbenannt</translation>
    </message>
    <message>
        <source>Moved %1, now %2</source>
        <translation>%1 verschoben, jetzt %2</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>%1 geändert</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>im Papierkorb</translation>
    </message>
    <message>
        <source>not in the project</source>
        <translation>nicht im Projekt</translation>
    </message>
    <message>
        <source>at the end of the project</source>
        <translation>am Ende des Projekts</translation>
    </message>
    <message>
        <source>at the start of the project</source>
        <translation>am Anfang des Projekts</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>at the end of %1</source>
        <translation>am Ende von %1</translation>
    </message>
    <message>
        <source>at the start of %1</source>
        <translation>am Anfang von %1</translation>
    </message>
    <message>
        <source>in %1, after %2</source>
        <translation>in %1, nach %2</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Word target</source>
        <translation>Wortziel</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>Weitere Namen</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papierkorb</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Previously %1</source>
        <translation>Vorher %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;(new)&quot; must not agree with it.</extracomment>
        <translation>%1: %2 (neu)</translation>
    </message>
    <message>
        <source>%1: none (was %2)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;none&quot; must not agree with it.</extracomment>
        <translation>%1: kein Wert (vorher %2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>Fields reordered</source>
        <translation>Felder neu angeordnet</translation>
    </message>
    <message>
        <source>Another name: %1</source>
        <translation>Weiterer Name: %1</translation>
    </message>
    <message>
        <source>No longer called %1</source>
        <translation>Heißt nicht mehr %1</translation>
    </message>
    <message>
        <source>Nothing else changed.</source>
        <translation>Sonst hat sich nichts geändert.</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Entfernt: %1</translation>
    </message>
</context>
<context>
    <name>ChapterText</name>
    <message>
        <source>(chapter text)</source>
        <translation>(Kapiteltext)</translation>
    </message>
    <message>
        <source>The text of “%1” before its scenes (its document keeps the chapter&apos;s title)</source>
        <translation>Der Text von „%1“ vor seinen Szenen (sein Dokument behält den Titel des Kapitels)</translation>
    </message>
</context>
<context>
    <name>CloseButton</name>
    <message>
        <source>Close Tab</source>
        <translation>Tab schließen</translation>
    </message>
</context>
<context>
    <name>ComposeBox</name>
    <message>
        <source>Editing an earlier question: the conversation will go on from there.</source>
        <translation>Sie bearbeiten eine frühere Frage: Die Unterhaltung geht von dort aus weiter.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project. Every change is listed and can be undone.</source>
        <translation>Änderungsmodus: Der Assistent darf Ihr Projekt ändern. Jede Änderung wird aufgeführt und lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>Question for the assistant</source>
        <translation>Frage an den Assistenten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Add to this turn</source>
        <translation>Zu dieser Runde hinzufügen</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step; Stop still stops</source>
        <translation>Der Assistent liest es vor seinem nächsten Schritt; „Anhalten“ hält ihn weiterhin an</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Öffnen Sie ein Projekt, um Fragen dazu zu stellen.</translation>
    </message>
    <message>
        <source>Connect a model to ask about your project.</source>
        <translation>Verbinden Sie ein Modell, um Fragen zu Ihrem Projekt zu stellen.</translation>
    </message>
    <message>
        <source>Add to this turn: a correction the assistant reads before its next step… (Enter adds)</source>
        <translation>Zu dieser Runde hinzufügen: eine Korrektur, die der Assistent vor seinem nächsten Schritt liest… (Eingabe fügt hinzu)</translation>
    </message>
    <message>
        <source>Tell the assistant what to change… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Sagen Sie dem Assistenten, was er ändern soll… (Eingabe sendet, Umschalt+Eingabe für eine neue Zeile)</translation>
    </message>
    <message>
        <source>Ask about your project… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Fragen zu Ihrem Projekt… (Eingabe sendet, Umschalt+Eingabe für eine neue Zeile)</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <source>Connect a model</source>
        <translation>Ein Modell verbinden</translation>
    </message>
    <message>
        <source>The assistant needs a language model to read your project and answer. Choose one of two ways:</source>
        <translation>Der Assistent braucht ein Sprachmodell, um Ihr Projekt zu lesen und zu antworten. Wählen Sie einen von zwei Wegen:</translation>
    </message>
    <message>
        <source>&lt;b&gt;A cloud model&lt;/b&gt; (OpenAI, Anthropic or OpenRouter): create an API key on the provider&apos;s website, then open Settings, choose the provider and paste the key. It is kept in your system&apos;s keyring. Your questions and the passages the assistant reads are sent to that provider.</source>
        <translation>&lt;b&gt;Ein Cloud-Modell&lt;/b&gt; (OpenAI, Anthropic oder OpenRouter): Erstellen Sie auf der Website des Anbieters einen API-Schlüssel, öffnen Sie dann die Einstellungen, wählen Sie den Anbieter und fügen Sie den Schlüssel ein. Er wird im Schlüsselbund Ihres Systems aufbewahrt. Ihre Fragen und die Passagen, die der Assistent liest, werden an diesen Anbieter gesendet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A local model&lt;/b&gt;, free and private: install &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; or &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, download a model that supports tools (for example &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;), and start it. Quire finds it on this computer.</source>
        <translation>&lt;b&gt;Ein lokales Modell&lt;/b&gt;, kostenlos und privat: Installieren Sie &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; oder &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, laden Sie ein Modell herunter, das Werkzeuge unterstützt (zum Beispiel &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;), und starten Sie es. Quire findet es auf diesem Computer.</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <source>Open Settings…</source>
        <translation>Einstellungen öffnen…</translation>
    </message>
    <message>
        <source>Quire has not looked for local model servers yet.</source>
        <translation>Quire hat noch nicht nach lokalen Modellservern gesucht.</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio and llama.cpp on this computer…</source>
        <translation>Suche nach Ollama, LM Studio und llama.cpp auf diesem Computer…</translation>
    </message>
    <message>
        <source>No local model server is running on this computer. Start Ollama or LM Studio, then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>Auf diesem Computer läuft kein lokaler Modellserver. Starten Sie Ollama oder LM Studio und klicken Sie dann auf „Erneut suchen“.</translation>
    </message>
    <message>
        <source>Found on this computer:</source>
        <translation>Auf diesem Computer gefunden:</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 verwenden</translation>
    </message>
    <message>
        <source>%1 is running but has no models yet. Download one (for example “ollama pull qwen2.5:7b”), then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>%1 läuft, hat aber noch keine Modelle. Laden Sie eines herunter (zum Beispiel „ollama pull qwen2.5:7b“) und klicken Sie dann auf „Erneut suchen“.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, with the model it has loaded</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, mit dem geladenen Modell</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 und %Ln weiteres</numerusform>
            <numerusform>%1 und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Quire could not save the settings: %1</source>
        <translation>Quire konnte die Einstellungen nicht speichern: %1</translation>
    </message>
</context>
<context>
    <name>ConnectionRows</name>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Anbieter:</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>&amp;Serveradresse:</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Akt&amp;ualisieren</translation>
    </message>
    <message>
        <source>Ask the server again which models it offers</source>
        <translation>Den Server erneut nach den angebotenen Modellen fragen</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Forget ke&amp;y</source>
        <translation>Schlüssel &amp;vergessen</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-Schlüsse&amp;l:</translation>
    </message>
    <message>
        <source>Local &amp;only: never send anything off this computer</source>
        <translation>Nur l&amp;okal: nie etwas von diesem Computer wegschicken</translation>
    </message>
    <message>
        <source>While this is on, Quire refuses every model server that is not on this computer (such as the cloud providers), and sends it nothing.</source>
        <translation>Solange dies eingeschaltet ist, lehnt Quire jeden Modellserver ab, der nicht auf diesem Computer läuft (etwa die Cloud-Anbieter), und sendet ihm nichts.</translation>
    </message>
    <message>
        <source>Te&amp;st connection</source>
        <translation>Verbindung teste&amp;n</translation>
    </message>
    <message>
        <source>Press Refresh to see the models the server offers.</source>
        <extracomment>Names the button “Refresh” (ConnectionRows): quote it as the button reads.</extracomment>
        <translation>Klicken Sie auf „Aktualisieren“, um die Modelle des Servers zu sehen.</translation>
    </message>
    <message>
        <source>Other OpenAI-compatible server</source>
        <translation>Anderer OpenAI-kompatibler Server</translation>
    </message>
    <message>
        <source>Any (the server&apos;s model)</source>
        <translation>Beliebig (das Modell des Servers)</translation>
    </message>
    <message>
        <source>•••••• (kept)</source>
        <translation>•••••• (gespeichert)</translation>
    </message>
    <message>
        <source>%1 is set, but not for %2, so it is not sent there. Set %3=%4 too, or type the key here.</source>
        <translation>%1 ist gesetzt, aber nicht für %2, daher wird der Schlüssel nicht dorthin gesendet. Setzen Sie auch %3=%4 oder geben Sie den Schlüssel hier ein.</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>API-Schlüssel hier einfügen</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Optional</translation>
    </message>
    <message>
        <source>%1 needs an API key. It is stored in your system&apos;s keyring.</source>
        <translation>%1 braucht einen API-Schlüssel. Er wird im Schlüsselbund Ihres Systems gespeichert.</translation>
    </message>
    <message>
        <source>Local servers usually need no key.</source>
        <translation>Lokale Server brauchen meist keinen Schlüssel.</translation>
    </message>
    <message>
        <source>A key is set in the system keyring. Type a new one to replace it.</source>
        <translation>Ein Schlüssel ist im Schlüsselbund des Systems hinterlegt. Geben Sie einen neuen ein, um ihn zu ersetzen.</translation>
    </message>
    <message>
        <source>A key is set for this session only. Type a new one to replace it.</source>
        <translation>Ein Schlüssel ist nur bis zum Beenden von Quire hinterlegt. Geben Sie einen neuen ein, um ihn zu ersetzen.</translation>
    </message>
    <message>
        <source>A key is set in the environment variable %1. Type a new one to replace it.</source>
        <translation>Ein Schlüssel ist in der Umgebungsvariable %1 hinterlegt. Geben Sie einen neuen ein, um ihn zu ersetzen.</translation>
    </message>
    <message>
        <source>Asking the server for its models…</source>
        <translation>Der Server wird nach seinen Modellen gefragt…</translation>
    </message>
    <message>
        <source>Models offered: %1. Pick one or type its name.</source>
        <translation>Angebotene Modelle: %1. Wählen Sie eines oder geben Sie seinen Namen ein.</translation>
    </message>
    <message>
        <source>The server offers no models.</source>
        <translation>Der Server bietet keine Modelle an.</translation>
    </message>
    <message>
        <source>Could not list the models: %1</source>
        <translation>Die Modelle konnten nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <source>Connected. Models offered: %1.</source>
        <translation>Verbunden. Angebotene Modelle: %1.</translation>
    </message>
    <message>
        <source>Connected, but the server does not offer “%1”. Choose one of its %2 models.</source>
        <translation>Verbunden, aber der Server bietet „%1“ nicht an. Wählen Sie eines seiner %2 Modelle.</translation>
    </message>
</context>
<context>
    <name>ConversationBar</name>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Conversations kept with this project</source>
        <translation>Mit diesem Projekt gespeicherte Unterhaltungen</translation>
    </message>
    <message>
        <source>Rename, delete or export this conversation</source>
        <translation>Diese Unterhaltung umbenennen, löschen oder exportieren</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren…</translation>
    </message>
    <message>
        <source>Previous branch</source>
        <translation>Vorheriger Zweig</translation>
    </message>
    <message>
        <source>Next branch</source>
        <translation>Nächster Zweig</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Unbenannte Unterhaltung</translation>
    </message>
    <message>
        <source>Branch %1 of %2</source>
        <translation>Zweig %1 von %2</translation>
    </message>
</context>
<context>
    <name>CopyMerges</name>
    <message>
        <source>Could not merge the copy</source>
        <translation>Die Kopie konnte nicht zusammengeführt werden</translation>
    </message>
    <message>
        <source>Merge the conflicted copy of “%1”</source>
        <translation>Die Konfliktkopie von „%1“ zusammenführen</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Merged the conflicted copy of “%1”; the copy is kept in %2</source>
        <translation>Die Konfliktkopie von „%1“ wurde zusammengeführt; die Kopie wird in %2 aufbewahrt</translation>
    </message>
</context>
<context>
    <name>Corkboard</name>
    <message>
        <source>Corkboard</source>
        <translation>Pinnwand</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>Oberste Ebene</translation>
    </message>
</context>
<context>
    <name>CorrectionList</name>
    <message>
        <source>You added:</source>
        <translation>Von Ihnen ergänzt:</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step.</source>
        <translation>Der Assistent liest es vor seinem nächsten Schritt.</translation>
    </message>
    <message>
        <source>Not read: the turn ended first. Send it as a new question.</source>
        <translation>Nicht gelesen: Die Runde war schon zu Ende. Senden Sie es als neue Frage.</translation>
    </message>
</context>
<context>
    <name>CostSettingsGroup</name>
    <message>
        <source>Costs and budget</source>
        <translation>Kosten und Budget</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>Kein Budget</translation>
    </message>
    <message>
        <source>A turn stops once it has spent this many tokens, as when it runs out of steps; Keep going goes on with a fresh budget</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Eine Runde endet, sobald sie so viele Tokens verbraucht hat, wie wenn ihr die Schritte ausgehen; „Weitermachen“ setzt sie mit neuem Budget fort</translation>
    </message>
    <message>
        <source>% of the project</source>
        <translation> % des Projekts</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>Nie fragen</translation>
    </message>
    <message>
        <source>Show an estimate of the cost and ask first before a turn reads more</source>
        <translation>Eine Kostenschätzung zeigen und erst fragen, bevor eine Runde mehr liest</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>How often one request may be handed from one specialist to another</source>
        <translation>Wie oft eine Anfrage von einem Spezialisten an einen anderen weitergegeben werden darf</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Cache-Eingabe</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>What your provider charges per million tokens; Quire shows money next to tokens for these models</source>
        <translation>Was Ihr Anbieter pro Million Tokens berechnet; für diese Modelle zeigt Quire den Betrag neben den Tokens</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Währung:</translation>
    </message>
    <message>
        <source>Add price</source>
        <translation>Preis hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Prices per million tokens:</source>
        <translation>Preise pro Million Tokens:</translation>
    </message>
    <message>
        <source> MB at most</source>
        <translation> MB maximal</translation>
    </message>
    <message>
        <source>Keep none</source>
        <translation>Keine behalten</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cache leeren</translation>
    </message>
    <message>
        <source>Token bu&amp;dget per turn:</source>
        <translation>Token-&amp;Budget pro Runde:</translation>
    </message>
    <message>
        <source>Ask before readin&amp;g more than:</source>
        <translation>Fragen, bevor mehr gelesen &amp;wird als:</translation>
    </message>
    <message>
        <source>Ha&amp;ndoffs per turn:</source>
        <translation>&amp;Übergaben pro Runde:</translation>
    </message>
    <message>
        <source>Forget the summaries kept for this project; they are written again when needed</source>
        <translation>Die für dieses Projekt gespeicherten Zusammenfassungen verwerfen; sie werden bei Bedarf neu geschrieben</translation>
    </message>
    <message>
        <source>Summaries kept:</source>
        <translation>Gespeicherte Zusammenfassungen:</translation>
    </message>
    <message>
        <source>%1 tokens a turn</source>
        <translation>%1 Tokens pro Runde</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>kein Budget</translation>
    </message>
    <message numerus="yes">
        <source>prices for %Ln model(s)</source>
        <translation>
            <numerusform>Preise für %Ln Modell</numerusform>
            <numerusform>Preise für %Ln Modelle</numerusform>
        </translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>keine Preise</translation>
    </message>
    <message>
        <source>as input</source>
        <translation>wie Eingabe</translation>
    </message>
    <message>
        <source>Cleared %1 MB.</source>
        <translation>%1 MB freigegeben.</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Kein Projekt geöffnet.</translation>
    </message>
    <message>
        <source>%1 MB kept for this project</source>
        <translation>%1 MB für dieses Projekt gespeichert</translation>
    </message>
</context>
<context>
    <name>CountSection</name>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters with spaces</source>
        <translation>
            <numerusform>%Ln Zeichen mit Leerzeichen</numerusform>
            <numerusform>%Ln Zeichen mit Leerzeichen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>…and %Ln more</source>
        <translation>
            <numerusform>…und %Ln weitere</numerusform>
            <numerusform>…und %Ln weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” opened, but %Ln files had problems.</source>
        <translation>
            <numerusform>„%1“ wurde geöffnet, aber %Ln Datei hatte Probleme.</numerusform>
            <numerusform>„%1“ wurde geöffnet, aber %Ln Dateien hatten Probleme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them are conflicted copies, left by a sync service or by git: Quire can merge each with the version open here, and keeps the copy until you accept.</source>
        <translation>
            <numerusform>%Ln davon ist eine Konfliktkopie, von einem Synchronisierungsdienst oder von git hinterlassen: Quire kann sie mit der hier geöffneten Fassung zusammenführen und behält die Kopie, bis Sie zustimmen.</numerusform>
            <numerusform>%Ln davon sind Konfliktkopien, von einem Synchronisierungsdienst oder von git hinterlassen: Quire kann jede mit der hier geöffneten Fassung zusammenführen und behält die Kopie, bis Sie zustimmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln places were changed differently on both sides: you choose what stays there, in the next window.</source>
        <translation>
            <numerusform>%Ln Stelle wurde auf beiden Seiten unterschiedlich geändert: Was dort bleibt, wählen Sie im nächsten Fenster.</numerusform>
            <numerusform>%Ln Stellen wurden auf beiden Seiten unterschiedlich geändert: Was dort bleibt, wählen Sie im nächsten Fenster.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Quire ran into a problem</source>
        <translation>Quire ist auf ein Problem gestoßen</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire.</source>
        <translation>In Quire ist etwas schiefgegangen.</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>Was passiert ist: %1</translation>
    </message>
    <message>
        <source>You can go on working. If it happens again, please send the details below with a problem report.</source>
        <translation>Sie können weiterarbeiten. Wenn es noch einmal passiert, schicken Sie bitte die Details unten mit einem Fehlerbericht.</translation>
    </message>
    <message>
        <source>Details of the problem</source>
        <translation>Details des Problems</translation>
    </message>
    <message>
        <source>Open Log</source>
        <translation>Protokoll öffnen</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>Your unsaved changes were saved.</source>
        <translation>Ihre ungespeicherten Änderungen wurden gespeichert.</translation>
    </message>
    <message>
        <source>Your unsaved changes could not be saved. Try File ▸ Save, and keep a copy of the text you were working on before you quit.</source>
        <translation>Ihre ungespeicherten Änderungen konnten nicht gespeichert werden. Versuchen Sie Datei ▸ Speichern, und bewahren Sie eine Kopie des Textes auf, an dem Sie gearbeitet haben, bevor Sie Quire beenden.</translation>
    </message>
    <message>
        <source>Nothing was left unsaved.</source>
        <translation>Es war nichts ungespeichert.</translation>
    </message>
</context>
<context>
    <name>DecisionWords</name>
    <message>
        <source>Approved by you</source>
        <translation>Von Ihnen angenommen</translation>
    </message>
    <message>
        <source>Approved by you, with the rest of the run</source>
        <translation>Von Ihnen angenommen, mit dem Rest des Ablaufs</translation>
    </message>
    <message>
        <source>Refused by you</source>
        <translation>Von Ihnen abgelehnt</translation>
    </message>
    <message>
        <source>Not made: you stopped the assistant</source>
        <translation>Nicht vorgenommen: Sie haben den Assistenten angehalten</translation>
    </message>
    <message>
        <source>Not made: the run ended before anyone decided</source>
        <translation>Nicht vorgenommen: Der Ablauf endete, bevor jemand entschied</translation>
    </message>
    <message>
        <source>Not made: it needed your approval and nobody could be asked</source>
        <translation>Nicht vorgenommen: Ihre Zustimmung war nötig, und niemand konnte gefragt werden</translation>
    </message>
    <message>
        <source>Made: the approval policy asks about no change</source>
        <translation>Vorgenommen: Laut Einstellung wird bei keiner Änderung gefragt</translation>
    </message>
    <message>
        <source>Made: the approval policy asks only about deletions and large rewrites</source>
        <translation>Vorgenommen: Laut Einstellung wird nur bei Löschungen und großen Umschreibungen gefragt</translation>
    </message>
    <message>
        <source>Made: you approved all of this run’s changes</source>
        <translation>Vorgenommen: Sie haben alle Änderungen dieses Ablaufs angenommen</translation>
    </message>
    <message>
        <source>every change asks</source>
        <translation>bei jeder Änderung wird gefragt</translation>
    </message>
    <message>
        <source>deletions and large rewrites ask</source>
        <translation>bei Löschungen und großen Umschreibungen wird gefragt</translation>
    </message>
    <message>
        <source>the turn’s changes together rewrite a large part</source>
        <translation>die Änderungen der Runde schreiben zusammen einen großen Teil um</translation>
    </message>
    <message>
        <source>it is outside what you asked</source>
        <translation>es liegt außerhalb dessen, worum Sie gebeten haben</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it (%1)</source>
        <translation>Vorgenommen: Der Prüfer hat sie gebilligt (%1)</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it</source>
        <translation>Vorgenommen: Der Prüfer hat sie gebilligt</translation>
    </message>
    <message>
        <source>Refused by you: %1</source>
        <translation>Von Ihnen abgelehnt: %1</translation>
    </message>
    <message>
        <source>Approved by you, but it could not be made</source>
        <translation>Von Ihnen angenommen, konnte aber nicht vorgenommen werden</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>you took %1 of %2 parts, some in your own words</source>
        <translation>Sie haben %1 von %2 Teilen übernommen, manche in Ihren eigenen Worten</translation>
    </message>
    <message>
        <source>you took %1 of %2 parts</source>
        <translation>Sie haben %1 von %2 Teilen übernommen</translation>
    </message>
    <message>
        <source>in your own words</source>
        <translation>in Ihren eigenen Worten</translation>
    </message>
    <message>
        <source>the reviewer flagged it: %1</source>
        <translation>der Prüfer hat sie beanstandet: %1</translation>
    </message>
    <message>
        <source>the reviewer flagged it</source>
        <translation>der Prüfer hat sie beanstandet</translation>
    </message>
    <message>
        <source>the reviewer could not check it</source>
        <translation>der Prüfer konnte sie nicht prüfen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>DiskMerge</name>
    <message>
        <source>Merge with the files on disk</source>
        <translation>Mit den Dateien auf dem Datenträger zusammenführen</translation>
    </message>
    <message>
        <source>Could not merge</source>
        <translation>Zusammenführen nicht möglich</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
</context>
<context>
    <name>DocumentEditor</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Document title</source>
        <translation>Titel des Dokuments</translation>
    </message>
    <message>
        <source>Document text</source>
        <translation>Text des Dokuments</translation>
    </message>
    <message>
        <source>Typing in “{title}”</source>
        <translation>Eingabe in „{title}“</translation>
    </message>
    <message>
        <source>The assistant is changing this document. You can edit it again when its turn ends.</source>
        <translation>Der Assistent ändert gerade dieses Dokument. Sie können es wieder bearbeiten, sobald seine Runde zu Ende ist.</translation>
    </message>
    <message>
        <source>Smart punctuation</source>
        <translation>Typografische Satzzeichen</translation>
    </message>
    <message>
        <source>Convert quotes in “{title}”</source>
        <translation>Anführungszeichen in „{title}“ umwandeln</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Fett</translation>
    </message>
    <message>
        <source>Italic</source>
        <translation>Kursiv</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Keine Vorschläge</translation>
    </message>
    <message>
        <source>Add “{word}” to Project Dictionary</source>
        <translation>„{word}“ ins Projektwörterbuch aufnehmen</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>„{old}“ in „{new}“ umbenennen</translation>
    </message>
</context>
<context>
    <name>DocumentFieldsSection</name>
    <message numerus="yes">
        <source>Fields (%n)</source>
        <translation>
            <numerusform>Felder (%n)</numerusform>
            <numerusform>Felder (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>This document&apos;s own fields, such as those an import brought along</source>
        <translation>Eigene Felder dieses Dokuments, etwa die, die ein Import mitgebracht hat</translation>
    </message>
</context>
<context>
    <name>EditorSettingsGroup</name>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Reading serif (automatic)</source>
        <translation>Serifenschrift zum Lesen (automatisch)</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> Zeichen</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>Schr&amp;ift:</translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation>S&amp;chriftgröße:</translation>
    </message>
    <message>
        <source>Line &amp;width:</source>
        <translation>&amp;Zeilenbreite:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>Not saved yet</source>
        <translation>Noch nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>EntityEditor</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Other names, separated by commas</source>
        <translation>Weitere Namen, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Edit notes of “{name}”</source>
        <translation>Notizen zu „{name}“ bearbeiten</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Aliasnamen</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>The assistant is changing this entry. You can edit it again when its turn ends.</source>
        <translation>Der Assistent ändert gerade dieses Element. Sie können es wieder bearbeiten, sobald seine Runde zu Ende ist.</translation>
    </message>
    <message>
        <source>Fields: values from the start of the series</source>
        <translation>Felder: Werte vom Beginn der Reihe</translation>
    </message>
    <message>
        <source>That change was not possible: {reason}</source>
        <translation>Diese Änderung war nicht möglich: {reason}</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>„{old}“ in „{new}“ umbenennen</translation>
    </message>
    <message>
        <source>Change aliases of “{name}”</source>
        <translation>Aliasnamen von „{name}“ ändern</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add a field</source>
        <translation>Ein Feld hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected field</source>
        <translation>Das ausgewählte Feld entfernen</translation>
    </message>
    <message>
        <source>Move the field up</source>
        <translation>Das Feld nach oben verschieben</translation>
    </message>
    <message>
        <source>Move the field down</source>
        <translation>Das Feld nach unten verschieben</translation>
    </message>
    <message>
        <source>Set “{field}” of “{name}”</source>
        <translation>„{field}“ von „{name}“ festlegen</translation>
    </message>
    <message>
        <source>“{name}” already has a field called “{field}”.</source>
        <translation>„{name}“ hat bereits ein Feld namens „{field}“.</translation>
    </message>
    <message>
        <source>Rename field “{old}” to “{new}”</source>
        <translation>Feld „{old}“ in „{new}“ umbenennen</translation>
    </message>
    <message>
        <source>New field</source>
        <translation>Neues Feld</translation>
    </message>
    <message>
        <source>Add field to “{name}”</source>
        <translation>Feld zu „{name}“ hinzufügen</translation>
    </message>
    <message>
        <source>Remove field “{field}” of “{name}”</source>
        <translation>Feld „{field}“ von „{name}“ entfernen</translation>
    </message>
    <message>
        <source>Move field “{field}”</source>
        <translation>Feld „{field}“ verschieben</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>Open Settings…</source>
        <translation>Einstellungen öffnen…</translation>
    </message>
    <message>
        <source>Choose a model…</source>
        <translation>Modell wählen…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Neue Unterhaltung beginnen</translation>
    </message>
    <message>
        <source>The model provider did not accept the API key.</source>
        <translation>Der Modellanbieter hat den API-Schlüssel nicht akzeptiert.</translation>
    </message>
    <message>
        <source>Open Settings and enter a valid key for this provider.</source>
        <translation>Öffnen Sie die Einstellungen und geben Sie einen gültigen Schlüssel für diesen Anbieter ein.</translation>
    </message>
    <message>
        <source>Your API key is not allowed to use this model.</source>
        <translation>Ihr API-Schlüssel darf dieses Modell nicht verwenden.</translation>
    </message>
    <message>
        <source>Choose a model your account may use, or use a key with access to it.</source>
        <translation>Wählen Sie ein Modell, das Ihr Konto verwenden darf, oder einen Schlüssel mit Zugriff darauf.</translation>
    </message>
    <message>
        <source>The model provider does not know the chosen model.</source>
        <translation>Der Modellanbieter kennt das gewählte Modell nicht.</translation>
    </message>
    <message>
        <source>Choose another model in Settings (or check the server address).</source>
        <translation>Wählen Sie in den Einstellungen ein anderes Modell (oder prüfen Sie die Serveradresse).</translation>
    </message>
    <message>
        <source>The model provider is receiving too many requests from you right now.</source>
        <translation>Der Modellanbieter erhält gerade zu viele Anfragen von Ihnen.</translation>
    </message>
    <message>
        <source>Your account with the model provider has run out of credit or quota.</source>
        <translation>Ihr Konto beim Modellanbieter hat kein Guthaben oder Kontingent mehr.</translation>
    </message>
    <message>
        <source>Add credit or raise the limit on the provider&apos;s website, then try again.</source>
        <translation>Laden Sie Guthaben auf oder erhöhen Sie das Limit auf der Website des Anbieters und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The model is overloaded at the moment.</source>
        <translation>Das Modell ist im Moment überlastet.</translation>
    </message>
    <message>
        <source>The conversation has grown too long for this model.</source>
        <translation>Die Unterhaltung ist für dieses Modell zu lang geworden.</translation>
    </message>
    <message>
        <source>Start a new conversation, or choose a model with a larger context window in Settings.</source>
        <translation>Beginnen Sie eine neue Unterhaltung oder wählen Sie in den Einstellungen ein Modell mit einem größeren Kontextfenster.</translation>
    </message>
    <message>
        <source>The model provider refused the request as malformed.</source>
        <translation>Der Modellanbieter hat die Anfrage als fehlerhaft abgelehnt.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider kind in Settings.</source>
        <translation>Das gewählte Modell unterstützt vielleicht keine Werkzeuge; wählen Sie ein anderes Modell oder prüfen Sie die Art des Anbieters in den Einstellungen.</translation>
    </message>
    <message>
        <source>The model sent a reply Quire could not understand.</source>
        <translation>Das Modell hat eine Antwort gesendet, die Quire nicht verstehen konnte.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, choose another model.</source>
        <translation>Versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, wählen Sie ein anderes Modell.</translation>
    </message>
    <message>
        <source>The model provider had an internal error.</source>
        <translation>Beim Modellanbieter ist ein interner Fehler aufgetreten.</translation>
    </message>
    <message>
        <source>This is usually temporary: try again in a minute.</source>
        <translation>Das ist meist nur vorübergehend: Versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the model provider.</source>
        <translation>Quire kann keine Verbindung zum Modellanbieter herstellen.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address in Settings.</source>
        <translation>Prüfen Sie Ihre Internetverbindung und die Serveradresse in den Einstellungen.</translation>
    </message>
    <message>
        <source>The model provider took too long to answer.</source>
        <translation>Der Modellanbieter hat zu lange für die Antwort gebraucht.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>You stopped the assistant.</source>
        <translation>Sie haben den Assistenten angehalten.</translation>
    </message>
    <message>
        <source>Ask again or press Keep going when you are ready.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Fragen Sie erneut oder klicken Sie auf „Weitermachen“, wenn Sie so weit sind.</translation>
    </message>
    <message>
        <source>The assistant is not set up yet, or its settings are incomplete.</source>
        <translation>Der Assistent ist noch nicht eingerichtet, oder seine Einstellungen sind unvollständig.</translation>
    </message>
    <message>
        <source>Open Settings to choose a provider and a model.</source>
        <translation>Öffnen Sie die Einstellungen, um einen Anbieter und ein Modell zu wählen.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was too large, so Quire stopped reading it.</source>
        <translation>Die Antwort des Servers war zu groß, deshalb hat Quire aufgehört, sie zu lesen.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, check the server address in Settings.</source>
        <translation>Versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, prüfen Sie die Serveradresse in den Einstellungen.</translation>
    </message>
    <message>
        <source>The server sent Quire to another address (%1) instead of answering.</source>
        <translation>Der Server hat Quire an eine andere Adresse (%1) verwiesen, statt zu antworten.</translation>
    </message>
    <message>
        <source>Quire does not follow such redirects. If that address is right, enter it in Settings.</source>
        <translation>Quire folgt solchen Weiterleitungen nicht. Wenn diese Adresse stimmt, tragen Sie sie in den Einstellungen ein.</translation>
    </message>
    <message>
        <source>Local only is on, and %1 is not on this computer, so Quire sent it nothing.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>„Nur lokal“ ist eingeschaltet, und %1 ist nicht auf diesem Computer, deshalb hat Quire nichts dorthin gesendet.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer in Settings, or turn Local only off there.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Wählen Sie in den Einstellungen einen Modellserver auf diesem Computer, oder schalten Sie dort „Nur lokal“ aus.</translation>
    </message>
    <message>
        <source>This request held private text from %1, so Quire did not send it to the model.</source>
        <translation>Diese Anfrage enthielt privaten Text aus %1, deshalb hat Quire sie nicht an das Modell gesendet.</translation>
    </message>
    <message>
        <source>Private material stays on this computer. Ask without it, or use a model on this computer and let it read private material in Settings.</source>
        <translation>Privates bleibt auf diesem Computer. Fragen Sie ohne es, oder verwenden Sie ein Modell auf diesem Computer und erlauben Sie ihm in den Einstellungen, Privates zu lesen.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the local model server at %1.</source>
        <translation>Quire kann keine Verbindung zum lokalen Modellserver unter %1 herstellen.</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address in Settings, then try again.</source>
        <translation>Läuft der Server (zum Beispiel Ollama oder LM Studio)? Starten Sie ihn oder prüfen Sie die Adresse in den Einstellungen und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The local model server took too long to answer.</source>
        <translation>Der lokale Modellserver hat zu lange für die Antwort gebraucht.</translation>
    </message>
    <message>
        <source>A large model on a small computer can be slow: try again, or choose a smaller model.</source>
        <translation>Ein großes Modell auf einem kleinen Computer kann langsam sein: Versuchen Sie es erneut oder wählen Sie ein kleineres Modell.</translation>
    </message>
    <message>
        <source>Enter a valid key for this provider above.</source>
        <translation>Geben Sie oben einen gültigen Schlüssel für diesen Anbieter ein.</translation>
    </message>
    <message>
        <source>Choose another model above (or check the server address).</source>
        <translation>Wählen Sie oben ein anderes Modell (oder prüfen Sie die Serveradresse).</translation>
    </message>
    <message>
        <source>Choose a model with a larger context window.</source>
        <translation>Wählen Sie ein Modell mit einem größeren Kontextfenster.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider above.</source>
        <translation>Das gewählte Modell unterstützt vielleicht keine Werkzeuge; wählen Sie ein anderes Modell oder prüfen Sie oben den Anbieter.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address above.</source>
        <translation>Prüfen Sie Ihre Internetverbindung und oben die Serveradresse.</translation>
    </message>
    <message>
        <source>Choose a provider and a model above.</source>
        <translation>Wählen Sie oben einen Anbieter und ein Modell.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer, or untick Local only.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Wählen Sie einen Modellserver auf diesem Computer, oder deaktivieren Sie „Nur lokal“.</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address above.</source>
        <translation>Läuft der Server (zum Beispiel Ollama oder LM Studio)? Starten Sie ihn oder prüfen Sie oben die Adresse.</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire&apos;s assistant.</source>
        <translation>Im Assistenten von Quire ist etwas schiefgegangen.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, please report it with the details below.</source>
        <translation>Versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, melden Sie ihn bitte mit den Details unten.</translation>
    </message>
    <message>
        <source>Wait a minute, then try again.</source>
        <translation>Warten Sie eine Minute und versuchen Sie es dann erneut.</translation>
    </message>
    <message numerus="yes">
        <source>Wait about %Ln seconds, then try again.</source>
        <translation>
            <numerusform>Warten Sie etwa %Ln Sekunde und versuchen Sie es dann erneut.</numerusform>
            <numerusform>Warten Sie etwa %Ln Sekunden und versuchen Sie es dann erneut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateCard</name>
    <message>
        <source>Before the assistant reads on</source>
        <translation>Bevor der Assistent weiterliest</translation>
    </message>
    <message>
        <source>Don&apos;t read it</source>
        <translation>Nicht lesen</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiterlesen</translation>
    </message>
    <message>
        <source>Summarising “%1”</source>
        <translation>„%1“ zusammenzufassen</translation>
    </message>
    <message>
        <source>Summarising the whole project</source>
        <translation>Das ganze Projekt zusammenzufassen</translation>
    </message>
    <message numerus="yes">
        <source>%1 reads %Ln document(s) not summarised yet (%2 words):</source>
        <translation>
            <numerusform>%1 heißt, %Ln noch nicht zusammengefasstes Dokument zu lesen (%2 Wörter):</numerusform>
            <numerusform>%1 heißt, %Ln noch nicht zusammengefasste Dokumente zu lesen (%2 Wörter):</numerusform>
        </translation>
    </message>
    <message>
        <source>This request has read %1% of the project. Reading on sends the rest of it:</source>
        <translation>Diese Anfrage hat bereits %1 % des Projekts gelesen. Weiterlesen sendet den Rest:</translation>
    </message>
    <message>
        <source>about %1 tokens</source>
        <translation>etwa %1 Tokens</translation>
    </message>
    <message>
        <source>This turn&apos;s budget has %1 tokens left: the assistant will stop there, and can go on after.</source>
        <translation>Das Budget dieser Runde hat noch %1 Tokens: Der Assistent hält dort an und kann danach weitermachen.</translation>
    </message>
    <message>
        <source>Summaries are kept, so asking again costs only what changed.</source>
        <translation>Zusammenfassungen werden gespeichert; eine erneute Frage kostet nur, was sich geändert hat.</translation>
    </message>
    <message>
        <source>You let the assistant read on.</source>
        <translation>Sie haben den Assistenten weiterlesen lassen.</translation>
    </message>
    <message>
        <source>Not read: the assistant answers from what it has.</source>
        <translation>Nicht gelesen: Der Assistent antwortet mit dem, was er hat.</translation>
    </message>
    <message>
        <source>Not read: you stopped the assistant.</source>
        <translation>Nicht gelesen: Sie haben den Assistenten angehalten.</translation>
    </message>
    <message>
        <source>Not read.</source>
        <translation>Nicht gelesen.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Manuscript</source>
        <translation>Manuskript exportieren</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Word document (DOCX)</source>
        <translation>Word-Dokument (DOCX)</translation>
    </message>
    <message>
        <source>OpenDocument text (ODT)</source>
        <translation>OpenDocument-Text (ODT)</translation>
    </message>
    <message>
        <source>E-book (EPUB 3)</source>
        <translation>E-Book (EPUB 3)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Web page (HTML)</source>
        <translation>Webseite (HTML)</translation>
    </message>
    <message>
        <source>Markdown, one file</source>
        <translation>Markdown, eine Datei</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Reiner Text</translation>
    </message>
    <message>
        <source>Making a PDF needs LibreOffice or a LaTeX engine.</source>
        <translation>Für ein PDF wird LibreOffice oder ein LaTeX-System benötigt.</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>&amp;Speichern unter:</translation>
    </message>
    <message>
        <source>What goes in</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Part headings</source>
        <translation>Überschriften der Teile</translation>
    </message>
    <message>
        <source>Leave out documents whose status is:</source>
        <translation>Dokumente mit diesem Status weglassen:</translation>
    </message>
    <message>
        <source>(no document has a status)</source>
        <translation>(kein Dokument hat einen Status)</translation>
    </message>
    <message>
        <source>Parts of the tree (untick what stays out):</source>
        <translation>Teile des Projekts (Häkchen bei allem entfernen, was nicht exportiert wird):</translation>
    </message>
    <message>
        <source>How it looks</source>
        <translation>Gestaltung</translation>
    </message>
    <message>
        <source>Title page</source>
        <translation>Titelseite</translation>
    </message>
    <message>
        <source>“%1” by %2</source>
        <translation>„%1“ von %2</translation>
    </message>
    <message>
        <source>(no author set)</source>
        <translation>(kein Autor angegeben)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>&amp;Untertitel:</translation>
    </message>
    <message>
        <source>&amp;Number parts and chapters</source>
        <translation>Teile und Kapitel &amp;nummerieren</translation>
    </message>
    <message>
        <source>Scene s&amp;eparator:</source>
        <translation>Szenen&amp;trenner:</translation>
    </message>
    <message>
        <source>Standard &amp;manuscript format</source>
        <translation>Standard-&amp;Manuskriptformat</translation>
    </message>
    <message>
        <source>12 pt serif, double spacing, 1-inch margins, chapters on a new page, and a header with your surname, the title and the page number.</source>
        <translation>Serifenschrift in 12 pt, doppelter Zeilenabstand, Ränder von 1 Zoll, jedes Kapitel auf einer neuen Seite und eine Kopfzeile mit Ihrem Nachnamen, dem Titel und der Seitenzahl.</translation>
    </message>
    <message>
        <source>For DOCX, ODT and PDF.</source>
        <translation>Für DOCX, ODT und PDF.</translation>
    </message>
    <message>
        <source>pandoc, which Quire exports with, is not installed.</source>
        <translation>pandoc, mit dem Quire exportiert, ist nicht installiert.</translation>
    </message>
    <message>
        <source>Made with %1 from the DOCX (the manuscript format applies).</source>
        <translation>Mit %1 aus dem DOCX erstellt (das Manuskriptformat gilt).</translation>
    </message>
    <message>
        <source>Made with pandoc and %1.</source>
        <translation>Mit pandoc und %1 erstellt.</translation>
    </message>
    <message>
        <source>PDF is not available: it needs LibreOffice or a LaTeX engine.</source>
        <translation>PDF ist nicht verfügbar: Dafür wird LibreOffice oder ein LaTeX-System benötigt.</translation>
    </message>
    <message>
        <source>Made with %1.</source>
        <translation>Mit %1 erstellt.</translation>
    </message>
    <message>
        <source>These choices cannot be exported.</source>
        <translation>Mit diesen Einstellungen lässt sich nicht exportieren.</translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Dokumente: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Wörter: %1</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Wählen Sie die Datei, in die exportiert werden soll.</translation>
    </message>
    <message>
        <source>“%1” is a folder. Choose a file name.</source>
        <translation>„%1“ ist ein Ordner. Wählen Sie einen Dateinamen.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The export was cancelled; nothing was written.</source>
        <translation>Der Export wurde abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>Szenen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Texts</source>
        <translation>Texte</translation>
    </message>
</context>
<context>
    <name>ExportFailureText</name>
    <message>
        <source>“%1” is inside the project folder “%2”. An export never writes into its own project: choose a file outside it.</source>
        <translation>„%1“ liegt im Projektordner „%2“. Ein Export schreibt nie in sein eigenes Projekt: Wählen Sie eine Datei außerhalb davon.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert the manuscript within %Ln second(s) and was stopped.</source>
        <translation>
            <numerusform>pandoc konnte das Manuskript nicht innerhalb von %Ln Sekunde umwandeln und wurde angehalten.</numerusform>
            <numerusform>pandoc konnte das Manuskript nicht innerhalb von %Ln Sekunden umwandeln und wurde angehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert the manuscript within %1 of memory and was stopped.</source>
        <translation>pandoc konnte das Manuskript nicht mit %1 Arbeitsspeicher umwandeln und wurde angehalten.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert “%1” within %Ln second(s) and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>
            <numerusform>pandoc konnte „%1“ nicht innerhalb von %Ln Sekunde umwandeln und wurde angehalten. Das Markdown darin verschachtelt wahrscheinlich Zitate, Listen oder Klammern zu tief: Vereinfachen Sie es, oder lassen Sie das Dokument beim Export weg.</numerusform>
            <numerusform>pandoc konnte „%1“ nicht innerhalb von %Ln Sekunden umwandeln und wurde angehalten. Das Markdown darin verschachtelt wahrscheinlich Zitate, Listen oder Klammern zu tief: Vereinfachen Sie es, oder lassen Sie das Dokument beim Export weg.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert “%1” within %2 of memory and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>pandoc konnte „%1“ nicht mit %2 Arbeitsspeicher umwandeln und wurde angehalten. Das Markdown darin verschachtelt wahrscheinlich Zitate, Listen oder Klammern zu tief: Vereinfachen Sie es, oder lassen Sie das Dokument beim Export weg.</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Exporting the manuscript…</source>
        <translation>Das Manuskript wird exportiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export Manuscript</source>
        <translation>Manuskript exportieren</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>Gathering the manuscript…</source>
        <translation>Das Manuskript wird zusammengestellt…</translation>
    </message>
    <message>
        <source>Converting with pandoc…</source>
        <translation>Umwandlung mit pandoc…</translation>
    </message>
    <message>
        <source>Making the PDF…</source>
        <translation>Das PDF wird erstellt…</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>Die Datei wird geschrieben…</translation>
    </message>
</context>
<context>
    <name>FactChangesSection</name>
    <message>
        <source>Changes over the series</source>
        <translation>Änderungen im Lauf der Reihe</translation>
    </message>
    <message>
        <source>No changes: its fields hold through the whole series.</source>
        <translation>Keine Änderungen: Seine Felder gelten in der ganzen Reihe.</translation>
    </message>
    <message>
        <source>Remove Change</source>
        <translation>Änderung entfernen</translation>
    </message>
    <message>
        <source>From book</source>
        <translation>Ab Buch</translation>
    </message>
    <message>
        <source>From scene</source>
        <translation>Ab Szene</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>New value (empty: none from then on)</source>
        <translation>Neuer Wert (leer: von da an keiner)</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>Neuer Wert</translation>
    </message>
    <message>
        <source>Add Change</source>
        <translation>Änderung hinzufügen</translation>
    </message>
    <message>
        <source>becomes</source>
        <extracomment>Between a field&apos;s name and its new value: &quot;[Age] becomes [35]&quot;.</extracomment>
        <translation>wird zu</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (dieses Buch)</translation>
    </message>
    <message>
        <source>from the book&apos;s start</source>
        <translation>ab Beginn des Buchs</translation>
    </message>
    <message>
        <source>from “%1” on</source>
        <translation>ab „%1“</translation>
    </message>
    <message>
        <source>Change “%1” of “%2” from book %3</source>
        <translation>„%1“ von „%2“ ab Buch %3 ändern</translation>
    </message>
    <message>
        <source>Remove a change of “%1”</source>
        <translation>Eine Änderung von „%1“ entfernen</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Diese Änderung war nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>FallbackNotice</name>
    <message>
        <source>%1 was overloaded, so %2 was asked instead.</source>
        <translation>%1 war überlastet, daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>%1 took no more requests for the moment (rate limit), so %2 was asked instead.</source>
        <translation>%1 nahm vorerst keine Anfragen mehr an (Ratenlimit), daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>The account for %1 has no credit left, so %2 was asked instead.</source>
        <translation>Das Konto für %1 hat kein Guthaben mehr, daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>%1 had a server error, so %2 was asked instead.</source>
        <translation>Bei %1 trat ein Serverfehler auf, daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>%1 could not be reached, so %2 was asked instead.</source>
        <translation>%1 war nicht erreichbar, daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>%1 is not on this computer and Local only is on, so %2 was asked instead.</source>
        <translation>%1 ist nicht auf diesem Computer und „Nur lokal“ ist eingeschaltet, daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>%1 could not be used as set up (is its API key missing?), so %2 was asked instead.</source>
        <translation>%1 ließ sich so, wie es eingerichtet ist, nicht verwenden (fehlt sein API-Schlüssel?), daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>%1 failed, so %2 was asked instead.</source>
        <translation>%1 ist fehlgeschlagen, daher wurde stattdessen %2 gefragt.</translation>
    </message>
    <message>
        <source>The fallback models are listed in Settings: they are asked, in order, when a model is overloaded, rate limited or has a server error.</source>
        <translation>Die Ersatzmodelle stehen in den Einstellungen; sie werden der Reihe nach gefragt, wenn ein Modell überlastet ist, sein Ratenlimit erreicht hat oder einen Serverfehler meldet.</translation>
    </message>
</context>
<context>
    <name>FallbackRow</name>
    <message>
        <source>none, or for example ollama/qwen2.5:7b</source>
        <translation>keine, oder zum Beispiel ollama/qwen2.5:7b</translation>
    </message>
    <message>
        <source>Models to ask, in order, when the main one is overloaded, rate limited or has a server error. Write each as provider/model, or only the model for one of the same provider; a server&apos;s address may follow after a space. Separate them with commas. Each uses its provider&apos;s own key.</source>
        <translation>Ersatzmodelle, die der Reihe nach gefragt werden, wenn das Hauptmodell überlastet ist, sein Ratenlimit erreicht hat oder einen Serverfehler meldet. Schreiben Sie jedes als Anbieter/Modell oder nur das Modell, wenn es vom selben Anbieter ist; nach einem Leerzeichen kann die Adresse eines Servers folgen. Trennen Sie sie durch Kommas. Jedes verwendet den Schlüssel seines eigenen Anbieters.</translation>
    </message>
    <message>
        <source>If the model gives &amp;up, ask:</source>
        <translation>Wenn das Modell ausf&amp;ällt, fragen:</translation>
    </message>
    <message>
        <source>List at most %1 fallback models.</source>
        <translation>Geben Sie höchstens %1 Ersatzmodelle an.</translation>
    </message>
    <message>
        <source>“%1” is not a fallback: write provider/model, and after a space the server&apos;s address if it needs one.</source>
        <translation>„%1“ ist kein gültiges Ersatzmodell: Schreiben Sie Anbieter/Modell und, falls nötig, nach einem Leerzeichen die Adresse des Servers.</translation>
    </message>
    <message>
        <source>Fallback “%1”: %2</source>
        <translation>Ersatzmodell „%1“: %2</translation>
    </message>
    <message>
        <source>Fallback “%1”: name a model, as %2/model.</source>
        <translation>Ersatzmodell „%1“: Nennen Sie ein Modell, als %2/Modell.</translation>
    </message>
</context>
<context>
    <name>FindReplaceBar</name>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß/klein beachten</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Ganze Wörter</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Alle ersetzen</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln Treffer</numerusform>
            <numerusform>%Ln Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} von {total}</translation>
    </message>
    <message>
        <source>Replace “{find}” in “{title}”</source>
        <translation>„{find}“ in „{title}“ ersetzen</translation>
    </message>
    <message>
        <source>Replace all “{find}” in “{title}”</source>
        <translation>Alle Vorkommen von „{find}“ in „{title}“ ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>%Ln Stelle ersetzt</numerusform>
            <numerusform>%Ln Stellen ersetzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingCard</name>
    <message>
        <source>Against %1</source>
        <translation>zu %1</translation>
    </message>
    <message>
        <source>Open the passage</source>
        <translation>Die Stelle öffnen</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Beheben</translation>
    </message>
    <message>
        <source>Ask the assistant to change this book&apos;s side so that it agrees with the earlier book, in act mode; you can undo it in one step</source>
        <translation>Den Assistenten im Änderungsmodus die Seite dieses Buches so ändern lassen, dass sie zum früheren Buch passt; Sie können es in einem Schritt rückgängig machen</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this, in act mode: it may change only these two passages&apos; documents, and you can undo it in one step</source>
        <translation>Den Assistenten im Änderungsmodus beheben lassen: Er darf nur die Dokumente dieser beiden Stellen ändern, und Sie können alles in einem Schritt rückgängig machen</translation>
    </message>
    <message>
        <source>Mark Intentional</source>
        <translation>Als beabsichtigt markieren</translation>
    </message>
    <message>
        <source>You meant it: keep it out of later checks</source>
        <translation>Das ist so gewollt: bei späteren Prüfungen nicht mehr melden</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Wieder öffnen</translation>
    </message>
</context>
<context>
    <name>FindingsWindow</name>
    <message>
        <source>The assistant reads your chapters one by one against your characters, places and notes, and lists what disagrees. Every quotation is checked against your text; a second check reads only the chapters you changed.</source>
        <translation>Der Assistent liest Ihre Kapitel eines nach dem anderen, vergleicht sie mit Ihren Figuren, Orten und Notizen und listet auf, was nicht zusammenpasst. Jedes Zitat wird an Ihrem Text geprüft; eine zweite Prüfung liest nur die Kapitel, die Sie geändert haben.</translation>
    </message>
    <message>
        <source>Check Continuity</source>
        <translation>Kontinuität prüfen</translation>
    </message>
    <message>
        <source>Check Every Chapter Again</source>
        <translation>Alle Kapitel erneut prüfen</translation>
    </message>
    <message>
        <source>Check Against Earlier Books</source>
        <translation>Mit früheren Büchern abgleichen</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series</source>
        <translation>Die Kapitel dieses Buches mit den früheren Büchern seiner Reihe abgleichen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Show findings marked intentional or fixed</source>
        <translation>Als beabsichtigt oder behoben markierte Befunde anzeigen</translation>
    </message>
    <message>
        <source>The findings file could not be read; it was set aside as %1.</source>
        <translation>Die Datei mit den Befunden konnte nicht gelesen werden; sie wurde als %1 beiseitegelegt.</translation>
    </message>
    <message>
        <source>No findings yet. Check Continuity to have your chapters read.</source>
        <extracomment>Names the button “Check Continuity” (FindingsWindow): quote it as it reads.</extracomment>
        <translation>Noch keine Befunde. Mit „Kontinuität prüfen“ werden Ihre Kapitel gelesen.</translation>
    </message>
    <message numerus="yes">
        <source>No open findings; %n marked intentional or fixed are hidden.</source>
        <translation>
            <numerusform>Keine offenen Befunde; %n als beabsichtigt oder behoben markierter ist ausgeblendet.</numerusform>
            <numerusform>Keine offenen Befunde; %n als beabsichtigt oder behoben markierte sind ausgeblendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open findings: the chapters checked agree with your notes.</source>
        <translation>Keine offenen Befunde: Die geprüften Kapitel stimmen mit Ihren Notizen überein.</translation>
    </message>
    <message>
        <source>The finding could not be changed.</source>
        <translation>Der Befund konnte nicht geändert werden.</translation>
    </message>
    <message>
        <source>No chapter has changed since the last check.</source>
        <translation>Seit der letzten Prüfung hat sich kein Kapitel geändert.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n chapter(s)…</source>
        <translation>
            <numerusform>%n Kapitel wird gelesen…</numerusform>
            <numerusform>%n Kapitel werden gelesen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged since the last check.</source>
        <translation>
            <numerusform>%n ist seit der letzten Prüfung unverändert.</numerusform>
            <numerusform>%n sind seit der letzten Prüfung unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the earlier books of the series…</source>
        <translation>Die früheren Bücher der Reihe werden gelesen…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>Reading “%1” (%2 of %3)…</source>
        <translation>„%1“ wird gelesen (%2 von %3)…</translation>
    </message>
    <message numerus="yes">
        <source>%n new finding(s).</source>
        <translation>
            <numerusform>%n neuer Befund.</numerusform>
            <numerusform>%n neue Befunde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: their quotes are not in the project.</source>
        <translation>
            <numerusform>%n Befund verworfen: Seine Zitate stehen nicht im Projekt.</numerusform>
            <numerusform>%n Befunde verworfen: Ihre Zitate stehen nicht im Projekt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n Kapitel nicht abgeschlossen: Dem Assistenten gingen die Schritte aus; es wird beim nächsten Mal erneut gelesen.</numerusform>
            <numerusform>%n Kapitel nicht abgeschlossen: Dem Assistenten gingen die Schritte aus; sie werden beim nächsten Mal erneut gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the chapters read so far are kept.</source>
        <translation>Angehalten: Die bisher gelesenen Kapitel bleiben erhalten.</translation>
    </message>
    <message>
        <source>Continuity — %1</source>
        <translation>Kontinuität – %1</translation>
    </message>
    <message>
        <source>Continuity</source>
        <translation>Kontinuität</translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation>Widerspruch</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Possibly fixed: the quoted text has changed</source>
        <translation>Vielleicht behoben: Der zitierte Text hat sich geändert</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Intentional</source>
        <translation>Beabsichtigt</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Behoben</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
</context>
<context>
    <name>FormatMenu</name>
    <message>
        <source>&amp;Bold</source>
        <translation>&amp;Fett</translation>
    </message>
    <message>
        <source>&amp;Italic</source>
        <translation>&amp;Kursiv</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>&amp;Format</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>House Rules — %1</source>
        <translation>Hausregeln – %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, one per line as a list: your spellings, what must not change, the voice to keep. They go with every request, and a reviewer checks each change the assistant wants to make against them. Kept as %1 in the project folder, so any editor can change them too.</source>
        <translation>Regeln, an die sich der Assistent in diesem Projekt hält, eine pro Zeile als Liste: Ihre Schreibweisen, was sich nicht ändern darf, welcher Ton bleiben soll. Sie gehen mit jeder Anfrage mit, und ein Prüfer gleicht jede Änderung, die der Assistent vornehmen möchte, mit ihnen ab. Gespeichert als %1 im Projektordner, also auch mit jedem anderen Editor änderbar.</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in every book of this series, one per line as a list, sent with every request before each book&apos;s own. Kept as %1 in the series folder, so any book of the series, and any editor, can change them.</source>
        <translation>Regeln, die der Assistent in jedem Buch dieser Reihe einhält, eine pro Zeile als Liste; sie gehen mit jeder Anfrage vor den Regeln des jeweiligen Buchs mit. Gespeichert als %1 im Ordner der Reihe, sodass jedes Buch der Reihe und jeder Editor sie ändern kann.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2). Saving replaces it.</source>
        <translation>%1 kann nicht gelesen werden (%2). Beim Speichern wird die Datei ersetzt.</translation>
    </message>
    <message>
        <source># House rules

&lt;!-- One rule per line, as a list. For example:
- British spelling: grey, colour, realise.
- Part One is final.
--&gt;

- </source>
        <translation># Hausregeln

&lt;!-- Eine Regel pro Zeile, als Liste. Zum Beispiel:
- Neue Rechtschreibung: „dass“, nicht „daß“.
- Teil eins ist endgültig.
--&gt;

- </translation>
    </message>
    <message>
        <source>The house rules could not be saved: %1</source>
        <translation>Die Hausregeln konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>House rules changed on disk</source>
        <translation>Hausregeln auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program since you opened it. Save your version over it?</source>
        <translation>%1 wurde seit dem Öffnen von einem anderen Programm geändert. Ihre Fassung darüber speichern?</translation>
    </message>
    <message>
        <source>Unsaved house rules</source>
        <translation>Ungespeicherte Hausregeln</translation>
    </message>
    <message>
        <source>Save your changes to the house rules?</source>
        <translation>Ihre Änderungen an den Hausregeln speichern?</translation>
    </message>
    <message numerus="yes">
        <source>%n house rule(s)</source>
        <translation>
            <numerusform>%n Hausregel</numerusform>
            <numerusform>%n Hausregeln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesLink</name>
    <message>
        <source>the series&apos; house rules cannot be read</source>
        <translation>die Hausregeln der Reihe können nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <source>%n of the series</source>
        <translation>
            <numerusform>%n der Reihe</numerusform>
            <numerusform>%n der Reihe</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules (%1 + %2)</source>
        <extracomment>The book&apos;s count of house rules, then the series&apos; (&quot;2 of the series&quot;), each a link.</extracomment>
        <translation>Hausregeln (%1 + %2)</translation>
    </message>
    <message>
        <source>The series&apos; house rules, sent with every book of it:</source>
        <translation>Die Hausregeln der Reihe, mit jedem ihrer Bücher gesendet:</translation>
    </message>
    <message>
        <source>House rules cannot be read</source>
        <translation>Hausregeln nicht lesbar</translation>
    </message>
    <message>
        <source>No house rules yet</source>
        <translation>Noch keine Hausregeln</translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s), too long to send in full</source>
        <translation>
            <numerusform>%n Hausregel aktiv (zu lang, nur teilweise gesendet)</numerusform>
            <numerusform>%n Hausregeln aktiv (zu lang, nur teilweise gesendet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s)</source>
        <translation>
            <numerusform>%n Hausregel aktiv</numerusform>
            <numerusform>%n Hausregeln aktiv</numerusform>
        </translation>
    </message>
    <message>
        <source>house-rules.md in the project folder cannot be read: %1</source>
        <translation>house-rules.md im Projektordner kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, such as “British spelling” or “Part One is final”. Click to write them.</source>
        <translation>Regeln, an die sich der Assistent in diesem Projekt hält, etwa „neue Rechtschreibung“ oder „Teil eins ist endgültig“. Klicken, um sie zu schreiben.</translation>
    </message>
    <message>
        <source>Sent with every request; the reviewer checks each change against them.</source>
        <translation>Gehen mit jeder Anfrage mit; der Prüfer gleicht jede Änderung mit ihnen ab.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Make characters, places, items and factions from the notes that describe them</source>
        <translation>Aus Notizen, die Figuren, Orte, Gegenstände und Fraktionen beschreiben, Elemente anlegen</translation>
    </message>
    <message>
        <source>Join the lines of hard-wrapped paragraphs</source>
        <translation>Zeilen fest umbrochener Absätze zusammenfügen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Becomes</source>
        <translation>Wird zu</translation>
    </message>
    <message>
        <source>Because of</source>
        <translation>Erkannt an</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Import from</source>
        <translation>Importieren aus</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>An Obsidian vault</source>
        <translation>Ein Obsidian-Vault</translation>
    </message>
    <message>
        <source>A novelWriter project</source>
        <translation>Ein novelWriter-Projekt</translation>
    </message>
    <message>
        <source>A Scrivener project</source>
        <translation>Ein Scrivener-Projekt</translation>
    </message>
    <message>
        <source>A folder of Markdown or text files</source>
        <translation>Ein Ordner mit Markdown- oder Textdateien</translation>
    </message>
    <message>
        <source>Reading “{name}”…</source>
        <translation>„{name}“ wird gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>Join the lines of hard-wrapped paragraphs (%n files look hard-wrapped)</source>
        <translation>
            <numerusform>Zeilen fest umbrochener Absätze zusammenfügen (%n Datei sieht fest umbrochen aus)</numerusform>
            <numerusform>Zeilen fest umbrochener Absätze zusammenfügen (%n Dateien sehen fest umbrochen aus)</numerusform>
        </translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>its type or kind</source>
        <translation>ihrem Typ oder ihrer Art</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>einem Schlagwort</translation>
    </message>
    <message>
        <source>its folder&apos;s name</source>
        <translation>dem Namen ihres Ordners</translation>
    </message>
    <message numerus="yes">
        <source>%n documents to import</source>
        <translation>
            <numerusform>%n Dokument zu importieren</numerusform>
            <numerusform>%n Dokumente zu importieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities to make</source>
        <translation>
            <numerusform>%n Element wird angelegt</numerusform>
            <numerusform>%n Elemente werden angelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other files copied into the project</source>
        <translation>
            <numerusform>%n weitere Datei wird ins Projekt kopiert</numerusform>
            <numerusform>%n weitere Dateien werden ins Projekt kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out (listed after the import)</source>
        <translation>
            <numerusform>%n ausgelassen (nach dem Import aufgeführt)</numerusform>
            <numerusform>%n ausgelassen (nach dem Import aufgeführt)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose where the new project goes.</source>
        <translation>Wählen Sie, wo das neue Projekt gespeichert wird.</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Wird importiert…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>The import was stopped. Nothing was written.</source>
        <translation>Der Import wurde angehalten. Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>Import nicht möglich: {reason}</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import Report</source>
        <translation>Importbericht</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Links pointing outside the folder (not followed)</source>
        <translation>Verknüpfungen, die aus dem Ordner hinausführen (nicht verfolgt)</translation>
    </message>
    <message>
        <source>Links to folders (not followed)</source>
        <translation>Verknüpfungen zu Ordnern (nicht verfolgt)</translation>
    </message>
    <message>
        <source>Special files (fifos, sockets, devices)</source>
        <translation>Spezialdateien (FIFOs, Sockets, Geräte)</translation>
    </message>
    <message>
        <source>Hidden files and folders</source>
        <translation>Versteckte Dateien und Ordner</translation>
    </message>
    <message>
        <source>Settings of the app the project came from</source>
        <translation>Einstellungen der App, aus der das Projekt stammt</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Dateien, die nicht gelesen werden konnten</translation>
    </message>
    <message>
        <source>Files too large to bring in</source>
        <translation>Dateien, die zu groß zum Übernehmen sind</translation>
    </message>
    <message>
        <source>Files that are not text</source>
        <translation>Dateien, die kein Text sind</translation>
    </message>
    <message>
        <source>Files that are not part of the project</source>
        <translation>Dateien, die nicht zum Projekt gehören</translation>
    </message>
    <message numerus="yes">
        <source>%n documents imported</source>
        <translation>
            <numerusform>%n Dokument importiert</numerusform>
            <numerusform>%n Dokumente importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities made</source>
        <translation>
            <numerusform>%n Element angelegt</numerusform>
            <numerusform>%n Elemente angelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields kept with documents and entities</source>
        <translation>
            <numerusform>%n Feld bei Dokumenten und Elementen behalten</numerusform>
            <numerusform>%n Felder bei Dokumenten und Elementen behalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files copied into the project&apos;s attachments</source>
        <translation>
            <numerusform>%n Datei in die Anhänge des Projekts kopiert</numerusform>
            <numerusform>%n Dateien in die Anhänge des Projekts kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links pointed at what they name</source>
        <translation>
            <numerusform>%n Verweis mit seinem Ziel verknüpft</numerusform>
            <numerusform>%n Verweise mit ihrem Ziel verknüpft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents put in the trash, from the source&apos;s own trash</source>
        <translation>
            <numerusform>%n Dokument aus dem Papierkorb der Quelle in den Papierkorb gelegt</numerusform>
            <numerusform>%n Dokumente aus dem Papierkorb der Quelle in den Papierkorb gelegt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hard-wrapped lines joined</source>
        <translation>
            <numerusform>%n fest umbrochene Zeile zusammengefügt</numerusform>
            <numerusform>%n fest umbrochene Zeilen zusammengefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files or folders left out, listed below</source>
        <translation>
            <numerusform>%n Datei oder Ordner ausgelassen, unten aufgeführt</numerusform>
            <numerusform>%n Dateien oder Ordner ausgelassen, unten aufgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was left out.</source>
        <translation>Es wurde nichts ausgelassen.</translation>
    </message>
    <message numerus="yes">
        <source>Left out (%n)</source>
        <translation>
            <numerusform>Ausgelassen (%n)</numerusform>
            <numerusform>Ausgelassen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought in, with something to check (%n)</source>
        <translation>
            <numerusform>Übernommen, bitte prüfen (%n)</numerusform>
            <numerusform>Übernommen, bitte prüfen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to notes the source does not have (%n)</source>
        <translation>
            <numerusform>Verweise auf Notizen, die es in der Quelle nicht gibt (%n)</numerusform>
            <numerusform>Verweise auf Notizen, die es in der Quelle nicht gibt (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard-wrapped files, kept as they were (%n)</source>
        <translation>
            <numerusform>Fest umbrochene Dateien, unverändert übernommen (%n)</numerusform>
            <numerusform>Fest umbrochene Dateien, unverändert übernommen (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied into attachments (%n)</source>
        <translation>
            <numerusform>In die Anhänge kopiert (%n)</numerusform>
            <numerusform>In die Anhänge kopiert (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Open a document to see its synopsis, status and tags here.</source>
        <translation>Öffnen Sie ein Dokument, um hier seine Zusammenfassung, seinen Status und seine Schlagwörter zu sehen.</translation>
    </message>
</context>
<context>
    <name>KeepingActions</name>
    <message>
        <source>&amp;Export Manuscript…</source>
        <translation>Manuskript e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Back Up Now</source>
        <translation>&amp;Jetzt sichern</translation>
    </message>
    <message>
        <source>Restore Backu&amp;p…</source>
        <translation>Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Bac&amp;kup Settings…</source>
        <translation>Sicherun&amp;gseinstellungen…</translation>
    </message>
    <message>
        <source>Take &amp;Snapshot</source>
        <translation>&amp;Schnappschuss aufnehmen</translation>
    </message>
    <message>
        <source>Take &amp;Named Snapshot…</source>
        <translation>Schnappschuss mit &amp;Namen aufnehmen…</translation>
    </message>
    <message>
        <source>Snapshots (&amp;Compare and Restore)…</source>
        <translation>Schnappschüsse (&amp;vergleichen und wiederherstellen)…</translation>
    </message>
    <message>
        <source>Empty &amp;Trash…</source>
        <translation>Papierkorb lee&amp;ren…</translation>
    </message>
    <message>
        <source>Delete &amp;Permanently…</source>
        <translation>Endgültig &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>Do&amp;kument</translation>
    </message>
    <message numerus="yes">
        <source>Exported to “%1” (%Ln words)</source>
        <translation>
            <numerusform>Nach „%1“ exportiert (%Ln Wort)</numerusform>
            <numerusform>Nach „%1“ exportiert (%Ln Wörter)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to take a snapshot of.</source>
        <translation>Wählen Sie ein Dokument, von dem ein Schnappschuss aufgenommen werden soll.</translation>
    </message>
    <message>
        <source>Could not take the snapshot</source>
        <translation>Der Schnappschuss konnte nicht aufgenommen werden</translation>
    </message>
    <message>
        <source>Quire could not save the snapshot in the project&apos;s .quire folder. Check that the folder can be written to, then take the snapshot again.</source>
        <translation>Quire konnte den Schnappschuss nicht im Ordner .quire des Projekts speichern. Prüfen Sie, ob in den Ordner geschrieben werden kann, und nehmen Sie den Schnappschuss dann erneut auf.</translation>
    </message>
    <message>
        <source>Snapshot taken of “%1”</source>
        <translation>Schnappschuss von „%1“ aufgenommen</translation>
    </message>
    <message numerus="yes">
        <source>Snapshots taken of %Ln documents</source>
        <translation>
            <numerusform>Schnappschuss von %Ln Dokument aufgenommen</numerusform>
            <numerusform>Schnappschüsse von %Ln Dokumenten aufgenommen</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to see its snapshots.</source>
        <translation>Wählen Sie ein Dokument, um seine Schnappschüsse zu sehen.</translation>
    </message>
    <message>
        <source>Could not make the backup</source>
        <translation>Die Sicherung konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>Backed up to “%1”</source>
        <translation>Gesichert in „%1“</translation>
    </message>
    <message>
        <source>%1 (restored)</source>
        <translation>%1 (wiederhergestellt)</translation>
    </message>
    <message>
        <source>Could not restore the backup</source>
        <translation>Die Sicherung konnte nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>Restored the backup as “%1”</source>
        <translation>Sicherung als „%1“ wiederhergestellt</translation>
    </message>
    <message>
        <source>Could not save the backup settings</source>
        <translation>Die Sicherungseinstellungen konnten nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Löschen nicht möglich</translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>Der Papierkorb ist leer.</translation>
    </message>
    <message>
        <source>Empty Trash</source>
        <translation>Papierkorb leeren</translation>
    </message>
    <message>
        <source>Select something in the trash to delete it permanently.</source>
        <translation>Wählen Sie etwas im Papierkorb aus, um es endgültig zu löschen.</translation>
    </message>
    <message>
        <source>Delete “%1” permanently</source>
        <translation>„%1“ endgültig löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln items permanently</source>
        <translation>
            <numerusform>%Ln Eintrag endgültig löschen</numerusform>
            <numerusform>%Ln Einträge endgültig löschen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepingPrompts</name>
    <message>
        <source>Empty Trash</source>
        <translation>Papierkorb leeren</translation>
    </message>
    <message>
        <source>Delete Permanently</source>
        <translation>Endgültig löschen</translation>
    </message>
    <message>
        <source>Delete everything in the trash for good?</source>
        <translation>Alles im Papierkorb endgültig löschen?</translation>
    </message>
    <message>
        <source>Delete “%1” for good?</source>
        <translation>„%1“ endgültig löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %Ln selected items for good?</source>
        <translation>
            <numerusform>%Ln ausgewählten Eintrag endgültig löschen?</numerusform>
            <numerusform>Die %Ln ausgewählten Einträge endgültig löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Dokumente: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Wörter: %1</translation>
    </message>
    <message>
        <source>Folders and entries: %1</source>
        <translation>Ordner und Elemente: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Edit ▸ Undo until you close the project. After that it is gone for good, with its snapshots, except in backups made before now.</source>
        <translation>Bis Sie das Projekt schließen, können Sie das mit Bearbeiten ▸ Rückgängig zurücknehmen. Danach ist es samt seinen Schnappschüssen endgültig verloren; nur Sicherungen, die vorher erstellt wurden, enthalten es noch.</translation>
    </message>
    <message>
        <source>Take Named Snapshot</source>
        <translation>Schnappschuss mit Namen aufnehmen</translation>
    </message>
    <message>
        <source>A name for the snapshot of “%1”:</source>
        <translation>Ein Name für den Schnappschuss von „%1“:</translation>
    </message>
    <message>
        <source>Restore Backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Quire backups (*.zip)</source>
        <translation>Quire-Sicherungen (*.zip)</translation>
    </message>
    <message>
        <source>Restore the Backup As</source>
        <translation>Sicherung wiederherstellen als</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Orte</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fraktionen</translation>
    </message>
    <message>
        <source>Other entities</source>
        <translation>Sonstige Elemente</translation>
    </message>
    <message>
        <source>Make “%1” a character</source>
        <translation>„%1“ zur Figur machen</translation>
    </message>
    <message>
        <source>Make “%1” a place</source>
        <translation>„%1“ zum Ort machen</translation>
    </message>
    <message>
        <source>Make “%1” an item</source>
        <translation>„%1“ zum Gegenstand machen</translation>
    </message>
    <message>
        <source>Make “%1” a faction</source>
        <translation>„%1“ zur Fraktion machen</translation>
    </message>
    <message>
        <source>Make “%1” another kind of entity</source>
        <translation>„%1“ zu einem sonstigen Element machen</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
</context>
<context>
    <name>LinkNavigator</name>
    <message>
        <source>Ctrl+click to open</source>
        <translation>Strg+Klick zum Öffnen</translation>
    </message>
</context>
<context>
    <name>LiveTurn</name>
    <message numerus="yes">
        <source>The assistant is repeating the same step (%Ln times); it was told.</source>
        <translation>
            <numerusform>Der Assistent wiederholt denselben Schritt (%Ln-mal); er wurde darauf hingewiesen.</numerusform>
            <numerusform>Der Assistent wiederholt denselben Schritt (%Ln-mal); er wurde darauf hingewiesen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalOnlyBadge</name>
    <message>
        <source>Local only</source>
        <translation>Nur lokal</translation>
    </message>
    <message>
        <source>Local only is on: the assistant talks only to a model server on this computer, and nothing is sent anywhere else.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>„Nur lokal“ ist eingeschaltet: Der Assistent spricht nur mit einem Modellserver auf diesem Computer, und nichts wird anderswohin gesendet.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Quire</source>
        <translation>Quire</translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>Alle Änderungen gespeichert</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Änderungsverlauf</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Projektbaum</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>Zustand beim Öffnen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Pick a document or an entity in the project tree to start writing.</source>
        <translation>Wählen Sie im Projektbaum ein Dokument oder ein Element, um mit dem Schreiben zu beginnen.</translation>
    </message>
    <message>
        <source>No project is open. Open one, or make a new one, from the File menu.</source>
        <translation>Kein Projekt geöffnet. Öffnen Sie eines oder legen Sie über das Menü „Datei“ ein neues an.</translation>
    </message>
    <message>
        <source>{title}[*] — Quire</source>
        <translation>{title}[*] – Quire</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln words</source>
        <translation>
            <numerusform>%1 von %Ln Wort</numerusform>
            <numerusform>%1 von %Ln Wörtern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Project: %Ln words</source>
        <translation>
            <numerusform>Projekt: %Ln Wort</numerusform>
            <numerusform>Projekt: %Ln Wörter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>Quire Manual</source>
        <translation>Quire-Handbuch</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Find in the manual</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>The manual is not included in this copy of Quire.</source>
        <translation>Diese Kopie von Quire enthält das Handbuch nicht.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge the Two Versions</source>
        <translation>Die beiden Fassungen zusammenführen</translation>
    </message>
    <message>
        <source>Quire merged what was written on this computer and on the other one. Where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire hat zusammengeführt, was auf diesem und auf dem anderen Computer geschrieben wurde. Wo beide dieselbe Stelle unterschiedlich geändert haben, wählen Sie, was bleibt, oder schreiben es selbst.</translation>
    </message>
    <message>
        <source>What the merge took from each computer</source>
        <translation>Was die Zusammenführung von jedem Computer übernommen hat</translation>
    </message>
    <message>
        <source>Places changed on both computers</source>
        <translation>Auf beiden Computern geänderte Stellen</translation>
    </message>
    <message>
        <source>&amp;Previous Conflict</source>
        <translation>&amp;Vorheriger Konflikt</translation>
    </message>
    <message>
        <source>&amp;Next Conflict</source>
        <translation>&amp;Nächster Konflikt</translation>
    </message>
    <message>
        <source>&amp;Accept Merge</source>
        <translation>Zusammenführung &amp;übernehmen</translation>
    </message>
    <message>
        <source>Accept Merge</source>
        <translation>Zusammenführung übernehmen</translation>
    </message>
    <message>
        <source>Where a text was changed on both computers, both versions stay, this computer’s paragraphs first. A title, a name or a field keeps both. Where only one can stand (where a chapter stands, its status or its kind), this computer’s stays.</source>
        <translation>Wo ein Text auf beiden Computern geändert wurde, bleiben beide Fassungen, die Absätze dieses Computers zuerst. Ein Titel, ein Name oder ein Feld behält beide. Wo nur eine stehen kann (wo ein Kapitel steht, sein Status oder seine Art), bleibt die dieses Computers.</translation>
    </message>
    <message>
        <source>Keep Both and &amp;Accept</source>
        <translation>Beide behalten und ü&amp;bernehmen</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>&amp;Zurück</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>From this computer: %1</source>
        <translation>Von diesem Computer: %1</translation>
    </message>
    <message>
        <source>From the other computer: %1</source>
        <translation>Vom anderen Computer: %1</translation>
    </message>
    <message>
        <source>Nothing came from either computer on its own.</source>
        <translation>Von keinem der beiden Computer kam etwas für sich allein.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln paragraphs)</source>
        <translation>
            <numerusform>%1 (%Ln Absatz)</numerusform>
            <numerusform>%1 (%Ln Absätze)</numerusform>
        </translation>
    </message>
    <message>
        <source>the project’s settings</source>
        <translation>die Projekteinstellungen</translation>
    </message>
    <message>
        <source>the project’s %1</source>
        <translation>Projekt: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>synopsis</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Wortziel</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>other names</source>
        <translation>weitere Namen</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>verschoben</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>moved to the trash</source>
        <translation>in den Papierkorb verschoben</translation>
    </message>
    <message>
        <source>taken out of the trash</source>
        <translation>aus dem Papierkorb zurückgeholt</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>und %Ln weitere</numerusform>
            <numerusform>und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: passage %2</source>
        <translation>%1: Stelle %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>“%1”, %2: passage %3 of %4</source>
        <translation>„%1“, %2: Stelle %3 von %4</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <source>The project</source>
        <translation>Das Projekt</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>the field “%1”</source>
        <translation>das Feld „%1“</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>der Text</translation>
    </message>
    <message>
        <source>the notes</source>
        <translation>die Notizen</translation>
    </message>
    <message>
        <source>the synopsis</source>
        <translation>die Zusammenfassung</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>der Titel</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>der Name</translation>
    </message>
    <message>
        <source>what kind it is</source>
        <translation>welcher Art es ist</translation>
    </message>
    <message>
        <source>the status</source>
        <translation>der Status</translation>
    </message>
    <message>
        <source>the word target</source>
        <translation>das Wortziel</translation>
    </message>
    <message>
        <source>where it stands</source>
        <translation>wo es steht</translation>
    </message>
    <message>
        <source>kept or in the trash</source>
        <translation>behalten oder im Papierkorb</translation>
    </message>
    <message>
        <source>the details</source>
        <translation>die Angaben</translation>
    </message>
    <message>
        <source>At the top level</source>
        <translation>Auf der obersten Ebene</translation>
    </message>
    <message>
        <source>In the trash</source>
        <translation>Im Papierkorb</translation>
    </message>
    <message>
        <source>In “%1”</source>
        <translation>In „%1“</translation>
    </message>
    <message>
        <source>Moved to the trash</source>
        <translation>In den Papierkorb verschoben</translation>
    </message>
    <message>
        <source>Deleted for good</source>
        <translation>Endgültig gelöscht</translation>
    </message>
    <message>
        <source>Changed, and kept</source>
        <translation>Geändert und behalten</translation>
    </message>
    <message>
        <source>Where it was</source>
        <translation>Wo es war</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, this computer’s first.</source>
        <translation>Noch nicht entschieden: Beide bleiben, die dieses Computers zuerst.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s name stays, and the other becomes another name for it.</source>
        <translation>Noch nicht entschieden: Der Name dieses Computers bleibt, der andere wird ein weiterer Name dafür.</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, joined.</source>
        <translation>Noch nicht entschieden: Beide bleiben, zusammengefügt.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s stays.</source>
        <translation>Noch nicht entschieden: Die Fassung dieses Computers bleibt.</translation>
    </message>
    <message>
        <source>This computer’s version stays.</source>
        <translation>Die Fassung dieses Computers bleibt.</translation>
    </message>
    <message>
        <source>The other computer’s version stays.</source>
        <translation>Die Fassung des anderen Computers bleibt.</translation>
    </message>
    <message>
        <source>Both stay, this computer’s first.</source>
        <translation>Beide bleiben, die dieses Computers zuerst.</translation>
    </message>
    <message>
        <source>This computer’s name stays, and the other becomes another name for it.</source>
        <translation>Der Name dieses Computers bleibt, der andere wird ein weiterer Name dafür.</translation>
    </message>
    <message>
        <source>Both stay, joined.</source>
        <translation>Beide bleiben, zusammengefügt.</translation>
    </message>
    <message>
        <source>What you wrote stays.</source>
        <translation>Was Sie geschrieben haben, bleibt.</translation>
    </message>
    <message>
        <source>This computer’s paragraphs, then the other’s.</source>
        <translation>Die Absätze dieses Computers, dann die des anderen.</translation>
    </message>
    <message>
        <source>This computer’s name, and the other’s as another name for it.</source>
        <translation>Der Name dieses Computers, und der des anderen als weiterer Name dafür.</translation>
    </message>
    <message>
        <source>Both, joined: this computer’s first.</source>
        <translation>Beide, zusammengefügt: die dieses Computers zuerst.</translation>
    </message>
    <message>
        <source>the project’s tree</source>
        <translation>den Projektbaum</translation>
    </message>
    <message>
        <source>git left two versions of “%1” in its file, between conflict markers. Quire merged them: where the two differ, choose what stays, or write it yourself.</source>
        <translation>git hat zwei Fassungen von „%1“ in seiner Datei hinterlassen, zwischen Konfliktmarkierungen. Quire hat sie zusammengeführt: Wo sich beide unterscheiden, wählen Sie, was bleibt, oder schreiben es selbst.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2” (%3), written on another computer.</source>
        <translation>%1 hat eine Konfliktkopie von „%2“ (%3) angelegt, geschrieben auf einem anderen Computer.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2”, written on another computer.</source>
        <translation>%1 hat eine Konfliktkopie von „%2“ angelegt, geschrieben auf einem anderen Computer.</translation>
    </message>
    <message>
        <source>Quire merged it with the version open here: where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire hat sie mit der hier geöffneten Fassung zusammengeführt: Wo beide dieselbe Stelle unterschiedlich geändert haben, wählen Sie, was bleibt, oder schreiben es selbst.</translation>
    </message>
    <message>
        <source>No version both computers saw is known, so wherever the two differ, you decide.</source>
        <translation>Eine Fassung, die beide Computer kannten, ist nicht bekannt; wo sich beide unterscheiden, entscheiden also Sie.</translation>
    </message>
    <message>
        <source>“%1” could not be read as the file it is a copy of; it stays as it is.</source>
        <translation>„%1“ ließ sich nicht als die Datei lesen, deren Kopie sie ist; sie bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Nothing to decide: the two versions merge by themselves.</source>
        <translation>Nichts zu entscheiden: Die beiden Fassungen lassen sich von selbst zusammenführen.</translation>
    </message>
    <message>
        <source>The conflict is decided.</source>
        <translation>Der Konflikt ist entschieden.</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln conflicts decided.</source>
        <translation>
            <numerusform>%Ln Konflikt entschieden.</numerusform>
            <numerusform>Alle %Ln Konflikte entschieden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln conflicts left</source>
        <translation>
            <numerusform>%1 von %Ln Konflikt offen</numerusform>
            <numerusform>%1 von %Ln Konflikten offen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conflicts are not decided.</source>
        <translation>
            <numerusform>%Ln Konflikt ist nicht entschieden.</numerusform>
            <numerusform>%Ln Konflikte sind nicht entschieden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MissingQuotesNotice</name>
    <message>
        <source>Ask it to check</source>
        <translation>Prüfen lassen</translation>
    </message>
    <message>
        <source>Ask the assistant to look these quotations up and correct its answer</source>
        <translation>Den Assistenten bitten, diese Zitate nachzuschlagen und seine Antwort zu berichtigen</translation>
    </message>
    <message numerus="yes">
        <source>%n quotation(s) in this answer are not in your project as given.</source>
        <translation>
            <numerusform>%n Zitat dieser Antwort steht so nicht in Ihrem Projekt.</numerusform>
            <numerusform>%n Zitate dieser Antwort stehen so nicht in Ihrem Projekt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewProjectDialog</name>
    <message>
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>My Novel</source>
        <translation>Mein Roman</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>Your name, as it goes on the title page</source>
        <translation>Ihr Name, wie er auf der Titelseite stehen soll</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Speicherort:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Give the project a title.</source>
        <translation>Geben Sie dem Projekt einen Titel.</translation>
    </message>
    <message>
        <source>The location “%1” is not a folder.</source>
        <translation>Der Speicherort „%1“ ist kein Ordner.</translation>
    </message>
    <message>
        <source>“%1” already exists. Choose another title or location.</source>
        <translation>„%1“ gibt es schon. Wählen Sie einen anderen Titel oder Speicherort.</translation>
    </message>
    <message>
        <source>Quire makes the folder “%1” for it.</source>
        <translation>Quire legt dafür den Ordner „%1“ an.</translation>
    </message>
    <message>
        <source>Where to Put the Project</source>
        <translation>Speicherort des Projekts</translation>
    </message>
</context>
<context>
    <name>NoProjectPage</name>
    <message>
        <source>No project is open</source>
        <translation>Kein Projekt geöffnet</translation>
    </message>
    <message>
        <source>Open a project, or start a new one, to ask the assistant about it.</source>
        <translation>Öffnen Sie ein Projekt oder beginnen Sie ein neues, um dem Assistenten Fragen dazu zu stellen.</translation>
    </message>
    <message>
        <source>New Project…</source>
        <translation>Neues Projekt…</translation>
    </message>
    <message>
        <source>Open Project…</source>
        <translation>Projekt öffnen…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>{target} ({percent} %)</source>
        <translation>{target} ({percent} %)</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>„{old}“ in „{new}“ umbenennen</translation>
    </message>
    <message>
        <source>Edit “{title}”: {what}</source>
        <translation>„{title}“ bearbeiten: {what}</translation>
    </message>
</context>
<context>
    <name>Outliner</name>
    <message>
        <source>Outline</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Show status</source>
        <translation>Status anzeigen</translation>
    </message>
    <message>
        <source>Show tag</source>
        <translation>Schlagwort anzeigen</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Tag:</source>
        <translation>Schlagwort:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words shown</source>
        <translation>
            <numerusform>%Ln Wort angezeigt</numerusform>
            <numerusform>%Ln Wörter angezeigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanelHeader</name>
    <message>
        <source>Ask</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Ask mode: the assistant reads, it never changes</source>
        <translation>Fragemodus: Der Assistent liest nur und ändert nie etwas</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project; every change can be undone</source>
        <translation>Änderungsmodus: Der Assistent darf Ihr Projekt ändern; jede Änderung lässt sich rückgängig machen</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <source>Forget this conversation and start afresh</source>
        <translation>Diese Unterhaltung vergessen und neu beginnen</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Choose the model the assistant uses</source>
        <translation>Das Modell wählen, das der Assistent verwendet</translation>
    </message>
    <message>
        <source>Plan first</source>
        <translation>Erst planen</translation>
    </message>
    <message>
        <source>In Act mode, the assistant proposes a plan and changes nothing until you approve it</source>
        <translation>Im Änderungsmodus schlägt der Assistent einen Plan vor und ändert nichts, bis Sie ihn annehmen</translation>
    </message>
</context>
<context>
    <name>PanelSpecialists</name>
    <message>
        <source>The specialists&apos; files could not be written.</source>
        <translation>Die Dateien der Spezialisten konnten nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Open a project to edit its specialists.</source>
        <translation>Öffnen Sie ein Projekt, um seine Spezialisten zu bearbeiten.</translation>
    </message>
    <message>
        <source>%1 takes over…</source>
        <translation>%1 übernimmt…</translation>
    </message>
    <message>
        <source>Asking %1 instead…</source>
        <translation>Stattdessen wird %1 gefragt…</translation>
    </message>
    <message>
        <source>Waiting for your word on the estimate…</source>
        <translation>Wartet auf Ihre Entscheidung zur Schätzung…</translation>
    </message>
</context>
<context>
    <name>PartRow</name>
    <message>
        <source>Part %1 of %2</source>
        <translation>Teil %1 von %2</translation>
    </message>
    <message>
        <source>Make this part of the change when you approve</source>
        <translation>Diesen Teil der Änderung vornehmen, wenn Sie annehmen</translation>
    </message>
    <message>
        <source>The new text of part %1</source>
        <translation>Der neue Text von Teil %1</translation>
    </message>
    <message>
        <source>adds “%1”</source>
        <translation>fügt „%1“ hinzu</translation>
    </message>
    <message>
        <source>removes “%1”</source>
        <translation>entfernt „%1“</translation>
    </message>
    <message>
        <source>“%1” becomes “%2”</source>
        <translation>aus „%1“ wird „%2“</translation>
    </message>
</context>
<context>
    <name>PartsEditor</name>
    <message>
        <source>Choose the parts to make, and write each as you want it:</source>
        <translation>Wählen Sie die Teile, die vorgenommen werden, und schreiben Sie jeden so, wie Sie ihn möchten:</translation>
    </message>
    <message>
        <source>Choose the parts to make:</source>
        <translation>Wählen Sie die Teile, die vorgenommen werden:</translation>
    </message>
    <message>
        <source>Write the text as you want it:</source>
        <translation>Schreiben Sie den Text so, wie Sie ihn möchten:</translation>
    </message>
</context>
<context>
    <name>PlaceView</name>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>The other computer</source>
        <translation>Der andere Computer</translation>
    </message>
    <message>
        <source>The version both started from</source>
        <translation>Die Fassung, von der beide ausgingen</translation>
    </message>
    <message>
        <source>What &amp;stays (you can write it yourself):</source>
        <translation>Was &amp;bleibt (Sie können es selbst schreiben):</translation>
    </message>
    <message>
        <source>What stays</source>
        <translation>Was bleibt</translation>
    </message>
    <message>
        <source>Keep &amp;This Computer’s</source>
        <translation>Die &amp;dieses Computers behalten</translation>
    </message>
    <message>
        <source>Keep the &amp;Other Computer’s</source>
        <translation>Die des &amp;anderen Computers behalten</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Beide be&amp;halten</translation>
    </message>
    <message>
        <source>Show the &amp;Version Both Started From</source>
        <translation>Die Ausgangs&amp;fassung zeigen</translation>
    </message>
    <message>
        <source>Hide the &amp;Version Both Started From</source>
        <translation>Die Ausgangs&amp;fassung ausblenden</translation>
    </message>
</context>
<context>
    <name>PlanApprovalCard</name>
    <message>
        <source>The assistant proposes a plan</source>
        <translation>Der Assistent schlägt einen Plan vor</translation>
    </message>
    <message>
        <source>Nothing in your project changes until you approve it. Reword, remove or add steps first if you like; changes to documents the plan does not name will ask you.</source>
        <translation>Nichts in Ihrem Projekt ändert sich, bevor Sie ihn annehmen. Sie können Schritte vorher umformulieren, entfernen oder hinzufügen; bei Änderungen an Dokumenten, die der Plan nicht nennt, werden Sie vorher gefragt.</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Schritt hinzufügen</translation>
    </message>
    <message>
        <source>Approve plan</source>
        <translation>Plan annehmen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>The assistant makes no change in this turn</source>
        <translation>Der Assistent ändert in dieser Runde nichts</translation>
    </message>
    <message>
        <source>What the assistant should do, and in which document</source>
        <translation>Was der Assistent tun soll, und in welchem Dokument</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Diesen Schritt entfernen</translation>
    </message>
    <message>
        <source>Plan approved, in your version.</source>
        <translation>Plan angenommen, in Ihrer Fassung.</translation>
    </message>
    <message>
        <source>Plan approved.</source>
        <translation>Plan angenommen.</translation>
    </message>
    <message>
        <source>Plan refused: the assistant makes no change in this turn.</source>
        <translation>Plan abgelehnt: Der Assistent ändert in dieser Runde nichts.</translation>
    </message>
    <message>
        <source>Plan not approved: you stopped the assistant.</source>
        <translation>Plan nicht angenommen: Sie haben den Assistenten angehalten.</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <source>Carried over from an earlier question; the assistant goes on with it.</source>
        <translation>Aus einer früheren Frage übernommen; der Assistent setzt ihn fort.</translation>
    </message>
    <message>
        <source>Plan: %1 of %2 done</source>
        <translation>Plan: %1 von %2 erledigt</translation>
    </message>
</context>
<context>
    <name>PrivateAction</name>
    <message>
        <source>Private</source>
        <translation>Privat</translation>
    </message>
    <message>
        <source>Mark “%1” private</source>
        <translation>„%1“ als privat markieren</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>„%1“ nicht mehr als privat markieren</translation>
    </message>
</context>
<context>
    <name>PrivateMark</name>
    <message>
        <source>Private: never sent to a cloud model</source>
        <translation>Privat: wird nie an ein Cloud-Modell gesendet</translation>
    </message>
</context>
<context>
    <name>PrivateRow</name>
    <message>
        <source>Let a model on this computer read private material</source>
        <translation>Ein lokales Modell darf Privates lesen</translation>
    </message>
    <message>
        <source>Notes, folders and entries you mark private are never sent to a model in the cloud. With this on, a model server on this computer (such as Ollama or LM Studio) may read them; if a fallback model is elsewhere, none may.</source>
        <translation>Notizen, Ordner und Elemente, die Sie als privat markieren, werden nie an ein Modell in der Cloud gesendet. Ist dies eingeschaltet, darf ein Modellserver auf diesem Computer (etwa Ollama oder LM Studio) sie lesen; liegt ein Ersatzmodell anderswo, darf es keiner.</translation>
    </message>
</context>
<context>
    <name>PrivateSection</name>
    <message>
        <source>Private</source>
        <translation>Privat</translation>
    </message>
    <message>
        <source>Private because a folder around it is marked private</source>
        <translation>Privat, weil ein Ordner, in dem es liegt, als privat markiert ist</translation>
    </message>
    <message>
        <source>Mark “%1” private</source>
        <translation>„%1“ als privat markieren</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>„%1“ nicht mehr als privat markieren</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>nested more than %n folders deep; the deeper parts were dropped</source>
        <translation>
            <numerusform>mehr als %n Ordner tief verschachtelt; die tieferen Teile wurden verworfen</numerusform>
            <numerusform>mehr als %n Ordner tief verschachtelt; die tieferen Teile wurden verworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>trash</source>
        <translation>Papierkorb</translation>
    </message>
    <message>
        <source>folder %1</source>
        <translation>Ordner %1</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>wahr/falsch</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a link to something outside the project; not read (Quire does not follow it)</source>
        <translation>ein Verweis auf etwas außerhalb des Projekts; nicht gelesen (Quire folgt ihm nicht)</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>kein UTF-8-Text (Byte %1)</translation>
    </message>
    <message>
        <source>duplicate id %1 (also in %2); skipped</source>
        <translation>doppelte ID %1 (auch in %2); übersprungen</translation>
    </message>
    <message>
        <source>not in the tree of %1; placed at the end of the top level</source>
        <translation>nicht im Baum von %1; ans Ende der obersten Ebene gestellt</translation>
    </message>
    <message>
        <source>no format version; read as format %1</source>
        <translation>keine Formatversion; als Format %1 gelesen</translation>
    </message>
    <message>
        <source>larger than %1 MB, the most a document or entity file may be; not read</source>
        <translation>größer als %1 MB, die Höchstgröße einer Dokument- oder Elementdatei; nicht gelesen</translation>
    </message>
    <message>
        <source>a conflicted copy of %1 made by %2; not read as a document: Quire offers to merge it, and keeps it until the merge is accepted</source>
        <translation>eine Konfliktkopie von %1, angelegt von %2; nicht als Dokument gelesen: Quire bietet an, sie zusammenzuführen, und behält sie, bis die Zusammenführung angenommen ist</translation>
    </message>
    <message>
        <source>holds git’s conflict markers; Quire offers to merge its two sides</source>
        <translation>enthält Konfliktmarkierungen von git; Quire bietet an, ihre beiden Seiten zusammenzuführen</translation>
    </message>
    <message>
        <source>left by an interrupted save of an earlier Quire, which it cannot vouch for; set aside: every file is read as it is and none is removed</source>
        <translation>von einem unterbrochenen Speichervorgang einer früheren Quire-Version übrig, für den diese Version nicht bürgen kann; beiseitegelegt: Jede Datei wird so gelesen, wie sie ist, und keine wird entfernt</translation>
    </message>
    <message>
        <source>not a save journal (%1); set aside</source>
        <translation>kein Speicherprotokoll (%1); beiseitegelegt</translation>
    </message>
    <message>
        <source>left by an interrupted save, but %1 changed since: set aside, so every file is read as it is and none is removed</source>
        <translation>von einem unterbrochenen Speichervorgang übrig, aber %1 hat sich seitdem geändert: beiseitegelegt, daher wird jede Datei so gelesen, wie sie ist, und keine entfernt</translation>
    </message>
    <message>
        <source>left by an interrupted save, but the new content of %1 is gone: set aside, so every file is read as it is and none is removed</source>
        <translation>von einem unterbrochenen Speichervorgang übrig, aber der neue Inhalt von %1 fehlt: beiseitegelegt, daher wird jede Datei so gelesen, wie sie ist, und keine entfernt</translation>
    </message>
    <message>
        <source>not valid JSON: %1 (line %2, column %3)</source>
        <translation>kein gültiges JSON: %1 (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>zu tief verschachtelt, um gelesen zu werden</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown keys ignored: %1</source>
        <translation>unbekannte Schlüssel ignoriert: %1</translation>
    </message>
    <message>
        <source>“%1” must be text; read as “%2”</source>
        <translation>„%1“ muss Text sein; als „%2“ gelesen</translation>
    </message>
    <message>
        <source>%1: children must be a list; read as empty</source>
        <translation>%1: Der Inhalt muss eine Liste sein; als leer gelesen</translation>
    </message>
    <message>
        <source>%1: %2 is listed more than once; kept the first</source>
        <translation>%1: %2 ist mehrfach aufgeführt; der erste Eintrag wurde behalten</translation>
    </message>
    <message>
        <source>%1: an entry without an id was dropped</source>
        <translation>%1: Ein Eintrag ohne ID wurde verworfen</translation>
    </message>
    <message>
        <source>%1: no document file has the id %2; dropped</source>
        <translation>%1: Keine Dokumentdatei hat die ID %2; verworfen</translation>
    </message>
    <message>
        <source>%1: “%2” is neither a document nor a folder; dropped</source>
        <translation>%1: „%2“ ist weder ein Dokument noch ein Ordner; verworfen</translation>
    </message>
    <message>
        <source>%1: folder %2 has unknown kind %3</source>
        <translation>%1: Ordner %2 hat die unbekannte Art %3</translation>
    </message>
    <message>
        <source>%1: folder %2: “private” must be yes or no, not %3; read as private</source>
        <translation>%1: Ordner %2: „private“ muss ja oder nein sein, nicht %3; als privat gelesen</translation>
    </message>
    <message>
        <source>trash must be a list; read as empty</source>
        <translation>Der Papierkorb muss eine Liste sein; als leer gelesen</translation>
    </message>
    <message>
        <source>trash: %1 is listed more than once</source>
        <translation>Papierkorb: %1 ist mehrfach aufgeführt</translation>
    </message>
    <message>
        <source>trash: %1 has a parent that is not an id; ignored</source>
        <translation>Papierkorb: %1 hat einen übergeordneten Eintrag, der keine ID ist; ignoriert</translation>
    </message>
    <message>
        <source>trash: %1 has an index that is not a number; ignored</source>
        <translation>Papierkorb: %1 hat eine Position, die keine Zahl ist; ignoriert</translation>
    </message>
    <message>
        <source>trash: no entity file has the id %1; dropped</source>
        <translation>Papierkorb: Keine Elementdatei hat die ID %1; verworfen</translation>
    </message>
    <message>
        <source>trash: folder %1 has no contents; dropped</source>
        <translation>Papierkorb: Ordner %1 hat keinen Inhalt; verworfen</translation>
    </message>
    <message>
        <source>the statuses must be a list; the usual ones are used</source>
        <translation>Die Status müssen eine Liste sein; die üblichen werden verwendet</translation>
    </message>
    <message>
        <source>a status was dropped: %1</source>
        <translation>Ein Status wurde verworfen: %1</translation>
    </message>
    <message>
        <source>the word targets must be an object; ignored</source>
        <translation>Die Wortziele müssen ein Objekt sein; ignoriert</translation>
    </message>
    <message>
        <source>word target “%1” ignored: %2</source>
        <translation>Wortziel „%1“ ignoriert: %2</translation>
    </message>
    <message>
        <source>the word list must be a list of words; ignored</source>
        <translation>Das Projektwörterbuch muss eine Liste von Wörtern sein; ignoriert</translation>
    </message>
    <message>
        <source>a word of the word list was dropped: %1</source>
        <translation>Ein Wort des Projektwörterbuchs wurde verworfen: %1</translation>
    </message>
    <message>
        <source>what the project requires of the assistant (%1) cannot be %2; the strictest is required until it is set again</source>
        <translation>was das Projekt vom Assistenten verlangt (%1), kann nicht %2 sein; bis es neu eingestellt ist, gilt das Strengste</translation>
    </message>
    <message>
        <source>the writing log must be a list; ignored</source>
        <translation>Das Schreibprotokoll muss eine Liste sein; ignoriert</translation>
    </message>
    <message>
        <source>writing log: not a [day, words] pair: %1; dropped</source>
        <translation>Schreibprotokoll: kein Paar [Tag, Wörter]: %1; verworfen</translation>
    </message>
    <message>
        <source>writing log: not a day: %1; dropped</source>
        <translation>Schreibprotokoll: kein Tag: %1; verworfen</translation>
    </message>
    <message>
        <source>writing log: the words of %1 must be a whole number; dropped</source>
        <translation>Schreibprotokoll: Die Wörter vom %1 müssen eine ganze Zahl sein; verworfen</translation>
    </message>
    <message>
        <source>writing log: %1 is listed more than once; dropped</source>
        <translation>Schreibprotokoll: %1 ist mehrfach aufgeführt; verworfen</translation>
    </message>
    <message>
        <source>a word target must be a whole number</source>
        <translation>Ein Wortziel muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>a word target must be between 0 and %1</source>
        <translation>Ein Wortziel muss zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>a project has at most %1 statuses</source>
        <translation>Ein Projekt hat höchstens %1 Status</translation>
    </message>
    <message>
        <source>a status needs a name</source>
        <translation>Ein Status braucht einen Namen</translation>
    </message>
    <message>
        <source>a status name may not start or end with spaces: “%1”</source>
        <translation>Ein Statusname darf nicht mit Leerzeichen beginnen oder enden: „%1“</translation>
    </message>
    <message>
        <source>a status colour must look like #rrggbb: %1</source>
        <translation>Eine Statusfarbe muss die Form #rrggbb haben: %1</translation>
    </message>
    <message>
        <source>two statuses are called “%1”</source>
        <translation>Zwei Status heißen „%1“</translation>
    </message>
    <message>
        <source>not a word for the word list: %1</source>
        <translation>kein Wort für das Projektwörterbuch: %1</translation>
    </message>
    <message>
        <source>a word-list entry is one word: “%1”</source>
        <translation>Ein Eintrag im Projektwörterbuch ist ein einzelnes Wort: „%1“</translation>
    </message>
    <message>
        <source>no front matter: the file must start with a “---” line</source>
        <translation>kein Dateikopf: Die Datei muss mit einer Zeile „---“ beginnen</translation>
    </message>
    <message>
        <source>front matter is not closed: no second “---” line</source>
        <translation>Dateikopf nicht abgeschlossen: keine zweite Zeile „---“</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1 (line %2)</source>
        <translation>Dateikopf ist kein gültiges YAML: %1 (Zeile %2)</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1</source>
        <translation>Dateikopf ist kein gültiges YAML: %1</translation>
    </message>
    <message>
        <source>front matter is nested too deeply</source>
        <translation>Dateikopf ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>front matter must be a list of “key: value” lines</source>
        <translation>Der Dateikopf muss aus Zeilen der Form „Schlüssel: Wert“ bestehen</translation>
    </message>
    <message>
        <source>front matter is too large to read</source>
        <translation>Dateikopf ist zu groß zum Lesen</translation>
    </message>
    <message>
        <source>“private” must be yes or no, not %1; read as private</source>
        <translation>„private“ muss ja oder nein sein, nicht %1; als privat gelesen</translation>
    </message>
    <message>
        <source>“private_fields” must be a list of field names, not %1; the whole entry is read as private</source>
        <translation>„private_fields“ muss eine Liste von Feldnamen sein, nicht %1; das ganze Element wird als privat gelesen</translation>
    </message>
    <message>
        <source>front matter has no id</source>
        <translation>Dateikopf hat keine ID</translation>
    </message>
    <message>
        <source>the id must be text, not %1</source>
        <translation>Die ID muss Text sein, nicht %1</translation>
    </message>
    <message>
        <source>the id “%1” is not a document id (they look like %2…)</source>
        <translation>Die ID „%1“ ist keine Dokument-ID (diese sehen aus wie %2…)</translation>
    </message>
    <message>
        <source>the id “%1” is not an entity id (they look like %2…)</source>
        <translation>Die ID „%1“ ist keine Element-ID (diese sehen aus wie %2…)</translation>
    </message>
    <message>
        <source>the id is nested too deeply</source>
        <translation>Die ID ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply; ignored</source>
        <translation>„%1“ ist zu tief verschachtelt; ignoriert</translation>
    </message>
    <message>
        <source>no “%1”; read as “%2”</source>
        <translation>kein „%1“; als „%2“ gelesen</translation>
    </message>
    <message>
        <source>“%1” must be text, not %2; ignored</source>
        <translation>„%1“ muss Text sein, nicht %2; ignoriert</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from 0 to %2; ignored</source>
        <translation>„%1“ muss eine ganze Zahl von 0 bis %2 sein; ignoriert</translation>
    </message>
    <message>
        <source>unknown kind %1 (one of %2); read as %3</source>
        <translation>unbekannte Art %1 (eine von %2); als %3 gelesen</translation>
    </message>
    <message>
        <source>“%1” must be a list of text; ignored</source>
        <translation>„%1“ muss eine Liste von Texten sein; ignoriert</translation>
    </message>
    <message>
        <source>“%1”: the value of %2 must be text; ignored</source>
        <translation>„%1“: Der Wert von %2 muss Text sein; ignoriert</translation>
    </message>
    <message>
        <source>“%1” must be a mapping of names to text; ignored</source>
        <translation>„%1“ muss Namen Texte zuordnen; ignoriert</translation>
    </message>
    <message>
        <source>not document fields, ignored: %1</source>
        <translation>keine Dokumentfelder, ignoriert: %1</translation>
    </message>
    <message>
        <source>not entity fields, ignored: %1</source>
        <translation>keine Elementfelder, ignoriert: %1</translation>
    </message>
    <message>
        <source>the series folder %1 is not there; the book opens without the series’ entities</source>
        <translation>der Reihenordner %1 ist nicht vorhanden; das Buch wird ohne die Elemente der Reihe geöffnet</translation>
    </message>
    <message>
        <source>the series at %1 cannot be read (%2); the book opens without the series’ entities</source>
        <translation>die Reihe unter %1 kann nicht gelesen werden (%2); das Buch wird ohne die Elemente der Reihe geöffnet</translation>
    </message>
    <message>
        <source>“changes” must be a list of changes; ignored</source>
        <translation>„changes“ muss eine Liste von Änderungen sein; ignoriert</translation>
    </message>
    <message>
        <source>change %1 cannot be read (“%2” is wrong); ignored</source>
        <translation>Änderung %1 kann nicht gelesen werden („%2“ ist falsch); ignoriert</translation>
    </message>
    <message>
        <source>more than %1 changes; the rest ignored</source>
        <translation>mehr als %1 Änderungen; der Rest ignoriert</translation>
    </message>
    <message>
        <source>“books” must be a list of books; ignored</source>
        <translation>„books“ muss eine Liste von Büchern sein; ignoriert</translation>
    </message>
    <message>
        <source>book %1 has no relative path to its folder; ignored</source>
        <translation>Buch %1 hat keinen relativen Pfad zu seinem Ordner; ignoriert</translation>
    </message>
    <message>
        <source>“%1” holds %2 at character %3, which no file can store</source>
        <translation>„%1“ enthält %2 an Zeichen %3, das keine Datei speichern kann</translation>
    </message>
    <message>
        <source>holds %1 at character %2, which no file can store</source>
        <translation>enthält %1 an Zeichen %2, das keine Datei speichern kann</translation>
    </message>
    <message>
        <source>the name “%1” holds %2 at character %3, which no file can store</source>
        <translation>der Name „%1“ enthält %2 an Zeichen %3, das keine Datei speichern kann</translation>
    </message>
    <message>
        <source>not readable as UTF-16 text (byte %1)</source>
        <translation>nicht als UTF-16-Text lesbar (Byte %1)</translation>
    </message>
    <message>
        <source>over %1 MB</source>
        <translation>größer als %1 MB</translation>
    </message>
    <message>
        <source>not in the binder</source>
        <translation>nicht in der Bindemappe</translation>
    </message>
    <message>
        <source>not in the project&apos;s tree</source>
        <translation>nicht im Projektbaum</translation>
    </message>
    <message>
        <source>not UTF-8 (byte %1); read as Windows-1252 (Western European) text</source>
        <translation>kein UTF-8 (Byte %1); als Windows-1252-Text (westeuropäisch) gelesen</translation>
    </message>
    <message>
        <source>no text file for “%1”</source>
        <translation>keine Textdatei für „%1“</translation>
    </message>
    <message>
        <source>folders nested more than %1 deep; the documents below “%2” are placed in it, in order</source>
        <translation>Ordner mehr als %1 Ebenen tief verschachtelt; die Dokumente unterhalb von „%2“ wurden der Reihe nach dort abgelegt</translation>
    </message>
    <message>
        <source>“%1” has the id “%2”, which names no file in the project</source>
        <translation>„%1“ hat die ID „%2“, die keine Datei im Projekt bezeichnet</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is too large to keep as a field</source>
        <translation>Schlüssel „%1“ des Dateikopfs nicht übernommen: Der Wert ist zu groß für ein Feld</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is nested too deeply to keep as a field</source>
        <translation>Schlüssel „%1“ des Dateikopfs nicht übernommen: Der Wert ist für ein Feld zu tief verschachtelt</translation>
    </message>
    <message>
        <source>pandoc is not installed, so Quire cannot read RTF text</source>
        <translation>pandoc ist nicht installiert, daher kann Quire keinen RTF-Text lesen</translation>
    </message>
    <message>
        <source>pandoc took longer than %1 s</source>
        <translation>pandoc hat länger als %1 s gebraucht</translation>
    </message>
    <message>
        <source>pandoc could not run: %1</source>
        <translation>pandoc konnte nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>pandoc could not read the RTF: %1</source>
        <translation>pandoc konnte das RTF nicht lesen: %1</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>documents placed at the top level by file name</source>
        <translation>Dokumente nach Dateinamen auf die oberste Ebene gestellt</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>beiseitegelegt</translation>
    </message>
    <message>
        <source>replaced with U+FFFD</source>
        <translation>durch U+FFFD ersetzt</translation>
    </message>
    <message>
        <source>replaced with U+FFFD (and any other such character)</source>
        <translation>durch U+FFFD ersetzt (wie jedes weitere solche Zeichen)</translation>
    </message>
    <message>
        <source>kept in the text</source>
        <translation>im Text belassen</translation>
    </message>
    <message>
        <source>read leniently</source>
        <translation>tolerant gelesen</translation>
    </message>
    <message>
        <source>imported empty</source>
        <translation>leer importiert</translation>
    </message>
    <message>
        <source>%1; the files it was writing will be kept in %2</source>
        <translation>%1; die Dateien, die dabei geschrieben wurden, werden in %2 aufbewahrt</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>ProgressIndicator</name>
    <message>
        <source>Writing progress: click for targets and the last 30 days</source>
        <translation>Schreibfortschritt: Klicken für Ziele und die letzten 30 Tage</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session} of {target}</source>
        <translation>Heute: {today} · Sitzung: {session} von {target}</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session}</source>
        <translation>Heute: {today} · Sitzung: {session}</translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message>
        <source>An automatic snapshot could not be saved: %1</source>
        <translation>Ein automatischer Schnappschuss konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The backup could not be made: %1</source>
        <translation>Die Sicherung konnte nicht erstellt werden: %1</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Could not open the project</source>
        <translation>Das Projekt konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“{path}” could not be opened as a Quire project.</source>
        <translation>„{path}“ konnte nicht als Quire-Projekt geöffnet werden.</translation>
    </message>
    <message>
        <source>Could not create the project</source>
        <translation>Das Projekt konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>“{path}” already exists. Choose a new name or an empty folder.</source>
        <translation>„{path}“ existiert bereits. Wählen Sie einen neuen Namen oder einen leeren Ordner.</translation>
    </message>
    <message>
        <source>Chapter 1</source>
        <translation>Kapitel 1</translation>
    </message>
    <message>
        <source>No conflicted copies to merge</source>
        <translation>Keine Konfliktkopien zum Zusammenführen</translation>
    </message>
    <message>
        <source>{name} (Quire)</source>
        <translation>{name} (Quire)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents imported</source>
        <translation>
            <numerusform>%Ln Dokument importiert</numerusform>
            <numerusform>%Ln Dokumente importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The project could not be written.</source>
        <translation>Das Projekt konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Could not reload the project</source>
        <translation>Das Projekt konnte nicht neu geladen werden</translation>
    </message>
    <message>
        <source>Reloaded from disk</source>
        <translation>Vom Datenträger neu geladen</translation>
    </message>
    <message>
        <source>Not saved: files changed on disk</source>
        <translation>Nicht gespeichert: Dateien wurden auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>Merged with the files on disk</source>
        <translation>Mit den Dateien auf dem Datenträger zusammengeführt</translation>
    </message>
</context>
<context>
    <name>ProjectSearchPanel</name>
    <message>
        <source>Find in the project</source>
        <translation>Im Projekt suchen</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Alle ersetzen</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß/klein beachten</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Ganze Wörter</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Regulärer Ausdruck</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>The regular expression is not valid (%1).</source>
        <translation>Der reguläre Ausdruck ist ungültig (%1).</translation>
    </message>
    <message>
        <source>The regular expression took too long to search the project. Try a simpler one: nested repeats such as (a+)+ never finish.</source>
        <translation>Der reguläre Ausdruck hat für die Suche im Projekt zu lange gebraucht. Versuchen Sie einen einfacheren: Verschachtelte Wiederholungen wie (a+)+ enden nie.</translation>
    </message>
    <message>
        <source>This search could not be done.</source>
        <translation>Diese Suche konnte nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln Treffer</numerusform>
            <numerusform>%Ln Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %Ln documents</source>
        <translation>
            <numerusform>in %Ln Dokument</numerusform>
            <numerusform>in %Ln Dokumenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches in entities</source>
        <extracomment>Beside &quot;12 matches in 3 documents&quot;: the matches in entities&apos; names and fields.</extracomment>
        <translation>
            <numerusform>%Ln Treffer in Elementen</numerusform>
            <numerusform>%Ln Treffer in Elementen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln matches; the first ones are listed</source>
        <translation>
            <numerusform>Mehr als %Ln Treffer; die ersten sind aufgeführt</numerusform>
            <numerusform>Mehr als %Ln Treffer; die ersten sind aufgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace “%1” with “%2” in %Ln documents</source>
        <translation>
            <numerusform>„%1“ in %Ln Dokument durch „%2“ ersetzen</numerusform>
            <numerusform>„%1“ in %Ln Dokumenten durch „%2“ ersetzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was replaced: %1</source>
        <translation>Nichts wurde ersetzt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>%Ln Stelle ersetzt</numerusform>
            <numerusform>%Ln Stellen ersetzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace all %Ln matches of “%1” with “%2”?</source>
        <translation>
            <numerusform>%Ln Treffer von „%1“ durch „%2“ ersetzen?</numerusform>
            <numerusform>Alle %Ln Treffer von „%1“ durch „%2“ ersetzen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents will change. You can take this back with Edit ▸ Undo.</source>
        <translation>
            <numerusform>%Ln Dokument wird geändert. Sie können das mit Bearbeiten ▸ Rückgängig zurücknehmen.</numerusform>
            <numerusform>%Ln Dokumente werden geändert. Sie können das mit Bearbeiten ▸ Rückgängig zurücknehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Name: %1</translation>
    </message>
    <message>
        <source>Aliases: %1</source>
        <translation>Aliasse: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Matches in entities&apos; names, fields and notes, and in the values a series entity&apos;s changes give. Replace All changes documents only.</source>
        <translation>Treffer in Namen, Feldern und Notizen der Elemente und in den Werten, die die Änderungen eines Elements der Reihe ergeben. „Alle ersetzen“ ändert nur Dokumente.</translation>
    </message>
</context>
<context>
    <name>ProjectSettingsDialog</name>
    <message>
        <source>Project Settings</source>
        <translation>Projekteinstellungen</translation>
    </message>
    <message>
        <source>Statuses</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>&amp;Farbe…</translation>
    </message>
    <message>
        <source>Project dictionary</source>
        <translation>Projektwörterbuch</translation>
    </message>
    <message>
        <source>One word a line</source>
        <translation>Ein Wort pro Zeile</translation>
    </message>
    <message>
        <source>as each writer’s settings say</source>
        <translation>wie es die Einstellungen jeweils vorsehen</translation>
    </message>
    <message>
        <source>deletions and large rewrites</source>
        <translation>bei Löschungen und großen Umschreibungen</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>bei jeder Änderung</translation>
    </message>
    <message>
        <source>The re&amp;viewer always checks each change first</source>
        <translation>Der &amp;Prüfer sieht sich jede Änderung immer zuerst an</translation>
    </message>
    <message>
        <source>No one can ask for less in this project: not the assistant’s settings, a command line option or a specialist.</source>
        <translation>Niemand kann in diesem Projekt weniger verlangen: weder die Einstellungen des Assistenten noch eine Befehlszeilenoption oder ein Spezialist.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The language of the manuscript: for spelling and smart punctuation.</source>
        <translation>Die Sprache des Manuskripts: für Rechtschreibung und typografische Satzzeichen.</translation>
    </message>
    <message>
        <source>&amp;Statuses (double-click to rename, drag to order):</source>
        <translation>S&amp;tatus (Doppelklick zum Umbenennen, Ziehen zum Ordnen):</translation>
    </message>
    <message>
        <source>Project &amp;dictionary: words never marked as misspelt</source>
        <translation>Projekt&amp;wörterbuch: Wörter, die nie als falsch markiert werden</translation>
    </message>
    <message>
        <source>The assistant’s changes as&amp;k at least:</source>
        <translation>Bei Änderungen des Assistenten fragen, &amp;mindestens:</translation>
    </message>
    <message>
        <source>English (US)</source>
        <translation>Englisch (USA)</translation>
    </message>
    <message>
        <source>English (UK)</source>
        <translation>Englisch (Vereinigtes Königreich)</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Norwegian Bokmål</source>
        <translation>Norwegisch (Bokmål)</translation>
    </message>
    <message>
        <source>new status</source>
        <translation>neuer Status</translation>
    </message>
    <message>
        <source>new status {number}</source>
        <translation>neuer Status {number}</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Every status needs a name.</source>
        <translation>Jeder Status braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two statuses are called “{name}”.</source>
        <translation>Zwei Status heißen „{name}“.</translation>
    </message>
    <message>
        <source>“{line}” is not one word: put one word on each line.</source>
        <translation>„{line}“ ist nicht ein Wort: Schreiben Sie ein Wort pro Zeile.</translation>
    </message>
    <message>
        <source>Change project settings</source>
        <translation>Projekteinstellungen ändern</translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message>
        <source>Entities</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papierkorb</translation>
    </message>
    <message>
        <source>Trash ({count})</source>
        <translation>Papierkorb ({count})</translation>
    </message>
    <message numerus="yes">
        <source>{kind} · %Ln words</source>
        <translation>
            <numerusform>{kind} · %Ln Wort</numerusform>
            <numerusform>{kind} · %Ln Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>„{old}“ in „{new}“ umbenennen</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>„{title}“ zurückholen</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>„{title}“ verschieben</translation>
    </message>
    <message>
        <source>Move “{title}” to the trash</source>
        <translation>„{title}“ in den Papierkorb verschieben</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln items to the trash</source>
        <translation>
            <numerusform>%Ln Eintrag in den Papierkorb verschieben</numerusform>
            <numerusform>%Ln Einträge in den Papierkorb verschieben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Merge keeps both: what was changed on disk joins your version here, paragraph by paragraph, and nothing is lost.</source>
        <translation>Zusammenführen behält beides: Was auf dem Datenträger geändert wurde, kommt Absatz für Absatz zu Ihrer Fassung hier hinzu, und nichts geht verloren.</translation>
    </message>
    <message>
        <source>Project already open</source>
        <translation>Projekt bereits geöffnet</translation>
    </message>
    <message>
        <source>“{name}” is open in another Quire window.</source>
        <translation>„{name}“ ist in einem anderen Quire-Fenster geöffnet.</translation>
    </message>
    <message>
        <source>A project can be open in only one window at a time, so that neither overwrites the other&apos;s work. Close it there, then open it here.</source>
        <translation>Ein Projekt kann immer nur in einem Fenster geöffnet sein, damit keines die Arbeit des anderen überschreibt. Schließen Sie es dort und öffnen Sie es dann hier.</translation>
    </message>
    <message>
        <source>Project open on another computer</source>
        <translation>Projekt auf einem anderen Computer geöffnet</translation>
    </message>
    <message>
        <source>“{name}” is marked as open in Quire on another computer, {host}.</source>
        <translation>„{name}“ ist in Quire auf einem anderen Computer ({host}) als geöffnet markiert.</translation>
    </message>
    <message>
        <source>It may still be open there, or the folder was synced or copied from there while it was open. If Quire is not running there, open it here. If it is, close it there first: open on both computers, one would overwrite the other&apos;s work.</source>
        <translation>Möglicherweise ist es dort noch geöffnet, oder der Ordner wurde von dort synchronisiert oder kopiert, während es geöffnet war. Wenn Quire dort nicht läuft, öffnen Sie es hier. Wenn doch, schließen Sie es zuerst dort: Auf beiden Computern geöffnet, würde der eine die Arbeit des anderen überschreiben.</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>Trotzdem öffnen</translation>
    </message>
    <message>
        <source>Files changed on disk</source>
        <translation>Dateien auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>Another program changed files of this project:</source>
        <translation>Ein anderes Programm hat Dateien dieses Projekts geändert:</translation>
    </message>
    <message>
        <source>Reload to use the files on disk (your unsaved changes and the undo history are dropped), or keep your version and overwrite the files.</source>
        <translation>Laden Sie neu, um die Dateien vom Datenträger zu verwenden (Ihre ungespeicherten Änderungen und der Änderungsverlauf gehen verloren), oder behalten Sie Ihre Fassung und überschreiben Sie die Dateien.</translation>
    </message>
    <message>
        <source>Reload to use the files on disk, or keep your version and overwrite them.</source>
        <translation>Laden Sie neu, um die Dateien vom Datenträger zu verwenden, oder behalten Sie Ihre Fassung und überschreiben Sie sie.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Zusammenführen</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Zusammenführen…</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>Vom Datenträger neu laden</translation>
    </message>
    <message>
        <source>Keep Mine (Overwrite)</source>
        <translation>Meine behalten (überschreiben)</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Your changes could not be saved:
{reason}

Close without saving them?</source>
        <translation>Ihre Änderungen konnten nicht gespeichert werden:
{reason}

Ohne Speichern schließen?</translation>
    </message>
    <message>
        <source>Some files could not be read</source>
        <translation>Einige Dateien konnten nicht gelesen werden</translation>
    </message>
    <message>
        <source>What could be read is open. Nothing was changed on disk.</source>
        <translation>Was gelesen werden konnte, ist geöffnet. Auf dem Datenträger wurde nichts geändert.</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Import a Vault, a novelWriter or Scrivener Project, or a Folder</source>
        <translation>Vault, novelWriter- oder Scrivener-Projekt oder Ordner importieren</translation>
    </message>
    <message>
        <source>Save the Imported Project As</source>
        <translation>Importiertes Projekt speichern unter</translation>
    </message>
    <message>
        <source>About Quire</source>
        <translation>Über Quire</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Dateiordner</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Erhöhen</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Verringern</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Löst das Andockfenster und dockt es wieder an</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Schließt das Andockfenster</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Datei&amp;typ:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Übergeordneter Ordner</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Neuer Ordner</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Neuer Ordner</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien anzeigen</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Ordner suchen</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Zuletzt besucht</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Möchten Sie „%1“ wirklich löschen?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Der Ordner wurde nicht gefunden.
Bitte prüfen Sie den Ordnernamen.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Änderungsdatum</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mein Computer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Details einblenden…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Details ausblenden…</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Link-Adresse kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>The assistant asks you:</source>
        <translation>Der Assistent fragt Sie:</translation>
    </message>
    <message>
        <source>Answer with this</source>
        <translation>So antworten</translation>
    </message>
    <message>
        <source>Or answer in your own words…</source>
        <translation>Oder mit eigenen Worten antworten…</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>You answered: %1</source>
        <translation>Ihre Antwort: %1</translation>
    </message>
    <message>
        <source>Not answered: you stopped the assistant.</source>
        <translation>Nicht beantwortet: Sie haben den Assistenten angehalten.</translation>
    </message>
    <message>
        <source>Nobody could be asked; the assistant assumed: %1</source>
        <translation>Niemand konnte gefragt werden; der Assistent nahm an: %1</translation>
    </message>
    <message>
        <source>Not asked: the assistant had asked enough; it assumed: %1</source>
        <translation>Nicht gefragt: Der Assistent hatte genug gefragt; er nahm an: %1</translation>
    </message>
    <message>
        <source>The assistant asked:</source>
        <translation>Der Assistent fragte:</translation>
    </message>
</context>
<context>
    <name>Retimer</name>
    <message>
        <source>“%1” happens “%2”, counted from another scene.</source>
        <translation>„%1“ spielt „%2“, von einer anderen Szene aus gezählt.</translation>
    </message>
    <message>
        <source>Move a Scene Timed by Another</source>
        <translation>Eine Szene verschieben, deren Zeit von einer anderen abhängt</translation>
    </message>
    <message>
        <source>Moving it gives it a date of its own, %1, and it no longer moves with the scene it counts from.</source>
        <translation>Verschoben erhält sie ein eigenes Datum, %1, und bewegt sich nicht mehr mit der Szene, von der aus sie gezählt wird.</translation>
    </message>
    <message>
        <source>Give It That Date</source>
        <translation>Dieses Datum geben</translation>
    </message>
    <message>
        <source>Set Time</source>
        <translation>Zeit festlegen</translation>
    </message>
    <message>
        <source>When “%1” happens: a date, a date and time, or a relation such as “three days later” (empty: no time)</source>
        <translation>Wann „%1“ spielt: ein Datum, ein Datum mit Uhrzeit oder eine Beziehung wie „drei Tage später“ (leer: keine Zeit)</translation>
    </message>
    <message>
        <source>Time of “%1”</source>
        <translation>Zeit von „%1“</translation>
    </message>
</context>
<context>
    <name>ReviewNote</name>
    <message>
        <source>(no reason given)</source>
        <translation>(ohne Begründung)</translation>
    </message>
    <message>
        <source>The reviewer flagged this change: %1</source>
        <translation>Der Prüfer hat diese Änderung beanstandet: %1</translation>
    </message>
    <message>
        <source>The reviewer could not check this change, so it waits for you.</source>
        <translation>Der Prüfer konnte diese Änderung nicht prüfen; sie wartet daher auf Sie.</translation>
    </message>
    <message>
        <source>The reviewer saw no problem: %1</source>
        <translation>Der Prüfer sah kein Problem: %1</translation>
    </message>
    <message>
        <source>The reviewer saw no problem.</source>
        <translation>Der Prüfer sah kein Problem.</translation>
    </message>
</context>
<context>
    <name>ReviewSettings</name>
    <message>
        <source>Check each change first</source>
        <translation>Jede Änderung vorher prüfen</translation>
    </message>
    <message>
        <source>In act mode, a second, short call to the same provider checks each change against your house rules and your request. A change it flags waits for your approval, whatever is chosen above.</source>
        <translation>Im Änderungsmodus prüft ein zweiter, kurzer Aufruf beim selben Anbieter jede Änderung anhand Ihrer Hausregeln und Ihrer Anfrage. Eine beanstandete Änderung wartet auf Ihre Zustimmung, gleich, was oben gewählt ist.</translation>
    </message>
    <message>
        <source>Reviewer model</source>
        <translation>Modell des Prüfers</translation>
    </message>
    <message>
        <source>Reviewer model: the same as above</source>
        <translation>Modell des Prüfers: dasselbe wie oben</translation>
    </message>
    <message>
        <source>A cheaper model of the same provider may review; empty uses the main one</source>
        <translation>Ein günstigeres Modell desselben Anbieters kann prüfen; leer bleibt es beim Hauptmodell</translation>
    </message>
</context>
<context>
    <name>RunDesk</name>
    <message>
        <source>This turn&apos;s changes are no longer in the undo history.</source>
        <translation>Die Änderungen dieser Runde sind nicht mehr im Änderungsverlauf.</translation>
    </message>
    <message>
        <source>This turn&apos;s changes are already undone.</source>
        <translation>Die Änderungen dieser Runde sind bereits rückgängig gemacht.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; try again when it is done.</source>
        <translation>Der Assistent ändert gerade dieselben Stellen; versuchen Sie es erneut, wenn er fertig ist.</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Zurücknehmen: %1</translation>
    </message>
    <message>
        <source>Nothing to revert: this change is already undone.</source>
        <translation>Nichts zurückzunehmen: Diese Änderung ist bereits rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Cannot undo this turn: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>Diese Runde lässt sich nicht rückgängig machen: Was sie geändert hat, wurde seitdem erneut geändert. Machen Sie zuerst die späteren Änderungen rückgängig oder bearbeiten Sie es von Hand.</translation>
    </message>
    <message>
        <source>Cannot revert this change: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>Diese Änderung lässt sich nicht zurücknehmen: Was sie geändert hat, wurde seitdem erneut geändert. Machen Sie zuerst die späteren Änderungen rückgängig oder bearbeiten Sie es von Hand.</translation>
    </message>
    <message>
        <source>The assistant is changing this right now; you can edit it again when its turn ends.</source>
        <translation>Der Assistent ändert das gerade; Sie können es wieder bearbeiten, sobald seine Runde zu Ende ist.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; undo and redo of them wait until its turn ends.</source>
        <translation>Der Assistent ändert gerade dieselben Stellen; Rückgängigmachen und Wiederherstellen sind erst möglich, wenn seine Runde beendet ist.</translation>
    </message>
</context>
<context>
    <name>RunDetailsDialog</name>
    <message>
        <source>Run details</source>
        <translation>Details zum Ablauf</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>No run history is kept for this turn.</source>
        <translation>Für diese Runde ist kein Ablaufprotokoll gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Leave out my text</source>
        <translation>Meinen Text &amp;weglassen</translation>
    </message>
    <message>
        <source>The project&apos;s text, your questions, the answers and the titles become placeholder text of the same length; which tools ran, in what order, decided how, stays.</source>
        <translation>Der Text des Projekts, Ihre Fragen, die Antworten und die Titel werden zu Platzhaltertext gleicher Länge; welche Werkzeuge liefen, in welcher Reihenfolge und wie entschieden wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <source>&amp;Save for a Bug Report…</source>
        <translation>Für einen &amp;Fehlerbericht speichern…</translation>
    </message>
    <message>
        <source>Save for a Bug Report</source>
        <translation>Für einen Fehlerbericht speichern</translation>
    </message>
    <message>
        <source>Run records (*.jsonl)</source>
        <translation>Ablaufprotokolle (*.jsonl)</translation>
    </message>
    <message>
        <source>It could not be saved: %1</source>
        <translation>Es konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Saved to %1. Attach the file to your report: quire replay reads it.</source>
        <translation>Gespeichert unter %1. Hängen Sie die Datei an Ihren Bericht an: quire replay liest sie.</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Messages: %1</source>
        <translation>Nachrichten: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>beanstandet</translation>
    </message>
    <message>
        <source>could not check</source>
        <translation>nicht prüfbar</translation>
    </message>
</context>
<context>
    <name>RunHistoryWindow</name>
    <message>
        <source>Assistant History</source>
        <translation>Assistentenverlauf</translation>
    </message>
    <message>
        <source>Every change the assistant made in act mode, here or from the command line, newest first. Undo takes a run back as a new step, which you can undo in turn.</source>
        <extracomment>Names the button “Undo” (RunHistoryWindow): quote it as the button reads.</extracomment>
        <translation>Alle Änderungen, die der Assistent im Änderungsmodus vorgenommen hat – hier oder über die Befehlszeile –, die neuesten zuerst. „Rückgängig“ nimmt einen Ablauf als neuen Schritt zurück, den Sie wiederum rückgängig machen können.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>No assistant runs yet: act-mode runs are kept here.</source>
        <translation>Noch keine Abläufe des Assistenten: Abläufe im Änderungsmodus werden hier aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in the history could not be read; they were left as they are.</source>
        <translation>
            <numerusform>%n Eintrag im Verlauf konnte nicht gelesen werden; er bleibt unverändert.</numerusform>
            <numerusform>%n Einträge im Verlauf konnten nicht gelesen werden; sie bleiben unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take this run back as a new step</source>
        <translation>Diesen Ablauf als neuen Schritt zurücknehmen</translation>
    </message>
    <message>
        <source>the order of the top level</source>
        <translation>die Reihenfolge der obersten Ebene</translation>
    </message>
    <message>
        <source>the trash</source>
        <translation>der Papierkorb</translation>
    </message>
    <message>
        <source>the project&apos;s details</source>
        <translation>die Angaben zum Projekt</translation>
    </message>
    <message>
        <source>the project&apos;s settings</source>
        <translation>die Projekteinstellungen</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Can be undone</source>
        <translation>Kann rückgängig gemacht werden</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>Changed since: %1</source>
        <translation>Seitdem geändert: %1</translation>
    </message>
    <message>
        <source>Cannot be undone: %1</source>
        <translation>Nicht rückgängig zu machen: %1</translation>
    </message>
    <message>
        <source>Changed nothing: no change it proposed was made</source>
        <translation>Nichts geändert: Keine vorgeschlagene Änderung wurde vorgenommen</translation>
    </message>
    <message>
        <source>Cannot be undone exactly: its record does not match the project</source>
        <translation>Nicht genau rückgängig zu machen: Die Aufzeichnung passt nicht zum Projekt</translation>
    </message>
    <message>
        <source>its record would have held an API key</source>
        <translation>die Aufzeichnung hätte einen API-Schlüssel enthalten</translation>
    </message>
    <message>
        <source>it was too large to keep</source>
        <translation>er war zu groß zum Aufbewahren</translation>
    </message>
    <message>
        <source>it holds a change this version cannot keep</source>
        <translation>er enthält eine Änderung, die diese Version nicht aufbewahren kann</translation>
    </message>
    <message>
        <source>Cannot undo run %1: %2 changed since. Undo those edits first, or change it by hand.</source>
        <translation>Ablauf %1 lässt sich nicht rückgängig machen, denn seitdem wurde geändert: %2. Machen Sie zuerst diese Änderungen rückgängig oder ändern Sie es von Hand.</translation>
    </message>
    <message>
        <source>Run %1 is already undone.</source>
        <translation>Ablauf %1 ist bereits rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Ablauf %1: %2</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Undo puts it back.</source>
        <translation>Ablauf %1 rückgängig gemacht. Bearbeiten ▸ Rückgängig stellt ihn wieder her.</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Redo puts it back.</source>
        <translation>Ablauf %1 rückgängig gemacht. Bearbeiten ▸ Wiederherstellen stellt ihn wieder her.</translation>
    </message>
</context>
<context>
    <name>ScopeLine</name>
    <message>
        <source>Whole documents</source>
        <translation>Ganze Dokumente</translation>
    </message>
    <message>
        <source>Let the assistant change all of these documents, for the rest of this turn</source>
        <translation>Den Assistenten diese Dokumente ganz ändern lassen, für den Rest dieser Runde</translation>
    </message>
    <message>
        <source>Whole project</source>
        <translation>Ganzes Projekt</translation>
    </message>
    <message>
        <source>Let the assistant change anything in the project, for the rest of this turn</source>
        <translation>Den Assistenten alles im Projekt ändern lassen, für den Rest dieser Runde</translation>
    </message>
    <message>
        <source>Changes may reach the whole project: you widened them.</source>
        <translation>Änderungen dürfen das ganze Projekt betreffen: Sie haben sie erweitert.</translation>
    </message>
    <message>
        <source>Changes limited to: %1</source>
        <translation>Änderungen beschränkt auf: %1</translation>
    </message>
</context>
<context>
    <name>ScopeWords</name>
    <message>
        <source>%1, paragraph %2</source>
        <translation>%1, Absatz %2</translation>
    </message>
    <message>
        <source>%1, paragraphs %2</source>
        <translation>%1, Absätze %2</translation>
    </message>
    <message>
        <source>%1 (its title or details)</source>
        <translation>%1 (Titel oder Angaben)</translation>
    </message>
    <message>
        <source>This change is outside what you asked: %1</source>
        <translation>Diese Änderung liegt außerhalb dessen, worum Sie gebeten haben: %1</translation>
    </message>
    <message>
        <source>%1 is outside the plan you approved: %2</source>
        <translation>%1 liegt außerhalb des Plans, den Sie angenommen haben: %2</translation>
    </message>
    <message>
        <source>%1 is outside what you asked: %2</source>
        <translation>%1 liegt außerhalb dessen, worum Sie gebeten haben: %2</translation>
    </message>
</context>
<context>
    <name>SentLine</name>
    <message numerus="yes">
        <source>%n passage(s) of “%1”</source>
        <translation>
            <numerusform>%n Passage aus „%1“</numerusform>
            <numerusform>%n Passagen aus „%1“</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passages of %n other document(s)</source>
        <translation>
            <numerusform>Passagen aus %n weiteren Dokument</numerusform>
            <numerusform>Passagen aus %n weiteren Dokumenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity card(s)</source>
        <translation>
            <numerusform>%n Element-Steckbrief</numerusform>
            <numerusform>%n Element-Steckbriefe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent: %1; %2.</source>
        <translation>Gesendet: %1; %2.</translation>
    </message>
    <message>
        <source>Sent: %1.</source>
        <translation>Gesendet: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Private material withheld from %n tool result(s).</source>
        <translation>
            <numerusform>Privates Material in %n Werkzeugergebnis zurückgehalten.</numerusform>
            <numerusform>Privates Material in %n Werkzeugergebnissen zurückgehalten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesActions</name>
    <message>
        <source>Share with the Series</source>
        <translation>Mit der Reihe teilen</translation>
    </message>
    <message>
        <source>Keep a Copy in This Book Only</source>
        <translation>Eine Kopie nur in diesem Buch behalten</translation>
    </message>
    <message>
        <source>This book keeps its own copy of it, as it holds here; the series and its other books keep theirs.</source>
        <translation>Dieses Buch behält eine eigene Kopie, wie es hier gilt; die Reihe und ihre anderen Bücher behalten ihre.</translation>
    </message>
    <message>
        <source>Every book of the series “%1” will show it.</source>
        <translation>Jedes Buch der Reihe „%1“ wird es zeigen.</translation>
    </message>
    <message>
        <source>The series cannot be read now.</source>
        <translation>Die Reihe kann gerade nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Share “%1” with the series</source>
        <translation>„%1“ mit der Reihe teilen</translation>
    </message>
    <message>
        <source>Keep “%1” in this book only</source>
        <translation>„%1“ nur in diesem Buch behalten</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Diese Änderung war nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>SeriesBadge</name>
    <message>
        <source>Series</source>
        <translation>Reihe</translation>
    </message>
</context>
<context>
    <name>SeriesCheck</name>
    <message>
        <source>Open a book of a series to check it against the earlier books.</source>
        <translation>Öffnen Sie ein Buch einer Reihe, um es mit den früheren Büchern abzugleichen.</translation>
    </message>
    <message>
        <source>This book belongs to no series: link it to one with File ▸ Series… first.</source>
        <translation>Dieses Buch gehört zu keiner Reihe: Verknüpfen Sie es zuerst unter Datei ▸ Reihe… mit einer.</translation>
    </message>
    <message>
        <source>This book&apos;s series cannot be read now: see File ▸ Series…</source>
        <translation>Die Reihe dieses Buches kann gerade nicht gelesen werden: siehe Datei ▸ Reihe…</translation>
    </message>
    <message>
        <source>This is the first book of its series: there is no earlier book to check it against.</source>
        <translation>Dies ist das erste Buch seiner Reihe: Es gibt kein früheres Buch, mit dem es abgeglichen werden könnte.</translation>
    </message>
    <message>
        <source>Book %1 “%2”</source>
        <translation>Buch %1 „%2“</translation>
    </message>
    <message>
        <source>in %1, %2</source>
        <translation>in %1, %2</translation>
    </message>
    <message>
        <source>This passage is in %1, another book of the series: open that book to see it.</source>
        <translation>Diese Stelle steht in %1, einem anderen Buch der Reihe: Öffnen Sie dieses Buch, um sie zu sehen.</translation>
    </message>
    <message>
        <source>Reading the earlier books&apos; summaries…</source>
        <translation>Die Zusammenfassungen der früheren Bücher werden gelesen…</translation>
    </message>
    <message>
        <source>Check Against &amp;Earlier Books…</source>
        <translation>Mit &amp;früheren Büchern abgleichen…</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series and list what contradicts them</source>
        <translation>Die Kapitel dieses Buches mit den früheren Büchern seiner Reihe abgleichen und auflisten, was ihnen widerspricht</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <source>Series</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Books of the series</source>
        <translation>Bücher der Reihe</translation>
    </message>
    <message>
        <source>The series’ title</source>
        <translation>Der Titel der Reihe</translation>
    </message>
    <message>
        <source>New series:</source>
        <translation>Neue Reihe:</translation>
    </message>
    <message>
        <source>&amp;New Series…</source>
        <translation>&amp;Neue Reihe…</translation>
    </message>
    <message>
        <source>Make a series folder and make this book its first</source>
        <translation>Legt den Ordner einer Reihe an, mit diesem Buch als erstem</translation>
    </message>
    <message>
        <source>&amp;Link to a Series…</source>
        <translation>Mit einer Reihe &amp;verknüpfen…</translation>
    </message>
    <message>
        <source>Choose a series folder; this book joins its books</source>
        <translation>Wählen Sie den Ordner einer Reihe; dieses Buch kommt zu ihren Büchern hinzu</translation>
    </message>
    <message>
        <source>&amp;Unlink</source>
        <translation>Verknüpfung &amp;lösen</translation>
    </message>
    <message>
        <source>This book leaves the series; the series keeps its files and its books</source>
        <translation>Dieses Buch verlässt die Reihe; die Reihe behält ihre Dateien und ihre Bücher</translation>
    </message>
    <message>
        <source>This book belongs to no series</source>
        <translation>Dieses Buch gehört zu keiner Reihe</translation>
    </message>
    <message>
        <source>A series keeps the characters, places and facts several books share, in a folder of its own. Make a new one, or link this book to one you have.</source>
        <translation>Eine Reihe hält die Figuren, Orte und Fakten, die mehrere Bücher teilen, in einem eigenen Ordner. Legen Sie eine neue an, oder verknüpfen Sie dieses Buch mit einer vorhandenen.</translation>
    </message>
    <message>
        <source>The series cannot be read</source>
        <translation>Die Reihe kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The series folder is not there: %1.</source>
        <translation>Der Ordner der Reihe ist nicht da: %1.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read.</source>
        <translation>Die Reihe unter %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Nothing of it will be lost. If it has moved, link the book to it again.</source>
        <translation>Nichts davon geht verloren. Wurde sie verschoben, verknüpfen Sie das Buch erneut mit ihr.</translation>
    </message>
    <message>
        <source>Series: “%1”</source>
        <translation>Reihe: „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities belong to the series.</source>
        <translation>
            <numerusform>%Ln Element gehört zur Reihe.</numerusform>
            <numerusform>%Ln Elemente gehören zur Reihe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (dieses Buch)</translation>
    </message>
</context>
<context>
    <name>SeriesLinks</name>
    <message>
        <source>Where the New Series Goes</source>
        <translation>Wohin die neue Reihe kommt</translation>
    </message>
    <message>
        <source>Could not make the series</source>
        <translation>Die Reihe konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>Made the series “%1”; this book is book %2 of it.</source>
        <translation>Die Reihe „%1“ ist angelegt; dieses Buch ist ihr Buch %2.</translation>
    </message>
    <message>
        <source>Link to a Series</source>
        <translation>Mit einer Reihe verknüpfen</translation>
    </message>
    <message>
        <source>This book is book %1 of the series at %2.</source>
        <translation>Dieses Buch ist Buch %1 der Reihe unter %2.</translation>
    </message>
    <message>
        <source>Could not link the book to the series</source>
        <translation>Das Buch konnte nicht mit der Reihe verknüpft werden</translation>
    </message>
    <message>
        <source>Unlink from the Series</source>
        <translation>Verknüpfung mit der Reihe lösen</translation>
    </message>
    <message>
        <source>Unlink this book from its series? The series’ entities will no longer appear in it; the series folder keeps them, and the book can be linked again.</source>
        <translation>Die Verknüpfung dieses Buchs mit seiner Reihe lösen? Die Elemente der Reihe erscheinen dann nicht mehr darin; der Ordner der Reihe behält sie, und das Buch kann wieder verknüpft werden.</translation>
    </message>
    <message>
        <source>This book belongs to no series now.</source>
        <translation>Dieses Buch gehört jetzt zu keiner Reihe.</translation>
    </message>
    <message>
        <source>Could not unlink the book</source>
        <translation>Die Verknüpfung des Buchs konnte nicht gelöst werden</translation>
    </message>
    <message>
        <source>The book is open as it was; nothing was changed in it.</source>
        <translation>Das Buch ist geöffnet, wie es war; nichts daran wurde geändert.</translation>
    </message>
</context>
<context>
    <name>SeriesOfflineBar</name>
    <message>
        <source>Series…</source>
        <translation>Reihe…</translation>
    </message>
    <message>
        <source>The series folder is not there: %1. Its entities are not shown until it is; nothing of the series or of this book will be lost.</source>
        <translation>Der Ordner der Reihe ist nicht da: %1. Ihre Elemente werden erst gezeigt, wenn er wieder da ist; nichts von der Reihe oder von diesem Buch geht verloren.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read. Its entities are not shown; nothing of the series or of this book will be lost.</source>
        <translation>Die Reihe unter %1 konnte nicht gelesen werden. Ihre Elemente werden nicht gezeigt; nichts von der Reihe oder von diesem Buch geht verloren.</translation>
    </message>
</context>
<context>
    <name>SeriesParts</name>
    <message>
        <source>Series…</source>
        <translation>Reihe…</translation>
    </message>
    <message>
        <source>The series this book belongs to, its books and entities</source>
        <translation>Die Reihe, zu der dieses Buch gehört, ihre Bücher und Elemente</translation>
    </message>
</context>
<context>
    <name>SeriesRename</name>
    <message>
        <source>Rename “%1” to “%2” across the series</source>
        <translation>„%1“ in der ganzen Reihe in „%2“ umbenennen</translation>
    </message>
    <message>
        <source>Nothing was renamed: %1</source>
        <translation>Nichts wurde umbenannt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Renamed “%1” to “%2”; %n other book(s) changed</source>
        <translation>
            <numerusform>„%1“ heißt jetzt „%2“; %n weiteres Buch geändert</numerusform>
            <numerusform>„%1“ heißt jetzt „%2“; %n weitere Bücher geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was left out: %2</source>
        <translation>%1 wurde ausgelassen: %2</translation>
    </message>
</context>
<context>
    <name>SeriesRenameDialog</name>
    <message>
        <source>Not found: the folder is missing, moved or offline</source>
        <translation>Nicht gefunden: Der Ordner fehlt, wurde verschoben oder ist nicht erreichbar</translation>
    </message>
    <message>
        <source>Open in Quire: close it there and rename again</source>
        <translation>In Quire geöffnet: Schließen Sie es dort und benennen Sie erneut um</translation>
    </message>
    <message>
        <source>Cannot be read as a book</source>
        <translation>Kann nicht als Buch gelesen werden</translation>
    </message>
    <message>
        <source>No longer linked to this series</source>
        <translation>Nicht mehr mit dieser Reihe verknüpft</translation>
    </message>
    <message>
        <source>Keeps its own copy of this entity; its text is left alone</source>
        <translation>Hat eine eigene Kopie dieses Elements; sein Text bleibt unverändert</translation>
    </message>
    <message>
        <source>Changed on disk since the list was made; left alone</source>
        <translation>Seit dem Erstellen der Liste auf der Festplatte geändert; bleibt unverändert</translation>
    </message>
    <message>
        <source>Could not be written; left as it was</source>
        <translation>Konnte nicht geschrieben werden; bleibt, wie es war</translation>
    </message>
    <message>
        <source>Rename Across the Series</source>
        <translation>In der ganzen Reihe umbenennen</translation>
    </message>
    <message>
        <source>Rename “%1” to “%2”</source>
        <translation>„%1“ in „%2“ umbenennen</translation>
    </message>
    <message>
        <source>“%1” belongs to the series. Choose the books whose text should call it “%2” too. Each other book keeps a snapshot of every document it changes, so you can take it back there; this book&apos;s part is one step you can undo.</source>
        <translation>„%1“ gehört zur Reihe. Wählen Sie die Bücher, deren Text es ebenfalls „%2“ nennen soll. Jedes andere Buch behält einen Schnappschuss jedes Dokuments, das es ändert, damit Sie es dort zurücknehmen können; der Teil dieses Buchs ist ein Schritt, den Sie rückgängig machen können.</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>Mentions</source>
        <translation>Erwähnungen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>%n mention(s)</source>
        <translation>
            <numerusform>%n Erwähnung</numerusform>
            <numerusform>%n Erwähnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Book %1: %2 (this book)</source>
        <translation>Buch %1: %2 (dieses Buch)</translation>
    </message>
    <message>
        <source>Book %1: %2</source>
        <translation>Buch %1: %2</translation>
    </message>
</context>
<context>
    <name>SeriesReportWords</name>
    <message numerus="yes">
        <source>%n new finding(s) against the earlier books.</source>
        <translation>
            <numerusform>%n neuer Befund gegenüber den früheren Büchern.</numerusform>
            <numerusform>%n neue Befunde gegenüber den früheren Büchern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: a quotation is not in the book it was credited to.</source>
        <translation>
            <numerusform>%n Befund verworfen: Ein Zitat steht nicht in dem Buch, dem es zugeschrieben wurde.</numerusform>
            <numerusform>%n Befunde verworfen: Ein Zitat steht nicht in dem Buch, dem es zugeschrieben wurde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) left out: the series records the change.</source>
        <translation>
            <numerusform>%n Befund ausgelassen: Die Reihe verzeichnet die Änderung.</numerusform>
            <numerusform>%n Befunde ausgelassen: Die Reihe verzeichnet die Änderung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n Kapitel nicht abgeschlossen: Dem Assistenten gingen die Schritte aus; es wird beim nächsten Mal erneut gelesen.</numerusform>
            <numerusform>%n Kapitel nicht abgeschlossen: Dem Assistenten gingen die Schritte aus; sie werden beim nächsten Mal erneut gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read and was left out.</source>
        <translation>%1 konnte nicht gelesen werden und wurde ausgelassen.</translation>
    </message>
</context>
<context>
    <name>SeriesWords</name>
    <message>
        <source>From the series “%1”: shared by every book of it</source>
        <translation>Aus der Reihe „%1“: allen ihren Büchern gemeinsam</translation>
    </message>
    <message>
        <source>Book %1, “%2”</source>
        <translation>Buch %1, „%2“</translation>
    </message>
    <message>
        <source>Book %1, not yet in the series</source>
        <translation>Buch %1, noch nicht in der Reihe</translation>
    </message>
    <message>
        <source>From book %1</source>
        <translation>Ab Buch %1</translation>
    </message>
    <message>
        <source>From “%1” (book %2) on</source>
        <translation>Ab „%1“ (Buch %2)</translation>
    </message>
    <message>
        <source>From a scene of book %1 on</source>
        <translation>Ab einer Szene von Buch %1</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is removed</source>
        <translation>%1 entfällt</translation>
    </message>
    <message>
        <source>%1: %2 (from book %3)</source>
        <translation>%1: %2 (ab Buch %3)</translation>
    </message>
    <message>
        <source>%1: none (from book %2)</source>
        <translation>%1: keiner (ab Buch %2)</translation>
    </message>
    <message>
        <source>%1: %2 (from “%3” on)</source>
        <translation>%1: %2 (ab „%3“)</translation>
    </message>
    <message>
        <source>%1: none (from “%2” on)</source>
        <translation>%1: keiner (ab „%2“)</translation>
    </message>
    <message>
        <source>In this book: every value holds from the start of the series.</source>
        <translation>In diesem Buch: Alle Werte gelten vom Beginn der Reihe an.</translation>
    </message>
    <message>
        <source>In this book: %1</source>
        <extracomment>The values a series entity has in the book open, each with where it holds from.</extracomment>
        <translation>In diesem Buch: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Joins where a change takes effect (&quot;From book 2&quot;) and what it changes (&quot;Age is 35&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Assistant settings</source>
        <translation>Einstellungen des Assistenten</translation>
    </message>
    <message>
        <source>The settings file could not be read, so defaults are shown: %1</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden, daher werden die Standardwerte angezeigt: %1</translation>
    </message>
    <message>
        <source>A variable of the environment Quire was started in cannot be used, so the assistant cannot be asked until it is changed: %1</source>
        <translation>Eine Variable der Umgebung, in der Quire gestartet wurde, ist nicht verwendbar; bis sie geändert ist, kann der Assistent nicht gefragt werden: %1</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1” (did you mean “%2”?). It stays in the file and has no effect.</source>
        <translation>Die Einstellungsdatei enthält eine Einstellung, die Quire nicht kennt: „%1“ (meinten Sie „%2“?). Sie bleibt in der Datei und hat keine Wirkung.</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1”. It stays in the file and has no effect.</source>
        <translation>Die Einstellungsdatei enthält eine Einstellung, die Quire nicht kennt: „%1“. Sie bleibt in der Datei und hat keine Wirkung.</translation>
    </message>
    <message>
        <source>Choose a model for %1.</source>
        <translation>Wählen Sie ein Modell für %1.</translation>
    </message>
    <message>
        <source>API key kept until you quit</source>
        <translation>API-Schlüssel bis zum Beenden behalten</translation>
    </message>
    <message>
        <source>Your settings are saved. The API key could not be stored, because no keyring service is running, so Quire uses it only until you quit.</source>
        <translation>Ihre Einstellungen sind gespeichert. Der API-Schlüssel konnte nicht abgelegt werden, weil kein Schlüsselbund-Dienst läuft; Quire verwendet ihn daher nur, bis Sie das Programm beenden.</translation>
    </message>
    <message>
        <source>To keep it: start a keyring service (GNOME Keyring or KWallet) and enter the key again, or set the environment variable %1 before starting Quire.</source>
        <translation>So behalten Sie ihn: Starten Sie einen Schlüsselbund-Dienst (GNOME Keyring oder KWallet) und geben Sie den Schlüssel erneut ein, oder setzen Sie vor dem Start von Quire die Umgebungsvariable %1.</translation>
    </message>
    <message>
        <source>Start the address with http:// or https://.</source>
        <translation>Beginnen Sie die Adresse mit http:// oder https://.</translation>
    </message>
    <message>
        <source>An address has no spaces: was something pasted here by mistake?</source>
        <translation>Eine Adresse enthält keine Leerzeichen: Wurde hier versehentlich etwas eingefügt?</translation>
    </message>
    <message>
        <source>Name the server after //, for example http://localhost:11434.</source>
        <translation>Nennen Sie den Server nach //, zum Beispiel http://localhost:11434.</translation>
    </message>
    <message>
        <source>The part after // is not a server name.</source>
        <translation>Der Teil nach // ist kein Servername.</translation>
    </message>
    <message>
        <source>The port after : must be a number from 1 to 65535.</source>
        <translation>Der Port nach „:“ muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <source>An address has no ? or #: was something pasted here by mistake?</source>
        <translation>Eine Adresse enthält kein „?“ und kein „#“: Wurde hier versehentlich etwas eingefügt?</translation>
    </message>
    <message>
        <source>Leave user names and passwords out of the address; the key goes under API key.</source>
        <extracomment>Names the field “API key” (ConnectionRows): quote it as its label reads.</extracomment>
        <translation>Lassen Sie Benutzernamen und Passwörter aus der Adresse weg; der Schlüssel gehört in „API-Schlüssel“.</translation>
    </message>
    <message>
        <source>Set in the environment, and used instead of what is chosen here: %1</source>
        <translation>In der Umgebung gesetzt und statt der Auswahl hier verwendet: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Find bar</source>
        <translation>Suchleiste</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Projektbaum</translation>
    </message>
    <message>
        <source>Open the selected item</source>
        <translation>Ausgewählten Eintrag öffnen</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>Undo, in the project&apos;s history</source>
        <translation>Rückgängig machen, im Verlauf des Projekts</translation>
    </message>
    <message>
        <source>Send the question</source>
        <translation>Frage senden</translation>
    </message>
    <message>
        <source>New line in the question</source>
        <translation>Neue Zeile in der Frage</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SnapshotsDialog</name>
    <message>
        <source>Restore Selected &amp;Passage</source>
        <translation>Ausgewählte &amp;Passage wiederherstellen</translation>
    </message>
    <message>
        <source>Select text in the comparison: that passage becomes as the snapshot has it.</source>
        <translation>Markieren Sie Text im Vergleich: Diese Passage wird wieder so, wie der Schnappschuss sie enthält.</translation>
    </message>
    <message>
        <source>&amp;Restore Whole Document</source>
        <translation>Ganzes Dokument &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>Schnappschüsse</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Aufgenommen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Ausgelöst durch</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot</source>
        <translation>Schnappschuss &amp;aufnehmen</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Inline</source>
        <translation>Im Text</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Schnappschuss</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>then one a week</source>
        <translation>danach einen pro Woche</translation>
    </message>
    <message>
        <source>Automatic snapshots: keep all for</source>
        <translation>Automatische Schnappschüsse: alle behalten für</translation>
    </message>
    <message>
        <source>days, one a day for</source>
        <translation>Tage, einen pro Tag für</translation>
    </message>
    <message>
        <source>days,</source>
        <translation>Tage,</translation>
    </message>
    <message>
        <source>Snapshots you take are always kept.</source>
        <translation>Ihre eigenen Schnappschüsse bleiben immer erhalten.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Automatic, before the day’s first change</source>
        <translation>Automatisch, vor der ersten Änderung des Tages</translation>
    </message>
    <message>
        <source>Automatic, before a restore</source>
        <translation>Automatisch, vor einer Wiederherstellung</translation>
    </message>
    <message>
        <source>Automatic, before renaming a series entity</source>
        <translation>Automatisch, vor dem Umbenennen eines Elements der Reihe</translation>
    </message>
    <message>
        <source>Before the assistant’s turn “%1”</source>
        <translation>Vor der Runde des Assistenten „%1“</translation>
    </message>
    <message>
        <source>Before an assistant turn</source>
        <translation>Vor einer Runde des Assistenten</translation>
    </message>
    <message>
        <source>Snapshots of “%1”</source>
        <translation>Schnappschüsse von „%1“</translation>
    </message>
    <message>
        <source>This snapshot cannot be read: %1</source>
        <translation>Dieser Schnappschuss kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No snapshot yet: take one to keep this version.</source>
        <translation>Noch kein Schnappschuss: Nehmen Sie einen auf, um diese Fassung zu behalten.</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>synopsis, status, tags, kind or fields</source>
        <translation>Zusammenfassung, Status, Schlagwörter, Art oder Felder</translation>
    </message>
    <message>
        <source>The current text is the same as this snapshot.</source>
        <translation>Der aktuelle Text ist derselbe wie in diesem Schnappschuss.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changes in the text</source>
        <translation>
            <numerusform>%Ln Änderung im Text</numerusform>
            <numerusform>%Ln Änderungen im Text</numerusform>
        </translation>
    </message>
    <message>
        <source>also changed: %1</source>
        <translation>ebenfalls geändert: %1</translation>
    </message>
    <message>
        <source>Not restored: the current text could not be kept first (%1).</source>
        <translation>Nicht wiederhergestellt: Der aktuelle Text konnte vorher nicht gesichert werden (%1).</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>Nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Restore “%1” from the snapshot of %2</source>
        <translation>„%1“ aus dem Schnappschuss vom %2 wiederherstellen</translation>
    </message>
    <message>
        <source>That passage is already as in the snapshot.</source>
        <translation>Diese Passage ist bereits so wie im Schnappschuss.</translation>
    </message>
    <message>
        <source>Restore a passage of “%1” from the snapshot of %2</source>
        <translation>Eine Passage von „%1“ aus dem Schnappschuss vom %2 wiederherstellen</translation>
    </message>
</context>
<context>
    <name>SpecialistPicker</name>
    <message>
        <source>Who a&amp;nswers:</source>
        <translation>Wer a&amp;ntwortet:</translation>
    </message>
    <message>
        <source>Edit specialists…</source>
        <translation>Spezialisten bearbeiten…</translation>
    </message>
    <message>
        <source>Open the project&apos;s specialists folder: one plain text file each, with its name, tools and instructions</source>
        <translation>Den Spezialisten-Ordner des Projekts öffnen: je eine Textdatei mit Name, Werkzeugen und Anweisungen</translation>
    </message>
    <message>
        <source>Answers itself, or hands the request to a specialist</source>
        <translation>Antwortet selbst oder gibt die Anfrage an einen Spezialisten weiter</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Who answers your next question</source>
        <translation>Wer Ihre nächste Frage beantwortet</translation>
    </message>
    <message>
        <source>These specialist files could not be used:</source>
        <translation>Diese Spezialisten-Dateien konnten nicht verwendet werden:</translation>
    </message>
</context>
<context>
    <name>SpecialistTrail</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Handed over: %1 → %2</source>
        <translation>Übergeben: %1 → %2</translation>
    </message>
    <message>
        <source>Answered by: %1, who can change the project (%2 only reads)</source>
        <translation>Beantwortet von: %1, der das Projekt ändern kann (%2 liest nur)</translation>
    </message>
    <message>
        <source>Answering: %1…</source>
        <translation>Antwortet: %1…</translation>
    </message>
    <message>
        <source>Answered by: %1</source>
        <translation>Beantwortet von: %1</translation>
    </message>
    <message>
        <source>from cache</source>
        <translation>aus dem Cache</translation>
    </message>
    <message>
        <source>The assistant reached this turn&apos;s token budget (%1 tokens) before it finished. It can go on where it stopped, with a fresh budget.</source>
        <translation>Der Assistent hat das Token-Budget dieser Runde (%1 Tokens) erreicht, bevor er fertig war. Er kann mit neuem Budget dort weitermachen, wo er aufgehört hat.</translation>
    </message>
</context>
<context>
    <name>Specialists</name>
    <message>
        <source>General assistant</source>
        <translation>Allgemeiner Assistent</translation>
    </message>
    <message>
        <source>Continuity editor</source>
        <translation>Kontinuitätslektor</translation>
    </message>
    <message>
        <source>Line editor</source>
        <translation>Stillektor</translation>
    </message>
    <message>
        <source>Archivist</source>
        <translation>Archivar</translation>
    </message>
    <message>
        <source>Finds contradictions between chapters, entities and notes, citing both sides. Reads only.</source>
        <translation>Findet Widersprüche zwischen Kapiteln, Elementen und Notizen und zitiert beide Seiten. Liest nur.</translation>
    </message>
    <message>
        <source>Tightens the prose of one document without changing meaning or dialogue. Changes text in act mode, one document per request.</source>
        <translation>Strafft die Prosa eines Dokuments, ohne Sinn oder Dialoge zu ändern. Ändert im Änderungsmodus Text, ein Dokument pro Anfrage.</translation>
    </message>
    <message>
        <source>Keeps characters, places and their fields in step with the text. Changes entities in act mode.</source>
        <translation>Hält Figuren, Orte und ihre Felder mit dem Text im Einklang. Ändert im Änderungsmodus Elemente.</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
</context>
<context>
    <name>SpellingService</name>
    <message>
        <source>Add “{word}” to the project dictionary</source>
        <translation>„{word}“ ins Projektwörterbuch aufnehmen</translation>
    </message>
</context>
<context>
    <name>StatusSection</name>
    <message>
        <source>No status</source>
        <translation>Kein Status</translation>
    </message>
    <message>
        <source>Sta&amp;tus</source>
        <translation>Stat&amp;us</translation>
    </message>
    <message>
        <source>Status of “%1”</source>
        <translation>Status von „%1“</translation>
    </message>
</context>
<context>
    <name>Statuses</name>
    <message>
        <source>idea</source>
        <translation>Idee</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>revised</source>
        <translation>überarbeitet</translation>
    </message>
    <message>
        <source>final</source>
        <translation>fertig</translation>
    </message>
</context>
<context>
    <name>StorageText</name>
    <message>
        <source>The disk is full, so the project could not be saved. Nothing on disk was changed: free some space, then save again.</source>
        <translation>Der Datenträger ist voll, deshalb konnte das Projekt nicht gespeichert werden. Auf dem Datenträger wurde nichts verändert: Schaffen Sie etwas Platz und speichern Sie dann erneut.</translation>
    </message>
    <message>
        <source>the project&apos;s tree and titles</source>
        <translation>die Gliederung und die Titel des Projekts</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) could not be saved, because they contain a damaged character that no file can store (often left by a paste): %1. Everything else was saved. Retype the damaged text, then save again.</source>
        <translation>
            <numerusform>%Ln Eintrag konnte nicht gespeichert werden, weil er ein beschädigtes Zeichen enthält, das keine Datei speichern kann (oft ein Überbleibsel vom Einfügen): %1. Alles andere wurde gespeichert. Tippen Sie den beschädigten Text neu und speichern Sie dann erneut.</numerusform>
            <numerusform>%Ln Einträge konnten nicht gespeichert werden, weil sie ein beschädigtes Zeichen enthalten, das keine Datei speichern kann (oft ein Überbleibsel vom Einfügen): %1. Alles andere wurde gespeichert. Tippen Sie den beschädigten Text neu und speichern Sie dann erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quire could not write the project folder. Your changes are kept here: check that the folder can be written to, then save again.</source>
        <translation>Quire konnte nicht in den Projektordner schreiben. Ihre Änderungen bleiben hier erhalten: Prüfen Sie, ob in den Ordner geschrieben werden kann, und speichern Sie dann erneut.</translation>
    </message>
</context>
<context>
    <name>SummaryNotice</name>
    <message>
        <source>A summary replaced the turns above in what the model is sent.</source>
        <translation>Eine Zusammenfassung ersetzt die Runden oben in dem, was an das Modell gesendet wird.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
</context>
<context>
    <name>SynopsisSection</name>
    <message>
        <source>What happens here, in a few lines</source>
        <translation>Was hier geschieht, in wenigen Zeilen</translation>
    </message>
    <message>
        <source>&amp;Synopsis</source>
        <translation>&amp;Zusammenfassung</translation>
    </message>
    <message>
        <source>Synopsis of “%1”</source>
        <translation>Zusammenfassung von „%1“</translation>
    </message>
</context>
<context>
    <name>TagsSection</name>
    <message>
        <source>storm, turning point</source>
        <translation>Sturm, Wendepunkt</translation>
    </message>
    <message>
        <source>Tags, separated by commas</source>
        <translation>Schlagwörter, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>Schlag&amp;wörter</translation>
    </message>
    <message>
        <source>Tags of “%1”</source>
        <translation>Schlagwörter von „%1“</translation>
    </message>
</context>
<context>
    <name>TimeFindings</name>
    <message>
        <source>(It rests on a time the assistant proposed: check it before you fix.)</source>
        <translation>(Beruht auf einer Zeit, die der Assistent vorgeschlagen hat: Prüfen Sie sie, bevor Sie beheben.)</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <source>The weekday the text names is not the weekday of the scene&apos;s date.</source>
        <translation>Der Wochentag im Text ist nicht der Wochentag des Datums der Szene.</translation>
    </message>
    <message>
        <source>The date the text names is not the scene&apos;s date.</source>
        <translation>Das Datum im Text ist nicht das Datum der Szene.</translation>
    </message>
    <message>
        <source>The time of day the text names is outside the scene&apos;s time.</source>
        <translation>Die Tageszeit im Text liegt außerhalb der Zeit der Szene.</translation>
    </message>
    <message>
        <source>{who}&apos;s age in the text disagrees with their date of birth.</source>
        <translation>Das Alter von {who} im Text passt nicht zum Geburtsdatum.</translation>
    </message>
    <message>
        <source>{who} is in two places at the same time.</source>
        <translation>{who} ist zur selben Zeit an zwei Orten.</translation>
    </message>
    <message>
        <source>{who} travels faster than the way of travel allows.</source>
        <translation>{who} reist schneller, als es die Art der Reise erlaubt.</translation>
    </message>
    <message>
        <source>A scene later in the book happens earlier in time, and nothing in the text marks it as a flashback.</source>
        <translation>Eine Szene, die später im Buch steht, spielt zeitlich früher, und nichts im Text kennzeichnet sie als Rückblende.</translation>
    </message>
    <message>
        <source>{who} appears after their death.</source>
        <translation>{who} tritt nach dem eigenen Tod auf.</translation>
    </message>
    <message>
        <source>The time the text says has passed is not the time between the two scenes.</source>
        <translation>Die Zeit, die laut Text vergangen ist, ist nicht die Zeit zwischen den beiden Szenen.</translation>
    </message>
    <message>
        <source>Two passages disagree about time.</source>
        <translation>Zwei Stellen widersprechen sich in der Zeit.</translation>
    </message>
    <message>
        <source>(The text: {stated}; the timeline: {expected}.)</source>
        <translation>(Text: {stated}; Chronologie: {expected}.)</translation>
    </message>
</context>
<context>
    <name>TimeSection</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Select the passage in the editor</source>
        <translation>Die Stelle im Editor auswählen</translation>
    </message>
    <message>
        <source>Working out the timeline…</source>
        <translation>Die Chronologie wird berechnet…</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Keine Zeit angegeben: Es hat kein Feld „wann“.</translation>
    </message>
    <message>
        <source>“%1”, counted from “%2”</source>
        <translation>„%1“, gezählt von „%2“</translation>
    </message>
    <message>
        <source>No time cues found in its text.</source>
        <translation>In seinem Text wurden keine Zeitangaben gefunden.</translation>
    </message>
    <message>
        <source>What its text says about time:</source>
        <translation>Was sein Text über die Zeit sagt:</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>TimelineCanvas</name>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>In the book</source>
        <translation>Im Buch</translation>
    </message>
    <message>
        <source>In the story</source>
        <translation>In der Geschichte</translation>
    </message>
    <message>
        <source>Scene %1 in the book, %2 in the story</source>
        <translation>Szene %1 im Buch, %2 in der Geschichte</translation>
    </message>
    <message>
        <source>Earlier in time than a scene before it in the book</source>
        <translation>Zeitlich früher als eine Szene, die im Buch vor ihr steht</translation>
    </message>
</context>
<context>
    <name>TimelineCheck</name>
    <message>
        <source>Asking the assistant, chapter by chapter, for the times the rules could not read, then checking every scene…</source>
        <translation>Der Assistent wird Kapitel für Kapitel nach den Zeiten gefragt, die die Regeln nicht lesen konnten; danach wird jede Szene geprüft…</translation>
    </message>
    <message>
        <source>Checking when every scene happens against what the text says…</source>
        <translation>Es wird geprüft, ob die Zeit jeder Szene zu ihrem Text passt…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Check Timeline</source>
        <translation>Chronologie prüfen</translation>
    </message>
</context>
<context>
    <name>TimelineParts</name>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Time&amp;line</source>
        <translation>Ch&amp;ronologie</translation>
    </message>
    <message>
        <source>The timeline could not be checked.</source>
        <translation>Die Chronologie konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <source>Check Timeline stopped.</source>
        <translation>Chronologieprüfung angehalten.</translation>
    </message>
    <message>
        <source>Check &amp;Timeline…</source>
        <translation>&amp;Chronologie prüfen…</translation>
    </message>
    <message>
        <source>Check Timeline with the Assistant…</source>
        <translation>Chronologie mit dem Assistenten prüfen…</translation>
    </message>
    <message>
        <source>The assistant reads the chapters whose times changed for the times the rules could not read; each time it proposes is checked as a quotation before it counts.</source>
        <translation>Der Assistent liest die Kapitel, deren Zeiten sich geändert haben, nach Zeiten, die die Regeln nicht lesen konnten; jede Zeit, die er vorschlägt, wird wie ein Zitat geprüft, bevor sie zählt.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant is not set up, so the times were checked by rule only.</source>
        <translation>Chronologie geprüft: Der Assistent ist nicht eingerichtet, daher wurden die Zeiten nur nach den Regeln geprüft.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant could not finish, so the times were checked by rule only; it will be asked again next time.</source>
        <translation>Chronologie geprüft: Der Assistent konnte nicht fertig werden, daher wurden die Zeiten nur nach den Regeln geprüft; er wird beim nächsten Mal erneut gefragt.</translation>
    </message>
    <message numerus="yes">
        <source>Check Timeline: %n finding(s), %1 new.</source>
        <translation>
            <numerusform>Chronologie geprüft: %n Befund, davon neu: %1.</numerusform>
            <numerusform>Chronologie geprüft: %n Befunde, davon neu: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check Timeline: the times of your scenes agree with the text.</source>
        <translation>Chronologie geprüft: Die Zeiten Ihrer Szenen passen zum Text.</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Set &amp;Time…</source>
        <translation>&amp;Zeit festlegen…</translation>
    </message>
    <message>
        <source>Type when the selected scene happens: a date, a date and time, or a relation such as “three days later” (Ctrl+Alt+T)</source>
        <translation>Geben Sie ein, wann die gewählte Szene spielt: ein Datum, ein Datum mit Uhrzeit oder eine Beziehung wie „drei Tage später“ (Strg+Alt+T)</translation>
    </message>
    <message>
        <source>Not on the timeline</source>
        <translation>Nicht in der Chronologie</translation>
    </message>
    <message>
        <source>Open a project to see when its scenes happen.</source>
        <translation>Öffnen Sie ein Projekt, um zu sehen, wann seine Szenen spielen.</translation>
    </message>
    <message>
        <source>Calendar: %1</source>
        <translation>Kalender: %1</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Keine Zeit angegeben: Es hat kein Feld „wann“.</translation>
    </message>
    <message numerus="yes">
        <source>Not on the timeline: %n scene(s)</source>
        <translation>
            <numerusform>Nicht in der Chronologie: %n Szene</numerusform>
            <numerusform>Nicht in der Chronologie: %n Szenen</numerusform>
        </translation>
    </message>
    <message>
        <source>No scene has a time yet. Give a scene a “when” field (a date such as “9 October 1850”, or “three days later”), or choose it and click “Set Time”.</source>
        <extracomment>Names the button “Set Time” (TimelineView): quote it as it reads.</extracomment>
        <translation>Noch keine Szene hat eine Zeit. Geben Sie einer Szene ein Feld „wann“ (ein Datum wie „9. Oktober 1850“ oder „drei Tage später“), oder wählen Sie sie und klicken Sie auf „Zeit festlegen“.</translation>
    </message>
</context>
<context>
    <name>TimelineWords</name>
    <message>
        <source>{month} {year}</source>
        <translation>{month} {year}</translation>
    </message>
    <message>
        <source>{weekday} {day} {month} {year}</source>
        <translation>{weekday}, {day}. {month} {year}</translation>
    </message>
    <message>
        <source>{day} {month} {year}</source>
        <translation>{day}. {month} {year}</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date}, {time} Uhr</translation>
    </message>
    <message>
        <source>{day} {month}</source>
        <translation>{day}. {month}</translation>
    </message>
    <message>
        <source>“{text}” is not a date, a time or a relation Quire can read.</source>
        <translation>„{text}“ ist kein Datum, keine Uhrzeit und keine Beziehung, die Quire lesen kann.</translation>
    </message>
    <message>
        <source>“{text}” is not a day of the calendar.</source>
        <translation>„{text}“ ist kein Tag des Kalenders.</translation>
    </message>
    <message>
        <source>It counts from “{text}”, which is not a scene with a time.</source>
        <translation>Es wird von „{text}“ aus gezählt, und das ist keine Szene mit einer Zeit.</translation>
    </message>
    <message>
        <source>Its time counts from scenes that count from it: {titles}.</source>
        <translation>Seine Zeit wird von Szenen aus gezählt, die von ihm aus gezählt werden: {titles}.</translation>
    </message>
    <message>
        <source>“{text}” counts from the scene before, and no scene before it has a time.</source>
        <translation>„{text}“ zählt von der Szene davor aus, und keine Szene davor hat eine Zeit.</translation>
    </message>
    <message>
        <source>The calendar file cannot be used ({text}); the Gregorian calendar is used.</source>
        <translation>Die Kalenderdatei kann nicht verwendet werden ({text}); der gregorianische Kalender wird verwendet.</translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message numerus="yes">
        <source>Tools used: %Ln</source>
        <translation>
            <numerusform>%Ln Werkzeug verwendet</numerusform>
            <numerusform>%Ln Werkzeuge verwendet</numerusform>
        </translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>hide details</source>
        <translation>Details ausblenden</translation>
    </message>
    <message>
        <source>details</source>
        <translation>Details</translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: not run again</source>
        <translation>
            <numerusform>derselbe Aufruf %Ln-mal hintereinander: nicht erneut ausgeführt</numerusform>
            <numerusform>derselbe Aufruf %Ln-mal hintereinander: nicht erneut ausgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: the assistant was told</source>
        <translation>
            <numerusform>derselbe Aufruf %Ln-mal hintereinander: der Assistent wurde darauf hingewiesen</numerusform>
            <numerusform>derselbe Aufruf %Ln-mal hintereinander: der Assistent wurde darauf hingewiesen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolStatus</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Used %1</source>
        <translation>%1 verwendet</translation>
    </message>
    <message>
        <source>Summarising %1…</source>
        <translation>%1 wird zusammengefasst…</translation>
    </message>
    <message>
        <source>Summarised %1</source>
        <translation>%1 zusammengefasst</translation>
    </message>
    <message>
        <source>Could not summarise %1</source>
        <translation>%1 konnte nicht zusammengefasst werden</translation>
    </message>
    <message>
        <source>Summarising the whole project…</source>
        <translation>Das ganze Projekt wird zusammengefasst…</translation>
    </message>
    <message>
        <source>Summarised the whole project</source>
        <translation>Das ganze Projekt zusammengefasst</translation>
    </message>
    <message>
        <source>Could not summarise the whole project</source>
        <translation>Das ganze Projekt konnte nicht zusammengefasst werden</translation>
    </message>
    <message>
        <source>Handing the request to %1…</source>
        <translation>Die Anfrage geht an %1…</translation>
    </message>
    <message>
        <source>Handed the request to %1</source>
        <translation>Anfrage an %1 übergeben</translation>
    </message>
    <message>
        <source>Could not hand the request to %1</source>
        <translation>Anfrage konnte nicht an %1 übergeben werden</translation>
    </message>
    <message>
        <source>Finding where %1 is mentioned…</source>
        <translation>Suche nach Erwähnungen von %1…</translation>
    </message>
    <message>
        <source>Found where %1 is mentioned</source>
        <translation>Erwähnungen von %1 gesucht</translation>
    </message>
    <message>
        <source>Could not find where %1 is mentioned</source>
        <translation>Die Suche nach Erwähnungen von %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>Searching the text for %1…</source>
        <translation>Suche im Text nach %1…</translation>
    </message>
    <message>
        <source>Searched the text for %1</source>
        <translation>Im Text nach %1 gesucht</translation>
    </message>
    <message>
        <source>Could not search the text for %1</source>
        <translation>Im Text konnte nicht nach %1 gesucht werden</translation>
    </message>
    <message>
        <source>Searching the project…</source>
        <translation>Suche im Projekt…</translation>
    </message>
    <message>
        <source>Searched the project</source>
        <translation>Im Projekt gesucht</translation>
    </message>
    <message>
        <source>Could not search the project</source>
        <translation>Im Projekt konnte nicht gesucht werden</translation>
    </message>
    <message>
        <source>Looking at the outline…</source>
        <translation>Gliederung wird gelesen…</translation>
    </message>
    <message>
        <source>Looked at the outline</source>
        <translation>Gliederung gelesen</translation>
    </message>
    <message>
        <source>Could not look at the outline</source>
        <translation>Gliederung konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Counting words…</source>
        <translation>Wörter werden gezählt…</translation>
    </message>
    <message>
        <source>Counted words</source>
        <translation>Wörter gezählt</translation>
    </message>
    <message>
        <source>Could not count words</source>
        <translation>Wörter konnten nicht gezählt werden</translation>
    </message>
    <message>
        <source>Looking up %1…</source>
        <translation>%1 wird nachgeschlagen…</translation>
    </message>
    <message>
        <source>Looked up %1</source>
        <translation>%1 nachgeschlagen</translation>
    </message>
    <message>
        <source>Could not look up %1</source>
        <translation>%1 konnte nicht nachgeschlagen werden</translation>
    </message>
    <message>
        <source>Looking through the characters, places and things…</source>
        <translation>Figuren, Orte und Dinge werden durchgesehen…</translation>
    </message>
    <message>
        <source>Looked through the characters, places and things</source>
        <translation>Figuren, Orte und Dinge durchgesehen</translation>
    </message>
    <message>
        <source>Could not look through the characters, places and things</source>
        <translation>Figuren, Orte und Dinge konnten nicht durchgesehen werden</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>%1 gelesen</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>%1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Reading the project…</source>
        <translation>Projekt wird gelesen…</translation>
    </message>
    <message>
        <source>Read the project</source>
        <translation>Projekt gelesen</translation>
    </message>
    <message>
        <source>Could not read the project</source>
        <translation>Projekt konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Changing %1…</source>
        <translation>%1 wird geändert…</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>%1 geändert</translation>
    </message>
    <message>
        <source>Could not change %1</source>
        <translation>%1 konnte nicht geändert werden</translation>
    </message>
    <message>
        <source>Changing the project…</source>
        <translation>Projekt wird geändert…</translation>
    </message>
    <message>
        <source>Changed the project</source>
        <translation>Projekt geändert</translation>
    </message>
    <message>
        <source>Could not change the project</source>
        <translation>Projekt konnte nicht geändert werden</translation>
    </message>
    <message>
        <source>Using %1 on %2…</source>
        <translation>%1 wird für %2 verwendet…</translation>
    </message>
    <message>
        <source>Used %1 on %2</source>
        <translation>%1 für %2 verwendet</translation>
    </message>
    <message>
        <source>Could not use %1 on %2</source>
        <translation>%1 konnte nicht für %2 verwendet werden</translation>
    </message>
    <message>
        <source>Using %1…</source>
        <translation>%1 wird verwendet…</translation>
    </message>
    <message>
        <source>Could not use %1</source>
        <translation>%1 konnte nicht verwendet werden</translation>
    </message>
</context>
<context>
    <name>TreeActions</name>
    <message>
        <source>New chapter</source>
        <translation>Neues Kapitel</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>Neue Szene</translation>
    </message>
    <message>
        <source>New note</source>
        <translation>Neue Notiz</translation>
    </message>
    <message>
        <source>New text</source>
        <translation>Neuer Text</translation>
    </message>
    <message>
        <source>New chapter “%1”</source>
        <translation>Neues Kapitel „%1“</translation>
    </message>
    <message>
        <source>New scene “%1”</source>
        <translation>Neue Szene „%1“</translation>
    </message>
    <message>
        <source>New note “%1”</source>
        <translation>Neue Notiz „%1“</translation>
    </message>
    <message>
        <source>New text “%1”</source>
        <translation>Neuer Text „%1“</translation>
    </message>
    <message>
        <source>New part</source>
        <translation>Neuer Teil</translation>
    </message>
    <message>
        <source>New folder</source>
        <translation>Neuer Ordner</translation>
    </message>
    <message>
        <source>New part “%1”</source>
        <translation>Neuer Teil „%1“</translation>
    </message>
    <message>
        <source>New folder “%1”</source>
        <translation>Neuer Ordner „%1“</translation>
    </message>
    <message>
        <source>New Character</source>
        <translation>Neue Figur</translation>
    </message>
    <message>
        <source>New Place</source>
        <translation>Neuer Ort</translation>
    </message>
    <message>
        <source>New Item</source>
        <translation>Neuer Gegenstand</translation>
    </message>
    <message>
        <source>New Faction</source>
        <translation>Neue Fraktion</translation>
    </message>
    <message>
        <source>New Other Entity</source>
        <translation>Neues sonstiges Element</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Neue Figur</translation>
    </message>
    <message>
        <source>New place</source>
        <translation>Neuer Ort</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>Neuer Gegenstand</translation>
    </message>
    <message>
        <source>New faction</source>
        <translation>Neue Fraktion</translation>
    </message>
    <message>
        <source>New entity</source>
        <translation>Neues Element</translation>
    </message>
    <message>
        <source>New character “%1”</source>
        <translation>Neue Figur „%1“</translation>
    </message>
    <message>
        <source>New place “%1”</source>
        <translation>Neuer Ort „%1“</translation>
    </message>
    <message>
        <source>New item “%1”</source>
        <translation>Neuer Gegenstand „%1“</translation>
    </message>
    <message>
        <source>New faction “%1”</source>
        <translation>Neue Fraktion „%1“</translation>
    </message>
    <message>
        <source>New entity “%1”</source>
        <translation>Neues Element „%1“</translation>
    </message>
    <message>
        <source>New Scene</source>
        <translation>Neue Szene</translation>
    </message>
    <message>
        <source>New Chapter</source>
        <translation>Neues Kapitel</translation>
    </message>
    <message>
        <source>New Note</source>
        <translation>Neue Notiz</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Neuer Ordner</translation>
    </message>
    <message>
        <source>New Part</source>
        <translation>Neuer Teil</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>In den Papierkorb verschieben</translation>
    </message>
    <message>
        <source>Restore from Trash</source>
        <translation>Aus dem Papierkorb zurückholen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>New scene “%1” in “%2”</source>
        <translation>Neue Szene „%1“ in „%2“</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>„{title}“ zurückholen</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>„{title}“ verschieben</translation>
    </message>
    <message>
        <source>New Entity</source>
        <translation>Neues Element</translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message>
        <source>Act</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Asked in act mode: the assistant could change the project</source>
        <translation>Im Änderungsmodus gefragt: Der Assistent durfte das Projekt ändern</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>You undid the changes of this turn</source>
        <translation>Sie haben die Änderungen dieser Runde rückgängig gemacht</translation>
    </message>
    <message>
        <source>The answer was cut off: the model reached its length limit before it finished. Keep going continues it.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Die Antwort wurde abgeschnitten: Das Modell hat seine Längengrenze erreicht, bevor es fertig war. „Weitermachen“ setzt sie fort.</translation>
    </message>
    <message>
        <source>You stopped the assistant. Keep going continues where it stopped.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Sie haben den Assistenten angehalten. „Weitermachen“ setzt dort fort, wo er stehen geblieben ist.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant used all %Ln of its steps before it finished. Keep going gives it %Ln more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>
            <numerusform>Der Assistent hat %Ln Schritt verbraucht, bevor er fertig war. „Weitermachen“ gibt ihm %Ln weiteren; um für jede Frage mehr Schritte zu erlauben, erhöhen Sie „Max. Schritte“ in den Einstellungen.</numerusform>
            <numerusform>Der Assistent hat alle %Ln Schritte verbraucht, bevor er fertig war. „Weitermachen“ gibt ihm %Ln weitere; um für jede Frage mehr Schritte zu erlauben, erhöhen Sie „Max. Schritte“ in den Einstellungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant ran out of steps before it finished. Keep going gives it more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>Dem Assistenten sind die Schritte ausgegangen, bevor er fertig war. „Weitermachen“ gibt ihm weitere; um für jede Frage mehr Schritte zu erlauben, erhöhen Sie „Max. Schritte“ in den Einstellungen.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln Token</numerusform>
            <numerusform>%Ln Token</numerusform>
        </translation>
    </message>
    <message>
        <source>This question: %1</source>
        <translation>Diese Frage: %1</translation>
    </message>
    <message>
        <source>The whole conversation: %1</source>
        <translation>Die ganze Unterhaltung: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Keep going</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>Bearbeiten und erneut senden</translation>
    </message>
    <message>
        <source>Ask this question again, changed; the conversation goes on from here</source>
        <translation>Diese Frage geändert erneut stellen; die Unterhaltung geht von hier aus weiter</translation>
    </message>
    <message>
        <source>Show run details</source>
        <translation>Ablaufdetails anzeigen</translation>
    </message>
    <message>
        <source>%1 in, %2 out</source>
        <translation>%1 Eingabe, %2 Ausgabe</translation>
    </message>
    <message>
        <source> (%1 of the input cached)</source>
        <translation> (%1 der Eingabe aus dem Cache)</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>The assistant cannot start the fix now: wait until it has finished, or set it up in Settings.</source>
        <translation>Der Assistent kann den Befund jetzt nicht beheben: Warten Sie, bis er fertig ist, oder richten Sie ihn in den Einstellungen ein.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Neues Projekt…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>&amp;Merge Conflicted Copies…</source>
        <translation>Konfliktkopien zusa&amp;mmenführen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>Projekt s&amp;chließen</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find and R&amp;eplace…</source>
        <translation>Suchen und &amp;ersetzen…</translation>
    </message>
    <message>
        <source>C&amp;lose Tab</source>
        <translation>&amp;Tab schließen</translation>
    </message>
    <message>
        <source>Next Tab</source>
        <translation>Nächster Tab</translation>
    </message>
    <message>
        <source>Previous Tab</source>
        <translation>Vorheriger Tab</translation>
    </message>
    <message>
        <source>Go to Project Tree</source>
        <translation>Zum Projektbaum</translation>
    </message>
    <message>
        <source>Go to Editor</source>
        <translation>Zum Editor</translation>
    </message>
    <message>
        <source>Go to Assistant</source>
        <translation>Zum Assistenten</translation>
    </message>
    <message>
        <source>Assistant &amp;History…</source>
        <translation>Assistenten&amp;verlauf…</translation>
    </message>
    <message>
        <source>&amp;House Rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <source>&amp;About Quire</source>
        <translation>Ü&amp;ber Quire</translation>
    </message>
    <message>
        <source>Check &amp;Continuity…</source>
        <translation>&amp;Kontinuität prüfen…</translation>
    </message>
    <message>
        <source>Find in &amp;Project…</source>
        <translation>Im &amp;Projekt suchen…</translation>
    </message>
    <message>
        <source>Replace in Pro&amp;ject…</source>
        <translation>Im Projekt erse&amp;tzen…</translation>
    </message>
    <message>
        <source>Go to Inspector</source>
        <translation>Zum Inspektor</translation>
    </message>
    <message>
        <source>Quire &amp;Manual</source>
        <translation>Quire-&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Projekt</translation>
    </message>
    <message>
        <source>New &amp;Entity</source>
        <translation>Neues &amp;Element</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Project Tree</source>
        <translation>&amp;Projektbaum</translation>
    </message>
    <message>
        <source>&amp;Undo History</source>
        <translation>Änderungs&amp;verlauf</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suche</translation>
    </message>
    <message>
        <source>I&amp;nspector</source>
        <translation>I&amp;nspektor</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>Assis&amp;tent</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>WriterRequests</name>
    <message>
        <source>- “%1”</source>
        <translation>- „%1“</translation>
    </message>
    <message>
        <source>Quire could not find these quotations from your last answer in the project:
%1
Look each one up with your tools. Give the exact words where the project has them, and say plainly which ones it does not hold.</source>
        <translation>Quire hat diese Zitate aus Ihrer letzten Antwort nicht im Projekt gefunden:
%1
Schlagen Sie jedes mit Ihren Werkzeugen nach. Geben Sie den genauen Wortlaut an, wo das Projekt ihn enthält, und sagen Sie klar, welche es nicht enthält.</translation>
    </message>
    <message>
        <source>- “%1” (found in “%2”, not in “%3”)</source>
        <translation>- „%1“ (steht in „%2“, nicht in „%3“)</translation>
    </message>
    <message>
        <source>- “%1” (the text gives this line to %2)</source>
        <translation>- „%1“ (im Text sagt das %2)</translation>
    </message>
    <message>
        <source>- “%1” (the project spells the name “%2”)</source>
        <translation>- „%1“ (das Projekt schreibt den Namen „%2“)</translation>
    </message>
    <message>
        <source>- “%1” (not in “%2”)</source>
        <translation>- „%1“ (nicht in „%2“)</translation>
    </message>
    <message>
        <source>Fix this timeline problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project, then change the other so that they agree: the prose, or a scene&apos;s when (set_document_info), touching nothing else. Say what you changed and why.</source>
        <translation>Beheben Sie dieses Zeitproblem (%1):
%2
In „%3“: „%4“
In „%5“: „%6“
Entscheiden Sie anhand des übrigen Projekts, welche Seite stimmt, und ändern Sie dann die andere so, dass beide übereinstimmen: den Text oder die Zeit einer Szene (set_document_info), ohne sonst etwas anzurühren. Sagen Sie, was Sie geändert haben und warum.</translation>
    </message>
    <message>
        <source>Fix this contradiction with an earlier book (%1):
%2
In “%3”: “%4”
In book %5 “%6”, “%7”: “%8”
The earlier book cannot be changed from here: change this book&apos;s side (or the series entity, if its facts are wrong) so that the books agree, touching nothing else. Say what you changed and why.</source>
        <translation>Beheben Sie diesen Widerspruch zu einem früheren Buch (%1):
%2
In „%3“: „%4“
In Buch %5 „%6“, „%7“: „%8“
Das frühere Buch kann von hier aus nicht geändert werden: Ändern Sie die Seite dieses Buches (oder das Element der Reihe, falls dessen Angaben falsch sind), sodass die Bücher übereinstimmen, und ändern Sie nichts anderes. Sagen Sie, was Sie geändert haben und warum.</translation>
    </message>
    <message>
        <source>Fix this continuity problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project (the entities, the notes, the other chapters), then change the other side so that they agree, touching nothing else. Say what you changed and why.</source>
        <translation>Beheben Sie dieses Kontinuitätsproblem (%1):
%2
In „%3“: „%4“
In „%5“: „%6“
Entscheiden Sie anhand des übrigen Projekts (der Elemente, der Notizen, der anderen Kapitel), welche Seite stimmt, und ändern Sie dann die andere so, dass beide übereinstimmen, ohne sonst etwas anzurühren. Sagen Sie, was Sie geändert haben und warum.</translation>
    </message>
    <message>
        <source>One side is a time you proposed from the prose: ask me before relying on it.</source>
        <translation>Eine Seite ist eine Zeit, die Sie aus dem Text vorgeschlagen haben: Fragen Sie mich, bevor Sie sich darauf verlassen.</translation>
    </message>
</context>
<context>
    <name>WritingChart</name>
    <message>
        <source>Words written per day</source>
        <translation>Geschriebene Wörter pro Tag</translation>
    </message>
    <message>
        <source>Nothing written yet</source>
        <translation>Noch nichts geschrieben</translation>
    </message>
</context>
<context>
    <name>WritingProgressDialog</name>
    <message>
        <source>Writing Progress</source>
        <translation>Schreibfortschritt</translation>
    </message>
    <message>
        <source>&amp;Project target:</source>
        <translation>&amp;Projektziel:</translation>
    </message>
    <message>
        <source>&amp;Target for “{title}”:</source>
        <translation>&amp;Ziel für „{title}“:</translation>
    </message>
    <message>
        <source>&amp;Session target:</source>
        <translation>&amp;Sitzungsziel:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in this session</source>
        <translation>
            <numerusform>%Ln Wort in dieser Sitzung geschrieben</numerusform>
            <numerusform>%Ln Wörter in dieser Sitzung geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in the last 30 days</source>
        <translation>
            <numerusform>%Ln Wort in den letzten 30 Tagen geschrieben</numerusform>
            <numerusform>%Ln Wörter in den letzten 30 Tagen geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Only your own typing counts here, not the assistant&apos;s changes.</source>
        <translation>Hier zählt nur, was Sie selbst tippen, nicht die Änderungen des Assistenten.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln Wort</numerusform>
            <numerusform>%Ln Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>{words} of {target} words ({percent} %)</source>
        <translation>{words} von {target} Wörtern ({percent} %)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Change word targets</source>
        <translation>Wortziele ändern</translation>
    </message>
</context>
<context>
    <name>WritingTools</name>
    <message>
        <source>Check &amp;Spelling as You Type</source>
        <translation>&amp;Rechtschreibung beim Tippen prüfen</translation>
    </message>
    <message>
        <source>Smart P&amp;unctuation</source>
        <translation>&amp;Typografische Satzzeichen</translation>
    </message>
    <message>
        <source>&amp;Convert Quotes in This Document</source>
        <translation>&amp;Anführungszeichen in diesem Dokument umwandeln</translation>
    </message>
    <message>
        <source>Project Se&amp;ttings…</source>
        <translation>Projekt&amp;einstellungen…</translation>
    </message>
    <message>
        <source>Writing &amp;Progress…</source>
        <translation>Schreib&amp;fortschritt…</translation>
    </message>
    <message>
        <source>&amp;Focus Mode</source>
        <translation>&amp;Fokusmodus</translation>
    </message>
    <message>
        <source>&amp;Dim Other Paragraphs</source>
        <translation>Andere Absätze a&amp;bblenden</translation>
    </message>
    <message>
        <source>&amp;Typewriter Scrolling</source>
        <translation>Schreib&amp;maschinen-Bildlauf</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoo&amp;m Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Actual Si&amp;ze</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <source>Corkboard</source>
        <translation>Pinnwand</translation>
    </message>
    <message>
        <source>&amp;Outliner</source>
        <translation>Gl&amp;iederung</translation>
    </message>
    <message>
        <source>&amp;Corkboard</source>
        <translation>Pinn&amp;wand</translation>
    </message>
    <message>
        <source>&amp;Writing</source>
        <translation>&amp;Schreiben</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>Farbsc&amp;hema</translation>
    </message>
    <message>
        <source>No spelling dictionary is installed for this project&apos;s language.</source>
        <translation>Für die Sprache dieses Projekts ist kein Wörterbuch installiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) converted</source>
        <translation>
            <numerusform>%n Anführungszeichen umgewandelt</numerusform>
            <numerusform>%n Anführungszeichen umgewandelt</numerusform>
        </translation>
    </message>
    <message>
        <source>No straight quotes to convert</source>
        <translation>Keine geraden Anführungszeichen umzuwandeln</translation>
    </message>
</context>
<context>
    <name>_ChoiceDelegate</name>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
</context>
</TS>
