<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>Trying %n nearby table(s)…</source>
        <translation>
            <numerusform>Trying %n nearby table…</numerusform>
            <numerusform>Trying %n nearby tables…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>%n unfinished game</numerusform>
            <numerusform>%n unfinished games</numerusform>
        </translation>
    </message>
</context>
</TS>
