<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>Thoughtful Solitaire, draw %n</source>
        <translation>
            <numerusform>Обмислен пасианс, теглене по %n</numerusform>
            <numerusform>Обмислен пасианс, теглене по %n</numerusform>
        </translation>
    </message>
    <message>
        <source>ace</source>
        <translation>асо</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>вале</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>поп</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Тесте за теглене</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>Отворена купчина</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Четиридесет разбойници</translation>
    </message>
    <message numerus="yes">
        <source>Drew %n card(s)</source>
        <translation>
            <numerusform>Изтеглена е %n карта</numerusform>
            <numerusform>Изтеглени са %n карти</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the draw</source>
        <translation>Отменено: тегленето</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>Лента с менюта</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Състояние на играта</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пика</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>купа</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>каро</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>спатия</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>Foundation {0}, {1}</source>
        <translation>Основа {0}, {1}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>празна</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{0} and %n more card(s)</source>
        <translation>
            <numerusform>{0} и още %n карта</numerusform>
            <numerusform>{0} и още %n карти</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over into the stock</source>
        <translation>Отворената купчина е обърната обратно в тестето</translation>
    </message>
    <message>
        <source>{0} moved to {1}</source>
        <translation>{0} отиде в {1}</translation>
    </message>
    <message>
        <source>Undone: {0} back on {1}</source>
        <translation>Отменено: {0} обратно в {1}</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Преоразмеряване на прозореца</translation>
    </message>
    <message>
        <source>Column {0}</source>
        <translation>Колона {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n карта с гърба нагоре</numerusform>
            <numerusform>%n карти с гърба нагоре</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the cards</source>
        <translation>приема картите</translation>
    </message>
    <message>
        <source>does not take the cards</source>
        <translation>не приема картите</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Още менюта</translation>
    </message>
    <message numerus="yes">
        <source>with %n card(s) on it</source>
        <translation>
            <numerusform>с %n карта върху нея</numerusform>
            <numerusform>с %n карти върху нея</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1} on top</source>
        <translation>{0}, отгоре е {1}</translation>
    </message>
    <message>
        <source>Cards put back</source>
        <translation>Картите са върнати на мястото си</translation>
    </message>
    <message>
        <source>New deal: {0}</source>
        <translation>Ново раздаване: {0}</translation>
    </message>
    <message>
        <source>You won! Score {0}</source>
        <translation>Победа! Резултат {0}</translation>
    </message>
    <message>
        <source>Picked up {0}</source>
        <translation>Взето: {0}</translation>
    </message>
</context>
<context>
    <name>AssistantController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>Под&amp;сказка</translation>
    </message>
    <message>
        <source>Show a move on the table</source>
        <translation>Показване на ход на масата</translation>
    </message>
    <message>
        <source>The assistant could not find a hint.</source>
        <translation>Помощникът не намери подсказка.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Тази игра е спечелена.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Търсене на подсказка…</translation>
    </message>
    <message>
        <source>No move wins from here: undo.</source>
        <translation>Оттук никой ход не води до победа: отменете.</translation>
    </message>
    <message>
        <source>The assistant has no move to suggest.</source>
        <translation>Помощникът няма ход, който да предложи.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move keeps the game winnable.</source>
        <translation>Подсказка: {0}. С този ход играта още може да се спечели.</translation>
    </message>
    <message>
        <source>Hint: {0}. This move is only promising: no winning line is known.</source>
        <translation>Подсказка: {0}. Този ход е само обещаващ: не е известна печеливша поредица от ходове.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>изтеглете от тестето</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>обърнете отворената купчина</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0} в {1}</translation>
    </message>
</context>
<context>
    <name>AssistantIndicator</name>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>Може да се спечели</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неясно</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>Не може да се спечели</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Спечелена</translation>
    </message>
    <message>
        <source>Assistant unavailable</source>
        <translation>Помощникът не е наличен</translation>
    </message>
    <message>
        <source>The assistant is checking whether this position can be won.</source>
        <translation>Помощникът проверява дали тази позиция може да се спечели.</translation>
    </message>
    <message>
        <source>The assistant found a way to win from this position: press H for a hint.</source>
        <translation>Помощникът намери начин за победа от тази позиция: натиснете H за подсказка.</translation>
    </message>
    <message>
        <source>The assistant could not decide within its time whether this position can be won: press H for a promising move.</source>
        <translation>Помощникът не успя да реши навреме дали тази позиция може да се спечели: натиснете H за обещаващ ход.</translation>
    </message>
    <message>
        <source>No sequence of moves wins from this position: undo to get back to a winnable one.</source>
        <translation>Никоя поредица от ходове не печели от тази позиция: отменете, за да се върнете към позиция, която може да се спечели.</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>Тази игра е спечелена.</translation>
    </message>
    <message>
        <source>The assistant could not check this position.</source>
        <translation>Помощникът не успя да провери тази позиция.</translation>
    </message>
    <message>
        <source>Assistant: {0}</source>
        <translation>Помощник: {0}</translation>
    </message>
</context>
<context>
    <name>DealFinder</name>
    <message>
        <source>Looking for a winnable deal… ({0} s)</source>
        <translation>Търсене на раздаване, което може да се спечели… ({0} с)</translation>
    </message>
    <message>
        <source>The assistant found no winnable deal. Try again, or start any deal.</source>
        <translation>Помощникът не намери раздаване, което може да се спечели. Опитайте отново или започнете произволно раздаване.</translation>
    </message>
    <message>
        <source>The assistant found a winnable deal: {0}</source>
        <translation>Помощникът намери раздаване, което може да се спечели: {0}</translation>
    </message>
    <message>
        <source>The assistant could not look for a deal:
{0}</source>
        <translation>Помощникът не успя да търси раздаване:
{0}</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Само раздавания, които могат да се спечелят</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>Нов най-добър резултат!</translation>
    </message>
    <message>
        <source>New fastest win!</source>
        <translation>Нова най-бърза победа!</translation>
    </message>
    <message>
        <source>New record: fewest moves in a win!</source>
        <translation>Нов рекорд: победа с най-малко ходове!</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Пасианс</translation>
    </message>
    <message>
        <source>Quit Solitaire?</source>
        <translation>Изход от Пасианс?</translation>
    </message>
    <message>
        <source>Another copy of Solitaire keeps the saved game, so this game cannot be saved: quitting now counts it as lost. Quit anyway?</source>
        <translation>Друг екземпляр на Пасианс държи запазената игра, затова тази игра не може да се запази: ако излезете сега, тя се брои за загубена. Изход въпреки това?</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Изход</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходове</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>Отмени</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>Основи</translation>
    </message>
    <message>
        <source>Game number in this variant</source>
        <translation>Номер на играта в този пасианс</translation>
    </message>
    <message>
        <source>When the game started</source>
        <translation>Кога е започнала играта</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Код на раздаването</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Спечелена или загубена</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Краен резултат</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Изиграни ходове</translation>
    </message>
    <message>
        <source>Moves undone</source>
        <translation>Отменени ходове</translation>
    </message>
    <message>
        <source>Hints used (game assistant)</source>
        <translation>Използвани подсказки (помощник в играта)</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Време на игра</translation>
    </message>
    <message>
        <source>Cards on the foundations at the end</source>
        <translation>Карти в основите накрая</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Спечелена</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Загубена</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторение</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова игра…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Отначало</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>&amp;Копиране на кода</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>&amp;Теглене от тестето</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Solitaire</source>
        <translation>&amp;За Пасианс</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редакция</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <source>Click to copy the deal code</source>
        <translation>Щракнете, за да копирате кода на раздаването</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходове</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Време</translation>
    </message>
    <message>
        <source>Cards left in the stock</source>
        <translation>Оставащи карти в тестето за теглене</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Код на раздаването</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игрална маса</translation>
    </message>
    <message>
        <source>{0} — Solitaire</source>
        <translation>{0} — Пасианс</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Четиридесет разбойници</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 3)</source>
        <translation>Обмислен пасианс (теглене по 3)</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 1)</source>
        <translation>Обмислен пасианс (теглене по 1)</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>Резултат: {0}</translation>
    </message>
    <message>
        <source>Moves: {0}</source>
        <translation>Ходове: {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Тесте: {0}</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>собствено раздаване</translation>
    </message>
    <message>
        <source>Time: {0}</source>
        <translation>Време: {0}</translation>
    </message>
    <message>
        <source>Deal code {0} copied</source>
        <translation>Кодът на раздаването {0} е копиран</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Да се изостави ли тази игра?</translation>
    </message>
    <message>
        <source>This game has started: leaving it counts as a loss. Abandon it?</source>
        <translation>Играта е започнала: ако я оставите, се брои за загуба. Да се изостави ли?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Изиграй отново това раздаване</translation>
    </message>
    <message>
        <source>{0} is not a valid deal code.</source>
        <translation>{0} не е валиден код на раздаване.</translation>
    </message>
    <message>
        <source>About Solitaire</source>
        <translation>За Пасианс</translation>
    </message>
    <message>
        <source>Solitaire: Forty Thieves and Thoughtful Solitaire, played by their rules.</source>
        <translation>Пасианс: „Четиридесет разбойници“ и „Обмислен пасианс“, изиграни по техните правила.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Четиридесет разбойници</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire</source>
        <translation>Обмислен пасианс</translation>
    </message>
    <message>
        <source>Draw 1 (Easy)</source>
        <translation>Теглене по 1 (Лесно)</translation>
    </message>
    <message>
        <source>Draw 3 (Hard)</source>
        <translation>Теглене по 3 (Трудно)</translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>Начин на теглене</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>Само раздавания, които могат да се спечелят</translation>
    </message>
    <message>
        <source>The assistant looks for a random deal it can win before dealing it.</source>
        <translation>Помощникът търси случайно раздаване, което може да спечели, преди да го раздаде.</translation>
    </message>
    <message>
        <source>for example TF1-D1N-AAAAAAB</source>
        <translation>например TF1-D1N-AAAAAAB</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Код на раздаването</translation>
    </message>
    <message>
        <source>Deal code problem</source>
        <translation>Проблем с кода на раздаването</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Тесте:</translation>
    </message>
    <message>
        <source>Replay a deal code:</source>
        <translation>Повторете раздаване по код:</translation>
    </message>
    <message>
        <source>Type a deal code, or clear the field for a random deal.</source>
        <translation>Въведете код на раздаване или изчистете полето за случайно раздаване.</translation>
    </message>
    <message>
        <source>Unknown game: a code starts with FT1 (Forty Thieves) or TF1 (Thoughtful Solitaire).</source>
        <translation>Непозната игра: кодът започва с FT1 („Четиридесет разбойници“) или TF1 („Обмислен пасианс“).</translation>
    </message>
    <message>
        <source>A code has three parts separated by dashes, like TF1-D1N-AAAAAAB.</source>
        <translation>Кодът има три части, разделени с тирета, например TF1-D1N-AAAAAAB.</translation>
    </message>
    <message>
        <source>Unknown option: Forty Thieves codes use N, Thoughtful codes D1N or D3N.</source>
        <translation>Непозната настройка: кодовете на „Четиридесет разбойници“ имат N, а на „Обмислен пасианс“ – D1N или D3N.</translation>
    </message>
    <message>
        <source>The deal number after the last dash must have 7 characters.</source>
        <translation>Номерът на раздаването след последното тире трябва да има 7 знака.</translation>
    </message>
    <message>
        <source>The deal number uses only the letters A to Z and the digits 2 to 7.</source>
        <translation>Номерът на раздаването съдържа само буквите от A до Z и цифрите от 2 до 7.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>Изглед</translation>
    </message>
    <message>
        <source>Double-click sends a card to the best place</source>
        <translation>Двойното щракване изпраща картата на най-доброто място</translation>
    </message>
    <message>
        <source>Auto-placement: a card dropped where it can&apos;t go goes to the best place</source>
        <translation>Автоматично поставяне: карта, пусната там, където не може да отиде, отива на най-доброто място</translation>
    </message>
    <message>
        <source>Placement help: highlight the piles that accept dragged cards</source>
        <translation>Помощ при поставяне: осветяват се купчините, които приемат плъзганите карти</translation>
    </message>
    <message>
        <source>Interactive rules: explain why a move is refused</source>
        <translation>Интерактивни правила: обяснение защо ходът е отказан</translation>
    </message>
    <message>
        <source>Ask before abandoning a started game</source>
        <translation>Питане преди изоставяне на започната игра</translation>
    </message>
    <message>
        <source>Assistant: say whether the game can still be won, and give hints (H)</source>
        <translation>Помощник: показване дали играта още може да се спечели и подсказки (H)</translation>
    </message>
    <message>
        <source>Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>Тесте в четири цвята (♠ черно, ♥ червено, ♦ синьо, ♣ зелено)</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Показване на часовника</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Бързо</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Нормално</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Бавно</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Анимации:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорост на анимациите</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Езикът на системата</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Език:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Език</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Стандартни настройки</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Добре</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затваряне</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Не</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>There is no such pile in this game</source>
        <translation>В тази игра няма такава купчина</translation>
    </message>
    <message>
        <source>Cards are never put on the stock or the waste</source>
        <translation>Върху тестето за теглене и отворената купчина не се слагат карти</translation>
    </message>
    <message>
        <source>Drop the cards on another pile</source>
        <translation>Пуснете картите върху друга купчина</translation>
    </message>
    <message>
        <source>There is no card to move there</source>
        <translation>Там няма карта за местене</translation>
    </message>
    <message>
        <source>The stock&apos;s cards are face down: click the stock to draw</source>
        <translation>Картите в тестето са с гърба нагоре: щракнете върху тестето, за да теглите</translation>
    </message>
    <message>
        <source>In Forty Thieves only one card moves at a time: move the cards above it first</source>
        <translation>В „Четиридесет разбойници“ се мести само по една карта: първо преместете картите над нея</translation>
    </message>
    <message>
        <source>In Forty Thieves a card goes on the next higher card of the same suit: the {card} can&apos;t go on the {target}</source>
        <translation>В „Четиридесет разбойници“ карта се слага върху следващата по-висока карта от същата боя: {card} не може върху {target}</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher: the {card} can&apos;t go on the {target}</source>
        <translation>Карта се слага върху карта точно с един ранг по-висока: {card} не може върху {target}</translation>
    </message>
    <message>
        <source>Nothing can go on an ace in a column</source>
        <translation>В колона нищо не се слага върху асо</translation>
    </message>
    <message>
        <source>Colours alternate, red on black and black on red: the {card} can&apos;t go on the {target}</source>
        <translation>Цветовете се редуват, червено върху черно и черно върху червено: {card} не може върху {target}</translation>
    </message>
    <message>
        <source>Only a king can fill an empty column</source>
        <translation>Само поп може да заеме празна колона</translation>
    </message>
    <message>
        <source>The {card} is not in sequence, so the group can&apos;t move</source>
        <translation>{card} нарушава реда, затова групата не може да се премести</translation>
    </message>
    <message>
        <source>There are not that many cards in the column</source>
        <translation>В колоната няма толкова карти</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played</source>
        <translation>От отворената купчина се играе само най-горната карта</translation>
    </message>
    <message>
        <source>Cards go to and from a foundation one at a time</source>
        <translation>Картите влизат в основа и излизат от нея една по една</translation>
    </message>
    <message>
        <source>A foundation card can only go back onto a column</source>
        <translation>Карта от основа може да се върне само в колона</translation>
    </message>
    <message>
        <source>This foundation takes only {suit}</source>
        <translation>Тази основа приема само {suit}</translation>
    </message>
    <message>
        <source>A foundation starts with an ace</source>
        <translation>Основата започва с асо</translation>
    </message>
    <message>
        <source>This foundation needs the {next} next</source>
        <translation>Следващата карта за тази основа е {next}</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>Тази основа е пълна</translation>
    </message>
    <message>
        <source>No redeal in Forty Thieves: the stock is dealt only once</source>
        <translation>В „Четиридесет разбойници“ няма ново раздаване: тестето се минава само веднъж</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty</source>
        <translation>И тестето, и отворената купчина са празни</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Няма какво да се отмени</translation>
    </message>
    <message>
        <source>That is not a move</source>
        <translation>Това не е ход</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Правила на играта</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>Резултат</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Спечелена</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Загубена</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Score over games</source>
        <translation>Резултат по игри</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown</source>
        <translation>
            <numerusform>Показана е %n игра</numerusform>
            <numerusform>Показани са %n игри</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Още няма игри</translation>
    </message>
</context>
<context>
    <name>SearchProgress</name>
    <message>
        <source>Assistant</source>
        <translation>Помощник</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Assistant at work</source>
        <translation>Помощникът работи</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>Четиридесет разбойници</translation>
    </message>
    <message>
        <source>Thoughtful (draw 1)</source>
        <translation>Обмислен (теглене по 1)</translation>
    </message>
    <message>
        <source>Thoughtful (draw 3)</source>
        <translation>Обмислен (теглене по 3)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Пасианс</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Обобщение</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Изиграни игри</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Спечелени игри</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Дял на победите</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текуща серия</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Най-дълга серия победи</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Най-дълга серия загуби</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Най-добър резултат</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Среден резултат</translation>
    </message>
    <message>
        <source>Last score</source>
        <translation>Последен резултат</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Най-бърза победа</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>Най-малко ходове за победа</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>Общо време на игра</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Всички игри</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Спечелени</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Загубени</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показване</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Показване:</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Изиграй отново това раздаване</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Експорт в CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Нулиране…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Затваряне</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>История на игрите</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s)</source>
        <translation>
            <numerusform>Последната игра (%n)</numerusform>
            <numerusform>Последните %n игри</numerusform>
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
            <numerusform>%n победа</numerusform>
            <numerusform>%n победи</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n загуба</numerusform>
            <numerusform>%n загуби</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игри</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Експорт на статистиката</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV файлове (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {0}:
{1}</source>
        <translation>Статистиката не можа да се запише в {0}:
{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to {0}</source>
        <translation>
            <numerusform>%n игра е експортирана в {0}</numerusform>
            <numerusform>%n игри са експортирани в {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Нулиране на статистиката</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) recorded for {0}? Other games keep their statistics. This cannot be undone.</source>
        <translation>
            <numerusform>Да се изтрие ли %n игра, записана за {0}? Другите пасианси запазват статистиката си. Това не може да се отмени.</numerusform>
            <numerusform>Да се изтрият ли %n игри, записани за {0}? Другите пасианси запазват статистиката си. Това не може да се отмени.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be reset:
{0}</source>
        <translation>Статистиката не можа да се нулира:
{0}</translation>
    </message>
    <message>
        <source>Statistics reset</source>
        <translation>Статистиката е нулирана</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The statistics file was damaged and could not be read. It was kept as {moved} and new statistics were started.</source>
        <translation>Файлът със статистиката беше повреден и не можа да се прочете. Запазен е като {moved} и е започната нова статистика.</translation>
    </message>
    <message>
        <source>The statistics file comes from a newer version of Solitaire. It was kept as {moved} and new statistics were started.</source>
        <translation>Файлът със статистиката е от по-нова версия на Пасианс. Запазен е като {moved} и е започната нова статистика.</translation>
    </message>
    <message>
        <source>The statistics cannot be opened ({detail}). Games played now will not be recorded after you quit.</source>
        <translation>Статистиката не може да се отвори ({detail}). Игрите, изиграни сега, няма да останат записани след изход.</translation>
    </message>
    <message>
        <source>The saved game could not be restored ({detail}). It was kept as {moved} and a new game was dealt.</source>
        <translation>Запазената игра не можа да се възстанови ({detail}). Запазена е като {moved} и е раздадена нова игра.</translation>
    </message>
    <message>
        <source>The game in progress could not be saved ({detail}).</source>
        <translation>Текущата игра не можа да се запази ({detail}).</translation>
    </message>
    <message>
        <source>The settings file could not be read. It was kept as {moved} and the default settings are used.</source>
        <translation>Файлът с настройките не можа да се прочете. Запазен е като {moved} и се използват стандартните настройки.</translation>
    </message>
    <message>
        <source>Some settings were not valid and were reset to their defaults: {names}.</source>
        <translation>Някои настройки бяха невалидни и са върнати към стандартните си стойности: {names}.</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used ({detail}). Settings, statistics and the game in progress will not be kept after you quit.</source>
        <translation>Папката {path} не може да се използва ({detail}). Настройките, статистиката и текущата игра няма да се запазят след изход.</translation>
    </message>
    <message>
        <source>Solitaire is already running; this window will not save its game.</source>
        <translation>Пасианс вече работи; този прозорец няма да запази играта си.</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Победа!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Поздравления, спечелихте!</translation>
    </message>
    <message>
        <source>Score: {0}
Moves: {1}
Time: {2}</source>
        <translation>Резултат: {0}
Ходове: {1}
Време: {2}</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Обобщение на играта</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова игра</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Изиграй отново това раздаване</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Покажи печеливша поредица</translation>
    </message>
    <message>
        <source>The assistant replays a winning line from the deal&apos;s start.</source>
        <translation>Помощникът изиграва отново печеливша поредица от ходове от началото на раздаването.</translation>
    </message>
</context>
<context>
    <name>WinningLineReplay</name>
    <message>
        <source>&amp;Stop the winning line</source>
        <translation>&amp;Прекратяване на печелившата поредица</translation>
    </message>
    <message>
        <source>Show a &amp;winning line from the start</source>
        <translation>&amp;Показване на печеливша поредица от началото</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>Показване на печеливша поредица</translation>
    </message>
    <message>
        <source>Showing a winning line from the start ends this game, and it counts as a loss. Show the line?</source>
        <translation>Показването на печеливша поредица от началото приключва тази игра и тя се брои за загуба. Да се покаже ли поредицата?</translation>
    </message>
    <message>
        <source>Looking for a winning line… ({0} s)</source>
        <translation>Търсене на печеливша поредица… ({0} с)</translation>
    </message>
    <message>
        <source>The assistant&apos;s line for this deal could not be replayed.</source>
        <translation>Поредицата на помощника за това раздаване не можа да се изиграе отново.</translation>
    </message>
    <message>
        <source>This deal cannot be won: no line of play wins it.</source>
        <translation>Това раздаване не може да се спечели: никоя поредица от ходове не води до победа.</translation>
    </message>
    <message numerus="yes">
        <source>The assistant found no winning line within %n second(s). This deal may still be winnable.</source>
        <translation>
            <numerusform>Помощникът не намери печеливша поредица за %n секунда. Раздаването все пак може да се спечели.</numerusform>
            <numerusform>Помощникът не намери печеливша поредица за %n секунди. Раздаването все пак може да се спечели.</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant could not look for a winning line:
{0}</source>
        <translation>Помощникът не успя да търси печеливша поредица:
{0}</translation>
    </message>
    <message numerus="yes">
        <source>Showing a winning line of %n action(s) from the start.</source>
        <translation>
            <numerusform>Показва се печеливша поредица от %n ход от началото.</numerusform>
            <numerusform>Показва се печеливша поредица от %n хода от началото.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: action {0} of %n. Esc or a click stops it.</source>
        <translation>
            <numerusform>Печеливша поредица: ход {0} от %n. Esc или щракване я спира.</numerusform>
            <numerusform>Печеливша поредица: ход {0} от %n. Esc или щракване я спира.</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is ready to play.</source>
        <translation>Раздаването е готово за игра.</translation>
    </message>
</context>
</TS>
