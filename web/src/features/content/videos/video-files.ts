import type { ContentItemOf } from '../../../../../shared/api/content-operations';

export type Video = ContentItemOf<'video'>;

/**
 * The captions of a video the site serves: `/videos/<name>.mp4` has `/videos/<name>.vtt`
 * (scripts/make-getting-started-videos.sh). A video hosted elsewhere has none we know of.
 */
export function captionsUrl(video: Video): string | undefined {
  return /^\/videos\/[\w-]+\.mp4$/.test(video.videoUrl)
    ? video.videoUrl.replace(/\.mp4$/, '.vtt')
    : undefined;
}

/** "02:45" → "2 minutes 45 seconds", for screen readers. */
export function spokenDuration(duration: string): string {
  const [minutes = 0, seconds = 0] = duration.split(':').map(Number);
  const parts = [
    minutes ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    seconds ? `${seconds} second${seconds === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.join(' ') || '0 seconds';
}

/** "02:45" → "PT2M45S" for `<time dateTime>`. */
export function isoDuration(duration: string): string {
  const [minutes = 0, seconds = 0] = duration.split(':').map(Number);
  return `PT${minutes}M${seconds}S`;
}
