import { useDeferredValue, useId, useState } from 'react'
import { Link } from 'react-router'
import { formatNumber } from '@/i18n/format'
import { categoryName } from '@/i18n/shared-names'
import { t } from '@/i18n/translate'
import type { Video } from '@/shared/entities'
import '../studio.css'

type CatalogueTableProps = {
  videos: Video[]
  /** Each video's lesson as the column "Lesson" says it ("23 moves", "None"); absent while loading. */
  lessonOf: (videoId: string) => string | undefined
  /** Where "Edit lesson" goes for a video. */
  lessonHref: (videoId: string) => string
  onEdit: (video: Video) => void
  onRemove: (video: Video) => void
}

/** A video's level as the table writes it ("beginner"), in the page's language. */
const levelName = (level: Video['level']) =>
  ({ beginner: t('beginner'), intermediate: t('intermediate'), advanced: t('advanced') })[level]

/** Rows shown at first, and added by each "Show more": a catalogue may hold thousands. */
const PAGE = 50

/**
 * The catalogue, newest first: each video's lesson, and "Edit lesson", "Edit" and "Remove from
 * catalogue" on each.
 */
export function CatalogueTable(props: CatalogueTableProps) {
  const { videos, lessonOf, lessonHref, onEdit, onRemove } = props
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(PAGE)
  const findId = useId()
  const wanted = useDeferredValue(query.trim().toLowerCase())
  const found = [...videos]
    .reverse()
    .filter(({ title, creator }) => `${title}\n${creator}`.toLowerCase().includes(wanted))
  return (
    <section className="studio-catalogue" aria-labelledby={`${findId}-heading`}>
      <h2 id={`${findId}-heading`}>{t('Catalogue')}</h2>
      <label htmlFor={findId}>{t('Find in the catalogue')}</label>
      <input
        id={findId}
        type="search"
        className="text-field"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setShown(PAGE)
        }}
      />
      <table className="studio-table">
        <caption className="muted">
          {found.length === videos.length
            ? t('{count} videos, newest first', { count: formatNumber(videos.length) })
            : t('{found} of {count} videos', {
                found: formatNumber(found.length),
                count: formatNumber(videos.length),
              })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Video')}</th>
            <th scope="col">{t('Lesson')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {found.slice(0, shown).map((video) => (
            <tr key={video._id}>
              <th scope="row">
                <span className="studio-table-title">{video.title}</span>
                <span className="muted">
                  {video.creator} · {categoryName(video.category)} · {levelName(video.level)}
                </span>
              </th>
              <td>{lessonOf(video._id) ?? '…'}</td>
              <td>
                <div className="studio-table-actions">
                  <Link
                    className="button button-secondary"
                    to={lessonHref(video._id)}
                    aria-label={t('Edit lesson: {title}', { title: video.title })}
                  >
                    {t('Edit lesson')}
                  </Link>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onEdit(video)}
                  >
                    {t('Edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onRemove(video)}
                  >
                    {t('Remove from catalogue')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {found.length > shown && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setShown(shown + PAGE)}
        >
          {t('Show more')}
        </button>
      )}
    </section>
  )
}
