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
    <name>AppInfo</name>
    <message>
        <source>GNU General Public License, version 3 or later</source>
        <translation>GNU 一般公衆利用許諾書 バージョン3以降</translation>
    </message>
</context>
<context>
    <name>ClubPage</name>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Scoring for live games, hand by hand, under your club&apos;s rules.</source>
        <translation>対面対局の点数を、クラブのルールで一局ずつ記録します。</translation>
    </message>
    <message>
        <source>Fast entry of ron, tsumo, draws, chombo and pao, with honba, deposits and dealer rotation worked out</source>
        <translation>ロン・ツモ・流局・チョンボ・包をすばやく入力。本場・供託・親の移動は自動計算</translation>
    </message>
    <message>
        <source>Rule presets (Tenhou, Mahjong Soul, M-League, WRC, EMA) or your club&apos;s own</source>
        <translation>ルールのプリセット（天鳳・雀魂・Mリーグ・WRC・EMA）またはクラブ独自のルール</translation>
    </message>
    <message>
        <source>Uma, oka, ties and penalties; league standings and player pages</source>
        <translation>ウマ・オカ・同点・罰符の処理、リーグ順位表と選手ページ</translation>
    </message>
    <message>
        <source>Score sheets to print or export as PDF and CSV</source>
        <translation>印刷や PDF・CSV 出力ができるスコアシート</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <source>Every game you import, kept safe in one local library with your notes.</source>
        <translation>取り込んだすべての対局を、メモと一緒にローカルのライブラリに安全に保存します。</translation>
    </message>
    <message>
        <source>Import Tenhou (mjlog and JSON), Mahjong Soul and MJAI records, single files or whole folders, by button or drag and drop</source>
        <translation>天鳳（mjlog・JSON）、雀魂、MJAI の牌譜を、ファイル単位でもフォルダ単位でも、ボタンやドラッグ＆ドロップで取り込み</translation>
    </message>
    <message>
        <source>Search by player, date, lobby, ruleset, result, yaku or notes, with sortable columns</source>
        <translation>プレイヤー・日付・卓・ルール・結果・役・メモで検索、列で並べ替え</translation>
    </message>
    <message>
        <source>Tags and collections, and player statistics across the library</source>
        <translation>タグとコレクション、ライブラリ全体のプレイヤー成績</translation>
    </message>
    <message>
        <source>A sample library of real games to start from</source>
        <translation>すぐに始められる実戦牌譜のサンプル</translation>
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
        <source>About Haifu (F1)</source>
        <translation>Haifu について (F1)</translation>
    </message>
</context>
<context>
    <name>PageModel</name>
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
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
</context>
<context>
    <name>PlaceholderPage</name>
    <message>
        <source>Not built yet</source>
        <translation>準備中</translation>
    </message>
    <message>
        <source>This page will hold:</source>
        <translation>このページでできること:</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Drills on the things players get wrong at the table, with exact explanations.</source>
        <translation>実戦で間違えやすいところを、正確な解説つきで練習します。</translation>
    </message>
    <message>
        <source>Yaku, fu, points, waits, tile efficiency and furiten questions</source>
        <translation>役・符・点数・待ち・牌効率・フリテンの問題</translation>
    </message>
    <message>
        <source>Step-by-step answers: the fu breakdown, which furiten rule applies</source>
        <translation>段階的な解説: 符の内訳、どのフリテンに当たるか</translation>
    </message>
    <message>
        <source>Questions drawn from your own games as well as generated ones</source>
        <translation>自動生成の問題に加えて、自分の対局から作った問題</translation>
    </message>
    <message>
        <source>Progress kept over weeks, with missed questions coming back sooner</source>
        <translation>何週間でも続く成績記録。間違えた問題は早めにもう一度出題</translation>
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
</context>
<context>
    <name>ViewerPage</name>
    <message>
        <source>Viewer</source>
        <translation>牌譜ビューア</translation>
    </message>
    <message>
        <source>The study table: replay any game move by move with every hand, river, call, dora and score on the table.</source>
        <translation>検討卓: 手牌・河・副露・ドラ・点数をすべて表示しながら、対局を一手ずつ再生します。</translation>
    </message>
    <message>
        <source>Keyboard-first stepping by action, decision or hand, and a timeline to jump anywhere</source>
        <translation>キーボード中心の操作で一手・選択・局ごとに移動、タイムラインで好きな場面へ</translation>
    </message>
    <message>
        <source>The engine&apos;s analysis of each decision: shanten, tiles accepted per discard, waits and furiten</source>
        <translation>各選択のエンジン解析: 向聴数、打牌ごとの受け入れ、待ち、フリテン</translation>
    </message>
    <message>
        <source>Results explained: yaku with han, every fu item, the payments</source>
        <translation>和了の解説: 役と翻数、符の内訳、支払い</translation>
    </message>
    <message>
        <source>Comments, marks (! ? !! ?? !? ?!) and bookmarks on any step, saved at once</source>
        <translation>どの場面にもコメント・記号（! ? !! ?? !? ?!）・ブックマーク、即時保存</translation>
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
        <source>Page to show: library, viewer, quiz, club, settings or about.</source>
        <translation>表示するページ: library, viewer, quiz, club, settings, about</translation>
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
</context>
</TS>
