import { useStore } from '@nanostores/react';
import { $publishing } from './publishing.ts';

/**
 * What the site says about the last saved change of a public center, its pictures or videos:
 * when it will be live, then that it is. Always present, so screen readers
 * announce each new message.
 */
export default function PublishingStatus({ className = '' }: { className?: string }) {
  const text = useStore($publishing);
  return (
    <p
      role="status"
      className={
        text
          ? `rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950 ${className}`
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
