<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>Thoughtful Solitaire, draw %n</source>
        <translation>
            <numerusform>โซลิแทร์ไตร่ตรอง จั่วทีละ %n</numerusform>
        </translation>
    </message>
    <message>
        <source>ace</source>
        <translation>เอซ</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>แจ็ค</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ควีน</translation>
    </message>
    <message>
        <source>king</source>
        <translation>คิง</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>กองจั่ว</translation>
    </message>
    <message>
        <source>Waste</source>
        <translation>กองทิ้ง</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>สี่สิบโจร</translation>
    </message>
    <message numerus="yes">
        <source>Drew %n card(s)</source>
        <translation>
            <numerusform>จั่วไพ่ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Undone: the draw</source>
        <translation>เลิกทำแล้ว: การจั่วไพ่</translation>
    </message>
    <message>
        <source>Menu bar</source>
        <translation>แถบเมนู</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>สถานะเกม</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>โพดำ</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>โพแดง</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ข้าวหลามตัด</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>ดอกจิก</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>Foundation {0}, {1}</source>
        <translation>กองฐาน {0}, {1}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>ว่าง</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{0} and %n more card(s)</source>
        <translation>
            <numerusform>{0} และไพ่อีก %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Waste turned over into the stock</source>
        <translation>พลิกกองทิ้งกลับเป็นกองจั่วแล้ว</translation>
    </message>
    <message>
        <source>{0} moved to {1}</source>
        <translation>ย้าย {0} ไปที่{1}แล้ว</translation>
    </message>
    <message>
        <source>Undone: {0} back on {1}</source>
        <translation>เลิกทำแล้ว: {0} กลับไปที่{1}</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>ปรับขนาดหน้าต่าง</translation>
    </message>
    <message>
        <source>Column {0}</source>
        <translation>คอลัมน์ {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>ไพ่คว่ำ %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>ไพ่ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>takes the cards</source>
        <translation>รับไพ่ได้</translation>
    </message>
    <message>
        <source>does not take the cards</source>
        <translation>รับไพ่ไม่ได้</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>เมนูเพิ่มเติม</translation>
    </message>
    <message numerus="yes">
        <source>with %n card(s) on it</source>
        <translation>
            <numerusform>มีไพ่ทับอยู่ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1} on top</source>
        <translation>{0}, ใบบนสุดคือ {1}</translation>
    </message>
    <message>
        <source>Cards put back</source>
        <translation>วางไพ่คืนที่เดิมแล้ว</translation>
    </message>
    <message>
        <source>New deal: {0}</source>
        <translation>ตาใหม่: {0}</translation>
    </message>
    <message>
        <source>You won! Score {0}</source>
        <translation>คุณชนะ! คะแนน {0}</translation>
    </message>
    <message>
        <source>Picked up {0}</source>
        <translation>หยิบ {0} แล้ว</translation>
    </message>
</context>
<context>
    <name>AssistantController</name>
    <message>
        <source>&amp;Hint</source>
        <translation>คำใบ้(&amp;H)</translation>
    </message>
    <message>
        <source>Show a move on the table</source>
        <translation>แสดงการเดินไพ่ที่แนะนำบนโต๊ะ</translation>
    </message>
    <message>
        <source>The assistant could not find a hint.</source>
        <translation>ผู้ช่วยหาคำใบ้ไม่ได้</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>เกมนี้ชนะแล้ว</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>กำลังหาคำใบ้…</translation>
    </message>
    <message>
        <source>No move wins from here: undo.</source>
        <translation>จากตรงนี้ไม่มีการเดินใดที่ชนะได้: ให้เลิกทำ</translation>
    </message>
    <message>
        <source>The assistant has no move to suggest.</source>
        <translation>ผู้ช่วยไม่มีการเดินที่จะแนะนำ</translation>
    </message>
    <message>
        <source>Hint: {0}. This move keeps the game winnable.</source>
        <translation>คำใบ้: {0} การเดินนี้ยังทำให้เกมชนะได้</translation>
    </message>
    <message>
        <source>Hint: {0}. This move is only promising: no winning line is known.</source>
        <translation>คำใบ้: {0} การเดินนี้แค่ดูมีหวัง: ยังไม่รู้ลำดับการเดินที่ชนะ</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>จั่วไพ่จากกองจั่ว</translation>
    </message>
    <message>
        <source>turn the waste over</source>
        <translation>พลิกกองทิ้งกลับเป็นกองจั่ว</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>ย้าย {0} ไปที่{1}</translation>
    </message>
</context>
<context>
    <name>AssistantIndicator</name>
    <message>
        <source>Checking…</source>
        <translation>กำลังตรวจ…</translation>
    </message>
    <message>
        <source>Winnable</source>
        <translation>ชนะได้</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>ไม่แน่ชัด</translation>
    </message>
    <message>
        <source>Not winnable</source>
        <translation>ชนะไม่ได้</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะแล้ว</translation>
    </message>
    <message>
        <source>Assistant unavailable</source>
        <translation>ผู้ช่วยใช้งานไม่ได้</translation>
    </message>
    <message>
        <source>The assistant is checking whether this position can be won.</source>
        <translation>ผู้ช่วยกำลังตรวจว่าไพ่บนโต๊ะตอนนี้ยังเล่นชนะได้หรือไม่</translation>
    </message>
    <message>
        <source>The assistant found a way to win from this position: press H for a hint.</source>
        <translation>ผู้ช่วยพบทางชนะจากไพ่บนโต๊ะตอนนี้แล้ว: กด H เพื่อดูคำใบ้</translation>
    </message>
    <message>
        <source>The assistant could not decide within its time whether this position can be won: press H for a promising move.</source>
        <translation>ผู้ช่วยตัดสินไม่ทันเวลาว่าไพ่บนโต๊ะตอนนี้ชนะได้หรือไม่: กด H เพื่อดูการเดินที่น่าจะดี</translation>
    </message>
    <message>
        <source>No sequence of moves wins from this position: undo to get back to a winnable one.</source>
        <translation>ไม่มีลำดับการเดินใดที่ชนะจากตรงนี้ได้: เลิกทำเพื่อย้อนกลับไปยังตอนที่ยังชนะได้</translation>
    </message>
    <message>
        <source>This game is won.</source>
        <translation>เกมนี้ชนะแล้ว</translation>
    </message>
    <message>
        <source>The assistant could not check this position.</source>
        <translation>ผู้ช่วยตรวจไพ่บนโต๊ะตอนนี้ไม่ได้</translation>
    </message>
    <message>
        <source>Assistant: {0}</source>
        <translation>ผู้ช่วย: {0}</translation>
    </message>
</context>
<context>
    <name>DealFinder</name>
    <message>
        <source>Looking for a winnable deal… ({0} s)</source>
        <translation>กำลังหาตาที่ชนะได้… ({0} วินาที)</translation>
    </message>
    <message>
        <source>The assistant found no winnable deal. Try again, or start any deal.</source>
        <translation>ผู้ช่วยหาตาที่ชนะได้ไม่พบ ลองอีกครั้ง หรือเริ่มตาใดก็ได้</translation>
    </message>
    <message>
        <source>The assistant found a winnable deal: {0}</source>
        <translation>ผู้ช่วยพบตาที่ชนะได้: {0}</translation>
    </message>
    <message>
        <source>The assistant could not look for a deal:
{0}</source>
        <translation>ผู้ช่วยหาตาไม่ได้:
{0}</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>เฉพาะตาที่ชนะได้</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>&amp;Preferences…</source>
        <translation>การตั้งค่า(&amp;P)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>สถิติ(&amp;S)…</translation>
    </message>
    <message>
        <source>New best score!</source>
        <translation>คะแนนสูงสุดใหม่!</translation>
    </message>
    <message>
        <source>New fastest win!</source>
        <translation>ชนะเร็วที่สุดครั้งใหม่!</translation>
    </message>
    <message>
        <source>New record: fewest moves in a win!</source>
        <translation>สถิติใหม่: ชนะโดยเดินน้อยที่สุด!</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>โซลิแทร์</translation>
    </message>
    <message>
        <source>Quit Solitaire?</source>
        <translation>ออกจากโซลิแทร์หรือไม่</translation>
    </message>
    <message>
        <source>Another copy of Solitaire keeps the saved game, so this game cannot be saved: quitting now counts it as lost. Quit anyway?</source>
        <translation>โซลิแทร์อีกหน้าต่างหนึ่งถือเกมที่บันทึกไว้อยู่ จึงบันทึกเกมนี้ไม่ได้ ถ้าออกตอนนี้จะนับว่าแพ้ ออกเลยหรือไม่</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>#</source>
        <translation>ลำดับ</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>วันที่</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ตา</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผล</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>การเดิน</translation>
    </message>
    <message>
        <source>Undos</source>
        <translation>เลิกทำ</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <source>Foundations</source>
        <translation>กองฐาน</translation>
    </message>
    <message>
        <source>Game number in this variant</source>
        <translation>ลำดับเกมในแบบนี้</translation>
    </message>
    <message>
        <source>When the game started</source>
        <translation>เวลาที่เริ่มเกม</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>รหัสตา</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>ชนะหรือแพ้</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>คะแนนสุดท้าย</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>จำนวนการเดิน</translation>
    </message>
    <message>
        <source>Moves undone</source>
        <translation>จำนวนการเลิกทำ</translation>
    </message>
    <message>
        <source>Hints used (game assistant)</source>
        <translation>จำนวนคำใบ้ที่ใช้ (ผู้ช่วยเล่นเกม)</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>เวลาที่เล่น</translation>
    </message>
    <message>
        <source>Cards on the foundations at the end</source>
        <translation>จำนวนไพ่บนกองฐานตอนจบ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>แพ้</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>เกมใหม่(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>เริ่มตานี้ใหม่(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy deal code</source>
        <translation>คัดลอกรหัสตา(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ออก(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Draw from the stock</source>
        <translation>จั่วไพ่(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>กติกา(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Solitaire</source>
        <translation>เกี่ยวกับโซลิแทร์(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>เกม(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>แก้ไข(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>ตั้งค่า(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ช่วยเหลือ(&amp;H)</translation>
    </message>
    <message>
        <source>Click to copy the deal code</source>
        <translation>คลิกเพื่อคัดลอกรหัสตา</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>การเดิน</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <source>Cards left in the stock</source>
        <translation>ไพ่ที่เหลือในกองจั่ว</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>รหัสตา</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>โต๊ะไพ่</translation>
    </message>
    <message>
        <source>{0} — Solitaire</source>
        <translation>{0} — โซลิแทร์</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>สี่สิบโจร</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 3)</source>
        <translation>โซลิแทร์ไตร่ตรอง (จั่วทีละ 3)</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire (draw 1)</source>
        <translation>โซลิแทร์ไตร่ตรอง (จั่วทีละ 1)</translation>
    </message>
    <message>
        <source>Score: {0}</source>
        <translation>คะแนน: {0}</translation>
    </message>
    <message>
        <source>Moves: {0}</source>
        <translation>การเดิน: {0}</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>กองจั่ว: {0}</translation>
    </message>
    <message>
        <source>custom deal</source>
        <translation>ตาที่กำหนดเอง</translation>
    </message>
    <message>
        <source>Time: {0}</source>
        <translation>เวลา: {0}</translation>
    </message>
    <message>
        <source>Deal code {0} copied</source>
        <translation>คัดลอกรหัสตา {0} แล้ว</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>ทิ้งเกมนี้หรือไม่</translation>
    </message>
    <message>
        <source>This game has started: leaving it counts as a loss. Abandon it?</source>
        <translation>เกมนี้เริ่มไปแล้ว ถ้าออกจากเกมจะนับว่าแพ้ ทิ้งเกมนี้หรือไม่</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>เล่นตานี้อีกครั้ง</translation>
    </message>
    <message>
        <source>{0} is not a valid deal code.</source>
        <translation>{0} ไม่ใช่รหัสตาที่ถูกต้อง</translation>
    </message>
    <message>
        <source>About Solitaire</source>
        <translation>เกี่ยวกับโซลิแทร์</translation>
    </message>
    <message>
        <source>Solitaire: Forty Thieves and Thoughtful Solitaire, played by their rules.</source>
        <translation>โซลิแทร์: สี่สิบโจรและโซลิแทร์ไตร่ตรอง เล่นตามกติกาดั้งเดิม</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>สี่สิบโจร</translation>
    </message>
    <message>
        <source>Thoughtful Solitaire</source>
        <translation>โซลิแทร์ไตร่ตรอง</translation>
    </message>
    <message>
        <source>Draw 1 (Easy)</source>
        <translation>จั่วทีละ 1 (ง่าย)</translation>
    </message>
    <message>
        <source>Draw 3 (Hard)</source>
        <translation>จั่วทีละ 3 (ยาก)</translation>
    </message>
    <message>
        <source>Draw mode</source>
        <translation>วิธีจั่ว</translation>
    </message>
    <message>
        <source>Winnable deals only</source>
        <translation>เฉพาะตาที่ชนะได้</translation>
    </message>
    <message>
        <source>The assistant looks for a random deal it can win before dealing it.</source>
        <translation>ผู้ช่วยจะสุ่มหาตาที่ตัวเองเล่นชนะได้ก่อนแจกไพ่</translation>
    </message>
    <message>
        <source>for example TF1-D1N-AAAAAAB</source>
        <translation>เช่น TF1-D1N-AAAAAAB</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>รหัสตา</translation>
    </message>
    <message>
        <source>Deal code problem</source>
        <translation>ปัญหาของรหัสตา</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>เกม:</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>กองจั่ว:</translation>
    </message>
    <message>
        <source>Replay a deal code:</source>
        <translation>เล่นตาจากรหัส:</translation>
    </message>
    <message>
        <source>Type a deal code, or clear the field for a random deal.</source>
        <translation>พิมพ์รหัสตา หรือเว้นว่างไว้เพื่อสุ่มตาใหม่</translation>
    </message>
    <message>
        <source>Unknown game: a code starts with FT1 (Forty Thieves) or TF1 (Thoughtful Solitaire).</source>
        <translation>ไม่รู้จักเกมนี้: รหัสต้องขึ้นต้นด้วย FT1 (สี่สิบโจร) หรือ TF1 (โซลิแทร์ไตร่ตรอง)</translation>
    </message>
    <message>
        <source>A code has three parts separated by dashes, like TF1-D1N-AAAAAAB.</source>
        <translation>รหัสมีสามส่วนคั่นด้วยขีด เช่น TF1-D1N-AAAAAAB</translation>
    </message>
    <message>
        <source>Unknown option: Forty Thieves codes use N, Thoughtful codes D1N or D3N.</source>
        <translation>ไม่รู้จักตัวเลือกนี้: รหัสของสี่สิบโจรใช้ N ส่วนรหัสของโซลิแทร์ไตร่ตรองใช้ D1N หรือ D3N</translation>
    </message>
    <message>
        <source>The deal number after the last dash must have 7 characters.</source>
        <translation>เลขตาหลังขีดสุดท้ายต้องมี 7 ตัวอักษร</translation>
    </message>
    <message>
        <source>The deal number uses only the letters A to Z and the digits 2 to 7.</source>
        <translation>เลขตาใช้ได้เฉพาะตัวอักษร A ถึง Z และตัวเลข 2 ถึง 7</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>การตั้งค่า</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>การเล่น</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>หน้าตา</translation>
    </message>
    <message>
        <source>Double-click sends a card to the best place</source>
        <translation>ดับเบิลคลิกเพื่อส่งไพ่ไปยังที่ที่ดีที่สุด</translation>
    </message>
    <message>
        <source>Auto-placement: a card dropped where it can&apos;t go goes to the best place</source>
        <translation>วางอัตโนมัติ: ไพ่ที่ปล่อยในที่ที่วางไม่ได้จะไปยังที่ที่ดีที่สุด</translation>
    </message>
    <message>
        <source>Placement help: highlight the piles that accept dragged cards</source>
        <translation>ช่วยวางไพ่: ไฮไลต์กองที่รับไพ่ที่กำลังลาก</translation>
    </message>
    <message>
        <source>Interactive rules: explain why a move is refused</source>
        <translation>กติกาโต้ตอบ: อธิบายว่าทำไมเดินไพ่ไม่ได้</translation>
    </message>
    <message>
        <source>Ask before abandoning a started game</source>
        <translation>ถามก่อนทิ้งเกมที่เริ่มแล้ว</translation>
    </message>
    <message>
        <source>Assistant: say whether the game can still be won, and give hints (H)</source>
        <translation>ผู้ช่วย: บอกว่าเกมยังชนะได้หรือไม่ และให้คำใบ้ (H)</translation>
    </message>
    <message>
        <source>Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>ไพ่สี่สี (♠ ดำ, ♥ แดง, ♦ น้ำเงิน, ♣ เขียว)</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>แสดงนาฬิกา</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>เร็ว</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ปกติ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ช้า</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>ภาพเคลื่อนไหว:</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>ความเร็วภาพเคลื่อนไหว</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>ภาษาของระบบ</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>ภาษา:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>ภาษา</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>คืนค่าเริ่มต้น</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ใช่(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ไม่(&amp;N)</translation>
    </message>
</context>
<context>
    <name>RuleMessages</name>
    <message>
        <source>There is no such pile in this game</source>
        <translation>เกมนี้ไม่มีกองนี้</translation>
    </message>
    <message>
        <source>Cards are never put on the stock or the waste</source>
        <translation>วางไพ่ลงบนกองจั่วหรือกองทิ้งไม่ได้</translation>
    </message>
    <message>
        <source>Drop the cards on another pile</source>
        <translation>ปล่อยไพ่ลงบนกองอื่น</translation>
    </message>
    <message>
        <source>There is no card to move there</source>
        <translation>ตรงนั้นไม่มีไพ่ให้ย้าย</translation>
    </message>
    <message>
        <source>The stock&apos;s cards are face down: click the stock to draw</source>
        <translation>ไพ่ในกองจั่วคว่ำอยู่: คลิกกองจั่วเพื่อจั่วไพ่</translation>
    </message>
    <message>
        <source>In Forty Thieves only one card moves at a time: move the cards above it first</source>
        <translation>ในสี่สิบโจรย้ายไพ่ได้ทีละใบ: ย้ายไพ่ที่ทับอยู่ออกก่อน</translation>
    </message>
    <message>
        <source>In Forty Thieves a card goes on the next higher card of the same suit: the {card} can&apos;t go on the {target}</source>
        <translation>ในสี่สิบโจร ไพ่ต้องวางบนไพ่ดอกเดียวกันที่แต้มสูงกว่าหนึ่งแต้ม: วาง {card} บน {target} ไม่ได้</translation>
    </message>
    <message>
        <source>A card goes on a card exactly one rank higher: the {card} can&apos;t go on the {target}</source>
        <translation>ไพ่ต้องวางบนไพ่ที่แต้มสูงกว่าหนึ่งแต้มพอดี: วาง {card} บน {target} ไม่ได้</translation>
    </message>
    <message>
        <source>Nothing can go on an ace in a column</source>
        <translation>ในคอลัมน์ วางไพ่ใดบนเอซไม่ได้</translation>
    </message>
    <message>
        <source>Colours alternate, red on black and black on red: the {card} can&apos;t go on the {target}</source>
        <translation>สีต้องสลับกัน แดงบนดำ ดำบนแดง: วาง {card} บน {target} ไม่ได้</translation>
    </message>
    <message>
        <source>Only a king can fill an empty column</source>
        <translation>คอลัมน์ว่างรับได้เฉพาะคิง</translation>
    </message>
    <message>
        <source>The {card} is not in sequence, so the group can&apos;t move</source>
        <translation>{card} ไม่เรียงตามลำดับ กลุ่มนี้จึงย้ายไม่ได้</translation>
    </message>
    <message>
        <source>There are not that many cards in the column</source>
        <translation>คอลัมน์นี้มีไพ่ไม่ถึงจำนวนนั้น</translation>
    </message>
    <message>
        <source>Only the top card of the waste can be played</source>
        <translation>ในกองทิ้ง เล่นได้เฉพาะใบบนสุด</translation>
    </message>
    <message>
        <source>Cards go to and from a foundation one at a time</source>
        <translation>ไพ่ขึ้นและลงจากกองฐานได้ทีละใบ</translation>
    </message>
    <message>
        <source>A foundation card can only go back onto a column</source>
        <translation>ไพ่จากกองฐานกลับลงได้เฉพาะคอลัมน์</translation>
    </message>
    <message>
        <source>This foundation takes only {suit}</source>
        <translation>กองฐานนี้รับเฉพาะ {suit}</translation>
    </message>
    <message>
        <source>A foundation starts with an ace</source>
        <translation>กองฐานต้องเริ่มด้วยเอซ</translation>
    </message>
    <message>
        <source>This foundation needs the {next} next</source>
        <translation>กองฐานนี้ต้องการ {next} เป็นใบถัดไป</translation>
    </message>
    <message>
        <source>This foundation is complete</source>
        <translation>กองฐานนี้ครบแล้ว</translation>
    </message>
    <message>
        <source>No redeal in Forty Thieves: the stock is dealt only once</source>
        <translation>สี่สิบโจรไม่มีการแจกซ้ำ: กองจั่วใช้ได้รอบเดียว</translation>
    </message>
    <message>
        <source>The stock and the waste are both empty</source>
        <translation>ทั้งกองจั่วและกองทิ้งว่างหมดแล้ว</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>ไม่มีอะไรให้เลิกทำ</translation>
    </message>
    <message>
        <source>That is not a move</source>
        <translation>นั่นไม่ใช่การเดินไพ่</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>กติกา</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>กติกาของเกม</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>เกม</translation>
    </message>
    <message>
        <source>Score over games</source>
        <translation>คะแนนในแต่ละเกม</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) shown</source>
        <translation>
            <numerusform>แสดง %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>ยังไม่มีเกม</translation>
    </message>
</context>
<context>
    <name>SearchProgress</name>
    <message>
        <source>Assistant</source>
        <translation>ผู้ช่วย</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Assistant at work</source>
        <translation>ผู้ช่วยกำลังทำงาน</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>สถิติ</translation>
    </message>
    <message>
        <source>Forty Thieves</source>
        <translation>สี่สิบโจร</translation>
    </message>
    <message>
        <source>Thoughtful (draw 1)</source>
        <translation>ไตร่ตรอง (จั่วทีละ 1)</translation>
    </message>
    <message>
        <source>Thoughtful (draw 3)</source>
        <translation>ไตร่ตรอง (จั่วทีละ 3)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>แบบเกม</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>สรุป</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>จำนวนเกมที่เล่น</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>จำนวนเกมที่ชนะ</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>อัตราชนะ</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>สถิติต่อเนื่องตอนนี้</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>ชนะติดต่อกันนานที่สุด</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>แพ้ติดต่อกันนานที่สุด</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>คะแนนดีที่สุด</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>คะแนนเฉลี่ย</translation>
    </message>
    <message>
        <source>Last score</source>
        <translation>คะแนนล่าสุด</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>ชนะเร็วที่สุด</translation>
    </message>
    <message>
        <source>Fewest moves in a win</source>
        <translation>ชนะโดยเดินน้อยที่สุด</translation>
    </message>
    <message>
        <source>Total time played</source>
        <translation>เวลาเล่นทั้งหมด</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>ทุกเกม</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>แพ้</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>แสดง</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>แสดง(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>เล่นตานี้อีกครั้ง(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>ส่งออก CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>ล้างสถิติ(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิด(&amp;C)</translation>
    </message>
    <message>
        <source>Game history</source>
        <translation>ประวัติเกม</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s)</source>
        <translation>
            <numerusform>%n เกมล่าสุด</numerusform>
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
            <numerusform>ชนะ %n ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>แพ้ %n ครั้ง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n เกม</numerusform>
        </translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>ส่งออกสถิติ</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
    <message>
        <source>The statistics could not be written to {0}:
{1}</source>
        <translation>เขียนสถิติลงใน {0} ไม่ได้:
{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) exported to {0}</source>
        <translation>
            <numerusform>ส่งออก %n เกมไปยัง {0} แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>ล้างสถิติ</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n game(s) recorded for {0}? Other games keep their statistics. This cannot be undone.</source>
        <translation>
            <numerusform>ลบ %n เกมที่บันทึกไว้ของ {0} หรือไม่ เกมแบบอื่นยังเก็บสถิติไว้ตามเดิม และย้อนกลับไม่ได้</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics could not be reset:
{0}</source>
        <translation>ล้างสถิติไม่ได้:
{0}</translation>
    </message>
    <message>
        <source>Statistics reset</source>
        <translation>ล้างสถิติแล้ว</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The statistics file was damaged and could not be read. It was kept as {moved} and new statistics were started.</source>
        <translation>ไฟล์สถิติเสียหายและอ่านไม่ได้ จึงเก็บไว้เป็น {moved} และเริ่มเก็บสถิติใหม่</translation>
    </message>
    <message>
        <source>The statistics file comes from a newer version of Solitaire. It was kept as {moved} and new statistics were started.</source>
        <translation>ไฟล์สถิติมาจากโซลิแทร์รุ่นที่ใหม่กว่า จึงเก็บไว้เป็น {moved} และเริ่มเก็บสถิติใหม่</translation>
    </message>
    <message>
        <source>The statistics cannot be opened ({detail}). Games played now will not be recorded after you quit.</source>
        <translation>เปิดสถิติไม่ได้ ({detail}) เกมที่เล่นตอนนี้จะไม่ถูกบันทึกไว้หลังจากออก</translation>
    </message>
    <message>
        <source>The saved game could not be restored ({detail}). It was kept as {moved} and a new game was dealt.</source>
        <translation>เรียกคืนเกมที่บันทึกไว้ไม่ได้ ({detail}) จึงเก็บไว้เป็น {moved} และแจกเกมใหม่</translation>
    </message>
    <message>
        <source>The game in progress could not be saved ({detail}).</source>
        <translation>บันทึกเกมที่กำลังเล่นไม่ได้ ({detail})</translation>
    </message>
    <message>
        <source>The settings file could not be read. It was kept as {moved} and the default settings are used.</source>
        <translation>อ่านไฟล์การตั้งค่าไม่ได้ จึงเก็บไว้เป็น {moved} และใช้ค่าเริ่มต้นแทน</translation>
    </message>
    <message>
        <source>Some settings were not valid and were reset to their defaults: {names}.</source>
        <translation>การตั้งค่าบางรายการไม่ถูกต้องและถูกคืนเป็นค่าเริ่มต้น: {names}</translation>
    </message>
    <message>
        <source>The folder {path} cannot be used ({detail}). Settings, statistics and the game in progress will not be kept after you quit.</source>
        <translation>ใช้โฟลเดอร์ {path} ไม่ได้ ({detail}) การตั้งค่า สถิติ และเกมที่กำลังเล่นจะไม่ถูกเก็บไว้หลังจากออก</translation>
    </message>
    <message>
        <source>Solitaire is already running; this window will not save its game.</source>
        <translation>โซลิแทร์เปิดอยู่แล้ว หน้าต่างนี้จะไม่บันทึกเกม</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>คุณชนะ!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>ยินดีด้วย คุณชนะแล้ว!</translation>
    </message>
    <message>
        <source>Score: {0}
Moves: {1}
Time: {2}</source>
        <translation>คะแนน: {0}
การเดิน: {1}
เวลา: {2}</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>สรุปเกม</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>เล่นตานี้อีกครั้ง</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>แสดงลำดับการเดินที่ชนะ</translation>
    </message>
    <message>
        <source>The assistant replays a winning line from the deal&apos;s start.</source>
        <translation>ผู้ช่วยจะเล่นลำดับการเดินที่ชนะให้ดูตั้งแต่ต้นตา</translation>
    </message>
</context>
<context>
    <name>WinningLineReplay</name>
    <message>
        <source>&amp;Stop the winning line</source>
        <translation>หยุดแสดงลำดับการเดินที่ชนะ(&amp;T)</translation>
    </message>
    <message>
        <source>Show a &amp;winning line from the start</source>
        <translation>แสดงลำดับการเดินที่ชนะตั้งแต่ต้น(&amp;W)</translation>
    </message>
    <message>
        <source>Show a winning line</source>
        <translation>แสดงลำดับการเดินที่ชนะ</translation>
    </message>
    <message>
        <source>Showing a winning line from the start ends this game, and it counts as a loss. Show the line?</source>
        <translation>การแสดงลำดับการเดินที่ชนะตั้งแต่ต้นจะจบเกมนี้และนับว่าแพ้ แสดงเลยหรือไม่</translation>
    </message>
    <message>
        <source>Looking for a winning line… ({0} s)</source>
        <translation>กำลังหาลำดับการเดินที่ชนะ… ({0} วินาที)</translation>
    </message>
    <message>
        <source>The assistant&apos;s line for this deal could not be replayed.</source>
        <translation>เล่นลำดับการเดินของผู้ช่วยสำหรับตานี้ซ้ำไม่ได้</translation>
    </message>
    <message>
        <source>This deal cannot be won: no line of play wins it.</source>
        <translation>ตานี้ชนะไม่ได้: ไม่มีลำดับการเดินใดที่ชนะ</translation>
    </message>
    <message numerus="yes">
        <source>The assistant found no winning line within %n second(s). This deal may still be winnable.</source>
        <translation>
            <numerusform>ผู้ช่วยหาลำดับการเดินที่ชนะไม่พบภายใน %n วินาที ตานี้อาจยังชนะได้</numerusform>
        </translation>
    </message>
    <message>
        <source>The assistant could not look for a winning line:
{0}</source>
        <translation>ผู้ช่วยหาลำดับการเดินที่ชนะไม่ได้:
{0}</translation>
    </message>
    <message numerus="yes">
        <source>Showing a winning line of %n action(s) from the start.</source>
        <translation>
            <numerusform>กำลังแสดงลำดับการเดินที่ชนะ %n ขั้นตั้งแต่ต้น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winning line: action {0} of %n. Esc or a click stops it.</source>
        <translation>
            <numerusform>ลำดับการเดินที่ชนะ: ขั้นที่ {0} จาก %n กด Esc หรือคลิกเพื่อหยุด</numerusform>
        </translation>
    </message>
    <message>
        <source>The deal is ready to play.</source>
        <translation>ตานี้พร้อมเล่นแล้ว</translation>
    </message>
</context>
</TS>
