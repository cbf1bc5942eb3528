<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>Thoughtful Solitaire, draw %n</source>
        <translation>
            <numerusform>Thoughtful Solitaire, draw %n</numerusform>
            <numerusform>Thoughtful Solitaire, draw %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drew %n card(s)</source>
        <translation>
            <numerusform>Drew %n card</numerusform>
            <numerusform>Drew %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} and %n more card(s)</source>
        <translation>
            <numerusform>{0} and %n more card</numerusform>
            <numerusform>{0} and %n more cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n card face down</numerusform>
            <numerusform>%n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>with %n card(s) on it</source>
        <translation>
            <numerusform>with %n card on it</numerusform>
            <numerusform>with %n cards on it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message numerus="yes">
        <source>%n game(s) shown</source>
        <translation>
            <numerusform>%n game shown</numerusform>
            <numerusform>%n games shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>The last %n game(s)</source>
        <translation>
            <numerusform>The last game (%n)</numerusform>
            <numerusform>The last %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n loss</numerusform>
            <numerusform>%n losses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to {0}</source>
        <translation>
            <numerusform>%n game exported to {0}</numerusform>
            <numerusform>%n games exported to {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) recorded for {0}? Other games keep their statistics. This cannot be undone.</source>
        <translation>
            <numerusform>Delete the %n game recorded for {0}? Other games keep their statistics. This cannot be undone.</numerusform>
            <numerusform>Delete the %n games recorded for {0}? Other games keep their statistics. This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinningLineReplay</name>
    <message numerus="yes">
        <source>The assistant found no winning line within %n second(s). This deal may still be winnable.</source>
        <translation>
            <numerusform>The assistant found no winning line within %n second. This deal may still be winnable.</numerusform>
            <numerusform>The assistant found no winning line within %n seconds. This deal may still be winnable.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing a winning line of %n action(s) from the start.</source>
        <translation>
            <numerusform>Showing a winning line of %n action from the start.</numerusform>
            <numerusform>Showing a winning line of %n actions from the start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: action {0} of %n. Esc or a click stops it.</source>
        <translation>
            <numerusform>Winning line: action {0} of %n. Esc or a click stops it.</numerusform>
            <numerusform>Winning line: action {0} of %n. Esc or a click stops it.</numerusform>
        </translation>
    </message>
</context>
</TS>
