import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumb } from '../../../components/breadcrumb';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useMedia } from '../videos/media-query';
import { VideoList } from '../videos/video-list';
import { VideoPlayer } from '../videos/video-player';
import '../public-pages.css';
import '../videos/videos.css';
import { PageMeta } from '../../../components/page-meta';

/** /getting-started-new: the getting-started videos; `?video=<id>` is the one in the player. */
export function VideosPage() {
  const videos = useMedia('video');
  const [params] = useSearchParams();
  // The video the user chose here: it starts once it is the one in the player.
  const [chosenId, setChosenId] = useState<string>();
  const wanted = params.get('video');

  const list = videos.data ?? [];
  const selected = list.find((video) => video.id === wanted) ?? list[0];
  const unknown = wanted !== null && videos.isSuccess && !list.some((v) => v.id === wanted);

  return (
    <div className="container page">
      <PageMeta
        title={
          selected && wanted
            ? `${selected.title} · Videos · Marque`
            : 'Getting-started videos · Marque'
        }
        description="Short videos on registering, the API catalogue, applications, try out and production access at Marque."
      />
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Getting started', to: '/getting-started' },
          { label: 'Videos' },
        ]}
      />
      <header className="page-header">
        <h1>Getting-started videos</h1>
        <p>
          Five short videos, from your first sign-in to production. Each has captions; prefer to
          read? <Link to="/getting-started">Follow the steps</Link>.
        </p>
      </header>
      {videos.isPending ? (
        <LoadingState label="Loading the videos…" />
      ) : videos.isError ? (
        <ErrorState
          message="The videos could not be loaded. Please try again."
          onRetry={() => void videos.refetch()}
        />
      ) : !selected ? (
        <EmptyState
          title="No videos yet"
          message="The getting-started videos are on their way. Meanwhile, the steps guide you."
        >
          <Link to="/getting-started">Getting started, step by step</Link>
        </EmptyState>
      ) : (
        <>
          {unknown ? (
            <p className="media-notice" role="status">
              That video is no longer available; here is the first one.
            </p>
          ) : null}
          <div className="video-page">
            <VideoPlayer video={selected} play={chosenId === selected.id} />
            <VideoList videos={list} selectedId={selected.id} onChoose={setChosenId} />
          </div>
        </>
      )}
    </div>
  );
}
