"""A terminal screen captured with its colours (`tmux capture-pane -e -p`) as HTML: one <pre>
of cells, each run of cells in the colours and weight its escape sequences set (SGR: reset,
bold, dim, 24-bit and 256-colour foreground and background), so headless Chromium can
photograph it. Tools/capture-screens runs it.

    python3 Tools/capture-screens.py screen.ansi > screen.html
"""

import html
import re
import sys

FOREGROUND, BACKGROUND = "#d8d8d8", "#1c1c1c"
SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def palette(index):
    """The xterm 256-colour palette's colour `index` as #rrggbb."""
    base = ["000000", "cd0000", "00cd00", "cdcd00", "0000ee", "cd00cd", "00cdcd", "e5e5e5",
            "7f7f7f", "ff0000", "00ff00", "ffff00", "5c5cff", "ff00ff", "00ffff", "ffffff"]
    if index < 16:
        return "#" + base[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[index // 36], steps[index // 6 % 6], steps[index % 6])
    grey = 8 + (index - 232) * 10
    return "#%02x%02x%02x" % (grey, grey, grey)


def apply(codes, state):
    """The style after the SGR parameters `codes`."""
    numbers = [int(code) if code else 0 for code in re.split("[;:]", codes)] or [0]
    index = 0
    while index < len(numbers):
        code = numbers[index]
        if code == 0:
            state = {}
        elif code == 1:
            state["bold"] = True
        elif code == 2:
            state["dim"] = True
        elif code in (22,):
            state.pop("bold", None)
            state.pop("dim", None)
        elif 30 <= code <= 37 or 90 <= code <= 97:
            state["fg"] = palette(code - 30 if code < 90 else code - 82)
        elif 40 <= code <= 47 or 100 <= code <= 107:
            state["bg"] = palette(code - 40 if code < 100 else code - 92)
        elif code in (39, 49):
            state.pop("fg" if code == 39 else "bg", None)
        elif code in (38, 48) and index + 1 < len(numbers):
            key = "fg" if code == 38 else "bg"
            if numbers[index + 1] == 2 and index + 4 < len(numbers):
                state[key] = "#%02x%02x%02x" % tuple(numbers[index + 2:index + 5])
                index += 4
            elif numbers[index + 1] == 5 and index + 2 < len(numbers):
                state[key] = palette(numbers[index + 2])
                index += 2
        index += 1
    return state


def style(state):
    parts = ["color:" + state.get("fg", FOREGROUND),
             "background:" + state.get("bg", BACKGROUND)]
    if state.get("bold"):
        parts.append("font-weight:bold")
    if state.get("dim"):
        parts.append("opacity:0.7")
    return ";".join(parts)


def main():
    text = open(sys.argv[1], encoding="utf-8").read().rstrip("\n")
    out, state = [], {}
    for line in text.split("\n"):
        position = 0
        for match in SGR.finditer(line):
            if match.start() > position:
                out.append('<span style="%s">%s</span>'
                           % (style(state), html.escape(line[position:match.start()])))
            state = apply(match.group(1), dict(state))
            position = match.end()
        if position < len(line):
            out.append('<span style="%s">%s</span>' % (style(state), html.escape(line[position:])))
        out.append("\n")
    print("<!doctype html><meta charset=utf-8><style>body{margin:0;background:%s}"
          "pre{margin:12px;font:15px/15px 'DejaVu Sans Mono',monospace}</style><pre>%s</pre>"
          % (BACKGROUND, "".join(out)))


main()
