import { ArrowLeft, Search } from 'lucide'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Icon } from '@/components/ui/icon'
import { t } from '@/i18n/translate'
import { isNarrowScreen } from '@/lib/narrow-screen'
import { markReady } from '@/lib/ready'
import { useExploreFilters } from '../use-explore-filters'

/**
 * Search fires on Enter, on Backspace, when the field becomes empty and on the Search button
 * (docs/product.md, "Search"), always with the field's current text; from another page it opens
 * /explore. On a phone the field is folded into the Search button, which opens it full width.
 */
export default function SearchBox() {
  const { filters, setFilters } = useExploreFilters()
  const [text, setText] = useState(filters.query)
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Follow the URL when it changes elsewhere (Watch Now, Back, a shared link).
  const [shownQuery, setShownQuery] = useState(filters.query)
  if (shownQuery !== filters.query) {
    setShownQuery(filters.query)
    setText(filters.query)
  }

  useEffect(() => markReady('search'), [])

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  useEffect(() => {
    // "/" focuses the search box, unless the user is typing somewhere (docs/product.md, "Search").
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return
      event.preventDefault()
      setOpen(true)
      inputRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value
    setText(value)
    const inputType = (event.nativeEvent as InputEvent).inputType
    if (value === '' || inputType === 'deleteContentBackward')
      setFilters({ query: value }, { replace: true })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    // A folded field opens first; searching needs something typed.
    if (isNarrowScreen() && !open) return setOpen(true)
    // What the field shows, typed before the page came alive included.
    setFilters({ query: inputRef.current?.value ?? text })
    setOpen(false)
  }

  return (
    <form role="search" className="search-box" data-open={open} onSubmit={onSubmit}>
      {open && (
        <button
          type="button"
          className="icon-button narrow-only"
          aria-label={t('Close search')}
          onClick={close}
        >
          <Icon node={ArrowLeft} />
        </button>
      )}
      <input
        ref={inputRef}
        type="search"
        aria-label={t('Search videos')}
        placeholder={t('Search videos  ( / )')}
        value={text}
        onChange={onChange}
        onKeyDown={(event) => event.key === 'Escape' && open && close()}
        autoComplete="off"
      />
      <button
        ref={buttonRef}
        type="submit"
        className="icon-button"
        aria-label={t('Search')}
        title={t('Search')}
      >
        <Icon node={Search} />
      </button>
    </form>
  )
}
