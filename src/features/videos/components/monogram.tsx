/** A channel avatar drawn from the creator's initials on a colour derived from the name. */
export function Monogram({ name, size = 36 }: { name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  // Dark, saturated backgrounds keep white initials above 4.5:1 for every hue.
  const background = `hsl(${hash % 360} 55% 28%)`
  return (
    <svg className="monogram" width={size} height={size} viewBox="0 0 36 36" aria-hidden="true">
      <circle cx="18" cy="18" r="18" fill={background} />
      <text x="18" y="23" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
        {initials}
      </text>
    </svg>
  )
}
