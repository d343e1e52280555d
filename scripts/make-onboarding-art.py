#!/usr/bin/env python3
"""Draws the artwork of Kinetic's own onboarding demo.

Writes @2x PNGs into Sources/KineticPlay/Demos/onboarding/images/. Every picture is made of
flat shapes (no fonts, no photos), drawn four times larger than written and scaled down, so the
output is the same on every machine. Needs Pillow: python3 -m pip install pillow.

    python3 scripts/make-onboarding-art.py
"""

import math
import os

from PIL import Image, ImageDraw

OUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "KineticPlay", "Demos",
    "onboarding", "images")
PIXELS_PER_POINT = 2
SUPERSAMPLE = 4

NAVY = (27, 42, 65)
INK = (44, 62, 88)
WHITE = (255, 255, 255)
MIST = (214, 236, 250)
SKY = (42, 148, 214)
CORAL = (255, 107, 107)
SUN = (255, 200, 87)
TEAL = (46, 196, 182)
LILAC = (142, 124, 240)
PAPER = (246, 248, 251)
LINE = (222, 228, 236)
MUTED = (160, 172, 188)


class Canvas:
    """A picture `width`×`height` points large, drawn in points."""

    def __init__(self, width, height):
        self.width, self.height = width, height
        self.k = PIXELS_PER_POINT * SUPERSAMPLE
        self.image = Image.new("RGBA", (round(width * self.k), round(height * self.k)), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)

    def box(self, x, y, w, h):
        k = self.k
        return [x * k, y * k, (x + w) * k - 1, (y + h) * k - 1]

    def rounded(self, x, y, w, h, r, fill, outline=None, width=0):
        self.draw.rounded_rectangle(
            self.box(x, y, w, h), radius=r * self.k, fill=fill, outline=outline,
            width=round(width * self.k))

    def circle(self, cx, cy, r, fill=None, outline=None, width=0):
        self.draw.ellipse(
            self.box(cx - r, cy - r, 2 * r, 2 * r), fill=fill, outline=outline,
            width=round(width * self.k))

    def polygon(self, points, fill):
        self.draw.polygon([(x * self.k, y * self.k) for x, y in points], fill=fill)

    def line(self, points, fill, width):
        pts = [(x * self.k, y * self.k) for x, y in points]
        self.draw.line(pts, fill=fill, width=round(width * self.k), joint="curve")
        for x, y in (pts[0], pts[-1]):
            r = width * self.k / 2
            self.draw.ellipse([x - r, y - r, x + r, y + r], fill=fill)

    def save(self, name):
        size = (round(self.width * PIXELS_PER_POINT), round(self.height * PIXELS_PER_POINT))
        small = self.image.resize(size, Image.LANCZOS)
        path = os.path.join(OUT, name + "@2x.png")
        small.save(path, optimize=True)
        return path


def cloud(c, x, y, s, fill):
    """A cloud `s` points tall whose flat bottom starts at (x, y)."""
    c.circle(x + 0.9 * s, y - 0.55 * s, 0.55 * s, fill)
    c.circle(x + 1.7 * s, y - 0.75 * s, 0.75 * s, fill)
    c.circle(x + 2.5 * s, y - 0.5 * s, 0.5 * s, fill)
    c.rounded(x + 0.35 * s, y - 0.55 * s, 2.65 * s, 0.55 * s, 0.27 * s, fill)


def hills():
    """The backdrop band: two layers of rolling hills, wide enough for the parallax."""
    w, h = 1100, 220
    c = Canvas(w, h)

    def ridge(base, amplitude, period, phase, fill):
        points = [(0, h)]
        for i in range(0, 221):
            x = w * i / 220
            y = base - amplitude * (
                0.6 * math.sin(2 * math.pi * x / period + phase)
                + 0.4 * math.sin(2 * math.pi * x / (period * 0.47) + 2 * phase))
            points.append((x, y))
        points.append((w, h))
        c.polygon(points, fill)

    ridge(70, 26, 420, 0.6, MIST)
    ridge(112, 18, 330, 2.1, WHITE)
    return c.save("hills")


def clouds():
    """A strip of small clouds for the sky, scrolled with the parallax."""
    c = Canvas(1100, 110)
    for x, y, s in [(30, 60, 18), (250, 96, 13), (430, 48, 16), (640, 88, 20), (880, 58, 14)]:
        cloud(c, x, y, s, (255, 255, 255, 215))
    return c.save("clouds")


def balloon():
    """A hot-air balloon that floats."""
    c = Canvas(52, 76)
    c.circle(26, 24, 22, CORAL)
    c.polygon([(6, 30), (46, 30), (33, 52), (19, 52)], CORAL)
    # Stripes.
    c.polygon([(20, 3), (32, 3), (29, 52), (23, 52)], SUN)
    c.line([(20, 53), (21, 62)], INK, 1.2)
    c.line([(32, 53), (31, 62)], INK, 1.2)
    c.rounded(18, 61, 16, 12, 3, (150, 96, 62))
    return c.save("balloon")


def device():
    """A phone without a screen: the screens sit on top of it."""
    c = Canvas(150, 300)
    c.rounded(0, 0, 150, 300, 26, NAVY)
    c.rounded(3, 3, 144, 294, 23, (38, 56, 84))
    c.rounded(10, 25, 130, 250, 6, (17, 26, 40))
    c.rounded(58, 12, 34, 5, 2.5, (17, 26, 40))
    c.circle(75, 287, 6, None, (17, 26, 40), 1.6)
    return c.save("device")


def screen_base(c, title_color):
    c.rounded(0, 0, 130, 250, 6, PAPER)
    c.rounded(0, 0, 130, 40, 6, title_color)
    c.draw.rectangle(c.box(0, 30, 130, 10), fill=title_color)
    c.rounded(10, 14, 52, 7, 3.5, (255, 255, 255, 230))
    c.circle(116, 20, 7, (255, 255, 255, 200))


def screen_home():
    """A home screen: a hero card and a list."""
    c = Canvas(130, 250)
    screen_base(c, SKY)
    c.rounded(10, 52, 110, 70, 10, WHITE)
    c.circle(34, 86, 14, SUN)
    c.rounded(56, 74, 52, 7, 3.5, LINE)
    c.rounded(56, 88, 36, 7, 3.5, LINE)
    for i, color in enumerate([CORAL, TEAL, LILAC]):
        y = 134 + i * 36
        c.rounded(10, y, 110, 28, 8, WHITE)
        c.circle(25, y + 14, 7, color)
        c.rounded(38, y + 10, 60, 7, 3.5, LINE)
    return c.save("screen-home")


def screen_chart():
    """A chart screen: bars and a rising line."""
    c = Canvas(130, 250)
    screen_base(c, TEAL)
    c.rounded(10, 52, 110, 110, 10, WHITE)
    heights = [30, 48, 38, 62, 54, 80]
    for i, bar in enumerate(heights):
        x = 22 + i * 16
        c.rounded(x, 150 - bar, 10, bar, 3, (TEAL if i == 5 else (190, 234, 229)))
    c.line([(27, 112), (43, 96), (59, 104), (75, 82), (91, 88), (107, 62)], CORAL, 2.2)
    for i in range(2):
        y = 174 + i * 34
        c.rounded(10, y, 110, 26, 8, WHITE)
        c.rounded(20, y + 9, 40, 7, 3.5, LINE)
        c.rounded(86, y + 9, 24, 7, 3.5, (TEAL if i == 0 else CORAL))
    return c.save("screen-chart")


def screen_settings():
    """A settings screen: rows of switches."""
    c = Canvas(130, 250)
    screen_base(c, LILAC)
    for i in range(5):
        y = 52 + i * 38
        c.rounded(10, y, 110, 30, 8, WHITE)
        c.rounded(20, y + 11, 48 - (i % 2) * 12, 7, 3.5, LINE)
        on = i in (0, 2, 3)
        c.rounded(88, y + 8, 24, 14, 7, LILAC if on else LINE)
        c.circle(105 if on else 95, y + 15, 5.5, WHITE)
    return c.save("screen-settings")


def tablet():
    """A tablet showing a dashboard, for the page about parallax."""
    c = Canvas(170, 220)
    c.rounded(0, 0, 170, 220, 18, NAVY)
    c.rounded(10, 12, 150, 196, 6, PAPER)
    c.rounded(10, 12, 150, 34, 6, SUN)
    c.draw.rectangle(c.box(10, 36, 150, 10), fill=SUN)
    c.rounded(20, 24, 56, 8, 4, (255, 255, 255, 230))
    c.rounded(20, 56, 62, 62, 10, WHITE)
    c.circle(51, 87, 20, None, TEAL, 7)
    c.rounded(88, 56, 62, 62, 10, WHITE)
    c.circle(119, 87, 20, None, CORAL, 7)
    for i in range(3):
        y = 128 + i * 26
        c.rounded(20, y, 130, 20, 6, WHITE)
        c.rounded(28, y + 7, 50 + 18 * i, 6, 3, LINE)
    c.circle(85, 214, 2.2, (80, 96, 120))
    return c.save("tablet")


def badge(name, color, glyph):
    """A round badge with a white glyph and a soft ring."""
    c = Canvas(56, 56)
    c.circle(28, 28, 27, (255, 255, 255, 90))
    c.circle(28, 28, 23, color)
    glyph(c)
    return c.save(name)


def heart(c):
    c.circle(22.5, 25, 6.5, WHITE)
    c.circle(33.5, 25, 6.5, WHITE)
    c.polygon([(16.4, 27.5), (39.6, 27.5), (28, 39)], WHITE)


def check(c):
    c.line([(18, 29), (25, 36), (38, 21)], WHITE, 4.2)


def arrow(c):
    c.line([(18, 35), (25, 28), (30, 32), (38, 22)], WHITE, 3.4)
    c.polygon([(31, 19), (40, 19), (40, 28)], WHITE)


def star(c):
    points = []
    for i in range(10):
        r = 12 if i % 2 == 0 else 5.2
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((28 + r * math.cos(angle), 29 + r * math.sin(angle)))
    c.polygon(points, WHITE)


def gear():
    """A gear icon, to show rotation."""
    c = Canvas(64, 64)
    teeth = []
    for i in range(48):
        angle = 2 * math.pi * i / 48
        r = 28 if (i // 3) % 2 == 0 else 22
        teeth.append((32 + r * math.cos(angle), 32 + r * math.sin(angle)))
    c.polygon(teeth, SUN)
    c.circle(32, 32, 21, SUN)
    c.circle(32, 32, 9, WHITE)
    return c.save("gear")


def bubble():
    """A chat bubble with three dots."""
    c = Canvas(84, 50)
    c.rounded(0, 0, 84, 40, 14, WHITE)
    c.polygon([(16, 36), (30, 36), (14, 49)], WHITE)
    for i, color in enumerate([SKY, TEAL, CORAL]):
        c.circle(26 + i * 16, 20, 5, color)
    return c.save("bubble")


def main():
    os.makedirs(OUT, exist_ok=True)
    paths = [
        hills(), clouds(), balloon(), device(), screen_home(), screen_chart(), screen_settings(),
        tablet(), gear(), bubble(),
        badge("badge-heart", CORAL, heart), badge("badge-check", TEAL, check),
        badge("badge-arrow", LILAC, arrow), badge("badge-star", SUN, star),
    ]
    total = 0
    for path in paths:
        size = os.path.getsize(path)
        total += size
        print(f"{os.path.relpath(path)}: {size} bytes")
    print(f"total: {total} bytes")


if __name__ == "__main__":
    main()
