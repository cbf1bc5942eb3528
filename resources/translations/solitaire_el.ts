<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>Thoughtful Solitaire, draw %n</source>
        <translation>
            <numerusform>Μελετημένη Πασιέντζα, τράβηγμα %n</numerusform>
            <numerusform>Μελετημένη Πασιέντζα, τράβηγμα %n</numerusform>
        </translation>
    </message>
    <message>
        <source>ace</source>
        <translation>άσος</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>βαλές</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ντάμα</translation>
    </message>
    <message>
        <source>king</source>
        <translation>ρήγας</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Στοίβα τραβήγματος</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Στοίβα απορρίψεων</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Σαράντα Κλέφτες</translation>
    </message>
    <message numerus="yes">
        <source>Drew %n card(s)</source>
        <translation>
            <numerusform>Τραβήχτηκε %n φύλλο</numerusform>
            <numerusform>Τραβήχτηκαν %n φύλλα</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the draw</source>
        <translation>Αναιρέθηκε: το τράβηγμα</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Γραμμή μενού</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Κατάσταση παιχνιδιού</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>μπαστούνι</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>κούπα</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>καρό</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>σπαθί</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>Foundation {0}, {1}</source>
        <translation>Βάση {0}, {1}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>άδεια</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{0} and %n more card(s)</source>
        <translation>
            <numerusform>{0} και %n ακόμη φύλλο</numerusform>
            <numerusform>{0} και %n ακόμη φύλλα</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over into the stock</source>
        <translation>Η στοίβα απορρίψεων γύρισε πίσω στη στοίβα τραβήγματος</translation>
    </message>
    <message>
        <source>{0} moved to {1}</source>
        <translation>{0} μετακινήθηκε στη {1}</translation>
    </message>
    <message>
        <source>Undone: {0} back on {1}</source>
        <translation>Αναιρέθηκε: {0} πίσω στη {1}</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Αλλαγή μεγέθους παραθύρου</translation>
    </message>
    <message>
        <source>Column {0}</source>
        <translation>Στήλη {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n κλειστό φύλλο</numerusform>
            <numerusform>%n κλειστά φύλλα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n φύλλο</numerusform>
            <numerusform>%n φύλλα</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the cards</source>
        <translation>δέχεται τα φύλλα</translation>
    </message>
    <message>
        <source>does not take the cards</source>
        <translation>δεν δέχεται τα φύλλα</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Περισσότερα μενού</translation>
    </message>
    <message numerus="yes">
        <source>with %n card(s) on it</source>
        <translation>
            <numerusform>με %n φύλλο από πάνω</numerusform>
            <numerusform>με %n φύλλα από πάνω</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1} on top</source>
        <translation>{0}, επάνω {1}</translation>
    </message>
    <message>
        <source>Cards put back</source>
        <translation>Τα φύλλα επέστρεψαν στη θέση τους</translation>
    </message>
    <message>
        <source>New deal: {0}</source>
        <translation>Νέα μοιρασιά: {0}</translation>
    </message>
    <message>
        <source>You won! Score {0}</source>
        <translation>Κερδίσατε! Βαθμολογία {0}</translation>
    </message>
    <message>
        <source>Picked up {0}</source>
        <translation>Πήρατε: {0}</translation>
    </message>
</context>
<context>
    <name>AssistantController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <source>Show a move on the table</source>
        <translation>Εμφάνιση μιας κίνησης στο τραπέζι</translation>
    </message>
    <message>
        <source>The assistant could not find a hint.</source>
        <translation>Ο βοηθός δεν βρήκε υπόδειξη.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Αυτή η παρτίδα κερδήθηκε.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Αναζήτηση υπόδειξης…</translation>
    </message>
    <message>
        <source>No move wins from here: undo.</source>
        <translation>Από εδώ καμία κίνηση δεν οδηγεί σε νίκη: κάντε αναίρεση.</translation>
    </message>
    <message>
        <source>The assistant has no move to suggest.</source>
        <translation>Ο βοηθός δεν έχει κάποια κίνηση να προτείνει.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move keeps the game winnable.</source>
        <translation>Υπόδειξη: {0}. Με αυτή την κίνηση η παρτίδα μπορεί ακόμη να κερδηθεί.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move is only promising: no winning line is known.</source>
        <translation>Υπόδειξη: {0}. Η κίνηση αυτή είναι απλώς πολλά υποσχόμενη: δεν είναι γνωστή νικηφόρα σειρά κινήσεων.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>τραβήξτε από τη στοίβα τραβήγματος</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>γυρίστε τη στοίβα απορρίψεων</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0} στη {1}</translation>
    </message>
</context>
<context>
    <name>AssistantIndicator</name>
    <message>
        <source>Checking…</source>
        <translation>Έλεγχος…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Κερδίζεται</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Άγνωστο</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Δεν κερδίζεται</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <source>Assistant unavailable</source>
        <translation>Ο βοηθός δεν είναι διαθέσιμος</translation>
    </message>
    <message>
        <source>The assistant is checking whether this position can be won.</source>
        <translation>Ο βοηθός ελέγχει αν αυτή η θέση μπορεί να κερδηθεί.</translation>
    </message>
    <message>
        <source>The assistant found a way to win from this position: press H for a hint.</source>
        <translation>Ο βοηθός βρήκε τρόπο να κερδίσετε από αυτή τη θέση: πατήστε H για υπόδειξη.</translation>
    </message>
    <message>
        <source>The assistant could not decide within its time whether this position can be won: press H for a promising move.</source>
        <translation>Ο βοηθός δεν πρόλαβε να κρίνει αν αυτή η θέση μπορεί να κερδηθεί: πατήστε H για μια πολλά υποσχόμενη κίνηση.</translation>
    </message>
    <message>
        <source>No sequence of moves wins from this position: undo to get back to a winnable one.</source>
        <translation>Καμία σειρά κινήσεων δεν κερδίζει από αυτή τη θέση: κάντε αναίρεση για να επιστρέψετε σε θέση που κερδίζεται.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Αυτή η παρτίδα κερδήθηκε.</translation>
    </message>
    <message>
        <source>The assistant could not check this position.</source>
        <translation>Ο βοηθός δεν μπόρεσε να ελέγξει αυτή τη θέση.</translation>
    </message>
    <message>
        <source>Assistant: {0}</source>
        <translation>Βοηθός: {0}</translation>
    </message>
</context>
<context>
    <name>DealFinder</name>
    <message>
        <source>Looking for a winnable deal… ({0} s)</source>
        <translation>Αναζήτηση μοιρασιάς που κερδίζεται… ({0} δευτ.)</translation>
    </message>
    <message>
        <source>The assistant found no winnable deal. Try again, or start any deal.</source>
        <translation>Ο βοηθός δεν βρήκε μοιρασιά που κερδίζεται. Δοκιμάστε ξανά ή ξεκινήστε οποιαδήποτε μοιρασιά.</translation>
    </message>
    <message>
        <source>The assistant found a winnable deal: {0}</source>
        <translation>Ο βοηθός βρήκε μοιρασιά που κερδίζεται: {0}</translation>
    </message>
    <message>
        <source>The assistant could not look for a deal:
{0}</source>
        <translation>Ο βοηθός δεν μπόρεσε να αναζητήσει μοιρασιά:
{0}</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Μόνο μοιρασιές που κερδίζονται</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Προτιμήσεις…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Στατιστικά…</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Νέα καλύτερη βαθμολογία!</translation>
    </message>
    <message>
        <source>New fastest win!</source>
        <translation>Νέα ταχύτερη νίκη!</translation>
    </message>
    <message>
        <source>New record: fewest moves in a win!</source>
        <translation>Νέο ρεκόρ: νίκη με τις λιγότερες κινήσεις!</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Πασιέντζα</translation>
    </message>
    <message>
        <source>Quit Solitaire?</source>
        <translation>Έξοδος από την Πασιέντζα;</translation>
    </message>
    <message>
        <source>Another copy of Solitaire keeps the saved game, so this game cannot be saved: quitting now counts it as lost. Quit anyway?</source>
        <translation>Ένα άλλο αντίγραφο της Πασιέντζας κρατά την αποθηκευμένη παρτίδα, οπότε αυτή η παρτίδα δεν μπορεί να αποθηκευτεί: αν βγείτε τώρα, μετράει ως ήττα. Έξοδος παρ’ όλα αυτά;</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Μοιρασιά</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Κινήσεις</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Αναιρέσεις</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Υποδείξεις</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Χρόνος</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Βάσεις</translation>
    </message>
    <message>
        <source>Game number in this variant</source>
        <translation>Αριθμός παρτίδας σε αυτό το παιχνίδι</translation>
    </message>
    <message>
        <source>When the game started</source>
        <translation>Πότε ξεκίνησε η παρτίδα</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Κωδικός μοιρασιάς</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Νίκη ή ήττα</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Τελική βαθμολογία</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Κινήσεις που έγιναν</translation>
    </message>
    <message>
        <source>Moves undone</source>
        <translation>Κινήσεις που αναιρέθηκαν</translation>
    </message>
    <message>
        <source>Hints used (game assistant)</source>
        <translation>Υποδείξεις που χρησιμοποιήθηκαν (βοηθός παιχνιδιού)</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Χρόνος παιχνιδιού</translation>
    </message>
    <message>
        <source>Cards on the foundations at the end</source>
        <translation>Φύλλα στις βάσεις στο τέλος</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Νέο παιχνίδι…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Ξανά από την &amp;αρχή</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>Αντιγραφή &amp;κωδικού μοιρασιάς</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Τράβηγμα φύλλου</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Κανόνες</translation>
    </message>
    <message>
        <source>&amp;About Solitaire</source>
        <translation>&amp;Σχετικά με την Πασιέντζα</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ρυθμίσεις</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <source>Click to copy the deal code</source>
        <translation>Κάντε κλικ για να αντιγράψετε τον κωδικό της μοιρασιάς</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Κινήσεις</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Χρόνος</translation>
    </message>
    <message>
        <source>Cards left in the stock</source>
        <translation>Φύλλα που απομένουν στη στοίβα τραβήγματος</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Κωδικός μοιρασιάς</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Τραπέζι</translation>
    </message>
    <message>
        <source>{0} — Solitaire</source>
        <translation>{0} — Πασιέντζα</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Σαράντα Κλέφτες</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 3)</source>
        <translation>Μελετημένη Πασιέντζα (τράβηγμα 3)</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 1)</source>
        <translation>Μελετημένη Πασιέντζα (τράβηγμα 1)</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>Βαθμολογία: {0}</translation>
    </message>
    <message>
        <source>Moves: {0}</source>
        <translation>Κινήσεις: {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Στοίβα: {0}</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>δική σας μοιρασιά</translation>
    </message>
    <message>
        <source>Time: {0}</source>
        <translation>Χρόνος: {0}</translation>
    </message>
    <message>
        <source>Deal code {0} copied</source>
        <translation>Ο κωδικός μοιρασιάς {0} αντιγράφηκε</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Εγκατάλειψη αυτής της παρτίδας;</translation>
    </message>
    <message>
        <source>This game has started: leaving it counts as a loss. Abandon it?</source>
        <translation>Η παρτίδα έχει ξεκινήσει: αν την αφήσετε, μετράει ως ήττα. Να εγκαταλειφθεί;</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Ξαναπαίξτε αυτή τη μοιρασιά</translation>
    </message>
    <message>
        <source>{0} is not a valid deal code.</source>
        <translation>Το {0} δεν είναι έγκυρος κωδικός μοιρασιάς.</translation>
    </message>
    <message>
        <source>About Solitaire</source>
        <translation>Σχετικά με την Πασιέντζα</translation>
    </message>
    <message>
        <source>Solitaire: Forty Thieves and Thoughtful Solitaire, played by their rules.</source>
        <translation>Πασιέντζα: Σαράντα Κλέφτες και Μελετημένη Πασιέντζα, παιγμένες με τους κανόνες τους.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Σαράντα Κλέφτες</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire</source>
        <translation>Μελετημένη Πασιέντζα</translation>
    </message>
    <message>
        <source>Draw 1 (Easy)</source>
        <translation>Τράβηγμα 1 (Εύκολο)</translation>
    </message>
    <message>
        <source>Draw 3 (Hard)</source>
        <translation>Τράβηγμα 3 (Δύσκολο)</translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Τρόπος τραβήγματος</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Μόνο μοιρασιές που κερδίζονται</translation>
    </message>
    <message>
        <source>The assistant looks for a random deal it can win before dealing it.</source>
        <translation>Ο βοηθός αναζητά μια τυχαία μοιρασιά που μπορεί να κερδίσει, πριν τη μοιράσει.</translation>
    </message>
    <message>
        <source>for example TF1-D1N-AAAAAAB</source>
        <translation>για παράδειγμα TF1-D1N-AAAAAAB</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Κωδικός μοιρασιάς</translation>
    </message>
    <message>
        <source>Deal code problem</source>
        <translation>Πρόβλημα στον κωδικό μοιρασιάς</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Παιχνίδι:</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Στοίβα τραβήγματος:</translation>
    </message>
    <message>
        <source>Replay a deal code:</source>
        <translation>Ξαναπαίξτε έναν κωδικό μοιρασιάς:</translation>
    </message>
    <message>
        <source>Type a deal code, or clear the field for a random deal.</source>
        <translation>Γράψτε έναν κωδικό μοιρασιάς ή αδειάστε το πεδίο για τυχαία μοιρασιά.</translation>
    </message>
    <message>
        <source>Unknown game: a code starts with FT1 (Forty Thieves) or TF1 (Thoughtful Solitaire).</source>
        <translation>Άγνωστο παιχνίδι: ένας κωδικός αρχίζει με FT1 (Σαράντα Κλέφτες) ή TF1 (Μελετημένη Πασιέντζα).</translation>
    </message>
    <message>
        <source>A code has three parts separated by dashes, like TF1-D1N-AAAAAAB.</source>
        <translation>Ένας κωδικός έχει τρία μέρη χωρισμένα με παύλες, όπως TF1-D1N-AAAAAAB.</translation>
    </message>
    <message>
        <source>Unknown option: Forty Thieves codes use N, Thoughtful codes D1N or D3N.</source>
        <translation>Άγνωστη επιλογή: οι κωδικοί των Σαράντα Κλεφτών έχουν N, της Μελετημένης Πασιέντζας D1N ή D3N.</translation>
    </message>
    <message>
        <source>The deal number after the last dash must have 7 characters.</source>
        <translation>Ο αριθμός μοιρασιάς μετά την τελευταία παύλα πρέπει να έχει 7 χαρακτήρες.</translation>
    </message>
    <message>
        <source>The deal number uses only the letters A to Z and the digits 2 to 7.</source>
        <translation>Ο αριθμός μοιρασιάς έχει μόνο τα γράμματα A έως Z και τα ψηφία 2 έως 7.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Προτιμήσεις</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>Εμφάνιση</translation>
    </message>
    <message>
        <source>Double-click sends a card to the best place</source>
        <translation>Το διπλό κλικ στέλνει το φύλλο στην καλύτερη θέση</translation>
    </message>
    <message>
        <source>Auto-placement: a card dropped where it can&apos;t go goes to the best place</source>
        <translation>Αυτόματη τοποθέτηση: ένα φύλλο που αφήνεται εκεί όπου δεν μπαίνει πηγαίνει στην καλύτερη θέση</translation>
    </message>
    <message>
        <source>Placement help: highlight the piles that accept dragged cards</source>
        <translation>Βοήθεια τοποθέτησης: φωτίζονται οι στοίβες που δέχονται τα φύλλα που σύρετε</translation>
    </message>
    <message>
        <source>Interactive rules: explain why a move is refused</source>
        <translation>Διαδραστικοί κανόνες: εξήγηση όταν μια κίνηση απορρίπτεται</translation>
    </message>
    <message>
        <source>Ask before abandoning a started game</source>
        <translation>Ερώτηση πριν εγκαταλειφθεί μια παρτίδα που ξεκίνησε</translation>
    </message>
    <message>
        <source>Assistant: say whether the game can still be won, and give hints (H)</source>
        <translation>Βοηθός: ένδειξη για το αν η παρτίδα μπορεί ακόμη να κερδηθεί, και υποδείξεις (H)</translation>
    </message>
    <message>
        <source>Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Τράπουλα τεσσάρων χρωμάτων (♠ μαύρο, ♥ κόκκινο, ♦ μπλε, ♣ πράσινο)</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Εμφάνιση του ρολογιού</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Χωρίς</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Γρήγορα</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Κανονικά</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Αργά</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Κινούμενα εφέ:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Ταχύτητα κινούμενων εφέ</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Γλώσσα συστήματος</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Γλώσσα:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Επαναφορά προεπιλογών</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ναι</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>Ό&amp;χι</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>There is no such pile in this game</source>
        <translation>Αυτή η στοίβα δεν υπάρχει σε αυτό το παιχνίδι</translation>
    </message>
    <message>
        <source>Cards are never put on the stock or the waste</source>
        <translation>Δεν αφήνετε ποτέ φύλλα στη στοίβα τραβήγματος ή στη στοίβα απορρίψεων</translation>
    </message>
    <message>
        <source>Drop the cards on another pile</source>
        <translation>Αφήστε τα φύλλα σε άλλη στοίβα</translation>
    </message>
    <message>
        <source>There is no card to move there</source>
        <translation>Δεν υπάρχει φύλλο για μετακίνηση εκεί</translation>
    </message>
    <message>
        <source>The stock&apos;s cards are face down: click the stock to draw</source>
        <translation>Τα φύλλα της στοίβας τραβήγματος είναι κλειστά: κάντε κλικ σε αυτήν για να τραβήξετε</translation>
    </message>
    <message>
        <source>In Forty Thieves only one card moves at a time: move the cards above it first</source>
        <translation>Στους Σαράντα Κλέφτες μετακινείται ένα φύλλο τη φορά: μετακινήστε πρώτα τα φύλλα που βρίσκονται από πάνω</translation>
    </message>
    <message>
        <source>In Forty Thieves a card goes on the next higher card of the same suit: the {card} can&apos;t go on the {target}</source>
        <translation>Στους Σαράντα Κλέφτες ένα φύλλο μπαίνει στο αμέσως μεγαλύτερο φύλλο του ίδιου χρώματος: το {card} δεν μπαίνει στο {target}</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher: the {card} can&apos;t go on the {target}</source>
        <translation>Ένα φύλλο μπαίνει σε φύλλο ακριβώς κατά μία αξία μεγαλύτερο: το {card} δεν μπαίνει στο {target}</translation>
    </message>
    <message>
        <source>Nothing can go on an ace in a column</source>
        <translation>Σε στήλη, τίποτα δεν μπαίνει πάνω σε άσο</translation>
    </message>
    <message>
        <source>Colours alternate, red on black and black on red: the {card} can&apos;t go on the {target}</source>
        <translation>Τα χρώματα εναλλάσσονται, κόκκινο σε μαύρο και μαύρο σε κόκκινο: το {card} δεν μπαίνει στο {target}</translation>
    </message>
    <message>
        <source>Only a king can fill an empty column</source>
        <translation>Μόνο ρήγας μπαίνει σε άδεια στήλη</translation>
    </message>
    <message>
        <source>The {card} is not in sequence, so the group can&apos;t move</source>
        <translation>Το {card} χαλάει τη σειρά, οπότε η ομάδα δεν μετακινείται</translation>
    </message>
    <message>
        <source>There are not that many cards in the column</source>
        <translation>Η στήλη δεν έχει τόσα φύλλα</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played</source>
        <translation>Από τη στοίβα απορρίψεων παίζεται μόνο το επάνω φύλλο</translation>
    </message>
    <message>
        <source>Cards go to and from a foundation one at a time</source>
        <translation>Τα φύλλα μπαίνουν σε βάση και φεύγουν από αυτήν ένα τη φορά</translation>
    </message>
    <message>
        <source>A foundation card can only go back onto a column</source>
        <translation>Ένα φύλλο βάσης μπορεί να γυρίσει μόνο σε στήλη</translation>
    </message>
    <message>
        <source>This foundation takes only {suit}</source>
        <translation>Αυτή η βάση δέχεται μόνο {suit}</translation>
    </message>
    <message>
        <source>A foundation starts with an ace</source>
        <translation>Μια βάση ξεκινά με άσο</translation>
    </message>
    <message>
        <source>This foundation needs the {next} next</source>
        <translation>Αυτή η βάση θέλει τώρα το {next}</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>Αυτή η βάση είναι πλήρης</translation>
    </message>
    <message>
        <source>No redeal in Forty Thieves: the stock is dealt only once</source>
        <translation>Στους Σαράντα Κλέφτες δεν ξαναμοιράζεται η στοίβα τραβήγματος: περνά μόνο μία φορά</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty</source>
        <translation>Η στοίβα τραβήγματος και η στοίβα απορρίψεων είναι και οι δύο άδειες</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Δεν υπάρχει τίποτα για αναίρεση</translation>
    </message>
    <message>
        <source>That is not a move</source>
        <translation>Αυτή δεν είναι κίνηση</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Οι κανόνες του παιχνιδιού</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παρτίδα</translation>
    </message>
    <message>
        <source>Score over games</source>
        <translation>Βαθμολογία ανά παρτίδα</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown</source>
        <translation>
            <numerusform>Εμφανίζεται %n παρτίδα</numerusform>
            <numerusform>Εμφανίζονται %n παρτίδες</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Καμία παρτίδα ακόμη</translation>
    </message>
</context>
<context>
    <name>SearchProgress</name>
    <message>
        <source>Assistant</source>
        <translation>Βοηθός</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <source>Assistant at work</source>
        <translation>Ο βοηθός εργάζεται</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Σαράντα Κλέφτες</translation>
    </message>
    <message>
        <source>Thoughtful (draw 1)</source>
        <translation>Μελετημένη (τράβηγμα 1)</translation>
    </message>
    <message>
        <source>Thoughtful (draw 3)</source>
        <translation>Μελετημένη (τράβηγμα 3)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Σύνοψη</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Παρτίδες που παίχτηκαν</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Παρτίδες που κερδήθηκαν</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Ποσοστό νικών</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Τρέχον σερί</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Μεγαλύτερο σερί νικών</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Μεγαλύτερο σερί ηττών</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Καλύτερη βαθμολογία</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Μέση βαθμολογία</translation>
    </message>
    <message>
        <source>Last score</source>
        <translation>Τελευταία βαθμολογία</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Ταχύτερη νίκη</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Λιγότερες κινήσεις σε νίκη</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>Συνολικός χρόνος παιχνιδιού</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Όλες οι παρτίδες</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Νίκες</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Ήττες</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Εμφάνιση</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>Εμ&amp;φάνιση:</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Ξαναπαίξτε αυτή τη μοιρασιά</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Εξαγωγή CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>Μη&amp;δενισμός…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Κλείσιμο</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>Ιστορικό παρτίδων</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s)</source>
        <translation>
            <numerusform>Η τελευταία παρτίδα (%n)</numerusform>
            <numerusform>Οι τελευταίες %n παρτίδες</numerusform>
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
            <numerusform>%n νίκη</numerusform>
            <numerusform>%n νίκες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n ήττα</numerusform>
            <numerusform>%n ήττες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n παρτίδα</numerusform>
            <numerusform>%n παρτίδες</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Εξαγωγή στατιστικών</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Αρχεία CSV (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {0}:
{1}</source>
        <translation>Δεν ήταν δυνατή η εγγραφή των στατιστικών στο {0}:
{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to {0}</source>
        <translation>
            <numerusform>Εξήχθη %n παρτίδα στο {0}</numerusform>
            <numerusform>Εξήχθησαν %n παρτίδες στο {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Μηδενισμός στατιστικών</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) recorded for {0}? Other games keep their statistics. This cannot be undone.</source>
        <translation>
            <numerusform>Να διαγραφεί η %n παρτίδα που έχει καταγραφεί για {0}; Τα άλλα παιχνίδια κρατούν τα στατιστικά τους. Αυτό δεν αναιρείται.</numerusform>
            <numerusform>Να διαγραφούν οι %n παρτίδες που έχουν καταγραφεί για {0}; Τα άλλα παιχνίδια κρατούν τα στατιστικά τους. Αυτό δεν αναιρείται.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be reset:
{0}</source>
        <translation>Δεν ήταν δυνατός ο μηδενισμός των στατιστικών:
{0}</translation>
    </message>
    <message>
        <source>Statistics reset</source>
        <translation>Τα στατιστικά μηδενίστηκαν</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The statistics file was damaged and could not be read. It was kept as {moved} and new statistics were started.</source>
        <translation>Το αρχείο στατιστικών είχε καταστραφεί και δεν διαβαζόταν. Φυλάχτηκε ως {moved} και ξεκίνησαν νέα στατιστικά.</translation>
    </message>
    <message>
        <source>The statistics file comes from a newer version of Solitaire. It was kept as {moved} and new statistics were started.</source>
        <translation>Το αρχείο στατιστικών προέρχεται από νεότερη έκδοση της Πασιέντζας. Φυλάχτηκε ως {moved} και ξεκίνησαν νέα στατιστικά.</translation>
    </message>
    <message>
        <source>The statistics cannot be opened ({detail}). Games played now will not be recorded after you quit.</source>
        <translation>Τα στατιστικά δεν ανοίγουν ({detail}). Οι παρτίδες που παίζετε τώρα δεν θα καταγραφούν μετά την έξοδο.</translation>
    </message>
    <message>
        <source>The saved game could not be restored ({detail}). It was kept as {moved} and a new game was dealt.</source>
        <translation>Η αποθηκευμένη παρτίδα δεν ήταν δυνατόν να επανέλθει ({detail}). Φυλάχτηκε ως {moved} και μοιράστηκε νέα παρτίδα.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved ({detail}).</source>
        <translation>Η τρέχουσα παρτίδα δεν ήταν δυνατόν να αποθηκευτεί ({detail}).</translation>
    </message>
    <message>
        <source>The settings file could not be read. It was kept as {moved} and the default settings are used.</source>
        <translation>Το αρχείο ρυθμίσεων δεν διαβαζόταν. Φυλάχτηκε ως {moved} και ισχύουν οι προεπιλεγμένες ρυθμίσεις.</translation>
    </message>
    <message>
        <source>Some settings were not valid and were reset to their defaults: {names}.</source>
        <translation>Ορισμένες ρυθμίσεις δεν ήταν έγκυρες και επανήλθαν στις προεπιλογές τους: {names}.</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used ({detail}). Settings, statistics and the game in progress will not be kept after you quit.</source>
        <translation>Ο φάκελος {path} δεν μπορεί να χρησιμοποιηθεί ({detail}). Οι ρυθμίσεις, τα στατιστικά και η τρέχουσα παρτίδα δεν θα διατηρηθούν μετά την έξοδο.</translation>
    </message>
    <message>
        <source>Solitaire is already running; this window will not save its game.</source>
        <translation>Η Πασιέντζα τρέχει ήδη· αυτό το παράθυρο δεν θα αποθηκεύσει την παρτίδα του.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Κερδίσατε!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Συγχαρητήρια, κερδίσατε!</translation>
    </message>
    <message>
        <source>Score: {0}
Moves: {1}
Time: {2}</source>
        <translation>Βαθμολογία: {0}
Κινήσεις: {1}
Χρόνος: {2}</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Σύνοψη παρτίδας</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Ξαναπαίξτε αυτή τη μοιρασιά</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Εμφάνιση νικηφόρας σειράς κινήσεων</translation>
    </message>
    <message>
        <source>The assistant replays a winning line from the deal&apos;s start.</source>
        <translation>Ο βοηθός ξαναπαίζει μια νικηφόρα σειρά κινήσεων από την αρχή της μοιρασιάς.</translation>
    </message>
</context>
<context>
    <name>WinningLineReplay</name>
    <message>
        <source>&amp;Stop the winning line</source>
        <translation>&amp;Διακοπή της νικηφόρας σειράς</translation>
    </message>
    <message>
        <source>Show a &amp;winning line from the start</source>
        <translation>Εμ&amp;φάνιση νικηφόρας σειράς από την αρχή</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Εμφάνιση νικηφόρας σειράς κινήσεων</translation>
    </message>
    <message>
        <source>Showing a winning line from the start ends this game, and it counts as a loss. Show the line?</source>
        <translation>Αν εμφανιστεί μια νικηφόρα σειρά κινήσεων από την αρχή, αυτή η παρτίδα τελειώνει και μετράει ως ήττα. Να εμφανιστεί η σειρά;</translation>
    </message>
    <message>
        <source>Looking for a winning line… ({0} s)</source>
        <translation>Αναζήτηση νικηφόρας σειράς κινήσεων… ({0} δευτ.)</translation>
    </message>
    <message>
        <source>The assistant&apos;s line for this deal could not be replayed.</source>
        <translation>Η σειρά κινήσεων του βοηθού για αυτή τη μοιρασιά δεν ήταν δυνατόν να ξαναπαιχτεί.</translation>
    </message>
    <message>
        <source>This deal cannot be won: no line of play wins it.</source>
        <translation>Αυτή η μοιρασιά δεν κερδίζεται: καμία σειρά κινήσεων δεν οδηγεί σε νίκη.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant found no winning line within %n second(s). This deal may still be winnable.</source>
        <translation>
            <numerusform>Ο βοηθός δεν βρήκε νικηφόρα σειρά κινήσεων μέσα σε %n δευτερόλεπτο. Η μοιρασιά ίσως κερδίζεται ακόμη.</numerusform>
            <numerusform>Ο βοηθός δεν βρήκε νικηφόρα σειρά κινήσεων μέσα σε %n δευτερόλεπτα. Η μοιρασιά ίσως κερδίζεται ακόμη.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant could not look for a winning line:
{0}</source>
        <translation>Ο βοηθός δεν μπόρεσε να αναζητήσει νικηφόρα σειρά κινήσεων:
{0}</translation>
    </message>
    <message numerus="yes">
        <source>Showing a winning line of %n action(s) from the start.</source>
        <translation>
            <numerusform>Εμφανίζεται νικηφόρα σειρά %n κίνησης από την αρχή.</numerusform>
            <numerusform>Εμφανίζεται νικηφόρα σειρά %n κινήσεων από την αρχή.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: action {0} of %n. Esc or a click stops it.</source>
        <translation>
            <numerusform>Νικηφόρα σειρά: κίνηση {0} από %n. Το Esc ή ένα κλικ τη σταματά.</numerusform>
            <numerusform>Νικηφόρα σειρά: κίνηση {0} από %n. Το Esc ή ένα κλικ τη σταματά.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is ready to play.</source>
        <translation>Η μοιρασιά είναι έτοιμη για παιχνίδι.</translation>
    </message>
</context>
</TS>
