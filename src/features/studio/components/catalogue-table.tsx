import { useDeferredValue, useId, useState } from 'react'
import { Link } from 'react-router'
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
      <h2 id={`${findId}-heading`}>Catalogue</h2>
      <label htmlFor={findId}>Find in the catalogue</label>
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
            ? `${videos.length.toLocaleString('en')} videos, newest first`
            : `${found.length.toLocaleString('en')} of ${videos.length.toLocaleString('en')} videos`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Video</th>
            <th scope="col">Lesson</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {found.slice(0, shown).map((video) => (
            <tr key={video._id}>
              <th scope="row">
                <span className="studio-table-title">{video.title}</span>
                <span className="muted">
                  {video.creator} · {video.category} · {video.level}
                </span>
              </th>
              <td>{lessonOf(video._id) ?? '…'}</td>
              <td>
                <div className="studio-table-actions">
                  <Link className="button button-secondary" to={lessonHref(video._id)}>
                    Edit lesson
                  </Link>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onEdit(video)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onRemove(video)}
                  >
                    Remove from catalogue
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
          Show more
        </button>
      )}
    </section>
  )
}
