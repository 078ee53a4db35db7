import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { stepZoom, ZOOM_LEVELS, type ZoomLevel } from '../lightbox.ts';

/** The lightbox photo's zoom: level, step in/out, and what to put on the photo and its view. */
export interface PhotoZoom {
  level: ZoomLevel;
  canZoomIn: boolean;
  canZoomOut: boolean;
  zoomBy: (direction: 1 | -1) => void;
  reset: () => void;
  imageRef: RefObject<HTMLImageElement | null>;
  viewRef: RefObject<HTMLDivElement | null>;
  imageStyle: CSSProperties | undefined;
}

/**
 * Zoom relative to the photo as fitted in the dialog (measured when zooming starts); the
 * point at the middle of the scrollable view stays there from one step to the next.
 */
export function usePhotoZoom(): PhotoZoom {
  const [level, setLevel] = useState<ZoomLevel>(1);
  const [fittedWidth, setFittedWidth] = useState(0);
  const imageRef = useRef<HTMLImageElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const middle = useRef({ x: 0.5, y: 0.5 });

  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.scrollLeft = middle.current.x * view.scrollWidth - view.clientWidth / 2;
    view.scrollTop = middle.current.y * view.scrollHeight - view.clientHeight / 2;
  }, [level]);

  const zoomBy = (direction: 1 | -1) => {
    const view = viewRef.current;
    if (level === 1 && imageRef.current) setFittedWidth(imageRef.current.clientWidth);
    middle.current =
      view && level > 1
        ? {
            x: (view.scrollLeft + view.clientWidth / 2) / view.scrollWidth,
            y: (view.scrollTop + view.clientHeight / 2) / view.scrollHeight,
          }
        : { x: 0.5, y: 0.5 };
    setLevel(stepZoom(level, direction));
  };

  return {
    level,
    canZoomIn: level < Math.max(...ZOOM_LEVELS),
    canZoomOut: level > 1,
    zoomBy,
    reset: () => {
      setLevel(1);
    },
    imageRef,
    viewRef,
    imageStyle: level === 1 ? undefined : { width: `${String(fittedWidth * level)}px` },
  };
}
