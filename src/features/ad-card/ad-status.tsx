/** Active / Stopped as a small coloured pill; the word carries the meaning, the colour only helps. */
export function AdStatus({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        active
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/25'
          : 'bg-slate-100 text-slate-700 ring-1 ring-slate-500/20 ring-inset dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/25'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${active ? 'bg-emerald-500' : 'bg-slate-400'}`}
      />
      {active ? 'Active' : 'Stopped'}
    </span>
  )
}
