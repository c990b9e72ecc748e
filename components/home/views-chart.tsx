import { formatNumber } from '@/lib/format';
import type { MonthViews } from '@/lib/home/rules';

const WIDTH = 300;
const HEIGHT = 120;
const LABEL_SPACE = 18;
const VALUE_SPACE = 14;
const GAP = 10;

/** The chart's box while its numbers load: the same margin and proportions, so nothing moves when it arrives. */
export function ViewsChartPlaceholder() {
  return <div aria-hidden="true" className="mt-3 aspect-[300/120] w-full rounded bg-surface-sunken motion-safe:animate-pulse" />;
}

/**
 * Listings viewed per month as server-rendered SVG bars (no chart library). The drawing is hidden
 * from assistive technology; a visually hidden table carries the same numbers.
 */
export function ViewsChart({ months, caption }: { months: MonthViews[]; caption: string }) {
  if (months.length === 0) return null;
  const max = Math.max(1, ...months.map((m) => m.count));
  const slot = WIDTH / months.length;
  const barWidth = Math.max(4, slot - GAP);
  const plot = HEIGHT - LABEL_SPACE - VALUE_SPACE;
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false" data-testid="views-chart">
        <line x1="0" x2={WIDTH} y1={HEIGHT - LABEL_SPACE} y2={HEIGHT - LABEL_SPACE} className="stroke-border" strokeWidth="1" />
        {months.map((m, i) => {
          const h = m.count === 0 ? 0 : Math.max(2, (m.count / max) * plot);
          const x = i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - LABEL_SPACE - h;
          const last = i === months.length - 1;
          return (
            <g key={m.month}>
              <rect x={x} y={y} width={barWidth} height={h} rx="2" className={last ? 'fill-brand' : 'fill-brand/60'} />
              <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                {formatNumber(m.count)}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Listings viewed</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.name}</th>
              <td>{formatNumber(m.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
