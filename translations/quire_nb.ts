<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Quire</source>
        <translation>Om Quire</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versjon {version}</translation>
    </message>
    <message>
        <source>A writing app for novelists and worldbuilders, with an assistant you can trust with your manuscript.</source>
        <translation>Et skriveprogram for romanforfattere og verdensbyggere, med en assistent du trygt kan overlate manuset ditt til.</translation>
    </message>
    <message>
        <source>Quire is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;{url}&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or (at your option) any later version ({license}).</source>
        <translation>Quire er fri programvare: du kan distribuere og endre den under vilkårene i &lt;a href=&quot;{url}&quot;&gt;GNU General Public License&lt;/a&gt;, versjon 3 eller (etter ditt valg) enhver senere versjon ({license}).</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliotek</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versjon</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;Kopier detaljer</translation>
    </message>
    <message>
        <source>Copy the version and the libraries, to paste into a problem report</source>
        <translation>Kopier versjonen og bibliotekene for å lime dem inn i en feilrapport</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Laget med:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ukjent</translation>
    </message>
</context>
<context>
    <name>AnswerMarks</name>
    <message>
        <source>not read</source>
        <translation>ikke lest</translation>
    </message>
    <message>
        <source>Too short to check: the answer does not say which document it comes from.</source>
        <translation>For kort til å sjekke: svaret sier ikke hvilket dokument det kommer fra.</translation>
    </message>
    <message>
        <source>Quire found these words in your project, but not as the answer gives them: the mark after them says what differs.</source>
        <translation>Quire fant disse ordene i prosjektet ditt, men ikke slik svaret gjengir dem: merket etter dem sier hva som er annerledes.</translation>
    </message>
    <message>
        <source>Quire could not find this quotation in your project: the assistant may have misquoted or invented it.</source>
        <translation>Quire fant ikke dette sitatet i prosjektet ditt: assistenten kan ha sitert feil eller funnet det på.</translation>
    </message>
    <message>
        <source>Found in your project: click to open the passage</source>
        <translation>Funnet i prosjektet ditt: klikk for å åpne stedet i teksten</translation>
    </message>
    <message>
        <source>The assistant did not read this document in this turn: what it says about it may not come from the text.</source>
        <translation>Assistenten leste ikke dette dokumentet i denne runden: det den sier om det, kommer kanskje ikke fra teksten.</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>ikke sjekket</translation>
    </message>
    <message>
        <source>found in “%1”, not in “%2”</source>
        <translation>står i «%1», ikke i «%2»</translation>
    </message>
    <message>
        <source>the text gives this line to %1</source>
        <translation>teksten gir denne replikken til %1</translation>
    </message>
    <message>
        <source>the project spells it “%1”</source>
        <translation>prosjektet skriver det «%1»</translation>
    </message>
    <message>
        <source>not found in “%1”</source>
        <translation>ikke funnet i «%1»</translation>
    </message>
    <message>
        <source>not found in your project</source>
        <translation>ikke funnet i prosjektet ditt</translation>
    </message>
    <message>
        <source>open in “%1”</source>
        <translation>åpne i «%1»</translation>
    </message>
</context>
<context>
    <name>AppRows</name>
    <message>
        <source>Follow the system</source>
        <translation>Samme som systemet</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Spr&amp;åk:</translation>
    </message>
    <message>
        <source>Quire changes to the new language the next time it starts.</source>
        <translation>Quire bytter til det nye språket neste gang programmet starter.</translation>
    </message>
    <message>
        <source>Off (no HTTP log is written)</source>
        <translation>Av (ingen HTTP-logg skrives)</translation>
    </message>
    <message>
        <source>For troubleshooting: every request and answer, with keys removed</source>
        <translation>For feilsøking: hver forespørsel og hvert svar, med nøklene fjernet</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bla gjennom…</translation>
    </message>
    <message>
        <source>HTTP log f&amp;ile:</source>
        <translation>HTTP-logg&amp;fil:</translation>
    </message>
    <message>
        <source>Write the HTTP log to</source>
        <translation>Skriv HTTP-loggen til</translation>
    </message>
    <message>
        <source>Log files (*.log);;All files (*)</source>
        <translation>Loggfiler (*.log);;Alle filer (*)</translation>
    </message>
</context>
<context>
    <name>ApprovalCard</name>
    <message>
        <source>The assistant wants to make this change:</source>
        <translation>Assistenten vil gjøre denne endringen:</translation>
    </message>
    <message>
        <source>Reason, if you reject (optional)</source>
        <translation>Begrunnelse hvis du avviser (valgfritt)</translation>
    </message>
    <message>
        <source>The assistant is told why when you reject</source>
        <translation>Assistenten får vite hvorfor når du avviser</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Godkjenn</translation>
    </message>
    <message>
        <source>Make this change (you can undo it later)</source>
        <translation>Gjør denne endringen (du kan angre den senere)</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Avvis</translation>
    </message>
    <message>
        <source>Do not make this change; the assistant is told, with your reason</source>
        <translation>Ikke gjør denne endringen; assistenten får beskjed, med begrunnelsen din</translation>
    </message>
    <message>
        <source>Approve all in this turn</source>
        <translation>Godkjenn alle</translation>
    </message>
    <message>
        <source>Make this change and every further change of this turn without asking</source>
        <translation>Gjør denne og alle de neste endringene i denne runden uten å spørre</translation>
    </message>
    <message>
        <source>Edit the text</source>
        <translation>Rediger teksten</translation>
    </message>
    <message>
        <source>Rewrite the proposed text before you approve it: what you write is made</source>
        <translation>Skriv om den foreslåtte teksten før du godkjenner den: det du skriver, er det som gjøres</translation>
    </message>
    <message>
        <source>Approved (%1)</source>
        <translation>Godkjent (%1)</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Godkjent</translation>
    </message>
    <message>
        <source>Not made, because you stopped the assistant</source>
        <translation>Ikke gjort, fordi du stoppet assistenten</translation>
    </message>
    <message>
        <source>Not made, because the answer ended first</source>
        <translation>Ikke gjort, fordi svaret var ferdig først</translation>
    </message>
    <message>
        <source>Rejected (%1)</source>
        <translation>Avvist (%1)</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Avvist</translation>
    </message>
</context>
<context>
    <name>AssistantPanel</name>
    <message>
        <source>Ask anything about your project: who knows what, where a thread was dropped, how long part two is. The assistant reads; it changes nothing.</source>
        <translation>Spør om hva som helst i prosjektet: hvem som vet hva, hvor en tråd ble borte, hvor lang del to er. Assistenten leser; den endrer ingenting.</translation>
    </message>
    <message>
        <source>Tell the assistant what to change: rename a character everywhere, move a scene, fix a name across chapters. Every change is listed under its turn and can be undone.</source>
        <translation>Si hva assistenten skal endre: gi en person nytt navn overalt, flytte en scene, rette et navn på tvers av kapitler. Hver endring vises under sin runde og kan angres.</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Åpne et prosjekt for å spørre om det.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message>
        <source>The conversation could not be deleted.</source>
        <translation>Samtalen kunne ikke slettes.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Spørsmål</translation>
    </message>
    <message>
        <source>You added while it worked: %1</source>
        <translation>Du la til mens den arbeidet: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>Tools used</source>
        <translation>Verktøy som ble brukt</translation>
    </message>
    <message>
        <source>The changes of this turn were undone.</source>
        <translation>Endringene fra denne runden ble angret.</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(ingen svar)</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>(in progress)</source>
        <translation>(pågår)</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Spørsmål fra assistenten</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Svar: %1</translation>
    </message>
    <message>
        <source>Not answered: the assistant was stopped.</source>
        <translation>Ikke besvart: assistenten ble stoppet.</translation>
    </message>
    <message>
        <source>Not asked (nobody to ask); assumed: %1</source>
        <translation>Ikke spurt (ingen å spørre); antok: %1</translation>
    </message>
    <message>
        <source>Not asked (enough questions); assumed: %1</source>
        <translation>Ikke spurt (nok spørsmål); antok: %1</translation>
    </message>
    <message>
        <source>Save the project first: house rules live in its folder.</source>
        <translation>Lagre prosjektet først: husreglene ligger i mappen til prosjektet.</translation>
    </message>
    <message>
        <source>Waiting for your approval of the plan…</source>
        <translation>Venter på at du godkjenner planen…</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Tenker…</translation>
    </message>
    <message>
        <source>Thinking it over…</source>
        <translation>Tenker videre…</translation>
    </message>
    <message>
        <source>Added: the assistant reads it before its next step.</source>
        <translation>Lagt til: assistenten leser det før neste steg.</translation>
    </message>
    <message>
        <source>Writing the answer…</source>
        <translation>Skriver svaret…</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 av %3</translation>
    </message>
    <message>
        <source>Waiting for your answer…</source>
        <translation>Venter på svaret ditt…</translation>
    </message>
    <message>
        <source>Reviewing the change to %1…</source>
        <translation>Kontrollerer endringen i %1…</translation>
    </message>
    <message>
        <source>The conversation could not be saved.</source>
        <translation>Samtalen kunne ikke lagres.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read; it was set aside as %2.</source>
        <translation>Samtalefilen %1 kunne ikke leses; den ble lagt til side som %2.</translation>
    </message>
    <message>
        <source>The conversation file %1 could not be read.</source>
        <translation>Samtalefilen %1 kunne ikke leses.</translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation>Gi samtalen nytt navn</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Tittel:</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Slett samtale</translation>
    </message>
    <message>
        <source>Delete the conversation “%1”?</source>
        <translation>Slette samtalen «%1»?</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Eksporter samtale</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>The conversation could not be exported.</source>
        <translation>Samtalen kunne ikke eksporteres.</translation>
    </message>
    <message>
        <source>Waiting for your approval…</source>
        <translation>Venter på godkjenningen din…</translation>
    </message>
    <message>
        <source>Conversation exported to %1</source>
        <translation>Samtalen ble eksportert til %1</translation>
    </message>
</context>
<context>
    <name>AssistantRows</name>
    <message>
        <source>Model default</source>
        <translation>Modellens standard</translation>
    </message>
    <message>
        <source>&amp;Temperature:</source>
        <translation>Temperat&amp;ur:</translation>
    </message>
    <message>
        <source>How many rounds of looking things up the assistant may take per question</source>
        <translation>Hvor mange oppslagssteg assistenten kan ta per spørsmål</translation>
    </message>
    <message>
        <source>Ma&amp;x steps:</source>
        <translation>Maks. st&amp;eg:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Provider default</source>
        <translation>Leverandørens standard</translation>
    </message>
    <message>
        <source>&amp;Context window:</source>
        <translation>&amp;Kontekstvindu:</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>hver endring</translation>
    </message>
    <message>
        <source>deletions and large rewrites only</source>
        <translation>bare slettinger og store omskrivinger</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source>In act mode, which changes wait for your approval before they are made. Every change can be undone either way.</source>
        <translation>I endringsmodus: hvilke endringer som venter på godkjenningen din før de gjøres. Alle endringer kan uansett angres.</translation>
    </message>
    <message>
        <source>Ask b&amp;efore the assistant changes:</source>
        <translation>S&amp;pør før assistenten endrer:</translation>
    </message>
    <message>
        <source>Propose a plan first</source>
        <translation>Foreslå en plan først</translation>
    </message>
    <message>
        <source>In act mode, the assistant proposes a plan and changes nothing until you approve it; changes to documents the plan does not name ask you first. The assistant panel&apos;s Plan first chooses it for each question.</source>
        <translation>I endringsmodus foreslår assistenten en plan og endrer ingenting før du godkjenner den; endringer i dokumenter planen ikke nevner, spør deg først. «Plan først» i assistentpanelet velger det for hvert spørsmål.</translation>
    </message>
    <message>
        <source>Re&amp;viewer:</source>
        <translation>Kontroll&amp;ør:</translation>
    </message>
</context>
<context>
    <name>AssistantSession</name>
    <message>
        <source>Assistant run %1 taken back: %2</source>
        <translation>Assistentkjøring %1 tilbakeført: %2</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Tilbakefør: %1</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (fortsettelse)</translation>
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
        <translation>Sikkerhetskopier</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Bla &amp;gjennom…</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Mappe:</translation>
    </message>
    <message>
        <source>&amp;Keep the newest:</source>
        <translation>&amp;Behold de nyeste:</translation>
    </message>
    <message>
        <source>Back up when the project &amp;closes</source>
        <translation>Ta sikkerhetskopi når prosjektet &amp;lukkes</translation>
    </message>
    <message>
        <source>Backup Folder</source>
        <translation>Mappe for sikkerhetskopier</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n element</numerusform>
            <numerusform>%n elementer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln ord</numerusform>
            <numerusform>%Ln ord</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeList</name>
    <message>
        <source>What changed in detail cannot be shown: %1</source>
        <translation>Kan ikke vise i detalj hva som ble endret: %1</translation>
    </message>
    <message>
        <source>Undo this turn</source>
        <translation>Angre denne runden</translation>
    </message>
    <message>
        <source>Take back every change of this turn (your own edits stay)</source>
        <translation>Angre alle endringene i denne runden (dine egne endringer beholdes)</translation>
    </message>
    <message>
        <source>To undo these changes now, use Edit ▸ Assistant History…</source>
        <translation>For å angre disse endringene nå, bruk Rediger ▸ Assistenthistorikk…</translation>
    </message>
    <message numerus="yes">
        <source>Changes undone: %Ln</source>
        <translation>
            <numerusform>%Ln endring angret</numerusform>
            <numerusform>%Ln endringer angret</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes made: %Ln</source>
        <translation>
            <numerusform>%Ln endring gjort</numerusform>
            <numerusform>%Ln endringer gjort</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing in the project was changed.</source>
        <translation>Ingenting i prosjektet ble endret.</translation>
    </message>
</context>
<context>
    <name>ChangeRow</name>
    <message>
        <source>Show what changed in detail</source>
        <translation>Vis i detalj hva som ble endret</translation>
    </message>
    <message>
        <source>Revert this change</source>
        <translation>Tilbakefør</translation>
    </message>
    <message>
        <source>Take back only this change, as a new step you can undo</source>
        <translation>Tilbakefør bare denne endringen, som et nytt steg du kan angre</translation>
    </message>
    <message>
        <source>Reverted (as a new step you can undo).</source>
        <translation>Tilbakeført (som et nytt steg du kan angre).</translation>
    </message>
</context>
<context>
    <name>ChangeText</name>
    <message numerus="yes">
        <source>… and %n more paragraphs</source>
        <translation>
            <numerusform>… og %n avsnitt til</numerusform>
            <numerusform>… og %n avsnitt til</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>New note %1 %2</source>
        <translation>Nytt notat %1 %2</translation>
    </message>
    <message>
        <source>New scene %1 %2</source>
        <translation>Ny scene %1 %2</translation>
    </message>
    <message>
        <source>New chapter %1 %2</source>
        <translation>Nytt kapittel %1 %2</translation>
    </message>
    <message>
        <source>New document %1 %2</source>
        <translation>Nytt dokument %1 %2</translation>
    </message>
    <message>
        <source>New part %1 %2</source>
        <translation>Ny del %1 %2</translation>
    </message>
    <message>
        <source>New folder %1 %2</source>
        <translation>Ny mappe %1 %2</translation>
    </message>
    <message>
        <source>New character %1</source>
        <translation>Ny person %1</translation>
    </message>
    <message>
        <source>New place %1</source>
        <translation>Nytt sted %1</translation>
    </message>
    <message>
        <source>New item %1</source>
        <translation>Ny gjenstand %1</translation>
    </message>
    <message>
        <source>New faction %1</source>
        <translation>Ny fraksjon %1</translation>
    </message>
    <message>
        <source>New entity %1</source>
        <translation>Nytt oppslag %1</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>Slettet %1</translation>
    </message>
    <message>
        <source>Moved %1 to the trash</source>
        <translation>Flyttet %1 til papirkurven</translation>
    </message>
    <message>
        <source>Restored %1 from the trash</source>
        <translation>Hentet %1 tilbake fra papirkurven</translation>
    </message>
    <message>
        <source>Changed the text of %1</source>
        <translation>Endret teksten i %1</translation>
    </message>
    <message>
        <source>Added text to %1</source>
        <translation>La til tekst i %1</translation>
    </message>
    <message>
        <source>Removed text from %1</source>
        <translation>Fjernet tekst fra %1</translation>
    </message>
    <message>
        <source>Changed the details of %1</source>
        <translation>Endret opplysningene om %1</translation>
    </message>
    <message>
        <source>Changed the kind of %1</source>
        <translation>Endret typen for %1</translation>
    </message>
    <message>
        <source>Marked %1 private</source>
        <translation>Merket %1 som privat</translation>
    </message>
    <message>
        <source>Marked a field of %1 private</source>
        <translation>Merket et felt i %1 som privat</translation>
    </message>
    <message>
        <source>Changed a field of %1</source>
        <translation>Endret et felt i %1</translation>
    </message>
    <message>
        <source>Removed a field of %1</source>
        <translation>Fjernet et felt fra %1</translation>
    </message>
    <message>
        <source>Reordered the fields of %1</source>
        <translation>Endret rekkefølgen på feltene i %1</translation>
    </message>
    <message>
        <source>Added another name for %1</source>
        <translation>La til et annet navn på %1</translation>
    </message>
    <message>
        <source>Removed another name of %1</source>
        <translation>Fjernet et annet navn på %1</translation>
    </message>
    <message>
        <source>Changed the notes on %1</source>
        <translation>Endret notatene om %1</translation>
    </message>
    <message>
        <source>Changed the project’s details</source>
        <translation>Endret opplysningene om prosjektet</translation>
    </message>
    <message>
        <source>Changed the project’s settings</source>
        <translation>Endret prosjektinnstillingene</translation>
    </message>
    <message>
        <source>Renamed %1 to %2</source>
        <translation>Endret navn på %1 til %2</translation>
    </message>
    <message>
        <source>Moved %1, now %2</source>
        <translation>Flyttet %1, nå %2</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>Endret %1</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>i papirkurven</translation>
    </message>
    <message>
        <source>not in the project</source>
        <translation>utenfor prosjektet</translation>
    </message>
    <message>
        <source>at the end of the project</source>
        <translation>sist i prosjektet</translation>
    </message>
    <message>
        <source>at the start of the project</source>
        <translation>først i prosjektet</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>etter %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>i %1</translation>
    </message>
    <message>
        <source>at the end of %1</source>
        <translation>sist i %1</translation>
    </message>
    <message>
        <source>at the start of %1</source>
        <translation>først i %1</translation>
    </message>
    <message>
        <source>in %1, after %2</source>
        <translation>i %1, etter %2</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Stikkord</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Sammendrag</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Word target</source>
        <translation>Ordmål</translation>
    </message>
    <message>
        <source>Other names</source>
        <translation>Andre navn</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notater</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Forfatter</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Språk</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plassering</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papirkurv</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Previously %1</source>
        <translation>Før: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (new)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;(new)&quot; must not agree with it.</extracomment>
        <translation>%1: %2 (ny verdi)</translation>
    </message>
    <message>
        <source>%1: none (was %2)</source>
        <extracomment>%1 is a field&apos;s name, of any gender: &quot;none&quot; must not agree with it.</extracomment>
        <translation>%1: ingen verdi (før: %2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>Fields reordered</source>
        <translation>Ny rekkefølge på feltene</translation>
    </message>
    <message>
        <source>Another name: %1</source>
        <translation>Annet navn: %1</translation>
    </message>
    <message>
        <source>No longer called %1</source>
        <translation>Heter ikke lenger %1</translation>
    </message>
    <message>
        <source>Nothing else changed.</source>
        <translation>Ingenting annet ble endret.</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>Lagt til: %1</translation>
    </message>
    <message>
        <source>Removed: %1</source>
        <translation>Fjernet: %1</translation>
    </message>
</context>
<context>
    <name>ChapterText</name>
    <message>
        <source>(chapter text)</source>
        <translation>(kapitteltekst)</translation>
    </message>
    <message>
        <source>The text of “%1” before its scenes (its document keeps the chapter&apos;s title)</source>
        <translation>Teksten i «%1» før scenene (dokumentet beholder tittelen på kapitlet)</translation>
    </message>
</context>
<context>
    <name>CloseButton</name>
    <message>
        <source>Close Tab</source>
        <translation>Lukk fane</translation>
    </message>
</context>
<context>
    <name>ComposeBox</name>
    <message>
        <source>Editing an earlier question: the conversation will go on from there.</source>
        <translation>Du redigerer et tidligere spørsmål: samtalen fortsetter derfra.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project. Every change is listed and can be undone.</source>
        <translation>Endringsmodus: assistenten kan endre prosjektet. Hver endring vises i en liste og kan angres.</translation>
    </message>
    <message>
        <source>Question for the assistant</source>
        <translation>Spørsmål til assistenten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
    <message>
        <source>Add to this turn</source>
        <translation>Legg til i denne runden</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step; Stop still stops</source>
        <translation>Assistenten leser det før neste steg; «Stopp» stopper den fortsatt</translation>
    </message>
    <message>
        <source>Open a project to ask about it.</source>
        <translation>Åpne et prosjekt for å spørre om det.</translation>
    </message>
    <message>
        <source>Connect a model to ask about your project.</source>
        <translation>Koble til en modell for å spørre om prosjektet.</translation>
    </message>
    <message>
        <source>Add to this turn: a correction the assistant reads before its next step… (Enter adds)</source>
        <translation>Legg til i denne runden: en rettelse assistenten leser før neste steg… (Enter legger til)</translation>
    </message>
    <message>
        <source>Tell the assistant what to change… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Si hva assistenten skal endre… (Enter sender, Shift+Enter gir ny linje)</translation>
    </message>
    <message>
        <source>Ask about your project… (Enter sends, Shift+Enter for a new line)</source>
        <translation>Spør om prosjektet… (Enter sender, Shift+Enter gir ny linje)</translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message>
        <source>Connect a model</source>
        <translation>Koble til en modell</translation>
    </message>
    <message>
        <source>The assistant needs a language model to read your project and answer. Choose one of two ways:</source>
        <translation>Assistenten trenger en språkmodell for å lese prosjektet og svare. Velg en av to måter:</translation>
    </message>
    <message>
        <source>&lt;b&gt;A cloud model&lt;/b&gt; (OpenAI, Anthropic or OpenRouter): create an API key on the provider&apos;s website, then open Settings, choose the provider and paste the key. It is kept in your system&apos;s keyring. Your questions and the passages the assistant reads are sent to that provider.</source>
        <translation>&lt;b&gt;En skymodell&lt;/b&gt; (OpenAI, Anthropic eller OpenRouter): lag en API-nøkkel på leverandørens nettsted, åpne Innstillinger, velg leverandøren og lim inn nøkkelen. Den oppbevares i systemets nøkkelring. Spørsmålene dine og avsnittene assistenten leser, sendes til denne leverandøren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A local model&lt;/b&gt;, free and private: install &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; or &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, download a model that supports tools (for example &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;), and start it. Quire finds it on this computer.</source>
        <translation>&lt;b&gt;En lokal modell&lt;/b&gt;, gratis og privat: installer &lt;a href=&apos;https://ollama.com&apos;&gt;Ollama&lt;/a&gt; eller &lt;a href=&apos;https://lmstudio.ai&apos;&gt;LM Studio&lt;/a&gt;, last ned en modell som støtter verktøy (for eksempel &lt;i&gt;ollama pull qwen2.5:7b&lt;/i&gt;), og start den. Quire finner den på denne datamaskinen.</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Se etter igjen</translation>
    </message>
    <message>
        <source>Open Settings…</source>
        <translation>Åpne innstillinger…</translation>
    </message>
    <message>
        <source>Quire has not looked for local model servers yet.</source>
        <translation>Quire har ikke lett etter lokale modellservere ennå.</translation>
    </message>
    <message>
        <source>Looking for Ollama, LM Studio and llama.cpp on this computer…</source>
        <translation>Ser etter Ollama, LM Studio og llama.cpp på denne datamaskinen…</translation>
    </message>
    <message>
        <source>No local model server is running on this computer. Start Ollama or LM Studio, then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>Ingen lokal modellserver kjører på denne datamaskinen. Start Ollama eller LM Studio, og trykk deretter «Se etter igjen».</translation>
    </message>
    <message>
        <source>Found on this computer:</source>
        <translation>Funnet på denne datamaskinen:</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Bruk %1</translation>
    </message>
    <message>
        <source>%1 is running but has no models yet. Download one (for example “ollama pull qwen2.5:7b”), then press Look again.</source>
        <extracomment>Names the button “Look again” (ConnectPage): quote it as the button reads.</extracomment>
        <translation>%1 kjører, men har ingen modeller ennå. Last ned en (for eksempel «ollama pull qwen2.5:7b»), og trykk deretter «Se etter igjen».</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, with the model it has loaded</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, med modellen den har lastet inn</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 og %Ln til</numerusform>
            <numerusform>%1 og %Ln til</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>Quire could not save the settings: %1</source>
        <translation>Quire kunne ikke lagre innstillingene: %1</translation>
    </message>
</context>
<context>
    <name>ConnectionRows</name>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Leverandør:</translation>
    </message>
    <message>
        <source>Server &amp;address:</source>
        <translation>Server&amp;adresse:</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Oppdater</translation>
    </message>
    <message>
        <source>Ask the server again which models it offers</source>
        <translation>Spør serveren på nytt hvilke modeller den tilbyr</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>Forget ke&amp;y</source>
        <translation>&amp;Glem nøkkelen</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;nøkkel:</translation>
    </message>
    <message>
        <source>Local &amp;only: never send anything off this computer</source>
        <translation>Ba&amp;re lokalt: send aldri noe ut av denne datamaskinen</translation>
    </message>
    <message>
        <source>While this is on, Quire refuses every model server that is not on this computer (such as the cloud providers), and sends it nothing.</source>
        <translation>Så lenge dette er slått på, avviser Quire alle modellservere som ikke er på denne datamaskinen (for eksempel skyleverandørene), og sender dem ingenting.</translation>
    </message>
    <message>
        <source>Te&amp;st connection</source>
        <translation>Test tilkobl&amp;ingen</translation>
    </message>
    <message>
        <source>Press Refresh to see the models the server offers.</source>
        <extracomment>Names the button “Refresh” (ConnectionRows): quote it as the button reads.</extracomment>
        <translation>Trykk på «Oppdater» for å se modellene serveren tilbyr.</translation>
    </message>
    <message>
        <source>Other OpenAI-compatible server</source>
        <translation>Annen OpenAI-kompatibel server</translation>
    </message>
    <message>
        <source>Any (the server&apos;s model)</source>
        <translation>Hvilken som helst (serverens modell)</translation>
    </message>
    <message>
        <source>•••••• (kept)</source>
        <translation>•••••• (lagret)</translation>
    </message>
    <message>
        <source>%1 is set, but not for %2, so it is not sent there. Set %3=%4 too, or type the key here.</source>
        <translation>%1 er satt, men ikke for %2, så den sendes ikke dit. Sett også %3=%4, eller skriv inn nøkkelen her.</translation>
    </message>
    <message>
        <source>Paste your API key</source>
        <translation>Lim inn API-nøkkelen din</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Valgfritt</translation>
    </message>
    <message>
        <source>%1 needs an API key. It is stored in your system&apos;s keyring.</source>
        <translation>%1 trenger en API-nøkkel. Den lagres i systemets nøkkelring.</translation>
    </message>
    <message>
        <source>Local servers usually need no key.</source>
        <translation>Lokale servere trenger vanligvis ingen nøkkel.</translation>
    </message>
    <message>
        <source>A key is set in the system keyring. Type a new one to replace it.</source>
        <translation>En nøkkel er lagret i systemets nøkkelring. Skriv inn en ny for å erstatte den.</translation>
    </message>
    <message>
        <source>A key is set for this session only. Type a new one to replace it.</source>
        <translation>En nøkkel er lagret bare til du avslutter Quire. Skriv inn en ny for å erstatte den.</translation>
    </message>
    <message>
        <source>A key is set in the environment variable %1. Type a new one to replace it.</source>
        <translation>En nøkkel er lagret i miljøvariabelen %1. Skriv inn en ny for å erstatte den.</translation>
    </message>
    <message>
        <source>Asking the server for its models…</source>
        <translation>Spør serveren om modellene…</translation>
    </message>
    <message>
        <source>Models offered: %1. Pick one or type its name.</source>
        <translation>Tilgjengelige modeller: %1. Velg en, eller skriv inn navnet.</translation>
    </message>
    <message>
        <source>The server offers no models.</source>
        <translation>Serveren tilbyr ingen modeller.</translation>
    </message>
    <message>
        <source>Could not list the models: %1</source>
        <translation>Kunne ikke hente modellene: %1</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Tester…</translation>
    </message>
    <message>
        <source>Connected. Models offered: %1.</source>
        <translation>Tilkoblet. Tilgjengelige modeller: %1.</translation>
    </message>
    <message>
        <source>Connected, but the server does not offer “%1”. Choose one of its %2 models.</source>
        <translation>Tilkoblet, men serveren tilbyr ikke «%1». Velg en av de %2 modellene den har.</translation>
    </message>
</context>
<context>
    <name>ConversationBar</name>
    <message>
        <source>Conversation</source>
        <translation>Samtale</translation>
    </message>
    <message>
        <source>Conversations kept with this project</source>
        <translation>Samtaler lagret med dette prosjektet</translation>
    </message>
    <message>
        <source>Rename, delete or export this conversation</source>
        <translation>Gi nytt navn, slett eller eksporter samtalen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Gi nytt navn…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Slett…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Eksporter som Markdown…</translation>
    </message>
    <message>
        <source>Previous branch</source>
        <translation>Forrige gren</translation>
    </message>
    <message>
        <source>Next branch</source>
        <translation>Neste gren</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Ny samtale</translation>
    </message>
    <message>
        <source>Untitled conversation</source>
        <translation>Samtale uten tittel</translation>
    </message>
    <message>
        <source>Branch %1 of %2</source>
        <translation>Gren %1 av %2</translation>
    </message>
</context>
<context>
    <name>CopyMerges</name>
    <message>
        <source>Could not merge the copy</source>
        <translation>Kunne ikke slå sammen kopien</translation>
    </message>
    <message>
        <source>Merge the conflicted copy of “%1”</source>
        <translation>Slå sammen konfliktkopien av «%1»</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Kunne ikke lagre</translation>
    </message>
    <message>
        <source>Merged the conflicted copy of “%1”; the copy is kept in %2</source>
        <translation>Konfliktkopien av «%1» er slått sammen; kopien er tatt vare på i %2</translation>
    </message>
</context>
<context>
    <name>Corkboard</name>
    <message>
        <source>Corkboard</source>
        <translation>Korktavle</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>Øverste nivå</translation>
    </message>
</context>
<context>
    <name>CorrectionList</name>
    <message>
        <source>You added:</source>
        <translation>Du la til:</translation>
    </message>
    <message>
        <source>The assistant reads it before its next step.</source>
        <translation>Assistenten leser det før neste steg.</translation>
    </message>
    <message>
        <source>Not read: the turn ended first. Send it as a new question.</source>
        <translation>Ikke lest: runden var over først. Send det som et nytt spørsmål.</translation>
    </message>
</context>
<context>
    <name>CostSettingsGroup</name>
    <message>
        <source>Costs and budget</source>
        <translation>Kostnader og budsjett</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>No budget</source>
        <translation>Uten budsjett</translation>
    </message>
    <message>
        <source>A turn stops once it has spent this many tokens, as when it runs out of steps; Keep going goes on with a fresh budget</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>En runde stopper når den har brukt så mange tokens, som når den går tom for steg; «Fortsett» går videre med et nytt budsjett</translation>
    </message>
    <message>
        <source>% of the project</source>
        <translation> % av prosjektet</translation>
    </message>
    <message>
        <source>Never ask</source>
        <translation>Spør aldri</translation>
    </message>
    <message>
        <source>Show an estimate of the cost and ask first before a turn reads more</source>
        <translation>Vis et overslag over kostnaden og spør først før en runde leser mer</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>How often one request may be handed from one specialist to another</source>
        <translation>Hvor mange ganger én forespørsel kan gå fra én spesialist til en annen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Inndata</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Inndata fra mellomlager</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Utdata</translation>
    </message>
    <message>
        <source>What your provider charges per million tokens; Quire shows money next to tokens for these models</source>
        <translation>Hva leverandøren tar per million tokens; for disse modellene viser Quire beløpet ved siden av tokens</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Valuta:</translation>
    </message>
    <message>
        <source>Add price</source>
        <translation>Ny pris</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Prices per million tokens:</source>
        <translation>Priser per million tokens:</translation>
    </message>
    <message>
        <source> MB at most</source>
        <translation> MB maks.</translation>
    </message>
    <message>
        <source>Keep none</source>
        <translation>Behold ingen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Tøm</translation>
    </message>
    <message>
        <source>Token bu&amp;dget per turn:</source>
        <translation>Tokenbu&amp;dsjett per runde:</translation>
    </message>
    <message>
        <source>Ask before readin&amp;g more than:</source>
        <translation>Spør &amp;hvis den vil lese mer enn:</translation>
    </message>
    <message>
        <source>Ha&amp;ndoffs per turn:</source>
        <translation>O&amp;verleveringer per runde:</translation>
    </message>
    <message>
        <source>Forget the summaries kept for this project; they are written again when needed</source>
        <translation>Glem sammendragene som er lagret for dette prosjektet; de skrives på nytt ved behov</translation>
    </message>
    <message>
        <source>Summaries kept:</source>
        <translation>Lagrede sammendrag:</translation>
    </message>
    <message>
        <source>%1 tokens a turn</source>
        <translation>%1 tokens per runde</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>uten budsjett</translation>
    </message>
    <message numerus="yes">
        <source>prices for %Ln model(s)</source>
        <translation>
            <numerusform>priser for %Ln modell</numerusform>
            <numerusform>priser for %Ln modeller</numerusform>
        </translation>
    </message>
    <message>
        <source>no prices</source>
        <translation>ingen priser</translation>
    </message>
    <message>
        <source>as input</source>
        <translation>som inndata</translation>
    </message>
    <message>
        <source>Cleared %1 MB.</source>
        <translation>Frigjorde %1 MB.</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>Ingen prosjekter er åpne.</translation>
    </message>
    <message>
        <source>%1 MB kept for this project</source>
        <translation>%1 MB lagret for dette prosjektet</translation>
    </message>
</context>
<context>
    <name>CountSection</name>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln ord</numerusform>
            <numerusform>%Ln ord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters with spaces</source>
        <translation>
            <numerusform>%Ln tegn med mellomrom</numerusform>
            <numerusform>%Ln tegn med mellomrom</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>…and %Ln more</source>
        <translation>
            <numerusform>…og %Ln til</numerusform>
            <numerusform>…og %Ln til</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” opened, but %Ln files had problems.</source>
        <translation>
            <numerusform>«%1» ble åpnet, men %Ln fil hadde problemer.</numerusform>
            <numerusform>«%1» ble åpnet, men %Ln filer hadde problemer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them are conflicted copies, left by a sync service or by git: Quire can merge each with the version open here, and keeps the copy until you accept.</source>
        <translation>
            <numerusform>%Ln av dem er en konfliktkopi, lagt igjen av en synkroniseringstjeneste eller av git: Quire kan slå den sammen med versjonen som er åpen her, og tar vare på kopien til du godtar.</numerusform>
            <numerusform>%Ln av dem er konfliktkopier, lagt igjen av en synkroniseringstjeneste eller av git: Quire kan slå hver av dem sammen med versjonen som er åpen her, og tar vare på kopien til du godtar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln places were changed differently on both sides: you choose what stays there, in the next window.</source>
        <translation>
            <numerusform>%Ln sted ble endret ulikt på begge sider: du velger hva som blir stående der, i neste vindu.</numerusform>
            <numerusform>%Ln steder ble endret ulikt på begge sider: du velger hva som blir stående der, i neste vindu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Quire ran into a problem</source>
        <translation>Quire støtte på et problem</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire.</source>
        <translation>Noe gikk galt inne i Quire.</translation>
    </message>
    <message>
        <source>What happened: %1</source>
        <translation>Hva som skjedde: %1</translation>
    </message>
    <message>
        <source>You can go on working. If it happens again, please send the details below with a problem report.</source>
        <translation>Du kan fortsette å arbeide. Hvis det skjer igjen, send detaljene nedenfor med en feilrapport.</translation>
    </message>
    <message>
        <source>Details of the problem</source>
        <translation>Detaljer om problemet</translation>
    </message>
    <message>
        <source>Open Log</source>
        <translation>Åpne loggen</translation>
    </message>
    <message>
        <source>Copy Details</source>
        <translation>Kopier detaljene</translation>
    </message>
    <message>
        <source>Your unsaved changes were saved.</source>
        <translation>Endringene som ikke var lagret, ble lagret.</translation>
    </message>
    <message>
        <source>Your unsaved changes could not be saved. Try File ▸ Save, and keep a copy of the text you were working on before you quit.</source>
        <translation>Endringene som ikke var lagret, kunne ikke lagres. Prøv Fil ▸ Lagre, og ta vare på en kopi av teksten du arbeidet med før du avslutter.</translation>
    </message>
    <message>
        <source>Nothing was left unsaved.</source>
        <translation>Ingenting var ulagret.</translation>
    </message>
</context>
<context>
    <name>DecisionWords</name>
    <message>
        <source>Approved by you</source>
        <translation>Godkjent av deg</translation>
    </message>
    <message>
        <source>Approved by you, with the rest of the run</source>
        <translation>Godkjent av deg, sammen med resten av kjøringen</translation>
    </message>
    <message>
        <source>Refused by you</source>
        <translation>Avvist av deg</translation>
    </message>
    <message>
        <source>Not made: you stopped the assistant</source>
        <translation>Ikke gjort: du stoppet assistenten</translation>
    </message>
    <message>
        <source>Not made: the run ended before anyone decided</source>
        <translation>Ikke gjort: kjøringen tok slutt før noen bestemte</translation>
    </message>
    <message>
        <source>Not made: it needed your approval and nobody could be asked</source>
        <translation>Ikke gjort: den trengte godkjenningen din, og ingen kunne spørres</translation>
    </message>
    <message>
        <source>Made: the approval policy asks about no change</source>
        <translation>Gjort: innstillingen spør ikke om noen endring</translation>
    </message>
    <message>
        <source>Made: the approval policy asks only about deletions and large rewrites</source>
        <translation>Gjort: innstillingen spør bare om slettinger og store omskrivinger</translation>
    </message>
    <message>
        <source>Made: you approved all of this run’s changes</source>
        <translation>Gjort: du godkjente alle endringene i denne kjøringen</translation>
    </message>
    <message>
        <source>every change asks</source>
        <translation>det spørres om hver endring</translation>
    </message>
    <message>
        <source>deletions and large rewrites ask</source>
        <translation>det spørres om slettinger og store omskrivinger</translation>
    </message>
    <message>
        <source>the turn’s changes together rewrite a large part</source>
        <translation>endringene i runden skriver til sammen om en stor del</translation>
    </message>
    <message>
        <source>it is outside what you asked</source>
        <translation>den er utenfor det du ba om</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it (%1)</source>
        <translation>Gjort: kontrolløren godtok den (%1)</translation>
    </message>
    <message>
        <source>Made: the reviewer passed it</source>
        <translation>Gjort: kontrolløren godtok den</translation>
    </message>
    <message>
        <source>Refused by you: %1</source>
        <translation>Avvist av deg: %1</translation>
    </message>
    <message>
        <source>Approved by you, but it could not be made</source>
        <translation>Godkjent av deg, men den kunne ikke gjøres</translation>
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
        <translation>du tok med %1 av %2 deler, noen med dine egne ord</translation>
    </message>
    <message>
        <source>you took %1 of %2 parts</source>
        <translation>du tok med %1 av %2 deler</translation>
    </message>
    <message>
        <source>in your own words</source>
        <translation>med dine egne ord</translation>
    </message>
    <message>
        <source>the reviewer flagged it: %1</source>
        <translation>kontrolløren markerte den: %1</translation>
    </message>
    <message>
        <source>the reviewer flagged it</source>
        <translation>kontrolløren markerte den</translation>
    </message>
    <message>
        <source>the reviewer could not check it</source>
        <translation>kontrolløren kunne ikke sjekke den</translation>
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
        <translation>Slå sammen med filene på disken</translation>
    </message>
    <message>
        <source>Could not merge</source>
        <translation>Kunne ikke slå sammen</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Kunne ikke lagre</translation>
    </message>
</context>
<context>
    <name>DocumentEditor</name>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
    </message>
    <message>
        <source>Document title</source>
        <translation>Dokumentets tittel</translation>
    </message>
    <message>
        <source>Document text</source>
        <translation>Dokumentets tekst</translation>
    </message>
    <message>
        <source>Typing in “{title}”</source>
        <translation>Skriving i «{title}»</translation>
    </message>
    <message>
        <source>The assistant is changing this document. You can edit it again when its turn ends.</source>
        <translation>Assistenten endrer dette dokumentet. Du kan redigere det igjen når runden er over.</translation>
    </message>
    <message>
        <source>Smart punctuation</source>
        <translation>Typografisk tegnsetting</translation>
    </message>
    <message>
        <source>Convert quotes in “{title}”</source>
        <translation>Konverter anførselstegn i «{title}»</translation>
    </message>
    <message>
        <source>Bold</source>
        <translation>Fet</translation>
    </message>
    <message>
        <source>Italic</source>
        <translation>Kursiv</translation>
    </message>
    <message>
        <source>No suggestions</source>
        <translation>Ingen forslag</translation>
    </message>
    <message>
        <source>Add “{word}” to Project Dictionary</source>
        <translation>Legg «{word}» til i prosjektordlisten</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Endre navn på «{old}» til «{new}»</translation>
    </message>
</context>
<context>
    <name>DocumentFieldsSection</name>
    <message numerus="yes">
        <source>Fields (%n)</source>
        <translation>
            <numerusform>Felter (%n)</numerusform>
            <numerusform>Felter (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>This document&apos;s own fields, such as those an import brought along</source>
        <translation>Dokumentets egne felter, for eksempel de en import tok med</translation>
    </message>
</context>
<context>
    <name>EditorSettingsGroup</name>
    <message>
        <source>Editor</source>
        <translation>Redigering</translation>
    </message>
    <message>
        <source>Reading serif (automatic)</source>
        <translation>Seriffskrift for lesing (automatisk)</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source> characters</source>
        <translation> tegn</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lyst</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Mørkt</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>Skriftt&amp;ype:</translation>
    </message>
    <message>
        <source>Font si&amp;ze:</source>
        <translation>Skrift&amp;størrelse:</translation>
    </message>
    <message>
        <source>Line &amp;width:</source>
        <translation>Lin&amp;jebredde:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>&amp;Tema:</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>Not saved yet</source>
        <translation>Ikke lagret ennå</translation>
    </message>
</context>
<context>
    <name>EntityEditor</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Other names, separated by commas</source>
        <translation>Andre navn, atskilt med komma</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notater</translation>
    </message>
    <message>
        <source>Edit notes of “{name}”</source>
        <translation>Rediger notatene for «{name}»</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>The assistant is changing this entry. You can edit it again when its turn ends.</source>
        <translation>Assistenten endrer dette oppslaget. Du kan redigere det igjen når runden er over.</translation>
    </message>
    <message>
        <source>Fields: values from the start of the series</source>
        <translation>Felter: verdier fra starten av serien</translation>
    </message>
    <message>
        <source>That change was not possible: {reason}</source>
        <translation>Den endringen var ikke mulig: {reason}</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Endre navn på «{old}» til «{new}»</translation>
    </message>
    <message>
        <source>Change aliases of “{name}”</source>
        <translation>Endre aliasene for «{name}»</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Verdi</translation>
    </message>
    <message>
        <source>Add a field</source>
        <translation>Legg til et felt</translation>
    </message>
    <message>
        <source>Remove the selected field</source>
        <translation>Fjern det valgte feltet</translation>
    </message>
    <message>
        <source>Move the field up</source>
        <translation>Flytt feltet opp</translation>
    </message>
    <message>
        <source>Move the field down</source>
        <translation>Flytt feltet ned</translation>
    </message>
    <message>
        <source>Set “{field}” of “{name}”</source>
        <translation>Angi «{field}» for «{name}»</translation>
    </message>
    <message>
        <source>“{name}” already has a field called “{field}”.</source>
        <translation>«{name}» har allerede et felt som heter «{field}».</translation>
    </message>
    <message>
        <source>Rename field “{old}” to “{new}”</source>
        <translation>Endre navn på feltet «{old}» til «{new}»</translation>
    </message>
    <message>
        <source>New field</source>
        <translation>Nytt felt</translation>
    </message>
    <message>
        <source>Add field to “{name}”</source>
        <translation>Legg til felt i «{name}»</translation>
    </message>
    <message>
        <source>Remove field “{field}” of “{name}”</source>
        <translation>Fjern feltet «{field}» fra «{name}»</translation>
    </message>
    <message>
        <source>Move field “{field}”</source>
        <translation>Flytt feltet «{field}»</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>Open Settings…</source>
        <translation>Åpne innstillinger…</translation>
    </message>
    <message>
        <source>Choose a model…</source>
        <translation>Velg en modell…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Start a new conversation</source>
        <translation>Start en ny samtale</translation>
    </message>
    <message>
        <source>The model provider did not accept the API key.</source>
        <translation>Modelleverandøren godtok ikke API-nøkkelen.</translation>
    </message>
    <message>
        <source>Open Settings and enter a valid key for this provider.</source>
        <translation>Åpne Innstillinger og skriv inn en gyldig nøkkel for denne leverandøren.</translation>
    </message>
    <message>
        <source>Your API key is not allowed to use this model.</source>
        <translation>API-nøkkelen din har ikke tilgang til denne modellen.</translation>
    </message>
    <message>
        <source>Choose a model your account may use, or use a key with access to it.</source>
        <translation>Velg en modell kontoen din har tilgang til, eller bruk en nøkkel som har tilgang til den.</translation>
    </message>
    <message>
        <source>The model provider does not know the chosen model.</source>
        <translation>Modelleverandøren kjenner ikke den valgte modellen.</translation>
    </message>
    <message>
        <source>Choose another model in Settings (or check the server address).</source>
        <translation>Velg en annen modell i Innstillinger (eller sjekk serveradressen).</translation>
    </message>
    <message>
        <source>The model provider is receiving too many requests from you right now.</source>
        <translation>Modelleverandøren får for mange forespørsler fra deg akkurat nå.</translation>
    </message>
    <message>
        <source>Your account with the model provider has run out of credit or quota.</source>
        <translation>Kontoen din hos modelleverandøren er tom for kreditt eller kvote.</translation>
    </message>
    <message>
        <source>Add credit or raise the limit on the provider&apos;s website, then try again.</source>
        <translation>Fyll på kreditt eller øk grensen på leverandørens nettsted, og prøv igjen.</translation>
    </message>
    <message>
        <source>The model is overloaded at the moment.</source>
        <translation>Modellen er overbelastet akkurat nå.</translation>
    </message>
    <message>
        <source>The conversation has grown too long for this model.</source>
        <translation>Samtalen har blitt for lang for denne modellen.</translation>
    </message>
    <message>
        <source>Start a new conversation, or choose a model with a larger context window in Settings.</source>
        <translation>Start en ny samtale, eller velg en modell med større kontekstvindu i Innstillinger.</translation>
    </message>
    <message>
        <source>The model provider refused the request as malformed.</source>
        <translation>Modelleverandøren avviste forespørselen som ugyldig.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider kind in Settings.</source>
        <translation>Den valgte modellen støtter kanskje ikke verktøy; velg en annen modell, eller sjekk leverandørtypen i Innstillinger.</translation>
    </message>
    <message>
        <source>The model sent a reply Quire could not understand.</source>
        <translation>Modellen sendte et svar Quire ikke forsto.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, choose another model.</source>
        <translation>Prøv igjen; hvis problemet vedvarer, velg en annen modell.</translation>
    </message>
    <message>
        <source>The model provider had an internal error.</source>
        <translation>Modelleverandøren fikk en intern feil.</translation>
    </message>
    <message>
        <source>This is usually temporary: try again in a minute.</source>
        <translation>Dette er som regel forbigående: prøv igjen om et minutt.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the model provider.</source>
        <translation>Quire får ikke kontakt med modelleverandøren.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address in Settings.</source>
        <translation>Sjekk internettforbindelsen og serveradressen i Innstillinger.</translation>
    </message>
    <message>
        <source>The model provider took too long to answer.</source>
        <translation>Modelleverandøren brukte for lang tid på å svare.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Prøv igjen om et øyeblikk.</translation>
    </message>
    <message>
        <source>You stopped the assistant.</source>
        <translation>Du stoppet assistenten.</translation>
    </message>
    <message>
        <source>Ask again or press Keep going when you are ready.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Spør igjen, eller trykk «Fortsett» når du er klar.</translation>
    </message>
    <message>
        <source>The assistant is not set up yet, or its settings are incomplete.</source>
        <translation>Assistenten er ikke satt opp ennå, eller innstillingene er ufullstendige.</translation>
    </message>
    <message>
        <source>Open Settings to choose a provider and a model.</source>
        <translation>Åpne Innstillinger for å velge leverandør og modell.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was too large, so Quire stopped reading it.</source>
        <translation>Svaret fra serveren var for stort, så Quire sluttet å lese det.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, check the server address in Settings.</source>
        <translation>Prøv igjen; hvis problemet vedvarer, sjekk serveradressen i Innstillinger.</translation>
    </message>
    <message>
        <source>The server sent Quire to another address (%1) instead of answering.</source>
        <translation>Serveren sendte Quire videre til en annen adresse (%1) i stedet for å svare.</translation>
    </message>
    <message>
        <source>Quire does not follow such redirects. If that address is right, enter it in Settings.</source>
        <translation>Quire følger ikke slike omdirigeringer. Hvis den adressen er riktig, skriv den inn i Innstillinger.</translation>
    </message>
    <message>
        <source>Local only is on, and %1 is not on this computer, so Quire sent it nothing.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>«Bare lokalt» er slått på, og %1 er ikke på denne datamaskinen, så Quire sendte ingenting dit.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer in Settings, or turn Local only off there.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Velg en modellserver på denne datamaskinen i Innstillinger, eller slå av «Bare lokalt» der.</translation>
    </message>
    <message>
        <source>This request held private text from %1, so Quire did not send it to the model.</source>
        <translation>Denne forespørselen inneholdt privat tekst fra %1, så Quire sendte den ikke til modellen.</translation>
    </message>
    <message>
        <source>Private material stays on this computer. Ask without it, or use a model on this computer and let it read private material in Settings.</source>
        <translation>Privat materiale blir på denne datamaskinen. Spør uten det, eller bruk en modell på denne datamaskinen og la den lese privat materiale i Innstillinger.</translation>
    </message>
    <message>
        <source>Quire cannot connect to the local model server at %1.</source>
        <translation>Quire får ikke kontakt med den lokale modellserveren på %1.</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address in Settings, then try again.</source>
        <translation>Kjører serveren (for eksempel Ollama eller LM Studio)? Start den, eller sjekk adressen i Innstillinger, og prøv igjen.</translation>
    </message>
    <message>
        <source>The local model server took too long to answer.</source>
        <translation>Den lokale modellserveren brukte for lang tid på å svare.</translation>
    </message>
    <message>
        <source>A large model on a small computer can be slow: try again, or choose a smaller model.</source>
        <translation>En stor modell på en liten datamaskin kan være treg: prøv igjen, eller velg en mindre modell.</translation>
    </message>
    <message>
        <source>Enter a valid key for this provider above.</source>
        <translation>Skriv inn en gyldig nøkkel for denne leverandøren ovenfor.</translation>
    </message>
    <message>
        <source>Choose another model above (or check the server address).</source>
        <translation>Velg en annen modell ovenfor (eller kontroller serveradressen).</translation>
    </message>
    <message>
        <source>Choose a model with a larger context window.</source>
        <translation>Velg en modell med et større kontekstvindu.</translation>
    </message>
    <message>
        <source>The chosen model may not support tools; choose another model, or check the provider above.</source>
        <translation>Den valgte modellen støtter kanskje ikke verktøy. Velg en annen modell, eller kontroller leverandøren ovenfor.</translation>
    </message>
    <message>
        <source>Check your internet connection and the server address above.</source>
        <translation>Kontroller internettforbindelsen og serveradressen ovenfor.</translation>
    </message>
    <message>
        <source>Choose a provider and a model above.</source>
        <translation>Velg en leverandør og en modell ovenfor.</translation>
    </message>
    <message>
        <source>Choose a model server on this computer, or untick Local only.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>Velg en modellserver på denne datamaskinen, eller fjern haken ved «Bare lokalt».</translation>
    </message>
    <message>
        <source>Is the server (for example Ollama or LM Studio) running? Start it, or check the address above.</source>
        <translation>Kjører serveren (for eksempel Ollama eller LM Studio)? Start den, eller kontroller adressen ovenfor.</translation>
    </message>
    <message>
        <source>Something went wrong inside Quire&apos;s assistant.</source>
        <translation>Noe gikk galt i Quires assistent.</translation>
    </message>
    <message>
        <source>Try again; if it keeps happening, please report it with the details below.</source>
        <translation>Prøv igjen; hvis problemet vedvarer, meld fra om det med detaljene nedenfor.</translation>
    </message>
    <message>
        <source>Wait a minute, then try again.</source>
        <translation>Vent et minutt, og prøv igjen.</translation>
    </message>
    <message numerus="yes">
        <source>Wait about %Ln seconds, then try again.</source>
        <translation>
            <numerusform>Vent omtrent %Ln sekund, og prøv igjen.</numerusform>
            <numerusform>Vent omtrent %Ln sekunder, og prøv igjen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateCard</name>
    <message>
        <source>Before the assistant reads on</source>
        <translation>Før assistenten leser videre</translation>
    </message>
    <message>
        <source>Don&apos;t read it</source>
        <translation>Ikke les</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Les videre</translation>
    </message>
    <message>
        <source>Summarising “%1”</source>
        <translation>Å lage sammendrag av «%1»</translation>
    </message>
    <message>
        <source>Summarising the whole project</source>
        <translation>Å lage sammendrag av hele prosjektet</translation>
    </message>
    <message numerus="yes">
        <source>%1 reads %Ln document(s) not summarised yet (%2 words):</source>
        <translation>
            <numerusform>%1 betyr å lese %Ln dokument som ikke har sammendrag ennå (%2 ord):</numerusform>
            <numerusform>%1 betyr å lese %Ln dokumenter som ikke har sammendrag ennå (%2 ord):</numerusform>
        </translation>
    </message>
    <message>
        <source>This request has read %1% of the project. Reading on sends the rest of it:</source>
        <translation>Denne forespørselen har allerede lest %1 % av prosjektet. Å lese videre sender resten:</translation>
    </message>
    <message>
        <source>about %1 tokens</source>
        <translation>omtrent %1 tokens</translation>
    </message>
    <message>
        <source>This turn&apos;s budget has %1 tokens left: the assistant will stop there, and can go on after.</source>
        <translation>Budsjettet for denne runden har %1 tokens igjen: assistenten stopper der og kan fortsette etterpå.</translation>
    </message>
    <message>
        <source>Summaries are kept, so asking again costs only what changed.</source>
        <translation>Sammendragene lagres, så å spørre på nytt koster bare det som er endret.</translation>
    </message>
    <message>
        <source>You let the assistant read on.</source>
        <translation>Du lot assistenten lese videre.</translation>
    </message>
    <message>
        <source>Not read: the assistant answers from what it has.</source>
        <translation>Ikke lest: assistenten svarer ut fra det den har.</translation>
    </message>
    <message>
        <source>Not read: you stopped the assistant.</source>
        <translation>Ikke lest: du stoppet assistenten.</translation>
    </message>
    <message>
        <source>Not read.</source>
        <translation>Ikke lest.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Manuscript</source>
        <translation>Eksporter manuskript</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksporter</translation>
    </message>
    <message>
        <source>Word document (DOCX)</source>
        <translation>Word-dokument (DOCX)</translation>
    </message>
    <message>
        <source>OpenDocument text (ODT)</source>
        <translation>OpenDocument-tekst (ODT)</translation>
    </message>
    <message>
        <source>E-book (EPUB 3)</source>
        <translation>E-bok (EPUB 3)</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Web page (HTML)</source>
        <translation>Nettside (HTML)</translation>
    </message>
    <message>
        <source>Markdown, one file</source>
        <translation>Markdown, én fil</translation>
    </message>
    <message>
        <source>Plain text</source>
        <translation>Ren tekst</translation>
    </message>
    <message>
        <source>Making a PDF needs LibreOffice or a LaTeX engine.</source>
        <translation>For å lage PDF trengs LibreOffice eller et LaTeX-system.</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bla gjennom…</translation>
    </message>
    <message>
        <source>&amp;Save as:</source>
        <translation>&amp;Lagre som:</translation>
    </message>
    <message>
        <source>What goes in</source>
        <translation>Hva som blir med</translation>
    </message>
    <message>
        <source>Part headings</source>
        <translation>Overskrifter for deler</translation>
    </message>
    <message>
        <source>Leave out documents whose status is:</source>
        <translation>Utelat dokumenter med status:</translation>
    </message>
    <message>
        <source>(no document has a status)</source>
        <translation>(ingen dokumenter har status)</translation>
    </message>
    <message>
        <source>Parts of the tree (untick what stays out):</source>
        <translation>Deler av treet (fjern haken for det som skal stå utenfor):</translation>
    </message>
    <message>
        <source>How it looks</source>
        <translation>Utseende</translation>
    </message>
    <message>
        <source>Title page</source>
        <translation>Tittelside</translation>
    </message>
    <message>
        <source>“%1” by %2</source>
        <translation>«%1» av %2</translation>
    </message>
    <message>
        <source>(no author set)</source>
        <translation>(ingen forfatter oppgitt)</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>valgfritt</translation>
    </message>
    <message>
        <source>S&amp;ubtitle:</source>
        <translation>&amp;Undertittel:</translation>
    </message>
    <message>
        <source>&amp;Number parts and chapters</source>
        <translation>&amp;Nummerer deler og kapitler</translation>
    </message>
    <message>
        <source>Scene s&amp;eparator:</source>
        <translation>&amp;Skilletegn mellom scener:</translation>
    </message>
    <message>
        <source>Standard &amp;manuscript format</source>
        <translation>Standard &amp;manusformat</translation>
    </message>
    <message>
        <source>12 pt serif, double spacing, 1-inch margins, chapters on a new page, and a header with your surname, the title and the page number.</source>
        <translation>Seriffskrift i 12 pt, dobbel linjeavstand, marger på én tomme, hvert kapittel på ny side og en topptekst med etternavnet ditt, tittelen og sidetallet.</translation>
    </message>
    <message>
        <source>For DOCX, ODT and PDF.</source>
        <translation>For DOCX, ODT og PDF.</translation>
    </message>
    <message>
        <source>pandoc, which Quire exports with, is not installed.</source>
        <translation>pandoc, som Quire eksporterer med, er ikke installert.</translation>
    </message>
    <message>
        <source>Made with %1 from the DOCX (the manuscript format applies).</source>
        <translation>Lages med %1 fra DOCX-filen (manusformatet gjelder).</translation>
    </message>
    <message>
        <source>Made with pandoc and %1.</source>
        <translation>Lages med pandoc og %1.</translation>
    </message>
    <message>
        <source>PDF is not available: it needs LibreOffice or a LaTeX engine.</source>
        <translation>PDF er ikke tilgjengelig: det trengs LibreOffice eller et LaTeX-system.</translation>
    </message>
    <message>
        <source>Made with %1.</source>
        <translation>Lages med %1.</translation>
    </message>
    <message>
        <source>These choices cannot be exported.</source>
        <translation>Kan ikke eksportere med disse valgene.</translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Dokumenter: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Ord: %1</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Velg filen det skal eksporteres til.</translation>
    </message>
    <message>
        <source>“%1” is a folder. Choose a file name.</source>
        <translation>«%1» er en mappe. Velg et filnavn.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Eksporten mislyktes: %1</translation>
    </message>
    <message>
        <source>The export was cancelled; nothing was written.</source>
        <translation>Eksporten ble avbrutt; ingenting ble skrevet.</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Kapitler</translation>
    </message>
    <message>
        <source>Scenes</source>
        <translation>Scener</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notater</translation>
    </message>
    <message>
        <source>Texts</source>
        <translation>Tekster</translation>
    </message>
</context>
<context>
    <name>ExportFailureText</name>
    <message>
        <source>“%1” is inside the project folder “%2”. An export never writes into its own project: choose a file outside it.</source>
        <translation>«%1» ligger i prosjektmappen «%2». En eksport skriver aldri inn i sitt eget prosjekt: velg en fil utenfor den.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert the manuscript within %Ln second(s) and was stopped.</source>
        <translation>
            <numerusform>pandoc klarte ikke å konvertere manuset innen %Ln sekund og ble stoppet.</numerusform>
            <numerusform>pandoc klarte ikke å konvertere manuset innen %Ln sekunder og ble stoppet.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert the manuscript within %1 of memory and was stopped.</source>
        <translation>pandoc klarte ikke å konvertere manuset med %1 minne og ble stoppet.</translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert “%1” within %Ln second(s) and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>
            <numerusform>pandoc klarte ikke å konvertere «%1» innen %Ln sekund og ble stoppet. Markdown-teksten nøster trolig sitater, lister eller klammer for dypt inn i hverandre: forenkle den, eller utelat dokumentet fra eksporten.</numerusform>
            <numerusform>pandoc klarte ikke å konvertere «%1» innen %Ln sekunder og ble stoppet. Markdown-teksten nøster trolig sitater, lister eller klammer for dypt inn i hverandre: forenkle den, eller utelat dokumentet fra eksporten.</numerusform>
        </translation>
    </message>
    <message>
        <source>pandoc could not convert “%1” within %2 of memory and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>pandoc klarte ikke å konvertere «%1» med %2 minne og ble stoppet. Markdown-teksten nøster trolig sitater, lister eller klammer for dypt inn i hverandre: forenkle den, eller utelat dokumentet fra eksporten.</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Exporting the manuscript…</source>
        <translation>Eksporterer manuskriptet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Export Manuscript</source>
        <translation>Eksporter manuskript</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message>
        <source>Gathering the manuscript…</source>
        <translation>Samler manuskriptet…</translation>
    </message>
    <message>
        <source>Converting with pandoc…</source>
        <translation>Konverterer med pandoc…</translation>
    </message>
    <message>
        <source>Making the PDF…</source>
        <translation>Lager PDF-en…</translation>
    </message>
    <message>
        <source>Writing the file…</source>
        <translation>Skriver filen…</translation>
    </message>
</context>
<context>
    <name>FactChangesSection</name>
    <message>
        <source>Changes over the series</source>
        <translation>Endringer gjennom serien</translation>
    </message>
    <message>
        <source>No changes: its fields hold through the whole series.</source>
        <translation>Ingen endringer: feltene gjelder gjennom hele serien.</translation>
    </message>
    <message>
        <source>Remove Change</source>
        <translation>Fjern endring</translation>
    </message>
    <message>
        <source>From book</source>
        <translation>Fra bok</translation>
    </message>
    <message>
        <source>From scene</source>
        <translation>Fra scene</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>New value (empty: none from then on)</source>
        <translation>Ny verdi (tom: ingen fra da av)</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>Ny verdi</translation>
    </message>
    <message>
        <source>Add Change</source>
        <translation>Legg til endring</translation>
    </message>
    <message>
        <source>becomes</source>
        <extracomment>Between a field&apos;s name and its new value: &quot;[Age] becomes [35]&quot;.</extracomment>
        <translation>blir</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (denne boken)</translation>
    </message>
    <message>
        <source>from the book&apos;s start</source>
        <translation>fra starten av boken</translation>
    </message>
    <message>
        <source>from “%1” on</source>
        <translation>fra «%1»</translation>
    </message>
    <message>
        <source>Change “%1” of “%2” from book %3</source>
        <translation>Endre «%1» for «%2» fra bok %3</translation>
    </message>
    <message>
        <source>Remove a change of “%1”</source>
        <translation>Fjern en endring for «%1»</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Den endringen var ikke mulig: %1</translation>
    </message>
</context>
<context>
    <name>FallbackNotice</name>
    <message>
        <source>%1 was overloaded, so %2 was asked instead.</source>
        <translation>%1 var overbelastet, så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>%1 took no more requests for the moment (rate limit), so %2 was asked instead.</source>
        <translation>%1 tok ikke imot flere forespørsler foreløpig (frekvensgrense), så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>The account for %1 has no credit left, so %2 was asked instead.</source>
        <translation>Kontoen for %1 er tom for kreditt, så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>%1 had a server error, so %2 was asked instead.</source>
        <translation>%1 fikk en serverfeil, så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>%1 could not be reached, so %2 was asked instead.</source>
        <translation>%1 kunne ikke nås, så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>%1 is not on this computer and Local only is on, so %2 was asked instead.</source>
        <translation>%1 er ikke på denne datamaskinen, og «Bare lokalt» er slått på, så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>%1 could not be used as set up (is its API key missing?), so %2 was asked instead.</source>
        <translation>%1 kunne ikke brukes slik det er satt opp (mangler API-nøkkelen?), så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>%1 failed, so %2 was asked instead.</source>
        <translation>%1 mislyktes, så %2 ble spurt i stedet.</translation>
    </message>
    <message>
        <source>The fallback models are listed in Settings: they are asked, in order, when a model is overloaded, rate limited or has a server error.</source>
        <translation>Reservemodellene står i Innstillinger: de blir spurt etter tur når en modell er overbelastet, har nådd frekvensgrensen eller får en serverfeil.</translation>
    </message>
</context>
<context>
    <name>FallbackRow</name>
    <message>
        <source>none, or for example ollama/qwen2.5:7b</source>
        <translation>ingen, eller for eksempel ollama/qwen2.5:7b</translation>
    </message>
    <message>
        <source>Models to ask, in order, when the main one is overloaded, rate limited or has a server error. Write each as provider/model, or only the model for one of the same provider; a server&apos;s address may follow after a space. Separate them with commas. Each uses its provider&apos;s own key.</source>
        <translation>Reservemodeller som spørres etter tur når hovedmodellen er overbelastet, har nådd frekvensgrensen eller får en serverfeil. Skriv hver som leverandør/modell, eller bare modellen hvis den er fra samme leverandør; en serveradresse kan følge etter et mellomrom. Skill dem med komma. Hver bruker nøkkelen til sin egen leverandør.</translation>
    </message>
    <message>
        <source>If the model gives &amp;up, ask:</source>
        <translation>Reservemodeller (ba&amp;ckup):</translation>
    </message>
    <message>
        <source>List at most %1 fallback models.</source>
        <translation>Oppgi høyst %1 reservemodeller.</translation>
    </message>
    <message>
        <source>“%1” is not a fallback: write provider/model, and after a space the server&apos;s address if it needs one.</source>
        <translation>«%1» er ikke en gyldig reservemodell: skriv leverandør/modell, og serveradressen etter et mellomrom hvis den trengs.</translation>
    </message>
    <message>
        <source>Fallback “%1”: %2</source>
        <translation>Reservemodell «%1»: %2</translation>
    </message>
    <message>
        <source>Fallback “%1”: name a model, as %2/model.</source>
        <translation>Reservemodell «%1»: oppgi en modell, som %2/modell.</translation>
    </message>
</context>
<context>
    <name>FindReplaceBar</name>
    <message>
        <source>Find</source>
        <translation>Søk</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Erstatt med</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Store/små bokstaver</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Hele ord</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Forrige</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Neste</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Erstatt</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Erstatt alle</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Lukk (Esc)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Ingen treff</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln treff</numerusform>
            <numerusform>%Ln treff</numerusform>
        </translation>
    </message>
    <message>
        <source>{current} of {total}</source>
        <translation>{current} av {total}</translation>
    </message>
    <message>
        <source>Replace “{find}” in “{title}”</source>
        <translation>Erstatt «{find}» i «{title}»</translation>
    </message>
    <message>
        <source>Replace all “{find}” in “{title}”</source>
        <translation>Erstatt alle «{find}» i «{title}»</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>Erstattet %Ln forekomst</numerusform>
            <numerusform>Erstattet %Ln forekomster</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingCard</name>
    <message>
        <source>Against %1</source>
        <translation>mot %1</translation>
    </message>
    <message>
        <source>Open the passage</source>
        <translation>Åpne stedet i teksten</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Rett opp</translation>
    </message>
    <message>
        <source>Ask the assistant to change this book&apos;s side so that it agrees with the earlier book, in act mode; you can undo it in one step</source>
        <translation>Be assistenten i endringsmodus endre denne bokens side slik at den stemmer med den tidligere boken; du kan angre det i ett steg</translation>
    </message>
    <message>
        <source>Ask the assistant to fix this, in act mode: it may change only these two passages&apos; documents, and you can undo it in one step</source>
        <translation>Be assistenten rette dette i endringsmodus: den kan bare endre dokumentene til disse to stedene, og du kan angre alt i ett steg</translation>
    </message>
    <message>
        <source>Mark Intentional</source>
        <translation>Merk som tilsiktet</translation>
    </message>
    <message>
        <source>You meant it: keep it out of later checks</source>
        <translation>Det er med vilje: ikke meld det i senere kontroller</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Åpne igjen</translation>
    </message>
</context>
<context>
    <name>FindingsWindow</name>
    <message>
        <source>The assistant reads your chapters one by one against your characters, places and notes, and lists what disagrees. Every quotation is checked against your text; a second check reads only the chapters you changed.</source>
        <translation>Assistenten leser kapitlene dine ett etter ett, sammenligner dem med personene, stedene og notatene dine, og lister opp det som ikke stemmer. Hvert sitat kontrolleres mot teksten din; en ny kontroll leser bare kapitlene du har endret.</translation>
    </message>
    <message>
        <source>Check Continuity</source>
        <translation>Kontroller kontinuiteten</translation>
    </message>
    <message>
        <source>Check Every Chapter Again</source>
        <translation>Kontroller alle kapitlene på nytt</translation>
    </message>
    <message>
        <source>Check Against Earlier Books</source>
        <translation>Kontroller mot tidligere bøker</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series</source>
        <translation>Les kapitlene i denne boken opp mot de tidligere bøkene i serien</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Show findings marked intentional or fixed</source>
        <translation>Vis funn som er merket som tilsiktet eller rettet</translation>
    </message>
    <message>
        <source>The findings file could not be read; it was set aside as %1.</source>
        <translation>Funnfilen kunne ikke leses; den ble lagt til side som %1.</translation>
    </message>
    <message>
        <source>No findings yet. Check Continuity to have your chapters read.</source>
        <extracomment>Names the button “Check Continuity” (FindingsWindow): quote it as it reads.</extracomment>
        <translation>Ingen funn ennå. Velg «Kontroller kontinuiteten» for å få kapitlene lest.</translation>
    </message>
    <message numerus="yes">
        <source>No open findings; %n marked intentional or fixed are hidden.</source>
        <translation>
            <numerusform>Ingen åpne funn; %n som er merket som tilsiktet eller rettet, er skjult.</numerusform>
            <numerusform>Ingen åpne funn; %n som er merket som tilsiktet eller rettet, er skjult.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open findings: the chapters checked agree with your notes.</source>
        <translation>Ingen åpne funn: de kontrollerte kapitlene stemmer med notatene dine.</translation>
    </message>
    <message>
        <source>The finding could not be changed.</source>
        <translation>Funnet kunne ikke endres.</translation>
    </message>
    <message>
        <source>No chapter has changed since the last check.</source>
        <translation>Ingen kapitler er endret siden forrige kontroll.</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n chapter(s)…</source>
        <translation>
            <numerusform>Leser %n kapittel…</numerusform>
            <numerusform>Leser %n kapitler…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged since the last check.</source>
        <translation>
            <numerusform>%n er uendret siden forrige kontroll.</numerusform>
            <numerusform>%n er uendret siden forrige kontroll.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the earlier books of the series…</source>
        <translation>Leser de tidligere bøkene i serien…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message>
        <source>Reading “%1” (%2 of %3)…</source>
        <translation>Leser «%1» (%2 av %3)…</translation>
    </message>
    <message numerus="yes">
        <source>%n new finding(s).</source>
        <translation>
            <numerusform>%n nytt funn.</numerusform>
            <numerusform>%n nye funn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: their quotes are not in the project.</source>
        <translation>
            <numerusform>%n funn forkastet: sitatene finnes ikke i prosjektet.</numerusform>
            <numerusform>%n funn forkastet: sitatene finnes ikke i prosjektet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n kapittel ble ikke ferdig: assistenten gikk tom for steg; det leses på nytt neste gang.</numerusform>
            <numerusform>%n kapitler ble ikke ferdige: assistenten gikk tom for steg; de leses på nytt neste gang.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: the chapters read so far are kept.</source>
        <translation>Stoppet: kapitlene som er lest så langt, beholdes.</translation>
    </message>
    <message>
        <source>Continuity — %1</source>
        <translation>Kontinuitet – %1</translation>
    </message>
    <message>
        <source>Continuity</source>
        <translation>Kontinuitet</translation>
    </message>
    <message>
        <source>Contradiction</source>
        <translation>Motsigelse</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Kronologi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Annet</translation>
    </message>
    <message>
        <source>Possibly fixed: the quoted text has changed</source>
        <translation>Kanskje rettet: den siterte teksten er endret</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpen</translation>
    </message>
    <message>
        <source>Intentional</source>
        <translation>Tilsiktet</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Rettet</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>i %1</translation>
    </message>
</context>
<context>
    <name>FormatMenu</name>
    <message>
        <source>&amp;Bold</source>
        <translation>&amp;Fet</translation>
    </message>
    <message>
        <source>&amp;Italic</source>
        <translation>&amp;Kursiv</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>For&amp;mat</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>House Rules — %1</source>
        <translation>Husregler – %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, one per line as a list: your spellings, what must not change, the voice to keep. They go with every request, and a reviewer checks each change the assistant wants to make against them. Kept as %1 in the project folder, so any editor can change them too.</source>
        <translation>Regler assistenten følger i dette prosjektet, én per linje som en liste: skrivemåtene dine, det som ikke skal endres, stemmen som skal holdes. De sendes med hver forespørsel, og en kontrollør sjekker hver endring assistenten vil gjøre, mot dem. Lagres som %1 i prosjektmappen, så du kan endre dem i et hvilket som helst redigeringsprogram også.</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in every book of this series, one per line as a list, sent with every request before each book&apos;s own. Kept as %1 in the series folder, so any book of the series, and any editor, can change them.</source>
        <translation>Regler assistenten følger i hver bok i denne serien, én per linje som en liste, sendt med hver forespørsel før bokas egne. Lagret som %1 i seriemappen, så hver bok i serien, og hvilken som helst editor, kan endre dem.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gjør om</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2). Saving replaces it.</source>
        <translation>%1 kan ikke leses (%2). Når du lagrer, erstattes filen.</translation>
    </message>
    <message>
        <source># House rules

&lt;!-- One rule per line, as a list. For example:
- British spelling: grey, colour, realise.
- Part One is final.
--&gt;

- </source>
        <translation># Husregler

&lt;!-- Én regel per linje, som en liste. For eksempel:
- Moderat bokmål: «boken», ikke «boka».
- Del én er ferdig.
--&gt;

- </translation>
    </message>
    <message>
        <source>The house rules could not be saved: %1</source>
        <translation>Husreglene kunne ikke lagres: %1</translation>
    </message>
    <message>
        <source>House rules changed on disk</source>
        <translation>Husreglene er endret på disken</translation>
    </message>
    <message>
        <source>%1 was changed by another program since you opened it. Save your version over it?</source>
        <translation>%1 er endret av et annet program siden du åpnet den. Vil du lagre din versjon over den?</translation>
    </message>
    <message>
        <source>Unsaved house rules</source>
        <translation>Husregler som ikke er lagret</translation>
    </message>
    <message>
        <source>Save your changes to the house rules?</source>
        <translation>Vil du lagre endringene i husreglene?</translation>
    </message>
    <message numerus="yes">
        <source>%n house rule(s)</source>
        <translation>
            <numerusform>%n husregel</numerusform>
            <numerusform>%n husregler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesLink</name>
    <message>
        <source>the series&apos; house rules cannot be read</source>
        <translation>seriens husregler kan ikke leses</translation>
    </message>
    <message numerus="yes">
        <source>%n of the series</source>
        <translation>
            <numerusform>%n fra serien</numerusform>
            <numerusform>%n fra serien</numerusform>
        </translation>
    </message>
    <message>
        <source>House rules (%1 + %2)</source>
        <extracomment>The book&apos;s count of house rules, then the series&apos; (&quot;2 of the series&quot;), each a link.</extracomment>
        <translation>Husregler (%1 + %2)</translation>
    </message>
    <message>
        <source>The series&apos; house rules, sent with every book of it:</source>
        <translation>Seriens husregler, sendt med hver bok i den:</translation>
    </message>
    <message>
        <source>House rules cannot be read</source>
        <translation>Husreglene kan ikke leses</translation>
    </message>
    <message>
        <source>No house rules yet</source>
        <translation>Ingen husregler ennå</translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s), too long to send in full</source>
        <translation>
            <numerusform>%n husregel i bruk (for lang, sendes bare delvis)</numerusform>
            <numerusform>%n husregler i bruk (for lange, sendes bare delvis)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s)</source>
        <translation>
            <numerusform>%n husregel i bruk</numerusform>
            <numerusform>%n husregler i bruk</numerusform>
        </translation>
    </message>
    <message>
        <source>house-rules.md in the project folder cannot be read: %1</source>
        <translation>house-rules.md i prosjektmappen kan ikke leses: %1</translation>
    </message>
    <message>
        <source>Rules the assistant keeps in this project, such as “British spelling” or “Part One is final”. Click to write them.</source>
        <translation>Regler assistenten følger i dette prosjektet, som «moderat bokmål» eller «del én er ferdig». Klikk for å skrive dem.</translation>
    </message>
    <message>
        <source>Sent with every request; the reviewer checks each change against them.</source>
        <translation>Sendes med hver forespørsel; kontrolløren sjekker hver endring mot dem.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Velg…</translation>
    </message>
    <message>
        <source>Make characters, places, items and factions from the notes that describe them</source>
        <translation>Lag oppslag av notatene som beskriver personer, steder, gjenstander og fraksjoner</translation>
    </message>
    <message>
        <source>Join the lines of hard-wrapped paragraphs</source>
        <translation>Slå sammen linjene i avsnitt med faste linjeskift</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <source>Becomes</source>
        <translation>Blir</translation>
    </message>
    <message>
        <source>Because of</source>
        <translation>Gjenkjent på</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Import from</source>
        <translation>Importer fra</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nytt prosjekt</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
    </message>
    <message>
        <source>An Obsidian vault</source>
        <translation>Et Obsidian-hvelv</translation>
    </message>
    <message>
        <source>A novelWriter project</source>
        <translation>Et novelWriter-prosjekt</translation>
    </message>
    <message>
        <source>A Scrivener project</source>
        <translation>Et Scrivener-prosjekt</translation>
    </message>
    <message>
        <source>A folder of Markdown or text files</source>
        <translation>En mappe med Markdown- eller tekstfiler</translation>
    </message>
    <message>
        <source>Reading “{name}”…</source>
        <translation>Leser «{name}»…</translation>
    </message>
    <message numerus="yes">
        <source>Join the lines of hard-wrapped paragraphs (%n files look hard-wrapped)</source>
        <translation>
            <numerusform>Slå sammen linjene i avsnitt med faste linjeskift (%n fil ser ut til å ha det)</numerusform>
            <numerusform>Slå sammen linjene i avsnitt med faste linjeskift (%n filer ser ut til å ha det)</numerusform>
        </translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>its type or kind</source>
        <translation>type eller art</translation>
    </message>
    <message>
        <source>a tag</source>
        <translation>et stikkord</translation>
    </message>
    <message>
        <source>its folder&apos;s name</source>
        <translation>navnet på mappen</translation>
    </message>
    <message numerus="yes">
        <source>%n documents to import</source>
        <translation>
            <numerusform>%n dokument å importere</numerusform>
            <numerusform>%n dokumenter å importere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities to make</source>
        <translation>
            <numerusform>%n oppslag lages</numerusform>
            <numerusform>%n oppslag lages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other files copied into the project</source>
        <translation>
            <numerusform>%n annen fil kopieres inn i prosjektet</numerusform>
            <numerusform>%n andre filer kopieres inn i prosjektet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out (listed after the import)</source>
        <translation>
            <numerusform>%n utelatt (listes etter importen)</numerusform>
            <numerusform>%n utelatt (listes etter importen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose where the new project goes.</source>
        <translation>Velg hvor det nye prosjektet skal lagres.</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importerer…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopper…</translation>
    </message>
    <message>
        <source>The import was stopped. Nothing was written.</source>
        <translation>Importen ble stoppet. Ingenting ble skrevet.</translation>
    </message>
    <message>
        <source>Could not import: {reason}</source>
        <translation>Kunne ikke importere: {reason}</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import Report</source>
        <translation>Importrapport</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Årsak</translation>
    </message>
    <message>
        <source>Links pointing outside the folder (not followed)</source>
        <translation>Lenker som peker ut av mappen (ikke fulgt)</translation>
    </message>
    <message>
        <source>Links to folders (not followed)</source>
        <translation>Lenker til mapper (ikke fulgt)</translation>
    </message>
    <message>
        <source>Special files (fifos, sockets, devices)</source>
        <translation>Spesialfiler (FIFO-er, sockets, enheter)</translation>
    </message>
    <message>
        <source>Hidden files and folders</source>
        <translation>Skjulte filer og mapper</translation>
    </message>
    <message>
        <source>Settings of the app the project came from</source>
        <translation>Innstillinger for appen prosjektet kom fra</translation>
    </message>
    <message>
        <source>Files that could not be read</source>
        <translation>Filer som ikke kunne leses</translation>
    </message>
    <message>
        <source>Files too large to bring in</source>
        <translation>Filer som er for store til å ta med</translation>
    </message>
    <message>
        <source>Files that are not text</source>
        <translation>Filer som ikke er tekst</translation>
    </message>
    <message>
        <source>Files that are not part of the project</source>
        <translation>Filer som ikke hører til prosjektet</translation>
    </message>
    <message numerus="yes">
        <source>%n documents imported</source>
        <translation>
            <numerusform>%n dokument importert</numerusform>
            <numerusform>%n dokumenter importert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln ord</numerusform>
            <numerusform>%Ln ord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities made</source>
        <translation>
            <numerusform>%n oppslag laget</numerusform>
            <numerusform>%n oppslag laget</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields kept with documents and entities</source>
        <translation>
            <numerusform>%n felt beholdt på dokumenter og oppslag</numerusform>
            <numerusform>%n felter beholdt på dokumenter og oppslag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files copied into the project&apos;s attachments</source>
        <translation>
            <numerusform>%n fil kopiert til prosjektets vedlegg</numerusform>
            <numerusform>%n filer kopiert til prosjektets vedlegg</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links pointed at what they name</source>
        <translation>
            <numerusform>%n lenke rettet mot det den navngir</numerusform>
            <numerusform>%n lenker rettet mot det de navngir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents put in the trash, from the source&apos;s own trash</source>
        <translation>
            <numerusform>%n dokument lagt i papirkurven, fra kildens egen papirkurv</numerusform>
            <numerusform>%n dokumenter lagt i papirkurven, fra kildens egen papirkurv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hard-wrapped lines joined</source>
        <translation>
            <numerusform>%n linje med fast linjeskift slått sammen</numerusform>
            <numerusform>%n linjer med fast linjeskift slått sammen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files or folders left out, listed below</source>
        <translation>
            <numerusform>%n fil eller mappe utelatt, listet nedenfor</numerusform>
            <numerusform>%n filer eller mapper utelatt, listet nedenfor</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was left out.</source>
        <translation>Ingenting ble utelatt.</translation>
    </message>
    <message numerus="yes">
        <source>Left out (%n)</source>
        <translation>
            <numerusform>Utelatt (%n)</numerusform>
            <numerusform>Utelatt (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought in, with something to check (%n)</source>
        <translation>
            <numerusform>Importert, men bør sjekkes (%n)</numerusform>
            <numerusform>Importert, men bør sjekkes (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to notes the source does not have (%n)</source>
        <translation>
            <numerusform>Lenker til notater kilden ikke har (%n)</numerusform>
            <numerusform>Lenker til notater kilden ikke har (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard-wrapped files, kept as they were (%n)</source>
        <translation>
            <numerusform>Filer med faste linjeskift, beholdt som de var (%n)</numerusform>
            <numerusform>Filer med faste linjeskift, beholdt som de var (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied into attachments (%n)</source>
        <translation>
            <numerusform>Kopiert til vedlegg (%n)</numerusform>
            <numerusform>Kopiert til vedlegg (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Open a document to see its synopsis, status and tags here.</source>
        <translation>Åpne et dokument for å se sammendraget, statusen og stikkordene her.</translation>
    </message>
</context>
<context>
    <name>KeepingActions</name>
    <message>
        <source>&amp;Export Manuscript…</source>
        <translation>&amp;Eksporter manuskript…</translation>
    </message>
    <message>
        <source>&amp;Back Up Now</source>
        <translation>Ta &amp;sikkerhetskopi nå</translation>
    </message>
    <message>
        <source>Restore Backu&amp;p…</source>
        <translation>&amp;Gjenopprett sikkerhetskopi…</translation>
    </message>
    <message>
        <source>Bac&amp;kup Settings…</source>
        <translation>Innstillinger for sikker&amp;hetskopi…</translation>
    </message>
    <message>
        <source>Take &amp;Snapshot</source>
        <translation>Ta &amp;øyeblikksbilde</translation>
    </message>
    <message>
        <source>Take &amp;Named Snapshot…</source>
        <translation>Ta øyeblikksbilde med &amp;navn…</translation>
    </message>
    <message>
        <source>Snapshots (&amp;Compare and Restore)…</source>
        <translation>Øyeblikksbilder (&amp;sammenlign og gjenopprett)…</translation>
    </message>
    <message>
        <source>Empty &amp;Trash…</source>
        <translation>&amp;Tøm papirkurven…</translation>
    </message>
    <message>
        <source>Delete &amp;Permanently…</source>
        <translation>Slett &amp;permanent…</translation>
    </message>
    <message>
        <source>&amp;Document</source>
        <translation>&amp;Dokument</translation>
    </message>
    <message numerus="yes">
        <source>Exported to “%1” (%Ln words)</source>
        <translation>
            <numerusform>Eksportert til «%1» (%Ln ord)</numerusform>
            <numerusform>Eksportert til «%1» (%Ln ord)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to take a snapshot of.</source>
        <translation>Velg et dokument å ta øyeblikksbilde av.</translation>
    </message>
    <message>
        <source>Could not take the snapshot</source>
        <translation>Kunne ikke ta øyeblikksbildet</translation>
    </message>
    <message>
        <source>Quire could not save the snapshot in the project&apos;s .quire folder. Check that the folder can be written to, then take the snapshot again.</source>
        <translation>Quire kunne ikke lagre øyeblikksbildet i prosjektets .quire-mappe. Sjekk at det går an å skrive til mappen, og ta øyeblikksbildet på nytt.</translation>
    </message>
    <message>
        <source>Snapshot taken of “%1”</source>
        <translation>Øyeblikksbilde tatt av «%1»</translation>
    </message>
    <message numerus="yes">
        <source>Snapshots taken of %Ln documents</source>
        <translation>
            <numerusform>Øyeblikksbilde tatt av %Ln dokument</numerusform>
            <numerusform>Øyeblikksbilder tatt av %Ln dokumenter</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a document to see its snapshots.</source>
        <translation>Velg et dokument for å se øyeblikksbildene av det.</translation>
    </message>
    <message>
        <source>Could not make the backup</source>
        <translation>Kunne ikke ta sikkerhetskopi</translation>
    </message>
    <message>
        <source>Backed up to “%1”</source>
        <translation>Sikkerhetskopi lagret i «%1»</translation>
    </message>
    <message>
        <source>%1 (restored)</source>
        <translation>%1 (gjenopprettet)</translation>
    </message>
    <message>
        <source>Could not restore the backup</source>
        <translation>Kunne ikke gjenopprette sikkerhetskopien</translation>
    </message>
    <message>
        <source>Restored the backup as “%1”</source>
        <translation>Sikkerhetskopien er gjenopprettet som «%1»</translation>
    </message>
    <message>
        <source>Could not save the backup settings</source>
        <translation>Kunne ikke lagre innstillingene for sikkerhetskopi</translation>
    </message>
    <message>
        <source>Could not delete</source>
        <translation>Kunne ikke slette</translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>Papirkurven er tom.</translation>
    </message>
    <message>
        <source>Empty Trash</source>
        <translation>Tøm papirkurven</translation>
    </message>
    <message>
        <source>Select something in the trash to delete it permanently.</source>
        <translation>Velg noe i papirkurven for å slette det permanent.</translation>
    </message>
    <message>
        <source>Delete “%1” permanently</source>
        <translation>Slett «%1» permanent</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln items permanently</source>
        <translation>
            <numerusform>Slett %Ln element permanent</numerusform>
            <numerusform>Slett %Ln elementer permanent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepingPrompts</name>
    <message>
        <source>Empty Trash</source>
        <translation>Tøm papirkurven</translation>
    </message>
    <message>
        <source>Delete Permanently</source>
        <translation>Slett permanent</translation>
    </message>
    <message>
        <source>Delete everything in the trash for good?</source>
        <translation>Vil du slette alt i papirkurven for godt?</translation>
    </message>
    <message>
        <source>Delete “%1” for good?</source>
        <translation>Vil du slette «%1» for godt?</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %Ln selected items for good?</source>
        <translation>
            <numerusform>Vil du slette %Ln valgt element for godt?</numerusform>
            <numerusform>Vil du slette de %Ln valgte elementene for godt?</numerusform>
        </translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation>Dokumenter: %1</translation>
    </message>
    <message>
        <source>Words: %1</source>
        <translation>Ord: %1</translation>
    </message>
    <message>
        <source>Folders and entries: %1</source>
        <translation>Mapper og oppslag: %1</translation>
    </message>
    <message>
        <source>You can still take this back with Edit ▸ Undo until you close the project. After that it is gone for good, with its snapshots, except in backups made before now.</source>
        <translation>Til du lukker prosjektet, kan du fortsatt angre dette med Rediger ▸ Angre. Etter det er det borte for godt, sammen med øyeblikksbildene, unntatt i sikkerhetskopier tatt før nå.</translation>
    </message>
    <message>
        <source>Take Named Snapshot</source>
        <translation>Ta øyeblikksbilde med navn</translation>
    </message>
    <message>
        <source>A name for the snapshot of “%1”:</source>
        <translation>Et navn på øyeblikksbildet av «%1»:</translation>
    </message>
    <message>
        <source>Restore Backup</source>
        <translation>Gjenopprett sikkerhetskopi</translation>
    </message>
    <message>
        <source>Quire backups (*.zip)</source>
        <translation>Quire-sikkerhetskopier (*.zip)</translation>
    </message>
    <message>
        <source>Restore the Backup As</source>
        <translation>Gjenopprett sikkerhetskopien som</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>Character</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Sted</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gjenstand</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fraksjon</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Annet</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personer</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Steder</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gjenstander</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>Fraksjoner</translation>
    </message>
    <message>
        <source>Other entities</source>
        <translation>Andre oppslag</translation>
    </message>
    <message>
        <source>Make “%1” a character</source>
        <translation>Gjør «%1» til en person</translation>
    </message>
    <message>
        <source>Make “%1” a place</source>
        <translation>Gjør «%1» til et sted</translation>
    </message>
    <message>
        <source>Make “%1” an item</source>
        <translation>Gjør «%1» til en gjenstand</translation>
    </message>
    <message>
        <source>Make “%1” a faction</source>
        <translation>Gjør «%1» til en fraksjon</translation>
    </message>
    <message>
        <source>Make “%1” another kind of entity</source>
        <translation>Gjør «%1» til en annen type oppslag</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Kapittel</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>Scene</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Mappe</translation>
    </message>
</context>
<context>
    <name>LinkNavigator</name>
    <message>
        <source>Ctrl+click to open</source>
        <translation>Ctrl+klikk for å åpne</translation>
    </message>
</context>
<context>
    <name>LiveTurn</name>
    <message numerus="yes">
        <source>The assistant is repeating the same step (%Ln times); it was told.</source>
        <translation>
            <numerusform>Assistenten gjentar det samme steget (%Ln gang); den har fått beskjed.</numerusform>
            <numerusform>Assistenten gjentar det samme steget (%Ln ganger); den har fått beskjed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalOnlyBadge</name>
    <message>
        <source>Local only</source>
        <translation>Bare lokalt</translation>
    </message>
    <message>
        <source>Local only is on: the assistant talks only to a model server on this computer, and nothing is sent anywhere else.</source>
        <extracomment>Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.</extracomment>
        <translation>«Bare lokalt» er slått på: assistenten snakker bare med en modellserver på denne datamaskinen, og ingenting sendes noe annet sted.</translation>
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
        <translation>Alle endringer er lagret</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Prosjekt</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Angrehistorikk</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Angre: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Gjør om: %1</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Prosjekttre</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>Slik det ble åpnet</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Søk</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektør</translation>
    </message>
    <message>
        <source>Pick a document or an entity in the project tree to start writing.</source>
        <translation>Velg et dokument eller et oppslag i prosjekttreet for å begynne å skrive.</translation>
    </message>
    <message>
        <source>No project is open. Open one, or make a new one, from the File menu.</source>
        <translation>Ingen prosjekter er åpne. Åpne et, eller lag et nytt, fra Fil-menyen.</translation>
    </message>
    <message>
        <source>{title}[*] — Quire</source>
        <translation>{title}[*] – Quire</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ulagrede endringer</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln words</source>
        <translation>
            <numerusform>%1 av %Ln ord</numerusform>
            <numerusform>%1 av %Ln ord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln ord</numerusform>
            <numerusform>%Ln ord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Project: %Ln words</source>
        <translation>
            <numerusform>Prosjekt: %Ln ord</numerusform>
            <numerusform>Prosjekt: %Ln ord</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>Quire Manual</source>
        <translation>Quire-håndbok</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Innhold</translation>
    </message>
    <message>
        <source>Find in the manual</source>
        <translation>Søk i håndboken</translation>
    </message>
    <message>
        <source>The manual is not included in this copy of Quire.</source>
        <translation>Håndboken følger ikke med denne kopien av Quire.</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge the Two Versions</source>
        <translation>Slå sammen de to versjonene</translation>
    </message>
    <message>
        <source>Quire merged what was written on this computer and on the other one. Where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire har slått sammen det som ble skrevet på denne datamaskinen og på den andre. Der begge endret samme sted ulikt, velger du hva som blir stående, eller skriver det selv.</translation>
    </message>
    <message>
        <source>What the merge took from each computer</source>
        <translation>Hva sammenslåingen tok fra hver datamaskin</translation>
    </message>
    <message>
        <source>Places changed on both computers</source>
        <translation>Steder endret på begge datamaskinene</translation>
    </message>
    <message>
        <source>&amp;Previous Conflict</source>
        <translation>&amp;Forrige konflikt</translation>
    </message>
    <message>
        <source>&amp;Next Conflict</source>
        <translation>&amp;Neste konflikt</translation>
    </message>
    <message>
        <source>&amp;Accept Merge</source>
        <translation>&amp;Godta sammenslåingen</translation>
    </message>
    <message>
        <source>Accept Merge</source>
        <translation>Godta sammenslåingen</translation>
    </message>
    <message>
        <source>Where a text was changed on both computers, both versions stay, this computer’s paragraphs first. A title, a name or a field keeps both. Where only one can stand (where a chapter stands, its status or its kind), this computer’s stays.</source>
        <translation>Der en tekst ble endret på begge datamaskinene, blir begge versjonene stående, avsnittene fra denne datamaskinen først. En tittel, et navn eller et felt beholder begge. Der bare én kan stå (hvor et kapittel står, statusen eller typen), blir den fra denne datamaskinen stående.</translation>
    </message>
    <message>
        <source>Keep Both and &amp;Accept</source>
        <translation>Behold begge og &amp;godta</translation>
    </message>
    <message>
        <source>&amp;Go Back</source>
        <translation>Gå &amp;tilbake</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>From this computer: %1</source>
        <translation>Fra denne datamaskinen: %1</translation>
    </message>
    <message>
        <source>From the other computer: %1</source>
        <translation>Fra den andre datamaskinen: %1</translation>
    </message>
    <message>
        <source>Nothing came from either computer on its own.</source>
        <translation>Ingenting kom fra bare én av datamaskinene.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln paragraphs)</source>
        <translation>
            <numerusform>%1 (%Ln avsnitt)</numerusform>
            <numerusform>%1 (%Ln avsnitt)</numerusform>
        </translation>
    </message>
    <message>
        <source>the project’s settings</source>
        <translation>prosjektets innstillinger</translation>
    </message>
    <message>
        <source>the project’s %1</source>
        <translation>prosjekt: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>synopsis</source>
        <translation>sammendrag</translation>
    </message>
    <message>
        <source>title</source>
        <translation>tittel</translation>
    </message>
    <message>
        <source>name</source>
        <translation>navn</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <source>target</source>
        <translation>ordmål</translation>
    </message>
    <message>
        <source>tags</source>
        <translation>stikkord</translation>
    </message>
    <message>
        <source>other names</source>
        <translation>andre navn</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>flyttet</translation>
    </message>
    <message>
        <source>order</source>
        <translation>rekkefølge</translation>
    </message>
    <message>
        <source>moved to the trash</source>
        <translation>flyttet til papirkurven</translation>
    </message>
    <message>
        <source>taken out of the trash</source>
        <translation>tatt ut av papirkurven</translation>
    </message>
    <message>
        <source>new</source>
        <translation>ny</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>slettet</translation>
    </message>
    <message>
        <source>author</source>
        <translation>forfatter</translation>
    </message>
    <message>
        <source>language</source>
        <translation>språk</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>og %Ln til</numerusform>
            <numerusform>og %Ln til</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: passage %2</source>
        <translation>%1: sted %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>“%1”, %2: passage %3 of %4</source>
        <translation>«%1», %2: sted %3 av %4</translation>
    </message>
    <message>
        <source>“%1”: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <source>The project</source>
        <translation>Prosjektet</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(uten tittel)</translation>
    </message>
    <message>
        <source>the field “%1”</source>
        <translation>feltet «%1»</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>teksten</translation>
    </message>
    <message>
        <source>the notes</source>
        <translation>notatene</translation>
    </message>
    <message>
        <source>the synopsis</source>
        <translation>sammendraget</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>tittelen</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>navnet</translation>
    </message>
    <message>
        <source>what kind it is</source>
        <translation>hvilken type det er</translation>
    </message>
    <message>
        <source>the status</source>
        <translation>statusen</translation>
    </message>
    <message>
        <source>the word target</source>
        <translation>ordmålet</translation>
    </message>
    <message>
        <source>where it stands</source>
        <translation>hvor det står</translation>
    </message>
    <message>
        <source>kept or in the trash</source>
        <translation>beholdt eller i papirkurven</translation>
    </message>
    <message>
        <source>the details</source>
        <translation>detaljene</translation>
    </message>
    <message>
        <source>At the top level</source>
        <translation>På øverste nivå</translation>
    </message>
    <message>
        <source>In the trash</source>
        <translation>I papirkurven</translation>
    </message>
    <message>
        <source>In “%1”</source>
        <translation>I «%1»</translation>
    </message>
    <message>
        <source>Moved to the trash</source>
        <translation>Flyttet til papirkurven</translation>
    </message>
    <message>
        <source>Deleted for good</source>
        <translation>Slettet for godt</translation>
    </message>
    <message>
        <source>Changed, and kept</source>
        <translation>Endret, og beholdt</translation>
    </message>
    <message>
        <source>Where it was</source>
        <translation>Der det var</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, this computer’s first.</source>
        <translation>Ikke bestemt ennå: begge blir stående, den fra denne datamaskinen først.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s name stays, and the other becomes another name for it.</source>
        <translation>Ikke bestemt ennå: navnet fra denne datamaskinen blir stående, og det andre blir et annet navn på det.</translation>
    </message>
    <message>
        <source>Not decided yet: both stay, joined.</source>
        <translation>Ikke bestemt ennå: begge blir stående, slått sammen.</translation>
    </message>
    <message>
        <source>Not decided yet: this computer’s stays.</source>
        <translation>Ikke bestemt ennå: den fra denne datamaskinen blir stående.</translation>
    </message>
    <message>
        <source>This computer’s version stays.</source>
        <translation>Versjonen fra denne datamaskinen blir stående.</translation>
    </message>
    <message>
        <source>The other computer’s version stays.</source>
        <translation>Versjonen fra den andre datamaskinen blir stående.</translation>
    </message>
    <message>
        <source>Both stay, this computer’s first.</source>
        <translation>Begge blir stående, den fra denne datamaskinen først.</translation>
    </message>
    <message>
        <source>This computer’s name stays, and the other becomes another name for it.</source>
        <translation>Navnet fra denne datamaskinen blir stående, og det andre blir et annet navn på det.</translation>
    </message>
    <message>
        <source>Both stay, joined.</source>
        <translation>Begge blir stående, slått sammen.</translation>
    </message>
    <message>
        <source>What you wrote stays.</source>
        <translation>Det du skrev, blir stående.</translation>
    </message>
    <message>
        <source>This computer’s paragraphs, then the other’s.</source>
        <translation>Avsnittene fra denne datamaskinen, så de fra den andre.</translation>
    </message>
    <message>
        <source>This computer’s name, and the other’s as another name for it.</source>
        <translation>Navnet fra denne datamaskinen, og det fra den andre som et annet navn på det.</translation>
    </message>
    <message>
        <source>Both, joined: this computer’s first.</source>
        <translation>Begge, slått sammen: den fra denne datamaskinen først.</translation>
    </message>
    <message>
        <source>the project’s tree</source>
        <translation>prosjekttreet</translation>
    </message>
    <message>
        <source>git left two versions of “%1” in its file, between conflict markers. Quire merged them: where the two differ, choose what stays, or write it yourself.</source>
        <translation>git la igjen to versjoner av «%1» i filen sin, mellom konfliktmerker. Quire har slått dem sammen: der de to er ulike, velger du hva som blir stående, eller skriver det selv.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2” (%3), written on another computer.</source>
        <translation>%1 tok vare på en konfliktkopi av «%2» (%3), skrevet på en annen datamaskin.</translation>
    </message>
    <message>
        <source>%1 kept a conflicted copy of “%2”, written on another computer.</source>
        <translation>%1 tok vare på en konfliktkopi av «%2», skrevet på en annen datamaskin.</translation>
    </message>
    <message>
        <source>Quire merged it with the version open here: where both changed the same place differently, choose what stays, or write it yourself.</source>
        <translation>Quire har slått den sammen med versjonen som er åpen her: der begge endret samme sted ulikt, velger du hva som blir stående, eller skriver det selv.</translation>
    </message>
    <message>
        <source>No version both computers saw is known, so wherever the two differ, you decide.</source>
        <translation>Ingen versjon som begge datamaskinene så, er kjent, så der de to er ulike, bestemmer du.</translation>
    </message>
    <message>
        <source>“%1” could not be read as the file it is a copy of; it stays as it is.</source>
        <translation>«%1» kunne ikke leses som filen den er en kopi av; den blir stående som den er.</translation>
    </message>
    <message>
        <source>Nothing to decide: the two versions merge by themselves.</source>
        <translation>Ingenting å bestemme: de to versjonene slås sammen av seg selv.</translation>
    </message>
    <message>
        <source>The conflict is decided.</source>
        <translation>Konflikten er bestemt.</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln conflicts decided.</source>
        <translation>
            <numerusform>%Ln konflikt er bestemt.</numerusform>
            <numerusform>Alle %Ln konflikter er bestemt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln conflicts left</source>
        <translation>
            <numerusform>%1 av %Ln konflikt gjenstår</numerusform>
            <numerusform>%1 av %Ln konflikter gjenstår</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conflicts are not decided.</source>
        <translation>
            <numerusform>%Ln konflikt er ikke bestemt.</numerusform>
            <numerusform>%Ln konflikter er ikke bestemt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MissingQuotesNotice</name>
    <message>
        <source>Ask it to check</source>
        <translation>Be den kontrollere</translation>
    </message>
    <message>
        <source>Ask the assistant to look these quotations up and correct its answer</source>
        <translation>Be assistenten slå opp disse sitatene og rette svaret sitt</translation>
    </message>
    <message numerus="yes">
        <source>%n quotation(s) in this answer are not in your project as given.</source>
        <translation>
            <numerusform>%n sitat i dette svaret står ikke slik i prosjektet ditt.</numerusform>
            <numerusform>%n sitater i dette svaret står ikke slik i prosjektet ditt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewProjectDialog</name>
    <message>
        <source>New Project</source>
        <translation>Nytt prosjekt</translation>
    </message>
    <message>
        <source>My Novel</source>
        <translation>Min roman</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Tittel:</translation>
    </message>
    <message>
        <source>Your name, as it goes on the title page</source>
        <translation>Navnet ditt, slik det skal stå på tittelsiden</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Forfatter:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bla gjennom…</translation>
    </message>
    <message>
        <source>&amp;Location:</source>
        <translation>&amp;Plassering:</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Opprett</translation>
    </message>
    <message>
        <source>Give the project a title.</source>
        <translation>Gi prosjektet en tittel.</translation>
    </message>
    <message>
        <source>The location “%1” is not a folder.</source>
        <translation>Plasseringen «%1» er ikke en mappe.</translation>
    </message>
    <message>
        <source>“%1” already exists. Choose another title or location.</source>
        <translation>«%1» finnes allerede. Velg en annen tittel eller plassering.</translation>
    </message>
    <message>
        <source>Quire makes the folder “%1” for it.</source>
        <translation>Quire lager mappen «%1» til det.</translation>
    </message>
    <message>
        <source>Where to Put the Project</source>
        <translation>Hvor prosjektet skal ligge</translation>
    </message>
</context>
<context>
    <name>NoProjectPage</name>
    <message>
        <source>No project is open</source>
        <translation>Ingen prosjekter er åpne</translation>
    </message>
    <message>
        <source>Open a project, or start a new one, to ask the assistant about it.</source>
        <translation>Åpne et prosjekt, eller start et nytt, for å spørre assistenten om det.</translation>
    </message>
    <message>
        <source>New Project…</source>
        <translation>Nytt prosjekt…</translation>
    </message>
    <message>
        <source>Open Project…</source>
        <translation>Åpne prosjekt…</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>Nylig brukte prosjekter</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <source>Title</source>
        <translation>Tittel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Synopsis</source>
        <translation>Sammendrag</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Stikkord</translation>
    </message>
    <message>
        <source>{target} ({percent} %)</source>
        <translation>{target} ({percent} %)</translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Endre navn på «{old}» til «{new}»</translation>
    </message>
    <message>
        <source>Edit “{title}”: {what}</source>
        <translation>Rediger «{title}»: {what}</translation>
    </message>
</context>
<context>
    <name>Outliner</name>
    <message>
        <source>Outline</source>
        <translation>Disposisjon</translation>
    </message>
    <message>
        <source>Show status</source>
        <translation>Vis status</translation>
    </message>
    <message>
        <source>Show tag</source>
        <translation>Vis stikkord</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Tag:</source>
        <translation>Stikkord:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words shown</source>
        <translation>
            <numerusform>%Ln ord vist</numerusform>
            <numerusform>%Ln ord vist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PanelHeader</name>
    <message>
        <source>Ask</source>
        <translation>Spør</translation>
    </message>
    <message>
        <source>Ask mode: the assistant reads, it never changes</source>
        <translation>Spørremodus: assistenten leser, men endrer aldri noe</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Endre</translation>
    </message>
    <message>
        <source>Act mode: the assistant may change your project; every change can be undone</source>
        <translation>Endringsmodus: assistenten kan endre prosjektet; alle endringer kan angres</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Ny samtale</translation>
    </message>
    <message>
        <source>Forget this conversation and start afresh</source>
        <translation>Glem denne samtalen og begynn på nytt</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Innstillinger…</translation>
    </message>
    <message>
        <source>Choose the model the assistant uses</source>
        <translation>Velg modellen assistenten bruker</translation>
    </message>
    <message>
        <source>Plan first</source>
        <translation>Plan først</translation>
    </message>
    <message>
        <source>In Act mode, the assistant proposes a plan and changes nothing until you approve it</source>
        <translation>I endringsmodus foreslår assistenten en plan og endrer ingenting før du godkjenner den</translation>
    </message>
</context>
<context>
    <name>PanelSpecialists</name>
    <message>
        <source>The specialists&apos; files could not be written.</source>
        <translation>Filene til spesialistene kunne ikke skrives.</translation>
    </message>
    <message>
        <source>Open a project to edit its specialists.</source>
        <translation>Åpne et prosjekt for å redigere spesialistene.</translation>
    </message>
    <message>
        <source>%1 takes over…</source>
        <translation>%1 tar over…</translation>
    </message>
    <message>
        <source>Asking %1 instead…</source>
        <translation>Spør %1 i stedet…</translation>
    </message>
    <message>
        <source>Waiting for your word on the estimate…</source>
        <translation>Venter på svaret ditt om overslaget…</translation>
    </message>
</context>
<context>
    <name>PartRow</name>
    <message>
        <source>Part %1 of %2</source>
        <translation>Del %1 av %2</translation>
    </message>
    <message>
        <source>Make this part of the change when you approve</source>
        <translation>Gjør denne delen av endringen når du godkjenner</translation>
    </message>
    <message>
        <source>The new text of part %1</source>
        <translation>Den nye teksten i del %1</translation>
    </message>
    <message>
        <source>adds “%1”</source>
        <translation>legger til «%1»</translation>
    </message>
    <message>
        <source>removes “%1”</source>
        <translation>fjerner «%1»</translation>
    </message>
    <message>
        <source>“%1” becomes “%2”</source>
        <translation>«%1» blir til «%2»</translation>
    </message>
</context>
<context>
    <name>PartsEditor</name>
    <message>
        <source>Choose the parts to make, and write each as you want it:</source>
        <translation>Velg delene som skal gjøres, og skriv hver av dem slik du vil ha den:</translation>
    </message>
    <message>
        <source>Choose the parts to make:</source>
        <translation>Velg delene som skal gjøres:</translation>
    </message>
    <message>
        <source>Write the text as you want it:</source>
        <translation>Skriv teksten slik du vil ha den:</translation>
    </message>
</context>
<context>
    <name>PlaceView</name>
    <message>
        <source>This computer</source>
        <translation>Denne datamaskinen</translation>
    </message>
    <message>
        <source>The other computer</source>
        <translation>Den andre datamaskinen</translation>
    </message>
    <message>
        <source>The version both started from</source>
        <translation>Versjonen begge startet fra</translation>
    </message>
    <message>
        <source>What &amp;stays (you can write it yourself):</source>
        <translation>Hva som blir &amp;stående (du kan skrive det selv):</translation>
    </message>
    <message>
        <source>What stays</source>
        <translation>Hva som blir stående</translation>
    </message>
    <message>
        <source>Keep &amp;This Computer’s</source>
        <translation>Behold &amp;denne datamaskinens</translation>
    </message>
    <message>
        <source>Keep the &amp;Other Computer’s</source>
        <translation>Behold den &amp;andre datamaskinens</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Behold &amp;begge</translation>
    </message>
    <message>
        <source>Show the &amp;Version Both Started From</source>
        <translation>Vis &amp;versjonen begge startet fra</translation>
    </message>
    <message>
        <source>Hide the &amp;Version Both Started From</source>
        <translation>Skjul &amp;versjonen begge startet fra</translation>
    </message>
</context>
<context>
    <name>PlanApprovalCard</name>
    <message>
        <source>The assistant proposes a plan</source>
        <translation>Assistenten foreslår en plan</translation>
    </message>
    <message>
        <source>Nothing in your project changes until you approve it. Reword, remove or add steps first if you like; changes to documents the plan does not name will ask you.</source>
        <translation>Ingenting i prosjektet ditt endres før du godkjenner den. Skriv om, fjern eller legg til steg først om du vil; endringer i dokumenter planen ikke nevner, vil spørre deg.</translation>
    </message>
    <message>
        <source>Add a step</source>
        <translation>Legg til et steg</translation>
    </message>
    <message>
        <source>Approve plan</source>
        <translation>Godkjenn planen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Avvis</translation>
    </message>
    <message>
        <source>The assistant makes no change in this turn</source>
        <translation>Assistenten gjør ingen endringer i denne runden</translation>
    </message>
    <message>
        <source>What the assistant should do, and in which document</source>
        <translation>Hva assistenten skal gjøre, og i hvilket dokument</translation>
    </message>
    <message>
        <source>Remove this step</source>
        <translation>Fjern dette steget</translation>
    </message>
    <message>
        <source>Plan approved, in your version.</source>
        <translation>Planen er godkjent, i din versjon.</translation>
    </message>
    <message>
        <source>Plan approved.</source>
        <translation>Planen er godkjent.</translation>
    </message>
    <message>
        <source>Plan refused: the assistant makes no change in this turn.</source>
        <translation>Planen er avvist: assistenten gjør ingen endringer i denne runden.</translation>
    </message>
    <message>
        <source>Plan not approved: you stopped the assistant.</source>
        <translation>Planen er ikke godkjent: du stoppet assistenten.</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <source>Carried over from an earlier question; the assistant goes on with it.</source>
        <translation>Ført videre fra et tidligere spørsmål; assistenten fortsetter med den.</translation>
    </message>
    <message>
        <source>Plan: %1 of %2 done</source>
        <translation>Plan: %1 av %2 gjort</translation>
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
        <translation>Merk «%1» som privat</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>Fjern privatmerket fra «%1»</translation>
    </message>
</context>
<context>
    <name>PrivateMark</name>
    <message>
        <source>Private: never sent to a cloud model</source>
        <translation>Privat: sendes aldri til en skymodell</translation>
    </message>
</context>
<context>
    <name>PrivateRow</name>
    <message>
        <source>Let a model on this computer read private material</source>
        <translation>La en modell på denne datamaskinen lese privat materiale</translation>
    </message>
    <message>
        <source>Notes, folders and entries you mark private are never sent to a model in the cloud. With this on, a model server on this computer (such as Ollama or LM Studio) may read them; if a fallback model is elsewhere, none may.</source>
        <translation>Notater, mapper og oppslag du merker som private, sendes aldri til en modell i skyen. Når dette er på, kan en modellserver på denne datamaskinen (som Ollama eller LM Studio) lese dem; ligger en reservemodell et annet sted, kan ingen.</translation>
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
        <translation>Privat fordi en mappe rundt den er merket som privat</translation>
    </message>
    <message>
        <source>Mark “%1” private</source>
        <translation>Merk «%1» som privat</translation>
    </message>
    <message>
        <source>Mark “%1” not private</source>
        <translation>Fjern privatmerket fra «%1»</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>nested more than %n folders deep; the deeper parts were dropped</source>
        <translation>
            <numerusform>nøstet mer enn %n mappe dypt; de dypere delene ble forkastet</numerusform>
            <numerusform>nøstet mer enn %n mapper dypt; de dypere delene ble forkastet</numerusform>
        </translation>
    </message>
    <message>
        <source>tree</source>
        <translation>trestruktur</translation>
    </message>
    <message>
        <source>trash</source>
        <translation>papirkurv</translation>
    </message>
    <message>
        <source>folder %1</source>
        <translation>mappe %1</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>en tilordning</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>en liste</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>sann/usann</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>et tall</translation>
    </message>
    <message>
        <source>a link to something outside the project; not read (Quire does not follow it)</source>
        <translation>en lenke til noe utenfor prosjektet; ikke lest (Quire følger den ikke)</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1)</source>
        <translation>ikke UTF-8-tekst (byte %1)</translation>
    </message>
    <message>
        <source>duplicate id %1 (also in %2); skipped</source>
        <translation>duplisert ID %1 (også i %2); hoppet over</translation>
    </message>
    <message>
        <source>not in the tree of %1; placed at the end of the top level</source>
        <translation>ikke i trestrukturen i %1; plassert sist på øverste nivå</translation>
    </message>
    <message>
        <source>no format version; read as format %1</source>
        <translation>ingen formatversjon; lest som format %1</translation>
    </message>
    <message>
        <source>larger than %1 MB, the most a document or entity file may be; not read</source>
        <translation>større enn %1 MB, det meste en dokument- eller oppslagsfil kan være; ikke lest</translation>
    </message>
    <message>
        <source>a conflicted copy of %1 made by %2; not read as a document: Quire offers to merge it, and keeps it until the merge is accepted</source>
        <translation>en konfliktkopi av %1 laget av %2; ikke lest som dokument: Quire tilbyr å flette den, og beholder den til flettingen er godtatt</translation>
    </message>
    <message>
        <source>holds git’s conflict markers; Quire offers to merge its two sides</source>
        <translation>inneholder konfliktmarkører fra git; Quire tilbyr å flette de to sidene</translation>
    </message>
    <message>
        <source>left by an interrupted save of an earlier Quire, which it cannot vouch for; set aside: every file is read as it is and none is removed</source>
        <translation>etterlatt av en avbrutt lagring i en tidligere versjon av Quire, som denne versjonen ikke kan gå god for; lagt til side: hver fil leses som den er, og ingen fjernes</translation>
    </message>
    <message>
        <source>not a save journal (%1); set aside</source>
        <translation>ikke en lagringsjournal (%1); lagt til side</translation>
    </message>
    <message>
        <source>left by an interrupted save, but %1 changed since: set aside, so every file is read as it is and none is removed</source>
        <translation>etterlatt av en avbrutt lagring, men %1 er endret siden: lagt til side, så hver fil leses som den er, og ingen fjernes</translation>
    </message>
    <message>
        <source>left by an interrupted save, but the new content of %1 is gone: set aside, so every file is read as it is and none is removed</source>
        <translation>etterlatt av en avbrutt lagring, men det nye innholdet i %1 er borte: lagt til side, så hver fil leses som den er, og ingen fjernes</translation>
    </message>
    <message>
        <source>not valid JSON: %1 (line %2, column %3)</source>
        <translation>ikke gyldig JSON: %1 (linje %2, kolonne %3)</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>nøstet for dypt til å kunne leses</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>unknown keys ignored: %1</source>
        <translation>ukjente nøkler ignorert: %1</translation>
    </message>
    <message>
        <source>“%1” must be text; read as “%2”</source>
        <translation>«%1» må være tekst; lest som «%2»</translation>
    </message>
    <message>
        <source>%1: children must be a list; read as empty</source>
        <translation>%1: innholdet må være en liste; lest som tomt</translation>
    </message>
    <message>
        <source>%1: %2 is listed more than once; kept the first</source>
        <translation>%1: %2 står oppført mer enn én gang; den første ble beholdt</translation>
    </message>
    <message>
        <source>%1: an entry without an id was dropped</source>
        <translation>%1: en oppføring uten ID ble forkastet</translation>
    </message>
    <message>
        <source>%1: no document file has the id %2; dropped</source>
        <translation>%1: ingen dokumentfil har ID-en %2; forkastet</translation>
    </message>
    <message>
        <source>%1: “%2” is neither a document nor a folder; dropped</source>
        <translation>%1: «%2» er verken et dokument eller en mappe; forkastet</translation>
    </message>
    <message>
        <source>%1: folder %2 has unknown kind %3</source>
        <translation>%1: mappen %2 har ukjent type %3</translation>
    </message>
    <message>
        <source>%1: folder %2: “private” must be yes or no, not %3; read as private</source>
        <translation>%1: mappen %2: «private» må være ja eller nei, ikke %3; lest som privat</translation>
    </message>
    <message>
        <source>trash must be a list; read as empty</source>
        <translation>papirkurven må være en liste; lest som tom</translation>
    </message>
    <message>
        <source>trash: %1 is listed more than once</source>
        <translation>papirkurv: %1 står oppført mer enn én gang</translation>
    </message>
    <message>
        <source>trash: %1 has a parent that is not an id; ignored</source>
        <translation>papirkurv: %1 har en overordnet som ikke er en ID; ignorert</translation>
    </message>
    <message>
        <source>trash: %1 has an index that is not a number; ignored</source>
        <translation>papirkurv: %1 har en plassering som ikke er et tall; ignorert</translation>
    </message>
    <message>
        <source>trash: no entity file has the id %1; dropped</source>
        <translation>papirkurv: ingen oppslagsfil har ID-en %1; forkastet</translation>
    </message>
    <message>
        <source>trash: folder %1 has no contents; dropped</source>
        <translation>papirkurv: mappen %1 har ikke noe innhold; forkastet</translation>
    </message>
    <message>
        <source>the statuses must be a list; the usual ones are used</source>
        <translation>statusene må være en liste; de vanlige brukes</translation>
    </message>
    <message>
        <source>a status was dropped: %1</source>
        <translation>en status ble forkastet: %1</translation>
    </message>
    <message>
        <source>the word targets must be an object; ignored</source>
        <translation>ordmålene må være et objekt; ignorert</translation>
    </message>
    <message>
        <source>word target “%1” ignored: %2</source>
        <translation>ordmålet «%1» ble ignorert: %2</translation>
    </message>
    <message>
        <source>the word list must be a list of words; ignored</source>
        <translation>prosjektordlisten må være en liste med ord; ignorert</translation>
    </message>
    <message>
        <source>a word of the word list was dropped: %1</source>
        <translation>et ord i prosjektordlisten ble forkastet: %1</translation>
    </message>
    <message>
        <source>what the project requires of the assistant (%1) cannot be %2; the strictest is required until it is set again</source>
        <translation>det prosjektet krever av assistenten (%1), kan ikke være %2; det strengeste gjelder til det stilles inn på nytt</translation>
    </message>
    <message>
        <source>the writing log must be a list; ignored</source>
        <translation>skriveloggen må være en liste; ignorert</translation>
    </message>
    <message>
        <source>writing log: not a [day, words] pair: %1; dropped</source>
        <translation>skrivelogg: ikke et par [dag, ord]: %1; forkastet</translation>
    </message>
    <message>
        <source>writing log: not a day: %1; dropped</source>
        <translation>skrivelogg: ikke en dag: %1; forkastet</translation>
    </message>
    <message>
        <source>writing log: the words of %1 must be a whole number; dropped</source>
        <translation>skrivelogg: ordene for %1 må være et heltall; forkastet</translation>
    </message>
    <message>
        <source>writing log: %1 is listed more than once; dropped</source>
        <translation>skrivelogg: %1 står oppført mer enn én gang; forkastet</translation>
    </message>
    <message>
        <source>a word target must be a whole number</source>
        <translation>et ordmål må være et heltall</translation>
    </message>
    <message>
        <source>a word target must be between 0 and %1</source>
        <translation>et ordmål må være mellom 0 og %1</translation>
    </message>
    <message>
        <source>a project has at most %1 statuses</source>
        <translation>et prosjekt har høyst %1 statuser</translation>
    </message>
    <message>
        <source>a status needs a name</source>
        <translation>en status må ha et navn</translation>
    </message>
    <message>
        <source>a status name may not start or end with spaces: “%1”</source>
        <translation>et statusnavn kan ikke begynne eller slutte med mellomrom: «%1»</translation>
    </message>
    <message>
        <source>a status colour must look like #rrggbb: %1</source>
        <translation>en statusfarge må ha formen #rrggbb: %1</translation>
    </message>
    <message>
        <source>two statuses are called “%1”</source>
        <translation>to statuser heter «%1»</translation>
    </message>
    <message>
        <source>not a word for the word list: %1</source>
        <translation>ikke et ord for prosjektordlisten: %1</translation>
    </message>
    <message>
        <source>a word-list entry is one word: “%1”</source>
        <translation>en oppføring i prosjektordlisten er ett ord: «%1»</translation>
    </message>
    <message>
        <source>no front matter: the file must start with a “---” line</source>
        <translation>mangler filhode: filen må begynne med en «---»-linje</translation>
    </message>
    <message>
        <source>front matter is not closed: no second “---” line</source>
        <translation>filhodet er ikke avsluttet: mangler en ny «---»-linje</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1 (line %2)</source>
        <translation>filhodet er ikke gyldig YAML: %1 (linje %2)</translation>
    </message>
    <message>
        <source>front matter is not valid YAML: %1</source>
        <translation>filhodet er ikke gyldig YAML: %1</translation>
    </message>
    <message>
        <source>front matter is nested too deeply</source>
        <translation>filhodet er nøstet for dypt</translation>
    </message>
    <message>
        <source>front matter must be a list of “key: value” lines</source>
        <translation>filhodet må være en liste med linjer på formen «nøkkel: verdi»</translation>
    </message>
    <message>
        <source>front matter is too large to read</source>
        <translation>filhodet er for stort til å kunne leses</translation>
    </message>
    <message>
        <source>“private” must be yes or no, not %1; read as private</source>
        <translation>«private» må være ja eller nei, ikke %1; lest som privat</translation>
    </message>
    <message>
        <source>“private_fields” must be a list of field names, not %1; the whole entry is read as private</source>
        <translation>«private_fields» må være en liste med feltnavn, ikke %1; hele oppslaget leses som privat</translation>
    </message>
    <message>
        <source>front matter has no id</source>
        <translation>filhodet har ingen ID</translation>
    </message>
    <message>
        <source>the id must be text, not %1</source>
        <translation>ID-en må være tekst, ikke %1</translation>
    </message>
    <message>
        <source>the id “%1” is not a document id (they look like %2…)</source>
        <translation>ID-en «%1» er ikke en dokument-ID (de ser ut som %2…)</translation>
    </message>
    <message>
        <source>the id “%1” is not an entity id (they look like %2…)</source>
        <translation>ID-en «%1» er ikke en oppslags-ID (de ser ut som %2…)</translation>
    </message>
    <message>
        <source>the id is nested too deeply</source>
        <translation>ID-en er nøstet for dypt</translation>
    </message>
    <message>
        <source>“%1” is nested too deeply; ignored</source>
        <translation>«%1» er nøstet for dypt; ignorert</translation>
    </message>
    <message>
        <source>no “%1”; read as “%2”</source>
        <translation>mangler «%1»; lest som «%2»</translation>
    </message>
    <message>
        <source>“%1” must be text, not %2; ignored</source>
        <translation>«%1» må være tekst, ikke %2; ignorert</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from 0 to %2; ignored</source>
        <translation>«%1» må være et heltall fra 0 til %2; ignorert</translation>
    </message>
    <message>
        <source>unknown kind %1 (one of %2); read as %3</source>
        <translation>ukjent type %1 (en av %2); lest som %3</translation>
    </message>
    <message>
        <source>“%1” must be a list of text; ignored</source>
        <translation>«%1» må være en liste med tekst; ignorert</translation>
    </message>
    <message>
        <source>“%1”: the value of %2 must be text; ignored</source>
        <translation>«%1»: verdien til %2 må være tekst; ignorert</translation>
    </message>
    <message>
        <source>“%1” must be a mapping of names to text; ignored</source>
        <translation>«%1» må tilordne tekst til navn; ignorert</translation>
    </message>
    <message>
        <source>not document fields, ignored: %1</source>
        <translation>ikke dokumentfelter, ignorert: %1</translation>
    </message>
    <message>
        <source>not entity fields, ignored: %1</source>
        <translation>ikke oppslagsfelter, ignorert: %1</translation>
    </message>
    <message>
        <source>the series folder %1 is not there; the book opens without the series’ entities</source>
        <translation>seriemappen %1 finnes ikke; boken åpnes uten seriens oppslag</translation>
    </message>
    <message>
        <source>the series at %1 cannot be read (%2); the book opens without the series’ entities</source>
        <translation>serien i %1 kan ikke leses (%2); boken åpnes uten seriens oppslag</translation>
    </message>
    <message>
        <source>“changes” must be a list of changes; ignored</source>
        <translation>«changes» må være en liste over endringer; ignorert</translation>
    </message>
    <message>
        <source>change %1 cannot be read (“%2” is wrong); ignored</source>
        <translation>endring %1 kan ikke leses («%2» er feil); ignorert</translation>
    </message>
    <message>
        <source>more than %1 changes; the rest ignored</source>
        <translation>mer enn %1 endringer; resten ignorert</translation>
    </message>
    <message>
        <source>“books” must be a list of books; ignored</source>
        <translation>«books» må være en liste over bøker; ignorert</translation>
    </message>
    <message>
        <source>book %1 has no relative path to its folder; ignored</source>
        <translation>bok %1 har ingen relativ sti til mappen sin; ignorert</translation>
    </message>
    <message>
        <source>“%1” holds %2 at character %3, which no file can store</source>
        <translation>«%1» inneholder %2 ved tegn %3, som ingen fil kan lagre</translation>
    </message>
    <message>
        <source>holds %1 at character %2, which no file can store</source>
        <translation>inneholder %1 ved tegn %2, som ingen fil kan lagre</translation>
    </message>
    <message>
        <source>the name “%1” holds %2 at character %3, which no file can store</source>
        <translation>navnet «%1» inneholder %2 ved tegn %3, som ingen fil kan lagre</translation>
    </message>
    <message>
        <source>not readable as UTF-16 text (byte %1)</source>
        <translation>kan ikke leses som UTF-16-tekst (byte %1)</translation>
    </message>
    <message>
        <source>over %1 MB</source>
        <translation>over %1 MB</translation>
    </message>
    <message>
        <source>not in the binder</source>
        <translation>ikke i Scriveners Binder</translation>
    </message>
    <message>
        <source>not in the project&apos;s tree</source>
        <translation>ikke i prosjekttreet</translation>
    </message>
    <message>
        <source>not UTF-8 (byte %1); read as Windows-1252 (Western European) text</source>
        <translation>ikke UTF-8 (byte %1); lest som Windows-1252-tekst (vesteuropeisk)</translation>
    </message>
    <message>
        <source>no text file for “%1”</source>
        <translation>ingen tekstfil for «%1»</translation>
    </message>
    <message>
        <source>folders nested more than %1 deep; the documents below “%2” are placed in it, in order</source>
        <translation>mapper nøstet mer enn %1 nivåer dypt; dokumentene under «%2» er lagt i den, i rekkefølge</translation>
    </message>
    <message>
        <source>“%1” has the id “%2”, which names no file in the project</source>
        <translation>«%1» har ID-en «%2», som ikke viser til noen fil i prosjektet</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is too large to keep as a field</source>
        <translation>nøkkelen «%1» i filhodet ble ikke beholdt: verdien er for stor til et felt</translation>
    </message>
    <message>
        <source>front-matter key “%1” not kept: the value is nested too deeply to keep as a field</source>
        <translation>nøkkelen «%1» i filhodet ble ikke beholdt: verdien er nøstet for dypt til et felt</translation>
    </message>
    <message>
        <source>pandoc is not installed, so Quire cannot read RTF text</source>
        <translation>pandoc er ikke installert, så Quire kan ikke lese RTF-tekst</translation>
    </message>
    <message>
        <source>pandoc took longer than %1 s</source>
        <translation>pandoc brukte mer enn %1 s</translation>
    </message>
    <message>
        <source>pandoc could not run: %1</source>
        <translation>pandoc kunne ikke kjøres: %1</translation>
    </message>
    <message>
        <source>pandoc could not read the RTF: %1</source>
        <translation>pandoc kunne ikke lese RTF-en: %1</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>hoppet over</translation>
    </message>
    <message>
        <source>documents placed at the top level by file name</source>
        <translation>dokumentene plassert på øverste nivå etter filnavn</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>lagt til side</translation>
    </message>
    <message>
        <source>replaced with U+FFFD</source>
        <translation>erstattet med U+FFFD</translation>
    </message>
    <message>
        <source>replaced with U+FFFD (and any other such character)</source>
        <translation>erstattet med U+FFFD (som alle andre slike tegn)</translation>
    </message>
    <message>
        <source>kept in the text</source>
        <translation>beholdt i teksten</translation>
    </message>
    <message>
        <source>read leniently</source>
        <translation>lest tolerant</translation>
    </message>
    <message>
        <source>imported empty</source>
        <translation>importert tom</translation>
    </message>
    <message>
        <source>%1; the files it was writing will be kept in %2</source>
        <translation>%1; filene den skrev, blir tatt vare på i %2</translation>
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
        <translation>Skrivefremdrift: klikk for mål og de siste 30 dagene</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session} of {target}</source>
        <translation>I dag: {today} · Økt: {session} av {target}</translation>
    </message>
    <message>
        <source>Today: {today} · Session: {session}</source>
        <translation>I dag: {today} · Økt: {session}</translation>
    </message>
</context>
<context>
    <name>ProjectController</name>
    <message>
        <source>An automatic snapshot could not be saved: %1</source>
        <translation>Et automatisk øyeblikksbilde kunne ikke lagres: %1</translation>
    </message>
    <message>
        <source>The backup could not be made: %1</source>
        <translation>Sikkerhetskopien kunne ikke tas: %1</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Could not open the project</source>
        <translation>Kunne ikke åpne prosjektet</translation>
    </message>
    <message>
        <source>“{path}” could not be opened as a Quire project.</source>
        <translation>«{path}» kunne ikke åpnes som et Quire-prosjekt.</translation>
    </message>
    <message>
        <source>Could not create the project</source>
        <translation>Kunne ikke opprette prosjektet</translation>
    </message>
    <message>
        <source>“{path}” already exists. Choose a new name or an empty folder.</source>
        <translation>«{path}» finnes allerede. Velg et nytt navn eller en tom mappe.</translation>
    </message>
    <message>
        <source>Chapter 1</source>
        <translation>Kapittel 1</translation>
    </message>
    <message>
        <source>No conflicted copies to merge</source>
        <translation>Ingen konfliktkopier å slå sammen</translation>
    </message>
    <message>
        <source>{name} (Quire)</source>
        <translation>{name} (Quire)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents imported</source>
        <translation>
            <numerusform>%Ln dokument importert</numerusform>
            <numerusform>%Ln dokumenter importert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln ord</numerusform>
            <numerusform>%Ln ord</numerusform>
        </translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Lagring mislyktes</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Kunne ikke lagre</translation>
    </message>
    <message>
        <source>The project could not be written.</source>
        <translation>Prosjektet kunne ikke skrives.</translation>
    </message>
    <message>
        <source>Could not reload the project</source>
        <translation>Kunne ikke laste inn prosjektet på nytt</translation>
    </message>
    <message>
        <source>Reloaded from disk</source>
        <translation>Lastet inn på nytt fra disken</translation>
    </message>
    <message>
        <source>Not saved: files changed on disk</source>
        <translation>Ikke lagret: filer er endret på disken</translation>
    </message>
    <message>
        <source>Merged with the files on disk</source>
        <translation>Slått sammen med filene på disken</translation>
    </message>
</context>
<context>
    <name>ProjectSearchPanel</name>
    <message>
        <source>Find in the project</source>
        <translation>Søk i prosjektet</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Erstatt med</translation>
    </message>
    <message>
        <source>Replace All</source>
        <translation>Erstatt alle</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Store/små bokstaver</translation>
    </message>
    <message>
        <source>Whole words</source>
        <translation>Hele ord</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Regulært uttrykk</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Søker…</translation>
    </message>
    <message>
        <source>The regular expression is not valid (%1).</source>
        <translation>Det regulære uttrykket er ikke gyldig (%1).</translation>
    </message>
    <message>
        <source>The regular expression took too long to search the project. Try a simpler one: nested repeats such as (a+)+ never finish.</source>
        <translation>Det regulære uttrykket brukte for lang tid på å søke i prosjektet. Prøv et enklere: nestede gjentakelser som (a+)+ blir aldri ferdige.</translation>
    </message>
    <message>
        <source>This search could not be done.</source>
        <translation>Dette søket kunne ikke gjøres.</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Ingen treff</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln treff</numerusform>
            <numerusform>%Ln treff</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %Ln documents</source>
        <translation>
            <numerusform>i %Ln dokument</numerusform>
            <numerusform>i %Ln dokumenter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches in entities</source>
        <extracomment>Beside &quot;12 matches in 3 documents&quot;: the matches in entities&apos; names and fields.</extracomment>
        <translation>
            <numerusform>%Ln treff i oppslag</numerusform>
            <numerusform>%Ln treff i oppslag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln matches; the first ones are listed</source>
        <translation>
            <numerusform>Mer enn %Ln treff; de første vises</numerusform>
            <numerusform>Mer enn %Ln treff; de første vises</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace “%1” with “%2” in %Ln documents</source>
        <translation>
            <numerusform>Erstatt «%1» med «%2» i %Ln dokument</numerusform>
            <numerusform>Erstatt «%1» med «%2» i %Ln dokumenter</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was replaced: %1</source>
        <translation>Ingenting ble erstattet: %1</translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>Erstattet %Ln forekomst</numerusform>
            <numerusform>Erstattet %Ln forekomster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace all %Ln matches of “%1” with “%2”?</source>
        <translation>
            <numerusform>Erstatte %Ln treff av «%1» med «%2»?</numerusform>
            <numerusform>Erstatte alle %Ln treff av «%1» med «%2»?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents will change. You can take this back with Edit ▸ Undo.</source>
        <translation>
            <numerusform>%Ln dokument blir endret. Du kan angre dette med Rediger ▸ Angre.</numerusform>
            <numerusform>%Ln dokumenter blir endret. Du kan angre dette med Rediger ▸ Angre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Navn: %1</translation>
    </message>
    <message>
        <source>Aliases: %1</source>
        <translation>Alias: %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notater: %1</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Oppslag</translation>
    </message>
    <message>
        <source>Matches in entities&apos; names, fields and notes, and in the values a series entity&apos;s changes give. Replace All changes documents only.</source>
        <translation>Treff i oppslagenes navn, felter og notater, og i verdiene endringene til et serieoppslag gir. Erstatt alle endrer bare dokumenter.</translation>
    </message>
</context>
<context>
    <name>ProjectSettingsDialog</name>
    <message>
        <source>Project Settings</source>
        <translation>Prosjektinnstillinger</translation>
    </message>
    <message>
        <source>Statuses</source>
        <translation>Statuser</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Legg til</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>&amp;Colour…</source>
        <translation>F&amp;arge…</translation>
    </message>
    <message>
        <source>Project dictionary</source>
        <translation>Prosjektordliste</translation>
    </message>
    <message>
        <source>One word a line</source>
        <translation>Ett ord per linje</translation>
    </message>
    <message>
        <source>as each writer’s settings say</source>
        <translation>det innstillingene til hver enkelt sier</translation>
    </message>
    <message>
        <source>deletions and large rewrites</source>
        <translation>ved slettinger og store omskrivinger</translation>
    </message>
    <message>
        <source>every change</source>
        <translation>ved hver endring</translation>
    </message>
    <message>
        <source>The re&amp;viewer always checks each change first</source>
        <translation>&amp;Kontrolløren sjekker alltid hver endring først</translation>
    </message>
    <message>
        <source>No one can ask for less in this project: not the assistant’s settings, a command line option or a specialist.</source>
        <translation>Ingen kan kreve mindre i dette prosjektet: verken assistentens innstillinger, et kommandolinjevalg eller en spesialist.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;pråk:</translation>
    </message>
    <message>
        <source>The language of the manuscript: for spelling and smart punctuation.</source>
        <translation>Manuskriptets språk: for stavekontroll og typografisk tegnsetting.</translation>
    </message>
    <message>
        <source>&amp;Statuses (double-click to rename, drag to order):</source>
        <translation>&amp;Statuser (dobbeltklikk for å endre navn, dra for å ordne):</translation>
    </message>
    <message>
        <source>Project &amp;dictionary: words never marked as misspelt</source>
        <translation>Prosjekt&amp;ordliste: ord som aldri markeres som feilstavet</translation>
    </message>
    <message>
        <source>The assistant’s changes as&amp;k at least:</source>
        <translation>Spør om assistentens endringer, &amp;minst:</translation>
    </message>
    <message>
        <source>English (US)</source>
        <translation>Engelsk (USA)</translation>
    </message>
    <message>
        <source>English (UK)</source>
        <translation>Engelsk (Storbritannia)</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spansk</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tysk</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Fransk</translation>
    </message>
    <message>
        <source>Norwegian Bokmål</source>
        <translation>Norsk bokmål</translation>
    </message>
    <message>
        <source>new status</source>
        <translation>ny status</translation>
    </message>
    <message>
        <source>new status {number}</source>
        <translation>ny status {number}</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farge</translation>
    </message>
    <message>
        <source>Every status needs a name.</source>
        <translation>Hver status må ha et navn.</translation>
    </message>
    <message>
        <source>Two statuses are called “{name}”.</source>
        <translation>To statuser heter «{name}».</translation>
    </message>
    <message>
        <source>“{line}” is not one word: put one word on each line.</source>
        <translation>«{line}» er ikke ett ord: skriv ett ord på hver linje.</translation>
    </message>
    <message>
        <source>Change project settings</source>
        <translation>Endre prosjektinnstillinger</translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message>
        <source>Entities</source>
        <translation>Oppslag</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papirkurv</translation>
    </message>
    <message>
        <source>Trash ({count})</source>
        <translation>Papirkurv ({count})</translation>
    </message>
    <message numerus="yes">
        <source>{kind} · %Ln words</source>
        <translation>
            <numerusform>{kind} · %Ln ord</numerusform>
            <numerusform>{kind} · %Ln ord</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename “{old}” to “{new}”</source>
        <translation>Endre navn på «{old}» til «{new}»</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>Gjenopprett «{title}»</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>Flytt «{title}»</translation>
    </message>
    <message>
        <source>Move “{title}” to the trash</source>
        <translation>Flytt «{title}» til papirkurven</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln items to the trash</source>
        <translation>
            <numerusform>Flytt %Ln element til papirkurven</numerusform>
            <numerusform>Flytt %Ln elementer til papirkurven</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Merge keeps both: what was changed on disk joins your version here, paragraph by paragraph, and nothing is lost.</source>
        <translation>Slå sammen beholder begge: det som ble endret på disken, slås sammen med versjonen din her, avsnitt for avsnitt, og ingenting går tapt.</translation>
    </message>
    <message>
        <source>Project already open</source>
        <translation>Prosjektet er allerede åpent</translation>
    </message>
    <message>
        <source>“{name}” is open in another Quire window.</source>
        <translation>«{name}» er åpent i et annet Quire-vindu.</translation>
    </message>
    <message>
        <source>A project can be open in only one window at a time, so that neither overwrites the other&apos;s work. Close it there, then open it here.</source>
        <translation>Et prosjekt kan bare være åpent i ett vindu om gangen, slik at det ene ikke overskriver arbeidet i det andre. Lukk det der, og åpne det her.</translation>
    </message>
    <message>
        <source>Project open on another computer</source>
        <translation>Prosjektet er åpent på en annen datamaskin</translation>
    </message>
    <message>
        <source>“{name}” is marked as open in Quire on another computer, {host}.</source>
        <translation>«{name}» er merket som åpent i Quire på en annen datamaskin, {host}.</translation>
    </message>
    <message>
        <source>It may still be open there, or the folder was synced or copied from there while it was open. If Quire is not running there, open it here. If it is, close it there first: open on both computers, one would overwrite the other&apos;s work.</source>
        <translation>Det kan fortsatt være åpent der, eller mappen ble synkronisert eller kopiert derfra mens det var åpent. Hvis Quire ikke kjører der, kan du åpne det her. Hvis det gjør det, lukk det der først: Er det åpent på begge datamaskinene, vil den ene overskrive arbeidet til den andre.</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>Åpne likevel</translation>
    </message>
    <message>
        <source>Files changed on disk</source>
        <translation>Filer endret på disken</translation>
    </message>
    <message>
        <source>Another program changed files of this project:</source>
        <translation>Et annet program har endret filer i dette prosjektet:</translation>
    </message>
    <message>
        <source>Reload to use the files on disk (your unsaved changes and the undo history are dropped), or keep your version and overwrite the files.</source>
        <translation>Last inn på nytt for å bruke filene på disken (ulagrede endringer og angrehistorikken forkastes), eller behold din versjon og overskriv filene.</translation>
    </message>
    <message>
        <source>Reload to use the files on disk, or keep your version and overwrite them.</source>
        <translation>Last inn på nytt for å bruke filene på disken, eller behold din versjon og overskriv dem.</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Slå sammen</translation>
    </message>
    <message>
        <source>&amp;Merge…</source>
        <translation>&amp;Slå sammen…</translation>
    </message>
    <message>
        <source>Reload from Disk</source>
        <translation>Last inn på nytt fra disken</translation>
    </message>
    <message>
        <source>Keep Mine (Overwrite)</source>
        <translation>Behold min (overskriv)</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Kunne ikke lagre</translation>
    </message>
    <message>
        <source>Your changes could not be saved:
{reason}

Close without saving them?</source>
        <translation>Endringene dine kunne ikke lagres:
{reason}

Lukke uten å lagre dem?</translation>
    </message>
    <message>
        <source>Some files could not be read</source>
        <translation>Noen filer kunne ikke leses</translation>
    </message>
    <message>
        <source>What could be read is open. Nothing was changed on disk.</source>
        <translation>Det som kunne leses, er åpnet. Ingenting ble endret på disken.</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>S&amp;enere</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Åpne prosjekt</translation>
    </message>
    <message>
        <source>Import a Vault, a novelWriter or Scrivener Project, or a Folder</source>
        <translation>Importer et hvelv, et novelWriter- eller Scrivener-prosjekt eller en mappe</translation>
    </message>
    <message>
        <source>Save the Imported Project As</source>
        <translation>Lagre det importerte prosjektet som</translation>
    </message>
    <message>
        <source>About Quire</source>
        <translation>Om Quire</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Filmappe</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ukjent</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Øk</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Reduser</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Merk alt</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Løsne</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Løsner panelet og fester det igjen</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Lukker panelet</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Se i:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;navn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fil&amp;type:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fremover</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Overordnet mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Opprett ny mappe</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvisning</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Velg</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lagre som</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mappe:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mapper</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Gi nytt navn</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Vis s&amp;kjulte filer</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Finn mappe</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nylig brukte steder</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Er du sikker på at du vil slette «%1»?</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Fant ikke mappen.
Kontroller at mappenavnet er riktig.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Endret</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min datamaskin</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Klipp &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lim inn</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Merk alt</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Vis detaljer…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Skjul detaljer…</translation>
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
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Klipp &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopier l&amp;enkeadresse</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lim inn</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Merk alt</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>The assistant asks you:</source>
        <translation>Assistenten spør deg:</translation>
    </message>
    <message>
        <source>Answer with this</source>
        <translation>Svar med dette</translation>
    </message>
    <message>
        <source>Or answer in your own words…</source>
        <translation>Eller svar med egne ord…</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>You answered: %1</source>
        <translation>Du svarte: %1</translation>
    </message>
    <message>
        <source>Not answered: you stopped the assistant.</source>
        <translation>Ikke besvart: du stoppet assistenten.</translation>
    </message>
    <message>
        <source>Nobody could be asked; the assistant assumed: %1</source>
        <translation>Ingen kunne spørres; assistenten antok: %1</translation>
    </message>
    <message>
        <source>Not asked: the assistant had asked enough; it assumed: %1</source>
        <translation>Ikke spurt: assistenten hadde spurt nok; den antok: %1</translation>
    </message>
    <message>
        <source>The assistant asked:</source>
        <translation>Assistenten spurte:</translation>
    </message>
</context>
<context>
    <name>Retimer</name>
    <message>
        <source>“%1” happens “%2”, counted from another scene.</source>
        <translation>«%1» skjer «%2», regnet fra en annen scene.</translation>
    </message>
    <message>
        <source>Move a Scene Timed by Another</source>
        <translation>Flytt en scene som er tidfestet etter en annen</translation>
    </message>
    <message>
        <source>Moving it gives it a date of its own, %1, and it no longer moves with the scene it counts from.</source>
        <translation>Flytter du den, får den en egen dato, %1, og følger ikke lenger scenen den regnes fra.</translation>
    </message>
    <message>
        <source>Give It That Date</source>
        <translation>Gi den denne datoen</translation>
    </message>
    <message>
        <source>Set Time</source>
        <translation>Angi tidspunkt</translation>
    </message>
    <message>
        <source>When “%1” happens: a date, a date and time, or a relation such as “three days later” (empty: no time)</source>
        <translation>Når «%1» skjer: en dato, en dato og et klokkeslett, eller en relasjon som «tre dager senere» (tomt: ingen tid)</translation>
    </message>
    <message>
        <source>Time of “%1”</source>
        <translation>Tidspunkt for «%1»</translation>
    </message>
</context>
<context>
    <name>ReviewNote</name>
    <message>
        <source>(no reason given)</source>
        <translation>(ingen begrunnelse)</translation>
    </message>
    <message>
        <source>The reviewer flagged this change: %1</source>
        <translation>Kontrolløren har markert denne endringen: %1</translation>
    </message>
    <message>
        <source>The reviewer could not check this change, so it waits for you.</source>
        <translation>Kontrolløren kunne ikke sjekke denne endringen, så den venter på deg.</translation>
    </message>
    <message>
        <source>The reviewer saw no problem: %1</source>
        <translation>Kontrolløren så ingen problemer: %1</translation>
    </message>
    <message>
        <source>The reviewer saw no problem.</source>
        <translation>Kontrolløren så ingen problemer.</translation>
    </message>
</context>
<context>
    <name>ReviewSettings</name>
    <message>
        <source>Check each change first</source>
        <translation>Sjekk hver endring først</translation>
    </message>
    <message>
        <source>In act mode, a second, short call to the same provider checks each change against your house rules and your request. A change it flags waits for your approval, whatever is chosen above.</source>
        <translation>I endringsmodus sjekker et ekstra, kort kall til samme leverandør hver endring mot husreglene og forespørselen din. En endring den markerer, venter på godkjenningen din, uansett hva som er valgt over.</translation>
    </message>
    <message>
        <source>Reviewer model</source>
        <translation>Kontrollørens modell</translation>
    </message>
    <message>
        <source>Reviewer model: the same as above</source>
        <translation>Kontrollørens modell: den samme som over</translation>
    </message>
    <message>
        <source>A cheaper model of the same provider may review; empty uses the main one</source>
        <translation>En billigere modell fra samme leverandør kan kontrollere; tomt bruker hovedmodellen</translation>
    </message>
</context>
<context>
    <name>RunDesk</name>
    <message>
        <source>This turn&apos;s changes are no longer in the undo history.</source>
        <translation>Endringene fra denne runden finnes ikke lenger i angrehistorikken.</translation>
    </message>
    <message>
        <source>This turn&apos;s changes are already undone.</source>
        <translation>Endringene fra denne runden er allerede angret.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; try again when it is done.</source>
        <translation>Assistenten endrer de samme tingene nå; prøv igjen når den er ferdig.</translation>
    </message>
    <message>
        <source>Revert: %1</source>
        <translation>Tilbakefør: %1</translation>
    </message>
    <message>
        <source>Nothing to revert: this change is already undone.</source>
        <translation>Ingenting å tilbakeføre: denne endringen er allerede angret.</translation>
    </message>
    <message>
        <source>Cannot undo this turn: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>Kan ikke angre denne runden: det den endret, er endret igjen siden. Angre de senere endringene først, eller rediger for hånd.</translation>
    </message>
    <message>
        <source>Cannot revert this change: what it changed has been changed again since. Undo the later changes first, or edit it by hand.</source>
        <translation>Kan ikke tilbakeføre denne endringen: det den endret, er endret igjen siden. Angre de senere endringene først, eller rediger for hånd.</translation>
    </message>
    <message>
        <source>The assistant is changing this right now; you can edit it again when its turn ends.</source>
        <translation>Assistenten endrer dette akkurat nå; du kan redigere det igjen når runden er over.</translation>
    </message>
    <message>
        <source>The assistant is changing the same things now; undo and redo of them wait until its turn ends.</source>
        <translation>Assistenten endrer de samme tingene nå; du kan ikke angre eller gjøre om disse endringene før runden er over.</translation>
    </message>
</context>
<context>
    <name>RunDetailsDialog</name>
    <message>
        <source>Run details</source>
        <translation>Detaljer om kjøringen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Hvem</translation>
    </message>
    <message>
        <source>No run history is kept for this turn.</source>
        <translation>Ingen kjøringshistorikk er lagret for denne runden.</translation>
    </message>
    <message>
        <source>&amp;Leave out my text</source>
        <translation>&amp;Utelat teksten min</translation>
    </message>
    <message>
        <source>The project&apos;s text, your questions, the answers and the titles become placeholder text of the same length; which tools ran, in what order, decided how, stays.</source>
        <translation>Prosjektets tekst, spørsmålene dine, svarene og titlene blir til plassholdertekst av samme lengde; hvilke verktøy som kjørte, i hvilken rekkefølge og hvordan det ble bestemt, blir stående.</translation>
    </message>
    <message>
        <source>&amp;Save for a Bug Report…</source>
        <translation>&amp;Lagre for en feilrapport…</translation>
    </message>
    <message>
        <source>Save for a Bug Report</source>
        <translation>Lagre for en feilrapport</translation>
    </message>
    <message>
        <source>Run records (*.jsonl)</source>
        <translation>Kjøringsposter (*.jsonl)</translation>
    </message>
    <message>
        <source>It could not be saved: %1</source>
        <translation>Den kunne ikke lagres: %1</translation>
    </message>
    <message>
        <source>Saved to %1. Attach the file to your report: quire replay reads it.</source>
        <translation>Lagret i %1. Legg ved filen i rapporten din: quire replay kan lese den.</translation>
    </message>
    <message>
        <source>summary</source>
        <translation>sammendrag</translation>
    </message>
    <message>
        <source>Messages: %1</source>
        <translation>Meldinger: %1</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>godkjent</translation>
    </message>
    <message>
        <source>flagged</source>
        <translation>markert</translation>
    </message>
    <message>
        <source>could not check</source>
        <translation>kunne ikke sjekkes</translation>
    </message>
</context>
<context>
    <name>RunHistoryWindow</name>
    <message>
        <source>Assistant History</source>
        <translation>Assistenthistorikk</translation>
    </message>
    <message>
        <source>Every change the assistant made in act mode, here or from the command line, newest first. Undo takes a run back as a new step, which you can undo in turn.</source>
        <extracomment>Names the button “Undo” (RunHistoryWindow): quote it as the button reads.</extracomment>
        <translation>Alle endringer assistenten har gjort i endringsmodus, her eller fra kommandolinjen, nyeste først. «Angre» tilbakefører en kjøring som et nytt steg, som du i sin tur kan angre.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Kjøring</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Når</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Forespørsel</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Endringer</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>No assistant runs yet: act-mode runs are kept here.</source>
        <translation>Ingen assistentkjøringer ennå: kjøringer i endringsmodus lagres her.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) in the history could not be read; they were left as they are.</source>
        <translation>
            <numerusform>%n registrering i historikken kunne ikke leses; den er latt være som den var.</numerusform>
            <numerusform>%n registreringer i historikken kunne ikke leses; de er latt være som de var.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Take this run back as a new step</source>
        <translation>Tilbakefør denne kjøringen som et nytt steg</translation>
    </message>
    <message>
        <source>the order of the top level</source>
        <translation>rekkefølgen på øverste nivå</translation>
    </message>
    <message>
        <source>the trash</source>
        <translation>papirkurven</translation>
    </message>
    <message>
        <source>the project&apos;s details</source>
        <translation>prosjektets detaljer</translation>
    </message>
    <message>
        <source>the project&apos;s settings</source>
        <translation>prosjektets innstillinger</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Can be undone</source>
        <translation>Kan angres</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Angret</translation>
    </message>
    <message>
        <source>Changed since: %1</source>
        <translation>Endret siden: %1</translation>
    </message>
    <message>
        <source>Cannot be undone: %1</source>
        <translation>Kan ikke angres: %1</translation>
    </message>
    <message>
        <source>Changed nothing: no change it proposed was made</source>
        <translation>Endret ingenting: ingen av endringene den foreslo ble gjort</translation>
    </message>
    <message>
        <source>Cannot be undone exactly: its record does not match the project</source>
        <translation>Kan ikke angres nøyaktig: registreringen stemmer ikke med prosjektet</translation>
    </message>
    <message>
        <source>its record would have held an API key</source>
        <translation>registreringen ville ha inneholdt en API-nøkkel</translation>
    </message>
    <message>
        <source>it was too large to keep</source>
        <translation>den var for stor til å lagres</translation>
    </message>
    <message>
        <source>it holds a change this version cannot keep</source>
        <translation>den inneholder en endring denne versjonen ikke kan lagre</translation>
    </message>
    <message>
        <source>Cannot undo run %1: %2 changed since. Undo those edits first, or change it by hand.</source>
        <translation>Kan ikke angre kjøring %1, fordi dette er endret siden: %2. Angre de endringene først, eller rediger for hånd.</translation>
    </message>
    <message>
        <source>Run %1 is already undone.</source>
        <translation>Kjøring %1 er allerede angret.</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Kjøring %1: %2</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Undo puts it back.</source>
        <translation>Kjøring %1 er angret. Rediger ▸ Angre setter den tilbake.</translation>
    </message>
    <message>
        <source>Run %1 undone. Edit ▸ Redo puts it back.</source>
        <translation>Kjøring %1 er angret. Rediger ▸ Gjør om setter den tilbake.</translation>
    </message>
</context>
<context>
    <name>ScopeLine</name>
    <message>
        <source>Whole documents</source>
        <translation>Hele dokumenter</translation>
    </message>
    <message>
        <source>Let the assistant change all of these documents, for the rest of this turn</source>
        <translation>La assistenten endre hele disse dokumentene resten av denne runden</translation>
    </message>
    <message>
        <source>Whole project</source>
        <translation>Hele prosjektet</translation>
    </message>
    <message>
        <source>Let the assistant change anything in the project, for the rest of this turn</source>
        <translation>La assistenten endre hva som helst i prosjektet resten av denne runden</translation>
    </message>
    <message>
        <source>Changes may reach the whole project: you widened them.</source>
        <translation>Endringene kan nå hele prosjektet: du utvidet dem.</translation>
    </message>
    <message>
        <source>Changes limited to: %1</source>
        <translation>Endringer begrenset til: %1</translation>
    </message>
</context>
<context>
    <name>ScopeWords</name>
    <message>
        <source>%1, paragraph %2</source>
        <translation>%1, avsnitt %2</translation>
    </message>
    <message>
        <source>%1, paragraphs %2</source>
        <translation>%1, avsnitt %2</translation>
    </message>
    <message>
        <source>%1 (its title or details)</source>
        <translation>%1 (tittelen eller detaljene)</translation>
    </message>
    <message>
        <source>This change is outside what you asked: %1</source>
        <translation>Denne endringen er utenfor det du ba om: %1</translation>
    </message>
    <message>
        <source>%1 is outside the plan you approved: %2</source>
        <translation>%1 er utenfor planen du godkjente: %2</translation>
    </message>
    <message>
        <source>%1 is outside what you asked: %2</source>
        <translation>%1 er utenfor det du ba om: %2</translation>
    </message>
</context>
<context>
    <name>SentLine</name>
    <message numerus="yes">
        <source>%n passage(s) of “%1”</source>
        <translation>
            <numerusform>%n avsnitt fra «%1»</numerusform>
            <numerusform>%n avsnitt fra «%1»</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passages of %n other document(s)</source>
        <translation>
            <numerusform>avsnitt fra %n annet dokument</numerusform>
            <numerusform>avsnitt fra %n andre dokumenter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity card(s)</source>
        <translation>
            <numerusform>%n oppslag</numerusform>
            <numerusform>%n oppslag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln ord</numerusform>
            <numerusform>%Ln ord</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent: %1; %2.</source>
        <translation>Sendt: %1; %2.</translation>
    </message>
    <message>
        <source>Sent: %1.</source>
        <translation>Sendt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Private material withheld from %n tool result(s).</source>
        <translation>
            <numerusform>Privat materiale holdt tilbake i %n verktøyresultat.</numerusform>
            <numerusform>Privat materiale holdt tilbake i %n verktøyresultater.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesActions</name>
    <message>
        <source>Share with the Series</source>
        <translation>Del med serien</translation>
    </message>
    <message>
        <source>Keep a Copy in This Book Only</source>
        <translation>Behold en kopi bare i denne boken</translation>
    </message>
    <message>
        <source>This book keeps its own copy of it, as it holds here; the series and its other books keep theirs.</source>
        <translation>Denne boken beholder sin egen kopi, slik den gjelder her; serien og de andre bøkene beholder sin.</translation>
    </message>
    <message>
        <source>Every book of the series “%1” will show it.</source>
        <translation>Alle bøkene i serien «%1» vil vise det.</translation>
    </message>
    <message>
        <source>The series cannot be read now.</source>
        <translation>Serien kan ikke leses nå.</translation>
    </message>
    <message>
        <source>Share “%1” with the series</source>
        <translation>Del «%1» med serien</translation>
    </message>
    <message>
        <source>Keep “%1” in this book only</source>
        <translation>Behold «%1» bare i denne boken</translation>
    </message>
    <message>
        <source>That change was not possible: %1</source>
        <translation>Den endringen var ikke mulig: %1</translation>
    </message>
</context>
<context>
    <name>SeriesBadge</name>
    <message>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
</context>
<context>
    <name>SeriesCheck</name>
    <message>
        <source>Open a book of a series to check it against the earlier books.</source>
        <translation>Åpne en bok i en serie for å kontrollere den mot de tidligere bøkene.</translation>
    </message>
    <message>
        <source>This book belongs to no series: link it to one with File ▸ Series… first.</source>
        <translation>Denne boken hører ikke til noen serie: knytt den først til en med Fil ▸ Serie…</translation>
    </message>
    <message>
        <source>This book&apos;s series cannot be read now: see File ▸ Series…</source>
        <translation>Serien til denne boken kan ikke leses nå: se Fil ▸ Serie…</translation>
    </message>
    <message>
        <source>This is the first book of its series: there is no earlier book to check it against.</source>
        <translation>Dette er den første boken i serien: det finnes ingen tidligere bok å kontrollere den mot.</translation>
    </message>
    <message>
        <source>Book %1 “%2”</source>
        <translation>Bok %1 «%2»</translation>
    </message>
    <message>
        <source>in %1, %2</source>
        <translation>i %1, %2</translation>
    </message>
    <message>
        <source>This passage is in %1, another book of the series: open that book to see it.</source>
        <translation>Dette stedet i teksten står i %1, en annen bok i serien: åpne den boken for å se det.</translation>
    </message>
    <message>
        <source>Reading the earlier books&apos; summaries…</source>
        <translation>Leser sammendragene av de tidligere bøkene…</translation>
    </message>
    <message>
        <source>Check Against &amp;Earlier Books…</source>
        <translation>Kontroller mot &amp;tidligere bøker…</translation>
    </message>
    <message>
        <source>Read this book&apos;s chapters against the earlier books of its series and list what contradicts them</source>
        <translation>Les kapitlene i denne boken opp mot de tidligere bøkene i serien og list opp det som strider mot dem</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Books of the series</source>
        <translation>Bøkene i serien</translation>
    </message>
    <message>
        <source>The series’ title</source>
        <translation>Tittelen på serien</translation>
    </message>
    <message>
        <source>New series:</source>
        <translation>Ny serie:</translation>
    </message>
    <message>
        <source>&amp;New Series…</source>
        <translation>&amp;Ny serie…</translation>
    </message>
    <message>
        <source>Make a series folder and make this book its first</source>
        <translation>Lager en mappe for en serie, med denne boken som den første</translation>
    </message>
    <message>
        <source>&amp;Link to a Series…</source>
        <translation>&amp;Knytt til en serie…</translation>
    </message>
    <message>
        <source>Choose a series folder; this book joins its books</source>
        <translation>Velg mappen til en serie; denne boken blir en av bøkene i den</translation>
    </message>
    <message>
        <source>&amp;Unlink</source>
        <translation>&amp;Løs fra serien</translation>
    </message>
    <message>
        <source>This book leaves the series; the series keeps its files and its books</source>
        <translation>Denne boken forlater serien; serien beholder filene og bøkene sine</translation>
    </message>
    <message>
        <source>This book belongs to no series</source>
        <translation>Denne boken hører ikke til noen serie</translation>
    </message>
    <message>
        <source>A series keeps the characters, places and facts several books share, in a folder of its own. Make a new one, or link this book to one you have.</source>
        <translation>En serie holder personene, stedene og fakta som flere bøker deler, i en egen mappe. Lag en ny, eller knytt denne boken til en du har.</translation>
    </message>
    <message>
        <source>The series cannot be read</source>
        <translation>Serien kan ikke leses</translation>
    </message>
    <message>
        <source>The series folder is not there: %1.</source>
        <translation>Mappen til serien er ikke der: %1.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read.</source>
        <translation>Serien i %1 kunne ikke leses.</translation>
    </message>
    <message>
        <source>Nothing of it will be lost. If it has moved, link the book to it again.</source>
        <translation>Ingenting av den går tapt. Hvis den er flyttet, knytt boken til den igjen.</translation>
    </message>
    <message>
        <source>Series: “%1”</source>
        <translation>Serie: «%1»</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entities belong to the series.</source>
        <translation>
            <numerusform>%Ln oppslag hører til serien.</numerusform>
            <numerusform>%Ln oppslag hører til serien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Mappe: %1</translation>
    </message>
    <message>
        <source>%1 (this book)</source>
        <translation>%1 (denne boken)</translation>
    </message>
</context>
<context>
    <name>SeriesLinks</name>
    <message>
        <source>Where the New Series Goes</source>
        <translation>Hvor den nye serien skal ligge</translation>
    </message>
    <message>
        <source>Could not make the series</source>
        <translation>Kunne ikke lage serien</translation>
    </message>
    <message>
        <source>Made the series “%1”; this book is book %2 of it.</source>
        <translation>Serien «%1» er laget; denne boken er bok %2 i den.</translation>
    </message>
    <message>
        <source>Link to a Series</source>
        <translation>Knytt til en serie</translation>
    </message>
    <message>
        <source>This book is book %1 of the series at %2.</source>
        <translation>Denne boken er bok %1 i serien i %2.</translation>
    </message>
    <message>
        <source>Could not link the book to the series</source>
        <translation>Kunne ikke knytte boken til serien</translation>
    </message>
    <message>
        <source>Unlink from the Series</source>
        <translation>Løs fra serien</translation>
    </message>
    <message>
        <source>Unlink this book from its series? The series’ entities will no longer appear in it; the series folder keeps them, and the book can be linked again.</source>
        <translation>Løse denne boken fra serien? Oppslagene i serien vises ikke lenger i den; mappen til serien beholder dem, og boken kan knyttes til den igjen.</translation>
    </message>
    <message>
        <source>This book belongs to no series now.</source>
        <translation>Denne boken hører ikke til noen serie nå.</translation>
    </message>
    <message>
        <source>Could not unlink the book</source>
        <translation>Kunne ikke løse boken fra serien</translation>
    </message>
    <message>
        <source>The book is open as it was; nothing was changed in it.</source>
        <translation>Boken er åpen slik den var; ingenting i den er endret.</translation>
    </message>
</context>
<context>
    <name>SeriesOfflineBar</name>
    <message>
        <source>Series…</source>
        <translation>Serie…</translation>
    </message>
    <message>
        <source>The series folder is not there: %1. Its entities are not shown until it is; nothing of the series or of this book will be lost.</source>
        <translation>Mappen til serien er ikke der: %1. Oppslagene i den vises ikke før den er tilbake; ingenting av serien eller av denne boken går tapt.</translation>
    </message>
    <message>
        <source>The series at %1 could not be read. Its entities are not shown; nothing of the series or of this book will be lost.</source>
        <translation>Serien i %1 kunne ikke leses. Oppslagene i den vises ikke; ingenting av serien eller av denne boken går tapt.</translation>
    </message>
</context>
<context>
    <name>SeriesParts</name>
    <message>
        <source>Series…</source>
        <translation>Serie…</translation>
    </message>
    <message>
        <source>The series this book belongs to, its books and entities</source>
        <translation>Serien denne boken hører til, bøkene og oppslagene i den</translation>
    </message>
</context>
<context>
    <name>SeriesRename</name>
    <message>
        <source>Rename “%1” to “%2” across the series</source>
        <translation>Endre navn på «%1» til «%2» i hele serien</translation>
    </message>
    <message>
        <source>Nothing was renamed: %1</source>
        <translation>Ingen navn ble endret: %1</translation>
    </message>
    <message numerus="yes">
        <source>Renamed “%1” to “%2”; %n other book(s) changed</source>
        <translation>
            <numerusform>«%1» heter nå «%2»; %n annen bok endret</numerusform>
            <numerusform>«%1» heter nå «%2»; %n andre bøker endret</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was left out: %2</source>
        <translation>%1 ble utelatt: %2</translation>
    </message>
</context>
<context>
    <name>SeriesRenameDialog</name>
    <message>
        <source>Not found: the folder is missing, moved or offline</source>
        <translation>Ikke funnet: mappen mangler, er flyttet eller er frakoblet</translation>
    </message>
    <message>
        <source>Open in Quire: close it there and rename again</source>
        <translation>Åpen i Quire: lukk den der og gi nytt navn igjen</translation>
    </message>
    <message>
        <source>Cannot be read as a book</source>
        <translation>Kan ikke leses som en bok</translation>
    </message>
    <message>
        <source>No longer linked to this series</source>
        <translation>Ikke lenger koblet til denne serien</translation>
    </message>
    <message>
        <source>Keeps its own copy of this entity; its text is left alone</source>
        <translation>Har sin egen kopi av dette oppslaget; teksten blir ikke rørt</translation>
    </message>
    <message>
        <source>Changed on disk since the list was made; left alone</source>
        <translation>Endret på disken etter at listen ble laget; blir ikke rørt</translation>
    </message>
    <message>
        <source>Could not be written; left as it was</source>
        <translation>Kunne ikke skrives; er som før</translation>
    </message>
    <message>
        <source>Rename Across the Series</source>
        <translation>Gi nytt navn i hele serien</translation>
    </message>
    <message>
        <source>Rename “%1” to “%2”</source>
        <translation>Endre navn på «%1» til «%2»</translation>
    </message>
    <message>
        <source>“%1” belongs to the series. Choose the books whose text should call it “%2” too. Each other book keeps a snapshot of every document it changes, so you can take it back there; this book&apos;s part is one step you can undo.</source>
        <translation>«%1» hører til serien. Velg bøkene der teksten også skal kalle det «%2». Hver av de andre bøkene tar vare på et øyeblikksbilde av hvert dokument den endrer, så du kan gå tilbake der; denne bokens del er ett steg du kan angre.</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Bok</translation>
    </message>
    <message>
        <source>Mentions</source>
        <translation>Omtaler</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Gi nytt navn</translation>
    </message>
    <message numerus="yes">
        <source>%n mention(s)</source>
        <translation>
            <numerusform>%n omtale</numerusform>
            <numerusform>%n omtaler</numerusform>
        </translation>
    </message>
    <message>
        <source>Book %1: %2 (this book)</source>
        <translation>Bok %1: %2 (denne boken)</translation>
    </message>
    <message>
        <source>Book %1: %2</source>
        <translation>Bok %1: %2</translation>
    </message>
</context>
<context>
    <name>SeriesReportWords</name>
    <message numerus="yes">
        <source>%n new finding(s) against the earlier books.</source>
        <translation>
            <numerusform>%n nytt funn mot de tidligere bøkene.</numerusform>
            <numerusform>%n nye funn mot de tidligere bøkene.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: a quotation is not in the book it was credited to.</source>
        <translation>
            <numerusform>%n funn forkastet: et sitat står ikke i boken det ble tilskrevet.</numerusform>
            <numerusform>%n funn forkastet: et sitat står ikke i boken det ble tilskrevet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) left out: the series records the change.</source>
        <translation>
            <numerusform>%n funn utelatt: serien registrerer endringen.</numerusform>
            <numerusform>%n funn utelatt: serien registrerer endringen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n kapittel ble ikke ferdig: assistenten gikk tom for steg; det leses på nytt neste gang.</numerusform>
            <numerusform>%n kapitler ble ikke ferdige: assistenten gikk tom for steg; de leses på nytt neste gang.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read and was left out.</source>
        <translation>%1 kunne ikke leses og ble utelatt.</translation>
    </message>
</context>
<context>
    <name>SeriesWords</name>
    <message>
        <source>From the series “%1”: shared by every book of it</source>
        <translation>Fra serien «%1»: delt av alle bøkene i den</translation>
    </message>
    <message>
        <source>Book %1, “%2”</source>
        <translation>Bok %1, «%2»</translation>
    </message>
    <message>
        <source>Book %1, not yet in the series</source>
        <translation>Bok %1, ikke i serien ennå</translation>
    </message>
    <message>
        <source>From book %1</source>
        <translation>Fra bok %1</translation>
    </message>
    <message>
        <source>From “%1” (book %2) on</source>
        <translation>Fra «%1» (bok %2)</translation>
    </message>
    <message>
        <source>From a scene of book %1 on</source>
        <translation>Fra en scene i bok %1</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 er %2</translation>
    </message>
    <message>
        <source>%1 is removed</source>
        <translation>%1 har ingen verdi lenger</translation>
    </message>
    <message>
        <source>%1: %2 (from book %3)</source>
        <translation>%1: %2 (fra bok %3)</translation>
    </message>
    <message>
        <source>%1: none (from book %2)</source>
        <translation>%1: ingen (fra bok %2)</translation>
    </message>
    <message>
        <source>%1: %2 (from “%3” on)</source>
        <translation>%1: %2 (fra «%3»)</translation>
    </message>
    <message>
        <source>%1: none (from “%2” on)</source>
        <translation>%1: ingen (fra «%2»)</translation>
    </message>
    <message>
        <source>In this book: every value holds from the start of the series.</source>
        <translation>I denne boka: alle verdier er de fra starten av serien.</translation>
    </message>
    <message>
        <source>In this book: %1</source>
        <extracomment>The values a series entity has in the book open, each with where it holds from.</extracomment>
        <translation>I denne boka: %1</translation>
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
        <translation>Innstillinger for assistenten</translation>
    </message>
    <message>
        <source>The settings file could not be read, so defaults are shown: %1</source>
        <translation>Innstillingsfilen kunne ikke leses, så standardverdiene vises: %1</translation>
    </message>
    <message>
        <source>A variable of the environment Quire was started in cannot be used, so the assistant cannot be asked until it is changed: %1</source>
        <translation>En variabel i miljøet Quire ble startet i, kan ikke brukes, så assistenten kan ikke spørres før den er endret: %1</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>Innstillingene kunne ikke lagres: %1</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1” (did you mean “%2”?). It stays in the file and has no effect.</source>
        <translation>Innstillingsfilen har en innstilling Quire ikke kjenner, «%1» (mente du «%2»?). Den blir stående i filen og har ingen virkning.</translation>
    </message>
    <message>
        <source>The settings file has a setting Quire does not know, “%1”. It stays in the file and has no effect.</source>
        <translation>Innstillingsfilen har en innstilling Quire ikke kjenner, «%1». Den blir stående i filen og har ingen virkning.</translation>
    </message>
    <message>
        <source>Choose a model for %1.</source>
        <translation>Velg en modell for %1.</translation>
    </message>
    <message>
        <source>API key kept until you quit</source>
        <translation>API-nøkkelen beholdes til du avslutter</translation>
    </message>
    <message>
        <source>Your settings are saved. The API key could not be stored, because no keyring service is running, so Quire uses it only until you quit.</source>
        <translation>Innstillingene er lagret. API-nøkkelen kunne ikke lagres fordi ingen nøkkelringtjeneste kjører, så Quire bruker den bare til du avslutter.</translation>
    </message>
    <message>
        <source>To keep it: start a keyring service (GNOME Keyring or KWallet) and enter the key again, or set the environment variable %1 before starting Quire.</source>
        <translation>Slik beholder du den: Start en nøkkelringtjeneste (GNOME Keyring eller KWallet) og skriv inn nøkkelen på nytt, eller sett miljøvariabelen %1 før du starter Quire.</translation>
    </message>
    <message>
        <source>Start the address with http:// or https://.</source>
        <translation>Start adressen med http:// eller https://.</translation>
    </message>
    <message>
        <source>An address has no spaces: was something pasted here by mistake?</source>
        <translation>En adresse har ikke mellomrom: Ble noe limt inn her ved en feil?</translation>
    </message>
    <message>
        <source>Name the server after //, for example http://localhost:11434.</source>
        <translation>Skriv serveren etter //, for eksempel http://localhost:11434.</translation>
    </message>
    <message>
        <source>The part after // is not a server name.</source>
        <translation>Delen etter // er ikke et servernavn.</translation>
    </message>
    <message>
        <source>The port after : must be a number from 1 to 65535.</source>
        <translation>Porten etter «:» må være et tall fra 1 til 65535.</translation>
    </message>
    <message>
        <source>An address has no ? or #: was something pasted here by mistake?</source>
        <translation>En adresse har verken «?» eller «#»: Ble noe limt inn her ved en feil?</translation>
    </message>
    <message>
        <source>Leave user names and passwords out of the address; the key goes under API key.</source>
        <extracomment>Names the field “API key” (ConnectionRows): quote it as its label reads.</extracomment>
        <translation>Ikke ta med brukernavn eller passord i adressen; nøkkelen skal i «API-nøkkel».</translation>
    </message>
    <message>
        <source>Set in the environment, and used instead of what is chosen here: %1</source>
        <translation>Satt i miljøet, og brukes i stedet for det som er valgt her: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Editor</source>
        <translation>Redigeringsfelt</translation>
    </message>
    <message>
        <source>Find bar</source>
        <translation>Søkelinje</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Assistent</translation>
    </message>
    <message>
        <source>Project tree</source>
        <translation>Prosjekttre</translation>
    </message>
    <message>
        <source>Open the selected item</source>
        <translation>Åpne det valgte elementet</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Neste treff</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Forrige treff</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Lukk søkelinjen</translation>
    </message>
    <message>
        <source>Undo, in the project&apos;s history</source>
        <translation>Angre, i prosjektets historikk</translation>
    </message>
    <message>
        <source>Send the question</source>
        <translation>Send spørsmålet</translation>
    </message>
    <message>
        <source>New line in the question</source>
        <translation>Ny linje i spørsmålet</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastatursnarveier</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Hvor</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Hva</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
</context>
<context>
    <name>SnapshotsDialog</name>
    <message>
        <source>Restore Selected &amp;Passage</source>
        <translation>Gjenopprett &amp;markert tekst</translation>
    </message>
    <message>
        <source>Select text in the comparison: that passage becomes as the snapshot has it.</source>
        <translation>Marker tekst i sammenligningen: den delen blir slik den er i øyeblikksbildet.</translation>
    </message>
    <message>
        <source>&amp;Restore Whole Document</source>
        <translation>&amp;Gjenopprett hele dokumentet</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>Øyeblikksbilder</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Tatt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Made by</source>
        <translation>Opphav</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Navn (valgfritt)</translation>
    </message>
    <message>
        <source>&amp;Take Snapshot</source>
        <translation>&amp;Ta øyeblikksbilde</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Sammenligning</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Side om side</translation>
    </message>
    <message>
        <source>Inline</source>
        <translation>I teksten</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Øyeblikksbilde</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Nå</translation>
    </message>
    <message>
        <source>then one a week</source>
        <translation>deretter ett i uken</translation>
    </message>
    <message>
        <source>Automatic snapshots: keep all for</source>
        <translation>Automatiske øyeblikksbilder: behold alle i</translation>
    </message>
    <message>
        <source>days, one a day for</source>
        <translation>dager, ett om dagen i</translation>
    </message>
    <message>
        <source>days,</source>
        <translation>dager,</translation>
    </message>
    <message>
        <source>Snapshots you take are always kept.</source>
        <translation>Øyeblikksbilder du tar selv, blir alltid beholdt.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Automatic, before the day’s first change</source>
        <translation>Automatisk, før dagens første endring</translation>
    </message>
    <message>
        <source>Automatic, before a restore</source>
        <translation>Automatisk, før en gjenoppretting</translation>
    </message>
    <message>
        <source>Automatic, before renaming a series entity</source>
        <translation>Automatisk, før et oppslag i serien fikk nytt navn</translation>
    </message>
    <message>
        <source>Before the assistant’s turn “%1”</source>
        <translation>Før assistentens runde «%1»</translation>
    </message>
    <message>
        <source>Before an assistant turn</source>
        <translation>Før en runde med assistenten</translation>
    </message>
    <message>
        <source>Snapshots of “%1”</source>
        <translation>Øyeblikksbilder av «%1»</translation>
    </message>
    <message>
        <source>This snapshot cannot be read: %1</source>
        <translation>Dette øyeblikksbildet kan ikke leses: %1</translation>
    </message>
    <message>
        <source>No snapshot yet: take one to keep this version.</source>
        <translation>Ingen øyeblikksbilder ennå: ta ett for å beholde denne versjonen.</translation>
    </message>
    <message>
        <source>title</source>
        <translation>tittel</translation>
    </message>
    <message>
        <source>synopsis, status, tags, kind or fields</source>
        <translation>sammendrag, status, stikkord, type eller felter</translation>
    </message>
    <message>
        <source>The current text is the same as this snapshot.</source>
        <translation>Den nåværende teksten er lik dette øyeblikksbildet.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changes in the text</source>
        <translation>
            <numerusform>%Ln endring i teksten</numerusform>
            <numerusform>%Ln endringer i teksten</numerusform>
        </translation>
    </message>
    <message>
        <source>also changed: %1</source>
        <translation>også endret: %1</translation>
    </message>
    <message>
        <source>Not restored: the current text could not be kept first (%1).</source>
        <translation>Ikke gjenopprettet: den nåværende teksten kunne ikke tas vare på først (%1).</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>Ikke gjenopprettet: %1</translation>
    </message>
    <message>
        <source>Restore “%1” from the snapshot of %2</source>
        <translation>Gjenopprett «%1» fra øyeblikksbildet fra %2</translation>
    </message>
    <message>
        <source>That passage is already as in the snapshot.</source>
        <translation>Den delen er allerede slik den er i øyeblikksbildet.</translation>
    </message>
    <message>
        <source>Restore a passage of “%1” from the snapshot of %2</source>
        <translation>Gjenopprett en del av «%1» fra øyeblikksbildet fra %2</translation>
    </message>
</context>
<context>
    <name>SpecialistPicker</name>
    <message>
        <source>Who a&amp;nswers:</source>
        <translation>Hv&amp;em svarer:</translation>
    </message>
    <message>
        <source>Edit specialists…</source>
        <translation>Rediger spesialister…</translation>
    </message>
    <message>
        <source>Open the project&apos;s specialists folder: one plain text file each, with its name, tools and instructions</source>
        <translation>Åpne spesialistmappen i prosjektet: én tekstfil for hver, med navn, verktøy og instruksjoner</translation>
    </message>
    <message>
        <source>Answers itself, or hands the request to a specialist</source>
        <translation>Svarer selv eller gir forespørselen videre til en spesialist</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Who answers your next question</source>
        <translation>Hvem som svarer på neste spørsmål</translation>
    </message>
    <message>
        <source>These specialist files could not be used:</source>
        <translation>Disse spesialistfilene kunne ikke brukes:</translation>
    </message>
</context>
<context>
    <name>SpecialistTrail</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Handed over: %1 → %2</source>
        <translation>Overlevert: %1 → %2</translation>
    </message>
    <message>
        <source>Answered by: %1, who can change the project (%2 only reads)</source>
        <translation>Besvart av: %1, som kan endre prosjektet (%2 leser bare)</translation>
    </message>
    <message>
        <source>Answering: %1…</source>
        <translation>Svarer: %1…</translation>
    </message>
    <message>
        <source>Answered by: %1</source>
        <translation>Besvart av: %1</translation>
    </message>
    <message>
        <source>from cache</source>
        <translation>fra mellomlageret</translation>
    </message>
    <message>
        <source>The assistant reached this turn&apos;s token budget (%1 tokens) before it finished. It can go on where it stopped, with a fresh budget.</source>
        <translation>Assistenten nådde tokenbudsjettet for denne runden (%1 tokens) før den var ferdig. Den kan fortsette der den stoppet, med et nytt budsjett.</translation>
    </message>
</context>
<context>
    <name>Specialists</name>
    <message>
        <source>General assistant</source>
        <translation>Generell assistent</translation>
    </message>
    <message>
        <source>Continuity editor</source>
        <translation>Kontinuitetsredaktør</translation>
    </message>
    <message>
        <source>Line editor</source>
        <translation>Språkvasker</translation>
    </message>
    <message>
        <source>Archivist</source>
        <translation>Arkivar</translation>
    </message>
    <message>
        <source>Finds contradictions between chapters, entities and notes, citing both sides. Reads only.</source>
        <translation>Finner motsigelser mellom kapitler, oppslag og notater, og siterer begge sider. Leser bare.</translation>
    </message>
    <message>
        <source>Tightens the prose of one document without changing meaning or dialogue. Changes text in act mode, one document per request.</source>
        <translation>Strammer inn prosaen i ett dokument uten å endre mening eller dialog. Endrer tekst i endringsmodus, ett dokument per forespørsel.</translation>
    </message>
    <message>
        <source>Keeps characters, places and their fields in step with the text. Changes entities in act mode.</source>
        <translation>Holder personer, steder og feltene deres i takt med teksten. Endrer oppslag i endringsmodus.</translation>
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
        <translation>Legg «{word}» til i prosjektordlisten</translation>
    </message>
</context>
<context>
    <name>StatusSection</name>
    <message>
        <source>No status</source>
        <translation>Ingen status</translation>
    </message>
    <message>
        <source>Sta&amp;tus</source>
        <translation>S&amp;tatus</translation>
    </message>
    <message>
        <source>Status of “%1”</source>
        <translation>Status for «%1»</translation>
    </message>
</context>
<context>
    <name>Statuses</name>
    <message>
        <source>idea</source>
        <translation>idé</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>utkast</translation>
    </message>
    <message>
        <source>revised</source>
        <translation>revidert</translation>
    </message>
    <message>
        <source>final</source>
        <translation>ferdig</translation>
    </message>
</context>
<context>
    <name>StorageText</name>
    <message>
        <source>The disk is full, so the project could not be saved. Nothing on disk was changed: free some space, then save again.</source>
        <translation>Disken er full, så prosjektet kunne ikke lagres. Ingenting på disken ble endret: frigjør litt plass, og lagre på nytt.</translation>
    </message>
    <message>
        <source>the project&apos;s tree and titles</source>
        <translation>prosjektets tre og titler</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) could not be saved, because they contain a damaged character that no file can store (often left by a paste): %1. Everything else was saved. Retype the damaged text, then save again.</source>
        <translation>
            <numerusform>%Ln element kunne ikke lagres, fordi det inneholder et skadet tegn som ingen fil kan lagre (ofte etter innliming): %1. Alt annet ble lagret. Skriv den skadede teksten på nytt, og lagre igjen.</numerusform>
            <numerusform>%Ln elementer kunne ikke lagres, fordi de inneholder et skadet tegn som ingen fil kan lagre (ofte etter innliming): %1. Alt annet ble lagret. Skriv den skadede teksten på nytt, og lagre igjen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quire could not write the project folder. Your changes are kept here: check that the folder can be written to, then save again.</source>
        <translation>Quire kunne ikke skrive til prosjektmappen. Endringene dine er tatt vare på her: sjekk at det går an å skrive til mappen, og lagre på nytt.</translation>
    </message>
</context>
<context>
    <name>SummaryNotice</name>
    <message>
        <source>A summary replaced the turns above in what the model is sent.</source>
        <translation>Et sammendrag erstatter rundene ovenfor i det som sendes til modellen.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Sammendrag</translation>
    </message>
</context>
<context>
    <name>SynopsisSection</name>
    <message>
        <source>What happens here, in a few lines</source>
        <translation>Hva som skjer her, med noen få linjer</translation>
    </message>
    <message>
        <source>&amp;Synopsis</source>
        <translation>Samme&amp;ndrag</translation>
    </message>
    <message>
        <source>Synopsis of “%1”</source>
        <translation>Sammendrag av «%1»</translation>
    </message>
</context>
<context>
    <name>TagsSection</name>
    <message>
        <source>storm, turning point</source>
        <translation>storm, vendepunkt</translation>
    </message>
    <message>
        <source>Tags, separated by commas</source>
        <translation>Stikkord, skilt med komma</translation>
    </message>
    <message>
        <source>Ta&amp;gs</source>
        <translation>Stikk&amp;ord</translation>
    </message>
    <message>
        <source>Tags of “%1”</source>
        <translation>Stikkord for «%1»</translation>
    </message>
</context>
<context>
    <name>TimeFindings</name>
    <message>
        <source>(It rests on a time the assistant proposed: check it before you fix.)</source>
        <translation>(Bygger på et tidspunkt assistenten foreslo: sjekk det før du retter opp.)</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Noen</translation>
    </message>
    <message>
        <source>The weekday the text names is not the weekday of the scene&apos;s date.</source>
        <translation>Ukedagen teksten nevner, er ikke ukedagen for scenens dato.</translation>
    </message>
    <message>
        <source>The date the text names is not the scene&apos;s date.</source>
        <translation>Datoen teksten nevner, er ikke scenens dato.</translation>
    </message>
    <message>
        <source>The time of day the text names is outside the scene&apos;s time.</source>
        <translation>Tiden på døgnet teksten nevner, ligger utenfor scenens tid.</translation>
    </message>
    <message>
        <source>{who}&apos;s age in the text disagrees with their date of birth.</source>
        <translation>Alderen til {who} i teksten stemmer ikke med fødselsdatoen.</translation>
    </message>
    <message>
        <source>{who} is in two places at the same time.</source>
        <translation>{who} er på to steder samtidig.</translation>
    </message>
    <message>
        <source>{who} travels faster than the way of travel allows.</source>
        <translation>{who} reiser raskere enn reisemåten tillater.</translation>
    </message>
    <message>
        <source>A scene later in the book happens earlier in time, and nothing in the text marks it as a flashback.</source>
        <translation>En scene senere i boken skjer tidligere i tid, og ingenting i teksten markerer den som et tilbakeblikk.</translation>
    </message>
    <message>
        <source>{who} appears after their death.</source>
        <translation>{who} dukker opp etter sin død.</translation>
    </message>
    <message>
        <source>The time the text says has passed is not the time between the two scenes.</source>
        <translation>Tiden teksten sier har gått, er ikke tiden mellom de to scenene.</translation>
    </message>
    <message>
        <source>Two passages disagree about time.</source>
        <translation>To steder i teksten er uenige om tid.</translation>
    </message>
    <message>
        <source>(The text: {stated}; the timeline: {expected}.)</source>
        <translation>(Teksten: {stated}; kronologien: {expected}.)</translation>
    </message>
</context>
<context>
    <name>TimeSection</name>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Select the passage in the editor</source>
        <translation>Merk stedet i teksten</translation>
    </message>
    <message>
        <source>Working out the timeline…</source>
        <translation>Regner ut kronologien…</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Ingen tid oppgitt: den har ikke noe «når»-felt.</translation>
    </message>
    <message>
        <source>“%1”, counted from “%2”</source>
        <translation>«%1», regnet fra «%2»</translation>
    </message>
    <message>
        <source>No time cues found in its text.</source>
        <translation>Fant ingen tidsangivelser i teksten.</translation>
    </message>
    <message>
        <source>What its text says about time:</source>
        <translation>Hva teksten sier om tid:</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>TimelineCanvas</name>
    <message>
        <source>Timeline</source>
        <translation>Kronologi</translation>
    </message>
    <message>
        <source>In the book</source>
        <translation>I boken</translation>
    </message>
    <message>
        <source>In the story</source>
        <translation>I historien</translation>
    </message>
    <message>
        <source>Scene %1 in the book, %2 in the story</source>
        <translation>Scene %1 i boken, %2 i historien</translation>
    </message>
    <message>
        <source>Earlier in time than a scene before it in the book</source>
        <translation>Tidligere i tid enn en scene som kommer før den i boken</translation>
    </message>
</context>
<context>
    <name>TimelineCheck</name>
    <message>
        <source>Asking the assistant, chapter by chapter, for the times the rules could not read, then checking every scene…</source>
        <translation>Spør assistenten, kapittel for kapittel, om tidspunktene reglene ikke kunne lese, og kontrollerer så hver scene…</translation>
    </message>
    <message>
        <source>Checking when every scene happens against what the text says…</source>
        <translation>Kontrollerer når hver scene skjer, mot det teksten sier…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Check Timeline</source>
        <translation>Kontroller kronologien</translation>
    </message>
</context>
<context>
    <name>TimelineParts</name>
    <message>
        <source>Timeline</source>
        <translation>Kronologi</translation>
    </message>
    <message>
        <source>Time&amp;line</source>
        <translation>Krono&amp;logi</translation>
    </message>
    <message>
        <source>The timeline could not be checked.</source>
        <translation>Kronologien kunne ikke kontrolleres.</translation>
    </message>
    <message>
        <source>Check Timeline stopped.</source>
        <translation>Kontrollen av kronologien ble stoppet.</translation>
    </message>
    <message>
        <source>Check &amp;Timeline…</source>
        <translation>Kontroller kr&amp;onologien…</translation>
    </message>
    <message>
        <source>Check Timeline with the Assistant…</source>
        <translation>Kontroller kronologien med assistenten…</translation>
    </message>
    <message>
        <source>The assistant reads the chapters whose times changed for the times the rules could not read; each time it proposes is checked as a quotation before it counts.</source>
        <translation>Assistenten leser kapitlene der tidspunktene er endret, etter tidspunkter reglene ikke kunne lese; hvert tidspunkt den foreslår, kontrolleres som et sitat før det teller.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant is not set up, so the times were checked by rule only.</source>
        <translation>Kronologien kontrollert: assistenten er ikke satt opp, så tidspunktene ble bare kontrollert etter reglene.</translation>
    </message>
    <message>
        <source>Check Timeline: the assistant could not finish, so the times were checked by rule only; it will be asked again next time.</source>
        <translation>Kronologien kontrollert: assistenten kunne ikke gjøre seg ferdig, så tidspunktene ble bare kontrollert etter reglene; den blir spurt igjen neste gang.</translation>
    </message>
    <message numerus="yes">
        <source>Check Timeline: %n finding(s), %1 new.</source>
        <translation>
            <numerusform>Kronologien kontrollert: %n funn, %1 nye.</numerusform>
            <numerusform>Kronologien kontrollert: %n funn, %1 nye.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check Timeline: the times of your scenes agree with the text.</source>
        <translation>Kronologien kontrollert: tidspunktene for scenene stemmer med teksten.</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <source>Set &amp;Time…</source>
        <translation>Angi &amp;tidspunkt…</translation>
    </message>
    <message>
        <source>Type when the selected scene happens: a date, a date and time, or a relation such as “three days later” (Ctrl+Alt+T)</source>
        <translation>Skriv når den valgte scenen skjer: en dato, en dato og et klokkeslett, eller en relasjon som «tre dager senere» (Ctrl+Alt+T)</translation>
    </message>
    <message>
        <source>Not on the timeline</source>
        <translation>Ikke i kronologien</translation>
    </message>
    <message>
        <source>Open a project to see when its scenes happen.</source>
        <translation>Åpne et prosjekt for å se når scenene skjer.</translation>
    </message>
    <message>
        <source>Calendar: %1</source>
        <translation>Kalender: %1</translation>
    </message>
    <message>
        <source>No time given: it has no “when” field.</source>
        <translation>Ingen tid oppgitt: den har ikke noe «når»-felt.</translation>
    </message>
    <message numerus="yes">
        <source>Not on the timeline: %n scene(s)</source>
        <translation>
            <numerusform>Ikke i kronologien: %n scene</numerusform>
            <numerusform>Ikke i kronologien: %n scener</numerusform>
        </translation>
    </message>
    <message>
        <source>No scene has a time yet. Give a scene a “when” field (a date such as “9 October 1850”, or “three days later”), or choose it and click “Set Time”.</source>
        <extracomment>Names the button “Set Time” (TimelineView): quote it as it reads.</extracomment>
        <translation>Ingen scener har noe tidspunkt ennå. Gi en scene et «når»-felt (en dato som «9. oktober 1850» eller «tre dager senere»), eller velg den og trykk «Angi tidspunkt».</translation>
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
        <translation>{weekday} {day}. {month} {year}</translation>
    </message>
    <message>
        <source>{day} {month} {year}</source>
        <translation>{day}. {month} {year}</translation>
    </message>
    <message>
        <source>{date}, {time}</source>
        <translation>{date} kl. {time}</translation>
    </message>
    <message>
        <source>{day} {month}</source>
        <translation>{day}. {month}</translation>
    </message>
    <message>
        <source>“{text}” is not a date, a time or a relation Quire can read.</source>
        <translation>«{text}» er ikke en dato, et klokkeslett eller en relasjon Quire kan lese.</translation>
    </message>
    <message>
        <source>“{text}” is not a day of the calendar.</source>
        <translation>«{text}» er ikke en dag i kalenderen.</translation>
    </message>
    <message>
        <source>It counts from “{text}”, which is not a scene with a time.</source>
        <translation>Den regnes fra «{text}», som ikke er en scene med et tidspunkt.</translation>
    </message>
    <message>
        <source>Its time counts from scenes that count from it: {titles}.</source>
        <translation>Tiden regnes fra scener som regnes fra den: {titles}.</translation>
    </message>
    <message>
        <source>“{text}” counts from the scene before, and no scene before it has a time.</source>
        <translation>«{text}» regnes fra scenen før, og ingen scene før den har et tidspunkt.</translation>
    </message>
    <message>
        <source>The calendar file cannot be used ({text}); the Gregorian calendar is used.</source>
        <translation>Kalenderfilen kan ikke brukes ({text}); den gregorianske kalenderen brukes.</translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message numerus="yes">
        <source>Tools used: %Ln</source>
        <translation>
            <numerusform>%Ln verktøy brukt</numerusform>
            <numerusform>%Ln verktøy brukt</numerusform>
        </translation>
    </message>
    <message>
        <source>running</source>
        <translation>kjører</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislyktes</translation>
    </message>
    <message>
        <source>hide details</source>
        <translation>skjul detaljer</translation>
    </message>
    <message>
        <source>details</source>
        <translation>detaljer</translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: not run again</source>
        <translation>
            <numerusform>det samme kallet %Ln gang på rad: ikke kjørt igjen</numerusform>
            <numerusform>det samme kallet %Ln ganger på rad: ikke kjørt igjen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: the assistant was told</source>
        <translation>
            <numerusform>det samme kallet %Ln gang på rad: assistenten fikk beskjed</numerusform>
            <numerusform>det samme kallet %Ln ganger på rad: assistenten fikk beskjed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolStatus</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Used %1</source>
        <translation>Brukte %1</translation>
    </message>
    <message>
        <source>Summarising %1…</source>
        <translation>Lager sammendrag av %1…</translation>
    </message>
    <message>
        <source>Summarised %1</source>
        <translation>Laget sammendrag av %1</translation>
    </message>
    <message>
        <source>Could not summarise %1</source>
        <translation>Kunne ikke lage sammendrag av %1</translation>
    </message>
    <message>
        <source>Summarising the whole project…</source>
        <translation>Lager sammendrag av hele prosjektet…</translation>
    </message>
    <message>
        <source>Summarised the whole project</source>
        <translation>Laget sammendrag av hele prosjektet</translation>
    </message>
    <message>
        <source>Could not summarise the whole project</source>
        <translation>Kunne ikke lage sammendrag av hele prosjektet</translation>
    </message>
    <message>
        <source>Handing the request to %1…</source>
        <translation>Gir forespørselen videre til %1…</translation>
    </message>
    <message>
        <source>Handed the request to %1</source>
        <translation>Ga forespørselen videre til %1</translation>
    </message>
    <message>
        <source>Could not hand the request to %1</source>
        <translation>Kunne ikke gi forespørselen videre til %1</translation>
    </message>
    <message>
        <source>Finding where %1 is mentioned…</source>
        <translation>Finner ut hvor %1 nevnes…</translation>
    </message>
    <message>
        <source>Found where %1 is mentioned</source>
        <translation>Fant ut hvor %1 nevnes</translation>
    </message>
    <message>
        <source>Could not find where %1 is mentioned</source>
        <translation>Kunne ikke finne ut hvor %1 nevnes</translation>
    </message>
    <message>
        <source>Searching the text for %1…</source>
        <translation>Søker etter %1 i teksten…</translation>
    </message>
    <message>
        <source>Searched the text for %1</source>
        <translation>Søkte etter %1 i teksten</translation>
    </message>
    <message>
        <source>Could not search the text for %1</source>
        <translation>Kunne ikke søke etter %1 i teksten</translation>
    </message>
    <message>
        <source>Searching the project…</source>
        <translation>Søker i prosjektet…</translation>
    </message>
    <message>
        <source>Searched the project</source>
        <translation>Søkte i prosjektet</translation>
    </message>
    <message>
        <source>Could not search the project</source>
        <translation>Kunne ikke søke i prosjektet</translation>
    </message>
    <message>
        <source>Looking at the outline…</source>
        <translation>Ser på disposisjonen…</translation>
    </message>
    <message>
        <source>Looked at the outline</source>
        <translation>Så på disposisjonen</translation>
    </message>
    <message>
        <source>Could not look at the outline</source>
        <translation>Kunne ikke se på disposisjonen</translation>
    </message>
    <message>
        <source>Counting words…</source>
        <translation>Teller ord…</translation>
    </message>
    <message>
        <source>Counted words</source>
        <translation>Talte ord</translation>
    </message>
    <message>
        <source>Could not count words</source>
        <translation>Kunne ikke telle ord</translation>
    </message>
    <message>
        <source>Looking up %1…</source>
        <translation>Slår opp %1…</translation>
    </message>
    <message>
        <source>Looked up %1</source>
        <translation>Slo opp %1</translation>
    </message>
    <message>
        <source>Could not look up %1</source>
        <translation>Kunne ikke slå opp %1</translation>
    </message>
    <message>
        <source>Looking through the characters, places and things…</source>
        <translation>Går gjennom personer, steder og ting…</translation>
    </message>
    <message>
        <source>Looked through the characters, places and things</source>
        <translation>Gikk gjennom personer, steder og ting</translation>
    </message>
    <message>
        <source>Could not look through the characters, places and things</source>
        <translation>Kunne ikke gå gjennom personer, steder og ting</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Leser %1…</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>Leste %1</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>Kunne ikke lese %1</translation>
    </message>
    <message>
        <source>Reading the project…</source>
        <translation>Leser prosjektet…</translation>
    </message>
    <message>
        <source>Read the project</source>
        <translation>Leste prosjektet</translation>
    </message>
    <message>
        <source>Could not read the project</source>
        <translation>Kunne ikke lese prosjektet</translation>
    </message>
    <message>
        <source>Changing %1…</source>
        <translation>Endrer %1…</translation>
    </message>
    <message>
        <source>Changed %1</source>
        <translation>Endret %1</translation>
    </message>
    <message>
        <source>Could not change %1</source>
        <translation>Kunne ikke endre %1</translation>
    </message>
    <message>
        <source>Changing the project…</source>
        <translation>Endrer prosjektet…</translation>
    </message>
    <message>
        <source>Changed the project</source>
        <translation>Endret prosjektet</translation>
    </message>
    <message>
        <source>Could not change the project</source>
        <translation>Kunne ikke endre prosjektet</translation>
    </message>
    <message>
        <source>Using %1 on %2…</source>
        <translation>Bruker %1 på %2…</translation>
    </message>
    <message>
        <source>Used %1 on %2</source>
        <translation>Brukte %1 på %2</translation>
    </message>
    <message>
        <source>Could not use %1 on %2</source>
        <translation>Kunne ikke bruke %1 på %2</translation>
    </message>
    <message>
        <source>Using %1…</source>
        <translation>Bruker %1…</translation>
    </message>
    <message>
        <source>Could not use %1</source>
        <translation>Kunne ikke bruke %1</translation>
    </message>
</context>
<context>
    <name>TreeActions</name>
    <message>
        <source>New chapter</source>
        <translation>Nytt kapittel</translation>
    </message>
    <message>
        <source>New scene</source>
        <translation>Ny scene</translation>
    </message>
    <message>
        <source>New note</source>
        <translation>Nytt notat</translation>
    </message>
    <message>
        <source>New text</source>
        <translation>Ny tekst</translation>
    </message>
    <message>
        <source>New chapter “%1”</source>
        <translation>Nytt kapittel «%1»</translation>
    </message>
    <message>
        <source>New scene “%1”</source>
        <translation>Ny scene «%1»</translation>
    </message>
    <message>
        <source>New note “%1”</source>
        <translation>Nytt notat «%1»</translation>
    </message>
    <message>
        <source>New text “%1”</source>
        <translation>Ny tekst «%1»</translation>
    </message>
    <message>
        <source>New part</source>
        <translation>Ny del</translation>
    </message>
    <message>
        <source>New folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>New part “%1”</source>
        <translation>Ny del «%1»</translation>
    </message>
    <message>
        <source>New folder “%1”</source>
        <translation>Ny mappe «%1»</translation>
    </message>
    <message>
        <source>New Character</source>
        <translation>Ny person</translation>
    </message>
    <message>
        <source>New Place</source>
        <translation>Nytt sted</translation>
    </message>
    <message>
        <source>New Item</source>
        <translation>Ny gjenstand</translation>
    </message>
    <message>
        <source>New Faction</source>
        <translation>Ny fraksjon</translation>
    </message>
    <message>
        <source>New Other Entity</source>
        <translation>Nytt oppslag av annen type</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Ny person</translation>
    </message>
    <message>
        <source>New place</source>
        <translation>Nytt sted</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>Ny gjenstand</translation>
    </message>
    <message>
        <source>New faction</source>
        <translation>Ny fraksjon</translation>
    </message>
    <message>
        <source>New entity</source>
        <translation>Nytt oppslag</translation>
    </message>
    <message>
        <source>New character “%1”</source>
        <translation>Ny person «%1»</translation>
    </message>
    <message>
        <source>New place “%1”</source>
        <translation>Nytt sted «%1»</translation>
    </message>
    <message>
        <source>New item “%1”</source>
        <translation>Ny gjenstand «%1»</translation>
    </message>
    <message>
        <source>New faction “%1”</source>
        <translation>Ny fraksjon «%1»</translation>
    </message>
    <message>
        <source>New entity “%1”</source>
        <translation>Nytt oppslag «%1»</translation>
    </message>
    <message>
        <source>New Scene</source>
        <translation>Ny scene</translation>
    </message>
    <message>
        <source>New Chapter</source>
        <translation>Nytt kapittel</translation>
    </message>
    <message>
        <source>New Note</source>
        <translation>Nytt notat</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>New Part</source>
        <translation>Ny del</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Gi nytt navn</translation>
    </message>
    <message>
        <source>Move to Trash</source>
        <translation>Flytt til papirkurven</translation>
    </message>
    <message>
        <source>Restore from Trash</source>
        <translation>Gjenopprett fra papirkurven</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Flytt opp</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Flytt ned</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>New scene “%1” in “%2”</source>
        <translation>Ny scene «%1» i «%2»</translation>
    </message>
    <message>
        <source>Restore “{title}”</source>
        <translation>Gjenopprett «{title}»</translation>
    </message>
    <message>
        <source>Move “{title}”</source>
        <translation>Flytt «{title}»</translation>
    </message>
    <message>
        <source>New Entity</source>
        <translation>Nytt oppslag</translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message>
        <source>Act</source>
        <translation>Endre</translation>
    </message>
    <message>
        <source>Asked in act mode: the assistant could change the project</source>
        <translation>Spurt i endringsmodus: assistenten kunne endre prosjektet</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Angret</translation>
    </message>
    <message>
        <source>You undid the changes of this turn</source>
        <translation>Du angret endringene i denne runden</translation>
    </message>
    <message>
        <source>The answer was cut off: the model reached its length limit before it finished. Keep going continues it.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Svaret ble kuttet: modellen nådde lengdegrensen sin før den var ferdig. «Fortsett» fører det videre.</translation>
    </message>
    <message>
        <source>You stopped the assistant. Keep going continues where it stopped.</source>
        <extracomment>Names the button “Keep going” (TurnView): quote it as the button reads.</extracomment>
        <translation>Du stoppet assistenten. «Fortsett» tar opp tråden der den stoppet.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant used all %Ln of its steps before it finished. Keep going gives it %Ln more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>
            <numerusform>Assistenten brukte sitt %Ln steg før den var ferdig. «Fortsett» gir den %Ln til; for å tillate flere steg for hvert spørsmål, øk «Maks. steg» i Innstillinger.</numerusform>
            <numerusform>Assistenten brukte alle sine %Ln steg før den var ferdig. «Fortsett» gir den %Ln til; for å tillate flere steg for hvert spørsmål, øk «Maks. steg» i Innstillinger.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant ran out of steps before it finished. Keep going gives it more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>Assistenten gikk tom for steg før den var ferdig. «Fortsett» gir den flere; for å tillate flere steg for hvert spørsmål, øk «Maks. steg» i Innstillinger.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>This question: %1</source>
        <translation>Dette spørsmålet: %1</translation>
    </message>
    <message>
        <source>The whole conversation: %1</source>
        <translation>Hele samtalen: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Keep going</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>Rediger og send på nytt</translation>
    </message>
    <message>
        <source>Ask this question again, changed; the conversation goes on from here</source>
        <translation>Still spørsmålet på nytt i endret form; samtalen fortsetter herfra</translation>
    </message>
    <message>
        <source>Show run details</source>
        <translation>Vis detaljer om kjøringen</translation>
    </message>
    <message>
        <source>%1 in, %2 out</source>
        <translation>%1 inn, %2 ut</translation>
    </message>
    <message>
        <source> (%1 of the input cached)</source>
        <translation> (%1 av dem fra hurtigbufferen)</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>The assistant cannot start the fix now: wait until it has finished, or set it up in Settings.</source>
        <translation>Assistenten kan ikke begynne å rette nå: vent til den er ferdig, eller sett den opp i Innstillinger.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;New Project…</source>
        <translation>&amp;Nytt prosjekt…</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>Å&amp;pne prosjekt…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>&amp;Merge Conflicted Copies…</source>
        <translation>Slå sa&amp;mmen konfliktkopier…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Close Project</source>
        <translation>L&amp;ukk prosjekt</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Inns&amp;tillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Søk…</translation>
    </message>
    <message>
        <source>Find and R&amp;eplace…</source>
        <translation>Søk og &amp;erstatt…</translation>
    </message>
    <message>
        <source>C&amp;lose Tab</source>
        <translation>Lukk &amp;fane</translation>
    </message>
    <message>
        <source>Next Tab</source>
        <translation>Neste fane</translation>
    </message>
    <message>
        <source>Previous Tab</source>
        <translation>Forrige fane</translation>
    </message>
    <message>
        <source>Go to Project Tree</source>
        <translation>Gå til prosjekttreet</translation>
    </message>
    <message>
        <source>Go to Editor</source>
        <translation>Gå til redigeringsfeltet</translation>
    </message>
    <message>
        <source>Go to Assistant</source>
        <translation>Gå til assistenten</translation>
    </message>
    <message>
        <source>Assistant &amp;History…</source>
        <translation>Assistent&amp;historikk…</translation>
    </message>
    <message>
        <source>&amp;House Rules…</source>
        <translation>&amp;Husregler…</translation>
    </message>
    <message>
        <source>&amp;About Quire</source>
        <translation>&amp;Om Quire</translation>
    </message>
    <message>
        <source>Check &amp;Continuity…</source>
        <translation>Kontroller &amp;kontinuiteten…</translation>
    </message>
    <message>
        <source>Find in &amp;Project…</source>
        <translation>Søk i &amp;prosjektet…</translation>
    </message>
    <message>
        <source>Replace in Pro&amp;ject…</source>
        <translation>Erstatt i pros&amp;jektet…</translation>
    </message>
    <message>
        <source>Go to Inspector</source>
        <translation>Gå til inspektøren</translation>
    </message>
    <message>
        <source>Quire &amp;Manual</source>
        <translation>Quire-&amp;håndbok</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastatursnarveier</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Åpne nylig &amp;brukte</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Prosjekt</translation>
    </message>
    <message>
        <source>New &amp;Entity</source>
        <translation>Nytt &amp;oppslag</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Project Tree</source>
        <translation>&amp;Prosjekttre</translation>
    </message>
    <message>
        <source>&amp;Undo History</source>
        <translation>A&amp;ngrehistorikk</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Søk</translation>
    </message>
    <message>
        <source>I&amp;nspector</source>
        <translation>Inspekt&amp;ør</translation>
    </message>
    <message>
        <source>&amp;Assistant</source>
        <translation>&amp;Assistent</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>Ingen nylig brukte prosjekter</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Tøm listen</translation>
    </message>
</context>
<context>
    <name>WriterRequests</name>
    <message>
        <source>- “%1”</source>
        <translation>- «%1»</translation>
    </message>
    <message>
        <source>Quire could not find these quotations from your last answer in the project:
%1
Look each one up with your tools. Give the exact words where the project has them, and say plainly which ones it does not hold.</source>
        <translation>Quire fant ikke disse sitatene fra det siste svaret ditt i prosjektet:
%1
Slå opp hvert av dem med verktøyene dine. Gi de nøyaktige ordene der prosjektet har dem, og si tydelig hvilke det ikke har.</translation>
    </message>
    <message>
        <source>- “%1” (found in “%2”, not in “%3”)</source>
        <translation>- «%1» (står i «%2», ikke i «%3»)</translation>
    </message>
    <message>
        <source>- “%1” (the text gives this line to %2)</source>
        <translation>- «%1» (teksten gir denne replikken til %2)</translation>
    </message>
    <message>
        <source>- “%1” (the project spells the name “%2”)</source>
        <translation>- «%1» (prosjektet skriver navnet «%2»)</translation>
    </message>
    <message>
        <source>- “%1” (not in “%2”)</source>
        <translation>- «%1» (ikke i «%2»)</translation>
    </message>
    <message>
        <source>Fix this timeline problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project, then change the other so that they agree: the prose, or a scene&apos;s when (set_document_info), touching nothing else. Say what you changed and why.</source>
        <translation>Rett opp dette tidsproblemet (%1):
%2
I «%3»: «%4»
I «%5»: «%6»
Avgjør hvilken side som er riktig ut fra resten av prosjektet, og endre så den andre slik at de stemmer overens: teksten, eller tidspunktet til en scene (set_document_info), uten å røre noe annet. Si hva du endret og hvorfor.</translation>
    </message>
    <message>
        <source>Fix this contradiction with an earlier book (%1):
%2
In “%3”: “%4”
In book %5 “%6”, “%7”: “%8”
The earlier book cannot be changed from here: change this book&apos;s side (or the series entity, if its facts are wrong) so that the books agree, touching nothing else. Say what you changed and why.</source>
        <translation>Rett opp denne motsigelsen med en tidligere bok (%1):
%2
I «%3»: «%4»
I bok %5 «%6», «%7»: «%8»
Den tidligere boken kan ikke endres herfra: endre denne bokens side (eller seriens oppslag, hvis opplysningene der er feil) slik at bøkene stemmer overens, uten å røre noe annet. Si hva du endret og hvorfor.</translation>
    </message>
    <message>
        <source>Fix this continuity problem (%1):
%2
In “%3”: “%4”
In “%5”: “%6”
Decide which side is right from the rest of the project (the entities, the notes, the other chapters), then change the other side so that they agree, touching nothing else. Say what you changed and why.</source>
        <translation>Rett opp dette kontinuitetsproblemet (%1):
%2
I «%3»: «%4»
I «%5»: «%6»
Avgjør hvilken side som er riktig ut fra resten av prosjektet (oppslagene, notatene, de andre kapitlene), og endre så den andre siden slik at de stemmer overens, uten å røre noe annet. Si hva du endret og hvorfor.</translation>
    </message>
    <message>
        <source>One side is a time you proposed from the prose: ask me before relying on it.</source>
        <translation>Den ene siden er et tidspunkt du foreslo ut fra teksten: spør meg før du stoler på det.</translation>
    </message>
</context>
<context>
    <name>WritingChart</name>
    <message>
        <source>Words written per day</source>
        <translation>Ord skrevet per dag</translation>
    </message>
    <message>
        <source>Nothing written yet</source>
        <translation>Ingenting skrevet ennå</translation>
    </message>
</context>
<context>
    <name>WritingProgressDialog</name>
    <message>
        <source>Writing Progress</source>
        <translation>Skrivefremdrift</translation>
    </message>
    <message>
        <source>&amp;Project target:</source>
        <translation>&amp;Prosjektmål:</translation>
    </message>
    <message>
        <source>&amp;Target for “{title}”:</source>
        <translation>&amp;Mål for «{title}»:</translation>
    </message>
    <message>
        <source>&amp;Session target:</source>
        <translation>Mål for &amp;økten:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in this session</source>
        <translation>
            <numerusform>%Ln ord skrevet i denne økten</numerusform>
            <numerusform>%Ln ord skrevet i denne økten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in the last 30 days</source>
        <translation>
            <numerusform>%Ln ord skrevet de siste 30 dagene</numerusform>
            <numerusform>%Ln ord skrevet de siste 30 dagene</numerusform>
        </translation>
    </message>
    <message>
        <source>Only your own typing counts here, not the assistant&apos;s changes.</source>
        <translation>Bare det du skriver selv, teller her, ikke endringene assistenten gjør.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln ord</numerusform>
            <numerusform>%Ln ord</numerusform>
        </translation>
    </message>
    <message>
        <source>{words} of {target} words ({percent} %)</source>
        <translation>{words} av {target} ord ({percent} %)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Change word targets</source>
        <translation>Endre ordmål</translation>
    </message>
</context>
<context>
    <name>WritingTools</name>
    <message>
        <source>Check &amp;Spelling as You Type</source>
        <translation>Kontroller sta&amp;vingen mens du skriver</translation>
    </message>
    <message>
        <source>Smart P&amp;unctuation</source>
        <translation>&amp;Typografisk tegnsetting</translation>
    </message>
    <message>
        <source>&amp;Convert Quotes in This Document</source>
        <translation>&amp;Konverter anførselstegn i dette dokumentet</translation>
    </message>
    <message>
        <source>Project Se&amp;ttings…</source>
        <translation>Prosjektinnst&amp;illinger…</translation>
    </message>
    <message>
        <source>Writing &amp;Progress…</source>
        <translation>Skrive&amp;fremdrift…</translation>
    </message>
    <message>
        <source>&amp;Focus Mode</source>
        <translation>&amp;Fokusmodus</translation>
    </message>
    <message>
        <source>&amp;Dim Other Paragraphs</source>
        <translation>D&amp;emp andre avsnitt</translation>
    </message>
    <message>
        <source>&amp;Typewriter Scrolling</source>
        <translation>Skrivemaskin&amp;rulling</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;inn</translation>
    </message>
    <message>
        <source>Zoo&amp;m Out</source>
        <translation>Zoom &amp;ut</translation>
    </message>
    <message>
        <source>Actual Si&amp;ze</source>
        <translation>Faktis&amp;k størrelse</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Som &amp;systemet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Lyst</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mørkt</translation>
    </message>
    <message>
        <source>Outliner</source>
        <translation>Disposisjon</translation>
    </message>
    <message>
        <source>Corkboard</source>
        <translation>Korktavle</translation>
    </message>
    <message>
        <source>&amp;Outliner</source>
        <translation>&amp;Disposisjon</translation>
    </message>
    <message>
        <source>&amp;Corkboard</source>
        <translation>K&amp;orktavle</translation>
    </message>
    <message>
        <source>&amp;Writing</source>
        <translation>&amp;Skriving</translation>
    </message>
    <message>
        <source>T&amp;heme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>No spelling dictionary is installed for this project&apos;s language.</source>
        <translation>Ingen ordliste for stavekontroll er installert for språket i dette prosjektet.</translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s) converted</source>
        <translation>
            <numerusform>%n anførselstegn konvertert</numerusform>
            <numerusform>%n anførselstegn konvertert</numerusform>
        </translation>
    </message>
    <message>
        <source>No straight quotes to convert</source>
        <translation>Ingen rette anførselstegn å konvertere</translation>
    </message>
</context>
<context>
    <name>_ChoiceDelegate</name>
    <message>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
</context>
</TS>
