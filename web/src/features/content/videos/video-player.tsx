import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { captionsUrl, type Video } from './video-files';

interface VideoPlayerProps {
  video: Video;
  /** The user just chose this video: start it and bring the player into view. */
  play: boolean;
}

/** The main player: the selected video with its poster and captions, loaded only on play. */
export function VideoPlayer({ video, play }: VideoPlayerProps) {
  const section = useRef<HTMLElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const captions = captionsUrl(video);
  // The poster is the page's largest paint; a video's poster is found late by the browser's
  // preload scanner, so the page's head asks for it (the pre-rendered HTML carries the link).
  preload(video.thumbnailUrl, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    if (!play) return;
    section.current?.scrollIntoView?.({ block: 'nearest' });
    // A play started by the user's choice; refused (autoplay rules, a missing file) it just waits.
    const started = player.current?.play?.();
    if (started) started.catch(() => undefined);
  }, [play, video.id]);

  return (
    <section ref={section} className="video-player" aria-labelledby="video-player-title">
      {/* The captions track is there whenever the site has captions for the video (captionsUrl). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        // A new element per video, so the browser never mixes one video's poster with another's.
        key={video.id}
        ref={player}
        className="video-player__video"
        controls
        preload="none"
        poster={video.thumbnailUrl}
        src={video.videoUrl}
        width={1280}
        height={720}
      >
        {captions ? (
          // Not on by default: the slides carry the same words burnt in; CC shows them as text.
          <track kind="captions" src={captions} srcLang="en" label="English" />
        ) : null}
        Your browser cannot play this video. <a href={video.videoUrl}>Download it</a>.
      </video>
      <h2 id="video-player-title" className="video-player__title">
        {video.title}
      </h2>
      <p className="video-player__description">{video.description}</p>
    </section>
  );
}
