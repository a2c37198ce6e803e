<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>Trying %n nearby table(s)…</source>
        <translation>
            <numerusform>Trying %Ln nearby table…</numerusform>
            <numerusform>Trying %Ln nearby tables…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Simulating… %1 of %n game(s)</source>
        <translation>
            <numerusform>Simulating… %1 of %Ln game</numerusform>
            <numerusform>Simulating… %1 of %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n game(s); 95% interval %2 to %3</source>
        <translation>
            <numerusform>%1 wins in %Ln game; 95% interval %2 to %3</numerusform>
            <numerusform>%1 wins in %Ln games; 95% interval %2 to %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message numerus="yes">
        <source>%1 to %n player(s).</source>
        <translation>
            <numerusform>%1 to %Ln player.</numerusform>
            <numerusform>%1 to %Ln players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove all %n player(s) from the list?</source>
        <translation>
            <numerusform>Remove the one player from the list?</numerusform>
            <numerusform>Remove all %n players from the list?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n role(s) for %1 players: the counts must match the players.</source>
        <translation>
            <numerusform>%Ln role for %1 players: the counts must match the players.</numerusform>
            <numerusform>%Ln roles for %1 players: the counts must match the players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for %1 players</source>
        <translation>
            <numerusform>%Ln card for %1 players</numerusform>
            <numerusform>%Ln cards for %1 players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModeratorConsole</name>
    <message numerus="yes">
        <source>No power tonight for %n player(s).</source>
        <translation>
            <numerusform>No power tonight for %Ln player.</numerusform>
            <numerusform>No power tonight for %Ln players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s), then confirm.</source>
        <translation>
            <numerusform>Pick %Ln player, then confirm.</numerusform>
            <numerusform>Pick %Ln players, then confirm.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuestionBox</name>
    <message numerus="yes">
        <source>Pick %n player(s).</source>
        <translation>
            <numerusform>Pick %Ln player.</numerusform>
            <numerusform>Pick %Ln players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>%Ln unfinished game</numerusform>
            <numerusform>%Ln unfinished games</numerusform>
        </translation>
    </message>
</context>
</TS>
