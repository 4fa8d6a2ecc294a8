#!/usr/bin/env bash
# Regenerates the getting-started videos in web/public/videos (MP4, WebP poster, WebVTT):
# screenshots of a fresh local portal (ports shifted by MARQUE_VIDEO_PORTS_OFFSET, 400 by
# default) with caption bars, then ffmpeg. Needs ffmpeg and java (DynamoDB Local); CI needs
# neither, as the outputs are committed. Captions and timings: scripts/getting-started-videos/slides.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
export MARQUE_SLIDES_DIR="${MARQUE_SLIDES_DIR:-$(mktemp -d)}"
command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
npx playwright test --config scripts/getting-started-videos/playwright.config.ts
npx tsx scripts/getting-started-videos/build-videos.ts
echo "Update the seeded durations in lambdas/content/seed-media.ts if a video's length changed."
