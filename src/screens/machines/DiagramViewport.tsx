// A statechart drawing with pan and zoom: drag or arrow keys to pan, wheel or +/- to zoom, 0 to
// fit, and buttons for all of it. The SVG is the exporter's own string (machines/graph/svg.ts);
// highlighting sets `data-active` on its states and transitions.
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../../ui/Button';
import { canvas, hint, toolbar, viewport, zoomText } from './machines.css';

export interface DiagramViewportProps {
  /** What the diagram shows, e.g. 'Token lifecycle statechart'. */
  label: string;
  svg: string;
  width: number;
  height: number;
  activeStateIds: readonly string[];
  activeEdgeIds: readonly string[];
}

interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 4;
const clamp = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));

export function DiagramViewport({
  label,
  svg,
  width,
  height,
  activeStateIds,
  activeEdgeIds,
}: DiagramViewportProps) {
  const outer = useRef<HTMLElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const fitToView = useCallback(() => {
    const box = outer.current?.getBoundingClientRect();
    if (!box || !width || !height) return;
    const k = clamp(Math.min((box.width - 32) / width, (box.height - 64) / height, 1.25));
    setView({ k, x: (box.width - width * k) / 2, y: Math.max(48, (box.height - height * k) / 2) });
  }, [width, height]);

  useLayoutEffect(fitToView, [fitToView]);

  /** Zoom by `factor` keeping the point (px, py) of the viewport still. */
  const zoomAt = useCallback((factor: number, px?: number, py?: number) => {
    const box = outer.current?.getBoundingClientRect();
    const cx = px ?? (box ? box.width / 2 : 0);
    const cy = py ?? (box ? box.height / 2 : 0);
    setView((v) => {
      const k = clamp(v.k * factor);
      return { k, x: cx - ((cx - v.x) * k) / v.k, y: cy - ((cy - v.y) * k) / v.k };
    });
  }, []);

  // The wheel listener is not passive, so that zooming does not also scroll the page.
  useEffect(() => {
    const el = outer.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = el.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - box.left, e.clientY - box.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  // The SVG document (machines/graph/svg.ts) parsed as XML and put in place: the same bytes the
  // exporter writes, with no HTML parsing in between.
  useLayoutEffect(() => {
    const el = inner.current;
    if (!el) return;
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    el.replaceChildren(document.importNode(doc.documentElement, true));
  }, [svg]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new SVG replaces the elements to mark
  useEffect(() => {
    const root = inner.current;
    if (!root) return;
    const states = new Set(activeStateIds);
    const edges = new Set(activeEdgeIds);
    for (const el of root.querySelectorAll('[data-state-id]')) {
      el.toggleAttribute('data-active', states.has(el.getAttribute('data-state-id') ?? ''));
    }
    for (const el of root.querySelectorAll('[data-edge-id]')) {
      el.toggleAttribute('data-active', edges.has(el.getAttribute('data-edge-id') ?? ''));
    }
  }, [svg, activeStateIds, activeEdgeIds]);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.button !== 0 || (e.target as Element).closest('button')) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    drag.current = { ...d, x: e.clientX, y: e.clientY };
    setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget) return;
    const step = e.shiftKey ? 160 : 48;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (pan[e.key]) {
      const [dx, dy] = pan[e.key];
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    } else if (e.key === '+' || e.key === '=') zoomAt(1.25);
    else if (e.key === '-' || e.key === '_') zoomAt(0.8);
    else if (e.key === '0') fitToView();
    else return;
    e.preventDefault();
  };

  return (
    <section
      ref={outer}
      className={viewport}
      aria-label={label}
      aria-describedby="diagram-keys"
      aria-roledescription="diagram"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing pans and zooms from the keyboard
      tabIndex={0}
      data-dragging={dragging || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      <div
        ref={inner}
        className={canvas}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})`, width, height }}
      />
      <div className={toolbar}>
        <Button variant="quiet" onPress={() => zoomAt(0.8)} aria-label="Zoom out">
          −
        </Button>
        <span className={zoomText} aria-live="polite">
          {Math.round(view.k * 100)}%
        </span>
        <Button variant="quiet" onPress={() => zoomAt(1.25)} aria-label="Zoom in">
          +
        </Button>
        <Button variant="quiet" onPress={fitToView}>
          Fit
        </Button>
        <Button
          variant="quiet"
          onPress={() => {
            const box = outer.current?.getBoundingClientRect();
            setView({ k: 1, x: 16, y: box ? Math.max(48, (box.height - height) / 2) : 48 });
          }}
        >
          100%
        </Button>
      </div>
      <p id="diagram-keys" className={hint}>
        Drag or arrow keys to pan · wheel or + − to zoom · 0 to fit
      </p>
    </section>
  );
}
