import type { ReactElement } from 'react';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import type { AllocationSlice } from '@/domain/assets/plan-value';
import { formatCents } from '@/ui/kit/locale-format';

/** The six chart colours of the product configuration (CSS variables the theme sets), with the default palette. */
function palette(): string[] {
  const fallback = ['#1f5f8b', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#6d597a'];
  const style = getComputedStyle(document.documentElement);
  return fallback.map((colour, i) => style.getPropertyValue(`--chart-${i + 1}`).trim() || colour);
}

/** The allocation pie (recharts, loaded lazily with this module): one image with a text label; the page shows the same numbers as a table. */
export default function AllocationChart({ slices }: { slices: readonly AllocationSlice[] }): ReactElement {
  const colours = palette();
  return (
    <div
      className="assets-chart"
      role="img"
      aria-label={`Allocation chart: ${slices.map((s) => `${s.label} ${Math.round(s.share * 1000) / 10}%`).join(', ')}`}
      data-testid="allocation-chart"
    >
      <ResponsiveContainer width="100%" height={220}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={[...slices]}
            dataKey="valueCents"
            nameKey="label"
            innerRadius={50}
            outerRadius={90}
            isAnimationActive={false}
          >
            {slices.map((s, i) => (
              <Cell key={s.type} fill={colours[i % colours.length]} data-type={s.type} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => formatCents(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
