import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render-route';
import { aVideo, fiveVideos } from '../videos/testing/media-fixtures';

// jsdom plays nothing: the spy stands for the browser starting the video.
let play: MockInstance<HTMLMediaElement['play']>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = () => screen.findByRole('list', { name: 'Getting-started videos' });
const player = () => document.querySelector('video')!;

describe('/getting-started-new', () => {
  it('lists the five videos with thumbnail, title, duration and description, the first in the player', async () => {
    mockApi({ '/content/video': { items: fiveVideos } });
    renderRoute('/getting-started-new');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const third = within(items[2]!).getByRole('link');
    expect(third).toHaveAccessibleName(/^Video 3: ?Create an application \(1 minute 5 seconds\)$/);
    expect(within(third).getByText('01:05')).toBeVisible();
    expect(within(third).getByText('How to create an application.')).toBeVisible();
    expect(third.querySelector('img')).toHaveAttribute('src', '/videos/create-application.webp');

    expect(screen.getByRole('heading', { level: 2, name: 'Register and sign in' })).toBeVisible();
    expect(player()).toHaveAttribute('src', '/videos/register-sign-in.mp4');
    expect(player()).toHaveAttribute('poster', '/videos/register-sign-in.webp');
    expect(player()).toHaveAttribute('preload', 'none');
    expect(player()).toHaveAttribute('controls');
    const track = player().querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/videos/register-sign-in.vtt');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('aria-current', 'true');
    expect(play).not.toHaveBeenCalled();
  });

  it('plays the chosen video, from the keyboard too, and keeps the choice in the URL', async () => {
    mockApi({ '/content/video': { items: fiveVideos } });
    const { user, router } = renderRoute('/getting-started-new');
    await list();
    await user.click(screen.getByRole('link', { name: /Try it out/ }));
    expect(router.state.location.search).toBe('?video=video-try-it-out');
    expect(await screen.findByRole('heading', { level: 2, name: 'Try it out' })).toBeVisible();
    expect(player()).toHaveAttribute('src', '/videos/try-it-out.mp4');
    expect(screen.getByRole('link', { name: /Try it out/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(play).toHaveBeenCalledTimes(1);

    screen.getByRole('link', { name: /Production access/ }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?video=video-production-access');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Production access' }),
    ).toBeVisible();
    expect(player()).toHaveAttribute('src', '/videos/production-access.mp4');
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('opens the video named in the link, and says when that video is gone', async () => {
    mockApi({ '/content/video': { items: fiveVideos } });
    renderRoute('/getting-started-new?video=video-product-catalogue');
    await list();
    expect(player()).toHaveAttribute('src', '/videos/product-catalogue.mp4');
    expect(document.title).toBe('Product catalogue · Videos · Marque');

    mockApi({ '/content/video': { items: fiveVideos } });
    renderRoute('/getting-started-new?video=video-retired');
    expect(
      await screen.findByText('That video is no longer available; here is the first one.'),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2, name: 'Register and sign in' })).toHaveLength(
      1,
    );
  });

  it('has no captions track for a video hosted elsewhere', async () => {
    mockApi({
      '/content/video': {
        items: [
          aVideo({
            id: 'video-outside',
            title: 'Webinar recording',
            videoUrl: 'https://media.example/webinar.mp4',
          }),
        ],
      },
    });
    renderRoute('/getting-started-new');
    await list();
    expect(player()).toHaveAttribute('src', 'https://media.example/webinar.mp4');
    expect(player().querySelector('track')).toBeNull();
  });

  it('shows loading, then an error with a retry that loads the videos', async () => {
    let fail = true;
    mockApi({
      '/content/video': () =>
        fail ? { status: 500, body: { message: 'down' } } : { items: fiveVideos },
    });
    const { user } = renderRoute('/getting-started-new');
    expect(await screen.findByText('Loading the videos…')).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The videos could not be loaded. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says so when there are no videos, pointing to the written steps', async () => {
    mockApi({ '/content/video': { items: [] } });
    renderRoute('/getting-started-new');
    expect(await screen.findByRole('heading', { name: 'No videos yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Getting started, step by step' })).toHaveAttribute(
      'href',
      '/getting-started',
    );
    expect(document.querySelector('video')).toBeNull();
  });
});
