<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>AnswerPanel</name>
    <message>
        <source>%1 (%2):</source>
        <translation>%1（%2）：</translation>
    </message>
    <message>
        <source>%1 (%2), about %3:</source>
        <translation>%1（%2）— %3について：</translation>
    </message>
    <message>
        <source>the Seer</source>
        <translation>占い師</translation>
    </message>
    <message>
        <source>a werewolf</source>
        <translation>人狼</translation>
    </message>
    <message>
        <source>THUMB UP: %1</source>
        <translation>親指を上に：%1</translation>
    </message>
    <message>
        <source>not the Seer</source>
        <translation>占い師ではない</translation>
    </message>
    <message>
        <source>not a werewolf</source>
        <translation>人狼ではない</translation>
    </message>
    <message>
        <source>THUMB DOWN: %1</source>
        <translation>親指を下に：%1</translation>
    </message>
    <message>
        <source>SHOW THE CARD: %1</source>
        <translation>カードを見せる：%1</translation>
    </message>
    <message>
        <source>FLAT HAND: the look tells nothing</source>
        <translation>手のひらを水平に：何もわからなかった</translation>
    </message>
    <message>
        <source>POINT AT %1</source>
        <translation>%1を指さす</translation>
    </message>
    <message>
        <source>LATE (its call is over): %1</source>
        <extracomment>%1: who is shown the answer, about whom (&quot;Seer (Ann), about Bob:&quot;)</extracomment>
        <translation>遅れ（呼び出しは終わっています）：%1</translation>
    </message>
    <message>
        <source>Answers to show</source>
        <translation>見せる答え</translation>
    </message>
    <message>
        <source>Show now</source>
        <translation>いま見せる</translation>
    </message>
</context>
<context>
    <name>Badge</name>
    <message>
        <source>went home</source>
        <translation>おうちに帰った</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>脱落</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>退場</translation>
    </message>
    <message>
        <source>went home on night %1</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>第%1夜に退場</translation>
    </message>
    <message>
        <source>went home on day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>%1日目に退場</translation>
    </message>
    <message>
        <source>night %1</source>
        <extracomment>%1: the night&apos;s number (after &quot;eliminated&quot; or &quot;dead&quot; and a dot)</extracomment>
        <translation>第%1夜</translation>
    </message>
    <message>
        <source>day %1</source>
        <extracomment>%1: the day&apos;s number (after &quot;eliminated&quot; or &quot;dead&quot; and a dot)</extracomment>
        <translation>%1日目</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>Balance</source>
        <translation>バランス</translation>
    </message>
    <message>
        <source>Simulate the odds</source>
        <translation>勝率をシミュレート</translation>
    </message>
    <message>
        <source>Play bot games of this table in the background and show who tends to win</source>
        <translation>このテーブルでボット同士のゲームを裏で繰り返し、どの陣営が勝ちやすいかを表示します</translation>
    </message>
    <message>
        <source>The village&apos;s odds by number of werewolves</source>
        <translation>人⁠狼⁠の人⁠数⁠ご⁠と⁠の村⁠人⁠陣⁠営⁠の勝⁠率</translation>
    </message>
    <message>
        <source>Rough model: the bots are simple. &lt;a href=&quot;bots&quot; style=&quot;color: %1&quot;&gt;What the bots do&lt;/a&gt;</source>
        <translation>おおまかなモデルです：ボットは単純です。&lt;a href=&quot;bots&quot; style=&quot;color: %1&quot;&gt;ボットの動き&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Suggest a fairer table</source>
        <translation>より公平な構成を提案</translation>
    </message>
    <message>
        <source>Play bot games of the tables one card away and propose the most even one</source>
        <translation>カードを1枚だけ変えた構成でボット対戦を行い、最も互角に近いものを提案します</translation>
    </message>
    <message>
        <source>Use this table</source>
        <translation>この構成を使う</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The odds come from games played by simple bots, not by people.

A bot that learns who is a werewolf at night (the Seer) says so the next morning; sometimes a werewolf-side bot claims to be the Seer too. Everyone votes for whoever the claims point at, and at random when there are no claims. The werewolves go after whoever claimed to be the Seer. Nobody reads faces, bluffs cleverly or remembers who voted for whom.

Use the numbers to compare tables with each other: real tables with discussion usually favour the village more. Each bar&apos;s whisker is the 95% interval: with more games it gets narrower.</source>
        <translation>この勝率は人ではなく、単純なボットが遊んだゲームから出しています。

夜に人狼が誰かを知ったボット（占い師）は、翌朝それを公表します。人狼側のボットが占い師を騙ることもあります。全員がCOで名指しされた人に投票し、COがなければランダムに投票します。人狼は占い師を名乗った人を狙います。表情を読んだり、うまく嘘をついたり、誰が誰に投票したかを覚えたりするボットはいません。

数字はテーブル同士を比べるために使ってください。議論のある実際のテーブルでは、ふつう村人陣営がもっと有利になります。各棒のひげは95%信頼区間です。ゲーム数が増えるほど狭くなります。</translation>
    </message>
    <message>
        <source>What the bots do</source>
        <translation>ボットの動き</translation>
    </message>
    <message>
        <source>Fix the table to see the odds.</source>
        <translation>勝率を見るには、テーブルの問題を直してください。</translation>
    </message>
    <message numerus="yes">
        <source>Trying %n nearby table(s)…</source>
        <translation>
            <numerusform>近い構成を%Ln通り試しています…</numerusform>
        </translation>
    </message>
    <message>
        <source>The odds could not be simulated: %1</source>
        <translation>勝率をシミュレートできませんでした：%1</translation>
    </message>
    <message>
        <source>No table one card away is more even.</source>
        <translation>カード1枚の変更では、これより互角に近い構成はありません。</translation>
    </message>
    <message>
        <source>%1 instead of %2: the village would win about %3 (now %4).</source>
        <translation>%2の代わりに%1：村人陣営の勝率は約%3（現在%4）。</translation>
    </message>
    <message>
        <source>Turn on to see how often each side wins.</source>
        <translation>オンにすると、各陣営の勝ちやすさが表示されます。</translation>
    </message>
    <message numerus="yes">
        <source>Simulating… %1 of %n game(s)</source>
        <translation>
            <numerusform>シミュレート中… %1 / %Lnゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n game(s); 95% interval %2 to %3</source>
        <translation>
            <numerusform>%Lnゲーム中%1勝、95%信頼区間 %2～%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>シミュレート中…</translation>
    </message>
    <message>
        <source>%1 bot games; whiskers show the 95% interval.</source>
        <translation>ボット対戦 %1 ゲーム。ひげは95%区間です。</translation>
    </message>
    <message>
        <source>Average game length in days: %1</source>
        <translation>平均ゲーム日数：%1日</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <source>The werewolves win most games at this table (the village: %1).</source>
        <translation>この構成では人狼陣営がほとんど勝ちます（村人陣営の勝率：%1）。</translation>
    </message>
    <message>
        <source>The village wins most games at this table (%1).</source>
        <translation>この構成では村人陣営がほとんど勝ちます（%1）。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>%1&apos;s card: %2</source>
        <extracomment>%1: the player&apos;s name, %2: the role on the card</extracomment>
        <translation>%1のカード：%2</translation>
    </message>
</context>
<context>
    <name>Cause</name>
    <message>
        <source>chosen by the werewolves</source>
        <translation>人狼に選ばれた</translation>
    </message>
    <message>
        <source>voted home</source>
        <translation>投票で追放</translation>
    </message>
    <message>
        <source>sent home by the Dictator</source>
        <translation>独裁者が追放</translation>
    </message>
    <message>
        <source>the Witch&apos;s potion</source>
        <translation>魔女の薬</translation>
    </message>
    <message>
        <source>the Assassin</source>
        <translation>暗殺者</translation>
    </message>
    <message>
        <source>the Vampire&apos;s bite</source>
        <translation>吸血鬼の噛みつき</translation>
    </message>
    <message>
        <source>the Mafia</source>
        <translation>マフィア</translation>
    </message>
    <message>
        <source>the Vigilante</source>
        <translation>自警団員</translation>
    </message>
    <message>
        <source>taken along by the Hunter</source>
        <translation>ハンターの道連れ</translation>
    </message>
    <message>
        <source>taken along by the Nekomata</source>
        <translation>猫又の道連れ</translation>
    </message>
    <message>
        <source>taken along by the Black Cat</source>
        <translation>黒猫の道連れ</translation>
    </message>
    <message>
        <source>followed a partner</source>
        <translation>相方の後追い</translation>
    </message>
    <message>
        <source>looked at by the Seer</source>
        <translation>占い師による呪殺</translation>
    </message>
    <message>
        <source>the Psycho Killer</source>
        <translation>サイコキラー</translation>
    </message>
    <message>
        <source>caught in a trap</source>
        <translation>罠にかかった</translation>
    </message>
    <message>
        <source>old age</source>
        <translation>寿命</translation>
    </message>
    <message>
        <source>a delayed effect</source>
        <translation>遅れて現れた効果</translation>
    </message>
    <message>
        <source>killed by the werewolves</source>
        <translation>人狼に殺された</translation>
    </message>
    <message>
        <source>attacked by the werewolves</source>
        <translation>人狼に襲われた</translation>
    </message>
    <message>
        <source>lynched</source>
        <translation>処刑</translation>
    </message>
    <message>
        <source>voted out</source>
        <translation>投票で脱落</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>says %1</source>
        <extracomment>%1: a role&apos;s name (what the player claims to be)</extracomment>
        <translation>%1を名乗る</translation>
    </message>
    <message>
        <source>says: %1 is a werewolf</source>
        <extracomment>%1: the name of the player the claim is about</extracomment>
        <translation>%1は人狼だと報告</translation>
    </message>
    <message>
        <source>says: %1 is not a werewolf</source>
        <extracomment>%1: the name of the player the claim is about</extracomment>
        <translation>%1は人狼ではないと報告</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>CO</translation>
    </message>
    <message>
        <source>Let this player see their card again, behind the cover [Ctrl+K, then the player&apos;s key]</source>
        <translation>カバーの陰で、この人にもう一度カードを見せます［Ctrl+K のあとその人のキー］</translation>
    </message>
    <message>
        <source>Mark the role this player claims, or a result they report [Ctrl+L, then the player&apos;s key]</source>
        <translation>この人がCOした役職や、伝えた結果を記録します［Ctrl+L のあとその人のキー］</translation>
    </message>
    <message>
        <source>%1 (dealt %2)</source>
        <translation>%1（配布時 %2）</translation>
    </message>
    <message>
        <source>here</source>
        <translation>在席</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>第%1夜</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>%1日目</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>配役</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>%1へ</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>CO</translation>
    </message>
    <message>
        <source>What %1 says in public</source>
        <translation>%1が公の場で言っていること</translation>
    </message>
    <message>
        <source>(no claim)</source>
        <translation>（COなし）</translation>
    </message>
    <message>
        <source>Claims to be</source>
        <translation>名乗っている役職</translation>
    </message>
    <message>
        <source>is a werewolf</source>
        <translation>は人狼</translation>
    </message>
    <message>
        <source>is not a werewolf</source>
        <translation>は人狼ではない</translation>
    </message>
    <message>
        <source>Add the report</source>
        <translation>結果を追加</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>公表した結果</translation>
    </message>
    <message>
        <source>Clear every mark</source>
        <translation>印をすべて消す</translation>
    </message>
    <message>
        <source>Save the claim</source>
        <translation>COを保存</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>ゲームを保存できませんでした：%1</translation>
    </message>
    <message>
        <source>That choice is not allowed: %1</source>
        <translation>その選択はできません：%1</translation>
    </message>
    <message>
        <source>This game cannot be resumed: %1</source>
        <translation>このゲームは再開できません：%1</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>進行中のゲームはありません。</translation>
    </message>
    <message>
        <source>That could not be recorded: %1</source>
        <translation>記録できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>DealingPage</name>
    <message>
        <source>Only this player looks. Press and hold Show, or click it once.</source>
        <translation>このプレイヤーだけが見てください。「見る」を長押しするか、一度クリックしてください。</translation>
    </message>
    <message>
        <source>Show my card (hold)</source>
        <translation>自分のカードを見る（長押し）</translation>
    </message>
    <message>
        <source>Hide (Space)</source>
        <translation>隠す（Space）</translation>
    </message>
    <message>
        <source>Begin</source>
        <translation>はじめる</translation>
    </message>
    <message>
        <source>Every card is dealt. Put the laptop where everyone can reach it.</source>
        <translation>全員にカードが配られました。ノートPCを全員の手が届く所に置いてください。</translation>
    </message>
    <message>
        <source>Hand the laptop back to the moderator.</source>
        <translation>ノートPCを司会者に返してください。</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>ゲームに戻る</translation>
    </message>
    <message>
        <source>Every card is dealt. Hand the laptop back to the moderator.</source>
        <translation>すべてのカードを配りました。ノートPCを司会者に返してください。</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>ゲームを始める</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>%1に渡してください</translation>
    </message>
    <message>
        <source>%1: show my card (hold)</source>
        <translation>%1：自分のカードを見る（長押し）</translation>
    </message>
</context>
<context>
    <name>DemoConsole</name>
    <message>
        <source>Demo game</source>
        <translation>デモゲーム</translation>
    </message>
    <message>
        <source>Bots play a whole game on the table screen while the captions explain it. Nothing is saved in your history.</source>
        <translation>ボットがテーブル画面で1ゲームを最後まで遊び、字幕が流れを解説します。履歴には何も保存されません。</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>とても速い</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>一時停止（Space）</translation>
    </message>
    <message>
        <source>Stop the demo (Esc)</source>
        <translation>デモを止める（Esc）</translation>
    </message>
    <message>
        <source>Go on (Space)</source>
        <translation>続ける（Space）</translation>
    </message>
    <message>
        <source>Close the demo (Esc)</source>
        <translation>デモを閉じる（Esc）</translation>
    </message>
</context>
<context>
    <name>DemoGame</name>
    <message>
        <source>Demo game - table screen</source>
        <translation>デモゲーム - テーブル画面</translation>
    </message>
    <message>
        <source>Welcome to a demo game! Nine bots play Werewolf: two werewolves hide among the villagers. Watch how a game goes, step by step.</source>
        <translation>デモゲームへようこそ！ 9体のボットが人狼ゲームを遊びます。村人たちの中に人狼が2人隠れています。ゲームの流れを一歩ずつ見てみましょう。</translation>
    </message>
    <message>
        <source>The demo cannot go on: a bot&apos;s answer was refused.</source>
        <translation>デモを続けられません：ボットの答えが受け付けられませんでした。</translation>
    </message>
    <message>
        <source>Behind closed eyes (only in the demo: nothing is secret)</source>
        <translation>みんなが目を閉じている間に（デモなので全部見せます）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 choose nobody tonight.</source>
        <translation>%1は今夜は誰も選びません。</translation>
    </message>
    <message>
        <source>%1 chooses nobody tonight.</source>
        <translation>%1は今夜は誰も選びません。</translation>
    </message>
    <message>
        <source>%1 pick %2 to send home.</source>
        <translation>%1は今夜、%2にいたずらすることにします。</translation>
    </message>
    <message>
        <source>%1 picks %2 to send home.</source>
        <translation>%1は今夜、%2にいたずらすることにします。</translation>
    </message>
    <message>
        <source>%1 look at %2.</source>
        <translation>%1は%2を占います。</translation>
    </message>
    <message>
        <source>%1 looks at %2.</source>
        <translation>%1は%2を占います。</translation>
    </message>
    <message>
        <source>%1 guard %2 tonight.</source>
        <translation>%1は今夜%2を守ります。</translation>
    </message>
    <message>
        <source>%1 guards %2 tonight.</source>
        <translation>%1は今夜%2を守ります。</translation>
    </message>
    <message>
        <source>%1: %3, %2.</source>
        <translation>%1：%2に「%3」。</translation>
    </message>
    <message>
        <source>%1 learns: %2.</source>
        <translation>%1が知った結果：%2。</translation>
    </message>
    <message>
        <source>The game is over! The host checks the result before everyone&apos;s card is shown.</source>
        <translation>ゲーム終了！ 全員のカードを公開する前に、司会者が結果を確認します。</translation>
    </message>
    <message>
        <source>%1. Here is everyone&apos;s card: the winners are framed.</source>
        <translation>%1。全員のカードはこちら。勝者は枠で囲まれています。</translation>
    </message>
    <message>
        <source>%1 claims to be the Seer and says %2 is a werewolf.</source>
        <translation>%1が占い師を名乗り、%2は人狼だと言っています。</translation>
    </message>
    <message>
        <source>%1 claims to be the Seer and says %2 is not a werewolf.</source>
        <translation>%1が占い師を名乗り、%2は人狼ではないと言っています。</translation>
    </message>
    <message>
        <source>%1, who says they are the Seer, reports that %2 is a werewolf.</source>
        <translation>占い師を名乗る%1が、%2は人狼だったと報告します。</translation>
    </message>
    <message>
        <source>%1, who says they are the Seer, reports that %2 is not a werewolf.</source>
        <translation>占い師を名乗る%1が、%2は人狼ではなかったと報告します。</translation>
    </message>
    <message>
        <source>Two players now claim to be the Seer: one of them is lying.</source>
        <translation>占い師を名乗る人が2人になりました。どちらかが嘘をついています。</translation>
    </message>
    <message>
        <source>Is it true? The table has to decide whom to believe.</source>
        <translation>本当でしょうか？ 誰を信じるか、テーブルが決めなければなりません。</translation>
    </message>
    <message>
        <source>The first day begins. Nobody knows anything yet: people talk, then vote someone home.</source>
        <translation>1日目が始まります。まだ誰も何も知りません。話し合って、誰かを投票で追放します。</translation>
    </message>
    <message>
        <source>The werewolves struck in the night. Cards stay secret until the end of the game.</source>
        <translation>夜のうちに人狼が動きました。カードはゲームの最後まで秘密のままです。</translation>
    </message>
    <message>
        <source>Morning: nobody went home in the night.</source>
        <translation>朝です。夜のあいだにおうちに帰った人はいませんでした。</translation>
    </message>
    <message>
        <source>Morning: nobody went home in the night. Someone must have been protected!</source>
        <translation>朝：昨夜はおうちに帰った人はいませんでした。誰かが守られたに違いありません！</translation>
    </message>
    <message>
        <source>The table talks it over: the claims point at some players, but anyone could be lying.</source>
        <translation>みんなで話し合います。COで何人かが名指しされていますが、誰かが嘘をついているかもしれません。</translation>
    </message>
    <message>
        <source>The table talks: who might be a werewolf? Nobody has proof, so people follow their hunches.</source>
        <translation>テーブルで話し合います。人狼は誰だろう？ 証拠は誰にもないので、みんな勘を頼りにします。</translation>
    </message>
    <message>
        <source>The table votes: everyone points at the player they suspect most. The one with the most votes goes home.</source>
        <translation>投票です。全員がいちばん怪しいと思う人を指さします。最多票の人が追放されます。</translation>
    </message>
    <message>
        <source>A tie! The table votes again, between the tied players only.</source>
        <translation>同票です！ 同票の人だけを対象に、もう一度投票します。</translation>
    </message>
    <message>
        <source>The host names the most accused player for the final vote.</source>
        <translation>司会者が、最も告発された人を最終投票にかけます。</translation>
    </message>
    <message>
        <source>A player uses a special power now.</source>
        <translation>あるプレイヤーが今、特殊能力を使います。</translation>
    </message>
    <message>
        <source>%1 has the most votes and goes home. Nobody learns their card until the end.</source>
        <translation>%1が最多票で追放されます。カードはゲームの最後まで誰にもわかりません。</translation>
    </message>
    <message>
        <source>Night falls again.</source>
        <translation>再び夜になりました。</translation>
    </message>
    <message>
        <source>Night falls: everyone closes their eyes. The narrator wakes the roles with a night power, one by one.</source>
        <translation>夜になりました。全員目を閉じます。ナレーターが、夜に能力を持つ役職を一人ずつ起こします。</translation>
    </message>
    <message>
        <source>Dawn: everyone opens their eyes to hear the news.</source>
        <translation>夜明け：全員目を開けて、知らせを聞きます。</translation>
    </message>
    <message>
        <source>The werewolves open their eyes and silently agree on someone to send home.</source>
        <translation>人狼が目を開け、今夜いたずらする相手を黙って一人決めます。</translation>
    </message>
    <message>
        <source>The Seer secretly points at one player and learns whether they are a werewolf.</source>
        <translation>占い師はこっそり一人を指さし、その人が人狼かどうかを知ります。</translation>
    </message>
    <message>
        <source>The Knight chooses someone to guard tonight: the werewolves cannot send that player home.</source>
        <translation>騎士は今夜守る人を選びます。その人は人狼に襲われません。</translation>
    </message>
    <message>
        <source>The Medium learns whether the player voted home today was a werewolf.</source>
        <translation>霊媒師は、今日投票で追放された人が人狼だったかを知ります。</translation>
    </message>
    <message>
        <source>On the first night the werewolves only open their eyes to see who their partners are.</source>
        <translation>最初の夜、人狼は目を開けて仲間を確認するだけです。</translation>
    </message>
    <message>
        <source>Everyone else writes a guess on a note, so nobody can tell who is busy at night.</source>
        <translation>それ以外の全員も推理をメモに書くので、夜に誰が動いているかはわかりません。</translation>
    </message>
    <message>
        <source>The Traitor helps the werewolves without being one; the Seer sees a villager.</source>
        <translation>狂人は人狼ではありませんが人狼を助けます。占い師には「人狼ではない」と出ます。</translation>
    </message>
    <message>
        <source>Someone with a special role wakes up and acts in secret.</source>
        <translation>特殊な役職の誰かが目を覚まし、こっそり行動します。</translation>
    </message>
    <message>
        <source>%1 wakes up and acts in secret.</source>
        <translation>%1が目を覚まし、こっそり行動します。</translation>
    </message>
</context>
<context>
    <name>End</name>
    <message>
        <source>Run-off</source>
        <translation>決選投票</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>EndPreview</name>
    <message>
        <source>The TV does not show the roles yet. Correct the last action with Ctrl+Z if it was entered wrongly; otherwise confirm the end.</source>
        <translation>テレビにはまだ役職が表示されていません。最後の操作を間違えて入力した場合は Ctrl+Z で訂正し、そうでなければ終了を確定してください。</translation>
    </message>
    <message>
        <source>Confirm the end  [Enter]</source>
        <translation>終了を確定  [Enter]</translation>
    </message>
    <message>
        <source>Who won: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something went wrong</source>
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <source>Werewolf Desktop met an unexpected problem: %1

The game is saved after every action, so nothing is lost. You can go on playing; if this happens again, restart the app and resume the game.</source>
        <extracomment>%1: the problem, as Python reports it (in English)</extracomment>
        <translation>Werewolf Desktop で予期しない問題が起きました：%1

ゲームは操作のたびに保存されているので、何も失われていません。このまま続けられます。もう一度起きた場合は、アプリを再起動してゲームを再開してください。</translation>
    </message>
    <message>
        <source>Werewolf Desktop is already running</source>
        <translation>Werewolf Desktop はすでに起動しています</translation>
    </message>
    <message>
        <source>Werewolf Desktop is already running with this data folder:
%1

Switch to its window, or quit it before starting it again.</source>
        <extracomment>%1: the data folder&apos;s path</extracomment>
        <translation>このデータフォルダーで Werewolf Desktop がすでに動いています：
%1

そのウィンドウに切り替えるか、終了してからもう一度起動してください。</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The werewolves open their eyes to recognise each other.</source>
        <translation>人狼が目を開けて、仲間を確かめ合います。</translation>
    </message>
    <message>
        <source>The Masons open their eyes to meet.</source>
        <translation>共有者が目を開けて、お互いを確かめます。</translation>
    </message>
    <message>
        <source>The lovers open their eyes to meet.</source>
        <translation>恋人たちが目を開けて、お互いを確かめます。</translation>
    </message>
    <message>
        <source>The werewolves wake together and silently agree on whom to send home.</source>
        <translation>人狼がそろって目を覚まし、今夜いたずらする相手を黙って決めます。</translation>
    </message>
    <message>
        <source>The Seer learns the name of one player who is not a werewolf.</source>
        <translation>占い師は、人狼ではない人を一人教えてもらいます。</translation>
    </message>
    <message>
        <source>Everyone else writes a guess, so nobody can tell who was busy.</source>
        <translation>ほかの人はみんな予想をメモに書きます。誰が夜に動いたか分からないようにするためです。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>wakes up and acts in secret.</source>
        <translation>目を覚まして、こっそり行動します。</translation>
    </message>
    <message>
        <source>A role wakes up and acts in secret.</source>
        <translation>ある役職が目を覚まして、こっそり行動します。</translation>
    </message>
    <message>
        <source>%n player(s) at this table.</source>
        <comment>one</comment>
        <translation>このテーブルは%n人です。</translation>
    </message>
    <message>
        <source>%n player(s) at this table.</source>
        <comment>many</comment>
        <translation>このテーブルは%n人です。</translation>
    </message>
    <message>
        <source>Werewolf is played in turns of night and day. At night, everyone closes their eyes and the roles with a power wake one by one when called. By day, the whole table talks and votes one player home. Cards stay secret until the game ends.</source>
        <translation>人狼ゲームは夜と昼をくり返して進みます。夜はみんな目を閉じ、能力のある役職が呼ばれた順に一人ずつ目を覚まします。昼はみんなで話し合い、投票で一人に帰ってもらいます。カードはゲームが終わるまで秘密のままです。</translation>
    </message>
    <message>
        <source>The roles at this table</source>
        <translation>このテーブルの役職</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Choose the players and the cards in the lobby.</source>
        <translation>ロビーで参加者とカードを選んでください。</translation>
    </message>
    <message>
        <source>How a night runs</source>
        <translation>夜の進み方</translation>
    </message>
    <message>
        <source>The narrator calls each role in this order. A role whose players have gone home is still called, with the same words and the same wait, so silence never tells who is gone.</source>
        <translation>ナレーターはこの順番で役職を呼びます。その役職の人がもう帰っていても、同じ言葉で同じ時間だけ呼ぶので、沈黙から誰がいないかは分かりません。</translation>
    </message>
    <message>
        <source>The nights after</source>
        <translation>それ以降の夜</translation>
    </message>
    <message>
        <source>At dawn everyone opens their eyes and hears who went home. A player who went home stays silent for the rest of the game.</source>
        <translation>夜が明けたらみんな目を開け、誰が帰ったかを聞きます。帰った人はゲームが終わるまで話せません。</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>Hold: look at the console under the privacy cover (one screen)</source>
        <translation>押したまま：目隠しの下のコンソールを見る（1画面のとき）</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>Primer</source>
        <translation>はじめに</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>はたらき</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Game history</source>
        <translation>ゲーム履歴</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>プレイヤー名で検索</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>日数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Wins by side</source>
        <translation>陣営別の勝利数</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Tell the story</source>
        <translation>ストーリーを語る(&amp;T)</translation>
    </message>
    <message>
        <source>Re&amp;sume</source>
        <translation>再開(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export su&amp;mmary…</source>
        <translation>概要をエクスポート(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>中断して終了</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>途中</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%Ln人</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>このゲームを削除しますか？</translation>
    </message>
    <message>
        <source>The game and its replay will be gone for good.</source>
        <translation>ゲームとそのリプレイは完全に消えます。</translation>
    </message>
    <message>
        <source>The game was deleted.</source>
        <translation>ゲームを削除しました。</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>エクスポートに失敗しました：%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>インポートしませんでした：%1</translation>
    </message>
    <message>
        <source>The game was added to the history.</source>
        <translation>ゲームを履歴に追加しました。</translation>
    </message>
    <message>
        <source>This game is already in the history: not added again.</source>
        <translation>このゲームはすでに履歴にあります。重複して追加されませんでした。</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>ゲームをエクスポート</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>ゲームファイル (*.json)</translation>
    </message>
    <message>
        <source>Export summary</source>
        <translation>概要をエクスポート</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>ゲームをインポート</translation>
    </message>
</context>
<context>
    <name>JoinCard</name>
    <message>
        <source>Scan to play on your phone</source>
        <translation>スマホで読み取って参加</translation>
    </message>
    <message>
        <source>Room code: %1</source>
        <translation>ルームコード：%1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>No Japanese voice is installed: the narration is shown as Japanese subtitles, with a soft chime for each line. To hear it, add the Japanese speech pack in Windows Settings &gt; Time &amp; language &gt; Speech, then restart the app.</source>
        <translation>日本語の音声が入っていないため、ナレーションは日本語の字幕と、セリフごとの小さなチャイムで進めます。声で聞くには、Windows の「設定 &gt; 時刻と言語 &gt; 音声認識」で日本語の音声パックを追加し、アプリを起動し直してください。</translation>
    </message>
    <message>
        <source>No Japanese voice is installed: the narration is shown as Japanese subtitles, with a soft chime for each line. To hear it, add a Japanese voice in System Settings &gt; Accessibility &gt; Spoken Content, then restart the app.</source>
        <translation>日本語の音声が入っていないため、ナレーションは日本語の字幕と、セリフごとの小さなチャイムで進めます。声で聞くには、「システム設定 &gt; アクセシビリティ &gt; 読み上げコンテンツ」で日本語の音声を追加し、アプリを起動し直してください。</translation>
    </message>
    <message>
        <source>No Japanese voice is installed: the narration is shown as Japanese subtitles, with a soft chime for each line. To hear it, add the Japanese voice (Open JTalk) with &apos;uv sync --extra ja-voice&apos; or &apos;pip install pyopenjtalk-plus&apos;, then restart the app.</source>
        <translation>日本語の音声が入っていないため、ナレーションは日本語の字幕と、セリフごとの小さなチャイムで進めます。声で聞くには、「uv sync --extra ja-voice」または「pip install pyopenjtalk-plus」で日本語の音声（Open JTalk）を追加し、アプリを起動し直してください。</translation>
    </message>
    <message>
        <source>The speech engine has no %1 voice: the narration is shown as subtitles in %1, with a soft chime for each line. Install a %1 voice for your system (on Linux, the espeak-ng package) to hear it.</source>
        <extracomment>%1: the language&apos;s name, in that language (&quot;Deutsch&quot;)</extracomment>
        <translation>音声エンジンに%1の声がないため、ナレーションは%1の字幕と、セリフごとの小さなチャイムで進めます。声で聞くには、お使いのシステムに%1の音声を追加してください（Linux では espeak-ng パッケージ）。</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
</context>
<context>
    <name>LanguageSwitcher</name>
    <message>
        <source>Finish dealing the cards, then change the language.</source>
        <translation>カードを配り終えてから言語を変更してください。</translation>
    </message>
    <message>
        <source>Close the demo game, then change the language.</source>
        <translation>デモゲームを閉じてから言語を変更してください。</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Watch a demo game</source>
        <translation>デモゲームを見る</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Start the game [Ctrl+Enter]</source>
        <translation>ゲーム開始 [Ctrl+Enter]</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>プレイヤー（席順）</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>名前を入力して Enter</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Drag to change the order; double-click to rename.</source>
        <translation>ドラッグで順番を変更、ダブルクリックで名前を変更できます。</translation>
    </message>
    <message>
        <source>Preset and roles</source>
        <translation>プリセットと役職</translation>
    </message>
    <message>
        <source>Suit the table</source>
        <translation>人数に合わせる</translation>
    </message>
    <message>
        <source>Set the counts the preset suggests for this table</source>
        <translation>人数に合わせて、プリセットのおすすめの役職構成にします</translation>
    </message>
    <message>
        <source>How the cards are dealt</source>
        <translation>カードの配り方</translation>
    </message>
    <message>
        <source>The app deals (shuffle)</source>
        <translation>アプリが配る（シャッフル）</translation>
    </message>
    <message>
        <source>Physical cards: enter who got what</source>
        <translation>実物のカード：誰が何を引いたかを入力</translation>
    </message>
    <message>
        <source>Who leads the night</source>
        <translation>夜の進め方</translation>
    </message>
    <message>
        <source>A moderator leads</source>
        <translation>司会者が進行する</translation>
    </message>
    <message>
        <source>No moderator: pass the laptop</source>
        <translation>司会者なし：ノートPCを回す</translation>
    </message>
    <message>
        <source>Who got which card</source>
        <translation>誰がどのカードを引いたか</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>Wording</source>
        <translation>言い回し</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>議論</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %n player(s).</source>
        <translation>
            <numerusform>%1～%Ln人。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove all %n player(s) from the list?</source>
        <translation>
            <numerusform>リストから%Ln人のプレイヤーをすべて削除しますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n role(s) for %1 players: the counts must match the players.</source>
        <translation>
            <numerusform>%1人に対して役職が%Ln枚です。枚数を人数に合わせてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) for %1 players</source>
        <translation>
            <numerusform>%1人に%Ln枚のカード</numerusform>
        </translation>
    </message>
    <message>
        <source>Standard (many roles)</source>
        <translation>スタンダード（役職多め）</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>ベーシック</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <source>Compact (quick games)</source>
        <translation>コンパクト（短時間）</translation>
    </message>
    <message>
        <source>Traditional party game</source>
        <translation>伝統的なパーティーゲーム</translation>
    </message>
    <message>
        <source>The big role list: Seer, Knight, Medium and many extras.</source>
        <translation>役職の多い構成：占い師、騎士、霊媒師と多くの追加役職。</translation>
    </message>
    <message>
        <source>Werewolves, a Seer and a Doctor; the simplest game.</source>
        <translation>人狼、占い師、医者だけの最もシンプルなゲーム。</translation>
    </message>
    <message>
        <source>Werewolves, Seer, Witch and Hunter.</source>
        <translation>人狼、占い師、魔女、ハンター。</translation>
    </message>
    <message>
        <source>Short timed games for 5 to 12 with a night zero.</source>
        <translation>5～12人向けの時間制限つき短時間ゲーム。第0夜あり。</translation>
    </message>
    <message>
        <source>The moderator-led party game, with variation roles.</source>
        <translation>司会者が進行するパーティーゲーム。バリエーション役職つき。</translation>
    </message>
    <message>
        <source>Gentle (went home, pranks)</source>
        <translation>やさしい（おうちに帰る・いたずら）</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>ふつう（脱落）</translation>
    </message>
    <message>
        <source>Classic (killed, eliminated)</source>
        <translation>クラシック（襲撃・処刑）</translation>
    </message>
    <message>
        <source>How many werewolves (auto suits the table).</source>
        <translation>人狼の人数（自動ならテーブルに合わせます）。</translation>
    </message>
    <message>
        <source>The Knight may guard the same person twice in a row.</source>
        <translation>騎士は同じ人を2晩続けて守れる。</translation>
    </message>
    <message>
        <source>The Traitor learns who the werewolves are.</source>
        <translation>狂人は人狼が誰かを知っている。</translation>
    </message>
    <message>
        <source>The Seer&apos;s first night: a look, a free clear, or none.</source>
        <translation>占い師の最初の夜：自分で占う、人狼でない人を1人知らされる（初日白通知）、何もしない。</translation>
    </message>
    <message>
        <source>A time limit for each night turn (0: none).</source>
        <translation>夜の各手番の制限時間（0：なし）。</translation>
    </message>
    <message>
        <source>The Hunter must take someone along.</source>
        <translation>ハンターは必ず誰かを道連れにする。</translation>
    </message>
    <message>
        <source>What the Thief&apos;s victim becomes.</source>
        <translation>盗賊にカードを奪われた人が何になるか。</translation>
    </message>
    <message>
        <source>What the Witch&apos;s waking potion does.</source>
        <translation>魔女の救いの薬の効果。</translation>
    </message>
    <message>
        <source>Whom the Trapper&apos;s trap catches.</source>
        <translation>罠師の罠に誰がかかるか。</translation>
    </message>
    <message>
        <source>The Trapper may trap the same person twice in a row.</source>
        <translation>罠師は同じ人に2晩続けて罠を仕掛けられる。</translation>
    </message>
    <message>
        <source>What the Priest&apos;s blessing protects from.</source>
        <translation>司祭の祝福が何から守るか。</translation>
    </message>
    <message>
        <source>When the Old Man goes home of old age.</source>
        <translation>老人が寿命で退場するタイミング。</translation>
    </message>
    <message>
        <source>How the Lone Wolf wins.</source>
        <translation>一匹狼の勝利条件。</translation>
    </message>
    <message>
        <source>Which trips home of the Wolf Cub anger the pack.</source>
        <translation>子狼がどのように退場したときに人狼が怒るか。</translation>
    </message>
    <message>
        <source>The Black Cat never takes a Lycan.</source>
        <translation>黒猫は狼憑きを道連れにしない。</translation>
    </message>
    <message>
        <source>The Lovers win as their own side.</source>
        <translation>恋人は独立した陣営として勝つ。</translation>
    </message>
    <message>
        <source>How the Vampire plays.</source>
        <translation>吸血鬼の遊び方。</translation>
    </message>
    <message>
        <source>How Teruteru wins.</source>
        <translation>てるてる坊主の勝利条件。</translation>
    </message>
    <message>
        <source>What a tied vote does.</source>
        <translation>同票のときどうなるか。</translation>
    </message>
    <message>
        <source>When the werewolves win.</source>
        <translation>人狼が勝つ条件。</translation>
    </message>
    <message>
        <source>When the game checks for a winner.</source>
        <translation>勝敗を判定するタイミング。</translation>
    </message>
    <message>
        <source>The Witch may save herself.</source>
        <translation>魔女は自分を救える。</translation>
    </message>
    <message>
        <source>The Witch may use both potions in one night.</source>
        <translation>魔女は一晩に両方の薬を使える。</translation>
    </message>
    <message>
        <source>What happens when the werewolves disagree.</source>
        <translation>人狼の意見が割れたときどうなるか。</translation>
    </message>
    <message>
        <source>What a player who does not vote does.</source>
        <translation>投票しなかったプレイヤーの扱い。</translation>
    </message>
    <message>
        <source>Normal or short timers.</source>
        <translation>通常のタイマーか短いタイマーか。</translation>
    </message>
    <message>
        <source>How long each role is called at night; the same whether its player is still here or gone, so the wait tells nothing.</source>
        <translation>夜に各役職を呼ぶ時間の長さです。その役職の人が生きていても退場していても同じ長さなので、待ち時間から何も分かりません。</translation>
    </message>
    <message>
        <source>Play without the Madman (Traitor).</source>
        <translation>狂人なしで遊ぶ。</translation>
    </message>
    <message>
        <source>Add two Masons.</source>
        <translation>共有者を2人加える。</translation>
    </message>
    <message>
        <source>Play without the Seer.</source>
        <translation>占い師なしで遊ぶ。</translation>
    </message>
    <message>
        <source>Whether the game starts at night or by day.</source>
        <translation>夜から始めるか、昼から始めるか。</translation>
    </message>
    <message>
        <source>How Wolfsbane works.</source>
        <translation>トリカブトの効果。</translation>
    </message>
    <message>
        <source>Who wins when Wolfsbane is one of the last two.</source>
        <translation>トリカブトが最後の2人に残ったときの勝者。</translation>
    </message>
    <message>
        <source>Plurality or a majority to send someone home.</source>
        <translation>追放に必要なのは最多票か過半数か。</translation>
    </message>
    <message>
        <source>The Magistrate may shield themselves.</source>
        <translation>判事は自分をかばえる。</translation>
    </message>
    <message>
        <source>A player who goes home shows their card to everyone.</source>
        <translation>退場したプレイヤーは自分のカードを全員に見せる。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>既定値：%1</translation>
    </message>
    <message>
        <source>This role is not available yet.</source>
        <translation>この役職はまだ使えません。</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>This preset has no other house rules.</source>
        <translation>このプリセットには他のハウスルールはありません。</translation>
    </message>
    <message>
        <source>(%1 min %2 s)</source>
        <translation>（%1分%2秒）</translation>
    </message>
    <message>
        <source>set by the preset&apos;s pace</source>
        <translation>プリセットのペースで決まる</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（選択）</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（名前なし）</translation>
    </message>
    <message>
        <source>Choose the card each player got (missing: %1).</source>
        <translation>各プレイヤーが引いたカードを選んでください（残り：%1）。</translation>
    </message>
    <message>
        <source>The cards entered do not match the role counts above.</source>
        <translation>入力したカードが上の役職の枚数と合いません。</translation>
    </message>
    <message>
        <source>Add the players, in the order they sit.</source>
        <translation>座っている順にプレイヤーを追加してください。</translation>
    </message>
    <message>
        <source>Ready: press Start when everyone is seated.</source>
        <translation>準備完了：全員が席についたら「ゲーム開始」を押してください。</translation>
    </message>
    <message>
        <source>Fix the marked problems to start.</source>
        <translation>印のついた問題を直すと開始できます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Werewolf Desktop</source>
        <translation>人狼デスクトップ — Werewolf Desktop</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Resume a saved game...</source>
        <translation>保存したゲームを再開(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;History and replays...</source>
        <translation>履歴とリプレイ(&amp;H)...</translation>
    </message>
    <message>
        <source>Players&apos; &amp;phones...</source>
        <translation>プレイヤーのスマホ(&amp;P)...</translation>
    </message>
    <message>
        <source>Watch a &amp;demo game</source>
        <translation>デモゲームを見る(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Narration</source>
        <translation>ナレーション(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Voice settings...</source>
        <translation>音声の設定(&amp;V)...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Primer and shortcuts...</source>
        <translation>はじめに・ショートカット(&amp;P)...</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>The game is saved; you can resume it later. Leave it for a new game?</source>
        <translation>ゲームは保存されているので、あとで再開できます。このゲームを離れて新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>There is no unfinished game to resume.</source>
        <translation>再開できる途中のゲームはありません。</translation>
    </message>
    <message>
        <source>Pr&amp;int...</source>
        <translation>印刷(&amp;I)...</translation>
    </message>
    <message>
        <source>Resume another game</source>
        <translation>別のゲームを再開</translation>
    </message>
    <message>
        <source>The game is saved; you can resume it later. Switch games?</source>
        <translation>このゲームは保存されていて、あとで再開できます。ゲームを切り替えますか？</translation>
    </message>
    <message>
        <source>This game cannot be replayed: %1</source>
        <translation>このゲームはリプレイできません：%1</translation>
    </message>
    <message>
        <source>Leave the current game (Game &gt; New game) to watch a demo.</source>
        <translation>デモを見るには、今のゲームを離れてください（ゲーム &gt; 新しいゲーム）。</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>あとで続ける</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>このゲームをやめる</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>An abandoned game stays in the history but is never offered again.</source>
        <translation>やめたゲームは履歴に残りますが、続きを遊ぶ候補には二度と出てきません。</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>The game is saved; you can resume it later. Quit?</source>
        <translation>ゲームは保存されているので、あとで再開できます。終了しますか？</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>(%1)</source>
        <extracomment>%1: the message&apos;s id</extracomment>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>%1 went home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1はおうちに帰りました。</translation>
    </message>
    <message>
        <source>%1 was eliminated.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1が脱落しました。</translation>
    </message>
    <message>
        <source>%1 died.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1が死亡しました。</translation>
    </message>
    <message>
        <source>A quiet night.</source>
        <translation>静かな夜でした。</translation>
    </message>
    <message>
        <source>The table sent %1 home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>話し合いの結果、%1はおうちに帰ることになりました。</translation>
    </message>
    <message>
        <source>The table eliminated %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>投票により%1が脱落しました。</translation>
    </message>
    <message>
        <source>The village lynched %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>投票により%1が処刑されました。</translation>
    </message>
    <message>
        <source>Nobody goes home today.</source>
        <translation>今日はおうちに帰る人はいません。</translation>
    </message>
    <message>
        <source>Nobody is eliminated today.</source>
        <translation>今日は誰も脱落しません。</translation>
    </message>
    <message>
        <source>Nobody is lynched today.</source>
        <translation>今日は誰も処刑されません。</translation>
    </message>
    <message>
        <source>%n accused: %1.</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>告発された人（%n人）：%1。</translation>
    </message>
    <message>
        <source>%n accused: %1.</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>告発された人（%n人）：%1。</translation>
    </message>
    <message>
        <source>To start with: %1 is not a werewolf.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>初日のお告げによると、%1は人狼ではありません。</translation>
    </message>
    <message>
        <source>You are the only one.</source>
        <translation>仲間はあなた一人だけです。</translation>
    </message>
    <message>
        <source>%1 died (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they died (e.g. &quot;lynched&quot;)</extracomment>
        <translation>%1が死亡しました（%2）。</translation>
    </message>
    <message>
        <source>%1 is out of the game (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they are out (e.g. &quot;voted out&quot;)</extracomment>
        <translation>%1が脱落しました（%2）。</translation>
    </message>
    <message>
        <source>%1 went home (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they went home (e.g. &quot;voted home&quot;)</extracomment>
        <translation>%1が退場しました（%2）。</translation>
    </message>
    <message>
        <source>The werewolves chose to prank %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>人狼は%1にいたずらすることにしました。</translation>
    </message>
    <message>
        <source>The werewolves chose to attack %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>人狼は%1を襲うことにしました。</translation>
    </message>
    <message>
        <source>The werewolves chose to kill %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>人狼は%1を襲撃することにしました。</translation>
    </message>
    <message>
        <source>%1 voted for %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1は%2に投票しました。</translation>
    </message>
    <message>
        <source>%1 used the saving potion on %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1は%2に救いの薬を使いました。</translation>
    </message>
    <message>
        <source>%1 used the other potion on %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1は%2にもう一つの薬を使いました。</translation>
    </message>
    <message>
        <source>A blessing kept %1 here (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: why they went home (e.g. &quot;voted home&quot;)</extracomment>
        <translation>祝福により%1は残りました（%2）。</translation>
    </message>
    <message>
        <source>%1 took %2 home with them.</source>
        <extracomment>%1: the player&apos;s name, %2: the name of the player chosen</extracomment>
        <translation>%1は%2を道連れにしました。</translation>
    </message>
    <message>
        <source>%1 went home: the pack chooses twice on night %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the night&apos;s number</extracomment>
        <translation>%1が退場しました。第%2夜、人狼は2人を選びます。</translation>
    </message>
    <message>
        <source>A guard kept %1 safe.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>護衛により%1は無事でした。</translation>
    </message>
    <message>
        <source>The trap at %1&apos;s door worked.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1の家の罠が作動しました。</translation>
    </message>
    <message>
        <source>Morning comes.</source>
        <translation>朝になりました。</translation>
    </message>
    <message>
        <source>Night falls.</source>
        <translation>夜になりました。</translation>
    </message>
    <message>
        <source>Fresh bread arrived this morning.</source>
        <translation>今朝は焼きたてのパンが届きました。</translation>
    </message>
    <message>
        <source>No bread this morning.</source>
        <translation>今朝はパンが届きませんでした。</translation>
    </message>
    <message>
        <source>%1 cannot be voted home today.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1は今日、投票で追放されません。</translation>
    </message>
    <message>
        <source>No one had a majority.</source>
        <translation>過半数を得た人はいませんでした。</translation>
    </message>
    <message>
        <source>A tie: the lot fell on %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>同票：くじで%1に決まりました。</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1がテーブルに戻ってきました。</translation>
    </message>
    <message>
        <source>%1 went home as well.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1も一緒に退場しました。</translation>
    </message>
    <message>
        <source>%1 stays at the table.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1はテーブルに残ります。</translation>
    </message>
    <message>
        <source>%1 stepped forward and decided the vote.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1が名乗り出て、投票を決めました。</translation>
    </message>
    <message>
        <source>The werewolves are %1.</source>
        <extracomment>%1: the werewolves&apos; names (a list: &quot;Ann, Bob and Cleo&quot;)</extracomment>
        <translation>人狼は%1です。</translation>
    </message>
    <message>
        <source>The werewolf is %1.</source>
        <extracomment>%1: the name of the only werewolf</extracomment>
        <translation>人狼は%1です。</translation>
    </message>
    <message>
        <source>Your pack: %1.</source>
        <extracomment>%1: the other werewolves&apos; names (a list)</extracomment>
        <translation>人狼の仲間は%1です。</translation>
    </message>
    <message>
        <source>Your partner: %1.</source>
        <extracomment>%1: the partner&apos;s name</extracomment>
        <translation>あなたの相方は%1です。</translation>
    </message>
    <message>
        <source>The other Masons: %1.</source>
        <extracomment>%1: the other Masons&apos; names (a list)</extracomment>
        <translation>ほかの共有者は%1です。</translation>
    </message>
    <message>
        <source>The other Mason: %1.</source>
        <extracomment>%1: the name of the only other Mason</extracomment>
        <translation>ほかの共有者は%1です。</translation>
    </message>
    <message>
        <source>A blessing kept you here.</source>
        <translation>祝福のおかげで、あなたは残りました。</translation>
    </message>
    <message>
        <source>The werewolves chose you: from the next night you are one.</source>
        <translation>人狼に選ばれました。次の夜からあなたも人狼です。</translation>
    </message>
    <message>
        <source>The werewolves chose %1 tonight.</source>
        <extracomment>%1: the name of the player the werewolves chose</extracomment>
        <translation>今夜、人狼は%1を選びました。</translation>
    </message>
    <message>
        <source>%1&apos;s vote was drawn: %2.</source>
        <extracomment>%1: the name of the player whose vote was drawn, %2: the name drawn</extracomment>
        <translation>くじの結果、%1は%2に投票しました。</translation>
    </message>
    <message>
        <source>A potion saved %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>薬が%1を救いました。</translation>
    </message>
    <message>
        <source>%1 guards %2.</source>
        <extracomment>%1: the guard&apos;s name, %2: the name of the player guarded</extracomment>
        <translation>%1が%2を守っています。</translation>
    </message>
    <message>
        <source>%1 could not be taken.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1は道連れにされませんでした。</translation>
    </message>
    <message>
        <source>%1 took nobody along.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1は誰も道連れにしませんでした。</translation>
    </message>
    <message>
        <source>%1 was ill: the pack rests on night %2.</source>
        <extracomment>%1: the Diseased player&apos;s name, %2: the night&apos;s number</extracomment>
        <translation>%1は病人でした。第%2夜、人狼は休みます。</translation>
    </message>
    <message>
        <source>%1 holds on for one more day.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1はもう一日だけ持ちこたえます。</translation>
    </message>
    <message>
        <source>%1 follows the Fox home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1は妖狐の後を追って退場します。</translation>
    </message>
    <message>
        <source>%1 chose %2 (%3).</source>
        <extracomment>%1: the name of who chose, %2: the name of the player chosen, %3: how (e.g. &quot;the Witch&apos;s potion&quot;)</extracomment>
        <translation>%1が%2を選びました（%3）。</translation>
    </message>
    <message>
        <source>%1 was not harmed by %2.</source>
        <extracomment>%1: the Fox&apos;s name, %2: the name of the player who chose the Fox</extracomment>
        <translation>%2の行動は%1には効きませんでした。</translation>
    </message>
    <message>
        <source>%1 shields %2.</source>
        <extracomment>%1: the name of who shields, %2: the name of the player shielded</extracomment>
        <translation>%1が%2をかばっています。</translation>
    </message>
    <message>
        <source>%1 looked at %2.</source>
        <extracomment>%1: the name of who looked, %2: the Fox&apos;s name</extracomment>
        <translation>%1が%2を占いました。</translation>
    </message>
    <message>
        <source>%1 chose %2.</source>
        <extracomment>%1: the name of the player who chose, %2: the name of the player chosen</extracomment>
        <translation>%1が%2を選びました。</translation>
    </message>
    <message>
        <source>%1 reached %2.</source>
        <extracomment>%1: the name of who came, %2: the name of the player reached</extracomment>
        <translation>%1が%2のもとへ行きました。</translation>
    </message>
    <message>
        <source>%1 sprinkled %2.</source>
        <extracomment>%1: the name of who sprinkled, %2: the name of the player sprinkled</extracomment>
        <translation>%1が%2の家にトリカブトを撒きました。</translation>
    </message>
    <message>
        <source>%1 was not harmed (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: what came for them (e.g. &quot;the Assassin&quot;)</extracomment>
        <translation>%1は無事でした（%2）。</translation>
    </message>
    <message>
        <source>%1 joined the werewolves.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1が人狼の仲間になりました。</translation>
    </message>
    <message>
        <source>%1 tied %2 together.</source>
        <extracomment>%1: the name of who tied them, %2: the two names (&quot;Ann and Bob&quot;)</extracomment>
        <translation>%1が%2を結びつけました。</translation>
    </message>
    <message>
        <source>%1&apos;s choice of %2 had no effect.</source>
        <extracomment>%1: the name of who chose, %2: the name of the player chosen</extracomment>
        <translation>%1は%2を選びましたが、効果はありませんでした。</translation>
    </message>
    <message>
        <source>%1 blessed %2.</source>
        <extracomment>%1: the Priest&apos;s name, %2: the name of the player blessed</extracomment>
        <translation>%1が%2を祝福しました。</translation>
    </message>
    <message>
        <source>%1 set a trap at %2&apos;s door.</source>
        <extracomment>%1: the Trapper&apos;s name, %2: the name of the player whose door it is</extracomment>
        <translation>%1が%2の家の前に罠を仕掛けました。</translation>
    </message>
    <message>
        <source>%1 could not swap with %2.</source>
        <extracomment>%1: the Thief&apos;s name, %2: the name of the other player</extracomment>
        <translation>%1は%2とカードを交換できませんでした。</translation>
    </message>
    <message>
        <source>%1&apos;s bite on %2 failed.</source>
        <extracomment>%1: the Vampire&apos;s name, %2: the name of the player bitten</extracomment>
        <translation>%1は%2を噛もうとしましたが、失敗しました。</translation>
    </message>
    <message>
        <source>%1 took %2&apos;s card (%3); %2 is now %4.</source>
        <extracomment>%1: the Thief&apos;s name, %2: the other player&apos;s name, %3: the card taken (a role), %4: the other player&apos;s new role</extracomment>
        <translation>%1が%2のカード（%3）を奪いました。%2は%4になりました。</translation>
    </message>
    <message>
        <source>%1 bit %2.</source>
        <extracomment>%1: the Vampire&apos;s name, %2: the name of the player bitten</extracomment>
        <translation>%1が%2を噛みました。</translation>
    </message>
    <message>
        <source>%1 joined your pack.</source>
        <extracomment>%1: the new werewolf&apos;s name</extracomment>
        <translation>%1が人狼の仲間に加わりました。</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>%1: a look&apos;s result (&quot;Ann is not a werewolf&quot;)</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>You are tied to %1.</source>
        <extracomment>%1: the partner&apos;s name</extracomment>
        <translation>あなたは%1と結ばれています。</translation>
    </message>
    <message>
        <source>You take over the looks from night %1.</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>第%1夜から、あなたが占いを引き継ぎます。</translation>
    </message>
    <message>
        <source>You took %1&apos;s card: %2.</source>
        <extracomment>%1: the other player&apos;s name, %2: the card taken (a role)</extracomment>
        <translation>あなたは%1のカード（%2）を奪いました。</translation>
    </message>
    <message>
        <source>Your card was swapped: you are now %1.</source>
        <extracomment>%1: your new role</extracomment>
        <translation>あなたのカードは交換されました。今のあなたは%1です。</translation>
    </message>
    <message>
        <source>The Foxes: %1.</source>
        <extracomment>%1: the Foxes&apos; names (a list)</extracomment>
        <translation>妖狐は%1です。</translation>
    </message>
    <message>
        <source>The Fox: %1.</source>
        <extracomment>%1: the Fox&apos;s name</extracomment>
        <translation>妖狐は%1です。</translation>
    </message>
    <message>
        <source>The other foxes: %1.</source>
        <extracomment>%1: the other foxes&apos; names (a list)</extracomment>
        <translation>ほかの妖狐は%1です。</translation>
    </message>
    <message>
        <source>The other fox: %1.</source>
        <extracomment>%1: the name of the only other fox</extracomment>
        <translation>ほかの妖狐は%1です。</translation>
    </message>
    <message>
        <source>Your family: %1.</source>
        <extracomment>%1: the other Mafia members&apos; names (a list)</extracomment>
        <translation>あなたのファミリーは%1です。</translation>
    </message>
</context>
<context>
    <name>ModeratorConsole</name>
    <message>
        <source>Correct  [Ctrl+Z]</source>
        <translation>訂正  [Ctrl+Z]</translation>
    </message>
    <message>
        <source>Redo  [Ctrl+Shift+Z]</source>
        <translation>やり直し  [Ctrl+Shift+Z]</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>進行中のゲームはありません。</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Back  [Esc]</source>
        <translation>戻る  [Esc]</translation>
    </message>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>決定  [Enter]</translation>
    </message>
    <message>
        <source>Nobody  [N]</source>
        <translation>誰も選ばない  [N]</translation>
    </message>
    <message>
        <source>Everyone without a power may write a note. In a game led by a moderator the notes do not matter.</source>
        <translation>能力のない人は全員メモを書けます。司会者が進行するゲームでは、メモは結果に影響しません。</translation>
    </message>
    <message>
        <source>Skip all notes  [Enter]</source>
        <translation>メモをすべて飛ばす  [Enter]</translation>
    </message>
    <message>
        <source>+1 minute  [+]</source>
        <translation>+1分  [+]</translation>
    </message>
    <message>
        <source>Day powers</source>
        <translation>昼の能力</translation>
    </message>
    <message>
        <source>To the vote  [Enter]</source>
        <translation>投票へ  [Enter]</translation>
    </message>
    <message>
        <source>Enter totals instead</source>
        <translation>合計票数で入力する</translation>
    </message>
    <message>
        <source>Record the votes  [Enter]</source>
        <translation>投票を記録  [Enter]</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>ナレーション</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>No narration attached.</source>
        <translation>ナレーションは未接続です。</translation>
    </message>
    <message>
        <source>Pause  [F8]</source>
        <translation>一時停止  [F8]</translation>
    </message>
    <message>
        <source>Continue to the night  [Enter]</source>
        <translation>夜へ進む  [Enter]</translation>
    </message>
    <message>
        <source>Repeat  [F7]</source>
        <translation>もう一度  [F7]</translation>
    </message>
    <message>
        <source>Skip  [F9]</source>
        <translation>飛ばす  [F9]</translation>
    </message>
    <message>
        <source>+15 s  [Ctrl+M]</source>
        <translation>+15秒  [Ctrl+M]</translation>
    </message>
    <message>
        <source>Pick a player (in seat order), or the highlighted voter&apos;s vote</source>
        <translation>プレイヤーを選ぶ（席順）、または選択中の人の投票先</translation>
    </message>
    <message>
        <source>Nobody, or no vote</source>
        <translation>誰も選ばない、または投票なし</translation>
    </message>
    <message>
        <source>Confirm the step</source>
        <translation>この手順を確定</translation>
    </message>
    <message>
        <source>Start or pause the day timer</source>
        <translation>昼のタイマーを開始・一時停止</translation>
    </message>
    <message>
        <source>Add time to the timer</source>
        <translation>タイマーに時間を足す</translation>
    </message>
    <message>
        <source>Back to the discussion; cancel a Claim or Card key</source>
        <translation>話し合いに戻る。COキー・カードキーの取り消し</translation>
    </message>
    <message>
        <source>Redo the action just corrected</source>
        <translation>訂正した操作をやり直す</translation>
    </message>
    <message>
        <source>More time for the call now open</source>
        <translation>いま呼んでいる役職の時間を延ばす</translation>
    </message>
    <message>
        <source>Claim: then a player&apos;s key marks what they claim</source>
        <translation>CO：続けてプレイヤーのキーを押すと、その人のCOを記録</translation>
    </message>
    <message>
        <source>Card: then a player&apos;s key shows them their card again</source>
        <translation>カード：続けてプレイヤーのキーを押すと、その人にカードをもう一度見せる</translation>
    </message>
    <message>
        <source>Narration: repeat the line</source>
        <translation>ナレーション：もう一度読む</translation>
    </message>
    <message>
        <source>Narration: pause or resume</source>
        <translation>ナレーション：一時停止・再開</translation>
    </message>
    <message>
        <source>Narration: skip the line</source>
        <translation>ナレーション：この文を飛ばす</translation>
    </message>
    <message>
        <source>Claim: press the player&apos;s key (Esc: cancel)</source>
        <translation>CO：プレイヤーのキーを押してください（Escで取り消し）</translation>
    </message>
    <message>
        <source>Card: press the player&apos;s key (Esc: cancel)</source>
        <translation>カード：プレイヤーのキーを押してください（Escで取り消し）</translation>
    </message>
    <message>
        <source>F9: a call&apos;s time is never cut short.</source>
        <translation>F9：呼び出しの時間は短くなりません。</translation>
    </message>
    <message>
        <source>+15 s: %1 left for this call.</source>
        <extracomment>%1: the time now left in the call, e.g. 0:27</extracomment>
        <translation>+15秒：この呼び出しの残りは%1です。</translation>
    </message>
    <message>
        <source>Call open: %1 left</source>
        <extracomment>%1: the time left in the call, e.g. 0:12</extracomment>
        <translation>呼び出し中：残り%1</translation>
    </message>
    <message>
        <source>Resume  [F8]</source>
        <translation>再開  [F8]</translation>
    </message>
    <message>
        <source>More time: lengthen the call now open by 15 seconds (the only thing that makes a call longer).</source>
        <translation>時間を延長：今呼んでいる役職の時間を15秒延ばします（呼び出しが長くなるのはこの操作のときだけです）。</translation>
    </message>
    <message>
        <source>Not called yet: wait for the voice to call %1.</source>
        <translation>まだ呼ばれていません。%1が呼ばれるまでお待ちください。</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>ゲームなし</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>The game is decided</source>
        <translation>勝敗が決まりました</translation>
    </message>
    <message>
        <source>Night %1</source>
        <translation>第%1夜</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>%1日目</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>することはありません</translation>
    </message>
    <message>
        <source>Day %1 – %2</source>
        <translation>%1日目 – %2</translation>
    </message>
    <message>
        <source>last words</source>
        <translation>遺言</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>遺言</translation>
    </message>
    <message>
        <source>The outcome stays on the table screen. Let the table speak, then continue.</source>
        <translation>結果はテーブル画面に表示されたままです。遺言を聞いてから次へ進んでください。</translation>
    </message>
    <message>
        <source>The narration is still reading</source>
        <translation>ナレーションの読み上げ中です</translation>
    </message>
    <message>
        <source>Wait for the voice</source>
        <translation>読み上げが終わるまでお待ちください</translation>
    </message>
    <message>
        <source>The day goes on once the table has heard the news. Skip lines to hurry.</source>
        <translation>全員が知らせを聞いてから昼が進みます。急ぐときはセリフをスキップしてください。</translation>
    </message>
    <message>
        <source>the werewolves</source>
        <translation>人狼</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>the discussion</source>
        <translation>議論</translation>
    </message>
    <message>
        <source>the run-off</source>
        <translation>決選投票</translation>
    </message>
    <message>
        <source>the vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>司会者</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>The werewolves (%1): %2</source>
        <translation>人狼（%1）：%2</translation>
    </message>
    <message>
        <source>The host: %1</source>
        <translation>司会者：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The werewolves chose: %1</source>
        <translation>人狼の選択：%1</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s), then confirm.</source>
        <translation>
            <numerusform>%Ln人選んでから決定してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone must be chosen.</source>
        <translation>誰かを選ぶ必要があります。</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>議論</translation>
    </message>
    <message>
        <source>Start the timer, let the table talk, then open the vote.</source>
        <translation>タイマーを開始してテーブルで話し合い、それから投票を始めます。</translation>
    </message>
    <message>
        <source>Run-off</source>
        <translation>決選投票</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>For each voter (highlighted) press the key of the one they vote for.</source>
        <translation>投票者（強調表示）ごとに、その人が投票する相手のキーを押してください。</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>時間切れです！</translation>
    </message>
    <message>
        <source>These totals cannot be shared out among the voters.</source>
        <translation>この合計票数は投票者に割り振れません。</translation>
    </message>
    <message>
        <source>Correct the last action</source>
        <translation>最後の操作を訂正</translation>
    </message>
    <message numerus="yes">
        <source>No power tonight for %n player(s).</source>
        <translation>
            <numerusform>今夜、能力のないプレイヤー：%Ln人。</numerusform>
        </translation>
    </message>
    <message>
        <source>+15 s: added as soon as the call opens.</source>
        <translation>+15秒：呼び出しが始まったらすぐに足します。</translation>
    </message>
    <message>
        <source>+15 s: no call is open now.</source>
        <translation>+15秒：いまは呼び出し中ではありません。</translation>
    </message>
    <message>
        <source>The TV already showed the result of this action. Take it back anyway?</source>
        <translation>この操作の結果はすでにテレビに表示されています。それでも取り消しますか？</translation>
    </message>
</context>
<context>
    <name>Morning</name>
    <message>
        <source>Nobody went home</source>
        <translation>おうちに帰った人はいません</translation>
    </message>
    <message>
        <source>Nobody was eliminated</source>
        <translation>脱落者はいません</translation>
    </message>
    <message>
        <source>Nobody died</source>
        <translation>犠牲者はいません</translation>
    </message>
    <message>
        <source>%1 went home</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%1がおうちに帰りました</translation>
    </message>
    <message>
        <source>%1 went home</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%1がおうちに帰りました</translation>
    </message>
    <message>
        <source>%n eliminated: %1</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>脱落者%n人：%1</translation>
    </message>
    <message>
        <source>%n eliminated: %1</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>脱落者%n人：%1</translation>
    </message>
    <message>
        <source>%n died: %1</source>
        <comment>one</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>犠牲者%n人：%1</translation>
    </message>
    <message>
        <source>%n died: %1</source>
        <comment>many</comment>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>犠牲者%n人：%1</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>%1: the names before the last one (already joined with commas), %2: the last name</extracomment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>誰か</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>Night falls on the village. Everyone, close your eyes.</source>
        <translation>村に夜が訪れました。皆さん、目を閉じてください。</translation>
    </message>
    <message>
        <source>Morning light is here. Everyone, open your eyes.</source>
        <translation>朝の光が差してきました。皆さん、目を開けてください。</translation>
    </message>
    <message>
        <source>Thief, open your eyes. You may trade your card for someone else&apos;s role.</source>
        <translation>盗賊は目を開けてください。ほかの人の役職と自分のカードを交換できます。</translation>
    </message>
    <message>
        <source>Thief, close your eyes.</source>
        <translation>盗賊は目を閉じてください。</translation>
    </message>
    <message>
        <source>Cupid, open your eyes and pick the two people who will fall in love.</source>
        <translation>キューピッドは目を開けて、恋に落ちる2人を選んでください。</translation>
    </message>
    <message>
        <source>Cupid, close your eyes.</source>
        <translation>キューピッドは目を閉じてください。</translation>
    </message>
    <message>
        <source>Lovers, open your eyes and find the one whose fate is tied to yours.</source>
        <translation>恋人たちは目を開けて、運命で結ばれた相手を確かめてください。</translation>
    </message>
    <message>
        <source>Lovers, close your eyes.</source>
        <translation>恋人たちは目を閉じてください。</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and look around: this is your pack.</source>
        <translation>人狼は目を開けて、お互いの顔を確認してください。目を開けているのがあなたの仲間です。</translation>
    </message>
    <message>
        <source>Werewolves, close your eyes.</source>
        <translation>人狼は目を閉じてください。</translation>
    </message>
    <message>
        <source>Masons, open your eyes and see who shares your secret.</source>
        <translation>共有者は目を開けて、秘密を分かち合う相手を確かめてください。</translation>
    </message>
    <message>
        <source>Masons, close your eyes.</source>
        <translation>共有者は目を閉じてください。</translation>
    </message>
    <message>
        <source>Seer, open your eyes. You are shown one person who is surely no werewolf.</source>
        <translation>占い師は目を開けてください。人狼ではない人を一人お知らせします。</translation>
    </message>
    <message>
        <source>Seer, close your eyes.</source>
        <translation>占い師は目を閉じてください。</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and agree in silence on whom to prank tonight.</source>
        <translation>人狼は目を開けて、今夜いたずらする相手を黙って決めてください。</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and agree in silence on whom to attack.</source>
        <translation>人狼は目を開けて、襲う相手を黙って決めてください。</translation>
    </message>
    <message>
        <source>Werewolves, open your eyes and agree in silence on tonight&apos;s victim.</source>
        <translation>人狼は目を開けて、今夜の襲撃先を黙って決めてください。</translation>
    </message>
    <message>
        <source>Werewolves, keep your eyes open and agree in silence on whom to prank.</source>
        <translation>人狼はそのまま目を開けて、いたずらする相手を黙って決めてください。</translation>
    </message>
    <message>
        <source>Werewolves, keep your eyes open and agree in silence on whom to attack.</source>
        <translation>人狼はそのまま目を開けて、襲う相手を黙って決めてください。</translation>
    </message>
    <message>
        <source>Werewolves, keep your eyes open and agree in silence on a victim.</source>
        <translation>人狼はそのまま目を開けて、今夜の犠牲者を黙って決めてください。</translation>
    </message>
    <message>
        <source>Seer, open your eyes and point to someone whose nature you want to know.</source>
        <translation>占い師は目を開けて、正体を知りたい人を指さしてください。</translation>
    </message>
    <message>
        <source>Apprentice Seer, open your eyes. If the Seer has left, you may look into someone.</source>
        <translation>見習い占い師は目を開けてください。占い師がいなくなっていれば、誰かを占えます。</translation>
    </message>
    <message>
        <source>Apprentice Seer, close your eyes.</source>
        <translation>見習い占い師は目を閉じてください。</translation>
    </message>
    <message>
        <source>Fox Cub, open your eyes and make your choice for tonight.</source>
        <translation>子狐は目を開けて、今夜の行動を選んでください。</translation>
    </message>
    <message>
        <source>Fox Cub, close your eyes.</source>
        <translation>子狐は目を閉じてください。</translation>
    </message>
    <message>
        <source>Medium, open your eyes and learn about the one the village sent home.</source>
        <translation>霊媒師は目を開けてください。今日、投票でおうちに帰った人が人狼だったかどうかをお知らせします。</translation>
    </message>
    <message>
        <source>Medium, open your eyes and learn about the one the vote eliminated.</source>
        <translation>霊媒師は目を開けてください。今日、投票で脱落した人が人狼だったかどうかをお知らせします。</translation>
    </message>
    <message>
        <source>Medium, open your eyes and learn about the one the village lynched.</source>
        <translation>霊媒師は目を開けてください。今日処刑された人が人狼だったかどうかをお知らせします。</translation>
    </message>
    <message>
        <source>Medium, close your eyes.</source>
        <translation>霊媒師は目を閉じてください。</translation>
    </message>
    <message>
        <source>Knight, open your eyes and choose one person to watch over tonight.</source>
        <translation>騎士は目を開けて、今夜守る人を一人選んでください。</translation>
    </message>
    <message>
        <source>Knight, close your eyes.</source>
        <translation>騎士は目を閉じてください。</translation>
    </message>
    <message>
        <source>Doctor, open your eyes and choose one person to keep safe tonight.</source>
        <translation>医者は目を開けて、今夜守る人を一人選んでください。</translation>
    </message>
    <message>
        <source>Doctor, close your eyes.</source>
        <translation>医者は目を閉じてください。</translation>
    </message>
    <message>
        <source>Trapper, open your eyes and decide whose door your trap will guard.</source>
        <translation>罠師は目を開けて、誰の家の前に罠を仕掛けるか決めてください。</translation>
    </message>
    <message>
        <source>Trapper, close your eyes.</source>
        <translation>罠師は目を閉じてください。</translation>
    </message>
    <message>
        <source>Priest, open your eyes. You may give your blessing to one person.</source>
        <translation>司祭は目を開けてください。一人に祝福を与えることができます。</translation>
    </message>
    <message>
        <source>Priest, close your eyes.</source>
        <translation>司祭は目を閉じてください。</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. You may send one person home tonight.</source>
        <translation>暗殺者は目を開けてください。今夜、一人をおうちに帰すことができます。</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. You may eliminate one person tonight.</source>
        <translation>暗殺者は目を開けてください。今夜、一人を脱落させることができます。</translation>
    </message>
    <message>
        <source>Assassin, open your eyes. You may kill one person tonight.</source>
        <translation>暗殺者は目を開けてください。今夜、一人を殺すことができます。</translation>
    </message>
    <message>
        <source>Assassin, close your eyes.</source>
        <translation>暗殺者は目を閉じてください。</translation>
    </message>
    <message>
        <source>Vampire, open your eyes and choose whom to visit tonight.</source>
        <translation>吸血鬼は目を開けて、今夜訪ねる相手を選んでください。</translation>
    </message>
    <message>
        <source>Vampire, close your eyes.</source>
        <translation>吸血鬼は目を閉じてください。</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See who was pranked, then decide whether to use a potion.</source>
        <translation>魔女は目を開けてください。いたずらされた人を見て、薬を使うか決めてください。</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See who was attacked, then decide whether to use a potion.</source>
        <translation>魔女は目を開けてください。襲われた人を見て、薬を使うか決めてください。</translation>
    </message>
    <message>
        <source>Witch, open your eyes. See tonight&apos;s victim, then decide whether to use a potion.</source>
        <translation>魔女は目を開けてください。今夜の犠牲者を見て、薬を使うか決めてください。</translation>
    </message>
    <message>
        <source>Witch, close your eyes.</source>
        <translation>魔女は目を閉じてください。</translation>
    </message>
    <message>
        <source>Mafia, open your eyes and agree on whom to send home tonight.</source>
        <translation>マフィアは目を開けて、今夜おうちに帰す相手を決めてください。</translation>
    </message>
    <message>
        <source>Mafia, open your eyes and agree on whom to eliminate tonight.</source>
        <translation>マフィアは目を開けて、今夜脱落させる相手を決めてください。</translation>
    </message>
    <message>
        <source>Mafia, open your eyes and agree on whom to kill tonight.</source>
        <translation>マフィアは目を開けて、今夜殺す相手を決めてください。</translation>
    </message>
    <message>
        <source>Mafia, close your eyes.</source>
        <translation>マフィアは目を閉じてください。</translation>
    </message>
    <message>
        <source>Devil, open your eyes for a moment so the host can see you.</source>
        <translation>悪魔は少しだけ目を開けて、司会者に顔を見せてください。</translation>
    </message>
    <message>
        <source>Devil, close your eyes.</source>
        <translation>悪魔は目を閉じてください。</translation>
    </message>
    <message>
        <source>Devil, open your eyes and choose one person whose role you want to learn.</source>
        <translation>悪魔は目を開けて、役職を知りたい人を一人選んでください。</translation>
    </message>
    <message>
        <source>Spy, open your eyes for a moment so the host can see you.</source>
        <translation>スパイは少しだけ目を開けて、司会者に顔を見せてください。</translation>
    </message>
    <message>
        <source>Spy, close your eyes.</source>
        <translation>スパイは目を閉じてください。</translation>
    </message>
    <message>
        <source>Spy, open your eyes and choose one person whose role you want to learn.</source>
        <translation>スパイは目を開けて、役職を知りたい人を一人選んでください。</translation>
    </message>
    <message>
        <source>Sorcerer, open your eyes and choose one person to look into.</source>
        <translation>妖術師は目を開けて、調べる人を一人選んでください。</translation>
    </message>
    <message>
        <source>Sorcerer, close your eyes.</source>
        <translation>妖術師は目を閉じてください。</translation>
    </message>
    <message>
        <source>Magistrate, open your eyes. You may shield one person from tomorrow&apos;s vote.</source>
        <translation>判事は目を開けてください。明日の投票から一人をかばうことができます。</translation>
    </message>
    <message>
        <source>Magistrate, close your eyes.</source>
        <translation>判事は目を閉じてください。</translation>
    </message>
    <message>
        <source>Keeper of the wolfsbane, open your eyes. You may leave the herb at one door.</source>
        <translation>トリカブトの番人は目を開けてください。誰かの家の前に薬草を置くことができます。</translation>
    </message>
    <message>
        <source>Keeper of the wolfsbane, close your eyes.</source>
        <translation>トリカブトの番人は目を閉じてください。</translation>
    </message>
    <message>
        <source>Vigilante, open your eyes. You may send one person home tonight.</source>
        <translation>自警団員は目を開けてください。今夜、一人をおうちに帰すことができます。</translation>
    </message>
    <message>
        <source>Vigilante, open your eyes. You may eliminate one person tonight.</source>
        <translation>自警団員は目を開けてください。今夜、一人を脱落させることができます。</translation>
    </message>
    <message>
        <source>Vigilante, open your eyes. You may shoot one person tonight.</source>
        <translation>自警団員は目を開けてください。今夜、一人を撃つことができます。</translation>
    </message>
    <message>
        <source>Vigilante, close your eyes.</source>
        <translation>自警団員は目を閉じてください。</translation>
    </message>
    <message>
        <source>%1, open your eyes and make your choice for tonight.</source>
        <extracomment>%1: the role called (its name)</extracomment>
        <translation>%1は目を開けて、今夜の行動を選んでください。</translation>
    </message>
    <message>
        <source>%1, close your eyes.</source>
        <extracomment>%1: the role called (its name)</extracomment>
        <translation>%1は目を閉じてください。</translation>
    </message>
    <message>
        <source>%1 has gone home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1はおうちに帰りました。</translation>
    </message>
    <message>
        <source>%1 has been eliminated.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1が脱落しました。</translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1が死亡しました。</translation>
    </message>
    <message>
        <source>Good news: nobody went home last night.</source>
        <translation>よい知らせです。昨夜はおうちに帰った人はいませんでした。</translation>
    </message>
    <message>
        <source>Good news: nobody was eliminated last night.</source>
        <translation>よい知らせです。昨夜の脱落者はいませんでした。</translation>
    </message>
    <message>
        <source>Good news: nobody died last night.</source>
        <translation>よい知らせです。昨夜の犠牲者はいませんでした。</translation>
    </message>
    <message>
        <source>A correction from the host. Here is what really happened.</source>
        <translation>司会者から訂正があります。本当の結果をお知らせします。</translation>
    </message>
    <message>
        <source>Fresh bread is on the doorsteps.</source>
        <translation>玄関先に焼きたてのパンが届いています。</translation>
    </message>
    <message>
        <source>No bread came this morning.</source>
        <translation>今朝はパンが届きませんでした。</translation>
    </message>
    <message>
        <source>%1 is back in the game.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1がゲームに戻ってきました。</translation>
    </message>
    <message>
        <source>%1 is taken along and goes home too.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1も一緒におうちに帰ります。</translation>
    </message>
    <message>
        <source>%1 is taken along and is eliminated too.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1も道連れになり、脱落します。</translation>
    </message>
    <message>
        <source>%1 is shot and dies too.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1も撃たれて死亡しました。</translation>
    </message>
    <message>
        <source>%1&apos;s card is turned over: %2.</source>
        <extracomment>%1: the player&apos;s name, %2: the role on their card</extracomment>
        <translation>%1のカードは%2でした。</translation>
    </message>
    <message>
        <source>Good morning, everyone. The first day begins.</source>
        <translation>皆さん、おはようございます。1日目の始まりです。</translation>
    </message>
    <message>
        <source>The floor is open. You have %1 to talk it over.</source>
        <extracomment>%1: how long (&quot;3 minutes&quot;, &quot;90 seconds&quot;)</extracomment>
        <translation>議論を始めてください。時間は%1です。</translation>
    </message>
    <message>
        <source>The floor is open. Talk it over until the host calls the vote.</source>
        <translation>議論を始めてください。司会者が投票を呼びかけるまで話し合えます。</translation>
    </message>
    <message>
        <source>Time is up. Finish your sentence, then we go to the vote.</source>
        <translation>時間になりました。話の途中の人は区切りをつけてください。このあと投票に移ります。</translation>
    </message>
    <message>
        <source>Time to vote. Point to the person you want to send home.</source>
        <translation>投票の時間です。おうちに帰ってほしい人を指さしてください。</translation>
    </message>
    <message>
        <source>Time to vote. Point to the person you want to eliminate.</source>
        <translation>投票の時間です。脱落させたい人を指さしてください。</translation>
    </message>
    <message>
        <source>Time to vote. Point to the person you want to lynch.</source>
        <translation>投票の時間です。処刑したい人を指さしてください。</translation>
    </message>
    <message>
        <source>It is a tie between %1. Vote again, for one of them only.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%1が同票です。この中の一人だけに、もう一度投票してください。</translation>
    </message>
    <message>
        <source>The accused are %1. The final vote is between them.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>告発されたのは%1です。最終投票はこの中から行います。</translation>
    </message>
    <message>
        <source>Only %1 is accused. The final vote is about %1 alone.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>告発されたのは%1だけです。最終投票は%1について行います。</translation>
    </message>
    <message>
        <source>The village has decided: %1 goes home.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>村の決定です。%1はおうちに帰ります。</translation>
    </message>
    <message>
        <source>The village has decided: %1 is eliminated.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>村の決定です。%1は脱落です。</translation>
    </message>
    <message>
        <source>The village has decided: %1 is lynched.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>村の決定です。%1は処刑されます。</translation>
    </message>
    <message>
        <source>Nobody goes home today.</source>
        <translation>今日はおうちに帰る人はいません。</translation>
    </message>
    <message>
        <source>Nobody is eliminated today.</source>
        <translation>今日は誰も脱落しません。</translation>
    </message>
    <message>
        <source>Nobody is lynched today.</source>
        <translation>今日は誰も処刑されません。</translation>
    </message>
    <message>
        <source>Still a tie, so the lot decides: it falls on %1.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>まだ同票なので、くじで決めます。%1に決まりました。</translation>
    </message>
    <message>
        <source>Nobody got more than half of the votes.</source>
        <translation>過半数の票を得た人はいませんでした。</translation>
    </message>
    <message>
        <source>%1 stands up and decides alone: %2 goes home, and no vote today.</source>
        <extracomment>%1: the Dictator&apos;s name, %2: the name of the player sent home</extracomment>
        <translation>%1が立ち上がり、独断で決めました。%2はおうちに帰ります。今日の投票はありません。</translation>
    </message>
    <message>
        <source>%1 stands up and decides alone: %2 is eliminated, and no vote today.</source>
        <extracomment>%1: the Dictator&apos;s name, %2: the name of the player sent home</extracomment>
        <translation>%1が立ち上がり、独断で決めました。%2は脱落です。今日の投票はありません。</translation>
    </message>
    <message>
        <source>%1 stands up and decides alone: %2 is executed, and no vote today.</source>
        <extracomment>%1: the Dictator&apos;s name, %2: the name of the player sent home</extracomment>
        <translation>%1が立ち上がり、独断で決めました。%2は処刑されます。今日の投票はありません。</translation>
    </message>
    <message>
        <source>%1 is under a blessing and stays in the game.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1は祝福に守られ、ゲームに残ります。</translation>
    </message>
    <message>
        <source>The game is decided. Wait for the host before showing your cards.</source>
        <translation>勝敗が決まりました。司会者の合図があるまで、カードは見せないでください。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>%1: the names before the last one (joined with commas), %2: the last name</extracomment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>誰か</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <extracomment>%1: the number of minutes (2 or more)</extracomment>
        <translation>%1分</translation>
    </message>
    <message>
        <source>one minute</source>
        <translation>1分</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <extracomment>%1: the number of seconds</extracomment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>人狼</translation>
    </message>
    <message>
        <source>Keeper of the wolfsbane</source>
        <translation>トリカブトの番人</translation>
    </message>
</context>
<context>
    <name>OpenScreen</name>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>決定  [Enter]</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>誰も選ばない</translation>
    </message>
</context>
<context>
    <name>PassPlayPage</name>
    <message>
        <source>No game is running.</source>
        <translation>進行中のゲームはありません。</translation>
    </message>
    <message>
        <source>Waiting for the players on their phones…</source>
        <translation>スマホで参加しているプレイヤーを待っています…</translation>
    </message>
    <message>
        <source>The night is over. Put the laptop back on the table.</source>
        <translation>夜が終わりました。ノートPCをテーブルに戻してください。</translation>
    </message>
    <message>
        <source>Everyone, open your eyes  [Enter]</source>
        <translation>全員、目を開けてください  [Enter]</translation>
    </message>
    <message>
        <source>How does the table vote?</source>
        <translation>どうやって投票しますか？</translation>
    </message>
    <message>
        <source>A show of hands</source>
        <translation>挙手で</translation>
    </message>
    <message>
        <source>Secret ballot: pass the laptop</source>
        <translation>秘密投票：ノートPCを回す</translation>
    </message>
    <message>
        <source>Count the raised hands for each player (or enter each voter&apos;s hand).</source>
        <translation>プレイヤーごとに挙がった手を数えてください（または投票者ごとに入力）。</translation>
    </message>
    <message>
        <source>Enter totals</source>
        <translation>合計を入力</translation>
    </message>
    <message>
        <source>Record the votes  [Enter]</source>
        <translation>投票を記録  [Enter]</translation>
    </message>
    <message>
        <source>Go on  [Enter]</source>
        <translation>次へ  [Enter]</translation>
    </message>
    <message>
        <source>The game is decided.</source>
        <translation>勝敗が決まりました。</translation>
    </message>
    <message>
        <source>Reveal the roles  [Enter]</source>
        <translation>役職を公開  [Enter]</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>プレイヤー…</translation>
    </message>
    <message>
        <source>Use a power in private…</source>
        <translation>こっそり能力を使う…</translation>
    </message>
    <message>
        <source>To the vote  [Enter]</source>
        <translation>投票へ  [Enter]</translation>
    </message>
    <message>
        <source>Everyone, open your eyes.</source>
        <translation>全員、目を開けてください。</translation>
    </message>
    <message>
        <source>Everyone, close your eyes, except the one holding the laptop.</source>
        <translation>ノートPCを持っている人以外は、目を閉じてください。</translation>
    </message>
    <message>
        <source>Only the one holding the laptop looks at it.</source>
        <translation>ノートPCを見るのは、持っている人だけです。</translation>
    </message>
    <message>
        <source>Only %1 looks. Everyone else, eyes closed.</source>
        <translation>見るのは%1だけ。ほかの人は目を閉じてください。</translation>
    </message>
    <message>
        <source>The table: %1</source>
        <translation>テーブル：%1</translation>
    </message>
    <message>
        <source>Decide together, then choose on the screen.</source>
        <translation>みんなで決めてから、画面で選んでください。</translation>
    </message>
    <message>
        <source>No one</source>
        <translation>誰も選ばない</translation>
    </message>
    <message>
        <source>Everyone may watch: %1 chooses on the big screen.</source>
        <translation>全員で見てかまいません。%1が大画面で選びます。</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>誰も選ばない</translation>
    </message>
    <message>
        <source>Day %1: discussion</source>
        <translation>%1日目：議論</translation>
    </message>
    <message>
        <source>Who uses a power?</source>
        <translation>能力を使うのは誰？</translation>
    </message>
    <message>
        <source>That player takes a private turn; nobody else looks.</source>
        <translation>そのプレイヤーがこっそり手番を行います。ほかの人は見ないでください。</translation>
    </message>
    <message>
        <source>Back to the discussion</source>
        <translation>議論に戻る</translation>
    </message>
    <message>
        <source>The run-off</source>
        <translation>決選投票</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>These totals cannot be shared out among the voters.</source>
        <translation>この合計票数は投票者に割り振れません。</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Players…</source>
        <translation>プレイヤー…</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>%1に渡してください</translation>
    </message>
    <message>
        <source>%1: hold to open my turn</source>
        <translation>%1：長押しで自分の手番を開く</translation>
    </message>
</context>
<context>
    <name>Phase</name>
    <message>
        <source>Night</source>
        <translation>夜</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>昼</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Discussion</source>
        <translation>議論</translation>
    </message>
    <message>
        <source>The vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>The runoff vote</source>
        <translation>決選投票</translation>
    </message>
    <message>
        <source>A moment, please</source>
        <translation>少々お待ちください</translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>%1日目</translation>
    </message>
    <message>
        <source>Night %1</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>第%1夜</translation>
    </message>
    <message>
        <source>Morning of day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>%1日目の朝</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <source>Werewolf: your phone</source>
        <translation>人狼：あなたのスマホ</translation>
    </message>
    <message>
        <source>Which player are you?</source>
        <translation>あなたはどのプレイヤーですか？</translation>
    </message>
    <message>
        <source>Room code (on the TV)</source>
        <translation>ルームコード（テレビに表示）</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>Waiting for the host to let you in. Keep this page open.</source>
        <translation>司会者の承認を待っています。このページを開いたままにしてください。</translation>
    </message>
    <message>
        <source>The host did not let this phone in.</source>
        <translation>司会者はこのスマホの参加を認めませんでした。</translation>
    </message>
    <message>
        <source>Hold here to see your card</source>
        <translation>ここを押している間だけカードが見えます</translation>
    </message>
    <message>
        <source>Your card</source>
        <translation>あなたのカード</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>あなたが知っていること</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>まだ何もありません。</translation>
    </message>
    <message>
        <source>Night: keep your eyes on your own phone.</source>
        <translation>夜です。自分のスマホだけを見てください。</translation>
    </message>
    <message>
        <source>Done. Put the phone face down and wait.</source>
        <translation>完了です。スマホを伏せて待ってください。</translation>
    </message>
    <message>
        <source>Nothing to do now. Listen to the narrator.</source>
        <translation>今はすることがありません。ナレーションを聞いてください。</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>誰も選ばない</translation>
    </message>
    <message>
        <source>No vote</source>
        <translation>投票しない</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>Secret ballot: only you see this.</source>
        <translation>秘密投票：この画面はあなたにしか見えません。</translation>
    </message>
    <message>
        <source>Note a guess: who do you suspect? (only you see it)</source>
        <translation>推理をメモ：怪しいのは誰？（あなたにしか見えません）</translation>
    </message>
    <message>
        <source>Pick %1 people.</source>
        <extracomment>%1: how many</extracomment>
        <translation>%1人を選んでください。</translation>
    </message>
    <message>
        <source>Only you see this screen.</source>
        <translation>この画面はあなたにしか見えません。</translation>
    </message>
    <message>
        <source>Tap a name, then Confirm.</source>
        <translation>名前を選んでから「決定」を押してください。</translation>
    </message>
    <message>
        <source>Your pack: %1.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>仲間の人狼：%1。</translation>
    </message>
    <message>
        <source>Chosen tonight: %1.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>今夜選ばれた人：%1。</translation>
    </message>
    <message>
        <source>You went home. Stay quiet until the end.</source>
        <translation>あなたは退場しました。最後まで静かに見守ってください。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>News</source>
        <translation>お知らせ</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Connection lost; trying again…</source>
        <translation>接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <source>This seat was opened on another phone.</source>
        <translation>この席は別のスマホで開かれました。</translation>
    </message>
    <message>
        <source>The host freed this seat. Ask the host to pair your phone again.</source>
        <translation>司会者がこの席を解放しました。もう一度つなぐよう司会者に頼んでください。</translation>
    </message>
    <message>
        <source>This game has started: no new seats.</source>
        <translation>ゲームはもう始まっています。新しい席には入れません。</translation>
    </message>
    <message>
        <source>This link is not the current game&apos;s.</source>
        <translation>このリンクは今のゲームのものではありません。</translation>
    </message>
    <message>
        <source>Too many tries. Wait a minute and reload.</source>
        <translation>試行回数が多すぎます。1分待ってから再読み込みしてください。</translation>
    </message>
    <message>
        <source>This phone is not paired with a seat.</source>
        <translation>このスマホはどの席ともつながっていません。</translation>
    </message>
    <message>
        <source>Someone else asked for this seat first.</source>
        <translation>この席は先に別の人が希望しました。</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>送信しました。</translation>
    </message>
    <message>
        <source>%1 cannot be chosen now.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>今は%1を選べません。</translation>
    </message>
    <message>
        <source>You must choose someone here.</source>
        <translation>ここでは誰かを選んでください。</translation>
    </message>
    <message>
        <source>Choose different people.</source>
        <translation>別々の人を選んでください。</translation>
    </message>
    <message>
        <source>Choose one person.</source>
        <translation>一人だけ選んでください。</translation>
    </message>
    <message>
        <source>That choice is no longer possible.</source>
        <translation>その選択はもうできません。</translation>
    </message>
    <message>
        <source>Day: talk with the table.</source>
        <translation>昼です。みんなと話し合ってください。</translation>
    </message>
    <message>
        <source>Connection check</source>
        <translation>接続チェック</translation>
    </message>
    <message>
        <source>This page came from the laptop: the phone reaches it over the network.</source>
        <translation>このページはPCから届きました。スマホはネットワーク経由でPCにつながっています。</translation>
    </message>
    <message>
        <source>The live connection works (%1 ms).</source>
        <extracomment>%1: milliseconds</extracomment>
        <translation>リアルタイム接続は正常です（%1 ミリ秒）。</translation>
    </message>
    <message>
        <source>The live connection failed: check the firewall and the network.</source>
        <translation>リアルタイム接続に失敗しました。ファイアウォールとネットワークを確認してください。</translation>
    </message>
    <message>
        <source>If a phone cannot open the game&apos;s page</source>
        <translation>スマホでゲームのページが開けないとき</translation>
    </message>
    <message>
        <source>Phone and laptop must be on the same network. Guest networks and some public Wi-Fi keep devices apart: use the home network, or turn on the laptop&apos;s own hotspot and join it with the phones.</source>
        <translation>スマホとPCは同じネットワークにつないでください。ゲスト用ネットワークや一部の公衆Wi-Fiでは端末どうしがつながりません。自宅のネットワークを使うか、PCのホットスポットをオンにしてスマホをそこにつないでください。</translation>
    </message>
    <message>
        <source>On Windows, allow Werewolf Desktop on private networks when the firewall asks.</source>
        <translation>Windowsでは、ファイアウォールに聞かれたら、プライベートネットワークでWerewolf Desktopを許可してください。</translation>
    </message>
    <message>
        <source>Type the address exactly as the TV shows it, starting with http:// (not https).</source>
        <translation>アドレスはテレビに表示されたとおり、http://（httpsではなく）から入力してください。</translation>
    </message>
    <message>
        <source>A VPN on the laptop or the phone can hide the local network: pause it.</source>
        <translation>PCやスマホのVPNがローカルネットワークを隠すことがあります。VPNを一時停止してください。</translation>
    </message>
</context>
<context>
    <name>PhoneHub</name>
    <message>
        <source>The phones&apos; seats kept for this game cannot be read (%1): each phone must join its seat again.</source>
        <translation>このゲームで保存したスマホの席を読み込めません（%1）。各スマホからもう一度席に参加してください。</translation>
    </message>
    <message>
        <source>The phones&apos; page cannot be served (%1).</source>
        <translation>スマホ用のページを開けません（%1）。</translation>
    </message>
</context>
<context>
    <name>PhoneSeatsBox</name>
    <message>
        <source>Players&apos; phones</source>
        <translation>プレイヤーのスマホ</translation>
    </message>
    <message>
        <source>Ticked players see their card and play on their own phone (local Wi-Fi)</source>
        <translation>チェックしたプレイヤーは、自分のスマホでカードを見てプレイします（ローカルWi-Fi）</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Players&apos; phones</source>
        <translation>プレイヤーのスマホ</translation>
    </message>
    <message>
        <source>Phones reach this laptop at:</source>
        <translation>スマホからこのPCへの接続先：</translation>
    </message>
    <message>
        <source>Phones must be on the same network as this laptop. If they cannot open the link, open the connection check (the link with /check) on a phone; a guest network may keep devices apart: use the laptop&apos;s own hotspot instead.</source>
        <translation>スマホはこのPCと同じネットワークにつないでください。リンクが開けないときは、スマホで接続チェック（リンクの末尾を /check にしたもの）を開いてください。ゲスト用ネットワークでは端末どうしがつながらないことがあります。その場合はPC自身のホットスポットを使ってください。</translation>
    </message>
    <message>
        <source>Secret ballot: phones vote on their phones</source>
        <translation>秘密投票：スマホの人は自分のスマホで投票する</translation>
    </message>
    <message>
        <source>Untick for a show of hands: you enter the votes on the console</source>
        <translation>挙手で投票するときはチェックを外します。票はコンソールで入力します</translation>
    </message>
    <message>
        <source>No game with phone seats is open.</source>
        <translation>スマホで参加する席のあるゲームは開かれていません。</translation>
    </message>
    <message>
        <source>Room code: %1</source>
        <translation>ルームコード：%1</translation>
    </message>
    <message>
        <source>The seats the phones kept could not be read from the disk: each phone must join its seat again (scan the code, then Let in).</source>
        <translation>スマホが保存していた席を読み込めませんでした。各スマホでもう一度席に参加してください（コードを読み取り、「参加を許可」を押します）。</translation>
    </message>
    <message>
        <source>asks to join</source>
        <translation>参加を希望</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>接続中</translation>
    </message>
    <message>
        <source>paired, not connected</source>
        <translation>登録済み・未接続</translation>
    </message>
    <message>
        <source>no phone yet</source>
        <translation>スマホ未登録</translation>
    </message>
    <message>
        <source>%1&apos;s seat wants to move to a new phone</source>
        <translation>%1 の席が別のスマートフォンへ移ろうとしています</translation>
    </message>
    <message>
        <source>Let in</source>
        <translation>参加を許可</translation>
    </message>
    <message>
        <source>Turn away</source>
        <translation>断る</translation>
    </message>
    <message>
        <source>Free the seat</source>
        <translation>席を解放</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>許可</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>拒否</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Someone had to leave? From now on a bot plays their part, or their turns are skipped where the rules allow it.</source>
        <translation>誰かが抜けなければならなくなりましたか？ これからはボットがその人の代わりに遊ぶか、ルールが許す場面では手番を飛ばします。</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>参加中</translation>
    </message>
    <message>
        <source>Left: a bot plays for them</source>
        <translation>離席：ボットが代わりに遊ぶ</translation>
    </message>
    <message>
        <source>Left: skip their turns</source>
        <translation>離席：手番を飛ばす</translation>
    </message>
    <message>
        <source>%1 (went home)</source>
        <translation>%1（退場済み）</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>&amp;Role cards</source>
        <translation>役職カード(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Night sheet</source>
        <translation>夜の進行表(&amp;N)</translation>
    </message>
    <message>
        <source>Game &amp;summary</source>
        <translation>ゲームのまとめ(&amp;S)</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>USレター</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>用紙(&amp;P)</translation>
    </message>
    <message>
        <source>Sa&amp;ve PDF...</source>
        <translation>PDFを保存(&amp;V)...</translation>
    </message>
    <message>
        <source>This table cannot be printed yet: fix the table first.</source>
        <translation>このテーブルはまだ印刷できません。先にテーブルを直してください。</translation>
    </message>
    <message>
        <source>Save PDF</source>
        <translation>PDFを保存</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be written there: choose another file.</source>
        <translation>そこにはPDFを書き込めませんでした。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>Role cards</source>
        <translation>役職カード</translation>
    </message>
    <message>
        <source>Night sheet: %1</source>
        <extracomment>%1: the rule set&apos;s name (&quot;Classic&quot;)</extracomment>
        <translation>夜の進行表：%1</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>ゲームのまとめ</translation>
    </message>
</context>
<context>
    <name>PrivacyCover</name>
    <message>
        <source>The console is covered</source>
        <translation>コンソールは隠されています</translation>
    </message>
    <message>
        <source>Hold %1 to look. Let go and it covers again.</source>
        <extracomment>%1: the key to hold down (e.g. &quot;Space&quot;)</extracomment>
        <translation>%1 を押している間だけ見えます。離すとまた隠れます。</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>There is no rule set called %1.</source>
        <extracomment>%1: the rule set&apos;s id, as given</extracomment>
        <translation>「%1」というルールはありません。</translation>
    </message>
    <message>
        <source>These rules are for %1 to %2 players; the table has %3.</source>
        <extracomment>%1: the fewest players, %2: the most players, %3: the players at the table</extracomment>
        <translation>このルールは%1～%2人用です。いまのテーブルは%3人です。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>プレイヤー全員に名前が必要です。</translation>
    </message>
    <message>
        <source>Two players are called %1: give them different names.</source>
        <extracomment>%1: the name given twice</extracomment>
        <translation>「%1」という名前のプレイヤーが2人います。別の名前にしてください。</translation>
    </message>
    <message>
        <source>%1 has a role these rules do not know (%2).</source>
        <extracomment>%1: the player&apos;s name, %2: the role&apos;s id, as given</extracomment>
        <translation>%1の役職（%2）はこのルールにありません。</translation>
    </message>
    <message>
        <source>These rules have no %1 (given to %2).</source>
        <extracomment>%1: a role&apos;s name, %2: the player&apos;s name</extracomment>
        <translation>このルールに%1はありません（%2に配られています）。</translation>
    </message>
    <message>
        <source>The %1 comes as a pair: deal at least %2, not %3.</source>
        <extracomment>%1: a role&apos;s name, %2: the fewest cards of it, %3: the cards dealt</extracomment>
        <translation>%1は組で使う役職です。%3人ではなく%2人以上配ってください。</translation>
    </message>
    <message>
        <source>Only one pair of Lovers can be dealt, not %1 Lovers.</source>
        <extracomment>%1: the Lovers dealt (3 or more)</extracomment>
        <translation>恋人は1組だけです（いまは%1人）。</translation>
    </message>
    <message>
        <source>Deal at least one werewolf.</source>
        <translation>人狼を1人以上配ってください。</translation>
    </message>
    <message>
        <source>The werewolves must be outnumbered at the start (werewolves: %1, others: %2).</source>
        <extracomment>%1: the werewolves dealt, %2: the other players</extracomment>
        <translation>開始時は人狼がほかのプレイヤーより少なくなければなりません（人狼%1人、ほか%2人）。</translation>
    </message>
    <message>
        <source>No card entered for %1.</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>%1のカードが入力されていません。</translation>
    </message>
    <message>
        <source>Cards entered for people not at the table: %1.</source>
        <extracomment>%1: the names given (a list)</extracomment>
        <translation>テーブルにいない人のカードが入力されています：%1。</translation>
    </message>
    <message>
        <source>Unknown house rule: %1.</source>
        <extracomment>%1: the house rule&apos;s id, as given</extracomment>
        <translation>不明なハウスルール：%1。</translation>
    </message>
    <message>
        <source>These rules have no house rule “%1”.</source>
        <extracomment>%1: what the house rule is about (the lobby&apos;s words)</extracomment>
        <translation>このルールにはハウスルール「%1」がありません。</translation>
    </message>
    <message>
        <source>The house rule “%1” takes a whole number.</source>
        <extracomment>%1: what the house rule is about (the lobby&apos;s words)</extracomment>
        <translation>ハウスルール「%1」には整数を指定してください。</translation>
    </message>
    <message>
        <source>The house rule “%1” must be between %2 and %3.</source>
        <extracomment>%1: what the house rule is about, %2: the lowest value, %3: the highest</extracomment>
        <translation>ハウスルール「%1」は%2～%3の範囲で指定してください。</translation>
    </message>
    <message>
        <source>The house rule “%1” cannot be %2.</source>
        <extracomment>%1: what the house rule is about, %2: the value refused (in words)</extracomment>
        <translation>ハウスルール「%1」を「%2」にはできません。</translation>
    </message>
</context>
<context>
    <name>PublicWindow</name>
    <message>
        <source>Table screen</source>
        <translation>テーブル画面</translation>
    </message>
    <message>
        <source>Waiting for the game to start</source>
        <translation>ゲームの開始を待っています</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>夜</translation>
    </message>
    <message>
        <source>Time&apos;s up!</source>
        <translation>時間切れです！</translation>
    </message>
    <message>
        <source>The host is checking the end of the game</source>
        <translation>司会者がゲームの終了を確認しています</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>少々お待ちください。</translation>
    </message>
    <message>
        <source>Last words</source>
        <translation>遺言</translation>
    </message>
    <message>
        <source>(%1/%2)</source>
        <translation>（%1/%2）</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
</context>
<context>
    <name>Punctuation</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1: a label (&quot;Votes&quot;), %2: its value</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>%1: a sentence without its full stop</extracomment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1: a sentence, %2: the next sentence</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>QuestionBox</name>
    <message>
        <source>Yes, save them</source>
        <translation>はい、救います</translation>
    </message>
    <message>
        <source>Note a guess: who do you suspect? (only you see it)</source>
        <translation>推理をメモ：怪しいのは誰？（あなたにしか見えません）</translation>
    </message>
    <message>
        <source>Save whoever is attacked tonight?</source>
        <translation>今夜襲われた人を救いますか？</translation>
    </message>
    <message>
        <source>%1 (tonight, once everyone has had a turn)</source>
        <extracomment>%1: a power used once every turn is over (the Witch&apos;s other potion...)</extracomment>
        <translation>%1（今夜、全員の手番が終わってから）</translation>
    </message>
    <message>
        <source>%1: who should go home? (secret)</source>
        <extracomment>%1: the ballot&apos;s verb label (&quot;Vote&quot;, &quot;Run-off&quot;), not a name</extracomment>
        <translation>%1：投票先を選んでください（秘密）</translation>
    </message>
    <message>
        <source>Your pack: %1.</source>
        <translation>人狼の仲間は%1です。</translation>
    </message>
    <message>
        <source>%1 (chosen by %2)</source>
        <translation>%1（%2が選択）</translation>
    </message>
    <message>
        <source>The pack&apos;s choice so far: %1.</source>
        <translation>ここまでの仲間の選択：%1。</translation>
    </message>
    <message>
        <source>No one in the pack has chosen yet.</source>
        <translation>仲間はまだ誰も選んでいません。</translation>
    </message>
    <message>
        <source>Attacked tonight: %1.</source>
        <translation>今夜襲われた人：%1。</translation>
    </message>
    <message>
        <source>Decided now; it happens when the night comes to it.</source>
        <translation>今決めておきます。夜の進行がその場面に来たときに起こります。</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n player(s).</source>
        <translation>
            <numerusform>%Ln人選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone must be chosen.</source>
        <translation>誰かを選ぶ必要があります。</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>No vote</source>
        <translation>投票しない</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>誰も選ばない</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>%1 is a werewolf</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1は人狼です</translation>
    </message>
    <message>
        <source>%1 is not a werewolf</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1は人狼ではありません</translation>
    </message>
    <message>
        <source>%1 is a vampire</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1は吸血鬼です</translation>
    </message>
    <message>
        <source>nothing clear about %1</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1については何もわかりませんでした</translation>
    </message>
    <message>
        <source>%1 is the Seer</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1は占い師です</translation>
    </message>
    <message>
        <source>%1 is not the Seer</source>
        <extracomment>%1: the name of the player looked at</extracomment>
        <translation>%1は占い師ではありません</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over; nothing more can be chosen.</source>
        <translation>ゲームは終わりました。もう何も選べません。</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <extracomment>%1: the seat&apos;s number</extracomment>
        <translation>%1番の席はありません。</translation>
    </message>
    <message>
        <source>%1 has gone home and cannot act.</source>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1はもうおうちに帰ったので、行動できません。</translation>
    </message>
    <message>
        <source>%1 is not asked for “%2” now.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the action (&quot;Look&quot;)</extracomment>
        <translation>今は%1の「%2」の番ではありません。</translation>
    </message>
    <message>
        <source>%1 must choose someone for “%2”.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the action (&quot;Look&quot;)</extracomment>
        <translation>%1は「%2」の相手を誰か選んでください。</translation>
    </message>
    <message>
        <source>%1 must name different people.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;)</extracomment>
        <translation>%1は別々の人を選んでください。</translation>
    </message>
    <message>
        <source>%1 is not a seat.</source>
        <extracomment>%1: what was given instead of a seat</extracomment>
        <translation>%1は席ではありません。</translation>
    </message>
    <message>
        <source>%1 has gone home.</source>
        <extracomment>%1: the name of the player chosen</extracomment>
        <translation>%1はもうおうちに帰りました。</translation>
    </message>
    <message>
        <source>%1 cannot choose %2 for “%3”.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the name of the player chosen, %3: the action (&quot;Look&quot;)</extracomment>
        <translation>%1は「%3」で%2を選べません。</translation>
    </message>
    <message>
        <source>%1 cannot choose themselves for “%2”.</source>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;), %2: the action (&quot;Look&quot;)</extracomment>
        <translation>%1は「%2」で自分を選べません。</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>司会者</translation>
    </message>
    <message>
        <source>%1 must name %n people.</source>
        <comment>one</comment>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;)</extracomment>
        <translation>%1は%n人を選んでください。</translation>
    </message>
    <message>
        <source>%1 must name %n people.</source>
        <comment>many</comment>
        <extracomment>%1: the player&apos;s name (or &quot;The host&quot;)</extracomment>
        <translation>%1は%n人を選んでください。</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>The deal</source>
        <translation>配役</translation>
    </message>
    <message>
        <source>At the end of %1</source>
        <translation>%1の終わり</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>◀ Previous day</source>
        <translation>◀ 前の日</translation>
    </message>
    <message>
        <source>Next day ▶</source>
        <translation>次の日 ▶</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source># Werewolf game: %1</source>
        <extracomment>%1: the preset&apos;s name</extracomment>
        <translation># 人狼ゲーム：%1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <extracomment>%1: the players&apos; names (a list)</extracomment>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Night %1</source>
        <extracomment>%1: the night&apos;s number</extracomment>
        <translation>第%1夜</translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>%1: the day&apos;s number</extracomment>
        <translation>%1日目</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>役職</translation>
    </message>
    <message>
        <source>| Player | Role | Side | Won |</source>
        <translation>| プレイヤー | 役職 | 陣営 | 勝敗 |</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>no</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>Result: **%1**</source>
        <extracomment>%1: who won, a sentence (&quot;The village wins&quot;)</extracomment>
        <translation>結果：**%1**</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Unfinished games</source>
        <translation>途中のゲーム</translation>
    </message>
    <message>
        <source>Continue a game, or abandon one you will not finish: it stays in the history as abandoned and is not offered again.</source>
        <translation>続きを遊ぶゲームを選ぶか、もう続けないゲームを中断して終了してください。終了したゲームは「中断して終了」として履歴に残り、再び表示されることはありません。</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最後に遊んだ日時</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>進行方法</translation>
    </message>
    <message>
        <source>Stopped at</source>
        <translation>中断した場面</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>中断して終了(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>あとで(&amp;N)</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>途中のゲームが%Ln件あります</numerusform>
        </translation>
    </message>
    <message>
        <source>during the deal</source>
        <translation>カードの配布中</translation>
    </message>
    <message>
        <source>Pass and play</source>
        <translation>司会者なし（ノートPCを回す）</translation>
    </message>
    <message>
        <source>With a moderator</source>
        <translation>司会者あり</translation>
    </message>
    <message>
        <source>The game was abandoned; it stays in the history.</source>
        <translation>ゲームを中断して終了しました。履歴には残ります。</translation>
    </message>
</context>
<context>
    <name>RevealView</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>PgUp / PgDn: turn the TV&apos;s story pages</source>
        <translation>PgUp / PgDn：テレビの振り返りのページをめくる</translation>
    </message>
    <message>
        <source>(dealt %1)</source>
        <translation>（配布時 %1）</translation>
    </message>
    <message>
        <source>still here</source>
        <translation>最後まで残った</translation>
    </message>
    <message>
        <source>won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>負け</translation>
    </message>
</context>
<context>
    <name>Role</name>
    <message>
        <source>Villager</source>
        <translation>村人</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>人狼</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>騎士</translation>
    </message>
    <message>
        <source>Seer</source>
        <translation>占い師</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>霊媒師</translation>
    </message>
    <message>
        <source>Traitor</source>
        <translation>狂人</translation>
    </message>
    <message>
        <source>Mason</source>
        <translation>共有者</translation>
    </message>
    <message>
        <source>Nekomata</source>
        <translation>猫又</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>ハンター</translation>
    </message>
    <message>
        <source>Baker</source>
        <translation>パン屋</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>盗賊</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>魔女</translation>
    </message>
    <message>
        <source>Dictator</source>
        <translation>独裁者</translation>
    </message>
    <message>
        <source>Cursed</source>
        <translation>呪われた者</translation>
    </message>
    <message>
        <source>Tough Guy</source>
        <translation>タフガイ</translation>
    </message>
    <message>
        <source>Lycan</source>
        <translation>狼憑き</translation>
    </message>
    <message>
        <source>Apprentice Seer</source>
        <translation>見習い占い師</translation>
    </message>
    <message>
        <source>Diseased</source>
        <translation>病人</translation>
    </message>
    <message>
        <source>Trapper</source>
        <translation>罠師</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>暗殺者</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>司祭</translation>
    </message>
    <message>
        <source>Old Man</source>
        <translation>老人</translation>
    </message>
    <message>
        <source>Mayor</source>
        <translation>村長</translation>
    </message>
    <message>
        <source>Doctor</source>
        <translation>医者</translation>
    </message>
    <message>
        <source>Wolfsbane</source>
        <translation>トリカブト</translation>
    </message>
    <message>
        <source>Vigilante</source>
        <translation>自警団員</translation>
    </message>
    <message>
        <source>Magistrate</source>
        <translation>判事</translation>
    </message>
    <message>
        <source>Cupid</source>
        <translation>キューピッド</translation>
    </message>
    <message>
        <source>Psycho Killer</source>
        <translation>サイコキラー</translation>
    </message>
    <message>
        <source>Lone Wolf</source>
        <translation>一匹狼</translation>
    </message>
    <message>
        <source>Wolf Cub</source>
        <translation>子狼</translation>
    </message>
    <message>
        <source>Fanatic</source>
        <translation>狂信者</translation>
    </message>
    <message>
        <source>Black Cat</source>
        <translation>黒猫</translation>
    </message>
    <message>
        <source>Big Wolf</source>
        <translation>大狼</translation>
    </message>
    <message>
        <source>Sorcerer</source>
        <translation>妖術師</translation>
    </message>
    <message>
        <source>Devil</source>
        <translation>悪魔</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>妖狐</translation>
    </message>
    <message>
        <source>Immoralist</source>
        <translation>背徳者</translation>
    </message>
    <message>
        <source>Fox Cub</source>
        <translation>子狐</translation>
    </message>
    <message>
        <source>Lover</source>
        <translation>恋人</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>吸血鬼</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>マフィア</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>スパイ</translation>
    </message>
    <message>
        <source>Teruteru</source>
        <translation>てるてる坊主</translation>
    </message>
</context>
<context>
    <name>RoleBlurb</name>
    <message>
        <source>You have no power at night: listen, reason and vote the werewolves out.</source>
        <translation>夜の能力はありません。話を聞き、推理して、投票で人狼を追い出しましょう。</translation>
    </message>
    <message>
        <source>Each night you and your pack choose one player to send home.</source>
        <translation>毎晩、仲間の人狼と一緒に一人を選んで退場させます。</translation>
    </message>
    <message>
        <source>Each night you stand guard over one other player and keep them safe.</source>
        <translation>毎晩、自分以外の一人を護衛し、その人を守ります。</translation>
    </message>
    <message>
        <source>Each night you look at one player and learn whether they are a werewolf.</source>
        <translation>毎晩一人を占い、その人が人狼かどうかを知ります。</translation>
    </message>
    <message>
        <source>Each night you learn whether the player voted home today was a werewolf.</source>
        <translation>毎晩、その日に投票で追放された人が人狼だったかを知ります。</translation>
    </message>
    <message>
        <source>A human who wants the werewolves to win; looks read you as human.</source>
        <translation>人狼の勝利を願う人間です。占いでは人間と出ます。</translation>
    </message>
    <message>
        <source>You know the other Masons from the start, and they know you.</source>
        <translation>最初からほかの共有者が誰かを知っていて、相手もあなたを知っています。</translation>
    </message>
    <message>
        <source>Whoever sends you home risks being taken home with you.</source>
        <translation>あなたを退場させた者は、あなたの道連れになるかもしれません。</translation>
    </message>
    <message>
        <source>When you go home you may take one other player with you.</source>
        <translation>退場するとき、ほかの一人を道連れにできます。</translation>
    </message>
    <message>
        <source>While you are here, the table gets fresh bread every morning.</source>
        <translation>あなたがいる間、毎朝テーブルに焼きたてのパンが届きます。</translation>
    </message>
    <message>
        <source>On the first night you may swap your card with another player&apos;s.</source>
        <translation>最初の夜、自分のカードをほかの人のカードと交換できます。</translation>
    </message>
    <message>
        <source>You hold one potion that saves a player and one that sends a player home.</source>
        <translation>一人を救う薬と、一人を退場させる薬を1つずつ持っています。</translation>
    </message>
    <message>
        <source>Once a game you may reveal yourself and decide the day&apos;s vote alone.</source>
        <translation>1ゲームに1度、正体を明かして、その日の投票を一人で決められます。</translation>
    </message>
    <message>
        <source>A villager who joins the werewolves if they choose you at night.</source>
        <translation>夜に人狼に選ばれると、人狼の仲間になる村人です。</translation>
    </message>
    <message>
        <source>If the werewolves come for you, you hold on for one more day.</source>
        <translation>人狼に狙われても、もう一日だけ持ちこたえます。</translation>
    </message>
    <message>
        <source>A villager whom the Seer wrongly sees as a werewolf.</source>
        <translation>占い師に誤って人狼と判定される村人です。</translation>
    </message>
    <message>
        <source>When the Seer goes home, you take over their looks.</source>
        <translation>占い師が退場すると、あなたが占いを引き継ぎます。</translation>
    </message>
    <message>
        <source>If the werewolves choose you, they skip their next night.</source>
        <translation>人狼があなたを選ぶと、人狼は次の夜を休むことになります。</translation>
    </message>
    <message>
        <source>Each night you set a trap at one player&apos;s door to catch visitors.</source>
        <translation>毎晩、一人の家の前に罠を仕掛け、訪れる者を捕らえます。</translation>
    </message>
    <message>
        <source>Once a game you may send one player home at night.</source>
        <translation>1ゲームに1度、夜に一人を退場させられます。</translation>
    </message>
    <message>
        <source>Once a game you bless a player so the next trip home passes them by.</source>
        <translation>1ゲームに1度、一人を祝福します。次に退場しそうになったとき、その人は守られます。</translation>
    </message>
    <message>
        <source>You go home of old age after a number of nights, whatever happens.</source>
        <translation>何があっても、何晩か経つと寿命で退場します。</translation>
    </message>
    <message>
        <source>Your vote counts twice when the table votes.</source>
        <translation>投票のとき、あなたの票は2票として数えられます。</translation>
    </message>
    <message>
        <source>Each night you protect one player from the werewolves.</source>
        <translation>毎晩一人を人狼から守ります。</translation>
    </message>
    <message>
        <source>The werewolves cannot send you home at night.</source>
        <translation>人狼は夜にあなたを退場させられません。</translation>
    </message>
    <message>
        <source>At night you may send one player you suspect home.</source>
        <translation>夜に、怪しいと思う一人を退場させられます。</translation>
    </message>
    <message>
        <source>Once a game you may call off the day&apos;s vote.</source>
        <translation>1ゲームに1度、その日の投票を取りやめにできます。</translation>
    </message>
    <message>
        <source>On the first night you tie two players together: if one goes, both go.</source>
        <translation>最初の夜に2人を結びつけます。一人が退場すると、もう一人も退場します。</translation>
    </message>
    <message>
        <source>Each night you may send one player home on your own.</source>
        <translation>毎晩、自分一人で誰かを退場させられます。</translation>
    </message>
    <message>
        <source>A werewolf who wins only by being the last werewolf standing.</source>
        <translation>最後の一人の人狼として生き残ったときだけ勝つ人狼です。</translation>
    </message>
    <message>
        <source>A young werewolf: if you go home, the pack chooses twice the next night.</source>
        <translation>若い人狼です。あなたが退場すると、次の夜、人狼は2人を選びます。</translation>
    </message>
    <message>
        <source>A human who knows the werewolves and wants them to win.</source>
        <translation>人狼が誰かを知っていて、人狼の勝利を願う人間です。</translation>
    </message>
    <message>
        <source>On the werewolves&apos; side; when voted home you take someone with you.</source>
        <translation>人狼陣営です。投票で追放されると、誰かを道連れにします。</translation>
    </message>
    <message>
        <source>A werewolf whom the Seer sees as a plain human.</source>
        <translation>占い師にはただの人間と判定される人狼です。</translation>
    </message>
    <message>
        <source>On the werewolves&apos; side; each night you look for the Seer.</source>
        <translation>人狼陣営です。毎晩、占い師を探します。</translation>
    </message>
    <message>
        <source>On the werewolves&apos; side; you wake with them and cannot be sent home at night.</source>
        <translation>人狼陣営です。人狼と一緒に目を覚まし、夜に退場させられることはありません。</translation>
    </message>
    <message>
        <source>Survive to the end and you steal the win; a Seer&apos;s look sends you home.</source>
        <translation>最後まで生き残れば勝利を奪えます。占い師に占われると退場します。</translation>
    </message>
    <message>
        <source>You know the Fox and go home the moment the Fox does.</source>
        <translation>妖狐が誰かを知っていて、妖狐が退場するとすぐにあなたも退場します。</translation>
    </message>
    <message>
        <source>A young fox who wins with the Fox and may look at players at night.</source>
        <translation>妖狐と一緒に勝つ若い狐です。夜にプレイヤーを占えます。</translation>
    </message>
    <message>
        <source>You know your partner; if one of you goes home, the other follows.</source>
        <translation>相方が誰かを知っています。どちらかが退場すると、もう一人も後を追います。</translation>
    </message>
    <message>
        <source>You play against everyone and win when the town is yours.</source>
        <translation>全員を敵に回し、町を支配したときに勝ちます。</translation>
    </message>
    <message>
        <source>With your family you send one player home each night and outlast the rest.</source>
        <translation>ファミリーと一緒に毎晩一人を退場させ、ほかの全員より長く生き残ります。</translation>
    </message>
    <message>
        <source>On the Mafia&apos;s side; you wake with them and learn what they know.</source>
        <translation>マフィア陣営です。マフィアと一緒に目を覚まし、マフィアと同じ情報を得ます。</translation>
    </message>
    <message>
        <source>You win on your own if the table votes you home.</source>
        <translation>投票で追放されれば、あなた一人の勝ちです。</translation>
    </message>
</context>
<context>
    <name>RoleCard</name>
    <message>
        <source>You know nothing more for now.</source>
        <translation>今のところ、これ以上わかることはありません。</translation>
    </message>
</context>
<context>
    <name>ScreenMenu</name>
    <message>
        <source>&amp;Table screen on</source>
        <translation>テーブル画面の表示先(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Show the table screen</source>
        <translation>テーブル画面を表示(&amp;S)</translation>
    </message>
    <message>
        <source>Table screen &amp;text</source>
        <translation>テーブル画面の文字サイズ(&amp;X)</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大きい</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>もっと大きい</translation>
    </message>
    <message>
        <source>Table screen &amp;colours</source>
        <translation>テーブル画面の配色(&amp;C)</translation>
    </message>
    <message>
        <source>Warm day</source>
        <translation>暖色の昼</translation>
    </message>
    <message>
        <source>Dark day (for a dark room)</source>
        <translation>暗い昼（暗い部屋向け）</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>None: one screen</source>
        <translation>なし：画面ひとつ</translation>
    </message>
</context>
<context>
    <name>ScreenPlacer</name>
    <message>
        <source>None: one screen (the console is covered)</source>
        <translation>なし：画面ひとつ（コンソールはカバーで隠れます）</translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation>テーブル画面</translation>
    </message>
    <message>
        <source>Which screen does the table see (the TV or projector)?
The console and the players&apos; cards always stay on another screen.
You can change this later in View &gt; Table screen on.</source>
        <translation>みんなが見る画面（テレビやプロジェクター）はどれですか？
コンソールとプレイヤーのカードは、いつも別の画面に表示されます。
あとから「表示 &gt; テーブル画面の表示先」で変えられます。</translation>
    </message>
</context>
<context>
    <name>Setting</name>
    <message>
        <source>suit the table</source>
        <translation>テーブルの人数に合わせる</translation>
    </message>
    <message>
        <source>the Seer chooses</source>
        <translation>占い師が選ぶ</translation>
    </message>
    <message>
        <source>told one person who is not a werewolf</source>
        <translation>人狼でない人を1人知らされる（初日白通知）</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30秒</translation>
    </message>
    <message>
        <source>60 seconds</source>
        <translation>60秒</translation>
    </message>
    <message>
        <source>the robbed become Villagers</source>
        <translation>奪われた人は村人になる</translation>
    </message>
    <message>
        <source>the robbed become the Thief</source>
        <translation>奪われた人が盗賊になる（交換）</translation>
    </message>
    <message>
        <source>saves tonight&apos;s target</source>
        <translation>今夜襲われた人を救う</translation>
    </message>
    <message>
        <source>brings back the person voted home</source>
        <translation>投票で追放された人を呼び戻す</translation>
    </message>
    <message>
        <source>a random werewolf</source>
        <translation>ランダムな人狼</translation>
    </message>
    <message>
        <source>the werewolf who chose the target</source>
        <translation>襲撃先を決めた人狼</translation>
    </message>
    <message>
        <source>the vote and the night</source>
        <translation>投票と夜の両方</translation>
    </message>
    <message>
        <source>the night only</source>
        <translation>夜だけ</translation>
    </message>
    <message>
        <source>everything, even following someone home</source>
        <translation>すべて（後追い・道連れも）</translation>
    </message>
    <message>
        <source>night number werewolves + 1</source>
        <translation>人狼の数 + 1 の夜</translation>
    </message>
    <message>
        <source>day number werewolves left × 2</source>
        <translation>残りの人狼の数 × 2 の日</translation>
    </message>
    <message>
        <source>only as the last werewolf</source>
        <translation>最後の人狼になったときだけ</translation>
    </message>
    <message>
        <source>with the pack</source>
        <translation>人狼陣営とともに</translation>
    </message>
    <message>
        <source>any way home</source>
        <translation>どんな形で退場しても</translation>
    </message>
    <message>
        <source>only when voted home</source>
        <translation>投票で追放されたときだけ</translation>
    </message>
    <message>
        <source>sends someone home each night</source>
        <translation>毎晩1人を退場させる</translation>
    </message>
    <message>
        <source>wins by surviving</source>
        <translation>生き残れば勝ち</translation>
    </message>
    <message>
        <source>wins by biting everyone</source>
        <translation>全員を噛めば勝ち</translation>
    </message>
    <message>
        <source>when voted home</source>
        <translation>投票で追放されたとき</translation>
    </message>
    <message>
        <source>whenever they go home</source>
        <translation>退場のしかたを問わず</translation>
    </message>
    <message>
        <source>a run-off, then a lot</source>
        <translation>決選投票、それでも同数なら抽選</translation>
    </message>
    <message>
        <source>nobody goes home</source>
        <translation>誰も退場しない</translation>
    </message>
    <message>
        <source>as many werewolves as the rest</source>
        <translation>人狼が残りの人数以上になったら</translation>
    </message>
    <message>
        <source>every Villager or every special role gone</source>
        <translation>村人全員か役職者全員がいなくなったら</translation>
    </message>
    <message>
        <source>after every trip home</source>
        <translation>誰かが退場するたびに</translation>
    </message>
    <message>
        <source>right after the attack</source>
        <translation>襲撃の直後</translation>
    </message>
    <message>
        <source>the first werewolf in seat order</source>
        <translation>席順で最初の人狼</translation>
    </message>
    <message>
        <source>the larger choice, else a lot</source>
        <translation>多数派、同数なら抽選</translation>
    </message>
    <message>
        <source>they abstain</source>
        <translation>棄権する</translation>
    </message>
    <message>
        <source>a random vote is cast</source>
        <translation>ランダムに投票される</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>short</source>
        <translation>短め</translation>
    </message>
    <message>
        <source>long</source>
        <translation>長め</translation>
    </message>
    <message>
        <source>night</source>
        <translation>夜</translation>
    </message>
    <message>
        <source>day</source>
        <translation>昼</translation>
    </message>
    <message>
        <source>always protects its holder</source>
        <translation>持ち主をいつも守る</translation>
    </message>
    <message>
        <source>sprinkled on a doorstep</source>
        <translation>家の前に撒く</translation>
    </message>
    <message>
        <source>the werewolves win</source>
        <translation>人狼の勝ち</translation>
    </message>
    <message>
        <source>the village wins</source>
        <translation>村の勝ち</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>the most votes</source>
        <translation>最多得票</translation>
    </message>
    <message>
        <source>more than half the votes</source>
        <translation>過半数の票</translation>
    </message>
</context>
<context>
    <name>Side</name>
    <message>
        <source>Village</source>
        <translation>村人陣営</translation>
    </message>
    <message>
        <source>Werewolves</source>
        <translation>人狼陣営</translation>
    </message>
    <message>
        <source>Foxes</source>
        <translation>妖狐陣営</translation>
    </message>
    <message>
        <source>Lovers</source>
        <translation>恋人陣営</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>吸血鬼陣営</translation>
    </message>
    <message>
        <source>Mafia</source>
        <translation>マフィア陣営</translation>
    </message>
    <message>
        <source>On their own</source>
        <translation>単独</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <source>The saved-games file cannot be opened.</source>
        <translation>保存ゲームのファイルを開けません。</translation>
    </message>
    <message>
        <source>Install the newer version of Werewolf Desktop to keep using this file.</source>
        <translation>このファイルを使い続けるには、新しいバージョンの Werewolf Desktop をインストールしてください。</translation>
    </message>
    <message>
        <source>Close the other Werewolf Desktop window that uses it, then try again.</source>
        <translation>このファイルを使っている別の Werewolf Desktop のウィンドウを閉じてから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The file is left exactly as it is, so nothing in it is lost.</source>
        <translation>ファイルはそのまま残してあるので、中身は何も失われていません。</translation>
    </message>
    <message>
        <source>You can start with a fresh saved-games file next to it.</source>
        <translation>その隣に新しい保存ゲームのファイルを作って始めることができます。</translation>
    </message>
    <message>
        <source>Start with a fresh file</source>
        <translation>新しいファイルで始める</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>もう一度試す</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>A fresh saved-games file cannot be created either: %1

Start the app with --data-dir and a folder you can write to.</source>
        <extracomment>%1: why the file cannot be created (the system&apos;s words)</extracomment>
        <translation>新しい保存ゲームのファイルも作れませんでした：%1

--data-dir に書き込み可能なフォルダーを指定してアプリを起動してください。</translation>
    </message>
    <message>
        <source>A fresh saved-games file was started. The damaged file was kept, unchanged, as:
%1

An SQLite repair tool may still rescue it; delete it once you no longer need it.</source>
        <extracomment>%1: the path of the damaged file, kept under a new name</extracomment>
        <translation>新しい保存ファイルで始めました。壊れたファイルは変更せずに次の名前で残してあります：
%1

SQLite の修復ツールで復元できる場合があります。不要になったら削除してください。</translation>
    </message>
</context>
<context>
    <name>StoreError</name>
    <message>
        <source>The saved-games file is busy: another program (perhaps another Werewolf Desktop window) is using it. Nothing was changed; close the other program or wait, then try again.</source>
        <translation>保存ゲームのファイルは使用中です（別のWerewolf Desktopのウィンドウなど、ほかのプログラムが使っています）。何も変更していません。そのプログラムを閉じるか、少し待ってからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The saved-games file cannot be written (the file, its folder or the disk is read-only). Nothing was changed.</source>
        <translation>保存ゲームのファイルに書き込めません（ファイル、フォルダー、またはディスクが読み取り専用です）。何も変更していません。</translation>
    </message>
    <message>
        <source>The saved-games file is damaged. It has been left untouched.</source>
        <translation>保存ゲームのファイルが壊れています。ファイルには手を加えていません。</translation>
    </message>
    <message>
        <source>This game is no longer among the saved games (deleted in another window?).</source>
        <translation>このゲームはもう保存したゲームの中にありません（別のウィンドウで削除されたのかもしれません）。</translation>
    </message>
    <message>
        <source>The disk holding the saved games is full. The last change was not saved; free some space and try again.</source>
        <translation>保存ゲームのあるディスクがいっぱいです。最後の変更は保存されていません。空き容量を作ってからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The saved-games file cannot be opened. Check that its folder exists.</source>
        <translation>保存ゲームのファイルを開けません。フォルダーがあるか確認してください。</translation>
    </message>
    <message>
        <source>The saved-games file could not be read or written. Nothing more was changed; try again, or restart the app.</source>
        <translation>保存ゲームのファイルを読み書きできませんでした。これ以上は何も変更していません。もう一度試すか、アプリを再起動してください。</translation>
    </message>
</context>
<context>
    <name>StoryControls</name>
    <message>
        <source>◀ Back  [F7]</source>
        <translation>◀ 戻る  [F7]</translation>
    </message>
    <message>
        <source>Tell what really happened  [F8]</source>
        <translation>本当は何が起きたかを語る  [F8]</translation>
    </message>
</context>
<context>
    <name>StoryPage</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
</context>
<context>
    <name>StoryWindow</name>
    <message>
        <source>What really happened</source>
        <translation>本当に起きたこと</translation>
    </message>
</context>
<context>
    <name>TableOnLaptop</name>
    <message>
        <source>&amp;Key to look at the console (one screen)</source>
        <translation>コンソールを見るキー（画面が1つのとき）(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>ハイコントラスト(&amp;H)</translation>
    </message>
</context>
<context>
    <name>TimerControls</name>
    <message>
        <source>Start the timer  [Space]</source>
        <translation>タイマー開始  [Space]</translation>
    </message>
    <message>
        <source>+1 minute</source>
        <translation>+1分</translation>
    </message>
    <message>
        <source>Pause the timer  [Space]</source>
        <translation>タイマーを一時停止  [Space]</translation>
    </message>
</context>
<context>
    <name>TimerRing</name>
    <message>
        <source>Time left: %1</source>
        <extracomment>the day timer&apos;s countdown, read by a screen reader; %1: e.g. 2:35</extracomment>
        <translation>残り時間：%1</translation>
    </message>
</context>
<context>
    <name>TurnScreen</name>
    <message>
        <source>Done  [Enter]</source>
        <translation>完了  [Enter]</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <source>New since your last turn:</source>
        <translation>前回の手番からの新しい情報：</translation>
    </message>
    <message>
        <source>Nothing new since your last turn.</source>
        <translation>前回の手番から新しい情報はありません。</translation>
    </message>
    <message>
        <source>What you may do now</source>
        <translation>今できること</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>あなたが知っていること</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>まだ何もありません。</translation>
    </message>
    <message>
        <source>Your answers are in</source>
        <translation>回答を受け付けました</translation>
    </message>
    <message>
        <source>Nothing more for you now.</source>
        <translation>今はほかにお伝えすることはありません。</translation>
    </message>
    <message>
        <source>Not done yet: choose someone (or Nobody, where it is offered).</source>
        <translation>まだ終われません：誰かを選んでください（「誰も選ばない」があればそれでも構いません）。</translation>
    </message>
    <message>
        <source>Press Done when you are ready.</source>
        <translation>準備ができたら「完了」を押してください。</translation>
    </message>
    <message>
        <source>Hide your turn, then put the laptop down.</source>
        <translation>手番を隠してから、ノートPCを置いてください。</translation>
    </message>
    <message>
        <source>Hide my turn  [Enter]</source>
        <translation>手番を隠す  [Enter]</translation>
    </message>
    <message>
        <source>Take your time: Done in %1 s.</source>
        <translation>ゆっくりどうぞ：%1秒後に「完了」できます。</translation>
    </message>
    <message>
        <source>Answer every question that needs someone.</source>
        <translation>誰かを選ぶ必要がある質問にはすべて答えてください。</translation>
    </message>
</context>
<context>
    <name>Verb</name>
    <message>
        <source>Look</source>
        <translation>占う</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>護衛する</translation>
    </message>
    <message>
        <source>Swap cards</source>
        <translation>カードを交換</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>救う</translation>
    </message>
    <message>
        <source>Bring back</source>
        <translation>呼び戻す</translation>
    </message>
    <message>
        <source>Set a trap</source>
        <translation>罠を仕掛ける</translation>
    </message>
    <message>
        <source>Bless</source>
        <translation>祝福する</translation>
    </message>
    <message>
        <source>Bite</source>
        <translation>噛む</translation>
    </message>
    <message>
        <source>Sprinkle</source>
        <translation>トリカブトを撒く</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>かばう</translation>
    </message>
    <message>
        <source>Tie two players</source>
        <translation>2人を結ぶ</translation>
    </message>
    <message>
        <source>Note a guess</source>
        <translation>推理をメモ</translation>
    </message>
    <message>
        <source>Decide the vote</source>
        <translation>投票を決める</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>投票</translation>
    </message>
    <message>
        <source>Runoff vote</source>
        <translation>決選投票</translation>
    </message>
    <message>
        <source>Wake</source>
        <translation>起こす</translation>
    </message>
    <message>
        <source>End the discussion</source>
        <translation>議論を終える</translation>
    </message>
    <message>
        <source>Accuse</source>
        <translation>告発する</translation>
    </message>
    <message>
        <source>Prank</source>
        <translation>いたずらする</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>襲う</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>襲撃する</translation>
    </message>
    <message>
        <source>Send home</source>
        <translation>おうちに帰す</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>毒を盛る</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>脱落させる</translation>
    </message>
    <message>
        <source>Assassinate</source>
        <translation>暗殺する</translation>
    </message>
    <message>
        <source>Take along</source>
        <translation>道連れにする</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>撃つ</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>No speech engine was found; the narration will be shown as subtitles only. On Linux install the espeak-ng package; on Windows or macOS check that a system voice is installed.</source>
        <translation>音声エンジンが見つからないため、ナレーションは字幕だけで表示します。Linux では espeak-ng パッケージを、Windows や macOS ではシステムの音声がインストールされているかを確認してください。</translation>
    </message>
    <message>
        <source>No sound output was found; the narration will be shown as subtitles only. Check that the speakers or the TV are connected and not muted, then choose the output in Narration &gt; Voice settings.</source>
        <translation>音声の出力先が見つからないため、ナレーションは字幕だけで表示します。スピーカーやテレビがつながっていて消音になっていないか確かめ、「ナレーション &gt; 音声の設定」で出力先を選んでください。</translation>
    </message>
    <message>
        <source>The speech engine stopped responding; lines are shown as subtitles until it answers again.</source>
        <translation>音声エンジンが応答しません。応答が戻るまで、セリフは字幕で表示します。</translation>
    </message>
</context>
<context>
    <name>VoiceSettingsDialog</name>
    <message>
        <source>Voice settings</source>
        <translation>音声の設定</translation>
    </message>
    <message>
        <source>Read the narration aloud</source>
        <translation>ナレーションを声で読み上げる</translation>
    </message>
    <message>
        <source>When off, the lines are only shown as subtitles.</source>
        <translation>オフにすると、セリフは字幕だけで表示されます。</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>声</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Sound output</source>
        <translation>音の出力先</translation>
    </message>
    <message>
        <source>Night ambience (covers the table&apos;s noises)</source>
        <translation>夜の環境音（テーブルの物音を隠します）</translation>
    </message>
    <message>
        <source>Ambience level</source>
        <translation>環境音の大きさ</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>試聴</translation>
    </message>
    <message>
        <source>Speak a sample line with these settings.</source>
        <translation>この設定で見本のセリフを読み上げます。</translation>
    </message>
    <message>
        <source>Automatic (the language&apos;s voice)</source>
        <translation>自動（言語に合った声）</translation>
    </message>
    <message>
        <source>No voice speaks this language here: the lines are shown as subtitles.</source>
        <translation>この言語を話す声がこのパソコンにないため、セリフは字幕で表示されます。</translation>
    </message>
    <message>
        <source>%1 wpm</source>
        <translation>速さ %1</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>%1 (not connected)</source>
        <translation>%1（接続されていません）</translation>
    </message>
</context>
<context>
    <name>Vote</name>
    <message>
        <source>%n vote(s)</source>
        <comment>one</comment>
        <translation>%n票</translation>
    </message>
    <message>
        <source>%n vote(s)</source>
        <comment>many</comment>
        <translation>%n票</translation>
    </message>
    <message>
        <source>%1: %n</source>
        <comment>one</comment>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1に%n票</translation>
    </message>
    <message>
        <source>%1: %n</source>
        <comment>many</comment>
        <extracomment>%1: the player&apos;s name</extracomment>
        <translation>%1に%n票</translation>
    </message>
    <message>
        <source>Runoff votes</source>
        <translation>決選投票の票数</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>票数</translation>
    </message>
    <message>
        <source>%1: no vote</source>
        <extracomment>a choice of the ballot grid, read by a screen reader; %1: the voter</extracomment>
        <translation>%1：投票なし</translation>
    </message>
    <message>
        <source>%1 votes for %2</source>
        <extracomment>a choice of the ballot grid, read by a screen reader; %1: the voter, %2: the candidate</extracomment>
        <translation>%1 は %2 に投票</translation>
    </message>
    <message>
        <source>Voter \ votes for</source>
        <translation>投票者 \ 投票先</translation>
    </message>
    <message>
        <source>no vote
[N]</source>
        <translation>投票なし
[N]</translation>
    </message>
    <message>
        <source>These totals cannot be shared out among the voters.</source>
        <translation>この合計票数は投票者に割り振れません。</translation>
    </message>
    <message>
        <source>%1 no vote</source>
        <extracomment>%1: how many players cast no vote</extracomment>
        <translation>無投票%1人</translation>
    </message>
    <message>
        <source>No votes yet.</source>
        <translation>まだ票はありません。</translation>
    </message>
</context>
<context>
    <name>Winner</name>
    <message>
        <source>The village wins</source>
        <translation>村人陣営の勝利</translation>
    </message>
    <message>
        <source>The werewolves win</source>
        <translation>人狼陣営の勝利</translation>
    </message>
    <message>
        <source>The foxes win</source>
        <translation>妖狐陣営の勝利</translation>
    </message>
    <message>
        <source>The lovers win</source>
        <translation>恋人陣営の勝利</translation>
    </message>
    <message>
        <source>The vampire wins</source>
        <translation>吸血鬼陣営の勝利</translation>
    </message>
    <message>
        <source>The Mafia wins</source>
        <translation>マフィア陣営の勝利</translation>
    </message>
    <message>
        <source>A lone player wins</source>
        <translation>単独勝利</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>勝者なし：引き分け</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>%1: a side&apos;s name (&quot;Vampires&quot;)</extracomment>
        <translation>%1の勝利</translation>
    </message>
</context>
</TS>
