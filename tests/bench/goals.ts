// A figure beside its goal (issue 12): `lower` goals are ceilings, `higher` ones floors. The
// ratio is figure / goal, so ≤ 1 meets a ceiling and ≥ 1 meets a floor.
export interface Goal {
  value: number;
  unit: string;
  goal: number;
  better: 'lower' | 'higher';
}

export function printGoal(label: string, g: Goal) {
  const met = g.better === 'lower' ? g.value <= g.goal : g.value >= g.goal;
  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  console.log(
    `${label}: ${fmt(g.value)} ${g.unit} (goal ${g.better === 'lower' ? '≤' : '≥'} ${fmt(g.goal)} ${g.unit}, ratio ${(g.value / g.goal).toFixed(2)}, ${met ? 'met' : 'NOT met'})`,
  );
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
