import QtQuick
import QtQuick.Controls
import Haifu.Backend

// Adds a game of the library to a tag or a collection by name.
Dialog {
    id: tagDialog

    property double gameId: 0
    property bool collection: false

    function ask(id: double, toCollection: bool): void {
        gameId = id;
        collection = toCollection;
        nameField.text = "";
        open();
        nameField.forceActiveFocus();
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    modal: true
    focus: true
    title: collection ? qsTr("Add to a collection") : qsTr("Add a tag")
    standardButtons: Dialog.Ok | Dialog.Cancel
    onAccepted: {
        if (nameField.text.trim().length === 0)
            return;
        if (collection)
            Library.addToCollection(gameId, nameField.text);
        else
            Library.addTag(gameId, nameField.text);
    }

    TextField {
        id: nameField

        width: 260
        placeholderText: tagDialog.collection ? qsTr("Collection name") : qsTr("Tag")
        onAccepted: tagDialog.accept()
    }
}
