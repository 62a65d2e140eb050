<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CardDelegate</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeList</name>
    <message numerus="yes">
        <source>Changes undone: %Ln</source>
        <translation>
            <numerusform>Changes undone: %Ln</numerusform>
            <numerusform>Changes undone: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes made: %Ln</source>
        <translation>
            <numerusform>Changes made: %Ln</numerusform>
            <numerusform>Changes made: %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeText</name>
    <message numerus="yes">
        <source>… and %n more paragraphs</source>
        <translation>
            <numerusform>… and %n more paragraph</numerusform>
            <numerusform>… and %n more paragraphs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConnectPage</name>
    <message numerus="yes">
        <source>%1 and %Ln more</source>
        <translation>
            <numerusform>%1 and %Ln more</numerusform>
            <numerusform>%1 and %Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostSettingsGroup</name>
    <message numerus="yes">
        <source>prices for %Ln model(s)</source>
        <translation>
            <numerusform>prices for %Ln model</numerusform>
            <numerusform>prices for %Ln models</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountSection</name>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln characters with spaces</source>
        <translation>
            <numerusform>%Ln character with spaces</numerusform>
            <numerusform>%Ln characters with spaces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>…and %Ln more</source>
        <translation>
            <numerusform>…and %Ln more</numerusform>
            <numerusform>…and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” opened, but %Ln files had problems.</source>
        <translation>
            <numerusform>“%1” opened, but %Ln file had problems.</numerusform>
            <numerusform>“%1” opened, but %Ln files had problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them are conflicted copies, left by a sync service or by git: Quire can merge each with the version open here, and keeps the copy until you accept.</source>
        <translation>
            <numerusform>%Ln of them is a conflicted copy, left by a sync service or by git: Quire can merge it with the version open here, and keeps the copy until you accept.</numerusform>
            <numerusform>%Ln of them are conflicted copies, left by a sync service or by git: Quire can merge each with the version open here, and keeps the copy until you accept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln places were changed differently on both sides: you choose what stays there, in the next window.</source>
        <translation>
            <numerusform>%Ln place was changed differently on both sides: you choose what stays there, in the next window.</numerusform>
            <numerusform>%Ln places were changed differently on both sides: you choose what stays there, in the next window.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentFieldsSection</name>
    <message numerus="yes">
        <source>Fields (%n)</source>
        <translation>
            <numerusform>Fields (%n)</numerusform>
            <numerusform>Fields (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message numerus="yes">
        <source>Wait about %Ln seconds, then try again.</source>
        <translation>
            <numerusform>Wait about %Ln second, then try again.</numerusform>
            <numerusform>Wait about %Ln seconds, then try again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateCard</name>
    <message numerus="yes">
        <source>%1 reads %Ln document(s) not summarised yet (%2 words):</source>
        <translation>
            <numerusform>%1 reads %Ln document not summarised yet (%2 words):</numerusform>
            <numerusform>%1 reads %Ln documents not summarised yet (%2 words):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportFailureText</name>
    <message numerus="yes">
        <source>pandoc could not convert the manuscript within %Ln second(s) and was stopped.</source>
        <translation>
            <numerusform>pandoc could not convert the manuscript within %Ln second and was stopped.</numerusform>
            <numerusform>pandoc could not convert the manuscript within %Ln seconds and was stopped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pandoc could not convert “%1” within %Ln second(s) and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</source>
        <translation>
            <numerusform>pandoc could not convert “%1” within %Ln second and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</numerusform>
            <numerusform>pandoc could not convert “%1” within %Ln seconds and was stopped. Its Markdown probably nests quotations, lists or brackets too deeply: simplify it, or leave the document out of the export.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindReplaceBar</name>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>Replaced %Ln</numerusform>
            <numerusform>Replaced %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingsWindow</name>
    <message numerus="yes">
        <source>No open findings; %n marked intentional or fixed are hidden.</source>
        <translation>
            <numerusform>No open findings; %n marked intentional or fixed is hidden.</numerusform>
            <numerusform>No open findings; %n marked intentional or fixed are hidden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n chapter(s)…</source>
        <translation>
            <numerusform>Reading %n chapter…</numerusform>
            <numerusform>Reading %n chapters…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged since the last check.</source>
        <translation>
            <numerusform>%n unchanged since the last check.</numerusform>
            <numerusform>%n unchanged since the last check.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new finding(s).</source>
        <translation>
            <numerusform>%n new finding.</numerusform>
            <numerusform>%n new findings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: their quotes are not in the project.</source>
        <translation>
            <numerusform>%n finding dropped: its quotes are not in the project.</numerusform>
            <numerusform>%n findings dropped: their quotes are not in the project.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n chapter not finished: the assistant ran out of steps; it is read again next time.</numerusform>
            <numerusform>%n chapters not finished: the assistant ran out of steps; they are read again next time.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message numerus="yes">
        <source>%n house rule(s)</source>
        <translation>
            <numerusform>%n house rule</numerusform>
            <numerusform>%n house rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HouseRulesLink</name>
    <message numerus="yes">
        <source>%n of the series</source>
        <translation>
            <numerusform>%n of the series</numerusform>
            <numerusform>%n of the series</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s), too long to send in full</source>
        <translation>
            <numerusform>Keeping %n house rule, too long to send in full</numerusform>
            <numerusform>Keeping %n house rules, too long to send in full</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Keeping %n house rule(s)</source>
        <translation>
            <numerusform>Keeping %n house rule</numerusform>
            <numerusform>Keeping %n house rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message numerus="yes">
        <source>Join the lines of hard-wrapped paragraphs (%n files look hard-wrapped)</source>
        <translation>
            <numerusform>Join the lines of hard-wrapped paragraphs (%n file looks hard-wrapped)</numerusform>
            <numerusform>Join the lines of hard-wrapped paragraphs (%n files look hard-wrapped)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents to import</source>
        <translation>
            <numerusform>%n document to import</numerusform>
            <numerusform>%n documents to import</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities to make</source>
        <translation>
            <numerusform>%n entity to make</numerusform>
            <numerusform>%n entities to make</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other files copied into the project</source>
        <translation>
            <numerusform>%n other file copied into the project</numerusform>
            <numerusform>%n other files copied into the project</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out (listed after the import)</source>
        <translation>
            <numerusform>%n left out (listed after the import)</numerusform>
            <numerusform>%n left out (listed after the import)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message numerus="yes">
        <source>%n documents imported</source>
        <translation>
            <numerusform>%n document imported</numerusform>
            <numerusform>%n documents imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entities made</source>
        <translation>
            <numerusform>%n entity made</numerusform>
            <numerusform>%n entities made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fields kept with documents and entities</source>
        <translation>
            <numerusform>%n field kept with documents and entities</numerusform>
            <numerusform>%n fields kept with documents and entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files copied into the project&apos;s attachments</source>
        <translation>
            <numerusform>%n file copied into the project&apos;s attachments</numerusform>
            <numerusform>%n files copied into the project&apos;s attachments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n links pointed at what they name</source>
        <translation>
            <numerusform>%n link pointed at what it names</numerusform>
            <numerusform>%n links pointed at what they name</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents put in the trash, from the source&apos;s own trash</source>
        <translation>
            <numerusform>%n document put in the trash, from the source&apos;s own trash</numerusform>
            <numerusform>%n documents put in the trash, from the source&apos;s own trash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hard-wrapped lines joined</source>
        <translation>
            <numerusform>%n hard-wrapped line joined</numerusform>
            <numerusform>%n hard-wrapped lines joined</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files or folders left out, listed below</source>
        <translation>
            <numerusform>%n file or folder left out, listed below</numerusform>
            <numerusform>%n files or folders left out, listed below</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Left out (%n)</source>
        <translation>
            <numerusform>Left out (%n)</numerusform>
            <numerusform>Left out (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought in, with something to check (%n)</source>
        <translation>
            <numerusform>Brought in, with something to check (%n)</numerusform>
            <numerusform>Brought in, with something to check (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Links to notes the source does not have (%n)</source>
        <translation>
            <numerusform>Links to notes the source does not have (%n)</numerusform>
            <numerusform>Links to notes the source does not have (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard-wrapped files, kept as they were (%n)</source>
        <translation>
            <numerusform>Hard-wrapped files, kept as they were (%n)</numerusform>
            <numerusform>Hard-wrapped files, kept as they were (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied into attachments (%n)</source>
        <translation>
            <numerusform>Copied into attachments (%n)</numerusform>
            <numerusform>Copied into attachments (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepingActions</name>
    <message numerus="yes">
        <source>Exported to “%1” (%Ln words)</source>
        <translation>
            <numerusform>Exported to “%1” (%Ln word)</numerusform>
            <numerusform>Exported to “%1” (%Ln words)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Snapshots taken of %Ln documents</source>
        <translation>
            <numerusform>Snapshot taken of %Ln document</numerusform>
            <numerusform>Snapshots taken of %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln items permanently</source>
        <translation>
            <numerusform>Delete %Ln item permanently</numerusform>
            <numerusform>Delete %Ln items permanently</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeepingPrompts</name>
    <message numerus="yes">
        <source>Delete the %Ln selected items for good?</source>
        <translation>
            <numerusform>Delete the %Ln selected item for good?</numerusform>
            <numerusform>Delete the %Ln selected items for good?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveTurn</name>
    <message numerus="yes">
        <source>The assistant is repeating the same step (%Ln times); it was told.</source>
        <translation>
            <numerusform>The assistant is repeating the same step (%Ln time); it was told.</numerusform>
            <numerusform>The assistant is repeating the same step (%Ln times); it was told.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%1 of %Ln words</source>
        <translation>
            <numerusform>%1 of %Ln word</numerusform>
            <numerusform>%1 of %Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Project: %Ln words</source>
        <translation>
            <numerusform>Project: %Ln word</numerusform>
            <numerusform>Project: %Ln words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message numerus="yes">
        <source>%1 (%Ln paragraphs)</source>
        <translation>
            <numerusform>%1 (%Ln paragraph)</numerusform>
            <numerusform>%1 (%Ln paragraphs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>and %Ln more</numerusform>
            <numerusform>and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln conflicts decided.</source>
        <translation>
            <numerusform>All %Ln conflict decided.</numerusform>
            <numerusform>All %Ln conflicts decided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln conflicts left</source>
        <translation>
            <numerusform>%1 of %Ln conflict left</numerusform>
            <numerusform>%1 of %Ln conflicts left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conflicts are not decided.</source>
        <translation>
            <numerusform>%Ln conflict is not decided.</numerusform>
            <numerusform>%Ln conflicts are not decided.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MissingQuotesNotice</name>
    <message numerus="yes">
        <source>%n quotation(s) in this answer are not in your project as given.</source>
        <translation>
            <numerusform>%n quotation in this answer is not in your project as given.</numerusform>
            <numerusform>%n quotations in this answer are not in your project as given.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Outliner</name>
    <message numerus="yes">
        <source>%Ln words shown</source>
        <translation>
            <numerusform>%Ln word shown</numerusform>
            <numerusform>%Ln words shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message numerus="yes">
        <source>nested more than %n folders deep; the deeper parts were dropped</source>
        <translation>
            <numerusform>nested more than %n folder deep; the deeper parts were dropped</numerusform>
            <numerusform>nested more than %n folders deep; the deeper parts were dropped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message numerus="yes">
        <source>%Ln documents imported</source>
        <translation>
            <numerusform>%Ln document imported</numerusform>
            <numerusform>%Ln documents imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectSearchPanel</name>
    <message numerus="yes">
        <source>%Ln matches</source>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %Ln documents</source>
        <translation>
            <numerusform>in %Ln document</numerusform>
            <numerusform>in %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matches in entities</source>
        <extracomment>Beside &quot;12 matches in 3 documents&quot;: the matches in entities&apos; names and fields.</extracomment>
        <translation>
            <numerusform>%Ln match in entities</numerusform>
            <numerusform>%Ln matches in entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than %Ln matches; the first ones are listed</source>
        <translation>
            <numerusform>More than %Ln match; the first ones are listed</numerusform>
            <numerusform>More than %Ln matches; the first ones are listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace “%1” with “%2” in %Ln documents</source>
        <translation>
            <numerusform>Replace “%1” with “%2” in %Ln document</numerusform>
            <numerusform>Replace “%1” with “%2” in %Ln documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replaced %Ln</source>
        <translation>
            <numerusform>Replaced %Ln</numerusform>
            <numerusform>Replaced %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replace all %Ln matches of “%1” with “%2”?</source>
        <translation>
            <numerusform>Replace the %Ln match of “%1” with “%2”?</numerusform>
            <numerusform>Replace all %Ln matches of “%1” with “%2”?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln documents will change. You can take this back with Edit ▸ Undo.</source>
        <translation>
            <numerusform>%Ln document will change. You can take this back with Edit ▸ Undo.</numerusform>
            <numerusform>%Ln documents will change. You can take this back with Edit ▸ Undo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message numerus="yes">
        <source>{kind} · %Ln words</source>
        <translation>
            <numerusform>{kind} · %Ln word</numerusform>
            <numerusform>{kind} · %Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln items to the trash</source>
        <translation>
            <numerusform>Move %Ln item to the trash</numerusform>
            <numerusform>Move %Ln items to the trash</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunHistoryWindow</name>
    <message numerus="yes">
        <source>%n record(s) in the history could not be read; they were left as they are.</source>
        <translation>
            <numerusform>%n record in the history could not be read; it was left as it is.</numerusform>
            <numerusform>%n records in the history could not be read; they were left as they are.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SentLine</name>
    <message numerus="yes">
        <source>%n passage(s) of “%1”</source>
        <translation>
            <numerusform>%n passage of “%1”</numerusform>
            <numerusform>%n passages of “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passages of %n other document(s)</source>
        <translation>
            <numerusform>passages of %n other document</numerusform>
            <numerusform>passages of %n other documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity card(s)</source>
        <translation>
            <numerusform>%n entity card</numerusform>
            <numerusform>%n entity cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln word(s)</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Private material withheld from %n tool result(s).</source>
        <translation>
            <numerusform>Private material withheld from %n tool result.</numerusform>
            <numerusform>Private material withheld from %n tool results.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message numerus="yes">
        <source>%Ln entities belong to the series.</source>
        <translation>
            <numerusform>%Ln entity belongs to the series.</numerusform>
            <numerusform>%Ln entities belong to the series.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesRename</name>
    <message numerus="yes">
        <source>Renamed “%1” to “%2”; %n other book(s) changed</source>
        <translation>
            <numerusform>Renamed “%1” to “%2”; %n other book changed</numerusform>
            <numerusform>Renamed “%1” to “%2”; %n other books changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesRenameDialog</name>
    <message numerus="yes">
        <source>%n mention(s)</source>
        <translation>
            <numerusform>%n mention</numerusform>
            <numerusform>%n mentions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeriesReportWords</name>
    <message numerus="yes">
        <source>%n new finding(s) against the earlier books.</source>
        <translation>
            <numerusform>%n new finding against the earlier books.</numerusform>
            <numerusform>%n new findings against the earlier books.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) dropped: a quotation is not in the book it was credited to.</source>
        <translation>
            <numerusform>%n finding dropped: a quotation is not in the book it was credited to.</numerusform>
            <numerusform>%n findings dropped: a quotation is not in the book it was credited to.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) left out: the series records the change.</source>
        <translation>
            <numerusform>%n finding left out: the series records the change.</numerusform>
            <numerusform>%n findings left out: the series records the change.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) not finished: the assistant ran out of steps; they are read again next time.</source>
        <translation>
            <numerusform>%n chapter not finished: the assistant ran out of steps; it is read again next time.</numerusform>
            <numerusform>%n chapters not finished: the assistant ran out of steps; they are read again next time.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SnapshotsDialog</name>
    <message numerus="yes">
        <source>%Ln changes in the text</source>
        <translation>
            <numerusform>%Ln change in the text</numerusform>
            <numerusform>%Ln changes in the text</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StorageText</name>
    <message numerus="yes">
        <source>%Ln item(s) could not be saved, because they contain a damaged character that no file can store (often left by a paste): %1. Everything else was saved. Retype the damaged text, then save again.</source>
        <translation>
            <numerusform>%Ln item could not be saved, because it contains a damaged character that no file can store (often left by a paste): %1. Everything else was saved. Retype the damaged text, then save again.</numerusform>
            <numerusform>%Ln items could not be saved, because they contain a damaged character that no file can store (often left by a paste): %1. Everything else was saved. Retype the damaged text, then save again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineParts</name>
    <message numerus="yes">
        <source>Check Timeline: %n finding(s), %1 new.</source>
        <translation>
            <numerusform>Check Timeline: %n finding, %1 new.</numerusform>
            <numerusform>Check Timeline: %n findings, %1 new.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message numerus="yes">
        <source>Not on the timeline: %n scene(s)</source>
        <translation>
            <numerusform>Not on the timeline: %n scene</numerusform>
            <numerusform>Not on the timeline: %n scenes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToolLog</name>
    <message numerus="yes">
        <source>Tools used: %Ln</source>
        <translation>
            <numerusform>Tools used: %Ln</numerusform>
            <numerusform>Tools used: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: not run again</source>
        <translation>
            <numerusform>the same call %Ln time in a row: not run again</numerusform>
            <numerusform>the same call %Ln times in a row: not run again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the same call %Ln times in a row: the assistant was told</source>
        <translation>
            <numerusform>the same call %Ln time in a row: the assistant was told</numerusform>
            <numerusform>the same call %Ln times in a row: the assistant was told</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message numerus="yes">
        <source>The assistant used all %Ln of its steps before it finished. Keep going gives it %Ln more; to allow more steps for every question, raise Max steps in Settings.</source>
        <extracomment>Names the button “Keep going” (TurnView) and the setting “Max steps” (AssistantRows): quote them as the screen reads.</extracomment>
        <translation>
            <numerusform>The assistant used its %Ln step before it finished. Keep going gives it %Ln more; to allow more steps for every question, raise Max steps in Settings.</numerusform>
            <numerusform>The assistant used all %Ln of its steps before it finished. Keep going gives it %Ln more; to allow more steps for every question, raise Max steps in Settings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tokens</source>
        <translation>
            <numerusform>%Ln token</numerusform>
            <numerusform>%Ln tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WritingProgressDialog</name>
    <message numerus="yes">
        <source>%Ln words written in this session</source>
        <translation>
            <numerusform>%Ln word written in this session</numerusform>
            <numerusform>%Ln words written in this session</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words written in the last 30 days</source>
        <translation>
            <numerusform>%Ln word written in the last 30 days</numerusform>
            <numerusform>%Ln words written in the last 30 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln words</source>
        <translation>
            <numerusform>%Ln word</numerusform>
            <numerusform>%Ln words</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WritingTools</name>
    <message numerus="yes">
        <source>%n quote(s) converted</source>
        <translation>
            <numerusform>%n quote converted</numerusform>
            <numerusform>%n quotes converted</numerusform>
        </translation>
    </message>
</context>
</TS>
