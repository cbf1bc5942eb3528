<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>Thoughtful Solitaire, draw %n</source>
        <translation>
            <numerusform>Solitaire Réfléchi, pioche par %n</numerusform>
            <numerusform>Solitaire Réfléchi, pioche par %n</numerusform>
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
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Quarante Voleurs</translation>
    </message>
    <message numerus="yes">
        <source>Drew %n card(s)</source>
        <translation>
            <numerusform>%n carte piochée</numerusform>
            <numerusform>%n cartes piochées</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the draw</source>
        <translation>Annulé&#xa0;: le tirage</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Barre de menus</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>Foundation {0}, {1}</source>
        <translation>Fondation {0}, {1}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{0} and %n more card(s)</source>
        <translation>
            <numerusform>{0} et %n autre carte</numerusform>
            <numerusform>{0} et %n autres cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over into the stock</source>
        <translation>Défausse retournée dans la pioche</translation>
    </message>
    <message>
        <source>{0} moved to {1}</source>
        <translation>{0} va sur {1}</translation>
    </message>
    <message>
        <source>Undone: {0} back on {1}</source>
        <translation>Annulé&#xa0;: {0} revient sur {1}</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Redimensionner la fenêtre</translation>
    </message>
    <message>
        <source>Column {0}</source>
        <translation>Colonne {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n carte face cachée</numerusform>
            <numerusform>%n cartes face cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the cards</source>
        <translation>accepte les cartes</translation>
    </message>
    <message>
        <source>does not take the cards</source>
        <translation>n’accepte pas les cartes</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Autres menus</translation>
    </message>
    <message numerus="yes">
        <source>with %n card(s) on it</source>
        <translation>
            <numerusform>avec %n carte dessus</numerusform>
            <numerusform>avec %n cartes dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1} on top</source>
        <translation>{0}, {1} au-dessus</translation>
    </message>
    <message>
        <source>Cards put back</source>
        <translation>Cartes reposées</translation>
    </message>
    <message>
        <source>New deal: {0}</source>
        <translation>Nouvelle donne&#xa0;: {0}</translation>
    </message>
    <message>
        <source>You won! Score {0}</source>
        <translation>Gagné&#xa0;! Score {0}</translation>
    </message>
    <message>
        <source>Picked up {0}</source>
        <translation>Pris&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>AssistantController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show a move on the table</source>
        <translation>Montrer un coup sur la table</translation>
    </message>
    <message>
        <source>The assistant could not find a hint.</source>
        <translation>L’assistant n’a pas trouvé d’indice.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Cette partie est gagnée.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d’un indice…</translation>
    </message>
    <message>
        <source>No move wins from here: undo.</source>
        <translation>Plus aucun coup ne mène à la victoire&#xa0;: annulez.</translation>
    </message>
    <message>
        <source>The assistant has no move to suggest.</source>
        <translation>L’assistant n’a aucun coup à proposer.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move keeps the game winnable.</source>
        <translation>Indice&#xa0;: {0}. Avec ce coup, la partie reste gagnable.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move is only promising: no winning line is known.</source>
        <translation>Indice&#xa0;: {0}. Ce coup est seulement prometteur&#xa0;: aucune suite gagnante n’est connue.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>retourner la défausse</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
</context>
<context>
    <name>AssistantIndicator</name>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Gagnable</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Incertain</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Impossible à gagner</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Assistant unavailable</source>
        <translation>Assistant indisponible</translation>
    </message>
    <message>
        <source>The assistant is checking whether this position can be won.</source>
        <translation>L’assistant vérifie si cette position peut être gagnée.</translation>
    </message>
    <message>
        <source>The assistant found a way to win from this position: press H for a hint.</source>
        <translation>L’assistant a trouvé comment gagner depuis cette position&#xa0;: appuyez sur H pour un indice.</translation>
    </message>
    <message>
        <source>The assistant could not decide within its time whether this position can be won: press H for a promising move.</source>
        <translation>L’assistant n’a pas pu déterminer à temps si cette position peut être gagnée&#xa0;: appuyez sur H pour un coup prometteur.</translation>
    </message>
    <message>
        <source>No sequence of moves wins from this position: undo to get back to a winnable one.</source>
        <translation>Aucune suite de coups ne gagne depuis cette position&#xa0;: annulez pour revenir à une position gagnable.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Cette partie est gagnée.</translation>
    </message>
    <message>
        <source>The assistant could not check this position.</source>
        <translation>L’assistant n’a pas pu vérifier cette position.</translation>
    </message>
    <message>
        <source>Assistant: {0}</source>
        <translation>Assistant&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>DealFinder</name>
    <message>
        <source>Looking for a winnable deal… ({0} s)</source>
        <translation>Recherche d’une donne gagnable… ({0}&#xa0;s)</translation>
    </message>
    <message>
        <source>The assistant found no winnable deal. Try again, or start any deal.</source>
        <translation>L’assistant n’a trouvé aucune donne gagnable. Réessayez, ou lancez une donne quelconque.</translation>
    </message>
    <message>
        <source>The assistant found a winnable deal: {0}</source>
        <translation>L’assistant a trouvé une donne gagnable&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The assistant could not look for a deal:
{0}</source>
        <translation>L’assistant n’a pas pu chercher de donne&#xa0;:
{0}</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Donnes gagnables uniquement</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Nouveau meilleur score&#xa0;!</translation>
    </message>
    <message>
        <source>New fastest win!</source>
        <translation>Nouvelle victoire la plus rapide&#xa0;!</translation>
    </message>
    <message>
        <source>New record: fewest moves in a win!</source>
        <translation>Nouveau record&#xa0;: victoire en un minimum de coups&#xa0;!</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitaire</translation>
    </message>
    <message>
        <source>Quit Solitaire?</source>
        <translation>Quitter Solitaire&#xa0;?</translation>
    </message>
    <message>
        <source>Another copy of Solitaire keeps the saved game, so this game cannot be saved: quitting now counts it as lost. Quit anyway?</source>
        <translation>Une autre copie de Solitaire garde la partie enregistrée, celle-ci ne peut donc pas être enregistrée&#xa0;: quitter maintenant la compte comme perdue. Quitter quand même&#xa0;?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Annulations</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Fondations</translation>
    </message>
    <message>
        <source>Game number in this variant</source>
        <translation>Numéro de la partie dans ce jeu</translation>
    </message>
    <message>
        <source>When the game started</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Code de la donne</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Gagnée ou perdue</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <source>Moves undone</source>
        <translation>Coups annulés</translation>
    </message>
    <message>
        <source>Hints used (game assistant)</source>
        <translation>Indices utilisés (assistant de jeu)</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Temps de jeu</translation>
    </message>
    <message>
        <source>Cards on the foundations at the end</source>
        <translation>Cartes sur les fondations à la fin</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Recommencer cette donne</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>&amp;Copier le code de la donne</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Piocher</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;About Solitaire</source>
        <translation>À &amp;propos de Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Click to copy the deal code</source>
        <translation>Cliquez pour copier le code de la donne</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Cards left in the stock</source>
        <translation>Cartes restant dans la pioche</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Code de la donne</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>{0} — Solitaire</source>
        <translation>{0} — Solitaire</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Quarante Voleurs</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 3)</source>
        <translation>Solitaire Réfléchi (pioche par 3)</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 1)</source>
        <translation>Solitaire Réfléchi (pioche par 1)</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>Score&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Moves: {0}</source>
        <translation>Coups&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Pioche&#xa0;: {0}</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>donne personnalisée</translation>
    </message>
    <message>
        <source>Time: {0}</source>
        <translation>Temps&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Deal code {0} copied</source>
        <translation>Code de la donne {0} copié</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Abandonner cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>This game has started: leaving it counts as a loss. Abandon it?</source>
        <translation>Cette partie est commencée&#xa0;: la quitter compte comme une défaite. L’abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>{0} is not a valid deal code.</source>
        <translation>{0} n’est pas un code de donne valide.</translation>
    </message>
    <message>
        <source>About Solitaire</source>
        <translation>À propos de Solitaire</translation>
    </message>
    <message>
        <source>Solitaire: Forty Thieves and Thoughtful Solitaire, played by their rules.</source>
        <translation>Solitaire&#xa0;: les Quarante Voleurs et le Solitaire Réfléchi, joués selon leurs règles.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Quarante Voleurs</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire</source>
        <translation>Solitaire Réfléchi</translation>
    </message>
    <message>
        <source>Draw 1 (Easy)</source>
        <translation>Pioche par 1 (facile)</translation>
    </message>
    <message>
        <source>Draw 3 (Hard)</source>
        <translation>Pioche par 3 (difficile)</translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Mode de pioche</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Donnes gagnables uniquement</translation>
    </message>
    <message>
        <source>The assistant looks for a random deal it can win before dealing it.</source>
        <translation>L’assistant cherche une donne au hasard qu’il sait gagner avant de la distribuer.</translation>
    </message>
    <message>
        <source>for example TF1-D1N-AAAAAAB</source>
        <translation>par exemple TF1-D1N-AAAAAAB</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Code de la donne</translation>
    </message>
    <message>
        <source>Deal code problem</source>
        <translation>Problème de code de donne</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Pioche&#xa0;:</translation>
    </message>
    <message>
        <source>Replay a deal code:</source>
        <translation>Rejouer un code de donne&#xa0;:</translation>
    </message>
    <message>
        <source>Type a deal code, or clear the field for a random deal.</source>
        <translation>Tapez un code de donne, ou videz le champ pour une donne au hasard.</translation>
    </message>
    <message>
        <source>Unknown game: a code starts with FT1 (Forty Thieves) or TF1 (Thoughtful Solitaire).</source>
        <translation>Jeu inconnu&#xa0;: un code commence par FT1 (Quarante Voleurs) ou TF1 (Solitaire Réfléchi).</translation>
    </message>
    <message>
        <source>A code has three parts separated by dashes, like TF1-D1N-AAAAAAB.</source>
        <translation>Un code a trois parties séparées par des tirets, comme TF1-D1N-AAAAAAB.</translation>
    </message>
    <message>
        <source>Unknown option: Forty Thieves codes use N, Thoughtful codes D1N or D3N.</source>
        <translation>Option inconnue&#xa0;: les codes des Quarante Voleurs utilisent N, ceux du Solitaire Réfléchi D1N ou D3N.</translation>
    </message>
    <message>
        <source>The deal number after the last dash must have 7 characters.</source>
        <translation>Le numéro de donne après le dernier tiret doit avoir 7 caractères.</translation>
    </message>
    <message>
        <source>The deal number uses only the letters A to Z and the digits 2 to 7.</source>
        <translation>Le numéro de donne n’utilise que les lettres A à Z et les chiffres 2 à 7.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Double-click sends a card to the best place</source>
        <translation>Un double-clic envoie la carte à la meilleure place</translation>
    </message>
    <message>
        <source>Auto-placement: a card dropped where it can&apos;t go goes to the best place</source>
        <translation>Placement automatique&#xa0;: une carte lâchée là où elle ne peut aller part à la meilleure place</translation>
    </message>
    <message>
        <source>Placement help: highlight the piles that accept dragged cards</source>
        <translation>Aide au placement&#xa0;: éclairer les piles qui acceptent les cartes glissées</translation>
    </message>
    <message>
        <source>Interactive rules: explain why a move is refused</source>
        <translation>Règles interactives&#xa0;: expliquer pourquoi un coup est refusé</translation>
    </message>
    <message>
        <source>Ask before abandoning a started game</source>
        <translation>Demander avant d’abandonner une partie commencée</translation>
    </message>
    <message>
        <source>Assistant: say whether the game can still be won, and give hints (H)</source>
        <translation>Assistant&#xa0;: dire si la partie peut encore être gagnée, et donner des indices (H)</translation>
    </message>
    <message>
        <source>Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Jeu à quatre couleurs (♠ noir, ♥ rouge, ♦ bleu, ♣ vert)</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Afficher le chronomètre</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>There is no such pile in this game</source>
        <translation>Cette pile n’existe pas dans ce jeu</translation>
    </message>
    <message>
        <source>Cards are never put on the stock or the waste</source>
        <translation>On ne pose jamais de carte sur la pioche ni sur la défausse</translation>
    </message>
    <message>
        <source>Drop the cards on another pile</source>
        <translation>Lâchez les cartes sur une autre pile</translation>
    </message>
    <message>
        <source>There is no card to move there</source>
        <translation>Il n’y a aucune carte à déplacer ici</translation>
    </message>
    <message>
        <source>The stock&apos;s cards are face down: click the stock to draw</source>
        <translation>Les cartes de la pioche sont face cachée&#xa0;: cliquez sur la pioche pour tirer</translation>
    </message>
    <message>
        <source>In Forty Thieves only one card moves at a time: move the cards above it first</source>
        <translation>Aux Quarante Voleurs, une seule carte bouge à la fois&#xa0;: déplacez d’abord celles qui la recouvrent</translation>
    </message>
    <message>
        <source>In Forty Thieves a card goes on the next higher card of the same suit: the {card} can&apos;t go on the {target}</source>
        <translation>Aux Quarante Voleurs, une carte se pose sur la carte immédiatement supérieure de la même famille&#xa0;: le {card} ne va pas sur le {target}</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher: the {card} can&apos;t go on the {target}</source>
        <translation>Une carte se pose sur une carte d’exactement une valeur au-dessus&#xa0;: le {card} ne va pas sur le {target}</translation>
    </message>
    <message>
        <source>Nothing can go on an ace in a column</source>
        <translation>Rien ne se pose sur un as dans une colonne</translation>
    </message>
    <message>
        <source>Colours alternate, red on black and black on red: the {card} can&apos;t go on the {target}</source>
        <translation>Les couleurs alternent, rouge sur noir et noir sur rouge&#xa0;: le {card} ne va pas sur le {target}</translation>
    </message>
    <message>
        <source>Only a king can fill an empty column</source>
        <translation>Seul un roi peut occuper une colonne vide</translation>
    </message>
    <message>
        <source>The {card} is not in sequence, so the group can&apos;t move</source>
        <translation>Le {card} rompt l’ordre, le groupe ne peut donc pas bouger</translation>
    </message>
    <message>
        <source>There are not that many cards in the column</source>
        <translation>La colonne n’a pas autant de cartes</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played</source>
        <translation>Seule la carte du dessus de la défausse se joue</translation>
    </message>
    <message>
        <source>Cards go to and from a foundation one at a time</source>
        <translation>Les cartes vont sur une fondation et en reviennent une par une</translation>
    </message>
    <message>
        <source>A foundation card can only go back onto a column</source>
        <translation>Une carte de fondation ne peut revenir que sur une colonne</translation>
    </message>
    <message>
        <source>This foundation takes only {suit}</source>
        <translation>Cette fondation ne prend que des {suit}</translation>
    </message>
    <message>
        <source>A foundation starts with an ace</source>
        <translation>Une fondation commence par un as</translation>
    </message>
    <message>
        <source>This foundation needs the {next} next</source>
        <translation>Cette fondation attend maintenant le {next}</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>Cette fondation est complète</translation>
    </message>
    <message>
        <source>No redeal in Forty Thieves: the stock is dealt only once</source>
        <translation>Pas de nouvelle donne aux Quarante Voleurs&#xa0;: la pioche ne passe qu’une fois</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty</source>
        <translation>La pioche et la défausse sont vides toutes les deux</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Il n’y a rien à annuler</translation>
    </message>
    <message>
        <source>That is not a move</source>
        <translation>Ce n’est pas un coup</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Règles du jeu</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Score over games</source>
        <translation>Score au fil des parties</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown</source>
        <translation>
            <numerusform>%n partie affichée</numerusform>
            <numerusform>%n parties affichées</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aucune partie pour l’instant</translation>
    </message>
</context>
<context>
    <name>SearchProgress</name>
    <message>
        <source>Assistant</source>
        <translation>Assistant</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Assistant at work</source>
        <translation>Assistant au travail</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Quarante Voleurs</translation>
    </message>
    <message>
        <source>Thoughtful (draw 1)</source>
        <translation>Réfléchi (pioche par 1)</translation>
    </message>
    <message>
        <source>Thoughtful (draw 3)</source>
        <translation>Réfléchi (pioche par 3)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Plus longue série de défaites</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Last score</source>
        <translation>Dernier score</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoire la plus rapide</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Victoire en un minimum de coups</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>Temps de jeu total</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}&#xa0;:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>Réinitiali&amp;ser…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Historique des parties</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s)</source>
        <translation>
            <numerusform>La dernière partie (%n)</numerusform>
            <numerusform>Les %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}&#xa0;%</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoire</numerusform>
            <numerusform>%n victoires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n défaite</numerusform>
            <numerusform>%n défaites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {0}:
{1}</source>
        <translation>Impossible d’écrire les statistiques dans {0}&#xa0;:
{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to {0}</source>
        <translation>
            <numerusform>%n partie exportée dans {0}</numerusform>
            <numerusform>%n parties exportées dans {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) recorded for {0}? Other games keep their statistics. This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer %n partie enregistrée pour {0}&#xa0;? Les autres jeux gardent leurs statistiques. C’est irréversible.</numerusform>
            <numerusform>Supprimer les %n parties enregistrées pour {0}&#xa0;? Les autres jeux gardent leurs statistiques. C’est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be reset:
{0}</source>
        <translation>Impossible de réinitialiser les statistiques&#xa0;:
{0}</translation>
    </message>
    <message>
        <source>Statistics reset</source>
        <translation>Statistiques réinitialisées</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The statistics file was damaged and could not be read. It was kept as {moved} and new statistics were started.</source>
        <translation>Le fichier des statistiques était abîmé et illisible. Il a été conservé sous le nom {moved} et de nouvelles statistiques ont commencé.</translation>
    </message>
    <message>
        <source>The statistics file comes from a newer version of Solitaire. It was kept as {moved} and new statistics were started.</source>
        <translation>Le fichier des statistiques vient d’une version plus récente de Solitaire. Il a été conservé sous le nom {moved} et de nouvelles statistiques ont commencé.</translation>
    </message>
    <message>
        <source>The statistics cannot be opened ({detail}). Games played now will not be recorded after you quit.</source>
        <translation>Impossible d’ouvrir les statistiques ({detail}). Les parties jouées maintenant ne seront pas gardées une fois l’application quittée.</translation>
    </message>
    <message>
        <source>The saved game could not be restored ({detail}). It was kept as {moved} and a new game was dealt.</source>
        <translation>Impossible de reprendre la partie enregistrée ({detail}). Elle a été conservée sous le nom {moved} et une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved ({detail}).</source>
        <translation>Impossible d’enregistrer la partie en cours ({detail}).</translation>
    </message>
    <message>
        <source>The settings file could not be read. It was kept as {moved} and the default settings are used.</source>
        <translation>Le fichier des réglages est illisible. Il a été conservé sous le nom {moved} et les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>Some settings were not valid and were reset to their defaults: {names}.</source>
        <translation>Certains réglages n’étaient pas valides et ont repris leur valeur par défaut&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used ({detail}). Settings, statistics and the game in progress will not be kept after you quit.</source>
        <translation>Le dossier {path} est inutilisable ({detail}). Les réglages, les statistiques et la partie en cours ne seront pas gardés une fois l’application quittée.</translation>
    </message>
    <message>
        <source>Solitaire is already running; this window will not save its game.</source>
        <translation>Solitaire est déjà ouvert ailleurs&#xa0;; cette fenêtre n’enregistrera pas sa partie.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Bravo, vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Score: {0}
Moves: {1}
Time: {2}</source>
        <translation>Score&#xa0;: {0}
Coups&#xa0;: {1}
Temps&#xa0;: {2}</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Bilan de la partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Montrer une suite gagnante</translation>
    </message>
    <message>
        <source>The assistant replays a winning line from the deal&apos;s start.</source>
        <translation>L’assistant rejoue une suite de coups gagnante depuis le début de la donne.</translation>
    </message>
</context>
<context>
    <name>WinningLineReplay</name>
    <message>
        <source>&amp;Stop the winning line</source>
        <translation>&amp;Arrêter la suite gagnante</translation>
    </message>
    <message>
        <source>Show a &amp;winning line from the start</source>
        <translation>&amp;Montrer une suite gagnante depuis le début</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Montrer une suite gagnante</translation>
    </message>
    <message>
        <source>Showing a winning line from the start ends this game, and it counts as a loss. Show the line?</source>
        <translation>Montrer une suite gagnante depuis le début met fin à cette partie, qui compte comme une défaite. Montrer la suite&#xa0;?</translation>
    </message>
    <message>
        <source>Looking for a winning line… ({0} s)</source>
        <translation>Recherche d’une suite gagnante… ({0}&#xa0;s)</translation>
    </message>
    <message>
        <source>The assistant&apos;s line for this deal could not be replayed.</source>
        <translation>La suite de l’assistant pour cette donne n’a pas pu être rejouée.</translation>
    </message>
    <message>
        <source>This deal cannot be won: no line of play wins it.</source>
        <translation>Cette donne ne peut pas être gagnée&#xa0;: aucune suite de coups n’y mène à la victoire.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant found no winning line within %n second(s). This deal may still be winnable.</source>
        <translation>
            <numerusform>L’assistant n’a trouvé aucune suite gagnante en %n seconde. Cette donne est peut-être quand même gagnable.</numerusform>
            <numerusform>L’assistant n’a trouvé aucune suite gagnante en %n secondes. Cette donne est peut-être quand même gagnable.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant could not look for a winning line:
{0}</source>
        <translation>L’assistant n’a pas pu chercher de suite gagnante&#xa0;:
{0}</translation>
    </message>
    <message numerus="yes">
        <source>Showing a winning line of %n action(s) from the start.</source>
        <translation>
            <numerusform>Affichage d’une suite gagnante de %n coup depuis le début.</numerusform>
            <numerusform>Affichage d’une suite gagnante de %n coups depuis le début.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: action {0} of %n. Esc or a click stops it.</source>
        <translation>
            <numerusform>Suite gagnante&#xa0;: coup {0} sur %n. Échap ou un clic l’arrête.</numerusform>
            <numerusform>Suite gagnante&#xa0;: coup {0} sur %n. Échap ou un clic l’arrête.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is ready to play.</source>
        <translation>La donne est prête à jouer.</translation>
    </message>
</context>
</TS>
