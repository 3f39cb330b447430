import { useId, type ReactNode } from 'react'
import './filters.css'

/** One labelled group of Explore's filters ("Level", "Topics"): its label names the group. */
export function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId()
  return (
    <div className="filter-row" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="filter-label">
        {label}
      </span>
      <div className="chips">{children}</div>
    </div>
  )
}
