import { Search } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useExploreFilters } from '../use-explore-filters'
import './search-box.css'

/**
 * Search fires on Enter, on Backspace, when the field becomes empty and on the Search button
 * (docs/product.md, "Search"), always with the field's current text; from another page it opens /explore.
 */
export function SearchBox() {
  const { filters, setFilters } = useExploreFilters()
  const [text, setText] = useState(filters.query)
  const inputRef = useRef<HTMLInputElement>(null)

  // Follow the URL when it changes elsewhere (Watch Now, Back, a shared link).
  const [shownQuery, setShownQuery] = useState(filters.query)
  if (shownQuery !== filters.query) {
    setShownQuery(filters.query)
    setText(filters.query)
  }

  useEffect(() => {
    // "/" focuses the search box, unless the user is typing somewhere (docs/product.md, "Search").
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return
      event.preventDefault()
      inputRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    setText(value)
    const inputType = (event.nativeEvent as InputEvent).inputType
    if (value === '' || inputType === 'deleteContentBackward') setFilters({ query: value })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setFilters({ query: text })
  }

  return (
    <form role="search" className="search-box" onSubmit={onSubmit}>
      <input
        ref={inputRef}
        type="search"
        aria-label="Search videos"
        placeholder="Search videos  ( / )"
        value={text}
        onChange={onChange}
        autoComplete="off"
      />
      <button type="submit" className="icon-button" aria-label="Search" title="Search">
        <Icon node={Search} />
      </button>
    </form>
  )
}
