<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</context>
<context>
    <name>DiffText</name>
    <message numerus="yes">
        <source>… %Ln more lines</source>
        <translation>
            <numerusform>… %Ln more line</numerusform>
            <numerusform>… %Ln more lines</numerusform>
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
</context>
<context>
    <name>ProjectTreeModel</name>
    <message numerus="yes">
        <source>Move %Ln items to the trash</source>
        <translation>
            <numerusform>Move %Ln item to the trash</numerusform>
            <numerusform>Move %Ln items to the trash</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnView</name>
    <message numerus="yes">
        <source>Tools used: %Ln</source>
        <translation>
            <numerusform>Tools used: %Ln</numerusform>
            <numerusform>Tools used: %Ln</numerusform>
        </translation>
    </message>
</context>
</TS>
