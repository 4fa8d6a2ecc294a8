import { Link } from 'react-router-dom';
import { isoDuration, spokenDuration, type Video } from './video-files';

interface VideoListProps {
  videos: readonly Video[];
  selectedId: string;
  onChoose: (id: string) => void;
}

/** The videos to choose from: each a link to `?video=<id>`, so a choice can be shared. */
export function VideoList({ videos, selectedId, onChoose }: VideoListProps) {
  return (
    <ol className="video-list" aria-label="Getting-started videos">
      {videos.map((video, index) => {
        const selected = video.id === selectedId;
        return (
          <li key={video.id}>
            <Link
              to={{ search: `?video=${encodeURIComponent(video.id)}` }}
              className={`video-list__item${selected ? ' video-list__item--selected' : ''}`}
              aria-current={selected ? 'true' : undefined}
              aria-labelledby={`${video.id}-title ${video.id}-length`}
              aria-describedby={`${video.id}-description`}
              onClick={() => onChoose(video.id)}
            >
              <span className="video-list__thumb">
                <img src={video.thumbnailUrl} alt="" width={160} height={90} loading="lazy" />
                <time className="video-list__duration" dateTime={isoDuration(video.duration)}>
                  {video.duration}
                </time>
              </span>
              <span className="video-list__text">
                <span id={`${video.id}-title`} className="video-list__title">
                  <span className="visually-hidden">Video {index + 1}: </span>
                  {video.title}
                </span>
                <span id={`${video.id}-length`} className="visually-hidden">
                  ({spokenDuration(video.duration)})
                </span>
                <span id={`${video.id}-description`} className="video-list__description">
                  {video.description}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
