import { describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../lib/site-status.ts';
import { PUBLISHING_MESSAGES, publishingNews } from './publishing.ts';

const status = (over: Partial<SiteStatus>): SiteStatus => ({
  state: 'waiting',
  requested: 4,
  published: 3,
  live: 3,
  liveSince: '2026-06-01T12:00:00.000Z',
  lastBuildSeconds: 6,
  estimatedSeconds: 9,
  ...over,
});

describe('publishingNews', () => {
  it('says when the change will be live, rounded up to 5 seconds', () => {
    expect(publishingNews(status({}), 4)).toEqual({
      text: 'Your changes will be live on your public page in about 10 seconds.',
      done: false,
    });
    expect(publishingNews(status({ state: 'building', estimatedSeconds: 1 }), 4).text).toBe(
      PUBLISHING_MESSAGES.soon(5),
    );
  });

  it('says the change is live once the site shows it (its page fresh, or a build having it)', () => {
    expect(publishingNews(status({ state: 'waiting', requested: 5, live: 4 }), 4)).toEqual({
      text: 'Your changes are live on your public page.',
      done: true,
    });
  });

  it('says the change waits when the build failed', () => {
    expect(publishingNews(status({ state: 'failed' }), 4)).toEqual({
      text: PUBLISHING_MESSAGES.delayed,
      done: true,
    });
  });
});
