<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>Thoughtful Solitaire, draw %n</source>
        <translation>
            <numerusform>Pasiența chibzuită, tragere câte %n</numerusform>
            <numerusform>Pasiența chibzuită, tragere câte %n</numerusform>
            <numerusform>Pasiența chibzuită, tragere câte %n</numerusform>
        </translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>damă</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rege</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Teanc de decartare</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Patruzeci de hoți</translation>
    </message>
    <message numerus="yes">
        <source>Drew %n card(s)</source>
        <translation>
            <numerusform>S-a tras %n carte</numerusform>
            <numerusform>S-au tras %n cărți</numerusform>
            <numerusform>S-au tras %n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the draw</source>
        <translation>Anulat: tragerea</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Bara de meniuri</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Starea jocului</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pică</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>inimă roșie</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>caro</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>treflă</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>Foundation {0}, {1}</source>
        <translation>Fundația {0}, {1}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>gol</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{0} and %n more card(s)</source>
        <translation>
            <numerusform>{0} și încă %n carte</numerusform>
            <numerusform>{0} și încă %n cărți</numerusform>
            <numerusform>{0} și încă %n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over into the stock</source>
        <translation>Teancul de decartare a fost întors înapoi în talon</translation>
    </message>
    <message>
        <source>{0} moved to {1}</source>
        <translation>{0} a fost mutat pe {1}</translation>
    </message>
    <message>
        <source>Undone: {0} back on {1}</source>
        <translation>Anulat: {0} înapoi pe {1}</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Redimensionarea ferestrei</translation>
    </message>
    <message>
        <source>Column {0}</source>
        <translation>Coloana {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n carte cu fața în jos</numerusform>
            <numerusform>%n cărți cu fața în jos</numerusform>
            <numerusform>%n de cărți cu fața în jos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cărți</numerusform>
            <numerusform>%n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the cards</source>
        <translation>primește cărțile</translation>
    </message>
    <message>
        <source>does not take the cards</source>
        <translation>nu primește cărțile</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Alte meniuri</translation>
    </message>
    <message numerus="yes">
        <source>with %n card(s) on it</source>
        <translation>
            <numerusform>cu %n carte deasupra</numerusform>
            <numerusform>cu %n cărți deasupra</numerusform>
            <numerusform>cu %n de cărți deasupra</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1} on top</source>
        <translation>{0}, deasupra {1}</translation>
    </message>
    <message>
        <source>Cards put back</source>
        <translation>Cărțile au fost puse la loc</translation>
    </message>
    <message>
        <source>New deal: {0}</source>
        <translation>Împărțire nouă: {0}</translation>
    </message>
    <message>
        <source>You won! Score {0}</source>
        <translation>Ați câștigat! Scor {0}</translation>
    </message>
    <message>
        <source>Picked up {0}</source>
        <translation>Ați luat: {0}</translation>
    </message>
</context>
<context>
    <name>AssistantController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <source>Show a move on the table</source>
        <translation>Arată o mutare pe masă</translation>
    </message>
    <message>
        <source>The assistant could not find a hint.</source>
        <translation>Asistentul nu a găsit niciun indiciu.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Acest joc este câștigat.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Se caută un indiciu…</translation>
    </message>
    <message>
        <source>No move wins from here: undo.</source>
        <translation>De aici nicio mutare nu mai duce la câștig: anulați.</translation>
    </message>
    <message>
        <source>The assistant has no move to suggest.</source>
        <translation>Asistentul nu are nicio mutare de propus.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move keeps the game winnable.</source>
        <translation>Indiciu: {0}. Cu această mutare jocul poate fi încă câștigat.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move is only promising: no winning line is known.</source>
        <translation>Indiciu: {0}. Această mutare este doar promițătoare: nu se cunoaște nicio succesiune câștigătoare.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>trageți din talon</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>întoarceți teancul de decartare</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0} pe {1}</translation>
    </message>
</context>
<context>
    <name>AssistantIndicator</name>
    <message>
        <source>Checking…</source>
        <translation>Se verifică…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Se poate câștiga</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Necunoscut</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Nu se poate câștiga</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Assistant unavailable</source>
        <translation>Asistent indisponibil</translation>
    </message>
    <message>
        <source>The assistant is checking whether this position can be won.</source>
        <translation>Asistentul verifică dacă această poziție poate fi câștigată.</translation>
    </message>
    <message>
        <source>The assistant found a way to win from this position: press H for a hint.</source>
        <translation>Asistentul a găsit o cale de a câștiga din această poziție: apăsați H pentru un indiciu.</translation>
    </message>
    <message>
        <source>The assistant could not decide within its time whether this position can be won: press H for a promising move.</source>
        <translation>Asistentul nu a putut stabili la timp dacă această poziție poate fi câștigată: apăsați H pentru o mutare promițătoare.</translation>
    </message>
    <message>
        <source>No sequence of moves wins from this position: undo to get back to a winnable one.</source>
        <translation>Nicio succesiune de mutări nu câștigă din această poziție: anulați ca să reveniți la una care poate fi câștigată.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Acest joc este câștigat.</translation>
    </message>
    <message>
        <source>The assistant could not check this position.</source>
        <translation>Asistentul nu a putut verifica această poziție.</translation>
    </message>
    <message>
        <source>Assistant: {0}</source>
        <translation>Asistent: {0}</translation>
    </message>
</context>
<context>
    <name>DealFinder</name>
    <message>
        <source>Looking for a winnable deal… ({0} s)</source>
        <translation>Se caută o împărțire care poate fi câștigată… ({0} s)</translation>
    </message>
    <message>
        <source>The assistant found no winnable deal. Try again, or start any deal.</source>
        <translation>Asistentul nu a găsit nicio împărțire care poate fi câștigată. Încercați din nou sau începeți o împărțire oarecare.</translation>
    </message>
    <message>
        <source>The assistant found a winnable deal: {0}</source>
        <translation>Asistentul a găsit o împărțire care poate fi câștigată: {0}</translation>
    </message>
    <message>
        <source>The assistant could not look for a deal:
{0}</source>
        <translation>Asistentul nu a putut căuta o împărțire:
{0}</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Doar împărțiri care pot fi câștigate</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferințe…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistici…</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Cel mai bun scor nou!</translation>
    </message>
    <message>
        <source>New fastest win!</source>
        <translation>Cel mai rapid câștig nou!</translation>
    </message>
    <message>
        <source>New record: fewest moves in a win!</source>
        <translation>Record nou: câștig din cele mai puține mutări!</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <source>Quit Solitaire?</source>
        <translation>Ieșiți din Solitaire?</translation>
    </message>
    <message>
        <source>Another copy of Solitaire keeps the saved game, so this game cannot be saved: quitting now counts it as lost. Quit anyway?</source>
        <translation>O altă copie a Solitaire păstrează jocul salvat, așa că jocul acesta nu poate fi salvat: dacă ieșiți acum, se socotește pierdut. Ieșiți totuși?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Împărțire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Anulări</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indicii</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Timp</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Fundații</translation>
    </message>
    <message>
        <source>Game number in this variant</source>
        <translation>Numărul jocului în această variantă</translation>
    </message>
    <message>
        <source>When the game started</source>
        <translation>Când a început jocul</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Codul împărțirii</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Câștigat sau pierdut</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Scorul final</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Mutări făcute</translation>
    </message>
    <message>
        <source>Moves undone</source>
        <translation>Mutări anulate</translation>
    </message>
    <message>
        <source>Hints used (game assistant)</source>
        <translation>Indicii folosite (asistentul de joc)</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Timp de joc</translation>
    </message>
    <message>
        <source>Cards on the foundations at the end</source>
        <translation>Cărți pe fundații la final</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulare</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refacere</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Joc &amp;nou…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Reîncepe această împărțire</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>&amp;Copiază codul împărțirii</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Trage din talon</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reguli</translation>
    </message>
    <message>
        <source>&amp;About Solitaire</source>
        <translation>&amp;Despre Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Setări</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>Click to copy the deal code</source>
        <translation>Dați clic pentru a copia codul împărțirii</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Timp</translation>
    </message>
    <message>
        <source>Cards left in the stock</source>
        <translation>Cărți rămase în talon</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Codul împărțirii</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Masa de joc</translation>
    </message>
    <message>
        <source>{0} — Solitaire</source>
        <translation>{0} — Solitaire</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Patruzeci de hoți</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 3)</source>
        <translation>Pasiența chibzuită (tragere câte 3)</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 1)</source>
        <translation>Pasiența chibzuită (tragere câte 1)</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>Scor: {0}</translation>
    </message>
    <message>
        <source>Moves: {0}</source>
        <translation>Mutări: {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Talon: {0}</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>împărțire proprie</translation>
    </message>
    <message>
        <source>Time: {0}</source>
        <translation>Timp: {0}</translation>
    </message>
    <message>
        <source>Deal code {0} copied</source>
        <translation>Codul împărțirii {0} a fost copiat</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonați acest joc?</translation>
    </message>
    <message>
        <source>This game has started: leaving it counts as a loss. Abandon it?</source>
        <translation>Jocul a început: dacă îl părăsiți, se socotește pierdut. Îl abandonați?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejucați această împărțire</translation>
    </message>
    <message>
        <source>{0} is not a valid deal code.</source>
        <translation>{0} nu este un cod de împărțire valid.</translation>
    </message>
    <message>
        <source>About Solitaire</source>
        <translation>Despre Solitaire</translation>
    </message>
    <message>
        <source>Solitaire: Forty Thieves and Thoughtful Solitaire, played by their rules.</source>
        <translation>Solitaire: Patruzeci de hoți și Pasiența chibzuită, jucate după regulile lor.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Patruzeci de hoți</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire</source>
        <translation>Pasiența chibzuită</translation>
    </message>
    <message>
        <source>Draw 1 (Easy)</source>
        <translation>Tragere câte 1 (Ușor)</translation>
    </message>
    <message>
        <source>Draw 3 (Hard)</source>
        <translation>Tragere câte 3 (Greu)</translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Modul de tragere</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Doar împărțiri care pot fi câștigate</translation>
    </message>
    <message>
        <source>The assistant looks for a random deal it can win before dealing it.</source>
        <translation>Asistentul caută o împărțire la întâmplare pe care o poate câștiga, înainte de a o împărți.</translation>
    </message>
    <message>
        <source>for example TF1-D1N-AAAAAAB</source>
        <translation>de exemplu TF1-D1N-AAAAAAB</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Codul împărțirii</translation>
    </message>
    <message>
        <source>Deal code problem</source>
        <translation>Problemă cu codul împărțirii</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Joc:</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Talon:</translation>
    </message>
    <message>
        <source>Replay a deal code:</source>
        <translation>Rejucați un cod de împărțire:</translation>
    </message>
    <message>
        <source>Type a deal code, or clear the field for a random deal.</source>
        <translation>Scrieți un cod de împărțire sau goliți câmpul pentru o împărțire la întâmplare.</translation>
    </message>
    <message>
        <source>Unknown game: a code starts with FT1 (Forty Thieves) or TF1 (Thoughtful Solitaire).</source>
        <translation>Joc necunoscut: un cod începe cu FT1 (Patruzeci de hoți) sau TF1 (Pasiența chibzuită).</translation>
    </message>
    <message>
        <source>A code has three parts separated by dashes, like TF1-D1N-AAAAAAB.</source>
        <translation>Un cod are trei părți despărțite prin cratime, ca TF1-D1N-AAAAAAB.</translation>
    </message>
    <message>
        <source>Unknown option: Forty Thieves codes use N, Thoughtful codes D1N or D3N.</source>
        <translation>Opțiune necunoscută: codurile pentru Patruzeci de hoți folosesc N, cele pentru Pasiența chibzuită D1N sau D3N.</translation>
    </message>
    <message>
        <source>The deal number after the last dash must have 7 characters.</source>
        <translation>Numărul împărțirii de după ultima cratimă trebuie să aibă 7 caractere.</translation>
    </message>
    <message>
        <source>The deal number uses only the letters A to Z and the digits 2 to 7.</source>
        <translation>Numărul împărțirii folosește doar literele de la A la Z și cifrele de la 2 la 7.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferințe</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>Aspect</translation>
    </message>
    <message>
        <source>Double-click sends a card to the best place</source>
        <translation>Dublu clic trimite cartea la cel mai bun loc</translation>
    </message>
    <message>
        <source>Auto-placement: a card dropped where it can&apos;t go goes to the best place</source>
        <translation>Plasare automată: o carte lăsată unde nu poate sta merge la cel mai bun loc</translation>
    </message>
    <message>
        <source>Placement help: highlight the piles that accept dragged cards</source>
        <translation>Ajutor la plasare: se luminează teancurile care primesc cărțile glisate</translation>
    </message>
    <message>
        <source>Interactive rules: explain why a move is refused</source>
        <translation>Reguli interactive: se explică de ce o mutare e refuzată</translation>
    </message>
    <message>
        <source>Ask before abandoning a started game</source>
        <translation>Întreabă înainte de a abandona un joc început</translation>
    </message>
    <message>
        <source>Assistant: say whether the game can still be won, and give hints (H)</source>
        <translation>Asistent: se arată dacă jocul mai poate fi câștigat și se dau indicii (H)</translation>
    </message>
    <message>
        <source>Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Pachet în patru culori (♠ negru, ♥ roșu, ♦ albastru, ♣ verde)</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Afișează cronometrul</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fără</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animații:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Viteza animațiilor</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Limba sistemului</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Limba:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Limba</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Revenire la valorile implicite</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nu</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>There is no such pile in this game</source>
        <translation>Acest teanc nu există în jocul de față</translation>
    </message>
    <message>
        <source>Cards are never put on the stock or the waste</source>
        <translation>Pe talon și pe teancul de decartare nu se pun niciodată cărți</translation>
    </message>
    <message>
        <source>Drop the cards on another pile</source>
        <translation>Lăsați cărțile pe alt teanc</translation>
    </message>
    <message>
        <source>There is no card to move there</source>
        <translation>Acolo nu e nicio carte de mutat</translation>
    </message>
    <message>
        <source>The stock&apos;s cards are face down: click the stock to draw</source>
        <translation>Cărțile din talon stau cu fața în jos: dați clic pe talon ca să trageți</translation>
    </message>
    <message>
        <source>In Forty Thieves only one card moves at a time: move the cards above it first</source>
        <translation>În Patruzeci de hoți se mută o singură carte o dată: mutați întâi cărțile de deasupra ei</translation>
    </message>
    <message>
        <source>In Forty Thieves a card goes on the next higher card of the same suit: the {card} can&apos;t go on the {target}</source>
        <translation>În Patruzeci de hoți o carte se pune pe cartea imediat mai mare de același semn: {card} nu poate merge pe {target}</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher: the {card} can&apos;t go on the {target}</source>
        <translation>O carte se pune pe o carte cu exact o treaptă mai mare: {card} nu poate merge pe {target}</translation>
    </message>
    <message>
        <source>Nothing can go on an ace in a column</source>
        <translation>Într-o coloană nu se pune nimic pe un as</translation>
    </message>
    <message>
        <source>Colours alternate, red on black and black on red: the {card} can&apos;t go on the {target}</source>
        <translation>Culorile alternează, roșu pe negru și negru pe roșu: {card} nu poate merge pe {target}</translation>
    </message>
    <message>
        <source>Only a king can fill an empty column</source>
        <translation>Doar un rege poate ocupa o coloană goală</translation>
    </message>
    <message>
        <source>The {card} is not in sequence, so the group can&apos;t move</source>
        <translation>{card} strică ordinea, așa că grupul nu se poate muta</translation>
    </message>
    <message>
        <source>There are not that many cards in the column</source>
        <translation>Coloana nu are atâtea cărți</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played</source>
        <translation>Din teancul de decartare se joacă doar cartea de sus</translation>
    </message>
    <message>
        <source>Cards go to and from a foundation one at a time</source>
        <translation>Cărțile se pun pe o fundație și se iau de pe ea câte una</translation>
    </message>
    <message>
        <source>A foundation card can only go back onto a column</source>
        <translation>O carte de pe fundație se poate întoarce doar pe o coloană</translation>
    </message>
    <message>
        <source>This foundation takes only {suit}</source>
        <translation>Această fundație primește doar {suit}</translation>
    </message>
    <message>
        <source>A foundation starts with an ace</source>
        <translation>O fundație începe cu un as</translation>
    </message>
    <message>
        <source>This foundation needs the {next} next</source>
        <translation>Această fundație așteaptă acum {next}</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>Această fundație este completă</translation>
    </message>
    <message>
        <source>No redeal in Forty Thieves: the stock is dealt only once</source>
        <translation>În Patruzeci de hoți talonul nu se reia: se parcurge o singură dată</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty</source>
        <translation>Atât talonul, cât și teancul de decartare sunt goale</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Nu e nimic de anulat</translation>
    </message>
    <message>
        <source>That is not a move</source>
        <translation>Aceasta nu este o mutare</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Regulile jocului</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Score over games</source>
        <translation>Scorul de la un joc la altul</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown</source>
        <translation>
            <numerusform>Se afișează %n joc</numerusform>
            <numerusform>Se afișează %n jocuri</numerusform>
            <numerusform>Se afișează %n de jocuri</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Încă niciun joc</translation>
    </message>
</context>
<context>
    <name>SearchProgress</name>
    <message>
        <source>Assistant</source>
        <translation>Asistent</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Renunță</translation>
    </message>
    <message>
        <source>Assistant at work</source>
        <translation>Asistentul lucrează</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Patruzeci de hoți</translation>
    </message>
    <message>
        <source>Thoughtful (draw 1)</source>
        <translation>Chibzuită (tragere câte 1)</translation>
    </message>
    <message>
        <source>Thoughtful (draw 3)</source>
        <translation>Chibzuită (tragere câte 3)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Rezumat</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Jocuri jucate</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Jocuri câștigate</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Rata de câștig</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Seria curentă</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Cea mai lungă serie de câștiguri</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Cea mai lungă serie de pierderi</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Cel mai bun scor</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Scorul mediu</translation>
    </message>
    <message>
        <source>Last score</source>
        <translation>Ultimul scor</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Cel mai rapid câștig</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Cele mai puține mutări într-un câștig</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>Timp total de joc</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toate jocurile</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigate</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdute</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afișare</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afișare:</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Rejucați această împărțire</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>Re&amp;setare…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>În&amp;chide</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Istoricul jocurilor</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s)</source>
        <translation>
            <numerusform>Ultimul joc (%n)</numerusform>
            <numerusform>Ultimele %n jocuri</numerusform>
            <numerusform>Ultimele %n de jocuri</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n câștig</numerusform>
            <numerusform>%n câștiguri</numerusform>
            <numerusform>%n de câștiguri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n pierdere</numerusform>
            <numerusform>%n pierderi</numerusform>
            <numerusform>%n de pierderi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n joc</numerusform>
            <numerusform>%n jocuri</numerusform>
            <numerusform>%n de jocuri</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exportul statisticilor</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fișiere CSV (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {0}:
{1}</source>
        <translation>Statisticile nu au putut fi scrise în {0}:
{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to {0}</source>
        <translation>
            <numerusform>%n joc exportat în {0}</numerusform>
            <numerusform>%n jocuri exportate în {0}</numerusform>
            <numerusform>%n de jocuri exportate în {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Resetarea statisticilor</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) recorded for {0}? Other games keep their statistics. This cannot be undone.</source>
        <translation>
            <numerusform>Ștergeți %n joc înregistrat pentru {0}? Celelalte jocuri își păstrează statisticile. Operația nu poate fi anulată.</numerusform>
            <numerusform>Ștergeți cele %n jocuri înregistrate pentru {0}? Celelalte jocuri își păstrează statisticile. Operația nu poate fi anulată.</numerusform>
            <numerusform>Ștergeți cele %n de jocuri înregistrate pentru {0}? Celelalte jocuri își păstrează statisticile. Operația nu poate fi anulată.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be reset:
{0}</source>
        <translation>Statisticile nu au putut fi resetate:
{0}</translation>
    </message>
    <message>
        <source>Statistics reset</source>
        <translation>Statisticile au fost resetate</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The statistics file was damaged and could not be read. It was kept as {moved} and new statistics were started.</source>
        <translation>Fișierul de statistici era deteriorat și nu a putut fi citit. A fost păstrat ca {moved} și s-au început statistici noi.</translation>
    </message>
    <message>
        <source>The statistics file comes from a newer version of Solitaire. It was kept as {moved} and new statistics were started.</source>
        <translation>Fișierul de statistici provine dintr-o versiune mai nouă a Solitaire. A fost păstrat ca {moved} și s-au început statistici noi.</translation>
    </message>
    <message>
        <source>The statistics cannot be opened ({detail}). Games played now will not be recorded after you quit.</source>
        <translation>Statisticile nu pot fi deschise ({detail}). Jocurile jucate acum nu vor rămâne înregistrate după ieșire.</translation>
    </message>
    <message>
        <source>The saved game could not be restored ({detail}). It was kept as {moved} and a new game was dealt.</source>
        <translation>Jocul salvat nu a putut fi restaurat ({detail}). A fost păstrat ca {moved} și s-a împărțit un joc nou.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved ({detail}).</source>
        <translation>Jocul în desfășurare nu a putut fi salvat ({detail}).</translation>
    </message>
    <message>
        <source>The settings file could not be read. It was kept as {moved} and the default settings are used.</source>
        <translation>Fișierul de setări nu a putut fi citit. A fost păstrat ca {moved} și se folosesc setările implicite.</translation>
    </message>
    <message>
        <source>Some settings were not valid and were reset to their defaults: {names}.</source>
        <translation>Unele setări nu erau valide și au revenit la valorile implicite: {names}.</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used ({detail}). Settings, statistics and the game in progress will not be kept after you quit.</source>
        <translation>Dosarul {path} nu poate fi folosit ({detail}). Setările, statisticile și jocul în desfășurare nu vor fi păstrate după ieșire.</translation>
    </message>
    <message>
        <source>Solitaire is already running; this window will not save its game.</source>
        <translation>Solitaire rulează deja; această fereastră nu își va salva jocul.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Ați câștigat!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Felicitări, ați câștigat!</translation>
    </message>
    <message>
        <source>Score: {0}
Moves: {1}
Time: {2}</source>
        <translation>Scor: {0}
Mutări: {1}
Timp: {2}</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Rezumatul jocului</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Joc nou</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejucați această împărțire</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Arată o succesiune câștigătoare</translation>
    </message>
    <message>
        <source>The assistant replays a winning line from the deal&apos;s start.</source>
        <translation>Asistentul reia o succesiune de mutări câștigătoare de la începutul împărțirii.</translation>
    </message>
</context>
<context>
    <name>WinningLineReplay</name>
    <message>
        <source>&amp;Stop the winning line</source>
        <translation>&amp;Oprește succesiunea câștigătoare</translation>
    </message>
    <message>
        <source>Show a &amp;winning line from the start</source>
        <translation>&amp;Arată o succesiune câștigătoare de la început</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Arată o succesiune câștigătoare</translation>
    </message>
    <message>
        <source>Showing a winning line from the start ends this game, and it counts as a loss. Show the line?</source>
        <translation>Afișarea unei succesiuni câștigătoare de la început încheie acest joc, care se socotește pierdut. Afișați succesiunea?</translation>
    </message>
    <message>
        <source>Looking for a winning line… ({0} s)</source>
        <translation>Se caută o succesiune câștigătoare… ({0} s)</translation>
    </message>
    <message>
        <source>The assistant&apos;s line for this deal could not be replayed.</source>
        <translation>Succesiunea asistentului pentru această împărțire nu a putut fi reluată.</translation>
    </message>
    <message>
        <source>This deal cannot be won: no line of play wins it.</source>
        <translation>Această împărțire nu poate fi câștigată: nicio succesiune de mutări nu duce la câștig.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant found no winning line within %n second(s). This deal may still be winnable.</source>
        <translation>
            <numerusform>Asistentul nu a găsit nicio succesiune câștigătoare în %n secundă. Poate că împărțirea se poate totuși câștiga.</numerusform>
            <numerusform>Asistentul nu a găsit nicio succesiune câștigătoare în %n secunde. Poate că împărțirea se poate totuși câștiga.</numerusform>
            <numerusform>Asistentul nu a găsit nicio succesiune câștigătoare în %n de secunde. Poate că împărțirea se poate totuși câștiga.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant could not look for a winning line:
{0}</source>
        <translation>Asistentul nu a putut căuta o succesiune câștigătoare:
{0}</translation>
    </message>
    <message numerus="yes">
        <source>Showing a winning line of %n action(s) from the start.</source>
        <translation>
            <numerusform>Se afișează o succesiune câștigătoare de %n mutare de la început.</numerusform>
            <numerusform>Se afișează o succesiune câștigătoare de %n mutări de la început.</numerusform>
            <numerusform>Se afișează o succesiune câștigătoare de %n de mutări de la început.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: action {0} of %n. Esc or a click stops it.</source>
        <translation>
            <numerusform>Succesiune câștigătoare: mutarea {0} din %n. Esc sau un clic o oprește.</numerusform>
            <numerusform>Succesiune câștigătoare: mutarea {0} din %n. Esc sau un clic o oprește.</numerusform>
            <numerusform>Succesiune câștigătoare: mutarea {0} din %n. Esc sau un clic o oprește.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is ready to play.</source>
        <translation>Împărțirea este gata de joc.</translation>
    </message>
</context>
</TS>
