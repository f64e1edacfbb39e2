#!/usr/bin/env bash
# Regenerates packages/ui/src/theme/fonts/inter-basic-*.woff2: Inter (from @fontsource/inter)
# cut down to the characters the portal's own text uses, so the first screen downloads about
# 14 KB per weight instead of 24 KB. Needs Python's fonttools and brotli
# (pip install fonttools brotli); the output is committed, so npm test does not need them.
# Keep RANGE in step with the unicode-range in packages/ui/src/theme/fonts/fonts.css.
set -euo pipefail
RANGE='U+0020-007E,U+00A0,U+00A3,U+00B0,U+00B2,U+00B7,U+00D7,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026,U+203A,U+2192,U+2212,U+2264,U+2265'
SOURCE=node_modules/@fontsource/inter/files
OUT=packages/ui/src/theme/fonts
for weight in 400 500 600 700; do
  pyftsubset "$SOURCE/inter-latin-$weight-normal.woff2" --unicodes="$RANGE" \
    --layout-features='*' --flavor=woff2 --output-file="$OUT/inter-basic-$weight.woff2"
done
ls -l "$OUT"
