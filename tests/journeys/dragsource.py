#!/usr/bin/python3
# A drag source for the journeys: a small GTK window (another X client, as a file manager is)
# that drags the files named on its command line when pressed. The journey presses it and
# moves the pointer to Haifu's window through the X server, so the drop arrives by XDND as
# from Nautilus or Thunar.
#   dragsource.py X Y FILE...     prints "ready" once its window is shown; ends when the drag ends
import sys
from urllib.parse import quote

import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, Gtk  # noqa: E402

x, y = int(sys.argv[1]), int(sys.argv[2])
uris = ["file://" + quote(path) for path in sys.argv[3:]]

window = Gtk.Window(title="files to drag")
window.move(x, y)
window.set_default_size(220, 120)
button = Gtk.Button(label="%d files" % len(uris))
window.add(button)
button.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
button.drag_source_add_uri_targets()
button.connect("drag-data-get", lambda widget, context, data, info, time: data.set_uris(uris))
button.connect("drag-end", lambda widget, context: Gtk.main_quit())
window.connect("destroy", Gtk.main_quit)
window.connect("map-event", lambda widget, event: print("ready", flush=True))
window.show_all()
Gtk.main()
