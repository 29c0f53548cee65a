import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';

import { type BarOrientation, barChartGeometry, CHART_FONT_SIZE, type ChartDatum } from '@/shared/lib/chart';

import * as styles from './BarChart.css';

/** Until the frame is measured (and where nothing lays out, as in jsdom). */
const UNMEASURED_WIDTH = 640;

export interface BarChartProps {
  title: string;
  /** 'columns' for a time line, 'bars' for named categories (one row each). */
  orientation: BarOrientation;
  /** The categories' axis title. */
  x: string;
  /** The values' axis title. */
  y: string;
  data: readonly ChartDatum[];
}

/**
 * A bar chart drawn to its frame's width (labels stay legible on a phone instead of shrinking), captioned by its title.
 * The drawing is hidden from assistive technology, which reads the same figures from a visually hidden table.
 */
export function BarChart({ title, orientation, x, y, data }: BarChartProps) {
  const captionId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(UNMEASURED_WIDTH);

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(frame);
    return () => {
      observer.disconnect();
    };
  }, []);

  const geometry = useMemo(() => barChartGeometry({ orientation, data, x, y, width }), [orientation, data, x, y, width]);

  return (
    // Named by its caption explicitly too: not every browser and screen reader derives a figure's name from it.
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <div ref={frameRef} className={styles.frame}>
        <svg
          className={styles.svg}
          width={geometry.width}
          height={geometry.height}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          fontSize={CHART_FONT_SIZE}
          aria-hidden="true"
          focusable="false"
        >
          {geometry.gridLines.map((line) => (
            <line key={`grid-${line.y1}`} className={styles.gridLine} {...line} />
          ))}
          {geometry.bars.map((bar, index) => (
            // By position: a label can repeat (the same day of two years).
            <rect key={index} className={styles.bar} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
              <title>{`${bar.datum.label}: ${bar.datum.value}`}</title>
            </rect>
          ))}
          <line className={styles.axis} {...geometry.axis} />
          {geometry.texts.map((text, index) => (
            <text key={index} className={styles.text[text.role]} x={text.x} y={text.y} textAnchor={text.anchor}>
              {text.text}
            </text>
          ))}
        </svg>
      </div>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <th scope="col">{x}</th>
              <th scope="col">{y}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
                <tr key={index}>
                <th scope="row">{datum.label}</th>
                <td>{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
