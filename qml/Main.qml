pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Haifu.Backend

ApplicationWindow {
    id: window

    readonly property string currentKey: pages.keyAt(stack.currentIndex)

    function showPage(key: string): void {
        const row = pages.indexOf(key);
        if (row < 0 || !pages.isAvailable(key))
            return;
        stack.currentIndex = row;
        // The editor is open only for this run: the next start shows the page before it.
        if (key !== "editor")
            AppSettings.currentPage = key;
    }

    // The record editor is a page of its own while a record is open in it: the page in front
    // owns the mouse and the keys, the one it came from waits for it to close.
    function showEditor(): void {
        if (window.currentKey !== "editor")
            editorPage.returnKey = window.currentKey;
        pages.setAvailable("editor", true);
        window.showPage("editor");
        editorPage.focusFirstField();
    }

    function closeEditor(next: string): void {
        pages.setAvailable("editor", false);
        window.showPage(next.length > 0 ? next : editorPage.returnKey);
    }

    function openAbout(): void {
        about.open();
    }

    // The handbook at a chapter ("viewer", "club", …), or where it was left when empty.
    function openHandbook(key: string): void {
        handbookDialog.show(key);
    }

    function rememberGeometry(): void {
        AppSettings.windowMaximized = window.visibility === Window.Maximized;
        if (window.visibility === Window.Windowed)
            AppSettings.windowGeometry = Qt.rect(window.x, window.y, window.width, window.height);
    }

    width: 1280
    height: 800
    // The Viewer's table and side panel need this much beside the rail.
    minimumWidth: 840
    minimumHeight: 560
    visible: true
    title: qsTr("Haifu")
    color: Theme.background

    Material.theme: Theme.dark ? Material.Dark : Material.Light
    Material.accent: Theme.accent
    Material.primary: Theme.accent
    Material.background: Theme.background
    Material.foreground: Theme.text

    Component.onCompleted: {
        const g = AppSettings.windowGeometry;
        if (g.width > 0 && g.height > 0) {
            window.x = g.x;
            window.y = g.y;
            window.width = g.width;
            window.height = g.height;
        }
        if (AppSettings.windowMaximized)
            window.showMaximized();
    }
    onClosing: rememberGeometry()

    PageModel {
        id: pages
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0
        // Every attached ToolTip shares one instance: its text (player names among others) is
        // plain text, never markup.
        Component.onCompleted: ToolTip.toolTip.contentItem.textFormat = Text.PlainText

        NavRail {
            Layout.fillHeight: true
            model: pages
            currentIndex: stack.currentIndex
            onActivated: key => window.showPage(key)
            onAboutRequested: about.open()
            onHandbookRequested: handbookDialog.show("")
        }

        StackLayout {
            id: stack

            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: Math.max(0, pages.indexOf(AppSettings.currentPage))

            LibraryPage {
                onOpenInViewer: window.showPage("viewer")
                onNewRecord: editorPage.newRecord()
            }
            ViewerPage {
                onEditRecord: gameId => editorPage.openGame(gameId)
            }
            QuizPage {}
            LessonsPage {}
            ReviewPage {
                onOpenInViewer: (gameId, globalStep) => {
                    if (!Library.openGame(gameId))
                        return;
                    if (GameSession.reviews.active)
                        GameSession.viewpoint = GameSession.reviews.seat;
                    GameSession.seekGlobal(globalStep);
                    window.showPage("viewer");
                }
            }
            StatsPage {
                onOpenInViewer: gameId => {
                    if (Library.openGame(gameId))
                        window.showPage("viewer");
                }
            }
            ClubPage {}
            SettingsPage {
                onAboutRequested: about.open()
            }
            EditorPage {
                id: editorPage

                onOpened: window.showEditor()
                onClosed: window.closeEditor("")
                onOpenSaved: gameId => {
                    if (Library.openGame(gameId))
                        window.closeEditor("viewer");
                }
            }
        }
    }

    AboutDialog {
        id: about
    }

    HandbookDialog {
        id: handbookDialog
    }

    Instantiator {
        model: pages
        delegate: Shortcut {
            required property string key
            required property string shortcut
            required property bool available

            sequence: shortcut
            enabled: available
            onActivated: window.showPage(key)
        }
    }

    Shortcut {
        sequence: "F1"
        onActivated: handbookDialog.show("")
    }
    // Ctrl+Q: notes are saved and the window's place remembered as on closing it.
    Shortcut {
        sequence: "Ctrl+Q"
        context: Qt.ApplicationShortcut
        onActivated: window.close()
    }
}
