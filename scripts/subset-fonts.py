#!/usr/bin/env python3
"""Subsets the site's typefaces (public/fonts/README.md). Needs fontTools with Brotli:
`apt-get install python3-fonttools python3-brotli` (or `pip install fonttools brotli`).

    python3 scripts/subset-fonts.py <folder with the Fontsource 5.3.0 `latin` and `arabic` woff2 files>

Writes public/fonts/ibm-plex-sans-latin-{400,700}-v2.woff2 and ibm-plex-sans-arabic-{400,700}-v3.woff2: the Arabic
faces keep the Arabic letters, marks, digits and punctuation (U+0600-0670, with every contextual form and ligature
their shaping reaches) and the joiners and marks around them, but not the letters of Persian, Urdu and other
languages written in Arabic script (U+0671-06FF), the extended blocks or presentation-form code points, which the
site's Arabic never uses (such a letter is set in the fallback face); every face drops its TrueType hinting, which
phones and current desktops ignore. About two thirds of the Arabic bytes and a quarter of the Latin ones go, and
the text looks the same. Keep `unicode-range` in site-fonts.css in step with ARABIC_KEPT.
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ARABIC_KEPT = [(0x0020, 0x007E), (0x0600, 0x0670), (0x200C, 0x200E), (0x2010, 0x2011), (0x204F, 0x204F), (0x2E41, 0x2E41)]


def keep_arabic(code_point):
    return any(low <= code_point <= high for low, high in ARABIC_KEPT)


def write_subset(source, target, keep):
    options = subset.Options()
    options.flavor = 'woff2'
    options.hinting = False
    options.layout_features = ['*']
    options.name_IDs = ['*']
    options.name_languages = ['*']
    options.notdef_outline = True
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[code_point for code_point in font.getBestCmap() if keep(code_point)])
    subsetter.subset(font)
    font.flavor = 'woff2'
    font.save(target)
    print(f'{target}: {os.path.getsize(source)} -> {os.path.getsize(target)} bytes')


def main(folder):
    for weight in ('400', '700'):
        write_subset(os.path.join(folder, f'ibm-plex-sans-arabic-arabic-{weight}-normal.woff2'), f'public/fonts/ibm-plex-sans-arabic-{weight}-v3.woff2', keep_arabic)
        write_subset(os.path.join(folder, f'ibm-plex-sans-latin-{weight}-normal.woff2'), f'public/fonts/ibm-plex-sans-latin-{weight}-v2.woff2', lambda code_point: True)


if __name__ == '__main__':
    main(sys.argv[1])
