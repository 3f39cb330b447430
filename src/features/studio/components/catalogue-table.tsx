import { useDeferredValue, useId, useState } from 'react'
import type { Video } from '@/shared/entities'
import '../studio.css'

type CatalogueTableProps = {
  videos: Video[]
  onEdit: (video: Video) => void
  onRemove: (video: Video) => void
}

/** Rows shown at first, and added by each "Show more": a catalogue may hold thousands. */
const PAGE = 50

/** The catalogue, newest first, with "Edit" and "Remove from catalogue" on each video. */
export function CatalogueTable({ videos, onEdit, onRemove }: CatalogueTableProps) {
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
              <td>
                <div className="studio-table-actions">
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
