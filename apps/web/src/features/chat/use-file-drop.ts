import { useEffect, useRef, useState, type RefObject } from 'react';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dragged anywhere over the chat (the element holding the composer) join the message,
 * as in WhatsApp. Answers the area to highlight while files hover over it.
 */
export function useFileDrop(
  composer: RefObject<HTMLElement | null>,
  enabled: boolean,
  onFiles: (files: File[]) => void,
) {
  const [area, setArea] = useState<DOMRect | null>(null);
  const latest = useRef({ onFiles, enabled });
  useEffect(() => {
    latest.current = { onFiles, enabled };
  });

  useEffect(() => {
    const zone = composer.current?.parentElement;
    if (!zone) return;
    // dragenter/dragleave fire for every child crossed: count them to know when it really left
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (!latest.current.enabled) return;
      depth += 1;
      setArea(zone.getBoundingClientRect());
    };
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = latest.current.enabled ? 'copy' : 'none';
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setArea(null);
    };
    // a file dropped on a closed ticket is refused, not opened by the browser in place of the app
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (!latest.current.enabled) return;
      depth = 0;
      setArea(null);
      const files = Array.from(e.dataTransfer?.files ?? []);
      if (files.length) latest.current.onFiles(files);
    };
    zone.addEventListener('dragenter', enter);
    zone.addEventListener('dragover', over);
    zone.addEventListener('dragleave', leave);
    zone.addEventListener('drop', drop);
    return () => {
      setArea(null);
      zone.removeEventListener('dragenter', enter);
      zone.removeEventListener('dragover', over);
      zone.removeEventListener('dragleave', leave);
      zone.removeEventListener('drop', drop);
    };
  }, [composer]);

  return enabled ? area : null;
}
