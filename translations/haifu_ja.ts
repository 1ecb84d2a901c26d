<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Haifu</source>
        <translation>Haifu について</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Study riichi mahjong game records, drill scoring and furiten, and keep the scores of your club&apos;s live games — with one exact rules engine behind every screen.</source>
        <translation>リーチ麻雀の牌譜を検討し、点数計算とフリテンを練習し、クラブ対局の点数を記録する。すべての画面の裏で、ひとつの正確なルールエンジンが動いています。</translation>
    </message>
    <message>
        <source>Licence: %1 (%2). You may share and change it under its terms; it comes with no warranty.</source>
        <translation>ライセンス: %1 (%2)。その条件のもとで自由に共有・改変できます。無保証です。</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>Qt %1 でビルド。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Step to a player&apos;s turn (↑ ↓) to see every discard with the tiles it accepts.</source>
        <translation>手番の局面（↑ ↓）に移動すると、打牌ごとの受け入れ牌が表示されます。</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>%1 の手番</translation>
    </message>
    <message>
        <source>In riichi: the drawn tile goes unless it wins or makes a kan.</source>
        <translation>リーチ中: 和了かカン以外はツモ切りです。</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>column heading: the tile to discard (Japanese: 打牌)</extracomment>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Shanten</source>
        <extracomment>column heading (Japanese: 向聴)</extracomment>
        <translation>向聴数</translation>
    </message>
    <message>
        <source>Tiles</source>
        <extracomment>column heading: how many tiles improve the hand (Japanese: 受け入れ)</extracomment>
        <translation>牌</translation>
    </message>
    <message>
        <source>Accepted tiles (copies unseen)</source>
        <translation>受け入れ牌（見えていない枚数）</translation>
    </message>
    <message>
        <source>Played: as efficient as any discard (%1 tiles).</source>
        <translation>実戦打牌: 最善と同じ効率（%1枚）。</translation>
    </message>
    <message>
        <source>Played: goes back to %1 (best: %2, %3 tiles).</source>
        <translation>実戦打牌: %1 に戻る（最善: %2、%3枚）。</translation>
    </message>
    <message>
        <source>Played: %1 tiles, %2 fewer than the best (%3).</source>
        <translation>実戦打牌: %1枚、最善（%3）より %2枚少ない。</translation>
    </message>
    <message>
        <source>Try discarding %1</source>
        <extracomment>a row of the analysis, for screen readers; %1 the tile&apos;s spoken name</extracomment>
        <translation>%1 を切ってみる</translation>
    </message>
    <message>
        <source>Working out the expected values…</source>
        <translation>期待値を計算中…</translation>
    </message>
    <message numerus="yes">
        <source>Expected values: self-draws only, %n draw(s) left, no calls, opponents ignored.</source>
        <extracomment>%n own draws left; the model is explained in the help</extracomment>
        <translation>
            <numerusform>期待値: ツモのみ、残りツモ %n 回、鳴きなし、他家は考慮しない。</numerusform>
        </translation>
    </message>
    <message>
        <source>Win %1% · Tenpai %2% · EV %3</source>
        <extracomment>expected value of a discard: %1 win chance, %2 tenpai chance (percent), %3 expected points</extracomment>
        <translation>和了 %1% · 聴牌 %2% · 期待値 %3</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>the advice&apos;s share for a discard: how often a strong player would choose it (%1 percent)</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>The advice: a strong player would choose this discard about %1% of the time</source>
        <translation>推奨: 強い打ち手ならおよそ %1% の割合でこの打牌を選びます</translation>
    </message>
    <message>
        <source>A strong player would choose this discard about %1% of the time</source>
        <translation>強い打ち手ならおよそ %1% の割合でこの打牌を選びます</translation>
    </message>
</context>
<context>
    <name>AppRestart</name>
    <message>
        <source>cannot start Haifu again (%1): %2; start it yourself</source>
        <translation>Haifu を再起動できません (%1): %2。手動で起動してください</translation>
    </message>
</context>
<context>
    <name>BoardSeatRow</name>
    <message>
        <source>River of %1</source>
        <translation>%1の河</translation>
    </message>
</context>
<context>
    <name>ClubAuditDialog</name>
    <message>
        <source>Audit trail of %1</source>
        <extracomment>the list of every change made to a game (Japanese: 変更履歴)</extracomment>
        <translation>%1 の変更履歴</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <extracomment>what an entry was before a change</extracomment>
        <translation>変更前: %1</translation>
    </message>
    <message>
        <source>After: %1</source>
        <translation>変更後: %1</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>理由: %1</translation>
    </message>
</context>
<context>
    <name>ClubController</name>
    <message>
        <source>Choose the winner.</source>
        <translation>和了者を選んでください。</translation>
    </message>
    <message>
        <source>A tsumo has one winner.</source>
        <translation>ツモの和了者は1人です。</translation>
    </message>
    <message>
        <source>These rules allow one winner per discard (head bump): choose the winner nearest the discarder&apos;s right.</source>
        <translation>このルールでは1つの打牌に対する和了者は1人です（頭ハネ）。放銃者の下家から数えて最も近い和了者を選んでください。</translation>
    </message>
    <message>
        <source>These rules allow at most %1 winners on one discard; a triple ron is an abortive draw.</source>
        <translation>このルールでは1つの打牌に対する和了者は最大 %1 人です。トリロンは途中流局になります。</translation>
    </message>
    <message>
        <source>Enter the han of %1&apos;s hand (or mark it yakuman).</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1 の翻数を入力してください（または役満を選択）。</translation>
    </message>
    <message>
        <source>Enter the fu of %1&apos;s hand.</source>
        <translation>%1 の符を入力してください。</translation>
    </message>
    <message>
        <source>%1 cannot be liable (pao) for their own win.</source>
        <translation>%1 は自分の和了の包（パオ）にはなれません。</translation>
    </message>
    <message>
        <source>Pao applies to yakuman only.</source>
        <translation>包は役満にのみ適用されます。</translation>
    </message>
    <message>
        <source>Choose who dealt in (the discarder).</source>
        <translation>放銃者を選んでください。</translation>
    </message>
    <message>
        <source>%1 cannot win on their own discard.</source>
        <translation>%1 は自分の捨て牌で和了できません。</translation>
    </message>
    <message>
        <source>These rules do not have nagashi mangan.</source>
        <translation>このルールには流し満貫がありません。</translation>
    </message>
    <message>
        <source>Choose who made nagashi mangan.</source>
        <translation>流し満貫を達成したプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>These rules do not have this abortive draw.</source>
        <translation>このルールにはこの途中流局がありません。</translation>
    </message>
    <message>
        <source>Choose who made the chombo.</source>
        <translation>チョンボしたプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Choose the result of the hand.</source>
        <translation>局の結果を選んでください。</translation>
    </message>
    <message>
        <source>Concealed tiles: %1</source>
        <translation>手牌: %1</translation>
    </message>
    <message>
        <source>Called set: %1</source>
        <translation>副露: %1</translation>
    </message>
    <message>
        <source>Choose the winning tile.</source>
        <translation>和了牌を選んでください。</translation>
    </message>
    <message>
        <source>Dora indicators: %1</source>
        <translation>ドラ表示牌: %1</translation>
    </message>
    <message>
        <source>These tiles are not a complete hand.</source>
        <translation>この牌姿は和了形になっていません。</translation>
    </message>
    <message>
        <source>The hand is complete but has no yaku.</source>
        <translation>和了形ですが役がありません。</translation>
    </message>
</context>
<context>
    <name>ClubEntryChoices</name>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Nagashi</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Abortive</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>Winner(s) — keys 1–4</source>
        <translation>和了者（複数可）— キー 1–4</translation>
    </message>
    <message>
        <source>Winner — keys 1–4</source>
        <translation>和了者 — キー 1–4</translation>
    </message>
    <message>
        <source>Tenpai — keys 1–4</source>
        <translation>聴牌 — キー 1–4</translation>
    </message>
    <message>
        <source>Nagashi mangan — keys 1–4</source>
        <translation>流し満貫 — キー 1–4</translation>
    </message>
    <message>
        <source>Offender — keys 1–4</source>
        <translation>違反者 — キー 1–4</translation>
    </message>
    <message>
        <source>Dealt in — Shift+1–4</source>
        <translation>放銃者 — Shift+1–4</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>聴牌</translation>
    </message>
</context>
<context>
    <name>ClubEntryPanel</name>
    <message>
        <source>Insert a hand before hand %1 (%2)</source>
        <extracomment>entering a missed hand before hand %1 (%2 is its label, E2-1)</extracomment>
        <translation>第%1局（%2）の前に局を挿入</translation>
    </message>
    <message>
        <source>Correct hand %1 (%2)</source>
        <extracomment>correcting a saved hand, %1 is its number and %2 its label (E2-1)</extracomment>
        <translation>第%1局（%2）を訂正</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <extracomment>the next hand to enter, e.g. &quot;Next hand: South 2, 1 honba&quot;</extracomment>
        <translation>次の局: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n deposit(s)</source>
        <extracomment>riichi deposits on the table before the hand to enter (Japanese: 供託%n本)</extracomment>
        <translation>
            <numerusform>供託%n本</numerusform>
        </translation>
    </message>
    <message>
        <source>Note for the score sheet (yaku, remarks)</source>
        <translation>スコアシートの備考（役など）</translation>
    </message>
    <message>
        <source>Why is it inserted? (kept in the audit trail)</source>
        <translation>挿入の理由（変更履歴に残ります）</translation>
    </message>
    <message>
        <source>Why is it corrected? (kept in the audit trail)</source>
        <translation>訂正の理由（変更履歴に残ります）</translation>
    </message>
    <message>
        <source>Save hand (Enter)</source>
        <translation>局を保存 (Enter)</translation>
    </message>
    <message>
        <source>Insert hand</source>
        <translation>局を挿入</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>訂正を保存</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Clear (Esc)</source>
        <translation>クリア (Esc)</translation>
    </message>
    <message>
        <source>The dealer plays on (P)</source>
        <extracomment>club entry, all-last: the leading dealer may stop; P toggles it</extracomment>
        <translation>親が続行する (P)</translation>
    </message>
</context>
<context>
    <name>ClubEntryPreview</name>
    <message>
        <source>Choose the result of the hand.</source>
        <translation>局の結果を選んでください。</translation>
    </message>
    <message>
        <source>Deposits on the table: %1 · next: %2</source>
        <extracomment>after the previewed hand: deposits left and the next hand</extracomment>
        <translation>供託: %1本 · 次: %2</translation>
    </message>
</context>
<context>
    <name>ClubFinalPanel</name>
    <message>
        <source>Final scores</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>Provisional scores</source>
        <translation>暫定結果</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>着順</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>素点</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>オカ</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>罰符</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Penalties (after uma)</source>
        <translation>ペナルティ（ウマ後）</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message>
        <source>Remove this penalty</source>
        <translation>このペナルティを取り消す</translation>
    </message>
    <message>
        <source>Give a penalty…</source>
        <translation>ペナルティを科す…</translation>
    </message>
</context>
<context>
    <name>ClubGameBar</name>
    <message>
        <source>Choose a game</source>
        <translation>対局を選択</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しい対局…</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>変更履歴</translation>
    </message>
    <message>
        <source>Score sheet ▾</source>
        <translation>スコアシート ▾</translation>
    </message>
    <message>
        <source>Export this game as PDF…</source>
        <translation>この対局を PDF で書き出す…</translation>
    </message>
    <message>
        <source>Export this game as CSV…</source>
        <translation>この対局を CSV で書き出す…</translation>
    </message>
    <message>
        <source>Print this game…</source>
        <translation>この対局を印刷…</translation>
    </message>
    <message>
        <source>Blank sheet as PDF…</source>
        <translation>空のスコアシートを PDF で書き出す…</translation>
    </message>
    <message>
        <source>Print a blank sheet…</source>
        <translation>空のスコアシートを印刷…</translation>
    </message>
</context>
<context>
    <name>ClubLedgerView</name>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Dep.</source>
        <extracomment>deposits (riichi sticks) on the table after the hand (Japanese: 供託)</extracomment>
        <translation>供託</translation>
    </message>
    <message>
        <source>No hands yet: enter the first one on the right.</source>
        <translation>まだ局がありません。右側で最初の局を入力してください。</translation>
    </message>
    <message>
        <source>Open a game or start a new one.</source>
        <translation>対局を開くか、新しく始めてください。</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>a riichi mark in the ledger (Japanese: リ)</extracomment>
        <translation>リ</translation>
    </message>
    <message>
        <source>Correct or remove this hand</source>
        <translation>この局を訂正・削除</translation>
    </message>
    <message>
        <source>Correct this hand…</source>
        <translation>この局を訂正…</translation>
    </message>
    <message>
        <source>Insert a hand before it…</source>
        <translation>この前に局を挿入…</translation>
    </message>
    <message>
        <source>Remove this hand…</source>
        <translation>この局を削除…</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>台帳</translation>
    </message>
</context>
<context>
    <name>ClubNewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>イベントなし</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>プレイヤーを選択</translation>
    </message>
    <message>
        <source>East (first dealer)</source>
        <translation>東（起家）</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Hide the rules</source>
        <translation>ルールを閉じる</translation>
    </message>
    <message>
        <source>Adjust the rules…</source>
        <translation>ルールを調整…</translation>
    </message>
    <message>
        <source>Name of these rules</source>
        <translation>このルールの名前</translation>
    </message>
    <message>
        <source>e.g. Thursday rules (optional)</source>
        <translation>例: 木曜ルール（任意）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Table / session</source>
        <translation>卓 / 回戦</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>審判</translation>
    </message>
</context>
<context>
    <name>ClubPage</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Zero-sum ✓</source>
        <translation>ゼロサム ✓</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>訂正</translation>
    </message>
    <message>
        <source>Enter hand</source>
        <translation>局を入力</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>途中経過</translation>
    </message>
    <message>
        <source>No games in this season yet: start one with New game.</source>
        <translation>このシーズンにはまだ対局がありません。「新しい対局」で始めてください。</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>順位表を書き出す</translation>
    </message>
    <message>
        <source>Save a blank score sheet</source>
        <translation>空のスコアシートを保存</translation>
    </message>
    <message>
        <source>Export the score sheet</source>
        <translation>スコアシートを書き出す</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>台帳</translation>
    </message>
</context>
<context>
    <name>ClubPageHeader</name>
    <message>
        <source>All games</source>
        <translation>すべての対局</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>No club yet</source>
        <translation>クラブがありません</translation>
    </message>
    <message>
        <source>Round timer</source>
        <translation>対局タイマー</translation>
    </message>
</context>
<context>
    <name>ClubPageTabs</name>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
</context>
<context>
    <name>ClubPenaltyDialog</name>
    <message>
        <source>Referee penalty</source>
        <translation>審判によるペナルティ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Points deducted</source>
        <translation>減点（ポイント）</translation>
    </message>
    <message>
        <source>20.0</source>
        <extracomment>a penalty in final-score points, e.g. 20.0 (= 20,000 table points)</extracomment>
        <translation>20.0</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>e.g. second warning for slow play</source>
        <translation>例: 遅延行為への2回目の警告</translation>
    </message>
    <message>
        <source>Deducted from the final score after uma; the table points stay as they are.</source>
        <translation>ウマの後に最終ポイントから差し引きます。持ち点はそのままです。</translation>
    </message>
</context>
<context>
    <name>ClubPickerHand</name>
    <message>
        <source>Remove this call</source>
        <extracomment>a call (chi, pon, kan) in the tile picker&apos;s hand; clicking it removes it</extracomment>
        <translation>この副露を外す</translation>
    </message>
</context>
<context>
    <name>ClubPickerScore</name>
    <message>
        <source>The engine&apos;s count</source>
        <translation>エンジンの計算</translation>
    </message>
    <message>
        <source>Enter the 14 tiles of the winning hand.</source>
        <translation>和了形の14枚を入力してください。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <extracomment>put the engine&apos;s han/fu into the hand entry, e.g. &quot;Use 4 han 30 fu&quot;</extracomment>
        <translation>%1 を反映</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>反映</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>ClubPlayerView</name>
    <message>
        <source>Choose a player</source>
        <translation>プレイヤーを選択</translation>
    </message>
    <message>
        <source>EMA %1</source>
        <extracomment>a player&apos;s EMA (European Mahjong Association) membership number</extracomment>
        <translation>EMA %1</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>the player&apos;s rank in the league table, e.g. &quot;rank 2=&quot; (Japanese: %1位)</extracomment>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Choose a player, or double-click a row of the standings.</source>
        <translation>プレイヤーを選ぶか、順位表の行をダブルクリックしてください。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均ポイント</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均着順</translation>
    </message>
    <message>
        <source>Places 1-2-3-4</source>
        <extracomment>games finished 1st / 2nd / 3rd / 4th</extracomment>
        <translation>1-2-3-4着</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Riichi rate</source>
        <translation>リーチ率</translation>
    </message>
    <message>
        <source>Best / worst</source>
        <translation>最高 / 最低</translation>
    </message>
    <message>
        <source>Score per game (bars) and running total (line)</source>
        <translation>対局ごとのポイント（棒）と累計（線）</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>終了した対局はまだありません</translation>
    </message>
    <message>
        <source>#%1</source>
        <extracomment>the place in one game, e.g. &quot;2nd&quot; written as &quot;2&quot; (Japanese: %1位)</extracomment>
        <translation>%1着</translation>
    </message>
</context>
<context>
    <name>ClubPreview</name>
    <message>
        <source>This ends the game: %1</source>
        <translation>これで終局: %1</translation>
    </message>
</context>
<context>
    <name>ClubPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>No printer found: the system&apos;s default printer is used, if any.</source>
        <translation>プリンタが見つかりません。システムの既定のプリンタがあれば、それを使います。</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>プリンタ</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>部数</translation>
    </message>
</context>
<context>
    <name>ClubReasonDialog</name>
    <message>
        <source>Remove hand %1</source>
        <translation>第%1局を削除</translation>
    </message>
    <message>
        <source>Remove the penalty</source>
        <translation>ペナルティを取り消す</translation>
    </message>
    <message>
        <source>The game is recomputed without it. Why? (kept in the audit trail)</source>
        <translation>これを除いて対局を再計算します。理由は？（変更履歴に残ります）</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>ClubRoundTimer</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Screen %1</source>
        <translation>画面 %1</translation>
    </message>
    <message>
        <source>Round timer</source>
        <translation>対局タイマー</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全画面 (F11)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <source>Round 1</source>
        <translation>第1回戦</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>画面</translation>
    </message>
    <message>
        <source>Show on second window</source>
        <translation>別ウィンドウに表示</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>+1 minute</source>
        <translation>+1 分</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Escape closes the timer; it keeps running.</source>
        <translation>Esc で閉じます（タイマーは止まりません）。</translation>
    </message>
</context>
<context>
    <name>ClubSeatCard</name>
    <message>
        <source>E</source>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Riichi</source>
        <extracomment>the riichi toggle of a seat</extracomment>
        <translation>リーチ</translation>
    </message>
</context>
<context>
    <name>ClubSetupView</name>
    <message>
        <source>Players of %1</source>
        <translation>%1 のプレイヤー</translation>
    </message>
    <message>
        <source>EMA %1</source>
        <translation>EMA %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>EMA number</source>
        <translation>EMA 番号</translation>
    </message>
    <message>
        <source>Save player</source>
        <translation>プレイヤーを保存</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>New player</source>
        <translation>新しいプレイヤー</translation>
    </message>
    <message>
        <source>Seasons and leagues</source>
        <translation>シーズンとリーグ</translation>
    </message>
    <message>
        <source>Season name</source>
        <translation>シーズン名</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>開始 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>終了 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Create season</source>
        <translation>シーズンを作成</translation>
    </message>
    <message>
        <source>Events of %1</source>
        <translation>%1 のイベント</translation>
    </message>
    <message>
        <source>Events (choose a season above the tabs)</source>
        <translation>イベント（タブの上でシーズンを選んでください）</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>イベント名</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>会場</translation>
    </message>
    <message>
        <source>Add event</source>
        <translation>イベントを追加</translation>
    </message>
    <message>
        <source>New club</source>
        <translation>新しいクラブ</translation>
    </message>
    <message>
        <source>Each club has its own players, seasons and games; switch between clubs above the tabs.</source>
        <translation>プレイヤー・シーズン・対局はクラブごとに管理されます。クラブはタブの上で切り替えられます。</translation>
    </message>
    <message>
        <source>Club name</source>
        <translation>クラブ名</translation>
    </message>
    <message>
        <source>Create club</source>
        <translation>クラブを作成</translation>
    </message>
</context>
<context>
    <name>ClubStandingsTab</name>
    <message>
        <source>%1 — standings over finished games</source>
        <translation>%1 — 終了した対局の順位表</translation>
    </message>
    <message>
        <source>All finished games of %1</source>
        <translation>%1 の終了したすべての対局</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF を書き出す…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV を書き出す…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <source>EMA results…</source>
        <translation>EMA 用成績…</translation>
    </message>
    <message>
        <source>Web site…</source>
        <translation>Web サイト…</translation>
    </message>
    <message>
        <source>Export the results for the EMA ranking</source>
        <translation>EMA ランキング用の成績を書き出す</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Choose the folder for the web pages</source>
        <translation>Web ページを保存するフォルダーを選ぶ</translation>
    </message>
    <message>
        <source>Save here</source>
        <translation>ここに保存</translation>
    </message>
</context>
<context>
    <name>ClubStandingsView</name>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1着</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2着</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3着</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4着</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <translation>平均着順</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Deal-in %</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>罰符</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>終了した対局はまだありません。</translation>
    </message>
    <message>
        <source>Standings</source>
        <extracomment>the league table (accessible name)</extracomment>
        <translation>順位表</translation>
    </message>
</context>
<context>
    <name>ClubText</name>
    <message>
        <source>Game %1</source>
        <extracomment>a club game without a title or table (Japanese: 対局 %1)</extracomment>
        <translation>対局 %1</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separator between names in a list, e.g. &quot;Aiko, Ben&quot; (Japanese: 、)</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Finished</source>
        <extracomment>a finished game in the list (Japanese: 終了)</extracomment>
        <translation>終了</translation>
    </message>
    <message numerus="yes">
        <source>In progress · %n hand(s)</source>
        <extracomment>a game still being played, with its number of hands (Japanese: 対局中・%n局)</extracomment>
        <translation>
            <numerusform>対局中・%n局</numerusform>
        </translation>
    </message>
    <message>
        <source> (riichi: %1)</source>
        <extracomment>who declared riichi in a hand, in the audit trail</extracomment>
        <translation>（リーチ: %1）</translation>
    </message>
    <message>
        <source>Penalty: %1 %2 (%3)</source>
        <extracomment>a referee penalty in the audit trail: who, how many points, why</extracomment>
        <translation>ペナルティ: %1 %2（%3）</translation>
    </message>
    <message>
        <source>Game created</source>
        <extracomment>audit trail: the game was created</extracomment>
        <translation>対局を作成</translation>
    </message>
    <message>
        <source>Hand added</source>
        <translation>局を追加</translation>
    </message>
    <message>
        <source>Hand corrected</source>
        <translation>局を訂正</translation>
    </message>
    <message>
        <source>Hand inserted</source>
        <translation>局を挿入</translation>
    </message>
    <message>
        <source>Hand removed</source>
        <translation>局を削除</translation>
    </message>
    <message>
        <source>Penalty given</source>
        <translation>ペナルティを付与</translation>
    </message>
    <message>
        <source>Penalty removed</source>
        <translation>ペナルティを取り消し</translation>
    </message>
    <message>
        <source>Details changed</source>
        <translation>対局情報を変更</translation>
    </message>
    <message>
        <source>hand %1</source>
        <extracomment>the number of a hand in the ledger, 1-based (Japanese: 第%1局)</extracomment>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>Ron</source>
        <extracomment>a win on another player&apos;s discard (Japanese: ロン)</extracomment>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <extracomment>a self-drawn win (Japanese: ツモ)</extracomment>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <extracomment>the wall ran out (Japanese: 流局)</extracomment>
        <translation>流局</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <extracomment>Japanese: 流し満貫</extracomment>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Abortive draw</source>
        <extracomment>Japanese: 途中流局</extracomment>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>Chombo</source>
        <extracomment>a foul penalised by the rules (Japanese: チョンボ)</extracomment>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>%1%2-%3</source>
        <extracomment>short hand label: round wind letter, hand number, honba, e.g. E1-0 (Japanese: 東1-0)</extracomment>
        <translation>%1%2-%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>round wind and hand number, e.g. East 1 (Japanese: 東1局)</extracomment>
        <translation>%1%2局</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n honba</source>
        <extracomment>e.g. East 1, 2 honba (Japanese: 東1局 2本場)</extracomment>
        <translation>
            <numerusform>%1 %n本場</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (pao: %2)</source>
        <extracomment>a winner with the player liable for the yakuman (Japanese: %1（包: %2）)</extracomment>
        <translation>%1（包: %2）</translation>
    </message>
    <message>
        <source>Ron: %1 from %2</source>
        <extracomment>e.g. &quot;Ron: Aiko from Ben&quot;; several winners are joined by commas</extracomment>
        <translation>ロン: %1（放銃 %2）</translation>
    </message>
    <message>
        <source>Tsumo: %1 (pao: %2)</source>
        <translation>ツモ: %1（包: %2）</translation>
    </message>
    <message>
        <source>Tsumo: %1</source>
        <translation>ツモ: %1</translation>
    </message>
    <message>
        <source>Nagashi mangan: %1</source>
        <translation>流し満貫: %1</translation>
    </message>
    <message>
        <source>Draw: all noten</source>
        <extracomment>exhaustive draw where nobody was tenpai (Japanese: 流局（全員ノーテン）)</extracomment>
        <translation>流局（全員ノーテン）</translation>
    </message>
    <message>
        <source>Draw: %1 tenpai</source>
        <extracomment>exhaustive draw with the tenpai players (Japanese: 流局（聴牌: %1）)</extracomment>
        <translation>流局（聴牌: %1）</translation>
    </message>
    <message>
        <source>Chombo: %1</source>
        <translation>チョンボ: %1</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <extracomment>Japanese: 役満</extracomment>
        <translation>役満</translation>
    </message>
    <message>
        <source>%1× yakuman</source>
        <extracomment>a multiple yakuman, e.g. 2× yakuman (Japanese: %1倍役満)</extracomment>
        <translation>%1倍役満</translation>
    </message>
    <message>
        <source>%1 han %2 fu</source>
        <extracomment>e.g. 3 han 30 fu (Japanese: 3翻30符)</extracomment>
        <translation>%1翻%2符</translation>
    </message>
    <message>
        <source>%1 (%2 han)</source>
        <extracomment>a limit hand with its han, e.g. Haneman (6 han) (Japanese: 跳満（6翻）)</extracomment>
        <translation>%1（%2翻）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a limit reached by han and fu, e.g. Mangan (4 han 40 fu)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Nine terminals</source>
        <extracomment>abortive draw (Japanese: 九種九牌)</extracomment>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>Four winds</source>
        <extracomment>abortive draw (Japanese: 四風連打)</extracomment>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>Four riichi</source>
        <extracomment>abortive draw (Japanese: 四家立直)</extracomment>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>Four kans</source>
        <extracomment>abortive draw (Japanese: 四槓散了)</extracomment>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <extracomment>abortive draw (Japanese: 三家和)</extracomment>
        <translation>三家和</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>start and return points, e.g. 25,000 / 30,000</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>uma by how many end below the return score</source>
        <translation>ウマは返し点未満の人数で変動</translation>
    </message>
    <message>
        <source>uma %1/%2</source>
        <extracomment>the uma for first and second place in thousands, e.g. uma 15/5</extracomment>
        <translation>ウマ %1/%2</translation>
    </message>
    <message>
        <source>oka %1</source>
        <translation>オカ %1</translation>
    </message>
    <message>
        <source>no busting</source>
        <translation>トビなし</translation>
    </message>
    <message>
        <source>head bump</source>
        <translation>頭ハネ</translation>
    </message>
    <message>
        <source>double ron</source>
        <translation>ダブロンあり</translation>
    </message>
    <message>
        <source>double and triple ron</source>
        <translation>ダブロン・トリロンあり</translation>
    </message>
    <message>
        <source>ties shared</source>
        <translation>同点分け</translation>
    </message>
    <message>
        <source>Table %1 · session %2</source>
        <extracomment>a club game without a title: its table and session (Japanese: %1卓 第%2回戦)</extracomment>
        <translation>%1卓 · 第%2回戦</translation>
    </message>
    <message>
        <source>Table %1</source>
        <extracomment>a club game without a title: its table (Japanese: %1卓)</extracomment>
        <translation>%1卓</translation>
    </message>
    <message>
        <source>Players (3 or 4)</source>
        <translation>人数（3または4）</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>対局の長さ</translation>
    </message>
    <message>
        <source>Start points</source>
        <translation>配給原点</translation>
    </message>
    <message>
        <source>Return points</source>
        <translation>返し点</translation>
    </message>
    <message>
        <source>Points needed to end at all-last</source>
        <translation>オーラスで終了に必要な点数</translation>
    </message>
    <message>
        <source>Uma by place (points)</source>
        <translation>着順ウマ（点）</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <source>Oka to the top (points)</source>
        <translation>トップへのオカ（点）</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>同点の扱い</translation>
    </message>
    <message>
        <source>Rounding of final scores</source>
        <translation>最終スコアの端数処理</translation>
    </message>
    <message>
        <source>The top takes the rounding remainder</source>
        <translation>端数の差はトップが調整</translation>
    </message>
    <message>
        <source>Deposits left at the end</source>
        <translation>終局時に残った供託</translation>
    </message>
    <message>
        <source>Busting ends the game</source>
        <translation>トビで終了</translation>
    </message>
    <message>
        <source>Riichi needs 1,000 points</source>
        <translation>リーチには1,000点必要</translation>
    </message>
    <message>
        <source>West round when nobody reached the target</source>
        <translation>目標点に届かなければ西入</translation>
    </message>
    <message>
        <source>Several rons on one discard</source>
        <translation>同一の打牌への複数ロン</translation>
    </message>
    <message>
        <source>Points per honba on a ron</source>
        <translation>ロン時の1本場あたりの点数</translation>
    </message>
    <message>
        <source>Noten payments in all</source>
        <translation>ノーテン罰符の合計</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>切り上げ満貫</translation>
    </message>
    <message>
        <source>13 han and more are yakuman</source>
        <translation>13翻以上は数え役満</translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>Chombo penalty</source>
        <translation>チョンボの罰則</translation>
    </message>
    <message>
        <source>Chombo points (after uma, or flat to each)</source>
        <translation>チョンボの点数（ウマ後の減点、または各自への支払い）</translation>
    </message>
    <message>
        <source>A chombo ends the game</source>
        <translation>チョンボで終了</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Open tanyao</source>
        <translation>喰いタン</translation>
    </message>
    <message>
        <source>East only</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>East and South</source>
        <translation>東南戦</translation>
    </message>
    <message>
        <source>Fixed by place</source>
        <translation>着順ごとに固定</translation>
    </message>
    <message>
        <source>JPML (by how many end below 30,000)</source>
        <translation>JPML式（30,000点未満の人数による）</translation>
    </message>
    <message>
        <source>Seat order</source>
        <translation>席順</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>同点分け</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Nearest 1,000 (500 up)</source>
        <translation>1,000点単位の四捨五入（500は切り上げ）</translation>
    </message>
    <message>
        <source>Nearest 1,000 (500 down)</source>
        <translation>1,000点単位の五捨六入（500は切り捨て）</translation>
    </message>
    <message>
        <source>Always up</source>
        <translation>常に切り上げ</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>トップへ</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>没収</translation>
    </message>
    <message>
        <source>Head bump (first only)</source>
        <translation>頭ハネ（上家優先のみ）</translation>
    </message>
    <message>
        <source>Double ron (three abort)</source>
        <translation>ダブロンあり（トリプルは流局）</translation>
    </message>
    <message>
        <source>Double and triple ron</source>
        <translation>ダブロン・トリロンあり</translation>
    </message>
    <message>
        <source>Reverse mangan at the table</source>
        <translation>卓上で満貫払い</translation>
    </message>
    <message>
        <source>Deducted after uma</source>
        <translation>ウマの後に減点</translation>
    </message>
    <message>
        <source>Flat payment to each</source>
        <translation>各自へ定額払い</translation>
    </message>
    <message>
        <source>All-last: the dealer&apos;s win in the lead ends the game</source>
        <translation>オーラス：親がトップで和了すると終局（和了止め）</translation>
    </message>
    <message>
        <source>All-last: so does the dealer&apos;s tenpai at a draw (tenpai-yame)</source>
        <translation>オーラス：流局時の親のトップ聴牌でも終局（聴牌止め）</translation>
    </message>
    <message>
        <source>The dealer in the lead needs the target points to end it</source>
        <translation>親のトップ終局には目標点が必要</translation>
    </message>
    <message>
        <source>The dealer in the lead chooses whether to stop</source>
        <translation>トップの親が終了するかを選べる</translation>
    </message>
</context>
<context>
    <name>ClubTilePicker</name>
    <message>
        <source>Tsumo hand of %1</source>
        <extracomment>the tile picker&apos;s title: whose hand, won by ron or tsumo</extracomment>
        <translation>%1 のツモ和了の手牌</translation>
    </message>
    <message>
        <source>Ron hand of %1</source>
        <translation>%1 のロン和了の手牌</translation>
    </message>
    <message>
        <source>%1 of 14 tiles. Click a tile below to add it; click a tile of the hand to remove it.</source>
        <extracomment>%1 of 14 tiles entered</extracomment>
        <translation>%1 / 14 枚。下の牌をクリックすると追加、手牌の牌をクリックすると削除します。</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Open kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>Closed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Dora indicator</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura indicator</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Last tile</source>
        <extracomment>haitei (tsumo) or houtei (ron) (Japanese: 海底・河底)</extracomment>
        <translation>海底・河底</translation>
    </message>
    <message>
        <source>After a kan</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Robbing a kan</source>
        <translation>槍槓</translation>
    </message>
</context>
<context>
    <name>ClubTournamentPenalties</name>
    <message>
        <source>Round %1, table %2</source>
        <translation>第%1回戦・%2卓</translation>
    </message>
    <message>
        <source>No penalty given in this event. A referee&apos;s penalty is given in its game: open the table’s game and use “Give a penalty…” under its scores.</source>
        <translation>この大会ではまだペナルティはありません。審判のペナルティは対局ごとに与えます。卓の対局を開き、スコアの下の「ペナルティを科す…」を使ってください。</translation>
    </message>
</context>
<context>
    <name>ClubTournamentResults</name>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>R%1</source>
        <extracomment>the column of round N&apos;s scores: &quot;R2&quot;</extracomment>
        <translation>%1回戦</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
</context>
<context>
    <name>ClubTournamentTables</name>
    <message>
        <source>Remove this round</source>
        <translation>この回戦を削除</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation>%1（%2の代理）</translation>
    </message>
    <message>
        <source>Sub…</source>
        <translation>代理…</translation>
    </message>
    <message>
        <source>A substitute for %1</source>
        <translation>%1の代理</translation>
    </message>
    <message>
        <source>Open the game</source>
        <translation>対局を開く</translation>
    </message>
    <message>
        <source>Score this table</source>
        <translation>この卓を記録</translation>
    </message>
    <message>
        <source>No round yet: choose how to seat it and press Seat round 1.</source>
        <translation>まだ回戦がありません。組み合わせ方を選び「第1回戦の席を決める」を押してください。</translation>
    </message>
    <message>
        <source>Register a multiple of four players to seat a round.</source>
        <translation>回戦の席を決めるには4の倍数のプレイヤーを登録してください。</translation>
    </message>
    <message>
        <source>A substitute for %1 in round %2</source>
        <translation>第%2回戦の%1の代理</translation>
    </message>
    <message>
        <source>The substitute plays this round&apos;s game in %1&apos;s seat. The others&apos; results stand; the substitute&apos;s game counts for nobody.</source>
        <translation>代理は%1の席でこの回戦の対局を打ちます。他の3人の成績はそのまま有効で、代理の対局は誰の成績にも数えません。</translation>
    </message>
    <message>
        <source>No club player is free</source>
        <translation>空いているクラブのプレイヤーがいません</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>%1が打つ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Seat the substitute</source>
        <translation>代理を着席させる</translation>
    </message>
</context>
<context>
    <name>ClubTournamentView</name>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>No event yet</source>
        <translation>イベントはまだありません</translation>
    </message>
    <message>
        <source>New event</source>
        <translation>新しいイベント</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Players (%1)</source>
        <translation>プレイヤー（%1人）</translation>
    </message>
    <message>
        <source>Take %1 off the list</source>
        <translation>%1を登録から外す</translation>
    </message>
    <message>
        <source>All registered</source>
        <translation>全員登録済み</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>A new player&apos;s name</source>
        <translation>新しいプレイヤーの名前</translation>
    </message>
    <message>
        <source>Round %1:</source>
        <translation>第%1回戦：</translation>
    </message>
    <message>
        <source>Random draw</source>
        <translation>ランダム抽選</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>スイス式</translation>
    </message>
    <message>
        <source>Seat round %1</source>
        <translation>第%1回戦の席を決める</translation>
    </message>
    <message>
        <source>Standings CSV…</source>
        <translation>順位表 CSV…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Results per round</source>
        <translation>回戦ごとの成績</translation>
    </message>
    <message>
        <source>Penalties (%1)</source>
        <translation>ペナルティ（%1）</translation>
    </message>
    <message>
        <source>Create an event on the left, register its players, then seat the first round: every table gets its club game, scored in the Games tab.</source>
        <translation>左でイベントを作成し、プレイヤーを登録してから第1回戦の席を決めてください。各卓にクラブの対局が作られ、「対局」タブで記録します。</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Export the tournament&apos;s standings</source>
        <translation>大会の順位表を書き出す</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
</context>
<context>
    <name>ClubWinValueRow</name>
    <message>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>%1× yakuman</source>
        <translation>%1倍役満</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>No pao</source>
        <extracomment>the player liable for a yakuman they fed (Japanese: 包)</extracomment>
        <translation>包なし</translation>
    </message>
    <message>
        <source>Pao: %1</source>
        <translation>包: %1</translation>
    </message>
    <message>
        <source>Tiles (H)</source>
        <extracomment>opens the tile picker to enter the winning hand (key H)</extracomment>
        <translation>牌姿 (H)</translation>
    </message>
</context>
<context>
    <name>DealInList</name>
    <message>
        <source>Deal-ins into riichi (%1)</source>
        <extracomment>heading of the list of discards that dealt into a riichi; %1 how many</extracomment>
        <translation>リーチへの放銃 (%1)</translation>
    </message>
</context>
<context>
    <name>DrillText</name>
    <message>
        <source>Defence</source>
        <extracomment>Quiz kind: pick the safest discard against a riichi (Japanese: 押し引き・安全牌)</extracomment>
        <translation>守備（安全牌）</translation>
    </message>
    <message>
        <source>All-last conditions</source>
        <extracomment>Quiz kind: what the last hand needs for first place (Japanese: オーラス条件)</extracomment>
        <translation>オーラス条件</translation>
    </message>
    <message>
        <source>Shanten count</source>
        <extracomment>Quiz kind: count how far a hand is from tenpai (Japanese: 向聴数)</extracomment>
        <translation>向聴数</translation>
    </message>
    <message>
        <source>Discard by expected value</source>
        <extracomment>Quiz kind: the discard with the best expected score (Japanese: 何切る・期待値)</extracomment>
        <translation>期待値で何切る</translation>
    </message>
    <message>
        <source>The player on your right is in riichi. Which tile is safest to discard?</source>
        <translation>下家がリーチしています。最も安全な捨て牌はどれですか？</translation>
    </message>
    <message>
        <source>The player across is in riichi. Which tile is safest to discard?</source>
        <translation>対面がリーチしています。最も安全な捨て牌はどれですか？</translation>
    </message>
    <message>
        <source>The player on your left is in riichi. Which tile is safest to discard?</source>
        <translation>上家がリーチしています。最も安全な捨て牌はどれですか？</translation>
    </message>
    <message>
        <source>The last hand. What is the cheapest win that gives you first place, by ron from each player and by tsumo?</source>
        <translation>オーラスです。トップになるための最も安い和了は？各家からのロンとツモそれぞれについて答えてください。</translation>
    </message>
    <message>
        <source>The last hand. What is the cheapest win that keeps you out of last place, by ron from each player and by tsumo?</source>
        <translation>オーラスです。ラスを回避するための最も安い和了は？各家からのロンとツモそれぞれについて答えてください。</translation>
    </message>
    <message>
        <source>How far is this hand from tenpai? (0 = tenpai, -1 = complete)</source>
        <translation>この手は何向聴ですか？（0 = 聴牌、-1 = 和了形）</translation>
    </message>
    <message>
        <source>Which discard has the best expected score?</source>
        <translation>期待値が最も高い打牌はどれですか？</translation>
    </message>
    <message>
        <source>Seat %1, round %2</source>
        <translation>自風 %1、場風 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s) left</source>
        <translation>
            <numerusform>残りツモ %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>You (%1)</source>
        <translation>あなた（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n honba</source>
        <translation>
            <numerusform>%n本場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n riichi stick(s) on the table</source>
        <translation>
            <numerusform>供託 %n本</numerusform>
        </translation>
    </message>
    <message>
        <source>ties go to the seat nearer the first dealer</source>
        <translation>同点は起家に近い方が上位</translation>
    </message>
    <message>
        <source>ties share the place</source>
        <translation>同点は順位を分け合う</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>%1 han %2 fu</source>
        <extracomment>%1 han %2 fu, Japanese: %1翻%2符</extracomment>
        <translation>%1翻%2符</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Ron from %1</source>
        <translation>%1からロン</translation>
    </message>
    <message>
        <source>No win needed</source>
        <translation>和了不要</translation>
    </message>
    <message>
        <source>Impossible</source>
        <translation>不可能</translation>
    </message>
    <message>
        <source>no win needed</source>
        <translation>和了不要</translation>
    </message>
    <message>
        <source>impossible</source>
        <translation>不可能</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>discard %1 (expected score %2)</source>
        <translation>%1 を切る（期待値 %2）</translation>
    </message>
    <message>
        <source>The answer for this source is different (see the explanation)</source>
        <translation>この和了方法の答えが違います（解説を参照）</translation>
    </message>
    <message>
        <source>%1 is not enough</source>
        <translation>%1 では足りません</translation>
    </message>
    <message>
        <source>%1 is enough, but a cheaper hand is: %2 is needed, %1 takes %3</source>
        <translation>%1 で足りますが、もっと安い手で足ります: 必要なのは %2、%1 では %3</translation>
    </message>
    <message>
        <source>It is %1, not %2</source>
        <translation>%2 ではなく %1</translation>
    </message>
    <message>
        <source>Discarding %1 has an expected score of %2; the best has %3</source>
        <translation>%1 切りの期待値は %2、最善は %3 です</translation>
    </message>
    <message>
        <source>the riichi player</source>
        <translation>リーチ者</translation>
    </message>
    <message>
        <source>tier %1 · %2</source>
        <translation>安全度 %1 · %2</translation>
    </message>
    <message>
        <source>%1 · place %2</source>
        <translation>%1 · %2位</translation>
    </message>
    <message>
        <source>%1: no win needed, you meet the target already</source>
        <translation>%1: 和了不要、すでに条件を満たしています</translation>
    </message>
    <message>
        <source>%1: not even a yakuman is enough</source>
        <translation>%1: 役満でも足りません</translation>
    </message>
    <message>
        <source>%1: %2 pays %3; with honba and deposits you take %4 and end on %5</source>
        <translation>%1: %2 は %3 の支払い。本場と供託込みで %4 を得て %5 点になります</translation>
    </message>
    <message>
        <source>%1: %2 is one step short: you take %3 and end on %4</source>
        <translation>%1: %2 では一歩足りません: %3 を得て %4 点</translation>
    </message>
    <message>
        <source>Four groups and a pair</source>
        <translation>4面子1雀頭</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>Win %1 · tenpai %2%3</source>
        <translation>和了率 %1 · 聴牌率 %2%3</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>期待値 %1</translation>
    </message>
    <message>
        <source>%1 (%2; dealt in %3% of the time facing a riichi)</source>
        <extracomment>the defence drill&apos;s answer: %1 the safest tiles, %2 their tier&apos;s name, %3 how often a tile of that tier dealt in facing a riichi in real games (percent)</extracomment>
        <translation>%1（%2。実戦で立直に対して %3% 放銃）</translation>
    </message>
    <message>
        <source>%1 is tier %2 (%3, dealt in %4%); the safest tile held is tier %5 (%6, %7%)</source>
        <extracomment>the defence drill: %1 the tile given, %2 its tier, %3 the tier&apos;s name, %4 how often that tier dealt in facing a riichi (percent), %5-%7 the same for the safest tile held</extracomment>
        <translation>%1 は安全度 %2（%3、放銃率 %4%）。手の中で最も安全な牌は安全度 %5（%6、%7%）</translation>
    </message>
</context>
<context>
    <name>EditorDeal</name>
    <message>
        <source>No tiles yet: click to place them</source>
        <translation>まだ牌がありません。クリックして置きます</translation>
    </message>
    <message>
        <source>Pick tiles…</source>
        <translation>牌を選ぶ…</translation>
    </message>
    <message>
        <source>or as text, e.g. 123m456p789s1122z</source>
        <translation>または文字で（例: 123m456p789s1122z）</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>Hand of seat %1</source>
        <translation>席 %1 の手牌</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <extracomment>the ura dora indicators, shown at a riichi win</extracomment>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>as text, e.g. 3p</source>
        <translation>文字で（例: 3p）</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>Edit record (game %1)</source>
        <translation>記録の編集（対局 %1）</translation>
    </message>
    <message>
        <source>New record</source>
        <translation>新しい記録</translation>
    </message>
    <message>
        <source>Open the new game</source>
        <translation>新しい対局を開く</translation>
    </message>
    <message>
        <source>Save as new game</source>
        <translation>新しい対局として保存</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Add kyoku</source>
        <translation>局を追加</translation>
    </message>
    <message>
        <source>Players and rules</source>
        <translation>プレイヤーとルール</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3人</translation>
    </message>
    <message>
        <source>Kyoku</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Round</source>
        <extracomment>the round of a kyoku: 0 = East 1, 4 = South 1 …</extracomment>
        <translation>場（0 = 東1局）</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Deposits</source>
        <translation>供託</translation>
    </message>
    <message>
        <source>Dealer seat</source>
        <translation>親の席</translation>
    </message>
    <message>
        <source>Start score of seat %1</source>
        <translation>席 %1 の開始点</translation>
    </message>
    <message>
        <source>Legal actions now:</source>
        <translation>今できる行動:</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>最後の手を取り消す</translation>
    </message>
    <message>
        <source>Remove kyoku</source>
        <translation>局を削除</translation>
    </message>
    <message>
        <source>Deal and indicators</source>
        <translation>配牌とドラ表示牌</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>打牌・行動</translation>
    </message>
    <message>
        <source>One move per word: 1d5m discard, 1r5m riichi, 1t tsumo, 2h ron, 3c4m56m chi, 2p7z pon, 2g3s draw, - pass. Or click the legal actions below.</source>
        <translation>1語に1手: 1d5m 打牌、1r5m リーチ、1t ツモ、2h ロン、3c4m56m チー、2p7z ポン、2g3s ツモ牌、- 見送り。下の合法手をクリックしても入力できます。</translation>
    </message>
</context>
<context>
    <name>EditorTilePicker</name>
    <message>
        <source>%1: %2 of %3 tiles</source>
        <extracomment>the record editor&apos;s tile picker: %1 what is picked, %2 and %3 tiles picked and allowed</extracomment>
        <translation>%1: %2 / %3 枚</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を外す</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>反映</translation>
    </message>
</context>
<context>
    <name>EnginePanel</name>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Run on this game</source>
        <translation>この対局で実行</translation>
    </message>
    <message>
        <source>Set an MJAI engine&apos;s command line in the Settings to compare its choices with the game.</source>
        <translation>設定でMJAIエンジンのコマンドを指定すると、その選択を対局と比べられます。</translation>
    </message>
    <message>
        <source>The engine is reading the game: %1 / %2</source>
        <extracomment>%1 of %2 lines of the game sent to the engine</extracomment>
        <translation>エンジンが対局を読んでいます: %1 / %2</translation>
    </message>
    <message>
        <source>Agreement %1% (%2 of %3 decisions).</source>
        <extracomment>%1 agreement in percent, %2 decisions agreed, %3 decisions</extracomment>
        <translation>一致率 %1% (%3 回中 %2 回)。</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>エンジン: %1</translation>
    </message>
    <message>
        <source>Engine: %1 · played: %2</source>
        <extracomment>%1 what the engine chose here, %2 what the player did</extracomment>
        <translation>エンジン: %1 · 実戦: %2</translation>
    </message>
    <message>
        <source>Next disagreement (D)</source>
        <translation>次の不一致 (D)</translation>
    </message>
    <message>
        <source>Game: %1
This hand: %2</source>
        <extracomment>%1 the game&apos;s figures (rating and agreement), %2 the hand&apos;s</extracomment>
        <translation>対局: %1
この局: %2</translation>
    </message>
    <message>
        <source>Riichi discard: engine %1 · played %2</source>
        <extracomment>after the riichi declaration: %1 the engine&apos;s discard, %2 the player&apos;s</extracomment>
        <translation>リーチ宣言牌: エンジン %1 · 実際 %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 q lost · the engine plays it %4%</source>
        <extracomment>%1 how serious (minor, moderate, serious), %2 the category, %3 the q-value lost, %4 the engine&apos;s probability of the played action</extracomment>
        <translation>%1 · %2 · q値 %3 の損 · エンジンの選択率 %4%</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>one-letter seat or round wind on the table (Japanese: 東)</extracomment>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>one-letter seat or round wind on the table (Japanese: 南)</extracomment>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>one-letter seat or round wind on the table (Japanese: 西)</extracomment>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>one-letter seat or round wind on the table (Japanese: 北)</extracomment>
        <translation>北</translation>
    </message>
    <message>
        <source>%1%2-%3</source>
        <extracomment>short kyoku label: round wind letter, hand number, honba, e.g. E1-0 (Japanese: 東1-0)</extracomment>
        <translation>%1%2-%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>round wind and hand number, e.g. East 1 (Japanese: 東1局)</extracomment>
        <translation>%1%2局</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n honba</source>
        <extracomment>e.g. East 1, 2 honba (Japanese: 東1局 2本場)</extracomment>
        <translation>
            <numerusform>%1 %n本場</numerusform>
        </translation>
    </message>
    <message>
        <source>Complete</source>
        <extracomment>the hand is complete (Japanese: 和了形)</extracomment>
        <translation>和了形</translation>
    </message>
    <message>
        <source>Tenpai</source>
        <extracomment>Japanese: 聴牌</extracomment>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>%1-shanten</source>
        <extracomment>e.g. 2-shanten (Japanese: 2向聴)</extracomment>
        <translation>%1向聴</translation>
    </message>
    <message>
        <source>Menzen tsumo</source>
        <translation>門前清自摸和</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Chankan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>Rinshan kaihou</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Haitei raoyue</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Houtei raoyui</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>Pinfu</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>Tanyao</source>
        <translation>断幺九</translation>
    </message>
    <message>
        <source>Iipeikou</source>
        <translation>一盃口</translation>
    </message>
    <message>
        <source>Seat wind</source>
        <translation>自風牌</translation>
    </message>
    <message>
        <source>Round wind</source>
        <translation>場風牌</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>役牌 白</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>役牌 發</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>役牌 中</translation>
    </message>
    <message>
        <source>Chiitoitsu</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Sanshoku doujun</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <source>Ittsuu</source>
        <translation>一気通貫</translation>
    </message>
    <message>
        <source>Chanta</source>
        <translation>混全帯幺九</translation>
    </message>
    <message>
        <source>Toitoi</source>
        <translation>対々和</translation>
    </message>
    <message>
        <source>Sanankou</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <source>Sanshoku doukou</source>
        <translation>三色同刻</translation>
    </message>
    <message>
        <source>Sankantsu</source>
        <translation>三槓子</translation>
    </message>
    <message>
        <source>Shousangen</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>Honroutou</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <source>Ryanpeikou</source>
        <translation>二盃口</translation>
    </message>
    <message>
        <source>Junchan</source>
        <translation>純全帯幺九</translation>
    </message>
    <message>
        <source>Honitsu</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Chinitsu</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Renhou</source>
        <translation>人和</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <source>Chiihou</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>Renhou (yakuman)</source>
        <translation>人和（役満）</translation>
    </message>
    <message>
        <source>Kokushi musou</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>Kokushi musou, 13-sided wait</source>
        <translation>国士無双十三面待ち</translation>
    </message>
    <message>
        <source>Suuankou</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>Suuankou tanki</source>
        <translation>四暗刻単騎</translation>
    </message>
    <message>
        <source>Daisangen</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>Shousuushii</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <source>Daisuushii</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>Tsuuiisou</source>
        <translation>字一色</translation>
    </message>
    <message>
        <source>Ryuuiisou</source>
        <translation>緑一色</translation>
    </message>
    <message>
        <source>Chinroutou</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <source>Chuuren poutou</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <source>Junsei chuuren poutou</source>
        <translation>純正九蓮宝燈</translation>
    </message>
    <message>
        <source>Suukantsu</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>Dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>Red fives</source>
        <translation>赤ドラ</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ</translation>
    </message>
    <message>
        <source>North bonus</source>
        <translation>抜きドラ</translation>
    </message>
    <message>
        <source>Mangan</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>Haneman</source>
        <translation>跳満</translation>
    </message>
    <message>
        <source>Baiman</source>
        <translation>倍満</translation>
    </message>
    <message>
        <source>Sanbaiman</source>
        <translation>三倍満</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Kazoe yakuman</source>
        <translation>数え役満</translation>
    </message>
    <message>
        <source>Kiriage mangan</source>
        <translation>切り上げ満貫</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <extracomment>Japanese: 流局</extracomment>
        <translation>流局</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Nine terminals (kyuushu kyuuhai)</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>Four winds (suufon renda)</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>Four riichi (suucha riichi)</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>Four kans (suukaikan)</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>Triple ron (sanchahou)</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>Discard furiten: %1 is in the own river</source>
        <extracomment>%1 is a tile such as 3m; Japanese: 捨て牌フリテン</extracomment>
        <translation>捨て牌フリテン: %1 が自分の河にある</translation>
    </message>
    <message>
        <source>Riichi furiten: %1 was let pass after riichi</source>
        <extracomment>%1 is a tile such as 3m; Japanese: 立直後の見逃しフリテン</extracomment>
        <translation>立直後の見逃しフリテン: リーチ後に %1 を見逃した</translation>
    </message>
    <message>
        <source>Temporary furiten: %1 was let pass this turn</source>
        <extracomment>%1 is a tile such as 3m; Japanese: 同巡内フリテン</extracomment>
        <translation>同巡内フリテン: この巡目に %1 を見逃した</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>副底</translation>
    </message>
    <message>
        <source>Closed hand won by ron</source>
        <translation>門前ロン</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Open hand without fu</source>
        <translation>符のない鳴き手（30符に切り上げ）</translation>
    </message>
    <message>
        <source>Dragon pair (%1)</source>
        <translation>三元牌の雀頭（%1）</translation>
    </message>
    <message>
        <source>Seat wind pair (%1)</source>
        <translation>自風の雀頭（%1）</translation>
    </message>
    <message>
        <source>Round wind pair (%1)</source>
        <translation>場風の雀頭（%1）</translation>
    </message>
    <message>
        <source>Double wind pair (%1)</source>
        <translation>連風牌の雀頭（%1）</translation>
    </message>
    <message>
        <source>Wait on %1</source>
        <extracomment>kanchan, penchan or tanki wait; Japanese: 待ち</extracomment>
        <translation>%1待ち</translation>
    </message>
    <message>
        <source>Open triplet of terminals or honours (%1)</source>
        <translation>么九牌の明刻（%1）</translation>
    </message>
    <message>
        <source>Open triplet (%1)</source>
        <translation>明刻（%1）</translation>
    </message>
    <message>
        <source>Closed triplet of terminals or honours (%1)</source>
        <translation>么九牌の暗刻（%1）</translation>
    </message>
    <message>
        <source>Closed triplet (%1)</source>
        <translation>暗刻（%1）</translation>
    </message>
    <message>
        <source>Open kan of terminals or honours (%1)</source>
        <translation>么九牌の明槓（%1）</translation>
    </message>
    <message>
        <source>Open kan (%1)</source>
        <translation>明槓（%1）</translation>
    </message>
    <message>
        <source>Closed kan of terminals or honours (%1)</source>
        <translation>么九牌の暗槓（%1）</translation>
    </message>
    <message>
        <source>Closed kan (%1)</source>
        <translation>暗槓（%1）</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>a player without a name in the record, %1 the seat number (0 = the first dealer)</extracomment>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>red %1</source>
        <extracomment>a red five in a sentence, %1 is e.g. 5p (Japanese: 赤%1)</extracomment>
        <translation>赤%1</translation>
    </message>
    <message numerus="yes">
        <source>%n han</source>
        <extracomment>number of han (Japanese: %n翻)</extracomment>
        <translation>
            <numerusform>%n翻</numerusform>
        </translation>
    </message>
    <message>
        <source>Double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>%1 fu</source>
        <translation>%1符</translation>
    </message>
    <message>
        <source>Rounded up from %1</source>
        <translation>%1 から切り上げ</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 %2 をツモ</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 %2 を打牌</translation>
    </message>
    <message>
        <source>%1: riichi, discarding %2</source>
        <translation>%1: リーチ、%2 を打牌</translation>
    </message>
    <message>
        <source>%1: tsumo</source>
        <translation>%1: ツモ和了</translation>
    </message>
    <message>
        <source>%1: ron</source>
        <translation>%1: ロン</translation>
    </message>
    <message>
        <source>%1: chi %2 with %3</source>
        <translation>%1: %3 で %2 をチー</translation>
    </message>
    <message>
        <source>%1: pon %2</source>
        <translation>%1: %2 をポン</translation>
    </message>
    <message>
        <source>%1: kan %2</source>
        <translation>%1: %2 を大明槓</translation>
    </message>
    <message>
        <source>%1: closed kan %2</source>
        <translation>%1: %2 を暗槓</translation>
    </message>
    <message>
        <source>%1: added kan %2</source>
        <translation>%1: %2 を加槓</translation>
    </message>
    <message>
        <source>%1: north aside</source>
        <translation>%1: 北抜き</translation>
    </message>
    <message>
        <source>%1: nine terminals (abort)</source>
        <translation>%1: 九種九牌 (流局)</translation>
    </message>
    <message>
        <source>Pass (play on)</source>
        <translation>見送る (続行)</translation>
    </message>
    <message>
        <source>Tsumo %1, %2</source>
        <extracomment>kyoku list: %1 winner, %2 points</extracomment>
        <translation>ツモ %1、%2点</translation>
    </message>
    <message>
        <source>Ron %1 from %2, %3</source>
        <extracomment>kyoku list: %1 winner, %2 discarder, %3 points</extracomment>
        <translation>ロン %1（放銃 %2）、%3点</translation>
    </message>
    <message>
        <source>Exhaustive draw, all noten</source>
        <translation>流局、全員ノーテン</translation>
    </message>
    <message>
        <source>Exhaustive draw, tenpai: %1</source>
        <translation>流局、聴牌: %1</translation>
    </message>
    <message>
        <source>The deal</source>
        <extracomment>the first step of a hand (Japanese: 配牌)</extracomment>
        <translation>配牌</translation>
    </message>
    <message>
        <source>%1 draws %2 from the dead wall</source>
        <translation>%1 が嶺上牌 %2 をツモ</translation>
    </message>
    <message>
        <source>%1 declares riichi, discarding %2</source>
        <translation>%1 が %2 でリーチ</translation>
    </message>
    <message>
        <source>%1 discards %2 (tsumogiri)</source>
        <translation>%1 が %2 をツモ切り</translation>
    </message>
    <message>
        <source>%1 calls chi on %2 from %3</source>
        <translation>%1 が %3 の %2 をチー</translation>
    </message>
    <message>
        <source>%1 calls pon on %2 from %3</source>
        <translation>%1 が %3 の %2 をポン</translation>
    </message>
    <message>
        <source>%1 calls kan on %2 from %3</source>
        <translation>%1 が %3 の %2 を大明槓</translation>
    </message>
    <message>
        <source>%1 declares a closed kan of %2</source>
        <translation>%1 が %2 を暗槓</translation>
    </message>
    <message>
        <source>%1 adds %2 to a pon (kan)</source>
        <translation>%1 が %2 を加槓</translation>
    </message>
    <message>
        <source>%1 sets a north aside</source>
        <translation>%1 が北を抜く</translation>
    </message>
    <message>
        <source>%1&apos;s riichi stands: 1,000 on the table</source>
        <translation>%1 のリーチ成立: 供託 1,000点</translation>
    </message>
    <message>
        <source>New dora indicator: %1</source>
        <translation>新ドラ表示牌: %1</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>%1 wins by tsumo</source>
        <translation>%1 のツモ和了</translation>
    </message>
    <message>
        <source>%1 wins by ron from %2</source>
        <translation>%1 が %2 からロン和了</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>%1 disconnected</source>
        <translation>%1 が切断</translation>
    </message>
    <message>
        <source>%1 is back</source>
        <translation>%1 が復帰</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <comment>the last action on the table</comment>
        <translation>%1 が %2 をツモ</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <comment>the last action on the table</comment>
        <translation>%1 が %2 を打牌</translation>
    </message>
</context>
<context>
    <name>HandbookDialog</name>
    <message>
        <source>Handbook</source>
        <translation>ハンドブック</translation>
    </message>
    <message>
        <source>Search the handbook</source>
        <translation>ハンドブックを検索</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>%1 (English)</source>
        <translation>%1（英語）</translation>
    </message>
    <message>
        <source>Nothing in the handbook has these words.</source>
        <translation>この言葉を含む箇所はハンドブックにありません。</translation>
    </message>
    <message>
        <source>This chapter is not translated yet; it is shown in English.</source>
        <translation>この章はまだ翻訳されていないため、英語で表示しています。</translation>
    </message>
    <message>
        <source>Paragraphs found: %1</source>
        <translation>見つかった段落: %1</translation>
    </message>
</context>
<context>
    <name>InsightText</name>
    <message>
        <source>Genbutsu</source>
        <extracomment>safety tier 1: the threat cannot ron it (Japanese: 現物)</extracomment>
        <translation>現物</translation>
    </message>
    <message>
        <source>Nearly safe</source>
        <extracomment>safety tier 2: only a single wait could hit it</extracomment>
        <translation>ほぼ安全</translation>
    </message>
    <message>
        <source>Pair waits only</source>
        <extracomment>safety tier 3: only pair and single waits could hit it</extracomment>
        <translation>シャンポン・単騎のみ</translation>
    </message>
    <message>
        <source>No two-sided wait</source>
        <extracomment>safety tier 4: no two-sided wait can hit it (suji, one chance)</extracomment>
        <translation>両面なし</translation>
    </message>
    <message>
        <source>Outer tile</source>
        <extracomment>safety tier 5: honours and terminals with waits left</extracomment>
        <translation>外側の牌</translation>
    </message>
    <message>
        <source>One side open</source>
        <extracomment>safety tier 6: one two-sided wait can hit it</extracomment>
        <translation>片側無筋</translation>
    </message>
    <message>
        <source>Both sides open</source>
        <extracomment>safety tier 7: both two-sided waits can hit it (the most dangerous)</extracomment>
        <translation>両無筋</translation>
    </message>
    <message>
        <source>in %1&apos;s river</source>
        <translation>%1 の河にある</translation>
    </message>
    <message>
        <source>let pass after %1&apos;s riichi</source>
        <translation>%1 のリーチ後に通った</translation>
    </message>
    <message>
        <source>let pass by %1 this turn</source>
        <translation>%1 がこの巡に見逃した</translation>
    </message>
    <message>
        <source>every other copy is visible</source>
        <translation>残りがすべて見えている</translation>
    </message>
    <message>
        <source>one copy unseen: only a single wait</source>
        <translation>残り1枚: 単騎のみ</translation>
    </message>
    <message>
        <source>2 copies visible</source>
        <translation>2枚見え</translation>
    </message>
    <message>
        <source>suji of %1</source>
        <translation>%1 の筋</translation>
    </message>
    <message>
        <source>no chance: every %1 is visible</source>
        <translation>ノーチャンス: %1 が4枚見え</translation>
    </message>
    <message>
        <source>suji: %1</source>
        <translation>筋: %1</translation>
    </message>
    <message>
        <source>one chance: one %1 unseen</source>
        <translation>ワンチャンス: %1 が残り1枚</translation>
    </message>
    <message>
        <source>copies visible: %1</source>
        <translation>見えている枚数: %1</translation>
    </message>
    <message>
        <source>terminal, no suji</source>
        <translation>無筋の老頭牌</translation>
    </message>
    <message>
        <source>no suji</source>
        <translation>無筋</translation>
    </message>
    <message>
        <source>half suji (%1)</source>
        <translation>片筋 (%1)</translation>
    </message>
    <message>
        <source>middle tile, no suji</source>
        <translation>無筋の中張牌</translation>
    </message>
    <message>
        <source>the suji is the riichi tile</source>
        <translation>筋はリーチ宣言牌</translation>
    </message>
    <message>
        <source>early outside tile</source>
        <translation>早い外側の牌</translation>
    </message>
    <message>
        <source>dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>next to a dora</source>
        <translation>ドラ周辺</translation>
    </message>
    <message>
        <source>%1 (riichi)</source>
        <translation>%1 (リーチ)</translation>
    </message>
    <message>
        <source>two melds</source>
        <translation>2副露</translation>
    </message>
    <message>
        <source>dora in melds</source>
        <translation>副露にドラ</translation>
    </message>
    <message>
        <source>yakuhai pon</source>
        <translation>役牌ポン</translation>
    </message>
    <message>
        <source>flush look</source>
        <translation>染め手の気配</translation>
    </message>
    <message>
        <source>%1 (open hand: %2)</source>
        <translation>%1 (副露: %2)</translation>
    </message>
    <message>
        <source>The best expected value.</source>
        <translation>期待値が最大。</translation>
    </message>
    <message>
        <source>%1 points below %2 (win %3% lower).</source>
        <extracomment>%1 expected points lost, %2 the best discard, %3 win chance given up in points of %</extracomment>
        <translation>%2 より %1 点低い (和了率 %3% 低い)。</translation>
    </message>
    <message>
        <source>two-sided shapes ×%1</source>
        <translation>両面 ×%1</translation>
    </message>
    <message>
        <source>pairs ×%1</source>
        <translation>対子 ×%1</translation>
    </message>
    <message>
        <source>dora ×%1</source>
        <translation>ドラ ×%1</translation>
    </message>
    <message>
        <source>tanyao</source>
        <translation>タンヤオ</translation>
    </message>
    <message>
        <source>a yakuhai pair</source>
        <translation>役牌の対子</translation>
    </message>
    <message>
        <source>a dora</source>
        <translation>ドラ</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>対子</translation>
    </message>
    <message>
        <source>a two-sided shape</source>
        <translation>両面ターツ</translation>
    </message>
    <message>
        <source>a connected tile</source>
        <translation>連続形の牌</translation>
    </message>
    <message>
        <source>nothing for tanyao (an outside tile)</source>
        <translation>タンヤオに不要な外側の牌</translation>
    </message>
    <message>
        <source>only a lone tile</source>
        <translation>孤立牌のみ</translation>
    </message>
    <message>
        <source>Keeps %1.</source>
        <translation>残す: %1。</translation>
    </message>
    <message>
        <source>Gives up %1.</source>
        <translation>失う: %1。</translation>
    </message>
    <message>
        <source>Goes back to %1-shanten: %2 expected points more than %3, the best discard that stays at %4-shanten.</source>
        <extracomment>a discard that raises the shanten has the best value: %1 its shanten, %2 the expected points it gains, %3 the discard that keeps the lower shanten, %4 that shanten</extracomment>
        <translation>%1向聴に戻す: %4向聴を保つ最善の打牌 %3 より期待得点が %2 点高い。</translation>
    </message>
    <message>
        <source>Riichi: %1 expected points against %2 dama.</source>
        <extracomment>a discard that leaves tenpai, riichi chosen: %1 the expected points declaring riichi, %2 staying closed without riichi (dama)</extracomment>
        <translation>立直: 期待値 %1 点、ダマは %2 点。</translation>
    </message>
    <message>
        <source>Dama: %2 expected points against %1 for riichi.</source>
        <extracomment>a discard that leaves tenpai, dama chosen: %1 the expected points declaring riichi, %2 staying closed without riichi (dama)</extracomment>
        <translation>ダマ: 期待値 %2 点、立直は %1 点。</translation>
    </message>
    <message>
        <source>Sampled (%1 runs, standard error %2 points).</source>
        <extracomment>a sampled expected value: %1 the runs, %2 the standard error of the expected points</extracomment>
        <translation>標本計算 (%1 回、標準誤差 %2 点)。</translation>
    </message>
</context>
<context>
    <name>KyokuList</name>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>Hands of the game</source>
        <translation>この対局の局</translation>
    </message>
</context>
<context>
    <name>LessonEditView</name>
    <message>
        <source>Export the lesson</source>
        <translation>レッスンを書き出す</translation>
    </message>
    <message>
        <source>Lessons (*.haifu-lesson)</source>
        <translation>レッスン (*.haifu-lesson)</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>ワークシートを保存</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>題名</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>はじめに</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>No problems yet: add one.</source>
        <translation>問題はまだありません。追加してください。</translation>
    </message>
    <message>
        <source>Add a problem</source>
        <translation>問題を追加</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Worksheet PDF…</source>
        <translation>ワークシート PDF…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存済み</translation>
    </message>
</context>
<context>
    <name>LessonFeedback</name>
    <message>
        <source>Right: %1</source>
        <translation>正解：%1</translation>
    </message>
    <message>
        <source>Not this time: %1</source>
        <translation>不正解：%1</translation>
    </message>
    <message>
        <source>The teacher&apos;s answers, best first</source>
        <translation>先生の正解（良い順）</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2（%3）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>The engine gives no answer to this kind of problem.</source>
        <translation>この種類の問題にはエンジンの答えがありません。</translation>
    </message>
    <message>
        <source>The engine&apos;s answer: %1 — it differs from the teacher&apos;s.</source>
        <translation>エンジンの答え：%1 — 先生の答えと異なります。</translation>
    </message>
    <message>
        <source>The engine&apos;s answer: %1</source>
        <translation>エンジンの答え：%1</translation>
    </message>
    <message>
        <source>N or Enter: next problem</source>
        <translation>N または Enter：次の問題</translation>
    </message>
</context>
<context>
    <name>LessonResultsView</name>
    <message>
        <source>Import students&apos; results</source>
        <translation>生徒の結果を取り込む</translation>
    </message>
    <message>
        <source>Lesson results (*.haifu-results)</source>
        <translation>レッスン結果 (*.haifu-results)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Import results…</source>
        <translation>結果を取り込む…</translation>
    </message>
    <message>
        <source>No results yet. Students export them at the end of the lesson.</source>
        <translation>結果はまだありません。生徒はレッスンの最後に書き出します。</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s): %1</source>
        <translation>
            <numerusform>%n人：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Right at the first try</source>
        <translation>一度で正解</translation>
    </message>
    <message>
        <source>Common wrong answers</source>
        <translation>多かった誤答</translation>
    </message>
    <message>
        <source>Results per problem</source>
        <translation>問題ごとの結果</translation>
    </message>
    <message>
        <source>%1: %2 right. %3</source>
        <translation>%1：正解 %2。%3</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>LessonSolveView</name>
    <message>
        <source>Import a lesson</source>
        <translation>レッスンを取り込む</translation>
    </message>
    <message>
        <source>Lessons (*.haifu-lesson)</source>
        <translation>レッスン (*.haifu-lesson)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export my results</source>
        <translation>結果を書き出す</translation>
    </message>
    <message>
        <source>Lesson results (*.haifu-results)</source>
        <translation>レッスン結果 (*.haifu-results)</translation>
    </message>
    <message>
        <source>Lessons in your library</source>
        <translation>ライブラリのレッスン</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>No lessons yet. Import a lesson file your teacher sent you.</source>
        <translation>レッスンはまだありません。先生から届いたレッスンファイルを取り込んでください。</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>レッスンを始める</translation>
    </message>
    <message>
        <source>Review what is due</source>
        <translation>期限の問題を復習</translation>
    </message>
    <message>
        <source>Import a lesson…</source>
        <translation>レッスンを取り込む…</translation>
    </message>
    <message>
        <source>%1 · problem %2 of %3 · %4</source>
        <translation>%1 · 第%2問（全%3問）· %4</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Click the tile to discard, or move with ←/→ and press Enter.</source>
        <translation>切る牌をクリックするか、←/→で選んでEnterを押してください。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>han</source>
        <translation>翻</translation>
    </message>
    <message>
        <source>fu</source>
        <translation>符</translation>
    </message>
    <message>
        <source>points won</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Hint (H) · %1 left</source>
        <translation>ヒント (H) · 残り%1</translation>
    </message>
    <message>
        <source>%1 of %2 right at the first try</source>
        <translation>%2問中%1問を一度で正解</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Export my results…</source>
        <translation>結果を書き出す…</translation>
    </message>
    <message>
        <source>Back to the lessons</source>
        <translation>レッスン一覧に戻る</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <source>Import a lesson</source>
        <translation>レッスンを取り込む</translation>
    </message>
    <message>
        <source>Lessons (*.haifu-lesson)</source>
        <translation>レッスン (*.haifu-lesson)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>New lesson title</source>
        <translation>新しいレッスンの題名</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>取り込み…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Make a lesson: write its title and press New. Problems are positions with a question, your answer and why; students solve them in the Quiz page.</source>
        <translation>レッスンを作るには題名を書いて「新規」を押します。問題は局面と問い、あなたの答えと理由からなり、生徒はクイズページで解きます。</translation>
    </message>
    <message>
        <source>Delete this lesson?</source>
        <translation>このレッスンを削除しますか？</translation>
    </message>
    <message>
        <source>“%1” and the students&apos; results imported for it are deleted.</source>
        <translation>「%1」と、取り込んだ生徒の結果が削除されます。</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>ライブラリのファイルを選択</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Haifu libraries (*.haifu)</source>
        <translation>Haifu ライブラリ (*.haifu)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Start again on this library?</source>
        <translation>このライブラリで再起動しますか?</translation>
    </message>
    <message>
        <source>Haifu closes and starts again on %1. Notes are saved first.</source>
        <translation>Haifu を閉じて %1 で再起動します。メモは先に保存されます。</translation>
    </message>
    <message>
        <source>A file on this computer</source>
        <translation>このコンピューターのファイル</translation>
    </message>
    <message>
        <source>A PostgreSQL server</source>
        <translation>PostgreSQL サーバー</translation>
    </message>
    <message>
        <source>Path of the library file</source>
        <translation>ライブラリファイルのパス</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>ライブラリファイル</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>データベース</translation>
    </message>
    <message>
        <source>SSL</source>
        <translation>SSL</translation>
    </message>
    <message>
        <source>prefer</source>
        <translation>優先</translation>
    </message>
    <message>
        <source>require</source>
        <translation>必須</translation>
    </message>
    <message>
        <source>disable</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>SSL mode</source>
        <translation>SSL モード</translation>
    </message>
    <message>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <source>Remember the password (in libpq&apos;s password file, readable only by you)</source>
        <translation>パスワードを保存する (libpq のパスワードファイル、あなただけが読めます)</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>アドレス: %1</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続テスト</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Use this library</source>
        <translation>このライブラリを使う</translation>
    </message>
</context>
<context>
    <name>LibraryFetchBar</name>
    <message>
        <source>Fetch from Tenhou</source>
        <translation>天鳳から取得</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>取得</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Paste a log address (https://tenhou.net/0/?log=…&amp;tw=2), a log id or a tenhou.net/6 link (#json=…)</source>
        <translation>牌譜 URL（https://tenhou.net/0/?log=…&amp;tw=2）、牌譜 ID、tenhou.net/6 のリンク（#json=…）を貼り付け</translation>
    </message>
    <message>
        <source>Paste a Tenhou log address, id or link</source>
        <translation>天鳳の牌譜 URL、ID、リンクを貼り付け</translation>
    </message>
    <message>
        <source>Tenhou log address, id or tenhou.net/6 link</source>
        <translation>天鳳の牌譜 URL、ID、tenhou.net/6 のリンク</translation>
    </message>
</context>
<context>
    <name>LibraryFilters</name>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Words in the notes</source>
        <translation>メモ内の語句</translation>
    </message>
    <message>
        <source>Any source</source>
        <translation>すべての取得元</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>MJAI</source>
        <translation>MJAI</translation>
    </message>
    <message>
        <source>Any yaku</source>
        <translation>すべての役</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Pinfu</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>Tanyao</source>
        <translation>断幺九</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>All triplets</source>
        <translation>対々和</translation>
    </message>
    <message>
        <source>Half flush</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Full flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Pure straight</source>
        <translation>一気通貫</translation>
    </message>
    <message>
        <source>Mixed triple sequence</source>
        <translation>三色同順</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Under the sea</source>
        <translation>海底・河底</translation>
    </message>
    <message>
        <source>After a kan</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Robbing a kan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>Han at least</source>
        <translation>最低翻数</translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>With notes</source>
        <translation>メモあり</translation>
    </message>
    <message>
        <source>Any tag</source>
        <translation>すべてのタグ</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>開始 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>終了 YYYY-MM-DD</translation>
    </message>
</context>
<context>
    <name>LibraryGameRow</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a game of the library as a screen reader says it: date, players and scores</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Open in the viewer</source>
        <translation>牌譜ビューアで開く</translation>
    </message>
    <message>
        <source>Add a tag…</source>
        <translation>タグを付ける…</translation>
    </message>
    <message>
        <source>Add to a collection…</source>
        <translation>コレクションに追加…</translation>
    </message>
</context>
<context>
    <name>LibraryImportPanel</name>
    <message>
        <source>Importing %1 of %2: %3</source>
        <translation>取り込み中 %1 / %2: %3</translation>
    </message>
    <message>
        <source>Last import: %1</source>
        <translation>前回の取り込み: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Hide report</source>
        <translation>結果を隠す</translation>
    </message>
    <message>
        <source>Show report</source>
        <translation>結果を表示</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <extracomment>%1 games matching the search, %2 in the whole library</extracomment>
        <translation>%1 / %2 対局</translation>
    </message>
    <message>
        <source>Import files…</source>
        <translation>ファイルを取り込む…</translation>
    </message>
    <message>
        <source>Import folder…</source>
        <translation>フォルダを取り込む…</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Players and final scores</source>
        <translation>プレイヤーと最終持ち点</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>トップ</translation>
    </message>
    <message>
        <source>Lobby</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>取り込み日</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>No games yet. Import Tenhou, Mahjong Soul or MJAI records with the buttons above, or drop files here.</source>
        <translation>まだ対局がありません。上のボタンで天鳳・雀魂・MJAI の牌譜を取り込むか、ここにファイルをドロップしてください。</translation>
    </message>
    <message>
        <source>No game matches the search.</source>
        <translation>検索に一致する対局はありません。</translation>
    </message>
    <message>
        <source>Drop record files or folders anywhere on this page to import them. Enter or a double click opens a game.</source>
        <translation>牌譜ファイルやフォルダをこのページにドロップすると取り込めます。Enter またはダブルクリックで対局を開きます。</translation>
    </message>
    <message>
        <source>Drop to import</source>
        <translation>ドロップして取り込む</translation>
    </message>
    <message>
        <source>Import game records</source>
        <translation>牌譜を取り込む</translation>
    </message>
    <message>
        <source>Game records (*.mjlog *.xml *.json *.mjson *.jsonl *.log *.gz)</source>
        <translation>牌譜 (*.mjlog *.xml *.json *.mjson *.jsonl *.log *.gz)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Import a folder of game records</source>
        <translation>牌譜のフォルダを取り込む</translation>
    </message>
    <message>
        <source>%1+ of %2 games</source>
        <extracomment>%1 games matching the search listed so far (still counting them all), %2 in the whole library</extracomment>
        <translation>%1+ / %2 対局</translation>
    </message>
    <message>
        <source>New record…</source>
        <translation>新しい記録…</translation>
    </message>
</context>
<context>
    <name>LibraryTagDialog</name>
    <message>
        <source>Add to a collection</source>
        <translation>コレクションに追加</translation>
    </message>
    <message>
        <source>Add a tag</source>
        <translation>タグを付ける</translation>
    </message>
    <message>
        <source>Collection name</source>
        <translation>コレクション名</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>タグ</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Haifu</source>
        <translation>Haifu</translation>
    </message>
</context>
<context>
    <name>MetricFormula</name>
    <message>
        <source>games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>games finished 1st / games with a place</source>
        <translation>1着の対局数 / 順位のある対局数</translation>
    </message>
    <message>
        <source>games finished 2nd / games with a place</source>
        <translation>2着の対局数 / 順位のある対局数</translation>
    </message>
    <message>
        <source>games finished 3rd / games with a place</source>
        <translation>3着の対局数 / 順位のある対局数</translation>
    </message>
    <message>
        <source>games finished 4th / games with a place</source>
        <translation>4着の対局数 / 順位のある対局数</translation>
    </message>
    <message>
        <source>sum of places / games with a place</source>
        <translation>着順の合計 / 順位のある対局数</translation>
    </message>
    <message>
        <source>games finished below zero / games with a place</source>
        <translation>持ち点が0未満で終わった対局数 / 順位のある対局数</translation>
    </message>
    <message>
        <source>final scores / games with a place</source>
        <translation>最終持ち点の合計 / 順位のある対局数</translation>
    </message>
    <message>
        <source>rank points (uma, oka) / games where known</source>
        <translation>順位点（ウマ・オカ込み）の合計 / 順位点の分かる対局数</translation>
    </message>
    <message>
        <source>wins / hands</source>
        <translation>和了数 / 局数</translation>
    </message>
    <message>
        <source>wins by tsumo / wins</source>
        <translation>ツモ和了数 / 和了数</translation>
    </message>
    <message>
        <source>wins with a closed hand without riichi / wins</source>
        <translation>立直なしの門前和了数 / 和了数</translation>
    </message>
    <message>
        <source>points of the wins / wins</source>
        <translation>和了点の合計 / 和了数</translation>
    </message>
    <message>
        <source>(own discards before the win + 1) / wins</source>
        <translation>(和了前の自分の打牌数 + 1) の合計 / 和了数</translation>
    </message>
    <message>
        <source>hands dealt in / hands</source>
        <translation>放銃した局数 / 局数</translation>
    </message>
    <message>
        <source>points paid by deal-ins / deal-ins</source>
        <translation>放銃で支払った点数の合計 / 放銃数</translation>
    </message>
    <message>
        <source>deal-ins in riichi / deal-ins</source>
        <translation>立直中の放銃数 / 放銃数</translation>
    </message>
    <message>
        <source>deal-ins tenpai without riichi / deal-ins</source>
        <translation>立直せず聴牌中の放銃数 / 放銃数</translation>
    </message>
    <message>
        <source>deal-ins not tenpai / deal-ins</source>
        <translation>聴牌していない手からの放銃数 / 放銃数</translation>
    </message>
    <message>
        <source>deal-ins to a riichi / deal-ins</source>
        <translation>立直者への放銃数 / 放銃数</translation>
    </message>
    <message>
        <source>deal-ins to an open hand / deal-ins</source>
        <translation>副露した手への放銃数 / 放銃数</translation>
    </message>
    <message>
        <source>deal-ins to a closed hand without riichi / deal-ins</source>
        <translation>立直していない門前の手（ダマ）への放銃数 / 放銃数</translation>
    </message>
    <message>
        <source>hands with riichi / hands</source>
        <translation>立直した局数 / 局数</translation>
    </message>
    <message>
        <source>riichi with no other riichi standing / riichi</source>
        <translation>他家の立直がないときの立直数 / 立直数</translation>
    </message>
    <message>
        <source>riichi after another riichi / riichi</source>
        <translation>他家の立直の後の立直数 / 立直数</translation>
    </message>
    <message>
        <source>riichi hands won / riichi</source>
        <translation>立直して和了した局数 / 立直数</translation>
    </message>
    <message>
        <source>riichi hands dealt in / riichi</source>
        <translation>立直して放銃した局数 / 立直数</translation>
    </message>
    <message>
        <source>(own discards before the riichi tile + 1) / riichi</source>
        <translation>(立直宣言牌より前の自分の打牌数 + 1) の合計 / 立直数</translation>
    </message>
    <message>
        <source>such riichi / riichi</source>
        <translation>2種以上の待ちでの立直数 / 立直数</translation>
    </message>
    <message>
        <source>wins with ippatsu / riichi</source>
        <translation>一発での和了数 / 立直数</translation>
    </message>
    <message>
        <source>riichi wins with ura dora / riichi</source>
        <translation>裏ドラが乗った立直和了数 / 立直数</translation>
    </message>
    <message>
        <source>hands with a chi, pon or open kan / hands</source>
        <translation>チー・ポン・大明槓をした局数 / 局数</translation>
    </message>
    <message>
        <source>called hands won / called hands</source>
        <translation>副露して和了した局数 / 副露した局数</translation>
    </message>
    <message>
        <source>called hands dealt in / called hands</source>
        <translation>副露して放銃した局数 / 副露した局数</translation>
    </message>
    <message>
        <source>exhaustive draws tenpai / exhaustive draws</source>
        <translation>聴牌で迎えた流局数 / 流局数</translation>
    </message>
    <message>
        <source>dealer hands the dealer stayed / dealer hands</source>
        <translation>連荘した親番の局数 / 親番の局数</translation>
    </message>
    <message>
        <source>score after less before, summed / hands</source>
        <translation>(局後の持ち点 − 局前の持ち点) の合計 / 局数</translation>
    </message>
</context>
<context>
    <name>MetricName</name>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1着率</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2着率</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3着率</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4着率</translation>
    </message>
    <message>
        <source>Average placement</source>
        <translation>平均着順</translation>
    </message>
    <message>
        <source>Bust rate</source>
        <translation>トビ率</translation>
    </message>
    <message>
        <source>Average final score</source>
        <translation>平均最終持ち点</translation>
    </message>
    <message>
        <source>Average rank points</source>
        <translation>平均順位点</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>和了率</translation>
    </message>
    <message>
        <source>Tsumo share</source>
        <translation>ツモ率</translation>
    </message>
    <message>
        <source>Dama wins</source>
        <translation>ダマ和了率</translation>
    </message>
    <message>
        <source>Average win</source>
        <translation>平均打点</translation>
    </message>
    <message>
        <source>Average turn of a win</source>
        <translation>平均和了巡目</translation>
    </message>
    <message>
        <source>Deal-in rate</source>
        <translation>放銃率</translation>
    </message>
    <message>
        <source>Average deal-in</source>
        <translation>平均放銃点</translation>
    </message>
    <message>
        <source>Deal-ins while in riichi</source>
        <translation>立直中の放銃</translation>
    </message>
    <message>
        <source>Deal-ins while tenpai (no riichi)</source>
        <translation>聴牌中の放銃（立直なし）</translation>
    </message>
    <message>
        <source>Deal-ins from a hand not tenpai</source>
        <translation>未聴牌での放銃</translation>
    </message>
    <message>
        <source>Deal-ins into riichi</source>
        <translation>立直への放銃</translation>
    </message>
    <message>
        <source>Deal-ins into open hands</source>
        <translation>副露への放銃</translation>
    </message>
    <message>
        <source>Deal-ins into dama hands</source>
        <translation>ダマへの放銃</translation>
    </message>
    <message>
        <source>Riichi rate</source>
        <translation>立直率</translation>
    </message>
    <message>
        <source>First riichi</source>
        <translation>先制立直</translation>
    </message>
    <message>
        <source>Chase riichi</source>
        <translation>追っかけ立直</translation>
    </message>
    <message>
        <source>Riichi win rate</source>
        <translation>立直後の和了率</translation>
    </message>
    <message>
        <source>Riichi deal-in rate</source>
        <translation>立直後の放銃率</translation>
    </message>
    <message>
        <source>Average turn of riichi</source>
        <translation>平均立直巡目</translation>
    </message>
    <message>
        <source>Riichi on a wait of two kinds or more</source>
        <translation>2種以上の待ちでの立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発率</translation>
    </message>
    <message>
        <source>Ura dora</source>
        <translation>裏ドラ率</translation>
    </message>
    <message>
        <source>Call rate</source>
        <translation>副露率</translation>
    </message>
    <message>
        <source>Wins after calling</source>
        <translation>副露後の和了率</translation>
    </message>
    <message>
        <source>Deal-ins after calling</source>
        <translation>副露後の放銃率</translation>
    </message>
    <message>
        <source>Tenpai at exhaustive draws</source>
        <translation>流局時聴牌率</translation>
    </message>
    <message>
        <source>Dealer hands kept</source>
        <translation>連荘率</translation>
    </message>
    <message>
        <source>Net points per hand</source>
        <translation>1局あたりの収支</translation>
    </message>
</context>
<context>
    <name>MetricPer</name>
    <message>
        <source>games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>games with a place</source>
        <translation>順位のある対局数</translation>
    </message>
    <message>
        <source>games with rank points</source>
        <translation>順位点のある対局数</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>和了数</translation>
    </message>
    <message>
        <source>deal-ins</source>
        <translation>放銃数</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>立直数</translation>
    </message>
    <message>
        <source>called hands</source>
        <translation>副露した局数</translation>
    </message>
    <message>
        <source>exhaustive draws</source>
        <translation>流局数</translation>
    </message>
    <message>
        <source>dealer hands</source>
        <translation>親番の局数</translation>
    </message>
</context>
<context>
    <name>NavRail</name>
    <message>
        <source>Haifu</source>
        <translation>Haifu</translation>
    </message>
    <message>
        <source>About</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Handbook</source>
        <translation>ハンドブック</translation>
    </message>
    <message>
        <source>Handbook (F1)</source>
        <translation>ハンドブック (F1)</translation>
    </message>
    <message>
        <source>About Haifu</source>
        <translation>Haifu について</translation>
    </message>
</context>
<context>
    <name>NoteList</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>a note&apos;s place: %1 the hand (E1-0), %2 the step</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Notes of the game</source>
        <translation>この対局のメモ</translation>
    </message>
    <message>
        <source>%1 · %2 · move %3</source>
        <extracomment>a note&apos;s place on a variation: %1 the hand (E1-0), %2 the variation, %3 the step in its line</extracomment>
        <translation>%1 · %2 · %3 手目</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Note</source>
        <extracomment>heading of the note on the step on screen</extracomment>
        <translation>メモ</translation>
    </message>
    <message>
        <source>on %1&apos;s move</source>
        <extracomment>the note is about this player&apos;s move</extracomment>
        <translation>%1 の手について</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>卓全体について</translation>
    </message>
    <message>
        <source>Bookmark this step (B)</source>
        <translation>この局面をブックマーク (B)</translation>
    </message>
    <message>
        <source>Notes are kept in the library; this game is not in it.</source>
        <translation>メモはライブラリに保存されますが、この対局はライブラリにありません。</translation>
    </message>
    <message>
        <source>Mark %1 (key %2)</source>
        <extracomment>%1 the mark (!, ?, …), %2 its key</extracomment>
        <translation>記号 %1（キー %2）</translation>
    </message>
    <message>
        <source>Comment on this step (saved as you type)</source>
        <translation>この局面へのコメント（入力中に自動保存）</translation>
    </message>
    <message>
        <source>Better discard:</source>
        <extracomment>the note suggests discarding this tile instead</extracomment>
        <translation>より良い打牌:</translation>
    </message>
    <message>
        <source>Remove the suggested discard</source>
        <translation>提案した打牌を削除</translation>
    </message>
    <message>
        <source>Not saved yet, trying again: %1</source>
        <extracomment>%1 says why the library refused the note</extracomment>
        <translation>まだ保存されていません。再試行しています: %1</translation>
    </message>
</context>
<context>
    <name>OpeningCard</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>PersonsDialog</name>
    <message>
        <source>Persons</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>A person is one player with several accounts: their games are counted together. An account belongs to one person at most.</source>
        <translation>人物は複数のアカウントを持つ一人のプレイヤーです。その対局はまとめて数えます。アカウントは一人の人物にだけ属します。</translation>
    </message>
    <message>
        <source>New person&apos;s name</source>
        <translation>新しい人物の名前</translation>
    </message>
    <message>
        <source>Add person</source>
        <translation>人物を追加</translation>
    </message>
    <message>
        <source>No person yet.</source>
        <translation>人物はまだいません。</translation>
    </message>
    <message>
        <source>This is me</source>
        <translation>これは自分</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove this account from the person</source>
        <translation>このアカウントを人物から外す</translation>
    </message>
    <message>
        <source>Find an account</source>
        <translation>アカウントを検索</translation>
    </message>
    <message>
        <source>Add account</source>
        <translation>アカウントを追加</translation>
    </message>
</context>
<context>
    <name>PlayerStatus</name>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Waits (%1 left)</source>
        <extracomment>the tiles a tenpai hand waits on, and how many are left (Japanese: 待ち)</extracomment>
        <translation>待ち（残り%1枚）</translation>
    </message>
</context>
<context>
    <name>PositionBoardView</name>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手牌</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1を切る</translation>
    </message>
</context>
<context>
    <name>PositionComposer</name>
    <message>
        <source>Round</source>
        <translation>場（0 = 東1局）</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Dealer (seat)</source>
        <translation>親(席)</translation>
    </message>
    <message>
        <source>Honba</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Riichi sticks</source>
        <translation>供託リーチ棒</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>残り牌数</translation>
    </message>
    <message>
        <source>Turn (seat)</source>
        <translation>手番(席)</translation>
    </message>
    <message>
        <source>The seat to act</source>
        <translation>手番の動作</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>ツモる</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>打牌する</translation>
    </message>
    <message>
        <source>may be called</source>
        <translation>鳴かれうる</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>選ぶ…</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <extracomment>a seat tab of the position composer: %1 seat number, %2 its wind</extracomment>
        <translation>席%1 · %2</translation>
    </message>
    <message>
        <source>Text form (to paste into a message and back)</source>
        <translation>テキスト形式(メッセージに貼り付けて共有)</translation>
    </message>
    <message>
        <source>Position text</source>
        <translation>局面テキスト</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>The position is valid.</source>
        <translation>局面は正しいです。</translation>
    </message>
</context>
<context>
    <name>PositionPreview</name>
    <message>
        <source>Table preview</source>
        <translation>卓のプレビュー</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>the composer&apos;s preview: %1 seat number, %2 its wind, %3 its score</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>hand hidden</source>
        <translation>手牌非公開</translation>
    </message>
</context>
<context>
    <name>PositionSeatEditor</name>
    <message>
        <source>Hand (mpsz, empty: hidden)</source>
        <translation>手牌(mpsz、空欄: 非公開)</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>選ぶ…</translation>
    </message>
    <message>
        <source>Hand of %1</source>
        <translation>%1の手牌</translation>
    </message>
    <message>
        <source>Drawn tile</source>
        <translation>ツモ牌</translation>
    </message>
    <message>
        <source>River, oldest first (* tsumogiri, &gt; riichi tile, @N called by seat N)</source>
        <translation>河、古い順(* ツモ切り、&gt; リーチ宣言牌、@N 席Nが鳴いた)</translation>
    </message>
    <message>
        <source>Melds (kind:tiles@source seat, =called tile)</source>
        <translation>副露(種類:牌@鳴いた相手の席、=鳴いた牌)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
</context>
<context>
    <name>ProblemEditor</name>
    <message>
        <source>Problem %1</source>
        <translation>第%1問</translation>
    </message>
    <message>
        <source>New problem</source>
        <translation>新しい問題</translation>
    </message>
    <message>
        <source>Position text (paste one, compose one, or take the viewer&apos;s step)</source>
        <translation>局面テキスト（貼り付け、作成、またはビューアの局面を使う）</translation>
    </message>
    <message>
        <source>Take the viewer&apos;s step</source>
        <translation>ビューアの局面を使う</translation>
    </message>
    <message>
        <source>Hide the composer</source>
        <translation>局面作成を閉じる</translation>
    </message>
    <message>
        <source>Compose…</source>
        <translation>局面を作る…</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Whose decision</source>
        <translation>誰の判断か</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>%1番目の席</translation>
    </message>
    <message>
        <source>Won by tsumo</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>問い</translation>
    </message>
    <message>
        <source>What do you discard?</source>
        <translation>何を切りますか？</translation>
    </message>
    <message>
        <source>Answers
(best first)</source>
        <translation>正解
（良い順）</translation>
    </message>
    <message>
        <source>One tile a line: 5m, then other accepted tiles</source>
        <translation>1行に1牌：5m、続けて他の正解牌</translation>
    </message>
    <message>
        <source>han,fu,points won: 3,40,5200</source>
        <translation>翻,符,得点：3,40,5200</translation>
    </message>
    <message>
        <source>One answer: call / pass, riichi / dama, push / fold, yes / no</source>
        <translation>答えを1つ：call / pass、riichi / dama、push / fold、yes / no</translation>
    </message>
    <message>
        <source>Use the engine&apos;s answer</source>
        <translation>エンジンの答えを使う</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>Hints
(one a line)</source>
        <translation>ヒント
（1行に1つ）</translation>
    </message>
    <message>
        <source>Keep the changes</source>
        <translation>変更を保存</translation>
    </message>
    <message>
        <source>Add to the lesson</source>
        <translation>レッスンに追加</translation>
    </message>
</context>
<context>
    <name>QuizChart</name>
    <message>
        <source>No answers yet</source>
        <translation>まだ回答がありません</translation>
    </message>
</context>
<context>
    <name>QuizChoiceButton</name>
    <message>
        <source>%1 han</source>
        <extracomment>han given for a yaku; 0 means not stated</extracomment>
        <translation>%1翻</translation>
    </message>
    <message>
        <source>? han</source>
        <translation>? 翻</translation>
    </message>
</context>
<context>
    <name>QuizDrillControls</name>
    <message>
        <source>Time: %1 s</source>
        <extracomment>the time taken on a timed shanten question, in seconds</extracomment>
        <translation>時間: %1 秒</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
</context>
<context>
    <name>QuizFeedback</name>
    <message>
        <source>Correct</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>Not quite</source>
        <translation>不正解</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答え: %1</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>解説</translation>
    </message>
</context>
<context>
    <name>QuizHand</name>
    <message>
        <source>Dora indicators</source>
        <extracomment>the dora indicator tiles (Japanese: ドラ表示牌)</extracomment>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>River of the riichi player</source>
        <extracomment>the discards of the player in riichi (Japanese: リーチ者の河)</extracomment>
        <translation>リーチ者の河</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Keep this question in a lesson:</source>
        <translation>この問題をレッスンに保存：</translation>
    </message>
    <message>
        <source>Save to the lesson</source>
        <translation>レッスンに保存</translation>
    </message>
</context>
<context>
    <name>QuizPlanner</name>
    <message>
        <source>Unknown quiz kind: %1</source>
        <translation>不明なクイズの種類: %1</translation>
    </message>
    <message>
        <source>The library is not available.</source>
        <translation>ライブラリを使えません。</translation>
    </message>
    <message>
        <source>Questions about waits are only generated; choose another kind or generated questions.</source>
        <translation>待ちの問題は自動生成のみです。別の種類か自動生成の問題を選んでください。</translation>
    </message>
    <message>
        <source>The library has no games with situations for this quiz yet. Import some games, or choose generated questions.</source>
        <translation>ライブラリにはまだこのクイズに使える局面のある対局がありません。対局を取り込むか、自動生成の問題を選んでください。</translation>
    </message>
    <message>
        <source>Nothing is due for review. Missed questions come back here.</source>
        <translation>復習の期限が来た問題はありません。間違えた問題はここに戻ってきます。</translation>
    </message>
</context>
<context>
    <name>QuizQuestionView</name>
    <message>
        <source>Question %1 of %2 · %3</source>
        <extracomment>Question 3 of 10 · Fu</extracomment>
        <translation>第 %1 問 / %2 · %3</translation>
    </message>
    <message>
        <source>Question %1 · %2</source>
        <translation>第 %1 問 · %2</translation>
    </message>
    <message>
        <source>review</source>
        <translation>復習</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <translation>残り %1:%2</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 問中 %1 問正解</translation>
    </message>
    <message>
        <source>Pick each yaku with its key; + and - set the han of the last one picked (optional).</source>
        <translation>キーで役を選び、+ と - で最後に選んだ役の翻数を設定します（任意）。</translation>
    </message>
    <message>
        <source>The discarder pays</source>
        <translation>放銃者の支払い</translation>
    </message>
    <message>
        <source>Each player pays</source>
        <translation>各自の支払い</translation>
    </message>
    <message>
        <source>The dealer pays</source>
        <translation>親の支払い</translation>
    </message>
    <message>
        <source>Each other player pays</source>
        <translation>子の支払い</translation>
    </message>
    <message>
        <source>The winner gains</source>
        <translation>和了者の収入</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <translation>回答 (Enter)</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <translation>次へ (N)</translation>
    </message>
    <message>
        <source>End session (Esc)</source>
        <translation>終了 (Esc)</translation>
    </message>
</context>
<context>
    <name>QuizSetupView</name>
    <message>
        <source>Drills on what players get wrong at the table. Missed questions come back sooner; progress is kept in your library.</source>
        <translation>実戦で間違えやすいところを練習します。間違えた問題は早めにもう一度出題され、成績はライブラリに保存されます。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Questions from</source>
        <translation>出題元</translation>
    </message>
    <message>
        <source>Generated hands</source>
        <translation>自動生成の手</translation>
    </message>
    <message>
        <source>Situations from the games in your library</source>
        <translation>ライブラリの対局の局面</translation>
    </message>
    <message numerus="yes">
        <source>Review: %n question(s) due</source>
        <extracomment>%n questions due for review (spaced repetition)</extracomment>
        <translation>
            <numerusform>復習: 期限の来た問題 %n 問</numerusform>
        </translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>時間制</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>問</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>QuizStats</name>
    <message>
        <source>By skill</source>
        <translation>分野別</translation>
    </message>
    <message>
        <source>No answers yet. Start a session on the Practice tab.</source>
        <translation>まだ回答がありません。練習タブでセッションを始めてください。</translation>
    </message>
    <message>
        <source>Skill</source>
        <extracomment>columns of the quiz statistics per skill; &quot;Due&quot;: questions due for review</extracomment>
        <translation>分野</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答数</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正答率</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>平均時間</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>復習待ち</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>average seconds per answer</extracomment>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Accuracy per day</source>
        <translation>日ごとの正答率</translation>
    </message>
    <message>
        <source>Seconds per answer</source>
        <extracomment>average seconds per answer, per day</extracomment>
        <translation>1 回答あたりの秒数</translation>
    </message>
</context>
<context>
    <name>QuizSummaryView</name>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 問中 %1 問正解</translation>
    </message>
    <message>
        <source>%1 s in all, %2 s per question</source>
        <translation>合計 %1 秒、1 問あたり %2 秒</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
</context>
<context>
    <name>QuizText</name>
    <message>
        <source>Yaku</source>
        <extracomment>Quiz kind: name the yaku of a winning hand (Japanese: 役)</extracomment>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <extracomment>Quiz kind: count the fu of a winning hand (Japanese: 符計算)</extracomment>
        <translation>符</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>Quiz kind: what each player pays for a win (Japanese: 点数計算)</extracomment>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Waits</source>
        <extracomment>Quiz kind: which tiles complete a tenpai hand (Japanese: 待ち)</extracomment>
        <translation>待ち</translation>
    </message>
    <message>
        <source>Tile efficiency</source>
        <extracomment>Quiz kind: which discard keeps the most tiles accepted (Japanese: 牌効率)</extracomment>
        <translation>牌効率</translation>
    </message>
    <message>
        <source>Furiten</source>
        <extracomment>Quiz kind: may the player ron this tile (Japanese: フリテン)</extracomment>
        <translation>フリテン</translation>
    </message>
    <message>
        <source>Mixed</source>
        <extracomment>Quiz kind: questions of every kind in turn</extracomment>
        <translation>混合</translation>
    </message>
    <message>
        <source>Which yaku does this hand have? Give the han of each.</source>
        <translation>この手の役は？それぞれの翻数も答えてください。</translation>
    </message>
    <message>
        <source>How many fu is this hand worth?</source>
        <translation>この手は何符？</translation>
    </message>
    <message>
        <source>The hand is worth yakuman x%1. What is paid, and what does the winner gain?</source>
        <translation>この手は役満 ×%1。支払いと和了者の収入は？</translation>
    </message>
    <message>
        <source>The hand is worth %1 han %2 fu. What is paid, and what does the winner gain?</source>
        <extracomment>%1 han %2 fu, Japanese: %1翻%2符</extracomment>
        <translation>この手は %1翻%2符。支払いと和了者の収入は？</translation>
    </message>
    <message>
        <source>What is paid for this hand, and what does the winner gain?</source>
        <translation>この手の支払いと和了者の収入は？</translation>
    </message>
    <message>
        <source>Which tiles complete this hand? Pick every wait.</source>
        <translation>この手の和了牌は？待ちをすべて選んでください。</translation>
    </message>
    <message>
        <source>Which discard keeps the most tiles accepted at the lowest shanten?</source>
        <translation>向聴数を最も低く保ち、受け入れ枚数が最も多い打牌は？</translation>
    </message>
    <message>
        <source>%1 is discarded now. May you ron it?</source>
        <extracomment>%1 is a tile such as 3m; ron: claim a discard to win (Japanese: ロン)</extracomment>
        <translation>いま %1 が捨てられました。ロンできる？</translation>
    </message>
    <message>
        <source>Seat %1, round %2</source>
        <extracomment>%1 seat wind, %2 round wind (Japanese: 自風 %1・場風 %2)</extracomment>
        <translation>自風 %1、場風 %2</translation>
    </message>
    <message>
        <source>tsumo on %1</source>
        <translation>%1 でツモ</translation>
    </message>
    <message>
        <source>ron on %1</source>
        <translation>%1 でロン</translation>
    </message>
    <message>
        <source>double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>last tile</source>
        <translation>海底・河底</translation>
    </message>
    <message>
        <source>after a kan</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>robbing a kan</source>
        <translation>槍槓</translation>
    </message>
    <message numerus="yes">
        <source>%n honba</source>
        <extracomment>Japanese: %n本場</extracomment>
        <translation>
            <numerusform>%n本場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n riichi stick(s) on the table</source>
        <extracomment>Japanese: 供託 %n本</extracomment>
        <translation>
            <numerusform>供託 %n本</numerusform>
        </translation>
    </message>
    <message>
        <source>From a game in your library · hand %1</source>
        <extracomment>%1 the hand of a real game such as E1-0</extracomment>
        <translation>ライブラリの対局から · %1</translation>
    </message>
    <message>
        <source>Generated · difficulty %1 · %2 rules</source>
        <translation>自動生成 · 難易度 %1 · %2 ルール</translation>
    </message>
    <message>
        <source>%1 fu</source>
        <extracomment>Japanese: %1符</extracomment>
        <translation>%1符</translation>
    </message>
    <message>
        <source>Yes, I may ron</source>
        <translation>はい、ロンできる</translation>
    </message>
    <message>
        <source>No: discard furiten</source>
        <translation>いいえ: 捨て牌フリテン</translation>
    </message>
    <message>
        <source>No: riichi furiten</source>
        <translation>いいえ: 立直後の見逃しフリテン</translation>
    </message>
    <message>
        <source>No: temporary furiten</source>
        <translation>いいえ: 同巡内フリテン</translation>
    </message>
    <message>
        <source>discard furiten</source>
        <extracomment>Japanese: 捨て牌フリテン</extracomment>
        <translation>捨て牌フリテン</translation>
    </message>
    <message>
        <source>riichi furiten</source>
        <extracomment>Japanese: 立直後の見逃しフリテン</extracomment>
        <translation>立直後の見逃しフリテン</translation>
    </message>
    <message>
        <source>temporary furiten</source>
        <extracomment>Japanese: 同巡内フリテン</extracomment>
        <translation>同巡内フリテン</translation>
    </message>
    <message>
        <source>not a winning tile</source>
        <translation>和了牌ではない</translation>
    </message>
    <message>
        <source>no furiten</source>
        <translation>フリテンではない</translation>
    </message>
    <message>
        <source>%1 %2 han</source>
        <extracomment>a yaku and its han, Japanese: %1 %2翻</extracomment>
        <translation>%1 %2翻</translation>
    </message>
    <message>
        <source>the discarder pays %1</source>
        <translation>放銃者が %1 を支払う</translation>
    </message>
    <message>
        <source>each player pays %1</source>
        <translation>各自 %1 を支払う</translation>
    </message>
    <message>
        <source>the dealer pays %1, the others %2</source>
        <translation>親が %1、子が %2 を支払う</translation>
    </message>
    <message>
        <source>%1; the winner gains %2</source>
        <translation>%1、和了者の収入 %2</translation>
    </message>
    <message numerus="yes">
        <source>discard %1 (%n tile(s) accepted)</source>
        <translation>
            <numerusform>打 %1（受け入れ %n 枚）</numerusform>
        </translation>
    </message>
    <message>
        <source>yes, you may ron</source>
        <translation>はい、ロンできる</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>いいえ: %1</translation>
    </message>
    <message>
        <source>Nothing was answered</source>
        <translation>回答がありません</translation>
    </message>
    <message>
        <source>Missing: %1 (%2 han)</source>
        <translation>抜けている役: %1（%2翻）</translation>
    </message>
    <message>
        <source>Not in this hand: %1</source>
        <translation>この手にない役: %1</translation>
    </message>
    <message>
        <source>%1 is %2 han, not %3</source>
        <translation>%1 は %3翻ではなく %2翻</translation>
    </message>
    <message>
        <source>%1 fu, not %2</source>
        <translation>%2符ではなく %1符</translation>
    </message>
    <message>
        <source>%1 fu is before rounding up to a multiple of 10</source>
        <translation>%1符は 10 符単位に切り上げる前の値です</translation>
    </message>
    <message>
        <source>The payment is %1, not %2</source>
        <translation>支払いは %2 ではなく %1</translation>
    </message>
    <message>
        <source>The winner gains %1, not %2</source>
        <translation>和了者の収入は %2 ではなく %1</translation>
    </message>
    <message>
        <source>Missing wait: %1</source>
        <translation>抜けている待ち: %1</translation>
    </message>
    <message>
        <source>Not a wait: %1</source>
        <translation>待ちではない: %1</translation>
    </message>
    <message>
        <source>Discarding %1 leaves the hand further from tenpai (shanten %2 instead of %3)</source>
        <translation>打 %1 では聴牌から遠くなります（%3向聴ではなく %2向聴）</translation>
    </message>
    <message>
        <source>Discarding %1 accepts %2 tiles; the best accepts %3</source>
        <translation>打 %1 の受け入れは %2 枚、最善は %3 枚</translation>
    </message>
    <message>
        <source>%1 is not in the hand</source>
        <translation>%1 は手牌にありません</translation>
    </message>
    <message>
        <source>You may ron this tile</source>
        <translation>この牌でロンできる</translation>
    </message>
    <message>
        <source>You may not ron this tile</source>
        <translation>この牌でロンできない</translation>
    </message>
    <message>
        <source>It is %1, not %2</source>
        <translation>%2 ではなく %1</translation>
    </message>
    <message>
        <source>two-sided</source>
        <extracomment>wait shapes, Japanese: 両面, 嵌張, 辺張, 双碰, 単騎, 国士13面</extracomment>
        <translation>両面</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>嵌張</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>辺張</translation>
    </message>
    <message>
        <source>double pair</source>
        <translation>双碰</translation>
    </message>
    <message>
        <source>single</source>
        <translation>単騎</translation>
    </message>
    <message>
        <source>thirteen-sided</source>
        <translation>十三面</translation>
    </message>
    <message>
        <source>You discard %1 and declare riichi</source>
        <translation>自分が %1 を切ってリーチ</translation>
    </message>
    <message>
        <source>You discard %1</source>
        <translation>自分が %1 を打牌</translation>
    </message>
    <message>
        <source>(called by another player)</source>
        <translation>（他家に鳴かれた）</translation>
    </message>
    <message>
        <source>The player on your right discards %1; you do not ron</source>
        <translation>下家が %1 を打牌、ロンせず</translation>
    </message>
    <message>
        <source>The player across discards %1; you do not ron</source>
        <translation>対面が %1 を打牌、ロンせず</translation>
    </message>
    <message>
        <source>The player on your left discards %1; you do not ron</source>
        <translation>上家が %1 を打牌、ロンせず</translation>
    </message>
    <message>
        <source>%1 is added to a kan; you do not rob it</source>
        <translation>%1 が加槓され、槍槓せず</translation>
    </message>
    <message>
        <source>The hand reads as these groups (%1 wait)</source>
        <translation>この手の面子構成（%1待ち）</translation>
    </message>
    <message numerus="yes">
        <source>best of %n readings</source>
        <translation>
            <numerusform>%n 通りの取り方のうち最高点</numerusform>
        </translation>
    </message>
    <message>
        <source>Another reading (%1 wait): %2 han %3 fu</source>
        <translation>別の取り方（%1待ち）: %2翻%3符</translation>
    </message>
    <message>
        <source>Another reading (%1 wait): no yaku</source>
        <translation>別の取り方（%1待ち）: 役なし</translation>
    </message>
    <message>
        <source>%1 han</source>
        <translation>%1翻</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>yakuman x%1</source>
        <translation>役満 ×%1</translation>
    </message>
    <message>
        <source>(completed by ron: counts as open)</source>
        <translation>（ロンで完成: 明刻扱い）</translation>
    </message>
    <message>
        <source>+%1 fu</source>
        <translation>+%1符</translation>
    </message>
    <message>
        <source>Pinfu won by tsumo: the 2 fu for tsumo are not added</source>
        <translation>平和のツモ和了: ツモの2符は加えない</translation>
    </message>
    <message>
        <source>Sum of the items</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Seven pairs: always 25 fu, not rounded</source>
        <translation>七対子: 常に25符、切り上げなし</translation>
    </message>
    <message>
        <source>Already a multiple of 10: no rounding</source>
        <translation>すでに10の倍数: 切り上げなし</translation>
    </message>
    <message>
        <source>Rounded up to the next 10: %1 fu → %2 fu</source>
        <translation>10符単位に切り上げ: %1符 → %2符</translation>
    </message>
    <message>
        <source>Basic points: fu × 2^(han + 2) = %1 × 2^%2</source>
        <translation>基本点: 符 × 2^(翻 + 2) = %1 × 2^%2</translation>
    </message>
    <message>
        <source>Basic points of a limit hand (%1)</source>
        <translation>満貫以上の基本点（%1）</translation>
    </message>
    <message>
        <source>The discarder pays basic points × %1, rounded up to 100</source>
        <translation>放銃者が 基本点 × %1 を支払う（100点単位に切り上げ）</translation>
    </message>
    <message>
        <source>The dealer pays basic points × %1, rounded up to 100</source>
        <translation>親が 基本点 × %1 を支払う（100点単位に切り上げ）</translation>
    </message>
    <message>
        <source>Each other player pays basic points × %1, rounded up to 100</source>
        <translation>子がそれぞれ 基本点 × %1 を支払う（100点単位に切り上げ）</translation>
    </message>
    <message>
        <source>Each player pays basic points × %1, rounded up to 100</source>
        <translation>各自 基本点 × %1 を支払う（100点単位に切り上げ）</translation>
    </message>
    <message>
        <source>%1 → %2 with honba</source>
        <translation>本場込みで %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>%n honba add</source>
        <extracomment>Japanese: 本場</extracomment>
        <translation>
            <numerusform>%n本場の加算</numerusform>
        </translation>
    </message>
    <message>
        <source>+%1 per payer</source>
        <translation>支払い一人あたり +%1</translation>
    </message>
    <message numerus="yes">
        <source>%n riichi stick(s) on the table go to the winner</source>
        <extracomment>Japanese: 供託</extracomment>
        <translation>
            <numerusform>供託 %n本は和了者のもの</numerusform>
        </translation>
    </message>
    <message>
        <source>The winner gains</source>
        <translation>和了者の収入</translation>
    </message>
    <message>
        <source>%1 completes the hand (%2 wait)</source>
        <translation>%1 で和了（%2待ち）</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>残り %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard %1: %2 · accepts %3</source>
        <translation>打 %1: %2 · 受け入れ %3</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>In the game the player discarded %1: one of the best</source>
        <translation>実戦では打 %1: 最善の一つ</translation>
    </message>
    <message>
        <source>In the game the player discarded %1</source>
        <translation>実戦では打 %1</translation>
    </message>
    <message>
        <source>The hand waits on</source>
        <translation>待ち</translation>
    </message>
    <message>
        <source>%1 gives no yaku, but it is a wait: it counts for furiten</source>
        <translation>%1 は役がないが待ちなので、フリテンの判定に含まれる</translation>
    </message>
    <message>
        <source>Discard furiten: none of the waits is in your river</source>
        <translation>捨て牌フリテン: 待ち牌は自分の河にない</translation>
    </message>
    <message>
        <source>Discard furiten: your river holds %1 (discard %2, called by another player: it still counts)</source>
        <translation>捨て牌フリテン: 自分の河に %1 がある（%2 打目、他家に鳴かれたが数える）</translation>
    </message>
    <message>
        <source>Discard furiten: your river holds %1 (event %2)</source>
        <translation>捨て牌フリテン: 自分の河に %1 がある（%2 番目）</translation>
    </message>
    <message>
        <source>Before event %1 the hand waited on %2; furiten follows the current waits</source>
        <translation>%1 番目より前の待ちは %2。フリテンは現在の待ちで判定する</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Riichi furiten: after riichi you let %1 pass (event %2); it lasts for the rest of the hand</source>
        <translation>立直後の見逃しフリテン: リーチ後に %1 を見逃した（%2 番目）。この局の終わりまで続く</translation>
    </message>
    <message>
        <source>Riichi furiten: no winning tile passed since riichi</source>
        <translation>立直後の見逃しフリテン: リーチ後に和了牌の見逃しはない</translation>
    </message>
    <message>
        <source>Temporary furiten: you let %1 pass since your last discard (event %2); it lasts until your next discard</source>
        <translation>同巡内フリテン: 前回の打牌以降に %1 を見逃した（%2 番目）。次の打牌まで続く</translation>
    </message>
    <message>
        <source>Temporary furiten: no winning tile passed since your last discard</source>
        <translation>同巡内フリテン: 前回の打牌以降に和了牌の見逃しはない</translation>
    </message>
    <message>
        <source>You may ron %1</source>
        <translation>%1 でロンできる</translation>
    </message>
    <message>
        <source>You may not ron %1: %2</source>
        <translation>%1 でロンできない: %2</translation>
    </message>
</context>
<context>
    <name>QuizTimeline</name>
    <message>
        <source>What happened</source>
        <translation>経過</translation>
    </message>
</context>
<context>
    <name>ResultBuilder</name>
    <message>
        <source>%1: record %2, engine %3</source>
        <extracomment>a difference between the record and the engine: %1 what, %2 the record, %3 the engine</extracomment>
        <translation>%1: 牌譜 %2、エンジン %3</translation>
    </message>
    <message>
        <source>Tsumo: %1</source>
        <translation>ツモ: %1</translation>
    </message>
    <message>
        <source>Ron: %1 from %2</source>
        <translation>ロン: %1（放銃 %2）</translation>
    </message>
    <message>
        <source>The engine cannot score this hand: %1</source>
        <translation>エンジンはこの手を計算できません: %1</translation>
    </message>
    <message>
        <source>The engine finds no yaku in this hand</source>
        <translation>エンジンの判定ではこの手に役がありません</translation>
    </message>
    <message>
        <source>The engine finds no complete hand</source>
        <translation>エンジンの判定では和了形になっていません</translation>
    </message>
    <message>
        <source>not in the record</source>
        <translation>牌譜にない</translation>
    </message>
    <message numerus="yes">
        <source>record: %n han</source>
        <translation>
            <numerusform>牌譜: %n翻</numerusform>
        </translation>
    </message>
    <message>
        <source>in the record only</source>
        <translation>牌譜のみ</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2点</translation>
    </message>
    <message>
        <source>%1 han %2 fu, %3: %4 points</source>
        <extracomment>%1 han, %2 fu, %3 limit name (mangan…), %4 points</extracomment>
        <translation>%1翻%2符、%3: %4点</translation>
    </message>
    <message>
        <source>%1 han %2 fu: %3 points</source>
        <translation>%1翻%2符: %3点</translation>
    </message>
    <message>
        <source>record: %1</source>
        <translation>牌譜: %1</translation>
    </message>
    <message>
        <source>Noten</source>
        <extracomment>not tenpai at the draw (Japanese: ノーテン)</extracomment>
        <translation>ノーテン</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Dora</source>
        <extracomment>dora indicators (Japanese: ドラ表示牌)</extracomment>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Ura</source>
        <translation>裏</translation>
    </message>
    <message>
        <source>Yaku</source>
        <extracomment>Japanese: 役</extracomment>
        <translation>役</translation>
    </message>
    <message>
        <source>Fu</source>
        <extracomment>Japanese: 符</extracomment>
        <translation>符</translation>
    </message>
    <message>
        <source>Payments</source>
        <extracomment>Japanese: 収支</extracomment>
        <translation>収支</translation>
    </message>
    <message>
        <source>The engine agrees with the record.</source>
        <translation>エンジンの計算は牌譜と一致しています。</translation>
    </message>
    <message>
        <source>The record differs from the engine:</source>
        <translation>牌譜とエンジンの計算が異なります:</translation>
    </message>
    <message>
        <source>Win %1</source>
        <extracomment>which of several wins (double ron) is shown</extracomment>
        <translation>和了 %1</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>agreement per game</source>
        <translation>対局ごとの一致率</translation>
    </message>
    <message>
        <source>agreement, moving average</source>
        <translation>一致率（移動平均）</translation>
    </message>
    <message>
        <source>rating, moving average</source>
        <translation>レーティング（移動平均）</translation>
    </message>
    <message>
        <source>No reviewed game yet</source>
        <translation>検討した対局はまだありません</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>検討記録</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全期間</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>過去 30 日</translation>
    </message>
    <message>
        <source>Last 3 months</source>
        <translation>過去 3 か月</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>過去 1 年</translation>
    </message>
    <message>
        <source>Import the review reports you have (mjai-reviewer&apos;s JSON from Mortal) on the Library page: drop them there or use Import. Each game and its review land in the library, and this page sums them up.</source>
        <translation>手元の検討レポート（Mortal の mjai-reviewer が出す JSON）をライブラリ画面で取り込んでください。ドロップするか「ファイルを取り込む…」を使います。対局と検討がライブラリに入り、この画面にまとめて表示されます。</translation>
    </message>
    <message>
        <source>Haifu&apos;s own analysis is reviewing the games: %1 / %2</source>
        <extracomment>%1 games done, %2 games to do</extracomment>
        <translation>Haifu 自身の検討を実行中: %1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of %1 have no engine review.</source>
        <extracomment>%n games of the player without a review, %1 the player</extracomment>
        <translation>
            <numerusform>%1 の対局のうち %n 局に AI 検討がありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Review them with Haifu&apos;s analysis</source>
        <translation>Haifu の検討で補う</translation>
    </message>
    <message>
        <source>Deviations by category</source>
        <translation>分類ごとの不一致</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <extracomment>%1 deviations in the category, %2 their share in percent</extracomment>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>The worst deviations</source>
        <translation>大きな不一致</translation>
    </message>
    <message>
        <source>The costliest first, by the q-value the engine says was lost. Open one to see the position, or tick some and make a lesson of them.</source>
        <translation>エンジンによる q 値の損が大きい順です。開くと局面を表示します。チェックを付けてレッスンにもできます。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Lesson title (optional)</source>
        <translation>レッスンの題名（省略可）</translation>
    </message>
    <message numerus="yes">
        <source>Make a lesson of %n deviation(s)</source>
        <extracomment>%n deviations ticked</extracomment>
        <translation>
            <numerusform>%n 件の不一致からレッスンを作る</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone</source>
        <extracomment>the Review page&apos;s choice of every player at once</extracomment>
        <translation>全員</translation>
    </message>
    <message>
        <source>Every engine</source>
        <extracomment>the Review page&apos;s choice of every engine&apos;s reviews at once; Haifu&apos;s own review</extracomment>
        <translation>すべてのエンジン</translation>
    </message>
    <message>
        <source>Haifu&apos;s analysis</source>
        <translation>Haifu の検討</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review: %1</source>
        <extracomment>the engine review of the game (Mortal, NAGA)</extracomment>
        <translation>AI 検討: %1</translation>
    </message>
    <message>
        <source>Game: %1
This hand: %2</source>
        <extracomment>%1 the game&apos;s figures, %2 the hand&apos;s</extracomment>
        <translation>対局: %1
この局: %2</translation>
    </message>
    <message>
        <source>Riichi discard: engine %1 · played %2</source>
        <extracomment>after the riichi declaration: %1 the engine&apos;s discard, %2 the player&apos;s</extracomment>
        <translation>リーチ宣言牌: エンジン %1 · 実際 %2</translation>
    </message>
    <message>
        <source>Engine %1 · played %2</source>
        <extracomment>%1 the engine&apos;s choice, %2 the player&apos;s</extracomment>
        <translation>エンジン %1 · 実際 %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 q lost · the engine plays it %4%</source>
        <extracomment>%1 how serious (minor, moderate, serious), %2 the category, %3 the q-value lost, %4 the engine&apos;s probability of the played action</extracomment>
        <translation>%1 · %2 · q値 %3 の損 · エンジンの選択率 %4%</translation>
    </message>
    <message>
        <source>Next deviation (R)</source>
        <translation>次の不一致 (R)</translation>
    </message>
    <message>
        <source>Next serious (⇧R)</source>
        <extracomment>⇧ is the Shift key</extracomment>
        <translation>次の重大な不一致 (⇧R)</translation>
    </message>
</context>
<context>
    <name>RoundTimerFace</name>
    <message>
        <source>Not started</source>
        <translation>開始前</translation>
    </message>
    <message>
        <source>Time up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Last minutes</source>
        <translation>残りわずか</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>進行中</translation>
    </message>
</context>
<context>
    <name>RoundTimerWindow</name>
    <message>
        <source>Round timer</source>
        <translation>対局タイマー</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Furiten</source>
        <extracomment>Japanese: フリテン</extracomment>
        <translation>フリテン</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Same as the system (%1)</source>
        <extracomment>%1 is the language detected from the system, e.g. &quot;English&quot;</extracomment>
        <translation>システムと同じ（%1）</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>About</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Haifu %1 is free software under the GNU General Public License, version 3 or later.</source>
        <translation>Haifu %1 は GNU 一般公衆利用許諾書 バージョン3以降のもとで配布されるフリーソフトウェアです。</translation>
    </message>
    <message>
        <source>About Haifu…</source>
        <translation>Haifu について…</translation>
    </message>
    <message>
        <source>Fetching logs</source>
        <translation>牌譜の取得</translation>
    </message>
    <message>
        <source>“Fetch from Tenhou” on the Library page downloads a log from this address followed by ?ID. Tenhou&apos;s own address unless you use a mirror.</source>
        <translation>ライブラリ画面の「天鳳から取得」は、このアドレスの後ろに ?ID を付けて牌譜をダウンロードします。ミラーを使わないときは天鳳のアドレスのままにしてください。</translation>
    </message>
    <message>
        <source>Address Tenhou logs are downloaded from</source>
        <translation>天鳳の牌譜をダウンロードするアドレス</translation>
    </message>
    <message>
        <source>Reset to Tenhou</source>
        <translation>天鳳に戻す</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>A discard is costly when it loses this many expected points against the best discard:</source>
        <translation>最善の打牌より期待値がこの点数以上低い打牌を悪手とする:</translation>
    </message>
    <message>
        <source>Expected points lost for a costly discard</source>
        <translation>悪手とする期待値の損失 (点)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>An MJAI bot that the viewer runs over a game to show its choice at each decision (the program and its arguments, e.g. “mortal --mjai”). It reads one event per line and answers each with one line.</source>
        <translation>検討卓が対局に対して動かすMJAIボット (プログラムと引数。例:「mortal --mjai」)。各判断での選択を表示します。1行に1イベントを読み、1行で答えます。</translation>
    </message>
    <message>
        <source>Command line of the engine</source>
        <translation>エンジンのコマンド</translation>
    </message>
    <message>
        <source>Folder it runs in (optional)</source>
        <translation>作業フォルダ (任意)</translation>
    </message>
    <message>
        <source>Folder the engine runs in</source>
        <translation>エンジンの作業フォルダ</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>A database on a PostgreSQL server: %1</source>
        <translation>PostgreSQL サーバーのデータベース: %1</translation>
    </message>
    <message>
        <source>A file on this computer: %1</source>
        <translation>このコンピューターのファイル: %1</translation>
    </message>
    <message>
        <source>Not available: %1</source>
        <translation>利用できません: %1</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>変更…</translation>
    </message>
    <message>
        <source>Use the default library</source>
        <translation>既定のライブラリを使う</translation>
    </message>
    <message>
        <source>Start again on the default library?</source>
        <translation>既定のライブラリで再起動しますか?</translation>
    </message>
    <message>
        <source>Haifu closes and starts again on its library file in your data folder.</source>
        <translation>Haifu を閉じて、データフォルダーのライブラリファイルで再起動します。</translation>
    </message>
</context>
<context>
    <name>StatsController</name>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Deal-in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>副露</translation>
    </message>
    <message>
        <source>Dama</source>
        <translation>ダマ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
</context>
<context>
    <name>StatsFilters</name>
    <message>
        <source>All time</source>
        <translation>全期間</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>過去 30 日</translation>
    </message>
    <message>
        <source>Last 3 months</source>
        <translation>過去 3 か月</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>過去 1 年</translation>
    </message>
    <message>
        <source>From … to …</source>
        <extracomment>the Statistics page&apos;s period given by its first and last day</extracomment>
        <translation>日付の範囲（… 〜 …）</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <extracomment>a date as the user types it</extracomment>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <source>The period&apos;s first day</source>
        <translation>期間の最初の日</translation>
    </message>
    <message>
        <source>The period&apos;s last day</source>
        <translation>期間の最後の日</translation>
    </message>
    <message>
        <source>Every source</source>
        <translation>すべての取得元</translation>
    </message>
    <message>
        <source>Every lobby</source>
        <translation>すべての卓</translation>
    </message>
    <message>
        <source>Every ruleset</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>東風戦・半荘戦</translation>
    </message>
    <message>
        <source>East only</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>Hanchan</source>
        <extracomment>east and south rounds</extracomment>
        <translation>半荘戦</translation>
    </message>
    <message>
        <source>3 and 4 players</source>
        <translation>三麻・四麻</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>四麻</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>三麻</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>Export every player&apos;s statistics</source>
        <translation>全プレイヤーの成績を書き出す</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>成績を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <source>A person, or a player of the library: choose one or type a player&apos;s name and press Enter</source>
        <translation>人物、またはライブラリのプレイヤー: 一覧から選ぶか、プレイヤー名を入力して Enter を押してください</translation>
    </message>
    <message>
        <source>Persons…</source>
        <translation>人物…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSVを書き出す…</translation>
    </message>
    <message>
        <source>This table</source>
        <translation>この表</translation>
    </message>
    <message>
        <source>Every player with enough games</source>
        <translation>対局数が足りる全プレイヤー</translation>
    </message>
    <message>
        <source>The library has no player yet: import game records on the Library page.</source>
        <translation>ライブラリにはまだプレイヤーがいません。ライブラリ画面で牌譜を取り込んでください。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Trends</source>
        <translation>推移</translation>
    </message>
    <message>
        <source>Playstyle</source>
        <translation>打ち筋</translation>
    </message>
    <message>
        <source>Rare events (%1)</source>
        <extracomment>the Statistics page&apos;s tab of yakuman, nagashi and double riichi</extracomment>
        <translation>珍しい出来事 (%1)</translation>
    </message>
</context>
<context>
    <name>StatsRadar</name>
    <message>
        <source>The middle player</source>
        <extracomment>the radar&apos;s reference line: the library&apos;s middle player on every axis</extracomment>
        <translation>真ん中のプレイヤー</translation>
    </message>
    <message>
        <source>percentile %1</source>
        <extracomment>%1 a percentile (0-100) among the library&apos;s players</extracomment>
        <translation>パーセンタイル %1</translation>
    </message>
    <message>
        <source>Each axis is the percentile among the players compared with: 50 is the middle player. Speed is the turn of the wins, earlier farther out.</source>
        <translation>各軸は比べる相手の中でのパーセンタイルです。50 が真ん中のプレイヤーです。速度は和了巡目で、早いほど外側です。</translation>
    </message>
    <message>
        <source>Compare with the players who have at least this many games:</source>
        <extracomment>followed by a number of games</extracomment>
        <translation>比べる相手は、対局数がこれ以上のプレイヤー:</translation>
    </message>
</context>
<context>
    <name>StatsRareEvents</name>
    <message>
        <source>No yakuman, nagashi mangan or double riichi in these games.</source>
        <translation>これらの対局に役満・流し満貫・ダブル立直はありません。</translation>
    </message>
    <message>
        <source>Double-click to open the game</source>
        <translation>ダブルクリックで対局を開きます</translation>
    </message>
</context>
<context>
    <name>StatsTable</name>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Over</source>
        <extracomment>the column of what a metric is taken over (&quot;of 1,234 hands&quot;); sorts the metrics back into their order</extracomment>
        <translation>分母</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>パーセンタイル</translation>
    </message>
</context>
<context>
    <name>StatsTrendView</name>
    <message>
        <source>Game</source>
        <extracomment>the trend&apos;s horizontal axis: the player&apos;s games counted from the first</extracomment>
        <translation>対局</translation>
    </message>
    <message>
        <source>Each game</source>
        <translation>各対局</translation>
    </message>
    <message>
        <source>Average of the last %1 games</source>
        <extracomment>%1 the number of games the moving average runs over</extracomment>
        <translation>直近 %1 対局の平均</translation>
    </message>
    <message>
        <source>Last</source>
        <extracomment>compare the last N games with the N before</extracomment>
        <translation>直近</translation>
    </message>
    <message>
        <source>games against the same before</source>
        <translation>対局とその前の同数の対局を比較</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Recent</source>
        <extracomment>the recent stretch of games</extracomment>
        <translation>直近</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>the games before the recent stretch</extracomment>
        <translation>その前</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>The moving average runs over this many games</source>
        <translation>移動平均をとる対局数</translation>
    </message>
    <message>
        <source>games, moving average</source>
        <extracomment>after the number of games the trend&apos;s moving average runs over</extracomment>
        <translation>対局の移動平均</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Table, %1: %2</source>
        <extracomment>the study table for screen readers; %1 the hand (E1-0), %2 the last action</extracomment>
        <translation>卓、%1：%2</translation>
    </message>
</context>
<context>
    <name>TableCentre</name>
    <message>
        <source>%1 honba · %2 deposits</source>
        <extracomment>honba and riichi deposits on the table (Japanese: %1本場 供託%2)</extracomment>
        <translation>%1本場 · 供託%2</translation>
    </message>
    <message>
        <source>Wall %1</source>
        <extracomment>tiles left in the live wall (Japanese: 残り%1)</extracomment>
        <translation>残り%1</translation>
    </message>
    <message>
        <source>Ura</source>
        <extracomment>Japanese: 裏</extracomment>
        <translation>裏</translation>
    </message>
    <message>
        <source>%1: %2 against you</source>
        <translation>%1: あなたとの差 %2</translation>
    </message>
</context>
<context>
    <name>TableService</name>
    <message>
        <source>This link can watch the table, not score it</source>
        <translation>このリンクでは卓の観戦はできますが、記録はできません</translation>
    </message>
    <message>
        <source>The request is not a JSON object</source>
        <translation>リクエストが JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>No such page</source>
        <translation>そのページはありません</translation>
    </message>
    <message>
        <source>Table scoring is off</source>
        <translation>卓ごとの記録は停止中です</translation>
    </message>
    <message>
        <source>Method not allowed</source>
        <translation>このメソッドは使えません</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>face-down tile</source>
        <translation>伏せ牌</translation>
    </message>
    <message>
        <source>%1, safety tier %2</source>
        <translation>%1、安全度 %2</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <source>face-down tile</source>
        <translation>伏せ牌</translation>
    </message>
    <message>
        <source>5 of characters, red</source>
        <translation>赤五萬</translation>
    </message>
    <message>
        <source>%1 of characters</source>
        <translation>%1萬</translation>
    </message>
    <message>
        <source>5 of circles, red</source>
        <translation>赤五筒</translation>
    </message>
    <message>
        <source>%1 of circles</source>
        <translation>%1筒</translation>
    </message>
    <message>
        <source>5 of bamboo, red</source>
        <translation>赤五索</translation>
    </message>
    <message>
        <source>%1 of bamboo</source>
        <translation>%1索</translation>
    </message>
    <message>
        <source>East wind</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South wind</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West wind</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North wind</source>
        <translation>北</translation>
    </message>
    <message>
        <source>white dragon</source>
        <translation>白</translation>
    </message>
    <message>
        <source>green dragon</source>
        <translation>發</translation>
    </message>
    <message>
        <source>red dragon</source>
        <translation>中</translation>
    </message>
</context>
<context>
    <name>VariationsPanel</name>
    <message>
        <source>Variations</source>
        <extracomment>the variations of the hand on screen (the variation tree)</extracomment>
        <translation>変化</translation>
    </message>
    <message>
        <source>Draws: %1</source>
        <extracomment>%1: true wall, recorded draws or assumed draws</extracomment>
        <translation>ツモ: %1</translation>
    </message>
    <message>
        <source>Click a tile of the hand to play, or pick an action below, to start a variation here.</source>
        <translation>手牌の牌をクリックするか、下の行動を選ぶと、ここから変化を始めます。</translation>
    </message>
    <message>
        <source>Pick the drawn tile (assumed draw)</source>
        <translation>ツモる牌を選んでください (仮定のツモ)</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Promote</source>
        <extracomment>move the variation up (above the recorded line: the main line there)</extracomment>
        <translation>昇格</translation>
    </message>
    <message>
        <source>Demote</source>
        <translation>降格</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>削除を取り消す</translation>
    </message>
    <message>
        <source>Back to the game (Shift+←)</source>
        <extracomment>back to the line the variation leaves (Shift+Left)</extracomment>
        <translation>本譜に戻る (Shift+←)</translation>
    </message>
</context>
<context>
    <name>ViewerBanner</name>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ViewerHelp</name>
    <message>
        <source>Keys of the study table</source>
        <translation>検討卓のキー操作</translation>
    </message>
    <message>
        <source>Press Esc to close.</source>
        <translation>Esc で閉じます。</translation>
    </message>
</context>
<context>
    <name>ViewerKeys</name>
    <message>
        <source>Previous / next action</source>
        <translation>前 / 次の一手</translation>
    </message>
    <message>
        <source>Previous / next own decision (viewpoint seat); in a variation, the line above / below</source>
        <translation>前 / 次の自分の判断（視点の席）。変化の中では上 / 下の変化</translation>
    </message>
    <message>
        <source>In a variation: back to its parent line</source>
        <translation>変化の中: 分岐元の手順に戻る</translation>
    </message>
    <message>
        <source>Previous / next hand</source>
        <translation>前 / 次の局</translation>
    </message>
    <message>
        <source>Start / end of the hand</source>
        <translation>局の最初 / 最後</translation>
    </message>
    <message>
        <source>Start / end of the game</source>
        <translation>対局の最初 / 最後</translation>
    </message>
    <message>
        <source>Next / previous discard that loses efficiency</source>
        <translation>次 / 前の効率を落とす打牌</translation>
    </message>
    <message>
        <source>Next discard that loses expected value</source>
        <translation>期待値を損する次の打牌</translation>
    </message>
    <message>
        <source>Next disagreement with the engine</source>
        <translation>エンジンとの次の不一致</translation>
    </message>
    <message>
        <source>Turn the table to the next seat</source>
        <translation>卓を次の席に回す</translation>
    </message>
    <message>
        <source>Show or hide the other hands</source>
        <translation>他家の手牌の表示・非表示</translation>
    </message>
    <message>
        <source>Tile labels on or off</source>
        <translation>牌のラベルの表示・非表示</translation>
    </message>
    <message>
        <source>Hand list on or off</source>
        <translation>局一覧の表示・非表示</translation>
    </message>
    <message>
        <source>Mark the move ! ? !! ?? !? ?! (again: remove)</source>
        <translation>手に記号 ! ? !! ?? !? ?! を付ける（もう一度で削除）</translation>
    </message>
    <message>
        <source>Remove the mark</source>
        <translation>記号を削除</translation>
    </message>
    <message>
        <source>Bookmark the step</source>
        <translation>局面をブックマーク</translation>
    </message>
    <message>
        <source>Next / previous step with a note</source>
        <translation>次 / 前のメモのある局面</translation>
    </message>
    <message>
        <source>Write a comment (Esc: back to the table)</source>
        <translation>コメントを書く（Esc: 卓に戻る）</translation>
    </message>
    <message>
        <source>Undo the last change to a note</source>
        <translation>メモの直前の変更を取り消す</translation>
    </message>
    <message>
        <source>Click a hand tile or a discard row</source>
        <translation>手牌の牌か打牌の行をクリック</translation>
    </message>
    <message>
        <source>What if: try that discard (Esc: back)</source>
        <translation>もしも: その打牌を試す（Esc: 戻る）</translation>
    </message>
    <message>
        <source>Stop reading a record being opened</source>
        <translation>読み込み中の牌譜の読み込みを中止</translation>
    </message>
    <message>
        <source>Open a record file</source>
        <translation>牌譜ファイルを開く</translation>
    </message>
    <message>
        <source>This list of keys</source>
        <translation>このキー一覧</translation>
    </message>
    <message>
        <source>Next deviation from the engine review / next serious one</source>
        <translation>AI 検討の次の不一致 / 次の重大な不一致</translation>
    </message>
    <message>
        <source>Open the tenhou.net/6 link or Tenhou log address on the clipboard</source>
        <translation>クリップボードの tenhou.net/6 リンクまたは天鳳の牌譜 URL を開く</translation>
    </message>
</context>
<context>
    <name>ViewerPage</name>
    <message>
        <source>Open a game record</source>
        <translation>牌譜を開く</translation>
    </message>
    <message>
        <source>Game records (*.mjlog *.xml *.json *.mjson *.gz)</source>
        <translation>牌譜 (*.mjlog *.xml *.json *.mjson *.gz)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Players</source>
        <extracomment>every player&apos;s shanten, waits and furiten</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation>対局を書き出す</translation>
    </message>
    <message>
        <source>Haifu game with notes (*.haifu)</source>
        <translation>メモ付き Haifu 対局 (*.haifu)</translation>
    </message>
    <message>
        <source>tenhou.net/6 JSON (*.json)</source>
        <translation>tenhou.net/6 JSON (*.json)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Web ページ (*.html)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Open a game with notes</source>
        <translation>メモ付きの対局を開く</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <extracomment>heading of the list of notes in the game; %1 counts them</extracomment>
        <translation>メモ（%1）</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Tenhou mjlog XML (*.mjlog *.xml)</source>
        <translation>天鳳 mjlog XML (*.mjlog *.xml)</translation>
    </message>
    <message>
        <source>The clipboard holds no tenhou.net/6 link or Tenhou log address</source>
        <translation>クリップボードに tenhou.net/6 のリンクも天鳳の牌譜 URL もありません</translation>
    </message>
</context>
<context>
    <name>ViewerTimeline</name>
    <message>
        <source>%1 · step %2 / %3</source>
        <extracomment>%1 kyoku label (E1-0), %2 step, %3 last step of the hand</extracomment>
        <translation>%1 · %2 / %3 手目</translation>
    </message>
    <message>
        <source>Seat: %1</source>
        <extracomment>%1 the seat at the bottom of the table</extracomment>
        <translation>視点: %1</translation>
    </message>
    <message>
        <source>%1 · %2 · step %3 / %4</source>
        <extracomment>%1 kyoku label (E1-0), %2 the variation&apos;s title, %3 step, %4 last step of the line</extracomment>
        <translation>%1 · %2 · %3 / %4 手目</translation>
    </message>
</context>
<context>
    <name>ViewerToolbar</name>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>Open a record file (Ctrl+O)</source>
        <translation>牌譜ファイルを開く (Ctrl+O)</translation>
    </message>
    <message>
        <source>Previous hand (Page Up)</source>
        <translation>前の局 (Page Up)</translation>
    </message>
    <message>
        <source>Previous own decision (↑)</source>
        <translation>前の自分の選択 (↑)</translation>
    </message>
    <message>
        <source>Previous action (←)</source>
        <translation>前の一手 (←)</translation>
    </message>
    <message>
        <source>Next action (→)</source>
        <translation>次の一手 (→)</translation>
    </message>
    <message>
        <source>Next own decision (↓)</source>
        <translation>次の自分の選択 (↓)</translation>
    </message>
    <message>
        <source>Next hand (Page Down)</source>
        <translation>次の局 (Page Down)</translation>
    </message>
    <message>
        <source>Next loss (%1)</source>
        <translation>次の損失（%1）</translation>
    </message>
    <message>
        <source>Next discard of the bottom seat that loses shanten or tiles (N)</source>
        <translation>手前の席の、向聴数か受け入れを落とす次の打牌 (N)</translation>
    </message>
    <message>
        <source>Turn table</source>
        <translation>卓を回す</translation>
    </message>
    <message>
        <source>Put the next seat at the bottom (V)</source>
        <translation>次の席を手前にする (V)</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>全員の手牌</translation>
    </message>
    <message>
        <source>Show or hide the other players&apos; hands (H)</source>
        <translation>他家の手牌の表示・非表示 (H)</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Small tile names in the corner (L)</source>
        <translation>牌の隅に小さな名前 (L)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Save the game with its notes, or a report of it</source>
        <translation>対局をメモ付きで、またはそのレポートを保存</translation>
    </message>
    <message>
        <source>Game and notes for Haifu (.haifu)…</source>
        <translation>Haifu 用の対局とメモ (.haifu)…</translation>
    </message>
    <message>
        <source>Game as tenhou.net/6 JSON…</source>
        <translation>対局を tenhou.net/6 JSON で…</translation>
    </message>
    <message>
        <source>Report as a web page (HTML)…</source>
        <translation>レポートを Web ページで (HTML)…</translation>
    </message>
    <message>
        <source>Report as PDF…</source>
        <translation>レポートを PDF で…</translation>
    </message>
    <message>
        <source>Open a game with notes (.haifu)…</source>
        <translation>メモ付きの対局を開く (.haifu)…</translation>
    </message>
    <message>
        <source>Keys (?)</source>
        <translation>キー (?)</translation>
    </message>
    <message>
        <source>Game as Tenhou mjlog XML…</source>
        <translation>対局を天鳳 mjlog XML で…</translation>
    </message>
    <message>
        <source>Edit record…</source>
        <translation>記録を編集…</translation>
    </message>
    <message>
        <source>Costly %1/%2…</source>
        <extracomment>the game&apos;s discards are being valued; %1 of %2 done</extracomment>
        <translation>悪手 %1/%2…</translation>
    </message>
    <message>
        <source>Next costly (%1)</source>
        <translation>次の悪手 (%1)</translation>
    </message>
    <message>
        <source>Next discard of the bottom seat that loses %1 expected points or more against the best (E)</source>
        <extracomment>%1 points of expected value</extracomment>
        <translation>最善より期待値が %1 点以上低い、手前の席の次の打牌 (E)</translation>
    </message>
    <message>
        <source>Loss (%1)</source>
        <extracomment>jump to the next discard that loses tiles; %1 counts them in the game</extracomment>
        <translation>損失（%1）</translation>
    </message>
    <message>
        <source>Costly (%1)</source>
        <extracomment>jump to the next discard that loses expected value; %1 counts them in the game</extracomment>
        <translation>悪手（%1）</translation>
    </message>
    <message>
        <source>Hands</source>
        <extracomment>the &quot;All hands&quot; toggle where the toolbar is short of room</extracomment>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Copy tenhou.net/6 links, one per hand (for NAGA)</source>
        <translation>tenhou.net/6 のリンクを局ごとにコピー（NAGA 用）</translation>
    </message>
    <message>
        <source>Copy the game as tenhou.net/6 JSON</source>
        <translation>対局を tenhou.net/6 の JSON としてコピー</translation>
    </message>
    <message>
        <source>Copy this hand as tenhou.net/6 JSON</source>
        <translation>この局を tenhou.net/6 の JSON としてコピー</translation>
    </message>
</context>
<context>
    <name>ViewerWelcome</name>
    <message>
        <source>The study table</source>
        <translation>検討卓</translation>
    </message>
    <message>
        <source>Open a Tenhou log (mjlog or XML), a tenhou.net/6 JSON file or an MJAI log to replay it move by move, with the shanten and the tiles accepted by every discard.</source>
        <translation>天鳳の牌譜（mjlog または XML）、tenhou.net/6 JSON、MJAI のログを開くと、向聴数と打牌ごとの受け入れ牌を見ながら一手ずつ再生できます。</translation>
    </message>
    <message>
        <source>Open a record…</source>
        <translation>牌譜を開く…</translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>What if %1 discards</source>
        <extracomment>trying another discard; %1 is a player&apos;s name</extracomment>
        <translation>もしも %1 が打牌したら</translation>
    </message>
    <message>
        <source>(the discard played)</source>
        <translation>（実戦の打牌）</translation>
    </message>
    <message>
        <source>%1, waiting on %2 tiles.</source>
        <extracomment>%1 tenpai, %2 number of winning tiles left</extracomment>
        <translation>%1、待ち牌 %2 枚。</translation>
    </message>
    <message>
        <source>%1, %2 tiles improve the hand.</source>
        <extracomment>%1 the shanten (2-shanten), %2 how many tiles improve the hand</extracomment>
        <translation>%1、手を進める牌 %2 枚。</translation>
    </message>
    <message>
        <source>The hand left</source>
        <translation>残る手牌</translation>
    </message>
    <message>
        <source>Waits (copies unseen)</source>
        <translation>待ち（見えていない枚数）</translation>
    </message>
    <message>
        <source>Tiles that improve it (copies unseen)</source>
        <translation>手を進める牌（見えていない枚数）</translation>
    </message>
    <message>
        <source>Suggested in the note</source>
        <translation>メモに提案済み</translation>
    </message>
    <message>
        <source>Suggest in the note</source>
        <translation>メモで提案する</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>戻る (Esc)</translation>
    </message>
    <message>
        <source>Start a variation</source>
        <extracomment>play the discard tried as a variation of the game (the variation tree)</extracomment>
        <translation>実際の山</translation>
    </message>
</context>
<context>
    <name>haifu::app::AppInfo</name>
    <message>
        <source>GNU General Public License, version 3 or later</source>
        <translation>GNU 一般公衆利用許諾書 バージョン3以降</translation>
    </message>
</context>
<context>
    <name>haifu::app::BoardSeat</name>
    <message>
        <source>double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>you</source>
        <extracomment>the seat of the student in a problem</extracomment>
        <translation>あなた</translation>
    </message>
</context>
<context>
    <name>haifu::app::ClubController</name>
    <message numerus="yes">
        <source>Back online: %n hand(s) sent; some were refused (see above).</source>
        <extracomment>the server is back and the hands kept meanwhile were sent</extracomment>
        <translation>
            <numerusform>接続が戻りました: %n 局を送りました。一部は拒否されました（上を参照）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Back online: %n hand(s) sent.</source>
        <translation>
            <numerusform>接続が戻りました: %n 局を送りました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>haifu::app::ClubDirectory</name>
    <message>
        <source>No library is open.</source>
        <translation>ライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>Give the club a name.</source>
        <translation>クラブ名を入力してください。</translation>
    </message>
    <message>
        <source>Choose or create a club first.</source>
        <translation>先にクラブを選ぶか作成してください。</translation>
    </message>
    <message>
        <source>Give the player a name.</source>
        <translation>プレイヤー名を入力してください。</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>%1 を追加しました</translation>
    </message>
    <message>
        <source>Unknown player.</source>
        <translation>不明なプレイヤーです。</translation>
    </message>
    <message>
        <source>Give the season a name.</source>
        <translation>シーズン名を入力してください。</translation>
    </message>
    <message>
        <source>Choose a season first: events belong to a season.</source>
        <translation>先にシーズンを選んでください。イベントはシーズンに属します。</translation>
    </message>
    <message>
        <source>Give the event a name.</source>
        <translation>イベント名を入力してください。</translation>
    </message>
    <message>
        <source>Choose the player in the %1 seat.</source>
        <extracomment>a seat of a new game has no player yet, %1 is East/South/West/North</extracomment>
        <translation>%1家のプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>新しい対局: %1</translation>
    </message>
    <message>
        <source>Unknown rule option %1</source>
        <translation>不明なルール項目 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a club&apos;s own rule option is refused, %1 the option, %2 why</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>haifu::app::ClubOpenGame</name>
    <message>
        <source>table %1</source>
        <extracomment>the table a club game is played at (Japanese: %1卓)</extracomment>
        <translation>%1卓</translation>
    </message>
    <message>
        <source>session %1</source>
        <extracomment>the session (hanchan number) of an event (Japanese: 第%1回戦)</extracomment>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>referee %1</source>
        <translation>審判 %1</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <extracomment>why a club game ended, e.g. &quot;Game over: the last hand was played&quot;</extracomment>
        <translation>終局: %1</translation>
    </message>
    <message>
        <source>Scores before penalties add up to 0.0 ✓</source>
        <extracomment>the check that the final scores add up to zero (before penalties)</extracomment>
        <translation>ペナルティ前の合計は 0.0 ✓</translation>
    </message>
    <message>
        <source>Scores before penalties add up to %1 (rounding)</source>
        <translation>ペナルティ前の合計は %1（端数処理による）</translation>
    </message>
    <message numerus="yes">
        <source>%n deposit(s) left on the table, not paid out</source>
        <extracomment>riichi deposits left on the table at the end that nobody receives</extracomment>
        <translation>
            <numerusform>残り供託%n本（支払いなし）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deposit(s) on the table</source>
        <translation>
            <numerusform>供託%n本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deposit(s) left on the table go to %1</source>
        <extracomment>riichi deposits left at the end and who received them (Japanese: 供託%n本 → %1)</extracomment>
        <translation>
            <numerusform>残り供託%n本 → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Chombo × %1</source>
        <extracomment>a penalty that comes from chombo entries in the ledger</extracomment>
        <translation>チョンボ ×%1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>an entry the scoring engine refuses, with its reason</extracomment>
        <translation>受け付けられません: %1</translation>
    </message>
    <message>
        <source>Open or start a game first.</source>
        <translation>先に対局を開くか、新しく始めてください。</translation>
    </message>
    <message>
        <source>Hand %1 is now: %2</source>
        <extracomment>after a conflict: what another scorer made of the hand, e.g. &quot;Hand 3 is now: Ron: …&quot;</extracomment>
        <translation>第%1局は現在: %2</translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation>ライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>Kept on this computer: %1 (%2); it is sent when the server is back.</source>
        <extracomment>the server is away: the hand waits on this computer</extracomment>
        <translation>このコンピューターに保存しました: %1（%2）。サーバーへの接続が戻ると送られます。</translation>
    </message>
    <message>
        <source>Saved %1: %2</source>
        <extracomment>the hand was saved, e.g. &quot;Saved E2-1: Ron: Aiko from Ben&quot;</extracomment>
        <translation>%1 を保存: %2</translation>
    </message>
    <message>
        <source>Say why the hand is inserted (for the audit trail).</source>
        <translation>挿入の理由を入力してください（変更履歴に残ります）。</translation>
    </message>
    <message>
        <source>Say why the hand is corrected (for the audit trail).</source>
        <translation>訂正の理由を入力してください（変更履歴に残ります）。</translation>
    </message>
    <message>
        <source>Hand inserted as hand %1; the game was recomputed.</source>
        <translation>第%1局として挿入し、対局を再計算しました。</translation>
    </message>
    <message>
        <source>Hand %1 corrected; the game was recomputed.</source>
        <translation>第%1局を訂正し、対局を再計算しました。</translation>
    </message>
    <message>
        <source>Say why the hand is removed (for the audit trail).</source>
        <translation>削除の理由を入力してください（変更履歴に残ります）。</translation>
    </message>
    <message>
        <source>Hand %1 removed; the game was recomputed.</source>
        <translation>第%1局を削除し、対局を再計算しました。</translation>
    </message>
    <message>
        <source>Choose who gets the penalty.</source>
        <translation>ペナルティを受けるプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Enter the penalty in points (e.g. 20000 for 20.0).</source>
        <translation>ペナルティを点数で入力してください（例: 20.0 なら 20000）。</translation>
    </message>
    <message>
        <source>Say why the penalty is given.</source>
        <translation>ペナルティの理由を入力してください。</translation>
    </message>
    <message>
        <source>Penalty for %1: %2</source>
        <translation>%1 にペナルティ: %2</translation>
    </message>
    <message>
        <source>Say why the penalty is removed (for the audit trail).</source>
        <translation>ペナルティを取り消す理由を入力してください（変更履歴に残ります）。</translation>
    </message>
</context>
<context>
    <name>haifu::app::ClubSheets</name>
    <message>
        <source>No library is open.</source>
        <translation>ライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべての対局</translation>
    </message>
    <message>
        <source>Open a game first.</source>
        <translation>先に対局を開いてください。</translation>
    </message>
    <message>
        <source>Saved the score sheet to %1</source>
        <translation>スコアシートを %1 に保存しました</translation>
    </message>
    <message>
        <source>Saved the standings to %1</source>
        <translation>順位表を %1 に保存しました</translation>
    </message>
    <message>
        <source>Saved a blank score sheet to %1</source>
        <translation>空のスコアシートを %1 に保存しました</translation>
    </message>
    <message>
        <source>Saved the EMA results to %1</source>
        <translation>EMA 用の成績を %1 に保存しました</translation>
    </message>
    <message>
        <source>Saved the web pages to %1</source>
        <translation>Web ページを %1 に保存しました</translation>
    </message>
    <message>
        <source>Printing needs CUPS (the lp command). Save a PDF and print it from there.</source>
        <translation>印刷には CUPS（lp コマンド）が必要です。PDF を保存して、そこから印刷してください。</translation>
    </message>
    <message>
        <source>Printing failed: %1</source>
        <translation>印刷に失敗しました: %1</translation>
    </message>
    <message>
        <source>no printer is set up</source>
        <translation>プリンタが設定されていません</translation>
    </message>
    <message>
        <source>Sent to the default printer</source>
        <translation>既定のプリンタに送信しました</translation>
    </message>
    <message>
        <source>Sent to %1</source>
        <translation>%1 に送信しました</translation>
    </message>
</context>
<context>
    <name>haifu::app::ClubSync</name>
    <message numerus="yes">
        <source>Offline: the library&apos;s server cannot be reached. %n hand(s) kept on this computer will be sent when it is back; go on entering.</source>
        <translation>
            <numerusform>オフライン: ライブラリのサーバーに接続できません。このコンピューターに保存した %n 局は、接続が戻ると送られます。そのまま入力を続けてください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) entered offline were refused by the server (someone else entered them first); look at the game and enter them again if needed.</source>
        <translation>
            <numerusform>オフライン中に入力した %n 局はサーバーに拒否されました（先にほかの人が入力しました）。対局を確認し、必要ならもう一度入力してください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>haifu::app::DecisionInsight</name>
    <message>
        <source>%1 · %2 → %3</source>
        <extracomment>a deal-in into a riichi: %1 the hand (&quot;E2-0&quot;), %2 who dealt in, %3 the winner</extracomment>
        <translation>%1 · %2 → %3</translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <extracomment>%1 the tile, %2 its safety tier, %3 why</extracomment>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <source>Against: %1</source>
        <extracomment>the players who threaten to win, e.g. &quot;Against: Bob (riichi)&quot;</extracomment>
        <translation>相手: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>the danger of a tile against one of several threats: %1 the player, %2 the tier</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Win %1% · Tenpai %2% · EV %3</source>
        <extracomment>expected value of a discard: %1 win chance, %2 tenpai chance (percent), %3 points</extracomment>
        <translation>和了 %1% · 聴牌 %2% · 期待値 %3</translation>
    </message>
    <message>
        <source>Advice: fold with %1 (a strong player&apos;s choice %2% of the time): it deals in to nobody.</source>
        <extracomment>the advice facing a threat: %1 the safe tile, %2 how often a strong player would choose it (percent)</extracomment>
        <translation>推奨: %1 でオリ（強い打ち手の選択率 %2%）。誰にも放銃しません。</translation>
    </message>
    <message>
        <source>Advice: push %1 (a strong player&apos;s choice %2% of the time): it deals in %3% of the time.</source>
        <extracomment>the advice facing a threat: %1 the tile, %2 how often a strong player would choose it (percent), %3 its chance of dealing in (percent)</extracomment>
        <translation>推奨: %1 で押し（強い打ち手の選択率 %2%）。放銃率は %3% です。</translation>
    </message>
    <message>
        <source>Advice: %1 (a strong player&apos;s choice %2% of the time).</source>
        <extracomment>the advice: %1 the tile, %2 how often a strong player would choose it (percent)</extracomment>
        <translation>推奨: %1（強い打ち手の選択率 %2%）。</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>the call advice: let the discard pass</extracomment>
        <translation>スルー</translation>
    </message>
    <message>
        <source>pon</source>
        <extracomment>the call advice: call pon</extracomment>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kan</source>
        <extracomment>the call advice: call an open kan</extracomment>
        <translation>カン</translation>
    </message>
    <message>
        <source>chi with %1</source>
        <extracomment>the call advice: call chi with %1, the two own tiles (&quot;4m6m&quot;)</extracomment>
        <translation>%1 でチー</translation>
    </message>
    <message>
        <source>%1 can call %2. Advice: %3 (%4%); passing %5%.</source>
        <extracomment>the call advice: %1 the player, %2 the discarded tile, %3 what to do (&quot;pon&quot;, &quot;pass&quot;, &quot;chi with 4m6m&quot;), %4 how often a strong player would (percent), %5 how often a strong player would pass (percent)</extracomment>
        <translation>%1 は %2 を鳴けます。推奨: %3（%4%）、スルー %5%。</translation>
    </message>
    <message>
        <source>All-last: the ranking decides; first, %1 ahead of second.</source>
        <extracomment>at all-last, after the advice: %1 the lead over second place in points</extracomment>
        <translation>オーラス: 順位で決まります。トップ、2位と %1 点差。</translation>
    </message>
    <message>
        <source>All-last: the ranking decides; place %1, %2 behind the next place up, %3 ahead of the next one down.</source>
        <extracomment>at all-last, after the advice: %1 the place (2, 3, 4), %2 the points to the next place up, %3 the lead over the next place down (0 when last)</extracomment>
        <translation>オーラス: 順位で決まります。%1位、上と %2 点差、下と %3 点差。</translation>
    </message>
    <message>
        <source>On the score sheet: %1 as it stands (place %2).</source>
        <extracomment>at all-last: %1 the final score (uma and oka included) if the hand changes nothing, %2 the place then</extracomment>
        <translation>成績表では: 今のままで %1（%2位）。</translation>
    </message>
    <message>
        <source>A win of about %1 reaches place %2.</source>
        <extracomment>at all-last: %1 the expected win in points, %2 the best place it reaches</extracomment>
        <translation>約 %1 の和了で%2位に届きます。</translation>
    </message>
    <message>
        <source>Dealing in about %1 leaves place %2.</source>
        <extracomment>at all-last: %1 the expected cost of a deal-in in points, %2 the place it leaves</extracomment>
        <translation>約 %1 の放銃で%2位になります。</translation>
    </message>
    <message>
        <source>By the ranking, %1 (%2 against %4 for %3).</source>
        <extracomment>at all-last, when the final ranking advises otherwise than the points: %1 the tile, %2 its expected final score, %3 the tile the points advise, %4 its expected final score</extracomment>
        <translation>順位では %1（%3 の %4 に対して %2）。</translation>
    </message>
    <message>
        <source>By the ranking, fold with %1 (%2 against %4 for %3).</source>
        <extracomment>as above, where the ranking folds and the points push</extracomment>
        <translation>順位では %1 でオリ（%3 の %4 に対して %2）。</translation>
    </message>
    <message>
        <source>By the ranking, push %1 (%2 against %4 for %3).</source>
        <extracomment>as above, where the ranking pushes and the points fold</extracomment>
        <translation>順位では %1 で押し（%3 の %4 に対して %2）。</translation>
    </message>
</context>
<context>
    <name>haifu::app::EngineReview</name>
    <message>
        <source>Open a game first.</source>
        <translation>先に対局を開いてください。</translation>
    </message>
</context>
<context>
    <name>haifu::app::GameReviews</name>
    <message>
        <source>%1 (%2) · seat %3 %4</source>
        <extracomment>a review in the viewer&apos;s list: %1 engine, %2 model, %3 the reviewed seat, %4 player</extracomment>
        <translation>%1（%2）· 席 %3 %4</translation>
    </message>
</context>
<context>
    <name>haifu::app::GameSession</name>
    <message>
        <source>Reading %1…</source>
        <extracomment>shown while a file is read; %1 is its name</extracomment>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>The library is not open</source>
        <translation>ライブラリが開かれていません</translation>
    </message>
    <message>
        <source>Opening game %1…</source>
        <extracomment>shown while a game of the library is read; %1 is its number</extracomment>
        <translation>対局 %1 を開いています…</translation>
    </message>
    <message>
        <source>library game %1</source>
        <extracomment>where the viewer&apos;s game comes from; %1 is its number in the library</extracomment>
        <translation>ライブラリの対局 %1</translation>
    </message>
    <message>
        <source>%1 holds no hand to show</source>
        <translation>%1 には表示できる局がありません</translation>
    </message>
    <message>
        <source>%1 cannot be replayed to its end: %2</source>
        <translation>%1 は最後まで再生できません: %2</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tenhou.net/6 link(s), one per hand</source>
        <translation>
            <numerusform>tenhou.net/6 のリンクを局ごとに %n 件コピーしました</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied this hand as tenhou.net/6 JSON</source>
        <translation>この局を tenhou.net/6 の JSON としてコピーしました</translation>
    </message>
    <message>
        <source>Copied the game as tenhou.net/6 JSON</source>
        <translation>対局を tenhou.net/6 の JSON としてコピーしました</translation>
    </message>
    <message>
        <source>The game cannot be copied as tenhou.net/6: %1</source>
        <translation>この対局は tenhou.net/6 としてコピーできません: %1</translation>
    </message>
</context>
<context>
    <name>haifu::app::ImportReportModel</name>
    <message>
        <source>imported</source>
        <translation>取り込み済み</translation>
    </message>
    <message>
        <source>already in the library</source>
        <translation>ライブラリに登録済み</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
</context>
<context>
    <name>haifu::app::LessonEditor</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>A lesson needs a title.</source>
        <translation>レッスンには題名が必要です。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>保存されていません：%1</translation>
    </message>
    <message>
        <source>Set up a position first (compose one, or take a game&apos;s step).</source>
        <translation>まず局面を用意してください（作成するか、対局の局面を使う）。</translation>
    </message>
    <message>
        <source>The engine says %1, not the teacher&apos;s first answer.</source>
        <translation>エンジンの答えは%1で、先生の第一解答と異なります。</translation>
    </message>
    <message>
        <source>The engine says %1.</source>
        <translation>エンジンの答えは%1です。</translation>
    </message>
    <message>
        <source>The engine gives no answer to this kind of problem.</source>
        <translation>この種類の問題にはエンジンの答えがありません。</translation>
    </message>
</context>
<context>
    <name>haifu::app::LessonSession</name>
    <message>
        <source>What to discard</source>
        <translation>何切る</translation>
    </message>
    <message>
        <source>Call or not</source>
        <translation>鳴くか鳴かないか</translation>
    </message>
    <message>
        <source>Riichi or stay closed</source>
        <translation>リーチかダマか</translation>
    </message>
    <message>
        <source>Push or fold</source>
        <translation>押すか降りるか</translation>
    </message>
    <message>
        <source>Value of the win</source>
        <translation>和了の点数</translation>
    </message>
    <message>
        <source>May you ron?</source>
        <translation>ロンできるか</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>鳴く</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>スルー</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>Stay closed (dama)</source>
        <translation>ダマ</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>押す</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>オリ</translation>
    </message>
    <message>
        <source>Yes, ron</source>
        <translation>はい、ロンできる</translation>
    </message>
    <message>
        <source>No, furiten</source>
        <translation>いいえ、フリテン</translation>
    </message>
    <message>
        <source>%1 han %2 fu, %3 points</source>
        <extracomment>a win&apos;s value: han, fu and the points the winner gains</extracomment>
        <translation>%1翻%2符、%3点</translation>
    </message>
    <message>
        <source>There is no library to read lessons from.</source>
        <translation>レッスンを読むライブラリがありません。</translation>
    </message>
    <message>
        <source>No problem of this lesson is due for review.</source>
        <translation>このレッスンに復習期限の問題はありません。</translation>
    </message>
    <message>
        <source>This lesson has no problems.</source>
        <translation>このレッスンには問題がありません。</translation>
    </message>
    <message>
        <source>“%1” is not an answer to this problem.</source>
        <translation>「%1」はこの問題の答えになりません。</translation>
    </message>
    <message>
        <source>the teacher&apos;s answer</source>
        <translation>先生の答え</translation>
    </message>
    <message>
        <source>Problem %1 · %2</source>
        <translation>第%1問 · %2</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正解</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>不正解</translation>
    </message>
    <message>
        <source>Write your name first: the teacher sees the results by name.</source>
        <translation>先に名前を書いてください。先生は名前で結果を見ます。</translation>
    </message>
</context>
<context>
    <name>haifu::app::LessonShelf</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読めません：%2</translation>
    </message>
    <message>
        <source>%1 is too big for a lesson file (%2 MB at most).</source>
        <translation>%1 はレッスンファイルとして大きすぎます（最大 %2 MB）。</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n問</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) · %1</source>
        <translation>
            <numerusform>%n問 · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson needs a title.</source>
        <translation>レッスンには題名が必要です。</translation>
    </message>
    <message>
        <source>There is no library to keep lessons in.</source>
        <translation>レッスンを保存するライブラリがありません。</translation>
    </message>
    <message numerus="yes">
        <source>Imported the lesson “%1” (%n problem(s)).</source>
        <translation>
            <numerusform>レッスン「%1」（%n問）を取り込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Saved the worksheet %1.</source>
        <translation>ワークシート %1 を保存しました。</translation>
    </message>
    <message>
        <source>There is no question to save.</source>
        <translation>保存する問題がありません。</translation>
    </message>
    <message>
        <source>Saved as problem %1 of “%2”.</source>
        <translation>「%2」の第%1問として保存しました。</translation>
    </message>
    <message>
        <source>%1 holds results for another lesson (“%2”).</source>
        <translation>%1 は別のレッスン（「%2」）の結果です。</translation>
    </message>
    <message numerus="yes">
        <source>Imported the results of %n student(s).</source>
        <translation>
            <numerusform>%n人の結果を取り込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Problem %1 · %2</source>
        <translation>第%1問 · %2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>a wrong answer and how many students gave it, e.g. 8p ×3</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>Wrong: %1</source>
        <translation>誤答：%1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>haifu::app::LibraryConnection</name>
    <message>
        <source>owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>管理者</translation>
    </message>
    <message>
        <source>scorer</source>
        <translation>記録係</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>閲覧者</translation>
    </message>
    <message>
        <source>Choose a library file.</source>
        <translation>ライブラリのファイルを選んでください。</translation>
    </message>
    <message>
        <source>Give the server&apos;s host name.</source>
        <translation>サーバーのホスト名を入力してください。</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>ポートは 1〜65535 の数字です。</translation>
    </message>
    <message>
        <source>Give the database&apos;s name.</source>
        <translation>データベース名を入力してください。</translation>
    </message>
    <message>
        <source>Give your user name on the server.</source>
        <translation>サーバーでのユーザー名を入力してください。</translation>
    </message>
    <message>
        <source>A database name cannot contain “/”.</source>
        <translation>データベース名に「/」は使えません。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続中…</translation>
    </message>
    <message>
        <source>Looking at the file…</source>
        <translation>ファイルを確認中…</translation>
    </message>
    <message>
        <source>Cannot connect: %1</source>
        <translation>接続できません: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>受け付けられません: %1</translation>
    </message>
    <message>
        <source>Cannot use it: %1</source>
        <translation>使用できません: %1</translation>
    </message>
    <message>
        <source>No library there yet: a new library will be created here.</source>
        <translation>ここにはまだライブラリがありません。新しいライブラリがここに作成されます。</translation>
    </message>
    <message>
        <source>Connected: an empty database; Haifu will set it up when you use it.</source>
        <translation>接続しました: 空のデータベースです。使用を始めると Haifu が準備します。</translation>
    </message>
    <message>
        <source>An empty file; Haifu will make it a library when you use it.</source>
        <translation>空のファイルです。使用を始めると Haifu がライブラリにします。</translation>
    </message>
    <message>
        <source>Connected to %1: a Haifu library (schema %2, %3, %4); you are: %5.</source>
        <extracomment>%1 the server, %2 the schema version, %3 &quot;3 clubs&quot;, %4 &quot;12 club games&quot;, %5 roles</extracomment>
        <translation>%1 に接続しました: Haifu のライブラリです (スキーマ %2、%3、%4)。あなたの権限: %5。</translation>
    </message>
    <message>
        <source>1 club</source>
        <translation>クラブ 1 件</translation>
    </message>
    <message>
        <source>%1 clubs</source>
        <translation>クラブ %1 件</translation>
    </message>
    <message>
        <source>1 club game</source>
        <translation>クラブ対局 1 件</translation>
    </message>
    <message>
        <source>%1 club games</source>
        <translation>クラブ対局 %1 件</translation>
    </message>
    <message>
        <source>no role in it yet (ask its admin)</source>
        <translation>まだ権限がありません (管理者に依頼してください)</translation>
    </message>
    <message>
        <source>A Haifu library with 1 game.</source>
        <translation>対局 1 件の Haifu ライブラリです。</translation>
    </message>
    <message>
        <source>A Haifu library with %1 games.</source>
        <translation>対局 %1 件の Haifu ライブラリです。</translation>
    </message>
    <message>
        <source>Haifu will upgrade it from schema %1 to %2 when you use it.</source>
        <translation>使用を始めると Haifu がスキーマ %1 から %2 に更新します。</translation>
    </message>
    <message>
        <source>The settings are not available.</source>
        <translation>設定を利用できません。</translation>
    </message>
    <message>
        <source>The password was not saved, nothing changed: %1</source>
        <translation>パスワードを保存できませんでした。何も変更していません: %1</translation>
    </message>
    <message>
        <source>Haifu starts again on %1.</source>
        <translation>Haifu は %1 で再起動します。</translation>
    </message>
    <message>
        <source>Haifu starts again on the default library.</source>
        <translation>Haifu は既定のライブラリで再起動します。</translation>
    </message>
    <message>
        <source>%1: cannot read it: %2</source>
        <translation>%1: 読み込めません: %2</translation>
    </message>
    <message>
        <source>%1: cannot write it: %2</source>
        <translation>%1: 書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>haifu::app::LibraryController</name>
    <message>
        <source>Another import is running; fetch again once it is done</source>
        <translation>別の取り込みが実行中です。終わってからもう一度取得してください</translation>
    </message>
    <message numerus="yes">
        <source>%n imported</source>
        <translation>
            <numerusform>取り込み %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the library</source>
        <translation>
            <numerusform>登録済み %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>失敗 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cancelled, %n not imported</source>
        <translation>
            <numerusform>中止、%n 件は未取り込み</numerusform>
        </translation>
    </message>
    <message>
        <source>The viewer is not ready</source>
        <translation>牌譜ビューアの準備ができていません</translation>
    </message>
    <message>
        <source>Unknown export format &apos;%1&apos;</source>
        <translation>不明な書き出し形式 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読めません：%2</translation>
    </message>
    <message>
        <source>Game %1 added to the library</source>
        <translation>対局 %1 をライブラリに追加しました</translation>
    </message>
    <message>
        <source>Game %1 was in the library</source>
        <translation>対局 %1 はライブラリにありました</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) added</source>
        <translation>
            <numerusform>メモ %n 件を追加</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n joined to your notes</source>
        <translation>
            <numerusform>%n 件をあなたのメモに統合</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already there</source>
        <translation>
            <numerusform>%n 件は既にあり</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>haifu::app::NotesController</name>
    <message>
        <source>Cannot read the notes of this game: %1</source>
        <translation>この対局のメモを読めません: %1</translation>
    </message>
    <message>
        <source>This game is not in the library, so it cannot take notes.</source>
        <translation>この対局はライブラリにないため、メモを付けられません。</translation>
    </message>
    <message>
        <source>Open a game to take notes.</source>
        <translation>メモを付けるには対局を開いてください。</translation>
    </message>
    <message>
        <source>Cannot save the note: %1</source>
        <translation>メモを保存できません: %1</translation>
    </message>
</context>
<context>
    <name>haifu::app::PageModel</name>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>Viewer</source>
        <translation>牌譜ビューア</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>エディタ</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>検討記録</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
</context>
<context>
    <name>haifu::app::PositionBoard</name>
    <message>
        <source>%1 %2</source>
        <extracomment>round wind and hand number, e.g. East 2 (Japanese: 東2局)</extracomment>
        <translation>%1%2局</translation>
    </message>
    <message numerus="yes">
        <source>%n honba</source>
        <translation>
            <numerusform>%n本場</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deposit(s)</source>
        <translation>
            <numerusform>供託%n本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>残り%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to draw</source>
        <translation>%1のツモ番</translation>
    </message>
    <message>
        <source>%1 to discard</source>
        <translation>%1の打牌番</translation>
    </message>
    <message>
        <source>%1 has just discarded</source>
        <translation>%1が打牌した直後</translation>
    </message>
</context>
<context>
    <name>haifu::app::PositionComposer</name>
    <message>
        <source>%1 tiles given, at most %2</source>
        <translation>牌が%1枚あります(最大%2枚)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one tile</source>
        <translation>「%1」は1枚の牌ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a river tile (like 5m, 5m*, 5m&gt; or 5m@2)</source>
        <translation>「%1」は河の牌ではありません(例: 5m、5m*、5m&gt;、5m@2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: there is no seat %2</source>
        <translation>「%1」: 席%2はありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a meld (like pon:555z@2 or chi:345m@3=4m)</source>
        <translation>「%1」は副露ではありません(例: pon:555z@2、chi:345m@3=4m)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a called meld needs the seat it was called from (@N)</source>
        <translation>「%1」: 鳴いた副露には鳴いた相手の席が必要です(@N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: seat %2 cannot have given the tile</source>
        <translation>「%1」: 席%2からは鳴けません</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the called tile is not in the meld</source>
        <translation>「%1」: 鳴いた牌が副露にありません</translation>
    </message>
    <message>
        <source>No game is open in the viewer.</source>
        <translation>ビューアで対局が開かれていません。</translation>
    </message>
    <message>
        <source>There is no seat %1.</source>
        <translation>席%1はありません。</translation>
    </message>
    <message>
        <source>The drawn tile %1 is not in the hand.</source>
        <translation>ツモ牌%1が手牌にありません。</translation>
    </message>
    <message>
        <source>%1 river tiles given, at most %2</source>
        <translation>河の牌が%1枚あります(最大%2枚)</translation>
    </message>
    <message>
        <source>The river has no tile %1.</source>
        <translation>河に%1枚目の牌はありません。</translation>
    </message>
    <message>
        <source>%1 melds given, at most %2</source>
        <translation>副露が%1つあります(最大%2つ)</translation>
    </message>
    <message>
        <source>The seat has no meld %1.</source>
        <translation>この席に%1つ目の副露はありません。</translation>
    </message>
</context>
<context>
    <name>haifu::app::QuizScore</name>
    <message>
        <source>%1 / %2</source>
        <extracomment>correct answers of answered questions, e.g. 3 / 4</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 s per question</source>
        <translation>1 問あたり %1 秒</translation>
    </message>
</context>
<context>
    <name>haifu::app::QuizSession</name>
    <message>
        <source>Common hands and rules</source>
        <translation>よくある手と基本ルール</translation>
    </message>
    <message>
        <source>Open hands, more yaku and furiten kinds</source>
        <translation>鳴き手、より多くの役とフリテンの種類</translation>
    </message>
    <message>
        <source>Everything, with kans, yakuman and tricky waits</source>
        <translation>すべて（カン、役満、難しい待ちを含む）</translation>
    </message>
    <message>
        <source>Unknown rules preset: %1</source>
        <translation>不明なルールのプリセット: %1</translation>
    </message>
    <message>
        <source>No question could be made for these settings.</source>
        <translation>この設定では問題を作れませんでした。</translation>
    </message>
</context>
<context>
    <name>haifu::app::RecordEditor</name>
    <message>
        <source>%1. %2 (error)</source>
        <extracomment>a kyoku of the record editor&apos;s list: its number and label (E1-0)</extracomment>
        <translation>%1. %2（エラー）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The library is not open.</source>
        <translation>ライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>This record cannot be edited: %1</source>
        <translation>この記録は編集できません: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>Kyoku %1 (%2), %3: %4</source>
        <extracomment>the record editor&apos;s error: %1 kyoku number, %2 its label, %3 the field, %4 why</extracomment>
        <translation>第 %1 局（%2）、%3: %4</translation>
    </message>
    <message>
        <source>hand of seat %1</source>
        <translation>席 %1 の手牌</translation>
    </message>
    <message>
        <source>dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>ura indicators</source>
        <translation>裏ドラ表示牌</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>The start scores, honba and deposits of kyoku %1 now follow from the end of the kyoku before.</source>
        <extracomment>%1 kyoku numbers (&quot;2, 3&quot;)</extracomment>
        <translation>第 %1 局の開始点・本場・供託を前の局の終わりに合わせました。</translation>
    </message>
    <message>
        <source>Kyoku %1 has not ended yet: play on to a win or a draw.</source>
        <translation>第 %1 局はまだ終わっていません。和了か流局まで続けてください。</translation>
    </message>
    <message>
        <source>Nothing was changed: this game is in the library already.</source>
        <translation>変更がありません。この対局はすでにライブラリにあります。</translation>
    </message>
    <message>
        <source>edited game %1</source>
        <translation>対局 %1 の編集版</translation>
    </message>
    <message>
        <source>new record</source>
        <translation>新しい記録</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>対局を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Saved as game %1.</source>
        <translation>対局 %1 として保存しました。</translation>
    </message>
</context>
<context>
    <name>haifu::app::RecordOpener</name>
    <message>
        <source>Adding %1 to the library…</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 をライブラリに追加しています…</translation>
    </message>
    <message>
        <source>Added to the library as game %1: notes are saved there.</source>
        <translation>ライブラリに対局 %1 として追加しました。メモはそこに保存されます。</translation>
    </message>
    <message>
        <source>Already in the library as game %1: notes are saved there.</source>
        <translation>ライブラリに対局 %1 として登録済みです。メモはそこに保存されます。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <extracomment>%1 is a file name, %2 says what is wrong (naming the kyoku and event)</extracomment>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>Not added to the library, so notes cannot be saved: %1</source>
        <extracomment>%1 says why</extracomment>
        <translation>ライブラリに追加できなかったため、メモを保存できません: %1</translation>
    </message>
    <message>
        <source>library game %1</source>
        <extracomment>where the viewer&apos;s game comes from; %1 is its number in the library</extracomment>
        <translation>ライブラリの対局 %1</translation>
    </message>
</context>
<context>
    <name>haifu::app::ReviewController</name>
    <message>
        <source>No reviewed game in this period.</source>
        <translation>この期間に検討した対局はありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed game(s) · %1 decisions · agreement %2% · mean rating %3</source>
        <translation>
            <numerusform>検討した対局 %n 局 · 判断 %1 回 · 一致率 %2% · 平均レーティング %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <extracomment>a worst deviation: %1 the game&apos;s date, %2 the hand, %3 the player, %4 the engine</extracomment>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>engine %1, played %2 (%3 q lost)</source>
        <extracomment>%1 the engine&apos;s choice, %2 the player&apos;s, %3 the q-value lost</extracomment>
        <translation>エンジン %1、実際 %2（q値 %3 の損）</translation>
    </message>
    <message>
        <source>There is no library to keep lessons in.</source>
        <translation>レッスンを保存するライブラリがありません。</translation>
    </message>
    <message>
        <source>Deviations of %1</source>
        <extracomment>the title of a lesson made from deviations; %1 the player (or &quot;everyone&quot;)</extracomment>
        <translation>%1 の不一致</translation>
    </message>
    <message>
        <source>everyone</source>
        <translation>全員</translation>
    </message>
    <message>
        <source>Positions from reviewed games where the engine chose otherwise. The engine&apos;s choice is the answer.</source>
        <translation>AI 検討でエンジンが別の選択をした局面です。エンジンの選択が正解です。</translation>
    </message>
    <message>
        <source>Choose the deviations to make problems of.</source>
        <translation>問題にする不一致を選んでください。</translation>
    </message>
    <message>
        <source>No problem could be made: %1</source>
        <translation>問題を作れませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>Lesson &quot;%1&quot; with %n problem(s) is on the Lessons page.</source>
        <extracomment>%1 the lesson&apos;s title, %n problems</extracomment>
        <translation>
            <numerusform>%n 問のレッスン「%1」をレッスン画面に保存しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deviation(s) made no problem.</source>
        <translation>
            <numerusform>%n 件の不一致は問題にできませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every game of %1 has a review.</source>
        <translation>%1 の対局にはすべて検討があります。</translation>
    </message>
    <message numerus="yes">
        <source>Haifu is reviewing %n game(s) of %1…</source>
        <translation>
            <numerusform>Haifu が %1 の対局 %n 局を検討しています…</numerusform>
        </translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>対局 %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Haifu reviewed %n game(s); its reviews are labelled &quot;Haifu&quot;.</source>
        <extracomment>%n games reviewed by Haifu&apos;s own analysis</extracomment>
        <translation>
            <numerusform>Haifu が %n 局を検討しました。この検討には「Haifu」と表示されます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>haifu::app::ReviewText</name>
    <message>
        <source>as the engine</source>
        <translation>エンジンと一致</translation>
    </message>
    <message>
        <source>minor</source>
        <extracomment>a deviation the engine itself plays often (20% or more)</extracomment>
        <translation>軽い</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>中くらい</translation>
    </message>
    <message>
        <source>serious</source>
        <extracomment>a deviation the engine almost never plays (below 5%)</extracomment>
        <translation>重大</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>牌効率</translation>
    </message>
    <message>
        <source>push or fold</source>
        <translation>押し引き</translation>
    </message>
    <message>
        <source>riichi or dama</source>
        <translation>リーチかダマか</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>鳴き</translation>
    </message>
    <message>
        <source>placement at all-last</source>
        <translation>オーラスの順位</translation>
    </message>
    <message>
        <source>No reviewed decision</source>
        <translation>検討した判断はありません</translation>
    </message>
    <message>
        <source>Agreement %1% (%2 of %3)</source>
        <extracomment>%1 agreement in percent, %2 decisions agreed, %3 decisions</extracomment>
        <translation>一致率 %1%（%3 回中 %2 回）</translation>
    </message>
    <message>
        <source>Rating %1 · agreement %2% (%3 of %4)</source>
        <extracomment>%1 the rating (0-100), %2 agreement in percent, %3 decisions agreed, %4 decisions</extracomment>
        <translation>レーティング %1 · 一致率 %2%（%4 回中 %3 回）</translation>
    </message>
</context>
<context>
    <name>haifu::app::StatsController</name>
    <message>
        <source>%1 (me)</source>
        <extracomment>a person in the Statistics page&apos;s choice of whose statistics: the name, then whether it is the user</extracomment>
        <translation>%1（自分）</translation>
    </message>
    <message>
        <source>%1 (person)</source>
        <translation>%1（人物）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD): the period starts at the first game.</source>
        <extracomment>%1 what the user typed</extracomment>
        <translation>&apos;%1&apos; は日付 (YYYY-MM-DD) ではありません。期間は最初の対局から始まります。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a date (YYYY-MM-DD): the period ends at the last game.</source>
        <translation>&apos;%1&apos; は日付 (YYYY-MM-DD) ではありません。期間は最後の対局までです。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 対局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブル立直</translation>
    </message>
    <message>
        <source>%1 (dealt in)</source>
        <extracomment>a rare event the player paid: %1 what it was</extracomment>
        <translation>%1（放銃）</translation>
    </message>
    <message>
        <source>hand %1</source>
        <extracomment>the hand of a game, counted from 1</extracomment>
        <translation>第%1局</translation>
    </message>
    <message numerus="yes">
        <source>Percentiles among the library&apos;s %n player(s) with at least %1 three-player games (all their games).</source>
        <extracomment>%n players of the library; %1 the fewest games they have</extracomment>
        <translation>
            <numerusform>パーセンタイルは、三麻の対局が %1 以上あるライブラリの %n 人のプレイヤーの中での位置です（その全対局で数えます）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Percentiles among the library&apos;s %n player(s) with at least %1 four-player games (all their games).</source>
        <translation>
            <numerusform>パーセンタイルは、四麻の対局が %1 以上あるライブラリの %n 人のプレイヤーの中での位置です（その全対局で数えます）。</numerusform>
        </translation>
    </message>
    <message>
        <source>No player of the library has %1 games or more of this kind: no percentiles.</source>
        <translation>この種類の対局が %1 以上あるプレイヤーがライブラリにいないため、パーセンタイルはありません。</translation>
    </message>
    <message>
        <source>of %1 %2</source>
        <extracomment>a metric&apos;s denominator: %1 the count, %2 what is counted (&quot;hands&quot;, &quot;wins&quot;)</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Higher than %1% of the players compared with.</source>
        <extracomment>%1 a percentile (0-100)</extracomment>
        <translation>比べる相手の %1% より高い値です。</translation>
    </message>
    <message>
        <source>Person &apos;%1&apos; added.</source>
        <translation>人物 &apos;%1&apos; を追加しました。</translation>
    </message>
    <message>
        <source>Person renamed to &apos;%1&apos;.</source>
        <translation>人物の名前を &apos;%1&apos; に変えました。</translation>
    </message>
    <message>
        <source>Person removed; the players&apos; games stay in the library.</source>
        <translation>人物を削除しました。プレイヤーの対局はライブラリに残ります。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; added to the person.</source>
        <translation>&apos;%1&apos; を人物に追加しました。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; removed from the person.</source>
        <translation>&apos;%1&apos; を人物から外しました。</translation>
    </message>
    <message>
        <source>This person is you now.</source>
        <translation>この人物を自分にしました。</translation>
    </message>
    <message>
        <source>Nobody is marked as you now.</source>
        <translation>自分として指定された人物はいなくなりました。</translation>
    </message>
    <message>
        <source>Choose a player or a person first.</source>
        <translation>先にプレイヤーか人物を選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) written to %1.</source>
        <translation>
            <numerusform>%1 に %n 行を書き出しました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>haifu::app::StatsTrend</name>
    <message>
        <source>%1 pt</source>
        <extracomment>a change of a percentage, in percentage points</extracomment>
        <translation>%1 pt</translation>
    </message>
    <message numerus="yes">
        <source>The last %n game(s) (%1) against the %3 before (%2).</source>
        <extracomment>%n the games of the recent stretch; %1 and %2 its dates and the dates of the games before it; %3 the number of games before</extracomment>
        <translation>
            <numerusform>直近 %n 対局（%1）とその前の %3 対局（%2）の比較。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n game(s) are in the last stretch: nothing before them to compare with.</source>
        <translation>
            <numerusform>%n 対局すべてが直近の範囲に入っています。比べる前の対局はありません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>haifu::app::TenhouFetcher</name>
    <message>
        <source>Downloading %1 from %2…</source>
        <translation>%2 から %1 をダウンロードしています…</translation>
    </message>
    <message>
        <source>Download cancelled</source>
        <translation>ダウンロードを中止しました</translation>
    </message>
    <message>
        <source>Adding %1 to the library…</source>
        <translation>%1 をライブラリに追加しています…</translation>
    </message>
    <message>
        <source>%1 added to the library as game %2</source>
        <translation>%1 を対局 %2 としてライブラリに追加しました</translation>
    </message>
    <message>
        <source>%1 was in the library already (game %2)</source>
        <translation>%1 はすでにライブラリにあります（対局 %2）</translation>
    </message>
    <message>
        <source>The link cannot be read: %1</source>
        <translation>リンクを読めません: %1</translation>
    </message>
</context>
<context>
    <name>haifu::app::TournamentController</name>
    <message>
        <source>Random draw</source>
        <translation>ランダム抽選</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>スイス式</translation>
    </message>
    <message>
        <source>Prescribed</source>
        <translation>指定</translation>
    </message>
    <message>
        <source>game deleted</source>
        <translation>対局は削除済み</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>未開始</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1局</translation>
    </message>
    <message>
        <source>%1 hands</source>
        <translation>%1局</translation>
    </message>
    <message>
        <source>sub</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>Round %1 · %2 · %3</source>
        <extracomment>a round&apos;s title: &quot;Round 2 · Swiss · EMA 2016&quot;</extracomment>
        <translation>第%1回戦 · %2 · %3</translation>
    </message>
    <message>
        <source>Choose a club first.</source>
        <translation>先にクラブを選んでください。</translation>
    </message>
    <message>
        <source>Event &apos;%1&apos; created.</source>
        <translation>イベント「%1」を作成しました。</translation>
    </message>
    <message>
        <source>No library is open.</source>
        <translation>ライブラリが開かれていません。</translation>
    </message>
    <message>
        <source>Player registered.</source>
        <translation>プレイヤーを登録しました。</translation>
    </message>
    <message>
        <source>%1 joined the club and is registered.</source>
        <translation>%1がクラブに加わり、登録されました。</translation>
    </message>
    <message>
        <source>Player taken off the list.</source>
        <translation>プレイヤーを登録から外しました。</translation>
    </message>
    <message>
        <source>Round %1 is seated: its tables are ready.</source>
        <translation>第%1回戦の席が決まりました。各卓の準備ができています。</translation>
    </message>
    <message>
        <source>Write the tables as player numbers: 1,2,3,4; 5,6,7,8</source>
        <translation>卓はプレイヤー番号で書いてください：1,2,3,4; 5,6,7,8</translation>
    </message>
    <message>
        <source>Round %1 is seated as prescribed.</source>
        <translation>第%1回戦を指定どおりに着席させました。</translation>
    </message>
    <message>
        <source>The last round and its games were removed.</source>
        <translation>最後の回戦とその対局を削除しました。</translation>
    </message>
    <message>
        <source>Substitute seated.</source>
        <translation>代理を着席させました。</translation>
    </message>
    <message>
        <source>The player is back in the seat.</source>
        <translation>プレイヤーが席に戻りました。</translation>
    </message>
    <message>
        <source>Choose an event first.</source>
        <translation>先にイベントを選んでください。</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>%1 に書き出しました</translation>
    </message>
    <message>
        <source>E</source>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
</context>
<context>
    <name>haifu::app::VariationTree</name>
    <message>
        <source>The variations could not be saved: %1</source>
        <translation>変化を保存できませんでした: %1</translation>
    </message>
    <message>
        <source>variation %1</source>
        <extracomment>a note&apos;s variation in the list of notes: %1 its number</extracomment>
        <translation>変化 %1</translation>
    </message>
    <message>
        <source>variation %1 “%2”</source>
        <extracomment>a note&apos;s variation with its name: %1 its number, %2 its name</extracomment>
        <translation>変化 %1「%2」</translation>
    </message>
    <message>
        <source>Variation %1</source>
        <extracomment>the title of a variation on screen: %1 its number</extracomment>
        <translation>変化 %1</translation>
    </message>
    <message>
        <source>true wall</source>
        <extracomment>the draws of a variation come from the wall rebuilt from the record&apos;s seed</extracomment>
        <translation>実際の山</translation>
    </message>
    <message>
        <source>recorded draws</source>
        <extracomment>the draws of a variation are the record&apos;s own (the turn order is unchanged)</extracomment>
        <translation>記録どおりのツモ</translation>
    </message>
    <message>
        <source>assumed draws</source>
        <extracomment>the user picked the draws of a variation from the unseen tiles</extracomment>
        <translation>仮定のツモ</translation>
    </message>
</context>
<context>
    <name>haifu::cli</name>
    <message>
        <source>Score a winning hand: yaku, fu, points</source>
        <translation>和了形の点数計算: 役・符・点数</translation>
    </message>
    <message>
        <source>the rules engine</source>
        <translation>ルールエンジン</translation>
    </message>
    <message>
        <source>Payments for a han/fu count</source>
        <translation>翻・符からの支払い</translation>
    </message>
    <message>
        <source>List the ruleset presets and options</source>
        <translation>ルールのプリセットとオプションの一覧</translation>
    </message>
    <message>
        <source>Shanten, tile acceptance and discard analysis</source>
        <translation>向聴数・受け入れ・打牌の解析</translation>
    </message>
    <message>
        <source>Waits and furiten of a tenpai hand</source>
        <translation>聴牌形の待ちとフリテン</translation>
    </message>
    <message>
        <source>Replay game records and check every result</source>
        <translation>牌譜を再生し、すべての結果を検証</translation>
    </message>
    <message>
        <source>game records</source>
        <translation>牌譜機能</translation>
    </message>
    <message>
        <source>Convert a game record to another format</source>
        <translation>牌譜を別の形式に変換</translation>
    </message>
    <message>
        <source>Import, search, annotate, back up and check a library</source>
        <translation>ライブラリの取り込み・検索・注釈・バックアップ・検査</translation>
    </message>
    <message>
        <source>the library</source>
        <translation>ライブラリ機能</translation>
    </message>
    <message>
        <source>Export an annotated game or a report</source>
        <translation>注釈付きの牌譜やレポートを書き出し</translation>
    </message>
    <message>
        <source>the study table</source>
        <translation>検討卓</translation>
    </message>
    <message>
        <source>Generate quiz questions as JSON lines</source>
        <translation>クイズ問題を JSON Lines で生成</translation>
    </message>
    <message>
        <source>quizzes</source>
        <translation>クイズ機能</translation>
    </message>
    <message>
        <source>Score club games and export score sheets</source>
        <translation>クラブ対局の点数計算とスコアシートの出力</translation>
    </message>
    <message>
        <source>club scoring</source>
        <translation>クラブ点数記録</translation>
    </message>
    <message>
        <source>Usage: haifu-cli COMMAND [OPTIONS]</source>
        <translation>使い方: haifu-cli コマンド [オプション]</translation>
    </message>
    <message>
        <source>Haifu&apos;s rules engine and library from the command line.</source>
        <translation>Haifu のルールエンジンとライブラリをコマンドラインから使います。</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>not available yet</source>
        <translation>未対応</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Show this help</source>
        <translation>このヘルプを表示</translation>
    </message>
    <message>
        <source>Show the version</source>
        <translation>バージョンを表示</translation>
    </message>
    <message>
        <source>Run &apos;haifu-cli COMMAND --help&apos; for the options of a command.</source>
        <translation>各コマンドのオプションは &apos;haifu-cli コマンド --help&apos; で表示されます。</translation>
    </message>
    <message>
        <source>haifu-cli %1: not available yet; it arrives with %2.</source>
        <translation>haifu-cli %1: まだ使えません。%2 とともに追加されます。</translation>
    </message>
    <message>
        <source>haifu-cli: unknown command &apos;%1&apos;</source>
        <translation>haifu-cli: 不明なコマンド &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Usage: haifu-cli points HAN FU [OPTIONS]</source>
        <translation>使い方: haifu-cli points 翻 符 [オプション]</translation>
    </message>
    <message>
        <source>       haifu-cli points --table [--rules PRESET]</source>
        <translation>       haifu-cli points --table [--rules プリセット]</translation>
    </message>
    <message>
        <source>       haifu-cli points --json   (JSON lines on standard input)</source>
        <translation>       haifu-cli points --json   (標準入力から JSON Lines)</translation>
    </message>
    <message>
        <source>The winner is the dealer</source>
        <translation>和了者が親</translation>
    </message>
    <message>
        <source>Won by self-draw (default: ron)</source>
        <translation>ツモ和了（既定はロン）</translation>
    </message>
    <message>
        <source>Honba counters</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Riichi deposits on the table</source>
        <translation>供託リーチ棒</translation>
    </message>
    <message>
        <source>Yakuman multiple (HAN and FU are then ignored)</source>
        <translation>役満の倍数（このとき翻と符は無視）</translation>
    </message>
    <message>
        <source>Ruleset preset (default tenhou)</source>
        <translation>ルールのプリセット（既定は tenhou）</translation>
    </message>
    <message>
        <source>Print the whole points table</source>
        <translation>点数表全体を表示</translation>
    </message>
    <message>
        <source>Read JSON lines on standard input</source>
        <translation>標準入力から JSON Lines を読む</translation>
    </message>
    <message>
        <source>%1 all</source>
        <translation>%1 オール</translation>
    </message>
    <message>
        <source>Dealer: ron / tsumo (each)</source>
        <translation>親: ロン / ツモ（各自）</translation>
    </message>
    <message>
        <source>Non-dealer: ron / tsumo (non-dealers/dealer)</source>
        <translation>子: ロン / ツモ（子/親）</translation>
    </message>
    <message>
        <source>%1 han</source>
        <translation>%1翻</translation>
    </message>
    <message>
        <source>haifu-cli points: %1</source>
        <translation>haifu-cli points: %1</translation>
    </message>
    <message>
        <source>Ron: the discarder pays %1</source>
        <translation>ロン: 放銃者が %1 を支払う</translation>
    </message>
    <message>
        <source>Tsumo: each player pays %1</source>
        <translation>ツモ: 各自 %1 を支払う</translation>
    </message>
    <message>
        <source>Tsumo: the dealer pays %1, each other player pays %2</source>
        <translation>ツモ: 親が %1、子がそれぞれ %2 を支払う</translation>
    </message>
    <message>
        <source>Limit: %1</source>
        <translation>満貫以上: %1</translation>
    </message>
    <message>
        <source>Basic points: %1</source>
        <translation>基本点: %1</translation>
    </message>
    <message>
        <source>The winner gains %1</source>
        <translation>和了者の収入: %1</translation>
    </message>
    <message>
        <source>Usage: haifu-cli rules --list [--json]</source>
        <translation>使い方: haifu-cli rules --list [--json]</translation>
    </message>
    <message>
        <source>       haifu-cli rules PRESET [--json]</source>
        <translation>       haifu-cli rules プリセット [--json]</translation>
    </message>
    <message>
        <source>Lists the ruleset presets and every option with its value in each preset, or the values of one preset. Options can be overridden in JSON input with &quot;rules&quot;:{&quot;preset&quot;:NAME, OPTION: value} and in the command line with --set OPTION=VALUE.</source>
        <translation>ルールのプリセットと、各プリセットでのすべてのオプションの値、または一つのプリセットの値を表示します。オプションは JSON 入力の &quot;rules&quot;:{&quot;preset&quot;:名前, オプション: 値} や、コマンドラインの --set オプション=値 で上書きできます。</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <source>Options (value in each preset):</source>
        <translation>オプション（各プリセットでの値）:</translation>
    </message>
    <message>
        <source>option</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Usage: haifu-cli score TILES --win TILE [OPTIONS]</source>
        <translation>使い方: haifu-cli score 牌 --win 和了牌 [オプション]</translation>
    </message>
    <message>
        <source>       haifu-cli score --json   (JSON lines on standard input, see SCORING_JSON.md)</source>
        <translation>       haifu-cli score --json   (標準入力から JSON Lines、SCORING_JSON.md 参照)</translation>
    </message>
    <message>
        <source>Scores a winning hand and explains it: the reading, every yaku, every fu, the limit and who pays what.</source>
        <translation>和了形を点数計算して解説します: 面子の取り方、すべての役、すべての符、満貫などの区分、誰がいくら払うか。</translation>
    </message>
    <message>
        <source>TILES are the concealed tiles including the winning tile, e.g. 234m56799p345678s (0 = red five).</source>
        <translation>牌は和了牌を含む門前の牌です。例: 234m56799p345678s（0 は赤五）。</translation>
    </message>
    <message>
        <source>The winning tile (required; must be among TILES)</source>
        <translation>和了牌（必須。牌の中に含まれること）</translation>
    </message>
    <message>
        <source>Declared melds KIND:tiles, e.g. chi:123m,pon:555z,ankan:1111s (kinds: chi, pon, minkan, ankan, kakan); may be repeated</source>
        <translation>副露 種類:牌、例: chi:123m,pon:555z,ankan:1111s（種類: chi, pon, minkan, ankan, kakan）。複数指定可</translation>
    </message>
    <message>
        <source>Riichi</source>
        <translation>立直</translation>
    </message>
    <message>
        <source>Double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>Tsumo on the last wall tile</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Ron on the last discard</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>Tsumo on a kan replacement tile</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Ron on a tile added to a kan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>First-turn wins</source>
        <translation>天和・地和・人和</translation>
    </message>
    <message>
        <source>Seat wind E, S, W or N (default E: the dealer)</source>
        <translation>自風 E, S, W, N（既定は E: 親）</translation>
    </message>
    <message>
        <source>Round wind (default E)</source>
        <translation>場風（既定は E）</translation>
    </message>
    <message>
        <source>Dora indicators, kan dora included, e.g. 1m4z</source>
        <translation>ドラ表示牌（カンドラを含む）、例: 1m4z</translation>
    </message>
    <message>
        <source>Ura dora indicators (count only with riichi)</source>
        <translation>裏ドラ表示牌（リーチ時のみ有効）</translation>
    </message>
    <message>
        <source>Honba counters on the table</source>
        <translation>本場</translation>
    </message>
    <message>
        <source>Riichi deposits on the table (this hand&apos;s included)</source>
        <translation>供託リーチ棒（この局の分を含む）</translation>
    </message>
    <message>
        <source>Three players: north tiles set aside (nukidora)</source>
        <translation>三人麻雀: 抜いた北（抜きドラ）</translation>
    </message>
    <message>
        <source>Ruleset preset (default tenhou; see haifu-cli rules --list)</source>
        <translation>ルールのプリセット（既定は tenhou。haifu-cli rules --list 参照）</translation>
    </message>
    <message>
        <source>Override one ruleset option; may be repeated</source>
        <translation>ルールのオプションを一つ上書き。複数指定可</translation>
    </message>
    <message>
        <source>Read JSON lines on standard input instead</source>
        <translation>代わりに標準入力から JSON Lines を読む</translation>
    </message>
    <message>
        <source>base</source>
        <translation>副底</translation>
    </message>
    <message>
        <source>closed hand won by ron</source>
        <translation>門前ロン</translation>
    </message>
    <message>
        <source>tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>seven pairs (fixed)</source>
        <translation>七対子（固定）</translation>
    </message>
    <message>
        <source>open hand without fu counts 30</source>
        <translation>符のない鳴き手は30符</translation>
    </message>
    <message>
        <source>pair of a dragon %1</source>
        <translation>三元牌の雀頭 %1</translation>
    </message>
    <message>
        <source>pair of the seat wind %1</source>
        <translation>自風の雀頭 %1</translation>
    </message>
    <message>
        <source>pair of the round wind %1</source>
        <translation>場風の雀頭 %1</translation>
    </message>
    <message>
        <source>pair of the double wind %1 (seat and round)</source>
        <translation>連風牌の雀頭 %1（自風かつ場風）</translation>
    </message>
    <message>
        <source>closed wait (kanchan)</source>
        <translation>嵌張待ち</translation>
    </message>
    <message>
        <source>edge wait (penchan)</source>
        <translation>辺張待ち</translation>
    </message>
    <message>
        <source>single wait (tanki)</source>
        <translation>単騎待ち</translation>
    </message>
    <message>
        <source>triplet completed by ron (counts as open)</source>
        <translation>ロンで完成した刻子（明刻扱い）</translation>
    </message>
    <message>
        <source>open triplet</source>
        <translation>明刻</translation>
    </message>
    <message>
        <source>concealed triplet</source>
        <translation>暗刻</translation>
    </message>
    <message>
        <source>open quad</source>
        <translation>明槓</translation>
    </message>
    <message>
        <source>concealed quad</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>%1 %2%3</source>
        <translation>%1 %2%3</translation>
    </message>
    <message>
        <source>, terminal/honour: doubled</source>
        <translation>、么九牌のため2倍</translation>
    </message>
    <message>
        <source>two-sided wait (ryanmen)</source>
        <translation>両面待ち</translation>
    </message>
    <message>
        <source>dual pon wait (shanpon)</source>
        <translation>双碰待ち</translation>
    </message>
    <message>
        <source>thirteen-sided wait</source>
        <translation>十三面待ち</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>手牌: %1</translation>
    </message>
    <message>
        <source>win %1 by %2</source>
        <translation>和了牌 %1、%2</translation>
    </message>
    <message>
        <source>ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール: %1</translation>
    </message>
    <message>
        <source>Not a winning hand: the tiles do not form four groups and a pair, seven pairs or thirteen orphans.</source>
        <translation>和了形ではありません: 4面子1雀頭、七対子、国士無双のいずれにもなっていません。</translation>
    </message>
    <message>
        <source>Reading: %1 (%2)</source>
        <translation>面子構成: %1（%2）</translation>
    </message>
    <message>
        <source>No yaku: the hand cannot win (dora do not count as a yaku).</source>
        <translation>役なし: 和了できません（ドラは役になりません）。</translation>
    </message>
    <message>
        <source>Yaku:</source>
        <translation>役:</translation>
    </message>
    <message>
        <source>double yakuman</source>
        <translation>ダブル役満</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Fu:</source>
        <translation>符:</translation>
    </message>
    <message>
        <source>= 25 fu (seven pairs are not rounded)</source>
        <translation>= 25符（七対子は切り上げなし）</translation>
    </message>
    <message>
        <source>= %1 fu, rounded up to %2 fu</source>
        <translation>= %1符、切り上げて %2符</translation>
    </message>
    <message>
        <source>= %1 fu</source>
        <translation>= %1符</translation>
    </message>
    <message>
        <source>The discarder pays %1</source>
        <translation>放銃者が %1 を支払う</translation>
    </message>
    <message>
        <source>Each player pays %1</source>
        <translation>各自 %1 を支払う</translation>
    </message>
    <message>
        <source>The dealer pays %1, each other player pays %2</source>
        <translation>親が %1、子がそれぞれ %2 を支払う</translation>
    </message>
    <message>
        <source>Riichi deposits on the table: %1</source>
        <translation>供託リーチ棒: %1</translation>
    </message>
    <message>
        <source>Other readings:</source>
        <translation>他の取り方:</translation>
    </message>
    <message>
        <source>no yaku</source>
        <translation>役なし</translation>
    </message>
    <message>
        <source>yakuman x%1</source>
        <translation>役満 ×%1</translation>
    </message>
    <message>
        <source>%1 han %2 fu, %3 basic points</source>
        <translation>%1翻%2符、基本点 %3</translation>
    </message>
    <message>
        <source>haifu-cli score: %1 needs a number</source>
        <translation>haifu-cli score: %1 には数値が必要です</translation>
    </message>
    <message>
        <source>haifu-cli score: --set needs OPTION=VALUE</source>
        <translation>haifu-cli score: --set には オプション=値 が必要です</translation>
    </message>
    <message>
        <source>haifu-cli score: invalid input: %1</source>
        <translation>haifu-cli score: 入力が不正です: %1</translation>
    </message>
    <message>
        <source>Usage: haifu-cli shanten TILES [OPTIONS]</source>
        <translation>使い方: haifu-cli shanten 牌 [オプション]</translation>
    </message>
    <message>
        <source>       haifu-cli shanten --json   (JSON lines on standard input, see SCORING_JSON.md)</source>
        <translation>       haifu-cli shanten --json   (標準入力から JSON Lines、SCORING_JSON.md 参照)</translation>
    </message>
    <message>
        <source>Shows how far a hand is from tenpai in each form (regular, seven pairs, thirteen orphans). With 13 tiles (counting 3 per meld) it lists the tiles that lower the shanten and how many of each are left; with 14 tiles it ranks every discard by the shanten it leaves and the tiles it accepts.</source>
        <translation>手牌が聴牌からどれだけ遠いかを、形ごと（一般形・七対子・国士無双）に表示します。13枚（副露は3枚と数える）なら向聴数を下げる牌と残り枚数を、14枚なら打牌ごとに残る向聴数と受け入れ枚数を順位づけて表示します。</translation>
    </message>
    <message>
        <source>Shanten is exact: a wait on a fifth copy of a tile the hand already holds four of does not count as tenpai.</source>
        <translation>向聴数は正確です: 手の中に4枚ある牌の5枚目を待つ形は聴牌とみなしません。</translation>
    </message>
    <message>
        <source>Declared melds KIND:tiles, e.g. pon:555z,chi:123m (kinds: chi, pon, minkan, ankan, kakan)</source>
        <translation>副露 種類:牌、例: pon:555z,chi:123m（種類: chi, pon, minkan, ankan, kakan）</translation>
    </message>
    <message>
        <source>Tiles seen elsewhere (rivers, dora indicators, other players&apos; melds)</source>
        <translation>他に見えている牌（河、ドラ表示牌、他家の副露）</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>和了形</translation>
    </message>
    <message>
        <source>tenpai</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <source>Shanten: %1</source>
        <translation>向聴数: %1</translation>
    </message>
    <message>
        <source>regular %1</source>
        <translation>一般形 %1</translation>
    </message>
    <message>
        <source>seven pairs %1</source>
        <translation>七対子 %1</translation>
    </message>
    <message>
        <source>thirteen orphans %1</source>
        <translation>国士無双 %1</translation>
    </message>
    <message>
        <source>Tiles that lower the shanten: %1 tiles of %2 kinds</source>
        <translation>向聴数を下げる牌: %2種 %1枚</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向聴数</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>受け入れ</translation>
    </message>
    <message>
        <source>Usage: haifu-cli waits TILES [OPTIONS]</source>
        <translation>使い方: haifu-cli waits 牌 [オプション]</translation>
    </message>
    <message>
        <source>       haifu-cli waits --json   (JSON lines on standard input, see SCORING_JSON.md)</source>
        <translation>       haifu-cli waits --json   (標準入力から JSON Lines、SCORING_JSON.md 参照)</translation>
    </message>
    <message>
        <source>Lists the tiles that complete a 13-tile hand (counting 3 per meld), whether or not the win would have a yaku, and says whether the hand is furiten by its own discards. Waits on a tile the hand already holds all four of are listed apart: they can never win.</source>
        <translation>13枚（副露は3枚と数える）の手牌を完成させる牌を、役の有無にかかわらず表示し、自分の捨て牌によるフリテンかどうかを示します。手の中に4枚すべてある牌の待ちは和了できないため別に表示します。</translation>
    </message>
    <message>
        <source>The player&apos;s own discards, including tiles other players called</source>
        <translation>自分の捨て牌（他家に鳴かれた牌を含む）</translation>
    </message>
    <message>
        <source>Read JSON lines on standard input instead (with &quot;score_waits&quot;:true each wait is scored as ron and as tsumo)</source>
        <translation>代わりに標準入力から JSON Lines を読む（&quot;score_waits&quot;:true で各待ちをロンとツモで点数計算）</translation>
    </message>
    <message>
        <source>Not tenpai (shanten %1).</source>
        <translation>聴牌していません（%1向聴）。</translation>
    </message>
    <message>
        <source>Waits: %1</source>
        <translation>待ち: %1</translation>
    </message>
    <message>
        <source>%1 kinds, %2 tiles not in this hand or its discards</source>
        <translation>%1種、手牌と捨て牌以外に %2枚</translation>
    </message>
    <message>
        <source>No winnable wait.</source>
        <translation>和了できる待ちはありません。</translation>
    </message>
    <message>
        <source>Waits on a fifth tile (all four copies are in this hand): %1</source>
        <translation>5枚目の待ち（4枚すべてが手牌にある）: %1</translation>
    </message>
    <message>
        <source>Not furiten by the own discards.</source>
        <translation>自分の捨て牌によるフリテンではありません。</translation>
    </message>
    <message>
        <source>Furiten: %1 is among the own discards (no ron; tsumo only).</source>
        <translation>フリテン: %1 が自分の捨て牌にあります（ロン不可、ツモのみ）。</translation>
    </message>
    <message>
        <source>Write to OUT instead of standard output</source>
        <translation>標準出力の代わりに 出力 に書き込む</translation>
    </message>
    <message>
        <source>Do not list the reader&apos;s warnings</source>
        <translation>読み込み時の警告を表示しない</translation>
    </message>
    <message>
        <source>haifu-cli convert: more than one input file (&apos;%1&apos;)</source>
        <translation>haifu-cli convert: 入力ファイルが複数あります（&apos;%1&apos;）</translation>
    </message>
    <message>
        <source>haifu-cli convert: cannot read standard input</source>
        <translation>haifu-cli convert: 標準入力を読めません</translation>
    </message>
    <message>
        <source>haifu-cli convert: %1: %2</source>
        <translation>haifu-cli convert: %1: %2</translation>
    </message>
    <message>
        <source>haifu-cli convert: %1</source>
        <translation>haifu-cli convert: %1</translation>
    </message>
    <message>
        <source>%1: warning: %2</source>
        <translation>%1: 警告: %2</translation>
    </message>
    <message>
        <source>haifu-cli convert: cannot write standard output</source>
        <translation>haifu-cli convert: 標準出力に書き込めません</translation>
    </message>
    <message>
        <source>(pinfu: the 2 fu for tsumo are not added)</source>
        <translation>（平和のため、ツモの2符は加えません）</translation>
    </message>
    <message>
        <source>Reads game records (Tenhou mjlog XML, plain or gzip; tenhou.net/6 JSON, Mahjong Soul conversions included; MJAI JSON lines), replays every move and recomputes every win, draw and score with the rules engine under the record&apos;s ruleset.</source>
        <translation>牌譜（天鳳 mjlog XML、非圧縮または gzip。tenhou.net/6 JSON、雀魂からの変換を含む。MJAI JSON Lines）を読み、すべての打牌を再生し、牌譜のルールのもとで和了・流局・点数をすべてルールエンジンで計算し直します。</translation>
    </message>
    <message>
        <source>One JSON object per file: format, players, kyoku, wins, draws, mismatches, error</source>
        <translation>ファイルごとに JSON オブジェクトを一つ: format, players, kyoku, wins, draws, mismatches, error</translation>
    </message>
    <message>
        <source>Also compare files that hold the same game (e.g. XML and JSON of one log)</source>
        <translation>同じ対局を含むファイル同士も比較する（例: 同じ牌譜の XML と JSON）</translation>
    </message>
    <message>
        <source>Print only the files that do not verify</source>
        <translation>検証に通らなかったファイルだけを表示</translation>
    </message>
    <message>
        <source>Exit status: 0 when every file reads and verifies, 1 otherwise, 2 on usage errors.</source>
        <translation>終了コード: すべてのファイルが読めて検証に通れば 0、そうでなければ 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>format: %1</source>
        <translation>形式: %1</translation>
    </message>
    <message>
        <source>players: %1</source>
        <translation>プレイヤー: %1</translation>
    </message>
    <message>
        <source>kyoku: %1, wins: %2, draws: %3</source>
        <translation>局数: %1、和了: %2、流局: %3</translation>
    </message>
    <message>
        <source>verified: no mismatch</source>
        <translation>検証済み: 不一致なし</translation>
    </message>
    <message numerus="yes">
        <source>%n mismatch(es):</source>
        <translation>
            <numerusform>不一致 %n 件:</numerusform>
        </translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>%1 files, %2 verified, %3 with errors or mismatches</source>
        <translation>%1 ファイル、検証済み %2、エラーまたは不一致あり %3</translation>
    </message>
    <message>
        <source>Usage: haifu-cli library --db PATH [--json] COMMAND [ARGUMENTS]</source>
        <translation>使い方: haifu-cli library --db パス [--json] コマンド [引数]</translation>
    </message>
    <message>
        <source>The library database: every imported game with its original file, results, annotations, tags and collections.</source>
        <translation>ライブラリのデータベース: 取り込んだすべての対局を、元のファイル・結果・注釈・タグ・コレクションとともに保存します。</translation>
    </message>
    <message>
        <source>List the games, newest first</source>
        <translation>対局を新しい順に一覧表示</translation>
    </message>
    <message>
        <source>Search the games (filters below)</source>
        <translation>対局を検索（条件は下記）</translation>
    </message>
    <message>
        <source>One game: header, players, tags and annotations</source>
        <translation>一つの対局: 概要、プレイヤー、タグ、注釈</translation>
    </message>
    <message>
        <source>Add or edit the note at a position (marks: ! ? !! ?? !? ?!)</source>
        <translation>局面にメモを追加・編集（記号: ! ? !! ?? !? ?!）</translation>
    </message>
    <message>
        <source>Tag a game (or remove the tag)</source>
        <translation>対局にタグを付ける（または外す）</translation>
    </message>
    <message>
        <source>Put a game into a collection (created on first use)</source>
        <translation>対局をコレクションに入れる（初回に作成）</translation>
    </message>
    <message>
        <source>Write a backup of the whole library</source>
        <translation>ライブラリ全体のバックアップを書き出す</translation>
    </message>
    <message>
        <source>Replace the library with a backup (checked first)</source>
        <translation>ライブラリをバックアップで置き換える（先に検査）</translation>
    </message>
    <message>
        <source>Check the library&apos;s integrity</source>
        <translation>ライブラリの整合性を検査</translation>
    </message>
    <message>
        <source>The library file (created when missing; default: $HAIFU_LIBRARY)</source>
        <translation>ライブラリのファイル（なければ作成。既定: $HAIFU_LIBRARY）</translation>
    </message>
    <message>
        <source>One JSON object on standard output</source>
        <translation>標準出力に JSON オブジェクトを一つ</translation>
    </message>
    <message>
        <source>import: no per-file lines, no progress</source>
        <translation>import: ファイルごとの行と進捗を表示しない</translation>
    </message>
    <message>
        <source>Search filters:</source>
        <translation>検索条件:</translation>
    </message>
    <message>
        <source>Paging:</source>
        <translation>ページ送り:</translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 1 when something failed (e.g. a file did not import), 2 on usage errors.</source>
        <translation>終了コード: 成功で 0、何かが失敗したとき（例: 取り込めないファイルがあった）1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>Run &apos;haifu-cli library --help&apos; for the usage.</source>
        <translation>使い方は &apos;haifu-cli library --help&apos; で表示されます。</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 には値が必要です</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>不明なオプション &apos;%1&apos;</translation>
    </message>
    <message>
        <source>import: give at least one file or folder</source>
        <translation>import: ファイルかフォルダを一つ以上指定してください</translation>
    </message>
    <message>
        <source>imported   #%1  %2</source>
        <translation>取り込み   #%1  %2</translation>
    </message>
    <message>
        <source>duplicate  #%1  %2</source>
        <translation>重複       #%1  %2</translation>
    </message>
    <message>
        <source>(kept as another original of the game)</source>
        <translation>（この対局の別の元ファイルとして保存）</translation>
    </message>
    <message>
        <source>failed          %1: %2</source>
        <translation>失敗            %1: %2</translation>
    </message>
    <message>
        <source>%1 imported, %2 duplicates, %3 failed</source>
        <translation>取り込み %1、重複 %2、失敗 %3</translation>
    </message>
    <message>
        <source>cancelled, %1 files not imported</source>
        <translation>中止しました。%1 ファイルは取り込まれていません</translation>
    </message>
    <message>
        <source>(seat %1)</source>
        <translation>（席 %1）</translation>
    </message>
    <message numerus="yes">
        <source>[%n note(s)]</source>
        <translation>
            <numerusform>[メモ %n 件]</numerusform>
        </translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>予期しない引数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date (YYYY-MM-DD)</source>
        <translation>%1: &apos;%2&apos; は日付（YYYY-MM-DD）ではありません</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: &apos;%2&apos; は数値ではありません</translation>
    </message>
    <message>
        <source>--sort: use &apos;date&apos; or &apos;imported&apos;</source>
        <translation>--sort: &apos;date&apos; か &apos;imported&apos; を指定してください</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <translation>
            <numerusform>%n 局中 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>more with --offset %1</source>
        <translation>続きは --offset %1</translation>
    </message>
    <message>
        <source>kyoku %1 step %2</source>
        <translation>%1 局目 %2 手目</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>(better: %1)</source>
        <translation>（より良い手: %1）</translation>
    </message>
    <message>
        <source>[bookmark]</source>
        <translation>[ブックマーク]</translation>
    </message>
    <message>
        <source>show: give one game number</source>
        <translation>show: 対局番号を一つ指定してください</translation>
    </message>
    <message>
        <source>log id: %1</source>
        <translation>牌譜 ID: %1</translation>
    </message>
    <message>
        <source>replay stops: %1</source>
        <translation>再生が止まります: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（名前なし）</translation>
    </message>
    <message>
        <source>games: %1, average placement: %2</source>
        <translation>対局数: %1、平均順位: %2</translation>
    </message>
    <message>
        <source>hands: %1, wins: %2 (%3), deal-ins: %4 (%5)</source>
        <translation>局数: %1、和了: %2（%3）、放銃: %4（%5）</translation>
    </message>
    <message>
        <source>riichi: %1, calls: %2, average win: %3, average deal-in: %4</source>
        <translation>リーチ: %1、副露: %2、平均和了点: %3、平均放銃点: %4</translation>
    </message>
    <message>
        <source>stats: give at most one player name</source>
        <translation>stats: プレイヤー名は一つまでです</translation>
    </message>
    <message>
        <source>--min-games: not a number</source>
        <translation>--min-games: 数値ではありません</translation>
    </message>
    <message>
        <source>--limit: not a number</source>
        <translation>--limit: 数値ではありません</translation>
    </message>
    <message>
        <source>annotate: give GAME KYOKU STEP (numbers)</source>
        <translation>annotate: 対局 局 手順 を数値で指定してください</translation>
    </message>
    <message>
        <source>--seat: not a number</source>
        <translation>--seat: 数値ではありません</translation>
    </message>
    <message>
        <source>tag: give GAME TAG</source>
        <translation>tag: 対局 タグ を指定してください</translation>
    </message>
    <message>
        <source>collect: give COLLECTION GAME</source>
        <translation>collect: コレクション 対局 を指定してください</translation>
    </message>
    <message>
        <source>restore: give the backup file</source>
        <translation>restore: バックアップファイルを指定してください</translation>
    </message>
    <message>
        <source>backup: give the file to write</source>
        <translation>backup: 書き出すファイルを指定してください</translation>
    </message>
    <message>
        <source>restored the library from %1</source>
        <translation>%1 からライブラリを復元しました</translation>
    </message>
    <message>
        <source>wrote the backup %1</source>
        <translation>バックアップ %1 を書き出しました</translation>
    </message>
    <message>
        <source>ok: %1 games, %2 original files, %3 annotations</source>
        <translation>正常: 対局 %1、元ファイル %2、注釈 %3</translation>
    </message>
    <message>
        <source>the library is damaged</source>
        <translation>ライブラリが壊れています</translation>
    </message>
    <message>
        <source>library: unknown command &apos;%1&apos;</source>
        <translation>library: 不明なコマンド &apos;%1&apos;</translation>
    </message>
    <message>
        <source>library: give the library file with --db PATH</source>
        <translation>library: --db パス でライブラリのファイルを指定してください</translation>
    </message>
    <message>
        <source>check: no arguments expected</source>
        <translation>check: 引数は不要です</translation>
    </message>
    <message numerus="yes">
        <source>%n han</source>
        <translation>
            <numerusform>%n翻</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n honba included)</source>
        <translation>
            <numerusform>（%n本場を含む）</numerusform>
        </translation>
    </message>
    <message>
        <source>import: skip the replay check of every move (faster)</source>
        <translation>import: 全打牌の再生チェックを省く（高速）</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>the player on your right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>the player across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>the player on your left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>you</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>discard furiten</source>
        <translation>捨て牌フリテン</translation>
    </message>
    <message>
        <source>riichi furiten</source>
        <translation>立直後の見逃しフリテン</translation>
    </message>
    <message>
        <source>temporary furiten</source>
        <translation>同巡内フリテン</translation>
    </message>
    <message>
        <source>not a winning tile</source>
        <translation>和了牌ではない</translation>
    </message>
    <message>
        <source>no furiten</source>
        <translation>フリテンではない</translation>
    </message>
    <message>
        <source>Reading: %1 (%2 wait), the best of %3 reading(s)</source>
        <translation>面子構成: %1（%2待ち）、%3 通りの取り方のうち最高点</translation>
    </message>
    <message>
        <source>Other reading: %1 (%2 wait): %3 han %4 fu</source>
        <translation>他の取り方: %1（%2待ち）: %3翻%4符</translation>
    </message>
    <message>
        <source>Other reading: %1 (%2 wait): no yaku</source>
        <translation>他の取り方: %1（%2待ち）: 役なし</translation>
    </message>
    <message>
        <source>Bonus %1: %2 han</source>
        <translation>ドラ類 %1: %2翻</translation>
    </message>
    <message>
        <source>Yaku %1: %2 han</source>
        <translation>役 %1: %2翻</translation>
    </message>
    <message>
        <source>Yakuman x%1</source>
        <translation>役満 ×%1</translation>
    </message>
    <message>
        <source>Total: %1 han</source>
        <translation>合計: %1翻</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <source>pair %1 (%2)</source>
        <translation>雀頭 %1（%2）</translation>
    </message>
    <message>
        <source>%1 wait on %2</source>
        <translation>%2 の%1待ち</translation>
    </message>
    <message>
        <source>(completed by ron: counts as open)</source>
        <translation>（ロンで完成: 明刻扱い）</translation>
    </message>
    <message>
        <source>%1 fu: %2</source>
        <translation>%1符: %2</translation>
    </message>
    <message>
        <source>Pinfu: the 2 fu for tsumo are not added</source>
        <translation>平和: ツモの2符は加えない</translation>
    </message>
    <message>
        <source>Sum: %1 fu</source>
        <translation>合計: %1符</translation>
    </message>
    <message>
        <source>Seven pairs: 25 fu, not rounded</source>
        <translation>七対子: 25符、切り上げなし</translation>
    </message>
    <message>
        <source>%1 fu needs no rounding</source>
        <translation>%1符は切り上げ不要</translation>
    </message>
    <message>
        <source>Rounded up: %1 fu -&gt; %2 fu</source>
        <translation>切り上げ: %1符 → %2符</translation>
    </message>
    <message>
        <source>Basic points: %1 (yakuman x%2)</source>
        <translation>基本点: %1（役満 ×%2）</translation>
    </message>
    <message>
        <source>Basic points: %1 (%2)</source>
        <translation>基本点: %1（%2）</translation>
    </message>
    <message>
        <source>Basic points: %1 fu x 2^(%2 + 2) = %3</source>
        <translation>基本点: %1符 × 2^(%2 + 2) = %3</translation>
    </message>
    <message>
        <source>%1: %2 x basic, rounded up to 100 = %3; with honba %4 (%5 payer(s))</source>
        <translation>%1: 基本点 × %2、100点単位に切り上げ = %3。本場込み %4（支払い %5 人）</translation>
    </message>
    <message>
        <source>Honba: %1, adding %2</source>
        <translation>本場: %1、%2 を加算</translation>
    </message>
    <message>
        <source>Riichi deposits: %1, the winner takes %2</source>
        <translation>供託リーチ棒: %1、和了者が %2 を得る</translation>
    </message>
    <message>
        <source>%1: %2 (%3 wait), %4 left</source>
        <translation>%1: %2（%3待ち）、残り %4 枚</translation>
    </message>
    <message>
        <source>Discard %1: shanten %2, %3 tiles accepted (%4)%5</source>
        <translation>打 %1: %2向聴、受け入れ %3 枚（%4）%5</translation>
    </message>
    <message>
        <source>The player discarded %1: one of the best (%2 tiles)</source>
        <translation>実戦は打 %1: 最善の一つ（%2 枚）</translation>
    </message>
    <message>
        <source>The player discarded %1: %2 tiles accepted</source>
        <translation>実戦は打 %1: 受け入れ %2 枚</translation>
    </message>
    <message>
        <source>The hand waits on %1</source>
        <translation>待ちは %1</translation>
    </message>
    <message>
        <source>%1 gives no yaku, but it is a wait and counts for furiten</source>
        <translation>%1 は役がないが待ちであり、フリテンの判定に含まれる</translation>
    </message>
    <message>
        <source>No wait is in your river</source>
        <translation>自分の河に待ち牌はない</translation>
    </message>
    <message>
        <source>Your river holds %1 (discard %2, called by another player: it still counts): discard furiten</source>
        <translation>自分の河に %1 がある（%2 打目、他家に鳴かれたが数える）: 捨て牌フリテン</translation>
    </message>
    <message>
        <source>Your river holds %1 (discard %2): discard furiten</source>
        <translation>自分の河に %1 がある（%2 打目）: 捨て牌フリテン</translation>
    </message>
    <message>
        <source>Before discard %1 the hand waited on %2; furiten follows the current waits</source>
        <translation>%1 打目より前の待ちは %2。フリテンは現在の待ちで判定する</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>After riichi you let %1 pass (event %2): riichi furiten for the rest of the hand</source>
        <translation>リーチ後に %1 を見逃した（%2 番目）: この局の終わりまで立直後の見逃しフリテン</translation>
    </message>
    <message>
        <source>No winning tile passed since riichi</source>
        <translation>リーチ後に和了牌の見逃しはない</translation>
    </message>
    <message>
        <source>You let %1 pass since your last discard (event %2): temporary furiten until your next discard</source>
        <translation>前回の打牌以降に %1 を見逃した（%2 番目）: 次の打牌まで同巡内フリテン</translation>
    </message>
    <message>
        <source>No winning tile passed since your last discard</source>
        <translation>前回の打牌以降に和了牌の見逃しはない</translation>
    </message>
    <message>
        <source>You may ron %1</source>
        <translation>%1 でロンできる</translation>
    </message>
    <message>
        <source>You may not ron %1: %2</source>
        <translation>%1 でロンできない: %2</translation>
    </message>
    <message>
        <source>Question %1: %2, difficulty %3, rules %4</source>
        <translation>問題 %1: %2、難易度 %3、ルール %4</translation>
    </message>
    <message>
        <source>Seat %1, round %2</source>
        <translation>自風 %1、場風 %2</translation>
    </message>
    <message>
        <source>double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>ippatsu</source>
        <translation>一発</translation>
    </message>
    <message>
        <source>last tile</source>
        <translation>海底・河底</translation>
    </message>
    <message>
        <source>replacement tile after a kan</source>
        <translation>嶺上牌</translation>
    </message>
    <message>
        <source>robbing a kan</source>
        <translation>槍槓</translation>
    </message>
    <message>
        <source>dora indicators %1</source>
        <translation>ドラ表示牌 %1</translation>
    </message>
    <message>
        <source>ura %1</source>
        <translation>裏ドラ表示牌 %1</translation>
    </message>
    <message>
        <source>%1 honba, %2 riichi stick(s)</source>
        <translation>%1本場、リーチ棒 %2 本</translation>
    </message>
    <message>
        <source>Which yaku does the hand have, and how many han is each worth?</source>
        <translation>この手の役と、それぞれの翻数は？</translation>
    </message>
    <message>
        <source>How many fu is the hand worth?</source>
        <translation>この手は何符？</translation>
    </message>
    <message>
        <source>The hand is worth %1 han %2 fu. What does each player pay, and what does the winner gain?</source>
        <translation>この手は %1翻%2符。各自の支払いと和了者の収入は？</translation>
    </message>
    <message>
        <source>What does each player pay, and what does the winner gain?</source>
        <translation>各自の支払いと和了者の収入は？</translation>
    </message>
    <message>
        <source>Which tiles complete this hand?</source>
        <translation>この手の和了牌は？</translation>
    </message>
    <message>
        <source>Which discard keeps the most tiles accepted?</source>
        <translation>受け入れ枚数が最も多くなる打牌は？</translation>
    </message>
    <message>
        <source>What happened:</source>
        <translation>経過:</translation>
    </message>
    <message>
        <source>you discard %1 and declare riichi</source>
        <translation>自分が %1 を切ってリーチ</translation>
    </message>
    <message>
        <source>you discard %1</source>
        <translation>自分が %1 を打牌</translation>
    </message>
    <message>
        <source>%1 discards %2, you do not ron</source>
        <translation>%1 が %2 を打牌、ロンせず</translation>
    </message>
    <message>
        <source>(called by another player)</source>
        <translation>（他家に鳴かれた）</translation>
    </message>
    <message>
        <source>Now %1 discards %2. May you ron it?</source>
        <translation>いま %1 が %2 を打牌。ロンできる？</translation>
    </message>
    <message>
        <source>Choices: %1</source>
        <translation>選択肢: %1</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答え:</translation>
    </message>
    <message>
        <source>%1 fu</source>
        <translation>%1符</translation>
    </message>
    <message>
        <source>the discarder pays %1</source>
        <translation>放銃者が %1 を支払う</translation>
    </message>
    <message>
        <source>each player pays %1</source>
        <translation>各自 %1 を支払う</translation>
    </message>
    <message>
        <source>the dealer pays %1, the others %2</source>
        <translation>親が %1、子が %2 を支払う</translation>
    </message>
    <message>
        <source>the winner gains %1</source>
        <translation>和了者の収入 %1</translation>
    </message>
    <message>
        <source>discard %1 (%2 tiles accepted)</source>
        <translation>打 %1（受け入れ %2 枚）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>いいえ: %1</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>解説:</translation>
    </message>
    <message>
        <source>Usage: haifu-cli quiz [--kind KIND] [--count N] [--seed S] [--difficulty D] [--rules PRESET] [--json]</source>
        <translation>使い方: haifu-cli quiz [--kind 種類] [--count 数] [--seed シード] [--difficulty 難易度] [--rules プリセット] [--json]</translation>
    </message>
    <message>
        <source>       haifu-cli quiz --record FILE [--kind KIND] [--count N] [--json]</source>
        <translation>       haifu-cli quiz --record ファイル [--kind 種類] [--count 数] [--json]</translation>
    </message>
    <message>
        <source>Writes quiz questions with their answers and explanations. The same seed gives the same questions on every machine; with --json, one JSON object per line (kind, question, answer, explanation), so that question banks can be checked and shared.</source>
        <translation>クイズの問題を答えと解説つきで書き出します。同じシードならどの環境でも同じ問題になります。--json では 1 行に 1 つの JSON オブジェクト（kind, question, answer, explanation）を出力するので、問題集を一括で検証・共有できます。</translation>
    </message>
    <message>
        <source>How many questions (default 1)</source>
        <translation>問題数（既定 1）</translation>
    </message>
    <message>
        <source>The seed of the set, a number (default: a random seed; every line states its own)</source>
        <translation>問題集のシード（数値。既定はランダム。各行に自分のシードを記載）</translation>
    </message>
    <message>
        <source>1, 2 or 3 (default 1); see below</source>
        <translation>1, 2, 3（既定 1）。下記参照</translation>
    </message>
    <message>
        <source>Questions from a game record instead: wins (yaku, fu, points), decisions (efficiency) and winning tiles let pass (furiten)</source>
        <translation>代わりに牌譜から出題: 和了（役・符・点数）、選択（牌効率）、見逃した和了牌（フリテン）</translation>
    </message>
    <message>
        <source>JSON lines instead of text</source>
        <translation>テキストの代わりに JSON Lines</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>難易度:</translation>
    </message>
    <message>
        <source>haifu-cli quiz: invalid value &apos;%1&apos; for %2</source>
        <translation>haifu-cli quiz: %2 に不正な値 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>haifu-cli quiz: unknown kind &apos;%1&apos; (yaku, fu, points, waits, efficiency, furiten or all)</source>
        <translation>haifu-cli quiz: 不明な種類 &apos;%1&apos;（yaku, fu, points, waits, efficiency, furiten, all）</translation>
    </message>
    <message>
        <source>haifu-cli quiz: %1</source>
        <translation>haifu-cli quiz: %1</translation>
    </message>
    <message>
        <source>haifu-cli quiz: skipped: %1</source>
        <translation>haifu-cli quiz: スキップ: %1</translation>
    </message>
    <message>
        <source>haifu-cli quiz: unknown rules preset &apos;%1&apos; (see haifu-cli rules --list)</source>
        <translation>haifu-cli quiz: 不明なルールのプリセット &apos;%1&apos;（haifu-cli rules --list 参照）</translation>
    </message>
    <message>
        <source>Usage: haifu-cli export --db PATH GAME --to FORMAT [-o FILE]</source>
        <translation>使い方: haifu-cli export --db パス 対局 --to 形式 [-o ファイル]</translation>
    </message>
    <message>
        <source>       haifu-cli export --db PATH --read FILE.haifu</source>
        <translation>       haifu-cli export --db パス --read ファイル.haifu</translation>
    </message>
    <message>
        <source>Writes a game of the library with its notes, or a report of it.</source>
        <translation>ライブラリの対局をメモとともに、またはそのレポートを書き出します。</translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>The game and its notes in one file (tenhou.net/6 JSON inside; see README)</source>
        <translation>対局とメモを一つのファイルに（中身は tenhou.net/6 JSON。README 参照）</translation>
    </message>
    <message>
        <source>The game as tenhou.net/6 JSON (no notes)</source>
        <translation>対局を tenhou.net/6 JSON で（メモなし）</translation>
    </message>
    <message>
        <source>The game report as a web page</source>
        <translation>対局レポートを Web ページで</translation>
    </message>
    <message>
        <source>The game report as an A4 PDF (needs -o)</source>
        <translation>対局レポートを A4 の PDF で（-o が必要）</translation>
    </message>
    <message>
        <source>The library file (or the HAIFU_LIBRARY variable)</source>
        <translation>ライブラリのファイル（または HAIFU_LIBRARY 変数）</translation>
    </message>
    <message>
        <source>Write to F (default: standard output)</source>
        <translation>F に書き出す（既定: 標準出力）</translation>
    </message>
    <message>
        <source>Add the game and notes of a .haifu file to the library (notes are merged)</source>
        <translation>.haifu ファイルの対局とメモをライブラリに追加（メモは統合）</translation>
    </message>
    <message>
        <source>give the library file with --db PATH</source>
        <translation>--db パス でライブラリのファイルを指定してください</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <source>game %1 added to the library</source>
        <translation>対局 %1 をライブラリに追加しました</translation>
    </message>
    <message>
        <source>game %1 was in the library</source>
        <translation>対局 %1 はライブラリにありました</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) added</source>
        <translation>
            <numerusform>メモ %n 件を追加</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n merged</source>
        <translation>
            <numerusform>%n 件を統合</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n 件は変更なし</numerusform>
        </translation>
    </message>
    <message>
        <source>give one GAME number</source>
        <translation>対局番号を一つ指定してください</translation>
    </message>
    <message>
        <source>--to takes one of: %1</source>
        <translation>--to には次のいずれかを指定: %1</translation>
    </message>
    <message>
        <source>a PDF needs an output file (-o FILE.pdf)</source>
        <translation>PDF には出力ファイルが必要です（-o ファイル.pdf）</translation>
    </message>
    <message>
        <source>Usage: haifu-cli club COMMAND [options]</source>
        <translation>使い方: haifu-cli club コマンド [オプション]</translation>
    </message>
    <message>
        <source>Ledger files and records:</source>
        <translation>台帳ファイルと牌譜:</translation>
    </message>
    <message>
        <source>Replay a club ledger: every hand&apos;s changes, honba, deposits, dealer rotation, the game end and the final scores</source>
        <translation>クラブ台帳を再生: 各局の点数移動、本場、供託、親の移動、終局、最終ポイント</translation>
    </message>
    <message>
        <source>Turn a game record (a file, or a game of the library by its id) into a club game (its results only) and score it under the record&apos;s ruleset, compared with the record; --import keeps it as a club game of the library</source>
        <translation>牌譜（ファイル、または ID で指定したライブラリの対局）をクラブ対局（結果のみ）に変換し、牌譜のルールで計算して牌譜と比較します。--import でライブラリのクラブ対局として保存します</translation>
    </message>
    <message>
        <source>Write the club ledger of a game record</source>
        <translation>牌譜のクラブ台帳を書き出す</translation>
    </message>
    <message>
        <source>The score sheet of a game</source>
        <translation>対局のスコアシート</translation>
    </message>
    <message>
        <source>A blank score sheet for paper play</source>
        <translation>紙で記録するための空のスコアシート</translation>
    </message>
    <message>
        <source>The league table of the games in the ledger files (players by name)</source>
        <translation>台帳ファイルの対局のリーグ順位表（プレイヤーは名前で区別）</translation>
    </message>
    <message>
        <source>Club games in a library (--db PATH or $HAIFU_LIBRARY):</source>
        <translation>ライブラリのクラブ対局（--db PATH または $HAIFU_LIBRARY）:</translation>
    </message>
    <message>
        <source>Store a ledger as a club game (players and season are created when missing)</source>
        <translation>台帳をクラブ対局として保存（プレイヤーとシーズンがなければ作成）</translation>
    </message>
    <message>
        <source>The club games</source>
        <translation>クラブ対局の一覧</translation>
    </message>
    <message>
        <source>A game, scored</source>
        <translation>対局とその計算結果</translation>
    </message>
    <message>
        <source>Enter the next hand</source>
        <translation>次の局を入力</translation>
    </message>
    <message>
        <source>Correct hand HAND (1 = the first); everything after is recomputed</source>
        <translation>HAND 番目の局を訂正（1 が最初）。以降はすべて再計算</translation>
    </message>
    <message>
        <source>Remove a hand</source>
        <translation>局を削除</translation>
    </message>
    <message>
        <source>A referee penalty after uma (points: 20000 = 20.0)</source>
        <translation>審判によるウマ後のペナルティ（点数: 20000 = 20.0）</translation>
    </message>
    <message>
        <source>What was changed, when and why</source>
        <translation>いつ、何を、なぜ変更したか</translation>
    </message>
    <message>
        <source>The ledger or the score sheet</source>
        <translation>台帳またはスコアシート</translation>
    </message>
    <message>
        <source>The league table of a season</source>
        <translation>シーズンのリーグ順位表</translation>
    </message>
    <message>
        <source>The ledger format is described in README.md (&quot;The club ledger&quot;).</source>
        <translation>台帳の形式は README.md（&quot;The club ledger&quot;）に記載されています。</translation>
    </message>
    <message>
        <source>Exit status: 0 on success, 1 when a ledger, entry or record is refused or differs from the record, 2 on usage errors.</source>
        <translation>終了コード: 成功で 0、台帳・入力・牌譜が受け付けられないか牌譜と異なるとき 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>Try &apos;haifu-cli club --help&apos;.</source>
        <translation>&apos;haifu-cli club --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>multiple ron</source>
        <translation>複数ロン</translation>
    </message>
    <message>
        <source>nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>プレイヤー: %1</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>終局: %1</translation>
    </message>
    <message>
        <source>In progress: next hand %1</source>
        <translation>対局中: 次の局は %1</translation>
    </message>
    <message>
        <source>Zero-sum check: %1</source>
        <translation>ゼロサム検査: %1</translation>
    </message>
    <message>
        <source>%1: the record changes the scores by [%2], the club engine by [%3]</source>
        <translation>%1: 点数移動が牌譜では [%2]、クラブエンジンでは [%3]</translation>
    </message>
    <message>
        <source>final scores: the record says [%1], the club engine [%2]</source>
        <translation>最終持ち点: 牌譜では [%1]、クラブエンジンでは [%2]</translation>
    </message>
    <message>
        <source>final points: the record says [%1], the club engine [%2]</source>
        <translation>最終ポイント: 牌譜では [%1]、クラブエンジンでは [%2]</translation>
    </message>
    <message>
        <source>the record has %1 hands, the club game %2</source>
        <translation>局数が牌譜では %1、クラブ対局では %2</translation>
    </message>
    <message>
        <source>--players needs 3 or 4</source>
        <translation>--players には 3 か 4 を指定してください</translation>
    </message>
    <message>
        <source>--rows needs a number from 1 to 200</source>
        <translation>--rows には 1 から 200 までの数を指定してください</translation>
    </message>
    <message>
        <source>give the output file with -o FILE</source>
        <translation>-o ファイル で出力ファイルを指定してください</translation>
    </message>
    <message>
        <source>--to must be pdf or csv (standings: also text)</source>
        <translation>--to は pdf か csv です（standings では text も可）</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>sheet needs one ledger file</source>
        <translation>sheet には台帳ファイルが一つ必要です</translation>
    </message>
    <message>
        <source>standings needs ledger files (or --db and a season id)</source>
        <translation>standings には台帳ファイル（または --db とシーズン ID）が必要です</translation>
    </message>
    <message>
        <source>note: %1 has not ended; it is left out</source>
        <translation>注記: %1 は終局していないため除外します</translation>
    </message>
    <message>
        <source>score needs one ledger file</source>
        <translation>score には台帳ファイルが一つ必要です</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>エラー: %1: %2</translation>
    </message>
    <message>
        <source>needs one record file or library game id</source>
        <translation>牌譜ファイルかライブラリの対局 ID を一つ指定してください</translation>
    </message>
    <message>
        <source>the record stops in the middle of its last hand (%1): the hands before it</source>
        <translation>牌譜は最後の局（%1）の途中で終わっています: その前までの局を使用</translation>
    </message>
    <message>
        <source>Every hand and the final scores agree with the record.</source>
        <translation>すべての局と最終ポイントが牌譜と一致しています。</translation>
    </message>
    <message>
        <source>differs: %1</source>
        <translation>不一致: %1</translation>
    </message>
    <message>
        <source>give the library file with --db PATH (or set HAIFU_LIBRARY)</source>
        <translation>--db PATH でライブラリのファイルを指定してください（または HAIFU_LIBRARY を設定）</translation>
    </message>
    <message>
        <source>%1 must be a number, not &apos;%2&apos;</source>
        <translation>%1 には数値を指定してください（&apos;%2&apos; は数値ではありません）</translation>
    </message>
    <message>
        <source>the entry is not JSON: %1</source>
        <translation>入力が JSON ではありません: %1</translation>
    </message>
    <message>
        <source>My club</source>
        <translation>マイクラブ</translation>
    </message>
    <message numerus="yes">
        <source>club game %1 stored with %n hand(s)</source>
        <translation>
            <numerusform>クラブ対局 %1 を保存しました（%n 局）</numerusform>
        </translation>
    </message>
    <message>
        <source>import needs one ledger file</source>
        <translation>import には台帳ファイルが一つ必要です</translation>
    </message>
    <message>
        <source>ended: %1</source>
        <translation>終局: %1</translation>
    </message>
    <message numerus="yes">
        <source>in progress, %n hand(s)</source>
        <translation>
            <numerusform>対局中、%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>give the game id</source>
        <translation>対局 ID を指定してください</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>GAME</translation>
    </message>
    <message>
        <source>add needs GAME and an entry</source>
        <translation>add には GAME と入力が必要です</translation>
    </message>
    <message>
        <source>penalty needs GAME SEAT POINTS</source>
        <translation>penalty には GAME SEAT POINTS が必要です</translation>
    </message>
    <message>
        <source>SEAT and POINTS must be numbers</source>
        <translation>SEAT と POINTS は数値で指定してください</translation>
    </message>
    <message>
        <source>edit needs GAME HAND ENTRY</source>
        <translation>edit には GAME HAND ENTRY が必要です</translation>
    </message>
    <message>
        <source>remove needs GAME HAND</source>
        <translation>remove には GAME HAND が必要です</translation>
    </message>
    <message>
        <source>say why with --reason TEXT (it is kept in the audit trail)</source>
        <translation>--reason TEXT で理由を指定してください（変更履歴に残ります）</translation>
    </message>
    <message>
        <source>HAND is the hand&apos;s number on the sheet, from 1</source>
        <translation>HAND はスコアシート上の局の番号です（1 から）</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>第%1局</translation>
    </message>
    <message>
        <source>SEASON</source>
        <translation>SEASON</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>不明なコマンド &apos;%1&apos;</translation>
    </message>
    <message>
        <source>hand %1: the record plays %2, the club engine %3</source>
        <translation>第%1局: 牌譜では %2、クラブエンジンでは %3</translation>
    </message>
    <message>
        <source>the record&apos;s game is over, the club game goes on with %1</source>
        <translation>牌譜では終局していますが、クラブ対局は %1 に続いています</translation>
    </message>
    <message>
        <source>%1 (nothing was stored)</source>
        <translation>%1（何も保存されていません）</translation>
    </message>
    <message>
        <source>haifu-cli: cannot write the output</source>
        <translation>haifu-cli: 出力を書き込めません</translation>
    </message>
    <message>
        <source>inferred: %1</source>
        <translation>推定：%1</translation>
    </message>
    <message>
        <source>rules unknown: %1</source>
        <translation>ルール不明：%1</translation>
    </message>
    <message>
        <source>note: the record contradicts itself in %1: %2</source>
        <translation>注: 牌譜は %1 で自己矛盾しています: %2</translation>
    </message>
    <message>
        <source>the record contradicts itself: %1</source>
        <translation>牌譜の自己矛盾: %1</translation>
    </message>
    <message>
        <source>Every other hand and the final scores agree with the record.</source>
        <translation>その他の局と最終得点はすべて牌譜と一致します。</translation>
    </message>
    <message>
        <source>Play on from any step; keep a game&apos;s variations</source>
        <translation>任意の手番から続きを打つ・対局の変化を保存</translation>
    </message>
    <message>
        <source>the study tree</source>
        <translation>検討ツリー</translation>
    </message>
    <message>
        <source>haifu-cli variation FILE --kyoku K --step S --moves MOVES</source>
        <translation>haifu-cli variation FILE --kyoku K --step S --moves MOVES</translation>
    </message>
    <message>
        <source>haifu-cli variation --db PATH GAME [--list]</source>
        <translation>haifu-cli variation --db PATH GAME [--list]</translation>
    </message>
    <message>
        <source>haifu-cli variation --db PATH GAME --add --kyoku K --step S [--parent N] --moves MOVES [--name TEXT]</source>
        <translation>haifu-cli variation --db PATH GAME --add --kyoku K --step S [--parent N] --moves MOVES [--name TEXT]</translation>
    </message>
    <message>
        <source>haifu-cli variation --db PATH GAME --remove N | --promote N | --demote N | --rename N --name TEXT</source>
        <translation>haifu-cli variation --db PATH GAME --remove N | --promote N | --demote N | --rename N --name TEXT</translation>
    </message>
    <message>
        <source>Plays a line on from a step of a kyoku and prints it as JSON (events, draws, legal actions, the result), or keeps variations in a library game. MOVES is a move list in the move notation (README &quot;Variations&quot;), e.g. &quot;0d5m - 1g3s 1r3s&quot;.</source>
        <translation>局の任意の手番から続きを打ち、JSON で出力します (イベント、ツモ、合法手、結果)。またはライブラリの対局に変化を保存します。MOVES は手の記法による手順です (README「Variations」)。例: &quot;0d5m - 1g3s 1r3s&quot;。</translation>
    </message>
    <message>
        <source>The kyoku (0 = the first)</source>
        <translation>局 (0 = 最初の局)</translation>
    </message>
    <message>
        <source>Leave the line after S events (0 = after the deal); with --parent: after S of its moves</source>
        <translation>S 個のイベントの後で分岐 (0 = 配牌直後)。--parent のときはその変化の S 手の後</translation>
    </message>
    <message>
        <source>The moves to play</source>
        <translation>打つ手</translation>
    </message>
    <message>
        <source>Leave variation N instead of the record</source>
        <translation>牌譜ではなく変化 N から分岐</translation>
    </message>
    <message>
        <source>The variation&apos;s name</source>
        <translation>変化の名前</translation>
    </message>
    <message>
        <source>The library file (or HAIFU_LIBRARY)</source>
        <translation>ライブラリファイル (または HAIFU_LIBRARY)</translation>
    </message>
    <message>
        <source>--%1 takes a whole number</source>
        <translation>--%1 には整数を指定してください</translation>
    </message>
    <message>
        <source>Usage: haifu-cli convert IN --to tenhou-json|mjai|mjlog [-o OUT]</source>
        <translation>使い方: haifu-cli convert 入力 --to tenhou-json|mjai|mjlog [-o 出力]</translation>
    </message>
    <message>
        <source>Output format: tenhou-json, mjai or mjlog (Tenhou XML)</source>
        <translation>出力形式: tenhou-json、mjai または mjlog（天鳳 XML）</translation>
    </message>
    <message>
        <source>haifu-cli convert: cannot write &apos;%1&apos; (use tenhou-json, mjai or mjlog)</source>
        <translation>haifu-cli convert: &apos;%1&apos; は書き出せません（tenhou-json、mjai、mjlog のいずれかを指定）</translation>
    </message>
    <message>
        <source>The game as Tenhou mjlog XML (no notes)</source>
        <translation>対局を天鳳 mjlog XML で（メモなし）</translation>
    </message>
    <message>
        <source>Usage: haifu-cli fetch ADDRESS|ID [--db LIBRARY] [--from BASE] [--out FILE] [--json]</source>
        <translation>使い方: haifu-cli fetch ADDRESS|ID [--db LIBRARY] [--from BASE] [--out FILE] [--json]</translation>
    </message>
    <message>
        <source>Downloads a Tenhou log (mjlog XML) by its viewer address (https://tenhou.net/0/?log=ID&amp;tw=2, also /3/ and /6/) or log id (2019103023gm-00a9-0000-f90e0fe9) and adds it to the library; the address&apos;s tw= seat becomes the seat the viewer shows it from.</source>
        <translation>天鳳の牌譜（mjlog XML）を牌譜ビューアのアドレス（https://tenhou.net/0/?log=ID&amp;tw=2、/3/ と /6/ も可）または牌譜 ID（2019103023gm-00a9-0000-f90e0fe9）でダウンロードし、ライブラリに追加します。アドレスの tw= の席が、ビューアで手前に表示する席になります。</translation>
    </message>
    <message>
        <source>Exit status: 0 when the log was fetched (and added or found in the library), 1 when the address is refused or the download or import fails, 2 on usage errors.</source>
        <translation>終了コード: 牌譜を取得できた（ライブラリに追加した、またはすでにあった）とき 0、アドレスが受け付けられないかダウンロードや取り込みに失敗したとき 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>The library to add the game to (or the HAIFU_LIBRARY variable)</source>
        <translation>対局を追加するライブラリ（または環境変数 HAIFU_LIBRARY）</translation>
    </message>
    <message>
        <source>Download from BASE?ID (default %1; a mirror works the same way)</source>
        <translation>BASE?ID からダウンロード（既定 %1。ミラーも同じ形で使えます）</translation>
    </message>
    <message>
        <source>Write the downloaded log to FILE (&apos;-&apos;: standard output)</source>
        <translation>ダウンロードした牌譜を FILE に書き出す（&apos;-&apos;: 標準出力）</translation>
    </message>
    <message>
        <source>Print the outcome as one JSON object</source>
        <translation>結果を 1 つの JSON オブジェクトで出力</translation>
    </message>
    <message>
        <source>cannot write standard output</source>
        <translation>標準出力に書き込めません</translation>
    </message>
    <message>
        <source>fetched %1 (%2 bytes)</source>
        <translation>%1 を取得しました（%2 バイト）</translation>
    </message>
    <message>
        <source>already in the library as game %1</source>
        <translation>すでに対局 %1 としてライブラリにあります</translation>
    </message>
    <message>
        <source>added to the library as game %1</source>
        <translation>対局 %1 としてライブラリに追加しました</translation>
    </message>
    <message>
        <source>shown from seat %1</source>
        <translation>席 %1 から表示</translation>
    </message>
    <message>
        <source>give a Tenhou log address or id</source>
        <translation>天鳳の牌譜アドレスまたは ID を指定してください</translation>
    </message>
    <message>
        <source>give one log address or id</source>
        <translation>牌譜アドレスまたは ID は 1 つだけ指定してください</translation>
    </message>
    <message>
        <source>give the library with --db LIBRARY or a file with --out FILE</source>
        <translation>--db LIBRARY でライブラリを、または --out FILE でファイルを指定してください</translation>
    </message>
    <message>
        <source>--json and --out - both want standard output</source>
        <translation>--json と --out - はどちらも標準出力を使います</translation>
    </message>
    <message>
        <source>Download a Tenhou log by address or id into a library</source>
        <translation>天鳳の牌譜をアドレスまたは ID でライブラリにダウンロード</translation>
    </message>
    <message>
        <source>give one record FILE, or --db PATH and one GAME number</source>
        <translation>記録ファイルを1つ指定するか、--db PATH と対局番号を1つ指定してください</translation>
    </message>
    <message>
        <source>kyoku %1 variation %2 step %3</source>
        <translation>%1 局目 変化 %2 %3 手目</translation>
    </message>
    <message>
        <source>--variation: not a number</source>
        <translation>--variation: 数値ではありません</translation>
    </message>
    <message>
        <source>haifu-cli edit FILE|--db PATH GAME [--kyoku K --moves MOVES] [--save-new] [--out FILE]</source>
        <translation>haifu-cli edit FILE|--db PATH GAME [--kyoku K --moves MOVES] [--save-new] [--out FILE]</translation>
    </message>
    <message>
        <source>haifu-cli edit --draft JSON [--db PATH --save-new] [--out FILE]</source>
        <translation>haifu-cli edit --draft JSON [--db PATH --save-new] [--out FILE]</translation>
    </message>
    <message>
        <source>Prints a record as a draft (JSON: the header, deal, indicators and moves of each kyoku, every draw written out), or replaces the moves of kyoku K and builds the record again: every action is checked, wins and draws are scored by the engine, and the first illegal action is named. A JSON draft (README &quot;Editing records&quot;) writes a record from nothing.</source>
        <translation>記録を下書き（JSON: 各局のヘッダー、配牌、表示牌、すべてのツモを書き出した手順）として出力するか、局 K の手順を置き換えて記録を作り直します。すべての行動が検査され、和了と流局はエンジンが計算し、最初の不正な行動を示します。JSON の下書き（README &quot;Editing records&quot;）から新しい記録を作れます。</translation>
    </message>
    <message>
        <source>The kyoku whose moves are replaced (0 = the first)</source>
        <translation>手順を置き換える局（0 = 最初）</translation>
    </message>
    <message>
        <source>Its new moves in the move notation</source>
        <translation>その局の新しい手順（手順表記）</translation>
    </message>
    <message>
        <source>A draft file (- for standard input)</source>
        <translation>下書きファイル（- で標準入力）</translation>
    </message>
    <message>
        <source>Store the result as a new library game</source>
        <translation>結果をライブラリの新しい対局として保存</translation>
    </message>
    <message>
        <source>Write the result as Tenhou mjlog XML</source>
        <translation>結果を天鳳 mjlog XML として書き出す</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: 読み込めません</translation>
    </message>
    <message>
        <source>--save-new needs --db PATH</source>
        <translation>--save-new には --db PATH が必要です</translation>
    </message>
    <message>
        <source>Edit a record or write one from nothing</source>
        <translation>記録を編集する、または新しく書く</translation>
    </message>
    <message>
        <source>the record editor</source>
        <translation>記録エディタ</translation>
    </message>
    <message>
        <source>haifu-cli lesson build DESCRIPTION.json -o FILE.haifu-lesson</source>
        <translation>haifu-cli lesson build 説明.json -o ファイル.haifu-lesson</translation>
    </message>
    <message>
        <source>haifu-cli lesson validate FILE [--json]</source>
        <translation>haifu-cli lesson validate ファイル [--json]</translation>
    </message>
    <message>
        <source>haifu-cli lesson export --db PATH --id N -o FILE</source>
        <translation>haifu-cli lesson export --db パス --id N -o ファイル</translation>
    </message>
    <message>
        <source>haifu-cli lesson import FILE --db PATH</source>
        <translation>haifu-cli lesson import ファイル --db パス</translation>
    </message>
    <message>
        <source>haifu-cli lesson grade LESSON RESULTS... [--json]</source>
        <translation>haifu-cli lesson grade レッスン 結果... [--json]</translation>
    </message>
    <message>
        <source>haifu-cli lesson results-import RESULTS... --db PATH</source>
        <translation>haifu-cli lesson results-import 結果... --db パス</translation>
    </message>
    <message>
        <source>Lessons in bulk (README &quot;Lessons&quot;). build writes a lesson file from a JSON description: title, introduction, author and problems, each with its position in the text form, a &quot;game&quot; (a record file, kyoku and step) or a generated quiz &quot;question&quot;. validate checks a lesson or results file. grade prints per problem how many answered, how many were right and the common wrong answers. A bad file is named with the problem and the field; nothing of it is kept.</source>
        <translation>レッスンの一括処理（README「Lessons」）。build は JSON の説明からレッスンファイルを書き出します: タイトル、はじめに、作者と問題。各問題の局面はテキスト形式、&quot;game&quot;（記録ファイル、局とステップ）、または生成したクイズの &quot;question&quot; で指定します。validate はレッスンまたは結果ファイルを検査します。grade は問題ごとに解答数、正解数、よくある誤答を出力します。不正なファイルは問題と項目を示して報告し、何も取り込みません。</translation>
    </message>
    <message>
        <source>The file to write</source>
        <translation>書き出すファイル</translation>
    </message>
    <message>
        <source>The library&apos;s lesson to export</source>
        <translation>書き出すライブラリのレッスン</translation>
    </message>
    <message>
        <source>Print JSON</source>
        <translation>JSON で出力</translation>
    </message>
    <message>
        <source>%1, problem %2, &quot;%3&quot;: %4</source>
        <extracomment>%1 file, %2 the problem&apos;s number, %3 a field name, %4 what is wrong</extracomment>
        <translation>%1、問題 %2、「%3」: %4</translation>
    </message>
    <message>
        <source>no kyoku %1 step %2 in the record (%3 kyoku; both count from 0)</source>
        <extracomment>%1 kyoku, %2 step as given, %3 how many kyoku the record has</extracomment>
        <translation>記録に局 %1 のステップ %2 はありません（%3 局。どちらも 0 から数えます）</translation>
    </message>
    <message>
        <source>unknown quiz kind &apos;%1&apos; (see haifu-cli quiz --help)</source>
        <extracomment>%1 the kind given</extracomment>
        <translation>不明なクイズの種類 &apos;%1&apos;（haifu-cli quiz --help を参照）</translation>
    </message>
    <message>
        <source>build takes one DESCRIPTION.json and -o FILE</source>
        <translation>build には説明.json を 1 つと -o ファイルを指定します</translation>
    </message>
    <message>
        <source>%1 is not a lesson description: %2</source>
        <extracomment>%1 file, %2 the JSON parser&apos;s message</extracomment>
        <translation>%1 はレッスンの説明ではありません: %2</translation>
    </message>
    <message>
        <source>validate takes one FILE</source>
        <translation>validate にはファイルを 1 つ指定します</translation>
    </message>
    <message>
        <source>%1: results of %2, %3 answers</source>
        <extracomment>%1 file, %2 student, %3 how many answers</extracomment>
        <translation>%1: %2 の結果、解答 %3 件</translation>
    </message>
    <message>
        <source>%1: lesson &quot;%2&quot;, %3 problems, fingerprint %4</source>
        <extracomment>%1 file, %2 title, %3 how many problems, %4 the fingerprint</extracomment>
        <translation>%1: レッスン「%2」、問題 %3 問、フィンガープリント %4</translation>
    </message>
    <message>
        <source>give the library with --db PATH</source>
        <translation>--db パス でライブラリを指定してください</translation>
    </message>
    <message>
        <source>export takes --db PATH, --id N and -o FILE</source>
        <translation>export には --db パス、--id N と -o ファイルを指定します</translation>
    </message>
    <message>
        <source>import takes one FILE and --db PATH</source>
        <translation>import にはファイルを 1 つと --db パスを指定します</translation>
    </message>
    <message>
        <source>Lesson &quot;%1&quot;: results of %2 students</source>
        <extracomment>%1 the lesson&apos;s title, %2 how many students&apos; results were read</extracomment>
        <translation>レッスン「%1」: 生徒 %2 人の結果</translation>
    </message>
    <message>
        <source>problem %1 (%2): %3 answered, %4 right</source>
        <extracomment>%1 problem number, %2 its kind, %3 how many answered, %4 how many were right</extracomment>
        <translation>問題 %1（%2）: 解答 %3、正解 %4</translation>
    </message>
    <message>
        <source>wrong: %1</source>
        <extracomment>the wrong answers given, each with how many gave it</extracomment>
        <translation>誤答: %1</translation>
    </message>
    <message>
        <source>grade takes one LESSON and RESULTS files</source>
        <translation>grade にはレッスンを 1 つと結果ファイルを指定します</translation>
    </message>
    <message>
        <source>%1 holds results for another lesson than %2 (fingerprint %3, not %4)</source>
        <extracomment>%1 results file, %2 the lesson file</extracomment>
        <translation>%1 は %2 とは別のレッスンの結果です（フィンガープリント %3。%4 ではありません）</translation>
    </message>
    <message>
        <source>results-import takes RESULTS files and --db PATH</source>
        <translation>results-import には結果ファイルと --db パスを指定します</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 results file, %2 why it was refused</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>give a sub-command: build, validate, export, import, grade or results-import</source>
        <translation>サブコマンドを指定してください: build、validate、export、import、grade、results-import</translation>
    </message>
    <message>
        <source>unknown sub-command &apos;%1&apos;</source>
        <extracomment>%1 the sub-command given</extracomment>
        <translation>不明なサブコマンド &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Build, check, export, import and grade lessons</source>
        <translation>レッスンの作成・検査・書き出し・読み込み・採点</translation>
    </message>
    <message>
        <source>teaching</source>
        <translation>指導</translation>
    </message>
    <message>
        <source>%1 holds %2 problems; at most %3 are read</source>
        <extracomment>%1 file, %2 how many problems it has, %3 the limit</extracomment>
        <translation>%1 には問題が %2 問あります。読み込めるのは最大 %3 問です</translation>
    </message>
    <message>
        <source>Usage: haifu-cli engine RECORD --seat N --bot &quot;PROGRAM ARGS...&quot; [--cwd DIR] [--timeout MS] [--json]</source>
        <translation>使い方: haifu-cli engine 牌譜 --seat N --bot &quot;プログラム 引数...&quot; [--cwd フォルダ] [--timeout ミリ秒] [--json]</translation>
    </message>
    <message>
        <source>Runs an external MJAI bot over the record from one seat&apos;s view (one JSON event per line on its standard input, one JSON action per line on its standard output; others&apos; hidden tiles as &quot;?&quot;) and compares its choice at each decision of the seat with the record.</source>
        <translation>外部の MJAI ボットに、牌譜を一つの席から見た形で送り（標準入力に 1 行 1 イベントの JSON、標準出力に 1 行 1 アクションの JSON。他家の見えない牌は &quot;?&quot;）、その席の各判断でのボットの選択を牌譜と比べます。</translation>
    </message>
    <message>
        <source>The seat to review, 0 to 3 (required)</source>
        <translation>検討する席、0〜3（必須）</translation>
    </message>
    <message>
        <source>The bot&apos;s command line; &quot;double quotes&quot; keep spaces (required)</source>
        <translation>ボットのコマンドライン。&quot;二重引用符&quot; で空白を含められます（必須）</translation>
    </message>
    <message>
        <source>The folder the bot runs in</source>
        <translation>ボットを実行するフォルダ</translation>
    </message>
    <message>
        <source>Time limit per answer in milliseconds (default 5000)</source>
        <translation>1 回の応答の制限時間（ミリ秒、既定 5000）</translation>
    </message>
    <message>
        <source>Print every decision, the agreement rate and the disagreements as JSON</source>
        <translation>すべての判断、一致率、不一致を JSON で出力</translation>
    </message>
    <message>
        <source>Exit status: 0 when the bot got through the game, 1 when the record or the bot failed, 2 on usage errors.</source>
        <translation>終了コード: ボットが対局を最後まで処理したら 0、牌譜かボットが失敗したら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>Seat %1: %2 decisions, %3 agreed (%4%)</source>
        <translation>席 %1: 判断 %2 回、一致 %3 回（%4%）</translation>
    </message>
    <message>
        <source>give one RECORD, --seat N and --bot COMMAND</source>
        <translation>牌譜を一つと --seat N、--bot コマンドを指定してください</translation>
    </message>
    <message>
        <source>--timeout takes a positive number of milliseconds</source>
        <translation>--timeout には正のミリ秒数を指定してください</translation>
    </message>
    <message>
        <source>--bot is empty</source>
        <translation>--bot が空です</translation>
    </message>
    <message>
        <source>Review a record with an external MJAI bot</source>
        <translation>外部の MJAI ボットで牌譜を検討</translation>
    </message>
    <message>
        <source>the external engine</source>
        <translation>外部エンジン</translation>
    </message>
    <message>
        <source>  %1 step %2 (%3): bot %4, played %5</source>
        <translation>  %1 ステップ %2（%3）: ボット %4、実戦 %5</translation>
    </message>
    <message>
        <source>haifu-cli analyze RECORD --deal-ins</source>
        <translation>haifu-cli analyze 牌譜 --deal-ins</translation>
    </message>
    <message>
        <source>Prints, as JSON, every discard of a decision (a player holding 14 tiles): shanten, tiles accepted, the safety tier against each threat (riichi, open hands) with its reason, and the expected value: the probability of tenpai and of a win by self-draw within the draws left and the expected points (README &quot;Analysis&quot; explains the model). Without --kyoku and --step: every decision of the game (of --seat when given).</source>
        <translation>判断 (14枚を持つ局面) の各打牌をJSONで出力します: 向聴数、受け入れ、各脅威 (リーチ・副露) に対する安全度とその理由、期待値 (残りツモでの聴牌率・ツモ和了率・期待点。モデルはREADMEの「Analysis」)。--kyoku と --step がなければ対局のすべての判断 (--seat があればその席のみ)。</translation>
    </message>
    <message>
        <source>The hand (0 = the first)</source>
        <translation>局 (0 = 最初)</translation>
    </message>
    <message>
        <source>The step of the hand (0 = after the deal)</source>
        <translation>局の手順 (0 = 配牌後)</translation>
    </message>
    <message>
        <source>Only the decisions of this seat</source>
        <translation>この席の判断のみ</translation>
    </message>
    <message>
        <source>Own draws left (default: from the wall)</source>
        <translation>残りツモ回数 (既定: 山から)</translation>
    </message>
    <message>
        <source>best (default), always or never declare riichi at tenpai</source>
        <translation>聴牌時のリーチ: best (既定)、always、never</translation>
    </message>
    <message>
        <source>Leave the expected values out (fast)</source>
        <translation>期待値を省く (高速)</translation>
    </message>
    <message>
        <source>Only the deal-ins into riichi</source>
        <translation>リーチへの放銃のみ</translation>
    </message>
    <message>
        <source>--turns takes a number of draws from 0 to 30</source>
        <translation>--turns にはツモ回数 0〜30 を指定します</translation>
    </message>
    <message>
        <source>--riichi takes best, always or never</source>
        <translation>--riichi には best、always、never を指定します</translation>
    </message>
    <message>
        <source>--%1 takes a number from 0 to %2</source>
        <translation>--%1 には 0〜%2 の数を指定します</translation>
    </message>
    <message>
        <source>give one record file</source>
        <translation>牌譜ファイルを1つ指定してください</translation>
    </message>
    <message>
        <source>--kyoku and --step go together</source>
        <translation>--kyoku と --step は一緒に指定します</translation>
    </message>
    <message>
        <source>Danger and expected value of every discard of a game</source>
        <translation>対局の各打牌の危険度と期待値</translation>
    </message>
    <message>
        <source>the engine&apos;s insight</source>
        <translation>エンジンの分析</translation>
    </message>
    <message>
        <source>yaku, fu, points, waits, efficiency, furiten, defence, conditions, shanten, discard_ev or all (default all: the kinds in turn)</source>
        <translation>yaku, fu, points, waits, efficiency, furiten, defence, conditions, shanten, discard_ev または all（既定 all: 種類を順番に）</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>点数: %1</translation>
    </message>
    <message>
        <source>Honba %1, riichi sticks %2</source>
        <translation>%1本場、供託 %2本</translation>
    </message>
    <message>
        <source>Seat %1: the cheapest win for first place, by ron from each player and by tsumo?</source>
        <translation>席 %1: トップになる最も安い和了は？（各家からのロンとツモ）</translation>
    </message>
    <message>
        <source>Seat %1: the cheapest win to avoid last place, by ron from each player and by tsumo?</source>
        <translation>席 %1: ラスを回避する最も安い和了は？（各家からのロンとツモ）</translation>
    </message>
    <message>
        <source>River of the player in riichi (* the riichi tile): %1</source>
        <translation>リーチ者の河（* はリーチ宣言牌）: %1</translation>
    </message>
    <message>
        <source>Which tile is safest?</source>
        <translation>最も安全な牌はどれ？</translation>
    </message>
    <message>
        <source>How far from tenpai is it?</source>
        <translation>何向聴ですか？</translation>
    </message>
    <message>
        <source>Which discard has the best expected score?</source>
        <translation>期待値が最も高い打牌はどれですか？</translation>
    </message>
    <message>
        <source>a tile of tier %1</source>
        <translation>安全度 %1 の牌</translation>
    </message>
    <message>
        <source>%1: tier %2 (%3, %4)</source>
        <translation>%1: 安全度 %2（%3、%4）</translation>
    </message>
    <message>
        <source>Seat %1: %2 (place %3)</source>
        <translation>席 %1: %2（%3位）</translation>
    </message>
    <message>
        <source>%1 %2: %3, takes %4, ends on %5</source>
        <translation>%1 %2: %3、%4 を得て %5 点</translation>
    </message>
    <message>
        <source>%1: shanten %2</source>
        <translation>%1: %2向聴</translation>
    </message>
    <message>
        <source>%1: expected %2, win %3%, tenpai %4%</source>
        <translation>%1: 期待値 %2、和了率 %3%、聴牌率 %4%</translation>
    </message>
    <message>
        <source>Draw a tournament&apos;s seating and compare the draws</source>
        <translation>大会の座席を抽選し、抽選方法を比較する</translation>
    </message>
    <message>
        <source>tournaments</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Usage: haifu-cli tournament seating --players N --rounds R [--method random|swiss|naive] [--seed S] [--json]</source>
        <translation>使い方: haifu-cli tournament seating --players 人数 --rounds 回戦数 [--method random|swiss|naive] [--seed シード] [--json]</translation>
    </message>
    <message>
        <source>       haifu-cli tournament compare [--players 16,32,64] [--rounds 4,7,10] [--seeds 20] [--json]</source>
        <translation>       haifu-cli tournament compare [--players 16,32,64] [--rounds 4,7,10] [--seeds 20] [--json]</translation>
    </message>
    <message>
        <source>seating draws every round of a tournament and reports the repeat pairs (meetings of a pair after its first), the most meetings of one pair and the wind imbalance (the most minus the fewest rounds a player sat at one wind). random avoids repeat meetings and evens out the winds; swiss seats by standings (simulated results here) and avoids repeats; naive is a plain shuffle. compare prints the mean of each over the seeds 1 to N.</source>
        <translation>seating は大会の全回戦の座席を抽選し、再戦ペア数（同じ二人が二度目以降に同卓した回数）、一組が同卓した最多回数、風の偏り（一人が同じ風に座った回戦数の最多と最少の差）を表示します。random は再戦を避け、風を均等にします。swiss は順位順に座らせ（ここでは成績を模擬します）、再戦を避けます。naive は単純なシャッフルです。compare はシード 1 から N までの平均を表示します。</translation>
    </message>
    <message>
        <source>Players are numbered from 1; a table lists its players East, South, West, North.</source>
        <translation>プレイヤーは 1 から番号を振ります。卓のプレイヤーは東・南・西・北の順に並びます。</translation>
    </message>
    <message>
        <source>Players, a multiple of 4 from 4 to 256 (compare: a list)</source>
        <translation>人数。4 から 256 までの 4 の倍数（compare では一覧）</translation>
    </message>
    <message>
        <source>Rounds, 1 to 64 (compare: a list)</source>
        <translation>回戦数。1 から 64 まで（compare では一覧）</translation>
    </message>
    <message>
        <source>random (default), swiss or naive</source>
        <translation>random（既定）、swiss または naive</translation>
    </message>
    <message>
        <source>The seed of the draw (default: a new one)</source>
        <translation>抽選のシード（既定は新しいシード）</translation>
    </message>
    <message>
        <source>compare: seeds per case (default 20)</source>
        <translation>compare: 一件あたりのシード数（既定 20）</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Table %1:</source>
        <translation>%1卓:</translation>
    </message>
    <message>
        <source>--players needs a number of players</source>
        <translation>--players には人数が必要です</translation>
    </message>
    <message>
        <source>--rounds needs a number of rounds</source>
        <translation>--rounds には回戦数が必要です</translation>
    </message>
    <message>
        <source>--method takes random, swiss or naive</source>
        <translation>--method には random、swiss、naive のいずれかを指定します</translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 up</source>
        <translation>--seed には 0 以上の整数が必要です</translation>
    </message>
    <message>
        <source>%1 draw, seed %2: %3 repeat pairs, a pair met at most %4 times, wind imbalance %5</source>
        <translation>%1 抽選、シード %2: 再戦ペア %3、一組の最多同卓 %4 回、風の偏り %5</translation>
    </message>
    <message>
        <source>Means over the seeds 1 to %1 (naive: a plain shuffle; random: the draw that avoids repeats; swiss: by simulated standings)</source>
        <translation>シード 1 から %1 までの平均（naive: 単純なシャッフル、random: 再戦を避ける抽選、swiss: 模擬した順位による）</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>回戦数</translation>
    </message>
    <message>
        <source>Repeat pairs</source>
        <translation>再戦ペア</translation>
    </message>
    <message>
        <source>Wind imbalance</source>
        <translation>風の偏り</translation>
    </message>
    <message>
        <source>--players and --rounds take numbers separated by commas</source>
        <translation>--players と --rounds にはコンマ区切りの数値を指定します</translation>
    </message>
    <message>
        <source>--seeds needs a number from 1 to 1000</source>
        <translation>--seeds には 1 から 1000 までの数値が必要です</translation>
    </message>
    <message>
        <source>give one command: seating or compare</source>
        <translation>コマンドを一つ指定してください: seating または compare</translation>
    </message>
    <message>
        <source>seating needs --players and --rounds</source>
        <translation>seating には --players と --rounds が必要です</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (seating or compare)</source>
        <translation>不明なコマンド &apos;%1&apos;（seating または compare）</translation>
    </message>
    <message>
        <source>haifu-cli access --db postgresql://… grant LOGIN admin|scorer|viewer [--password TEXT]</source>
        <translation>haifu-cli access --db postgresql://… grant ログイン名 admin|scorer|viewer [--password テキスト]</translation>
    </message>
    <message>
        <source>haifu-cli access --db postgresql://… revoke LOGIN</source>
        <translation>haifu-cli access --db postgresql://… revoke ログイン名</translation>
    </message>
    <message>
        <source>haifu-cli access --db PATH assign GAME LOGIN [--remove]</source>
        <translation>haifu-cli access --db パス assign 対局 ログイン名 [--remove]</translation>
    </message>
    <message>
        <source>haifu-cli access --db PATH player PLAYER LOGIN</source>
        <translation>haifu-cli access --db パス player プレイヤー ログイン名</translation>
    </message>
    <message>
        <source>haifu-cli access --db PATH whoami [--json]</source>
        <translation>haifu-cli access --db パス whoami [--json]</translation>
    </message>
    <message>
        <source>Roles of a library on a PostgreSQL server, enforced by the server: an admin changes everything (rules, players, seasons); a scorer enters and corrects the hands of the club games they are seated at (their club player&apos;s login) or assigned to; a viewer reads. grant and revoke are for the library&apos;s owner; the login is created when the server has none.</source>
        <translation>PostgreSQL サーバー上のライブラリの役割。サーバーが強制します: 管理者 (admin) はすべて（ルール、プレイヤー、シーズン）を変更でき、記録係 (scorer) は自分が着席している（自分のクラブプレイヤーのログイン名）か割り当てられたクラブ対局の局を入力・訂正でき、閲覧者 (viewer) は読むだけです。grant と revoke はライブラリの所有者が使います。サーバーにログインがなければ作成します。</translation>
    </message>
    <message>
        <source>grant: the new login&apos;s password</source>
        <translation>grant: 新しいログインのパスワード</translation>
    </message>
    <message>
        <source>assign: no longer a scorer of the game</source>
        <translation>assign: その対局の記録係から外す</translation>
    </message>
    <message>
        <source>whoami: one JSON object</source>
        <translation>whoami: JSON オブジェクト1つ</translation>
    </message>
    <message>
        <source>The library (or HAIFU_LIBRARY)</source>
        <translation>ライブラリ（または HAIFU_LIBRARY）</translation>
    </message>
    <message>
        <source>give a command: grant, revoke, assign, player or whoami</source>
        <translation>コマンドを指定してください: grant、revoke、assign、player、whoami</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>不明なコマンド「%1」</translation>
    </message>
    <message>
        <source>wrong number of arguments for %1</source>
        <translation>%1 の引数の数が正しくありません</translation>
    </message>
    <message>
        <source>name the library with --db</source>
        <translation>--db でライブラリを指定してください</translation>
    </message>
    <message>
        <source>the role is admin, scorer or viewer</source>
        <translation>役割は admin、scorer、viewer のいずれかです</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 は数値ではありません</translation>
    </message>
    <message>
        <source>add: the game had N hands; edit, remove: the hand&apos;s version (show --json); refused when another scorer changed it since</source>
        <translation>add: 対局の局数が N だったこと。edit、remove: その局のバージョン（show --json）。その後ほかの記録係が変更していれば拒否されます</translation>
    </message>
    <message>
        <source>The results for the EMA ranking (MERS) as CSV</source>
        <translation>EMA ランキング (MERS) 用の成績を CSV で</translation>
    </message>
    <message>
        <source>A static web site: standings, players and every game&apos;s score sheet</source>
        <translation>静的な Web サイト：順位表、プレイヤー、各対局の記録表</translation>
    </message>
    <message>
        <source>--expect needs a number from 0</source>
        <translation>--expect には 0 以上の数値が必要です</translation>
    </message>
    <message>
        <source>give --season ID, --event ID or --club NAME</source>
        <translation>--season ID、--event ID または --club NAME を指定してください</translation>
    </message>
    <message>
        <source>there is no club &apos;%1&apos;</source>
        <translation>クラブ「%1」はありません</translation>
    </message>
    <message numerus="yes">
        <source>EMA results of %n player(s) written to %1</source>
        <translation>
            <numerusform>%n 人の EMA 用成績を %1 に書き出しました</numerusform>
        </translation>
    </message>
    <message>
        <source>export-html needs --out DIR</source>
        <translation>export-html には --out DIR が必要です</translation>
    </message>
    <message numerus="yes">
        <source>Web pages of %n game(s) written to %1</source>
        <translation>
            <numerusform>%n 局分の Web ページを %1 に書き出しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Who may change a shared library: admins, scorers, viewers</source>
        <translation>共有ライブラリを変更できる人: 管理者、記録係、閲覧者</translation>
    </message>
    <message>
        <source>       haifu-cli tournament create NAME --club CLUB [--date DATE] --db LIBRARY</source>
        <translation>       haifu-cli tournament create 名前 --club クラブ [--date 日付] --db ライブラリ</translation>
    </message>
    <message>
        <source>       haifu-cli tournament register|round|prescribe|substitute|unseat|show|standings EVENT --db LIBRARY …</source>
        <translation>       haifu-cli tournament register|round|prescribe|substitute|unseat|show|standings イベント --db ライブラリ …</translation>
    </message>
    <message>
        <source>On a library (a file or a postgresql:// address), create makes a club event (and the club when it is new) and prints its id; EVENT is a club event&apos;s id: register PLAYER… (club player ids or names; a new name joins the club) before the first round; round seats the next round (--method random or swiss, --seed, --rules PRESET) and creates a club game per table; prescribe seats it as given (--tables &quot;1,2,3,4;5,6,7,8&quot;, registered numbers); substitute --round R --player P --by S seats S for P before the table&apos;s first hand (--by &quot;&quot; undoes it); unseat removes the last round while none of its games has a hand; show prints the rounds, results per round, standings and penalties (--json); standings writes the event&apos;s table as text, or with --to pdf|csv -o FILE.</source>
        <translation>ライブラリ（ファイルまたは postgresql:// アドレス）では、create はクラブのイベント（新しいクラブならクラブも）を作り、その ID を表示します。イベントはクラブのイベントの ID です。register プレイヤー…（クラブのプレイヤーの ID か名前。新しい名前はクラブに加わります）は第1回戦の前に行います。round は次の回戦の席を決め（--method random または swiss、--seed、--rules プリセット）、卓ごとにクラブの対局を作ります。prescribe は指定どおりに着席させます（--tables &quot;1,2,3,4;5,6,7,8&quot;、登録番号）。substitute --round R --player P --by S は卓の最初の局の前に S を P の代理として着席させます（--by &quot;&quot; で取り消し）。unseat は、どの対局にも局がない間、最後の回戦を削除します。show は回戦、回戦ごとの成績、順位表、ペナルティを表示します（--json）。standings はイベントの順位表をテキストで、または --to pdf|csv -o ファイル で書き出します。</translation>
    </message>
    <message>
        <source>The library (default: $HAIFU_LIBRARY)</source>
        <translation>ライブラリ（既定: $HAIFU_LIBRARY）</translation>
    </message>
    <message>
        <source>the club has no player &apos;%1&apos;</source>
        <translation>クラブにプレイヤー「%1」はいません</translation>
    </message>
    <message>
        <source>Round %1 (%2)</source>
        <translation>第%1回戦（%2）</translation>
    </message>
    <message numerus="yes">
        <source>game %1, %n hands</source>
        <translation>
            <numerusform>対局 %1、%n局</numerusform>
        </translation>
    </message>
    <message>
        <source>, finished</source>
        <translation>、終了</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Penalty: round %1 table %2, %3 −%4 (%5)</source>
        <translation>ペナルティ: 第%1回戦 %2卓、%3 −%4（%5）</translation>
    </message>
    <message numerus="yes">
        <source>%n players registered</source>
        <translation>
            <numerusform>%n人を登録しました</numerusform>
        </translation>
    </message>
    <message>
        <source>--round needs a round number</source>
        <translation>--round には回戦の番号が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not registered</source>
        <translation>「%1」は登録されていません</translation>
    </message>
    <message>
        <source>Round %1: %2 plays for %3</source>
        <translation>第%1回戦: %2が%3の代理で打ちます</translation>
    </message>
    <message>
        <source>create needs the event&apos;s name and --club</source>
        <translation>create にはイベントの名前と --club が必要です</translation>
    </message>
    <message>
        <source>give the library with --db PATH or ADDRESS (or set HAIFU_LIBRARY)</source>
        <translation>ライブラリを --db パスまたはアドレス で指定してください（または HAIFU_LIBRARY を設定）</translation>
    </message>
    <message>
        <source>%1 needs the event&apos;s id</source>
        <translation>%1 にはイベントの ID が必要です</translation>
    </message>
    <message>
        <source>The last round was removed</source>
        <translation>最後の回戦を削除しました</translation>
    </message>
    <message>
        <source>--tables takes player numbers from 1: &quot;1,2,3,4;5,6,7,8&quot;</source>
        <translation>--tables には 1 から始まるプレイヤー番号を指定します: &quot;1,2,3,4;5,6,7,8&quot;</translation>
    </message>
    <message>
        <source>haifu-cli analyze RECORD [--kyoku K --step S] [--seat N] [--turns T] [--riichi best|always|never] [--no-ev] [--features]</source>
        <translation>haifu-cli analyze 牌譜 [--kyoku K --step S] [--seat N] [--turns T] [--riichi best|always|never] [--no-ev] [--features]</translation>
    </message>
    <message>
        <source>Each discard&apos;s advice features (insight/advice.h)</source>
        <translation>各打牌の推奨モデルの特徴量 (insight/advice.h)</translation>
    </message>
    <message>
        <source>       haifu-cli convert IN --links [--kyoku N] [-o OUT]</source>
        <translation>       haifu-cli convert IN --links [--kyoku N] [-o OUT]</translation>
    </message>
    <message>
        <source>Reads a game record (Tenhou mjlog XML, plain or gzip; tenhou.net/6 JSON, Mahjong Soul conversions included; MJAI JSON lines; the format is recognised by content) and writes it in another format. IN may also be a tenhou.net/6 link with the record inside (https://tenhou.net/6/#json=…).</source>
        <translation>牌譜（天鳳の mjlog XML［そのまままたは gzip］、tenhou.net/6 JSON［雀魂の変換を含む］、MJAI JSON Lines。形式は内容から判別）を読み、別の形式で書き出します。IN には記録を含む tenhou.net/6 のリンク（https://tenhou.net/6/#json=…）も使えます。</translation>
    </message>
    <message>
        <source>Write tenhou.net/6 links, one per hand and line (for NAGA&apos;s custom analysis)</source>
        <translation>tenhou.net/6 のリンクを局ごとに 1 行ずつ書き出す（NAGA のカスタム解析用）</translation>
    </message>
    <message>
        <source>With tenhou-json or --links: only the Nth hand (1 = the first)</source>
        <translation>tenhou-json または --links で: N 番目の局だけ（1 = 最初の局）</translation>
    </message>
    <message>
        <source>haifu-cli convert: --links writes tenhou.net/6 links, not &apos;%1&apos;</source>
        <translation>haifu-cli convert: --links が書き出すのは tenhou.net/6 のリンクで、&apos;%1&apos; ではありません</translation>
    </message>
    <message>
        <source>haifu-cli convert: --kyoku goes with --to tenhou-json or --links</source>
        <translation>haifu-cli convert: --kyoku は --to tenhou-json または --links と一緒に使います</translation>
    </message>
    <message>
        <source>       haifu-cli export --db PATH GAME --links [--kyoku N] [-o FILE]</source>
        <translation>       haifu-cli export --db PATH GAME --links [--kyoku N] [-o FILE]</translation>
    </message>
    <message>
        <source>tenhou.net/6 links, one per hand and line (what NAGA&apos;s custom analysis takes)</source>
        <translation>tenhou.net/6 のリンク、局ごとに 1 行（NAGA のカスタム解析が受け付ける形）</translation>
    </message>
    <message>
        <source>--links writes tenhou.net/6 links, not %1</source>
        <translation>--links が書き出すのは tenhou.net/6 のリンクで、%1 ではありません</translation>
    </message>
    <message>
        <source>--kyoku goes with --to tenhou-json or --links</source>
        <translation>--kyoku は --to tenhou-json または --links と一緒に使います</translation>
    </message>
    <message>
        <source>Import record files and folders (Tenhou XML/gzip, tenhou.net/6 JSON, MJAI), tenhou.net/6 links with the record inside and Tenhou log addresses (downloaded)</source>
        <translation>牌譜ファイルとフォルダ（天鳳 XML/gzip、tenhou.net/6 JSON、MJAI）、記録を含む tenhou.net/6 のリンク、天鳳の牌譜 URL（ダウンロード）を取り込む</translation>
    </message>
    <message>
        <source>import: download Tenhou log addresses from BASE?ID (as fetch --from)</source>
        <translation>import: 天鳳の牌譜 URL を BASE?ID からダウンロードする（fetch --from と同じ）</translation>
    </message>
    <message>
        <source>Import engine review reports; a player&apos;s reviews summed</source>
        <translation>AI 検討レポートの取り込み、プレイヤーの検討のまとめ</translation>
    </message>
    <message>
        <source>reviews</source>
        <translation>AI 検討</translation>
    </message>
    <message>
        <source>haifu-cli review import REPORT... --db PATH [--json]</source>
        <translation>haifu-cli review import REPORT... --db PATH [--json]</translation>
    </message>
    <message>
        <source>haifu-cli review list --db PATH [--player NAME] [--json]</source>
        <translation>haifu-cli review list --db PATH [--player NAME] [--json]</translation>
    </message>
    <message>
        <source>haifu-cli review summary --db PATH [--player NAME] [--since DATE] [--until DATE] [--worst N] [--json]</source>
        <translation>haifu-cli review summary --db PATH [--player NAME] [--since DATE] [--until DATE] [--worst N] [--json]</translation>
    </message>
    <message>
        <source>haifu-cli review problems --db PATH --player NAME --count N -o LESSON [--since DATE] [--until DATE]</source>
        <translation>haifu-cli review problems --db PATH --player NAME --count N -o LESSON [--since DATE] [--until DATE]</translation>
    </message>
    <message>
        <source>haifu-cli review haifu --db PATH --player NAME [--count N] [--json]</source>
        <translation>haifu-cli review haifu --db PATH --player NAME [--count N] [--json]</translation>
    </message>
    <message>
        <source>Engine reviews (README &quot;Reviews&quot;). import reads mjai-reviewer JSON reports (Mortal): the game goes into the library like any record (the same game imported from Tenhou is not stored twice) and the review is attached to the reviewed seat; a report that does not fit its game is refused, naming the hand and the decision, and nothing of it is kept. summary sums a player&apos;s reviews: agreement and rating per game, the deviations by category and the worst of them. problems writes the player&apos;s worst deviations as a lesson: the engine&apos;s choice is the answer, its probabilities the explanation. haifu reviews the player&apos;s games that have no review yet with Haifu&apos;s own analysis (engine &quot;Haifu&quot;: its costly discards are the deviations).</source>
        <translation>AI 検討（README「Reviews」）。import は mjai-reviewer の JSON レポート（Mortal）を読みます。対局はほかの牌譜と同じようにライブラリに入り（天鳳から取り込んだ同じ対局は二重に保存しません）、検討は検討された席に付きます。対局と合わないレポートは局と判断を挙げて受け付けず、何も保存しません。summary はプレイヤーの検討をまとめます（対局ごとの一致率とレーティング、分類ごとの不一致、大きな不一致）。problems はプレイヤーの大きな不一致をレッスンにします（エンジンの選択が正解、その確率が解説）。haifu は検討のないプレイヤーの対局を Haifu 自身の検討で補います（エンジン名「Haifu」: 期待値で損の大きい打牌が不一致）。</translation>
    </message>
    <message>
        <source>Only this player&apos;s reviews</source>
        <translation>このプレイヤーの検討だけ</translation>
    </message>
    <message>
        <source>Games from this day on (YYYY-MM-DD)</source>
        <translation>この日以降の対局（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>Games up to this day (YYYY-MM-DD)</source>
        <translation>この日までの対局（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>How many worst deviations (default 10)</source>
        <translation>大きな不一致をいくつ出すか（既定 10）</translation>
    </message>
    <message>
        <source>How many problems (default 10); with haifu, how many games at most (default 50)</source>
        <translation>問題の数（既定 10）。haifu では対局の最大数（既定 50）</translation>
    </message>
    <message>
        <source>The lesson file to write</source>
        <translation>書き出すレッスンファイル</translation>
    </message>
    <message>
        <source>--%1 takes a date YYYY-MM-DD, not &apos;%2&apos;</source>
        <extracomment>%1 the option, %2 what was given</extracomment>
        <translation>--%1 には日付 YYYY-MM-DD を指定します（&apos;%2&apos; ではなく）</translation>
    </message>
    <message>
        <source>--%1 takes a number from 0 to 10000</source>
        <translation>--%1 には 0 から 10000 の数を指定します</translation>
    </message>
    <message>
        <source>#%1 %2 %3 (seat %4) %5: %6/%7 agreed (%8%), rating %9, %10 deviations</source>
        <extracomment>review list: id, date, player, seat, engine, agreed/decisions, agreement, rating, deviations</extracomment>
        <translation>#%1 %2 %3（席 %4）%5: %7 回中 %6 回一致（%8%）、レーティング %9、不一致 %10</translation>
    </message>
    <message>
        <source>import takes one or more REPORT files and --db PATH</source>
        <translation>import には REPORT ファイル（1 つ以上）と --db PATH を指定します</translation>
    </message>
    <message>
        <source>%1: refused: %2</source>
        <translation>%1: 受け付けません: %2</translation>
    </message>
    <message>
        <source>%1: game %2, %3</source>
        <extracomment>%1 file, %2 game number, %3 whether the review was added</extracomment>
        <translation>%1: 対局 %2、%3</translation>
    </message>
    <message>
        <source>review attached</source>
        <translation>検討を追加しました</translation>
    </message>
    <message>
        <source>review already in the library</source>
        <translation>この検討はすでにライブラリにあります</translation>
    </message>
    <message>
        <source>list takes no file</source>
        <translation>list にはファイルを指定しません</translation>
    </message>
    <message>
        <source>summary takes no file</source>
        <translation>summary にはファイルを指定しません</translation>
    </message>
    <message>
        <source>%1 reviewed games, %2 decisions, %3 agreed (%4%), mean rating %5</source>
        <extracomment>%1 reviews, %2 decisions, %3 agreed, %4 agreement, %5 mean rating</extracomment>
        <translation>検討した対局 %1 局、判断 %2 回、一致 %3 回（%4%）、平均レーティング %5</translation>
    </message>
    <message>
        <source>Deviations: %1 (%2 serious)</source>
        <translation>不一致: %1（うち重大 %2）</translation>
    </message>
    <message>
        <source>Worst deviations:</source>
        <translation>大きな不一致:</translation>
    </message>
    <message>
        <source>%1 %2 step %3 (%4): engine %5, played %6, %7 q lost</source>
        <extracomment>%1 date, %2 hand, %3 step, %4 category, %5 engine&apos;s choice, %6 played, %7 q lost</extracomment>
        <translation>%1 %2 手 %3（%4）: エンジン %5、実際 %6、q値 %7 の損</translation>
    </message>
    <message>
        <source>problems takes --player NAME, --count N and -o LESSON</source>
        <translation>problems には --player NAME、--count N、-o LESSON を指定します</translation>
    </message>
    <message>
        <source>%1&apos;s deviations</source>
        <extracomment>the title of a lesson made from a player&apos;s deviations; %1 the player</extracomment>
        <translation>%1 の不一致</translation>
    </message>
    <message>
        <source>Positions from %1&apos;s reviewed games where the engine chose otherwise, the costliest first.</source>
        <translation>%1 の検討された対局で、エンジンが別の選択をした局面です（損の大きい順）。</translation>
    </message>
    <message>
        <source>no deviation of %1 makes a problem</source>
        <translation>%1 の不一致からは問題を作れません</translation>
    </message>
    <message>
        <source>haifu takes --player NAME and --db PATH</source>
        <translation>haifu には --player NAME と --db PATH を指定します</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>対局 %1: %2</translation>
    </message>
    <message>
        <source>game %1 seat %2: %3 decisions, %4 costly</source>
        <extracomment>%1 game, %2 seat, %3 decisions, %4 costly discards</extracomment>
        <translation>対局 %1 席 %2: 判断 %3 回、損の大きい打牌 %4</translation>
    </message>
    <message>
        <source>give a sub-command: import, list, summary, problems or haifu</source>
        <translation>サブコマンドを指定してください: import、list、summary、problems、haifu</translation>
    </message>
    <message>
        <source>--kyoku takes the number of a hand of the game, 1 to %1 (not &apos;%2&apos;)</source>
        <translation>--kyoku には対局の局番号 1〜%1 を指定します（&apos;%2&apos; ではなく）</translation>
    </message>
    <message>
        <source>Usage: haifu-cli verify [--json] [--copies] FILE|LINK...</source>
        <translation>使い方: haifu-cli verify [--json] [--copies] FILE|LINK...</translation>
    </message>
    <message>
        <source>Player statistics in short (all players, or one)</source>
        <translation>プレイヤー成績の概要（全員、または一人）</translation>
    </message>
    <message>
        <source>%1 %2: not a date (YYYY-MM-DD)</source>
        <translation>%1 %2: 日付 (YYYY-MM-DD) ではありません</translation>
    </message>
    <message>
        <source>--length %1: use &apos;east&apos; (east-only games) or &apos;south&apos; (east-south games)</source>
        <translation>--length %1: &apos;east&apos;（東風戦）か &apos;south&apos;（半荘戦）を指定してください</translation>
    </message>
    <message>
        <source>--players %1: use 3 or 4</source>
        <translation>--players %1: 3 か 4 を指定してください</translation>
    </message>
    <message>
        <source>No person &apos;%1&apos; in the library</source>
        <translation>ライブラリに人物 &apos;%1&apos; はいません</translation>
    </message>
    <message>
        <source>every player</source>
        <translation>全プレイヤー</translation>
    </message>
    <message>
        <source>of %1 games</source>
        <translation>%1対局中</translation>
    </message>
    <message>
        <source>of %1 games with a place</source>
        <translation>順位のある%1対局中</translation>
    </message>
    <message>
        <source>of %1 games with rank points</source>
        <translation>順位点のある%1対局中</translation>
    </message>
    <message>
        <source>of %1 hands</source>
        <translation>%1局中</translation>
    </message>
    <message>
        <source>of %1 wins</source>
        <translation>和了%1回中</translation>
    </message>
    <message>
        <source>of %1 deal-ins</source>
        <translation>放銃%1回中</translation>
    </message>
    <message>
        <source>of %1 riichi</source>
        <translation>立直%1回中</translation>
    </message>
    <message>
        <source>of %1 called hands</source>
        <translation>副露した%1局中</translation>
    </message>
    <message>
        <source>of %1 exhaustive draws</source>
        <translation>流局%1回中</translation>
    </message>
    <message>
        <source>of %1 dealer hands</source>
        <translation>親番%1局中</translation>
    </message>
    <message>
        <source>since %1</source>
        <translation>%1 以降</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>%1 まで</translation>
    </message>
    <message>
        <source>lobby %1</source>
        <translation>卓 %1</translation>
    </message>
    <message>
        <source>source %1</source>
        <translation>取得元 %1</translation>
    </message>
    <message>
        <source>ruleset %1</source>
        <translation>ルール %1</translation>
    </message>
    <message>
        <source>east-only games</source>
        <translation>東風戦</translation>
    </message>
    <message>
        <source>east-south games</source>
        <translation>半荘戦</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <source>(accounts: %1)</source>
        <translation>（アカウント: %1）</translation>
    </message>
    <message>
        <source>filter: %1</source>
        <translation>絞り込み: %1</translation>
    </message>
    <message>
        <source>Rare events:</source>
        <translation>珍しい出来事:</translation>
    </message>
    <message>
        <source>(dealt in)</source>
        <translation>（放銃）</translation>
    </message>
    <message>
        <source>[me]</source>
        <translation>[自分]</translation>
    </message>
    <message>
        <source>(no accounts)</source>
        <translation>（アカウントなし）</translation>
    </message>
    <message>
        <source>accounts: %1</source>
        <translation>アカウント: %1</translation>
    </message>
    <message>
        <source>Every metric with its denominator, and the rare events (--all: every player with N games or more, 1 by default)</source>
        <translation>すべての指標とその分母、珍しい出来事（--all: 対局数が N 以上の全プレイヤー、既定は 1）</translation>
    </message>
    <message>
        <source>The persons (players&apos; accounts counted as one)</source>
        <translation>人物の一覧（プレイヤーの複数のアカウントを一人として数える）</translation>
    </message>
    <message>
        <source>A new person</source>
        <translation>新しい人物</translation>
    </message>
    <message>
        <source>PERSON: the person&apos;s number or name</source>
        <translation>PERSON: 人物の番号か名前</translation>
    </message>
    <message>
        <source>Count the player ACCOUNT&apos;s games as the person&apos;s</source>
        <translation>プレイヤー ACCOUNT の対局をその人物の対局として数える</translation>
    </message>
    <message>
        <source>Count them as the person&apos;s no longer</source>
        <translation>その対局を人物の対局として数えるのをやめる</translation>
    </message>
    <message>
        <source>The person the Statistics page opens on</source>
        <translation>成績画面を開いたときに表示する人物</translation>
    </message>
    <message>
        <source>Delete the person (its players&apos; games stay)</source>
        <translation>人物を削除（プレイヤーの対局は残る）</translation>
    </message>
    <message>
        <source>Statistics filters:</source>
        <translation>成績の絞り込み:</translation>
    </message>
    <message>
        <source>stats: give one of --player NAME, --person PERSON and --all</source>
        <translation>stats: --player NAME、--person PERSON、--all のいずれか一つを指定してください</translation>
    </message>
    <message>
        <source>stats: give --csv or --json, not both</source>
        <translation>stats: --csv と --json はどちらか一方だけを指定してください</translation>
    </message>
    <message>
        <source>--min-games: only with --all</source>
        <translation>--min-games: --all と一緒にだけ使えます</translation>
    </message>
    <message>
        <source>--min-games %1: not a number</source>
        <translation>--min-games %1: 数値ではありません</translation>
    </message>
    <message>
        <source>person: give list, create, rename, add, remove, me or delete</source>
        <translation>person: list、create、rename、add、remove、me、delete のいずれかを指定してください</translation>
    </message>
    <message>
        <source>person: unknown command &apos;%1&apos;</source>
        <translation>person: 不明なコマンド &apos;%1&apos;</translation>
    </message>
    <message>
        <source>person %1: no arguments expected</source>
        <translation>person %1: 引数は要りません</translation>
    </message>
    <message>
        <source>person %1: give %2</source>
        <translation>person %1: %2 を指定してください</translation>
    </message>
    <message>
        <source>person #%1 &apos;%2&apos;</source>
        <translation>人物 #%1 &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>haifu::engine</name>
    <message>
        <source>The bot did not answer within %1 ms at %2.</source>
        <translation>%2 でボットが %1 ミリ秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The bot did not get through the game within %1 s; it was stopped at %2.</source>
        <translation>ボットが %1 秒以内に対局を処理しきれなかったため、%2 で停止しました。</translation>
    </message>
    <message>
        <source>No bot is set: give the command line of an MJAI bot.</source>
        <translation>ボットが設定されていません。MJAI ボットのコマンドラインを指定してください。</translation>
    </message>
    <message>
        <source>The bot&apos;s working folder %1 does not exist.</source>
        <translation>ボットの作業フォルダ %1 がありません。</translation>
    </message>
    <message>
        <source>%1
The bot&apos;s last error output: %2</source>
        <translation>%1
ボットの最後のエラー出力: %2</translation>
    </message>
    <message>
        <source>The bot wrote more than %1 bytes by %2; it was stopped.</source>
        <translation>%2 までにボットが %1 バイトを超えて出力したため、停止しました。</translation>
    </message>
    <message>
        <source>At %1 the bot wrote a line longer than %2 bytes: %3</source>
        <translation>%1 でボットが %2 バイトを超える行を出力しました: %3</translation>
    </message>
    <message>
        <source>The bot could not be started (%1): %2</source>
        <translation>ボットを起動できませんでした（%1）: %2</translation>
    </message>
    <message>
        <source>The bot crashed at %1.</source>
        <translation>%1 でボットがクラッシュしました。</translation>
    </message>
    <message>
        <source>The bot exited (code %1) at %2 before the game was over.</source>
        <translation>対局の途中、%2 でボットが終了しました（コード %1）。</translation>
    </message>
    <message>
        <source>Seat %1 is not a seat of this %2-player game.</source>
        <translation>席 %1 はこの %2 人対局にありません。</translation>
    </message>
    <message>
        <source>The record cannot be sent to a bot: %1</source>
        <translation>牌譜をボットに送れません: %1</translation>
    </message>
    <message>
        <source>The record cannot be replayed: %1</source>
        <translation>牌譜を再生できません: %1</translation>
    </message>
    <message>
        <source>&quot;pai&quot; is not a tile</source>
        <translation>&quot;pai&quot; が牌ではありません</translation>
    </message>
    <message>
        <source>&quot;consumed&quot; is not a list of tiles</source>
        <translation>&quot;consumed&quot; が牌のリストではありません</translation>
    </message>
    <message>
        <source>it cannot make this call here</source>
        <translation>ここではこの鳴きはできません</translation>
    </message>
    <message>
        <source>its consumed tiles do not make the call with %1 from its hand</source>
        <translation>手牌から出した牌が %1 との鳴きになりません</translation>
    </message>
    <message>
        <source>it cannot declare riichi (already in riichi, or an open hand)</source>
        <translation>立直できません（立直済み、または副露あり）</translation>
    </message>
    <message>
        <source>it does not hold the four tiles of this closed kan</source>
        <translation>この暗槓の 4 枚を持っていません</translation>
    </message>
    <message>
        <source>it has no pon to add this tile to</source>
        <translation>この牌を加える明刻がありません</translation>
    </message>
    <message>
        <source>its hand is not complete</source>
        <translation>手牌が和了形ではありません</translation>
    </message>
    <message>
        <source>it holds no north</source>
        <translation>北を持っていません</translation>
    </message>
    <message>
        <source>it cannot make this move now</source>
        <translation>今はこの行動はできません</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>対局の終わり</translation>
    </message>
    <message>
        <source>event &quot;%1&quot;</source>
        <translation>イベント &quot;%1&quot;</translation>
    </message>
    <message>
        <source>kyoku %1 (%2), step %3, event &quot;%4&quot;</source>
        <translation>局 %1（%2）、ステップ %3、イベント &quot;%4&quot;</translation>
    </message>
    <message>
        <source>&quot;actor&quot; is not its seat %1</source>
        <translation>&quot;actor&quot; が自席 %1 ではありません</translation>
    </message>
    <message>
        <source>it must move after its own draw, call or riichi</source>
        <translation>自分のツモ・鳴き・立直の後は行動が必要です</translation>
    </message>
    <message>
        <source>it cannot discard on another player&apos;s turn</source>
        <translation>他家の手番では打牌できません</translation>
    </message>
    <message>
        <source>the discarded tile is not in its hand</source>
        <translation>打牌した牌が手牌にありません</translation>
    </message>
    <message>
        <source>in riichi it must discard the tile it drew</source>
        <translation>立直中はツモった牌を切る必要があります</translation>
    </message>
    <message>
        <source>it cannot call its own tile</source>
        <translation>自分の牌は鳴けません</translation>
    </message>
    <message>
        <source>its hand does not win on %1 here</source>
        <translation>ここでは %1 で和了できません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an MJAI action</source>
        <translation>&quot;%1&quot; は MJAI のアクションではありません</translation>
    </message>
    <message>
        <source>At %1 the bot wrote a line that is not a JSON object: %2</source>
        <translation>%1 でボットが JSON オブジェクトでない行を出力しました: %2</translation>
    </message>
    <message>
        <source>At %1 the bot&apos;s answer has no &quot;type&quot;: %2</source>
        <translation>%1 でボットの応答に &quot;type&quot; がありません: %2</translation>
    </message>
    <message>
        <source>At %1 the bot answered an illegal action (%2): %3</source>
        <translation>%1 でボットが不正なアクションを返しました（%2）: %3</translation>
    </message>
    <message>
        <source>the action has no &quot;type&quot;</source>
        <translation>行動に &quot;type&quot; がありません</translation>
    </message>
    <message>
        <source>riichi %1</source>
        <translation>リーチ %1</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>chi %1</source>
        <translation>チー %1</translation>
    </message>
    <message>
        <source>pon %1</source>
        <translation>ポン %1</translation>
    </message>
    <message>
        <source>kan %1</source>
        <translation>カン %1</translation>
    </message>
    <message>
        <source>closed kan %1</source>
        <translation>暗槓 %1</translation>
    </message>
    <message>
        <source>added kan %1</source>
        <translation>加槓 %1</translation>
    </message>
    <message>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>abortive draw</source>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>north aside</source>
        <translation>北抜き</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>見送り</translation>
    </message>
    <message>
        <source>advice and expected value, costly from %1 points</source>
        <extracomment>the model of Haifu&apos;s own review (its advice and expected values)</extracomment>
        <translation>助言と期待値、%1 点以上の損を不一致とする</translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation>検討を中止しました。</translation>
    </message>
    <message>
        <source>hand %1, reviewed decision %2 (turn %3, %4, played %5): %6</source>
        <translation>局 %1、検討された判断 %2（%3 巡目、%4、実際 %5）: %6</translation>
    </message>
    <message>
        <source>not the same kind of decision</source>
        <translation>判断の種類が違います</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tile</source>
        <translation>&quot;%1&quot; は牌ではありません</translation>
    </message>
    <message>
        <source>the seat did not draw %1 there</source>
        <translation>その席はそこで %1 をツモっていません</translation>
    </message>
    <message>
        <source>%1 was not offered there</source>
        <translation>そこで %1 は出ていません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the hand is not a tile</source>
        <translation>手牌の &quot;%1&quot; は牌ではありません</translation>
    </message>
    <message>
        <source>the report&apos;s hand is not the seat&apos;s hand in the game</source>
        <translation>レポートの手牌が対局のその席の手牌と違います</translation>
    </message>
    <message>
        <source>the game has %1 there</source>
        <translation>対局ではそこで %1 です</translation>
    </message>
    <message>
        <source>reviewed hand %1 is not in the game (or not in its order)</source>
        <translation>検討された局 %1 が対局にありません（または順番が違います）</translation>
    </message>
    <message>
        <source>the seat makes no more decisions in this hand</source>
        <translation>この局でその席の判断はもうありません</translation>
    </message>
    <message>
        <source>it is not a decision of seat %1 in the game (%2)</source>
        <translation>対局での席 %1 の判断ではありません（%2）</translation>
    </message>
    <message>
        <source>%1. What do you discard?</source>
        <extracomment>%1 the hand and turn (&quot;E3-1, turn 7&quot;)</extracomment>
        <translation>%1。何を切りますか?</translation>
    </message>
    <message>
        <source>%1. Riichi or stay dama?</source>
        <translation>%1。リーチしますか、ダマにしますか?</translation>
    </message>
    <message>
        <source>%1. Call or pass?</source>
        <translation>%1。鳴きますか、見送りますか?</translation>
    </message>
    <message>
        <source>The engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <extracomment>%1 the engine (&quot;Mortal&quot;), %2 its choices with how often it plays each</extracomment>
        <translation>%1 の選択: %2。</translation>
    </message>
    <message>
        <source>Played in the game: %1 (%2), %3 q lost.</source>
        <extracomment>%1 the action played in the game, %2 its share, %3 the q-value given up</extracomment>
        <translation>対局での選択: %1（%2）、q値 %3 の損。</translation>
    </message>
    <message>
        <source>Played in the game: %1.</source>
        <translation>対局での選択: %1。</translation>
    </message>
    <message>
        <source>no decision %1 in the review</source>
        <translation>検討に判断 %1 はありません</translation>
    </message>
    <message>
        <source>%1 against %2 makes no problem</source>
        <extracomment>%1 the engine&apos;s choice, %2 the player&apos;s (&quot;hora&quot;, &quot;ryukyoku&quot;, …)</extracomment>
        <translation>%1 と %2 の違いは問題にできません</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1、%2 巡目</translation>
    </message>
    <message>
        <source>A common wrong answer: %1.</source>
        <extracomment>%1 the answer the player gave in the game</extracomment>
        <translation>よくある間違い: %1。</translation>
    </message>
    <message>
        <source>the position makes no problem: %1</source>
        <translation>この局面は問題にできません: %1</translation>
    </message>
</context>
<context>
    <name>haifu::errors</name>
    <message>
        <source>%1: </source>
        <extracomment>where an error is: %1 the name of an input field (seat_wind, melds[0]), then the error</extracomment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>where an error is: %1 a field (winner 1) whose part (seat, pao) the error names next</extracomment>
        <translation>%1の</translation>
    </message>
    <message>
        <source>hand %1 (%2): </source>
        <extracomment>where an error is: %1 the hand&apos;s number in the game, %2 the hand (E3-1), then the error</extracomment>
        <translation>第%1局（%2）: </translation>
    </message>
    <message>
        <source>penalty %1: </source>
        <extracomment>where an error is: %1 the number of a penalty in the game, then the error</extracomment>
        <translation>罰符%1: </translation>
    </message>
    <message>
        <source>kyoku %1 (%2): </source>
        <extracomment>where an error is: %1 the hand&apos;s number in the record, %2 the hand (E3-1), then the error</extracomment>
        <translation>記録の第%1局（%2）: </translation>
    </message>
    <message>
        <source>the win of seat %1: </source>
        <extracomment>where an error is: %1 the winner (a seat or a player), then the error</extracomment>
        <translation>%1の和了: </translation>
    </message>
    <message>
        <source>%1 %2: </source>
        <extracomment>where an error is: %1 the kind of meld (chi, pon, minkan, ankan, kakan), %2 its tiles (123m), then the error</extracomment>
        <translation>面子 %1 %2：</translation>
    </message>
    <message>
        <source>meld &apos;%1&apos;: </source>
        <extracomment>where an error is: %1 a meld as typed (chi:123m), then the error</extracomment>
        <translation>面子「%1」: </translation>
    </message>
    <message>
        <source>%1 deal: </source>
        <extracomment>where an error is: the deal of the hand %1 (E3-1), then the error</extracomment>
        <translation>%1 配牌: </translation>
    </message>
    <message>
        <source>move %1 (%2): </source>
        <extracomment>where an error is: %1 the number of a move in a variation, %2 the move in the move notation (1d5m), then the error</extracomment>
        <translation>手 %1 (%2): </translation>
    </message>
    <message>
        <source>%1 event %2 (%3): </source>
        <extracomment>where an error is: %1 a hand of a record (E3-1), %2 the number of the event in it, %3 the event as written by the app (in English), then the error</extracomment>
        <translation>%1 イベント%2（%3）: </translation>
    </message>
    <message>
        <source>a draw when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>ツモしましたが、</translation>
    </message>
    <message>
        <source>a discard when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>打牌しましたが、</translation>
    </message>
    <message>
        <source>a call when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>鳴きましたが、</translation>
    </message>
    <message>
        <source>a closed kan when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>暗槓しましたが、</translation>
    </message>
    <message>
        <source>an added kan when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>加槓しましたが、</translation>
    </message>
    <message>
        <source>a north bonus when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>北抜きしましたが、</translation>
    </message>
    <message>
        <source>a tsumo by seat %1 when </source>
        <extracomment>an event at the wrong time: %1 a seat, counted from 0; then what the table waits for</extracomment>
        <translation>席%1がツモ和了しましたが、</translation>
    </message>
    <message>
        <source>a ron when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>ロンしましたが、</translation>
    </message>
    <message>
        <source>nine terminals declared when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>九種九牌を宣言しましたが、</translation>
    </message>
    <message>
        <source>a triple ron when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>三家和になりましたが、</translation>
    </message>
    <message>
        <source>an abortive draw when </source>
        <extracomment>an event at the wrong time; then what the table waits for (seat 1 is to draw)</extracomment>
        <translation>途中流局しましたが、</translation>
    </message>
    <message>
        <source>%1 win #%2: </source>
        <extracomment>where an error is: %1 a hand of a record (E3-1), %2 the number of a win in it, then the error</extracomment>
        <translation>%1 和了#%2: </translation>
    </message>
    <message>
        <source>%1 step %2: </source>
        <extracomment>where an error is: %1 a hand of a record (E3-1), %2 the number of a step in it, then the error</extracomment>
        <translation>%1 ステップ%2: </translation>
    </message>
    <message>
        <source>seat %1: </source>
        <extracomment>where an error is: %1 a seat of the table counted from 0, then the error</extracomment>
        <translation>席%1: </translation>
    </message>
    <message>
        <source>problem %1: </source>
        <extracomment>where an error is: %1 the number of a problem in a lesson, then the error</extracomment>
        <translation>問題%1: </translation>
    </message>
    <message>
        <source>round %1: </source>
        <extracomment>where an error is: %1 a round of a tournament (1 = the first), then the error</extracomment>
        <translation>第%1回戦: </translation>
    </message>
    <message>
        <source>round %1 table %2: </source>
        <extracomment>where an error is: %1 a round of a tournament, %2 a table of it (both from 1), then the error</extracomment>
        <translation>第%1回戦 %2卓: </translation>
    </message>
    <message>
        <source>suit letter &apos;%1&apos; at position %2 has no digits before it</source>
        <extracomment>tile text: %1 a letter (m, p, s, z), %2 its position</extracomment>
        <translation>%2文字目の種類の文字「%1」の前に数字がありません</translation>
    </message>
    <message>
        <source>honour tile %1z at position %2 does not exist (honours are 1z..7z)</source>
        <extracomment>tile text: %1 a digit, %2 its position</extracomment>
        <translation>%2文字目の字牌%1zはありません（字牌は1z〜7z）</translation>
    </message>
    <message>
        <source>digits before &apos;%1&apos; at position %2 have no suit letter</source>
        <extracomment>tile text: %1 an honour letter (E, S, W, N, P, F, C), %2 its position</extracomment>
        <translation>%2文字目の「%1」の前の数字に種類の文字がありません</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; at position %2 (expected digits followed by m, p, s or z)</source>
        <extracomment>tile text: %1 a character, %2 its position</extracomment>
        <translation>%2文字目に予期しない文字「%1」があります（数字の後にm、p、s、zを書きます）</translation>
    </message>
    <message>
        <source>unexpected character a non-ASCII byte at position %1 (expected digits followed by m, p, s or z)</source>
        <extracomment>tile text: %1 the position of a character that is not ASCII</extracomment>
        <translation>%1文字目に使えない文字があります（数字の後にm、p、s、zを書きます）</translation>
    </message>
    <message>
        <source>digits at position %1 have no suit letter after them</source>
        <extracomment>tile text: %1 the position of the digits</extracomment>
        <translation>%1文字目からの数字の後に種類の文字（m、p、s、z）がありません</translation>
    </message>
    <message>
        <source>expected exactly one tile, got %1 in &apos;%2&apos;</source>
        <extracomment>tile text: %1 how many tiles, %2 the text</extracomment>
        <translation>牌は1枚だけ書いてください（「%2」は%1枚）</translation>
    </message>
    <message>
        <source>unknown meld kind &apos;%1&apos; (expected chi, pon, minkan, ankan or kakan)</source>
        <extracomment>%1 the kind as typed</extracomment>
        <translation>面子の種類「%1」はありません（chi、pon、minkan、ankan、kakan）</translation>
    </message>
    <message>
        <source>a %1 has %2 tiles, not %3</source>
        <extracomment>%1 the kind of meld (chi, pon, kan), %2 how many tiles it has, %3 how many were given</extracomment>
        <translation>%1は%2枚です（%3枚ではありません）</translation>
    </message>
    <message>
        <source>a chi is three consecutive tiles of one suit</source>
        <translation>チーは同じ種類の連続した3枚です</translation>
    </message>
    <message>
        <source>the tiles of a %1 must all be the same</source>
        <extracomment>%1 the kind of meld (pon, kan)</extracomment>
        <translation>%1の牌はすべて同じでなければなりません</translation>
    </message>
    <message>
        <source>meld &apos;%1&apos; must be written KIND:tiles, e.g. chi:123m</source>
        <extracomment>%1 a meld as typed</extracomment>
        <translation>面子「%1」は 種類:牌 の形で書きます（例 chi:123m）</translation>
    </message>
    <message>
        <source>give 4 values (or 3 for three players), not %1</source>
        <extracomment>the uma of a ruleset: %1 how many values were given</extracomment>
        <translation>4つの値（三人打ちは3つ）を指定してください（%1つではなく）</translation>
    </message>
    <message>
        <source>unknown ruleset preset &apos;%1&apos; (known: %2)</source>
        <extracomment>%1 a ruleset name, %2 the names there are</extracomment>
        <translation>ルール「%1」はありません（あるもの: %2）</translation>
    </message>
    <message>
        <source>unknown rules option &apos;%1&apos; (see haifu-cli rules --list)</source>
        <extracomment>%1 the name of a rule option</extracomment>
        <translation>ルール項目「%1」はありません（haifu-cli rules --list を参照）</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <extracomment>a rule option&apos;s value</extracomment>
        <translation>true か false を指定してください</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <extracomment>a rule option&apos;s value</extracomment>
        <translation>整数を指定してください</translation>
    </message>
    <message>
        <source>%1 is out of range (%2..%3)</source>
        <extracomment>a rule option&apos;s value: %1 the value, %2 the least, %3 the most</extracomment>
        <translation>%1は範囲外です（%2〜%3）</translation>
    </message>
    <message>
        <source>must be 0, 3 or 4</source>
        <extracomment>the number of red fives</extracomment>
        <translation>0、3、4のいずれかです</translation>
    </message>
    <message>
        <source>must be 2 or 4</source>
        <extracomment>the fu of a double wind pair</extracomment>
        <translation>2か4です</translation>
    </message>
    <message>
        <source>expected one of its choices as a string</source>
        <extracomment>a rule option&apos;s value</extracomment>
        <translation>選択肢のいずれかを文字列で指定してください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <extracomment>a rule option&apos;s value: %1 the value, %2 its choices</extracomment>
        <translation>「%1」は選択肢（%2）にありません</translation>
    </message>
    <message>
        <source>expected a list of integers</source>
        <extracomment>a rule option&apos;s value</extracomment>
        <translation>整数のリストを指定してください</translation>
    </message>
    <message>
        <source>%1 is out of range</source>
        <extracomment>a rule option&apos;s value: %1 the value</extracomment>
        <translation>%1は範囲外です</translation>
    </message>
    <message>
        <source>unsupported option type</source>
        <extracomment>a rule option</extracomment>
        <translation>対応していない項目の種類です</translation>
    </message>
    <message>
        <source>at most 4 melds, got %1</source>
        <extracomment>a winning hand: %1 how many melds</extracomment>
        <translation>面子は4つまでです（%1つあります）</translation>
    </message>
    <message>
        <source>a %1 has %2 tiles</source>
        <extracomment>a winning hand: %1 the kind of meld, %2 how many tiles it has</extracomment>
        <translation>%1は%2枚です</translation>
    </message>
    <message>
        <source>no chi in a three-player game</source>
        <translation>三人打ちにチーはありません</translation>
    </message>
    <message>
        <source>%1 tiles with %2 meld(s); a winning hand has %3 concealed tiles (14 - 3 per meld, the winning tile included)</source>
        <extracomment>a winning hand: %1 its concealed tiles, %2 its melds, %3 the concealed tiles it must have</extracomment>
        <translation>副露%2つで手牌が%1枚です。和了形の手牌は%3枚です（14から副露1つにつき3を引く、和了牌を含む）</translation>
    </message>
    <message>
        <source>at most 5 (one plus four kan dora), got %1</source>
        <extracomment>%1 how many dora indicators</extracomment>
        <translation>ドラ表示牌は5枚まで（1枚とカンドラ4枚）です（%1枚あります）</translation>
    </message>
    <message>
        <source>more ura indicators (%1) than dora indicators (%2)</source>
        <extracomment>%1 and %2 counts of indicators</extracomment>
        <translation>裏ドラ表示牌（%1枚）がドラ表示牌（%2枚）より多くなっています</translation>
    </message>
    <message>
        <source>honba, riichi_sticks and north_bonus cannot be negative</source>
        <translation>本場、供託リーチ棒、抜きドラは負にできません</translation>
    </message>
    <message>
        <source>only in a three-player game (rules players = 3)</source>
        <extracomment>the north set aside (nukidora)</extracomment>
        <translation>抜きドラは三人打ちだけです</translation>
    </message>
    <message>
        <source>must be E, S, W or N</source>
        <extracomment>a wind</extracomment>
        <translation>E、S、W、N（東南西北）のいずれかです</translation>
    </message>
    <message>
        <source>there is no North seat with three players</source>
        <translation>三人打ちに北家はありません</translation>
    </message>
    <message>
        <source>tile kind out of range</source>
        <translation>牌の種類が範囲外です</translation>
    </message>
    <message>
        <source>only fives can be red</source>
        <translation>赤牌にできるのは5だけです</translation>
    </message>
    <message>
        <source>%1 is not in a three-player set (2m..8m are removed)</source>
        <extracomment>%1 a tile</extracomment>
        <translation>%1は三人打ちの牌にありません（2萬〜8萬は抜きます）</translation>
    </message>
    <message>
        <source>%1 copies of %2 across closed, melds and indicators (there are only 4)</source>
        <extracomment>%1 how many, %2 a tile</extracomment>
        <translation>手牌・副露・表示牌に%2が%1枚あります（4枚しかありません）</translation>
    </message>
    <message>
        <source>%1 red %2 but the ruleset has %3 (red_fives = %4)</source>
        <extracomment>%1 how many red fives, %2 the five (5m), %3 how many the rules have, %4 the rules&apos; red_fives</extracomment>
        <translation>赤%2が%1枚ありますが、ルールでは%3枚です（red_fives = %4）</translation>
    </message>
    <message>
        <source>%1 is not among the closed tiles</source>
        <extracomment>%1 the winning tile</extracomment>
        <translation>和了牌%1が手牌にありません</translation>
    </message>
    <message>
        <source>a hand with open melds cannot be in riichi</source>
        <translation>副露した手ではリーチできません</translation>
    </message>
    <message>
        <source>needs riichi or double_riichi</source>
        <extracomment>ippatsu</extracomment>
        <translation>一発にはリーチかダブルリーチが必要です</translation>
    </message>
    <message>
        <source>robbing a kan is a ron, not a tsumo</source>
        <translation>槍槓はツモではなくロンです</translation>
    </message>
    <message>
        <source>a win on the last wall tile is a tsumo (use houtei for a ron)</source>
        <translation>海底はツモです（ロンなら河底）</translation>
    </message>
    <message>
        <source>a win on the last discard is a ron (use haitei for a tsumo)</source>
        <translation>河底はロンです（ツモなら海底）</translation>
    </message>
    <message>
        <source>a win on the replacement tile is a tsumo</source>
        <translation>嶺上開花はツモです</translation>
    </message>
    <message>
        <source>needs a kan among the melds (or a north set aside)</source>
        <extracomment>rinshan</extracomment>
        <translation>嶺上開花には槓（または抜きドラ）が必要です</translation>
    </message>
    <message>
        <source>a replacement tile is not the last wall tile</source>
        <translation>嶺上牌は海底牌ではありません</translation>
    </message>
    <message>
        <source>the kan before the replacement draw ends ippatsu</source>
        <translation>嶺上牌の前の槓で一発は消えます</translation>
    </message>
    <message>
        <source>a robbed kan tile is not the last discard</source>
        <translation>槍槓の牌は河底牌ではありません</translation>
    </message>
    <message>
        <source>the robbed tile %1 is in the hand more than once, but three copies are in the kan</source>
        <extracomment>%1 a tile</extracomment>
        <translation>槍槓の牌%1が手に2枚以上ありますが、槓には3枚あります</translation>
    </message>
    <message>
        <source>only the dealer (seat_wind E) wins on the deal</source>
        <extracomment>tenhou</extracomment>
        <translation>天和は親だけです</translation>
    </message>
    <message>
        <source>a win on the deal is a tsumo</source>
        <translation>天和はツモです</translation>
    </message>
    <message>
        <source>the dealer&apos;s first-draw win is tenhou</source>
        <translation>親の第一ツモの和了は天和です</translation>
    </message>
    <message>
        <source>a win on the first draw is a tsumo</source>
        <translation>地和はツモです</translation>
    </message>
    <message>
        <source>only a non-dealer can win by renhou</source>
        <translation>人和は子だけです</translation>
    </message>
    <message>
        <source>renhou is a ron before the first draw</source>
        <translation>人和は第一ツモ前のロンです</translation>
    </message>
    <message>
        <source>no meld can have been made yet</source>
        <extracomment>tenhou, chiihou or renhou</extracomment>
        <translation>まだ副露はできません</translation>
    </message>
    <message>
        <source>riichi cannot have been declared yet</source>
        <extracomment>tenhou, chiihou or renhou</extracomment>
        <translation>まだリーチはできません</translation>
    </message>
    <message>
        <source>cannot be combined with haitei, houtei, rinshan or chankan</source>
        <extracomment>tenhou, chiihou or renhou</extracomment>
        <translation>海底・河底・嶺上開花・槍槓とは重なりません</translation>
    </message>
    <message>
        <source>at most 4, got %1</source>
        <extracomment>melds of a hand: %1 how many</extracomment>
        <translation>4つまでです（%1つあります）</translation>
    </message>
    <message>
        <source>%1 tiles with %2 melds; expected 13 or 14 counting 3 per meld (a kan counts as 3)</source>
        <extracomment>a hand to analyse: %1 its concealed tiles, %2 its melds</extracomment>
        <translation>副露%2つで手牌が%1枚です。副露1つを3枚と数えて13枚か14枚です（槓も3枚）</translation>
    </message>
    <message>
        <source>%1 copies of %2 counting the melds (at most 4)</source>
        <extracomment>%1 how many, %2 a tile</extracomment>
        <translation>副露を含めて%2が%1枚あります（4枚まで）</translation>
    </message>
    <message>
        <source>%1 copies of %2 counting the hand and the melds (at most 4)</source>
        <extracomment>%1 how many, %2 a tile</extracomment>
        <translation>手牌と副露を含めて%2が%1枚見えています（4枚まで）</translation>
    </message>
    <message>
        <source>%1 tiles; waits need a hand before its draw (13 tiles counting 3 per meld)</source>
        <extracomment>%1 how many concealed tiles</extracomment>
        <translation>手牌が%1枚です。待ちはツモ前の手（副露1つを3枚と数えて13枚）で調べます</translation>
    </message>
    <message>
        <source>%1 tiles; tile acceptance needs a hand before its draw (13 tiles counting 3 per meld)</source>
        <extracomment>%1 how many concealed tiles</extracomment>
        <translation>手牌が%1枚です。受け入れはツモ前の手（副露1つを3枚と数えて13枚）で調べます</translation>
    </message>
    <message>
        <source>%1 tiles; discard analysis needs a hand after its draw (14 tiles counting 3 per meld)</source>
        <extracomment>%1 how many concealed tiles</extracomment>
        <translation>手牌が%1枚です。打牌の分析はツモ後の手（副露1つを3枚と数えて14枚）で行います</translation>
    </message>
    <message>
        <source>not a winning hand</source>
        <extracomment>a quiz question&apos;s hand</extracomment>
        <translation>和了形ではありません</translation>
    </message>
    <message>
        <source>no yaku</source>
        <extracomment>a quiz question&apos;s hand</extracomment>
        <translation>役なし</translation>
    </message>
    <message>
        <source>not tenpai (no tile completes it)</source>
        <extracomment>a quiz question&apos;s hand</extracomment>
        <translation>聴牌していません（和了牌がありません）</translation>
    </message>
    <message>
        <source>no discard</source>
        <extracomment>a quiz question&apos;s hand</extracomment>
        <translation>打牌がありません</translation>
    </message>
    <message>
        <source>a furiten question needs a 13-tile hand (3 per meld)</source>
        <translation>フリテンの問題には13枚の手（副露1つにつき3枚）が必要です</translation>
    </message>
    <message>
        <source>unknown</source>
        <extracomment>the kind of a quiz question</extracomment>
        <translation>不明です</translation>
    </message>
    <message>
        <source>must be 1, 2 or 3, got %1</source>
        <extracomment>a quiz&apos;s difficulty: %1 the value given</extracomment>
        <translation>1、2、3のいずれかです（%1ではなく）</translation>
    </message>
    <message>
        <source>quizzes are generated for four players only</source>
        <translation>問題は四人打ちだけで作ります</translation>
    </message>
    <message>
        <source>no question after %1 attempts</source>
        <extracomment>%1 how many tries</extracomment>
        <translation>%1回試しても問題を作れませんでした</translation>
    </message>
    <message>
        <source>a win needs at least 1 han, not %1</source>
        <extracomment>%1 the han entered</extracomment>
        <translation>和了には1翻以上が必要です（%1翻ではなく）</translation>
    </message>
    <message>
        <source>fu %1 does not exist (20, 25, 30, 40 … 110)</source>
        <extracomment>%1 the fu entered</extracomment>
        <translation>%1符はありません（20、25、30、40 … 110）</translation>
    </message>
    <message>
        <source>%1 han %2 fu does not exist</source>
        <extracomment>%1 han, %2 fu</extracomment>
        <translation>%1翻%2符という点数はありません</translation>
    </message>
    <message>
        <source>a ron is never 20 fu</source>
        <translation>ロンで20符にはなりません</translation>
    </message>
    <message>
        <source>seat %1 is out of range</source>
        <extracomment>%1 a seat number the table does not have</extracomment>
        <translation>席%1はありません</translation>
    </message>
    <message>
        <source>yakuman is negative</source>
        <translation>役満の数が負です</translation>
    </message>
    <message>
        <source>pao %1 is out of range</source>
        <extracomment>%1 a seat number the table does not have</extracomment>
        <translation>包（パオ）の席%1はありません</translation>
    </message>
    <message>
        <source>the liable player (pao) cannot be the winner</source>
        <translation>包（パオ）の責任者は和了者になれません</translation>
    </message>
    <message>
        <source>liability (pao) is for yakuman only</source>
        <translation>包（パオ）は役満だけに適用されます</translation>
    </message>
    <message>
        <source>the yakuman the liable player pays for must be 1..%1</source>
        <extracomment>%1 the yakuman of the win</extracomment>
        <translation>包（パオ）の役満数は1〜%1です</translation>
    </message>
    <message>
        <source>seat %1 is out of range for %2 players</source>
        <extracomment>%1 a seat number, %2 the players at the table</extracomment>
        <translation>%2人の卓に席%1はありません</translation>
    </message>
    <message>
        <source>%1 cannot declare riichi with only %2 points (needs %3)</source>
        <extracomment>%1 a player, %2 their points, %3 the riichi deposit</extracomment>
        <translation>%1は持ち点%2点ではリーチできません（%3点必要）</translation>
    </message>
    <message>
        <source>a ron without a winner</source>
        <translation>和了者のいないロンです</translation>
    </message>
    <message>
        <source>discarder %1 is out of range</source>
        <extracomment>%1 a seat number the table does not have</extracomment>
        <translation>放銃者の席%1はありません</translation>
    </message>
    <message>
        <source>winner %1 (%2) is also the discarder</source>
        <extracomment>%1 the number of the winner in the entry, %2 the player</extracomment>
        <translation>和了者%1（%2）が放銃者になっています</translation>
    </message>
    <message>
        <source>winner %1 (%2) is listed twice</source>
        <extracomment>%1 the number of the winner in the entry, %2 the player</extracomment>
        <translation>和了者%1（%2）が二度入っています</translation>
    </message>
    <message>
        <source>a tsumo needs exactly one winner</source>
        <translation>ツモの和了者は1人です</translation>
    </message>
    <message>
        <source>chombo offender %1 is out of range</source>
        <extracomment>%1 a seat number the table does not have</extracomment>
        <translation>チョンボの席%1はありません</translation>
    </message>
    <message>
        <source>the game had already ended: %1</source>
        <extracomment>%1 why the game ended</extracomment>
        <translation>対局はすでに終わっていました: %1</translation>
    </message>
    <message>
        <source>players must be 3 or 4</source>
        <translation>人数は3人か4人です</translation>
    </message>
    <message>
        <source>no such hand (round %1, hand %2, honba %3, deposits %4)</source>
        <extracomment>the hand a game starts with: %1 round (0 east), %2 hand (from 0), %3 honba, %4 riichi deposits</extracomment>
        <translation>その局はありません（場%1、局%2、%3本場、供託%4）</translation>
    </message>
    <message>
        <source>after_hand %1 is not a hand of the game</source>
        <extracomment>%1 a hand number</extracomment>
        <translation>after_hand %1はこの対局の局ではありません</translation>
    </message>
    <message>
        <source>the record has no hands</source>
        <translation>記録に局がありません</translation>
    </message>
    <message>
        <source>the hand has no result</source>
        <translation>この局には結果がありません</translation>
    </message>
    <message>
        <source>seat %1 is to draw</source>
        <extracomment>what the table waits for: %1 a seat, counted from 0</extracomment>
        <translation>席%1がツモる番です</translation>
    </message>
    <message>
        <source>seat %1 is to discard</source>
        <extracomment>what the table waits for: %1 a seat, counted from 0</extracomment>
        <translation>席%1が打牌する番です</translation>
    </message>
    <message>
        <source>seat %1 is to draw a replacement tile</source>
        <extracomment>what the table waits for: %1 a seat, counted from 0</extracomment>
        <translation>席%1が嶺上牌をツモる番です</translation>
    </message>
    <message>
        <source>the discard of seat %1 may be called, else seat %2 draws</source>
        <extracomment>what the table waits for: %1 the seat that discarded, %2 the seat to draw (seats counted from 0)</extracomment>
        <translation>席%1の捨て牌を鳴けます。鳴かなければ席%2がツモります</translation>
    </message>
    <message>
        <source>seat %1 is to draw a replacement tile after a kan</source>
        <extracomment>what the table waits for: %1 a seat, counted from 0</extracomment>
        <translation>槓の後で席%1が嶺上牌をツモる番です</translation>
    </message>
    <message>
        <source>the kyoku has ended</source>
        <extracomment>what the table waits for: nothing, the hand is over</extracomment>
        <translation>この局は終わっています</translation>
    </message>
    <message>
        <source>a draw when it is not seat %1&apos;s turn (seat %2 is to draw)</source>
        <extracomment>%1 the seat that drew, %2 the seat to draw (seats counted from 0)</extracomment>
        <translation>席%1の番ではないのにツモ（席%2がツモる番です）</translation>
    </message>
    <message>
        <source>a draw when it is not seat %1&apos;s turn (the discard of seat %2 may be called, else seat %3 draws)</source>
        <extracomment>%1 the seat that drew, %2 the seat that discarded, %3 the seat to draw (seats counted from 0)</extracomment>
        <translation>席%1の番ではないのにツモ（席%2の捨て牌を鳴けます。鳴かなければ席%3がツモります）</translation>
    </message>
    <message>
        <source>a draw when it is not seat %1&apos;s turn (seat %2 is to draw a replacement tile)</source>
        <extracomment>%1 the seat that drew, %2 the seat to draw (seats counted from 0)</extracomment>
        <translation>席%1の番ではないのにツモ（席%2が嶺上牌をツモる番です）</translation>
    </message>
    <message>
        <source>a draw when it is not seat %1&apos;s turn (seat %2 is to draw a replacement tile after a kan)</source>
        <extracomment>%1 the seat that drew, %2 the seat to draw (seats counted from 0)</extracomment>
        <translation>席%1の番ではないのにツモ（槓の後で席%2が嶺上牌をツモる番です）</translation>
    </message>
    <message>
        <source>event after the end of the kyoku</source>
        <translation>局の終了後のイベントです</translation>
    </message>
    <message>
        <source>no such seat %1</source>
        <extracomment>%1 a seat number</extracomment>
        <translation>席%1はありません</translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation>不明なイベントです</translation>
    </message>
    <message>
        <source>a draw from an empty wall</source>
        <translation>山が尽きているのにツモりました</translation>
    </message>
    <message>
        <source>%1 is not in the hand (%2)</source>
        <extracomment>%1 a tile (5m), %2 the hand (123m456p…)</extracomment>
        <translation>%1が手牌にありません（%2）</translation>
    </message>
    <message>
        <source>marked tsumogiri, but the tile just drawn is %1</source>
        <extracomment>%1 a tile (5m)</extracomment>
        <translation>ツモ切りとされていますが、ツモった牌は%1です</translation>
    </message>
    <message>
        <source>seat %1 is already in riichi</source>
        <extracomment>%1 a seat, counted from 0</extracomment>
        <translation>席%1はすでにリーチしています</translation>
    </message>
    <message>
        <source>riichi with an open hand</source>
        <translation>副露した手でリーチしました</translation>
    </message>
    <message>
        <source>riichi with %1 points, less than the %2 deposit</source>
        <extracomment>%1 the points of the player, %2 the riichi deposit</extracomment>
        <translation>持ち点%1でリーチしました（供託%2に足りません）</translation>
    </message>
    <message>
        <source>riichi from a hand that is not tenpai (%1)</source>
        <extracomment>%1 the hand (123m456p…)</extracomment>
        <translation>テンパイしていない手でリーチしました（%1）</translation>
    </message>
    <message>
        <source>the tile is called from seat %1, but the last discard is seat %2&apos;s</source>
        <extracomment>%1 and %2 seats, counted from 0</extracomment>
        <translation>席%1から鳴いていますが、最後の捨て牌は席%2のものです</translation>
    </message>
    <message>
        <source>a player cannot call their own discard</source>
        <translation>自分の捨て牌は鳴けません</translation>
    </message>
    <message>
        <source>the called tile %1 is not the last discard %2</source>
        <extracomment>%1 and %2 tiles (5m)</extracomment>
        <translation>鳴いた牌%1は最後の捨て牌%2ではありません</translation>
    </message>
    <message>
        <source>no chi in three-player games</source>
        <translation>三人打ちにチーはありません</translation>
    </message>
    <message>
        <source>chi from seat %1, who is not the player on the left</source>
        <extracomment>%1 a seat, counted from 0</extracomment>
        <translation>上家ではない席%1からチーしました</translation>
    </message>
    <message>
        <source>a call must be a chi, pon or open kan</source>
        <translation>鳴きはチー、ポン、大明槓のいずれかです</translation>
    </message>
    <message>
        <source>a %1 uses %2 own tiles, not %3</source>
        <extracomment>%1 the kind of meld (chi, pon, minkan), %2 and %3 numbers of tiles</extracomment>
        <translation>%1は手牌を%2枚使います（%3枚ではありません）</translation>
    </message>
    <message>
        <source>seat %1 is in riichi and cannot call</source>
        <extracomment>%1 a seat, counted from 0</extracomment>
        <translation>席%1はリーチ中なので鳴けません</translation>
    </message>
    <message>
        <source>%1 is not in the caller&apos;s hand (%2)</source>
        <extracomment>%1 a tile (5m), %2 the hand (123m456p…)</extracomment>
        <translation>%1が鳴いた人の手牌にありません（%2）</translation>
    </message>
    <message>
        <source>a closed kan uses 4 tiles, not %1</source>
        <extracomment>%1 a number of tiles</extracomment>
        <translation>暗槓は4枚使います（%1枚ではありません）</translation>
    </message>
    <message>
        <source>a closed kan needs four tiles of one kind (%1)</source>
        <extracomment>%1 the tiles (1111m)</extracomment>
        <translation>暗槓には同じ牌が4枚必要です（%1）</translation>
    </message>
    <message>
        <source>a closed kan without four %1 in hand (%2)</source>
        <extracomment>%1 a tile (5m), %2 the hand (123m456p…)</extracomment>
        <translation>手牌に%1が4枚ないのに暗槓しました（%2）</translation>
    </message>
    <message>
        <source>an added kan without a pon of %1</source>
        <extracomment>%1 a tile (5m)</extracomment>
        <translation>%1のポンがないのに加槓しました</translation>
    </message>
    <message>
        <source>a north bonus in a four-player game</source>
        <translation>四人打ちで北抜きをしました</translation>
    </message>
    <message>
        <source>only a north can be set aside, not %1</source>
        <extracomment>%1 a tile (5m)</extracomment>
        <translation>抜けるのは北だけです（%1は抜けません）</translation>
    </message>
    <message>
        <source>no north in the hand (%1)</source>
        <extracomment>%1 the hand (123m456p…)</extracomment>
        <translation>手牌に北がありません（%1）</translation>
    </message>
    <message>
        <source>seat %1 has not declared riichi</source>
        <extracomment>%1 a seat, counted from 0</extracomment>
        <translation>席%1はリーチを宣言していません</translation>
    </message>
    <message>
        <source>a new dora indicator without a kan to reveal it (%1 indicators, %2 kans)</source>
        <extracomment>%1 the number of dora indicators, %2 the number of kans</extracomment>
        <translation>槓がないのに新ドラ表示牌がめくられました（表示牌%1枚、槓%2回）</translation>
    </message>
    <message>
        <source>no win result %1</source>
        <extracomment>%1 the number of a win result in the hand</extracomment>
        <translation>和了結果%1はありません</translation>
    </message>
    <message>
        <source>the win names no valid seats</source>
        <translation>和了に有効な席がありません</translation>
    </message>
    <message>
        <source>a tsumo after another win</source>
        <translation>他の和了の後のツモ和了です</translation>
    </message>
    <message>
        <source>a ron on seat %1, but the last tile came from seat %2</source>
        <extracomment>%1 and %2 seats, counted from 0</extracomment>
        <translation>席%1からのロンですが、最後の牌は席%2のものです</translation>
    </message>
    <message>
        <source>seat %1 wins twice</source>
        <extracomment>%1 a seat, counted from 0</extracomment>
        <translation>席%1が二度和了しています</translation>
    </message>
    <message>
        <source>a draw without a draw result</source>
        <translation>流局の結果がない流局です</translation>
    </message>
    <message>
        <source>an exhaustive draw with %1 tiles left in the wall</source>
        <extracomment>%1 a number of tiles</extracomment>
        <translation>山に%1枚残っているのに荒牌流局です</translation>
    </message>
    <message>
        <source>no kyoku %1</source>
        <extracomment>%1 the number of a hand in the record, counted from 0</extracomment>
        <translation>局%1はありません</translation>
    </message>
    <message>
        <source>no such dealer seat %1</source>
        <extracomment>%1 a seat number</extracomment>
        <translation>親の席%1はありません</translation>
    </message>
    <message>
        <source>no dora indicator</source>
        <translation>ドラ表示牌がありません</translation>
    </message>
    <message>
        <source>seat %1 is dealt %2 tiles, not 13</source>
        <extracomment>%1 a seat, counted from 0, %2 a number of tiles</extracomment>
        <translation>席%1の配牌が%2枚です（13枚ではありません）</translation>
    </message>
    <message>
        <source>%1 copies of %2 dealt and shown</source>
        <extracomment>%1 a number, %2 a tile (5m)</extracomment>
        <translation>配牌と表示牌に%2が%1枚あります</translation>
    </message>
    <message>
        <source>no event after event %1</source>
        <extracomment>%1 the number of the last event</extracomment>
        <translation>イベント%1の後にイベントがありません</translation>
    </message>
    <message>
        <source>no step %1</source>
        <extracomment>%1 the number of a step</extracomment>
        <translation>ステップ%1はありません</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>対局の終わり</translation>
    </message>
    <message>
        <source>the start of the game</source>
        <translation>対局の始まりです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move (see the move notation: 1d5m, 1r5m, 1t, 2h, 3c4m56m, -)</source>
        <extracomment>%1 what was typed; the examples are moves in the move notation and stay as they are</extracomment>
        <translation>「%1」は手ではありません (手の記法: 1d5m, 1r5m, 1t, 2h, 3c4m56m, -)</translation>
    </message>
    <message>
        <source>%1 is not a legal action here (legal: %2)</source>
        <extracomment>%1 a move in the move notation (1d5m), %2 the legal moves in that notation</extracomment>
        <translation>%1 はここでは打てません (合法手: %2)</translation>
    </message>
    <message>
        <source>the line has ended</source>
        <translation>この変化は終局しています</translation>
    </message>
    <message>
        <source>no variation %1</source>
        <extracomment>%1 the number of a variation</extracomment>
        <translation>変化 %1 はありません</translation>
    </message>
    <message>
        <source>the parent line has no move %1 to leave from</source>
        <extracomment>%1 a number of moves</extracomment>
        <translation>親の手順に分岐元の手 %1 がありません</translation>
    </message>
    <message>
        <source>a game of %1 players (3 or 4 are possible)</source>
        <extracomment>%1 a number of players</extracomment>
        <translation>%1 人の対局（3 人か 4 人のみ）</translation>
    </message>
    <message>
        <source>round %1 is out of range (0 = East 1 to 15 = North 4)</source>
        <extracomment>%1 a round number</extracomment>
        <translation>場 %1 は範囲外です（0 = 東1局 〜 15 = 北4局）</translation>
    </message>
    <message>
        <source>honba %1 or deposits %2 out of range (0 to 999)</source>
        <extracomment>%1 honba count, %2 riichi deposits</extracomment>
        <translation>本場 %1 または供託 %2 が範囲外です（0 〜 999）</translation>
    </message>
    <message>
        <source>start score %1 of seat %2 is out of range</source>
        <extracomment>%1 points, %2 a seat number</extracomment>
        <translation>席 %2 の開始点 %1 は範囲外です</translation>
    </message>
    <message>
        <source>%1 dora and %2 ura indicators (1 to 5 dora, no more ura than dora)</source>
        <extracomment>%1 and %2 counts of indicator tiles</extracomment>
        <translation>ドラ表示牌 %1 枚と裏ドラ表示牌 %2 枚（ドラは 1 〜 5 枚、裏ドラはドラ以下）</translation>
    </message>
    <message>
        <source>%1 is not used with three players</source>
        <extracomment>%1 a tile such as 5m</extracomment>
        <translation>%1 は三人麻雀では使いません</translation>
    </message>
    <message>
        <source>%1 red %2 dealt and shown (the rules have %3)</source>
        <extracomment>%1 a count, %2 a tile such as 5p, %3 a count</extracomment>
        <translation>赤 %2 が %1 枚配られ表示されています（ルールでは %3 枚）</translation>
    </message>
    <message>
        <source>%1 moves (at most %2)</source>
        <extracomment>%1 and %2 counts of moves</extracomment>
        <translation>%1 手（最大 %2）</translation>
    </message>
    <message>
        <source>%1 kyoku (at most %2)</source>
        <extracomment>%1 and %2 counts of hands</extracomment>
        <translation>%1 局（最大 %2）</translation>
    </message>
    <message>
        <source>the record has no kyoku</source>
        <translation>記録に局がありません</translation>
    </message>
    <message>
        <source>the kyoku does not end (a win or a draw is needed)</source>
        <translation>局が終わっていません（和了か流局が必要です）</translation>
    </message>
    <message>
        <source>%1 is not in the record (%2 kyoku)</source>
        <extracomment>%1 the number of a hand, %2 how many hands the record has (after &quot;kyoku: &quot;)</extracomment>
        <translation>%1は記録にありません（%2局）</translation>
    </message>
    <message>
        <source>%1 is not in kyoku %2 (%3 steps)</source>
        <extracomment>%1 the number of a step, %2 the number of a hand, %3 how many steps it has (after &quot;step: &quot;)</extracomment>
        <translation>%1は局%2にありません（%3ステップ）</translation>
    </message>
    <message>
        <source>a win makes a yaku, fu or points question</source>
        <extracomment>after &quot;kind: &quot;; the kinds of quiz question a win of a record gives</extracomment>
        <translation>和了から作れるのは役・符・点数の問題です</translation>
    </message>
    <message>
        <source>%1 is not in the record</source>
        <extracomment>%1 the number of a hand of the record (after &quot;kyoku: &quot;)</extracomment>
        <translation>%1は記録にありません</translation>
    </message>
    <message>
        <source>kyoku %1 has no win #%2</source>
        <extracomment>%1 the number of a hand, %2 the number of a win (after &quot;win: &quot;)</extracomment>
        <translation>局%1に和了#%2はありません</translation>
    </message>
    <message>
        <source>the winner holds no drawn tile at the tsumo</source>
        <extracomment>after &quot;win: &quot;</extracomment>
        <translation>ツモ和了の時に和了者がツモ牌を持っていません</translation>
    </message>
    <message>
        <source>seat %1 is not about to discard at step %2</source>
        <extracomment>%1 a seat, counted from 0, %2 the number of a step (after &quot;step: &quot;)</extracomment>
        <translation>ステップ%2で席%1は打牌する番ではありません</translation>
    </message>
    <message>
        <source>%1 is not at the table</source>
        <extracomment>%1 a seat number (after &quot;seat: &quot;)</extracomment>
        <translation>%1は卓にいません</translation>
    </message>
    <message>
        <source>no other player&apos;s tile to pass at step %1</source>
        <extracomment>%1 the number of a step (after &quot;step: &quot;)</extracomment>
        <translation>ステップ%1で見逃せる他家の牌がありません</translation>
    </message>
    <message>
        <source>%1 does not complete seat %2&apos;s hand</source>
        <extracomment>%1 a tile (5m), %2 a seat, counted from 0 (after &quot;step: &quot;)</extracomment>
        <translation>%1では席%2の手は和了になりません</translation>
    </message>
    <message>
        <source>waits questions are generated, not taken from records</source>
        <extracomment>after &quot;kind: &quot;</extracomment>
        <translation>待ちの問題は生成されるもので、記録からは作れません</translation>
    </message>
    <message>
        <source>%1 tiles in hand counting 3 per meld, %2 expected</source>
        <extracomment>a composed position: %1 the number of tiles in a hand, %2 the number expected (after &quot;seat 2: hand: &quot;)</extracomment>
        <translation>手牌が%1枚です（副露は3枚と数えます）。%2枚のはずです</translation>
    </message>
    <message>
        <source>the drawn tile %1 is not in the hand</source>
        <extracomment>a composed position: %1 a tile (5m)</extracomment>
        <translation>ツモ牌%1が手牌にありません</translation>
    </message>
    <message>
        <source>only the seat to discard shows a drawn tile</source>
        <extracomment>a composed position: a drawn tile shown for a seat that does not discard now</extracomment>
        <translation>ツモ牌を示せるのは打牌する席だけです</translation>
    </message>
    <message>
        <source>%1 copies of %2 on the table (at most 4)</source>
        <extracomment>a composed position: %1 a number, %2 a tile kind (5m)</extracomment>
        <translation>卓上に%2が%1枚あります（最大4枚）</translation>
    </message>
    <message>
        <source>%1 source seats for %2 melds</source>
        <extracomment>a composed position: %1 and %2 numbers</extracomment>
        <translation>副露%2個に対して鳴いた相手の席が%1個あります</translation>
    </message>
    <message>
        <source>a %1 cannot come from seat %2</source>
        <extracomment>a composed position: %1 a meld kind (chi, pon, minkan, ankan, kakan), %2 a seat counted from 0</extracomment>
        <translation>%1を席%2から鳴くことはできません</translation>
    </message>
    <message>
        <source>%1 is marked called by seat %2, which is not another seat</source>
        <extracomment>a composed position: %1 a tile of a river, %2 a seat counted from 0</extracomment>
        <translation>%1は席%2に鳴かれたとされていますが、それは他家の席ではありません</translation>
    </message>
    <message>
        <source>%1 riichi tiles in the river, %2 expected</source>
        <extracomment>a composed position: %1 and %2 numbers of riichi (sideways) tiles</extracomment>
        <translation>河に立直宣言牌が%1枚あります。%2枚のはずです</translation>
    </message>
    <message>
        <source>ippatsu without riichi</source>
        <extracomment>a composed position (after &quot;seat 2: &quot;)</extracomment>
        <translation>立直なしで一発になっています</translation>
    </message>
    <message>
        <source>double riichi without riichi</source>
        <extracomment>a composed position (after &quot;seat 2: &quot;)</extracomment>
        <translation>立直なしでダブル立直になっています</translation>
    </message>
    <message>
        <source>the claim phase needs a discard of seat %1 still in its river</source>
        <extracomment>a composed position: %1 a seat counted from 0</extracomment>
        <translation>鳴き・ロンの場面には、河に残っている席%1の打牌が必要です</translation>
    </message>
    <message>
        <source>score %1 is not a multiple of 100</source>
        <extracomment>a composed position: %1 a score in points</extracomment>
        <translation>点数%1は100の倍数ではありません</translation>
    </message>
    <message>
        <source>seat 3 must be empty with three players</source>
        <extracomment>a composed position of a three-player game</extracomment>
        <translation>三人麻雀では席3は空でなければなりません</translation>
    </message>
    <message>
        <source>not a position text: it starts with &apos;%1&apos;, not &apos;hp1&apos;</source>
        <extracomment>the position text form: %1 the start of the text; hp1 is the version tag, not translated</extracomment>
        <translation>局面テキストではありません。&apos;hp1&apos;ではなく&apos;%1&apos;で始まっています</translation>
    </message>
    <message>
        <source>%1 characters, at most %2</source>
        <extracomment>the position text form: %1 and %2 numbers of characters</extracomment>
        <translation>%1文字です（最大%2文字）</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;</source>
        <extracomment>the position text form: %1 a field name as written</extracomment>
        <translation>不明な項目&apos;%1&apos;です</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <extracomment>the position text form: %1 a field name (turn, wall), not translated</extracomment>
        <translation>項目&apos;%1&apos;がありません</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; is given twice</source>
        <extracomment>the position text form: %1 a field name as written</extracomment>
        <translation>項目&apos;%1&apos;が2回あります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <extracomment>the position text form: %1 the text found</extracomment>
        <translation>&apos;%1&apos;は数ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile</source>
        <extracomment>the position text form: %1 the text found</extracomment>
        <translation>&apos;%1&apos;は牌ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a meld (see the position text form)</source>
        <extracomment>the position text form: %1 the text found</extracomment>
        <translation>&apos;%1&apos;は副露ではありません（局面テキストの書式を参照）</translation>
    </message>
    <message>
        <source>%1 items, at most %2</source>
        <extracomment>the position text form: %1 a number of items (tiles, melds), %2 the most allowed</extracomment>
        <translation>%1個あります（最大%2個）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a flag (r riichi, d double riichi, i ippatsu)</source>
        <extracomment>the position text form: %1 a letter; the letters r, d, i are not translated</extracomment>
        <translation>&apos;%1&apos;はフラグではありません（r 立直、d ダブル立直、i 一発）</translation>
    </message>
    <message>
        <source>no answer is given</source>
        <extracomment>a problem of a lesson (after &quot;answers: &quot;)</extracomment>
        <translation>答えがありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an answer to a %2 problem</source>
        <extracomment>%1 an answer as typed, %2 the kind of problem (discard, call, riichi, push_fold, win, furiten), not translated</extracomment>
        <translation>&apos;%1&apos;は%2の問題の答えになりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <extracomment>%1 an answer</extracomment>
        <translation>&apos;%1&apos;が2回あります</translation>
    </message>
    <message>
        <source>the hand of seat %1 is hidden</source>
        <extracomment>%1 a seat counted from 0</extracomment>
        <translation>席%1の手牌が伏せられています</translation>
    </message>
    <message>
        <source>seat %1 is not the one to discard</source>
        <extracomment>%1 a seat counted from 0</extracomment>
        <translation>席%1は打牌する番ではありません</translation>
    </message>
    <message>
        <source>seat %1 has no tile of another seat to call or ron</source>
        <extracomment>%1 a seat counted from 0</extracomment>
        <translation>席%1が鳴いたりロンしたりできる他家の牌がありません</translation>
    </message>
    <message>
        <source>the hand cannot make %1 with the tile offered</source>
        <extracomment>%1 a call as written (chi:345m)</extracomment>
        <translation>この手では出た牌で%1はできません</translation>
    </message>
    <message>
        <source>a win by %1 cannot be shown in a position</source>
        <extracomment>%1 rinshan or chankan, not translated</extracomment>
        <translation>%1による和了は局面では表せません</translation>
    </message>
    <message>
        <source>a waits question has no problem kind</source>
        <extracomment>a quiz question saved into a lesson (after &quot;kind: &quot;)</extracomment>
        <translation>待ちの問題に対応する問題の種類はありません</translation>
    </message>
    <message>
        <source>a lesson needs a title</source>
        <extracomment>a lesson (after &quot;title: &quot;)</extracomment>
        <translation>レッスンには題名が必要です</translation>
    </message>
    <message>
        <source>%1 players cannot fill tables of four (4 to 256, a multiple of 4)</source>
        <extracomment>%1 a number of players</extracomment>
        <translation>%1 人では四人卓を埋められません（4 から 256 までの 4 の倍数）</translation>
    </message>
    <message>
        <source>%1 rounds (1 to %2)</source>
        <extracomment>%1 a number of rounds, %2 the most a tournament can have</extracomment>
        <translation>%1 回戦（1 から %2 まで）</translation>
    </message>
    <message>
        <source>%1 standing points for %2 players</source>
        <extracomment>%1 how many standing points were given, %2 the number of players</extracomment>
        <translation>%2 人に対して順位の点数が %1 件</translation>
    </message>
    <message>
        <source>%1 players at the table, not 4</source>
        <extracomment>%1 how many players a table of a seating lists</extracomment>
        <translation>卓に %1 人（4 人ではありません）</translation>
    </message>
    <message>
        <source>player %1 is out of range (0 to %2)</source>
        <extracomment>%1 a player index of a seating, %2 the highest index</extracomment>
        <translation>プレイヤー %1 は範囲外です（0 から %2 まで）</translation>
    </message>
    <message>
        <source>player %1 is already seated at table %2</source>
        <extracomment>%1 a player index, %2 the table (from 1) where they already sit in this round</extracomment>
        <translation>プレイヤー %1 はすでに %2卓に座っています</translation>
    </message>
    <message>
        <source>player %1 is not seated</source>
        <extracomment>%1 a player index that no table of the round lists</extracomment>
        <translation>プレイヤー %1 が座っていません</translation>
    </message>
    <message>
        <source>seat %1</source>
        <extracomment>a seat of the table, counted from 0 (0 the East seat of the first hand)</extracomment>
        <translation>席 %1</translation>
    </message>
</context>
<context>
    <name>haifu::formats</name>
    <message>
        <source>%1: larger than %2 MiB</source>
        <extracomment>%1 file, %2 the size limit in MiB</extracomment>
        <translation>%1: %2 MiB を超えています</translation>
    </message>
    <message>
        <source>%1 is not a Haifu game file: %2</source>
        <translation>%1 は Haifu の対局ファイルではありません: %2</translation>
    </message>
    <message>
        <source>%1 is not a Haifu game file (no &quot;format&quot;: &quot;haifu-notes&quot;)</source>
        <translation>%1 は Haifu の対局ファイルではありません（&quot;format&quot;: &quot;haifu-notes&quot; がありません）</translation>
    </message>
    <message>
        <source>%1 was written by a newer Haifu (file version %2); update Haifu to read it</source>
        <extracomment>%1 file, %2 the file&apos;s version</extracomment>
        <translation>%1 は新しい Haifu で書かれています（ファイル バージョン %2）。読むには Haifu を更新してください</translation>
    </message>
    <message>
        <source>%1 holds no game record</source>
        <translation>%1 に牌譜がありません</translation>
    </message>
    <message>
        <source>%1 holds %2 notes; at most %3 are read</source>
        <extracomment>%1 file, %2 how many notes it has, %3 the limit</extracomment>
        <translation>%1 にはメモが %2 件あります。読み込めるのは %3 件までです</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a whole number from %2 to %3</source>
        <extracomment>%1 field name, %2 its smallest and %3 its largest value</extracomment>
        <translation>&quot;%1&quot; は %2 から %3 までの整数でなければなりません</translation>
    </message>
    <message>
        <source>%1, note %2: %3</source>
        <extracomment>%1 file, %2 the note&apos;s number in the file, %3 what is wrong</extracomment>
        <translation>%1、メモ %2: %3</translation>
    </message>
    <message>
        <source>%1 holds %2 variations; at most %3 are read</source>
        <extracomment>%1 file, %2 how many variations it has, %3 the limit</extracomment>
        <translation>%1 には変化が %2 個あります。読み込めるのは %3 個までです</translation>
    </message>
    <message>
        <source>%1, variation %2: not a variation (id, kyoku, parent, branch, rank, moves)</source>
        <extracomment>%1 file, %2 the variation&apos;s number in the file</extracomment>
        <translation>%1、変化 %2: 変化になっていません (id、kyoku、parent、branch、rank、moves)</translation>
    </message>
    <message>
        <source>%1, note %2: no variation %3 in the file</source>
        <extracomment>%1 file, %2 the note&apos;s number in the file, %3 a variation id</extracomment>
        <translation>%1、メモ %2: ファイルに変化 %3 がありません</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <extracomment>%1 the smallest and %2 the largest value allowed</extracomment>
        <translation>%1 から %2 までの整数でなければなりません</translation>
    </message>
    <message>
        <source>%1, result %2, &quot;%3&quot;: %4</source>
        <extracomment>%1 file, %2 the entry&apos;s number in the results list, %3 a field name, %4 what is wrong</extracomment>
        <translation>%1、結果 %2、「%3」: %4</translation>
    </message>
    <message>
        <source>%1, problem %2, &quot;%3&quot;: %4</source>
        <extracomment>%1 file, %2 the problem&apos;s number, %3 a field name, %4 what is wrong</extracomment>
        <translation>%1、問題 %2、「%3」: %4</translation>
    </message>
    <message>
        <source>%1, &quot;%2&quot;: %3</source>
        <extracomment>%1 file, %2 a field name, %3 what is wrong</extracomment>
        <translation>%1、「%2」: %3</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>文字列でなければなりません</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <extracomment>%1 a number of characters</extracomment>
        <translation>%1 文字を超えています</translation>
    </message>
    <message>
        <source>must be a list of texts</source>
        <translation>文字列のリストでなければなりません</translation>
    </message>
    <message>
        <source>%1 entries; at most %2</source>
        <extracomment>%1 how many entries the list has, %2 the limit</extracomment>
        <translation>%1 件あります。最大 %2 件です</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ありません</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>true か false でなければなりません</translation>
    </message>
    <message>
        <source>%1 tiles; at most %2</source>
        <extracomment>%1 how many tiles are given, %2 the limit</extracomment>
        <translation>牌が %1 枚あります。最大 %2 枚です</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos; (discard, call, riichi, push_fold, win, furiten)</source>
        <extracomment>%1 the kind given; the names in parentheses are file keywords, keep them</extracomment>
        <translation>不明な種類 &apos;%1&apos;（discard、call、riichi、push_fold、win、furiten）</translation>
    </message>
    <message>
        <source>%1: larger than %2 KiB</source>
        <extracomment>%1 file, %2 the size limit in KiB</extracomment>
        <translation>%1: %2 KiB を超えています</translation>
    </message>
    <message>
        <source>%1 is not %2 (no &quot;format&quot;: &quot;%3&quot;)</source>
        <extracomment>%1 file, %2 the kind of file, %3 the format keyword</extracomment>
        <translation>%1 は%2ではありません（&quot;format&quot;: &quot;%3&quot; がありません）</translation>
    </message>
    <message>
        <source>%1: unknown file version %2</source>
        <extracomment>%1 file, %2 the version it gives</extracomment>
        <translation>%1: 不明なファイルバージョン %2</translation>
    </message>
    <message>
        <source>a Haifu lesson file</source>
        <translation>Haifu のレッスンファイル</translation>
    </message>
    <message>
        <source>a Haifu results file</source>
        <translation>Haifu の結果ファイル</translation>
    </message>
    <message>
        <source>must be a list of problems</source>
        <translation>問題のリストでなければなりません</translation>
    </message>
    <message>
        <source>%1 holds %2 problems; at most %3 are read</source>
        <extracomment>%1 file, %2 how many problems it has, %3 the limit</extracomment>
        <translation>%1 には問題が %2 問あります。読み込めるのは最大 %3 問です</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 file, %2 what is wrong (it names the problem and the field)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>must be a lesson&apos;s fingerprint (16 hex digits)</source>
        <translation>レッスンのフィンガープリント（16 桁の 16 進数）でなければなりません</translation>
    </message>
    <message>
        <source>must be a list of results</source>
        <translation>結果のリストでなければなりません</translation>
    </message>
    <message>
        <source>%1 holds %2 results; at most %3 are read</source>
        <extracomment>%1 file, %2 how many results it has, %3 the limit</extracomment>
        <translation>%1 には結果が %2 件あります。読み込めるのは最大 %3 件です</translation>
    </message>
    <message>
        <source>given more than once</source>
        <translation>複数回指定されています</translation>
    </message>
    <message>
        <source>%1 is empty: it is not %2</source>
        <extracomment>%1 file, %2 the kind of file (&quot;a Haifu lesson file&quot;)</extracomment>
        <translation>%1 は空です: %2 ではありません</translation>
    </message>
    <message>
        <source>%1 is cut off: it ends before %2 does (%3)</source>
        <extracomment>%1 file, %2 the kind of file, %3 the JSON parser&apos;s message</extracomment>
        <translation>%1 は途中で切れています: %2 の終わりより前で終わっています（%3）</translation>
    </message>
    <message>
        <source>%1 is not %2: at line %3, column %4: %5</source>
        <extracomment>%1 file, %2 the kind of file, %3 line, %4 column, %5 the JSON parser&apos;s message</extracomment>
        <translation>%1 は %2 ではありません: %3 行 %4 列目: %5</translation>
    </message>
    <message>
        <source>%1 is not %2: it holds no JSON object</source>
        <extracomment>%1 file, %2 the kind of file (&quot;a Haifu lesson file&quot;)</extracomment>
        <translation>%1 は %2 ではありません: JSON オブジェクトがありません</translation>
    </message>
    <message>
        <source>the list is empty: a lesson needs at least one problem</source>
        <translation>リストが空です: レッスンには問題が 1 問以上必要です</translation>
    </message>
</context>
<context>
    <name>haifu::network</name>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 が %2 秒以内に応答しませんでした</translation>
    </message>
    <message>
        <source>The answer of %1 is larger than %2: not a game log</source>
        <translation>%1 の応答が %2 を超えています: 牌譜ではありません</translation>
    </message>
    <message>
        <source>Cannot reach %1 (are you offline?): %2</source>
        <translation>%1 に接続できません（オフラインですか？）: %2</translation>
    </message>
    <message>
        <source>%1 did not answer in time</source>
        <translation>%1 が時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>%1 redirected the download from HTTPS to HTTP; refused</source>
        <translation>%1 がダウンロードを HTTPS から HTTP へリダイレクトしたため拒否しました</translation>
    </message>
    <message>
        <source>%1 redirected the download more than %2 times; refused</source>
        <translation>%1 のリダイレクトが %2 回を超えたため拒否しました</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed: %2</source>
        <translation>%1 との安全な接続に失敗しました: %2</translation>
    </message>
    <message>
        <source>%1 has no such log (HTTP %2)</source>
        <translation>%1 にその牌譜はありません（HTTP %2）</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2 %3</source>
        <translation>%1 の応答: HTTP %2 %3</translation>
    </message>
    <message>
        <source>The download from %1 failed: %2</source>
        <translation>%1 からのダウンロードに失敗しました: %2</translation>
    </message>
    <message>
        <source>A download is running already</source>
        <translation>すでにダウンロード中です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Tenhou log id (the form is YYYYMMDDHHgm-TTTT-LLLL-XXXXXXXX, e.g. 2019103023gm-00a9-0000-f90e0fe9)</source>
        <translation>「%1」は天鳳の牌譜 ID ではありません（形式は YYYYMMDDHHgm-TTTT-LLLL-XXXXXXXX、例: 2019103023gm-00a9-0000-f90e0fe9）</translation>
    </message>
    <message>
        <source>tw=%1 is not a seat (tw is 0, 1, 2 or 3)</source>
        <translation>tw=%1 は席ではありません（tw は 0、1、2、3 のいずれか）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a web address</source>
        <translation>「%1」は Web アドレスではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Tenhou address (paste a tenhou.net log address or a log id)</source>
        <translation>「%1」は天鳳のアドレスではありません（tenhou.net の牌譜アドレスか牌譜 ID を貼り付けてください）</translation>
    </message>
    <message>
        <source>The address &apos;%1&apos; names no game (it has no log=…)</source>
        <translation>アドレス「%1」は対局を指していません（log=… がありません）</translation>
    </message>
    <message>
        <source>Paste a Tenhou log address or log id</source>
        <translation>天鳳の牌譜アドレスまたは牌譜 ID を貼り付けてください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a web address to download logs from (http or https)</source>
        <translation>「%1」は牌譜をダウンロードできる Web アドレス（http または https）ではありません</translation>
    </message>
    <message>
        <source>The log address &apos;%1&apos; must not hold &apos;?&apos; or &apos;#&apos;: the log id is added as ?ID</source>
        <translation>牌譜のアドレス「%1」に「?」や「#」は使えません: 牌譜 ID は ?ID として付け加えられます</translation>
    </message>
    <message>
        <source>The server sent an empty answer, not a Tenhou log</source>
        <translation>サーバーの応答は空で、天鳳の牌譜ではありません</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not a Tenhou log: %1</source>
        <translation>サーバーの応答は天鳳の牌譜ではありません: %1</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not a Tenhou log (it begins &apos;%1&apos;)</source>
        <translation>サーバーの応答は天鳳の牌譜ではありません（先頭: 「%1」）</translation>
    </message>
</context>
<context>
    <name>haifu::reports</name>
    <message>
        <source>E</source>
        <translation>東</translation>
    </message>
    <message>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>%1%2-%3</source>
        <extracomment>a hand&apos;s short name: %1 round wind letter, %2 hand number, %3 honba (E1-0)</extracomment>
        <translation>%1%2-%3</translation>
    </message>
    <message>
        <source>Exhaustive draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Nagashi mangan</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Nine terminals (abortive draw)</source>
        <translation>九種九牌（途中流局）</translation>
    </message>
    <message>
        <source>Four winds (abortive draw)</source>
        <translation>四風連打（途中流局）</translation>
    </message>
    <message>
        <source>Four riichi (abortive draw)</source>
        <translation>四家立直（途中流局）</translation>
    </message>
    <message>
        <source>Four kans (abortive draw)</source>
        <translation>四槓散了（途中流局）</translation>
    </message>
    <message>
        <source>Triple ron (abortive draw)</source>
        <translation>三家和（途中流局）</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>a hand&apos;s result on a score sheet (the column is narrow)</extracomment>
        <translation>流局</translation>
    </message>
    <message>
        <source>%1× yakuman</source>
        <extracomment>a multiple yakuman in the han/fu column of a score sheet</extracomment>
        <translation>%1倍役満</translation>
    </message>
    <message>
        <source>yakuman</source>
        <translation>役満</translation>
    </message>
    <message>
        <source>%1 han %2 fu</source>
        <extracomment>%1 han, %2 fu</extracomment>
        <translation>%1翻%2符</translation>
    </message>
    <message>
        <source>Tsumo: %1</source>
        <translation>ツモ: %1</translation>
    </message>
    <message>
        <source>Ron: %1 from %2</source>
        <translation>ロン: %1（放銃 %2）</translation>
    </message>
    <message>
        <source>, all noten</source>
        <translation>、全員ノーテン</translation>
    </message>
    <message>
        <source>, tenpai: %1</source>
        <translation>、聴牌: %1</translation>
    </message>
    <message>
        <source>no result recorded</source>
        <translation>結果の記録なし</translation>
    </message>
    <message>
        <source>This step cannot be replayed.</source>
        <translation>この局面は再生できません。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>実戦:</translation>
    </message>
    <message>
        <source>Better:</source>
        <translation>より良い手:</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>対局 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <extracomment>%n notes in the game</extracomment>
        <translation>
            <numerusform>メモ %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>各局</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>This game has no notes yet.</source>
        <translation>この対局にはまだメモがありません。</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>%1 手目</translation>
    </message>
    <message>
        <source>Made with Haifu</source>
        <extracomment>the report&apos;s last line; %1 is a date</extracomment>
        <translation>Haifu で作成</translation>
    </message>
    <message>
        <source>Cannot draw the tiles %1: is the SVG image plugin (libqt6svg6) installed?</source>
        <translation>牌 %1 を描画できません: SVG 画像プラグイン（libqt6svg6）はインストールされていますか？</translation>
    </message>
    <message>
        <source>Cannot write the PDF file %1</source>
        <translation>PDF ファイル %1 を書き出せません</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>the page footer of a report: %1 page, %2 pages</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>The tenhou.net/6 JSON of game %1 does not read back: %2</source>
        <translation>対局 %1 の tenhou.net/6 JSON を読み戻せません: %2</translation>
    </message>
    <message>
        <source>The game in %1 cannot be added to the library: %2</source>
        <translation>%1 の対局をライブラリに追加できません: %2</translation>
    </message>
    <message>
        <source>%1, note %2: %3</source>
        <extracomment>%1 file, %2 the note&apos;s number in the file, %3 what is wrong</extracomment>
        <translation>%1、メモ %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n han</source>
        <translation>
            <numerusform>%n翻</numerusform>
        </translation>
    </message>
    <message>
        <source>the table</source>
        <translation>卓全体</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <extracomment>a player without a name in the record; %1 is the seat number (1-4)</extracomment>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <extracomment>a hand&apos;s short name: %1 round wind letter with hand number (E1), %2 honba</extracomment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>nine terminals</source>
        <translation>九種九牌</translation>
    </message>
    <message>
        <source>four winds</source>
        <translation>四風連打</translation>
    </message>
    <message>
        <source>four riichi</source>
        <translation>四家立直</translation>
    </message>
    <message>
        <source>four kans</source>
        <translation>四槓散了</translation>
    </message>
    <message>
        <source>triple ron</source>
        <translation>三家和</translation>
    </message>
    <message>
        <source>last hand played</source>
        <translation>オーラス終了</translation>
    </message>
    <message>
        <source>a player went below zero</source>
        <translation>トビ（持ち点が0未満）</translation>
    </message>
    <message>
        <source>the dealer ended on top in the last hand</source>
        <translation>オーラスで親がトップ（アガリ止め）</translation>
    </message>
    <message>
        <source>a player reached the return score in the extension</source>
        <translation>西入後に返し点に到達</translation>
    </message>
    <message>
        <source>the extension round ended</source>
        <translation>西入後の延長が終了</translation>
    </message>
    <message>
        <source>chombo ends the game</source>
        <translation>チョンボで終局</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>han and fu in the han/fu column of a score sheet: %1 han, %2 fu</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>start %1</source>
        <translation>配給原点 %1</translation>
    </message>
    <message>
        <source>return %1</source>
        <translation>返し点 %1</translation>
    </message>
    <message>
        <source>uma by how many end below the return score (JPML)</source>
        <translation>ウマは返し点未満の人数で変動（連盟方式）</translation>
    </message>
    <message>
        <source>uma %1</source>
        <translation>ウマ %1</translation>
    </message>
    <message>
        <source>oka %1</source>
        <translation>オカ %1</translation>
    </message>
    <message>
        <source>ties shared</source>
        <translation>同点分け</translation>
    </message>
    <message>
        <source>ties by seat order</source>
        <translation>同点は席順</translation>
    </message>
    <message>
        <source>no rounding</source>
        <translation>端数処理なし</translation>
    </message>
    <message>
        <source>rounded to 1,000 (500 up)</source>
        <translation>1,000点単位で四捨五入</translation>
    </message>
    <message>
        <source>rounded to 1,000 (500 down)</source>
        <translation>1,000点単位で五捨六入</translation>
    </message>
    <message>
        <source>rounded up to 1,000</source>
        <translation>1,000点単位で切り上げ</translation>
    </message>
    <message>
        <source>chombo: reverse mangan</source>
        <translation>チョンボ: 満貫払い</translation>
    </message>
    <message>
        <source>chombo %1 after uma</source>
        <translation>チョンボ: ウマの後に %1</translation>
    </message>
    <message>
        <source>chombo: %1 to each</source>
        <translation>チョンボ: 他家各自に %1 支払い</translation>
    </message>
    <message>
        <source>no chombo penalty</source>
        <translation>チョンボの罰則なし</translation>
    </message>
    <message>
        <source>leftover deposits to 1st</source>
        <translation>残り供託はトップ取り</translation>
    </message>
    <message>
        <source>leftover deposits lost</source>
        <translation>残り供託は没収</translation>
    </message>
    <message>
        <source>busting ends the game</source>
        <translation>トビで終局</translation>
    </message>
    <message>
        <source>no busting</source>
        <translation>トビなし</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>a player without a name; %1 is the seat (East, South, …)</extracomment>
        <translation>%1家</translation>
    </message>
    <message>
        <source>%1=</source>
        <extracomment>a place shared by tied players on a score sheet (&quot;1=&quot;)</extracomment>
        <translation>%1=</translation>
    </message>
    <message>
        <source>Triple ron</source>
        <translation>トリロン</translation>
    </message>
    <message>
        <source>Double ron</source>
        <translation>ダブロン</translation>
    </message>
    <message>
        <source>Ron</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Tsumo</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Nagashi</source>
        <translation>流し満貫</translation>
    </message>
    <message>
        <source>Nagashi: %1</source>
        <extracomment>%1 lists the players with nagashi mangan</extracomment>
        <translation>流し満貫: %1</translation>
    </message>
    <message>
        <source>all noten</source>
        <translation>全員ノーテン</translation>
    </message>
    <message>
        <source>all tenpai</source>
        <translation>全員聴牌</translation>
    </message>
    <message>
        <source>Tenpai: %1</source>
        <extracomment>%1 lists the players in tenpai at a draw</extracomment>
        <translation>聴牌: %1</translation>
    </message>
    <message>
        <source>Abortive</source>
        <extracomment>a hand&apos;s result on a score sheet: an abortive draw (the column is narrow)</extracomment>
        <translation>途中流局</translation>
    </message>
    <message>
        <source>Chombo</source>
        <translation>チョンボ</translation>
    </message>
    <message>
        <source>after %1</source>
        <extracomment>when a referee&apos;s penalty was given: %1 is a hand (E3-1)</extracomment>
        <translation>%1 の後</translation>
    </message>
    <message>
        <source>before the first hand</source>
        <translation>最初の局の前</translation>
    </message>
    <message>
        <source>Game over after %1: %2.</source>
        <extracomment>%1 the last hand (S4-0), %2 why the game ended</extracomment>
        <translation>%1 で終局: %2。</translation>
    </message>
    <message>
        <source>Game in progress, next hand %1: the scores are provisional.</source>
        <extracomment>%1 is the next hand to play (E3-1)</extracomment>
        <translation>対局中、次の局は %1: 点数は暫定です。</translation>
    </message>
    <message>
        <source>No deposits left on the table.</source>
        <translation>残り供託はありません。</translation>
    </message>
    <message>
        <source>Deposits left on the table: %1 (%2), not paid out (ruleset).</source>
        <extracomment>%1 the number of riichi sticks, %2 their points</extracomment>
        <translation>残り供託: %1本（%2点）、ルールにより支払いなし。</translation>
    </message>
    <message>
        <source>Deposits left on the table: %1 (%2), to %3.</source>
        <extracomment>%1 lists who received the leftover deposits and how much</extracomment>
        <translation>残り供託: %1本（%2点）→ %3。</translation>
    </message>
    <message>
        <source>Table total before penalties: %1 ✓</source>
        <translation>ペナルティ前の卓の合計: %1 ✓</translation>
    </message>
    <message>
        <source>Table total before penalties: %1 ✗ (not zero: rounding)</source>
        <extracomment>the zero-sum check of a score sheet failed; %1 is the sum (+1.0)</extracomment>
        <translation>ペナルティ前の卓の合計: %1 ✗（0 ではない: 端数処理）</translation>
    </message>
    <message>
        <source>Cannot paint the score sheet on this device.</source>
        <translation>このデバイスにはスコアシートを描画できません。</translation>
    </message>
    <message>
        <source>The page has no room to paint on.</source>
        <translation>ページに描画できる領域がありません。</translation>
    </message>
    <message>
        <source>Leftover deposits: %1 to %2</source>
        <translation>残り供託: %1 → %2</translation>
    </message>
    <message>
        <source>Table total before penalties: %1</source>
        <translation>ペナルティ前の卓の合計: %1</translation>
    </message>
    <message>
        <source>Penalties (hand, player, points, reason):</source>
        <translation>ペナルティ（局・プレイヤー・ポイント・理由）:</translation>
    </message>
    <message>
        <source>Penalties: none.</source>
        <translation>ペナルティ: なし。</translation>
    </message>
    <message>
        <source>Penalties (deducted after uma):</source>
        <translation>ペナルティ（ウマの後に差し引き）:</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>スコアシート</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>PROVISIONAL: game in progress</source>
        <translation>暫定: 対局中</translation>
    </message>
    <message>
        <source>page %1, continued</source>
        <extracomment>on the second and later pages of a score sheet: %1 is the page number</extracomment>
        <translation>%1ページ目（続き）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Session / hanchan</source>
        <translation>回戦（半荘）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>審判</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>start</source>
        <translation>配給原点</translation>
    </message>
    <message>
        <source>return</source>
        <translation>返し点</translation>
    </message>
    <message>
        <source>uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <source>oka</source>
        <translation>オカ</translation>
    </message>
    <message>
        <source>No.</source>
        <extracomment>score sheet column: the number of the ledger entry (narrow)</extracomment>
        <translation>No.</translation>
    </message>
    <message>
        <source>Honba</source>
        <extracomment>score sheet column: counters on the table (narrow)</extracomment>
        <translation>本場</translation>
    </message>
    <message>
        <source>Sticks before</source>
        <extracomment>score sheet column: riichi sticks on the table before the hand (narrow, two lines)</extracomment>
        <translation>供託 前</translation>
    </message>
    <message>
        <source>Winner / tenpai</source>
        <translation>和了 / 聴牌</translation>
    </message>
    <message>
        <source>Discarder / offender</source>
        <translation>放銃 / 違反</translation>
    </message>
    <message>
        <source>Pao</source>
        <translation>包</translation>
    </message>
    <message>
        <source>Han/Fu</source>
        <translation>翻/符</translation>
    </message>
    <message>
        <source>Sticks after</source>
        <extracomment>score sheet column: riichi sticks left on the table after the hand (narrow, two lines)</extracomment>
        <translation>供託 後</translation>
    </message>
    <message>
        <source>first dealer</source>
        <translation>起家</translation>
    </message>
    <message>
        <source>EMA no.</source>
        <translation>EMA 番号</translation>
    </message>
    <message>
        <source>EMA %1</source>
        <translation>EMA %1</translation>
    </message>
    <message>
        <source>R</source>
        <extracomment>the riichi column of a seat on a score sheet (a tick per riichi)</extracomment>
        <translation>リ</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>備考:</translation>
    </message>
    <message>
        <source>Table points at the end</source>
        <translation>終局時の持ち点</translation>
    </message>
    <message>
        <source>Leftover deposits</source>
        <translation>残り供託</translation>
    </message>
    <message>
        <source>Raw score</source>
        <translation>素点</translation>
    </message>
    <message>
        <source>(Raw − %1) / 1000</source>
        <extracomment>%1 is the return score (30,000)</extracomment>
        <translation>(素点 − %1) / 1000</translation>
    </message>
    <message>
        <source>Uma</source>
        <translation>ウマ</translation>
    </message>
    <message>
        <source>Oka</source>
        <translation>オカ</translation>
    </message>
    <message>
        <source>Penalties (after uma)</source>
        <translation>ペナルティ（ウマ後）</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最終ポイント</translation>
    </message>
    <message>
        <source>Provisional score</source>
        <translation>暫定ポイント</translation>
    </message>
    <message>
        <source>Signatures: the players agree with this sheet.</source>
        <translation>署名: 以上の記録に同意します。</translation>
    </message>
    <message>
        <source>Referee: %1</source>
        <translation>審判: %1</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>第%1回戦</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>%1卓</translation>
    </message>
    <message>
        <source>PROVISIONAL</source>
        <translation>暫定</translation>
    </message>
    <message>
        <source>Cannot finish painting the score sheet.</source>
        <translation>スコアシートの描画を完了できません。</translation>
    </message>
    <message>
        <source>Cannot write the PDF file %1: %2</source>
        <translation>PDF ファイル %1 を書き出せません: %2</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Provisional</source>
        <translation>暫定</translation>
    </message>
    <message>
        <source>%1 riichi</source>
        <extracomment>CSV column headings of a seat: %1 is the seat (East)</extracomment>
        <translation>%1 リーチ</translation>
    </message>
    <message>
        <source>%1 change</source>
        <translation>%1 収支</translation>
    </message>
    <message>
        <source>%1 total</source>
        <translation>%1 合計</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <source>EMA number</source>
        <translation>EMA 番号</translation>
    </message>
    <message>
        <source>Table points</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <source>Table total before penalties</source>
        <translation>ペナルティ前の卓の合計</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>not zero</source>
        <translation>0 ではない</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1着</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2着</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3着</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4着</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation>（続き）</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>%1 時点</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>ルール: %1</translation>
    </message>
    <message>
        <source>finished games only; equal totals share a rank (=)</source>
        <translation>終了した対局のみ。合計が同じ場合は同順位（=）</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Avg. place</source>
        <translation>平均着順</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>終了した対局はまだありません。</translation>
    </message>
    <message>
        <source>Cannot finish painting the standings.</source>
        <translation>順位表の描画を完了できません。</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>集計日</translation>
    </message>
    <message>
        <source>Shared rank</source>
        <translation>同順位</translation>
    </message>
    <message>
        <source>Average place</source>
        <translation>平均着順</translation>
    </message>
    <message>
        <source>Tenhou</source>
        <translation>天鳳</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>M-League</source>
        <translation>Mリーグ</translation>
    </message>
    <message>
        <source>WRC</source>
        <translation>WRC</translation>
    </message>
    <message>
        <source>EMA 2016</source>
        <translation>EMA 2016</translation>
    </message>
    <message>
        <source>EMA 2025</source>
        <translation>EMA 2025</translation>
    </message>
    <message>
        <source>JPML</source>
        <translation>日本プロ麻雀連盟</translation>
    </message>
    <message>
        <source>%1 (modified)</source>
        <extracomment>a preset with some of its options changed, %1 the preset (&quot;EMA 2016&quot;)</extracomment>
        <translation>%1（変更あり）</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 が %2 をツモ</translation>
    </message>
    <message>
        <source>%1 declares riichi, discards %2</source>
        <translation>%1 がリーチして %2 を打牌</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 が %2 を打牌</translation>
    </message>
    <message>
        <source>%1 calls %2 on %3 from %4</source>
        <extracomment>%1 the caller, %2 chi/pon/kan, %3 the tile, %4 the discarder</extracomment>
        <translation>%1 が %4 の %3 を%2</translation>
    </message>
    <message>
        <source>chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>kan</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>%1 declares a closed kan of %2</source>
        <translation>%1 が %2 を暗槓</translation>
    </message>
    <message>
        <source>%1 adds %2 to a pon</source>
        <translation>%1 が %2 を加槓</translation>
    </message>
    <message>
        <source>%1 sets a north aside</source>
        <translation>%1 が北を抜く</translation>
    </message>
    <message>
        <source>new dora indicator %1</source>
        <translation>新ドラ表示牌 %1</translation>
    </message>
    <message>
        <source>%1 wins by tsumo</source>
        <translation>%1 のツモ和了</translation>
    </message>
    <message>
        <source>%1 wins by ron from %2</source>
        <translation>%1 が %2 からロン和了</translation>
    </message>
    <message>
        <source>leaves variation %1 after its move %2</source>
        <extracomment>%1 the variation it leaves, %2 after how many of its moves</extracomment>
        <translation>変化 %1 の %2 手目から分岐</translation>
    </message>
    <message>
        <source>instead of: %1</source>
        <translation>実戦: %1</translation>
    </message>
    <message>
        <source>Variation %1</source>
        <translation>変化 %1</translation>
    </message>
    <message>
        <source>Variation %1 “%2”</source>
        <translation>変化 %1「%2」</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>手順: %1</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>点数: %1</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>%1 手目</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>%1: a variation leaves a variation the file does not hold</source>
        <extracomment>%1 file</extracomment>
        <translation>%1: ファイルにない変化から分岐する変化があります</translation>
    </message>
    <message>
        <source>%1, variation %2: %3</source>
        <extracomment>%1 file, %2 the variation&apos;s id, %3 why its line is refused</extracomment>
        <translation>%1、変化 %2: %3</translation>
    </message>
    <message>
        <source>What to discard</source>
        <translation>何切る</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>鳴くか見送るか</translation>
    </message>
    <message>
        <source>Riichi or stay closed</source>
        <translation>リーチかダマか</translation>
    </message>
    <message>
        <source>Push or fold</source>
        <translation>押すか降りるか</translation>
    </message>
    <message>
        <source>Han, fu and points of the win</source>
        <translation>和了の翻・符・点数</translation>
    </message>
    <message>
        <source>Furiten: may you ron?</source>
        <translation>フリテン: ロンできるか</translation>
    </message>
    <message>
        <source>call  /  pass</source>
        <translation>鳴く  /  見送る</translation>
    </message>
    <message>
        <source>riichi  /  dama</source>
        <translation>リーチ  /  ダマ</translation>
    </message>
    <message>
        <source>push  /  fold</source>
        <translation>押す  /  降りる</translation>
    </message>
    <message>
        <source>____ han   ____ fu   ________ points</source>
        <translation>____ 翻   ____ 符   ________ 点</translation>
    </message>
    <message>
        <source>yes  /  no</source>
        <translation>はい  /  いいえ</translation>
    </message>
    <message>
        <source>%1 han %2 fu, %3 points</source>
        <extracomment>a win&apos;s answer: %1 han, %2 fu, %3 points</extracomment>
        <translation>%1翻%2符、%3点</translation>
    </message>
    <message>
        <source>call</source>
        <translation>鳴く</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>見送る</translation>
    </message>
    <message>
        <source>riichi</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <source>dama (stay closed)</source>
        <translation>ダマ</translation>
    </message>
    <message>
        <source>push</source>
        <translation>押す</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>降りる</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an answer with its detail: %1 call/fold, %2 the meld or tile (&quot;call (chi:345m)&quot;)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>the hand of a problem: %1 round wind (East), %2 hand number (East 2)</extracomment>
        <translation>%1%2局</translation>
    </message>
    <message>
        <source>to draw</source>
        <translation>ツモ番</translation>
    </message>
    <message>
        <source>to discard</source>
        <translation>打牌番</translation>
    </message>
    <message>
        <source>just discarded</source>
        <translation>打牌直後</translation>
    </message>
    <message>
        <source>Honba: %1</source>
        <translation>%1本場</translation>
    </message>
    <message>
        <source>Riichi sticks: %1</source>
        <translation>供託: %1本</translation>
    </message>
    <message>
        <source>Tiles left: %1</source>
        <translation>残り%1枚</translation>
    </message>
    <message>
        <source>Dora indicators</source>
        <translation>ドラ表示牌</translation>
    </message>
    <message>
        <source>%1 · you</source>
        <translation>%1 · あなた</translation>
    </message>
    <message>
        <source>double riichi</source>
        <translation>ダブルリーチ</translation>
    </message>
    <message>
        <source>Rivers oldest first. Sideways: the riichi tile; faded: called away; underlined: discarded as drawn (tsumogiri); outlined: the discard that may be called.</source>
        <translation>河は古い順。横向き: リーチ宣言牌、薄い牌: 鳴かれた牌、下線: ツモ切り、枠: 鳴かれうる打牌。</translation>
    </message>
    <message>
        <source>Problem %1</source>
        <translation>問題%1</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答え:</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作: %1</translation>
    </message>
    <message>
        <source>%1 problems. Write your answer on the line under each problem; the answer key is on the last pages.</source>
        <translation>全%1問。各問題の下の線に答えを書いてください。解答は最後のページにあります。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日付:</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>エンジン: %1</translation>
    </message>
    <message>
        <source>The engine&apos;s answer differs from the teacher&apos;s.</source>
        <translation>エンジンの答えは先生の答えと異なります。</translation>
    </message>
    <message>
        <source>Accepted: %1</source>
        <translation>正解: %1</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Cannot write the worksheet.</source>
        <translation>練習問題シートを書き出せません。</translation>
    </message>
    <message>
        <source>The worksheet has no page %1.</source>
        <translation>練習問題シートに%1ページ目はありません。</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべての対局</translation>
    </message>
    <message>
        <source>There is no event %1.</source>
        <translation>イベント %1 はありません。</translation>
    </message>
    <message>
        <source>There is no season %1.</source>
        <translation>シーズン %1 はありません。</translation>
    </message>
    <message>
        <source>There is no club %1.</source>
        <translation>クラブ %1 はありません。</translation>
    </message>
    <message>
        <source>Choose a club, a season or an event.</source>
        <translation>クラブ、シーズンまたはイベントを選んでください。</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>EMA number: %1</source>
        <translation>EMA 番号: %1</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>R </source>
        <translation>R </translation>
    </message>
    <message>
        <source>When</source>
        <translation>時点</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>最終成績</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>途中経過</translation>
    </message>
    <message>
        <source>Provisional: the game has not ended.</source>
        <translation>暫定：対局はまだ終わっていません。</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>フォルダー %1 を作れません。</translation>
    </message>
</context>
<context>
    <name>haifu::storage</name>
    <message>
        <source>game %1, kyoku %2, step %3, seat %4</source>
        <translation>対局 %1、%2 局目、%3 手目、席 %4</translation>
    </message>
    <message>
        <source>Cannot read the annotation at %1</source>
        <translation>%1 の注釈を読めません</translation>
    </message>
    <message>
        <source>No such position: %1</source>
        <translation>その局面はありません: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an annotation mark (use one of %2)</source>
        <translation>&apos;%1&apos; は注釈の記号ではありません（%2 のいずれかを使ってください）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tile for the alternative discard: %2</source>
        <translation>&apos;%1&apos; は代わりの打牌として使える牌ではありません: %2</translation>
    </message>
    <message>
        <source>Cannot read game %1</source>
        <translation>対局 %1 を読めません</translation>
    </message>
    <message>
        <source>No game %1 in the library</source>
        <translation>ライブラリに対局 %1 はありません</translation>
    </message>
    <message>
        <source>Game %1 has %2 kyoku; there is no kyoku %3</source>
        <translation>対局 %1 は %2 局です。%3 局目はありません</translation>
    </message>
    <message>
        <source>Cannot save the annotation at %1</source>
        <translation>%1 の注釈を保存できません</translation>
    </message>
    <message>
        <source>Cannot remove the annotation at %1</source>
        <translation>%1 の注釈を削除できません</translation>
    </message>
    <message>
        <source>No annotation at %1</source>
        <translation>%1 に注釈はありません</translation>
    </message>
    <message>
        <source>Cannot read the annotations of game %1</source>
        <translation>対局 %1 の注釈を読めません</translation>
    </message>
    <message>
        <source>Cannot search the annotations for &apos;%1&apos;</source>
        <translation>注釈から &apos;%1&apos; を検索できません</translation>
    </message>
    <message>
        <source>Cannot read the players of the games</source>
        <translation>対局のプレイヤーを読めません</translation>
    </message>
    <message>
        <source>Cannot count the annotations of the games</source>
        <translation>対局の注釈を数えられません</translation>
    </message>
    <message>
        <source>Cannot read the tags of the games</source>
        <translation>対局のタグを読めません</translation>
    </message>
    <message>
        <source>A tag needs a name</source>
        <translation>タグには名前が必要です</translation>
    </message>
    <message>
        <source>Cannot create the tag &apos;%1&apos;</source>
        <translation>タグ &apos;%1&apos; を作成できません</translation>
    </message>
    <message>
        <source>Cannot read the tag &apos;%1&apos;</source>
        <translation>タグ &apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>No tag &apos;%1&apos; in the library</source>
        <translation>ライブラリにタグ &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <source>Cannot read the collection &apos;%1&apos;</source>
        <translation>コレクション &apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>No collection &apos;%1&apos; in the library</source>
        <translation>ライブラリにコレクション &apos;%1&apos; はありません</translation>
    </message>
    <message>
        <source>Cannot search the library</source>
        <translation>ライブラリを検索できません</translation>
    </message>
    <message>
        <source>Cannot count the games in the library</source>
        <translation>ライブラリの対局を数えられません</translation>
    </message>
    <message>
        <source>Cannot read the original files of game %1</source>
        <translation>対局 %1 の元ファイルを読めません</translation>
    </message>
    <message>
        <source>Game %1 has no original file in the library</source>
        <translation>対局 %1 の元ファイルがライブラリにありません</translation>
    </message>
    <message>
        <source>Cannot delete game %1</source>
        <translation>対局 %1 を削除できません</translation>
    </message>
    <message>
        <source>Cannot tag game %1</source>
        <translation>対局 %1 にタグを付けられません</translation>
    </message>
    <message>
        <source>Cannot remove the tag from game %1</source>
        <translation>対局 %1 のタグを外せません</translation>
    </message>
    <message>
        <source>Cannot read the tags</source>
        <translation>タグを読めません</translation>
    </message>
    <message>
        <source>A collection needs a name</source>
        <translation>コレクションには名前が必要です</translation>
    </message>
    <message>
        <source>Cannot create the collection &apos;%1&apos;</source>
        <translation>コレクション &apos;%1&apos; を作成できません</translation>
    </message>
    <message>
        <source>Cannot add game %1 to the collection</source>
        <translation>対局 %1 をコレクションに追加できません</translation>
    </message>
    <message>
        <source>Cannot remove game %1 from the collection</source>
        <translation>対局 %1 をコレクションから外せません</translation>
    </message>
    <message>
        <source>Cannot read the collections</source>
        <translation>コレクションを読めません</translation>
    </message>
    <message>
        <source>%1: cannot create the folder for the library</source>
        <translation>%1: ライブラリのフォルダを作成できません</translation>
    </message>
    <message>
        <source>Cannot check the library</source>
        <translation>ライブラリを検査できません</translation>
    </message>
    <message>
        <source>… and %1 more like this</source>
        <translation>…ほかに同様のものが %1 件</translation>
    </message>
    <message>
        <source>%1: is a folder; give a file name for the backup</source>
        <translation>%1: フォルダです。バックアップのファイル名を指定してください</translation>
    </message>
    <message>
        <source>%1: the folder does not exist</source>
        <translation>%1: フォルダが存在しません</translation>
    </message>
    <message>
        <source>%1: the backup cannot overwrite the library itself</source>
        <translation>%1: バックアップでライブラリ自体を上書きすることはできません</translation>
    </message>
    <message>
        <source>%1: cannot write the backup</source>
        <translation>%1: バックアップを書き出せません</translation>
    </message>
    <message>
        <source>%1: cannot put the backup in place: %2</source>
        <translation>%1: バックアップを配置できません: %2</translation>
    </message>
    <message>
        <source>%1: no backup file there</source>
        <translation>%1: バックアップファイルがありません</translation>
    </message>
    <message>
        <source>%1: this is the library itself</source>
        <translation>%1: これはライブラリ自体です</translation>
    </message>
    <message>
        <source>%1: cannot copy the backup to %2</source>
        <translation>%1: バックアップを %2 にコピーできません</translation>
    </message>
    <message>
        <source>%1: not a usable backup: %2</source>
        <translation>%1: 使えるバックアップではありません: %2</translation>
    </message>
    <message>
        <source>%1: the backup is damaged: %2</source>
        <translation>%1: バックアップが壊れています: %2</translation>
    </message>
    <message>
        <source>Restoring needs an SQLite library</source>
        <translation>復元には SQLite のライブラリが必要です</translation>
    </message>
    <message>
        <source>%1: cannot open the backup: %2</source>
        <translation>%1: バックアップを開けません: %2</translation>
    </message>
    <message>
        <source>%1: cannot start the restore: %2</source>
        <translation>%1: 復元を開始できません: %2</translation>
    </message>
    <message>
        <source>%1: the restore failed (the library is unchanged): %2</source>
        <translation>%1: 復元に失敗しました（ライブラリは変更されていません）: %2</translation>
    </message>
    <message>
        <source>%1: the integrity check cannot run</source>
        <translation>%1: 整合性検査を実行できません</translation>
    </message>
    <message>
        <source>table %1 row %2 refers to a missing row of %3</source>
        <translation>テーブル %1 の行 %2 が、存在しない %3 の行を参照しています</translation>
    </message>
    <message>
        <source>the full-text index of the annotations is out of step: %1</source>
        <translation>注釈の全文検索インデックスが一致していません: %1</translation>
    </message>
    <message>
        <source>game %1 has no original file</source>
        <translation>対局 %1 に元ファイルがありません</translation>
    </message>
    <message>
        <source>game %1 has %2 players but %3 player rows</source>
        <translation>対局 %1 はプレイヤー %2 人ですが、プレイヤー行が %3 行です</translation>
    </message>
    <message>
        <source>game %1 has %2 win rows but its players count %3 wins</source>
        <translation>対局 %1 の和了行は %2 行ですが、プレイヤーの和了数の合計は %3 です</translation>
    </message>
    <message>
        <source>Cannot count the library</source>
        <translation>ライブラリを集計できません</translation>
    </message>
    <message>
        <source>Cannot upgrade the library to schema version %1</source>
        <translation>ライブラリをスキーマ バージョン %1 に更新できません</translation>
    </message>
    <message>
        <source>Cannot record the schema version</source>
        <translation>スキーマのバージョンを記録できません</translation>
    </message>
    <message>
        <source>Cannot initialise the library settings</source>
        <translation>ライブラリの設定を初期化できません</translation>
    </message>
    <message>
        <source>Cannot read the player &apos;%1&apos;</source>
        <translation>プレイヤー &apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>No player &apos;%1&apos; in the library</source>
        <translation>ライブラリにプレイヤー &apos;%1&apos; はいません</translation>
    </message>
    <message>
        <source>Cannot compute the statistics of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; の成績を計算できません</translation>
    </message>
    <message>
        <source>Cannot compute the player statistics</source>
        <translation>プレイヤー成績を計算できません</translation>
    </message>
    <message>
        <source>Cannot read the quiz progress</source>
        <translation>クイズの成績を読めません</translation>
    </message>
    <message>
        <source>A quiz answer needs its question and kind</source>
        <translation>クイズの回答には問題と種類が必要です</translation>
    </message>
    <message>
        <source>Cannot save the quiz progress</source>
        <translation>クイズの成績を保存できません</translation>
    </message>
    <message>
        <source>Cannot save the quiz answer</source>
        <translation>クイズの回答を保存できません</translation>
    </message>
    <message>
        <source>Cannot read the quiz statistics</source>
        <translation>クイズの統計を読めません</translation>
    </message>
    <message>
        <source>Cannot read the library</source>
        <translation>ライブラリを読めません</translation>
    </message>
    <message>
        <source>Cannot read the club data</source>
        <translation>クラブのデータを読めません</translation>
    </message>
    <message>
        <source>Unknown club %1</source>
        <translation>不明なクラブ %1</translation>
    </message>
    <message>
        <source>Cannot read the seasons</source>
        <translation>シーズンを読めません</translation>
    </message>
    <message>
        <source>Unknown season %1</source>
        <translation>不明なシーズン %1</translation>
    </message>
    <message>
        <source>Cannot read the club events</source>
        <translation>クラブのイベントを読めません</translation>
    </message>
    <message>
        <source>Unknown club event %1</source>
        <translation>不明なクラブイベント %1</translation>
    </message>
    <message>
        <source>A season or event id cannot be negative</source>
        <translation>シーズンやイベントの ID は負にできません</translation>
    </message>
    <message>
        <source>Club event %1 belongs to another club</source>
        <translation>クラブイベント %1 は別のクラブのものです</translation>
    </message>
    <message>
        <source>Club event %1 belongs to another season than %2</source>
        <translation>クラブイベント %1 は %2 とは別のシーズンのものです</translation>
    </message>
    <message>
        <source>Season %1 belongs to another club</source>
        <translation>シーズン %1 は別のクラブのものです</translation>
    </message>
    <message>
        <source>Cannot read club game %1</source>
        <translation>クラブ対局 %1 を読めません</translation>
    </message>
    <message>
        <source>Unknown club game %1</source>
        <translation>不明なクラブ対局 %1</translation>
    </message>
    <message>
        <source>Club game %1: the stored ruleset cannot be read: %2</source>
        <translation>クラブ対局 %1: 保存されたルールを読めません: %2</translation>
    </message>
    <message>
        <source>Cannot read the hands of club game %1</source>
        <translation>クラブ対局 %1 の局を読めません</translation>
    </message>
    <message>
        <source>club game %1, hand %2</source>
        <translation>クラブ対局 %1、第%2局</translation>
    </message>
    <message>
        <source>%1: the hands are not numbered in sequence</source>
        <translation>%1: 局の番号が連続していません</translation>
    </message>
    <message>
        <source>%1: the stored entry is not a JSON object</source>
        <translation>%1: 保存された入力が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>Cannot read the penalties of club game %1</source>
        <translation>クラブ対局 %1 のペナルティを読めません</translation>
    </message>
    <message>
        <source>Cannot write the audit trail of club game %1</source>
        <translation>クラブ対局 %1 の変更履歴を書き込めません</translation>
    </message>
    <message>
        <source>Cannot update club game %1</source>
        <translation>クラブ対局 %1 を更新できません</translation>
    </message>
    <message>
        <source>Cannot update the results of club game %1</source>
        <translation>クラブ対局 %1 の結果を更新できません</translation>
    </message>
    <message>
        <source>Cannot renumber the ledger of club game %1</source>
        <translation>クラブ対局 %1 の台帳の番号を振り直せません</translation>
    </message>
    <message>
        <source>Cannot renumber the penalties of club game %1</source>
        <translation>クラブ対局 %1 のペナルティの番号を振り直せません</translation>
    </message>
    <message>
        <source>Club game %1 has no hand %2 (it has %3)</source>
        <translation>クラブ対局 %1 に第%2局はありません（全 %3 局）</translation>
    </message>
    <message>
        <source>Cannot save hand %1 of club game %2</source>
        <translation>クラブ対局 %2 の第%1局を保存できません</translation>
    </message>
    <message>
        <source>Club game %1: penalty seat %2 is out of range for %3 players</source>
        <translation>クラブ対局 %1: ペナルティの席 %2 は %3 人対局の範囲外です</translation>
    </message>
    <message>
        <source>Club game %1: a penalty of 0 points</source>
        <translation>クラブ対局 %1: 0 点のペナルティ</translation>
    </message>
    <message>
        <source>Club game %1: a penalty after hand %2, but the game has %3 hands</source>
        <translation>クラブ対局 %1: 第%2局の後のペナルティですが、対局は %3 局しかありません</translation>
    </message>
    <message>
        <source>A club needs a name</source>
        <translation>クラブには名前が必要です</translation>
    </message>
    <message>
        <source>Cannot read the clubs</source>
        <translation>クラブを読めません</translation>
    </message>
    <message>
        <source>There is already a club named &apos;%1&apos;</source>
        <translation>&apos;%1&apos; という名前のクラブはすでにあります</translation>
    </message>
    <message>
        <source>Cannot save the club &apos;%1&apos;</source>
        <translation>クラブ &apos;%1&apos; を保存できません</translation>
    </message>
    <message>
        <source>Cannot delete club %1</source>
        <translation>クラブ %1 を削除できません</translation>
    </message>
    <message>
        <source>A player needs a name</source>
        <translation>プレイヤーには名前が必要です</translation>
    </message>
    <message>
        <source>The club already has a player named &apos;%1&apos;</source>
        <translation>このクラブには &apos;%1&apos; という名前のプレイヤーがすでにいます</translation>
    </message>
    <message>
        <source>Cannot save the player &apos;%1&apos;</source>
        <translation>プレイヤー &apos;%1&apos; を保存できません</translation>
    </message>
    <message>
        <source>Cannot read the club players</source>
        <translation>クラブのプレイヤーを読めません</translation>
    </message>
    <message>
        <source>Unknown club player %1</source>
        <translation>不明なクラブプレイヤー %1</translation>
    </message>
    <message>
        <source>Cannot read the club games</source>
        <translation>クラブ対局を読めません</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; has played %n game(s) and cannot be deleted</source>
        <translation>
            <numerusform>&apos;%1&apos; は %n 局の対局に参加しているため削除できません</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot delete the player &apos;%1&apos;</source>
        <translation>プレイヤー &apos;%1&apos; を削除できません</translation>
    </message>
    <message>
        <source>A season needs a name</source>
        <translation>シーズンには名前が必要です</translation>
    </message>
    <message>
        <source>The club already has a season named &apos;%1&apos;</source>
        <translation>このクラブには &apos;%1&apos; という名前のシーズンがすでにあります</translation>
    </message>
    <message>
        <source>Cannot save the season &apos;%1&apos;</source>
        <translation>シーズン &apos;%1&apos; を保存できません</translation>
    </message>
    <message>
        <source>Cannot delete season %1</source>
        <translation>シーズン %1 を削除できません</translation>
    </message>
    <message>
        <source>A club event needs a season or a club</source>
        <translation>クラブイベントにはシーズンかクラブが必要です</translation>
    </message>
    <message>
        <source>A club event needs a name</source>
        <translation>クラブイベントには名前が必要です</translation>
    </message>
    <message>
        <source>Cannot save the club event &apos;%1&apos;</source>
        <translation>クラブイベント &apos;%1&apos; を保存できません</translation>
    </message>
    <message>
        <source>Cannot delete club event %1</source>
        <translation>クラブイベント %1 を削除できません</translation>
    </message>
    <message>
        <source>The ruleset is for %1 players; a club game needs 3 or 4</source>
        <translation>このルールは %1 人用です。クラブ対局は 3 人か 4 人です</translation>
    </message>
    <message>
        <source>The game has %1 players but the ruleset &apos;%2&apos; is for %3</source>
        <translation>対局は %1 人ですが、ルール &apos;%2&apos; は %3 人用です</translation>
    </message>
    <message>
        <source>Seat %1 must stay empty in a %2-player game</source>
        <translation>%2 人対局では席 %1 は空けておく必要があります</translation>
    </message>
    <message>
        <source>Seat %1 has no player</source>
        <translation>席 %1 にプレイヤーがいません</translation>
    </message>
    <message>
        <source>Seats %1 and %2 have the same player</source>
        <translation>席 %1 と席 %2 が同じプレイヤーです</translation>
    </message>
    <message>
        <source>Seat %1: unknown club player %2</source>
        <translation>席 %1: 不明なクラブプレイヤー %2</translation>
    </message>
    <message>
        <source>Seat %1: &apos;%2&apos; is not a player of this club</source>
        <translation>席 %1: &apos;%2&apos; はこのクラブのプレイヤーではありません</translation>
    </message>
    <message>
        <source>Cannot save the club game</source>
        <translation>クラブ対局を保存できません</translation>
    </message>
    <message>
        <source>Cannot delete club game %1</source>
        <translation>クラブ対局 %1 を削除できません</translation>
    </message>
    <message>
        <source>Cannot remove hand %1 of club game %2</source>
        <translation>クラブ対局 %2 の第%1局を削除できません</translation>
    </message>
    <message>
        <source>Cannot save the penalty of club game %1</source>
        <translation>クラブ対局 %1 のペナルティを保存できません</translation>
    </message>
    <message>
        <source>Club game %1 has no penalty %2 (it has %3)</source>
        <translation>クラブ対局 %1 にペナルティ %2 はありません（ペナルティは %3 件）</translation>
    </message>
    <message>
        <source>Cannot remove the penalty of club game %1</source>
        <translation>クラブ対局 %1 のペナルティを取り消せません</translation>
    </message>
    <message>
        <source>Cannot read the audit trail of club game %1</source>
        <translation>クラブ対局 %1 の変更履歴を読めません</translation>
    </message>
    <message>
        <source>Cannot read the club results</source>
        <translation>クラブの結果を読めません</translation>
    </message>
    <message>
        <source>club game %1 counts %2 hands but has %3 hand rows</source>
        <translation>クラブ対局 %1 は %2 局のはずですが、局の行が %3 行あります</translation>
    </message>
    <message>
        <source>club game %1 has %2 players but %3 result rows</source>
        <translation>クラブ対局 %1 はプレイヤー %2 人ですが、結果の行が %3 行あります</translation>
    </message>
    <message>
        <source>%1: an SQLite database, but not a Haifu library (application id %2)</source>
        <translation>%1: SQLite のデータベースですが、Haifu のライブラリではありません（アプリケーション ID %2）</translation>
    </message>
    <message>
        <source>%1: this library was written by a newer Haifu (schema version %2; this version knows up to %3). Update Haifu to open it.</source>
        <translation>%1: このライブラリは新しい Haifu で書かれています（スキーマ バージョン %2。このバージョンは %3 まで対応）。開くには Haifu を更新してください。</translation>
    </message>
    <message>
        <source>%1: not a readable library database: %2</source>
        <translation>%1: 読み込めるライブラリのデータベースではありません: %2</translation>
    </message>
    <message>
        <source>%1: cannot open the library: %2</source>
        <translation>%1: ライブラリを開けません: %2</translation>
    </message>
    <message>
        <source>file is not a database</source>
        <translation>データベースのファイルではありません</translation>
    </message>
    <message>
        <source>%1: not a regular file; give a file name for the backup</source>
        <translation>%1: 通常のファイルではありません。バックアップのファイル名を指定してください</translation>
    </message>
    <message>
        <source>%1: cannot write the backup: %2</source>
        <translation>%1: バックアップを書き出せません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <extracomment>%1 a file, %2 why it cannot be written (the system&apos;s words)</extracomment>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>the data was not written</source>
        <translation>データが書き込まれませんでした</translation>
    </message>
    <message>
        <source>Cannot sync %1 to the disk: %2</source>
        <extracomment>%1 a file, %2 the system&apos;s reason</extracomment>
        <translation>%1 をディスクに同期できません: %2</translation>
    </message>
    <message>
        <source>Cannot sync the folder %1 to the disk: %2</source>
        <translation>フォルダ %1 をディスクに同期できません: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>フォルダです</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: ファイルを読めません: %2</translation>
    </message>
    <message>
        <source>%1: the record holds no hand</source>
        <translation>%1: 牌譜に局がありません</translation>
    </message>
    <message>
        <source>Cannot run a library statement</source>
        <translation>ライブラリの命令を実行できません</translation>
    </message>
    <message>
        <source>%1: no library file there</source>
        <translation>%1: ライブラリのファイルがありません</translation>
    </message>
    <message>
        <source>%1: not a file</source>
        <translation>%1: ファイルではありません</translation>
    </message>
    <message>
        <source>The SQLite driver for Qt is missing (install libqt6sql6-sqlite)</source>
        <translation>Qt の SQLite ドライバがありません（libqt6sql6-sqlite をインストールしてください）</translation>
    </message>
    <message>
        <source>%1: cannot open the library</source>
        <translation>%1: ライブラリを開けません</translation>
    </message>
    <message>
        <source>%1: not a readable library database</source>
        <translation>%1: 読み込めるライブラリのデータベースではありません</translation>
    </message>
    <message>
        <source>%1: cannot configure the library</source>
        <translation>%1: ライブラリを設定できません</translation>
    </message>
    <message>
        <source>%1: cannot switch the library to WAL</source>
        <translation>%1: ライブラリを WAL モードにできません</translation>
    </message>
    <message>
        <source>%1: the library has schema version %2 and needs an upgrade to %3; open it writable once</source>
        <translation>%1: ライブラリのスキーマ バージョンは %2 で、%3 への更新が必要です。一度書き込み可能で開いてください</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot start a write transaction</source>
        <translation>書き込みトランザクションを開始できません</translation>
    </message>
    <message>
        <source>No transaction to commit</source>
        <translation>コミットするトランザクションがありません</translation>
    </message>
    <message>
        <source>Cannot commit to the library</source>
        <translation>ライブラリにコミットできません</translation>
    </message>
    <message>
        <source>Cannot prepare the import</source>
        <translation>取り込みを準備できません</translation>
    </message>
    <message>
        <source>Cannot look up the file in the library</source>
        <translation>ライブラリでファイルを照合できません</translation>
    </message>
    <message>
        <source>Cannot look up the game in the library</source>
        <translation>ライブラリで対局を照合できません</translation>
    </message>
    <message>
        <source>Cannot store the original file</source>
        <translation>元ファイルを保存できません</translation>
    </message>
    <message>
        <source>Cannot store the player &apos;%1&apos;</source>
        <translation>プレイヤー &apos;%1&apos; を保存できません</translation>
    </message>
    <message>
        <source>Cannot store the ruleset &apos;%1&apos;</source>
        <translation>ルール &apos;%1&apos; を保存できません</translation>
    </message>
    <message>
        <source>Cannot read the ruleset &apos;%1&apos;</source>
        <translation>ルール &apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>Cannot store the game</source>
        <translation>対局を保存できません</translation>
    </message>
    <message>
        <source>Cannot store the players of the game</source>
        <translation>対局のプレイヤーを保存できません</translation>
    </message>
    <message>
        <source>Cannot store the wins of the game</source>
        <translation>対局の和了を保存できません</translation>
    </message>
    <message>
        <source>Cannot store the yaku of the game</source>
        <translation>対局の役を保存できません</translation>
    </message>
    <message>
        <source>stored, but the replay stops: %1</source>
        <translation>保存しましたが、再生が途中で止まります: %1</translation>
    </message>
    <message>
        <source>Cannot read the variations of game %1</source>
        <translation>対局 %1 の変化を読み込めません</translation>
    </message>
    <message>
        <source>Game %1 has more than %2 variations</source>
        <translation>対局 %1 の変化が %2 を超えています</translation>
    </message>
    <message>
        <source>Variation %1 of game %2: %3</source>
        <translation>対局 %2 の変化 %1: %3</translation>
    </message>
    <message>
        <source>Variation %1 of game %2 has more than %3 moves</source>
        <translation>対局 %2 の変化 %1 の手数が %3 を超えています</translation>
    </message>
    <message>
        <source>Cannot set the seat game %1 is shown from</source>
        <translation>対局 %1 を表示する席を設定できません</translation>
    </message>
    <message>
        <source>there is no seat %1</source>
        <translation>席 %1 はありません</translation>
    </message>
    <message>
        <source>no such game, or no seat %1 in it</source>
        <translation>その対局がないか、対局に席 %1 がありません</translation>
    </message>
    <message>
        <source>Cannot save the variations of game %1</source>
        <translation>対局 %1 の変化を保存できません</translation>
    </message>
    <message>
        <source>game %1, kyoku %2, variation %3, step %4, seat %5</source>
        <translation>対局 %1、%2 局目、変化 %3、%4 手目、席 %5</translation>
    </message>
    <message>
        <source>Game %1 has no variation %2 in kyoku %3</source>
        <translation>対局 %1 の %3 局目に変化 %2 はありません</translation>
    </message>
    <message>
        <source>the library holds this game already (game %1)</source>
        <translation>この対局はすでにライブラリにあります（対局 %1）</translation>
    </message>
    <message>
        <source>lesson %1 of the library</source>
        <extracomment>%1 the lesson&apos;s number in the library</extracomment>
        <translation>ライブラリのレッスン %1</translation>
    </message>
    <message>
        <source>Cannot read the lessons</source>
        <translation>レッスンを読み込めません</translation>
    </message>
    <message>
        <source>The lesson cannot be stored: %1</source>
        <extracomment>%1 what is wrong with it</extracomment>
        <translation>レッスンを保存できません: %1</translation>
    </message>
    <message>
        <source>Cannot save the lesson</source>
        <translation>レッスンを保存できません</translation>
    </message>
    <message>
        <source>There is no lesson %1 in the library</source>
        <extracomment>%1 the lesson&apos;s number in the library</extracomment>
        <translation>ライブラリにレッスン %1 はありません</translation>
    </message>
    <message>
        <source>The library holds this lesson already (lesson %1)</source>
        <extracomment>%1 the number of the lesson that is the same</extracomment>
        <translation>このレッスンはすでにライブラリにあります（レッスン %1）</translation>
    </message>
    <message>
        <source>Cannot delete the lesson</source>
        <translation>レッスンを削除できません</translation>
    </message>
    <message>
        <source>The results name no student</source>
        <translation>結果に生徒の名前がありません</translation>
    </message>
    <message>
        <source>The results are for a lesson the library does not hold (&quot;%1&quot;, %2); import the lesson first</source>
        <extracomment>%1 the lesson&apos;s title as the results give it, %2 its fingerprint</extracomment>
        <translation>結果はライブラリにないレッスン（「%1」、%2）のものです。先にレッスンを読み込んでください</translation>
    </message>
    <message>
        <source>The results answer problem %1; the lesson has %2 problems</source>
        <extracomment>%1 a problem&apos;s number, %2 how many problems the lesson has</extracomment>
        <translation>結果は問題 %1 に答えていますが、レッスンの問題は %2 問です</translation>
    </message>
    <message>
        <source>Cannot save the results</source>
        <translation>結果を保存できません</translation>
    </message>
    <message>
        <source>Cannot read the results</source>
        <translation>結果を読み込めません</translation>
    </message>
    <message>
        <source>Hand %1 of club game %2 was changed by someone else since you looked. Your change was not saved; look at the hand as it is now, and change it again if it still needs it.</source>
        <translation>クラブ対局 %2 の第%1局は、あなたが見た後にほかの人が変更しました。あなたの変更は保存されていません。現在の局を確認し、必要ならもう一度変更してください。</translation>
    </message>
    <message>
        <source>Club game %1 has %2 hands now: someone else entered a hand since you looked (you saw %3). Your hand was not saved; look at the game as it is now, and enter it again if it is still missing.</source>
        <translation>クラブ対局 %1 は現在 %2 局です。あなたが見た後（%3 局）にほかの人が局を入力しました。あなたの局は保存されていません。現在の対局を確認し、まだ抜けていればもう一度入力してください。</translation>
    </message>
    <message>
        <source>your login may not do this on the library&apos;s server (ask the club&apos;s admin for the role): %1</source>
        <translation>このログインではライブラリのサーバー上でこの操作はできません（クラブの管理者に役割を依頼してください）: %1</translation>
    </message>
    <message>
        <source>%1: a library on a server is backed up on the server (pg_dump), not by Haifu</source>
        <translation>%1: サーバー上のライブラリのバックアップはサーバー側で行います（pg_dump）。Haifu では行いません</translation>
    </message>
    <message>
        <source>%1: a library on a server is restored on the server (pg_restore), not by Haifu</source>
        <translation>%1: サーバー上のライブラリの復元はサーバー側で行います（pg_restore）。Haifu では行いません</translation>
    </message>
    <message>
        <source>%1: not a server address; write postgresql://user@host:port/database</source>
        <translation>%1: サーバーのアドレスではありません。postgresql://ユーザー@ホスト:ポート/データベース の形で書いてください</translation>
    </message>
    <message>
        <source>%1: a server address names a user and a database, as in postgresql://user@host:port/database</source>
        <translation>%1: サーバーのアドレスにはユーザーとデータベースが必要です（例: postgresql://ユーザー@ホスト:ポート/データベース）</translation>
    </message>
    <message>
        <source>%1: the option &quot;%2&quot; is not a connection option</source>
        <translation>%1: 「%2」は接続オプションではありません</translation>
    </message>
    <message>
        <source>%1: cannot read the server database</source>
        <translation>%1: サーバーのデータベースを読めません</translation>
    </message>
    <message>
        <source>%1: a PostgreSQL database, but not a Haifu library (it has %2 tables of something else); name an empty database or a Haifu library</source>
        <translation>%1: PostgreSQL のデータベースですが、Haifu のライブラリではありません（ほかのものの表が %2 個あります）。空のデータベースか Haifu のライブラリを指定してください</translation>
    </message>
    <message>
        <source>%1: the PostgreSQL driver for Qt is missing (install libqt6sql6-psql)</source>
        <translation>%1: Qt の PostgreSQL ドライバーがありません（libqt6sql6-psql をインストールしてください）</translation>
    </message>
    <message>
        <source>%1: cannot connect to the library server</source>
        <translation>%1: ライブラリのサーバーに接続できません</translation>
    </message>
    <message>
        <source>Cannot prepare the library for an upgrade</source>
        <translation>ライブラリの更新を準備できません</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a login name (letters, digits, _ . @ -, up to 63)</source>
        <translation>「%1」はログイン名ではありません（英字、数字、_ . @ -、63文字まで）</translation>
    </message>
    <message>
        <source>Roles are for a library on a PostgreSQL server; a library file is the user&apos;s own</source>
        <translation>役割は PostgreSQL サーバー上のライブラリのためのものです。ライブラリファイルは利用者自身のものです</translation>
    </message>
    <message>
        <source>Cannot name the library&apos;s roles</source>
        <translation>ライブラリの役割に名前を付けられません</translation>
    </message>
    <message>
        <source>Cannot set up the library&apos;s roles</source>
        <translation>ライブラリの役割を設定できません</translation>
    </message>
    <message>
        <source>Cannot read the server&apos;s logins</source>
        <translation>サーバーのログインを読めません</translation>
    </message>
    <message>
        <source>Cannot set the password of %1</source>
        <translation>%1 のパスワードを設定できません</translation>
    </message>
    <message>
        <source>Cannot change the scorers of club game %1</source>
        <translation>クラブ対局 %1 の記録係を変更できません</translation>
    </message>
    <message>
        <source>Cannot link club player %1 to a login</source>
        <translation>クラブプレイヤー %1 をログインに結び付けられません</translation>
    </message>
    <message>
        <source>Cannot read the login&apos;s roles</source>
        <translation>ログインの役割を読めません</translation>
    </message>
    <message>
        <source>%1: cannot open the queue of entries</source>
        <translation>%1: 入力の待ち行列を開けません</translation>
    </message>
    <message>
        <source>Cannot keep the entry on this computer</source>
        <translation>入力をこのコンピューターに保存できません</translation>
    </message>
    <message>
        <source>Cannot forget the entry</source>
        <translation>入力を削除できません</translation>
    </message>
    <message>
        <source>%1: no library there, and none can be created (the folder %2 cannot be written)</source>
        <translation>%1: ライブラリがなく、作成もできません (フォルダー %2 に書き込めません)</translation>
    </message>
    <message>
        <source>Cannot read the tournament&apos;s players</source>
        <translation>大会のプレイヤーを読み込めません</translation>
    </message>
    <message>
        <source>Cannot read the tournament&apos;s rounds</source>
        <translation>大会の回戦を読み込めません</translation>
    </message>
    <message>
        <source>The tournament has started: its players can no longer change</source>
        <translation>大会は始まっています。プレイヤーはもう変更できません</translation>
    </message>
    <message>
        <source>Cannot read the tournament&apos;s tables</source>
        <translation>大会の卓を読み込めません</translation>
    </message>
    <message>
        <source>Unknown seating method &apos;%1&apos; (random, swiss or prescribed)</source>
        <translation>不明な組み合わせ方法「%1」です（random、swiss、prescribed）</translation>
    </message>
    <message>
        <source>%1, round %2, table %3</source>
        <translation>%1、第%2回戦、%3卓</translation>
    </message>
    <message>
        <source>Cannot save table %1 of round %2</source>
        <translation>第%2回戦の%1卓を保存できません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a player of this club</source>
        <translation>「%1」はこのクラブのプレイヤーではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is registered already</source>
        <translation>「%1」はすでに登録されています</translation>
    </message>
    <message>
        <source>A tournament has at most %1 players</source>
        <translation>大会のプレイヤーは最大%1人です</translation>
    </message>
    <message>
        <source>Cannot register &apos;%1&apos;</source>
        <translation>「%1」を登録できません</translation>
    </message>
    <message>
        <source>Club player %1 is not registered</source>
        <translation>クラブのプレイヤー %1 は登録されていません</translation>
    </message>
    <message>
        <source>Cannot unregister the player</source>
        <translation>プレイヤーの登録を外せません</translation>
    </message>
    <message>
        <source>Tournament games need a ruleset for four players</source>
        <translation>大会の対局には4人用のルールが必要です</translation>
    </message>
    <message>
        <source>%1 players are registered: a round needs a multiple of four</source>
        <translation>登録は%1人です。回戦には4の倍数の人数が必要です</translation>
    </message>
    <message>
        <source>A tournament has at most %1 rounds</source>
        <translation>大会は最大%1回戦です</translation>
    </message>
    <message>
        <source>Cannot save round %1</source>
        <translation>第%1回戦を保存できません</translation>
    </message>
    <message>
        <source>The tournament has no round to remove</source>
        <translation>削除できる回戦がありません</translation>
    </message>
    <message>
        <source>Round %1 cannot be removed: table %2 has played %3 hands</source>
        <translation>第%1回戦は削除できません: %2卓はすでに%3局打っています</translation>
    </message>
    <message>
        <source>Cannot remove round %1</source>
        <translation>第%1回戦を削除できません</translation>
    </message>
    <message>
        <source>Player number %1 is not registered</source>
        <translation>プレイヤー番号 %1 は登録されていません</translation>
    </message>
    <message>
        <source>Round %1 is not seated</source>
        <translation>第%1回戦はまだ席が決まっていません</translation>
    </message>
    <message>
        <source>Round %1, table %2: the game has started; a substitute sits down before the first hand</source>
        <translation>第%1回戦 %2卓: 対局はすでに始まっています。代理は最初の局の前に着席します</translation>
    </message>
    <message>
        <source>Club player %1 is not a player of this club</source>
        <translation>クラブのプレイヤー %1 はこのクラブのプレイヤーではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; already plays in round %2 (table %3)</source>
        <translation>「%1」は第%2回戦ですでに打っています（%3卓）</translation>
    </message>
    <message>
        <source>Cannot seat &apos;%1&apos;</source>
        <translation>「%1」を着席させられません</translation>
    </message>
    <message>
        <source>Cannot read the tournament&apos;s penalties</source>
        <translation>大会のペナルティを読み込めません</translation>
    </message>
    <message>
        <source>Cannot read the reviews</source>
        <translation>検討を読めません</translation>
    </message>
    <message>
        <source>Cannot read the players of the game</source>
        <translation>対局のプレイヤーを読めません</translation>
    </message>
    <message>
        <source>Cannot store the review</source>
        <translation>検討を保存できません</translation>
    </message>
    <message>
        <source>Review %1 is not in the library</source>
        <extracomment>%1 the review&apos;s number in the library</extracomment>
        <translation>検討 %1 はライブラリにありません</translation>
    </message>
    <message>
        <source>Review %1 of the library cannot be read: %2</source>
        <translation>ライブラリの検討 %1 を読めません: %2</translation>
    </message>
    <message>
        <source>Cannot delete the review</source>
        <translation>検討を削除できません</translation>
    </message>
    <message>
        <source>the totals of player %1 (games of %2 players) are not their games summed</source>
        <translation>プレイヤー %1 の集計（%2 人の対局）が対局の合計と一致しません</translation>
    </message>
    <message>
        <source>player %1 (games of %2 players) has no totals</source>
        <translation>プレイヤー %1（%2 人の対局）に集計がありません</translation>
    </message>
    <message>
        <source>Cannot read person %1</source>
        <translation>人物 %1 を読めません</translation>
    </message>
    <message>
        <source>No person %1 in the library</source>
        <translation>ライブラリに人物 %1 はいません</translation>
    </message>
    <message>
        <source>Cannot read the games of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; の対局を読めません</translation>
    </message>
    <message>
        <source>Cannot read the rare events of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; の珍しい出来事を読めません</translation>
    </message>
    <message>
        <source>Cannot read the players of the library</source>
        <translation>ライブラリのプレイヤーを読めません</translation>
    </message>
    <message>
        <source>Cannot read the persons</source>
        <translation>人物を読めません</translation>
    </message>
    <message>
        <source>A person needs a name</source>
        <translation>人物には名前が必要です</translation>
    </message>
    <message>
        <source>There is already a person &apos;%1&apos;</source>
        <translation>人物 &apos;%1&apos; はすでにいます</translation>
    </message>
    <message>
        <source>Cannot add the person &apos;%1&apos;</source>
        <translation>人物 &apos;%1&apos; を追加できません</translation>
    </message>
    <message>
        <source>Cannot delete person %1</source>
        <translation>人物 %1 を削除できません</translation>
    </message>
    <message>
        <source>Cannot add &apos;%1&apos; to &apos;%2&apos;</source>
        <translation>&apos;%1&apos; を &apos;%2&apos; に追加できません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an account of person %2</source>
        <translation>&apos;%1&apos; は人物 %2 のアカウントではありません</translation>
    </message>
    <message>
        <source>Cannot change who is me</source>
        <translation>自分の指定を変更できません</translation>
    </message>
    <message>
        <source>Cannot read the library&apos;s filters</source>
        <translation>ライブラリの絞り込み条件を読めません</translation>
    </message>
    <message>
        <source>Cannot read the games to count their play</source>
        <translation>成績を集計する対局を読めません</translation>
    </message>
    <message>
        <source>Cannot count the play of the games</source>
        <translation>対局の成績を集計できません</translation>
    </message>
    <message>
        <source>Cannot count the play of game %1</source>
        <translation>対局 %1 の成績を集計できません</translation>
    </message>
    <message>
        <source>Cannot store the rare events of game %1</source>
        <translation>対局 %1 の珍しい出来事を保存できません</translation>
    </message>
    <message>
        <source>No club game %1</source>
        <translation>クラブの対局 %1 はありません</translation>
    </message>
    <message>
        <source>Cannot revoke the earlier links of club game %1</source>
        <translation>クラブの対局 %1 の以前のリンクを無効にできません</translation>
    </message>
    <message>
        <source>Cannot store the link of club game %1</source>
        <translation>クラブの対局 %1 のリンクを保存できません</translation>
    </message>
    <message>
        <source>Cannot revoke the links of club game %1</source>
        <translation>クラブの対局 %1 のリンクを無効にできません</translation>
    </message>
    <message>
        <source>This link is not valid (revoked, or never issued)</source>
        <translation>このリンクは無効です（無効化されたか、発行されていません）</translation>
    </message>
    <message>
        <source>Cannot read the table links</source>
        <translation>卓のリンクを読めません</translation>
    </message>
    <message>
        <source>The hand&apos;s request key is missing or not 1 to 64 letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>局のリクエストキーがないか、1〜64 文字の英数字・「-」・「_」ではありません</translation>
    </message>
    <message>
        <source>This link can watch the table, not score it</source>
        <translation>このリンクでは卓の観戦はできますが、記録はできません</translation>
    </message>
    <message>
        <source>Cannot read the table&apos;s requests</source>
        <translation>卓のリクエストを読めません</translation>
    </message>
    <message>
        <source>Cannot keep the hand&apos;s request key</source>
        <translation>局のリクエストキーを保存できません</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Haifu: riichi mahjong study, quizzes and club scoring.</source>
        <translation>Haifu: リーチ麻雀の検討・クイズ・クラブ点数記録。</translation>
    </message>
    <message>
        <source>Render the window offscreen to a PNG file and exit.</source>
        <translation>ウィンドウを画面外で描画して PNG ファイルに保存し、終了します。</translation>
    </message>
    <message>
        <source>Window size for the screenshot.</source>
        <translation>スクリーンショットのウィンドウサイズ。</translation>
    </message>
    <message>
        <source>Interface language for this run: en or ja.</source>
        <translation>今回の表示言語: en または ja</translation>
    </message>
    <message>
        <source>Colour theme for this run: light, dark or system.</source>
        <translation>今回の配色: light, dark, system</translation>
    </message>
    <message>
        <source>The library file to use (default: library.haifu in the user&apos;s data folder, created with sample games on first start).</source>
        <translation>使用するライブラリのファイル（既定: ユーザーのデータフォルダの library.haifu。初回起動時にサンプル対局入りで作成）。</translation>
    </message>
    <message>
        <source>Open a game record in the viewer.</source>
        <translation>牌譜をビューアで開く。</translation>
    </message>
    <message>
        <source>With --open or --game: the hand to show (0 = the first).</source>
        <translation>--open または --game と併用: 表示する局（0 が最初）。</translation>
    </message>
    <message>
        <source>With --open or --game: the step of the hand (0 = the deal).</source>
        <translation>--open または --game と併用: 局内の手順（0 が配牌）。</translation>
    </message>
    <message>
        <source>With --open or --game: the seat at the bottom (0-3).</source>
        <translation>--open または --game と併用: 手前に置く席（0〜3）。</translation>
    </message>
    <message>
        <source>Open the library game with this number in the viewer.</source>
        <translation>この番号のライブラリの対局をビューアで開く。</translation>
    </message>
    <message>
        <source>With --page quiz: start a quiz of this kind (yaku, fu, points, waits, efficiency, furiten, mixed; add :feedback to answer the first question), or show the statistics (stats).</source>
        <translation>--page quiz と併用: この種類のクイズを始める（yaku, fu, points, waits, efficiency, furiten, mixed。:feedback を付けると最初の問題に回答）、または成績を表示（stats）。</translation>
    </message>
    <message>
        <source>With --page club: show the last finished game (game), the game in progress with a hand being entered (entry) or scored with the tile picker (picker), the standings, the leader&apos;s player page (player), the audit trail (audit), the players (players), the new game dialog (newgame) or the same with the club&apos;s own rules open (rules).</source>
        <translation>--page club と併用: 最後に終わった対局（game）、入力中の局がある進行中の対局（entry）、牌ピッカーでの採点（picker）、順位表（standings）、首位のプレイヤーページ（player）、変更履歴（audit）、プレイヤー一覧（players）、新しい対局のダイアログ（newgame）、またはクラブ独自ルールを開いた同ダイアログ（rules）を表示します。</translation>
    </message>
    <message>
        <source>The library to use for this run: a file, or a database on a PostgreSQL server (postgresql://user@host:port/database). Default: the library chosen in Settings.</source>
        <translation>今回使うライブラリ: ファイル、または PostgreSQL サーバーのデータベース (postgresql://user@host:port/database)。既定: 設定で選んだライブラリ。</translation>
    </message>
    <message>
        <source>Page to show: library, viewer, quiz, lessons, review, stats, club, settings or about.</source>
        <translation>表示する画面: library、viewer、quiz、lessons、review、stats、club、settings、about のいずれか。</translation>
    </message>
</context>
</TS>
