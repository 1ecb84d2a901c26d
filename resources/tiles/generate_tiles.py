#!/usr/bin/python3
"""Draws Haifu's tile faces as SVG files (resources/tiles/*.svg).

Run from anywhere:  /usr/bin/python3 resources/tiles/generate_tiles.py
Needs python3-fonttools and fonts-noto-cjk only when regenerating: the characters on the man,
wind and dragon tiles are turned into outlines here, so the SVGs need no font at run time.

Tiles are drawn on a 300 x 400 canvas (3:4). Names: 1m..9m, 1p..9p, 1s..9s, 1z..7z (east, south,
west, north, white, green, red), 0m/0p/0s (red fives) and back.
"""
import math
import os

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection

HERE = os.path.dirname(os.path.abspath(__file__))
FONT = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"

W, H = 300, 400
FACE_H = 382  # the face; the strip below it is the tile's edge, for depth
CX, CY = 150, 192  # centre of the face's drawing area

BLUE = "#1d4f8c"
GREEN = "#1b7a4b"
RED = "#c9302c"
BLACK = "#1a1a1a"
FACE = "#fbf8ef"
EDGE = "#d8c9a3"
OUTLINE = "#cfc3a6"


def load_font():
    for font in TTCollection(FONT).fonts:
        names = {r.toUnicode() for r in font["name"].names if r.nameID in (1, 4)}
        if any("JP" in n for n in names):
            return font
    raise SystemExit("Noto Serif CJK JP not found in " + FONT)


FONT_JP = load_font()
GLYPHS = FONT_JP.getGlyphSet()
CMAP = FONT_JP.getBestCmap()


def glyph_path(char, cx, cy, height, width=None):
    """The outline of `char` scaled to `height` (or to fit `width`), centred on (cx, cy)."""
    name = CMAP[ord(char)]
    bounds = BoundsPen(GLYPHS)
    GLYPHS[name].draw(bounds)
    x0, y0, x1, y1 = bounds.bounds
    scale = height / (y1 - y0)
    if width is not None:
        scale = min(scale, width / (x1 - x0))
    # font units have y up; SVG has y down
    dx = cx - (x0 + x1) / 2 * scale
    dy = cy + (y0 + y1) / 2 * scale
    pen = SVGPathPen(GLYPHS)
    GLYPHS[name].draw(TransformPen(pen, (scale, 0, 0, -scale, dx, dy)))
    return pen.getCommands()


def text(char, cx, cy, height, colour, width=None):
    return f'<path fill="{colour}" d="{glyph_path(char, cx, cy, height, width)}"/>'


def tile(body):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W // 5}" '
        f'height="{H // 5}">'
        f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="34" fill="{EDGE}" '
        f'stroke="{OUTLINE}" stroke-width="2"/>'
        f'<rect x="1" y="1" width="{W - 2}" height="{FACE_H}" rx="33" fill="{FACE}" '
        f'stroke="{OUTLINE}" stroke-width="2"/>'
        f"{body}</svg>\n"
    )


# --- pin (circles) -------------------------------------------------------------------------

def circle(x, y, r, colour):
    """One coin: coloured ring, face ring, coloured centre, face dot."""
    return (
        f'<circle cx="{x}" cy="{y}" r="{r}" fill="{colour}"/>'
        f'<circle cx="{x}" cy="{y}" r="{r * 0.74:.1f}" fill="{FACE}"/>'
        f'<circle cx="{x}" cy="{y}" r="{r * 0.56:.1f}" fill="{colour}"/>'
        f'<circle cx="{x}" cy="{y}" r="{r * 0.2:.1f}" fill="{FACE}"/>'
    )


def one_pin(red):
    outer = RED if red else GREEN
    parts = [f'<circle cx="{CX}" cy="{CY}" r="112" fill="{outer}"/>',
             f'<circle cx="{CX}" cy="{CY}" r="100" fill="{FACE}"/>',
             f'<circle cx="{CX}" cy="{CY}" r="92" fill="{BLUE if not red else RED}"/>',
             f'<circle cx="{CX}" cy="{CY}" r="80" fill="{FACE}"/>']
    for i in range(16):  # a ring of petals
        a = 2 * math.pi * i / 16
        parts.append(f'<circle cx="{CX + 66 * math.cos(a):.1f}" cy="{CY + 66 * math.sin(a):.1f}" '
                     f'r="9" fill="{RED if i % 2 == 0 else outer}"/>')
    parts += [f'<circle cx="{CX}" cy="{CY}" r="48" fill="{RED}"/>',
              f'<circle cx="{CX}" cy="{CY}" r="36" fill="{FACE}"/>',
              f'<circle cx="{CX}" cy="{CY}" r="26" fill="{outer}"/>',
              f'<circle cx="{CX}" cy="{CY}" r="9" fill="{FACE}"/>']
    return "".join(parts)


def pin(n, red=False):
    if n == 1:
        return one_pin(red)
    layouts = {
        2: [(150, 112, 64, GREEN), (150, 272, 64, BLUE)],
        3: [(84, 88, 52, BLUE), (150, 192, 52, RED), (216, 296, 52, GREEN)],
        4: [(92, 118, 54, BLUE), (208, 118, 54, GREEN), (92, 266, 54, GREEN),
            (208, 266, 54, BLUE)],
        5: [(82, 96, 46, BLUE), (218, 96, 46, GREEN), (150, 192, 46, RED),
            (82, 288, 46, GREEN), (218, 288, 46, BLUE)],
        6: [(96, 80, 44, GREEN), (204, 80, 44, GREEN), (96, 196, 44, RED), (204, 196, 44, RED),
            (96, 300, 44, RED), (204, 300, 44, RED)],
        7: [(72, 66, 36, GREEN), (150, 96, 36, GREEN), (228, 126, 36, GREEN),
            (100, 222, 40, RED), (200, 222, 40, RED), (100, 314, 40, RED),
            (200, 314, 40, RED)],
        8: [(96, y, 40, BLUE) for y in (62, 152, 242, 332)]
           + [(204, y, 40, BLUE) for y in (62, 152, 242, 332)],
        9: [(x, 78, 39, BLUE) for x in (68, 150, 232)]
           + [(x, 192, 39, RED) for x in (68, 150, 232)]
           + [(x, 306, 39, GREEN) for x in (68, 150, 232)],
    }
    return "".join(circle(x, y, r, RED if red else c) for x, y, r, c in layouts[n])


# --- sou (bamboo) --------------------------------------------------------------------------

def stick(x, y, h, colour, angle=0, w=40):
    """One bamboo stick centred on (x, y): rounded body, three nodes, a light centre line."""
    top = y - h / 2
    nodes = "".join(
        f'<rect x="{x - w / 2 - 3}" y="{ny - 5:.1f}" width="{w + 6}" height="10" rx="5" '
        f'fill="{colour}"/>'
        for ny in (top + 6, y, top + h - 6))
    body = (f'<rect x="{x - w / 2}" y="{top:.1f}" width="{w}" height="{h}" rx="{w * 0.4:.0f}" '
            f'fill="{colour}"/>'
            f'<rect x="{x - 3}" y="{top + 14:.1f}" width="6" height="{h / 2 - 22:.1f}" rx="3" '
            f'fill="{FACE}" opacity="0.85"/>'
            f'<rect x="{x - 3}" y="{y + 8:.1f}" width="6" height="{h / 2 - 22:.1f}" rx="3" '
            f'fill="{FACE}" opacity="0.85"/>' + nodes)
    if angle:
        return f'<g transform="rotate({angle} {x} {y})">{body}</g>'
    return body


def bird(red):
    """1 sou: a peacock with a fanned tail."""
    body_c = RED if red else GREEN
    parts = []
    for i in range(7):  # tail feathers
        a = math.radians(-150 + i * 20)
        x2, y2 = 150 + 108 * math.cos(a), 246 + 118 * math.sin(a)
        parts.append(f'<line x1="150" y1="250" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{body_c}" '
                     f'stroke-width="9" stroke-linecap="round"/>')
        parts.append(f'<ellipse cx="{x2:.1f}" cy="{y2:.1f}" rx="19" ry="24" fill="{body_c}" '
                     f'transform="rotate({math.degrees(a) + 90:.1f} {x2:.1f} {y2:.1f})"/>')
        parts.append(f'<circle cx="{x2:.1f}" cy="{y2:.1f}" r="11" fill="{BLUE}"/>')
        parts.append(f'<circle cx="{x2:.1f}" cy="{y2:.1f}" r="5" fill="{RED}"/>')
    parts += [
        # body and neck
        f'<ellipse cx="150" cy="262" rx="50" ry="66" fill="{BLUE}"/>',
        f'<ellipse cx="150" cy="270" rx="30" ry="44" fill="{body_c}"/>',
        f'<path d="M132 214 C128 180 134 160 150 150 C166 160 172 180 168 214 Z" '
        f'fill="{BLUE}"/>',
        # head, eye, beak, crest
        f'<circle cx="150" cy="146" r="22" fill="{BLUE}"/>',
        f'<circle cx="158" cy="142" r="6" fill="{FACE}"/>',
        f'<circle cx="159" cy="142" r="3" fill="{BLACK}"/>',
        f'<path d="M168 148 L192 156 L168 160 Z" fill="{RED}"/>',
        f'<path d="M144 126 L134 98 M150 124 L150 94 M156 126 L166 98" stroke="{body_c}" '
        f'stroke-width="5" stroke-linecap="round"/>',
        f'<circle cx="134" cy="96" r="6" fill="{RED}"/><circle cx="150" cy="92" r="6" '
        f'fill="{RED}"/><circle cx="166" cy="96" r="6" fill="{RED}"/>',
        # legs
        f'<path d="M138 324 L132 352 M162 324 L168 352 M120 354 L144 352 M156 352 L180 354" '
        f'stroke="{RED}" stroke-width="7" stroke-linecap="round"/>',
    ]
    return "".join(parts)


def sou(n, red=False):
    g = RED if red else GREEN
    if n == 1:
        return bird(red)
    if n == 2:
        return stick(150, 108, 130, g) + stick(150, 276, 130, g)
    if n == 3:
        return stick(150, 108, 130, g) + stick(96, 276, 130, g) + stick(204, 276, 130, g)
    if n == 4:
        return "".join(stick(x, y, 130, g) for x in (96, 204) for y in (108, 276))
    if n == 5:
        return ("".join(stick(x, y, 124, g) for x in (70, 230) for y in (100, 284))
                + stick(150, 192, 124, RED))
    if n == 6:
        return "".join(stick(x, y, 130, g) for x in (68, 150, 232) for y in (108, 276))
    if n == 7:
        return stick(150, 70, 96, RED) + "".join(
            stick(x, y, 100, g) for x in (70, 150, 230) for y in (196, 314))
    if n == 8:  # an M above a W
        top = [stick(60, 108, 128, g, 14, 32), stick(118, 108, 128, g, -14, 32),
               stick(182, 108, 128, g, 14, 32), stick(240, 108, 128, g, -14, 32)]
        bottom = [stick(60, 276, 128, g, -14, 32), stick(118, 276, 128, g, 14, 32),
                  stick(182, 276, 128, g, -14, 32), stick(240, 276, 128, g, 14, 32)]
        return "".join(top + bottom)
    if n == 9:
        return "".join(stick(x, y, 100, RED if x == 150 else g)
                       for x in (66, 150, 234) for y in (76, 192, 308))
    raise ValueError(n)


# --- man (characters), winds, dragons ------------------------------------------------------

NUMERALS = "一二三四伍六七八九"


def man(n, red=False):
    numeral = NUMERALS[n - 1]
    h = {1: 34, 2: 84, 3: 118}.get(n, 128)
    return (text(numeral, CX, 108, h, RED if red else BLACK, width=170)
            + text("萬", CX, 268, 150, RED, width=190))


def honour(n):
    if n <= 4:
        return text("東南西北"[n - 1], CX, CY, 230, BLACK, width=220)
    if n == 5:  # white dragon: an empty blue frame
        return (f'<rect x="62" y="76" width="176" height="232" rx="10" fill="none" '
                f'stroke="{BLUE}" stroke-width="16"/>'
                f'<rect x="90" y="104" width="120" height="176" rx="4" fill="none" '
                f'stroke="{BLUE}" stroke-width="6"/>')
    if n == 6:
        return text("發", CX, CY, 230, GREEN, width=230)
    return text("中", CX, CY, 250, RED, width=210)


def back():
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W // 5}" '
            f'height="{H // 5}">'
            f'<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="34" fill="#0f4a3c" '
            f'stroke="#0b382d" stroke-width="2"/>'
            f'<rect x="1" y="1" width="{W - 2}" height="{FACE_H}" rx="33" fill="#1f6f5c" '
            f'stroke="#185a4a" stroke-width="2"/>'
            f'<rect x="26" y="26" width="{W - 52}" height="{FACE_H - 52}" rx="20" fill="none" '
            f'stroke="#2f8a73" stroke-width="6"/></svg>\n')


def main():
    tiles = {}
    for n in range(1, 10):
        tiles[f"{n}m"] = man(n)
        tiles[f"{n}p"] = pin(n)
        tiles[f"{n}s"] = sou(n)
    tiles["0m"] = man(5, red=True)
    tiles["0p"] = pin(5, red=True)
    tiles["0s"] = sou(5, red=True)
    for n in range(1, 8):
        tiles[f"{n}z"] = honour(n)
    for name, body in tiles.items():
        with open(os.path.join(HERE, name + ".svg"), "w") as f:
            f.write(tile(body))
    with open(os.path.join(HERE, "back.svg"), "w") as f:
        f.write(back())
    print(f"wrote {len(tiles) + 1} tiles to {HERE}")


if __name__ == "__main__":
    main()
