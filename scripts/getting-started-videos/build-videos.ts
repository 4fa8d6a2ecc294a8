import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gettingStartedVideos, videoSeconds, type GettingStartedVideo } from './slides';

/**
 * Turns the captured slides into the site's getting-started videos with ffmpeg: an H.264 MP4 at
 * 1 frame a second, a 640x360 WebP poster and WebVTT captions per video, in web/public/videos.
 */
const slidesDir = process.env.MARQUE_SLIDES_DIR ?? '/tmp/marque-slides';
const outDir = join(import.meta.dirname, '..', '..', 'web', 'public', 'videos');

function timestamp(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `00:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}.000`;
}

export function captions(video: GettingStartedVideo): string {
  let start = 0;
  const cues = video.slides.map((slide, index) => {
    const cue = `${index + 1}\n${timestamp(start)} --> ${timestamp(start + slide.seconds)}\n${slide.caption}\n`;
    start += slide.seconds;
    return cue;
  });
  return `WEBVTT - ${video.title}\n\n${cues.join('\n')}`;
}

function ffmpeg(args: readonly string[]): void {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
}

function build(video: GettingStartedVideo, work: string): void {
  const shot = (index: number) => join(slidesDir, `${video.file}-${index + 1}.png`);
  // The concat demuxer holds each picture for its duration; the last is listed twice, as the
  // demuxer ignores the final entry's duration.
  const list = video.slides.map((slide, i) => `file '${shot(i)}'\nduration ${slide.seconds}\n`);
  list.push(`file '${shot(video.slides.length - 1)}'\n`);
  const listFile = join(work, `${video.file}.txt`);
  writeFileSync(listFile, list.join(''));

  const mp4 = join(outDir, `${video.file}.mp4`);
  ffmpeg([
    ...['-f', 'concat', '-safe', '0', '-i', listFile],
    ...['-vf', 'fps=1,scale=1280:720:flags=lanczos,format=yuv420p'],
    ...['-t', String(videoSeconds(video))],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', '32'],
    ...['-profile:v', 'high', '-g', '20', '-an', '-movflags', '+faststart', mp4],
  ]);
  // The poster is the videos page's largest paint: WebP is about 40% lighter than a JPG of it.
  const poster = join(outDir, `${video.file}.webp`);
  ffmpeg([
    '-i',
    shot(0),
    '-vf',
    'scale=640:360:flags=lanczos',
    '-c:v',
    'libwebp',
    '-quality',
    '70',
    poster,
  ]);
  writeFileSync(join(outDir, `${video.file}.vtt`), captions(video));
  console.log(
    `${video.file}: ${videoSeconds(video)} s, mp4 ${statSync(mp4).size} B, webp ${statSync(poster).size} B`,
  );
}

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'marque-videos-'));
try {
  for (const video of gettingStartedVideos) build(video, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
