import { useCallback, useEffect, useRef, useState } from 'react';
import { followPublishing } from './publishing.ts';

/**
 * The dashboard's word on a saved change: `follow()` after a save of a public center, then
 * `text` says when the change will be live and then that it is.
 */
export function usePublishing(): { text: string; follow: () => void } {
  const [text, setText] = useState('');
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );
  const follow = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setText('');
    void followPublishing(setText, controller.signal);
  }, []);
  return { text, follow };
}
