import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  EMPTY_ANSWERS,
  loadDraft,
  saveDraft,
} from './intake-draft.ts';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the draft on this device', () => {
  it('comes back as it was saved, and is gone once cleared', () => {
    const draft = {
      step: 2,
      answers: { ...EMPTY_ANSWERS, name: 'Ana', preferred_locations: ['Duluth'] },
    };
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('reads damaged or old drafts leniently', () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ step: 9, answers: { name: 42, email: 'a@b.co' } }),
    );
    expect(loadDraft()).toEqual({ step: 0, answers: { ...EMPTY_ANSWERS, email: 'a@b.co' } });
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toBeNull();
  });
});
